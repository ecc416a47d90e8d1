// On error the struct is replaced by a unit struct of the same name: the
// errors are the only ones, and code naming the struct still compiles.
#[pass_runtime::op(name = "calc.add", traits(Pur))]
pub struct AddOp {
    #[operand]
    lhs: AnyType,
}

fn main() {
    let _ = AddOp;
}
