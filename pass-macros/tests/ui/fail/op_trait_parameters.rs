// Parameters go in angle brackets, as in MLIR; a trait without them takes none.
#[pass_runtime::op(name = "calc.yield", traits(HasParent(calc.func), Terminator<calc.func>, HasParent))]
pub struct YieldOp;

fn main() {}
