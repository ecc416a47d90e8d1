//! The hand-written pretty forms of the `llvm` ops, as MLIR 22 reads and
//! writes them.
//!
//! MLIR writes `llvm.func`, `llvm.call`, `llvm.icmp`/`llvm.fcmp`,
//! `llvm.mlir.global` and `llvm.alloca` by hand (`LLVMDialect.cpp`) and the
//! others with declarative formats (`LLVMOps.td`, `LLVMIntrinsicOps.td`).
//! The formats the interpreter reads (arithmetic, casts, constants,
//! `select`, `extractvalue`/`insertvalue`, `br`/`cond_br`, `store`, the
//! intrinsics, `return`, ...) are the ops' `format`s in `llvm.toml`, whose
//! `custom<OverflowFlags>` and `custom<InsertExtractValueElementType>`
//! directives are here
//! ([`parse_overflow_flags`], [`parse_element_type`] and their printers).
//! The other ops with custom directives are written here whole, as the
//! code `mlir-tblgen` generates for them (`attr-dict` leaves out what the
//! format writes and properties at their default); their directives are
//! the functions named after them (`SwitchOpCases`, `GEPIndices`).
//! LLVM types are registered types ([`super::types`]); the keywords of
//! the linkage, calling convention and other enums are read and written
//! here.
//!
//! The ops without a format in MLIR (`llvm.intr.ctlz`, `llvm.intr.cttz`,
//! `llvm.intr.uadd.with.overflow`, `llvm.intr.memcpy`) keep the generic form.
//! The memory and global ops are in `asm/memory.rs`.

use crate::ir::{
    attr_dicts, AttrKind, Attribute, Diagnostic, NamedAttr, OpAsmParser, OpAsmPrinter, OpAssembly, OpView,
    OperationState, RegionPrintOptions, Type, TypeKind, UnresolvedOperand, ValueId,
};

use super::types;
use crate::ods::op_format::CustomArg;
use crate::ods::{AttrConstraint, DeclaredEnum};

mod memory;
pub use memory::{ALIAS_ASSEMBLY, ALLOCA_ASSEMBLY, GEP_ASSEMBLY, GLOBAL_ASSEMBLY, IFUNC_ASSEMBLY, LOAD_ASSEMBLY};

type PResult<T> = Result<T, Diagnostic>;

// ----- the forms, by op family ------------------------------------------------

/// `llvm.icmp "slt" %a, %b : i32`.
pub const ICMP_ASSEMBLY: OpAssembly =
    OpAssembly::new(|p, s| parse_cmp(p, s, ICMP), |v, p| print_cmp(v, p, ICMP)).has_custom_assembly_format();
/// `llvm.fcmp "olt" %a, %b {fastmathFlags = ..} : f32`.
pub const FCMP_ASSEMBLY: OpAssembly =
    OpAssembly::new(|p, s| parse_cmp(p, s, FCMP), |v, p| print_cmp(v, p, FCMP)).has_custom_assembly_format();
/// `llvm.switch %x : i32, ^bb1 [ 1: ^bb2(%a : i32), ... ]`.
pub const SWITCH_ASSEMBLY: OpAssembly = OpAssembly::new(parse_switch, print_switch);
/// `llvm.call fastcc tail @f(%a) vararg(!llvm.func<..>) {..} : (i32) -> i32`,
/// or `llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32`.
pub const CALL_ASSEMBLY: OpAssembly = OpAssembly::new(parse_call, print_call).has_custom_assembly_format();
/// `llvm.func internal fastcc @f(%a: i32, ...) -> i32 attributes {..} {..}`.
pub const FUNC_ASSEMBLY: OpAssembly = OpAssembly::new(parse_func, print_func).has_custom_assembly_format();

// ----- shared pieces ----------------------------------------------------------

/// `attr-dict` of a declarative format: the op's attributes but those the
/// format writes (`written`), `operandSegmentSizes`, and properties equal
/// to their default.
fn print_attr_dict(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>, written: &[&str]) {
    let attrs = p.op_attributes();
    let elided = elided_attributes(v, written);
    p.print_optional_attr_dict(&attrs, &elided);
}

