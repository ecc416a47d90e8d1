#[pass_runtime::pass(arg = "p", summary = "s")]
#[derive(PartialEq)]
pub struct P;

fn main() {}
