//! Passes that ship with the runtime, and the test passes `pass-opt`
//! registers as `mlir-opt` registers MLIR's (to exercise options and
//! pipelines).

mod print_op_stats;
mod test_passes;

pub use print_op_stats::{PrintOpStats, PrintOpStatsOptions};
pub use test_passes::{TestEnum, TestFunctionPass, TestModulePass, TestOptions, TestOptionsPass, TestOptionsSuperPass};

use crate::pass::{DuplicateRegistration, PassRegistry};

/// Registers the runtime's passes.
pub fn register_builtin_passes(registry: &mut PassRegistry) -> Result<(), DuplicateRegistration> {
    registry.register_pass(|| Box::new(PrintOpStats::default()))
}

/// Registers the test passes and pipelines: `test-options-pass`,
/// `test-options-super-pass`, `test-module-pass`, `test-function-pass` and
/// the `test-pm-nested-pipeline` pipeline.
pub fn register_test_passes(registry: &mut PassRegistry) -> Result<(), DuplicateRegistration> {
    test_passes::register(registry)
}
