//! `convert-scf-to-cf`: lowers `scf.for`, `scf.if`, `scf.while`,
//! `scf.index_switch`, `scf.execute_region`, `scf.parallel` and `scf.forall`
//! to blocks and `cf.br`/`cf.cond_br`/`cf.switch`, as MLIR's
//! `SCFToControlFlow` does (the same blocks, ops, order and locations), with
//! the dialect conversion framework; `scf.forall` becomes an `scf.parallel`,
//! which becomes a nest of `scf.for`s, each lowered in turn.

use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    FnConversionPattern, OpAdaptor,
};
use crate::dialects::arith::flags::CmpIPredicate;
use crate::dialects::arith::{AddIOp, CmpIOp, ConstantOp, IndexCastOp};
use crate::dialects::cf::{BranchOp, CondBranchOp, SwitchOp};
use crate::dialects::scf::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, ReduceOp, WhileOp, YieldOp,
};
use crate::ir::{Attribute, BlockId, InsertPoint, Location, NamedAttr, OpId, OpSpec, Type, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};
use crate::rewrite::PatternInfo;

use super::generated::SCFToControlFlowPass;

/// The SCF ops MLIR's pass marks illegal; each has a pattern.
const ILLEGAL_SCF_OPS: [&str; 7] = [
    ForallOp::NAME,
    ForOp::NAME,
    IfOp::NAME,
    IndexSwitchOp::NAME,
    ParallelOp::NAME,
    WhileOp::NAME,
    ExecuteRegionOp::NAME,
];

impl PassBehavior for SCFToControlFlowPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let mut patterns = ConversionPatternSet::new();
        let lowering = |name: &'static str, root: &str, generated: &[&str]| {
            PatternInfo::new(ctx, name, root).generates(ctx, generated)
        };
        let branches = [BranchOp::NAME, CondBranchOp::NAME];
        for (info, apply) in [
            (
                lowering("ForLowering", ForOp::NAME, &[AddIOp::NAME, CmpIOp::NAME, BranchOp::NAME, CondBranchOp::NAME]),
                for_lowering as LoweringFn,
            ),
            (lowering("IfLowering", IfOp::NAME, &branches), if_lowering),
            (lowering("WhileLowering", WhileOp::NAME, &branches), while_lowering),
            (lowering("ExecuteRegionLowering", ExecuteRegionOp::NAME, &[BranchOp::NAME]), execute_region_lowering),
            (
                lowering(
                    "IndexSwitchLowering",
                    IndexSwitchOp::NAME,
                    &[IndexCastOp::NAME, BranchOp::NAME, SwitchOp::NAME],
                ),
                index_switch_lowering,
            ),
            (lowering("ParallelLowering", ParallelOp::NAME, &[ForOp::NAME, YieldOp::NAME]), parallel_lowering),
            (
                lowering("ForallLowering", ForallOp::NAME, &[ConstantOp::NAME, ParallelOp::NAME, ReduceOp::NAME]),
                forall_lowering,
            ),
            // MLIR gives the do-while form benefit 2: it is tried first, and
            // falls back to `WhileLowering` when the `after` region does more
            // than forward its arguments.
            (lowering("DoWhileLowering", WhileOp::NAME, &branches).with_benefit(2), do_while_lowering),
        ] {
            patterns.add_conversion(FnConversionPattern::new(info, apply));
        }
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(ILLEGAL_SCF_OPS.map(|n| ctx.op_name(n)));
        target.mark_unknown_op_dynamically_legal(|_, _, _| true);
        let config =
            ConversionConfig { allow_pattern_rollback: self.options.allow_pattern_rollback, ..Default::default() };
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &config).map(|_| ()).map_err(|e| e.emit(op))
    }
}

/// The lowerings are plain functions of the matched op.
type LoweringFn = fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool;

/// Creates op `name` at the rewriter's insertion point, with the op's default
/// properties (such as `overflowFlags`) besides `props`.
fn create(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    successors: &[BlockId],
    loc: Location,
) -> OpId {
    create_with_regions(rw, name, operands, results, props, successors, 0, loc)
}

