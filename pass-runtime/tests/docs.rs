//! `docs/passes.md` and `docs/dialects/*.md` are generated from the
//! runtime's pass and dialect specs and committed; these tests fail when
//! one is stale. Regenerate with
//! `UPDATE_EXPECT=1 cargo test -p pass-runtime --test docs` (or
//! `cargo run -p passgen -- doc pass-runtime/src/transforms/transforms.toml
//! pass-runtime/src/conversions/conversions.toml pass-runtime/src/test_passes/test-passes.toml -o docs/passes.md`,
//! and `cargo run -p passgen -- doc pass-runtime/src/dialects/func/func.toml -o docs/dialects/func.md`
//! for each dialect).

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

/// The declared built-in dialects, each with its page under `docs/dialects/`.
const DIALECT_SPECS: &[&str] = &[
    "src/dialects/builtin/builtin.toml",
    "src/dialects/func/func.toml",
    "src/dialects/arith/arith.toml",
    "src/dialects/cf/cf.toml",
    "src/dialects/scf/scf.toml",
    "src/dialects/llvm/llvm.toml",
];

#[test]
fn dialect_references_are_fresh() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for spec in DIALECT_SPECS {
        let path = root.join(spec);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{spec}: {e}"));
        let dialect = passgen::dialect::load_dialect_toml(spec, &text).unwrap_or_else(|e| panic!("{e}"));
        let markdown = passgen::dialect::doc::generate_dialect_markdown(&dialect);
        expect_test::expect_file![format!("../../docs/dialects/{}.md", dialect.name)].assert_eq(&markdown);
    }
}
