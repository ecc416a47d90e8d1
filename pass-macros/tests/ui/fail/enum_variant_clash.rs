#[pass_runtime::pass(
    arg = "p",
    summary = "s",
    options(mode: enum { "fast-math", "fast~math" } => "mode"),
)]
pub struct P;

fn main() {}
