//! What the lowerings to the `llvm` dialect share: MLIR's `LLVMTypeConverter`
//! for builtin scalar and vector types, its `unrealized_conversion_cast`
//! materializations, and the n-D vector helpers of `LLVMCommon/VectorPattern`
//! (an n-D vector becomes nested `!llvm.array`s of 1-D vectors).
//!
//! What converts, as in MLIR 22: `index` to `iN` (N the index bitwidth, 64
//! unless overridden), integers to signless integers of their width, the
//! floats LLVM has (`f16`, `bf16`, `f32`, `f64`, `f80`, `f128`) to themselves
//! and the 4-, 6- and 8-bit floats to integers of their width, `complex<T>`
//! to `!llvm.struct<(T, T)>`, vectors to vectors of converted elements (an
//! n-D vector to nested `!llvm.array`s of 1-D vectors; only the trailing
//! dimension may be scalable), function types to `!llvm.ptr`, and LLVM
//! dialect types to themselves. Everything else cannot be converted (`tf32`,
//! `none`, tuples, tensors, other dialects' types), and neither can memrefs:
//! their descriptors are not built here, so a function with a memref in its
//! signature stays a `func.func`, where MLIR lowers it.
//!
//! Also here: MLIR's `packFunctionResults` and `convertFunctionSignature`,
//! which `convert-func-to-llvm` uses.

use smallvec::SmallVec;

use crate::conversion::{SignatureConversion, TypeConverter};
use crate::dialects::dlti;
use crate::dialects::llvm::{func_type, struct_type};
use crate::ir::float::FloatKind;
use crate::ir::{Attribute, Context, Location, OpName, OpSpec, Signedness, Type, TypeKind, ValueId};
use crate::pass::AnchorOp;
use crate::rewrite::PatternRewriter;

/// MLIR's `kDeriveIndexBitwidthFromDataLayout`: an `index-bitwidth` option
/// of 0 asks for the data layout's index size.
pub(crate) const DERIVE_INDEX_BITWIDTH: u32 = 0;

/// The index size of MLIR's default data layout, what the lowerings use
/// when `index-bitwidth` is 0 (`convert-arith-to-llvm` and
/// `convert-cf-to-llvm` do not read a module's data layout).
pub(crate) const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// The width `index` becomes for an `index-bitwidth` option value in a
/// lowering that reads the data layout (MLIR's `LowerToLLVMOptions` made
/// from `DataLayoutAnalysis`): 0 takes the `dlti.dl_spec` of `op` (the op
/// the pass runs on), else 64.
pub(crate) fn index_bitwidth_in(op: &AnchorOp<'_>, option: u32) -> u32 {
    if option != DERIVE_INDEX_BITWIDTH {
        return option;
    }
    op.attr(dlti::DATA_LAYOUT_SPEC)
        .and_then(|spec| dlti::index_bitwidth(op.context(), spec))
        .unwrap_or(DEFAULT_INDEX_BITWIDTH)
}

/// The width `index` becomes for an `index-bitwidth` option value.
pub(crate) fn index_bitwidth(option: u32) -> u32 {
    if option == DERIVE_INDEX_BITWIDTH {
        DEFAULT_INDEX_BITWIDTH
    } else {
        option
    }
}

/// Float types LLVM has (`LLVM::isCompatibleFloatingPointType`).
pub(crate) fn is_llvm_float(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128
    )
}

/// The small float types (4, 6 and 8 bits) MLIR lowers to integers of their
/// width, as LLVM has no such floats.
fn is_small_float(kind: FloatKind) -> bool {
    !is_llvm_float(kind) && kind != FloatKind::TF32
}

/// True for `!llvm.*` types.
pub(crate) fn is_llvm_dialect_type(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).dialect() == Some("llvm")
}

/// True for `!llvm.array<...>`, what an n-D vector becomes.
pub(crate) fn is_llvm_array(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { text, .. } if text.starts_with("llvm.array<"))
}

/// `LLVM::isCompatibleType`: signless integers, LLVM's floats, 1-D vectors
/// of those, and LLVM dialect types.
pub(crate) fn is_llvm_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { signedness: Signedness::Signless, .. } => true,
        TypeKind::Float(k) => is_llvm_float(*k),
        TypeKind::Vector { shape, element, .. } => {
            shape.len() == 1
                && match ctx.type_kind(*element) {
                    TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
                    TypeKind::Float(k) => is_llvm_float(*k),
                    _ => is_llvm_dialect_type(ctx, *element),
                }
        }
        TypeKind::Dialect { .. } => is_llvm_dialect_type(ctx, t),
        _ => false,
    }
}

