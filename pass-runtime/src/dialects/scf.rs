//! The `scf` dialect: structured control flow (`scf.if`, `scf.for`,
//! `scf.while`, `scf.execute_region`, `scf.index_switch`, `scf.parallel`,
//! `scf.forall`) and its terminators (`scf.yield`, `scf.condition`,
//! `scf.reduce`, `scf.reduce.return`, `scf.forall.in_parallel`).
//!
//! The ops are declared with MLIR 22's definition in `scf/scf.toml`, from
//! which the crate's build script generates their typed handles
//! ([`IfOp`], [`ForOp`], [`WhileOp`], [`ConditionOp`], [`YieldOp`],
//! [`ExecuteRegionOp`], [`IndexSwitchOp`], [`ParallelOp`], [`ReduceOp`],
//! [`ReduceReturnOp`], [`ForallOp`], [`InParallelOp`]), builders, verifiers
//! and registration. This file holds what the declaration cannot say: the
//! interfaces (as in MLIR 22, `scf.for`, `scf.while`, `scf.parallel` and
//! `scf.forall` are `LoopLike`, so `loop-invariant-code-motion` hoists out of
//! all four; `scf.index_switch` is not a loop), the checks MLIR makes in C++
//! (`Verify`), and those it makes once the ops nested in the regions
//! verified (`VerifyRegions`: `RegionBranchOpInterface`'s types along the
//! control flow edges, `LoopLikeOpInterface`'s loop-carried values,
//! `ForOp::verifyRegions`, `ReduceOp::verifyRegions`). The folder and the
//! canonicalization patterns are in `canonicalize`, the ops' pretty forms
//! in `asm`.

mod asm;
mod canonicalize;

use std::ops::Range;

use smallvec::SmallVec;

use crate::interfaces::{
    bool_value, ConditionallySpeculatable, LoopLike, ParallelCombining, RegionBranch, RegionBranchTerminator,
    RegionSuccessor, RegionSuccessors, Speculatability,
};
use crate::ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, Dialect, OpId, OpView, ParentOp, RegionId, Traits, Type, ValueId,
};
use crate::ods;
use crate::rewrite::{constant_value, FoldOutcome, RewritePatternSet};

crate::include_dialect!("scf");

/// The dialect definition: the declared ops with their hooks, and the
/// hand-written pretty forms of `scf/asm.rs`.
pub fn dialect() -> Dialect {
    scf_dialect()
        .op_assembly(IfOp::NAME, asm::IF_ASSEMBLY)
        .op_assembly(ForOp::NAME, asm::FOR_ASSEMBLY)
        .op_assembly(WhileOp::NAME, asm::WHILE_ASSEMBLY)
        .op_assembly(ExecuteRegionOp::NAME, asm::EXECUTE_REGION_ASSEMBLY)
        .op_assembly(IndexSwitchOp::NAME, asm::INDEX_SWITCH_ASSEMBLY)
        .op_assembly(ParallelOp::NAME, asm::PARALLEL_ASSEMBLY)
        .op_assembly(ReduceOp::NAME, asm::REDUCE_ASSEMBLY)
        .op_assembly(ReduceReturnOp::NAME, asm::REDUCE_RETURN_ASSEMBLY)
        .op_assembly(ForallOp::NAME, asm::FORALL_ASSEMBLY)
        .op_assembly(InParallelOp::NAME, asm::IN_PARALLEL_ASSEMBLY)
        .op_assembly(YieldOp::NAME, asm::YIELD_ASSEMBLY)
        .op_assembly(ConditionOp::NAME, asm::CONDITION_ASSEMBLY)
}

/// `scf.forall`'s `mapping` (MLIR's `DeviceMappingArrayAttr`): an array.
/// No dialect of the runtime defines device mapping attributes, so their
/// elements are not checked.
pub(crate) fn is_device_mapping_array(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::Array(_))
}

// ----- folders and canonicalization patterns -----------------------------------

/// The patterns of `canonicalize.rs` registered for `name`.
fn add_patterns(name: &str, ctx: &Context, patterns: &mut RewritePatternSet) {
    if let Some(add) = canonicalize::patterns_for(name) {
        add(ctx, patterns);
    }
}

macro_rules! canonicalize {
    ($($op:ident),*) => {$(
        impl ods::Canonicalize for $op {
            fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
                add_patterns($op::NAME, ctx, patterns);
            }
        }
    )*};
}

canonicalize!(IfOp, ForOp, WhileOp, ExecuteRegionOp, IndexSwitchOp, ParallelOp, ForallOp);

impl ods::Fold for IfOp {
    fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome {
        canonicalize::fold_if(ctx, body, self.id(), operands)
    }
}

// ----- interfaces ----------------------------------------------------------------

