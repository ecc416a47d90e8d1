//! Parse + verify + print throughput of the IR.
//!
//! By default it measures the committed corpus files. Set `PASS_BENCH_INPUT`
//! to a generic-form file (for example the 10,000-function input described in
//! `docs/performance.md`) to measure that too.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use pass_runtime::ir::{self, Context, ParseOptions, PrintOptions};

fn round_trip(text: &str) -> usize {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    let owned = ir::parse_source(&ctx, ParseOptions { file_name: "bench.mlir" }, text).expect("bench input parses");
    ir::verify(&ctx, &owned).expect("bench input verifies");
    ir::print_owned(&ctx, &owned, PrintOptions::default()).len()
}

fn bench(c: &mut Criterion) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../pass-opt/tests/corpus/");
    let mut inputs: Vec<(String, String)> = ["small.generic.mlir", "straight.generic.mlir", "nested.generic.mlir"]
        .iter()
        .map(|f| (f.to_string(), std::fs::read_to_string(format!("{dir}{f}")).expect("corpus file")))
        .collect();
    if let Ok(path) = std::env::var("PASS_BENCH_INPUT") {
        inputs.push((path.clone(), std::fs::read_to_string(&path).expect("PASS_BENCH_INPUT is readable")));
    }
    let mut group = c.benchmark_group("parse_verify_print");
    for (name, text) in &inputs {
        group.throughput(Throughput::Bytes(text.len() as u64));
        if text.len() > 4 << 20 {
            group.sample_size(10);
        }
        group.bench_function(name.as_str(), |b| b.iter(|| round_trip(text)));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
