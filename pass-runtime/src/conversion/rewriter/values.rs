//! Which value stands for which: the value mapping of each body changed
//! through the log (so that rollback can restore it), lookups that look
//! through the driver's casts, and the remapping of a pattern's operands to
//! the types its converter asks for (building target materializations where
//! no value of those types exists yet).

use smallvec::SmallVec;

use crate::ir::{Body, Location, OpId, Type, ValueId};

use super::super::mapping::{append_values, Previous, ValueVec};
use super::super::pattern::OpAdaptor;
use super::super::type_converter::{TypeConverter, TypeVec};
use super::bodies::{BodyIndex, PURE_CAST, REPLACEMENT_CAST};
use super::materialization::{compute_insert_point, MaterializationInfo};
use super::ConversionCore;

/// One mapping change, to undo.
pub(super) struct MappingUndo {
    pub(super) body_index: BodyIndex,
    pub(super) key: SmallVec<[ValueId; 2]>,
    pub(super) previous: Previous,
}

/// The values standing for a list of values (a pattern's operands): for
/// each, zero or more values (a 1:N conversion), in one list.
#[derive(Default)]
pub(crate) struct RemappedValues {
    values: SmallVec<[ValueId; 8]>,
    /// `ends[i]` is one past the last value standing for value `i`.
    ends: SmallVec<[u32; 4]>,
}

impl RemappedValues {
    /// The values, for a pattern.
    pub(crate) fn adaptor(&self) -> OpAdaptor<'_> {
        OpAdaptor::new(&self.values, &self.ends)
    }

    /// All the values, in one list.
    pub(super) fn into_values(self) -> SmallVec<[ValueId; 8]> {
        self.values
    }
}

impl<'a> ConversionCore<'a> {
    pub(super) fn map(&mut self, body_index: BodyIndex, from: &[ValueId], to: ValueVec) -> u32 {
        let previous = self.bodies[body_index].mapping.map(from, to);
        self.mapping_undo.push(MappingUndo { body_index, key: SmallVec::from_slice(from), previous });
        (self.mapping_undo.len() - 1) as u32
    }

    pub(super) fn unmap(&mut self, undo: u32) {
        if let Some(u) = self.mapping_undo.get_mut(undo as usize) {
            let previous = u.previous.take();
            let (body_index, key) = (u.body_index, u.key.clone());
            self.bodies[body_index].mapping.unmap(&key, previous);
        }
    }

    /// The most recent replacement of `from` (see `ValueMapping::lookup`),
    /// looking through no-rollback replacement casts.
    pub(crate) fn lookup(
        &self,
        body: &Body,
        body_index: BodyIndex,
        from: ValueId,
        desired: &[Type],
        skip_pure: bool,
    ) -> ValueVec {
        let s = &self.bodies[body_index];
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
    pub(super) fn lookup_or_null(
        &self,
        body: &Body,
        body_index: BodyIndex,
        value: ValueId,
        desired: &[Type],
    ) -> ValueVec {
        let s = &self.bodies[body_index];
        s.mapping.lookup_or_null(body, value, desired, |op| s.flags.get(op) & PURE_CAST != 0, |_| None)
    }

    /// The values standing for `values` now (MLIR's `remapValues`), appended
    /// to `out`: with a `converter`, of the types it gives them (casts are
    /// inserted where no such value exists yet); without, the most recent
    /// replacements. False (with a logged reason) when a type cannot be
    /// converted. `what` names the values in that reason, and a cast goes at
    /// `loc` (or at its value's location).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn remap_values(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        converter: Option<&'a TypeConverter>,
        what: &str,
        loc: Option<Location>,
        values: &[ValueId],
        out: &mut RemappedValues,
    ) -> bool {
        let RemappedValues { values: out, ends } = out;
        let mut legal = TypeVec::new();
        for (i, &v) in values.iter().enumerate() {
            let Some(converter) = converter else {
                let latest = self.lookup(body, body_index, v, &[], true);
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
            let found = self.lookup(body, body_index, v, &legal, false);
            if !found.is_empty() {
                append_values(out, &found);
                ends.push(out.len() as u32);
                continue;
            }
            let latest = self.lookup(body, body_index, v, &[], true);
            let Some(ip) = compute_insert_point(body, &latest) else { return false };
            let info = MaterializationInfo::target(converter, body.value_type(v));
            let loc = loc.unwrap_or_else(|| body.value_loc(v));
            // Without rollback MLIR 22 does not map the cast, so every use
            // converted later builds its own.
            let map_from: &[ValueId] = if self.rollback { &latest } else { &[] };
            let cast = self.build_materialization(body, body_index, info, ip, loc, map_from, &latest, &legal);
            append_values(out, &cast);
            ends.push(out.len() as u32);
        }
        true
    }
}
