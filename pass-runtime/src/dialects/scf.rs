//! The `scf` dialect: structured control flow (`scf.if`, `scf.for`,
//! `scf.while`, `scf.execute_region`, `scf.index_switch`, `scf.parallel`,
//! `scf.forall`) and its terminators (`scf.yield`, `scf.condition`, `scf.reduce` and
//! `scf.reduce.return`). Folders and canonicalization patterns are in
//! `canonicalize`, the ops' pretty forms in `asm`. As in MLIR 22, `scf.for`, `scf.while`, `scf.parallel` and
//! `scf.forall` are `LoopLike` (so `loop-invariant-code-motion` hoists out of
//! all four); `scf.index_switch` is not a loop.

mod asm;
mod canonicalize;

use std::ops::Range;

use smallvec::SmallVec;

use super::{check_types_match, expect_operands, expect_results, operand_type, scalar_of, value_types_equal};
use crate::interfaces::{
    bool_value, ConditionallySpeculatable, LoopLike, RegionBranch, RegionBranchTerminator, RegionSuccessor,
    RegionSuccessors, Speculatability,
};
use crate::ir::{Attribute, Body, Context, Diagnostic, Dialect, OpDef, OpId, OpView, ParentOp, Traits, Type};
use crate::rewrite::{constant_value, CanonicalizationPatterns, Folder};

/// Attaches the op's canonicalization patterns, if MLIR has them.
fn with_patterns(def: OpDef) -> OpDef {
    match canonicalize::patterns_for(def.name()) {
        Some(patterns) => def.hook(CanonicalizationPatterns(patterns)),
        None => def,
    }
}

