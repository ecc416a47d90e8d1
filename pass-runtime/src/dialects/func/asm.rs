//! The pretty forms of the `func` ops the declared formats cannot say, as
//! MLIR 22 reads and writes them: `func.func` (MLIR's
//! `function_interface_impl`: visibility, signature with argument and
//! result attributes, `attributes {..}`, optional body) and
//! `func.call_indirect` (types inferred from the callee's function type).

use crate::ir::{
    attr_dicts, Diagnostic, OpAsmParser, OpAsmPrinter, OpAssembly, OpView, OperationState, RegionPrintOptions,
};

type PResult<T> = Result<T, Diagnostic>;

/// `func.func`'s custom form; `func` is the default dialect of its body.
pub const FUNC_ASSEMBLY: OpAssembly =
    OpAssembly::new(parse_func, print_func).default_dialect("func").has_custom_assembly_format();
/// `func.call_indirect`: `$callee `(` $callee_operands `)` attr-dict `:` type($callee)`.
pub const CALL_INDIRECT_ASSEMBLY: OpAssembly = OpAssembly::new(parse_call_indirect, print_call_indirect);

// ----- func.func -------------------------------------------------------------

fn parse_func(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    if let Some(visibility) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        state.add_attribute(ctx, "sym_visibility", ctx.string_attr(visibility));
    }
    let name = p.parse_symbol_name()?;
    state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    let sig = p.parse_function_signature(false)?;
    let ctx = p.context();
    state.add_attribute(ctx, "function_type", ctx.type_attr(ctx.function_type(&sig.input_types(), &sig.results)));
    let attrs_pos = p.position();
    let mut explicit = Vec::new();
    p.parse_optional_attr_dict_with_keyword(&mut explicit)?;
    for inferred in ["sym_visibility", "sym_name", "function_type"] {
        if explicit.iter().any(|a| ctx.ident_str(a.name) == inferred) {
            return Err(p.error_at(
                attrs_pos,
                format!("'{inferred}' is an inferred attribute and should not be specified in the explicit attribute dictionary"),
            ));
        }
    }
    state.attributes.extend(explicit);
    sig.add_arg_and_result_attrs(ctx, &mut state.attributes);
    let body = state.add_region();
    let body_pos = p.position();
    if p.parse_optional_punct("{") {
        if sig.args.is_empty() && p.parse_optional_punct("}") {
            return Err(p.error_at(body_pos, "expected non-empty function body"));
        }
        p.reset(body_pos);
        p.parse_region(body, &sig.entry_arguments())?;
    }
    Ok(())
}

fn print_func(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let ctx = v.ctx;
    p.write(" ");
    if let Some(visibility) = v.attr("sym_visibility").and_then(|a| ctx.str_value(a)) {
        p.write(visibility);
        p.write(" ");
    }
    let name = v.attr("sym_name").and_then(|a| ctx.str_value(a)).unwrap_or("");
    p.print_symbol_name(name);
    let fty = v.attr("function_type").and_then(|a| ctx.type_value(a));
    let (inputs, results) = fty.and_then(|t| ctx.function_signature(t)).unwrap_or((&[], &[]));
    let arg_attrs = attr_dicts(ctx, v.attr("arg_attrs"));
    let res_attrs = attr_dicts(ctx, v.attr("res_attrs"));
    p.print_function_signature(inputs, false, results, &arg_attrs, &res_attrs);
    let attrs = p.op_attributes();
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &["sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name"],
    );
    if !p.region_is_empty(0) {
        p.write(" ");
        p.print_region(0, RegionPrintOptions { entry_block_args: false, ..RegionPrintOptions::CUSTOM });
    }
}

// ----- func.call_indirect ------------------------------------------------------------

/// `$callee `(` $callee_operands `)` attr-dict `:` type($callee)`, the
/// arguments' and results' types taken from the callee's function type.
fn parse_call_indirect(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let callee_pos = p.position();
    let callee = p.parse_operand()?;
    p.parse_punct("(")?;
    let arguments_pos = p.position();
    let arguments = p.parse_operand_list()?;
    p.parse_punct(")")?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let (inputs, results) = p.parse_function_type()?;
    let callee_type = p.context().function_type(&inputs, &results);
    state.result_types.extend(results);
    p.resolve_operands(&[callee], &[callee_type], callee_pos, &mut state.operands)?;
    p.resolve_operands(&arguments, &inputs, arguments_pos, &mut state.operands)
}

fn print_call_indirect(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let operands = v.operands();
    let Some((&callee, args)) = operands.split_first() else { return };
    p.write(" ");
    p.print_operand(callee);
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type(v.body.value_type(callee));
}
