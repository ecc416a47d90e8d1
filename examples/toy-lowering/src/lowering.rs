//! The behaviour half of the two passes declared in `passes.toml`: their
//! conversion patterns, targets and type converter, on the project's dialect
//! conversion framework (`pass_runtime::conversion`, `docs/conversion.md`).

use std::sync::Arc;

use pass_runtime::conversion::{
    apply_partial_conversion_on, Adaptor, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, FnOpConversionPattern, TypeConverter,
};
use pass_runtime::dialects::{arith, func, scf};
use pass_runtime::ir::{Context, InsertPoint, Location, NamedAttr, OpBuilder, OpId, OpSpec, Type, ValueId};
use pass_runtime::ods::DeclaredOp;
use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};

use crate::dialect::{
    is_toy_int, AddOp, AddOpAdaptor, CallOp, CallOpAdaptor, ConstantOp, ConstantOpAdaptor, FuncOp, FuncOpAdaptor,
    MulOp, MulOpAdaptor, PowOp, PowOpAdaptor, PrintOp, PrintOpAdaptor, ReturnOp, ReturnOpAdaptor,
};
use crate::{ToyToArith, ToyToFunc};

/// The runtime function `toy.print` calls: `func.func private @toy_print(i64)`.
pub const PRINT_FUNCTION: &str = "toy_print";

/// `!toy.int` becomes `i64`; every other type stays. Where a converted value
/// meets an unconverted user (or the reverse), the casts are
/// `builtin.unrealized_conversion_cast`s, which the driver folds when they
/// cancel out and later passes (`canonicalize`, `reconcile-unrealized-casts`)
/// remove.
pub fn type_converter(ctx: &Context) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| is_toy_int(ctx, t).then(|| ctx.i64()));
    tc.add_unrealized_cast_materializations(ctx);
    tc
}

/// What both passes do with their patterns and target: a partial conversion
/// of `op` where the ops `target` leaves unknown are legal, with `!toy.int`
/// converted by [`type_converter`] (which `add_patterns` gives each pattern),
/// and the pass's `allow-pattern-rollback`.
fn convert(
    op: &mut AnchorOp<'_>,
    mut target: ConversionTarget,
    add_patterns: impl FnOnce(&mut ConversionPatternSet, &Arc<TypeConverter>),
    allow_pattern_rollback: bool,
) -> Result<(), PassError> {
    let converter = Arc::new(type_converter(op.context()));
    let mut patterns = ConversionPatternSet::new();
    add_patterns(&mut patterns, &converter);
    target.mark_unknown_op_dynamically_legal(|_, _, _| true);
    let config = ConversionConfig { allow_pattern_rollback, ..Default::default() };
    apply_partial_conversion_on(op, &target, &patterns.freeze(), &config).map(|_| ()).map_err(|e| e.emit(op))
}

// ----- toy-to-arith -----------------------------------------------------------

impl PassBehavior for ToyToArith {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let mut target = ConversionTarget::new();
        // A partial conversion: functions, calls, returns and prints stay
        // for `toy-to-func`, and everything else is legal.
        target.add_illegal_ops([ConstantOp::NAME, AddOp::NAME, MulOp::NAME, PowOp::NAME].map(|n| ctx.op_name(n)));
        let add_patterns = |patterns: &mut ConversionPatternSet, c: &Arc<TypeConverter>| {
            patterns.add_conversion(typed(ctx, "ConstantLowering", &["arith.constant"], c, constant_lowering));
            patterns.add_conversion(typed(ctx, "BinaryLowering", &["arith.addi"], c, add_lowering));
            patterns.add_conversion(typed(ctx, "BinaryLowering", &["arith.muli"], c, mul_lowering));
            let generated = ["arith.constant", "arith.index_cast", "arith.muli", "scf.for", "scf.yield"];
            patterns.add_conversion(typed(ctx, "PowLowering", &generated, c, pow_lowering));
        };
        convert(op, target, add_patterns, self.options.allow_pattern_rollback)
    }
}

/// A toy pattern: the typed rewrite `apply` of one op (its handle and typed
/// adaptor), the pattern's name, the ops it may create (for the driver's
/// legalization graph), and the type converter that converts the adaptor's
/// values (and that `apply` reads through `rw.type_converter()`).
fn typed<Op: DeclaredOp + 'static>(
    ctx: &Context,
    name: &'static str,
    generated: &[&str],
    converter: &Arc<TypeConverter>,
    apply: impl Fn(Op, &Adaptor<'_, Op>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync + 'static,
) -> FnOpConversionPattern<Op> {
    FnOpConversionPattern::from_fn(ctx, name, apply)
        .generates(ctx, generated)
        .with_type_converter(Arc::clone(converter))
}

