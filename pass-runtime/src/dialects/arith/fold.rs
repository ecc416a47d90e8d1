//! The folders of `arith`'s ops, with MLIR 22's rules (`ArithOps.cpp`):
//! constant folding in the operands' bit width or float semantics, and the
//! algebraic identities MLIR's `fold` methods apply.

use super::consts::{
    bool_attr, decode, float_kind, float_or_splat, fold_binary, fold_cast, fold_unary, i1_same_shape, int_or_splat,
    int_width, is_exactly_one, is_neg_inf, is_neg_zero, is_one, is_pos_inf, is_pos_zero, is_shaped, is_zero,
    static_num_elements, zero_attr, Const, Elem,
};
use super::flags::{self, CmpFPredicate, CmpIPredicate};
use super::int::ApInt;
use super::{AddIOp, AndIOp, CmpIOp, ExtFOp, ExtSIOp, ExtUIOp, MulIOp, NegFOp, SubIOp, TruncFOp, TruncIOp, XOrIOp};
use crate::ir::float::{FloatKind, FloatValue};
use crate::ir::{AttrKind, Attribute, Body, Context, OpId, Type, TypeKind, ValueId};
use crate::rewrite::{FoldOutcome, OpFoldResult};

type Operands<'a> = &'a [Option<Attribute>];

// --- Results -----------------------------------------------------------------

fn to_value(v: ValueId) -> FoldOutcome {
    FoldOutcome::Results(vec![OpFoldResult::Value(v)])
}

fn to_attr(a: Option<Attribute>) -> FoldOutcome {
    match a {
        Some(a) => FoldOutcome::Results(vec![OpFoldResult::Attr(a)]),
        None => FoldOutcome::Failed,
    }
}

// --- Helpers -----------------------------------------------------------------

fn lhs(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 0)
}

fn rhs(body: &Body, op: OpId) -> ValueId {
    body.operand(op, 1)
}

fn result_type(body: &Body, op: OpId) -> Type {
    body.value_type(body.result(op, 0))
}

/// The op defining `v` when it is a `name` op.
pub(crate) fn def_op(ctx: &Context, body: &Body, v: ValueId, name: &str) -> Option<OpId> {
    let op = body.defining_op(v)?;
    (ctx.op_name_str(body.op_name(op)) == name).then_some(op)
}

fn ints(f: impl Fn(ApInt, ApInt) -> ApInt) -> impl FnMut(Elem, Elem) -> Option<Elem> {
    move |a, b| Some(Elem::Int(f(a.int()?, b.int()?)))
}

/// An integer fold that may fail for some element (division by zero,
/// overflow): any failure makes the whole fold fail, as MLIR's flag does.
fn ints_checked(f: impl Fn(ApInt, ApInt) -> Option<ApInt>) -> impl FnMut(Elem, Elem) -> Option<Elem> {
    move |a, b| Some(Elem::Int(f(a.int()?, b.int()?)?))
}

/// A division or remainder of constant operands, by `divide`: there is no
/// fold when a divisor is zero, nor where `divide` gives none (overflow).
fn fold_constant_division(
    ctx: &Context,
    operands: Operands<'_>,
    divide: impl Fn(ApInt, ApInt) -> Option<ApInt>,
) -> FoldOutcome {
    to_attr(fold_binary(
        ctx,
        operands[0],
        operands[1],
        None,
        ints_checked(|a, b| if b.is_zero() { None } else { divide(a, b) }),
    ))
}

fn floats(f: impl Fn(FloatValue, FloatValue) -> FloatValue) -> impl FnMut(Elem, Elem) -> Option<Elem> {
    move |a, b| Some(Elem::Float(f(a.float()?, b.float()?)))
}

fn int_binary(ctx: &Context, operands: Operands<'_>, f: impl Fn(ApInt, ApInt) -> ApInt) -> FoldOutcome {
    to_attr(fold_binary(ctx, operands[0], operands[1], None, ints(f)))
}

fn float_binary(
    ctx: &Context,
    operands: Operands<'_>,
    f: impl Fn(FloatValue, FloatValue) -> FloatValue,
) -> FoldOutcome {
    to_attr(fold_binary(ctx, operands[0], operands[1], None, floats(f)))
}

/// `getZeroAttr(type)` as a fold result; MLIR cannot build one for a
/// dynamically shaped type and the fold fails.
fn zero_of(ctx: &Context, ty: Type) -> FoldOutcome {
    to_attr(zero_attr(ctx, ty))
}

fn int_value_of(ctx: &Context, body: &Body, v: ValueId) -> Option<ApInt> {
    super::consts::const_int(ctx, body, v)
}

// --- Constants -----------------------------------------------------------------

pub(super) fn fold_constant(ctx: &Context, body: &mut Body, op: OpId, _: Operands<'_>) -> FoldOutcome {
    to_attr(ctx.dict_get(body.props(op), "value").or_else(|| ctx.dict_get(body.attrs(op), "value")))
}

