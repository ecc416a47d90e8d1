//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`,
//! `cf.switch`, `cf.assert`).

use std::ops::Range;

use smallvec::SmallVec;

use super::{expect_operands, expect_results, required_attr, string_attr};
use crate::interfaces::BranchOp;
use crate::ir::{
    AttrKind, Attribute, BlockId, Body, Context, DenseData, Diagnostic, Dialect, OpDef, OpId, OpView, Traits, Type,
    ValueId,
};

/// The dialect definition.
pub fn dialect() -> Dialect {
    Dialect::new("cf")
        .op(OpDef::new("cf.br", Traits::TERMINATOR | Traits::PURE)
            .interface(BranchOp {
                successor_operands: |_, body, op, _| Some(0..body.num_operands(op)),
                successor_for_operands: |_, _, _, _| Some(0),
            })
            .verifier(verify_br))
        .op(OpDef::new("cf.cond_br", Traits::TERMINATOR | Traits::PURE | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
            .inherent(&["operandSegmentSizes"])
            .interface(BranchOp {
                successor_operands: cond_br_successor_operands,
                successor_for_operands: |ctx, _, _, operands| match operands.first().copied().flatten() {
                    Some(c) => ctx.int_value(c).map(|v| if v != 0 { 0 } else { 1 }),
                    None => None,
                },
            })
            .verifier(verify_cond_br))
        .op(OpDef::new("cf.switch", Traits::TERMINATOR | Traits::PURE | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
            .inherent(&["case_values", "case_operand_segments", "operandSegmentSizes"])
            .interface(BranchOp {
                successor_operands: switch_successor_operands,
                successor_for_operands: switch_successor_for_operands,
            })
            .verifier(verify_switch))
        .op(OpDef::new("cf.assert", Traits::NONE).inherent(&["msg"]).verifier(verify_assert))
}

/// The values passed to each successor: `cf.br` passes all its operands,
/// `cf.cond_br` splits them by `operandSegmentSizes`, `cf.switch` by its
/// segments. Returns `None` when the op's segment attributes are malformed.
pub fn successor_operands(v: &OpView<'_>) -> Option<Vec<SmallVec<[ValueId; 4]>>> {
    let ctx = v.ctx;
    let all: SmallVec<[ValueId; 8]> = v.body.operands(v.op).collect();
    match v.name() {
        "cf.br" => Some(vec![all.into_iter().collect()]),
        "cf.cond_br" => {
            let seg = segment_sizes(v, "operandSegmentSizes")?;
            if seg.len() != 3 {
                return None;
            }
            let (a, b) = (seg[0] as usize, seg[0] as usize + seg[1] as usize);
            let c = b + seg[2] as usize;
            if c != all.len() {
                return None;
            }
            Some(vec![all[a..b].iter().copied().collect(), all[b..c].iter().copied().collect()])
        }
        "cf.switch" => {
            let seg = segment_sizes(v, "operandSegmentSizes")?;
            if seg.len() != 3 {
                return None;
            }
            let def_start = seg[0] as usize;
            let case_start = def_start + seg[1] as usize;
            let mut out = vec![all.get(def_start..case_start)?.iter().copied().collect()];
            let cases = segment_sizes(v, "case_operand_segments").unwrap_or_default();
            let mut at = case_start;
            for n in cases {
                out.push(all.get(at..at + n as usize)?.iter().copied().collect());
                at += n as usize;
            }
            let _ = ctx;
            Some(out)
        }
        _ => None,
    }
}

/// The dense-array attribute `name` of `op` (an operand segment list), read
/// in place.
fn dense_array<'c>(ctx: &'c Context, body: &Body, op: OpId, name: &str) -> Option<&'c [i128]> {
    match ctx.attr_kind(body.attr(ctx, op, name)?) {
        AttrKind::DenseArray { values, .. } => Some(values),
        _ => None,
    }
}

