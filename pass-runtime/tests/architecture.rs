//! ARCHITECTURE.md's layering invariants, checked on the sources.
//!
//! - Each module of the crate uses only the modules below it ([`LAYERS`]):
//!   the IR at the bottom, the passes that ship at the top.
//! - `ir/` names no dialect but `builtin` (MLIR's, which the IR itself
//!   builds on: the parser wraps top-level ops in a `builtin.module`).
//!   Dialects reach the IR through what whoever builds a `Context`
//!   registers.

use std::path::{Path, PathBuf};

/// Each module of `src/`, with the modules it may use. Doc comments may
/// link anywhere; code may not.
const LAYERS: &[(&str, &[&str])] = &[
    ("ir", &[]),
    ("interfaces", &["ir"]),
    ("rewrite", &["ir", "interfaces"]),
    ("ods", &["ir", "interfaces", "rewrite"]),
    ("dialects", &["ir", "interfaces", "rewrite", "ods"]),
    ("dataflow", &["ir", "interfaces", "rewrite", "dialects"]),
    ("pass", &["ir"]),
    ("conversion", &["ir", "rewrite", "ods", "pass"]),
    ("transforms", &["ir", "interfaces", "rewrite", "ods", "dialects", "dataflow", "pass", "conversion", "passes"]),
    ("conversions", &["ir", "interfaces", "rewrite", "ods", "dialects", "dataflow", "pass", "conversion"]),
    (
        "test_passes",
        &["ir", "interfaces", "rewrite", "ods", "dialects", "dataflow", "pass", "conversion", "conversions"],
    ),
    ("passes.rs", &["pass", "transforms", "conversions"]),
];

fn rust_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_file() {
        out.push(path.to_path_buf());
        return;
    }
    for entry in std::fs::read_dir(path).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The lines of `text` before its unit tests, without comments.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, line)| line.trim() != "#[cfg(test)]")
        .map(|(i, line)| (i + 1, line.split("//").next().unwrap_or("")))
}

/// The first module of the crate that `line` uses outside `allowed` (its
/// own module always allowed; the crate root's macros are no layer).
fn used_module_outside(line: &str, own: &str, allowed: &[&str]) -> Option<String> {
    let mut rest = line;
    while let Some(i) = rest.find("crate::") {
        let module: String = rest[i + 7..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let layered = LAYERS.iter().any(|(m, _)| m.trim_end_matches(".rs") == module);
        if layered && module != own && !allowed.contains(&module.as_str()) {
            return Some(format!("uses `crate::{module}`"));
        }
        rest = &rest[i + 7..];
    }
    None
}

/// A string of an `ir/` line naming an op or attribute of a dialect other
/// than `builtin`.
fn names_a_dialect(line: &str) -> Option<String> {
    for dialect in ["func", "arith", "scf", "cf", "llvm", "dlti", "test"] {
        if line.contains(&format!("\"{dialect}.")) || line.contains(&format!("\"#{dialect}.")) {
            return Some(format!("names the `{dialect}` dialect"));
        }
    }
    None
}

#[test]
fn every_module_uses_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut problems = Vec::new();
    let mut checked = 0;
    for (module, allowed) in LAYERS {
        let own = module.trim_end_matches(".rs");
        let mut files = Vec::new();
        rust_files(&src.join(module), &mut files);
        files.sort();
        assert!(!files.is_empty(), "found the sources of {module} in {}", src.display());
        checked += files.len();
        for file in &files {
            let text = std::fs::read_to_string(file).unwrap();
            for (number, line) in code_lines(&text) {
                let problem = used_module_outside(line, own, allowed).or_else(|| {
                    if own == "ir" {
                        names_a_dialect(line)
                    } else {
                        None
                    }
                });
                if let Some(problem) = problem {
                    problems.push(format!("{}:{number}: {problem}: {}", file.display(), line.trim()));
                }
            }
        }
    }
    assert!(checked > 100, "checked {checked} files");
    assert!(problems.is_empty(), "a module reaches above its layer:\n{}", problems.join("\n"));
}

#[test]
fn every_module_of_the_crate_has_a_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for entry in std::fs::read_dir(&src).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name != "lib.rs" {
            assert!(LAYERS.iter().any(|(m, _)| *m == name), "src/{name} has no place in LAYERS");
        }
    }
}

#[test]
fn the_check_finds_what_it_looks_for() {
    let ir: &[&str] = &[];
    assert_eq!(used_module_outside("use crate::dialects::builtin;", "ir", ir), Some("uses `crate::dialects`".into()));
    assert_eq!(used_module_outside("    crate::rewrite::Folder(f)", "ir", ir), Some("uses `crate::rewrite`".into()));
    assert_eq!(used_module_outside("use crate::ir::Context;", "ir", ir), None);
    assert_eq!(used_module_outside("use crate::ir::Context;", "pass", &["ir"]), None);
    assert_eq!(
        used_module_outside("use crate::transforms::CSE;", "pass", &["ir"]),
        Some("uses `crate::transforms`".into())
    );
    assert_eq!(names_a_dialect(r#"text.strip_prefix("llvm.")"#), Some("names the `llvm` dialect".into()));
    assert_eq!(names_a_dialect(r#"ctx.op_name("builtin.module")"#), None);
    assert_eq!(used_module_outside("crate::include_dialect!(\"cf\");", "dialects", &["ir"]), None);
    let text = "let a = 1; // \"arith.addi\" crate::dialects\n#[cfg(test)]\nuse crate::dialects;\n";
    assert_eq!(
        code_lines(text).filter_map(|(_, l)| used_module_outside(l, "ir", ir).or(names_a_dialect(l))).count(),
        0
    );
}
