//! The `llvm` dialect ops the lowering passes produce (`convert-arith-to-llvm`,
//! `convert-cf-to-llvm`, `convert-func-to-llvm`): integer and float
//! arithmetic, comparisons, casts, the intrinsics `arith` maps to, constants,
//! aggregates, branches, calls and `llvm.func`, the memory accesses of memref
//! descriptors (`llvm.alloca`, `llvm.load`, `llvm.store`, `llvm.intr.memcpy`),
//! globals (`llvm.mlir.global`, `llvm.mlir.alias`, `llvm.mlir.ifunc`), each
//! with its pretty form (`llvm/asm.rs`),
//! with MLIR 22's properties and
//! their defaults (`overflowFlags = 0 : i32`, `fastmathFlags =
//! #llvm.fastmath<none>`, the `llvm.func` and `llvm.call` conventions). LLVM
//! types (`!llvm.struct<...>`, `!llvm.func<...>`) are dialect types kept as
//! text; [`struct_type`] and [`func_type`] spell them as MLIR prints them.

use super::cf::{verify_br, verify_cond_br, verify_switch, LLVM_BRANCH_INTERFACE};
use super::{convert_props, convert_segment_sizes, converts_to_enum_case};
use super::{
    expect_operands, expect_results, operand_type, required_attr, string_attr, CallLike, DialectInliner, FunctionLike,
};
use crate::ir::{
    AllowsUnknownOps, DialectAttrVerifier, Location, OpSpec, SymbolScope, SymbolUser, VerbatimAttrAlias,
    VerbatimSyntaxCheck,
};
use crate::ir::{AttrKind, Attribute, Body, Context, Diagnostic, Dialect, OpDef, OpId, OpView, Traits, Type, TypeKind};

mod asm;
mod data_layout;
use super::arith::consts;
use super::arith::int::ApInt;
use crate::rewrite::{ConstantMaterializer, FoldOutcome, Folder, OpFoldResult};
pub use data_layout::data_layout_problem;

/// Integer binary ops: `(name, commutative, has overflowFlags)`; MLIR 22
/// marks only `llvm.add` and `llvm.mul` `Commutative`.
pub const INT_BINARY: &[(&str, bool, bool)] = &[
    ("llvm.add", true, true),
    ("llvm.sub", false, true),
    ("llvm.mul", true, true),
    ("llvm.shl", false, true),
    ("llvm.udiv", false, false),
    ("llvm.sdiv", false, false),
    ("llvm.urem", false, false),
    ("llvm.srem", false, false),
    ("llvm.and", false, false),
    ("llvm.or", false, false),
    ("llvm.xor", false, false),
    ("llvm.lshr", false, false),
    ("llvm.ashr", false, false),
];

/// Float binary ops (all with `fastmathFlags`): `(name, commutative)`;
/// MLIR 22 marks none `Commutative`.
pub const FLOAT_BINARY: &[(&str, bool)] =
    &[("llvm.fadd", false), ("llvm.fsub", false), ("llvm.fmul", false), ("llvm.fdiv", false), ("llvm.frem", false)];

/// Binary intrinsics on two operands of the result type: `(name, has
/// fastmathFlags)`.
pub const BINARY_INTRINSICS: &[(&str, bool)] = &[
    ("llvm.intr.smax", false),
    ("llvm.intr.smin", false),
    ("llvm.intr.umax", false),
    ("llvm.intr.umin", false),
    ("llvm.intr.maxnum", true),
    ("llvm.intr.minnum", true),
    ("llvm.intr.maximum", true),
    ("llvm.intr.minimum", true),
    ("llvm.intr.copysign", true),
    ("llvm.intr.pow", true),
];

/// Unary intrinsics on an operand of the result type: `(name, has
/// fastmathFlags)`.
pub const UNARY_INTRINSICS: &[(&str, bool)] = &[
    ("llvm.intr.fabs", true),
    ("llvm.intr.ctlz", false),
    ("llvm.intr.cttz", false),
    ("llvm.intr.ctpop", false),
    ("llvm.intr.ceil", true),
    ("llvm.intr.floor", true),
    ("llvm.intr.round", true),
    ("llvm.intr.roundeven", true),
    ("llvm.intr.sqrt", true),
];

/// Casts: `(name, inherent properties, has overflowFlags)`.
const CASTS: &[(&str, &[&str], bool)] = &[
    ("llvm.trunc", &["overflowFlags"], true),
    ("llvm.sext", &[], false),
    ("llvm.zext", &["nonNeg"], false),
    ("llvm.sitofp", &[], false),
    ("llvm.uitofp", &["nonNeg"], false),
    ("llvm.fptosi", &[], false),
    ("llvm.fptoui", &[], false),
    ("llvm.fpext", &[], false),
    ("llvm.fptrunc", &[], false),
    ("llvm.bitcast", &[], false),
    ("llvm.ptrtoint", &[], false),
    ("llvm.inttoptr", &[], false),
];

/// `overflowFlags = 0 : i32` (`#llvm.overflow<none>` as a property).
fn overflow_none(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), 0)
}

/// `#llvm.fastmath<none>`.
pub fn fastmath_none(ctx: &Context) -> Attribute {
    ctx.dialect_attr("llvm.fastmath<none>")
}

/// `#llvm.cconv<ccc>`, the C calling convention.
fn cconv_c(ctx: &Context) -> Attribute {
    ctx.dialect_attr("llvm.cconv<ccc>")
}

fn tail_call_none(ctx: &Context) -> Attribute {
    ctx.dialect_attr("llvm.tailcallkind<none>")
}

fn linkage_external(ctx: &Context) -> Attribute {
    ctx.dialect_attr("llvm.linkage<external>")
}

fn visibility_default(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(64), 0)
}

fn addr_space_default(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), 0)
}

fn gep_no_wrap_none(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), 0)
}

fn empty_i32_array(ctx: &Context) -> Attribute {
    ctx.dense_i32_array_attr(&[])
}

/// `!llvm.struct<(a, b, ...)>`, the type `convert-func-to-llvm` packs
/// several results into.
pub fn struct_type(ctx: &Context, fields: &[Type]) -> Type {
    ctx.dialect_type(&format!("llvm.struct<({})>", type_list(ctx, fields)))
}

/// `!llvm.func<result (inputs)>`, with `void` for no result.
pub fn func_type(ctx: &Context, inputs: &[Type], result: Option<Type>) -> Type {
    variadic_func_type(ctx, inputs, result, false)
}

/// [`func_type`], with `...` after the inputs when `variadic`.
pub fn variadic_func_type(ctx: &Context, inputs: &[Type], result: Option<Type>, variadic: bool) -> Type {
    let result = result.map_or_else(|| "void".to_string(), |t| nested_type(ctx, t));
    let mut params = type_list(ctx, inputs);
    if variadic {
        params.push_str(if inputs.is_empty() { "..." } else { ", ..." });
    }
    ctx.dialect_type(&format!("llvm.func<{result} ({params})>"))
}

/// `!llvm.array<n x element>`, what an n-D vector converts to.
pub fn array_type(ctx: &Context, n: i64, element: Type) -> Type {
    ctx.dialect_type(&format!("llvm.array<{n} x {}>", nested_type(ctx, element)))
}

fn type_list(ctx: &Context, types: &[Type]) -> String {
    types.iter().map(|&t| nested_type(ctx, t)).collect::<Vec<_>>().join(", ")
}

/// A type as written inside an LLVM type: LLVM types drop their `!llvm.`
/// prefix there (`!llvm.func<struct<(i32, f32)> (i64)>`).
fn nested_type(ctx: &Context, t: Type) -> String {
    let text = ctx.type_to_string(t);
    match text.strip_prefix("!llvm.") {
        Some(inner) => inner.to_string(),
        None => text,
    }
}

