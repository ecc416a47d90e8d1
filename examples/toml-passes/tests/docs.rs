//! The generated references of the example's passes, `docs/passes.md`, and of its dialect, `docs/calc.md`, are
//! committed; this test fails when it is stale (`UPDATE_EXPECT=1` rewrites it).

#[test]
fn docs_are_fresh() {
    let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("passes.toml");
    let group = passgen::load_file(&spec).unwrap_or_else(|e| panic!("{e}"));
    expect_test::expect_file!["../docs/passes.md"].assert_eq(&passgen::generate_markdown(&group));
}

/// Likewise for the `calc` dialect's reference, `docs/calc.md`.
#[test]
fn dialect_docs_are_fresh() {
    let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("calc.toml");
    let passgen::Spec::Dialect(dialect) = passgen::load_spec(&spec).unwrap_or_else(|e| panic!("{e}")) else {
        panic!("calc.toml is a dialect spec")
    };
    let markdown = passgen::dialect::doc::generate_dialect_markdown(&dialect);
    // Every op, operand, result, attribute and type is named.
    for name in [
        "calc.add",
        "calc.sum",
        "calc.cond_br",
        "`inputs`",
        "`true_dest`",
        "<code>rounding</code>",
        "NumType",
        "RangeAttr",
    ] {
        assert!(markdown.contains(name), "{name} is missing from the docs");
    }
    expect_test::expect_file!["../docs/calc.md"].assert_eq(&markdown);
}
