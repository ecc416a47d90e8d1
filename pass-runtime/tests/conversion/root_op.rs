//! The op a conversion pass runs on cannot be replaced while the pass runs
//! (it sits in no block): `convert-to-llvm` nested on a `func.func` used to
//! panic with "insertion point op is detached" (found by pass-fuzz, finding
//! F2 in docs/reliability.md; `mlir-opt-22` crashes with SIGSEGV on it). The
//! function is left as it is and its body is converted.

use pass_runtime::ir::{self, Context, ParseOptions, PrintOptions};
use pass_runtime::pass::{PassManager, PassRegistry, PipelineParser};

#[test]
fn a_conversion_pass_nested_on_a_function_leaves_the_function_and_converts_its_body() {
    let ctx = Context::new();
    let input = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut owned = ir::parse_source(&ctx, ParseOptions { file_name: "in.mlir" }, input).unwrap();
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
    let pipeline = "builtin.module(func.func(convert-to-llvm))";
    let pm = PipelineParser::new(&registry).with_context(&ctx).parse(pipeline).unwrap();
    let mut pm = PassManager::from_pipeline(pm);
    if let Err(e) = pm.run(&ctx, &mut owned) {
        let messages: Vec<&str> = e.diagnostics.iter().map(|d| d.message.as_str()).collect();
        panic!("the pipeline failed: {messages:?}");
    }
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "llvm.add"(%arg0, %arg0) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(ir::print_owned(&ctx, &owned, PrintOptions::default()), expected);
}
