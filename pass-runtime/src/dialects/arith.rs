//! The `arith` dialect: integer and float arithmetic, comparisons, `select`,
//! casts and `arith.constant`, with MLIR's properties (`overflowFlags`,
//! `fastmath` defaults) and verifiers. Folding and canonicalization live in
//! submodules: `int` (fixed-width integers), `consts` (constant operands and
//! element-wise folding), `flags` (enum attributes), `fold` (the folders),
//! `canonicalize` (the patterns).

mod canonicalize;
pub(crate) mod consts;
pub(crate) mod flags;
mod fold;
pub(crate) mod int;

use super::{
    convert_props, converts_to_enum_case, expect_operands, expect_results, i1_like_of, is_float_like,
    is_signless_int_like, operand_type, required_attr, result_type, scalar_of,
};
use crate::interfaces::{ConditionallySpeculatable, Speculatability};
use crate::ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, Dialect, Location, OpDef, OpId, OpSpec, OpView, Signedness, Traits,
    Type, TypeKind, VerbatimSyntaxCheck, DYNAMIC,
};
use crate::rewrite::{constant_value, CanonicalizationPatterns, ConstantMaterializer};

/// Integer binary ops: `(name, commutative, has overflowFlags)`.
pub const INT_BINARY: &[(&str, bool, bool)] = &[
    ("arith.addi", true, true),
    ("arith.subi", false, true),
    ("arith.muli", true, true),
    ("arith.divsi", false, false),
    ("arith.divui", false, false),
    ("arith.remsi", false, false),
    ("arith.remui", false, false),
    ("arith.andi", true, false),
    ("arith.ori", true, false),
    ("arith.xori", true, false),
    ("arith.shli", false, true),
    ("arith.shrsi", false, false),
    ("arith.shrui", false, false),
    ("arith.maxsi", true, false),
    ("arith.minsi", true, false),
    ("arith.maxui", true, false),
    ("arith.minui", true, false),
    ("arith.ceildivsi", false, false),
    ("arith.floordivsi", false, false),
    ("arith.ceildivui", false, false),
];

/// Float binary ops: `(name, commutative)`.
pub const FLOAT_BINARY: &[(&str, bool)] = &[
    ("arith.addf", true),
    ("arith.subf", false),
    ("arith.mulf", true),
    ("arith.divf", false),
    ("arith.remf", false),
    ("arith.maximumf", true),
    ("arith.minimumf", true),
    ("arith.maxnumf", true),
    ("arith.minnumf", true),
];

/// Cast ops: `(name, from, to, width rule)`.
const CASTS: &[(&str, Class, Class, Width)] = &[
    ("arith.extsi", Class::Int, Class::Int, Width::Wider),
    ("arith.extui", Class::Int, Class::Int, Width::Wider),
    ("arith.trunci", Class::Int, Class::Int, Width::Narrower),
    ("arith.sitofp", Class::Int, Class::Float, Width::Any),
    ("arith.uitofp", Class::Int, Class::Float, Width::Any),
    ("arith.fptosi", Class::Float, Class::Int, Width::Any),
    ("arith.fptoui", Class::Float, Class::Int, Width::Any),
    ("arith.extf", Class::Float, Class::Float, Width::Wider),
    ("arith.truncf", Class::Float, Class::Float, Width::Narrower),
    ("arith.index_cast", Class::IntOrIndexOrMemRef, Class::IntOrIndexOrMemRef, Width::IndexCast),
    ("arith.index_castui", Class::IntOrIndexOrMemRef, Class::IntOrIndexOrMemRef, Width::IndexCast),
    ("arith.bitcast", Class::IntOrFloatOrMemRef, Class::IntOrFloatOrMemRef, Width::Same),
];

/// The type constraints of MLIR 22's arith casts (`ArithOps.td`).
#[derive(Clone, Copy, PartialEq)]
enum Class {
    /// `SignlessFixedWidthIntegerLike`: a signless integer, or a vector or
    /// tensor of them.
    Int,
    /// `FloatLike`: a float, or a vector or tensor of them.
    Float,
    /// `IndexCastTypeConstraint`: signless-integer-or-index-like, or a ranked
    /// memref of signless integers or indices.
    IntOrIndexOrMemRef,
    /// `BitcastTypeConstraint`: a signless integer or float (index excluded),
    /// a vector or tensor of them, or a ranked memref of them.
    IntOrFloatOrMemRef,
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

fn overflow_none(ctx: &Context) -> crate::ir::Attribute {
    ctx.dialect_attr("arith.overflow<none>")
}

fn fastmath_none(ctx: &Context) -> crate::ir::Attribute {
    ctx.dialect_attr("arith.fastmath<none>")
}

/// Attaches the op's folder and canonicalization patterns, if MLIR has them.
fn with_rewrites(def: OpDef) -> OpDef {
    let name = def.name();
    let def = match fold::folder_for(name) {
        Some(folder) => def.hook(folder),
        None => def,
    };
    match canonicalize::patterns_for(name) {
        Some(patterns) => def.hook(CanonicalizationPatterns(patterns)),
        None => def,
    }
}

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
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name("arith.constant"), loc) };
    Some(body.create_op(&spec, false))
}

