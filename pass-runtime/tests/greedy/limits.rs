//! Iteration and rewrite limits, convergence, region simplification
//! levels, and the op-list driver with its strict modes.

use pass_runtime::rewrite::{
    apply_op_patterns_greedily, apply_patterns_greedily, GreedyRewriteConfig, GreedyRewriteResult,
    RegionSimplification, RewritePatternSet, Strictness,
};

use crate::common::*;

const FLIP: &str = r#"    "tst.flip"() : () -> ()
    "func.return"() : () -> ()
"#;

fn canonicalization_patterns() -> pass_runtime::rewrite::FrozenPatternSet {
    let ctx = context();
    let mut set = RewritePatternSet::new();
    set.add_canonicalization_patterns(&ctx);
    set.freeze()
}

/// Runs the canonicalization patterns on the function of [`FLIP`] with
/// each of `configs` in turn (each run on what the runs before left).
fn run_on_flip<const N: usize>(configs: [GreedyRewriteConfig; N]) -> [GreedyRewriteResult; N] {
    let ctx = context();
    let patterns = canonicalization_patterns();
    let mut module = parse(&ctx, &func_module("", FLIP));
    configs.map(|config| apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config))
}

#[test]
fn a_cyclic_pattern_is_cut_by_the_rewrite_budget_and_never_converges() {
    let [one, three] = run_on_flip([
        // Each iteration applies one rewrite and stops: ten iterations.
        GreedyRewriteConfig { max_num_rewrites: 1, ..Default::default() },
        GreedyRewriteConfig { max_num_rewrites: 3, max_iterations: 4, ..Default::default() },
    ]);
    assert!(!one.converged && one.changed);
    assert_eq!(one.stats.patterns_applied, 10);
    assert!(!three.converged);
    assert_eq!(three.stats.patterns_applied, 12);
}

/// With no rewrite limit and no iteration limit, a pattern that always
/// applies is still stopped: the safety budget ends the first iteration
/// after `MIN_SAFETY_REWRITES` rewrites (the function has few ops), and the
/// run, not converged.
#[test]
fn a_cyclic_pattern_with_no_limits_is_stopped_by_the_safety_budget() {
    let config = GreedyRewriteConfig {
        max_num_rewrites: GreedyRewriteConfig::NO_LIMIT,
        max_iterations: GreedyRewriteConfig::NO_LIMIT,
        ..Default::default()
    };
    let [result] = run_on_flip([config]);
    assert!(!result.converged && result.changed);
    assert_eq!(result.stats.patterns_applied as i64, GreedyRewriteConfig::MIN_SAFETY_REWRITES);
}

#[test]
fn no_iteration_at_all_converges_trivially() {
    let [no_iteration, zero_budget] = run_on_flip([
        GreedyRewriteConfig { max_iterations: 0, ..Default::default() },
        // A zero budget: iterations run, but no op is processed.
        GreedyRewriteConfig { max_num_rewrites: 0, ..Default::default() },
    ]);
    assert!(no_iteration.converged && !no_iteration.changed);
    assert_eq!(no_iteration.stats.patterns_applied, 0);
    assert!(zero_budget.converged && !zero_budget.changed);
}

const BLOCKS: &str = r#"    "cf.br"(%x)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):
    "tst.sink"() : () -> ()
    "func.return"() : () -> ()
  ^bb2:
    "tst.sink"() : () -> ()
    "cf.br"(%x)[^bb1] : (i32) -> ()
"#;

#[test]
fn region_simplification_levels() {
    let ctx = context();
    // No patterns: `cf.br`'s own canonicalization would merge the blocks at
    // every level.
    let patterns = RewritePatternSet::new().freeze();
    let run = |level| {
        let mut module = parse(&ctx, &func_module("%x: i32", BLOCKS));
        let config = GreedyRewriteConfig { region_simplification: level, ..Default::default() };
        let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config);
        assert!(result.converged);
        let text = print(&ctx, &module);
        (text.contains("^bb2"), text.contains("^bb1(%"))
    };
    // The unreachable block goes at every level (MLIR 22 erases unreachable
    // blocks at the start of each iteration); the dead argument only when
    // simplifying.
    assert_eq!(run(RegionSimplification::Disabled), (false, true));
    assert_eq!(run(RegionSimplification::Normal), (false, false));
    assert_eq!(run(RegionSimplification::Aggressive), (false, false));
}

