//! The rewriter patterns change the IR through (MLIR's `PatternRewriter` and
//! `RewriterBase::Listener`): each change is made on the body and reported to
//! the listener, so a driver can keep its worklist in step.
//!
//! The notifications come in MLIR's order (`mlir/lib/IR/PatternMatch.cpp`),
//! because the greedy driver's worklist, and so the order of the ops it
//! creates, depends on it: erasing an op reports the ops nested in it first
//! (regions last to first, blocks in post-order, ops last to first), replacing
//! uses reports each user as it is changed, splitting a block moves the ops
//! one by one from the back.

use smallvec::SmallVec;

use super::region_simplify::post_order;
use crate::ir::{
    BlockId, Body, Context, InsertPoint, IrRead, Location, OpBuilder, OpId, OpSpec, RegionId, Type, ValueId, ValueMap,
};

/// Inserts the detached `op` at `point`, which then follows it: how a
/// rewriter (this one or the dialect conversion's) inserts what it creates.
#[inline]
pub(crate) fn insert_at_point(body: &mut Body, point: &mut Option<InsertPoint>, op: OpId) {
    let at = point.expect("no insertion point set");
    body.insert_op(op, at);
    *point = Some(InsertPoint::After(op));
}

/// Moves an insertion `point` next to `op` (about to be replaced or erased)
/// to where `op` ends, so that it stays valid whether the op goes now or
/// later (in a conversion, at its end).
pub(crate) fn step_insertion_point_past(body: &Body, point: &mut Option<InsertPoint>, op: OpId) {
    if matches!(*point, Some(InsertPoint::Before(o) | InsertPoint::After(o)) if o == op) {
        *point = match (body.next_op(op), body.op_block(op)) {
            (Some(next), _) => Some(InsertPoint::Before(next)),
            (None, Some(block)) => Some(InsertPoint::BlockEnd(block)),
            (None, None) => None,
        };
    }
}

/// Told of every change a rewriter makes (MLIR's `RewriterBase::Listener`).
/// All methods default to doing nothing.
pub trait RewriteListener {
    /// `op` was inserted (created, or moved to a new place).
    fn op_inserted(&mut self, _body: &Body, _op: OpId) {}
    /// `op` is about to be erased (called for nested ops first).
    fn op_erased(&mut self, _body: &Body, _op: OpId) {}
    /// `op` was changed in place (operands, attributes, successors).
    fn op_modified(&mut self, _body: &Body, _op: OpId) {}
    /// The results of `op` are about to be replaced by `with`.
    fn op_replaced(&mut self, _body: &Body, _op: OpId, _with: &[ValueId]) {}
    /// `block` was inserted into a region.
    fn block_inserted(&mut self, _body: &Body, _block: BlockId) {}
    /// `block` is about to be erased.
    fn block_erased(&mut self, _body: &Body, _block: BlockId) {}
    /// A listener that takes over the rewriter's structural changes (the
    /// dialect conversion driver, which delays or logs them so that they can
    /// be rolled back) returns itself here; the rewriter then hands those
    /// changes to it instead of making them. `None` (the default) leaves them
    /// to the rewriter.
    fn as_override(&mut self) -> Option<&mut dyn RewriteOverride> {
        None
    }
}

/// Changes a [`PatternRewriter`] hands to its listener instead of making them
/// itself, as MLIR's `ConversionPatternRewriter` overrides `PatternRewriter`'s
/// virtual methods. Each method must have the effect its namesake on the
/// rewriter documents, now or (when the implementor delays it) by the end of
/// the rewrite; what it reports and when is up to the implementor.
pub trait RewriteOverride {
    /// [`PatternRewriter::replace_op`].
    fn replace_op(&mut self, body: &mut Body, op: OpId, with: &[ValueId]);
    /// [`PatternRewriter::erase_op`].
    fn erase_op(&mut self, body: &mut Body, op: OpId);
    /// [`PatternRewriter::replace_all_uses_with`].
    fn replace_all_uses_with(&mut self, body: &mut Body, from: ValueId, to: ValueId);
    /// Called before [`PatternRewriter::modify_op_in_place`] changes `op`
    /// (MLIR's `startOpModification`), so that its state can be saved.
    fn start_op_modification(&mut self, body: &Body, op: OpId);
    /// [`PatternRewriter::move_op`].
    fn move_op(&mut self, body: &mut Body, op: OpId, at: InsertPoint);
    /// [`PatternRewriter::erase_block`].
    fn erase_block(&mut self, body: &mut Body, block: BlockId);
    /// [`PatternRewriter::inline_block`].
    fn inline_block(&mut self, body: &mut Body, source: BlockId, at: InsertPoint, args: &[ValueId]);
    /// [`PatternRewriter::inline_region_before`].
    fn inline_region_before(&mut self, body: &mut Body, from: RegionId, to: RegionId, before: Option<BlockId>);
    /// [`PatternRewriter::split_block`].
    fn split_block(&mut self, body: &mut Body, block: BlockId, op: OpId) -> BlockId;
}

