#[pass_runtime::op(name = "calc.add", sumary = "Adds")]
pub struct AddOp;

fn main() {}
