//! Issue 20's adversarial inputs through the binary: a branch cycle that
//! once made `--canonicalize` run forever stops (with the output MLIR 22
//! gives, pinned by `pass-runtime/tests/data/greedy/cycles.mlir`), and
//! nesting that once overflowed the stack (exit 134) gets a located error
//! and exit status 1. `docs/reliability.md` lists the guards.

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Runs pass-opt on `input` (from stdin) with `args`, printing the generic
/// form (the expectations are `mlir-opt-22 --mlir-print-op-generic`'s); fails
/// the test if it has not finished after a minute, killing it.
fn pass_opt(args: &[&str], input: String) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pass-opt"))
        .arg("--mlir-print-op-generic")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run pass-opt");
    let mut stdin = child.stdin.take().unwrap();
    std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let id = child.id();
    let (done, finished) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = done.send(child.wait_with_output());
    });
    match finished.recv_timeout(Duration::from_secs(60)) {
        Ok(output) => output.expect("pass-opt output"),
        Err(_) => {
            let _ = Command::new("kill").arg(id.to_string()).status();
            panic!("pass-opt {args:?} did not finish within a minute");
        }
    }
}

#[test]
fn canonicalize_stops_on_blocks_that_branch_in_a_cycle() {
    let input = r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "cf.br"()[^bb1] : () -> ()
^bb1:
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "cf.br"()[^bb1] : () -> ()
}) : () -> ()
"#;
    let out = pass_opt(&["--canonicalize", "-"], input.to_string());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // `mlir-opt-22 --canonicalize --mlir-print-op-generic`: the entry branches to a self loop.
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), expected.trim_end());
}

fn assert_too_deep(out: &Output, at: &str) {
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let first = stderr.lines().next().unwrap_or("");
    assert_eq!(first, format!("{at}: error: nesting too deep: more than 256 levels"));
}

#[test]
fn ten_thousand_nested_scf_if_give_a_located_error() {
    let n = 10_000;
    let mut input =
        String::from("\"func.func\"() <{function_type = (i1) -> (), sym_name = \"f\"}> ({\n^bb0(%c: i1):\n");
    input += &"\"scf.if\"(%c) ({\n".repeat(n);
    input += &"\"scf.yield\"() : () -> ()\n}, {\n}) : (i1) -> ()\n".repeat(n);
    input += "\"func.return\"() : () -> ()\n}) : () -> ()\n";
    // The function's region is level 1: the `scf.if` on line 258 opens 257.
    assert_too_deep(&pass_opt(&["--canonicalize", "-"], input), "<stdin>:258:15");
}

#[test]
fn a_hundred_thousand_nested_arrays_give_a_located_error() {
    let n = 100_000;
    let input = format!("\"test.op\"() {{x = {}1{}}} : () -> ()\n", "[".repeat(n), "]".repeat(n));
    let prefix = "\"test.op\"() {x = ".len();
    assert_too_deep(&pass_opt(&["--allow-unregistered-dialect", "-"], input), &format!("<stdin>:1:{}", prefix + 257));
}

/// Found by pass-fuzz (finding F5, `pass-fuzz/findings/`): `canonicalize`
/// on this function rewrote forever, `arith.addi(arith.addi(x, c1), c2)`
/// folding around additions that use each other in an unreachable block
/// (mlir-opt 22 does not finish on it either). The safety budget of the
/// greedy driver stops the runaway iteration: the pass succeeds, and reports
/// that it did not converge when asked to.
#[test]
fn canonicalize_stops_when_patterns_rewrite_forever() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../pass-fuzz/findings/f5-canonicalize-hang.mlir");
    let input = std::fs::read_to_string(path).expect("the finding's input");
    let out = pass_opt(&["--canonicalize", "-"], input.clone());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = pass_opt(&["--canonicalize=test-convergence=true", "-"], input);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("pass 'canonicalize' failed"));
}

/// As in MLIR, operands in an unreachable block are not checked for
/// dominance: an op there may use its own result (mlir-opt 22 accepts and
/// prints this function, and canonicalizes it to an empty one).
#[test]
fn ops_in_unreachable_blocks_may_use_their_own_results() {
    let input = r#""func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
  "func.return"() : () -> ()
^bb1:
  %0 = "arith.addi"(%0, %c0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
  "cf.br"()[^bb1] : () -> ()
}) : () -> ()
"#;
    let out = pass_opt(&["-"], input.to_string());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // `mlir-opt-22 --mlir-print-op-generic`:
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "func.return"() : () -> ()
  ^bb1:  // pred: ^bb1
    %1 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), expected.trim_end());
    // `mlir-opt-22 --canonicalize --mlir-print-op-generic`: the fold of
    // `%0 + 0` to `%0` changes nothing, and must not be taken for a change.
    let out = pass_opt(&["--canonicalize", "-"], input.to_string());
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim_end(), expected.trim_end());
}
