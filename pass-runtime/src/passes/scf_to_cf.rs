//! `convert-scf-to-cf`: lowers `scf.for` and `scf.if` to blocks and
//! `cf.br`/`cf.cond_br`, as MLIR's `SCFToControlFlow` does (the same blocks,
//! ops, order and locations), with the dialect conversion framework.

use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    ConversionTarget, OpAdaptor,
};
use crate::dialects::arith::flags::CmpIPredicate;
use crate::ir::{
    AttrKind, Attribute, BlockId, Context, InsertPoint, Location, NamedAttr, OpId, OpName, OpSpec, Type, ValueId,
};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::SCFToControlFlowPass;

/// The SCF ops MLIR's pass marks illegal. Only `scf.for` and `scf.if` have
/// patterns here; the others stay (a partial conversion) as they would in
/// MLIR without their patterns, so an input holding them is reported.
const ILLEGAL_SCF_OPS: [&str; 7] =
    ["scf.forall", "scf.for", "scf.if", "scf.index_switch", "scf.parallel", "scf.while", "scf.execute_region"];

impl PassBehavior for SCFToControlFlowPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let mut patterns = ConversionPatternSet::new();
        let generated = ["arith.addi", "arith.cmpi", "cf.br", "cf.cond_br"].map(|n| ctx.op_name(n));
        let ops = LoweredOps::new(ctx);
        patterns.add_conversion(ForLowering { root: ctx.op_name("scf.for"), generated, ops });
        patterns.add_conversion(IfLowering {
            root: ctx.op_name("scf.if"),
            generated: [ctx.op_name("cf.br"), ctx.op_name("cf.cond_br")],
            ops,
        });
        let mut target = ConversionTarget::new();
        target.add_illegal_ops(ILLEGAL_SCF_OPS.map(|n| ctx.op_name(n)));
        target.mark_unknown_op_dynamically_legal(|_, _, _| true);
        let config =
            ConversionConfig { allow_pattern_rollback: self.options.allow_pattern_rollback, ..Default::default() };
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &config).map(|_| ()).map_err(|e| e.emit(op))
    }
}

/// An op name with its properties dictionary: the given properties and the
/// op's default ones (such as `overflowFlags`).
#[derive(Clone, Copy)]
struct OpKind {
    name: OpName,
    props: Attribute,
}

impl OpKind {
    fn new(ctx: &Context, name: &str, props: &[(&str, Attribute)]) -> Self {
        let name = ctx.op_name(name);
        let mut named: Vec<NamedAttr> =
            props.iter().map(|(n, v)| NamedAttr { name: ctx.ident(n), value: *v }).collect();
        if let Some(def) = ctx.op_def(name) {
            for (n, make) in def.default_props() {
                if !props.iter().any(|(p, _)| p == n) {
                    named.push(NamedAttr { name: ctx.ident(n), value: make(ctx) });
                }
            }
        }
        OpKind { name, props: ctx.dictionary(named) }
    }
}

/// The ops the patterns create, with their properties built once per run
/// rather than once per op created (interning them is a hash lookup each).
#[derive(Clone, Copy)]
struct LoweredOps {
    br: OpKind,
    /// `cf.cond_br` without operands besides the condition.
    cond_br: OpKind,
    addi: OpKind,
    cmpi_slt: OpKind,
    cmpi_ult: OpKind,
}

impl LoweredOps {
    fn new(ctx: &Context) -> Self {
        let segments =
            ctx.intern_attr(AttrKind::DenseArray { element: ctx.integer_type(32), values: vec![1, 0, 0].into() });
        LoweredOps {
            br: OpKind::new(ctx, "cf.br", &[]),
            cond_br: OpKind::new(ctx, "cf.cond_br", &[("operandSegmentSizes", segments)]),
            addi: OpKind::new(ctx, "arith.addi", &[]),
            cmpi_slt: OpKind::new(ctx, "arith.cmpi", &[("predicate", CmpIPredicate::Slt.attr(ctx))]),
            cmpi_ult: OpKind::new(ctx, "arith.cmpi", &[("predicate", CmpIPredicate::Ult.attr(ctx))]),
        }
    }
}

