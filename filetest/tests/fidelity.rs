//! `filetest fidelity` on a test file with stand-ins for both tools: shell
//! scripts that print their input back (the tool changes one case), so
//! that the cutting into cases, the dialect filter and the comparison are
//! checked without mlir-opt installed.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use filetest::fidelity::{CaseOutcome, Fidelity, Table};

/// A script printing its input file (the last argument) back, and the
/// dialects it registers for `--show-dialects`; `extra` runs first.
fn script(dir: &Path, name: &str, extra: &str) -> PathBuf {
    let path = dir.join(name);
    let body = format!(
        "#!/bin/sh\nif [ \"$1\" = --show-dialects ]; then echo 'Available Dialects: builtin,func,memref'; exit 0; fi\n\
         for last in \"$@\"; do :; done\n{extra}\ncat \"$last\"\n"
    );
    std::fs::write(&path, body).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    wait_until_executable(&path);
    path
}

/// Waits out "Text file busy": a process another test thread forked while
/// the script was open for writing holds it open until that child execs,
/// and running the script before then fails with ETXTBSY.
fn wait_until_executable(path: &Path) {
    const ETXTBSY: i32 = 26;
    for _ in 0..200 {
        match std::process::Command::new(path).arg("--show-dialects").output() {
            Err(e) if e.raw_os_error() == Some(ETXTBSY) => std::thread::sleep(std::time::Duration::from_millis(10)),
            _ => return,
        }
    }
}

#[test]
fn cases_are_compared_when_they_use_only_the_tools_dialects() {
    for generic_input in [true, false] {
        compares_cases(generic_input);
    }
}

/// The same outcomes whether the tools read the oracle's generic print or
/// the case as written (the stand-ins print either back alike).
fn compares_cases(generic_input: bool) {
    let dir = tempfile::tempdir().unwrap();
    // The oracle fails on @oraclebug (but prints it in the generic form).
    let oracle = script(
        dir.path(),
        "oracle",
        "case \"$*\" in *very-unsafe*) ;; *) if grep -q oraclebug \"$last\"; then echo 'y: error: bug' >&2; exit 1; fi;; esac",
    );
    // The tool fails on inputs naming @broken, and prints @differs back changed.
    let tool = script(
        dir.path(),
        "tool",
        "case \"$*\" in *-test-only*) echo \"error: unexpected argument '-test-only' found\" >&2; exit 2;; esac\n\
         if grep -q broken \"$last\"; then echo 'x: error: no' >&2; exit 1; fi\n\
         if grep -q differs \"$last\"; then sed 's/differs/changed/' \"$last\"; exit 0; fi",
    );
    let test = dir.path().join("case.mlir");
    std::fs::write(
        &test,
        "// RUN: mlir-opt %s -split-input-file -cse | FileCheck %s\n\
         // RUN: mlir-translate %s | FileCheck %s\n\
         // RUN: mlir-opt %s -split-input-file -test-only | FileCheck %s\n\
         \"func.func\"() ({}) {sym_name = \"same\"} : () -> ()\n\
         // -----\n\
         \"memref.alloca\"() : () -> ()\n\
         // -----\n\
         \"func.func\"() ({}) {sym_name = \"differs\"} : () -> ()\n\
         // -----\n\
         \"func.func\"() ({}) {sym_name = \"broken\"} : () -> ()\n\
         // -----\n\
         \"unregistered.op\"() : () -> ()\n\
         // -----\n\
         \"func.func\"() ({}) {sym_name = \"oraclebug\"} : () -> ()\n",
    )
    .unwrap();
    let fidelity = Fidelity::new(&oracle, &tool).unwrap().dialects(&["builtin", "func"]).generic_input(generic_input);
    let file = fidelity.run_file(&test);
    assert_eq!(file.runs.len(), 2, "only the mlir-opt commands are compared");
    // The tool lacks the flag of the second: not counted, but listed.
    assert!(matches!(&file.runs[1].cases[0], CaseOutcome::ToolLacks(why) if why.contains("-test-only")));
    let run = &file.runs[0];
    if generic_input {
        assert!(run.generic_cases.is_empty());
    } else {
        assert_eq!(run.generic_cases, run.cases, "the generic-output run");
    }
    let run = &file.runs[0];
    assert_eq!(run.line, 1);
    assert_eq!(run.flags, ["-cse"]);
    let outcomes = &run.cases;
    assert_eq!(outcomes.len(), 6);
    assert_eq!(outcomes[0], CaseOutcome::Match);
    assert_eq!(outcomes[1], CaseOutcome::OtherDialect("memref".into()));
    assert!(matches!(&outcomes[2], CaseOutcome::Mismatch(why) if why.contains("changed")), "{:?}", outcomes[2]);
    assert!(matches!(&outcomes[3], CaseOutcome::Mismatch(why) if why.contains("mlir-opt succeeds, the tool fails")));
    // A dialect neither tool registers is unregistered for both: counted.
    assert_eq!(outcomes[4], CaseOutcome::Match);
    // The test expects success where the oracle fails: not compared.
    assert_eq!(outcomes[5], CaseOutcome::OracleDisagreesWithTest("y: error: bug".into()));
    assert_eq!((file.counted(), file.matched(), file.lacking()), (4, 2, 4));

    let table = Table { files: &[file], root: dir.path(), details: true }.to_string();
    if generic_input {
        assert!(table.contains("| `case.mlir` | 2 | 12 | 4 | 4 | 2 |\n"), "{table}");
        assert!(table.contains("| **total** | | 12 | 4 | 4 | 2 (50.0%) |\n"), "{table}");
    } else {
        assert!(table.contains("| `case.mlir` | 2 | 12 | 4 | 4 | 2 | 2 |\n"), "{table}");
        assert!(table.contains("| **total** | | 12 | 4 | 4 | 2 (50.0%) | 2 (50.0%) |\n"), "{table}");
        assert!(table.contains("- `case.mlir` RUN at line 1, case 3, generic output: output line"), "{table}");
    }
    assert!(table.contains("- `case.mlir` RUN at line 3, case 1: not run: error: unexpected argument"), "{table}");
    assert!(table.contains("- `case.mlir` RUN at line 1, case 3: output line"), "{table}");
    assert!(table.contains("case 6: not compared: mlir-opt fails where the test expects success: y: error: bug"));
}

