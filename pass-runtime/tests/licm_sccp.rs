//! `loop-invariant-code-motion` and `sccp` against `mlir-opt` 22: each input
//! of `tests/licm_sccp/` (written by hand in `src/`, turned into the generic
//! form by `capture.sh`) runs through both passes, scheduled on functions and
//! on the module, and must print exactly what `mlir-opt` printed.
//!
//! The inputs cover nested loops, ops with side effects or that may trap in
//! loops, `scf.while` and `scf.execute_region`, branches on constants
//! (`cf.cond_br`, `cf.switch`), `scf.if` on constants, loops whose iteration
//! arguments stay constant, static trip counts (which MLIR 22 does not use),
//! calls between functions (the module-level run propagates through private
//! functions) and recursion.

use std::path::{Path, PathBuf};

#[path = "support/ir_text.rs"]
mod ir_text;
use ir_text::{named_ops, parse, print};

use pass_runtime::ir::{self, Context, ParseOptions, PrintOptions};
use pass_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/licm_sccp")
}

fn read(name: &str) -> String {
    let path = data_dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Runs `pipeline` on `input` and prints the result in the generic form.
fn run(pipeline: &str, input: &str) -> String {
    let ctx = Context::new();
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
    let mut op = ir::parse_source(&ctx, ParseOptions { file_name: "input.mlir" }, input)
        .unwrap_or_else(|d| panic!("input does not parse: {}", d.message));
    let pm = parse_pass_pipeline(pipeline, &registry).unwrap_or_else(|e| panic!("{pipeline}: {e:?}"));
    let mut pm = PassManager::from_pipeline(pm);
    pm.enable_threading(false);
    pm.run(&ctx, &mut op).unwrap_or_else(|e| panic!("{pipeline} failed: {:?}", e.diagnostics));
    ir::print_owned(&ctx, &op, PrintOptions::default())
}

/// The sources of `tests/licm_sccp/src` whose name starts with `prefix`.
fn cases(prefix: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(data_dir().join("src"))
        .expect("tests/licm_sccp/src")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".mlir")?.to_string();
            stem.starts_with(prefix).then_some(stem)
        })
        .collect();
    names.sort();
    assert!(!names.is_empty(), "no {prefix}* case");
    names
}

