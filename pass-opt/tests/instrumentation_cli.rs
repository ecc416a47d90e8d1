//! `pass-opt`'s instrumentation flags: timing, statistics, IR printing and
//! reproducers. Where `mlir-opt` has the feature, the expectation is its own
//! output (`tests/goldens/instrumentation/`, made by `capture.sh` there),
//! with two normalizations: MLIR names test passes by their C++ class
//! (`(anonymous namespace)::TestFunctionPass`) where we use the declared
//! name, and timings are masked (the layout is compared, not the numbers).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn goldens() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/goldens/instrumentation")
}

fn input() -> String {
    input_named("dups.mlir")
}

fn input_named(name: &str) -> String {
    goldens().join(name).to_string_lossy().into_owned()
}

fn pass_opt_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pass-opt")).current_dir(dir).args(args).output().expect("run pass-opt")
}

/// Runs pass-opt on `input` with `flags` in a fresh directory (where the
/// files the flags name are written), the output IR discarded.
fn run_in_temp_dir(input: &str, flags: &[&str]) -> (tempfile::TempDir, Output) {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec![input, "-o", "/dev/null"];
    args.extend(flags);
    let o = pass_opt_in(dir.path(), &args);
    (dir, o)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn normalize(text: &str) -> String {
    let text = text.replace("(anonymous namespace)::", "").replace("mutli-threading", "multi-threading");
    // Where MLIR fails silently, we say which pass failed, and after a
    // verifier error, which pass left the IR invalid (each with two lines of
    // source context).
    let mut out = Vec::new();
    let mut unlocated = Vec::new();
    let mut skip = 0;
    for line in text.lines() {
        if skip > 0 {
            skip -= 1;
        } else if (line.contains(": error: pass '") && line.contains("' failed on '"))
            || line.contains(": note: the IR failed to verify after pass '")
        {
            skip = 2;
        } else if line.starts_with("<unknown>:0: ") {
            // MLIR prints diagnostics as they come, between IR dumps; we
            // print them after the run, in IR order.
            unlocated.push(line);
        } else {
            out.push(line);
        }
    }
    out.extend(unlocated);
    out.join("\n").trim().to_string()
}

/// Numbers of a timing report masked, runs of spaces before them folded.
fn mask_times(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() || (c == '-' && chars.peek().is_some_and(char::is_ascii_digit)) {
            while chars.peek().is_some_and(|c| c.is_ascii_digit() || *c == '.') {
                chars.next();
            }
            while out.ends_with("  ") {
                out.pop();
            }
            out.push('N');
        } else {
            out.push(c);
        }
    }
    out
}

/// Runs the command of golden `name` and compares what it prints.
fn check_golden(name: &str) {
    let golden = std::fs::read_to_string(goldens().join(format!("{name}.txt"))).unwrap();
    let (command, expected) = golden.split_once('\n').unwrap();
    let mut args: Vec<&str> = command.strip_prefix("$ ").unwrap().split(' ').collect();
    let input = match args[0].strip_prefix('@') {
        Some(name) => {
            args.remove(0);
            input_named(name)
        }
        None => input(),
    };
    let (_dir, o) = run_in_temp_dir(&input, &args);
    let (mut got, mut want) = (normalize(&stderr(&o)), normalize(expected));
    if name.starts_with("timing") {
        got = mask_times(&got);
        want = mask_times(&want);
        if name.contains("list") {
            // Sorted by time: the order of the entries is the run's own.
            let sorted = |t: &str| {
                let mut lines: Vec<&str> = t.lines().collect();
                lines.sort();
                lines.join("\n")
            };
            got = sorted(&got);
            want = sorted(&want);
        }
    }
    assert_eq!(got, want, "{name}: {command}");
    let fails = expected.contains("error:") || expected.contains(" Failed (");
    assert_eq!(o.status.success(), !fails, "{name}: exit status");
}

macro_rules! golden_tests {
    ($($test:ident => $name:literal,)*) => {$(
        #[test]
        fn $test() {
            check_golden($name);
        }
    )*};
}

