//! `pass-opt` on MLIR's pretty (custom assembly) form, against `mlir-opt`
//! 22's goldens made by `tests/pretty/capture.sh`:
//!
//! - each input of `pretty/inputs/` (pretty `builtin`, `func`, `cf`, `scf`,
//!   `llvm` and `arith` ops mixed with generic and unregistered ones)
//!   printed with `--mlir-print-op-generic` equals `mlir-opt
//!   --mlir-print-op-generic`'s output;
//! - printed without a flag (`pass-opt`'s default, the pretty form) it
//!   equals `mlir-opt`'s default output (`.pretty.mlir`);
//! - the pretty output read back prints the same again (a fixed point; as
//!   in MLIR, the pretty form does not keep everything the generic one
//!   does, e.g. `arg_attrs = [{}]`);
//! - each malformed input of `pretty/errors/` fails with `mlir-opt`'s
//!   diagnostics (`*.debuginfo.mlir` with `--mlir-print-debuginfo`) (`UPDATE_EXPECT=1` rewrites ours into the `.stderr` files,
//!   to compare with `git diff`).

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pretty").join(sub)
}

fn files(sub: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir(sub))
        .unwrap_or_else(|e| panic!("cannot read {sub}: {e}"))
        .map(|e| e.expect("dir entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    names.sort();
    names
}

/// Runs `pass-opt` in `inputs/` on `name` (or on `stdin` when given).
fn pass_opt(sub: &str, name: &str, flags: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pass-opt"));
    cmd.current_dir(dir(sub)).arg("--allow-unregistered-dialect").args(flags);
    match stdin {
        None => cmd.arg(name).output().expect("run pass-opt"),
        Some(text) => {
            let mut child = cmd
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn pass-opt");
            child.stdin.take().expect("stdin").write_all(text).expect("write stdin");
            child.wait_with_output().expect("wait for pass-opt")
        }
    }
}

fn stdout_of(out: &Output, what: &str) -> Result<String, String> {
    if !out.status.success() {
        return Err(format!("{what}: failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// What is wrong with `out`, pass-opt's run on `what`, when it should have
/// printed `expected`: its failure, or where its output first differs.
fn stdout_mismatch(out: &Output, what: &str, expected: &str) -> Option<String> {
    match stdout_of(out, what) {
        Ok(got) if got == expected => None,
        Ok(got) => Some(format!("{what}: {}", common::first_difference(&got, expected))),
        Err(e) => Some(e),
    }
}

fn flags_for(name: &str) -> Vec<&'static str> {
    if matches!(name, "locations.mlir" | "scf-locations.mlir" | "llvm-locations.mlir") {
        vec!["--mlir-print-debuginfo"]
    } else {
        Vec::new()
    }
}

/// What is wrong with pass-opt's output for `inputs/<name>` with `flags`,
/// when it should have printed the golden `expected/<golden>`: its failure,
/// where its output first differs, or that there is no such golden.
fn golden_mismatch(name: &str, golden: &str, flags: &[&str]) -> Option<String> {
    let path = dir("expected").join(golden);
    let Ok(expected) = std::fs::read_to_string(&path) else {
        return Some(format!("{name}: no golden {}", path.display()));
    };
    stdout_mismatch(&pass_opt("inputs", name, flags, None), golden, &expected)
}

/// Each of the `min` inputs or more, printed with `flag` (and its own
/// flags), is its golden `expected/<stem><suffix>` byte for byte.
fn assert_inputs_print_as_goldens(suffix: &str, flag: Option<&str>, min: usize) {
    let inputs = files("inputs");
    assert!(inputs.len() >= min, "the inputs are missing");
    let mut failures = Vec::new();
    for name in &inputs {
        let mut flags = flags_for(name);
        flags.extend(flag);
        failures.extend(golden_mismatch(name, &name.replace(".mlir", suffix), &flags));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn pretty_inputs_print_generically_as_mlir_opt() {
    assert_inputs_print_as_goldens(".generic.mlir", Some("--mlir-print-op-generic"), 8);
}

/// No flag: the pretty form is the default, as in `mlir-opt`.
#[test]
fn pretty_output_equals_mlir_opt_default_output() {
    assert_inputs_print_as_goldens(".pretty.mlir", None, 20);
}

/// The default form with the other printing flags: `--mlir-print-local-scope`
/// (`.local-scope.mlir`) and `--split-input-file` (`.split.mlir`), each
/// equal to `mlir-opt`'s output with the same flag.
#[test]
fn pretty_output_with_other_printing_flags_equals_mlir_opt() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for golden in files("expected") {
        let (name, flag) = if let Some(stem) = golden.strip_suffix(".local-scope.mlir") {
            (format!("{stem}.mlir"), "--mlir-print-local-scope")
        } else if let Some(stem) = golden.strip_suffix(".split.mlir") {
            (format!("{stem}.mlir"), "--split-input-file")
        } else {
            continue;
        };
        checked += 1;
        let mut flags = flags_for(&name);
        flags.push(flag);
        failures.extend(golden_mismatch(&name, &golden, &flags));
    }
    assert!(checked >= 5, "the goldens with other flags are missing");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn pretty_output_reads_back_to_a_fixed_point() {
    let mut failures = Vec::new();
    for name in files("inputs") {
        let flags = flags_for(&name);
        let first = match stdout_of(&pass_opt("inputs", &name, &flags, None), &name) {
            Ok(s) => s,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        match stdout_of(&pass_opt("inputs", "-", &flags, Some(first.as_bytes())), &name) {
            Ok(second) if second == first => {}
            Ok(second) => {
                failures.push(format!("{name}: not a fixed point: {}", common::first_difference(&second, &first)))
            }
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn malformed_pretty_inputs_report_mlir_opt_diagnostics() {
    let mut failures = Vec::new();
    let cases = files("errors");
    assert!(cases.len() >= 20, "the error cases are missing");
    for name in &cases {
        let flags: &[&str] = if name.ends_with(".debuginfo.mlir") { &["--mlir-print-debuginfo"] } else { &[] };
        let out = pass_opt("errors", name, flags, None);
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        if out.status.success() {
            failures.push(format!("{name}: accepted, expected an error"));
            continue;
        }
        let expect_path = dir("errors").join(name.replace(".mlir", ".stderr"));
        common::check_stderr(name, &expect_path, &stderr, &mut failures);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
