//! `cse`: common sub-expression elimination, as MLIR's `CSE.cpp`. Declared in
//! `transforms.toml`.
//!
//! Regions are walked in dominance order with a scoped table of the ops seen
//! so far: an op equivalent to one in the table (same name, operands, result
//! types, properties, attributes and regions; locations ignored) is replaced
//! by it. Ops are hashed from their interned handles (name, properties,
//! attributes, result types) and operand ids with FxHash, and compared
//! structurally only on a hash match; nothing is allocated per op.
//!
//! As in MLIR, erasure is deferred to the end of the walk: an op made dead by
//! an earlier replacement is found dead only when it was already unused when
//! visited.

use std::hash::{Hash, Hasher};

use hashbrown::HashTable;
use rustc_hash::{FxHashMap, FxHasher};
use smallvec::SmallVec;

use crate::ir::effects::{is_memory_effect_free, is_op_trivially_dead, may_write_memory, only_reads_memory};
use crate::ir::{BlockId, Body, Context, EntityId, OpDef, OpId, RegionId, Traits, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::CSE;

impl PassBehavior for CSE {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ssa = has_ssa_dominance(op.view().def());
        let (ctx, body) = op.context_and_body_mut();
        let counts = eliminate_common_subexpressions(ctx, body, ssa);
        self.statistics.num_cse.add(counts.cse);
        self.statistics.num_dce.add(counts.dce);
        if counts.cse == 0 && counts.dce == 0 {
            op.mark_all_analyses_preserved();
        }
        Ok(())
    }
}

/// What [`eliminate_common_subexpressions`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CseCounts {
    /// Ops replaced by an equivalent one.
    pub cse: u64,
    /// Ops erased because they were trivially dead.
    pub dce: u64,
}

/// Runs CSE over the regions of the isolated op owning `body` (and over the
/// bodies of the isolated ops nested in it). `ssa` says whether those
/// regions have SSA dominance (false for graph regions such as a module's).
pub fn eliminate_common_subexpressions(ctx: &Context, body: &mut Body, ssa: bool) -> CseCounts {
    let mut driver = Driver {
        ctx,
        table: ScopedTable::default(),
        to_erase: Vec::new(),
        counts: CseCounts::default(),
        equivalence: Equivalence::default(),
        write_cache: FxHashMap::default(),
    };
    driver.simplify_body(body, ssa);
    driver.counts
}

/// MLIR's `DominanceInfo::hasSSADominance` for the regions of an op:
/// unregistered ops and graph-region ops have none.
fn has_ssa_dominance(def: Option<&OpDef>) -> bool {
    def.is_some_and(|d| !d.has(Traits::GRAPH_REGION))
}

struct Driver<'c> {
    ctx: &'c Context,
    /// The ops that may replace later ones.
    table: ScopedTable,
    /// Ops found dead or replaced, erased once the body is walked.
    to_erase: Vec<OpId>,
    counts: CseCounts,
    equivalence: Equivalence,
    /// For read-only ops: from an op, how far the block was scanned and
    /// whether a write was found (MLIR's `memEffectsCache`); per block.
    write_cache: FxHashMap<OpId, (OpId, bool)>,
}

