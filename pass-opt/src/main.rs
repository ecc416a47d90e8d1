//! `pass-opt`: reads IR in MLIR's generic form, verifies it, runs a pass
//! pipeline on it and prints it back (the counterpart of `mlir-opt`). The work is in `cli.rs`; this file only
//! maps its outcome to an exit status.

mod cli;
mod instrument;
mod list_passes;

fn main() -> std::process::ExitCode {
    cli::main()
}
