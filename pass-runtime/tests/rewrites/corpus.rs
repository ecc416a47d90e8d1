//! The shared corpus's `canonicalize` cases with this crate's patterns and
//! the test stand-in driver of `support.rs`: what every function returns
//! must be what mlir-opt's output returns (the real driver, with MLIR's op
//! order, is checked by pass-opt's corpus test).

use crate::support::{
    all_patterns, canonicalize, context, describe, func_body, func_body_ref, functions, parse, print,
};

fn corpus(name: &str) -> Option<String> {
    std::fs::read_to_string(format!("{}/tests/rewrites/data/corpus/{name}", env!("CARGO_MANIFEST_DIR"))).ok()
}

fn check(input: &str, expected: &str) -> (usize, Vec<String>, String) {
    let ctx = context();
    let patterns = all_patterns(&ctx);
    let mut module = parse(&ctx, input);
    let want = parse(&ctx, expected);
    let want_funcs = functions(&ctx, &want);
    let mut failures = Vec::new();
    let mut checked = 0;
    for (name, func) in functions(&ctx, &module.clone()) {
        let body = func_body(&mut module, func);
        canonicalize(&ctx, body, Some(&patterns));
        let Some((_, wf)) = want_funcs.iter().find(|(n, _)| *n == name) else { continue };
        let wbody = func_body_ref(&want, *wf);
        let got: Vec<String> =
            crate::support::returned(&ctx, body).iter().map(|&v| describe(&ctx, body, v, 6)).collect();
        let exp: Vec<String> =
            crate::support::returned(&ctx, wbody).iter().map(|&v| describe(&ctx, wbody, v, 6)).collect();
        checked += 1;
        if got != exp {
            failures.push(format!("{name}:\n  got      {got:?}\n  mlir-opt {exp:?}"));
        }
    }
    (checked, failures, print(&ctx, &module))
}

#[test]
fn corpus_functions_canonicalize_to_mlir_values() {
    let mut total = 0;
    let mut failures = Vec::new();
    for stem in ["small", "nested", "straight", "types-attrs"] {
        let (Some(input), Some(expected)) =
            (corpus(&format!("{stem}.generic.mlir")), corpus(&format!("{stem}.canonicalize.mlir")))
        else {
            panic!("missing corpus file for {stem}");
        };
        let (n, f, _) = check(&input, &expected);
        total += n;
        failures.extend(f.into_iter().map(|f| format!("{stem}/{f}")));
    }
    assert!(total > 0);
    assert!(failures.is_empty(), "{} of {total} functions differ:\n{}", failures.len(), failures.join("\n"));
}

/// Writes this driver's output for the corpus inputs to `$REWRITES_DUMP` (a
/// debugging aid to diff against mlir-opt's).
#[test]
fn dump_corpus_outputs_when_asked() {
    let Ok(dir) = std::env::var("REWRITES_DUMP") else { return };
    for stem in ["small", "nested", "straight", "types-attrs"] {
        let input = corpus(&format!("{stem}.generic.mlir")).expect("input");
        let expected = corpus(&format!("{stem}.canonicalize.mlir")).expect("expected");
        let (_, _, out) = check(&input, &expected);
        std::fs::write(format!("{dir}/{stem}.mine.mlir"), out).expect("write");
    }
}

/// Checks every `<stem>.generic.mlir` / `<stem>.canonicalize.mlir` pair of
/// the directory `$REWRITES_EXTRA` like the corpus (a way to try more
/// `gen_ir.py` outputs without committing them).
#[test]
fn extra_inputs_when_asked() {
    let Ok(dir) = std::env::var("REWRITES_EXTRA") else { return };
    let mut failures = Vec::new();
    let mut total = 0;
    for entry in std::fs::read_dir(&dir).expect("directory") {
        let path = entry.expect("entry").path();
        let Some(stem) = path.file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_suffix(".generic.mlir")) else {
            continue;
        };
        let input = std::fs::read_to_string(&path).expect("input");
        let expected = std::fs::read_to_string(format!("{dir}/{stem}.canonicalize.mlir")).expect("expected");
        let (n, f, out) = check(&input, &expected);
        if let Ok(dump) = std::env::var("REWRITES_DUMP") {
            std::fs::write(format!("{dump}/{stem}.mine.mlir"), &out).expect("write");
        }
        total += n;
        failures.extend(f.into_iter().map(|f| format!("{stem}/{f}")));
    }
    assert!(failures.is_empty(), "{} of {total} functions differ:\n{}", failures.len(), failures.join("\n"));
}