/// The `llvm` dialect's inliner interface (MLIR's `LLVMInlinerInterface`,
/// for the ops here): everything can be inlined; `llvm.return` is the
/// terminator to replace, by an `llvm.br` when the callee has several blocks.
pub const INLINER: DialectInliner =
    DialectInliner { return_op: Some("llvm.return"), branch_op: "llvm.br", ..DialectInliner::ALWAYS };

/// The dialect definition.
pub fn dialect() -> Dialect {
    // Its ops are registered here only as far as the lowerings need them:
    // the others are accepted, unverified.
    let mut d = Dialect::new("llvm")
        .hook(AllowsUnknownOps)
        .hook(ConstantMaterializer(materialize_constant))
        .hook(DialectAttrVerifier(verify_llvm_attr))
        .hook(VerbatimSyntaxCheck(check_syntax))
        .hook(VerbatimAttrAlias(llvm_alias_prefix));
    for &(name, commutative, overflow) in INT_BINARY {
        let mut traits = Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE;
        if commutative {
            traits = traits | Traits::COMMUTATIVE;
        }
        let mut def = OpDef::new(name, traits).verifier(verify_int_binary);
        def = match name {
            _ if overflow => def
                .inherent(&["overflowFlags"])
                .default_prop("overflowFlags", overflow_none)
                .assembly(asm::OVERFLOW_BINARY_ASSEMBLY),
            "llvm.udiv" | "llvm.sdiv" | "llvm.lshr" | "llvm.ashr" => {
                def.inherent(&["isExact"]).assembly(asm::EXACT_BINARY_ASSEMBLY)
            }
            "llvm.or" => def.inherent(&["isDisjoint"]).assembly(asm::DISJOINT_BINARY_ASSEMBLY),
            _ => def.assembly(asm::BINARY_ASSEMBLY),
        };
        def = match name {
            "llvm.or" => def.hook(Folder(fold_or)),
            "llvm.shl" => def.hook(Folder(fold_shl)),
            _ => def,
        };
        d = d.op(def);
    }
    for &(name, commutative) in FLOAT_BINARY {
        let traits = Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE;
        let traits = if commutative { traits | Traits::COMMUTATIVE } else { traits };
        d = d.op(with_fastmath(OpDef::new(name, traits).verifier(verify_float_binary)).assembly(asm::BINARY_ASSEMBLY));
    }
    for &(name, fastmath) in BINARY_INTRINSICS {
        let def = OpDef::new(name, Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
            .verifier(verify_same_type_binary)
            .assembly(asm::INTRINSIC_ASSEMBLY);
        d = d.op(if fastmath { with_fastmath(def) } else { def });
    }
    for &(name, fastmath) in UNARY_INTRINSICS {
        let mut def = OpDef::new(name, Traits::PURE).verifier(verify_unary);
        // `llvm.intr.ctlz` and `llvm.intr.cttz` have no format in MLIR.
        if !matches!(name, "llvm.intr.ctlz" | "llvm.intr.cttz") {
            def = def.assembly(asm::INTRINSIC_ASSEMBLY);
        }
        d = d.op(if fastmath { with_fastmath(def) } else { def.inherent(&["is_zero_poison"]) });
    }
    for &(name, props, overflow) in CASTS {
        let mut def = OpDef::new(name, Traits::PURE).inherent(props).verifier(verify_cast);
        def = def.assembly(match name {
            "llvm.trunc" => asm::TRUNC_ASSEMBLY,
            "llvm.zext" | "llvm.uitofp" => asm::NNEG_CAST_ASSEMBLY,
            _ => asm::CAST_ASSEMBLY,
        });
        if overflow {
            def = def.default_prop("overflowFlags", overflow_none);
        }
        d = d.op(def);
    }
    d.op(with_fastmath(
        OpDef::new("llvm.fneg", Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE)
            .verifier(verify_unary)
            .assembly(asm::UNARY_ASSEMBLY),
    ))
    .op(OpDef::new("llvm.icmp", Traits::PURE)
        .inherent(&["predicate"])
        .properties_check(|ctx, props| {
            convert_props(ctx, props, &[("predicate", |ctx, a| converts_to_enum_case(ctx, a, 64, 10))])
        })
        .verifier(verify_compare)
        .hook(Folder(fold_icmp))
        .assembly(asm::ICMP_ASSEMBLY))
    .op(with_fastmath(
        OpDef::new("llvm.fcmp", Traits::PURE)
            .inherent(&["predicate"])
            .properties_check(|ctx, props| {
                convert_props(ctx, props, &[("predicate", |ctx, a| converts_to_enum_case(ctx, a, 64, 16))])
            })
            .verifier(verify_compare)
            .assembly(asm::FCMP_ASSEMBLY),
    )
    .inherent(&["predicate", "fastmathFlags"]))
    .op(with_fastmath(OpDef::new("llvm.select", Traits::PURE).verifier(verify_select)).assembly(asm::SELECT_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.constant", Traits::PURE | Traits::CONSTANT_LIKE)
        .inherent(&["value"])
        .verifier(verify_constant)
        .hook(Folder(fold_constant))
        .assembly(asm::CONSTANT_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.poison", Traits::PURE | Traits::CONSTANT_LIKE)
        .verifier(verify_nullary)
        .hook(Folder(fold_poison))
        .assembly(asm::NULLARY_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.undef", Traits::PURE).verifier(verify_undef).assembly(asm::NULLARY_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.zero", Traits::PURE).verifier(verify_nullary).assembly(asm::NULLARY_ASSEMBLY))
    .op(OpDef::new("llvm.extractvalue", Traits::PURE)
        .inherent(&["position"])
        .verifier(verify_extractvalue)
        .hook(Folder(fold_extractvalue))
        .assembly(asm::EXTRACTVALUE_ASSEMBLY))
    .op(OpDef::new("llvm.insertvalue", Traits::PURE)
        .inherent(&["position"])
        .verifier(verify_insertvalue)
        .assembly(asm::INSERTVALUE_ASSEMBLY))
    .op(OpDef::new("llvm.br", Traits::TERMINATOR | Traits::PURE)
        .inherent(&["loop_annotation"])
        .interface(LLVM_BRANCH_INTERFACE)
        .verifier(verify_br)
        .assembly(asm::BR_ASSEMBLY))
    .op(OpDef::new("llvm.cond_br", Traits::TERMINATOR | Traits::PURE | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
        .inherent(&["operandSegmentSizes", "branch_weights", "loop_annotation"])
        .properties_check(|ctx, props| convert_segment_sizes(ctx, props, 3))
        .interface(LLVM_BRANCH_INTERFACE)
        .verifier(verify_cond_br)
        .assembly(asm::COND_BR_ASSEMBLY))
    .op(OpDef::new("llvm.switch", Traits::TERMINATOR | Traits::PURE | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
        .inherent(&["case_values", "case_operand_segments", "operandSegmentSizes", "branch_weights"])
        .interface(LLVM_BRANCH_INTERFACE)
        .verifier(verify_switch)
        .assembly(asm::SWITCH_ASSEMBLY))
    .op(OpDef::new("llvm.return", Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
        .verifier(verify_return)
        .assembly(asm::RETURN_ASSEMBLY))
    .op(OpDef::new("llvm.unreachable", Traits::TERMINATOR)
        .verifier(|v| expect_operands(v, 0))
        .assembly(asm::UNREACHABLE_ASSEMBLY))
    .op(OpDef::new("llvm.call", Traits::ATTR_SIZED_OPERAND_SEGMENTS)
        .inherent(&[
            "CConv",
            "TailCallKind",
            "callee",
            "var_callee_type",
            "fastmathFlags",
            "memory_effects",
            "convergent",
            "no_unwind",
            "will_return",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
            "no_inline",
            "always_inline",
            "inline_hint",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
            "operandSegmentSizes",
        ])
        .default_prop("CConv", cconv_c)
        .default_prop("TailCallKind", tail_call_none)
        .default_prop("fastmathFlags", fastmath_none)
        .default_prop("op_bundle_sizes", empty_i32_array)
        .interface(CallLike { callee_attr: "callee" })
        .verifier(verify_call)
        .interface(SymbolUser(call_symbol_uses))
        .assembly(asm::CALL_ASSEMBLY))
    .op(OpDef::new("llvm.func", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
        .inherent(&[
            "sym_name",
            "function_type",
            "linkage",
            "sym_visibility",
            "CConv",
            "visibility_",
            "arg_attrs",
            "res_attrs",
            "dso_local",
            "unnamed_addr",
            "no_inline",
            "always_inline",
            "passthrough",
            "personality",
            "garbageCollector",
            "comdat",
        ])
        .default_prop("CConv", cconv_c)
        .default_prop("linkage", linkage_external)
        .default_prop("visibility_", visibility_default)
        .interface(FunctionLike { type_attr_name: "function_type" })
        .verifier(verify_func)
        .assembly(asm::FUNC_ASSEMBLY))
    // What `convert-arith-to-llvm` adds: `arith.addui_extended` and
    // `arith.truncf` with a rounding mode.
    .op(OpDef::new("llvm.intr.uadd.with.overflow", Traits::PURE).verifier(verify_with_overflow))
    .op(OpDef::new("llvm.intr.experimental.constrained.fptrunc", Traits::NONE)
        .inherent(&["roundingmode", "fpExceptionBehavior"])
        .verifier(verify_constrained_fptrunc)
        .assembly(asm::CONSTRAINED_FPTRUNC_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.addressof", Traits::PURE)
        .inherent(&["global_name"])
        .verifier(verify_addressof)
        .interface(SymbolUser(addressof_symbol_uses))
        .assembly(asm::ADDRESSOF_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.global", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
        .inherent(&[
            "global_type",
            "constant",
            "sym_name",
            "linkage",
            "dso_local",
            "thread_local_",
            "externally_initialized",
            "value",
            "alignment",
            "addr_space",
            "unnamed_addr",
            "section",
            "comdat",
            "dbg_exprs",
            "visibility_",
        ])
        .default_prop("addr_space", addr_space_default)
        .default_prop("visibility_", visibility_default)
        .verifier(verify_global)
        .assembly(asm::GLOBAL_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.alias", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
        .inherent(&["alias_type", "sym_name", "linkage", "dso_local", "thread_local_", "unnamed_addr", "visibility_"])
        .default_prop("visibility_", visibility_default)
        .verifier(verify_alias)
        .assembly(asm::ALIAS_ASSEMBLY))
    .op(OpDef::new("llvm.mlir.ifunc", Traits::SYMBOL)
        .inherent(&[
            "sym_name",
            "i_func_type",
            "resolver",
            "resolver_type",
            "linkage",
            "dso_local",
            "address_space",
            "unnamed_addr",
            "visibility_",
        ])
        .default_prop("address_space", addr_space_default)
        .default_prop("unnamed_addr", visibility_default)
        .default_prop("visibility_", visibility_default)
        .verifier(verify_ifunc)
        .assembly(asm::IFUNC_ASSEMBLY))
    .op(OpDef::new("llvm.getelementptr", Traits::PURE)
        .inherent(&["rawConstantIndices", "elem_type", "noWrapFlags"])
        .default_prop("noWrapFlags", gep_no_wrap_none)
        .verifier(verify_gep)
        .assembly(asm::GEP_ASSEMBLY))
    // What `convert-func-to-llvm` adds: the C interface wrappers' and the
    // unranked descriptors' memory accesses.
    .op(OpDef::new("llvm.alloca", Traits::NONE)
        .inherent(&["alignment", "elem_type", "inalloca"])
        .verifier(verify_alloca)
        .assembly(asm::ALLOCA_ASSEMBLY))
    .op(OpDef::new("llvm.load", Traits::NONE)
        .inherent(&[
            "alignment",
            "volatile_",
            "nontemporal",
            "invariant",
            "invariantGroup",
            "ordering",
            "syncscope",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
            "dereferenceable",
        ])
        .default_prop("ordering", ordering_not_atomic)
        .properties_check(ordering_props)
        .verifier(verify_load)
        .assembly(asm::LOAD_ASSEMBLY))
    .op(OpDef::new("llvm.store", Traits::NONE)
        .inherent(&[
            "alignment",
            "volatile_",
            "nontemporal",
            "invariantGroup",
            "ordering",
            "syncscope",
            "access_groups",
            "alias_scopes",
            "noalias_scopes",
            "tbaa",
        ])
        .default_prop("ordering", ordering_not_atomic)
        .properties_check(ordering_props)
        .verifier(verify_store)
        .assembly(asm::STORE_ASSEMBLY))
    .op(OpDef::new("llvm.intr.memcpy", Traits::NONE)
        .inherent(&["isVolatile", "access_groups", "alias_scopes", "noalias_scopes", "tbaa", "arg_attrs", "res_attrs"])
        .verifier(verify_memcpy))
}

/// `ordering = 0 : i64` (`not_atomic`), the default of loads and stores.
fn ordering_not_atomic(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(64), 0)
}

/// `ordering` is an `AtomicOrdering` (`i64`, 0 to 7 but 3).
fn ordering_props(ctx: &Context, props: Attribute) -> Result<(), String> {
    convert_props(
        ctx,
        props,
        &[("ordering", |ctx, a| converts_to_enum_case(ctx, a, 64, 8) && ctx.int_value(a) != Some(3))],
    )
}

fn verify_alloca(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 1)?;
    required_attr(v, "elem_type")?;
    check_type(v, Value::Result(0), LlvmKind::Pointer)
}

fn verify_load(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 1)?;
    check_type(v, Value::Operand(0), LlvmKind::Pointer)
}

fn verify_store(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 0)?;
    check_type(v, Value::Operand(1), LlvmKind::Pointer)
}

/// What an LLVM op's operand or result may be (ODS's constraints of the
/// `llvm` dialect), with MLIR's summaries.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LlvmKind {
    /// `LLVM_AnyPointer`.
    Pointer,
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
    PointerOrVector,
    /// `AnySignlessInteger` or a vector of them.
    IntOrVector,
    /// `I1` or a vector of them.
    BoolOrVector,
    /// `LLVM_AnyFloat` or a vector of them.
    FloatOrVector,
    /// Integers or pointers, or vectors of them (`llvm.icmp`).
    IntOrPointerOrVector,
    /// `LLVM_AnyAggregate`.
    Aggregate,
    /// `LLVM_Type`: any type LLVM has.
    Compatible,
}

impl LlvmKind {
    fn summary(self) -> &'static str {
        match self {
            LlvmKind::Pointer => "LLVM pointer type",
            LlvmKind::PointerOrVector => "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
            LlvmKind::IntOrVector => "signless integer or LLVM dialect-compatible vector of signless integer",
            LlvmKind::BoolOrVector => {
                "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer"
            }
            LlvmKind::FloatOrVector => {
                "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type"
            }
            LlvmKind::IntOrPointerOrVector => {
                "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM \
                 dialect-compatible vector of LLVM pointer type"
            }
            LlvmKind::Aggregate => "LLVM aggregate type",
            LlvmKind::Compatible => "LLVM dialect-compatible type",
        }
    }

    fn admits(self, ctx: &Context, t: Type) -> bool {
        let element = match ctx.type_kind(t) {
            TypeKind::Vector { element, .. } => Some(*element),
            _ => None,
        };
        let scalar = |pred: &dyn Fn(Type) -> bool| pred(t) || element.is_some_and(pred);
        let pointer = |t: Type| llvm_text(ctx, t).is_some_and(|s| s == "ptr" || s.starts_with("ptr<"));
        let int =
            |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { signedness: crate::ir::Signedness::Signless, .. });
        match self {
            LlvmKind::Pointer => pointer(t),
            LlvmKind::PointerOrVector => scalar(&pointer),
            LlvmKind::IntOrVector => scalar(&int),
            LlvmKind::BoolOrVector => scalar(&|t| ctx.is_signless_integer(t, 1)),
            LlvmKind::FloatOrVector => scalar(&|t| ctx.is_float(t)),
            LlvmKind::IntOrPointerOrVector => scalar(&|t| int(t) || pointer(t)),
            LlvmKind::Aggregate => {
                llvm_text(ctx, t).is_some_and(|s| s.starts_with("struct<") || s.starts_with("array<"))
            }
            LlvmKind::Compatible => !matches!(
                ctx.type_kind(t),
                TypeKind::Function { .. }
                    | TypeKind::Index
                    | TypeKind::MemRef { .. }
                    | TypeKind::UnrankedMemRef { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
            ),
        }
    }
}

/// An operand or a result, by position.
#[derive(Clone, Copy)]
enum Value {
    Operand(usize),
    Result(usize),
}

/// ODS's type constraint check, with its message: `operand #0 must be
/// LLVM pointer type, but got 'i64'`.
fn check_type(v: &OpView<'_>, value: Value, kind: LlvmKind) -> Result<(), Diagnostic> {
    let (what, i, t) = match value {
        Value::Operand(i) => ("operand", i, operand_type(v, i)),
        Value::Result(i) => ("result", i, v.body.value_type(v.body.result(v.op, i))),
    };
    if kind.admits(v.ctx, t) {
        return Ok(());
    }
    Err(v.op_error(format!("{what} #{i} must be {}, but got '{}'", kind.summary(), v.ty(t))))
}

/// The text of an LLVM dialect type after `!llvm.` (`ptr`, `struct<(i32)>`).
fn llvm_text(ctx: &Context, t: Type) -> Option<&str> {
    match ctx.type_kind(t) {
        TypeKind::Dialect { text, .. } => text.strip_prefix("llvm."),
        _ => None,
    }
}

/// A type written inside an LLVM type (`i32`, `ptr`) as MLIR prints it
/// alone (`i32`, `!llvm.ptr`).
fn standalone_type(nested: &str) -> String {
    const LLVM_TYPES: [&str; 10] =
        ["ptr", "struct<", "array<", "void", "func<", "vec<", "target<", "token", "label", "metadata"];
    if LLVM_TYPES.iter().any(|p| nested.starts_with(p)) {
        format!("!llvm.{nested}")
    } else {
        nested.to_string()
    }
}

/// Whether `t` is the type written `nested` inside an LLVM type. LLVM types
/// are kept as the text they were written with, so spacing and the
/// optional `!llvm.` prefix inside them are not compared.
fn same_llvm_type(ctx: &Context, t: Type, nested: &str) -> bool {
    let canonical = |text: &str| text.replace("!llvm.", "").split_whitespace().collect::<String>();
    canonical(&nested_type(ctx, t)) == canonical(nested)
}

/// `text` split at its top-level commas (outside `<>`, `()`, `[]`, `{}`
/// and strings), trimmed.
fn split_top_level(text: &str) -> Vec<&str> {
    let (mut depth, mut in_string, mut start) = (0i32, false, 0);
    let mut parts = Vec::new();
    for (i, c) in text.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '<' | '(' | '[' | '{' if !in_string => depth += 1,
            '>' | ')' | ']' | '}' if !in_string => depth -= 1,
            ',' if !in_string && depth == 0 => {
                parts.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() || !parts.is_empty() {
        parts.push(last);
    }
    parts
}

/// The position of the first `(` of `text` at depth zero.
fn top_level_paren(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' if depth == 0 => return Some(i),
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// The element types of an `!llvm.struct<...>` (nested spellings), or
/// the element type and count of an `!llvm.array<N x T>`.
enum Aggregate<'a> {
    Struct(Vec<&'a str>),
    Array(u64, &'a str),
}

fn aggregate(nested: &str) -> Option<Aggregate<'_>> {
    if let Some(inner) = nested.strip_prefix("struct<").and_then(|t| t.strip_suffix('>')) {
        let open = top_level_paren(inner)?;
        let fields = inner[open + 1..].strip_suffix(')')?;
        return Some(Aggregate::Struct(split_top_level(fields)));
    }
    let inner = nested.strip_prefix("array<").and_then(|t| t.strip_suffix('>'))?;
    let (count, element) = inner.split_once(" x ")?;
    Some(Aggregate::Array(count.trim().parse().ok()?, element.trim()))
}

/// MLIR's `getInsertExtractValueElementType`: the type at `position` in
/// the aggregate `container` (nested spelling), or the error.
fn element_at<'a>(v: &OpView<'_>, container: &'a str, position: &[i128]) -> Result<&'a str, Diagnostic> {
    let mut current = container;
    for &index in position {
        let next = match aggregate(current) {
            Some(Aggregate::Struct(fields)) => usize::try_from(index).ok().and_then(|i| fields.get(i).copied()),
            Some(Aggregate::Array(count, element)) => u64::try_from(index).ok().filter(|&i| i < count).map(|_| element),
            None => {
                return Err(
                    v.op_error(format!("expected LLVM IR structure/array type, got: '{}'", standalone_type(current)))
                )
            }
        };
        current = next.ok_or_else(|| v.op_error(format!("position out of bounds: {index}")))?;
    }
    Ok(current)
}

/// The parameters (nested spellings), the result (`void` for none) and
/// whether it is variadic, of an `!llvm.func<...>` type.
fn llvm_signature(ctx: &Context, t: Type) -> Option<(Vec<&str>, &str, bool)> {
    let inner = llvm_text(ctx, t)?.strip_prefix("func<")?.strip_suffix('>')?;
    let open = top_level_paren(inner)?;
    let result = inner[..open].trim();
    let mut params = split_top_level(inner[open + 1..].strip_suffix(')')?);
    let variadic = params.last() == Some(&"...");
    if variadic {
        params.pop();
    }
    Some((params, result, variadic))
}

/// The address space of an `!llvm.ptr` (`!llvm.ptr<1>`).
fn address_space(ctx: &Context, t: Type) -> Option<i128> {
    let text = llvm_text(ctx, t)?;
    if text == "ptr" {
        return Some(0);
    }
    text.strip_prefix("ptr<")?.strip_suffix('>')?.trim().parse().ok()
}

/// MLIR's `CallOp::verifySymbolUses`: a direct call names an `llvm.func` of
/// the nearest symbol table and matches its signature; an indirect one
/// calls a pointer.
fn call_symbol_uses(v: &OpView<'_>, scope: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if v.body.num_results(v.op) > 1 {
        return Err(v.op_error("must have 0 or 1 result"));
    }
    let Some(name) = v.attr("callee").and_then(|a| ctx.flat_symbol(a)) else {
        if v.body.num_operands(v.op) == 0 {
            return Err(v.op_error("must have either a `callee` attribute or at least an operand"));
        }
        let callee = operand_type(v, 0);
        if !LlvmKind::Pointer.admits(ctx, callee) {
            return Err(v.op_error(format!("indirect call expects a pointer as callee: '{}'", v.ty(callee))));
        }
        return Ok(());
    };
    let Some(callee) = scope.lookup(name) else {
        return Err(v.op_error(format!("'{name}' does not reference a symbol in the current scope")));
    };
    if callee.name() != "llvm.func" {
        return Err(v.op_error(format!("'{name}' does not reference a valid LLVM function or IFunc")));
    }
    let fn_type = callee.attr("function_type").and_then(|a| ctx.type_value(a));
    let Some((params, result, variadic)) = fn_type.and_then(|t| llvm_signature(ctx, t)) else { return Ok(()) };
    if variadic && v.attr("var_callee_type").is_none() {
        return Err(v.op_error("missing var_callee_type attribute for vararg call"));
    }
    let operands = callee_operands(v);
    if !variadic && params.len() != operands.len() {
        return Err(v.op_error(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            operands.len(),
            params.len()
        )));
    }
    if params.len() > operands.len() {
        return Err(v.op_error(format!(
            "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
            operands.len(),
            params.len()
        )));
    }
    for (i, (param, &operand)) in params.iter().zip(&operands).enumerate() {
        if !same_llvm_type(ctx, operand, param) {
            return Err(v.op_error(format!(
                "operand type mismatch for operand {i}: '{}' != '{}'",
                v.ty(operand),
                standalone_type(param)
            )));
        }
    }
    let results = v.result_types();
    match (results.first(), result == "void") {
        (None, false) => Err(v.op_error("expected function call to produce a value")),
        (Some(_), true) => Err(v.op_error("calling function with void result must not produce values")),
        (Some(&got), false) if !same_llvm_type(ctx, got, result) => {
            Err(v.op_error(format!("result type mismatch: '{}' != '{}'", v.ty(got), standalone_type(result))))
        }
        _ => Ok(()),
    }
}

/// The argument operands of an `llvm.call` (its first operand segment).
fn callee_operands(v: &OpView<'_>) -> Vec<Type> {
    let types = v.operand_types();
    let first_segment = v.attr("operandSegmentSizes").and_then(|a| match v.ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values.first().and_then(|&n| usize::try_from(n).ok()),
        _ => None,
    });
    types.iter().take(first_segment.unwrap_or(types.len())).copied().collect()
}

/// MLIR's `AddressOfOp::verifySymbolUses`: the name is a global or a
/// function of the module, in the pointer's address space.
fn addressof_symbol_uses(v: &OpView<'_>, scope: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(name) = v.attr("global_name").and_then(|a| ctx.flat_symbol(a)) else { return Ok(()) };
    let symbol = scope.lookup(name);
    let kind = symbol.map(|s| s.name());
    if !matches!(kind, Some("llvm.mlir.global" | "llvm.func" | "llvm.mlir.alias" | "llvm.mlir.ifunc")) {
        return Err(v.op_error(
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    }
    if let Some(global) = symbol.filter(|s| matches!(s.name(), "llvm.mlir.global" | "llvm.mlir.alias")) {
        let global_space = global.attr("addr_space").and_then(|a| ctx.int_value(a)).unwrap_or(0);
        let pointer_space = v.result_types().first().and_then(|&t| address_space(ctx, t));
        if pointer_space.is_some_and(|s| s != global_space) {
            return Err(v.op_error("pointer address space must match address space of the referenced global or alias"));
        }
    }
    Ok(())
}

/// The keywords that name an LLVM type in MLIR 22 (`!llvm.ptr`, ...).
const LLVM_TYPE_KEYWORDS: [&str; 11] =
    ["array", "func", "label", "metadata", "ppc_fp128", "ptr", "struct", "target", "token", "void", "x86_amx"];

/// The keywords that name an LLVM attribute in MLIR 22 (`#llvm.linkage<..>`,
/// ...): every word `mlir-opt-22` does not call an unknown attribute.
const LLVM_ATTR_KEYWORDS: [&str; 70] = [
    "access_group",
    "address_space",
    "alias_scope",
    "alias_scope_domain",
    "blockaddress",
    "blocktag",
    "cconv",
    "cgprofile_entry",
    "comdat",
    "constant_range",
    "dependent_libraries",
    "dereferenceable",
    "di_annotation",
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_expression",
    "di_expression_elem",
    "di_file",
    "di_generic_subrange",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subrange",
    "di_subroutine_type",
    "dso_local_equivalent",
    "fastmath",
    "framePointerKind",
    "linkage",
    "loop_annotation",
    "loop_distribute",
    "loop_interleave",
    "loop_licm",
    "loop_peeled",
    "loop_pipeline",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_unswitch",
    "loop_vectorize",
    "memory_effects",
    "mlir.module_flag",
    "mlir.workgroup_attribution",
    "mmra_tag",
    "overflow",
    "poison",
    "profile_summary",
    "profile_summary_detailed",
    "tailcallkind",
    "target",
    "target_features",
    "tbaa_member",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
    "undef",
    "uwtableKind",
    "vec_type_hint",
    "vscale_range",
    "zero",
];

/// A builtin type's keyword, which MLIR's LLVM type parser reads as a type
/// before it looks for a keyword.
fn is_builtin_type_keyword(word: &str) -> bool {
    let int_width = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    ["i", "si", "ui"].iter().any(|p| word.strip_prefix(p).is_some_and(int_width))
        || ["f16", "f32", "f64", "f80", "f128", "bf16", "tf32", "index", "none"].contains(&word)
        || ["f4E", "f6E", "f8E"].iter().any(|p| word.starts_with(p))
}

/// What follows `!llvm.` or `#llvm.` starts with a keyword MLIR's LLVM type
/// or attribute parser knows (their messages, at the keyword).
fn check_keyword(sigil: char, text: &str) -> Result<(), crate::ir::SyntaxProblem> {
    let Some(body) = text.strip_prefix("llvm.") else { return Ok(()) };
    let at = "llvm.".len();
    let len = body.find(|c: char| !(c.is_ascii_alphanumeric() || "_$.".contains(c))).unwrap_or(body.len());
    let word = &body[..len];
    if !word.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        return Err((at, "expected valid keyword".to_string()));
    }
    if sigil == '#' && !LLVM_ATTR_KEYWORDS.contains(&word) {
        return Err((at, format!("unknown attribute `{word}` in dialect `llvm`")));
    }
    if sigil == '!' && !LLVM_TYPE_KEYWORDS.contains(&word) {
        // A builtin type with parameters (`tensor<2xi8>`) is read as one too
        // (those that do not parse fail at another place there: not checked).
        let shaped = matches!(word, "tensor" | "memref" | "vector" | "complex" | "tuple");
        if is_builtin_type_keyword(word) || shaped && body[len..].starts_with('<') {
            return Err((at, "unexpected type, expected keyword".to_string()));
        }
        if !shaped {
            return Err((at, format!("unknown LLVM type: {word}")));
        }
    }
    Ok(())
}

/// The keyword after `!llvm.`/`#llvm.`, and the words of
/// `#llvm.fastmath<...>` and `#llvm.linkage<...>`, are ones MLIR knows, as
/// its type and attribute parsers check.
fn check_syntax(sigil: char, text: &str) -> Result<(), crate::ir::SyntaxProblem> {
    check_keyword(sigil, text)?;
    const FASTMATH: [(&str, &str, &[&str]); 1] = [(
        "llvm.fastmath<",
        "::mlir::LLVM::FastmathFlags",
        &["none", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"],
    )];
    const LINKAGES: [&str; 11] = [
        "external",
        "available_externally",
        "linkonce",
        "linkonce_odr",
        "weak",
        "weak_odr",
        "appending",
        "internal",
        "private",
        "extern_weak",
        "common",
    ];
    if sigil == '!' {
        return check_type_syntax(text);
    }
    if sigil != '#' {
        return Ok(());
    }
    if let Some(word) = text.strip_prefix("llvm.linkage<").and_then(|t| t.strip_suffix('>')) {
        if !LINKAGES.contains(&word.trim()) {
            return Err((
                "llvm.linkage<".len(),
                format!("expected one of [{}] for LLVM linkage types, got: {}", LINKAGES.join(", "), word.trim()),
            ));
        }
    }
    super::check_flag_words(text, &FASTMATH)
}

/// What MLIR 22's LLVM type parser rejects in an `!llvm.` type kept as text
/// (`text` without the `!`) besides its keyword (`check_keyword`): a pointer
/// whose parameter is not an address space (`expected integer value`: the
/// typed pointers of older MLIR, `!llvm.ptr<i8>`, also inside structs,
/// arrays and functions). The other parameters are not checked.
fn check_type_syntax(text: &str) -> Result<(), crate::ir::SyntaxProblem> {
    if !text.starts_with("llvm.") {
        return Ok(());
    }
    // Every `ptr<` that is a type keyword (not inside a string, not part of
    // a longer word) must hold an integer.
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'p' if text[i..].starts_with("ptr<")
                && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_')) =>
            {
                let start = i + "ptr<".len();
                let end = text[start..].find('>').map_or(text.len(), |n| start + n);
                let param = text[start..end].trim();
                let at = start + (text[start..end].len() - text[start..end].trim_start().len());
                let unsigned = param.strip_prefix('-').unwrap_or(param);
                let integer = match unsigned.strip_prefix("0x") {
                    Some(hex) => !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()),
                    None => !unsigned.is_empty() && unsigned.bytes().all(|b| b.is_ascii_digit()),
                };
                if !integer {
                    return Err((at, "expected integer value".to_string()));
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    Ok(())
}

fn verify_memcpy(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 3)?;
    expect_results(v, 0)?;
    required_attr(v, "isVolatile").map(|_| ())
}

fn with_fastmath(def: OpDef) -> OpDef {
    def.inherent(&["fastmathFlags"]).default_prop("fastmathFlags", fastmath_none)
}

fn verify_int_binary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_binary(v, LlvmKind::IntOrVector)
}

fn verify_float_binary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_binary(v, LlvmKind::FloatOrVector)
}

/// A binary op on two operands of `kind` and the same type as its result.
fn verify_binary(v: &OpView<'_>, kind: LlvmKind) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    check_type(v, Value::Operand(0), kind)?;
    check_type(v, Value::Operand(1), kind)?;
    verify_same_type_binary(v)
}

/// The casts' constraints (MLIR's `LLVM_CastOp` instances).
fn verify_cast(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_unary(v)?;
    let (from, to) = match v.name() {
        "llvm.trunc" | "llvm.sext" | "llvm.zext" => (LlvmKind::IntOrVector, LlvmKind::IntOrVector),
        "llvm.sitofp" | "llvm.uitofp" => (LlvmKind::IntOrVector, LlvmKind::FloatOrVector),
        "llvm.fptosi" | "llvm.fptoui" => (LlvmKind::FloatOrVector, LlvmKind::IntOrVector),
        "llvm.fpext" | "llvm.fptrunc" => (LlvmKind::FloatOrVector, LlvmKind::FloatOrVector),
        "llvm.ptrtoint" => (LlvmKind::PointerOrVector, LlvmKind::IntOrVector),
        "llvm.inttoptr" => (LlvmKind::IntOrVector, LlvmKind::PointerOrVector),
        _ => (LlvmKind::Compatible, LlvmKind::Compatible),
    };
    check_type(v, Value::Operand(0), from)?;
    check_type(v, Value::Result(0), to)?;
    if matches!(v.name(), "llvm.sext" | "llvm.zext") {
        let width = |t: Type| v.ctx.int_or_float_width(super::scalar_of(v.ctx, t)).unwrap_or(0);
        if width(v.result_types()[0]) <= width(operand_type(v, 0)) {
            return Err(
                v.error("integer width of the output type is smaller or equal to the integer width of the input type")
            );
        }
    }
    Ok(())
}

fn verify_undef(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_nullary(v)?;
    check_type(v, Value::Result(0), LlvmKind::Compatible)
}

fn verify_same_type_binary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    let (a, b, r) = (v.operand_types()[0], v.operand_types()[1], v.result_types()[0]);
    if a != r || b != r {
        return Err(v.op_error("requires the same type for all operands and results"));
    }
    Ok(())
}

fn verify_unary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 1)
}

