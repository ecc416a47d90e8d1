//! The pretty forms of the `llvm` ops on memory and globals:
//! `llvm.mlir.global`, `llvm.mlir.alias` and `llvm.alloca` (hand-written in
//! MLIR's `LLVMDialect.cpp`), `llvm.load`, `llvm.store`,
//! `llvm.getelementptr` and `llvm.mlir.ifunc`
//! (declarative formats, written as the code `mlir-tblgen` generates, with
//! MLIR's `custom<GEPIndices>`).

use super::{
    int_attr, parse_int_keyword, parse_keyword_attr, parse_optional_enum_keyword, print_attr_dict,
    print_keyword_unless, PResult, LINKAGES, UNNAMED_ADDRS, VISIBILITIES,
};
use crate::ir::{
    AttrKind, OpAsmParser, OpAsmPrinter, OpAssembly, OpView, OperationState, RegionPrintOptions, UnresolvedOperand,
};

/// `llvm.mlir.global internal constant @g(42 : i32) {attrs} : i32 { ... }`.
pub const GLOBAL_ASSEMBLY: OpAssembly = OpAssembly::new(parse_global, print_global).has_custom_assembly_format();
/// `llvm.alloca inalloca %n x i32 {attrs} : (i64) -> !llvm.ptr`.
pub const ALLOCA_ASSEMBLY: OpAssembly = OpAssembly::new(parse_alloca, print_alloca).has_custom_assembly_format();
/// `llvm.load volatile %p atomic syncscope("agent") acquire invariant
/// invariant_group dereferenceable<bytes = 8> {attrs} : !llvm.ptr -> i32`.
pub const LOAD_ASSEMBLY: OpAssembly = OpAssembly::new(parse_load, print_load);
/// `llvm.getelementptr inbounds|nuw %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<..>`.
pub const GEP_ASSEMBLY: OpAssembly = OpAssembly::new(parse_gep, print_gep);

// ----- llvm.mlir.global ---------------------------------------------------------

/// The keywords a global and an alias start with, each optional:
/// linkage, visibility, `thread_local`, `unnamed_addr`.
fn parse_symbol_keywords(p: &mut OpAsmParser<'_>, state: &mut OperationState) {
    parse_keyword_attr(p, state, "linkage", LINKAGES, super::super::Linkage::External);
    parse_int_keyword(p, state, "visibility_", VISIBILITIES);
    if p.parse_optional_keyword("thread_local") {
        let ctx = p.context();
        state.add_attribute(ctx, "thread_local_", ctx.unit_attr());
    }
    parse_int_keyword(p, state, "unnamed_addr", UNNAMED_ADDRS);
}

fn parse_global(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_symbol_keywords(p, state);
    let ctx = p.context();
    if p.parse_optional_keyword("constant") {
        state.add_attribute(ctx, "constant", ctx.unit_attr());
    }
    let name = p.parse_symbol_name()?;
    state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    p.parse_punct("(")?;
    let mut value = None;
    if !p.parse_optional_punct(")") {
        let attr = p.parse_attribute()?;
        state.add_attribute(ctx, "value", attr);
        value = Some(attr);
        p.parse_punct(")")?;
    }
    if p.parse_optional_keyword("comdat") {
        super::parse_comdat(p, state)?;
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let mut types = Vec::new();
    if p.parse_optional_punct(":") {
        types = p.parse_type_list()?;
    }
    let name_pos = p.name_position();
    if types.len() > 1 {
        return Err(p.error_at(name_pos, "expected zero or one type"));
    }
    let initializer = state.add_region();
    let ty = match types.first() {
        Some(&ty) => {
            p.parse_optional_region(initializer, &[])?;
            ty
        }
        // A string global's type is an array of its bytes.
        None => match value.map(|v| ctx.attr_kind(v)) {
            Some(AttrKind::String { bytes, .. }) => super::types::array(ctx, bytes.len() as u64, ctx.integer_type(8)),
            _ => return Err(p.error_at(name_pos, "type can only be omitted for string globals")),
        },
    };
    state.add_attribute(ctx, "global_type", ctx.type_attr(ty));
    Ok(())
}

fn print_global(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    p.write(" ");
    p.write(super::enum_word::<super::super::Linkage>(v, "linkage").unwrap_or("external"));
    p.write(" ");
    let by_value = |name: &str, names: &[&'static str]| {
        int_attr(v, name).and_then(|i| usize::try_from(i).ok()).and_then(|i| names.get(i).copied())
    };
    print_keyword_unless(p, by_value("visibility_", VISIBILITIES), "");
    if v.attr("thread_local_").is_some() {
        p.write("thread_local ");
    }
    print_keyword_unless(p, by_value("unnamed_addr", UNNAMED_ADDRS), "");
    if v.attr("constant").is_some() {
        p.write("constant ");
    }
    p.print_symbol_name(v.attr("sym_name").and_then(|a| ctx.str_value(a)).unwrap_or(""));
    p.write("(");
    let value = v.attr("value");
    if let Some(value) = value {
        p.print_attribute(value);
    }
    p.write(")");
    if let Some(comdat) = v.attr("comdat") {
        p.write(" comdat(");
        p.print_attribute(comdat);
        p.write(")");
    }
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(
        &attrs,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    // A string global's type is not written.
    if value.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::String { .. })) {
        return;
    }
    p.write(" : ");
    if let Some(ty) = v.attr("global_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(ty);
    }
    if !p.region_is_empty(0) {
        p.write(" ");
        p.print_region(0, RegionPrintOptions { entry_block_args: false, ..RegionPrintOptions::CUSTOM });
    }
}