// --- Integer arithmetic --------------------------------------------------------

pub(super) fn fold_addi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // addi(x, 0) -> x
    if is_zero(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    // addi(subi(a, b), b) -> a
    if let Some(sub) = def_op(ctx, body, lhs(body, op), SubIOp::NAME) {
        if rhs(body, op) == rhs(body, sub) {
            return to_value(lhs(body, sub));
        }
    }
    // addi(b, subi(a, b)) -> a
    if let Some(sub) = def_op(ctx, body, rhs(body, op), SubIOp::NAME) {
        if lhs(body, op) == rhs(body, sub) {
            return to_value(lhs(body, sub));
        }
    }
    int_binary(ctx, operands, ApInt::add)
}

pub(super) fn fold_subi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // subi(x, x) -> 0, unless the type is dynamically shaped.
    if lhs(body, op) == rhs(body, op) {
        let ty = result_type(body, op);
        if !is_shaped(ctx, ty) || static_num_elements(ctx, ty).is_some() {
            return zero_of(ctx, ty);
        }
    }
    // subi(x, 0) -> x
    if is_zero(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    if let Some(add) = def_op(ctx, body, lhs(body, op), AddIOp::NAME) {
        // subi(addi(a, b), b) -> a
        if rhs(body, op) == rhs(body, add) {
            return to_value(lhs(body, add));
        }
        // subi(addi(a, b), a) -> b
        if rhs(body, op) == lhs(body, add) {
            return to_value(rhs(body, add));
        }
    }
    int_binary(ctx, operands, ApInt::sub)
}

pub(super) fn fold_muli(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // muli(x, 0) -> 0 (the zero operand itself)
    if is_zero(ctx, operands[1]) {
        return to_value(rhs(body, op));
    }
    // muli(x, 1) -> x
    if is_one(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    int_binary(ctx, operands, ApInt::mul)
}

/// `(a * b) / b -> a` when the multiplication has the overflow flags `needed`.
fn fold_div_mul(ctx: &Context, body: &Body, op: OpId, needed: u8) -> Option<ValueId> {
    let mul = def_op(ctx, body, lhs(body, op), MulIOp::NAME)?;
    if flags::op_overflow_bits(ctx, body, mul) & needed != needed {
        return None;
    }
    let divisor = rhs(body, op);
    if lhs(body, mul) == divisor {
        return Some(rhs(body, mul));
    }
    if rhs(body, mul) == divisor {
        return Some(lhs(body, mul));
    }
    None
}

pub(super) fn fold_divui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if is_one(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    if let Some(v) = fold_div_mul(ctx, body, op, flags::NUW) {
        return to_value(v);
    }
    fold_constant_division(ctx, operands, |a, b| Some(a.udiv(b)))
}

pub(super) fn fold_divsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if is_one(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    if let Some(v) = fold_div_mul(ctx, body, op, flags::NSW) {
        return to_value(v);
    }
    // No fold for INT_MIN / -1.
    fold_constant_division(ctx, operands, |a, b| {
        let (q, overflow) = a.sdiv_ov(b);
        (!overflow).then_some(q)
    })
}

pub(super) fn fold_ceildivui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if is_one(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    fold_constant_division(ctx, operands, |a, b| {
        let quotient = a.udiv(b);
        if a.urem(b).is_zero() {
            return Some(quotient);
        }
        let (r, overflow) = quotient.uadd_ov(ApInt::one(a.width()));
        (!overflow).then_some(r)
    })
}

/// `(a - 1) / b + 1` for positive `a` and `b`, with overflow checks.
fn signed_ceil_nonneg(a: ApInt, b: ApInt) -> Option<ApInt> {
    let one = ApInt::one(a.width());
    let (am1, o1) = a.ssub_ov(one);
    let (q, o2) = am1.sdiv_ov(b);
    let (r, o3) = q.sadd_ov(one);
    (!(o1 || o2 || o3)).then_some(r)
}

pub(super) fn fold_ceildivsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if is_one(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    fold_constant_division(ctx, operands, |a, b| {
        if a.is_zero() {
            return Some(a);
        }
        let zero = ApInt::zero(a.width());
        let (a_pos, b_pos) = (a.is_strictly_positive(), b.is_strictly_positive());
        if a_pos && b_pos {
            return signed_ceil_nonneg(a, b);
        }
        if !a_pos && !b_pos {
            // Both negative: ceil(-a, -b).
            let (na, o1) = zero.ssub_ov(a);
            let (nb, o2) = zero.ssub_ov(b);
            let r = signed_ceil_nonneg(na, nb);
            return if o1 || o2 { None } else { r };
        }
        if !a_pos && b_pos {
            // a negative, b positive: -(-a / b).
            let (na, o1) = zero.ssub_ov(a);
            let (d, o2) = na.sdiv_ov(b);
            let (r, o3) = zero.ssub_ov(d);
            return (!(o1 || o2 || o3)).then_some(r);
        }
        // a positive, b negative: -(a / -b).
        let (nb, o1) = zero.ssub_ov(b);
        let (d, o2) = a.sdiv_ov(nb);
        let (r, o3) = zero.ssub_ov(d);
        (!(o1 || o2 || o3)).then_some(r)
    })
}

pub(super) fn fold_floordivsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if is_one(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    // Unlike the other divisions, MLIR's flag here is overwritten by each
    // element (`sfloordiv_ov` assigns it): the last element decides.
    let mut failed = false;
    let result = fold_binary(ctx, operands[0], operands[1], None, |a, b| {
        let (a, b) = (a.int()?, b.int()?);
        if b.is_zero() {
            failed = true;
            return Some(Elem::Int(a));
        }
        let (q, overflow) = a.sfloordiv_ov(b);
        failed = overflow;
        Some(Elem::Int(q))
    });
    if failed {
        FoldOutcome::Failed
    } else {
        to_attr(result)
    }
}

pub(super) fn fold_remui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // remui(x, 1) -> 0
    if is_one(ctx, operands[1]) {
        return zero_of(ctx, result_type(body, op));
    }
    fold_constant_division(ctx, operands, |a, b| Some(a.urem(b)))
}

