//! Every legality action of the conversion target, and how the drivers
//! treat legal, illegal and unknown ops.

use pass_runtime::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, LegalOpDetails, LegalizationAction,
};
use pass_runtime::ir::{Body, Context, OpBuilder, OpId, OwnedOp};

use crate::common::*;

const INPUT: &str = in_func!(
    r#"
  "a.x"() : () -> ()
  "a.y"() {keep} : () -> ()
  "b.x"() : () -> ()
  "b.y"() {wide} : () -> ()
  "c.x"() : () -> ()
"#
);

/// The body of [`INPUT`]'s function and its ops `a.x`, `a.y` (with
/// `keep`), `b.x`, `b.y` (with `wide`) and `c.x`, found by name.
fn input_ops<'m>(ctx: &Context, module: &'m OwnedOp) -> (&'m Body, [OpId; 5]) {
    let module_body = module.body().unwrap();
    let func = module_body.block_ops(module_body.entry_block(module_body.top_regions()[0]).unwrap()).next().unwrap();
    let body = module_body.isolated_body(func).unwrap();
    let entry = body.entry_block(body.top_regions()[0]).unwrap();
    let find = |name: &str, attr: Option<&str>| {
        body.block_ops(entry)
            .find(|&o| ctx.op_name_str(body.op_name(o)) == name && attr.is_none_or(|a| body.attr(ctx, o, a).is_some()))
            .unwrap()
    };
    (
        body,
        [find("a.x", None), find("a.y", Some("keep")), find("b.x", None), find("b.y", Some("wide")), find("c.x", None)],
    )
}

/// Runs `check` with a context, the body of [`INPUT`]'s function and its
/// ops ([`input_ops`]).
fn with_input_ops(check: impl FnOnce(&Context, &Body, [OpId; 5])) {
    let ctx = context();
    let module = parse(&ctx, INPUT);
    let (body, ops) = input_ops(&ctx, &module);
    check(&ctx, body, ops);
}

#[test]
fn legal_illegal_and_unknown_ops_and_dialects() {
    with_input_ops(|ctx, body, [a_x, a_y, b_x, b_y, c_x]| {
        let mut t = ConversionTarget::new();
        t.add_legal_dialect("a");
        t.add_illegal_op(ctx.op_name("a.y")); // an illegal op in a legal dialect
        t.add_illegal_dialect("b");
        t.add_legal_op(ctx.op_name("b.y")); // a legal op in an illegal dialect

        assert_eq!(t.is_legal(ctx, body, a_x), Some(LegalOpDetails { is_recursively_legal: false }));
        assert_eq!(t.is_legal(ctx, body, a_y), None);
        assert!(t.is_illegal(ctx, body, a_y));
        assert_eq!(t.is_legal(ctx, body, b_x), None);
        assert!(t.is_illegal(ctx, body, b_x));
        assert!(t.is_legal(ctx, body, b_y).is_some());
        // Unknown: neither legal nor illegal.
        assert_eq!(t.is_legal(ctx, body, c_x), None);
        assert!(!t.is_illegal(ctx, body, c_x));
        assert_eq!(t.op_action(ctx, ctx.op_name("c.x")), None);
        assert_eq!(t.op_action(ctx, ctx.op_name("a.y")), Some(LegalizationAction::Illegal));
        assert_eq!(t.op_action(ctx, ctx.op_name("b.y")), Some(LegalizationAction::Legal));
    });
}

#[test]
fn dynamic_legality_per_op_per_dialect_and_default_hook() {
    with_input_ops(|ctx, body, [a_x, a_y, b_x, b_y, c_x]| {
        let mut t = ConversionTarget::new();
        // Per op: legal when it has `keep`.
        t.add_dynamically_legal_op(ctx.op_name("a.y"), |ctx, body, op| body.attr(ctx, op, "keep").is_some());
        // Per dialect: legal when it has `wide`.
        t.add_dynamically_legal_dialect("b", |ctx, body, op| body.attr(ctx, op, "wide").is_some());
        // No callback of its own: the default hook decides (legal).
        t.add_dynamically_legal_op_default(ctx.op_name("a.x"));
        t.set_default_dynamic_legality(|_, _, _| true);

        assert!(t.is_legal(ctx, body, a_y).is_some());
        assert!(t.is_legal(ctx, body, b_y).is_some());
        assert!(t.is_legal(ctx, body, b_x).is_none());
        assert!(t.is_illegal(ctx, body, b_x), "a callback saying no makes the op illegal");
        assert!(t.is_legal(ctx, body, a_x).is_some(), "the default hook");
        assert!(t.is_legal(ctx, body, c_x).is_none());
        assert_eq!(t.op_action(ctx, ctx.op_name("b.zzz")), Some(LegalizationAction::Dynamic));
    });
}

