//! The instrumentation flags of `pass-opt`, named as `mlir-opt`'s: timing,
//! statistics, IR printing and crash reproducers; and `--debug-conversion`,
//! the dialect conversion's debug log.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use pass_runtime::ir::PrintOptions;
use pass_runtime::pass::{
    IrPrintingConfig, IrTreeSink, PassFilter, PassManager, ReproducerOutput, StatisticsDisplay, StatisticsFormat,
    TimingDisplay, TimingFormat, TimingManager,
};

#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub enum TimingDisplayArg {
    /// A nested tree view (the default).
    #[default]
    Tree,
    /// A list sorted by total time.
    List,
}

#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub enum OutputFormatArg {
    /// Text (the default).
    #[default]
    Text,
    /// JSON.
    Json,
}

#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub enum StatisticsDisplayArg {
    /// Per pass instance, nested as the pipeline (the default).
    #[default]
    Pipeline,
    /// Per pass name, instances summed.
    List,
}

/// The flags.
#[derive(Args, Debug, Default)]
pub struct InstrumentationArgs {
    /// Display execution times (on stderr).
    #[arg(long = "mlir-timing")]
    pub timing: bool,

    /// Display method for timing data.
    #[arg(long = "mlir-timing-display", value_enum, default_value_t, value_name = "MODE")]
    pub timing_display: TimingDisplayArg,

    /// Output format for timing data (and statistics).
    #[arg(long = "mlir-output-format", value_enum, default_value_t, value_name = "FORMAT")]
    pub output_format: OutputFormatArg,

    /// Write a Chrome trace of the run (one track per thread) to FILE, for
    /// Perfetto or chrome://tracing.
    #[arg(long = "timing-trace", value_name = "FILE")]
    pub timing_trace: Option<PathBuf>,

    /// Display the statistics of each pass (on stderr).
    #[arg(long = "mlir-pass-statistics")]
    pub statistics: bool,

    /// Display method for pass statistics.
    #[arg(long = "mlir-pass-statistics-display", value_enum, default_value_t, value_name = "MODE")]
    pub statistics_display: StatisticsDisplayArg,

    /// Print the IR before each of these passes (by argument).
    #[arg(long = "mlir-print-ir-before", value_delimiter = ',', value_name = "PASSES")]
    pub print_before: Vec<String>,

    /// Print the IR after each of these passes (by argument).
    #[arg(long = "mlir-print-ir-after", value_delimiter = ',', value_name = "PASSES")]
    pub print_after: Vec<String>,

    /// Print the IR before every pass.
    #[arg(long = "mlir-print-ir-before-all")]
    pub print_before_all: bool,

    /// Print the IR after every pass.
    #[arg(long = "mlir-print-ir-after-all")]
    pub print_after_all: bool,

    /// When printing after a pass, only print if the pass changed the IR.
    #[arg(long = "mlir-print-ir-after-change")]
    pub print_after_change: bool,

    /// When printing after a pass, only print if the pass failed.
    #[arg(long = "mlir-print-ir-after-failure")]
    pub print_after_failure: bool,

    /// Print the whole IR rather than the op the pass ran on (needs
    /// --mlir-disable-threading).
    #[arg(long = "mlir-print-ir-module-scope")]
    pub print_module_scope: bool,

    /// Write each IR dump to its own file under DIR, in a tree mirroring the
    /// nesting of the ops.
    #[arg(long = "mlir-print-ir-tree-dir", value_name = "DIR")]
    pub print_tree_dir: Option<PathBuf>,

    /// On failure, write a reproducer (the IR and the pipeline) to FILE.
    #[arg(long = "mlir-pass-pipeline-crash-reproducer", value_name = "FILE")]
    pub crash_reproducer: Option<PathBuf>,

    /// Make the reproducer local: the IR right before the failing pass, and
    /// that pass alone (needs --mlir-disable-threading).
    #[arg(long = "mlir-pass-pipeline-local-reproducer")]
    pub local_reproducer: bool,

    /// Run the pipeline recorded in the input (a reproducer), with its
    /// configuration.
    #[arg(long = "run-reproducer")]
    pub run_reproducer: bool,

