//! The [`Pass`] trait: one unit of transformation or analysis, run by a pass
//! manager on the ops its pipeline is anchored on.

use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::ir::{Context, Diagnostic, OpDef};

use super::anchor::AnchorOp;
use super::options::PassOptions;

/// A pass.
///
/// `run_on_operation` takes `&self`: a pass keeps no mutable state from one
/// invocation to the next (the pass manager runs one instance on many ops, on
/// many threads at once). State that is expensive to build belongs in
/// [`Pass::initialize`], which runs once per [`PassManager::run`] before any
/// thread starts; counters belong in [`Statistic`]s.
///
/// Where a pass may run is said by [`Pass::op_name`] (op-specific passes) and
/// [`Pass::can_schedule_on`] (filtered passes); a pass that says neither is
/// op-agnostic and runs on whatever its pass manager is anchored on.
///
/// [`PassManager::run`]: super::PassManager::run
pub trait Pass: Send + Sync + 'static {
    /// The command-line argument that names the pass in pipelines (`cse`).
    fn argument(&self) -> &str;

    /// A readable name (MLIR's pass class name, `CSE`); the argument by default.
    fn name(&self) -> &str {
        self.argument()
    }

    /// A one-line summary.
    fn summary(&self) -> &str {
        ""
    }

    /// A longer description.
    fn description(&self) -> &str {
        ""
    }

    /// The op this pass is restricted to (`func.func`), or `None` for an
    /// op-agnostic pass.
    fn op_name(&self) -> Option<&str> {
        None
    }

    /// Whether the pass can run on ops of the registered kind `op`. Called for
    /// the ops an op-agnostic pass manager meets (a pass that says no keeps the
    /// whole pass manager off that op) and for the anchor of an op-specific
    /// one. See [`schedule_on_interface`] for the common case of a pass that
    /// runs on the ops implementing an interface.
    fn can_schedule_on(&self, op: &OpDef) -> bool {
        let _ = op;
        true
    }

    /// The dialects whose ops or attributes the pass may create. A run fails
    /// up front when one of them is not registered in the context.
    fn dependent_dialects(&self) -> Vec<&str> {
        Vec::new()
    }

    /// Prepares the pass for a run: called once per [`PassManager::run`],
    /// before any thread starts. A failure aborts the run with its diagnostics.
    ///
    /// A pass that runs a pipeline of its own (see [`AnchorOp::run_pipeline`])
    /// builds and initializes it here.
    ///
    /// [`PassManager::run`]: super::PassManager::run
    fn initialize(&mut self, ctx: &Context) -> Result<(), PassError> {
        let _ = ctx;
        Ok(())
    }

    /// Runs the pass on one op.
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError>;

    /// A fresh copy of the pass with the same options, for pipelines that are
    /// copied (dynamic pipelines, reproducers).
    fn clone_pass(&self) -> Box<dyn Pass>;

    /// The pass's statistics.
    fn statistics(&self) -> Vec<&Statistic> {
        Vec::new()
    }

    /// The pass's options, for printing pipelines and listing passes; `None`
    /// when it has none.
    fn options(&self) -> Option<&dyn PassOptions> {
        None
    }

    /// The pass's options, to set from pipeline text.
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        None
    }
}

/// `can_schedule_on` for a pass that runs on the ops implementing interface
/// `I` (such as [`FunctionLike`](crate::dialects::FunctionLike)):
///
/// ```
/// # use pass_runtime::{dialects::FunctionLike, ir::OpDef, pass::schedule_on_interface};
/// fn can_schedule_on(op: &OpDef) -> bool {
///     schedule_on_interface::<FunctionLike>(op)
/// }
/// ```
pub fn schedule_on_interface<I: std::any::Any + Send + Sync>(op: &OpDef) -> bool {
    op.has_interface::<I>()
}

/// Why a pass failed: the diagnostics it reports (possibly none, when it
/// already emitted them through [`AnchorOp::emit`]).
#[derive(Debug, Default)]
pub struct PassError {
    /// The diagnostics, errors first.
    pub diagnostics: Vec<Diagnostic>,
}

impl PassError {
    /// A failure reported by one diagnostic.
    pub fn new(diagnostic: Diagnostic) -> Self {
        PassError { diagnostics: vec![diagnostic] }
    }

    /// A failure whose diagnostics were already emitted.
    pub fn silent() -> Self {
        PassError::default()
    }
}

impl From<Diagnostic> for PassError {
    fn from(d: Diagnostic) -> Self {
        PassError::new(d)
    }
}

impl From<Vec<Diagnostic>> for PassError {
    fn from(diagnostics: Vec<Diagnostic>) -> Self {
        PassError { diagnostics }
    }
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.diagnostics.first() {
            Some(d) => f.write_str(&d.message),
            None => f.write_str("pass failed"),
        }
    }
}

impl std::error::Error for PassError {}

/// A counter a pass bumps through `&self`, reported by the statistics
/// instrumentation (`-mlir-pass-statistics`).
#[derive(Debug)]
pub struct Statistic {
    name: &'static str,
    description: &'static str,
    value: AtomicU64,
}

impl Statistic {
    /// A counter at zero.
    pub const fn new(name: &'static str, description: &'static str) -> Self {
        Statistic { name, description, value: AtomicU64::new(0) }
    }

    /// The statistic's name (`num-erased`).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// What it counts.
    pub fn description(&self) -> &'static str {
        self.description
    }

    /// Adds `n`.
    pub fn add(&self, n: u64) {
        self.value.fetch_add(n, Ordering::Relaxed);
    }

    /// Adds one.
    pub fn inc(&self) {
        self.add(1);
    }

    /// The current value.
    pub fn get(&self) -> u64 {
        self.value.load(Ordering::Relaxed)
    }

    /// Sets the value.
    pub fn set(&self, n: u64) {
        self.value.store(n, Ordering::Relaxed);
    }
}

impl Clone for Statistic {
    /// A copy that counts on from the current value (MLIR copies statistics
    /// with the pass).
    fn clone(&self) -> Self {
        Statistic { name: self.name, description: self.description, value: AtomicU64::new(self.get()) }
    }
}

/// What the author of a declared pass writes: its behaviour. The other
/// half (metadata, options, statistics, cloning) is generated by passgen
/// from a TOML spec or a `#[pass]` attribute; with both halves the type is
/// a [`Pass`] (see [`declare`](super::declare)).
#[diagnostic::on_unimplemented(
    message = "the pass `{Self}` has no behaviour: implement `PassBehavior` for it",
    label = "`{Self}` is declared in a pass spec but `PassBehavior` is not implemented for it",
    note = "add `impl PassBehavior for {Self} {{ fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {{ ... }} }}`"
)]
pub trait PassBehavior {
    /// See [`Pass::run_on_operation`].
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError>;

    /// See [`Pass::initialize`].
    fn initialize(&mut self, ctx: &Context) -> Result<(), PassError> {
        let _ = ctx;
        Ok(())
    }

    /// See [`Pass::can_schedule_on`].
    fn can_schedule_on(&self, op: &OpDef) -> bool {
        let _ = op;
        true
    }
}
