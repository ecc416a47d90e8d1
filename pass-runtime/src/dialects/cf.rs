//! The `cf` dialect: unstructured control flow (`cf.br`, `cf.cond_br`,
//! `cf.switch`, `cf.assert`).
//!
//! The ops are declared with MLIR 22's definition in `cf/cf.toml`, from
//! which the crate's build script generates their typed handles
//! ([`BranchOp`], [`CondBranchOp`], [`SwitchOp`], [`AssertOp`]), builders,
//! verifiers and registration. This file holds what the declaration cannot
//! say: the `BranchOpInterface` implementations (shared with `llvm`'s
//! branches), the checks MLIR makes in C++ (successor operands against the
//! blocks' arguments, branch weights, `cf.switch`'s case values), in
//! `canonicalize`, the canonicalization patterns and, in `asm`,
//! `cf.switch`'s pretty form, which its format cannot say here.

mod asm;
mod canonicalize;

use std::ops::Range;

use smallvec::SmallVec;

use crate::interfaces;
use crate::ir::{
    AttrKind, Attribute, BlockId, Body, Context, DenseData, Diagnostic, Dialect, OpId, OpView, Type, ValueId,
};
use crate::ods;
use crate::rewrite::RewritePatternSet;

crate::include_dialect!("cf");

/// The dialect definition: the declared ops and their hooks, and
/// `cf.switch`'s hand-written form (`cf/asm.rs`).
pub fn dialect() -> Dialect {
    cf_dialect().op_assembly(SwitchOp::NAME, asm::SWITCH_ASSEMBLY)
}

impl ods::Canonicalize for AssertOp {
    fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
        canonicalize::assert_patterns(ctx, patterns);
    }
}

impl ods::Canonicalize for BranchOp {
    fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
        canonicalize::br_patterns(ctx, patterns);
    }
}

impl ods::Canonicalize for CondBranchOp {
    fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
        canonicalize::cond_br_patterns(ctx, patterns);
    }
}

impl ods::Canonicalize for SwitchOp {
    fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
        canonicalize::switch_patterns(ctx, patterns);
    }
}

crate::implements! {
    BranchOp: interfaces::BranchOp = BR_INTERFACE;
    CondBranchOp: interfaces::BranchOp = COND_BR_INTERFACE;
    SwitchOp: interfaces::BranchOp = SWITCH_INTERFACE;
}

/// What MLIR's `BranchOpInterface` verifies once the declared checks pass.
impl ods::Verify for BranchOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        verify_successor_operands(v)
    }
}

/// `BranchOpInterface`'s check, then `WeightedBranchOpInterface`'s, in
/// MLIR's trait order.
impl ods::Verify for CondBranchOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        verify_successor_operands(v)?;
        verify_branch_weights(v, self.branch_weights(v).map_or(0, |w| w.len()))
    }
}

/// MLIR's `WeightedBranchOpInterface` check (`cf.cond_br`, `llvm.cond_br`):
/// no branch weights, or one per successor.
pub(crate) fn verify_branch_weights(v: &OpView<'_>, weights: usize) -> Result<(), Diagnostic> {
    let successors = v.body.successors(v.op).len();
    if weights != 0 && weights != successors {
        return Err(v.error(format!(
            "expects number of branch weights to match number of successors: {weights} vs {successors}"
        )));
    }
    Ok(())
}

/// `BranchOpInterface`'s check, then MLIR's `SwitchOp::verify`: the case
/// values have the flag's type, one per case destination.
impl ods::Verify for SwitchOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        verify_successor_operands(v)?;
        let case_destinations = self.case_destinations(v).len();
        let Some(case_values) = self.case_values(v) else {
            // MLIR crashes on case destinations without case values; this
            // is the message it gives when the counts differ.
            if case_destinations == 0 {
                return Ok(());
            }
            return Err(v.op_error(format!(
                "number of case values (0) should match number of case destinations ({case_destinations})"
            )));
        };
        let flag = v.body.value_type(self.flag(v));
        let AttrKind::DenseElements { data, splat, ty } = v.ctx.attr_kind(case_values) else {
            return Ok(());
        };
        let element = super::scalar_of(v.ctx, *ty);
        if element != flag {
            return Err(v.op_error(format!(
                "'flag' type ('{}') should match case value type ('{}')",
                v.ty(flag),
                v.ty(element)
            )));
        }
        let case_count =
            if *splat { v.ctx.shape(*ty).map_or(1, |s| s.iter().product::<i64>() as usize) } else { data.len() };
        if case_count != case_destinations {
            return Err(v.op_error(format!(
                "number of case values ({case_count}) should match number of case destinations ({case_destinations})"
            )));
        }
        Ok(())
    }
}

