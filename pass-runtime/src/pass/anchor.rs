//! [`AnchorOp`]: what a pass gets to work with: the op it runs on (its
//! attributes and everything nested in it, to change at will), its analyses,
//! a sink for diagnostics and the means to run pipelines of its own.

use std::sync::Arc;

use crate::ir::{Attribute, Body, Context, Diagnostic, EntityId, Location, OpId, OpView, PrintOptions};

use super::analysis::{Analysis, AnalysisManager, PreservedAnalyses};
use super::executor::{self, Anchored, Exec};
use super::instrumentation::PipelineParentInfo;
use super::manager::OpPassManager;
use super::pass::PassError;

/// The op a pass runs on, with the pass manager's services.
///
/// The op is isolated from above; [`AnchorOp::body_mut`] gives the arena that
/// holds everything nested in it. What lies outside the op (its parent, its
/// siblings) is not reachable: other threads may be working on it. The
/// cached analyses of the ancestors are readable
/// ([`AnchorOp::get_cached_parent_analysis`]).
pub struct AnchorOp<'a> {
    exec: &'a Exec<'a>,
    anchored: Anchored<'a>,
    preserved: PreservedAnalyses,
    /// The running pass ([`pass_id`]), the parent of its dynamic pipelines.
    pass: usize,
}

/// Typed op handles read the anchor's body (the ops inside the op the pass
/// runs on): `AddOp::from_op(&*anchor, op)`.
impl crate::ir::IrRead for AnchorOp<'_> {
    fn context(&self) -> &Context {
        AnchorOp::context(self)
    }
    fn body(&self) -> &Body {
        AnchorOp::body(self)
    }
}

impl<'a> AnchorOp<'a> {
    pub(crate) fn new(exec: &'a Exec<'a>, anchored: Anchored<'a>, pass: usize) -> Self {
        AnchorOp { exec, anchored, preserved: PreservedAnalyses::none(), pass }
    }

    pub(crate) fn into_preserved(self) -> PreservedAnalyses {
        self.preserved
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.exec.ctx
    }

