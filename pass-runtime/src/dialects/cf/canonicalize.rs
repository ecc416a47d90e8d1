//! `cf`'s canonicalization patterns (MLIR 22's `ControlFlowOps.cpp`):
//! branches to pass-through blocks are collapsed, a branch to a block with a
//! single predecessor merges the blocks, conditional branches on constants or
//! with identical successors become unconditional, the condition's truth is
//! propagated into the successors, `cf.switch` is simplified and a
//! `cf.assert` of `true` is erased. The patterns MLIR registers as plain
//! functions (`cf.br`, `cf.switch`, `cf.assert`) have no name, as in MLIR.

use super::{AssertOp, BranchOp, CondBranchOp, SwitchOp};
use crate::dialects::arith::consts::{const_int, int_or_splat};
use crate::dialects::arith::int::ApInt;
use crate::dialects::arith::SelectOp;
use crate::dialects::patterns::{add, create_constant};
use crate::ir::{AttrKind, BlockId, Body, Context, OpId, ValueDef, ValueId};
use crate::rewrite::{constant_value, PatternRewriter, RewritePatternSet};

/// `cf.assert`'s pattern: an assertion of `true` is erased.
pub(super) fn assert_patterns(ctx: &Context, p: &mut RewritePatternSet) {
    add(ctx, p, AssertOp::NAME, "", 1, erase_assert_of_true);
}

/// `cf.br`'s pattern: merge into a single predecessor, skip pass-through blocks.
pub(super) fn br_patterns(ctx: &Context, p: &mut RewritePatternSet) {
    add(ctx, p, BranchOp::NAME, "", 1, canonicalize_br);
}

/// `cf.cond_br`'s patterns, named and ordered as MLIR registers them.
pub(super) fn cond_br_patterns(ctx: &Context, p: &mut RewritePatternSet) {
    add(ctx, p, CondBranchOp::NAME, "(anonymous namespace)::SimplifyConstCondBranchPred", 1, const_cond_branch);
    add(ctx, p, CondBranchOp::NAME, "(anonymous namespace)::SimplifyPassThroughCondBranch", 1, pass_through_cond_br);
    add(
        ctx,
        p,
        CondBranchOp::NAME,
        "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
        1,
        cond_br_identical_successors,
    );
    add(
        ctx,
        p,
        CondBranchOp::NAME,
        "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
        1,
        cond_br_from_cond_br_on_same_condition,
    );
    add(ctx, p, CondBranchOp::NAME, "(anonymous namespace)::CondBranchTruthPropagation", 1, cond_br_truth_propagation);
}

/// `cf.switch`'s patterns, in MLIR's order.
pub(super) fn switch_patterns(ctx: &Context, p: &mut RewritePatternSet) {
    add(ctx, p, SwitchOp::NAME, "", 1, switch_with_only_default);
    add(ctx, p, SwitchOp::NAME, "", 1, drop_switch_cases_that_match_default);
    add(ctx, p, SwitchOp::NAME, "", 1, const_switch_value);
    add(ctx, p, SwitchOp::NAME, "", 1, pass_through_switch);
    add(ctx, p, SwitchOp::NAME, "", 1, switch_from_switch_on_same_condition);
    add(ctx, p, SwitchOp::NAME, "", 1, switch_from_default_switch_on_same_condition);
}

// --- Helpers -----------------------------------------------------------------------

fn is(ctx: &Context, body: &Body, op: OpId, name: &str) -> bool {
    ctx.op_name_str(body.op_name(op)) == name
}

fn block_of(body: &Body, op: OpId) -> BlockId {
    body.op_block(op).expect("terminator in a block")
}