fn verify_nullary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 0)?;
    expect_results(v, 1)
}

fn verify_compare(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    required_attr(v, "predicate")?;
    let operands = if v.name() == "llvm.icmp" { LlvmKind::IntOrPointerOrVector } else { LlvmKind::FloatOrVector };
    check_type(v, Value::Operand(0), operands)?;
    check_type(v, Value::Operand(1), operands)?;
    check_type(v, Value::Result(0), LlvmKind::BoolOrVector)?;
    if v.operand_types()[0] != v.operand_types()[1] {
        return Err(v.op_error("requires all operands to have the same type"));
    }
    Ok(())
}

fn verify_select(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 3)?;
    expect_results(v, 1)?;
    check_type(v, Value::Operand(0), LlvmKind::BoolOrVector)?;
    let types = v.operand_types();
    if types[1] != types[2] || types[1] != v.result_types()[0] {
        return Err(v.op_error("requires the same type for all operands and results"));
    }
    Ok(())
}

fn verify_constant(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_nullary(v)?;
    required_attr(v, "value").map(|_| ())
}

fn verify_extractvalue(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 1)?;
    required_attr(v, "position")?;
    check_type(v, Value::Operand(0), LlvmKind::Aggregate)?;
    let (container, result) = (operand_type(v, 0), v.result_types()[0]);
    let Some(position) = position(v.ctx, v.body, v.op) else { return Ok(()) };
    let text = nested_type(v.ctx, container);
    let element = element_at(v, &text, &position)?;
    if !same_llvm_type(v.ctx, result, element) {
        return Err(v.op_error(format!(
            "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
            v.ty(container),
            standalone_type(element),
            v.ty(result)
        )));
    }
    Ok(())
}

