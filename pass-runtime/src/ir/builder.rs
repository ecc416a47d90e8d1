//! Access to the IR for typed op handles: [`IrRead`] (what an accessor
//! reads through: the context and the body holding the op) and
//! [`OpBuilder`] (what a generated builder creates ops through: the greedy
//! rewriter, the conversion rewriter, or a plain [`Builder`] on a body).

use super::body::{Body, InsertPoint, OpId, OpSpec};
use super::view::OpView;
use super::Context;

/// Read access to an op's surroundings: the context and the body that holds
/// the op. Implemented by [`OpView`], the rewriters, [`Builder`] and a
/// `(&Context, &Body)` pair.
pub trait IrRead {
    /// The context.
    fn context(&self) -> &Context;
    /// The body holding the ops read.
    fn body(&self) -> &Body;
}

impl IrRead for (&Context, &Body) {
    fn context(&self) -> &Context {
        self.0
    }
    fn body(&self) -> &Body {
        self.1
    }
}

impl IrRead for (&Context, &mut Body) {
    fn context(&self) -> &Context {
        self.0
    }
    fn body(&self) -> &Body {
        self.1
    }
}

impl IrRead for OpView<'_> {
    fn context(&self) -> &Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        self.body
    }
}

/// Creates ops at an insertion point: what generated builders
/// (`AddOp::build(builder, ...)`) take. Implemented by the greedy
/// rewriter, the conversion rewriter (which record what they create) and
/// [`Builder`].
pub trait OpBuilder: IrRead {
    /// Creates the op `spec` describes (with `spec.num_regions` empty
    /// regions, in a body of its own when `isolated`) at the insertion
    /// point, which then follows it.
    fn create_op(&mut self, spec: &OpSpec<'_>, isolated: bool) -> OpId;

    /// The context, and the body ops are created in: to finish an op just
    /// created with what its generated builder leaves out (optional
    /// properties through the handle's setters, discardable attributes).
    /// Changes made through it are neither reported to a rewriter's
    /// listener nor undone by a conversion's rollback, so they are for the
    /// caller's own new ops only.
    fn context_and_body_mut(&mut self) -> (&Context, &mut Body);

    /// Creates an op from `spec` (with `spec.num_regions` empty regions) at
    /// the insertion point, which then follows it.
    fn create(&mut self, spec: &OpSpec<'_>) -> OpId {
        self.create_op(spec, false)
    }

    /// Creates an isolated op (one owning a body of its own, with
    /// `spec.num_regions` empty regions) at the insertion point.
    fn create_isolated(&mut self, spec: &OpSpec<'_>) -> OpId {
        self.create_op(spec, true)
    }
}

/// An [`OpBuilder`] on a body, for code outside the rewriters (passes,
/// tests, importers): creates ops at an insertion point that follows them.
pub struct Builder<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    at: InsertPoint,
}

impl<'a> Builder<'a> {
    /// A builder inserting at `at` in `body`.
    pub fn new(ctx: &'a Context, body: &'a mut Body, at: InsertPoint) -> Self {
        Builder { ctx, body, at }
    }

    /// Moves the insertion point.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.at = at;
    }

    /// The insertion point.
    pub fn insertion_point(&self) -> InsertPoint {
        self.at
    }

    /// The body, to change it directly.
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }
}

impl IrRead for Builder<'_> {
    fn context(&self) -> &Context {
        self.ctx
    }
    fn body(&self) -> &Body {
        self.body
    }
}

impl OpBuilder for Builder<'_> {
    fn create_op(&mut self, spec: &OpSpec<'_>, isolated: bool) -> OpId {
        let op = self.body.create_op(spec, isolated);
        self.body.insert_op(op, self.at);
        if !matches!(self.at, InsertPoint::Before(_) | InsertPoint::BlockEnd(_)) {
            self.at = InsertPoint::After(op);
        }
        op
    }
    fn context_and_body_mut(&mut self) -> (&Context, &mut Body) {
        (self.ctx, self.body)
    }
}