const DOUBLE: &str = r#"    %0 = "tst.const"() <{value = 2 : i32}> : () -> i32
    %1 = "tst.double"(%0) : (i32) -> i32
    "tst.sink"(%1) : (i32) -> ()
    "func.return"() : () -> ()
"#;

#[test]
fn op_list_driver_and_strict_modes() {
    let ctx = context();
    let patterns = canonicalization_patterns();
    let run = |strictness| {
        let mut module = parse(&ctx, &func_module("", DOUBLE));
        let body = func_body(&mut module);
        let entry = body.entry_block(body.top_regions()[0]).unwrap();
        let double = body.block_ops(entry).nth(1).unwrap();
        let config = GreedyRewriteConfig { strictness, ..Default::default() };
        let result = apply_op_patterns_greedily(&ctx, body, &[double], &patterns, &config);
        assert!(result.converged && result.changed && result.all_erased);
        print(&ctx, &module)
    };
    // Any op: the add the pattern creates folds to 4 (materialized before
    // it), and the 2 dies.
    let any = run(Strictness::AnyOp);
    assert!(any.contains("value = 4") && !any.contains("tst.add") && !any.contains("value = 2"));
    // Existing and new ops: the add is new, so it folds too; the 2 was
    // neither given nor created, so it stays.
    let new = run(Strictness::ExistingAndNewOps);
    assert!(new.contains("value = 4") && !new.contains("tst.add") && new.contains("value = 2"));
    // Existing ops only: the add is left alone.
    let existing = run(Strictness::ExistingOps);
    assert!(!existing.contains("value = 4") && existing.contains("tst.add"));

    let mut module = parse(&ctx, &func_module("", DOUBLE));
    let result = apply_op_patterns_greedily(&ctx, func_body(&mut module), &[], &patterns, &Default::default());
    assert!(result.converged && !result.changed && result.all_erased);
}

/// Replaces a `from` op with a `to` op: with its mirror image, a pattern
/// pair that ping-pongs forever (`pp.ping` -> `pp.pong` -> `pp.ping`).
struct Rename {
    info: pass_runtime::rewrite::PatternInfo,
    to: pass_runtime::ir::OpName,
}

impl pass_runtime::rewrite::RewritePattern for Rename {
    fn info(&self) -> &pass_runtime::rewrite::PatternInfo {
        &self.info
    }
    fn match_and_rewrite(
        &self,
        op: pass_runtime::ir::OpId,
        rewriter: &mut pass_runtime::rewrite::PatternRewriter<'_>,
    ) -> bool {
        let ctx = rewriter.context();
        let loc = rewriter.body().loc(op);
        let spec = pass_runtime::ir::OpSpec::new(ctx, self.to, loc);
        rewriter.replace_op_with_new_op(op, &spec);
        true
    }
}

#[test]
fn a_ping_ponging_pattern_pair_stops_at_the_limits() {
    let ctx = context();
    let (ping, pong) = (ctx.op_name("pp.ping"), ctx.op_name("pp.pong"));
    let mut set = RewritePatternSet::new();
    let info = |from| pass_runtime::rewrite::PatternInfo::for_op("rename", from);
    set.add(Rename { info: info(ping), to: pong });
    set.add(Rename { info: info(pong), to: ping });
    let patterns = set.freeze();
    let mut module = parse(&ctx, &func_module("", "    \"pp.ping\"() : () -> ()\n    \"func.return\"() : () -> ()\n"));
    // Each of the ten iterations stops after 1,000 rewrites; the pair is
    // still at it, so the driver reports that it did not converge (which
    // `canonicalize{test-convergence}` turns into a failure).
    let config = GreedyRewriteConfig { max_num_rewrites: 1000, ..Default::default() };
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config);
    assert!(!result.converged && result.changed);
    assert_eq!(result.stats.patterns_applied, 10 * 1000);
    // An even number of renames: back to `pp.ping`.
    assert!(print(&ctx, &module).contains("pp.ping"));
    // One iteration with a budget of three: `pp.pong`.
    let config = GreedyRewriteConfig { max_num_rewrites: 3, max_iterations: 1, ..Default::default() };
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config);
    assert!(!result.converged);
    assert_eq!(result.stats.patterns_applied, 3);
    assert!(print(&ctx, &module).contains("pp.pong"));
}
