//! Codegen speed: 200 passes with 5 options each, loaded and generated (Rust
//! and Markdown). Target: under 100 ms.

use criterion::{criterion_group, criterion_main, Criterion};
use passgen::{generate_markdown, generate_rust, load_toml, rust_tokens, RustOptions};

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
    group.bench_function("200_passes_x_5_options/tokens", |b| b.iter(|| rust_tokens(&g, &RustOptions::default())));
    let tokens = rust_tokens(&g, &RustOptions::default());
    eprintln!("generated: {} bytes of tokens", tokens.to_string().len());
    group.bench_function("200_passes_x_5_options/syn_parse", |b| {
        b.iter(|| syn::parse2::<syn::File>(tokens.clone()).expect("parses"))
    });
    group.bench_function("200_passes_x_5_options/markdown", |b| b.iter(|| generate_markdown(&g)));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
