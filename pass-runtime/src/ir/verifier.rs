//! The verifier: structural rules (terminators, single blocks, successors,
//! dominance of SSA uses) and each registered op's own verifier.
//!
//! Isolated bodies are independent by construction, so they are verified in
//! parallel; the first error of each body is reported, in IR order, with the
//! `see current operation` note MLIR attaches.

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::attr_verify::verify_dialect_attrs;
use super::body::{BlockId, Body, OpData, OpId, RegionId, ValueDef, ValueId};
use super::diagnostic::Diagnostic;
use super::dialect::{RegionVerifier, Traits};
use super::entity::EntityId;
use super::module::OwnedOp;
use super::printer::{print_op_local, print_op_standalone, PrintOptions};
use super::symbol_table::verify_symbol_table;
use super::view::OpView;
use super::Context;

/// Verifies a top-level op and everything nested in it. Returns every
/// error found (the first of each isolated body), in IR order.
pub fn verify(ctx: &Context, owned: &OwnedOp) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    verify_op_tree(ctx, owned.enclosing_body(), owned.op(), None, &mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies the isolated op `op` of `parent` (its own checks and its body).
pub fn verify_isolated(ctx: &Context, parent: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    verify_op_tree(ctx, parent, op, None, &mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies the isolated op `op` of `parent` and its own body, but not the
/// isolated ops nested in that body (the pass manager's check after a nested
/// pipeline, whose ops were verified as each of their passes finished).
pub fn verify_isolated_shallow(ctx: &Context, parent: &Body, op: OpId) -> Result<(), Vec<Diagnostic>> {
    verify_single_op(ctx, parent, op, None).map_err(|e| vec![e])?;
    if let Some(inner) = parent.isolated_body(op) {
        if let Some(e) = verify_body_ops(ctx, inner, Some(parent.op(op))) {
            return Err(vec![e]);
        }
    }
    verify_region_invariants(ctx, parent, op, None)
        .and_then(|()| verify_if_symbol_table(ctx, parent, op, None))
        .map_err(|e| vec![e])
}

/// Verifies a body whose owner header is `owner` (not the owner itself).
pub fn verify_body(ctx: &Context, body: &Body, owner: Option<&OpData>) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    if let Some(e) = verify_body_ops(ctx, body, owner) {
        errors.push(e);
    }
    verify_children(ctx, body, &mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn verify_op_tree(ctx: &Context, body: &Body, op: OpId, owner: Option<&OpData>, errors: &mut Vec<Diagnostic>) {
    // The op itself, as seen from its parent body.
    if let Err(e) = verify_single_op(ctx, body, op, owner) {
        errors.push(e);
        return;
    }
    match body.isolated_body(op) {
        Some(inner) => {
            let header = body.op(op);
            if let Some(e) = verify_body_ops(ctx, inner, Some(header)) {
                errors.push(e);
                return;
            }
            let before = errors.len();
            verify_children(ctx, inner, errors);
            if errors.len() == before {
                if let Err(e) = verify_region_invariants(ctx, body, op, owner)
                    .and_then(|()| verify_if_symbol_table(ctx, body, op, owner))
                {
                    errors.push(e);
                }
            }
        }
        None => {
            // Not isolated: its regions live in `body` and were (or will be)
            // checked with the rest of it.
        }
    }
}

/// Verifies the isolated children of the ops of `body`, in parallel.
fn verify_children(ctx: &Context, body: &Body, errors: &mut Vec<Diagnostic>) {
    let mut children: Vec<OpId> = Vec::new();
    for &r in body.top_regions() {
        body.walk_region(r, &mut |op, pre| {
            if pre && body.is_isolated(op) {
                children.push(op);
            }
        });
    }
    if children.is_empty() {
        return;
    }
    // Results come back in IR order whatever the schedule.
    let results: Vec<Vec<Diagnostic>> = children.par_iter().map(|&c| verify_child(ctx, body, c)).collect();
    errors.extend(results.into_iter().flatten());
}

/// Verifies the body of the isolated op `child` of `body` and what it nests.
fn verify_child(ctx: &Context, body: &Body, child: OpId) -> Vec<Diagnostic> {
    let mut errs = Vec::new();
    let inner = body.isolated_body(child).expect("isolated child");
    if let Some(e) = verify_body_ops(ctx, inner, Some(body.op(child))) {
        errs.push(e);
    } else {
        verify_children(ctx, inner, &mut errs);
        if errs.is_empty() {
            errs.extend(
                verify_region_invariants(ctx, body, child, None)
                    .and_then(|()| verify_if_symbol_table(ctx, body, child, None))
                    .err(),
            );
        }
    }
    errs
}

/// The op's [`RegionVerifier`], if it has one: run once everything nested
/// in its regions verified (MLIR's `verifyRegionInvariants`).
fn verify_region_invariants(ctx: &Context, body: &Body, op: OpId, owner: Option<&OpData>) -> Result<(), Diagnostic> {
    let Some(&RegionVerifier(f)) = ctx.op_def(body.op_name(op)).and_then(|d| d.get_hook::<RegionVerifier>()) else {
        return Ok(());
    };
    f(&OpView::new(ctx, body, op, owner)).map_err(|d| see_current(ctx, body, op, d))
}

/// The symbol table checks of `op` (an op of `body`) when it is a symbol
/// table: run after the op and everything in it verified, as MLIR's region
/// invariants are.
fn verify_if_symbol_table(ctx: &Context, body: &Body, op: OpId, owner: Option<&OpData>) -> Result<(), Diagnostic> {
    if ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
        verify_symbol_table(ctx, body, op, owner)?;
    }
    Ok(())
}

/// `see current operation: ` and the op in generic form, on a line of its own
/// when it takes several (as MLIR's `Diagnostic::appendOp`).
pub(crate) fn current_operation_note(ctx: &Context, body: &Body, op: OpId) -> String {
    // MLIR prints it with local scope: values numbered from the closest
    // isolated op, which is the op itself when it is isolated.
    let text = if body.is_isolated(op) {
        let mut text = print_op_standalone(
            ctx,
            body,
            op,
            PrintOptions { debug_info: ctx.default_print_debuginfo(), local_scope: true, ..PrintOptions::default() },
        );
        text.truncate(text.trim_end().len());
        text
    } else {
        print_op_local(ctx, body, op)
    };
    let newline = if text.contains('\n') { "\n" } else { "" };
    format!("see current operation: {newline}{text}")
}

pub(crate) fn see_current(ctx: &Context, body: &Body, op: OpId, mut d: Diagnostic) -> Diagnostic {
    let note = Diagnostic::note(d.loc, current_operation_note(ctx, body, op));
    d.notes.insert(0, note);
    d
}

/// Checks of one op that need no knowledge of its regions' contents.
fn verify_single_op(ctx: &Context, body: &Body, op: OpId, owner: Option<&OpData>) -> Result<(), Diagnostic> {
    let view = OpView::new(ctx, body, op, owner);
    verify_dialect_attrs(ctx, &view).map_err(|why| see_current(ctx, body, op, view.op_error(why)))?;
    let def = view.def();
    if def.is_none() {
        let dialect = ctx.op_dialect(body.op_name(op));
        // As in MLIR, a registered dialect rejects ops it does not know
        // whatever `--allow-unregistered-dialect` says, unless it allows
        // unknown ops.
        if ctx.dialect(dialect).is_some_and(|d| d.get_hook::<super::dialect::AllowsUnknownOps>().is_none()) {
            let d = view.error(format!(
                "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                view.name()
            ));
            return Err(see_current(ctx, body, op, d));
        }
    }
    if let Some(def) = def {
        if def.has(Traits::SINGLE_BLOCK) && !def.verifies_own_traits() {
            let (host, regions) = body.op_region_host(op);
            for (i, &r) in regions.iter().enumerate() {
                if host.blocks_of(r).nth(1).is_some() {
                    return Err(see_current(
                        ctx,
                        body,
                        op,
                        view.op_error(format!("expects region #{i} to have 0 or 1 blocks")),
                    ));
                }
            }
        }
        if !body.successors(op).is_empty() {
            if let Some(b) = body.op_block(op) {
                if body.last_op(b) != Some(op) {
                    let d = view.error("operation with block successors must terminate its parent block");
                    return Err(see_current(ctx, body, op, d));
                }
            }
        }
        if def.has(Traits::TERMINATOR) && !def.verifies_own_traits() {
            if let Some(b) = body.op_block(op) {
                if body.last_op(b) != Some(op) {
                    return Err(see_current(
                        ctx,
                        body,
                        op,
                        view.op_error("must be the last operation in the parent block"),
                    ));
                }
            }
        }
        if let Some(f) = def.verify_fn() {
            f(&view).map_err(|d| see_current(ctx, body, op, d))?;
        }
    }
    Ok(())
}

/// Verifies every op of a body (not nested isolated bodies): per-op checks,
/// block structure, then dominance. Returns the first error.
fn verify_body_ops(ctx: &Context, body: &Body, owner: Option<&OpData>) -> Option<Diagnostic> {
    // The owner decides whether its top regions need terminators and dominance.
    let owner_def = owner.and_then(|o| ctx.op_def(o.name()));
    let owner_needs_terminator = owner_def.is_some_and(|d| !d.has(Traits::NO_TERMINATOR));
    let owner_graph = owner_def.is_some_and(|d| d.has(Traits::GRAPH_REGION));
    let mut first: Option<Diagnostic> = None;
    for &r in body.top_regions() {
        if let Err(e) = verify_region(ctx, body, r, owner, owner_needs_terminator) {
            first = Some(e);
            break;
        }
    }
    if first.is_some() {
        return first;
    }
    let mut dom = Dominance::default();
    for &r in body.top_regions() {
        if let Err(e) = verify_dominance(ctx, body, r, !owner_graph, &mut dom) {
            return Some(e);
        }
    }
    None
}

fn verify_region(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    owner: Option<&OpData>,
    needs_terminator: bool,
) -> Result<(), Diagnostic> {
    let mut is_entry = true;
    for b in body.blocks_of(region) {
        if is_entry && body.predecessors(b).first().and_then(|&p| body.last_op(p)).is_some() {
            // MLIR reports it at the op holding the region.
            let loc =
                body.region_parent(region).map(|p| body.loc(p)).or(owner.map(|o| o.loc())).unwrap_or(ctx.unknown_loc());
            return Err(Diagnostic::error(loc, "entry block of region may not have predecessors"));
        }
        is_entry = false;
        if needs_terminator {
            match body.last_op(b) {
                None => {
                    let loc = body
                        .region_parent(region)
                        .map(|p| body.loc(p))
                        .or(owner.map(|o| o.loc()))
                        .unwrap_or(ctx.unknown_loc());
                    return Err(Diagnostic::error(loc, "empty block: expect at least a terminator"));
                }
                Some(t) => {
                    let def = ctx.op_def(body.op_name(t));
                    if def.is_some_and(|d| !d.has(Traits::TERMINATOR)) {
                        let text = print_op_local(ctx, body, t);
                        let d = Diagnostic::error(body.loc(t), format!("block with no terminator, has {text}"));
                        return Err(see_current(ctx, body, t, d));
                    }
                }
            }
        }
        for op in body.block_ops(b) {
            verify_single_op(ctx, body, op, owner)?;
            for (i, &s) in body.successors(op).iter().enumerate() {
                if body.block_region(s) != Some(region) {
                    let view = OpView::new(ctx, body, op, owner);
                    let _ = i;
                    return Err(see_current(
                        ctx,
                        body,
                        op,
                        view.op_error("reference to block defined in another region"),
                    ));
                }
            }
            // Regions of isolated ops are in their own bodies (none here).
            let regions = body.regions(op);
            if !regions.is_empty() {
                let def = ctx.op_def(body.op_name(op));
                let nested_needs_terminator = def.is_some_and(|d| !d.has(Traits::NO_TERMINATOR));
                for &r in regions {
                    verify_region(ctx, body, r, owner, nested_needs_terminator)?;
                }
                if let Some(&RegionVerifier(f)) = def.and_then(|d| d.get_hook::<RegionVerifier>()) {
                    f(&OpView::new(ctx, body, op, owner)).map_err(|d| see_current(ctx, body, op, d))?;
                }
            }
        }
    }
    Ok(())
}

/// Dominator trees of the multi-block regions of a body, computed on demand.
#[derive(Default)]
struct Dominance {
    /// Per region: immediate dominator of each reachable block, by block.
    idoms: FxHashMap<RegionId, FxHashMap<BlockId, BlockId>>,
    /// Per region: reverse post-order index of each reachable block.
    order: FxHashMap<RegionId, FxHashMap<BlockId, usize>>,
    /// Per region: each reachable block's interval in a depth-first walk of
    /// the dominator tree (entered, left), so that a dominance query is two
    /// comparisons however deep the tree (inlining makes long chains).
    intervals: FxHashMap<RegionId, FxHashMap<BlockId, (u32, u32)>>,
    /// Position of each op in its block, for blocks numbered so far (so that
    /// "is this op before that one" is O(1) and big blocks stay linear).
    op_pos: Vec<u32>,
    /// Which blocks are numbered in `op_pos`, by block.
    numbered_blocks: Vec<bool>,
}

impl Dominance {
    /// True if `a` comes before `b`, both in `block`.
    fn is_before(&mut self, body: &Body, block: BlockId, a: OpId, b: OpId) -> bool {
        if self.numbered_blocks.len() <= block.index() {
            self.numbered_blocks.resize(body.block_capacity().max(block.index() + 1), false);
        }
        if !self.numbered_blocks[block.index()] {
            self.numbered_blocks[block.index()] = true;
            if self.op_pos.len() < body.op_capacity() {
                self.op_pos.resize(body.op_capacity(), 0);
            }
            for (i, op) in body.block_ops(block).enumerate() {
                self.op_pos[op.index()] = i as u32;
            }
        }
        self.op_pos[a.index()] < self.op_pos[b.index()]
    }

    fn compute(&mut self, body: &Body, region: RegionId) {
        if self.idoms.contains_key(&region) {
            return;
        }
        let Some(entry) = body.entry_block(region) else {
            self.idoms.insert(region, FxHashMap::default());
            self.order.insert(region, FxHashMap::default());
            self.intervals.insert(region, FxHashMap::default());
            return;
        };
        // Reverse post-order by DFS over successors.
        let mut post: Vec<BlockId> = Vec::new();
        let mut seen: FxHashMap<BlockId, ()> = FxHashMap::default();
        let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
        seen.insert(entry, ());
        while let Some((b, i)) = stack.pop() {
            let succs: SmallVec<[BlockId; 4]> =
                body.last_op(b).map(|t| body.successors(t).iter().copied().collect()).unwrap_or_default();
            if i < succs.len() {
                stack.push((b, i + 1));
                let s = succs[i];
                if seen.insert(s, ()).is_none() {
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
            }
        }
        post.reverse();
        let order: FxHashMap<BlockId, usize> = post.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut preds: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in &post {
            if let Some(t) = body.last_op(b) {
                for &s in body.successors(t) {
                    preds.entry(s).or_default().push(b);
                }
            }
        }
        // Intersecting the predecessors latest first makes each walk up the
        // dominator tree short when a block has many predecessors along one
        // chain (a ladder of `cf.cond_br` to one exit): in reverse post-order
        // that shape costs a walk per predecessor as long as the chain, and
        // 100,000 blocks took minutes.
        for list in preds.values_mut() {
            list.sort_unstable_by_key(|p| std::cmp::Reverse(order[p]));
        }
        let mut idom: FxHashMap<BlockId, BlockId> = FxHashMap::default();
        idom.insert(entry, entry);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in post.iter().skip(1) {
                let mut new: Option<BlockId> = None;
                for &p in preds.get(&b).map(|v| v.as_slice()).unwrap_or(&[]) {
                    if !idom.contains_key(&p) {
                        continue;
                    }
                    new = Some(match new {
                        None => p,
                        Some(n) => intersect(&idom, &order, p, n),
                    });
                }
                if let Some(n) = new {
                    if idom.get(&b) != Some(&n) {
                        idom.insert(b, n);
                        changed = true;
                    }
                }
            }
        }
        // Number the dominator tree depth-first (children in reverse
        // post-order, though any order would do).
        let mut children: FxHashMap<BlockId, Vec<BlockId>> = FxHashMap::default();
        for &b in post.iter().skip(1) {
            if let Some(&d) = idom.get(&b) {
                children.entry(d).or_default().push(b);
            }
        }
        let mut intervals: FxHashMap<BlockId, (u32, u32)> = FxHashMap::default();
        let mut counter = 0u32;
        let mut walk: Vec<(BlockId, usize)> = vec![(entry, 0)];
        intervals.insert(entry, (0, 0));
        while let Some((b, i)) = walk.pop() {
            match children.get(&b).and_then(|c| c.get(i)) {
                Some(&child) => {
                    walk.push((b, i + 1));
                    counter += 1;
                    intervals.insert(child, (counter, 0));
                    walk.push((child, 0));
                }
                None => {
                    counter += 1;
                    if let Some(entry) = intervals.get_mut(&b) {
                        entry.1 = counter;
                    }
                }
            }
        }
        self.idoms.insert(region, idom);
        self.order.insert(region, order);
        self.intervals.insert(region, intervals);
    }

    /// True if `block` (in `region`) is reachable from the region's entry.
    fn is_reachable(&mut self, body: &Body, region: RegionId, block: BlockId) -> bool {
        self.compute(body, region);
        self.intervals[&region].contains_key(&block)
    }

    /// True if block `a` dominates block `b` (both in `region`). Unreachable
    /// blocks are dominated by everything, as in MLIR.
    fn dominates(&mut self, body: &Body, region: RegionId, a: BlockId, b: BlockId) -> bool {
        if a == b {
            return true;
        }
        self.compute(body, region);
        let intervals = &self.intervals[&region];
        let Some(&(b_in, b_out)) = intervals.get(&b) else { return true };
        intervals.get(&a).is_some_and(|&(a_in, a_out)| a_in <= b_in && b_out <= a_out)
    }
}

fn intersect(
    idom: &FxHashMap<BlockId, BlockId>,
    order: &FxHashMap<BlockId, usize>,
    mut a: BlockId,
    mut b: BlockId,
) -> BlockId {
    while a != b {
        while order[&a] > order[&b] {
            a = idom[&a];
        }
        while order[&b] > order[&a] {
            b = idom[&b];
        }
    }
    a
}

fn verify_dominance(
    ctx: &Context,
    body: &Body,
    region: RegionId,
    ssa: bool,
    dom: &mut Dominance,
) -> Result<(), Diagnostic> {
    let entry = body.entry_block(region);
    for b in body.blocks_of(region) {
        // As in MLIR, dominance means nothing in an unreachable block: its
        // ops' operands are not checked (an op there may even use its own
        // result), the regions it holds are.
        let check_operands = !ssa || Some(b) == entry || dom.is_reachable(body, region, b);
        for op in body.block_ops(b) {
            for (i, v) in body.operands(op).enumerate().filter(|_| check_operands) {
                if !value_dominates(body, v, op, ssa, dom) {
                    let view = OpView::new(ctx, body, op, None);
                    let mut d =
                        see_current(ctx, body, op, view.error(format!("operand #{i} does not dominate this use")));
                    if let Some(note) = def_note(ctx, body, v, op) {
                        d.notes.push(note);
                    }
                    return Err(d);
                }
            }
            // Regions of isolated ops are in their own bodies (none here).
            let regions = body.regions(op);
            if !regions.is_empty() {
                let def = ctx.op_def(body.op_name(op));
                // Unregistered ops may have graph regions: MLIR checks no
                // dominance in them.
                let nested_ssa = def.is_some_and(|d| !d.has(Traits::GRAPH_REGION));
                for &r in regions {
                    verify_dominance(ctx, body, r, nested_ssa, dom)?;
                }
            }
        }
    }
    Ok(())
}

/// True when the definition of `v` dominates its use by `user`.
fn value_dominates(body: &Body, v: ValueId, user: OpId, ssa: bool, dom: &mut Dominance) -> bool {
    let Some(def_block) = body.value_block(v) else { return false };
    let Some(def_region) = body.block_region(def_block) else { return false };
    let Some(use_block) = body.op_block(user) else { return false };
    if def_block == use_block {
        // The common case, decided without walking regions: what the general
        // case below concludes when the user is its own ancestor.
        return match body.value_def(v) {
            ValueDef::Result { op: def_op, .. } => {
                !ssa || def_op != user && dom.is_before(body, def_block, def_op, user)
            }
            ValueDef::BlockArg { .. } => true,
            ValueDef::Detached => false,
        };
    }
    // The use must be nested in the region of the definition.
    let Some(use_region) = body.block_region(use_block) else { return false };
    if !body.region_is_within(use_region, def_region) {
        return false;
    }
    // The user's ancestor in the definition's region.
    let Some(anc) = ancestor_in_region(body, user, def_region) else { return false };
    let anc_block = body.op_block(anc).expect("ancestor is in a block");
    if !ssa && def_region == use_region {
        return true;
    }
    if !ssa {
        return true;
    }
    match body.value_def(v) {
        ValueDef::BlockArg { .. } => dom.dominates(body, def_region, def_block, anc_block),
        ValueDef::Result { op: def_op, .. } => {
            if def_op == anc {
                // A value used inside the regions of its own defining op.
                return false;
            }
            if def_block == anc_block {
                dom.is_before(body, def_block, def_op, anc)
            } else {
                dom.dominates(body, def_region, def_block, anc_block)
            }
        }
        ValueDef::Detached => false,
    }
}

fn ancestor_in_region(body: &Body, mut op: OpId, region: RegionId) -> Option<OpId> {
    loop {
        let b = body.op_block(op)?;
        if body.block_region(b)? == region {
            return Some(op);
        }
        op = body.region_parent(body.block_region(b)?)?;
    }
}

fn def_note(ctx: &Context, body: &Body, v: ValueId, user: OpId) -> Option<Diagnostic> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } => {
            let (db, ub) = (body.op_block(op)?, body.op_block(user)?);
            let where_ = if db == ub {
                "op in the same block"
            } else if body.block_region(db) == body.block_region(ub) {
                "op in the same region"
            } else if body.region_is_within(body.block_region(ub)?, body.block_region(db)?) {
                "op in a parent region"
            } else {
                "op in a child region"
            };
            Some(Diagnostic::note(body.loc(op), format!("operand defined here ({where_})")))
        }
        ValueDef::BlockArg { block, index } => {
            let region = body.block_region(block)?;
            let n = body.blocks_of(region).position(|b| b == block)?;
            let _ = index;
            let loc = body.value_loc(v);
            let _ = ctx;
            Some(Diagnostic::note(loc, format!("operand defined as a block argument (block #{n} in the same region)")))
        }
        ValueDef::Detached => None,
    }
}
