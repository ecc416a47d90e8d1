//! The bodies taking part in a conversion: the root body (the one holding
//! the root op) and the body of every isolated op nested in it (a module's
//! functions each own one). Each body gets a [`BodyIndex`] and a
//! [`BodyState`] (its value mapping, its materializations, the ops marked
//! replaced or ignored). The log names a body by its index, and the body is
//! found again from the root body through the chain of isolated ops owning
//! it, so that a change can be undone or committed after other patterns
//! moved things around (a function's body handed to the op replacing it).

use rustc_hash::FxHashMap;

use crate::ir::{Body, BodyKey, EntityId, OpId};

use super::super::mapping::ValueMapping;
use super::materialization::MaterializationInfo;
use super::ConversionCore;

/// The index of a body taking part in a conversion, in the order the
/// conversion met it (the root body is 0). The debug log names bodies by it:
/// `op12@1` is op 12 of body 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BodyIndex(u32);

impl BodyIndex {
    /// The position in a list with one entry per body.
    pub(crate) fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for BodyIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<'a> std::ops::Index<BodyIndex> for Vec<BodyState<'a>> {
    type Output = BodyState<'a>;
    fn index(&self, index: BodyIndex) -> &BodyState<'a> {
        &self[index.index()]
    }
}

impl<'a> std::ops::IndexMut<BodyIndex> for Vec<BodyState<'a>> {
    fn index_mut(&mut self, index: BodyIndex) -> &mut BodyState<'a> {
        &mut self[index.index()]
    }
}

/// A replaced or erased op (it stays in the IR until the commit in rollback
/// mode); also what is nested in it.
pub(super) const REPLACED: u8 = 1;
/// An op nested in a recursively legal op: not legalized.
pub(super) const IGNORED: u8 = 2;
/// A driver cast that is a pure type conversion (`MaterializationInfo::pure`),
/// kept as a flag so that value lookups need not hash the op.
pub(super) const PURE_CAST: u8 = 4;
/// A no-rollback replacement cast (`MaterializationInfo::replacement`).
pub(super) const REPLACEMENT_CAST: u8 = 8;

/// Per-op flags of one body, indexed by op id.
#[derive(Default)]
pub(super) struct OpFlags(Vec<u8>);

impl OpFlags {
    pub(super) fn get(&self, op: OpId) -> u8 {
        self.0.get(op.index()).copied().unwrap_or(0)
    }

    /// Sets `flag`; true if it was not set.
    pub(super) fn set(&mut self, op: OpId, flag: u8) -> bool {
        let i = op.index();
        if i >= self.0.len() {
            self.0.resize(i + 1, 0);
        }
        let was = self.0[i] & flag != 0;
        self.0[i] |= flag;
        !was
    }

    pub(super) fn clear(&mut self, op: OpId, flag: u8) {
        if let Some(f) = self.0.get_mut(op.index()) {
            *f &= !flag;
        }
    }
}

/// The conversion state of one body.
pub(crate) struct BodyState<'a> {
    /// The identity of the body, checked when it is found again.
    pub(super) key: BodyKey,
    /// The isolated op owning this body and the index of the body holding
    /// that op; `None` for the root body.
    pub(super) owner: Option<(BodyIndex, OpId)>,
    pub(super) mapping: ValueMapping,
    pub(super) materializations: FxHashMap<OpId, MaterializationInfo<'a>>,
    /// Materializations in creation order (some may since be gone).
    pub(super) materialization_order: Vec<OpId>,
    pub(super) flags: OpFlags,
}

/// The body at `index` found from `root_body` through the chain of
/// isolated ops owning it, without the key check of `index` itself (the
/// check of the body asked for covers the path: a wrong step cannot lead to
/// its key). `None` when an owner is gone (erased).
fn find_body_unchecked<'r>(
    root_body: &'r mut Body,
    bodies: &[BodyState<'_>],
    index: BodyIndex,
) -> Option<&'r mut Body> {
    match bodies[index.index()].owner {
        None => Some(root_body),
        Some((parent, op)) => {
            let parent = find_body_unchecked(root_body, bodies, parent)?;
            if parent.is_erased(op) {
                return None;
            }
            parent.isolated_body_mut(op)
        }
    }
}

