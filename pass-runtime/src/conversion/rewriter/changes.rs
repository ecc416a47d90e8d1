//! The changes a pattern makes, one method each: in rollback mode each is
//! logged as a small [`Change`] (and replacements are delayed to the commit),
//! in no-rollback mode each is made at once. Every change is also recorded in
//! the [`PatternChanges`] of the pattern making it: the ops it created or
//! modified, which the driver legalizes next.
//!
//! The methods that replace values take the type converter of the pattern
//! making the change (`None` for plain rewrite patterns and folds): it is
//! recorded with the casts the replacement may need, so that the end of the
//! conversion can turn them into that converter's materializations.

use smallvec::SmallVec;

use crate::ir::{BlockId, Body, InsertPoint, Location, OpId, RegionId, Type, ValueDef, ValueId};

use super::super::mapping::ValueVec;
use super::super::type_converter::TypeConverter;
use super::bodies::{BodyIndex, REPLACED};
use super::materialization::{compute_insert_point, MaterializationInfo};
use super::ConversionCore;

/// A saved op state, to undo an in-place modification.
pub(super) struct OpSnapshot {
    pub(super) loc: Location,
    pub(super) attrs: crate::ir::Attribute,
    pub(super) props: crate::ir::Attribute,
    pub(super) operands: SmallVec<[ValueId; 4]>,
    pub(super) successors: SmallVec<[BlockId; 2]>,
}

/// What one pattern (or fold) did, for the driver to legalize next: the ops
/// it created and modified, and the blocks it inserted (named in the
/// message when a no-rollback pattern's results cannot be legalized).
#[derive(Default)]
pub(crate) struct PatternChanges {
    pub(crate) new_ops: Vec<(BodyIndex, OpId)>,
    pub(crate) modified_ops: Vec<(BodyIndex, OpId)>,
    pub(crate) inserted_blocks: Vec<(BodyIndex, BlockId)>,
}

impl PatternChanges {
    fn clear(&mut self) {
        self.new_ops.clear();
        self.modified_ops.clear();
        self.inserted_blocks.clear();
    }
}

/// Which uses of a value a replacement takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReplacedUses {
    /// Every use.
    All,
    /// The uses of a block argument, at the commit only those after the
    /// replacement's definition (MLIR's `replaceUsesOfBlockArgument`).
    OfBlockArgument,
}

/// One logged change (MLIR's `IRRewrite` subclasses, as an enum). Kept
/// small: side data lives in the core's side tables.
#[derive(Clone, Copy)]
pub(crate) enum Change<'a> {
    /// An op was created (inserted from detached). Undo: erase it.
    CreateOp { body_index: BodyIndex, op: OpId },
    /// An op was moved. Undo: move it back before `before` (or to the end of
    /// `block`).
    MoveOp { body_index: BodyIndex, op: OpId, block: BlockId, before: Option<OpId> },
    /// An op is being modified in place. Undo: restore the snapshot.
    ModifyOp { body_index: BodyIndex, op: OpId, snapshot: u32 },
    /// An op is replaced (delayed). Commit: replace uses, unlink; cleanup:
    /// erase. Undo: drop the mappings of its results.
    ReplaceOp { body_index: BodyIndex, op: OpId, converter: Option<&'a TypeConverter>, undo: u32, undo_len: u32 },
    /// The uses of a value are replaced (delayed). `block_arg`: only the
    /// uses after the replacement's definition (MLIR's block-argument rule).
    ReplaceValue {
        body_index: BodyIndex,
        value: ValueId,
        converter: Option<&'a TypeConverter>,
        block_arg: bool,
        undo: u32,
    },
    /// A block was created. Undo: erase it.
    CreateBlock { body_index: BodyIndex, block: BlockId },
    /// A block was unlinked, to be erased at the end. Undo: reinsert it.
    EraseBlock { body_index: BodyIndex, block: BlockId, region: RegionId, before: Option<BlockId> },
    /// The ops `first..=last` of `source` were moved elsewhere. Undo: move
    /// them back to the start of `source`.
    InlineBlock { body_index: BodyIndex, source: BlockId, first: OpId, last: OpId },
    /// A block was moved. Undo: move it back.
    MoveBlock { body_index: BodyIndex, block: BlockId, region: RegionId, before: Option<BlockId> },
    /// The ops from some op to the end of `block` moved to `new_block`.
    /// Undo: move every op of `new_block` back to the end of `block`.
    SplitBlock { body_index: BodyIndex, block: BlockId, new_block: BlockId },
    /// Branches to `orig` were redirected to `new`. Undo: redirect back.
    BlockTypeConversion { body_index: BodyIndex, orig: BlockId, new: BlockId },
    /// A materialization cast was created (and maybe mapped). Undo: unmap,
    /// erase it.
    Materialization { body_index: BodyIndex, op: OpId, undo: Option<u32> },
    /// The bodies of two isolated ops were swapped. Undo: swap back.
    SwapIsolatedBodies { body_index: BodyIndex, a: OpId, b: OpId },
}

