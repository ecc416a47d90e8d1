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
