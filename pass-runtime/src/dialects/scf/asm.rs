//! The pretty forms of the `scf` ops, as MLIR 22 reads and writes them.
//!
//! MLIR writes `scf.for`, `scf.if`, `scf.while`, `scf.parallel`,
//! `scf.forall`, `scf.execute_region` and `scf.forall.in_parallel` by hand
//! (`SCF.cpp`) and the others with declarative formats (`SCFOps.td`); both
//! kinds are written here as hooks, the declarative ones as the code
//! `mlir-tblgen` generates for them. What they share with MLIR's parsers:
//! a body written without its terminator gets one (`scf.yield`,
//! `scf.reduce`, `scf.forall.in_parallel`: [`ImplicitTerminator`]), and a
//! terminator with nothing to show is left out when printing.

use super::{InParallelOp, ReduceOp, YieldOp};
use crate::ir::{
    Argument, Context, Delimiter, Diagnostic, ImplicitTerminator, OpAsmParser, OpAsmPrinter, OpAssembly, OpView,
    OperationState, RegionPrintOptions, Type, UnresolvedOperand, ValueId,
};

use super::{forall_bounds, MixedBound};

type PResult<T> = Result<T, Diagnostic>;

/// `scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) : i64 {..}`.
pub const FOR_ASSEMBLY: OpAssembly = OpAssembly::new(parse_for, print_for).has_custom_assembly_format();
/// `scf.if %c -> (i32) {..} else {..}`.
pub const IF_ASSEMBLY: OpAssembly = OpAssembly::new(parse_if, print_if).has_custom_assembly_format();
/// `scf.while (%a = %x) : (i32) -> i32 {..} do {..} attributes {..}`.
pub const WHILE_ASSEMBLY: OpAssembly = OpAssembly::new(parse_while, print_while).has_custom_assembly_format();
/// `scf.execute_region -> i32 no_inline {..}`.
pub const EXECUTE_REGION_ASSEMBLY: OpAssembly =
    OpAssembly::new(parse_execute_region, print_execute_region).has_custom_assembly_format();
/// `scf.index_switch %i -> i32 case 1 {..} default {..}`: `$arg attr-dict
/// (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\n`
/// `` `default` $defaultRegion`.
pub const INDEX_SWITCH_ASSEMBLY: OpAssembly = OpAssembly::new(parse_index_switch, print_index_switch);
/// `scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> i32 {..}`.
pub const PARALLEL_ASSEMBLY: OpAssembly = OpAssembly::new(parse_parallel, print_parallel).has_custom_assembly_format();
/// `scf.reduce(%v : i32) {..}, {..}`: `(`(` $operands^ `:` type($operands)
/// `)`)? $reductions attr-dict`.
pub const REDUCE_ASSEMBLY: OpAssembly = OpAssembly::new(parse_reduce, print_reduce);
/// `scf.reduce.return %v : i32`: `$result attr-dict `:` type($result)`.
pub const REDUCE_RETURN_ASSEMBLY: OpAssembly = OpAssembly::new(parse_reduce_return, print_reduce_return);
/// `scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {..}`,
/// or with `= (..) to (..) step (..)` bounds.
pub const FORALL_ASSEMBLY: OpAssembly = OpAssembly::new(parse_forall, print_forall).has_custom_assembly_format();
/// `scf.forall.in_parallel {..}`.
pub const IN_PARALLEL_ASSEMBLY: OpAssembly =
    OpAssembly::new(parse_in_parallel, print_in_parallel).has_custom_assembly_format();
/// `scf.yield %a : i32`: `attr-dict ($results^ `:` type($results))?`.
pub const YIELD_ASSEMBLY: OpAssembly = OpAssembly::new(parse_yield, print_yield);
/// `scf.condition(%c) %a : i32`: `` `(` $condition `)` attr-dict ($args^ `:`
/// type($args))? ``.
pub const CONDITION_ASSEMBLY: OpAssembly = OpAssembly::new(parse_condition, print_condition);

