//! `arith`'s enum attributes as the folders and patterns read and build
//! them: integer overflow flags (`#arith.overflow<nsw, nuw>`), fast-math
//! flags (`#arith.fastmath<nnan,nsz>`) and comparison predicates.

use crate::ir::{AttrKind, Attribute, Body, Context, OpId};

/// `nsw` of `#arith.overflow<...>`.
pub const NSW: u8 = 1;
/// `nuw` of `#arith.overflow<...>`.
pub const NUW: u8 = 2;

/// `nnan` of `#arith.fastmath<...>`.
pub const NNAN: u8 = 1 << 1;
/// `nsz` of `#arith.fastmath<...>`.
pub const NSZ: u8 = 1 << 3;
/// `contract` of `#arith.fastmath<...>`.
pub const CONTRACT: u8 = 1 << 5;

const FASTMATH_NAMES: [(&str, u8); 7] = [
    ("reassoc", 1),
    ("nnan", NNAN),
    ("ninf", 1 << 2),
    ("nsz", NSZ),
    ("arcp", 1 << 4),
    ("contract", CONTRACT),
    ("afn", 1 << 6),
];

/// The words between `<` and `>` of a dialect attribute `#name<...>`.
fn enum_words<'a>(ctx: &'a Context, attr: Attribute, name: &str) -> Option<impl Iterator<Item = &'a str>> {
    let AttrKind::Dialect { text, .. } = ctx.attr_kind(attr) else { return None };
    let inner = text.strip_prefix(name)?.strip_prefix('<')?.strip_suffix('>')?;
    Some(inner.split(',').map(str::trim).filter(|w| !w.is_empty()))
}

/// The bits of an `#arith.overflow<...>` attribute (none when absent or
/// unreadable).
pub fn overflow_bits(ctx: &Context, attr: Option<Attribute>) -> u8 {
    let Some(words) = attr.and_then(|a| enum_words(ctx, a, "arith.overflow")) else { return 0 };
    words.fold(0, |bits, w| match w {
        "nsw" => bits | NSW,
        "nuw" => bits | NUW,
        _ => bits,
    })
}

/// The `#arith.overflow<...>` attribute with `bits`, printed as MLIR prints it.
pub fn overflow_attr(ctx: &Context, bits: u8) -> Attribute {
    let text = match bits & (NSW | NUW) {
        0 => "arith.overflow<none>",
        NSW => "arith.overflow<nsw>",
        NUW => "arith.overflow<nuw>",
        _ => "arith.overflow<nsw, nuw>",
    };
    ctx.dialect_attr(text)
}

/// The overflow flags of `op` (its `overflowFlags` property).
pub fn op_overflow_bits(ctx: &Context, body: &Body, op: OpId) -> u8 {
    overflow_bits(ctx, ctx.dict_get(body.props(op), "overflowFlags"))
}

/// The bits of an `#arith.fastmath<...>` attribute (`fast` sets them all).
pub fn fastmath_bits(ctx: &Context, attr: Option<Attribute>) -> u8 {
    let Some(words) = attr.and_then(|a| enum_words(ctx, a, "arith.fastmath")) else { return 0 };
    words.fold(0, |bits, w| {
        if w == "fast" {
            return bits | 0x7F;
        }
        bits | FASTMATH_NAMES.iter().find(|(n, _)| *n == w).map_or(0, |(_, b)| *b)
    })
}

/// The fast-math flags of `op` (its `fastmath` property).
pub fn op_fastmath_bits(ctx: &Context, body: &Body, op: OpId) -> u8 {
    fastmath_bits(ctx, ctx.dict_get(body.props(op), "fastmath"))
}

/// `arith.cmpi`'s predicates, in its numbering.
#[allow(missing_docs)] // The names are MLIR's predicate keywords.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CmpIPredicate {
    Eq = 0,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl CmpIPredicate {
    const ALL: [CmpIPredicate; 10] = [
        CmpIPredicate::Eq,
        CmpIPredicate::Ne,
        CmpIPredicate::Slt,
        CmpIPredicate::Sle,
        CmpIPredicate::Sgt,
        CmpIPredicate::Sge,
        CmpIPredicate::Ult,
        CmpIPredicate::Ule,
        CmpIPredicate::Ugt,
        CmpIPredicate::Uge,
    ];

    /// The predicate numbered `n`.
    pub fn from_i128(n: i128) -> Option<CmpIPredicate> {
        usize::try_from(n).ok().and_then(|i| Self::ALL.get(i).copied())
    }

    /// The predicate of an `arith.cmpi` op.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<CmpIPredicate> {
        let attr = ctx.dict_get(body.props(op), "predicate").or_else(|| ctx.dict_get(body.attrs(op), "predicate"))?;
        Self::from_i128(ctx.int_value(attr)?)
    }

    /// The predicate's `i64` attribute.
    pub fn attr(self, ctx: &Context) -> Attribute {
        ctx.integer_attr(ctx.i64(), self as i128)
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

/// `arith.cmpf`'s predicates, in its numbering.
#[allow(missing_docs)] // The names are MLIR's predicate keywords.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CmpFPredicate {
    AlwaysFalse = 0,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    AlwaysTrue,
}

impl CmpFPredicate {
    const ALL: [CmpFPredicate; 16] = [
        CmpFPredicate::AlwaysFalse,
        CmpFPredicate::Oeq,
        CmpFPredicate::Ogt,
        CmpFPredicate::Oge,
        CmpFPredicate::Olt,
        CmpFPredicate::Ole,
        CmpFPredicate::One,
        CmpFPredicate::Ord,
        CmpFPredicate::Ueq,
        CmpFPredicate::Ugt,
        CmpFPredicate::Uge,
        CmpFPredicate::Ult,
        CmpFPredicate::Ule,
        CmpFPredicate::Une,
        CmpFPredicate::Uno,
        CmpFPredicate::AlwaysTrue,
    ];

    /// The predicate of an `arith.cmpf` op.
    pub fn of(ctx: &Context, body: &Body, op: OpId) -> Option<CmpFPredicate> {
        let attr = ctx.dict_get(body.props(op), "predicate").or_else(|| ctx.dict_get(body.attrs(op), "predicate"))?;
        usize::try_from(ctx.int_value(attr)?).ok().and_then(|i| Self::ALL.get(i).copied())
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
