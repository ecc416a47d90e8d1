//! The conversion rewriter (MLIR's `ConversionPatternRewriter` and its
//! `ConversionPatternRewriterImpl`): every change a pattern makes during a
//! conversion goes through it, so that it can be
//!
//! - in **rollback mode**, logged (a `Vec` of small [`Change`] entries) and
//!   undone when a legalization path fails; op replacement, op erasure and
//!   value replacement are delayed to the end of the conversion (the op
//!   stays in the IR, its uses untouched, the replacement recorded in the
//!   value mapping), as the specification's table says;
//! - in **no-rollback mode**, made at once. A replacement value of another
//!   type reaches the remaining users through a `builtin.unrealized_conversion_cast`
//!   (a "replacement cast" the driver looks through when remapping operands).
//!
//! The IR of a conversion spans several bodies (a module's and one per
//! function). Each body has a slot (its value mapping, its materializations,
//! the ops marked replaced or ignored), found from the root by the chain of
//! isolated ops that own it. Plain [`RewritePattern`](crate::rewrite::RewritePattern)s
//! go through the same code: their [`PatternRewriter`] has a listener that
//! takes its changes over ([`RewriteOverride`]).

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use crate::ir::{
    print_op_local, BlockId, Body, BodyKey, Context, EntityId, InsertPoint, Location, OpId, OpName, OpSpec, RegionId,
    Type, ValueDef, ValueId,
};
use crate::ir::{IrRead, OpBuilder};
use crate::rewrite::{PatternRewriter, RewriteListener, RewriteOverride};

use super::debug::Logger;
use super::mapping::{append_values, one_value, Previous, ValueMapping, ValueVec};
use super::type_converter::{SignatureConversion, TypeConverter, TypeVec};
use super::InputMapping;

/// The index of a body taking part in a conversion.
pub(crate) type Slot = u32;

const REPLACED: u8 = 1;
const IGNORED: u8 = 2;
/// A driver cast that is a pure type conversion (`MaterializationInfo::pure`),
/// kept as a flag so that value lookups need not hash the op.
const PURE_CAST: u8 = 4;
/// A no-rollback replacement cast (`MaterializationInfo::replacement`).
const REPLACEMENT_CAST: u8 = 8;

/// Per-op flags of one body, indexed by op id.
#[derive(Default)]
struct OpFlags(Vec<u8>);

impl OpFlags {
    fn get(&self, op: OpId) -> u8 {
        self.0.get(op.index()).copied().unwrap_or(0)
    }

    /// Sets `flag`; true if it was not set.
    fn set(&mut self, op: OpId, flag: u8) -> bool {
        let i = op.index();
        if i >= self.0.len() {
            self.0.resize(i + 1, 0);
        }
        let was = self.0[i] & flag != 0;
        self.0[i] |= flag;
        !was
    }

    fn clear(&mut self, op: OpId, flag: u8) {
        if let Some(f) = self.0.get_mut(op.index()) {
            *f &= !flag;
        }
    }
}

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
    pub(crate) pure: bool,
    /// A no-rollback replacement cast: lookups look through it to its inputs.
    pub(crate) replacement: bool,
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
    flags: OpFlags,
}

/// A saved op state, to undo an in-place modification.
struct OpSnapshot {
    loc: Location,
    attrs: crate::ir::Attribute,
    props: crate::ir::Attribute,
    operands: SmallVec<[ValueId; 4]>,
    successors: SmallVec<[BlockId; 2]>,
}

/// One mapping change, to undo.
struct MappingUndo {
    slot: Slot,
    key: SmallVec<[ValueId; 2]>,
    previous: Previous,
}

