//! Analyses: values computed from an op, cached per op by the pass manager
//! and dropped when a pass changes the IR without preserving them.
//!
//! The cache mirrors the IR tree: one [`AnalysisMap`] per op a pipeline ran
//! on (or an analysis was asked for), holding that op's analyses and a map
//! for each nested op. A nested pipeline takes its op's map out of the parent
//! map, so sibling ops running on different threads each own theirs, and the
//! parent's analyses stay readable (not writable) from all of them.

use std::any::{Any, TypeId};
use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::{Body, Context, EntityId, OpId, OpName, OpView};

use super::instrumentation::Instrumentor;

/// An analysis: any `Send + Sync + 'static` type computed from an op.
///
/// `compute` may ask the [`AnalysisManager`] for other analyses of the same
/// op (or cached ones of its parents and children); such an analysis usually
/// overrides [`Analysis::is_invalidated`] to die with what it depends on.
pub trait Analysis: Any + Send + Sync + Sized {
    /// Computes the analysis of `op`.
    fn compute(op: OpView<'_>, am: &mut AnalysisManager<'_>) -> Self;

    /// Whether a pass that preserved `preserved` invalidated this analysis.
    /// By default it survives only when it was preserved by name; an analysis
    /// that depends on others can also check those (invalidated analyses are
    /// taken out of `preserved` in the order they were computed, so
    /// dependencies are decided first).
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        !preserved.is_preserved::<Self>()
    }
}

/// The analyses a pass left valid.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PreservedAnalyses {
    all: bool,
    ids: Vec<TypeId>,
}

impl PreservedAnalyses {
    /// Nothing is preserved (what a pass that changed the IR leaves by default).
    pub fn none() -> Self {
        PreservedAnalyses::default()
    }

    /// Everything is preserved.
    pub fn all() -> Self {
        PreservedAnalyses { all: true, ids: Vec::new() }
    }

    /// True when everything is preserved.
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// True when nothing is preserved.
    pub fn is_none(&self) -> bool {
        !self.all && self.ids.is_empty()
    }

    /// Marks analysis `A` preserved.
    pub fn preserve<A: Any>(&mut self) {
        self.preserve_id(TypeId::of::<A>());
    }

    /// Marks the analysis with type id `id` preserved.
    pub fn preserve_id(&mut self, id: TypeId) {
        if !self.all && !self.ids.contains(&id) {
            self.ids.push(id);
        }
    }

    /// Marks everything preserved.
    pub fn preserve_all(&mut self) {
        self.all = true;
        self.ids.clear();
    }

    /// True when analysis `A` is preserved.
    pub fn is_preserved<A: Any>(&self) -> bool {
        self.is_preserved_id(TypeId::of::<A>())
    }

    /// True when the analysis with type id `id` is preserved.
    pub fn is_preserved_id(&self, id: TypeId) -> bool {
        self.all || self.ids.contains(&id)
    }

    /// Takes analysis `A` out of the preserved set.
    pub fn unpreserve<A: Any>(&mut self) {
        self.unpreserve_id(TypeId::of::<A>());
    }

    fn unpreserve_id(&mut self, id: TypeId) {
        // Called for an analysis its own hook invalidated, so that the
        // analyses computed after it see it as gone. (Under `all` nothing is
        // invalidated, so `all` never needs to be broken up here.)
        self.ids.retain(|i| *i != id);
    }

    /// What both `self` and `other` preserve.
    #[inline]
    pub fn intersect(&mut self, other: &PreservedAnalyses) {
        if other.all {
            return;
        }
        if self.all {
            *self = other.clone();
            return;
        }
        self.ids.retain(|i| other.ids.contains(i));
    }
}

/// A type-erased cached analysis.
trait CachedAnalysis: Send + Sync {
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool;
    fn into_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync>;
}

impl<A: Analysis> CachedAnalysis for A {
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        Analysis::is_invalidated(self, preserved)
    }
    fn into_any(self: Arc<Self>) -> Arc<dyn Any + Send + Sync> {
        self
    }
}

struct Entry {
    id: TypeId,
    analysis: Arc<dyn CachedAnalysis>,
}

/// The analyses of one op, in the order they were computed.
#[derive(Default)]
pub(crate) struct AnalysisSet {
    entries: Vec<Entry>,
}

impl AnalysisSet {
    fn get<A: Analysis>(&self) -> Option<Arc<A>> {
        let id = TypeId::of::<A>();
        let e = self.entries.iter().find(|e| e.id == id)?;
        e.analysis.clone().into_any().downcast::<A>().ok()
    }

    fn insert<A: Analysis>(&mut self, a: Arc<A>) {
        let id = TypeId::of::<A>();
        self.entries.retain(|e| e.id != id);
        self.entries.push(Entry { id, analysis: a });
    }

    /// Drops what `preserved` does not keep. Dependencies are computed (and so
    /// listed) before their users, so one pass in order decides all.
    pub(crate) fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() || self.entries.is_empty() {
            return;
        }
        let mut preserved = preserved.clone();
        self.entries.retain(|e| {
            let dead = e.analysis.is_invalidated(&preserved);
            if dead {
                preserved.unpreserve_id(e.id);
            }
            !dead
        });
    }
}

