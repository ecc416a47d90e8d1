//! Type and attribute constraints: MLIR's `CommonTypeConstraints.td` and
//! `CommonAttrConstraints.td` with their summaries (the words the
//! generated verifiers print), as Rust types. A spec names a constraint by
//! its MLIR name; the generated code names the type. A crate adds its own by
//! implementing [`TypeConstraint`] or [`AttrConstraint`] on a type of its
//! own (or declaring one in a TOML spec's `[[constraint]]` table).

use crate::ir::float::{FloatKind, FloatValue};
use crate::ir::{AttrKind, Attribute, Context, Signedness, Type, TypeKind};

/// A predicate on types, with the summary messages quote: "operand #0 must
/// be `SUMMARY`, but got 'f32'".
pub trait TypeConstraint {
    /// MLIR's summary of the constraint.
    const SUMMARY: &'static str;

    /// The summary of [`TypeAttrOf<Self>`](TypeAttrOf): "type attribute of
    /// `SUMMARY`" (a constant cannot concatenate, so each constraint says
    /// it).
    const TYPE_ATTR_SUMMARY: &'static str = "type attribute";

    /// Whether `ty` satisfies the constraint.
    fn check(ctx: &Context, ty: Type) -> bool;
}

/// A constraint that exactly one type satisfies, so that builders and
/// assembly formats may leave the type out (MLIR's `BuildableType`).
pub trait BuildableType: TypeConstraint {
    /// That type.
    fn build(ctx: &Context) -> Type;
}

/// A predicate on attributes, with MLIR's summary ("attribute 'value'
/// failed to satisfy constraint: `SUMMARY`") and the Rust value a typed
/// accessor returns.
pub trait AttrConstraint {
    /// MLIR's summary of the constraint.
    const SUMMARY: &'static str;

    /// What a typed accessor returns (`i64` for `I64Attr`, `&str` for
    /// `StrAttr`, the attribute itself where nothing better fits).
    type Value<'a>;

    /// Whether `attr` satisfies the constraint.
    fn check(ctx: &Context, attr: Attribute) -> bool;

    /// The value of an attribute that satisfies the constraint (verified IR);
    /// on one that does not, a neutral value rather than a panic.
    fn value(ctx: &Context, attr: Attribute) -> Self::Value<'_>;

    /// The attribute holding `value`.
    fn attribute(ctx: &Context, value: Self::Value<'_>) -> Attribute;

    /// Whether `attr` can be stored in an op's property of this constraint:
    /// MLIR's `convertFromAttribute` accepts the constraint's storage class
    /// (any integer attribute for `I64Attr`, whose width the verifier then
    /// checks); what it rejects fails when parsed, with "Invalid attribute
    /// `x` in property conversion".
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        Self::check(ctx, attr)
    }

    /// What a failed property conversion says, where the property's
    /// storage is MLIR's own (an enum stored as an integer: "expected
    /// ...Attr or IntegerAttr storage for ..."); `None` says MLIR's
    /// default, "Invalid attribute `x` in property conversion: value".
    const CONVERSION_ERROR: Option<&'static str> = None;
}

/// A type constraint as the verifier's tables hold it.
#[derive(Clone, Copy)]
pub struct TypeCheck {
    /// MLIR's summary.
    pub summary: &'static str,
    /// The predicate.
    pub check: fn(&Context, Type) -> bool,
}

impl TypeCheck {
    /// The table entry of constraint `C`.
    pub const fn of<C: TypeConstraint>() -> TypeCheck {
        TypeCheck { summary: C::SUMMARY, check: C::check }
    }
}

/// An attribute constraint as the verifier's tables hold it.
#[derive(Clone, Copy)]
pub struct AttrCheck {
    /// MLIR's summary.
    pub summary: &'static str,
    /// The predicate.
    pub check: fn(&Context, Attribute) -> bool,
    /// The property conversion's check ([`AttrConstraint::converts`]).
    pub converts: fn(&Context, Attribute) -> bool,
    /// The property conversion's words ([`AttrConstraint::CONVERSION_ERROR`]).
    pub conversion_error: Option<&'static str>,
}

