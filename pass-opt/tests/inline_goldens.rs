//! `inline` against `mlir-opt` 22: every case of `tests/inline/cases.tsv`
//! (input, pipeline, extra flags, expected output) must print exactly what
//! `mlir-opt` printed (`tests/inline/capture.sh` wrote the expected files;
//! `.txt` ones hold standard error, the IR before each pass the inliner's
//! pipelines ran, which shows the order it visits callables in). Cases under
//! `tests/inline/hand/` were checked by hand: `mlir-opt` crashes on them.
//!
//! The cases use `default-pipeline=` (no simplification) or test passes:
//! `inline` with its default pipeline, `canonicalize`, is checked by the
//! shared corpus (`pass_corpus.rs`).

mod common;

use common::{first_difference, pass_opt_generic as pass_opt, table};
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inline")
}

#[test]
fn inline_matches_mlir_opt() {
    let dir = dir();
    let mut failures = Vec::new();
    let mut checked = 0;
    for [input, pipeline, flags, expected] in table(&dir.join("cases.tsv"), true) {
        let input_path = dir.join(format!("{input}.mlir"));
        let pipeline_arg = format!("--pass-pipeline={pipeline}");
        let mut args = vec!["--allow-unregistered-dialect", pipeline_arg.as_str()];
        if flags != "-" {
            args.extend(flags.split(' '));
        }
        let input_arg = input_path.to_string_lossy().into_owned();
        args.push(&input_arg);
        let out = pass_opt(&args);
        checked += 1;
        let case = format!("{input} | {pipeline} {flags}");
        if !out.status.success() {
            failures.push(format!("{case}: exit {:?}: {}", out.status, String::from_utf8_lossy(&out.stderr)));
            continue;
        }
        let got = if expected.ends_with(".txt") { &out.stderr } else { &out.stdout };
        let got = String::from_utf8_lossy(got);
        let want = std::fs::read_to_string(dir.join(expected)).expect("read expected output");
        if got != want {
            failures.push(format!("{case}: {}", first_difference(&got, &want)));
        }
    }
    assert!(checked >= 20, "only {checked} cases ran");
    assert!(failures.is_empty(), "{} of {checked} cases failed:\n{}", failures.len(), failures.join("\n"));
}

/// Runs `pipeline` on `calls.mlir`, which must fail; returns pass-opt's
/// standard output and standard error.
fn failing_run_on_calls(pipeline: &str) -> (Vec<u8>, String) {
    let input = dir().join("calls.mlir");
    let out = pass_opt(&[&format!("--pass-pipeline={pipeline}"), &input.to_string_lossy()]);
    assert!(!out.status.success());
    (out.stdout, String::from_utf8_lossy(&out.stderr).into_owned())
}

#[test]
fn inline_needs_a_symbol_table() {
    let (_, stderr) = failing_run_on_calls("builtin.module(func.func(inline{default-pipeline=}))");
    // MLIR's message, with its two spaces.
    assert!(
        stderr.contains(
            "error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table"
        ),
        "{stderr}"
    );
}

#[test]
fn an_unknown_default_pipeline_fails_with_the_pipeline_parsers_message() {
    let (stdout, stderr) = failing_run_on_calls("builtin.module(inline{default-pipeline=bogus})");
    assert!(stdout.is_empty());
    let parser_message = "MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline\nbogus\n^\n";
    assert!(stderr.ends_with(parser_message), "{stderr}");
    // Positions are within the option's text, as mlir-opt reports them.
    let (_, stderr) = failing_run_on_calls("builtin.module(inline{default-pipeline=\"test-function-pass,nope\"})");
    assert!(
        stderr.contains("MLIR Textual PassPipeline Parser:1:20: error: 'nope' does not refer to a registered pass"),
        "{stderr}"
    );
}

#[test]
fn op_pipelines_must_name_registered_passes() {
    let (_, stderr) = failing_run_on_calls("builtin.module(inline{op-pipelines=func.func(bogus)})");
    assert!(stderr.contains("'bogus' does not refer to a registered pass or pass pipeline"), "{stderr}");
}

/// `n` functions calling each other in a cycle, each making `k` calls to the
/// next: MLIR's inliner makes about `k^(n * max-iterations)` calls of them.
fn recursive_cycle(n: usize, k: usize) -> String {
    let name = |i: usize| format!("f{}", i % n);
    let mut text = String::from("\"builtin.module\"() ({\n");
    for i in 0..n {
        text += &format!(
            "  \"func.func\"() <{{function_type = (i32) -> i32, sym_name = \"{}\"}}> ({{\n  ^bb0(%arg0: i32):\n",
            name(i)
        );
        let mut value = "%arg0".to_string();
        for c in 0..k {
            text += &format!("    %v{c} = \"func.call\"({value}) <{{callee = @{}}}> : (i32) -> i32\n", name(i + 1));
            value = format!("%v{c}");
        }
        text += &format!("    \"func.return\"({value}) : (i32) -> ()\n  }}) : () -> ()\n");
    }
    text + "}) : () -> ()\n"
}

/// Finding F4 (docs/reliability.md): four mutually recursive functions with
/// three calls each, lowered to `llvm.func`, would grow to 3^17 ops (neither
/// tool finishes). The inliner stops at its growth limit with a warning and
/// leaves IR that verifies.
#[test]
fn a_recursive_blow_up_stops_at_the_growth_limit() {
    let dir = tempfile::tempdir().expect("temp dir");
    let input = dir.path().join("cycle.mlir");
    std::fs::write(&input, recursive_cycle(4, 3)).expect("write input");
    let output = dir.path().join("out.mlir");
    let out = pass_opt(&[
        "--pass-pipeline=builtin.module(convert-func-to-llvm,inline)",
        input.to_str().unwrap(),
        "-o",
        output.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "exit {:?}: {stderr}", out.status);
    let warning = "cycle.mlir:1:1: warning: the inliner stopped at its growth limit: it copied ";
    assert!(stderr.contains(warning), "{stderr}");
    assert_eq!(stderr.matches("warning").count(), 1, "{stderr}");
    // 1,000,000 copied ops at most, the 21 of the input, and no more.
    let ops = std::fs::read_to_string(&output).expect("read output").matches("\"llvm.").count();
    assert!((900_000..=1_000_021).contains(&ops), "{ops} llvm ops");
    // What it left is valid IR.
    let reread = pass_opt(&[output.to_str().unwrap(), "-o", "/dev/null"]);
    assert!(reread.status.success(), "{}", String::from_utf8_lossy(&reread.stderr));
}

/// Below the growth limit the inliner is MLIR's: two calls each, a cycle of
/// three, grows to 8,204 calls, exactly as `mlir-opt --inline` (checked by
/// hand: the same 8,219 lines), with no warning.
#[test]
fn a_blow_up_below_the_growth_limit_is_inlined_in_full() {
    let dir = tempfile::tempdir().expect("temp dir");
    let input = dir.path().join("cycle.mlir");
    std::fs::write(&input, recursive_cycle(3, 2)).expect("write input");
    let out = pass_opt(&["--pass-pipeline=builtin.module(inline)", input.to_str().unwrap()]);
    assert!(out.status.success() && out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.lines().count(), 8219);
    assert_eq!(text.matches("\"func.call\"").count(), 8204);
}
