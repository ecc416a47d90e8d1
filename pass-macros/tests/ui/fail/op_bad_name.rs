#[pass_runtime::op(name = "add")]
pub struct AddOp;

fn main() {}
