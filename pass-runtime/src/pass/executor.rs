//! Running pipelines: passes on an op in order, nested pass managers on the
//! isolated ops nested in it (in parallel), verification after each pass,
//! analysis invalidation and instrumentation.
//!
//! A pipeline runs on a *anchored*: an isolated op held in a body of its own (the
//! root's holder, or a holder the op is swapped into with
//! [`OwnedOp::swap_with`]), with the op's analysis map. Nested pipelines swap
//! each target op out of its parent, so every thread owns the ops it works on
//! outright; the parent's analyses stay shared and read-only meanwhile.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use crate::ir::{
    verify_isolated, verify_isolated_shallow, Body, Context, Diagnostic, EntityId, OpData, OpDef, OpId, OpView,
    OwnedOp, PrintOptions, Severity, Traits, Type,
};

use super::analysis::{AnalysisMap, ParentAnalyses, PreservedAnalyses};
use super::anchor::AnchorOp;
use super::instrumentation::{pass_id, Instrumentor, NestedPipelines, OpPath, PassTarget, PipelineParentInfo};
use super::manager::{OpPassManager, PassEntry};
use super::pass::Pass;

/// What every pipeline of a run shares.
pub(crate) struct Exec<'r> {
    pub(crate) ctx: &'r Context,
    verify_each: bool,
    threading: bool,
    pub(crate) instrumentor: Option<&'r Instrumentor>,
    /// Set when a pass panicked: as after a crash in MLIR, nothing more
    /// runs (a failure only stops its own pipeline and its parents').
    crashed: AtomicBool,
    /// How passes that print IR (`print-ir`) print it.
    pub(crate) print: PrintOptions,
    /// The debug output turned on (`PassManager::enable_debug_only`).
    pub(crate) debug_only: &'r [String],
}

impl<'r> Exec<'r> {
    pub(crate) fn new(
        ctx: &'r Context,
        verify_each: bool,
        threading: bool,
        instrumentor: Option<&'r Instrumentor>,
    ) -> Self {
        Exec {
            ctx,
            verify_each,
            threading,
            instrumentor,
            crashed: AtomicBool::new(false),
            print: PrintOptions::default(),
            debug_only: &[],
        }
    }
}

/// The op a pipeline is anchored on, as the executor tracks it: the body
/// that holds it, its analyses and its ancestors', where its diagnostics go,
/// and its path. [`AnchorOp`](super::AnchorOp) is a pass's view of it.
pub(crate) struct Anchored<'a> {
    pub(crate) body: &'a mut Body,
    pub(crate) op: OpId,
    pub(crate) map: &'a mut AnalysisMap,
    pub(crate) parents: Option<&'a ParentAnalyses<'a>>,
    pub(crate) diags: &'a mut Vec<Diagnostic>,
    /// Where the op sits; kept only when instrumentations need it.
    pub(crate) path: Option<&'a OpPath<'a>>,
}

impl Anchored<'_> {
    pub(crate) fn reborrow(&mut self) -> Anchored<'_> {
        Anchored {
            body: self.body,
            op: self.op,
            map: self.map,
            parents: self.parents,
            diags: self.diags,
            path: self.path,
        }
    }

    fn view<'s>(&'s self, ctx: &'s Context) -> OpView<'s> {
        OpView::new(ctx, self.body, self.op, None)
    }

    /// The op as instrumentation hooks see it, at `path`.
    fn target<'s>(&'s self, ctx: &'s Context, path: &'s OpPath<'s>) -> PassTarget<'s> {
        PassTarget { op: self.view(ctx), path }
    }
}

/// The [`OpPath`] entry of `op` of `body` (its id there), below `parent`.
fn path_entry<'a>(ctx: &'a Context, body: &Body, op: OpId, parent: Option<&'a OpPath<'a>>) -> OpPath<'a> {
    let symbol = body.attr(ctx, op, "sym_name").and_then(|a| ctx.str_value(a));
    OpPath { name: ctx.op_name_str(body.op_name(op)), symbol, id: op, parent }
}

thread_local! {
    /// Set while a pass runs on this thread, so that a panic hook can tell a
    /// panic the pass manager will catch from one it will not.
    static RUNNING_PASS: Cell<bool> = const { Cell::new(false) };
}

