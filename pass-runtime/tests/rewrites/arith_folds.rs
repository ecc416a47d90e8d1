//! `arith`'s folders and patterns against mlir-opt 22: each suite of
//! `data/gen_arith_cases.py` is canonicalized here and what each returned
//! value became is compared with mlir-opt's output (`*.folded.mlir`: folding
//! only, every named pattern disabled; `*.canonical.mlir`: with patterns).

use crate::support::{
    all_patterns, canonicalize, context, describe, func_body, func_body_ref, functions, parse, returned,
};

fn data(name: &str) -> String {
    let path = format!("{}/tests/rewrites/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Canonicalizes every function of `arith_<suite>.generic.mlir` (with or
/// without patterns) and compares the returned values with `expected`.
fn check_suite(suite: &str, with_patterns: bool) {
    let ctx = context();
    let mut input = parse(&ctx, &data(&format!("arith_{suite}.generic.mlir")));
    let expected_file = if with_patterns { "canonical" } else { "folded" };
    let expected_text = std::fs::read_to_string(format!(
        "{}/tests/rewrites/data/arith_{suite}.{expected_file}.mlir",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap_or_else(|_| data(&format!("arith_{suite}.folded.mlir")));
    let expected = parse(&ctx, &expected_text);
    let patterns = with_patterns.then(|| all_patterns(&ctx));
    let expected_funcs = functions(&ctx, &expected);
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, func) in functions(&ctx, &input.clone()) {
        let body = func_body(&mut input, func);
        canonicalize(&ctx, body, patterns.as_ref());
        let got: Vec<String> = returned(&ctx, body).into_iter().map(|v| describe(&ctx, body, v, 2)).collect();
        let (_, efunc) = expected_funcs.iter().find(|(n, _)| *n == name).expect("function in the golden");
        let ebody = func_body_ref(&expected, *efunc);
        let want: Vec<String> = returned(&ctx, ebody).into_iter().map(|v| describe(&ctx, ebody, v, 2)).collect();
        assert_eq!(got.len(), want.len(), "{name}: number of results");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            checked += 1;
            if g != w {
                failures.push(format!("{name} result {i}: got {g}, mlir-opt gives {w}"));
            }
        }
    }
    assert!(checked > 0);
    assert!(failures.is_empty(), "{} of {checked} differ:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn integer_binary_ops_fold_like_mlir() {
    check_suite("int_binary", false);
}

#[test]
fn extended_ops_fold_like_mlir() {
    check_suite("extended", false);
}

#[test]
fn cmpi_folds_like_mlir() {
    check_suite("cmpi", false);
}

#[test]
fn float_ops_fold_like_mlir() {
    check_suite("float", false);
}

#[test]
fn casts_fold_like_mlir() {
    check_suite("casts", false);
}

#[test]
fn identities_fold_like_mlir() {
    check_suite("identities", false);
}

#[test]
fn identities_canonicalize_like_mlir() {
    check_suite("identities", true);
}

#[test]
fn vectors_fold_like_mlir() {
    check_suite("vectors", false);
}

#[test]
fn pattern_cases_fold_like_mlir() {
    check_suite("patterns", false);
}

#[test]
fn pattern_cases_canonicalize_like_mlir() {
    check_suite("patterns", true);
}
