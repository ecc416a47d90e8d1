//! `test-decompose-call-graph-types`, as MLIR's `TestDecomposeCallGraphTypes`:
//! a partial conversion that splits `tuple` types into their elements at
//! call graph boundaries, made of the conversion kit's function, call and
//! return patterns and a 1:N type converter. Where a tuple value is still
//! needed (an unconverted branch, an op of another dialect), the
//! materializations rebuild it with `test.make_tuple` or take it apart with
//! `test.get_tuple_element`.

use crate::dialects::func::{CallOp, FuncOp, ReturnOp};
use std::sync::Arc;

use smallvec::SmallVec;

use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternSet, ConversionTarget, TypeConverter, TypeVec,
};
use crate::conversions::structural::{
    populate_call_op_type_conversion_pattern, populate_function_op_interface_type_conversion_pattern,
    populate_return_op_type_conversion_pattern,
};
use crate::ir::{Context, Location, NamedAttr, OpSpec, Type, TypeKind, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};
use crate::rewrite::PatternRewriter;

use super::TestDecomposeCallGraphTypes;

impl PassBehavior for TestDecomposeCallGraphTypes {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let converter = Arc::new(tuple_decomposer());
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("test");
        let return_types = converter.clone();
        target.add_dynamically_legal_op(ctx.op_name(ReturnOp::NAME), move |ctx, body, op| {
            body.operands(op).all(|v| return_types.is_legal_type(ctx, body.value_type(v)))
        });
        let call_types = converter.clone();
        target.add_dynamically_legal_op(ctx.op_name(CallOp::NAME), move |ctx, body, op| {
            call_types.is_legal_op(ctx, body, op)
        });
        let signature_types = converter.clone();
        target.add_dynamically_legal_op(ctx.op_name(FuncOp::NAME), move |ctx, body, op| {
            body.attr(ctx, op, "function_type")
                .and_then(|t| ctx.type_value(t))
                .is_some_and(|t| signature_types.is_signature_legal(ctx, t))
        });

        let mut patterns = ConversionPatternSet::new();
        populate_function_op_interface_type_conversion_pattern(ctx, FuncOp::NAME, &converter, &mut patterns);
        populate_return_op_type_conversion_pattern(ctx, &converter, &mut patterns);
        populate_call_op_type_conversion_pattern(ctx, &converter, &mut patterns);
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &ConversionConfig::default())
            .map(|_| ())
            .map_err(|e| e.emit(op))
    }
}

/// Every type as it is, but tuples, which become their elements, flattened.
fn tuple_decomposer() -> TypeConverter {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    converter.add_conversion_n(|ctx, t, out| {
        matches!(ctx.type_kind(t), TypeKind::Tuple(_)).then(|| {
            flatten(ctx, t, out);
            true
        })
    });
    converter.add_source_materialization(|rw, ty, inputs, loc| {
        let mut inputs = inputs.iter().copied();
        let tuple = make_tuple(rw, ty, &mut inputs, loc)?;
        inputs.next().is_none().then_some(tuple)
    });
    converter.add_target_materialization_n(decompose_tuple);
    converter
}

/// Pushes the leaves of `t` (itself, when not a tuple) onto `out`, in order.
fn flatten(ctx: &Context, t: Type, out: &mut TypeVec) {
    match ctx.type_kind(t) {
        TypeKind::Tuple(elements) => elements.iter().for_each(|&e| flatten(ctx, e, out)),
        _ => out.push(t),
    }
}

/// Builds a tuple of type `ty` from the leaves `inputs` yields, nested
/// tuples first, with `test.make_tuple`; `None` when `ty` is not a tuple or
/// the inputs run out.
fn make_tuple(
    rw: &mut PatternRewriter<'_>,
    ty: Type,
    inputs: &mut impl Iterator<Item = ValueId>,
    loc: Location,
) -> Option<ValueId> {
    let ctx = rw.context();
    let TypeKind::Tuple(element_types) = ctx.type_kind(ty) else { return None };
    let mut elements: SmallVec<[ValueId; 4]> = SmallVec::new();
    for &element in element_types.iter() {
        let value = match ctx.type_kind(element) {
            TypeKind::Tuple(_) => make_tuple(rw, element, inputs, loc)?,
            _ => inputs.next()?,
        };
        elements.push(value);
    }
    let spec = OpSpec { operands: &elements, results: &[ty], ..OpSpec::new(ctx, ctx.op_name("test.make_tuple"), loc) };
    let op = rw.create(&spec);
    Some(rw.body().result(op, 0))
}

/// Takes a tuple apart into its leaves with `test.get_tuple_element`, when
/// the one input is a tuple whose leaves have the `types` asked for.
fn decompose_tuple(
    rw: &mut PatternRewriter<'_>,
    types: &[Type],
    inputs: &[ValueId],
    loc: Location,
    _original: Option<Type>,
) -> Option<SmallVec<[ValueId; 1]>> {
    let ctx = rw.context();
    let &[tuple] = inputs else { return None };
    let tuple_type = rw.body().value_type(tuple);
    if !matches!(ctx.type_kind(tuple_type), TypeKind::Tuple(_)) {
        return None;
    }
    let mut leaves = TypeVec::new();
    flatten(ctx, tuple_type, &mut leaves);
    if leaves.as_slice() != types {
        return None;
    }
    let mut out = SmallVec::new();
    take_apart(rw, tuple, loc, &mut out);
    Some(out)
}

fn take_apart(rw: &mut PatternRewriter<'_>, value: ValueId, loc: Location, out: &mut SmallVec<[ValueId; 1]>) {
    let ctx = rw.context();
    let TypeKind::Tuple(element_types) = ctx.type_kind(rw.body().value_type(value)) else {
        out.push(value);
        return;
    };
    for (i, &element) in element_types.iter().enumerate() {
        let index = NamedAttr { name: ctx.ident("index"), value: ctx.integer_attr(ctx.i32(), i as i128) };
        let spec = OpSpec {
            operands: &[value],
            results: &[element],
            props: ctx.dictionary([index]),
            ..OpSpec::new(ctx, ctx.op_name("test.get_tuple_element"), loc)
        };
        let op = rw.create(&spec);
        let element_value = rw.body().result(op, 0);
        take_apart(rw, element_value, loc, out);
    }
}