/// The dialect definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("arith")
        .hook(ConstantMaterializer(materialize_constant))
        .hook(VerbatimSyntaxCheck(check_flag_syntax));
    for &(name, commutative, overflow) in INT_BINARY {
        let mut traits = Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE | Traits::ELEMENTWISE;
        if commutative {
            traits = traits | Traits::COMMUTATIVE;
        }
        // MLIR's `andi` and `ori` are `Idempotent`: `op(x, x)` folds to `x`.
        if matches!(name, "arith.andi" | "arith.ori") {
            traits = traits | Traits::IDEMPOTENT;
        }
        let mut def = OpDef::new(name, traits).verifier(verify_int_binary);
        def = with_division_speculatability(name, def);
        if overflow {
            def = def
                .inherent(&["overflowFlags"])
                .default_prop("overflowFlags", overflow_none)
                .properties_check(overflow_props);
        }
        d = d.op(with_rewrites(def));
    }
    for &(name, commutative) in FLOAT_BINARY {
        let mut traits = Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE | Traits::ELEMENTWISE;
        if commutative {
            traits = traits | Traits::COMMUTATIVE;
        }
        d = d.op(with_rewrites(
            OpDef::new(name, traits)
                .inherent(&["fastmath"])
                .default_prop("fastmath", fastmath_none)
                .properties_check(fastmath_props)
                .verifier(verify_float_binary),
        ));
    }
    d = d.op(with_rewrites(
        OpDef::new("arith.negf", Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE | Traits::ELEMENTWISE)
            .inherent(&["fastmath"])
            .default_prop("fastmath", fastmath_none)
            .properties_check(fastmath_props)
            .verifier(verify_negf),
    ));
    for name in ["arith.addui_extended", "arith.mulsi_extended", "arith.mului_extended"] {
        let traits = Traits::PURE | Traits::COMMUTATIVE | Traits::ELEMENTWISE;
        d = d.op(with_rewrites(OpDef::new(name, traits).verifier(verify_extended)));
    }
    for &(name, ..) in CASTS {
        let mut def = OpDef::new(name, Traits::PURE | Traits::ELEMENTWISE).verifier(verify_cast);
        def = match name {
            "arith.trunci" => def
                .inherent(&["overflowFlags"])
                .default_prop("overflowFlags", overflow_none)
                .properties_check(overflow_props),
            "arith.extf" => def.inherent(&["fastmath"]).properties_check(fastmath_props),
            "arith.truncf" => def.inherent(&["roundingmode", "fastmath"]).properties_check(truncf_props),
            "arith.sitofp" | "arith.uitofp" | "arith.fptosi" | "arith.fptoui" => def,
            _ => def,
        };
        d = d.op(with_rewrites(def));
    }
    d.op(with_rewrites(
        OpDef::new("arith.cmpi", Traits::PURE | Traits::ELEMENTWISE)
            .inherent(&["predicate"])
            .properties_check(|ctx, props| {
                convert_props(ctx, props, &[("predicate", |ctx, a| converts_to_enum_case(ctx, a, 64, 10))])
            })
            .verifier(verify_cmpi),
    ))
    .op(with_rewrites(
        OpDef::new("arith.cmpf", Traits::PURE | Traits::ELEMENTWISE)
            .inherent(&["predicate", "fastmath"])
            .default_prop("fastmath", fastmath_none)
            .properties_check(|ctx, props| {
                convert_props(
                    ctx,
                    props,
                    &[
                        ("fastmath", converts_to_fastmath),
                        ("predicate", |ctx, a| converts_to_enum_case(ctx, a, 64, 16)),
                    ],
                )
            })
            .verifier(verify_cmpf),
    ))
    .op(with_rewrites(OpDef::new("arith.select", Traits::PURE | Traits::ELEMENTWISE).verifier(verify_select)))
    .op(with_rewrites(
        OpDef::new("arith.constant", Traits::PURE | Traits::CONSTANT_LIKE)
            .inherent(&["value"])
            .properties_check(|ctx, props| {
                convert_props(ctx, props, &[("value", |ctx, a| !matches!(ctx.attr_kind(a), AttrKind::Unit))])
            })
            .verifier(verify_constant),
    ))
}

