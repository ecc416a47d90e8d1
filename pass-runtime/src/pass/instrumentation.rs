//! Instrumentation: hooks called around pipelines, passes and analyses
//! (timing, IR printing, statistics and crash reproducers are built on them).

use std::any::TypeId;
use std::sync::Mutex;
use std::thread::ThreadId;

use crate::ir::{OpName, OpView};

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

    /// `pass` is about to run on `op`.
    fn run_before_pass(&mut self, pass: &dyn Pass, op: &OpView<'_>) {
        let _ = (pass, op);
    }

    /// `pass` ran on `op` successfully (and the IR verified, when verifying).
    fn run_after_pass(&mut self, pass: &dyn Pass, op: &OpView<'_>) {
        let _ = (pass, op);
    }

    /// `pass` failed on `op`, or left IR that does not verify.
    fn run_after_pass_failed(&mut self, pass: &dyn Pass, op: &OpView<'_>) {
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

    pub(crate) fn before_pass(&self, pass: &dyn Pass, op: &OpView<'_>) {
        self.each(true, |i| i.run_before_pass(pass, op));
    }

    pub(crate) fn after_pass(&self, pass: &dyn Pass, op: &OpView<'_>) {
        self.each(false, |i| i.run_after_pass(pass, op));
    }

    pub(crate) fn after_pass_failed(&self, pass: &dyn Pass, op: &OpView<'_>) {
        self.each(false, |i| i.run_after_pass_failed(pass, op));
    }

    pub(crate) fn before_analysis(&self, name: &str, id: TypeId, op: &OpView<'_>) {
        self.each(true, |i| i.run_before_analysis(name, id, op));
    }

    pub(crate) fn after_analysis(&self, name: &str, id: TypeId, op: &OpView<'_>) {
        self.each(false, |i| i.run_after_analysis(name, id, op));
    }
}