crate::implements! {
    IfOp: RegionBranch = RegionBranch {
        entry_successors: if_entry_successors,
        region_successors: to_parent,
        entry_operands: no_operands,
        successor_inputs: results_only,
    };
    /// MLIR's `RecursivelySpeculatable`.
    IfOp: ConditionallySpeculatable = ConditionallySpeculatable(|_, _, _| Speculatability::RecursivelySpeculatable);
    ForOp: RegionBranch = RegionBranch {
        entry_successors: |_, _, _, _, out| out.extend([RegionSuccessor::Region(0), RegionSuccessor::Parent]),
        region_successors: |_, _, _, out| out.extend([RegionSuccessor::Region(0), RegionSuccessor::Parent]),
        entry_operands: |body, op, _| FOR_CONTROL_OPERANDS..body.num_operands(op),
        successor_inputs: for_successor_inputs,
    };
    ForOp: LoopLike = LoopLike {
        num_loop_regions: 1,
        induction_var: Some(|body, op| {
            let entry = body.entry_block(*body.regions(op).first()?)?;
            body.block_args(entry).first().copied()
        }),
        inits: |body, op| FOR_CONTROL_OPERANDS..body.num_operands(op),
        region_iter_args: |body, op| 1..1 + body.num_results(op),
    };
    ForOp: ConditionallySpeculatable = ConditionallySpeculatable(for_speculatability);
    WhileOp: RegionBranch = RegionBranch {
        entry_successors: |_, _, _, _, out| out.push(RegionSuccessor::Region(0)),
        region_successors: while_region_successors,
        entry_operands: |body, op, _| 0..body.num_operands(op),
        successor_inputs: all_inputs,
    };
    WhileOp: LoopLike = LoopLike {
        num_loop_regions: 2,
        induction_var: None,
        inits: |body, op| 0..body.num_operands(op),
        region_iter_args: |body, op| 0..body.num_operands(op),
    };
    ExecuteRegionOp: RegionBranch = RegionBranch {
        entry_successors: |_, _, _, _, out| out.push(RegionSuccessor::Region(0)),
        region_successors: to_parent,
        entry_operands: no_operands,
        successor_inputs: results_only,
    };
    IndexSwitchOp: RegionBranch = RegionBranch {
        entry_successors: index_switch_entry_successors,
        region_successors: to_parent,
        entry_operands: no_operands,
        successor_inputs: results_only,
    };
    ParallelOp: LoopLike = LoopLike {
        num_loop_regions: 1,
        induction_var: Some(|body, op| single_induction_var(body, op, 0)),
        // The reductions' initial values end the operands, one per result.
        inits: |body, op| body.num_operands(op) - body.num_results(op)..body.num_operands(op),
        region_iter_args: |_, _| 0..0,
    };
    ForallOp: LoopLike = LoopLike {
        num_loop_regions: 1,
        induction_var: Some(|body, op| single_induction_var(body, op, body.num_results(op))),
        // The shared outputs end the operands, one per result, and end
        // the body's arguments after the induction variables.
        inits: |body, op| body.num_operands(op) - body.num_results(op)..body.num_operands(op),
        region_iter_args: |body, op| {
            let args =
                body.regions(op).first().and_then(|&r| body.entry_block(r)).map_or(0, |b| body.block_args(b).len());
            args.saturating_sub(body.num_results(op))..args
        },
    };
    YieldOp: RegionBranchTerminator = RegionBranchTerminator { forwarded_operands: |body, op| 0..body.num_operands(op), successors: None };
    ConditionOp: RegionBranchTerminator = RegionBranchTerminator {
        forwarded_operands: |body, op| 1..body.num_operands(op),
        successors: Some(condition_successors),
    };
}

/// `scf.for`'s lower bound, upper bound and step come before its inits.
const FOR_CONTROL_OPERANDS: usize = 3;

// ----- control-flow and loop interfaces ---------------------------------------

/// `scf.if`: a constant condition selects one region; an empty `else` region
/// means falling through to the op.
fn if_entry_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    out: &mut RegionSuccessors,
) {
    let condition = bool_value(ctx, operands.first().copied().flatten());
    if condition != Some(false) {
        out.push(RegionSuccessor::Region(0));
    }
    if condition != Some(true) {
        let has_else = body.regions(op).get(1).is_some_and(|&r| !body.region_is_empty(r));
        out.push(if has_else { RegionSuccessor::Region(1) } else { RegionSuccessor::Parent });
    }
}

/// `scf.index_switch`: region 0 is the default, region `1 + i` the case
/// `cases[i]`; a constant index selects one region, otherwise any may run.
fn index_switch_entry_successors(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
    out: &mut RegionSuccessors,
) {
    let cases = index_switch_cases(ctx, body, op);
    match operands.first().copied().flatten().and_then(|a| ctx.int_value(a)) {
        Some(index) => {
            let case = cases.iter().position(|&c| c == index);
            out.push(RegionSuccessor::Region(case.map_or(0, |i| i as u32 + 1)));
        }
        None => out.extend((0..body.num_regions(op) as u32).map(RegionSuccessor::Region)),
    }
}

