//! The SCC-based inliner (MLIR's `Inliner::doInlining`): the call graph's
//! components bottom-up, each simplified and inlined into until nothing more
//! is inlined or the iteration limit is reached, then the callables left
//! without uses erased.

use rustc_hash::FxHashSet;

use crate::ir::{AttrKind, BlockId, Body, Context, Diagnostic, OpId, Severity, Traits};
use crate::pass::{AnchorOp, PassError};

use super::call_graph::{
    body_at, body_at_mut, callee_attr, has_callable_region, live, nested_scope, CallGraph, CallSite, IsolatedPath,
    NodeId, TableId,
};
use super::inline_call::inline_call;
use super::use_list::UseList;
use super::InlinerState;

/// A call to inline: where it is, the callable it is in, the one it calls.
#[derive(Clone, Debug)]
struct ResolvedCall {
    call: CallSite,
    source: NodeId,
    target: NodeId,
}

/// How the inliner is configured (the pass's options, with its pipelines
/// ready to run).
pub(crate) struct Config<'a> {
    /// The simplification pipelines.
    pub(crate) pipelines: &'a InlinerState,
    /// At most this many rounds of simplification and inlining per component
    /// (at least one).
    pub(crate) max_iterations: u32,
    /// The largest callee, in percent of the caller's op count.
    pub(crate) inlining_threshold: u32,
}

/// Inlining stops once it has copied this many ops per op under the
/// anchor when the pass started (and at least [`MIN_GROWTH_LIMIT`]).
///
/// MLIR's inliner has no such bound. Without one, mutually recursive
/// functions with several calls each grow exponentially: with `k` calls per
/// function, a cycle of `n` functions and `max-iterations` rounds, a callable
/// ends up with about `k^(n * rounds)` calls (`k = 3`, `n = 4`: 3^17 ops, which
/// neither tool finishes). Real inlining copies a few ops per op; the limit
/// only stops such blow-ups, with a warning, leaving the remaining calls.
pub(crate) const GROWTH_LIMIT_PER_OP: u64 = 100;

/// See [`GROWTH_LIMIT_PER_OP`].
pub(crate) const MIN_GROWTH_LIMIT: u64 = 1_000_000;

/// Runs the inliner on the op of `anchor`, which must define a symbol table.
pub(crate) fn inline(anchor: &mut AnchorOp<'_>, cg: &CallGraph, config: &Config<'_>) -> Result<(), PassError> {
    let ctx = anchor.context();
    let uses = UseList::new(ctx, anchor.body(), cg);
    let growth = GrowthBudget::for_body(anchor.body());
    let mut inliner =
        Inliner { ctx, cg, config, uses, growth, dead: Vec::new(), dead_set: FxHashSet::default(), calls: Vec::new() };
    for mut scc in cg.sccs_bottom_up() {
        inliner.inline_scc(anchor, &mut scc)?;
    }
    inliner.erase_dead_callables(anchor.body_mut());
    if inliner.growth.exhausted {
        let message = format!(
            "the inliner stopped at its growth limit: it copied {} ops ({GROWTH_LIMIT_PER_OP} per op of the input, \
             at least {MIN_GROWTH_LIMIT}); the calls left were not inlined",
            inliner.growth.copied
        );
        anchor.emit(Diagnostic { severity: Severity::Warning, ..Diagnostic::error(anchor.loc(), message) });
    }
    Ok(())
}

/// How many ops inlining may still copy (see [`GROWTH_LIMIT_PER_OP`]).
struct GrowthBudget {
    limit: u64,
    copied: u64,
    /// A call was left because of the limit.
    exhausted: bool,
}

impl GrowthBudget {
    fn for_body(body: &Body) -> Self {
        let ops = op_count(body);
        let limit = ops.saturating_mul(GROWTH_LIMIT_PER_OP).max(MIN_GROWTH_LIMIT);
        GrowthBudget { limit, copied: 0, exhausted: false }
    }

    /// Takes `ops` from the budget; false (and nothing taken) when they do
    /// not fit.
    fn take(&mut self, ops: u64) -> bool {
        let copied = self.copied.saturating_add(ops);
        if copied > self.limit {
            self.exhausted = true;
            return false;
        }
        self.copied = copied;
        true
    }
}

