//! The pretty forms of the `func` ops, as MLIR 22 reads and writes them:
//! `func.func` (MLIR's `function_interface_impl`: visibility, signature
//! with argument and result attributes, `attributes {..}`, optional body),
//! and the declarative formats of `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`.

use crate::ir::{
    AttrKind, Attribute, Context, Delimiter, Diagnostic, Location, NamedAttr, OpAsmParser, OpAsmPrinter, OpAssembly,
    OpView, OperationState, RegionPrintOptions, Type, UnresolvedOperand,
};

type PResult<T> = Result<T, Diagnostic>;

/// `func.func`'s custom form; `func` is the default dialect of its body.
pub const FUNC_ASSEMBLY: OpAssembly = OpAssembly::new(parse_func, print_func).default_dialect("func");
/// `func.return`: `attr-dict ($operands^ `:` type($operands))?`.
pub const RETURN_ASSEMBLY: OpAssembly = OpAssembly::new(parse_return, print_return);
/// `func.call`: `$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)`.
pub const CALL_ASSEMBLY: OpAssembly = OpAssembly::new(parse_call, print_call);
/// `func.call_indirect`: `$callee `(` $callee_operands `)` attr-dict `:` type($callee)`.
pub const CALL_INDIRECT_ASSEMBLY: OpAssembly = OpAssembly::new(parse_call_indirect, print_call_indirect);
/// `func.constant`: `attr-dict $value `:` type(results)`, its result named `%f`.
pub const CONSTANT_ASSEMBLY: OpAssembly =
    OpAssembly::new(parse_constant, print_constant).result_name(|_| Some("f".to_string()));

// ----- func.func -------------------------------------------------------------

/// An argument of a function signature: named (`%a: i32`, a definition)
/// or not (`i32`, a declaration).
struct SignatureArg {
    name: Option<UnresolvedOperand>,
    ty: Type,
    attrs: Attribute,
    loc: Option<Location>,
}

fn parse_func(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    if let Some(visibility) = p.parse_optional_keyword_of(&["public", "private", "nested"]) {
        state.add_attribute(ctx, "sym_visibility", ctx.string_attr(visibility));
    }
    let name = p.parse_symbol_name()?;
    state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    let args = parse_argument_list(p)?;
    let (results, result_attrs) =
        if p.parse_optional_arrow() { parse_result_list(p)? } else { (Vec::new(), Vec::new()) };
    let ctx = p.context();
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    state.add_attribute(ctx, "function_type", ctx.type_attr(ctx.function_type(&inputs, &results)));
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
    let empty = ctx.empty_dictionary();
    let arg_attrs: Vec<Attribute> = args.iter().map(|a| a.attrs).collect();
    if arg_attrs.iter().any(|&a| a != empty) {
        state.add_attribute(ctx, "arg_attrs", ctx.array_attr(&arg_attrs));
    }
    if result_attrs.iter().any(|&a| a != empty) {
        state.add_attribute(ctx, "res_attrs", ctx.array_attr(&result_attrs));
    }
    let body = state.add_region();
    let body_pos = p.position();
    if p.parse_optional_punct("{") {
        if args.is_empty() && p.parse_optional_punct("}") {
            return Err(p.error_at(body_pos, "expected non-empty function body"));
        }
        p.reset(body_pos);
        let entry: Vec<crate::ir::Argument> = args
            .iter()
            .filter_map(|a| a.name.map(|name| crate::ir::Argument { name, ty: a.ty, attrs: a.attrs, loc: a.loc }))
            .collect();
        p.parse_region(body, &entry)?;
    }
    Ok(())
}

/// `( args )`: all named (`%a: i32 {attrs} loc(..)`) or all types (`i32
/// {attrs} loc(..)`), as MLIR's `parseFunctionArgumentList`.
fn parse_argument_list(p: &mut OpAsmParser<'_>) -> PResult<Vec<SignatureArg>> {
    let mut args: Vec<SignatureArg> = Vec::new();
    p.parse_comma_separated_list(Delimiter::Paren, |p| {
        let pos = p.position();
        if let Some(arg) = p.parse_optional_argument(true, true)? {
            if args.last().is_some_and(|a| a.name.is_none()) {
                return Err(p.error_at(arg.name.position(), "expected type instead of SSA identifier"));
            }
            args.push(SignatureArg { name: Some(arg.name), ty: arg.ty, attrs: arg.attrs, loc: arg.loc });
            return Ok(());
        }
        if args.last().is_some_and(|a| a.name.is_some()) {
            return Err(p.error_at(pos, "expected SSA identifier"));
        }
        let ty = p.parse_type()?;
        let mut attrs = Vec::new();
        p.parse_optional_attr_dict(&mut attrs)?;
        let loc = p.parse_optional_location()?;
        let attrs = p.context().dictionary(attrs);
        args.push(SignatureArg { name: None, ty, attrs, loc });
        Ok(())
    })?;
    Ok(args)
}

