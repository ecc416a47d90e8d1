#[pass_runtime::op(name = "calc.call")]
pub struct CallOp {
    #[operand]
    callee: Option<AnyType>,
    #[operand]
    args: Vec<AnyType>,
}

fn main() {}