/// The LLVM type of a builtin scalar type: `index` becomes `index_type`,
/// integers become signless, LLVM's floats stay, the small floats become
/// integers of their width; `None` for anything else.
fn convert_scalar(ctx: &Context, t: Type, index_type: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Index => Some(index_type),
        TypeKind::Integer { signedness: Signedness::Signless, .. } => Some(t),
        TypeKind::Integer { width, .. } => Some(ctx.integer_type(*width)),
        TypeKind::Float(k) if is_llvm_float(*k) => Some(t),
        TypeKind::Float(k) if is_small_float(*k) => Some(ctx.integer_type(k.bit_width())),
        _ => None,
    }
}

/// MLIR's `LLVMTypeConverter::convertType` for the types this module knows
/// (see the module documentation): `vector<4xindex>` becomes
/// `vector<4xi64>`, `vector<2x3xf32>` becomes `!llvm.array<2 x
/// vector<3xf32>>`, a 0-D vector a vector of one element.
pub(crate) fn convert_llvm_type(ctx: &Context, t: Type, index_type: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, element } => {
            let element = convert_scalar(ctx, *element, index_type)?;
            let (&last, leading) = match shape.split_last() {
                Some(split) => split,
                None => return Some(vector_type(ctx, &[1], &[false], element)),
            };
            // LLVM has no scalable dimension but the innermost.
            if scalable[..leading.len()].iter().any(|&s| s) {
                return None;
            }
            let mut converted = vector_type(ctx, &[last], &[scalable[leading.len()]], element);
            for &size in leading.iter().rev() {
                converted = llvm_array_type(ctx, size, converted);
            }
            Some(converted)
        }
        TypeKind::Complex(element) => {
            let element = convert_scalar(ctx, *element, index_type)?;
            Some(struct_type(ctx, &[element, element]))
        }
        TypeKind::Function { .. } => Some(ptr_type(ctx)),
        TypeKind::Dialect { .. } => is_llvm_dialect_type(ctx, t).then_some(t),
        _ => convert_scalar(ctx, t, index_type),
    }
}

/// `!llvm.ptr`.
pub(crate) fn ptr_type(ctx: &Context) -> Type {
    ctx.dialect_type("llvm.ptr")
}

/// The type a call or function returning `results` returns in LLVM (MLIR's
/// `packFunctionResults`): the converted type of a single result, an
/// `!llvm.struct` of the converted types of several; `None` when one cannot
/// be converted (or there are none).
pub(crate) fn pack_function_results(ctx: &Context, results: &[Type], index_type: Type) -> Option<Type> {
    match results {
        [] => None,
        [one] => convert_llvm_type(ctx, *one, index_type),
        several => {
            let converted: Option<SmallVec<[Type; 4]>> =
                several.iter().map(|&t| convert_llvm_type(ctx, t, index_type)).collect();
            Some(struct_type(ctx, &converted?))
        }
    }
}

/// The `!llvm.func` type of a function of type `fn_type` and the conversion
/// of its entry block's arguments (MLIR's `convertFunctionSignature`, without
/// varargs and memrefs); `None` when a type cannot be converted.
pub(crate) fn convert_function_signature(
    ctx: &Context,
    fn_type: Type,
    index_type: Type,
) -> Option<(Type, SignatureConversion)> {
    let (inputs, results) = ctx.function_signature(fn_type)?;
    let mut conversion = SignatureConversion::new(inputs.len());
    for (i, &input) in inputs.iter().enumerate() {
        conversion.add_inputs_for(i, &[convert_llvm_type(ctx, input, index_type)?]);
    }
    let result = if results.is_empty() { None } else { Some(pack_function_results(ctx, results, index_type)?) };
    Some((func_type(ctx, conversion.converted_types(), result), conversion))
}

fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], element: Type) -> Type {
    ctx.intern_type(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), element })
}

/// `!llvm.array<size x element>` (LLVM types drop their `!llvm.` prefix
/// when nested).
pub(crate) fn llvm_array_type(ctx: &Context, size: i64, element: Type) -> Type {
    let inner = ctx.type_to_string(element);
    let inner = inner.strip_prefix("!llvm.").unwrap_or(&inner);
    ctx.dialect_type(&format!("llvm.array<{size} x {inner}>"))
}

/// How an n-D vector is laid out in LLVM (MLIR's `NDVectorTypeInfo`): the
/// sizes of the nested arrays, outermost first, and the 1-D vector inside.
pub(crate) struct NdVectorInfo {
    /// The array sizes (the vector's shape without its last dimension).
    pub(crate) array_sizes: SmallVec<[i64; 4]>,
    /// The innermost 1-D vector type.
    pub(crate) one_d: Type,
}