impl Driver<'_> {
    fn simplify_body(&mut self, body: &mut Body, ssa: bool) {
        let regions: SmallVec<[RegionId; 2]> = body.top_regions().into();
        for r in regions {
            self.simplify_region(body, r, ssa);
        }
        for op in std::mem::take(&mut self.to_erase) {
            // An op nested in one erased before is gone with it.
            if !body.is_erased(op) {
                body.erase_op(op);
            }
        }
    }

    fn simplify_region(&mut self, body: &mut Body, region: RegionId, ssa: bool) {
        let Some(entry) = body.entry_block(region) else { return };
        if body.next_block(entry).is_none() {
            let scope = self.table.scope();
            self.simplify_block(body, entry, ssa);
            self.table.pop_scope(scope);
            return;
        }
        // A multi-block region without dominance has no order to walk in.
        if !ssa {
            return;
        }
        let tree = DomTree::compute(body, region);
        // Depth-first over the dominator tree: a block sees the ops of the
        // blocks dominating it, each node's scope popped after its subtree.
        let mut stack: Vec<(u32, usize, usize)> = Vec::new();
        let scope = self.table.scope();
        self.simplify_block(body, tree.blocks[0], ssa);
        stack.push((0, 0, scope));
        while let Some(top) = stack.last_mut() {
            let (node, next_child, scope) = *top;
            match tree.children[node as usize].get(next_child) {
                Some(&child) => {
                    top.1 += 1;
                    let child_scope = self.table.scope();
                    self.simplify_block(body, tree.blocks[child as usize], ssa);
                    stack.push((child, 0, child_scope));
                }
                None => {
                    self.table.pop_scope(scope);
                    stack.pop();
                }
            }
        }
    }

    fn simplify_block(&mut self, body: &mut Body, block: BlockId, ssa: bool) {
        let mut cursor = body.first_op(block);
        while let Some(op) = cursor {
            // Nothing is unlinked during the walk, so the next op stays valid.
            cursor = body.next_op(op);
            if is_op_trivially_dead(self.ctx, body, op) {
                self.to_erase.push(op);
                self.counts.dce += 1;
                continue;
            }
            if body.is_isolated(op) {
                self.simplify_isolated(body, op);
            } else if !body.regions(op).is_empty() {
                let def = self.ctx.op_def(body.op_name(op));
                let nested_ssa = has_ssa_dominance(def);
                let regions: SmallVec<[RegionId; 2]> = body.regions(op).into();
                // An unregistered op might be isolated from above: its regions
                // must not capture values through the outer table.
                let outer = def.is_none().then(|| std::mem::take(&mut self.table));
                for r in regions {
                    self.simplify_region(body, r, nested_ssa);
                }
                if let Some(outer) = outer {
                    self.table = outer;
                }
            }
            self.simplify_operation(body, op, ssa);
        }
        self.write_cache.clear();
    }

    /// An isolated op's regions start from an empty table, in its own body.
    fn simplify_isolated(&mut self, body: &mut Body, op: OpId) {
        let nested_ssa = has_ssa_dominance(self.ctx.op_def(body.op_name(op)));
        let Some(inner) = body.isolated_body_mut(op) else { return };
        let outer_table = std::mem::take(&mut self.table);
        let outer_erase = std::mem::take(&mut self.to_erase);
        let outer_cache = std::mem::take(&mut self.write_cache);
        self.simplify_body(inner, nested_ssa);
        self.table = outer_table;
        self.to_erase = outer_erase;
        self.write_cache = outer_cache;
    }

    /// MLIR's `simplifyOperation`: true when `op` was replaced.
    fn simplify_operation(&mut self, body: &mut Body, op: OpId, ssa: bool) -> bool {
        let ctx = self.ctx;
        if ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::TERMINATOR)) {
            return false;
        }
        let (host, regions) = body.op_region_host(op);
        if regions.iter().any(|&r| host.entry_block(r).is_some_and(|b| host.next_block(b).is_some())) {
            return false;
        }
        let hash = op_hash(ctx, body, op);
        if !is_memory_effect_free(ctx, body, op) {
            if !only_reads_memory(ctx, body, op) {
                return false;
            }
            // A read can reuse an earlier one of its block with no write in
            // between.
            if let Some(existing) = self.lookup(body, op, hash) {
                if body.op_block(existing) == body.op_block(op) && !self.write_between(body, existing, op) {
                    self.replace(body, op, existing, ssa);
                    return true;
                }
            }
            self.insert(body, op, hash);
            return false;
        }
        if let Some(existing) = self.lookup(body, op, hash) {
            self.replace(body, op, existing, ssa);
            return true;
        }
        self.insert(body, op, hash);
        false
    }

    fn lookup(&mut self, body: &Body, op: OpId, hash: u64) -> Option<OpId> {
        let Driver { ctx, table, equivalence, .. } = self;
        table.lookup(hash, |candidate| equivalence.ops_equivalent(ctx, body, op, candidate))
    }

    fn insert(&mut self, body: &Body, op: OpId, hash: u64) {
        let Driver { ctx, table, equivalence, .. } = self;
        table.insert(hash, op, |candidate| equivalence.ops_equivalent(ctx, body, op, candidate));
    }

    /// MLIR's `replaceUsesAndDelete`.
    fn replace(&mut self, body: &mut Body, op: OpId, existing: OpId, ssa: bool) {
        let n = body.num_results(op);
        if ssa {
            // With dominance, no use of `op` has been visited yet.
            for i in 0..n {
                body.replace_all_uses_with(body.result(op, i), body.result(existing, i));
            }
            self.to_erase.push(op);
        } else {
            // In a graph region a user may come first: only the users not yet
            // visited (MLIR's test: no op equivalent to the user is known)
            // switch to `existing`.
            let Driver { ctx, table, equivalence, .. } = self;
            for i in 0..n {
                let (from, to) = (body.result(op, i), body.result(existing, i));
                body.replace_uses_where(from, to, |b, user| {
                    let hash = op_hash(ctx, b, user);
                    table.lookup(hash, |candidate| equivalence.ops_equivalent(ctx, b, user, candidate)).is_none()
                });
            }
            if body.results(op).all(|r| body.use_empty(r)) {
                self.to_erase.push(op);
            }
        }
        let unknown = self.ctx.unknown_loc();
        if body.loc(existing) == unknown && body.loc(op) != unknown {
            let loc = body.loc(op);
            body.op_mut(existing).set_loc(loc);
        }
        self.counts.cse += 1;
    }

    /// True when an op between `from` and `to` (of one block) may write.
    fn write_between(&mut self, body: &Body, from: OpId, to: OpId) -> bool {
        let mut cursor = body.next_op(from);
        if let Some(&(reached, wrote)) = self.write_cache.get(&from) {
            if wrote {
                return true;
            }
            cursor = Some(reached);
        }
        while let Some(op) = cursor {
            if op == to {
                break;
            }
            if may_write_memory(self.ctx, body, op) {
                self.write_cache.insert(from, (op, true));
                return true;
            }
            cursor = body.next_op(op);
        }
        self.write_cache.insert(from, (to, false));
        false
    }
}