/// The flags of `#arith.overflow<...>` and `#arith.fastmath<...>` are
/// words MLIR knows: MLIR's attribute parsers reject others, pointing at
/// the list.
fn check_flag_syntax(sigil: char, text: &str) -> Result<(), crate::ir::SyntaxProblem> {
    const FLAGS: [(&str, &str, &[&str]); 2] = [
        ("arith.overflow<", "::mlir::arith::IntegerOverflowFlags", &["none", "nsw", "nuw"]),
        (
            "arith.fastmath<",
            "::mlir::arith::FastMathFlags",
            &["none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast"],
        ),
    ];
    if sigil != '#' {
        return Ok(());
    }
    super::check_flag_words(text, &FLAGS)
}

/// `#arith.overflow<...>`, what `overflowFlags` converts from.
fn converts_to_overflow(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect { text, .. } if text.starts_with("arith.overflow<"))
}

/// `#arith.fastmath<...>`, what `fastmath` converts from.
fn converts_to_fastmath(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Dialect { text, .. } if text.starts_with("arith.fastmath<"))
}

fn overflow_props(ctx: &Context, props: Attribute) -> Result<(), String> {
    convert_props(ctx, props, &[("overflowFlags", converts_to_overflow)])
}

fn fastmath_props(ctx: &Context, props: Attribute) -> Result<(), String> {
    convert_props(ctx, props, &[("fastmath", converts_to_fastmath)])
}

/// `arith.truncf`'s: `roundingmode` is one of the five `RoundingMode`s.
fn truncf_props(ctx: &Context, props: Attribute) -> Result<(), String> {
    convert_props(
        ctx,
        props,
        &[("roundingmode", |ctx, a| converts_to_enum_case(ctx, a, 32, 5)), ("fastmath", converts_to_fastmath)],
    )
}

/// Divisions by zero, and signed ones of the minimum by -1, are undefined:
/// MLIR's `arith.divui`, `divsi`, `ceildivui` and `ceildivsi` are speculatable
/// only when the divisor's range excludes those values. The range is known
/// here for constant divisors (MLIR infers it through `InferIntRangeInterface`,
/// which is exact for constants).
fn with_division_speculatability(name: &str, def: OpDef) -> OpDef {
    match name {
        "arith.divui" | "arith.ceildivui" => def.interface(ConditionallySpeculatable(|ctx, body, op| {
            divisor_speculatability(ctx, body, op, |range| range.unsigned_min != 0)
        })),
        "arith.divsi" | "arith.ceildivsi" => def.interface(ConditionallySpeculatable(|ctx, body, op| {
            divisor_speculatability(ctx, body, op, |range| {
                let excludes_zero = range.signed_min > 0 || range.signed_max < 0;
                let excludes_minus_one = range.signed_min > -1 || range.signed_max < -1;
                excludes_zero && excludes_minus_one
            })
        })),
        _ => def,
    }
}

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

fn same_types(v: &OpView<'_>) -> Result<Type, Diagnostic> {
    let ops = v.operand_types();
    let res = v.result_types();
    let first = ops[0];
    if ops.iter().chain(res.iter()).any(|t| *t != first) {
        return Err(v.op_error("requires the same type for all operands and results"));
    }
    Ok(first)
}

/// `same_types` for the binary ops (two operands, one result), which are
/// most ops: without collecting the types.
fn same_binary_types(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let t = operand_type(v, 0);
    if operand_type(v, 1) != t || result_type(v, 0) != t {
        return Err(v.op_error("requires the same type for all operands and results"));
    }
    Ok(())
}

fn verify_int_binary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    for i in 0..2 {
        let t = operand_type(v, i);
        if !is_signless_int_like(v.ctx, t) {
            return Err(v.op_error(format!("operand #{i} must be signless-integer-like, but got '{}'", v.ty(t))));
        }
    }
    same_binary_types(v)
}

fn verify_float_binary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    for i in 0..2 {
        let t = operand_type(v, i);
        if !is_float_like(v.ctx, t) {
            return Err(v.op_error(format!("operand #{i} must be floating-point-like, but got '{}'", v.ty(t))));
        }
    }
    same_binary_types(v)
}

