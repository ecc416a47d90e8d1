#[pass_runtime::op(name = "calc.add")]
pub struct AddOp {
    #[operand]
    #[result]
    lhs: AnyType,
}

fn main() {}
