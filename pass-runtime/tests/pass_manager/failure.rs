//! Failing passes, verification after each pass, and diagnostics.

use pass_runtime::ir::{file_line_col, Context, Diagnostic, Severity};
use pass_runtime::pass::{AnchorOp, Pass, PassError, PassManager};

use crate::common::*;

/// Fails on the function named `victim`; records every run.
#[derive(Clone)]
struct FailOn {
    victim: &'static str,
    log: Log,
    silent: bool,
}

impl Pass for FailOn {
    fn argument(&self) -> &str {
        "fail-on"
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let name = label(op);
        self.log.lock().unwrap().push(format!("fail-on@{name}"));
        if name == self.victim {
            if self.silent {
                return Err(PassError::silent());
            }
            return Err(op.op_error("cannot handle this function").into());
        }
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

fn functions(n: usize) -> String {
    module(None, &(0..n).map(|i| func(&format!("f{i}"))).collect::<String>())
}

fn pipeline(log: &Log, silent: bool, threads: Option<usize>) -> PassManager {
    let mut pm = PassManager::default();
    match threads {
        Some(n) => pm.set_num_threads(n),
        None => pm.enable_threading(false),
    };
    let f = pm.nest("func.func");
    f.add_pass(Recorder::new("first", log).boxed()).unwrap();
    f.add_pass(Box::new(FailOn { victim: "f17", log: log.clone(), silent })).unwrap();
    f.add_pass(Recorder::new("third", log).boxed()).unwrap();
    pm.add_pass(Recorder::new("after-nested", log).boxed()).unwrap();
    pm
}

#[test]
fn failing_pass_in_a_parallel_function_pipeline() {
    let ctx = Context::new();
    for threads in [None, Some(2), Some(4)] {
        let log = new_log();
        let mut op = parse(&ctx, &functions(40));
        let err = pipeline(&log, false, threads).run(&ctx, &mut op).unwrap_err();
        assert_eq!(err.diagnostics.len(), 1, "{threads:?}");
        let d = &err.diagnostics[0];
        assert_eq!(d.message, "'func.func' op cannot handle this function");
        // `@f17` is the 18th function: line 2 + 17 * 3.
        assert_eq!(file_line_col(&ctx, d.loc), Some(("test.mlir", 53, 1)));
        let ran = take(&log);
        // No pass ran on the failing function after the failure, and nothing
        // ran after the nested pipeline.
        assert!(!ran.contains(&"third@f17".to_string()), "{threads:?}: {ran:?}");
        assert!(!ran.iter().any(|r| r.starts_with("after-nested")), "{threads:?}");
        assert!(ran.contains(&"fail-on@f17".to_string()));
        // One thread at a time, every function runs its pipeline, as MLIR's
        // pass adaptor does: only @f17's stops, at the failing pass.
        if threads.is_none() {
            let expected: Vec<String> = (0..40)
                .flat_map(|i| {
                    let passes: &[&str] = if i == 17 { &["first", "fail-on"] } else { &["first", "fail-on", "third"] };
                    passes.iter().map(move |p| format!("{p}@f{i}"))
                })
                .collect();
            assert_eq!(ran, expected);
        }
    }
}

#[test]
fn silent_failure_gets_a_message_naming_the_pass() {
    let ctx = Context::new();
    let log = new_log();
    let mut op = parse(&ctx, &functions(20));
    let err = pipeline(&log, true, None).run(&ctx, &mut op).unwrap_err();
    let msgs: Vec<_> = err.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(msgs, ["pass 'fail-on' failed on 'func.func' op"]);
}

/// Erases the terminator of every function: IR that does not verify.
/// Claims to preserve every analysis when `claim_preserved`.
fn break_ir(claim_preserved: bool) -> Box<dyn Pass> {
    FnPass::boxed_on("break-ir", "func.func", move |op| {
        let body = op.body_mut();
        let region = body.top_regions()[0];
        let entry = body.entry_block(region).unwrap();
        let ret = body.last_op(entry).unwrap();
        body.erase_op(ret);
        if claim_preserved {
            op.mark_all_analyses_preserved();
        }
        Ok(())
    })
}

#[test]
fn verifier_after_each_pass_names_the_pass_that_broke_the_ir() {
    let ctx = Context::new();
    let mut pm = PassManager::default();
    pm.enable_threading(false);
    pm.nest("func.func").add_pass(break_ir(false)).unwrap();
    let mut op = parse(&ctx, &functions(3));
    let err = pm.run(&ctx, &mut op).unwrap_err();
    // Every function fails and is reported (one thread at a time, MLIR runs
    // every function's pipeline), in IR order.
    assert_eq!(err.diagnostics.len(), 3);
    let d = &err.diagnostics[0];
    assert_eq!(d.message, "empty block: expect at least a terminator");
    let note = d.notes.last().unwrap();
    assert_eq!(note.message, "the IR failed to verify after pass 'break-ir'");
    assert_eq!(file_line_col(&ctx, note.loc), Some(("test.mlir", 2, 1)));
}

#[test]
fn verifier_can_be_turned_off_and_is_skipped_when_all_is_preserved() {
    let ctx = Context::new();
    for (verify, claim_preserved) in [(false, false), (true, true)] {
        let mut pm = PassManager::default();
        pm.enable_verifier(verify);
        pm.nest("func.func").add_pass(break_ir(claim_preserved)).unwrap();
        let mut op = parse(&ctx, &functions(2));
        pm.run(&ctx, &mut op).unwrap();
        assert!(pass_runtime::ir::verify(&ctx, &op).is_err(), "the IR really is broken");
    }
}

/// Emits a warning on every function whose name ends in an odd digit.
fn warn(op: &mut AnchorOp<'_>) -> Result<(), PassError> {
    let name = label(op);
    if name.ends_with(['1', '3', '5', '7', '9']) {
        let mut d = Diagnostic::error(op.loc(), format!("odd function {name}"));
        d.severity = Severity::Warning;
        op.emit(d);
    }
    op.mark_all_analyses_preserved();
    Ok(())
}

#[test]
fn warnings_come_back_in_ir_order_with_any_thread_count() {
    let ctx = Context::new();
    let mut reference = None;
    for threads in [1, 2, 3] {
        let mut pm = PassManager::default();
        pm.set_num_threads(threads);
        pm.nest("func.func").add_pass(FnPass::boxed("warn", warn)).unwrap();
        let mut op = parse(&ctx, &functions(30));
        let diags = pm.run(&ctx, &mut op).unwrap();
        let msgs: Vec<String> = diags.iter().map(|d| d.message.clone()).collect();
        assert_eq!(msgs.len(), 15);
        assert_eq!(msgs[0], "odd function f1");
        assert_eq!(msgs[14], "odd function f29");
        match &reference {
            None => reference = Some(msgs),
            Some(r) => assert_eq!(&msgs, r),
        }
    }
}
