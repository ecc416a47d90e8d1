//! The command line of `pass-opt`: flags named as `mlir-opt`'s (including one
//! flag per registered pass), input from a file or stdin, a pass pipeline,
//! output to stdout or to a file written whole or not at all.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Arg, ArgAction, ArgMatches, CommandFactory, FromArgMatches, Parser};
use pass_runtime::ir::{self, Context, ParseOptions, PrintOptions, SourceMgr};
use pass_runtime::pass::{
    Nesting, OpPassManager, PassManager, PassRegistry, PipelineParser, ReproducerConfig, TimingManager,
};

use crate::instrument::InstrumentationArgs;
use crate::list_passes::list_passes;

/// Reads MLIR in generic form, verifies it, runs a pass pipeline on it and
/// prints it back.
#[derive(Parser, Debug)]
#[command(name = "pass-opt", version, about)]
struct Args {
    /// Input file; `-` or nothing reads stdin.
    #[arg(default_value = "-")]
    input: String,

    /// Output file (written whole or not at all); stdout by default.
    #[arg(short = 'o', default_value = "-")]
    output: String,

    /// Textual description of the pass pipeline to run
    /// (`builtin.module(func.func(cse))`).
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pass_pipeline: Option<String>,

    /// Print the pipeline that will be run (on stderr).
    #[arg(long = "dump-pass-pipeline")]
    dump_pass_pipeline: bool,

    /// Print the list of registered passes and pipelines and exit.
    #[arg(long = "list-passes")]
    list_passes: bool,

    /// The format of `--list-passes`: `text` (mlir-opt's) or `md` (each
    /// pass's reference documentation).
    #[arg(long = "format", value_name = "FORMAT", default_value = "text", value_parser = ["text", "md"])]
    list_format: String,

    /// Run everything on one thread.
    #[arg(long = "mlir-disable-threading")]
    disable_threading: bool,

    /// Run the verifier after each pass (`--verify-each=false` turns it off).
    #[arg(long = "verify-each", value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", action = ArgAction::Set)]
    verify_each: bool,

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

    #[command(flatten)]
    instrumentation: InstrumentationArgs,
}

/// The passes and pipelines `pass-opt` knows: the runtime's own and MLIR's
/// test passes (as `mlir-opt` registers its test passes).
fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    let registered = pass_runtime::passes::register_builtin_passes(&mut r)
        .and_then(|()| pass_runtime::passes::register_test_passes(&mut r));
    if let Err(e) = registered {
        // Two built-in passes with one argument: a bug in this program.
        unreachable!("built-in registrations clash: {e}");
    }
    r
}

/// `mlir-opt` accepts long flags with one dash (`-cse`); so do we.
fn normalize_dashes(args: impl Iterator<Item = String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest_positional = false;
    for a in args {
        if rest_positional {
            out.push(a);
            continue;
        }
        if a == "--" {
            rest_positional = true;
        } else if a.len() > 2 && a.starts_with('-') && !a.starts_with("--") && a.as_bytes()[1].is_ascii_alphabetic() {
            out.push(format!("-{a}"));
            continue;
        }
        out.push(a);
    }
    out
}

pub fn main() -> ExitCode {
    // A panicking pass is caught by the pass manager and reported as a
    // failure of that pass, with its message: the default report would only
    // repeat it. Other panics are bugs of this program and keep the report.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !pass_runtime::pass::running_pass() {
            default_hook(info);
        }
    }));
    let registry = registry();
    let mut command = Args::command();
    let mut pass_flags = Vec::new();
    for (argument, summary) in registry
        .passes()
        .map(|p| (p.argument().to_string(), p.summary().to_string()))
        .chain(registry.pipelines().map(|p| (p.argument().to_string(), p.summary().to_string())))
    {
        command = command.arg(
            Arg::new(argument.clone())
                .long(argument.clone())
                .help(summary)
                .value_name("OPTIONS")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(ArgAction::Append)
                .help_heading("Passes"),
        );
        pass_flags.push(argument);
    }
    let matches = command.get_matches_from(normalize_dashes(std::env::args()));
    let args = match Args::from_arg_matches(&matches) {
        Ok(a) => a,
        Err(e) => e.exit(),
    };
    match run(&args, &registry, &flag_pipeline(&matches, &pass_flags)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            if !msg.is_empty() {
                eprint!("{msg}");
            }
            ExitCode::FAILURE
        }
    }
}

/// The per-pass flags given (`--cse --canonicalize=...`), in command-line
/// order, with their options text.
fn flag_pipeline(matches: &ArgMatches, pass_flags: &[String]) -> Vec<(usize, String, String)> {
    let mut flags = Vec::new();
    for name in pass_flags {
        let (Some(indices), Some(values)) = (matches.indices_of(name), matches.get_many::<String>(name)) else {
            continue;
        };
        for (index, value) in indices.zip(values) {
            flags.push((index, name.clone(), value.clone()));
        }
    }
    flags.sort();
    flags
}