/// MLIR's `OperationEquivalence::computeHash` with locations ignored and
/// operands hashed by identity: name, properties, attributes, result types,
/// operands (summed for a commutative op, whose order does not matter).
fn op_hash(ctx: &Context, body: &Body, op: OpId) -> u64 {
    let data = body.op(op);
    let mut h = FxHasher::default();
    data.name().hash(&mut h);
    data.props().hash(&mut h);
    data.attrs().hash(&mut h);
    for r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    if ctx.op_def(data.name()).is_some_and(|d| d.has(Traits::COMMUTATIVE)) {
        let mut sum = 0u64;
        for v in body.operands(op) {
            let mut vh = FxHasher::default();
            v.hash(&mut vh);
            sum = sum.wrapping_add(vh.finish());
        }
        sum.hash(&mut h);
    } else {
        for v in body.operands(op) {
            v.hash(&mut h);
        }
    }
    h.finish()
}

/// MLIR's `OperationEquivalence::isEquivalentTo` (locations ignored), with
/// the values found equivalent inside regions being compared.
#[derive(Default)]
struct Equivalence {
    /// Values of the left-hand op's regions and their right-hand equivalents.
    values: FxHashMap<ValueId, ValueId>,
}

impl Equivalence {
    fn ops_equivalent(&mut self, ctx: &Context, body: &Body, lhs: OpId, rhs: OpId) -> bool {
        if lhs == rhs {
            return true;
        }
        if !self.values.is_empty() {
            self.values.clear();
        }
        self.op_eq(ctx, body, lhs, body, rhs, true, false)
    }

    fn check(&self, same_body: bool, l: ValueId, r: ValueId) -> bool {
        (same_body && l == r) || self.values.get(&l) == Some(&r)
    }

