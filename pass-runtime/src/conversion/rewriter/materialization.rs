//! The driver's `builtin.unrealized_conversion_cast`s (materializations):
//! what each one is for, how one is built and recorded, and where it goes.
//! During a conversion the driver inserts these casts instead of calling
//! the type converter's materializations; the end of the conversion
//! reconciles them and asks the recorded converter for the real IR.

use crate::ir::{Body, EntityId, InsertPoint, Location, OpId, OpSpec, Type, ValueDef, ValueId};

use super::super::mapping::ValueVec;
use super::super::type_converter::TypeConverter;
use super::bodies::{BodyIndex, PURE_CAST, REPLACED, REPLACEMENT_CAST};
use super::changes::Change;
use super::commit::is_before_in_block;
use super::ConversionCore;

/// Which way a materialization converts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MaterializationKind {
    /// From a replacement value back to the original type.
    Source,
    /// From a value to the type a pattern's converter expects.
    Target,
}

/// What the driver knows about one of its `unrealized_conversion_cast`s.
#[derive(Clone, Copy)]
pub(crate) struct MaterializationInfo<'a> {
    pub(crate) converter: Option<&'a TypeConverter>,
    pub(crate) kind: MaterializationKind,
    /// The type of the value being converted (target materializations).
    pub(crate) original: Option<Type>,
    /// Only reconciles types (MLIR's pure type conversion marker); lookups
    /// without a type converter skip it.
    pub(super) pure: bool,
    /// A no-rollback replacement cast: lookups look through it to its inputs.
    pub(super) replacement: bool,
}

impl<'a> MaterializationInfo<'a> {
    /// A cast from a value to the type `converter` gives it (`original`, the
    /// value's type, is passed on to the converter's target
    /// materialization).
    pub(super) fn target(converter: &'a TypeConverter, original: Type) -> Self {
        MaterializationInfo {
            converter: Some(converter),
            kind: MaterializationKind::Target,
            original: Some(original),
            pure: true,
            replacement: false,
        }
    }

    /// A cast from the replacement values of a value back to its type.
    fn back_to_original(converter: Option<&'a TypeConverter>) -> Self {
        MaterializationInfo {
            converter,
            kind: MaterializationKind::Source,
            original: None,
            pure: true,
            replacement: false,
        }
    }

    /// A no-rollback replacement cast: the replacement values of a value,
    /// cast back to its type for the users that remain.
    pub(super) fn replacement(converter: Option<&'a TypeConverter>) -> Self {
        MaterializationInfo { replacement: true, ..Self::back_to_original(converter) }
    }

    /// A cast from nothing: a value "out of thin air" for users of a value
    /// that was dropped without replacement.
    fn thin_air(converter: Option<&'a TypeConverter>) -> Self {
        MaterializationInfo { pure: false, ..Self::back_to_original(converter) }
    }
}