/// [`create`] for an op with `num_regions` (empty) regions.
#[allow(clippy::too_many_arguments)]
fn create_with_regions(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    props: &[(&str, Attribute)],
    successors: &[BlockId],
    num_regions: usize,
    loc: Location,
) -> OpId {
    let ctx = rw.context();
    let op_name = ctx.op_name(name);
    let mut named: Vec<NamedAttr> = props.iter().map(|(n, v)| NamedAttr { name: ctx.ident(n), value: *v }).collect();
    if let Some(def) = ctx.op_def(op_name) {
        for (n, make) in def.default_props() {
            if !props.iter().any(|(p, _)| p == n) {
                named.push(NamedAttr { name: ctx.ident(n), value: make(ctx) });
            }
        }
    }
    let spec = OpSpec {
        operands,
        results,
        props: ctx.dictionary(named),
        successors,
        num_regions,
        ..OpSpec::new(ctx, op_name, loc)
    };
    rw.create(&spec)
}

/// `cf.br` to `dest` with `operands`.
fn create_br(rw: &mut ConversionPatternRewriter<'_, '_>, dest: BlockId, operands: &[ValueId], loc: Location) -> OpId {
    create(rw, BranchOp::NAME, operands, &[], &[], &[dest], loc)
}

/// `cf.cond_br` on `cond` to `on_true` or `on_false`, without operands.
fn create_cond_br(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    cond: ValueId,
    on_true: BlockId,
    on_false: BlockId,
    loc: Location,
) -> OpId {
    create_cond_br_with(rw, cond, (on_true, &[]), on_false, loc)
}

/// `cf.cond_br` on `cond` to `on_true` with operands, or to `on_false`
/// without.
fn create_cond_br_with(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    cond: ValueId,
    (on_true, true_operands): (BlockId, &[ValueId]),
    on_false: BlockId,
    loc: Location,
) -> OpId {
    let segments = rw.context().dense_i32_array_attr(&[1, true_operands.len() as i128, 0]);
    let mut operands = vec![cond];
    operands.extend_from_slice(true_operands);
    create(rw, CondBranchOp::NAME, &operands, &[], &[("operandSegmentSizes", segments)], &[on_true, on_false], loc)
}

/// The discardable attributes of a loop whose values are LLVM dialect
/// attributes (such as `llvm.loop_annotation`), as MLIR 22 carries them to
/// the loop's latch branch, where the LLVM translation expects loop metadata.
fn llvm_loop_attrs(rw: &ConversionPatternRewriter<'_, '_>, loop_op: OpId) -> Attribute {
    let ctx = rw.context();
    let attrs = rw.body().attrs(loop_op);
    let llvm: Vec<NamedAttr> =
        ctx.dict_entries(attrs).iter().filter(|a| ctx.attr_kind(a.value).dialect() == Some("llvm")).copied().collect();
    if llvm.len() == ctx.dict_entries(attrs).len() {
        attrs
    } else {
        ctx.dictionary(llvm)
    }
}

/// Gives the latch branch `latch` the loop's LLVM attributes.
fn set_latch_attrs(rw: &mut ConversionPatternRewriter<'_, '_>, latch: OpId, attrs: Attribute) {
    if attrs != rw.context().empty_dictionary() {
        rw.modify_op_in_place(latch, |body| body.op_mut(latch).set_attrs(attrs));
    }
}

/// The last block of `region` and its terminator, if it has both.
fn last_block_terminator(
    rw: &ConversionPatternRewriter<'_, '_>,
    region: crate::ir::RegionId,
) -> Option<(BlockId, OpId)> {
    let block = rw.body().blocks_of(region).last()?;
    Some((block, rw.body().last_op(block)?))
}

