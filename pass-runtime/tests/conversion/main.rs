//! Integration tests of the dialect conversion (issue "Dialect conversion"):
//! one binary, one module per concern.

mod common;

mod chain;
mod mlir_legalizer;
