//! Dialect conversion benchmark (see `docs/performance.md`): a partial
//! conversion that replaces every `arith` op by an op of another name
//! (`low.addi` for `arith.addi`, ...) with a 1:1 conversion pattern, and a
//! type converter turning `index` into `i64` whose materializations are
//! `builtin.unrealized_conversion_cast`s, as `convert-arith-to-llvm` does.
//! The functions keep their `index` signatures, so their arguments reach the
//! new ops through target materializations and `func.return` through source
//! materializations. Run in both modes:
//!
//! ```sh
//! cargo bench -p pass-runtime --bench conversion
//! ```
//!
//! For instruction counts, `CONVERSION_BENCH_ONCE=rollback` (or
//! `no-rollback`) converts the workload once and exits, under callgrind:
//!
//! ```sh
//! CONVERSION_BENCH_ONCE=rollback valgrind --tool=callgrind target/release/deps/conversion-<hash>
//! ```

use std::fmt::Write;
use std::sync::Arc;

use criterion::{criterion_group, BatchSize, Criterion};
use pass_runtime::conversion::{
    apply_partial_conversion, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    FnConversionPattern, FrozenConversionPatternSet, OpAdaptor, TypeConverter,
};
use pass_runtime::ir::{
    self, Context, Location, OpBuilder, OpId, OpName, OpSpec, OwnedOp, ParseOptions, Type, ValueId,
};
use pass_runtime::rewrite::PatternRewriter;
use smallvec::SmallVec;

/// The arith ops of the workload, each lowered to `low.<suffix>`.
const ARITH_OPS: [&str; 9] = [
    "arith.constant",
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.cmpi",
    "arith.select",
];

/// `funcs` functions of `(index, index, i64) -> index`, each with a chain of
/// about `ops` arith ops mixing `index` (converted) and `i64` (kept) values,
/// in the generic form.
fn workload(funcs: usize, ops: usize) -> String {
    let mut s = String::from("\"builtin.module\"() ({\n");
    let none = "<{overflowFlags = #arith.overflow<none>}>";
    for f in 0..funcs {
        let _ = writeln!(
            s,
            "  \"func.func\"() <{{function_type = (index, index, i64) -> index, sym_name = \"f{f}\"}}> ({{\n  ^bb0(%a: index, %b: index, %w: i64):"
        );
        let _ = writeln!(s, "    %c = \"arith.constant\"() <{{value = {f} : index}}> : () -> index");
        let _ = writeln!(s, "    %k = \"arith.constant\"() <{{value = 7 : i64}}> : () -> i64");
        let mut last = "%a".to_string();
        let mut last_wide = "%w".to_string();
        for i in 0..ops {
            let line = match i % 8 {
                0 => format!("%v{i} = \"arith.addi\"({last}, %b) {none} : (index, index) -> index"),
                1 => format!("%v{i} = \"arith.muli\"({last}, %c) {none} : (index, index) -> index"),
                2 => format!("%v{i} = \"arith.subi\"({last_wide}, %k) {none} : (i64, i64) -> i64"),
                3 => format!("%v{i} = \"arith.xori\"({last}, %a) : (index, index) -> index"),
                4 => format!("%v{i} = \"arith.andi\"({last_wide}, %w) : (i64, i64) -> i64"),
                5 => format!("%v{i} = \"arith.cmpi\"({last}, %b) <{{predicate = 2 : i64}}> : (index, index) -> i1"),
                6 => {
                    let cond = format!("%v{}", i - 1);
                    format!("%v{i} = \"arith.select\"({cond}, {last}, %a) : (i1, index, index) -> index")
                }
                _ => format!("%v{i} = \"arith.ori\"({last}, %c) : (index, index) -> index"),
            };
            let _ = writeln!(s, "    {line}");
            match i % 8 {
                2 | 4 => last_wide = format!("%v{i}"),
                5 => {}
                _ => last = format!("%v{i}"),
            }
        }
        let _ = writeln!(s, "    \"func.return\"({last}) : (index) -> ()\n  }}) : () -> ()");
    }
    s.push_str("}) : () -> ()\n");
    s
}