fn verify_insertvalue(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    required_attr(v, "position")?;
    check_type(v, Value::Operand(0), LlvmKind::Aggregate)?;
    let (container, value) = (operand_type(v, 0), operand_type(v, 1));
    if container != v.result_types()[0] {
        return Err(v.op_error("failed to verify that all of {container, res} have same type"));
    }
    let Some(position) = position(v.ctx, v.body, v.op) else { return Ok(()) };
    let text = nested_type(v.ctx, container);
    let element = element_at(v, &text, &position)?;
    if !same_llvm_type(v.ctx, value, element) {
        return Err(v.op_error(format!("Type mismatch: cannot insert '{}' into '{}'", v.ty(value), v.ty(container))));
    }
    Ok(())
}

fn verify_return(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 0)?;
    if v.body.num_operands(v.op) > 1 {
        return Err(v.op_error("expects at most 1 operand"));
    }
    // MLIR's `ReturnOp::verify`, against the enclosing `llvm.func`.
    let Some(parent) = v.parent().filter(|p| p.name(v.ctx) == "llvm.func") else { return Ok(()) };
    let fn_type = parent.attr(v.ctx, "function_type").and_then(|a| v.ctx.type_value(a));
    let Some((_, result, _)) = fn_type.and_then(|t| llvm_signature(v.ctx, t)) else { return Ok(()) };
    match (v.operand_types().first(), result == "void") {
        (None, false) => Err(v.op_error("expected 1 operand")),
        (Some(_), true) => Err(v.op_error("expected no operands")),
        (Some(&t), false) if !same_llvm_type(v.ctx, t, result) => Err(v.op_error("mismatching result types")),
        _ => Ok(()),
    }
}

