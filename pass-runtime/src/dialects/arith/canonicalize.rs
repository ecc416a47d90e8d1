//! `arith`'s canonicalization patterns: the declarative ones of MLIR 22's
//! `ArithCanonicalization.td` and the C++ `SelectToExtUI`, under MLIR's
//! names and benefits (a declarative pattern's benefit is the number of ops
//! it matches). Ops a declarative pattern creates get the fused location of
//! the first matched ops, in the order MLIR's generated matcher records them.

use super::consts::{const_int, int_or_splat, zero_attr};
use super::flags::{self, CmpIPredicate};
use super::int::ApInt;
use super::{
    AddIOp, AddUIExtendedOp, AndIOp, BitcastOp, CmpFOp, CmpIOp, ConstantOp, DivFOp, ExtSIOp, ExtUIOp, IndexCastOp,
    IndexCastUIOp, MulFOp, MulIOp, MulSIExtendedOp, MulUIExtendedOp, NegFOp, OrIOp, SIToFPOp, SelectOp, ShRSIOp,
    ShRUIOp, SubIOp, TruncFOp, TruncIOp, UIToFPOp, XOrIOp,
};
use crate::dialects::patterns::{
    add, create_constant, create_op, def_op, fused_op_loc, replace_with_new, result0, result_types,
};
use crate::ir::float::{FloatKind, FloatValue};
use crate::ir::{AttrKind, Attribute, Body, Context, IrRead, OpId, Type, ValueId};
use crate::ods::DeclaredOp;
use crate::rewrite::{constant_value, PatternRewriter, RewritePatternSet};

/// Adds the canonicalization patterns of the `arith` op `name` (none for an
/// op MLIR gives none).
pub(super) fn patterns(name: &str, ctx: &Context, set: &mut RewritePatternSet) {
    if let Some(add_patterns) = patterns_for(name) {
        add_patterns(ctx, set);
    }
}

