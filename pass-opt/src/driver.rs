//! [`OptMain`]: an `*-opt` tool made of the dialects and passes it is given
//! (what `MlirOptMain` is to MLIR). It owns the run: the command line, the
//! input (split into chunks or whole), a context per chunk, the pipeline,
//! instrumentation, diagnostics (printed or verified against the input's
//! `expected-*` comments), the output and the exit status.

use std::io::Read;
use std::process::ExitCode;

use pass_runtime::ir::{
    self, source_line_with_caret, Context, Diagnostic, Dialect, LocKind, OpForm, OwnedOp, ParseOptions, PrintOptions,
    SourceMgr,
};
use pass_runtime::pass::{
    DuplicateRegistration, Nesting, OpPassManager, PassManager, PassRegistry, PipelineParser, ReproducerConfig,
    TimingManager,
};

use crate::cli::{self, Args};
use crate::list_passes::{list_passes, list_passes_markdown};
use crate::output::write_output;
use crate::split::{split_input, Chunk};
use crate::verify::{is_current_operation_note, DiagnosticVerifier, VerifyMode};

type ContextFactory = Box<dyn Fn() -> Context>;
type DialectFactory = Box<dyn Fn() -> Dialect>;
type Registration = Box<dyn FnOnce(&mut PassRegistry) -> Result<(), DuplicateRegistration>>;

/// An `*-opt` tool: reads IR, verifies it, runs a pass pipeline on it and
/// prints it, with every flag of `pass-opt` (pipelines, one flag per
/// registered pass, `--split-input-file`, `--verify-diagnostics`,
/// instrumentation, reproducers, `-o`).
///
/// It is built from what the tool knows: a way to make a [`Context`] (one is
/// made for each input chunk, as `mlir-opt` makes one per buffer), dialects
/// registered into each, and the passes and pipelines to register. Nothing
/// is registered unless asked for, not even the runtime's passes
/// ([`OptMain::builtin_passes`]).
///
/// ```no_run
/// use pass_opt::OptMain;
/// use pass_runtime::ir::Context;
///
/// fn main() -> std::process::ExitCode {
///     OptMain::new("my-opt")
///         .context(Context::new)
///         .builtin_passes()
///         .passes(pass_runtime::test_passes::register_test_passes)
///         .run()
/// }
/// ```
pub struct OptMain {
    name: String,
    about: Option<String>,
    context: ContextFactory,
    dialects: Vec<DialectFactory>,
    registrations: Vec<Registration>,
}

impl OptMain {
    /// A tool named `name` (in `--help` and `--version`) that parses with a
    /// plain [`Context::new`] and knows no passes.
    pub fn new(name: impl Into<String>) -> Self {
        OptMain {
            name: name.into(),
            about: None,
            context: Box::new(Context::new),
            dialects: Vec::new(),
            registrations: Vec::new(),
        }
    }

    /// The one-line description `--help` shows.
    pub fn about(mut self, about: impl Into<String>) -> Self {
        self.about = Some(about.into());
        self
    }

    /// How to make the context each input (or chunk) is parsed in, with the
    /// tool's dialects registered (`Context::new` by default).
    pub fn context(mut self, make: impl Fn() -> Context + 'static) -> Self {
        self.context = Box::new(make);
        self
    }

    /// A dialect to register into every context the tool makes.
    pub fn dialect(mut self, make: impl Fn() -> Dialect + 'static) -> Self {
        self.dialects.push(Box::new(make));
        self
    }

    /// Passes or pipelines to register: a registration function such as the
    /// one passgen generates for a group (`register_<group>_passes`).
    pub fn passes(
        mut self,
        register: impl FnOnce(&mut PassRegistry) -> Result<(), DuplicateRegistration> + 'static,
    ) -> Self {
        self.registrations.push(Box::new(register));
        self
    }

    /// The passes the runtime ships (`cse`, `canonicalize`, `inline`, the
    /// lowerings, ...).
    pub fn builtin_passes(self) -> Self {
        self.passes(pass_runtime::passes::register_builtin_passes)
    }

    /// MLIR's test passes (`test-options-pass`, ...), as `mlir-opt` has them.
    pub fn test_passes(self) -> Self {
        self.passes(pass_runtime::test_passes::register_test_passes)
    }

    /// Runs the tool on the process's command line.
    pub fn run(self) -> ExitCode {
        self.run_with_args(std::env::args())
    }

