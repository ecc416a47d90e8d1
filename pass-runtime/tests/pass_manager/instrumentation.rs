//! Instrumentation hooks: called around passes, pipelines and analyses, in
//! stack order.

use std::any::TypeId;
use std::sync::{Arc, Mutex};

use pass_runtime::ir::{Context, OpView};
use pass_runtime::pass::{
    Analysis, AnalysisManager, NestedPipelines, Pass, PassInstrumentation, PassManager, PassTarget, PipelineParentInfo,
};

use crate::common::*;

struct Events {
    tag: &'static str,
    log: Log,
}

fn short(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

impl PassInstrumentation for Events {
    fn run_before_pipeline(&mut self, anchor: &str, _: &PipelineParentInfo) {
        self.log.lock().unwrap().push(format!("{}:before-pipeline {anchor}", self.tag));
    }
    fn run_after_pipeline(&mut self, anchor: &str, _: &PipelineParentInfo) {
        self.log.lock().unwrap().push(format!("{}:after-pipeline {anchor}", self.tag));
    }
    fn run_before_pass(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.log.lock().unwrap().push(format!("{}:before {} on {}", self.tag, pass.argument(), op.name()));
    }
    fn run_after_pass(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.log.lock().unwrap().push(format!("{}:after {} on {}", self.tag, pass.argument(), op.name()));
    }
    fn run_after_pass_failed(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.log.lock().unwrap().push(format!("{}:failed {} on {}", self.tag, pass.argument(), op.name()));
    }
    fn run_before_analysis(&mut self, name: &str, _: TypeId, op: &OpView<'_>) {
        self.log.lock().unwrap().push(format!("{}:before-analysis {} on {}", self.tag, short(name), op.name()));
    }
    fn run_after_analysis(&mut self, name: &str, _: TypeId, op: &OpView<'_>) {
        self.log.lock().unwrap().push(format!("{}:after-analysis {} on {}", self.tag, short(name), op.name()));
    }
    fn run_before_nested(&mut self, nested: &NestedPipelines<'_>, op: &PassTarget<'_>) {
        self.log.lock().unwrap().push(format!("{}:before-nested {} on {}", self.tag, nested.name(), op.name()));
    }
    fn run_after_nested(&mut self, nested: &NestedPipelines<'_>, op: &PassTarget<'_>) {
        let at = op.path.symbol.map_or(String::new(), |s| format!(" @{s}"));
        self.log.lock().unwrap().push(format!("{}:after-nested {} on {}{at}", self.tag, nested.name(), op.name()));
    }
}

/// An analysis computed from another one: its pair of hooks nests inside.
struct Outer;

impl Analysis for Outer {
    fn compute(_: OpView<'_>, am: &mut AnalysisManager<'_>) -> Self {
        am.get_analysis::<Trivial>();
        Outer
    }
}

struct Trivial;

impl Analysis for Trivial {
    fn compute(_: OpView<'_>, _: &mut AnalysisManager<'_>) -> Self {
        Trivial
    }
}

#[test]
fn hooks_run_in_stack_order() {
    let ctx = Context::new();
    let log: Log = Arc::new(Mutex::new(Vec::new()));
    let mut pm = PassManager::default();
    pm.add_instrumentation(Box::new(Events { tag: "A", log: log.clone() }));
    pm.add_instrumentation(Box::new(Events { tag: "B", log: log.clone() }));
    pm.nest("func.func")
        .add_pass(FnPass::boxed("analyze", |op| {
            op.get_analysis::<Outer>();
            op.mark_all_analyses_preserved();
            Ok(())
        }))
        .unwrap();
    pm.add_pass(FnPass::boxed("fails", |op| Err(op.op_error("no").into()))).unwrap();
    let mut op = parse(&ctx, &module(None, &func("f")));
    pm.run(&ctx, &mut op).unwrap_err();
    assert_eq!(
        take(&log),
        [
            "A:before-nested Pipeline Collection : ['func.func'] on builtin.module",
            "B:before-nested Pipeline Collection : ['func.func'] on builtin.module",
            "A:before-pipeline func.func",
            "B:before-pipeline func.func",
            "A:before analyze on func.func",
            "B:before analyze on func.func",
            "A:before-analysis Outer on func.func",
            "B:before-analysis Outer on func.func",
            "A:before-analysis Trivial on func.func",
            "B:before-analysis Trivial on func.func",
            "B:after-analysis Trivial on func.func",
            "A:after-analysis Trivial on func.func",
            "B:after-analysis Outer on func.func",
            "A:after-analysis Outer on func.func",
            "B:after analyze on func.func",
            "A:after analyze on func.func",
            "B:after-pipeline func.func",
            "A:after-pipeline func.func",
            "B:after-nested Pipeline Collection : ['func.func'] on builtin.module",
            "A:after-nested Pipeline Collection : ['func.func'] on builtin.module",
            "A:before fails on builtin.module",
            "B:before fails on builtin.module",
            "B:failed fails on builtin.module",
            "A:failed fails on builtin.module",
        ]
    );
}

/// Hooks are called one at a time even when passes run on many threads: an
/// instrumentation that is not thread-safe by itself (a plain counter behind
/// `&mut self`) sees every event.
#[test]
fn hooks_are_serialized_across_threads() {
    struct Counter(Arc<Mutex<usize>>, usize);
    impl PassInstrumentation for Counter {
        fn run_before_pass(&mut self, _: &dyn Pass, _: &PassTarget<'_>) {
            self.1 += 1;
        }
        fn run_after_pass(&mut self, _: &dyn Pass, _: &PassTarget<'_>) {
            self.1 += 1;
            *self.0.lock().unwrap() = self.1;
        }
    }
    let ctx = Context::new();
    let total = Arc::new(Mutex::new(0));
    let mut pm = PassManager::default();
    pm.set_num_threads(4);
    pm.add_instrumentation(Box::new(Counter(total.clone(), 0)));
    let log = new_log();
    let f = pm.nest("func.func");
    for _ in 0..5 {
        f.add_pass(Recorder::new("r", &log).boxed()).unwrap();
    }
    let src = module(None, &(0..200).map(|i| func(&format!("f{i}"))).collect::<String>());
    let mut op = parse(&ctx, &src);
    pm.run(&ctx, &mut op).unwrap();
    assert_eq!(*total.lock().unwrap(), 200 * 5 * 2);
}
