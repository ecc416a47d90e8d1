//! The catalogue of passes that ship with the runtime: one call registers
//! them all, as `mlir-opt` registers MLIR's.
//!
//! The passes themselves live by kind, as MLIR keeps them:
//! [`transforms`](crate::transforms) (general transformations and
//! analyses-driven cleanups), [`conversions`](crate::conversions) (the
//! lowerings towards `llvm`) and, behind the `test-passes` feature,
//! `test_passes` (MLIR's test passes, for the driver's
//! tests of options, pipelines and crash recovery).

use crate::pass::{DuplicateRegistration, PassRegistry};

/// Registers every pass and pipeline the runtime ships for users: the
/// transforms and the conversions (not the test passes).
pub fn register_builtin_passes(registry: &mut PassRegistry) -> Result<(), DuplicateRegistration> {
    crate::transforms::register_transform_passes(registry)?;
    crate::conversions::register_conversion_passes(registry)
}
