//! The generated references of the example's passes, `docs/passes.md`, and of its dialect, `docs/calc.md`, are
//! committed; this test fails when it is stale (`UPDATE_EXPECT=1` rewrites it).

/// The reference passgen generates from this example's spec `file`, a pass
/// spec or a dialect spec, as `passgen doc` does.
fn markdown(file: &str) -> String {
    let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    match passgen::load_spec(&spec).unwrap_or_else(|e| panic!("{e}")) {
        passgen::Spec::Passes(group) => passgen::generate_markdown(&group),
        passgen::Spec::Dialect(dialect) => passgen::dialect::doc::generate_dialect_markdown(&dialect),
    }
}

#[test]
fn docs_are_fresh() {
    expect_test::expect_file!["../docs/passes.md"].assert_eq(&markdown("passes.toml"));
}

/// Likewise for the `calc` dialect's reference, `docs/calc.md`.
#[test]
fn dialect_docs_are_fresh() {
    let markdown = markdown("calc.toml");
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