/// Registers the canonicalization patterns of the `arith` op `name`.
fn patterns_for(name: &str) -> Option<fn(&Context, &mut RewritePatternSet)> {
    let f: fn(&Context, &mut RewritePatternSet) = match name {
        AddIOp::NAME => |ctx, p| {
            for r in ADDI_REASSOCIATIONS {
                p.add_op_fn::<AddIOp>(ctx, r.name, 2, move |op, rw| reassociate(op.id(), rw, IntOp::AddI, r));
            }
            p.add_op_fn::<AddIOp>(ctx, "(anonymous namespace)::AddIMulNegativeOneRhs", 2, addi_muli_neg_one_rhs);
            p.add_op_fn::<AddIOp>(ctx, "(anonymous namespace)::AddIMulNegativeOneLhs", 2, addi_muli_neg_one_lhs);
        },
        AddUIExtendedOp::NAME => |ctx, p| {
            p.add_op_fn::<AddUIExtendedOp>(
                ctx,
                "(anonymous namespace)::AddUIExtendedToAddI",
                1,
                addui_extended_to_addi,
            );
        },
        SubIOp::NAME => |ctx, p| {
            for r in SUBI_REASSOCIATIONS {
                p.add_op_fn::<SubIOp>(ctx, r.name, 2, move |op, rw| reassociate(op.id(), rw, IntOp::SubI, r));
            }
            p.add_op_fn::<SubIOp>(ctx, "(anonymous namespace)::SubISubILHSRHSLHS", 2, subi_subi_lhs_rhs_lhs);
        },
        MulIOp::NAME => |ctx, p| {
            add(ctx, p, MulIOp::NAME, "(anonymous namespace)::MulIMulIConstant", 2, muli_muli_constant);
        },
        MulSIExtendedOp::NAME => |ctx, p| {
            add(ctx, p, MulSIExtendedOp::NAME, "(anonymous namespace)::MulSIExtendedToMulI", 1, mul_extended_to_muli);
            p.add_op_fn::<MulSIExtendedOp>(
                ctx,
                "(anonymous namespace)::MulSIExtendedRHSOne",
                1,
                mulsi_extended_rhs_one,
            );
        },
        MulUIExtendedOp::NAME => |ctx, p| {
            add(ctx, p, MulUIExtendedOp::NAME, "(anonymous namespace)::MulUIExtendedToMulI", 1, mul_extended_to_muli);
        },
        XOrIOp::NAME => |ctx, p| {
            p.add_op_fn::<XOrIOp>(ctx, "(anonymous namespace)::XOrINotCmpI", 2, xori_not_cmpi);
            add(ctx, p, XOrIOp::NAME, "(anonymous namespace)::XOrIOfExtUI", 3, |op, rw| {
                of_two_exts(op, rw, ExtUIOp::NAME)
            });
            add(ctx, p, XOrIOp::NAME, "(anonymous namespace)::XOrIOfExtSI", 3, |op, rw| {
                of_two_exts(op, rw, ExtSIOp::NAME)
            });
        },
        AndIOp::NAME => |ctx, p| {
            add(ctx, p, AndIOp::NAME, "(anonymous namespace)::AndOfExtUI", 3, |op, rw| {
                of_two_exts(op, rw, ExtUIOp::NAME)
            });
            add(ctx, p, AndIOp::NAME, "(anonymous namespace)::AndOfExtSI", 3, |op, rw| {
                of_two_exts(op, rw, ExtSIOp::NAME)
            });
        },
        OrIOp::NAME => |ctx, p| {
            add(ctx, p, OrIOp::NAME, "(anonymous namespace)::OrOfExtUI", 3, |op, rw| {
                of_two_exts(op, rw, ExtUIOp::NAME)
            });
            add(ctx, p, OrIOp::NAME, "(anonymous namespace)::OrOfExtSI", 3, |op, rw| {
                of_two_exts(op, rw, ExtSIOp::NAME)
            });
        },
        CmpIOp::NAME => |ctx, p| {
            add(ctx, p, CmpIOp::NAME, "(anonymous namespace)::CmpIExtSI", 3, |op, rw| {
                cmpi_of_exts(op, rw, ExtSIOp::NAME)
            });
            add(ctx, p, CmpIOp::NAME, "(anonymous namespace)::CmpIExtUI", 3, |op, rw| {
                cmpi_of_exts(op, rw, ExtUIOp::NAME)
            });
        },
        SelectOp::NAME => |ctx, p| {
            p.add_op_fn::<SelectOp>(ctx, "(anonymous namespace)::RedundantSelectFalse", 2, redundant_select_false);
            p.add_op_fn::<SelectOp>(ctx, "(anonymous namespace)::RedundantSelectTrue", 2, redundant_select_true);
            p.add_op_fn::<SelectOp>(ctx, "(anonymous namespace)::SelectNotCond", 2, select_not_cond);
            p.add_op_fn::<SelectOp>(ctx, "(anonymous namespace)::SelectI1ToNot", 1, select_i1_to_not);
            p.add_op_fn::<SelectOp>(ctx, "SelectToExtUI", 1, select_to_extui);
        },
        IndexCastOp::NAME => |ctx, p| {
            add(ctx, p, IndexCastOp::NAME, "(anonymous namespace)::IndexCastOfIndexCast", 2, |op, rw| {
                cast_of_same_cast(op, rw)
            });
            add(ctx, p, IndexCastOp::NAME, "(anonymous namespace)::IndexCastOfExtSI", 2, |op, rw| {
                recast_of(op, rw, ExtSIOp::NAME, IndexCastOp::NAME)
            });
        },
        IndexCastUIOp::NAME => |ctx, p| {
            add(ctx, p, IndexCastUIOp::NAME, "(anonymous namespace)::IndexCastUIOfIndexCastUI", 2, |op, rw| {
                cast_of_same_cast(op, rw)
            });
            add(ctx, p, IndexCastUIOp::NAME, "(anonymous namespace)::IndexCastUIOfExtUI", 2, |op, rw| {
                recast_of(op, rw, ExtUIOp::NAME, IndexCastUIOp::NAME)
            });
        },
        BitcastOp::NAME => |ctx, p| {
            add(ctx, p, BitcastOp::NAME, "(anonymous namespace)::BitcastOfBitcast", 2, |op, rw| {
                recast_of(op, rw, BitcastOp::NAME, BitcastOp::NAME)
            });
        },
        ExtSIOp::NAME => |ctx, p| {
            add(ctx, p, ExtSIOp::NAME, "(anonymous namespace)::ExtSIOfExtUI", 2, |op, rw| {
                recast_of(op, rw, ExtUIOp::NAME, ExtUIOp::NAME)
            });
        },
        TruncIOp::NAME => |ctx, p| {
            add(ctx, p, TruncIOp::NAME, "(anonymous namespace)::TruncIExtSIToExtSI", 2, |op, rw| {
                trunci_of_ext(op, rw, ExtSIOp::NAME)
            });
            add(ctx, p, TruncIOp::NAME, "(anonymous namespace)::TruncIExtUIToExtUI", 2, |op, rw| {
                trunci_of_ext(op, rw, ExtUIOp::NAME)
            });
            add(ctx, p, TruncIOp::NAME, "(anonymous namespace)::TruncIShrSIToTrunciShrUI", 2, trunci_shrsi_to_shrui);
        },
        TruncFOp::NAME => |ctx, p| {
            add(ctx, p, TruncFOp::NAME, "(anonymous namespace)::TruncFSIToFPToSIToFP", 2, |op, rw| {
                truncf_of_int_to_fp(op, rw, SIToFPOp::NAME)
            });
            add(ctx, p, TruncFOp::NAME, "(anonymous namespace)::TruncFUIToFPToUIToFP", 2, |op, rw| {
                truncf_of_int_to_fp(op, rw, UIToFPOp::NAME)
            });
        },
        CmpFOp::NAME => |ctx, p| {
            add(ctx, p, CmpFOp::NAME, "CmpFIntToFPConst", 1, cmpf_int_to_fp_const);
        },
        MulFOp::NAME => |ctx, p| {
            add(ctx, p, MulFOp::NAME, "(anonymous namespace)::MulFOfNegF", 3, of_two_negfs);
        },
        DivFOp::NAME => |ctx, p| {
            add(ctx, p, DivFOp::NAME, "(anonymous namespace)::DivFOfNegF", 3, of_two_negfs);
        },
        _ => return None,
    };
    Some(f)
}

// --- Matching helpers ----------------------------------------------------------

/// `(ConstantLikeMatcher APIntAttr:$c)`: `v` is defined by a constant-like op
/// whose value is a scalar integer attribute. Returns the op and the value.
fn int_attr_const(ctx: &Context, body: &Body, v: ValueId) -> Option<(OpId, Attribute, ApInt)> {
    let attr = constant_value(ctx, body, v)?;
    if !matches!(ctx.attr_kind(attr), AttrKind::Integer { .. }) {
        return None;
    }
    let value = int_or_splat(ctx, Some(attr))?;
    Some((body.defining_op(v)?, attr, value))
}