const YIELD: ImplicitTerminator = ImplicitTerminator::op(YieldOp::NAME);
const REDUCE: ImplicitTerminator = ImplicitTerminator::op(ReduceOp::NAME);
const IN_PARALLEL: ImplicitTerminator = ImplicitTerminator::op(InParallelOp::NAME).with_regions(1);

/// A region without its entry block's header, printing its terminator or not.
fn body_region(block_terminators: bool) -> RegionPrintOptions {
    RegionPrintOptions { entry_block_args: false, block_terminators, ..RegionPrintOptions::CUSTOM }
}

/// A region argument named `name` of type `ty`.
fn argument(ctx: &Context, name: UnresolvedOperand, ty: Type) -> Argument {
    Argument { name, ty, attrs: ctx.empty_dictionary(), loc: None }
}

/// The arguments `arguments` with types `types`, in order.
fn typed(mut arguments: Vec<Argument>, types: impl IntoIterator<Item = Type>) -> Vec<Argument> {
    for (a, ty) in arguments.iter_mut().zip(types) {
        a.ty = ty;
    }
    arguments
}

fn types_of(v: &OpView<'_>, values: &[ValueId]) -> Vec<Type> {
    values.iter().map(|&x| v.body.value_type(x)).collect()
}

// ----- scf.for ---------------------------------------------------------------

