//! The `#[pass]` macro's own work for a file of 100 annotated passes, in
//! the unoptimized build proc macros usually get: what
//! `docs/performance.md` counts with callgrind (`--ignored`, run on its
//! own). The passes are `benches/attribute_pass.rs.in`, as in
//! `benches/codegen.rs` and `benches/expansion_crates.py`.

/// The arguments and the struct of `#[pass(...)] pub struct Pass{i};`.
fn attribute_pass(i: usize) -> (proc_macro2::TokenStream, proc_macro2::TokenStream) {
    let text = include_str!("../benches/attribute_pass.rs.in").replace("{i}", &i.to_string());
    let (docs, rest) = text.split_once("#[pass(").unwrap();
    let (args, strukt) = rest.rsplit_once(")]").unwrap();
    (args.parse().unwrap(), format!("{docs}{strukt}").parse().unwrap())
}

#[test]
#[ignore = "a measurement: run under callgrind (docs/performance.md)"]
fn expand_100_attribute_passes() {
    let passes: Vec<_> = (0..100).map(attribute_pass).collect();
    let text: usize =
        passes.into_iter().map(|(args, item)| passgen::attr::expand_text(args, item).unwrap().len()).sum();
    assert!(text > 100 * 4000, "{text}");
}