/// `(ConstantLikeMatcher AnyAttr:$c)` with `IsScalarOrSplatNegativeOne`.
fn neg_one_const(ctx: &Context, body: &Body, v: ValueId) -> Option<OpId> {
    const_int(ctx, body, v).filter(|c| c.is_all_ones())?;
    body.defining_op(v)
}

fn operand(body: &Body, op: OpId, i: usize) -> ValueId {
    body.operand(op, i)
}

fn ty(body: &Body, v: ValueId) -> Type {
    body.value_type(v)
}

/// `IntegerAttr::get(type, value)` for a pattern's computed constant.
fn int_attr(ctx: &Context, ty: Type, v: ApInt) -> Attribute {
    ctx.integer_attr(ty, v.sext_value())
}

/// Overflow flags of two ops merged the conservative way (`MergeOverflow`).
fn merged_overflow(ctx: &Context, body: &Body, a: OpId, b: OpId) -> Attribute {
    flags::overflow_attr(ctx, flags::op_overflow_bits(ctx, body, a) & flags::op_overflow_bits(ctx, body, b))
}

/// Creates `cst` and `name(lhs, rhs)` with `overflow`, replacing `root`.
/// `cst_first` tells whether the constant is the new op's first operand.
#[allow(clippy::too_many_arguments)]
fn rebuild_with_constant(
    rw: &mut PatternRewriter<'_>,
    root: OpId,
    loc_ops: &[OpId],
    cst: ApInt,
    other: ValueId,
    cst_first: bool,
    name: &str,
    overflow: Attribute,
) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let loc = fused_op_loc(ctx, body, loc_ops);
    let res_ty = ty(body, result0(body, root));
    let Some(c) = create_constant(rw, int_attr(ctx, res_ty, cst), loc) else { return false };
    let operands = if cst_first { [c, other] } else { [other, c] };
    replace_with_new(rw, root, name, &operands, &[res_ty], &[("overflowFlags", overflow)], loc);
    true
}

// --- Constants reassociated across addi and subi ---------------------------------

/// `arith.addi` or `arith.subi`, as a reassociation matches and builds them.
#[derive(Clone, Copy)]
enum IntOp {
    AddI,
    SubI,
}

impl IntOp {
    fn name(self) -> &'static str {
        match self {
            IntOp::AddI => AddIOp::NAME,
            IntOp::SubI => SubIOp::NAME,
        }
    }

    /// `op`'s operands when it is this op.
    fn operands(self, ir: &(&Context, &Body), op: OpId) -> Option<(ValueId, ValueId)> {
        match self {
            IntOp::AddI => AddIOp::from_op(ir, op).map(|a| (a.lhs(ir), a.rhs(ir))),
            IntOp::SubI => SubIOp::from_op(ir, op).map(|s| (s.lhs(ir), s.rhs(ir))),
        }
    }
}

/// One of `ArithCanonicalization.td`'s patterns that fold two constants
/// met across two ops: the root holds the constant `c1` and the value of
/// `inner` (on its left, or on its right when `inner_on_rhs`), `inner`
/// holds the constant `c0` (on its right, or on its left when `c0_on_lhs`)
/// and `x`; the root becomes `result(x, c)`, or `result(c, x)` when
/// `const_first`, with `c = combine(c0, c1)`.
struct Reassociation {
    /// MLIR's pattern name.
    name: &'static str,
    inner: IntOp,
    inner_on_rhs: bool,
    c0_on_lhs: bool,
    combine: fn(ApInt, ApInt) -> ApInt,
    result: IntOp,
    const_first: bool,
    /// The new op takes both ops' overflow flags merged (`MergeOverflow`),
    /// else none.
    merge_overflow: bool,
}

const fn reassociation(
    name: &'static str,
    (inner, inner_on_rhs, c0_on_lhs): (IntOp, bool, bool),
    combine: fn(ApInt, ApInt) -> ApInt,
    (result, const_first, merge_overflow): (IntOp, bool, bool),
) -> Reassociation {
    Reassociation { name, inner, inner_on_rhs, c0_on_lhs, combine, result, const_first, merge_overflow }
}

const SUM: fn(ApInt, ApInt) -> ApInt = |c0, c1| c0.add(c1);
const C0_MINUS_C1: fn(ApInt, ApInt) -> ApInt = |c0, c1| c0.sub(c1);
const C1_MINUS_C0: fn(ApInt, ApInt) -> ApInt = |c0, c1| c1.sub(c0);

use IntOp::{AddI, SubI};

/// Rooted at `arith.addi`, in MLIR's order.
const ADDI_REASSOCIATIONS: &[Reassociation] = &[
    // addi(addi(x, c0), c1) -> addi(x, c0 + c1)
    reassociation("(anonymous namespace)::AddIAddConstant", (AddI, false, false), SUM, (AddI, false, true)),
    // addi(subi(x, c0), c1) -> addi(x, c1 - c0)
    reassociation("(anonymous namespace)::AddISubConstantRHS", (SubI, false, false), C1_MINUS_C0, (AddI, false, true)),
    // addi(subi(c0, x), c1) -> subi(c0 + c1, x)
    reassociation("(anonymous namespace)::AddISubConstantLHS", (SubI, false, true), SUM, (SubI, true, true)),
];

