//! Op folding, as MLIR's `Operation::fold`: an op's [`Folder`] looks at the
//! constant values of its operands and either changes the op in place or
//! names, for each result, a constant or an existing value that replaces it.
//! Constants are turned back into ops by their dialect's
//! [`ConstantMaterializer`].

use smallvec::SmallVec;

use crate::ir::{Attribute, Body, Context, Location, OpId, Traits, Type, ValueId};

/// What replaces one result of a folded op: a constant (to be materialized)
/// or a value that already exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpFoldResult {
    /// A constant of the result's type.
    Attr(Attribute),
    /// An existing value (dominating the op).
    Value(ValueId),
}

/// What a folder did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FoldOutcome {
    /// Nothing could be folded; the op is unchanged.
    Failed,
    /// The op was changed in place (operands reordered, an attribute
    /// simplified) and stays.
    InPlace,
    /// One replacement per result of the op.
    Results(Vec<OpFoldResult>),
}

/// An op's folder (MLIR's `fold` method), attached to its `OpDef` with
/// `OpDef::hook`. `operands[i]` is the constant value of operand `i` when a
/// constant-like op defines it. It may change the op in place (and then
/// returns [`FoldOutcome::InPlace`]) but must not create or erase ops.
#[derive(Clone, Copy)]
pub struct Folder(pub fn(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome);

/// A dialect's constant materializer (MLIR's `Dialect::materializeConstant`),
/// attached with `Dialect::hook`: creates a detached constant-like op
/// producing `value` as a `ty`, or returns `None` when it cannot.
#[derive(Clone, Copy)]
pub struct ConstantMaterializer(
    pub fn(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId>,
);

/// The constant `v` holds when a constant-like op defines it (MLIR's
/// `m_Constant`): that op's `value` property or attribute.
pub fn constant_value(ctx: &Context, body: &Body, v: ValueId) -> Option<Attribute> {
    let op = body.defining_op(v)?;
    let def = ctx.op_def(body.op_name(op))?;
    if !def.has(Traits::CONSTANT_LIKE) {
        return None;
    }
    ctx.dict_get(body.props(op), "value").or_else(|| ctx.dict_get(body.attrs(op), "value"))
}

/// Folds `op` as MLIR's `Operation::fold` does: the op's own folder first;
/// when that fails or only changes the op in place (MLIR: it folds to its own
/// result), the folders of its traits, the first that succeeds winning:
/// `Commutative` moves constant operands last, `Idempotent` folds `f(f(x))`
/// and `f(x, x)` to `x`'s value, `Involution` folds `f(f(x))` to `x`.
pub fn fold_op(ctx: &Context, body: &mut Body, op: OpId) -> FoldOutcome {
    let operands: SmallVec<[Option<Attribute>; 4]> = body.operands(op).map(|v| constant_value(ctx, body, v)).collect();
    fold_op_with_constants(ctx, body, op, &operands)
}

/// [`fold_op`] with the operands' constant values given (`operands[i]` for
/// operand `i`) instead of read from their defining ops: what an analysis that
/// simulates execution, such as SCCP, folds with.
pub fn fold_op_with_constants(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let Some(def) = ctx.op_def(body.op_name(op)) else { return FoldOutcome::Failed };
    let own = match def.get_hook::<Folder>() {
        Some(folder) => (folder.0)(ctx, body, op, operands),
        None => FoldOutcome::Failed,
    };
    if matches!(own, FoldOutcome::Results(_)) {
        return own;
    }
    // As in MLIR, the traits see the operand constants computed before the
    // op's own folder ran.
    if def.has(Traits::COMMUTATIVE) && move_constants_last(body, op, operands) {
        return FoldOutcome::InPlace;
    }
    if def.has(Traits::IDEMPOTENT) {
        if let Some(v) = fold_idempotent(body, op) {
            return FoldOutcome::Results(vec![OpFoldResult::Value(v)]);
        }
    }
    if def.has(Traits::INVOLUTION) {
        if let Some(v) = fold_involution(body, op) {
            return FoldOutcome::Results(vec![OpFoldResult::Value(v)]);
        }
    }
    own
}

/// MLIR's `foldCommutative`: a stable partition putting constant operands
/// after the others. True if anything moved.
fn move_constants_last(body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> bool {
    // Already in order (the common case): no constant before a non-constant.
    let first_constant = operands.iter().position(Option::is_some).unwrap_or(operands.len());
    if operands[first_constant..].iter().all(Option::is_some) {
        return false;
    }
    let values: SmallVec<[ValueId; 4]> = body.operands(op).collect();
    let mut reordered: SmallVec<[ValueId; 4]> =
        values.iter().zip(operands).filter(|(_, c)| c.is_none()).map(|(&v, _)| v).collect();
    reordered.extend(values.iter().zip(operands).filter(|(_, c)| c.is_some()).map(|(&v, _)| v));
    body.set_operands(op, &reordered);
    true
}

/// MLIR's `foldIdempotent`: `f(f(x)) -> f(x)` for a unary op, `f(x, x) -> x`
/// otherwise.
fn fold_idempotent(body: &Body, op: OpId) -> Option<ValueId> {
    let first = body.operands(op).next()?;
    if body.num_operands(op) == 1 {
        let inner = body.defining_op(first)?;
        return (body.op_name(inner) == body.op_name(op)).then_some(first);
    }
    (body.num_operands(op) >= 2 && body.operand(op, 1) == first).then_some(first)
}

/// MLIR's `foldInvolution`: `f(f(x)) -> x`.
fn fold_involution(body: &Body, op: OpId) -> Option<ValueId> {
    let inner = body.defining_op(body.operands(op).next()?)?;
    if body.op_name(inner) != body.op_name(op) {
        return None;
    }
    body.operands(inner).next()
}
