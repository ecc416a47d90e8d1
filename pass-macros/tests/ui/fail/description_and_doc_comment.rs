/// The description.
#[pass_runtime::pass(arg = "p", summary = "s", description = "Another description")]
pub struct P;

fn main() {}
