//! Each materialization situation of the specification: a block argument
//! converted (or dropped) but still used, a result converted but still used,
//! operands reaching a pattern with its converter's types; what happens
//! when no materialization applies or when building them is switched off.

use std::sync::{Arc, Mutex};

use pass_runtime::conversion::{ConversionConfig, ConversionPatternSet, ConversionTarget, TypeConverter};
use pass_runtime::ir::{self, Body, Context, OpBuilder, OpId, OpSpec, Type, ValueId};

use crate::common::*;

fn f64(ctx: &Context) -> Type {
    ctx.float_type(ir::float::FloatKind::F64)
}

/// i64 becomes f64, i16 is dropped, the rest stays. Source materializations
/// build `mat.source` (or `mat.const` from nothing); target ones build
/// `mat.target` and record the original type they are given.
fn converter(ctx: &Context, originals: Originals) -> TypeConverter {
    let f64 = f64(ctx);
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion_n(move |ctx, t, out| {
        if ctx.is_signless_integer(t, 64) {
            out.push(f64);
            Some(true)
        } else if ctx.is_signless_integer(t, 16) {
            Some(true)
        } else {
            None
        }
    });
    tc.add_source_materialization(|rw, ty, inputs, loc| {
        let name = if inputs.is_empty() { "mat.const" } else { "mat.source" };
        cast_op(name)(rw, ty, inputs, loc)
    });
    tc.add_target_materialization(move |rw, ty, inputs, loc, original| {
        originals.lock().unwrap().push(original);
        cast_op("mat.target")(rw, ty, inputs, loc)
    });
    tc
}

/// `old` ops are illegal; `mat`, `new`, `func.return` and the module are
/// legal, and functions once their signature is.
fn target(ctx: &Context, tc: &Arc<TypeConverter>) -> ConversionTarget {
    let mut t = module_target(ctx, &["mat", "new"]);
    t.add_illegal_dialect("old");
    t.add_legal_op(ctx.op_name("func.return"));
    add_func_legal_by_signature(&mut t, ctx, tc);
    t
}

/// Converts `func.func` signatures.
fn func_pattern(ctx: &Context, tc: &Arc<TypeConverter>) -> FnConversionPattern {
    fn_conversion(ctx, "func.func", |op, _, rw| convert_func_signature(op, rw)).with_converter(tc)
}

/// The original types target materializations were given.
type Originals = Arc<Mutex<Vec<Option<Type>>>>;

fn setup(ctx: &Context) -> (Arc<TypeConverter>, ConversionTarget, Originals) {
    let originals = Arc::new(Mutex::new(Vec::new()));
    let tc = Arc::new(converter(ctx, originals.clone()));
    let t = target(ctx, &tc);
    (tc, t, originals)
}

/// `old.make` producing an i64, used by `old.use`.
const MAKE_AND_USE: &str = in_func!(
    r#"
  %0 = "old.make"() : () -> i64
  "old.use"(%0) : (i64) -> ()
"#
);

/// Replaces `old.make` by `new.make` producing an i32 (whatever the type
/// converter says: the pattern has none).
fn make_i32(ctx: &Context) -> FnConversionPattern {
    fn_conversion(ctx, "old.make", |op, _, rw| {
        let ctx = rw.context();
        let loc = rw.body().loc(op);
        let spec = OpSpec { results: &[ctx.i32()], ..OpSpec::new(ctx, ctx.op_name("new.make"), loc) };
        let new = rw.create(&spec);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    })
}

/// [`MAKE_AND_USE`] converted (partially, to `t`) by [`make_i32`] and
/// `use_pattern`.
fn convert_make_and_use(
    ctx: &Context,
    t: &ConversionTarget,
    use_pattern: FnConversionPattern,
    config: &ConversionConfig,
) -> String {
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(make_i32(ctx));
    patterns.add_conversion(use_pattern);
    convert_text(ctx, MAKE_AND_USE, Mode::Partial, t, patterns, config).unwrap()
}

/// Replaces `old.use` by `new.use` of the value standing for its operand,
/// after telling `record` the op and that value.
fn use_recording(ctx: &Context, record: impl Fn(&Body, OpId, ValueId) + Send + Sync + 'static) -> FnConversionPattern {
    fn_conversion(ctx, "old.use", move |op, operands, rw| {
        let v = operands.single(0).unwrap();
        record(rw.body(), op, v);
        let ctx = rw.context();
        let loc = rw.body().loc(op);
        let spec = OpSpec { operands: &[v], ..OpSpec::new(ctx, ctx.op_name("new.use"), loc) };
        rw.create(&spec);
        rw.replace_op(op, &[]);
        true
    })
}

