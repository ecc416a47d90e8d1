//! The conversion kit for a type that crosses function boundaries and
//! block arguments (MLIR's `FuncConversions.h`,
//! `populateFunctionOpInterfaceTypeConversionPattern` and
//! `StructuralTypeConversions.h`): `index` becomes `i64` in signatures,
//! calls, returns, branches and the blocks they reach, with the legality
//! helpers MLIR pairs with the patterns and the unrealized-cast
//! materializations where an unconverted op still uses a value.
//! `pass-opt`'s `test-decompose-call-graph-types` runs the 1:N case
//! against mlir-opt's output (`pass-opt/tests/builtin-passes`).

use std::sync::Arc;

use pass_runtime::conversion::{ConversionPatternSet, ConversionTarget, TypeConverter};
use pass_runtime::conversions::structural::{
    is_legal_for_branch_op_interface_type_conversion_pattern, is_legal_for_return_op_type_conversion_pattern,
    is_not_branch_op_interface_or_return_like_op, populate_call_op_type_conversion_pattern,
    populate_cf_structural_type_conversions_and_legality, populate_function_op_interface_type_conversion_pattern,
    populate_return_op_type_conversion_pattern,
};
use pass_runtime::ir::{Context, TypeKind};

use crate::common::*;

/// `index` becomes `i64`; everything else stays.
fn index_to_i64(ctx: &Context) -> Arc<TypeConverter> {
    let mut converter = TypeConverter::new();
    converter.add_conversion(|_, t| Some(t));
    converter.add_conversion(|ctx, t| matches!(ctx.type_kind(t), TypeKind::Index).then(|| ctx.i64()));
    converter.add_unrealized_cast_materializations(ctx);
    Arc::new(converter)
}

/// The target MLIR's users build with the kit: functions legal once their
/// signature is, calls once their types are, and branches and returns
/// through the helpers.
fn call_graph_target(ctx: &Context, converter: &Arc<TypeConverter>) -> ConversionTarget {
    let mut target = module_target(ctx, &[]);
    add_func_legal_by_signature(&mut target, ctx, converter);
    let c = converter.clone();
    target.add_dynamically_legal_op(ctx.op_name("func.call"), move |ctx, body, op| c.is_legal_op(ctx, body, op));
    let c = converter.clone();
    target.mark_unknown_op_dynamically_legal(move |ctx, body, op| {
        is_not_branch_op_interface_or_return_like_op(ctx, body, op)
            || is_legal_for_branch_op_interface_type_conversion_pattern(ctx, body, op, &c)
            || is_legal_for_return_op_type_conversion_pattern(ctx, body, op, &c, false)
    });
    target
}

fn kit_patterns(ctx: &Context, converter: &Arc<TypeConverter>) -> ConversionPatternSet {
    let mut patterns = ConversionPatternSet::new();
    populate_function_op_interface_type_conversion_pattern(ctx, "func.func", converter, &mut patterns);
    populate_call_op_type_conversion_pattern(ctx, converter, &mut patterns);
    populate_return_op_type_conversion_pattern(ctx, converter, &mut patterns);
    patterns
}

const LOOP: &str = r#"
func.func private @step(index) -> index
func.func @count(%n: index, %flag: i1) -> index {
  cf.br ^loop(%n : index)
^loop(%i: index):
  %next = call @step(%i) : (index) -> index
  "other.use"(%next) : (index) -> ()
  cf.cond_br %flag, ^loop(%next : index), ^done(%next, %flag : index, i1)
^done(%r: index, %f: i1):
  return %r : index
}
"#;

