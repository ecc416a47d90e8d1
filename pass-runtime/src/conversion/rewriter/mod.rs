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

macro_rules! log_line {
    ($core:expr, $($arg:tt)*) => {
        if let Some(l) = $core.log.as_mut() {
            l.line(format_args!($($arg)*));
        }
    };
}

mod bodies;
mod changes;
mod commit;
mod materialization;
mod pattern_rewriter;
mod signature;
mod undo;
mod values;

use rustc_hash::FxHashMap;

use crate::ir::{BlockId, BodyKey, Context, OpId, OpName};

use super::debug::Logger;
use super::type_converter::TypeConverter;

pub(crate) use bodies::{body_of, Slot, SlotState};
use changes::{Change, OpSnapshot};
pub(crate) use materialization::MaterializationKind;
pub(crate) use pattern_rewriter::{print_for_log, CoreListener};
pub use pattern_rewriter::{ConversionPatternRewriter, RegionTypeError};
use values::MappingUndo;

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
}
