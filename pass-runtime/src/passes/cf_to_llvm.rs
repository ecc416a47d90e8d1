//! `convert-cf-to-llvm`: lowers `cf.br`, `cf.cond_br` and `cf.switch` to
//! `llvm.br`, `llvm.cond_br` and `llvm.switch`, as MLIR's
//! `ControlFlowToLLVM` does, with the dialect conversion framework. A branch
//! converts the signature of each successor block whose argument types are
//! not those of its converted operands (`index` arguments become `i64`);
//! uses of the old arguments get casts back (`unrealized_conversion_cast`).
//!
//! `cf.assert` is not lowered: MLIR turns it into a call of `abort` (after
//! `puts` of the message, a global) declared at the top of the module, which
//! a pattern working inside a function's body cannot create here; the pass
//! fails on it, as MLIR does on an op of `cf` that no pattern lowers.

use std::sync::Arc;

use smallvec::SmallVec;

use super::generated::ConvertControlFlowToLLVMPass;
use super::llvm_type_converter_func::{index_bitwidth, llvm_type_converter};
use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, OpAdaptor, TypeConverter,
};
use crate::ir::{AttrKind, Attribute, BlockId, Context, Ident, NamedAttr, OpId, OpName, OpSpec, Type, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};

impl PassBehavior for ConvertControlFlowToLLVMPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let converter = llvm_type_converter(ctx, index_bitwidth(self.options.index_bitwidth));
        let mut patterns = ConversionPatternSet::new();
        add_control_flow_patterns(ctx, &converter, &mut patterns);
        let mut target = llvm_conversion_target(ctx);
        // Only `cf` is lowered; the other ops (whose blocks the branches may
        // convert) are legal.
        target.mark_unknown_op_dynamically_legal(|ctx, body, op| ctx.op_dialect(body.op_name(op)) != "cf");
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &ConversionConfig::default())
            .map(|_| ())
            .map_err(|e| e.emit(op))
    }
}

/// MLIR's `LLVMConversionTarget`: the `llvm` dialect and
/// `builtin.unrealized_conversion_cast` are legal.
pub(super) fn llvm_conversion_target(ctx: &Context) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm");
    target.add_legal_op(ctx.op_name("builtin.unrealized_conversion_cast"));
    target
}

/// MLIR's `populateControlFlowToLLVMConversionPatterns`.
pub(super) fn add_control_flow_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    let names = BranchNames::new(ctx);
    patterns.add_conversion(BranchLowering {
        root: ctx.op_name("cf.br"),
        generated: [ctx.op_name("llvm.br")],
        converter: converter.clone(),
        names,
    });
    patterns.add_conversion(CondBranchLowering {
        root: ctx.op_name("cf.cond_br"),
        generated: [ctx.op_name("llvm.cond_br")],
        converter: converter.clone(),
        names,
    });
    patterns.add_conversion(SwitchLowering {
        root: ctx.op_name("cf.switch"),
        generated: [ctx.op_name("llvm.switch")],
        converter: converter.clone(),
        names,
    });
}

/// The attribute names the branch patterns read and write, interned once.
#[derive(Clone, Copy)]
struct BranchNames {
    segments: Ident,
    case_segments: Ident,
    case_values: Ident,
    branch_weights: Ident,
    loop_annotation: Ident,
}

impl BranchNames {
    fn new(ctx: &Context) -> Self {
        BranchNames {
            segments: ctx.ident("operandSegmentSizes"),
            case_segments: ctx.ident("case_operand_segments"),
            case_values: ctx.ident("case_values"),
            branch_weights: ctx.ident("branch_weights"),
            loop_annotation: ctx.ident("loop_annotation"),
        }
    }
}

/// `array<i32: ...>`.
pub(super) fn i32_array(ctx: &Context, values: &[i128]) -> Attribute {
    ctx.intern_attr(AttrKind::DenseArray { element: ctx.integer_type(32), values: values.into() })
}

/// The values of a dense array property of `op`.
fn dense_array(ctx: &Context, props: Attribute, name: Ident) -> Option<&[i128]> {
    let attr = ctx.dict_entries(props).iter().find(|a| a.name == name)?.value;
    match ctx.attr_kind(attr) {
        AttrKind::DenseArray { values, .. } => Some(values),
        _ => None,
    }
}

/// The value of property `name` of `props`.
fn prop(ctx: &Context, props: Attribute, name: Ident) -> Option<Attribute> {
    ctx.dict_entries(props).iter().find(|a| a.name == name).map(|a| a.value)
}

/// The types of `values`.
fn types_of(rw: &ConversionPatternRewriter<'_, '_>, values: &[ValueId]) -> SmallVec<[Type; 4]> {
    values.iter().map(|&v| rw.body().value_type(v)).collect()
}