// ----- llvm.alloca -----------------------------------------------------------------

fn parse_alloca(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    if p.parse_optional_keyword("inalloca") {
        state.add_attribute(ctx, "inalloca", ctx.unit_attr());
    }
    let size = p.parse_operand()?;
    p.parse_keyword("x")?;
    let element = p.parse_type()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let type_pos = p.position();
    let ty = p.parse_type()?;
    if let Some(alignment) = state.attribute(ctx, "alignment") {
        match ctx.int_value(alignment) {
            None => {
                let pos = p.name_position();
                return Err(p.error_at(pos, "expected integer alignment"));
            }
            Some(0) => state.attributes.retain(|a| ctx.ident_str(a.name) != "alignment"),
            Some(_) => {}
        }
    }
    let signature = ctx.function_signature(ty).filter(|(inputs, results)| inputs.len() == 1 && results.len() == 1);
    let Some((inputs, results)) = signature else {
        return Err(p.error_at(type_pos, "expected trailing function type with one argument and one result"));
    };
    let (input, result) = (inputs[0], results[0]);
    p.resolve_operands(&[size], &[input], type_pos, &mut state.operands)?;
    if super::types::is_pointer_type(ctx, result) {
        state.add_attribute(ctx, "elem_type", ctx.type_attr(element));
    }
    state.result_types.push(result);
    Ok(())
}

fn print_alloca(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    let Some(&size) = v.operands().first() else { return };
    if v.attr("inalloca").is_some() {
        p.write(" inalloca");
    }
    p.write(" ");
    p.print_operand(size);
    p.write(" x ");
    if let Some(element) = v.attr("elem_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(element);
    }
    let attrs = p.op_attributes();
    let mut elided = vec!["elem_type", "inalloca"];
    if int_attr(v, "alignment").is_none_or(|a| a == 0) {
        elided.push("alignment");
    }
    p.print_optional_attr_dict(&attrs, &elided);
    p.write(" : ");
    p.print_functional_type(&[v.body.value_type(size)], &v.result_types());
}

// ----- llvm.load, llvm.store ----------------------------------------------------------

/// `AtomicOrdering`'s keywords, by value (3 is unused).
const ORDERINGS: &[&str] = &["not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst"];

/// `(`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?`.
fn parse_atomic(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    if !p.parse_optional_keyword("atomic") {
        return Ok(());
    }
    let ctx = p.context();
    if p.parse_optional_keyword("syncscope") {
        p.parse_punct("(")?;
        // A `StrAttr`, read against no type: a number is an error.
        let scope = p.parse_attribute_of_type(ctx.none_type())?;
        state.add_attribute(ctx, "syncscope", scope);
        p.parse_punct(")")?;
    }
    let pos = p.position();
    let word = match p.parse_optional_string()? {
        Some(s) => Some(s),
        None => p.parse_optional_any_keyword(),
    };
    match word.and_then(|w| ORDERINGS.iter().position(|&o| !o.is_empty() && o == w)) {
        Some(i) => {
            state.add_attribute(ctx, "ordering", ctx.integer_attr(ctx.integer_type(64), i as i128));
            Ok(())
        }
        None => {
            let names: Vec<&str> = ORDERINGS.iter().copied().filter(|o| !o.is_empty()).collect();
            Err(p.error_at(
                pos,
                format!(
                    "expected string or keyword containing one of the following enum values for attribute 'ordering' [{}]",
                    names.join(", ")
                ),
            ))
        }
    }
}