impl NdVectorInfo {
    /// The coordinates of each 1-D vector in turn (the last one fastest),
    /// as MLIR's `nDVectorIterate` visits them.
    pub(crate) fn positions(&self) -> impl Iterator<Item = SmallVec<[i64; 4]>> + '_ {
        let count: i64 = self.array_sizes.iter().product();
        (0..count).map(move |linear| {
            let mut rest = linear;
            let mut coords: SmallVec<[i64; 4]> = SmallVec::from_elem(0, self.array_sizes.len());
            for (i, &size) in self.array_sizes.iter().enumerate().rev() {
                coords[i] = rest % size;
                rest /= size;
            }
            coords
        })
    }
}

/// The layout of `vector_type`, an n-D (n > 1) vector, once converted;
/// `None` for anything else.
pub(crate) fn nd_vector_info(ctx: &Context, vector_type: Type, index_type: Type) -> Option<NdVectorInfo> {
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(vector_type) else { return None };
    if shape.len() < 2 || shape.iter().any(|&s| s <= 0) {
        return None;
    }
    let element = convert_scalar(ctx, *element, index_type)?;
    let n = shape.len();
    Some(NdVectorInfo {
        array_sizes: shape[..n - 1].iter().copied().collect(),
        one_d: vector_type_of(ctx, shape[n - 1], scalable[n - 1], element),
    })
}

fn vector_type_of(ctx: &Context, size: i64, scalable: bool, element: Type) -> Type {
    vector_type(ctx, &[size], &[scalable], element)
}

/// `array<i64: coords...>`, an `llvm.extractvalue`/`insertvalue` position.
pub(crate) fn position_attr(ctx: &Context, coords: &[i64]) -> Attribute {
    let values: SmallVec<[i128; 4]> = coords.iter().map(|&c| c as i128).collect();
    ctx.dense_i64_array_attr(&values)
}

/// Builds `builtin.unrealized_conversion_cast`s from `inputs` to `types` at
/// the rewriter's insertion point, what the LLVM type converter's
/// materializations are.
fn unrealized_cast(
    rw: &mut PatternRewriter<'_>,
    cast: OpName,
    types: &[Type],
    inputs: &[ValueId],
    loc: Location,
) -> SmallVec<[ValueId; 1]> {
    let spec = OpSpec { operands: inputs, results: types, ..OpSpec::new(rw.context(), cast, loc) };
    let cast = rw.create(&spec);
    rw.body().results(cast).collect()
}