fn verify_negf(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 1)?;
    let t = v.operand_types()[0];
    if !is_float_like(v.ctx, t) {
        return Err(v.op_error(format!("operand #0 must be floating-point-like, but got '{}'", v.ty(t))));
    }
    same_types(v)?;
    Ok(())
}

fn verify_extended(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 2)?;
    let ops = v.operand_types();
    let res = v.result_types();
    if v.name() == "arith.addui_extended" && !is_bool_like(v.ctx, res[1]) {
        return Err(v.op_error(format!("result #1 must be bool-like, but got '{}'", v.ty(res[1]))));
    }
    if v.name() != "arith.addui_extended" && (ops[0] != ops[1] || res[0] != ops[0] || res[1] != ops[0]) {
        return Err(v.op_error("failed to verify that all of {lhs, rhs, low, high} have same type"));
    }
    if ops[0] != ops[1] {
        return Err(v.op_error("requires the same type for all operands"));
    }
    if !is_signless_int_like(v.ctx, ops[0]) {
        return Err(v.op_error(format!("operand #0 must be signless-integer-like, but got '{}'", v.ty(ops[0]))));
    }
    if res[0] != ops[0] {
        return Err(v.op_error("result #0 must have the same type as the operands"));
    }
    let expected_second = if v.name() == "arith.addui_extended" { i1_like_of(v.ctx, ops[0]) } else { ops[0] };
    if res[1] != expected_second {
        return Err(v.op_error(format!("result #1 must be '{}', but got '{}'", v.ty(expected_second), v.ty(res[1]))));
    }
    Ok(())
}

fn class_ok(ctx: &Context, class: Class, t: Type) -> bool {
    let s = scalar_of(ctx, t);
    let signless_int = |s: Type| matches!(ctx.type_kind(s), TypeKind::Integer { signedness: Signedness::Signless, .. });
    match class {
        Class::Int => signless_int(s),
        Class::Float => ctx.is_float(s),
        Class::IntOrIndexOrMemRef => match ctx.type_kind(t) {
            TypeKind::MemRef { element, .. } => signless_int(*element) || ctx.is_index(*element),
            _ => is_signless_int_like(ctx, t),
        },
        Class::IntOrFloatOrMemRef => {
            let element = match ctx.type_kind(t) {
                TypeKind::MemRef { element, .. } => *element,
                _ => s,
            };
            signless_int(element) || ctx.is_float(element)
        }
    }
}

fn class_name(class: Class) -> &'static str {
    match class {
        Class::Int => "signless-fixed-width-integer-like",
        Class::Float => "floating-point-like",
        Class::IntOrIndexOrMemRef => "signless-integer-like or memref of signless-integer",
        Class::IntOrFloatOrMemRef => "signless-integer-or-float-like or memref of signless-integer or float",
    }
}

/// MLIR's `verifyCompatibleShape` for two types: both unshaped, or both
/// shaped with compatible shapes (an unranked side is compatible with any;
/// otherwise equal ranks, each dimension equal or dynamic on one side, and
/// vectors scalable in the same dimensions).
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (CastShape::of(ctx, a), CastShape::of(ctx, b)) {
        (CastShape::Unshaped, CastShape::Unshaped) => true,
        (CastShape::Unshaped, _) | (_, CastShape::Unshaped) => false,
        (CastShape::Unranked, _) | (_, CastShape::Unranked) => true,
        (CastShape::Ranked { dims: da, scalable: va }, CastShape::Ranked { dims: db, scalable: vb }) => {
            da.len() == db.len()
                && da.iter().zip(db).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
                && (va.is_none() || vb.is_none() || va == vb)
        }
    }
}

/// What `compatible_shapes` sees of a type.
enum CastShape<'a> {
    Unshaped,
    Unranked,
    /// The dimensions, and for a vector which of them are scalable.
    Ranked {
        dims: &'a [i64],
        scalable: Option<&'a [bool]>,
    },
}

impl<'a> CastShape<'a> {
    fn of(ctx: &'a Context, t: Type) -> Self {
        match ctx.type_kind(t) {
            TypeKind::Vector { shape, scalable, .. } => CastShape::Ranked { dims: shape, scalable: Some(scalable) },
            TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                CastShape::Ranked { dims: shape, scalable: None }
            }
            TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. } => CastShape::Unranked,
            _ => CastShape::Unshaped,
        }
    }
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
/// or the element type of a vector, tensor or (where the cast accepts them)
/// memref.
fn cast_element(ctx: &Context, class: Class, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { element, .. } if matches!(class, Class::IntOrIndexOrMemRef | Class::IntOrFloatOrMemRef) => {
            *element
        }
        _ => scalar_of(ctx, t),
    }
}

