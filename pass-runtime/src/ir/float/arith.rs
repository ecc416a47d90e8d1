//! Arithmetic in a value's own semantics, as `arith` folds it: the five
//! binary operations (also as `+ - * / %`), negation, and the minimum and
//! maximum operations with their NaN rules.

use core::cmp::Ordering;
use rustc_apfloat::{Float, Round, StatusAnd};

use super::formats::with_native;
use super::soft::{soft_parts, soft_round, soft_spec, soft_to_quad, sticky, SoftParts, SoftStyle};
use super::{FloatKind, FloatValue};

/// The operations shared by native and soft kinds.
#[derive(Clone, Copy)]
pub(super) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

pub(super) fn apply<T: Float>(x: T, y: T, op: BinOp, round: Round) -> StatusAnd<T> {
    match op {
        BinOp::Add => x.add_r(y, round),
        BinOp::Sub => x.sub_r(y, round),
        BinOp::Mul => x.mul_r(y, round),
        BinOp::Div => x.div_r(y, round),
        BinOp::Rem => x.c_fmod(y),
    }
}

macro_rules! forward_binop {
    ($($trait:ident $method:ident),*) => {$(
        impl core::ops::$trait for FloatValue {
            type Output = FloatValue;
            /// Same as the inherent method of the same name.
            fn $method(self, o: FloatValue) -> FloatValue {
                FloatValue::$method(self, o)
            }
        }
    )*};
}
forward_binop!(Add add, Sub sub, Mul mul, Div div, Rem rem);

impl core::ops::Neg for FloatValue {
    type Output = FloatValue;
    /// Same as [`FloatValue::neg`].
    fn neg(self) -> FloatValue {
        FloatValue::neg(self)
    }
}

impl FloatValue {
    pub(super) fn binop(self, o: Self, op: BinOp) -> Self {
        let kind = self.kind;
        let o = o.same_kind(kind);
        let (a, b) = (self.bits & kind.mask(), o.bits & kind.mask());
        let bits = match soft_spec(kind) {
            Some(spec) => {
                let x = soft_to_quad(&spec, a);
                let y = soft_to_quad(&spec, b);
                soft_round(&spec, sticky(apply(x, y, op, Round::TowardZero))).0
            }
            None => with_native!(
                kind,
                |T| apply(T::from_bits(a), T::from_bits(b), op, Round::NearestTiesToEven).value.to_bits(),
                0
            ),
        };
        FloatValue { kind, bits }
    }

    /// `o` in `self`'s kind (converted with round-to-nearest-even if its
    /// kind differs).
    pub(super) fn same_kind(self, kind: FloatKind) -> Self {
        if self.kind == kind {
            self
        } else {
            self.convert(kind).0
        }
    }

    /// `self + o` as APFloat's `add` with round-to-nearest-even (`arith.addf`
    /// folding). If the kinds differ, `o` is first converted to `self`'s kind.
    #[allow(clippy::should_implement_trait)] // The project's API names.
    pub fn add(self, o: Self) -> Self {
        self.binop(o, BinOp::Add)
    }

    /// `self - o`, as APFloat's `subtract` (`arith.subf` folding).
    #[allow(clippy::should_implement_trait)] // The project's API names.
    pub fn sub(self, o: Self) -> Self {
        self.binop(o, BinOp::Sub)
    }

    /// `self * o`, as APFloat's `multiply` (`arith.mulf` folding).
    #[allow(clippy::should_implement_trait)] // The project's API names.
    pub fn mul(self, o: Self) -> Self {
        self.binop(o, BinOp::Mul)
    }

    /// `self / o`, as APFloat's `divide` (`arith.divf` folding).
    #[allow(clippy::should_implement_trait)] // The project's API names.
    pub fn div(self, o: Self) -> Self {
        self.binop(o, BinOp::Div)
    }

    /// `fmod(self, o)`, as APFloat's `mod` (`arith.remf` folding): exact, with
    /// the sign of `self`.
    #[allow(clippy::should_implement_trait)] // The project's API names.
    pub fn rem(self, o: Self) -> Self {
        self.binop(o, BinOp::Rem)
    }

