//! `strip-debuginfo`: every location becomes `loc(unknown)`, as MLIR's
//! `StripDebugInfo.cpp`. Declared in `transforms.toml`.

use smallvec::SmallVec;

use crate::ir::{BlockId, Body, Location, OpId, RegionId};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::StripDebugInfo;

impl PassBehavior for StripDebugInfo {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let unknown = op.context().unknown_loc();
        op.set_loc(unknown);
        strip_body(op.body_mut(), unknown);
        Ok(())
    }
}

/// Strips the ops and block arguments of `body`'s regions, and the bodies of
/// the isolated ops in them.
fn strip_body(body: &mut Body, unknown: Location) {
    let regions: SmallVec<[RegionId; 2]> = body.top_regions().into();
    for region in regions {
        strip_region(body, region, unknown);
    }
}

fn strip_region(body: &mut Body, region: RegionId, unknown: Location) {
    let blocks: SmallVec<[BlockId; 4]> = body.blocks_of(region).collect();
    for block in blocks {
        let args: SmallVec<[_; 4]> = body.block_args(block).into();
        for arg in args {
            body.set_value_loc(arg, unknown);
        }
        let mut cursor = body.first_op(block);
        while let Some(op) = cursor {
            strip_op(body, op, unknown);
            cursor = body.next_op(op);
        }
    }
}

fn strip_op(body: &mut Body, op: OpId, unknown: Location) {
    let data = body.op_mut(op);
    data.set_loc(unknown);
    if let Some(inner) = data.isolated_body_mut() {
        strip_body(inner, unknown);
        return;
    }
    let regions: SmallVec<[RegionId; 2]> = body.regions(op).into();
    for region in regions {
        strip_region(body, region, unknown);
    }
}