fn verify_call(v: &OpView<'_>) -> Result<(), Diagnostic> {
    if v.body.num_results(v.op) > 1 {
        return Err(v.op_error("expected function with 0 or 1 result"));
    }
    Ok(())
}

/// MLIR's `OneRegion` trait, checked before the op's attributes.
fn one_region(v: &OpView<'_>) -> Result<(), Diagnostic> {
    if v.body.op_region_host(v.op).1.len() != 1 {
        return Err(v.op_error("requires one region"));
    }
    Ok(())
}

fn verify_func(v: &OpView<'_>) -> Result<(), Diagnostic> {
    one_region(v)?;
    string_attr(v, "sym_name")?;
    let fn_type = required_attr(v, "function_type")?;
    let signature = v.ctx.type_value(fn_type).and_then(|t| llvm_signature(v.ctx, t));
    let Some((params, _, _)) = signature else {
        return Err(
            v.op_error("attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type")
        );
    };
    expect_results(v, 0)?;
    // The entry block's arguments are the parameters.
    let (host, regions) = v.body.op_region_host(v.op);
    let Some(entry) = regions.first().and_then(|&r| host.entry_block(r)) else { return Ok(()) };
    let args = host.block_args(entry);
    if args.len() != params.len() {
        return Err(v.op_error(format!("entry block must have {} arguments to match function signature", params.len())));
    }
    for (i, (&a, param)) in args.iter().zip(&params).enumerate() {
        let t = host.value_type(a);
        if !same_llvm_type(v.ctx, t, param) {
            return Err(v.op_error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                v.ty(t),
                standalone_type(param)
            )));
        }
    }
    Ok(())
}