/// The values a branch passes to each successor (`cf.br`, `cf.cond_br`,
/// `cf.switch`), split by the op's segment properties.
fn successor_operands(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<Vec<ValueId>>> {
    let all: Vec<ValueId> = body.operands(op).collect();
    let segments = |name: &str| -> Option<Vec<usize>> {
        match ctx.attr_kind(ctx.dict_get(body.props(op), name)?) {
            AttrKind::DenseArray { values, .. } => values.iter().map(|&v| usize::try_from(v).ok()).collect(),
            _ => None,
        }
    };
    match ctx.op_name_str(body.op_name(op)) {
        BranchOp::NAME => Some(vec![all]),
        CondBranchOp::NAME => {
            let seg = segments("operandSegmentSizes")?;
            let (t, f) = (*seg.get(1)?, *seg.get(2)?);
            let start = 1;
            Some(vec![all.get(start..start + t)?.to_vec(), all.get(start + t..start + t + f)?.to_vec()])
        }
        SwitchOp::NAME => {
            let seg = segments("operandSegmentSizes")?;
            let mut at = *seg.first()?;
            let default_n = *seg.get(1)?;
            let mut out = vec![all.get(at..at + default_n)?.to_vec()];
            at += default_n;
            for n in segments("case_operand_segments").unwrap_or_default() {
                out.push(all.get(at..at + n)?.to_vec());
                at += n;
            }
            Some(out)
        }
        _ => None,
    }
}

/// The predecessor edges of `block` (one per successor slot targeting it).
fn predecessors(body: &Body, block: BlockId) -> Vec<BlockId> {
    body.predecessors(block)
}

/// `Block::getSinglePredecessor`: the predecessor when exactly one edge
/// enters the block.
fn single_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let preds = predecessors(body, block);
    (preds.len() == 1).then(|| preds[0])
}

/// `Block::getUniquePredecessor`: the predecessor when every edge entering
/// the block comes from the same block.
fn unique_predecessor(body: &Body, block: BlockId) -> Option<BlockId> {
    let preds = predecessors(body, block);
    let first = *preds.first()?;
    preds.iter().all(|&p| p == first).then_some(first)
}

/// The block holding `op`, and its single predecessor's terminator when that
/// is a `kind` op: where the same-condition patterns learn the condition.
fn single_predecessor_terminator(ctx: &Context, body: &Body, op: OpId, kind: &str) -> Option<(BlockId, OpId)> {
    let current = block_of(body, op);
    let pred_term = body.last_op(single_predecessor(body, current)?)?;
    is(ctx, body, pred_term, kind).then_some((current, pred_term))
}

/// MLIR's `collapseBranch`: when `successor` holds only a `cf.br` that uses
/// its arguments for nothing else (and does not loop to itself), the branch
/// can target that `cf.br`'s destination directly. Returns the new
/// destination and operands.
fn collapse_branch(
    ctx: &Context,
    body: &Body,
    successor: BlockId,
    operands: &[ValueId],
) -> Option<(BlockId, Vec<ValueId>)> {
    let br = body.first_op(successor)?;
    if body.next_op(br).is_some() || !is(ctx, body, br, BranchOp::NAME) {
        return None;
    }
    for &arg in body.block_args(successor) {
        if body.uses_of(arg).any(|u| body.use_owner(u).0 != br) {
            return None;
        }
    }
    let dest = *body.successors(br).first()?;
    if dest == successor || reaches_a_branch_cycle(ctx, body, successor, dest) {
        return None;
    }
    let br_operands: Vec<ValueId> = body.operands(br).collect();
    if body.block_args(successor).is_empty() {
        return Some((dest, br_operands));
    }
    let remapped = br_operands
        .into_iter()
        .map(|v| match body.value_def(v) {
            ValueDef::BlockArg { block, index } if block == successor => operands[index as usize],
            _ => v,
        })
        .collect();
    Some((dest, remapped))
}

/// MLIR 22's cycle guard in `collapseBranch`: following the `cf.br`
/// terminators from `dest` (whatever else those blocks hold) comes back to a
/// block already seen, `successor` included. Collapsing into such a chain
/// would only move the branch around the cycle, and two collapses in a row
/// could undo each other forever (`^a -> ^b -> ^a`). The walk visits each
/// block at most once, so it ends on any CFG.
fn reaches_a_branch_cycle(ctx: &Context, body: &Body, successor: BlockId, dest: BlockId) -> bool {
    let mut visited: std::collections::HashSet<BlockId> = [successor, dest].into_iter().collect();
    let mut block = dest;
    while let Some(term) = body.last_op(block).filter(|&t| is(ctx, body, t, BranchOp::NAME)) {
        let Some(&next) = body.successors(term).first() else { return false };
        if !visited.insert(next) {
            return true;
        }
        block = next;
    }
    false
}

/// Creates `cf.br` to `dest` with `operands` and replaces `op` with it.
fn replace_with_br(rw: &mut PatternRewriter<'_>, op: OpId, dest: BlockId, operands: &[ValueId]) {
    let loc = rw.body().loc(op);
    BranchOp::build(rw, loc, operands, dest);
    rw.replace_op(op, &[]);
}

