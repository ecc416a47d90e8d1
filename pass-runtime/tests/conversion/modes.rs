//! Partial, full and analysis conversions of the same input: what each
//! converts, leaves, reports and changes.

use pass_runtime::conversion::{ConversionConfig, ConversionPatternSet, ConversionTarget};
use pass_runtime::ir::{Body, Context, OpId, OwnedOp};

use crate::common::*;

const INPUT: &str = in_func!(
    r#"
  %0 = "bar.add"() : () -> i32
  "unknown.op"(%0) : (i32) -> ()
  "bar.sub"(%0) : (i32) -> ()
"#
);

fn target(ctx: &Context) -> ConversionTarget {
    module_target(ctx, &["func", "foo"])
}

fn patterns(ctx: &Context) -> ConversionPatternSet {
    let mut p = ConversionPatternSet::new();
    p.add_conversion(rename(ctx, "bar.add", "foo.add"));
    p
}

/// The function body and the names of the ops in a report's set.
fn names(module: &OwnedOp, set: &pass_runtime::conversion::OpSet, ctx: &Context) -> Vec<String> {
    let mut out = Vec::new();
    let mut visit = |body: &Body, op: OpId| {
        if set.contains(body, op) {
            out.push(ctx.op_name_str(body.op_name(op)).to_string());
        }
    };
    visit(module.enclosing_body(), module.op());
    module.body().unwrap().walk_all_preorder(&mut |b, o| visit(b, o));
    out
}

#[test]
fn partial_full_and_analysis_on_the_same_input() {
    let ctx = context();
    let t = target(&ctx);
    let frozen = patterns(&ctx).freeze();
    for config in both_modes() {
        // Partial: bar.add converted; unknown.op and bar.sub (no pattern,
        // not marked illegal) stay and are reported.
        let mut module = parse(&ctx, INPUT);
        let report = run(&ctx, &mut module, Mode::Partial, &t, &frozen, &config).unwrap();
        let out = print(&ctx, &module);
        assert!(out.contains(r#"%0 = "foo.add"() : () -> i32"#), "{out}");
        assert!(out.contains(r#""unknown.op"(%0)"#) && out.contains(r#""bar.sub"(%0)"#), "{out}");
        assert_eq!(names(&module, &report.unlegalized_ops, &ctx), ["unknown.op", "bar.sub"]);
        assert!(report.legalizable_ops.is_empty());

        // Full: the first op that cannot be legalized fails the conversion;
        // in rollback mode nothing changes.
        let mut module = parse(&ctx, INPUT);
        let before = print(&ctx, &module);
        let err = run(&ctx, &mut module, Mode::Full, &t, &frozen, &config).unwrap_err();
        assert_eq!(err.diagnostics.len(), 1);
        assert_eq!(err.diagnostics[0].message, "failed to legalize operation 'unknown.op'");
        // The op as it is when the conversion fails: in rollback mode its
        // operand is still bar.add's result (%1, after the new foo.add); in
        // no-rollback mode it is already foo.add's.
        let operand = if config.allow_pattern_rollback { "%1" } else { "%0" };
        assert_eq!(
            err.diagnostics[0].notes[0].message,
            format!(r#"see current operation: "unknown.op"({operand}) : (i32) -> ()"#)
        );
        if config.allow_pattern_rollback {
            assert_eq!(print(&ctx, &module), before);
        } else {
            // No-rollback mode applies changes at once: bar.add was
            // converted before the failure.
            assert!(print(&ctx, &module).contains("foo.add"));
        }

        // Analysis: what would be legalized, in the original IR, unchanged.
        let mut module = parse(&ctx, INPUT);
        let report = run(&ctx, &mut module, Mode::Analysis, &t, &frozen, &config).unwrap();
        assert_eq!(print(&ctx, &module), before);
        assert_eq!(
            names(&module, &report.legalizable_ops, &ctx),
            ["builtin.module", "func.func", "bar.add", "func.return"]
        );
        assert!(report.unlegalized_ops.is_empty());
    }
}

#[test]
fn full_succeeds_when_everything_converts() {
    let ctx = context();
    let mut t = target(&ctx);
    t.mark_unknown_op_dynamically_legal(|ctx, body, op| ctx.op_name_str(body.op_name(op)) == "unknown.op");
    let mut p = patterns(&ctx);
    p.add_conversion(rename(&ctx, "bar.sub", "foo.sub"));
    for config in both_modes() {
        let out = convert_text(&ctx, INPUT, Mode::Full, &t, p.clone(), &config).unwrap();
        assert!(out.contains("foo.add") && out.contains("foo.sub") && out.contains("unknown.op"), "{out}");
    }
}

#[test]
fn partial_and_analysis_agree_on_what_converts() {
    let ctx = context();
    let t = target(&ctx);
    let frozen = patterns(&ctx).freeze();
    let mut module = parse(&ctx, INPUT);
    let analysis = run(&ctx, &mut module, Mode::Analysis, &t, &frozen, &ConversionConfig::default()).unwrap();
    let would = names(&module, &analysis.legalizable_ops, &ctx);
    let partial = run(&ctx, &mut module, Mode::Partial, &t, &frozen, &ConversionConfig::default()).unwrap();
    let left = names(&module, &partial.unlegalized_ops, &ctx);
    // Every op is either legalizable or left over.
    let mut all = would.clone();
    all.extend(left.clone());
    all.sort();
    let mut expected: Vec<String> =
        ["builtin.module", "func.func", "bar.add", "unknown.op", "bar.sub", "func.return"].map(String::from).to_vec();
    expected.sort();
    assert_eq!(all, expected);
}
