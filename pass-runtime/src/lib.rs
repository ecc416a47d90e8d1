//! MLIR's pass infrastructure, rethought for Rust.
//!
//! - [`ir`]: the IR (context, bodies, parser, printer, verifier).
//! - [`dataflow`]: data-flow analyses (dead code and constant propagation).
//! - [`dialects`]: the built-in dialects.
//! - [`ods`]: what code generated from dialect specs runs on (constraints,
//!   op tables and their verifier, declared types, attributes and enums).
//! - [`interfaces`]: op interfaces (side effects, control flow, loops) that
//!   transformations query.
//! - [`pass`](mod@pass): passes, pass managers, analyses and instrumentation, options,
//!   the registry and the textual pipeline language.
//! - [`transforms`]: the general transformation passes (canonicalize, cse,
//!   inline, sccp, ...).
//! - [`conversions`]: the conversion passes and their patterns (`scf` to
//!   `cf`, and to `llvm`).
//! - [`passes`]: one call that registers them all.
//! - `test_passes` (feature `test-passes`): MLIR's test passes, for drivers.
//! - [`rewrite`]: folding, rewrite patterns and the rewriter.
//! - [`conversion`]: dialect conversion (targets, conversion patterns, type
//!   conversion, the partial, full and analysis drivers).
//!
//! See `ARCHITECTURE.md` at the repository root for a map of the crate.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod conversion;
pub mod conversions;
pub mod dataflow;
pub mod dialects;
pub mod interfaces;
pub mod ir;
pub mod ods;
pub mod pass;
pub mod passes;
pub mod rewrite;
#[cfg(feature = "test-passes")]
pub mod test_passes;
pub mod transforms;

/// `#[pass(...)]`: a pass declared in Rust (see `pass-macros`).
#[cfg(feature = "macros")]
pub use pass_macros::pass;

/// `pass_group!(name = "...", passes(...))`: the function registering a
/// group of `#[pass]` passes (see `pass-macros`).
#[cfg(feature = "macros")]
pub use pass_macros::pass_group;

/// `#[op(...)]`, `#[type_def(...)]`, `#[attr_def(...)]`: a dialect's ops, types
/// and attributes declared in Rust (see `pass-macros`).
#[cfg(feature = "macros")]
pub use pass_macros::{attr_def, op, type_def};

/// Includes Rust code that `passgen::Builder` generated into `OUT_DIR` from
/// the spec `<name>.toml`: `pass_runtime::include_passes!("passes");`.
#[macro_export]
macro_rules! include_passes {
    ($name:literal) => {
        include!(concat!(env!("OUT_DIR"), "/", $name, ".rs"));
    };
}

/// Includes Rust code that `passgen::Builder` generated into `OUT_DIR` from
/// the dialect spec `<name>.toml`: `pass_runtime::include_dialect!("calc");`
/// gives the dialect's typed op handles, types, attributes, enums and its
/// registration (`docs/dialects.md`).
#[macro_export]
macro_rules! include_dialect {
    ($name:literal) => {
        include!(concat!(env!("OUT_DIR"), "/", $name, ".rs"));
    };
}