/// MLIR's `BranchOpInterface` verification: the operands forwarded to each
/// successor match its block's arguments in number and type.
pub(crate) fn verify_successor_operands(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(groups) = successor_operands(v) else {
        return Err(v.op_error("operand count does not match the operandSegmentSizes attribute"));
    };
    for (i, (&b, vals)) in v.body.successors(v.op).iter().zip(groups.iter()).enumerate() {
        check_successor_args(v, i, b, vals)?;
    }
    Ok(())
}

/// `br`, `cond_br` or `switch` for `cf`'s branches and the `llvm` dialect's,
/// which lay out their operands the same way.
fn branch_kind(op_name: &str) -> &str {
    op_name.rsplit_once('.').map_or(op_name, |(_, kind)| kind)
}

/// The `BranchOp` of `cf.br` (and `llvm.br`).
pub(crate) const BR_INTERFACE: interfaces::BranchOp = branch(|_, _, _, _| Some(0));
/// The `BranchOp` of `cf.cond_br` (and `llvm.cond_br`).
pub(crate) const COND_BR_INTERFACE: interfaces::BranchOp =
    branch(|ctx, _, _, operands| match operands.first().copied().flatten() {
        Some(c) => ctx.int_value(c).map(|v| if v != 0 { 0 } else { 1 }),
        None => None,
    });
/// The `BranchOp` of `cf.switch` (and `llvm.switch`).
pub(crate) const SWITCH_INTERFACE: interfaces::BranchOp = branch(switch_successor_for_operands);

/// The `BranchOp` of `llvm.br`, `llvm.cond_br` and `llvm.switch`: their
/// operands are laid out as `cf`'s, but MLIR's LLVM branches do not say
/// which successor constant operands select (no `getSuccessorForOperands`),
/// so analyses such as SCCP keep every successor live.
pub(crate) const LLVM_BRANCH_INTERFACE: interfaces::BranchOp = branch(|_, _, _, _| None);

/// The `BranchOp` implementation of the three branches: they differ only
/// in which successor constant operands select.
const fn branch(successor_for_operands: interfaces::SuccessorForOperandsFn) -> interfaces::BranchOp {
    interfaces::BranchOp {
        successor_operands: branch_successor_operands,
        successor_for_operands,
        erase_successor_operand: branch_erase_successor_operand,
        append_successor_operands: branch_append_successor_operands,
    }
}

