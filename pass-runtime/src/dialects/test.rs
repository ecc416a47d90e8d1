//! The few ops of MLIR's `test` dialect that the test passes create
//! (`test-pass-create-invalid-ir`, `test-decompose-call-graph-types`), so
//! that IR printed by those passes reads back in both `pass-opt` and
//! `mlir-opt`.

use super::{expect_operands, expect_results, operand_type, required_attr};
use crate::ir::{AllowsUnknownOps, AttrKind, Diagnostic, Dialect, OpDef, OpView, Traits, Type, TypeKind};

/// The dialect definition.
pub fn dialect() -> Dialect {
    // MLIR's test dialect allows unknown ops too.
    Dialect::new("test")
        .hook(AllowsUnknownOps)
        .op(OpDef::new("test.any_attr_of_i32_str", Traits::NONE).verifier(verify_any_attr_of_i32_str))
        .op(OpDef::new("test.make_tuple", Traits::NONE).verifier(verify_make_tuple))
        .op(OpDef::new("test.get_tuple_element", Traits::NONE).inherent(&["index"]).verifier(verify_get_tuple_element))
}

/// MLIR's constraint on tuples, with its description.
fn expect_tuple(v: &OpView<'_>, what: &str, t: Type) -> Result<(), Diagnostic> {
    if matches!(v.ctx.type_kind(t), TypeKind::Tuple(_)) {
        return Ok(());
    }
    Err(v.op_error(format!("{what} must be tuple with any combination of any type values, but got '{}'", v.ty(t))))
}

/// `test.make_tuple`: any operands, one tuple result.
fn verify_make_tuple(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 1)?;
    expect_tuple(v, "result #0", v.body.value_type(v.body.result(v.op, 0)))
}

/// `test.get_tuple_element`: a tuple operand and an `i32` `index`.
fn verify_get_tuple_element(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 1)?;
    let index = required_attr(v, "index")?;
    if !matches!(v.ctx.attr_kind(index), AttrKind::Integer { ty, .. } if is_i32(v, *ty)) {
        return Err(v.op_error("attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute"));
    }
    expect_tuple(v, "operand #0", operand_type(v, 0))
}

fn is_i32(v: &OpView<'_>, t: Type) -> bool {
    matches!(v.ctx.type_kind(t), TypeKind::Integer { width: 32, signedness: crate::ir::Signedness::Signless })
}

/// `attr` must be an `i32` integer or a string.
fn verify_any_attr_of_i32_str(v: &OpView<'_>) -> Result<(), crate::ir::Diagnostic> {
    let a = required_attr(v, "attr")?;
    let ok = match v.ctx.attr_kind(a) {
        AttrKind::String { .. } => true,
        AttrKind::Integer { ty, .. } => is_i32(v, *ty),
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
