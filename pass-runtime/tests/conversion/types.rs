//! The type converter (conversion order, caching, context-aware
//! conversions, helpers, signature conversions) and 1:N conversions through
//! the driver.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use pass_runtime::conversion::{
    ConversionPatternSet, InputMapping, OpAdaptor, SignatureConversion, TypeConverter, TypeVec,
};
use pass_runtime::ir::{self, Context, OpBuilder, OpSpec, Type, ValueId};

use crate::common::*;

fn f32(ctx: &Context) -> Type {
    ctx.float_type(ir::float::FloatKind::F32)
}

/// Replaces `old.use` by `new.use` of all the values standing for its
/// operands, after `check`ing them.
fn use_flattened(ctx: &Context, check: impl Fn(&OpAdaptor<'_>) + Send + Sync + 'static) -> FnConversionPattern {
    fn_conversion(ctx, "old.use", move |op, operands, rw| {
        check(operands);
        let values = operands.flat().to_vec();
        let ctx = rw.context();
        let loc = rw.body().loc(op);
        let spec = OpSpec { operands: &values, ..OpSpec::new(ctx, ctx.op_name("new.use"), loc) };
        rw.create(&spec);
        rw.replace_op(op, &[]);
        true
    })
}

/// Converts `input` with `patterns` in both modes, `old` ops illegal and
/// `func` and `new` ones legal: each output holds `expected`.
fn assert_old_to_new_converts(ctx: &Context, input: &str, mode: Mode, patterns: &ConversionPatternSet, expected: &str) {
    let mut t = module_target(ctx, &["func", "new"]);
    t.add_illegal_dialect("old");
    for config in both_modes() {
        let out = convert_text(ctx, input, mode, &t, patterns.clone(), &config).unwrap();
        assert!(out.contains(expected), "rollback {}:\n{out}", config.allow_pattern_rollback);
    }
}

#[test]
fn conversions_are_tried_most_recent_first() {
    let ctx = context();
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| (t == ctx.i32()).then(|| ctx.i64()));
    assert_eq!(tc.convert_type(&ctx, ctx.i32()), Some(ctx.i64()));
    assert_eq!(tc.convert_type(&ctx, ctx.i1()), Some(ctx.i1()), "falls through to the first");
    // A conversion may fail outright (the older ones are not asked).
    tc.add_conversion_n(|ctx, t, _| (t == ctx.i1()).then_some(false));
    assert_eq!(tc.convert_type(&ctx, ctx.i1()), None);
    assert!(!tc.is_legal_type(&ctx, ctx.i1()));
    assert!(!tc.is_legal_type(&ctx, ctx.i32()));
    assert!(tc.is_legal_type(&ctx, ctx.i64()));
    // No conversion at all: nothing converts.
    assert_eq!(TypeConverter::new().convert_type(&ctx, ctx.i1()), None);
}

/// i64 becomes two i32 (1:N), i1 becomes nothing (1:0), the rest stays.
fn split_i64_drop_i1() -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion_n(|ctx, t, out| {
        if t == ctx.i64() {
            out.extend([ctx.i32(), ctx.i32()]);
            Some(true)
        } else {
            (t == ctx.i1()).then_some(true)
        }
    });
    tc
}

/// `from` becomes two `to` (1:N), the rest stays.
fn split_in_two(from: Type, to: Type) -> TypeConverter {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion_n(move |_, t, out| {
        (t == from).then(|| {
            out.extend([to, to]);
            true
        })
    });
    tc
}

#[test]
fn one_to_n_and_one_to_zero_conversions() {
    let ctx = context();
    let tc = split_i64_drop_i1();
    let mut out = TypeVec::new();
    assert!(tc.convert_type_into(&ctx, ctx.i64(), &mut out));
    assert_eq!(out.as_slice(), [ctx.i32(), ctx.i32()]);
    // 1:N is not a 1:1 conversion.
    assert_eq!(tc.convert_type(&ctx, ctx.i64()), None);
    out.clear();
    assert!(tc.convert_type_into(&ctx, ctx.i1(), &mut out));
    assert!(out.is_empty());
    out.clear();
    assert!(tc.convert_types(&ctx, &[ctx.i64(), ctx.i1(), ctx.i32()], &mut out));
    assert_eq!(out.as_slice(), [ctx.i32(), ctx.i32(), ctx.i32()]);
}

