//! `--split-input-file` and `--verify-diagnostics` against `mlir-opt` 22:
//! each case of `tests/split-verify/cases.tsv` runs `pass-opt` and compares
//! its standard output, standard error and exit status with what `mlir-opt`
//! printed (`expected/`, written by `capture.sh`), byte for byte. The inputs
//! cover chunks that print, fail to parse, to verify or in a pass, custom
//! and near-miss markers, and expectations met, missed, unexpected and of
//! the wrong kind in every spelling (`@+N`, `@-N`, `@above`, `@below`,
//! `@unknown`, same line, `-re` with `{{regex}}`).

mod common;

use common::first_difference;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Flags every case runs with (and `capture.sh` gave `mlir-opt`).
const COMMON: &[&str] = &["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-disable-threading"];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/split-verify")
}

#[test]
fn split_input_and_verify_diagnostics_behave_as_mlir_opt() {
    let dir = data_dir();
    let table = std::fs::read_to_string(dir.join("cases.tsv")).expect("read cases.tsv");
    let mut failures = Vec::new();
    let mut count = 0;
    for line in table.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (name, input, args) = (fields[0], fields[1], &fields[2..]);
        count += 1;
        // Relative paths, as capture.sh ran mlir-opt: diagnostics name the file.
        let out = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
            .current_dir(&dir)
            .args(COMMON)
            .args(args)
            .arg(input)
            .output()
            .expect("run pass-opt");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr =
            format!("{}exit status: {}\n", String::from_utf8_lossy(&out.stderr), out.status.code().unwrap_or(-1));
        let want_out = std::fs::read_to_string(dir.join("expected").join(format!("{name}.out"))).unwrap();
        let want_err = std::fs::read_to_string(dir.join("expected").join(format!("{name}.err"))).unwrap();
        if stdout != want_out {
            failures.push(format!("{name}: standard output, {}", first_difference(&stdout, &want_out)));
        }
        if stderr != want_err {
            failures.push(format!("{name}: standard error, {}", first_difference(&stderr, &want_err)));
        }
    }
    assert!(count >= 14, "only {count} cases in cases.tsv");
    assert!(
        failures.is_empty(),
        "{} of {count} cases differ (if mlir-opt changed, not we: tools/regen-goldens.sh split-verify):\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn a_failing_chunk_leaves_no_output_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("out.mlir");
    let input = data_dir().join("chunks.mlir");
    let status = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
        .args(COMMON)
        .arg("--split-input-file")
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .stderr(std::process::Stdio::null())
        .status()
        .expect("run");
    assert_eq!(status.code(), Some(1));
    assert!(!out.exists(), "a failed run wrote -o");
}
