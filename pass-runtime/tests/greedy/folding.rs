//! Folding through the driver: constants materialized by the dialect right
//! before the folded op, hoisted and de-duplicated by the next iteration's
//! seeding; folds to existing values; in-place folds; failed
//! materialization; dead ops.

use pass_runtime::rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyRewriteConfig};

use crate::common::*;

/// Runs the driver on one function holding `body`, checks that the printed
/// function body (its lines, without the module and function lines) is
/// `expected`, and returns the result.
fn run(body: &str, config: &GreedyRewriteConfig, expected: &str) -> pass_runtime::rewrite::GreedyRewriteResult {
    let ctx = context();
    let mut module = parse(&ctx, &func_module("%x: i32", body));
    let result = apply_patterns_greedily(&ctx, func_body(&mut module), &FrozenPatternSet::default(), config);
    let text = print(&ctx, &module);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[3..lines.len() - 3].join("\n") + "\n", expected);
    result
}

#[test]
fn folded_constants_land_before_the_op_then_move_to_the_top_and_merge() {
    let body = r#"    "tst.sink"(%x) : (i32) -> ()
    %0 = "tst.const"() <{value = 1 : i32}> : () -> i32
    %1 = "tst.const"() <{value = 2 : i32}> : () -> i32
    %2 = "tst.add"(%0, %1) : (i32, i32) -> i32
    %3 = "tst.add"(%x, %2) : (i32, i32) -> i32
    "tst.sink"(%3) : (i32) -> ()
    %4 = "tst.const"() <{value = 3 : i32}> : () -> i32
    "tst.sink"(%4) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    // One iteration: seeding moves the constants 1, 2 and 3 to the top
    // (each in front of the previous, as none follows a kept constant); 1 + 2
    // folds to a new 3 right before the add, and 1 and 2 die.
    let one = GreedyRewriteConfig { max_iterations: 1, ..Default::default() };
    let expected = r#"    %0 = "tst.const"() <{value = 3 : i32}> : () -> i32
    "tst.sink"(%arg0) : (i32) -> ()
    %1 = "tst.const"() <{value = 3 : i32}> : () -> i32
    %2 = "tst.add"(%arg0, %1) : (i32, i32) -> i32
    "tst.sink"(%2) : (i32) -> ()
    "tst.sink"(%0) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    let result = run(body, &one, expected);
    assert!(!result.converged && result.changed);
    assert_eq!((result.stats.ops_folded, result.stats.ops_erased), (1, 3));

    // The second iteration's seeding replaces the new 3 with the first.
    let expected = r#"    %0 = "tst.const"() <{value = 3 : i32}> : () -> i32
    "tst.sink"(%arg0) : (i32) -> ()
    %1 = "tst.add"(%arg0, %0) : (i32, i32) -> i32
    "tst.sink"(%1) : (i32) -> ()
    "tst.sink"(%0) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    let result = run(body, &GreedyRewriteConfig::default(), expected);
    assert!(result.converged && result.changed);
    assert_eq!(result.stats, pass_runtime::rewrite::RewriteStats { patterns_applied: 0, ops_folded: 1, ops_erased: 4 });
}

