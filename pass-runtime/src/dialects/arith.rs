//! The `arith` dialect: integer and float arithmetic, comparisons, `select`,
//! casts and `arith.constant`.
//!
//! The ops and their enums are declared with MLIR 22's definition in
//! `arith/arith.toml`, from which the crate's build script generates their
//! typed handles ([`AddIOp`], [`CmpIOp`], [`ConstantOp`], ...), the enums
//! ([`IntegerOverflowFlags`], [`FastMathFlags`], [`CmpIPredicate`],
//! [`CmpFPredicate`], [`RoundingMode`]), builders, verifiers, assembly
//! formats and registration. This file holds what the declaration cannot
//! say: the hooks (the folders of `fold`, the patterns of `canonicalize`,
//! the verifiers MLIR writes in C++, the divisions' speculatability), the
//! type constraints of the casts, constant materialization and, in `asm`,
//! `arith.select`'s hand-written form. The other submodules serve the
//! hooks: `int` (fixed-width integers), `consts` (constant operands and
//! element-wise folding), `flags` (the enums as the folders read them).

mod asm;
mod canonicalize;
pub(crate) mod consts;
pub(crate) mod flags;
mod fold;
pub(crate) mod int;

use super::{i1_like_of, is_signless_int_like, scalar_of};
use crate::interfaces::{ConditionallySpeculatable, Speculatability};
use crate::ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, Dialect, Location, OpId, OpSpec, OpView, Signedness, Type, TypeKind,
};
use crate::ods;
use crate::rewrite::{constant_value, FoldOutcome, RewritePatternSet};

crate::include_dialect!("arith");

/// Integer binary ops: `(name, commutative, has overflowFlags)`.
pub const INT_BINARY: &[(&str, bool, bool)] = &[
    (AddIOp::NAME, true, true),
    (SubIOp::NAME, false, true),
    (MulIOp::NAME, true, true),
    (DivSIOp::NAME, false, false),
    (DivUIOp::NAME, false, false),
    (RemSIOp::NAME, false, false),
    (RemUIOp::NAME, false, false),
    (AndIOp::NAME, true, false),
    (OrIOp::NAME, true, false),
    (XOrIOp::NAME, true, false),
    (ShLIOp::NAME, false, true),
    (ShRSIOp::NAME, false, false),
    (ShRUIOp::NAME, false, false),
    (MaxSIOp::NAME, true, false),
    (MinSIOp::NAME, true, false),
    (MaxUIOp::NAME, true, false),
    (MinUIOp::NAME, true, false),
    (CeilDivSIOp::NAME, false, false),
    (FloorDivSIOp::NAME, false, false),
    (CeilDivUIOp::NAME, false, false),
];

/// Float binary ops: `(name, commutative)`.
pub const FLOAT_BINARY: &[(&str, bool)] = &[
    (AddFOp::NAME, true),
    (SubFOp::NAME, false),
    (MulFOp::NAME, true),
    (DivFOp::NAME, false),
    (RemFOp::NAME, false),
    (MaximumFOp::NAME, true),
    (MinimumFOp::NAME, true),
    (MaxNumFOp::NAME, true),
    (MinNumFOp::NAME, true),
];

/// The dialect definition: the declared ops, enums and hooks,
/// `arith.select`'s hand-written form (`arith/asm.rs`), the names
/// `arith.constant` gives its results, and constant materialization.
pub fn dialect() -> Dialect {
    let constant = ods::op_format::assembly::<ConstantOp>().result_name(constant_result_name);
    arith_dialect()
        .op_assembly(SelectOp::NAME, asm::SELECT_ASSEMBLY)
        .op_assembly(ConstantOp::NAME, constant)
        .hook(crate::rewrite::ConstantMaterializer(materialize_constant))
}

/// MLIR's `ConstantOp::getAsmResultNames`: `%true`/`%false` for `i1`,
/// `%c42_i32` for another integer (`%c42` for an index), `%cst` otherwise.
fn constant_result_name(v: &OpView<'_>) -> Option<String> {
    let ctx = v.ctx;
    let value = ctx.dict_get(v.body.props(v.op), "value")?;
    let AttrKind::Integer { value, .. } = ctx.attr_kind(value) else { return Some("cst".into()) };
    let ty = v.body.value_type(v.body.result(v.op, 0));
    match ctx.type_kind(ty) {
        TypeKind::Integer { width: 1, .. } => Some(if *value != 0 { "true" } else { "false" }.into()),
        TypeKind::Integer { .. } => Some(format!("c{value}_{}", v.ty(ty))),
        _ => Some(format!("c{value}")),
    }
}

// ----- folders and patterns ---------------------------------------------------------