    /// `-self`, as APFloat's `changeSign` (`arith.negf` folding). FNUZ zero
    /// and NaN keep their pattern; for `f8E8M0FNU` the sign lands in bit 7,
    /// as `bitcastToAPInt` puts it.
    #[allow(clippy::should_implement_trait)] // The project's API names.
    pub fn neg(self) -> Self {
        let kind = self.kind;
        let bits = self.bits & kind.mask();
        let bits = match soft_spec(kind) {
            Some(spec) => match (spec.style, soft_parts(&spec, bits)) {
                (SoftStyle::NanNegZero, SoftParts::Nan | SoftParts::Zero { .. }) => bits,
                (SoftStyle::E8M0, _) => bits | 0x80,
                _ => bits ^ spec.sign_bit(),
            },
            None => with_native!(kind, |T| (-T::from_bits(bits)).to_bits(), bits),
        };
        FloatValue { kind, bits }
    }

    /// A NaN made quiet, as APFloat's `makeQuiet` (sets the quiet bit of
    /// IEEE-style NaNs; NaN-only kinds have nothing to set).
    pub(super) fn quiet(self) -> Self {
        let kind = self.kind;
        let bits = self.bits & kind.mask();
        let bits = if self.is_nan() && !kind.is_nan_only() && kind.mantissa_digits() >= 2 {
            bits | (1u128 << (kind.mantissa_digits() - 2))
        } else {
            bits
        };
        FloatValue { kind, bits }
    }

    /// `llvm::maximum` (`arith.maximumf` folding): NaN-propagating (the first
    /// NaN operand, made quiet), `-0 < +0`.
    pub fn max(self, o: Self) -> Self {
        self.extremum(o, Extremum::Largest, NanRule::Propagate)
    }

    /// `llvm::minimum` (`arith.minimumf` folding): NaN-propagating (the first
    /// NaN operand, made quiet), `-0 < +0`.
    pub fn min(self, o: Self) -> Self {
        self.extremum(o, Extremum::Smallest, NanRule::Propagate)
    }

    /// `llvm::maxnum` (`arith.maxnumf` folding), IEEE-754 2008 maxNum: a
    /// signaling NaN operand wins (made quiet; the first one if both are),
    /// otherwise a quiet NaN loses to the other operand; `-0 < +0`.
    pub fn maxnum(self, o: Self) -> Self {
        self.extremum(o, Extremum::Largest, NanRule::Ieee2008)
    }

    /// `llvm::minnum` (`arith.minnumf` folding), IEEE-754 2008 minNum: like
    /// [`FloatValue::maxnum`] with the order reversed.
    pub fn minnum(self, o: Self) -> Self {
        self.extremum(o, Extremum::Smallest, NanRule::Ieee2008)
    }

    /// The larger or smaller of `self` and `o` under `nans`; `-0 < +0`, and
    /// of two equal values the first.
    fn extremum(self, o: Self, which: Extremum, nans: NanRule) -> Self {
        let (a, o) = (self.canon(), o.same_kind(self.kind).canon());
        let (x, y) = (a.info(), o.info());
        match nans {
            NanRule::Propagate => {
                if x.nan {
                    return a.quiet();
                }
                if y.nan {
                    return o.quiet();
                }
            }
            NanRule::Ieee2008 => {
                if x.signaling {
                    return a.quiet();
                }
                if y.signaling {
                    return o.quiet();
                }
                if x.nan {
                    return o;
                }
                if y.nan {
                    return a;
                }
            }
        }
        let largest = which == Extremum::Largest;
        if x.zero && y.zero && x.negative != y.negative {
            // The largest is the positive zero, the smallest the negative one.
            return if x.negative == largest { o } else { a };
        }
        let (lower, higher) = if largest { (a, o) } else { (o, a) };
        if lower.compare(higher) == Some(Ordering::Less) {
            o
        } else {
            a
        }
    }
}

/// Which end of the order [`FloatValue::extremum`] takes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Extremum {
    Largest,
    Smallest,
}

/// How [`FloatValue::extremum`] treats NaN operands.
#[derive(Clone, Copy)]
enum NanRule {
    /// `llvm::maximum`/`minimum`: any NaN wins, the first one, made quiet.
    Propagate,
    /// IEEE-754 2008 `maxNum`/`minNum`: a signaling NaN wins (made quiet),
    /// a quiet NaN loses to the other operand.
    Ieee2008,
}
