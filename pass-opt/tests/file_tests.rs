//! Data-driven tests of `pass-opt` as a user runs it.
//!
//! - `tests/corpus/*.mlir`: files `mlir-opt` printed in generic form (copied
//!   from the shared corpus). Printing them back must give the same bytes;
//!   `*.debuginfo.mlir` files are printed with locations.
//! - `tests/errors/*.mlir`: malformed inputs. The exact stderr is in the
//!   matching `.stderr` file (messages as `mlir-opt` prints them for the same
//!   input); set `UPDATE_EXPECT=1` to rewrite those files after checking them.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// pass-opt printing the generic form (the corpus and goldens are
/// `mlir-opt-22 --mlir-print-op-generic`'s).
fn pass_opt() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pass-opt"));
    cmd.arg("--mlir-print-op-generic");
    cmd
}

fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    v.sort();
    v
}

/// Without a printing flag, `pass-opt` prints what `mlir-opt` prints by
/// default, the pretty form: `corpus/pretty/` holds `mlir-opt-22`'s default
/// prints of corpus files (`corpus/pretty/capture.sh`).
#[test]
fn corpus_prints_as_mlir_opt_by_default() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let goldens = files("corpus/pretty", "mlir");
    assert!(goldens.len() >= 20, "the pretty goldens are missing");
    let mut failures = Vec::new();
    for golden in &goldens {
        let name = golden.file_name().expect("file name").to_string_lossy().into_owned();
        // Not `pass_opt()`: the default form is the point.
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pass-opt"));
        cmd.current_dir(&corpus).arg("--allow-unregistered-dialect").arg(&name);
        if name.contains(".debuginfo.") {
            cmd.arg("--mlir-print-debuginfo");
        }
        let out = cmd.output().expect("run pass-opt");
        let expected = std::fs::read_to_string(golden).expect("read golden");
        if !out.status.success() {
            failures.push(format!("{name}: exit {:?}: {}", out.status, String::from_utf8_lossy(&out.stderr)));
        } else if out.stdout != expected.as_bytes() {
            let got = String::from_utf8_lossy(&out.stdout);
            failures.push(format!("{name}: {}", common::first_difference(&got, &expected)));
        }
    }
    assert!(failures.is_empty(), "{} of {} files differ:\n{}", failures.len(), goldens.len(), failures.join("\n"));
}

#[test]
fn corpus_prints_back_byte_identical() {
    let mut failures = Vec::new();
    let cases = files("corpus", "mlir");
    assert!(cases.len() > 50, "the corpus is missing");
    for path in &cases {
        let mut cmd = pass_opt();
        cmd.arg("--allow-unregistered-dialect").arg(path);
        if path.to_string_lossy().contains(".debuginfo.") {
            cmd.arg("--mlir-print-debuginfo");
        }
        let out = cmd.output().expect("run pass-opt");
        let expected = std::fs::read_to_string(path).expect("read input");
        if !out.status.success() {
            failures.push(format!(
                "{}: exit {:?}: {}",
                path.display(),
                out.status,
                String::from_utf8_lossy(&out.stderr)
            ));
        } else if out.stdout != expected.as_bytes() {
            let got = String::from_utf8_lossy(&out.stdout);
            let line = got.lines().zip(expected.lines()).position(|(a, b)| a != b).map(|i| i + 1).unwrap_or(0);
            failures.push(format!("{}: output differs first at line {line}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{} of {} corpus files failed:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

#[test]
fn malformed_inputs_report_mlir_style_errors() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors");
    let mut failures = Vec::new();
    let cases = files("errors", "mlir");
    assert!(!cases.is_empty());
    for path in &cases {
        let name = path.file_name().expect("file name").to_string_lossy().into_owned();
        // Run from the directory so that diagnostics name the file as a user would see it.
        let out = pass_opt().arg(&name).current_dir(&dir).output().expect("run pass-opt");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        if out.status.success() {
            failures.push(format!("{name}: accepted, expected an error"));
            continue;
        }
        if !out.stdout.is_empty() {
            failures.push(format!("{name}: printed output despite the error"));
        }
        let expect_path = path.with_extension("stderr");
        common::check_stderr(&name, &expect_path, &stderr, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn output_file_is_written_whole_or_not_at_all() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("out.mlir");
    std::fs::write(&out, "previous contents\n").expect("seed output");
    let bad = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/errors/undefined-value.mlir");
    let status = pass_opt().arg(&bad).arg("-o").arg(&out).status().expect("run");
    assert!(!status.success());
    assert_eq!(std::fs::read_to_string(&out).expect("read"), "previous contents\n", "a failed run must not touch -o");
    let good = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/small.generic.mlir");
    let status = pass_opt().arg(&good).arg("-o").arg(&out).status().expect("run");
    assert!(status.success());
    assert_eq!(std::fs::read(&out).expect("read"), std::fs::read(&good).expect("read"));
    let leftovers: Vec<_> = std::fs::read_dir(dir.path()).expect("ls").map(|e| e.expect("entry").file_name()).collect();
    assert_eq!(leftovers.len(), 1, "temporary files left behind: {leftovers:?}");
}

#[test]
fn stdin_input_is_named_stdin_in_diagnostics() {
    use std::io::Write;
    let mut child = pass_opt()
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(
            b"\"builtin.module\"() ({\n  %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i32 $\n}) : () -> ()\n",
        )
        .expect("write");
    let out = child.wait_with_output().expect("wait");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("<stdin>:2:59: error: unexpected character\n"), "{stderr}");
}
