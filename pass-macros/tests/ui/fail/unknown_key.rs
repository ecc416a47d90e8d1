#[pass_runtime::pass(arg = "p", summary = "s", anchr = "func.func")]
pub struct P;

fn main() {}