/// MLIR's `ForLowering`: the block holding the loop is split at it; the
/// body's entry block becomes the condition block (its arguments are the
/// induction variable and the loop-carried values), its ops move to a new
/// first body block, and the last body block steps the induction variable
/// (`arith.addi`) and branches back.
fn for_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let loc = body.loc(op);
    let (Some(init_block), Some(&region)) = (body.op_block(op), body.regions(op).first()) else {
        return false;
    };
    let Some(condition_block) = body.entry_block(region) else { return false };
    let Some(first_body_op) = body.first_op(condition_block) else { return false };
    let Some((last_body_block, terminator)) = last_block_terminator(rw, region) else { return false };
    let body = rw.body();
    let operands: Vec<ValueId> = body.operands(op).collect();
    if operands.len() < 3 || body.block_args(condition_block).is_empty() {
        return false;
    }
    let (lower, upper, step) = (operands[0], operands[1], operands[2]);
    let iv = body.block_args(condition_block)[0];
    let iter_args: Vec<ValueId> = body.block_args(condition_block)[1..].to_vec();
    let yielded: Vec<ValueId> = body.operands(terminator).collect();
    let unsigned = ctx.dict_get(body.props(op), "unsignedCmp").is_some();
    let index_ty = body.value_type(iv);
    let Some(outer_region) = body.block_region(init_block) else { return false };
    let latch_attrs = llvm_loop_attrs(rw, op);

    let Some(end_block) = rw.split_block(init_block, op) else { return false };
    let Some(first_body_block) = rw.split_block(condition_block, first_body_op) else { return false };
    // Splitting before the first op when the block is also the last one
    // moves the terminator: the stepping goes in the new last block.
    let last_body_block = if last_body_block == condition_block { first_body_block } else { last_body_block };
    rw.inline_region_before(region, outer_region, Some(end_block));

    rw.set_insertion_point(InsertPoint::BlockEnd(last_body_block));
    let add = create(rw, AddIOp::NAME, &[iv, step], &[index_ty], &[], &[], loc);
    let stepped = rw.body().result(add, 0);
    let mut carried = vec![stepped];
    carried.extend_from_slice(&yielded);
    let latch = create_br(rw, condition_block, &carried, loc);
    set_latch_attrs(rw, latch, latch_attrs);
    rw.erase_op(terminator);

    rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
    let mut initial = vec![lower];
    initial.extend_from_slice(&operands[3..]);
    create_br(rw, condition_block, &initial, loc);

    rw.set_insertion_point(InsertPoint::BlockEnd(condition_block));
    let predicate = if unsigned { CmpIPredicate::Ult } else { CmpIPredicate::Slt };
    let cmp = create(rw, CmpIOp::NAME, &[iv, upper], &[ctx.i1()], &[("predicate", predicate.attr(ctx))], &[], loc);
    let cond = rw.body().result(cmp, 0);
    create_cond_br(rw, cond, first_body_block, end_block, loc);

    rw.replace_op(op, &iter_args);
    true
}

/// MLIR's `IfLowering`: the block holding the `scf.if` is split at it; with
/// results, a continuation block takes them as arguments and branches to the
/// rest of the block. The then and else blocks are moved before it, their
/// `scf.yield`s replaced by `cf.br`s to it.
fn if_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let body = rw.body();
    let loc = body.loc(op);
    let (Some(cond_block), [then_region, else_region]) = (body.op_block(op), body.regions(op)) else {
        return false;
    };
    let (then_region, else_region) = (*then_region, *else_region);
    let Some(cond) = body.operands(op).next() else { return false };
    let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let Some(outer_region) = body.block_region(cond_block) else { return false };
    let Some(then_block) = body.entry_block(then_region) else { return false };
    let Some((then_last, then_terminator)) = last_block_terminator(rw, then_region) else { return false };
    let else_parts = if rw.body().region_is_empty(else_region) {
        None
    } else {
        let Some(entry) = rw.body().entry_block(else_region) else { return false };
        let Some(last) = last_block_terminator(rw, else_region) else { return false };
        Some((entry, last))
    };

    let Some(remaining_block) = rw.split_block(cond_block, op) else { return false };
    let continue_block = if result_types.is_empty() {
        remaining_block
    } else {
        let locs = vec![loc; result_types.len()];
        let block = rw.create_block(outer_region, Some(remaining_block), &result_types, &locs);
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        create_br(rw, remaining_block, &[], loc);
        block
    };

    let then_values: Vec<ValueId> = rw.body().operands(then_terminator).collect();
    rw.set_insertion_point(InsertPoint::BlockEnd(then_last));
    create_br(rw, continue_block, &then_values, loc);
    rw.erase_op(then_terminator);
    rw.inline_region_before(then_region, outer_region, Some(continue_block));

    let mut else_block = continue_block;
    if let Some((entry, (else_last, else_terminator))) = else_parts {
        else_block = entry;
        let else_values: Vec<ValueId> = rw.body().operands(else_terminator).collect();
        rw.set_insertion_point(InsertPoint::BlockEnd(else_last));
        create_br(rw, continue_block, &else_values, loc);
        rw.erase_op(else_terminator);
        rw.inline_region_before(else_region, outer_region, Some(continue_block));
    }

    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    create_cond_br(rw, cond, then_block, else_block, loc);

    let results: Vec<ValueId> = rw.body().block_args(continue_block).to_vec();
    if result_types.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
    true
}

