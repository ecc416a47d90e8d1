//! The shared corpus's pass cases (`tests/corpus/corpus.tsv`: input,
//! pipeline, `mlir-opt` 22's output), run through `pass-opt` and compared with
//! `mlir-opt`'s output after renaming SSA values and block labels in order of
//! first appearance (as `mlir-diff.py`, the oracle's side-by-side script, does).
//!
//! A case whose output may legitimately differ from MLIR's only in op order or
//! constant placement has two files in `tests/corpus/ours/`: `<expected>` is
//! our exact output, and `<expected>.reoptimized` is what `mlir-opt` gives when
//! it runs the same pipeline on our output (written by `capture-ours.sh`). The
//! test checks that we still print the former and that the latter equals
//! `mlir-opt`'s own result: the difference is one `mlir-opt` itself erases.

mod common;

use common::{first_difference, table};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Pipelines of the corpus whose passes do not exist yet. Every other case
/// must pass; a pass's author removes its pipelines from here.
const NOT_YET: &[&str] = &[];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

/// `%name` and `^name` renamed in order of first appearance, string literals
/// kept, comments and blank lines dropped.
fn normalize(text: &str) -> String {
    let mut names: HashMap<String, String> = HashMap::new();
    let mut out = String::new();
    for line in text.lines() {
        let mut renamed = String::new();
        let mut chars = line.char_indices().peekable();
        let mut in_string = false;
        while let Some((i, c)) = chars.next() {
            if in_string {
                renamed.push(c);
                if c == '\\' {
                    if let Some((_, n)) = chars.next() {
                        renamed.push(n);
                    }
                } else if c == '"' {
                    in_string = false;
                }
                continue;
            }
            match c {
                '"' => {
                    in_string = true;
                    renamed.push(c);
                }
                '/' if line[i..].starts_with("//") => break,
                '%' | '^' => {
                    let start = i;
                    let mut end = i + 1;
                    while let Some(&(j, n)) = chars.peek() {
                        if n.is_ascii_alphanumeric() || "_$.-".contains(n) {
                            end = j + n.len_utf8();
                            chars.next();
                        } else {
                            break;
                        }
                    }
                    let name = &line[start..end];
                    let next = names.len();
                    let fresh = names
                        .entry(name.to_string())
                        .or_insert_with(|| format!("{}{}{next}", c, if c == '%' { 'v' } else { 'b' }));
                    renamed.push_str(fresh);
                }
                _ => renamed.push(c),
            }
        }
        let trimmed = renamed.trim_end();
        if !trimmed.trim().is_empty() {
            out.push_str(trimmed);
            out.push('\n');
        }
    }
    out
}

fn run_pass_opt(input: &Path, pipeline: &str) -> Result<String, String> {
    let out = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
        .arg("--allow-unregistered-dialect")
        .arg("--mlir-print-op-generic")
        .arg(format!("--pass-pipeline={pipeline}"))
        .arg(input)
        .output()
        .map_err(|e| format!("cannot run pass-opt: {e}"))?;
    if !out.status.success() {
        return Err(format!("exit {:?}: {}", out.status, String::from_utf8_lossy(&out.stderr)));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("output is not UTF-8: {e}"))
}

#[test]
fn corpus_pass_cases_match_mlir_opt() {
    let dir = corpus_dir();
    let mut failures = Vec::new();
    let mut checked = 0;
    for [input, pipeline, expected] in table(&dir.join("corpus.tsv"), true) {
        if NOT_YET.contains(&pipeline.as_str()) {
            continue;
        }
        checked += 1;
        let got = match run_pass_opt(&dir.join(&input), &pipeline) {
            Ok(text) => text,
            Err(e) => {
                failures.push(format!("{input} | {pipeline}: {e}"));
                continue;
            }
        };
        let want = normalize(&std::fs::read_to_string(dir.join(&expected)).expect("read expected output"));
        let ours = dir.join("ours").join(&expected);
        if ours.exists() {
            let ours_text = std::fs::read_to_string(&ours).expect("read ours");
            if got != ours_text {
                failures.push(format!(
                    "{input} | {pipeline}: output changed from tests/corpus/ours/{expected} (rerun capture-ours.sh): {}",
                    first_difference(&normalize(&got), &normalize(&ours_text))
                ));
                continue;
            }
            let reoptimized =
                std::fs::read_to_string(ours.with_extension("mlir.reoptimized")).expect("read reoptimized");
            if normalize(&reoptimized) != want {
                failures.push(format!(
                    "{input} | {pipeline}: mlir-opt does not turn our output into its own: {}",
                    first_difference(&normalize(&reoptimized), &want)
                ));
            }
        } else if normalize(&got) != want {
            failures.push(format!("{input} | {pipeline}: {}", first_difference(&normalize(&got), &want)));
        }
    }
    assert!(checked + NOT_YET.len() * 4 >= 64, "only {checked} corpus cases ran");
    assert!(failures.is_empty(), "{} of {checked} cases failed:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn normalization_renames_in_order_of_first_appearance() {
    let text = "%7 = \"a.b\"(%arg3) {s = \"%x\"} : (i32) -> i32 // %9\n^bb4(%arg3: i32):\n\n";
    assert_eq!(normalize(text), "%v0 = \"a.b\"(%v1) {s = \"%x\"} : (i32) -> i32\n^b2(%v1: i32):\n");
}
