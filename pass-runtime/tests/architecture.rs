//! ARCHITECTURE.md's layering invariant, checked on the sources: `ir/` is
//! the bottom layer. It uses no other module of the crate, and names no
//! dialect but `builtin` (MLIR's, which the IR itself builds on: the parser
//! wraps top-level ops in a `builtin.module`). Dialects reach the IR through
//! what whoever builds a `Context` registers.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
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

/// What a line of `ir/` must not contain: a path into another module of
/// the crate, or a string naming an op or attribute of another dialect.
fn layering_problem(line: &str) -> Option<String> {
    let mut rest = line;
    while let Some(i) = rest.find("crate::") {
        let module: String = rest[i + 7..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        if module != "ir" {
            return Some(format!("uses `crate::{module}`"));
        }
        rest = &rest[i + 7..];
    }
    for dialect in ["func", "arith", "scf", "cf", "llvm", "dlti", "test"] {
        if line.contains(&format!("\"{dialect}.")) || line.contains(&format!("\"#{dialect}.")) {
            return Some(format!("names the `{dialect}` dialect"));
        }
    }
    None
}

#[test]
fn the_ir_layer_uses_no_other_module_and_names_no_dialect_but_builtin() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ir");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 20, "found the sources of ir/ in {}", root.display());
    let mut problems = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (number, line) in code_lines(&text) {
            if let Some(problem) = layering_problem(line) {
                problems.push(format!("{}:{number}: {problem}: {}", file.display(), line.trim()));
            }
        }
    }
    assert!(problems.is_empty(), "ir/ reaches above its layer:\n{}", problems.join("\n"));
}

#[test]
fn the_check_finds_what_it_looks_for() {
    assert_eq!(layering_problem("use crate::dialects::builtin;"), Some("uses `crate::dialects`".into()));
    assert_eq!(layering_problem("    crate::rewrite::Folder(f)"), Some("uses `crate::rewrite`".into()));
    assert_eq!(layering_problem("use crate::ir::Context;"), None);
    assert_eq!(layering_problem(r#"text.strip_prefix("llvm.")"#), Some("names the `llvm` dialect".into()));
    assert_eq!(layering_problem(r#"ctx.op_name("builtin.module")"#), None);
    let text = "let a = 1; // \"arith.addi\"\n#[cfg(test)]\nuse crate::dialects;\n";
    assert_eq!(code_lines(text).filter_map(|(_, l)| layering_problem(l)).count(), 0);
}
