//! Which value stands for which: the value mapping of each body changed
//! through the log (so that rollback can restore it), lookups that look
//! through the driver's casts, and the remapping of a pattern's operands to
//! the types its converter asks for (building target materializations where
//! no value of those types exists yet).

use smallvec::SmallVec;

use crate::ir::{Body, Location, OpId, Type, ValueId};

use super::super::mapping::{append_values, Previous, ValueVec};
use super::super::type_converter::TypeVec;
use super::bodies::{Slot, PURE_CAST, REPLACEMENT_CAST};
use super::materialization::{compute_insert_point, MaterializationInfo, MaterializationKind};
use super::ConversionCore;

/// One mapping change, to undo.
pub(super) struct MappingUndo {
    pub(super) slot: Slot,
    pub(super) key: SmallVec<[ValueId; 2]>,
    pub(super) previous: Previous,
}

impl<'a> ConversionCore<'a> {
    pub(super) fn map(&mut self, slot: Slot, from: &[ValueId], to: ValueVec) -> u32 {
        let previous = self.slots[slot as usize].mapping.map(from, to);
        self.mapping_undo.push(MappingUndo { slot, key: SmallVec::from_slice(from), previous });
        (self.mapping_undo.len() - 1) as u32
    }

    pub(super) fn unmap(&mut self, undo: u32) {
        if let Some(u) = self.mapping_undo.get_mut(undo as usize) {
            let previous = u.previous.take();
            let (slot, key) = (u.slot, u.key.clone());
            self.slots[slot as usize].mapping.unmap(&key, previous);
        }
    }

    /// The most recent replacement of `from` (see `ValueMapping::lookup`),
    /// looking through no-rollback replacement casts.
    pub(crate) fn lookup(&self, body: &Body, slot: Slot, from: ValueId, desired: &[Type], skip_pure: bool) -> ValueVec {
        let s = &self.slots[slot as usize];
        let is_pure = |op: OpId| s.flags.get(op) & PURE_CAST != 0;
        // No-rollback mode: a replacement cast stands for the values it
        // converts (its inputs, kept current by the immediate replacements).
        let through = |v: ValueId| -> Option<ValueVec> {
            if !self.rollback {
                let op = body.defining_op(v)?;
                if s.flags.get(op) & REPLACEMENT_CAST != 0 {
                    return Some(body.operands(op).collect());
                }
            }
            None
        };
        s.mapping.lookup(body, from, desired, skip_pure, is_pure, through)
    }
    pub(super) fn lookup_or_null(&self, body: &Body, slot: Slot, value: ValueId, desired: &[Type]) -> ValueVec {
        let s = &self.slots[slot as usize];
        s.mapping.lookup_or_null(body, value, desired, |op| s.flags.get(op) & PURE_CAST != 0, |_| None)
    }

    /// The remapped values of `values` for a pattern (MLIR's `remapValues`),
    /// appended to `out` with one end index per value in `ends`. False (with
    /// a logged reason) when a type cannot be converted.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn remap_values(
        &mut self,
        body: &mut Body,
        slot: Slot,
        what: &str,
        loc: Option<Location>,
        values: &[ValueId],
        out: &mut SmallVec<[ValueId; 8]>,
        ends: &mut SmallVec<[u32; 4]>,
    ) -> bool {
        let mut legal = TypeVec::new();
        for (i, &v) in values.iter().enumerate() {
            let Some(converter) = self.current_converter else {
                let latest = self.lookup(body, slot, v, &[], true);
                append_values(out, &latest);
                ends.push(out.len() as u32);
                continue;
            };
            legal.clear();
            if !converter.convert_value_type_into(self.ctx, body, v, &mut legal) {
                if self.log.is_some() {
                    let ty = self.ctx.type_to_string(body.value_type(v));
                    log_line!(self, "** Failure : unable to convert type for {what} #{i}, type was {ty}");
                }
                return false;
            }
            if legal.is_empty() {
                ends.push(out.len() as u32);
                continue;
            }
            let found = self.lookup(body, slot, v, &legal, false);
            if !found.is_empty() {
                append_values(out, &found);
                ends.push(out.len() as u32);
                continue;
            }
            let latest = self.lookup(body, slot, v, &[], true);
            let Some(ip) = compute_insert_point(body, &latest) else { return false };
            let info = MaterializationInfo {
                converter: Some(converter),
                kind: MaterializationKind::Target,
                original: Some(body.value_type(v)),
                pure: true,
                replacement: false,
            };
            let loc = loc.unwrap_or_else(|| body.value_loc(v));
            // Without rollback MLIR 22 does not map the cast, so every use
            // converted later builds its own.
            let map_from: &[ValueId] = if self.rollback { &latest } else { &[] };
            let cast = self.build_materialization(body, slot, info, ip, loc, map_from, &latest, &legal);
            append_values(out, &cast);
            ends.push(out.len() as u32);
        }
        true
    }
}
