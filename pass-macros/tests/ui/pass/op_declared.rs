//! Ops declared with `#[op]`: each form of field, trait and key parses, the
//! struct becomes the op's typed handle, and the hooks it declares are the
//! traits the crate implements.

use pass_runtime::ir::{Attribute, Body, Context, Diagnostic, OpView};
use pass_runtime::ods::{Fold, Implements, Verify};
use pass_runtime::op;
use pass_runtime::rewrite::FoldOutcome;

/// An interface of the crate's own.
pub struct Named(pub &'static str);

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
    interfaces(crate::Named),
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

impl Verify for EverythingOp {
    fn verify(self, view: &OpView<'_>) -> Result<(), Diagnostic> {
        if self.count(view) < 0 {
            return Err(view.op_error("count must not be negative"));
        }
        Ok(())
    }
}

impl Fold for EverythingOp {
    fn fold(self, _: &Context, _: &mut Body, _: &[Option<Attribute>]) -> FoldOutcome {
        FoldOutcome::Failed
    }
}

impl Implements<Named> for EverythingOp {
    fn implementation() -> Named {
        Named("everything")
    }
}

fn main() {
    let dialect = pass_runtime::ir::Dialect::new("calc")
        .op(AddOp::op_def())
        .op(EverythingOp::op_def())
        .op(NopOp::op_def());
    let everything = &dialect.ops()[1];
    assert_eq!(everything.get_interface::<Named>().map(|n| n.0), Some("everything"));
    assert!(everything.get_hook::<pass_runtime::rewrite::Folder>().is_some());
    assert_eq!(EverythingOp::NAME, "calc.everything");
    assert_eq!(AddOp::INFO.operands.len(), 2);
}
