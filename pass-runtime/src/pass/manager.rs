//! [`OpPassManager`] (a pipeline anchored on an op name, or on any op) and
//! [`PassManager`] (the top-level pipeline and the configuration of a run).

use std::fmt;
use std::ops::{Deref, DerefMut};

use crate::ir::{Context, Diagnostic, OpName, OwnedOp, PrintOptions, Traits};

use super::executor::{self, Exec};
use super::instrumentation::{Instrumentor, PassInstrumentation};
use super::ir_printing::{IrPrinter, IrPrintingConfig, ModuleShadow};
use super::options::print_options;
use super::pass::Pass;
use super::reproducer::{
    print_with_config, report_failure, reproducer_pipeline, CrashReproducer, FailureRecorder, ReproducerConfig,
    ReproducerOutput,
};
use super::statistics::{statistics_report, StatisticsDisplay, StatisticsFormat};
use super::timing::TimingManager;

/// The anchor name of an op-agnostic pass manager.
pub const ANY_ANCHOR: &str = "any";

/// What `add_pass` does with an op-specific pass whose op differs from the
/// pass manager's anchor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Nesting {
    /// It is an error (the default, as in MLIR).
    #[default]
    Explicit,
    /// A pass manager for the pass's op is nested implicitly.
    Implicit,
}

/// One element of a pipeline.
pub enum PassEntry {
    /// A pass.
    Pass(Box<dyn Pass>),
    /// Pass managers run on the ops nested directly in the current op (MLIR's
    /// `OpToOpPassAdaptor`): each op goes to the first manager that can be
    /// scheduled on it. `nest` adds one with a single manager; adjacent ones
    /// are merged when the pipeline is initialized.
    Nested(Vec<OpPassManager>),
}

impl Clone for PassEntry {
    fn clone(&self) -> Self {
        match self {
            PassEntry::Pass(p) => PassEntry::Pass(p.clone_pass()),
            PassEntry::Nested(pms) => PassEntry::Nested(pms.clone()),
        }
    }
}

/// An error building a pipeline.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PipelineBuildError {
    /// An op-specific pass added to a pass manager anchored elsewhere.
    #[error(
        "Can't add pass '{pass}' restricted to '{pass_op}' on a PassManager intended to run on '{anchor}', did you intend to nest?"
    )]
    AnchorMismatch {
        /// The pass's name.
        pass: String,
        /// The op the pass is restricted to.
        pass_op: String,
        /// The pass manager's anchor.
        anchor: String,
    },
}

/// A pipeline of passes anchored on an op name (`func.func`) or on any op
/// (`any`).
#[derive(Clone)]
pub struct OpPassManager {
    anchor: Option<String>,
    passes: Vec<PassEntry>,
    nesting: Nesting,
    /// The anchor interned in the context of the last `initialize` (`Some(None)`
    /// for `any`); `None` until then.
    pub(crate) resolved: Option<Option<OpName>>,
}

impl OpPassManager {
    /// A pass manager anchored on `anchor`: an op name, or `any` for an
    /// op-agnostic one.
    pub fn new(anchor: &str) -> Self {
        let anchor = (anchor != ANY_ANCHOR).then(|| anchor.to_string());
        OpPassManager { anchor, passes: Vec::new(), nesting: Nesting::Explicit, resolved: None }
    }

    /// An op-agnostic pass manager.
    pub fn any() -> Self {
        Self::new(ANY_ANCHOR)
    }

    /// The anchor: an op name, or `any`.
    pub fn anchor_name(&self) -> &str {
        self.anchor.as_deref().unwrap_or(ANY_ANCHOR)
    }

    /// The op name for an op-specific pass manager, `None` for `any`.
    pub fn op_name(&self) -> Option<&str> {
        self.anchor.as_deref()
    }

    /// How op-specific passes that do not match the anchor are handled.
    pub fn set_nesting(&mut self, nesting: Nesting) {
        self.nesting = nesting;
    }

    /// The nesting behaviour.
    pub fn nesting(&self) -> Nesting {
        self.nesting
    }

    /// The pipeline's elements.
    pub fn entries(&self) -> &[PassEntry] {
        &self.passes
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.passes.len()
    }

    /// True when the pipeline is empty.
    pub fn is_empty(&self) -> bool {
        self.passes.is_empty()
    }

