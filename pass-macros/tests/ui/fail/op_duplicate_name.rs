#[pass_runtime::op(name = "calc.add")]
pub struct AddOp {
    #[operand]
    value: AnyType,
    #[result]
    value: AnyType,
}

fn main() {}