impl AttrCheck {
    /// The table entry of constraint `C`.
    pub const fn of<C: AttrConstraint>() -> AttrCheck {
        AttrCheck { summary: C::SUMMARY, check: C::check, converts: C::converts, conversion_error: C::CONVERSION_ERROR }
    }
}

// ----- predicates the constraints share ----------------------------------------

fn is_signless_int(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Integer { signedness: Signedness::Signless, .. })
}

fn is_signless_int_of(ctx: &Context, ty: Type, w: u32) -> bool {
    ctx.is_signless_integer(ty, w)
}

fn is_float_of(ctx: &Context, ty: Type, kind: FloatKind) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::Float(k) if *k == kind)
}

/// MLIR's `TypeOrValueSemanticsContainer`: `ty` itself, or a vector or
/// tensor (ranked or not) of it, satisfies `pred`.
fn or_value_semantics_of(ctx: &Context, ty: Type, pred: impl Fn(&Context, Type) -> bool) -> bool {
    if pred(ctx, ty) {
        return true;
    }
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => pred(ctx, *element),
        _ => false,
    }
}

macro_rules! type_constraints {
    ($($(#[$doc:meta])* $name:ident = $summary:literal, |$ctx:ident, $ty:ident| $check:expr;)*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, Copy, Debug)]
            pub struct $name;

            impl TypeConstraint for $name {
                const SUMMARY: &'static str = $summary;
                const TYPE_ATTR_SUMMARY: &'static str = concat!("type attribute of ", $summary);
                fn check($ctx: &Context, $ty: Type) -> bool {
                    $check
                }
            }
        )*

        /// Every type constraint of the library: name and summary.
        pub const TYPE_CONSTRAINTS: &[(&str, &str)] = &[$((stringify!($name), $summary)),*];
    };
}

type_constraints! {
    /// Any type.
    AnyType = "any type", |_ctx, _ty| true;
    /// `iN`, `siN`, `uiN`.
    AnyInteger = "integer", |ctx, ty| ctx.is_integer(ty);
    /// `iN`.
    AnySignlessInteger = "signless integer", |ctx, ty| is_signless_int(ctx, ty);
    /// `siN`.
    AnySignedInteger = "signed integer",
        |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Integer { signedness: Signedness::Signed, .. });
    /// `uiN`.
    AnyUnsignedInteger = "unsigned integer",
        |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
    /// `iN` or `index`.
    AnySignlessIntegerOrIndex = "signless integer or index", |ctx, ty| is_signless_int(ctx, ty) || ctx.is_index(ty);
    /// `iN`, or a vector or tensor of it (MLIR 22's summary is
    /// "signless-integer").
    SignlessIntegerLike = "signless-integer", |ctx, ty| or_value_semantics_of(ctx, ty, is_signless_int);
    /// `iN` or `index`, or a vector or tensor of them.
    SignlessIntegerOrIndexLike = "signless-integer-like",
        |ctx, ty| or_value_semantics_of(ctx, ty, |c, t| is_signless_int(c, t) || c.is_index(t));
    /// `SignlessIntegerLike` or `FloatLike`.
    SignlessIntegerOrFloatLike = "signless-integer-like or floating-point-like",
        |ctx, ty| or_value_semantics_of(ctx, ty, |c, t| is_signless_int(c, t) || c.is_float(t));
    /// `i1`, or a vector or tensor of it.
    BoolLike = "bool-like", |ctx, ty| or_value_semantics_of(ctx, ty, |c, t| is_signless_int_of(c, t, 1));
    /// `i1`.
    I1 = "1-bit signless integer", |ctx, ty| is_signless_int_of(ctx, ty, 1);
    /// `i8`.
    I8 = "8-bit signless integer", |ctx, ty| is_signless_int_of(ctx, ty, 8);
    /// `i16`.
    I16 = "16-bit signless integer", |ctx, ty| is_signless_int_of(ctx, ty, 16);
    /// `i32`.
    I32 = "32-bit signless integer", |ctx, ty| is_signless_int_of(ctx, ty, 32);
    /// `i64`.
    I64 = "64-bit signless integer", |ctx, ty| is_signless_int_of(ctx, ty, 64);
    /// `i128`.
    I128 = "128-bit signless integer", |ctx, ty| is_signless_int_of(ctx, ty, 128);
    /// `index`.
    Index = "index", |ctx, ty| ctx.is_index(ty);
    /// Any float type.
    AnyFloat = "floating-point", |ctx, ty| ctx.is_float(ty);
    /// A float, or a vector or tensor of floats.
    FloatLike = "floating-point-like", |ctx, ty| or_value_semantics_of(ctx, ty, |c, t| c.is_float(t));
    /// `f16`.
    F16 = "16-bit float", |ctx, ty| is_float_of(ctx, ty, FloatKind::F16);
    /// `bf16`.
    BF16 = "bfloat16 type", |ctx, ty| is_float_of(ctx, ty, FloatKind::BF16);
    /// `f32`.
    F32 = "32-bit float", |ctx, ty| is_float_of(ctx, ty, FloatKind::F32);
    /// `f64`.
    F64 = "64-bit float", |ctx, ty| is_float_of(ctx, ty, FloatKind::F64);
    /// `complex<T>`.
    AnyComplex = "complex-type", |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Complex(_));
    /// `none`.
    NoneType = "none type", |ctx, ty| ty == ctx.none_type();
    /// A vector of any rank (0-D and scalable included).
    AnyVectorOfAnyRank = "vector of any type values", |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Vector { .. });
    /// A ranked or unranked tensor.
    AnyTensor = "tensor of any type values",
        |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. });
    /// A ranked tensor.
    AnyRankedTensor = "ranked tensor of any type values",
        |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::RankedTensor { .. });
    /// A ranked memref.
    AnyMemRef = "memref of any type values", |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::MemRef { .. });
    /// A vector, tensor or memref.
    AnyShaped = "shaped of any type values", |ctx, ty| ctx.is_shaped_type(ty);
    /// `tuple<...>`.
    AnyTuple = "tuple", |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Tuple(_));
    /// `(...) -> (...)`.
    FunctionType = "function type", |ctx, ty| matches!(ctx.type_kind(ty), TypeKind::Function { .. });
}

