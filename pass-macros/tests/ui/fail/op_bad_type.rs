#[pass_runtime::op(name = "calc.add")]
pub struct AddOp {
    #[operand]
    lhs: &'static str,
    #[operand]
    rhs: Vec<Vec<AnyType>>,
    #[region]
    body: Option<Region>,
}

fn main() {}
