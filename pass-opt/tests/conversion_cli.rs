//! `pass-opt` running a dialect conversion (MLIR's
//! `test-legalize-unknown-root-patterns`, against mlir-opt's output in
//! `tests/goldens/conversion/`, made by `capture.sh` there), and
//! `--debug-conversion`, which prints the conversion's debug log; the
//! no-rollback mode of `convert-arith-to-llvm` (our option, which MLIR's pass
//! lacks), checked against mlir-opt's rollback-mode goldens where the modes
//! agree and by hand where they do not.

mod common;

use common::pass_opt_generic as pass_opt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn goldens() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/goldens/conversion")
}

#[test]
fn a_conversion_pass_matches_mlir_opt() {
    let input = goldens().join("unknown_root.generic.mlir");
    let o =
        pass_opt(&["--allow-unregistered-dialect", "--test-legalize-unknown-root-patterns", input.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let expected = std::fs::read_to_string(goldens().join("unknown_root.out")).unwrap();
    assert_eq!(String::from_utf8_lossy(&o.stdout), expected);
    assert!(o.stderr.is_empty(), "no log unless asked for");
}

#[test]
fn debug_conversion_prints_the_log_on_stderr() {
    let input = goldens().join("unknown_root.generic.mlir");
    let o = pass_opt(&[
        "--allow-unregistered-dialect",
        "--test-legalize-unknown-root-patterns",
        "--debug-conversion",
        "--mlir-disable-threading",
        input.to_str().unwrap(),
    ]);
    assert!(o.status.success());
    let expected = std::fs::read_to_string(goldens().join("unknown_root.out")).unwrap();
    assert_eq!(String::from_utf8_lossy(&o.stdout), expected, "the output does not change");
    let log = String::from_utf8_lossy(&o.stderr);
    // One block per op; the test ops are erased by the pattern for any op.
    for line in [
        "Legalizing operation : 'builtin.module'(op0@0) {",
        "Legalizing operation : 'test.illegal_op_a'(op0@2) {",
        "  * Pattern : 'test.illegal_op_a -> ()' {",
        "    (pattern 'RemoveTestDialectOps')",
        "    ** Erase   : 'test.illegal_op_a'(op0@2)",
        "  } -> SUCCESS : pattern applied successfully",
        "Legalizing operation : 'func.return'(op3@2) {",
    ] {
        assert!(log.lines().any(|l| l == line), "missing {line:?} in:\n{log}");
    }
    assert_eq!(log.matches("//===-------------------------------------------===//").count(), 12, "{log}");
}

/// `tests/builtin-passes/`, where the goldens of the lowerings to `llvm`
/// (from mlir-opt 22) are.
fn builtin_passes() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/builtin-passes")
}

fn run_in_builtin_passes(pipeline: &str, input: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pass-opt"))
        .current_dir(builtin_passes())
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-disable-threading"])
        .args(["--mlir-print-debuginfo", &format!("--pass-pipeline={pipeline}"), input])
        .output()
        .expect("run pass-opt")
}

#[test]
fn arith_to_llvm_without_rollback_prints_what_mlir_opt_prints_without_rollback() {
    // MLIR 22's `convert-arith-to-llvm` has no such option, but its
    // `convert-to-llvm{filter-dialects=arith}` (the same patterns) does: the
    // goldens are what that prints without rollback (a cast per converted
    // use, where rollback mode shares one).
    let cases = [
        (
            "builtin.module(convert-arith-to-llvm{allow-pattern-rollback=false})",
            "convert-to-llvm-arith-no-rollback.out",
        ),
        (
            "builtin.module(convert-scf-to-cf{allow-pattern-rollback=false},\
             convert-arith-to-llvm{allow-pattern-rollback=false},reconcile-unrealized-casts)",
            "lower-to-llvm-arith-no-rollback.out",
        ),
    ];
    for (pipeline, expected) in cases {
        let o = run_in_builtin_passes(pipeline, "arith-to-llvm-locs.mlir");
        assert!(o.status.success(), "{pipeline}: {}", String::from_utf8_lossy(&o.stderr));
        let expected = std::fs::read_to_string(builtin_passes().join("expected").join(expected)).unwrap();
        assert_eq!(String::from_utf8_lossy(&o.stdout), expected, "{pipeline}");
    }
}

#[test]
fn without_rollback_folds_see_the_ops_patterns_already_replaced() {
    // `select (cmpi eq %a, %b), %a, %b` folds to `%b` while the `cmpi` is
    // there. In rollback mode its replacement is delayed, so the fold applies
    // (as mlir-opt does); without rollback the `cmpi` is already an
    // `llvm.icmp` when the `select` is legalized, and the `select` is lowered.
    let source = r#""func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
^bb0(%a: i32, %b: i32):
  %c = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i32) -> i1
  %s = "arith.select"(%c, %a, %b) : (i1, i32, i32) -> i32
  "func.return"(%s) : (i32) -> ()
}) : () -> ()
"#;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("select.mlir");
    std::fs::write(&path, source).unwrap();
    let lowered = |rollback: bool| {
        let pipeline =
            format!("--pass-pipeline=builtin.module(convert-arith-to-llvm{{allow-pattern-rollback={rollback}}})");
        let o = pass_opt(&[&pipeline, path.to_str().unwrap()]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let with_rollback = lowered(true);
    assert!(with_rollback.contains(r#""func.return"(%arg1) : (i32) -> ()"#), "{with_rollback}");
    assert!(!with_rollback.contains("llvm.select"), "{with_rollback}");
    let without = lowered(false);
    assert!(
        without.contains(
            r#"%1 = "llvm.select"(%0, %arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32"#
        ),
        "{without}"
    );
    assert!(without.contains(r#""func.return"(%1) : (i32) -> ()"#), "{without}");
}

#[test]
fn without_rollback_a_fold_whose_constant_stays_illegal_fails_the_pass() {
    // `cmpi eq %t, %t` on tensors folds to a tensor constant, which cannot
    // be lowered: the fold must be undone, which this mode cannot do (MLIR
    // aborts with the same message).
    let o = run_in_builtin_passes(
        "builtin.module(convert-arith-to-llvm{allow-pattern-rollback=false})",
        "arith-to-llvm-unlowered.mlir",
    );
    assert!(!o.status.success());
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(stderr.contains("error: op 'arith.cmpi' folder rollback of IR modifications requested"), "{stderr}");
    assert!(o.stdout.is_empty());
}

/// `convert-to-llvm` nested on `func.func` runs a conversion whose root is
/// the op the pass runs on, which nothing could hold if it were replaced.
/// `mlir-opt-22` crashes (SIGSEGV) on
/// `builtin.module(func.func(convert-to-llvm))`, and pass-opt used to report
/// a caught panic ("insertion point op is detached"). Now the partial
/// conversion leaves the function (its legality is unknown to the target)
/// and lowers what it holds, as it does for any op it cannot legalize
/// (hand-checked; the driver's rule is tested in pass-runtime's
/// `conversion::legality`).
#[test]
fn a_conversion_leaves_the_op_its_pass_runs_on() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("f.mlir");
    std::fs::write(
        &input,
        "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
    )
    .unwrap();
    let o = pass_opt(&[input.to_str().unwrap(), "--pass-pipeline=builtin.module(func.func(convert-to-llvm))"]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{stderr}");
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "llvm.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
}
