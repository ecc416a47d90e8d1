//! Data-flow analyses (MLIR's `mlir/Analysis/DataFlow`): facts about every
//! value and block of an op, computed to a fixpoint.
//!
//! - `body_tree.rs`: [`BodyTree`], the op's body and those of the isolated ops
//!   nested in it, detached into one list so that an analysis can see across
//!   them (calls reach functions in other bodies).
//! - `constant_propagation.rs`: [`analyze`], MLIR's `DeadCodeAnalysis` and
//!   `SparseConstantPropagation` as one solver: which blocks may execute and
//!   which values are constant ([`ConstantLattice`]), what `sccp` rewrites
//!   with.

mod body_tree;
mod constant_propagation;

pub use body_tree::{BodyIndex, BodyTree, TreeOp};
pub use constant_propagation::{analyze, AnalysisRoot, BodyFacts, ConstantLattice};