    #[allow(clippy::too_many_arguments)] // Two (body, op) pairs and how they relate.
    fn op_eq(&mut self, ctx: &Context, lb: &Body, l: OpId, rb: &Body, r: OpId, same_body: bool, nested: bool) -> bool {
        if same_body && l == r {
            return true;
        }
        let (ld, rd) = (lb.op(l), rb.op(r));
        if ld.attrs() != rd.attrs()
            || ld.name() != rd.name()
            || ld.props() != rd.props()
            || ld.num_operands() != rd.num_operands()
            || ld.num_results() != rd.num_results()
            || lb.successors(l).len() != rb.successors(r).len()
            || lb.num_regions(l) != rb.num_regions(r)
        {
            return false;
        }
        // Operand order is ignored for a commutative op, but not for one
        // nested in the regions compared (MLIR compares those in order).
        if !nested && ctx.op_def(ld.name()).is_some_and(|d| d.has(Traits::COMMUTATIVE)) {
            if !self.commutative_operands_eq(lb, l, rb, r, same_body) {
                return false;
            }
        } else {
            for (a, b) in lb.operands(l).zip(rb.operands(r)) {
                if same_body && a == b {
                    continue;
                }
                if lb.value_type(a) != rb.value_type(b) || !self.check(same_body, a, b) {
                    return false;
                }
            }
        }
        let (lhost, lregions) = lb.op_region_host(l);
        let (rhost, rregions) = rb.op_region_host(r);
        for (a, b) in lb.results(l).zip(rb.results(r)) {
            if lb.value_type(a) != rb.value_type(b) {
                return false;
            }
            // Only the ops of regions being compared can refer to results.
            if nested || !lregions.is_empty() {
                self.values.insert(a, b);
            }
        }
        let regions_same_body = std::ptr::eq(lhost, rhost);
        for (&lr, &rr) in lregions.iter().zip(rregions) {
            if !self.region_eq(ctx, lhost, lr, rhost, rr, regions_same_body) {
                return false;
            }
        }
        true
    }

    /// Operands equivalent in order, or the rest a permutation of the same
    /// values (MLIR's `checkCommutativeEquivalent`).
    fn commutative_operands_eq(&self, lb: &Body, l: OpId, rb: &Body, r: OpId, same_body: bool) -> bool {
        let lo: SmallVec<[ValueId; 4]> = lb.operands(l).collect();
        let ro: SmallVec<[ValueId; 4]> = rb.operands(r).collect();
        let mut i = 0;
        while i < lo.len() && self.check(same_body, lo[i], ro[i]) {
            i += 1;
        }
        if i == lo.len() {
            return true;
        }
        if !same_body {
            return false;
        }
        let (mut ls, mut rs) = (lo[i..].to_vec(), ro[i..].to_vec());
        ls.sort_unstable_by_key(|v| v.index());
        rs.sort_unstable_by_key(|v| v.index());
        ls == rs
    }

    fn region_eq(&mut self, ctx: &Context, lb: &Body, lr: RegionId, rb: &Body, rr: RegionId, same_body: bool) -> bool {
        let mut blocks: Vec<(BlockId, BlockId)> = Vec::new();
        pairwise_all(lb.blocks_of(lr), rb.blocks_of(rr), |x, y| {
            self.block_eq(ctx, lb, x, rb, y, same_body, &mut blocks)
        })
    }

    #[allow(clippy::too_many_arguments)] // Two (body, block) pairs and the block mapping.
    fn block_eq(
        &mut self,
        ctx: &Context,
        lb: &Body,
        x: BlockId,
        rb: &Body,
        y: BlockId,
        same_body: bool,
        blocks: &mut Vec<(BlockId, BlockId)>,
    ) -> bool {
        let (largs, rargs) = (lb.block_args(x), rb.block_args(y));
        if largs.len() != rargs.len() || !map_block(blocks, x, y) {
            return false;
        }
        for (&a, &b) in largs.iter().zip(rargs) {
            if lb.value_type(a) != rb.value_type(b) {
                return false;
            }
            self.values.insert(a, b);
        }
        pairwise_all(lb.block_ops(x), rb.block_ops(y), |lo, ro| {
            self.op_eq(ctx, lb, lo, rb, ro, same_body, true)
                && lb.successors(lo).iter().zip(rb.successors(ro)).all(|(&ls, &rs)| map_block(blocks, ls, rs))
        })
    }
}

/// Whether `left` and `right` have as many items and `same` holds for each
/// pair, in order (stopping at the first that differs).
fn pairwise_all<T>(
    mut left: impl Iterator<Item = T>,
    mut right: impl Iterator<Item = T>,
    mut same: impl FnMut(T, T) -> bool,
) -> bool {
    loop {
        match (left.next(), right.next()) {
            (None, None) => return true,
            (Some(l), Some(r)) => {
                if !same(l, r) {
                    return false;
                }
            }
            _ => return false,
        }
    }
}

