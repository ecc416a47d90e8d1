#[pass_runtime::pass(arg = "p", summary = "s", options(level: u8 = 300 => "level"))]
pub struct P;

fn main() {}