/// The dialect definition.
pub fn dialect() -> Dialect {
    Dialect::new("scf")
        .op(with_patterns(
            OpDef::new("scf.if", Traits::SINGLE_BLOCK | Traits::IMPLICIT_TERMINATOR | Traits::RECURSIVE_MEMORY_EFFECTS)
                .interface(RegionBranch {
                    entry_successors: if_entry_successors,
                    region_successors: to_parent,
                    entry_operands: no_operands,
                    successor_inputs: results_only,
                })
                .interface(ConditionallySpeculatable(|_, _, _| Speculatability::RecursivelySpeculatable))
                .hook(Folder(canonicalize::fold_if))
                .verifier(verify_if)
                .assembly(asm::IF_ASSEMBLY),
        ))
        .op(with_patterns(
            OpDef::new(
                "scf.for",
                Traits::SINGLE_BLOCK | Traits::IMPLICIT_TERMINATOR | Traits::RECURSIVE_MEMORY_EFFECTS,
            )
            .inherent(&["unsignedCmp"])
            .interface(RegionBranch {
                entry_successors: |_, _, _, _, out| out.extend([RegionSuccessor::Region(0), RegionSuccessor::Parent]),
                region_successors: |_, _, _, out| out.extend([RegionSuccessor::Region(0), RegionSuccessor::Parent]),
                entry_operands: |body, op, _| FOR_CONTROL_OPERANDS..body.num_operands(op),
                successor_inputs: for_successor_inputs,
            })
            .interface(LoopLike {
                num_loop_regions: 1,
                induction_var: Some(|body, op| {
                    let entry = body.entry_block(*body.regions(op).first()?)?;
                    body.block_args(entry).first().copied()
                }),
                inits: |body, op| FOR_CONTROL_OPERANDS..body.num_operands(op),
                region_iter_args: |body, op| 1..1 + body.num_results(op),
            })
            .interface(ConditionallySpeculatable(for_speculatability))
            .verifier(verify_for)
            .assembly(asm::FOR_ASSEMBLY),
        ))
        .op(with_patterns(
            OpDef::new("scf.while", Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK)
                .interface(RegionBranch {
                    entry_successors: |_, _, _, _, out| out.push(RegionSuccessor::Region(0)),
                    region_successors: while_region_successors,
                    entry_operands: |body, op, _| 0..body.num_operands(op),
                    successor_inputs: all_inputs,
                })
                .interface(LoopLike {
                    num_loop_regions: 2,
                    induction_var: None,
                    inits: |body, op| 0..body.num_operands(op),
                    region_iter_args: |body, op| 0..body.num_operands(op),
                })
                .verifier(verify_while)
                .assembly(asm::WHILE_ASSEMBLY),
        ))
        .op(with_patterns(
            OpDef::new("scf.execute_region", Traits::RECURSIVE_MEMORY_EFFECTS)
                .inherent(&["no_inline"])
                .interface(RegionBranch {
                    entry_successors: |_, _, _, _, out| out.push(RegionSuccessor::Region(0)),
                    region_successors: to_parent,
                    entry_operands: no_operands,
                    successor_inputs: results_only,
                })
                .verifier(verify_execute_region)
                .assembly(asm::EXECUTE_REGION_ASSEMBLY),
        ))
        .op(with_patterns(
            OpDef::new(
                "scf.index_switch",
                Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK | Traits::IMPLICIT_TERMINATOR,
            )
            .inherent(&["cases"])
            .interface(RegionBranch {
                entry_successors: index_switch_entry_successors,
                region_successors: to_parent,
                entry_operands: no_operands,
                successor_inputs: results_only,
            })
            .verifier(verify_index_switch)
            .assembly(asm::INDEX_SWITCH_ASSEMBLY),
        ))
        .op(with_patterns(
            OpDef::new(
                "scf.parallel",
                Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK | Traits::ATTR_SIZED_OPERAND_SEGMENTS,
            )
            .inherent(&["operandSegmentSizes"])
            .interface(LoopLike {
                num_loop_regions: 1,
                induction_var: Some(|body, op| single_induction_var(body, op, 0)),
                // The reductions' initial values end the operands, one per result.
                inits: |body, op| body.num_operands(op) - body.num_results(op)..body.num_operands(op),
                region_iter_args: |_, _| 0..0,
            })
            .verifier(verify_parallel)
            .assembly(asm::PARALLEL_ASSEMBLY),
        ))
        .op(OpDef::new("scf.reduce", Traits::TERMINATOR | Traits::RECURSIVE_MEMORY_EFFECTS)
            .verifier(verify_reduce)
            .assembly(asm::REDUCE_ASSEMBLY))
        .op(OpDef::new("scf.reduce.return", Traits::TERMINATOR | Traits::PURE)
            .verifier(verify_reduce_return)
            .assembly(asm::REDUCE_RETURN_ASSEMBLY))
        .op(with_patterns(
            OpDef::new(
                "scf.forall",
                Traits::RECURSIVE_MEMORY_EFFECTS | Traits::SINGLE_BLOCK | Traits::ATTR_SIZED_OPERAND_SEGMENTS,
            )
            .inherent(&["mapping", "operandSegmentSizes", "staticLowerBound", "staticStep", "staticUpperBound"])
            .interface(LoopLike {
                num_loop_regions: 1,
                induction_var: Some(|body, op| single_induction_var(body, op, body.num_results(op))),
                // The shared outputs end the operands, one per result, and end
                // the body's arguments after the induction variables.
                inits: |body, op| body.num_operands(op) - body.num_results(op)..body.num_operands(op),
                region_iter_args: |body, op| {
                    let args = body
                        .regions(op)
                        .first()
                        .and_then(|&r| body.entry_block(r))
                        .map_or(0, |b| body.block_args(b).len());
                    args.saturating_sub(body.num_results(op))..args
                },
            })
            .verifier(verify_forall)
            .assembly(asm::FORALL_ASSEMBLY),
        ))
        .op(OpDef::new("scf.forall.in_parallel", Traits::TERMINATOR | Traits::SINGLE_BLOCK | Traits::NO_TERMINATOR)
            .verifier(verify_forall_in_parallel)
            .assembly(asm::IN_PARALLEL_ASSEMBLY))
        .op(OpDef::new("scf.yield", Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .interface(RegionBranchTerminator {
                forwarded_operands: |body, op| 0..body.num_operands(op),
                successors: None,
            })
            .verifier(verify_yield)
            .assembly(asm::YIELD_ASSEMBLY))
        .op(OpDef::new("scf.condition", Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .interface(RegionBranchTerminator {
                forwarded_operands: |body, op| 1..body.num_operands(op),
                successors: Some(condition_successors),
            })
            .verifier(verify_condition)
            .assembly(asm::CONDITION_ASSEMBLY))
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

fn region_count(v: &OpView<'_>, n: usize) -> Result<(), Diagnostic> {
    let found = v.body.num_regions(v.op);
    if found != n {
        return Err(v.op_error(match n {
            0 => "requires zero regions".to_string(),
            1 => "requires one region".to_string(),
            _ => format!("expected {n} regions"),
        }));
    }
    Ok(())
}

fn verify_if(v: &OpView<'_>) -> Result<(), Diagnostic> {
    region_count(v, 2)?;
    expect_operands(v, 1)?;
    let condition = operand_type(v, 0);
    if condition != v.ctx.i1() {
        return Err(v.op_error(format!("operand #0 must be 1-bit signless integer, but got '{}'", v.ty(condition))));
    }
    let rs = v.body.regions(v.op);
    let results = v.result_types();
    if !results.is_empty() && v.body.region_is_empty(rs[1]) {
        return Err(v.op_error("must have an else block if defining values"));
    }
    for (i, &r) in rs.iter().enumerate() {
        if v.body.blocks_of(r).count() > 1 {
            // Several blocks are reported by the single-block trait's check;
            // this is the empty region's message (ODS's `SizedRegion<1>`).
            let kind = if i == 0 { "defaultRegion" } else { "caseRegions" };
            return Err(v.op_error(format!("region #{i} ('{kind}') failed to verify constraint: region with 1 blocks")));
        }
        if let Some(b) = v.body.entry_block(r) {
            if !v.body.block_args(b).is_empty() {
                return Err(v.op_error(format!("region #{i} should have no arguments")));
            }
        }
    }
    Ok(())
}

fn verify_for(v: &OpView<'_>) -> Result<(), Diagnostic> {
    region_count(v, 1)?;
    let ctx = v.ctx;
    let ops = v.operand_types();
    if ops.len() < 3 {
        return Err(v.op_error(format!("expected 3 or more operands, but found {}", ops.len())));
    }
    let iv = ops[0];
    for (i, &t) in ops[..3].iter().enumerate() {
        let signless = matches!(
            ctx.type_kind(t),
            crate::ir::TypeKind::Integer { signedness: crate::ir::Signedness::Signless, .. }
        );
        if !signless && !ctx.is_index(t) {
            return Err(v.op_error(format!("operand #{i} must be signless integer or index, but got '{}'", v.ty(t))));
        }
    }
    if ops[1] != iv || ops[2] != iv {
        return Err(v.op_error("failed to verify that all of {lowerBound, upperBound, step} have same type"));
    }
    let results = v.result_types();
    let inits = &ops[3..];
    if inits.len() != results.len() {
        return Err(v.op_error("mismatch in number of loop-carried values and defined values"));
    }
    let r = v.body.regions(v.op)[0];
    if v.body.blocks_of(r).count() != 1 {
        return Err(v.op_error("expects region #0 to have 0 or 1 blocks"));
    }
    let b = v.body.entry_block(r).expect("one block");
    let args = v.body.block_args(b);
    if args.len() != 1 + results.len() {
        return Err(v.op_error("mismatch in number of basic block args and defined values"));
    }
    if v.body.value_type(args[0]) != iv {
        return Err(v.op_error("expected induction variable to be same type as bounds and step"));
    }
    for (i, ((&a, init), res)) in args[1..].iter().zip(inits).zip(results.iter()).enumerate() {
        if init != res {
            return Err(v.op_error(format!("types mismatch between {i}th iter operand and defined value")));
        }
        if v.body.value_type(a) != *res {
            return Err(v.op_error(format!("types mismatch between {i}th iter region arg and defined value")));
        }
    }
    Ok(())
}

fn verify_while(v: &OpView<'_>) -> Result<(), Diagnostic> {
    region_count(v, 2)?;
    let rs = v.body.regions(v.op);
    let Some(before) = v.body.entry_block(rs[0]) else { return Err(v.op_error("expects a non-empty 'before' region")) };
    let inits = v.operand_types();
    let before_args: SmallVec<[Type; 4]> = v.body.block_args(before).iter().map(|&a| v.body.value_type(a)).collect();
    if before_args[..] != inits[..] {
        return Err(v.op_error("expects the 'before' region arguments to match the operand types"));
    }
    if let Some(t) = v.body.last_op(before) {
        if v.ctx.op_name_str(v.body.op_name(t)) != "scf.condition" {
            return Err(v.op_error("expects the 'before' region to terminate with 'scf.condition'"));
        }
        let forwarded: SmallVec<[Type; 4]> = v.body.operands(t).skip(1).map(|x| v.body.value_type(x)).collect();
        check_types_match(
            v,
            &forwarded,
            &v.result_types(),
            "'scf.condition' forwarded values must match the op results",
        )?;
    }
    if let Some(after) = v.body.entry_block(rs[1]) {
        let after_args: SmallVec<[Type; 4]> = v.body.block_args(after).iter().map(|&a| v.body.value_type(a)).collect();
        if after_args[..] != v.result_types()[..] {
            return Err(v.op_error("expects the 'after' region arguments to match the op results"));
        }
    }
    Ok(())
}

fn verify_execute_region(v: &OpView<'_>) -> Result<(), Diagnostic> {
    region_count(v, 1)?;
    expect_operands(v, 0)?;
    let r = v.body.regions(v.op)[0];
    let Some(entry) = v.body.entry_block(r) else { return Err(v.op_error("region needs to have at least one block")) };
    if !v.body.block_args(entry).is_empty() {
        return Err(v.op_error("region cannot have any arguments"));
    }
    Ok(())
}

fn verify_index_switch(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let operands = v.operand_types();
    if let [flag] = operands[..] {
        if !ctx.is_index(flag) {
            return Err(v.op_error(format!("operand #0 must be index, but got '{}'", v.ty(flag))));
        }
    } else {
        return Err(v.op_error("operand #0 must be index"));
    }
    let cases_attr = v.attr("cases");
    let cases = match cases_attr.map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { element, values }) if *element == ctx.integer_type(64) => values,
        Some(_) => return Err(v.op_error("attribute 'cases' failed to satisfy constraint: i64 dense array attribute")),
        None => return Err(v.op_error("requires attribute 'cases'")),
    };
    let regions = v.body.regions(v.op);
    if regions.is_empty() {
        return Err(v.op_error("requires at least 1 region"));
    }
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
        let mut blocks = v.body.blocks_of(region);
        let (Some(block), None) = (blocks.next(), blocks.next()) else {
            // Several blocks are reported by the single-block trait's check;
            // this is the empty region's message (ODS's `SizedRegion<1>`).
            let kind = if i == 0 { "defaultRegion" } else { "caseRegions" };
            return Err(v.op_error(format!("region #{i} ('{kind}') failed to verify constraint: region with 1 blocks")));
        };
        let Some(last) = v.body.last_op(block) else {
            return Err(v.op_error("expected region to end with scf.yield, but got nothing"));
        };
        let last_name = ctx.op_name_str(v.body.op_name(last));
        if last_name != "scf.yield" {
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

fn verify_parallel(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some([lower, upper, steps, inits]) = parallel_operand_groups(ctx, v.body, v.op) else {
        let total: i128 = match v.attr("operandSegmentSizes").map(|a| ctx.attr_kind(a)) {
            Some(crate::ir::AttrKind::DenseArray { values, .. }) => values.iter().sum(),
            _ => 0,
        };
        return Err(v.op_error(format!(
            "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
            v.body.num_operands(v.op)
        )));
    };
    let index = ctx.index_type();
    let operands = v.operands();
    for (name, group) in [("lowerBound", &lower), ("upperBound", &upper), ("step", &steps)] {
        if operands[group.clone()].iter().any(|&x| v.body.value_type(x) != index) {
            return Err(v.op_error(format!("operand group '{name}' must be variadic of index")));
        }
    }
    if steps.is_empty() {
        return Err(v.op_error("needs at least one tuple element for lowerBound, upperBound and step"));
    }
    if lower.len() != steps.len() || upper.len() != steps.len() {
        return Err(v.op_error(format!(
            "expects the same number of lower bounds ({}), upper bounds ({}) and steps ({})",
            lower.len(),
            upper.len(),
            steps.len()
        )));
    }
    for &step in &operands[steps.clone()] {
        if constant_value(ctx, v.body, step).and_then(|a| ctx.int_value(a)).is_some_and(|c| c <= 0) {
            return Err(v.op_error("constant step operand must be positive"));
        }
    }
    region_count(v, 1)?;
    let Some(block) = v.body.entry_block(v.body.regions(v.op)[0]) else {
        return Err(v.op_error("expects a non-empty body"));
    };
    let args = v.body.block_args(block);
    if args.len() != steps.len() {
        return Err(v.op_error(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        )));
    }
    if args.iter().any(|&a| v.body.value_type(a) != index) {
        return Err(v.op_error("expects arguments for the induction variable to be of index type"));
    }
    let reduce = v.body.last_op(block).filter(|&t| ctx.op_name_str(v.body.op_name(t)) == "scf.reduce");
    let Some(reduce) = reduce else { return Err(v.op_error("expects body to terminate with 'scf.reduce'")) };
    let results = v.result_types();
    let reductions = v.body.num_regions(reduce);
    if results.len() != reductions {
        return Err(v.op_error(format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            results.len()
        )));
    }
    if results.len() != inits.len() {
        return Err(v.op_error(format!(
            "expects number of results: {} to be the same as number of initial values: {}",
            results.len(),
            inits.len()
        )));
    }
    // The types of the reduced values are checked by `scf.reduce`'s own
    // verifier, so that the error names the `scf.reduce` (MLIR emits it on
    // that op from here).
    Ok(())
}

fn verify_reduce(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let results = match v.parent() {
        Some(ParentOp::InBody(p)) if p.name() == "scf.parallel" => p.result_types(),
        _ => return Err(v.op_error("expects parent op 'scf.parallel'")),
    };
    let operands = v.operand_types();
    for (i, (&result, &reduced)) in results.iter().zip(operands.iter()).enumerate() {
        if result != reduced {
            return Err(v.op_error(format!(
                "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                v.ty(reduced),
                v.ty(result)
            )));
        }
    }
    let regions = v.body.regions(v.op);
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
        let terminator = v.body.last_op(block).map(|t| v.ctx.op_name_str(v.body.op_name(t)));
        if terminator != Some("scf.reduce.return") {
            return Err(v.op_error("reduction bodies must be terminated with an 'scf.reduce.return' op"));
        }
    }
    Ok(())
}