/// Creates an op of `kind` at the rewriter's insertion point.
fn create(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    kind: OpKind,
    operands: &[ValueId],
    results: &[Type],
    successors: &[BlockId],
    loc: Location,
) -> OpId {
    let ctx = rw.context();
    let spec = OpSpec { operands, results, props: kind.props, successors, ..OpSpec::new(ctx, kind.name, loc) };
    rw.create(&spec)
}

/// `cf.br` to `dest` with `operands`.
fn create_br(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    ops: &LoweredOps,
    dest: BlockId,
    operands: &[ValueId],
    loc: Location,
) -> OpId {
    create(rw, ops.br, operands, &[], &[dest], loc)
}

/// `cf.cond_br` on `cond` to `on_true` or `on_false`, without operands.
fn create_cond_br(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    ops: &LoweredOps,
    cond: ValueId,
    on_true: BlockId,
    on_false: BlockId,
    loc: Location,
) -> OpId {
    create(rw, ops.cond_br, &[cond], &[], &[on_true, on_false], loc)
}

/// The last block of `region` and its terminator, if it has both.
fn last_block_terminator(
    rw: &ConversionPatternRewriter<'_, '_>,
    region: crate::ir::RegionId,
) -> Option<(BlockId, OpId)> {
    let block = rw.body().blocks_of(region).last()?;
    Some((block, rw.body().last_op(block)?))
}

/// MLIR's `ForLowering`: the block holding the loop is split at it; the
/// body's entry block becomes the condition block (its arguments are the
/// induction variable and the loop-carried values), its ops move to a new
/// first body block, and the last body block steps the induction variable
/// (`arith.addi`) and branches back.
struct ForLowering {
    root: OpName,
    generated: [OpName; 4],
    ops: LoweredOps,
}

impl ConversionPattern for ForLowering {
    fn root(&self) -> Option<OpName> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "ForLowering"
    }
    fn generated_ops(&self) -> &[OpName] {
        &self.generated
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let body = rw.body();
        let loc = body.loc(op);
        let (Some(init_block), Some(&region)) = (body.op_block(op), body.regions(op).first()) else {
            return false;
        };
        let Some(condition_block) = body.entry_block(region) else { return false };
        let Some(first_body_op) = body.first_op(condition_block) else { return false };
        let Some((last_body_block, terminator)) = last_block_terminator(rw, region) else { return false };
        let body = rw.body();
        let operands: Vec<ValueId> = body.operands(op).collect();
        if operands.len() < 3 || body.block_args(condition_block).is_empty() {
            return false;
        }
        let (lower, upper, step) = (operands[0], operands[1], operands[2]);
        let iv = body.block_args(condition_block)[0];
        let iter_args: Vec<ValueId> = body.block_args(condition_block)[1..].to_vec();
        let yielded: Vec<ValueId> = body.operands(terminator).collect();
        let unsigned = ctx.dict_get(body.props(op), "unsignedCmp").is_some();
        let index_ty = body.value_type(iv);
        let Some(outer_region) = body.block_region(init_block) else { return false };

        let Some(end_block) = rw.split_block(init_block, op) else { return false };
        let Some(first_body_block) = rw.split_block(condition_block, first_body_op) else { return false };
        // Splitting before the first op when the block is also the last one
        // moves the terminator: the stepping goes in the new last block.
        let last_body_block = if last_body_block == condition_block { first_body_block } else { last_body_block };
        rw.inline_region_before(region, outer_region, Some(end_block));

        rw.set_insertion_point(InsertPoint::BlockEnd(last_body_block));
        let ops = &self.ops;
        let add = create(rw, ops.addi, &[iv, step], &[index_ty], &[], loc);
        let stepped = rw.body().result(add, 0);
        let mut carried = vec![stepped];
        carried.extend_from_slice(&yielded);
        create_br(rw, ops, condition_block, &carried, loc);
        rw.erase_op(terminator);

        rw.set_insertion_point(InsertPoint::BlockEnd(init_block));
        let mut initial = vec![lower];
        initial.extend_from_slice(&operands[3..]);
        create_br(rw, ops, condition_block, &initial, loc);

        rw.set_insertion_point(InsertPoint::BlockEnd(condition_block));
        let cmpi = if unsigned { ops.cmpi_ult } else { ops.cmpi_slt };
        let cmp = create(rw, cmpi, &[iv, upper], &[ctx.i1()], &[], loc);
        let cond = rw.body().result(cmp, 0);
        create_cond_br(rw, ops, cond, first_body_block, end_block, loc);

        rw.replace_op(op, &iter_args);
        true
    }
}