/// MLIR's `WhileLowering`: the block holding the `scf.while` is split at it;
/// the `after` region is moved before the continuation and the `before`
/// region before it. The `scf.condition` ending the `before` entry block
/// becomes a `cf.cond_br` to the `after` block (with its forwarded values)
/// or the continuation; the `after` block's `scf.yield` becomes a `cf.br`
/// back to the `before` block. The results are the forwarded values, which
/// dominate the continuation. Both regions are single blocks when the op is
/// lowered (the walk reaches the ops nested in them afterwards).
fn while_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let Some(parts) = WhileParts::of(rw, op) else { return false };
    let body = rw.body();
    let Some(after) = body.entry_block(parts.after_region) else { return false };
    let Some(yield_op) = body.last_op(after) else { return false };
    if rw.context().op_name_str(body.op_name(yield_op)) != YieldOp::NAME {
        return false;
    }
    let yielded: Vec<ValueId> = body.operands(yield_op).collect();
    let latch_attrs = llvm_loop_attrs(rw, op);

    let Some(continuation) = rw.split_block(parts.current, op) else { return false };
    rw.inline_region_before(parts.after_region, parts.outer_region, Some(continuation));
    rw.inline_region_before(parts.before_region, parts.outer_region, Some(after));

    rw.set_insertion_point(InsertPoint::BlockEnd(parts.current));
    create_br(rw, parts.before, &parts.inits, parts.loc);

    // The new terminators take the locations of the ones they replace
    // (MLIR's `replaceOpWithNewOp`).
    rw.set_insertion_point(InsertPoint::BlockEnd(parts.before));
    create_cond_br_with(rw, parts.cond, (after, &parts.forwarded), continuation, parts.condition_loc);
    rw.erase_op(parts.condition);

    rw.set_insertion_point(InsertPoint::BlockEnd(after));
    let yield_loc = rw.body().loc(yield_op);
    let latch = create_br(rw, parts.before, &yielded, yield_loc);
    set_latch_attrs(rw, latch, latch_attrs);
    rw.erase_op(yield_op);

    rw.replace_op(op, &parts.forwarded);
    true
}

/// MLIR's `DoWhileLowering`, for an `scf.while` whose `after` region only
/// forwards its arguments back: only the `before` region is moved out, and
/// its `scf.condition` branches back to its own block or on.
fn do_while_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let Some(parts) = WhileParts::of(rw, op) else { return false };
    let ctx = rw.context();
    let body = rw.body();
    let Some(after) = body.entry_block(parts.after_region) else { return false };
    let (Some(only), Some(last)) = (body.first_op(after), body.last_op(after)) else { return false };
    if only != last {
        return rw.notify_match_failure("do-while simplification applicable only if 'after' region has no payload");
    }
    let forwards = ctx.op_name_str(body.op_name(only)) == YieldOp::NAME
        && body.operands(only).eq(body.block_args(after).iter().copied());
    if !forwards {
        return rw.notify_match_failure("do-while simplification applicable only to forwarding 'after' regions");
    }

    let latch_attrs = llvm_loop_attrs(rw, op);
    let Some(continuation) = rw.split_block(parts.current, op) else { return false };
    rw.inline_region_before(parts.before_region, parts.outer_region, Some(continuation));

    rw.set_insertion_point(InsertPoint::BlockEnd(parts.current));
    create_br(rw, parts.before, &parts.inits, parts.loc);

    rw.set_insertion_point(InsertPoint::BlockEnd(parts.before));
    let latch =
        create_cond_br_with(rw, parts.cond, (parts.before, &parts.forwarded), continuation, parts.condition_loc);
    set_latch_attrs(rw, latch, latch_attrs);
    rw.erase_op(parts.condition);

    rw.replace_op(op, &parts.forwarded);
    true
}

/// What both `scf.while` lowerings read before changing anything.
struct WhileParts {
    loc: Location,
    current: BlockId,
    outer_region: crate::ir::RegionId,
    before_region: crate::ir::RegionId,
    after_region: crate::ir::RegionId,
    before: BlockId,
    inits: Vec<ValueId>,
    /// The `scf.condition` ending the `before` block, its condition and the
    /// values it forwards.
    condition: OpId,
    condition_loc: Location,
    cond: ValueId,
    forwarded: Vec<ValueId>,
}

