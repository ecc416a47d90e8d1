//! What patterns change the IR through during a conversion: the
//! [`ConversionPatternRewriter`] a conversion pattern is given, and the
//! [`ConversionListener`] through which a plain rewrite pattern's
//! [`PatternRewriter`] hands its changes to the conversion. The driver makes
//! one of them for each pattern it applies, holding what that pattern's
//! changes need besides the core: the body of the matched op and the
//! pattern's type converter. Both only forward to the core.

use smallvec::SmallVec;

use crate::ir::{
    BlockId, Body, Context, Diagnostic, InsertPoint, IrRead, Location, OpBuilder, OpId, OpSpec, RegionId, Type, ValueId,
};
use crate::rewrite::{insert_at_point, step_insertion_point_past, PatternRewriter, RewriteListener, RewriteOverride};

use super::super::mapping::{one_value, ValueVec};
use super::super::type_converter::{SignatureConversion, TypeConverter};
use super::bodies::BodyIndex;
use super::changes::ReplacedUses;
use super::values::RemappedValues;
use super::ConversionCore;

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
/// The driver makes one for each pattern it applies: it works on one body,
/// the one holding the matched op, with the pattern's type converter.
///
/// [`ConversionPattern`]: super::super::ConversionPattern
pub struct ConversionPatternRewriter<'r, 'a> {
    core: &'r mut ConversionCore<'a>,
    body: &'r mut Body,
    body_index: BodyIndex,
    /// The type converter of the pattern, recorded with the casts its
    /// replacements need and used to convert types it asks for.
    converter: Option<&'a TypeConverter>,
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
    fn context_and_body_mut(&mut self) -> (&Context, &mut Body) {
        (self.core.ctx, self.body)
    }
}

impl<'r, 'a> ConversionPatternRewriter<'r, 'a> {
    /// A rewriter for a pattern with `converter` that matched an op of
    /// `body` (at `body_index`), inserting at `ip`.
    pub(crate) fn new(
        core: &'r mut ConversionCore<'a>,
        body: &'r mut Body,
        body_index: BodyIndex,
        converter: Option<&'a TypeConverter>,
        ip: InsertPoint,
    ) -> Self {
        ConversionPatternRewriter { core, body, body_index, converter, insertion_point: Some(ip) }
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
        self.converter
    }

    /// True in rollback mode.
    pub fn rollback_mode(&self) -> bool {
        self.core.rollback
    }

