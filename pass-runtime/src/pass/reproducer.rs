//! Crash and failure reproducers, as MLIR's
//! `--mlir-pass-pipeline-crash-reproducer` writes them: the IR plus an
//! `external_resources` section holding the pipeline and the run's
//! configuration, which `--run-reproducer` ([`ReproducerConfig::from_ir`])
//! reads back.
//!
//! The full reproducer holds the IR as it was before the run and the whole
//! pipeline. The local one (threading off) holds the IR right before the
//! failing pass and just that pass under its anchors. Unlike MLIR, a pass
//! that panics produces a reproducer too, with threads or without (the pass
//! manager catches the panic), and a threaded failure names the pass and op
//! that really failed.

use std::io::{self, Write};
use std::sync::{Arc, Mutex};

use crate::ir::{
    print_owned, write_escaped_string, Context, Diagnostic, EntityId, OpId, OwnedOp, PrintOptions, ResourceGroup,
    ResourceSection,
};

use super::instrumentation::{op_at_path_mut, PassInstrumentation, PassTarget};
use super::manager::{print_pass, OpPassManager, PassEntry};
use super::pass::Pass;

/// Opens the stream a reproducer is written to.
pub type ReproducerStreamFactory = Box<dyn FnMut() -> io::Result<Box<dyn Write>> + Send>;

/// Where reproducers go: a stream of the caller's choosing, opened on
/// failure and given the reproducer whole. The runtime does no file I/O:
/// `pass-opt`'s driver opens the file of
/// `--mlir-pass-pipeline-crash-reproducer`.
pub struct ReproducerOutput {
    /// What the failure note says the reproducer was written to.
    pub description: String,
    /// Opens the stream.
    pub open: ReproducerStreamFactory,
}

impl ReproducerOutput {
    fn describe(&self) -> String {
        self.description.clone()
    }

    fn write(&mut self, text: &str) -> io::Result<()> {
        let mut w = (self.open)()?;
        w.write_all(text.as_bytes())?;
        w.flush()
    }
}

/// The crash reproducer settings of a pass manager.
pub(crate) struct CrashReproducer {
    pub(crate) output: ReproducerOutput,
    pub(crate) local: bool,
}

/// The configuration a reproducer records (`mlir_reproducer` in the IR's
/// `external_resources`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReproducerConfig {
    /// The textual pipeline.
    pub pipeline: String,
    /// Whether the run had threading off.
    pub disable_threading: bool,
    /// Whether the run verified after each pass.
    pub verify_each: bool,
}

const SECTION: &str = "external_resources";
const GROUP: &str = "mlir_reproducer";

impl ReproducerConfig {
    fn to_group(&self) -> ResourceGroup {
        let mut pipeline = String::new();
        write_escaped_string(&mut pipeline, self.pipeline.as_bytes());
        ResourceGroup {
            name: GROUP.to_string(),
            entries: vec![
                ("pipeline".to_string(), pipeline),
                ("disable_threading".to_string(), self.disable_threading.to_string()),
                ("verify_each".to_string(), self.verify_each.to_string()),
            ],
        }
    }

    /// Takes the reproducer configuration out of `ir`'s resources (so that
    /// it is not printed with the output), if it has one. Errors name what
    /// is wrong with it.
    pub fn from_ir(ir: &mut OwnedOp) -> Result<Option<ReproducerConfig>, String> {
        let sections = ir.resources_mut();
        let Some(si) = sections.iter().position(|s| s.name == SECTION) else { return Ok(None) };
        let Some(gi) = sections[si].groups.iter().position(|g| g.name == GROUP) else { return Ok(None) };
        let group = sections[si].groups.remove(gi);
        if sections[si].groups.is_empty() {
            sections.remove(si);
        }
        let mut config = ReproducerConfig { pipeline: String::new(), disable_threading: false, verify_each: true };
        let mut have_pipeline = false;
        for (key, value) in &group.entries {
            let flag = || match value.as_str() {
                "true" => Ok(true),
                "false" => Ok(false),
                _ => Err(format!("expected 'true' or 'false' for '{key}' in the reproducer, got '{value}'")),
            };
            match key.as_str() {
                "pipeline" => {
                    config.pipeline = unescape(value)
                        .ok_or_else(|| format!("expected a string for 'pipeline' in the reproducer, got {value}"))?;
                    have_pipeline = true;
                }
                "disable_threading" => config.disable_threading = flag()?,
                "verify_each" => config.verify_each = flag()?,
                _ => return Err(format!("unknown key '{key}' in the reproducer configuration")),
            }
        }
        if !have_pipeline {
            return Err("the reproducer configuration has no 'pipeline'".to_string());
        }
        Ok(Some(config))
    }
}

