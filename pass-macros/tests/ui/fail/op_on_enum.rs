#[pass_runtime::op(name = "calc.add")]
pub enum AddOp {}

fn main() {}
