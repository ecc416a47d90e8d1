//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

mod asm;

use super::{convert_props, converts_to_string};
use crate::ir::{Attribute, Body, Context, Diagnostic, Dialect, OpDef, OpId, OpView, Traits, ValueId};
use crate::rewrite::{FoldOutcome, Folder, OpFoldResult};

/// The dialect definition.
pub fn dialect() -> Dialect {
    Dialect::new("builtin")
        .op(OpDef::new(
            "builtin.module",
            Traits::ISOLATED_FROM_ABOVE
                | Traits::NO_TERMINATOR
                | Traits::SINGLE_BLOCK
                | Traits::SYMBOL_TABLE
                | Traits::GRAPH_REGION,
        )
        .inherent(&["sym_name", "sym_visibility"])
        .properties_check(|ctx, props| {
            convert_props(ctx, props, &[("sym_name", converts_to_string), ("sym_visibility", converts_to_string)])
        })
        .verifier(verify_module)
        .assembly(asm::MODULE_ASSEMBLY))
        .op(OpDef::new("builtin.unrealized_conversion_cast", Traits::PURE)
            .verifier(verify_unrealized_conversion_cast)
            .hook(Folder(fold_unrealized_conversion_cast))
            .assembly(asm::UNREALIZED_CONVERSION_CAST_ASSEMBLY))
}

fn verify_module(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let (host, regions) = v.body.op_region_host(v.op);
    if regions.len() != 1 {
        return Err(v.op_error("requires one region"));
    }
    super::expect_results(v, 0)?;
    super::expect_operands(v, 0)?;
    if let Some(b) = host.entry_block(regions[0]) {
        if !host.block_args(b).is_empty() {
            return Err(v.op_error("region should have no arguments"));
        }
    }
    super::check_visibility(v)?;
    if let Some(a) = v.attr("sym_name") {
        if v.ctx.str_value(a).is_none() {
            return Err(v.op_error("attribute 'sym_name' failed to satisfy constraint: string attribute"));
        }
    }
    Ok(())
}

/// MLIR's `UnrealizedConversionCastOp::verify` and its `ZeroRegions`.
fn verify_unrealized_conversion_cast(v: &OpView<'_>) -> Result<(), Diagnostic> {
    if v.body.num_regions(v.op) != 0 {
        return Err(v.op_error("requires zero regions"));
    }
    if v.body.num_results(v.op) == 0 {
        return Err(v.op_error("expected at least one result for cast operation"));
    }
    Ok(())
}

/// MLIR's `UnrealizedConversionCastOp::fold`: a cast to the operands' own
/// types is its operands; a cast undoing a cast whose every result it takes
/// is the first cast's operands.
fn fold_unrealized_conversion_cast(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    _operands: &[Option<Attribute>],
) -> FoldOutcome {
    let values = |vs: &[ValueId]| FoldOutcome::Results(vs.iter().map(|&v| OpFoldResult::Value(v)).collect());
    let inputs: Vec<ValueId> = body.operands(op).collect();
    let outputs: Vec<ValueId> = body.results(op).collect();
    let types = |vs: &[ValueId]| vs.iter().map(|&v| body.value_type(v)).collect::<Vec<_>>();
    if outputs.is_empty() {
        // MLIR reports an in-place change that changes nothing; nothing to do.
        return FoldOutcome::Failed;
    }
    if types(&inputs) == types(&outputs) {
        return values(&inputs);
    }
    let Some(&first) = inputs.first() else { return FoldOutcome::Failed };
    let Some(input_op) = body.defining_op(first) else { return FoldOutcome::Failed };
    if body.op_name(input_op) != body.op_name(op) {
        return FoldOutcome::Failed;
    }
    let input_results: Vec<ValueId> = body.results(input_op).collect();
    let input_operands: Vec<ValueId> = body.operands(input_op).collect();
    if input_results != inputs || types(&input_operands) != types(&outputs) {
        return FoldOutcome::Failed;
    }
    let _ = ctx;
    values(&input_operands)
}
