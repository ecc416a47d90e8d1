//! The few ops of MLIR's `test` dialect that the test passes create
//! (`test-pass-create-invalid-ir`), so that IR printed by those passes reads
//! back in both `pass-opt` and `mlir-opt`.

use super::required_attr;
use crate::ir::{AllowsUnknownOps, AttrKind, Dialect, OpDef, OpView, Traits, TypeKind};

/// The dialect definition.
pub fn dialect() -> Dialect {
    // MLIR's test dialect allows unknown ops too.
    Dialect::new("test")
        .hook(AllowsUnknownOps)
        .op(OpDef::new("test.any_attr_of_i32_str", Traits::NONE).verifier(verify_any_attr_of_i32_str))
}

/// `attr` must be an `i32` integer or a string.
fn verify_any_attr_of_i32_str(v: &OpView<'_>) -> Result<(), crate::ir::Diagnostic> {
    let a = required_attr(v, "attr")?;
    let ok = match v.ctx.attr_kind(a) {
        AttrKind::String { .. } => true,
        AttrKind::Integer { ty, .. } => matches!(v.ctx.type_kind(*ty), TypeKind::Integer { width: 32, .. }),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(v.op_error(
            "attribute 'attr' failed to satisfy constraint: 32-bit signless integer attribute or string attribute",
        ))
    }
}
