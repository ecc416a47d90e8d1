//! `topological-sort`: sorts the blocks of graph regions so that definitions
//! come before uses where they can, as MLIR's `TopologicalSort.cpp` and
//! `sortTopologically` (`TopologicalSortUtils.cpp`). Declared in
//! `transforms.toml`.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::ir::{BlockId, Body, Context, InsertPoint, OpId, RegionId, Traits};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::TopologicalSort;

impl PassBehavior for TopologicalSort {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let graph = op.view().has_trait(Traits::GRAPH_REGION);
        let (ctx, body) = op.context_and_body_mut();
        sort_body(ctx, body, graph);
        Ok(())
    }
}

/// Sorts the graph regions nested in `body`, and its own regions when its
/// owner's regions are graph regions (`owner_graph`).
fn sort_body(ctx: &Context, body: &mut Body, owner_graph: bool) {
    let mut with_regions: Vec<OpId> = Vec::new();
    body.walk_postorder(|op| with_regions.push(op));
    with_regions.retain(|&op| body.num_regions(op) > 0);
    for op in with_regions {
        let graph = ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::GRAPH_REGION));
        if let Some(inner) = body.isolated_body_mut(op) {
            sort_body(ctx, inner, graph);
        } else if graph {
            let regions: SmallVec<[RegionId; 2]> = body.regions(op).into();
            sort_regions(ctx, body, &regions);
        }
    }
    if owner_graph {
        let regions: SmallVec<[RegionId; 2]> = body.top_regions().into();
        sort_regions(ctx, body, &regions);
    }
}

fn sort_regions(ctx: &Context, body: &mut Body, regions: &[RegionId]) {
    for &region in regions {
        let blocks: SmallVec<[BlockId; 4]> = body.blocks_of(region).collect();
        for block in blocks {
            sort_topologically(ctx, body, block);
        }
    }
}

/// MLIR's `sortTopologically(Block *)`: reorders the ops of `block` (all but
/// a terminator, which stays last) so that, as far as possible, each comes
/// after the ops defining the values it and the ops nested in it use. Stable:
/// an op moves only ahead of ops it does not depend on. Ops in a cycle keep
/// their order at the end. Returns false when there was a cycle.
pub fn sort_topologically(ctx: &Context, body: &mut Body, block: BlockId) -> bool {
    let Some(last) = body.last_op(block) else { return true };
    let is_terminator = ctx.op_def(body.op_name(last)).is_some_and(|d| d.has(Traits::TERMINATOR));
    let end = is_terminator.then_some(last);
    let mut unscheduled: FxHashSet<OpId> = FxHashSet::default();
    let mut cursor = body.first_op(block);
    while let Some(op) = cursor {
        if Some(op) == end {
            break;
        }
        unscheduled.insert(op);
        cursor = body.next_op(op);
    }
    let mut next_scheduled = body.first_op(block);
    let mut all_scheduled = true;
    while !unscheduled.is_empty() {
        let Some(front) = next_scheduled.filter(|&op| Some(op) != end) else { break };
        let mut scheduled_any = false;
        let mut cursor = Some(front);
        let mut front = front;
        while let Some(op) = cursor {
            if Some(op) == end {
                break;
            }
            cursor = body.next_op(op);
            if !is_ready(body, op, &unscheduled) {
                continue;
            }
            unscheduled.remove(&op);
            scheduled_any = true;
            if op == front {
                next_scheduled = body.next_op(op);
                match next_scheduled.filter(|&n| Some(n) != end) {
                    Some(n) => front = n,
                    None => break,
                }
            } else {
                body.move_op(op, InsertPoint::Before(front));
            }
        }
        if !scheduled_any {
            // A cycle: give up on the first unscheduled op and go on after it.
            all_scheduled = false;
            unscheduled.remove(&front);
            next_scheduled = body.next_op(front);
        }
    }
    all_scheduled
}

/// True when no value `op` or an op nested in it uses is defined by an
/// unscheduled op (or inside one), other than `op` itself.
fn is_ready(body: &Body, op: OpId, unscheduled: &FxHashSet<OpId>) -> bool {
    let operand_ready = |v| {
        let Some(mut parent) = body.defining_op(v) else { return true };
        loop {
            if parent == op {
                return true;
            }
            if unscheduled.contains(&parent) {
                return false;
            }
            match body.parent_op(parent) {
                Some(p) => parent = p,
                None => return true,
            }
        }
    };
    if !body.operands(op).all(operand_ready) {
        return false;
    }
    // An isolated op's nested ops use only values defined inside it.
    for &region in body.regions(op) {
        let mut ready = true;
        body.walk_region(region, &mut |nested, pre| {
            if pre && ready && !body.operands(nested).all(operand_ready) {
                ready = false;
            }
        });
        if !ready {
            return false;
        }
    }
    true
}
