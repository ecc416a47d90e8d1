//! Dynamic pipelines: a pass running a pipeline on its op or on an op nested
//! in it.

use pass_runtime::ir::{Context, EntityId, OpId};
use pass_runtime::pass::{AnchorOp, OpPassManager, Pass, PassError, PassManager};

use crate::common::*;

/// Runs a function pipeline, built once in `initialize`, on every function of
/// its module whose name starts with `hot`, then a module pipeline on the
/// module itself.
#[derive(Clone)]
struct Dispatch {
    log: Log,
    on_functions: OpPassManager,
    on_module: OpPassManager,
}

impl Dispatch {
    fn new(log: &Log) -> Self {
        let mut on_functions = OpPassManager::new("func.func");
        on_functions.add_pass(Recorder::new("dyn-func", log).boxed()).unwrap();
        let mut on_module = OpPassManager::new("builtin.module");
        on_module.add_pass(Recorder::new("dyn-module", log).boxed()).unwrap();
        Dispatch { log: log.clone(), on_functions, on_module }
    }
}

impl Pass for Dispatch {
    fn argument(&self) -> &str {
        "dispatch"
    }
    fn initialize(&mut self, ctx: &Context) -> Result<(), PassError> {
        self.on_functions.initialize(ctx)?;
        self.on_module.initialize(ctx)?;
        Ok(())
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let body = op.body();
        let block = body.entry_block(body.top_regions()[0]).unwrap();
        let hot: Vec<OpId> =
            body.block_ops(block).filter(|&f| body.symbol_name(ctx, f).is_some_and(|n| n.starts_with("hot"))).collect();
        for f in hot {
            op.run_pipeline_on(&self.on_functions, f)?;
        }
        op.run_pipeline(&self.on_module)?;
        self.log.lock().unwrap().push("dispatch-done".into());
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

#[test]
fn dynamic_pipelines_on_nested_ops_and_on_the_current_op() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::default();
    pm.add_pass(Box::new(Dispatch::new(&log))).unwrap();
    let mut op = parse(&ctx, &module(None, &(func("hot1") + &func("cold") + &func("hot2"))));
    let before = print(&ctx, &op);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["dyn-func@hot1", "dyn-func@hot2", "dyn-module@builtin.module", "dispatch-done"]);
    // Lifting the functions out and back leaves the IR as it was.
    assert_eq!(print(&ctx, &op), before);
    // The pipelines were built once and are reused by the next run.
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log).len(), 4);
}

fn run_one(pass: Box<dyn Pass>) -> Vec<String> {
    let ctx = Context::new();
    let mut pm = PassManager::default();
    pm.add_pass(pass).unwrap();
    let mut op = parse(&ctx, &module(None, &func("f")));
    let err = pm.run(&ctx, &mut op).unwrap_err();
    err.diagnostics.iter().map(|d| d.message.clone()).collect()
}

#[test]
fn dynamic_pipeline_errors() {
    let log = new_log();
    // Not initialized.
    let uninitialized = {
        let mut pm = OpPassManager::new("func.func");
        pm.add_pass(Recorder::new("x", &log).boxed()).unwrap();
        pm
    };
    let pm = uninitialized.clone();
    let msgs = run_one(FnPass::boxed("uses-uninitialized", move |op| op.run_pipeline(&pm)));
    assert_eq!(
        msgs,
        ["'builtin.module' op dynamic pipeline 'func.func(x)' was not initialized (call OpPassManager::initialize in the pass's initialize)"]
    );

    // An op that is not nested in the current one.
    let ctx = Context::new();
    let mut initialized = uninitialized.clone();
    initialized.initialize(&ctx).unwrap();
    let pm = initialized.clone();
    let msgs = run_one(FnPass::boxed("uses-foreign-op", move |op| op.run_pipeline_on(&pm, OpId::new(77))));
    assert_eq!(msgs, ["'builtin.module' op cannot run a dynamic pipeline on an op that is not nested in it"]);

    // A pipeline anchored on another op.
    let pm = initialized.clone();
    let msgs = run_one(FnPass::boxed("wrong-anchor", move |op| op.run_pipeline(&pm)));
    assert_eq!(msgs, ["'builtin.module' op cannot run a pipeline anchored on 'func.func' on 'builtin.module' op"]);

    // The dynamic pipeline's own failure comes back to the pass.
    let mut failing = OpPassManager::new("func.func");
    failing.add_pass(FnPass::boxed("fails", |op| Err(op.op_error("nested failure").into()))).unwrap();
    failing.initialize(&ctx).unwrap();
    let msgs = run_one(FnPass::boxed("runs-failing", move |op| {
        let f = {
            let body = op.body();
            body.block_ops(body.entry_block(body.top_regions()[0]).unwrap()).next().unwrap()
        };
        let result = op.run_pipeline_on(&failing, f);
        assert!(result.is_err());
        result
    }));
    assert_eq!(msgs, ["'func.func' op nested failure"]);
}

#[test]
fn dynamic_pipelines_on_ops_nested_at_any_depth() {
    let ctx = Context::new();
    let log = new_log();
    let mut on_functions = OpPassManager::new("func.func");
    on_functions.add_pass(Recorder::new("dyn-func", &log).boxed()).unwrap();
    on_functions.initialize(&ctx).unwrap();
    // Runs on @deep, a function of module @inner nested in module @outer.
    let pm = on_functions.clone();
    let pass = FnPass::boxed("reaches-deep", move |op| {
        let ctx = op.context();
        let body = op.body();
        let first =
            |b: &pass_runtime::ir::Body| b.block_ops(b.entry_block(b.top_regions()[0]).unwrap()).next().unwrap();
        let outer = first(body);
        let inner = first(body.isolated_body(outer).unwrap());
        let deep = first(body.isolated_body(outer).unwrap().isolated_body(inner).unwrap());
        let path = [outer, inner, deep];
        let name = body.isolated_body(outer).unwrap().isolated_body(inner).unwrap().symbol_name(ctx, deep);
        assert_eq!(name, Some("deep"));
        op.run_pipeline_on_path(&pm, &path)?;
        // A path through a function is not one of isolated ops leading on.
        let bad = [outer, inner, deep, OpId::new(0)];
        let err = op.run_pipeline_on_path(&pm, &bad).unwrap_err();
        assert_eq!(
            err.diagnostics[0].message,
            "'builtin.module' op cannot run a dynamic pipeline on element 3 of a path: not an isolated op nested in it"
        );
        let err = op.run_pipeline_on_path(&pm, &[]).unwrap_err();
        assert_eq!(
            err.diagnostics[0].message,
            "'builtin.module' op cannot run a dynamic pipeline on an empty path of ops"
        );
        Ok(())
    });
    let mut pm = PassManager::default();
    pm.add_pass(pass).unwrap();
    let text = module(None, &module(Some("outer"), &module(Some("inner"), &func("deep"))));
    let mut op = parse(&ctx, &text);
    let before = print(&ctx, &op);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(take(&log), ["dyn-func@deep"]);
    // Lifting the modules and the function out and back leaves the IR as it was.
    assert_eq!(print(&ctx, &op), before);
}