/// The ops in `body` and in the bodies nested in it.
fn op_count(body: &Body) -> u64 {
    let mut n = 0u64;
    body.walk_all_preorder(&mut |_, _| n += 1);
    n
}

struct Inliner<'a> {
    ctx: &'a Context,
    cg: &'a CallGraph,
    config: &'a Config<'a>,
    uses: UseList,
    growth: GrowthBudget,
    /// Callables found dead, erased at the end (in the order found).
    dead: Vec<NodeId>,
    dead_set: FxHashSet<NodeId>,
    /// The calls of the component being inlined into.
    calls: Vec<ResolvedCall>,
}

impl Inliner<'_> {
    /// Simplifies and inlines into the component until a fixed point or the
    /// iteration limit (MLIR's `inlineSCC`).
    fn inline_scc(&mut self, anchor: &mut AnchorOp<'_>, scc: &mut Vec<NodeId>) -> Result<(), PassError> {
        let mut iterations = 0;
        loop {
            self.optimize_scc(anchor, scc)?;
            if !self.inline_calls_in_scc(anchor.body_mut(), scc) {
                break;
            }
            iterations += 1;
            if iterations >= self.config.max_iterations {
                break;
            }
        }
        Ok(())
    }

    /// Runs the simplification pipeline on the component's callables (those
    /// with no callables nested in them), then recounts their uses.
    fn optimize_scc(&mut self, anchor: &mut AnchorOp<'_>, scc: &[NodeId]) -> Result<(), PassError> {
        let (ctx, cg) = (self.ctx, self.cg);
        let nodes: Vec<NodeId> = scc.iter().copied().filter(|&n| !n.is_external() && !cg.has_children(n)).collect();
        for &node in &nodes {
            let path = cg.path(node);
            let Some((&op, parent)) = path.split_last() else { continue };
            let Some(name) = body_at(anchor.body(), parent).map(|b| ctx.op_name_str(b.op_name(op))) else { continue };
            if let Some(pipeline) = self.config.pipelines.pipeline_for(name) {
                anchor.run_pipeline_on_path(pipeline, path)?;
            }
        }
        for node in nodes {
            self.uses.recompute_uses(ctx, anchor.body(), cg, node);
        }
        Ok(())
    }

    /// Inlines the calls made in the component; true when any was inlined
    /// (MLIR's `inlineCallsInSCC`).
    fn inline_calls_in_scc(&mut self, root: &mut Body, scc: &mut Vec<NodeId>) -> bool {
        let (ctx, cg) = (self.ctx, self.cg);
        // Callables found dead here, in order (MLIR's `SetVector`).
        let mut dead_nodes: Vec<NodeId> = Vec::new();
        let mut dead_set: FxHashSet<NodeId> = FxHashSet::default();
        self.calls.clear();
        for &node in scc.iter() {
            if node.is_external() {
                continue;
            }
            if self.uses.is_dead(node) {
                if dead_set.insert(node) {
                    dead_nodes.push(node);
                }
                continue;
            }
            let path: IsolatedPath = cg.path(node).into();
            let Some(body) = body_at(root, &path) else { continue };
            // The callable region: the first one.
            let blocks: Vec<BlockId> =
                body.top_regions().first().map(|&r| body.blocks_of(r).collect()).unwrap_or_default();
            collect_calls(ctx, root, cg, body, &path, &blocks, node, cg.scope(node), false, &mut self.calls);
        }

        // Calls that appear by inlining remember the callees they came
        // through, so that recursion is not inlined forever.
        let mut history: Vec<(NodeId, Option<usize>)> = Vec::new();
        let mut call_history: Vec<Option<usize>> = vec![None; self.calls.len()];
        let mut inlined_any = false;
        let mut i = 0;
        while i < self.calls.len() {
            let call = self.calls[i].clone();
            let from = call_history[i];
            i += 1;
            if dead_set.contains(&call.source) {
                continue;
            }
            if history_includes(call.target, from, &history) || !self.should_inline(root, &call) {
                continue;
            }
            let callee_ops = body_at(root, cg.path(call.target)).map_or(0, op_count).max(1);
            if !self.growth.take(callee_ops) {
                continue;
            }
            let before = self.calls.len();
            let in_place = self.uses.has_one_use_and_discardable(call.target);
            let mut new_calls = Vec::new();
            let inlined = inline_call(ctx, root, &call.call, cg.path(call.target), &mut |tree, body, blocks| {
                let (path, source, scope) = (&call.call.body, call.source, call.call.scope);
                collect_calls(ctx, tree, cg, body, path, blocks, source, scope, true, &mut new_calls)
            });
            if inlined.is_err() {
                continue;
            }
            self.calls.extend(new_calls);
            inlined_any = true;
            history.push((call.target, from));
            call_history.extend(std::iter::repeat_n(Some(history.len() - 1), self.calls.len() - before));

            if let Some(body) = body_at(root, &call.call.body) {
                self.uses.drop_call_uses(ctx, root, cg, call.source, (body, call.call.op), call.call.scope);
            }
            self.uses.merge_uses_after_inlining(call.target, call.source);
            if let Some(body) = body_at_mut(root, &call.call.body) {
                body.erase_op(call.call.op);
            }
            if in_place {
                self.uses.erase_node(cg, call.target);
                if dead_set.insert(call.target) {
                    dead_nodes.push(call.target);
                }
            }
        }
        scc.retain(|n| !dead_set.contains(n));
        for node in dead_nodes {
            if self.dead_set.insert(node) {
                self.dead.push(node);
            }
        }
        self.calls.clear();
        inlined_any
    }

    /// MLIR's `shouldInline`.
    fn should_inline(&self, root: &Body, call: &ResolvedCall) -> bool {
        let (ctx, cg) = (self.ctx, self.cg);
        let Some(body) = body_at(root, &call.call.body) else { return false };
        let op = call.call.op;
        if ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::TERMINATOR)) {
            return false;
        }
        // Recursive callees (an edge back to themselves or to the caller).
        if cg.edges(call.target).iter().any(|e| e.target == call.target || e.target == call.source) {
            return false;
        }
        // A call inside its own callee.
        let callee_path = cg.path(call.target);
        if call.call.body.starts_with(callee_path) {
            return false;
        }
        let Some((&callee_op, callee_parent)) = callee_path.split_last() else { return false };
        let Some(callee_holder) = body_at(root, callee_parent) else { return false };
        let Some(callee) = callee_holder.isolated_body(callee_op) else { return false };
        // Several blocks go only where the caller's region may have several.
        let multi_block = callee.top_regions().first().is_some_and(|&r| callee.blocks_of(r).nth(1).is_some());
        if multi_block {
            let parent_name =
                match body.op_block(op).and_then(|b| body.block_region(b)).and_then(|r| body.region_parent(r)) {
                    Some(parent) => body.op_name(parent),
                    None => {
                        let Some((&owner, owner_parent)) = call.call.body.split_last() else { return false };
                        let Some(holder) = body_at(root, owner_parent) else { return false };
                        holder.op_name(owner)
                    }
                };
            let same_kind = parent_name == callee_holder.op_name(callee_op);
            // An unregistered op might be single-block.
            let single_block_only = ctx.op_def(parent_name).is_none_or(|d| d.has(Traits::SINGLE_BLOCK));
            if !same_kind && single_block_only {
                return false;
            }
        }
        self.is_profitable(root, call, callee)
    }

    /// The `inlining-threshold` test: the callee's op count, in percent of
    /// the caller's, is at most the threshold.
    fn is_profitable(&self, root: &Body, call: &ResolvedCall, callee: &Body) -> bool {
        let threshold = self.config.inlining_threshold;
        if threshold == 0 {
            return false;
        }
        if threshold == u32::MAX {
            return true;
        }
        let Some(caller) = body_at(root, self.cg.path(call.source)) else { return false };
        let caller_ops = op_count(caller);
        if caller_ops == 0 {
            return true;
        }
        op_count(callee) * 100 / caller_ops <= u64::from(threshold)
    }

    /// Erases the callables found dead (MLIR's `eraseDeadCallables`), nested
    /// ones first so that every path still leads somewhere.
    fn erase_dead_callables(&mut self, root: &mut Body) {
        let mut dead: Vec<&[OpId]> = self.dead.iter().map(|&n| self.cg.path(n)).collect();
        dead.sort_by_key(|p| std::cmp::Reverse(p.len()));
        for path in dead {
            let Some((&op, parent)) = path.split_last() else { continue };
            if let Some(body) = body_at_mut(root, parent).filter(|b| live(b, op)) {
                body.erase_op(op);
            }
        }
    }
}

