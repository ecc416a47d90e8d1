//! One test per validation rule: the message, line and column.

use passgen::load_toml;

#[track_caller]
fn error(text: &str) -> String {
    match load_toml("spec.toml", text) {
        Ok(_) => panic!("no error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

const HEADER: &str = "[[pass]]\nname = \"P\"\nargument = \"p\"\nsummary = \"s\"\n";

#[test]
fn duplicate_pass_name_and_argument() {
    let text = format!("{HEADER}{HEADER}");
    assert_eq!(
        error(&text),
        "spec.toml:6:8: error: duplicate pass name 'P' (first defined at 2:8)
spec.toml:7:12: error: duplicate pass argument 'p' (first defined at 3:12)"
    );
}

#[test]
fn duplicate_option_argument_and_field() {
    let text = format!(
        "{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"bool\"\n[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"bool\"\n"
    );
    assert_eq!(
        error(&text),
        "spec.toml:10:9: error: duplicate option field 'a' (first defined at 6:9)
spec.toml:11:12: error: duplicate option argument 'x' (first defined at 7:12)"
    );
}

#[test]
fn unknown_type() {
    let text = format!("{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"int\"\n");
    assert_eq!(
        error(&text),
        "spec.toml:8:8: error: unknown option type 'int' (expected one of: bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, string, enum, pipeline, custom)"
    );
}

#[test]
fn default_that_does_not_fit() {
    let text = format!("{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"u8\"\ndefault = 300\n");
    assert_eq!(
        error(&text),
        "spec.toml:9:11: error: default of option 'x' does not fit its type u8: 300 does not fit in u8"
    );
    let text =
        format!("{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"bool\"\ndefault = \"yes\"\n");
    assert_eq!(error(&text), "spec.toml:9:11: error: default of option 'x' does not fit its type bool: found string");
    let text = format!(
        "{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"enum\"\nvalues = [\"a\", \"b\"]\ndefault = \"c\"\n"
    );
    assert_eq!(
        error(&text),
        "spec.toml:10:11: error: default of option 'x' does not fit its type enum: 'c' is not one of: a, b"
    );
    let text = format!(
        "{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"i32\"\nmin = 1\nmax = 5\ndefault = 9\n"
    );
    assert_eq!(
        error(&text),
        "spec.toml:11:11: error: default of option 'x' does not fit its type i32: 9 is outside the allowed range"
    );
    // A custom type's default is a string its type converts `From`; a
    // pipeline's is the type's own.
    let text = format!(
        "{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"custom\"\nrust-type = \"crate::T\"\ndefault = 3\n"
    );
    assert_eq!(
        error(&text),
        "spec.toml:10:11: error: default of option 'x' does not fit its type custom: pipeline options take their \
         type's default, and custom ones a string their type converts `From`; leave `default` out or write a string"
    );
    let text =
        format!("{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"pipeline\"\ndefault = \"cse\"\n");
    assert!(error(&text).contains("pipeline options take their type's default"));
}

#[test]
fn invalid_rust_identifiers() {
    let text = "[[pass]]\nname = \"My Pass\"\nargument = \"p\"\nsummary = \"s\"\n[[pass.option]]\nfield = \"type\"\nargument = \"x\"\ntype = \"bool\"\n";
    assert_eq!(
        error(text),
        "spec.toml:2:8: error: pass name 'My Pass' is not a valid Rust identifier
spec.toml:6:9: error: option field 'type' is not a valid Rust identifier"
    );
    // Found by the `passgen_spec` fuzz target: syn skips spaces around an
    // identifier, so `  P` passed and generated `fn create_  p()`.
    let text = "[[pass]]\nname = \"  P\"\nargument = \"p\"\nsummary = \"s\"\n[[pass.option]]\nfield = \"a \"\nargument = \"x\"\ntype = \"bool\"\n";
    assert_eq!(
        error(text),
        "spec.toml:2:8: error: pass name '  P' is not a valid Rust identifier
spec.toml:6:9: error: option field 'a ' is not a valid Rust identifier"
    );
}

#[test]
fn missing_summary() {
    let text = "[[pass]]\nname = \"P\"\nargument = \"p\"\n";
    assert_eq!(error(text), "spec.toml:1:1: error: pass 'P' has no summary");
}

#[test]
fn unknown_keys_are_rejected() {
    let text = format!("{HEADER}sumary = \"typo\"\n");
    let e = error(&text);
    assert!(e.starts_with("spec.toml:5:1: error: unknown field `sumary`"), "{e}");
    let text = format!("{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"bool\"\ndefualt = true\n");
    let e = error(&text);
    assert!(e.starts_with("spec.toml:9:1: error: unknown field `defualt`"), "{e}");
}

#[test]
fn enum_and_range_rules() {
    let text = format!("{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"enum\"\n");
    assert_eq!(error(&text), "spec.toml:8:8: error: enum option 'x' has no `values`");
    let text = format!("{HEADER}[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"string\"\nmin = 1\n");
    assert_eq!(error(&text), "spec.toml:9:7: error: `min` is only for numeric options");
}

#[test]
fn broken_markdown_and_bad_arguments() {
    let text =
        "[[pass]]\nname = \"P\"\nargument = \"p q\"\nsummary = \"s\"\ndescription = \"\"\"\n```mlir\nfoo\n\"\"\"\n";
    assert_eq!(
        error(text),
        "spec.toml:3:12: error: pass argument 'p q' cannot be used in a pipeline (empty, or has spaces or punctuation)
spec.toml:5:15: error: description of pass 'P': the code block opened on line 1 of the description (with backticks) is never closed"
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
    let text = format!("{HEADER}[[pass.statistic]]\nfield = \"a\"\nname = \"two\\nlines\"\n");
    assert_eq!(error(&text), "spec.toml:7:8: error: statistic name 'two\\nlines' is empty or not on one line");
    let text = format!("{HEADER}[[pass.statistic]]\nfield = \"a\"\nname = \" \"\n");
    assert_eq!(error(&text), "spec.toml:7:8: error: statistic name ' ' is empty or not on one line");
}

#[test]
fn enum_values_that_give_no_rust_variant_or_the_same_one() {
    // Found by the `passgen_spec` fuzz target: `aggressi~e` became the
    // variant `Aggressi~e`, and the generated Rust did not parse.
    let option = "[[pass.option]]\nfield = \"a\"\nargument = \"x\"\ntype = \"enum\"\n";
    let text = format!("{HEADER}{option}values = [\"normal\", \"aggressi~e\", \"aggressi-e\", \"self\"]\n");
    assert_eq!(
        error(&text),
        "spec.toml:9:35: error: enum values 'aggressi~e' and 'aggressi-e' both give the Rust variant `AggressiE`
spec.toml:9:49: error: enum value 'self' gives the Rust variant `Self`, which is not a valid identifier"
    );
    // Characters that cannot be in an identifier separate words.
    let text = format!("{HEADER}{option}values = [\"o+2\", \"fast~math\", \"3d\"]\ndefault = \"fast~math\"\n");
    let group = load_toml("spec.toml", &text).expect("the values give distinct variants");
    let rust = passgen::generate_rust(&group, &passgen::RustOptions::default());
    for variant in ["    O2,", "    FastMath,", "    V3d,"] {
        assert!(rust.contains(variant), "no `{variant}` in:\n{rust}");
    }
    assert!(rust.contains("PXMode::FastMath") || rust.contains("Self::FastMath"), "{rust}");
}