#[test]
fn later_callbacks_are_asked_first_and_none_defers() {
    with_input_ops(|ctx, body, [a_x, ..]| {
        let mut t = ConversionTarget::new();
        t.add_dynamically_legal_op(ctx.op_name("a.x"), |_, _, _| false);
        // No opinion: the older callback decides.
        t.add_dynamically_legal_op(ctx.op_name("a.x"), |_, _, _| None::<bool>);
        assert!(t.is_legal(ctx, body, a_x).is_none());
        t.add_dynamically_legal_op(ctx.op_name("a.x"), |_, _, _| true);
        assert!(t.is_legal(ctx, body, a_x).is_some());
        // Without any callback nor default hook a dynamic op is not legal (and
        // not known illegal either).
        let mut t = ConversionTarget::new();
        t.add_dynamically_legal_op_default(ctx.op_name("a.x"));
        assert!(t.is_legal(ctx, body, a_x).is_none());
        assert!(!t.is_illegal(ctx, body, a_x));
    });
}

#[test]
fn unknown_op_handler() {
    with_input_ops(|ctx, body, [.., b_y, c_x]| {
        let mut t = ConversionTarget::new();
        t.add_illegal_dialect("b");
        t.mark_unknown_op_dynamically_legal(|ctx, body, op| ctx.op_name_str(body.op_name(op)).starts_with("c."));
        assert!(t.is_legal(ctx, body, c_x).is_some());
        // Ops with an action of their own or of their dialect are not unknown.
        assert!(t.is_legal(ctx, body, b_y).is_none());
    });
}

const NESTED: &str = in_func!(
    r#"
  "wrap.region"() ({
    "bad.op"() : () -> ()
  }) {skip} : () -> ()
  "wrap.region"() ({
    "bad.op"() : () -> ()
  }) : () -> ()
"#
);

fn nested_target(ctx: &Context, callback: bool) -> ConversionTarget {
    let mut t = module_target(ctx, &["func"]);
    t.add_legal_op(ctx.op_name("wrap.region"));
    t.add_illegal_op(ctx.op_name("bad.op"));
    if callback {
        t.mark_op_recursively_legal_if(ctx.op_name("wrap.region"), |ctx, body, op| {
            body.attr(ctx, op, "skip").is_some()
        });
    } else {
        t.mark_op_recursively_legal(ctx.op_name("wrap.region"));
    }
    t
}

#[test]
fn recursive_legality_static_and_by_callback() {
    let ctx = context();
    // Statically: everything nested in either wrapper is legal.
    let out = convert_without_patterns(&ctx, NESTED, Mode::Full, &nested_target(&ctx, false));
    assert!(out.is_ok(), "{out:?}");
    // By callback: only in the wrapper marked `skip`; the other `bad.op`
    // must be converted, and cannot be.
    let err = convert_without_patterns(&ctx, NESTED, Mode::Full, &nested_target(&ctx, true)).unwrap_err();
    assert_eq!(err, "failed to legalize operation 'bad.op'");
    // The op must already be legal or dynamically legal.
    let mut t = ConversionTarget::new();
    assert!(!t.mark_op_recursively_legal(ctx.op_name("wrap.region")));
    t.add_illegal_op(ctx.op_name("wrap.region"));
    assert!(!t.mark_op_recursively_legal(ctx.op_name("wrap.region")));
}

