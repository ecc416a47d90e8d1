//! Type conversion through `cf` branches (MLIR's
//! `StructuralTypeConversions.h`): the patterns that rebuild `cf.br`,
//! `cf.cond_br` and `cf.switch` with their operands' converted values and
//! convert the signatures of the blocks they reach, so that a conversion
//! changing a type also changes the blocks past a function's entry (the
//! function patterns convert only the entry block, as in MLIR 22). The
//! same successor conversion serves `convert-cf-to-llvm`.

use crate::dialects::cf::{BranchOp, CondBranchOp, SwitchOp};
use smallvec::SmallVec;

use crate::conversion::{
    ConversionPatternRewriter, ConversionPatternSet, ConversionTarget, FnConversionPattern, OpAdaptor, TypeConverter,
};
use crate::ir::{BlockId, Context, OpBuilder, OpId, OpSpec, Type, ValueId};
use crate::rewrite::PatternInfo;
use std::sync::Arc;

/// Adds the patterns rebuilding `cf.br`, `cf.cond_br` and `cf.switch`
/// with converted operands, their successor blocks converted to match
/// (MLIR's `populateCFStructuralTypeConversions`). `cf.br` and `cf.cond_br`
/// take an operand converted to several values as all of them; `cf.switch`
/// does not (a match failure, as its case operands are grouped one value
/// per operand).
pub fn populate_cf_structural_type_conversions(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    for (name, root) in [
        ("BranchOpConversion", BranchOp::NAME),
        ("CondBranchOpConversion", CondBranchOp::NAME),
        ("SwitchOpConversion", SwitchOp::NAME),
    ] {
        let info = PatternInfo::new(ctx, name, root);
        patterns.add_conversion(FnConversionPattern::new(info, convert_branch).with_type_converter(converter.clone()));
    }
}

/// Makes the three branches legal once their operands' types are
/// (MLIR's `populateCFStructuralTypeConversionTarget`).
pub fn populate_cf_structural_type_conversion_target(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    target: &mut ConversionTarget,
) {
    for name in [BranchOp::NAME, CondBranchOp::NAME, SwitchOp::NAME] {
        let converter = converter.clone();
        target.add_dynamically_legal_op(ctx.op_name(name), move |ctx, body, op| {
            body.operands(op).all(|v| converter.is_legal_value(ctx, body, v))
        });
    }
}

/// Both of the above (MLIR's `populateCFStructuralTypeConversionsAndLegality`).
pub fn populate_cf_structural_type_conversions_and_legality(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
    target: &mut ConversionTarget,
) {
    populate_cf_structural_type_conversions(ctx, converter, patterns);
    populate_cf_structural_type_conversion_target(ctx, converter, target);
}

/// Rebuilds a `cf` branch with the values standing for its operands, its
/// successors converted to take them. The operands of each successor are
/// flattened (a 1:N conversion passes all the values); the condition of
/// `cf.cond_br` and the flag of `cf.switch` must stay one value, and so must
/// `cf.switch`'s successor operands.
fn convert_branch(op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let ir = &*rw;
    let is_switch = SwitchOp::isa(ir, op);
    // The original operands before the successors' own (the condition or
    // the flag), then the number of original operands of each successor.
    let (leading, counts): (usize, SmallVec<[usize; 4]>) = if let Some(cond_br) = CondBranchOp::from_op(ir, op) {
        (1, [cond_br.true_dest_operands(ir).len(), cond_br.false_dest_operands(ir).len()].into_iter().collect())
    } else if let Some(switch) = SwitchOp::from_op(ir, op) {
        let cases = switch.case_operand_segments(ir).iter().map(|&n| usize::try_from(n).unwrap_or(0));
        (1, std::iter::once(switch.default_operands(ir).len()).chain(cases).collect())
    } else {
        (0, [ir.body().num_operands(op)].into_iter().collect())
    };
    let mut leading_values: SmallVec<[ValueId; 1]> = SmallVec::new();
    for i in 0..leading {
        let Some(v) = operands.single(i) else {
            return rw.notify_match_failure("expected single element condition");
        };
        leading_values.push(v);
    }
    let mut groups: SmallVec<[SmallVec<[ValueId; 4]>; 4]> = SmallVec::new();
    let mut next = leading;
    for &count in &counts {
        let values: SmallVec<[ValueId; 4]> =
            (next..next + count).flat_map(|i| operands.get(i).iter().copied()).collect();
        if is_switch && values.len() != count {
            return rw.notify_match_failure("a switch operand converts to several values");
        }
        groups.push(values);
        next += count;
    }
    let slices: SmallVec<[&[ValueId]; 4]> = groups.iter().map(|g| g.as_slice()).collect();
    let Some(successors) = convert_successors(rw, op, &slices) else { return false };
    let all: SmallVec<[ValueId; 8]> = leading_values.iter().chain(groups.iter().flatten()).copied().collect();
    let is_cond_br = CondBranchOp::isa(&*rw, op);
    let body = rw.body();
    let mut props = body.props(op);
    if is_cond_br {
        // The operand groups' sizes follow a 1:N conversion.
        let sizes = [1, groups[0].len() as i128, groups[1].len() as i128];
        props = ctx.dict_with(props, ctx.ident("operandSegmentSizes"), Some(ctx.dense_i32_array_attr(&sizes)));
    }
    let spec = OpSpec {
        operands: &all,
        successors: &successors,
        props,
        attrs: body.attrs(op),
        ..OpSpec::new(ctx, body.op_name(op), body.loc(op))
    };
    rw.create(&spec);
    rw.replace_op(op, &[]);
    true
}