impl WhileParts {
    fn of(rw: &ConversionPatternRewriter<'_, '_>, op: OpId) -> Option<WhileParts> {
        let body = rw.body();
        let current = body.op_block(op)?;
        let &[before_region, after_region] = body.regions(op) else { return None };
        let before = body.entry_block(before_region)?;
        let condition = body.last_op(before)?;
        // The verifier guarantees it; a pattern does not crash on IR it did
        // not expect, it just does not match.
        if rw.context().op_name_str(body.op_name(condition)) != ConditionOp::NAME {
            return None;
        }
        let mut condition_operands = body.operands(condition);
        let cond = condition_operands.next()?;
        Some(WhileParts {
            loc: body.loc(op),
            current,
            outer_region: body.block_region(current)?,
            before_region,
            after_region,
            before,
            inits: body.operands(op).collect(),
            condition,
            condition_loc: body.loc(condition),
            cond,
            forwarded: condition_operands.collect(),
        })
    }
}

/// MLIR's `ExecuteRegionLowering`: the block holding the op is split at it
/// and branches to the region's entry block; every `scf.yield` of the region
/// becomes a `cf.br` to the continuation, which takes the results as
/// arguments. The region may have several blocks.
fn execute_region_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let loc = body.loc(op);
    let (Some(cond_block), Some(&region)) = (body.op_block(op), body.regions(op).first()) else { return false };
    let (Some(outer_region), Some(entry)) = (body.block_region(cond_block), body.entry_block(region)) else {
        return false;
    };
    let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let yields: Vec<(BlockId, OpId)> = body
        .blocks_of(region)
        .filter_map(|b| body.last_op(b).map(|t| (b, t)))
        .filter(|&(_, t)| ctx.op_name_str(body.op_name(t)) == YieldOp::NAME)
        .collect();

    let Some(remaining) = rw.split_block(cond_block, op) else { return false };
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    create_br(rw, entry, &[], loc);

    for (block, terminator) in yields {
        let values: Vec<ValueId> = rw.body().operands(terminator).collect();
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        create_br(rw, remaining, &values, loc);
        rw.erase_op(terminator);
    }
    rw.inline_region_before(region, outer_region, Some(remaining));

    // MLIR adds the arguments to the block directly, not through the
    // rewriter: the block was made by this pattern's split, so undoing
    // the split takes them away.
    let results: Vec<ValueId> =
        result_types.iter().map(|&ty| rw.body_mut().add_block_arg(remaining, ty, loc)).collect();
    if results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
    true
}

/// MLIR's `IndexSwitchLowering`: the block holding the op is split at it,
/// the continuation takes the results as arguments; each case region, then
/// the default region, has its `scf.yield` replaced by a `cf.br` to the
/// continuation and is moved before it. The split block ends with the index
/// cast to `i32` and a `cf.switch` on it.
fn index_switch_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let loc = body.loc(op);
    let Some(cond_block) = body.op_block(op) else { return false };
    let Some(outer_region) = body.block_region(cond_block) else { return false };
    let Some(index) = body.operands(op).next() else { return false };
    let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let cases = crate::dialects::scf::index_switch_cases(ctx, body, op);
    let regions = body.regions(op).to_vec();
    if regions.len() != cases.len() + 1 {
        return false;
    }
    // Cases first, the default last, as MLIR converts them.
    let mut order: Vec<(crate::ir::RegionId, BlockId, OpId)> = Vec::with_capacity(regions.len());
    for &region in regions[1..].iter().chain(&regions[..1]) {
        let Some(entry) = rw.body().entry_block(region) else { return false };
        let Some(terminator) = rw.body().last_op(entry) else { return false };
        order.push((region, entry, terminator));
    }

    let Some(continue_block) = rw.split_block(cond_block, op) else { return false };
    // Added directly, as MLIR does: the block is this pattern's own.
    let results: Vec<ValueId> =
        result_types.iter().map(|&ty| rw.body_mut().add_block_arg(continue_block, ty, loc)).collect();

    for &(region, _, terminator) in &order {
        let values: Vec<ValueId> = rw.body().operands(terminator).collect();
        let yield_loc = rw.body().loc(terminator);
        rw.set_insertion_point(InsertPoint::Before(terminator));
        create_br(rw, continue_block, &values, yield_loc);
        rw.erase_op(terminator);
        rw.inline_region_before(region, outer_region, Some(continue_block));
    }

    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    let cast = create(rw, IndexCastOp::NAME, &[index], &[ctx.i32()], &[], &[], loc);
    let case_value = rw.body().result(cast, 0);
    let mut props = vec![
        ("case_operand_segments", ctx.dense_i32_array_attr(&vec![0; cases.len()])),
        ("operandSegmentSizes", ctx.dense_i32_array_attr(&[1, 0, 0])),
    ];
    if !cases.is_empty() {
        // Truncated to `i32`, as MLIR's lowering does.
        let values: Vec<i128> = cases.iter().map(|&c| i128::from(c as i32)).collect();
        props.push(("case_values", crate::dialects::cf::case_values_attr(ctx, ctx.i32(), &values)));
    }
    // The default destination first, then the cases'.
    let (cases_order, default) = order.split_at(order.len() - 1);
    let mut successors: Vec<BlockId> = vec![default[0].1];
    successors.extend(cases_order.iter().map(|&(_, entry, _)| entry));
    create(rw, SwitchOp::NAME, &[case_value], &[], &props, &successors, loc);

    if results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &results);
    }
    true
}

