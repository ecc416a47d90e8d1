//! The `#[pass]` macro's own work for a file of 100 annotated passes, in
//! the unoptimized build proc macros usually get: what
//! `docs/performance.md` counts with callgrind (`--ignored`, run on its
//! own). The passes are those of `benches/codegen.rs` and
//! `benches/expansion_crates.py`.

/// The arguments and the struct of `#[pass(...)] pub struct Pass{i};`.
fn attribute_pass(i: usize) -> (proc_macro2::TokenStream, proc_macro2::TokenStream) {
    let args = format!(
        r#"arg = "pass-{i}",
    anchor = "func.func",
    summary = "Pass number {i}",
    options(
        flag: bool = true => "flag", "A flag",
        count: i64 = 3 => "count", "A count", min = 0, max = 10,
        names: Vec<String> => "names", "Names",
        mode: enum {{ a, b, c }} = b => "mode", "A mode",
        ratio: f64 = 0.5 => "ratio", "A ratio",
    ),
    statistics(hits => "num-hits", "Hits"),"#
    );
    let item = format!("/// Does thing {i}.\n///\n/// ```mlir\n/// foo\n/// ```\npub struct Pass{i};");
    (args.parse().unwrap(), item.parse().unwrap())
}

#[test]
#[ignore = "a measurement: run under callgrind (docs/performance.md)"]
fn expand_100_attribute_passes() {
    let passes: Vec<_> = (0..100).map(attribute_pass).collect();
    let text: usize =
        passes.into_iter().map(|(args, item)| passgen::attr::expand_text(args, item).unwrap().len()).sum();
    assert!(text > 100 * 4000, "{text}");
}