/// Each op's folder (`fold.rs`, MLIR's `fold` methods).
macro_rules! folders {
    ($($op:ident => $fold:ident),* $(,)?) => {$(
        impl ods::Fold for $op {
            fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome {
                fold::$fold(ctx, body, self.id(), operands)
            }
        }
    )*};
}

folders!(
    ConstantOp => fold_constant,
    AddIOp => fold_addi,
    SubIOp => fold_subi,
    MulIOp => fold_muli,
    DivUIOp => fold_divui,
    DivSIOp => fold_divsi,
    CeilDivUIOp => fold_ceildivui,
    CeilDivSIOp => fold_ceildivsi,
    FloorDivSIOp => fold_floordivsi,
    RemUIOp => fold_remui,
    RemSIOp => fold_remsi,
    AndIOp => fold_andi,
    OrIOp => fold_ori,
    XOrIOp => fold_xori,
    ShLIOp => fold_shli,
    ShRUIOp => fold_shrui,
    ShRSIOp => fold_shrsi,
    MaxSIOp => fold_maxsi,
    MaxUIOp => fold_maxui,
    MinSIOp => fold_minsi,
    MinUIOp => fold_minui,
    AddUIExtendedOp => fold_addui_extended,
    MulSIExtendedOp => fold_mulsi_extended,
    MulUIExtendedOp => fold_mului_extended,
    NegFOp => fold_negf,
    AddFOp => fold_addf,
    SubFOp => fold_subf,
    MulFOp => fold_mulf,
    DivFOp => fold_divf,
    RemFOp => fold_remf,
    MaximumFOp => fold_maximumf,
    MinimumFOp => fold_minimumf,
    MaxNumFOp => fold_maxnumf,
    MinNumFOp => fold_minnumf,
    ExtUIOp => fold_extui,
    ExtSIOp => fold_extsi,
    TruncIOp => fold_trunci,
    ExtFOp => fold_extf,
    TruncFOp => fold_truncf,
    UIToFPOp => fold_uitofp,
    SIToFPOp => fold_sitofp,
    FPToUIOp => fold_fptoui,
    FPToSIOp => fold_fptosi,
    IndexCastOp => fold_index_cast,
    IndexCastUIOp => fold_index_castui,
    BitcastOp => fold_bitcast_or_identity,
    CmpIOp => fold_cmpi,
    CmpFOp => fold_cmpf,
    SelectOp => fold_select,
);

/// Each op's canonicalization patterns (`canonicalize.rs`).
macro_rules! canonicalizers {
    ($($op:ident),* $(,)?) => {$(
        impl ods::Canonicalize for $op {
            fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
                canonicalize::patterns(Self::NAME, ctx, patterns);
            }
        }
    )*};
}

canonicalizers!(
    AddIOp,
    AddUIExtendedOp,
    SubIOp,
    MulIOp,
    MulSIExtendedOp,
    MulUIExtendedOp,
    XOrIOp,
    AndIOp,
    OrIOp,
    CmpIOp,
    SelectOp,
    IndexCastOp,
    IndexCastUIOp,
    BitcastOp,
    ExtSIOp,
    TruncIOp,
    TruncFOp,
    CmpFOp,
    MulFOp,
    DivFOp,
);

/// MLIR's `arith::ConstantOp::materialize`: an `arith.constant` when `value`
/// is an integer (of a signless type), float or elements attribute of type
/// `ty`.
fn materialize_constant(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if ctx.attr_type(value) != Some(ty) {
        return None;
    }
    let element = ctx.element_type_or_self(ty);
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(element) {
        if *signedness != crate::ir::Signedness::Signless {
            return None;
        }
    }
    if !matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseResource { .. }
            | AttrKind::Sparse { .. }
    ) {
        return None;
    }
    let props = ctx.dictionary([crate::ir::NamedAttr { name: ctx.ident("value"), value }]);
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name(ConstantOp::NAME), loc) };
    Some(body.create_op(&spec, false))
}

/// Divisions by zero, and signed ones of the minimum by -1, are undefined:
/// MLIR's `arith.divui`, `divsi`, `ceildivui` and `ceildivsi` are speculatable
/// only when the divisor's range excludes those values. The range is known
/// here for constant divisors (MLIR infers it through `InferIntRangeInterface`,
/// which is exact for constants).
const UNSIGNED_DIVISION: ConditionallySpeculatable =
    ConditionallySpeculatable(|ctx, body, op| divisor_speculatability(ctx, body, op, |range| range.unsigned_min != 0));