pub(super) fn fold_remsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // remsi(x, 1) -> 0
    if is_one(ctx, operands[1]) {
        return zero_of(ctx, result_type(body, op));
    }
    fold_constant_division(ctx, operands, |a, b| Some(a.srem(b)))
}

/// True when `v` is `xori(x, <all ones>)`: `not(x)`.
fn is_not_of(ctx: &Context, body: &Body, v: ValueId, x: ValueId) -> bool {
    def_op(ctx, body, v, XOrIOp::NAME).is_some_and(|xor| {
        lhs(body, xor) == x && int_value_of(ctx, body, rhs(body, xor)).is_some_and(ApInt::is_all_ones)
    })
}

pub(super) fn fold_andi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // and(x, 0) -> 0
    if is_zero(ctx, operands[1]) {
        return to_value(rhs(body, op));
    }
    // and(x, allOnes) -> x
    if int_or_splat(ctx, operands[1]).is_some_and(ApInt::is_all_ones) {
        return to_value(lhs(body, op));
    }
    // and(x, not(x)) -> 0, and(not(x), x) -> 0
    let (l, r) = (lhs(body, op), rhs(body, op));
    if is_not_of(ctx, body, r, l) || is_not_of(ctx, body, l, r) {
        return zero_of(ctx, result_type(body, op));
    }
    // and(a, and(a, b)) -> and(a, b)
    for (prev, other) in [(l, r), (r, l)] {
        if let Some(p) = def_op(ctx, body, prev, AndIOp::NAME) {
            if other == lhs(body, p) || other == rhs(body, p) {
                return to_value(body.result(p, 0));
            }
        }
    }
    int_binary(ctx, operands, ApInt::and)
}

pub(super) fn fold_ori(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if let Some(r) = int_or_splat(ctx, operands[1]) {
        // or(x, 0) -> x
        if r.is_zero() {
            return to_value(lhs(body, op));
        }
        // or(x, <all ones>) -> <all ones>
        if r.is_all_ones() {
            return to_attr(operands[1]);
        }
    }
    // or(x, xor(x, 1)) -> 1, or(xor(x, 1), x) -> 1: the xor's constant operand.
    let (l, r) = (lhs(body, op), rhs(body, op));
    for (v, x) in [(r, l), (l, r)] {
        if is_not_of(ctx, body, v, x) {
            let xor = body.defining_op(v).expect("xori");
            return to_value(rhs(body, xor));
        }
    }
    int_binary(ctx, operands, ApInt::or)
}

