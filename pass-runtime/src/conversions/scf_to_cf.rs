//! `convert-scf-to-cf`: lowers `scf.for`, `scf.if`, `scf.while`,
//! `scf.index_switch`, `scf.execute_region`, `scf.parallel` and `scf.forall`
//! to blocks and `cf.br`/`cf.cond_br`/`cf.switch`, as MLIR's
//! `SCFToControlFlow` does (the same blocks, ops, order and locations), with
//! the dialect conversion framework; `scf.forall` becomes an `scf.parallel`,
//! which becomes a nest of `scf.for`s, each lowered in turn.

use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    FnOpConversionPattern,
};
use crate::dialects::arith::flags::CmpIPredicate;
use crate::dialects::arith::{AddIOp, CmpIOp, ConstantOp, IndexCastOp};
use crate::dialects::cf::{BranchOp, CondBranchOp, SwitchOp};
use crate::dialects::scf::{
    ConditionOp, ExecuteRegionOp, ExecuteRegionOpAdaptor, ForOp, ForOpAdaptor, ForallOp, ForallOpAdaptor, IfOp,
    IfOpAdaptor, IndexSwitchOp, IndexSwitchOpAdaptor, ParallelOp, ParallelOpAdaptor, ReduceOp, WhileOp, WhileOpAdaptor,
    YieldOp,
};
use crate::ir::{Attribute, BlockId, InsertPoint, Location, NamedAttr, OpId, RegionId, Type, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};

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
        let branches = [BranchOp::NAME, CondBranchOp::NAME];
        let mut patterns = ConversionPatternSet::new();
        patterns
            .add_conversion(
                FnOpConversionPattern::<ForOp>::from_fn(ctx, "ForLowering", for_lowering)
                    .generates(ctx, &[AddIOp::NAME, CmpIOp::NAME, BranchOp::NAME, CondBranchOp::NAME]),
            )
            .add_conversion(
                FnOpConversionPattern::<IfOp>::from_fn(ctx, "IfLowering", if_lowering).generates(ctx, &branches),
            )
            .add_conversion(
                FnOpConversionPattern::<WhileOp>::from_fn(ctx, "WhileLowering", while_lowering)
                    .generates(ctx, &branches),
            )
            .add_conversion(
                FnOpConversionPattern::<ExecuteRegionOp>::from_fn(
                    ctx,
                    "ExecuteRegionLowering",
                    execute_region_lowering,
                )
                .generates(ctx, &[BranchOp::NAME]),
            )
            .add_conversion(
                FnOpConversionPattern::<IndexSwitchOp>::from_fn(ctx, "IndexSwitchLowering", index_switch_lowering)
                    .generates(ctx, &[IndexCastOp::NAME, BranchOp::NAME, SwitchOp::NAME]),
            )
            .add_conversion(
                FnOpConversionPattern::<ParallelOp>::from_fn(ctx, "ParallelLowering", parallel_lowering)
                    .generates(ctx, &[ForOp::NAME, YieldOp::NAME]),
            )
            .add_conversion(
                FnOpConversionPattern::<ForallOp>::from_fn(ctx, "ForallLowering", forall_lowering)
                    .generates(ctx, &[ConstantOp::NAME, ParallelOp::NAME, ReduceOp::NAME]),
            )
            // MLIR gives the do-while form benefit 2: it is tried first, and
            // falls back to `WhileLowering` when the `after` region does more
            // than forward its arguments.
            .add_conversion(
                FnOpConversionPattern::<WhileOp>::from_fn(ctx, "DoWhileLowering", do_while_lowering)
                    .generates(ctx, &branches)
                    .with_benefit(2),
            );
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(ILLEGAL_SCF_OPS.map(|n| ctx.op_name(n)));
        target.mark_unknown_op_dynamically_legal(|_, _, _| true);
        let config =
            ConversionConfig { allow_pattern_rollback: self.options.allow_pattern_rollback, ..Default::default() };
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &config).map(|_| ()).map_err(|e| e.emit(op))
    }
}

/// `cf.br` to `dest` with `operands`.
fn create_br(rw: &mut ConversionPatternRewriter<'_, '_>, dest: BlockId, operands: &[ValueId], loc: Location) -> OpId {
    BranchOp::build(rw, loc, operands, dest).id()
}

