//! [`OpView`]: a read-only handle to one op with everything needed to inspect it
//! (context, body, and the header of the isolated op owning the body, so that a
//! `func.return` can see its function's type).

use smallvec::SmallVec;

use super::attributes::Attribute;
use super::body::{Body, OpData, OpId, ValueId};
use super::diagnostic::Diagnostic;
use super::dialect::{OpDef, Traits};
use super::types::Type;
use super::Context;

/// A read-only view of an op.
#[derive(Clone, Copy)]
pub struct OpView<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The body holding the op.
    pub body: &'a Body,
    /// The op.
    pub op: OpId,
    /// The header of the isolated op owning `body`, where known.
    pub owner: Option<&'a OpData>,
}

/// The op enclosing another one: either an op of the same body or the isolated
/// owner of the body.
#[derive(Clone, Copy)]
pub enum ParentOp<'a> {
    /// An op of the same body.
    InBody(OpView<'a>),
    /// The isolated op owning the body (only its header is visible).
    Owner(&'a OpData),
}

impl<'a> OpView<'a> {
    /// A view of `op` in `body`.
    pub fn new(ctx: &'a Context, body: &'a Body, op: OpId, owner: Option<&'a OpData>) -> Self {
        OpView { ctx, body, op, owner }
    }

    /// The op's name as text.
    pub fn name(&self) -> &'a str {
        self.ctx.op_name_str(self.body.op_name(self.op))
    }

    /// The op's registered definition.
    pub fn def(&self) -> Option<&'a OpDef> {
        self.ctx.op_def(self.body.op_name(self.op))
    }

    /// True when the op is registered with trait `t`.
    pub fn has_trait(&self, t: Traits) -> bool {
        self.def().is_some_and(|d| d.has(t))
    }

    /// An attribute (property or discardable).
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.body.attr(self.ctx, self.op, name)
    }

    /// The operand values.
    pub fn operands(&self) -> SmallVec<[ValueId; 4]> {
        self.body.operands(self.op).collect()
    }

    /// The operand types.
    pub fn operand_types(&self) -> SmallVec<[Type; 4]> {
        self.body.operands(self.op).map(|v| self.body.value_type(v)).collect()
    }

    /// The result types.
    pub fn result_types(&self) -> SmallVec<[Type; 4]> {
        self.body.results(self.op).map(|v| self.body.value_type(v)).collect()
    }

    /// The op enclosing this one.
    pub fn parent(&self) -> Option<ParentOp<'a>> {
        match self.body.parent_op(self.op) {
            Some(p) => Some(ParentOp::InBody(OpView { op: p, ..*self })),
            None => self.owner.map(ParentOp::Owner),
        }
    }

    /// An error at the op's location, prefixed with `'name' op ` as MLIR's
    /// `emitOpError` does.
    pub fn op_error(&self, msg: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error(self.body.loc(self.op), format!("'{}' op {}", self.name(), msg))
    }

    /// An error at the op's location, without prefix.
    pub fn error(&self, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.body.loc(self.op), msg)
    }

    /// Formats a type as MLIR prints it.
    pub fn ty(&self, t: Type) -> String {
        self.ctx.type_to_string(t)
    }
}

impl<'a> ParentOp<'a> {
    /// The parent's name as text.
    pub fn name(&self, ctx: &'a Context) -> &'a str {
        match self {
            ParentOp::InBody(v) => v.name(),
            ParentOp::Owner(d) => ctx.op_name_str(d.name()),
        }
    }

    /// An attribute of the parent (property or discardable).
    pub fn attr(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        match self {
            ParentOp::InBody(v) => v.attr(name),
            ParentOp::Owner(d) => ctx.dict_get(d.props(), name).or_else(|| ctx.dict_get(d.attrs(), name)),
        }
    }
}
