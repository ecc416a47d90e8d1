//! The invariants of running a pipeline on valid IR, checked in-process.
//!
//! [`check_case`] parses and verifies the IR (a failure there is a bug of
//! the generator), then checks:
//!
//! 1. [`Invariant::NoPanic`]: nothing panics. The pass manager catches a
//!    panicking pass and reports it as a failure (`pass '...' panicked on
//!    ...`); such a report is a finding, and so is any panic that escapes
//!    (the whole check runs under `catch_unwind`).
//! 2. [`Invariant::VerifiesAfterEachPass`]: the IR verifies after every
//!    pass (the pass manager's verifier is on, as by default; its failure
//!    note `the IR failed to verify after ...` is a finding).
//! 3. [`Invariant::SameWithTwoThreads`]: the output is the same with
//!    threading off and with two threads; a failure fails on both, and each
//!    error of the two-thread run is one of the one-thread run's (threaded,
//!    the pass adaptor skips ops not started yet once one has failed, as
//!    MLIR's does, so it may report fewer).
//! 4. [`Invariant::PrintParsePrint`]: the output printed, parsed and printed
//!    again is the same text, with and without locations (the printer has
//!    only the generic form; with `debug_info` the locations must survive
//!    too), and the parsed output verifies.
//! 5. [`Invariant::FailureLeavesOutputAlone`] and
//!    [`Invariant::ReproducerReplays`], only when the pipeline fails (the
//!    slow path): through the driver (`pass_opt::OptMain`), with `-o`
//!    pre-filled with sentinel text and a crash reproducer requested (in
//!    the generic form: MLIR's pretty `cf.switch` does not read back
//!    every case value it prints), the
//!    exit status is 1, `-o` holds no output (the driver removes a stale
//!    output file after a failed pass, as `mlir-opt` does, so the file
//!    is either gone or still the sentinel), the reproducer is written, and
//!    `--run-reproducer` on it fails too, in-process with the same errors.

use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;

use pass_opt::OptMain;
use pass_runtime::ir::{self, Context, Diagnostic, OwnedOp, ParseOptions, PrintOptions, Severity, SourceMgr};
use pass_runtime::pass::{PassManager, PassRegistry, PipelineParser, ReproducerConfig};

/// The name the IR is parsed under (in locations and diagnostics).
const FILE_NAME: &str = "fuzz.mlir";

/// What `-o` holds before a run that must leave it alone.
const SENTINEL: &str = "// pass-fuzz: a failing run must not write here\n";

/// How a case ran, when every invariant held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The pipeline succeeded; the output, printed.
    Succeeded(String),
    /// The pipeline failed (legitimately: a pass signalled failure); the
    /// diagnostics, rendered.
    Failed(String),
}

/// Which invariant a [`Finding`] broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Invariant {
    /// The generated IR does not parse or verify: a bug of the generator,
    /// or of the parser or verifier.
    GeneratedIrIsValid,
    /// The pipeline does not parse: a bug of the pipeline generator.
    GeneratedPipelineIsValid,
    /// Something panicked.
    NoPanic,
    /// A pass left IR that does not verify.
    VerifiesAfterEachPass,
    /// One thread and two threads disagree.
    SameWithTwoThreads,
    /// Printing, parsing and printing again changes the text, or the
    /// printed output does not parse and verify.
    PrintParsePrint,
    /// A failing run through the driver wrote `-o` or did not exit with 1.
    FailureLeavesOutputAlone,
    /// The crash reproducer is missing or does not replay the failure.
    ReproducerReplays,
}

/// A broken invariant, with all it takes to replay it.
#[derive(Clone, Debug)]
pub struct Finding {
    /// What broke.
    pub invariant: Invariant,
    /// The IR the pipeline ran on.
    pub ir: String,
    /// The pipeline.
    pub pipeline: String,
    /// What happened: messages, the two sides of a comparison.
    pub details: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "invariant broken: {:?}", self.invariant)?;
        writeln!(f, "{}", self.details)?;
        writeln!(f, "pipeline: {}", self.pipeline)?;
        write!(f, "IR:\n{}", self.ir)
    }
}

