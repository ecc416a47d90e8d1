//! The `#[pass]` attribute front end: the same pass written as TOML and as
//! an attribute gives the same model, the same Rust tokens and the same
//! Markdown; every mistake is an error at its tokens.

use passgen::attr::{declarations_in_file, expand, expand_group, parse_group, parse_pass, passes_in_file};
use passgen::{generate_markdown, generate_markdown_groups, load_toml, rust_tokens, PassGroup, PassSpec, RustOptions};
use proc_macro2::TokenStream;
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
    let toml = toml_pass("every_key.toml");
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
                later: crate::PipelineText = "cse,canonicalize" => "later",
                name: String = "x y" => "name",
                modes: Vec<enum { a, "b-c" = "B or C" }> = ["b-c", a] => "modes", "Modes",
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
            "unknown key `sumary` in #[pass]; expected one of: arg, anchor, summary, description, dependent_dialects, constructor, state, crate, options, statistics",
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
            "{}:3:34: error: unknown key `bogus` in #[pass]; expected one of: arg, anchor, summary, description, dependent_dialects, constructor, state, crate, options, statistics",
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
    assert!(text.contains("impl crate::rt::pass::declare::DeclaredPass for P {"), "{text}");
    assert!(!text.contains("pass_runtime"), "{text}");
}

/// Text a doc comment cannot hold (a Markdown hard line break: two
/// trailing spaces) goes in `description`.
#[test]
fn a_description_can_be_given_in_the_attribute() {
    let toml = "[[pass]]\nname = \"P\"\nargument = \"p\"\nsummary = \"S\"\ndescription = \"\"\"\nLine one  \nline two.\n\"\"\"\n";
    let toml = load_toml("d.toml", toml).unwrap_or_else(|e| panic!("{e}")).passes.remove(0);
    let attr = attribute_pass(
        quote!(arg = "p", summary = "S", description = "Line one  \nline two.\n"),
        quote!(
            pub struct P;
        ),
    );
    assert_eq!(attr.description, "Line one  \nline two.");
    assert_same(toml, attr);
    assert_eq!(
        error(
            quote!(arg = "p", summary = "S", description = "Two."),
            quote!(
                /// One.
                pub struct P;
            )
        ),
        ["pass `P` has both a doc comment and `description`: the doc comment is the description; keep one"]
    );
    assert_eq!(
        error(
            quote!(arg = "p", summary = "S"),
            quote!(
                #[doc = include_str!("p.md")]
                pub struct P;
            )
        ),
        ["the doc comment of a #[pass] struct is the pass's description and must be text (#[pass] cannot expand macros in it); use `description = \"...\"` in #[pass]"]
    );
}

