//! The debug log's shape: the tree of the specification's "Debugging"
//! section (here with the op ids of our IR instead of pointers, and the
//! pattern's name under its header).

use pass_runtime::ir::Context;
use pass_runtime::rewrite::PatternInfo;
use std::sync::Arc;

use pass_runtime::conversion::{ConversionPatternSet, ConversionTarget, TypeConverter};

use crate::common::*;

/// A function that only returns.
const RETURN_ONLY: &str = in_func!("\n");

/// A target where the module and functions are legal.
fn function_legal(ctx: &Context) -> ConversionTarget {
    let mut t = module_target(ctx, &[]);
    t.add_legal_op(ctx.op_name("func.func"));
    t
}

/// The specification's example: `func.return` lowered to `spirv.Return`.
#[test]
fn the_specifications_example() {
    let ctx = context();
    let mut t = function_legal(&ctx);
    t.add_legal_dialect("spirv");
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(rename(&ctx, "func.return", "spirv.Return").named("ReturnToSPIRV"));
    let (log, config) = logged_config();
    convert_text(&ctx, RETURN_ONLY, Mode::Full, &t, patterns, &config).unwrap();
    let expected = r#"
//===-------------------------------------------===//
Legalizing operation : 'builtin.module'(op0@0) {
} -> SUCCESS : operation marked legal by the target
//===-------------------------------------------===//

//===-------------------------------------------===//
Legalizing operation : 'func.func'(op0@1) {
} -> SUCCESS : operation marked legal by the target
//===-------------------------------------------===//

//===-------------------------------------------===//
Legalizing operation : 'func.return'(op0@2) {
  "func.return"() : () -> ()
  * Fold {
  } -> FAILURE : unable to fold

  * Pattern : 'func.return -> (spirv.Return)' {
    (pattern 'ReturnToSPIRV')
    ** Insert  : 'spirv.Return'(op1@2)
    ** Replace : 'func.return'(op0@2)

    //===-------------------------------------------===//
    Legalizing operation : 'spirv.Return'(op1@2) {
      "spirv.Return"() : () -> ()
    } -> SUCCESS : operation marked legal by the target
    //===-------------------------------------------===//
  } -> SUCCESS : pattern applied successfully
} -> SUCCESS
//===-------------------------------------------===//
"#;
    assert_eq!(log.take(), expected);
}

/// Why patterns fail: their own reason, an operand type the converter
/// rejects, a result that cannot be legalized, recursion; and the final
/// verdict.
#[test]
fn failures_are_explained() {
    let ctx = context();
    let input = in_func!(
        r#"
  %0 = "a.make"() : () -> i1
  "a.use"(%0) : (i1) -> ()
"#
    );
    let mut tc = TypeConverter::new();
    tc.add_conversion(|ctx, t| (t != ctx.i1()).then_some(t));
    let tc = Arc::new(tc);
    let mut t = module_target(&ctx, &["func"]);
    t.add_illegal_op(ctx.op_name("bad.op"));
    t.add_legal_dialect("b");
    let mut patterns = ConversionPatternSet::new();
    patterns
        .add_conversion(fn_conversion(&ctx, "a.make", |_, _, rw| rw.notify_match_failure("not today")).named("picky"));
    // Declaring no generated ops keeps it from being pruned by the
    // legalization graph (bad.op cannot be legalized).
    let to_bad = rename(&ctx, "a.make", "bad.op").map_info(|_| PatternInfo::new(&ctx, "to-bad", "a.make"));
    patterns.add_conversion(to_bad);
    patterns.add_conversion(rename(&ctx, "a.use", "b.use").with_converter(&tc).named("typed"));
    let (log, config) = logged_config();
    convert_text(&ctx, input, Mode::Partial, &t, patterns, &config).unwrap();
    let text = log.take();
    for line in [
        "  * Pattern : 'a.make -> ()' {",
        "    (pattern 'picky')",
        "    ** Failure : not today",
        "  } -> FAILURE : pattern failed to match",
        "  * Pattern : 'a.make -> ()' {",
        "    (pattern 'to-bad')",
        "    ** Insert  : 'bad.op'(op3@2)",
        "    ** Replace : 'a.make'(op0@2)",
        "    Legalizing operation : 'bad.op'(op3@2) {",
        "    } -> FAILURE : no matched legalization pattern",
        "  } -> FAILURE : failed to legalize generated operation 'bad.op'(op3@2)",
        "} -> FAILURE : no matched legalization pattern",
        "  * Pattern : 'a.use -> (b.use)' {",
        "    ** Failure : unable to convert type for operand #0, type was i1",
    ] {
        assert!(text.lines().any(|l| l == line), "missing {line:?} in:\n{text}");
    }
}

/// Ops nested in recursively legal ops are skipped with a note; the log is
/// off (and costs nothing) unless asked for.
#[test]
fn recursive_legality_and_switching() {
    let ctx = context();
    let mut t = function_legal(&ctx);
    t.mark_op_recursively_legal(ctx.op_name("func.func"));
    let (log, config) = logged_config();
    convert_text(&ctx, RETURN_ONLY, Mode::Full, &t, ConversionPatternSet::new(), &config).unwrap();
    let text = log.take();
    assert!(text.contains(
        "} -> SUCCESS : operation marked legal by the target; NOTE: operation is recursively legal; skipping internals"
    ));
    assert!(!text.contains("func.return"), "{text}");
    convert_without_patterns(&ctx, RETURN_ONLY, Mode::Full, &t).unwrap();
    assert!(log.take().is_empty());
}