/// The case values of an `scf.index_switch` (its `cases` property), empty
/// when it has none or they are malformed.
pub(crate) fn index_switch_cases(ctx: &Context, body: &Body, op: OpId) -> Vec<i128> {
    match ctx.dict_get(body.props(op), "cases").map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { values, .. }) => values.to_vec(),
        _ => Vec::new(),
    }
}

/// Regions that return to the op when they finish.
fn to_parent(_: &Body, _: OpId, _: u32, out: &mut RegionSuccessors) {
    out.push(RegionSuccessor::Parent);
}

/// Ops that pass nothing to their regions on entry.
fn no_operands(_: &Body, _: OpId, _: RegionSuccessor) -> Range<usize> {
    0..0
}

/// Ops whose regions take no arguments: only the results receive values.
fn results_only(body: &Body, op: OpId, successor: RegionSuccessor) -> Range<usize> {
    match successor {
        RegionSuccessor::Parent => 0..body.num_results(op),
        RegionSuccessor::Region(_) => 0..0,
    }
}

/// Every result, or every argument of the region's entry block.
fn all_inputs(body: &Body, op: OpId, successor: RegionSuccessor) -> Range<usize> {
    match successor {
        RegionSuccessor::Parent => 0..body.num_results(op),
        RegionSuccessor::Region(i) => {
            let entry = body.regions(op).get(i as usize).and_then(|&r| body.entry_block(r));
            0..entry.map_or(0, |b| body.block_args(b).len())
        }
    }
}

/// `scf.for`: the iteration arguments follow the induction variable.
fn for_successor_inputs(body: &Body, op: OpId, successor: RegionSuccessor) -> Range<usize> {
    match successor {
        RegionSuccessor::Parent => 0..body.num_results(op),
        RegionSuccessor::Region(_) => 1..1 + body.num_results(op),
    }
}

/// `scf.while`: the `before` region goes to the `after` region or exits; the
/// `after` region goes back to `before`.
fn while_region_successors(_: &Body, _: OpId, from: u32, out: &mut RegionSuccessors) {
    if from == 0 {
        out.extend([RegionSuccessor::Parent, RegionSuccessor::Region(1)]);
    } else {
        out.push(RegionSuccessor::Region(0));
    }
}

/// `scf.condition`: a constant condition selects the `after` region (true) or
/// the exit (false).
fn condition_successors(ctx: &Context, _: &Body, _: OpId, operands: &[Option<Attribute>], out: &mut RegionSuccessors) {
    let condition = bool_value(ctx, operands.first().copied().flatten());
    if condition != Some(false) {
        out.push(RegionSuccessor::Region(1));
    }
    if condition != Some(true) {
        out.push(RegionSuccessor::Parent);
    }
}

/// `scf.for` terminates whatever its bounds when its step is the constant 1;
/// with any other step it might not.
fn for_speculatability(ctx: &Context, body: &Body, op: OpId) -> Speculatability {
    if body.num_operands(op) < FOR_CONTROL_OPERANDS {
        return Speculatability::NotSpeculatable;
    }
    let step = body.operand(op, 2);
    match constant_value(ctx, body, step).and_then(|a| ctx.int_value(a)) {
        Some(1) => Speculatability::RecursivelySpeculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

// ----- verifiers -----------------------------------------------------------------
//
// Each runs after the declared checks (counts, traits, operand, result,
// attribute and region constraints) passed, so it may index what they
// guarantee.

/// MLIR's `IfOp::verify`.
impl ods::Verify for IfOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        if v.body.num_results(v.op) != 0 && v.body.region_is_empty(self.else_region(v)) {
            return Err(v.op_error("must have an else block if defining values"));
        }
        Ok(())
    }
}

/// `RegionBranchOpInterface`'s check once the regions verified: what each
/// region's `scf.yield` returns against the results.
impl ods::VerifyRegions for IfOp {
    fn verify_regions(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let body = v.body;
        let regions = [self.then_region(v), self.else_region(v)];
        // The common case, without collecting types: each region's `scf.yield`
        // (`SingleBlockImplicitTerminator` checked it is one) yields the
        // results' types.
        if regions.iter().all(|&r| {
            body.entry_block(r)
                .and_then(|b| body.last_op(b))
                .is_none_or(|t| same_types(body, body.operands(t), body.results(v.op)))
        }) {
            return Ok(());
        }
        let results = v.result_types();
        let to_parent = [(None, &results[..])];
        verify_terminator_edges(v, &regions, |_| &to_parent[..])
    }
}

