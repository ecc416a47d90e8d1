//! What MLIR's side-effect interfaces say about an op, as far as the traits
//! of its [`OpDef`] tell: MLIR's `isMemoryEffectFree`,
//! `wouldOpBeTriviallyDead`, `isOpTriviallyDead`, and whether an op is a
//! symbol (`SymbolOpInterface`).
//!
//! The model: a registered op with [`Traits::PURE`] implements the memory
//! effect interface with no effect, one with [`Traits::READS_MEMORY`] with a
//! single read; an op with [`Traits::RECURSIVE_MEMORY_EFFECTS`] has the
//! effects of the ops nested in it; every other op (unregistered ones
//! included) has unknown effects, which passes treat as writes.
//!
//! Nested ops are looked up wherever they live: in the same [`Body`], or in
//! the body an isolated op owns.

use super::body::{Body, OpId};
use super::dialect::{OpDef, Traits};
use super::Context;

/// The effects an op declares by itself (its memory effect interface).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum OwnEffects {
    /// The op implements no memory effect interface: anything may happen.
    Unknown,
    /// No memory effect (`Pure`, `NoMemoryEffect`).
    None,
    /// Only reads memory.
    ReadOnly,
}

/// The effects `def` declares by itself (`None` for an unregistered op).
pub fn own_effects(def: Option<&OpDef>) -> OwnEffects {
    match def {
        Some(d) if d.has(Traits::PURE) => OwnEffects::None,
        Some(d) if d.has(Traits::READS_MEMORY) => OwnEffects::ReadOnly,
        _ => OwnEffects::Unknown,
    }
}

fn has_recursive_effects(def: Option<&OpDef>) -> bool {
    def.is_some_and(|d| d.has(Traits::RECURSIVE_MEMORY_EFFECTS))
}

/// Calls `f` on each op directly nested in `op`'s regions (wherever they
/// live) until it returns false; returns false if it did.
fn all_nested<'b>(body: &'b Body, op: OpId, f: &mut impl FnMut(&'b Body, OpId) -> bool) -> bool {
    let (host, regions) = body.op_region_host(op);
    for &r in regions {
        for b in host.blocks_of(r) {
            for nested in host.block_ops(b) {
                if !f(host, nested) {
                    return false;
                }
            }
        }
    }
    true
}

/// MLIR's `isMemoryEffectFree`: the op has no memory effect, and when its
/// effects are those of its nested ops, neither has any of them.
pub fn is_memory_effect_free(ctx: &Context, body: &Body, op: OpId) -> bool {
    let def = ctx.op_def(body.op_name(op));
    let recursive = has_recursive_effects(def);
    match own_effects(def) {
        OwnEffects::None if !recursive => return true,
        OwnEffects::None => {}
        OwnEffects::ReadOnly => return false,
        OwnEffects::Unknown if !recursive => return false,
        OwnEffects::Unknown => {}
    }
    all_nested(body, op, &mut |b, nested| is_memory_effect_free(ctx, b, nested))
}

/// True when the op declares exactly one kind of effect, a read (MLIR's
/// `hasSingleEffect<MemoryEffects::Read>`).
pub fn only_reads_memory(ctx: &Context, body: &Body, op: OpId) -> bool {
    own_effects(ctx.op_def(body.op_name(op))) == OwnEffects::ReadOnly
}

/// True when the op, or an op nested in it whose effects count for it, may
/// write memory or has unknown effects (MLIR's `getEffectsRecursively`
/// finding a write or giving up).
pub fn may_write_memory(ctx: &Context, body: &Body, op: OpId) -> bool {
    let def = ctx.op_def(body.op_name(op));
    let recursive = has_recursive_effects(def);
    if own_effects(def) == OwnEffects::Unknown && !recursive {
        return true;
    }
    recursive && !all_nested(body, op, &mut |b, nested| !may_write_memory(ctx, b, nested))
}

/// True when the op implements `SymbolOpInterface`: a registered op with
/// [`Traits::SYMBOL`], or a `builtin.module` with a `sym_name` (a module is
/// an optional symbol, as in MLIR).
pub fn is_symbol(ctx: &Context, body: &Body, op: OpId) -> bool {
    match ctx.op_def(body.op_name(op)) {
        Some(d) if d.has(Traits::SYMBOL) => true,
        Some(d) if d.name() == "builtin.module" => body.symbol_name(ctx, op).is_some(),
        _ => false,
    }
}

/// MLIR's `wouldOpBeTriviallyDead`: the op could be erased if its results
/// were unused. Terminators (and unregistered ops, which might be ones) and
/// symbols never are; otherwise the op and the ops whose effects it carries
/// may only read memory.
pub fn would_op_be_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    match ctx.op_def(body.op_name(op)) {
        None => return false,
        Some(d) if d.has(Traits::TERMINATOR) => return false,
        Some(_) => {}
    }
    if is_symbol(ctx, body, op) {
        return false;
    }
    effects_allow_removal(ctx, body, op)
}

fn effects_allow_removal(ctx: &Context, body: &Body, op: OpId) -> bool {
    let def = ctx.op_def(body.op_name(op));
    let recursive = has_recursive_effects(def);
    if own_effects(def) == OwnEffects::Unknown && !recursive {
        return false;
    }
    !recursive || all_nested(body, op, &mut |b, nested| effects_allow_removal(ctx, b, nested))
}

/// MLIR's `isOpTriviallyDead`: no result of the op is used and it would be
/// trivially dead.
pub fn is_op_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    body.results(op).all(|r| body.use_empty(r)) && would_op_be_trivially_dead(ctx, body, op)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{parse_source, ParseOptions};

    #[test]
    fn effects_follow_the_traits_and_nested_ops() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let text = r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
  ^bb0(%c: i1, %x: i32):
    %0 = "arith.addi"(%x, %x) : (i32, i32) -> i32
    "scf.if"(%c) ({
      %1 = "arith.muli"(%x, %x) : (i32, i32) -> i32
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%c) ({
      "test.opaque"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
        let owned = parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, text).unwrap();
        let module = owned.body().unwrap();
        let func = module.lookup_symbol(&ctx, "f").unwrap();
        assert!(is_symbol(&ctx, module, func));
        assert!(!would_op_be_trivially_dead(&ctx, module, func));
        let body = module.isolated_body(func).unwrap();
        let block = body.entry_block(body.top_regions()[0]).unwrap();
        let ops: Vec<OpId> = body.block_ops(block).collect();
        let (add, pure_if, opaque_if, ret) = (ops[0], ops[1], ops[2], ops[3]);
        assert!(is_memory_effect_free(&ctx, body, add));
        assert!(is_op_trivially_dead(&ctx, body, add));
        assert!(is_memory_effect_free(&ctx, body, pure_if));
        assert!(is_op_trivially_dead(&ctx, body, pure_if));
        assert!(!is_memory_effect_free(&ctx, body, opaque_if));
        assert!(may_write_memory(&ctx, body, opaque_if));
        assert!(!is_op_trivially_dead(&ctx, body, opaque_if));
        assert!(!is_op_trivially_dead(&ctx, body, ret), "terminators are never dead");
        assert!(!may_write_memory(&ctx, body, pure_if));
    }
}
