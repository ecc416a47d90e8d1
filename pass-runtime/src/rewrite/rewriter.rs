//! The rewriter patterns change the IR through (MLIR's `PatternRewriter` and
//! `RewriterBase::Listener`): each change is made on the body and reported to
//! the listener, so a driver can keep its worklist in step.

use crate::ir::{BlockId, Body, Context, InsertPoint, Location, OpId, OpSpec, RegionId, Type, ValueId};

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
        let op = self.body.create_op(spec, false);
        self.insert(op);
        op
    }

    /// Inserts a detached op (for example one a materializer created) at the
    /// insertion point, which then follows it.
    pub fn insert(&mut self, op: OpId) {
        let at = self.insertion_point.expect("no insertion point set");
        self.body.insert_op(op, at);
        self.insertion_point = Some(InsertPoint::After(op));
        self.listener.op_inserted(self.body, op);
    }

    /// Replaces every result of `op` with `with` (one value per result) and
    /// erases `op`.
    pub fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        debug_assert_eq!(with.len(), self.body.num_results(op), "replace_op: one value per result");
        if self.listener.as_override().is_some() {
            self.step_insertion_point_past(op);
            if let Some(o) = self.listener.as_override() {
                o.replace_op(self.body, op, with);
            }
            return;
        }
        self.listener.op_replaced(self.body, op, with);
        let results: Vec<ValueId> = self.body.results(op).collect();
        for (&from, &to) in results.iter().zip(with) {
            self.replace_all_uses_with(from, to);
        }
        self.erase_op(op);
    }

    /// Erases `op` (whose results must be unused) and everything nested in it.
    pub fn erase_op(&mut self, op: OpId) {
        if self.listener.as_override().is_some() {
            self.step_insertion_point_past(op);
            if let Some(o) = self.listener.as_override() {
                o.erase_op(self.body, op);
            }
            return;
        }
        self.notify_erased_recursively(op);
        self.body.erase_op(op);
    }

    /// An insertion point next to `op` (about to be replaced or erased)
    /// moves to where `op` ends, so that it stays valid whether the op goes
    /// now or later.
    fn step_insertion_point_past(&mut self, op: OpId) {
        if matches!(self.insertion_point, Some(InsertPoint::Before(o) | InsertPoint::After(o)) if o == op) {
            self.insertion_point = match (self.body.next_op(op), self.body.op_block(op)) {
                (Some(next), _) => Some(InsertPoint::Before(next)),
                (None, Some(block)) => Some(InsertPoint::BlockEnd(block)),
                (None, None) => None,
            };
        }
    }

    fn notify_erased_recursively(&mut self, op: OpId) {
        let regions: Vec<RegionId> = self.body.regions(op).to_vec();
        for r in regions {
            let blocks: Vec<BlockId> = self.body.blocks_of(r).collect();
            for b in blocks {
                let ops: Vec<OpId> = self.body.block_ops(b).collect();
                for o in ops.into_iter().rev() {
                    self.notify_erased_recursively(o);
                }
            }
        }
        self.listener.op_erased(self.body, op);
    }

    /// Replaces every use of `from` with `to`, reporting each user as modified.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: ValueId) {
        if let Some(o) = self.listener.as_override() {
            o.replace_all_uses_with(self.body, from, to);
            return;
        }
        let users: Vec<OpId> = self.body.uses_of(from).map(|u| self.body.use_owner(u).0).collect();
        self.body.replace_all_uses_with(from, to);
        for user in users {
            self.listener.op_modified(self.body, user);
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

    /// Erases `block` and its ops (their results must be unused outside it).
    pub fn erase_block(&mut self, block: BlockId) {
        if let Some(o) = self.listener.as_override() {
            o.erase_block(self.body, block);
            return;
        }
        let ops: Vec<OpId> = self.body.block_ops(block).collect();
        for op in ops.into_iter().rev() {
            self.notify_erased_recursively(op);
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
        let params: Vec<ValueId> = self.body.block_args(source).to_vec();
        debug_assert_eq!(params.len(), args.len(), "inline_block: one value per block argument");
        for (&p, &a) in params.iter().zip(args) {
            self.replace_all_uses_with(p, a);
        }
        let ops: Vec<OpId> = self.body.block_ops(source).collect();
        self.body.move_block_ops(source, at);
        for op in ops {
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
        let blocks: Vec<BlockId> = self.body.blocks_of(from).collect();
        self.body.take_region_body(from, to, before);
        for b in blocks {
            self.listener.block_inserted(self.body, b);
        }
    }

    /// Splits `block` before `op`: `op` and the ops after it move to a new
    /// block inserted after `block`, which is returned (MLIR's `splitBlock`).
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> BlockId {
        if let Some(o) = self.listener.as_override() {
            return o.split_block(self.body, block, op);
        }
        let region = self.body.block_region(block).expect("split_block: detached block");
        let next = self.body.next_block(block);
        let new_block = self.body.create_block();
        self.body.insert_block(new_block, region, next);
        let mut cursor = Some(op);
        while let Some(o) = cursor {
            cursor = self.body.next_op(o);
            self.body.move_op(o, InsertPoint::BlockEnd(new_block));
        }
        self.listener.block_inserted(self.body, new_block);
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