fn parse_for(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    if p.parse_optional_keyword("unsigned") {
        state.add_attribute(ctx, "unsignedCmp", ctx.unit_attr());
    }
    let induction_var = p.parse_operand()?;
    p.parse_punct("=")?;
    let bounds_pos = p.position();
    let lower = p.parse_operand()?;
    p.parse_keyword("to")?;
    let upper = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let (mut iter_args, mut inits) = (Vec::new(), Vec::new());
    let inits_pos = p.position();
    if p.parse_optional_keyword("iter_args") {
        (iter_args, inits) = p.parse_assignment_list()?;
        state.result_types = p.parse_arrow_type_list()?;
    }
    if iter_args.len() != state.result_types.len() {
        let pos = p.name_position();
        return Err(p.error_at(pos, "mismatch in number of loop-carried values and defined values"));
    }
    let ty = if p.parse_optional_punct(":") { p.parse_type()? } else { ctx.index_type() };
    let mut region_args = vec![argument(ctx, induction_var, ty)];
    region_args.extend(typed(iter_args, state.result_types.iter().copied()));
    let body = state.add_region();
    p.parse_region(body, &region_args)?;
    p.ensure_terminator(body, YIELD);
    p.resolve_operands(&[lower, upper, step], &[ty; 3], bounds_pos, &mut state.operands)?;
    let result_types = state.result_types.clone();
    p.resolve_operands(&inits, &result_types, inits_pos, &mut state.operands)?;
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_for(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let operands = v.operands();
    let [lower, upper, step, ref inits @ ..] = operands[..] else { return };
    let args = p.region_arguments(0);
    let Some((&induction_var, iter_args)) = args.split_first() else { return };
    if v.attr("unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    p.write(" ");
    p.print_operand(induction_var);
    p.write(" = ");
    p.print_operand(lower);
    p.write(" to ");
    p.print_operand(upper);
    p.write(" step ");
    p.print_operand(step);
    if !inits.is_empty() {
        p.write(" iter_args");
        p.print_assignment_list(iter_args, inits);
        p.write(" -> (");
        p.print_type_list(&types_of(v, inits));
        p.write(")");
    }
    p.write(" ");
    let ty = v.body.value_type(induction_var);
    if !v.ctx.is_index(ty) {
        p.write(" : ");
        p.print_type(ty);
        p.write(" ");
    }
    p.print_region(0, body_region(!inits.is_empty()));
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["unsignedCmp"]);
}

// ----- scf.if ------------------------------------------------------------------

fn parse_if(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let then_region = state.add_region();
    let else_region = state.add_region();
    let ctx = p.context();
    let condition = p.parse_operand()?;
    state.operands.push(p.resolve_operand(&condition, ctx.integer_type(1))?);
    state.result_types = p.parse_optional_arrow_type_list()?;
    p.parse_region(then_region, &[])?;
    p.ensure_terminator(then_region, YIELD);
    if p.parse_optional_keyword("else") {
        p.parse_region(else_region, &[])?;
        p.ensure_terminator(else_region, YIELD);
    }
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_if(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let Some(&condition) = v.operands().first() else { return };
    p.write(" ");
    p.print_operand(condition);
    let results = v.result_types();
    if !results.is_empty() {
        p.write(" -> (");
        p.print_type_list(&results);
        p.write(")");
    }
    p.write(" ");
    // The yields are printed when they carry the results.
    let terminators = !results.is_empty();
    p.print_region(0, body_region(terminators));
    if !p.region_is_empty(1) {
        p.write(" else ");
        p.print_region(1, body_region(terminators));
    }
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
}

// ----- scf.while ---------------------------------------------------------------

fn parse_while(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let before = state.add_region();
    let after = state.add_region();
    let (args, inits) = p.parse_optional_assignment_list()?.unwrap_or_default();
    let type_pos = p.position();
    p.parse_colon()?;
    let (inputs, results) = p.parse_function_type()?;
    state.result_types = results;
    if inputs.len() != inits.len() {
        return Err(p.error_at(
            type_pos,
            format!("expected as many input types as operands (expected {} got {})", inits.len(), inputs.len()),
        ));
    }
    let pos = p.position();
    p.resolve_operands(&inits, &inputs, pos, &mut state.operands)?;
    p.parse_region(before, &typed(args, inputs))?;
    p.parse_keyword("do")?;
    p.parse_region(after, &[])?;
    p.parse_optional_attr_dict_with_keyword(&mut state.attributes)
}

fn print_while(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let inits = v.operands();
    if !inits.is_empty() {
        p.write(" ");
        let args = p.region_arguments(0);
        p.print_assignment_list(&args, &inits);
    }
    p.write(" : ");
    p.print_functional_type(&v.operand_types(), &v.result_types());
    p.write(" ");
    p.print_region(0, body_region(true));
    p.write(" do ");
    p.print_region(1, RegionPrintOptions::CUSTOM);
    let attrs = p.op_attributes();
    p.print_optional_attr_dict_with_keyword(&attrs, &[]);
}

// ----- scf.execute_region ------------------------------------------------------

fn parse_execute_region(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    state.result_types = p.parse_optional_arrow_type_list()?;
    if p.parse_optional_keyword("no_inline") {
        let ctx = p.context();
        state.add_attribute(ctx, "no_inline", ctx.unit_attr());
    }
    let body = state.add_region();
    p.parse_region(body, &[])?;
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_execute_region(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    p.print_optional_arrow_type_list(&v.result_types());
    p.write(" ");
    if v.attr("no_inline").is_some() {
        p.write("no_inline ");
    }
    p.print_region(0, body_region(true));
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["no_inline"]);
}

// ----- scf.index_switch --------------------------------------------------------

fn parse_index_switch(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    let arg = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    if p.parse_optional_arrow() {
        state.result_types = p.parse_type_list()?;
    }
    // Region 0 is the default one, read last; the cases follow it.
    let default_region = state.add_region();
    let mut cases = Vec::new();
    while p.parse_optional_keyword("case") {
        cases.push(i128::from(p.parse_integer()?));
        let region = state.add_region();
        p.parse_region(region, &[])?;
    }
    state.add_attribute(ctx, "cases", ctx.dense_i64_array_attr(&cases));
    p.parse_keyword("default")?;
    p.parse_region(default_region, &[])?;
    p.ensure_terminator(default_region, YIELD);
    state.operands.push(p.resolve_operand(&arg, ctx.index_type())?);
    Ok(())
}

fn print_index_switch(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let Some(&arg) = v.operands().first() else { return };
    p.write(" ");
    p.print_operand(arg);
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["cases"]);
    let results = v.result_types();
    if !results.is_empty() {
        p.write(" -> ");
        p.print_type_list(&results);
    }
    p.write(" ");
    let cases = super::index_switch_cases(v.ctx, v.body, v.op);
    for (i, case) in cases.iter().enumerate() {
        p.print_newline();
        p.write(&format!("case {case} "));
        p.print_region(i + 1, body_region(true));
    }
    p.print_newline();
    p.write("default ");
    let terminator = !p.can_elide_terminator(0);
    p.print_region(0, RegionPrintOptions { block_terminators: terminator, ..RegionPrintOptions::CUSTOM });
}

// ----- scf.parallel and scf.reduce --------------------------------------------

fn parse_parallel(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    let index = ctx.index_type();
    let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    p.parse_punct("=")?;
    let mut segments = [0i128; 4];
    for (k, keyword) in ["", "to", "step"].into_iter().enumerate() {
        if !keyword.is_empty() {
            p.parse_keyword(keyword)?;
        }
        let pos = p.position();
        let operands = p.parse_operand_list_in(Delimiter::Paren)?;
        if operands.len() != ivs.len() {
            return Err(p.error_at(pos, format!("expected {} operands", ivs.len())));
        }
        p.resolve_operands(&operands, &vec![index; operands.len()], pos, &mut state.operands)?;
        segments[k] = operands.len() as i128;
    }
    let mut inits = Vec::new();
    if p.parse_optional_keyword("init") {
        inits = p.parse_operand_list_in(Delimiter::Paren)?;
    }
    segments[3] = inits.len() as i128;
    state.result_types = p.parse_optional_arrow_type_list()?;
    let body = state.add_region();
    p.parse_region(body, &typed(ivs, std::iter::repeat(index)))?;
    state.add_attribute(ctx, "operandSegmentSizes", ctx.dense_i32_array_attr(&segments));
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let result_types = state.result_types.clone();
    let pos = p.name_position();
    p.resolve_operands(&inits, &result_types, pos, &mut state.operands)?;
    p.ensure_terminator(body, REDUCE);
    Ok(())
}

fn print_parallel(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let operands = v.operands();
    let ivs = p.region_arguments(0);
    let rank = ivs.len();
    if operands.len() < 3 * rank {
        return;
    }
    let (bounds, inits) = operands.split_at(3 * rank);
    p.write(" (");
    p.print_operands(ivs.iter().copied());
    for (k, prefix) in [") = (", ") to (", ") step ("].into_iter().enumerate() {
        p.write(prefix);
        p.print_operands(bounds[k * rank..(k + 1) * rank].iter().copied());
    }
    p.write(")");
    if !inits.is_empty() {
        p.write(" init (");
        p.print_operands(inits.iter().copied());
        p.write(")");
    }
    p.print_optional_arrow_type_list(&v.result_types());
    p.write(" ");
    p.print_region(0, body_region(true));
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
}

fn parse_reduce(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    if p.parse_optional_punct("(") {
        let pos = p.position();
        let operands = p.parse_operand_list()?;
        let types = p.parse_colon_type_list()?;
        p.parse_punct(")")?;
        p.resolve_operands(&operands, &types, pos, &mut state.operands)?;
    }
    if p.peek_char() == b'{' {
        loop {
            let region = state.add_region();
            p.parse_region(region, &[])?;
            if !p.parse_optional_comma() {
                break;
            }
        }
    }
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_reduce(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let operands = v.operands();
    if !operands.is_empty() {
        p.write("(");
        p.print_operands(operands.iter().copied());
        p.write(" : ");
        p.print_type_list(&v.operand_types());
        p.write(")");
    }
    // MLIR's generated printer writes the space before the regions even
    // when there are none (`scf.reduce `).
    p.write(" ");
    for i in 0..p.num_regions() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region(i, RegionPrintOptions::CUSTOM);
    }
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
}

fn parse_reduce_return(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let result = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&result, ty)?);
    Ok(())
}

