//! Float values of MLIR's builtin float types, bit-exact with MLIR 22.
//!
//! # Why this module exists
//!
//! MLIR keeps the value of a `FloatAttr` as an `llvm::APFloat` and prints it
//! with `printFloatValue` (mlir/lib/IR/AsmPrinter.cpp). Reproducing MLIR's
//! textual IR byte for byte, and folding constants the way the `arith`
//! dialect does, needs the same arithmetic and the same decimal formatting as
//! APFloat, for every one of the 18 float types of the builtin dialect. This
//! module provides that on top of `rustc_apfloat` (a Rust port of APFloat):
//! [`FloatKind`] names the types, [`FloatValue`] is a value stored as its bit
//! pattern (what `APFloat::bitcastToAPInt` gives).
//!
//! # How each kind is modelled
//!
//! * `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`, `f8E5M2`, `f8E4M3FN` use the
//!   corresponding `rustc_apfloat` types directly.
//! * `tf32`, `f8E4M3` and `f8E3M4` are plain IEEE-754-like formats; they are
//!   new [`Semantics`](rustc_apfloat::ieee::Semantics) implementations (`rustc_apfloat`'s trait allows that).
//!
//! These eleven kinds are exact: they run APFloat's own algorithms.
//!
//! `rustc_apfloat` 0.2 only knows the IEEE and the "all-ones NaN"
//! (`f8E4M3FN`) encodings of non-finite values, and its NaN logic assumes at
//! least two significand bits. It cannot model the FNUZ encodings (NaN is the
//! negative-zero bit pattern, no negative zero), the finite-only formats
//! (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`: overflow saturates) or `f8E8M0FNU`
//! (no sign, no zero, one-bit precision). For these seven "soft" kinds this
//! module decodes bit patterns itself, computes in `f128` (which holds every
//! value of theirs exactly) with round-to-odd, and rounds the result with its
//! own copy of APFloat's `normalize` logic for these semantics (ties-to-even,
//! where, as in APFloat, a one-bit significand always counts as odd, so
//! `f8E8M0FNU` rounds ties upwards). Values, rounding, overflow, NaN and
//! printing agree with MLIR 22 except where APFloat itself hits
//! `llvm_unreachable` (undefined behaviour in a release build):
//!
//! * a NaN or an infinity in a finite-only kind (`0.0 / 0.0`, `1.0 / 0.0`,
//!   converting a NaN or an infinity): APFloat's `bitcastToAPInt` then leaves
//!   only the sign bit, which is what this module stores (`0x0`, or `0x8` in
//!   `f4E2M1FN` and `0x20` in the 6-bit kinds when negative). MLIR 22 prints
//!   such a constant as that hex pattern; from the bits alone it reads as
//!   `±0.0` here and prints `0.000000e+00` / `-0.000000e+00`.
//! * a negative `f8E8M0FNU` value (`-1.0 : f8E8M0FNU`, `2.0 - 4.0`): MLIR keeps
//!   a sign inside its `APFloat` and prints `-1.000000e+00`; this type stores
//!   only bits, and holds what `bitcastToAPInt` gives for it: the sign ORed
//!   into bit 7 (so `-1.0` becomes `0xFF`, the NaN pattern, and `-2.0`
//!   becomes `0x80`, which reads back as `2.0`).
//!
//! One more APFloat quirk is kept on purpose: converting the `f8E8M0FNU` NaN
//! to an IEEE kind gives the *infinity* bit pattern (APFloat carries the
//! NaN's lone integer bit over as the target's integer bit), and
//! `arith.extf` folds it that way.
//!
//! # Printing
//!
//! [`FloatValue::to_mlir_string`] follows `printFloatValue`; its decimal
//! formatting is a port of LLVM 22's `toStringImpl` (the `rustc_apfloat`
//! `Display` gives the same text but takes time quadratic in the number of
//! decimal digits of the exact value, which is slow for huge `f80`/`f128`
//! exponents).
//!
//! The expected texts of the unit tests come from `mlir-opt-22`: every bit
//! pattern of the 4-, 6- and 8-bit kinds, all of `f16` and `bf16`, and
//! samples of the wider kinds were checked against it (169,264 patterns),
//! as well as about 1.3 million `arith` folds (`--canonicalize`).
//!
//! # Parsing as MLIR does
//!
//! MLIR's parser turns a decimal literal into a `double` first
//! (`Token::getFloatingPointValue`), negates it, then converts it to the
//! target type. So `0.1 : f128` holds the double nearest 0.1, and for small
//! types the literal is rounded twice ([`FloatValue::parse_decimal`] does the
//! same). Overflow is not an error: `1.0e10 : f16` is `+inf` (`0x7C00`),
//! `1.0e999 : f64` is `+inf`, and for FNUZ kinds it is NaN (`0x80`), for
//! finite-only kinds the largest finite value. Hexadecimal literals are bit
//! patterns ([`FloatValue::from_hex_bits`]).
//!
//! # The files
//!
//! This file holds [`FloatKind`] and [`FloatValue`] with its classification;
//! `formats.rs` the `rustc_apfloat` types of the native kinds, `soft.rs` the
//! soft kinds, `parse.rs` literals, `print.rs` printing, `arith.rs`
//! arithmetic, `convert.rs` conversions. The tables the tests check against
//! are data files in `tests/`.

