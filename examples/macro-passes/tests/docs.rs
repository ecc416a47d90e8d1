//! The generated reference of the example's passes, `docs/passes.md`, is
//! made from the Rust sources (`passgen doc --rust examples/macro-passes/src`)
//! and committed; this test fails when it is stale (`UPDATE_EXPECT=1`
//! rewrites it). It is also what the passes print at run time.

use std::path::Path;

fn sources() -> Vec<passgen::PassGroup> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    passgen::load_rust_source_groups(&[src]).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn docs_are_fresh() {
    let markdown = passgen::generate_markdown_groups(&sources());
    expect_test::expect_file!["../docs/passes.md"].assert_eq(&markdown);
    // The same sections as each pass's own documentation.
    let mut registry = pass_runtime::pass::PassRegistry::new();
    macro_passes::register_example_passes(&mut registry).unwrap();
    assert_eq!(registry.passes().count(), 2);
    for p in registry.passes() {
        assert!(markdown.contains(p.documentation().unwrap()), "{}", p.argument());
    }
}

/// The passes declared with `#[pass]`, grouped by `pass_group!`, are
/// exactly the group `examples/toml-passes` declares in TOML (`group =
/// "Example"`): the same model, so the same generated code and docs.
#[test]
fn the_group_is_the_toml_example_s() {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("../toml-passes/passes.toml");
    let toml = passgen::load_file(&spec).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(sources(), [toml]);
}