/// Whether successor `block` can take operands of `expected` types: it
/// already does, or its converted signature is that (MLIR's
/// `getConvertedBlock`, without changing anything).
fn block_accepts(rw: &ConversionPatternRewriter<'_, '_>, tc: &TypeConverter, block: BlockId, expected: &[Type]) -> bool {
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

/// Checks every successor first, so that a failing pattern changes nothing,
/// then converts them in order (a block reached twice is converted once:
/// the second branch finds the converted block).
fn convert_successors(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    tc: &TypeConverter,
    op: OpId,
    operands: &[&[ValueId]],
) -> Option<SmallVec<[BlockId; 4]>> {
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

/// The remapped operands `range` of `operands`, flattened.
fn flatten(operands: &OpAdaptor<'_>, range: std::ops::Range<usize>) -> SmallVec<[ValueId; 4]> {
    range.flat_map(|i| operands.get(i).iter().copied()).collect()
}

/// MLIR's `BranchOpLowering`: `cf.br` to `llvm.br`, keeping the discardable
/// attributes (one named as `llvm.br`'s `loop_annotation` property becomes
/// it when it is one, and is dropped otherwise, as `setAttrs` does).
struct BranchLowering {
    root: OpName,
    generated: [OpName; 1],
    converter: Arc<TypeConverter>,
    names: BranchNames,
}

impl ConversionPattern for BranchLowering {
    fn root(&self) -> Option<OpName> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "BranchOpLowering"
    }
    fn generated_ops(&self) -> &[OpName] {
        &self.generated
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let flat = flatten(operands, 0..operands.len());
        let Some(dest) = convert_successors(rw, &self.converter, op, &[&flat]) else { return false };
        let mut props = Vec::new();
        let mut attrs = Vec::new();
        for a in ctx.dict_entries(rw.body().attrs(op)) {
            if a.name != self.names.loop_annotation {
                attrs.push(*a);
            } else if matches!(ctx.attr_kind(a.value), AttrKind::Dialect { text, .. } if text.starts_with("llvm.loop_annotation"))
            {
                props.push(*a);
            }
        }
        let (props, attrs) = (ctx.dictionary(props), ctx.dictionary(attrs));
        let loc = rw.body().loc(op);
        let spec =
            OpSpec { operands: &flat, props, attrs, successors: &dest, ..OpSpec::new(ctx, self.generated[0], loc) };
        rw.create(&spec);
        rw.replace_op(op, &[]);
        true
    }
}

/// MLIR's `CondBranchOpLowering`: `cf.cond_br` to `llvm.cond_br`, keeping
/// `branch_weights` and the discardable attributes.
struct CondBranchLowering {
    root: OpName,
    generated: [OpName; 1],
    converter: Arc<TypeConverter>,
    names: BranchNames,
}

impl ConversionPattern for CondBranchLowering {
    fn root(&self) -> Option<OpName> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "CondBranchOpLowering"
    }
    fn generated_ops(&self) -> &[OpName] {
        &self.generated
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let props = rw.body().props(op);
        let Some(&[1, n_true, n_false]) = dense_array(ctx, props, self.names.segments) else { return false };
        let (n_true, n_false) = (n_true as usize, n_false as usize);
        if operands.len() != 1 + n_true + n_false {
            return false;
        }
        let Some(cond) = operands.single(0) else {
            return rw.notify_match_failure("expected single element condition");
        };
        let on_true = flatten(operands, 1..1 + n_true);
        let on_false = flatten(operands, 1 + n_true..operands.len());
        let Some(dests) = convert_successors(rw, &self.converter, op, &[&on_true, &on_false]) else { return false };
        let mut new_props = vec![NamedAttr {
            name: self.names.segments,
            value: i32_array(ctx, &[1, on_true.len() as i128, on_false.len() as i128]),
        }];
        if let Some(weights) = prop(ctx, props, self.names.branch_weights) {
            new_props.push(NamedAttr { name: self.names.branch_weights, value: weights });
        }
        let mut all: SmallVec<[ValueId; 8]> = SmallVec::new();
        all.push(cond);
        all.extend_from_slice(&on_true);
        all.extend_from_slice(&on_false);
        let body = rw.body();
        let (attrs, loc) = (body.attrs(op), body.loc(op));
        let spec = OpSpec {
            operands: &all,
            props: ctx.dictionary(new_props),
            attrs,
            successors: &dests,
            ..OpSpec::new(ctx, self.generated[0], loc)
        };
        rw.create(&spec);
        rw.replace_op(op, &[]);
        true
    }
}

/// MLIR's `SwitchOpLowering`: `cf.switch` to `llvm.switch`, with the case
/// values and operand segments (and no other attribute).
struct SwitchLowering {
    root: OpName,
    generated: [OpName; 1],
    converter: Arc<TypeConverter>,
    names: BranchNames,
}

impl ConversionPattern for SwitchLowering {
    fn root(&self) -> Option<OpName> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "SwitchOpLowering"
    }
    fn generated_ops(&self) -> &[OpName] {
        &self.generated
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let props = rw.body().props(op);
        // MLIR's pattern takes one value per operand.
        let Some(values) = operands.one_to_one() else { return false };
        let Some(&[1, n_default, n_cases]) = dense_array(ctx, props, self.names.segments) else { return false };
        let (n_default, n_cases) = (n_default as usize, n_cases as usize);
        let case_segments = dense_array(ctx, props, self.names.case_segments).unwrap_or(&[]);
        if values.len() != 1 + n_default + n_cases
            || case_segments.iter().sum::<i128>() != n_cases as i128
            || case_segments.iter().any(|&n| n < 0)
        {
            return false;
        }
        let mut groups: SmallVec<[&[ValueId]; 4]> = SmallVec::new();
        groups.push(&values[1..1 + n_default]);
        let mut start = 1 + n_default;
        for &n in case_segments {
            groups.push(&values[start..start + n as usize]);
            start += n as usize;
        }
        let Some(dests) = convert_successors(rw, &self.converter, op, &groups) else { return false };
        let mut new_props = vec![
            NamedAttr { name: self.names.case_segments, value: i32_array(ctx, case_segments) },
            NamedAttr { name: self.names.segments, value: i32_array(ctx, &[1, n_default as i128, n_cases as i128]) },
        ];
        if let Some(case_values) = prop(ctx, props, self.names.case_values) {
            new_props.push(NamedAttr { name: self.names.case_values, value: case_values });
        }
        let loc = rw.body().loc(op);
        let spec = OpSpec {
            operands: values,
            props: ctx.dictionary(new_props),
            successors: &dests,
            ..OpSpec::new(ctx, self.generated[0], loc)
        };
        rw.create(&spec);
        rw.replace_op(op, &[]);
        true
    }
}