pub(super) fn fold_xori(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // xor(x, 0) -> x
    if is_zero(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    let (l, r) = (lhs(body, op), rhs(body, op));
    // xor(x, x) -> 0
    if l == r {
        return zero_of(ctx, result_type(body, op));
    }
    // xor(xor(x, a), a) -> x, xor(xor(a, x), a) -> x
    if let Some(prev) = def_op(ctx, body, l, XOrIOp::NAME) {
        if rhs(body, prev) == r {
            return to_value(lhs(body, prev));
        }
        if lhs(body, prev) == r {
            return to_value(rhs(body, prev));
        }
    }
    // xor(a, xor(x, a)) -> x, xor(a, xor(a, x)) -> x
    if let Some(prev) = def_op(ctx, body, r, XOrIOp::NAME) {
        if rhs(body, prev) == l {
            return to_value(lhs(body, prev));
        }
        if lhs(body, prev) == l {
            return to_value(rhs(body, prev));
        }
    }
    int_binary(ctx, operands, ApInt::xor)
}

/// Shifts fold only when the amount is below the bit width; as in MLIR, for
/// dense operands the last element decides, and an element shifted by more
/// has APInt's value (zero, or the sign for `shrsi`).
fn fold_shift(ctx: &Context, body: &Body, op: OpId, operands: Operands<'_>, f: fn(ApInt, u32) -> ApInt) -> FoldOutcome {
    if is_zero(ctx, operands[1]) {
        return to_value(lhs(body, op));
    }
    let mut bounded = false;
    let result = fold_binary(ctx, operands[0], operands[1], None, |a, b| {
        let (a, b) = (a.int()?, b.int()?);
        bounded = b.zext_value() < u128::from(b.width());
        Some(Elem::Int(f(a, b.zext_value().min(u128::from(a.width())) as u32)))
    });
    if bounded {
        to_attr(result)
    } else {
        FoldOutcome::Failed
    }
}

pub(super) fn fold_shli(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_shift(ctx, body, op, operands, ApInt::shl)
}

pub(super) fn fold_shrui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_shift(ctx, body, op, operands, ApInt::lshr)
}

pub(super) fn fold_shrsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_shift(ctx, body, op, operands, ApInt::ashr)
}

/// The shared shape of `maxsi`/`maxui`/`minsi`/`minui`: `op(x, x) -> x`, an
/// absorbing constant on the right folds to itself, a neutral one to `x`.
fn fold_min_max(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: Operands<'_>,
    absorbing: fn(ApInt) -> bool,
    neutral: fn(ApInt) -> bool,
    f: fn(ApInt, ApInt) -> ApInt,
) -> FoldOutcome {
    if lhs(body, op) == rhs(body, op) {
        return to_value(rhs(body, op));
    }
    if let Some(r) = int_or_splat(ctx, operands[1]) {
        if absorbing(r) {
            return to_value(rhs(body, op));
        }
        if neutral(r) {
            return to_value(lhs(body, op));
        }
    }
    int_binary(ctx, operands, f)
}

pub(super) fn fold_maxsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_min_max(ctx, body, op, operands, ApInt::is_signed_max, ApInt::is_signed_min, ApInt::smax)
}

pub(super) fn fold_maxui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_min_max(ctx, body, op, operands, ApInt::is_all_ones, ApInt::is_zero, ApInt::umax)
}

pub(super) fn fold_minsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_min_max(ctx, body, op, operands, ApInt::is_signed_min, ApInt::is_signed_max, ApInt::smin)
}

pub(super) fn fold_minui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_min_max(ctx, body, op, operands, ApInt::is_zero, ApInt::is_all_ones, ApInt::umin)
}

fn results(values: Vec<OpFoldResult>) -> FoldOutcome {
    FoldOutcome::Results(values)
}

pub(super) fn fold_addui_extended(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let overflow_ty = body.value_type(body.result(op, 1));
    // addui_extended(x, 0) -> x, false (the operand as a value, matched
    // through its defining constant as MLIR does).
    if super::consts::const_int(ctx, body, rhs(body, op)).is_some_and(ApInt::is_zero) {
        let Some(f) = zero_attr(ctx, overflow_ty) else { return FoldOutcome::Failed };
        return results(vec![OpFoldResult::Value(lhs(body, op)), OpFoldResult::Attr(f)]);
    }
    let Some(sum) = fold_binary(ctx, operands[0], operands[1], None, ints(ApInt::add)) else {
        return FoldOutcome::Failed;
    };
    let Some(sum_const) = decode(ctx, sum) else { return FoldOutcome::Failed };
    let i1_ty = i1_same_shape(ctx, sum_const.ty());
    let overflow = fold_binary(ctx, Some(sum), operands[0], Some(i1_ty), |s, a| {
        Some(Elem::Int(ApInt::new(1, (s.int()?.ucmp(a.int()?) == std::cmp::Ordering::Less) as u128)))
    });
    match overflow {
        Some(o) => results(vec![OpFoldResult::Attr(sum), OpFoldResult::Attr(o)]),
        None => FoldOutcome::Failed,
    }
}

fn fold_mul_extended(ctx: &Context, operands: Operands<'_>, high: fn(ApInt, ApInt) -> ApInt) -> Option<FoldOutcome> {
    let low = fold_binary(ctx, operands[0], operands[1], None, ints(ApInt::mul))?;
    let high = fold_binary(ctx, operands[0], operands[1], None, ints(high))?;
    Some(results(vec![OpFoldResult::Attr(low), OpFoldResult::Attr(high)]))
}

pub(super) fn fold_mulsi_extended(ctx: &Context, _body: &mut Body, _op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // mulsi_extended(x, 0) -> 0, 0
    if is_zero(ctx, operands[1]) {
        let z = operands[1].expect("zero");
        return results(vec![OpFoldResult::Attr(z), OpFoldResult::Attr(z)]);
    }
    fold_mul_extended(ctx, operands, ApInt::mulhs).unwrap_or(FoldOutcome::Failed)
}

