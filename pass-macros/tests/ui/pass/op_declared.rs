//! Ops declared with `#[op]`: each form of field, trait and key parses, and
//! the struct is consumed (what it expands to is the Rust back end's).

use pass_runtime::op;

/// Adds two integers.
///
/// The doc comment is the op's description.
#[op(
    name = "calc.add",
    summary = "Integer addition",
    traits(Pure, Commutative, SameOperandsAndResultType),
)]
pub struct AddOp {
    /// The left operand.
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
}

/// Every role and form.
#[op(
    name = "calc.everything",
    summary = "Everything at once",
    traits(AttrSizedOperandSegments, HasParent<calc.module>, SingleBlockImplicitTerminator<"calc.yield">),
    interfaces(BranchOpInterface),
    verifier,
    folder,
    canonicalizer = false,
)]
pub struct EverythingOp {
    #[operand]
    inputs: Vec<AnyType>,
    #[operand]
    maybe: Option<Index>,
    #[attr]
    count: I64Attr,
    #[attr]
    label: Option<StrAttr>,
    #[attr(default = 3)]
    width: I32Attr,
    #[attr(default = true)]
    exact: BoolAttr,
    #[attr]
    function_type: TypeAttrOf<FunctionType>,
    #[region(single_block)]
    body: Region,
    #[region]
    others: Vec<Region>,
    #[successor]
    dest: Successor,
    #[result]
    outputs: Vec<AnyType>,
}

/// No operands at all.
#[pass_runtime::op(name = "calc.nop", crate = "::pass_runtime")]
pub struct NopOp;

fn main() {}
