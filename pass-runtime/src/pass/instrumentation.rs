//! Instrumentation: hooks called around pipelines, passes and analyses
//! (timing, IR printing, statistics and crash reproducers are built on them).

use std::any::TypeId;
use std::ops::Deref;
use std::sync::Mutex;
use std::thread::ThreadId;

use crate::ir::{Body, OpData, OpId, OpName, OpView};

use super::manager::OpPassManager;
use super::pass::Pass;

/// Where a nested pipeline was started from.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct PipelineParentInfo {
    /// The thread that started the pipeline.
    pub parent_thread: ThreadId,
    /// The op the parent pipeline runs on, or `None` for the outermost
    /// pipeline.
    pub parent_op: Option<OpName>,
    /// What started the pipeline: the [`NestedPipelines::id`] of the nested
    /// pipelines it belongs to, or the [`pass_id`] of the pass that ran it
    /// as a dynamic pipeline. Instrumentations find the parent's state by it.
    pub parent_id: usize,
}

/// An identity for `pass` that stays the same for the whole run, on every
/// thread (passes are shared by the threads, never copied).
pub fn pass_id(pass: &dyn Pass) -> usize {
    pass as *const dyn Pass as *const () as usize
}

/// Where an op sits: its name, symbol and id in its parent's body, and the
/// same for each of its ancestors up to the root of the run.
#[derive(Clone, Copy, Debug)]
pub struct OpPath<'a> {
    /// The op's name.
    pub name: &'a str,
    /// The op's `sym_name`, if it has one.
    pub symbol: Option<&'a str>,
    /// The op's id in its parent's body (for the root, in its holder).
    pub id: OpId,
    /// The op's parent, `None` for the root.
    pub parent: Option<&'a OpPath<'a>>,
}

impl<'a> OpPath<'a> {
    /// The ids from the root down to this op (the root's in its holder).
    pub fn ids(&self) -> Vec<OpId> {
        self.from_root().iter().map(|p| p.id).collect()
    }

    /// The path from the root to this op, root first.
    pub fn from_root(&self) -> Vec<&OpPath<'a>> {
        let mut path = vec![self];
        let mut at = self;
        while let Some(p) = at.parent {
            path.push(p);
            at = p;
        }
        path.reverse();
        path
    }
}

/// The op that `ids` ([`OpPath::ids`]) lead to from the root held in
/// `holder`: the first id is the root's in its holder, each next one an op
/// of the previous op's body.
pub(crate) fn op_at_path_mut<'b>(holder: &'b mut Body, ids: &[OpId]) -> Option<&'b mut OpData> {
    match ids {
        [] => None,
        [last] => Some(holder.op_mut(*last)),
        [first, rest @ ..] => op_at_path_mut(holder.isolated_body_mut(*first)?, rest),
    }
}

/// The op a pass runs on, as hooks see it: a view of it (dereferences to
/// [`OpView`]) and where it sits in the IR.
pub struct PassTarget<'a> {
    /// The op.
    pub op: OpView<'a>,
    /// Its place.
    pub path: &'a OpPath<'a>,
}

impl<'a> Deref for PassTarget<'a> {
    type Target = OpView<'a>;
    fn deref(&self) -> &OpView<'a> {
        &self.op
    }
}

/// The nested pipelines of one pipeline entry (MLIR's pass adaptor), about
/// to run on the ops nested in `op`.
pub struct NestedPipelines<'a> {
    /// An identity for the entry, the same for the whole run.
    pub id: usize,
    /// The pipelines, one per anchor.
    pub pipelines: &'a [OpPassManager],
}

impl NestedPipelines<'_> {
    /// MLIR's name for the entry: `Pipeline Collection : ['func.func']`.
    pub fn name(&self) -> String {
        collection_name(self.pipelines)
    }
}

/// MLIR's name for a pipeline entry of nested pipelines (its adaptor pass):
/// `Pipeline Collection : ['func.func', 'any']`.
pub(crate) fn collection_name(pipelines: &[OpPassManager]) -> String {
    let anchors: Vec<String> = pipelines.iter().map(|pm| format!("'{}'", pm.anchor_name())).collect();
    format!("Pipeline Collection : [{}]", anchors.join(", "))
}

/// Hooks around the events of a run. Every hook has an empty default.
///
/// The pass manager calls the hooks of all its instrumentations one at a time
/// (it holds a lock around each call), so an implementation needs no locking
/// of its own even when passes run on many threads. `before` hooks run in the
/// order the instrumentations were added, `after` hooks in reverse order.
pub trait PassInstrumentation: Send {
    /// A pipeline anchored on `anchor` (an op name, or `any`) is about to run.
    fn run_before_pipeline(&mut self, anchor: &str, parent: &PipelineParentInfo) {
        let _ = (anchor, parent);
    }