/// Maps block `l` to `r` unless `l` is already mapped elsewhere.
fn map_block(blocks: &mut Vec<(BlockId, BlockId)>, l: BlockId, r: BlockId) -> bool {
    match blocks.iter().find(|(a, _)| *a == l) {
        Some(&(_, b)) => b == r,
        None => {
            blocks.push((l, r));
            true
        }
    }
}

/// LLVM's `ScopedHashTable` keyed by op equivalence: an insertion shadows an
/// equivalent entry until its scope is popped.
#[derive(Default)]
struct ScopedTable {
    /// Indices into `entries`, the newest entry of each equivalence class.
    slots: HashTable<u32>,
    entries: Vec<Entry>,
}

struct Entry {
    op: OpId,
    hash: u64,
    /// The entry this one shadows.
    shadowed: Option<u32>,
}

impl ScopedTable {
    /// Opens a scope: what [`ScopedTable::pop_scope`] returns to.
    fn scope(&self) -> usize {
        self.entries.len()
    }

    fn pop_scope(&mut self, scope: usize) {
        while self.entries.len() > scope {
            let index = (self.entries.len() - 1) as u32;
            let Some(entry) = self.entries.pop() else { break };
            if let Ok(mut slot) = self.slots.find_entry(entry.hash, |&i| i == index) {
                match entry.shadowed {
                    Some(previous) => *slot.get_mut() = previous,
                    None => {
                        slot.remove();
                    }
                }
            }
        }
    }

    fn lookup(&self, hash: u64, mut equivalent: impl FnMut(OpId) -> bool) -> Option<OpId> {
        let entries = &self.entries;
        self.slots.find(hash, |&i| equivalent(entries[i as usize].op)).map(|&i| entries[i as usize].op)
    }

    fn insert(&mut self, hash: u64, op: OpId, mut equivalent: impl FnMut(OpId) -> bool) {
        let index = self.entries.len() as u32;
        let entries = &self.entries;
        let shadowed = match self.slots.find_entry(hash, |&i| equivalent(entries[i as usize].op)) {
            Ok(mut slot) => Some(std::mem::replace(slot.get_mut(), index)),
            Err(_) => {
                self.slots.insert_unique(hash, index, |&i| entries[i as usize].hash);
                None
            }
        };
        self.entries.push(Entry { op, hash, shadowed });
    }
}

/// The dominator tree of a multi-block region's reachable blocks.
struct DomTree {
    /// The blocks, in depth-first preorder (the entry first).
    blocks: Vec<BlockId>,
    /// Per block (by index in `blocks`): the blocks it immediately dominates.
    children: Vec<SmallVec<[u32; 2]>>,
}

