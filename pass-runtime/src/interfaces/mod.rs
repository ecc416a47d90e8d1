//! Op interfaces that transformations and analyses query instead of naming
//! ops (MLIR's `mlir/Interfaces`): side effects and speculation, control flow
//! between blocks and regions, loops, the ops combining `scf.forall`'s
//! iterations. Dialects attach implementations to their
//! `OpDef`s (`OpDef::interface`); ops without one are treated conservatively.

mod control_flow;
mod loop_like;
mod parallel_combining;
mod side_effects;

pub use control_flow::{
    bool_value, BranchOp, RegionBranch, RegionBranchTerminator, RegionSuccessor, RegionSuccessors,
    SuccessorForOperandsFn,
};
pub use loop_like::{is_defined_outside, LoopLike};
pub use parallel_combining::ParallelCombining;
pub use side_effects::{
    is_memory_effect_free, is_op_trivially_dead, is_speculatable, speculatability, would_op_be_trivially_dead,
    ConditionallySpeculatable, Speculatability,
};