/// What `attr-dict` leaves out (see [`print_attr_dict`]).
fn elided_attributes<'a>(v: &OpView<'_>, written: &[&'a str]) -> Vec<&'a str> {
    let mut elided: Vec<&str> = written.to_vec();
    elided.push("operandSegmentSizes");
    if let Some(def) = v.def() {
        for &(name, default) in def.default_props() {
            if v.attr(name) == Some(default(v.ctx)) {
                elided.push(name);
            }
        }
    }
    elided
}

/// The keyword of the declared enum `E` the attribute `name` holds
/// (`#llvm.linkage<private>` gives `private`).
fn enum_word<E>(v: &OpView<'_>, name: &str) -> Option<&'static str>
where
    E: DeclaredEnum + for<'a> AttrConstraint<Value<'a> = E>,
{
    let attr = v.attr(name).filter(|&a| E::check(v.ctx, a))?;
    let value = <E as AttrConstraint>::value(v.ctx, attr);
    E::info().case_of(DeclaredEnum::value(value)).map(|case| case.name)
}

/// The value of an integer attribute (an enum stored as its number).
fn int_attr(v: &OpView<'_>, name: &str) -> Option<i128> {
    v.attr(name).and_then(|a| v.ctx.int_value(a))
}

/// One of `keywords` if it comes next, as its index (MLIR's
/// `parseOptionalKeywordAlternative` over an enum's names; empty names are
/// never read).
fn parse_optional_enum_keyword(p: &mut OpAsmParser<'_>, keywords: &[&str]) -> Option<usize> {
    let pos = p.position();
    let word = p.parse_optional_any_keyword()?;
    match keywords.iter().position(|k| !k.is_empty() && *k == word) {
        Some(i) => Some(i),
        None => {
            p.reset(pos);
            None
        }
    }
}

/// `i1`, or a vector of `i1` of the shape of `ty` (the result of a comparison).
fn bool_like(p: &OpAsmParser<'_>, ty: Type) -> Type {
    let ctx = p.context();
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, .. } => ctx.intern_type(TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            element: ctx.integer_type(1),
        }),
        _ => ctx.integer_type(1),
    }
}

// ----- custom<OverflowFlags> --------------------------------------------------

/// The names of `IntegerOverflowFlags`' bits.
const OVERFLOW_FLAGS: [(&str, i128); 2] = [("nsw", 1), ("nuw", 2)];