/// Whether the current thread is running a pass: a panic raised now is
/// caught by the pass manager and becomes a failure of that pass.
pub fn running_pass() -> bool {
    RUNNING_PASS.with(Cell::get)
}

/// Runs the top-level pipeline on `root`; returns the outcome and the
/// diagnostics.
pub(crate) fn run_root(exec: &Exec<'_>, pm: &OpPassManager, root: &mut OwnedOp) -> (Result<(), ()>, Vec<Diagnostic>) {
    let mut map = AnalysisMap::default();
    let mut diags = Vec::new();
    let op = root.op();
    // The path borrows the context's strings, not the holder.
    let root_path = exec.instrumentor.map(|_| path_entry(exec.ctx, root.enclosing_body(), op, None));
    let path = root_path.as_ref();
    let anchored =
        Anchored { body: root.enclosing_body_mut(), op, map: &mut map, parents: None, diags: &mut diags, path };
    let result = run_pipeline(exec, pm, anchored, None).map(|_| ());
    (result, diags)
}

/// Runs `pm` on the anchored's op. Returns what all its passes preserved.
pub(crate) fn run_pipeline(
    exec: &Exec<'_>,
    pm: &OpPassManager,
    mut anchored: Anchored<'_>,
    parent: Option<&PipelineParentInfo>,
) -> Result<PreservedAnalyses, ()> {
    let ctx = exec.ctx;
    let anchor = pm.op_name().unwrap_or_else(|| ctx.op_name_str(anchored.body.op_name(anchored.op)));
    if let (Some(i), Some(parent)) = (exec.instrumentor, parent) {
        i.before_pipeline(anchor, parent);
    }
    let result = if pm.is_empty() { Ok(PreservedAnalyses::all()) } else { run_entries(exec, pm, anchored.reborrow()) };
    if let (Some(i), Some(parent)) = (exec.instrumentor, parent) {
        i.after_pipeline(anchor, parent);
    }
    result
}

/// Runs the entries of `pm` in order until one fails.
fn run_entries(exec: &Exec<'_>, pm: &OpPassManager, mut anchored: Anchored<'_>) -> Result<PreservedAnalyses, ()> {
    // The op's name cannot change while passes run on it: check it once.
    let def = check_schedulable(exec.ctx, anchored.body, anchored.op).map_err(|d| anchored.diags.push(d))?;
    let mut preserved = PreservedAnalyses::all();
    for entry in pm.entries() {
        if exec.crashed.load(Ordering::Relaxed) {
            return Err(());
        }
        let step = match entry {
            PassEntry::Pass(pass) => run_pass(exec, pass.as_ref(), def, anchored.reborrow())?,
            PassEntry::Nested(pms) => run_nested_instrumented(exec, pms, anchored.reborrow())?,
        };
        preserved.intersect(&step);
    }
    Ok(preserved)
}

/// Checks that passes may run on `op` of `body`, as MLIR's pass adaptor
/// does: it must be registered and isolated from above. Returns its
/// definition.
fn check_schedulable<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Result<&'c OpDef, Diagnostic> {
    let view = OpView::new(ctx, body, op, None);
    let Some(def) = ctx.op_def(body.op_name(op)) else {
        return Err(view.op_error("trying to schedule a pass on an unregistered operation"));
    };
    if !def.has(Traits::ISOLATED_FROM_ABOVE) || !body.is_isolated(op) {
        return Err(view.op_error("trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"));
    }
    Ok(def)
}

