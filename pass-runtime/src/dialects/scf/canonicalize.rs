//! `scf`'s folders and canonicalization patterns (MLIR 22's `SCF.cpp`):
//! `scf.if` (static conditions, trivial ifs to selects, yields of the
//! condition, condition propagation, empty else branches, combining ifs), the
//! `scf.for` trip count simplification, the `scf.execute_region` inliners,
//! `scf.index_switch` on a constant, `scf.parallel` (dimensions of zero or one
//! iteration, nested loops merged), `scf.forall` (constant bounds made
//! static, unused outputs dropped, dimensions of zero or one iteration), and
//! the region branch patterns `scf.if`, `scf.for`, `scf.while`,
//! `scf.execute_region` and `scf.index_switch` register.

use super::{
    ConditionOp, ExecuteRegionOp, ForOp, ForallOp, IfOp, IndexSwitchOp, ParallelOp, ReduceOp, WhileOp, YieldOp,
};
use crate::dialects::arith::consts::const_int;
use crate::dialects::arith::flags;
use crate::dialects::arith::int::ApInt;
use crate::dialects::arith::{AddIOp, AndIOp, SelectOp, XOrIOp};
use crate::dialects::cf::BranchOp;
use crate::dialects::patterns::{add, create_constant, def_op};
use crate::dialects::region_branch;
use crate::dialects::scf::{forall_bounds, MixedBound};
use crate::dialects::FunctionLike;
use crate::ir::{Attribute, BlockId, Body, Context, InsertPoint, OpId, OpSpec, RegionId, Traits, Type, ValueId};
use crate::rewrite::{constant_value, FoldOutcome, PatternRewriter, RewritePatternSet};

// --- Shared helpers --------------------------------------------------------------

fn region(body: &Body, op: OpId, i: usize) -> RegionId {
    body.regions(op)[i]
}

/// The single block of a region, if it has one.
fn single_block(body: &Body, r: RegionId) -> Option<BlockId> {
    let b = body.entry_block(r)?;
    body.next_block(b).is_none().then_some(b)
}

fn terminator(body: &Body, block: BlockId) -> Option<OpId> {
    body.last_op(block)
}

/// The `scf.yield` ending the single block of region `i` of `op`.
fn yield_of(ctx: &Context, body: &Body, op: OpId, i: usize) -> Option<OpId> {
    let t = terminator(body, single_block(body, region(body, op, i))?)?;
    (ctx.op_name_str(body.op_name(t)) == YieldOp::NAME).then_some(t)
}

/// The region holding the definition of `v`.
fn parent_region(body: &Body, v: ValueId) -> Option<RegionId> {
    body.value_block(v).and_then(|b| body.block_region(b))
}

/// MLIR's `replaceOpWithRegion`: the single block of `region` is inlined
/// before `op` (its arguments replaced with `args`), `op` is replaced with
/// the terminator's operands and the terminator erased.
fn replace_op_with_region(rw: &mut PatternRewriter<'_>, op: OpId, region: RegionId, args: &[ValueId]) -> bool {
    let body = rw.body();
    let Some(block) = single_block(body, region) else { return false };
    let Some(term) = terminator(body, block) else { return false };
    let results: Vec<ValueId> = body.operands(term).collect();
    if results.len() != body.num_results(op) {
        return false;
    }
    rw.inline_block(block, InsertPoint::Before(op), args);
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

/// The boolean a constant-like op defines `v` as (`m_Constant<BoolAttr>`).
fn const_bool(ctx: &Context, body: &Body, v: ValueId) -> Option<bool> {
    let a = constant_value(ctx, body, v)?;
    if a == ctx.bool_attr(true) {
        Some(true)
    } else if a == ctx.bool_attr(false) {
        Some(false)
    } else {
        None
    }
}

fn i1_constant(rw: &mut PatternRewriter<'_>, value: bool, loc: crate::ir::Location) -> Option<ValueId> {
    let attr = rw.context().bool_attr(value);
    create_constant(rw, attr, loc)
}

/// Creates an `scf.if` with empty regions (MLIR's builder without blocks).
fn create_if(rw: &mut PatternRewriter<'_>, cond: ValueId, types: &[Type], loc: crate::ir::Location) -> OpId {
    IfOp::build(rw, loc, types, cond).id()
}

/// Creates a block at the end of `region`.
fn new_block(rw: &mut PatternRewriter<'_>, region: RegionId) -> BlockId {
    rw.create_block(region, None, &[], &[])
}

fn results_of(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).collect()
}

/// Clones `body_ops` (through `map`) to the end of `new_body`, the body of
/// `new_op`, and replaces `op` with `new_op`: the last step of rebuilding a
/// loop with fewer dimensions.
fn replace_with_cloned_body(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    new_op: OpId,
    new_body: BlockId,
    body_ops: &[OpId],
    map: &mut crate::ir::ValueMap,
) {
    rw.set_insertion_point(InsertPoint::BlockEnd(new_body));
    for &o in body_ops {
        rw.clone_op(o, map);
    }
    let results = results_of(rw.body(), new_op);
    rw.replace_op(op, &results);
}

// --- Registration ------------------------------------------------------------------

