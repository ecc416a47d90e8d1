//! The built-in passes (`cse`, `symbol-dce`, `symbol-privatize`, `convert-scf-to-cf`,
//! `strip-debuginfo`, `topological-sort`, `print-ir`, `view-op-graph`)
//! against `mlir-opt` 22: each case of `tests/builtin-passes/cases.tsv` runs
//! `pass-opt` and compares its standard output, standard error and exit
//! status with what `mlir-opt` printed (`expected/`, written by
//! `capture.sh`), byte for byte.

mod common;

use common::{assert_case_table_matches, tests_dir, CASE_FLAGS};
use std::path::PathBuf;
use std::process::Command;

/// This test's folder, `tests/builtin-passes`.
fn data_dir() -> PathBuf {
    tests_dir("builtin-passes")
}

#[test]
fn builtin_passes_print_what_mlir_opt_prints() {
    assert_case_table_matches("builtin-passes", 30);
}

/// `convert-cf-to-llvm` numbers the `assert_msg` globals of clashing names
/// per invocation. `mlir-opt` counts in a static, so its second chunk of a
/// `--split-input-file` input gets `assert_msg_2` and `assert_msg_3`; here
/// every chunk prints what the file alone prints (the golden of
/// `cf-to-llvm-assert-then-func`, whose names match `mlir-opt`'s).
#[test]
fn assert_message_names_do_not_depend_on_earlier_chunks() {
    let dir = data_dir();
    let input = std::fs::read_to_string(dir.join("cf-assert.mlir")).expect("read cf-assert.mlir");
    let split = std::env::temp_dir().join(format!("cf-assert-twice-{}.mlir", std::process::id()));
    std::fs::write(&split, format!("{input}// -----\n{input}")).expect("write input");
    let out = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
        .args(["--mlir-print-op-generic", "--split-input-file"])
        .arg("--pass-pipeline=builtin.module(convert-cf-to-llvm,convert-func-to-llvm)")
        .arg(&split)
        .output()
        .expect("run pass-opt");
    let _ = std::fs::remove_file(&split);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let alone = std::fs::read_to_string(dir.join("expected/cf-to-llvm-assert-then-func.out")).expect("read golden");
    assert!(alone.contains("assert_msg_1"), "the golden has a clash");
    assert_eq!(String::from_utf8_lossy(&out.stdout), format!("{alone}// -----\n{alone}"));
}

/// The names of the `assert_msg` globals follow the order of the asserts in
/// the module, whichever thread lowered which function first: a module of
/// many functions, each with an assert, prints the same on two threads as
/// on one (the messages were once named in the order the threads reached
/// them).
#[test]
fn assert_message_names_do_not_depend_on_threads() {
    let mut input = String::from("\"builtin.module\"() ({\n");
    for f in 0..64 {
        // Two functions per message, so that names clash and get numbers.
        input.push_str(&format!(
            "  \"func.func\"() <{{function_type = (i1) -> (), sym_name = \"f{f}\"}}> ({{\n  ^bb0(%c: i1):\n    \
             \"cf.assert\"(%c) <{{msg = \"message {}\"}}> : (i1) -> ()\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n",
            f / 2
        ));
    }
    input.push_str("}) : () -> ()\n");
    let path = std::env::temp_dir().join(format!("cf-assert-threads-{}.mlir", std::process::id()));
    std::fs::write(&path, input).expect("write input");
    let run = |threads: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
            .args(["--mlir-print-op-generic", "--pass-pipeline=builtin.module(convert-cf-to-llvm)"])
            .args(threads)
            .arg(&path)
            .env("RAYON_NUM_THREADS", "2")
            .output()
            .expect("run pass-opt");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).expect("UTF-8 output")
    };
    let serial = run(&["--mlir-disable-threading"]);
    assert!(serial.contains("sym_name = \"assert_msg_62\""), "{serial}");
    for _ in 0..4 {
        assert_eq!(run(&[]), serial);
    }
    let _ = std::fs::remove_file(&path);
}

#[test]
fn strip_debuginfo_leaves_no_location_behind() {
    // Beyond the goldens: every location of the corpus's debuginfo files,
    // block arguments' included, is unknown after the pass.
    let dir = data_dir();
    for file in ["small", "straight", "nested", "types-attrs"] {
        let out = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
            .current_dir(&dir)
            .args(CASE_FLAGS)
            .args(["--mlir-print-debuginfo", "--pass-pipeline=builtin.module(strip-debuginfo)"])
            .arg(format!("../corpus/{file}.debuginfo.mlir"))
            .output()
            .expect("run pass-opt");
        assert!(out.status.success(), "{file}: {}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout);
        // Ops print `loc(#loc)` through the one alias, `#loc = loc(unknown)`;
        // block arguments print theirs inline.
        let aliases: Vec<&str> = text.lines().filter(|l| l.starts_with("#loc")).collect();
        assert_eq!(aliases, ["#loc = loc(unknown)"], "{file}");
        let locations = text.matches("loc(").count();
        assert!(locations > 1, "{file}: printed without locations");
        let unknown = text.matches("loc(unknown)").count() + text.matches("loc(#loc)").count();
        assert_eq!(unknown, locations, "{file}: a location survived:\n{text}");
    }
}

#[test]
fn statistics_count_what_the_passes_did() {
    // mlir-opt 22 is built without statistics, so these are hand-checked:
    // in `cse-locs.mlir`, `%f1` and `%f3` become `%f2`, and `%g2` (nested in
    // `scf.execute_region`) becomes `%g`; in `symbol-dce-refs.mlir`, only
    // `@deep` and `@deep_priv` of the private module `@mm` are unreachable.
    let dir = data_dir();
    let run = |pipeline: &str, input: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
            .current_dir(&dir)
            .args(["--allow-unregistered-dialect", "--mlir-pass-statistics", "-o", "-"])
            .arg(format!("--pass-pipeline={pipeline}"))
            .arg(input)
            .output()
            .expect("run pass-opt");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let report = run("builtin.module(func.func(cse))", "cse-locs.mlir");
    assert!(
        report.contains(
            "  CSE\n    (S) 3 num-cse'd - Number of operations CSE'd\n    (S) 0 num-dce'd - Number of operations DCE'd\n"
        ),
        "{report}"
    );
    // `cse.mlir`: 11 replaced (`%c1b`, the second `scf.for`, `%f1` and `%f2`
    // by `%d1`, two constants, `%cb`, `%s2`, `%k` in a block dominated by
    // `%g`'s, a cast, `%3` in `@nested_commutative`) and 5 dead when
    // visited (`%4`, `%d2`, `%c` and `%e` of `@cfg`, the unused cast).
    let report = run("builtin.module(func.func(cse))", "cse.mlir");
    assert!(report.contains("(S) 11 num-cse'd - Number of operations CSE'd\n    (S)  5 num-dce'd"), "{report}");
    let report = run("builtin.module(symbol-dce)", "symbol-dce-refs.mlir");
    assert!(report.contains("SymbolDCE\n  (S) 2 num-dce'd - Number of symbols DCE'd\n"), "{report}");
}
