//! Folders and canonicalization patterns of the built-in dialects, checked
//! against mlir-opt 22 (goldens in `data/`, made by the scripts there).

mod arith_folds;
mod corpus;
mod direct;
mod single_patterns;
mod support;