/// Runs one pass on the anchored's op, invalidates what it did not preserve and
/// verifies the result.
fn run_pass(
    exec: &Exec<'_>,
    pass: &dyn Pass,
    def: &OpDef,
    mut anchored: Anchored<'_>,
) -> Result<PreservedAnalyses, ()> {
    let ctx = exec.ctx;
    if !pass.can_schedule_on(def) {
        let d = anchored.view(ctx).op_error("trying to schedule a pass on an unsupported operation");
        anchored.diags.push(d);
        return Err(());
    }
    // Instrumented runs always know where the op sits.
    let hooks = exec.instrumentor.zip(anchored.path);
    if let Some((i, path)) = hooks {
        i.before_pass(pass, &anchored.target(ctx, path));
    }
    let diags_before = anchored.diags.len();
    let mut anchor = AnchorOp::new(exec, anchored.reborrow(), pass_id(pass));
    let was_running = RUNNING_PASS.with(|r| r.replace(true));
    // A panicking pass fails like a crash: the op is swapped back into its
    // parent as usual, and nothing more runs.
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| pass.run_on_operation(&mut anchor)));
    RUNNING_PASS.with(|r| r.set(was_running));
    let mut preserved = anchor.into_preserved();
    let mut failed = false;
    match outcome {
        Ok(Ok(())) => {}
        Ok(Err(e)) => {
            failed = true;
            anchored.diags.extend(e.diagnostics);
            // Errors it emitted during the run or returned both count.
            if !anchored.diags[diags_before..].iter().any(|d| d.severity == Severity::Error) {
                // A pass that failed without saying why still gets a message.
                let view = anchored.view(ctx);
                anchored.diags.push(view.error(format!("pass '{}' failed on '{}' op", pass.argument(), view.name())));
            }
        }
        Err(payload) => {
            failed = true;
            exec.crashed.store(true, Ordering::Relaxed);
            preserved = PreservedAnalyses::none();
            let view = anchored.view(ctx);
            let message = panic_message(&*payload);
            let d = view.error(format!("pass '{}' panicked on '{}' op: {message}", pass.argument(), view.name()));
            anchored.diags.push(d);
        }
    }
    anchored.map.invalidate(&preserved);
    if !failed && exec.verify_each && !preserved.is_all() {
        failed = !verify_after(ctx, &format!("pass '{}'", pass.argument()), &mut anchored, true);
    }
    if let Some((i, path)) = hooks {
        let target = anchored.target(ctx, path);
        if failed {
            i.after_pass_failed(pass, &target);
        } else {
            i.after_pass(pass, &target);
        }
    }
    if failed {
        Err(())
    } else {
        Ok(preserved)
    }
}

/// The message a panic was raised with.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> &str {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s
    } else {
        "(a panic without a message)"
    }
}

/// Verifies the anchored's op after `what` ran; reports failures naming it.
fn verify_after(ctx: &Context, what: &str, anchored: &mut Anchored<'_>, recursive: bool) -> bool {
    let result = if recursive {
        verify_isolated(ctx, anchored.body, anchored.op)
    } else {
        verify_isolated_shallow(ctx, anchored.body, anchored.op)
    };
    match result {
        Ok(()) => true,
        Err(errors) => {
            let loc = anchored.body.loc(anchored.op);
            for mut e in errors {
                e.notes.push(Diagnostic::note(loc, format!("the IR failed to verify after {what}")));
                anchored.diags.push(e);
            }
            false
        }
    }
}

/// One op a nested pipeline runs on.
struct NestedRun<'p, 'b> {
    pm: &'p OpPassManager,
    /// The op, in the parent body.
    data: Option<&'b mut OpData>,
    /// The op's operand and result types, when it has any (its holder needs
    /// values standing in for them).
    signature: Option<Box<(Vec<Type>, Vec<Type>)>>,
    map: AnalysisMap,
    diags: Vec<Diagnostic>,
    result: Result<PreservedAnalyses, ()>,
    /// Where the op sits, when instrumentations need it.
    path: Option<OpPath<'b>>,
}

/// [`run_nested`] between the nested-pipeline hooks.
fn run_nested_instrumented(
    exec: &Exec<'_>,
    pms: &[OpPassManager],
    mut anchored: Anchored<'_>,
) -> Result<PreservedAnalyses, ()> {
    let Some((i, path)) = exec.instrumentor.zip(anchored.path) else { return run_nested(exec, pms, anchored) };
    let nested = NestedPipelines { id: pms.as_ptr() as usize, pipelines: pms };
    i.before_nested(&nested, &anchored.target(exec.ctx, path));
    let result = run_nested(exec, pms, anchored.reborrow());
    i.after_nested(&nested, &anchored.target(exec.ctx, path));
    result
}