mod arith;
mod convert;
mod formats;
mod parse;
mod print;
mod soft;
#[cfg(test)]
mod tests;

use core::cmp::Ordering;
use core::fmt;

use rustc_apfloat::ieee::Quad;
use rustc_apfloat::{Float, Status};

use formats::{native_canonical, native_to_quad, with_native};
pub use parse::{DECIMAL_INTEGER_FOR_FLOAT, HEX_LEADING_MINUS, HEX_OUT_OF_RANGE};
use soft::{soft_parts, soft_spec, soft_to_quad, SoftParts, SoftStyle};

/// Every builtin float type of MLIR 22's builtin dialect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum FloatKind {
    /// `f16`: IEEE-754 binary16.
    F16,
    /// `bf16`: bfloat16 (8 exponent bits, 8 bits of precision).
    BF16,
    /// `f32`: IEEE-754 binary32.
    F32,
    /// `f64`: IEEE-754 binary64.
    F64,
    /// `f80`: x87 80-bit extended precision (explicit integer bit).
    F80,
    /// `f128`: IEEE-754 binary128.
    F128,
    /// `tf32`: NVIDIA TensorFloat-32 (19 bits: 1 sign, 8 exponent, 10 mantissa).
    TF32,
    /// `f8E5M2`: 8 bits, 5 exponent bits, IEEE-754 inf and NaN.
    F8E5M2,
    /// `f8E4M3`: 8 bits, 4 exponent bits, IEEE-754 inf and NaN.
    F8E4M3,
    /// `f8E4M3FN`: 8 bits, 4 exponent bits, no inf, NaN is `S.1111.111`.
    F8E4M3FN,
    /// `f8E5M2FNUZ`: 8 bits, bias 16, no inf, no -0, NaN is `0x80`.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: 8 bits, bias 8, no inf, no -0, NaN is `0x80`.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: 8 bits, bias 11, no inf, no -0, NaN is `0x80`.
    F8E4M3B11FNUZ,
    /// `f8E3M4`: 8 bits, 3 exponent bits, IEEE-754 inf and NaN.
    F8E3M4,
    /// `f4E2M1FN`: 4 bits, finite only (no inf, no NaN).
    F4E2M1FN,
    /// `f6E2M3FN`: 6 bits, finite only (no inf, no NaN).
    F6E2M3FN,
    /// `f6E3M2FN`: 6 bits, finite only (no inf, no NaN).
    F6E3M2FN,
    /// `f8E8M0FNU`: 8-bit unsigned power of two (bias 127), no zero, NaN is `0xFF`.
    F8E8M0FNU,
}