/// What follows `->`: a type, or `( type {attrs}, ... )`, as MLIR's
/// `parseFunctionResultList`.
fn parse_result_list(p: &mut OpAsmParser<'_>) -> PResult<(Vec<Type>, Vec<Attribute>)> {
    let empty = p.context().empty_dictionary();
    if !p.parse_optional_punct("(") {
        return Ok((vec![p.parse_type()?], vec![empty]));
    }
    let (mut types, mut attrs) = (Vec::new(), Vec::new());
    if p.parse_optional_punct(")") {
        return Ok((types, attrs));
    }
    loop {
        types.push(p.parse_type()?);
        let mut dict = Vec::new();
        p.parse_optional_attr_dict(&mut dict)?;
        attrs.push(p.context().dictionary(dict));
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_punct(")")?;
    Ok((types, attrs))
}

/// The dictionaries of an `arg_attrs`/`res_attrs` array, by position.
fn attr_dicts(ctx: &Context, array: Option<Attribute>) -> Vec<Attribute> {
    match array.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(elements)) => elements.to_vec(),
        _ => Vec::new(),
    }
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
    let entries = |i: usize, dicts: &[Attribute]| -> Vec<NamedAttr> {
        dicts.get(i).map(|&d| ctx.dict_entries(d).to_vec()).unwrap_or_default()
    };
    let external = p.region_is_empty(0);
    let block_args = p.region_arguments(0);
    p.write("(");
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = entries(i, &arg_attrs);
        match block_args.get(i) {
            Some(&arg) if !external => p.print_region_argument(arg, &attrs),
            _ => {
                p.print_type(ty);
                p.print_optional_attr_dict(&attrs, &[]);
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let parens =
            results.len() > 1 || ctx.function_signature(results[0]).is_some() || !entries(0, &res_attrs).is_empty();
        if parens {
            p.write("(");
        }
        for (i, &ty) in results.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_type(ty);
            p.print_optional_attr_dict(&entries(i, &res_attrs), &[]);
        }
        if parens {
            p.write(")");
        }
    }
    let attrs = p.op_attributes();
    p.print_optional_attr_dict_with_keyword(
        &attrs,
        &["sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name"],
    );
    if !external {
        p.write(" ");
        p.print_region(0, RegionPrintOptions { entry_block_args: false, ..RegionPrintOptions::CUSTOM });
    }
}

// ----- func.return -------------------------------------------------------------

fn parse_return(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let operands_pos = p.position();
    let operands = p.parse_operand_list()?;
    let mut types = Vec::new();
    if !operands.is_empty() {
        types = p.parse_colon_type_list()?;
    }
    p.resolve_operands(&operands, &types, operands_pos, &mut state.operands)
}

fn print_return(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
    let operands = v.operands();
    if !operands.is_empty() {
        p.write(" ");
        p.print_operands(operands.iter().copied());
        p.write(" : ");
        p.print_type_list(&v.operand_types());
    }
}

// ----- func.call -----------------------------------------------------------------

fn parse_call(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let callee = p.parse_flat_symbol_ref()?;
    let ctx = p.context();
    state.add_attribute(ctx, "callee", callee);
    let arguments = parse_call_arguments(p, state)?;
    state.result_types.extend(arguments.results);
    p.resolve_operands(&arguments.operands, &arguments.inputs, arguments.position, &mut state.operands)
}

/// What follows the callee of both calls: `(%args) attr-dict : (inputs) -> results`.
struct CallArguments {
    operands: Vec<UnresolvedOperand>,
    /// Where the arguments start, for errors resolving them.
    position: usize,
    inputs: Vec<Type>,
    results: Vec<Type>,
}

fn parse_call_arguments(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<CallArguments> {
    p.parse_punct("(")?;
    let position = p.position();
    let operands = p.parse_operand_list()?;
    p.parse_punct(")")?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let (inputs, results) = p.parse_function_type()?;
    Ok(CallArguments { operands, position, inputs, results })
}

fn print_call(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    p.write(" ");
    if let Some(callee) = v.attr("callee") {
        p.print_attribute(callee);
    }
    p.write("(");
    p.print_operands(v.operands().iter().copied());
    p.write(")");
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["callee"]);
    p.write(" : ");
    p.print_functional_type(&v.operand_types(), &v.result_types());
}

// ----- func.call_indirect ------------------------------------------------------------

fn parse_call_indirect(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let callee_pos = p.position();
    let callee = p.parse_operand()?;
    let arguments = parse_call_arguments(p, state)?;
    let ctx = p.context();
    let callee_type = ctx.function_type(&arguments.inputs, &arguments.results);
    state.result_types.extend(arguments.results);
    p.resolve_operands(&[callee], &[callee_type], callee_pos, &mut state.operands)?;
    p.resolve_operands(&arguments.operands, &arguments.inputs, arguments.position, &mut state.operands)
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

// ----- func.constant ---------------------------------------------------------------------

fn parse_constant(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let value = p.parse_flat_symbol_ref()?;
    let ctx = p.context();
    state.add_attribute(ctx, "value", value);
    p.parse_colon()?;
    state.result_types.push(p.parse_type()?);
    Ok(())
}

fn print_constant(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["value"]);
    p.write(" ");
    if let Some(value) = v.attr("value") {
        p.print_attribute(value);
    }
    p.write(" : ");
    if let Some(&ty) = v.result_types().first() {
        p.print_type(ty);
    }
}
