//! Symbol uses of the callables (MLIR's `CGUseList`): how many references
//! each discardable callable has, so that the inliner can tell when a
//! private function has no use left (and erase it) or exactly one (and
//! inline it in place of the call).
//!
//! Symbol references have no use-lists, so the counts are kept by hand: per
//! callable, the references its own attributes and its nested ops make, and
//! per discardable callable, the total. Counts follow MLIR's arithmetic
//! exactly, including where it goes stale (a private function called only
//! from a dead one is kept), since that decides what the output contains.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::{Attribute, Body, Context, OpId, Traits};

use super::call_graph::{body_at, for_each_symbol_ref, CallGraph, NodeId, TableId};

/// The references one callable holds to discardable callables.
#[derive(Default, Clone, Debug)]
struct CgUser {
    /// Referenced from the callable op's own attributes (counted once each).
    top_level: FxHashSet<NodeId>,
    /// Referenced from the ops nested in it, with multiplicity.
    inner: FxHashMap<NodeId, i64>,
}

/// The use counts of the callables of a call graph.
pub(crate) struct UseList {
    /// Discardable callables (private symbols) and their number of uses.
    discardable: FxHashMap<NodeId, i64>,
    node_uses: FxHashMap<NodeId, CgUser>,
    /// Symbol references already resolved, per symbol table.
    resolved: FxHashMap<(Option<TableId>, Attribute), Option<NodeId>>,
}

