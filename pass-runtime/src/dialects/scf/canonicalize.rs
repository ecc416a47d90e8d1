//! `scf`'s folders and canonicalization patterns (MLIR 22's `SCF.cpp`):
//! `scf.if` (static conditions, trivial ifs to selects, yields of the
//! condition, condition propagation, empty else branches, combining ifs), the
//! `scf.for` trip count simplification, the `scf.execute_region` inliners,
//! and the region branch patterns every one of these ops registers.

use crate::dialects::arith::consts::const_int;
use crate::dialects::arith::flags;
use crate::dialects::arith::int::ApInt;
use crate::dialects::patterns::{add, create_constant, create_op, create_op_with_successors, def_op};
use crate::dialects::region_branch;
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
    (ctx.op_name_str(body.op_name(t)) == "scf.yield").then_some(t)
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
    let ctx = rw.context();
    let spec =
        OpSpec { operands: &[cond], results: types, num_regions: 2, ..OpSpec::new(ctx, ctx.op_name("scf.if"), loc) };
    rw.create(&spec)
}

/// Creates a block at the end of `region`.
fn new_block(rw: &mut PatternRewriter<'_>, region: RegionId) -> BlockId {
    rw.create_block(region, None, &[], &[])
}

fn results_of(body: &Body, op: OpId) -> Vec<ValueId> {
    body.results(op).collect()
}

// --- Registration ------------------------------------------------------------------

