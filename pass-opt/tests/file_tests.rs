//! Data-driven tests of `pass-opt` as a user runs it.
//!
//! - `tests/corpus/*.mlir`: files `mlir-opt` printed in generic form (copied
//!   from the shared corpus). Printing them back must give the same bytes;
//!   `*.debuginfo.mlir` files are printed with locations.
//! - `tests/corpus/pretty/` and `tests/corpus/matrix/`: `mlir-opt`'s
//!   default prints of the corpus, and its outputs for the print matrix
//!   (each input in both forms, with and without its pipelines, with each
//!   printing flag).
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

/// The print matrix of issue 17 (`corpus/matrix/cells.tsv`, written by
/// `tools/pretty-matrix.py capture`): every corpus input, as `mlir-opt`
/// printed it generically and in the pretty form (`corpus/pretty/`), with no
/// pipeline and with each of its `corpus.tsv` pipelines, printed by default,
/// with `--mlir-print-op-generic` and with `--mlir-print-debuginfo`. Output,
/// exit status and, for a failing cell, stderr equal `mlir-opt-22`'s byte for
/// byte, without renaming SSA values. A cell's golden is the corpus file with
/// the same bytes where there is one, else a file of `corpus/matrix/`.
#[test]
fn corpus_matrix_prints_as_mlir_opt() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let rows: Vec<[String; 5]> = common::table(&corpus.join("matrix/cells.tsv"), true);
    let cells: Vec<[&str; 5]> = rows.iter().map(|row| row.each_ref().map(String::as_str)).collect();
    assert!(cells.len() >= 700, "only {} cells in matrix/cells.tsv", cells.len());
    let check = |[input, pipeline, flag, expected, status]: [&str; 5]| -> Option<String> {
        let cell = format!("{input} | {pipeline} | {flag}");
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_pass-opt"));
        cmd.current_dir(&corpus).arg("--allow-unregistered-dialect");
        match flag {
            "default" => {}
            "generic" => {
                cmd.arg("--mlir-print-op-generic");
            }
            "debuginfo" => {
                cmd.arg("--mlir-print-debuginfo");
            }
            _ => panic!("{cell}: unknown flag"),
        }
        if pipeline != "-" {
            cmd.arg(format!("--pass-pipeline={pipeline}"));
        }
        let out = cmd.arg(input).output().expect("run pass-opt");
        let want = std::fs::read_to_string(corpus.join(expected)).expect("read golden");
        let want_status: i32 = status.parse().expect("status");
        if out.status.code() != Some(want_status) {
            return Some(format!(
                "{cell}: exit {:?}, mlir-opt {want_status}: {}",
                out.status,
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        let (got, what) = if want_status == 0 {
            (String::from_utf8_lossy(&out.stdout).into_owned(), "stdout")
        } else {
            (String::from_utf8_lossy(&out.stderr).replace("pass-opt", "TOOL"), "stderr")
        };
        (got != want).then(|| format!("{cell} ({what}, golden {expected}): {}", common::first_difference(&got, &want)))
    };
    // Two workers at least: the cells are independent runs of pass-opt.
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 8);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut failures: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut failed = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&cell) = cells.get(i) else { break };
                        failed.extend(check(cell));
                    }
                    failed
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("worker")).collect()
    });
    failures.sort();
    assert!(failures.is_empty(), "{} of {} cells differ:\n{}", failures.len(), cells.len(), failures.join("\n"));
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
