#[pass_runtime::pass(arg = "p")]
pub struct P;

fn main() {}