/// The types of `values`.
fn types_of(rw: &ConversionPatternRewriter<'_, '_>, values: &[ValueId]) -> SmallVec<[Type; 4]> {
    values.iter().map(|&v| rw.body().value_type(v)).collect()
}

/// Whether successor `block` can take operands of `expected` types: it
/// already does, or its converted signature is that (MLIR's
/// `getConvertedBlock`, without changing anything).
fn block_accepts(
    rw: &ConversionPatternRewriter<'_, '_>,
    tc: &TypeConverter,
    block: BlockId,
    expected: &[Type],
) -> bool {
    let body = rw.body();
    let args = body.block_args(block);
    if args.len() == expected.len() && args.iter().zip(expected).all(|(&a, &t)| body.value_type(a) == t) {
        return true;
    }
    tc.convert_block_signature(rw.context(), body, block).is_some_and(|c| c.converted_types() == expected)
}

/// Successor `index` of `op` converted to take operands of `expected` types
/// (MLIR's `getConvertedBlock`); [`block_accepts`] must have said yes.
fn converted_successor(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    tc: &TypeConverter,
    op: OpId,
    index: usize,
    expected: &[Type],
) -> Option<BlockId> {
    let block = rw.body().successors(op)[index];
    let body = rw.body();
    let args = body.block_args(block);
    if args.len() == expected.len() && args.iter().zip(expected).all(|(&a, &t)| body.value_type(a) == t) {
        return Some(block);
    }
    let conversion = tc.convert_block_signature(rw.context(), body, block)?;
    if conversion.converted_types() != expected {
        return None;
    }
    Some(rw.apply_signature_conversion(block, &conversion))
}

/// The successors of `op` converted to take `operands` (one slice per
/// successor), with the pattern's type converter. Checks every successor
/// first, so that a failing pattern changes nothing, then converts them in
/// order (a block reached twice is converted once: the second branch finds
/// the converted block).
pub(crate) fn convert_successors(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    op: OpId,
    operands: &[&[ValueId]],
) -> Option<SmallVec<[BlockId; 4]>> {
    let tc = rw.type_converter()?;
    let expected: SmallVec<[SmallVec<[Type; 4]>; 4]> = operands.iter().map(|v| types_of(rw, v)).collect();
    let successors: SmallVec<[BlockId; 4]> = SmallVec::from_slice(rw.body().successors(op));
    if successors.len() != operands.len() {
        return None;
    }
    if !successors.iter().zip(&expected).all(|(&b, types)| block_accepts(rw, tc, b, types)) {
        rw.notify_match_failure("mismatch between adaptor operand types and computed block signature");
        return None;
    }
    (0..successors.len()).map(|i| converted_successor(rw, tc, op, i, &expected[i])).collect()
}
