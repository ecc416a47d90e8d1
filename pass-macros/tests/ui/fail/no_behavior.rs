//! The author forgot `impl PassBehavior for P`.

#[pass_runtime::pass(arg = "p", summary = "s")]
pub struct P;

fn main() {}