    /// A pipeline anchored on `anchor` finished.
    fn run_after_pipeline(&mut self, anchor: &str, parent: &PipelineParentInfo) {
        let _ = (anchor, parent);
    }

    /// The nested pipelines of a pipeline entry are about to run on the ops
    /// nested in `op` (MLIR calls its before-pass hook with the adaptor).
    fn run_before_nested(&mut self, nested: &NestedPipelines<'_>, op: &PassTarget<'_>) {
        let _ = (nested, op);
    }

    /// The nested pipelines of a pipeline entry finished (successfully or
    /// not).
    fn run_after_nested(&mut self, nested: &NestedPipelines<'_>, op: &PassTarget<'_>) {
        let _ = (nested, op);
    }

    /// `pass` is about to run on `op`.
    fn run_before_pass(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        let _ = (pass, op);
    }

    /// `pass` ran on `op` successfully (and the IR verified, when verifying).
    fn run_after_pass(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        let _ = (pass, op);
    }

    /// `pass` failed on `op` (returned an error or panicked), or left IR
    /// that does not verify.
    fn run_after_pass_failed(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        let _ = (pass, op);
    }

    /// Analysis `name` (type `id`) is about to be computed for `op`.
    fn run_before_analysis(&mut self, name: &str, id: TypeId, op: &OpView<'_>) {
        let _ = (name, id, op);
    }

    /// Analysis `name` (type `id`) was computed for `op`.
    fn run_after_analysis(&mut self, name: &str, id: TypeId, op: &OpView<'_>) {
        let _ = (name, id, op);
    }
}

/// The instrumentations of a pass manager, called one at a time.
#[derive(Default)]
pub struct Instrumentor {
    list: Mutex<Vec<Box<dyn PassInstrumentation>>>,
}

impl Instrumentor {
    pub(crate) fn add(&mut self, i: Box<dyn PassInstrumentation>) {
        self.list.get_mut().unwrap_or_else(|e| e.into_inner()).push(i);
    }

    /// Removes the instrumentation added last.
    pub(crate) fn pop(&mut self) {
        self.list.get_mut().unwrap_or_else(|e| e.into_inner()).pop();
    }

    pub(crate) fn is_empty(&mut self) -> bool {
        self.list.get_mut().unwrap_or_else(|e| e.into_inner()).is_empty()
    }

    /// Calls `f` on each instrumentation, in order (`forward`) or in reverse.
    fn each(&self, forward: bool, mut f: impl FnMut(&mut dyn PassInstrumentation)) {
        // A hook that panicked leaves the list usable for the others.
        let mut list = self.list.lock().unwrap_or_else(|e| e.into_inner());
        if forward {
            list.iter_mut().for_each(|i| f(i.as_mut()));
        } else {
            list.iter_mut().rev().for_each(|i| f(i.as_mut()));
        }
    }

    pub(crate) fn before_pipeline(&self, anchor: &str, parent: &PipelineParentInfo) {
        self.each(true, |i| i.run_before_pipeline(anchor, parent));
    }

    pub(crate) fn after_pipeline(&self, anchor: &str, parent: &PipelineParentInfo) {
        self.each(false, |i| i.run_after_pipeline(anchor, parent));
    }

    pub(crate) fn before_nested(&self, nested: &NestedPipelines<'_>, op: &PassTarget<'_>) {
        self.each(true, |i| i.run_before_nested(nested, op));
    }

    pub(crate) fn after_nested(&self, nested: &NestedPipelines<'_>, op: &PassTarget<'_>) {
        self.each(false, |i| i.run_after_nested(nested, op));
    }

    pub(crate) fn before_pass(&self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.each(true, |i| i.run_before_pass(pass, op));
    }

    pub(crate) fn after_pass(&self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.each(false, |i| i.run_after_pass(pass, op));
    }

    pub(crate) fn after_pass_failed(&self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.each(false, |i| i.run_after_pass_failed(pass, op));
    }

    pub(crate) fn before_analysis(&self, name: &str, id: TypeId, op: &OpView<'_>) {
        self.each(true, |i| i.run_before_analysis(name, id, op));
    }

    pub(crate) fn after_analysis(&self, name: &str, id: TypeId, op: &OpView<'_>) {
        self.each(false, |i| i.run_after_analysis(name, id, op));
    }
}
