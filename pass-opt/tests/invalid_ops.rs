//! The invalid-op corpus (`tests/invalid-ops/`): `pass-opt`'s first error on
//! each case against `mlir-opt` 22's, as a ratchet.
//!
//! Each `*.mlir` file there holds cases of one dialect, split with
//! `// -----`, each chunk named by a `// case: NAME` line. `capture.py` runs
//! `mlir-opt-22 --split-input-file` on them and writes, per case, the first
//! error (`LINE:COL<TAB>message`, LINE counted from the `// case:` line so
//! that adding a case does not move the others) or `ok` when mlir-opt
//! accepts the case, into `expected/FILE.txt`.
//!
//! `differences.txt` lists the cases where `pass-opt` still says something
//! else, with what it says. The test fails when a case not on the list
//! differs (a regression, or a new case to fix or list) and when a listed
//! case now matches or says something new (so the list only changes on
//! purpose); `UPDATE_EXPECT=1` rewrites the list from the current results.
//! The errors must also be the same with and without threads.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Flags both tools run with (`capture.py` gives `mlir-opt` the same ones).
const FLAGS: &[&str] = &["--split-input-file", "--allow-unregistered-dialect", "--mlir-print-op-generic"];

const DIFFERENCES: &str = "differences.txt";

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/invalid-ops")
}

/// One case: its name and the lines it spans (1-based, the `// case:` line
/// first).
struct Case {
    name: String,
    case_line: usize,
    last_line: usize,
}

/// The cases of a corpus file, as `capture.py` cuts it.
fn cases(file: &str, text: &str) -> Vec<Case> {
    let lines: Vec<&str> = text.split('\n').collect();
    let mut cases = Vec::new();
    let mut start = 0;
    for (i, line) in lines.iter().chain(std::iter::once(&"// -----")).enumerate() {
        if line.trim() != "// -----" {
            continue;
        }
        let names: Vec<(usize, &str)> = (start..i)
            .filter_map(|n| lines.get(n).and_then(|l| l.strip_prefix("// case: ")).map(|name| (n + 1, name)))
            .collect();
        assert_eq!(names.len(), 1, "{file}:{}: a chunk needs exactly one `// case: NAME` line", start + 1);
        cases.push(Case { name: names[0].1.to_string(), case_line: names[0].0, last_line: i });
        start = i + 1;
    }
    cases
}

/// The first error reported in each case, as `LINE:COL<TAB>message` with
/// LINE relative to the case (cases without an error are absent).
fn first_errors(file: &str, cases: &[Case], stderr: &str) -> BTreeMap<String, String> {
    let prefix = format!("{file}:");
    let mut found = BTreeMap::new();
    for line in stderr.lines() {
        let Some(rest) = line.strip_prefix(&prefix) else { continue };
        let mut parts = rest.splitn(3, ':');
        let (Some(row), Some(col), Some(tail)) = (parts.next(), parts.next(), parts.next()) else { continue };
        let Some(message) = tail.strip_prefix(" error: ") else { continue };
        let (Ok(row), Ok(col)) = (row.parse::<usize>(), col.parse::<usize>()) else { continue };
        if let Some(case) = cases.iter().find(|c| (c.case_line..=c.last_line).contains(&row)) {
            found.entry(case.name.clone()).or_insert_with(|| format!("{}:{col}\t{message}", row - case.case_line));
        }
    }
    found
}