/// Rooted at `arith.subi`, in MLIR's order.
const SUBI_REASSOCIATIONS: &[Reassociation] = &[
    // subi(addi(x, c0), c1) -> addi(x, c0 - c1), with no overflow flags
    reassociation("(anonymous namespace)::SubIRHSAddConstant", (AddI, false, false), C0_MINUS_C1, (AddI, false, false)),
    // subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
    reassociation("(anonymous namespace)::SubILHSAddConstant", (AddI, true, false), C1_MINUS_C0, (SubI, true, true)),
    // subi(subi(x, c0), c1) -> subi(x, c0 + c1)
    reassociation("(anonymous namespace)::SubIRHSSubConstantRHS", (SubI, false, false), SUM, (SubI, false, true)),
    // subi(subi(c0, x), c1) -> subi(c0 - c1, x)
    reassociation("(anonymous namespace)::SubIRHSSubConstantLHS", (SubI, false, true), C0_MINUS_C1, (SubI, true, true)),
    // subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
    reassociation("(anonymous namespace)::SubILHSSubConstantRHS", (SubI, true, false), SUM, (SubI, true, true)),
    // subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
    reassociation("(anonymous namespace)::SubILHSSubConstantLHS", (SubI, true, true), C1_MINUS_C0, (AddI, false, true)),
];

/// Applies `r` to `op`, an `arith.addi` or `arith.subi` (`root`). The
/// created ops get the location of the root fused with that of the first
/// constant met in operand order, as MLIR's generated matcher records them.
fn reassociate(op: OpId, rw: &mut PatternRewriter<'_>, root: IntOp, r: &Reassociation) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let ir = (ctx, body);
    let Some((lhs, rhs)) = root.operands(&ir, op) else { return false };
    let (inner_value, c1_value) = if r.inner_on_rhs { (rhs, lhs) } else { (lhs, rhs) };
    let Some(inner) = body.defining_op(inner_value) else { return false };
    let Some((inner_lhs, inner_rhs)) = r.inner.operands(&ir, inner) else { return false };
    let (c0_value, x) = if r.c0_on_lhs { (inner_lhs, inner_rhs) } else { (inner_rhs, inner_lhs) };
    let Some((c0_op, _, c0)) = int_attr_const(ctx, body, c0_value) else { return false };
    let Some((c1_op, _, c1)) = int_attr_const(ctx, body, c1_value) else { return false };
    let overflow = if r.merge_overflow { merged_overflow(ctx, body, inner, op) } else { flags::overflow_attr(ctx, 0) };
    let first_constant = if r.inner_on_rhs { c1_op } else { c0_op };
    let c = (r.combine)(c0, c1);
    rebuild_with_constant(rw, op, &[op, first_constant], c, x, r.const_first, r.result.name(), overflow)
}

// --- addi ------------------------------------------------------------------------

/// `addi(x, muli(y, -1)) -> subi(x, y)`
fn addi_muli_neg_one_rhs(add: AddIOp, rw: &mut PatternRewriter<'_>) -> bool {
    let ir = (rw.context(), rw.body());
    let Some(mul) = MulIOp::defining(&ir, add.rhs(&ir)) else { return false };
    let Some(c0_op) = neg_one_const(ir.0, ir.1, mul.rhs(&ir)) else { return false };
    let (x, y) = (add.lhs(&ir), mul.lhs(&ir));
    replace_with_sub(rw, add, c0_op, x, y)
}

/// `addi(muli(x, -1), y) -> subi(y, x)`
fn addi_muli_neg_one_lhs(add: AddIOp, rw: &mut PatternRewriter<'_>) -> bool {
    let ir = (rw.context(), rw.body());
    let Some(mul) = MulIOp::defining(&ir, add.lhs(&ir)) else { return false };
    let Some(c0_op) = neg_one_const(ir.0, ir.1, mul.rhs(&ir)) else { return false };
    let (x, y) = (mul.lhs(&ir), add.rhs(&ir));
    replace_with_sub(rw, add, c0_op, y, x)
}

/// Replaces `add` with `subi(lhs, rhs)` without overflow flags, located at
/// `add` fused with the `-1` constant.
fn replace_with_sub(rw: &mut PatternRewriter<'_>, add: AddIOp, c0_op: OpId, lhs: ValueId, rhs: ValueId) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let loc = fused_op_loc(ctx, body, &[add.id(), c0_op]);
    let sub = SubIOp::build(rw, loc, lhs, rhs);
    let difference = sub.result(rw);
    rw.replace_op(add.id(), &[difference]);
    true
}

/// `addui_extended(x, y) -> [addi(x, y), x]` when the overflow bit is unused.
fn addui_extended_to_addi(op: AddUIExtendedOp, rw: &mut PatternRewriter<'_>) -> bool {
    if !rw.body().use_empty(op.overflow(rw)) {
        return false;
    }
    let (x, y) = (op.lhs(rw), op.rhs(rw));
    let loc = rw.body().loc(op.id());
    let add = AddIOp::build(rw, loc, x, y);
    let sum = add.result(rw);
    rw.replace_op(op.id(), &[sum, x]);
    true
}

// --- subi ------------------------------------------------------------------------

/// `subi(subi(a, b), a) -> subi(0, b)`
fn subi_subi_lhs_rhs_lhs(sub: SubIOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let ir = (ctx, body);
    let Some(inner) = SubIOp::defining(&ir, sub.lhs(&ir)) else { return false };
    if inner.lhs(&ir) != sub.rhs(&ir) {
        return false;
    }
    let y = inner.rhs(&ir);
    let overflow = inner.overflow_flags(&ir) & sub.overflow_flags(&ir);
    let loc = fused_op_loc(ctx, body, &[sub.id(), inner.id()]);
    let Some(zero) = zero_attr(ctx, ty(body, y)) else { return false };
    let Some(c) = create_constant(rw, zero, loc) else { return false };
    let new = SubIOp::build(rw, loc, c, y);
    new.set_overflow_flags(rw.context(), rw.body_mut(), overflow);
    let difference = new.result(rw);
    rw.replace_op(sub.id(), &[difference]);
    true
}

