//! The project's MLIR-style file tests: `tests/filecheck/*.mlir`, each with
//! `// RUN: pass-opt %s ... | FileCheck %s` lines and `CHECK` lines (most
//! written by `tools/generate-checks.py` from `mlir-opt` 22's output for the
//! same input and flags), run by the `filetest` harness with nothing else
//! installed.

use std::path::{Path, PathBuf};

fn runner() -> filetest::Runner {
    filetest::Runner::new().tool("pass-opt", env!("CARGO_BIN_EXE_pass-opt"))
}

fn tests_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(name)
}

#[test]
fn file_tests_pass() {
    let report = runner().run_paths(&[tests_dir("filecheck")]);
    assert_eq!(report.failed(), 0, "{report}");
    assert!(report.passed() >= 9, "{report}");
    // What the tests check: at least 200 CHECK lines of our own.
    let mut checks = 0;
    for entry in std::fs::read_dir(tests_dir("filecheck")).expect("read tests/filecheck") {
        let text = std::fs::read_to_string(entry.expect("entry").path()).expect("read test");
        checks += text.lines().filter(|l| l.trim_start().starts_with("// CHECK")).count();
    }
    assert!(checks >= 200, "only {checks} CHECK lines");
}

#[test]
fn a_wrong_check_line_fails_with_filecheck_s_message_at_that_line() {
    let path = tests_dir("filecheck-wrong/wrong-check.mlir");
    let verdict = runner().run_file(&path);
    let filetest::Verdict::Fail(why) = verdict else { panic!("the wrong test passed: {verdict:?}") };
    let file = path.display().to_string();
    // What FileCheck-22 prints for the same files (up to its "possible
    // intended match" hint).
    let expected = format!(
        "{file}:18:16: error: CHECK-NEXT: expected string not found in input\n\
         // CHECK-NEXT: [[Y:%[0-9]+]] = \"arith.addi\"\n               ^\n\
         <stdin>:4:19: note: scanning from here\n \
         %0 = \"arith.addi\"(%arg0, %arg0) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n                  ^\n"
    );
    assert!(why.contains(&expected), "{why}");
    assert!(
        why.starts_with(&format!("RUN: at line 1: pass-opt {file} --mlir-print-op-generic --cse | FileCheck {file}\n")),
        "{why}"
    );
}
