//! Integration tests of the dialect conversion (issue "Dialect conversion"):
//! one binary, one module per concern.

mod common;

mod chain;
mod convert_to_llvm_hook;
mod debug_log;
mod folding;
mod function_boundaries;
mod legality;
mod materialization;
mod mlir_legalizer;
mod modes;
mod parallel;
mod rollback;
mod root_op;
mod typed;
mod types;
mod worked_example;
