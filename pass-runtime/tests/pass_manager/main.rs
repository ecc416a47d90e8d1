//! Integration tests of the pass manager (issue "The pass manager"): one
//! binary, one module per concern.

mod common;

mod analyses;
mod debug_only;
mod dynamic;
mod failure;
mod instrumentation;
mod nesting;
mod scheduling;
mod threading;
mod user_pipelines;
