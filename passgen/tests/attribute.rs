//! The `#[pass]` attribute front end: the same pass written as TOML and as
//! an attribute gives the same model, the same Rust tokens and the same
//! Markdown; every mistake is an error at its tokens.

use passgen::attr::{parse_pass, passes_in_file};
use passgen::{generate_markdown, load_toml, rust_tokens, PassGroup, PassSpec, RustOptions};
use quote::quote;

fn toml_pass(name: &str) -> PassSpec {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/specs").join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut group = load_toml(name, &text).unwrap_or_else(|e| panic!("{e}"));
    group.passes.remove(0)
}

fn attribute_pass(args: proc_macro2::TokenStream, item: proc_macro2::TokenStream) -> PassSpec {
    let item: syn::Item = syn::parse2(item).unwrap();
    parse_pass(args, &item).unwrap_or_else(|e| panic!("{e}")).spec
}

fn group(p: PassSpec) -> PassGroup {
    PassGroup { name: None, passes: vec![p] }
}

#[track_caller]
fn assert_same(toml: PassSpec, attr: PassSpec) {
    assert_eq!(toml, attr);
    let (toml, attr) = (group(toml), group(attr));
    let options = RustOptions::default();
    assert_eq!(rust_tokens(&toml, &options).to_string(), rust_tokens(&attr, &options).to_string());
    assert_eq!(generate_markdown(&toml), generate_markdown(&attr));
}

#[test]
fn my_pass_as_toml_and_as_attribute_is_the_same_pass() {
    let attr = attribute_pass(
        quote! {
            arg = "my-pass",
            anchor = "builtin.module",
            summary = "My Pass Summary",
            dependent_dialects("arith"),
            options(
                option: bool = true => "example-option", "An example option",
                list_option: Vec<i64> => "example-list", "An example list option",
                mode: enum { disabled, normal, aggressive } = normal => "mode", "An example enum option",
            ),
            statistics(statistic => "example-statistic", "An example statistic"),
        },
        quote! {
            /// Here we can now give a much larger description of `MyPass`, including all of
            /// its various constraints and behavior.
            pub struct MyPass;
        },
    );
    assert_same(toml_pass("my_pass.toml"), attr);
}

#[test]
fn every_toml_key_has_an_attribute_form() {
    let toml = r#"
[[pass]]
name = "Everything"
argument = "everything"
summary = "Uses every key"
description = "Text.\n\n```mlir\nfoo\n```"
constructor = "crate::make::everything"
state = "crate::State<u8>"
dependent-dialects = ["arith", "func"]

[[pass.option]]
field = "count"
argument = "count"
type = "u16"
default = 3
min = 1
max = 10.5
description = "A count"

[[pass.option]]
field = "big"
argument = "big"
type = "u64"
default = "18446744073709551615"

[[pass.option]]
field = "ratios"
argument = "ratios"
type = "f32"
list = true
default = [0.5, -1]
description = "Ratios"

[[pass.option]]
field = "mode"
argument = "mode"
type = "enum"
values = ["fast", { name = "top-down", description = "From the top" }]
default = "top-down"
description = "A mode"

[[pass.option]]
field = "pipeline"
argument = "pipeline"
type = "pipeline"

[[pass.option]]
field = "nested"
argument = "nested"
type = "custom"
rust-type = "crate::Nested"
list = true

[[pass.option]]
field = "name"
argument = "name"
type = "string"
default = "x y"

[[pass.statistic]]
field = "hits"
name = "num-hits"
"#;
    let toml = load_toml("e.toml", toml).unwrap_or_else(|e| panic!("{e}")).passes.remove(0);
    let attr = attribute_pass(
        quote! {
            arg = "everything",
            summary = "Uses every key",
            constructor = crate::make::everything,
            state = crate::State<u8>,
            dependent_dialects("arith", "func"),
            options(
                count: u16 = 3 => "count", "A count", min = 1, max = 10.5,
                big: u64 = 18446744073709551615 => "big",
                ratios: Vec<f32> = [0.5, -1] => "ratios", "Ratios",
                mode: enum { fast, "top-down" = "From the top" } = "top-down" => "mode", "A mode",
                pipeline: OpPassManager => "pipeline",
                nested: Vec<crate::Nested> => "nested",
                name: String = "x y" => "name",
            ),
            statistics(hits => "num-hits"),
        },
        quote! {
            /// Text.
            ///
            /// ```mlir
            /// foo
            /// ```
            pub struct Everything;
        },
    );
    assert_same(toml, attr);
}