fn print_atomic(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ordering = int_attr(v, "ordering").unwrap_or(0);
    if ordering == 0 {
        return;
    }
    p.write(" atomic");
    if let Some(scope) = v.attr("syncscope") {
        p.write(" syncscope(");
        p.print_attribute(scope);
        p.write(")");
    }
    p.write(" ");
    match usize::try_from(ordering).ok().and_then(|i| ORDERINGS.get(i)).filter(|o| !o.is_empty()) {
        Some(word) => p.write(word),
        None => p.write(&ordering.to_string()),
    }
}

/// A unit attribute written as its keyword when one comes next.
fn parse_unit(p: &mut OpAsmParser<'_>, state: &mut OperationState, keyword: &str, attr: &str) {
    if p.parse_optional_keyword(keyword) {
        let ctx = p.context();
        state.add_attribute(ctx, attr, ctx.unit_attr());
    }
}

fn print_unit(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>, keyword: &str, attr: &str) {
    if v.attr(attr).is_some() {
        p.write(" ");
        p.write(keyword);
    }
}

/// What the load and store formats write but for `attr-dict`.
const MEMORY_WRITTEN: &[&str] =
    &["volatile_", "ordering", "syncscope", "invariant", "invariantGroup", "dereferenceable"];

/// `(`dereferenceable` `` $dereferenceable^)?`: `dereferenceable<bytes = 8,
/// mayBeNull = true>`, the `#llvm.dereferenceable` attribute's parameters.
fn parse_dereferenceable(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    if !p.parse_optional_keyword("dereferenceable") {
        return Ok(());
    }
    p.parse_punct("<")?;
    p.parse_keyword("bytes")?;
    p.parse_punct("=")?;
    let bytes = p.parse_integer()?;
    let mut may_be_null = false;
    if p.parse_optional_comma() {
        p.parse_keyword("mayBeNull")?;
        p.parse_punct("=")?;
        may_be_null = match p.parse_optional_keyword_of(&["true", "false"]) {
            Some(word) => word == "true",
            None => return Err(p.error("expected 'true' or 'false'")),
        };
    }
    p.parse_punct(">")?;
    let ctx = p.context();
    let may_be_null = if may_be_null { ", mayBeNull = true" } else { "" };
    let attr = ctx.dialect_attr(&format!("llvm.dereferenceable<bytes = {bytes}{may_be_null}>"));
    state.add_attribute(ctx, "dereferenceable", attr);
    Ok(())
}

/// ` dereferenceable<bytes = 8>` when the load has the attribute (kept as
/// MLIR's text); false when it has none or another kind of value, which
/// `attr-dict` then writes.
fn print_dereferenceable(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) -> bool {
    let Some(attr) = v.attr("dereferenceable") else { return false };
    match v.ctx.attr_kind(attr) {
        AttrKind::Dialect { text, .. } if text.starts_with("llvm.dereferenceable<") => {
            p.write(" ");
            p.write(&text["llvm.".len()..]);
            true
        }
        _ => false,
    }
}

fn parse_load(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_unit(p, state, "volatile", "volatile_");
    let pos = p.position();
    let addr = p.parse_operand()?;
    parse_atomic(p, state)?;
    parse_unit(p, state, "invariant", "invariant");
    parse_unit(p, state, "invariant_group", "invariantGroup");
    parse_dereferenceable(p, state)?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let addr_type = p.parse_type()?;
    p.parse_punct("->")?;
    state.result_types.push(p.parse_type()?);
    p.resolve_operands(&[addr], &[addr_type], pos, &mut state.operands)
}

