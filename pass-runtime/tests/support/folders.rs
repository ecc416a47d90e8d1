//! Folders of the small test dialects, shared by the test binaries that
//! declare one (each includes this file from its `common.rs`).

use pass_runtime::ir::{Attribute, Body, Context, OpId};
use pass_runtime::rewrite::{FoldOutcome, OpFoldResult};

/// The integer a constant operand holds, if it is one.
pub fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i128> {
    a.and_then(|a| ctx.int_value(a))
}

/// An integer addition's folder: two constants fold to their sum, `x + 0`
/// to `x`.
pub fn fold_add(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let ty = body.value_type(body.result(op, 0));
    match (int_of(ctx, operands[0]), int_of(ctx, operands[1])) {
        (Some(a), Some(b)) => FoldOutcome::Results(vec![OpFoldResult::Attr(ctx.integer_attr(ty, a + b))]),
        (_, Some(0)) => FoldOutcome::Results(vec![OpFoldResult::Value(body.operand(op, 0))]),
        _ => FoldOutcome::Failed,
    }
}

/// Gives `op` the unit attribute `name`, an in-place change an in-place
/// folder makes once: false when `op` has it already.
pub fn mark_once(ctx: &Context, body: &mut Body, op: OpId, name: &str) -> bool {
    if body.attr(ctx, op, name).is_some() {
        return false;
    }
    body.set_attr(ctx, op, name, Some(ctx.unit_attr()));
    true
}