/// The canonicalization patterns of the `scf` op `name`.
pub(crate) fn patterns_for(name: &str) -> Option<fn(&Context, &mut RewritePatternSet)> {
    let f: fn(&Context, &mut RewritePatternSet) = match name {
        "scf.if" => |ctx, p| {
            add(ctx, p, "scf.if", "(anonymous namespace)::CombineIfs", 1, combine_ifs);
            add(ctx, p, "scf.if", "(anonymous namespace)::CombineNestedIfs", 1, combine_nested_ifs);
            add(ctx, p, "scf.if", "(anonymous namespace)::ConditionPropagation", 1, condition_propagation);
            add(ctx, p, "scf.if", "(anonymous namespace)::ConvertTrivialIfToSelect", 1, convert_trivial_if_to_select);
            add(ctx, p, "scf.if", "(anonymous namespace)::RemoveEmptyElseBranch", 1, remove_empty_else_branch);
            add(ctx, p, "scf.if", "(anonymous namespace)::RemoveStaticCondition", 1, remove_static_condition);
            add(
                ctx,
                p,
                "scf.if",
                "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
                1,
                replace_if_yield_with_condition_or_value,
            );
            region_branch::add_patterns(ctx, p, "scf.if");
        },
        "scf.for" => |ctx, p| {
            add(ctx, p, "scf.for", "(anonymous namespace)::SimplifyTrivialLoops", 1, simplify_trivial_loops);
            region_branch::add_patterns(ctx, p, "scf.for");
        },
        "scf.while" => |ctx, p| {
            add(ctx, p, "scf.while", "(anonymous namespace)::WhileConditionTruth", 1, while_condition_truth);
            region_branch::add_patterns(ctx, p, "scf.while");
        },
        "scf.execute_region" => |ctx, p| {
            add(ctx, p, "scf.execute_region", "SingleBlockExecuteInliner", 1, single_block_execute_inliner);
            add(ctx, p, "scf.execute_region", "MultiBlockExecuteInliner", 1, multi_block_execute_inliner);
            region_branch::add_patterns(ctx, p, "scf.execute_region");
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
    let Some(xor) = def_op(ctx, body, body.operand(op, 0), "arith.xori") else { return FoldOutcome::Failed };
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
fn remove_static_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(cond) = const_bool(ctx, body, body.operand(op, 0)) else { return false };
    let (then_r, else_r) = (region(body, op, 0), region(body, op, 1));
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
fn convert_trivial_if_to_select(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let n = body.num_results(op);
    if n == 0 {
        return false;
    }
    let (Some(ty), Some(ey)) = (yield_of(ctx, body, op, 0), yield_of(ctx, body, op, 1)) else { return false };
    let (then_r, else_r) = (region(body, op, 0), region(body, op, 1));
    let cond = body.operand(op, 0);
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
            let ty = rw.body().value_type(t);
            let sel = create_op(rw, "arith.select", &[cond, t, f], &[ty], &[], loc);
            results.push(rw.body().result(sel, 0));
        }
    }
    for (y, values) in [(ty, true_yields), (ey, false_yields)] {
        let block = rw.body().op_block(y).expect("yield in a block");
        let yloc = rw.body().loc(y);
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        let new_yield = create_op(rw, "scf.yield", &values, &[], &[], yloc);
        let _ = new_yield;
        rw.erase_op(y);
    }
    rw.replace_op(op, &results);
    true
}

/// Uses of the condition inside the branches become `true` / `false`.
fn condition_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let cond = body.operand(op, 0);
    if constant_value(ctx, body, cond).is_some() {
        return false;
    }
    let (then_r, else_r) = (region(body, op, 0), region(body, op, 1));
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
fn replace_if_yield_with_condition_or_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    if body.num_results(op) == 0 {
        return false;
    }
    let (Some(ty), Some(ey)) = (yield_of(ctx, body, op, 0), yield_of(ctx, body, op, 1)) else { return false };
    let then_vals: Vec<ValueId> = body.operands(ty).collect();
    let else_vals: Vec<ValueId> = body.operands(ey).collect();
    let results = results_of(body, op);
    let cond = body.operand(op, 0);
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
            let not = create_op(rw, "arith.xori", &[cond, one], &[i1], &[], loc);
            let not_v = rw.body().result(not, 0);
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
fn remove_empty_else_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    if body.num_results(op) != 0 {
        return false;
    }
    let else_r = region(body, op, 1);
    let Some(else_block) = body.entry_block(else_r) else { return false };
    let else_block = body.blocks_of(else_r).last().unwrap_or(else_block);
    if body.block_ops(else_block).count() != 1 {
        return false;
    }
    let cond = body.operand(op, 0);
    let loc = body.loc(op);
    let then_r = region(body, op, 0);
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
fn combine_ifs(next_if: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(prev_if) = body.prev_op(next_if) else { return false };
    if ctx.op_name_str(body.op_name(prev_if)) != "scf.if" {
        return false;
    }
    let (prev_cond, next_cond) = (body.operand(prev_if, 0), body.operand(next_if, 0));
    let next_then_block = |body: &Body| body.blocks_of(region(body, next_if, 0)).last();
    let next_else_block = |body: &Body| body.blocks_of(region(body, next_if, 1)).last();
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = next_then_block(body);
        next_else = next_else_block(body);
    }
    let is_not_of = |v: ValueId, x: ValueId| {
        def_op(ctx, body, v, "arith.xori").is_some_and(|xor| {
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
        b.and_then(|b| terminator(body, b)).is_some_and(|t| ctx.op_name_str(body.op_name(t)) == "scf.yield")
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
        let then_yield = terminator(rw.body(), c_block).expect("yield");
        let then_yield2 = terminator(rw.body(), nt).expect("yield");
        let mut merged: Vec<ValueId> = rw.body().operands(then_yield).collect();
        merged.extend(rw.body().operands(then_yield2));
        let yloc = rw.body().loc(then_yield2);
        rw.merge_blocks(nt, c_block, &[]);
        rw.set_insertion_point(InsertPoint::BlockEnd(c_block));
        create_op(rw, "scf.yield", &merged, &[], &[], yloc);
        rw.erase_op(then_yield);
        rw.erase_op(then_yield2);
    }
    rw.inline_region_before(region(rw.body(), prev_if, 1), c_else, None);
    if let Some(ne) = next_else {
        if rw.body().region_is_empty(c_else) {
            let from = rw.body().block_region(ne).expect("else region");
            rw.inline_region_before(from, c_else, None);
        } else {
            let c_block = rw.body().blocks_of(c_else).last().expect("else block");
            let else_yield = terminator(rw.body(), c_block).expect("yield");
            let else_yield2 = terminator(rw.body(), ne).expect("yield");
            let mut merged: Vec<ValueId> = rw.body().operands(else_yield).collect();
            merged.extend(rw.body().operands(else_yield2));
            let yloc = rw.body().loc(else_yield2);
            rw.merge_blocks(ne, c_block, &[]);
            rw.set_insertion_point(InsertPoint::BlockEnd(c_block));
            create_op(rw, "scf.yield", &merged, &[], &[], yloc);
            rw.erase_op(else_yield);
            rw.erase_op(else_yield2);
        }
    }
    let combined_results = results_of(rw.body(), combined);
    let (prev_values, next_values) = combined_results.split_at(prev_results.len());
    rw.replace_op(prev_if, prev_values);
    rw.replace_op(next_if, next_values);
    true
}

/// `if a { if b { ... } }` becomes `if (a and b) { ... }`.
fn combine_nested_ifs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(then_block) = body.blocks_of(region(body, op, 0)).last() else { return false };
    let ops: Vec<OpId> = body.block_ops(then_block).collect();
    // The nested `if` must be the only op besides the terminator.
    if ops.len() != 2 {
        return false;
    }
    let else_block = body.blocks_of(region(body, op, 1)).last();
    if else_block.is_some_and(|b| body.block_ops(b).count() != 1) {
        return false;
    }
    let nested = ops[0];
    if ctx.op_name_str(body.op_name(nested)) != "scf.if" {
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
    if terminator(body, nested_then_block).is_none_or(|t| ctx.op_name_str(body.op_name(t)) != "scf.yield") {
        return false;
    }
    let nested_then_yield: Vec<ValueId> =
        terminator(body, nested_then_block).map(|t| body.operands(t).collect()).unwrap_or_default();
    let nested_else_yield: Vec<ValueId> =
        nested_else.and_then(|b| terminator(body, b)).map(|t| body.operands(t).collect()).unwrap_or_default();
    let then_r = region(body, op, 0);
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
    let (outer_cond, inner_cond) = (body.operand(op, 0), body.operand(nested, 0));
    let result_types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let i1 = ctx.i1();
    let and = create_op(rw, "arith.andi", &[outer_cond, inner_cond], &[i1], &[], loc);
    let new_cond = rw.body().result(and, 0);
    // MLIR's builder gives the new `if` a then block (with a yield when it
    // has no results).
    let new_if = create_if(rw, new_cond, &result_types, loc);
    let new_then = region(rw.body(), new_if, 0);
    let new_block_id = new_block(rw, new_then);
    let mut results = results_of(rw.body(), new_if);
    rw.set_insertion_point(InsertPoint::Before(new_if));
    for &idx in &upgrade_to_select {
        let ty = rw.body().value_type(then_yield[idx]);
        let sel = create_op(rw, "arith.select", &[outer_cond, then_yield[idx], else_yield[idx]], &[ty], &[], loc);
        results[idx] = rw.body().result(sel, 0);
    }
    rw.merge_blocks(nested_then_block, new_block_id, &[]);
    let old_yield = terminator(rw.body(), new_block_id).expect("yield");
    let yloc = rw.body().loc(old_yield);
    rw.set_insertion_point(InsertPoint::After(old_yield));
    create_op(rw, "scf.yield", &then_yield, &[], &[], yloc);
    rw.erase_op(old_yield);
    if !else_yield.is_empty() {
        let new_else = region(rw.body(), new_if, 1);
        let eb = new_block(rw, new_else);
        rw.set_insertion_point(InsertPoint::BlockEnd(eb));
        create_op(rw, "scf.yield", &else_yield, &[], &[], loc);
    }
    rw.replace_op(op, &results);
    true
}

// --- scf.for -------------------------------------------------------------------------

/// MLIR's `computeUbMinusLb`: `ub = addi(lb, c)` with the no-wrap flag of the
/// comparison's signedness gives `c`.
fn ub_minus_lb(ctx: &Context, body: &Body, lb: ValueId, ub: ValueId, signed: bool) -> Option<ApInt> {
    let add = def_op(ctx, body, ub, "arith.addi")?;
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
fn simplify_trivial_loops(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let inits: Vec<ValueId> = body.operands(op).skip(3).collect();
    if body.operand(op, 0) == body.operand(op, 1) {
        rw.replace_op(op, &inits);
        return true;
    }
    let Some(trip) = static_trip_count(ctx, body, op) else { return false };
    if trip.is_zero() {
        rw.replace_op(op, &inits);
        return true;
    }
    let r = region(body, op, 0);
    if trip.sext_value() == 1 {
        let mut args = vec![body.operand(op, 0)];
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
fn while_condition_truth(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let (Some(before), Some(after)) = (body.entry_block(region(body, op, 0)), body.entry_block(region(body, op, 1)))
    else {
        return false;
    };
    let Some(cond_op) = terminator(body, before).filter(|&t| ctx.op_name_str(body.op_name(t)) == "scf.condition")
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
            ctx.op_name_str(name) == "scf.execute_region"
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
    create_op_with_successors(rw, "cf.br", &[], &[], &[], &[entry], loc);
    let blocks: Vec<BlockId> = rw.body().blocks_of(r).collect();
    for b in blocks {
        let Some(t) = terminator(rw.body(), b) else { continue };
        if rw.context().op_name_str(rw.body().op_name(t)) != "scf.yield" {
            continue;
        }
        let values: Vec<ValueId> = rw.body().operands(t).collect();
        let yloc = rw.body().loc(t);
        rw.set_insertion_point(InsertPoint::Before(t));
        create_op_with_successors(rw, "cf.br", &values, &[], &[], &[post_block], yloc);
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