    /// Runs the tool on `args` (the first is the program's name). Exits the
    /// process on a command-line mistake and for `--help`, as clap does.
    pub fn run_with_args(self, args: impl IntoIterator<Item = String>) -> ExitCode {
        install_panic_hook();
        let mut registry = PassRegistry::new();
        for register in self.registrations {
            if let Err(DuplicateRegistration(argument)) = register(&mut registry) {
                eprintln!("{}: error: two passes or pipelines are registered as '{argument}'", self.name);
                return ExitCode::FAILURE;
            }
        }
        let (command, pass_flags) = cli::command(&self.name, self.about.as_deref(), &registry);
        let (args, flags) = cli::parse(command, &pass_flags, args);
        let tool = Tool { registry, context: self.context, dialects: self.dialects };
        match run(&args, &tool, &flags) {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => {
                eprint!("{message}");
                ExitCode::FAILURE
            }
        }
    }
}

/// A panicking pass is caught by the pass manager and reported as a failure
/// of that pass, with its message: the default report would only repeat it.
/// Other panics are bugs of the tool and keep the report.
///
/// Installed once per process: a program that runs the driver many times
/// (a fuzz target, a test suite) must not wrap the hook again on each run,
/// which leaked a wrapper per run and made a panic walk through all of them.
fn install_panic_hook() {
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| {
        let default_hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !pass_runtime::pass::running_pass() {
                default_hook(info);
            }
        }));
    });
}

/// What the tool was built with, ready to run.
struct Tool {
    registry: PassRegistry,
    context: ContextFactory,
    dialects: Vec<DialectFactory>,
}

impl Tool {
    fn new_context(&self, args: &Args) -> Context {
        let ctx = (self.context)();
        for dialect in &self.dialects {
            ctx.register_dialect(dialect());
        }
        ctx.set_allow_unregistered_dialects(args.allow_unregistered_dialect);
        ctx.set_multithreading(!args.disable_threading);
        // As MLIR's `--mlir-print-debuginfo`, for every printer.
        ctx.set_default_print_debuginfo(args.print_debuginfo);
        ctx
    }
}

/// The whole run. `Err` carries what is left to print on stderr (possibly
/// nothing) before exiting with a failure.
fn run(args: &Args, tool: &Tool, flags: &[(usize, String, String)]) -> Result<(), String> {
    if args.list_passes {
        let text =
            if args.list_format == "md" { list_passes_markdown(&tool.registry) } else { list_passes(&tool.registry) };
        print!("{text}");
        return Ok(());
    }
    let timing = args.instrumentation.timing_manager();
    // As `mlir-opt`: the diagnostics of the run, then the timing report.
    let result = run_timed(args, tool, flags, timing.as_ref()).map_err(|message| {
        eprint!("{message}");
        String::new()
    });
    let finished = args.instrumentation.finish_timing(timing.as_ref());
    result.and(finished)
}

/// Where the diagnostics of a run go: to stderr, or to the verifier of
/// `--verify-diagnostics`.
enum Diagnostics {
    Print,
    Verify(DiagnosticVerifier),
}

/// One run over the input's chunks.
struct Session<'a> {
    args: &'a Args,
    tool: &'a Tool,
    flags: &'a [(usize, String, String)],
    timing: Option<&'a TimingManager>,
    file_name: String,
    sources: SourceMgr,
    diagnostics: Diagnostics,
}

/// How one chunk went.
enum ChunkOutcome {
    /// The IR, printed.
    Printed(String),
    /// It failed (its diagnostics are out); `pass_failed` when a pass did.
    Failed { pass_failed: bool },
}

