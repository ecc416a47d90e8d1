//! When an op may be erased because nothing observes it: MLIR's
//! `wouldOpBeTriviallyDead` and `isOpTriviallyDead`
//! (`Interfaces/SideEffectInterfaces.cpp`), on this crate's traits.
//!
//! An op is free of side effects when it is `PURE` or only reads memory
//! (`READS_MEMORY`), or when it has `RECURSIVE_MEMORY_EFFECTS` and every op
//! nested in it is free of them. Unregistered ops may do anything.

use crate::ir::{Body, Context, OpId, Traits};

/// True when `op` could be erased if its results had no uses (MLIR's
/// `wouldOpBeTriviallyDead`): it is not a terminator, not a symbol (nor a
/// symbol table), and
/// neither it nor (for recursive ops) anything nested in it has effects other
/// than reads.
pub fn would_op_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(def) = ctx.op_def(body.op_name(op)) else {
        // An unregistered op might be a terminator.
        return false;
    };
    // MLIR keeps every `SymbolOpInterface` op. `builtin.module` is one (its
    // name is optional) though only its `SYMBOL_TABLE` trait says so here.
    if def.has(Traits::TERMINATOR) || def.has(Traits::SYMBOL) || def.has(Traits::SYMBOL_TABLE) {
        return false;
    }
    is_effect_free(ctx, body, op)
}

/// True when `op` has no uses and [`would_op_be_trivially_dead`] (MLIR's
/// `isOpTriviallyDead`).
pub fn is_op_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|r| body.use_empty(r)) && would_op_be_trivially_dead(ctx, body, op)
}

/// Whether `op` has no effect but reads, looking into nested ops when its
/// effects are those of its body.
fn is_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(def) = ctx.op_def(body.op_name(op)) else { return false };
    if def.has(Traits::RECURSIVE_MEMORY_EFFECTS) {
        let (host, regions) = body.op_region_host(op);
        for &region in regions {
            for block in host.blocks_of(region) {
                if !host.block_ops(block).all(|nested| is_effect_free(ctx, host, nested)) {
                    return false;
                }
            }
        }
        return true;
    }
    def.has(Traits::PURE) || def.has(Traits::READS_MEMORY)
}
