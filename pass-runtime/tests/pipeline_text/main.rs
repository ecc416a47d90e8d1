//! The textual pipeline language and pass options (issue "Pass registry,
//! pass options and the textual pipeline language"): printing compared with
//! `mlir-opt --dump-pass-pipeline`, round trips, and one test per error.

mod stubs;

mod errors;
mod reference;
mod registry;
mod round_trip;
