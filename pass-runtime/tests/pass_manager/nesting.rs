//! Nested pass managers: which ops they run on, in which order, and how
//! adjacent ones are merged into one traversal.

use pass_runtime::dialects::FunctionLike;
use pass_runtime::ir::Context;
use pass_runtime::pass::{schedule_on_interface, OpPassManager, PassManager};

use crate::common::*;

/// The specification's nesting example, with a nested `builtin.module` in
/// place of `spirv.module`: a module pass, a pass on the nested module, a
/// function pass and an op-agnostic pipeline nested in the nested module.
#[test]
fn spec_nesting_example_runs_in_pipeline_order() {
    let ctx = Context::new();
    let inner = module(Some("inner"), &(func("a") + &func("b")));
    let src = module(None, &(func("top") + &inner));
    let log = new_log();

    let mut pm = PassManager::default();
    pm.enable_threading(false);
    pm.add_pass(Recorder::new("my-module-pass", &log).boxed()).unwrap();
    let nested_module = pm.nest("builtin.module");
    nested_module.add_pass(Recorder::new("my-inner-module-pass", &log).boxed()).unwrap();
    nested_module.nest("func.func").add_pass(Recorder::new("my-function-pass", &log).on("func.func").boxed()).unwrap();
    let any = nested_module.nest_any();
    any.add_pass(Recorder::new("canonicalize", &log).boxed()).unwrap();
    any.add_pass(Recorder::new("cse", &log).boxed()).unwrap();

    let mut op = parse(&ctx, &src);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(
        take(&log),
        [
            "my-module-pass@builtin.module",
            "my-inner-module-pass@inner",
            // `func.func(...)` and `any(...)` cannot share a traversal (the
            // `any` pipeline could take functions), so functions go through
            // the first, then the second; each pipeline runs whole per op.
            "my-function-pass@a",
            "my-function-pass@b",
            "canonicalize@a",
            "cse@a",
            "canonicalize@b",
            "cse@b",
        ]
    );
    // `@top` is a function of the outer module: no pass manager is nested on
    // functions there.
    let text = pipeline_text(&pm);
    assert_eq!(
        text,
        "builtin.module(my-module-pass,builtin.module(my-inner-module-pass,func.func(my-function-pass),any(canonicalize,cse)))"
    );
}

/// `any(cse,my-function-pass)`: the filtered pass constrains the whole
/// op-agnostic pass manager, so `cse` does not run on the nested module.
#[test]
fn filtered_pass_constrains_its_op_agnostic_pass_manager() {
    let ctx = Context::new();
    let src = module(None, &(func("foo") + &module(Some("someModule"), "")));
    let log = new_log();
    let mut pm = PassManager::default();
    let any = pm.nest_any();
    any.add_pass(Recorder::new("cse", &log).boxed()).unwrap();
    any.add_pass(Recorder::new("my-function-pass", &log).filtered(schedule_on_interface::<FunctionLike>).boxed())
        .unwrap();
    let mut op = parse(&ctx, &src);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["cse@foo", "my-function-pass@foo"]);

    // Without the filtered pass, `any(cse)` runs on both.
    let mut pm = PassManager::default();
    pm.nest_any().add_pass(Recorder::new("cse", &log).boxed()).unwrap();
    pm.run(&ctx, &mut op).unwrap();
    let mut ran = take(&log);
    ran.sort();
    assert_eq!(ran, ["cse@foo", "cse@someModule"]);
}

/// Consecutive passes of one nested pipeline run all on the first op, then
/// all on the second; adjacent `func.func(...)` entries are merged into one
/// traversal, as MLIR does at run time.
#[test]
fn adjacent_nested_pipelines_merge() {
    let ctx = Context::new();
    let src = module(None, &(func("f0") + &func("f1")));
    let log = new_log();
    let mut pm = PassManager::default();
    pm.enable_threading(false);
    pm.nest("func.func").add_pass(Recorder::new("a", &log).boxed()).unwrap();
    pm.nest("func.func").add_pass(Recorder::new("b", &log).boxed()).unwrap();
    let before = pipeline_text(&pm);
    assert_eq!(before, "builtin.module(func.func(a),func.func(b))");

    let mut op = parse(&ctx, &src);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["a@f0", "b@f0", "a@f1", "b@f1"]);
    let after = pipeline_text(&pm);
    assert_eq!(after, "builtin.module(func.func(a,b))");
}

/// Nested pass managers on different ops share one traversal when merged;
/// each op goes to the manager anchored on its name.
#[test]
fn merged_pass_managers_for_different_ops_share_a_traversal() {
    let ctx = Context::new();
    let src = module(None, &(func("f0") + &module(Some("m"), "") + &func("f1")));
    let log = new_log();
    let mut pm = PassManager::default();
    pm.enable_threading(false);
    pm.nest("func.func").add_pass(Recorder::new("on-func", &log).boxed()).unwrap();
    pm.nest("builtin.module").add_pass(Recorder::new("on-module", &log).boxed()).unwrap();
    let mut op = parse(&ctx, &src);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["on-func@f0", "on-module@m", "on-func@f1"]);
    let text = pipeline_text(&pm);
    // Op-specific managers are sorted by name after merging.
    assert_eq!(text, "builtin.module(builtin.module(on-module),func.func(on-func))");
}

/// A nested anchor that matches nothing does nothing.
#[test]
fn nested_anchor_without_matches_is_a_no_op() {
    let ctx = Context::new();
    let src = module(None, &func("f"));
    let log = new_log();
    let mut pm = PassManager::default();
    pm.nest("arith.addi").add_pass(Recorder::new("never", &log).boxed()).unwrap();
    let mut op = parse(&ctx, &src);
    pm.run(&ctx, &mut op).unwrap();
    assert!(take(&log).is_empty());
}

/// Nesting goes to any depth, and a pipeline copied with `clone` runs the
/// same.
#[test]
fn deep_nesting_and_cloned_pipelines() {
    let ctx = Context::new();
    let deep = module(Some("m1"), &module(Some("m2"), &func("f")));
    let src = module(None, &deep);
    let log = new_log();
    let mut inner = OpPassManager::new("builtin.module");
    inner
        .nest("builtin.module")
        .nest("func.func")
        .add_pass(Recorder::new("deep", &log).on("func.func").boxed())
        .unwrap();
    let mut pm = PassManager::default();
    pm.add_nested(vec![inner.clone()]);
    let mut op = parse(&ctx, &src);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["deep@f"]);
    let text = pipeline_text(&inner);
    assert_eq!(text, "builtin.module(builtin.module(func.func(deep)))");
}
