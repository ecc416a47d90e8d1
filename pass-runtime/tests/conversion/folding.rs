//! Folding during the conversion: before patterns (the default), after
//! them, or never; materialized constants must be legalized too, and an op
//! folded in place is legalized again.

use pass_runtime::conversion::{ConversionConfig, ConversionPatternSet, ConversionTarget, DebugLog, FoldingMode};
use pass_runtime::ir::{Attribute, Body, Context, Dialect, Location, OpDef, OpId, OpSpec, Traits, Type};
use pass_runtime::rewrite::{ConstantMaterializer, FoldOutcome, Folder};

use crate::common::*;

/// `tf.add` folds constants (and `x + 0` to `x`), `tf.canon` folds in place
/// (it gains `done`); `tf.const` materializes constants.
fn register(ctx: &Context) {
    fn fold_canon(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
        if mark_once(ctx, body, op, "done") {
            FoldOutcome::InPlace
        } else {
            FoldOutcome::Failed
        }
    }
    fn materialize(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
        let props = ctx.dictionary([pass_runtime::ir::NamedAttr { name: ctx.ident("value"), value }]);
        let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name("tf.const"), loc) };
        Some(body.create_op(&spec, false))
    }
    ctx.register_dialect(
        Dialect::new("tf")
            .op(OpDef::new("tf.const", Traits::CONSTANT_LIKE | Traits::PURE).inherent(&["value"]))
            .op(OpDef::new("tf.add", Traits::PURE).hook(Folder(fold_add)))
            .op(OpDef::new("tf.canon", Traits::NONE).hook(Folder(fold_canon)))
            .hook(ConstantMaterializer(materialize)),
    );
}

const INPUT: &str = r#"
"func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "f"}> ({
^bb0(%x: i32):
  %0 = "tf.const"() <{value = 1 : i32}> : () -> i32
  %1 = "tf.const"() <{value = 2 : i32}> : () -> i32
  %2 = "tf.add"(%0, %1) : (i32, i32) -> i32
  %3 = "tf.add"(%x, %2) : (i32, i32) -> i32
  "func.return"(%2, %3) : (i32, i32) -> ()
}) : () -> ()
"#;

fn target(ctx: &Context) -> ConversionTarget {
    let mut t = module_target(ctx, &["func", "low"]);
    t.add_legal_op(ctx.op_name("tf.const"));
    t.add_illegal_op(ctx.op_name("tf.add"));
    t
}

fn add_pattern(ctx: &Context) -> ConversionPatternSet {
    let mut p = ConversionPatternSet::new();
    p.add_conversion(rename(ctx, "tf.add", "low.add"));
    p
}

fn config(mode: FoldingMode, log: &DebugLog) -> ConversionConfig {
    ConversionConfig { folding_mode: mode, debug_log: Some(log.clone()), ..Default::default() }
}

