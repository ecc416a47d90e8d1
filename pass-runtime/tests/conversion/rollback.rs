//! Rollback mode: the changes of a failed legalization path are undone (the
//! next pattern sees the IR as it was), and a failed conversion leaves the
//! IR exactly as it was, byte for byte. No-rollback mode: changes are
//! immediate, and a path that would need undoing is an error.

use std::sync::Arc;

use pass_runtime::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, SignatureConversion, TypeConverter,
};
use pass_runtime::ir::{self, Context, InsertPoint, OpBuilder, OpId, OpSpec, Type};

use crate::common::*;

const INPUT: &str = r#"
"func.func"() <{function_type = (i64) -> (), sym_name = "g"}> ({
^bb0(%arg: i64):
  %0 = "old.x"(%arg) : (i64) -> i64
  "keep.b"(%0) : (i64) -> ()
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = (i64) -> (), sym_name = "f"}> ({
^bb0(%arg: i64):
  "keep.a"() : () -> ()
  %0 = "old.x"(%arg) : (i64) -> i64
  "keep.b"(%0) : (i64) -> ()
  "keep.r"() ({
    "keep.c"()[^bb1] : () -> ()
  ^bb1:
    "keep.d"() : () -> ()
  }) : () -> ()
  "old.fail"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"#;

fn f64(ctx: &Context) -> Type {
    ctx.float_type(ir::float::FloatKind::F64)
}

fn converter(ctx: &Context) -> Arc<TypeConverter> {
    let f64 = f64(ctx);
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(move |ctx, t| ctx.is_signless_integer(t, 64).then_some(f64));
    add_cast_materializations(&mut tc, "keep.cast");
    Arc::new(tc)
}

fn target(ctx: &Context) -> ConversionTarget {
    let mut t = module_target(ctx, &["func", "keep", "new"]);
    t.add_illegal_dialect("old");
    t.add_illegal_op(ctx.op_name("bad.op"));
    t
}

fn find(body: &ir::Body, ctx: &Context, name: &str) -> Option<OpId> {
    let mut found = None;
    body.walk_preorder(|o| {
        if found.is_none() && ctx.op_name_str(body.op_name(o)) == name {
            found = Some(o);
        }
    });
    found
}

/// Makes every kind of change, then creates an illegal op: its result
/// cannot be legalized and everything must be undone.
fn messy(ctx: &Context, tc: &Arc<TypeConverter>) -> FnConversionPattern {
    fn_conversion(ctx, "old.x", |op, operands, rw| {
        let ctx = rw.context();
        let loc = rw.body().loc(op);
        let Some(keep_a) = find(rw.body(), ctx, "keep.a") else { return rw.notify_match_failure("not the messy one") };
        let keep_b = find(rw.body(), ctx, "keep.b").unwrap();
        let keep_c = find(rw.body(), ctx, "keep.c").unwrap();
        let keep_r = find(rw.body(), ctx, "keep.r").unwrap();
        let entry = rw.body().op_block(op).unwrap();
        let func_region = rw.body().block_region(entry).unwrap();
        // In-place modification.
        rw.modify_op_in_place(keep_a, |b| b.set_attr(ctx, keep_a, "touched", Some(ctx.unit_attr())));
        // Some uses replaced (`keep.b` takes the argument instead of `%0`).
        let (result, arg) = (rw.body().result(op, 0), rw.body().operand(op, 0));
        rw.with_pattern_rewriter(|prw| prw.replace_uses_with_if(result, arg, |_, user| user == keep_b));
        // A new op with the remapped operand.
        let v = operands.single(0).unwrap();
        let spec = OpSpec { operands: &[v], results: &[f64(ctx)], ..OpSpec::new(ctx, ctx.op_name("new.y"), loc) };
        let new_y = rw.create(&spec);
        // Split the block, create a block, move an op into it.
        rw.split_block(entry, keep_b).unwrap();
        let extra = rw.create_block(func_region, None, &[ctx.i32()], &[loc]);
        rw.move_op(keep_a, InsertPoint::BlockStart(extra));
        // Inline the second block of keep.r into its first.
        let r_region = rw.body().regions(keep_r)[0];
        let second = rw.body().blocks_of(r_region).nth(1).unwrap();
        rw.inline_block(second, InsertPoint::Before(keep_c), &[]);
        // Convert the entry block's signature.
        let mut conversion = SignatureConversion::new(1);
        conversion.add_inputs_for(0, &[f64(ctx)]);
        rw.apply_signature_conversion(entry, &conversion);
        // An illegal op nothing can convert.
        let bad = OpSpec::new(ctx, ctx.op_name("bad.op"), loc);
        rw.create(&bad);
        let y = rw.body().result(new_y, 0);
        rw.replace_op(op, &[y]);
        true
    })
    .with_converter(tc)
    .benefit(10)
    .named("messy")
}

fn simple(ctx: &Context, tc: &Arc<TypeConverter>) -> FnConversionPattern {
    rename(ctx, "old.x", "new.x").with_converter(tc).named("simple")
}

#[test]
fn a_failed_path_is_undone_before_the_next_pattern() {
    let ctx = context();
    let tc = converter(&ctx);
    let mut t = target(&ctx);
    t.add_legal_op(ctx.op_name("old.fail")); // this test does not fail
    let mut only_simple = ConversionPatternSet::new();
    only_simple.add_conversion(simple(&ctx, &tc));
    let expected = convert_text(&ctx, INPUT, Mode::Partial, &t, only_simple, &Default::default()).unwrap();

    let mut both = ConversionPatternSet::new();
    both.add_conversion(messy(&ctx, &tc));
    both.add_conversion(simple(&ctx, &tc));
    let (log, config) = logged_config();
    let out = convert_text(&ctx, INPUT, Mode::Partial, &t, both, &config).unwrap();
    assert_eq!(out, expected);
    assert_logged(&log, &["(pattern 'messy')", "} -> FAILURE : failed to legalize generated operation 'bad.op'"]);
}

#[test]
fn a_failed_full_conversion_leaves_the_ir_byte_for_byte() {
    let ctx = context();
    let tc = converter(&ctx);
    let t = target(&ctx);
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(messy(&ctx, &tc));
    patterns.add_conversion(simple(&ctx, &tc));
    // Converts function signatures (in their own bodies).
    patterns.add_conversion(
        fn_conversion(&ctx, "func.func", |op, _, rw| convert_func_signature(op, rw)).with_converter(&tc),
    );
    let mut t = t;
    add_func_legal_by_signature(&mut t, &ctx, &tc);
    let frozen = patterns.freeze();
    let mut module = parse(&ctx, INPUT);
    let before = print(&ctx, &module);
    let (log, config) = logged_config();
    let err = run(&ctx, &mut module, Mode::Full, &t, &frozen, &config).unwrap_err();
    assert_eq!(err.diagnostics[0].message, "failed to legalize operation 'old.fail'");
    assert_eq!(print(&ctx, &module), before);
    // Much had been converted before the failure: both signatures, g's body.
    let text = log.take();
    assert_eq!(text.matches("(pattern 'simple')").count(), 2, "{text}");
    assert!(text.contains("Legalizing operation : 'old.fail'"), "{text}");
    // The IR still verifies, and converts once old.fail is legal.
    ir::verify(&ctx, &module).unwrap();
    t.add_legal_op(ctx.op_name("old.fail"));
    let report = run(&ctx, &mut module, Mode::Full, &t, &frozen, &ConversionConfig::default());
    assert!(report.is_ok(), "{report:?}");
    let out = print(&ctx, &module);
    assert!(out.contains(r#"%0 = "new.x"(%arg0) : (f64) -> f64"#), "{out}");
}

#[test]
fn no_rollback_mode_reports_a_path_that_would_need_undoing() {
    let ctx = context();
    let tc = converter(&ctx);
    let mut t = target(&ctx);
    t.add_legal_op(ctx.op_name("old.fail"));
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(messy(&ctx, &tc));
    patterns.add_conversion(simple(&ctx, &tc));
    let config = ConversionConfig { allow_pattern_rollback: false, ..Default::default() };
    let err = convert_text(&ctx, INPUT, Mode::Partial, &t, patterns, &config).unwrap_err();
    assert_eq!(
        err,
        "pattern 'messy' produced IR that could not be legalized. new ops: {new.y, bad.op}, modified ops: {keep.a, keep.b}, \
         inserted block into ops: {func.func, func.func, func.func}"
    );
}

#[test]
fn no_rollback_mode_reports_a_pattern_failing_after_changing_the_ir() {
    let ctx = context();
    let mut t = target(&ctx);
    t.add_legal_op(ctx.op_name("old.fail"));
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(
        fn_conversion(&ctx, "old.x", |op, _, rw| {
            let ctx = rw.context();
            let spec = OpSpec::new(ctx, ctx.op_name("new.z"), rw.body().loc(op));
            rw.create(&spec);
            false
        })
        .named("liar")
        .benefit(10),
    );
    patterns.add_conversion(simple(&ctx, &converter(&ctx)));
    let config = ConversionConfig { allow_pattern_rollback: false, ..Default::default() };
    let err = convert_text(&ctx, INPUT, Mode::Partial, &t, patterns.clone(), &config).unwrap_err();
    assert_eq!(err, "pattern 'liar' returned failure but IR did change");
    // In rollback mode the change is simply undone.
    let out = convert_text(&ctx, INPUT, Mode::Partial, &t, patterns, &Default::default()).unwrap();
    assert!(!out.contains("new.z"), "{out}");
}

/// Replacing an isolated op and giving its body to the replacement (as a
/// function lowering does) is undone too.
#[test]
fn swapping_isolated_bodies_is_undone() {
    let ctx = context();
    let input = r#"
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "keep.a"() : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
"old.fail"() : () -> ()
"#;
    let mut t = module_target(&ctx, &["keep", "new"]);
    t.add_legal_op(ctx.op_name("func.return"));
    t.add_illegal_op(ctx.op_name("func.func"));
    t.add_illegal_op(ctx.op_name("old.fail"));
    let frozen = swap_patterns(&ctx).freeze();
    let mut module = parse(&ctx, input);
    let before = print(&ctx, &module);
    let err = run(&ctx, &mut module, Mode::Full, &t, &frozen, &ConversionConfig::default()).unwrap_err();
    assert_eq!(err.diagnostics[0].message, "failed to legalize operation 'old.fail'");
    assert_eq!(print(&ctx, &module), before);
    // Once it can succeed, the body is in the new op (and converted there).
    t.add_legal_op(ctx.op_name("old.fail"));
    for config in both_modes() {
        let out = convert_text(&ctx, input, Mode::Full, &t, swap_patterns(&ctx), &config).unwrap();
        let expected = r#"  "new.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "keep.a"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()"#;
        assert!(out.contains(expected), "{out}");
    }
}

/// Replaces `func.func` by `new.func`, which takes its body.
fn swap_patterns(ctx: &Context) -> ConversionPatternSet {
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(
        fn_conversion(ctx, "func.func", |op, _, rw| {
            let ctx = rw.context();
            let body = rw.body();
            let spec = OpSpec {
                props: body.props(op),
                num_regions: 1,
                ..OpSpec::new(ctx, ctx.op_name("new.func"), body.loc(op))
            };
            let new = rw.create_isolated(&spec);
            assert!(rw.swap_isolated_bodies(op, new));
            rw.replace_op(op, &[]);
            true
        })
        .generates(ctx, &["new.func"]),
    );
    patterns
}

/// Rollback mode delays replacements: a replaced value's uses created after
/// the replacement are replaced too, and replaced or erased ops stay visible
/// to later patterns; no-rollback mode makes both immediate.
#[test]
fn delayed_and_immediate_replacement() {
    let ctx = context();
    let input = in_func!(
        r#"
  %0 = "keep.v"() : () -> i32
  %1 = "keep.w"() : () -> i32
  "old.redirect"(%0, %1) : (i32, i32) -> ()
  "old.user"() : () -> ()
"#
    );
    let t = target(&ctx);
    let mut patterns = ConversionPatternSet::new();
    // Replaces the uses of its first operand with its second, and goes.
    patterns.add_conversion(fn_conversion(&ctx, "old.redirect", |op, _, rw| {
        let (v, w) = (rw.body().operand(op, 0), rw.body().operand(op, 1));
        rw.replace_all_uses_with(v, &[w]);
        rw.erase_op(op);
        true
    }));
    // Uses %0 (found as keep.v's result) in a new op, and checks what it
    // sees of old.redirect.
    patterns.add_conversion(fn_conversion(&ctx, "old.user", |op, _, rw| {
        let ctx = rw.context();
        let v = rw.body().result(find(rw.body(), ctx, "keep.v").unwrap(), 0);
        let redirect = find(rw.body(), ctx, "old.redirect");
        if rw.rollback_mode() {
            let redirect = redirect.expect("still in the IR until the end");
            assert!(rw.was_replaced(redirect));
        } else {
            assert!(redirect.is_none(), "erased at once");
        }
        let spec = OpSpec { operands: &[v], ..OpSpec::new(ctx, ctx.op_name("new.user"), rw.body().loc(op)) };
        rw.create(&spec);
        rw.erase_op(op);
        true
    }));
    for config in both_modes() {
        let out = convert_text(&ctx, input, Mode::Full, &t, patterns.clone(), &config).unwrap();
        // Rollback mode: the new use of %0 was replaced at the end too.
        // No-rollback mode: %0 had no uses left when the new one was made.
        let user = if config.allow_pattern_rollback { r#""new.user"(%1)"# } else { r#""new.user"(%0)"# };
        assert!(out.contains(user), "rollback {}:\n{out}", config.allow_pattern_rollback);
    }
}
