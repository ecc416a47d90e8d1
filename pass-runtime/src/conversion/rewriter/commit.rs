//! The end of a successful rollback-mode conversion (MLIR's
//! `applyRewrites`): the delayed replacements are made (each use gets the
//! latest replacement of its own type, or a source materialization of the
//! latest one), then the replaced ops and erased blocks are erased.

use smallvec::SmallVec;

use crate::ir::{BlockId, Body, InsertPoint, OpId, ValueId};

use super::bodies::{body_of, Slot};
use super::changes::Change;
use super::materialization::{MaterializationInfo, MaterializationKind};
use super::ConversionCore;

impl<'a> ConversionCore<'a> {
    /// Applies the delayed changes after a successful rollback-mode
    /// conversion (MLIR's `applyRewrites`): replaces uses, then erases the
    /// replaced ops and erased blocks.
    pub(crate) fn commit(&mut self, root: &mut Body) {
        // Commits may log new materializations; `changes` grows as we go.
        let mut i = 0;
        while i < self.changes.len() {
            let change = self.changes[i];
            i += 1;
            match change {
                Change::ReplaceOp { slot, op, converter, .. } => {
                    let Some(body) = body_of(root, &self.slots, slot) else { continue };
                    let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
                    for r in results {
                        if let Some(v) = self.find_or_build_replacement(body, slot, r, converter) {
                            body.replace_all_uses_with(r, v);
                        } else if body.uses_of(r).any(|u| !self.was_replaced(slot, body.use_owner(u).0)) {
                            // Still used by a live op and nothing replaces
                            // it: a value out of thin air keeps the IR valid.
                            let info = MaterializationInfo {
                                converter,
                                kind: MaterializationKind::Source,
                                original: None,
                                pure: false,
                                replacement: false,
                            };
                            let (loc, ty) = (body.value_loc(r), body.value_type(r));
                            let v = self.build_materialization(
                                body,
                                slot,
                                info,
                                InsertPoint::Before(op),
                                loc,
                                &[],
                                &[],
                                &[ty],
                            );
                            body.replace_all_uses_with(r, v[0]);
                        }
                    }
                    body.detach_op(op);
                }
                Change::ReplaceValue { slot, value, converter, block_arg, .. } => {
                    let Some(body) = body_of(root, &self.slots, slot) else { continue };
                    let Some(repl) = self.find_or_build_replacement(body, slot, value, converter) else { continue };
                    match body.defining_op(repl) {
                        Some(repl_op) if block_arg => {
                            let repl_block = body.op_block(repl_op);
                            body.replace_uses_where(value, repl, |b, user| {
                                b.op_block(user) != repl_block || is_before_in_block(b, repl_op, user)
                            });
                        }
                        _ => body.replace_all_uses_with(value, repl),
                    }
                }
                _ => {}
            }
        }
        // Cleanup: first drop every operand of what goes, so that erasing in
        // any order leaves no dangling use, then erase.
        let mut doomed_ops: Vec<(Slot, OpId)> = Vec::new();
        let mut doomed_blocks: Vec<(Slot, BlockId)> = Vec::new();
        for change in &self.changes {
            match *change {
                Change::ReplaceOp { slot, op, .. } => doomed_ops.push((slot, op)),
                Change::EraseBlock { slot, block, .. } => doomed_blocks.push((slot, block)),
                _ => {}
            }
        }
        for &(slot, op) in &doomed_ops {
            if let Some(body) = body_of(root, &self.slots, slot) {
                if !body.is_erased(op) {
                    body.drop_op_references(op);
                }
            }
        }
        for &(slot, block) in &doomed_blocks {
            if let Some(body) = body_of(root, &self.slots, slot) {
                let ops: Vec<OpId> = body.block_ops(block).collect();
                for op in ops {
                    body.drop_op_references(op);
                }
            }
        }
        for (slot, op) in doomed_ops {
            if let Some(body) = body_of(root, &self.slots, slot) {
                if !body.is_erased(op) {
                    body.erase_op(op);
                }
            }
        }
        for (slot, block) in doomed_blocks {
            if let Some(body) = body_of(root, &self.slots, slot) {
                body.erase_block(block);
            }
        }
        self.changes.clear();
        self.snapshots.clear();
        self.mapping_undo.clear();
    }
}

/// True when `a` comes before `b`, both in one block.
pub(super) fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cursor = body.next_op(a);
    while let Some(o) = cursor {
        if o == b {
            return true;
        }
        cursor = body.next_op(o);
    }
    false
}