fn print_load(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let Some(&addr) = v.operands().first() else { return };
    print_unit(v, p, "volatile", "volatile_");
    p.write(" ");
    p.print_operand(addr);
    print_atomic(v, p);
    print_unit(v, p, "invariant", "invariant");
    print_unit(v, p, "invariant_group", "invariantGroup");
    let written = if print_dereferenceable(v, p) { MEMORY_WRITTEN } else { &MEMORY_WRITTEN[..5] };
    print_attr_dict(v, p, written);
    p.write(" : ");
    p.print_type(v.body.value_type(addr));
    p.write(" -> ");
    if let Some(&ty) = v.result_types().first() {
        p.print_type(ty);
    }
}

// ----- llvm.getelementptr ------------------------------------------------------------

/// `GEPNoWrapFlags`' cases in the order MLIR prints them: the composite
/// `inbounds` first, then the single bits.
const GEP_FLAGS: &[(&str, i128)] = &[("inbounds", 3), ("inbounds_flag", 1), ("nusw", 2), ("nuw", 4)];

/// `i32::MIN`, a `rawConstantIndices` entry standing for a dynamic index.
const DYNAMIC_INDEX: i128 = i32::MIN as i128;

fn parse_gep(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    // `($noWrapFlags^)?`: keywords joined by `|`.
    let mut flags = 0;
    if let Some(i) = parse_optional_enum_keyword(p, &GEP_FLAGS.iter().map(|&(n, _)| n).collect::<Vec<_>>()) {
        flags |= GEP_FLAGS[i].1;
        while p.parse_optional_punct("|") {
            let pos = p.position();
            let Some(word) = p.parse_optional_any_keyword() else {
                return Err(p.error_at(pos, "expected keyword for ::mlir::LLVM::GEPNoWrapFlags after '|'"));
            };
            match GEP_FLAGS.iter().find(|&&(n, _)| n == word) {
                Some(&(_, bits)) => flags |= bits,
                None => {
                    return Err(p.error_at(pos, format!("invalid ::mlir::LLVM::GEPNoWrapFlags specification: {word}")))
                }
            }
        }
    }
    state.add_attribute(ctx, "noWrapFlags", ctx.integer_attr(ctx.integer_type(32), flags));
    let base = p.parse_operand()?;
    // custom<GEPIndices>: operands and constants, in order.
    let (mut dynamic, mut raw): (Vec<UnresolvedOperand>, Vec<i128>) = (Vec::new(), Vec::new());
    p.parse_punct("[")?;
    p.parse_comma_separated_list(crate::ir::Delimiter::None, |p| {
        // An integer first, an operand otherwise (MLIR's `parseGEPIndices`).
        match p.parse_optional_integer()? {
            Some(index) => raw.push(i128::from(index)),
            None => {
                dynamic.push(p.parse_operand()?);
                raw.push(DYNAMIC_INDEX);
            }
        }
        Ok(())
    })?;
    p.parse_punct("]")?;
    state.add_attribute(ctx, "rawConstantIndices", ctx.dense_i32_array_attr(&raw));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let (inputs, results) = p.parse_function_type()?;
    p.parse_punct(",")?;
    let element = p.parse_type()?;
    state.add_attribute(ctx, "elem_type", ctx.type_attr(element));
    state.result_types.extend(results);
    let operands: Vec<UnresolvedOperand> = std::iter::once(base).chain(dynamic).collect();
    // `functional-type(operands, ..)` resolves all the operands at the op's name.
    let name_pos = p.name_position();
    p.resolve_operands(&operands, &inputs, name_pos, &mut state.operands)
}

fn print_gep(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    let operands = v.operands();
    let Some((&base, dynamic)) = operands.split_first() else { return };
    let mut flags = int_attr(v, "noWrapFlags").unwrap_or(0);
    if flags != 0 {
        let mut names = Vec::new();
        for &(name, bits) in GEP_FLAGS {
            if flags & bits == bits {
                names.push(name);
                flags &= !bits;
            }
        }
        p.write(" ");
        p.write(&names.join("|"));
    }
    p.write(" ");
    p.print_operand(base);
    p.write("[");
    let raw = match v.attr("rawConstantIndices").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.to_vec(),
        _ => Vec::new(),
    };
    let mut next_dynamic = dynamic.iter();
    for (i, &index) in raw.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (index == DYNAMIC_INDEX).then(|| next_dynamic.next()).flatten() {
            Some(&operand) => p.print_operand(operand),
            None => p.write(&index.to_string()),
        }
    }
    p.write("]");
    print_attr_dict(v, p, &["noWrapFlags", "rawConstantIndices", "elem_type"]);
    p.write(" : ");
    p.print_functional_type(&v.operand_types(), &v.result_types());
    p.write(", ");
    if let Some(element) = v.attr("elem_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(element);
    }
}

