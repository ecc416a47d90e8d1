//! Snapshots of the generated Rust and Markdown, and the docs compared with
//! what `mlir-tblgen -gen-pass-doc` writes for the same passes.

use std::path::Path;

use expect_test::expect_file;
use passgen::{generate_html, generate_markdown, generate_rust, load_toml, RustOptions};

fn spec(name: &str) -> passgen::PassGroup {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/specs").join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    load_toml(name, &text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn my_pass_rust_snapshot() {
    let code = generate_rust(&spec("my_pass.toml"), &RustOptions::default());
    expect_file!["snapshots/my_pass.rs.txt"].assert_eq(&code);
}

#[test]
fn my_pass_markdown_snapshot() {
    expect_file!["snapshots/my_pass.md"].assert_eq(&generate_markdown(&spec("my_pass.toml")));
}

#[test]
fn output_is_deterministic() {
    let a = spec("tblgen_example.toml");
    let b = spec("tblgen_example.toml");
    assert_eq!(generate_rust(&a, &RustOptions::default()), generate_rust(&b, &RustOptions::default()));
    assert_eq!(generate_markdown(&a), generate_markdown(&b));
    assert_eq!(generate_html(&a), generate_html(&b));
}

/// Every line `mlir-tblgen` writes (but its banner) appears in ours, in the
/// same order: ours only adds (anchor, dialects, a typed options table).
#[test]
fn docs_contain_mlir_tblgen_docs_in_order() {
    let reference =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reference/gen-pass-doc.txt"))
            .unwrap();
    let ours = generate_markdown(&spec("tblgen_example.toml"));
    let mut our_lines = ours.lines();
    for line in reference.lines().skip(2).filter(|l| !l.is_empty()) {
        assert!(our_lines.any(|l| l == line), "missing or out of order: {line:?}\n--- ours:\n{ours}");
    }
}

#[test]
fn html_has_a_table_of_contents() {
    let html = generate_html(&spec("tblgen_example.toml"));
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<li><a href=\"#pass-example-fold\"><code>-example-fold</code></a>"));
    assert!(html.contains("<section id=\"pass-example-strip\">"));
    assert!(html.contains("<table>"));
}

#[test]
fn description_headings_are_shifted_below_the_pass_heading() {
    let text = "group = \"G\"\n[[pass]]\nname = \"P\"\nargument = \"p\"\nsummary = \"s\"\ndescription = \"\"\"\n# Title\n\nText.\n\n## Sub\n\"\"\"\n";
    let md = generate_markdown(&load_toml("h.toml", text).unwrap());
    assert!(md.contains("\n#### Title\n"), "{md}");
    assert!(md.contains("\n##### Sub\n"), "{md}");
}

/// Found by the `passgen_spec` fuzz target: a lone carriage return in a
/// description went into a doc comment, where rustc rejects a bare CR.
#[test]
fn a_carriage_return_in_a_description_breaks_the_doc_line() {
    let text = "[[pass]]\nname = \"P\"\nargument = \"p\"\nsummary = \"s\"\ndescription = \"low\\red and\\r\\nmore\"\n\
                [[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"bool\"\ndescription = \"a\\rb\"\n";
    let group = passgen::load_toml("spec.toml", text).unwrap();
    let rust = passgen::generate_rust(&group, &passgen::RustOptions::default());
    assert!(syn::parse_file(&rust).is_ok(), "generated Rust does not parse:\n{rust}");
    assert!(rust.contains("/// low\n/// ed and\n/// more\n"), "{rust}");
    assert!(rust.contains("    /// a\n    /// b\n"), "{rust}");
}