/// `toy.constant {value = N : i64}` -> `arith.constant {value = N : i64}`.
fn constant_lowering(
    constant: ConstantOp,
    _: &ConstantOpAdaptor<'_>,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let ctx = rw.context();
    let value = ctx.integer_attr(ctx.i64(), constant.value(rw).into());
    let (op, loc) = (constant.id(), rw.body().loc(constant.id()));
    let new = arith::ConstantOp::build(rw, loc, ctx.i64(), value);
    let result = rw.body().result(new.id(), 0);
    rw.replace_op(op, &[result]);
    true
}

/// `toy.add` -> `arith.addi` on the converted operands.
fn add_lowering(add: AddOp, adaptor: &AddOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let build =
        |rw: &mut ConversionPatternRewriter<'_, '_>, loc, lhs, rhs| arith::AddIOp::build(rw, loc, lhs, rhs).id();
    binary_lowering(build, add.id(), [adaptor.lhs(), adaptor.rhs()], rw)
}

/// `toy.mul` -> `arith.muli` on the converted operands.
fn mul_lowering(mul: MulOp, adaptor: &MulOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let build =
        |rw: &mut ConversionPatternRewriter<'_, '_>, loc, lhs, rhs| arith::MulIOp::build(rw, loc, lhs, rhs).id();
    binary_lowering(build, mul.id(), [adaptor.lhs(), adaptor.rhs()], rw)
}

/// `toy.add`/`toy.mul` -> `arith.addi`/`arith.muli` (which `build`
/// creates) on the converted operands `lhs` and `rhs` of `op`.
fn binary_lowering(
    build: fn(&mut ConversionPatternRewriter<'_, '_>, Location, ValueId, ValueId) -> OpId,
    op: OpId,
    [lhs, rhs]: [ValueId; 2],
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let loc = rw.body().loc(op);
    let new = build(rw, loc, lhs, rhs);
    let result = rw.body().result(new, 0);
    rw.replace_op(op, &[result]);
    true
}

/// `toy.pow %base, %exp` -> a loop multiplying `%exp` times (none when
/// `%exp` is not positive, giving 1):
///
/// ```mlir
/// %c0 = arith.constant 0 : index
/// %c1 = arith.constant 1 : index
/// %one = arith.constant 1 : i64
/// %n = arith.index_cast %exp : i64 to index
/// %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (i64) {
///   %m = arith.muli %acc, %base : i64
///   scf.yield %m : i64
/// }
/// ```
fn pow_lowering(pow: PowOp, adaptor: &PowOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let (op, base, exponent) = (pow.id(), adaptor.base(), adaptor.exponent());
    let loc = rw.body().loc(op);
    let (index, i64_ty) = (ctx.index_type(), ctx.i64());
    let index_attr = |v| ctx.integer_attr(index, v);
    let zero = arith::ConstantOp::build(rw, loc, index, index_attr(0)).id();
    let step = arith::ConstantOp::build(rw, loc, index, index_attr(1)).id();
    let one = arith::ConstantOp::build(rw, loc, i64_ty, ctx.integer_attr(i64_ty, 1)).id();
    let count = arith::IndexCastOp::build(rw, loc, index, exponent).id();
    let [zero, count, step, one] = [zero, count, step, one].map(|o| rw.body().result(o, 0));
    let for_op = scf::ForOp::build(rw, loc, &[i64_ty], zero, count, step, &[one]).id();
    let region = rw.body().regions(for_op)[0];
    let block = rw.create_block(region, None, &[index, i64_ty], &[loc, loc]);
    let accumulator = rw.body().block_args(block)[1];
    rw.set_insertion_point(InsertPoint::BlockEnd(block));
    let product = arith::MulIOp::build(rw, loc, accumulator, base).id();
    let product = rw.body().result(product, 0);
    scf::YieldOp::build(rw, loc, &[product]);
    let result = rw.body().result(for_op, 0);
    rw.replace_op(op, &[result]);
    true
}

// ----- toy-to-func ------------------------------------------------------------

impl PassBehavior for ToyToFunc {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        declare_print_function(op);
        let mut target = ConversionTarget::new();
        // After this pass no toy op may remain: one without a pattern here
        // fails the pass at its location.
        target.add_illegal_dialect("toy");
        let add_patterns = |patterns: &mut ConversionPatternSet, c: &Arc<TypeConverter>| {
            patterns.add_conversion(typed(ctx, "FuncLowering", &["func.func"], c, func_lowering));
            patterns.add_conversion(typed(ctx, "ReturnLowering", &["func.return"], c, return_lowering));
            patterns.add_conversion(typed(ctx, "CallLowering", &["func.call"], c, call_lowering));
            patterns.add_conversion(typed(ctx, "PrintLowering", &["func.call"], c, print_lowering));
        };
        convert(op, target, add_patterns, self.options.allow_pattern_rollback)
    }
}

