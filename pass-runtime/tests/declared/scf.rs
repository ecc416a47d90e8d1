//! The `scf` dialect as declared in `src/dialects/scf/scf.toml`: its typed
//! handles read parsed ops, its builders create ops the verifier accepts,
//! and the result prints as mlir-opt prints it.

use pass_runtime::dialects::scf::{ConditionOp, ForOp, IfOp, IndexSwitchOp, WhileOp, YieldOp};
use pass_runtime::ir::{self, Builder, Context, InsertPoint};

use crate::{assert_edit_prints, first_op_region, parse};

/// `data/declared/scf.mlir` is an `scf.execute_region` holding an `scf.if`,
/// an `scf.while` and an `scf.index_switch`, whose result it yields;
/// `scf.expected.mlir` is that input with an `scf.for` (unsigned, one
/// loop-carried `i32` started at the switch's result) yielded instead, as
/// `mlir-opt-22 --mlir-print-op-generic` prints it (given the input with `%3 =
/// "scf.for"(%lb, %ub, %ub, %2) <{unsignedCmp}> ({ ^bb3(%iv: index, %acc:
/// i32): "scf.yield"(%acc) : (i32) -> () }) : (index, index, index, i32) ->
/// i32` before its last `scf.yield`, which yields `%3`).
#[test]
fn typed_handles_read_and_build_scf_ops() {
    assert_edit_prints("scf", |ctx, body| {
        let block = body.entry_block(first_op_region(body)).unwrap();
        let ops: Vec<_> = body.block_ops(block).collect();
        let (lb, ub, init, c) =
            (body.result(ops[0], 0), body.result(ops[1], 0), body.result(ops[2], 0), body.result(ops[3], 0));

        let ir = (ctx, &*body);
        let if_op = IfOp::from_op(&ir, ops[4]).expect("an scf.if");
        assert_eq!(if_op.condition(&ir), c);
        assert_eq!(if_op.results(&ir).len(), 1);
        let then_yield = body.last_op(body.entry_block(if_op.then_region(&ir)).unwrap()).unwrap();
        assert_eq!(YieldOp::from_op(&ir, then_yield).expect("an scf.yield").results(&ir).collect::<Vec<_>>(), [init]);
        assert!(!body.region_is_empty(if_op.else_region(&ir)));

        let while_op = WhileOp::from_op(&ir, ops[5]).expect("an scf.while");
        assert_eq!(while_op.inits(&ir).collect::<Vec<_>>(), [body.result(ops[4], 0)]);
        let before = body.entry_block(while_op.before(&ir)).unwrap();
        let condition = ConditionOp::from_op(&ir, body.last_op(before).unwrap()).expect("an scf.condition");
        assert_eq!(condition.condition(&ir), c);
        assert_eq!(condition.args(&ir).collect::<Vec<_>>(), body.block_args(before));

        let switch = IndexSwitchOp::from_op(&ir, ops[6]).expect("an scf.index_switch");
        assert_eq!(switch.arg(&ir), lb);
        assert_eq!(switch.cases(&ir), &[3, 7][..]);
        assert_eq!(switch.case_regions(&ir).len(), 2);
        assert_ne!(switch.default_region(&ir), switch.case_regions(&ir)[0]);
        assert!(ForOp::from_op(&ir, switch.id()).is_none());
        let switched = body.result(switch.id(), 0);
        let last_yield = YieldOp::from_op(&ir, ops[7]).expect("an scf.yield");

        let loc = ctx.unknown_loc();
        let i32_type = ctx.integer_type(32);
        let mut b = Builder::new(ctx, body, InsertPoint::Before(last_yield.id()));
        let for_op = ForOp::build(&mut b, loc, &[i32_type], lb, ub, ub, &[switched]);
        assert!(!for_op.unsigned_cmp(&b));
        for_op.set_unsigned_cmp(ctx, b.body_mut(), true);
        let loop_region = for_op.region(&b);
        let loop_block = b.body_mut().append_block(loop_region);
        let iv = b.body_mut().add_block_arg(loop_block, ctx.index_type(), loc);
        let acc = b.body_mut().add_block_arg(loop_block, i32_type, loc);
        b.set_insertion_point(InsertPoint::BlockEnd(loop_block));
        YieldOp::build(&mut b, loc, &[acc]);
        assert!(for_op.unsigned_cmp(&b));
        assert_eq!((for_op.lower_bound(&b), for_op.upper_bound(&b), for_op.step(&b)), (lb, ub, ub));
        assert_eq!(for_op.init_args(&b).collect::<Vec<_>>(), [switched]);
        assert_eq!(b.body_mut().block_args(loop_block), [iv, acc]);
        let result = b.body_mut().result(for_op.id(), 0);
        b.body_mut().set_operand(last_yield.id(), 0, result);
    });
}

