//! The pretty forms of the `builtin` ops, MLIR's declarative formats:
//! `builtin.module`'s `($sym_name^)? attr-dict-with-keyword $bodyRegion`
//! (`module @name attributes {..} { ... }`) and
//! `builtin.unrealized_conversion_cast`'s `($inputs^ `:` type($inputs))?
//! `to` type($outputs) attr-dict` (`%1 = builtin.unrealized_conversion_cast
//! %0 : i64 to index`).

use crate::ir::{Diagnostic, OpAsmParser, OpAsmPrinter, OpAssembly, OpView, OperationState, RegionPrintOptions};

/// The custom form of `builtin.unrealized_conversion_cast`.
pub const UNREALIZED_CONVERSION_CAST_ASSEMBLY: OpAssembly = OpAssembly::new(parse_cast, print_cast);

/// The custom form of `builtin.module`.
pub const MODULE_ASSEMBLY: OpAssembly = OpAssembly::new(parse_module, print_module).default_dialect("builtin");

fn parse_module(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let ctx = p.context();
        state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    }
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    let body = state.add_region();
    p.parse_region(body, &[])?;
    p.ensure_block(body);
    Ok(())
}

fn print_module(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    if let Some(name) = v.attr("sym_name").and_then(|a| v.ctx.str_value(a)) {
        p.write(" ");
        p.print_symbol_name(name);
    }
    let attrs = p.op_attributes();
    p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
    p.write(" ");
    p.print_region(0, RegionPrintOptions::CUSTOM);
}

fn parse_cast(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    let pos = p.position();
    let inputs = p.parse_operand_list()?;
    let mut types = Vec::new();
    if !inputs.is_empty() {
        types = p.parse_colon_type_list()?;
    }
    p.parse_keyword("to")?;
    state.result_types = p.parse_type_list()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.resolve_operands(&inputs, &types, pos, &mut state.operands)
}

fn print_cast(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let inputs = v.operands();
    if !inputs.is_empty() {
        p.write(" ");
        p.print_operands(inputs.iter().copied());
        p.write(" : ");
        p.print_type_list(&v.operand_types());
    }
    p.write(" to ");
    p.print_type_list(&v.result_types());
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
}
