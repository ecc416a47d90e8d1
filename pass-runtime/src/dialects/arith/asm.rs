//! `arith.select`'s pretty form, written by hand as MLIR writes it in C++
//! (`SelectOp::parse` and `SelectOp::print`; the op has
//! `hasCustomAssemblyFormat`):
//!
//! ```mlir
//! %x = arith.select %cond, %t, %f : i32
//! %v = arith.select %mask, %a, %b : vector<4xi1>, vector<4xf32>
//! ```
//!
//! The condition's type is written only when it is shaped; otherwise it is
//! `i1`.

use crate::ir::{Diagnostic, OpAsmParser, OpAsmPrinter, OpAssembly, OpView, OperationState};

type PResult<T> = Result<T, Diagnostic>;

/// `arith.select`'s custom form.
pub const SELECT_ASSEMBLY: OpAssembly = OpAssembly::new(parse_select, print_select).has_custom_assembly_format();

fn parse_select(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let start = p.position();
    let operands = p.parse_operand_list()?;
    if operands.len() != 3 {
        return Err(p.error_at(start, "expected 3 operands"));
    }
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let mut result = p.parse_type()?;
    let condition = if p.parse_optional_comma() {
        let condition = result;
        result = p.parse_type()?;
        condition
    } else {
        p.context().i1()
    };
    state.result_types.push(result);
    let name = p.name_position();
    p.resolve_operands(&operands, &[condition, result, result], name, &mut state.operands)
}

fn print_select(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    p.write(" ");
    p.print_operands(v.operands());
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    if let Some(&condition) = v.operands().first() {
        let ty = v.body.value_type(condition);
        if v.ctx.is_shaped_type(ty) {
            p.print_type(ty);
            p.write(", ");
        }
    }
    if v.body.num_results(v.op) == 1 {
        p.print_type(v.body.value_type(v.body.result(v.op, 0)));
    }
}
