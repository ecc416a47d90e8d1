//! Integration tests of the dialect conversion (issue "Dialect conversion"):
//! one binary, one module per concern.

mod common;

mod chain;
mod legality;
mod materialization;
mod mlir_legalizer;
mod rollback;
mod types;