/// MLIR's `ForOp::verify`.
impl ods::Verify for ForOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        if self.init_args(v).len() != v.body.num_results(v.op) {
            return Err(v.op_error("mismatch in number of loop-carried values and defined values"));
        }
        Ok(())
    }
}

/// What MLIR checks once the body verified: `LoopLikeOpInterface`'s and
/// `RegionBranchOpInterface`'s checks (in the order of `ForOp`'s traits),
/// then `ForOp::verifyRegions`.
impl ods::VerifyRegions for ForOp {
    fn verify_regions(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let body = v.body;
        let Some(block) = body.entry_block(self.region(v)) else { return Ok(()) };
        let args = body.block_args(block);
        // The common case, without collecting types: the induction variable
        // has the bounds' type, and each loop-carried value has one type as
        // init, region argument, yielded value and result (`ForOp::verify`
        // checked there are as many inits as results).
        let results = body.num_results(v.op);
        let yielded = body.last_op(block).filter(|&t| body.num_operands(t) == results);
        if let (Some(t), Some((&iv, iter_args))) = (yielded, args.split_first()) {
            if iter_args.len() == results
                && body.value_type(iv) == body.value_type(self.lower_bound(v))
                && self.init_args(v).zip(iter_args).zip(body.operands(t)).zip(body.results(v.op)).all(
                    |(((init, &arg), value), result)| {
                        let ty = body.value_type(result);
                        body.value_type(init) == ty && body.value_type(arg) == ty && body.value_type(value) == ty
                    },
                )
            {
                return Ok(());
            }
        }
        let inits = types_of(body, self.init_args(v));
        let results = v.result_types();
        let yielded = body.last_op(block).filter(|&t| YieldOp::isa(v, t));
        let yielded = yielded.map(|t| types_of(body, body.operands(t))).unwrap_or_default();
        let Some(iter_args) = args.get(1..) else {
            // MLIR counts the region's arguments after the induction
            // variable as an unsigned number, which wraps.
            return Err(v.op_error(format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                u64::MAX
            )));
        };
        let iter_args = types_of(body, iter_args.iter().copied());
        verify_loop_like(v, &inits, &iter_args, &yielded, Some(&results))?;
        // `RegionBranchOpInterface`: from the op into the body or past it,
        // and from the body's `scf.yield` to the next iteration or past it.
        let successors = [(Some(0), &iter_args[..]), (None, &results[..])];
        verify_edges(v, None, &inits, &successors)?;
        verify_terminator_edges(v, &[self.region(v)], |_| &successors[..])?;
        // `ForOp::verifyRegions`.
        if body.value_type(args[0]) != body.value_type(self.lower_bound(v)) {
            return Err(v.op_error("expected induction variable to be same type as bounds and step"));
        }
        if iter_args.len() != results.len() {
            return Err(v.op_error("mismatch in number of basic block args and defined values"));
        }
        for (i, ((init, arg), result)) in inits.iter().zip(&iter_args).zip(results.iter()).enumerate() {
            if init != result {
                return Err(v.op_error(format!("types mismatch between {i}th iter operand and defined value")));
            }
            if arg != result {
                return Err(v.op_error(format!("types mismatch between {i}th iter region arg and defined value")));
            }
        }
        Ok(())
    }
}

/// MLIR's `WhileOp::verify`: the terminators of both regions.
impl ods::Verify for WhileOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let (is_condition, is_yield): (IsA, IsA) = (|v, t| ConditionOp::isa(v, t), |v, t| YieldOp::isa(v, t));
        expect_terminator(
            v,
            self.before(v),
            is_condition,
            "expects the 'before' region to terminate with 'scf.condition'",
        )?;
        expect_terminator(v, self.after(v), is_yield, "expects the 'after' region to terminate with 'scf.yield'")
    }
}

/// `RegionBranchOpInterface`'s checks once the regions verified (MLIR's
/// `LoopLikeOpInterface` checks, after them, find nothing they did not).
impl ods::VerifyRegions for WhileOp {
    fn verify_regions(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let body = v.body;
        let (before, after) = (self.before(v), self.after(v));
        let args_of = |r| body.entry_block(r).map(|b| types_of(body, body.block_args(b).iter().copied()));
        let (Some(before_args), Some(after_args)) = (args_of(before), args_of(after)) else { return Ok(()) };
        let results = v.result_types();
        verify_edges(v, None, &types_of(body, self.inits(v)), &[(Some(0), &before_args[..])])?;
        // In the order of `WhileOp::getSuccessorRegions`: out, then on.
        let from_before = [(None, &results[..]), (Some(1), &after_args[..])];
        let from_after = [(Some(0), &before_args[..])];
        verify_terminator_edges(v, &[before, after], |r| if r == 0 { &from_before[..] } else { &from_after[..] })
    }
}