/// Lint attributes and `#[doc(hidden)]` go on every generated item; `#[cfg]`
/// is the compiler's (applied before `#[pass]` runs); derives and other
/// attributes are errors.
#[test]
fn attributes_of_the_struct() {
    let item = quote!(
        /// Text.
        #[allow(dead_code)]
        #[cfg(feature = "x")]
        #[cfg_attr(test, allow(unused))]
        #[doc(hidden)]
        pub struct P;
    );
    let args = quote!(arg = "p", summary = "s", options(mode: enum { a, b } => "mode"));
    let p = attribute_pass(args.clone(), item.clone());
    assert_eq!(p.attributes, ["#[allow(dead_code)]", "#[doc(hidden)]"]);
    assert_eq!(p.description, "Text.");
    let text = passgen::attr::expand_text(args, item).unwrap();
    let items = text.lines().filter(|l| l.starts_with("pub ") || l.starts_with("impl")).count();
    let marked = text.matches("#[allow(dead_code)]\n#[doc(hidden)]\n").count();
    assert_eq!(items, 18, "{text}");
    assert_eq!(marked, items, "{text}");
    assert!(!text.contains("cfg"), "{text}");
    let no_pass_attrs = |attr: TokenStream| error(quote!(arg = "p", summary = "s"), quote!(#attr pub struct P;));
    let message = "a #[pass] struct takes only doc comments, #[cfg], #[doc(...)] and lint attributes (#[allow], #[warn], #[deny], #[forbid]): its derives and fields are generated";
    assert_eq!(no_pass_attrs(quote!(#[derive(PartialEq)])), [message]);
    assert_eq!(no_pass_attrs(quote!(#[repr(C)])), [message]);
    assert_eq!(
        error(
            quote!(arg = "p", arg = "q", summary = "s"),
            quote!(
                pub struct P;
            )
        ),
        ["duplicate key `arg` in #[pass]"]
    );
    assert_eq!(
        no_pass_attrs(quote!(#[expect(dead_code)])),
        ["#[expect] cannot go on a #[pass] struct: it would go on every generated item, and not every item has the lint; use #[allow]"]
    );
}

/// Expands every `#[pass]` struct and `pass_group!` of `file` as the
/// macros do, in order.
fn expand_file(file: &syn::File) -> TokenStream {
    let mut out = TokenStream::new();
    for item in &file.items {
        match item {
            syn::Item::Struct(s) => {
                let mut s = s.clone();
                let at = s.attrs.iter().position(passgen::attr::is_pass_attribute).unwrap();
                let syn::Meta::List(list) = s.attrs.remove(at).meta else { panic!("#[pass] without arguments") };
                out.extend(expand(list.tokens, quote!(#s)).unwrap_or_else(|e| panic!("{e}")));
            }
            syn::Item::Macro(m) => out.extend(expand_group(m.mac.tokens.clone()).unwrap_or_else(|e| panic!("{e}"))),
            _ => panic!("unexpected item"),
        }
    }
    out
}

/// A TOML spec's `group` and `pass_group!` over the same passes give the
/// same model, the same Rust tokens (the passes and
/// `register_example_passes`) and the same Markdown (`## Example passes`).
#[test]
fn a_group_as_toml_and_as_pass_group_is_the_same_group() {
    let toml = r#"
group = "Example"

[[pass]]
name = "First"
argument = "first"
summary = "The first"
description = "One."

[[pass]]
name = "SecondPass"
argument = "second"
anchor = "func.func"
summary = "The second"

[[pass.option]]
field = "modes"
argument = "modes"
type = "enum"
list = true
values = ["a", "b"]
default = ["b"]

[[pass.statistic]]
field = "seen"
name = "num-seen"
"#;
    let toml = load_toml("g.toml", toml).unwrap_or_else(|e| panic!("{e}"));
    let file: syn::File = syn::parse_quote! {
        /// One.
        #[pass(arg = "first", summary = "The first")]
        pub struct First;

        #[pass(
            arg = "second",
            anchor = "func.func",
            summary = "The second",
            options(modes: Vec<enum { a, b }> = [b] => "modes"),
            statistics(seen => "num-seen"),
        )]
        pub struct SecondPass;

        pass_runtime::pass_group!(name = "Example", passes(First, SecondPass));
    };
    let groups = declarations_in_file(&file).unwrap().into_groups().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(groups, std::slice::from_ref(&toml));
    assert_eq!(generate_markdown_groups(&groups), generate_markdown_groups(std::slice::from_ref(&toml)));
    assert!(generate_markdown_groups(&groups).contains("## Example passes\n"));
    let tokens = expand_file(&file).to_string();
    assert_eq!(tokens, rust_tokens(&toml, &RustOptions::default()).to_string());
    assert!(tokens.contains("pub fn register_example_passes"), "{tokens}");
}

#[test]
fn a_group_names_passes_by_path_and_under_cfg() {
    let tokens = expand_group(quote!(
        name = "MyPasses",
        passes(
            a::First,
            #[cfg(feature = "extra")]
            ::krate::b::Second
        ),
        crate = "crate::rt",
    ))
    .unwrap();
    let expected: TokenStream = r#"
        /// Registers every pass of the `MyPasses` group.
        pub fn register_my_passes_passes(registry: &mut crate::rt::pass::PassRegistry) -> ::core::result::Result<(), crate::rt::pass::DuplicateRegistration> {
            a::register_first(registry)?;
            #[cfg(feature = "extra")]
            ::krate::b::register_second(registry)?;
            ::core::result::Result::Ok(())
        }
    "#
    .parse()
    .unwrap();
    assert_eq!(tokens.to_string(), expected.to_string());
}

#[test]
fn group_mistakes_are_reported() {
    let errors = |input: TokenStream| -> Vec<String> {
        match parse_group(input) {
            Ok(_) => panic!("no error"),
            Err(e) => e.into_iter().map(|e| e.to_string()).collect(),
        }
    };
    assert_eq!(
        errors(quote!(name = "my group", passes(A, B, A), group = "x")),
        [
            "unknown key `group` in pass_group!; expected one of: name, passes, crate",
            "group name 'my group' is not a valid Rust identifier",
            "duplicate pass 'A'",
        ]
    );
    assert_eq!(errors(quote!(passes(A))), ["pass_group! has no name: add `name = \"...\"`"]);
    assert_eq!(errors(quote!(name = "G", name = "H", passes(A))), ["duplicate key `name` in pass_group!"]);
    assert_eq!(errors(quote!(name = "G")), ["pass_group! names no passes: add `passes(...)`"]);
    assert_eq!(
        errors(quote!(name = "G", passes(#[inline] A, B<u8>))),
        ["only #[cfg(...)] can go on a pass of pass_group!", "a pass is named by its path, without generic arguments"]
    );
    // In the sources, a group must name declared passes.
    let file: syn::File = syn::parse_quote! {
        #[pass(arg = "a", summary = "A")]
        pub struct A;
        pass_group!(name = "G", passes(A, Missing));
    };
    let e = declarations_in_file(&file).unwrap().into_groups().unwrap_err();
    assert_eq!(e.to_string(), "pass_group `G` names `Missing`, which is not a #[pass] struct of these sources");
}

/// Passes no group names come first, as a group without a name.
#[test]
fn passes_outside_groups_are_documented_too() {
    let file: syn::File = syn::parse_quote! {
        #[pass(arg = "a", summary = "A")]
        pub struct A;
        #[pass(arg = "b", summary = "B")]
        pub struct B;
        pass_group!(name = "G", passes(B));
    };
    let groups = declarations_in_file(&file).unwrap().into_groups().unwrap();
    let shape: Vec<(Option<&str>, Vec<&str>)> =
        groups.iter().map(|g| (g.name.as_deref(), g.passes.iter().map(|p| p.name.as_str()).collect())).collect();
    assert_eq!(shape, [(None, vec!["A"]), (Some("G"), vec!["B"])]);
}

/// String literals with escapes, raw strings and plain ones all give
/// their values.
#[test]
fn string_literals_of_every_kind() {
    let item: syn::Item = syn::parse_quote!(
        pub struct P;
    );
    let args: TokenStream = r##"arg = "p", summary = "Say \"hi\"\tand \u{e9}", description = r#"A "raw" \n string"#,
        options(name: String = "x\\y" => "name", r"Raw \d")"##
        .parse()
        .unwrap();
    let p = parse_pass(args, &item).unwrap_or_else(|e| panic!("{e}")).spec;
    assert_eq!(p.summary, "Say \"hi\"\tand \u{e9}");
    assert_eq!(p.description, "A \"raw\" \\n string");
    assert_eq!(p.options[0].default, Some(passgen::DefaultValue::String("x\\y".into())));
    assert_eq!(p.options[0].description, "Raw \\d");
}

/// The macro reads plain doc comments without syn; it gives what syn's
/// reading gives, with escapes, raw strings and other attributes mixed in.
#[test]
fn doc_comments_of_every_kind_expand_alike() {
    let items: [TokenStream; 4] = [
        quote!(
            /// Plain.
            ///
            /// Second paragraph.
            pub struct P;
        ),
        r##"#[doc = "Tab\there"] #[doc = r#" Raw "quoted""#] #[allow(dead_code)] #[doc = " After."] pub struct P;"##
            .parse()
            .unwrap(),
        r#"#[allow(dead_code)] #[doc = " One."] #[doc = b"x"] pub struct P;"#.parse().unwrap(),
        quote!(
            pub struct P;
        ),
    ];
    let args = quote!(arg = "p", summary = "s");
    for item in items {
        let parsed: syn::Item = syn::parse2(item.clone()).unwrap();
        let by_syn = parse_pass(args.clone(), &parsed).map(|a| {
            passgen::rust::rust_text(&PassGroup { name: None, passes: vec![a.spec] }, &RustOptions::default())
        });
        let by_macro = passgen::attr::expand_text(args.clone(), item);
        match (by_syn, by_macro) {
            (Ok(a), Ok(b)) => assert_eq!(a, b),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            (a, b) => panic!("{:?} vs {:?}", a.map_err(|e| e.to_string()), b.map_err(|e| e.to_string())),
        }
    }
}