    /// A read-only view of the op.
    pub fn view(&self) -> OpView<'_> {
        OpView::new(self.exec.ctx, self.anchored.body, self.anchored.op, None)
    }

    /// How the run prints IR (locations or not), for passes that print the
    /// op (`print-ir`).
    pub fn print_options(&self) -> PrintOptions {
        self.exec.print
    }

    /// The op's name (`func.func`).
    pub fn name(&self) -> &'a str {
        self.exec.ctx.op_name_str(self.anchored.body.op_name(self.anchored.op))
    }

    /// The op's location.
    pub fn loc(&self) -> Location {
        self.anchored.body.loc(self.anchored.op)
    }

    /// Sets the op's location.
    pub fn set_loc(&mut self, loc: Location) {
        self.anchored.body.op_mut(self.anchored.op).set_loc(loc);
    }

    /// An attribute of the op (inherent or discardable).
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.anchored.body.attr(self.exec.ctx, self.anchored.op, name)
    }

    /// Sets (or with `None` removes) a discardable attribute of the op.
    pub fn set_attr(&mut self, name: &str, value: Option<Attribute>) {
        self.anchored.body.set_attr(self.exec.ctx, self.anchored.op, name, value);
    }

    /// Sets (or with `None` removes) an inherent attribute (property) of the op.
    pub fn set_prop(&mut self, name: &str, value: Option<Attribute>) {
        self.anchored.body.set_prop(self.exec.ctx, self.anchored.op, name, value);
    }

    /// The body holding the op's regions and everything nested in them.
    pub fn body(&self) -> &Body {
        self.anchored.body.isolated_body(self.anchored.op).expect("passes run on isolated ops only")
    }

    /// The body holding the op's regions, to change.
    pub fn body_mut(&mut self) -> &mut Body {
        self.anchored.body.isolated_body_mut(self.anchored.op).expect("passes run on isolated ops only")
    }

    /// The context and the body at once, the usual starting point of a
    /// transformation.
    pub fn context_and_body_mut(&mut self) -> (&'a Context, &mut Body) {
        (self.exec.ctx, self.body_mut())
    }

    /// The op in the body holding it, for drivers that rewrite the op itself
    /// as part of the IR (the dialect conversion legalizes it too). The op
    /// must stay where it is: it may be changed, not replaced or erased.
    pub(crate) fn op_in_enclosing_body_mut(&mut self) -> (&'a Context, &mut Body, OpId) {
        (self.exec.ctx, &mut *self.anchored.body, self.anchored.op)
    }

    /// The name of the op this one is nested in, when a pipeline reached this
    /// op through it.
    pub fn parent_name(&self) -> Option<&'a str> {
        Some(self.exec.ctx.op_name_str(self.anchored.parents?.name))
    }

    /// Whether the run asked for the debug output of `kind`
    /// ([`PassManager::enable_debug_only`]).
    ///
    /// [`PassManager::enable_debug_only`]: super::PassManager::enable_debug_only
    pub fn debug_enabled(&self, kind: &str) -> bool {
        self.exec.debug_only.iter().any(|k| k == kind)
    }

    /// Reports a diagnostic (a warning or remark, or an error before returning
    /// [`PassError::silent`]). Diagnostics of a run come out in IR order.
    pub fn emit(&mut self, diagnostic: Diagnostic) {
        self.anchored.diags.push(diagnostic);
    }

    /// An error at the op's location, prefixed with `'name' op ` as MLIR's
    /// `emitOpError` does.
    pub fn op_error(&self, message: impl std::fmt::Display) -> Diagnostic {
        self.view().op_error(message)
    }

    // ---- analyses ----

    /// The analysis manager of the op, for passing on.
    pub fn analysis_manager(&mut self) -> AnalysisManager<'_> {
        AnalysisManager {
            op: OpView::new(self.exec.ctx, self.anchored.body, self.anchored.op, None),
            map: self.anchored.map,
            parents: self.anchored.parents,
            instrumentor: self.exec.instrumentor,
        }
    }

    /// Analysis `A` of the op, computed now unless cached.
    pub fn get_analysis<A: Analysis>(&mut self) -> Arc<A> {
        self.analysis_manager().get_analysis::<A>()
    }

    /// Analysis `A` of the op if it is cached.
    pub fn get_cached_analysis<A: Analysis>(&mut self) -> Option<Arc<A>> {
        self.analysis_manager().get_cached_analysis::<A>()
    }

    /// Analysis `A` of the parent op if it is cached there.
    pub fn get_cached_parent_analysis<A: Analysis>(&mut self) -> Option<Arc<A>> {
        self.analysis_manager().get_cached_parent_analysis::<A>()
    }

    /// Analysis `A` of the nearest ancestor named `op_name`, if cached there.
    pub fn get_cached_ancestor_analysis<A: Analysis>(&mut self, op_name: &str) -> Option<Arc<A>> {
        self.analysis_manager().get_cached_ancestor_analysis::<A>(op_name)
    }

    /// Analysis `A` of `child`, an op of [`AnchorOp::body`], computed now
    /// unless cached; `None` when `child` is not a live op of the body.
    pub fn get_child_analysis<A: Analysis>(&mut self, child: OpId) -> Option<Arc<A>> {
        self.analysis_manager().get_child_analysis::<A>(child)
    }

    /// Analysis `A` of `child`, an op of [`AnchorOp::body`], if cached.
    pub fn get_cached_child_analysis<A: Analysis>(&mut self, child: OpId) -> Option<Arc<A>> {
        self.analysis_manager().get_cached_child_analysis::<A>(child)
    }

    /// Declares that the pass changed nothing any analysis depends on (it
    /// also spares the verifier, which then has nothing new to check).
    pub fn mark_all_analyses_preserved(&mut self) {
        self.preserved.preserve_all();
    }

    /// Declares analysis `A` still valid after the pass.
    pub fn mark_analyses_preserved<A: Analysis>(&mut self) {
        self.preserved.preserve::<A>();
    }

    /// What the pass has declared preserved so far.
    pub fn preserved_analyses(&self) -> &PreservedAnalyses {
        &self.preserved
    }

    // ---- dynamic pipelines ----

    /// Runs `pipeline` on this op, with the run's analyses, verification and
    /// instrumentation. The pipeline must have been initialized
    /// ([`OpPassManager::initialize`], typically in the pass's own
    /// `initialize`) and be anchored on this op's name or on `any`. Its
    /// diagnostics are reported with the run's.
    pub fn run_pipeline(&mut self, pipeline: &OpPassManager) -> Result<(), PassError> {
        self.check_pipeline(pipeline, self.anchored.body, self.anchored.op)?;
        let info = PipelineParentInfo {
            parent_thread: std::thread::current().id(),
            parent_op: Some(self.anchored.body.op_name(self.anchored.op)),
            parent_id: self.pass,
        };
        executor::run_pipeline(self.exec, pipeline, self.anchored.reborrow(), Some(&info))
            .map(|_| ())
            .map_err(|()| PassError::silent())
    }

    /// Runs `pipeline` on `op`, an isolated op of [`AnchorOp::body`] (see
    /// [`AnchorOp::run_pipeline`]).
    pub fn run_pipeline_on(&mut self, pipeline: &OpPassManager, op: OpId) -> Result<(), PassError> {
        let body = self.body();
        if op.index() >= body.op_capacity() || body.is_erased(op) || !body.is_isolated(op) {
            let what = if op.index() < body.op_capacity() && !body.is_erased(op) {
                format!("'{}' op, which is not isolated from above", self.exec.ctx.op_name_str(body.op_name(op)))
            } else {
                "an op that is not nested in it".to_string()
            };
            return Err(self.op_error(format!("cannot run a dynamic pipeline on {what}")).into());
        }
        self.check_pipeline(pipeline, body, op)?;
        executor::run_on_nested_op(self.exec, pipeline, self.anchored.reborrow(), op, self.pass)
            .map(|_| ())
            .map_err(|()| PassError::silent())
    }

    /// Runs `pipeline` on an isolated op nested at any depth: `path` names
    /// isolated ops, the first an op of [`AnchorOp::body`], each next one an
    /// op of the body of the one before, and the pipeline runs on the last
    /// (MLIR's `runPipeline` on any descendant, such as a function of a
    /// nested module). A one-element path is [`AnchorOp::run_pipeline_on`].
    pub fn run_pipeline_on_path(&mut self, pipeline: &OpPassManager, path: &[OpId]) -> Result<(), PassError> {
        let mut body = self.body();
        let mut target = None;
        for (depth, &op) in path.iter().enumerate() {
            if op.index() >= body.op_capacity() || body.is_erased(op) || !body.is_isolated(op) {
                return Err(self
                    .op_error(format!(
                        "cannot run a dynamic pipeline on element {depth} of a path: not an isolated op nested in it"
                    ))
                    .into());
            }
            target = Some((body, op));
            if let Some(inner) = body.isolated_body(op) {
                body = inner;
            }
        }
        let Some((holder, op)) = target else {
            return Err(self.op_error("cannot run a dynamic pipeline on an empty path of ops").into());
        };
        self.check_pipeline(pipeline, holder, op)?;
        executor::run_on_nested_path(self.exec, pipeline, self.anchored.reborrow(), path, self.pass)
            .map(|_| ())
            .map_err(|()| PassError::silent())
    }

    fn check_pipeline(&self, pipeline: &OpPassManager, body: &Body, op: OpId) -> Result<(), PassError> {
        let ctx = self.exec.ctx;
        if !pipeline.is_initialized() {
            return Err(self
                .op_error(format!(
                    "dynamic pipeline '{pipeline:?}' was not initialized (call OpPassManager::initialize in the pass's initialize)"
                ))
                .into());
        }
        let name = body.op_name(op);
        if !pipeline.can_schedule_on(ctx, name) {
            return Err(self
                .op_error(format!(
                    "cannot run a pipeline anchored on '{}' on '{}' op",
                    pipeline.anchor_name(),
                    ctx.op_name_str(name)
                ))
                .into());
        }
        Ok(())
    }
}
