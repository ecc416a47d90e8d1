//! The command line of `pass-opt`: flags named as `mlir-opt`'s, input from a
//! file or stdin, output to stdout or to a file written whole or not at all.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;
use pass_runtime::ir::{self, Context, ParseOptions, PrintOptions, SourceMgr};

/// Reads MLIR in generic form, verifies it and prints it back.
#[derive(Parser, Debug)]
#[command(name = "pass-opt", version, about)]
struct Args {
    /// Input file; `-` or nothing reads stdin.
    #[arg(default_value = "-")]
    input: String,

    /// Output file (written whole or not at all); stdout by default.
    #[arg(short = 'o', default_value = "-")]
    output: String,

    /// Accept operations, types and attributes of unregistered dialects.
    #[arg(long = "allow-unregistered-dialect")]
    allow_unregistered_dialect: bool,

    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    print_debuginfo: bool,

    /// Print attributes inline instead of through `#alias` definitions.
    #[arg(long = "mlir-print-local-scope")]
    print_local_scope: bool,

    /// Accepted for compatibility with `mlir-opt`: the generic form is the only
    /// form `pass-opt` prints.
    #[arg(long = "mlir-print-op-generic")]
    print_op_generic: bool,

    /// Verify the input after parsing (on by default, as in `mlir-opt`).
    #[arg(long = "verify-diagnostics", hide = true)]
    verify_diagnostics: bool,
}

pub fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            if !msg.is_empty() {
                eprint!("{msg}");
            }
            ExitCode::FAILURE
        }
    }
}

fn read_input(path: &str) -> Result<(String, String), String> {
    if path == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).map_err(|e| format!("<stdin>: error: could not read input: {e}\n"))?;
        Ok(("<stdin>".to_string(), s))
    } else {
        let s =
            std::fs::read_to_string(path).map_err(|e| format!("error: could not open input file '{path}': {e}\n"))?;
        Ok((path.to_string(), s))
    }
}

fn run(args: &Args) -> Result<(), String> {
    let (name, text) = read_input(&args.input)?;
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(args.allow_unregistered_dialect);
    let mut sources = SourceMgr::new();
    let parsed = ir::parse_source(&ctx, ParseOptions { file_name: &name }, &text);
    sources.add(&name, text);
    let owned = parsed.map_err(|d| sources.render(&ctx, &d))?;
    if let Err(errors) = ir::verify(&ctx, &owned) {
        let mut out = String::new();
        for e in errors {
            out.push_str(&sources.render(&ctx, &e));
        }
        return Err(out);
    }
    let opts = PrintOptions { debug_info: args.print_debuginfo, local_scope: args.print_local_scope };
    write_output(&args.output, |w| {
        let mut result = Ok(());
        ir::print_owned_to(&ctx, &owned, opts, &mut |chunk| {
            if result.is_ok() {
                result = w.write_all(chunk.as_bytes());
            }
        });
        result
    })
}

/// Writes to stdout, or to `path` through a temporary file in the same
/// directory that is renamed over it, so a reader never sees half a file.
fn write_output(path: &str, write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>) -> Result<(), String> {
    if path == "-" {
        let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        return write(&mut out).and_then(|_| out.flush()).map_err(|e| format!("error: could not write output: {e}\n"));
    }
    let target = PathBuf::from(path);
    let dir = target.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let file_name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    let tmp = dir.join(format!(".{file_name}.pass-opt-{}.tmp", std::process::id()));
    let result = std::fs::File::create(&tmp)
        .and_then(|f| {
            let mut w = std::io::BufWriter::with_capacity(1 << 16, f);
            write(&mut w)?;
            w.into_inner().map_err(|e| e.into_error())?;
            Ok(())
        })
        .and_then(|_| std::fs::rename(&tmp, &target));
    if let Err(e) = result {
        let _ = std::fs::remove_file(&tmp);
        return Err(format!("error: could not write output file '{path}': {e}\n"));
    }
    Ok(())
}
