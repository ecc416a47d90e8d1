//! `arith`'s enum attributes as the folders and patterns read and build
//! them: integer overflow flags (`#arith.overflow<nsw, nuw>`), fast-math
//! flags (`#arith.fastmath<nnan,nsz>`) and comparison predicates. The enums
//! are declared in `arith.toml` ([`IntegerOverflowFlags`], [`FastMathFlags`],
//! [`CmpIPredicate`], [`CmpFPredicate`]); this module reads them as bits and
//! adds what the folders ask of the predicates.

pub use super::{CmpFPredicate, CmpIPredicate, FastMathFlags, IntegerOverflowFlags};
use crate::ir::{Attribute, Body, Context, OpId};
use crate::ods::DeclaredEnum;

/// `nsw` of `#arith.overflow<...>`.
pub const NSW: u8 = IntegerOverflowFlags::NSW.bits() as u8;
/// `nuw` of `#arith.overflow<...>`.
pub const NUW: u8 = IntegerOverflowFlags::NUW.bits() as u8;

/// `nnan` of `#arith.fastmath<...>`.
pub const NNAN: u8 = FastMathFlags::NNAN.bits() as u8;
/// `nsz` of `#arith.fastmath<...>`.
pub const NSZ: u8 = FastMathFlags::NSZ.bits() as u8;
/// `contract` of `#arith.fastmath<...>`.
pub const CONTRACT: u8 = FastMathFlags::CONTRACT.bits() as u8;

/// The bits of an `#arith.overflow<...>` attribute (none when absent or
/// of another kind).
pub fn overflow_bits(ctx: &Context, attr: Option<Attribute>) -> u8 {
    attr.and_then(|a| IntegerOverflowFlags::from_attr(ctx, a)).map_or(0, |f| f.bits() as u8)
}

/// The `#arith.overflow<...>` attribute with `bits`.
pub fn overflow_attr(ctx: &Context, bits: u8) -> Attribute {
    IntegerOverflowFlags::from_bits(i64::from(bits & (NSW | NUW))).attr(ctx)
}

/// The overflow flags of `op` (its `overflowFlags` property).
pub fn op_overflow_bits(ctx: &Context, body: &Body, op: OpId) -> u8 {
    overflow_bits(ctx, ctx.dict_get(body.props(op), "overflowFlags"))
}

/// The bits of an `#arith.fastmath<...>` attribute (`fast` sets them all).
pub fn fastmath_bits(ctx: &Context, attr: Option<Attribute>) -> u8 {
    attr.and_then(|a| FastMathFlags::from_attr(ctx, a)).map_or(0, |f| f.bits() as u8)
}

/// The fast-math flags of `op` (its `fastmath` property).
pub fn op_fastmath_bits(ctx: &Context, body: &Body, op: OpId) -> u8 {
    fastmath_bits(ctx, ctx.dict_get(body.props(op), "fastmath"))
}

/// What the folders and patterns ask of an `arith.cmpi` predicate.
impl CmpIPredicate {
    /// The predicate numbered `n`.
    pub fn from_i128(n: i128) -> Option<CmpIPredicate> {
        Self::from_value(i64::try_from(n).ok()?)
    }

    /// The predicate of an `arith.cmpi` op.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<CmpIPredicate> {
        let attr = ctx.dict_get(body.props(op), "predicate").or_else(|| ctx.dict_get(body.attrs(op), "predicate"))?;
        Self::from_i128(ctx.int_value(attr)?)
    }

    /// MLIR's `invertPredicate`: the predicate true exactly when `self` is false.
    pub fn invert(self) -> CmpIPredicate {
        use CmpIPredicate::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }

    /// The predicate with the operands swapped (`a < b` is `b > a`).
    pub fn swap(self) -> CmpIPredicate {
        use CmpIPredicate::*;
        match self {
            Slt => Sgt,
            Sgt => Slt,
            Sle => Sge,
            Sge => Sle,
            Ult => Ugt,
            Ugt => Ult,
            Ule => Uge,
            Uge => Ule,
            Eq => Eq,
            Ne => Ne,
        }
    }

    /// The result of comparing a value with itself.
    pub fn holds_for_equal(self) -> bool {
        use CmpIPredicate::*;
        matches!(self, Eq | Sle | Sge | Ule | Uge)
    }

    /// `lhs <pred> rhs`.
    pub fn apply(self, lhs: super::int::ApInt, rhs: super::int::ApInt) -> bool {
        use std::cmp::Ordering::*;
        use CmpIPredicate::*;
        let (s, u) = (lhs.scmp(rhs), lhs.ucmp(rhs));
        match self {
            Eq => lhs == rhs,
            Ne => lhs != rhs,
            Slt => s == Less,
            Sle => s != Greater,
            Sgt => s == Greater,
            Sge => s != Less,
            Ult => u == Less,
            Ule => u != Greater,
            Ugt => u == Greater,
            Uge => u != Less,
        }
    }
}

/// What the folders ask of an `arith.cmpf` predicate.
impl CmpFPredicate {
    /// The predicate of an `arith.cmpf` op.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<CmpFPredicate> {
        let attr = ctx.dict_get(body.props(op), "predicate").or_else(|| ctx.dict_get(body.attrs(op), "predicate"))?;
        Self::from_value(i64::try_from(ctx.int_value(attr)?).ok()?)
    }

    /// MLIR's `applyCmpPredicate` for floats: `ord` is `None` when unordered.
    pub fn apply(self, ord: Option<std::cmp::Ordering>) -> bool {
        use std::cmp::Ordering::*;
        use CmpFPredicate::*;
        match self {
            AlwaysFalse => false,
            Oeq => ord == Some(Equal),
            Ogt => ord == Some(Greater),
            Oge => matches!(ord, Some(Greater | Equal)),
            Olt => ord == Some(Less),
            Ole => matches!(ord, Some(Less | Equal)),
            One => matches!(ord, Some(Less | Greater)),
            Ord => ord.is_some(),
            Ueq => matches!(ord, None | Some(Equal)),
            Ugt => matches!(ord, None | Some(Greater)),
            Uge => matches!(ord, None | Some(Greater | Equal)),
            Ult => matches!(ord, None | Some(Less)),
            Ule => matches!(ord, None | Some(Less | Equal)),
            Une => ord != Some(Equal),
            Uno => ord.is_none(),
            AlwaysTrue => true,
        }
    }
}
