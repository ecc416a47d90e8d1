//! One test per error class: the exact message and where the caret goes.

use pass_runtime::ir::Context;
use pass_runtime::pass::{parse_pass_pipeline, PipelineParser};

use crate::stubs::registry;

/// Parses `text` and returns the rendered error.
fn error(text: &str) -> String {
    match parse_pass_pipeline(text, &registry()) {
        Ok(pm) => panic!("`{text}` parsed: {pm:?}"),
        Err(e) => e.render("pipeline", text),
    }
}

#[track_caller]
fn check(text: &str, expected: &str) {
    assert_eq!(error(text), expected, "for `{text}`");
}

#[test]
fn unknown_pass_suggests_the_closest_name() {
    check(
        "builtin.module(func.func(cse,canonicalise))",
        "pipeline:1:30: error: 'canonicalise' does not refer to a registered pass or pass pipeline; did you mean 'canonicalize'?
builtin.module(func.func(cse,canonicalise))
                             ^
",
    );
    check(
        "builtin.module(foo-bar)",
        "pipeline:1:16: error: 'foo-bar' does not refer to a registered pass or pass pipeline
builtin.module(foo-bar)
               ^
",
    );
}

#[test]
fn unknown_option_lists_the_valid_ones() {
    check(
        "builtin.module(canonicalize{foo=1})",
        "pipeline:1:29: error: no such option 'foo' for 'canonicalize'; valid options are: disable-patterns, enable-patterns, max-iterations, max-num-rewrites, region-simplify, test-convergence, top-down
builtin.module(canonicalize{foo=1})
                            ^
",
    );
    check(
        "builtin.module(canonicalize{top-dawn=1})",
        "pipeline:1:29: error: no such option 'top-dawn' for 'canonicalize'; did you mean 'top-down'? valid options are: disable-patterns, enable-patterns, max-iterations, max-num-rewrites, region-simplify, test-convergence, top-down
builtin.module(canonicalize{top-dawn=1})
                            ^
",
    );
    check(
        "builtin.module(cse{foo})",
        "pipeline:1:20: error: pass 'cse' has no options
builtin.module(cse{foo})
                   ^
",
    );
}

#[test]
fn bad_values_name_the_expected_type() {
    check(
        "builtin.module(canonicalize{max-iterations=abc})",
        "pipeline:1:44: error: invalid value 'abc' for option 'max-iterations' of 'canonicalize': expected a 64-bit integer
builtin.module(canonicalize{max-iterations=abc})
                                           ^
",
    );
    check(
        "builtin.module(func.func(test-options-pass{enum=three}))",
        "pipeline:1:49: error: invalid value 'three' for option 'enum' of 'test-options-pass': expected one of: zero, one, two
builtin.module(func.func(test-options-pass{enum=three}))
                                                ^
",
    );
    // The caret goes to the bad element of a list.
    check(
        "builtin.module(func.func(test-options-pass{list=1,x}))",
        "pipeline:1:51: error: invalid value '1,x' for option 'list' of 'test-options-pass': expected a 32-bit integer
builtin.module(func.func(test-options-pass{list=1,x}))
                                                  ^
",
    );
    check(
        "builtin.module(func.func(canonicalize{max-iterations = 3}))",
        "pipeline:1:39: error: option 'max-iterations' of 'canonicalize' requires a value (expected long)
builtin.module(func.func(canonicalize{max-iterations = 3}))
                                      ^
",
    );
}

#[test]
fn errors_inside_nested_pipeline_options_point_into_them() {
    check(
        "builtin.module(inline{op-pipelines=func.func(bogus)})",
        "pipeline:1:46: error: invalid value 'func.func(bogus)' for option 'op-pipelines' of 'inline': 'bogus' does not refer to a registered pass or pass pipeline
builtin.module(inline{op-pipelines=func.func(bogus)})
                                             ^
",
    );
}

#[test]
fn unbalanced_parentheses_and_braces() {
    check(
        "builtin.module(func.func(cse)",
        "pipeline:1:15: error: encountered unbalanced parentheses while parsing pipeline
builtin.module(func.func(cse)
              ^
",
    );
    check(
        "builtin.module(func.func(cse)))",
        "pipeline:1:31: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
builtin.module(func.func(cse)))
                              ^
",
    );
    check(
        "builtin.module(canonicalize{max-iterations=3)",
        "pipeline:1:28: error: missing closing '}' while processing pass options
builtin.module(canonicalize{max-iterations=3)
                           ^
",
    );
    check(
        "builtin.module(func.func(test-options-pass{string=a)b}))",
        "pipeline:1:52: error: unbalanced ')' in option value
builtin.module(func.func(test-options-pass{string=a)b}))
                                                   ^
",
    );
}

#[test]
fn missing_comma_and_empty_elements() {
    check(
        "builtin.module(func.func(cse) canonicalize)",
        "pipeline:1:31: error: expected ',' after parsing pipeline
builtin.module(func.func(cse) canonicalize)
                              ^
",
    );
    check(
        "builtin.module(func.func(cse),,canonicalize)",
        "pipeline:1:31: error: empty pipeline element: expected a pass, a pass pipeline or a nested pipeline
builtin.module(func.func(cse),,canonicalize)
                              ^
",
    );
    check(
        "builtin.module(cse,)",
        "pipeline:1:20: error: empty pipeline element: expected a pass, a pass pipeline or a nested pipeline
builtin.module(cse,)
                   ^
",
    );
}

#[test]
fn missing_anchor() {
    let expected = "pipeline:1:1: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
cse
^
";
    check("cse", expected);
}

#[test]
fn anchor_mismatch() {
    check(
        "builtin.module(test-options-pass)",
        "pipeline:1:16: error: Can't add pass 'TestOptionsPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
builtin.module(test-options-pass)
               ^
",
    );
    check(
        "builtin.module(func.func(convert-func-to-llvm))",
        "pipeline:1:26: error: Can't add pass 'ConvertFuncToLLVMPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
builtin.module(func.func(convert-func-to-llvm))
                         ^
",
    );
}

#[test]
fn nested_anchors_must_be_able_to_nest() {
    let ctx = Context::new();
    let registry = registry();
    let parser = PipelineParser::new(&registry).with_context(&ctx);
    let text = "builtin.module(arith.addi(cse))";
    let e = parser.parse(text).unwrap_err();
    assert_eq!(
        e.render("pipeline", text),
        "pipeline:1:16: error: 'arith.addi' is not isolated from above: a nested pass manager cannot be anchored on it
builtin.module(arith.addi(cse))
               ^
"
    );
    let text = "builtin.module(fun.func(cse))";
    let e = parser.parse(text).unwrap_err();
    assert_eq!(e.message, "'fun.func' is not a registered operation: a nested pass manager cannot be anchored on it");
    assert!(parser.parse("builtin.module(func.func(cse),any(cse),builtin.module(cse))").is_ok());
}
