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
pub mod format;
pub mod library;
pub mod model;
pub mod rust;

pub use model::*;