fn run_timed(
    args: &Args,
    tool: &Tool,
    flags: &[(usize, String, String)],
    timing: Option<&TimingManager>,
) -> Result<(), String> {
    let (file_name, text) = read_input(&args.input)?;
    let text = std::sync::Arc::new(text);
    let mut sources = SourceMgr::new();
    sources.add(&file_name, std::sync::Arc::clone(&text));
    // Without `--verify-diagnostics`, mlir-opt 22 still reads the input's
    // `expected-*` comments (its verifying handler is built either way) and
    // reports each at the end as not produced, without failing the run.
    let mut unverified = None;
    let diagnostics = match args.verify_diagnostics {
        Some(mode) => {
            let mut verifier = DiagnosticVerifier::new(&file_name, &text, mode.into());
            eprint!("{}", verifier.take_report());
            Diagnostics::Verify(verifier)
        }
        None => {
            if text.contains("expected-") {
                let mut verifier = DiagnosticVerifier::new(&file_name, &text, VerifyMode::All);
                eprint!("{}", verifier.take_report());
                unverified = Some(verifier);
            }
            Diagnostics::Print
        }
    };
    let mut session = Session { args, tool, flags, timing, file_name, sources, diagnostics };

    let (chunks, near_misses) = match &args.split_input_file {
        Some(marker) => split_input(&text, marker),
        None => (vec![Chunk { text: &text, line: 1, col: 1 }], Vec::new()),
    };
    for miss in near_misses {
        eprint!("{}", session.render_warning(miss.line, miss.col, "near miss with file split marker"));
    }
    let mut outputs = Vec::with_capacity(chunks.len());
    let (mut any_failed, mut pass_failed) = (false, false);
    for chunk in &chunks {
        match session.process_chunk(chunk)? {
            ChunkOutcome::Printed(text) => outputs.push(text),
            ChunkOutcome::Failed { pass_failed: by_pass } => {
                outputs.push(String::new());
                any_failed = true;
                pass_failed |= by_pass;
            }
        }
    }
    let succeeded = match &mut session.diagnostics {
        // With `--verify-diagnostics`, the verdict is the verifier's: IR
        // that fails as expected is a success.
        Diagnostics::Verify(verifier) => verifier.finish(),
        Diagnostics::Print => !any_failed,
    };
    if let Some(verifier) = &unverified {
        verifier.report_unproduced();
    }
    if !succeeded {
        // As `mlir-opt`, a failed pipeline leaves no output file behind, not
        // even one from an earlier run that could pass for this one's. Only a
        // regular file: `-o /dev/null` must survive a failure.
        let stale = std::fs::symlink_metadata(&args.output).is_ok_and(|m| m.file_type().is_file());
        if pass_failed && args.output != "-" && stale {
            let _ = std::fs::remove_file(&args.output);
        }
        // What succeeded still goes to stdout, as `mlir-opt` streams it
        // (a whole file whose expected diagnostics went unmet too).
        if args.output == "-" {
            write_output("-", &join_outputs(&outputs, &args.output_split_marker))?;
        }
        return Err(String::new());
    }
    let _output_timer = timing.map(|t| t.scope("Output"));
    write_output(&args.output, &join_outputs(&outputs, &args.output_split_marker))
}

/// The chunks' outputs joined as `mlir-opt` joins them: the marker on a line
/// of its own between two chunks. One output is not copied.
fn join_outputs<'a>(outputs: &'a [String], marker: &str) -> std::borrow::Cow<'a, str> {
    match outputs {
        [one] => one.into(),
        _ => outputs.join(&format!("{marker}\n")).into(),
    }
}

