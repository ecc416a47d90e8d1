//! Type conversion patterns that match ops by interface rather than by name:
//! the signature of a function-like op ([`FunctionLike`], MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern`) and the operands a
//! branch forwards to its successors ([`BranchOp`], MLIR's
//! `populateBranchOpInterfaceTypeConversionPattern`), with the legality
//! check MLIR pairs with the branch pattern.

use std::sync::Arc;

use smallvec::SmallVec;

use crate::dialects::FunctionLike;
use crate::interfaces::BranchOp;
use crate::ir::{Attribute, Body, Context, OpId, Type, ValueId};
use crate::rewrite::PatternInfo;

use crate::conversion::{
    ConversionPatternRewriter, ConversionPatternSet, FnConversionPattern, OpAdaptor, TypeConverter,
};

/// Adds a pattern converting the signature of the function-like ops named
/// `op_name` (those with the [`FunctionLike`] interface and a builtin
/// function type) with `converter`: the function type's inputs and
/// results, and the entry block's arguments, as MLIR's
/// `FunctionOpInterfaceSignatureConversion` does. Other blocks keep their
/// arguments: the branches to them are converted by
/// the patterns of the blocks' branches ([`super::populate_cf_structural_type_conversions`]).
/// The argument
/// and result attribute arrays follow the new counts as MLIR's
/// `setFunctionType` makes them follow: cut to the new count, or padded
/// with empty dictionaries, and dropped when all are empty.
pub fn populate_function_op_interface_type_conversion_pattern(
    ctx: &Context,
    op_name: &str,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let info = PatternInfo::new(ctx, "FunctionOpInterfaceSignatureConversion", op_name);
    patterns.add_conversion(
        FnConversionPattern::new(info, convert_function_signature).with_type_converter(converter.clone()),
    );
}

fn convert_function_signature(op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let Some(converter) = rw.type_converter() else { return false };
    let body = rw.body();
    let Some(function) = ctx.op_def(body.op_name(op)).and_then(|d| d.get_interface::<FunctionLike>()).copied() else {
        return rw.notify_match_failure("the op is not function-like");
    };
    let Some(fn_type) = function.function_type(ctx, body.props(op), body.attrs(op)) else {
        return rw.notify_match_failure("the op has no function type");
    };
    let Some((inputs, results)) = ctx.function_signature(fn_type) else {
        return rw.notify_match_failure("the function type is not a builtin function type");
    };
    let (old_inputs, old_results) = (inputs.len(), results.len());
    let Some((conversion, new_results)) = converter.convert_signature(ctx, fn_type) else {
        return rw.notify_match_failure("the signature's types do not convert");
    };
    if rw.convert_isolated_region_types(op, 0, Some(&conversion)).is_err() {
        return rw.notify_match_failure("the entry block's arguments do not convert");
    }
    let new_type = ctx.function_type(conversion.converted_types(), &new_results);
    let (new_inputs, new_results) = (conversion.converted_types().len(), new_results.len());
    rw.modify_op_in_place(op, |body| {
        set_function_type(ctx, body, op, function.type_attr_name, new_type);
        resize_arg_res_attrs(ctx, body, op, "arg_attrs", old_inputs, new_inputs);
        resize_arg_res_attrs(ctx, body, op, "res_attrs", old_results, new_results);
    });
    true
}

/// Writes `ty` where the op keeps its function type: its property, or the
/// discardable attribute of an op that keeps it there.
fn set_function_type(ctx: &Context, body: &mut Body, op: OpId, name: &str, ty: Type) {
    let value = Some(ctx.type_attr(ty));
    if ctx.dict_get(body.props(op), name).is_none() && ctx.dict_get(body.attrs(op), name).is_some() {
        body.set_attr(ctx, op, name, value);
    } else {
        body.set_prop(ctx, op, name, value);
    }
}

