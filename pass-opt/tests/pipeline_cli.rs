//! `pass-opt`'s pipeline flags: `--pass-pipeline`, per-pass flags,
//! `--dump-pass-pipeline`, `--list-passes`, threading and verification
//! switches, and the errors they give.

use std::path::Path;
use std::process::{Command, Output};

fn pass_opt(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pass-opt")).args(args).output().expect("run pass-opt")
}

fn example() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/small.mlir").to_string_lossy().into_owned()
}

fn golden(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/goldens").join(name)).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn print_op_stats_matches_mlir_opt() {
    let input = example();
    let o = pass_opt(&[&input, "--pass-pipeline=builtin.module(print-op-stats)", "-o", "/dev/null"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), golden("print-op-stats.small.txt"));
    // As a flag with an option, single-dash like mlir-opt's.
    let o = pass_opt(&[&input, "-print-op-stats=json", "-o", "/dev/null"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stderr(&o), golden("print-op-stats-json.small.txt"));
}

#[test]
fn pipelines_leave_the_ir_as_printed_without_them() {
    let input = example();
    let plain = pass_opt(&[&input]);
    for extra in [
        vec!["--pass-pipeline=builtin.module(test-pm-nested-pipeline,func.func(test-options-pass{list=1,2}))"],
        vec!["--test-function-pass", "--test-module-pass", "--mlir-disable-threading"],
        vec!["--pass-pipeline=builtin.module(func.func(test-function-pass))", "--verify-each=false"],
    ] {
        let mut args = vec![input.as_str()];
        args.extend(extra.iter().copied());
        let o = pass_opt(&args);
        assert!(o.status.success(), "{extra:?}: {}", stderr(&o));
        assert_eq!(o.stdout, plain.stdout, "{extra:?}");
    }
}

#[test]
fn per_pass_flags_nest_implicitly_in_command_line_order() {
    let o = pass_opt(&[
        &example(),
        "-o",
        "/dev/null",
        "--dump-pass-pipeline",
        "--test-options-pass=string='a b' enum=two",
        "--test-module-pass",
        "-test-function-pass",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "Pass Manager with 3 passes:
builtin.module(
  func.func(
    test-options-pass{enum=two  string={a b} }
  ),
  test-module-pass,
  func.func(
    test-function-pass
  )
)

"
    );
}

#[test]
fn dump_of_a_textual_pipeline() {
    let o = pass_opt(&[
        &example(),
        "-o",
        "/dev/null",
        "--dump-pass-pipeline",
        "--pass-pipeline=builtin.module(test-pm-nested-pipeline)",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    // The same as mlir-opt's (reference 02-pipeline/dump-registered-pipeline.txt).
    assert_eq!(
        stderr(&o),
        "Pass Manager with 2 passes:
builtin.module(
  builtin.module(
    test-module-pass,
    func.func(
      test-function-pass
    )
  ),
  func.func(
    test-function-pass
  )
)

"
    );
}

#[test]
fn pipeline_errors_point_at_the_spot_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.mlir");
    let out_s = out.to_string_lossy().into_owned();
    let o = pass_opt(&[&example(), "-o", &out_s, "--pass-pipeline=builtin.module(func.func(test-function-pas))"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "<pass-pipeline>:1:26: error: 'test-function-pas' does not refer to a registered pass or pass pipeline; did you mean 'test-function-pass'?
builtin.module(func.func(test-function-pas))
                         ^
"
    );
    assert!(!out.exists());

    let o = pass_opt(&[&example(), "--test-options-pass=list=1,x"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "--test-options-pass:1:8: error: invalid value '1,x' for option 'list' of 'test-options-pass': expected a 32-bit integer
list=1,x
       ^
"
    );

    let o = pass_opt(&[&example(), "--pass-pipeline=builtin.module(test-module-pass)", "--test-function-pass"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "error: '--pass-pipeline' can't be used with individual pass options\n");

    let o = pass_opt(&[&example(), "--pass-pipeline=func.func(test-function-pass)"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with(&format!(
        "{}:1:1: error: can't run 'func.func' pass manager on 'builtin.module' op\n",
        example()
    )));
}

#[test]
fn list_passes_shows_options_with_types_and_defaults() {
    let o = pass_opt(&["--list-passes"]);
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    let expected = "Passes:
  --canonicalize                           -   Canonicalize operations
    --disable-patterns=<string>            - Labels of patterns that should be filtered out during application
    --enable-patterns=<string>             - Labels of patterns that should be used during application, all other patterns are filtered out
    --max-iterations=<long>                - Max. iterations between applying patterns / simplifying regions (default: 10)
    --max-num-rewrites=<long>              - Max. number of pattern rewrites within an iteration (default: -1)
    --region-simplify=<value>              - Perform control flow optimizations to the region tree (default: normal)
    =disabled                            -   Don't run any control-flow simplification.
    =normal                              -   Perform simple control-flow simplifications (e.g. dead args elimination).
    =aggressive                          -   Perform aggressive control-flow simplification (e.g. block merging).
    --test-convergence                     - Test only: Fail pass on non-convergence to detect cyclic pattern (default: false)
    --top-down                             - Seed the worklist in general top-down order (default: true)
  --convert-arith-to-llvm                  -   Convert Arith dialect to LLVM dialect
    --allow-pattern-rollback               - Experimental performance flag to disallow pattern rollback (default: true)
    --index-bitwidth=<uint>                - Bitwidth of the index type, 0 to use size of machine word (default: 0)
  --convert-cf-to-llvm                     -   Convert ControlFlow operations to the LLVM dialect
    --index-bitwidth=<uint>                - Bitwidth of the index type, 0 to use size of machine word (default: 0)
  --convert-func-to-llvm                   -   Convert from the Func dialect to the LLVM dialect
    --index-bitwidth=<uint>                - Bitwidth of the index type, 0 to use size of machine word (default: 0)
    --use-bare-ptr-memref-call-conv        - Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types (default: false)
  --convert-scf-to-cf                      -   Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG
    --allow-pattern-rollback               - Experimental performance flag to disallow pattern rollback (default: true)
  --convert-to-llvm                        -   Convert to LLVM via dialect interfaces found in the input IR
    --allow-pattern-rollback               - Experimental performance flag to disallow pattern rollback (default: true)
    --dynamic                              - Use op conversion attributes to configure the conversion (default: false)
    --filter-dialects=<string>             - Test conversion patterns of only the specified dialects
  --cse                                    -   Eliminate common sub-expressions
  --inline                                 -   Inline function calls
    --default-pipeline=<string>            - The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList (default: canonicalize)
    --inlining-threshold=<uint>            - If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it (default: 4294967295)
    --max-iterations=<uint>                - Maximum number of iterations when inlining within an SCC (default: 4)
    --op-pipelines=<pass-manager>          - Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)
  --llvm-request-c-wrappers                -   Request C wrapper emission for all functions
  --loop-invariant-code-motion             -   Hoist loop invariant instructions outside of the loop
  --print-ir                               -   Print IR on the debug stream
    --label=<string>                       - Label
  --print-op-stats                         -   Print statistics of operations
    --json                                 - print the stats as JSON (default: false)
  --reconcile-unrealized-casts             -   Simplify and eliminate unrealized conversion casts
  --sccp                                   -   Sparse Conditional Constant Propagation
  --set-llvm-module-datalayout             -   Attach a datalayout string as a module attribute
    --data-layout=<string>                 - String description (LLVM format) of the data layout that is expected on the produced module
  --strip-debuginfo                        -   Strip debug info from all operations
  --symbol-dce                             -   Eliminate dead symbols
  --symbol-privatize                       -   Mark symbols private
    --exclude=<string>                     - Comma separated list of symbols that should not be marked private
  --test-decompose-call-graph-types        -   Decomposes types at call graph boundaries.
  --test-function-pass                     -   Test a function pass in the pass manager
  --test-legalize-unknown-root-patterns    -   Test public remapped value mechanism in ConversionPatternRewriter
  --test-module-pass                       -   Test a module pass in the pass manager
  --test-options-pass                      -   Test options parsing capabilities
    --enum=<value>                         - Example enum option (default: zero)
    =zero                                -   Example zero value
    =one                                 -   Example one value
    =two                                 -   Example two value
    --list=<int>                           - Example list option
    --string=<string>                      - Example string option
    --string-list=<string>                 - Example string list option
  --test-options-super-pass                -   Test options of options parsing capabilities
    --list=<value>                         - Example list of PassPipelineOptions option
  --test-pass-crash                        -   Test a pass in the pass manager that always crashes
  --test-pass-create-invalid-ir            -   Test pass that adds an invalid operation in a function body
    --emit-invalid-ir                      - Emit invalid IR (default: true)
    --signal-pass-failure                  - Trigger a pass failure (default: false)
  --test-pass-failure                      -   Test a pass in the pass manager that always fails
    --gen-diagnostics                      - Generate a diagnostic message (default: false)
  --test-stats-pass                        -   Test pass statistics
  --topological-sort                       -   Sort regions without SSA dominance in topological order
  --view-op-graph                          -   Print Graphviz visualization of an operation
    --max-label-len=<uint>                 - Limit attribute/type length to number of chars (default: 20)
    --print-attrs                          - Print attributes of operations (default: true)
    --print-control-flow-edges             - Print control flow edges (default: false)
    --print-data-flow-edges                - Print data flow edges (default: true)
    --print-result-types                   - Print result types of operations (default: true)
Pass Pipelines:
  --test-pm-nested-pipeline                -   Test a nested pipeline in the pass manager
";
    assert_eq!(text, expected);
}

#[test]
fn list_passes_as_markdown_is_the_generated_reference() {
    let o = pass_opt(&["--list-passes", "--format=md"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = String::from_utf8_lossy(&o.stdout);
    let reference = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/passes.md")).unwrap();
    // Every registered pass prints the section `passgen doc` wrote for it.
    let passes = text.split("\n## Pass pipelines\n").next().unwrap_or_default();
    let sections: Vec<&str> = passes.split("\n### ").skip(1).collect();
    assert!(sections.len() >= 5, "{text}");
    for section in sections {
        let section = section.trim_end();
        assert!(reference.contains(section), "not in docs/passes.md:\n### {section}");
    }
    assert!(text.contains("### `-print-op-stats`\n\n_Print statistics of operations_\n"), "{text}");
    assert!(text.contains("## Pass pipelines\n\n### `-test-pm-nested-pipeline`"), "{text}");
}
