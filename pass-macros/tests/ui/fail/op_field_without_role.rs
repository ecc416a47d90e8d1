#[pass_runtime::op(name = "calc.add")]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
    rhs: AnyType,
}

fn main() {}
