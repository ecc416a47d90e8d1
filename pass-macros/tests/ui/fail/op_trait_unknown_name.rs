#[pass_runtime::op(name = "calc.add", traits(AllTypesMatch<lhs, reslt>))]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
    #[result]
    result: AnyType,
}

fn main() {}