/// Creates `cf.cond_br` and replaces `op` with it, keeping `op`'s
/// `branch_weights` (as MLIR 22's builder call passes them on).
fn replace_with_cond_br(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    cond: ValueId,
    (t, t_ops): (BlockId, &[ValueId]),
    (f, f_ops): (BlockId, &[ValueId]),
) {
    let ctx = rw.context();
    let loc = rw.body().loc(op);
    let weights = CondBranchOp::from_op(rw, op).and_then(|old| old.branch_weights(rw)).map(<[i128]>::to_vec);
    let cond_br = CondBranchOp::build(rw, loc, cond, t_ops, f_ops, t, f);
    // The new op is this pattern's own: set before anything reads it.
    cond_br.set_branch_weights(ctx, rw.body_mut(), weights.as_deref());
    rw.replace_op(op, &[]);
}

// --- cf.assert -------------------------------------------------------------------------

/// `cf.assert` of a constant `true` is erased.
fn erase_assert_of_true(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    if !const_int(ctx, body, body.operand(op, 0)).is_some_and(ApInt::is_one) {
        return false;
    }
    rw.erase_op(op);
    true
}

// --- cf.br ---------------------------------------------------------------------------

/// `BranchOp::canonicalize`: merge into a single-predecessor successor, or
/// skip a pass-through successor.
fn canonicalize_br(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    br_to_block_with_single_pred(op, rw) || pass_through_br(op, rw)
}

fn br_to_block_with_single_pred(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    let Some(&succ) = body.successors(op).first() else { return false };
    let parent = block_of(body, op);
    if succ == parent || predecessors(body, succ).len() != 1 {
        return false;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    rw.erase_op(op);
    rw.merge_blocks(succ, parent, &operands);
    true
}

fn pass_through_br(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(&dest) = body.successors(op).first() else { return false };
    if dest == block_of(body, op) {
        return false;
    }
    let operands: Vec<ValueId> = body.operands(op).collect();
    let Some((new_dest, new_operands)) = collapse_branch(ctx, body, dest, &operands) else { return false };
    replace_with_br(rw, op, new_dest, &new_operands);
    true
}

// --- cf.cond_br ------------------------------------------------------------------------

struct CondBr {
    cond: ValueId,
    true_dest: BlockId,
    false_dest: BlockId,
    true_ops: Vec<ValueId>,
    false_ops: Vec<ValueId>,
}

impl CondBr {
    /// Replaces the branch `op` with a `cf.br` to the successor it takes
    /// when its condition is `taken`.
    fn replace_with_branch_taken(&self, rw: &mut PatternRewriter<'_>, op: OpId, taken: bool) {
        if taken {
            replace_with_br(rw, op, self.true_dest, &self.true_ops);
        } else {
            replace_with_br(rw, op, self.false_dest, &self.false_ops);
        }
    }
}

fn cond_br(ctx: &Context, body: &Body, op: OpId) -> Option<CondBr> {
    let succ = body.successors(op);
    let groups = successor_operands(ctx, body, op)?;
    let [t, f]: [Vec<ValueId>; 2] = groups.try_into().ok()?;
    Some(CondBr {
        cond: body.operand(op, 0),
        true_dest: *succ.first()?,
        false_dest: *succ.get(1)?,
        true_ops: t,
        false_ops: f,
    })
}

/// `cf.cond_br` on a constant: an unconditional branch to the taken successor.
fn const_cond_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(c) = cond_br(ctx, body, op) else { return false };
    let Some(v) = const_int(ctx, body, c.cond) else { return false };
    c.replace_with_branch_taken(rw, op, !v.is_zero());
    true
}

/// Successors that only branch on are skipped.
fn pass_through_cond_br(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(c) = cond_br(ctx, body, op) else { return false };
    let t = collapse_branch(ctx, body, c.true_dest, &c.true_ops);
    let f = collapse_branch(ctx, body, c.false_dest, &c.false_ops);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (td, tops) = t.unwrap_or((c.true_dest, c.true_ops));
    let (fd, fops) = f.unwrap_or((c.false_dest, c.false_ops));
    replace_with_cond_br(rw, op, c.cond, (td, &tops), (fd, &fops));
    true
}

/// Both successors the same block: an unconditional branch, with selects for
/// the operands that differ (when this block is the only predecessor).
fn cond_br_identical_successors(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(c) = cond_br(ctx, body, op) else { return false };
    if c.true_dest != c.false_dest {
        return false;
    }
    if c.true_ops == c.false_ops {
        replace_with_br(rw, op, c.true_dest, &c.true_ops);
        return true;
    }
    if unique_predecessor(body, c.true_dest) != Some(block_of(body, op)) {
        return false;
    }
    let loc = body.loc(op);
    let mut merged = Vec::with_capacity(c.true_ops.len());
    for (&t, &f) in c.true_ops.iter().zip(&c.false_ops) {
        if t == f {
            merged.push(t);
        } else {
            merged.push(SelectOp::build(rw, loc, c.cond, t, f).result(rw));
        }
    }
    replace_with_br(rw, op, c.true_dest, &merged);
    true
}