/// MLIR's `ParallelLowering`: an `scf.parallel` becomes a nest of `scf.for`s,
/// one per induction variable, outermost first, each passing the reduced
/// values down as iteration arguments; the reductions' blocks are inlined
/// where their `scf.reduce` was (combining the innermost loop's iteration
/// argument with the value reduced), the body moves into the innermost loop,
/// which yields the combined values, and each outer loop yields its inner
/// loop's results. The new loops are then lowered by `ForLowering`.
fn parallel_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let loc = body.loc(op);
    let Some([lower, upper, steps, inits]) = crate::dialects::scf::parallel_operand_groups(ctx, body, op) else {
        return false;
    };
    let Some(&region) = body.regions(op).first() else { return false };
    let Some(parallel_body) = body.entry_block(region) else { return false };
    let Some(reduce) = body.last_op(parallel_body) else { return false };
    if ctx.op_name_str(body.op_name(reduce)) != ReduceOp::NAME {
        return false;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let num_results = body.num_results(op);
    let reduced: Vec<ValueId> = body.operands(reduce).collect();
    let reduction_regions: Vec<crate::ir::RegionId> = body.regions(reduce).to_vec();
    if reduction_regions.len() != num_results || reduced.len() != num_results {
        return false;
    }
    let index = ctx.index_type();

    let mut iter_args: Vec<ValueId> = operands[inits].to_vec();
    let mut loop_results = iter_args.clone();
    let mut ivs = Vec::with_capacity(steps.len());
    let mut innermost = None;
    let bounds = lower.zip(upper).zip(steps).map(|((l, u), s)| (operands[l], operands[u], operands[s]));
    for (i, (lb, ub, step)) in bounds.enumerate() {
        let types: Vec<Type> = iter_args.iter().map(|&v| rw.body().value_type(v)).collect();
        let mut for_operands = vec![lb, ub, step];
        for_operands.extend_from_slice(&iter_args);
        let for_op = create_with_regions(rw, ForOp::NAME, &for_operands, &types, &[], &[], 1, loc);
        // MLIR's `ForOp` builder: the body block takes the induction
        // variable (at the loop's location) and the iteration arguments
        // (each at its initial value's), and ends with an empty
        // `scf.yield` only when there are none.
        let mut arg_types = vec![index];
        arg_types.extend_from_slice(&types);
        let mut arg_locs = vec![loc];
        arg_locs.extend(iter_args.iter().map(|&v| rw.body().value_loc(v)));
        let for_region = rw.body().regions(for_op)[0];
        let for_body = rw.create_block(for_region, None, &arg_types, &arg_locs);
        if types.is_empty() {
            rw.set_insertion_point(InsertPoint::BlockEnd(for_body));
            create(rw, YieldOp::NAME, &[], &[], &[], &[], loc);
        }
        let args = rw.body().block_args(for_body).to_vec();
        ivs.push(args[0]);
        iter_args = args[1..].to_vec();
        let results: Vec<ValueId> = rw.body().results(for_op).collect();
        if i == 0 {
            loop_results = results;
        } else if !results.is_empty() {
            if let Some(outer_body) = innermost {
                rw.set_insertion_point(InsertPoint::BlockEnd(outer_body));
                create(rw, YieldOp::NAME, &results, &[], &[], &[], loc);
            }
        }
        rw.set_insertion_point(InsertPoint::BlockStart(for_body));
        innermost = Some(for_body);
    }
    let Some(innermost) = innermost else { return false };

    // The reductions' blocks go where the `scf.reduce` is, combining the
    // innermost iteration argument with the reduced value.
    let mut yielded = Vec::with_capacity(num_results);
    for (i, &reduction) in reduction_regions.iter().enumerate() {
        let Some(block) = rw.body().entry_block(reduction) else { return false };
        let Some(returned) = rw.body().last_op(block) else { return false };
        let Some(combined) = rw.body().operands(returned).next() else { return false };
        yielded.push(combined);
        rw.erase_op(returned);
        rw.inline_block(block, InsertPoint::Before(reduce), &[iter_args[i], reduced[i]]);
    }
    rw.erase_op(reduce);

    // The body moves into the innermost loop, before its `scf.yield` if
    // it has one.
    match rw.body().last_op(innermost) {
        None => rw.merge_blocks(parallel_body, innermost, &ivs),
        Some(terminator) => rw.inline_block(parallel_body, InsertPoint::Before(terminator), &ivs),
    }
    if !yielded.is_empty() {
        rw.set_insertion_point(InsertPoint::BlockEnd(innermost));
        create(rw, YieldOp::NAME, &yielded, &[], &[], &[], loc);
    }

    if loop_results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, &loop_results);
    }
    true
}

