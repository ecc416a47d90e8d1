//! The bodies taking part in a conversion: a module's and one per function
//! (each isolated op owns a body of its own). Each gets an index and a state
//! (its value mapping, its materializations, the ops marked replaced or
//! ignored); a body is found again from the root body through the chain of
//! isolated ops owning it, so that a change logged in one body can be undone
//! or committed after other patterns moved things around.

use rustc_hash::FxHashMap;

use crate::ir::{Body, BodyKey, EntityId, OpId};

use super::super::mapping::ValueMapping;
use super::materialization::MaterializationInfo;
use super::ConversionCore;

/// The index of a body taking part in a conversion.
pub(crate) type Slot = u32;

pub(super) const REPLACED: u8 = 1;
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
pub(crate) struct SlotState<'a> {
    pub(crate) key: BodyKey,
    /// The op owning this body and the slot holding it; `None` for the body
    /// holding the root op.
    pub(crate) owner: Option<(Slot, OpId)>,
    pub(crate) mapping: ValueMapping,
    pub(crate) materializations: FxHashMap<OpId, MaterializationInfo<'a>>,
    /// Materializations in creation order (some may since be gone).
    pub(crate) materialization_order: Vec<OpId>,
    pub(super) flags: OpFlags,
}

/// Finds the body of `slot` from the root holder, through the chain of
/// isolated ops owning it. `None` when an owner is gone (erased).
pub(crate) fn body_of<'r>(root: &'r mut Body, slots: &[SlotState<'_>], slot: Slot) -> Option<&'r mut Body> {
    let state = &slots[slot as usize];
    let body = match state.owner {
        None => root,
        Some((parent, op)) => {
            // Owner chains are short (a module's functions: one step), so
            // recursion is cheaper than collecting the path first.
            let parent = body_of_unchecked(root, slots, parent)?;
            if parent.is_erased(op) {
                return None;
            }
            parent.isolated_body_mut(op)?
        }
    };
    (body.key() == state.key).then_some(body)
}

/// [`body_of`] without the key check of `slot` itself (the check of the
/// slot asked for covers the path: a wrong step cannot lead to its key).
pub(super) fn body_of_unchecked<'r>(root: &'r mut Body, slots: &[SlotState<'_>], slot: Slot) -> Option<&'r mut Body> {
    match slots[slot as usize].owner {
        None => Some(root),
        Some((parent, op)) => {
            let parent = body_of_unchecked(root, slots, parent)?;
            if parent.is_erased(op) {
                return None;
            }
            parent.isolated_body_mut(op)
        }
    }
}

impl<'a> ConversionCore<'a> {
    /// The slot of the body with `key`, registered with `owner` if new.
    pub(crate) fn slot_for(&mut self, key: BodyKey, owner: Option<(Slot, OpId)>) -> Slot {
        if let Some(&s) = self.slot_by_key.get(&key) {
            return s;
        }
        let s = self.slots.len() as Slot;
        self.slots.push(SlotState {
            key,
            owner,
            mapping: ValueMapping::default(),
            materializations: FxHashMap::default(),
            materialization_order: Vec::new(),
            flags: OpFlags::default(),
        });
        self.slot_by_key.insert(key, s);
        s
    }

    /// The slot of the body owned by `op` (an isolated op of `body`, in
    /// `slot`), registered if new.
    pub(super) fn nested_slot(&mut self, body: &Body, slot: Slot, op: OpId) -> Option<Slot> {
        let nested = body.isolated_body(op)?;
        Some(self.slot_for(nested.key(), Some((slot, op))))
    }

    /// A label for the debug log: `'name'(op12@1)` (op 12 of body 1).
    pub(crate) fn label(&self, body: &Body, slot: Slot, op: OpId) -> String {
        format!("'{}'(op{}@{})", self.ctx.op_name_str(body.op_name(op)), op.index(), slot)
    }

    /// True when `op` should not be legalized: replaced, erased, or nested
    /// in a recursively legal op.
    pub(crate) fn is_ignored(&self, slot: Slot, op: OpId) -> bool {
        self.slots[slot as usize].flags.get(op) & (REPLACED | IGNORED) != 0
    }

    /// True when `op` was replaced or erased (in rollback mode, where it
    /// stays in the IR until the end).
    pub(crate) fn was_replaced(&self, slot: Slot, op: OpId) -> bool {
        self.slots[slot as usize].flags.get(op) & REPLACED != 0
    }

    pub(super) fn mark(&mut self, slot: Slot, op: OpId, flag: u8) {
        if self.slots[slot as usize].flags.set(op, flag) {
            if flag == REPLACED {
                self.replaced_log.push((slot, op));
            } else {
                self.ignored_log.push((slot, op));
            }
        }
    }

    /// Marks `op` (unless `skip_self`) and everything nested in it, also in
    /// the bodies of nested isolated ops.
    pub(super) fn mark_nested(&mut self, body: &Body, slot: Slot, op: OpId, flag: u8, skip_self: bool) {
        if !skip_self {
            self.mark(slot, op, flag);
        }
        if body.is_isolated(op) {
            if let Some(nested_slot) = self.nested_slot(body, slot, op) {
                if let Some(nested) = body.isolated_body(op) {
                    let mut ops = Vec::new();
                    nested.walk_preorder(|o| ops.push(o));
                    for o in ops {
                        self.mark_nested(nested, nested_slot, o, flag, false);
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
                self.mark_nested(body, slot, o, flag, false);
            } else {
                self.mark(slot, o, flag);
            }
        }
    }

    /// Marks what is nested in `op` as ignored (a recursively legal op).
    pub(crate) fn mark_nested_ignored(&mut self, body: &Body, slot: Slot, op: OpId) {
        self.mark_nested(body, slot, op, IGNORED, true);
    }
}