/// The declared verifier with a hook: a built `scf.for` whose loop-carried
/// value has no result is rejected with MLIR's message.
#[test]
fn a_built_for_without_results_for_its_inits_is_rejected() {
    let ctx = Context::new();
    let text = r#""scf.execute_region"() ({
  %lb = "arith.constant"() <{value = 0 : index}> : () -> index
  %x = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "scf.yield"() : () -> ()
}) : () -> ()
"#;
    let mut module = parse(&ctx, text);
    let body = module.body_mut().unwrap();
    let block = body.entry_block(first_op_region(body)).unwrap();
    let ops: Vec<_> = body.block_ops(block).collect();
    let (lb, x) = (body.result(ops[0], 0), body.result(ops[1], 0));
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(&ctx, body, InsertPoint::Before(ops[2]));
    let for_op = ForOp::build(&mut b, loc, &[], lb, lb, lb, &[x]);
    let loop_region = for_op.region(&b);
    let loop_block = b.body_mut().append_block(loop_region);
    b.body_mut().add_block_arg(loop_block, ctx.index_type(), loc);
    b.set_insertion_point(InsertPoint::BlockEnd(loop_block));
    YieldOp::build(&mut b, loc, &[]);
    let errors = ir::verify(&ctx, &module).unwrap_err();
    assert_eq!(errors[0].message, "'scf.for' op mismatch in number of loop-carried values and defined values");
}

/// `scf.forall.in_parallel` takes the ops of a user's dialect that
/// implement `ParallelCombining` (MLIR's `ParallelCombiningOpInterface`), as
/// long as they write into the loop's outputs (MLIR's messages otherwise).
#[test]
fn in_parallel_takes_combining_ops_writing_into_the_outputs() {
    use pass_runtime::interfaces::ParallelCombining;
    use pass_runtime::ir::{Dialect, OpDef, Traits};
    let ctx = Context::new();
    let combine = ParallelCombining { updated_destinations: |body, op| body.operands(op).skip(1).collect() };
    ctx.register_dialect(Dialect::new("par").op(OpDef::new("par.insert", Traits::NONE).interface(combine)));
    let forall = |insert: &str| {
        format!(
            r#"%out = "arith.constant"() <{{value = dense<0> : tensor<4xi32>}}> : () -> tensor<4xi32>
%n = "arith.constant"() <{{value = 4 : index}}> : () -> index
%r = "scf.forall"(%n, %out) <{{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}}> ({{
^bb0(%i: index, %o: tensor<4xi32>):
  "scf.forall.in_parallel"() ({{
    {insert}
  }}) : () -> ()
}}) : (index, tensor<4xi32>) -> tensor<4xi32>
"#
        )
    };
    let verify = |text: &str| {
        let module = parse(&ctx, text);
        ir::verify(&ctx, &module).map_err(|errors| errors[0].message.clone())
    };
    assert_eq!(verify(&forall(r#""par.insert"(%i, %o) : (index, tensor<4xi32>) -> ()"#)), Ok(()));
    assert_eq!(
        verify(&forall(r#""par.insert"(%i, %out) : (index, tensor<4xi32>) -> ()"#)),
        Err("'par.insert' op may only insert into an output block argument".to_string())
    );
    assert_eq!(
        verify(&forall(r#""par.other"(%i) : (index) -> ()"#)),
        Err("'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops".to_string())
    );
}