// --- muli ------------------------------------------------------------------------

/// `muli(muli(x, c0), c1) -> muli(x, c0 * c1)`
fn muli_muli_constant(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(inner) = def_op(ctx, body, operand(body, op, 0), MulIOp::NAME) else { return false };
    let Some((c0_op, c0_attr, c0)) = int_attr_const(ctx, body, operand(body, inner, 1)) else { return false };
    let Some((_, c1_attr, c1)) = int_attr_const(ctx, body, operand(body, op, 1)) else { return false };
    let res_ty = ty(body, result0(body, op));
    if ctx.attr_type(c0_attr) != Some(res_ty) || ctx.attr_type(c1_attr) != Some(res_ty) {
        return false;
    }
    let (x, ovf) = (operand(body, inner, 0), merged_overflow(ctx, body, inner, op));
    rebuild_with_constant(rw, op, &[op, c0_op], c0.mul(c1), x, false, MulIOp::NAME, ovf)
}

/// `mul[su]i_extended(x, y) -> [muli(x, y), x]` when the high half is unused.
fn mul_extended_to_muli(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let body = rw.body();
    if !body.use_empty(body.result(op, 1)) {
        return false;
    }
    let (x, y) = (operand(body, op, 0), operand(body, op, 1));
    let loc = body.loc(op);
    let product = MulIOp::build(rw, loc, x, y).result(rw);
    rw.replace_op(op, &[product, x]);
    true
}

/// `mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]`
fn mulsi_extended_rhs_one(op: MulSIExtendedOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let is_one = const_int(ctx, body, op.rhs(rw)).is_some_and(|c| c.is_strictly_positive() && c.is_one());
    if !is_one {
        return false;
    }
    let x = op.lhs(rw);
    let loc = body.loc(op.id());
    let high_ty = ty(body, op.high(rw));
    let Some(zero) = zero_attr(ctx, ty(body, x)) else { return false };
    let Some(c) = create_constant(rw, zero, loc) else { return false };
    let negative = CmpIOp::build(rw, loc, x, c, CmpIPredicate::Slt).result(rw);
    let high = ExtSIOp::build(rw, loc, high_ty, negative).out(rw);
    rw.replace_op(op.id(), &[x, high]);
    true
}

// --- xori, andi, ori ---------------------------------------------------------------

/// `xori(cmpi(pred, a, b), true) -> cmpi(~pred, a, b)`
fn xori_not_cmpi(xor: XOrIOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let ir = (ctx, body);
    let Some(cmp) = CmpIOp::defining(&ir, xor.lhs(&ir)) else { return false };
    if constant_value(ctx, body, xor.rhs(&ir)) != Some(ctx.bool_attr(true)) {
        return false;
    }
    let Some(pred) = CmpIPredicate::of(ctx, body, cmp.id()) else { return false };
    let (a, b) = (cmp.lhs(&ir), cmp.rhs(&ir));
    let loc = fused_op_loc(ctx, body, &[xor.id(), cmp.id()]);
    let inverted = CmpIOp::build(rw, loc, a, b, pred.invert()).result(rw);
    rw.replace_op(xor.id(), &[inverted]);
    true
}

/// `op(ext(x), ext(y)) -> ext(op(x, y))` when `x` and `y` have the same type
/// (`XOrIOfExtUI`, `AndOfExtSI`, ...).
fn of_two_exts(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(e1) = def_op(ctx, body, operand(body, op, 0), ext) else { return false };
    let Some(e2) = def_op(ctx, body, operand(body, op, 1), ext) else { return false };
    let (x, y) = (operand(body, e1, 0), operand(body, e2, 0));
    if ty(body, x) != ty(body, y) {
        return false;
    }
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    let loc = fused_op_loc(ctx, body, &[op, e1, e2]);
    let res_ty = ty(body, result0(body, op));
    let x_ty = ty(body, x);
    let inner = create_op(rw, &name, &[x, y], &[x_ty], &[], loc);
    let inner_v = result0(rw.body(), inner);
    replace_with_new(rw, op, ext, &[inner_v], &[res_ty], &[], loc);
    true
}

// --- cmpi ------------------------------------------------------------------------

/// `cmpi(eq|ne, ext(a), ext(b)) -> cmpi(eq|ne, a, b)` for same-typed `a`, `b`.
fn cmpi_of_exts(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(e1) = def_op(ctx, body, operand(body, op, 0), ext) else { return false };
    let Some(e2) = def_op(ctx, body, operand(body, op, 1), ext) else { return false };
    let (a, b) = (operand(body, e1, 0), operand(body, e2, 0));
    let Some(pred) = CmpIPredicate::of(ctx, body, op) else { return false };
    if ty(body, a) != ty(body, b) || !matches!(pred, CmpIPredicate::Eq | CmpIPredicate::Ne) {
        return false;
    }
    let loc = fused_op_loc(ctx, body, &[op, e1, e2]);
    let res_ty = ty(body, result0(body, op));
    replace_with_new(rw, op, CmpIOp::NAME, &[a, b], &[res_ty], &[("predicate", pred.attr(ctx))], loc);
    true
}

