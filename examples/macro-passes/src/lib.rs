//! Two passes declared with `#[pass(...)]` in the Rust files that
//! implement them: the attribute gives what a TOML spec gives (options,
//! statistics, metadata, constructors, registration, docs), through the
//! same model and emitter. Compare `examples/toml-passes`, which declares
//! the same `count-ops` in TOML: the two passes run its behaviour
//! (`toml_passes::CountOpsSettings::run`, `toml_passes::strip_example_attrs`)
//! on their own options and statistics, so that the two front ends behave
//! alike.
//!
//! `pass_group!` gives the group's registration function, as a TOML
//! spec's `group` does. `docs/passes.md` is generated from these sources
//! with `passgen doc --rust examples/macro-passes/src`.

mod count_ops;
mod strip;

pub use count_ops::*;
pub use strip::*;

// `register_example_passes`: what `group = "Example"` gives the TOML spec
// of `examples/toml-passes`.
pass_runtime::pass_group!(name = "Example", passes(count_ops::CountOps, strip::StripExampleAttrs));