/// MLIR's `setFunctionType` for one of `arg_attrs`/`res_attrs`: when the
/// count changes, the array is dropped (no entries left, or all empty),
/// cut, or padded with empty dictionaries.
fn resize_arg_res_attrs(ctx: &Context, body: &mut Body, op: OpId, name: &str, old: usize, new: usize) {
    if old == new {
        return;
    }
    let in_props = ctx.dict_get(body.props(op), name).is_some();
    let Some(current) = body.attr(ctx, op, name) else { return };
    let resized = if new == 0 {
        None
    } else {
        let empty = ctx.empty_dictionary();
        let mut dicts: Vec<Attribute> = ctx.array_elements(current).map(<[Attribute]>::to_vec).unwrap_or_default();
        dicts.resize(new, empty);
        (!dicts.iter().all(|&d| d == empty)).then(|| ctx.array_attr(&dicts))
    };
    if in_props {
        body.set_prop(ctx, op, name, resized);
    } else {
        body.set_attr(ctx, op, name, resized);
    }
}

/// Which forwarded operands a branch pattern converts: given the branch and
/// an operand's index, whether to convert it (MLIR's
/// `shouldConvertBranchOperand`).
pub type ShouldConvertBranchOperand = dyn Fn(&Context, &Body, OpId, usize) -> bool + Send + Sync;

/// Adds a pattern giving the operands that branches (ops with the
/// [`BranchOp`] interface) forward to their successors the values standing
/// for them after conversion, so that they match successor blocks whose
/// arguments were converted; the other operands are kept. With
/// `should_convert`, only the operands it accepts. A forwarded operand that
/// converts to several values is a match failure (MLIR aborts there).
pub fn populate_branch_op_interface_type_conversion_pattern(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
    should_convert: Option<Arc<ShouldConvertBranchOperand>>,
) {
    let info = PatternInfo::any_op("BranchOpInterfaceTypeConversion");
    let apply = move |op, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>| {
        convert_branch_operands(op, operands, rw, should_convert.as_deref())
    };
    patterns.add_conversion(FnConversionPattern::new(info, apply).with_type_converter(converter.clone()));
}

fn convert_branch_operands(
    op: OpId,
    operands: &OpAdaptor<'_>,
    rw: &mut ConversionPatternRewriter<'_, '_>,
    should_convert: Option<&ShouldConvertBranchOperand>,
) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let Some(branch) = ctx.op_def(body.op_name(op)).and_then(|d| d.get_interface::<BranchOp>()).cloned() else {
        return false;
    };
    let mut new_operands: SmallVec<[ValueId; 8]> = body.operands(op).collect();
    for successor in 0..body.successors(op).len() {
        let Some(forwarded) = (branch.successor_operands)(ctx, body, op, successor) else {
            return rw.notify_match_failure("malformed branch");
        };
        for index in forwarded {
            if should_convert.is_some_and(|keep| !keep(ctx, body, op, index)) {
                continue;
            }
            let Some(converted) = operands.single(index) else {
                return rw.notify_match_failure("a forwarded operand converts to several values");
            };
            new_operands[index] = converted;
        }
    }
    rw.modify_op_in_place(op, |body| body.set_operands(op, &new_operands));
    true
}

/// Whether `op` is a branch whose forwarded operands all have legal types
/// (MLIR's `isLegalForBranchOpInterfaceTypeConversionPattern`): false for
/// an op that is not a branch, so that a target combines it with its other
/// rules (`|| is_not_branch_op_interface_or_return_like_op(..)`).
pub fn is_legal_for_branch_op_interface_type_conversion_pattern(
    ctx: &Context,
    body: &Body,
    op: OpId,
    converter: &TypeConverter,
) -> bool {
    let Some(branch) = ctx.op_def(body.op_name(op)).and_then(|d| d.get_interface::<BranchOp>()) else {
        return false;
    };
    let operands: SmallVec<[ValueId; 8]> = body.operands(op).collect();
    (0..body.successors(op).len()).all(|successor| {
        (branch.successor_operands)(ctx, body, op, successor).is_some_and(|forwarded| {
            operands.get(forwarded).is_some_and(|values| values.iter().all(|&v| converter.is_legal_value(ctx, body, v)))
        })
    })
}