/// One logged change (MLIR's `IRRewrite` subclasses, as an enum). Kept
/// small: side data lives in the core's side tables.
#[derive(Clone, Copy)]
pub(crate) enum Change<'a> {
    /// An op was created (inserted from detached). Undo: erase it.
    CreateOp { slot: Slot, op: OpId },
    /// An op was moved. Undo: move it back before `before` (or to the end of
    /// `block`).
    MoveOp { slot: Slot, op: OpId, block: BlockId, before: Option<OpId> },
    /// An op is being modified in place. Undo: restore the snapshot.
    ModifyOp { slot: Slot, op: OpId, snapshot: u32 },
    /// An op is replaced (delayed). Commit: replace uses, unlink; cleanup:
    /// erase. Undo: drop the mappings of its results.
    ReplaceOp { slot: Slot, op: OpId, converter: Option<&'a TypeConverter>, undo: u32, undo_len: u32 },
    /// The uses of a value are replaced (delayed). `block_arg`: only the
    /// uses after the replacement's definition (MLIR's block-argument rule).
    ReplaceValue { slot: Slot, value: ValueId, converter: Option<&'a TypeConverter>, block_arg: bool, undo: u32 },
    /// A block was created. Undo: erase it.
    CreateBlock { slot: Slot, block: BlockId },
    /// A block was unlinked, to be erased at the end. Undo: reinsert it.
    EraseBlock { slot: Slot, block: BlockId, region: RegionId, before: Option<BlockId> },
    /// The ops `first..=last` of `source` were moved elsewhere. Undo: move
    /// them back to the start of `source`.
    InlineBlock { slot: Slot, source: BlockId, first: OpId, last: OpId },
    /// A block was moved. Undo: move it back.
    MoveBlock { slot: Slot, block: BlockId, region: RegionId, before: Option<BlockId> },
    /// The ops from some op to the end of `block` moved to `new_block`.
    /// Undo: move every op of `new_block` back to the end of `block`.
    SplitBlock { slot: Slot, block: BlockId, new_block: BlockId },
    /// Branches to `orig` were redirected to `new`. Undo: redirect back.
    BlockTypeConversion { slot: Slot, orig: BlockId, new: BlockId },
    /// A materialization cast was created (and maybe mapped). Undo: unmap,
    /// erase it.
    Materialization { slot: Slot, op: OpId, undo: Option<u32> },
    /// The bodies of two isolated ops were swapped. Undo: swap back.
    SwapIsolatedBodies { slot: Slot, a: OpId, b: OpId },
}

/// A point in the log to return to.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RewriterState {
    changes: usize,
    replaced: usize,
    ignored: usize,
    undo: usize,
    snapshots: usize,
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
fn body_of_unchecked<'r>(root: &'r mut Body, slots: &[SlotState<'_>], slot: Slot) -> Option<&'r mut Body> {
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

/// The state of a conversion shared by every body and pattern: the log, the
/// slots, what the current pattern did.
pub(crate) struct ConversionCore<'a> {
    pub(crate) ctx: &'a Context,
    pub(crate) rollback: bool,
    cast_name: OpName,
    changes: Vec<Change<'a>>,
    snapshots: Vec<OpSnapshot>,
    mapping_undo: Vec<MappingUndo>,
    pub(crate) slots: Vec<SlotState<'a>>,
    slot_by_key: FxHashMap<BodyKey, Slot>,
    replaced_log: Vec<(Slot, OpId)>,
    ignored_log: Vec<(Slot, OpId)>,
    /// Ops the current pattern created, modified, and blocks it inserted.
    pub(crate) pattern_new_ops: Vec<(Slot, OpId)>,
    pub(crate) pattern_modified_ops: Vec<(Slot, OpId)>,
    pub(crate) pattern_inserted_blocks: Vec<(Slot, BlockId)>,
    /// The type converter of the conversion pattern being applied.
    pub(crate) current_converter: Option<&'a TypeConverter>,
    pub(crate) log: Option<Logger>,
    /// Bumped by every change to the IR a pattern makes, so that a pattern
    /// failing after changing the IR is caught in no-rollback mode.
    pub(crate) modifications: u64,
}

macro_rules! log_line {
    ($core:expr, $($arg:tt)*) => {
        if let Some(l) = $core.log.as_mut() {
            l.line(format_args!($($arg)*));
        }
    };
}

impl<'a> ConversionCore<'a> {
    pub(crate) fn new(ctx: &'a Context, rollback: bool, log: Option<Logger>) -> Self {
        ConversionCore {
            ctx,
            rollback,
            cast_name: ctx.op_name("builtin.unrealized_conversion_cast"),
            changes: Vec::new(),
            snapshots: Vec::new(),
            mapping_undo: Vec::new(),
            slots: Vec::new(),
            slot_by_key: FxHashMap::default(),
            replaced_log: Vec::new(),
            ignored_log: Vec::new(),
            pattern_new_ops: Vec::new(),
            pattern_modified_ops: Vec::new(),
            pattern_inserted_blocks: Vec::new(),
            current_converter: None,
            log,
            modifications: 0,
        }
    }

    // ----- slots ------------------------------------------------------------

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
    fn nested_slot(&mut self, body: &Body, slot: Slot, op: OpId) -> Option<Slot> {
        let nested = body.isolated_body(op)?;
        Some(self.slot_for(nested.key(), Some((slot, op))))
    }

    /// A label for the debug log: `'name'(op12@1)` (op 12 of body 1).
    pub(crate) fn label(&self, body: &Body, slot: Slot, op: OpId) -> String {
        format!("'{}'(op{}@{})", self.ctx.op_name_str(body.op_name(op)), op.index(), slot)
    }

    // ----- state ------------------------------------------------------------

    pub(crate) fn state(&self) -> RewriterState {
        RewriterState {
            changes: self.changes.len(),
            replaced: self.replaced_log.len(),
            ignored: self.ignored_log.len(),
            undo: self.mapping_undo.len(),
            snapshots: self.snapshots.len(),
        }
    }

    /// Undoes everything logged since `state` (MLIR's `resetState`).
    pub(crate) fn reset(&mut self, root: &mut Body, state: RewriterState) {
        while self.changes.len() > state.changes {
            let Some(change) = self.changes.pop() else { break };
            self.undo_change(root, change);
        }
        while self.replaced_log.len() > state.replaced {
            let Some((slot, op)) = self.replaced_log.pop() else { break };
            self.slots[slot as usize].flags.clear(op, REPLACED);
        }
        while self.ignored_log.len() > state.ignored {
            let Some((slot, op)) = self.ignored_log.pop() else { break };
            self.slots[slot as usize].flags.clear(op, IGNORED);
        }
        self.mapping_undo.truncate(state.undo);
        self.snapshots.truncate(state.snapshots);
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

    fn mark(&mut self, slot: Slot, op: OpId, flag: u8) {
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
    fn mark_nested(&mut self, body: &Body, slot: Slot, op: OpId, flag: u8, skip_self: bool) {
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

    // ----- value mapping ----------------------------------------------------

    fn map(&mut self, slot: Slot, from: &[ValueId], to: ValueVec) -> u32 {
        let previous = self.slots[slot as usize].mapping.map(from, to);
        self.mapping_undo.push(MappingUndo { slot, key: SmallVec::from_slice(from), previous });
        (self.mapping_undo.len() - 1) as u32
    }

    fn unmap(&mut self, undo: u32) {
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

    // ----- materializations -------------------------------------------------

    /// Creates an `unrealized_conversion_cast` from `inputs` to `outputs` at
    /// `ip`, maps `map_from` to its results if not empty, and records it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn build_materialization(
        &mut self,
        body: &mut Body,
        slot: Slot,
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
        let undo = (!map_from.is_empty()).then(|| self.map(slot, map_from, results.clone()));
        let s = &mut self.slots[slot as usize];
        s.materializations.insert(op, info);
        s.materialization_order.push(op);
        if info.pure {
            s.flags.set(op, PURE_CAST);
        }
        if info.replacement {
            s.flags.set(op, REPLACEMENT_CAST);
        }
        self.changes.push(Change::Materialization { slot, op, undo });
        log_line!(self, "** Materialize : 'builtin.unrealized_conversion_cast'(op{}@{})", op.index(), slot);
        results
    }

    /// A replacement for `value` of its own type at the end of a rollback
    /// conversion: the most recent replacement of that type, or a source
    /// materialization of the most recent one; `None` when the value is dead
    /// or dropped (MLIR's `findOrBuildReplacementValue`).
    fn find_or_build_replacement(
        &mut self,
        body: &mut Body,
        slot: Slot,
        value: ValueId,
        converter: Option<&'a TypeConverter>,
    ) -> Option<ValueId> {
        let ty = body.value_type(value);
        let same_type = self.lookup_or_null(body, slot, value, &[ty]);
        if let Some(&v) = same_type.first() {
            return Some(v);
        }
        let s = &self.slots[slot as usize];
        let dead = body.uses_of(value).all(|u| s.flags.get(body.use_owner(u).0) & REPLACED != 0)
            && !s.mapping.is_mapped_to(value);
        if dead {
            return None;
        }
        let latest = self.lookup_or_null(body, slot, value, &[]);
        if latest.is_empty() {
            return None;
        }
        let ip = compute_insert_point(body, &latest)?;
        let loc = body.value_loc(value);
        let info = MaterializationInfo {
            converter,
            kind: MaterializationKind::Source,
            original: None,
            pure: true,
            replacement: false,
        };
        self.build_materialization(body, slot, info, ip, loc, &latest, &latest, &[ty]).first().copied()
    }

    fn lookup_or_null(&self, body: &Body, slot: Slot, value: ValueId, desired: &[Type]) -> ValueVec {
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

    // ----- changes ----------------------------------------------------------

    /// `op` was inserted from detached: a new op of the current pattern.
    pub(crate) fn notify_op_created(&mut self, body: &Body, slot: Slot, op: OpId) {
        if self.log.is_some() {
            let label = self.label(body, slot, op);
            log_line!(self, "** Insert  : {label}");
        }
        if self.rollback {
            self.changes.push(Change::CreateOp { slot, op });
        }
        self.pattern_new_ops.push((slot, op));
        self.modifications += 1;
    }

    /// A block was created (and inserted).
    pub(crate) fn notify_block_created(&mut self, body: &Body, slot: Slot, block: BlockId) {
        self.log_block_insert(body, slot, block);
        if self.rollback {
            self.changes.push(Change::CreateBlock { slot, block });
        }
        self.pattern_inserted_blocks.push((slot, block));
        self.modifications += 1;
    }

    fn log_block_insert(&mut self, body: &Body, slot: Slot, block: BlockId) {
        if self.log.is_some() {
            let parent = body.block_region(block).and_then(|r| body.region_parent(r));
            let text = match parent {
                Some(p) => format!("** Insert Block into : {}", self.label(body, slot, p)),
                None => format!("** Insert Block into : the top region of body {slot}"),
            };
            log_line!(self, "{text}");
        }
    }

    /// Saves `op`'s state before a pattern changes it in place.
    pub(crate) fn start_op_modification(&mut self, body: &Body, slot: Slot, op: OpId) {
        if !self.rollback {
            return;
        }
        let d = body.op(op);
        self.snapshots.push(OpSnapshot {
            loc: d.loc(),
            attrs: d.attrs(),
            props: d.props(),
            operands: body.operands(op).collect(),
            successors: SmallVec::from_slice(body.successors(op)),
        });
        let snapshot = (self.snapshots.len() - 1) as u32;
        self.changes.push(Change::ModifyOp { slot, op, snapshot });
    }

    /// `op` was changed in place.
    pub(crate) fn finalize_op_modification(&mut self, body: &Body, slot: Slot, op: OpId) {
        if self.log.is_some() {
            let label = self.label(body, slot, op);
            log_line!(self, "** Modified: {label}");
        }
        self.pattern_modified_ops.push((slot, op));
        self.modifications += 1;
    }

    /// Undoes a modification started but not made (a failed fold).
    pub(crate) fn cancel_op_modification(&mut self, root: &mut Body, slot: Slot, op: OpId) {
        if !self.rollback {
            return;
        }
        if let Some(i) = self
            .changes
            .iter()
            .rposition(|c| matches!(c, Change::ModifyOp { slot: s, op: o, .. } if *s == slot && *o == op))
        {
            let change = self.changes.remove(i);
            self.undo_change(root, change);
        }
    }

    /// Forgets a modification started but not made, when `op` is known to be
    /// unchanged (a fold that failed: folders leave the op as it was), so
    /// there is nothing to restore.
    pub(crate) fn discard_op_modification(&mut self, root: &mut Body, slot: Slot, op: OpId) {
        if !self.rollback {
            return;
        }
        match self.changes.last() {
            Some(&Change::ModifyOp { slot: s, op: o, snapshot }) if s == slot && o == op => {
                self.changes.pop();
                if snapshot as usize + 1 == self.snapshots.len() {
                    self.snapshots.pop();
                }
            }
            _ => self.cancel_op_modification(root, slot, op),
        }
    }

    /// Replaces the results of `op`, one list of values per result (empty:
    /// dropped), and erases `op` (MLIR's `replaceOp`/`replaceOpWithMultiple`).
    pub(crate) fn replace_op(&mut self, body: &mut Body, slot: Slot, op: OpId, with: &[ValueVec], erase: bool) {
        if self.log.is_some() {
            let label = self.label(body, slot, op);
            if erase {
                log_line!(self, "** Erase   : {label}");
            } else {
                log_line!(self, "** Replace : {label}");
            }
        }
        debug_assert_eq!(with.len(), body.num_results(op), "replace_op: one list of values per result");
        debug_assert!(
            !self.slots[slot as usize].materializations.contains_key(&op),
            "replacing or erasing a materialization of the driver"
        );
        self.modifications += 1;
        let converter = self.current_converter;
        if !self.rollback {
            let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
            for (i, &r) in results.iter().enumerate() {
                let to = with.get(i).map(|v| v.as_slice()).unwrap_or(&[]);
                self.replace_value_now(body, slot, r, to, converter, InsertPoint::Before(op));
            }
            // A nested body goes with the op: its slot is then unreachable.
            body.erase_op(op);
            return;
        }
        let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
        // The results' mappings first, so that their undo entries are
        // contiguous; then values "out of thin air" for results dropped but
        // still used.
        let undo = self.mapping_undo.len() as u32;
        let mut undo_len = 0;
        for (i, &r) in results.iter().enumerate() {
            let to = with.get(i).cloned().unwrap_or_default();
            if !to.is_empty() {
                self.map(slot, &[r], to);
                undo_len += 1;
            }
        }
        for (i, &r) in results.iter().enumerate() {
            if with.get(i).is_none_or(|v| v.is_empty()) && !body.use_empty(r) {
                let info = MaterializationInfo {
                    converter,
                    kind: MaterializationKind::Source,
                    original: None,
                    pure: false,
                    replacement: false,
                };
                let (loc, ty) = (body.value_loc(r), body.value_type(r));
                self.build_materialization(body, slot, info, InsertPoint::After(op), loc, &[r], &[], &[ty]);
            }
        }
        self.changes.push(Change::ReplaceOp { slot, op, converter, undo, undo_len });
        self.mark_nested(body, slot, op, REPLACED, false);
    }

    /// Makes the uses of `from` refer to `to` now (no-rollback mode): one
    /// value of the same type replaces it directly; otherwise a replacement
    /// cast (or, for no values, a cast from nothing at `thin_air_at`) does.
    fn replace_value_now(
        &mut self,
        body: &mut Body,
        slot: Slot,
        from: ValueId,
        to: &[ValueId],
        converter: Option<&'a TypeConverter>,
        thin_air_at: InsertPoint,
    ) {
        if body.use_empty(from) {
            return;
        }
        if let [v] = to {
            if body.value_type(*v) == body.value_type(from) {
                body.replace_all_uses_with(from, *v);
                return;
            }
        }
        let (ip, pure) =
            if to.is_empty() { (Some(thin_air_at), false) } else { (compute_insert_point(body, to), true) };
        let Some(ip) = ip else { return };
        let info = MaterializationInfo {
            converter,
            kind: MaterializationKind::Source,
            original: None,
            pure,
            replacement: pure,
        };
        let loc = body.value_loc(from);
        let ty = body.value_type(from);
        let cast = self.build_materialization(body, slot, info, ip, loc, &[], to, &[ty]);
        body.replace_all_uses_with(from, cast[0]);
    }

    /// Replaces every use of `from` with `to` (delayed in rollback mode; then
    /// uses created later are replaced too).
    pub(crate) fn replace_all_uses_with(&mut self, body: &mut Body, slot: Slot, from: ValueId, to: &[ValueId]) {
        self.replace_value(body, slot, from, to, false);
    }

    /// Replaces the uses of block argument `arg` with `to` (MLIR's
    /// `replaceUsesOfBlockArgument`).
    pub(crate) fn replace_block_arg(&mut self, body: &mut Body, slot: Slot, arg: ValueId, to: &[ValueId]) {
        self.replace_value(body, slot, arg, to, true);
    }

    fn replace_value(&mut self, body: &mut Body, slot: Slot, from: ValueId, to: &[ValueId], block_arg: bool) {
        log_line!(self, "** Replace Value : {from:?} (body {slot})");
        self.modifications += 1;
        let converter = self.current_converter;
        if !self.rollback {
            let at = match body.value_def(from) {
                ValueDef::BlockArg { block, .. } => InsertPoint::BlockStart(block),
                ValueDef::Result { op, .. } => InsertPoint::After(op),
                ValueDef::Detached => return,
            };
            self.replace_value_now(body, slot, from, to, converter, at);
            return;
        }
        let undo = self.map(slot, &[from], SmallVec::from_slice(to));
        self.changes.push(Change::ReplaceValue { slot, value: from, converter, block_arg, undo });
    }

    /// Moves `op` to `at`.
    pub(crate) fn move_op(&mut self, body: &mut Body, slot: Slot, op: OpId, at: InsertPoint) {
        if self.log.is_some() {
            let label = self.label(body, slot, op);
            log_line!(self, "** Move    : {label}");
        }
        self.modifications += 1;
        if self.rollback {
            if let Some(block) = body.op_block(op) {
                self.changes.push(Change::MoveOp { slot, op, block, before: body.next_op(op) });
            }
        }
        body.move_op(op, at);
    }

    /// Erases `block` and its ops (delayed in rollback mode: unlinked now).
    pub(crate) fn erase_block(&mut self, body: &mut Body, slot: Slot, block: BlockId) {
        log_line!(self, "** Erase Block : {block:?} (body {slot})");
        self.modifications += 1;
        if !self.rollback {
            body.erase_block(block);
            return;
        }
        let Some(region) = body.block_region(block) else { return };
        let before = body.next_block(block);
        self.changes.push(Change::EraseBlock { slot, block, region, before });
        body.detach_block(block);
        let ops: Vec<OpId> = body.block_ops(block).collect();
        for op in ops {
            self.mark_nested(body, slot, op, REPLACED, false);
        }
    }

    /// Moves the ops of `source` to `at`, replacing its arguments with
    /// `args`, and erases `source` (MLIR's `inlineBlockBefore`).
    pub(crate) fn inline_block(
        &mut self,
        body: &mut Body,
        slot: Slot,
        source: BlockId,
        at: InsertPoint,
        args: &[ValueId],
    ) {
        let params: SmallVec<[ValueId; 4]> = SmallVec::from_slice(body.block_args(source));
        debug_assert_eq!(params.len(), args.len(), "inline_block: one value per block argument");
        if self.rollback {
            if let (Some(first), Some(last)) = (body.first_op(source), body.last_op(source)) {
                self.changes.push(Change::InlineBlock { slot, source, first, last });
            }
        }
        for (&p, &a) in params.iter().zip(args) {
            self.replace_block_arg(body, slot, p, &[a]);
        }
        self.modifications += 1;
        body.move_block_ops(source, at);
        self.erase_block(body, slot, source);
    }

    /// Moves the blocks of `from` into `to` before `before` (or at the end).
    pub(crate) fn inline_region_before(
        &mut self,
        body: &mut Body,
        slot: Slot,
        from: RegionId,
        to: RegionId,
        before: Option<BlockId>,
    ) {
        let blocks: Vec<BlockId> = body.blocks_of(from).collect();
        self.modifications += 1;
        for b in blocks {
            if self.rollback {
                let next = body.next_block(b);
                self.changes.push(Change::MoveBlock { slot, block: b, region: from, before: next });
            }
            body.detach_block(b);
            body.insert_block(b, to, before);
            self.log_block_insert(body, slot, b);
            self.pattern_inserted_blocks.push((slot, b));
        }
    }

    /// Splits `block` before `op` into a new block after it.
    pub(crate) fn split_block(&mut self, body: &mut Body, slot: Slot, block: BlockId, op: OpId) -> Option<BlockId> {
        let region = body.block_region(block)?;
        let new_block = body.create_block();
        body.insert_block(new_block, region, body.next_block(block));
        self.notify_block_created(body, slot, new_block);
        if self.rollback {
            self.changes.push(Change::SplitBlock { slot, block, new_block });
        }
        let mut cursor = Some(op);
        while let Some(o) = cursor {
            cursor = body.next_op(o);
            body.move_op(o, InsertPoint::BlockEnd(new_block));
        }
        Some(new_block)
    }

    /// Creates a block in `region` before `before` (or at the end).
    pub(crate) fn create_block(
        &mut self,
        body: &mut Body,
        slot: Slot,
        region: RegionId,
        before: Option<BlockId>,
        types: &[Type],
        locs: &[Location],
    ) -> BlockId {
        let block = body.create_block();
        body.insert_block(block, region, before);
        for (i, &ty) in types.iter().enumerate() {
            let loc = locs.get(i).copied().unwrap_or_else(|| self.ctx.unknown_loc());
            body.add_block_arg(block, ty, loc);
        }
        self.notify_block_created(body, slot, block);
        block
    }

    /// Exchanges the bodies of the isolated ops `a` and `b` (how a pattern
    /// moves a function body into the op replacing the function).
    pub(crate) fn swap_isolated_bodies(&mut self, body: &mut Body, slot: Slot, a: OpId, b: OpId) -> bool {
        if !body.is_isolated(a) || !body.is_isolated(b) {
            return false;
        }
        self.modifications += 1;
        if self.rollback {
            self.changes.push(Change::SwapIsolatedBodies { slot, a, b });
        }
        self.swap_bodies_now(body, slot, a, b);
        true
    }

    fn swap_bodies_now(&mut self, body: &mut Body, slot: Slot, a: OpId, b: OpId) {
        let (Some(body_a), Some(body_b)) = (body.take_isolated_body(a), body.take_isolated_body(b)) else { return };
        for (key, owner) in [(body_a.key(), b), (body_b.key(), a)] {
            if let Some(&s) = self.slot_by_key.get(&key) {
                self.slots[s as usize].owner = Some((slot, owner));
            }
        }
        body.put_isolated_body(a, body_b);
        body.put_isolated_body(b, body_a);
    }

    /// Converts the arguments of `block` as `conversion` says, into a new
    /// block that takes its place and ops (MLIR's `applySignatureConversion`).
    /// Returns the new block, or `block` when nothing changes.
    pub(crate) fn apply_signature_conversion(
        &mut self,
        body: &mut Body,
        slot: Slot,
        block: BlockId,
        conversion: &SignatureConversion,
        converter: Option<&'a TypeConverter>,
    ) -> BlockId {
        let orig_args: SmallVec<[ValueId; 4]> = SmallVec::from_slice(body.block_args(block));
        let new_types = conversion.converted_types();
        if orig_args.len() == new_types.len() && orig_args.iter().zip(new_types).all(|(&a, &t)| body.value_type(a) == t)
        {
            return block;
        }
        let Some(region) = body.block_region(block) else { return block };
        let mut locs = vec![self.ctx.unknown_loc(); new_types.len()];
        for (i, &a) in orig_args.iter().enumerate() {
            if let Some(InputMapping::Inputs { start, len }) = conversion.input_mapping(i) {
                for l in locs.iter_mut().skip(*start).take(*len) {
                    *l = body.value_loc(a);
                }
            }
        }
        let new_block = self.create_block(body, slot, region, body.next_block(block), new_types, &locs);
        if self.rollback {
            if let (Some(first), Some(last)) = (body.first_op(block), body.last_op(block)) {
                self.changes.push(Change::InlineBlock { slot, source: block, first, last });
            }
        }
        body.move_block_ops(block, InsertPoint::BlockEnd(new_block));
        self.retarget_branches(body, slot, region, block, new_block);
        let saved = std::mem::replace(&mut self.current_converter, converter);
        for (i, &arg) in orig_args.iter().enumerate() {
            match conversion.input_mapping(i) {
                None => {
                    // Dropped without replacement: a value out of thin air.
                    let info = MaterializationInfo {
                        converter,
                        kind: MaterializationKind::Source,
                        original: None,
                        pure: false,
                        replacement: false,
                    };
                    let ty = body.value_type(arg);
                    let loc = body.value_loc(arg);
                    let mat = self.build_materialization(
                        body,
                        slot,
                        info,
                        InsertPoint::BlockStart(new_block),
                        loc,
                        &[],
                        &[],
                        &[ty],
                    );
                    self.replace_block_arg(body, slot, arg, &mat);
                }
                Some(InputMapping::Values(values)) => {
                    let values = values.clone();
                    self.replace_block_arg(body, slot, arg, &values);
                }
                Some(InputMapping::Inputs { start, len }) => {
                    let new_args: SmallVec<[ValueId; 4]> =
                        body.block_args(new_block).iter().skip(*start).take(*len).copied().collect();
                    self.replace_block_arg(body, slot, arg, &new_args);
                }
            }
        }
        self.current_converter = saved;
        if self.rollback {
            self.changes.push(Change::BlockTypeConversion { slot, orig: block, new: new_block });
        }
        self.erase_block(body, slot, block);
        new_block
    }

    /// Redirects the branches of `region` from `from` to `to`.
    fn retarget_branches(&self, body: &mut Body, slot: Slot, region: RegionId, from: BlockId, to: BlockId) {
        let blocks: Vec<BlockId> = body.blocks_of(region).collect();
        for b in blocks {
            // Terminators sit at the end; in rollback mode replaced ones stay
            // after the ops replacing them.
            let mut cursor = body.last_op(b);
            while let Some(op) = cursor {
                cursor = body.prev_op(op);
                if body.successors(op).is_empty() {
                    if self.was_replaced(slot, op) {
                        continue;
                    }
                    break;
                }
                for i in 0..body.successors(op).len() {
                    if body.successors(op)[i] == from {
                        body.set_successor(op, i, to);
                    }
                }
            }
        }
    }

    /// Converts the entry block signature of `region` with `converter`
    /// (MLIR's `convertRegionTypes`): as `entry` says when given, otherwise by
    /// the conversion of its arguments' types. Other blocks are left to the
    /// ops branching to them, as in MLIR 22. Returns the new entry block
    /// (`None` for an empty region), or `Err` when a type cannot be converted.
    pub(crate) fn convert_region_types(
        &mut self,
        body: &mut Body,
        slot: Slot,
        region: RegionId,
        converter: &'a TypeConverter,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, ()> {
        let Some(first) = body.entry_block(region) else { return Ok(None) };
        let new_entry = match entry {
            Some(c) => self.apply_signature_conversion(body, slot, first, c, Some(converter)),
            None => {
                let conversion = converter.convert_block_signature(self.ctx, body, first).ok_or(())?;
                self.apply_signature_conversion(body, slot, first, &conversion, Some(converter))
            }
        };
        Ok(Some(new_entry))
    }

    // ----- undo and commit --------------------------------------------------

    fn undo_change(&mut self, root: &mut Body, change: Change<'a>) {
        let slot = match change {
            Change::CreateOp { slot, .. }
            | Change::MoveOp { slot, .. }
            | Change::ModifyOp { slot, .. }
            | Change::ReplaceOp { slot, .. }
            | Change::ReplaceValue { slot, .. }
            | Change::CreateBlock { slot, .. }
            | Change::EraseBlock { slot, .. }
            | Change::InlineBlock { slot, .. }
            | Change::MoveBlock { slot, .. }
            | Change::SplitBlock { slot, .. }
            | Change::BlockTypeConversion { slot, .. }
            | Change::Materialization { slot, .. }
            | Change::SwapIsolatedBodies { slot, .. } => slot,
        };
        // Mapping changes need no body.
        match change {
            Change::ReplaceOp { undo, undo_len, .. } => {
                for u in (undo..undo + undo_len).rev() {
                    self.unmap(u);
                }
                return;
            }
            Change::ReplaceValue { undo, .. } => {
                self.unmap(undo);
                return;
            }
            _ => {}
        }
        if let Change::Materialization { undo: Some(u), .. } = change {
            self.unmap(u);
        }
        if let Change::SwapIsolatedBodies { a, b, .. } = change {
            if let Some(body) = body_of(root, &self.slots, slot) {
                self.swap_bodies_now(body, slot, a, b);
            }
            return;
        }
        let Some(body) = body_of(root, &self.slots, slot) else { return };
        match change {
            Change::CreateOp { op, .. } => {
                if !body.is_erased(op) {
                    for r in body.regions(op).to_vec() {
                        let blocks: Vec<BlockId> = body.blocks_of(r).collect();
                        for b in blocks {
                            body.detach_block(b);
                        }
                    }
                    body.erase_op(op);
                }
            }
            Change::MoveOp { op, block, before, .. } => {
                let at = match before {
                    Some(b) => InsertPoint::Before(b),
                    None => InsertPoint::BlockEnd(block),
                };
                body.move_op(op, at);
            }
            Change::ModifyOp { op, snapshot, .. } => {
                if let Some(s) = self.snapshots.get(snapshot as usize) {
                    let d = body.op_mut(op);
                    d.set_loc(s.loc);
                    d.set_attrs(s.attrs);
                    d.set_props(s.props);
                    if body.num_operands(op) == s.operands.len() {
                        for (i, &v) in s.operands.iter().enumerate() {
                            body.set_operand(op, i, v);
                        }
                    } else {
                        body.set_operands(op, &s.operands);
                    }
                    if body.successors(op) != s.successors.as_slice() {
                        body.set_successors(op, &s.successors);
                    }
                }
            }
            Change::CreateBlock { block, .. } => {
                let ops: Vec<OpId> = body.block_ops(block).collect();
                for op in ops {
                    body.detach_op(op);
                }
                body.erase_block(block);
            }
            Change::EraseBlock { block, region, before, .. } => body.insert_block(block, region, before),
            Change::InlineBlock { source, first, last, .. } => {
                let mut at = InsertPoint::BlockStart(source);
                let mut cursor = Some(first);
                while let Some(op) = cursor {
                    cursor = if op == last { None } else { body.next_op(op) };
                    body.move_op(op, at);
                    at = InsertPoint::After(op);
                }
            }
            Change::MoveBlock { block, region, before, .. } => {
                body.detach_block(block);
                body.insert_block(block, region, before);
            }
            Change::SplitBlock { block, new_block, .. } => body.move_block_ops(new_block, InsertPoint::BlockEnd(block)),
            Change::BlockTypeConversion { orig, new, .. } => {
                if let Some(region) = body.block_region(new) {
                    self.retarget_branches(body, slot, region, new, orig);
                }
            }
            Change::Materialization { op, .. } => {
                let s = &mut self.slots[slot as usize];
                s.materializations.remove(&op);
                s.flags.clear(op, PURE_CAST | REPLACEMENT_CAST);
                if !body.is_erased(op) {
                    body.erase_op(op);
                }
            }
            Change::ReplaceOp { .. } | Change::ReplaceValue { .. } | Change::SwapIsolatedBodies { .. } => {}
        }
    }

    /// Applies the delayed changes after a successful rollback-mode
    /// conversion (MLIR's `applyRewrites`): replaces uses, then erases the
    /// replaced ops and erased blocks.
    pub(crate) fn commit(&mut self, root: &mut Body) {
        // Commits may log new materializations; `changes` grows as we go.
        let mut i = 0;
        while i < self.changes.len() {
            let change = self.changes[i];
            i += 1;
            match change {
                Change::ReplaceOp { slot, op, converter, .. } => {
                    let Some(body) = body_of(root, &self.slots, slot) else { continue };
                    let results: SmallVec<[ValueId; 4]> = body.results(op).collect();
                    for r in results {
                        if let Some(v) = self.find_or_build_replacement(body, slot, r, converter) {
                            body.replace_all_uses_with(r, v);
                        } else if body.uses_of(r).any(|u| !self.was_replaced(slot, body.use_owner(u).0)) {
                            // Still used by a live op and nothing replaces
                            // it: a value out of thin air keeps the IR valid.
                            let info = MaterializationInfo {
                                converter,
                                kind: MaterializationKind::Source,
                                original: None,
                                pure: false,
                                replacement: false,
                            };
                            let (loc, ty) = (body.value_loc(r), body.value_type(r));
                            let v = self.build_materialization(
                                body,
                                slot,
                                info,
                                InsertPoint::Before(op),
                                loc,
                                &[],
                                &[],
                                &[ty],
                            );
                            body.replace_all_uses_with(r, v[0]);
                        }
                    }
                    body.detach_op(op);
                }
                Change::ReplaceValue { slot, value, converter, block_arg, .. } => {
                    let Some(body) = body_of(root, &self.slots, slot) else { continue };
                    let Some(repl) = self.find_or_build_replacement(body, slot, value, converter) else { continue };
                    match body.defining_op(repl) {
                        Some(repl_op) if block_arg => {
                            let repl_block = body.op_block(repl_op);
                            body.replace_uses_where(value, repl, |b, user| {
                                b.op_block(user) != repl_block || is_before_in_block(b, repl_op, user)
                            });
                        }
                        _ => body.replace_all_uses_with(value, repl),
                    }
                }
                _ => {}
            }
        }
        // Cleanup: first drop every operand of what goes, so that erasing in
        // any order leaves no dangling use, then erase.
        let mut doomed_ops: Vec<(Slot, OpId)> = Vec::new();
        let mut doomed_blocks: Vec<(Slot, BlockId)> = Vec::new();
        for change in &self.changes {
            match *change {
                Change::ReplaceOp { slot, op, .. } => doomed_ops.push((slot, op)),
                Change::EraseBlock { slot, block, .. } => doomed_blocks.push((slot, block)),
                _ => {}
            }
        }
        for &(slot, op) in &doomed_ops {
            if let Some(body) = body_of(root, &self.slots, slot) {
                if !body.is_erased(op) {
                    body.drop_op_references(op);
                }
            }
        }
        for &(slot, block) in &doomed_blocks {
            if let Some(body) = body_of(root, &self.slots, slot) {
                let ops: Vec<OpId> = body.block_ops(block).collect();
                for op in ops {
                    body.drop_op_references(op);
                }
            }
        }
        for (slot, op) in doomed_ops {
            if let Some(body) = body_of(root, &self.slots, slot) {
                if !body.is_erased(op) {
                    body.erase_op(op);
                }
            }
        }
        for (slot, block) in doomed_blocks {
            if let Some(body) = body_of(root, &self.slots, slot) {
                body.erase_block(block);
            }
        }
        self.changes.clear();
        self.snapshots.clear();
        self.mapping_undo.clear();
    }

    /// Undoes every logged change (a failed rollback-mode conversion).
    pub(crate) fn undo_all(&mut self, root: &mut Body) {
        self.reset(root, RewriterState { changes: 0, replaced: 0, ignored: 0, undo: 0, snapshots: 0 });
    }

    /// Forgets the log without undoing (a failed no-rollback conversion:
    /// everything stays as it is).
    pub(crate) fn forget_log(&mut self) {
        self.changes.clear();
        self.snapshots.clear();
        self.mapping_undo.clear();
    }
}

/// True when `a` comes before `b`, both in one block.
fn is_before_in_block(body: &Body, a: OpId, b: OpId) -> bool {
    let mut cursor = body.next_op(a);
    while let Some(o) = cursor {
        if o == b {
            return true;
        }
        cursor = body.next_op(o);
    }
    false
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

// ----- the rewriter patterns get ------------------------------------------

/// Why [`ConversionPatternRewriter::convert_region_types`] failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionTypeError {
    /// The pattern has no type converter.
    NoTypeConverter,
    /// A block argument's type cannot be converted.
    UnconvertibleType,
    /// The op is not isolated or has no such region.
    NoSuchRegion,
}

impl std::fmt::Display for RegionTypeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            RegionTypeError::NoTypeConverter => "the pattern has no type converter",
            RegionTypeError::UnconvertibleType => "a block argument type cannot be converted",
            RegionTypeError::NoSuchRegion => "no such region",
        })
    }
}

impl std::error::Error for RegionTypeError {}

/// The rewriter of the dialect conversion (MLIR's
/// `ConversionPatternRewriter`): what a [`ConversionPattern`] changes the IR
/// through, with the conversion's semantics (see the module documentation).
/// It works on one body, the one holding the matched op.
///
/// [`ConversionPattern`]: super::ConversionPattern
pub struct ConversionPatternRewriter<'r, 'a> {
    core: &'r mut ConversionCore<'a>,
    body: &'r mut Body,
    slot: Slot,
    insertion_point: Option<InsertPoint>,
}

impl IrRead for ConversionPatternRewriter<'_, '_> {
    fn context(&self) -> &Context {
        ConversionPatternRewriter::context(self)
    }
    fn body(&self) -> &Body {
        self.body
    }
}

impl OpBuilder for ConversionPatternRewriter<'_, '_> {
    fn create_op(&mut self, spec: &OpSpec<'_>, isolated: bool) -> OpId {
        let op = self.body.create_op(spec, isolated);
        self.insert(op);
        op
    }
}

impl<'r, 'a> ConversionPatternRewriter<'r, 'a> {
    pub(crate) fn new(core: &'r mut ConversionCore<'a>, body: &'r mut Body, slot: Slot, ip: InsertPoint) -> Self {
        ConversionPatternRewriter { core, body, slot, insertion_point: Some(ip) }
    }

    /// The context.
    pub fn context(&self) -> &'a Context {
        self.core.ctx
    }

    /// The IR, to read. In rollback mode replaced and erased ops are still
    /// there (see [`ConversionPatternRewriter::was_replaced`]).
    pub fn body(&self) -> &Body {
        self.body
    }

    /// Direct access to the body. Changes made through it are neither logged
    /// nor undone: use it only for what the rewriter has no method for, and
    /// only on ops the pattern created.
    pub fn body_mut(&mut self) -> &mut Body {
        self.body
    }

    /// The type converter of the pattern being applied.
    pub fn type_converter(&self) -> Option<&'a TypeConverter> {
        self.core.current_converter
    }

    /// True in rollback mode.
    pub fn rollback_mode(&self) -> bool {
        self.core.rollback
    }

    /// True when `op` was replaced or erased during this conversion (it stays
    /// in the IR until the end in rollback mode).
    pub fn was_replaced(&self, op: OpId) -> bool {
        self.core.was_replaced(self.slot, op)
    }

    /// Where `create` inserts.
    pub fn set_insertion_point(&mut self, at: InsertPoint) {
        self.insertion_point = Some(at);
    }

    /// The current insertion point (before the matched op when the pattern
    /// starts).
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.insertion_point
    }

    /// Creates an op from `spec` (with `spec.num_regions` empty regions) at
    /// the insertion point, which then follows it.
    pub fn create(&mut self, spec: &OpSpec<'_>) -> OpId {
        let op = self.body.create_op(spec, false);
        self.insert(op);
        op
    }

    /// Creates an isolated op (one owning a body of its own, with
    /// `spec.num_regions` empty regions) at the insertion point.
    pub fn create_isolated(&mut self, spec: &OpSpec<'_>) -> OpId {
        let op = self.body.create_op(spec, true);
        self.insert(op);
        op
    }

    /// Inserts a detached op (for example one a materializer created) at the
    /// insertion point, which then follows it.
    pub fn insert(&mut self, op: OpId) {
        let at = self.insertion_point.unwrap_or_else(|| panic!("no insertion point set"));
        self.body.insert_op(op, at);
        self.insertion_point = Some(InsertPoint::After(op));
        self.core.notify_op_created(self.body, self.slot, op);
    }

    fn step_insertion_point_past(&mut self, op: OpId) {
        if matches!(self.insertion_point, Some(InsertPoint::Before(o) | InsertPoint::After(o)) if o == op) {
            self.insertion_point = match (self.body.next_op(op), self.body.op_block(op)) {
                (Some(next), _) => Some(InsertPoint::Before(next)),
                (None, Some(block)) => Some(InsertPoint::BlockEnd(block)),
                (None, None) => None,
            };
        }
    }

    /// Replaces each result of `op` with one value and erases `op`.
    pub fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        let with: SmallVec<[ValueVec; 4]> = with.iter().map(|&v| one_value(v)).collect();
        self.step_insertion_point_past(op);
        self.core.replace_op(self.body, self.slot, op, &with, false);
    }

    /// Replaces each result of `op` with zero or more values (a 1:N
    /// conversion; none: the result is dropped) and erases `op` (MLIR's
    /// `replaceOpWithMultiple`).
    pub fn replace_op_with_multiple(&mut self, op: OpId, with: &[&[ValueId]]) {
        let with: SmallVec<[ValueVec; 4]> = with.iter().map(|v| SmallVec::from_slice(v)).collect();
        self.step_insertion_point_past(op);
        self.core.replace_op(self.body, self.slot, op, &with, false);
    }

    /// Erases `op` (results still used get a value "out of thin air", to be
    /// reconciled by the end of the conversion).
    pub fn erase_op(&mut self, op: OpId) {
        let with: SmallVec<[ValueVec; 4]> = (0..self.body.num_results(op)).map(|_| ValueVec::new()).collect();
        self.step_insertion_point_past(op);
        self.core.replace_op(self.body, self.slot, op, &with, true);
    }

    /// Replaces every use of `from` with `to` (one value, or several in a
    /// 1:N conversion). Delayed in rollback mode, where uses of `from`
    /// created later are replaced too.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: &[ValueId]) {
        self.core.replace_all_uses_with(self.body, self.slot, from, to);
    }

    /// Replaces the uses of the block argument `arg` with `to`.
    pub fn replace_uses_of_block_argument(&mut self, arg: ValueId, to: &[ValueId]) {
        self.core.replace_block_arg(self.body, self.slot, arg, to);
    }

    /// Changes `op` in place through `f` (MLIR's `modifyOpInPlace`); the op
    /// is legalized again after the pattern.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        self.core.start_op_modification(self.body, self.slot, op);
        let r = f(self.body);
        self.core.finalize_op_modification(self.body, self.slot, op);
        r
    }

    /// Moves `op` to `at`.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.core.move_op(self.body, self.slot, op, at);
    }

    /// Creates a block with arguments of `types` at `locs` in `region`,
    /// before `before` (or at the end).
    pub fn create_block(
        &mut self,
        region: RegionId,
        before: Option<BlockId>,
        types: &[Type],
        locs: &[Location],
    ) -> BlockId {
        self.core.create_block(self.body, self.slot, region, before, types, locs)
    }

    /// Erases `block` and its ops.
    pub fn erase_block(&mut self, block: BlockId) {
        self.core.erase_block(self.body, self.slot, block);
    }

    /// Moves the ops of `source` to `at`, replacing uses of its arguments
    /// with `args`, and erases `source` (MLIR's `inlineBlockBefore`).
    pub fn inline_block(&mut self, source: BlockId, at: InsertPoint, args: &[ValueId]) {
        let (first, last) = (self.body.first_op(source), self.body.last_op(source));
        self.core.inline_block(self.body, self.slot, source, at, args);
        // An insertion point at the ends of `source` follows its ops.
        match self.insertion_point {
            Some(InsertPoint::BlockStart(b)) if b == source => {
                self.insertion_point = Some(first.map(InsertPoint::Before).unwrap_or(at));
            }
            Some(InsertPoint::BlockEnd(b)) if b == source => {
                self.insertion_point = Some(last.map(InsertPoint::After).unwrap_or(at));
            }
            _ => {}
        }
    }

    /// Appends the ops of `source` to `dest` and erases `source` (MLIR's
    /// `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: BlockId, dest: BlockId, args: &[ValueId]) {
        self.inline_block(source, InsertPoint::BlockEnd(dest), args);
    }

    /// Moves the blocks of `from` into `to`, before `before` (or at the end)
    /// (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, from: RegionId, to: RegionId, before: Option<BlockId>) {
        self.core.inline_region_before(self.body, self.slot, from, to, before);
    }

    /// Splits `block` before `op` into a new block after it (MLIR's
    /// `splitBlock`); `None` when `block` is detached.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> Option<BlockId> {
        self.core.split_block(self.body, self.slot, block, op)
    }

    /// Exchanges the bodies of two isolated ops of this body: how a pattern
    /// replacing a function by another isolated op gives it the function's
    /// body (the counterpart of `inlineRegionBefore` across bodies). False
    /// when either op is not isolated. Swap before replacing the old op: what
    /// is nested in a replaced op is no longer legalized (as in MLIR).
    pub fn swap_isolated_bodies(&mut self, a: OpId, b: OpId) -> bool {
        self.core.swap_isolated_bodies(self.body, self.slot, a, b)
    }

    /// Converts the arguments of `block` as `conversion` says, with the
    /// pattern's type converter for materializations (MLIR's
    /// `applySignatureConversion`). Returns the block that replaces `block`
    /// (`block` itself when nothing changes).
    pub fn apply_signature_conversion(&mut self, block: BlockId, conversion: &SignatureConversion) -> BlockId {
        let converter = self.core.current_converter;
        self.core.apply_signature_conversion(self.body, self.slot, block, conversion, converter)
    }

    /// Converts the entry block signature of `region` (a region of this body)
    /// with the pattern's type converter, as `entry` says when given (MLIR's
    /// `convertRegionTypes`; other blocks are converted by the ops branching
    /// to them). Returns the new entry block
    /// (`None` for an empty region), or why it failed.
    pub fn convert_region_types(
        &mut self,
        region: RegionId,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, RegionTypeError> {
        let converter = self.core.current_converter.ok_or(RegionTypeError::NoTypeConverter)?;
        self.core
            .convert_region_types(self.body, self.slot, region, converter, entry)
            .map_err(|()| RegionTypeError::UnconvertibleType)
    }

    /// [`ConversionPatternRewriter::convert_region_types`] for region
    /// `index` of the isolated op `op` (a function), whose regions live in
    /// its own body.
    pub fn convert_isolated_region_types(
        &mut self,
        op: OpId,
        index: usize,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, RegionTypeError> {
        let converter = self.core.current_converter.ok_or(RegionTypeError::NoTypeConverter)?;
        let nested_slot = self.core.nested_slot(self.body, self.slot, op).ok_or(RegionTypeError::NoSuchRegion)?;
        let nested = self.body.isolated_body_mut(op).ok_or(RegionTypeError::NoSuchRegion)?;
        let region = *nested.top_regions().get(index).ok_or(RegionTypeError::NoSuchRegion)?;
        self.core
            .convert_region_types(nested, nested_slot, region, converter, entry)
            .map_err(|()| RegionTypeError::UnconvertibleType)
    }

    /// The value standing for `v` now, with the type the pattern's converter
    /// gives it (MLIR's `getRemappedValue`); `None` when its type cannot be
    /// converted or it maps to several values.
    pub fn remapped_value(&mut self, v: ValueId) -> Option<ValueId> {
        let mut out = SmallVec::new();
        let mut ends = SmallVec::new();
        if !self.core.remap_values(self.body, self.slot, "value", None, &[v], &mut out, &mut ends) {
            return None;
        }
        match out.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// [`ConversionPatternRewriter::remapped_value`] for several values.
    pub fn remapped_values(&mut self, values: &[ValueId]) -> Option<SmallVec<[ValueId; 8]>> {
        let mut out = SmallVec::new();
        let mut ends = SmallVec::new();
        if !self.core.remap_values(self.body, self.slot, "value", None, values, &mut out, &mut ends) {
            return None;
        }
        (out.len() == values.len()).then_some(out)
    }

    /// Records why the pattern does not match (in the debug log) and returns
    /// false, for `return rewriter.notify_match_failure("...")`.
    pub fn notify_match_failure(&mut self, reason: &str) -> bool {
        log_line!(self.core, "** Failure : {reason}");
        false
    }

    /// Runs `f` with a [`PatternRewriter`] over this body whose changes go
    /// through the conversion (to reuse code written for plain patterns).
    pub fn with_pattern_rewriter<R>(&mut self, f: impl FnOnce(&mut PatternRewriter<'_>) -> R) -> R {
        let mut listener = CoreListener { core: &mut *self.core, slot: self.slot };
        let mut rewriter = PatternRewriter::new(listener.core.ctx, &mut *self.body, &mut listener);
        if let Some(ip) = self.insertion_point {
            rewriter.set_insertion_point(ip);
        }
        let r = f(&mut rewriter);
        let ip = rewriter.insertion_point();
        self.insertion_point = ip;
        r
    }
}

/// The listener a plain pattern's [`PatternRewriter`] reports to during a
/// conversion; it takes the rewriter's structural changes over.
pub(crate) struct CoreListener<'r, 'a> {
    pub(crate) core: &'r mut ConversionCore<'a>,
    pub(crate) slot: Slot,
}

impl RewriteListener for CoreListener<'_, '_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.core.notify_op_created(body, self.slot, op);
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.core.finalize_op_modification(body, self.slot, op);
    }

    fn block_inserted(&mut self, body: &Body, block: BlockId) {
        self.core.notify_block_created(body, self.slot, block);
    }

    fn as_override(&mut self) -> Option<&mut dyn RewriteOverride> {
        Some(self)
    }
}

impl RewriteOverride for CoreListener<'_, '_> {
    fn replace_op(&mut self, body: &mut Body, op: OpId, with: &[ValueId]) {
        let with: SmallVec<[ValueVec; 4]> = with.iter().map(|&v| one_value(v)).collect();
        self.core.replace_op(body, self.slot, op, &with, false);
    }

    fn erase_op(&mut self, body: &mut Body, op: OpId) {
        let with: SmallVec<[ValueVec; 4]> = (0..body.num_results(op)).map(|_| ValueVec::new()).collect();
        self.core.replace_op(body, self.slot, op, &with, true);
    }

    fn replace_all_uses_with(&mut self, body: &mut Body, from: ValueId, to: ValueId) {
        self.core.replace_all_uses_with(body, self.slot, from, &[to]);
    }

    fn start_op_modification(&mut self, body: &Body, op: OpId) {
        self.core.start_op_modification(body, self.slot, op);
    }

    fn move_op(&mut self, body: &mut Body, op: OpId, at: InsertPoint) {
        self.core.move_op(body, self.slot, op, at);
    }

    fn erase_block(&mut self, body: &mut Body, block: BlockId) {
        self.core.erase_block(body, self.slot, block);
    }

    fn inline_block(&mut self, body: &mut Body, source: BlockId, at: InsertPoint, args: &[ValueId]) {
        self.core.inline_block(body, self.slot, source, at, args);
    }

    fn inline_region_before(&mut self, body: &mut Body, from: RegionId, to: RegionId, before: Option<BlockId>) {
        self.core.inline_region_before(body, self.slot, from, to, before);
    }

    fn split_block(&mut self, body: &mut Body, block: BlockId, op: OpId) -> BlockId {
        match self.core.split_block(body, self.slot, block, op) {
            Some(b) => b,
            None => panic!("split_block: the block is detached"),
        }
    }
}

/// Prints an op for the debug log (generic form, as MLIR does).
pub(crate) fn print_for_log(ctx: &Context, body: &Body, op: OpId) -> String {
    print_op_local(ctx, body, op)
}
