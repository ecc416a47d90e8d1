//! The `llvm` dialect as declared in `src/dialects/llvm/llvm.toml`: its
//! typed handles read ops parsed from their hand-written pretty forms, its
//! builders create ops the verifier accepts, and the result prints as
//! mlir-opt prints it.

use pass_runtime::dialects::llvm::{
    AddOp, CConv, CallOp, FastmathFlags, ICmpOp, ICmpPredicate, LLVMFuncOp, Linkage, ReturnOp, SelectOp,
};
use pass_runtime::ir::{Builder, InsertPoint};

use crate::assert_edit_prints;

/// `data/declared/llvm.mlir` is an `llvm.func` in the pretty forms;
/// `llvm.expected.mlir` is that function with an `llvm.icmp "sgt"` and an
/// `llvm.select` built before the return, which returns the selected value,
/// as `mlir-opt-22 --mlir-print-op-generic` prints it.
#[test]
fn typed_handles_read_and_build_llvm_ops() {
    assert_edit_prints("llvm", |ctx, body| {
        let top = body.entry_block(body.top_regions()[0]).unwrap();
        let func_op = body.block_ops(top).next().unwrap();

        let ir = (ctx, &*body);
        let func = LLVMFuncOp::from_op(&ir, func_op).expect("an llvm.func");
        assert_eq!(func.sym_name(&ir), "pick");
        assert_eq!((func.c_conv(&ir), func.linkage(&ir)), (CConv::Ccc, Linkage::Internal));
        assert_eq!(ctx.type_to_string(func.function_type(&ir)), "!llvm.func<i32 (i32, i32)>");
        // The function is isolated: its ops live in a body of their own, worked
        // on lifted out of the module's.
        let mut lifted = body.lift_isolated(ctx, func_op).expect("llvm.func is isolated");
        let inner = lifted.body_mut().unwrap();
        let entry = inner.entry_block(inner.top_regions()[0]).unwrap();
        let (a, b) = (inner.block_args(entry)[0], inner.block_args(entry)[1]);
        let ops: Vec<_> = inner.block_ops(entry).collect();
        let ir = (ctx, &*inner);
        let add = AddOp::from_op(&ir, ops[0]).expect("an llvm.add");
        assert_eq!((add.lhs(&ir), add.rhs(&ir)), (a, b));
        assert_eq!(ctx.int_value(add.overflow_flags(&ir)), Some(1));
        let icmp = ICmpOp::from_op(&ir, ops[1]).expect("an llvm.icmp");
        assert_eq!((icmp.predicate(&ir), icmp.lhs(&ir)), (ICmpPredicate::Slt, add.res(&ir)));
        let call = CallOp::from_op(&ir, ops[2]).expect("an llvm.call");
        assert_eq!(call.callee(&ir), Some("pick"));
        assert_eq!(call.callee_operands(&ir).collect::<Vec<_>>(), vec![a, b]);
        assert_eq!(call.op_bundle_operands(&ir).len(), 0);
        assert_eq!(call.fastmath_flags(&ir), FastmathFlags::NONE);
        let ret = ReturnOp::from_op(&ir, ops[3]).expect("an llvm.return");
        assert_eq!(ret.arg(&ir), Some(add.res(&ir)));
        assert!(AddOp::from_op(&ir, icmp.id()).is_none());
        let (sum, called) = (add.res(&ir), call.result(&ir).expect("a result"));

        let loc = ctx.unknown_loc();
        let mut builder = Builder::new(ctx, inner, InsertPoint::Before(ret.id()));
        let greater = ICmpOp::build(&mut builder, loc, called, a, ICmpPredicate::Sgt);
        let condition = greater.res(&builder);
        let select = SelectOp::build(&mut builder, loc, condition, called, sum);
        let picked = select.res(&builder);
        assert_eq!(builder.body_mut().value_type(picked), ctx.integer_type(32));
        builder.body_mut().set_operand(ret.id(), 0, picked);
        body.restore_isolated(func_op, lifted);
    });
}