pub(super) fn fold_mului_extended(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // mului_extended(x, 0) -> 0, 0
    if is_zero(ctx, operands[1]) {
        let z = operands[1].expect("zero");
        return results(vec![OpFoldResult::Attr(z), OpFoldResult::Attr(z)]);
    }
    // mului_extended(x, 1) -> x, 0
    if is_one(ctx, operands[1]) {
        let Some(z) = zero_attr(ctx, body.value_type(lhs(body, op))) else { return FoldOutcome::Failed };
        return results(vec![OpFoldResult::Value(lhs(body, op)), OpFoldResult::Attr(z)]);
    }
    fold_mul_extended(ctx, operands, ApInt::mulhu).unwrap_or(FoldOutcome::Failed)
}

// --- Float arithmetic ----------------------------------------------------------

pub(super) fn fold_negf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // negf(negf(x)) -> x
    if let Some(inner) = def_op(ctx, body, lhs(body, op), NegFOp::NAME) {
        return to_value(lhs(body, inner));
    }
    to_attr(fold_unary(ctx, operands[0], |a| Some(Elem::Float(a.float()?.neg()))))
}

fn rhs_float(ctx: &Context, operands: Operands<'_>) -> Option<FloatValue> {
    float_or_splat(ctx, operands[1])
}

/// `op(x, identity) -> x`, else `op` of two constants.
fn fold_with_right_identity(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: Operands<'_>,
    is_identity: fn(FloatValue) -> bool,
    combine: fn(FloatValue, FloatValue) -> FloatValue,
) -> FoldOutcome {
    if rhs_float(ctx, operands).is_some_and(is_identity) {
        return to_value(lhs(body, op));
    }
    float_binary(ctx, operands, combine)
}

pub(super) fn fold_addf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // addf(x, -0) -> x
    fold_with_right_identity(ctx, body, op, operands, is_neg_zero, FloatValue::add)
}

pub(super) fn fold_subf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // subf(x, +0) -> x
    fold_with_right_identity(ctx, body, op, operands, is_pos_zero, FloatValue::sub)
}

pub(super) fn fold_mulf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // mulf(x, 1) -> x
    if rhs_float(ctx, operands).is_some_and(is_exactly_one) {
        return to_value(lhs(body, op));
    }
    // mulf(x, 0) -> 0 when NaNs and signed zeros may be ignored.
    let needed = flags::NNAN | flags::NSZ;
    if flags::op_fastmath_bits(ctx, body, op) & needed == needed
        && rhs_float(ctx, operands).is_some_and(|v| v.is_zero())
    {
        return to_value(rhs(body, op));
    }
    float_binary(ctx, operands, FloatValue::mul)
}

pub(super) fn fold_divf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // divf(x, 1) -> x
    fold_with_right_identity(ctx, body, op, operands, is_exactly_one, FloatValue::div)
}

pub(super) fn fold_remf(ctx: &Context, _body: &mut Body, _op: OpId, operands: Operands<'_>) -> FoldOutcome {
    float_binary(ctx, operands, FloatValue::rem)
}

fn fold_float_min_max(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: Operands<'_>,
    neutral: fn(FloatValue) -> bool,
    f: fn(FloatValue, FloatValue) -> FloatValue,
) -> FoldOutcome {
    if lhs(body, op) == rhs(body, op) {
        return to_value(rhs(body, op));
    }
    fold_with_right_identity(ctx, body, op, operands, neutral, f)
}

pub(super) fn fold_maximumf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_float_min_max(ctx, body, op, operands, is_neg_inf, FloatValue::max)
}

pub(super) fn fold_minimumf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_float_min_max(ctx, body, op, operands, is_pos_inf, FloatValue::min)
}

pub(super) fn fold_maxnumf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_float_min_max(ctx, body, op, operands, FloatValue::is_nan, FloatValue::maxnum)
}

pub(super) fn fold_minnumf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_float_min_max(ctx, body, op, operands, FloatValue::is_nan, FloatValue::minnum)
}

// --- Casts ---------------------------------------------------------------------

fn element_type(ctx: &Context, ty: Type) -> Type {
    ctx.element_type_or_self(ty)
}

fn cast_operand(ctx: &Context, operands: Operands<'_>) -> Option<Const> {
    decode(ctx, operands[0]?)
}

/// Folds a cast element-wise into the result type.
fn fold_cast_to_result(
    ctx: &Context,
    body: &Body,
    op: OpId,
    operands: Operands<'_>,
    f: impl FnMut(Elem) -> Option<Elem>,
) -> FoldOutcome {
    to_attr(fold_cast(ctx, cast_operand(ctx, operands), result_type(body, op), f))
}

