//! `toy-opt`, the example's `*-opt` tool on `pass_opt::OptMain`: it has the
//! driver's flags and the example's passes, and its diagnostics can be
//! verified against `expected-*` comments as with `mlir-opt`.

use std::io::Write;
use std::process::{Command, Stdio};

fn toy_opt(args: &[&str], stdin: &str) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn toy-opt");
    child.stdin.take().expect("stdin").write_all(stdin.as_bytes()).expect("write stdin");
    let out = child.wait_with_output().expect("wait");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (text(&out.stdout), text(&out.stderr), out.status.code().unwrap_or(-1))
}

#[test]
fn help_lists_the_driver_flags_and_the_toy_passes() {
    let (help, _, status) = toy_opt(&["--help"], "");
    assert_eq!(status, 0);
    for flag in [
        "--pass-pipeline",
        "--split-input-file",
        "--verify-diagnostics",
        "--mlir-timing",
        "--mlir-print-ir-after-all",
        "--mlir-pass-pipeline-crash-reproducer",
        "--list-passes",
        "--toy-to-arith",
        "--toy-to-func",
        "--toy-lower",
        "--canonicalize",
    ] {
        assert!(help.contains(flag), "toy-opt --help lacks {flag}:\n{help}");
    }
    assert!(help.starts_with("Reads toy programs"), "{help}");
}

/// Each chunk: the toy verifier's error, then a toy op `toy-to-func`
/// leaves over; both expected, so the run succeeds and prints nothing of
/// the failed chunks but their separator.
const TWO_FAILURES: &str = r#""builtin.module"() ({
  "toy.func"() <{function_type = (i32) -> !toy.int, sym_name = "f"}> ({
  ^bb0(%x: i32):
    // expected-error @+1 {{'toy.add' op operand #0 must be toy integer, but got 'i32'}}
    %y = "toy.add"(%x, %x) : (i32, i32) -> !toy.int
    "toy.return"(%y) : (!toy.int) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "toy.func"() <{function_type = (!toy.int) -> !toy.int, sym_name = "f"}> ({
  ^bb0(%x: !toy.int):
    // expected-error @below {{failed to legalize operation 'toy.add' that was explicitly marked illegal}}
    %y = "toy.add"(%x, %x) : (!toy.int, !toy.int) -> !toy.int
    "toy.return"(%y) : (!toy.int) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn toy_diagnostics_verify_per_chunk() {
    let (stdout, stderr, status) =
        toy_opt(&["--split-input-file", "--verify-diagnostics", "--toy-to-func"], TWO_FAILURES);
    assert_eq!((status, stdout.as_str(), stderr.as_str()), (0, "// -----\n", ""));
    // Without the flag, the same errors fail the run, each at its line of
    // the original input; then, as mlir-opt 22 does, each expectation is
    // reported as not produced (nothing is checked against them).
    let (_, stderr, status) = toy_opt(&["--split-input-file", "--toy-to-func"], TWO_FAILURES);
    assert_eq!(status, 1);
    let located: Vec<&str> = stderr.lines().filter(|l| l.starts_with("<stdin>:") && l.contains(": error: ")).collect();
    assert_eq!(located.len(), 4, "{stderr}");
    assert!(located[0].starts_with("<stdin>:5:10: error: 'toy.add' op operand #0"), "{stderr}");
    assert!(located[1].starts_with("<stdin>:14:10: error: failed to legalize operation 'toy.add'"), "{stderr}");
    assert!(located[2].starts_with("<stdin>:4:8: error: expected error \"'toy.add' op operand #0"), "{stderr}");
    assert!(located[3].starts_with("<stdin>:13:8: error: expected error \"failed to legalize"), "{stderr}");
    assert!(located[2..].iter().all(|l| l.ends_with("was not produced")), "{stderr}");
}