/// The signed divisions' speculatability: see [`UNSIGNED_DIVISION`].
const SIGNED_DIVISION: ConditionallySpeculatable = ConditionallySpeculatable(|ctx, body, op| {
    divisor_speculatability(ctx, body, op, |range| {
        let excludes_zero = range.signed_min > 0 || range.signed_max < 0;
        let excludes_minus_one = range.signed_min > -1 || range.signed_max < -1;
        excludes_zero && excludes_minus_one
    })
});

macro_rules! speculatable {
    ($($op:ident => $imp:ident),* $(,)?) => {$(
        impl ods::Implements<ConditionallySpeculatable> for $op {
            fn implementation() -> ConditionallySpeculatable {
                $imp
            }
        }
    )*};
}

speculatable!(
    DivUIOp => UNSIGNED_DIVISION,
    CeilDivUIOp => UNSIGNED_DIVISION,
    DivSIOp => SIGNED_DIVISION,
    CeilDivSIOp => SIGNED_DIVISION,
);

/// The range of a constant integer (or integer elements) divisor.
struct DivisorRange {
    signed_min: i128,
    signed_max: i128,
    unsigned_min: u128,
}

fn divisor_speculatability(
    ctx: &Context,
    body: &crate::ir::Body,
    op: crate::ir::OpId,
    safe: fn(&DivisorRange) -> bool,
) -> Speculatability {
    let range = (body.num_operands(op) == 2)
        .then(|| constant_value(ctx, body, body.operand(op, 1)))
        .flatten()
        .and_then(|divisor| constant_int_range(ctx, divisor));
    match range {
        Some(range) if safe(&range) => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// The signed and unsigned range of an integer or integer-elements constant.
fn constant_int_range(ctx: &Context, attr: crate::ir::Attribute) -> Option<DivisorRange> {
    let (ty, values): (Type, &[i128]) = match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => (*ty, std::slice::from_ref(value)),
        AttrKind::DenseElements { ty, data: crate::ir::DenseData::Ints(values), .. } => (scalar_of(ctx, *ty), values),
        _ => return None,
    };
    let width = match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => (*width).min(128),
        TypeKind::Index => 64,
        _ => return None,
    };
    if values.is_empty() || width == 0 {
        return None;
    }
    let shift = 128 - width;
    let signed = |v: i128| (v << shift) >> shift;
    let unsigned = |v: i128| ((v as u128) << shift) >> shift;
    Some(DivisorRange {
        signed_min: values.iter().map(|&v| signed(v)).min()?,
        signed_max: values.iter().map(|&v| signed(v)).max()?,
        unsigned_min: values.iter().map(|&v| unsigned(v)).min()?,
    })
}

// ----- verifiers ------------------------------------------------------------------

/// MLIR's `ConstantOp::verify`, after the declared `AllTypesMatch<value,
/// result>`.
impl ods::Verify for ConstantOp {
    const READS_SIGNATURE_ONLY: bool = true;

    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        let ty = v.body.value_type(self.result(v));
        if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
            if *signedness != Signedness::Signless {
                return Err(v.op_error("integer return type must be signless"));
            }
        }
        let value = self.value(v);
        let kind = ctx.attr_kind(value);
        if !matches!(
            kind,
            AttrKind::Integer { .. }
                | AttrKind::Float { .. }
                | AttrKind::DenseElements { .. }
                | AttrKind::DenseResource { .. }
                | AttrKind::Sparse { .. }
        ) {
            return Err(v.op_error("value must be an integer, float, or elements attribute"));
        }
        let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
        if scalable && !matches!(kind, AttrKind::DenseElements { splat: true, .. }) {
            return Err(v.op_error(
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
        Ok(())
    }
}

/// MLIR's `SelectOp::verify`, after the declared checks.
impl ods::Verify for SelectOp {
    const READS_SIGNATURE_ONLY: bool = true;

    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        let condition = v.body.value_type(self.condition(v));
        let result = v.body.value_type(self.result(v));
        if condition == ctx.i1() {
            return Ok(());
        }
        if !matches!(
            ctx.type_kind(result),
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        ) {
            return Err(v.op_error(format!("expected condition to be a signless i1, but got {}", v.ty(condition))));
        }
        let expected = i1_like_of(ctx, result);
        if condition != expected {
            return Err(v.op_error(format!(
                "expected condition type to have the same shape as the result type, expected {}, but got {}",
                v.ty(expected),
                v.ty(condition)
            )));
        }
        Ok(())
    }
}

