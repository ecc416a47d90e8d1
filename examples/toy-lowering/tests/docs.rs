//! The generated references of the example's passes (`docs/passes.md`) and dialect (`docs/dialect.md`) are
//! committed; this test fails when it is stale (`UPDATE_EXPECT=1` rewrites it).

#[test]
fn docs_are_fresh() {
    let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("passes.toml");
    let group = passgen::load_file(&spec).unwrap_or_else(|e| panic!("{e}"));
    expect_test::expect_file!["../docs/passes.md"].assert_eq(&passgen::generate_markdown(&group));
}

/// The reference of the `toy` dialect, `docs/dialect.md`, generated from
/// the `#[op]` declarations of `src/dialect.rs` as `passgen doc --rust`
/// generates it.
#[test]
fn dialect_docs_are_fresh() {
    let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/dialect.rs");
    let dialects = passgen::load_rust_source_dialects(&[source]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(dialects.len(), 1);
    let markdown = passgen::dialect::doc::generate_dialect_markdown(&dialects[0]);
    for op in ["toy.constant", "toy.add", "toy.mul", "toy.pow", "toy.print", "toy.func", "toy.call", "toy.return"] {
        assert!(markdown.contains(&format!("### `{op}`")), "{op} is missing");
    }
    expect_test::expect_file!["../docs/dialect.md"].assert_eq(&markdown);
}