impl<'a> ConversionCore<'a> {
    /// The body at `body_index`, found from `root_body` through the chain of
    /// isolated ops owning it; `None` when an owner is gone (erased).
    pub(crate) fn find_body<'r>(&self, root_body: &'r mut Body, body_index: BodyIndex) -> Option<&'r mut Body> {
        let state = &self.bodies[body_index];
        let body = match state.owner {
            None => root_body,
            Some((parent, op)) => {
                // Owner chains are short (a module's functions: one step), so
                // recursion is cheaper than collecting the path first.
                let parent = find_body_unchecked(root_body, &self.bodies, parent)?;
                if parent.is_erased(op) {
                    return None;
                }
                parent.isolated_body_mut(op)?
            }
        };
        (body.key() == state.key).then_some(body)
    }

    /// The isolated op owning the body at `body_index` and the index of the
    /// body holding it; `None` for the root body.
    pub(crate) fn owner_of(&self, body_index: BodyIndex) -> Option<(BodyIndex, OpId)> {
        self.bodies[body_index].owner
    }

    /// The indices of the bodies registered so far, in order.
    pub(crate) fn body_indices(&self) -> impl Iterator<Item = BodyIndex> {
        (0..self.bodies.len() as u32).map(BodyIndex)
    }

    /// The index of the body with `key`, registered with `owner` if new.
    pub(crate) fn register_body(&mut self, key: BodyKey, owner: Option<(BodyIndex, OpId)>) -> BodyIndex {
        if let Some(&s) = self.index_by_key.get(&key) {
            return s;
        }
        let s = BodyIndex(self.bodies.len() as u32);
        self.bodies.push(BodyState {
            key,
            owner,
            mapping: ValueMapping::default(),
            materializations: FxHashMap::default(),
            materialization_order: Vec::new(),
            flags: OpFlags::default(),
        });
        self.index_by_key.insert(key, s);
        s
    }

    /// The index of the body owned by `op` (an isolated op of `body`, at
    /// `body_index`), registered if new.
    pub(super) fn register_nested_body(&mut self, body: &Body, body_index: BodyIndex, op: OpId) -> Option<BodyIndex> {
        let nested = body.isolated_body(op)?;
        Some(self.register_body(nested.key(), Some((body_index, op))))
    }

    /// A label for the debug log: `'name'(op12@1)` (op 12 of body 1).
    pub(crate) fn label(&self, body: &Body, body_index: BodyIndex, op: OpId) -> String {
        format!("'{}'(op{}@{})", self.ctx.op_name_str(body.op_name(op)), op.index(), body_index)
    }

    /// True when `op` should not be legalized: replaced, erased, or nested
    /// in a recursively legal op.
    pub(crate) fn is_ignored(&self, body_index: BodyIndex, op: OpId) -> bool {
        self.bodies[body_index].flags.get(op) & (REPLACED | IGNORED) != 0
    }

    /// True when `op` was replaced or erased (in rollback mode, where it
    /// stays in the IR until the end).
    pub(crate) fn was_replaced(&self, body_index: BodyIndex, op: OpId) -> bool {
        self.bodies[body_index].flags.get(op) & REPLACED != 0
    }

    fn mark(&mut self, body_index: BodyIndex, op: OpId, flag: u8) {
        if self.bodies[body_index].flags.set(op, flag) {
            if flag == REPLACED {
                self.replaced_log.push((body_index, op));
            } else {
                self.ignored_log.push((body_index, op));
            }
        }
    }

    /// Marks `op` (unless `skip_self`) and everything nested in it, also in
    /// the bodies of nested isolated ops.
    pub(super) fn mark_nested(&mut self, body: &Body, body_index: BodyIndex, op: OpId, flag: u8, skip_self: bool) {
        if !skip_self {
            self.mark(body_index, op, flag);
        }
        if body.is_isolated(op) {
            if let Some(nested_index) = self.register_nested_body(body, body_index, op) {
                if let Some(nested) = body.isolated_body(op) {
                    let mut ops = Vec::new();
                    nested.walk_preorder(|o| ops.push(o));
                    for o in ops {
                        self.mark_nested(nested, nested_index, o, flag, false);
                    }
                }
            }
            return;
        }
        let mut ops = Vec::new();
        for &r in body.regions(op) {
            body.walk_region(r, &mut |o, pre| {
                if pre {
                    ops.push(o)
                }
            });
        }
        for o in ops {
            if body.is_isolated(o) {
                self.mark_nested(body, body_index, o, flag, false);
            } else {
                self.mark(body_index, o, flag);
            }
        }
    }

    /// Marks what is nested in `op` as ignored (a recursively legal op).
    pub(crate) fn mark_nested_ignored(&mut self, body: &Body, body_index: BodyIndex, op: OpId) {
        self.mark_nested(body, body_index, op, IGNORED, true);
    }
}