/// True when the inlining history `from` (an index into `history`, whose
/// entries link to the entry they came from) went through `node`.
fn history_includes(node: NodeId, mut from: Option<usize>, history: &[(NodeId, Option<usize>)]) -> bool {
    while let Some(i) = from {
        if history[i].0 == node {
            return true;
        }
        from = history[i].1;
    }
    false
}

/// Collects the calls to callables in `blocks` (of `body`, at `path`) and in
/// the regions nested in them, for the callable `source` (MLIR's
/// `collectCallOps`). Blocks are visited last first, as MLIR's worklist
/// does; calls to nested symbol references are left alone. Regions of
/// nested callables are entered only with `traverse_nested`.
#[allow(clippy::too_many_arguments)]
fn collect_calls(
    ctx: &Context,
    root: &Body,
    cg: &CallGraph,
    body: &Body,
    path: &[OpId],
    blocks: &[BlockId],
    source: NodeId,
    scope: Option<TableId>,
    traverse_nested: bool,
    out: &mut Vec<ResolvedCall>,
) {
    struct Item<'b> {
        body: &'b Body,
        path: IsolatedPath,
        block: BlockId,
        node: NodeId,
        scope: Option<TableId>,
    }
    let mut worklist: Vec<Item<'_>> =
        blocks.iter().map(|&block| Item { body, path: path.into(), block, node: source, scope }).collect();
    while let Some(item) = worklist.pop() {
        let b = item.body;
        for op in b.block_ops(item.block) {
            let def = ctx.op_def(b.op_name(op));
            if def.is_some_and(|d| d.has_interface::<crate::dialects::CallLike>()) {
                let callee = callee_attr(ctx, b, op);
                if let Some(AttrKind::SymbolRef { nested, .. }) = callee.map(|c| ctx.attr_kind(c)) {
                    if !nested.is_empty() {
                        continue;
                    }
                }
                let target =
                    callee.and_then(|c| cg.resolve_node(ctx, root, item.scope, c)).unwrap_or(NodeId::UNKNOWN_CALLEE);
                if !target.is_external() {
                    let call = CallSite { body: item.path.clone(), op, scope: item.scope };
                    out.push(ResolvedCall { call, source: item.node, target });
                }
                continue;
            }
            match b.isolated_body(op) {
                Some(inner) => {
                    let mut inner_path = item.path.clone();
                    inner_path.push(op);
                    let nested_node = if has_callable_region(b, op) { cg.lookup_node(&inner_path) } else { None };
                    if !traverse_nested && nested_node.is_some() {
                        continue;
                    }
                    let inner_scope = if def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                        cg.lookup_table(&inner_path)
                    } else {
                        nested_scope(ctx, b, op, item.scope, None)
                    };
                    for &r in inner.top_regions() {
                        for block in inner.blocks_of(r) {
                            worklist.push(Item {
                                body: inner,
                                path: inner_path.clone(),
                                block,
                                node: nested_node.unwrap_or(item.node),
                                scope: inner_scope,
                            });
                        }
                    }
                }
                None => {
                    let inner_scope = nested_scope(ctx, b, op, item.scope, None);
                    for &r in b.regions(op) {
                        for block in b.blocks_of(r) {
                            worklist.push(Item {
                                body: b,
                                path: item.path.clone(),
                                block,
                                node: item.node,
                                scope: inner_scope,
                            });
                        }
                    }
                }
            }
        }
    }
}