impl FloatKind {
    /// All kinds, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::TF32,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E8M0FNU,
    ];

    /// `(keyword, storage width, precision)` of the kind.
    const fn info(self) -> (&'static str, u32, u32) {
        match self {
            FloatKind::F16 => ("f16", 16, 11),
            FloatKind::BF16 => ("bf16", 16, 8),
            FloatKind::F32 => ("f32", 32, 24),
            FloatKind::F64 => ("f64", 64, 53),
            FloatKind::F80 => ("f80", 80, 64),
            FloatKind::F128 => ("f128", 128, 113),
            FloatKind::TF32 => ("tf32", 19, 11),
            FloatKind::F8E5M2 => ("f8E5M2", 8, 3),
            FloatKind::F8E4M3 => ("f8E4M3", 8, 4),
            FloatKind::F8E4M3FN => ("f8E4M3FN", 8, 4),
            FloatKind::F8E5M2FNUZ => ("f8E5M2FNUZ", 8, 3),
            FloatKind::F8E4M3FNUZ => ("f8E4M3FNUZ", 8, 4),
            FloatKind::F8E4M3B11FNUZ => ("f8E4M3B11FNUZ", 8, 4),
            FloatKind::F8E3M4 => ("f8E3M4", 8, 5),
            FloatKind::F4E2M1FN => ("f4E2M1FN", 4, 2),
            FloatKind::F6E2M3FN => ("f6E2M3FN", 6, 4),
            FloatKind::F6E3M2FN => ("f6E3M2FN", 6, 3),
            FloatKind::F8E8M0FNU => ("f8E8M0FNU", 8, 1),
        }
    }

    /// Exactly MLIR's type keyword: `"f16"`, `"bf16"`, `"f32"`, `"f64"`,
    /// `"f80"`, `"f128"`, `"tf32"`, `"f8E5M2"`, `"f8E4M3"`, `"f8E4M3FN"`, ...,
    /// `"f8E8M0FNU"`.
    pub fn keyword(self) -> &'static str {
        self.info().0
    }

    /// The kind whose MLIR keyword is `s` (case-sensitive, as in MLIR).
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == s)
    }

    /// Storage width in bits, as MLIR's `FloatType::getWidth`
    /// (`f80` = 80, `tf32` = 19, `f6E2M3FN` = 6, `f4E2M1FN` = 4).
    pub fn bit_width(self) -> u32 {
        self.info().1
    }

    /// Precision in bits including the implicit integer bit, as
    /// `APFloat::semanticsPrecision` (`f32` = 24, `f8E8M0FNU` = 1).
    pub fn mantissa_digits(self) -> u32 {
        self.info().2
    }

    /// Whether the kind has infinities (only the IEEE-754-like kinds do).
    pub fn has_infinity(self) -> bool {
        !self.is_soft() && self != FloatKind::F8E4M3FN
    }

    /// Whether the kind has a NaN encoding (all but the finite-only kinds).
    pub fn has_nan(self) -> bool {
        !matches!(self, FloatKind::F4E2M1FN | FloatKind::F6E2M3FN | FloatKind::F6E3M2FN)
    }

    /// Whether the kind can represent negative values (all but `f8E8M0FNU`).
    pub fn has_sign(self) -> bool {
        self != FloatKind::F8E8M0FNU
    }

    /// Whether every operation of this module runs `rustc_apfloat`'s port of
    /// APFloat directly for this kind. The other ("soft") kinds are computed
    /// through `f128` and rounded by this module (see the module docs).
    pub fn is_native(self) -> bool {
        !self.is_soft()
    }

    fn is_soft(self) -> bool {
        soft_spec(self).is_some()
    }

    /// APFloat's `fltNonfiniteBehavior::NanOnly`.
    fn is_nan_only(self) -> bool {
        matches!(
            self,
            FloatKind::F8E4M3FN
                | FloatKind::F8E5M2FNUZ
                | FloatKind::F8E4M3FNUZ
                | FloatKind::F8E4M3B11FNUZ
                | FloatKind::F8E8M0FNU
        )
    }

    /// APFloat's `fltNanEncoding::NegativeZero`.
    fn is_nan_negative_zero(self) -> bool {
        matches!(self, FloatKind::F8E5M2FNUZ | FloatKind::F8E4M3FNUZ | FloatKind::F8E4M3B11FNUZ)
    }

    /// Mask of the storage bits.
    fn mask(self) -> u128 {
        let w = self.bit_width();
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    }
}

impl fmt::Display for FloatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// Facts about one value (classification and min/max).
#[derive(Clone, Copy)]
pub(super) struct Info {
    pub(super) nan: bool,
    pub(super) signaling: bool,
    pub(super) zero: bool,
    pub(super) negative: bool,
}

/// A float value of one kind, stored as its raw bit pattern (what
/// `bitcastToAPInt` gives).
///
/// Bits above [`FloatKind::bit_width`] are ignored. Every method reads the
/// pattern as APFloat would (`f80` pseudo-denormals and unnormals are
/// canonicalised like `bitcastToAPInt(APFloat(sem, bits))`), and every
/// returned value holds canonical bits. The derived `==` and `Hash` compare
/// the stored fields as they are: bit patterns, so `+0.0 != -0.0` and a NaN
/// equals itself (use [`FloatValue::compare`] for IEEE comparison).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct FloatValue {
    /// The float type.
    pub kind: FloatKind,
    /// The bit pattern, in the low [`FloatKind::bit_width`] bits.
    pub bits: u128,
}