fn run_pass_opt(dir: &Path, file: &str, threads: bool) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_pass-opt"));
    cmd.current_dir(dir).args(FLAGS).arg(file);
    if !threads {
        cmd.arg("--mlir-disable-threading");
    }
    let out = cmd.output().expect("run pass-opt");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn invalid_ops_fail_as_in_mlir_opt() {
    let dir = corpus_dir();
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("read tests/invalid-ops")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    files.sort();
    let listed_text = std::fs::read_to_string(dir.join(DIFFERENCES)).unwrap_or_default();
    let listed: BTreeMap<(String, String), String> = listed_text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut f = l.splitn(3, '\t');
            let key = (f.next().unwrap_or("").to_string(), f.next().unwrap_or("").to_string());
            (key, f.next().unwrap_or("").to_string())
        })
        .collect();

    let mut failures = Vec::new();
    let mut differences = Vec::new();
    let (mut total, mut matching, mut accepted_wrongly, mut rejected_wrongly) = (0, 0, 0, 0);
    let mut seen = Vec::new();
    for file in &files {
        let stem = file.trim_end_matches(".mlir");
        let text = std::fs::read_to_string(dir.join(file)).expect("read corpus file");
        let cases = cases(file, &text);
        let expected_text =
            std::fs::read_to_string(dir.join("expected").join(format!("{stem}.txt"))).unwrap_or_default();
        let expected: BTreeMap<&str, &str> = expected_text.lines().filter_map(|l| l.split_once('\t')).collect();
        let sequential = run_pass_opt(&dir, file, false);
        let parallel = run_pass_opt(&dir, file, true);
        if sequential != parallel {
            failures.push(format!("{file}: the errors differ with and without threads"));
        }
        let ours = first_errors(file, &cases, &sequential);
        for case in &cases {
            total += 1;
            let key = (stem.to_string(), case.name.clone());
            seen.push(key.clone());
            let Some(&want) = expected.get(case.name.as_str()) else {
                failures.push(format!("{stem}/{}: no golden (run tests/invalid-ops/capture.py)", case.name));
                continue;
            };
            let got = ours.get(&case.name).map(String::as_str).unwrap_or("ok");
            if got == want {
                matching += 1;
                if listed.contains_key(&key) {
                    failures.push(format!("{stem}/{}: now matches mlir-opt: take it off {DIFFERENCES}", case.name));
                }
                continue;
            }
            if got == "ok" {
                accepted_wrongly += 1;
            } else if want == "ok" {
                rejected_wrongly += 1;
            }
            differences.push(format!("{stem}\t{}\t{got}", case.name));
            match listed.get(&key) {
                None => failures.push(format!(
                    "{stem}/{}: differs from mlir-opt and is not in {DIFFERENCES}\n  mlir-opt: {want}\n  pass-opt: {got}",
                    case.name
                )),
                Some(recorded) if recorded != got => failures.push(format!(
                    "{stem}/{}: pass-opt says something new; update {DIFFERENCES}\n  recorded: {recorded}\n  now:      {got}",
                    case.name
                )),
                Some(_) => {}
            }
        }
    }
    for key in listed.keys().filter(|k| !seen.contains(k)) {
        failures.push(format!("{}/{}: listed in {DIFFERENCES} but not in the corpus", key.0, key.1));
    }
    let summary = format!(
        "{matching} of {total} invalid-op cases match mlir-opt 22 ({} differ: {accepted_wrongly} accepted that mlir-opt \
         rejects, {rejected_wrongly} rejected that mlir-opt accepts, the rest with another first error)",
        total - matching
    );
    println!("{summary}");
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        let mut text = String::from(
            "# Cases of this corpus where pass-opt's first error is not mlir-opt 22's, with what pass-opt\n\
             # says (LINE:COL<TAB>message, or ok). Written by UPDATE_EXPECT=1 cargo test --test invalid_ops;\n\
             # the test fails when a case not listed differs or a listed one changes.\n",
        );
        for line in &differences {
            text.push_str(line);
            text.push('\n');
        }
        std::fs::write(dir.join(DIFFERENCES), text).expect("write differences.txt");
        failures.retain(|f| f.contains("threads") || f.contains("no golden"));
    }
    assert!(total >= 150, "only {total} cases in the corpus");
    assert!(
        failures.is_empty(),
        "{summary}\n{} problems (UPDATE_EXPECT=1 rewrites {DIFFERENCES}; read its diff):\n{}",
        failures.len(),
        failures.join("\n")
    );
}
