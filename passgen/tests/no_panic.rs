//! No spec makes passgen panic: random edits of a valid spec either load
//! (and then generate Rust that parses and Markdown) or give located errors.
//! The same for `#[pass]` attributes in Rust sources.

use passgen::{generate_html, generate_markdown, generate_rust, load_toml, RustOptions, SpecErrors};
use proptest::prelude::*;
use proptest::strategy::Union;

const SPEC: &str = include_str!("specs/tblgen_example.toml");

#[derive(Debug, Clone)]
enum Edit {
    Insert(usize, String),
    Delete(usize, usize),
}

/// One to three edits of `text`: a piece inserted, or up to 19 bytes
/// deleted. A piece is text matching one of the `patterns` or one of the
/// `literals`, each of them as likely.
fn edits_of(text: &str, patterns: &[&'static str], literals: &[&'static str]) -> impl Strategy<Value = Vec<Edit>> {
    // The order and weights of `prop_oneof!`, so that the seeds saved in
    // `no_panic.proptest-regressions` still give the same edits.
    let piece =
        Union::new(patterns.iter().map(|&p| p.boxed()).chain(literals.iter().map(|l| Just(l.to_string()).boxed())));
    let len = text.len();
    prop::collection::vec(
        prop_oneof![
            (0..len, piece).prop_map(|(at, s)| Edit::Insert(at, s)),
            (0..len, 1usize..20).prop_map(|(at, n)| Edit::Delete(at, n)),
        ],
        1..4,
    )
}

/// Every error of a rejected `text` is located in it (the line after the
/// last one is its end).
fn errors_are_located(errors: &SpecErrors, text: &str) -> Result<(), TestCaseError> {
    for e in &errors.0 {
        prop_assert!(e.line >= 1 && e.column >= 1);
        prop_assert!(e.line <= text.lines().count() + 1, "{e}");
    }
    Ok(())
}

/// A piece of a name or keyword.
const WORD: &str = "[a-z_\\-]{1,6}";

/// Characters that once slipped through: a `~` inside an enum value, spaces
/// around a name, a lone carriage return in a description.
const SLIPPED_THROUGH: &str = "[a-z~ \r]{1,4}";

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let literals = [
        "\"",
        "[[pass.option]]\n",
        "type = \"enum\"\n",
        "default = 300\n",
        "list = true\n",
        "```\n",
        "\n",
        "=",
        "min = 9\nmax = 1\n",
        "rust-type = \"Vec<\"\n",
    ];
    edits_of(SPEC, &[WORD, SLIPPED_THROUGH], &literals)
}

const ATTRIBUTE: &str = r#"
/// Text with `code`.
#[pass(
    arg = "my-pass",
    anchor = "builtin.module",
    summary = "Summary",
    dependent_dialects("arith"),
    state = crate::State,
    options(
        option: bool = true => "example-option", "An example option",
        list: Vec<i64> = [1, -2] => "example-list", "A list", min = -5, max = 5,
        mode: enum { a, "b-c" = "desc" } = "b-c" => "mode", "A mode",
        nested: Vec<crate::Nested> => "nested",
        ratio: f32 = 0.5 => "ratio",
    ),
    statistics(hits => "num-hits", "Hits"),
)]
pub struct MyPass;

#[pass(arg = "other", summary = "Other", description = "Line  \nbreak", options(kinds: Vec<enum { x, y }> = [y] => "kinds"))]
#[allow(dead_code)]
pub struct Other;

pass_group!(name = "Group", passes(MyPass, #[cfg(feature = "x")] m::Other));
"#;

fn attribute_edits() -> impl Strategy<Value = Vec<Edit>> {
    let literals =
        ["\"", ",", "=", "=>", "-", "300", "enum { }", "Vec<Vec<u8>>", "[1, [2]]", "/// ```\n", "min = \"x\", "];
    edits_of(ATTRIBUTE, &[WORD], &literals)
}

fn apply(edits: &[Edit]) -> String {
    apply_to(SPEC, edits)
}

fn apply_to(text: &str, edits: &[Edit]) -> String {
    let mut s = text.to_string();
    for e in edits {
        match e {
            Edit::Insert(at, piece) => {
                let at = (*at).min(s.len());
                if s.is_char_boundary(at) {
                    s.insert_str(at, piece);
                }
            }
            Edit::Delete(at, n) => {
                let at = (*at).min(s.len());
                let end = (at + n).min(s.len());
                if s.is_char_boundary(at) && s.is_char_boundary(end) {
                    s.replace_range(at..end, "");
                }
            }
        }
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn edited_specs_never_panic(edits in edits()) {
        let text = apply(&edits);
        match load_toml("fuzz.toml", &text) {
            Ok(group) => {
                let rust = generate_rust(&group, &RustOptions::default());
                prop_assert!(syn::parse_file(&rust).is_ok(), "generated Rust does not parse:\n{rust}");
                let _ = generate_markdown(&group);
                let _ = generate_html(&group);
            }
            Err(errors) => errors_are_located(&errors, &text)?,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn edited_attributes_never_panic(edits in attribute_edits()) {
        let text = apply_to(ATTRIBUTE, &edits);
        let Ok(file) = syn::parse_file(&text) else { return Ok(()) };
        let Ok(found) = passgen::attr::declarations_in_file(&file) else { return Ok(()) };
        for g in &found.groups {
            let rust = g.rust_text();
            prop_assert!(syn::parse_file(&rust).is_ok(), "generated Rust does not parse:\n{rust}");
        }
        if let Ok(groups) = found.into_groups() {
            for group in &groups {
                let rust = generate_rust(group, &RustOptions::default());
                prop_assert!(syn::parse_file(&rust).is_ok(), "generated Rust does not parse:\n{rust}");
                let _ = generate_markdown(group);
            }
        }
    }
}

/// A dialect spec with every kind of item.
const DIALECT: &str = include_str!("../../examples/toml-passes/calc.toml");

fn dialect_edits() -> impl Strategy<Value = Vec<Edit>> {
    let literals = [
        "\"",
        "`",
        "$",
        "(",
        ")?",
        "^",
        "<",
        "[[op.operand]]\nname = \"x\"\ntype = \"AnyType\"\nvariadic = true\n",
        "[[op.region]]\nname = \"r\"\nvariadic = true\n",
        "default = \"zz\"\n",
        "optional = true\n",
        "\n",
        "=",
    ];
    edits_of(DIALECT, &[WORD, SLIPPED_THROUGH], &literals)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Dialect specs likewise: loaded (and then generating Rust that parses
    /// and docs), or rejected with located errors.
    #[test]
    fn edited_dialect_specs_never_panic(edits in dialect_edits()) {
        let text = apply_to(DIALECT, &edits);
        match passgen::dialect::load_dialect_toml("fuzz.toml", &text) {
            Ok(spec) => {
                let rust = passgen::dialect::rust::generate_dialect_rust(&spec, &RustOptions::default());
                if let Err(why) = passgen::rust::check_generated_rust(&rust) {
                    prop_assert!(false, "{why}:\n{rust}");
                }
                let _ = passgen::dialect::doc::generate_dialect_markdown(&spec);
                let _ = passgen::dialect::doc::generate_dialect_html(&spec);
            }
            Err(errors) => errors_are_located(&errors, &text)?,
        }
    }
}
