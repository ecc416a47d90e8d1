//! `cf.switch`'s pretty form, written by hand:
//!
//! ```mlir
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2(%b, %c : i32, i64),
//!   7: ^bb3
//! ] {attrs}
//! ```
//!
//! MLIR declares it as `$flag `:` type($flag) `,` `[` `\n`
//! custom<SwitchOpCases>(...) `]` attr-dict`, whose directive reads the
//! cases into a variadic-of-variadic operand group (`caseOperands`, sized by
//! `case_operand_segments`). The format interpreter has no such groups, and
//! the directive is the whole op but for `$flag`, so the op's form is one
//! hook here, doing what `mlir-tblgen`'s parser and printer do around MLIR's
//! `parseSwitchOpCases` and `printSwitchOpCases` (`docs/assembly.md`).

use crate::ir::{
    AttrKind, Attribute, DenseData, Diagnostic, OpAsmParser, OpAsmPrinter, OpAssembly, OpView, OperationState, TypeKind,
};

type PResult<T> = Result<T, Diagnostic>;

/// `cf.switch`'s custom form.
pub const SWITCH_ASSEMBLY: OpAssembly = OpAssembly::new(parse_switch, print_switch);

fn parse_switch(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let flag = p.parse_operand()?;
    p.parse_colon()?;
    let flag_type = p.parse_type()?;
    p.parse_punct(",")?;
    p.parse_punct("[")?;
    // custom<SwitchOpCases>: the default destination, then `, value: dest`.
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let default = p.parse_successor_and_operands()?;
    let ctx = p.context();
    let (mut values, mut cases) = (Vec::new(), Vec::new());
    while p.parse_optional_comma() {
        // MLIR reads an `int64_t` and truncates it to the flag's width.
        values.push(ctx.normalize_int(flag_type, i128::from(p.parse_integer()?)));
        p.parse_colon()?;
        cases.push(p.parse_successor_and_operands()?);
    }
    p.parse_punct("]")?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    state.operands.push(p.resolve_operand(&flag, flag_type)?);
    for d in std::iter::once(&default).chain(&cases) {
        p.resolve_successor(d, state)?;
    }
    if !values.is_empty() {
        state.add_attribute(ctx, "case_values", super::case_values_attr(ctx, flag_type, &values));
    }
    let case_sizes: Vec<i128> = cases.iter().map(|c| c.operands.len() as i128).collect();
    state.add_attribute(ctx, "case_operand_segments", ctx.dense_i32_array_attr(&case_sizes));
    let segments = [1, default.operands.len() as i128, case_sizes.iter().sum()];
    state.add_attribute(ctx, "operandSegmentSizes", ctx.dense_i32_array_attr(&segments));
    Ok(())
}

/// The case values of `case_values`, as MLIR prints them: each zero-extended
/// from the flag's width (`APInt::getLimitedValue`), so `-1 : i8` is `255`.
fn case_values(v: &OpView<'_>, attr: Option<Attribute>) -> Vec<u64> {
    let Some(AttrKind::DenseElements { ty, splat, data: DenseData::Ints(values) }) = attr.map(|a| v.ctx.attr_kind(a))
    else {
        return Vec::new();
    };
    let element = crate::dialects::scalar_of(v.ctx, *ty);
    let width = match v.ctx.type_kind(element) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    let count =
        if *splat { v.ctx.shape(*ty).map_or(1, |s| s.iter().product::<i64>().max(0) as usize) } else { values.len() };
    (0..count)
        .filter_map(|i| values.get(if *splat { 0 } else { i }))
        .map(|&value| {
            let bits = if width >= 128 { value as u128 } else { (value as u128) & ((1u128 << width) - 1) };
            u64::try_from(bits).unwrap_or(u64::MAX)
        })
        .collect()
}

fn print_switch(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let Some(&flag) = v.operands().first() else { return };
    let successors = v.body.successors(v.op);
    let Some(operands) = super::successor_operands(v) else { return };
    let Some((&default, cases)) = successors.split_first() else { return };
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(v.body.value_type(flag));
    p.write(", [");
    p.print_newline();
    p.write("  default: ");
    p.print_successor_and_use_list(default, operands.first().map_or(&[][..], |o| &o[..]));
    let values = case_values(v, v.attr("case_values"));
    if v.attr("case_values").is_some() {
        for (i, (&block, value)) in cases.iter().zip(values).enumerate() {
            p.write(",");
            p.print_newline();
            p.write(&format!("  {value}: "));
            p.print_successor_and_use_list(block, operands.get(i + 1).map_or(&[][..], |o| &o[..]));
        }
        p.print_newline();
    }
    p.write("]");
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["case_values", "case_operand_segments", "operandSegmentSizes"]);
}