/// `cf.cond_br` on `cond` to `on_true` with operands, or to `on_false`
/// without.
fn create_cond_br(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    cond: ValueId,
    (on_true, true_operands): (BlockId, &[ValueId]),
    on_false: BlockId,
    loc: Location,
) -> OpId {
    CondBranchOp::build(rw, loc, cond, true_operands, &[], on_true, on_false).id()
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

/// Replaces `op` by `results`, or erases it when it has none, as MLIR's
/// lowerings do; the pattern has matched.
fn replace_or_erase(rw: &mut ConversionPatternRewriter<'_, '_>, op: OpId, results: &[ValueId]) -> bool {
    if results.is_empty() {
        rw.erase_op(op);
    } else {
        rw.replace_op(op, results);
    }
    true
}

/// Arguments of `types` added to `block`, the continuation a pattern's
/// split made, to take the lowered op's results. MLIR adds them to the
/// block directly, not through the rewriter: undoing the split takes them
/// away.
fn add_result_args(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    block: BlockId,
    types: &[Type],
    loc: Location,
) -> Vec<ValueId> {
    types.iter().map(|&ty| rw.body_mut().add_block_arg(block, ty, loc)).collect()
}

/// The last block of `region` and its terminator, if it has both.
fn last_block_terminator(rw: &ConversionPatternRewriter<'_, '_>, region: RegionId) -> Option<(BlockId, OpId)> {
    let block = rw.body().blocks_of(region).last()?;
    Some((block, rw.body().last_op(block)?))
}

/// Where the lowerings of ops with regions split the IR, read before
/// anything changes: the op's location, the block holding it (split at the
/// op; it ends with the branch into the op's regions) and that block's
/// region (where the op's regions move).
struct SplitSite {
    loc: Location,
    block: BlockId,
    outer_region: RegionId,
}

impl SplitSite {
    fn of(rw: &ConversionPatternRewriter<'_, '_>, op: OpId) -> Option<SplitSite> {
        let body = rw.body();
        let block = body.op_block(op)?;
        Some(SplitSite { loc: body.loc(op), block, outer_region: body.block_region(block)? })
    }
}

/// The types of `op`'s results, which the continuation block takes.
fn result_types(rw: &ConversionPatternRewriter<'_, '_>, op: OpId) -> Vec<Type> {
    let body = rw.body();
    body.results(op).map(|r| body.value_type(r)).collect()
}

/// Replaces the `scf.yield` `terminator` with a `cf.br` to `dest` passing
/// the yielded values; the branch is created at `at`.
fn yield_to_branch(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    terminator: OpId,
    at: InsertPoint,
    dest: BlockId,
    loc: Location,
) {
    let values: Vec<ValueId> = rw.body().operands(terminator).collect();
    rw.set_insertion_point(at);
    create_br(rw, dest, &values, loc);
    rw.erase_op(terminator);
}

/// MLIR's `ForLowering`: the block holding the loop is split at it; the
/// body's entry block becomes the condition block (its arguments are the
/// induction variable and the loop-carried values), its ops move to a new
/// first body block, and the last body block steps the induction variable
/// (`arith.addi`) and branches back.
fn for_lowering(for_op: ForOp, _: &ForOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let (op, region) = (for_op.id(), for_op.region(rw));
    let body = rw.body();
    let loc = body.loc(op);
    let Some(init_block) = body.op_block(op) else { return false };
    let Some(condition_block) = body.entry_block(region) else { return false };
    let Some(first_body_op) = body.first_op(condition_block) else { return false };
    let Some((last_body_block, terminator)) = last_block_terminator(rw, region) else { return false };
    let Some((&iv, iter_args)) = body.block_args(condition_block).split_first() else { return false };
    let iter_args = iter_args.to_vec();
    let (lower, upper, step) = (for_op.lower_bound(rw), for_op.upper_bound(rw), for_op.step(rw));
    let init_args: Vec<ValueId> = for_op.init_args(rw).collect();
    let yielded: Vec<ValueId> = body.operands(terminator).collect();
    let unsigned = for_op.unsigned_cmp(rw);
    let Some(outer_region) = body.block_region(init_block) else { return false };
    let latch_attrs = llvm_loop_attrs(rw, op);

    let Some(end_block) = rw.split_block(init_block, op) else { return false };
    let Some(first_body_block) = rw.split_block(condition_block, first_body_op) else { return false };
    // Splitting before the first op when the block is also the last one
    // moves the terminator: the stepping goes in the new last block.
    let last_body_block = if last_body_block == condition_block { first_body_block } else { last_body_block };
    rw.inline_region_before(region, outer_region, Some(end_block));

    rw.set_insertion_point(InsertPoint::BlockEnd(last_body_block));
    let stepped = AddIOp::build(rw, loc, iv, step).result(rw);
    let mut carried = vec![stepped];
    carried.extend_from_slice(&yielded);
    let latch = create_br(rw, condition_block, &carried, loc);
    set_latch_attrs(rw, latch, latch_attrs);
    rw.erase_op(terminator);

    rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
    let mut initial = vec![lower];
    initial.extend_from_slice(&init_args);
    create_br(rw, condition_block, &initial, loc);

    rw.set_insertion_point(InsertPoint::BlockEnd(condition_block));
    let predicate = if unsigned { CmpIPredicate::Ult } else { CmpIPredicate::Slt };
    let cond = CmpIOp::build(rw, loc, iv, upper, predicate).result(rw);
    create_cond_br(rw, cond, (first_body_block, &[]), end_block, loc);

    rw.replace_op(op, &iter_args);
    true
}

/// MLIR's `IfLowering`: the block holding the `scf.if` is split at it; with
/// results, a continuation block takes them as arguments and branches to the
/// rest of the block. The then and else blocks are moved before it, their
/// `scf.yield`s replaced by `cf.br`s to it.
fn if_lowering(if_op: IfOp, _: &IfOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let op = if_op.id();
    let (then_region, else_region, cond) = (if_op.then_region(rw), if_op.else_region(rw), if_op.condition(rw));
    let Some(SplitSite { loc, block: cond_block, outer_region }) = SplitSite::of(rw, op) else { return false };
    let result_types = result_types(rw, op);
    let Some(then_block) = rw.body().entry_block(then_region) else { return false };
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

    yield_to_branch(rw, then_terminator, InsertPoint::BlockEnd(then_last), continue_block, loc);
    rw.inline_region_before(then_region, outer_region, Some(continue_block));

    let mut else_block = continue_block;
    if let Some((entry, (else_last, else_terminator))) = else_parts {
        else_block = entry;
        yield_to_branch(rw, else_terminator, InsertPoint::BlockEnd(else_last), continue_block, loc);
        rw.inline_region_before(else_region, outer_region, Some(continue_block));
    }

    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    create_cond_br(rw, cond, (then_block, &[]), else_block, loc);

    // Without results, the continuation is the split-off block, which has
    // no arguments.
    let results: Vec<ValueId> = rw.body().block_args(continue_block).to_vec();
    replace_or_erase(rw, op, &results)
}

/// MLIR's `WhileLowering`: the block holding the `scf.while` is split at it;
/// the `after` region is moved before the continuation and the `before`
/// region before it. The `scf.condition` ending the `before` entry block
/// becomes a `cf.cond_br` to the `after` block (with its forwarded values)
/// or the continuation; the `after` block's `scf.yield` becomes a `cf.br`
/// back to the `before` block. The results are the forwarded values, which
/// dominate the continuation. Both regions are single blocks when the op is
/// lowered (the walk reaches the ops nested in them afterwards).
fn while_lowering(while_op: WhileOp, _: &WhileOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let op = while_op.id();
    let Some(parts) = WhileParts::of(rw, while_op) else { return false };
    let body = rw.body();
    let Some(after) = body.entry_block(parts.after_region) else { return false };
    let Some(yield_op) = body.last_op(after) else { return false };
    if !YieldOp::isa(rw, yield_op) {
        return false;
    }
    let yielded: Vec<ValueId> = body.operands(yield_op).collect();
    let latch_attrs = llvm_loop_attrs(rw, op);

    let Some(continuation) = rw.split_block(parts.site.block, op) else { return false };
    rw.inline_region_before(parts.after_region, parts.site.outer_region, Some(continuation));
    rw.inline_region_before(parts.before_region, parts.site.outer_region, Some(after));

    rw.set_insertion_point(InsertPoint::BlockEnd(parts.site.block));
    create_br(rw, parts.before, &parts.inits, parts.site.loc);

    // The new terminators take the locations of the ones they replace
    // (MLIR's `replaceOpWithNewOp`).
    rw.set_insertion_point(InsertPoint::BlockEnd(parts.before));
    create_cond_br(rw, parts.cond, (after, &parts.forwarded), continuation, parts.condition_loc);
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
fn do_while_lowering(while_op: WhileOp, _: &WhileOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let op = while_op.id();
    let Some(parts) = WhileParts::of(rw, while_op) else { return false };
    let body = rw.body();
    let Some(after) = body.entry_block(parts.after_region) else { return false };
    let (Some(only), Some(last)) = (body.first_op(after), body.last_op(after)) else { return false };
    if only != last {
        return rw.notify_match_failure("do-while simplification applicable only if 'after' region has no payload");
    }
    let forwards = YieldOp::isa(rw, only) && body.operands(only).eq(body.block_args(after).iter().copied());
    if !forwards {
        return rw.notify_match_failure("do-while simplification applicable only to forwarding 'after' regions");
    }

    let latch_attrs = llvm_loop_attrs(rw, op);
    let Some(continuation) = rw.split_block(parts.site.block, op) else { return false };
    rw.inline_region_before(parts.before_region, parts.site.outer_region, Some(continuation));

    rw.set_insertion_point(InsertPoint::BlockEnd(parts.site.block));
    create_br(rw, parts.before, &parts.inits, parts.site.loc);

    rw.set_insertion_point(InsertPoint::BlockEnd(parts.before));
    let latch = create_cond_br(rw, parts.cond, (parts.before, &parts.forwarded), continuation, parts.condition_loc);
    set_latch_attrs(rw, latch, latch_attrs);
    rw.erase_op(parts.condition);

    rw.replace_op(op, &parts.forwarded);
    true
}

/// What both `scf.while` lowerings read before changing anything.
struct WhileParts {
    site: SplitSite,
    before_region: RegionId,
    after_region: RegionId,
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
    fn of(rw: &ConversionPatternRewriter<'_, '_>, while_op: WhileOp) -> Option<WhileParts> {
        let op = while_op.id();
        let (before_region, after_region) = (while_op.before(rw), while_op.after(rw));
        let body = rw.body();
        let before = body.entry_block(before_region)?;
        // The verifier guarantees an `scf.condition`; a pattern does not
        // crash on IR it did not expect, it just does not match.
        let condition = ConditionOp::from_op(rw, body.last_op(before)?)?;
        Some(WhileParts {
            site: SplitSite::of(rw, op)?,
            before_region,
            after_region,
            before,
            inits: while_op.inits(rw).collect(),
            condition: condition.id(),
            condition_loc: body.loc(condition.id()),
            cond: condition.condition(rw),
            forwarded: condition.args(rw).collect(),
        })
    }
}

/// MLIR's `ExecuteRegionLowering`: the block holding the op is split at it
/// and branches to the region's entry block; every `scf.yield` of the region
/// becomes a `cf.br` to the continuation, which takes the results as
/// arguments. The region may have several blocks.
fn execute_region_lowering(
    execute: ExecuteRegionOp,
    _: &ExecuteRegionOpAdaptor<'_>,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let (op, region) = (execute.id(), execute.region(rw));
    let Some(SplitSite { loc, block: cond_block, outer_region }) = SplitSite::of(rw, op) else { return false };
    let result_types = result_types(rw, op);
    let body = rw.body();
    let Some(entry) = body.entry_block(region) else { return false };
    let yields: Vec<(BlockId, OpId)> = body
        .blocks_of(region)
        .filter_map(|b| body.last_op(b).map(|t| (b, t)))
        .filter(|&(_, t)| YieldOp::isa(rw, t))
        .collect();

    let Some(remaining) = rw.split_block(cond_block, op) else { return false };
    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    create_br(rw, entry, &[], loc);

    for (block, terminator) in yields {
        yield_to_branch(rw, terminator, InsertPoint::BlockEnd(block), remaining, loc);
    }
    rw.inline_region_before(region, outer_region, Some(remaining));

    let results = add_result_args(rw, remaining, &result_types, loc);
    replace_or_erase(rw, op, &results)
}

/// MLIR's `IndexSwitchLowering`: the block holding the op is split at it,
/// the continuation takes the results as arguments; each case region, then
/// the default region, has its `scf.yield` replaced by a `cf.br` to the
/// continuation and is moved before it. The split block ends with the index
/// cast to `i32` and a `cf.switch` on it.
fn index_switch_lowering(
    switch: IndexSwitchOp,
    _: &IndexSwitchOpAdaptor<'_>,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let ctx = rw.context();
    let (op, index, cases) = (switch.id(), switch.arg(rw), switch.cases(rw).to_vec());
    let (default_region, case_regions) = (switch.default_region(rw), switch.case_regions(rw).to_vec());
    let Some(SplitSite { loc, block: cond_block, outer_region }) = SplitSite::of(rw, op) else { return false };
    let result_types = result_types(rw, op);
    if case_regions.len() != cases.len() {
        return false;
    }
    // Cases first, the default last, as MLIR converts them.
    let mut order: Vec<(RegionId, BlockId, OpId)> = Vec::with_capacity(case_regions.len() + 1);
    for &region in case_regions.iter().chain([&default_region]) {
        let Some(entry) = rw.body().entry_block(region) else { return false };
        let Some(terminator) = rw.body().last_op(entry) else { return false };
        order.push((region, entry, terminator));
    }

    let Some(continue_block) = rw.split_block(cond_block, op) else { return false };
    let results = add_result_args(rw, continue_block, &result_types, loc);

    for &(region, _, terminator) in &order {
        let yield_loc = rw.body().loc(terminator);
        yield_to_branch(rw, terminator, InsertPoint::Before(terminator), continue_block, yield_loc);
        rw.inline_region_before(region, outer_region, Some(continue_block));
    }

    rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
    let case_value = IndexCastOp::build(rw, loc, ctx.i32(), index).out(rw);
    let (cases_order, default) = order.split_at(order.len() - 1);
    let case_destinations: Vec<BlockId> = cases_order.iter().map(|&(_, entry, _)| entry).collect();
    let no_operands = vec![&[][..]; cases.len()];
    let switch = SwitchOp::build(rw, loc, case_value, &[], &no_operands, default[0].1, &case_destinations);
    if !cases.is_empty() {
        // Truncated to `i32`, as MLIR's lowering does.
        let values: Vec<i128> = cases.iter().map(|&c| i128::from(c as i32)).collect();
        let case_values = crate::dialects::cf::case_values_attr(ctx, ctx.i32(), &values);
        switch.set_case_values(ctx, rw.body_mut(), Some(case_values));
    }

    replace_or_erase(rw, op, &results)
}

/// MLIR's `ParallelLowering`: an `scf.parallel` becomes a nest of `scf.for`s,
/// one per induction variable, outermost first, each passing the reduced
/// values down as iteration arguments; the reductions' blocks are inlined
/// where their `scf.reduce` was (combining the innermost loop's iteration
/// argument with the value reduced), the body moves into the innermost loop,
/// which yields the combined values, and each outer loop yields its inner
/// loop's results. The new loops are then lowered by `ForLowering`.
fn parallel_lowering(
    parallel: ParallelOp,
    _: &ParallelOpAdaptor<'_>,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let ctx = rw.context();
    let (op, region) = (parallel.id(), parallel.region(rw));
    let body = rw.body();
    let loc = body.loc(op);
    let Some(parallel_body) = body.entry_block(region) else { return false };
    let Some(reduce) = body.last_op(parallel_body).and_then(|last| ReduceOp::from_op(rw, last)) else {
        return false;
    };
    let num_results = body.num_results(op);
    let reduced: Vec<ValueId> = reduce.operands(rw).collect();
    let reduction_regions: Vec<RegionId> = reduce.reductions(rw).to_vec();
    if reduction_regions.len() != num_results || reduced.len() != num_results {
        return false;
    }
    let index = ctx.index_type();

    let mut iter_args: Vec<ValueId> = parallel.init_vals(rw).collect();
    let mut loop_results = iter_args.clone();
    let bounds: Vec<(ValueId, ValueId, ValueId)> = parallel
        .lower_bound(rw)
        .zip(parallel.upper_bound(rw))
        .zip(parallel.step(rw))
        .map(|((l, u), s)| (l, u, s))
        .collect();
    let mut ivs = Vec::with_capacity(bounds.len());
    let mut innermost = None;
    for (i, (lb, ub, step)) in bounds.into_iter().enumerate() {
        let types: Vec<Type> = iter_args.iter().map(|&v| rw.body().value_type(v)).collect();
        let for_op = ForOp::build(rw, loc, &types, lb, ub, step, &iter_args).id();
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
            YieldOp::build(rw, loc, &[]);
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
                YieldOp::build(rw, loc, &results);
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
        rw.inline_block(block, InsertPoint::Before(reduce.id()), &[iter_args[i], reduced[i]]);
    }
    rw.erase_op(reduce.id());

    // The body moves into the innermost loop, before its `scf.yield` if
    // it has one.
    match rw.body().last_op(innermost) {
        None => rw.merge_blocks(parallel_body, innermost, &ivs),
        Some(terminator) => rw.inline_block(parallel_body, InsertPoint::Before(terminator), &ivs),
    }
    if !yielded.is_empty() {
        rw.set_insertion_point(InsertPoint::BlockEnd(innermost));
        YieldOp::build(rw, loc, &yielded);
    }

    replace_or_erase(rw, op, &loop_results)
}

/// MLIR's `ForallLowering`: an `scf.forall` without outputs (fully
/// bufferized) becomes an `scf.parallel` over the same bounds (its constant
/// bounds materialized as `arith.constant`s, lower bounds, then upper bounds,
/// then steps), which takes the forall's body; the `scf.forall.in_parallel`
/// terminator becomes an `scf.reduce`. `ParallelLowering` goes on from there.
fn forall_lowering(forall: ForallOp, _: &ForallOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let (op, region) = (forall.id(), forall.region(rw));
    let body = rw.body();
    let loc = body.loc(op);
    if body.num_results(op) != 0 {
        return rw.notify_match_failure("only fully bufferized scf.forall ops can be lowered to scf.parallel");
    }
    let Ok(bounds) = crate::dialects::scf::forall_bounds(ctx, body, op) else { return false };
    let Some(forall_body) = body.entry_block(region) else { return false };
    let Some(terminator) = body.last_op(forall_body) else { return false };
    let terminator_loc = body.loc(terminator);

    // MLIR's `getValueOrCreateConstantIndexOp`, one constant per static
    // entry.
    let index = ctx.index_type();
    let [lower, upper, steps] = bounds.map(|group| {
        let values = group.iter().map(|bound| match *bound {
            crate::dialects::scf::MixedBound::Dynamic(v) => v,
            crate::dialects::scf::MixedBound::Static(c) => {
                ConstantOp::build(rw, loc, index, ctx.integer_attr(index, i128::from(c))).result(rw)
            }
        });
        values.collect::<Vec<ValueId>>()
    });
    let rank = steps.len();
    let parallel = ParallelOp::build(rw, loc, &[], &lower, &upper, &steps, &[]);
    // MLIR's `ParallelOp` builder makes a body (induction variables and
    // an `scf.reduce`), which the pattern erases at once to take the
    // forall's.
    let parallel_region = parallel.region(rw);
    let built = rw.create_block(parallel_region, None, &vec![index; rank], &vec![loc; rank]);
    rw.set_insertion_point(InsertPoint::BlockEnd(built));
    ReduceOp::build(rw, loc, &[], 0);
    rw.erase_block(built);
    rw.inline_region_before(region, parallel_region, None);

    rw.set_insertion_point(InsertPoint::BlockEnd(forall_body));
    ReduceOp::build(rw, terminator_loc, &[], 0);
    rw.erase_op(terminator);

    rw.erase_op(op);
    true
}