/// A `cf.cond_br` whose only predecessor branched on the same condition knows
/// which way it goes.
fn cond_br_from_cond_br_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some((current, pred_term)) = single_predecessor_terminator(ctx, body, op, CondBranchOp::NAME) else {
        return false;
    };
    let (Some(c), Some(p)) = (cond_br(ctx, body, op), cond_br(ctx, body, pred_term)) else { return false };
    if c.cond != p.cond {
        return false;
    }
    c.replace_with_branch_taken(rw, op, current == p.true_dest);
    true
}

/// In a successor reached only from this branch, the condition is known:
/// its uses there become `true` / `false`.
fn cond_br_truth_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(c) = cond_br(ctx, body, op) else { return false };
    let loc = body.loc(op);
    let mut replaced = false;
    for (dest, value) in [(c.true_dest, true), (c.false_dest, false)] {
        if single_predecessor(rw.body(), dest).is_none() {
            continue;
        }
        let mut constant: Option<ValueId> = None;
        let uses: Vec<(OpId, usize)> = rw.body().uses_of(c.cond).map(|u| rw.body().use_owner(u)).collect();
        for (owner, index) in uses {
            if rw.body().op_block(owner) != Some(dest) {
                continue;
            }
            replaced = true;
            if constant.is_none() {
                constant = create_constant(rw, ctx.bool_attr(value), loc);
            }
            let Some(k) = constant else { continue };
            rw.modify_op_in_place(owner, |b| b.set_operand(owner, index, k));
        }
    }
    replaced
}

// --- cf.switch -------------------------------------------------------------------------

struct Switch {
    flag: ValueId,
    default_dest: BlockId,
    default_ops: Vec<ValueId>,
    case_values: Vec<ApInt>,
    case_dests: Vec<BlockId>,
    case_ops: Vec<Vec<ValueId>>,
}

fn switch(ctx: &Context, body: &Body, op: OpId) -> Option<Switch> {
    let mut groups = successor_operands(ctx, body, op)?;
    let succ = body.successors(op);
    let flag = body.operand(op, 0);
    let width = crate::dialects::arith::consts::int_width(ctx, body.value_type(flag))?;
    let case_values: Vec<ApInt> = match ctx.dict_get(body.props(op), "case_values").map(|a| ctx.attr_kind(a)) {
        None => Vec::new(),
        Some(AttrKind::DenseElements { splat, data: crate::ir::DenseData::Ints(v), .. }) => {
            let n = succ.len().checked_sub(1)?;
            if *splat {
                vec![ApInt::from_i128(width, *v.first()?); n]
            } else {
                v.iter().map(|&x| ApInt::from_i128(width, x)).collect()
            }
        }
        _ => return None,
    };
    if groups.is_empty() || case_values.len() + 1 != succ.len() || groups.len() != succ.len() {
        return None;
    }
    let default_ops = groups.remove(0);
    Some(Switch {
        flag,
        default_dest: succ[0],
        default_ops,
        case_values,
        case_dests: succ[1..].to_vec(),
        case_ops: groups,
    })
}

/// The elements of `v` whose `keep` entry is set.
fn pick<T: Clone>(v: &[T], keep: &[bool]) -> Vec<T> {
    v.iter().zip(keep).filter(|(_, &k)| k).map(|(x, _)| x.clone()).collect()
}

/// Replaces the switch `op` (`s`) with one keeping only the cases whose
/// `keep` entry is set; false, changing nothing, when it keeps them all.
fn replace_with_cases_kept(rw: &mut PatternRewriter<'_>, op: OpId, s: Switch, keep: &[bool]) -> bool {
    if keep.iter().all(|&k| k) {
        return false;
    }
    let new = Switch {
        case_values: pick(&s.case_values, keep),
        case_dests: pick(&s.case_dests, keep),
        case_ops: pick(&s.case_ops, keep),
        ..s
    };
    replace_with_switch(rw, op, &new);
    true
}