/// Replaces an arith op by `low.<suffix>` (`lowered`) with the remapped
/// operands, the converted result types and the same properties.
fn lower(lowered: OpName, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let Some(values) = operands.one_to_one() else { return false };
    let Some(converter) = rw.type_converter() else { return false };
    let body = rw.body();
    let mut results: SmallVec<[Type; 1]> = SmallVec::new();
    for r in body.results(op) {
        let Some(t) = converter.convert_type(ctx, body.value_type(r)) else { return false };
        results.push(t);
    }
    let spec = OpSpec {
        operands: values,
        results: &results,
        props: body.props(op),
        attrs: body.attrs(op),
        ..OpSpec::new(ctx, lowered, body.loc(op))
    };
    let new = rw.create(&spec);
    let replacements: SmallVec<[ValueId; 1]> = rw.body().results(new).collect();
    rw.replace_op(op, &replacements);
    true
}

/// A materialization building an `unrealized_conversion_cast`.
fn cast(rw: &mut PatternRewriter<'_>, ty: Type, inputs: &[ValueId], loc: Location) -> Option<ValueId> {
    let ctx = rw.context();
    let name = ctx.op_name("builtin.unrealized_conversion_cast");
    let spec = OpSpec { operands: inputs, results: &[ty], ..OpSpec::new(ctx, name, loc) };
    let op = rw.create(&spec);
    Some(rw.body().result(op, 0))
}

struct Setup {
    target: ConversionTarget,
    patterns: FrozenConversionPatternSet,
}

fn setup(ctx: &Context) -> Setup {
    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| ctx.is_index(t).then(|| ctx.i64()));
    tc.add_target_materialization(|rw, ty, inputs, loc, _original| cast(rw, ty, inputs, loc));
    tc.add_source_materialization(cast);
    let converter = Arc::new(tc);

    let mut target = ConversionTarget::new();
    target.add_legal_dialect("low");
    target.add_legal_dialect("func");
    target.add_legal_dialect("builtin");
    target.add_illegal_dialect("arith");

    let mut patterns = ConversionPatternSet::new();
    for name in ARITH_OPS {
        let suffix = name.trim_start_matches("arith.");
        let lowered = format!("low.{suffix}");
        let lowered_name = ctx.op_name(&lowered);
        let apply = move |op, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>| {
            lower(lowered_name, op, operands, rw)
        };
        patterns.add_conversion(
            FnConversionPattern::from_fn(ctx, "Lower", name, apply)
                .generates(ctx, &[&lowered])
                .with_type_converter(converter.clone()),
        );
    }
    Setup { target, patterns: patterns.freeze() }
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    ir::parse_source(ctx, ParseOptions { file_name: "bench.mlir" }, text).expect("workload parses")
}

fn convert(ctx: &Context, s: &Setup, module: &mut OwnedOp, rollback: bool) {
    let config = ConversionConfig { allow_pattern_rollback: rollback, ..Default::default() };
    let root = module.op();
    apply_partial_conversion(ctx, module.enclosing_body_mut(), root, &s.target, &s.patterns, &config)
        .expect("the workload converts");
}

/// Checks that the conversion did its work: no arith op is left, and the
/// result still verifies.
fn check(ctx: &Context, module: &OwnedOp) {
    let mut arith = 0usize;
    let mut casts = 0usize;
    module.body().expect("the module is isolated").walk_all_preorder(&mut |body, op| {
        let name = ctx.op_name_str(body.op_name(op));
        arith += usize::from(name.starts_with("arith."));
        casts += usize::from(name == "builtin.unrealized_conversion_cast");
    });
    assert_eq!(arith, 0, "every arith op is lowered");
    assert!(casts > 0, "the index arguments and results are cast");
    ir::verify(ctx, module).expect("the converted module verifies");
}

const FUNCS: usize = 1000;
const OPS: usize = 20;

fn bench_conversion(c: &mut Criterion) {
    let ctx = Context::new();
    let text = workload(FUNCS, OPS);
    let s = setup(&ctx);
    let mut group = c.benchmark_group("conversion");
    group.sample_size(20);
    for (label, rollback) in [("rollback", true), ("no_rollback", false)] {
        let mut module = parse(&ctx, &text);
        convert(&ctx, &s, &mut module, rollback);
        check(&ctx, &module);
        group.bench_function(label, |b| {
            b.iter_batched(
                || parse(&ctx, &text),
                |mut module| {
                    convert(&ctx, &s, &mut module, rollback);
                    module
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench_conversion);

fn main() {
    if let Ok(mode) = std::env::var("CONVERSION_BENCH_ONCE") {
        let ctx = Context::new();
        let s = setup(&ctx);
        let mut module = parse(&ctx, &workload(FUNCS, OPS));
        convert(&ctx, &s, &mut module, mode != "no-rollback");
        check(&ctx, &module);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