    /// Print the debug log of every dialect conversion on stderr (MLIR's
    /// `-debug-only=dialect-conversion`).
    #[arg(long = "debug-conversion")]
    pub debug_conversion: bool,
}

impl InstrumentationArgs {
    fn printing(&self) -> Option<IrPrintingConfig> {
        let filter = |all: bool, list: &[String]| {
            if all {
                PassFilter::All
            } else if list.is_empty() {
                PassFilter::None
            } else {
                PassFilter::Passes(list.to_vec())
            }
        };
        let config = IrPrintingConfig {
            before: filter(self.print_before_all, &self.print_before),
            after: filter(self.print_after_all, &self.print_after),
            after_change: self.print_after_change,
            after_failure: self.print_after_failure,
            module_scope: self.print_module_scope,
            print: PrintOptions::default(),
            tree: self.print_tree_dir.clone().map(tree_files),
        };
        let any = config.before != PassFilter::None || config.after != PassFilter::None || config.after_failure;
        any.then_some(config)
    }

    /// A timing manager, when timing is on.
    pub fn timing_manager(&self) -> Option<TimingManager> {
        if !self.timing && self.timing_trace.is_none() {
            return None;
        }
        let tm = TimingManager::new();
        if self.timing_trace.is_some() {
            tm.record_trace();
        }
        Some(tm)
    }

    /// Sets up `pm` as the flags say.
    pub fn configure(&self, pm: &mut PassManager, timing: Option<&TimingManager>, print: PrintOptions) {
        if self.debug_conversion {
            pm.enable_debug_only([pass_runtime::conversion::DEBUG_TYPE]);
        }
        if let Some(tm) = timing {
            pm.enable_timing(tm);
        }
        if self.statistics {
            let display = match self.statistics_display {
                StatisticsDisplayArg::Pipeline => StatisticsDisplay::Pipeline,
                StatisticsDisplayArg::List => StatisticsDisplay::List,
            };
            pm.enable_statistics(display, self.statistics_format());
        }
        if let Some(mut config) = self.printing() {
            config.print = print;
            pm.enable_ir_printing(config);
        }
        if let Some(path) = &self.crash_reproducer {
            pm.enable_crash_reproducer(reproducer_file(path.clone()), self.local_reproducer);
        }
    }

    fn statistics_format(&self) -> StatisticsFormat {
        match self.output_format {
            OutputFormatArg::Text => StatisticsFormat::Text,
            OutputFormatArg::Json => StatisticsFormat::Json,
        }
    }

    /// The timing report and the trace file, at the end of the run.
    pub fn finish_timing(&self, timing: Option<&TimingManager>) -> Result<(), String> {
        let Some(tm) = timing else { return Ok(()) };
        if self.timing {
            let display = match self.timing_display {
                TimingDisplayArg::Tree => TimingDisplay::Tree,
                TimingDisplayArg::List => TimingDisplay::List,
            };
            let format = match self.output_format {
                OutputFormatArg::Text => TimingFormat::Text,
                OutputFormatArg::Json => TimingFormat::Json,
            };
            eprint!("{}", tm.report(display, format));
        }
        if let Some(path) = &self.timing_trace {
            let written = std::fs::File::create(path).and_then(|f| {
                let mut w = std::io::BufWriter::new(f);
                tm.write_trace(&mut w)?;
                std::io::Write::flush(&mut w)
            });
            written.map_err(|e| format!("error: could not write the timing trace '{}': {e}\n", path.display()))?;
        }
        Ok(())
    }
}

/// The runtime hands IR dumps to a sink; this one writes them as files under
/// `root` (`--mlir-print-ir-tree-dir`), making directories as needed.
fn tree_files(root: PathBuf) -> IrTreeSink {
    IrTreeSink::new(move |relative, text| {
        let path = root.join(relative);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, text)
    })
}

/// The reproducer goes to the file `path`, created (or replaced) when a run
/// fails.
fn reproducer_file(path: PathBuf) -> ReproducerOutput {
    ReproducerOutput {
        description: path.display().to_string(),
        open: Box::new(move || Ok(Box::new(std::fs::File::create(&path)?) as Box<dyn std::io::Write>)),
    }
}