/// `cf.cond_br`: the condition, then the true and false destinations'
/// operands.
fn cond_br_successor_operands(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Range<usize>> {
    let seg = dense_array(ctx, body, op, "operandSegmentSizes")?;
    let [cond, on_true, on_false] = *seg else { return None };
    let true_start = cond as usize;
    let false_start = true_start + on_true as usize;
    match index {
        0 => Some(true_start..false_start),
        1 => Some(false_start..false_start + on_false as usize),
        _ => None,
    }
}

/// `cf.switch`: the flag, the default destination's operands, then each
/// case's (split by `case_operand_segments`).
fn switch_successor_operands(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Range<usize>> {
    let seg = dense_array(ctx, body, op, "operandSegmentSizes")?;
    let [flag, default, _] = *seg else { return None };
    let default_start = flag as usize;
    let mut start = default_start + default as usize;
    if index == 0 {
        return Some(default_start..start);
    }
    let cases = dense_array(ctx, body, op, "case_operand_segments").unwrap_or(&[]);
    for (i, &n) in cases.iter().enumerate() {
        if i + 1 == index {
            return Some(start..start + n as usize);
        }
        start += n as usize;
    }
    None
}

/// `cf.switch` on a constant flag takes the matching case, or the default.
fn switch_successor_for_operands(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: &[Option<Attribute>],
) -> Option<usize> {
    let Some(case_values) = body.attr(ctx, op, "case_values") else { return Some(0) };
    let flag = ctx.int_value(operands.first().copied().flatten()?)?;
    let AttrKind::DenseElements { data: DenseData::Ints(values), splat, ty } = ctx.attr_kind(case_values) else {
        return None;
    };
    let count = if *splat { ctx.shape(*ty).map_or(1, |s| s.iter().product::<i64>() as usize) } else { values.len() };
    let position = (0..count).position(|i| values.get(if *splat { 0 } else { i }) == Some(&flag));
    Some(position.map_or(0, |i| i + 1))
}

fn segment_sizes(v: &OpView<'_>, name: &str) -> Option<Vec<i128>> {
    match v.ctx.attr_kind(v.attr(name)?) {
        AttrKind::DenseArray { values, .. } => Some(values.to_vec()),
        _ => None,
    }
}

fn check_successor_args(v: &OpView<'_>, index: usize, block: BlockId, values: &[ValueId]) -> Result<(), Diagnostic> {
    let args = v.body.block_args(block);
    if args.len() != values.len() {
        return Err(v.op_error(format!(
            "branch has {} operands for successor #{index}, but target block has {}",
            values.len(),
            args.len()
        )));
    }
    for (i, (&a, &x)) in args.iter().zip(values).enumerate() {
        let (at, xt): (Type, Type) = (v.body.value_type(a), v.body.value_type(x));
        if at != xt {
            return Err(v.op_error(format!("type mismatch for bb argument #{i} of successor #{index}")));
        }
    }
    Ok(())
}

fn check_successors(v: &OpView<'_>, expected: usize) -> Result<(), Diagnostic> {
    let succ = v.body.successors(v.op);
    if succ.len() != expected {
        return Err(v.op_error(format!("requires {expected} successors but found {}", succ.len())));
    }
    let Some(groups) = successor_operands(v) else {
        return Err(v.op_error("operand count does not match the operandSegmentSizes attribute"));
    };
    for (i, (&b, vals)) in succ.iter().zip(groups.iter()).enumerate() {
        check_successor_args(v, i, b, vals)?;
    }
    Ok(())
}

fn verify_br(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 0)?;
    check_successors(v, 1)
}

fn verify_cond_br(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 0)?;
    required_attr(v, "operandSegmentSizes")?;
    let ops = v.operand_types();
    if ops.first() != Some(&v.ctx.i1()) {
        return Err(v.op_error("operand #0 must be 1-bit signless integer"));
    }
    check_successors(v, 2)
}

fn verify_switch(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 0)?;
    required_attr(v, "operandSegmentSizes")?;
    let ops = v.operand_types();
    if ops.is_empty() || !v.ctx.is_integer(ops[0]) {
        return Err(v.op_error("operand #0 must be integer"));
    }
    let n_cases = match v.attr("case_values").map(|a| v.ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { data, splat, ty }) => {
            if *splat {
                v.ctx.shape(*ty).map(|s| s.iter().product::<i64>() as usize).unwrap_or(1)
            } else {
                data.len()
            }
        }
        None => 0,
        _ => return Err(v.op_error("attribute 'case_values' failed to satisfy constraint: integer elements attribute")),
    };
    check_successors(v, 1 + n_cases)
}

fn verify_assert(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_operands(v, 1)?;
    expect_results(v, 0)?;
    if v.operand_types()[0] != v.ctx.i1() {
        return Err(v.op_error("operand #0 must be 1-bit signless integer"));
    }
    string_attr(v, "msg")?;
    Ok(())
}