    /// True when `op` was replaced or erased during this conversion (it stays
    /// in the IR until the end in rollback mode).
    pub fn was_replaced(&self, op: OpId) -> bool {
        self.core.was_replaced(self.body_index, op)
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

    /// Inserts a detached op (for example one a materializer created) at the
    /// insertion point, which then follows it.
    pub fn insert(&mut self, op: OpId) {
        insert_at_point(self.body, &mut self.insertion_point, op);
        self.core.notify_op_created(self.body, self.body_index, op);
    }

    /// Replaces each result of `op` with one value and erases `op`.
    pub fn replace_op(&mut self, op: OpId, with: &[ValueId]) {
        let with: SmallVec<[ValueVec; 4]> = with.iter().map(|&v| one_value(v)).collect();
        step_insertion_point_past(self.body, &mut self.insertion_point, op);
        self.core.replace_op(self.body, self.body_index, op, &with, false, self.converter);
    }

    /// Replaces each result of `op` with zero or more values (a 1:N
    /// conversion; none: the result is dropped) and erases `op` (MLIR's
    /// `replaceOpWithMultiple`).
    pub fn replace_op_with_multiple(&mut self, op: OpId, with: &[&[ValueId]]) {
        let with: SmallVec<[ValueVec; 4]> = with.iter().map(|v| SmallVec::from_slice(v)).collect();
        step_insertion_point_past(self.body, &mut self.insertion_point, op);
        self.core.replace_op(self.body, self.body_index, op, &with, false, self.converter);
    }

    /// Erases `op` (results still used get a value "out of thin air", to be
    /// reconciled by the end of the conversion).
    pub fn erase_op(&mut self, op: OpId) {
        let with: SmallVec<[ValueVec; 4]> = (0..self.body.num_results(op)).map(|_| ValueVec::new()).collect();
        step_insertion_point_past(self.body, &mut self.insertion_point, op);
        self.core.replace_op(self.body, self.body_index, op, &with, true, self.converter);
    }

    /// Replaces every use of `from` with `to` (one value, or several in a
    /// 1:N conversion). Delayed in rollback mode, where uses of `from`
    /// created later are replaced too.
    pub fn replace_all_uses_with(&mut self, from: ValueId, to: &[ValueId]) {
        self.core.replace_uses(self.body, self.body_index, from, to, self.converter, ReplacedUses::All);
    }

    /// Replaces the uses of the block argument `arg` with `to`.
    pub fn replace_uses_of_block_argument(&mut self, arg: ValueId, to: &[ValueId]) {
        self.core.replace_uses(self.body, self.body_index, arg, to, self.converter, ReplacedUses::OfBlockArgument);
    }

    /// Changes `op` in place through `f` (MLIR's `modifyOpInPlace`); the op
    /// is legalized again after the pattern.
    pub fn modify_op_in_place<R>(&mut self, op: OpId, f: impl FnOnce(&mut Body) -> R) -> R {
        self.core.start_op_modification(self.body, self.body_index, op);
        let r = f(self.body);
        self.core.finalize_op_modification(self.body, self.body_index, op);
        r
    }

    /// Moves `op` to `at`.
    pub fn move_op(&mut self, op: OpId, at: InsertPoint) {
        self.core.move_op(self.body, self.body_index, op, at);
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
        self.core.create_block(self.body, self.body_index, region, before, types, locs)
    }

    /// Erases `block` and its ops.
    pub fn erase_block(&mut self, block: BlockId) {
        self.core.erase_block(self.body, self.body_index, block);
    }

    /// Moves the ops of `source` to `at`, replacing uses of its arguments
    /// with `args`, and erases `source` (MLIR's `inlineBlockBefore`).
    pub fn inline_block(&mut self, source: BlockId, at: InsertPoint, args: &[ValueId]) {
        let (first, last) = (self.body.first_op(source), self.body.last_op(source));
        self.core.inline_block(self.body, self.body_index, source, at, args, self.converter);
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
        self.core.inline_region_before(self.body, self.body_index, from, to, before);
    }

    /// Splits `block` before `op` into a new block after it (MLIR's
    /// `splitBlock`); `None` when `block` is detached.
    pub fn split_block(&mut self, block: BlockId, op: OpId) -> Option<BlockId> {
        self.core.split_block(self.body, self.body_index, block, op)
    }

    /// Exchanges the bodies of two isolated ops of this body: how a pattern
    /// replacing a function by another isolated op gives it the function's
    /// body (the counterpart of `inlineRegionBefore` across bodies). False
    /// when either op is not isolated. Swap before replacing the old op: what
    /// is nested in a replaced op is no longer legalized (as in MLIR).
    pub fn swap_isolated_bodies(&mut self, a: OpId, b: OpId) -> bool {
        self.core.swap_isolated_bodies(self.body, self.body_index, a, b)
    }

    /// Converts the arguments of `block` as `conversion` says, with the
    /// pattern's type converter for materializations (MLIR's
    /// `applySignatureConversion`). Returns the block that replaces `block`
    /// (`block` itself when nothing changes).
    pub fn apply_signature_conversion(&mut self, block: BlockId, conversion: &SignatureConversion) -> BlockId {
        self.core.apply_signature_conversion(self.body, self.body_index, block, conversion, self.converter)
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
        let converter = self.converter.ok_or(RegionTypeError::NoTypeConverter)?;
        self.core
            .convert_region_types(self.body, self.body_index, region, converter, entry)
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
        let converter = self.converter.ok_or(RegionTypeError::NoTypeConverter)?;
        let nested_index =
            self.core.register_nested_body(self.body, self.body_index, op).ok_or(RegionTypeError::NoSuchRegion)?;
        let nested = self.body.isolated_body_mut(op).ok_or(RegionTypeError::NoSuchRegion)?;
        let region = *nested.top_regions().get(index).ok_or(RegionTypeError::NoSuchRegion)?;
        self.core
            .convert_region_types(nested, nested_index, region, converter, entry)
            .map_err(|()| RegionTypeError::UnconvertibleType)
    }

    /// The value standing for `v` now, with the type the pattern's converter
    /// gives it (MLIR's `getRemappedValue`); `None` when its type cannot be
    /// converted or it maps to several values.
    pub fn remapped_value(&mut self, v: ValueId) -> Option<ValueId> {
        match self.remap(&[v])?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// [`ConversionPatternRewriter::remapped_value`] for several values.
    pub fn remapped_values(&mut self, values: &[ValueId]) -> Option<SmallVec<[ValueId; 8]>> {
        self.remap(values).filter(|out| out.len() == values.len())
    }

    /// The values standing for `values`, in one list; `None` when a type
    /// cannot be converted.
    fn remap(&mut self, values: &[ValueId]) -> Option<SmallVec<[ValueId; 8]>> {
        let mut out = RemappedValues::default();
        self.core
            .remap_values(self.body, self.body_index, self.converter, "value", None, values, &mut out)
            .then(|| out.into_values())
    }

    /// Reports an error about `op`, with MLIR's `see current operation` note
    /// (the op as it is now), as `op->emitError()` in an MLIR pattern does:
    /// the conversion goes on, and the error stays when the pattern fails or
    /// the conversion rolls back. The pass reports it
    /// ([`ConversionReport::diagnostics`]).
    ///
    /// [`ConversionReport::diagnostics`]: crate::conversion::ConversionReport::diagnostics
    pub fn emit_error(&mut self, op: OpId, message: impl Into<String>) {
        let ctx = self.core.ctx;
        let loc = self.body.loc(op);
        let note = crate::ir::current_operation_note(ctx, self.body, op);
        self.core.emit(Diagnostic::error(loc, message).with_note(loc, note));
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
        let mut listener =
            ConversionListener { core: &mut *self.core, body_index: self.body_index, converter: self.converter };
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
/// conversion; it takes the rewriter's structural changes over. The driver
/// makes one for each plain pattern it applies (without a type converter);
/// [`ConversionPatternRewriter::with_pattern_rewriter`] makes one with the
/// conversion pattern's.
pub(crate) struct ConversionListener<'r, 'a> {
    core: &'r mut ConversionCore<'a>,
    body_index: BodyIndex,
    converter: Option<&'a TypeConverter>,
}

impl<'r, 'a> ConversionListener<'r, 'a> {
    /// A listener for a plain pattern that matched an op of the body at
    /// `body_index`.
    pub(crate) fn for_plain_pattern(core: &'r mut ConversionCore<'a>, body_index: BodyIndex) -> Self {
        ConversionListener { core, body_index, converter: None }
    }
}

impl RewriteListener for ConversionListener<'_, '_> {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        self.core.notify_op_created(body, self.body_index, op);
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.core.finalize_op_modification(body, self.body_index, op);
    }

    fn block_inserted(&mut self, body: &Body, block: BlockId) {
        self.core.notify_block_created(body, self.body_index, block);
    }

    fn as_override(&mut self) -> Option<&mut dyn RewriteOverride> {
        Some(self)
    }
}

impl RewriteOverride for ConversionListener<'_, '_> {
    fn replace_op(&mut self, body: &mut Body, op: OpId, with: &[ValueId]) {
        let with: SmallVec<[ValueVec; 4]> = with.iter().map(|&v| one_value(v)).collect();
        self.core.replace_op(body, self.body_index, op, &with, false, self.converter);
    }

    fn erase_op(&mut self, body: &mut Body, op: OpId) {
        let with: SmallVec<[ValueVec; 4]> = (0..body.num_results(op)).map(|_| ValueVec::new()).collect();
        self.core.replace_op(body, self.body_index, op, &with, true, self.converter);
    }

    fn replace_all_uses_with(&mut self, body: &mut Body, from: ValueId, to: ValueId) {
        self.core.replace_uses(body, self.body_index, from, &[to], self.converter, ReplacedUses::All);
    }

    fn start_op_modification(&mut self, body: &Body, op: OpId) {
        self.core.start_op_modification(body, self.body_index, op);
    }

    fn move_op(&mut self, body: &mut Body, op: OpId, at: InsertPoint) {
        self.core.move_op(body, self.body_index, op, at);
    }

    fn erase_block(&mut self, body: &mut Body, block: BlockId) {
        self.core.erase_block(body, self.body_index, block);
    }

    fn inline_block(&mut self, body: &mut Body, source: BlockId, at: InsertPoint, args: &[ValueId]) {
        self.core.inline_block(body, self.body_index, source, at, args, self.converter);
    }

    fn inline_region_before(&mut self, body: &mut Body, from: RegionId, to: RegionId, before: Option<BlockId>) {
        self.core.inline_region_before(body, self.body_index, from, to, before);
    }

    fn split_block(&mut self, body: &mut Body, block: BlockId, op: OpId) -> BlockId {
        match self.core.split_block(body, self.body_index, block, op) {
            Some(b) => b,
            None => panic!("split_block: the block is detached"),
        }
    }
}