    /// Removes every element.
    pub fn clear(&mut self) {
        self.passes.clear();
        self.resolved = None;
    }

    /// Adds a pass manager anchored on `op_name` that runs on the ops directly
    /// nested in this one's regions, and returns it.
    pub fn nest(&mut self, op_name: &str) -> &mut OpPassManager {
        let mut pm = OpPassManager::new(op_name);
        pm.nesting = self.nesting;
        self.resolved = None;
        self.passes.push(PassEntry::Nested(vec![pm]));
        match self.passes.last_mut() {
            Some(PassEntry::Nested(pms)) => &mut pms[0],
            _ => unreachable!("just pushed a nested entry"),
        }
    }

    /// Adds an op-agnostic nested pass manager (`any(...)`) and returns it.
    pub fn nest_any(&mut self) -> &mut OpPassManager {
        self.nest(ANY_ANCHOR)
    }

    /// Adds a nested entry made of the given pass managers.
    pub fn add_nested(&mut self, pms: Vec<OpPassManager>) {
        self.resolved = None;
        self.passes.push(PassEntry::Nested(pms));
    }

    /// Adds a pass. An op-specific pass must match the anchor (or, with
    /// [`Nesting::Implicit`], gets a nested pass manager for its op); it cannot
    /// be added to an op-agnostic pass manager.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), PipelineBuildError> {
        if let Some(pass_op) = pass.op_name() {
            if Some(pass_op) != self.anchor.as_deref() {
                if self.nesting == Nesting::Implicit {
                    let pass_op = pass_op.to_string();
                    return self.nest(&pass_op).add_pass(pass);
                }
                return Err(PipelineBuildError::AnchorMismatch {
                    pass: pass.name().to_string(),
                    pass_op: pass_op.to_string(),
                    anchor: self.anchor_name().to_string(),
                });
            }
        }
        self.resolved = None;
        self.passes.push(PassEntry::Pass(pass));
        Ok(())
    }

    /// Adds a pass to a pass manager nested on `op_name`.
    pub fn add_nested_pass(&mut self, op_name: &str, pass: Box<dyn Pass>) -> Result<(), PipelineBuildError> {
        self.nest(op_name).add_pass(pass)
    }

    /// Every pass of the pipeline, nested ones included, in pipeline order.
    pub fn passes(&self) -> Vec<&dyn Pass> {
        let mut out = Vec::new();
        self.collect_passes(&mut out);
        out
    }

    fn collect_passes<'a>(&'a self, out: &mut Vec<&'a dyn Pass>) {
        for e in &self.passes {
            match e {
                PassEntry::Pass(p) => out.push(p.as_ref()),
                PassEntry::Nested(pms) => pms.iter().for_each(|pm| pm.collect_passes(out)),
            }
        }
    }

    /// Prints the pipeline in the textual pipeline syntax, on one line
    /// (`builtin.module(func.func(cse,canonicalize{max-iterations=3 ...}))`).
    pub fn print_as_textual_pipeline(&self, out: &mut String) {
        self.print_pipeline(out, None);
    }

    /// Prints the pipeline as `mlir-opt --dump-pass-pipeline` does: a header
    /// line, then one element per line indented two spaces per level.
    pub fn dump(&self) -> String {
        let mut out = format!("Pass Manager with {} passes:\n", self.passes.len());
        self.print_pipeline(&mut out, Some(0));
        out.push_str("\n\n");
        out
    }

    /// Prints inline (`indent` None) or one element per line at `indent`.
    fn print_pipeline(&self, out: &mut String, indent: Option<usize>) {
        out.push_str(self.anchor_name());
        out.push('(');
        let inner = indent.map(|i| i + 2);
        let newline = |out: &mut String, level: Option<usize>| {
            if let Some(level) = level {
                out.push('\n');
                out.extend(std::iter::repeat_n(' ', level));
            }
        };
        newline(out, inner);
        let mut first = true;
        let mut separate = |out: &mut String| {
            if !first {
                out.push(',');
                newline(out, inner);
            }
            first = false;
        };
        for e in &self.passes {
            match e {
                PassEntry::Pass(p) => {
                    separate(out);
                    print_pass(p.as_ref(), out);
                }
                PassEntry::Nested(pms) => {
                    for pm in pms {
                        separate(out);
                        pm.print_pipeline(out, inner);
                    }
                }
            }
        }
        if first {
            // Nothing inside: an empty line, not an indented one.
            out.truncate(out.trim_end_matches(' ').len());
        }
        newline(out, indent);
        out.push(')');
    }

    /// True when this pass manager runs on ops named `name`: its anchor for an
    /// op-specific one; for `any`, a registered isolated op every pass can be
    /// scheduled on.
    pub(crate) fn can_schedule_on(&self, ctx: &Context, name: OpName) -> bool {
        match &self.resolved {
            Some(Some(anchor)) => *anchor == name,
            Some(None) => self.any_can_schedule_on(ctx, name),
            None => match &self.anchor {
                Some(a) => ctx.op_name_str(name) == a,
                None => self.any_can_schedule_on(ctx, name),
            },
        }
    }

    fn any_can_schedule_on(&self, ctx: &Context, name: OpName) -> bool {
        let Some(def) = ctx.op_def(name) else { return false };
        def.has(Traits::ISOLATED_FROM_ABOVE)
            && self.passes.iter().all(|e| match e {
                PassEntry::Pass(p) => p.can_schedule_on(def),
                PassEntry::Nested(_) => true,
            })
    }

    /// Prepares the pipeline for running in `ctx`: merges adjacent nested
    /// entries, checks that every pass can run where it is scheduled and that
    /// the dialects it depends on are registered, and initializes each pass
    /// ([`Pass::initialize`]). [`PassManager::run`] does this itself; a pass
    /// that runs a pipeline of its own calls it from its `initialize`.
    pub fn initialize(&mut self, ctx: &Context) -> Result<(), Vec<Diagnostic>> {
        self.finalize(ctx)?;
        let mut errors = Vec::new();
        self.initialize_passes(ctx, &mut errors);
        if errors.is_empty() {
            Ok(())
        } else {
            self.resolved = None;
            Err(errors)
        }
    }

    fn initialize_passes(&mut self, ctx: &Context, errors: &mut Vec<Diagnostic>) {
        for e in &mut self.passes {
            match e {
                PassEntry::Pass(p) => {
                    for d in p.dependent_dialects() {
                        if !ctx.is_dialect_registered(d) {
                            errors.push(Diagnostic::error(
                                ctx.unknown_loc(),
                                format!(
                                    "pass '{}' depends on dialect '{d}', which is not registered in the context",
                                    p.argument()
                                ),
                            ));
                        }
                    }
                    if errors.is_empty() {
                        if let Err(e) = p.initialize(ctx) {
                            if e.diagnostics.is_empty() {
                                errors.push(Diagnostic::error(
                                    ctx.unknown_loc(),
                                    format!("failed to initialize pass '{}'", p.argument()),
                                ));
                            }
                            errors.extend(e.diagnostics);
                        }
                    }
                }
                PassEntry::Nested(pms) => pms.iter_mut().for_each(|pm| pm.initialize_passes(ctx, errors)),
            }
        }
    }

    /// Merges adjacent nested entries (as MLIR's `finalizePassList`), resolves
    /// anchors and checks the passes of op-specific pass managers against
    /// their anchor.
    fn finalize(&mut self, ctx: &Context) -> Result<(), Vec<Diagnostic>> {
        let mut merged: Vec<PassEntry> = Vec::with_capacity(self.passes.len());
        for e in std::mem::take(&mut self.passes) {
            match (e, merged.last_mut()) {
                (PassEntry::Nested(cur), Some(PassEntry::Nested(last))) => {
                    if let Err(cur) = try_merge(ctx, cur, last) {
                        merged.push(PassEntry::Nested(cur));
                    }
                }
                (e, _) => merged.push(e),
            }
        }
        self.passes = merged;
        self.resolved = Some(self.anchor.as_deref().map(|a| ctx.op_name(a)));
        if let Some(Some(anchor)) = self.resolved {
            if let Some(def) = ctx.op_def(anchor) {
                for e in &self.passes {
                    if let PassEntry::Pass(p) = e {
                        if !p.can_schedule_on(def) {
                            return Err(vec![Diagnostic::error(
                                ctx.unknown_loc(),
                                format!(
                                    "unable to schedule pass '{}' on a PassManager intended to run on '{}'!",
                                    p.argument(),
                                    self.anchor_name()
                                ),
                            )]);
                        }
                    }
                }
            }
        }
        for e in &mut self.passes {
            if let PassEntry::Nested(pms) = e {
                for pm in pms {
                    pm.finalize(ctx)?;
                }
            }
        }
        Ok(())
    }

    pub(crate) fn is_initialized(&self) -> bool {
        self.resolved.is_some()
    }
}

