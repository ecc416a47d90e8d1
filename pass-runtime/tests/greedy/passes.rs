//! The `canonicalize` pass: its options, pattern filters, convergence test
//! and statistics.

use pass_runtime::ir::Context;
use pass_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};
use pass_runtime::rewrite::{GreedyRewriteConfig, RegionSimplification};
use pass_runtime::transforms::Canonicalizer;

use crate::common::*;

fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
    registry
}

/// Runs `pipeline` on a function holding `body`: the output, or the errors.
fn run(ctx: &Context, pipeline: &str, body: &str) -> Result<String, Vec<String>> {
    let pm = parse_pass_pipeline(pipeline, &registry()).unwrap();
    let mut module = parse(ctx, &func_module("%x: i32", body));
    let mut pm = PassManager::from_pipeline(pm);
    match pm.run(ctx, &mut module) {
        Ok(_) => Ok(print(ctx, &module)),
        Err(e) => Err(e.diagnostics.iter().map(|d| d.message.clone()).collect()),
    }
}

#[test]
fn options_parse_print_and_configure_the_driver() {
    let pm = parse_pass_pipeline(
        "builtin.module(func.func(canonicalize{top-down=false region-simplify=aggressive max-iterations=3 \
         max-num-rewrites=5 test-convergence=true disable-patterns=a,b enable-patterns={c,d}}))",
        &registry(),
    )
    .unwrap();
    let mut text = String::new();
    pm.print_as_textual_pipeline(&mut text);
    // MLIR's spelling: options sorted, lists in braces.
    assert_eq!(
        text,
        "builtin.module(func.func(canonicalize{disable-patterns={a,b} enable-patterns={c,d} max-iterations=3 \
         max-num-rewrites=5 region-simplify=aggressive test-convergence=true top-down=false}))"
    );

    let mut pass = Canonicalizer::default();
    assert_eq!(pass.config(), GreedyRewriteConfig::default());
    pass.options.top_down_processing_enabled = false;
    pass.options.max_iterations = 3;
    pass.options.region_simplify_level = pass_runtime::transforms::CanonicalizerRegionSimplifyLevel::Disabled;
    let config = pass.config();
    assert!(!config.top_down && config.max_iterations == 3);
    assert_eq!(config.region_simplification, RegionSimplification::Disabled);

    let err = parse_pass_pipeline("builtin.module(canonicalize{region-simplify=sometimes})", &registry());
    assert!(err.is_err());
}

const FLIP_AND_DOUBLE: &str = r#"    "tst.flip"() : () -> ()
    %0 = "tst.double"(%x) : (i32) -> i32
    "tst.sink"(%0) : (i32) -> ()
    "func.return"() : () -> ()
"#;

#[test]
fn test_convergence_fails_the_pass_when_the_rewrite_does_not_converge() {
    let ctx = context();
    // The flip pattern never converges; a budget of one rewrite per
    // iteration keeps each iteration finite.
    let failing = "builtin.module(func.func(canonicalize{max-num-rewrites=1 test-convergence=true}))";
    let errors = run(&ctx, failing, FLIP_AND_DOUBLE).unwrap_err();
    // MLIR's pass fails without a message of its own; the pass manager
    // says which pass failed.
    assert_eq!(errors, ["pass 'canonicalize' failed on 'func.func' op"]);
    // Best effort without the option.
    let output = run(&ctx, "builtin.module(func.func(canonicalize{max-num-rewrites=1}))", FLIP_AND_DOUBLE).unwrap();
    assert!(output.contains("tst.flip"));
}

#[test]
fn patterns_are_filtered_by_name_and_label() {
    let ctx = context();
    let converges = |filter: &str| {
        let pipeline =
            format!("builtin.module(func.func(canonicalize{{max-num-rewrites=1 test-convergence=true {filter}}}))");
        run(&ctx, &pipeline, FLIP_AND_DOUBLE)
    };
    // Without `flip`, by name or by label, the rest converges.
    let out = converges("disable-patterns=flip").unwrap();
    assert!(out.contains("tst.add") && !out.contains("tst.double"));
    let out = converges("disable-patterns=toggles").unwrap();
    assert!(out.contains("tst.add"));
    // Only `double-to-add`.
    let out = converges("enable-patterns=double-to-add").unwrap();
    assert!(out.contains("tst.add"));
    // Only `flip`: never converges; `double-to-add` is off.
    assert!(converges("enable-patterns=flip").is_err());
    // Both off.
    let out = converges("disable-patterns=flip,double-to-add").unwrap();
    assert!(out.contains("tst.double"));
}

#[test]
fn statistics_count_patterns_folds_and_erasures() {
    let ctx = context();
    let body = r#"    %0 = "tst.const"() <{value = 2 : i32}> : () -> i32
    %1 = "tst.double"(%0) : (i32) -> i32
    %2 = "tst.neg"(%x) : (i32) -> i32
    "tst.sink"(%1) : (i32) -> ()
    "func.return"() : () -> ()
"#;
    let pm = parse_pass_pipeline("builtin.module(func.func(canonicalize))", &registry()).unwrap();
    let mut module = parse(&ctx, &func_module("%x: i32", body));
    let mut pm = PassManager::from_pipeline(pm);
    pm.run(&ctx, &mut module).unwrap();
    let stats: Vec<(String, u64)> = pm
        .pipeline()
        .passes()
        .iter()
        .flat_map(|p| p.statistics().into_iter().map(|s| (s.name().to_string(), s.get())).collect::<Vec<_>>())
        .collect();
    // double(2) becomes add(2, 2) (a pattern), which folds to 4; the neg is
    // dead, and so are the double, the add and the 2 once replaced.
    assert!(stats.contains(&("num-patterns-applied".to_string(), 1)), "{stats:?}");
    assert!(stats.contains(&("num-ops-folded".to_string(), 1)), "{stats:?}");
    assert!(stats.contains(&("num-ops-erased".to_string(), 4)), "{stats:?}");
}