/// Converts the signature of a function whose argument of type `ty`
/// `keep.use` uses (in both modes): the output holds `expected`.
fn assert_signature_conversion_gives(ty: &str, expected: &str) {
    let input = format!(
        r#"
"func.func"() <{{function_type = ({ty}) -> (), sym_name = "f"}}> ({{
^bb0(%a: {ty}):
  "keep.use"(%a) : ({ty}) -> ()
  "func.return"() : () -> ()
}}) : () -> ()
"#
    );
    let ctx = context();
    for config in both_modes() {
        let (tc, t, _) = setup(&ctx);
        let mut patterns = ConversionPatternSet::new();
        patterns.add_conversion(func_pattern(&ctx, &tc));
        let out = convert_text(&ctx, &input, Mode::Partial, &t, patterns, &config).unwrap();
        assert!(out.contains(expected), "rollback {}:\n{out}", config.allow_pattern_rollback);
    }
}

#[test]
fn block_argument_converted_but_still_used() {
    let expected = r#"  "func.func"() <{function_type = (f64) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f64):
    %0 = "mat.source"(%arg0) : (f64) -> i64
    "keep.use"(%0) : (i64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()"#;
    assert_signature_conversion_gives("i64", expected);
}

#[test]
fn block_argument_dropped_but_still_used() {
    let expected = r#"  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "mat.const"() : () -> i16
    "keep.use"(%0) : (i16) -> ()"#;
    assert_signature_conversion_gives("i16", expected);
}

#[test]
fn result_type_converted_but_still_used() {
    assert_live_converts_with(true, "mat.source");
}

#[test]
fn operands_arrive_with_the_converters_types_and_the_original_type() {
    let ctx = context();
    // old.make's result is replaced by an i32 (a pattern without converter);
    // old.use's pattern converts i64 to f64, so it gets a target
    // materialization from the i32, told the original type i64.
    for config in both_modes() {
        let (tc, t, originals) = setup(&ctx);
        let seen: Arc<Mutex<Vec<Type>>> = Arc::default();
        let seen2 = seen.clone();
        let use_pattern =
            use_recording(&ctx, move |body, _, v| seen2.lock().unwrap().push(body.value_type(v))).with_converter(&tc);
        let out = convert_make_and_use(&ctx, &t, use_pattern, &config);
        assert_eq!(*seen.lock().unwrap(), vec![f64(&ctx)], "the pattern sees the legalized type");
        assert_eq!(*originals.lock().unwrap(), vec![Some(ctx.i64())], "the original type reaches the materialization");
        let expected = r#"    %0 = "new.make"() : () -> i32
    %1 = "mat.target"(%0) : (i32) -> f64
    "new.use"(%1) : (f64) -> ()"#;
        assert!(out.contains(expected), "{out}");
    }
}

#[test]
fn without_a_converter_patterns_get_the_latest_replacement() {
    let ctx = context();
    for config in both_modes() {
        let (_, t, _) = setup(&ctx);
        let seen: Arc<Mutex<Vec<(Type, Type)>>> = Arc::default();
        let seen2 = seen.clone();
        let use_pattern = use_recording(&ctx, move |body, op, v| {
            // The op's own operand keeps its original type.
            seen2.lock().unwrap().push((body.value_type(v), body.value_type(body.operand(op, 0))));
        });
        let out = convert_make_and_use(&ctx, &t, use_pattern, &config);
        assert_eq!(*seen.lock().unwrap(), vec![(ctx.i32(), ctx.i64())]);
        assert!(out.contains(r#""new.use"(%0) : (i32) -> ()"#), "{out}");
        assert!(!out.contains("unrealized") && !out.contains("mat."), "no cast is left:\n{out}");
    }
}

const LIVE: &str = in_func!(
    r#"
  %0 = "old.make"() : () -> i64
  "keep.use"(%0) : (i64) -> ()
"#
);

fn live_patterns(ctx: &Context, tc: &Arc<TypeConverter>) -> ConversionPatternSet {
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(rename(ctx, "old.make", "new.make").with_converter(tc));
    patterns
}

/// Converts [`LIVE`] (partially, with [`live_patterns`]) in both modes,
/// building materializations or not: in each output `new.make`'s f64 reaches
/// `keep.use` through a `cast` op back to i64.
fn assert_live_converts_with(build_materializations: bool, cast: &str) {
    let expected = format!(
        r#"    %0 = "new.make"() : () -> f64
    %1 = "{cast}"(%0) : (f64) -> i64
    "keep.use"(%1) : (i64) -> ()"#
    );
    let ctx = context();
    for config in both_modes() {
        let (tc, t, _) = setup(&ctx);
        let config = ConversionConfig { build_materializations, ..config };
        let out = convert_text(&ctx, LIVE, Mode::Partial, &t, live_patterns(&ctx, &tc), &config).unwrap();
        assert!(out.contains(&expected), "rollback {}:\n{out}", config.allow_pattern_rollback);
    }
}

#[test]
fn a_live_cast_without_materialization_fails_the_conversion() {
    let ctx = context();
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| ctx.is_signless_integer(t, 64).then(|| f64(ctx)));
    let tc = Arc::new(tc);
    let t = target(&ctx, &tc);
    for config in both_modes() {
        let mut module = parse(&ctx, LIVE);
        let before = print(&ctx, &module);
        let err = run(&ctx, &mut module, Mode::Partial, &t, &live_patterns(&ctx, &tc).freeze(), &config).unwrap_err();
        let d = &err.diagnostics[0];
        assert_eq!(
            d.message,
            "failed to legalize unresolved materialization from ('f64') to ('i64') that remained live after conversion"
        );
        assert_eq!(
            d.notes[0].message,
            r#"see current operation: %1 = "builtin.unrealized_conversion_cast"(%0) : (f64) -> i64"#
        );
        assert_eq!(d.notes[1].message, r#"see existing live user here: "keep.use"(%1) : (i64) -> ()"#);
        // The failure comes after the conversion proper: the IR is converted.
        assert_ne!(print(&ctx, &module), before);
    }
}

#[test]
fn with_materializations_off_the_casts_stay() {
    assert_live_converts_with(false, "builtin.unrealized_conversion_cast");
}

#[test]
fn casts_that_convert_back_fold_away() {
    let ctx = context();
    // old.a's result becomes f64; old.b converts it (target: f64, found
    // directly); old.c has no converter and wants nothing; at the end no
    // cast is needed.
    let input = in_func!(
        r#"
  %0 = "old.a"() : () -> i64
  %1 = "old.b"(%0) : (i64) -> i64
  "old.c"(%0, %1) : (i64, i64) -> ()
"#
    );
    for config in both_modes() {
        let (tc, t, _) = setup(&ctx);
        let mut patterns = ConversionPatternSet::new();
        patterns.add_conversion(rename(&ctx, "old.a", "new.a").with_converter(&tc));
        patterns.add_conversion(rename(&ctx, "old.b", "new.b").with_converter(&tc));
        patterns.add_conversion(rename(&ctx, "old.c", "new.c").with_converter(&tc));
        let out = convert_text(&ctx, input, Mode::Full, &t, patterns, &config).unwrap();
        let expected = r#"    %0 = "new.a"() : () -> f64
    %1 = "new.b"(%0) : (f64) -> f64
    "new.c"(%0, %1) : (f64, f64) -> ()"#;
        assert!(out.contains(expected), "{out}");
        assert!(!out.contains("unrealized") && !out.contains("mat."), "{out}");
    }
}

/// A value replaced by one of another type through `replace_all_uses_with`.
#[test]
fn value_replacement_with_another_type_is_materialized_for_remaining_users() {
    let ctx = context();
    let input = in_func!(
        r#"
  %0 = "keep.make"() : () -> i64
  "old.redirect"(%0) : (i64) -> ()
  "keep.use"(%0) : (i64) -> ()
"#
    );
    for config in both_modes() {
        let (_tc, t, _) = setup(&ctx);
        let mut patterns = ConversionPatternSet::new();
        // Redirects the uses of its operand to a new f64 value.
        patterns.add_conversion(fn_conversion(&ctx, "old.redirect", |op, _, rw| {
            let ctx = rw.context();
            let loc = rw.body().loc(op);
            let from: ValueId = rw.body().operand(op, 0);
            let spec = OpSpec { results: &[f64(ctx)], ..OpSpec::new(ctx, ctx.op_name("new.value"), loc) };
            let new = rw.create(&spec);
            let v = rw.body().result(new, 0);
            rw.erase_op(op);
            rw.replace_all_uses_with(from, &[v]);
            true
        }));
        let out = convert_text(&ctx, input, Mode::Partial, &t, patterns, &config);
        // No materialization from f64 to i64 without a converter: the
        // remaining user makes the conversion fail, as in MLIR.
        let err = out.unwrap_err();
        assert_eq!(
            err,
            "failed to legalize unresolved materialization from ('f64') to ('i64') that remained live after conversion"
        );
    }
}
