//! The generated reference of the example's passes, `docs/passes.md`, is
//! committed; this test fails when it is stale (`UPDATE_EXPECT=1` rewrites it).

#[test]
fn docs_are_fresh() {
    let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("passes.toml");
    let group = passgen::load_file(&spec).unwrap_or_else(|e| panic!("{e}"));
    expect_test::expect_file!["../docs/passes.md"].assert_eq(&passgen::generate_markdown(&group));
}
