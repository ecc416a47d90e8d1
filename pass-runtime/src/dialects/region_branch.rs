//! MLIR 22's canonicalization patterns for region branch ops
//! (`populateRegionBranchOpInterfaceCanonicalizationPatterns` in
//! `ControlFlowInterfaces.cpp`), for the `scf` ops: which values flow along
//! the op's control-flow edges (successor operands to successor inputs), and
//! the three patterns built on that: making successor inputs dead by
//! replacing them with the single value they can hold, merging duplicate
//! inputs, and removing dead inputs with their operands.

use crate::dialects::patterns::add;
use crate::dialects::scf::{ConditionOp, ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp};
use crate::ir::{BlockId, Body, Context, InsertPoint, OpId, OpSpec, RegionId, ValueDef, ValueId};
use crate::rewrite::{PatternRewriter, RewritePatternSet};

/// A successor operand: operand `index` of op `owner` (the region branch op
/// itself for entry operands, or a terminator in its regions).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct SuccessorOperand {
    owner: OpId,
    index: usize,
}

/// For each successor operand, the successor inputs it flows to, in MLIR's
/// order (branch points: the op, then terminators in region order; for each,
/// its successors in `getSuccessorRegions` order).
type Mapping = Vec<(SuccessorOperand, Vec<ValueId>)>;

fn push(mapping: &mut Mapping, owner: OpId, first_operand: usize, inputs: &[ValueId]) {
    for (i, &input) in inputs.iter().enumerate() {
        let key = SuccessorOperand { owner, index: first_operand + i };
        match mapping.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(input),
            None => mapping.push((key, vec![input])),
        }
    }
}

fn terminator_named(ctx: &Context, body: &Body, block: BlockId, name: &str) -> Option<OpId> {
    let t = body.last_op(block)?;
    (ctx.op_name_str(body.op_name(t)) == name).then_some(t)
}

fn region_block(body: &Body, region: RegionId) -> Option<BlockId> {
    body.entry_block(region)
}

/// The successor operand to input mapping of a region branch op of the `scf`
/// dialect, or `None` for other ops and malformed ones.
pub(crate) fn successor_mapping(ctx: &Context, body: &Body, op: OpId) -> Option<Mapping> {
    let name = ctx.op_name_str(body.op_name(op));
    let results: Vec<ValueId> = body.results(op).collect();
    let regions = body.regions(op).to_vec();
    let mut mapping = Mapping::new();
    match name {
        ForOp::NAME => {
            let block = region_block(body, *regions.first()?)?;
            let iter_args: Vec<ValueId> = body.block_args(block).get(1..)?.to_vec();
            if body.num_operands(op) != 3 + iter_args.len() || iter_args.len() != results.len() {
                return None;
            }
            // The op enters the body or skips it.
            push(&mut mapping, op, 3, &iter_args);
            push(&mut mapping, op, 3, &results);
            let y = terminator_named(ctx, body, block, YieldOp::NAME)?;
            if body.num_operands(y) != results.len() {
                return None;
            }
            push(&mut mapping, y, 0, &iter_args);
            push(&mut mapping, y, 0, &results);
        }
        IfOp::NAME | ExecuteRegionOp::NAME | IndexSwitchOp::NAME => {
            for &r in &regions {
                for b in body.blocks_of(r) {
                    if let Some(y) = terminator_named(ctx, body, b, YieldOp::NAME) {
                        if body.num_operands(y) != results.len() {
                            return None;
                        }
                        push(&mut mapping, y, 0, &results);
                    }
                }
            }
        }
        WhileOp::NAME => {
            let before = region_block(body, *regions.first()?)?;
            let after = region_block(body, *regions.get(1)?)?;
            let before_args = body.block_args(before).to_vec();
            let after_args = body.block_args(after).to_vec();
            push(&mut mapping, op, 0, &before_args);
            let cond = terminator_named(ctx, body, before, ConditionOp::NAME)?;
            if body.num_operands(cond) != 1 + after_args.len() || after_args.len() != results.len() {
                return None;
            }
            push(&mut mapping, cond, 1, &after_args);
            push(&mut mapping, cond, 1, &results);
            let y = terminator_named(ctx, body, after, YieldOp::NAME)?;
            if body.num_operands(y) != before_args.len() || body.num_operands(op) != before_args.len() {
                return None;
            }
            push(&mut mapping, y, 0, &before_args);
        }
        _ => return None,
    }
    Some(mapping)
}

/// The inverse mapping: each successor input and the operands flowing to it,
/// inputs in first-appearance order.
fn invert(mapping: &Mapping) -> Vec<(ValueId, Vec<SuccessorOperand>)> {
    let mut out: Vec<(ValueId, Vec<SuccessorOperand>)> = Vec::new();
    for (operand, inputs) in mapping {
        for &input in inputs {
            match out.iter_mut().find(|(v, _)| *v == input) {
                Some((_, ops)) => ops.push(*operand),
                None => out.push((input, vec![*operand])),
            }
        }
    }
    out
}