/// MLIR's `ForallLowering`: an `scf.forall` without outputs (fully
/// bufferized) becomes an `scf.parallel` over the same bounds (its constant
/// bounds materialized as `arith.constant`s, lower bounds, then upper bounds,
/// then steps), which takes the forall's body; the `scf.forall.in_parallel`
/// terminator becomes an `scf.reduce`. `ParallelLowering` goes on from there.
fn forall_lowering(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let loc = body.loc(op);
    if body.num_results(op) != 0 {
        return rw.notify_match_failure("only fully bufferized scf.forall ops can be lowered to scf.parallel");
    }
    let Ok(bounds) = crate::dialects::scf::forall_bounds(ctx, body, op) else { return false };
    let Some(&region) = body.regions(op).first() else { return false };
    let Some(forall_body) = body.entry_block(region) else { return false };
    let Some(terminator) = body.last_op(forall_body) else { return false };
    let terminator_loc = body.loc(terminator);

    // MLIR's `getValueOrCreateConstantIndexOp`, one constant per static
    // entry.
    let index = ctx.index_type();
    let mut values: Vec<ValueId> = Vec::new();
    for group in &bounds {
        for bound in group {
            values.push(match *bound {
                crate::dialects::scf::MixedBound::Dynamic(v) => v,
                crate::dialects::scf::MixedBound::Static(c) => {
                    let value = ctx.integer_attr(index, i128::from(c));
                    let constant = create(rw, ConstantOp::NAME, &[], &[index], &[("value", value)], &[], loc);
                    rw.body().result(constant, 0)
                }
            });
        }
    }
    let rank = bounds[0].len() as i128;
    let segments = ctx.dense_i32_array_attr(&[rank, rank, rank, 0]);
    let parallel =
        create_with_regions(rw, ParallelOp::NAME, &values, &[], &[("operandSegmentSizes", segments)], &[], 1, loc);
    // MLIR's `ParallelOp` builder makes a body (induction variables and
    // an `scf.reduce`), which the pattern erases at once to take the
    // forall's.
    let parallel_region = rw.body().regions(parallel)[0];
    let built = rw.create_block(parallel_region, None, &vec![index; bounds[0].len()], &vec![loc; bounds[0].len()]);
    rw.set_insertion_point(InsertPoint::BlockEnd(built));
    create(rw, ReduceOp::NAME, &[], &[], &[], &[], loc);
    rw.erase_block(built);
    rw.inline_region_before(region, parallel_region, None);

    rw.set_insertion_point(InsertPoint::BlockEnd(forall_body));
    create(rw, ReduceOp::NAME, &[], &[], &[], &[], terminator_loc);
    rw.erase_op(terminator);

    rw.erase_op(op);
    true
}