/// The arith casts' verification in MLIR 22's order: what ODS generates (the
/// operand's and the result's type constraints, then the
/// `SameInputOutputTensorDims` predicate), the `SameOperandsAndResultShape`
/// trait, then `CastOpInterface`'s compatibility.
fn verify_cast(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 1)?;
    let ctx = v.ctx;
    let Some(&(_, from, to, width)) = CASTS.iter().find(|c| c.0 == v.name()) else { return Ok(()) };
    let (src, dst) = (operand_type(v, 0), result_type(v, 0));
    if !class_ok(ctx, from, src) {
        return Err(v.op_error(format!("operand #0 must be {}, but got '{}'", class_name(from), v.ty(src))));
    }
    if !class_ok(ctx, to, dst) {
        return Err(v.op_error(format!("result #0 must be {}, but got '{}'", class_name(to), v.ty(dst))));
    }
    if !same_tensor_dims(ctx, src, dst) {
        return Err(v.op_error("failed to verify that input and output have the same tensor dimensions"));
    }
    if !compatible_shapes(ctx, src, dst) {
        return Err(v.op_error("requires the same shape for all operands and results"));
    }
    let (es, ed) = (cast_element(ctx, from, src), cast_element(ctx, to, dst));
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

fn verify_predicate(v: &OpView<'_>, max: i128) -> Result<(), Diagnostic> {
    let p = required_attr(v, "predicate")?;
    match v.ctx.attr_kind(p) {
        AttrKind::Integer { value, .. } if (0..=max).contains(value) => Ok(()),
        _ => {
            Err(v.op_error("attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases"))
        }
    }
}

fn verify_compare(v: &OpView<'_>, float: bool) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    let ops = [operand_type(v, 0), operand_type(v, 1)];
    let ok = |t| if float { is_float_like(v.ctx, t) } else { is_signless_int_like(v.ctx, t) };
    for (i, t) in ops.iter().enumerate() {
        if !ok(*t) {
            let what = if float { "floating-point-like" } else { "signless-integer-like" };
            return Err(v.op_error(format!("operand #{i} must be {what}, but got '{}'", v.ty(*t))));
        }
    }
    let result = result_type(v, 0);
    if !is_bool_like(v.ctx, result) {
        return Err(v.op_error(format!("result #0 must be bool-like, but got '{}'", v.ty(result))));
    }
    if ops[0] != ops[1] {
        return Err(v.op_error("requires all operands to have the same type"));
    }
    let expected = i1_like_of(v.ctx, ops[0]);
    if result_type(v, 0) != expected {
        return Err(v.op_error("failed to verify that result type has i1 element type and same shape as operands"));
    }
    Ok(())
}

fn verify_cmpi(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_predicate(v, 9)?;
    verify_compare(v, false)
}

fn verify_cmpf(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_predicate(v, 15)?;
    verify_compare(v, true)
}

fn verify_select(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 3)?;
    expect_results(v, 1)?;
    let ops = [operand_type(v, 0), operand_type(v, 1), operand_type(v, 2)];
    let res = result_type(v, 0);
    if !is_bool_like(v.ctx, ops[0]) {
        return Err(v.op_error(format!("operand #0 must be bool-like, but got '{}'", v.ty(ops[0]))));
    }
    if ops[1] != res || ops[2] != res {
        return Err(v.op_error("failed to verify that all of {true_value, false_value, result} have same type"));
    }
    let c = ops[0];
    if c != v.ctx.i1() && c != i1_like_of(v.ctx, res) {
        return Err(v.op_error("failed to verify that condition is signless i1 or has matching shape"));
    }
    Ok(())
}

fn verify_constant(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 0)?;
    expect_results(v, 1)?;
    let a = required_attr(v, "value")?;
    let ctx = v.ctx;
    let res = result_type(v, 0);
    if ctx.attr_type(a) != Some(res) {
        return Err(v.op_error("failed to verify that all of {value, result} have same type"));
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(res) {
        if *signedness != crate::ir::Signedness::Signless {
            return Err(v.op_error("integer return type must be signless"));
        }
    }
    Ok(())
}

/// MLIR's `BoolLike`: `i1`, or a vector or tensor of `i1`.
fn is_bool_like(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_integer(scalar_of(ctx, t), 1)
}

/// The integer comparison predicates, in `arith.cmpi`'s numbering.
pub const CMPI_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// The float comparison predicates, in `arith.cmpf`'s numbering.
pub const CMPF_PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];