fn operand_value(body: &Body, o: SuccessorOperand) -> ValueId {
    body.operand(o.owner, o.index)
}

/// The non-input values `value` (a successor input) can hold: operands
/// flowing to it, traced through other inputs.
fn reachable_values(body: &Body, value: ValueId, inverse: &[(ValueId, Vec<SuccessorOperand>)]) -> Vec<ValueId> {
    let mut reachable = Vec::new();
    let mut visited = Vec::new();
    let mut worklist = vec![value];
    while let Some(next) = worklist.pop() {
        match inverse.iter().find(|(v, _)| *v == next) {
            None => {
                if !reachable.contains(&next) {
                    reachable.push(next);
                }
            }
            Some((_, operands)) => {
                for &o in operands {
                    let v = operand_value(body, o);
                    if !visited.contains(&v) {
                        visited.push(v);
                        worklist.push(v);
                    }
                }
            }
        }
    }
    reachable
}

/// The region holding `v` (a block argument's block's region, or an op
/// result's op's region).
fn value_region(body: &Body, v: ValueId) -> Option<RegionId> {
    match body.value_def(v) {
        ValueDef::BlockArg { block, .. } => body.block_region(block),
        ValueDef::Result { op, .. } => body.op_block(op).and_then(|b| body.block_region(b)),
        ValueDef::Detached => None,
    }
}

/// MLIR's `isDefinedBefore`: whether `a` (a value reachable from the
/// successor input `b`) may replace `b`.
fn is_defined_before(body: &Body, op: OpId, a: ValueId, b: ValueId) -> bool {
    let a_in_op = value_region(body, a).and_then(|r| body.region_parent(r)) == Some(op);
    if !a_in_op {
        return true;
    }
    match (body.value_def(a), body.value_def(b)) {
        (_, ValueDef::Result { .. }) => false,
        (ValueDef::BlockArg { block: ab, .. }, ValueDef::BlockArg { block: bb, .. }) => ab == bb,
        _ => false,
    }
}

/// `MakeRegionBranchOpSuccessorInputsDead`: replaces every used successor
/// input that can hold a single (dominating) value with that value.
fn make_successor_inputs_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(mapping) = successor_mapping(ctx, body, op) else { return false };
    let inverse = invert(&mapping);
    let mut changed = false;
    for (value, _) in &inverse {
        let body = rw.body();
        if body.use_empty(*value) {
            continue;
        }
        let reachable = reachable_values(body, *value, &inverse);
        if reachable.len() != 1 || !is_defined_before(body, op, reachable[0], *value) {
            continue;
        }
        rw.replace_all_uses_with(*value, reachable[0]);
        changed = true;
    }
    changed
}

/// A tiny union-find over successor inputs.
struct TiedSets {
    values: Vec<ValueId>,
    parent: Vec<usize>,
}

impl TiedSets {
    fn index(&mut self, v: ValueId) -> usize {
        if let Some(i) = self.values.iter().position(|&x| x == v) {
            return i;
        }
        self.values.push(v);
        self.parent.push(self.parent.len());
        self.parent.len() - 1
    }