#[test]
fn constants_in_nested_regions_go_to_the_entry_block_unless_an_unregistered_op_holds_them() {
    // What follows the registered op's region: the driver leaves it as it is.
    let unregistered = r#"    "u.region"() ({
      %1 = "tst.const"() <{value = 7 : i32}> : () -> i32
      "tst.sink"(%1) : (i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
"#;
    let registered = r#"    "tst.sink"(%x) : (i32) -> ()
    "tst.region"() ({
      %0 = "tst.const"() <{value = 7 : i32}> : () -> i32
      "tst.sink"(%0) : (i32) -> ()
      "tst.yield"() : () -> ()
    }) : () -> ()
"#;
    let hoisted = r#"    %0 = "tst.const"() <{value = 7 : i32}> : () -> i32
    "tst.sink"(%arg0) : (i32) -> ()
    "tst.region"() ({
      "tst.sink"(%0) : (i32) -> ()
      "tst.yield"() : () -> ()
    }) : () -> ()
"#;
    let body = registered.to_owned() + unregistered;
    let result = run(&body, &GreedyRewriteConfig::default(), &(hoisted.to_owned() + unregistered));
    // Seeding moves constants but reports no change.
    assert!(result.converged && !result.changed);
}

#[test]
fn constant_cse_can_be_turned_off() {
    let body = r#"    "tst.sink"(%x) : (i32) -> ()
    %0 = "tst.const"() <{value = 7 : i32}> : () -> i32
    %1 = "tst.const"() <{value = 7 : i32}> : () -> i32
    "tst.sink"(%0, %1) : (i32, i32) -> ()
    "func.return"() : () -> ()
"#;
    let config = GreedyRewriteConfig { enable_constant_cse: false, ..Default::default() };
    run(body, &config, &body.replace("%x", "%arg0"));
}

#[test]
fn folds_to_existing_values_in_place_and_failing_ones() {
    let body = r#"    %0 = "tst.const"() <{value = 0 : i32}> : () -> i32
    %1 = "tst.add"(%x, %0) : (i32, i32) -> i32
    %2 = "tst.neg"(%1) : (i32) -> i32
    %3 = "tst.neg"(%2) : (i32) -> i32
    %4 = "tst.const"() <{value = 5 : i32}> : () -> i32
    %5 = "tst.add"(%4, %3) : (i32, i32) -> i32
    "tst.sink"(%5) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    // x + 0 is x, neg(neg(x)) is x, and 5 + x has its constant moved to
    // the right (an in-place fold of the commutative trait).
    let expected = r#"    %0 = "tst.const"() <{value = 5 : i32}> : () -> i32
    %1 = "tst.add"(%arg0, %0) : (i32, i32) -> i32
    "tst.sink"(%1) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    let result = run(body, &GreedyRewriteConfig::default(), expected);
    assert!(result.converged);
    assert_eq!(result.stats.ops_folded, 3);
}

#[test]
fn folding_can_be_turned_off_and_dead_ops_still_go() {
    let body = r#"    %0 = "tst.const"() <{value = 0 : i32}> : () -> i32
    %1 = "tst.add"(%x, %0) : (i32, i32) -> i32
    %2 = "tst.neg"(%1) : (i32) -> i32
    "tst.region"() ({
      %3 = "tst.neg"(%2) : (i32) -> i32
      "tst.yield"() : () -> ()
    }) : () -> ()
    "tst.region"() ({
      "tst.sink"(%2) : (i32) -> ()
      "tst.yield"() : () -> ()
    }) : () -> ()
    "u.dead"(%1) : (i32) -> i32
    "func.return"() : () -> ()
"#;
    let config = GreedyRewriteConfig { enable_folding: false, ..Default::default() };
    // The first region holds only pure ops: it goes with them. The second
    // has a side effect, and unregistered ops may have any.
    let expected = r#"    %0 = "tst.const"() <{value = 0 : i32}> : () -> i32
    %1 = "tst.add"(%arg0, %0) : (i32, i32) -> i32
    %2 = "tst.neg"(%1) : (i32) -> i32
    "tst.region"() ({
      "tst.sink"(%2) : (i32) -> ()
      "tst.yield"() : () -> ()
    }) : () -> ()
    %3 = "u.dead"(%1) : (i32) -> i32
    "func.return"() : () -> ()
"#;
    let result = run(body, &config, expected);
    assert_eq!((result.stats.ops_folded, result.stats.ops_erased), (0, 3));
}

#[test]
fn a_folder_naming_the_ops_own_result_changed_it_in_place() {
    let body = r#"    %0 = "tst.mark"(%x) : (i32) -> i32
    "tst.sink"(%0) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    let expected = r#"    %0 = "tst.mark"(%arg0) {marked} : (i32) -> i32
    "tst.sink"(%0) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    let result = run(body, &GreedyRewriteConfig::default(), expected);
    assert!(result.converged && result.changed);
    assert_eq!((result.stats.ops_folded, result.stats.ops_erased), (1, 0));
}