impl<'a> ConversionCore<'a> {
    /// What the current pattern did since the last call (or the last
    /// [`ConversionCore::clear_pattern_changes`]), handed over.
    pub(crate) fn take_pattern_changes(&mut self) -> PatternChanges {
        std::mem::take(&mut self.pattern_changes)
    }

    /// Forgets what the current pattern did (a pattern that did not match,
    /// a fold).
    pub(crate) fn clear_pattern_changes(&mut self) {
        self.pattern_changes.clear();
    }

    /// The number of changes made to the IR so far: a pattern that returns
    /// failure must leave it as it was.
    pub(crate) fn modification_count(&self) -> u64 {
        self.modifications
    }

    /// `op` was inserted from detached: a new op of the current pattern.
    pub(crate) fn notify_op_created(&mut self, body: &Body, body_index: BodyIndex, op: OpId) {
        if self.log.is_some() {
            let label = self.label(body, body_index, op);
            log_line!(self, "** Insert  : {label}");
        }
        if self.rollback {
            self.changes.push(Change::CreateOp { body_index, op });
        }
        self.pattern_changes.new_ops.push((body_index, op));
        self.modifications += 1;
    }

    /// A block was created (and inserted).
    pub(crate) fn notify_block_created(&mut self, body: &Body, body_index: BodyIndex, block: BlockId) {
        self.log_block_insert(body, body_index, block);
        if self.rollback {
            self.changes.push(Change::CreateBlock { body_index, block });
        }
        self.pattern_changes.inserted_blocks.push((body_index, block));
        self.modifications += 1;
    }

    fn log_block_insert(&mut self, body: &Body, body_index: BodyIndex, block: BlockId) {
        if self.log.is_some() {
            let parent = body.block_region(block).and_then(|r| body.region_parent(r));
            let text = match parent {
                Some(p) => format!("** Insert Block into : {}", self.label(body, body_index, p)),
                None => format!("** Insert Block into : the top region of body {body_index}"),
            };
            log_line!(self, "{text}");
        }
    }

    /// Saves `op`'s state before a pattern changes it in place.
    pub(crate) fn start_op_modification(&mut self, body: &Body, body_index: BodyIndex, op: OpId) {
        if !self.rollback {
            return;
        }
        let d = body.op(op);
        self.snapshots.push(OpSnapshot {
            loc: d.loc(),
            attrs: d.attrs(),
            props: d.props(),
            operands: body.operands(op).collect(),
            successors: SmallVec::from_slice(body.successors(op)),
        });
        let snapshot = (self.snapshots.len() - 1) as u32;
        self.changes.push(Change::ModifyOp { body_index, op, snapshot });
    }

    /// `op` was changed in place.
    pub(crate) fn finalize_op_modification(&mut self, body: &Body, body_index: BodyIndex, op: OpId) {
        if self.log.is_some() {
            let label = self.label(body, body_index, op);
            log_line!(self, "** Modified: {label}");
        }
        self.pattern_changes.modified_ops.push((body_index, op));
        self.modifications += 1;
    }

    /// Undoes a modification started but not made (a failed fold).
    pub(crate) fn cancel_op_modification(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId) {
        if !self.rollback {
            return;
        }
        if let Some(i) = self
            .changes
            .iter()
            .rposition(|c| matches!(c, Change::ModifyOp { body_index: s, op: o, .. } if *s == body_index && *o == op))
        {
            let change = self.changes.remove(i);
            self.undo_change(root_body, change);
        }
    }

    /// Forgets a modification started but not made, when `op` is known to be
    /// unchanged (a fold that failed: folders leave the op as it was), so
    /// there is nothing to restore.
    pub(crate) fn discard_op_modification(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId) {
        if !self.rollback {
            return;
        }
        match self.changes.last() {
            Some(&Change::ModifyOp { body_index: s, op: o, snapshot }) if s == body_index && o == op => {
                self.changes.pop();
                if snapshot as usize + 1 == self.snapshots.len() {
                    self.snapshots.pop();
                }
            }
            _ => self.cancel_op_modification(root_body, body_index, op),
        }
    }