/// The canonicalization patterns of the `scf` op `name`.
pub(crate) fn patterns_for(name: &str) -> Option<fn(&Context, &mut RewritePatternSet)> {
    let f: fn(&Context, &mut RewritePatternSet) = match name {
        IfOp::NAME => |ctx, p| {
            p.add_op_fn::<IfOp>(ctx, "(anonymous namespace)::CombineIfs", 1, combine_ifs);
            p.add_op_fn::<IfOp>(ctx, "(anonymous namespace)::CombineNestedIfs", 1, combine_nested_ifs);
            p.add_op_fn::<IfOp>(ctx, "(anonymous namespace)::ConditionPropagation", 1, condition_propagation);
            p.add_op_fn::<IfOp>(
                ctx,
                "(anonymous namespace)::ConvertTrivialIfToSelect",
                1,
                convert_trivial_if_to_select,
            );
            p.add_op_fn::<IfOp>(ctx, "(anonymous namespace)::RemoveEmptyElseBranch", 1, remove_empty_else_branch);
            p.add_op_fn::<IfOp>(ctx, "(anonymous namespace)::RemoveStaticCondition", 1, remove_static_condition);
            p.add_op_fn::<IfOp>(
                ctx,
                "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
                1,
                replace_if_yield_with_condition_or_value,
            );
            region_branch::add_patterns(ctx, p, IfOp::NAME);
        },
        ForOp::NAME => |ctx, p| {
            p.add_op_fn::<ForOp>(ctx, "(anonymous namespace)::SimplifyTrivialLoops", 1, simplify_trivial_loops);
            region_branch::add_patterns(ctx, p, ForOp::NAME);
        },
        WhileOp::NAME => |ctx, p| {
            p.add_op_fn::<WhileOp>(ctx, "(anonymous namespace)::WhileConditionTruth", 1, while_condition_truth);
            region_branch::add_patterns(ctx, p, WhileOp::NAME);
        },
        IndexSwitchOp::NAME => |ctx, p| {
            p.add_op_fn::<IndexSwitchOp>(ctx, "(anonymous namespace)::FoldConstantCase", 1, fold_constant_case);
            region_branch::add_patterns(ctx, p, IndexSwitchOp::NAME);
        },
        ParallelOp::NAME => |ctx, p| {
            add(
                ctx,
                p,
                ParallelOp::NAME,
                "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
                1,
                parallel_single_or_zero_iteration_dims,
            );
            add(
                ctx,
                p,
                ParallelOp::NAME,
                "(anonymous namespace)::MergeNestedParallelLoops",
                1,
                merge_nested_parallel_loops,
            );
        },
        // MLIR's `DimOfForallOp` and `FoldTensorCastOfOutputIntoForallOp`
        // rewrite `tensor` ops, a dialect we do not have.
        ForallOp::NAME => |ctx, p| {
            add(
                ctx,
                p,
                ForallOp::NAME,
                "(anonymous namespace)::ForallOpControlOperandsFolder",
                1,
                forall_control_operands,
            );
            add(ctx, p, ForallOp::NAME, "(anonymous namespace)::ForallOpIterArgsFolder", 1, forall_iter_args);
            add(
                ctx,
                p,
                ForallOp::NAME,
                "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
                1,
                forall_single_or_zero_iteration_dims,
            );
            add(
                ctx,
                p,
                ForallOp::NAME,
                "(anonymous namespace)::ForallOpReplaceConstantInductionVar",
                1,
                forall_replace_constant_induction_var,
            );
        },
        ExecuteRegionOp::NAME => |ctx, p| {
            add(ctx, p, ExecuteRegionOp::NAME, "SingleBlockExecuteInliner", 1, single_block_execute_inliner);
            add(ctx, p, ExecuteRegionOp::NAME, "MultiBlockExecuteInliner", 1, multi_block_execute_inliner);
            region_branch::add_patterns(ctx, p, ExecuteRegionOp::NAME);
        },
        _ => return None,
    };
    Some(f)
}

// --- scf.if ------------------------------------------------------------------------

/// `scf.if`'s folder: `if not(c) then A else B` becomes `if c then B else A`.
pub(crate) fn fold_if(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (then_r, else_r) = (region(body, op, 0), region(body, op, 1));
    if body.region_is_empty(else_r) {
        return FoldOutcome::Failed;
    }
    let Some(xor) = def_op(ctx, body, body.operand(op, 0), XOrIOp::NAME) else { return FoldOutcome::Failed };
    if !const_int(ctx, body, body.operand(xor, 1)).is_some_and(ApInt::is_one) {
        return FoldOutcome::Failed;
    }
    let cond = body.operand(xor, 0);
    body.set_operand(op, 0, cond);
    let tmp = body.create_detached_region();
    body.take_region_body(then_r, tmp, None);
    body.take_region_body(else_r, then_r, None);
    body.take_region_body(tmp, else_r, None);
    FoldOutcome::InPlace
}

/// `scf.if` with a constant condition: the taken region replaces the op.
fn remove_static_condition(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = if_op.id();
    let (ctx, body) = (rw.context(), rw.body());
    let Some(cond) = const_bool(ctx, body, if_op.condition(rw)) else { return false };
    let (then_r, else_r) = (if_op.then_region(rw), if_op.else_region(rw));
    if cond {
        replace_op_with_region(rw, op, then_r, &[])
    } else if !body.region_is_empty(else_r) {
        replace_op_with_region(rw, op, else_r, &[])
    } else {
        rw.erase_op(op);
        true
    }
}

/// Results yielding values defined outside the `scf.if` become
/// `arith.select`s (or the value itself when both branches yield it).
fn convert_trivial_if_to_select(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = if_op.id();
    let (ctx, body) = (rw.context(), rw.body());
    let n = body.num_results(op);
    if n == 0 {
        return false;
    }
    let (Some(ty), Some(ey)) = (yield_of(ctx, body, op, 0), yield_of(ctx, body, op, 1)) else { return false };
    let (then_r, else_r) = (if_op.then_region(rw), if_op.else_region(rw));
    let cond = if_op.condition(rw);
    let then_vals: Vec<ValueId> = body.operands(ty).collect();
    let else_vals: Vec<ValueId> = body.operands(ey).collect();
    if then_vals.len() != n || else_vals.len() != n {
        return false;
    }
    let non_hoistable: Vec<bool> = then_vals
        .iter()
        .zip(&else_vals)
        .map(|(&t, &e)| parent_region(body, t) == Some(then_r) || parent_region(body, e) == Some(else_r))
        .collect();
    if non_hoistable.iter().all(|&b| b) {
        return false;
    }
    let kept_types: Vec<Type> =
        then_vals.iter().zip(&non_hoistable).filter(|(_, &k)| k).map(|(&t, _)| body.value_type(t)).collect();
    let loc = body.loc(op);
    let replacement = create_if(rw, cond, &kept_types, loc);
    let (new_then, new_else) = (region(rw.body(), replacement, 0), region(rw.body(), replacement, 1));
    rw.inline_region_before(then_r, new_then, None);
    rw.inline_region_before(else_r, new_else, None);
    rw.set_insertion_point(InsertPoint::Before(replacement));
    let mut results = Vec::with_capacity(n);
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    for i in 0..n {
        let (t, f) = (then_vals[i], else_vals[i]);
        if non_hoistable[i] {
            results.push(rw.body().result(replacement, true_yields.len()));
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            results.push(SelectOp::build(rw, loc, cond, t, f).result(rw));
        }
    }
    for (y, values) in [(ty, true_yields), (ey, false_yields)] {
        let block = rw.body().op_block(y).expect("yield in a block");
        let yloc = rw.body().loc(y);
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        YieldOp::build(rw, yloc, &values);
        rw.erase_op(y);
    }
    rw.replace_op(op, &results);
    true
}

/// Uses of the condition inside the branches become `true` / `false`.
fn condition_propagation(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = if_op.id();
    let (ctx, body) = (rw.context(), rw.body());
    let cond = if_op.condition(rw);
    if constant_value(ctx, body, cond).is_some() {
        return false;
    }
    let (then_r, else_r) = (if_op.then_region(rw), if_op.else_region(rw));
    let loc = body.loc(op);
    let uses: Vec<(OpId, usize)> = body.uses_of(cond).map(|u| body.use_owner(u)).collect();
    let (mut constant_true, mut constant_false) = (None, None);
    let mut changed = false;
    for (owner, index) in uses {
        let Some(owner_region) = rw.body().op_block(owner).and_then(|b| rw.body().block_region(b)) else { continue };
        let value = if rw.body().region_is_within(owner_region, then_r) {
            if constant_true.is_none() {
                constant_true = i1_constant(rw, true, loc);
            }
            constant_true
        } else if rw.body().region_is_within(owner_region, else_r) {
            if constant_false.is_none() {
                constant_false = i1_constant(rw, false, loc);
            }
            constant_false
        } else {
            continue;
        };
        let Some(value) = value else { continue };
        rw.modify_op_in_place(owner, |body| body.set_operand(owner, index, value));
        changed = true;
    }
    changed
}