/// `custom<OverflowFlags>($overflowFlags)` of `llvm.add`, `llvm.sub`,
/// `llvm.mul`, `llvm.shl` and `llvm.trunc`: `overflow<nsw, nuw>` if the
/// keyword comes next, none otherwise (MLIR's `parseOverflowFlags`).
pub(super) fn parse_overflow_flags(name: &str, p: &mut OpAsmParser<'_>, args: &mut [CustomArg]) -> PResult<()> {
    let [CustomArg::Attribute(slot)] = args else {
        return Err(p.error(format!("has no directive custom<{name}>")));
    };
    let mut flags = 0;
    if p.parse_optional_keyword("overflow") {
        p.parse_punct("<")?;
        loop {
            let pos = p.position();
            let word = p.parse_optional_any_keyword();
            match word.as_deref() {
                Some("none") => {}
                Some(w) if OVERFLOW_FLAGS.iter().any(|&(n, _)| n == w) => {
                    flags |= OVERFLOW_FLAGS.iter().find(|&&(n, _)| n == w).map_or(0, |&(_, bit)| bit);
                }
                Some(w) => {
                    let message = format!("expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: {w}");
                    return Err(p.error_at(pos, message));
                }
                None => return Err(p.error_at(pos, "expected keyword for LLVM integer overflow flags")),
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_punct(">")?;
    }
    let ctx = p.context();
    *slot = Some(ctx.integer_attr(ctx.integer_type(32), flags));
    Ok(())
}

/// ` overflow<nsw, nuw>`, nothing for none (MLIR's `printOverflowFlags`).
pub(super) fn print_overflow_flags(_name: &str, p: &mut OpAsmPrinter<'_>, v: &OpView<'_>, args: &[CustomArg]) {
    let flags = match args {
        [CustomArg::Attribute(Some(flags))] => v.ctx.int_value(*flags).unwrap_or(0),
        _ => 0,
    };
    if flags == 0 {
        return;
    }
    let names: Vec<&str> = OVERFLOW_FLAGS.iter().filter(|&&(_, bit)| flags & bit != 0).map(|&(n, _)| n).collect();
    p.write(" overflow<");
    p.write(&names.join(", "));
    p.write(">");
}

// ----- comparisons --------------------------------------------------------------

/// `ICmpPredicate`'s names, by value.
const ICMP: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
/// `FCmpPredicate`'s names, by value.
const FCMP: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
];

/// MLIR's `parseCmpOp`: the predicate as a string, the operands, the
/// attributes and the operands' type; the result is `i1` or a vector of it.
fn parse_cmp(p: &mut OpAsmParser<'_>, state: &mut OperationState, names: &[&str]) -> PResult<()> {
    let predicate_pos = p.position();
    if p.peek_char().is_ascii_alphabetic() && !p.at_type() {
        return Err(p.wrong_token_error("expected attribute value"));
    }
    let predicate = p.parse_attribute()?;
    let ctx = p.context();
    let Some(word) = ctx.str_value(predicate) else {
        return Err(p.error_at(predicate_pos, "invalid kind of attribute specified"));
    };
    let lhs = p.parse_operand()?;
    p.parse_punct(",")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    p.resolve_operands(&[lhs, rhs], &[ty, ty], predicate_pos, &mut state.operands)?;
    let Some(value) = names.iter().position(|n| *n == word) else {
        return Err(p.error_at(predicate_pos, format!("'{word}' is an incorrect value of the 'predicate' attribute")));
    };
    state.add_attribute(ctx, "predicate", ctx.integer_attr(ctx.integer_type(64), value as i128));
    state.result_types.push(bool_like(p, ty));
    Ok(())
}

fn print_cmp(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>, names: &[&str]) {
    let predicate = int_attr(v, "predicate").and_then(|i| usize::try_from(i).ok()).and_then(|i| names.get(i));
    p.write(" \"");
    p.write(predicate.copied().unwrap_or(""));
    p.write("\" ");
    p.print_operands(v.operands().iter().copied());
    print_attr_dict(v, p, &["predicate"]);
    p.write(" : ");
    if let Some(&ty) = v.operand_types().first() {
        p.print_type(ty);
    }
}

// ----- aggregates ----------------------------------------------------------------

/// `custom<InsertExtractValueElementType>(type($x), ref(type($container)),
/// ref($position))` of `llvm.extractvalue` and `llvm.insertvalue`: nothing
/// is written; `$x`'s type is the type at `position` in the container, or
/// MLIR's error at the cursor (its `parseInsertExtractValueElementType`).
pub(super) fn parse_element_type(name: &str, p: &mut OpAsmParser<'_>, args: &mut [CustomArg]) -> PResult<()> {
    let [CustomArg::Types(element), CustomArg::Types(container), CustomArg::Attribute(Some(position))] = args else {
        return Err(p.error(format!("has no directive custom<{name}>")));
    };
    let ctx = p.context();
    let (Some(&container), AttrKind::DenseArray { values: position, .. }) =
        (container.first(), ctx.attr_kind(*position))
    else {
        return Err(p.error(format!("has no directive custom<{name}>")));
    };
    let ty = types::element_at(ctx, container, position).map_err(|e| {
        let message = e.message(ctx);
        p.error(message)
    })?;
    element.push(ty);
    Ok(())
}

/// Nothing: the element's type is the container's business (MLIR's
/// `printInsertExtractValueElementType`).
pub(super) fn print_element_type(_: &str, _: &mut OpAsmPrinter<'_>, _: &OpView<'_>, _: &[CustomArg]) {}

// ----- branches ------------------------------------------------------------------

fn segment_attr(p: &OpAsmParser<'_>, sizes: &[usize]) -> Attribute {
    let sizes: Vec<i128> = sizes.iter().map(|&n| n as i128).collect();
    p.context().dense_i32_array_attr(&sizes)
}

/// `$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^
/// `:` type($defaultOperands) `)`)? custom<SwitchOpCases>(..) attr-dict`.
fn parse_switch(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let flag_pos = p.position();
    let flag = p.parse_operand()?;
    p.parse_colon()?;
    let type_pos = p.position();
    let flag_type = p.parse_type()?;
    if !p.context().is_integer(flag_type) {
        let found = p.context().type_to_string(flag_type);
        return Err(p.error_at(
            type_pos,
            format!("invalid kind of type specified: expected builtin.integer, but found '{found}'"),
        ));
    }
    p.parse_punct(",")?;
    let default = p.parse_successor_and_operands()?;
    // custom<SwitchOpCases>: `[` then `value: dest` separated by commas, `]`.
    p.parse_punct("[")?;
    let (mut values, mut cases) = (Vec::new(), Vec::new());
    if !p.parse_optional_punct("]") {
        loop {
            let value = p.parse_integer()?;
            values.push(p.context().normalize_int(flag_type, i128::from(value)));
            p.parse_colon()?;
            cases.push(p.parse_successor_and_operands()?);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_punct("]")?;
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.resolve_operands(&[flag], &[flag_type], flag_pos, &mut state.operands)?;
    p.resolve_successor(&default, state)?;
    for case in &cases {
        p.resolve_successor(case, state)?;
    }
    let ctx = p.context();
    if !values.is_empty() {
        state.add_attribute(ctx, "case_values", crate::dialects::cf::case_values_attr(ctx, flag_type, &values));
    }
    let case_sizes: Vec<usize> = cases.iter().map(|c| c.operands.len()).collect();
    let case_segments = segment_attr(p, &case_sizes);
    state.add_attribute(ctx, "case_operand_segments", case_segments);
    let segments = segment_attr(p, &[1, default.operands.len(), case_sizes.iter().sum()]);
    state.add_attribute(ctx, "operandSegmentSizes", segments);
    Ok(())
}

/// The case values of an `llvm.switch`, signed as MLIR prints an `APInt`.
fn case_values(v: &OpView<'_>) -> Vec<i128> {
    use crate::ir::{AttrKind, DenseData};
    let Some(AttrKind::DenseElements { ty, splat, data: DenseData::Ints(values) }) =
        v.attr("case_values").map(|a| v.ctx.attr_kind(a))
    else {
        return Vec::new();
    };
    let count =
        if *splat { v.ctx.shape(*ty).map_or(1, |s| s.iter().product::<i64>().max(0) as usize) } else { values.len() };
    (0..count).filter_map(|i| values.get(if *splat { 0 } else { i }).copied()).collect()
}

fn print_switch(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let successors = v.body.successors(v.op);
    let Some(groups) = crate::dialects::cf::successor_operands(v) else { return };
    let (Some(&flag), Some((&default, cases))) = (v.operands().first(), successors.split_first()) else { return };
    let empty: &[ValueId] = &[];
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(v.body.value_type(flag));
    p.write(", ");
    p.print_successor_and_use_list(default, groups.first().map_or(empty, |g| &g[..]));
    p.write(" [");
    p.print_newline();
    let values = case_values(v);
    if v.attr("case_values").is_some() {
        for (i, (value, &dest)) in values.iter().zip(cases).enumerate() {
            if i > 0 {
                p.write(",");
                p.print_newline();
            }
            p.write("  ");
            p.write(&value.to_string());
            p.write(": ");
            p.print_successor_and_use_list(dest, groups.get(i + 1).map_or(empty, |g| &g[..]));
        }
        p.print_newline();
    }
    p.write("]");
    print_attr_dict(v, p, &["case_values", "case_operand_segments"]);
}

// ----- llvm.call ----------------------------------------------------------------------

/// `CConv`'s keywords, as MLIR 22 lists them.
const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "cc_11",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    "tailcc",
    "cfguard_checkcc",
    "swifttailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "msp430_intrcc",
    "x86_thiscallcc",
    "ptx_kernelcc",
    "ptx_devicecc",
    "spir_funccc",
    "spir_kernelcc",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "x86_vectorcallcc",
    "hhvmcc",
    "hhvm_ccc",
    "x86_intrcc",
    "avr_intrcc",
    "avr_builtincc",
    "amdgpu_vscc",
    "amdgpu_gscc",
    "amdgpu_cscc",
    "amdgpu_kernelcc",
    "x86_regcallcc",
    "amdgpu_hscc",
    "msp430_builtincc",
    "amdgpu_lscc",
    "amdgpu_escc",
    "aarch64_vectorcallcc",
    "aarch64_sve_vectorcallcc",
    "wasm_emscripten_invokecc",
    "amdgpu_gfxcc",
    "m68k_intrcc",
];
/// `TailCallKind`'s keywords.
const TAIL_CALL_KINDS: &[&str] = &["none", "tail", "musttail", "notail"];
/// `Linkage`'s keywords, in MLIR's order.
const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
/// `Visibility`'s keywords, by value (`default` is written as nothing).
const VISIBILITIES: &[&str] = &["", "hidden", "protected"];
/// `UnnamedAddr`'s keywords, by value.
const UNNAMED_ADDRS: &[&str] = &["", "local_unnamed_addr", "unnamed_addr"];

/// The enum attribute (`#llvm.linkage<private>`) of the keyword among
/// `keywords` that comes next, of `default` otherwise (MLIR's
/// `parseOptionalLLVMKeyword`).
fn parse_keyword_attr<E>(p: &mut OpAsmParser<'_>, state: &mut OperationState, name: &str, keywords: &[&str], default: E)
where
    E: DeclaredEnum + for<'a> AttrConstraint<Value<'a> = E>,
{
    let value = parse_optional_enum_keyword(p, keywords)
        .and_then(|i| E::info().case_named(keywords[i]))
        .and_then(|case| E::from_value(case.value))
        .unwrap_or(default);
    let ctx = p.context();
    state.add_attribute(ctx, name, E::attribute(ctx, value));
}

/// An `i64` enum written as one of `keywords` when one comes next, 0
/// otherwise.
fn parse_int_keyword(p: &mut OpAsmParser<'_>, state: &mut OperationState, name: &str, keywords: &[&str]) {
    let value = parse_optional_enum_keyword(p, keywords).unwrap_or(0);
    let ctx = p.context();
    state.add_attribute(ctx, name, ctx.integer_attr(ctx.integer_type(64), value as i128));
}

/// `word ` unless it is `default`.
fn print_keyword_unless(p: &mut OpAsmPrinter<'_>, word: Option<&str>, default: &str) {
    if let Some(word) = word.filter(|w| *w != default && !w.is_empty()) {
        p.write(word);
        p.write(" ");
    }
}

fn parse_call(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_keyword_attr(p, state, "CConv", CCONVS, super::CConv::Ccc);
    parse_keyword_attr(p, state, "TailCallKind", TAIL_CALL_KINDS, super::TailCallKind::None);
    let function_pointer = p.parse_optional_operand()?;
    if function_pointer.is_none() {
        let callee = p.parse_flat_symbol_ref()?;
        let ctx = p.context();
        state.add_attribute(ctx, "callee", callee);
    }
    if !p.parse_optional_punct("(") {
        return Err(p.wrong_token_error("expected '(' in operand list"));
    }
    let args = p.parse_operand_list()?;
    p.parse_punct(")")?;
    if p.parse_optional_keyword("vararg") {
        p.parse_punct("(")?;
        let type_pos = p.position();
        let callee_type = p.parse_attribute()?;
        let ctx = p.context();
        let callee_type = match ctx.attr_kind(callee_type) {
            crate::ir::AttrKind::Type(_) => callee_type,
            _ => return Err(p.error_at(type_pos, "invalid kind of attribute specified")),
        };
        state.add_attribute(ctx, "var_callee_type", callee_type);
        p.parse_punct(")")?;
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    // parseCallTypeAndResolveOperands, its errors at the colon.
    let types_pos = p.position();
    p.parse_colon()?;
    let mut types = Vec::new();
    if function_pointer.is_some() {
        types.push(p.parse_type()?);
        if !p.parse_optional_comma() {
            return Err(p.error_at(types_pos, "expected indirect call to have 2 trailing types"));
        }
    }
    let sig = match p.parse_call_signature() {
        Ok(sig) => sig,
        Err(_) if function_pointer.is_none() => {
            return Err(p.error_at(types_pos, "expected direct call to have 1 trailing types"))
        }
        Err(_) => return Err(p.error_at(types_pos, "expected trailing function type")),
    };
    if sig.results.len() > 1 {
        return Err(p.error_at(types_pos, "expected function with 0 or 1 result"));
    }
    let ctx = p.context();
    if sig.results.first().is_some_and(|&t| types::is_void(ctx, t)) {
        return Err(p.error_at(types_pos, "expected a non-void result type"));
    }
    types.extend(sig.input_types());
    let operands: Vec<UnresolvedOperand> = function_pointer.into_iter().chain(args).collect();
    let name_pos = p.name_position();
    p.resolve_operands(&operands, &types, name_pos, &mut state.operands)?;
    state.result_types.extend(sig.results.iter().copied());
    sig.add_arg_and_result_attrs(ctx, &mut state.attributes);
    state.add_attribute(ctx, "operandSegmentSizes", segment_attr(p, &[operands.len(), 0]));
    state.add_attribute(ctx, "op_bundle_sizes", ctx.dense_i32_array_attr(&[]));
    Ok(())
}

fn print_call(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    p.write(" ");
    print_keyword_unless(p, enum_word::<super::CConv>(v, "CConv"), "ccc");
    print_keyword_unless(p, enum_word::<super::TailCallKind>(v, "TailCallKind"), "none");
    let callee = v.attr("callee");
    let operands = v.operands();
    let callee_count = callee_operand_count(v).min(operands.len());
    let (callee_operands, _bundles) = operands.split_at(callee_count);
    let args = match callee {
        Some(callee) => {
            p.print_attribute(callee);
            callee_operands
        }
        None => {
            let Some((&pointer, rest)) = callee_operands.split_first() else { return };
            p.print_operand(pointer);
            rest
        }
    };
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    if let Some(callee_type) = v.attr("var_callee_type").and_then(|a| ctx.type_value(a)) {
        p.write(" vararg(");
        p.print_type(callee_type);
        p.write(")");
    }
    let attrs = p.op_attributes();
    let mut elided = vec![
        "callee",
        "TailCallKind",
        "var_callee_type",
        "CConv",
        "operandSegmentSizes",
        "op_bundle_sizes",
        "op_bundle_tags",
        "arg_attrs",
        "res_attrs",
    ];
    if v.attr("fastmathFlags") == Some(super::FastmathFlags::NONE.attr(ctx)) {
        elided.push("fastmathFlags");
    }
    p.print_optional_attr_dict(&attrs, &elided);
    p.write(" : ");
    if callee.is_none() {
        if let Some(&pointer) = callee_operands.first() {
            p.print_type(v.body.value_type(pointer));
            p.write(", ");
        }
    }
    let arg_types: Vec<Type> = args.iter().map(|&a| v.body.value_type(a)).collect();
    let arg_attrs = attr_dicts(ctx, v.attr("arg_attrs"));
    let res_attrs = attr_dicts(ctx, v.attr("res_attrs"));
    p.print_call_signature(&arg_types, &v.result_types(), &arg_attrs, &res_attrs);
}

/// How many operands the call passes (its first operand segment; the rest
/// are operand bundles).
fn callee_operand_count(v: &OpView<'_>) -> usize {
    let all = v.body.num_operands(v.op);
    let first = v.attr("operandSegmentSizes").and_then(|a| match v.ctx.attr_kind(a) {
        crate::ir::AttrKind::DenseArray { values, .. } => values.first().and_then(|&n| usize::try_from(n).ok()),
        _ => None,
    });
    first.unwrap_or(all)
}

// ----- llvm.func ------------------------------------------------------------------------

fn parse_func(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_keyword_attr(p, state, "linkage", LINKAGES, super::Linkage::External);
    parse_int_keyword(p, state, "visibility_", VISIBILITIES);
    parse_int_keyword(p, state, "unnamed_addr", UNNAMED_ADDRS);
    parse_keyword_attr(p, state, "CConv", CCONVS, super::CConv::Ccc);
    let signature_pos = p.position();
    let name = p.parse_symbol_name()?;
    let ctx = p.context();
    state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    let sig = p.parse_function_signature(true)?;
    let function_type = llvm_function_type(p, &sig, signature_pos)?;
    let ctx = p.context();
    state.add_attribute(ctx, "function_type", ctx.type_attr(function_type));
    if p.parse_optional_keyword("comdat") {
        parse_comdat(p, state)?;
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    sig.add_arg_and_result_attrs(ctx, &mut state.attributes);
    let body = state.add_region();
    p.parse_optional_region(body, &sig.entry_arguments())?;
    Ok(())
}

/// `( @comdat::@selector )` after `comdat`: a symbol reference, or MLIR's
/// error.
fn parse_comdat(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_punct("(")?;
    let pos = p.position();
    let comdat = p.parse_attribute()?;
    let ctx = p.context();
    if !matches!(ctx.attr_kind(comdat), crate::ir::AttrKind::SymbolRef { .. }) {
        return Err(p.error_at(pos, "invalid kind of attribute specified"));
    }
    state.add_attribute(ctx, "comdat", comdat);
    p.parse_punct(")")
}

/// `!llvm.func<result (params, ...)>` for a signature (MLIR's
/// `buildLLVMFunctionType`): `void` without results, an error with several.
fn llvm_function_type(p: &mut OpAsmParser<'_>, sig: &crate::ir::FunctionSignature, pos: usize) -> PResult<Type> {
    let ctx = p.context();
    let result = match sig.results[..] {
        [] => types::void(ctx),
        [one] => one,
        _ => return Err(p.error_at(pos, "failed to construct function type: expected zero or one function result")),
    };
    let params: Vec<Type> = sig.args.iter().map(|a| a.ty).collect();
    Ok(types::function(ctx, result, &params, sig.variadic))
}

fn print_func(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    p.write(" ");
    print_keyword_unless(p, enum_word::<super::Linkage>(v, "linkage"), "external");
    let by_value = |name: &str, names: &[&'static str]| {
        int_attr(v, name).and_then(|i| usize::try_from(i).ok()).and_then(|i| names.get(i).copied())
    };
    print_keyword_unless(p, by_value("visibility_", VISIBILITIES), "");
    print_keyword_unless(p, by_value("unnamed_addr", UNNAMED_ADDRS), "");
    print_keyword_unless(p, enum_word::<super::CConv>(v, "CConv"), "ccc");
    let name = v.attr("sym_name").and_then(|a| ctx.str_value(a)).unwrap_or("");
    p.print_symbol_name(name);
    let fn_type = v.attr("function_type").and_then(|a| ctx.type_value(a));
    let (inputs, result, variadic) =
        fn_type.and_then(|t| types::signature(ctx, t)).unwrap_or((&[], types::void(ctx), false));
    let results: &[Type] = if types::is_void(ctx, result) { &[] } else { std::slice::from_ref(&result) };
    let arg_attrs = attr_dicts(ctx, v.attr("arg_attrs"));
    let res_attrs = attr_dicts(ctx, v.attr("res_attrs"));
    p.print_function_signature(inputs, variadic, results, &arg_attrs, &res_attrs);
    if let Some(comdat) = v.attr("comdat") {
        p.write(" comdat(");
        p.print_attribute(comdat);
        p.write(")");
    }
    let attrs: Vec<NamedAttr> = p.op_attributes();
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "linkage",
            "CConv",
            "visibility_",
            "comdat",
            "unnamed_addr",
            "vscale_range",
        ],
    );
    if !p.region_is_empty(0) {
        p.write(" ");
        p.print_region(0, RegionPrintOptions { entry_block_args: false, ..RegionPrintOptions::CUSTOM });
    }
}
