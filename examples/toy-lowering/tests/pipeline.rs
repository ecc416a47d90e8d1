//! The toy lowering end to end and step by step, against hand-checked
//! expected outputs in `tests/data/` (`UPDATE_EXPECT=1` rewrites them; read
//! the diff before committing). The end-to-end output was also checked
//! against `mlir-opt` 22: given what the two toy steps print, its
//! `convert-scf-to-cf,canonicalize` prints the same.

use expect_test::{expect_file, ExpectFile};
use toy_lowering::{lower, Output, LOWERING_PIPELINE};

fn read(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// Lowers the example's file `name` (diagnostics name it as given).
fn run(name: &str, pipeline: &str) -> Result<String, String> {
    lower(name, &read(name), pipeline, Output::default())
}

/// Runs `pipeline` on the example's file `name`, which must lower, and
/// checks the output against `expected`; returns the output.
fn assert_lowers(name: &str, pipeline: &str, expected: ExpectFile) -> String {
    let out = run(name, pipeline).unwrap_or_else(|e| panic!("{e}"));
    expected.assert_eq(&out);
    out
}

/// `program.lowered.mlir` is also what `mlir-opt` 22 prints for
/// `program.func.mlir` (the output of the two toy steps) with the rest of the
/// pipeline, names aside.
#[test]
fn the_whole_pipeline_lowers_the_program() {
    let out = assert_lowers("program.mlir", LOWERING_PIPELINE, expect_file!["data/program.lowered.mlir"]);
    assert!(!out.contains("toy.") || out.contains("@toy_print"), "{out}");
    assert!(!out.contains("unrealized_conversion_cast"), "{out}");
}

#[test]
fn toy_to_arith_alone_leaves_functions_and_casts() {
    assert_lowers("program.mlir", "builtin.module(toy-to-arith)", expect_file!["data/program.arith.mlir"]);
}

#[test]
fn both_toy_steps_leave_only_casts_of_toy_type() {
    assert_lowers("program.mlir", "builtin.module(toy-to-arith,toy-to-func)", expect_file!["data/program.func.mlir"]);
}

#[test]
fn toy_to_func_alone_lowers_functions_calls_and_prints() {
    assert_lowers("tests/data/calls.mlir", "builtin.module(toy-to-func)", expect_file!["data/calls.func.mlir"]);
}

#[test]
fn no_rollback_mode_gives_the_same_ir_once_casts_are_reconciled() {
    // Without rollback each converted use of a value gets a cast of its own
    // (as in MLIR 22); rollback mode shares one. Reconciled, they agree.
    for (file, steps) in [("program.mlir", "toy-to-arith,toy-to-func"), ("tests/data/calls.mlir", "toy-to-func")] {
        let rollback = run(file, &format!("builtin.module({steps},reconcile-unrealized-casts)")).unwrap();
        let no_rollback = steps.replace(',', "{allow-pattern-rollback=false},") + "{allow-pattern-rollback=false}";
        let no_rollback = run(file, &format!("builtin.module({no_rollback},reconcile-unrealized-casts)")).unwrap();
        assert_eq!(no_rollback, rollback, "{file}");
    }
}

#[test]
fn a_toy_op_left_over_is_reported_at_its_location() {
    let err = run("tests/data/leftover.mlir", "builtin.module(toy-to-func)").unwrap_err();
    let first = err.lines().take(3).collect::<Vec<_>>().join("\n");
    assert_eq!(
        first,
        "tests/data/leftover.mlir:5:10: error: failed to legalize operation 'toy.add' that was explicitly marked illegal\n    %y = \"toy.add\"(%x, %x) : (!toy.int, !toy.int) -> !toy.int\n         ^"
    );
}

/// The lowering pipeline fails on `file` with an error that starts with
/// `message`.
fn assert_lowering_fails_with(file: &str, message: &str) {
    let err = run(file, LOWERING_PIPELINE).unwrap_err();
    assert!(err.starts_with(message), "{err}");
}

#[test]
fn the_verifier_rejects_a_malformed_program() {
    assert_lowering_fails_with(
        "tests/data/invalid.mlir",
        "tests/data/invalid.mlir:4:10: error: 'toy.add' op operand #0 must be toy integer, but got 'i32'\n",
    );
}

#[test]
fn a_misspelt_type_is_rejected_where_it_is_written() {
    // `!toy.int` is a declared type: `!toy.nmu` is no type of the dialect.
    assert_lowering_fails_with(
        "tests/data/misspelt-type.mlir",
        "tests/data/misspelt-type.mlir:4:59: error: unknown  type `nmu` in dialect `toy`\n",
    );
}

#[test]
fn the_hand_written_verifiers_run_after_the_declared_checks() {
    assert_lowering_fails_with(
        "tests/data/bad-return.mlir",
        "tests/data/bad-return.mlir:4:5: error: 'toy.return' op returns (!toy.int) but the enclosing function @f \
         returns ()\n",
    );
}

#[test]
fn a_mistyped_pipeline_is_reported() {
    let err = run("program.mlir", "builtin.module(toy-to-arithh)").unwrap_err();
    assert!(err.contains("toy-to-arith"), "{err}");
}

#[test]
fn the_binary_prints_the_lowered_program_or_the_diagnostics() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let ok = std::process::Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .current_dir(dir)
        .args(["program.mlir", "--toy-lower", "--mlir-print-op-generic"])
        .output()
        .unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    assert_eq!(String::from_utf8_lossy(&ok.stdout), read("tests/data/program.lowered.mlir"));
    let failed = std::process::Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .current_dir(dir)
        .args(["tests/data/leftover.mlir", "--pass-pipeline=builtin.module(toy-to-func)"])
        .output()
        .unwrap();
    assert_eq!(failed.status.code(), Some(1));
    assert!(failed.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&failed.stderr);
    assert!(
        stderr.starts_with("tests/data/leftover.mlir:5:10: error: failed to legalize operation 'toy.add'"),
        "{stderr}"
    );
}