impl fmt::Display for FloatValue {
    /// Same text as [`FloatValue::to_mlir_string`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_mlir_string())
    }
}

impl FloatValue {
    /// A value from a bit pattern, canonicalised as APFloat reads it (bits
    /// above the kind's width are dropped).
    pub fn from_bits(kind: FloatKind, bits: u128) -> FloatValue {
        let bits = bits & kind.mask();
        let bits = with_native!(kind, |T| native_canonical::<T>(bits), bits);
        FloatValue { kind, bits }
    }

    /// `+0.0` of the kind (for `f8E8M0FNU`, which has no zero, its smallest
    /// value `2^-127`, as APFloat's zero constructor gives).
    pub fn zero(kind: FloatKind) -> FloatValue {
        FloatValue { kind, bits: 0 }
    }

    /// The canonical form of `self` (see [`FloatValue::from_bits`]).
    pub(super) fn canon(self) -> FloatValue {
        FloatValue::from_bits(self.kind, self.bits)
    }

    /// The exact value as an `f128` (every kind fits), plus whether the
    /// conversion lost information (only x87 special NaNs do) and its status
    /// (`INVALID_OP` for a signaling NaN, which comes out quiet).
    pub(super) fn to_quad(self) -> (Quad, bool, Status) {
        let bits = self.bits & self.kind.mask();
        match soft_spec(self.kind) {
            Some(spec) => (soft_to_quad(&spec, bits), false, Status::OK),
            None => with_native!(self.kind, |T| native_to_quad::<T>(bits), (Quad::NAN, true, Status::INVALID_OP)),
        }
    }

    pub(super) fn info(self) -> Info {
        let bits = self.bits & self.kind.mask();
        match soft_spec(self.kind) {
            Some(spec) => match soft_parts(&spec, bits) {
                SoftParts::Nan => Info {
                    nan: true,
                    signaling: false,
                    zero: false,
                    // The FNUZ NaN carries APFloat's sign bit.
                    negative: spec.style == SoftStyle::NanNegZero,
                },
                SoftParts::Zero { negative } => Info { nan: false, signaling: false, zero: true, negative },
                SoftParts::Finite { negative, .. } => Info { nan: false, signaling: false, zero: false, negative },
            },
            None => with_native!(
                self.kind,
                |T| {
                    let x = T::from_bits(bits);
                    Info { nan: x.is_nan(), signaling: x.is_signaling(), zero: x.is_zero(), negative: x.is_negative() }
                },
                Info { nan: true, signaling: false, zero: false, negative: false }
            ),
        }
    }

    /// APFloat's `compare`: `None` when unordered (a NaN is involved);
    /// `-0 == +0`.
    pub fn compare(self, o: Self) -> Option<Ordering> {
        let kind = self.kind;
        let o = o.same_kind(kind);
        let (a, b) = (self.bits & kind.mask(), o.bits & kind.mask());
        match soft_spec(kind) {
            Some(spec) => soft_to_quad(&spec, a).partial_cmp(&soft_to_quad(&spec, b)),
            None => with_native!(kind, |T| T::from_bits(a).partial_cmp(&T::from_bits(b)), None),
        }
    }

    /// Whether the value is a NaN.
    pub fn is_nan(self) -> bool {
        self.info().nan
    }

    /// Whether the value is a signaling NaN (never for NaN-only kinds).
    pub fn is_signaling(self) -> bool {
        self.info().signaling
    }

    /// Whether the value is `+0` or `-0` (never for `f8E8M0FNU`).
    pub fn is_zero(self) -> bool {
        self.info().zero
    }

    /// APFloat's `isNegative`: the sign, also for zeros and NaNs (the FNUZ
    /// NaN `0x80` is negative; `f8E8M0FNU` never is).
    pub fn is_negative(self) -> bool {
        self.info().negative
    }

    /// Whether the value is `+inf` or `-inf`.
    pub fn is_infinity(self) -> bool {
        let kind = self.kind;
        let bits = self.bits & kind.mask();
        with_native!(kind, |T| T::from_bits(bits).is_infinite(), false)
    }

    /// Whether the value is neither infinite nor NaN.
    pub fn is_finite(self) -> bool {
        !self.is_nan() && !self.is_infinity()
    }
}