/// `op(op(x)) -> op(x)` with the inner op's operand: the operand is replaced
/// in place.
fn forward_operand(body: &mut Body, op: OpId, inner: OpId) -> FoldOutcome {
    let src = body.operand(inner, 0);
    body.set_operand(op, 0, src);
    FoldOutcome::InPlace
}

fn result_int_width(ctx: &Context, body: &Body, op: OpId) -> Option<u32> {
    int_width(ctx, element_type(ctx, result_type(body, op)))
}

pub(super) fn fold_extui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if let Some(inner) = def_op(ctx, body, lhs(body, op), ExtUIOp::NAME) {
        return forward_operand(body, op, inner);
    }
    let Some(w) = result_int_width(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| Some(Elem::Int(a.int()?.zext(w))))
}

pub(super) fn fold_extsi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    if let Some(inner) = def_op(ctx, body, lhs(body, op), ExtSIOp::NAME) {
        return forward_operand(body, op, inner);
    }
    let Some(w) = result_int_width(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| Some(Elem::Int(a.int()?.sext(w))))
}

pub(super) fn fold_trunci(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let input = lhs(body, op);
    let ext = def_op(ctx, body, input, ExtUIOp::NAME).or_else(|| def_op(ctx, body, input, ExtSIOp::NAME));
    if let Some(ext) = ext {
        let src = body.operand(ext, 0);
        let src_ty = element_type(ctx, body.value_type(src));
        let dst_ty = element_type(ctx, result_type(body, op));
        let (sw, dw) = (ctx.int_or_float_width(src_ty), ctx.int_or_float_width(dst_ty));
        // trunci(ext(a)) -> trunci(a) when a is still wider.
        if sw > dw {
            return forward_operand(body, op, ext);
        }
        // trunci(ext(a)) -> a
        if src_ty == dst_ty {
            return to_value(src);
        }
    }
    // trunci(trunci(a)) -> trunci(a)
    if let Some(inner) = def_op(ctx, body, input, TruncIOp::NAME) {
        return forward_operand(body, op, inner);
    }
    let Some(w) = result_int_width(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| Some(Elem::Int(a.int()?.trunc(w))))
}

/// `(maxExponent, minExponent, precision)` of APFloat's semantics.
pub(crate) fn semantics(kind: FloatKind) -> (i32, i32, u32) {
    use FloatKind::*;
    match kind {
        F16 => (15, -14, 11),
        BF16 => (127, -126, 8),
        F32 => (127, -126, 24),
        F64 => (1023, -1022, 53),
        F80 => (16383, -16382, 64),
        F128 => (16383, -16382, 113),
        TF32 => (127, -126, 11),
        F8E5M2 => (15, -14, 3),
        F8E5M2FNUZ => (15, -15, 3),
        F8E4M3 => (7, -6, 4),
        F8E4M3FN => (8, -6, 4),
        F8E4M3FNUZ => (7, -7, 4),
        F8E4M3B11FNUZ => (4, -10, 4),
        F8E3M4 => (3, -2, 5),
        F4E2M1FN => (2, 0, 2),
        F6E2M3FN => (2, 0, 4),
        F6E3M2FN => (4, -2, 3),
        F8E8M0FNU => (127, -127, 1),
    }
}

/// `APFloatBase::isRepresentableBy(a, b)`: every value of `a` is one of `b`.
fn is_representable_by(a: FloatKind, b: FloatKind) -> bool {
    let ((amax, amin, ap), (bmax, bmin, bp)) = (semantics(a), semantics(b));
    amax <= bmax && amin >= bmin && ap <= bp
}

/// MLIR's `convertFloatValue`: the conversion when it is exact, refusing
/// infinities into kinds without them and NaNs into finite-only kinds.
fn convert_float_value(v: FloatValue, to: FloatKind) -> Option<FloatValue> {
    let nan_only = to.has_nan() && !to.has_infinity();
    let finite_only = !to.has_nan();
    if v.is_infinity() && (nan_only || finite_only) {
        return None;
    }
    if v.is_nan() && finite_only {
        return None;
    }
    v.convert_exact(to)
}

fn result_float_kind(ctx: &Context, body: &Body, op: OpId) -> Option<FloatKind> {
    float_kind(ctx, element_type(ctx, result_type(body, op)))
}

pub(super) fn fold_extf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    // extf(truncf(x)) -> x when both are `contract`.
    if let Some(trunc) = def_op(ctx, body, lhs(body, op), TruncFOp::NAME) {
        let src = body.operand(trunc, 0);
        if body.value_type(src) == result_type(body, op)
            && flags::op_fastmath_bits(ctx, body, trunc) & flags::CONTRACT != 0
            && flags::op_fastmath_bits(ctx, body, op) & flags::CONTRACT != 0
        {
            return to_value(src);
        }
    }
    let Some(kind) = result_float_kind(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| Some(Elem::Float(convert_float_value(a.float()?, kind)?)))
}

