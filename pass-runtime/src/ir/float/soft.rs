//! The "soft" kinds `rustc_apfloat` cannot model (FNUZ, finite-only and
//! `f8E8M0FNU`): their bit patterns decoded here, values computed in `f128`
//! with round-to-odd, and rounded back with a copy of APFloat's `normalize`
//! for their semantics.

use core::cmp::Ordering;
use rustc_apfloat::ieee::Quad;
use rustc_apfloat::{Category, ExpInt, Float, Status, StatusAnd};

use super::FloatKind;

/// How a soft kind encodes non-finite values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum SoftStyle {
    /// NaN is the negative-zero pattern; no infinity, no negative zero.
    NanNegZero,
    /// No infinity, no NaN; overflow saturates to the largest finite value.
    FiniteOnly,
    /// `f8E8M0FNU`: exponent only, NaN is all ones, no zero, no sign.
    E8M0,
}

/// Parameters of a soft kind, as in APFloat's `fltSemantics`.
#[derive(Clone, Copy, Debug)]
pub(super) struct SoftSpec {
    pub(super) width: u32,
    pub(super) precision: u32,
    pub(super) min_exp: i32,
    pub(super) max_exp: i32,
    pub(super) style: SoftStyle,
}

impl SoftSpec {
    /// Exponent bias of the encoding.
    pub(super) fn bias(&self) -> i32 {
        match self.style {
            SoftStyle::E8M0 => -self.min_exp,
            _ => 1 - self.min_exp,
        }
    }

    pub(super) fn exp_bits(&self) -> u32 {
        self.width - self.precision
    }

    pub(super) fn sign_bit(&self) -> u128 {
        1u128 << (self.width - 1)
    }

    /// The pattern of a NaN, or (finite-only kinds) of a NaN or infinity
    /// with sign `negative`.
    pub(super) fn nan_bits(&self, negative: bool) -> u128 {
        match self.style {
            SoftStyle::NanNegZero => self.sign_bit(),
            SoftStyle::E8M0 => 0xFF,
            // Neither exists: APFloat's bitcastToAPInt (llvm_unreachable in a
            // release build) leaves just the sign; MLIR 22 prints `0x0`/`0x8`.
            SoftStyle::FiniteOnly if negative => self.sign_bit(),
            SoftStyle::FiniteOnly => 0,
        }
    }

    pub(super) fn zero_bits(&self, negative: bool) -> u128 {
        match self.style {
            SoftStyle::FiniteOnly if negative => self.sign_bit(),
            // FNUZ has no negative zero; E8M0 has no zero and uses its
            // smallest value (the all-zero pattern) instead.
            _ => 0,
        }
    }
}

pub(super) fn soft_spec(kind: FloatKind) -> Option<SoftSpec> {
    let (width, precision, min_exp, max_exp, style) = match kind {
        FloatKind::F8E5M2FNUZ => (8, 3, -15, 15, SoftStyle::NanNegZero),
        FloatKind::F8E4M3FNUZ => (8, 4, -7, 7, SoftStyle::NanNegZero),
        FloatKind::F8E4M3B11FNUZ => (8, 4, -10, 4, SoftStyle::NanNegZero),
        FloatKind::F4E2M1FN => (4, 2, 0, 2, SoftStyle::FiniteOnly),
        FloatKind::F6E2M3FN => (6, 4, 0, 2, SoftStyle::FiniteOnly),
        FloatKind::F6E3M2FN => (6, 3, -2, 4, SoftStyle::FiniteOnly),
        FloatKind::F8E8M0FNU => (8, 1, -127, 127, SoftStyle::E8M0),
        _ => return None,
    };
    Some(SoftSpec { width, precision, min_exp, max_exp, style })
}

/// A decoded soft value.
#[derive(Clone, Copy, Debug)]
pub(super) enum SoftParts {
    Nan,
    Zero {
        negative: bool,
    },
    /// `(-1)^negative * mant * 2^exp`, `mant > 0`.
    Finite {
        negative: bool,
        mant: u128,
        exp: i32,
    },
}

pub(super) fn soft_parts(spec: &SoftSpec, bits: u128) -> SoftParts {
    let bits = bits & ((1u128 << spec.width) - 1);
    if spec.style == SoftStyle::E8M0 {
        // As APFloat's initFromFloat8E8M0FNUAPInt: no sign, no zero.
        return if bits == 0xFF {
            SoftParts::Nan
        } else {
            SoftParts::Finite { negative: false, mant: 1, exp: bits as i32 - 127 }
        };
    }
    if spec.style == SoftStyle::NanNegZero && bits == spec.sign_bit() {
        return SoftParts::Nan;
    }
    let negative = bits & spec.sign_bit() != 0;
    let frac_bits = spec.precision - 1;
    let frac = bits & ((1u128 << frac_bits) - 1);
    let exp_field = ((bits >> frac_bits) & ((1u128 << spec.exp_bits()) - 1)) as i32;
    if exp_field == 0 && frac == 0 {
        SoftParts::Zero { negative }
    } else if exp_field == 0 {
        SoftParts::Finite { negative, mant: frac, exp: spec.min_exp - frac_bits as i32 }
    } else {
        SoftParts::Finite {
            negative,
            mant: frac | (1u128 << frac_bits),
            exp: exp_field - spec.bias() - frac_bits as i32,
        }
    }
}

