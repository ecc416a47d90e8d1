#[pass_runtime::op(name = "calc.add", traits(Pure, Comutative))]
pub struct AddOp;

fn main() {}
