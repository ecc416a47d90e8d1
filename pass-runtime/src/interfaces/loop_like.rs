//! Loops (MLIR's `LoopLikeOpInterface`): ops whose regions run repeatedly,
//! which loop transformations (loop-invariant code motion) work on.

use std::ops::Range;

use crate::ir::{Body, InsertPoint, OpId, RegionId, ValueDef, ValueId};

/// MLIR's `LoopLikeOpInterface`, attached to an `OpDef` with
/// `OpDef::interface` (`scf.for`, `scf.while`, `scf.parallel`, `scf.forall`).
#[derive(Clone, Copy)]
pub struct LoopLike {
    /// How many of the op's regions, from the first, run repeatedly
    /// (`getLoopRegions`): `scf.for` has one, `scf.while` two.
    pub num_loop_regions: usize,
    /// The induction variable (`getSingleInductionVar`), if the loop has one.
    pub induction_var: Option<fn(body: &Body, op: OpId) -> Option<ValueId>>,
    /// The indices of the operands that initialize the loop-carried values
    /// (`getInits`).
    pub inits: fn(body: &Body, op: OpId) -> Range<usize>,
    /// The indices of the loop region's entry block arguments that carry values
    /// from one iteration to the next (`getRegionIterArgs`).
    pub region_iter_args: fn(body: &Body, op: OpId) -> Range<usize>,
}

impl LoopLike {
    /// The regions that run repeatedly.
    pub fn loop_regions<'b>(&self, body: &'b Body, op: OpId) -> &'b [RegionId] {
        let regions = body.regions(op);
        &regions[..self.num_loop_regions.min(regions.len())]
    }

    /// MLIR's `isDefinedOutsideOfLoop`: `value` is not defined in the loop
    /// (neither by the loop's block arguments nor by an op nested in it).
    pub fn is_defined_outside(&self, body: &Body, op: OpId, value: ValueId) -> bool {
        is_defined_outside(body, op, value)
    }

    /// MLIR's `moveOutOfLoop`: moves `nested` right before the loop.
    pub fn move_out_of_loop(&self, body: &mut Body, op: OpId, nested: OpId) {
        body.move_op(nested, InsertPoint::Before(op));
    }
}

/// `value` is defined outside `op`: the op owning the region where it is
/// defined is neither `op` nor nested in it.
pub fn is_defined_outside(body: &Body, op: OpId, value: ValueId) -> bool {
    let owner = match body.value_def(value) {
        ValueDef::Result { op: def, .. } => body.parent_op(def),
        ValueDef::BlockArg { block, .. } => body.block_region(block).and_then(|r| body.region_parent(r)),
        ValueDef::Detached => None,
    };
    match owner {
        Some(owner) => !body.is_nested_in(owner, op),
        None => true,
    }
}