pub(super) fn fold_truncf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let Some(res_kind) = result_float_kind(ctx, body, op) else { return FoldOutcome::Failed };
    if let Some(ext) = def_op(ctx, body, lhs(body, op), ExtFOp::NAME) {
        let src = body.operand(ext, 0);
        let src_kind = float_kind(ctx, element_type(ctx, body.value_type(src)));
        let mid_kind = float_kind(ctx, element_type(ctx, body.value_type(lhs(body, op))));
        if let (Some(src_kind), Some(mid_kind)) = (src_kind, mid_kind) {
            if is_representable_by(src_kind, mid_kind) {
                // truncf(extf(a)) -> truncf(a)
                if src_kind.bit_width() > res_kind.bit_width() {
                    return forward_operand(body, op, ext);
                }
                // truncf(extf(a)) -> a
                if src_kind == res_kind {
                    return to_value(src);
                }
            }
        }
    }
    // Only exact conversions fold, so the rounding mode does not matter.
    fold_cast_to_result(ctx, body, op, operands, |a| Some(Elem::Float(convert_float_value(a.float()?, res_kind)?)))
}

fn fold_int_to_float(ctx: &Context, body: &Body, op: OpId, operands: Operands<'_>, signed: bool) -> FoldOutcome {
    let Some(kind) = result_float_kind(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| {
        let a = a.int()?;
        let v = if signed { a.sext_value() } else { a.zext_value() as i128 };
        Some(Elem::Float(FloatValue::from_int(kind, v, signed)))
    })
}

pub(super) fn fold_uitofp(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_int_to_float(ctx, body, op, operands, false)
}

pub(super) fn fold_sitofp(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_int_to_float(ctx, body, op, operands, true)
}

fn fold_float_to_int(ctx: &Context, body: &Body, op: OpId, operands: Operands<'_>, signed: bool) -> FoldOutcome {
    let Some(w) = result_int_width(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| {
        Some(Elem::Int(ApInt::from_i128(w, a.float()?.to_int(w, signed)?)))
    })
}

pub(super) fn fold_fptoui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_float_to_int(ctx, body, op, operands, false)
}

pub(super) fn fold_fptosi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    fold_float_to_int(ctx, body, op, operands, true)
}

pub(super) fn fold_index_cast(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let Some(w) = result_int_width(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| Some(Elem::Int(a.int()?.sext_or_trunc(w))))
}

pub(super) fn fold_index_castui(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let Some(w) = result_int_width(ctx, body, op) else { return FoldOutcome::Failed };
    fold_cast_to_result(ctx, body, op, operands, |a| Some(Elem::Int(a.int()?.zext_or_trunc(w))))
}

/// The bit pattern of an element.
fn elem_bits(e: Elem) -> (u32, u128) {
    match e {
        Elem::Int(v) => (v.width(), v.zext_value()),
        Elem::Float(v) => (v.kind.bit_width(), v.bits),
    }
}

/// An element of `ty` (an integer or float type) with the bit pattern `bits`.
fn elem_from_bits(ctx: &Context, ty: Type, bits: u128) -> Option<Elem> {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => Some(Elem::Float(FloatValue::from_bits(*k, bits))),
        _ => Some(Elem::Int(ApInt::new(int_width(ctx, ty)?, bits))),
    }
}

fn fold_bitcast(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let res_ty = result_type(body, op);
    let Some(operand) = cast_operand(ctx, operands) else { return FoldOutcome::Failed };
    let res_elem = element_type(ctx, res_ty);
    let Some(res_width) = ctx.int_or_float_width(res_elem) else { return FoldOutcome::Failed };
    let convert = |e: Elem| {
        let (w, bits) = elem_bits(e);
        if w != res_width {
            return None;
        }
        elem_from_bits(ctx, res_elem, bits)
    };
    to_attr(fold_cast(ctx, Some(operand), res_ty, convert))
}

/// `arith.bitcast`: the constant fold, then the fold every MLIR
/// `CastOpInterface` op has as a trait: a cast to its own type is its operand.
pub(super) fn fold_bitcast_or_identity(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: Operands<'_>,
) -> FoldOutcome {
    match fold_bitcast(ctx, body, op, operands) {
        FoldOutcome::Failed if body.value_type(lhs(body, op)) == result_type(body, op) => to_value(lhs(body, op)),
        other => other,
    }
}

// --- Comparisons and select ------------------------------------------------------

/// The width of an integer or vector-of-integer type (MLIR's
/// `getIntegerWidth` in the `cmpi` folder, which ignores tensors).
fn integer_or_vector_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Vector { element, .. } => match ctx.type_kind(*element) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        },
        _ => None,
    }
}