/// The pipeline to run: from `--pass-pipeline`, or from per-pass flags
/// (which nest implicitly, as in `mlir-opt`), or empty.
fn build_pipeline(
    args: &Args,
    registry: &PassRegistry,
    ctx: &Context,
    flags: &[(usize, String, String)],
) -> Result<OpPassManager, String> {
    let parser = PipelineParser::new(registry).with_context(ctx);
    if let Some(text) = &args.pass_pipeline {
        if !flags.is_empty() {
            return Err("error: '--pass-pipeline' can't be used with individual pass options\n".into());
        }
        return parser.parse(text).map_err(|e| e.render("<pass-pipeline>", text));
    }
    let mut pm = OpPassManager::new("builtin.module");
    pm.set_nesting(Nesting::Implicit);
    for (_, name, options) in flags {
        parser.add_registered(&mut pm, name, options).map_err(|e| e.render(&format!("--{name}"), options))?;
    }
    Ok(pm)
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

fn run(args: &Args, registry: &PassRegistry, flags: &[(usize, String, String)]) -> Result<(), String> {
    if args.list_passes {
        let text = if args.list_format == "md" {
            crate::list_passes::list_passes_markdown(registry)
        } else {
            list_passes(registry)
        };
        print!("{text}");
        return Ok(());
    }
    let timing = args.instrumentation.timing_manager();
    let result = run_timed(args, registry, flags, timing.as_ref());
    // As `mlir-opt`: the diagnostics of the run, then the timing report.
    let result = result.map_err(|msg| {
        eprint!("{msg}");
        String::new()
    });
    let finished = args.instrumentation.finish_timing(timing.as_ref());
    result.and(finished)
}

fn run_timed(
    args: &Args,
    registry: &PassRegistry,
    flags: &[(usize, String, String)],
    timing: Option<&TimingManager>,
) -> Result<(), String> {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(args.allow_unregistered_dialect);
    let reproducing = args.instrumentation.run_reproducer;
    let mut pipeline = if reproducing { None } else { Some(build_pipeline(args, registry, &ctx, flags)?) };
    if let (Some(pipeline), true) = (&pipeline, args.dump_pass_pipeline) {
        eprint!("{}", pipeline.dump());
    }

    let (name, text) = read_input(&args.input)?;
    let mut sources = SourceMgr::new();
    let parser_timer = timing.map(|t| t.scope("Parser"));
    let parsed = ir::parse_source(&ctx, ParseOptions { file_name: &name }, &text);
    sources.add(&name, text);
    let mut owned = parsed.map_err(|d| sources.render(&ctx, &d))?;
    let render_all = |diags: &[ir::Diagnostic]| diags.iter().map(|d| sources.render(&ctx, d)).collect::<String>();
    if let Err(errors) = ir::verify(&ctx, &owned) {
        return Err(render_all(&errors));
    }
    drop(parser_timer);

    let (mut threading, mut verify_each) = (!args.disable_threading, args.verify_each);
    if reproducing {
        let config = ReproducerConfig::from_ir(&mut owned).map_err(|e| format!("{name}: error: {e}\n"))?;
        let built = match config {
            Some(config) => {
                if args.pass_pipeline.is_some() || !flags.is_empty() {
                    return Err("error: '--run-reproducer' takes its pipeline from the input; do not give one\n".into());
                }
                threading &= !config.disable_threading;
                verify_each = config.verify_each;
                let parser = PipelineParser::new(registry).with_context(&ctx);
                parser
                    .parse(&config.pipeline)
                    .map_err(|e| e.render(&format!("{name} (reproducer pipeline)"), &config.pipeline))?
            }
            // Not a reproducer: run what the command line says.
            None => build_pipeline(args, registry, &ctx, flags)?,
        };
        if args.dump_pass_pipeline {
            eprint!("{}", built.dump());
        }
        pipeline = Some(built);
    }
    let pipeline = pipeline.unwrap_or_else(|| OpPassManager::new("builtin.module"));

    let mut pm = PassManager::from_pipeline(pipeline);
    pm.enable_threading(threading).enable_verifier(verify_each);
    let opts = PrintOptions { debug_info: args.print_debuginfo, local_scope: args.print_local_scope };
    pm.set_print_options(opts);
    args.instrumentation.configure(&mut pm, timing, opts);
    let outcome = pm.run(&ctx, &mut owned);
    if let Some(report) = pm.statistics_report() {
        eprint!("{report}");
    }
    match outcome {
        Ok(diagnostics) => eprint!("{}", render_all(&diagnostics)),
        Err(e) => {
            // As `mlir-opt`, a failed run leaves no output file behind, not
            // even one from an earlier run that could pass for this one's.
            // Only a regular file: `-o /dev/null` must survive a failure.
            let stale = std::fs::symlink_metadata(&args.output).is_ok_and(|m| m.file_type().is_file());
            if args.output != "-" && stale {
                let _ = std::fs::remove_file(&args.output);
            }
            return Err(render_all(&e.diagnostics));
        }
    }

    let _output_timer = timing.map(|t| t.scope("Output"));
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
    // A device or a pipe (`-o /dev/null`) is written in place: renaming a
    // file over it would replace it.
    let special = std::fs::metadata(&target).is_ok_and(|m| !m.file_type().is_file());
    if special {
        let written = std::fs::OpenOptions::new().write(true).open(&target).and_then(|f| {
            let mut w = std::io::BufWriter::with_capacity(1 << 16, f);
            write(&mut w)?;
            w.flush()
        });
        return written.map_err(|e| format!("error: could not write output file '{path}': {e}\n"));
    }
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