fn verify_reduce_return(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 0)?;
    let operands = v.operand_types();
    if operands.len() != 1 {
        return Err(v.op_error(format!("expected 1 operand, but found {}", operands.len())));
    }
    match v.parent() {
        Some(ParentOp::InBody(p)) if p.name() == "scf.reduce" => {}
        _ => return Err(v.op_error("expects parent op 'scf.reduce'")),
    }
    let block = v.body.op_block(v.op);
    let expected = block.and_then(|b| v.body.block_args(b).first().map(|&a| v.body.value_type(a)));
    match expected {
        Some(ty) if ty != operands[0] => {
            Err(v.op_error(format!("must have type '{}' (the type of the reduction inputs)", v.ty(ty))))
        }
        _ => Ok(()),
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

fn verify_forall(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let rank = match ctx.dict_get(v.body.props(v.op), "staticLowerBound").map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { values, .. }) => values.len(),
        _ => return Err(v.op_error("requires attribute 'staticLowerBound'")),
    };
    let segments = match ctx.dict_get(v.body.props(v.op), "operandSegmentSizes").map(|a| ctx.attr_kind(a)) {
        Some(crate::ir::AttrKind::DenseArray { values, .. }) if values.len() == 4 => values.clone(),
        _ => return Err(v.op_error("requires attribute 'operandSegmentSizes'")),
    };
    let operands = v.operand_types();
    let outputs_start = (segments[0] + segments[1] + segments[2]).max(0) as usize;
    let outputs = operands.get(outputs_start..).unwrap_or(&[]);
    let results = v.result_types();
    if results.len() != outputs.len() {
        return Err(v.op_error(format!("produces {} results, but has only {} outputs", results.len(), outputs.len())));
    }
    region_count(v, 1)?;
    let Some(block) = v.body.entry_block(v.body.regions(v.op)[0]) else {
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
    for (i, (&a, &out)) in args[rank..].iter().zip(outputs).enumerate() {
        if v.body.value_type(a) != out {
            return Err(v.op_error(format!("type mismatch between {i}-th output and corresponding block argument")));
        }
    }
    forall_bounds(ctx, v.body, v.op).map(|_| ()).map_err(|message| v.error(message))
}

