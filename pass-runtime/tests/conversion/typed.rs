//! Typed patterns: a pattern for a declared op (`cf.cond_br`) gets its
//! handle and typed adaptor, whose groups hold the values standing for the
//! operands after a 1:N conversion; a single operand standing for several
//! values is a match failure the debug log explains.

use std::sync::{Arc, Mutex};

use pass_runtime::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, FnOpConversionPattern, TypeConverter,
};
use pass_runtime::dialects::cf::CondBranchOp;
use pass_runtime::ir::{Context, OpSpec, Type};

use crate::common::*;

/// i64 becomes two i32s; i1 becomes two i1s when `split_conditions`.
fn converter(split_conditions: bool) -> Arc<TypeConverter> {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion_n(move |ctx, t, out| {
        let split = ctx.is_signless_integer(t, 64) || (split_conditions && ctx.is_signless_integer(t, 1));
        let width = if ctx.is_signless_integer(t, 64) { 32 } else { 1 };
        split.then(|| {
            out.extend([ctx.integer_type(width); 2]);
            true
        })
    });
    tc.add_target_materialization(|rw, ty, inputs, loc, _| {
        let ctx = rw.context();
        let spec = OpSpec { operands: inputs, results: &[ty], ..OpSpec::new(ctx, ctx.op_name("mat.target"), loc) };
        let op = rw.create(&spec);
        Some(rw.body().result(op, 0))
    });
    Arc::new(tc)
}

const COND_BR: &str = in_func!(
    r#"
  %c = "test.cond"() : () -> i1
  %x = "test.make"() : () -> i64
  "cf.cond_br"(%c, %x, %c) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i1) -> ()
^bb1(%a: i64):
  "func.return"() : () -> ()
^bb2(%b: i1):
"#
);

/// What the pattern saw: the types of the condition and of the true
/// destination's values, and whether the false destination's values are
/// the condition alone.
type Seen = Arc<Mutex<Vec<(Type, Vec<Type>, bool)>>>;

fn cond_br_pattern(ctx: &Context, tc: &Arc<TypeConverter>, seen: &Seen) -> FnOpConversionPattern<CondBranchOp> {
    let seen = seen.clone();
    FnOpConversionPattern::<CondBranchOp>::from_fn(ctx, "TypedCondBranch", move |_, adaptor, rw| {
        let body = rw.body();
        let condition = adaptor.condition();
        let on_true = adaptor.true_dest_operands().iter().map(|&v| body.value_type(v)).collect();
        let condition_passed_on = adaptor.false_dest_operands() == [condition];
        seen.lock().unwrap().push((body.value_type(condition), on_true, condition_passed_on));
        rw.notify_match_failure("only looking")
    })
    .with_type_converter(tc.clone())
}

/// The typed `cf.cond_br` pattern recording what it sees, with
/// [`converter`]`(split_conditions)`, and a target where it stays legal.
fn cond_br_conversion(ctx: &Context, split_conditions: bool) -> (Seen, ConversionPatternSet, ConversionTarget) {
    let seen = Seen::default();
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(cond_br_pattern(ctx, &converter(split_conditions), &seen));
    (seen, patterns, module_target(ctx, &["func", "test", "mat"]))
}

#[test]
fn groups_hold_the_values_standing_for_their_operands() {
    let ctx = context();
    let (seen, patterns, t) = cond_br_conversion(&ctx, false);
    let mut module = parse(&ctx, COND_BR);
    run(&ctx, &mut module, Mode::Partial, &t, &patterns.freeze(), &ConversionConfig::default()).unwrap();
    let seen = seen.lock().unwrap();
    let [(condition, on_true, condition_passed_on)] = &seen[..] else {
        panic!("one match expected, got {}", seen.len())
    };
    assert_eq!(*condition, ctx.integer_type(1));
    assert_eq!(on_true, &vec![ctx.integer_type(32); 2], "the i64 stands for two i32s");
    assert!(condition_passed_on, "the condition is passed on as it is");
}

#[test]
fn a_single_operand_standing_for_several_values_does_not_match() {
    let ctx = context();
    let (seen, patterns, t) = cond_br_conversion(&ctx, true);
    let (log, config) = logged_config();
    convert_text(&ctx, COND_BR, Mode::Partial, &t, patterns, &config).unwrap();
    assert!(seen.lock().unwrap().is_empty(), "the rewrite is not called");
    let text = log.take();
    assert!(text.lines().any(|l| l.trim() == "** Failure : expected single element condition"), "{text}");
}