// --- select ----------------------------------------------------------------------

/// `select`'s condition, true and false values.
fn select_operands(ir: &impl IrRead, select: SelectOp) -> (ValueId, ValueId, ValueId) {
    (select.condition(ir), select.true_value(ir), select.false_value(ir))
}

fn replace_with_select(rw: &mut PatternRewriter<'_>, select: SelectOp, loc_ops: &[OpId], operands: [ValueId; 3]) {
    let loc = fused_op_loc(rw.context(), rw.body(), loc_ops);
    let [condition, true_value, false_value] = operands;
    let new = SelectOp::build(rw, loc, condition, true_value, false_value).result(rw);
    rw.replace_op(select.id(), &[new]);
}

/// `select(pred, a, select(pred, b, c)) -> select(pred, a, c)`
fn redundant_select_false(select: SelectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (pred, a, f) = select_operands(rw, select);
    let Some(inner) = SelectOp::defining(rw, f).filter(|inner| inner.condition(rw) == pred) else { return false };
    let c = inner.false_value(rw);
    replace_with_select(rw, select, &[select.id(), inner.id()], [pred, a, c]);
    true
}

/// `select(pred, select(pred, a, b), c) -> select(pred, a, c)`
fn redundant_select_true(select: SelectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (pred, t, c) = select_operands(rw, select);
    let Some(inner) = SelectOp::defining(rw, t).filter(|inner| inner.condition(rw) == pred) else { return false };
    let a = inner.true_value(rw);
    replace_with_select(rw, select, &[select.id(), inner.id()], [pred, a, c]);
    true
}

/// `select(not(pred), a, b) -> select(pred, b, a)`
fn select_not_cond(select: SelectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (cond, a, b) = select_operands(rw, select);
    let Some(xor) = XOrIOp::defining(rw, cond) else { return false };
    let (ctx, body) = (rw.context(), rw.body());
    let Some((ones_op, _, ones)) = int_attr_const(ctx, body, xor.rhs(rw)) else { return false };
    if !ones.is_all_ones() {
        return false;
    }
    let pred = xor.lhs(rw);
    replace_with_select(rw, select, &[select.id(), ones_op], [pred, b, a]);
    true
}

/// `select(pred, false, true) -> xori(pred, true)`
fn select_i1_to_not(select: SelectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let (pred, t, f) = select_operands(rw, select);
    if constant_value(ctx, body, t) != Some(ctx.bool_attr(false))
        || constant_value(ctx, body, f) != Some(ctx.bool_attr(true))
    {
        return false;
    }
    let loc = body.loc(select.id());
    let Some(c) = create_constant(rw, ctx.bool_attr(true), loc) else { return false };
    let not = XOrIOp::build(rw, loc, pred, c).result(rw);
    rw.replace_op(select.id(), &[not]);
    true
}

/// `select(%c, 1, 0) -> extui(%c)`, `select(%c, 0, 1) -> extui(xori(%c, 1))`
/// for scalar integers wider than `i1`.
fn select_to_extui(select: SelectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let res_ty = ty(body, select.result(rw));
    if !ctx.is_integer(res_ty) || ctx.is_signless_integer(res_ty, 1) {
        return false;
    }
    let (cond, t, f) = select_operands(rw, select);
    let (tv, fv) = (const_int(ctx, body, t), const_int(ctx, body, f));
    let loc = body.loc(select.id());
    let extended = if tv.is_some_and(ApInt::is_one) && fv.is_some_and(ApInt::is_zero) {
        cond
    } else if tv.is_some_and(ApInt::is_zero) && fv.is_some_and(ApInt::is_one) {
        let one = ctx.integer_attr(ty(body, cond), 1);
        let Some(c) = create_constant(rw, one, loc) else { return false };
        XOrIOp::build(rw, loc, cond, c).result(rw)
    } else {
        return false;
    };
    let ext = ExtUIOp::build(rw, loc, res_ty, extended).out(rw);
    rw.replace_op(select.id(), &[ext]);
    true
}

// --- casts -----------------------------------------------------------------------

/// `cast(cast(x)) -> x` when `x` has the result's type (`IndexCastOfIndexCast`,
/// `IndexCastUIOfIndexCastUI`).
fn cast_of_same_cast(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let name = ctx.op_name_str(body.op_name(op));
    let Some(inner) = def_op(ctx, body, operand(body, op, 0), name) else { return false };
    let x = operand(body, inner, 0);
    if ty(body, x) != ty(body, result0(body, op)) {
        return false;
    }
    rw.replace_op(op, &[x]);
    true
}

/// `cast(inner(x)) -> new(x)` with the result's type (`IndexCastOfExtSI`,
/// `BitcastOfBitcast`, `ExtSIOfExtUI`, ...).
fn recast_of(op: OpId, rw: &mut PatternRewriter<'_>, inner: &str, new: &str) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(inner_op) = def_op(ctx, body, operand(body, op, 0), inner) else { return false };
    let x = operand(body, inner_op, 0);
    let loc = fused_op_loc(ctx, body, &[op, inner_op]);
    let res = result_types(body, op);
    replace_with_new(rw, op, new, &[x], &res, &[], loc);
    true
}

fn scalar_or_element_width(ctx: &Context, t: Type) -> i64 {
    ctx.int_or_float_width(ctx.element_type_or_self(t)).map_or(-1, i64::from)
}