/// The value of an MLIR string literal (`"a\22b"`), quotes included.
fn unescape(text: &str) -> Option<String> {
    let inner = text.strip_prefix('"')?.strip_suffix('"')?.as_bytes();
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        if inner[i] != b'\\' {
            out.push(inner[i]);
            i += 1;
            continue;
        }
        match inner.get(i + 1)? {
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let hex = std::str::from_utf8(inner.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 1;
            }
        }
        i += 2;
    }
    String::from_utf8(out).ok()
}

/// The textual form of a whole pipeline as MLIR's reproducer records it:
/// top-level entries separated by `, `.
pub(crate) fn reproducer_pipeline(pm: &OpPassManager) -> String {
    let mut out = format!("{}(", pm.anchor_name());
    for (i, entry) in pm.entries().iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        match entry {
            PassEntry::Pass(pass) => print_pass(pass.as_ref(), &mut out),
            PassEntry::Nested(pms) => {
                for (j, nested) in pms.iter().enumerate() {
                    if j > 0 {
                        out.push(',');
                    }
                    nested.print_as_textual_pipeline(&mut out);
                }
            }
        }
    }
    out.push(')');
    out
}

/// A pass that failed, as the failure note names it.
struct Failure {
    /// `` `Pass` on 'func.func' operation: @f ``.
    description: String,
    /// Where the op sits: its ids from the root down, which order failures
    /// as the IR does (threads finish in any order).
    order: Vec<usize>,
    /// Local mode: the op before the pass (a copy of its holder), the ids
    /// leading to it from the root, and the pass under its anchors.
    local: Option<(OwnedOp, Vec<OpId>, String)>,
}

/// Records failures during a run (and, in local mode, the op before each
/// pass).
pub(crate) struct FailureRecorder {
    state: Arc<Mutex<RecorderState>>,
}

#[derive(Default)]
pub(crate) struct RecorderState {
    local: bool,
    /// Local mode: the op before the running pass.
    snapshot: Option<OwnedOp>,
    failures: Vec<Failure>,
}

impl FailureRecorder {
    pub(crate) fn new(local: bool) -> (Self, Arc<Mutex<RecorderState>>) {
        let state = Arc::new(Mutex::new(RecorderState { local, ..RecorderState::default() }));
        (FailureRecorder { state: state.clone() }, state)
    }
}

impl PassInstrumentation for FailureRecorder {
    fn run_before_pass(&mut self, _: &dyn Pass, op: &PassTarget<'_>) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if state.local {
            state.snapshot = Some(OwnedOp::new(op.op.body.clone(), op.op.op));
        }
    }

    fn run_after_pass_failed(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let mut description = format!("`{}` on '{}' operation", pass.name(), op.path.name);
        if let Some(symbol) = op.path.symbol {
            description.push_str(": @");
            description.push_str(symbol);
        }
        let order = op.path.from_root().iter().map(|p| p.id.index()).collect();
        let local = match state.snapshot.take() {
            Some(snapshot) if state.local => {
                let chain = op.path.from_root();
                let ids = op.path.ids();
                let mut pipeline = String::new();
                for p in &chain {
                    pipeline.push_str(p.name);
                    pipeline.push('(');
                }
                print_pass(pass, &mut pipeline);
                pipeline.push_str(&")".repeat(chain.len()));
                Some((snapshot, ids, pipeline))
            }
            _ => None,
        };
        state.failures.push(Failure { description, order, local });
    }
}