/// Runs nested pass managers on the ops nested directly in the anchored's op.
///
/// Each target op is swapped into a holder of its own for the time of its
/// pipeline ([`OwnedOp::swap_with`]: a few words move, nothing is copied or
/// allocated), so that the threads own what they work on; holders are reused
/// from one op to the next.
fn run_nested(exec: &Exec<'_>, pms: &[OpPassManager], mut anchored: Anchored<'_>) -> Result<PreservedAnalyses, ()> {
    let ctx = exec.ctx;
    let name = anchored.body.op_name(anchored.op);
    let Some(body) = anchored.body.isolated_body_mut(anchored.op) else { return Ok(PreservedAnalyses::all()) };

    // The targets, in IR order.
    let mut targets: Vec<(OpId, &OpPassManager)> = Vec::new();
    let mut errors = Vec::new();
    for &r in body.top_regions() {
        for b in body.blocks_of(r) {
            for op in body.block_ops(b) {
                let op_name = body.op_name(op);
                let Some(pm) = pms.iter().find(|pm| pm.can_schedule_on(ctx, op_name)) else { continue };
                match check_schedulable(ctx, body, op) {
                    Ok(_) => targets.push((op, pm)),
                    Err(d) => errors.push(d),
                }
            }
        }
    }
    if !errors.is_empty() {
        anchored.diags.extend(errors);
        return Err(());
    }
    if targets.is_empty() {
        return Ok(PreservedAnalyses::all());
    }

    let AnalysisMap { analyses, children } = &mut *anchored.map;
    let mut runs: Vec<NestedRun<'_, '_>> = targets
        .iter()
        .map(|&(op, pm)| {
            let signature = (body.num_operands(op) > 0 || body.num_results(op) > 0).then(|| {
                Box::new((
                    body.operands(op).map(|v| body.value_type(v)).collect(),
                    body.results(op).map(|v| body.value_type(v)).collect(),
                ))
            });
            let map = children.remove(&op).unwrap_or_default();
            let path = anchored.path.map(|parent| path_entry(ctx, body, op, Some(parent)));
            NestedRun { pm, data: None, signature, map, diags: Vec::new(), result: Ok(PreservedAnalyses::all()), path }
        })
        .collect();
    // Hand each run its op: disjoint `&mut` into the parent body.
    let mut run_of = vec![u32::MAX; body.op_capacity()];
    for (i, &(op, _)) in targets.iter().enumerate() {
        run_of[op.index()] = i as u32;
    }
    for (op, data) in body.ops_mut() {
        if let Some(&i) = run_of.get(op.index()).filter(|&&i| i != u32::MAX) {
            runs[i as usize].data = Some(data);
        }
    }

    {
        let parent = ParentAnalyses { name, analyses, parent: anchored.parents };
        let info = PipelineParentInfo {
            parent_thread: std::thread::current().id(),
            parent_op: Some(name),
            parent_id: pms.as_ptr() as usize,
        };
        let new_holder = || OwnedOp::placeholder(ctx, &[], &[]);
        // As in MLIR's pass adaptor: threaded, ops not started yet are
        // skipped once one has failed (the ones under way finish); one
        // thread at a time, every op runs and reports its own failures.
        let failed = AtomicBool::new(false);
        let run_one = |holder: &mut OwnedOp, run: &mut NestedRun<'_, '_>| {
            if exec.crashed.load(Ordering::Relaxed) || (exec.threading && failed.load(Ordering::Relaxed)) {
                return;
            }
            let Some(data) = run.data.take() else { return };
            let mut own_holder;
            let holder = match &run.signature {
                None => holder,
                Some(sig) => {
                    own_holder = OwnedOp::placeholder(ctx, &sig.0, &sig.1);
                    &mut own_holder
                }
            };
            holder.swap_with(data);
            let op = holder.op();
            let nested = Anchored {
                body: holder.enclosing_body_mut(),
                op,
                map: &mut run.map,
                parents: Some(&parent),
                diags: &mut run.diags,
                path: run.path.as_ref(),
            };
            run.result = run_pipeline(exec, run.pm, nested, Some(&info));
            holder.swap_with(data);
            if run.result.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
        };
        if exec.threading && runs.len() > 1 {
            runs.par_iter_mut().for_each_init(new_holder, run_one);
        } else {
            let mut holder = new_holder();
            runs.iter_mut().for_each(|run| run_one(&mut holder, run));
        }
    }

    let mut preserved = PreservedAnalyses::all();
    let mut ok = true;
    for (run, &(op, _)) in runs.into_iter().zip(&targets) {
        if !run.map.is_empty() {
            children.insert(op, run.map);
        }
        anchored.diags.extend(run.diags);
        match run.result {
            Ok(p) => preserved.intersect(&p),
            Err(()) => ok = false,
        }
    }
    if !ok {
        return Err(());
    }
    // The nested ops' own analyses were invalidated as their passes ran; this
    // op's analyses survive what every nested pass preserved.
    analyses.invalidate(&preserved);
    if exec.verify_each && !preserved.is_all() {
        let anchors = pms.iter().map(|pm| format!("'{}'", pm.anchor_name())).collect::<Vec<_>>().join(", ");
        if !verify_after(ctx, &format!("the nested pipelines on {anchors}"), &mut anchored, false) {
            return Err(());
        }
    }
    Ok(preserved)
}