/// MLIR's `LLVMTypeConverter` with `index` of `index_bits` bits (see
/// [`convert_llvm_type`]), whose source and target materializations are
/// `builtin.unrealized_conversion_cast`s (a later
/// `reconcile-unrealized-casts` removes those that cancel out).
pub(crate) fn llvm_type_converter(ctx: &Context, index_bits: u32) -> TypeConverter {
    let index_type = ctx.integer_type(index_bits);
    let cast = ctx.op_name("builtin.unrealized_conversion_cast");
    let mut converter = TypeConverter::new();
    converter.add_conversion(move |ctx, t| convert_llvm_type(ctx, t, index_type));
    converter.add_source_materialization(move |rw, ty, inputs, loc| {
        unrealized_cast(rw, cast, &[ty], inputs, loc).first().copied()
    });
    converter.add_target_materialization_n(move |rw, types, inputs, loc, _original| {
        Some(unrealized_cast(rw, cast, types, inputs, loc))
    });
    converter
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialects::register_builtin_dialects;
    use crate::ir::{parse_source, Context, ParseOptions};

    /// `text` as a type: the result type of an op parsed from source.
    fn parse_type(ctx: &Context, text: &str) -> Type {
        let src = format!("\"test.t\"() : () -> {text}");
        let module = parse_source(ctx, ParseOptions { file_name: "t" }, &src).expect(text);
        let body = module.body().expect("a module body");
        let block = body.entry_block(body.top_regions()[0]).expect("an entry block");
        let op = body.first_op(block).expect("the op");
        body.value_type(body.result(op, 0))
    }

    #[test]
    fn converts_scalars_and_vectors_as_mlir() {
        let ctx = Context::new();
        let i64t = ctx.i64();
        let convert = |text: &str| convert_llvm_type(&ctx, parse_type(&ctx, text), i64t).map(|t| ctx.type_to_string(t));
        assert_eq!(convert("index").as_deref(), Some("i64"));
        assert_eq!(convert("si16").as_deref(), Some("i16"));
        assert_eq!(convert("f80").as_deref(), Some("f80"));
        assert_eq!(convert("f8E4M3FN").as_deref(), Some("i8"));
        assert_eq!(convert("tf32"), None);
        assert_eq!(convert("tensor<4xi32>"), None);
        assert_eq!(convert("vector<4xindex>").as_deref(), Some("vector<4xi64>"));
        assert_eq!(convert("vector<[4]xi32>").as_deref(), Some("vector<[4]xi32>"));
        assert_eq!(convert("vector<2x3x4xf32>").as_deref(), Some("!llvm.array<2 x array<3 x vector<4xf32>>>"));
        assert_eq!(convert("vector<[2]x3xf32>"), None);
    }

    #[test]
    fn nd_positions_vary_the_last_coordinate_fastest() {
        let ctx = Context::new();
        let info = nd_vector_info(&ctx, parse_type(&ctx, "vector<2x3x4xi1>"), ctx.i64()).unwrap();
        let positions: Vec<Vec<i64>> = info.positions().map(|p| p.to_vec()).collect();
        assert_eq!(positions[..4], [vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 0]]);
        assert_eq!(positions.len(), 6);
        assert_eq!(ctx.type_to_string(info.one_d), "vector<4xi1>");
    }

    /// `text` as a type, read from an attribute of a parsed op.
    fn parse_attr_type(ctx: &Context, text: &str) -> Type {
        let src = format!("\"test.t\"() {{t = {text}}} : () -> ()");
        let module = crate::ir::parse_source(ctx, crate::ir::ParseOptions { file_name: "t.mlir" }, &src)
            .unwrap_or_else(|d| panic!("{text}: {}", d.message));
        let mut found = None;
        module.body().expect("the module body").walk_all_preorder(&mut |body, op| {
            if let Some(attr) = body.attr(ctx, op, "t") {
                found = ctx.type_value(attr);
            }
        });
        found.expect("a type attribute")
    }

    /// Each type and what `mlir-opt-22 --convert-func-to-llvm` turns a
    /// function argument of that type into (`None`: the function stays).
    #[test]
    fn converts_types_as_mlir_does() {
        let ctx = Context::new();
        register_builtin_dialects(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let cases: &[(&str, Option<&str>)] = &[
            ("index", Some("i64")),
            ("si8", Some("i8")),
            ("ui64", Some("i64")),
            ("tf32", None),
            ("f8E4M3FN", Some("i8")),
            ("f8E5M2", Some("i8")),
            ("bf16", Some("bf16")),
            ("f80", Some("f80")),
            ("complex<f32>", Some("!llvm.struct<(f32, f32)>")),
            ("vector<4xf32>", Some("vector<4xf32>")),
            ("vector<2x3xi32>", Some("!llvm.array<2 x vector<3xi32>>")),
            ("vector<[4]xi8>", Some("vector<[4]xi8>")),
            ("vector<[4]x2xi8>", None),
            ("vector<4xindex>", Some("vector<4xi64>")),
            ("vector<2xf8E4M3FN>", Some("vector<2xi8>")),
            ("none", None),
            ("tuple<i32>", None),
            ("!llvm.ptr", Some("!llvm.ptr")),
            ("!llvm.struct<(i32)>", Some("!llvm.struct<(i32)>")),
            ("(i32) -> index", Some("!llvm.ptr")),
            ("!foo.bar", None),
            ("tensor<4xf32>", None),
        ];
        for &(input, want) in cases {
            let got = convert_llvm_type(&ctx, parse_attr_type(&ctx, input), ctx.i64()).map(|t| ctx.type_to_string(t));
            assert_eq!(got.as_deref(), want, "{input}");
        }
        assert_eq!(convert_llvm_type(&ctx, ctx.index_type(), ctx.i32()), Some(ctx.i32()));
    }

    #[test]
    fn packs_results_and_signatures() {
        let ctx = Context::new();
        register_builtin_dialects(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let fty = parse_attr_type(&ctx, "(i32, index) -> (i32, index)");
        let (llvm, conversion) = convert_function_signature(&ctx, fty, ctx.i64()).unwrap();
        assert_eq!(ctx.type_to_string(llvm), "!llvm.func<struct<(i32, i64)> (i32, i64)>");
        assert_eq!(conversion.converted_types(), &[ctx.i32(), ctx.i64()]);
        let none = parse_attr_type(&ctx, "() -> ()");
        assert_eq!(
            ctx.type_to_string(convert_function_signature(&ctx, none, ctx.i64()).unwrap().0),
            "!llvm.func<void ()>"
        );
        assert!(convert_function_signature(&ctx, parse_attr_type(&ctx, "(tensor<2xi32>) -> ()"), ctx.i64()).is_none());
        assert_eq!(pack_function_results(&ctx, &[ctx.index_type()], ctx.i32()), Some(ctx.i32()));
    }
}
