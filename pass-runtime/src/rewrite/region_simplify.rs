//! Region simplification, as MLIR's `Transforms/Utils/RegionUtils.cpp`:
//! unreachable-block removal, region dead-code elimination (dead ops, dead
//! cycles and dead block arguments), and, for the aggressive level,
//! identical-block merging and removal of block arguments that every
//! predecessor passes the same value.
//!
//! Each function works within one [`Body`]: the regions of nested isolated
//! ops live in bodies of their own, and whoever holds them (the greedy
//! driver) simplifies them separately. That gives the same result as MLIR's
//! single walk, since no value crosses an isolated op.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::rewriter::{PatternRewriter, RewriteListener};
use crate::interfaces::BranchOp;
use crate::ir::effects::would_op_be_trivially_dead;
use crate::ir::{BlockId, Body, Context, EntityId, OpId, RegionId, Traits, ValueDef, ValueId};

/// The blocks reachable from `entry` in post-order (each block after the
/// blocks it branches to), as `llvm::post_order`. A block's successors are
/// those of its last op, except in a single-block region. No allocation for
/// a single-block region, the common case.
pub(crate) fn post_order(body: &Body, entry: BlockId) -> SmallVec<[BlockId; 4]> {
    let mut out = SmallVec::new();
    if body.next_block(entry).is_none() && body.prev_block(entry).is_none() {
        out.push(entry);
        return out;
    }
    let mut visited = vec![false; body.block_capacity()];
    visited[entry.index()] = true;
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    while let Some(top) = stack.last_mut() {
        let (block, next) = *top;
        if let Some(&succ) = block_successors(body, block).get(next) {
            top.1 += 1;
            if !visited[succ.index()] {
                visited[succ.index()] = true;
                stack.push((succ, 0));
            }
        } else {
            out.push(block);
            stack.pop();
        }
    }
    out
}

/// The successors of `block`: those of its last op.
fn block_successors(body: &Body, block: BlockId) -> &[BlockId] {
    match body.last_op(block) {
        Some(last) => body.successors(last),
        None => &[],
    }
}

/// The `BranchOp` interface of `op`, if it has one.
fn branch_of<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c BranchOp> {
    ctx.op_def(body.op_name(op))?.get_interface::<BranchOp>()
}

/// True for a registered terminator.
fn is_terminator(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::TERMINATOR))
}

// ----- unreachable blocks ---------------------------------------------------

/// Erases the blocks of `regions` (and of the regions nested in them) that
/// cannot be reached from their region's entry block (MLIR's
/// `eraseUnreachableBlocks`). True if any block was erased.
pub fn erase_unreachable_blocks(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut erased_any = false;
    let mut worklist: SmallVec<[RegionId; 8]> = regions.into();
    let mut reachable: Vec<bool> = Vec::new();
    let mut stack: Vec<BlockId> = Vec::new();
    while let Some(region) = worklist.pop() {
        let Some(entry) = body.entry_block(region) else { continue };
        if body.next_block(entry).is_none() {
            push_nested_regions(body, entry, &mut worklist);
            continue;
        }
        reachable.clear();
        reachable.resize(body.block_capacity(), false);
        reachable[entry.index()] = true;
        stack.clear();
        stack.push(entry);
        while let Some(block) = stack.pop() {
            for &succ in block_successors(body, block) {
                if !reachable[succ.index()] {
                    reachable[succ.index()] = true;
                    stack.push(succ);
                }
            }
        }
        let mut cursor = Some(entry);
        while let Some(block) = cursor {
            cursor = body.next_block(block);
            if reachable[block.index()] {
                push_nested_regions(body, block, &mut worklist);
                continue;
            }
            drop_uses_of_block_args(body, block);
            PatternRewriter::new(ctx, body, listener).erase_block(block);
            erased_any = true;
        }
    }
    erased_any
}

