//! The generated reference of the example's passes, `docs/passes.md`, is
//! made from the Rust sources (`passgen doc --rust examples/macro-passes/src`)
//! and committed; this test fails when it is stale (`UPDATE_EXPECT=1`
//! rewrites it). It is also what the passes print at run time.

use std::path::Path;

#[test]
fn docs_are_fresh() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let group = passgen::load_rust_sources(&[src]).unwrap_or_else(|e| panic!("{e}"));
    let markdown = passgen::generate_markdown(&group);
    expect_test::expect_file!["../docs/passes.md"].assert_eq(&markdown);
    // The same sections as each pass's own documentation.
    let mut registry = pass_runtime::pass::PassRegistry::new();
    macro_passes::register_macro_passes(&mut registry).unwrap();
    for p in registry.passes() {
        assert!(markdown.contains(p.documentation().unwrap()), "{}", p.argument());
    }
}

/// `count-ops` declared with `#[pass]` documents exactly as the same pass
/// declared in TOML (`examples/toml-passes`).
#[test]
fn count_ops_docs_match_the_toml_example() {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("../toml-passes/passes.toml");
    let toml = passgen::load_file(&spec).unwrap_or_else(|e| panic!("{e}"));
    let toml_count_ops = toml.passes.iter().find(|p| p.argument == "count-ops").unwrap();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/count_ops.rs");
    let ours = passgen::load_rust_sources(&[src]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(&ours.passes[0], toml_count_ops);
}
