//! Declarative dialects: ops, types and attributes declared once (a
//! `[dialect]` TOML spec, or `#[op]`, `#[type_def]` and `#[attr_def]`
//! attributes), giving typed op handles, builders, registration with
//! verifiers that print MLIR's messages, structured dialect types and
//! attributes, and `mlir-tblgen -gen-dialect-doc`-style docs: the
//! counterpart of ODS.
//!
//! As for passes: one model ([`DialectSpec`]), front ends that produce it,
//! back ends that consume it.

pub mod attr;
pub mod attr_def;
pub mod check;
pub mod doc;
pub mod format;
pub mod library;
pub mod model;
pub mod rust;
#[cfg(feature = "toml")]
mod toml;

#[cfg(feature = "toml")]
pub use self::toml::{is_dialect_spec, load_dialect_toml};

pub use model::*;