fn print_reduce_return(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let Some(&result) = v.operands().first() else { return };
    p.write(" ");
    p.print_operand(result);
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type(v.body.value_type(result));
}

// ----- scf.forall --------------------------------------------------------------

/// One list of an `scf.forall`'s bounds as written: a dynamic entry is an
/// operand, a static one a constant.
#[derive(Default)]
struct IndexList {
    operands: Vec<UnresolvedOperand>,
    position: usize,
    statics: Vec<i128>,
}

/// `(%a, 4, %b)` (MLIR's `parseDynamicIndexList` with parentheses): each
/// operand stands for a dynamic entry (`ShapedType::kDynamic` in the static
/// list).
fn parse_index_list(p: &mut OpAsmParser<'_>) -> PResult<IndexList> {
    let position = p.position();
    let mut list = IndexList { operands: Vec::new(), position, statics: Vec::new() };
    p.parse_comma_separated_list(Delimiter::Paren, |p| {
        match p.parse_optional_operand()? {
            Some(operand) => {
                list.operands.push(operand);
                list.statics.push(super::DYNAMIC);
            }
            None => list.statics.push(i128::from(p.parse_integer()?)),
        }
        Ok(())
    })?;
    Ok(list)
}

fn resolve_index_list(p: &mut OpAsmParser<'_>, list: &IndexList, state: &mut OperationState) -> PResult<()> {
    let index = p.context().index_type();
    p.resolve_operands(&list.operands, &vec![index; list.operands.len()], list.position, &mut state.operands)
}

