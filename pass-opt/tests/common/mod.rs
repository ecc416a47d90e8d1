//! What the data-driven tests of `pass-opt` share. Each test binary
//! uses part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Flags every case of a `tools/capture-cases.sh` table runs with (as
/// `mlir-opt` did when the script wrote the goldens).
pub const CASE_FLAGS: &[&str] =
    &["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-disable-threading"];

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

/// The rows of the tab-separated table at `path`, each split into its
/// fields. Blank lines, `#` comments and, when `header`, the first line
/// (the columns' names) are left out.
pub fn table_rows(path: &Path, header: bool) -> Vec<Vec<String>> {
    let table = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    table
        .lines()
        .skip(usize::from(header))
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

/// The rows of the table at `path` ([`table_rows`]), each of `N` fields: a
/// row of another length fails the test.
pub fn table<const N: usize>(path: &Path, header: bool) -> Vec<[String; N]> {
    let rows = table_rows(path, header).into_iter();
    rows.map(|row| row.try_into().unwrap_or_else(|row| panic!("malformed row of {}: {row:?}", path.display())))
        .collect()
}

/// Runs every case of `dir/cases.tsv`, a `tools/capture-cases.sh` table
/// (name, input, extra arguments), in `dir` (relative paths, as the script
/// ran `mlir-opt`: diagnostics name the file) with [`CASE_FLAGS`]: standard
/// output must equal `expected/NAME.out`, standard error followed by the
/// exit status `expected/NAME.err`, byte for byte. Returns the number of
/// cases and the differences found.
pub fn run_case_table(dir: &Path) -> (usize, Vec<String>) {
    let cases = table_rows(&dir.join("cases.tsv"), false);
    let mut failures = Vec::new();
    for fields in &cases {
        assert!(fields.len() >= 2, "malformed cases.tsv line: {}", fields.join("\t"));
        let (name, input, args) = (&fields[0], &fields[1], &fields[2..]);
        let out = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
            .current_dir(dir)
            .args(CASE_FLAGS)
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
    (cases.len(), failures)
}

/// The folder `tests/<name>` of pass-opt.
pub fn tests_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(name)
}

/// Runs the case table of the folder `tests/<name>` ([`run_case_table`]),
/// which holds `min` cases at least: every case must match; `name` is also
/// the argument of `tools/regen-goldens.sh` that rewrites the goldens when
/// `mlir-opt` changed.
pub fn assert_case_table_matches(name: &str, min: usize) {
    let (count, failures) = run_case_table(&tests_dir(name));
    assert!(count >= min, "only {count} cases in cases.tsv");
    assert!(
        failures.is_empty(),
        "{} of {count} cases differ (if mlir-opt changed, not we: tools/regen-goldens.sh {name}):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
