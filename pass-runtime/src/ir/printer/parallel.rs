//! The top-level module's ops printed on all threads.
//!
//! When the module's body is one block of ops without results (functions,
//! globals), what a printer carries from one such op to the next is only
//! its value counters, and those are known in advance: in the pretty form
//! every op's regions start from the module's counters (zero), and in the
//! generic form numbering runs from a stack, so each op's values take one
//! contiguous range of numbers, the last op's first. The ops are cut into
//! runs; each run is numbered and printed by a printer of its own (sharing
//! the alias names) into a buffer of its own, and the buffers are joined in
//! order: the text is the serial printer's, byte for byte.
//!
//! `distinct[N]` ids are renumbered in order of first print, which only a
//! serial printer knows: IR with such attributes is printed serially.

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::{AliasInfo, OpForm, PrintOptions, Printer, FLUSH_AT};
use crate::ir::attributes::Attribute;
use crate::ir::body::{Body, OpId, RegionId};
use crate::ir::Context;

/// Modules whose body is printed in fewer ops than this are printed serially.
const MIN_PARALLEL_OPS: usize = 20_000;

/// Runs per thread: enough for uneven runs to even out, few enough that
/// each printer's caches (printed types and dictionaries) warm up.
const RUNS_PER_THREAD: usize = 8;

impl<'c> Printer<'c, '_> {
    /// Whether the body of the top-level `op` (in `holder`) can be printed
    /// on several threads: a `builtin.module` whose single block has no
    /// arguments and many ops, none with results.
    pub(super) fn can_print_in_parallel(&self, holder: &Body, op: OpId) -> bool {
        let ctx = self.ctx;
        if !ctx.is_multithreading_enabled() || rayon::current_num_threads() < 2 || ctx.may_have_distinct_attrs() {
            return false;
        }
        if ctx.op_name_str(holder.op_name(op)) != "builtin.module" {
            return false;
        }
        let Some(body) = holder.isolated_body(op) else { return false };
        let &[region] = body.top_regions() else { return false };
        let Some(block) = body.entry_block(region) else { return false };
        if body.next_block(block).is_some() || !body.block_args(block).is_empty() {
            return false;
        }
        let mut ops = 0;
        for o in body.block_ops(block) {
            if body.num_results(o) != 0 {
                return false;
            }
            ops += weight(body, o);
        }
        ops >= MIN_PARALLEL_OPS
    }

    /// Prints `ops` (of the module's body `body`, at `indent`), each on its
    /// line, as the serial loop of `print_region` does, on all threads.
    /// The module itself was not numbered (`number_from` skips it when
    /// printing in parallel): each run numbers its own ops.
    pub(super) fn print_ops_in_parallel(&mut self, out: &mut String, body: &Body, ops: &[OpId], indent: usize) {
        let runs = split_by_weight(body, ops, rayon::current_num_threads() * RUNS_PER_THREAD);
        // Generic numbering: the last op's values come first; a run starts
        // after the values and arguments of every run after it.
        let mut starts = vec![(0u32, 0u32); runs.len()];
        if self.opts.op_form == OpForm::Generic {
            let counts: Vec<(u32, u32)> = runs.par_iter().map(|run| count_numbers(body, run)).collect();
            let mut next = (self.next_value, self.next_arg);
            for (start, count) in starts.iter_mut().zip(counts).rev() {
                *start = next;
                next = (next.0 + count.0, next.1 + count.1);
            }
        }
        let template = Template {
            ctx: self.ctx,
            opts: self.opts,
            aliases: &self.aliases,
            alias_order: &self.alias_order,
            default_dialects: &self.default_dialects,
        };
        let texts: Vec<String> = runs
            .par_iter()
            .zip(starts)
            .map(|(run, start)| template.printer().print_run(body, run, start, indent))
            .collect();
        for text in texts {
            out.push_str(&text);
            if out.len() >= FLUSH_AT {
                if let Some(sink) = self.sink.as_mut() {
                    sink(out);
                    out.clear();
                }
            }
        }
    }

    /// Numbers and prints one run of the module's ops.
    fn print_run(&mut self, body: &Body, run: &[OpId], (next_value, next_arg): (u32, u32), indent: usize) -> String {
        match self.opts.op_form {
            OpForm::Generic => {
                self.next_value = next_value;
                self.next_arg = next_arg;
                for &op in run.iter().rev() {
                    self.number_from(body, op);
                }
            }
            OpForm::Pretty => {
                for &op in run {
                    self.next_value = 0;
                    self.next_arg = 0;
                    self.number_from(body, op);
                }
            }
        }
        let ops: usize = run.iter().map(|&op| weight(body, op)).sum();
        let mut out = String::with_capacity(ops * 150);
        for &op in run {
            self.print_op(&mut out, body, op, indent);
            out.push('\n');
        }
        out
    }
}

/// What a run's printer starts from: the serial printer's options,
/// aliases and default dialects (a printer itself cannot be shared
/// between threads).
struct Template<'p, 'c> {
    ctx: &'c Context,
    opts: PrintOptions,
    aliases: &'p FxHashMap<Attribute, AliasInfo>,
    alias_order: &'p Vec<(Attribute, String)>,
    default_dialects: &'p Vec<&'static str>,
}

impl<'c> Template<'_, 'c> {
    /// A printer with nothing numbered yet.
    fn printer(&self) -> Printer<'c, 'static> {
        let mut p = Printer::new(self.ctx, self.opts);
        p.aliases = self.aliases.clone();
        p.alias_order = self.alias_order.clone();
        p.default_dialects = self.default_dialects.clone();
        p
    }
}