/// MLIR's `IfLowering`: the block holding the `scf.if` is split at it; with
/// results, a continuation block takes them as arguments and branches to the
/// rest of the block. The then and else blocks are moved before it, their
/// `scf.yield`s replaced by `cf.br`s to it.
struct IfLowering {
    root: OpName,
    generated: [OpName; 2],
    ops: LoweredOps,
}

impl ConversionPattern for IfLowering {
    fn root(&self) -> Option<OpName> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        "IfLowering"
    }
    fn generated_ops(&self) -> &[OpName] {
        &self.generated
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let body = rw.body();
        let loc = body.loc(op);
        let (Some(cond_block), [then_region, else_region]) = (body.op_block(op), body.regions(op)) else {
            return false;
        };
        let (then_region, else_region) = (*then_region, *else_region);
        let Some(cond) = body.operands(op).next() else { return false };
        let result_types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let Some(outer_region) = body.block_region(cond_block) else { return false };
        let Some(then_block) = body.entry_block(then_region) else { return false };
        let Some((then_last, then_terminator)) = last_block_terminator(rw, then_region) else { return false };
        let else_parts = if rw.body().region_is_empty(else_region) {
            None
        } else {
            let Some(entry) = rw.body().entry_block(else_region) else { return false };
            let Some(last) = last_block_terminator(rw, else_region) else { return false };
            Some((entry, last))
        };

        let Some(remaining_block) = rw.split_block(cond_block, op) else { return false };
        let continue_block = if result_types.is_empty() {
            remaining_block
        } else {
            let locs = vec![loc; result_types.len()];
            let block = rw.create_block(outer_region, Some(remaining_block), &result_types, &locs);
            rw.set_insertion_point(InsertPoint::BlockEnd(block));
            create_br(rw, &self.ops, remaining_block, &[], loc);
            block
        };

        let then_values: Vec<ValueId> = rw.body().operands(then_terminator).collect();
        rw.set_insertion_point(InsertPoint::BlockEnd(then_last));
        create_br(rw, &self.ops, continue_block, &then_values, loc);
        rw.erase_op(then_terminator);
        rw.inline_region_before(then_region, outer_region, Some(continue_block));

        let mut else_block = continue_block;
        if let Some((entry, (else_last, else_terminator))) = else_parts {
            else_block = entry;
            let else_values: Vec<ValueId> = rw.body().operands(else_terminator).collect();
            rw.set_insertion_point(InsertPoint::BlockEnd(else_last));
            create_br(rw, &self.ops, continue_block, &else_values, loc);
            rw.erase_op(else_terminator);
            rw.inline_region_before(else_region, outer_region, Some(continue_block));
        }

        rw.set_insertion_point(InsertPoint::BlockEnd(cond_block));
        create_cond_br(rw, &self.ops, cond, then_block, else_block, loc);

        let results: Vec<ValueId> = rw.body().block_args(continue_block).to_vec();
        if result_types.is_empty() {
            rw.erase_op(op);
        } else {
            rw.replace_op(op, &results);
        }
        true
    }
}