/// Runs `pipeline` on `ir` and checks every invariant (see the module's
/// documentation), with the passes of [`crate::registry`].
pub fn check_case(ir: &str, pipeline: &str) -> Result<Outcome, Finding> {
    check_case_with(&crate::registry(), ir, pipeline)
}

/// [`check_case`] with the passes of `registry`, which must be those the
/// driver registers (`OptMain::builtin_passes`) for the failure path.
pub fn check_case_with(registry: &PassRegistry, ir: &str, pipeline: &str) -> Result<Outcome, Finding> {
    let finding =
        |invariant, details: String| Finding { invariant, ir: ir.to_string(), pipeline: pipeline.to_string(), details };
    let checked = panic::catch_unwind(AssertUnwindSafe(|| check(registry, ir, pipeline)));
    match checked {
        Ok(Ok(outcome)) => Ok(outcome),
        Ok(Err((invariant, details))) => Err(finding(invariant, details)),
        Err(payload) => {
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(a panic without a message)".to_string());
            Err(finding(Invariant::NoPanic, format!("panicked: {message}")))
        }
    }
}

type Broken = (Invariant, String);

/// One run's result: the output printed, or the errors rendered.
type RunResult = Result<String, String>;

fn check(registry: &PassRegistry, ir: &str, pipeline: &str) -> Result<Outcome, Broken> {
    // The generated input must be valid.
    {
        let ctx = Context::new();
        let owned = parse(&ctx, ir).map_err(|e| (Invariant::GeneratedIrIsValid, e))?;
        ir::verify(&ctx, &owned).map_err(|d| (Invariant::GeneratedIrIsValid, render(&ctx, ir, &d)))?;
    }
    let single = run(registry, ir, pipeline, Some(1))?;
    let double = run(registry, ir, pipeline, Some(2))?;
    // Threaded, MLIR's pass adaptor (and ours) skips the ops not started
    // yet once one has failed, so a failure reports some of the errors of
    // the one-thread run, not always all of them.
    let agree = match (&single, &double) {
        (Err(one), Err(two)) => errors_of(two).iter().all(|e| errors_of(one).contains(e)),
        _ => single == double,
    };
    if !agree {
        return Err((
            Invariant::SameWithTwoThreads,
            format!("with 1 thread:\n{}\nwith 2 threads:\n{}", show(&single), show(&double)),
        ));
    }
    match single {
        Ok(output) => {
            print_parse_print(&output)?;
            Ok(Outcome::Succeeded(output))
        }
        Err(errors) => {
            failure_through_driver(registry, ir, pipeline, &errors)?;
            Ok(Outcome::Failed(errors))
        }
    }
}

/// The rendered diagnostics split into one string per error (with its
/// notes).
fn errors_of(rendered: &str) -> Vec<&str> {
    let mut errors = Vec::new();
    let mut start = None;
    let mut offset = 0;
    for line in rendered.split_inclusive('\n') {
        if line.contains(": error: ") {
            if let Some(s) = start {
                errors.push(&rendered[s..offset]);
            }
            start = Some(offset);
        }
        offset += line.len();
    }
    if let Some(s) = start {
        errors.push(&rendered[s..]);
    }
    errors
}

fn show(result: &RunResult) -> &str {
    match result {
        Ok(output) => output,
        Err(errors) => errors,
    }
}

fn parse(ctx: &Context, text: &str) -> Result<OwnedOp, String> {
    ir::parse_source(ctx, ParseOptions { file_name: FILE_NAME }, text).map_err(|d| render(ctx, text, &[d]))
}

