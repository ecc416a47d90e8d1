//! The end of a successful rollback-mode conversion (MLIR's
//! `applyRewrites`): the delayed replacements are made (each use gets the
//! latest replacement of its own type, or a source materialization of the
//! latest one), then the replaced ops and erased blocks are erased.

use smallvec::SmallVec;

use crate::ir::{BlockId, Body, InsertPoint, OpId, ValueId};

use super::bodies::BodyIndex;
use super::changes::Change;
use super::ConversionCore;

impl<'a> ConversionCore<'a> {
    /// Applies the delayed changes after a successful rollback-mode
    /// conversion (MLIR's `applyRewrites`): replaces uses, then erases the
    /// replaced ops and erased blocks.
    pub(crate) fn commit(&mut self, root_body: &mut Body) {
        // Commits may log new materializations; `changes` grows as we go.
        let mut i = 0;
        while i < self.changes.len() {
            let change = self.changes[i];
            i += 1;
            match change {
                Change::ReplaceOp { body_index, op, converter, .. } => {
                    let Some(body) = self.find_body(root_body, body_index) else { continue };
                    let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
                    for r in results {
                        if let Some(v) = self.find_or_build_replacement(body, body_index, r, converter) {
                            body.replace_all_uses_with(r, v);
                        } else if body.uses_of(r).any(|u| !self.was_replaced(body_index, body.use_owner(u).0)) {
                            // Still used by a live op and nothing replaces
                            // it: a value out of thin air keeps the IR valid.
                            let at = InsertPoint::Before(op);
                            let v = self.build_thin_air_value(body, body_index, r, converter, at, false);
                            body.replace_all_uses_with(r, v);
                        }
                    }
                    body.detach_op(op);
                }
                Change::ReplaceValue { body_index, value, converter, block_arg, .. } => {
                    let Some(body) = self.find_body(root_body, body_index) else { continue };
                    let Some(repl) = self.find_or_build_replacement(body, body_index, value, converter) else {
                        continue;
                    };
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
        let mut doomed_ops: Vec<(BodyIndex, OpId)> = Vec::new();
        let mut doomed_blocks: Vec<(BodyIndex, BlockId)> = Vec::new();
        for change in &self.changes {
            match *change {
                Change::ReplaceOp { body_index, op, .. } => doomed_ops.push((body_index, op)),
                Change::EraseBlock { body_index, block, .. } => doomed_blocks.push((body_index, block)),
                _ => {}
            }
        }
        for &(body_index, op) in &doomed_ops {
            if let Some(body) = self.find_body(root_body, body_index) {
                if !body.is_erased(op) {
                    body.drop_op_references(op);
                }
            }
        }
        for &(body_index, block) in &doomed_blocks {
            if let Some(body) = self.find_body(root_body, body_index) {
                let ops: Vec<OpId> = body.block_ops(block).collect();
                for op in ops {
                    body.drop_op_references(op);
                }
            }
        }
        for (body_index, op) in doomed_ops {
            if let Some(body) = self.find_body(root_body, body_index) {
                if !body.is_erased(op) {
                    body.erase_op(op);
                }
            }
        }
        for (body_index, block) in doomed_blocks {
            if let Some(body) = self.find_body(root_body, body_index) {
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
