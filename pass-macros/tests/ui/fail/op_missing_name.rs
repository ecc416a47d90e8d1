#[pass_runtime::op(summary = "Adds")]
pub struct AddOp;

fn main() {}
