//! `PassManager::enable_debug_only`: the debug output a run asks for is the
//! run's own, seen by nested passes on every thread and by no other run.

use pass_runtime::ir::Context;
use pass_runtime::pass::PassManager;

use crate::common::*;

#[test]
fn debug_kinds_belong_to_the_run_that_enables_them() {
    let ctx = Context::new();
    let input = module(None, &[func("a"), func("b"), func("c")].concat());
    let run = |enable: bool| {
        let log = new_log();
        let mut pm = PassManager::new("builtin.module");
        if enable {
            pm.enable_debug_only(["dialect-conversion", "mine"]);
        }
        let seen = log.clone();
        pm.nest("func.func")
            .add_pass(FnPass::boxed("probe", move |op| {
                let kinds = ["mine", "other"].map(|k| format!("{k}={}", op.debug_enabled(k)));
                seen.lock().unwrap().push(format!("{}: {}", label(op), kinds.join(" ")));
                Ok(())
            }))
            .unwrap();
        pm.run(&ctx, &mut parse(&ctx, &input)).unwrap();
        let mut lines = take(&log);
        lines.sort();
        lines
    };
    assert_eq!(run(true), ["a: mine=true other=false", "b: mine=true other=false", "c: mine=true other=false"]);
    // A later run in the same process does not inherit it.
    assert_eq!(run(false), ["a: mine=false other=false", "b: mine=false other=false", "c: mine=false other=false"]);
}
