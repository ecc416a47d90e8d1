//! Each canonicalization pattern on its own, against mlir-opt 22: the cases
//! of `data/gen_pattern_cases.py` are canonicalized with only that pattern
//! (and folding) and the printed IR must be mlir-opt's, byte for byte (with
//! locations for the cases marked `// debuginfo`).

use crate::support::{canonicalize, context, func_body, functions, parse, patterns_named, print, print_with_locations};

fn cases() -> Vec<(String, String, String)> {
    let dir = format!("{}/tests/rewrites/data/patterns", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("pattern cases")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|n| n.strip_suffix(".generic.mlir").map(str::to_string))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|n| {
            let input = std::fs::read_to_string(format!("{dir}/{n}.generic.mlir")).expect("input");
            let expected = std::fs::read_to_string(format!("{dir}/{n}.expected.mlir")).expect("expected");
            (n, input, expected)
        })
        .collect()
}

#[test]
fn each_pattern_rewrites_like_mlir() {
    let cases = cases();
    assert!(cases.len() >= 30, "found {} cases", cases.len());
    let mut failures = Vec::new();
    for (name, input, expected) in cases {
        let pattern = input.lines().next().and_then(|l| l.strip_prefix("// pattern: ")).expect("pattern line");
        let ctx = context();
        let patterns = patterns_named(&ctx, pattern.trim());
        let mut module = parse(&ctx, &input);
        for (_, func) in functions(&ctx, &module.clone()) {
            canonicalize(&ctx, func_body(&mut module, func), Some(&patterns));
        }
        let debuginfo = input.lines().nth(1) == Some("// debuginfo");
        let got = if debuginfo { print_with_locations(&ctx, &module) } else { print(&ctx, &module) };
        if got != expected {
            failures.push(format!("== {name} ({pattern})\n-- got:\n{got}-- mlir-opt:\n{expected}"));
        }
    }
    assert!(failures.is_empty(), "{} cases differ:\n{}", failures.len(), failures.join("\n"));
}
