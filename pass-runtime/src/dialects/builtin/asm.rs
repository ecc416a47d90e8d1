//! The pretty form of `builtin.module`, MLIR's declarative format
//! `($sym_name^)? attr-dict-with-keyword $bodyRegion` (`module @name
//! attributes {..} { ... }`), written by hand: an empty body gets its block
//! when read and is printed without the block's header.

use crate::ir::{Diagnostic, OpAsmParser, OpAsmPrinter, OpAssembly, OpView, OperationState, RegionPrintOptions};

/// The custom form of `builtin.module`.
pub const MODULE_ASSEMBLY: OpAssembly = OpAssembly::new(parse_module, print_module).default_dialect("builtin");

fn parse_module(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let ctx = p.context();
        state.add_attribute(ctx, "sym_name", ctx.string_attr(&name));
    }
    let (pos, first) = (p.position(), state.attributes.len());
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)?;
    crate::ods::op_format::verify_attr_dict::<super::ModuleOp>(p, pos, &state.attributes[first..])?;
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