/// The case's IR parsed in `ctx` and a pass manager for its pipeline (a
/// case that does not parse is the generators' fault).
fn prepare(registry: &PassRegistry, ctx: &Context, ir: &str, pipeline: &str) -> Result<(OwnedOp, PassManager), Broken> {
    let owned = parse(ctx, ir).map_err(|e| (Invariant::GeneratedIrIsValid, e))?;
    let pm = PipelineParser::new(registry)
        .with_context(ctx)
        .parse(pipeline)
        .map_err(|e| (Invariant::GeneratedPipelineIsValid, e.render("<pipeline>", pipeline)))?;
    Ok((owned, PassManager::from_pipeline(pm)))
}

fn render(ctx: &Context, text: &str, diagnostics: &[Diagnostic]) -> String {
    let mut sources = SourceMgr::new();
    sources.add(FILE_NAME, text.to_string());
    diagnostics.iter().map(|d| sources.render(ctx, d)).collect()
}

/// Runs the pipeline on the IR with `threads` threads (`Some(1)`: threading
/// off), the verifier on.
fn run(registry: &PassRegistry, ir: &str, pipeline: &str, threads: Option<usize>) -> Result<RunResult, Broken> {
    let ctx = Context::new();
    let (mut owned, mut pm) = prepare(registry, &ctx, ir, pipeline)?;
    match threads {
        Some(1) => {
            pm.enable_threading(false);
        }
        Some(n) => {
            pm.enable_threading(true).set_num_threads(n);
        }
        None => {}
    }
    pm.enable_verifier(true);
    let outcome = pm.run(&ctx, &mut owned);
    match outcome {
        Ok(_) => Ok(Ok(ir::print_owned(&ctx, &owned, PrintOptions::default()))),
        Err(e) => {
            let errors = render(&ctx, ir, &e.diagnostics);
            if errors.contains("' panicked on '") {
                return Err((Invariant::NoPanic, errors));
            }
            if errors.contains("the IR failed to verify after") {
                return Err((Invariant::VerifiesAfterEachPass, errors));
            }
            Ok(Err(errors))
        }
    }
}

/// Printing what parses back gives the same text, without and with
/// locations.
fn print_parse_print(output: &str) -> Result<(), Broken> {
    let broken = |details: String| (Invariant::PrintParsePrint, details);
    let ctx = Context::new();
    let owned = parse(&ctx, output).map_err(|e| broken(format!("the output does not parse:\n{e}\n{output}")))?;
    ir::verify(&ctx, &owned)
        .map_err(|d| broken(format!("the output does not verify:\n{}", render(&ctx, output, &d))))?;
    for debug_info in [false, true] {
        let opts = PrintOptions { debug_info, local_scope: false, ..PrintOptions::default() };
        let first = ir::print_owned(&ctx, &owned, opts);
        let again =
            parse(&ctx, &first).map_err(|e| broken(format!("the output printed does not parse:\n{e}\n{first}")))?;
        let second = ir::print_owned(&ctx, &again, opts);
        if first != second {
            return Err(broken(format!(
                "print -> parse -> print is not a fixed point (debug_info: {debug_info}):\nfirst:\n{first}\nsecond:\n{second}"
            )));
        }
    }
    Ok(())
}

