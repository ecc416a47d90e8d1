//! `docs/passes.md` is generated from the runtime's pass specs and
//! committed; this test fails when it is stale. Regenerate with
//! `UPDATE_EXPECT=1 cargo test -p pass-runtime --test docs` (or
//! `cargo run -p passgen -- doc pass-runtime/src/transforms/transforms.toml
//! pass-runtime/src/conversions/conversions.toml pass-runtime/src/test_passes/test-passes.toml -o docs/passes.md`).

use std::path::Path;

#[test]
fn pass_reference_is_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let groups: Vec<passgen::PassGroup> =
        ["src/transforms/transforms.toml", "src/conversions/conversions.toml", "src/test_passes/test-passes.toml"]
            .iter()
            .map(|f| passgen::load_file(&root.join(f)).unwrap_or_else(|e| panic!("{e}")))
            .collect();
    let markdown = passgen::generate_markdown_groups(&groups);
    expect_test::expect_file!["../../docs/passes.md"].assert_eq(&markdown);
}