    fn find(&self, mut i: usize) -> usize {
        while self.parent[i] != i {
            i = self.parent[i];
        }
        i
    }

    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[rb] = ra;
        }
    }
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`: erases each set of tied
/// successor inputs that are all unused, with the operands flowing to them.
fn remove_dead_successor_inputs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(mapping) = successor_mapping(ctx, body, op) else { return false };
    let mut sets = TiedSets { values: Vec::new(), parent: Vec::new() };
    for (_, inputs) in &mapping {
        let first = sets.index(inputs[0]);
        for &other in &inputs[1..] {
            let o = sets.index(other);
            sets.union(first, o);
        }
    }
    let n = sets.values.len();
    let dead_root: Vec<bool> = {
        let mut live = vec![false; n];
        for i in 0..n {
            if !body.use_empty(sets.values[i]) {
                live[sets.find(i)] = true;
            }
        }
        (0..n).map(|i| !live[sets.find(i)]).collect()
    };
    let to_remove: Vec<ValueId> = (0..n).filter(|&i| dead_root[i]).map(|i| sets.values[i]).collect();
    if to_remove.is_empty() {
        return false;
    }
    // Operands flowing to removed inputs, per owner, highest index first.
    let mut operands: Vec<SuccessorOperand> =
        mapping.iter().filter(|(_, inputs)| inputs.iter().any(|v| to_remove.contains(v))).map(|(o, _)| *o).collect();
    operands.sort_by_key(|o| std::cmp::Reverse(o.index));
    let mut owners: Vec<OpId> = Vec::new();
    for o in &operands {
        if !owners.contains(&o.owner) {
            owners.push(o.owner);
        }
    }
    for owner in owners {
        rw.modify_op_in_place(owner, |body| {
            for o in operands.iter().filter(|o| o.owner == owner) {
                body.erase_operand(o.owner, o.index);
            }
        });
    }
    // Block arguments, highest index first.
    let mut args: Vec<(BlockId, usize)> = to_remove
        .iter()
        .filter_map(|&v| match rw.body().value_def(v) {
            ValueDef::BlockArg { block, index } => Some((block, index as usize)),
            _ => None,
        })
        .collect();
    args.sort_by_key(|a| std::cmp::Reverse(a.1));
    if !args.is_empty() {
        rw.modify_op_in_place(op, |body| {
            for (block, index) in args {
                body.erase_block_arg(block, index);
            }
        });
    }
    let dead_results: Vec<usize> =
        rw.body().results(op).enumerate().filter(|(_, v)| to_remove.contains(v)).map(|(i, _)| i).collect();
    if !dead_results.is_empty() {
        erase_op_results(rw, op, &dead_results);
    }
    true
}

/// MLIR's `RewriterBase::eraseOpResults`: replaces `op` with a copy without
/// the results at `indices` (which must be unused), moving its regions.
pub(crate) fn erase_op_results(rw: &mut PatternRewriter<'_>, op: OpId, indices: &[usize]) -> OpId {
    let ctx = rw.context();
    let body = rw.body();
    let kept: Vec<ValueId> =
        body.results(op).enumerate().filter(|(i, _)| !indices.contains(i)).map(|(_, v)| v).collect();
    let types: Vec<_> = kept.iter().map(|&v| body.value_type(v)).collect();
    let operands: Vec<ValueId> = body.operands(op).collect();
    let successors = body.successors(op).to_vec();
    let old_regions = body.regions(op).to_vec();
    let spec = OpSpec {
        operands: &operands,
        results: &types,
        props: body.props(op),
        attrs: body.attrs(op),
        successors: &successors,
        num_regions: old_regions.len(),
        ..OpSpec::new(ctx, body.op_name(op), body.loc(op))
    };
    rw.set_insertion_point(InsertPoint::Before(op));
    let new = rw.create(&spec);
    let new_regions = rw.body().regions(new).to_vec();
    for (from, to) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(from, to, None);
    }
    let new_results: Vec<ValueId> = rw.body().results(new).collect();
    for (from, to) in kept.into_iter().zip(new_results) {
        rw.replace_all_uses_with(from, to);
    }
    rw.erase_op(op);
    new
}

/// The argument or result number of a value.
fn arg_or_result_number(body: &Body, v: ValueId) -> u32 {
    match body.value_def(v) {
        ValueDef::BlockArg { index, .. } | ValueDef::Result { index, .. } => index,
        ValueDef::Detached => u32::MAX,
    }
}

/// The block or op owning a value, for `haveSameOwner`.
fn owner_key(body: &Body, v: ValueId) -> (u8, u32) {
    match body.value_def(v) {
        ValueDef::BlockArg { block, .. } => (0, crate::ir::EntityId::index(block) as u32),
        ValueDef::Result { op, .. } => (1, crate::ir::EntityId::index(op) as u32),
        ValueDef::Detached => (2, 0),
    }
}

/// `RemoveDuplicateSuccessorInputUses`: replaces a successor input with an
/// earlier one of the same block or op that every predecessor feeds the same
/// value.
fn remove_duplicate_successor_input_uses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(mapping) = successor_mapping(ctx, body, op) else { return false };
    let inverse = invert(&mapping);
    let mut inputs: Vec<&(ValueId, Vec<SuccessorOperand>)> = inverse.iter().collect();
    inputs.sort_by_key(|(v, _)| arg_or_result_number(body, *v));
    let mut changed = false;
    for i in 0..inputs.len() {
        for j in i + 1..inputs.len() {
            let body = rw.body();
            let (input1, ops1) = inputs[i];
            let (input2, ops2) = inputs[j];
            if body.use_empty(*input2) || owner_key(body, *input1) != owner_key(body, *input2) {
                continue;
            }
            let values = |ops: &[SuccessorOperand]| -> Vec<(OpId, ValueId)> {
                let mut v: Vec<(OpId, ValueId)> = ops.iter().map(|o| (o.owner, operand_value(body, *o))).collect();
                v.sort_by_key(|(owner, _)| crate::ir::EntityId::index(*owner));
                v
            };
            if values(ops1) == values(ops2) {
                rw.replace_all_uses_with(*input2, *input1);
                changed = true;
            }
        }
    }
    changed
}

/// Adds the three region branch patterns for the op `root`.
pub(crate) fn add_patterns(ctx: &Context, patterns: &mut RewritePatternSet, root: &str) {
    add(
        ctx,
        patterns,
        root,
        "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
        1,
        make_successor_inputs_dead,
    );
    add(
        ctx,
        patterns,
        root,
        "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
        1,
        remove_duplicate_successor_input_uses,
    );
    add(
        ctx,
        patterns,
        root,
        "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
        1,
        remove_dead_successor_inputs,
    );
}
