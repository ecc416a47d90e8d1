//! `canonicalize`: folds ops and applies the canonicalization patterns of
//! every registered dialect and op with the greedy driver, as MLIR's
//! `Canonicalizer`. Declared in `transforms.toml`.
//!
//! The patterns are collected and frozen once, in `initialize`, and shared
//! by every op the pass runs on, on every thread.

use std::fmt;
use std::sync::Arc;

use crate::ir::Context;
use crate::pass::{AnchorOp, PassBehavior, PassError};
use crate::rewrite::{
    apply_patterns_greedily, FrozenPatternSet, GreedyRewriteConfig, RegionSimplification, RewritePatternSet,
};

use super::generated::{Canonicalizer, CanonicalizerRegionSimplifyLevel};

/// The canonicalizer's patterns, frozen by `initialize`.
#[derive(Clone, Default)]
pub struct CanonicalizerState {
    patterns: Option<Arc<FrozenPatternSet>>,
}

impl fmt::Debug for CanonicalizerState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CanonicalizerState").field("patterns", &self.patterns.as_ref().map(|p| p.len())).finish()
    }
}

impl Canonicalizer {
    /// The greedy driver's configuration from the pass's options.
    pub fn config(&self) -> GreedyRewriteConfig {
        let o = &self.options;
        GreedyRewriteConfig {
            top_down: o.top_down_processing_enabled,
            region_simplification: match o.region_simplify_level {
                CanonicalizerRegionSimplifyLevel::Disabled => RegionSimplification::Disabled,
                CanonicalizerRegionSimplifyLevel::Normal => RegionSimplification::Normal,
                CanonicalizerRegionSimplifyLevel::Aggressive => RegionSimplification::Aggressive,
            },
            max_iterations: o.max_iterations,
            max_num_rewrites: o.max_num_rewrites,
            ..GreedyRewriteConfig::default()
        }
    }
}

impl PassBehavior for Canonicalizer {
    fn initialize(&mut self, ctx: &Context) -> Result<(), PassError> {
        let mut patterns = RewritePatternSet::new();
        patterns.add_canonicalization_patterns(ctx);
        let frozen = patterns.freeze_with_filters(&self.options.disabled_patterns, &self.options.enabled_patterns);
        self.state.patterns = Some(Arc::new(frozen));
        Ok(())
    }

    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        // A pass run without `initialize` (as a bare `Pass` in a test)
        // collects its patterns now.
        let collected;
        let patterns = match &self.state.patterns {
            Some(p) => p.as_ref(),
            None => {
                let mut set = RewritePatternSet::new();
                set.add_canonicalization_patterns(op.context());
                collected = set.freeze_with_filters(&self.options.disabled_patterns, &self.options.enabled_patterns);
                &collected
            }
        };
        let config = self.config();
        let (ctx, body) = op.context_and_body_mut();
        let result = apply_patterns_greedily(ctx, body, patterns, &config);
        self.statistics.num_patterns_applied.add(result.stats.patterns_applied);
        self.statistics.num_ops_folded.add(result.stats.ops_folded);
        self.statistics.num_ops_erased.add(result.stats.ops_erased);
        // Canonicalization is best-effort: not converging fails the pass only
        // when asked to, and silently, as MLIR's does.
        if self.options.test_convergence && !result.converged {
            return Err(PassError::silent());
        }
        Ok(())
    }
}