    /// Replaces the results of `op`, one list of values per result (empty:
    /// dropped), and erases `op` (MLIR's `replaceOp`, `replaceOpWithMultiple`
    /// and `eraseOp`); `erase` only changes what the debug log says.
    pub(crate) fn replace_op(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        op: OpId,
        with: &[ValueVec],
        erase: bool,
        converter: Option<&'a TypeConverter>,
    ) {
        if self.log.is_some() {
            let label = self.label(body, body_index, op);
            if erase {
                log_line!(self, "** Erase   : {label}");
            } else {
                log_line!(self, "** Replace : {label}");
            }
        }
        debug_assert_eq!(with.len(), body.num_results(op), "replace_op: one list of values per result");
        debug_assert!(
            !self.bodies[body_index].materializations.contains_key(&op),
            "replacing or erasing a materialization of the driver"
        );
        self.modifications += 1;
        if !self.rollback {
            let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
            for (i, &r) in results.iter().enumerate() {
                let to = with.get(i).map(|v| v.as_slice()).unwrap_or(&[]);
                self.replace_value_now(body, body_index, r, to, converter, InsertPoint::Before(op));
            }
            // A nested body goes with the op: it can no longer be found.
            body.erase_op(op);
            return;
        }
        let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
        // The results' mappings first, so that their undo entries are
        // contiguous; then values "out of thin air" for results dropped but
        // still used.
        let undo = self.mapping_undo.len() as u32;
        let mut undo_len = 0;
        for (i, &r) in results.iter().enumerate() {
            let to = with.get(i).cloned().unwrap_or_default();
            if !to.is_empty() {
                self.map(body_index, &[r], to);
                undo_len += 1;
            }
        }
        for (i, &r) in results.iter().enumerate() {
            if with.get(i).is_none_or(|v| v.is_empty()) && !body.use_empty(r) {
                self.build_thin_air_value(body, body_index, r, converter, InsertPoint::After(op), true);
            }
        }
        self.changes.push(Change::ReplaceOp { body_index, op, converter, undo, undo_len });
        self.mark_nested(body, body_index, op, REPLACED, false);
    }

    /// Makes the uses of `from` refer to `to` now (no-rollback mode): one
    /// value of the same type replaces it directly; otherwise a replacement
    /// cast (or, for no values, a cast from nothing at `thin_air_at`) does.
    fn replace_value_now(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        from: ValueId,
        to: &[ValueId],
        converter: Option<&'a TypeConverter>,
        thin_air_at: InsertPoint,
    ) {
        if body.use_empty(from) {
            return;
        }
        if let [v] = to {
            if body.value_type(*v) == body.value_type(from) {
                body.replace_all_uses_with(from, *v);
                return;
            }
        }
        let cast = if to.is_empty() {
            self.build_thin_air_value(body, body_index, from, converter, thin_air_at, false)
        } else {
            let Some(ip) = compute_insert_point(body, to) else { return };
            let info = MaterializationInfo::replacement(converter);
            let (loc, ty) = (body.value_loc(from), body.value_type(from));
            self.build_materialization(body, body_index, info, ip, loc, &[], to, &[ty])[0]
        };
        body.replace_all_uses_with(from, cast);
    }

    /// Replaces the uses of `from` (`which` says which) with `to`: delayed
    /// in rollback mode, where uses created later are replaced too.
    pub(crate) fn replace_uses(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        from: ValueId,
        to: &[ValueId],
        converter: Option<&'a TypeConverter>,
        which: ReplacedUses,
    ) {
        log_line!(self, "** Replace Value : {from:?} (body {body_index})");
        self.modifications += 1;
        if !self.rollback {
            let at = match body.value_def(from) {
                ValueDef::BlockArg { block, .. } => InsertPoint::BlockStart(block),
                ValueDef::Result { op, .. } => InsertPoint::After(op),
                ValueDef::Detached => return,
            };
            self.replace_value_now(body, body_index, from, to, converter, at);
            return;
        }
        let undo = self.map(body_index, &[from], SmallVec::from_slice(to));
        let block_arg = which == ReplacedUses::OfBlockArgument;
        self.changes.push(Change::ReplaceValue { body_index, value: from, converter, block_arg, undo });
    }

    /// Moves `op` to `at`.
    pub(crate) fn move_op(&mut self, body: &mut Body, body_index: BodyIndex, op: OpId, at: InsertPoint) {
        if self.log.is_some() {
            let label = self.label(body, body_index, op);
            log_line!(self, "** Move    : {label}");
        }
        self.modifications += 1;
        if self.rollback {
            if let Some(block) = body.op_block(op) {
                self.changes.push(Change::MoveOp { body_index, op, block, before: body.next_op(op) });
            }
        }
        body.move_op(op, at);
    }

