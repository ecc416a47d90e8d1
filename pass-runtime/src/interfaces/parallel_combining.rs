//! MLIR's `ParallelCombiningOpInterface`: an op inside the
//! `scf.forall.in_parallel` terminator that writes one iteration's part of
//! a result into the loop's shared outputs (`tensor.parallel_insert_slice`
//! in MLIR). `scf.forall.in_parallel` accepts no other ops; none of the
//! runtime's dialects defines one, so a user's dialect brings them.

use crate::ir::{Body, OpId, ValueId};

/// Attached to an `OpDef` with `OpDef::interface`: `updated_destinations`
/// gives the loop outputs (the `scf.forall`'s region arguments) that the op
/// writes into (MLIR's `getUpdatedDestinations`).
#[derive(Clone, Copy)]
pub struct ParallelCombining {
    /// The outputs the op updates.
    pub updated_destinations: fn(body: &Body, op: OpId) -> Vec<ValueId>,
}
