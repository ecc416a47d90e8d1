//! The command line of an `*-opt` tool: flags named as `mlir-opt`'s
//! (including one flag per registered pass), parsed with clap.

use clap::{Arg, ArgAction, ArgMatches, Command, CommandFactory, FromArgMatches, Parser, ValueEnum};
use pass_runtime::pass::PassRegistry;

use crate::instrument::InstrumentationArgs;
use crate::split::DEFAULT_SPLIT_MARKER;
use crate::verify::VerifyMode;

/// Reads MLIR (pretty or generic form), verifies it, runs a pass pipeline on
/// it and prints it back (in the pretty form unless `--mlir-print-op-generic`).
#[derive(Parser, Debug)]
#[command(name = "pass-opt", version, about)]
pub(crate) struct Args {
    /// Input file; `-` or nothing reads stdin.
    #[arg(default_value = "-")]
    pub(crate) input: String,

    /// Output file (written whole or not at all); stdout by default.
    #[arg(short = 'o', default_value = "-")]
    pub(crate) output: String,

    /// Textual description of the pass pipeline to run
    /// (`builtin.module(func.func(cse))`).
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pub(crate) pass_pipeline: Option<String>,

    /// Print the pipeline that will be run (on stderr).
    #[arg(long = "dump-pass-pipeline")]
    pub(crate) dump_pass_pipeline: bool,

    /// Print the list of registered passes and pipelines and exit.
    #[arg(long = "list-passes")]
    pub(crate) list_passes: bool,

    /// The format of `--list-passes`: `text` (mlir-opt's) or `md` (each
    /// pass's reference documentation).
    #[arg(long = "format", value_name = "FORMAT", default_value = "text", value_parser = ["text", "md"])]
    pub(crate) list_format: String,

    /// Run everything on one thread.
    #[arg(long = "mlir-disable-threading")]
    pub(crate) disable_threading: bool,

    /// Run the verifier after each pass (`--verify-each=false` turns it off).
    #[arg(long = "verify-each", value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_value = "true", default_missing_value = "true", action = ArgAction::Set)]
    pub(crate) verify_each: bool,

    /// Accept operations, types and attributes of unregistered dialects.
    #[arg(long = "allow-unregistered-dialect")]
    pub(crate) allow_unregistered_dialect: bool,

    /// Print locations.
    #[arg(long = "mlir-print-debuginfo")]
    pub(crate) print_debuginfo: bool,

    /// Print attributes inline instead of through `#alias` definitions.
    #[arg(long = "mlir-print-local-scope")]
    pub(crate) print_local_scope: bool,

    /// Print every op in the generic form, here and in every other printing
    /// of the run (IR printing, reproducers). By default ops with a custom
    /// assembly form are printed in it, as `mlir-opt` prints them.
    #[arg(long = "mlir-print-op-generic")]
    pub(crate) print_op_generic: bool,

    /// Check the diagnostics against the input's `expected-*` comments
    /// (`only-expected`: ignore diagnostics nothing expects).
    #[arg(long = "verify-diagnostics", value_name = "MODE", value_enum, num_args = 0..=1,
          require_equals = true, default_missing_value = "all")]
    pub(crate) verify_diagnostics: Option<VerifyModeArg>,

    /// Cut the input into chunks at each MARKER (default `// -----`) and
    /// process each on its own.
    #[arg(long = "split-input-file", value_name = "MARKER", num_args = 0..=1, require_equals = true,
          default_missing_value = DEFAULT_SPLIT_MARKER)]
    pub(crate) split_input_file: Option<String>,

    /// The marker the outputs of the chunks are joined with.
    #[arg(long = "output-split-marker", value_name = "MARKER", default_value = DEFAULT_SPLIT_MARKER)]
    pub(crate) output_split_marker: String,

    #[command(flatten)]
    pub(crate) instrumentation: InstrumentationArgs,
}

/// `mlir-opt` accepts long flags with one dash (`-cse`); so do we.
pub(crate) fn normalize_dashes(args: impl Iterator<Item = String>) -> Vec<String> {
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

/// The values of `--verify-diagnostics`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum VerifyModeArg {
    /// Check all diagnostics: expected and unexpected.
    All,
    /// Check only the expected diagnostics.
    OnlyExpected,
}

impl From<VerifyModeArg> for VerifyMode {
    fn from(arg: VerifyModeArg) -> Self {
        match arg {
            VerifyModeArg::All => VerifyMode::All,
            VerifyModeArg::OnlyExpected => VerifyMode::OnlyExpected,
        }
    }
}

/// The command line of a tool named `name`: the driver's flags and one per
/// registered pass and pipeline. Returns it with the names of those flags.
pub(crate) fn command(name: &str, about: Option<&str>, registry: &PassRegistry) -> (Command, Vec<String>) {
    let mut command = Args::command().name(name.to_string()).bin_name(name.to_string());
    if let Some(about) = about {
        command = command.about(about.to_string());
    }
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
    (command, pass_flags)
}

/// Parses the arguments, exiting with clap's message (and status) on a
/// mistake or for `--help`/`--version`. Returns the flags and the per-pass
/// flags given.
pub(crate) fn parse(
    command: Command,
    pass_flags: &[String],
    args: impl IntoIterator<Item = String>,
) -> (Args, Vec<(usize, String, String)>) {
    let matches = command.get_matches_from(normalize_dashes(args.into_iter()));
    let args = match Args::from_arg_matches(&matches) {
        Ok(a) => a,
        Err(e) => e.exit(),
    };
    let flags = flag_pipeline(&matches, pass_flags);
    (args, flags)
}