macro_rules! buildable {
    ($($name:ident => |$ctx:ident| $build:expr;)*) => {
        $(
            impl BuildableType for $name {
                fn build($ctx: &Context) -> Type {
                    $build
                }
            }
        )*
    };
}

buildable! {
    I1 => |ctx| ctx.integer_type(1);
    I8 => |ctx| ctx.integer_type(8);
    I16 => |ctx| ctx.integer_type(16);
    I32 => |ctx| ctx.integer_type(32);
    I64 => |ctx| ctx.integer_type(64);
    I128 => |ctx| ctx.integer_type(128);
    Index => |ctx| ctx.index_type();
    F16 => |ctx| ctx.float_type(FloatKind::F16);
    BF16 => |ctx| ctx.float_type(FloatKind::BF16);
    F32 => |ctx| ctx.float_type(FloatKind::F32);
    F64 => |ctx| ctx.float_type(FloatKind::F64);
    NoneType => |ctx| ctx.none_type();
}

// ----- attribute constraints ---------------------------------------------------

fn is_int_attr_of(ctx: &Context, attr: Attribute, pred: impl Fn(&Context, Type) -> bool) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Integer { ty, .. } if pred(ctx, *ty))
}

fn is_float_attr_of(ctx: &Context, attr: Attribute, kind: FloatKind) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Float { ty, .. } if is_float_of(ctx, *ty, kind))
}

fn is_array_of(ctx: &Context, attr: Attribute, pred: impl Fn(&Context, Attribute) -> bool) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Array(items) if items.iter().all(|&a| pred(ctx, a)))
}

fn is_dense_array_of(ctx: &Context, attr: Attribute, width: u32) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::DenseArray { element, .. } if is_signless_int_of(ctx, *element, width))
}

fn int_of(ctx: &Context, attr: Attribute) -> i64 {
    ctx.int_value(attr).map_or(0, |v| v as i64)
}

fn float_of(ctx: &Context, attr: Attribute) -> f64 {
    match ctx.attr_kind(attr) {
        AttrKind::Float { value, .. } => value.to_f64(),
        _ => 0.0,
    }
}