/// MLIR's `ExecuteRegionOp::verify`.
impl ods::Verify for ExecuteRegionOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let Some(entry) = v.body.entry_block(self.region(v)) else {
            return Err(v.op_error("region needs to have at least one block"));
        };
        if !v.body.block_args(entry).is_empty() {
            return Err(v.op_error("region cannot have any arguments"));
        }
        Ok(())
    }
}

/// `RegionBranchOpInterface`'s check once the region verified: what each
/// `scf.yield` returns against the results.
impl ods::VerifyRegions for ExecuteRegionOp {
    fn verify_regions(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let results = v.result_types();
        let to_parent = [(None, &results[..])];
        verify_terminator_edges(v, &[self.region(v)], |_| &to_parent[..])
    }
}

/// MLIR's `IndexSwitchOp::verify`.
impl ods::Verify for IndexSwitchOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        let cases = self.cases(v);
        let regions = v.body.regions(v.op);
        if cases.len() != regions.len() - 1 {
            return Err(v.op_error(format!("has {} case regions but {} case values", regions.len() - 1, cases.len())));
        }
        let mut seen = rustc_hash::FxHashSet::default();
        for &value in cases.iter() {
            if !seen.insert(value) {
                return Err(v.op_error(format!("has duplicate case value: {value}")));
            }
        }
        let results = v.result_types();
        for (i, &region) in regions.iter().enumerate() {
            let name = if i == 0 { "default region".to_string() } else { format!("case region #{}", i - 1) };
            let Some(block) = v.body.entry_block(region) else { continue };
            let Some(last) = v.body.last_op(block) else {
                return Err(v.op_error("expected region to end with scf.yield, but got nothing"));
            };
            if !YieldOp::isa(v, last) {
                let last_name = ctx.op_name_str(v.body.op_name(last));
                return Err(v.op_error(format!("expected region to end with scf.yield, but got {last_name}")));
            }
            let yielded: SmallVec<[Type; 4]> = v.body.operands(last).map(|x| v.body.value_type(x)).collect();
            if yielded.len() != results.len() {
                return Err(v
                    .op_error(format!(
                        "expected each region to return {} values, but {name} returns {}",
                        results.len(),
                        yielded.len()
                    ))
                    .with_note(v.body.loc(last), "see yield operation here"));
            }
            for (idx, (result, operand)) in results.iter().zip(&yielded).enumerate() {
                if result != operand {
                    return Err(v
                        .op_error(format!("expected result #{idx} of each region to be '{}'", v.ty(*result)))
                        .with_note(v.body.loc(last), format!("{name} returns '{}' here", v.ty(*operand))));
                }
            }
        }
        Ok(())
    }
}

// ----- what MLIR's interfaces verify ---------------------------------------------

/// Whether an op is of some kind (a handle's `isa`).
type IsA = fn(&OpView<'_>, OpId) -> bool;

/// The types of `values`.
fn types_of(body: &Body, values: impl Iterator<Item = ValueId>) -> SmallVec<[Type; 4]> {
    values.map(|x| body.value_type(x)).collect()
}

/// Whether the values `a` and `b` have the same types.
fn same_types(
    body: &Body,
    a: impl ExactSizeIterator<Item = ValueId>,
    b: impl ExactSizeIterator<Item = ValueId>,
) -> bool {
    a.len() == b.len() && a.zip(b).all(|(x, y)| body.value_type(x) == body.value_type(y))
}

/// MLIR's `verifyAndGetTerminator`: the single block of `region` ends with
/// an op `isa` accepts.
fn expect_terminator(v: &OpView<'_>, region: RegionId, isa: IsA, message: &str) -> Result<(), Diagnostic> {
    let last = v.body.entry_block(region).and_then(|b| v.body.last_op(b));
    match last {
        Some(t) if isa(v, t) => Ok(()),
        Some(t) => Err(v.op_error(message).with_note(v.body.loc(t), "terminator here")),
        None => Err(v.op_error(message)),
    }
}

/// A region successor (`Some(region)`, or `None` for the op's results) and
/// the types of its inputs.
type Successor<'a> = (Option<u32>, &'a [Type]);

