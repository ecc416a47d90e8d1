//! Rollback: a point in the log ([`RewriterState`]) and undoing every
//! change logged since, in reverse, when a legalization path fails (or the
//! whole log when the conversion fails).

use crate::ir::{BlockId, Body, InsertPoint, OpId};

use super::bodies::{IGNORED, PURE_CAST, REPLACED, REPLACEMENT_CAST};
use super::changes::Change;
use super::ConversionCore;

/// A point in the log to return to.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RewriterState {
    pub(super) changes: usize,
    pub(super) replaced: usize,
    pub(super) ignored: usize,
    pub(super) undo: usize,
    pub(super) snapshots: usize,
}

impl<'a> ConversionCore<'a> {
    /// The current point in the log (MLIR's `getCurrentState`).
    pub(crate) fn state(&self) -> RewriterState {
        RewriterState {
            changes: self.changes.len(),
            replaced: self.replaced_log.len(),
            ignored: self.ignored_log.len(),
            undo: self.mapping_undo.len(),
            snapshots: self.snapshots.len(),
        }
    }

    /// Undoes everything logged since `state` (MLIR's `resetState`).
    pub(crate) fn reset(&mut self, root_body: &mut Body, state: RewriterState) {
        while self.changes.len() > state.changes {
            let Some(change) = self.changes.pop() else { break };
            self.undo_change(root_body, change);
        }
        while self.replaced_log.len() > state.replaced {
            let Some((body_index, op)) = self.replaced_log.pop() else { break };
            self.bodies[body_index].flags.clear(op, REPLACED);
        }
        while self.ignored_log.len() > state.ignored {
            let Some((body_index, op)) = self.ignored_log.pop() else { break };
            self.bodies[body_index].flags.clear(op, IGNORED);
        }
        self.mapping_undo.truncate(state.undo);
        self.snapshots.truncate(state.snapshots);
    }

    /// Undoes one logged change (MLIR's `IRRewrite::rollback`).
    pub(super) fn undo_change(&mut self, root_body: &mut Body, change: Change<'a>) {
        let body_index = match change {
            Change::CreateOp { body_index, .. }
            | Change::MoveOp { body_index, .. }
            | Change::ModifyOp { body_index, .. }
            | Change::ReplaceOp { body_index, .. }
            | Change::ReplaceValue { body_index, .. }
            | Change::CreateBlock { body_index, .. }
            | Change::EraseBlock { body_index, .. }
            | Change::InlineBlock { body_index, .. }
            | Change::MoveBlock { body_index, .. }
            | Change::SplitBlock { body_index, .. }
            | Change::BlockTypeConversion { body_index, .. }
            | Change::Materialization { body_index, .. }
            | Change::SwapIsolatedBodies { body_index, .. } => body_index,
        };
        // Mapping changes need no body.
        match change {
            Change::ReplaceOp { undo, undo_len, .. } => {
                for u in (undo..undo + undo_len).rev() {
                    self.unmap(u);
                }
                return;
            }
            Change::ReplaceValue { undo, .. } => {
                self.unmap(undo);
                return;
            }
            _ => {}
        }
        if let Change::Materialization { undo: Some(u), .. } = change {
            self.unmap(u);
        }
        if let Change::SwapIsolatedBodies { a, b, .. } = change {
            if let Some(body) = self.find_body(root_body, body_index) {
                self.swap_bodies_now(body, body_index, a, b);
            }
            return;
        }
        let Some(body) = self.find_body(root_body, body_index) else { return };
        match change {
            Change::CreateOp { op, .. } => {
                if !body.is_erased(op) {
                    for r in body.regions(op).to_vec() {
                        let blocks: Vec<BlockId> = body.blocks_of(r).collect();
                        for b in blocks {
                            body.detach_block(b);
                        }
                    }
                    body.erase_op(op);
                }
            }
            Change::MoveOp { op, block, before, .. } => {
                let at = match before {
                    Some(b) => InsertPoint::Before(b),
                    None => InsertPoint::BlockEnd(block),
                };
                body.move_op(op, at);
            }
            Change::ModifyOp { op, snapshot, .. } => {
                if let Some(s) = self.snapshots.get(snapshot as usize) {
                    let d = body.op_mut(op);
                    d.set_loc(s.loc);
                    d.set_attrs(s.attrs);
                    d.set_props(s.props);
                    if body.num_operands(op) == s.operands.len() {
                        for (i, &v) in s.operands.iter().enumerate() {
                            body.set_operand(op, i, v);
                        }
                    } else {
                        body.set_operands(op, &s.operands);
                    }
                    if body.successors(op) != s.successors.as_slice() {
                        body.set_successors(op, &s.successors);
                    }
                }
            }
            Change::CreateBlock { block, .. } => {
                let ops: Vec<OpId> = body.block_ops(block).collect();
                for op in ops {
                    body.detach_op(op);
                }
                body.erase_block(block);
            }
            Change::EraseBlock { block, region, before, .. } => body.insert_block(block, region, before),
            Change::InlineBlock { source, first, last, .. } => {
                let mut at = InsertPoint::BlockStart(source);
                let mut cursor = Some(first);
                while let Some(op) = cursor {
                    cursor = if op == last { None } else { body.next_op(op) };
                    body.move_op(op, at);
                    at = InsertPoint::After(op);
                }
            }
            Change::MoveBlock { block, region, before, .. } => {
                body.detach_block(block);
                body.insert_block(block, region, before);
            }
            Change::SplitBlock { block, new_block, .. } => body.move_block_ops(new_block, InsertPoint::BlockEnd(block)),
            Change::BlockTypeConversion { orig, new, .. } => {
                if let Some(region) = body.block_region(new) {
                    self.retarget_branches(body, body_index, region, new, orig);
                }
            }
            Change::Materialization { op, .. } => {
                let s = &mut self.bodies[body_index];
                s.materializations.remove(&op);
                s.flags.clear(op, PURE_CAST | REPLACEMENT_CAST);
                if !body.is_erased(op) {
                    body.erase_op(op);
                }
            }
            Change::ReplaceOp { .. } | Change::ReplaceValue { .. } | Change::SwapIsolatedBodies { .. } => {}
        }
    }

    /// Undoes every logged change (a failed rollback-mode conversion).
    pub(crate) fn undo_all(&mut self, root_body: &mut Body) {
        self.reset(root_body, RewriterState { changes: 0, replaced: 0, ignored: 0, undo: 0, snapshots: 0 });
    }

    /// Forgets the log without undoing (a failed no-rollback conversion:
    /// everything stays as it is).
    pub(crate) fn forget_log(&mut self) {
        self.changes.clear();
        self.snapshots.clear();
        self.mapping_undo.clear();
    }
}