fn verify_with_overflow(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 2)?;
    expect_results(v, 1)?;
    if v.operand_types()[0] != v.operand_types()[1] {
        return Err(v.op_error("requires all operands to have the same type"));
    }
    Ok(())
}

fn verify_constrained_fptrunc(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_unary(v)?;
    required_attr(v, "roundingmode")?;
    required_attr(v, "fpExceptionBehavior").map(|_| ())
}

fn verify_addressof(v: &OpView<'_>) -> Result<(), Diagnostic> {
    verify_nullary(v)?;
    required_attr(v, "global_name")?;
    check_type(v, Value::Result(0), LlvmKind::Pointer)
}

fn verify_global(v: &OpView<'_>) -> Result<(), Diagnostic> {
    one_region(v)?;
    string_attr(v, "sym_name")?;
    required_attr(v, "global_type")?;
    required_attr(v, "linkage")?;
    expect_operands(v, 0)?;
    expect_results(v, 0)
}

fn verify_alias(v: &OpView<'_>) -> Result<(), Diagnostic> {
    one_region(v)?;
    string_attr(v, "sym_name")?;
    required_attr(v, "alias_type")?;
    required_attr(v, "linkage")?;
    expect_operands(v, 0)?;
    expect_results(v, 0)
}

fn verify_ifunc(v: &OpView<'_>) -> Result<(), Diagnostic> {
    string_attr(v, "sym_name")?;
    for name in ["i_func_type", "resolver", "resolver_type", "linkage"] {
        required_attr(v, name)?;
    }
    expect_operands(v, 0)?;
    expect_results(v, 0)
}