/// Replaces `op` with a `cf.switch` built from `s` (MLIR's builder: no
/// `case_values` when there are no cases).
fn replace_with_switch(rw: &mut PatternRewriter<'_>, op: OpId, s: &Switch) {
    let ctx = rw.context();
    let loc = rw.body().loc(op);
    let flag_ty = rw.body().value_type(s.flag);
    let case_operands: Vec<&[ValueId]> = s.case_ops.iter().map(Vec::as_slice).collect();
    let switch = SwitchOp::build(rw, loc, s.flag, &s.default_ops, &case_operands, s.default_dest, &s.case_dests);
    if !s.case_values.is_empty() {
        let values: Vec<i128> = s.case_values.iter().map(|v| ctx.normalize_int(flag_ty, v.sext_value())).collect();
        // The new op is this pattern's own: set before anything reads it.
        switch.set_case_values(ctx, rw.body_mut(), Some(super::case_values_attr(ctx, flag_ty, &values)));
    }
    rw.replace_op(op, &[]);
}

/// A `cf.switch` with only a default destination is a `cf.br`.
fn switch_with_only_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(s) = switch(ctx, body, op) else { return false };
    if !s.case_dests.is_empty() {
        return false;
    }
    replace_with_br(rw, op, s.default_dest, &s.default_ops);
    true
}

/// Cases going where the default goes, with the same operands, are dropped.
fn drop_switch_cases_that_match_default(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(s) = switch(ctx, body, op) else { return false };
    let keep: Vec<bool> = (0..s.case_dests.len())
        .map(|i| !(s.case_dests[i] == s.default_dest && s.case_ops[i] == s.default_ops))
        .collect();
    replace_with_cases_kept(rw, op, s, &keep)
}

/// MLIR's `foldSwitch`: a branch to the case of `value` (or the default).
fn fold_switch(rw: &mut PatternRewriter<'_>, op: OpId, s: &Switch, value: ApInt) {
    match s.case_values.iter().position(|&c| c == value) {
        Some(i) => replace_with_br(rw, op, s.case_dests[i], &s.case_ops[i]),
        None => replace_with_br(rw, op, s.default_dest, &s.default_ops),
    }
}

/// A `cf.switch` on a constant is a branch to the matching case.
fn const_switch_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(s) = switch(ctx, body, op) else { return false };
    let Some(value) = int_or_splat(ctx, constant_value(ctx, body, s.flag)) else { return false };
    fold_switch(rw, op, &s, value);
    true
}

/// Destinations that only branch on are skipped.
fn pass_through_switch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(mut s) = switch(ctx, body, op) else { return false };
    let mut changed = false;
    for i in 0..s.case_dests.len() {
        if let Some((d, ops)) = collapse_branch(ctx, body, s.case_dests[i], &s.case_ops[i]) {
            s.case_dests[i] = d;
            s.case_ops[i] = ops;
            changed = true;
        }
    }
    if let Some((d, ops)) = collapse_branch(ctx, body, s.default_dest, &s.default_ops) {
        s.default_dest = d;
        s.default_ops = ops;
        changed = true;
    }
    if !changed {
        return false;
    }
    replace_with_switch(rw, op, &s);
    true
}

/// A `cf.switch` reached only from a case of a switch on the same flag knows
/// the flag's value.
fn switch_from_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some((current, pred_term)) = single_predecessor_terminator(ctx, body, op, SwitchOp::NAME) else { return false };
    let (Some(s), Some(p)) = (switch(ctx, body, op), switch(ctx, body, pred_term)) else { return false };
    if s.flag != p.flag || p.default_dest == current {
        return false;
    }
    match p.case_dests.iter().position(|&d| d == current) {
        Some(i) => fold_switch(rw, op, &s, p.case_values[i]),
        None => replace_with_br(rw, op, s.default_dest, &s.default_ops),
    }
    true
}

/// A `cf.switch` reached only from the default of a switch on the same flag
/// cannot take that switch's other cases.
fn switch_from_default_switch_on_same_condition(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some((current, pred_term)) = single_predecessor_terminator(ctx, body, op, SwitchOp::NAME) else { return false };
    let (Some(s), Some(p)) = (switch(ctx, body, op), switch(ctx, body, pred_term)) else { return false };
    if s.flag != p.flag || p.default_dest != current {
        return false;
    }
    let impossible: Vec<ApInt> =
        p.case_values.iter().zip(&p.case_dests).filter(|(_, &d)| d != current).map(|(&v, _)| v).collect();
    let keep: Vec<bool> = s.case_values.iter().map(|v| !impossible.contains(v)).collect();
    replace_with_cases_kept(rw, op, s, &keep)
}
