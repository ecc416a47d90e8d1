//! Block signature conversion (MLIR's `applySignatureConversion` and
//! `convertRegionTypes`): a block whose argument types change is replaced by
//! a new block that takes its ops and its predecessors' branches; the old
//! arguments' uses are replaced (delayed in rollback mode) by the new
//! arguments or by values out of thin air.

use smallvec::SmallVec;

use crate::ir::{BlockId, Body, InsertPoint, RegionId, ValueId};

use super::super::type_converter::{InputMapping, SignatureConversion, TypeConverter};
use super::bodies::BodyIndex;
use super::changes::{Change, ReplacedUses};
use super::ConversionCore;

impl<'a> ConversionCore<'a> {
    /// Converts the arguments of `block` as `conversion` says, into a new
    /// block that takes its place and ops (MLIR's `applySignatureConversion`).
    /// Returns the new block, or `block` when nothing changes.
    pub(crate) fn apply_signature_conversion(
        &mut self,
        body: &mut Body,
        body_index: BodyIndex,
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
        let new_block = self.create_block(body, body_index, region, body.next_block(block), new_types, &locs);
        if self.rollback {
            if let (Some(first), Some(last)) = (body.first_op(block), body.last_op(block)) {
                self.changes.push(Change::InlineBlock { body_index, source: block, first, last });
            }
        }
        body.move_block_ops(block, InsertPoint::BlockEnd(new_block));
        self.retarget_branches(body, body_index, region, block, new_block);
        for (i, &arg) in orig_args.iter().enumerate() {
            match conversion.input_mapping(i) {
                None => {
                    // Dropped without replacement: a value out of thin air.
                    let at = InsertPoint::BlockStart(new_block);
                    let value = self.build_thin_air_value(body, body_index, arg, converter, at, false);
                    self.replace_uses(body, body_index, arg, &[value], converter, ReplacedUses::OfBlockArgument);
                }
                Some(InputMapping::Values(values)) => {
                    let values = values.clone();
                    self.replace_uses(body, body_index, arg, &values, converter, ReplacedUses::OfBlockArgument);
                }
                Some(InputMapping::Inputs { start, len }) => {
                    let new_args: SmallVec<[ValueId; 4]> =
                        body.block_args(new_block).iter().skip(*start).take(*len).copied().collect();
                    self.replace_uses(body, body_index, arg, &new_args, converter, ReplacedUses::OfBlockArgument);
                }
            }
        }
        if self.rollback {
            self.changes.push(Change::BlockTypeConversion { body_index, orig: block, new: new_block });
        }
        self.erase_block(body, body_index, block);
        new_block
    }

    /// Redirects the branches of `region` from `from` to `to`.
    pub(super) fn retarget_branches(
        &self,
        body: &mut Body,
        body_index: BodyIndex,
        region: RegionId,
        from: BlockId,
        to: BlockId,
    ) {
        let blocks: Vec<BlockId> = body.blocks_of(region).collect();
        for b in blocks {
            // Terminators sit at the end; in rollback mode replaced ones stay
            // after the ops replacing them.
            let mut cursor = body.last_op(b);
            while let Some(op) = cursor {
                cursor = body.prev_op(op);
                if body.successors(op).is_empty() {
                    if self.was_replaced(body_index, op) {
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
        body_index: BodyIndex,
        region: RegionId,
        converter: &'a TypeConverter,
        entry: Option<&SignatureConversion>,
    ) -> Result<Option<BlockId>, ()> {
        let Some(first) = body.entry_block(region) else { return Ok(None) };
        let new_entry = match entry {
            Some(c) => self.apply_signature_conversion(body, body_index, first, c, Some(converter)),
            None => {
                let conversion = converter.convert_block_signature(self.ctx, body, first).ok_or(())?;
                self.apply_signature_conversion(body, body_index, first, &conversion, Some(converter))
            }
        };
        Ok(Some(new_entry))
    }
}
