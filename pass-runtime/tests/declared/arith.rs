//! The `arith` dialect as declared in `src/dialects/arith/arith.toml`: its
//! typed handles read parsed ops and their enums, its builders create ops
//! the verifier accepts, and the result prints as mlir-opt prints it.

use pass_runtime::dialects::arith::{
    AddIOp, CmpIOp, CmpIPredicate, ConstantOp, ExtSIOp, IntegerOverflowFlags, RoundingMode, SelectOp, TruncFOp,
};
use pass_runtime::ir::{Body, Builder, Context, InsertPoint};

use crate::{assert_edit_prints, first_op_region};

/// Reads the ops of `data/declared/arith.mlir` and builds more before its
/// `scf.yield`; `arith.expected.mlir` is that input with the built ops
/// written out, as `mlir-opt-22 --mlir-print-op-generic` prints it.
#[test]
fn typed_handles_read_and_build_arith_ops() {
    assert_edit_prints("arith", |ctx, body| {
        let region = first_op_region(body);
        let block = body.blocks_of(region).next().unwrap();
        let ops: Vec<_> = body.block_ops(block).collect();

        let ir = (ctx, &*body);
        let a = ConstantOp::from_op(&ir, ops[0]).expect("an arith.constant");
        assert_eq!(ctx.int_value(a.value(&ir)), Some(7));
        let add = AddIOp::from_op(&ir, ops[1]).expect("an arith.addi");
        assert_eq!((add.lhs(&ir), add.rhs(&ir)), (a.result(&ir), a.result(&ir)));
        assert_eq!(add.overflow_flags(&ir), IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW);
        assert_eq!(CmpIOp::from_op(&ir, ops[2]).expect("an arith.cmpi").predicate(&ir), CmpIPredicate::Slt);
        assert_eq!(
            TruncFOp::from_op(&ir, ops[4]).expect("an arith.truncf").roundingmode(&ir),
            Some(RoundingMode::Downward)
        );
        assert!(AddIOp::from_op(&ir, ops[2]).is_none());
        let (a, sum) = (a.result(&ir), add.result(&ir));

        let loc = ctx.unknown_loc();
        let mut b = Builder::new(ctx, body, InsertPoint::Before(ops[5]));
        let next = AddIOp::build(&mut b, loc, sum, a);
        assert_eq!(next.overflow_flags(&b), IntegerOverflowFlags::NONE);
        next.set_overflow_flags(ctx, b.body_mut(), IntegerOverflowFlags::NSW);
        let next = next.result(&b);
        let ugt = CmpIOp::build(&mut b, loc, next, a, CmpIPredicate::Ugt).result(&b);
        let ext = ExtSIOp::build(&mut b, loc, ctx.i64(), next);
        assert_eq!(ext.in_(&b), next);
        SelectOp::build(&mut b, loc, ugt, sum, next);
    });
}

/// `Context::props_with_defaults` fills in what the declared op's builder
/// fills in: `arith.addi`'s `overflowFlags`, and nothing over a property
/// given.
#[test]
fn props_with_defaults_fill_the_declared_defaults() {
    let ctx = Context::new();
    let mut body = Body::new(1);
    let block = body.append_block(body.top_regions()[0]);
    let a = body.add_block_arg(block, ctx.i32(), ctx.unknown_loc());
    let mut b = Builder::new(&ctx, &mut body, InsertPoint::BlockEnd(block));
    let built = AddIOp::build(&mut b, ctx.unknown_loc(), a, a).id();
    let addi = ctx.op_name("arith.addi");
    assert_eq!(ctx.props_with_defaults(addi, &[]), body.props(built));
    let given = (IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW).attr(&ctx);
    let props = ctx.props_with_defaults(addi, &[("overflowFlags", given)]);
    assert_eq!(ctx.dict_get(props, "overflowFlags"), Some(given));
    assert_eq!(ctx.dict_entries(props).len(), 1);
    // An op that declares no default gets what it is given, and nothing else.
    let seven = ctx.integer_attr(ctx.i32(), 7);
    let props = ctx.props_with_defaults(ctx.op_name("arith.constant"), &[("value", seven)]);
    assert_eq!(ctx.dict_get(props, "value"), Some(seven));
    assert_eq!(ctx.dict_entries(props).len(), 1);
}