/// Runs `pm` on the isolated op `target` of the body owned by the anchored's op
/// (a dynamic pipeline on a nested op).
pub(crate) fn run_on_nested_op(
    exec: &Exec<'_>,
    pm: &OpPassManager,
    anchored: Anchored<'_>,
    target: OpId,
    launcher: usize,
) -> Result<PreservedAnalyses, ()> {
    let name = anchored.body.op_name(anchored.op);
    let info =
        PipelineParentInfo { parent_thread: std::thread::current().id(), parent_op: Some(name), parent_id: launcher };
    on_lifted_child(exec, anchored, target, |task_site| run_pipeline(exec, pm, task_site, Some(&info)))
}

/// Runs `pm` on the op at the end of `path`: isolated ops, each nested in the
/// body of the one before, the first in the body owned by the anchored's op (a
/// dynamic pipeline on a deeply nested op, such as a function of a nested
/// module). The ops along the way are lifted out of their parents one after
/// the other, with their analysis maps, as a nested pipeline would reach
/// them.
pub(crate) fn run_on_nested_path(
    exec: &Exec<'_>,
    pm: &OpPassManager,
    anchored: Anchored<'_>,
    path: &[OpId],
    launcher: usize,
) -> Result<PreservedAnalyses, ()> {
    let (&first, rest) = path.split_first().ok_or(())?;
    if rest.is_empty() {
        return run_on_nested_op(exec, pm, anchored, first, launcher);
    }
    on_lifted_child(exec, anchored, first, |inner| run_on_nested_path(exec, pm, inner, rest, launcher))
}

/// Runs `run` on the isolated op `target` of the body owned by the
/// anchored's op, lifted out of that body with its analysis map (its
/// parent's analyses above it), as a nested pipeline reaches it; then puts
/// both back.
fn on_lifted_child<R>(
    exec: &Exec<'_>,
    anchored: Anchored<'_>,
    target: OpId,
    run: impl FnOnce(Anchored<'_>) -> Result<R, ()>,
) -> Result<R, ()> {
    let name = anchored.body.op_name(anchored.op);
    let ctx = exec.ctx;
    let path = anchored
        .path
        .and_then(|parent| Some(path_entry(ctx, anchored.body.isolated_body(anchored.op)?, target, Some(parent))));
    let Some(body) = anchored.body.isolated_body_mut(anchored.op) else { return Err(()) };
    let Some(mut lifted) = body.lift_isolated(ctx, target) else { return Err(()) };
    let AnalysisMap { analyses, children } = &mut *anchored.map;
    let mut map = children.remove(&target).unwrap_or_default();
    let parent = ParentAnalyses { name, analyses, parent: anchored.parents };
    let op = lifted.op();
    let child = Anchored {
        body: lifted.enclosing_body_mut(),
        op,
        map: &mut map,
        parents: Some(&parent),
        diags: &mut *anchored.diags,
        path: path.as_ref(),
    };
    let result = run(child);
    body.restore_isolated(target, lifted);
    children.insert(target, map);
    result
}
