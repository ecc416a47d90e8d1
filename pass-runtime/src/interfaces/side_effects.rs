//! What an op may do besides computing its results (MLIR's
//! `SideEffectInterfaces`): memory effects, read from the op's traits, and
//! speculatability (whether it may run where the program would not have run
//! it, as code motion needs).
//!
//! Memory effects follow the traits: `PURE` ops have none, `READS_MEMORY`
//! ops only read, `RECURSIVE_MEMORY_EFFECTS` ops have those of the ops nested
//! in them, and every other op (unregistered ones included) may have any.

pub use crate::ir::effects::{is_memory_effect_free, is_op_trivially_dead, would_op_be_trivially_dead};
use crate::ir::{Body, Context, OpId, Traits};

/// Whether an op may be executed speculatively (MLIR's
/// `Speculation::Speculatability`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speculatability {
    /// It may have undefined behaviour or not terminate when run where the
    /// program would not run it.
    NotSpeculatable,
    /// It may always run speculatively.
    Speculatable,
    /// It may run speculatively if every op nested in it may.
    RecursivelySpeculatable,
}

/// MLIR's `ConditionallySpeculatable` interface, attached to an `OpDef` with
/// `OpDef::interface`: the op's speculatability depends on its operands or
/// attributes (a division is speculatable when its divisor is a non-zero
/// constant). Ops without it are speculatable when `PURE`.
#[derive(Clone, Copy)]
pub struct ConditionallySpeculatable(pub fn(ctx: &Context, body: &Body, op: OpId) -> Speculatability);

/// The op's own speculatability: its `ConditionallySpeculatable` interface,
/// else `Speculatable` for `PURE` ops and `NotSpeculatable` for the others.
pub fn speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    let Some(def) = ctx.op_def(body.op_name(op)) else { return Speculatability::NotSpeculatable };
    if let Some(cond) = def.get_interface::<ConditionallySpeculatable>() {
        return (cond.0)(ctx, body, op);
    }
    if def.has(Traits::PURE) {
        Speculatability::Speculatable
    } else {
        Speculatability::NotSpeculatable
    }
}

/// MLIR's `isSpeculatable`: the op may run speculatively, looking into its
/// regions when it is recursively speculatable.
pub fn is_speculatable(ctx: &Context, body: &Body, op: OpId) -> bool {
    match speculatability(ctx, body, op) {
        Speculatability::NotSpeculatable => false,
        Speculatability::Speculatable => true,
        Speculatability::RecursivelySpeculatable => {
            let (host, regions) = body.op_region_host(op);
            regions
                .iter()
                .all(|&r| host.blocks_of(r).all(|b| host.block_ops(b).all(|nested| is_speculatable(ctx, host, nested))))
        }
    }
}