/// MLIR's `RegionBranchOpInterface` check of the edges from one branch
/// point (the op itself, or the terminator `from` names) passing values of
/// types `operands` to each of `successors`.
fn verify_edges(
    v: &OpView<'_>,
    from: Option<&str>,
    operands: &[Type],
    successors: &[Successor<'_>],
) -> Result<(), Diagnostic> {
    for &(to, inputs) in successors {
        if operands.len() == inputs.len() && operands == inputs {
            continue;
        }
        let from = from.map_or_else(|| "parent".to_string(), |name| format!("Operation {name}"));
        let to = to.map_or_else(|| "parent".to_string(), |r| format!("Region #{r}"));
        if operands.len() != inputs.len() {
            return Err(v.op_error(format!(
                "along control flow edge from {from} to {to}: region branch point has {} operands, but region successor needs {} inputs",
                operands.len(),
                inputs.len()
            )));
        }
        if let Some((i, operand, input)) = super::first_type_mismatch(operands, inputs) {
            return Err(v.op_error(format!(
                "along control flow edge from {from} to {to}: successor operand type #{i} '{}' should match successor input type #{i} '{}'",
                v.ty(operand),
                v.ty(input)
            )));
        }
    }
    Ok(())
}

/// [`verify_edges`] from each terminator of `regions` that passes values on
/// (MLIR's `RegionBranchTerminatorOpInterface` and `ReturnLike` ops) to the
/// successors of its region (`successors(region index)`).
fn verify_terminator_edges<'a>(
    v: &OpView<'_>,
    regions: &[RegionId],
    successors: impl Fn(usize) -> &'a [Successor<'a>],
) -> Result<(), Diagnostic> {
    for (i, &region) in regions.iter().enumerate() {
        for block in v.body.blocks_of(region) {
            let Some(t) = v.body.last_op(block) else { continue };
            let Some(def) = v.ctx.op_def(v.body.op_name(t)) else { continue };
            let forwarded = match def.get_interface::<RegionBranchTerminator>() {
                Some(terminator) => (terminator.forwarded_operands)(v.body, t),
                None if def.has(Traits::RETURN_LIKE) => 0..v.body.num_operands(t),
                None => continue,
            };
            let operands = types_of(v.body, forwarded.map(|k| v.body.operand(t, k)));
            verify_edges(v, Some(def.name()), &operands, successors(i))?;
        }
    }
    Ok(())
}

/// MLIR's `LoopLikeOpInterface` check: the loop-carried values' inits,
/// region arguments, yielded values (none when the terminator yields
/// nothing) and results agree in number and type.
fn verify_loop_like(
    v: &OpView<'_>,
    inits: &[Type],
    iter_args: &[Type],
    yielded: &[Type],
    results: Option<&[Type]>,
) -> Result<(), Diagnostic> {
    if inits.len() != iter_args.len() {
        return Err(v.op_error(format!(
            "different number of inits and region iter_args: {} != {}",
            inits.len(),
            iter_args.len()
        )));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(v.op_error(format!(
            "different number of region iter_args and yielded values: {} != {}",
            iter_args.len(),
            yielded.len()
        )));
    }
    if let Some(results) = results.filter(|r| r.len() != iter_args.len()) {
        return Err(v.op_error(format!(
            "different number of loop results and region iter_args: {} != {}",
            results.len(),
            iter_args.len()
        )));
    }
    for (i, (init, arg)) in inits.iter().zip(iter_args).enumerate() {
        if init != arg {
            return Err(v.op_error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                v.ty(*init),
                v.ty(*arg)
            )));
        }
        if let Some(value) = yielded.get(i).filter(|&value| value != arg) {
            return Err(v.op_error(format!(
                "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                v.ty(*arg),
                v.ty(*value)
            )));
        }
    }
    match super::first_type_mismatch(iter_args, results.unwrap_or_default()) {
        Some((i, arg, result)) => Err(v.op_error(format!(
            "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
            v.ty(arg),
            v.ty(result)
        ))),
        None => Ok(()),
    }
}

/// MLIR's `getSingleInductionVar` for `scf.parallel` and `scf.forall`: the
/// induction variable when the loop has exactly one (the body's arguments
/// before the `outputs` that `scf.forall` adds for its shared outputs).
fn single_induction_var(body: &Body, op: OpId, outputs: usize) -> Option<crate::ir::ValueId> {
    let entry = body.entry_block(*body.regions(op).first()?)?;
    let args = body.block_args(entry);
    (args.len().checked_sub(outputs)? == 1).then(|| args[0])
}

/// The lower bounds, upper bounds, steps and initial values of an
/// `scf.parallel` (its `operandSegmentSizes`), if they are well formed.
pub(crate) fn parallel_operand_groups(ctx: &Context, body: &Body, op: OpId) -> Option<[Range<usize>; 4]> {
    let sizes = match ctx.dict_get(body.props(op), "operandSegmentSizes").map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { values, .. }) if values.len() == 4 => values.clone(),
        _ => return None,
    };
    let mut start = 0usize;
    let mut groups: [Range<usize>; 4] = Default::default();
    for (group, &size) in groups.iter_mut().zip(sizes.iter()) {
        let size = usize::try_from(size).ok()?;
        *group = start..start + size;
        start += size;
    }
    (start == body.num_operands(op)).then_some(groups)
}

