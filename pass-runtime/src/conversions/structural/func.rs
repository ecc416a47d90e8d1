//! Type conversion across `func` calls and returns (MLIR's
//! `FuncConversions.h`): the patterns that give `func.call` and
//! `func.return` the converted types of their operands and results, and
//! the legality checks MLIR pairs them with (`test-decompose-call-graph-types`
//! uses them).

use std::sync::Arc;

use smallvec::SmallVec;

use crate::conversion::{
    ConversionPatternRewriter, ConversionPatternSet, FnOpConversionPattern, TypeConverter, TypeVec,
};
use crate::dialects::func::{CallOp, CallOpAdaptor, ReturnOp};
use crate::ir::{Body, Context, OpBuilder, OpId, OpSpec, Traits, ValueId};

/// Adds a pattern rebuilding each `func.call` with its operands' converted
/// values and its results' converted types, a result converted to several
/// types replaced by all of them (MLIR's `populateCallOpTypeConversionPattern`).
/// The call keeps its properties and attributes.
pub fn populate_call_op_type_conversion_pattern(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let pattern = FnOpConversionPattern::<CallOp>::from_fn(ctx, "CallOpSignatureConversion", convert_call);
    patterns.add_conversion(pattern.with_type_converter(converter.clone()));
}

fn convert_call(call: CallOp, adaptor: &CallOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let Some(converter) = rw.type_converter() else { return false };
    let (body, op) = (rw.body(), call.id());
    let mut result_types = TypeVec::new();
    // Where each original result's replacements end among the new results.
    let mut ends: SmallVec<[usize; 4]> = SmallVec::new();
    for result in body.results(op) {
        if !converter.convert_type_into(ctx, body.value_type(result), &mut result_types) {
            return rw.notify_match_failure("a result type does not convert");
        }
        ends.push(result_types.len());
    }
    let spec = OpSpec {
        operands: adaptor.operands(),
        results: &result_types,
        props: body.props(op),
        attrs: body.attrs(op),
        ..OpSpec::new(ctx, body.op_name(op), body.loc(op))
    };
    let call = rw.create(&spec);
    let new_results: SmallVec<[ValueId; 4]> = rw.body().results(call).collect();
    let replacements: SmallVec<[&[ValueId]; 4]> =
        ends.iter().scan(0, |start, &end| Some(&new_results[std::mem::replace(start, end)..end])).collect();
    rw.replace_op_with_multiple(op, &replacements);
    true
}

/// Adds a pattern rebuilding each `func.return` with its operands' converted
/// values, an operand converted to several values returning all of them
/// (MLIR's `populateReturnOpTypeConversionPattern`). As in MLIR, the new
/// return has no discardable attributes.
pub fn populate_return_op_type_conversion_pattern(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let pattern = FnOpConversionPattern::<ReturnOp>::from_fn(ctx, "ReturnOpTypeConversion", |ret, adaptor, rw| {
        let loc = rw.body().loc(ret.id());
        ReturnOp::build(rw, loc, adaptor.operands());
        rw.erase_op(ret.id());
        true
    });
    patterns.add_conversion(pattern.with_type_converter(converter.clone()));
}

/// Whether `op` is legal for a conversion using the return pattern (MLIR's
/// `isLegalForReturnOpTypeConversionPattern`): a `func.return` is when its
/// operand types are legal (or always, with `return_op_always_legal`, for a
/// conversion that keeps function boundaries); any other return-like op
/// is, since it is converted with its parent; other ops are not, so that a
/// target combines this with its other rules.
pub fn is_legal_for_return_op_type_conversion_pattern(
    ctx: &Context,
    body: &Body,
    op: OpId,
    converter: &TypeConverter,
    return_op_always_legal: bool,
) -> bool {
    if ReturnOp::isa(&(ctx, body), op) && !return_op_always_legal {
        return converter.is_legal_op(ctx, body, op);
    }
    ctx.op_def(body.op_name(op)).is_some_and(|def| def.has(Traits::RETURN_LIKE))
}

/// Whether `op` is neither a branch nor a return that the patterns above
/// must convert (MLIR's `isNotBranchOpInterfaceOrReturnLikeOp`): true for
/// an op that is not a terminator (an unregistered op may be one), that does
/// not end its block, or that is nested inside an op of the function's body;
/// false for the terminators of the function's own blocks, those at the top
/// level of an isolated body. MLIR asks whether the parent is a `func.func`;
/// a body's legality callbacks do not see its owner, so the terminators at
/// the top level of any function-like op's body (`llvm.func` too) count.
pub fn is_not_branch_op_interface_or_return_like_op(ctx: &Context, body: &Body, op: OpId) -> bool {
    let might_terminate = ctx.op_def(body.op_name(op)).is_none_or(|def| def.has(Traits::TERMINATOR));
    if !might_terminate {
        return true;
    }
    let Some(block) = body.op_block(op) else { return true };
    if body.last_op(block) != Some(op) {
        return true;
    }
    body.parent_op(op).is_some()
}
