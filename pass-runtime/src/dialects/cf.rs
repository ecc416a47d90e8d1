//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`,
//! `cf.switch`, `cf.assert`). Canonicalization patterns are in
//! `canonicalize`.

mod canonicalize;

use smallvec::SmallVec;

use super::{expect_operands, expect_results, required_attr, string_attr};
use crate::ir::{AttrKind, BlockId, Diagnostic, Dialect, OpDef, OpView, Traits, Type, ValueId};
use crate::rewrite::CanonicalizationPatterns;

/// Attaches the op's canonicalization patterns, if MLIR has them.
fn with_patterns(def: OpDef) -> OpDef {
    match canonicalize::patterns_for(def.name()) {
        Some(patterns) => def.hook(CanonicalizationPatterns(patterns)),
        None => def,
    }
}

/// The dialect definition.
pub fn dialect() -> Dialect {
    Dialect::new("cf")
        .op(with_patterns(OpDef::new("cf.br", Traits::TERMINATOR | Traits::PURE).verifier(verify_br)))
        .op(with_patterns(
            OpDef::new("cf.cond_br", Traits::TERMINATOR | Traits::PURE | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
                .inherent(&["operandSegmentSizes"])
                .verifier(verify_cond_br),
        ))
        .op(with_patterns(
            OpDef::new("cf.switch", Traits::TERMINATOR | Traits::PURE | Traits::ATTR_SIZED_OPERAND_SEGMENTS)
                .inherent(&["case_values", "case_operand_segments", "operandSegmentSizes"])
                .verifier(verify_switch),
        ))
        .op(with_patterns(OpDef::new("cf.assert", Traits::NONE).inherent(&["msg"]).verifier(verify_assert)))
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