/// `arith.select`'s `BooleanConditionOrMatchingShape` predicate: the
/// condition is `i1`, or it and the result are shaped alike.
pub(crate) fn boolean_condition_or_matching_shape(v: &OpView<'_>) -> bool {
    let ctx = v.ctx;
    let (condition, result) = (v.body.value_type(v.body.operand(v.op, 0)), v.body.value_type(v.body.result(v.op, 0)));
    if condition == ctx.i1() {
        return true;
    }
    ctx.is_shaped_type(condition) && ctx.is_shaped_type(result) && ctx.shape(condition) == ctx.shape(result)
}

/// The casts' `SameInputOutputTensorDims` predicate: the tensor dimensions
/// of the operand and the result (none for other types) are identical.
pub(crate) fn same_input_output_tensor_dims(v: &OpView<'_>) -> bool {
    let (src, dst) = (v.body.value_type(v.body.operand(v.op, 0)), v.body.value_type(v.body.result(v.op, 0)));
    same_tensor_dims(v.ctx, src, dst)
}

/// What a cast's `areCastCompatible` asks of the element types.
#[derive(Clone, Copy, PartialEq)]
enum Width {
    Wider,
    Narrower,
    Any,
    Same,
    IndexCast,
}

/// Each cast's verifier hook: its `CastOpInterface` compatibility.
macro_rules! cast_verifiers {
    ($($op:ident => $width:ident),* $(,)?) => {$(
        impl ods::Verify for $op {
            const READS_SIGNATURE_ONLY: bool = true;

            fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
                verify_cast(v, Width::$width)
            }
        }
    )*};
}

cast_verifiers!(
    ExtUIOp => Wider,
    ExtSIOp => Wider,
    ExtFOp => Wider,
    TruncIOp => Narrower,
    TruncFOp => Narrower,
    UIToFPOp => Any,
    SIToFPOp => Any,
    FPToUIOp => Any,
    FPToSIOp => Any,
    IndexCastOp => IndexCast,
    IndexCastUIOp => IndexCast,
    BitcastOp => Same,
);

/// `SignlessFixedWidthIntegerLike`: a signless integer, or a vector or
/// tensor of them.
pub(crate) fn is_signless_fixed_width_integer_like(ctx: &Context, t: Type) -> bool {
    is_signless_int(ctx, scalar_of(ctx, t))
}

/// `IndexCastTypeConstraint`: signless-integer-or-index-like, or a memref of
/// signless integers or indices.
pub(crate) fn is_index_cast_type(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => is_signless_int(ctx, *element) || ctx.is_index(*element),
        _ => is_signless_int_like(ctx, t),
    }
}

/// `BitcastTypeConstraint`: a signless integer or float (index excluded),
/// a vector or tensor of them, or a memref of them.
pub(crate) fn is_bitcast_type(ctx: &Context, t: Type) -> bool {
    let element = match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => *element,
        _ => scalar_of(ctx, t),
    };
    is_signless_int(ctx, element) || ctx.is_float(element)
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Integer { signedness: Signedness::Signless, .. })
}

/// The arith casts' `SameInputOutputTensorDims`: the tensor dimensions of
/// the operand and the result (none for other types) are identical. An
/// unranked tensor never passes: MLIR 22 reads a ranked shape from it.
fn same_tensor_dims(ctx: &Context, a: Type, b: Type) -> bool {
    let dims = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(&shape[..]),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(&[][..]),
    };
    matches!((dims(a), dims(b)), (Some(x), Some(y)) if x == y)
}

/// The element type a cast's `areCastCompatible` looks at: the type itself,
/// or the element type of a vector, tensor or memref (which only the casts
/// that accept memrefs get past their constraints).
fn cast_element(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } => *element,
        _ => scalar_of(ctx, t),
    }
}

/// `CastOpInterface`'s verification of an arith cast: MLIR's
/// `areCastCompatible` on the element types.
fn verify_cast(v: &OpView<'_>, width: Width) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let (src, dst) = (v.body.value_type(v.body.operand(v.op, 0)), v.body.value_type(v.body.result(v.op, 0)));
    let (es, ed) = (cast_element(ctx, src), cast_element(ctx, dst));
    let (ws, wd) = (ctx.int_or_float_width(es).unwrap_or(0), ctx.int_or_float_width(ed).unwrap_or(0));
    let compatible = match width {
        Width::Wider => wd > ws,
        Width::Narrower => wd < ws,
        Width::Any => true,
        Width::Same => ws == wd,
        Width::IndexCast => ctx.is_index(es) != ctx.is_index(ed),
    };
    if !compatible {
        return Err(v.op_error(format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            v.ty(src),
            v.ty(dst)
        )));
    }
    Ok(())
}

/// The integer comparison predicates, in `arith.cmpi`'s numbering.
pub const CMPI_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// The float comparison predicates, in `arith.cmpf`'s numbering.
pub const CMPF_PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