#[test]
fn folding_before_patterns_materializes_constants() {
    let ctx = context();
    register(&ctx);
    for rollback in [true, false] {
        let log = DebugLog::new();
        let config = ConversionConfig { allow_pattern_rollback: rollback, ..config(FoldingMode::BeforePatterns, &log) };
        let out = convert_text(&ctx, INPUT, Mode::Full, &target(&ctx), add_pattern(&ctx), &config).unwrap();
        // 1 + 2 folds to a new constant (before the add); the second add
        // does not fold and is converted.
        let expected = r#"    %0 = "tf.const"() <{value = 1 : i32}> : () -> i32
    %1 = "tf.const"() <{value = 2 : i32}> : () -> i32
    %2 = "tf.const"() <{value = 3 : i32}> : () -> i32
    %3 = "low.add"(%arg0, %2) : (i32, i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()"#;
        assert!(out.contains(expected), "{out}");
        assert_logged(&log, &["} -> SUCCESS : operation was folded", "} -> FAILURE : unable to fold"]);
    }
}

#[test]
fn folding_never_or_after_patterns_prefers_the_pattern() {
    let ctx = context();
    register(&ctx);
    for mode in [FoldingMode::Never, FoldingMode::AfterPatterns] {
        let log = DebugLog::new();
        let out = convert_text(&ctx, INPUT, Mode::Full, &target(&ctx), add_pattern(&ctx), &config(mode, &log)).unwrap();
        assert!(out.contains(r#"%2 = "low.add"(%0, %1) : (i32, i32) -> i32"#), "{mode:?}: {out}");
        assert!(!log.take().contains("* Fold {"), "the pattern applied, so no fold was tried");
    }
    // After patterns: folding when no pattern applies.
    let log = DebugLog::new();
    let out = convert_text(
        &ctx,
        INPUT,
        Mode::Partial,
        &target(&ctx),
        ConversionPatternSet::new(),
        &config(FoldingMode::AfterPatterns, &log),
    );
    // The first add folds; the second cannot and is illegal.
    assert_eq!(out.unwrap_err(), "failed to legalize operation 'tf.add' that was explicitly marked illegal");
}

#[test]
fn an_illegal_materialized_constant_undoes_the_fold() {
    let ctx = context();
    register(&ctx);
    let mut t = target(&ctx);
    // Constants are illegal now (the existing ones are turned into low.const).
    t.add_illegal_op(ctx.op_name("tf.const"));
    let mut p = add_pattern(&ctx);
    p.add_conversion(rename(&ctx, "tf.const", "low.const").benefit(1));
    let log = DebugLog::new();
    let out = convert_text(&ctx, INPUT, Mode::Full, &t, p, &config(FoldingMode::BeforePatterns, &log)).unwrap();
    // The fold's constant is converted like the others.
    assert!(out.contains(r#"%2 = "low.const"() <{value = 3 : i32}> : () -> i32"#), "{out}");

    // A constant of 3 cannot be legalized: the fold is undone and the
    // add's pattern applies instead.
    {
        let mut t = target(&ctx);
        t.add_dynamically_legal_op(ctx.op_name("tf.const"), |ctx, body, op| {
            body.attr(ctx, op, "value").and_then(|v| ctx.int_value(v)) != Some(3)
        });
        let log = DebugLog::new();
        let config = config(FoldingMode::BeforePatterns, &log);
        let out = convert_text(&ctx, INPUT, Mode::Full, &t, add_pattern(&ctx), &config).unwrap();
        assert!(out.contains(r#"%2 = "low.add"(%0, %1) : (i32, i32) -> i32"#), "{out}");
        assert!(!out.contains("value = 3"), "{out}");
        assert_logged(&log, &["failed to legalize generated constant 'tf.const'"]);
    }
    // In no-rollback mode undoing a fold is an error.
    let mut t = target(&ctx);
    t.add_dynamically_legal_op(ctx.op_name("tf.const"), |ctx, body, op| {
        body.attr(ctx, op, "value").and_then(|v| ctx.int_value(v)) != Some(3)
    });
    let config = ConversionConfig { allow_pattern_rollback: false, ..Default::default() };
    let err = convert_text(&ctx, INPUT, Mode::Full, &t, add_pattern(&ctx), &config).unwrap_err();
    assert_eq!(err, "op 'tf.add' folder rollback of IR modifications requested");
}

#[test]
fn an_op_folded_in_place_is_legalized_again() {
    let ctx = context();
    register(&ctx);
    let input = in_func!(
        r#"
  "tf.canon"() : () -> ()
"#
    );
    let mut t = target(&ctx);
    t.add_dynamically_legal_op(ctx.op_name("tf.canon"), |ctx, body, op| body.attr(ctx, op, "done").is_some());
    for config in both_modes() {
        let log = DebugLog::new();
        let config = ConversionConfig { debug_log: Some(log.clone()), ..config };
        let out = convert_text(&ctx, input, Mode::Full, &t, ConversionPatternSet::new(), &config).unwrap();
        assert!(out.contains(r#""tf.canon"() {done} : () -> ()"#), "{out}");
        assert_logged(&log, &["} -> SUCCESS : operation marked legal by the target"]);
    }
}
