//! The pretty form round-trips: whatever parses and verifies prints in the
//! pretty form (`mlir-opt`'s default) to text that parses and verifies
//! again, printing that is a fixed point, and its generic print equals the
//! generic print of the original parse (the pretty form loses nothing
//! `mlir-opt`'s does not lose: see [`kept_by_mlir`]).
#![no_main]

use libfuzzer_sys::fuzz_target;
use pass_runtime::ir::{self, Context, OpForm, OwnedOp, ParseOptions, PrintOptions};
use regex::Regex;
use std::sync::LazyLock;

/// What MLIR's own pretty form does not keep, as `mlir-opt-22` shows it
/// (print an input by default, then generically, and compare with its
/// generic print), dropped from a generic print:
/// - `unnamed_addr = 0 : i64` on `llvm.func`/`llvm.mlir.alias`: absent and
///   the default print alike, and parse back as the default;
/// - `arg_attrs`/`res_attrs` of empty dictionaries only: a signature prints
///   nothing for them, and parses back without them.
fn kept_by_mlir(generic: &str) -> String {
    static LOST: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(r"(, )?\b(unnamed_addr = 0 : i64|(arg|res)_attrs = \[(\{\}(, \{\})*)?\])(, )?").expect("valid regex")
    });
    // Keep the separator when the entry had one on both sides.
    LOST.replace_all(
        generic,
        |c: &regex::Captures<'_>| if c.get(1).is_some() && c.get(6).is_some() { ", " } else { "" },
    )
    .into_owned()
}

fn parse(ctx: &Context, text: &str) -> Result<OwnedOp, String> {
    ir::parse_source(ctx, ParseOptions { file_name: "fuzz.mlir" }, text).map_err(|d| d.message)
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let ctx = Context::new();
    // The length picks the variant, so that a case replays alike.
    ctx.set_allow_unregistered_dialects(data.len() % 2 == 0);
    let debug_info = data.len() % 4 < 2;
    let Ok(owned) = parse(&ctx, text) else { return };
    if ir::verify(&ctx, &owned).is_err() {
        return;
    }
    let pretty = PrintOptions { debug_info, local_scope: false, op_form: OpForm::Pretty };
    // Locations are compared only through the pretty print: a reparse of a
    // print without them locates ops in the printed text.
    let generic = PrintOptions { debug_info: false, local_scope: false, op_form: OpForm::Generic };
    let printed = ir::print_owned(&ctx, &owned, pretty);
    let again =
        parse(&ctx, &printed).unwrap_or_else(|e| panic!("the pretty print does not parse again: {e}\n{printed}"));
    if let Err(errors) = ir::verify(&ctx, &again) {
        let messages: Vec<_> = errors.iter().map(|d| d.message.as_str()).collect();
        panic!("the pretty print parses but does not verify: {messages:?}\n{printed}");
    }
    let reprinted = ir::print_owned(&ctx, &again, pretty);
    assert!(printed == reprinted, "printing the pretty print again differs:\n{printed}\n---\n{reprinted}");
    let want = kept_by_mlir(&ir::print_owned(&ctx, &owned, generic));
    let got = kept_by_mlir(&ir::print_owned(&ctx, &again, generic));
    assert!(want == got, "the pretty print changed the IR; generic print of the input:\n{want}\n---\nof its pretty print:\n{got}\n---\npretty print:\n{printed}");
});
