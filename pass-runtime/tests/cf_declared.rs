//! The `cf` dialect as declared in `src/dialects/cf/cf.toml`: its typed
//! handles read parsed ops, its builders create ops the verifier accepts,
//! and the result prints as mlir-opt prints it.

use pass_runtime::dialects::cf::{AssertOp, BranchOp, CondBranchOp, SwitchOp};
use pass_runtime::ir::{self, Builder, Context, InsertPoint};

#[path = "support/ir_text.rs"]
mod ir_text;
use ir_text::{first_op_region, parse, print};

/// A region whose entry block ends in a `cf.cond_br`.
const INPUT: &str = r#""scf.execute_region"() ({
  %f = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %c = "arith.constant"() <{value = true}> : () -> i1
  %v = "arith.constant"() <{value = dense<5> : vector<1xi32>}> : () -> vector<1xi32>
  "cf.cond_br"(%c, %f)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 1>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  "cf.assert"(%c) <{msg = "m"}> : (i1) -> ()
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "scf.yield"() : () -> ()
}) : () -> ()
"#;

/// `INPUT` with the `cf.cond_br` replaced by a `cf.switch` on `%f`, as
/// `mlir-opt-22 --mlir-print-op-generic` prints it (the same text with
/// `"cf.switch"(%f, %f)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>,
/// case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32:
/// 1, 0, 1>}>` given to it prints this).
const EXPECTED: &str = r#""builtin.module"() ({
  "scf.execute_region"() ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = true}> : () -> i1
    %2 = "arith.constant"() <{value = dense<5> : vector<1xi32>}> : () -> vector<1xi32>
    "cf.switch"(%0, %0)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    "cf.assert"(%1) <{msg = "m"}> : (i1) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "scf.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()
"#;

#[test]
fn typed_handles_read_and_build_cf_ops() {
    let ctx = Context::new();
    let mut module = parse(&ctx, INPUT);
    let body = module.body_mut().unwrap();
    let region = first_op_region(body);
    let blocks: Vec<_> = body.blocks_of(region).collect();
    let entry_ops: Vec<_> = body.block_ops(blocks[0]).collect();
    let (f, c, dense) = (body.result(entry_ops[0], 0), body.result(entry_ops[1], 0), entry_ops[2]);

    let ir = (&ctx, &*body);
    let cond_br = CondBranchOp::from_op(&ir, entry_ops[3]).expect("a cf.cond_br");
    assert_eq!(cond_br.condition(&ir), c);
    assert_eq!(cond_br.true_dest_operands(&ir).collect::<Vec<_>>(), vec![f]);
    assert_eq!(cond_br.false_dest_operands(&ir).len(), 0);
    assert_eq!(cond_br.branch_weights(&ir), Some(&[3, 1][..]));
    assert_eq!((cond_br.true_dest(&ir), cond_br.false_dest(&ir)), (blocks[1], blocks[2]));
    let bb1_ops: Vec<_> = body.block_ops(blocks[1]).collect();
    assert_eq!(AssertOp::from_op(&ir, bb1_ops[0]).expect("a cf.assert").msg(&ir), "m");
    assert_eq!(BranchOp::from_op(&ir, bb1_ops[1]).expect("a cf.br").dest(&ir), blocks[2]);
    assert!(BranchOp::from_op(&ir, cond_br.id()).is_none());
    let case_values = body.attr(&ctx, dense, "value").unwrap();

    body.erase_op(cond_br.id());
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(&ctx, body, InsertPoint::BlockEnd(blocks[0]));
    let switch = SwitchOp::build(&mut b, loc, f, &[], &[&[f]], blocks[2], &[blocks[1]]);
    switch.set_case_values(&ctx, b.body_mut(), Some(case_values));
    assert_eq!(switch.case_operands(&b).collect::<Vec<_>>(), vec![f]);
    assert_eq!(switch.case_operand_segments(&b), &[1][..]);
    assert_eq!(switch.case_destinations(&b), &[blocks[1]][..]);

    ir::verify(&ctx, &module).unwrap_or_else(|e| panic!("{e:?}"));
    // `print_owned` ends the text with an empty line; mlir-opt's file does not.
    assert_eq!(print(&ctx, &module).trim_end(), EXPECTED.trim_end());
}