impl<'a> ConversionCore<'a> {
    /// Creates an `unrealized_conversion_cast` from `inputs` to `outputs` at
    /// `ip`, maps `map_from` to its results if not empty, and records it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn build_materialization(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        info: MaterializationInfo<'a>,
        ip: InsertPoint,
        loc: Location,
        map_from: &[ValueId],
        inputs: &[ValueId],
        outputs: &[Type],
    ) -> ValueVec {
        let spec = OpSpec { operands: inputs, results: outputs, ..OpSpec::new(self.ctx, self.cast_name, loc) };
        let op = body.create_op(&spec, false);
        body.insert_op(op, ip);
        let results: ValueVec = body.results(op).collect();
        let undo = (!map_from.is_empty()).then(|| self.map(body_index, map_from, results.clone()));
        let s = &mut self.bodies[body_index];
        s.materializations.insert(op, info);
        s.materialization_order.push(op);
        if info.pure {
            s.flags.set(op, PURE_CAST);
        }
        if info.replacement {
            s.flags.set(op, REPLACEMENT_CAST);
        }
        self.changes.push(Change::Materialization { body_index, op, undo });
        log_line!(self, "** Materialize : 'builtin.unrealized_conversion_cast'(op{}@{})", op.index(), body_index);
        results
    }

    /// The driver's casts still in the IR of the body at `body_index`, in
    /// the order they were created (what the end of the conversion
    /// reconciles).
    pub(crate) fn live_materializations(&self, body: &Body, body_index: BodyIndex) -> Vec<OpId> {
        let state = &self.bodies[body_index];
        state
            .materialization_order
            .iter()
            .copied()
            .filter(|op| {
                state.materializations.contains_key(op) && !body.is_erased(*op) && body.op_block(*op).is_some()
            })
            .collect()
    }

    /// What the driver recorded about its cast `op` (one of
    /// [`ConversionCore::live_materializations`]).
    pub(crate) fn materialization(&self, body_index: BodyIndex, op: OpId) -> MaterializationInfo<'a> {
        self.bodies[body_index].materializations[&op]
    }

    /// A replacement for `value` of its own type at the end of a rollback
    /// conversion: the most recent replacement of that type, or a source
    /// materialization of the most recent one; `None` when the value is dead
    /// or dropped (MLIR's `findOrBuildReplacementValue`).
    pub(super) fn find_or_build_replacement(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        value: ValueId,
        converter: Option<&'a TypeConverter>,
    ) -> Option<ValueId> {
        let ty = body.value_type(value);
        let same_type = self.lookup_or_null(body, body_index, value, &[ty]);
        if let Some(&v) = same_type.first() {
            return Some(v);
        }
        let s = &self.bodies[body_index];
        let dead = body.uses_of(value).all(|u| s.flags.get(body.use_owner(u).0) & REPLACED != 0)
            && !s.mapping.is_mapped_to(value);
        if dead {
            return None;
        }
        let latest = self.lookup_or_null(body, body_index, value, &[]);
        if latest.is_empty() {
            return None;
        }
        let ip = compute_insert_point(body, &latest)?;
        let loc = body.value_loc(value);
        let info = MaterializationInfo::back_to_original(converter);
        self.build_materialization(body, body_index, info, ip, loc, &latest, &latest, &[ty]).first().copied()
    }

    /// A value "out of thin air" of `value`'s type, created at `at` for the
    /// users of `value` once it is dropped without replacement; `value` is
    /// mapped to it when `map_value` (rollback mode, before the commit).
    pub(super) fn build_thin_air_value(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
        value: ValueId,
        converter: Option<&'a TypeConverter>,
        at: InsertPoint,
        map_value: bool,
    ) -> ValueId {
        let (loc, ty) = (body.value_loc(value), body.value_type(value));
        let map_from: &[ValueId] = if map_value { &[value] } else { &[] };
        let info = MaterializationInfo::thin_air(converter);
        self.build_materialization(body, body_index, info, at, loc, map_from, &[], &[ty])[0]
    }
}

/// Where a value can be used from right after its definition: after its op,
/// or at the start of its block.
fn def_point(body: &Body, v: ValueId) -> Option<InsertPoint> {
    match body.value_def(v) {
        ValueDef::Result { op, .. } => body.op_block(op).map(|_| InsertPoint::After(op)),
        ValueDef::BlockArg { block, .. } => Some(InsertPoint::BlockStart(block)),
        ValueDef::Detached => None,
    }
}

/// An insertion point where all of `values` are defined (MLIR's
/// `computeInsertPoint`): after the latest definition. Values in one block
/// are ordered by position; a value nested deeper than another comes later.
pub(crate) fn compute_insert_point(body: &Body, values: &[ValueId]) -> Option<InsertPoint> {
    let mut best = *values.first()?;
    let mut best_point = def_point(body, best)?;
    for &v in &values[1..] {
        let Some(point) = def_point(body, v) else { continue };
        let later = match (body.value_def(best), body.value_def(v)) {
            (_, ValueDef::BlockArg { block, .. }) => {
                body.value_block(best) != Some(block) && {
                    // A block argument is later only when its block is nested
                    // below the other value's block.
                    body.value_block(best).is_some_and(|bb| {
                        body.block_region(block)
                            .and_then(|r| body.region_parent(r))
                            .and_then(|p| body.ancestor_in_block(bb, p))
                            .is_some()
                    })
                }
            }
            (ValueDef::BlockArg { block, .. }, ValueDef::Result { op, .. }) => {
                body.ancestor_in_block(block, op).is_some()
            }
            (ValueDef::Result { op: a, .. }, ValueDef::Result { op: b, .. }) => match body.op_block(a) {
                Some(ab) => match body.ancestor_in_block(ab, b) {
                    Some(anc) => anc == a || is_before_in_block(body, a, anc),
                    None => false,
                },
                None => true,
            },
            _ => false,
        };
        if later {
            best = v;
            best_point = point;
        }
    }
    Some(best_point)
}
