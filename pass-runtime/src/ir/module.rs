//! [`OwnedOp`]: a top-level operation that owns everything (what the parser
//! returns and what a `PassManager` runs on), plus the file-level resource
//! sections (`{-# ... #-}`) that travel with it.

use super::body::{Body, OpId};

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