impl DomTree {
    fn compute(body: &Body, region: RegionId) -> DomTree {
        let succs = |b: BlockId| -> &[BlockId] { body.last_op(b).map(|t| body.successors(t)).unwrap_or(&[]) };
        let Some(entry) = body.entry_block(region) else {
            return DomTree { blocks: Vec::new(), children: Vec::new() };
        };
        // Preorder as LLVM's dominator tree builds it (first successor
        // first), which orders each block's children.
        let mut preorder: FxHashMap<BlockId, u32> = FxHashMap::default();
        let mut blocks = Vec::new();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if preorder.contains_key(&b) {
                continue;
            }
            preorder.insert(b, blocks.len() as u32);
            blocks.push(b);
            stack.extend(succs(b).iter().rev().copied());
        }
        // Reverse postorder and predecessors, for Cooper, Harvey and
        // Kennedy's iterative immediate dominators.
        let n = blocks.len();
        let mut postorder: Vec<u32> = Vec::with_capacity(n);
        let mut visited = vec![false; n];
        let mut dfs: Vec<(u32, usize)> = vec![(0, 0)];
        visited[0] = true;
        while let Some(top) = dfs.last_mut() {
            let (node, i) = *top;
            match succs(blocks[node as usize]).get(i) {
                Some(s) => {
                    top.1 += 1;
                    // Every successor was numbered by the preorder walk (a
                    // verified branch stays in its region).
                    let Some(&s) = preorder.get(s) else { continue };
                    if !visited[s as usize] {
                        visited[s as usize] = true;
                        dfs.push((s, 0));
                    }
                }
                None => {
                    postorder.push(node);
                    dfs.pop();
                }
            }
        }
        let mut post_number = vec![0u32; n];
        for (i, &node) in postorder.iter().enumerate() {
            post_number[node as usize] = i as u32;
        }
        let mut preds: Vec<SmallVec<[u32; 2]>> = vec![SmallVec::new(); n];
        for (i, &b) in blocks.iter().enumerate() {
            for s in succs(b) {
                if let Some(&s) = preorder.get(s) {
                    preds[s as usize].push(i as u32);
                }
            }
        }
        // Predecessors latest in reverse post-order first: the walks up the
        // tree stay short for a block with many predecessors along one chain
        // (see the verifier's dominance, which does the same).
        for list in &mut preds {
            list.sort_unstable_by_key(|&p| post_number[p as usize]);
        }
        const UNDEFINED: u32 = u32::MAX;
        let mut idom = vec![UNDEFINED; n];
        idom[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for &node in postorder.iter().rev().skip(1) {
                let mut new_idom = UNDEFINED;
                for &p in &preds[node as usize] {
                    if idom[p as usize] == UNDEFINED {
                        continue;
                    }
                    new_idom = if new_idom == UNDEFINED {
                        p
                    } else {
                        let (mut a, mut b) = (p, new_idom);
                        while a != b {
                            while post_number[a as usize] < post_number[b as usize] {
                                a = idom[a as usize];
                            }
                            while post_number[b as usize] < post_number[a as usize] {
                                b = idom[b as usize];
                            }
                        }
                        a
                    };
                }
                if idom[node as usize] != new_idom {
                    idom[node as usize] = new_idom;
                    changed = true;
                }
            }
        }
        let mut children: Vec<SmallVec<[u32; 2]>> = vec![SmallVec::new(); n];
        for node in 1..n {
            children[idom[node] as usize].push(node as u32);
        }
        DomTree { blocks, children }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{parse_source, print_owned, ParseOptions, PrintOptions};

    fn run(text: &str) -> (String, CseCounts) {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let mut owned = parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, text).unwrap();
        let counts = eliminate_common_subexpressions(&ctx, owned.body_mut().unwrap(), false);
        (print_owned(&ctx, &owned, PrintOptions::default()), counts)
    }

    #[test]
    fn dominator_tree_children_follow_the_first_successor_first() {
        let ctx = Context::new();
        let text = r#""func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "cf.br"()[^bb3] : () -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  "func.return"() : () -> ()
}) : () -> ()
"#;
        let owned = parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, text).unwrap();
        // The function is wrapped in an implicit module.
        let module = owned.body().unwrap();
        let body = module.isolated_body(module.lookup_symbol(&ctx, "f").unwrap()).unwrap();
        let region = body.top_regions()[0];
        let all: Vec<BlockId> = body.blocks_of(region).collect();
        let tree = DomTree::compute(body, region);
        assert_eq!(tree.blocks, vec![all[0], all[2], all[3], all[1]]);
        // ^bb3 is reached from both branches: the entry dominates it.
        assert_eq!(tree.children[0].as_slice(), &[1, 2, 3]);
        assert!(tree.children[1].is_empty());
    }

    #[test]
    fn scoped_table_restores_shadowed_entries() {
        let mut table = ScopedTable::default();
        let (a, b) = (OpId::new(1), OpId::new(2));
        table.insert(7, a, |_| false);
        let scope = table.scope();
        table.insert(7, b, |existing| existing == a);
        assert_eq!(table.lookup(7, |_| true), Some(b));
        table.pop_scope(scope);
        assert_eq!(table.lookup(7, |_| true), Some(a));
        table.pop_scope(0);
        assert_eq!(table.lookup(7, |_| true), None);
    }

    #[test]
    fn graph_regions_rewrite_only_unvisited_users() {
        // In the module (a graph region) `%0` uses `%3` before `%3` is
        // visited: that use stays, so `%3` stays too.
        let (text, counts) = run(r#""builtin.module"() ({
  %0 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "test.src"() : () -> i32
  %2 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %3 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "test.use"(%0, %2, %3) : (i32, i32, i32) -> ()
}) : () -> ()
"#);
        assert_eq!(counts, CseCounts { cse: 1, dce: 0 });
        assert!(text.contains(r#""test.use"(%0, %2, %2)"#), "{text}");
        assert_eq!(text.matches("arith.addi").count(), 2, "{text}");
    }
}
