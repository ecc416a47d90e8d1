//! The driver of an `mlir-opt`-like tool, as a library: what `MlirOptMain`
//! is to MLIR. [`OptMain`] takes the dialects and passes a tool knows and
//! gives it every flag of `pass-opt`: a pipeline (`--pass-pipeline` or one
//! flag per pass), `--split-input-file`, `--verify-diagnostics`, timing,
//! statistics, IR printing, crash reproducers, `-o` written whole or not at
//! all, and `mlir-opt`'s exit status.
//!
//! A complete tool for a dialect of your own:
//!
//! ```no_run
//! use pass_opt::OptMain;
//! use pass_runtime::ir::Context;
//!
//! fn main() -> std::process::ExitCode {
//!     OptMain::new("my-opt")
//!         // How to make a context: register your dialects in it.
//!         .context(Context::new)
//!         // The runtime's passes, then yours (a passgen group's function).
//!         .builtin_passes()
//!         .passes(pass_runtime::test_passes::register_test_passes)
//!         .run()
//! }
//! ```
//!
//! `pass-opt` itself is that, with the runtime's passes and MLIR's test
//! passes; `examples/toy-lowering`'s `toy-opt` adds a dialect and two passes.

#![warn(missing_docs)]

mod cli;
mod driver;
mod instrument;
mod list_passes;
mod output;
pub mod split;
pub mod verify;

pub use driver::OptMain;

/// The README's code blocks, compiled as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
