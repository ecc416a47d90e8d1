//! Scheduling constraints and the errors for passes placed where they cannot
//! run.

use pass_runtime::dialects::FunctionLike;
use pass_runtime::ir::{Context, Diagnostic};
use pass_runtime::pass::{schedule_on_interface, AnchorOp, Nesting, Pass, PassError, PassManager, PipelineBuildError};

use crate::common::*;

fn messages(diags: &[Diagnostic]) -> Vec<String> {
    diags.iter().map(|d| d.message.clone()).collect()
}

#[test]
fn op_specific_pass_on_another_anchor_is_an_error_naming_both() {
    let log = new_log();
    let mut pm = PassManager::default();
    let err = pm.add_pass(Recorder::new("fn-pass", &log).on("func.func").boxed()).unwrap_err();
    assert_eq!(
        err,
        PipelineBuildError::AnchorMismatch {
            pass: "fn-pass".into(),
            pass_op: "func.func".into(),
            anchor: "builtin.module".into()
        }
    );
    assert_eq!(
        err.to_string(),
        "Can't add pass 'fn-pass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?"
    );
    // Op-specific passes never go into an op-agnostic pass manager.
    let err = pm.nest_any().add_pass(Recorder::new("fn-pass", &log).on("func.func").boxed()).unwrap_err();
    assert!(err.to_string().contains("intended to run on 'any'"), "{err}");
}

#[test]
fn implicit_nesting_nests_op_specific_passes() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::default();
    pm.set_nesting(Nesting::Implicit);
    pm.add_pass(Recorder::new("fn-pass", &log).on("func.func").boxed()).unwrap();
    let text = pipeline_text(&pm);
    assert_eq!(text, "builtin.module(func.func(fn-pass))");
    let mut op = parse(&ctx, &module(None, &func("f")));
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["fn-pass@f"]);
}

#[test]
fn root_must_match_the_anchor() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::new("func.func");
    pm.add_pass(Recorder::new("p", &log).boxed()).unwrap();
    let mut op = parse(&ctx, &module(None, &func("f")));
    let err = pm.run(&ctx, &mut op).unwrap_err();
    assert_eq!(messages(&err.diagnostics), ["can't run 'func.func' pass manager on 'builtin.module' op"]);
    assert!(take(&log).is_empty());
}

#[test]
fn filtered_pass_in_a_pass_manager_it_cannot_run_on() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::default();
    pm.nest("builtin.module")
        .add_pass(Recorder::new("fn-only", &log).filtered(schedule_on_interface::<FunctionLike>).boxed())
        .unwrap();
    let mut op = parse(&ctx, &module(None, ""));
    let err = pm.run(&ctx, &mut op).unwrap_err();
    assert_eq!(
        messages(&err.diagnostics),
        ["unable to schedule pass 'fn-only' on a PassManager intended to run on 'builtin.module'!"]
    );
}

#[test]
fn nested_anchor_on_an_op_that_is_not_isolated() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::default();
    pm.nest("arith.constant").add_pass(Recorder::new("p", &log).boxed()).unwrap();
    let src = module(None, "\"arith.constant\"() <{value = 1 : i32}> : () -> i32\n");
    let mut op = parse(&ctx, &src);
    let err = pm.run(&ctx, &mut op).unwrap_err();
    assert_eq!(
        messages(&err.diagnostics),
        ["'arith.constant' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"]
    );
    let loc = pass_runtime::ir::file_line_col(&ctx, err.diagnostics[0].loc);
    assert_eq!(loc, Some(("test.mlir", 2, 1)));
}

#[test]
fn nested_anchor_on_an_unregistered_op() {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let log = new_log();
    let mut pm = PassManager::default();
    pm.nest("test.thing").add_pass(Recorder::new("p", &log).boxed()).unwrap();
    let mut op = parse(&ctx, &module(None, "\"test.thing\"() : () -> ()\n"));
    let err = pm.run(&ctx, &mut op).unwrap_err();
    assert_eq!(messages(&err.diagnostics), ["'test.thing' op trying to schedule a pass on an unregistered operation"]);
}

struct NeedsDialect;

impl Pass for NeedsDialect {
    fn argument(&self) -> &str {
        "needs-dialect"
    }
    fn dependent_dialects(&self) -> Vec<&str> {
        vec!["arith", "nonexistent"]
    }
    fn run_on_operation(&self, _: &mut AnchorOp<'_>) -> Result<(), PassError> {
        panic!("must not run")
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(NeedsDialect)
    }
}

#[test]
fn dependent_dialects_must_be_registered() {
    let ctx = Context::new();
    let mut pm = PassManager::default();
    pm.add_pass(Box::new(NeedsDialect)).unwrap();
    let mut op = parse(&ctx, &module(None, ""));
    let err = pm.run(&ctx, &mut op).unwrap_err();
    assert_eq!(
        messages(&err.diagnostics),
        ["pass 'needs-dialect' depends on dialect 'nonexistent', which is not registered in the context"]
    );
}

/// `initialize` runs once per run, before any op is visited, and can fail.
#[derive(Clone)]
struct Initialized {
    log: Log,
    fail: bool,
    runs: usize,
}

impl Pass for Initialized {
    fn argument(&self) -> &str {
        "initialized"
    }
    fn initialize(&mut self, ctx: &Context) -> Result<(), PassError> {
        self.runs += 1;
        self.log.lock().unwrap().push(format!("initialize#{}", self.runs));
        if self.fail {
            return Err(PassError::new(Diagnostic::error(ctx.unknown_loc(), "no tables for this target")));
        }
        Ok(())
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        self.log.lock().unwrap().push(format!("run@{}", label(op)));
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

#[test]
fn initialize_runs_once_per_run_and_can_fail() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::default();
    pm.nest("func.func").add_pass(Box::new(Initialized { log: log.clone(), fail: false, runs: 0 })).unwrap();
    let mut op = parse(&ctx, &module(None, &(func("f") + &func("g"))));
    pm.enable_threading(false);
    pm.run(&ctx, &mut op).unwrap();
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["initialize#1", "run@f", "run@g", "initialize#2", "run@f", "run@g"]);

    let mut pm = PassManager::default();
    pm.add_pass(Recorder::new("before", &log).boxed()).unwrap();
    pm.add_pass(Box::new(Initialized { log: log.clone(), fail: true, runs: 0 })).unwrap();
    let err = pm.run(&ctx, &mut op).unwrap_err();
    assert_eq!(messages(&err.diagnostics), ["no tables for this target"]);
    // Nothing ran: initialization comes first.
    assert_eq!(take(&log), ["initialize#1"]);
}
