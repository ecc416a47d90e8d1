//! Rewrite patterns over a declared op's typed handle (MLIR's
//! `OpRewritePattern<Op>`): [`RewritePatternSet::add_op_fn`]. It lives here,
//! above `rewrite/`, because the handles are this layer's.

use super::DeclaredOp;
use crate::ir::Context;
use crate::rewrite::RewritePatternSet;

impl RewritePatternSet {
    /// Adds a pattern over declared op `Op` (MLIR's `OpRewritePattern<Op>`
    /// written as a function) named `name`, with `benefit`: `apply` gets the
    /// op's typed handle,
    /// `set.add_op_fn::<AddIOp>(ctx, "AddZero", 1, |add, rw| ...)`. For the
    /// rest of a [`PatternInfo`](crate::rewrite::PatternInfo) (generated ops, labels), use
    /// [`add_fn`](RewritePatternSet::add_fn) with `PatternInfo::new(ctx, name, Op::NAME)`.
    pub fn add_op_fn<Op: DeclaredOp + 'static>(
        &mut self,
        ctx: &Context,
        name: impl Into<std::borrow::Cow<'static, str>>,
        benefit: u16,
        apply: impl Fn(Op, &mut crate::rewrite::PatternRewriter<'_>) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        let info = crate::rewrite::PatternInfo::new(ctx, name, Op::info().name).with_benefit(benefit);
        self.add_fn(info, move |op, rw| Op::from_op(rw, op).is_some_and(|handle| apply(handle, rw)))
    }
}