pub(super) fn fold_cmpi(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let Some(pred) = CmpIPredicate::of(ctx, body, op) else { return FoldOutcome::Failed };
    let (l, r) = (lhs(body, op), rhs(body, op));
    // cmpi(pred, x, x)
    if l == r {
        return to_attr(bool_attr(ctx, result_type(body, op), pred.holds_for_equal()));
    }
    let lhs_is_i1 = ctx.is_signless_integer(element_type(ctx, body.value_type(l)), 1);
    if is_zero(ctx, operands[1]) {
        // ext(%x : i1 -> iN) != 0 -> %x
        for ext_name in [ExtSIOp::NAME, ExtUIOp::NAME] {
            if let Some(ext) = def_op(ctx, body, l, ext_name) {
                let src = body.operand(ext, 0);
                if integer_or_vector_width(ctx, body.value_type(src)) == Some(1) && pred == CmpIPredicate::Ne {
                    return to_value(src);
                }
            }
        }
        // cmpi ne, %val, %zero : i1 -> %val
        if lhs_is_i1 && pred == CmpIPredicate::Ne {
            return to_value(l);
        }
    }
    // cmpi eq, %val, %one : i1 -> %val
    if is_one(ctx, operands[1]) && lhs_is_i1 && pred == CmpIPredicate::Eq {
        return to_value(l);
    }
    // Move a constant to the right, swapping the predicate.
    if operands[0].is_some() && operands[1].is_none() {
        let swapped = pred.swap().attr(ctx);
        body.set_operands(op, &[r, l]);
        body.set_prop(ctx, op, "predicate", Some(swapped));
        return FoldOutcome::InPlace;
    }
    let Some(lhs_const) = operands[0].and_then(|a| decode(ctx, a)) else { return FoldOutcome::Failed };
    let i1_ty = i1_same_shape(ctx, lhs_const.ty());
    to_attr(fold_binary(ctx, operands[0], operands[1], Some(i1_ty), |a, b| {
        Some(Elem::Int(ApInt::new(1, pred.apply(a.int()?, b.int()?) as u128)))
    }))
}

pub(super) fn fold_cmpf(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let scalar = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Float { value, .. }) => Some(*value),
        _ => None,
    };
    let (mut l, mut r) = (scalar(operands[0]), scalar(operands[1]));
    // If one operand is NaN, making them both NaN does not change the result.
    if l.is_some_and(FloatValue::is_nan) {
        r = l;
    }
    if r.is_some_and(FloatValue::is_nan) {
        l = r;
    }
    let (Some(l), Some(r)) = (l, r) else { return FoldOutcome::Failed };
    let Some(pred) = CmpFPredicate::of(ctx, body, op) else { return FoldOutcome::Failed };
    to_attr(Some(ctx.bool_attr(pred.apply(l.compare(r)))))
}

pub(super) fn fold_select(ctx: &Context, body: &mut Body, op: OpId, operands: Operands<'_>) -> FoldOutcome {
    let cond = body.operand(op, 0);
    let (t, f) = (body.operand(op, 1), body.operand(op, 2));
    if t == f {
        return to_value(t);
    }
    // select true, %0, %1 => %0; select false, %0, %1 => %1
    if is_one(ctx, operands[0]) {
        return to_value(t);
    }
    if is_zero(ctx, operands[0]) {
        return to_value(f);
    }
    // select %x, true, false => %x
    if ctx.is_signless_integer(result_type(body, op), 1) && is_one(ctx, operands[1]) && is_zero(ctx, operands[2]) {
        return to_value(cond);
    }
    // select (cmpi eq/ne %a, %b), %a, %b
    if let Some(cmp) = def_op(ctx, body, cond, CmpIOp::NAME) {
        let pred = CmpIPredicate::of(ctx, body, cmp);
        if matches!(pred, Some(CmpIPredicate::Eq | CmpIPredicate::Ne)) {
            let (cl, cr) = (lhs(body, cmp), rhs(body, cmp));
            if (cl == t && cr == f) || (cr == t && cl == f) {
                return to_value(if pred == Some(CmpIPredicate::Ne) { t } else { f });
            }
        }
    }
    // Constant-fold constant operands over a dense constant condition.
    let dense = |a: Option<Attribute>| match a.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseElements { .. }) => decode(ctx, a?),
        _ => None,
    };
    if let (Some(c), Some(tv), Some(fv)) = (dense(operands[0]), dense(operands[1]), dense(operands[2])) {
        let Some(n) = static_num_elements(ctx, c.ty()) else { return FoldOutcome::Failed };
        let get = |k: &Const, i: usize| match k {
            Const::Scalar { elem, .. } | Const::Splat { elem, .. } => Some(*elem),
            Const::Elements { elems, .. } => elems.get(i).copied(),
        };
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let (Some(cv), Some(a), Some(b)) = (get(&c, i).and_then(Elem::int), get(&tv, i), get(&fv, i)) else {
                return FoldOutcome::Failed;
            };
            out.push(if cv.is_zero() { b } else { a });
        }
        return to_attr(super::consts::dense_attr(ctx, tv.ty(), &out));
    }
    FoldOutcome::Failed
}
