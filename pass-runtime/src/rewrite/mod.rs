//! Rewrites: op folding, rewrite patterns and the rewriter they change the IR
//! through, and (in later files) the greedy pattern driver.
//!
//! - `fold.rs`: MLIR's `fold` hooks ([`Folder`] on an `OpDef`,
//!   [`ConstantMaterializer`] on a `Dialect`) and [`fold_op`].
//! - `pattern.rs`: [`RewritePattern`], [`RewritePatternSet`] and the
//!   [`FrozenPatternSet`] drivers match against; the
//!   [`CanonicalizationPatterns`] hook an `OpDef` carries.
//! - `rewriter.rs`: [`PatternRewriter`], through which every change a pattern
//!   makes is made, so that a [`RewriteListener`] (the driver's worklist, the
//!   conversion driver's log) sees it, or takes it over ([`RewriteOverride`],
//!   as the dialect conversion does to delay and undo changes).

mod fold;
mod pattern;
mod rewriter;

pub use fold::{constant_value, fold_op, ConstantMaterializer, FoldOutcome, Folder, OpFoldResult};
pub use pattern::{CanonicalizationPatterns, FrozenPatternSet, RewritePattern, RewritePatternSet};
pub use rewriter::{NoListener, PatternRewriter, RewriteListener, RewriteOverride};
