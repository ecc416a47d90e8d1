//! The legalization graph: chains of patterns legalize ops with no direct
//! pattern, preferring fewer steps, then higher benefit.

use pass_runtime::conversion::{ConversionPatternSet, ConversionTarget};

use crate::common::*;

const INPUT: &str = r#"
"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32):
  %0 = "bar.add"(%a, %a) : (i32, i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
"#;

fn target(ctx: &pass_runtime::ir::Context) -> ConversionTarget {
    let mut t = module_target(ctx, &["func"]);
    t.add_legal_op(ctx.op_name("foo.add"));
    t
}

/// `bar.add` becomes `baz.add` (through a plain rewrite pattern when
/// `plain_first`) and that `foo.add`: the full conversion (in both modes)
/// legalizes `bar.add` with no direct pattern.
fn assert_bar_to_baz_to_foo(plain_first: bool) {
    let ctx = context();
    for config in both_modes() {
        let mut patterns = ConversionPatternSet::new();
        if plain_first {
            patterns.add(rename_plain(&ctx, "bar.add", "baz.add"));
        } else {
            patterns.add_conversion(rename(&ctx, "bar.add", "baz.add"));
        }
        patterns.add_conversion(rename(&ctx, "baz.add", "foo.add"));
        let out = convert_text(&ctx, INPUT, Mode::Full, &target(&ctx), patterns, &config).unwrap();
        assert!(out.contains(r#"%0 = "foo.add"(%arg0, %arg0) : (i32, i32) -> i32"#), "{out}");
        assert!(!out.contains("bar.add") && !out.contains("baz.add"), "{out}");
    }
}

/// The full conversion of [`INPUT`] to [`target`] with `patterns`: its
/// output and its debug log.
fn convert_logged(ctx: &pass_runtime::ir::Context, patterns: ConversionPatternSet) -> (String, String) {
    let (log, config) = logged_config();
    let out = convert_text(ctx, INPUT, Mode::Full, &target(ctx), patterns, &config).unwrap();
    (out, log.take())
}

#[test]
fn bar_to_baz_to_foo_legalizes_without_a_direct_pattern() {
    assert_bar_to_baz_to_foo(false);
}

#[test]
fn fewer_steps_win_over_higher_benefit() {
    let ctx = context();
    let mut patterns = ConversionPatternSet::new();
    // Two steps with a high benefit, one step with a low one.
    patterns.add_conversion(rename(&ctx, "bar.add", "baz.add").benefit(10));
    patterns.add_conversion(rename(&ctx, "baz.add", "foo.add"));
    patterns.add_conversion(rename(&ctx, "bar.add", "foo.add").benefit(1));
    let (out, text) = convert_logged(&ctx, patterns);
    assert!(out.contains("foo.add"), "{out}");
    // The direct pattern is tried (and applies) first; the chain is never tried.
    assert!(text.contains("* Pattern : 'bar.add -> (foo.add)'"), "{text}");
    assert!(!text.contains("* Pattern : 'bar.add -> (baz.add)'"), "{text}");
}

#[test]
fn higher_benefit_wins_at_equal_depth() {
    let ctx = context();
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(rename(&ctx, "bar.add", "foo.add").named("low").benefit(1));
    patterns.add_conversion(rename(&ctx, "bar.add", "foo.add").named("high").benefit(5));
    let (_, text) = convert_logged(&ctx, patterns);
    let high = text.find("(pattern 'high')").expect("high tried");
    assert!(!text.contains("(pattern 'low')"), "only the first applicable pattern runs:\n{text}");
    assert!(high > 0);
}

#[test]
fn patterns_generating_unlegalizable_ops_are_never_tried() {
    let ctx = context();
    let mut patterns = ConversionPatternSet::new();
    // qux.add has no legality and no pattern: this pattern is pruned.
    patterns.add_conversion(rename(&ctx, "bar.add", "qux.add").benefit(100));
    patterns.add_conversion(rename(&ctx, "bar.add", "foo.add"));
    let (out, text) = convert_logged(&ctx, patterns);
    assert!(out.contains("foo.add"));
    assert!(!text.contains("qux.add"));
}

#[test]
fn chains_mix_plain_and_conversion_patterns() {
    assert_bar_to_baz_to_foo(true);
}