#[test]
fn context_unaware_results_are_cached_context_aware_ones_are_not() {
    let ctx = context();
    let type_calls = Arc::new(AtomicUsize::new(0));
    let value_calls = Arc::new(AtomicUsize::new(0));
    let mut tc = TypeConverter::new();
    {
        let type_calls = type_calls.clone();
        tc.add_conversion(move |_, t| {
            type_calls.fetch_add(1, Ordering::Relaxed);
            Some(t)
        });
    }
    {
        let value_calls = value_calls.clone();
        // Context-aware: i32 values with an `f32` twin attribute... here:
        // the second argument of a block becomes f32.
        tc.add_value_conversion(move |ctx, body, v, out| {
            value_calls.fetch_add(1, Ordering::Relaxed);
            match body.value_def(v) {
                ir::ValueDef::BlockArg { index: 1, .. } => {
                    out.push(ctx.float_type(ir::float::FloatKind::F32));
                    Some(true)
                }
                _ => None,
            }
        });
    }
    {
        let type_calls = type_calls.clone();
        // Added after the context-aware one: tried first, cacheable.
        tc.add_conversion(move |ctx, t| {
            type_calls.fetch_add(1, Ordering::Relaxed);
            (t == ctx.i64()).then(|| ctx.i32())
        });
    }
    // i64 is converted by the last conversion: cached.
    for _ in 0..3 {
        assert_eq!(tc.convert_type(&ctx, ctx.i64()), Some(ctx.i32()));
    }
    assert_eq!(type_calls.load(Ordering::Relaxed), 1);

    let module = parse(
        &ctx,
        r#"
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) : () -> ()
"#,
    );
    let mb = module.body().unwrap();
    let func = mb.block_ops(mb.entry_block(mb.top_regions()[0]).unwrap()).next().unwrap();
    let body = mb.isolated_body(func).unwrap();
    let args = body.block_args(body.entry_block(body.top_regions()[0]).unwrap()).to_vec();
    // The context-aware conversion sees each value: not cached.
    for _ in 0..2 {
        assert_eq!(tc.convert_value_type(&ctx, body, args[0]), Some(ctx.i32()));
        assert_eq!(tc.convert_value_type(&ctx, body, args[1]), Some(f32(&ctx)));
    }
    assert_eq!(value_calls.load(Ordering::Relaxed), 4);
    // A type-only query skips the context-aware conversion.
    assert_eq!(tc.convert_type(&ctx, ctx.i32()), Some(ctx.i32()));
    assert!(tc.is_legal_value(&ctx, body, args[0]));
    assert!(!tc.is_legal_value(&ctx, body, args[1]));
    let conv = tc.convert_block_signature(&ctx, body, body.entry_block(body.top_regions()[0]).unwrap()).unwrap();
    assert_eq!(conv.converted_types(), [ctx.i32(), f32(&ctx)]);
}

#[test]
fn signature_conversions() {
    let ctx = context();
    let tc = split_i64_drop_i1();
    let fty = ctx.function_type(&[ctx.i64(), ctx.i1(), ctx.i32()], &[ctx.i64()]);
    assert!(!tc.is_signature_legal(&ctx, fty));
    assert!(tc.is_signature_legal(&ctx, ctx.function_type(&[ctx.i32()], &[])));
    let (conv, results) = tc.convert_signature(&ctx, fty).unwrap();
    assert_eq!(conv.converted_types(), [ctx.i32(), ctx.i32(), ctx.i32()]);
    assert_eq!(results.as_slice(), [ctx.i32(), ctx.i32()]);
    assert_eq!(conv.input_mapping(0), Some(&InputMapping::Inputs { start: 0, len: 2 }));
    assert_eq!(conv.input_mapping(1), None, "dropped");
    assert_eq!(conv.input_mapping(2), Some(&InputMapping::Inputs { start: 2, len: 1 }));

    // Built by hand: extra inputs, remapping to a range, to values.
    let mut conv = SignatureConversion::new(3);
    conv.add_inputs(&[ctx.i1()]);
    conv.add_inputs_for(0, &[ctx.i64()]);
    conv.remap_input(1, 0, 2);
    let v = <ValueId as ir::EntityId>::new(7);
    conv.remap_input_to_values(2, &[v]);
    assert_eq!(conv.converted_types(), [ctx.i1(), ctx.i64()]);
    assert_eq!(conv.input_mapping(0), Some(&InputMapping::Inputs { start: 1, len: 1 }));
    assert_eq!(conv.input_mapping(1), Some(&InputMapping::Inputs { start: 0, len: 2 }));
    assert_eq!(conv.input_mapping(2), Some(&InputMapping::Values([v].into_iter().collect())));
    assert_eq!(conv.num_original_inputs(), 3);
}

