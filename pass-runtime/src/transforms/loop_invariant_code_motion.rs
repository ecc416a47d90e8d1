//! `loop-invariant-code-motion`: hoists what does not change in a loop out of
//! it, as MLIR's `LoopInvariantCodeMotion` pass (`moveLoopInvariantCode` over
//! every `LoopLikeOpInterface` op). Declared in `transforms.toml`.

use std::collections::VecDeque;

use crate::interfaces::{is_defined_outside, is_memory_effect_free, is_speculatable, LoopLike};
use crate::ir::{Body, Context, OpId, RegionId, Traits, ValueDef};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::LoopInvariantCodeMotion;

impl PassBehavior for LoopInvariantCodeMotion {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let (ctx, body) = op.context_and_body_mut();
        hoist_in_body(ctx, body);
        Ok(())
    }
}

/// Hoists invariant code out of every loop of `body` and of the bodies of the
/// isolated ops nested in it, returning how many ops moved.
pub fn hoist_in_body(ctx: &Context, body: &mut Body) -> usize {
    // MLIR walks the loops in post-order, inner loops first. Ops only ever move
    // to just before the loop being processed, a place the walk has passed, so
    // collecting the loops first visits the same loops in the same order.
    let mut loops = Vec::new();
    let mut isolated = Vec::new();
    body.walk_postorder(|op| {
        if let Some(def) = ctx.op_def(body.op_name(op)) {
            if def.has_interface::<LoopLike>() {
                loops.push(op);
            }
        }
        if body.is_isolated(op) {
            isolated.push(op);
        }
    });
    let mut moved = 0;
    let mut worklist = VecDeque::new();
    for &loop_op in &loops {
        moved += move_loop_invariant_code(ctx, body, loop_op, &mut worklist);
    }
    for op in isolated {
        if let Some(inner) = body.isolated_body_mut(op) {
            moved += hoist_in_body(ctx, inner);
        }
    }
    moved
}

/// MLIR's `moveLoopInvariantCode` for one loop: returns how many ops moved.
pub fn move_loop_invariant_code(ctx: &Context, body: &mut Body, loop_op: OpId, worklist: &mut VecDeque<OpId>) -> usize {
    let Some(loop_like) = ctx.op_def(body.op_name(loop_op)).and_then(|d| d.get_interface::<LoopLike>()).copied() else {
        return 0;
    };
    let regions: smallvec::SmallVec<[RegionId; 2]> = loop_like.loop_regions(body, loop_op).into();
    let mut moved = 0;
    for region in regions {
        worklist.clear();
        for block in body.blocks_of(region) {
            worklist.extend(body.block_ops(block));
        }
        while let Some(op) = worklist.pop_front() {
            // Ops already hoisted were queued again by their operands.
            if op_region(body, op) != Some(region) {
                continue;
            }
            if !is_memory_effect_free(ctx, body, op)
                || !is_speculatable(ctx, body, op)
                || !can_be_hoisted(ctx, body, op, loop_op)
            {
                continue;
            }
            loop_like.move_out_of_loop(body, loop_op, op);
            moved += 1;
            // Users at the loop body's level may have become invariant.
            for result in body.results(op) {
                for u in body.uses_of(result) {
                    let user = body.use_owner(u).0;
                    if op_region(body, user) == Some(region) {
                        worklist.push_back(user);
                    }
                }
            }
        }
    }
    moved
}

/// The region holding `op`.
fn op_region(body: &Body, op: OpId) -> Option<RegionId> {
    body.op_block(op).and_then(|b| body.block_region(b))
}

/// MLIR's `canBeHoisted`: not a terminator, and every value `op` and the ops
/// nested in it use is either defined inside `op` or outside the loop.
fn can_be_hoisted(ctx: &Context, body: &Body, op: OpId, loop_op: OpId) -> bool {
    if ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::TERMINATOR)) {
        return false;
    }
    let uses_are_invariant = |user: OpId| {
        body.operands(user).all(|value| {
            let owner = match body.value_def(value) {
                ValueDef::Result { op: def, .. } => body.parent_op(def),
                ValueDef::BlockArg { block, .. } => body.block_region(block).and_then(|r| body.region_parent(r)),
                ValueDef::Detached => None,
            };
            let defined_inside_op = owner.is_some_and(|owner| body.is_nested_in(owner, op));
            defined_inside_op || is_defined_outside(body, loop_op, value)
        })
    };
    if !uses_are_invariant(op) {
        return false;
    }
    let mut invariant = true;
    for &region in body.regions(op) {
        body.walk_region(region, &mut |nested, pre| {
            if pre && invariant && !uses_are_invariant(nested) {
                invariant = false;
            }
        });
    }
    invariant
}
