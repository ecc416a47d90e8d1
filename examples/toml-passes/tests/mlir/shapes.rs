//! Type transforms the re-declared MLIR ops of `tests/mlir/*.toml` name,
//! shared by the tests that include those specs.

use pass_runtime::ir::{Context, Type, TypeKind};

/// `arith.cmpi`'s `TypesMatchWith` transform (MLIR's `getI1SameShape`):
/// `i1`, or a vector or tensor of `i1` of the operand's shape.
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    let i1 = ctx.i1();
    let kind = match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => {
            TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 }
        }
        TypeKind::RankedTensor { shape, encoding, .. } => {
            TypeKind::RankedTensor { shape: shape.clone(), element: i1, encoding: *encoding }
        }
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element: i1 },
        _ => return i1,
    };
    ctx.intern_type(kind)
}
