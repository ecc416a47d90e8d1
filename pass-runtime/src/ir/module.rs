//! [`OwnedOp`]: a top-level operation that owns everything (what the parser
//! returns and what a `PassManager` runs on), plus the file-level resource
//! sections (`{-# ... #-}`) that travel with it.

use smallvec::SmallVec;

use super::body::{Body, OpData, OpId, OpSpec, ValueId};
use super::types::Type;
use super::Context;

/// One `key: { group: { name: value } }` section of a `{-# ... #-}` block, such
/// as `dialect_resources` or `external_resources`. Values are kept as written
/// (a string literal or a bare word).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceSection {
    /// `dialect_resources`, `external_resources`, ...
    pub name: String,
    /// The groups of the section (a dialect or an external owner).
    pub groups: Vec<ResourceGroup>,
}

/// A named group of resource entries.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceGroup {
    /// `builtin`, `mlir_reproducer`, ...
    pub name: String,
    /// `(key, value text)` pairs in file order.
    pub entries: Vec<(String, String)>,
}

/// A top-level op and the arena that holds it.
///
/// The op itself (its name, attributes and location) lives in a small body of
/// its own, its *enclosing body* (the code calls it the holder: a body that
/// holds one op and nothing else); its regions live in the op's own body when
/// it is `IsolatedFromAbove` (as `builtin.module` is). Passes run on ops
/// swapped into such holders, so that each thread owns what it works on.
pub struct OwnedOp {
    holder: Body,
    op: OpId,
    resources: Vec<ResourceSection>,
}

impl OwnedOp {
    /// Wraps an op of `holder`.
    pub fn new(holder: Body, op: OpId) -> Self {
        OwnedOp { holder, op, resources: Vec::new() }
    }

    /// The body that holds the op (and nothing else).
    pub fn enclosing_body(&self) -> &Body {
        &self.holder
    }

    /// The body that holds the op, mutably.
    pub fn enclosing_body_mut(&mut self) -> &mut Body {
        &mut self.holder
    }

    /// The top-level op.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The body of the top-level op's regions, when it is isolated.
    pub fn body(&self) -> Option<&Body> {
        self.holder.isolated_body(self.op)
    }

    /// The body of the top-level op's regions, mutably.
    pub fn body_mut(&mut self) -> Option<&mut Body> {
        self.holder.isolated_body_mut(self.op)
    }

    /// The resource sections read with the op (or to be printed with it).
    pub fn resources(&self) -> &[ResourceSection] {
        &self.resources
    }

    /// The resource sections, mutably.
    pub fn resources_mut(&mut self) -> &mut Vec<ResourceSection> {
        &mut self.resources
    }
}

impl Clone for OwnedOp {
    fn clone(&self) -> Self {
        OwnedOp { holder: self.holder.clone(), op: self.op, resources: self.resources.clone() }
    }
}

impl OwnedOp {
    /// A holder for isolated ops to be swapped into (see
    /// [`OwnedOp::swap_with`]): one isolated op with operands and results of
    /// the given types (standing in for those of the ops it will hold) and an
    /// empty body.
    pub fn placeholder(ctx: &Context, operand_types: &[Type], result_types: &[Type]) -> OwnedOp {
        let loc = ctx.unknown_loc();
        let mut holder = Body::new(0);
        let operands: SmallVec<[ValueId; 4]> =
            operand_types.iter().map(|&ty| holder.create_detached_value(ty, loc)).collect();
        let spec = OpSpec {
            operands: &operands,
            results: result_types,
            ..OpSpec::new(ctx, ctx.op_name("builtin.module"), loc)
        };
        let op = holder.create_op(&spec, true);
        OwnedOp::new(holder, op)
    }

    /// Exchanges the top-level op's name, location, attributes and body with
    /// those of `other`, an isolated op of some other body. Swapping twice
    /// puts everything back, with the changes made in between. Returns false,
    /// changing nothing, when either op is not isolated.
    ///
    /// This is how the pass manager works on an op apart from its siblings
    /// without copying it: the op's contents move into a holder of their own
    /// for the time of a pipeline.
    pub fn swap_with(&mut self, other: &mut OpData) -> bool {
        let op = self.op;
        self.holder.op_mut(op).swap_isolated(other)
    }
}

impl Body {
    /// Lifts the isolated op `op` out of this body into an [`OwnedOp`] of its
    /// own, so that it can be worked on while this body is not borrowed. The
    /// lifted op keeps its body (and so its identity, see [`Body::key`]), its
    /// name, location and attributes; its operands and results are stood in
    /// for by values of the same types in the holder. Returns `None` when `op`
    /// is not isolated.
    ///
    /// Put it back with [`Body::restore_isolated`]; until then `op` has an
    /// empty body here.
    pub fn lift_isolated(&mut self, ctx: &Context, op: OpId) -> Option<OwnedOp> {
        if !self.is_isolated(op) {
            return None;
        }
        let operand_types: SmallVec<[Type; 4]> = self.operands(op).map(|v| self.value_type(v)).collect();
        let result_types: SmallVec<[Type; 4]> = self.results(op).map(|v| self.value_type(v)).collect();
        let mut lifted = OwnedOp::placeholder(ctx, &operand_types, &result_types);
        lifted.swap_with(self.op_mut(op));
        Some(lifted)
    }

    /// Puts back an op lifted with [`Body::lift_isolated`]: its body and the
    /// changes made to its location and attributes.
    pub fn restore_isolated(&mut self, op: OpId, mut lifted: OwnedOp) {
        lifted.swap_with(self.op_mut(op));
    }
}