/// Checks every case of `prefix` against the golden `<case>.<tag>.mlir`.
fn check(prefix: &str, runs: &[(&str, &str)]) {
    let mut failures = Vec::new();
    for case in cases(prefix) {
        let input = read(&format!("{case}.mlir"));
        for &(tag, pipeline) in runs {
            let expected = read(&format!("{case}.{tag}.mlir"));
            let got = run(pipeline, &input);
            if got != expected {
                failures.push(format!("{case} with {pipeline}:\n--- expected\n{expected}\n--- got\n{got}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn loop_invariant_code_motion_matches_mlir_opt() {
    check(
        "licm_",
        &[
            ("licm", "builtin.module(func.func(loop-invariant-code-motion))"),
            ("licm", "builtin.module(loop-invariant-code-motion)"),
        ],
    );
}

#[test]
fn sccp_matches_mlir_opt() {
    check("sccp_", &[("sccp", "builtin.module(func.func(sccp))"), ("sccp-module", "builtin.module(sccp)")]);
}

// ----- the pieces, through the public API ------------------------------------

use pass_runtime::dataflow::{BodyTree, ConstantLattice};
use pass_runtime::interfaces::{is_memory_effect_free, is_speculatable, would_op_be_trivially_dead};

#[test]
fn constant_lattice_join_is_the_least_upper_bound() {
    let ctx = Context::new();
    let name = ctx.op_name("arith.constant");
    let one = ConstantLattice::Constant { value: ctx.integer_attr(ctx.i32(), 1), folded_by: name };
    let two = ConstantLattice::Constant { value: ctx.integer_attr(ctx.i32(), 2), folded_by: name };
    let other_dialect_one =
        ConstantLattice::Constant { value: ctx.integer_attr(ctx.i32(), 1), folded_by: ctx.op_name("func.constant") };
    assert_eq!(ConstantLattice::Uninitialized.join(one), one);
    assert_eq!(one.join(ConstantLattice::Uninitialized), one);
    assert_eq!(one.join(one), one);
    // Equal constants are equal whichever op folded them; the first one stays.
    assert_eq!(one.join(other_dialect_one), one);
    assert_eq!(one.join(two), ConstantLattice::Overdefined);
    assert_eq!(ConstantLattice::Overdefined.join(one), ConstantLattice::Overdefined);
    assert_eq!(one.constant(), Some(ctx.integer_attr(ctx.i32(), 1)));
    assert_eq!(ConstantLattice::Overdefined.constant(), None);
}

#[test]
fn speculation_and_effects_follow_mlir() {
    let ctx = Context::new();
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, i1) -> (), sym_name = "f"}> ({
  ^bb0(%a: i32, %b: i32, %n: index, %c: i1):
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %m1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %c3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %0 = "arith.divsi"(%a, %b) : (i32, i32) -> i32
    %1 = "arith.divsi"(%a, %c3) : (i32, i32) -> i32
    %2 = "arith.divsi"(%a, %m1) : (i32, i32) -> i32
    %3 = "arith.divui"(%a, %m1) : (i32, i32) -> i32
    %4 = "arith.divui"(%a, %c0) : (i32, i32) -> i32
    %5 = "arith.remsi"(%a, %b) : (i32, i32) -> i32
    %6 = "func.call"(%a) <{callee = @g}> : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
"#;
    let module = parse(&ctx, src);
    let module_body = module.body().expect("a module body");
    let mut funcs = Vec::new();
    module_body.walk_preorder(|op| funcs.push(op));
    let body = module_body.isolated_body(funcs[0]).expect("a function body");
    let ops = named_ops(&ctx, body);
    let speculatable: Vec<(String, bool)> =
        ops.iter().map(|(name, op)| (name.clone(), is_speculatable(&ctx, body, *op))).collect();
    let expected = [
        ("arith.constant", true),
        ("arith.constant", true),
        ("arith.constant", true),
        ("arith.divsi", false), // unknown divisor
        ("arith.divsi", true),  // 3
        ("arith.divsi", false), // -1: INT_MIN / -1 overflows
        ("arith.divui", true),  // 0xFFFFFFFF
        ("arith.divui", false), // 0
        ("arith.remsi", true),  // total in MLIR
        ("func.call", false),
        ("func.return", true),
    ];
    let expected: Vec<(String, bool)> = expected.iter().map(|&(n, s)| (n.to_string(), s)).collect();
    assert_eq!(speculatable, expected);
    let by_name = |n: &str| ops.iter().find(|(name, _)| name == n).unwrap().1;
    assert!(is_memory_effect_free(&ctx, body, by_name("arith.divsi")));
    assert!(!is_memory_effect_free(&ctx, body, by_name("func.call")));
    assert!(would_op_be_trivially_dead(&ctx, body, by_name("arith.divsi")));
    assert!(!would_op_be_trivially_dead(&ctx, body, by_name("func.call")));
    assert!(!would_op_be_trivially_dead(&ctx, body, by_name("func.return")), "terminators never are");
}

#[test]
fn body_tree_detaches_and_restores_nested_bodies() {
    let ctx = Context::new();
    let src = read("sccp_calls.mlir");
    let mut module = parse(&ctx, &src);
    let before = print(&ctx, &module);
    let root = module.body_mut().expect("a module body");
    let tree = BodyTree::take(root);
    // The module body, its 7 functions, the nested module and its 2 functions.
    assert_eq!(tree.len(), 11);
    for index in 1..tree.len() as u32 {
        let (parent, op) = tree.owner(index).expect("nested bodies have owners");
        assert!(parent < index, "parents come first");
        assert_eq!(tree.child((parent, op)), Some(index));
    }
    tree.restore(root);
    assert_eq!(print(&ctx, &module), before);
}
