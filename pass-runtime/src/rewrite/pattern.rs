//! Rewrite patterns (MLIR's `RewritePattern`), the set a pass collects them
//! into and the frozen form drivers match against.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::rewriter::PatternRewriter;
use crate::ir::{Context, OpId, OpName};

/// A rewrite of the IR rooted at one op. Every change goes through the
/// rewriter; a pattern that returns `false` must have changed nothing.
pub trait RewritePattern: Send + Sync {
    /// The op name this pattern matches, or `None` for any op.
    fn root(&self) -> Option<OpName>;
    /// Higher benefits are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// The pattern's name, as `canonicalize{disable-patterns=...}` names it.
    fn name(&self) -> &str;
    /// The ops the rewrite may create (MLIR's `getGeneratedOps`). The dialect
    /// conversion driver builds its legalization graph from them; an empty
    /// list (the default) claims nothing and keeps the pattern usable.
    fn generated_ops(&self) -> &[OpName] {
        &[]
    }
    /// True when the pattern may apply to an op it created itself and is
    /// known to terminate (MLIR's `hasBoundedRewriteRecursion`); otherwise
    /// the conversion driver does not apply it twice in one recursion.
    fn has_bounded_rewrite_recursion(&self) -> bool {
        false
    }
    /// Matches `op` and, on a match, rewrites through `rewriter`.
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool;
}

/// An op's canonicalization patterns (MLIR's `getCanonicalizationPatterns`),
/// attached to its `OpDef` with `OpDef::hook`.
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

    /// Adds the canonicalization patterns of every registered op.
    pub fn add_canonicalization_patterns(&mut self, ctx: &Context) -> &mut Self {
        for dialect in ctx.registered_dialects() {
            let Some(d) = ctx.dialect(&dialect) else { continue };
            for def in d.ops() {
                if let Some(hook) = def.get_hook::<CanonicalizationPatterns>() {
                    (hook.0)(ctx, self);
                }
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
        let mut by_root: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>> = FxHashMap::default();
        let mut any = Vec::new();
        for p in self.patterns.into_iter().filter(|p| keep(p.as_ref())) {
            match p.root() {
                Some(root) => by_root.entry(root).or_default().push(p),
                None => any.push(p),
            }
        }
        // A stable sort keeps insertion order among equal benefits.
        for list in by_root.values_mut() {
            list.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        }
        any.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
        FrozenPatternSet { by_root, any }
    }

    /// Freezes the set.
    pub fn freeze(self) -> FrozenPatternSet {
        self.freeze_filtered(|_| true)
    }
}

/// Patterns indexed by root op, by decreasing benefit: shared by the threads
/// of a run.
#[derive(Default, Clone)]
pub struct FrozenPatternSet {
    by_root: FxHashMap<OpName, Vec<Arc<dyn RewritePattern>>>,
    any: Vec<Arc<dyn RewritePattern>>,
}

impl FrozenPatternSet {
    /// The patterns rooted at `name`, then those matching any op, each group
    /// by decreasing benefit.
    pub fn for_op(&self, name: OpName) -> impl Iterator<Item = &Arc<dyn RewritePattern>> {
        self.by_root.get(&name).into_iter().flatten().chain(self.any.iter())
    }

    /// True when the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.by_root.is_empty() && self.any.is_empty()
    }
}