/// A 1:N conversion through the driver: a value of i64 becomes two i32
/// (`replace_op_with_multiple`), its users get both in their adaptor, and
/// the users that stay get a source materialization joining them.
#[test]
fn one_to_n_replacement_reaches_users_as_a_range() {
    let ctx = context();
    let input = in_func!(
        r#"
  %0 = "old.make"() : () -> i64
  "old.use"(%0) : (i64) -> ()
  "keep.use"(%0) : (i64) -> ()
"#
    );
    let mut tc = split_in_two(ctx.i64(), ctx.i32());
    tc.add_source_materialization(cast_op("new.join"));
    let tc = Arc::new(tc);
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(
        fn_conversion(&ctx, "old.make", |op, _, rw| {
            let ctx = rw.context();
            let loc = rw.body().loc(op);
            let spec = OpSpec { results: &[ctx.i32(), ctx.i32()], ..OpSpec::new(ctx, ctx.op_name("new.make"), loc) };
            let new = rw.create(&spec);
            let parts: Vec<ValueId> = rw.body().results(new).collect();
            rw.replace_op_with_multiple(op, &[&parts]);
            true
        })
        .with_converter(&tc),
    );
    patterns.add_conversion(
        use_flattened(&ctx, |operands| {
            assert_eq!(operands.len(), 1);
            assert_eq!(operands.get(0).len(), 2, "the range of the 1:N replacement");
            assert!(operands.one_to_one().is_none());
        })
        .with_converter(&tc),
    );
    let expected = r#"    %0:2 = "new.make"() : () -> (i32, i32)
    %1 = "new.join"(%0#0, %0#1) : (i32, i32) -> i64
    "new.use"(%0#0, %0#1) : (i32, i32) -> ()
    "keep.use"(%1) : (i64) -> ()"#;
    assert_old_to_new_converts(&ctx, input, Mode::Partial, &patterns, expected);
}

/// A 1:N block signature conversion (f32 split in two).
#[test]
fn one_to_n_block_signature() {
    let ctx = context();
    let input = in_func!(
        r#"
  "old.region"() ({
  ^bb0(%x: f32, %y: i1):
    "old.use"(%x, %y) : (f32, i1) -> ()
  }) : () -> ()
"#
    );
    let f16 = ctx.float_type(ir::float::FloatKind::F16);
    let tc = Arc::new(split_in_two(f32(&ctx), f16));
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(
        fn_conversion(&ctx, "old.region", |op, _, rw| {
            let ctx = rw.context();
            let region = rw.body().regions(op)[0];
            if rw.convert_region_types(region, None).is_err() {
                return false;
            }
            let loc = rw.body().loc(op);
            let spec = OpSpec { num_regions: 1, ..OpSpec::new(ctx, ctx.op_name("new.region"), loc) };
            let new = rw.create(&spec);
            let new_region = rw.body().regions(new)[0];
            rw.inline_region_before(region, new_region, None);
            rw.replace_op(op, &[]);
            true
        })
        .with_converter(&tc),
    );
    patterns.add_conversion(use_flattened(&ctx, |_| {}).with_converter(&tc));
    let expected = r#"    "new.region"() ({
    ^bb0(%arg0: f16, %arg1: f16, %arg2: i1):
      "new.use"(%arg0, %arg1, %arg2) : (f16, f16, i1) -> ()
    }) : () -> ()"#;
    assert_old_to_new_converts(&ctx, input, Mode::Full, &patterns, expected);
}