/// Prints a pass as a pipeline element: its argument and its options.
pub(crate) fn print_pass(pass: &dyn Pass, out: &mut String) {
    out.push_str(pass.argument());
    if let Some(options) = pass.options() {
        print_options(options, out);
    }
}

/// Merges the nested entry `cur` into the one before it, `last`, unless an
/// op-agnostic pass manager of one could take ops the other one's managers
/// are meant for (then running them in one traversal would change which
/// manager an op goes to). Gives `cur` back when they cannot merge.
fn try_merge(ctx: &Context, cur: Vec<OpPassManager>, last: &mut Vec<OpPassManager>) -> Result<(), Vec<OpPassManager>> {
    let conflicts = |generic: &OpPassManager, others: &[OpPassManager]| {
        others.iter().any(|pm| match pm.op_name() {
            Some(name) => generic.can_schedule_on(ctx, ctx.op_name(name)),
            // Two op-agnostic managers: which one an op should go to cannot be
            // told in general, so they are kept apart.
            None => true,
        })
    };
    if let Some(g) = cur.iter().find(|pm| pm.op_name().is_none()) {
        if conflicts(g, last) {
            return Err(cur);
        }
    }
    if let Some(g) = last.iter().find(|pm| pm.op_name().is_none()) {
        if conflicts(g, &cur) {
            return Err(cur);
        }
    }
    for pm in cur {
        match last.iter_mut().find(|l| l.anchor == pm.anchor) {
            Some(existing) => existing.passes.extend(pm.passes),
            None => last.push(pm),
        }
    }
    // Op-specific managers first, by name; the op-agnostic one last.
    last.sort_by(|a, b| match (&a.anchor, &b.anchor) {
        (Some(x), Some(y)) => x.cmp(y),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    Ok(())
}

impl fmt::Debug for OpPassManager {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.print_as_textual_pipeline(&mut s);
        f.write_str(&s)
    }
}

/// Why a run failed: its diagnostics in IR order (errors and any warnings or
/// remarks emitted along the way).
#[derive(Debug, thiserror::Error)]
#[error("pass pipeline failed")]
pub struct RunError {
    /// The diagnostics.
    pub diagnostics: Vec<Diagnostic>,
}

/// The top-level pipeline, anchored on the root op of a run (`builtin.module`
/// by default), with the configuration of the run: threading, verification
/// after each pass, instrumentation. Dereferences to its [`OpPassManager`].
pub struct PassManager {
    pm: OpPassManager,
    threading: bool,
    num_threads: Option<usize>,
    verify_each: bool,
    instrumentor: Instrumentor,
    pool: Option<(usize, rayon::ThreadPool)>,
    crash_reproducer: Option<CrashReproducer>,
    statistics: Option<(StatisticsDisplay, StatisticsFormat)>,
    /// The whole-IR copies of module-scope IR printers, seeded by each run.
    module_scope_shadows: Vec<ModuleShadow>,
    /// How passes that print IR (`print-ir`) print it.
    print: PrintOptions,
    /// The debug output turned on (MLIR's `-debug-only`).
    debug_only: Vec<String>,
}

impl Default for PassManager {
    fn default() -> Self {
        Self::new("builtin.module")
    }
}

impl PassManager {
    /// A pass manager for root ops named `anchor` (or `any`).
    pub fn new(anchor: &str) -> Self {
        PassManager {
            pm: OpPassManager::new(anchor),
            threading: true,
            num_threads: None,
            verify_each: true,
            instrumentor: Instrumentor::default(),
            pool: None,
            crash_reproducer: None,
            statistics: None,
            module_scope_shadows: Vec::new(),
            print: PrintOptions::default(),
            debug_only: Vec::new(),
        }
    }

    /// A pass manager running the given pipeline.
    pub fn from_pipeline(pm: OpPassManager) -> Self {
        PassManager { pm, ..Self::new(ANY_ANCHOR) }
    }

    /// Turns multi-threading on (the default) or off.
    pub fn enable_threading(&mut self, on: bool) -> &mut Self {
        self.threading = on;
        self
    }

    /// Uses `n` threads (at least one) instead of rayon's global pool.
    pub fn set_num_threads(&mut self, n: usize) -> &mut Self {
        self.num_threads = Some(n.max(1));
        self
    }

    /// How passes that print IR (`print-ir`) and crash reproducers print
    /// it, as `mlir-opt`'s printing flags (`--mlir-print-debuginfo`,
    /// `--mlir-print-op-generic`, ...) tell MLIR's `Operation::dump` and its
    /// reproducers.
    pub fn set_print_options(&mut self, print: PrintOptions) -> &mut Self {
        self.print = print;
        self
    }

    /// Turns on the debug output of the given kinds for the passes this
    /// pass manager runs (MLIR's `-debug-only`, which is process-wide; here
    /// it belongs to the run): passes and drivers ask
    /// [`AnchorOp::debug_enabled`]. The kind the runtime knows is
    /// [`conversion::DEBUG_TYPE`], the conversion driver's log.
    ///
    /// [`AnchorOp::debug_enabled`]: super::AnchorOp::debug_enabled
    /// [`conversion::DEBUG_TYPE`]: crate::conversion::DEBUG_TYPE
    pub fn enable_debug_only<S: Into<String>>(&mut self, kinds: impl IntoIterator<Item = S>) -> &mut Self {
        self.debug_only.extend(kinds.into_iter().map(Into::into));
        self
    }

    /// Turns the verifier after each pass on (the default) or off.
    pub fn enable_verifier(&mut self, on: bool) -> &mut Self {
        self.verify_each = on;
        self
    }

    /// Adds an instrumentation; its hooks run after those added before it
    /// (`after` hooks before them).
    pub fn add_instrumentation(&mut self, i: Box<dyn PassInstrumentation>) -> &mut Self {
        self.instrumentor.add(i);
        self
    }

    /// Times passes, nested pipelines and analyses into `timing` (MLIR's
    /// `enableTiming`); report with [`TimingManager::report`].
    pub fn enable_timing(&mut self, timing: &TimingManager) -> &mut Self {
        self.add_instrumentation(timing.instrumentation())
    }

    /// Prints the IR around passes as `config` says, to standard error.
    pub fn enable_ir_printing(&mut self, config: IrPrintingConfig) -> &mut Self {
        self.enable_ir_printing_to(config, Box::new(std::io::stderr()))
    }

    /// Prints the IR around passes as `config` says, to `out`.
    /// With [`IrPrintingConfig::module_scope`], runs fail unless threading
    /// is off.
    pub fn enable_ir_printing_to(
        &mut self,
        config: IrPrintingConfig,
        out: Box<dyn std::io::Write + Send>,
    ) -> &mut Self {
        let shadow = ModuleShadow::default();
        if config.module_scope {
            self.module_scope_shadows.push(shadow.clone());
        }
        self.add_instrumentation(Box::new(IrPrinter::new(config, out, shadow)))
    }

    /// Keeps statistics reporting on: [`PassManager::statistics_report`]
    /// then gives the report in this layout.
    pub fn enable_statistics(&mut self, display: StatisticsDisplay, format: StatisticsFormat) -> &mut Self {
        self.statistics = Some((display, format));
        self
    }

    /// The statistics of every pass, when [`PassManager::enable_statistics`]
    /// was called (usually after a run).
    pub fn statistics_report(&self) -> Option<String> {
        self.statistics.map(|(display, format)| statistics_report(&self.pm, display, format))
    }

    /// On a failing run, writes a reproducer to `output`: the IR before the
    /// run with the pipeline and configuration, or, when `local` (which
    /// needs threading off), the IR before the failing pass with that pass
    /// alone. A note on the failure says where it went.
    pub fn enable_crash_reproducer(&mut self, output: ReproducerOutput, local: bool) -> &mut Self {
        self.crash_reproducer = Some(CrashReproducer { output, local });
        self
    }

    /// The pipeline.
    pub fn pipeline(&self) -> &OpPassManager {
        &self.pm
    }

    /// Runs the pipeline on `root`. On success, returns the diagnostics that
    /// are not errors (warnings, remarks); on failure, all diagnostics. The
    /// diagnostics are in IR order, the same however many threads ran.
    pub fn run(&mut self, ctx: &Context, root: &mut OwnedOp) -> Result<Vec<Diagnostic>, RunError> {
        let root_name = root.enclosing_body().op_name(root.op());
        if let Some(anchor) = self.pm.op_name() {
            if ctx.op_name_str(root_name) != anchor {
                return Err(RunError {
                    diagnostics: vec![Diagnostic::error(
                        root.enclosing_body().loc(root.op()),
                        format!("can't run '{anchor}' pass manager on '{}' op", ctx.op_name_str(root_name)),
                    )],
                });
            }
        }
        self.pm.initialize(ctx).map_err(|diagnostics| RunError { diagnostics })?;
        let threads = if self.threading { self.num_threads } else { Some(1) };
        if !self.module_scope_shadows.is_empty() {
            if threads != Some(1) {
                return Err(RunError {
                    diagnostics: vec![Diagnostic::error(
                        ctx.unknown_loc(),
                        "IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.",
                    )],
                });
            }
            for shadow in &self.module_scope_shadows {
                *shadow.lock().unwrap_or_else(|e| e.into_inner()) = Some(root.clone());
            }
        }
        let reproducing = match &self.crash_reproducer {
            Some(r) if r.local && threads != Some(1) => {
                return Err(RunError {
                    diagnostics: vec![Diagnostic::error(
                        ctx.unknown_loc(),
                        "Local crash reproduction may not be used without disabling multi-threading first.",
                    )],
                })
            }
            Some(r) => {
                let config = ReproducerConfig {
                    pipeline: reproducer_pipeline(&self.pm),
                    disable_threading: !self.threading,
                    verify_each: self.verify_each,
                };
                let full = (!r.local).then(|| print_with_config(ctx, root, &config, self.print));
                let (recorder, state) = FailureRecorder::new(r.local);
                self.instrumentor.add(Box::new(recorder));
                Some((config, full, state))
            }
            None => None,
        };
        let outcome = self.run_instrumented(ctx, root, threads);
        // The module-scope copies of the IR are only needed during the run.
        for shadow in &self.module_scope_shadows {
            *shadow.lock().unwrap_or_else(|e| e.into_inner()) = None;
        }
        let Some((config, full, state)) = reproducing else { return outcome };
        self.instrumentor.pop();
        let Err(mut e) = outcome else { return outcome };
        if let Some(r) = &mut self.crash_reproducer {
            e.diagnostics.extend(report_failure(ctx, r, &state, root, full, config, self.print));
        }
        Err(e)
    }

    fn run_instrumented(
        &mut self,
        ctx: &Context,
        root: &mut OwnedOp,
        threads: Option<usize>,
    ) -> Result<Vec<Diagnostic>, RunError> {
        let instrumentor = (!self.instrumentor.is_empty()).then_some(&self.instrumentor);
        let mut exec = Exec::new(ctx, self.verify_each, threads != Some(1), instrumentor);
        exec.print = self.print;
        exec.debug_only = &self.debug_only;
        let exec = &exec;
        let pm = &self.pm;
        let mut run = move || executor::run_root(exec, pm, root);
        let (result, diagnostics) = match threads {
            None => run(),
            Some(n) => {
                if self.pool.as_ref().is_none_or(|(size, _)| *size != n) {
                    let pool = rayon::ThreadPoolBuilder::new().num_threads(n).build().map_err(|e| RunError {
                        diagnostics: vec![Diagnostic::error(
                            ctx.unknown_loc(),
                            format!("cannot start {n} threads: {e}"),
                        )],
                    })?;
                    self.pool = Some((n, pool));
                }
                let (_, pool) = self.pool.as_ref().expect("pool built above");
                pool.install(run)
            }
        };
        match result {
            Ok(()) => Ok(diagnostics),
            Err(()) => Err(RunError { diagnostics }),
        }
    }
}

impl Deref for PassManager {
    type Target = OpPassManager;
    fn deref(&self) -> &OpPassManager {
        &self.pm
    }
}

impl DerefMut for PassManager {
    fn deref_mut(&mut self) -> &mut OpPassManager {
        &mut self.pm
    }
}
