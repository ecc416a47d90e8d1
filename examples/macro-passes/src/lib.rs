//! Two passes declared with `#[pass(...)]` in the Rust files that
//! implement them: the attribute gives what a TOML spec gives (options,
//! statistics, metadata, constructors, registration, docs), through the
//! same model and emitter. Compare `examples/toml-passes`, which declares
//! the same `count-ops` in TOML.
//!
//! `docs/passes.md` is generated from these sources with
//! `passgen doc --rust examples/macro-passes/src`.

mod count_ops;
mod strip;

pub use count_ops::*;
pub use strip::*;

use pass_runtime::pass::{DuplicateRegistration, PassRegistry};

/// Registers the example's passes.
pub fn register_macro_passes(registry: &mut PassRegistry) -> Result<(), DuplicateRegistration> {
    register_count_ops(registry)?;
    register_strip_example_attrs(registry)
}