/// A listener that ignores everything.
pub struct NoListener;
impl RewriteListener for NoListener {}

impl IrRead for PatternRewriter<'_> {
    fn context(&self) -> &Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        self.body
    }
}

impl OpBuilder for PatternRewriter<'_> {
    fn create_op(&mut self, spec: &OpSpec<'_>, isolated: bool) -> OpId {
        let op = self.body.create_op(spec, isolated);
        self.insert(op);
        op
    }
    fn context_and_body_mut(&mut self) -> (&Context, &mut Body) {
        (self.ctx, self.body)
    }
}

/// Changes the IR of one body on behalf of a pattern, reporting each change.
pub struct PatternRewriter<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    listener: &'a mut dyn RewriteListener,
    insertion_point: Option<InsertPoint>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `body` reporting to `listener`.
    pub fn new(ctx: &'a Context, body: &'a mut Body, listener: &'a mut dyn RewriteListener) -> Self {
        PatternRewriter { ctx, body, listener, insertion_point: None }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.ctx
    }

    /// The IR, to read.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// Where `create` inserts.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.insertion_point = Some(at);
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.insertion_point
    }

    /// Creates an op from `spec` (with `spec.num_regions` empty regions) at the
    /// insertion point, which then follows it.
    pub fn create(&mut self, spec: &OpSpec<'_>) -> OpId {
        self.create_op(spec, false)
    }

    /// Inserts a detached op (for example one a materializer created) at the
    /// insertion point, which then follows it.
    pub fn insert(&mut self, op: OpId) {
        insert_at_point(self.body, &mut self.insertion_point, op);
        self.listener.op_inserted(self.body, op);
    }

    /// Creates an op from `spec` at the insertion point and replaces `op` with
    /// its results (MLIR's `replaceOpWithNewOp`). Returns the new op.
    pub fn replace_op_with_new_op(&mut self, op: OpId, spec: &OpSpec<'_>) -> OpId {
        let new_op = self.create(spec);
        let results: SmallVec<[ValueId; 4]> = self.body.results(new_op).collect();
        self.replace_op(op, &results);
        new_op
    }

    /// Clones `op` (with everything nested in it) at the insertion point,
    /// remapping operands through `map` and recording the clone's values in
    /// it; reports the clone and then each op nested in it, parents first
    /// (MLIR's `OpBuilder::clone`).
    pub fn clone_op(&mut self, op: OpId, map: &mut ValueMap) -> OpId {
        let new_op = if self.body.regions(op).is_empty() {
            clone_flat_op(self.body, op, map)
        } else {
            // The clone is written into the body it is read from: read from a
            // copy (same ids) of the body. Ops with inline regions are rarely
            // cloned by patterns.
            let source = self.body.clone();
            self.body.clone_op_from(self.ctx, &source, op, map)
        };
        self.insert(new_op);
        let nested = self.body.collect_nested(new_op);
        for &o in &nested[1..] {
            self.listener.op_inserted(self.body, o);
        }
        new_op
    }

    /// Replaces every result of `op` with `with` (one value per result) and
    /// erases `op`.
    pub fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        debug_assert_eq!(with.len(), self.body.num_results(op), "replace_op: one value per result");
        if self.listener.as_override().is_some() {
            step_insertion_point_past(self.body, &mut self.insertion_point, op);
            if let Some(o) = self.listener.as_override() {
                o.replace_op(self.body, op, with);
            }
            return;
        }
        self.replace_all_op_uses_with(op, with);
        self.erase_op(op);
    }

    /// Replaces the uses of every result of `op` with `with` (one value per
    /// result), reporting `op` replaced and then each user modified; `op`
    /// stays (MLIR's `replaceAllOpUsesWith`).
    pub fn replace_all_op_uses_with(&mut self, op: OpId, with: &[ValueId]) {
        debug_assert_eq!(with.len(), self.body.num_results(op), "replace_op: one value per result");
        self.listener.op_replaced(self.body, op, with);
        let first = self.body.num_results(op);
        for (i, &to) in with.iter().enumerate().take(first) {
            let from = self.body.result(op, i);
            self.replace_all_uses_with(from, to);
        }
    }

    /// Erases `op` (whose results must be unused) and everything nested in it.
    /// Nested ops are erased and reported one by one, uses before
    /// definitions: regions last to first, blocks in post-order, ops from
    /// the back (MLIR's `RewriterBase::eraseOp`).
    pub fn erase_op(&mut self, op: OpId) {
        if self.listener.as_override().is_some() {
            step_insertion_point_past(self.body, &mut self.insertion_point, op);
            if let Some(o) = self.listener.as_override() {
                o.erase_op(self.body, op);
            }
            return;
        }
        if !self.body.regions(op).is_empty() {
            let regions: SmallVec<[RegionId; 2]> = self.body.regions(op).into();
            for &region in regions.iter().rev() {
                self.erase_region_contents(region);
            }
        }
        self.drop_remaining_uses(op);
        self.listener.op_erased(self.body, op);
        self.body.erase_op(op);
    }

    /// Erases the blocks of `region` and their ops, reachable blocks in
    /// post-order first, then (repeatedly) what remains.
    fn erase_region_contents(&mut self, region: RegionId) {
        while let Some(entry) = self.body.entry_block(region) {
            let blocks = post_order(self.body, entry);
            for &block in &blocks {
                while let Some(last) = self.body.last_op(block) {
                    self.erase_op(last);
                }
            }
            for &block in &blocks {
                self.listener.block_erased(self.body, block);
                self.body.erase_block(block);
            }
        }
    }

    /// Uses of `op`'s results that survive the erasure of what is nested in
    /// it (only possible in graph regions, where a use may precede its
    /// definition): their users are about to be erased as well, so they lose
    /// their operands now, as MLIR's `dropAllUses` leaves them without.
    fn drop_remaining_uses(&mut self, op: OpId) {
        if self.body.results(op).all(|r| self.body.use_empty(r)) {
            return;
        }
        let users: SmallVec<[OpId; 4]> = self
            .body
            .results(op)
            .flat_map(|r| self.body.uses_of(r).map(|u| self.body.use_owner(u).0).collect::<SmallVec<[OpId; 4]>>())
            .collect();
        for user in users {
            self.body.drop_op_references(user);
        }
    }

    /// Replaces every use of `from` with `to`, reporting each user as modified
    /// as its operand changes (once per use).
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if from == to {
            return;
        }
        if let Some(o) = self.listener.as_override() {
            o.replace_all_uses_with(self.body, from, to);
            return;
        }
        loop {
            let Some(u) = self.body.uses_of(from).next() else { break };
            let (user, index) = self.body.use_owner(u);
            self.body.set_operand(user, index, to);
            self.listener.op_modified(self.body, user);
        }
    }

    /// Replaces the uses of `from` whose user satisfies `pred` with `to`,
    /// reporting each changed user (MLIR's `replaceUsesWithIf`).
    pub fn replace_uses_with_if(&mut self, from: ValueId, to: ValueId, mut pred: impl FnMut(&Body, OpId) -> bool) {
        if from == to {
            return;
        }
        let uses: SmallVec<[crate::ir::UseId; 8]> = self.body.uses_of(from).collect();
        for u in uses {
            let (user, index) = self.body.use_owner(u);
            if pred(self.body, user) {
                // Each changed user is an in-place modification, so that a
                // conversion in rollback mode can undo it.
                if let Some(o) = self.listener.as_override() {
                    o.start_op_modification(self.body, user);
                }
                self.body.set_operand(user, index, to);
                self.listener.op_modified(self.body, user);
            }
        }
    }

    /// Changes `op` in place through `f` and reports it modified (MLIR's
    /// `modifyOpInPlace`).
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        if let Some(o) = self.listener.as_override() {
            o.start_op_modification(self.body, op);
        }
        let r = f(self.body);
        self.listener.op_modified(self.body, op);
        r
    }

    /// Moves `op` to `at`, reporting it inserted.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        if let Some(o) = self.listener.as_override() {
            o.move_op(self.body, op, at);
            return;
        }
        self.body.move_op(op, at);
        self.listener.op_inserted(self.body, op);
    }

    /// Creates a block with arguments of `types` at `locs` in `region`, before
    /// `before` (or at the end).
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        types: &[Type],
        locs: &[Location],
    ) -> BlockId {
        let block = self.body.create_block();
        self.body.insert_block(block, region, before);
        for (&ty, &loc) in types.iter().zip(locs) {
            self.body.add_block_arg(block, ty, loc);
        }
        self.listener.block_inserted(self.body, block);
        block
    }

    /// Erases `block` and its ops (their results must be unused outside it):
    /// the ops from the back, each as [`Self::erase_op`] does.
    pub fn erase_block(&mut self, block: BlockId) {
        if let Some(o) = self.listener.as_override() {
            o.erase_block(self.body, block);
            return;
        }
        while let Some(last) = self.body.last_op(block) {
            self.erase_op(last);
        }
        self.listener.block_erased(self.body, block);
        self.body.erase_block(block);
    }

    /// Moves the ops of `source` to `at`, replacing uses of its arguments with
    /// `args`, and erases `source` (MLIR's `inlineBlockBefore`).
    pub fn inline_block(&mut self, source: BlockId, at: InsertPoint, args: &[ValueId]) {
        if let Some(o) = self.listener.as_override() {
            o.inline_block(self.body, source, at, args);
            return;
        }
        debug_assert_eq!(self.body.block_args(source).len(), args.len(), "inline_block: one value per block argument");
        for (i, &a) in args.iter().enumerate() {
            let p = self.body.block_args(source)[i];
            self.replace_all_uses_with(p, a);
        }
        let mut point = at;
        while let Some(op) = self.body.first_op(source) {
            self.body.move_op(op, point);
            point = InsertPoint::After(op);
            self.listener.op_inserted(self.body, op);
        }
        self.erase_block(source);
    }

    /// Appends the ops of `source` to `dest` and erases `source` (MLIR's
    /// `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block(source, InsertPoint::BlockEnd(dest), args);
    }

    /// Moves the blocks of `from` into `to`, before `before` (or at the end)
    /// (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, from: RegionId, to: RegionId, before: Option<BlockId>) {
        if let Some(o) = self.listener.as_override() {
            o.inline_region_before(self.body, from, to, before);
            return;
        }
        while let Some(block) = self.body.entry_block(from) {
            self.body.detach_block(block);
            self.body.insert_block(block, to, before);
            self.listener.block_inserted(self.body, block);
        }
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block inserted after `block`, which is returned (MLIR's `splitBlock`:
    /// the new block is reported first, then each moved op, from the back).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        if let Some(o) = self.listener.as_override() {
            return o.split_block(self.body, block, op);
        }
        let region = self.body.block_region(block).expect("split_block: detached block");
        let next = self.body.next_block(block);
        let new_block = self.body.create_block();
        self.body.insert_block(new_block, region, next);
        self.listener.block_inserted(self.body, new_block);
        while self.body.op_block(op) != Some(new_block) {
            let Some(last) = self.body.last_op(block) else { break };
            self.body.move_op(last, InsertPoint::BlockStart(new_block));
            self.listener.op_inserted(self.body, last);
        }
        new_block
    }

    /// Direct access to the body for changes the rewriter has no method for.
    /// The caller must report them itself (see [`Self::listener`]).
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }

    /// The listener, for changes made through [`Self::body_mut`].
    pub fn listener(&mut self) -> (&Body, &mut dyn RewriteListener) {
        (self.body, self.listener)
    }
}

/// Clones `op`, which has no inline regions, within `body`.
fn clone_flat_op(body: &mut Body, op: OpId, map: &mut ValueMap) -> OpId {
    let operands: SmallVec<[ValueId; 4]> = body.operands(op).map(|v| map.get(v).unwrap_or(v)).collect();
    let results: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
    let successors: SmallVec<[BlockId; 2]> = body.successors(op).to_vec().into();
    let data = body.op(op);
    let spec = OpSpec {
        name: data.name(),
        operands: &operands,
        results: &results,
        props: data.props(),
        attrs: data.attrs(),
        successors: &successors,
        num_regions: 0,
        loc: data.loc(),
    };
    let isolated = body.is_isolated(op);
    let new_op = if isolated {
        let inner = body.isolated_body(op).cloned().unwrap_or_default();
        body.create_op_with_regions(&spec, crate::ir::OpRegions::Isolated(Box::new(inner)))
    } else {
        body.create_op(&spec, false)
    };
    for i in 0..results.len() {
        let (old, new) = (body.result(op, i), body.result(new_op, i));
        map.map(old, new);
    }
    new_op
}
