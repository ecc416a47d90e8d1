#[pass_runtime::pass(
    arg = "p",
    summary = "s",
    options(a: bool => "flag", b: bool => "flag"),
)]
pub struct P;

fn main() {}
