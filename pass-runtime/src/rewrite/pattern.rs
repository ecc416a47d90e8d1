//! Rewrite patterns (MLIR's `RewritePattern`), the set a pass collects them
//! into and the frozen form drivers match against (MLIR's
//! `FrozenRewritePatternSet` with the `PatternApplicator`'s order).

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::pattern_info::PatternInfo;
use super::rewriter::PatternRewriter;
use crate::ir::{Context, OpDef, OpId, OpName};

/// A rewrite of the IR rooted at one op. Every change goes through the
/// rewriter; a pattern that returns `false` must have changed nothing.
pub trait RewritePattern: Send + Sync {
    /// The root, benefit, name and labels, generated ops and recursion bound.
    fn info(&self) -> &PatternInfo;
    /// Matches `op` and, on a match, rewrites through `rewriter`.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// What a [`FnPattern`] runs.
pub type RewriteFn = dyn Fn(OpId, &mut PatternRewriter<'_>) -> bool + Send + Sync;

/// A rewrite pattern made of its [`PatternInfo`] and a function or closure.
/// As MLIR's pattern applicator does, the rewriter's insertion point is
/// before the matched op when the function starts.
pub struct FnPattern {
    info: PatternInfo,
    apply: Box<RewriteFn>,
}

impl FnPattern {
    /// A pattern described by `info` that runs `apply`.
    pub fn new(
        info: PatternInfo,
        apply: impl Fn(OpId, &mut PatternRewriter<'_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        FnPattern { info, apply: Box::new(apply) }
    }
}

impl RewritePattern for FnPattern {
    fn info(&self) -> &PatternInfo {
        &self.info
    }

    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        rewriter.set_insertion_point(crate::ir::InsertPoint::Before(op));
        (self.apply)(op, rewriter)
    }
}

/// An op's canonicalization patterns (MLIR's `getCanonicalizationPatterns`),
/// attached to its `OpDef` with `OpDef::hook`, or to a `Dialect` with
/// `Dialect::hook` for patterns of the dialect as a whole.
#[derive(Clone, Copy)]
pub struct CanonicalizationPatterns(pub fn(ctx: &Context, patterns: &mut RewritePatternSet));

/// Patterns being collected.
#[derive(Default)]
pub struct RewritePatternSet {
    patterns: Vec<Arc<dyn RewritePattern>>,
}

impl RewritePatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(Arc::new(pattern));
        self
    }

    /// Adds a [`FnPattern`]: `info` and a function or closure.
    pub fn add_fn(
        &mut self,
        info: PatternInfo,
        apply: impl Fn(OpId, &mut PatternRewriter<'_>) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.add(FnPattern::new(info, apply))
    }

    /// Adds a pattern that is already shared.
    pub fn add_shared(&mut self, pattern: Arc<dyn RewritePattern>) -> &mut Self {
        self.patterns.push(pattern);
        self
    }

    /// Adds the canonicalization patterns of every registered dialect and op,
    /// in MLIR's order (`Canonicalizer::initialize`): the dialects' own
    /// patterns by namespace, then the ops' patterns by op name.
    pub fn add_canonicalization_patterns(&mut self, ctx: &Context) -> &mut Self {
        let mut defs: Vec<Arc<OpDef>> = Vec::new();
        for namespace in ctx.registered_dialects() {
            let Some(dialect) = ctx.dialect(&namespace) else { continue };
            if let Some(hook) = dialect.get_hook::<CanonicalizationPatterns>() {
                (hook.0)(ctx, self);
            }
            defs.extend(dialect.ops().iter().cloned());
        }
        defs.sort_by(|a, b| a.name().cmp(b.name()));
        for def in defs {
            if let Some(hook) = def.get_hook::<CanonicalizationPatterns>() {
                (hook.0)(ctx, self);
            }
        }
        self
    }

    /// The patterns collected so far.
    pub fn patterns(&self) -> &[Arc<dyn RewritePattern>] {
        &self.patterns
    }

    /// Freezes the set, keeping the patterns that `keep` accepts.
    pub fn freeze_filtered(self, keep: impl Fn(&dyn RewritePattern) -> bool) -> FrozenPatternSet {
        let mut by_root: FxHashMap<OpName, Vec<Entry>> = FxHashMap::default();
        let mut any = Vec::new();
        for p in self.patterns.into_iter().filter(|p| keep(p.as_ref())) {
            let entry = Entry { benefit: p.info().benefit(), pattern: p };
            match entry.pattern.info().root() {
                Some(root) => by_root.entry(root).or_default().push(entry),
                None => any.push(entry),
            }
        }
        // A stable sort keeps insertion order among equal benefits.
        for list in by_root.values_mut() {
            list.sort_by_key(|e| std::cmp::Reverse(e.benefit));
        }
        any.sort_by_key(|e| std::cmp::Reverse(e.benefit));
        FrozenPatternSet { by_root, any }
    }

    /// Freezes the set, filtering by name and labels as MLIR's
    /// `FrozenRewritePatternSet(patterns, disabled, enabled)`: when `enabled`
    /// is not empty only patterns it names are kept, and patterns `disabled`
    /// names are dropped.
    pub fn freeze_with_filters(self, disabled: &[String], enabled: &[String]) -> FrozenPatternSet {
        let names = |p: &dyn RewritePattern, list: &[String]| list.iter().any(|l| p.info().answers_to(l));
        self.freeze_filtered(|p| (enabled.is_empty() || names(p, enabled)) && !names(p, disabled))
    }

    /// Freezes the set.
    pub fn freeze(self) -> FrozenPatternSet {
        self.freeze_filtered(|_| true)
    }
}

/// A frozen pattern with its benefit, read once.
#[derive(Clone)]
struct Entry {
    benefit: u16,
    pattern: Arc<dyn RewritePattern>,
}

/// Patterns indexed by root op, by decreasing benefit: shared by the threads
/// of a run.
#[derive(Default, Clone)]
pub struct FrozenPatternSet {
    by_root: FxHashMap<OpName, Vec<Entry>>,
    any: Vec<Entry>,
}

impl std::fmt::Debug for FrozenPatternSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rooted: usize = self.by_root.values().map(Vec::len).sum();
        f.debug_struct("FrozenPatternSet").field("rooted", &rooted).field("any", &self.any.len()).finish()
    }
}

