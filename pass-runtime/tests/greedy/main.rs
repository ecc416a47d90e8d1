//! The greedy pattern driver and the `canonicalize` pass: worklist order,
//! folding and constants, dead code, region simplification, limits and
//! convergence, and comparisons with `mlir-opt`'s output.

mod common;
mod folding;
mod limits;
mod mlir_goldens;
mod order;
mod passes;
mod rewriter;