golden_tests! {
    print_ir_after_all => "after-all",
    print_ir_before_listed_passes => "before-list",
    print_ir_module_scope => "module-scope",
    print_ir_module_scope_needs_threading_off => "module-scope-threaded",
    print_ir_after_change_skips_unchanged => "after-change",
    print_ir_after_failure => "after-failure",
    print_ir_after_all_shows_failures => "after-all-failing",
    print_ir_after_verifier_failure => "after-invalid-ir",
    timing_tree => "timing-tree",
    timing_tree_threaded_has_user_time => "timing-tree-threaded",
    timing_list => "timing-list",
    timing_json_tree => "timing-json-tree",
    timing_json_list => "timing-json-list",
    local_reproducer_needs_threading_off => "local-reproducer-threaded",
    print_ir_after_all_pretty_by_default => "after-all-pretty",
    print_ir_module_scope_pretty_by_default => "module-scope-pretty",
    print_ir_after_failure_pretty_by_default => "after-failure-pretty",
    print_ir_of_invalid_ir_is_generic_by_default => "after-invalid-ir-pretty",
    print_ir_pass_prints_pretty_by_default => "print-ir-pretty",
    print_ir_pass_prints_as_the_flags_say => "print-ir-generic",
}

#[test]
fn print_ir_tree_dir_matches_mlir_opt_file_by_file() {
    let pipeline = "--pass-pipeline=builtin.module(func.func(test-function-pass,test-options-pass),test-module-pass)";
    let (dir, o) = run_in_temp_dir(
        &input(),
        &[
            "--mlir-print-op-generic",
            pipeline,
            "--mlir-print-ir-before-all",
            "--mlir-print-ir-after-all",
            "--mlir-print-ir-tree-dir=tree",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let mut files = Vec::new();
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, files);
            } else {
                files.push(p);
            }
        }
    }
    walk(&dir.path().join("tree"), &mut files);
    files.sort();
    let mut got = String::new();
    for f in files {
        let rel = f.strip_prefix(dir.path()).unwrap().to_string_lossy().into_owned();
        got.push_str(&format!("== {rel}\n{}", std::fs::read_to_string(&f).unwrap()));
    }
    let want = std::fs::read_to_string(goldens().join("tree-dir.txt")).unwrap();
    assert_eq!(normalize(&got), normalize(&want));
}

/// The reproducer is printed as the output is: `reproducer-failure.mlir` is
/// `mlir-opt --mlir-print-op-generic`'s, `reproducer-failure.pretty.mlir`
/// its default (pretty) one.
#[test]
fn failure_reproducer_matches_mlir_opt_and_replays() {
    for (flags, golden) in
        [(&["--mlir-print-op-generic"][..], "reproducer-failure.mlir"), (&[][..], "reproducer-failure.pretty.mlir")]
    {
        failure_reproducer_case(flags, golden);
    }
}

/// In local scope `mlir-opt` writes the op alone: no configuration section,
/// no final newline (so it does not replay).
#[test]
fn local_scope_reproducer_matches_mlir_opt() {
    let (dir, o) = run_in_temp_dir(
        &input(),
        &[
            "--mlir-print-local-scope",
            "--pass-pipeline=builtin.module(func.func(test-function-pass),test-pass-failure)",
            "--mlir-pass-pipeline-crash-reproducer=repro.mlir",
        ],
    );
    assert!(!o.status.success());
    let repro = std::fs::read_to_string(dir.path().join("repro.mlir")).unwrap();
    let golden = std::fs::read_to_string(goldens().join("reproducer-failure.local-scope.mlir")).unwrap();
    assert_eq!(repro, golden);
}