/// The failure path through the driver: `-o` untouched, exit status 1, a
/// reproducer that fails again, in-process with the same errors.
fn failure_through_driver(registry: &PassRegistry, ir: &str, pipeline: &str, errors: &str) -> Result<(), Broken> {
    let io = |e: std::io::Error| (Invariant::FailureLeavesOutputAlone, format!("temporary files: {e}"));
    let dir = tempfile::tempdir().map_err(io)?;
    let input = dir.path().join(FILE_NAME);
    let output = dir.path().join("out.mlir");
    let reproducer = dir.path().join("reproducer.mlir");
    std::fs::write(&input, ir).map_err(io)?;
    std::fs::write(&output, SENTINEL).map_err(io)?;
    // The reproducer in the generic form, as the rest of the checks print:
    // the pretty one does not always read back, in MLIR as here (`cf.switch`
    // prints an `i64` case of -1 zero-extended, 18446744073709551615, which
    // its parser rejects as too large; `mlir-opt` 22 does the same).
    let status = run_driver(&[
        "--mlir-print-op-generic".to_string(),
        input.display().to_string(),
        format!("--pass-pipeline={pipeline}"),
        "-o".to_string(),
        output.display().to_string(),
        format!("--mlir-pass-pipeline-crash-reproducer={}", reproducer.display()),
    ]);
    if status != ExitCode::FAILURE {
        return Err((
            Invariant::FailureLeavesOutputAlone,
            format!(
                "the pipeline fails in-process, but the driver exits with {status:?}; in-process errors:\n{errors}"
            ),
        ));
    }
    match std::fs::read_to_string(&output) {
        Ok(text) if text != SENTINEL => {
            return Err((Invariant::FailureLeavesOutputAlone, format!("a failing run wrote `-o`:\n{text}")));
        }
        _ => {}
    }
    let replay = |details: String| (Invariant::ReproducerReplays, details);
    let text = std::fs::read_to_string(&reproducer)
        .map_err(|e| replay(format!("no reproducer after a failing run ({e}); errors:\n{errors}")))?;
    let replay_output = dir.path().join("replay.mlir");
    let status = run_driver(&[
        "--run-reproducer".to_string(),
        reproducer.display().to_string(),
        "-o".to_string(),
        replay_output.display().to_string(),
    ]);
    if status != ExitCode::FAILURE {
        return Err(replay(format!("`--run-reproducer` exits with {status:?}; reproducer:\n{text}")));
    }
    // In-process, the replay fails with the same errors as the run.
    let ctx = Context::new();
    let mut owned = ir::parse_source(&ctx, ParseOptions { file_name: FILE_NAME }, &text)
        .map_err(|d| replay(format!("the reproducer does not parse: {}\n{text}", d.message)))?;
    let config = ReproducerConfig::from_ir(&mut owned)
        .map_err(|e| replay(format!("the reproducer's configuration: {e}\n{text}")))?
        .ok_or_else(|| replay(format!("the reproducer has no configuration:\n{text}")))?;
    let pm = PipelineParser::new(registry)
        .with_context(&ctx)
        .parse(&config.pipeline)
        .map_err(|e| replay(format!("the reproducer's pipeline: {}", e.render("<reproducer>", &config.pipeline))))?;
    // One thread on both sides: threaded, a failing run may stop before
    // some ops (see `errors_of`), so only one thread compares exactly. The
    // driver's replay above honours the reproducer's own threading flag.
    let mut pm = PassManager::from_pipeline(pm);
    pm.enable_threading(false).enable_verifier(config.verify_each);
    let first_errors = |ds: &[Diagnostic]| -> Vec<String> {
        ds.iter().filter(|d| d.severity == Severity::Error).map(|d| d.message.clone()).collect()
    };
    let original = {
        let ctx = Context::new();
        let (mut owned, mut pm) = prepare(registry, &ctx, ir, pipeline)?;
        pm.enable_threading(false);
        match pm.run(&ctx, &mut owned) {
            Ok(_) => return Err(replay("the pipeline failed once and then succeeded".to_string())),
            Err(e) => first_errors(&e.diagnostics),
        }
    };
    match pm.run(&ctx, &mut owned) {
        Ok(_) => Err(replay(format!(
            "the reproducer succeeds in-process; errors of the run:\n{errors}\nreproducer:\n{text}"
        ))),
        Err(e) if first_errors(&e.diagnostics) != original => Err(replay(format!(
            "the reproducer fails differently:\nrun: {original:?}\nreplay: {:?}\nreproducer:\n{text}",
            first_errors(&e.diagnostics)
        ))),
        Err(_) => Ok(()),
    }
}

/// Runs the driver with the runtime's passes on `args`.
fn run_driver(args: &[String]) -> ExitCode {
    let argv = std::iter::once("pass-opt".to_string()).chain(args.iter().cloned());
    OptMain::new("pass-opt").builtin_passes().run_with_args(argv)
}
