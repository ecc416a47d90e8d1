//! What the data-driven tests of `pass-opt` share. Each test binary
//! uses part of it.
#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

/// Runs pass-opt with `args`, printing the generic form (the goldens are
/// `mlir-opt-22 --mlir-print-op-generic`'s).
pub fn pass_opt_generic(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pass-opt"))
        .arg("--mlir-print-op-generic")
        .args(args)
        .output()
        .expect("run pass-opt")
}

/// Where `got` first differs from `want`: the line number and both lines.
pub fn first_difference(got: &str, want: &str) -> String {
    let line = got
        .lines()
        .zip(want.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(got.lines().count().min(want.lines().count()));
    format!(
        "first difference at line {}:\n  got:  {}\n  want: {}",
        line + 1,
        got.lines().nth(line).unwrap_or("<end>"),
        want.lines().nth(line).unwrap_or("<end>")
    )
}

/// Checks `stderr`, what pass-opt wrote for the invalid input `name`,
/// against the expectation at `path` (or writes it there when
/// `UPDATE_EXPECT` is set); a mismatch is added to `failures`.
pub fn check_stderr(name: &str, path: &Path, stderr: &str, failures: &mut Vec<String>) {
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(path, stderr).expect("write expectation");
        return;
    }
    let expected = std::fs::read_to_string(path).unwrap_or_default();
    if stderr != expected {
        failures.push(format!("{name}: stderr differs\n--- expected\n{expected}--- got\n{stderr}"));
    }
}
