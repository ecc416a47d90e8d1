//! MLIR's pass infrastructure, rethought for Rust.
//!
//! - [`ir`]: the IR (context, bodies, parser, printer, verifier).
//! - [`dialects`]: the built-in dialects.
//! - [`pass`]: passes, pass managers, analyses and instrumentation.
//!
//! See `ARCHITECTURE.md` at the repository root for a map of the crate.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod dialects;
pub mod ir;
pub mod pass;