// ----- llvm.mlir.alias, llvm.mlir.ifunc ------------------------------------------------

/// `llvm.mlir.alias internal hidden thread_local unnamed_addr @a {attrs} : i32 { ... }`.
pub const ALIAS_ASSEMBLY: OpAssembly = OpAssembly::new(parse_alias, print_alias).has_custom_assembly_format();
/// `llvm.mlir.ifunc external hidden @f : !llvm.func<void ()>, !llvm.ptr @resolver {attrs}`:
/// `custom<LLVMLinkage>($linkage) ($visibility_^)? ($unnamed_addr^)? $sym_name
/// `:` $i_func_type `,` $resolver_type $resolver attr-dict`.
pub const IFUNC_ASSEMBLY: OpAssembly = OpAssembly::new(parse_ifunc, print_ifunc);

/// The visibility and `unnamed_addr` keywords (`by value`), when not the
/// defaults, each followed by a space.
fn print_visibility_and_unnamed_addr(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>, thread_local: bool) {
    let by_value = |name: &str, names: &[&'static str]| {
        int_attr(v, name).and_then(|i| usize::try_from(i).ok()).and_then(|i| names.get(i).copied())
    };
    print_keyword_unless(p, by_value("visibility_", VISIBILITIES), "");
    if thread_local && v.attr("thread_local_").is_some() {
        p.write("thread_local ");
    }
    print_keyword_unless(p, by_value("unnamed_addr", UNNAMED_ADDRS), "");
}

fn parse_alias(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_symbol_keywords(p, state);
    let ctx = p.context();
    let name = p.parse_symbol_name()?;
    state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    state.add_attribute(ctx, "alias_type", ctx.type_attr(ty));
    let initializer = state.add_region();
    p.parse_region(initializer, &[])
}

fn print_alias(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    p.write(" ");
    p.write(super::enum_word::<super::super::Linkage>(v, "linkage").unwrap_or("external"));
    p.write(" ");
    print_visibility_and_unnamed_addr(v, p, true);
    p.print_symbol_name(v.attr("sym_name").and_then(|a| ctx.str_value(a)).unwrap_or(""));
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(
        &attrs,
        &["sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_", "visibility_"],
    );
    p.write(" : ");
    if let Some(ty) = v.attr("alias_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(ty);
    }
    p.write(" ");
    p.print_region(0, RegionPrintOptions { entry_block_args: false, ..RegionPrintOptions::CUSTOM });
}

fn parse_ifunc(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    parse_keyword_attr(p, state, "linkage", LINKAGES, super::super::Linkage::External);
    parse_int_keyword(p, state, "visibility_", VISIBILITIES);
    parse_int_keyword(p, state, "unnamed_addr", UNNAMED_ADDRS);
    let name = p.parse_symbol_name()?;
    let ctx = p.context();
    state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    p.parse_colon()?;
    let function_type = p.parse_type()?;
    state.add_attribute(ctx, "i_func_type", ctx.type_attr(function_type));
    p.parse_punct(",")?;
    let resolver_type = p.parse_type()?;
    state.add_attribute(ctx, "resolver_type", ctx.type_attr(resolver_type));
    let resolver = p.parse_flat_symbol_ref()?;
    state.add_attribute(ctx, "resolver", resolver);
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_ifunc(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    p.write(" ");
    p.write(super::enum_word::<super::super::Linkage>(v, "linkage").unwrap_or("external"));
    p.write(" ");
    print_visibility_and_unnamed_addr(v, p, false);
    p.print_symbol_name(v.attr("sym_name").and_then(|a| ctx.str_value(a)).unwrap_or(""));
    p.write(" : ");
    if let Some(ty) = v.attr("i_func_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(ty);
    }
    p.write(", ");
    if let Some(ty) = v.attr("resolver_type").and_then(|a| ctx.type_value(a)) {
        p.print_type(ty);
    }
    p.write(" ");
    if let Some(resolver) = v.attr("resolver") {
        p.print_attribute(resolver);
    }
    print_attr_dict(
        v,
        p,
        &["linkage", "visibility_", "unnamed_addr", "sym_name", "i_func_type", "resolver_type", "resolver"],
    );
}
