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
//! The state of a conversion lives in one [`ConversionCore`], which the
//! driver owns; patterns reach it through a [`ConversionPatternRewriter`]
//! (conversion patterns) or a [`ConversionListener`] (plain
//! [`RewritePattern`](crate::rewrite::RewritePattern)s, whose
//! [`PatternRewriter`](crate::rewrite::PatternRewriter) hands its changes
//! over), which the driver makes for each pattern it applies with what that
//! pattern's changes need: the body of the matched op and the pattern's type
//! converter.
//!
//! # The path of one legalization
//!
//! The driver (`driver.rs`) walks the ops and legalizes each; for an op no
//! target marks legal, the data goes one way:
//!
//! 1. the driver takes a point in the log ([`ConversionCore::state`],
//!    `undo.rs`) and, pattern by pattern, remaps the op's operands
//!    ([`ConversionCore::remap_values`], `values.rs`, with the pattern's
//!    type converter; casts from `materialization.rs` where a value of the
//!    wanted type does not exist yet);
//! 2. it makes a [`ConversionPatternRewriter`] for the pattern and calls
//!    the pattern with the remapped operands; each rewriter method makes one
//!    change through the core (`changes.rs`, `signature.rs`), which logs it
//!    and records the ops it created or modified;
//! 3. the driver takes those ([`ConversionCore::take_pattern_changes`]) and
//!    legalizes each in turn (back to the start, recursively); when one
//!    fails, it returns the log to its point ([`ConversionCore::reset`]) and
//!    tries the next pattern;
//! 4. at the end it commits the delayed changes ([`ConversionCore::commit`],
//!    `commit.rs`) or, when the conversion fails, undoes them all, then
//!    reconciles the casts still in the IR
//!    ([`ConversionCore::live_materializations`]) and turns those still
//!    needed into the type converters' materializations.
//!
//! # Files
//!
//! - `bodies.rs`: the bodies of a conversion (a module's and one per
//!   function), each with a [`BodyIndex`] and its own value mapping and
//!   per-op flags, found again from the root body.
//! - `values.rs`: the value mapping changed through the log, lookups, and the
//!   remapping of a pattern's operands.
//! - `materialization.rs`: the driver's casts, what each is for, where they go.
//! - `changes.rs`: the [`Change`] log entries and one method per change a
//!   pattern can make; what the current pattern did ([`PatternChanges`]).
//! - `signature.rs`: block signature conversion.
//! - `undo.rs`: points in the log and rollback to them.
//! - `commit.rs`: the delayed changes made at the end.
//! - `pattern_rewriter.rs`: the [`ConversionPatternRewriter`] and the
//!   [`ConversionListener`], the way in for patterns.

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

use crate::ir::{BodyKey, Context, Diagnostic, OpId, OpName};

use super::debug::Logger;

pub(crate) use bodies::BodyIndex;
use bodies::BodyState;
pub(crate) use changes::PatternChanges;
use changes::{Change, OpSnapshot};
pub(crate) use materialization::MaterializationKind;
pub(crate) use pattern_rewriter::ConversionListener;
pub use pattern_rewriter::{ConversionPatternRewriter, RegionTypeError};
use values::MappingUndo;
pub(crate) use values::RemappedValues;

/// The state of a conversion shared by every body and pattern: the log and
/// its side tables, the bodies taking part, what the current pattern did.
pub(crate) struct ConversionCore<'a> {
    ctx: &'a Context,
    rollback: bool,
    cast_name: OpName,
    changes: Vec<Change<'a>>,
    /// The op states saved by `Change::ModifyOp`, which names them by index.
    snapshots: Vec<OpSnapshot>,
    /// The value mapping changes, which `Change`s name by index.
    mapping_undo: Vec<MappingUndo>,
    /// The bodies taking part, by [`BodyIndex`].
    bodies: Vec<BodyState<'a>>,
    index_by_key: FxHashMap<BodyKey, BodyIndex>,
    /// Ops marked replaced and ignored, in order, so that rollback can
    /// clear their flags.
    replaced_log: Vec<(BodyIndex, OpId)>,
    ignored_log: Vec<(BodyIndex, OpId)>,
    /// What the current pattern (or fold) did, for the driver to legalize.
    pattern_changes: PatternChanges,
    log: Option<Logger>,
    /// Bumped by every change to the IR a pattern makes, so that a pattern
    /// failing after changing the IR is caught in no-rollback mode.
    modifications: u64,
    /// The errors patterns reported ([`ConversionPatternRewriter::emit_error`]):
    /// they outlive rollback, as MLIR's diagnostics do.
    emitted: Vec<Diagnostic>,
}

impl<'a> ConversionCore<'a> {
    /// The state of a new conversion, in rollback mode when `rollback`,
    /// writing its debug log to `log`.
    pub(crate) fn new(ctx: &'a Context, rollback: bool, log: Option<Logger>) -> Self {
        ConversionCore {
            ctx,
            rollback,
            cast_name: ctx.op_name("builtin.unrealized_conversion_cast"),
            changes: Vec::new(),
            snapshots: Vec::new(),
            mapping_undo: Vec::new(),
            bodies: Vec::new(),
            index_by_key: FxHashMap::default(),
            replaced_log: Vec::new(),
            ignored_log: Vec::new(),
            pattern_changes: PatternChanges::default(),
            log,
            modifications: 0,
            emitted: Vec::new(),
        }
    }

    /// True in rollback mode.
    pub(crate) fn rollback_mode(&self) -> bool {
        self.rollback
    }

    /// The debug log, when the conversion writes one.
    pub(crate) fn log(&mut self) -> Option<&mut Logger> {
        self.log.as_mut()
    }

    /// The debug log, handed over at the end of the conversion.
    pub(crate) fn take_log(&mut self) -> Option<Logger> {
        self.log.take()
    }

    /// Records an error a pattern reports.
    pub(crate) fn emit(&mut self, diagnostic: Diagnostic) {
        self.emitted.push(diagnostic);
    }

    /// The errors patterns reported, in order, handed over at the end of the
    /// conversion.
    pub(crate) fn take_emitted(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.emitted)
    }
}