    /// Erases `block` and its ops (delayed in rollback mode: unlinked now).
    pub(crate) fn erase_block(&mut self, body: &mut Body, body_index: BodyIndex, block: BlockId) {
        log_line!(self, "** Erase Block : {block:?} (body {body_index})");
        self.modifications += 1;
        if !self.rollback {
            body.erase_block(block);
            return;
        }
        let Some(region) = body.block_region(block) else { return };
        let before = body.next_block(block);
        self.changes.push(Change::EraseBlock { body_index, block, region, before });
        body.detach_block(block);
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for op in ops {
            self.mark_nested(body, body_index, op, REPLACED, false);
        }
    }

    /// Moves the ops of `source` to `at`, replacing its arguments with
    /// `args`, and erases `source` (MLIR's `inlineBlockBefore`).
    pub(crate) fn inline_block(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        source: BlockId,
        at: InsertPoint,
        args: &[ValueId],
        converter: Option<&'a TypeConverter>,
    ) {
        let params: SmallVec<[ValueId; 4]> = SmallVec::from_slice(body.block_args(source));
        debug_assert_eq!(params.len(), args.len(), "inline_block: one value per block argument");
        if self.rollback {
            if let (Some(first), Some(last)) = (body.first_op(source), body.last_op(source)) {
                self.changes.push(Change::InlineBlock { body_index, source, first, last });
            }
        }
        for (&p, &a) in params.iter().zip(args) {
            self.replace_uses(body, body_index, p, &[a], converter, ReplacedUses::OfBlockArgument);
        }
        self.modifications += 1;
        body.move_block_ops(source, at);
        self.erase_block(body, body_index, source);
    }

    /// Moves the blocks of `from` into `to` before `before` (or at the end).
    pub(crate) fn inline_region_before(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        from: RegionId,
        to: RegionId,
        before: Option<BlockId>,
    ) {
        let blocks: Vec<BlockId> = body.blocks_of(from).collect();
        self.modifications += 1;
        for b in blocks {
            if self.rollback {
                let next = body.next_block(b);
                self.changes.push(Change::MoveBlock { body_index, block: b, region: from, before: next });
            }
            body.detach_block(b);
            body.insert_block(b, to, before);
            self.log_block_insert(body, body_index, b);
            self.pattern_changes.inserted_blocks.push((body_index, b));
        }
    }

    /// Splits `block` before `op` into a new block after it.
    pub(crate) fn split_block(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        block: BlockId,
        op: OpId,
    ) -> Option<BlockId> {
        let region = body.block_region(block)?;
        let new_block = body.create_block();
        body.insert_block(new_block, region, body.next_block(block));
        self.notify_block_created(body, body_index, new_block);
        if self.rollback {
            self.changes.push(Change::SplitBlock { body_index, block, new_block });
        }
        let mut cursor = Some(op);
        while let Some(o) = cursor {
            cursor = body.next_op(o);
            body.move_op(o, InsertPoint::BlockEnd(new_block));
        }
        Some(new_block)
    }

    /// Creates a block in `region` before `before` (or at the end).
    pub(crate) fn create_block(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        region: RegionId,
        before: Option<BlockId>,
        types: &[Type],
        locs: &[Location],
    ) -> BlockId {
        let block = body.create_block();
        body.insert_block(block, region, before);
        for (i, &ty) in types.iter().enumerate() {
            let loc = locs.get(i).copied().unwrap_or_else(|| self.ctx.unknown_loc());
            body.add_block_arg(block, ty, loc);
        }
        self.notify_block_created(body, body_index, block);
        block
    }

    /// Exchanges the bodies of the isolated ops `a` and `b` (how a pattern
    /// moves a function body into the op replacing the function).
    pub(crate) fn swap_isolated_bodies(&mut self, body: &mut Body, body_index: BodyIndex, a: OpId, b: OpId) -> bool {
        if !body.is_isolated(a) || !body.is_isolated(b) {
            return false;
        }
        self.modifications += 1;
        if self.rollback {
            self.changes.push(Change::SwapIsolatedBodies { body_index, a, b });
        }
        self.swap_bodies_now(body, body_index, a, b);
        true
    }

    pub(super) fn swap_bodies_now(&mut self, body: &mut Body, body_index: BodyIndex, a: OpId, b: OpId) {
        let (Some(body_a), Some(body_b)) = (body.take_isolated_body(a), body.take_isolated_body(b)) else { return };
        for (key, owner) in [(body_a.key(), b), (body_b.key(), a)] {
            if let Some(&s) = self.index_by_key.get(&key) {
                self.bodies[s].owner = Some((body_index, owner));
            }
        }
        body.put_isolated_body(a, body_b);
        body.put_isolated_body(b, body_a);
    }
}