fn parse_forall(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let ctx = p.context();
    let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
    let rank = ivs.len();
    let mut lists: [IndexList; 3] = Default::default();
    if p.parse_optional_keyword("in") {
        lists[1] = parse_index_list(p)?;
        resolve_index_list(p, &lists[1], state)?;
        lists[0].statics = vec![0; rank];
        lists[2].statics = vec![1; rank];
    } else {
        p.parse_punct("=")?;
        for (k, keyword) in ["", "to", "step"].into_iter().enumerate() {
            if !keyword.is_empty() {
                p.parse_keyword(keyword)?;
            }
            lists[k] = parse_index_list(p)?;
            resolve_index_list(p, &lists[k], state)?;
        }
    }
    let outs_pos = p.position();
    let (mut out_args, mut outs) = (Vec::new(), Vec::new());
    if p.parse_optional_keyword("shared_outs") {
        (out_args, outs) = p.parse_assignment_list()?;
        state.result_types = p.parse_optional_arrow_type_list()?;
        let result_types = state.result_types.clone();
        p.resolve_operands(&outs, &result_types, outs_pos, &mut state.operands)?;
    }
    let mut region_args = typed(ivs, std::iter::repeat(ctx.index_type()));
    region_args.extend(typed(out_args, state.result_types.iter().copied()));
    let body = state.add_region();
    p.parse_region(body, &region_args)?;
    p.ensure_terminator(body, IN_PARALLEL);
    p.parse_optional_attr_dict(&mut state.attributes)?;
    for (name, list) in ["staticLowerBound", "staticUpperBound", "staticStep"].into_iter().zip(&lists) {
        state.add_attribute(ctx, name, ctx.dense_i64_array_attr(&list.statics));
    }
    let segments = [lists[0].operands.len(), lists[1].operands.len(), lists[2].operands.len(), outs.len()];
    let segments = segments.map(|n| n as i128);
    state.add_attribute(ctx, "operandSegmentSizes", ctx.dense_i32_array_attr(&segments));
    Ok(())
}

/// `(%a, 4)` (MLIR's `printDynamicIndexList` with parentheses).
fn print_index_list(p: &mut OpAsmPrinter<'_>, list: &[MixedBound]) {
    p.write("(");
    for (i, bound) in list.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match *bound {
            MixedBound::Static(value) => p.write(&value.to_string()),
            MixedBound::Dynamic(value) => p.print_operand(value),
        }
    }
    p.write(")");
}