/// `trunci(ext(x)) -> ext(x)` when only extension bits are truncated.
fn trunci_of_ext(op: OpId, rw: &mut PatternRewriter<'_>, ext: &str) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(ext_op) = def_op(ctx, body, operand(body, op, 0), ext) else { return false };
    let x = operand(body, ext_op, 0);
    let w = |v: ValueId| scalar_or_element_width(ctx, ty(body, v));
    let (we, wt, wx) = (w(result0(body, ext_op)), w(result0(body, op)), w(x));
    if !(we > wt && wt > 0 && wt > wx && wx > 0) {
        return false;
    }
    let loc = fused_op_loc(ctx, body, &[op, ext_op]);
    let res = result_types(body, op);
    replace_with_new(rw, op, ext, &[x], &res, &[], loc);
    true
}

/// `trunci(shrsi(x, c)) -> trunci(shrui(x, c))` when `c` is the number of
/// truncated bits.
fn trunci_shrsi_to_shrui(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(shr) = def_op(ctx, body, operand(body, op, 0), ShRSIOp::NAME) else { return false };
    let amount = operand(body, shr, 1);
    let Some(c0_attr) = constant_value(ctx, body, amount) else { return false };
    if ctx.attr_type(c0_attr).is_none() {
        return false;
    }
    let Some(c0) = int_or_splat(ctx, Some(c0_attr)) else { return false };
    let x = operand(body, shr, 0);
    let diff = scalar_or_element_width(ctx, ty(body, x)) - scalar_or_element_width(ctx, ty(body, result0(body, op)));
    if u128::try_from(diff).ok() != Some(c0.zext_value()) {
        return false;
    }
    let c0_op = body.defining_op(amount).expect("constant");
    let loc = fused_op_loc(ctx, body, &[op, c0_op]);
    let ovf = ctx.dict_get(body.props(op), "overflowFlags").unwrap_or_else(|| flags::overflow_attr(ctx, 0));
    let res_ty = ty(body, result0(body, op));
    let Some(c) = create_constant(rw, c0_attr, loc) else { return false };
    let shrui_v = ShRUIOp::build(rw, loc, x, c).result(rw);
    replace_with_new(rw, op, TruncIOp::NAME, &[shrui_v], &[res_ty], &[("overflowFlags", ovf)], loc);
    true
}

/// `truncf(sitofp(x)) -> sitofp(x)` (and `uitofp`) with the default rounding.
fn truncf_of_int_to_fp(op: OpId, rw: &mut PatternRewriter<'_>, cast: &str) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(fp) = def_op(ctx, body, operand(body, op, 0), cast) else { return false };
    if ctx.dict_get(body.props(op), "roundingmode").is_some() {
        return false;
    }
    let x = operand(body, fp, 0);
    let loc = fused_op_loc(ctx, body, &[op, fp]);
    let res = result_types(body, op);
    replace_with_new(rw, op, cast, &[x], &res, &[], loc);
    true
}

/// `mulf(negf(x), negf(y)) -> mulf(x, y)` (and `divf`), keeping the
/// fast-math flags of the root.
fn of_two_negfs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(n1) = def_op(ctx, body, operand(body, op, 0), NegFOp::NAME) else { return false };
    let Some(n2) = def_op(ctx, body, operand(body, op, 1), NegFOp::NAME) else { return false };
    let (x, y) = (operand(body, n1, 0), operand(body, n2, 0));
    if ty(body, x) != ty(body, y) {
        return false;
    }
    let name = ctx.op_name_str(body.op_name(op)).to_string();
    let loc = fused_op_loc(ctx, body, &[op, n1, n2]);
    let res = result_types(body, op);
    let fmf = ctx.dict_get(body.props(op), "fastmath");
    let props: Vec<(&str, Attribute)> = fmf.map(|f| ("fastmath", f)).into_iter().collect();
    replace_with_new(rw, op, &name, &[x, y], &res, &props, loc);
    true
}

// --- cmpf ----------------------------------------------------------------------------

/// `ilogb` of a float: the unbiased exponent of a finite non-zero value,
/// `None` for zero and NaN, `Some(i32::MAX)` for infinities (APFloat's
/// `IEK_Inf`).
fn ilogb(v: FloatValue) -> Option<i32> {
    if v.is_nan() || v.is_zero() {
        return None;
    }
    if v.is_infinity() {
        return Some(i32::MAX);
    }
    // Every value of every kind is exact in f128; all but f80's denormals are
    // normal there, and their exponent field gives the exponent.
    let q = v.convert(FloatKind::F128).0;
    let exp_field = ((q.bits >> 112) & 0x7FFF) as i32;
    if exp_field == 0 {
        let mantissa = q.bits & ((1u128 << 112) - 1);
        return Some(-16383 - (mantissa.leading_zeros() as i32 - 16));
    }
    Some(exp_field - 16383)
}

/// `(maxExponent, precision)` of a float kind's semantics.
fn max_exponent_and_precision(kind: FloatKind) -> (i32, u32) {
    (super::fold::semantics(kind).0, kind.mantissa_digits())
}

fn replace_with_bool(rw: &mut PatternRewriter<'_>, op: OpId, value: bool) -> bool {
    let (ctx, loc) = (rw.context(), rw.body().loc(op));
    let i1 = ctx.i1();
    replace_with_new(rw, op, ConstantOp::NAME, &[], &[i1], &[("value", ctx.bool_attr(value))], loc);
    true
}

