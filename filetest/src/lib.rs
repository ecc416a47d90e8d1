//! MLIR-style file tests, runnable from `cargo test` with nothing else
//! installed: [`mod@check`] is LLVM FileCheck (the `CHECK` lines of a file
//! checked against a tool's output), [`lit`] runs the `// RUN:` lines of
//! test files as lit does (`pass-opt %s --cse | FileCheck %s`), with
//! FileCheck in-process and the tools from a table.
//!
//! From a crate's tests:
//!
//! ```no_run
//! let report = filetest::Runner::new()
//!     // In an integration test: env!("CARGO_BIN_EXE_pass-opt").
//!     .tool("pass-opt", "target/release/pass-opt")
//!     .run_paths(&["tests/filecheck".into()]);
//! assert_eq!(report.failed(), 0, "{report}");
//! ```
//!
//! And from the command line, for any folder of such tests (MLIR's own
//! included, with `--tool mlir-opt=PATH`): `filetest [--tool NAME=PATH]...
//! PATH...` prints a verdict per file and `N passed, N failed, N skipped`;
//! `filetest check CHECK-FILE [FileCheck's flags] < INPUT` is FileCheck;
//! `filetest fidelity --oracle mlir-opt-22 --tool pass-opt=PATH PATH...`
//! runs MLIR's own test files through both tools and tables how often they
//! agree ([`fidelity`]).

#![warn(missing_docs)]

pub mod check;
pub mod fidelity;
pub mod lit;

pub use check::{check, CheckFailure, CheckOptions, Source};
pub use lit::{Report, Runner, Verdict};
