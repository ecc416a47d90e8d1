//! Pipelines given as option values name the passes of the registry that
//! parsed them: a user's tool with its own passes needs no process-wide
//! registry.

use pass_runtime::ir::Context;
use pass_runtime::pass::{PassManager, PassRegistry, PipelineParser};
use pass_runtime::passes::register_builtin_passes;

use crate::common::*;

const CALLS: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "callee", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
    "func.call"() <{callee = @callee}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn the_inliners_default_pipeline_names_the_tools_own_passes() {
    let ctx = Context::new();
    let log = new_log();
    let mut registry = PassRegistry::new();
    register_builtin_passes(&mut registry).unwrap();
    let recorder = Recorder::new("user-simplify", &log);
    registry.register_pass(move || recorder.clone().boxed()).unwrap();

    let pipeline = PipelineParser::new(&registry)
        .with_context(&ctx)
        .parse("builtin.module(inline{default-pipeline=user-simplify})")
        .expect("the user's pass is found in the parser's registry");
    let mut pm = PassManager::from_pipeline(pipeline);
    let mut module = parse(&ctx, CALLS);
    pm.run(&ctx, &mut module).unwrap();
    // The callables are simplified with the user's pass, and the caller once
    // more after a call was inlined into it, as MLIR's inliner does.
    let mut ran = take(&log);
    ran.sort();
    assert_eq!(ran, ["user-simplify@callee", "user-simplify@caller", "user-simplify@caller"]);
    assert!(!print(&ctx, &module).contains("func.call"), "the call is inlined");

    // The default (`canonicalize`) still names the runtime's own pass.
    let pipeline = PipelineParser::new(&registry).with_context(&ctx).parse("builtin.module(inline)").unwrap();
    let mut pm = PassManager::from_pipeline(pipeline);
    pm.run(&ctx, &mut parse(&ctx, CALLS)).unwrap();
    assert!(take(&log).is_empty());
}

#[test]
fn a_default_pipeline_from_another_registry_is_not_found() {
    // Only the runtime's passes: the user's pass is unknown, and no earlier
    // registration in this process changes that.
    let ctx = Context::new();
    let mut registry = PassRegistry::new();
    register_builtin_passes(&mut registry).unwrap();
    let pipeline = PipelineParser::new(&registry)
        .with_context(&ctx)
        .parse("builtin.module(inline{default-pipeline=user-simplify})")
        .unwrap();
    let mut pm = PassManager::from_pipeline(pipeline);
    let err = pm.run(&ctx, &mut parse(&ctx, CALLS)).unwrap_err();
    let message = format!("{err:?}");
    assert!(message.contains("'user-simplify' does not refer to a registered pass or pass pipeline"), "{message}");
}
