//! The LLVM type conversion of `convert-cf-to-llvm` and
//! `convert-func-to-llvm`: MLIR's `LLVMTypeConverter` for the builtin types
//! these passes meet, and its `packFunctionResults` and
//! `convertFunctionSignature`.
//!
//! (`convert-arith-to-llvm` has a converter of its own; the two are meant to
//! become one.)
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

use std::sync::Arc;

use smallvec::SmallVec;

use crate::conversion::{SignatureConversion, TypeConverter, TypeVec};
use crate::dialects::llvm::{array_type, func_type, struct_type};
use crate::ir::float::FloatKind;
use crate::ir::{Context, Location, OpName, OpSpec, Type, TypeKind, ValueId};
use crate::rewrite::PatternRewriter;

/// The index bitwidth when the pass option is 0 (MLIR derives it from the
/// data layout, whose default is 64 bits).
pub(crate) const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// The index bitwidth an `index-bitwidth` option value stands for.
pub(crate) fn index_bitwidth(option: u32) -> u32 {
    if option == 0 {
        DEFAULT_INDEX_BITWIDTH
    } else {
        option
    }
}

/// `ty` as an LLVM-compatible type, or `None` when MLIR's `LLVMTypeConverter`
/// cannot convert it (see the module documentation).
pub(crate) fn convert_type(ctx: &Context, ty: Type, index_bits: u32) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Index => Some(ctx.integer_type(index_bits)),
        TypeKind::Integer { width, .. } => Some(ctx.integer_type(*width)),
        TypeKind::Float(kind) => convert_float(ctx, ty, *kind),
        TypeKind::Complex(element) => {
            let element = convert_type(ctx, *element, index_bits)?;
            Some(struct_type(ctx, &[element, element]))
        }
        TypeKind::Vector { shape, scalable, element } => {
            let element = convert_type(ctx, *element, index_bits)?;
            if scalable.iter().rev().skip(1).any(|&s| s) {
                return None;
            }
            let (last, last_scalable) = match (shape.last(), scalable.last()) {
                (Some(&n), Some(&s)) => (n, s),
                // A 0-D vector becomes a vector of one element.
                _ => (1, false),
            };
            let mut converted = ctx.intern_type(TypeKind::Vector {
                shape: Box::new([last]),
                scalable: Box::new([last_scalable]),
                element,
            });
            for &n in shape.iter().rev().skip(1) {
                converted = array_type(ctx, n, converted);
            }
            Some(converted)
        }
        TypeKind::Function { .. } => Some(ptr_type(ctx)),
        kind @ TypeKind::Dialect { .. } if kind.dialect() == Some("llvm") => Some(ty),
        _ => None,
    }
}

/// The floats LLVM has stay; the 4-, 6- and 8-bit ones become integers of
/// their width; the rest (`tf32`) cannot be converted.
fn convert_float(ctx: &Context, ty: Type, kind: FloatKind) -> Option<Type> {
    match kind {
        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128 => {
            Some(ty)
        }
        FloatKind::TF32 => None,
        _ => Some(ctx.integer_type(kind.bit_width())),
    }
}

/// `!llvm.ptr`.
pub(crate) fn ptr_type(ctx: &Context) -> Type {
    ctx.dialect_type("llvm.ptr")
}

/// The type converter the passes' patterns carry: [`convert_type`], with
/// `builtin.unrealized_conversion_cast`s as source and target
/// materializations (as MLIR's `LLVMTypeConverter` has for non-LLVM types).
pub(crate) fn llvm_type_converter(ctx: &Context, index_bits: u32) -> Arc<TypeConverter> {
    let mut tc = TypeConverter::new();
    tc.add_conversion_n(move |ctx, ty, out: &mut TypeVec| match convert_type(ctx, ty, index_bits) {
        Some(converted) => {
            out.push(converted);
            Some(true)
        }
        None => Some(false),
    });
    let cast = ctx.op_name("builtin.unrealized_conversion_cast");
    tc.add_source_materialization(move |rw, ty, inputs, loc| Some(unrealized_cast(rw, cast, &[ty], inputs, loc)[0]));
    tc.add_target_materialization_n(move |rw, types, inputs, loc, _original| {
        Some(unrealized_cast(rw, cast, types, inputs, loc))
    });
    Arc::new(tc)
}

fn unrealized_cast(
    rw: &mut PatternRewriter<'_>,
    cast: OpName,
    types: &[Type],
    inputs: &[ValueId],
    loc: Location,
) -> SmallVec<[ValueId; 1]> {
    let spec = OpSpec { operands: inputs, results: types, ..OpSpec::new(rw.context(), cast, loc) };
    let op = rw.create(&spec);
    rw.body().results(op).collect()
}

/// The type a call or function returning `results` returns in LLVM (MLIR's
/// `packFunctionResults`): the converted type of a single result, an
/// `!llvm.struct` of the converted types of several; `None` when one cannot
/// be converted (or there are none).
pub(crate) fn pack_function_results(ctx: &Context, results: &[Type], index_bits: u32) -> Option<Type> {
    match results {
        [] => None,
        [one] => convert_type(ctx, *one, index_bits),
        several => {
            let converted: Option<SmallVec<[Type; 4]>> =
                several.iter().map(|&t| convert_type(ctx, t, index_bits)).collect();
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
    index_bits: u32,
) -> Option<(Type, SignatureConversion)> {
    let (inputs, results) = ctx.function_signature(fn_type)?;
    let mut conversion = SignatureConversion::new(inputs.len());
    for (i, &input) in inputs.iter().enumerate() {
        conversion.add_inputs_for(i, &[convert_type(ctx, input, index_bits)?]);
    }
    let result = if results.is_empty() { None } else { Some(pack_function_results(ctx, results, index_bits)?) };
    Some((func_type(ctx, conversion.converted_types(), result), conversion))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialects::register_builtin_dialects;

    /// `text` as a type, read from an attribute of a parsed op.
    fn parse_type(ctx: &Context, text: &str) -> Type {
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
            let got = convert_type(&ctx, parse_type(&ctx, input), 64).map(|t| ctx.type_to_string(t));
            assert_eq!(got.as_deref(), want, "{input}");
        }
        assert_eq!(convert_type(&ctx, ctx.index_type(), 32), Some(ctx.i32()));
    }

    #[test]
    fn packs_results_and_signatures() {
        let ctx = Context::new();
        register_builtin_dialects(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let fty = parse_type(&ctx, "(i32, index) -> (i32, index)");
        let (llvm, conversion) = convert_function_signature(&ctx, fty, 64).unwrap();
        assert_eq!(ctx.type_to_string(llvm), "!llvm.func<struct<(i32, i64)> (i32, i64)>");
        assert_eq!(conversion.converted_types(), &[ctx.i32(), ctx.i64()]);
        let none = parse_type(&ctx, "() -> ()");
        assert_eq!(ctx.type_to_string(convert_function_signature(&ctx, none, 64).unwrap().0), "!llvm.func<void ()>");
        assert!(convert_function_signature(&ctx, parse_type(&ctx, "(tensor<2xi32>) -> ()"), 64).is_none());
        assert_eq!(pack_function_results(&ctx, &[ctx.index_type()], 32), Some(ctx.i32()));
    }
}
