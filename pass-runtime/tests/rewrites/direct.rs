//! Patterns applied once, directly through a `PatternRewriter`, and the trait
//! folds of `fold_op`, with hand-checked expectations.

use pass_runtime::ir::OpId;
use pass_runtime::rewrite::{fold_op, FoldOutcome, OpFoldResult};

use crate::support::{apply_pattern, context, func_body, functions, parse, print};

const ADD_CHAIN: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#;

/// The `n`th op of the function's entry block.
fn nth_op(module: &mut pass_runtime::ir::OwnedOp, func: OpId, n: usize) -> OpId {
    let body = func_body(module, func);
    let block = body.entry_block(body.top_regions()[0]).expect("entry block");
    body.block_ops(block).nth(n).expect("op")
}

#[test]
fn add_add_constant_applied_once() {
    let ctx = context();
    let mut module = parse(&ctx, ADD_CHAIN);
    let (_, func) = functions(&ctx, &module)[0].clone();
    let root = nth_op(&mut module, func, 3);
    assert!(apply_pattern(&ctx, func_body(&mut module, func), root, "(anonymous namespace)::AddIAddConstant"));
    // The new constant and addi go before the root, which is erased; the
    // inner addi and old constants are left for dead-code removal; the flags
    // are those both additions have.
    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.addi"(%arg0, %3) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(print(&ctx, &module), expected);
    // The inner addi is not an `addi(addi(x, c), c)`: no match.
    let inner = nth_op(&mut module, func, 2);
    assert!(!apply_pattern(&ctx, func_body(&mut module, func), inner, "(anonymous namespace)::AddIAddConstant"));
}

const COMMUTED: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i1), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.ori"(%arg1, %arg1) : (i32, i32) -> i32
    %3 = "arith.cmpi"(%0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "func.return"(%1, %2, %3) : (i32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn trait_folds_and_in_place_folds() {
    let ctx = context();
    let mut module = parse(&ctx, COMMUTED);
    let (_, func) = functions(&ctx, &module)[0].clone();
    let (mul, or, cmp) = (nth_op(&mut module, func, 1), nth_op(&mut module, func, 2), nth_op(&mut module, func, 3));
    let body = func_body(&mut module, func);
    // Commutative: the constant moves last; nothing else folds.
    assert_eq!(fold_op(&ctx, body, mul), FoldOutcome::InPlace);
    assert_eq!(body.operand(mul, 1), body.result(body.defining_op(body.operand(mul, 1)).unwrap(), 0));
    assert_eq!(fold_op(&ctx, body, mul), FoldOutcome::Failed);
    // Idempotent: ori(x, x) is x.
    let x = body.operand(or, 0);
    assert_eq!(fold_op(&ctx, body, or), FoldOutcome::Results(vec![OpFoldResult::Value(x)]));
    // cmpi's own folder swaps a constant left operand and the predicate.
    assert_eq!(fold_op(&ctx, body, cmp), FoldOutcome::InPlace);
    let expected_cmp = r#""arith.cmpi"(%arg0, %0) <{predicate = 4 : i64}>"#;
    assert!(print(&ctx, &module).contains(expected_cmp), "{}", print(&ctx, &module));
}
