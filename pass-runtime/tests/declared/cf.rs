//! The `cf` dialect as declared in `src/dialects/cf/cf.toml`: its typed
//! handles read parsed ops, its builders create ops the verifier accepts,
//! and the result prints as mlir-opt prints it.

use pass_runtime::dialects::cf::{AssertOp, BranchOp, CondBranchOp, SwitchOp};
use pass_runtime::ir::{Builder, InsertPoint};

use crate::{assert_edit_prints, first_op_region};

/// `data/declared/cf.mlir` is a region whose entry block ends in a
/// `cf.cond_br`; `cf.expected.mlir` is that input with the `cf.cond_br`
/// replaced by a `cf.switch` on `%f`, as `mlir-opt-22
/// --mlir-print-op-generic` prints it (the same text with
/// `"cf.switch"(%f, %f)[^bb2, ^bb1] <{case_operand_segments = array<i32: 1>,
/// case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32:
/// 1, 0, 1>}>` given to it prints this).
#[test]
fn typed_handles_read_and_build_cf_ops() {
    assert_edit_prints("cf", |ctx, body| {
        let region = first_op_region(body);
        let blocks: Vec<_> = body.blocks_of(region).collect();
        let entry_ops: Vec<_> = body.block_ops(blocks[0]).collect();
        let (f, c, dense) = (body.result(entry_ops[0], 0), body.result(entry_ops[1], 0), entry_ops[2]);

        let ir = (ctx, &*body);
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
        let case_values = body.attr(ctx, dense, "value").unwrap();

        body.erase_op(cond_br.id());
        let loc = ctx.unknown_loc();
        let mut b = Builder::new(ctx, body, InsertPoint::BlockEnd(blocks[0]));
        let switch = SwitchOp::build(&mut b, loc, f, &[], &[&[f]], blocks[2], &[blocks[1]]);
        switch.set_case_values(ctx, b.body_mut(), Some(case_values));
        assert_eq!(switch.case_operands(&b).collect::<Vec<_>>(), vec![f]);
        assert_eq!(switch.case_operand_segments(&b), &[1][..]);
        assert_eq!(switch.case_destinations(&b), &[blocks[1]][..]);
    });
}