/// Adds `func.func private @toy_print(i64)` at the start of the module when
/// some `toy.print` will call it and the module has no such symbol yet. The
/// pass does it before the conversion: the patterns run inside functions,
/// whose bodies do not reach the module's.
fn declare_print_function(op: &mut AnchorOp<'_>) {
    let (ctx, body) = op.context_and_body_mut();
    let print = ctx.op_name(PrintOp::NAME);
    let mut needed = false;
    body.walk_all_preorder(&mut |b, o| needed |= b.op_name(o) == print);
    if !needed || body.lookup_symbol(ctx, PRINT_FUNCTION).is_some() {
        return;
    }
    let Some(module_block) = body.top_regions().first().and_then(|&r| body.entry_block(r)) else { return };
    let props = ctx.dictionary(vec![
        NamedAttr { name: ctx.ident("function_type"), value: ctx.type_attr(ctx.function_type(&[ctx.i64()], &[])) },
        NamedAttr { name: ctx.ident("sym_name"), value: ctx.string_attr(PRINT_FUNCTION) },
        NamedAttr { name: ctx.ident("sym_visibility"), value: ctx.string_attr("private") },
    ]);
    let loc = ctx.unknown_loc();
    let spec = OpSpec { props, num_regions: 1, ..OpSpec::new(ctx, ctx.op_name("func.func"), loc) };
    let decl = body.create_op(&spec, true);
    body.insert_op(decl, InsertPoint::BlockStart(module_block));
}

/// `toy.func` -> `func.func` with the converted signature; the function's
/// body moves to the new op and its entry block's arguments are converted.
fn func_lowering(func_op: FuncOp, _: &FuncOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let Some(converter) = rw.type_converter() else { return false };
    let ctx = rw.context();
    let (op, old_type) = (func_op.id(), func_op.function_type(rw));
    let body = rw.body();
    let props = body.props(op);
    let Some((conversion, results)) = converter.convert_signature(ctx, old_type) else {
        return rw.notify_match_failure("the signature has a type that cannot be converted");
    };
    let new_type = ctx.function_type(conversion.converted_types(), &results);
    let mut named: Vec<NamedAttr> =
        ctx.dict_entries(props).iter().filter(|e| ctx.ident_str(e.name) != "function_type").copied().collect();
    named.push(NamedAttr { name: ctx.ident("function_type"), value: ctx.type_attr(new_type) });
    let spec = OpSpec {
        props: ctx.dictionary(named),
        attrs: body.attrs(op),
        num_regions: 1,
        ..OpSpec::new(ctx, ctx.op_name("func.func"), body.loc(op))
    };
    let func = rw.create_isolated(&spec);
    // Swap before replacing: what is nested in a replaced op is not
    // legalized any more, what is nested in the new one is.
    if !rw.swap_isolated_bodies(op, func) {
        return false;
    }
    if rw.convert_isolated_region_types(func, 0, Some(&conversion)).is_err() {
        return false;
    }
    rw.replace_op(op, &[]);
    true
}

/// `toy.return` -> `func.return` of the converted operands.
fn return_lowering(ret: ReturnOp, adaptor: &ReturnOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let (op, loc) = (ret.id(), rw.body().loc(ret.id()));
    func::ReturnOp::build(rw, loc, adaptor.operands());
    rw.replace_op(op, &[]);
    true
}

/// `toy.call @f(...)` -> `func.call @f(...)` with converted operand and
/// result types.
fn call_lowering(call: CallOp, adaptor: &CallOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let Some(converter) = rw.type_converter() else { return false };
    let (ctx, op) = (rw.context(), call.id());
    let callee = call.callee(rw).to_string();
    let body = rw.body();
    let old_results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let Some(results) = old_results.iter().map(|&t| converter.convert_type(ctx, t)).collect::<Option<Vec<_>>>() else {
        return rw.notify_match_failure("a result type cannot be converted");
    };
    let loc = body.loc(op);
    let call = func::CallOp::build(rw, loc, &results, adaptor.operands(), &callee).id();
    let new_results: Vec<ValueId> = rw.body().results(call).collect();
    rw.replace_op(op, &new_results);
    true
}

/// `toy.print %x` -> `func.call @toy_print(%x)` on the converted operand.
fn print_lowering(print: PrintOp, adaptor: &PrintOpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let op = print.id();
    let loc = rw.body().loc(op);
    func::CallOp::build(rw, loc, &[], &[adaptor.value()], PRINT_FUNCTION);
    rw.replace_op(op, &[]);
    true
}