/// The exact `f128` value of a soft bit pattern.
pub(super) fn soft_to_quad(spec: &SoftSpec, bits: u128) -> Quad {
    match soft_parts(spec, bits) {
        SoftParts::Nan => Quad::NAN,
        SoftParts::Zero { negative } => negate_if(Quad::ZERO, negative),
        SoftParts::Finite { negative, mant, exp } => {
            negate_if(Quad::from_u128(mant).value.scalbn(exp as ExpInt), negative)
        }
    }
}

pub(super) fn negate_if<T: Float>(x: T, negative: bool) -> T {
    if negative {
        -x
    } else {
        x
    }
}

/// Where the discarded low bits of a significand lie relative to half an ulp.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Lost {
    Zero,
    LessThanHalf,
    Half,
    MoreThanHalf,
}

/// Round an `f128` value (already rounded to odd when it came from an inexact
/// computation) to a soft kind, ties to even, as APFloat's `normalize` does
/// for that kind. Returns the bit pattern and whether the result is inexact
/// (or overflowed, or is a non-finite value the kind cannot hold).
pub(super) fn soft_round(spec: &SoftSpec, x: Quad) -> (u128, bool) {
    let negative = x.is_negative();
    match x.category() {
        Category::NaN => return (spec.nan_bits(negative), false),
        // NaN-only kinds turn infinities into NaN; finite-only kinds have
        // neither (see `nan_bits`).
        Category::Infinity => return (spec.nan_bits(negative), true),
        Category::Zero => return (spec.zero_bits(negative), false),
        Category::Normal => {}
    }
    let q = x.to_bits();
    let exp_field = ((q >> 112) & 0x7FFF) as i32;
    let frac = q & ((1u128 << 112) - 1);
    let (sig, exp2) =
        if exp_field == 0 { (frac, -16382 - 112) } else { (frac | (1u128 << 112), exp_field - 16383 - 112) };
    if sig == 0 {
        return (spec.zero_bits(negative), false);
    }
    let p = spec.precision as i32;
    let msb = 127 - sig.leading_zeros() as i32;
    let e = exp2 + msb;
    let mut te = e.max(spec.min_exp);
    let shift = (te - (p - 1)) - exp2;
    let (mut m, lost) = if shift <= 0 {
        // The value has fewer significant bits than the target: exact.
        (sig << (-shift) as u32, Lost::Zero)
    } else if shift > 113 {
        (0, Lost::LessThanHalf)
    } else {
        let rem = sig & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        let lost = match rem.cmp(&half) {
            Ordering::Less if rem == 0 => Lost::Zero,
            Ordering::Less => Lost::LessThanHalf,
            Ordering::Equal => Lost::Half,
            Ordering::Greater => Lost::MoreThanHalf,
        };
        (sig >> shift, lost)
    };
    // Ties to even; with a one-bit significand APFloat tests the integer bit,
    // so f8E8M0FNU rounds every tie up.
    if lost == Lost::MoreThanHalf || (lost == Lost::Half && m & 1 == 1) {
        m += 1;
        if m == 1u128 << p {
            m >>= 1;
            te += 1;
        }
    }
    let inexact = lost != Lost::Zero;
    if m == 0 {
        return (spec.zero_bits(negative), inexact);
    }
    if te > spec.max_exp {
        return match spec.style {
            SoftStyle::FiniteOnly => {
                let largest = ((spec.max_exp + spec.bias()) as u128) << (p - 1) | ((1u128 << (p - 1)) - 1);
                (largest | if negative { spec.sign_bit() } else { 0 }, true)
            }
            _ => (spec.nan_bits(negative), true),
        };
    }
    let frac_bits = (p - 1) as u32;
    let bits = if spec.style == SoftStyle::E8M0 {
        // bitcastToAPInt ORs APFloat's sign into bit 7 (the format is unsigned).
        ((te + spec.bias()) as u128) | if negative { 0x80 } else { 0 }
    } else {
        let exp_field = if m < (1u128 << frac_bits) { 0 } else { (te + spec.bias()) as u128 };
        let frac = m & ((1u128 << frac_bits) - 1);
        (if negative { spec.sign_bit() } else { 0 }) | (exp_field << frac_bits) | frac
    };
    (bits, inexact)
}

/// Round-to-odd: mark an inexact `f128` result by setting its last bit, so
/// that a second rounding to a much narrower format is correct.
pub(super) fn sticky(r: StatusAnd<Quad>) -> Quad {
    if r.status.contains(Status::INEXACT) && r.value.is_finite() {
        Quad::from_bits(r.value.to_bits() | 1)
    } else {
        r.value
    }
}
