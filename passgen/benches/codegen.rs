//! Codegen speed: 200 passes with 5 options each, loaded and generated (Rust
//! and Markdown); target under 100 ms. And the `#[pass]` attribute's work
//! for a file of 100 annotated passes (what `pass-macros` does at expansion:
//! parse each attribute into the model, emit tokens); target under 200 ms.
//! And a dialect of 150 ops (with types and enums) loaded and generated;
//! target under 100 ms.

use criterion::{criterion_group, criterion_main, Criterion};
use passgen::{generate_markdown, generate_rust, load_toml, RustOptions};

fn spec(passes: usize) -> String {
    let mut s = String::from("group = \"Bench\"\n");
    for i in 0..passes {
        s.push_str(&format!(
            "\n[[pass]]\nname = \"Pass{i}\"\nargument = \"pass-{i}\"\nanchor = \"func.func\"\nsummary = \"Pass number {i}\"\ndescription = \"\"\"\nDoes thing {i}.\n\n```mlir\nfoo\n```\n\"\"\"\n"
        ));
        s.push_str("[[pass.option]]\nfield = \"flag\"\nargument = \"flag\"\ntype = \"bool\"\ndefault = true\ndescription = \"A flag\"\n");
        s.push_str("[[pass.option]]\nfield = \"count\"\nargument = \"count\"\ntype = \"i64\"\ndefault = 3\nmin = 0\nmax = 10\ndescription = \"A count\"\n");
        s.push_str("[[pass.option]]\nfield = \"names\"\nargument = \"names\"\ntype = \"string\"\nlist = true\ndescription = \"Names\"\n");
        s.push_str("[[pass.option]]\nfield = \"mode\"\nargument = \"mode\"\ntype = \"enum\"\nvalues = [\"a\", \"b\", \"c\"]\ndefault = \"b\"\ndescription = \"A mode\"\n");
        s.push_str("[[pass.option]]\nfield = \"ratio\"\nargument = \"ratio\"\ntype = \"f64\"\ndefault = 0.5\ndescription = \"A ratio\"\n");
        s.push_str("[[pass.statistic]]\nfield = \"hits\"\nname = \"num-hits\"\ndescription = \"Hits\"\n");
    }
    s
}

/// A dialect spec with `ops` ops like `arith`'s binary ops: two operands,
/// a result, an enum attribute with a default, an optional flag set,
/// traits; every tenth op with a variadic group and a region, every
/// seventh with successors and a verifier. Written by
/// `passgen/benches/dialect_crate.sh` too, for the compile-time figure.
pub fn dialect_spec(ops: usize) -> String {
    let mut s = String::from(
        "[dialect]\nname = \"bench\"\nsummary = \"A dialect to measure\"\n\n\
         [[type]]\nname = \"num\"\nsummary = \"A number\"\nparameters = [{ name = \"width\", type = \"u32\" }]\n\n\
         [[attribute]]\nname = \"mode\"\nsummary = \"A mode\"\nkind = \"enum\"\ncases = [\"a\", \"b\", \"c\"]\n\n\
         [[attribute]]\nname = \"flags\"\nsummary = \"Flags\"\nkind = \"bit-enum\"\n\
         cases = [{ name = \"none\", value = 0 }, { name = \"x\", value = 1 }, { name = \"y\", value = 2 }]\n",
    );
    for i in 0..ops {
        s.push_str(&format!(
            "\n[[op]]\nname = \"op{i}\"\nsummary = \"Op number {i}\"\ndescription = \"Does thing {i}.\"\n\
             traits = [\"Pure\", \"SameOperandsAndResultType\"]\nverifier = {}\n\
             [[op.operand]]\nname = \"lhs\"\ntype = \"SignlessIntegerLike\"\n\
             [[op.operand]]\nname = \"rhs\"\ntype = \"SignlessIntegerLike\"\n\
             [[op.result]]\nname = \"result\"\ntype = \"SignlessIntegerLike\"\n\
             [[op.attribute]]\nname = \"mode\"\ntype = \"bench.mode\"\ndefault = \"b\"\n\
             [[op.attribute]]\nname = \"flags\"\ntype = \"bench.flags\"\noptional = true\n",
            i % 7 == 0
        ));
        if i % 10 == 0 {
            s.push_str(
                "[[op.operand]]\nname = \"rest\"\ntype = \"AnyType\"\nvariadic = true\n\
                 [[op.region]]\nname = \"body\"\nsingle-block = true\n",
            );
        }
        if i % 7 == 0 {
            s.push_str("[[op.successor]]\nname = \"next\"\n");
        }
    }
    s
}

/// A Rust file with `n` passes declared with `#[pass]`, 5 options each
/// (`attribute_pass.rs.in`, shared with `tests/expansion_work.rs` and
/// `expansion_crates.py`).
fn attribute_file(n: usize) -> String {
    (0..n).map(|i| include_str!("attribute_pass.rs.in").replace("{i}", &i.to_string())).collect()
}

fn bench(c: &mut Criterion) {
    let text = spec(200);
    let mut group = c.benchmark_group("passgen");
    group.sample_size(10);
    group.bench_function("200_passes_x_5_options/load+rust+markdown", |b| {
        b.iter(|| {
            let g = load_toml("bench.toml", &text).expect("valid spec");
            let rust = generate_rust(&g, &RustOptions::default());
            let md = generate_markdown(&g);
            rust.len() + md.len()
        })
    });
    // The phases, to see where the time goes.
    let g = load_toml("bench.toml", &text).expect("valid spec");
    group.bench_function("200_passes_x_5_options/load", |b| b.iter(|| load_toml("bench.toml", &text)));
    group.bench_function("200_passes_x_5_options/rust", |b| b.iter(|| generate_rust(&g, &RustOptions::default())));
    group.bench_function("200_passes_x_5_options/markdown", |b| b.iter(|| generate_markdown(&g)));

    // The attribute: 100 `#[pass]` structs, each expanded as the macro does.
    let file: syn::File = syn::parse_str(&attribute_file(100)).expect("parses");
    let items: Vec<(proc_macro2::TokenStream, proc_macro2::TokenStream)> = file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Struct(s) => {
                let mut s = s.clone();
                let at = s.attrs.iter().position(passgen::attr::is_pass_attribute)?;
                let syn::Meta::List(list) = s.attrs.remove(at).meta else { return None };
                Some((list.tokens, quote::quote!(#s)))
            }
            _ => None,
        })
        .collect();
    assert_eq!(items.len(), 100);
    group.bench_function("100_attribute_passes/expand", |b| {
        b.iter(|| {
            items
                .iter()
                .map(|(args, item)| passgen::attr::expand_text(args.clone(), item.clone()).expect("valid").len())
                .sum::<usize>()
        })
    });

    // A dialect of 150 ops.
    let dialect = dialect_spec(150);
    group.bench_function("dialect_150_ops/load+rust", |b| {
        b.iter(|| {
            let spec = passgen::dialect::load_dialect_toml("bench.toml", &dialect).expect("valid spec");
            passgen::dialect::rust::generate_dialect_rust(&spec, &RustOptions::default()).len()
        })
    });
    let spec = passgen::dialect::load_dialect_toml("bench.toml", &dialect).expect("valid spec");
    group.bench_function("dialect_150_ops/rust", |b| {
        b.iter(|| passgen::dialect::rust::generate_dialect_rust(&spec, &RustOptions::default()).len())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