/// Where the operands forwarded to successor `index` sit, and which segment
/// counts (attribute name, entry) grow and shrink with them.
struct ForwardedOperands {
    range: Range<usize>,
    counts: [Option<(&'static str, usize)>; 2],
}

fn forwarded_operands(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<ForwardedOperands> {
    let segments = |name: &str| match ctx.attr_kind(body.attr(ctx, op, name)?) {
        AttrKind::DenseArray { values, .. } => Some(&values[..]),
        _ => None,
    };
    let n = body.num_operands(op);
    let found = match branch_kind(ctx.op_name_str(body.op_name(op))) {
        "br" if index == 0 => ForwardedOperands { range: 0..n, counts: [None, None] },
        "cond_br" if index < 2 => {
            let seg = segments("operandSegmentSizes")?;
            let (cond, t, f) = (*seg.first()? as usize, *seg.get(1)? as usize, *seg.get(2)? as usize);
            let range = if index == 0 { cond..cond + t } else { cond + t..cond + t + f };
            ForwardedOperands { range, counts: [Some(("operandSegmentSizes", 1 + index)), None] }
        }
        "switch" => {
            let seg = segments("operandSegmentSizes")?;
            let (flag, default) = (*seg.first()? as usize, *seg.get(1)? as usize);
            if index == 0 {
                ForwardedOperands { range: flag..flag + default, counts: [Some(("operandSegmentSizes", 1)), None] }
            } else {
                let cases = segments("case_operand_segments")?;
                let start = flag + default + cases.get(..index - 1)?.iter().map(|&n| n as usize).sum::<usize>();
                ForwardedOperands {
                    range: start..start + *cases.get(index - 1)? as usize,
                    counts: [Some(("operandSegmentSizes", 2)), Some(("case_operand_segments", index - 1))],
                }
            }
        }
        _ => return None,
    };
    (found.range.end <= n).then_some(found)
}

fn branch_successor_operands(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Range<usize>> {
    forwarded_operands(ctx, body, op, index).map(|f| f.range)
}

/// Adds `delta` to entry `entry` of the dense array attribute `name`.
fn adjust_segment(ctx: &Context, body: &mut Body, op: OpId, name: &str, entry: usize, delta: isize) {
    let Some(attr) = body.attr(ctx, op, name) else { return };
    let AttrKind::DenseArray { element, values } = ctx.attr_kind(attr) else { return };
    let mut values = values.clone();
    if let Some(v) = values.get_mut(entry) {
        *v += delta as i128;
    }
    let updated = ctx.intern_attr(AttrKind::DenseArray { element: *element, values });
    body.set_prop(ctx, op, name, Some(updated));
}

fn branch_erase_successor_operand(ctx: &Context, body: &mut Body, op: OpId, index: usize, position: usize) {
    let Some(f) = forwarded_operands(ctx, body, op, index) else { return };
    if f.range.start + position >= f.range.end {
        return;
    }
    body.erase_operand(op, f.range.start + position);
    for (name, entry) in f.counts.into_iter().flatten() {
        adjust_segment(ctx, body, op, name, entry, -1);
    }
}

fn branch_append_successor_operands(ctx: &Context, body: &mut Body, op: OpId, index: usize, values: &[ValueId]) {
    let Some(f) = forwarded_operands(ctx, body, op, index) else { return };
    for (i, &v) in values.iter().enumerate() {
        body.insert_operand(op, f.range.end + i, v);
    }
    for (name, entry) in f.counts.into_iter().flatten() {
        adjust_segment(ctx, body, op, name, entry, values.len() as isize);
    }
}

/// A `cf.switch`'s `case_values`: `dense<[...]> : vector<N x flag_type>`
/// of `values` (each already of the flag's width), a splat when they are
/// all equal, as any dense attribute.
pub(crate) fn case_values_attr(ctx: &Context, flag_type: Type, values: &[i128]) -> Attribute {
    let vector = ctx.intern_type(crate::ir::TypeKind::Vector {
        shape: Box::new([values.len() as i64]),
        scalable: Box::new([false]),
        element: flag_type,
    });
    let splat = values.first().is_some_and(|&first| values.iter().all(|&v| v == first));
    let data = DenseData::Ints(if splat { values[..1].into() } else { values.into() });
    ctx.intern_attr(AttrKind::DenseElements { ty: vector, splat, data })
}

/// The values passed to each successor: `cf.br` passes all its operands,
/// `cf.cond_br` splits them by `operandSegmentSizes`, `cf.switch` by its
/// segments. Returns `None` when the op's segment attributes are malformed.
pub fn successor_operands(v: &OpView<'_>) -> Option<Vec<SmallVec<[ValueId; 4]>>> {
    let ctx = v.ctx;
    let all: SmallVec<[ValueId; 8]> = v.body.operands(v.op).collect();
    match branch_kind(v.name()) {
        "br" => Some(vec![all.into_iter().collect()]),
        "cond_br" => {
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
        "switch" => {
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
        return Err(v.error(format!(
            "branch has {} operands for successor #{index}, but target block has {}",
            values.len(),
            args.len()
        )));
    }
    for (i, (&a, &x)) in args.iter().zip(values).enumerate() {
        let (at, xt): (Type, Type) = (v.body.value_type(a), v.body.value_type(x));
        if at != xt {
            return Err(v.error(format!("type mismatch for bb argument #{i} of successor #{index}")));
        }
    }
    Ok(())
}
