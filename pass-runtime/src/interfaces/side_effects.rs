//! What an op may do besides computing its results (MLIR's
//! `SideEffectInterfaces`): memory effects, read from the op's traits, and
//! speculatability (whether it may run where the program would not have run
//! it, as code motion needs).
//!
//! Memory effects follow the traits: `PURE` ops have none, `READS_MEMORY`
//! ops only read, `RECURSIVE_MEMORY_EFFECTS` ops have those of the ops nested
//! in them, and every other op (unregistered ones included) may have any.

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

/// The traits of a registered op; `None` for an unregistered one.
#[inline]
fn traits_of(ctx: &Context, body: &Body, op: OpId) -> Option<Traits> {
    ctx.op_def(body.op_name(op)).map(|d| d.traits())
}

/// MLIR's `isMemoryEffectFree`: the op (and, for ops with recursive effects,
/// every op nested in it) neither reads nor writes memory.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(traits) = traits_of(ctx, body, op) else { return false };
    if traits.contains(Traits::PURE) {
        return true;
    }
    if !traits.contains(Traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    let (host, regions) = body.op_region_host(op);
    regions
        .iter()
        .all(|&r| host.blocks_of(r).all(|b| host.block_ops(b).all(|nested| is_memory_effect_free(ctx, host, nested))))
}

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

/// MLIR's `wouldOpBeTriviallyDead`: erasing the op (were its results unused)
/// would not change the program. Terminators and symbols are never trivially
/// dead; otherwise the op and, through `RECURSIVE_MEMORY_EFFECTS`, the ops
/// nested in it may at most read memory.
pub fn would_op_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    match traits_of(ctx, body, op) {
        // An unregistered op might be a terminator.
        None => false,
        Some(t) if t.contains(Traits::TERMINATOR) || t.contains(Traits::SYMBOL) => false,
        Some(_) => has_only_read_effects(ctx, body, op),
    }
}

/// MLIR's `isOpTriviallyDead`: the op's results are unused and it would be
/// trivially dead.
pub fn is_op_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|v| body.use_empty(v)) && would_op_be_trivially_dead(ctx, body, op)
}

/// The effects of `op` (and of nested ops when they count) are at most reads.
fn has_only_read_effects(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(traits) = traits_of(ctx, body, op) else { return false };
    let recursive = traits.contains(Traits::RECURSIVE_MEMORY_EFFECTS);
    if recursive {
        let (host, regions) = body.op_region_host(op);
        let nested_ok = regions.iter().all(|&r| {
            host.blocks_of(r).all(|b| host.block_ops(b).all(|nested| has_only_read_effects(ctx, host, nested)))
        });
        if !nested_ok {
            return false;
        }
    }
    // An op with recursive effects and no effects of its own counts as
    // effect-free once its nested ops are.
    recursive || traits.contains(Traits::PURE) || traits.contains(Traits::READS_MEMORY)
}