/// The analysis cache of one op and of the ops nested in it.
#[derive(Default)]
pub(crate) struct AnalysisMap {
    pub(crate) analyses: AnalysisSet,
    /// Keyed by op of the body this map's op owns.
    pub(crate) children: FxHashMap<OpId, AnalysisMap>,
}

impl AnalysisMap {
    /// True when nothing is cached for the op or anything nested in it.
    pub(crate) fn is_empty(&self) -> bool {
        self.analyses.entries.is_empty() && self.children.is_empty()
    }

    /// Invalidates this op's analyses and, unless everything is preserved, the
    /// analyses of every op nested in it.
    #[inline]
    pub(crate) fn invalidate(&mut self, preserved: &PreservedAnalyses) {
        if preserved.is_all() {
            return;
        }
        self.analyses.invalidate(preserved);
        if preserved.is_none() {
            self.children.clear();
            return;
        }
        for child in self.children.values_mut() {
            child.invalidate(preserved);
        }
    }
}

/// The analyses of the ancestors of an op a pipeline runs on, readable from
/// every thread (innermost first).
pub(crate) struct ParentAnalyses<'a> {
    pub(crate) name: OpName,
    pub(crate) analyses: &'a AnalysisSet,
    pub(crate) parent: Option<&'a ParentAnalyses<'a>>,
}

impl<'a> ParentAnalyses<'a> {
    fn iter(mut this: Option<&'a ParentAnalyses<'a>>) -> impl Iterator<Item = &'a ParentAnalyses<'a>> {
        std::iter::from_fn(move || {
            let p = this?;
            this = p.parent;
            Some(p)
        })
    }
}

/// Gives access to the cached analyses of one op: the one an analysis is
/// being computed for (see [`Analysis::compute`]) or the one a pass runs on
/// (through [`AnchorOp`](super::AnchorOp)).
pub struct AnalysisManager<'a> {
    pub(crate) op: OpView<'a>,
    pub(crate) map: &'a mut AnalysisMap,
    pub(crate) parents: Option<&'a ParentAnalyses<'a>>,
    pub(crate) instrumentor: Option<&'a Instrumentor>,
}

impl<'a> AnalysisManager<'a> {
    /// The context.
    pub fn context(&self) -> &'a Context {
        self.op.ctx
    }

    /// The op this manager's analyses are about.
    pub fn op(&self) -> OpView<'a> {
        self.op
    }

    /// Analysis `A` of the op, computed now unless cached.
    pub fn get_analysis<A: Analysis>(&mut self) -> Arc<A> {
        if let Some(a) = self.map.analyses.get::<A>() {
            return a;
        }
        let op = self.op;
        if let Some(i) = self.instrumentor {
            i.before_analysis(std::any::type_name::<A>(), TypeId::of::<A>(), &op);
        }
        let a = Arc::new(A::compute(op, self));
        if let Some(i) = self.instrumentor {
            i.after_analysis(std::any::type_name::<A>(), TypeId::of::<A>(), &op);
        }
        self.map.analyses.insert(a.clone());
        a
    }

    /// Analysis `A` of the op if it is cached.
    pub fn get_cached_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        self.map.analyses.get::<A>()
    }

    /// Analysis `A` of the direct parent op if it is cached there.
    pub fn get_cached_parent_analysis<A: Analysis>(&self) -> Option<Arc<A>> {
        self.parents?.analyses.get::<A>()
    }

    /// Analysis `A` of the nearest ancestor named `op_name` if it is cached
    /// there (MLIR's `getCachedParentAnalysis<A, OpTy>()`).
    pub fn get_cached_ancestor_analysis<A: Analysis>(&self, op_name: &str) -> Option<Arc<A>> {
        let ctx = self.op.ctx;
        ParentAnalyses::iter(self.parents).find(|p| ctx.op_name_str(p.name) == op_name)?.analyses.get::<A>()
    }

    /// Analysis `A` of `child`, an op of the body this op owns, computed now
    /// unless cached. `None` when `child` is not such an op.
    pub fn get_child_analysis<A: Analysis>(&mut self, child: OpId) -> Option<Arc<A>> {
        let body = self.child_body(child)?;
        let view = OpView::new(self.op.ctx, body, child, Some(self.op.body.op(self.op.op)));
        let name = self.op.body.op_name(self.op.op);
        // The child's manager reads this op's analyses as its parent's while
        // it writes its own map: borrow the two fields apart.
        let AnalysisMap { analyses, children } = &mut *self.map;
        let parent = ParentAnalyses { name, analyses, parent: self.parents };
        let mut am = AnalysisManager {
            op: view,
            map: children.entry(child).or_default(),
            parents: Some(&parent),
            instrumentor: self.instrumentor,
        };
        Some(am.get_analysis::<A>())
    }

    /// Analysis `A` of `child`, an op of the body this op owns, if cached.
    pub fn get_cached_child_analysis<A: Analysis>(&self, child: OpId) -> Option<Arc<A>> {
        self.map.children.get(&child)?.analyses.get::<A>()
    }

    /// The body holding `child` when it is a live op of the body this op owns.
    fn child_body(&self, child: OpId) -> Option<&'a Body> {
        let body = self.op.body.isolated_body(self.op.op)?;
        (child.index() < body.op_capacity() && !body.is_erased(child)).then_some(body)
    }
}