impl FrozenPatternSet {
    /// The patterns to try on an op named `name`, in the order MLIR's
    /// `PatternApplicator` tries them: the patterns rooted at `name` and
    /// those matching any op merged by decreasing benefit, a rooted pattern
    /// first when benefits are equal.
    pub fn for_op(&self, name: OpName) -> impl Iterator<Item = &Arc<dyn RewritePattern>> {
        let rooted: &[Entry] = self.by_root.get(&name).map_or(&[], Vec::as_slice);
        Merged { rooted, any: &self.any }
    }

    /// True when the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.by_root.is_empty() && self.any.is_empty()
    }

    /// Number of patterns in the set.
    pub fn len(&self) -> usize {
        self.by_root.values().map(Vec::len).sum::<usize>() + self.any.len()
    }
}

/// The merge of two lists sorted by decreasing benefit (see
/// [`FrozenPatternSet::for_op`]).
struct Merged<'a> {
    rooted: &'a [Entry],
    any: &'a [Entry],
}

impl<'a> Iterator for Merged<'a> {
    type Item = &'a Arc<dyn RewritePattern>;

    fn next(&mut self) -> Option<Self::Item> {
        let take_any = match (self.rooted.first(), self.any.first()) {
            (None, None) => return None,
            (Some(_), None) => false,
            (None, Some(_)) => true,
            (Some(r), Some(a)) => a.benefit > r.benefit,
        };
        let list = if take_any { &mut self.any } else { &mut self.rooted };
        let (first, rest) = list.split_first()?;
        *list = rest;
        Some(&first.pattern)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Named(PatternInfo);

    impl RewritePattern for Named {
        fn info(&self) -> &PatternInfo {
            &self.0
        }
        fn match_and_rewrite(&self, _: OpId, _: &mut PatternRewriter<'_>) -> bool {
            false
        }
    }

    fn set(ctx: &Context) -> RewritePatternSet {
        let add = ctx.op_name("arith.addi");
        let mut s = RewritePatternSet::new();
        for (name, root, benefit) in [
            ("rooted-1", Some(add), 1),
            ("any-2", None, 2),
            ("rooted-2", Some(add), 2),
            ("any-1", None, 1),
            ("rooted-3", Some(add), 3),
            ("other", Some(ctx.op_name("arith.muli")), 5),
        ] {
            let info = match root {
                Some(root) => PatternInfo::for_op(name, root),
                None => PatternInfo::any_op(name),
            };
            let labels: &[&str] = if name == "any-1" { &["generic"] } else { &[] };
            s.add(Named(info.with_benefit(benefit).with_labels(labels)));
        }
        s
    }

    #[test]
    fn rooted_and_any_patterns_merge_by_benefit_rooted_first_on_ties() {
        let ctx = Context::new();
        let frozen = set(&ctx).freeze();
        let order: Vec<&str> = frozen.for_op(ctx.op_name("arith.addi")).map(|p| p.info().name()).collect();
        assert_eq!(order, ["rooted-3", "rooted-2", "any-2", "rooted-1", "any-1"]);
        let other: Vec<&str> = frozen.for_op(ctx.op_name("arith.subi")).map(|p| p.info().name()).collect();
        assert_eq!(other, ["any-2", "any-1"]);
        assert_eq!(frozen.len(), 6);
    }

    #[test]
    fn filters_by_name_and_label() {
        let ctx = Context::new();
        let frozen = set(&ctx).freeze_with_filters(&["rooted-2".into(), "generic".into()], &[]);
        let order: Vec<&str> = frozen.for_op(ctx.op_name("arith.addi")).map(|p| p.info().name()).collect();
        assert_eq!(order, ["rooted-3", "any-2", "rooted-1"]);
        let frozen =
            set(&ctx).freeze_with_filters(&["any-2".into()], &["generic".into(), "any-2".into(), "other".into()]);
        assert_eq!(frozen.len(), 2);
        let muli: Vec<&str> = frozen.for_op(ctx.op_name("arith.muli")).map(|p| p.info().name()).collect();
        assert_eq!(muli, ["other", "any-1"]);
    }
}