fn verify_gep(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 1)?;
    if v.body.num_operands(v.op) == 0 {
        return Err(v.op_error("expected a base pointer operand"));
    }
    check_type(v, Value::Operand(0), LlvmKind::PointerOrVector)?;
    required_attr(v, "elem_type")?;
    let indices = required_attr(v, "rawConstantIndices")?;
    // `i32::MIN` marks an index given as an operand.
    if let AttrKind::DenseArray { values, .. } = v.ctx.attr_kind(indices) {
        let dynamic = values.iter().filter(|&&i| i == i128::from(i32::MIN)).count();
        if dynamic != v.body.num_operands(v.op) - 1 {
            return Err(v.op_error("expected as many dynamic indices as specified in 'rawConstantIndices'"));
        }
    }
    Ok(())
}

/// The `position` of an `llvm.extractvalue` or `llvm.insertvalue`.
fn position(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<i128>> {
    match ctx.attr_kind(ctx.dict_get(body.props(op), "position")?) {
        AttrKind::DenseArray { values, .. } => Some(values.to_vec()),
        _ => None,
    }
}

/// MLIR's `ExtractValueOp::fold`: an extract of an extract reads the inner
/// container at the joined position (in place); an extract of an
/// `llvm.insertvalue` chain is the inserted value at its position, or
/// reads the container from before the inserts of other positions (in
/// place).
fn fold_extractvalue(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (extract, insert) = (ctx.op_name("llvm.extractvalue"), ctx.op_name("llvm.insertvalue"));
    let Some(mut extract_pos) = position(ctx, body, op) else { return FoldOutcome::Failed };
    let set_position = |body: &mut Body, pos: &[i128]| {
        let value = ctx.dense_i64_array_attr(pos);
        body.set_prop(ctx, op, "position", Some(value));
    };
    let container = body.operand(op, 0);
    if let Some(inner) = body.defining_op(container).filter(|&d| body.op_name(d) == extract) {
        let Some(mut pos) = position(ctx, body, inner) else { return FoldOutcome::Failed };
        pos.extend_from_slice(&extract_pos);
        set_position(body, &pos);
        let inner_container = body.operand(inner, 0);
        body.set_operand(op, 0, inner_container);
        return FoldOutcome::InPlace;
    }
    let mut result = FoldOutcome::Failed;
    let mut switched_to_inserted = false;
    let mut current = body.defining_op(container).filter(|&d| body.op_name(d) == insert);
    while let Some(ins) = current {
        let Some(insert_pos) = position(ctx, body, ins) else { return result };
        if extract_pos == insert_pos {
            return FoldOutcome::Results(vec![OpFoldResult::Value(body.operand(ins, 1))]);
        }
        // The insert position is a prefix: continue inside the inserted value.
        if extract_pos.len() > insert_pos.len() && extract_pos[..insert_pos.len()] == insert_pos[..] {
            current = body.defining_op(body.operand(ins, 1)).filter(|&d| body.op_name(d) == insert);
            extract_pos.drain(..insert_pos.len());
            switched_to_inserted = true;
            continue;
        }
        let min = extract_pos.len().min(insert_pos.len());
        if extract_pos[..min] == insert_pos[..min] {
            return result;
        }
        // A disjoint position: read the container from before this insert.
        let ins_container = body.operand(ins, 0);
        if !switched_to_inserted {
            body.set_operand(op, 0, ins_container);
            result = FoldOutcome::InPlace;
        }
        current = body.defining_op(ins_container).filter(|&d| body.op_name(d) == insert);
    }
    result
}

/// `#ub.poison`, what `llvm.mlir.poison` folds to.
fn poison_attr(ctx: &Context) -> Attribute {
    ctx.dialect_attr("ub.poison")
}

/// MLIR's `PoisonOp::fold`: the op is the constant `#ub.poison`.
fn fold_poison(ctx: &Context, _: &mut Body, _: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    FoldOutcome::Results(vec![OpFoldResult::Attr(poison_attr(ctx))])
}

/// MLIR's `LLVMDialect::materializeConstant`: an `llvm.mlir.poison` of the
/// type for poison, an `llvm.mlir.constant` for an integer, float or dense
/// elements value of the type.
fn materialize_constant(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if value == poison_attr(ctx) {
        let spec = OpSpec { results: &[ty], ..OpSpec::new(ctx, ctx.op_name("llvm.mlir.poison"), loc) };
        return Some(body.create_op(&spec, false));
    }
    let buildable = matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    ) && ctx.attr_type(value) == Some(ty);
    if !buildable {
        return None;
    }
    let props = ctx.dictionary([crate::ir::NamedAttr { name: ctx.ident("value"), value }]);
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name("llvm.mlir.constant"), loc) };
    Some(body.create_op(&spec, false))
}