fn failure_reproducer_case(flags: &[&str], golden: &str) {
    let mut args = vec![
        "--pass-pipeline=builtin.module(func.func(test-function-pass),test-pass-failure)",
        "--mlir-pass-pipeline-crash-reproducer=repro.mlir",
    ];
    args.extend(flags);
    let (dir, o) = run_in_temp_dir(&input(), &args);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains("note: Pipeline failed while executing [`TestFailurePass` on 'builtin.module' operation]: reproducer generated at `repro.mlir`"),
        "{err}"
    );
    let repro = std::fs::read_to_string(dir.path().join("repro.mlir")).unwrap();
    assert_eq!(repro, std::fs::read_to_string(goldens().join(golden)).unwrap(), "{golden}");
    let replay =
        pass_opt_in(dir.path(), &["repro.mlir", "--run-reproducer", "--dump-pass-pipeline", "-o", "/dev/null"]);
    assert!(!replay.status.success());
    let replayed = stderr(&replay);
    assert!(replayed.starts_with("Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    test-function-pass\n  ),\n  test-pass-failure{gen-diagnostics=false}\n)\n"), "{replayed}");
    assert!(replayed.contains("error: pass 'test-pass-failure' failed on 'builtin.module' op"), "{replayed}");
}

#[test]
fn panicking_pass_fails_cleanly_with_a_reproducer_that_replays_the_panic() {
    for threading in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("out.mlir"), "stale output of an earlier run").unwrap();
        let mut args = vec![
            input(),
            "-o".into(),
            "out.mlir".into(),
            "--pass-pipeline=builtin.module(func.func(test-function-pass,test-pass-crash),test-module-pass)".into(),
            "--mlir-pass-pipeline-crash-reproducer=crash.mlir".into(),
        ];
        if !threading {
            args.push("--mlir-disable-threading".into());
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = pass_opt_in(dir.path(), &args);
        // An error exit, not an abort, and the panic's own message once.
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        let err = stderr(&o);
        assert!(
            err.contains(
                "error: pass 'test-pass-crash' panicked on 'func.func' op: test-pass-crash: crashing on purpose"
            ),
            "{err}"
        );
        assert!(!err.contains("thread '"), "the default panic report leaked: {err}");
        let blamed = if threading {
            // Both functions may have crashed; @dup, first in the IR, is named first.
            "[`TestCrashRecoveryPass` on 'func.func' operation: @dup"
        } else {
            "[`TestCrashRecoveryPass` on 'func.func' operation: @dup]: reproducer generated at `crash.mlir`"
        };
        assert!(err.contains(blamed), "{err}");
        assert!(!dir.path().join("out.mlir").exists(), "a failed run leaves no output file");
        let repro = std::fs::read_to_string(dir.path().join("crash.mlir")).unwrap();
        let threading_line = format!("      disable_threading: {},\n", !threading);
        assert!(repro.contains(&threading_line), "{repro}");
        assert!(
            repro.contains(
                "pipeline: \"builtin.module(func.func(test-function-pass,test-pass-crash), test-module-pass)\""
            ),
            "{repro}"
        );
        let replay = pass_opt_in(dir.path(), &["crash.mlir", "--run-reproducer", "-o", "/dev/null"]);
        assert_eq!(replay.status.code(), Some(1));
        assert!(stderr(&replay).contains("panicked on 'func.func' op: test-pass-crash: crashing on purpose"));
    }
}

#[test]
fn local_reproducer_holds_the_ir_before_the_failing_pass_and_that_pass() {
    let (dir, o) = run_in_temp_dir(
        &input(),
        &[
            "--pass-pipeline=builtin.module(func.func(test-pass-create-invalid-ir{emit-invalid-ir=false},test-pass-failure{gen-diagnostics}),test-module-pass)",
            "--mlir-pass-pipeline-crash-reproducer=local.mlir",
            "--mlir-pass-pipeline-local-reproducer",
            "--mlir-disable-threading",
            "--mlir-print-op-generic",
        ],
    );
    assert!(!o.status.success());
    // Both functions fail; as in mlir-opt, the reproducer written last (of
    // @clean, the second) is the one left.
    assert!(stderr(&o).contains(
        "note: Pipeline failed while executing `TestFailurePass` on 'func.func' operation: @clean: reproducer generated at `local.mlir`"
    ));
    let repro = std::fs::read_to_string(dir.path().join("local.mlir")).unwrap();
    let input = std::fs::read_to_string(input()).unwrap();
    // The passes before the failing one changed nothing: the IR is the input.
    let ir = repro.split("\n{-#").next().unwrap();
    assert_eq!(format!("{ir}\n"), input);
    assert!(repro.contains("pipeline: \"builtin.module(func.func(test-pass-failure{gen-diagnostics=true}))\",\n      disable_threading: true,"), "{repro}");
    let replay = pass_opt_in(dir.path(), &["local.mlir", "--run-reproducer", "-o", "/dev/null"]);
    assert!(stderr(&replay).contains("local.mlir:2:3: error: illegal operation"), "{}", stderr(&replay));
}