/// Results the branches yield the same value for are that value; results
/// yielding `true`/`false` (or the reverse) are the condition (or its
/// negation).
fn replace_if_yield_with_condition_or_value(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = if_op.id();
    let (ctx, body) = (rw.context(), rw.body());
    if body.num_results(op) == 0 {
        return false;
    }
    let (Some(ty), Some(ey)) = (yield_of(ctx, body, op, 0), yield_of(ctx, body, op, 1)) else { return false };
    let then_vals: Vec<ValueId> = body.operands(ty).collect();
    let else_vals: Vec<ValueId> = body.operands(ey).collect();
    let results = results_of(body, op);
    let cond = if_op.condition(rw);
    let loc = body.loc(op);
    rw.set_insertion_point(InsertPoint::Before(op));
    let mut changed = false;
    for ((&t, &f), &r) in then_vals.iter().zip(&else_vals).zip(&results) {
        if t == f {
            if !rw.body().use_empty(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let body = rw.body();
        let (Some(tv), Some(fv)) = (const_bool(ctx, body, t), const_bool(ctx, body, f)) else { continue };
        if !tv && fv && !body.use_empty(r) {
            let i1 = ctx.i1();
            // MLIR materializes `true` through the dialect of the yielded constant.
            let Some(one) = create_constant(rw, ctx.integer_attr(i1, 1), loc) else { continue };
            let not_v = XOrIOp::build(rw, loc, cond, one).result(rw);
            rw.replace_all_uses_with(r, not_v);
            changed = true;
        }
        if tv && !fv && !rw.body().use_empty(r) {
            rw.replace_all_uses_with(r, cond);
            changed = true;
        }
    }
    changed
}

/// An `scf.if` without results whose else block only yields loses it.
fn remove_empty_else_branch(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = if_op.id();
    let body = rw.body();
    if body.num_results(op) != 0 {
        return false;
    }
    let else_r = if_op.else_region(rw);
    let Some(else_block) = body.entry_block(else_r) else { return false };
    let else_block = body.blocks_of(else_r).last().unwrap_or(else_block);
    if body.block_ops(else_block).count() != 1 {
        return false;
    }
    let cond = if_op.condition(rw);
    let loc = body.loc(op);
    let then_r = if_op.then_region(rw);
    let new_if = create_if(rw, cond, &[], loc);
    let ctx = rw.context();
    let (props, attrs) = (rw.body().props(op), rw.body().attrs(op));
    let _ = ctx;
    rw.modify_op_in_place(new_if, |b| {
        b.op_mut(new_if).set_props(props);
        b.op_mut(new_if).set_attrs(attrs);
    });
    let new_then = region(rw.body(), new_if, 0);
    rw.inline_region_before(then_r, new_then, None);
    rw.erase_op(op);
    true
}

/// Merges an `scf.if` into the directly preceding one on the same condition
/// (or its negation).
fn combine_ifs(next: IfOp, rw: &mut PatternRewriter<'_>) -> bool {
    let next_if = next.id();
    let (ctx, body) = (rw.context(), rw.body());
    let Some(prev_if) = body.prev_op(next_if) else { return false };
    if ctx.op_name_str(body.op_name(prev_if)) != IfOp::NAME {
        return false;
    }
    let (prev_cond, next_cond) = (body.operand(prev_if, 0), next.condition(rw));
    let next_then_block = |body: &Body| body.blocks_of(region(body, next_if, 0)).last();
    let next_else_block = |body: &Body| body.blocks_of(region(body, next_if, 1)).last();
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = next_then_block(body);
        next_else = next_else_block(body);
    }
    let is_not_of = |v: ValueId, x: ValueId| {
        def_op(ctx, body, v, XOrIOp::NAME).is_some_and(|xor| {
            body.operand(xor, 0) == x && const_int(ctx, body, body.operand(xor, 1)).is_some_and(ApInt::is_one)
        })
    };
    if is_not_of(next_cond, prev_cond) || is_not_of(prev_cond, next_cond) {
        next_else = next_then_block(body);
        next_then = next_else_block(body);
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    // Every block involved must end in an `scf.yield` (malformed IR is left
    // alone).
    let ends_in_yield = |b: Option<BlockId>| {
        b.and_then(|b| terminator(body, b)).is_some_and(|t| ctx.op_name_str(body.op_name(t)) == YieldOp::NAME)
    };
    let prev_else_block = body.blocks_of(region(body, prev_if, 1)).last();
    if !ends_in_yield(body.blocks_of(region(body, prev_if, 0)).last())
        || (prev_else_block.is_some() && !ends_in_yield(prev_else_block))
        || (next_then.is_some() && !ends_in_yield(next_then))
        || (next_else.is_some() && !ends_in_yield(next_else))
    {
        return false;
    }
    let prev_results = results_of(body, prev_if);
    let Some(prev_then_yield) = body.blocks_of(region(body, prev_if, 0)).last().and_then(|b| terminator(body, b))
    else {
        return false;
    };
    let prev_then_yielded: Vec<ValueId> = body.operands(prev_then_yield).collect();
    let prev_else_yielded: Vec<ValueId> = match body.blocks_of(region(body, prev_if, 1)).last() {
        Some(b) => terminator(body, b).map(|t| body.operands(t).collect()).unwrap_or_default(),
        None => Vec::new(),
    };
    // Uses of prevIf's results inside nextIf's branches take the yielded values.
    let next_then_region = next_then.and_then(|b| body.block_region(b));
    let next_else_region = next_else.and_then(|b| body.block_region(b));
    for (i, &r) in prev_results.iter().enumerate() {
        let (Some(&then_v), Some(&else_v)) = (prev_then_yielded.get(i), prev_else_yielded.get(i)) else { continue };
        let uses: Vec<(OpId, usize)> = rw.body().uses_of(r).map(|u| rw.body().use_owner(u)).collect();
        for (owner, index) in uses {
            let body = rw.body();
            let Some(owner_region) = body.op_block(owner).and_then(|b| body.block_region(b)) else { continue };
            let target = if next_then_region.is_some_and(|nr| body.region_is_within(owner_region, nr)) {
                then_v
            } else if next_else_region.is_some_and(|nr| body.region_is_within(owner_region, nr)) {
                else_v
            } else {
                continue;
            };
            rw.modify_op_in_place(owner, |b| b.set_operand(owner, index, target));
        }
    }
    let body = rw.body();
    let mut merged_types: Vec<Type> = prev_results.iter().map(|&v| body.value_type(v)).collect();
    merged_types.extend(body.results(next_if).map(|v| body.value_type(v)));
    let loc = body.loc(next_if);
    let combined = create_if(rw, prev_cond, &merged_types, loc);
    let (c_then, c_else) = (region(rw.body(), combined, 0), region(rw.body(), combined, 1));
    rw.inline_region_before(region(rw.body(), prev_if, 0), c_then, None);
    if let Some(nt) = next_then {
        let c_block = rw.body().blocks_of(c_then).last().expect("then block");
        append_joining_yields(rw, nt, c_block);
    }
    rw.inline_region_before(region(rw.body(), prev_if, 1), c_else, None);
    if let Some(ne) = next_else {
        if rw.body().region_is_empty(c_else) {
            let from = rw.body().block_region(ne).expect("else region");
            rw.inline_region_before(from, c_else, None);
        } else {
            let c_block = rw.body().blocks_of(c_else).last().expect("else block");
            append_joining_yields(rw, ne, c_block);
        }
    }
    let combined_results = results_of(rw.body(), combined);
    let (prev_values, next_values) = combined_results.split_at(prev_results.len());
    rw.replace_op(prev_if, prev_values);
    rw.replace_op(next_if, next_values);
    true
}

/// Appends the ops of `from` to `into`, both ending in `scf.yield`, and
/// joins the two yields into one that yields `into`'s values, then
/// `from`'s (the branches of two `scf.if`s merged into one).
fn append_joining_yields(rw: &mut PatternRewriter<'_>, from: BlockId, into: BlockId) {
    let first = terminator(rw.body(), into).expect("yield");
    let second = terminator(rw.body(), from).expect("yield");
    let mut merged: Vec<ValueId> = rw.body().operands(first).collect();
    merged.extend(rw.body().operands(second));
    let loc = rw.body().loc(second);
    rw.merge_blocks(from, into, &[]);
    rw.set_insertion_point(InsertPoint::BlockEnd(into));
    YieldOp::build(rw, loc, &merged);
    rw.erase_op(first);
    rw.erase_op(second);
}

/// `if a { if b { ... } }` becomes `if (a and b) { ... }`.
fn combine_nested_ifs(if_op: IfOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = if_op.id();
    let (ctx, body) = (rw.context(), rw.body());
    let Some(then_block) = body.blocks_of(if_op.then_region(rw)).last() else { return false };
    let ops: Vec<OpId> = body.block_ops(then_block).collect();
    // The nested `if` must be the only op besides the terminator.
    if ops.len() != 2 {
        return false;
    }
    let else_block = body.blocks_of(if_op.else_region(rw)).last();
    if else_block.is_some_and(|b| body.block_ops(b).count() != 1) {
        return false;
    }
    let nested = ops[0];
    if ctx.op_name_str(body.op_name(nested)) != IfOp::NAME {
        return false;
    }
    let nested_else = body.blocks_of(region(body, nested, 1)).last();
    if nested_else.is_some_and(|b| body.block_ops(b).count() != 1) {
        return false;
    }
    let mut then_yield: Vec<ValueId> = body.operands(ops[1]).collect();
    let else_yield: Vec<ValueId> =
        else_block.and_then(|b| terminator(body, b)).map(|t| body.operands(t).collect()).unwrap_or_default();
    let Some(nested_then_block) = body.blocks_of(region(body, nested, 0)).last() else { return false };
    if terminator(body, nested_then_block).is_none_or(|t| ctx.op_name_str(body.op_name(t)) != YieldOp::NAME) {
        return false;
    }
    let nested_then_yield: Vec<ValueId> =
        terminator(body, nested_then_block).map(|t| body.operands(t).collect()).unwrap_or_default();
    let nested_else_yield: Vec<ValueId> =
        nested_else.and_then(|b| terminator(body, b)).map(|t| body.operands(t).collect()).unwrap_or_default();
    let then_r = if_op.then_region(rw);
    let mut upgrade_to_select = Vec::new();
    for (i, slot) in then_yield.iter_mut().enumerate() {
        let v = *slot;
        if body.defining_op(v) == Some(nested) {
            let idx = match body.value_def(v) {
                crate::ir::ValueDef::Result { index, .. } => index as usize,
                _ => return false,
            };
            if nested_else_yield.get(idx) != else_yield.get(i) {
                return false;
            }
            *slot = nested_then_yield[idx];
            continue;
        }
        if parent_region(body, v) == Some(then_r) {
            return false;
        }
        upgrade_to_select.push(i);
    }
    let loc = body.loc(op);
    let (outer_cond, inner_cond) = (if_op.condition(rw), body.operand(nested, 0));
    let result_types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let new_cond = AndIOp::build(rw, loc, outer_cond, inner_cond).result(rw);
    // MLIR's builder gives the new `if` a then block (with a yield when it
    // has no results).
    let new_if = create_if(rw, new_cond, &result_types, loc);
    let new_then = region(rw.body(), new_if, 0);
    let new_block_id = new_block(rw, new_then);
    let mut results = results_of(rw.body(), new_if);
    rw.set_insertion_point(InsertPoint::Before(new_if));
    for &idx in &upgrade_to_select {
        results[idx] = SelectOp::build(rw, loc, outer_cond, then_yield[idx], else_yield[idx]).result(rw);
    }
    rw.merge_blocks(nested_then_block, new_block_id, &[]);
    let old_yield = terminator(rw.body(), new_block_id).expect("yield");
    let yloc = rw.body().loc(old_yield);
    rw.set_insertion_point(InsertPoint::After(old_yield));
    YieldOp::build(rw, yloc, &then_yield);
    rw.erase_op(old_yield);
    if !else_yield.is_empty() {
        let new_else = region(rw.body(), new_if, 1);
        let eb = new_block(rw, new_else);
        rw.set_insertion_point(InsertPoint::BlockEnd(eb));
        YieldOp::build(rw, loc, &else_yield);
    }
    rw.replace_op(op, &results);
    true
}

// --- scf.for -------------------------------------------------------------------------

/// MLIR's `computeUbMinusLb`: `ub = addi(lb, c)` with the no-wrap flag of the
/// comparison's signedness gives `c`.
fn ub_minus_lb(ctx: &Context, body: &Body, lb: ValueId, ub: ValueId, signed: bool) -> Option<ApInt> {
    let add = def_op(ctx, body, ub, AddIOp::NAME)?;
    let needed = if signed { flags::NSW } else { flags::NUW };
    if flags::op_overflow_bits(ctx, body, add) & needed == 0 || body.operand(add, 0) != lb {
        return None;
    }
    const_int(ctx, body, body.operand(add, 1))
}

/// MLIR's `constantTripCount` for an `scf.for`.
fn static_trip_count(ctx: &Context, body: &Body, op: OpId) -> Option<ApInt> {
    let (lb, ub, step) = (body.operand(op, 0), body.operand(op, 1), body.operand(op, 2));
    let signed = ctx.dict_get(body.props(op), "unsignedCmp").is_none();
    bounds_trip_count(ctx, body, [lb, ub, step], signed)
}

/// MLIR's `constantTripCount` for the bounds and step of one loop dimension
/// (lower bounds that are also the upper bound are left to the callers).
fn bounds_trip_count(ctx: &Context, body: &Body, [lb, ub, step]: [ValueId; 3], signed: bool) -> Option<ApInt> {
    let step_c = const_int(ctx, body, step);
    if let Some(s) = step_c {
        if s.is_zero() {
            return Some(s);
        }
        if s.is_negative() {
            return Some(ApInt::zero(s.width()));
        }
    }
    let cmp = |a: ApInt, b: ApInt| if signed { a.scmp(b) } else { a.ucmp(b) };
    let diff = match (const_int(ctx, body, lb), const_int(ctx, body, ub)) {
        (Some(l), Some(u)) => {
            if cmp(u, l) != std::cmp::Ordering::Greater {
                return Some(ApInt::zero(l.width()));
            }
            u.sub(l)
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => ub_minus_lb(ctx, body, lb, ub, signed)?,
    };
    if signed && diff.is_negative() {
        return Some(ApInt::zero(diff.width()));
    }
    let s = step_c?;
    let (q, r) = if signed { (diff.sdiv_ov(s).0, diff.srem(s)) } else { (diff.udiv(s), diff.urem(s)) };
    Some(if r.is_zero() { q } else { q.add(ApInt::one(q.width())) })
}

/// Loops that do not iterate are replaced with their init values, loops
/// iterating once with their body, and empty loops iterating at least once
/// that only yield values from outside with those values.
fn simplify_trivial_loops(for_op: ForOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = for_op.id();
    let (ctx, body) = (rw.context(), rw.body());
    let inits: Vec<ValueId> = body.operands(op).skip(3).collect();
    if for_op.lower_bound(rw) == for_op.upper_bound(rw) {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(trip) = static_trip_count(ctx, body, op) else { return false };
    if trip.is_zero() {
        rw.replace_op(op, &inits);
        return true;
    }
    let r = for_op.region(rw);
    if trip.sext_value() == 1 {
        let mut args = vec![for_op.lower_bound(rw)];
        args.extend(inits);
        return replace_op_with_region(rw, op, r, &args);
    }
    let Some(block) = single_block(body, r) else { return false };
    if body.block_ops(block).count() != 1 {
        return false;
    }
    let Some(y) = terminator(body, block) else { return false };
    let yielded: Vec<ValueId> = body.operands(y).collect();
    // Only values defined outside of the loop.
    if yielded.iter().any(|&v| parent_region(body, v).is_some_and(|pr| body.region_is_within(pr, r))) {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

// --- scf.while ---------------------------------------------------------------------------

/// Arguments of the `after` region that receive the condition are `true`
/// there (the region only runs when it holds).
fn while_condition_truth(while_op: WhileOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = while_op.id();
    let (ctx, body) = (rw.context(), rw.body());
    let (Some(before), Some(after)) = (body.entry_block(while_op.before(rw)), body.entry_block(while_op.after(rw)))
    else {
        return false;
    };
    let Some(cond_op) = terminator(body, before).filter(|&t| ctx.op_name_str(body.op_name(t)) == ConditionOp::NAME)
    else {
        return false;
    };
    let cond = body.operand(cond_op, 0);
    let forwarded: Vec<ValueId> = body.operands(cond_op).skip(1).collect();
    let after_args = body.block_args(after).to_vec();
    let loc = body.loc(op);
    let cond_ty = body.value_type(cond);
    let mut constant_true = None;
    let mut replaced = false;
    for (v, arg) in forwarded.into_iter().zip(after_args) {
        if v != cond || rw.body().use_empty(arg) {
            continue;
        }
        if constant_true.is_none() {
            constant_true = create_constant(rw, ctx.integer_attr(cond_ty, 1), loc);
        }
        let Some(t) = constant_true else { return replaced };
        rw.replace_all_uses_with(arg, t);
        replaced = true;
    }
    replaced
}

// --- scf.execute_region ------------------------------------------------------------------

fn no_inline(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.dict_get(body.props(op), "no_inline").is_some() || ctx.dict_get(body.attrs(op), "no_inline").is_some()
}

/// A single-block `scf.execute_region` is replaced with its body.
fn single_block_execute_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let r = region(body, op, 0);
    if single_block(body, r).is_none() || no_inline(ctx, body, op) {
        return false;
    }
    replace_op_with_region(rw, op, r, &[])
}

/// True when `op` sits directly in a function body (MLIR: its parent is a
/// `FunctionOpInterface` op) or in an `scf.execute_region`. A body's top
/// region belongs to an isolated op: one whose blocks end in terminators is
/// taken to be a function (modules have no terminators).
fn parent_allows_blocks(ctx: &Context, body: &Body, op: OpId) -> bool {
    match body.parent_op(op) {
        Some(parent) => {
            let name = body.op_name(parent);
            ctx.op_name_str(name) == ExecuteRegionOp::NAME
                || ctx.op_def(name).is_some_and(|d| d.has_interface::<FunctionLike>())
        }
        None => {
            let Some(block) = body.op_block(op) else { return false };
            body.last_op(block).is_some_and(|t| ctx.op_def(body.op_name(t)).is_some_and(|d| d.has(Traits::TERMINATOR)))
        }
    }
}

/// An `scf.execute_region` in a function body or another `execute_region` is
/// inlined as blocks: the op's block is split, branches enter the region and
/// leave it to the rest of the block, whose arguments replace the results.
fn multi_block_execute_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    if no_inline(ctx, body, op) || !parent_allows_blocks(ctx, body, op) {
        return false;
    }
    let r = region(body, op, 0);
    let Some(entry) = body.entry_block(r) else { return false };
    let Some(prev_block) = body.op_block(op) else { return false };
    let loc = body.loc(op);
    let post_block = rw.split_block(prev_block, op);
    rw.set_insertion_point(InsertPoint::BlockEnd(prev_block));
    BranchOp::build(rw, loc, &[], entry);
    let blocks: Vec<BlockId> = rw.body().blocks_of(r).collect();
    for b in blocks {
        let Some(t) = terminator(rw.body(), b) else { continue };
        if rw.context().op_name_str(rw.body().op_name(t)) != YieldOp::NAME {
            continue;
        }
        let values: Vec<ValueId> = rw.body().operands(t).collect();
        let yloc = rw.body().loc(t);
        rw.set_insertion_point(InsertPoint::Before(t));
        BranchOp::build(rw, yloc, &values, post_block);
        rw.erase_op(t);
    }
    let parent_region = rw.body().block_region(post_block).expect("block in a region");
    rw.inline_region_before(r, parent_region, Some(post_block));
    let results = results_of(rw.body(), op);
    let mut args = Vec::with_capacity(results.len());
    for res in results {
        let (ty, rloc) = (rw.body().value_type(res), rw.body().value_loc(res));
        args.push(rw.body_mut().add_block_arg(post_block, ty, rloc));
    }
    rw.replace_op(op, &args);
    true
}

// --- scf.index_switch ----------------------------------------------------------------

/// A constant switch value selects its case (or the default region), which
/// is inlined in place of the switch.
fn fold_constant_case(switch: IndexSwitchOp, rw: &mut PatternRewriter<'_>) -> bool {
    let op = switch.id();
    let (ctx, body) = (rw.context(), rw.body());
    let Some(value) = const_int(ctx, body, switch.arg(rw)) else { return false };
    let value = value.sext_value();
    let cases = crate::dialects::scf::index_switch_cases(ctx, body, op);
    // Region 0 is the default, region `1 + i` the case `cases[i]`.
    let index = cases.iter().position(|&c| c == value).map_or(0, |i| i + 1);
    let Some(&r) = body.regions(op).get(index) else { return false };
    let Some(source) = body.entry_block(r) else { return false };
    let Some(term) = terminator(body, source) else { return false };
    let results: Vec<ValueId> = body.operands(term).collect();
    if results.len() != body.num_results(op) {
        return false;
    }
    rw.inline_block(source, InsertPoint::Before(op), &[]);
    rw.erase_op(term);
    rw.replace_op(op, &results);
    true
}

// --- scf.parallel ---------------------------------------------------------------------

/// The lower bounds, upper bounds, steps and initial values of an
/// `scf.parallel`.
fn parallel_groups(ctx: &Context, body: &Body, op: OpId) -> Option<[Vec<ValueId>; 4]> {
    let groups = crate::dialects::scf::parallel_operand_groups(ctx, body, op)?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    Some(groups.map(|g| operands[g].to_vec()))
}

/// Creates an `scf.parallel` over `lower`, `upper` and `steps` carrying
/// `inits`, with one empty region.
fn create_parallel(
    rw: &mut PatternRewriter<'_>,
    [lower, upper, steps, inits]: [&[ValueId]; 4],
    loc: crate::ir::Location,
) -> OpId {
    let types: Vec<Type> = inits.iter().map(|&v| rw.body().value_type(v)).collect();
    ParallelOp::build(rw, loc, &types, lower, upper, steps, inits).id()
}

/// A loop with a dimension of no iteration is replaced with its initial
/// values; dimensions of one iteration are dropped (their induction variable
/// becomes the lower bound); with none left, the body and the reductions are
/// inlined in place of the loop.
fn parallel_single_or_zero_iteration_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some([lower, upper, steps, inits]) = parallel_groups(ctx, body, op) else { return false };
    let Some(old_body) = single_block(body, region(body, op, 0)) else { return false };
    let ivs = body.block_args(old_body).to_vec();
    if ivs.len() != lower.len() {
        return false;
    }
    let mut map = crate::ir::ValueMap::default();
    let mut kept: [Vec<ValueId>; 4] = Default::default();
    for (i, &iv) in ivs.iter().enumerate() {
        let bounds = [lower[i], upper[i], steps[i]];
        let trip = if lower[i] == upper[i] {
            Some(0)
        } else {
            bounds_trip_count(ctx, body, bounds, true).map(|t| t.sext_value())
        };
        match trip {
            Some(0) => {
                rw.replace_op(op, &inits);
                return true;
            }
            Some(1) => map.map(iv, lower[i]),
            _ => {
                for (group, value) in kept.iter_mut().zip(bounds) {
                    group.push(value);
                }
                kept[3].push(iv);
            }
        }
    }
    if kept[0].len() == lower.len() {
        return false;
    }
    let Some(reduce) = terminator(body, old_body) else { return false };
    if kept[0].is_empty() {
        // Every dimension runs once: the body, then each reduction combining
        // the initial value with the reduced one.
        let body_ops: Vec<OpId> = body.block_ops(old_body).filter(|&o| o != reduce).collect();
        let reduced: Vec<ValueId> = body.operands(reduce).collect();
        let reductions: Vec<RegionId> = body.regions(reduce).to_vec();
        rw.set_insertion_point(InsertPoint::Before(op));
        for o in body_ops {
            rw.clone_op(o, &mut map);
        }
        let mut results = Vec::with_capacity(inits.len());
        for (i, &r) in reductions.iter().enumerate() {
            let body = rw.body();
            let Some(block) = body.entry_block(r) else { return false };
            let args = body.block_args(block).to_vec();
            let (Some(&init), Some(&value), &[lhs, rhs]) = (inits.get(i), reduced.get(i), &args[..]) else {
                return false;
            };
            let value = map.lookup(value);
            map.map(lhs, init);
            map.map(rhs, value);
            let Some(ret) = terminator(body, block) else { return false };
            let ret_value = body.operand(ret, 0);
            let ops: Vec<OpId> = body.block_ops(block).filter(|&o| o != ret).collect();
            for o in ops {
                rw.clone_op(o, &mut map);
            }
            results.push(map.lookup(ret_value));
        }
        rw.replace_op(op, &results);
        return true;
    }
    // A loop over the other dimensions, with a clone of the body.
    let loc = body.loc(op);
    let arg_locs: Vec<crate::ir::Location> = kept[3].iter().map(|&v| body.value_loc(v)).collect();
    let body_ops: Vec<OpId> = body.block_ops(old_body).collect();
    rw.set_insertion_point(InsertPoint::Before(op));
    let new_op = create_parallel(rw, [&kept[0], &kept[1], &kept[2], &inits], loc);
    let new_region = region(rw.body(), new_op, 0);
    let index = ctx.index_type();
    let types = vec![index; kept[3].len()];
    let new_body = rw.create_block(new_region, None, &types, &arg_locs);
    for (&old, &new) in kept[3].iter().zip(rw.body().block_args(new_body).to_vec().iter()) {
        map.map(old, new);
    }
    replace_with_cloned_body(rw, op, new_op, new_body, &body_ops, &mut map);
    true
}

/// An `scf.parallel` whose body is only another one, whose bounds do not
/// depend on the outer induction variables, becomes one loop over both
/// (without reductions).
fn merge_nested_parallel_loops(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(outer_body) = single_block(body, region(body, op, 0)) else { return false };
    let (Some(inner), Some(outer_term)) = (body.first_op(outer_body), terminator(body, outer_body)) else {
        return false;
    };
    if body.next_op(inner) != Some(outer_term) || ctx.op_name_str(body.op_name(inner)) != ParallelOp::NAME {
        return false;
    }
    let (Some(outer_groups), Some(inner_groups)) = (parallel_groups(ctx, body, op), parallel_groups(ctx, body, inner))
    else {
        return false;
    };
    let outer_ivs = body.block_args(outer_body).to_vec();
    if inner_groups[..3].iter().flatten().any(|v| outer_ivs.contains(v)) {
        return false;
    }
    if !outer_groups[3].is_empty() || !inner_groups[3].is_empty() {
        return false;
    }
    let Some(inner_body) = single_block(body, region(body, inner, 0)) else { return false };
    let inner_ivs = body.block_args(inner_body).to_vec();
    let Some(inner_term) = terminator(body, inner_body) else { return false };
    let inner_ops: Vec<OpId> = body.block_ops(inner_body).filter(|&o| o != inner_term).collect();
    let loc = body.loc(op);
    let concat = |k: usize| [&outer_groups[k][..], &inner_groups[k][..]].concat();
    let (lower, upper, steps) = (concat(0), concat(1), concat(2));

    rw.set_insertion_point(InsertPoint::Before(op));
    let new_op = create_parallel(rw, [&lower, &upper, &steps, &[]], loc);
    let new_region = region(rw.body(), new_op, 0);
    let types = vec![ctx.index_type(); lower.len()];
    let locs = vec![loc; lower.len()];
    let new_body = rw.create_block(new_region, None, &types, &locs);
    let args = rw.body().block_args(new_body).to_vec();
    let mut map = crate::ir::ValueMap::default();
    for (&old, &new) in outer_ivs.iter().chain(&inner_ivs).zip(&args) {
        map.map(old, new);
    }
    rw.set_insertion_point(InsertPoint::BlockEnd(new_body));
    for o in inner_ops {
        rw.clone_op(o, &mut map);
    }
    ReduceOp::build(rw, loc, &[], 0);
    rw.replace_op(op, &[]);
    true
}

// --- scf.forall -----------------------------------------------------------------------

/// An `scf.forall`'s bounds and steps (`[lower, upper, step]` per
/// dimension), its outputs, mapping and body, read before a rewrite.
struct ForallParts {
    bounds: [Vec<MixedBound>; 3],
    outputs: Vec<ValueId>,
    mapping: Option<Attribute>,
    body: BlockId,
    rank: usize,
}

impl ForallParts {
    fn of(ctx: &Context, body: &Body, op: OpId) -> Option<ForallParts> {
        let bounds = forall_bounds(ctx, body, op).ok()?;
        let rank = bounds[0].len();
        let outputs: Vec<ValueId> = body.operands(op).skip(body.num_operands(op) - body.num_results(op)).collect();
        let block = single_block(body, region(body, op, 0))?;
        if body.block_args(block).len() != rank + outputs.len() {
            return None;
        }
        let mapping = ctx.dict_get(body.props(op), "mapping");
        Some(ForallParts { bounds, outputs, mapping, body: block, rank })
    }
}

/// The constant a bound is, if it is one (an attribute, or an operand defined
/// by a constant).
fn mixed_constant(ctx: &Context, body: &Body, bound: MixedBound) -> Option<i128> {
    match bound {
        MixedBound::Static(v) => Some(i128::from(v)),
        MixedBound::Dynamic(v) => const_int(ctx, body, v).map(|c| c.sext_value()),
    }
}

/// MLIR's `constantTripCount` for one `scf.forall` dimension (signed).
fn mixed_trip_count(ctx: &Context, body: &Body, lb: MixedBound, ub: MixedBound, step: MixedBound) -> Option<i128> {
    let step = mixed_constant(ctx, body, step);
    if let Some(s) = step {
        if s <= 0 {
            return Some(0);
        }
    }
    if lb == ub {
        return Some(0);
    }
    let diff = match (mixed_constant(ctx, body, lb), mixed_constant(ctx, body, ub)) {
        (Some(l), Some(u)) => u - l,
        // `ub = arith.addi lb, c` with `nsw` (MLIR's `computeUbMinusLb`).
        (None, None) => match (lb, ub) {
            (MixedBound::Dynamic(l), MixedBound::Dynamic(u)) => ub_minus_lb(ctx, body, l, u, true)?.sext_value(),
            _ => return None,
        },
        _ => return None,
    };
    if diff <= 0 {
        return Some(0);
    }
    let s = step?;
    Some((diff + s - 1) / s)
}

/// A bound as a value: its operand, or a new `arith.constant` index.
fn bound_value(rw: &mut PatternRewriter<'_>, bound: MixedBound, loc: crate::ir::Location) -> Option<ValueId> {
    match bound {
        MixedBound::Dynamic(v) => Some(v),
        MixedBound::Static(c) => {
            let ctx = rw.context();
            create_constant(rw, ctx.integer_attr(ctx.index_type(), i128::from(c)), loc)
        }
    }
}

/// The properties and dynamic operands of an `scf.forall` over `bounds`
/// with `outputs` (MLIR's builder from mixed bounds).
fn forall_props(
    ctx: &Context,
    bounds: &[Vec<MixedBound>; 3],
    outputs: &[ValueId],
    mapping: Option<Attribute>,
) -> (Attribute, Vec<ValueId>) {
    let mut operands = Vec::new();
    let mut statics: [Vec<i128>; 3] = Default::default();
    let mut segments = Vec::new();
    for (group, out) in bounds.iter().zip(statics.iter_mut()) {
        let before = operands.len();
        for &b in group {
            match b {
                MixedBound::Static(c) => out.push(i128::from(c)),
                MixedBound::Dynamic(v) => {
                    out.push(super::DYNAMIC);
                    operands.push(v);
                }
            }
        }
        segments.push((operands.len() - before) as i128);
    }
    segments.push(outputs.len() as i128);
    operands.extend_from_slice(outputs);
    let named = |name: &str, value| crate::ir::NamedAttr { name: ctx.ident(name), value };
    let mut props = vec![
        named("operandSegmentSizes", ctx.dense_i32_array_attr(&segments)),
        named("staticLowerBound", ctx.dense_i64_array_attr(&statics[0])),
        named("staticStep", ctx.dense_i64_array_attr(&statics[2])),
        named("staticUpperBound", ctx.dense_i64_array_attr(&statics[1])),
    ];
    if let Some(m) = mapping {
        props.push(named("mapping", m));
    }
    (ctx.dictionary(props), operands)
}

/// Creates an `scf.forall` over `bounds` with `outputs`, its body block
/// holding the induction variables and the outputs' arguments (at the op's
/// location), without a terminator.
fn create_forall(
    rw: &mut PatternRewriter<'_>,
    bounds: &[Vec<MixedBound>; 3],
    outputs: &[ValueId],
    mapping: Option<Attribute>,
    loc: crate::ir::Location,
) -> (OpId, BlockId) {
    let ctx = rw.context();
    let (props, operands) = forall_props(ctx, bounds, outputs, mapping);
    let types: Vec<Type> = outputs.iter().map(|&v| rw.body().value_type(v)).collect();
    let spec = OpSpec {
        operands: &operands,
        results: &types,
        props,
        num_regions: 1,
        ..OpSpec::new(ctx, ctx.op_name(ForallOp::NAME), loc)
    };
    let op = rw.create(&spec);
    let mut arg_types = vec![ctx.index_type(); bounds[0].len()];
    arg_types.extend_from_slice(&types);
    let locs = vec![loc; arg_types.len()];
    let r = region(rw.body(), op, 0);
    let block = rw.create_block(r, None, &arg_types, &locs);
    (op, block)
}

/// Dynamic bounds and steps defined by constants become static.
fn forall_control_operands(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(parts) = ForallParts::of(ctx, body, op) else { return false };
    let mut bounds = parts.bounds.clone();
    let mut changed = false;
    for b in bounds.iter_mut().flatten() {
        if let MixedBound::Dynamic(v) = *b {
            if let Some(c) = const_int(ctx, body, v) {
                *b = MixedBound::Static(c.sext_value() as i64);
                changed = true;
            }
        }
    }
    if !changed {
        return false;
    }
    let (props, operands) = forall_props(ctx, &bounds, &parts.outputs, parts.mapping);
    rw.modify_op_in_place(op, |body| {
        body.set_operands(op, &operands);
        body.op_mut(op).set_props(props);
    });
    true
}

/// The ops of the `scf.forall.in_parallel` terminator that update the
/// output argument `arg` (MLIR's `getCombiningOps`).
fn combining_ops(body: &Body, forall_body: BlockId, arg: ValueId) -> Vec<OpId> {
    let Some(term) = body.last_op(forall_body) else { return Vec::new() };
    let Some(&r) = body.regions(term).first() else { return Vec::new() };
    let Some(block) = body.entry_block(r) else { return Vec::new() };
    body.block_ops(block).filter(|&o| body.operands(o).any(|v| v == arg)).collect()
}

/// Outputs whose result is unused, or that no op of the terminator updates,
/// are dropped: the loop body and the users of the result use the output
/// itself instead.
fn forall_iter_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(parts) = ForallParts::of(ctx, body, op) else { return false };
    let args = body.block_args(parts.body).to_vec();
    let results: Vec<ValueId> = body.results(op).collect();
    let mut dropped = Vec::new();
    let mut new_outs = Vec::new();
    for (i, &result) in results.iter().enumerate() {
        let arg = args[parts.rank + i];
        if body.uses_of(result).next().is_none() || combining_ops(body, parts.body, arg).is_empty() {
            dropped.push(i);
        } else {
            new_outs.push(parts.outputs[i]);
        }
    }
    if dropped.is_empty() {
        return false;
    }
    for &i in &dropped {
        for o in combining_ops(rw.body(), parts.body, args[parts.rank + i]) {
            rw.erase_op(o);
        }
    }
    for &i in &dropped {
        rw.replace_all_uses_with(args[parts.rank + i], parts.outputs[i]);
        rw.replace_all_uses_with(results[i], parts.outputs[i]);
    }
    rw.modify_op_in_place(op, |body| {
        for &i in dropped.iter().rev() {
            body.erase_block_arg(parts.body, parts.rank + i);
        }
    });
    let new_op = region_branch::erase_op_results(rw, op, &dropped);
    let (props, operands) = forall_props(ctx, &parts.bounds, &new_outs, parts.mapping);
    rw.modify_op_in_place(new_op, |body| {
        body.set_operands(new_op, &operands);
        body.op_mut(new_op).set_props(props);
    });
    true
}

/// A loop with a dimension of no iteration is replaced with its outputs;
/// without a mapping, dimensions of one iteration are dropped (their
/// induction variable becomes the lower bound) and with none left the body
/// is inlined.
fn forall_single_or_zero_iteration_dims(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(parts) = ForallParts::of(ctx, body, op) else { return false };
    if parts.mapping.is_some_and(|m| !matches!(ctx.attr_kind(m), crate::ir::AttrKind::Array(a) if a.is_empty())) {
        return false;
    }
    let loc = body.loc(op);
    let ivs = body.block_args(parts.body)[..parts.rank].to_vec();
    let trips: Vec<Option<i128>> = (0..parts.rank)
        .map(|i| mixed_trip_count(ctx, body, parts.bounds[0][i], parts.bounds[1][i], parts.bounds[2][i]))
        .collect();
    if trips.contains(&Some(0)) {
        rw.replace_op(op, &parts.outputs);
        return true;
    }
    let single = trips.iter().filter(|&&t| t == Some(1)).count();
    if single == 0 {
        return false;
    }
    if single == parts.rank {
        return promote_forall(rw, op, &parts, loc);
    }
    let mut map = crate::ir::ValueMap::default();
    let mut kept: [Vec<MixedBound>; 3] = Default::default();
    let mut kept_ivs = Vec::new();
    rw.set_insertion_point(InsertPoint::Before(op));
    for (i, &iv) in ivs.iter().enumerate() {
        let [lb, ub, step] = [parts.bounds[0][i], parts.bounds[1][i], parts.bounds[2][i]];
        if trips[i] == Some(1) {
            let Some(v) = bound_value(rw, lb, loc) else { return false };
            map.map(iv, v);
        } else {
            kept[0].push(lb);
            kept[1].push(ub);
            kept[2].push(step);
            kept_ivs.push(iv);
        }
    }
    // A loop over the other dimensions, with a clone of the body.
    let body = rw.body();
    let old_args = body.block_args(parts.body).to_vec();
    let arg_locs: Vec<crate::ir::Location> =
        kept_ivs.iter().chain(&old_args[parts.rank..]).map(|&v| body.value_loc(v)).collect();
    let body_ops: Vec<OpId> = body.block_ops(parts.body).collect();
    let attrs = body.attrs(op);
    let (new_op, new_body) = create_forall(rw, &kept, &parts.outputs, parts.mapping, loc);
    // The new loop keeps the old one's attributes.
    rw.modify_op_in_place(new_op, |body| body.op_mut(new_op).set_attrs(attrs));
    // The clone keeps the arguments' own locations (MLIR clones the region).
    let new_args = rw.body().block_args(new_body).to_vec();
    for (&arg, &l) in new_args.iter().zip(&arg_locs) {
        rw.body_mut().set_value_loc(arg, l);
    }
    for (&old, &new) in kept_ivs.iter().chain(&old_args[parts.rank..]).zip(&new_args) {
        map.map(old, new);
    }
    replace_with_cloned_body(rw, op, new_op, new_body, &body_ops, &mut map);
    true
}

/// MLIR's `promote` for an `scf.forall` that runs once: the body is inlined
/// before the loop (induction variables replaced with the lower bounds,
/// output arguments with the outputs) and the loop replaced with its
/// outputs, when its terminator updates none of them.
fn promote_forall(rw: &mut PatternRewriter<'_>, op: OpId, parts: &ForallParts, loc: crate::ir::Location) -> bool {
    let Some(term) = rw.body().last_op(parts.body) else { return false };
    let args = rw.body().block_args(parts.body).to_vec();
    if args[parts.rank..].iter().any(|&a| !combining_ops(rw.body(), parts.body, a).is_empty()) {
        return false;
    }
    rw.set_insertion_point(InsertPoint::Before(op));
    let mut replacements = Vec::with_capacity(args.len());
    for &lb in &parts.bounds[0] {
        let Some(v) = bound_value(rw, lb, loc) else { return false };
        replacements.push(v);
    }
    replacements.extend_from_slice(&parts.outputs);
    rw.inline_block(parts.body, InsertPoint::Before(op), &replacements);
    rw.erase_op(term);
    rw.replace_op(op, &parts.outputs);
    true
}

/// Induction variables of dimensions that run once are replaced with their
/// lower bound (even with a mapping).
fn forall_replace_constant_induction_var(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(parts) = ForallParts::of(ctx, body, op) else { return false };
    let loc = body.loc(op);
    let ivs = body.block_args(parts.body)[..parts.rank].to_vec();
    let mut changed = false;
    rw.set_insertion_point(InsertPoint::Before(op));
    for (i, &iv) in ivs.iter().enumerate() {
        if rw.body().uses_of(iv).next().is_none() {
            continue;
        }
        let [lb, ub, step] = [parts.bounds[0][i], parts.bounds[1][i], parts.bounds[2][i]];
        if mixed_trip_count(ctx, rw.body(), lb, ub, step) != Some(1) {
            continue;
        }
        let Some(v) = bound_value(rw, lb, loc) else { return false };
        rw.replace_all_uses_with(iv, v);
        changed = true;
    }
    changed
}