#[track_caller]
fn error(args: proc_macro2::TokenStream, item: proc_macro2::TokenStream) -> Vec<String> {
    let item: syn::Item = syn::parse2(item).unwrap();
    match parse_pass(args, &item) {
        Ok(_) => panic!("no error"),
        Err(e) => e.into_iter().map(|e| e.to_string()).collect(),
    }
}

#[test]
fn every_mistake_is_reported() {
    let errors = error(
        quote! {
            arg = "p",
            sumary = "typo",
            options(
                a: u8 = 300 => "x",
                b: bool = "yes" => "x",
                c: enum { a, b } = c => "c",
            ),
        },
        quote!(
            pub struct P;
        ),
    );
    assert_eq!(
        errors,
        [
            "unknown key `sumary` in #[pass]; expected one of: arg, anchor, summary, dependent_dialects, constructor, state, crate, options, statistics",
            "pass `P` has no summary: add `summary = \"...\"`",
            "default of option 'x' does not fit its type u8: 300 does not fit in u8",
            "duplicate option argument 'x'",
            "default of option 'x' does not fit its type bool: found string",
            "default of option 'c' does not fit its type enum: 'c' is not one of: a, b",
        ]
    );
}

#[test]
fn not_on_an_enum_nor_with_fields() {
    assert_eq!(
        error(
            quote!(arg = "p", summary = "s"),
            quote!(
                enum P {
                    A,
                }
            )
        ),
        ["#[pass] goes on a struct, not an enum"]
    );
    assert_eq!(
        error(quote!(arg = "p", summary = "s"), quote!(struct P { x: u8 })),
        ["a #[pass] struct declares no fields: options go in `options(...)`, statistics in `statistics(...)`, and the fields are generated"]
    );
}

#[test]
fn passes_are_found_in_rust_sources() {
    let file: syn::File = syn::parse_quote! {
        use pass_runtime::pass;
        /// First.
        #[pass(arg = "a", summary = "A")]
        pub struct A;
        mod inner {
            #[pass_runtime::pass(arg = "b", summary = "B")]
            pub struct B;
        }
        pub struct NotAPass;
    };
    let passes = passes_in_file(&file).unwrap();
    let names: Vec<&str> = passes.iter().map(|p| p.argument.as_str()).collect();
    assert_eq!(names, ["a", "b"]);
    assert_eq!(passes[0].description, "First.");
}

#[test]
fn errors_in_rust_sources_are_located() {
    let dir = std::env::temp_dir().join(format!("passgen-rust-source-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.rs");
    std::fs::write(
        &file,
        "use pass_runtime::pass;\n\n#[pass(arg = \"x\", summary = \"s\", bogus = 1)]\npub struct X;\n",
    )
    .unwrap();
    let e = passgen::load_rust_sources(std::slice::from_ref(&dir)).unwrap_err().to_string();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        e,
        format!(
            "{}:3:34: error: unknown key `bogus` in #[pass]; expected one of: arg, anchor, summary, dependent_dialects, constructor, state, crate, options, statistics",
            file.display()
        )
    );
}

#[test]
fn the_runtime_path_can_be_overridden() {
    let item: syn::Item = syn::parse_quote!(
        pub struct P;
    );
    let attr = parse_pass(quote!(arg = "p", summary = "s", crate = "crate::rt"), &item).unwrap();
    assert_eq!(attr.runtime_path.as_deref(), Some("crate::rt"));
    let text = passgen::attr::expand_text(
        quote!(arg = "p", summary = "s", crate = "crate::rt"),
        quote!(
            pub struct P;
        ),
    )
    .unwrap();
    assert!(text.contains("impl crate::rt::pass::DeclaredPass for P {"), "{text}");
    assert!(!text.contains("pass_runtime"), "{text}");
}