fn verify_forall_in_parallel(v: &OpView<'_>) -> Result<(), Diagnostic> {
    match v.parent() {
        Some(ParentOp::InBody(p)) if p.name() == "scf.forall" => Ok(()),
        _ => Err(v.op_error("expects parent op 'scf.forall'")),
    }
}

fn verify_yield(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(ParentOp::InBody(parent)) = v.parent() else {
        return Err(v.op_error(
            "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
        ));
    };
    let got = || v.operand_types();
    match parent.name() {
        "scf.if" | "scf.execute_region" | "scf.index_switch" | "scf.for" => {
            let (body, pbody) = (v.body, parent.body);
            if value_types_equal(body, body.operands(v.op), pbody, pbody.results(parent.op)) {
                return Ok(());
            }
            check_types_match(v, &got(), &parent.result_types(), "types mismatch between yield op and its parent")
        }
        "scf.while" => {
            // Yields of the 'after' region feed the 'before' region's arguments.
            let rs = parent.body.regions(parent.op);
            let Some(before) = parent.body.entry_block(rs[0]) else { return Ok(()) };
            let expected: SmallVec<[Type; 4]> =
                parent.body.block_args(before).iter().map(|&a| parent.body.value_type(a)).collect();
            check_types_match(
                v,
                &got(),
                &expected,
                "types mismatch between yield op and the 'before' region of its parent",
            )
        }
        "scf.parallel" | "scf.forall" | "scf.reduce" => Ok(()),
        _ => Err(v.op_error(
            "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
        )),
    }
}

fn verify_condition(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 0)?;
    let ops = v.operand_types();
    if let Some(&c) = ops.first().filter(|&&c| scalar_of(v.ctx, c) != v.ctx.i1()) {
        return Err(v.op_error(format!("operand #0 must be 1-bit signless integer, but got '{}'", v.ty(c))));
    }
    if ops.is_empty() {
        return Err(v.op_error("operand #0 must be 1-bit signless integer"));
    }
    match v.parent() {
        Some(ParentOp::InBody(p)) if p.name() == "scf.while" => Ok(()),
        _ => Err(v.op_error("expects parent op 'scf.while'")),
    }
}