/// MLIR's `ParallelOp::verify` (but the reduced values' types, which MLIR
/// reports on the `scf.reduce`: [`ReduceOp`]'s hook checks them).
impl ods::Verify for ParallelOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        let (lower, upper, steps) = (self.lower_bound(v), self.upper_bound(v), self.step(v));
        if steps.len() == 0 {
            return Err(v.op_error("needs at least one tuple element for lowerBound, upperBound and step"));
        }
        let (lower, upper, steps) = (lower.len(), upper.len(), steps.len());
        if lower != steps || upper != steps {
            return Err(v.op_error(format!(
                "expects the same number of lower bounds ({lower}), upper bounds ({upper}) and steps ({steps})"
            )));
        }
        for step in self.step(v) {
            if constant_value(ctx, v.body, step).and_then(|a| ctx.int_value(a)).is_some_and(|c| c <= 0) {
                return Err(v.op_error("constant step operand must be positive"));
            }
        }
        let Some(block) = v.body.entry_block(self.region(v)) else {
            return Err(v.op_error("expects a non-empty body"));
        };
        let args = v.body.block_args(block);
        if args.len() != steps {
            return Err(v.op_error(format!(
                "expects the same number of induction variables: {} as bound and step values: {steps}",
                args.len()
            )));
        }
        if args.iter().any(|&a| !ctx.is_index(v.body.value_type(a))) {
            return Err(v.op_error("expects arguments for the induction variable to be of index type"));
        }
        let reduce = v.body.last_op(block).and_then(|t| ReduceOp::from_op(v, t));
        let Some(reduce) = reduce else { return Err(v.op_error("expects body to terminate with 'scf.reduce'")) };
        let results = v.body.num_results(v.op);
        let reductions = reduce.reductions(v).len();
        if results != reductions {
            return Err(v.op_error(format!(
                "expects number of results: {results} to be the same as number of reductions: {reductions}"
            )));
        }
        let inits = self.init_vals(v).len();
        if results != inits {
            return Err(v.op_error(format!(
                "expects number of results: {results} to be the same as number of initial values: {inits}"
            )));
        }
        Ok(())
    }
}

/// The reduced values against the `scf.parallel`'s results: MLIR checks
/// them in `ParallelOp::verify` and reports them on this op.
impl ods::Verify for ReduceOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let results = match v.parent() {
            Some(ParentOp::InBody(p)) => p.result_types(),
            _ => SmallVec::new(),
        };
        let operands = v.operand_types();
        match super::first_type_mismatch(&results, &operands) {
            Some((i, result, reduced)) => Err(v.op_error(format!(
                "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                v.ty(reduced),
                v.ty(result)
            ))),
            None => Ok(()),
        }
    }
}

/// MLIR's `ReduceOp::verifyRegions`: each reduction combines two values of
/// its operand's type and returns with `scf.reduce.return`.
impl ods::VerifyRegions for ReduceOp {
    fn verify_regions(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let operands = v.operand_types();
        let regions = self.reductions(v);
        if regions.len() != operands.len() {
            return Err(v.op_error(format!(
                "expects one reduction region per operand: {} regions for {} operands",
                regions.len(),
                operands.len()
            )));
        }
        for (i, (&region, &ty)) in regions.iter().zip(operands.iter()).enumerate() {
            let Some(block) = v.body.entry_block(region).filter(|&b| v.body.first_op(b).is_some()) else {
                return Err(v.op_error(format!("{i}-th reduction has an empty body")));
            };
            let args = v.body.block_args(block);
            if args.len() != 2 || args.iter().any(|&a| v.body.value_type(a) != ty) {
                return Err(v.op_error(format!(
                    "expected two block arguments with type '{}' in the {i}-th reduction region",
                    v.ty(ty)
                )));
            }
            if !v.body.last_op(block).is_some_and(|t| ReduceReturnOp::isa(v, t)) {
                return Err(v.op_error("reduction bodies must be terminated with an 'scf.reduce.return' op"));
            }
        }
        Ok(())
    }
}

/// MLIR's `ReduceReturnOp::verify`: the value has the type of the region's
/// arguments.
impl ods::Verify for ReduceReturnOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let block = v.body.op_block(v.op);
        let expected = block.and_then(|b| v.body.block_args(b).first().map(|&a| v.body.value_type(a)));
        match expected {
            Some(ty) if ty != v.body.value_type(self.result(v)) => {
                Err(v.op_error(format!("must have type '{}' (the type of the reduction inputs)", v.ty(ty))))
            }
            _ => Ok(()),
        }
    }
}

/// One of an `scf.forall`'s lower bounds, upper bounds or steps: a constant
/// (its `static*` entry) or the next of its dynamic operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MixedBound {
    /// A constant.
    Static(i64),
    /// An operand.
    Dynamic(crate::ir::ValueId),
}