#[test]
fn by_default_both_tools_read_the_case_as_written() {
    let dir = tempfile::tempdir().unwrap();
    // The oracle's generic print (`--mlir-very-unsafe-...`) marks the text.
    let oracle =
        script(dir.path(), "oracle", "case \"$*\" in *very-unsafe*) sed 's/pretty/generic/' \"$last\"; exit 0;; esac");
    // The tool rejects the oracle's generic print, and prints a line of its
    // own with `--mlir-print-op-generic` (failing when its input has one).
    let tool = script(
        dir.path(),
        "tool",
        "if grep -q generic \"$last\"; then echo 'x: error: generic' >&2; exit 1; fi\n\
         case \"$*\" in *--mlir-print-op-generic*) if grep -q extra \"$last\"; then exit 1; fi; echo extra;; esac",
    );
    let test = dir.path().join("case.mlir");
    std::fs::write(
        &test,
        "// RUN: mlir-opt %s -cse | mlir-opt -canonicalize\n\"func.func\"() ({}) {sym_name = \"pretty\"} : () -> ()\n",
    )
    .unwrap();
    let fidelity = Fidelity::new(&oracle, &tool).unwrap().dialects(&["builtin", "func"]);
    let file = fidelity.run_file(&test);
    let run = &file.runs[0];
    assert_eq!(run.cases, [CaseOutcome::Match], "the pretty run reads the case as written");
    // Only the last command prints generic (else the second would fail on
    // the first's extra line).
    assert!(
        matches!(&run.generic_cases[..], [CaseOutcome::Mismatch(why)] if why.contains("got `extra`")),
        "{:?}",
        run.generic_cases
    );
    let file = fidelity.generic_input(true).run_file(&test);
    assert!(
        matches!(&file.runs[0].cases[..], [CaseOutcome::Mismatch(why)] if why.contains("error: generic")),
        "{:?}",
        file.runs[0].cases
    );
}

#[test]
fn cases_the_oracle_cannot_read_are_checked_for_the_same_rejection() {
    let dir = tempfile::tempdir().unwrap();
    // Neither reads `later.syntax`; only the tool reads `their.type`.
    let reject = "if grep -q later \"$last\"; then echo \"$last:1:1: error: custom op 'later.syntax' is unknown\" >&2; exit 1; fi";
    let oracle = script(
        dir.path(),
        "oracle",
        &format!("{reject}\nif grep -q their \"$last\"; then echo \"$last:1:1: error: unknown type!\" >&2; exit 1; fi"),
    );
    let tool = script(dir.path(), "tool", reject);
    let test = dir.path().join("case.mlir");
    std::fs::write(
        &test,
        "// RUN: mlir-opt %s -split-input-file\n\"later.syntax\"() : () -> ()\n// -----\n\"x.y\"() : () -> !their.type\n",
    )
    .unwrap();
    let fidelity = Fidelity::new(&oracle, &tool).unwrap().dialects(&["builtin"]);
    let file = fidelity.run_file(&test);
    let cases = &file.runs[0].cases;
    assert!(
        matches!(&cases[0], CaseOutcome::OracleCannotRead { error, rejected_alike: true } if error.contains("'later.syntax' is unknown")),
        "{:?}",
        cases[0]
    );
    assert!(matches!(&cases[1], CaseOutcome::OracleCannotRead { rejected_alike: false, .. }), "{:?}", cases[1]);
    assert_eq!(file.counted(), 0);
    let table = Table { files: &[file], root: dir.path(), details: true }.to_string();
    assert!(
        table.contains("Cases mlir-opt cannot read: 2; the tool rejects 1 of them with the same first error."),
        "{table}"
    );
    assert!(
        table.contains("- `case.mlir` case 2: mlir-opt cannot read it (`INPUT:1:1: error: unknown type!`)"),
        "{table}"
    );
}
