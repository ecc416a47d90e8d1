//! One test per validation rule: the message, line and column.

use passgen::load_toml;

#[track_caller]
fn error(text: &str) -> String {
    match load_toml("spec.toml", text) {
        Ok(_) => panic!("no error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

/// The pass `P` (argument `p`): lines 1 to 4 of most specs below.
const HEADER: &str = "[[pass]]\nname = \"P\"\nargument = \"p\"\nsummary = \"s\"\n";

/// An option table of the pass: the field `a`, argument `x`, of type `ty`
/// (four lines).
fn option(ty: &str) -> String {
    format!("[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"{ty}\"\n")
}

/// [`HEADER`] and one option of type `ty` (lines 5 to 8), then `keys` from
/// line 9.
fn pass_with_option(ty: &str, keys: &str) -> String {
    format!("{HEADER}{}{keys}", option(ty))
}

/// The errors of `text` are `expected`, one per line.
#[track_caller]
fn assert_errors(text: &str, expected: &str) {
    assert_eq!(error(text), expected);
}

#[test]
fn duplicate_pass_name_and_argument() {
    assert_errors(
        &format!("{HEADER}{HEADER}"),
        "spec.toml:6:8: error: duplicate pass name 'P' (first defined at 2:8)
spec.toml:7:12: error: duplicate pass argument 'p' (first defined at 3:12)",
    );
}

#[test]
fn duplicate_option_argument_and_field() {
    assert_errors(
        &pass_with_option("bool", &option("bool")),
        "spec.toml:10:9: error: duplicate option field 'a' (first defined at 6:9)
spec.toml:11:12: error: duplicate option argument 'x' (first defined at 7:12)",
    );
}

#[test]
fn unknown_type() {
    assert_errors(
        &pass_with_option("int", ""),
        "spec.toml:8:8: error: unknown option type 'int' (expected one of: bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, string, enum, pipeline, custom)",
    );
}

#[test]
fn default_that_does_not_fit() {
    // The option's type, its keys after `type`, the error.
    let cases = [
        ("u8", "default = 300\n", "spec.toml:9:11: error: default of option 'x' does not fit its type u8: 300 does not fit in u8"),
        ("bool", "default = \"yes\"\n", "spec.toml:9:11: error: default of option 'x' does not fit its type bool: found string"),
        (
            "enum",
            "values = [\"a\", \"b\"]\ndefault = \"c\"\n",
            "spec.toml:10:11: error: default of option 'x' does not fit its type enum: 'c' is not one of: a, b",
        ),
        (
            "i32",
            "min = 1\nmax = 5\ndefault = 9\n",
            "spec.toml:11:11: error: default of option 'x' does not fit its type i32: 9 is outside the allowed range",
        ),
        // A custom type's default is a string its type converts `From`; a
        // pipeline's is the type's own.
        (
            "custom",
            "rust-type = \"crate::T\"\ndefault = 3\n",
            "spec.toml:10:11: error: default of option 'x' does not fit its type custom: pipeline options take their \
             type's default, and custom ones a string their type converts `From`; leave `default` out or write a string",
        ),
    ];
    for (ty, keys, expected) in cases {
        assert_errors(&pass_with_option(ty, keys), expected);
    }
    assert!(error(&pass_with_option("pipeline", "default = \"cse\"\n"))
        .contains("pipeline options take their type's default"));
}

#[test]
fn invalid_rust_identifiers() {
    let text = "[[pass]]\nname = \"My Pass\"\nargument = \"p\"\nsummary = \"s\"\n[[pass.option]]\nfield = \"type\"\nargument = \"x\"\ntype = \"bool\"\n";
    assert_errors(
        text,
        "spec.toml:2:8: error: pass name 'My Pass' is not a valid Rust identifier
spec.toml:6:9: error: option field 'type' is not a valid Rust identifier",
    );
    // Found by the `passgen_spec` fuzz target: syn skips spaces around an
    // identifier, so `  P` passed and generated `fn create_  p()`.
    let text = "[[pass]]\nname = \"  P\"\nargument = \"p\"\nsummary = \"s\"\n[[pass.option]]\nfield = \"a \"\nargument = \"x\"\ntype = \"bool\"\n";
    assert_errors(
        text,
        "spec.toml:2:8: error: pass name '  P' is not a valid Rust identifier
spec.toml:6:9: error: option field 'a ' is not a valid Rust identifier",
    );
}

#[test]
fn missing_summary() {
    assert_errors("[[pass]]\nname = \"P\"\nargument = \"p\"\n", "spec.toml:1:1: error: pass 'P' has no summary");
}

#[test]
fn unknown_keys_are_rejected() {
    let e = error(&format!("{HEADER}sumary = \"typo\"\n"));
    assert!(e.starts_with("spec.toml:5:1: error: unknown field `sumary`"), "{e}");
    let e = error(&pass_with_option("bool", "defualt = true\n"));
    assert!(e.starts_with("spec.toml:9:1: error: unknown field `defualt`"), "{e}");
}

#[test]
fn enum_and_range_rules() {
    assert_errors(&pass_with_option("enum", ""), "spec.toml:8:8: error: enum option 'x' has no `values`");
    assert_errors(&pass_with_option("string", "min = 1\n"), "spec.toml:9:7: error: `min` is only for numeric options");
}

#[test]
fn broken_markdown_and_bad_arguments() {
    assert_errors(
        "[[pass]]\nname = \"P\"\nargument = \"p q\"\nsummary = \"s\"\ndescription = \"\"\"\n```mlir\nfoo\n\"\"\"\n",
        "spec.toml:3:12: error: pass argument 'p q' cannot be used in a pipeline (empty, or has spaces or punctuation)
spec.toml:5:15: error: description of pass 'P': the code block opened on line 1 of the description (with backticks) is never closed",
    );
}

#[test]
fn toml_syntax_errors_are_located() {
    let e = error("[[pass]\nname = 1\n");
    assert!(e.starts_with("spec.toml:1:"), "{e}");
}

#[test]
fn statistic_names_are_one_line_of_text() {
    // Statistics only show in reports: MLIR's own names have quotes and spaces.
    let ok = format!(
        "{HEADER}[[pass.statistic]]\nfield = \"a\"\nname = \"num-cse'd\"\n[[pass.statistic]]\nfield = \"b\"\nname = \"promoted slots\"\n"
    );
    assert!(load_toml("spec.toml", &ok).is_ok());
    for (name, shown) in [("\"two\\nlines\"", "two\\nlines"), ("\" \"", " ")] {
        assert_errors(
            &format!("{HEADER}[[pass.statistic]]\nfield = \"a\"\nname = {name}\n"),
            &format!("spec.toml:7:8: error: statistic name '{shown}' is empty or not on one line"),
        );
    }
}

#[test]
fn enum_values_that_give_no_rust_variant_or_the_same_one() {
    // Found by the `passgen_spec` fuzz target: `aggressi~e` became the
    // variant `Aggressi~e`, and the generated Rust did not parse.
    let text = pass_with_option("enum", "values = [\"normal\", \"aggressi~e\", \"aggressi-e\", \"self\"]\n");
    assert_errors(
        &text,
        "spec.toml:9:35: error: enum values 'aggressi~e' and 'aggressi-e' both give the Rust variant `AggressiE`
spec.toml:9:49: error: enum value 'self' gives the Rust variant `Self`, which is not a valid identifier",
    );
    // Characters that cannot be in an identifier separate words.
    let text = pass_with_option("enum", "values = [\"o+2\", \"fast~math\", \"3d\"]\ndefault = \"fast~math\"\n");
    let group = load_toml("spec.toml", &text).expect("the values give distinct variants");
    let rust = passgen::generate_rust(&group, &passgen::RustOptions::default());
    for variant in ["    O2,", "    FastMath,", "    V3d,"] {
        assert!(rust.contains(variant), "no `{variant}` in:\n{rust}");
    }
    assert!(rust.contains("PXMode::FastMath") || rust.contains("Self::FastMath"), "{rust}");
}
