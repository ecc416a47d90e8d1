//! [`OwnedOp`]: a top-level operation that owns everything (what the parser
//! returns and what a `PassManager` runs on), plus the file-level resource
//! sections (`{-# ... #-}`) that travel with it.

use smallvec::SmallVec;

use super::body::{Body, OpId, OpRegions, OpSpec, ValueId};
use super::types::Type;

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
/// The op itself (its name, attributes and location) lives in a small holder
/// body; its regions live in the op's own body when it is `IsolatedFromAbove`
/// (as `builtin.module` is).
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

    /// The holder body.
    pub fn holder(&self) -> &Body {
        &self.holder
    }

    /// The holder body, mutably.
    pub fn holder_mut(&mut self) -> &mut Body {
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

impl Body {
    /// Lifts the isolated op `op` out of this body into an [`OwnedOp`] of its
    /// own, so that it can be worked on while its siblings are worked on
    /// elsewhere (the pass manager runs nested pipelines this way, one lifted
    /// op per thread). The lifted op keeps its body (and so its identity, see
    /// [`Body::key`]), its name, location and attributes; its operands and
    /// results are stood in for by values of the same types in the holder.
    /// Returns `None` when `op` is not isolated.
    ///
    /// Put it back with [`Body::restore_isolated`]; until then `op` has an
    /// empty body here.
    pub fn lift_isolated(&mut self, op: OpId) -> Option<OwnedOp> {
        let body = self.take_isolated_body(op)?;
        let data = self.op(op);
        let (name, loc, props, attrs) = (data.name(), data.loc(), data.props(), data.attrs());
        let operand_types: SmallVec<[Type; 4]> = self.operands(op).map(|v| self.value_type(v)).collect();
        let result_types: SmallVec<[Type; 4]> = self.results(op).map(|v| self.value_type(v)).collect();
        let mut holder = Body::new(0);
        let operands: SmallVec<[ValueId; 4]> =
            operand_types.iter().map(|&ty| holder.create_detached_value(ty, loc)).collect();
        let spec = OpSpec {
            name,
            operands: &operands,
            results: &result_types,
            props,
            attrs,
            successors: &[],
            num_regions: 0,
            loc,
        };
        let lifted = holder.create_op_with_regions(&spec, OpRegions::Isolated(Box::new(body)));
        Some(OwnedOp::new(holder, lifted))
    }

    /// Puts back an op lifted with [`Body::lift_isolated`]: its body and the
    /// changes made to its location and attributes.
    pub fn restore_isolated(&mut self, op: OpId, mut lifted: OwnedOp) {
        let from = lifted.op();
        let holder = lifted.holder_mut();
        let body = holder.take_isolated_body(from).unwrap_or_default();
        let data = holder.op(from);
        let (loc, props, attrs) = (data.loc(), data.props(), data.attrs());
        let target = self.op_mut(op);
        target.set_loc(loc);
        target.set_props(props);
        target.set_attrs(attrs);
        self.put_isolated_body(op, body);
    }
}