/// MLIR's `CmpFIntToFPConst`: `cmpf(sitofp(x), c)` (or `uitofp`) becomes an
/// integer comparison of `x` with `c` converted, or a constant, when no
/// precision loss can change the outcome.
fn cmpf_int_to_fp_const(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    use std::cmp::Ordering;
    use CmpIPredicate as P;
    let (ctx, body) = (rw.context(), rw.body());
    let Some(AttrKind::Float { value: rhs, .. }) =
        constant_value(ctx, body, operand(body, op, 1)).map(|a| ctx.attr_kind(a))
    else {
        return false;
    };
    let rhs = *rhs;
    if rhs.is_nan() {
        return false;
    }
    let Some(kind) = super::consts::float_kind(ctx, ty(body, operand(body, op, 1))) else { return false };
    let (max_exp, mantissa_width) = max_exponent_and_precision(kind);
    let mantissa_width = mantissa_width as i32;
    if mantissa_width <= 0 {
        return false;
    }
    let (is_unsigned, int_val) = if let Some(si) = def_op(ctx, body, operand(body, op, 0), SIToFPOp::NAME) {
        (false, operand(body, si, 0))
    } else if let Some(ui) = def_op(ctx, body, operand(body, op, 0), UIToFPOp::NAME) {
        (true, operand(body, ui, 0))
    } else {
        return false;
    };
    let int_ty = ty(body, int_val);
    let Some(int_width) = super::consts::int_width(ctx, int_ty).filter(|_| ctx.is_integer(int_ty)) else {
        return false;
    };
    let value_bits = if is_unsigned { int_width as i32 } else { int_width as i32 - 1 };
    if int_width as i32 > mantissa_width {
        match ilogb(rhs) {
            // An infinity: the conversion could create one.
            Some(i32::MAX) if max_exp < value_bits => return false,
            Some(i32::MAX) => {}
            Some(exponent) if mantissa_width <= exponent && exponent <= value_bits => return false,
            _ => {}
        }
    }
    let Some(fpred) = super::flags::CmpFPredicate::of(ctx, body, op) else { return false };
    use super::flags::CmpFPredicate as F;
    let mut pred = match fpred {
        F::Ord => return replace_with_bool(rw, op, true),
        F::Uno => return replace_with_bool(rw, op, false),
        F::Ueq | F::Oeq => P::Eq,
        F::Ugt | F::Ogt => {
            if is_unsigned {
                P::Ugt
            } else {
                P::Sgt
            }
        }
        F::Uge | F::Oge => {
            if is_unsigned {
                P::Uge
            } else {
                P::Sge
            }
        }
        F::Ult | F::Olt => {
            if is_unsigned {
                P::Ult
            } else {
                P::Slt
            }
        }
        F::Ule | F::Ole => {
            if is_unsigned {
                P::Ule
            } else {
                P::Sle
            }
        }
        F::Une | F::One => P::Ne,
        // MLIR reaches `llvm_unreachable` for `false`/`true`; they are left alone.
        F::AlwaysFalse | F::AlwaysTrue => return false,
    };
    let max = if is_unsigned { ApInt::new(int_width, u128::MAX) } else { ApInt::signed_max(int_width) };
    let max_f =
        FloatValue::from_int(kind, if is_unsigned { max.zext_value() as i128 } else { max.sext_value() }, !is_unsigned);
    if max_f.compare(rhs) == Some(Ordering::Less) {
        let always =
            if is_unsigned { matches!(pred, P::Ne | P::Ult | P::Ule) } else { matches!(pred, P::Ne | P::Slt | P::Sle) };
        return replace_with_bool(rw, op, always);
    }
    let min_f = if is_unsigned {
        FloatValue::from_int(kind, 0, false)
    } else {
        FloatValue::from_int(kind, ApInt::signed_min(int_width).sext_value(), true)
    };
    if min_f.compare(rhs) == Some(Ordering::Greater) {
        let always =
            if is_unsigned { matches!(pred, P::Ne | P::Ugt | P::Uge) } else { matches!(pred, P::Ne | P::Sgt | P::Sge) };
        return replace_with_bool(rw, op, always);
    }
    let Some(rhs_int) = rhs.to_int(int_width, !is_unsigned) else { return false };
    let rhs_int = ApInt::from_i128(int_width, rhs_int);
    if !rhs.is_zero() {
        let back = FloatValue::from_int(
            kind,
            if is_unsigned { rhs_int.zext_value() as i128 } else { rhs_int.sext_value() },
            !is_unsigned,
        );
        if back.compare(rhs) != Some(Ordering::Equal) {
            let negative = rhs.is_negative();
            match pred {
                P::Ne => return replace_with_bool(rw, op, true),
                P::Eq => return replace_with_bool(rw, op, false),
                P::Ule if negative => return replace_with_bool(rw, op, false),
                P::Sle if negative => pred = P::Slt,
                P::Ult if negative => return replace_with_bool(rw, op, false),
                P::Ult => pred = P::Ule,
                P::Slt if !negative => pred = P::Sle,
                P::Ugt if negative => return replace_with_bool(rw, op, true),
                P::Sgt if negative => pred = P::Sge,
                P::Uge if negative => return replace_with_bool(rw, op, true),
                P::Uge => pred = P::Ugt,
                P::Sge if !negative => pred = P::Sgt,
                _ => {}
            }
        }
    }
    let loc = body.loc(op);
    let res_ty = ty(body, result0(body, op));
    let Some(c) = create_constant(rw, int_attr(ctx, int_ty, rhs_int), loc) else { return false };
    replace_with_new(rw, op, CmpIOp::NAME, &[int_val, c], &[res_ty], &[("predicate", pred.attr(ctx))], loc);
    true
}
