//! Constant operands as `arith`'s folders see them, and MLIR's
//! `CommonFolders.h`: element-wise folding of scalar, splat and dense
//! constants, plus the constant matchers of `Matchers.h` (`m_Zero`,
//! `m_One`, `m_ConstantInt`, the float predicates).

use super::int::{ApInt, MAX_WIDTH};
use crate::ir::float::{FloatKind, FloatValue};
use crate::ir::{AttrKind, Attribute, Body, Context, DenseData, Type, TypeKind, ValueId, DYNAMIC};
use crate::rewrite::constant_value;

/// One element of a constant: an integer or a float.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Elem {
    /// An integer or `index` element.
    Int(ApInt),
    /// A float element.
    Float(FloatValue),
}

impl Elem {
    /// The integer, if this is one.
    pub fn int(self) -> Option<ApInt> {
        match self {
            Elem::Int(v) => Some(v),
            Elem::Float(_) => None,
        }
    }

    /// The float, if this is one.
    pub fn float(self) -> Option<FloatValue> {
        match self {
            Elem::Float(v) => Some(v),
            Elem::Int(_) => None,
        }
    }
}

/// A constant attribute decoded: a scalar, a splat or the elements of a
/// dense attribute (MLIR's `IntegerAttr`/`FloatAttr`, `SplatElementsAttr`,
/// `DenseElementsAttr`).
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer or float attribute of type `ty`.
    Scalar {
        /// The attribute's type.
        ty: Type,
        /// Its value.
        elem: Elem,
    },
    /// A dense attribute whose elements are all `elem`.
    Splat {
        /// The shaped type.
        ty: Type,
        /// The element.
        elem: Elem,
    },
    /// A dense attribute, elements in row-major order.
    Elements {
        /// The shaped type.
        ty: Type,
        /// The elements.
        elems: Vec<Elem>,
    },
}

impl Const {
    /// The attribute's type.
    pub fn ty(&self) -> Type {
        match self {
            Const::Scalar { ty, .. } | Const::Splat { ty, .. } | Const::Elements { ty, .. } => *ty,
        }
    }
}

/// The width `APInt`s of this integer-like type have: its width, 64 for
/// `index` (MLIR's internal storage width); `None` for other types and for
/// integers wider than the folders handle (`i0` has width 0: its one value
/// folds like any other).
pub fn int_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width <= MAX_WIDTH => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The float kind of a float type.
pub fn float_kind(ctx: &Context, ty: Type) -> Option<FloatKind> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(*k),
        _ => None,
    }
}

/// Decodes a constant attribute; `None` for anything the folders do not
/// compute on (complex or string elements, resources, other attributes).
pub fn decode(ctx: &Context, attr: Attribute) -> Option<Const> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, value } => {
            Some(Const::Scalar { ty: *ty, elem: Elem::Int(ApInt::from_i128(int_width(ctx, *ty)?, *value)) })
        }
        AttrKind::Float { ty, value } => Some(Const::Scalar { ty: *ty, elem: Elem::Float(*value) }),
        AttrKind::DenseElements { ty, splat, data } => {
            let element = ctx.element_type_or_self(*ty);
            let elems: Vec<Elem> = match (data, ctx.type_kind(element)) {
                (DenseData::Ints(values), TypeKind::Integer { .. } | TypeKind::Index) => {
                    let w = int_width(ctx, element)?;
                    values.iter().map(|&v| Elem::Int(ApInt::from_i128(w, v))).collect()
                }
                (DenseData::Floats(values), TypeKind::Float(kind)) => {
                    values.iter().map(|&b| Elem::Float(FloatValue::from_bits(*kind, b))).collect()
                }
                _ => return None,
            };
            if *splat {
                let elem = *elems.first()?;
                Some(Const::Splat { ty: *ty, elem })
            } else {
                Some(Const::Elements { ty: *ty, elems })
            }
        }
        _ => None,
    }
}

/// The number of elements of a statically shaped type, `None` when the shape
/// is dynamic or the type is not shaped.
pub fn static_num_elements(ctx: &Context, ty: Type) -> Option<usize> {
    if !matches!(ctx.type_kind(ty), TypeKind::Vector { .. } | TypeKind::RankedTensor { .. }) {
        return None;
    }
    let shape = ctx.shape(ty)?;
    if shape.contains(&DYNAMIC) {
        return None;
    }
    Some(shape.iter().map(|&d| d.max(0) as usize).product())
}