/// The root's IR printed with `config` as its reproducer section, with the
/// run's print options (MLIR prints a reproducer with the command line's
/// printing flags: the pretty form unless `--mlir-print-op-generic`, IR that
/// does not verify in the generic form).
pub(crate) fn print_with_config(
    ctx: &Context,
    root: &mut OwnedOp,
    config: &ReproducerConfig,
    print: PrintOptions,
) -> String {
    let sections = root.resources_mut();
    let section = match sections.iter().position(|s| s.name == SECTION) {
        Some(i) => i,
        None => {
            sections.push(ResourceSection { name: SECTION.to_string(), groups: Vec::new() });
            sections.len() - 1
        }
    };
    sections[section].groups.push(config.to_group());
    let print = print.verified_for(ctx, root.enclosing_body(), root.op());
    let mut text = print_owned(ctx, root, print);
    // A file's printing ends with an empty line; a reproducer's with `#-}`.
    // In local scope MLIR prints the op alone, without resources (so
    // without the configuration) and without a final newline.
    if text.ends_with("#-}\n\n") || (print.local_scope && text.ends_with('\n')) {
        text.pop();
    }
    let sections = root.resources_mut();
    sections[section].groups.pop();
    if sections[section].groups.is_empty() {
        sections.remove(section);
    }
    text
}

/// After a failed run: writes the reproducer and returns the diagnostics
/// saying so (or that it could not be written).
pub(crate) fn report_failure(
    ctx: &Context,
    reproducer: &mut CrashReproducer,
    state: &Mutex<RecorderState>,
    root: &mut OwnedOp,
    full_text: Option<String>,
    config: ReproducerConfig,
    print: PrintOptions,
) -> Vec<Diagnostic> {
    let mut state = state.lock().unwrap_or_else(|e| e.into_inner());
    let failures = std::mem::take(&mut state.failures);
    let loc = root.enclosing_body().loc(root.op());
    let (text, executing) = if reproducer.local {
        // The last failure is the one the run stopped at.
        match failures.into_iter().last() {
            Some(Failure { description, local: Some((mut snapshot, ids, pipeline)), .. }) => {
                let config = ReproducerConfig { pipeline, ..config };
                let text =
                    with_op_replaced(root, &ids, &mut snapshot, |root| print_with_config(ctx, root, &config, print));
                (text, description)
            }
            _ => return Vec::new(),
        }
    } else {
        let Some(text) = full_text else { return Vec::new() };
        let mut failures = failures;
        failures.sort_by(|a, b| a.order.cmp(&b.order));
        let names: Vec<String> = failures.into_iter().map(|f| f.description).collect();
        if names.is_empty() {
            return Vec::new();
        }
        (text, format!("[{}]", names.join(", ")))
    };
    let mut error = Diagnostic::error(loc, "Failures have been detected while processing an MLIR pass pipeline");
    let target = reproducer.output.describe();
    match reproducer.output.write(&text) {
        Ok(()) => error.notes.push(Diagnostic::note(
            loc,
            format!("Pipeline failed while executing {executing}: reproducer generated at `{target}`"),
        )),
        Err(e) => error.notes.push(Diagnostic::note(
            loc,
            format!("Pipeline failed while executing {executing}: cannot write the reproducer to `{target}`: {e}"),
        )),
    }
    vec![error]
}

/// Runs `f` on `root` with the op at `ids` (ids from the root down, each in
/// its parent's body) swapped for `snapshot`'s op, then swaps it back.
fn with_op_replaced<R>(
    root: &mut OwnedOp,
    ids: &[OpId],
    snapshot: &mut OwnedOp,
    f: impl FnOnce(&mut OwnedOp) -> R,
) -> R {
    // The root itself failed: the snapshot is the whole reproducer.
    if ids.len() <= 1 {
        return f(snapshot);
    }
    let swapped = op_at_path_mut(root.enclosing_body_mut(), ids).is_some_and(|d| snapshot.swap_with(d));
    let result = f(root);
    if swapped {
        if let Some(d) = op_at_path_mut(root.enclosing_body_mut(), ids) {
            snapshot.swap_with(d);
        }
    }
    result
}