/// How much printing `op` (of the module's body) takes: itself and the ops
/// of its own body, not counting deeper bodies (a guess need not be exact).
fn weight(body: &Body, op: OpId) -> usize {
    1 + body.isolated_body(op).map_or(0, Body::op_capacity)
}

/// `ops` cut into about `count` runs of consecutive ops with about as many
/// nested ops each.
fn split_by_weight(body: &Body, ops: &[OpId], count: usize) -> Vec<Vec<OpId>> {
    let total: usize = ops.iter().map(|&op| weight(body, op)).sum();
    let per_run = total.div_ceil(count.max(1)).max(1);
    let mut runs = Vec::with_capacity(count);
    let mut run = Vec::new();
    let mut in_run = 0;
    for &op in ops {
        run.push(op);
        in_run += weight(body, op);
        if in_run >= per_run {
            runs.push(std::mem::take(&mut run));
            in_run = 0;
        }
    }
    if !run.is_empty() {
        runs.push(run);
    }
    runs
}

/// How many value numbers and entry-argument numbers the generic form's
/// numbering gives the ops of `run` and everything nested in them: one per
/// op with results, one per argument (entry blocks' count apart).
fn count_numbers(body: &Body, run: &[OpId]) -> (u32, u32) {
    let (mut values, mut args) = (0u32, 0u32);
    let mut stack: Vec<(&Body, RegionId)> = Vec::new();
    for &op in run {
        let (host, regions) = body.op_region_host(op);
        stack.extend(regions.iter().map(|&r| (host, r)));
    }
    while let Some((body, region)) = stack.pop() {
        for b in body.blocks_of(region) {
            let n = body.block_args(b).len() as u32;
            if body.is_entry_block(b) {
                args += n;
            } else {
                values += n;
            }
            for op in body.block_ops(b) {
                if body.num_results(op) > 0 {
                    values += 1;
                }
                let (host, regions) = body.op_region_host(op);
                stack.extend(regions.iter().map(|&r| (host, r)));
            }
        }
    }
    (values, args)
}

#[cfg(test)]
mod tests {
    use super::MIN_PARALLEL_OPS;
    use crate::ir::parser::big_module;
    use crate::ir::printer::{print_owned, print_owned_to, OpForm, PrintOptions, Printer};
    use crate::ir::{parse_source, Context, OwnedOp, ParseOptions};

    fn parse(ctx: &Context, text: &str) -> OwnedOp {
        ctx.set_multithreading(false);
        let owned = parse_source(ctx, ParseOptions { file_name: "big.mlir" }, text).expect("parses");
        ctx.set_multithreading(true);
        owned
    }

    /// Prints `owned` serially and on four threads, as a string and
    /// streamed; all must agree. Returns the text.
    fn check(ctx: &Context, owned: &OwnedOp, opts: PrintOptions, in_parallel: bool) -> String {
        ctx.set_multithreading(false);
        let serial = print_owned(ctx, owned, opts);
        ctx.set_multithreading(true);
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().expect("a thread pool");
        let (parallel, streamed, can) = pool.install(|| {
            let mut streamed = String::new();
            print_owned_to(ctx, owned, opts, &mut |s| streamed.push_str(s));
            let can = Printer::new(ctx, opts).can_print_in_parallel(owned.enclosing_body(), owned.op());
            (print_owned(ctx, owned, opts), streamed, can)
        });
        assert_eq!(can, in_parallel, "printed in parallel");
        assert!(serial == parallel, "the parallel print differs from the serial one");
        assert!(serial == streamed, "the streamed parallel print differs from the serial one");
        serial
    }

    fn all_forms() -> [PrintOptions; 4] {
        let opts = |debug_info, op_form| PrintOptions { debug_info, local_scope: false, op_form };
        [
            opts(false, OpForm::Pretty),
            opts(false, OpForm::Generic),
            opts(true, OpForm::Pretty),
            opts(true, OpForm::Generic),
        ]
    }

    #[test]
    fn a_large_module_prints_in_parallel_as_serially_in_every_form() {
        let ctx = Context::new();
        let owned = parse(&ctx, &big_module(2000, |_, _| {}));
        assert!(owned.enclosing_body().isolated_body(owned.op()).is_some());
        for opts in all_forms() {
            let text = check(&ctx, &owned, opts, true);
            assert!(text.contains("@f1999"));
        }
        // Generic numbering runs across the module, the last function
        // first: each has four entry arguments (two of its own, two of its
        // loop's body), so the first function's start at 4 * 1999.
        let generic = check(&ctx, &owned, all_forms()[1], true);
        let first = generic.find("%arg").map(|at| &generic[at..at + 9]);
        assert_eq!(first, Some("%arg7996:"), "the first function's arguments come last");
    }

    #[test]
    fn small_modules_and_distinct_attributes_print_serially() {
        let ctx = Context::new();
        let small = parse(&ctx, &big_module(MIN_PARALLEL_OPS / 20, |_, _| {}));
        check(&ctx, &small, all_forms()[0], false);
        let ctx = Context::new();
        let text = big_module(2000, |i, text| {
            if i == 5 {
                text.push_str("  func.func private @d() attributes {test.d = distinct[0]<unit>}\n");
            }
        });
        let owned = parse(&ctx, &text);
        for opts in all_forms() {
            check(&ctx, &owned, opts, false);
        }
    }

    #[test]
    fn module_level_results_print_serially() {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let text = big_module(2000, |i, text| {
            if i == 7 {
                text.push_str("  %top = \"test.def\"() : () -> i32\n");
            }
        });
        let owned = parse(&ctx, &text);
        check(&ctx, &owned, all_forms()[0], false);
    }
}
