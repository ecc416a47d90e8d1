//! Pass-manager benchmarks (see `docs/performance.md`):
//!
//! - `overhead`: ten no-op function passes over 10,000 functions on one
//!   thread; the time divided by 100,000 is the cost of one pass invocation.
//! - `speedup`: a function pipeline doing real work (block-local common
//!   subexpression elimination, then dead-code erasure) over 2,000 functions
//!   of 200 ops, on one thread and on two.

use std::fmt::Write;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use pass_runtime::ir::{self, Attribute, Context, OpName, OwnedOp, ParseOptions, Traits, Type, ValueId};
use pass_runtime::pass::{AnchorOp, Pass, PassError, PassManager};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// `funcs` functions of about `ops` arithmetic ops each, with repeated
/// subexpressions and unused results, in the generic form.
fn workload(funcs: usize, ops: usize) -> String {
    let mut s = String::from("\"builtin.module\"() ({\n");
    for f in 0..funcs {
        let _ = writeln!(
            s,
            "  \"func.func\"() <{{function_type = (i32, i32) -> i32, sym_name = \"f{f}\"}}> ({{\n  ^bb0(%a: i32, %b: i32):"
        );
        let mut last = "%a".to_string();
        for i in 0..ops {
            let (lhs, rhs) = match i % 4 {
                0 => ("%a".to_string(), "%b".to_string()),
                1 => (last.clone(), "%b".to_string()),
                2 => ("%a".to_string(), "%b".to_string()), // repeats op 0 of the group
                _ => (last.clone(), "%a".to_string()),
            };
            let op = if i % 3 == 0 { "arith.muli" } else { "arith.addi" };
            let _ = writeln!(
                s,
                "    %v{i} = \"{op}\"({lhs}, {rhs}) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32"
            );
            last = format!("%v{i}");
        }
        let _ = writeln!(s, "    \"func.return\"({last}) : (i32) -> ()\n  }}) : () -> ()");
    }
    s.push_str("}) : () -> ()\n");
    s
}

fn parse(ctx: &Context, text: &str) -> OwnedOp {
    ir::parse_source(ctx, ParseOptions { file_name: "bench.mlir" }, text).expect("workload parses")
}

/// A pass running `run`, named `argument` in pipelines. `run` is a function
/// item, so the call is as direct as a pass type of its own would make it.
#[derive(Clone, Copy)]
struct FnPass<F> {
    argument: &'static str,
    run: F,
}

impl<F> Pass for FnPass<F>
where
    F: Fn(&mut AnchorOp<'_>) -> Result<(), PassError> + Copy + Send + Sync + 'static,
{
    fn argument(&self) -> &str {
        self.argument
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        (self.run)(op)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(*self)
    }
}

/// Does nothing, preserving every analysis.
fn no_op(op: &mut AnchorOp<'_>) -> Result<(), PassError> {
    op.mark_all_analyses_preserved();
    Ok(())
}

type Key = (OpName, SmallVec<[ValueId; 4]>, Attribute, Attribute, SmallVec<[Type; 2]>);

/// Block-local common subexpression elimination of pure ops.
fn local_cse(op: &mut AnchorOp<'_>) -> Result<(), PassError> {
    let (ctx, body) = op.context_and_body_mut();
    let mut blocks = Vec::new();
    for &r in body.top_regions() {
        blocks.extend(body.blocks_of(r));
    }
    let mut seen: FxHashMap<Key, ir::OpId> = FxHashMap::default();
    for b in blocks {
        seen.clear();
        let ops: Vec<_> = body.block_ops(b).collect();
        for o in ops {
            let pure = ctx.op_def(body.op_name(o)).is_some_and(|d| d.has(Traits::PURE));
            if !pure || body.num_regions(o) > 0 {
                continue;
            }
            let key: Key = (
                body.op_name(o),
                body.operands(o).collect(),
                body.props(o),
                body.attrs(o),
                body.results(o).map(|v| body.value_type(v)).collect(),
            );
            match seen.get(&key) {
                Some(&existing) => {
                    let with: SmallVec<[ValueId; 2]> = body.results(existing).collect();
                    body.replace_op_uses(o, &with);
                    body.erase_op(o);
                }
                None => {
                    seen.insert(key, o);
                }
            }
        }
    }
    Ok(())
}

/// Erases unused pure ops, last to first.
fn dce(op: &mut AnchorOp<'_>) -> Result<(), PassError> {
    let (ctx, body) = op.context_and_body_mut();
    let mut order = Vec::new();
    body.walk_postorder(|o| order.push(o));
    for o in order.into_iter().rev() {
        let def = ctx.op_def(body.op_name(o));
        let pure = def.is_some_and(|d| d.has(Traits::PURE) && !d.has(Traits::TERMINATOR));
        if pure && body.num_regions(o) == 0 && body.results(o).all(|v| body.use_empty(v)) {
            body.erase_op(o);
        }
    }
    Ok(())
}

fn overhead(c: &mut Criterion) {
    let ctx = Context::new();
    let mut op = parse(&ctx, &workload(10_000, 0));
    let mut pm = PassManager::default();
    pm.enable_threading(false);
    let f = pm.nest("func.func");
    for _ in 0..10 {
        f.add_pass(Box::new(FnPass { argument: "no-op", run: no_op })).expect("op-agnostic pass");
    }
    let mut group = c.benchmark_group("pass_manager");
    group.sample_size(20);
    group.bench_function("overhead/10_noop_passes_x_10000_functions", |b| {
        b.iter(|| pm.run(&ctx, &mut op).expect("no-op pipeline succeeds"))
    });
    group.finish();
}

fn speedup(c: &mut Criterion) {
    let ctx = Context::new();
    let original = parse(&ctx, &workload(2_000, 200));
    let mut group = c.benchmark_group("pass_manager");
    group.sample_size(10);
    for threads in [1, 2] {
        let mut pm = PassManager::default();
        pm.set_num_threads(threads);
        let f = pm.nest("func.func");
        f.add_pass(Box::new(FnPass { argument: "local-cse", run: local_cse })).expect("op-agnostic pass");
        f.add_pass(Box::new(FnPass { argument: "dce", run: dce })).expect("op-agnostic pass");
        group.bench_function(format!("speedup/cse_dce_2000_functions/{threads}_threads"), |b| {
            b.iter_batched(
                || original.clone(),
                |mut op| {
                    pm.run(&ctx, &mut op).expect("pipeline succeeds");
                    op
                },
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, overhead, speedup);
criterion_main!(benches);