fn push_nested_regions(body: &Body, block: BlockId, worklist: &mut SmallVec<[RegionId; 8]>) {
    for op in body.block_ops(block) {
        worklist.extend_from_slice(body.regions(op));
    }
}

/// Before an unreachable block goes, ops elsewhere (in other unreachable
/// blocks) may still use its arguments: they lose those operands, as
/// MLIR's `dropAllDefinedValueUses` leaves them without.
fn drop_uses_of_block_args(body: &mut Body, block: BlockId) {
    let args: SmallVec<[ValueId; 4]> = body.block_args(block).into();
    for arg in args {
        loop {
            let Some(u) = body.uses_of(arg).next() else { break };
            let user = body.use_owner(u).0;
            body.drop_op_references(user);
        }
    }
}

// ----- region DCE ------------------------------------------------------------

/// Which ops and block arguments are proved live (MLIR's `LiveMap`). An op
/// result is live when its op is.
struct LiveMap {
    ops: Vec<bool>,
    args: Vec<bool>,
    changed: bool,
}

impl LiveMap {
    fn new(body: &Body) -> Self {
        LiveMap { ops: vec![false; body.op_capacity()], args: vec![false; body.value_capacity()], changed: false }
    }

    fn op_live(&self, op: OpId) -> bool {
        self.ops[op.index()]
    }

    fn value_live(&self, body: &Body, v: ValueId) -> bool {
        match body.value_def(v) {
            ValueDef::Result { op, .. } => self.op_live(op),
            _ => self.args[v.index()],
        }
    }

    fn set_op_live(&mut self, op: OpId) {
        if !self.ops[op.index()] {
            self.ops[op.index()] = true;
            self.changed = true;
        }
    }

    fn set_value_live(&mut self, body: &Body, v: ValueId) {
        match body.value_def(v) {
            ValueDef::Result { op, .. } => self.set_op_live(op),
            _ => {
                if !self.args[v.index()] {
                    self.args[v.index()] = true;
                    self.changed = true;
                }
            }
        }
    }
}

