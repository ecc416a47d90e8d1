//! The order in which the driver offers ops to patterns: MLIR's worklist,
//! seeded in pre-order and reversed (top-down) or in post-order with each
//! op's ancestors pushed right after it (bottom-up), popped from the back.

use pass_runtime::rewrite::{apply_patterns_greedily, GreedyRewriteConfig, GreedyRewriteResult};

use crate::common::*;

const NESTED: &str = r#"    %0 = "tst.sink"(%x) {tag = "a"} : (i32) -> i32
    "tst.region"() ({
      %1 = "tst.sink"(%0) {tag = "b"} : (i32) -> i32
      "tst.sink"(%1) {tag = "c"} : (i32) -> ()
      "tst.yield"() {tag = "d"} : () -> ()
    }) {tag = "r"} : () -> ()
    "tst.sink"(%0) {tag = "e"} : (i32) -> ()
    "func.return"() {tag = "ret"} : () -> ()
"#;

/// Runs the driver with `config` on `@f(%x: i32)` holding `ops`, with the
/// recorder and (when `canonicalize`) the `tst` canonicalization patterns:
/// the result and the tags of the ops offered, in order.
fn visits(ops: &str, canonicalize: Canonicalize, config: &GreedyRewriteConfig) -> (GreedyRewriteResult, Vec<String>) {
    let ctx = context();
    let mut module = parse(&ctx, &func_module("%x: i32", ops));
    let (mut set, seen) = recording(|_| {});
    if canonicalize == Canonicalize::Too {
        set.add_canonicalization_patterns(&ctx);
    }
    let patterns = set.freeze();
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &patterns, config);
    (result, take(&seen))
}

/// Whether [`visits`] adds the canonicalization patterns to the recorder.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Canonicalize {
    No,
    Too,
}

fn order(config: &GreedyRewriteConfig) -> Vec<String> {
    let (result, seen) = visits(NESTED, Canonicalize::No, config);
    assert!(result.converged && !result.changed);
    seen
}

#[test]
fn top_down_visits_in_pre_order() {
    assert_eq!(order(&GreedyRewriteConfig::default()), ["a", "r", "b", "c", "d", "e", "ret"]);
}

#[test]
fn bottom_up_visits_in_reverse_post_order_with_parents_queued_after_their_first_op() {
    // Post-order seeding pushes a, b, then b's ancestor r, c, d, e, ret.
    let config = GreedyRewriteConfig { top_down: false, ..Default::default() };
    assert_eq!(order(&config), ["ret", "e", "d", "c", "r", "b", "a"]);
}

#[test]
fn ops_created_by_a_rewrite_are_visited_next() {
    // `double-to-add` replaces d with an add: the add is pushed (inserted);
    // the user s is modified but already queued, so it keeps its place.
    let body = r#"    %0 = "tst.double"(%x) {tag = "d"} : (i32) -> i32
    "tst.sink"(%0) {tag = "s"} : (i32) -> ()
    "tst.sink"(%x) {tag = "t"} : (i32) -> ()
    "func.return"() {tag = "ret"} : () -> ()
"#;
    let (result, seen) = visits(body, Canonicalize::Too, &GreedyRewriteConfig::default());
    assert!(result.converged && result.changed);
    assert_eq!(result.stats.patterns_applied, 1);
    // d is rewritten by `double-to-add`, which is rooted and so tried before
    // the recorder of equal benefit. Then the new add (no tag), s, t, ret;
    // the second iteration sees them again and changes nothing.
    assert_eq!(seen, ["?", "s", "t", "ret", "?", "s", "t", "ret"]);
}

#[test]
fn a_modified_op_not_queued_is_pushed_with_its_ancestors() {
    // Bottom-up, the user s (inside the region) is popped before d and so is
    // no longer queued when d's replacement modifies it: s is pushed, then
    // its ancestor r, so r comes out first.
    let body = r#"    %0 = "tst.double"(%x) {tag = "d"} : (i32) -> i32
    "tst.region"() ({
      "tst.sink"(%0) {tag = "s"} : (i32) -> ()
      "tst.yield"() {tag = "y"} : () -> ()
    }) {tag = "r"} : () -> ()
    "func.return"() {tag = "ret"} : () -> ()
"#;
    let config = GreedyRewriteConfig { top_down: false, max_iterations: 1, ..Default::default() };
    let (result, seen) = visits(body, Canonicalize::Too, &config);
    assert!(!result.converged && result.changed);
    // Seeded: d, s, r, y, ret; popped: ret, y, r, s, then d is rewritten:
    // the add is pushed, then s (modified) and r (its ancestor).
    assert_eq!(seen, ["ret", "y", "r", "s", "r", "s", "?"]);
}
