//! `pass-opt` running a dialect conversion (MLIR's
//! `test-legalize-unknown-root-patterns`, against mlir-opt's output in
//! `tests/goldens/conversion/`, made by `capture.sh` there), and
//! `--debug-conversion`, which prints the conversion's debug log.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn goldens() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/goldens/conversion")
}

fn pass_opt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pass-opt")).args(args).output().expect("run pass-opt")
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