/// Erases the dead ops and dead block arguments of `regions` (MLIR's
/// `runRegionDCE`): everything is assumed dead until a use by a live op, or
/// its own side effects, proves it live, so dead cycles (across block
/// arguments too) go as well. Entry block arguments stay. True if anything
/// was erased.
pub fn run_region_dce(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut live = LiveMap::new(body);
    loop {
        live.changed = false;
        for &region in regions {
            propagate_region_liveness(ctx, body, region, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(ctx, body, regions, &live, listener)
}

fn propagate_region_liveness(ctx: &Context, body: &Body, region: RegionId, live: &mut LiveMap) {
    let Some(entry) = body.entry_block(region) else { return };
    for block in post_order(body, entry) {
        // Uses before definitions: the ops from the back, then the arguments.
        let mut cursor = body.last_op(block);
        while let Some(op) = cursor {
            cursor = body.prev_op(op);
            propagate_op_liveness(ctx, body, op, live);
        }
        if body.is_entry_block(block) {
            continue;
        }
        for &arg in body.block_args(block) {
            if !live.args[arg.index()] {
                process_value(ctx, body, arg, live);
            }
        }
    }
}

fn propagate_op_liveness(ctx: &Context, body: &Body, op: OpId, live: &mut LiveMap) {
    for &region in body.regions(op) {
        propagate_region_liveness(ctx, body, region, live);
    }
    if is_terminator(ctx, body, op) {
        live.set_op_live(op);
        if branch_of(ctx, body, op).is_none() {
            // Nothing is known of what reaches the successors' arguments.
            for &succ in body.successors(op) {
                for &arg in body.block_args(succ) {
                    live.set_value_live(body, arg);
                }
            }
        }
        return;
    }
    if live.op_live(op) {
        return;
    }
    if !would_op_be_trivially_dead(ctx, body, op) {
        live.set_op_live(op);
        return;
    }
    for result in body.results(op) {
        process_value(ctx, body, result, live);
    }
}

/// Marks `value` live when a live op uses it, except as an operand that a
/// branch forwards to a successor argument not (yet) proved live.
fn process_value(ctx: &Context, body: &Body, value: ValueId, live: &mut LiveMap) {
    let proved = body.uses_of(value).any(|u| {
        let (owner, index) = body.use_owner(u);
        if let Some(arg) = forwarded_block_arg(ctx, body, owner, index) {
            if !live.value_live(body, arg) {
                return false;
            }
        }
        live.op_live(owner)
    });
    if proved {
        live.set_value_live(body, value);
    }
}

/// The successor argument that operand `index` of terminator `op` is
/// forwarded to (MLIR's `getSuccessorBlockArgument`).
fn forwarded_block_arg(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<ValueId> {
    if !is_terminator(ctx, body, op) {
        return None;
    }
    let branch = branch_of(ctx, body, op)?;
    for (i, &succ) in body.successors(op).iter().enumerate() {
        let range = (branch.successor_operands)(ctx, body, op, i)?;
        if range.contains(&index) {
            return body.block_args(succ).get(index - range.start).copied();
        }
    }
    None
}

fn delete_deadness(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    live: &LiveMap,
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut erased_any = false;
    for &region in regions {
        let Some(entry) = body.entry_block(region) else { continue };
        let single_block = body.next_block(entry).is_none();
        for block in post_order(body, entry) {
            if !single_block {
                if let Some(term) = body.last_op(block) {
                    erased_any |= erase_dead_successor_operands(ctx, body, term, live);
                }
            }
            let mut cursor = body.last_op(block);
            while let Some(op) = cursor {
                cursor = body.prev_op(op);
                if live.op_live(op) {
                    let nested: SmallVec<[RegionId; 2]> = body.regions(op).into();
                    erased_any |= delete_deadness(ctx, body, &nested, live, listener);
                } else if !has_live_user(body, op, live) {
                    erased_any = true;
                    PatternRewriter::new(ctx, body, listener).erase_op(op);
                }
            }
        }
        // Entry block arguments belong to the region's op: they stay.
        let mut cursor = body.next_block(entry);
        while let Some(block) = cursor {
            cursor = body.next_block(block);
            for index in (0..body.block_args(block).len()).rev() {
                let arg = body.block_args(block)[index];
                if !live.args[arg.index()] && body.use_empty(arg) {
                    body.erase_block_arg(block, index);
                    erased_any = true;
                }
            }
        }
    }
    erased_any
}

/// A dead op used by a live one cannot happen in valid IR; such an op is
/// kept rather than leaving its user without an operand.
fn has_live_user(body: &Body, op: OpId, live: &LiveMap) -> bool {
    body.results(op).any(|r| body.uses_of(r).any(|u| live.op_live(body.use_owner(u).0)))
}

/// Drops the operands a branch forwards to successor arguments that are not
/// live. True if any went.
fn erase_dead_successor_operands(ctx: &Context, body: &mut Body, term: OpId, live: &LiveMap) -> bool {
    let Some(branch) = branch_of(ctx, body, term).copied() else { return false };
    let mut erased = false;
    let successors: SmallVec<[BlockId; 2]> = body.successors(term).into();
    for (succ_index, &succ) in successors.iter().enumerate().rev() {
        let Some(range) = (branch.successor_operands)(ctx, body, term, succ_index) else { continue };
        for position in (0..range.len()).rev() {
            let Some(&arg) = body.block_args(succ).get(position) else { continue };
            if !live.args[arg.index()] {
                (branch.erase_successor_operand)(ctx, body, term, succ_index, position);
                erased = true;
            }
        }
    }
    erased
}

// ----- identical blocks -----------------------------------------------------

/// The predecessors of each block of `region`: (terminator, successor index)
/// for every successor slot that names it.
fn predecessor_map(body: &Body, region: RegionId) -> FxHashMap<BlockId, SmallVec<[(OpId, usize); 2]>> {
    let mut preds: FxHashMap<BlockId, SmallVec<[(OpId, usize); 2]>> = FxHashMap::default();
    for block in body.blocks_of(region) {
        if let Some(term) = body.last_op(block) {
            for (i, &succ) in body.successors(term).iter().enumerate() {
                preds.entry(succ).or_default().push((term, i));
            }
        }
    }
    preds
}

/// How two blocks' values correspond: the position of each value defined in
/// a block (arguments first, then results in order; MLIR's
/// `BlockEquivalenceData`).
struct BlockOrder {
    block: BlockId,
    first_result_order: FxHashMap<OpId, usize>,
}

impl BlockOrder {
    fn new(body: &Body, block: BlockId) -> Self {
        let mut order = body.block_args(block).len();
        let mut first_result_order = FxHashMap::default();
        for op in body.block_ops(block) {
            let n = body.num_results(op);
            if n > 0 {
                first_result_order.insert(op, order);
                order += n;
            }
        }
        BlockOrder { block, first_result_order }
    }

    fn order_of(&self, body: &Body, v: ValueId) -> usize {
        match body.value_def(v) {
            ValueDef::BlockArg { index, .. } => index as usize,
            ValueDef::Result { op, index } => {
                self.first_result_order.get(&op).copied().unwrap_or(usize::MAX) + index as usize
            }
            ValueDef::Detached => usize::MAX,
        }
    }
}

/// Blocks found identical to a leader, to be merged into it (MLIR's
/// `BlockMergeCluster`).
struct MergeCluster {
    leader: BlockOrder,
    blocks: Vec<BlockId>,
    /// (op position, operand index) pairs whose values differ between the
    /// blocks and become new arguments of the leader; sorted, no duplicates.
    operands_to_merge: Vec<(usize, usize)>,
}

/// True when `lhs` and `rhs` are the same op but for their operands' values
/// and their locations (MLIR's `OperationEquivalence::isEquivalentTo` with
/// `IgnoreLocations`, for ops without regions).
fn same_op_shape(body: &Body, lhs: OpId, rhs: OpId) -> bool {
    let (l, r) = (body.op(lhs), body.op(rhs));
    l.name() == r.name()
        && l.attrs() == r.attrs()
        && l.props() == r.props()
        && body.num_regions(lhs) == body.num_regions(rhs)
        && body.successors(lhs).len() == body.successors(rhs).len()
        && l.num_operands() == r.num_operands()
        && l.num_results() == r.num_results()
        && body.operands(lhs).zip(body.operands(rhs)).all(|(a, b)| a == b || body.value_type(a) == body.value_type(b))
        && body.results(lhs).zip(body.results(rhs)).all(|(a, b)| body.value_type(a) == body.value_type(b))
}

fn used_outside_block(body: &Body, v: ValueId, block: BlockId) -> bool {
    body.uses_of(v).any(|u| body.op_block(body.use_owner(u).0) != Some(block))
}

impl MergeCluster {
    fn try_add(
        &mut self,
        body: &Body,
        data: &BlockOrder,
        preds: &FxHashMap<BlockId, SmallVec<[(OpId, usize); 2]>>,
    ) -> bool {
        let (leader, other) = (self.leader.block, data.block);
        let leader_args = body.block_args(leader);
        let other_args = body.block_args(other);
        if leader_args.len() != other_args.len()
            || leader_args.iter().zip(other_args).any(|(&a, &b)| body.value_type(a) != body.value_type(b))
        {
            return false;
        }
        // An operand defined by a predecessor's terminator cannot be passed
        // to the merged block by that predecessor.
        let valid_successor_arg = |block: BlockId, v: ValueId| {
            let Some(def) = body.defining_op(v) else { return true };
            let Some(def_block) = body.op_block(def) else { return true };
            if body.last_op(def_block) != Some(def) {
                return true;
            }
            !preds.get(&block).is_some_and(|p| p.iter().any(|&(t, _)| body.op_block(t) == Some(def_block)))
        };
        let mut mismatched: SmallVec<[(usize, usize); 8]> = SmallVec::new();
        let mut lhs_ops = body.block_ops(leader);
        let mut rhs_ops = body.block_ops(other);
        let mut position = 0;
        loop {
            let (lhs, rhs) = match (lhs_ops.next(), rhs_ops.next()) {
                (Some(l), Some(r)) => (l, r),
                (None, None) => break,
                _ => return false,
            };
            if !same_op_shape(body, lhs, rhs) {
                return false;
            }
            for (index, (l, r)) in body.operands(lhs).zip(body.operands(rhs)).enumerate() {
                if l == r {
                    continue;
                }
                let lhs_inside = body.value_block(l) == Some(leader);
                let rhs_inside = body.value_block(r) == Some(other);
                if lhs_inside != rhs_inside {
                    return false;
                }
                if !lhs_inside {
                    if !valid_successor_arg(leader, l) || !valid_successor_arg(other, r) {
                        return false;
                    }
                    mismatched.push((position, index));
                    continue;
                }
                if self.leader.order_of(body, l) != data.order_of(body, r) {
                    return false;
                }
            }
            if body.results(rhs).any(|v| used_outside_block(body, v, other))
                || body.results(lhs).any(|v| used_outside_block(body, v, leader))
            {
                return false;
            }
            position += 1;
        }
        for m in mismatched {
            if let Err(at) = self.operands_to_merge.binary_search(&m) {
                self.operands_to_merge.insert(at, m);
            }
        }
        if !self.blocks.contains(&other) {
            self.blocks.push(other);
        }
        true
    }

    fn merge(
        self,
        ctx: &Context,
        body: &mut Body,
        region: RegionId,
        preds: &FxHashMap<BlockId, SmallVec<[(OpId, usize); 2]>>,
        listener: &mut dyn RewriteListener,
    ) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands_to_merge.is_empty() {
            let updatable = |block: BlockId| {
                preds.get(&block).is_none_or(|p| p.iter().all(|&(t, _)| branch_of(ctx, body, t).is_some()))
            };
            if !updatable(leader) || !self.blocks.iter().all(|&b| updatable(b)) {
                return false;
            }
            let all_blocks: SmallVec<[BlockId; 4]> =
                std::iter::once(leader).chain(self.blocks.iter().copied()).collect();
            let op_lists: Vec<Vec<OpId>> = all_blocks.iter().map(|&b| body.block_ops(b).collect()).collect();
            let num_old_args = body.block_args(leader).len();
            let mut new_arguments: Vec<Vec<ValueId>> = vec![Vec::new(); all_blocks.len()];
            for &(position, operand) in &self.operands_to_merge {
                for (i, ops) in op_lists.iter().enumerate() {
                    let op = ops[position];
                    let value = body.operand(op, operand);
                    new_arguments[i].push(value);
                    if i == 0 {
                        let arg = body.add_block_arg(leader, body.value_type(value), body.value_loc(value));
                        body.set_operand(op, operand, arg);
                    }
                }
            }
            let new_arguments = prune_redundant_arguments(ctx, body, new_arguments, num_old_args, leader, listener);
            for (i, &block) in all_blocks.iter().enumerate() {
                for &(term, succ) in preds.get(&block).map_or(&[][..], |p| p.as_slice()) {
                    if let Some(branch) = branch_of(ctx, body, term).copied() {
                        (branch.append_successor_operands)(ctx, body, term, succ, &new_arguments[i]);
                    }
                }
            }
        }
        for &block in &self.blocks {
            let terms: SmallVec<[OpId; 8]> = body.blocks_of(region).filter_map(|b| body.last_op(b)).collect();
            for term in terms {
                for i in 0..body.successors(term).len() {
                    if body.successors(term)[i] == block {
                        body.set_successor(term, i, leader);
                    }
                }
            }
            PatternRewriter::new(ctx, body, listener).erase_block(block);
        }
        true
    }
}

/// Drops new leader arguments that receive, from every block of the
/// cluster, the same value as an earlier new argument (MLIR's
/// `pruneRedundantArguments`). Returns the arguments that remain, per block.
fn prune_redundant_arguments(
    ctx: &Context,
    body: &mut Body,
    new_arguments: Vec<Vec<ValueId>>,
    num_old_args: usize,
    leader: BlockId,
    listener: &mut dyn RewriteListener,
) -> Vec<Vec<ValueId>> {
    let Some(first) = new_arguments.first() else { return new_arguments };
    let num_args = first.len();
    let mut first_index: FxHashMap<ValueId, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: FxHashMap<usize, usize> = FxHashMap::default();
    for j in 0..num_args {
        let k = first_index[&new_arguments[0][j]];
        if k == j {
            continue;
        }
        if new_arguments[1..].iter().all(|list| list[k] == list[j]) {
            replacement.insert(j, k);
        }
    }
    let pruned: Vec<Vec<ValueId>> = new_arguments
        .iter()
        .map(|list| list.iter().enumerate().filter(|(j, _)| !replacement.contains_key(j)).map(|(_, &v)| v).collect())
        .collect();
    let mut to_erase: Vec<usize> = Vec::new();
    for j in 0..num_args {
        if let Some(&k) = replacement.get(&j) {
            let old = body.block_args(leader)[num_old_args + j];
            let new = body.block_args(leader)[num_old_args + k];
            PatternRewriter::new(ctx, body, listener).replace_all_uses_with(old, new);
            to_erase.push(num_old_args + j);
        }
    }
    for index in to_erase.into_iter().rev() {
        body.erase_block_arg(leader, index);
    }
    pruned
}

/// Regions still to simplify, none twice at a time.
struct RegionWorklist(Vec<RegionId>);

impl RegionWorklist {
    fn new(regions: &[RegionId]) -> Self {
        let mut worklist = RegionWorklist(Vec::with_capacity(regions.len()));
        for &r in regions {
            worklist.push(r);
        }
        worklist
    }

    fn push(&mut self, region: RegionId) {
        if !self.0.contains(&region) {
            self.0.push(region);
        }
    }

    /// Adds the regions of the ops of `block`.
    fn push_nested(&mut self, body: &Body, block: BlockId) {
        for op in body.block_ops(block) {
            for &nested in body.regions(op) {
                self.push(nested);
            }
        }
    }

    fn pop(&mut self) -> Option<RegionId> {
        self.0.pop()
    }
}

/// Merges identical blocks of `regions` (and nested regions) into one,
/// adding arguments for the operands in which they differ (MLIR's
/// `mergeIdenticalBlocks`). True if any were merged.
pub fn merge_identical_blocks(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        if merge_identical_blocks_in(ctx, body, region, listener) {
            worklist.push(region);
            changed = true;
        }
        for block in body.blocks_of(region) {
            worklist.push_nested(body, block);
        }
    }
    changed
}

fn merge_identical_blocks_in(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    listener: &mut dyn RewriteListener,
) -> bool {
    let Some(entry) = body.entry_block(region) else { return false };
    if body.next_block(entry).is_none() {
        return false;
    }
    // Blocks other than the entry, grouped by their successor lists (in
    // order of first appearance; MLIR's hash map order is not stable).
    let mut groups: Vec<(SmallVec<[BlockId; 2]>, Vec<BlockId>)> = Vec::new();
    for block in body.blocks_of(region).skip(1) {
        let succs: SmallVec<[BlockId; 2]> = block_successors(body, block).into();
        match groups.iter_mut().find(|(s, _)| *s == succs) {
            Some((_, blocks)) => blocks.push(block),
            None => groups.push((succs, vec![block])),
        }
    }
    let preds = predecessor_map(body, region);
    let mut merged_any = false;
    for (_, blocks) in groups {
        if blocks.len() < 2 {
            continue;
        }
        let mut clusters: Vec<MergeCluster> = Vec::new();
        for block in blocks {
            if body.block_ops(block).any(|op| {
                let (host, rs) = body.op_region_host(op);
                rs.iter().any(|&r| !host.region_is_empty(r))
            }) {
                continue;
            }
            if body.block_args(block).iter().any(|&a| used_outside_block(body, a, block)) {
                continue;
            }
            let data = BlockOrder::new(body, block);
            if !clusters.iter_mut().any(|c| c.try_add(body, &data, &preds)) {
                clusters.push(MergeCluster { leader: data, blocks: Vec::new(), operands_to_merge: Vec::new() });
            }
        }
        for cluster in clusters {
            merged_any |= cluster.merge(ctx, body, region, &preds, listener);
        }
    }
    merged_any
}

// ----- redundant block arguments --------------------------------------------

/// Removes block arguments to which every predecessor passes the same value,
/// using that value instead (MLIR's `dropRedundantArguments`). True if any
/// argument went.
pub fn drop_redundant_arguments(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut worklist = RegionWorklist::new(regions);
    let mut changed = false;
    while let Some(region) = worklist.pop() {
        let preds = predecessor_map(body, region);
        let blocks: SmallVec<[BlockId; 8]> = body.blocks_of(region).collect();
        for block in blocks {
            changed |= drop_redundant_block_arguments(ctx, body, block, &preds, listener);
            worklist.push_nested(body, block);
        }
    }
    changed
}

fn drop_redundant_block_arguments(
    ctx: &Context,
    body: &mut Body,
    block: BlockId,
    preds: &FxHashMap<BlockId, SmallVec<[(OpId, usize); 2]>>,
    listener: &mut dyn RewriteListener,
) -> bool {
    let Some(block_preds) = preds.get(&block) else { return false };
    let mut to_erase: SmallVec<[usize; 4]> = SmallVec::new();
    for index in 0..body.block_args(block).len() {
        let arg = body.block_args(block)[index];
        let mut common: Option<ValueId> = None;
        let mut same = true;
        for &(term, succ) in block_preds {
            let passed = branch_of(ctx, body, term)
                .and_then(|b| (b.successor_operands)(ctx, body, term, succ))
                .and_then(|range| (index < range.len()).then(|| body.operand(term, range.start + index)));
            let Some(passed) = passed else {
                same = false;
                break;
            };
            match common {
                None => common = Some(passed),
                Some(c) if c != passed => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let (Some(common), true) = (common, same) {
            if common == arg {
                continue;
            }
            to_erase.push(index);
            PatternRewriter::new(ctx, body, listener).replace_all_uses_with(arg, common);
        }
    }
    for &index in to_erase.iter().rev() {
        for &(term, succ) in block_preds {
            if let Some(branch) = branch_of(ctx, body, term).copied() {
                (branch.erase_successor_operand)(ctx, body, term, succ, index);
            }
        }
        body.erase_block_arg(block, index);
    }
    !to_erase.is_empty()
}

// ----- all together -----------------------------------------------------------

/// MLIR's `simplifyRegions`: unreachable blocks, then region DCE, then (with
/// `merge_blocks`, the aggressive level) identical-block merging and
/// redundant-argument removal. True if anything changed.
pub fn simplify_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[RegionId],
    merge_blocks: bool,
    listener: &mut dyn RewriteListener,
) -> bool {
    let erased_blocks = erase_unreachable_blocks(ctx, body, regions, listener);
    let erased_ops = run_region_dce(ctx, body, regions, listener);
    let (merged, dropped) = if merge_blocks {
        let merged = merge_identical_blocks(ctx, body, regions, listener);
        (merged, drop_redundant_arguments(ctx, body, regions, listener))
    } else {
        (false, false)
    };
    erased_blocks || erased_ops || merged || dropped
}
