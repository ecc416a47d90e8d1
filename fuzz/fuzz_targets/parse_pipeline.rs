//! The pipeline parser never panics, whatever the text; what parses prints
//! to text that parses again to the same text, and errors render.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pass_runtime::ir::Context;
use pass_runtime::pass::{PassRegistry, PipelineParser};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
    pass_runtime::test_passes::register_test_passes(&mut registry).unwrap();
    let ctx = Context::new();
    let parser = PipelineParser::new(&registry);
    let parser = if data.len() % 2 == 0 { parser.with_context(&ctx) } else { parser };
    match parser.parse(text) {
        Ok(pm) => {
            let mut printed = String::new();
            pm.print_as_textual_pipeline(&mut printed);
            let again = parser
                .parse(&printed)
                .unwrap_or_else(|e| panic!("printed pipeline does not parse again: {}", e.render("p", &printed)));
            let mut twice = String::new();
            again.print_as_textual_pipeline(&mut twice);
            assert_eq!(printed, twice);
            let _ = pm.dump();
        }
        Err(e) => {
            let _ = e.render("p", text);
        }
    }
});