fn dense_values(ctx: &Context, attr: Attribute) -> &[i128] {
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => values,
        _ => &[],
    }
}

fn array_items(ctx: &Context, attr: Attribute) -> &[Attribute] {
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) => items,
        _ => &[],
    }
}

/// MLIR's `TypedAttr`: what has a type, strings included (an untyped
/// string's is `none`).
fn is_typed(ctx: &Context, attr: Attribute) -> bool {
    ctx.typed_attr_type(attr).is_some()
}

fn is_elements(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        ctx.attr_kind(attr),
        AttrKind::DenseElements { .. } | AttrKind::DenseResource { .. } | AttrKind::Sparse { .. }
    )
}

macro_rules! attr_constraints {
    ($($(#[$doc:meta])* $name:ident = $summary:literal: $value:ty,
        |$ctx:ident, $attr:ident| $check:expr,
        get |$gctx:ident, $gattr:ident| $get:expr,
        make |$mctx:ident, $v:ident| $make:expr
        $(, stored |$sctx:ident, $sattr:ident| $stored:expr)?;)*) => {
        $(
            $(#[$doc])*
            #[derive(Clone, Copy, Debug)]
            pub struct $name;

            impl AttrConstraint for $name {
                const SUMMARY: &'static str = $summary;
                type Value<'a> = $value;
                fn check($ctx: &Context, $attr: Attribute) -> bool {
                    $check
                }
                #[allow(clippy::needless_lifetimes)] // `$value` may name `'a`
                fn value<'a>($gctx: &'a Context, $gattr: Attribute) -> $value {
                    $get
                }
                #[allow(clippy::needless_lifetimes)] // `$value` may name `'a`
                fn attribute<'a>($mctx: &Context, $v: $value) -> Attribute {
                    $make
                }
                $(
                    fn converts($sctx: &Context, $sattr: Attribute) -> bool {
                        $stored
                    }
                )?
            }
        )*

        /// Every attribute constraint of the library: name and summary.
        pub const ATTR_CONSTRAINTS: &[(&str, &str)] = &[$((stringify!($name), $summary)),*];
    };
}