impl Session<'_> {
    fn emit(&mut self, ctx: &Context, diagnostics: &[Diagnostic]) {
        for diag in diagnostics {
            match &mut self.diagnostics {
                Diagnostics::Print => eprint!("{}", self.sources.render(ctx, diag)),
                Diagnostics::Verify(verifier) => {
                    let mut diag = diag.clone();
                    diag.notes.retain(|n| !is_current_operation_note(n));
                    verifier.process(ctx, &self.sources, &diag);
                }
            }
        }
    }

    fn render_warning(&self, line: u32, col: u32, message: &str) -> String {
        let text = self.sources.line(&self.file_name, line).unwrap_or("");
        let echo = source_line_with_caret(text, col.saturating_sub(1) as usize, 1);
        format!("{}:{line}:{col}: warning: {message}\n{echo}", self.file_name)
    }

    /// Parses, verifies, runs and prints one chunk in a context of its own.
    /// `Err` is a mistake that is not about the IR (a pipeline that does not
    /// parse, say): the run stops there.
    fn process_chunk(&mut self, chunk: &Chunk<'_>) -> Result<ChunkOutcome, String> {
        let args = self.args;
        let ctx = self.tool.new_context(args);
        let reproducing = args.instrumentation.run_reproducer;
        let mut pipeline = if reproducing { None } else { Some(self.build_pipeline(&ctx)?) };
        if let (Some(pipeline), true) = (&pipeline, args.dump_pass_pipeline) {
            eprint!("{}", pipeline.dump());
        }

        let parser_timer = self.timing.map(|t| t.scope("Parser"));
        let mut owned = match self.parse(&ctx, chunk) {
            Ok(owned) => owned,
            Err(diagnostics) => {
                self.emit(&ctx, &diagnostics);
                return Ok(ChunkOutcome::Failed { pass_failed: false });
            }
        };
        drop(parser_timer);

        let (mut threading, mut verify_each) = (!args.disable_threading, args.verify_each);
        if reproducing {
            let name = &self.file_name;
            let config = ReproducerConfig::from_ir(&mut owned).map_err(|e| format!("{name}: error: {e}\n"))?;
            let built = match config {
                Some(config) => {
                    if args.pass_pipeline.is_some() || !self.flags.is_empty() {
                        return Err(
                            "error: '--run-reproducer' takes its pipeline from the input; do not give one\n".into()
                        );
                    }
                    threading &= !config.disable_threading;
                    verify_each = config.verify_each;
                    let parser = PipelineParser::new(&self.tool.registry).with_context(&ctx);
                    parser
                        .parse(&config.pipeline)
                        .map_err(|e| e.render(&format!("{name} (reproducer pipeline)"), &config.pipeline))?
                }
                // Not a reproducer: run what the command line says.
                None => self.build_pipeline(&ctx)?,
            };
            if args.dump_pass_pipeline {
                eprint!("{}", built.dump());
            }
            pipeline = Some(built);
        }
        let pipeline = pipeline.unwrap_or_else(|| OpPassManager::new("builtin.module"));

        let mut pm = PassManager::from_pipeline(pipeline);
        pm.enable_threading(threading).enable_verifier(verify_each);
        // A reproducer may ask for one thread: the printer follows it too.
        ctx.set_multithreading(threading);
        // As `mlir-opt`: the pretty form unless `--mlir-print-op-generic`,
        // for the output and for every other printer of the run (IR
        // printing, `print-ir`, reproducers).
        let opts = PrintOptions {
            debug_info: args.print_debuginfo,
            local_scope: args.print_local_scope,
            op_form: if args.print_op_generic { OpForm::Generic } else { OpForm::Pretty },
        };
        pm.set_print_options(opts);
        args.instrumentation.configure(&mut pm, self.timing, opts);
        let outcome = pm.run(&ctx, &mut owned);
        if let Some(report) = pm.statistics_report() {
            eprint!("{report}");
        }
        match outcome {
            Ok(diagnostics) => self.emit(&ctx, &diagnostics),
            Err(e) => {
                self.emit(&ctx, &e.diagnostics);
                return Ok(ChunkOutcome::Failed { pass_failed: true });
            }
        }
        // IR a pass left invalid (with the verifier off) is printed in the
        // generic form, as MLIR's printer does; verified IR needs no check.
        let opts = if verify_each { opts } else { opts.verified_for(&ctx, owned.enclosing_body(), owned.op()) };
        let printed = ir::print_owned(&ctx, &owned, opts);
        // Freeing a large module takes a while: another thread does it
        // while the output is written.
        // (Should no thread start, the closure and the module are dropped here.)
        if ctx.is_multithreading_enabled() {
            let _ = std::thread::Builder::new().name("free-ir".into()).spawn(move || drop(owned));
        }
        Ok(ChunkOutcome::Printed(printed))
    }

    /// The chunk parsed (at its place in the file) and verified, or the
    /// diagnostics saying why not.
    fn parse(&self, ctx: &Context, chunk: &Chunk<'_>) -> Result<OwnedOp, Vec<Diagnostic>> {
        let options = ParseOptions { file_name: &self.file_name };
        let owned = if chunk.line == 1 && chunk.col == 1 {
            ir::parse_source(ctx, options, chunk.text)
        } else {
            ir::parse_source(ctx, options, &chunk.positioned_text())
        };
        let mut owned = owned.map_err(|d| vec![d])?;
        // The module a chunk is wrapped in is located where the chunk starts
        // (the whole file's is at `file:0:0`), as `mlir-opt` locates it.
        let file = ctx.ident(&self.file_name);
        let implicit = ctx.location(LocKind::FileLineCol { file, line: 0, col: 0 });
        if (chunk.line, chunk.col) != (1, 1) && owned.enclosing_body().loc(owned.op()) == implicit {
            let at_chunk = ctx.location(LocKind::FileLineCol { file, line: chunk.line, col: chunk.col });
            let op = owned.op();
            owned.enclosing_body_mut().op_mut(op).set_loc(at_chunk);
        }
        ir::verify(ctx, &owned)?;
        Ok(owned)
    }

    /// The pipeline to run: from `--pass-pipeline`, or from per-pass flags
    /// (which nest implicitly, as in `mlir-opt`), or empty.
    fn build_pipeline(&self, ctx: &Context) -> Result<OpPassManager, String> {
        let parser = PipelineParser::new(&self.tool.registry).with_context(ctx);
        if let Some(text) = &self.args.pass_pipeline {
            if !self.flags.is_empty() {
                return Err("error: '--pass-pipeline' can't be used with individual pass options\n".into());
            }
            return parser.parse(text).map_err(|e| e.render("<pass-pipeline>", text));
        }
        let mut pm = OpPassManager::new("builtin.module");
        pm.set_nesting(Nesting::Implicit);
        for (_, name, options) in self.flags {
            parser.add_registered(&mut pm, name, options).map_err(|e| e.render(&format!("--{name}"), options))?;
        }
        Ok(pm)
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