/// True for vector and tensor types (MLIR's `ShapedType` minus memrefs,
/// which constants never have).
pub fn is_shaped(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// A scalar attribute of type `ty` holding `elem`.
pub fn scalar_attr(ctx: &Context, ty: Type, elem: Elem) -> Option<Attribute> {
    match (elem, ctx.type_kind(ty)) {
        (Elem::Int(v), TypeKind::Integer { .. } | TypeKind::Index) => Some(ctx.integer_attr(ty, v.sext_value())),
        (Elem::Float(v), TypeKind::Float(k)) if *k == v.kind => Some(ctx.float_attr(ty, v)),
        _ => None,
    }
}

/// A dense attribute of the statically shaped type `ty` with `elems` (one
/// element for a splat), detecting splats as MLIR does.
pub fn dense_attr(ctx: &Context, ty: Type, elems: &[Elem]) -> Option<Attribute> {
    let n = static_num_elements(ctx, ty)?;
    if elems.len() != n && elems.len() != 1 {
        return None;
    }
    let element = ctx.element_type_or_self(ty);
    let splat = !elems.is_empty() && elems.iter().all(|e| *e == elems[0]);
    let elems = if splat { &elems[..1] } else { elems };
    let data = match ctx.type_kind(element) {
        TypeKind::Integer { .. } | TypeKind::Index => DenseData::Ints(
            elems.iter().map(|e| e.int().map(|v| ctx.normalize_int(element, v.sext_value()))).collect::<Option<_>>()?,
        ),
        TypeKind::Float(k) => DenseData::Floats(
            elems.iter().map(|e| e.float().filter(|v| v.kind == *k).map(|v| v.bits)).collect::<Option<_>>()?,
        ),
        _ => return None,
    };
    Some(ctx.intern_attr(AttrKind::DenseElements { ty, splat, data }))
}

/// A constant of type `ty` whose elements are all `elem`: a scalar
/// attribute, or a splat for a statically shaped type.
pub fn splat_or_scalar(ctx: &Context, ty: Type, elem: Elem) -> Option<Attribute> {
    if is_shaped(ctx, ty) {
        dense_attr(ctx, ty, &[elem])
    } else {
        scalar_attr(ctx, ty, elem)
    }
}

/// MLIR's `Builder::getZeroAttr`: zero of an integer, index or float type,
/// or a zero splat of a statically shaped one.
pub fn zero_attr(ctx: &Context, ty: Type) -> Option<Attribute> {
    let element = ctx.element_type_or_self(ty);
    let elem = match ctx.type_kind(element) {
        TypeKind::Integer { .. } | TypeKind::Index => Elem::Int(ApInt::zero(int_width(ctx, element)?)),
        TypeKind::Float(k) => Elem::Float(FloatValue::zero(*k)),
        _ => return None,
    };
    splat_or_scalar(ctx, ty, elem)
}

/// MLIR's `getBoolAttribute`: `true`/`false`, or a splat of it for a
/// statically shaped `i1`-like type.
pub fn bool_attr(ctx: &Context, ty: Type, value: bool) -> Option<Attribute> {
    if is_shaped(ctx, ty) {
        dense_attr(ctx, ty, &[Elem::Int(ApInt::new(1, value as u128))])
    } else {
        Some(ctx.bool_attr(value))
    }
}

/// The `i1` type of the same shape (MLIR's `getI1SameShape`).
pub fn i1_same_shape(ctx: &Context, ty: Type) -> Type {
    super::super::i1_like_of(ctx, ty)
}

fn build(ctx: &Context, ty: Type, results: Vec<Elem>, splat: bool) -> Option<Attribute> {
    if splat || !is_shaped(ctx, ty) {
        let elem = *results.first()?;
        return splat_or_scalar(ctx, ty, elem);
    }
    dense_attr(ctx, ty, &results)
}

/// MLIR's `constFoldBinaryOp`: applies `f` to the elements of two constants
/// of the same type (scalars, splats, or dense elements) and builds a
/// constant of `result_ty` (the operands' type when `None`). `f` returning
/// `None` for any element makes the fold fail.
pub fn fold_binary(
    ctx: &Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    result_ty: Option<Type>,
    mut f: impl FnMut(Elem, Elem) -> Option<Elem>,
) -> Option<Attribute> {
    let (lhs, rhs) = (decode(ctx, lhs?)?, decode(ctx, rhs?)?);
    if lhs.ty() != rhs.ty() {
        return None;
    }
    let ty = result_ty.unwrap_or(lhs.ty());
    match (&lhs, &rhs) {
        (Const::Scalar { elem: a, .. }, Const::Scalar { elem: b, .. }) => scalar_attr(ctx, ty, f(*a, *b)?),
        (Const::Splat { elem: a, .. }, Const::Splat { elem: b, .. }) => build(ctx, ty, vec![f(*a, *b)?], true),
        (Const::Scalar { .. }, _) | (_, Const::Scalar { .. }) => None,
        _ => {
            let n = static_num_elements(ctx, lhs.ty())?;
            let mut results = Vec::with_capacity(n);
            for i in 0..n {
                results.push(f(element(&lhs, i)?, element(&rhs, i)?)?);
            }
            build(ctx, ty, results, false)
        }
    }
}

/// MLIR's `constFoldUnaryOp`: applies `f` element-wise, keeping the type.
pub fn fold_unary(ctx: &Context, operand: Option<Attribute>, f: impl FnMut(Elem) -> Option<Elem>) -> Option<Attribute> {
    let c = decode(ctx, operand?)?;
    let ty = c.ty();
    fold_cast(ctx, Some(c), ty, f)
}

/// MLIR's `constFoldCastOp`: applies `f` element-wise and builds a constant
/// of `result_ty`.
pub fn fold_cast(
    ctx: &Context,
    operand: Option<Const>,
    result_ty: Type,
    mut f: impl FnMut(Elem) -> Option<Elem>,
) -> Option<Attribute> {
    match operand? {
        Const::Scalar { elem, .. } => scalar_attr(ctx, result_ty, f(elem)?),
        Const::Splat { elem, .. } => build(ctx, result_ty, vec![f(elem)?], true),
        Const::Elements { elems, .. } => {
            let results = elems.into_iter().map(&mut f).collect::<Option<Vec<_>>>()?;
            build(ctx, result_ty, results, false)
        }
    }
}

fn element(c: &Const, i: usize) -> Option<Elem> {
    match c {
        Const::Scalar { elem, .. } | Const::Splat { elem, .. } => Some(*elem),
        Const::Elements { elems, .. } => elems.get(i).copied(),
    }
}

/// MLIR's `m_ConstantInt` on an attribute: an integer attribute or an
/// integer splat.
pub fn int_or_splat(ctx: &Context, attr: Option<Attribute>) -> Option<ApInt> {
    match decode(ctx, attr?)? {
        Const::Scalar { elem: Elem::Int(v), .. } | Const::Splat { elem: Elem::Int(v), .. } => Some(v),
        _ => None,
    }
}

/// A float attribute or a float splat (MLIR's `constant_float_value_binder`).
pub fn float_or_splat(ctx: &Context, attr: Option<Attribute>) -> Option<FloatValue> {
    match decode(ctx, attr?)? {
        Const::Scalar { elem: Elem::Float(v), .. } | Const::Splat { elem: Elem::Float(v), .. } => Some(v),
        _ => None,
    }
}

/// `m_Zero` on an attribute.
pub fn is_zero(ctx: &Context, attr: Option<Attribute>) -> bool {
    int_or_splat(ctx, attr).is_some_and(ApInt::is_zero)
}

/// `m_One` on an attribute.
pub fn is_one(ctx: &Context, attr: Option<Attribute>) -> bool {
    int_or_splat(ctx, attr).is_some_and(ApInt::is_one)
}

/// `m_ConstantInt` on a value: the integer (or integer splat) a constant-like
/// op defines it as.
pub fn const_int(ctx: &Context, body: &Body, v: ValueId) -> Option<ApInt> {
    int_or_splat(ctx, constant_value(ctx, body, v))
}

/// `APFloat::isExactlyValue(1.0)`.
pub fn is_exactly_one(v: FloatValue) -> bool {
    FloatValue::from_f64(v.kind, 1.0) == FloatValue::from_bits(v.kind, v.bits)
}

/// `m_PosZeroFloat`.
pub fn is_pos_zero(v: FloatValue) -> bool {
    v.is_zero() && !v.is_negative()
}

/// `m_NegZeroFloat`.
pub fn is_neg_zero(v: FloatValue) -> bool {
    v.is_zero() && v.is_negative()
}

/// `m_PosInfFloat`.
pub fn is_pos_inf(v: FloatValue) -> bool {
    v.is_infinity() && !v.is_negative()
}

/// `m_NegInfFloat`.
pub fn is_neg_inf(v: FloatValue) -> bool {
    v.is_infinity() && v.is_negative()
}
