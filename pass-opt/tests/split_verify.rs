//! `--split-input-file` and `--verify-diagnostics` against `mlir-opt` 22:
//! each case of `tests/split-verify/cases.tsv` runs `pass-opt` and compares
//! its standard output, standard error and exit status with what `mlir-opt`
//! printed (`expected/`, written by `capture.sh`), byte for byte. The inputs
//! cover chunks that print, fail to parse, to verify or in a pass, custom
//! and near-miss markers, and expectations met, missed, unexpected and of
//! the wrong kind in every spelling (`@+N`, `@-N`, `@above`, `@below`,
//! `@unknown`, same line, `-re` with `{{regex}}`).

mod common;

use common::{assert_case_table_matches, tests_dir, CASE_FLAGS};
use std::path::PathBuf;
use std::process::Command;

/// This test's folder, `tests/split-verify`.
fn data_dir() -> PathBuf {
    tests_dir("split-verify")
}

#[test]
fn split_input_and_verify_diagnostics_behave_as_mlir_opt() {
    assert_case_table_matches("split-verify", 14);
}

#[test]
fn a_failing_chunk_leaves_no_output_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("out.mlir");
    let input = data_dir().join("chunks.mlir");
    let status = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
        .args(CASE_FLAGS)
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
