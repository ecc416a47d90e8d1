//! `passgen check` never panics: any text given as a spec (a pass spec, or a
//! dialect spec when it has a `[dialect]` table) either loads, and then
//! generates Rust that parses with no item defined twice, Markdown and HTML,
//! or gives errors located inside the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use passgen::{dialect, RustOptions, SpecErrors};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if dialect::is_dialect_spec(text) {
        match dialect::load_dialect_toml("fuzz.toml", text) {
            Ok(spec) => {
                let rust = dialect::rust::generate_dialect_rust(&spec, &RustOptions::default());
                if let Err(why) = passgen::rust::check_generated_rust(&rust) {
                    panic!("{why}:\n{rust}");
                }
                let _ = dialect::doc::generate_dialect_markdown(&spec);
                let _ = dialect::doc::generate_dialect_html(&spec);
            }
            Err(errors) => assert_located(text, &errors),
        }
    } else {
        match passgen::load_toml("fuzz.toml", text) {
            Ok(group) => {
                let rust = passgen::generate_rust(&group, &RustOptions::default());
                if let Err(why) = passgen::rust::check_generated_rust(&rust) {
                    panic!("{why}:\n{rust}");
                }
                let _ = passgen::generate_markdown(&group);
                let _ = passgen::generate_html(&group);
            }
            Err(errors) => assert_located(text, &errors),
        }
    }
});

fn assert_located(text: &str, errors: &SpecErrors) {
    assert!(!errors.0.is_empty(), "a spec was rejected with no error");
    for e in &errors.0 {
        assert!(e.line >= 1 && e.column >= 1, "error not located: {e}");
        assert!(e.line <= text.lines().count() + 1, "error located past the end: {e}");
    }
}