attr_constraints! {
    /// Any attribute.
    AnyAttr = "any attribute": Attribute, |_c, _a| true, get |_c, a| a, make |_c, v| v;
    /// `true` / `false`.
    BoolAttr = "bool attribute": bool,
        |ctx, a| is_int_attr_of(ctx, a, |c, t| is_signless_int_of(c, t, 1)),
        get |ctx, a| ctx.int_value(a).is_some_and(|v| v != 0),
        make |ctx, v| ctx.bool_attr(v);
    /// `unit`: present or not.
    UnitAttr = "unit attribute": (), |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Unit),
        get |_c, _a| (), make |ctx, _v| ctx.unit_attr();
    /// `true : i1`.
    I1Attr = "1-bit signless integer attribute": bool,
        |ctx, a| is_int_attr_of(ctx, a, |c, t| is_signless_int_of(c, t, 1)),
        get |ctx, a| ctx.int_value(a).is_some_and(|v| v != 0),
        make |ctx, v| ctx.bool_attr(v), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. });
    /// `1 : i8`.
    I8Attr = "8-bit signless integer attribute": i64,
        |ctx, a| is_int_attr_of(ctx, a, |c, t| is_signless_int_of(c, t, 8)),
        get |ctx, a| int_of(ctx, a), make |ctx, v| ctx.integer_attr(ctx.integer_type(8), v.into()), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. });
    /// `1 : i16`.
    I16Attr = "16-bit signless integer attribute": i64,
        |ctx, a| is_int_attr_of(ctx, a, |c, t| is_signless_int_of(c, t, 16)),
        get |ctx, a| int_of(ctx, a), make |ctx, v| ctx.integer_attr(ctx.integer_type(16), v.into()), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. });
    /// `1 : i32`.
    I32Attr = "32-bit signless integer attribute": i64,
        |ctx, a| is_int_attr_of(ctx, a, |c, t| is_signless_int_of(c, t, 32)),
        get |ctx, a| int_of(ctx, a), make |ctx, v| ctx.integer_attr(ctx.i32(), v.into()), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. });
    /// `1 : i64`.
    I64Attr = "64-bit signless integer attribute": i64,
        |ctx, a| is_int_attr_of(ctx, a, |c, t| is_signless_int_of(c, t, 64)),
        get |ctx, a| int_of(ctx, a), make |ctx, v| ctx.integer_attr(ctx.i64(), v.into()), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. });
    /// `1 : index`.
    IndexAttr = "index attribute": i64, |ctx, a| is_int_attr_of(ctx, a, |c, t| c.is_index(t)),
        get |ctx, a| int_of(ctx, a), make |ctx, v| ctx.integer_attr(ctx.index_type(), v.into()), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. });
    /// Any integer attribute.
    APIntAttr = "arbitrary integer attribute": Attribute,
        |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Integer { .. }), get |_c, a| a, make |_c, v| v;
    /// `1.0 : f32`.
    F32Attr = "32-bit float attribute": f64, |ctx, a| is_float_attr_of(ctx, a, FloatKind::F32),
        get |ctx, a| float_of(ctx, a),
        make |ctx, v| ctx.float_attr(ctx.float_type(FloatKind::F32), FloatValue::from_f64(FloatKind::F32, v)), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Float { .. });
    /// `1.0 : f64`.
    F64Attr = "64-bit float attribute": f64, |ctx, a| is_float_attr_of(ctx, a, FloatKind::F64),
        get |ctx, a| float_of(ctx, a),
        make |ctx, v| ctx.float_attr(ctx.float_type(FloatKind::F64), FloatValue::from_f64(FloatKind::F64, v)), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Float { .. });
    /// `"text"`.
    StrAttr = "string attribute": &'a str, |ctx, a| matches!(ctx.attr_kind(a), AttrKind::String { .. }),
        get |ctx, a| ctx.str_value(a).unwrap_or(""), make |ctx, v| ctx.string_attr(v);
    /// A symbol's name, `"name"`.
    SymbolNameAttr = "string attribute": &'a str, |ctx, a| matches!(ctx.attr_kind(a), AttrKind::String { .. }),
        get |ctx, a| ctx.str_value(a).unwrap_or(""), make |ctx, v| ctx.string_attr(v);
    /// A type.
    TypeAttr = "any type attribute": Type, |ctx, a| ctx.type_value(a).is_some(),
        get |ctx, a| ctx.type_value(a).unwrap_or_else(|| ctx.none_type()), make |ctx, v| ctx.type_attr(v);
    /// `@name`.
    FlatSymbolRefAttr = "flat symbol reference attribute": &'a str, |ctx, a| ctx.flat_symbol(a).is_some(),
        get |ctx, a| ctx.flat_symbol(a).unwrap_or(""), make |ctx, v| ctx.symbol_ref_attr(v);
    /// `@root::@nested`.
    SymbolRefAttr = "symbol reference attribute": Attribute,
        |ctx, a| matches!(ctx.attr_kind(a), AttrKind::SymbolRef { .. }), get |_c, a| a, make |_c, v| v;
    /// `[...]`.
    ArrayAttr = "array attribute": &'a [Attribute], |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Array(_)),
        get |ctx, a| array_items(ctx, a), make |ctx, v| ctx.array_attr(v);
    /// `["a", "b"]`.
    StrArrayAttr = "string array attribute": &'a [Attribute],
        |ctx, a| is_array_of(ctx, a, |c, x| matches!(c.attr_kind(x), AttrKind::String { .. })),
        get |ctx, a| array_items(ctx, a), make |ctx, v| ctx.array_attr(v), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Array(_));
    /// `[1 : i32, 2 : i32]`.
    I32ArrayAttr = "32-bit integer array attribute": &'a [Attribute],
        |ctx, a| is_array_of(ctx, a, |c, x| is_int_attr_of(c, x, |c, t| is_signless_int_of(c, t, 32))),
        get |ctx, a| array_items(ctx, a), make |ctx, v| ctx.array_attr(v), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Array(_));
    /// `[1, 2]` (`i64`).
    I64ArrayAttr = "64-bit integer array attribute": &'a [Attribute],
        |ctx, a| is_array_of(ctx, a, |c, x| is_int_attr_of(c, x, |c, t| is_signless_int_of(c, t, 64))),
        get |ctx, a| array_items(ctx, a), make |ctx, v| ctx.array_attr(v), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Array(_));
    /// `[i32, f32]`.
    TypeArrayAttr = "type array attribute": &'a [Attribute],
        |ctx, a| is_array_of(ctx, a, |c, x| c.type_value(x).is_some()),
        get |ctx, a| array_items(ctx, a), make |ctx, v| ctx.array_attr(v), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Array(_));
    /// `[{...}, {...}]`.
    DictArrayAttr = "Array of dictionary attributes": &'a [Attribute],
        |ctx, a| is_array_of(ctx, a, |c, x| matches!(c.attr_kind(x), AttrKind::Dictionary(_))),
        get |ctx, a| array_items(ctx, a), make |ctx, v| ctx.array_attr(v), stored |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Array(_));
    /// `{a = 1}`.
    DictionaryAttr = "dictionary of named attribute values": Attribute,
        |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Dictionary(_)), get |_c, a| a, make |_c, v| v;
    /// `array<i1: true, false>`.
    DenseBoolArrayAttr = "i1 dense array attribute": &'a [i128], |ctx, a| is_dense_array_of(ctx, a, 1),
        get |ctx, a| dense_values(ctx, a),
        make |ctx, v| ctx.intern_attr(AttrKind::DenseArray { element: ctx.i1(), values: v.into() });
    /// `array<i32: 1, 2>`.
    DenseI32ArrayAttr = "i32 dense array attribute": &'a [i128], |ctx, a| is_dense_array_of(ctx, a, 32),
        get |ctx, a| dense_values(ctx, a),
        make |ctx, v| ctx.intern_attr(AttrKind::DenseArray { element: ctx.i32(), values: v.into() });
    /// `array<i64: 1, 2>`.
    DenseI64ArrayAttr = "i64 dense array attribute": &'a [i128], |ctx, a| is_dense_array_of(ctx, a, 64),
        get |ctx, a| dense_values(ctx, a), make |ctx, v| ctx.dense_i64_array_attr(v);
    /// An attribute with a type (integers, floats, elements, typed strings).
    TypedAttrInterface = "TypedAttr instance": Attribute, |ctx, a| is_typed(ctx, a), get |_c, a| a, make |_c, v| v;
    /// `dense<...>`, `dense_resource<...>`, `sparse<...>`.
    ElementsAttr = "constant vector/tensor attribute": Attribute, |ctx, a| is_elements(ctx, a),
        get |_c, a| a, make |_c, v| v;
    /// `dense<...>` of integers.
    AnyIntElementsAttr = "integer elements attribute": Attribute,
        |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseElements { ty, .. }
            if ctx.is_integer(ctx.element_type_or_self(*ty))),
        get |_c, a| a, make |_c, v| v;
    /// `affine_map<...>`.
    AffineMapAttr = "AffineMap attribute": Attribute, |ctx, a| matches!(ctx.attr_kind(a), AttrKind::AffineMap(_)),
        get |_c, a| a, make |_c, v| v;
    /// `loc(...)`.
    LocationAttr = "location attribute": Attribute, |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Location(_)),
        get |_c, a| a, make |_c, v| v;
}

/// `TypeAttrOf<C>`: a type attribute whose type satisfies `C` ("type
/// attribute of <C's summary>").
#[derive(Clone, Copy, Debug)]
pub struct TypeAttrOf<C>(std::marker::PhantomData<C>);

impl<C: TypeConstraint> AttrConstraint for TypeAttrOf<C> {
    const SUMMARY: &'static str = C::TYPE_ATTR_SUMMARY;
    type Value<'a> = Type;
    fn check(ctx: &Context, attr: Attribute) -> bool {
        ctx.type_value(attr).is_some_and(|t| C::check(ctx, t))
    }
    fn value(ctx: &Context, attr: Attribute) -> Type {
        ctx.type_value(attr).unwrap_or_else(|| ctx.none_type())
    }
    fn attribute(ctx: &Context, value: Type) -> Attribute {
        ctx.type_attr(value)
    }
    fn converts(ctx: &Context, attr: Attribute) -> bool {
        ctx.type_value(attr).is_some()
    }
}