impl UseList {
    /// Counts the uses in the IR under `root` (MLIR's `CGUseList`
    /// constructor).
    pub(crate) fn new(ctx: &Context, root: &Body, cg: &CallGraph) -> UseList {
        let mut list = UseList {
            discardable: FxHashMap::default(),
            node_uses: FxHashMap::default(),
            resolved: FxHashMap::default(),
        };
        // In each symbol table: callables that are private symbols can be
        // discarded (MLIR also asks whether all uses are visible, but
        // `canDiscardOnUseEmpty` is true only for private symbols anyway);
        // what anything else in the table refers to is always live.
        let mut always_live = Vec::new();
        for (table, path) in cg.tables() {
            let Some(body) = body_at(root, path) else { continue };
            let Some(&region) = body.top_regions().first() else { continue };
            let mut op_path: smallvec::SmallVec<[OpId; 4]> = path.into();
            for block in body.blocks_of(region) {
                for op in body.block_ops(block) {
                    op_path.push(op);
                    let node = cg.lookup_node(&op_path);
                    op_path.pop();
                    if let Some(node) = node {
                        let symbol = ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::SYMBOL));
                        let private = body
                            .attr(ctx, op, crate::dialects::SYM_VISIBILITY)
                            .and_then(|a| ctx.str_value(a))
                            .is_some_and(|v| v == "private");
                        if symbol && private {
                            list.discardable.insert(node, 0);
                        }
                        continue;
                    }
                    list.walk_references(ctx, root, cg, body, op, Some(table), &mut |node, _| always_live.push(node));
                }
            }
        }
        for node in always_live {
            list.discardable.remove(&node);
        }
        for node in cg.nodes() {
            list.recompute_uses(ctx, root, cg, node);
        }
        list
    }

    /// True when the callable is a discardable symbol without uses.
    pub(crate) fn is_dead(&self, node: NodeId) -> bool {
        // Every callable here is a symbol or not discardable (MLIR also
        // discards callables that are not symbols when their op is unused and
        // free of side effects; no such callable exists in these dialects).
        self.discardable.get(&node).is_some_and(|&n| n == 0)
    }

    /// True when the callable is discardable and has exactly one use.
    pub(crate) fn has_one_use_and_discardable(&self, node: NodeId) -> bool {
        self.discardable.get(&node).is_some_and(|&n| n == 1)
    }

    /// Recounts the references the callable `node` holds.
    pub(crate) fn recompute_uses(&mut self, ctx: &Context, root: &Body, cg: &CallGraph, node: NodeId) {
        let mut uses = self.node_uses.remove(&node).unwrap_or_default();
        self.decrement_discardable_uses(&uses);
        uses = CgUser::default();
        let path = cg.path(node);
        let Some((&op, parent)) = path.split_last() else { return };
        if let Some(body) = body_at(root, parent) {
            let mut refs = Vec::new();
            self.walk_references(ctx, root, cg, body, op, cg.scope(node), &mut |target, user_is_root| {
                refs.push((target, user_is_root))
            });
            for (target, user_is_root) in refs {
                let Some(count) = self.discardable.get_mut(&target) else { continue };
                if !user_is_root {
                    *uses.inner.entry(target).or_default() += 1;
                } else if !uses.top_level.insert(target) {
                    continue;
                }
                *count += 1;
            }
        }
        self.node_uses.insert(node, uses);
    }

    /// Drops the uses the call `call` (in `body`, resolved in `scope`) held
    /// in `user` (before the call is erased).
    pub(crate) fn drop_call_uses(
        &mut self,
        ctx: &Context,
        root: &Body,
        cg: &CallGraph,
        user: NodeId,
        call: (&Body, OpId),
        scope: Option<TableId>,
    ) {
        let mut refs = Vec::new();
        self.walk_references(ctx, root, cg, call.0, call.1, scope, &mut |target, _| refs.push(target));
        let user_refs = &mut self.node_uses.entry(user).or_default().inner;
        for target in refs {
            let Some(n) = user_refs.get_mut(&target) else { continue };
            *n -= 1;
            *self.discardable.entry(target).or_default() -= 1;
        }
    }

    /// Forgets `node` and the callables nested in it, and the uses they held.
    pub(crate) fn erase_node(&mut self, cg: &CallGraph, node: NodeId) {
        for edge in cg.edges(node) {
            if edge.kind == super::call_graph::EdgeKind::Child {
                self.erase_node(cg, edge.target);
            }
        }
        if let Some(uses) = self.node_uses.remove(&node) {
            self.decrement_discardable_uses(&uses);
        }
        self.discardable.remove(&node);
    }

    /// After a copy of `callee` was inlined into `caller`, the caller holds
    /// the references the copy made.
    pub(crate) fn merge_uses_after_inlining(&mut self, callee: NodeId, caller: NodeId) {
        let inner: Vec<(NodeId, i64)> =
            self.node_uses.entry(callee).or_default().inner.iter().map(|(&n, &c)| (n, c)).collect();
        let caller_uses = &mut self.node_uses.entry(caller).or_default().inner;
        for &(target, count) in &inner {
            *caller_uses.entry(target).or_default() += count;
        }
        for (target, count) in inner {
            *self.discardable.entry(target).or_default() += count;
        }
    }

    fn decrement_discardable_uses(&mut self, uses: &CgUser) {
        for &node in &uses.top_level {
            *self.discardable.entry(node).or_default() -= 1;
        }
        for (&node, &count) in &uses.inner {
            *self.discardable.entry(node).or_default() -= count;
        }
    }

    /// Calls `f(node, user_is_op)` for each symbol reference to a callable
    /// made by `op` (of `body`) or the ops nested in it, without entering
    /// nested symbol tables; references are resolved in `scope` (MLIR's
    /// `walkReferencedSymbolNodes`). Ops of unknown dialects that might be
    /// symbol tables are entered too: MLIR gives up on them (and crashes
    /// later); counting what they reference keeps those callables alive.
    #[allow(clippy::too_many_arguments)]
    fn walk_references(
        &mut self,
        ctx: &Context,
        root: &Body,
        cg: &CallGraph,
        body: &Body,
        op: OpId,
        scope: Option<TableId>,
        f: &mut dyn FnMut(NodeId, bool),
    ) {
        let mut pending: Vec<(&Body, OpId)> = vec![(body, op)];
        while let Some((b, o)) = pending.pop() {
            let is_root = o == op && std::ptr::eq(b, body);
            for dict in [b.props(o), b.attrs(o)] {
                for_each_symbol_ref(ctx, dict, &mut |reference| {
                    let node = *self
                        .resolved
                        .entry((scope, reference))
                        .or_insert_with(|| cg.resolve_node(ctx, root, scope, reference));
                    if let Some(node) = node {
                        f(node, is_root);
                    }
                });
            }
            if ctx.op_def(b.op_name(o)).is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                continue;
            }
            let (host, regions) = b.op_region_host(o);
            for &r in regions.iter().rev() {
                for block in host.blocks_of(r).collect::<Vec<_>>().into_iter().rev() {
                    for nested in host.block_ops(block).rev() {
                        pending.push((host, nested));
                    }
                }
            }
        }
    }
}