#[test]
fn statistics_pipeline_and_list_views() {
    let pipeline = "--pass-pipeline=builtin.module(func.func(test-stats-pass,test-function-pass),test-stats-pass)";
    let banner = "===-------------------------------------------------------------------------===\n                         ... Pass statistics report ...\n===-------------------------------------------------------------------------===\n";
    let (_, o) = run_in_temp_dir(&input(), &[pipeline, "--mlir-pass-statistics"]);
    assert!(o.status.success());
    // @dup has 7 ops with itself, @clean 2; the module 10 with itself.
    let want = format!(
        "{banner}'func.func' Pipeline\n  TestStatisticPass\n    (S) 9 num-ops - Number of operations counted\n  TestFunctionPass\nTestStatisticPass\n  (S) 10 num-ops - Number of operations counted\n\n"
    );
    assert_eq!(stderr(&o), want);
    let (_, o) =
        run_in_temp_dir(&input(), &[pipeline, "--mlir-pass-statistics", "--mlir-pass-statistics-display=list"]);
    let want =
        format!("{banner}TestFunctionPass\nTestStatisticPass\n  (S) 19 num-ops - Number of operations counted\n\n");
    assert_eq!(stderr(&o), want);
    let (_, o) = run_in_temp_dir(&input(), &[pipeline, "--mlir-pass-statistics", "--mlir-output-format=json"]);
    let json: serde_json::Value = serde_json::from_slice(&o.stderr).unwrap();
    assert_eq!(json["passes"][0]["nested"][0]["pipeline"], "func.func");
    assert_eq!(json["passes"][0]["nested"][0]["passes"][0]["statistics"][0]["value"], 9);
    assert_eq!(json["passes"][1]["statistics"][0]["name"], "num-ops");
}

#[test]
fn timing_trace_has_a_track_per_thread_and_a_slice_per_pass_run() {
    let (dir, o) = run_in_temp_dir(
        &input(),
        &[
            "--pass-pipeline=builtin.module(func.func(test-function-pass),test-module-pass)",
            "--timing-trace=trace.json",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), "", "a trace alone prints no report");
    let trace: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("trace.json")).unwrap()).unwrap();
    let events = trace["traceEvents"].as_array().unwrap();
    let slices = |name: &str| events.iter().filter(|e| e["ph"] == "X" && e["name"] == name).count();
    assert_eq!(slices("TestFunctionPass"), 2, "one per function");
    assert_eq!(slices("TestModulePass"), 1);
    assert_eq!(slices("Parser"), 1);
    assert_eq!(slices("Output"), 1);
    let tracks = events.iter().filter(|e| e["ph"] == "M" && e["name"] == "thread_name").count();
    let tids: std::collections::BTreeSet<u64> =
        events.iter().filter(|e| e["ph"] == "X").map(|e| e["tid"].as_u64().unwrap()).collect();
    assert_eq!(tracks, tids.len());
}

/// With the verifier off, IR a pass left invalid is printed in the generic
/// form even by default, as `mlir-opt-22 --verify-each=false` prints it (its
/// printer verifies before using the pretty form); valid IR is pretty.
#[test]
fn invalid_output_prints_generically_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let single = input_named("single.mlir");
    let run = |pipeline: &str| {
        let o = pass_opt_in(dir.path(), &[&single, "--verify-each=false", pipeline]);
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let invalid = run("--pass-pipeline=builtin.module(func.func(test-pass-create-invalid-ir))");
    assert_eq!(
        invalid,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "clean"}> ({
  ^bb0(%arg0: i32):
    "test.any_attr_of_i32_str"() : () -> ()
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#
    );
    let valid = run("--pass-pipeline=builtin.module(func.func(test-function-pass))");
    assert_eq!(valid, "module {\n  func.func @clean(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n\n");
}