#[test]
fn an_index_changes_type_across_signatures_calls_branches_and_returns() {
    let ctx = context();
    let converter = index_to_i64(&ctx);
    for config in both_modes() {
        let mut target = call_graph_target(&ctx, &converter);
        let mut patterns = kit_patterns(&ctx, &converter);
        populate_cf_structural_type_conversions_and_legality(&ctx, &converter, &mut patterns, &mut target);
        let out = convert_text(&ctx, LOOP, Mode::Partial, &target, patterns, &config).unwrap_or_else(|e| panic!("{e}"));
        // The signatures, the call, the branches and the blocks they reach
        // and the return take `i64`; only `other.use`, which no pattern
        // converts, gets a cast back to `index`.
        let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "step", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64, i1) -> i64, sym_name = "count"}> ({
  ^bb0(%arg0: i64, %arg1: i1):
    "cf.br"(%arg0)[^bb1] : (i64) -> ()
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb1
    %1 = "func.call"(%0) <{callee = @step}> : (i64) -> i64
    %2 = "builtin.unrealized_conversion_cast"(%1) : (i64) -> index
    "other.use"(%2) : (index) -> ()
    "cf.cond_br"(%arg1, %1, %1, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i64, i64, i1) -> ()
  ^bb2(%3: i64, %4: i1):  // pred: ^bb1
    "func.return"(%3) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

"#;
        assert_eq!(out, expected);
    }
}

#[test]
fn the_legality_helpers_tell_branches_returns_and_other_ops_apart() {
    let ctx = context();
    let converter = index_to_i64(&ctx);
    let module = parse(&ctx, LOOP);
    let module_body = module.body().unwrap();
    let entry = module_body.entry_block(module_body.top_regions()[0]).unwrap();
    let count = module_body.block_ops(entry).nth(1).unwrap();
    let body = module_body.isolated_body(count).unwrap();
    let ops = named_ops(&ctx, body);
    let op = |name: &str| ops.iter().find(|(n, _)| n == name).unwrap().1;
    let c = &*converter;

    // Branches forwarding `index` values are illegal until converted; an op
    // that is not a branch is not the helper's to judge.
    assert!(!is_legal_for_branch_op_interface_type_conversion_pattern(&ctx, body, op("cf.br"), c));
    assert!(!is_legal_for_branch_op_interface_type_conversion_pattern(&ctx, body, op("cf.cond_br"), c));
    assert!(!is_legal_for_branch_op_interface_type_conversion_pattern(&ctx, body, op("func.call"), c));
    let mut identity = TypeConverter::new();
    identity.add_conversion(|_, t| Some(t));
    assert!(is_legal_for_branch_op_interface_type_conversion_pattern(&ctx, body, op("cf.br"), &identity));

    // `func.return` of an `index` is illegal unless returns are always
    // legal; another return-like op is legal (converted with its parent).
    assert!(!is_legal_for_return_op_type_conversion_pattern(&ctx, body, op("func.return"), c, false));
    assert!(is_legal_for_return_op_type_conversion_pattern(&ctx, body, op("func.return"), c, true));
    assert!(!is_legal_for_return_op_type_conversion_pattern(&ctx, body, op("func.call"), c, false));

    // The function's terminators are the patterns' to convert; other ops
    // are not.
    assert!(!is_not_branch_op_interface_or_return_like_op(&ctx, body, op("cf.br")));
    assert!(!is_not_branch_op_interface_or_return_like_op(&ctx, body, op("func.return")));
    assert!(is_not_branch_op_interface_or_return_like_op(&ctx, body, op("func.call")));
    // An unregistered op may be a terminator, but not one in the middle of
    // its block.
    assert!(is_not_branch_op_interface_or_return_like_op(&ctx, body, op("other.use")));

    // A terminator nested in another op's region is left to that op.
    let nested = parse(
        &ctx,
        r#"func.func @f(%c: i1) {
  scf.if %c {
    "other.op"() : () -> ()
  }
  return
}"#,
    );
    let module_body = nested.body().unwrap();
    let f = module_body.block_ops(module_body.entry_block(module_body.top_regions()[0]).unwrap()).next().unwrap();
    let body = module_body.isolated_body(f).unwrap();
    let ops = named_ops(&ctx, body);
    let yield_op = ops.iter().find(|(n, _)| n == "scf.yield").unwrap().1;
    assert!(is_not_branch_op_interface_or_return_like_op(&ctx, body, yield_op));
}