#[test]
fn recursively_legal_ops_created_by_patterns_hide_their_contents() {
    let ctx = context();
    let input = in_func!(
        r#"
  "old.op"() : () -> ()
"#
    );
    let mut t = nested_target(&ctx, false);
    t.add_illegal_op(ctx.op_name("old.op"));
    let mut patterns = ConversionPatternSet::new();
    // Replaces old.op by a wrapper holding an illegal op.
    patterns.add_conversion(fn_conversion(&ctx, "old.op", |op, _, rw| {
        let ctx = rw.context();
        let loc = rw.body().loc(op);
        let spec = pass_runtime::ir::OpSpec {
            num_regions: 1,
            ..pass_runtime::ir::OpSpec::new(ctx, ctx.op_name("wrap.region"), loc)
        };
        let wrapper = rw.create(&spec);
        let region = rw.body().regions(wrapper)[0];
        let block = rw.create_block(region, None, &[], &[]);
        rw.set_insertion_point(pass_runtime::ir::InsertPoint::BlockEnd(block));
        let bad = pass_runtime::ir::OpSpec::new(ctx, ctx.op_name("bad.op"), loc);
        rw.create(&bad);
        rw.erase_op(op);
        true
    }));
    for config in both_modes() {
        let out = convert_text(&ctx, input, Mode::Full, &t, patterns.clone(), &config).unwrap();
        assert!(out.contains("\"bad.op\"()"), "{out}");
    }
}

#[test]
fn partial_keeps_unknown_ops_and_fails_on_illegal_ones() {
    let ctx = context();
    let input = in_func!(
        r#"
  "c.x"() : () -> ()
"#
    );
    let mut t = module_target(&ctx, &["func"]);
    let mut module = parse(&ctx, input);
    let report =
        run(&ctx, &mut module, Mode::Partial, &t, &ConversionPatternSet::new().freeze(), &ConversionConfig::default())
            .unwrap();
    assert_eq!(report.unlegalized_ops.len(), 1, "c.x stays, reported");
    let err = convert_without_patterns(&ctx, input, Mode::Full, &t).unwrap_err();
    assert_eq!(err, "failed to legalize operation 'c.x'");
    t.add_illegal_op(ctx.op_name("c.x"));
    let err = convert_without_patterns(&ctx, input, Mode::Partial, &t).unwrap_err();
    assert_eq!(err, "failed to legalize operation 'c.x' that was explicitly marked illegal");
}

/// The root of a conversion that is in no block (the op a pass runs on, or
/// a whole parsed module) cannot be replaced: nothing could hold what
/// replaces it. An illegal root is an error naming why, in every mode and
/// before any pattern runs; a root of unknown legality is left as it is in a
/// partial conversion. (MLIR 22 crashes here, as does pass-opt before this
/// rule: "insertion point op is detached".)
#[test]
fn a_root_in_no_block_is_never_replaced() {
    let ctx = context();
    let why = "failed to legalize operation 'builtin.module': it is the op the pass runs on, which a conversion \
               cannot replace (run the conversion on its parent)";
    for config in both_modes() {
        for mode in [Mode::Partial, Mode::Full] {
            let mut target = ConversionTarget::new();
            target.add_illegal_op(ctx.op_name("builtin.module"));
            target.add_legal_dialect("func");
            target.add_legal_dialect("a");
            target.add_legal_dialect("b");
            target.add_legal_dialect("c");
            let mut patterns = ConversionPatternSet::new();
            patterns.add_conversion(rename(&ctx, "builtin.module", "c.module"));
            let result = convert_text(&ctx, INPUT, mode, &target, patterns, &config);
            assert_eq!(result, Err(why.to_string()), "{mode:?}");
        }
        // Unknown legality: a partial conversion leaves the root and converts
        // what it holds.
        let mut target = ConversionTarget::new();
        target.add_illegal_op(ctx.op_name("a.x"));
        target.add_legal_dialect("c");
        let mut patterns = ConversionPatternSet::new();
        patterns.add_conversion(rename(&ctx, "builtin.module", "c.module"));
        patterns.add_conversion(rename(&ctx, "a.x", "c.y"));
        let out = convert_text(&ctx, INPUT, Mode::Partial, &target, patterns, &config).unwrap();
        assert!(out.starts_with("\"builtin.module\"() ({"), "{out}");
        assert!(out.contains("\"c.y\"() : () -> ()") && !out.contains("\"a.x\""), "{out}");
    }
}