/// MLIR's `ConstantOp::fold`: the op's `value`.
fn fold_constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match ctx.dict_get(body.props(op), "value") {
        Some(value) => FoldOutcome::Results(vec![OpFoldResult::Attr(value)]),
        None => FoldOutcome::Failed,
    }
}

/// MLIR's `ICmpOp::fold`: comparing a value with itself is `true` for `eq`
/// and `false` for `ne` (a splat for vectors); the other predicates are
/// left alone, as in MLIR.
fn fold_icmp(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    if body.num_operands(op) != 2 || body.operand(op, 0) != body.operand(op, 1) {
        return FoldOutcome::Failed;
    }
    let value = match ctx.dict_get(body.props(op), "predicate").and_then(|p| ctx.int_value(p)) {
        Some(ICMP_EQ) => true,
        Some(ICMP_NE) => false,
        _ => return FoldOutcome::Failed,
    };
    let ty = body.value_type(body.result(op, 0));
    match crate::dialects::arith::consts::bool_attr(ctx, ty, value) {
        Some(attr) => FoldOutcome::Results(vec![OpFoldResult::Attr(attr)]),
        None => FoldOutcome::Failed,
    }
}

/// MLIR 22's folders of `llvm.or` and `llvm.shl` fold two integer
/// constants, and only scalars: `f` on their values, at the result's width.
fn fold_int_constants(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(ApInt, ApInt) -> Option<ApInt>,
) -> FoldOutcome {
    let int = |a: Option<Attribute>| match consts::decode(ctx, a?)? {
        consts::Const::Scalar { elem, .. } => elem.int(),
        _ => None,
    };
    let (Some(lhs), Some(rhs)) = (int(operands.first().copied().flatten()), int(operands.get(1).copied().flatten()))
    else {
        return FoldOutcome::Failed;
    };
    let ty = body.value_type(body.result(op, 0));
    match f(lhs, rhs).and_then(|v| consts::scalar_attr(ctx, ty, consts::Elem::Int(v))) {
        Some(attr) => FoldOutcome::Results(vec![OpFoldResult::Attr(attr)]),
        None => FoldOutcome::Failed,
    }
}

/// `llvm.or` of two constants.
fn fold_or(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    fold_int_constants(ctx, body, op, operands, |a, b| Some(a.or(b)))
}

/// `llvm.shl` of two constants, when the amount is below the width (LLVM's
/// result is poison otherwise, and MLIR leaves the op).
fn fold_shl(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    fold_int_constants(ctx, body, op, operands, |value, amount| {
        (amount.zext_value() < u128::from(value.width())).then(|| value.shl(amount.zext_value() as u32))
    })
}

/// `ICmpPredicate::eq` and `ne` as `llvm.icmp` numbers them.
const ICMP_EQ: i128 = 0;
const ICMP_NE: i128 = 1;

/// The `llvm` dialect's attributes on any op: `llvm.data_layout` is a data
/// layout string LLVM accepts (MLIR's `LLVMDialect::verifyOperationAttribute`).
fn verify_llvm_attr(op: &OpView<'_>, name: &str, value: Attribute) -> Result<(), String> {
    if name != "llvm.data_layout" {
        return Ok(());
    }
    let Some(layout) = op.ctx.str_value(value) else {
        return Err("expected 'llvm.data_layout' to be a string attributes".into());
    };
    match data_layout_problem(layout) {
        // MLIR's message ends in a newline (a blank line before the source).
        Some(problem) => Err(format!("invalid data layout descriptor: {problem}\n")),
        None => Ok(()),
    }
}

/// The alias MLIR 22's LLVM dialect gives an attribute of its own (the
/// attribute's mnemonic), from a verbatim attribute's text; `None` for other
/// attributes, which MLIR prints inline.
fn llvm_alias_prefix(text: &str) -> Option<&'static str> {
    let rest = text.strip_prefix("llvm.")?;
    let mnemonic = &rest[..rest.find('<').unwrap_or(rest.len())];
    LLVM_ALIASED_MNEMONICS.iter().copied().find(|&m| m == mnemonic)
}

/// The LLVM dialect attributes MLIR 22 prints with an alias named after the
/// mnemonic (its `OpAsmDialectInterface::getAlias`).
const LLVM_ALIASED_MNEMONICS: &[&str] = &[
    "access_group",
    "alias_scope",
    "alias_scope_domain",
    "di_annotation",
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subroutine_type",
    "loop_annotation",
    "loop_distribute",
    "loop_interleave",
    "loop_licm",
    "loop_peeled",
    "loop_pipeline",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_unswitch",
    "loop_vectorize",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_only_the_llvm_attributes_mlir_aliases() {
        assert_eq!(llvm_alias_prefix("llvm.loop_unroll<disable = true>"), Some("loop_unroll"));
        assert_eq!(llvm_alias_prefix("llvm.di_null_type"), Some("di_null_type"));
        assert_eq!(llvm_alias_prefix("llvm.fastmath<fast>"), None);
        assert_eq!(llvm_alias_prefix("test.loop_unroll<>"), None);
    }

    #[test]
    fn llvm_type_text_is_checked_as_mlir_22_parses_it() {
        // Positions count from the `l` of `llvm.` (mlir-opt 22's columns).
        for ok in [
            "llvm.ptr",
            "llvm.ptr<1>",
            "llvm.ptr< 3 >",
            "llvm.ptr<-1>",
            "llvm.ptr<0x2>",
            "llvm.struct<(ptr, ptr<1>, i64)>",
            "llvm.struct<\"ptr<f32>\", (i32)>",
            "llvm.array<4 x ptr<5>>",
            "llvm.func<void (ptr, ...)>",
            "llvm.target<\"spirv.Image\", i32, 0>",
            "llvm.void",
            "llvm.ppc_fp128",
        ] {
            assert_eq!(check_type_syntax(ok), Ok(()), "{ok}");
        }
        let err = |text: &str| check_type_syntax(text).unwrap_err();
        assert_eq!(err("llvm.ptr<i42>"), (9, "expected integer value".to_string()));
        assert_eq!(err("llvm.struct<(ptr<f32>)>"), (17, "expected integer value".to_string()));
        assert_eq!(err("llvm.array<4 x ptr< i8>>"), (20, "expected integer value".to_string()));
        assert_eq!(err("llvm.ptr<12ab>"), (9, "expected integer value".to_string()));
        let keyword = |text: &str| check_syntax('!', text).unwrap_err();
        assert_eq!(keyword("llvm.vec<4 x ptr>"), (5, "unknown LLVM type: vec".to_string()));
        assert_eq!(keyword("llvm.i32"), (5, "unexpected type, expected keyword".to_string()));
    }
}
