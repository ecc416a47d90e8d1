//! The IR parser, verifier and printer never panic, whatever the input; what
//! parses and verifies prints to text that parses again to the same text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pass_runtime::ir::{self, Context, ParseOptions, PrintOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(data.len() % 2 == 0);
    let Ok(owned) = ir::parse_source(&ctx, ParseOptions { file_name: "fuzz.mlir" }, text) else { return };
    if ir::verify(&ctx, &owned).is_err() {
        return;
    }
    let opts = PrintOptions { debug_info: true, local_scope: false, ..PrintOptions::default() };
    let printed = ir::print_owned(&ctx, &owned, opts);
    let again = ir::parse_source(&ctx, ParseOptions { file_name: "fuzz.mlir" }, &printed)
        .unwrap_or_else(|d| panic!("printed IR does not parse again: {}\n{printed}", d.message));
    assert_eq!(printed, ir::print_owned(&ctx, &again, opts));
});
