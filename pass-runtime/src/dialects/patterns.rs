//! What the built-in dialects' canonicalization patterns share: a pattern
//! added as a function ([`add`]), op creation with the op's default
//! properties ([`create_op`]), MLIR's fused locations ([`fused_loc`]), and
//! small queries about the IR.

use crate::ir::{Attribute, Body, Context, LocKind, Location, OpId, OpSpec, Type, ValueId};
use crate::rewrite::{PatternInfo, PatternRewriter, RewritePatternSet};

/// Adds a pattern rooted at `root` named `name` (the name MLIR's
/// `disable-patterns` option uses: `(anonymous namespace)::X` for the
/// patterns MLIR defines in an anonymous namespace, empty for the ones MLIR
/// registers as bare functions).
pub(crate) fn add(
    ctx: &Context,
    patterns: &mut RewritePatternSet,
    root: &str,
    name: &'static str,
    benefit: u16,
    apply: fn(OpId, &mut PatternRewriter<'_>) -> bool,
) {
    patterns.add_fn(PatternInfo::new(ctx, name, root).with_benefit(benefit), apply);
}

/// MLIR's `FusedLoc::get(locs)` without metadata: nested fused locations are
/// flattened, unknown ones dropped, duplicates removed; one location stays
/// itself and none is `loc(unknown)`.
pub(crate) fn fused_loc(ctx: &Context, locs: &[Location]) -> Location {
    let mut out: Vec<Location> = Vec::with_capacity(locs.len());
    let push = |l: Location, out: &mut Vec<Location>| {
        if !out.contains(&l) {
            out.push(l);
        }
    };
    for &l in locs {
        match ctx.loc_kind(l) {
            LocKind::Fused { locs: inner, metadata: None } => {
                for &i in inner.iter() {
                    push(i, &mut out);
                }
            }
            LocKind::Unknown => {}
            _ => push(l, &mut out),
        }
    }
    match out.len() {
        0 => ctx.unknown_loc(),
        1 => out[0],
        _ => ctx.location(LocKind::Fused { locs: out.into(), metadata: None }),
    }
}

/// The fused location of the ops' locations.
pub(crate) fn fused_op_loc(ctx: &Context, body: &Body, ops: &[OpId]) -> Location {
    let locs: Vec<Location> = ops.iter().map(|&o| body.loc(o)).collect();
    fused_loc(ctx, &locs)
}

/// Creates `name` at the rewriter's insertion point with the given operands,
/// result types and properties; properties the op defines defaults for and
/// `props` leaves out get their defaults (as MLIR's builders do).
pub(crate) fn create_op(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    loc: Location,
) -> OpId {
    let ctx = rw.context();
    let op_name = ctx.op_name(name);
    let props = ctx.props_with_defaults(op_name, props);
    rw.create(&OpSpec { operands, results, props, ..OpSpec::new(ctx, op_name, loc) })
}

/// Creates an `arith.constant` of `value` (whose type it takes).
pub(crate) fn create_constant(rw: &mut PatternRewriter<'_>, value: Attribute, loc: Location) -> Option<ValueId> {
    let ty = rw.context().attr_type(value)?;
    Some(super::arith::ConstantOp::build(rw, loc, ty, value).result(rw))
}

/// The single result of `op`.
pub(crate) fn result0(body: &Body, op: OpId) -> ValueId {
    body.result(op, 0)
}

/// The op defining `v` when it is a `name` op.
pub(crate) fn def_op(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    let op = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(op)) == name).then_some(op)
}

/// Replaces `op` with a new op built by `create_op` and returns the new op.
pub(crate) fn replace_with_new(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    loc: Location,
) -> OpId {
    let new = create_op(rw, name, operands, results, props, loc);
    let values: Vec<ValueId> = rw.body().results(new).collect();
    rw.replace_op(op, &values);
    new
}

/// The result types of `op`.
pub(crate) fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    body.results(op).map(|v| body.value_type(v)).collect()
}
