//! Iteration and rewrite limits, convergence, region simplification
//! levels, and the op-list driver with its strict modes.

use pass_runtime::rewrite::{
    apply_op_patterns_greedily, apply_patterns_greedily, GreedyRewriteConfig, RegionSimplification, RewritePatternSet,
    Strictness,
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

#[test]
fn a_cyclic_pattern_is_cut_by_the_rewrite_budget_and_never_converges() {
    let ctx = context();
    let patterns = canonicalization_patterns();
    let mut module = parse(&ctx, &func_module("", FLIP));
    // Each iteration applies one rewrite and stops: ten iterations.
    let config = GreedyRewriteConfig { max_num_rewrites: 1, ..Default::default() };
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config);
    assert!(!result.converged && result.changed);
    assert_eq!(result.stats.patterns_applied, 10);

    let config = GreedyRewriteConfig { max_num_rewrites: 3, max_iterations: 4, ..Default::default() };
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config);
    assert!(!result.converged);
    assert_eq!(result.stats.patterns_applied, 12);
}

#[test]
fn no_iteration_at_all_converges_trivially() {
    let ctx = context();
    let patterns = canonicalization_patterns();
    let mut module = parse(&ctx, &func_module("", FLIP));
    let config = GreedyRewriteConfig { max_iterations: 0, ..Default::default() };
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config);
    assert!(result.converged && !result.changed);
    assert_eq!(result.stats.patterns_applied, 0);
    // A zero budget: iterations run, but no op is processed.
    let config = GreedyRewriteConfig { max_num_rewrites: 0, ..Default::default() };
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, &config);
    assert!(result.converged && !result.changed);
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
    // No patterns: `cf`'s own would merge the blocks.
    let patterns = pass_runtime::rewrite::FrozenPatternSet::default();
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