/// MLIR's `ShapedType::kDynamic`: a `static*` entry taken from the operands.
const DYNAMIC: i128 = crate::ir::DYNAMIC as i128;

/// The lower bounds, upper bounds and steps of an `scf.forall`, or the
/// message MLIR's `verifyListOfOperandsOrIntegers` gives when they are
/// malformed.
pub(crate) fn forall_bounds(ctx: &Context, body: &Body, op: OpId) -> Result<[Vec<MixedBound>; 3], String> {
    let props = body.props(op);
    let array = |name: &str| match ctx.dict_get(props, name).map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { values, .. }) => Ok(values.to_vec()),
        _ => Err(format!("requires attribute '{name}'")),
    };
    let segments = array("operandSegmentSizes")?;
    let operands: Vec<crate::ir::ValueId> = body.operands(op).collect();
    if segments.len() != 4 || segments.iter().sum::<i128>() != operands.len() as i128 {
        return Err("operand count does not match its 'operandSegmentSizes'".into());
    }
    let lower = array("staticLowerBound")?;
    let rank = lower.len();
    let mut start = 0usize;
    let mut out: [Vec<MixedBound>; 3] = Default::default();
    for (k, (attr, name)) in
        [("staticLowerBound", "lower bound"), ("staticUpperBound", "upper bound"), ("staticStep", "step")]
            .into_iter()
            .enumerate()
    {
        let statics = if k == 0 { lower.clone() } else { array(attr)? };
        if statics.len() != rank {
            return Err(format!("expected {rank} {name} values, got {}", statics.len()));
        }
        let dynamic_count = statics.iter().filter(|&&v| v == DYNAMIC).count();
        let given = segments[k] as usize;
        if dynamic_count != given {
            return Err(format!("expected {dynamic_count} dynamic {name} values"));
        }
        let mut dynamics = operands[start..start + given].iter();
        start += given;
        out[k] = statics
            .iter()
            .map(|&v| match v {
                DYNAMIC => dynamics.next().map(|&d| MixedBound::Dynamic(d)).unwrap_or(MixedBound::Static(0)),
                v => MixedBound::Static(v as i64),
            })
            .collect();
    }
    Ok(out)
}

/// MLIR's `InParallelOp::verify`: only ops combining the iterations'
/// parts, each writing into the enclosing `scf.forall`'s outputs.
impl ods::Verify for InParallelOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let (ctx, body) = (v.ctx, v.body);
        let Some(forall) = body.parent_op(v.op).and_then(|p| ForallOp::from_op(&(ctx, body), p)) else {
            return Err(v.op_error("expected forall op parent"));
        };
        let rank = forall.static_lower_bound(v).len();
        let outputs = match body.entry_block(forall.region(v)) {
            Some(entry) => &body.block_args(entry)[rank..],
            None => &[],
        };
        let Some(block) = body.entry_block(self.region(v)) else { return Ok(()) };
        for op in body.block_ops(block) {
            let def = ctx.op_def(body.op_name(op));
            let Some(combining) = def.and_then(|d| d.get_interface::<ParallelCombining>()) else {
                return Err(v.op_error("expected only ParallelCombiningOpInterface ops"));
            };
            if (combining.updated_destinations)(body, op).iter().any(|d| !outputs.contains(d)) {
                let combining_op = OpView::new(ctx, body, op, None);
                return Err(combining_op.op_error("may only insert into an output block argument"));
            }
        }
        Ok(())
    }
}

/// MLIR's `ForallOp::verify`.
impl ods::Verify for ForallOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        let rank = self.static_lower_bound(v).len();
        let outputs = self.outputs(v);
        let results = v.body.num_results(v.op);
        if results != outputs.len() {
            return Err(v.op_error(format!("produces {results} results, but has only {} outputs", outputs.len())));
        }
        let Some(block) = v.body.entry_block(self.region(v)) else {
            return Err(v.op_error("expects a non-empty body"));
        };
        let args = v.body.block_args(block);
        if args.len() != rank + outputs.len() {
            return Err(v.op_error(format!("region expects {rank} arguments")));
        }
        for (i, &a) in args[..rank].iter().enumerate() {
            if !ctx.is_index(v.body.value_type(a)) {
                return Err(v.op_error(format!("expects {i}-th block argument to be an index")));
            }
        }
        for (i, (&a, out)) in args[rank..].iter().zip(outputs).enumerate() {
            if v.body.value_type(a) != v.body.value_type(out) {
                return Err(v.op_error(format!("type mismatch between {i}-th output and corresponding block argument")));
            }
        }
        forall_bounds(ctx, v.body, v.op).map(|_| ()).map_err(|message| v.error(message))
    }
}