/// Whether every entry of `list` is the constant `expected`, an operand
/// defined by a constant op included (MLIR's `getConstantIntValue`).
fn all_constant(v: &OpView<'_>, list: &[MixedBound], expected: i128) -> bool {
    list.iter().all(|bound| match *bound {
        MixedBound::Static(value) => i128::from(value) == expected,
        MixedBound::Dynamic(value) => crate::rewrite::constant_value(v.ctx, v.body, value)
            .and_then(|c| v.ctx.int_value(c))
            .is_some_and(|c| c == expected),
    })
}

fn print_forall(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let [lower, upper, step] = forall_bounds(v.ctx, v.body, v.op).unwrap_or_default();
    let rank = lower.len();
    let args = p.region_arguments(0);
    let (ivs, out_args) = args.split_at(rank.min(args.len()));
    let operands = v.operands();
    let outs = &operands[operands.len().saturating_sub(v.result_types().len())..];
    p.write(" (");
    p.print_operands(ivs.iter().copied());
    // MLIR's `isNormalized`: lower bounds 0 and steps 1 are left out.
    if all_constant(v, &lower, 0) && all_constant(v, &step, 1) {
        p.write(") in ");
        print_index_list(p, &upper);
    } else {
        p.write(") = ");
        print_index_list(p, &lower);
        p.write(" to ");
        print_index_list(p, &upper);
        p.write(" step ");
        print_index_list(p, &step);
    }
    if !outs.is_empty() {
        p.write(" shared_outs");
        p.print_assignment_list(out_args, outs);
    }
    p.write(" ");
    let results = v.result_types();
    if !out_args.is_empty() {
        p.write("-> (");
        p.print_type_list(&results);
        p.write(") ");
    }
    p.print_region(0, body_region(!results.is_empty()));
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"]);
}

fn parse_in_parallel(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    let body = state.add_region();
    p.parse_region(body, &[])?;
    p.ensure_block(body);
    p.parse_optional_attr_dict(&mut state.attributes)
}

fn print_in_parallel(_: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    p.write(" ");
    p.print_region(0, body_region(false));
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
}

// ----- scf.yield and scf.condition -------------------------------------------------

/// `%a, %b : i32, i64` if an operand comes next, resolved into `into`.
fn parse_optional_typed_operands(p: &mut OpAsmParser<'_>, into: &mut Vec<ValueId>) -> PResult<()> {
    let pos = p.position();
    let operands = p.parse_operand_list()?;
    if operands.is_empty() {
        return Ok(());
    }
    let types = p.parse_colon_type_list()?;
    p.resolve_operands(&operands, &types, pos, into)
}

fn print_optional_typed_operands(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>, operands: &[ValueId]) {
    if operands.is_empty() {
        return;
    }
    p.write(" ");
    p.print_operands(operands.iter().copied());
    p.write(" : ");
    p.print_type_list(&types_of(v, operands));
}

fn parse_yield(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut state.attributes)?;
    parse_optional_typed_operands(p, &mut state.operands)
}

fn print_yield(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
    print_optional_typed_operands(v, p, &v.operands());
}

fn parse_condition(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> PResult<()> {
    p.parse_punct("(")?;
    let condition = p.parse_operand()?;
    p.parse_punct(")")?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    let mut args = Vec::new();
    // Read before resolving, as MLIR's generated parser: the condition is
    // resolved first.
    let pos = p.position();
    let names = p.parse_operand_list()?;
    let types = if names.is_empty() { Vec::new() } else { p.parse_colon_type_list()? };
    let ctx = p.context();
    state.operands.push(p.resolve_operand(&condition, ctx.integer_type(1))?);
    p.resolve_operands(&names, &types, pos, &mut args)?;
    state.operands.extend(args);
    Ok(())
}

fn print_condition(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let operands = v.operands();
    let Some((&condition, args)) = operands.split_first() else { return };
    p.write("(");
    p.print_operand(condition);
    p.write(")");
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
    print_optional_typed_operands(v, p, args);
}
