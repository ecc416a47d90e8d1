//! Rewrites: op folding, rewrite patterns, the rewriter they change the IR
//! through, and the greedy pattern driver that applies them (see
//! `docs/rewrite.md`).
//!
//! - `fold.rs`: MLIR's `fold` hooks ([`Folder`] on an `OpDef`,
//!   [`ConstantMaterializer`] on a `Dialect`), [`fold_op`] and
//!   [`fold_op_with_constants`].
//! - `pattern_info.rs`: [`PatternInfo`], what a rewrite or conversion
//!   pattern tells the drivers (root, benefit, name, generated ops).
//! - `pattern.rs`: [`RewritePattern`], [`FnPattern`] (a pattern made of a
//!   closure), [`RewritePatternSet`] and the [`FrozenPatternSet`] drivers
//!   match against; the [`CanonicalizationPatterns`] hook an `OpDef` carries.
//! - `rewriter.rs`: [`PatternRewriter`], through which every change a pattern
//!   makes is made, so that a [`RewriteListener`] (the driver's worklist, the
//!   conversion driver's log) sees it, or takes it over ([`RewriteOverride`],
//!   as the dialect conversion does to delay and undo changes).
//! - `greedy.rs`: [`apply_patterns_greedily`] and
//!   [`apply_op_patterns_greedily`] with their [`GreedyRewriteConfig`]
//!   (`worklist.rs` holds the worklist).
//! - `region_simplify.rs`: [`simplify_regions`] and its parts (unreachable
//!   blocks, region DCE, block merging).
//! - [`is_op_trivially_dead`] is re-exported from `ir::effects`.

mod fold;
mod greedy;
mod pattern;
mod pattern_info;
mod region_simplify;
mod rewriter;
mod worklist;

pub use crate::ir::effects::{is_op_trivially_dead, would_op_be_trivially_dead};
pub use fold::{
    constant_value, fold_op, fold_op_with_constants, ConstantMaterializer, FoldOutcome, Folder, OpFoldResult,
};
pub use greedy::{
    apply_op_patterns_greedily, apply_patterns_greedily, apply_patterns_greedily_in_region, GreedyRewriteConfig,
    GreedyRewriteResult, OpPatternsResult, RegionSimplification, RewriteStats, Strictness,
};
pub use pattern::{
    CanonicalizationPatterns, FnPattern, FrozenPatternSet, RewriteFn, RewritePattern, RewritePatternSet,
};
pub use pattern_info::PatternInfo;
pub use region_simplify::{
    drop_redundant_arguments, erase_unreachable_blocks, merge_identical_blocks, run_region_dce, simplify_regions,
};
pub(crate) use rewriter::{insert_at_point, step_insertion_point_past};
pub use rewriter::{NoListener, PatternRewriter, RewriteListener, RewriteOverride};
