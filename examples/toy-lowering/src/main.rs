//! `toy-lowering [FILE] [--pass-pipeline=PIPELINE] [--mlir-print-debuginfo]`:
//! lowers a toy program (generic form) with the example's pipeline, or the
//! one given, and prints the result.

use std::process::ExitCode;

const USAGE: &str = "usage: toy-lowering [FILE] [--pass-pipeline=PIPELINE] [--mlir-print-debuginfo]";

fn main() -> ExitCode {
    let mut file = None;
    let mut pipeline = toy_lowering::LOWERING_PIPELINE.to_string();
    let mut output = toy_lowering::Output::default();
    for arg in std::env::args().skip(1) {
        if let Some(p) = arg.strip_prefix("--pass-pipeline=") {
            pipeline = p.to_string();
        } else if arg == "--mlir-print-debuginfo" {
            output.debug_info = true;
        } else if arg == "--help" || arg == "-h" {
            println!("{USAGE}\ndefault pipeline: {}", toy_lowering::LOWERING_PIPELINE);
            return ExitCode::SUCCESS;
        } else if arg.starts_with('-') || file.is_some() {
            eprintln!("toy-lowering: unexpected argument '{arg}'\n{USAGE}");
            return ExitCode::FAILURE;
        } else {
            file = Some(arg);
        }
    }
    let path = file.unwrap_or_else(|| concat!(env!("CARGO_MANIFEST_DIR"), "/program.mlir").to_string());
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("toy-lowering: cannot read '{path}': {e}");
            return ExitCode::FAILURE;
        }
    };
    match toy_lowering::lower(&path, &text, &pipeline, output) {
        Ok(ir) => {
            print!("{ir}");
            ExitCode::SUCCESS
        }
        Err(diagnostics) => {
            eprint!("{diagnostics}");
            ExitCode::FAILURE
        }
    }
}
