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
//!   new [`Semantics`] implementations (`rustc_apfloat`'s trait allows that).
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

use core::cmp::Ordering;
use core::fmt;

use rustc_apfloat::ieee::{
    BFloat, Double, Float8E4M3FN, Float8E5M2, Half, IeeeFloat, Quad, Semantics, Single, X87DoubleExtended,
};
use rustc_apfloat::{Category, ExpInt, Float, FloatConvert, Round, Status, StatusAnd};

/// Semantics of `tf32`: 19 bits, 8 exponent bits, IEEE-754 non-finite values.
struct FloatTF32S;
impl Semantics for FloatTF32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}
type FloatTF32 = IeeeFloat<FloatTF32S>;

/// Semantics of `f8E4M3`: 8 bits, 4 exponent bits, bias 7, IEEE-754 inf/NaN.
struct Float8E4M3S;
impl Semantics for Float8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}
type Float8E4M3 = IeeeFloat<Float8E4M3S>;

/// Semantics of `f8E3M4`: 8 bits, 3 exponent bits, bias 3, IEEE-754 inf/NaN.
struct Float8E3M4S;
impl Semantics for Float8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}
type Float8E3M4 = IeeeFloat<Float8E3M4S>;

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

/// Runs `$native` with `$T` bound to the `rustc_apfloat` type of a native
/// kind, or evaluates `$soft` for the soft kinds.
macro_rules! with_native {
    ($kind:expr, |$T:ident| $native:expr, $soft:expr) => {
        match $kind {
            FloatKind::F16 => {
                type $T = Half;
                $native
            }
            FloatKind::BF16 => {
                type $T = BFloat;
                $native
            }
            FloatKind::F32 => {
                type $T = Single;
                $native
            }
            FloatKind::F64 => {
                type $T = Double;
                $native
            }
            FloatKind::F80 => {
                type $T = X87DoubleExtended;
                $native
            }
            FloatKind::F128 => {
                type $T = Quad;
                $native
            }
            FloatKind::TF32 => {
                type $T = FloatTF32;
                $native
            }
            FloatKind::F8E5M2 => {
                type $T = Float8E5M2;
                $native
            }
            FloatKind::F8E4M3 => {
                type $T = Float8E4M3;
                $native
            }
            FloatKind::F8E4M3FN => {
                type $T = Float8E4M3FN;
                $native
            }
            FloatKind::F8E3M4 => {
                type $T = Float8E3M4;
                $native
            }
            FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F4E2M1FN
            | FloatKind::F6E2M3FN
            | FloatKind::F6E3M2FN
            | FloatKind::F8E8M0FNU => $soft,
        }
    };
}

// ---------------------------------------------------------------------------
// Soft kinds: FNUZ, finite-only and E8M0 formats.
// ---------------------------------------------------------------------------

/// How a soft kind encodes non-finite values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum SoftStyle {
    /// NaN is the negative-zero pattern; no infinity, no negative zero.
    NanNegZero,
    /// No infinity, no NaN; overflow saturates to the largest finite value.
    FiniteOnly,
    /// `f8E8M0FNU`: exponent only, NaN is all ones, no zero, no sign.
    E8M0,
}

/// Parameters of a soft kind, as in APFloat's `fltSemantics`.
#[derive(Clone, Copy, Debug)]
struct SoftSpec {
    width: u32,
    precision: u32,
    min_exp: i32,
    max_exp: i32,
    style: SoftStyle,
}

impl SoftSpec {
    /// Exponent bias of the encoding.
    fn bias(&self) -> i32 {
        match self.style {
            SoftStyle::E8M0 => -self.min_exp,
            _ => 1 - self.min_exp,
        }
    }

    fn exp_bits(&self) -> u32 {
        self.width - self.precision
    }

    fn sign_bit(&self) -> u128 {
        1u128 << (self.width - 1)
    }

    /// The pattern of a NaN, or (finite-only kinds) of a NaN or infinity
    /// with sign `negative`.
    fn nan_bits(&self, negative: bool) -> u128 {
        match self.style {
            SoftStyle::NanNegZero => self.sign_bit(),
            SoftStyle::E8M0 => 0xFF,
            // Neither exists: APFloat's bitcastToAPInt (llvm_unreachable in a
            // release build) leaves just the sign; MLIR 22 prints `0x0`/`0x8`.
            SoftStyle::FiniteOnly if negative => self.sign_bit(),
            SoftStyle::FiniteOnly => 0,
        }
    }

    fn zero_bits(&self, negative: bool) -> u128 {
        match self.style {
            SoftStyle::FiniteOnly if negative => self.sign_bit(),
            // FNUZ has no negative zero; E8M0 has no zero and uses its
            // smallest value (the all-zero pattern) instead.
            _ => 0,
        }
    }
}

fn soft_spec(kind: FloatKind) -> Option<SoftSpec> {
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
enum SoftParts {
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

fn soft_parts(spec: &SoftSpec, bits: u128) -> SoftParts {
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
fn soft_to_quad(spec: &SoftSpec, bits: u128) -> Quad {
    match soft_parts(spec, bits) {
        SoftParts::Nan => Quad::NAN,
        SoftParts::Zero { negative } => negate_if(Quad::ZERO, negative),
        SoftParts::Finite { negative, mant, exp } => {
            negate_if(Quad::from_u128(mant).value.scalbn(exp as ExpInt), negative)
        }
    }
}

fn negate_if<T: Float>(x: T, negative: bool) -> T {
    if negative {
        -x
    } else {
        x
    }
}

/// Where the discarded low bits of a significand lie relative to half an ulp.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Lost {
    Zero,
    LessThanHalf,
    Half,
    MoreThanHalf,
}

/// Round an `f128` value (already rounded to odd when it came from an inexact
/// computation) to a soft kind, ties to even, as APFloat's `normalize` does
/// for that kind. Returns the bit pattern and whether the result is inexact
/// (or overflowed, or is a non-finite value the kind cannot hold).
fn soft_round(spec: &SoftSpec, x: Quad) -> (u128, bool) {
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
fn sticky(r: StatusAnd<Quad>) -> Quad {
    if r.status.contains(Status::INEXACT) && r.value.is_finite() {
        Quad::from_bits(r.value.to_bits() | 1)
    } else {
        r.value
    }
}

// ---------------------------------------------------------------------------
// Native helpers.
// ---------------------------------------------------------------------------

/// Canonical bits of a native value (x87 pseudo-denormals and unnormals
/// become what APFloat's `bitcastToAPInt` gives).
fn native_canonical<T: Float>(bits: u128) -> u128 {
    T::from_bits(bits).to_bits()
}

fn native_to_quad<T: Float + FloatConvert<Quad>>(bits: u128) -> (Quad, bool, Status) {
    let mut loses = false;
    let r = T::from_bits(bits).convert(&mut loses);
    (r.value, loses, r.status)
}

/// The operations shared by native and soft kinds.
#[derive(Clone, Copy)]
enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

fn apply<T: Float>(x: T, y: T, op: BinOp, round: Round) -> StatusAnd<T> {
    match op {
        BinOp::Add => x.add_r(y, round),
        BinOp::Sub => x.sub_r(y, round),
        BinOp::Mul => x.mul_r(y, round),
        BinOp::Div => x.div_r(y, round),
        BinOp::Rem => x.c_fmod(y),
    }
}

/// Natural `FormatPrecision` of APFloat's `toString` for a precision.
fn natural_digits(precision: u32) -> u32 {
    2 + precision * 59 / 196
}

/// A little-endian unsigned big integer, just enough for `toString`.
struct BigUint(Vec<u32>);

impl BigUint {
    fn from_u128(v: u128) -> Self {
        let mut limbs: Vec<u32> = (0..4).map(|i| (v >> (32 * i)) as u32).collect();
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        BigUint(limbs)
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn active_bits(&self) -> u64 {
        match self.0.last() {
            None => 0,
            Some(top) => (self.0.len() as u64 - 1) * 32 + u64::from(32 - top.leading_zeros()),
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let t = u64::from(*limb) * u64::from(m) + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn shl(&mut self, bits: u32) {
        if self.is_zero() {
            return;
        }
        let (words, rest) = ((bits / 32) as usize, bits % 32);
        if rest != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let t = (u64::from(*limb) << rest) | u64::from(carry);
                *limb = t as u32;
                carry = (t >> 32) as u32;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, core::iter::repeat_n(0, words));
    }

    /// Divide in place by `d > 0`, returning the remainder.
    fn div_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let t = (rem << 32) | u64::from(*limb);
            *limb = (t / u64::from(d)) as u32;
            rem = t % u64::from(d);
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
        rem as u32
    }

    /// Multiply by `5^n`.
    fn mul_pow5(&mut self, mut n: u32) {
        while n >= 13 {
            self.mul_small(1_220_703_125); // 5^13
            n -= 13;
        }
        self.mul_small(5u32.pow(n));
    }

    /// Divide (truncating) by `5^n`.
    fn div_pow5(&mut self, mut n: u64) {
        while n >= 13 && !self.is_zero() {
            self.div_small(1_220_703_125); // 5^13
            n -= 13;
        }
        if !self.is_zero() && n > 0 {
            self.div_small(5u32.pow(n as u32));
        }
    }

    /// Shift right (truncating) by `bits`.
    fn shr(&mut self, bits: u64) {
        let words = (bits / 32) as usize;
        if words >= self.0.len() {
            self.0.clear();
            return;
        }
        self.0.drain(..words);
        let rest = (bits % 32) as u32;
        if rest != 0 {
            let len = self.0.len();
            for i in 0..len {
                let hi = if i + 1 < len { self.0[i + 1] } else { 0 };
                self.0[i] = (self.0[i] >> rest) | (hi << (32 - rest));
            }
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
}

/// APFloat's `AdjustToPrecision` on decimal digits (least significant
/// first): round half up to `precision` digits, dropping trailing zeros.
fn adjust_digits(buffer: &mut Vec<u8>, exp: &mut i64, precision: usize) {
    let n = buffer.len();
    if n <= precision {
        return;
    }
    let mut first = n - precision;
    if buffer[first - 1] < b'5' {
        while first < n && buffer[first] == b'0' {
            first += 1;
        }
    } else {
        // Decimal add-with-carry; carried-through digits become zeros that
        // are dropped.
        let nines = buffer[first..].iter().take_while(|&&d| d == b'9').count();
        first += nines;
        if first == n {
            *exp += first as i64;
            buffer.clear();
            buffer.push(b'1');
            return;
        }
        buffer[first] += 1;
    }
    *exp += first as i64;
    buffer.drain(..first);
}

/// APFloat's `toString(Str, FormatPrecision, FormatMaxPadding,
/// TruncateZero)` (LLVM 22 `toStringImpl`) for the finite value
/// `(-1)^negative * sig * 2^exp2` of a type with `sem_precision` bits.
fn llvm_to_string(
    negative: bool,
    sig: u128,
    exp2: i32,
    sem_precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let precision = if format_precision == 0 { natural_digits(sem_precision) } else { format_precision };
    if sig == 0 {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            for _ in 1..precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    }
    // Ignore trailing binary zeros; the value is sig * 2^exp.
    let tz = sig.trailing_zeros();
    let sig = sig >> tz;
    let exp = i64::from(exp2) + i64::from(tz);
    let sig_bits = u64::from(128 - sig.leading_zeros());
    // APFloat writes the value as N * 10^exp10 (N = sig * 2^exp, or
    // sig * 5^-exp with exp10 = exp), then AdjustToPrecision drops the
    // decimal digits of N beyond what the precision needs: N / 10^t,
    // truncated. The quotient is computed directly here, without dividing
    // the (possibly huge) N.
    let required = (u64::from(precision) * 196).div_ceil(59);
    let removable = |bits: u64| {
        if bits > required {
            (bits - required) * 59 / 196
        } else {
            0
        }
    };
    let (mut n, mut exp) = if exp >= 0 {
        let e = exp as u64;
        let t = removable(sig_bits + e);
        let mut m = BigUint::from_u128(sig);
        if e >= t {
            m.shl((e - t) as u32);
            m.div_pow5(t);
        } else {
            m.div_pow5(t);
            m.shr(t - e);
        }
        (m, t as i64)
    } else {
        let e = exp.unsigned_abs();
        let mut full = BigUint::from_u128(sig);
        full.mul_pow5(e as u32);
        let t = removable(full.active_bits());
        let m = if t == 0 {
            full
        } else if e >= t {
            let mut m = BigUint::from_u128(sig);
            m.mul_pow5((e - t) as u32);
            m.shr(t);
            m
        } else {
            let mut m = BigUint::from_u128(sig);
            m.div_pow5(t - e);
            m.shr(t);
            m
        };
        (m, exp + t as i64)
    };
    // Decimal digits, least significant first, without trailing zeros.
    let mut buffer = Vec::new();
    let mut in_trail = true;
    while !n.is_zero() {
        let d = n.div_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + d);
            in_trail = false;
        }
    }
    if buffer.is_empty() {
        buffer.push(b'0');
    }
    adjust_digits(&mut buffer, &mut exp, precision as usize);
    let ndigits = buffer.len();
    let digit = |i: usize| char::from(buffer[i]);

    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > i64::from(max_padding) || ndigits as i64 + exp > i64::from(precision)
    } else {
        let msd = exp + ndigits as i64 - 1;
        msd < 0 && -msd > i64::from(max_padding)
    };

    if scientific {
        exp += ndigits as i64 - 1;
        out.push(digit(ndigits - 1));
        out.push('.');
        if ndigits == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in (0..ndigits - 1).rev() {
                out.push(digit(i));
            }
        }
        if !truncate_zero && precision as usize > ndigits - 1 {
            for _ in 0..(precision as usize - ndigits + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exp >= 0 { '+' } else { '-' });
        let e = exp.unsigned_abs().to_string();
        if !truncate_zero && e.len() < 2 {
            out.push('0');
        }
        out.push_str(&e);
        return out;
    }

    if exp >= 0 {
        for i in (0..ndigits).rev() {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }

    let whole = exp + ndigits as i64;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(digit(ndigits - i - 1));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < ndigits {
        out.push(digit(ndigits - i - 1));
        i += 1;
    }
    out
}

/// `toString` of the finite value `q` (exact in `f128`) of a type with
/// `sem_precision` bits.
fn quad_to_string(q: Quad, sem_precision: u32, format_precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    let bits = q.to_bits();
    let exp_field = ((bits >> 112) & 0x7FFF) as i32;
    let frac = bits & ((1u128 << 112) - 1);
    let (sig, exp2) =
        if exp_field == 0 { (frac, -16382 - 112) } else { (frac | (1u128 << 112), exp_field - 16383 - 112) };
    llvm_to_string(q.is_negative(), sig, exp2, sem_precision, format_precision, max_padding, truncate_zero)
}

/// Facts about one value (classification and min/max).
#[derive(Clone, Copy)]
struct Info {
    nan: bool,
    signaling: bool,
    zero: bool,
    negative: bool,
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

/// The error MLIR 22 reports for a hexadecimal float literal wider than its type.
pub const HEX_OUT_OF_RANGE: &str = "hexadecimal float constant out of range for type";
/// The error MLIR 22 reports for a decimal integer literal used as a float
/// (`7 : f32`), with the note "add a trailing dot to make the literal a
/// float". [`FloatValue::parse_decimal`] accepts such text; a parser that
/// wants MLIR's behaviour reports this instead.
pub const DECIMAL_INTEGER_FOR_FLOAT: &str = "unexpected decimal integer literal for a floating point value";
/// The error MLIR 22 reports for `-0x...` used as a float.
pub const HEX_LEADING_MINUS: &str = "hexadecimal float literal should not have a leading minus";

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
    fn canon(self) -> FloatValue {
        FloatValue::from_bits(self.kind, self.bits)
    }

    /// Parse an MLIR float literal's text (decimal like `1.5`, `1e10`,
    /// `-2.5e-3`, `1.`, or an integer literal like `7` when used as a float),
    /// rounding to nearest-even in `kind`'s semantics as MLIR's parser does.
    /// `negative` is the sign MLIR's lexer saw separately (a leading `-`
    /// token); a sign at the start of `text` is accepted too and combines
    /// with it.
    ///
    /// As in MLIR 22, the literal is first rounded to `f64` and then
    /// converted to `kind` (so `0.1` in `f128` is the double nearest 0.1).
    /// Overflow is not an error: the result is the kind's infinity, its NaN
    /// (NaN-only kinds) or its largest value (finite-only kinds).
    ///
    /// Note that MLIR's own parser only accepts `[0-9]+ '.' [0-9]* ([eE]
    /// [+-]? [0-9]+)?` after a float type: `7 : f32` is the error "unexpected
    /// decimal integer literal for a floating point value", and `1e10` does
    /// not lex as one token. This function accepts these forms anyway.
    ///
    /// `Err` only for text that is not such a literal. MLIR 22 has a
    /// "floating point value too large" diagnostic for this step, but it is
    /// unreachable for well-formed literals (LLVM's `getAsDouble` accepts an
    /// inexact, overflowing or underflowing result), so no value is refused.
    pub fn parse_decimal(kind: FloatKind, text: &str, negative: bool) -> Result<FloatValue, String> {
        let (negative, body) = match text.as_bytes().first() {
            Some(b'-') => (!negative, &text[1..]),
            Some(b'+') => (negative, &text[1..]),
            _ => (negative, text),
        };
        check_decimal_syntax(body).map_err(|e| format!("invalid float literal '{text}': {e}"))?;
        let parsed = Double::from_str_r(body, Round::NearestTiesToEven)
            .map_err(|e| format!("invalid float literal '{text}': {}", e.0))?;
        let d = negate_if(parsed.value, negative);
        let dv = FloatValue { kind: FloatKind::F64, bits: d.to_bits() };
        Ok(dv.convert(kind).0)
    }

    /// `0x7FC00000 : f32` in MLIR is a bit pattern: check that it fits the
    /// width and return the value. `text_hex_digits` is the hexadecimal
    /// digits, with or without a `0x` prefix; leading zeros are allowed, as
    /// in MLIR. Errors use MLIR 22's texts: [`HEX_OUT_OF_RANGE`] when more
    /// bits are set than the type is wide (`0x10000 : f16`, `0x10 :
    /// f4E2M1FN`, `0x80000 : tf32`), [`HEX_LEADING_MINUS`] for `-0x...`.
    pub fn from_hex_bits(kind: FloatKind, text_hex_digits: &str) -> Result<FloatValue, String> {
        let t = text_hex_digits;
        if t.starts_with('-') {
            return Err(HEX_LEADING_MINUS.to_string());
        }
        let digits = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")).unwrap_or(t);
        if digits.is_empty() {
            return Err(format!("expected hexadecimal digits in '{t}'"));
        }
        if let Some(c) = digits.chars().find(|c| !c.is_ascii_hexdigit()) {
            return Err(format!("invalid hexadecimal digit '{c}' in '{t}'"));
        }
        let significant = digits.trim_start_matches('0');
        let active_bits = match significant.chars().next().and_then(|c| c.to_digit(16)) {
            None => 0,
            Some(first) => (significant.len() as u64 - 1) * 4 + u64::from(32 - first.leading_zeros()),
        };
        if active_bits > u64::from(kind.bit_width()) {
            return Err(HEX_OUT_OF_RANGE.to_string());
        }
        let bits = if significant.is_empty() {
            0
        } else {
            u128::from_str_radix(significant, 16).map_err(|e| e.to_string())?
        };
        Ok(FloatValue::from_bits(kind, bits))
    }

    /// `v` converted to `kind` with round-to-nearest-even.
    pub fn from_f64(kind: FloatKind, v: f64) -> FloatValue {
        FloatValue { kind: FloatKind::F64, bits: u128::from(v.to_bits()) }.convert(kind).0
    }

    /// The value converted to `f64` (round-to-nearest-even; lossy for wider
    /// kinds).
    ///
    /// A NaN gives a NaN (APFloat's own `convert` turns the `f8E8M0FNU` NaN
    /// into the infinity pattern; [`FloatValue::convert`] keeps that quirk,
    /// this helper does not).
    pub fn to_f64(self) -> f64 {
        if self.kind == FloatKind::F8E8M0FNU && self.is_nan() {
            return f64::NAN;
        }
        f64::from_bits(self.convert(FloatKind::F64).0.bits as u64)
    }

    /// The exact value as an `f128` (every kind fits), plus whether the
    /// conversion lost information (only x87 special NaNs do) and its status
    /// (`INVALID_OP` for a signaling NaN, which comes out quiet).
    fn to_quad(self) -> (Quad, bool, Status) {
        let bits = self.bits & self.kind.mask();
        match soft_spec(self.kind) {
            Some(spec) => (soft_to_quad(&spec, bits), false, Status::OK),
            None => with_native!(self.kind, |T| native_to_quad::<T>(bits), (Quad::NAN, true, Status::INVALID_OP)),
        }
    }

    fn info(self) -> Info {
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

    /// Exactly how MLIR 22's AsmPrinter prints the value of a `FloatAttr`
    /// (`printFloatValue` in mlir/lib/IR/AsmPrinter.cpp): first
    /// `toString(str, 6, 0, false)` (`1.500000e+00`), kept if parsing it back
    /// in the value's own semantics gives the bitwise-same value; otherwise
    /// the default `toString(str)` (`3.14159265358979`,
    /// `9.9999999999999995E-8`) if it contains a `.`; otherwise, and for
    /// infinities and NaNs, the bits in hexadecimal with uppercase digits and
    /// no zero padding (`0x7FC00000`, `0x4CEB79A3` for `123456789.0 : f32`,
    /// `0x7C` for `f8E5M2` infinity, `0x80` for FNUZ NaN).
    pub fn to_mlir_string(self) -> String {
        let v = self.canon();
        let bits = v.bits;
        let hex = || format!("0x{bits:X}");
        let (q, _, _) = v.to_quad();
        if !q.is_finite() {
            return hex();
        }
        let prec = v.kind.mantissa_digits();
        let s = quad_to_string(q, prec, 6, 0, false);
        let back = match soft_spec(v.kind) {
            Some(spec) => Quad::from_str_r(&s, Round::TowardZero).ok().map(|r| soft_round(&spec, sticky(r)).0),
            None => with_native!(
                v.kind,
                |T| T::from_str_r(&s, Round::NearestTiesToEven).ok().map(|r| r.value.to_bits()),
                None
            ),
        };
        if back == Some(bits) {
            return s;
        }
        let s = quad_to_string(q, prec, 0, 3, true);
        if s.contains('.') {
            s
        } else {
            hex()
        }
    }

    fn binop(self, o: Self, op: BinOp) -> Self {
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
    fn same_kind(self, kind: FloatKind) -> Self {
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

    /// APFloat's `convert` to `to` with round-to-nearest-even; the flag is
    /// APFloat's `losesInfo` (converting the result back would not give the
    /// original value). See also [`FloatValue::convert_exact`].
    pub fn convert(self, to: FloatKind) -> (FloatValue, bool) {
        let (v, loses, _) = self.convert_status(to);
        (v, loses)
    }

    /// The conversion `arith.extf` and `arith.truncf` fold (MLIR's
    /// `convertFloatValue`): `Some` only when APFloat's `convert` reports
    /// `opOK` and no `losesInfo` (so not for a signaling NaN, nor for `-0.0`
    /// into an FNUZ kind, nor for anything inexact).
    pub fn convert_exact(self, to: FloatKind) -> Option<FloatValue> {
        let (v, loses, status) = self.convert_status(to);
        (!loses && status == Status::OK).then_some(v)
    }

    /// APFloat's `convert`: value, `losesInfo` and status.
    fn convert_status(self, to: FloatKind) -> (FloatValue, bool, Status) {
        let from = self.kind;
        let bits = self.bits & from.mask();
        let (q, first_loses, first_status) = self.to_quad();
        let src_nan_only = from.is_nan_only();
        // The NaN significand bits APFloat's convert shifts out when the
        // target is narrower (it does not shift NaN-only sources).
        let nan_lost = || {
            let (pf, pt) = (from.mantissa_digits(), to.mantissa_digits());
            if src_nan_only || pt >= pf {
                return false;
            }
            let sig =
                if from == FloatKind::F80 { bits & ((1u128 << 64) - 1) } else { bits & ((1u128 << (pf - 1)) - 1) };
            sig & ((1u128 << (pf - pt)) - 1) != 0
        };
        let (bits, loses, status) = match soft_spec(to) {
            Some(spec) => {
                let (bits, inexact) = soft_round(&spec, q);
                match q.category() {
                    Category::NaN => {
                        let loses = if spec.style == SoftStyle::FiniteOnly { nan_lost() } else { !src_nan_only };
                        (bits, loses, first_status)
                    }
                    // Finite-only kinds keep APFloat's "infinity" category
                    // (printed as `0x0` by MLIR) and report no loss.
                    Category::Infinity if spec.style == SoftStyle::FiniteOnly => (bits, false, Status::OK),
                    Category::Infinity => (bits, true, Status::INEXACT),
                    Category::Zero => {
                        let loses =
                            spec.style == SoftStyle::NanNegZero && q.is_negative() && !from.is_nan_negative_zero();
                        (bits, loses, if loses { Status::INEXACT } else { Status::OK })
                    }
                    Category::Normal => (bits, inexact, if inexact { Status::INEXACT } else { Status::OK }),
                }
            }
            None => with_native!(
                to,
                |T| {
                    if from == FloatKind::F8E8M0FNU && q.is_nan() && !to.is_nan_only() {
                        // APFloat keeps the E8M0 NaN's lone integer bit as the
                        // target's integer bit: the bits come out as +inf.
                        (T::INFINITY.to_bits(), false, Status::OK)
                    } else {
                        let mut loses = false;
                        let r: StatusAnd<T> = q.convert(&mut loses);
                        if q.is_nan() && to.is_nan_only() {
                            loses = !src_nan_only;
                        }
                        (r.value.to_bits(), loses, r.status | first_status)
                    }
                },
                (0, true, Status::INVALID_OP)
            ),
        };
        (FloatValue { kind: to, bits }, loses || first_loses, status)
    }

    /// The integer `v` as a float of `kind`, rounded to nearest-even, like
    /// `arith.sitofp` (`signed`) / `arith.uitofp` folding. When `signed` is
    /// false, `v` is read as the unsigned number `v as u128`.
    pub fn from_int(kind: FloatKind, v: i128, signed: bool) -> Self {
        let bits = match soft_spec(kind) {
            Some(spec) => {
                let r = if signed {
                    Quad::from_i128_r(v, Round::TowardZero)
                } else {
                    Quad::from_u128_r(v as u128, Round::TowardZero)
                };
                soft_round(&spec, sticky(r)).0
            }
            None => with_native!(
                kind,
                |T| {
                    let r = if signed {
                        T::from_i128_r(v, Round::NearestTiesToEven)
                    } else {
                        T::from_u128_r(v as u128, Round::NearestTiesToEven)
                    };
                    r.value.to_bits()
                },
                0
            ),
        };
        FloatValue { kind, bits }
    }

    /// The value truncated toward zero to an integer of `width` bits (1 to
    /// 128), like `arith.fptosi` (`signed`) / `arith.fptoui` folding: `None`
    /// where APFloat's `convertToInteger` reports an invalid operation (NaN,
    /// infinity, out of range; also for a width outside 1..=128). An unsigned
    /// result is returned as its bit pattern (`u as i128`).
    pub fn to_int(self, width: u32, signed: bool) -> Option<i128> {
        if width == 0 || width > 128 {
            return None;
        }
        if signed && width == 1 {
            // Representable: -1 and 0.
            return self.to_int(2, true).filter(|v| (-1..=0).contains(v));
        }
        let (q, _, _) = self.to_quad();
        let width = width as usize;
        let r = if signed {
            q.to_i128_r(width, Round::TowardZero, &mut false)
        } else {
            q.to_u128_r(width, Round::TowardZero, &mut false).map(|u| u as i128)
        };
        if r.status.contains(Status::INVALID_OP) {
            None
        } else {
            Some(r.value)
        }
    }

    /// A NaN made quiet, as APFloat's `makeQuiet` (sets the quiet bit of
    /// IEEE-style NaNs; NaN-only kinds have nothing to set).
    fn quiet(self) -> Self {
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
        let (a, o) = (self.canon(), o.same_kind(self.kind).canon());
        let (x, y) = (a.info(), o.info());
        if x.nan {
            return a.quiet();
        }
        if y.nan {
            return o.quiet();
        }
        if x.zero && y.zero && x.negative != y.negative {
            return if x.negative { o } else { a };
        }
        if a.compare(o) == Some(Ordering::Less) {
            o
        } else {
            a
        }
    }

    /// `llvm::minimum` (`arith.minimumf` folding): NaN-propagating (the first
    /// NaN operand, made quiet), `-0 < +0`.
    pub fn min(self, o: Self) -> Self {
        let (a, o) = (self.canon(), o.same_kind(self.kind).canon());
        let (x, y) = (a.info(), o.info());
        if x.nan {
            return a.quiet();
        }
        if y.nan {
            return o.quiet();
        }
        if x.zero && y.zero && x.negative != y.negative {
            return if x.negative { a } else { o };
        }
        if o.compare(a) == Some(Ordering::Less) {
            o
        } else {
            a
        }
    }

    /// `llvm::maxnum` (`arith.maxnumf` folding), IEEE-754 2008 maxNum: a
    /// signaling NaN operand wins (made quiet; the first one if both are),
    /// otherwise a quiet NaN loses to the other operand; `-0 < +0`.
    pub fn maxnum(self, o: Self) -> Self {
        let (a, o) = (self.canon(), o.same_kind(self.kind).canon());
        let (x, y) = (a.info(), o.info());
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
        if x.zero && y.zero && x.negative != y.negative {
            return if x.negative { o } else { a };
        }
        if a.compare(o) == Some(Ordering::Less) {
            o
        } else {
            a
        }
    }

    /// `llvm::minnum` (`arith.minnumf` folding), IEEE-754 2008 minNum: like
    /// [`FloatValue::maxnum`] with the order reversed.
    pub fn minnum(self, o: Self) -> Self {
        let (a, o) = (self.canon(), o.same_kind(self.kind).canon());
        let (x, y) = (a.info(), o.info());
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
        if x.zero && y.zero && x.negative != y.negative {
            return if x.negative { a } else { o };
        }
        if o.compare(a) == Some(Ordering::Less) {
            o
        } else {
            a
        }
    }
}

/// Accept `[0-9]+ ('.' [0-9]*)? ([eE] [+-]? [0-9]+)?`.
fn check_decimal_syntax(s: &str) -> Result<(), &'static str> {
    let b = s.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - start
    };
    if digits(&mut i) == 0 {
        return Err("expected a digit");
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        digits(&mut i);
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return Err("exponent has no digits");
        }
    }
    if i != b.len() {
        return Err("unexpected character");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    //! Expected texts come from mlir-opt-22 (MLIR 22): attribute dictionaries
    //! printed with `--allow-unregistered-dialect --mlir-print-op-generic`
    //! and `arith` constant folding with `--canonicalize`.

    use super::*;

    fn kind(s: &str) -> FloatKind {
        FloatKind::from_keyword(s).unwrap_or_else(|| panic!("unknown kind {s}"))
    }

    fn hex(k: FloatKind, s: &str) -> FloatValue {
        FloatValue::from_hex_bits(k, s).unwrap_or_else(|e| panic!("{s} : {k}: {e}"))
    }

    fn dec(k: FloatKind, s: &str) -> FloatValue {
        FloatValue::parse_decimal(k, s, false).unwrap_or_else(|e| panic!("{s} : {k}: {e}"))
    }

    fn print_dec(k: &str, s: &str) -> String {
        dec(kind(k), s).to_mlir_string()
    }

    fn print_hex(k: &str, s: &str) -> String {
        hex(kind(k), s).to_mlir_string()
    }

    fn lines(data: &str) -> impl Iterator<Item = &str> {
        data.lines().map(str::trim).filter(|l| !l.is_empty())
    }

    #[test]
    fn kind_table() {
        let expected = [
            ("f16", 16, 11),
            ("bf16", 16, 8),
            ("f32", 32, 24),
            ("f64", 64, 53),
            ("f80", 80, 64),
            ("f128", 128, 113),
            ("tf32", 19, 11),
            ("f8E5M2", 8, 3),
            ("f8E4M3", 8, 4),
            ("f8E4M3FN", 8, 4),
            ("f8E5M2FNUZ", 8, 3),
            ("f8E4M3FNUZ", 8, 4),
            ("f8E4M3B11FNUZ", 8, 4),
            ("f8E3M4", 8, 5),
            ("f4E2M1FN", 4, 2),
            ("f6E2M3FN", 6, 4),
            ("f6E3M2FN", 6, 3),
            ("f8E8M0FNU", 8, 1),
        ];
        for (k, (kw, w, p)) in FloatKind::ALL.into_iter().zip(expected) {
            assert_eq!(k.keyword(), kw);
            assert_eq!(k.to_string(), kw);
            assert_eq!(k.bit_width(), w, "{kw}");
            assert_eq!(k.mantissa_digits(), p, "{kw}");
            assert_eq!(FloatKind::from_keyword(kw), Some(k));
        }
        for bad in ["", "F32", "f8e5m2", "i32", "f8E5M2 ", "index"] {
            assert_eq!(FloatKind::from_keyword(bad), None, "{bad:?}");
        }
        let mut sorted = FloatKind::ALL;
        sorted.sort();
        assert_eq!(sorted, FloatKind::ALL);
        let natives = FloatKind::ALL.iter().filter(|k| k.is_native()).count();
        assert_eq!(natives, 11);
        assert!(FloatKind::F8E5M2.has_infinity() && !FloatKind::F8E4M3FN.has_infinity());
        assert!(FloatKind::F8E4M3FN.has_nan() && !FloatKind::F4E2M1FN.has_nan());
        assert!(!FloatKind::F8E8M0FNU.has_sign() && FloatKind::F6E3M2FN.has_sign());
    }

    #[test]
    fn decimal_literals_print_like_mlir() {
        for line in lines(DECIMAL_CASES) {
            let f: Vec<&str> = line.split(' ').collect();
            let (lit, k, want) = (f[0], f[1], f[2]);
            assert_eq!(print_dec(k, lit), want, "{lit} : {k}");
            // The lexer's separate minus sign gives the same value.
            if let Some(abs) = lit.strip_prefix('-') {
                let v = FloatValue::parse_decimal(kind(k), abs, true).unwrap();
                assert_eq!(v.to_mlir_string(), want, "- {abs} : {k}");
            }
        }
    }

    #[test]
    fn every_small_bit_pattern_prints_like_mlir() {
        let tables = [
            ("f8E5M2", ALL_F8E5M2),
            ("f8E4M3", ALL_F8E4M3),
            ("f8E4M3FN", ALL_F8E4M3FN),
            ("f8E5M2FNUZ", ALL_F8E5M2FNUZ),
            ("f8E4M3FNUZ", ALL_F8E4M3FNUZ),
            ("f8E4M3B11FNUZ", ALL_F8E4M3B11FNUZ),
            ("f8E3M4", ALL_F8E3M4),
            ("f8E8M0FNU", ALL_F8E8M0FNU),
            ("f4E2M1FN", ALL_F4E2M1FN),
            ("f6E2M3FN", ALL_F6E2M3FN),
            ("f6E3M2FN", ALL_F6E3M2FN),
        ];
        for (k, table) in tables {
            let k = kind(k);
            let texts: Vec<&str> = table.split_whitespace().collect();
            assert_eq!(texts.len(), 1 << k.bit_width(), "{k}");
            for (bits, want) in texts.into_iter().enumerate() {
                let v = hex(k, &format!("0x{bits:X}"));
                assert_eq!(v.bits, bits as u128);
                assert_eq!(v.to_mlir_string(), want, "0x{bits:X} : {k}");
                // What is printed reads back as the same value.
                let back = if let Some(h) = want.strip_prefix("0x") {
                    hex(k, h)
                } else {
                    FloatValue::parse_decimal(k, want, false).unwrap()
                };
                if !v.is_nan() {
                    assert_eq!(back.bits, v.bits, "{want} : {k}");
                }
            }
        }
    }

    #[test]
    fn wide_bit_patterns_print_like_mlir() {
        for line in lines(WIDE_SAMPLES) {
            let f: Vec<&str> = line.split(' ').collect();
            assert_eq!(print_hex(f[0], f[1]), f[2], "{} : {}", f[1], f[0]);
        }
    }

    #[test]
    fn printing_examples_from_the_brief() {
        // Round-trips with 6 digits.
        assert_eq!(print_dec("f32", "1.5"), "1.500000e+00");
        assert_eq!(print_dec("f32", "0.1"), "1.000000e-01");
        assert_eq!(print_dec("f64", "0.1"), "1.000000e-01");
        assert_eq!(print_dec("f16", "0.1"), "9.997550e-02");
        assert_eq!(print_dec("f16", "1.0e-7"), "1.192090e-07");
        assert_eq!(print_dec("f16", "65504.0"), "6.550400e+04");
        assert_eq!(print_dec("f32", "1.0e-45"), "1.401300e-45");
        // Needs more digits: the default toString.
        assert_eq!(print_dec("f64", "3.14159265358979"), "3.14159265358979");
        assert_eq!(print_dec("f32", "3.14159265358979"), "3.14159274");
        assert_eq!(print_dec("f64", "1.0e-7"), "9.9999999999999995E-8");
        assert_eq!(print_hex("f32", "0x00800000"), "1.17549435E-38");
        assert_eq!(print_hex("f64", "0x7FEFFFFFFFFFFFFF"), "1.7976931348623157E+308");
        // The default form has no '.': hexadecimal.
        assert_eq!(print_dec("f32", "123456789.0"), "0x4CEB79A3");
        assert_eq!(print_dec("f64", "123456789.0"), "0x419D6F3454000000");
        assert_eq!(print_dec("f80", "123456789.0"), "0x4019EB79A2A000000000");
        assert_eq!(print_dec("f128", "123456789.0"), "0x4019D6F3454000000000000000000000");
        // Zeros.
        assert_eq!(print_dec("f32", "0.0"), "0.000000e+00");
        assert_eq!(print_dec("f32", "-0.0"), "-0.000000e+00");
        assert_eq!(print_dec("f8E5M2FNUZ", "-0.0"), "0.000000e+00");
        assert_eq!(print_dec("f8E8M0FNU", "0.0"), "5.877470e-39");
        // Infinities and NaNs: the bits, uppercase, no padding.
        assert_eq!(print_hex("f32", "0x7F800000"), "0x7F800000");
        assert_eq!(print_hex("f32", "0x7FC00000"), "0x7FC00000");
        assert_eq!(print_hex("f32", "0xFF800000"), "0xFF800000");
        assert_eq!(print_hex("f64", "0x7FF8000000000000"), "0x7FF8000000000000");
        assert_eq!(print_hex("f16", "0x7c00"), "0x7C00");
        assert_eq!(print_hex("f16", "0x7E00"), "0x7E00");
        assert_eq!(print_hex("bf16", "0x7FC0"), "0x7FC0");
        assert_eq!(print_hex("tf32", "0x7FC00"), "0x7FC00");
        assert_eq!(print_dec("tf32", "1.0e300"), "0x3FC00");
        assert_eq!(print_hex("f8E5M2", "0x7C"), "0x7C");
        assert_eq!(print_hex("f8E4M3FN", "0x7F"), "0x7F");
        assert_eq!(print_hex("f8E4M3FNUZ", "0x80"), "0x80");
        assert_eq!(print_hex("f8E8M0FNU", "0xFF"), "0xFF");
        assert_eq!(print_hex("f80", "0x7FFFC000000000000000"), "0x7FFFC000000000000000");
        assert_eq!(print_hex("f128", "0x7FFF8000000000000000000000000000"), "0x7FFF8000000000000000000000000000");
        // Subnormals and extremes.
        assert_eq!(print_hex("f16", "0x0001"), "5.960460e-08");
        assert_eq!(print_hex("bf16", "0x0001"), "9.183550e-41");
        assert_eq!(print_hex("tf32", "0x1"), "1.147940e-41");
        assert_eq!(print_hex("tf32", "0x7F800"), "-1.701410e+38");
        assert_eq!(print_hex("f64", "0x0000000000000001"), "4.940660e-324");
        assert_eq!(print_hex("f80", "0x00000000000000000001"), "3.645200e-4951");
        assert_eq!(print_hex("f128", "0x00000000000000000000000000000001"), "6.475180e-4966");
        assert_eq!(print_hex("f8E8M0FNU", "0xFE"), "1.701410e+38");
        // Wide kinds print with their own natural precision.
        assert_eq!(print_dec("f80", "0.1"), "0.100000000000000005551");
        assert_eq!(print_dec("f128", "1.0e300"), "1.00000000000000005250476025520442025E+300");
        // Display is the same text.
        assert_eq!(dec(FloatKind::F32, "2.5").to_string(), "2.500000e+00");
        assert_eq!(format!("{}", hex(FloatKind::F16, "0x7E00")), "0x7E00");
    }

    #[test]
    fn decimal_literals_round_through_f64_like_mlir() {
        // 1 + 2^-11 + 2^-70 rounds to the f16 tie 1 + 2^-11 in f64, then to even.
        assert_eq!(print_dec("f16", "1.000488281250000000001"), "1.000000e+00");
        assert_eq!(print_dec("f32", "1.000488281250000000001"), "1.00048828");
        // f128 and f80 get the double nearest to the literal.
        assert_eq!(print_dec("f128", "0.1"), "0.100000000000000005551115123125782702");
        assert_eq!(print_dec("f128", "0.3"), "0.299999999999999988897769753748434596");
        assert_eq!(dec(FloatKind::F128, "0.1").to_f64(), 0.1);
        // Ties in f8E8M0FNU (one bit of precision) go up.
        assert_eq!(print_dec("f8E8M0FNU", "1.5"), "2.000000e+00");
        assert_eq!(print_dec("f8E8M0FNU", "3.0"), "4.000000e+00");
        assert_eq!(print_dec("f8E8M0FNU", "0.75"), "1.000000e+00");
        // Ordinary ties go to even.
        assert_eq!(print_dec("f4E2M1FN", "2.5"), "2.000000e+00");
        assert_eq!(print_dec("f4E2M1FN", "0.25"), "0.000000e+00");
        assert_eq!(print_dec("f8E4M3FN", "464.0"), "4.480000e+02");
    }

    #[test]
    fn overflowing_and_underflowing_decimals_are_not_errors() {
        // MLIR 22 accepts these; the value saturates by the type's rules.
        assert_eq!(print_dec("f16", "1.0e999"), "0x7C00");
        assert_eq!(print_dec("f64", "1.0e999"), "0x7FF0000000000000");
        assert_eq!(print_dec("f64", "-1.0e99999999999999999999"), "0xFFF0000000000000");
        assert_eq!(print_dec("f32", "1.0e99999999999999999999"), "0x7F800000");
        assert_eq!(print_dec("f16", "1.0e10"), "0x7C00");
        assert_eq!(print_dec("f16", "-1.0e10"), "0xFC00");
        assert_eq!(print_dec("f32", "1.0e300"), "0x7F800000");
        assert_eq!(print_dec("f8E4M3", "1000.0"), "0x78");
        assert_eq!(print_dec("f8E4M3FN", "1000.0"), "0x7F");
        assert_eq!(print_dec("f8E4M3FN", "-1.0e10"), "0xFF");
        assert_eq!(print_dec("f8E5M2FNUZ", "-1.0e10"), "0x80");
        assert_eq!(print_dec("f8E4M3B11FNUZ", "100.0"), "0x80");
        assert_eq!(print_dec("f4E2M1FN", "1.0e10"), "6.000000e+00");
        assert_eq!(print_dec("f6E3M2FN", "-1.0e300"), "-2.800000e+01");
        assert_eq!(print_dec("f8E8M0FNU", "1.0e300"), "0xFF");
        assert_eq!(print_dec("f64", "1.0e-400"), "0.000000e+00");
        assert_eq!(print_dec("f64", "-1.0e-400"), "-0.000000e+00");
        assert_eq!(print_dec("f64", "1.0e-310"), "1.000000e-310");
        assert_eq!(print_dec("f32", "1.0e-99999999999999999999"), "0.000000e+00");
        assert_eq!(print_dec("f32", "0.0e99999"), "0.000000e+00");
        assert_eq!(print_dec("f8E8M0FNU", "1.0e-300"), "5.877470e-39");
    }

    #[test]
    fn decimal_syntax() {
        assert_eq!(print_dec("f32", "1."), "1.000000e+00");
        assert_eq!(print_dec("f32", "1.e5"), "1.000000e+05");
        assert_eq!(print_dec("f32", "1.0E+2"), "1.000000e+02");
        assert_eq!(print_dec("f32", "00012.500"), "1.250000e+01");
        // Accepted here although MLIR's lexer would not take them as one
        // float literal.
        assert_eq!(print_dec("f32", "7"), "7.000000e+00");
        assert_eq!(print_dec("f32", "1e10"), "1.000000e+10");
        assert_eq!(print_dec("f32", "-2.5e-3"), "-2.500000e-03");
        assert_eq!(print_dec("f32", "+1.5"), "1.500000e+00");
        let neg = FloatValue::parse_decimal(FloatKind::F32, "2.5e-3", true).unwrap();
        assert_eq!(neg.to_mlir_string(), "-2.500000e-03");
        let pos = FloatValue::parse_decimal(FloatKind::F32, "-2.5e-3", true).unwrap();
        assert_eq!(pos.to_mlir_string(), "2.500000e-03");
        for bad in [
            "", "-", ".5", "1.0e", "1.0e+", "abc", "1..0", "1.0.0", "0x10", "inf", "nan", "1,5", " 1.0", "1.0 ",
            "--1.0", "é",
        ] {
            assert!(FloatValue::parse_decimal(FloatKind::F32, bad, false).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn hex_literals() {
        assert_eq!(hex(FloatKind::F16, "0xFFFF").bits, 0xFFFF);
        assert_eq!(hex(FloatKind::F16, "0x0000000001").bits, 1);
        assert_eq!(hex(FloatKind::F16, "3c00").to_mlir_string(), "1.000000e+00");
        assert_eq!(hex(FloatKind::F16, "0X3C00").bits, 0x3C00);
        assert_eq!(hex(FloatKind::F128, "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF").bits, u128::MAX);
        let out_of_range = [
            ("f16", "0x7F800000"),
            ("f16", "0x1FFFF"),
            ("f16", "0x10000"),
            ("f8E4M3FN", "0x100"),
            ("f4E2M1FN", "0x1F"),
            ("f4E2M1FN", "0x10"),
            ("f6E2M3FN", "0x40"),
            ("tf32", "0x80000"),
            ("f80", "0x100000000000000000000"),
            ("f128", "0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"),
            ("f128", "0x1000000000000000000000000000000000000000000000"),
        ];
        for (k, h) in out_of_range {
            assert_eq!(FloatValue::from_hex_bits(kind(k), h), Err(HEX_OUT_OF_RANGE.to_string()), "{h} : {k}");
        }
        assert_eq!(hex(FloatKind::F4E2M1FN, "0xF").to_mlir_string(), "-6.000000e+00");
        assert_eq!(hex(FloatKind::TF32, "0x7FFFF").bits, 0x7FFFF);
        assert_eq!(FloatValue::from_hex_bits(FloatKind::F16, "-0x3C00"), Err(HEX_LEADING_MINUS.to_string()));
        for bad in ["", "0x", "0xG1", "12 34", "0x-1", "1.5"] {
            assert!(FloatValue::from_hex_bits(FloatKind::F32, bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn x87_bit_patterns_are_canonicalised_like_apfloat() {
        // An "unnormal" (integer bit clear) reads as a NaN and prints as
        // bitcastToAPInt gives it back.
        let v = hex(FloatKind::F80, "0x3FFF0000000000000000");
        assert_eq!(v.bits, 0x7FFF0000000000000000);
        assert!(v.is_nan());
        assert_eq!(v.to_mlir_string(), "0x7FFF0000000000000000");
        // A raw struct with the same pattern prints the same.
        let raw = FloatValue { kind: FloatKind::F80, bits: 0x3FFF0000000000000000 };
        assert_eq!(raw.to_mlir_string(), "0x7FFF0000000000000000");
        // Pseudo-NaNs keep their pattern.
        assert_eq!(print_hex("f80", "0x7FFF0000000000000001"), "0x7FFF0000000000000001");
        assert_eq!(print_hex("f80", "0x3FFF8000000000000000"), "1.000000e+00");
        // Bits above the width are ignored.
        let wide = FloatValue { kind: FloatKind::F16, bits: 0xABCD_3C00 };
        assert_eq!(wide.to_mlir_string(), "1.000000e+00");
        assert_eq!(FloatValue::from_bits(FloatKind::F16, 0xABCD_3C00).bits, 0x3C00);
    }

    /// Evaluate one `FOLD_CASES` line the way the arith folder does.
    fn fold(line: &str) -> (String, String) {
        let (lhs, want) = line.split_once(" => ").expect("=>");
        let f: Vec<&str> = lhs.split(' ').collect();
        let k = kind(f[1]);
        let got = match f[0] {
            op @ ("addf" | "subf" | "mulf" | "divf" | "remf" | "maximumf" | "minimumf" | "maxnumf" | "minnumf") => {
                let (a, b) = (hex(k, f[2]), hex(k, f[3]));
                let r = match op {
                    "addf" => a.add(b),
                    "subf" => a.sub(b),
                    "mulf" => a.mul(b),
                    "divf" => a.div(b),
                    "remf" => a.rem(b),
                    "maximumf" => a.max(b),
                    "minimumf" => a.min(b),
                    "maxnumf" => a.maxnum(b),
                    _ => a.minnum(b),
                };
                r.to_mlir_string()
            }
            "cmpf" => {
                let c = hex(k, f[2]).compare(hex(k, f[3]));
                let r = match f[4] {
                    "olt" => c == Some(Ordering::Less),
                    "oeq" => c == Some(Ordering::Equal),
                    _ => c.is_none(),
                };
                r.to_string()
            }
            "negf" => hex(k, f[2]).neg().to_mlir_string(),
            "extf" | "truncf" => match hex(k, f[2]).convert_exact(kind(f[3])) {
                Some(v) => v.to_mlir_string(),
                None => "NOFOLD".to_string(),
            },
            op @ ("fptosi" | "fptoui") => {
                let w: u32 = f[3].parse().unwrap();
                match hex(k, f[2]).to_int(w, op == "fptosi") {
                    None => "NOFOLD".to_string(),
                    Some(v) if w == 1 => (v & 1 == 1).to_string(),
                    // MLIR prints integer attributes signed.
                    Some(v) => ((v << (128 - w)) >> (128 - w)).to_string(),
                }
            }
            op @ ("sitofp" | "uitofp") => {
                let v: i128 = f[2].parse().unwrap();
                let w: u32 = f[3].parse().unwrap();
                let v = if op == "uitofp" && w < 128 { v & ((1i128 << w) - 1) } else { v };
                FloatValue::from_int(k, v, op == "sitofp").to_mlir_string()
            }
            other => panic!("unknown op {other}"),
        };
        (got, want.to_string())
    }

    #[test]
    fn folds_like_mlir() {
        for line in lines(FOLD_CASES) {
            let (got, want) = fold(line);
            assert_eq!(got, want, "{line}");
        }
    }

    /// FNV-1a over result bit patterns.
    fn fnv(h: u64, byte: u8) -> u64 {
        (h ^ u64::from(byte)).wrapping_mul(0x100000001b3)
    }

    #[test]
    fn small_kinds_fold_exhaustively_like_mlir() {
        // Hashes of mlir-opt-22's folded results for every pair of bit
        // patterns (a-major), skipping the pairs arith folds by rules
        // without APFloat (`addf(x, -0)`, `mulf(x, 1)`, `divf(x, 1)`).
        // Finite-only NaN/infinity results are taken as the sign bit alone,
        // as documented.
        let expected: [(&str, &str, u64); 33] = [
            ("f4E2M1FN", "addf", 0x384F96BD00793EC9),
            ("f4E2M1FN", "subf", 0x361030E890A67AE5),
            ("f4E2M1FN", "mulf", 0x45609FB5665CB7B1),
            ("f4E2M1FN", "divf", 0x2A187730D1B69BF5),
            ("f4E2M1FN", "remf", 0x2D18A59F5437C9ED),
            ("f6E2M3FN", "addf", 0x43B77176844F4035),
            ("f6E2M3FN", "subf", 0x314722000E6744B9),
            ("f6E2M3FN", "mulf", 0x3E515EEADA177859),
            ("f6E2M3FN", "divf", 0xA4A115C255FBC841),
            ("f6E2M3FN", "remf", 0xD4CB70FF227F2255),
            ("f6E3M2FN", "addf", 0x97D75030DAA2A6C1),
            ("f6E3M2FN", "subf", 0x4DCC4CF922416379),
            ("f6E3M2FN", "mulf", 0x50673F06652953E1),
            ("f6E3M2FN", "divf", 0x58F833D9B97032F5),
            ("f6E3M2FN", "remf", 0x67F8EDA24435AD3D),
            ("f8E4M3FNUZ", "addf", 0x50B112FCFB94B295),
            ("f8E4M3FNUZ", "mulf", 0xFAA2D0D4FC625215),
            ("f8E4M3FNUZ", "divf", 0xBBB4D3B6E9E450DD),
            ("f8E4M3FNUZ", "remf", 0x68C99EE48415B2CD),
            ("f8E5M2FNUZ", "addf", 0x794FAA5CBF849111),
            ("f8E5M2FNUZ", "mulf", 0xA8B045469D9A62B5),
            ("f8E5M2FNUZ", "divf", 0x5691DCBE59564FC9),
            ("f8E4M3B11FNUZ", "addf", 0x50B112FCFB94B295),
            ("f8E4M3B11FNUZ", "mulf", 0xA762B7CBDBDA2731),
            ("f8E4M3B11FNUZ", "divf", 0x58DDC10E40AD7C59),
            ("f8E8M0FNU", "addf", 0x48445723AB52B164),
            ("f8E8M0FNU", "mulf", 0xFF9F9B248B24BFA5),
            ("f8E8M0FNU", "divf", 0x736F0C8110A023A5),
            ("f8E8M0FNU", "remf", 0x89A78999B1DB1F25),
            ("f8E4M3", "addf", 0x5F632D5AB86FC315),
            ("f8E4M3", "divf", 0xA5F07171191F9E31),
            ("f8E3M4", "addf", 0x96320122CCE567ED),
            ("f8E3M4", "divf", 0x866CF4ADBF353D51),
        ];
        for (k, op, want) in expected {
            let k = kind(k);
            let one = FloatValue::from_f64(k, 1.0);
            let n = 1u128 << k.bit_width();
            let mut h = 0xcbf29ce484222325u64;
            for a in 0..n {
                for b in 0..n {
                    let (x, y) = (FloatValue { kind: k, bits: a }, FloatValue { kind: k, bits: b });
                    let r = match op {
                        "addf" if y.is_zero() && y.is_negative() => continue,
                        "mulf" | "divf" if y.compare(one) == Some(Ordering::Equal) => continue,
                        "addf" => x.add(y),
                        "subf" => x.sub(y),
                        "mulf" => x.mul(y),
                        "divf" => x.div(y),
                        _ => x.rem(y),
                    };
                    h = fnv(h, r.bits as u8);
                }
            }
            assert_eq!(h, want, "{op} : {k}");
        }
    }

    #[test]
    fn documented_divergences_from_mlir() {
        // f8E8M0FNU has no sign: MLIR prints `-1.000000e+00`; the bits are
        // what bitcastToAPInt gives (sign ORed into bit 7).
        assert_eq!(dec(FloatKind::F8E8M0FNU, "-1.0").bits, 0xFF);
        assert_eq!(dec(FloatKind::F8E8M0FNU, "-2.0").bits, 0x80);
        assert_eq!(dec(FloatKind::F8E8M0FNU, "-0.1").bits, 0xFC);
        let two = dec(FloatKind::F8E8M0FNU, "2.0");
        let four = dec(FloatKind::F8E8M0FNU, "4.0");
        assert_eq!(two.sub(four).bits, 0x80);
        assert_eq!(dec(FloatKind::F8E8M0FNU, "1.0").neg().bits, 0xFF);
        assert_eq!(FloatValue::from_int(FloatKind::F8E8M0FNU, -1, true).bits, 0xFF);
        // Finite-only kinds: NaN and infinity keep only their sign (MLIR 22
        // prints `0x0` / `0x8`).
        let f4 = FloatKind::F4E2M1FN;
        let zero = FloatValue::zero(f4);
        let one = dec(f4, "1.0");
        assert_eq!(zero.div(zero).bits, 0x0);
        assert_eq!(one.div(zero).bits, 0x0);
        assert_eq!(one.div(zero.neg()).bits, 0x8);
        assert_eq!(one.rem(zero).bits, 0x0);
        let neg_inf = hex(FloatKind::F32, "0xFF800000");
        assert_eq!(neg_inf.convert(f4), (FloatValue { kind: f4, bits: 0x8 }, false));
        assert_eq!(neg_inf.convert_exact(FloatKind::F6E3M2FN).map(|v| v.bits), Some(0x20));
    }

    #[test]
    fn arithmetic_matches_hardware_for_f32_and_f64() {
        let mut seed = 0x9E3779B97F4A7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..3000 {
            let (a, b) = (next(), next());
            // Mix arbitrary patterns with nearby exponents.
            let (a, b) =
                if a % 2 == 0 { (a, b) } else { (a, (b & 0x800F_FFFF_FFFF_FFFF) | (a & 0x7FF0_0000_0000_0000)) };
            let (x, y) = (f64::from_bits(a), f64::from_bits(b));
            let (fx, fy) = (FloatValue::from_f64(FloatKind::F64, x), FloatValue::from_f64(FloatKind::F64, y));
            for (got, want) in [
                (fx.add(fy), x + y),
                (fx.sub(fy), x - y),
                (fx.mul(fy), x * y),
                (fx.div(fy), x / y),
                (fx.rem(fy), x % y),
            ] {
                if want.is_nan() {
                    assert!(got.is_nan());
                } else {
                    assert_eq!(got.bits as u64, want.to_bits(), "{x:e} {y:e}");
                }
            }
            assert_eq!(fx.compare(fy), x.partial_cmp(&y));
            let (s, t) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let (fs, ft) =
                (hex(FloatKind::F32, &format!("{:X}", a as u32)), hex(FloatKind::F32, &format!("{:X}", b as u32)));
            for (got, want) in [
                (fs.add(ft), s + t),
                (fs.sub(ft), s - t),
                (fs.mul(ft), s * t),
                (fs.div(ft), s / t),
                (fs.rem(ft), s % t),
            ] {
                if want.is_nan() {
                    assert!(got.is_nan());
                } else {
                    assert_eq!(got.bits as u32, want.to_bits(), "{s:e} {t:e}");
                }
            }
            // Conversions agree with Rust's (round-to-nearest-even) casts.
            if !x.is_nan() {
                assert_eq!(FloatValue::from_f64(FloatKind::F32, x).bits as u32, (x as f32).to_bits());
                assert_eq!(fs.to_f64().to_bits(), f64::from(s).to_bits(), "{s:e}");
                assert_eq!(fx.to_f64().to_bits(), x.to_bits());
            }
        }
    }

    #[test]
    fn conversions_and_losses() {
        let f = |k: FloatKind, s: &str| dec(k, s);
        assert!(f(FloatKind::F64, "0.1").convert(FloatKind::F32).1);
        assert_eq!(f(FloatKind::F64, "1.5").convert(FloatKind::F16), (f(FloatKind::F16, "1.5"), false));
        assert_eq!(f(FloatKind::F64, "0.1").convert_exact(FloatKind::F32), None);
        assert_eq!(f(FloatKind::F32, "0.5").convert_exact(FloatKind::F8E8M0FNU).map(|v| v.bits), Some(126));
        // -0.0 has no FNUZ encoding.
        let neg_zero = f(FloatKind::F32, "-0.0");
        assert_eq!(neg_zero.convert(FloatKind::F8E4M3FNUZ), (FloatValue::zero(FloatKind::F8E4M3FNUZ), true));
        assert_eq!(
            neg_zero.convert(FloatKind::F6E2M3FN),
            (FloatValue { kind: FloatKind::F6E2M3FN, bits: 0x20 }, false)
        );
        // Zero into f8E8M0FNU is its smallest value, and APFloat says no loss.
        assert_eq!(
            FloatValue::zero(FloatKind::F32).convert(FloatKind::F8E8M0FNU),
            (FloatValue::zero(FloatKind::F8E8M0FNU), false)
        );
        // Infinity into NaN-only kinds is NaN, with loss.
        let inf = hex(FloatKind::F32, "0x7F800000");
        assert_eq!(inf.convert(FloatKind::F8E4M3FN), (hex(FloatKind::F8E4M3FN, "0x7F"), true));
        assert_eq!(inf.convert(FloatKind::F8E5M2FNUZ), (hex(FloatKind::F8E5M2FNUZ, "0x80"), true));
        // A signaling NaN converts to a quiet one and does not fold.
        let snan = hex(FloatKind::F16, "0x7C01");
        assert_eq!(snan.convert(FloatKind::F32).0.bits, 0x7FC02000);
        assert_eq!(snan.convert_exact(FloatKind::F32), None);
        assert!(snan.is_signaling() && !snan.convert(FloatKind::F32).0.is_signaling());
        // NaN-only to IEEE: a quiet NaN, no loss.
        assert_eq!(
            hex(FloatKind::F8E4M3FNUZ, "0x80").convert(FloatKind::F32),
            (hex(FloatKind::F32, "0x7FC00000"), false)
        );
        assert_eq!(hex(FloatKind::F8E4M3FN, "0xFF").convert(FloatKind::F32).0.bits, 0xFFF00000);
        // APFloat turns the f8E8M0FNU NaN into the infinity pattern.
        assert_eq!(hex(FloatKind::F8E8M0FNU, "0xFF").convert_exact(FloatKind::F16).map(|v| v.bits), Some(0x7C00));
        // Widening is exact.
        for k in FloatKind::ALL {
            for bits in [0u128, 1, 2, 3, 5, 7] {
                let v = FloatValue::from_bits(k, bits);
                let (w, loses) = v.convert(FloatKind::F128);
                assert!(!loses, "{k} {bits}");
                assert_eq!(w.convert(k).0, v, "{k} {bits}");
            }
        }
        assert_eq!(FloatValue::from_f64(FloatKind::F16, 65520.0).to_mlir_string(), "0x7C00");
        assert_eq!(FloatValue::from_f64(FloatKind::BF16, f64::NAN).to_mlir_string(), "0x7FC0");
        assert!(FloatValue::from_f64(FloatKind::F8E4M3B11FNUZ, f64::INFINITY).is_nan());
        assert_eq!(FloatValue::from_f64(FloatKind::F80, 0.1).to_f64(), 0.1);
        assert!(FloatValue::from_f64(FloatKind::F8E8M0FNU, 1.0e300).to_f64().is_nan());
        assert_eq!(FloatValue::from_f64(FloatKind::F4E2M1FN, -100.0).to_f64(), -6.0);
    }

    #[test]
    fn integer_conversions() {
        let f32v = |s: &str| dec(FloatKind::F32, s);
        assert_eq!(f32v("-2.9").to_int(32, true), Some(-2));
        assert_eq!(f32v("-0.9").to_int(32, false), Some(0));
        assert_eq!(f32v("-1.0").to_int(32, false), None);
        assert_eq!(f32v("255.9").to_int(8, false), Some(255));
        assert_eq!(f32v("256.0").to_int(8, false), None);
        assert_eq!(f32v("127.5").to_int(8, true), Some(127));
        assert_eq!(f32v("128.0").to_int(8, true), None);
        assert_eq!(f32v("-128.0").to_int(8, true), Some(-128));
        assert_eq!(f32v("-129.0").to_int(8, true), None);
        assert_eq!(f32v("-1.0").to_int(1, true), Some(-1));
        assert_eq!(f32v("0.5").to_int(1, true), Some(0));
        assert_eq!(f32v("1.0").to_int(1, true), None);
        assert_eq!(f32v("1.0").to_int(1, false), Some(1));
        assert_eq!(f32v("1.0").to_int(0, false), None);
        assert_eq!(f32v("1.0").to_int(129, true), None);
        let big = FloatValue::from_f64(FloatKind::F64, 2f64.powi(127));
        assert_eq!(big.to_int(128, true), None);
        assert_eq!(big.to_int(128, false), Some(i128::MIN));
        assert_eq!(big.neg().to_int(128, true), Some(i128::MIN));
        assert_eq!(hex(FloatKind::F32, "0x7FC00000").to_int(32, true), None);
        assert_eq!(hex(FloatKind::F32, "0x7F800000").to_int(64, false), None);
        assert_eq!(hex(FloatKind::F8E8M0FNU, "0x0").to_int(8, true), Some(0));
        assert_eq!(hex(FloatKind::F128, "0x7FFEFFFFFFFFFFFFFFFFFFFFFFFFFFFF").to_int(128, false), None);

        assert_eq!(FloatValue::from_int(FloatKind::F32, 16_777_217, true).to_mlir_string(), "0x4B800000");
        assert_eq!(FloatValue::from_int(FloatKind::F32, 3, false).to_mlir_string(), "3.000000e+00");
        assert_eq!(FloatValue::from_int(FloatKind::F16, 65520, true).to_mlir_string(), "0x7C00");
        assert_eq!(FloatValue::from_int(FloatKind::F16, -1, false).to_mlir_string(), "0x7C00");
        assert_eq!(FloatValue::from_int(FloatKind::F128, i128::MIN, true).to_int(128, true), Some(i128::MIN));
        assert_eq!(FloatValue::from_int(FloatKind::F64, -1, false).to_f64(), 2f64.powi(128));
        assert_eq!(FloatValue::from_int(FloatKind::F8E8M0FNU, 0, true).to_mlir_string(), "5.877470e-39");
        assert_eq!(FloatValue::from_int(FloatKind::F8E8M0FNU, 3, true).to_mlir_string(), "4.000000e+00");
        assert_eq!(FloatValue::from_int(FloatKind::F8E5M2FNUZ, 100_000, true).to_mlir_string(), "0x80");
        assert_eq!(FloatValue::from_int(FloatKind::F6E3M2FN, -100, true).to_mlir_string(), "-2.800000e+01");
        assert_eq!(FloatValue::from_int(FloatKind::F4E2M1FN, 5, true).to_mlir_string(), "4.000000e+00");
        assert_eq!(FloatValue::from_int(FloatKind::F4E2M1FN, 7, true).to_mlir_string(), "6.000000e+00");
        // Round-to-odd through f128 keeps the single rounding exact for i128.
        let v = (1i128 << 120) + (1i128 << 117) + 1;
        assert_eq!(FloatValue::from_int(FloatKind::F8E4M3FNUZ, v, true).to_int(128, true), None);
        assert_eq!(FloatValue::from_int(FloatKind::F8E8M0FNU, v, true).to_f64(), 2f64.powi(120));
        // Just below the tie 1.5 * 2^126: an f128 rounded to nearest would
        // land on the tie (and E8M0 ties go up).
        let below_tie = (1i128 << 126) + (1i128 << 125) - 1;
        assert_eq!(FloatValue::from_int(FloatKind::F8E8M0FNU, below_tie, true).to_f64(), 2f64.powi(126));
        let tie = (1i128 << 126) + (1i128 << 125);
        assert_eq!(FloatValue::from_int(FloatKind::F8E8M0FNU, tie, true).to_f64(), 2f64.powi(127));
    }

    #[test]
    fn min_max_and_predicates() {
        let f = |s: &str| dec(FloatKind::F32, s);
        let (pz, nz) = (f("0.0"), f("-0.0"));
        let qnan = hex(FloatKind::F32, "0x7FC00000");
        let snan = hex(FloatKind::F32, "0x7F800001");
        let one = f("1.0");
        assert_eq!(pz.max(nz), pz);
        assert_eq!(nz.max(pz), pz);
        assert_eq!(pz.min(nz), nz);
        assert_eq!(pz.maxnum(nz), pz);
        assert_eq!(nz.minnum(pz), nz);
        assert_eq!(one.max(qnan), qnan);
        assert_eq!(one.max(snan).bits, 0x7FC00001);
        assert_eq!(snan.min(qnan).bits, 0x7FC00001);
        assert_eq!(one.maxnum(qnan), one);
        assert_eq!(qnan.minnum(one), one);
        assert_eq!(one.maxnum(snan).bits, 0x7FC00001);
        assert_eq!(snan.minnum(one).bits, 0x7FC00001);
        assert_eq!(f("2.0").max(one), f("2.0"));
        assert_eq!(f("2.0").minnum(one), one);
        assert_eq!(pz.compare(nz), Some(Ordering::Equal));
        assert_eq!(one.compare(qnan), None);
        assert!(nz.is_zero() && nz.is_negative() && !pz.is_negative());
        assert!(hex(FloatKind::F32, "0xFF800000").is_infinity());
        assert!(qnan.is_nan() && !qnan.is_signaling() && snan.is_signaling());
        assert!(!qnan.is_finite() && one.is_finite());
        // The FNUZ NaN is APFloat-negative; E8M0 never is.
        let fnuz_nan = hex(FloatKind::F8E5M2FNUZ, "0x80");
        assert!(fnuz_nan.is_nan() && fnuz_nan.is_negative() && !fnuz_nan.is_zero());
        assert_eq!(fnuz_nan.neg(), fnuz_nan);
        assert_eq!(FloatValue::zero(FloatKind::F8E5M2FNUZ).neg(), FloatValue::zero(FloatKind::F8E5M2FNUZ));
        let e8 = hex(FloatKind::F8E8M0FNU, "0x0");
        assert!(!e8.is_zero() && !e8.is_negative() && e8.is_finite());
        assert!(!hex(FloatKind::F4E2M1FN, "0x7").is_nan());
        assert!(hex(FloatKind::F8E4M3FN, "0xFF").is_negative() && hex(FloatKind::F8E4M3FN, "0xFF").is_nan());
        // The std::ops forms are the same operations.
        assert_eq!(one + f("2.0"), one.add(f("2.0")));
        assert_eq!(one - f("2.0"), f("-1.0"));
        assert_eq!(f("3.0") * f("0.5"), f("1.5"));
        assert_eq!(f("3.0") / f("2.0"), f("1.5"));
        assert_eq!(f("-5.5") % f("2.0"), f("-1.5"));
        assert_eq!(-one, f("-1.0"));
        // Mixed kinds: the right operand is converted first.
        assert_eq!(f("1.5").add(dec(FloatKind::F64, "0.1")).to_mlir_string(), "1.600000e+00");
        assert_eq!(f("1.5").compare(dec(FloatKind::F16, "1.5")), Some(Ordering::Equal));
    }

    #[test]
    fn every_function_is_total() {
        // Arbitrary patterns (including bits above the width) through every
        // operation of every kind: no panic, no overflow.
        let mut seed = 0x2545F4914F6CDD1Du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for k in FloatKind::ALL {
            let mut vals: Vec<FloatValue> = [0u128, 1, u128::MAX, 1 << (k.bit_width() - 1)]
                .into_iter()
                .map(|b| FloatValue { kind: k, bits: b })
                .collect();
            for _ in 0..24 {
                let b = u128::from(next()) << 64 | u128::from(next());
                vals.push(FloatValue { kind: k, bits: if next() % 2 == 0 { b } else { b & k.mask() } });
            }
            for &x in &vals {
                let _ = x.to_mlir_string();
                let _ = x.to_f64();
                let _ = (x.is_nan(), x.is_zero(), x.is_negative(), x.is_infinity(), x.neg());
                for w in [0, 1, 2, 7, 64, 127, 128, 129] {
                    let _ = (x.to_int(w, true), x.to_int(w, false));
                }
                for to in FloatKind::ALL {
                    let _ = (x.convert(to), x.convert_exact(to));
                }
                for &y in vals.iter().take(8) {
                    let _ = (x.add(y), x.sub(y), x.mul(y), x.div(y), x.rem(y), x.compare(y));
                    let _ = (x.max(y), x.min(y), x.maxnum(y), x.minnum(y));
                }
            }
            for v in [i128::MIN, -1, 0, 1, i128::MAX] {
                let _ = (FloatValue::from_int(k, v, true), FloatValue::from_int(k, v, false));
            }
            for d in [f64::MIN_POSITIVE, f64::MAX, -0.0, f64::NEG_INFINITY, 5e-324] {
                let _ = FloatValue::from_f64(k, d).to_mlir_string();
            }
        }
    }

    #[test]
    fn printed_text_parses_back() {
        // What to_mlir_string prints as decimal reads back (through f64, as
        // MLIR's parser does) to the same value whenever f64 holds it.
        for k in FloatKind::ALL {
            let n = if k.bit_width() <= 8 { 1u128 << k.bit_width() } else { 64 };
            for i in 0..n {
                let bits = if k.bit_width() <= 8 { i } else { (i * 0x9E37_79B9_7F4A_7C15_F39C) & k.mask() };
                let v = FloatValue::from_bits(k, bits);
                let s = v.to_mlir_string();
                if s.starts_with("0x") || v.convert(FloatKind::F64).1 {
                    continue;
                }
                let (neg, abs) = match s.strip_prefix('-') {
                    Some(a) => (true, a),
                    None => (false, s.as_str()),
                };
                let back = FloatValue::parse_decimal(k, abs, neg).unwrap();
                if !(k == FloatKind::F8E8M0FNU && neg) {
                    assert_eq!(back.compare(v), Some(Ordering::Equal), "{s} : {k}");
                }
            }
        }
    }

    /// `LITERAL KIND PRINTED`: `"a"() {a = LITERAL : KIND}` printed by mlir-opt-22.
    const DECIMAL_CASES: &str = "\
    0.0 f16 0.000000e+00
    -0.0 f16 -0.000000e+00
    1.0 f16 1.000000e+00
    -1.0 f16 -1.000000e+00
    1.5 f16 1.500000e+00
    0.1 f16 9.997550e-02
    -0.1 f16 -9.997550e-02
    2.5 f16 2.500000e+00
    3.0 f16 3.000000e+00
    0.3 f16 3.000490e-01
    100.0 f16 1.000000e+02
    1000.0 f16 1.000000e+03
    12345.0 f16 1.234400e+04
    65504.0 f16 6.550400e+04
    1.0e-7 f16 1.192090e-07
    1.0e10 f16 0x7C00
    -1.0e10 f16 0xFC00
    1.0e-45 f16 0.000000e+00
    3.14159265358979 f16 3.140630e+00
    123456789.0 f16 0x7C00
    1.000488281250000000001 f16 1.000000e+00
    448.0 f16 4.480000e+02
    464.0 f16 4.640000e+02
    480.0 f16 4.800000e+02
    57344.0 f16 5.734400e+04
    6.0 f16 6.000000e+00
    7.0 f16 7.000000e+00
    0.25 f16 2.500000e-01
    0.0625 f16 6.250000e-02
    1.0e-300 f16 0.000000e+00
    1.0e300 f16 0x7C00
    0.5 f16 5.000000e-01
    0.75 f16 7.500000e-01
    1.75 f16 1.750000e+00
    240.0 f16 2.400000e+02
    256.0 f16 2.560000e+02
    0.0 bf16 0.000000e+00
    -0.0 bf16 -0.000000e+00
    1.0 bf16 1.000000e+00
    -1.0 bf16 -1.000000e+00
    1.5 bf16 1.500000e+00
    0.1 bf16 1.000980e-01
    -0.1 bf16 -1.000980e-01
    2.5 bf16 2.500000e+00
    3.0 bf16 3.000000e+00
    0.3 bf16 3.007810e-01
    100.0 bf16 1.000000e+02
    1000.0 bf16 1.000000e+03
    12345.0 bf16 1.235200e+04
    65504.0 bf16 6.553600e+04
    1.0e-7 bf16 1.001170e-07
    1.0e10 bf16 9.999220e+09
    -1.0e10 bf16 -9.999220e+09
    1.0e-45 bf16 0.000000e+00
    3.14159265358979 bf16 3.140630e+00
    123456789.0 bf16 1.232080e+08
    1.000488281250000000001 bf16 1.000000e+00
    448.0 bf16 4.480000e+02
    464.0 bf16 4.640000e+02
    480.0 bf16 4.800000e+02
    57344.0 bf16 5.734400e+04
    6.0 bf16 6.000000e+00
    7.0 bf16 7.000000e+00
    0.25 bf16 2.500000e-01
    0.0625 bf16 6.250000e-02
    1.0e-300 bf16 0.000000e+00
    1.0e300 bf16 0x7F80
    0.5 bf16 5.000000e-01
    0.75 bf16 7.500000e-01
    1.75 bf16 1.750000e+00
    240.0 bf16 2.400000e+02
    256.0 bf16 2.560000e+02
    0.0 f32 0.000000e+00
    -0.0 f32 -0.000000e+00
    1.0 f32 1.000000e+00
    -1.0 f32 -1.000000e+00
    1.5 f32 1.500000e+00
    0.1 f32 1.000000e-01
    -0.1 f32 -1.000000e-01
    2.5 f32 2.500000e+00
    3.0 f32 3.000000e+00
    0.3 f32 3.000000e-01
    100.0 f32 1.000000e+02
    1000.0 f32 1.000000e+03
    12345.0 f32 1.234500e+04
    65504.0 f32 6.550400e+04
    1.0e-7 f32 1.000000e-07
    1.0e10 f32 1.000000e+10
    -1.0e10 f32 -1.000000e+10
    1.0e-45 f32 1.401300e-45
    3.14159265358979 f32 3.14159274
    123456789.0 f32 0x4CEB79A3
    1.000488281250000000001 f32 1.00048828
    448.0 f32 4.480000e+02
    464.0 f32 4.640000e+02
    480.0 f32 4.800000e+02
    57344.0 f32 5.734400e+04
    6.0 f32 6.000000e+00
    7.0 f32 7.000000e+00
    0.25 f32 2.500000e-01
    0.0625 f32 6.250000e-02
    1.0e-300 f32 0.000000e+00
    1.0e300 f32 0x7F800000
    0.5 f32 5.000000e-01
    0.75 f32 7.500000e-01
    1.75 f32 1.750000e+00
    240.0 f32 2.400000e+02
    256.0 f32 2.560000e+02
    0.0 f64 0.000000e+00
    -0.0 f64 -0.000000e+00
    1.0 f64 1.000000e+00
    -1.0 f64 -1.000000e+00
    1.5 f64 1.500000e+00
    0.1 f64 1.000000e-01
    -0.1 f64 -1.000000e-01
    2.5 f64 2.500000e+00
    3.0 f64 3.000000e+00
    0.3 f64 3.000000e-01
    100.0 f64 1.000000e+02
    1000.0 f64 1.000000e+03
    12345.0 f64 1.234500e+04
    65504.0 f64 6.550400e+04
    1.0e-7 f64 9.9999999999999995E-8
    1.0e10 f64 1.000000e+10
    -1.0e10 f64 -1.000000e+10
    1.0e-45 f64 9.9999999999999998E-46
    3.14159265358979 f64 3.14159265358979
    123456789.0 f64 0x419D6F3454000000
    1.000488281250000000001 f64 1.00048828125
    448.0 f64 4.480000e+02
    464.0 f64 4.640000e+02
    480.0 f64 4.800000e+02
    57344.0 f64 5.734400e+04
    6.0 f64 6.000000e+00
    7.0 f64 7.000000e+00
    0.25 f64 2.500000e-01
    0.0625 f64 6.250000e-02
    1.0e-300 f64 1.000000e-300
    1.0e300 f64 1.000000e+300
    0.5 f64 5.000000e-01
    0.75 f64 7.500000e-01
    1.75 f64 1.750000e+00
    240.0 f64 2.400000e+02
    256.0 f64 2.560000e+02
    0.0 f80 0.000000e+00
    -0.0 f80 -0.000000e+00
    1.0 f80 1.000000e+00
    -1.0 f80 -1.000000e+00
    1.5 f80 1.500000e+00
    0.1 f80 0.100000000000000005551
    -0.1 f80 -0.100000000000000005551
    2.5 f80 2.500000e+00
    3.0 f80 3.000000e+00
    0.3 f80 0.299999999999999988898
    100.0 f80 1.000000e+02
    1000.0 f80 1.000000e+03
    12345.0 f80 1.234500e+04
    65504.0 f80 6.550400e+04
    1.0e-7 f80 9.99999999999999954748E-8
    1.0e10 f80 1.000000e+10
    -1.0e10 f80 -1.000000e+10
    1.0e-45 f80 9.99999999999999984105E-46
    3.14159265358979 f80 3.14159265358979000737
    123456789.0 f80 0x4019EB79A2A000000000
    1.000488281250000000001 f80 1.00048828125
    448.0 f80 4.480000e+02
    464.0 f80 4.640000e+02
    480.0 f80 4.800000e+02
    57344.0 f80 5.734400e+04
    6.0 f80 6.000000e+00
    7.0 f80 7.000000e+00
    0.25 f80 2.500000e-01
    0.0625 f80 6.250000e-02
    1.0e-300 f80 1.00000000000000002506E-300
    1.0e300 f80 1.0000000000000000525E+300
    0.5 f80 5.000000e-01
    0.75 f80 7.500000e-01
    1.75 f80 1.750000e+00
    240.0 f80 2.400000e+02
    256.0 f80 2.560000e+02
    0.0 f128 0.000000e+00
    -0.0 f128 -0.000000e+00
    1.0 f128 1.000000e+00
    -1.0 f128 -1.000000e+00
    1.5 f128 1.500000e+00
    0.1 f128 0.100000000000000005551115123125782702
    -0.1 f128 -0.100000000000000005551115123125782702
    2.5 f128 2.500000e+00
    3.0 f128 3.000000e+00
    0.3 f128 0.299999999999999988897769753748434596
    100.0 f128 1.000000e+02
    1000.0 f128 1.000000e+03
    12345.0 f128 1.234500e+04
    65504.0 f128 6.550400e+04
    1.0e-7 f128 9.99999999999999954748111825886258685E-8
    1.0e10 f128 1.000000e+10
    -1.0e10 f128 -1.000000e+10
    1.0e-45 f128 9.99999999999999984105197967281081158E-46
    3.14159265358979 f128 3.14159265358979000737349451810587198
    123456789.0 f128 0x4019D6F3454000000000000000000000
    1.000488281250000000001 f128 1.00048828125
    448.0 f128 4.480000e+02
    464.0 f128 4.640000e+02
    480.0 f128 4.800000e+02
    57344.0 f128 5.734400e+04
    6.0 f128 6.000000e+00
    7.0 f128 7.000000e+00
    0.25 f128 2.500000e-01
    0.0625 f128 6.250000e-02
    1.0e-300 f128 1.00000000000000002505909183520875969E-300
    1.0e300 f128 1.00000000000000005250476025520442025E+300
    0.5 f128 5.000000e-01
    0.75 f128 7.500000e-01
    1.75 f128 1.750000e+00
    240.0 f128 2.400000e+02
    256.0 f128 2.560000e+02
    0.0 tf32 0.000000e+00
    -0.0 tf32 -0.000000e+00
    1.0 tf32 1.000000e+00
    -1.0 tf32 -1.000000e+00
    1.5 tf32 1.500000e+00
    0.1 tf32 9.997550e-02
    -0.1 tf32 -9.997550e-02
    2.5 tf32 2.500000e+00
    3.0 tf32 3.000000e+00
    0.3 tf32 3.000490e-01
    100.0 tf32 1.000000e+02
    1000.0 tf32 1.000000e+03
    12345.0 tf32 1.234400e+04
    65504.0 tf32 6.550400e+04
    1.0e-7 tf32 1.000010e-07
    1.0e10 tf32 9.999220e+09
    -1.0e10 tf32 -9.999220e+09
    1.0e-45 tf32 0.000000e+00
    3.14159265358979 tf32 3.140630e+00
    123456789.0 tf32 1.234700e+08
    1.000488281250000000001 tf32 1.000000e+00
    448.0 tf32 4.480000e+02
    464.0 tf32 4.640000e+02
    480.0 tf32 4.800000e+02
    57344.0 tf32 5.734400e+04
    6.0 tf32 6.000000e+00
    7.0 tf32 7.000000e+00
    0.25 tf32 2.500000e-01
    0.0625 tf32 6.250000e-02
    1.0e-300 tf32 0.000000e+00
    1.0e300 tf32 0x3FC00
    0.5 tf32 5.000000e-01
    0.75 tf32 7.500000e-01
    1.75 tf32 1.750000e+00
    240.0 tf32 2.400000e+02
    256.0 tf32 2.560000e+02
    0.0 f8E5M2 0.000000e+00
    -0.0 f8E5M2 -0.000000e+00
    1.0 f8E5M2 1.000000e+00
    -1.0 f8E5M2 -1.000000e+00
    1.5 f8E5M2 1.500000e+00
    0.1 f8E5M2 9.375000e-02
    -0.1 f8E5M2 -9.375000e-02
    2.5 f8E5M2 2.500000e+00
    3.0 f8E5M2 3.000000e+00
    0.3 f8E5M2 3.125000e-01
    100.0 f8E5M2 9.600000e+01
    1000.0 f8E5M2 1.024000e+03
    12345.0 f8E5M2 1.228800e+04
    65504.0 f8E5M2 0x7C
    1.0e-7 f8E5M2 0.000000e+00
    1.0e10 f8E5M2 0x7C
    -1.0e10 f8E5M2 0xFC
    1.0e-45 f8E5M2 0.000000e+00
    3.14159265358979 f8E5M2 3.000000e+00
    123456789.0 f8E5M2 0x7C
    1.000488281250000000001 f8E5M2 1.000000e+00
    448.0 f8E5M2 4.480000e+02
    464.0 f8E5M2 4.480000e+02
    480.0 f8E5M2 5.120000e+02
    57344.0 f8E5M2 5.734400e+04
    6.0 f8E5M2 6.000000e+00
    7.0 f8E5M2 7.000000e+00
    0.25 f8E5M2 2.500000e-01
    0.0625 f8E5M2 6.250000e-02
    1.0e-300 f8E5M2 0.000000e+00
    1.0e300 f8E5M2 0x7C
    0.5 f8E5M2 5.000000e-01
    0.75 f8E5M2 7.500000e-01
    1.75 f8E5M2 1.750000e+00
    240.0 f8E5M2 2.560000e+02
    256.0 f8E5M2 2.560000e+02
    0.0 f8E4M3 0.000000e+00
    -0.0 f8E4M3 -0.000000e+00
    1.0 f8E4M3 1.000000e+00
    -1.0 f8E4M3 -1.000000e+00
    1.5 f8E4M3 1.500000e+00
    0.1 f8E4M3 1.015630e-01
    -0.1 f8E4M3 -1.015630e-01
    2.5 f8E4M3 2.500000e+00
    3.0 f8E4M3 3.000000e+00
    0.3 f8E4M3 3.125000e-01
    100.0 f8E4M3 9.600000e+01
    1000.0 f8E4M3 0x78
    12345.0 f8E4M3 0x78
    65504.0 f8E4M3 0x78
    1.0e-7 f8E4M3 0.000000e+00
    1.0e10 f8E4M3 0x78
    -1.0e10 f8E4M3 0xF8
    1.0e-45 f8E4M3 0.000000e+00
    3.14159265358979 f8E4M3 3.250000e+00
    123456789.0 f8E4M3 0x78
    1.000488281250000000001 f8E4M3 1.000000e+00
    448.0 f8E4M3 0x78
    464.0 f8E4M3 0x78
    480.0 f8E4M3 0x78
    57344.0 f8E4M3 0x78
    6.0 f8E4M3 6.000000e+00
    7.0 f8E4M3 7.000000e+00
    0.25 f8E4M3 2.500000e-01
    0.0625 f8E4M3 6.250000e-02
    1.0e-300 f8E4M3 0.000000e+00
    1.0e300 f8E4M3 0x78
    0.5 f8E4M3 5.000000e-01
    0.75 f8E4M3 7.500000e-01
    1.75 f8E4M3 1.750000e+00
    240.0 f8E4M3 2.400000e+02
    256.0 f8E4M3 0x78
    0.0 f8E4M3FN 0.000000e+00
    -0.0 f8E4M3FN -0.000000e+00
    1.0 f8E4M3FN 1.000000e+00
    -1.0 f8E4M3FN -1.000000e+00
    1.5 f8E4M3FN 1.500000e+00
    0.1 f8E4M3FN 1.015630e-01
    -0.1 f8E4M3FN -1.015630e-01
    2.5 f8E4M3FN 2.500000e+00
    3.0 f8E4M3FN 3.000000e+00
    0.3 f8E4M3FN 3.125000e-01
    100.0 f8E4M3FN 9.600000e+01
    1000.0 f8E4M3FN 0x7F
    12345.0 f8E4M3FN 0x7F
    65504.0 f8E4M3FN 0x7F
    1.0e-7 f8E4M3FN 0.000000e+00
    1.0e10 f8E4M3FN 0x7F
    -1.0e10 f8E4M3FN 0xFF
    1.0e-45 f8E4M3FN 0.000000e+00
    3.14159265358979 f8E4M3FN 3.250000e+00
    123456789.0 f8E4M3FN 0x7F
    1.000488281250000000001 f8E4M3FN 1.000000e+00
    448.0 f8E4M3FN 4.480000e+02
    464.0 f8E4M3FN 4.480000e+02
    480.0 f8E4M3FN 0x7F
    57344.0 f8E4M3FN 0x7F
    6.0 f8E4M3FN 6.000000e+00
    7.0 f8E4M3FN 7.000000e+00
    0.25 f8E4M3FN 2.500000e-01
    0.0625 f8E4M3FN 6.250000e-02
    1.0e-300 f8E4M3FN 0.000000e+00
    1.0e300 f8E4M3FN 0x7F
    0.5 f8E4M3FN 5.000000e-01
    0.75 f8E4M3FN 7.500000e-01
    1.75 f8E4M3FN 1.750000e+00
    240.0 f8E4M3FN 2.400000e+02
    256.0 f8E4M3FN 2.560000e+02
    0.0 f8E5M2FNUZ 0.000000e+00
    -0.0 f8E5M2FNUZ 0.000000e+00
    1.0 f8E5M2FNUZ 1.000000e+00
    -1.0 f8E5M2FNUZ -1.000000e+00
    1.5 f8E5M2FNUZ 1.500000e+00
    0.1 f8E5M2FNUZ 9.375000e-02
    -0.1 f8E5M2FNUZ -9.375000e-02
    2.5 f8E5M2FNUZ 2.500000e+00
    3.0 f8E5M2FNUZ 3.000000e+00
    0.3 f8E5M2FNUZ 3.125000e-01
    100.0 f8E5M2FNUZ 9.600000e+01
    1000.0 f8E5M2FNUZ 1.024000e+03
    12345.0 f8E5M2FNUZ 1.228800e+04
    65504.0 f8E5M2FNUZ 0x80
    1.0e-7 f8E5M2FNUZ 0.000000e+00
    1.0e10 f8E5M2FNUZ 0x80
    -1.0e10 f8E5M2FNUZ 0x80
    1.0e-45 f8E5M2FNUZ 0.000000e+00
    3.14159265358979 f8E5M2FNUZ 3.000000e+00
    123456789.0 f8E5M2FNUZ 0x80
    1.000488281250000000001 f8E5M2FNUZ 1.000000e+00
    448.0 f8E5M2FNUZ 4.480000e+02
    464.0 f8E5M2FNUZ 4.480000e+02
    480.0 f8E5M2FNUZ 5.120000e+02
    57344.0 f8E5M2FNUZ 5.734400e+04
    6.0 f8E5M2FNUZ 6.000000e+00
    7.0 f8E5M2FNUZ 7.000000e+00
    0.25 f8E5M2FNUZ 2.500000e-01
    0.0625 f8E5M2FNUZ 6.250000e-02
    1.0e-300 f8E5M2FNUZ 0.000000e+00
    1.0e300 f8E5M2FNUZ 0x80
    0.5 f8E5M2FNUZ 5.000000e-01
    0.75 f8E5M2FNUZ 7.500000e-01
    1.75 f8E5M2FNUZ 1.750000e+00
    240.0 f8E5M2FNUZ 2.560000e+02
    256.0 f8E5M2FNUZ 2.560000e+02
    0.0 f8E4M3FNUZ 0.000000e+00
    -0.0 f8E4M3FNUZ 0.000000e+00
    1.0 f8E4M3FNUZ 1.000000e+00
    -1.0 f8E4M3FNUZ -1.000000e+00
    1.5 f8E4M3FNUZ 1.500000e+00
    0.1 f8E4M3FNUZ 1.015630e-01
    -0.1 f8E4M3FNUZ -1.015630e-01
    2.5 f8E4M3FNUZ 2.500000e+00
    3.0 f8E4M3FNUZ 3.000000e+00
    0.3 f8E4M3FNUZ 3.125000e-01
    100.0 f8E4M3FNUZ 9.600000e+01
    1000.0 f8E4M3FNUZ 0x80
    12345.0 f8E4M3FNUZ 0x80
    65504.0 f8E4M3FNUZ 0x80
    1.0e-7 f8E4M3FNUZ 0.000000e+00
    1.0e10 f8E4M3FNUZ 0x80
    -1.0e10 f8E4M3FNUZ 0x80
    1.0e-45 f8E4M3FNUZ 0.000000e+00
    3.14159265358979 f8E4M3FNUZ 3.250000e+00
    123456789.0 f8E4M3FNUZ 0x80
    1.000488281250000000001 f8E4M3FNUZ 1.000000e+00
    448.0 f8E4M3FNUZ 0x80
    464.0 f8E4M3FNUZ 0x80
    480.0 f8E4M3FNUZ 0x80
    57344.0 f8E4M3FNUZ 0x80
    6.0 f8E4M3FNUZ 6.000000e+00
    7.0 f8E4M3FNUZ 7.000000e+00
    0.25 f8E4M3FNUZ 2.500000e-01
    0.0625 f8E4M3FNUZ 6.250000e-02
    1.0e-300 f8E4M3FNUZ 0.000000e+00
    1.0e300 f8E4M3FNUZ 0x80
    0.5 f8E4M3FNUZ 5.000000e-01
    0.75 f8E4M3FNUZ 7.500000e-01
    1.75 f8E4M3FNUZ 1.750000e+00
    240.0 f8E4M3FNUZ 2.400000e+02
    256.0 f8E4M3FNUZ 0x80
    0.0 f8E4M3B11FNUZ 0.000000e+00
    -0.0 f8E4M3B11FNUZ 0.000000e+00
    1.0 f8E4M3B11FNUZ 1.000000e+00
    -1.0 f8E4M3B11FNUZ -1.000000e+00
    1.5 f8E4M3B11FNUZ 1.500000e+00
    0.1 f8E4M3B11FNUZ 1.015630e-01
    -0.1 f8E4M3B11FNUZ -1.015630e-01
    2.5 f8E4M3B11FNUZ 2.500000e+00
    3.0 f8E4M3B11FNUZ 3.000000e+00
    0.3 f8E4M3B11FNUZ 3.125000e-01
    100.0 f8E4M3B11FNUZ 0x80
    1000.0 f8E4M3B11FNUZ 0x80
    12345.0 f8E4M3B11FNUZ 0x80
    65504.0 f8E4M3B11FNUZ 0x80
    1.0e-7 f8E4M3B11FNUZ 0.000000e+00
    1.0e10 f8E4M3B11FNUZ 0x80
    -1.0e10 f8E4M3B11FNUZ 0x80
    1.0e-45 f8E4M3B11FNUZ 0.000000e+00
    3.14159265358979 f8E4M3B11FNUZ 3.250000e+00
    123456789.0 f8E4M3B11FNUZ 0x80
    1.000488281250000000001 f8E4M3B11FNUZ 1.000000e+00
    448.0 f8E4M3B11FNUZ 0x80
    464.0 f8E4M3B11FNUZ 0x80
    480.0 f8E4M3B11FNUZ 0x80
    57344.0 f8E4M3B11FNUZ 0x80
    6.0 f8E4M3B11FNUZ 6.000000e+00
    7.0 f8E4M3B11FNUZ 7.000000e+00
    0.25 f8E4M3B11FNUZ 2.500000e-01
    0.0625 f8E4M3B11FNUZ 6.250000e-02
    1.0e-300 f8E4M3B11FNUZ 0.000000e+00
    1.0e300 f8E4M3B11FNUZ 0x80
    0.5 f8E4M3B11FNUZ 5.000000e-01
    0.75 f8E4M3B11FNUZ 7.500000e-01
    1.75 f8E4M3B11FNUZ 1.750000e+00
    240.0 f8E4M3B11FNUZ 0x80
    256.0 f8E4M3B11FNUZ 0x80
    0.0 f8E3M4 0.000000e+00
    -0.0 f8E3M4 -0.000000e+00
    1.0 f8E3M4 1.000000e+00
    -1.0 f8E3M4 -1.000000e+00
    1.5 f8E3M4 1.500000e+00
    0.1 f8E3M4 9.375000e-02
    -0.1 f8E3M4 -9.375000e-02
    2.5 f8E3M4 2.500000e+00
    3.0 f8E3M4 3.000000e+00
    0.3 f8E3M4 2.968750e-01
    100.0 f8E3M4 0x70
    1000.0 f8E3M4 0x70
    12345.0 f8E3M4 0x70
    65504.0 f8E3M4 0x70
    1.0e-7 f8E3M4 0.000000e+00
    1.0e10 f8E3M4 0x70
    -1.0e10 f8E3M4 0xF0
    1.0e-45 f8E3M4 0.000000e+00
    3.14159265358979 f8E3M4 3.125000e+00
    123456789.0 f8E3M4 0x70
    1.000488281250000000001 f8E3M4 1.000000e+00
    448.0 f8E3M4 0x70
    464.0 f8E3M4 0x70
    480.0 f8E3M4 0x70
    57344.0 f8E3M4 0x70
    6.0 f8E3M4 6.000000e+00
    7.0 f8E3M4 7.000000e+00
    0.25 f8E3M4 2.500000e-01
    0.0625 f8E3M4 6.250000e-02
    1.0e-300 f8E3M4 0.000000e+00
    1.0e300 f8E3M4 0x70
    0.5 f8E3M4 5.000000e-01
    0.75 f8E3M4 7.500000e-01
    1.75 f8E3M4 1.750000e+00
    240.0 f8E3M4 0x70
    256.0 f8E3M4 0x70
    0.0 f4E2M1FN 0.000000e+00
    -0.0 f4E2M1FN -0.000000e+00
    1.0 f4E2M1FN 1.000000e+00
    -1.0 f4E2M1FN -1.000000e+00
    1.5 f4E2M1FN 1.500000e+00
    0.1 f4E2M1FN 0.000000e+00
    -0.1 f4E2M1FN -0.000000e+00
    2.5 f4E2M1FN 2.000000e+00
    3.0 f4E2M1FN 3.000000e+00
    0.3 f4E2M1FN 5.000000e-01
    100.0 f4E2M1FN 6.000000e+00
    1000.0 f4E2M1FN 6.000000e+00
    12345.0 f4E2M1FN 6.000000e+00
    65504.0 f4E2M1FN 6.000000e+00
    1.0e-7 f4E2M1FN 0.000000e+00
    1.0e10 f4E2M1FN 6.000000e+00
    -1.0e10 f4E2M1FN -6.000000e+00
    1.0e-45 f4E2M1FN 0.000000e+00
    3.14159265358979 f4E2M1FN 3.000000e+00
    123456789.0 f4E2M1FN 6.000000e+00
    1.000488281250000000001 f4E2M1FN 1.000000e+00
    448.0 f4E2M1FN 6.000000e+00
    464.0 f4E2M1FN 6.000000e+00
    480.0 f4E2M1FN 6.000000e+00
    57344.0 f4E2M1FN 6.000000e+00
    6.0 f4E2M1FN 6.000000e+00
    7.0 f4E2M1FN 6.000000e+00
    0.25 f4E2M1FN 0.000000e+00
    0.0625 f4E2M1FN 0.000000e+00
    1.0e-300 f4E2M1FN 0.000000e+00
    1.0e300 f4E2M1FN 6.000000e+00
    0.5 f4E2M1FN 5.000000e-01
    0.75 f4E2M1FN 1.000000e+00
    1.75 f4E2M1FN 2.000000e+00
    240.0 f4E2M1FN 6.000000e+00
    256.0 f4E2M1FN 6.000000e+00
    0.0 f6E2M3FN 0.000000e+00
    -0.0 f6E2M3FN -0.000000e+00
    1.0 f6E2M3FN 1.000000e+00
    -1.0 f6E2M3FN -1.000000e+00
    1.5 f6E2M3FN 1.500000e+00
    0.1 f6E2M3FN 1.250000e-01
    -0.1 f6E2M3FN -1.250000e-01
    2.5 f6E2M3FN 2.500000e+00
    3.0 f6E2M3FN 3.000000e+00
    0.3 f6E2M3FN 2.500000e-01
    100.0 f6E2M3FN 7.500000e+00
    1000.0 f6E2M3FN 7.500000e+00
    12345.0 f6E2M3FN 7.500000e+00
    65504.0 f6E2M3FN 7.500000e+00
    1.0e-7 f6E2M3FN 0.000000e+00
    1.0e10 f6E2M3FN 7.500000e+00
    -1.0e10 f6E2M3FN -7.500000e+00
    1.0e-45 f6E2M3FN 0.000000e+00
    3.14159265358979 f6E2M3FN 3.250000e+00
    123456789.0 f6E2M3FN 7.500000e+00
    1.000488281250000000001 f6E2M3FN 1.000000e+00
    448.0 f6E2M3FN 7.500000e+00
    464.0 f6E2M3FN 7.500000e+00
    480.0 f6E2M3FN 7.500000e+00
    57344.0 f6E2M3FN 7.500000e+00
    6.0 f6E2M3FN 6.000000e+00
    7.0 f6E2M3FN 7.000000e+00
    0.25 f6E2M3FN 2.500000e-01
    0.0625 f6E2M3FN 0.000000e+00
    1.0e-300 f6E2M3FN 0.000000e+00
    1.0e300 f6E2M3FN 7.500000e+00
    0.5 f6E2M3FN 5.000000e-01
    0.75 f6E2M3FN 7.500000e-01
    1.75 f6E2M3FN 1.750000e+00
    240.0 f6E2M3FN 7.500000e+00
    256.0 f6E2M3FN 7.500000e+00
    0.0 f6E3M2FN 0.000000e+00
    -0.0 f6E3M2FN -0.000000e+00
    1.0 f6E3M2FN 1.000000e+00
    -1.0 f6E3M2FN -1.000000e+00
    1.5 f6E3M2FN 1.500000e+00
    0.1 f6E3M2FN 1.250000e-01
    -0.1 f6E3M2FN -1.250000e-01
    2.5 f6E3M2FN 2.500000e+00
    3.0 f6E3M2FN 3.000000e+00
    0.3 f6E3M2FN 3.125000e-01
    100.0 f6E3M2FN 2.800000e+01
    1000.0 f6E3M2FN 2.800000e+01
    12345.0 f6E3M2FN 2.800000e+01
    65504.0 f6E3M2FN 2.800000e+01
    1.0e-7 f6E3M2FN 0.000000e+00
    1.0e10 f6E3M2FN 2.800000e+01
    -1.0e10 f6E3M2FN -2.800000e+01
    1.0e-45 f6E3M2FN 0.000000e+00
    3.14159265358979 f6E3M2FN 3.000000e+00
    123456789.0 f6E3M2FN 2.800000e+01
    1.000488281250000000001 f6E3M2FN 1.000000e+00
    448.0 f6E3M2FN 2.800000e+01
    464.0 f6E3M2FN 2.800000e+01
    480.0 f6E3M2FN 2.800000e+01
    57344.0 f6E3M2FN 2.800000e+01
    6.0 f6E3M2FN 6.000000e+00
    7.0 f6E3M2FN 7.000000e+00
    0.25 f6E3M2FN 2.500000e-01
    0.0625 f6E3M2FN 6.250000e-02
    1.0e-300 f6E3M2FN 0.000000e+00
    1.0e300 f6E3M2FN 2.800000e+01
    0.5 f6E3M2FN 5.000000e-01
    0.75 f6E3M2FN 7.500000e-01
    1.75 f6E3M2FN 1.750000e+00
    240.0 f6E3M2FN 2.800000e+01
    256.0 f6E3M2FN 2.800000e+01
    0.0 f8E8M0FNU 5.877470e-39
    -0.0 f8E8M0FNU 5.877470e-39
    1.0 f8E8M0FNU 1.000000e+00
    1.5 f8E8M0FNU 2.000000e+00
    0.1 f8E8M0FNU 1.250000e-01
    2.5 f8E8M0FNU 2.000000e+00
    3.0 f8E8M0FNU 4.000000e+00
    0.3 f8E8M0FNU 2.500000e-01
    100.0 f8E8M0FNU 1.280000e+02
    1000.0 f8E8M0FNU 1.024000e+03
    12345.0 f8E8M0FNU 1.638400e+04
    65504.0 f8E8M0FNU 6.553600e+04
    1.0e-7 f8E8M0FNU 1.192090e-07
    1.0e10 f8E8M0FNU 8.589930e+09
    1.0e-45 f8E8M0FNU 5.877470e-39
    3.14159265358979 f8E8M0FNU 4.000000e+00
    123456789.0 f8E8M0FNU 1.342180e+08
    1.000488281250000000001 f8E8M0FNU 1.000000e+00
    448.0 f8E8M0FNU 5.120000e+02
    464.0 f8E8M0FNU 5.120000e+02
    480.0 f8E8M0FNU 5.120000e+02
    57344.0 f8E8M0FNU 6.553600e+04
    6.0 f8E8M0FNU 8.000000e+00
    7.0 f8E8M0FNU 8.000000e+00
    0.25 f8E8M0FNU 2.500000e-01
    0.0625 f8E8M0FNU 6.250000e-02
    1.0e-300 f8E8M0FNU 5.877470e-39
    1.0e300 f8E8M0FNU 0xFF
    0.5 f8E8M0FNU 5.000000e-01
    0.75 f8E8M0FNU 1.000000e+00
    1.75 f8E8M0FNU 2.000000e+00
    240.0 f8E8M0FNU 2.560000e+02
    256.0 f8E8M0FNU 2.560000e+02
";

    /// mlir-opt-22's text for every bit pattern of `f8E5M2`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E5M2: &str = "\
    0.000000e+00 1.525880e-05 3.051760e-05 4.577640e-05 6.103520e-05 7.629390e-05 9.155270e-05 1.068120e-04
    1.220700e-04 1.525880e-04 1.831050e-04 2.136230e-04 2.441410e-04 3.051760e-04 3.662110e-04 4.272460e-04
    4.882810e-04 6.103520e-04 7.324210e-04 8.544920e-04 9.765620e-04 1.220700e-03 1.464840e-03 1.708980e-03
    1.953130e-03 2.441410e-03 2.929690e-03 3.417970e-03 3.906250e-03 4.882810e-03 5.859380e-03 6.835930e-03
    7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02 1.562500e-02 1.953130e-02 2.343750e-02 2.734380e-02
    3.125000e-02 3.906250e-02 4.687500e-02 5.468750e-02 6.250000e-02 7.812500e-02 9.375000e-02 1.093750e-01
    1.250000e-01 1.562500e-01 1.875000e-01 2.187500e-01 2.500000e-01 3.125000e-01 3.750000e-01 4.375000e-01
    5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01 1.000000e+00 1.250000e+00 1.500000e+00 1.750000e+00
    2.000000e+00 2.500000e+00 3.000000e+00 3.500000e+00 4.000000e+00 5.000000e+00 6.000000e+00 7.000000e+00
    8.000000e+00 1.000000e+01 1.200000e+01 1.400000e+01 1.600000e+01 2.000000e+01 2.400000e+01 2.800000e+01
    3.200000e+01 4.000000e+01 4.800000e+01 5.600000e+01 6.400000e+01 8.000000e+01 9.600000e+01 1.120000e+02
    1.280000e+02 1.600000e+02 1.920000e+02 2.240000e+02 2.560000e+02 3.200000e+02 3.840000e+02 4.480000e+02
    5.120000e+02 6.400000e+02 7.680000e+02 8.960000e+02 1.024000e+03 1.280000e+03 1.536000e+03 1.792000e+03
    2.048000e+03 2.560000e+03 3.072000e+03 3.584000e+03 4.096000e+03 5.120000e+03 6.144000e+03 7.168000e+03
    8.192000e+03 1.024000e+04 1.228800e+04 1.433600e+04 1.638400e+04 2.048000e+04 2.457600e+04 2.867200e+04
    3.276800e+04 4.096000e+04 4.915200e+04 5.734400e+04 0x7C 0x7D 0x7E 0x7F
    -0.000000e+00 -1.525880e-05 -3.051760e-05 -4.577640e-05 -6.103520e-05 -7.629390e-05 -9.155270e-05 -1.068120e-04
    -1.220700e-04 -1.525880e-04 -1.831050e-04 -2.136230e-04 -2.441410e-04 -3.051760e-04 -3.662110e-04 -4.272460e-04
    -4.882810e-04 -6.103520e-04 -7.324210e-04 -8.544920e-04 -9.765620e-04 -1.220700e-03 -1.464840e-03 -1.708980e-03
    -1.953130e-03 -2.441410e-03 -2.929690e-03 -3.417970e-03 -3.906250e-03 -4.882810e-03 -5.859380e-03 -6.835930e-03
    -7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02 -1.562500e-02 -1.953130e-02 -2.343750e-02 -2.734380e-02
    -3.125000e-02 -3.906250e-02 -4.687500e-02 -5.468750e-02 -6.250000e-02 -7.812500e-02 -9.375000e-02 -1.093750e-01
    -1.250000e-01 -1.562500e-01 -1.875000e-01 -2.187500e-01 -2.500000e-01 -3.125000e-01 -3.750000e-01 -4.375000e-01
    -5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01 -1.000000e+00 -1.250000e+00 -1.500000e+00 -1.750000e+00
    -2.000000e+00 -2.500000e+00 -3.000000e+00 -3.500000e+00 -4.000000e+00 -5.000000e+00 -6.000000e+00 -7.000000e+00
    -8.000000e+00 -1.000000e+01 -1.200000e+01 -1.400000e+01 -1.600000e+01 -2.000000e+01 -2.400000e+01 -2.800000e+01
    -3.200000e+01 -4.000000e+01 -4.800000e+01 -5.600000e+01 -6.400000e+01 -8.000000e+01 -9.600000e+01 -1.120000e+02
    -1.280000e+02 -1.600000e+02 -1.920000e+02 -2.240000e+02 -2.560000e+02 -3.200000e+02 -3.840000e+02 -4.480000e+02
    -5.120000e+02 -6.400000e+02 -7.680000e+02 -8.960000e+02 -1.024000e+03 -1.280000e+03 -1.536000e+03 -1.792000e+03
    -2.048000e+03 -2.560000e+03 -3.072000e+03 -3.584000e+03 -4.096000e+03 -5.120000e+03 -6.144000e+03 -7.168000e+03
    -8.192000e+03 -1.024000e+04 -1.228800e+04 -1.433600e+04 -1.638400e+04 -2.048000e+04 -2.457600e+04 -2.867200e+04
    -3.276800e+04 -4.096000e+04 -4.915200e+04 -5.734400e+04 0xFC 0xFD 0xFE 0xFF
";

    /// mlir-opt-22's text for every bit pattern of `f8E4M3`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E4M3: &str = "\
    0.000000e+00 1.953130e-03 3.906250e-03 5.859380e-03 7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02
    1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
    3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
    6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
    1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
    2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
    5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
    1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
    2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
    4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
    8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
    1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
    3.200000e+01 3.600000e+01 4.000000e+01 4.400000e+01 4.800000e+01 5.200000e+01 5.600000e+01 6.000000e+01
    6.400000e+01 7.200000e+01 8.000000e+01 8.800000e+01 9.600000e+01 1.040000e+02 1.120000e+02 1.200000e+02
    1.280000e+02 1.440000e+02 1.600000e+02 1.760000e+02 1.920000e+02 2.080000e+02 2.240000e+02 2.400000e+02
    0x78 0x79 0x7A 0x7B 0x7C 0x7D 0x7E 0x7F
    -0.000000e+00 -1.953130e-03 -3.906250e-03 -5.859380e-03 -7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02
    -1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
    -3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
    -6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
    -1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
    -2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
    -5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
    -1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
    -2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
    -4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
    -8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
    -1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
    -3.200000e+01 -3.600000e+01 -4.000000e+01 -4.400000e+01 -4.800000e+01 -5.200000e+01 -5.600000e+01 -6.000000e+01
    -6.400000e+01 -7.200000e+01 -8.000000e+01 -8.800000e+01 -9.600000e+01 -1.040000e+02 -1.120000e+02 -1.200000e+02
    -1.280000e+02 -1.440000e+02 -1.600000e+02 -1.760000e+02 -1.920000e+02 -2.080000e+02 -2.240000e+02 -2.400000e+02
    0xF8 0xF9 0xFA 0xFB 0xFC 0xFD 0xFE 0xFF
";

    /// mlir-opt-22's text for every bit pattern of `f8E4M3FN`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E4M3FN: &str = "\
    0.000000e+00 1.953130e-03 3.906250e-03 5.859380e-03 7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02
    1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
    3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
    6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
    1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
    2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
    5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
    1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
    2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
    4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
    8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
    1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
    3.200000e+01 3.600000e+01 4.000000e+01 4.400000e+01 4.800000e+01 5.200000e+01 5.600000e+01 6.000000e+01
    6.400000e+01 7.200000e+01 8.000000e+01 8.800000e+01 9.600000e+01 1.040000e+02 1.120000e+02 1.200000e+02
    1.280000e+02 1.440000e+02 1.600000e+02 1.760000e+02 1.920000e+02 2.080000e+02 2.240000e+02 2.400000e+02
    2.560000e+02 2.880000e+02 3.200000e+02 3.520000e+02 3.840000e+02 4.160000e+02 4.480000e+02 0x7F
    -0.000000e+00 -1.953130e-03 -3.906250e-03 -5.859380e-03 -7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02
    -1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
    -3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
    -6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
    -1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
    -2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
    -5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
    -1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
    -2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
    -4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
    -8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
    -1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
    -3.200000e+01 -3.600000e+01 -4.000000e+01 -4.400000e+01 -4.800000e+01 -5.200000e+01 -5.600000e+01 -6.000000e+01
    -6.400000e+01 -7.200000e+01 -8.000000e+01 -8.800000e+01 -9.600000e+01 -1.040000e+02 -1.120000e+02 -1.200000e+02
    -1.280000e+02 -1.440000e+02 -1.600000e+02 -1.760000e+02 -1.920000e+02 -2.080000e+02 -2.240000e+02 -2.400000e+02
    -2.560000e+02 -2.880000e+02 -3.200000e+02 -3.520000e+02 -3.840000e+02 -4.160000e+02 -4.480000e+02 0xFF
";

    /// mlir-opt-22's text for every bit pattern of `f8E5M2FNUZ`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E5M2FNUZ: &str = "\
    0.000000e+00 7.629390e-06 1.525880e-05 2.288820e-05 3.051760e-05 3.814700e-05 4.577640e-05 5.340580e-05
    6.103520e-05 7.629390e-05 9.155270e-05 1.068120e-04 1.220700e-04 1.525880e-04 1.831050e-04 2.136230e-04
    2.441410e-04 3.051760e-04 3.662110e-04 4.272460e-04 4.882810e-04 6.103520e-04 7.324210e-04 8.544920e-04
    9.765620e-04 1.220700e-03 1.464840e-03 1.708980e-03 1.953130e-03 2.441410e-03 2.929690e-03 3.417970e-03
    3.906250e-03 4.882810e-03 5.859380e-03 6.835930e-03 7.812500e-03 9.765620e-03 1.171880e-02 1.367190e-02
    1.562500e-02 1.953130e-02 2.343750e-02 2.734380e-02 3.125000e-02 3.906250e-02 4.687500e-02 5.468750e-02
    6.250000e-02 7.812500e-02 9.375000e-02 1.093750e-01 1.250000e-01 1.562500e-01 1.875000e-01 2.187500e-01
    2.500000e-01 3.125000e-01 3.750000e-01 4.375000e-01 5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01
    1.000000e+00 1.250000e+00 1.500000e+00 1.750000e+00 2.000000e+00 2.500000e+00 3.000000e+00 3.500000e+00
    4.000000e+00 5.000000e+00 6.000000e+00 7.000000e+00 8.000000e+00 1.000000e+01 1.200000e+01 1.400000e+01
    1.600000e+01 2.000000e+01 2.400000e+01 2.800000e+01 3.200000e+01 4.000000e+01 4.800000e+01 5.600000e+01
    6.400000e+01 8.000000e+01 9.600000e+01 1.120000e+02 1.280000e+02 1.600000e+02 1.920000e+02 2.240000e+02
    2.560000e+02 3.200000e+02 3.840000e+02 4.480000e+02 5.120000e+02 6.400000e+02 7.680000e+02 8.960000e+02
    1.024000e+03 1.280000e+03 1.536000e+03 1.792000e+03 2.048000e+03 2.560000e+03 3.072000e+03 3.584000e+03
    4.096000e+03 5.120000e+03 6.144000e+03 7.168000e+03 8.192000e+03 1.024000e+04 1.228800e+04 1.433600e+04
    1.638400e+04 2.048000e+04 2.457600e+04 2.867200e+04 3.276800e+04 4.096000e+04 4.915200e+04 5.734400e+04
    0x80 -7.629390e-06 -1.525880e-05 -2.288820e-05 -3.051760e-05 -3.814700e-05 -4.577640e-05 -5.340580e-05
    -6.103520e-05 -7.629390e-05 -9.155270e-05 -1.068120e-04 -1.220700e-04 -1.525880e-04 -1.831050e-04 -2.136230e-04
    -2.441410e-04 -3.051760e-04 -3.662110e-04 -4.272460e-04 -4.882810e-04 -6.103520e-04 -7.324210e-04 -8.544920e-04
    -9.765620e-04 -1.220700e-03 -1.464840e-03 -1.708980e-03 -1.953130e-03 -2.441410e-03 -2.929690e-03 -3.417970e-03
    -3.906250e-03 -4.882810e-03 -5.859380e-03 -6.835930e-03 -7.812500e-03 -9.765620e-03 -1.171880e-02 -1.367190e-02
    -1.562500e-02 -1.953130e-02 -2.343750e-02 -2.734380e-02 -3.125000e-02 -3.906250e-02 -4.687500e-02 -5.468750e-02
    -6.250000e-02 -7.812500e-02 -9.375000e-02 -1.093750e-01 -1.250000e-01 -1.562500e-01 -1.875000e-01 -2.187500e-01
    -2.500000e-01 -3.125000e-01 -3.750000e-01 -4.375000e-01 -5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01
    -1.000000e+00 -1.250000e+00 -1.500000e+00 -1.750000e+00 -2.000000e+00 -2.500000e+00 -3.000000e+00 -3.500000e+00
    -4.000000e+00 -5.000000e+00 -6.000000e+00 -7.000000e+00 -8.000000e+00 -1.000000e+01 -1.200000e+01 -1.400000e+01
    -1.600000e+01 -2.000000e+01 -2.400000e+01 -2.800000e+01 -3.200000e+01 -4.000000e+01 -4.800000e+01 -5.600000e+01
    -6.400000e+01 -8.000000e+01 -9.600000e+01 -1.120000e+02 -1.280000e+02 -1.600000e+02 -1.920000e+02 -2.240000e+02
    -2.560000e+02 -3.200000e+02 -3.840000e+02 -4.480000e+02 -5.120000e+02 -6.400000e+02 -7.680000e+02 -8.960000e+02
    -1.024000e+03 -1.280000e+03 -1.536000e+03 -1.792000e+03 -2.048000e+03 -2.560000e+03 -3.072000e+03 -3.584000e+03
    -4.096000e+03 -5.120000e+03 -6.144000e+03 -7.168000e+03 -8.192000e+03 -1.024000e+04 -1.228800e+04 -1.433600e+04
    -1.638400e+04 -2.048000e+04 -2.457600e+04 -2.867200e+04 -3.276800e+04 -4.096000e+04 -4.915200e+04 -5.734400e+04
";

    /// mlir-opt-22's text for every bit pattern of `f8E4M3FNUZ`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E4M3FNUZ: &str = "\
    0.000000e+00 9.765620e-04 1.953130e-03 2.929690e-03 3.906250e-03 4.882810e-03 5.859380e-03 6.835930e-03
    7.812500e-03 8.789060e-03 9.765620e-03 1.074220e-02 1.171880e-02 1.269530e-02 1.367190e-02 1.464840e-02
    1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
    3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
    6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
    1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
    2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
    5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
    1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
    2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
    4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
    8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
    1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
    3.200000e+01 3.600000e+01 4.000000e+01 4.400000e+01 4.800000e+01 5.200000e+01 5.600000e+01 6.000000e+01
    6.400000e+01 7.200000e+01 8.000000e+01 8.800000e+01 9.600000e+01 1.040000e+02 1.120000e+02 1.200000e+02
    1.280000e+02 1.440000e+02 1.600000e+02 1.760000e+02 1.920000e+02 2.080000e+02 2.240000e+02 2.400000e+02
    0x80 -9.765620e-04 -1.953130e-03 -2.929690e-03 -3.906250e-03 -4.882810e-03 -5.859380e-03 -6.835930e-03
    -7.812500e-03 -8.789060e-03 -9.765620e-03 -1.074220e-02 -1.171880e-02 -1.269530e-02 -1.367190e-02 -1.464840e-02
    -1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
    -3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
    -6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
    -1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
    -2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
    -5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
    -1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
    -2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
    -4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
    -8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
    -1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
    -3.200000e+01 -3.600000e+01 -4.000000e+01 -4.400000e+01 -4.800000e+01 -5.200000e+01 -5.600000e+01 -6.000000e+01
    -6.400000e+01 -7.200000e+01 -8.000000e+01 -8.800000e+01 -9.600000e+01 -1.040000e+02 -1.120000e+02 -1.200000e+02
    -1.280000e+02 -1.440000e+02 -1.600000e+02 -1.760000e+02 -1.920000e+02 -2.080000e+02 -2.240000e+02 -2.400000e+02
";

    /// mlir-opt-22's text for every bit pattern of `f8E4M3B11FNUZ`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E4M3B11FNUZ: &str = "\
    0.000000e+00 1.220700e-04 2.441410e-04 3.662110e-04 4.882810e-04 6.103520e-04 7.324210e-04 8.544920e-04
    9.765620e-04 1.098630e-03 1.220700e-03 1.342770e-03 1.464840e-03 1.586910e-03 1.708980e-03 1.831050e-03
    1.953130e-03 2.197270e-03 2.441410e-03 2.685550e-03 2.929690e-03 3.173830e-03 3.417970e-03 3.662110e-03
    3.906250e-03 4.394530e-03 4.882810e-03 5.371090e-03 5.859380e-03 6.347650e-03 6.835930e-03 7.324210e-03
    7.812500e-03 8.789060e-03 9.765620e-03 1.074220e-02 1.171880e-02 1.269530e-02 1.367190e-02 1.464840e-02
    1.562500e-02 1.757810e-02 1.953130e-02 2.148440e-02 2.343750e-02 2.539060e-02 2.734380e-02 2.929690e-02
    3.125000e-02 3.515630e-02 3.906250e-02 4.296880e-02 4.687500e-02 5.078130e-02 5.468750e-02 5.859380e-02
    6.250000e-02 7.031250e-02 7.812500e-02 8.593750e-02 9.375000e-02 1.015630e-01 1.093750e-01 1.171880e-01
    1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
    2.500000e-01 2.812500e-01 3.125000e-01 3.437500e-01 3.750000e-01 4.062500e-01 4.375000e-01 4.687500e-01
    5.000000e-01 5.625000e-01 6.250000e-01 6.875000e-01 7.500000e-01 8.125000e-01 8.750000e-01 9.375000e-01
    1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
    2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
    4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
    8.000000e+00 9.000000e+00 1.000000e+01 1.100000e+01 1.200000e+01 1.300000e+01 1.400000e+01 1.500000e+01
    1.600000e+01 1.800000e+01 2.000000e+01 2.200000e+01 2.400000e+01 2.600000e+01 2.800000e+01 3.000000e+01
    0x80 -1.220700e-04 -2.441410e-04 -3.662110e-04 -4.882810e-04 -6.103520e-04 -7.324210e-04 -8.544920e-04
    -9.765620e-04 -1.098630e-03 -1.220700e-03 -1.342770e-03 -1.464840e-03 -1.586910e-03 -1.708980e-03 -1.831050e-03
    -1.953130e-03 -2.197270e-03 -2.441410e-03 -2.685550e-03 -2.929690e-03 -3.173830e-03 -3.417970e-03 -3.662110e-03
    -3.906250e-03 -4.394530e-03 -4.882810e-03 -5.371090e-03 -5.859380e-03 -6.347650e-03 -6.835930e-03 -7.324210e-03
    -7.812500e-03 -8.789060e-03 -9.765620e-03 -1.074220e-02 -1.171880e-02 -1.269530e-02 -1.367190e-02 -1.464840e-02
    -1.562500e-02 -1.757810e-02 -1.953130e-02 -2.148440e-02 -2.343750e-02 -2.539060e-02 -2.734380e-02 -2.929690e-02
    -3.125000e-02 -3.515630e-02 -3.906250e-02 -4.296880e-02 -4.687500e-02 -5.078130e-02 -5.468750e-02 -5.859380e-02
    -6.250000e-02 -7.031250e-02 -7.812500e-02 -8.593750e-02 -9.375000e-02 -1.015630e-01 -1.093750e-01 -1.171880e-01
    -1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
    -2.500000e-01 -2.812500e-01 -3.125000e-01 -3.437500e-01 -3.750000e-01 -4.062500e-01 -4.375000e-01 -4.687500e-01
    -5.000000e-01 -5.625000e-01 -6.250000e-01 -6.875000e-01 -7.500000e-01 -8.125000e-01 -8.750000e-01 -9.375000e-01
    -1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
    -2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
    -4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
    -8.000000e+00 -9.000000e+00 -1.000000e+01 -1.100000e+01 -1.200000e+01 -1.300000e+01 -1.400000e+01 -1.500000e+01
    -1.600000e+01 -1.800000e+01 -2.000000e+01 -2.200000e+01 -2.400000e+01 -2.600000e+01 -2.800000e+01 -3.000000e+01
";

    /// mlir-opt-22's text for every bit pattern of `f8E3M4`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E3M4: &str = "\
    0.000000e+00 1.562500e-02 3.125000e-02 4.687500e-02 6.250000e-02 7.812500e-02 9.375000e-02 1.093750e-01
    1.250000e-01 1.406250e-01 1.562500e-01 1.718750e-01 1.875000e-01 2.031250e-01 2.187500e-01 2.343750e-01
    2.500000e-01 2.656250e-01 2.812500e-01 2.968750e-01 3.125000e-01 3.281250e-01 3.437500e-01 3.593750e-01
    3.750000e-01 3.906250e-01 4.062500e-01 4.218750e-01 4.375000e-01 4.531250e-01 4.687500e-01 4.843750e-01
    5.000000e-01 5.312500e-01 5.625000e-01 5.937500e-01 6.250000e-01 6.562500e-01 6.875000e-01 7.187500e-01
    7.500000e-01 7.812500e-01 8.125000e-01 8.437500e-01 8.750000e-01 9.062500e-01 9.375000e-01 9.687500e-01
    1.000000e+00 1.062500e+00 1.125000e+00 1.187500e+00 1.250000e+00 1.312500e+00 1.375000e+00 1.437500e+00
    1.500000e+00 1.562500e+00 1.625000e+00 1.687500e+00 1.750000e+00 1.812500e+00 1.875000e+00 1.937500e+00
    2.000000e+00 2.125000e+00 2.250000e+00 2.375000e+00 2.500000e+00 2.625000e+00 2.750000e+00 2.875000e+00
    3.000000e+00 3.125000e+00 3.250000e+00 3.375000e+00 3.500000e+00 3.625000e+00 3.750000e+00 3.875000e+00
    4.000000e+00 4.250000e+00 4.500000e+00 4.750000e+00 5.000000e+00 5.250000e+00 5.500000e+00 5.750000e+00
    6.000000e+00 6.250000e+00 6.500000e+00 6.750000e+00 7.000000e+00 7.250000e+00 7.500000e+00 7.750000e+00
    8.000000e+00 8.500000e+00 9.000000e+00 9.500000e+00 1.000000e+01 1.050000e+01 1.100000e+01 1.150000e+01
    1.200000e+01 1.250000e+01 1.300000e+01 1.350000e+01 1.400000e+01 1.450000e+01 1.500000e+01 1.550000e+01
    0x70 0x71 0x72 0x73 0x74 0x75 0x76 0x77
    0x78 0x79 0x7A 0x7B 0x7C 0x7D 0x7E 0x7F
    -0.000000e+00 -1.562500e-02 -3.125000e-02 -4.687500e-02 -6.250000e-02 -7.812500e-02 -9.375000e-02 -1.093750e-01
    -1.250000e-01 -1.406250e-01 -1.562500e-01 -1.718750e-01 -1.875000e-01 -2.031250e-01 -2.187500e-01 -2.343750e-01
    -2.500000e-01 -2.656250e-01 -2.812500e-01 -2.968750e-01 -3.125000e-01 -3.281250e-01 -3.437500e-01 -3.593750e-01
    -3.750000e-01 -3.906250e-01 -4.062500e-01 -4.218750e-01 -4.375000e-01 -4.531250e-01 -4.687500e-01 -4.843750e-01
    -5.000000e-01 -5.312500e-01 -5.625000e-01 -5.937500e-01 -6.250000e-01 -6.562500e-01 -6.875000e-01 -7.187500e-01
    -7.500000e-01 -7.812500e-01 -8.125000e-01 -8.437500e-01 -8.750000e-01 -9.062500e-01 -9.375000e-01 -9.687500e-01
    -1.000000e+00 -1.062500e+00 -1.125000e+00 -1.187500e+00 -1.250000e+00 -1.312500e+00 -1.375000e+00 -1.437500e+00
    -1.500000e+00 -1.562500e+00 -1.625000e+00 -1.687500e+00 -1.750000e+00 -1.812500e+00 -1.875000e+00 -1.937500e+00
    -2.000000e+00 -2.125000e+00 -2.250000e+00 -2.375000e+00 -2.500000e+00 -2.625000e+00 -2.750000e+00 -2.875000e+00
    -3.000000e+00 -3.125000e+00 -3.250000e+00 -3.375000e+00 -3.500000e+00 -3.625000e+00 -3.750000e+00 -3.875000e+00
    -4.000000e+00 -4.250000e+00 -4.500000e+00 -4.750000e+00 -5.000000e+00 -5.250000e+00 -5.500000e+00 -5.750000e+00
    -6.000000e+00 -6.250000e+00 -6.500000e+00 -6.750000e+00 -7.000000e+00 -7.250000e+00 -7.500000e+00 -7.750000e+00
    -8.000000e+00 -8.500000e+00 -9.000000e+00 -9.500000e+00 -1.000000e+01 -1.050000e+01 -1.100000e+01 -1.150000e+01
    -1.200000e+01 -1.250000e+01 -1.300000e+01 -1.350000e+01 -1.400000e+01 -1.450000e+01 -1.500000e+01 -1.550000e+01
    0xF0 0xF1 0xF2 0xF3 0xF4 0xF5 0xF6 0xF7
    0xF8 0xF9 0xFA 0xFB 0xFC 0xFD 0xFE 0xFF
";

    /// mlir-opt-22's text for every bit pattern of `f8E8M0FNU`, in order (`0x0`, `0x1`, ...).
    const ALL_F8E8M0FNU: &str = "\
    5.877470e-39 1.175490e-38 2.350990e-38 4.701980e-38 9.403950e-38 1.880790e-37 3.761580e-37 7.523160e-37
    1.504630e-36 3.009270e-36 6.018530e-36 1.203710e-35 2.407410e-35 4.814820e-35 9.629640e-35 1.925930e-34
    3.851860e-34 7.703710e-34 1.540740e-33 3.081490e-33 6.162980e-33 1.232600e-32 2.465190e-32 4.930380e-32
    9.860760e-32 1.972150e-31 3.944300e-31 7.888600e-31 1.577720e-30 3.155440e-30 6.310880e-30 1.262180e-29
    2.524350e-29 5.048710e-29 1.009740e-28 2.019480e-28 4.038970e-28 8.077940e-28 1.615590e-27 3.231170e-27
    6.462340e-27 1.292470e-26 2.584940e-26 5.169880e-26 1.033980e-25 2.067950e-25 4.135900e-25 8.271810e-25
    1.654360e-24 3.308720e-24 6.617440e-24 1.323490e-23 2.646980e-23 5.293960e-23 1.058790e-22 2.117580e-22
    4.235160e-22 8.470320e-22 1.694070e-21 3.388130e-21 6.776260e-21 1.355250e-20 2.710510e-20 5.421010e-20
    1.084200e-19 2.168400e-19 4.336810e-19 8.673610e-19 1.734720e-18 3.469450e-18 6.938890e-18 1.387780e-17
    2.775560e-17 5.551120e-17 1.110220e-16 2.220450e-16 4.440890e-16 8.881780e-16 1.776360e-15 3.552710e-15
    7.105420e-15 1.421090e-14 2.842170e-14 5.684340e-14 1.136870e-13 2.273740e-13 4.547470e-13 9.094950e-13
    1.818990e-12 3.637980e-12 7.275960e-12 1.455190e-11 2.910380e-11 5.820770e-11 1.164150e-10 2.328310e-10
    4.656610e-10 9.313220e-10 1.862650e-09 3.725290e-09 7.450580e-09 1.490120e-08 2.980230e-08 5.960460e-08
    1.192090e-07 2.384190e-07 4.768370e-07 9.536740e-07 1.907350e-06 3.814700e-06 7.629390e-06 1.525880e-05
    3.051760e-05 6.103520e-05 1.220700e-04 2.441410e-04 4.882810e-04 9.765620e-04 1.953130e-03 3.906250e-03
    7.812500e-03 1.562500e-02 3.125000e-02 6.250000e-02 1.250000e-01 2.500000e-01 5.000000e-01 1.000000e+00
    2.000000e+00 4.000000e+00 8.000000e+00 1.600000e+01 3.200000e+01 6.400000e+01 1.280000e+02 2.560000e+02
    5.120000e+02 1.024000e+03 2.048000e+03 4.096000e+03 8.192000e+03 1.638400e+04 3.276800e+04 6.553600e+04
    1.310720e+05 2.621440e+05 5.242880e+05 1.048580e+06 2.097150e+06 4.194300e+06 8.388600e+06 1.677720e+07
    3.355440e+07 6.710880e+07 1.342180e+08 2.684350e+08 5.368700e+08 1.073740e+09 2.147480e+09 4.294970e+09
    8.589930e+09 1.717990e+10 3.435970e+10 6.871940e+10 1.374390e+11 2.748780e+11 5.497550e+11 1.099510e+12
    2.199020e+12 4.398050e+12 8.796090e+12 1.759220e+13 3.518440e+13 7.036870e+13 1.407370e+14 2.814750e+14
    5.629490e+14 1.125900e+15 2.251800e+15 4.503600e+15 9.007190e+15 1.801440e+16 3.602880e+16 7.205750e+16
    1.441150e+17 2.882300e+17 5.764600e+17 1.152920e+18 2.305840e+18 4.611690e+18 9.223370e+18 1.844670e+19
    3.689350e+19 7.378690e+19 1.475740e+20 2.951480e+20 5.902950e+20 1.180590e+21 2.361180e+21 4.722370e+21
    9.444730e+21 1.888950e+22 3.777890e+22 7.555780e+22 1.511160e+23 3.022310e+23 6.044620e+23 1.208930e+24
    2.417850e+24 4.835700e+24 9.671400e+24 1.934280e+25 3.868560e+25 7.737120e+25 1.547430e+26 3.094850e+26
    6.189700e+26 1.237940e+27 2.475880e+27 4.951760e+27 9.903520e+27 1.980700e+28 3.961410e+28 7.922810e+28
    1.584560e+29 3.169130e+29 6.338250e+29 1.267650e+30 2.535300e+30 5.070600e+30 1.014120e+31 2.028240e+31
    4.056480e+31 8.112960e+31 1.622590e+32 3.245190e+32 6.490370e+32 1.298070e+33 2.596150e+33 5.192300e+33
    1.038460e+34 2.076920e+34 4.153840e+34 8.307670e+34 1.661530e+35 3.323070e+35 6.646130e+35 1.329230e+36
    2.658460e+36 5.316910e+36 1.063380e+37 2.126760e+37 4.253530e+37 8.507050e+37 1.701410e+38 0xFF
";

    /// mlir-opt-22's text for every bit pattern of `f4E2M1FN`, in order (`0x0`, `0x1`, ...).
    const ALL_F4E2M1FN: &str = "\
    0.000000e+00 5.000000e-01 1.000000e+00 1.500000e+00 2.000000e+00 3.000000e+00 4.000000e+00 6.000000e+00
    -0.000000e+00 -5.000000e-01 -1.000000e+00 -1.500000e+00 -2.000000e+00 -3.000000e+00 -4.000000e+00 -6.000000e+00
";

    /// mlir-opt-22's text for every bit pattern of `f6E2M3FN`, in order (`0x0`, `0x1`, ...).
    const ALL_F6E2M3FN: &str = "\
    0.000000e+00 1.250000e-01 2.500000e-01 3.750000e-01 5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01
    1.000000e+00 1.125000e+00 1.250000e+00 1.375000e+00 1.500000e+00 1.625000e+00 1.750000e+00 1.875000e+00
    2.000000e+00 2.250000e+00 2.500000e+00 2.750000e+00 3.000000e+00 3.250000e+00 3.500000e+00 3.750000e+00
    4.000000e+00 4.500000e+00 5.000000e+00 5.500000e+00 6.000000e+00 6.500000e+00 7.000000e+00 7.500000e+00
    -0.000000e+00 -1.250000e-01 -2.500000e-01 -3.750000e-01 -5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01
    -1.000000e+00 -1.125000e+00 -1.250000e+00 -1.375000e+00 -1.500000e+00 -1.625000e+00 -1.750000e+00 -1.875000e+00
    -2.000000e+00 -2.250000e+00 -2.500000e+00 -2.750000e+00 -3.000000e+00 -3.250000e+00 -3.500000e+00 -3.750000e+00
    -4.000000e+00 -4.500000e+00 -5.000000e+00 -5.500000e+00 -6.000000e+00 -6.500000e+00 -7.000000e+00 -7.500000e+00
";

    /// mlir-opt-22's text for every bit pattern of `f6E3M2FN`, in order (`0x0`, `0x1`, ...).
    const ALL_F6E3M2FN: &str = "\
    0.000000e+00 6.250000e-02 1.250000e-01 1.875000e-01 2.500000e-01 3.125000e-01 3.750000e-01 4.375000e-01
    5.000000e-01 6.250000e-01 7.500000e-01 8.750000e-01 1.000000e+00 1.250000e+00 1.500000e+00 1.750000e+00
    2.000000e+00 2.500000e+00 3.000000e+00 3.500000e+00 4.000000e+00 5.000000e+00 6.000000e+00 7.000000e+00
    8.000000e+00 1.000000e+01 1.200000e+01 1.400000e+01 1.600000e+01 2.000000e+01 2.400000e+01 2.800000e+01
    -0.000000e+00 -6.250000e-02 -1.250000e-01 -1.875000e-01 -2.500000e-01 -3.125000e-01 -3.750000e-01 -4.375000e-01
    -5.000000e-01 -6.250000e-01 -7.500000e-01 -8.750000e-01 -1.000000e+00 -1.250000e+00 -1.500000e+00 -1.750000e+00
    -2.000000e+00 -2.500000e+00 -3.000000e+00 -3.500000e+00 -4.000000e+00 -5.000000e+00 -6.000000e+00 -7.000000e+00
    -8.000000e+00 -1.000000e+01 -1.200000e+01 -1.400000e+01 -1.600000e+01 -2.000000e+01 -2.400000e+01 -2.800000e+01
";

    /// `KIND BITS PRINTED` for a sample of wider kinds.
    const WIDE_SAMPLES: &str = "\
    f16 0x7F15 0x7F15
    f16 0x7EF0 0x7EF0
    f16 0x7D1D 0x7D1D
    f16 0xFC2F 0xFC2F
    f16 0xFD91 0xFD91
    f16 0x7E6A 0x7E6A
    f16 0x7F1A 0x7F1A
    f16 0x7EA9 0x7EA9
    f16 0xFC65 0xFC65
    f16 0xFDEF 0xFDEF
    f16 0xFC1E 0xFC1E
    f16 0x7D55 0x7D55
    f16 0x7F1C 0x7F1C
    f16 0x7DD0 0x7DD0
    f16 0xFD67 0xFD67
    f16 0xFEC3 0xFEC3
    f16 0xFEF8 0xFEF8
    f16 0xFD84 0xFD84
    f16 0x7D9E 0x7D9E
    f16 0x7EAF 0x7EAF
    f16 0x7C28 0x7C28
    f16 0xFEEF 0xFEEF
    f16 0x7E60 0x7E60
    f16 0xFC95 0xFC95
    f16 0x5258 5.075000e+01
    f16 0x6247 8.035000e+02
    f16 0x1C05 3.925320e-03
    f16 0x34F7 3.103030e-01
    f16 0xD17E -4.393750e+01
    f16 0x6C41 4.356000e+03
    f16 0xDB65 -2.366250e+02
    f16 0xA669 -2.503970e-02
    f16 0x9961 -2.626420e-03
    f16 0x5C06 2.575000e+02
    f16 0x9F89 -7.358550e-03
    f16 0x5E4C 4.030000e+02
    f16 0xB0C6 -1.491700e-01
    f16 0x8E7E -3.962520e-04
    f16 0x2DAE 8.874510e-02
    f16 0x8588 -8.440010e-05
    f16 0xB52 2.233980e-04
    f16 0x9EEE -6.767270e-03
    f16 0xF27B -1.327200e+04
    f16 0x8EBA -4.105570e-04
    f16 0xD78E -1.208750e+02
    f16 0x6AAC 3.416000e+03
    f16 0xCBEF -1.586720e+01
    f16 0x651 9.638070e-05
    bf16 0xFFA5 0xFFA5
    bf16 0x7FC6 0x7FC6
    bf16 0xFFBE 0xFFBE
    bf16 0x7FF7 0x7FF7
    bf16 0x7FF2 0x7FF2
    bf16 0xFFF0 0xFFF0
    bf16 0x7FA1 0x7FA1
    bf16 0x7FB2 0x7FB2
    bf16 0x7FBF 0x7FBF
    bf16 0xFF8A 0xFF8A
    bf16 0xFFD7 0xFFD7
    bf16 0x7FCA 0x7FCA
    bf16 0x7FD0 0x7FD0
    bf16 0x7FFE 0x7FFE
    bf16 0x7FE9 0x7FE9
    bf16 0xFFB6 0xFFB6
    bf16 0x7FD4 0x7FD4
    bf16 0xFFEE 0xFFEE
    bf16 0xFF86 0xFF86
    bf16 0x7FD5 0x7FD5
    bf16 0xFFE9 0xFFE9
    bf16 0x7FCD 0x7FCD
    bf16 0xFFA9 0xFFA9
    bf16 0xFF9F 0xFF9F
    bf16 0x1374 3.079710e-27
    bf16 0x85EC -2.219330e-35
    bf16 0x2DFA 2.842170e-11
    bf16 0x80C9 -1.845890e-38
    bf16 0x6846 3.740110e+24
    bf16 0xEE2F -1.354000e+28
    bf16 0x977C -8.142560e-25
    bf16 0x1D7C 3.335190e-21
    bf16 0xC81F -1.628160e+05
    bf16 0x9927 -8.633690e-24
    bf16 0x5E72 4.359480e+18
    bf16 0xB6F8 -7.390970e-06
    bf16 0x9DAF -4.632210e-21
    bf16 0xF632 -9.025670e+32
    bf16 0x8869 -7.011590e-34
    bf16 0x9C17 -4.996170e-22
    bf16 0xFD8F -2.376000e+37
    bf16 0x23AD 1.875670e-17
    bf16 0x1A08 2.812410e-23
    bf16 0xE1D9 -5.003680e+20
    bf16 0x9C77 -8.172540e-22
    bf16 0xD645 -5.415090e+13
    bf16 0x38CD 9.775160e-05
    bf16 0x2A32 1.580960e-13
    tf32 0x3FDBD 0x3FDBD
    tf32 0x7FF95 0x7FF95
    tf32 0x7FFBE 0x7FFBE
    tf32 0x7FE17 0x7FE17
    tf32 0x7FE8C 0x7FE8C
    tf32 0x7FC00 0x7FC00
    tf32 0x3FC60 0x3FC60
    tf32 0x7FEF1 0x7FEF1
    tf32 0x3FC6F 0x3FC6F
    tf32 0x7FC9E 0x7FC9E
    tf32 0x3FCA6 0x3FCA6
    tf32 0x3FD00 0x3FD00
    tf32 0x7FDB8 0x7FDB8
    tf32 0x7FDC1 0x7FDC1
    tf32 0x7FC50 0x7FC50
    tf32 0x7FDB2 0x7FDB2
    tf32 0x480BF -2.995210e-29
    tf32 0x27BFC 4.286580e+09
    tf32 0x1F4A9 2.912600e-01
    tf32 0x3B94C 3.437870e+33
    tf32 0x4DDEC -3.135010e-22
    tf32 0x63DDD -9.606400e+04
    tf32 0x3F6C2 1.437230e+38
    tf32 0x28760 3.167540e+10
    tf32 0x20304 3.507810e+00
    tf32 0x13F00 6.217250e-15
    tf32 0x6C8A0 -2.603640e+15
    tf32 0x33F00 2.115620e+24
    tf32 0x2594F 1.113290e+07
    tf32 0x67778 -2.004880e+09
    tf32 0x46662 -3.146970e-31
    tf32 0x6BCB8 -3.320530e+14
    f32 0x4E728000 1.01711872E+9
    f32 0xF4EC338B -1.49710385E+32
    f32 0xDF800000 -1.84467441E+19
    f32 0xC6722FDE -15499.9668
    f32 0xEE072000 -1.04547905E+28
    f32 0x70546DA4 2.62973478E+29
    f32 0x78FDC4AF 4.11762601E+34
    f32 0x67400000 9.06694364E+23
    f32 0xE6F625D3 -5.81199944E+23
    f32 0x76400000 9.7355566E+32
    f32 0x452EC19D 2796.10083
    f32 0x29F6C84B 1.09593399E-13
    f32 0xD36CA000 -1.01629664E+12
    f32 0xF07CD111 -3.12971873E+29
    f32 0xD2DADD42 -4.7000748E+11
    f32 0xE0ACCDE9 -9.96149178E+19
    f32 0xD275E738 -2.64036549E+11
    f32 0x5860A6F4 9.88030651E+14
    f32 0x70724000 2.99890975E+29
    f32 0x50680000 1.55692564E+10
    f32 0x4BA79878 0x4BA79878
    f32 0xCAB6B394 0xCAB6B394
    f32 0xCC06590B 0xCC06590B
    f32 0x4C7E3CD2 0x4C7E3CD2
    f32 0x4B8DD2D3 0x4B8DD2D3
    f32 0x4C140000 0x4C140000
    f32 0xCCB85643 0xCCB85643
    f32 0xCA78C24C 0xCA78C24C
    f32 0x4AE80000 0x4AE80000
    f32 0x7F9D195B 0x7F9D195B
    f32 0xCD2F8804 0xCD2F8804
    f32 0xCE400000 0xCE400000
    f32 0x4B974000 0x4B974000
    f32 0x4B29AA33 0x4B29AA33
    f32 0xCE074000 0xCE074000
    f32 0x4BF00000 0x4BF00000
    f32 0x4CAE0724 0x4CAE0724
    f32 0x4C1171DB 0x4C1171DB
    f32 0xCA5478C8 0xCA5478C8
    f32 0xCCD76B2F 0xCCD76B2F
    f32 0x9AA50000 -6.824240e-23
    f32 0x48C00000 3.932160e+05
    f32 0xBCC06078 -2.348350e-02
    f32 0x48FA0000 5.120000e+05
    f32 0xC6F80000 -3.174400e+04
    f32 0x41400000 1.200000e+01
    f32 0xC4420000 -7.760000e+02
    f32 0xBE800000 -2.500000e-01
    f32 0xC4C00000 -1.536000e+03
    f32 0xF0DF4E0A -5.528760e+29
    f32 0xC4C00000 -1.536000e+03
    f32 0x49658BD0 9.402210e+05
    f32 0x49510000 8.560640e+05
    f32 0xC1320000 -1.112500e+01
    f32 0x95861246 -5.415100e-26
    f32 0x6A0091D6 3.885780e+25
    f32 0x89200000 -1.925930e-33
    f32 0x3FE00000 1.750000e+00
    f32 0x462F2000 1.120800e+04
    f32 0xC4322800 -7.126250e+02
    f64 0xCCA2B32D4CA5F76E -1.5024798372767366E+61
    f64 0x1DA4000000000000 6.7833213790438156E-166
    f64 0x1CC248D6BF57341F 3.7850897659545983E-170
    f64 0xCE024F9EB04E0374 -6.1707998973917015E+67
    f64 0x78B4000000000000 2.7048679994146061E+273
    f64 0x609A000000000000 2.2310592395424482E+157
    f64 0x347FC00000000000 8.0929069085528575E-56
    f64 0xB8EDAF3190555D61 -1.7865618315437109E-34
    f64 0x7548000000000000 9.0090201945656403E+256
    f64 0x8FABC57C5A360CBF -3.493748123231808E-233
    f64 0xB9F4000000000000 -1.5777218104420236E-29
    f64 0xBF631BE7B2946469 -0.0023326421111389728
    f64 0x4DA9E0A0B7BC9C9 2.7968474816733532E-285
    f64 0x45ED72DE303ABCAD 7.2911456666323482E+28
    f64 0xA78118145C8F4090 -2.1183462793834858E-118
    f64 0x844D5EA189D4B75F -6.0274409518350784E-288
    f64 0x50654FD7BDB2CD8E 1.9741982163129784E+79
    f64 0xF460DED9763A6613 -3.8652223353428473E+252
    f64 0xFAA0C4A4E8B0A111 -4.8700214165853685E+282
    f64 0xEB9744519716B088 -1.9122952817608624E+210
    f64 0x41AD000000000000 0x41AD000000000000
    f64 0xC238000000000000 0xC238000000000000
    f64 0xC2248C0000000000 0xC2248C0000000000
    f64 0xC24FC00000000000 0xC24FC00000000000
    f64 0x4158000000000000 0x4158000000000000
    f64 0xC3392B43706B2BFD 0xC3392B43706B2BFD
    f64 0xC258000000000000 0xC258000000000000
    f64 0x41E0000000000000 0x41E0000000000000
    f64 0xC294280000000000 0xC294280000000000
    f64 0xC22D000000000000 0xC22D000000000000
    f64 0x4257C80000000000 0x4257C80000000000
    f64 0xC242F80000000000 0xC242F80000000000
    f64 0xC229240000000000 0xC229240000000000
    f64 0xC2A0000000000000 0xC2A0000000000000
    f64 0x7FF283CDE43CFFBF 0x7FF283CDE43CFFBF
    f64 0xC36603621F570EFB 0xC36603621F570EFB
    f64 0xC2B7500000000000 0xC2B7500000000000
    f64 0xC34C0B8EC9CA626F 0xC34C0B8EC9CA626F
    f64 0x4280000000000000 0x4280000000000000
    f64 0x4368800000000000 0x4368800000000000
    f64 0xC08E800000000000 -9.760000e+02
    f64 0xC016800000000000 -5.625000e+00
    f64 0x40C4680000000000 1.044800e+04
    f64 0x4090F00000000000 1.084000e+03
    f64 0xC0C8000000000000 -1.228800e+04
    f64 0x4026000000000000 1.100000e+01
    f64 0x4081000000000000 5.440000e+02
    f64 0x40A1700000000000 2.232000e+03
    f64 0x4058400000000000 9.700000e+01
    f64 0x415E640000000000 7.966720e+06
    f80 0x36D5DC55774118E75F96 1.04592712867834584022E-706
    f80 0x4965A000000000000000 2.37180827831982507297E+724
    f80 0xB6BCCBBC5F1C4E4C2DB6 -2.88229027240534451344E-714
    f80 0x1592A7DB3E4668871A9C 4.27508818466101370093E-3270
    f80 0xD4A38000000000000000 -4.39032922341065926298E+1590
    f80 0x96D5D000000000000000 -9.05230249948311070077E-3173
    f80 0x5EFFBFBE2148092A9D5F 1.41108913419354654171E+2389
    f80 0xE7F5E61895E075DBFBB3 -6.18806421087248021786E+3079
    f80 0xCB8C9D00000000000000 -1.71548474784884238867E+890
    f80 0xD224DA93A9F693564EF2 -3.28642690430941152641E+1398
    f80 0x96D3EF5F7C5743E2C38F -2.604419140759001789E-3173
    f80 0xDBB6AEED2A4D9FF1E50A -8.77939706198237636842E+2135
    f80 0xDF72EDC0000000000000 -7.26784483362810623827E+2423
    f80 0x9440973ECBF23096E829 -6.8793986301564635448E-3372
    f80 0xE51624BFFD2C5D086CC0 0xFFFF24BFFD2C5D086CC0
    f80 0x38E60A00000000000000 0x7FFF0A00000000000000
    f80 0x8A9956C0000000000000 0xFFFF56C0000000000000
    f80 0xF9C25A733FC64C977CCE 0xFFFF5A733FC64C977CCE
    f80 0x3467557661221AC157C6 0x7FFF557661221AC157C6
    f80 0xEB9C09D3AE844E72B20D 0xFFFF09D3AE844E72B20D
    f80 0x7DC75FC154C84A068688 0x7FFF5FC154C84A068688
    f80 0x647E0EB2B53F2E858175 0x7FFF0EB2B53F2E858175
    f80 0xB02E549B8BCB4B95D1B5 0xFFFF549B8BCB4B95D1B5
    f80 0x76672800000000000000 0x7FFF2800000000000000
    f80 0xA6771DD8348EE209CAC 0x7FFF71DD8348EE209CAC
    f80 0x40278000000000000000 0x40278000000000000000
    f80 0x1C6C24A0188FD713D4A3 0x7FFF24A0188FD713D4A3
    f80 0x62B60000000000000000 0x7FFF0000000000000000
    f128 0x5812FC80000000000000000000000000 3.51491048370206891264559764019100113E+1855
    f128 0xE8A799CF09952B89B67F217A99DF42E0 -2.11123278689692874668947500382809275E+3133
    f128 0xB2470000000000000000000000000000 -6.06254852995387160757988004621663056E-1058
    f128 0x6E433E251EF04DABE370B0243F2FE724 3.11640423348200476496840994262779387E+3565
    f128 0xDDCEABFC96C6B888BA4F0A8668CDD44F -2.41594584484686545933093526976008456E+2297
    f128 0x1E8F6BC233B35C344A6E3C00A9624132 2.16675806822977879629811734784569648E-2577
    f128 0x434FC000000000000000000000000000 3.28453861260205635061238149178529988E+255
    f128 0x931588DDC71648B1911E1EF433A89CC8 -8.77232449178597384480010298028954398E-3462
    f128 0xDAD98000000000000000000000000000 -2.8594430625416249618468586139507098E+2069
    f128 0x99BF6000000000000000000000000000 -2.83520950687281976888964286311107889E-2948
    f128 0x4033AC00000000000000000000000000 0x4033AC00000000000000000000000000
    f128 0xC0268C00000000000000000000000000 0xC0268C00000000000000000000000000
    f128 0x40717056025AFEFFF654E5AEEAF11235 0x40717056025AFEFFF654E5AEEAF11235
    f128 0xC047C000000000000000000000000000 0xC047C000000000000000000000000000
    f128 0xC0473000000000000000000000000000 0xC0473000000000000000000000000000
    f128 0xC033E000000000000000000000000000 0xC033E000000000000000000000000000
    f128 0xC001C000000000000000000000000000 -7.000000e+00
    f128 0xC00F4000000000000000000000000000 -8.192000e+04
    f128 0x4007C000000000000000000000000000 4.480000e+02
    f128 0xC0100000000000000000000000000000 -1.310720e+05
";

    /// `OP KIND ARGS... => RESULT` from `mlir-opt-22 --canonicalize` (arith folding).
    const FOLD_CASES: &str = "\
    addf bf16 0xFFFF 0xFDEC => 0xFFFF
    addf bf16 0x8000 0x5015 => 9.999220e+09
    addf f128 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF 0x40008000000000000000000000000000 => 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
    addf f128 0x80000000000000000000000000000000 0xBFFF0000000000000000000000000000 => -1.000000e+00
    addf f16 0x7FFF 0x4700 => 0x7FFF
    addf f16 0x5F00 0x8001 => 4.480000e+02
    addf f32 0xDA24260 0x7FFFFFFE => 0x7FFFFFFE
    addf f32 0x40E00000 0x7FFFFFFE => 0x7FFFFFFE
    addf f4E2M1FN 0xC 0x5 => 1.000000e+00
    addf f4E2M1FN 0x5 0x7 => 6.000000e+00
    addf f4E2M1FN 0x9 0x5 => 2.000000e+00
    addf f64 0xC202A05F20000000 0xFFF0000000000000 => 0xFFF0000000000000
    addf f64 0x3FF0000000000000 0x39B4484BFEEBC2A0 => 1.000000e+00
    addf f6E2M3FN 0x21 0x28 => -1.125000e+00
    addf f6E2M3FN 0x20 0xC => 1.500000e+00
    addf f6E2M3FN 0x1A 0x0 => 5.000000e+00
    addf f6E3M2FN 0x1 0x17 => 7.000000e+00
    addf f6E3M2FN 0x1 0x28 => -4.375000e-01
    addf f6E3M2FN 0x20 0xC => 1.000000e+00
    addf f80 0xC0209502F90000000000 0x7FFFC000000000000000 => 0x7FFFC000000000000000
    addf f80 0x0 0xFFFF8000000000000000 => 0xFFFF8000000000000000
    addf f8E3M4 0x78 0x38 => 0x78
    addf f8E3M4 0xC4 0x71 => 0x79
    addf f8E4M3 0x4E 0x7E => 0x7E
    addf f8E4M3 0xFF 0xB8 => 0xFF
    addf f8E4M3B11FNUZ 0x80 0x6A => 0x80
    addf f8E4M3B11FNUZ 0x7E 0x4A => 2.800000e+01
    addf f8E4M3B11FNUZ 0x81 0x80 => 0x80
    addf f8E4M3FN 0x7F 0x1D => 0x7F
    addf f8E4M3FN 0x2A 0x1D => 4.062500e-01
    addf f8E4M3FNUZ 0x7E 0x7F => 0x80
    addf f8E4M3FNUZ 0x4C 0x56 => 1.000000e+01
    addf f8E4M3FNUZ 0x44 0x1 => 1.500000e+00
    addf f8E5M2 0x7E 0x7D => 0x7E
    addf f8E5M2 0x3E 0x2E => 1.500000e+00
    addf f8E5M2FNUZ 0x32 0x80 => 0x80
    addf f8E5M2FNUZ 0x81 0x3E => 7.500000e-01
    addf f8E5M2FNUZ 0x4B 0x46 => 1.000000e+01
    addf f8E8M0FNU 0x7D 0xFF => 0xFF
    addf f8E8M0FNU 0x1B 0x7F => 1.000000e+00
    addf f8E8M0FNU 0x1 0xFF => 0xFF
    addf tf32 0x3FFFF 0x1FC00 => 0x3FFFF
    addf tf32 0x5FC00 0x280A8 => 9.999220e+09
    cmpf bf16 0x7FC0 0x5015 oeq => false
    cmpf bf16 0x7F81 0x5015 oeq => false
    cmpf f128 0x4001C000000000000000000000000000 0x99FB6EC663BC45C18C1A87369F4B56D2 uno => false
    cmpf f128 0x7FFF8000000000000000000000000000 0x80000000000000000000000000000001 oeq => false
    cmpf f16 0x3AB5 0x4200 oeq => false
    cmpf f16 0xFC00 0x4700 oeq => false
    cmpf f32 0x7FC00000 0xFF800000 uno => true
    cmpf f32 0xC0200000 0xFFFFFFFF uno => true
    cmpf f4E2M1FN 0x2 0xC uno => false
    cmpf f4E2M1FN 0xA 0x0 olt => true
    cmpf f4E2M1FN 0x3 0x1 oeq => false
    cmpf f64 0x7FF0000000000000 0xC202A05F20000000 uno => false
    cmpf f64 0x4202A05F20000000 0x7FF0000000000000 uno => false
    cmpf f6E2M3FN 0x20 0x0 uno => false
    cmpf f6E2M3FN 0x3F 0x8 oeq => false
    cmpf f6E2M3FN 0x1 0x25 olt => false
    cmpf f6E3M2FN 0x5 0x31 olt => false
    cmpf f6E3M2FN 0x17 0x3F olt => false
    cmpf f6E3M2FN 0x5 0xE olt => true
    cmpf f80 0x4001A000000000000000 0xAB00E9896E777218D06E oeq => false
    cmpf f80 0x3FFEC000000000000000 0xEC350A3BF4D9C097CE13 uno => true
    cmpf f8E3M4 0x78 0x80 uno => true
    cmpf f8E3M4 0xA4 0xA4 uno => false
    cmpf f8E4M3 0x34 0xB8 uno => false
    cmpf f8E4M3 0x4E 0xC2 oeq => false
    cmpf f8E4M3B11FNUZ 0xD8 0x6E olt => true
    cmpf f8E4M3B11FNUZ 0xD6 0xFF oeq => false
    cmpf f8E4M3B11FNUZ 0x6A 0x7E uno => false
    cmpf f8E4M3FN 0x34 0x1 uno => false
    cmpf f8E4M3FN 0x1 0xB8 uno => false
    cmpf f8E4M3FNUZ 0x25 0x52 uno => false
    cmpf f8E4M3FNUZ 0x25 0x4C oeq => false
    cmpf f8E4M3FNUZ 0xE9 0x80 olt => false
    cmpf f8E5M2 0xBC 0x1 olt => true
    cmpf f8E5M2 0x45 0x7D olt => false
    cmpf f8E5M2FNUZ 0x46 0x4B uno => false
    cmpf f8E5M2FNUZ 0x42 0x39 olt => false
    cmpf f8E5M2FNUZ 0x4B 0x0 uno => false
    cmpf f8E8M0FNU 0x0 0x80 uno => false
    cmpf f8E8M0FNU 0x7E 0xA0 oeq => false
    cmpf f8E8M0FNU 0x7C 0xAA oeq => false
    cmpf tf32 0x20200 0x1F4CD uno => false
    cmpf tf32 0x76F0A 0x1FE00 olt => true
    divf bf16 0x3E9A 0x7FFE => 0x7FFE
    divf bf16 0x8000 0xD015 => 0.000000e+00
    divf f128 0x7FFF0000000000000000000000000000 0x4007C000000000000000000000000000 => 0x7FFF0000000000000000000000000000
    divf f128 0x3FFF8000000000000000000000000000 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF => 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
    divf f16 0xFC00 0xFC00 => 0x7E00
    divf f16 0xC100 0x8001 => 0x7C00
    divf f32 0x3FC00000 0x7FFFFFFF => 0x7FFFFFFF
    divf f32 0x7FC00000 0x7FC00000 => 0x7FC00000
    divf f4E2M1FN 0xF 0xF => 1.000000e+00
    divf f4E2M1FN 0xC 0xA => 2.000000e+00
    divf f4E2M1FN 0x8 0x6 => -0.000000e+00
    divf f64 0x7FF0000000000000 0x4014000000000000 => 0x7FF0000000000000
    divf f64 0xBFF0000000000000 0xFFFFFFFFFFFFFFFF => 0xFFFFFFFFFFFFFFFF
    divf f6E2M3FN 0x14 0x14 => 1.000000e+00
    divf f6E2M3FN 0x11 0x3F => -2.500000e-01
    divf f6E2M3FN 0x8 0x1 => 7.500000e+00
    divf f6E3M2FN 0x21 0x31 => 0.000000e+00
    divf f6E3M2FN 0x3F 0x2C => 2.800000e+01
    divf f6E3M2FN 0x1 0x2C => -6.250000e-02
    divf f80 0x3F9BA2425FF75E150000 0x80000000000000000000 => 0xFFFF8000000000000000
    divf f80 0x4001E000000000000000 0x80000000000000000001 => 0xFFFF8000000000000000
    divf f8E3M4 0xC4 0x1 => 0xF0
    divf f8E3M4 0x30 0xA4 => -1.625000e+00
    divf f8E4M3 0xF8 0x78 => 0x7C
    divf f8E4M3 0xF8 0x0 => 0xF8
    divf f8E4M3B11FNUZ 0xD8 0x81 => 0x80
    divf f8E4M3B11FNUZ 0x54 0x3D => 7.500000e+00
    divf f8E4M3B11FNUZ 0x7E 0x80 => 0x80
    divf f8E4M3FN 0x4E 0x1 => 0x7F
    divf f8E4M3FN 0x1 0xB8 => -1.953130e-03
    divf f8E4M3FNUZ 0xEE 0x25 => 0x80
    divf f8E4M3FNUZ 0x4C 0xEE => -5.468750e-02
    divf f8E4M3FNUZ 0x44 0x81 => 0x80
    divf f8E5M2 0x7D 0x3A => 0x7F
    divf f8E5M2 0x47 0xC1 => -3.000000e+00
    divf f8E5M2FNUZ 0x7F 0xBD => 0x80
    divf f8E5M2FNUZ 0xFE 0x49 => -1.024000e+04
    divf f8E5M2FNUZ 0xBD 0x1 => 0x80
    divf f8E8M0FNU 0xFF 0x7E => 0xFF
    divf f8E8M0FNU 0xA0 0x82 => 1.073740e+09
    divf f8E8M0FNU 0x82 0x81 => 2.000000e+00
    divf tf32 0x3FC01 0x680A8 => 0x3FE01
    divf tf32 0x680A8 0x1FA00 => -1.332950e+10
    extf bf16 0xD015 f80 => 0xC0209500000000000000
    extf bf16 0xD015 f32 => -9.99922073E+9
    extf f16 0xFFFF f64 => 0xFFFFFC0000000000
    extf f16 0x1 f128 => 5.9604644775390625E-8
    extf f32 0x7F800001 f128 => NOFOLD
    extf f32 0x7FFFFFFF f128 => 0x7FFFFFFFFE0000000000000000000000
    extf f4E2M1FN 0x8 f8E4M3B11FNUZ => NOFOLD
    extf f4E2M1FN 0x5 f80 => 3.000000e+00
    extf f4E2M1FN 0x0 f8E4M3FN => 0.000000e+00
    extf f64 0x7FF0000000000000 f128 => 0x7FFF0000000000000000000000000000
    extf f64 0x3FE8000000000000 f128 => 7.500000e-01
    extf f6E2M3FN 0x25 f8E8M0FNU => NOFOLD
    extf f6E2M3FN 0x14 f8E5M2 => 3.000000e+00
    extf f6E2M3FN 0x14 f8E4M3B11FNUZ => 3.000000e+00
    extf f6E3M2FN 0x17 f8E8M0FNU => NOFOLD
    extf f6E3M2FN 0x2 f8E8M0FNU => 1.250000e-01
    extf f6E3M2FN 0x28 f16 => -5.000000e-01
    extf f80 0xFFFF8000000000000000 f128 => 0xFFFF0000000000000000000000000000
    extf f80 0x3FFD9999999999999800 f128 => 0.299999999999999988897769753748434596
    extf f8E3M4 0x71 tf32 => NOFOLD
    extf f8E3M4 0x81 tf32 => -1.562500e-02
    extf f8E4M3 0x78 bf16 => 0x7F80
    extf f8E4M3 0xFF f16 => 0xFF80
    extf f8E4M3B11FNUZ 0x80 f128 => 0x7FFF8000000000000000000000000000
    extf f8E4M3B11FNUZ 0x64 bf16 => 3.000000e+00
    extf f8E4M3B11FNUZ 0xE2 f32 => -2.500000e+00
    extf f8E4M3FN 0xFF bf16 => 0xFFF0
    extf f8E4M3FN 0x2A f32 => 3.125000e-01
    extf f8E4M3FNUZ 0x80 f128 => 0x7FFF8000000000000000000000000000
    extf f8E4M3FNUZ 0x25 f64 => 0.1015625
    extf f8E4M3FNUZ 0x7E f80 => 2.240000e+02
    extf f8E5M2 0xFC tf32 => 0x7FC00
    extf f8E5M2 0x7C f16 => 0x7C00
    extf f8E5M2FNUZ 0x80 f16 => 0x7E00
    extf f8E5M2FNUZ 0xC0 f16 => -1.000000e+00
    extf f8E5M2FNUZ 0x63 f80 => 4.480000e+02
    extf f8E8M0FNU 0xFF bf16 => 0x7F80
    extf f8E8M0FNU 0xA0 f32 => 8.58993459E+9
    extf f8E8M0FNU 0x1 f80 => 1.17549435082228750797E-38
    extf tf32 0x3FC01 f64 => NOFOLD
    extf tf32 0x1FE00 f128 => 1.500000e+00
    fptosi bf16 0x7FC0 128 => NOFOLD
    fptosi bf16 0x8001 32 => 0
    fptosi f128 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF 64 => NOFOLD
    fptosi f128 0x40202A05F20000000000000000000000 128 => 10000000000
    fptosi f16 0x7FFF 64 => NOFOLD
    fptosi f16 0x7222 8 => NOFOLD
    fptosi f32 0x7F800000 8 => NOFOLD
    fptosi f32 0x7FFFFFFF 8 => NOFOLD
    fptosi f4E2M1FN 0xF 1 => NOFOLD
    fptosi f4E2M1FN 0x3 32 => 1
    fptosi f4E2M1FN 0x8 128 => 0
    fptosi f64 0x4202A05F20000000 8 => NOFOLD
    fptosi f64 0xD4D495104513E9A4 64 => NOFOLD
    fptosi f6E2M3FN 0x32 1 => NOFOLD
    fptosi f6E2M3FN 0x1A 64 => 5
    fptosi f6E2M3FN 0x8 128 => 1
    fptosi f6E3M2FN 0x12 1 => NOFOLD
    fptosi f6E3M2FN 0x20 128 => 0
    fptosi f6E3M2FN 0x2C 8 => -1
    fptosi f80 0x7FFFFFFFFFFFFFFFFFFF 128 => NOFOLD
    fptosi f80 0x4007E000000000000000 64 => 448
    fptosi f8E3M4 0x71 128 => NOFOLD
    fptosi f8E3M4 0xF0 1 => NOFOLD
    fptosi f8E4M3 0x7C 128 => NOFOLD
    fptosi f8E4M3 0x7C 32 => NOFOLD
    fptosi f8E4M3B11FNUZ 0x80 32 => NOFOLD
    fptosi f8E4M3B11FNUZ 0x3D 32 => 0
    fptosi f8E4M3B11FNUZ 0x81 64 => 0
    fptosi f8E4M3FN 0x7E 1 => NOFOLD
    fptosi f8E4M3FN 0x38 8 => 1
    fptosi f8E4M3FNUZ 0x56 1 => NOFOLD
    fptosi f8E4M3FNUZ 0x7F 8 => NOFOLD
    fptosi f8E4M3FNUZ 0x32 128 => 0
    fptosi f8E5M2 0x7E 128 => NOFOLD
    fptosi f8E5M2 0x7C 32 => NOFOLD
    fptosi f8E5M2FNUZ 0x63 1 => NOFOLD
    fptosi f8E5M2FNUZ 0xC0 32 => -1
    fptosi f8E5M2FNUZ 0x81 8 => 0
    fptosi f8E8M0FNU 0xDE 1 => NOFOLD
    fptosi f8E8M0FNU 0x1 1 => false
    fptosi f8E8M0FNU 0x82 128 => 8
    fptosi tf32 0x3FC00 1 => NOFOLD
    fptosi tf32 0x40001 1 => false
    fptoui bf16 0x7FFF 1 => NOFOLD
    fptoui bf16 0x1 1 => false
    fptoui f128 0xFFFF0000000000000000000000000000 64 => NOFOLD
    fptoui f128 0xFFFF0000000000000000000000000000 128 => NOFOLD
    fptoui f16 0xBC00 1 => NOFOLD
    fptoui f16 0x4700 64 => 7
    fptoui f32 0x7FC00000 128 => NOFOLD
    fptoui f32 0xDA24260 8 => 0
    fptoui f4E2M1FN 0xA 128 => NOFOLD
    fptoui f4E2M1FN 0x5 32 => 3
    fptoui f4E2M1FN 0x8 128 => 0
    fptoui f64 0xBFF0000000000000 32 => NOFOLD
    fptoui f64 0x4014000000000000 32 => 5
    fptoui f6E2M3FN 0x32 1 => NOFOLD
    fptoui f6E2M3FN 0x1 32 => 0
    fptoui f6E2M3FN 0x14 64 => 3
    fptoui f6E3M2FN 0x3F 1 => NOFOLD
    fptoui f6E3M2FN 0x20 1 => false
    fptoui f6E3M2FN 0x0 128 => 0
    fptoui f80 0xFFFFFFFFFFFFFFFFFFFF 128 => NOFOLD
    fptoui f80 0x1 1 => false
    fptoui f8E3M4 0xC4 64 => NOFOLD
    fptoui f8E3M4 0x6 1 => false
    fptoui f8E4M3 0xB8 64 => NOFOLD
    fptoui f8E4M3 0x4E 1 => NOFOLD
    fptoui f8E4M3B11FNUZ 0x80 128 => NOFOLD
    fptoui f8E4M3B11FNUZ 0xE2 64 => NOFOLD
    fptoui f8E4M3B11FNUZ 0x7E 64 => 28
    fptoui f8E4M3FN 0x4E 1 => NOFOLD
    fptoui f8E4M3FN 0x4A 64 => 5
    fptoui f8E4M3FNUZ 0xE9 8 => NOFOLD
    fptoui f8E4M3FNUZ 0x1 32 => 0
    fptoui f8E4M3FNUZ 0x25 128 => 0
    fptoui f8E5M2 0xFF 128 => NOFOLD
    fptoui f8E5M2 0x3E 1 => true
    fptoui f8E5M2FNUZ 0xFE 64 => NOFOLD
    fptoui f8E5M2FNUZ 0x1 8 => 0
    fptoui f8E5M2FNUZ 0x7F 1 => NOFOLD
    fptoui f8E8M0FNU 0xDE 64 => NOFOLD
    fptoui f8E8M0FNU 0x82 1 => NOFOLD
    fptoui f8E8M0FNU 0xA0 128 => 8589934592
    fptoui tf32 0x3FE00 8 => NOFOLD
    fptoui tf32 0x3FE00 128 => NOFOLD
    maximumf bf16 0x7F81 0x0 => 0x7FC1
    maximumf bf16 0x7FFF 0xC020 => 0x7FFF
    maximumf f128 0x1 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF => 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
    maximumf f128 0x80000000000000000000000000000001 0x40202A05F20000000000000000000000 => 1.000000e+10
    maximumf f16 0x0 0xFFFF => 0xFFFF
    maximumf f16 0x4700 0x3AB5 => 7.000000e+00
    maximumf f32 0x7FFFFFFF 0x80000001 => 0x7FFFFFFF
    maximumf f32 0x43E00000 0x5E5C7474 => 3.97136233E+18
    maximumf f4E2M1FN 0x1 0x0 => 5.000000e-01
    maximumf f4E2M1FN 0xA 0xC => -1.000000e+00
    maximumf f4E2M1FN 0xA 0x5 => 3.000000e+00
    maximumf f64 0x3FF0000000000000 0x7FFFFFFFFFFFFFFE => 0x7FFFFFFFFFFFFFFE
    maximumf f64 0x0 0xD4D495104513E9A4 => 0.000000e+00
    maximumf f6E2M3FN 0x2 0x14 => 3.000000e+00
    maximumf f6E2M3FN 0x1A 0x25 => 5.000000e+00
    maximumf f6E2M3FN 0x32 0x21 => -1.250000e-01
    maximumf f6E3M2FN 0xE 0x0 => 1.500000e+00
    maximumf f6E3M2FN 0x3F 0x15 => 5.000000e+00
    maximumf f6E3M2FN 0x31 0x1F => 2.800000e+01
    maximumf f80 0x7FFF8000000000000001 0xEC350A3BF4D9C097CE13 => 0x7FFFC000000000000001
    maximumf f80 0xC0209502F90000000000 0x7FFFFFFFFFFFFFFFFFFF => 0x7FFFFFFFFFFFFFFFFFFF
    maximumf f8E3M4 0x71 0x7E => 0x79
    maximumf f8E3M4 0x38 0x81 => 1.500000e+00
    maximumf f8E4M3 0x79 0xE3 => 0x7D
    maximumf f8E4M3 0x34 0x4A => 5.000000e+00
    maximumf f8E4M3B11FNUZ 0x80 0x7F => 0x80
    maximumf f8E4M3B11FNUZ 0x0 0x81 => 0.000000e+00
    maximumf f8E4M3B11FNUZ 0xE2 0xFF => -2.500000e+00
    maximumf f8E4M3FN 0xFF 0xB8 => 0xFF
    maximumf f8E4M3FN 0x7F 0xFF => 0x7F
    maximumf f8E4M3FNUZ 0x44 0x80 => 0x80
    maximumf f8E4M3FNUZ 0x40 0xCA => 1.000000e+00
    maximumf f8E4M3FNUZ 0x32 0x56 => 7.000000e+00
    maximumf f8E5M2 0x7F 0x2E => 0x7F
    maximumf f8E5M2 0x35 0x7D => 0x7F
    maximumf f8E5M2FNUZ 0xC0 0x80 => 0x80
    maximumf f8E5M2FNUZ 0x4B 0x39 => 7.000000e+00
    maximumf f8E5M2FNUZ 0x42 0x7F => 5.734400e+04
    maximumf f8E8M0FNU 0xFF 0xDE => 0xFF
    maximumf f8E8M0FNU 0x82 0x7D => 8.000000e+00
    maximumf f8E8M0FNU 0xA0 0x1 => 8.589930e+09
    maximumf tf32 0x3FE00 0x3FC00 => 0x3FE00
    maximumf tf32 0x3FFFF 0x1FE00 => 0x3FFFF
    maxnumf bf16 0x7F80 0x7212 => 0x7F80
    maxnumf bf16 0x7F81 0xDA2 => 0x7FC1
    maxnumf f128 0x3F9B4484BFEEBC2A0000000000000000 0x7FFF0000000000000000000000000000 => 0x7FFF0000000000000000000000000000
    maxnumf f128 0x3FFE8000000000000000000000000000 0x1EEFB5C0FE3F7F14E06FC89649F9B43A => 7.500000e-01
    maxnumf f16 0x7C01 0x3E00 => 0x7E01
    maxnumf f16 0x0 0xFC00 => 0.000000e+00
    maxnumf f32 0x3E99999A 0x7F800000 => 0x7F800000
    maxnumf f32 0x43E00000 0x5E5C7474 => 3.97136233E+18
    maxnumf f4E2M1FN 0x3 0x6 => 4.000000e+00
    maxnumf f4E2M1FN 0x4 0x2 => 2.000000e+00
    maxnumf f4E2M1FN 0x5 0x6 => 4.000000e+00
    maxnumf f64 0x7FF0000000000000 0x401C000000000000 => 0x7FF0000000000000
    maxnumf f64 0x7FFFFFFFFFFFFFFE 0x3FE8000000000000 => 7.500000e-01
    maxnumf f6E2M3FN 0x1F 0x25 => 7.500000e+00
    maxnumf f6E2M3FN 0x32 0x6 => 7.500000e-01
    maxnumf f6E2M3FN 0x32 0x3F => -2.500000e+00
    maxnumf f6E3M2FN 0x3F 0xE => 1.500000e+00
    maxnumf f6E3M2FN 0x12 0x2 => 3.000000e+00
    maxnumf f6E3M2FN 0x12 0x3F => 3.000000e+00
    maxnumf f80 0xEC350A3BF4D9C097CE13 0x3FFF8000000000000000 => 0xFFFF4A3BF4D9C097CE13
    maxnumf f80 0x7FFFC000000000000000 0x80000000000000000000 => -0.000000e+00
    maxnumf f8E3M4 0x78 0xF0 => 0xF0
    maxnumf f8E3M4 0x38 0xF0 => 1.500000e+00
    maxnumf f8E4M3 0x44 0x78 => 0x78
    maxnumf f8E4M3 0x44 0x81 => 3.000000e+00
    maxnumf f8E4M3B11FNUZ 0x6E 0xFF => 7.000000e+00
    maxnumf f8E4M3B11FNUZ 0xD8 0x1 => 1.220700e-04
    maxnumf f8E4M3B11FNUZ 0xD8 0xFF => -1.000000e+00
    maxnumf f8E4M3FN 0x38 0x0 => 1.000000e+00
    maxnumf f8E4M3FN 0x44 0x80 => 3.000000e+00
    maxnumf f8E4M3FNUZ 0x4C 0x7F => 2.400000e+02
    maxnumf f8E4M3FNUZ 0x56 0x40 => 7.000000e+00
    maxnumf f8E4M3FNUZ 0xEE 0x56 => 7.000000e+00
    maxnumf f8E5M2 0x7D 0x3E => 0x7F
    maxnumf f8E5M2 0x2E 0xBC => 9.375000e-02
    maxnumf f8E5M2FNUZ 0xC0 0x7E => 4.915200e+04
    maxnumf f8E5M2FNUZ 0x39 0x3E => 7.500000e-01
    maxnumf f8E5M2FNUZ 0x0 0xBD => 0.000000e+00
    maxnumf f8E8M0FNU 0xDE 0xAA => 3.961410e+28
    maxnumf f8E8M0FNU 0x1 0x7D => 2.500000e-01
    maxnumf f8E8M0FNU 0xAA 0x7F => 8.796090e+12
    maxnumf tf32 0x3FC00 0x1F4CD => 0x3FC00
    maxnumf tf32 0x5FC00 0x21F00 => 4.480000e+02
    minimumf bf16 0xDA2 0x7FFF => 0x7FFF
    minimumf bf16 0x5015 0xFDEC => -3.921220e+37
    minimumf f128 0x7FFF8000000000000000000000000000 0x3FFD3333333333333000000000000000 => 0x7FFF8000000000000000000000000000
    minimumf f128 0xFFFF0000000000000000000000000000 0xC0202A05F20000000000000000000000 => 0xFFFF0000000000000000000000000000
    minimumf f16 0xC100 0xFC00 => 0xFC00
    minimumf f16 0x1 0x3AB5 => 5.960460e-08
    minimumf f32 0xDA24260 0x7FFFFFFE => 0x7FFFFFFE
    minimumf f32 0x3F800000 0x3DCCCCCD => 1.000000e-01
    minimumf f4E2M1FN 0x0 0x2 => 0.000000e+00
    minimumf f4E2M1FN 0x3 0xA => -1.000000e+00
    minimumf f4E2M1FN 0x4 0x6 => 2.000000e+00
    minimumf f64 0x8000000000000000 0x7FFFFFFFFFFFFFFE => 0x7FFFFFFFFFFFFFFE
    minimumf f64 0x8000000000000001 0x3FD3333333333333 => -4.940660e-324
    minimumf f6E2M3FN 0x21 0x1E => -1.250000e-01
    minimumf f6E2M3FN 0x14 0x2 => 2.500000e-01
    minimumf f6E2M3FN 0x1E 0x8 => 1.000000e+00
    minimumf f6E3M2FN 0x2C 0x6 => -1.000000e+00
    minimumf f6E3M2FN 0xE 0x28 => -5.000000e-01
    minimumf f6E3M2FN 0x31 0xC => -2.500000e+00
    minimumf f80 0xC0209502F90000000000 0x7FFF8000000000000001 => 0x7FFFC000000000000001
    minimumf f80 0x7FFFFFFFFFFFFFFFFFFE 0x7FFFC000000000000000 => 0x7FFFFFFFFFFFFFFFFFFE
    minimumf f8E3M4 0x7E 0x38 => 0x7E
    minimumf f8E3M4 0x28 0x38 => 7.500000e-01
    minimumf f8E4M3 0x7C 0x4E => 0x7C
    minimumf f8E4M3 0x44 0xF8 => 0xF8
    minimumf f8E4M3B11FNUZ 0x58 0x80 => 0x80
    minimumf f8E4M3B11FNUZ 0x4A 0xFF => -3.000000e+01
    minimumf f8E4M3B11FNUZ 0xE2 0x1 => -2.500000e+00
    minimumf f8E4M3FN 0x1 0x7F => 0x7F
    minimumf f8E4M3FN 0x34 0x81 => -1.953130e-03
    minimumf f8E4M3FNUZ 0x7F 0x80 => 0x80
    minimumf f8E4M3FNUZ 0x4C 0x80 => 0x80
    minimumf f8E4M3FNUZ 0x52 0x1 => 9.765620e-04
    minimumf f8E5M2 0x13 0xFF => 0xFF
    minimumf f8E5M2 0xB1 0x1 => -1.562500e-01
    minimumf f8E5M2FNUZ 0x80 0xC0 => 0x80
    minimumf f8E5M2FNUZ 0x7E 0x46 => 3.000000e+00
    minimumf f8E5M2FNUZ 0x63 0x3E => 7.500000e-01
    minimumf f8E8M0FNU 0xFF 0xDE => 0xFF
    minimumf f8E8M0FNU 0x0 0x81 => 5.877470e-39
    minimumf f8E8M0FNU 0x0 0x1 => 5.877470e-39
    minimumf tf32 0x3FE00 0x60100 => 0x3FE00
    minimumf tf32 0x40001 0x60100 => -2.500000e+00
    minnumf bf16 0xFF80 0x43E0 => 0xFF80
    minnumf bf16 0x3F80 0x8000 => -0.000000e+00
    minnumf f128 0x7FFF0000000000000000000000000000 0xFFFF0000000000000000000000000000 => 0xFFFF0000000000000000000000000000
    minnumf f128 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE 0x0 => 0.000000e+00
    minnumf f16 0xFC00 0x8001 => 0xFC00
    minnumf f16 0x5F00 0x8000 => -0.000000e+00
    minnumf f32 0x7FC00000 0x7F800000 => 0x7F800000
    minnumf f32 0xC0200000 0x3DCCCCCD => -2.500000e+00
    minnumf f4E2M1FN 0x5 0x3 => 1.500000e+00
    minnumf f4E2M1FN 0x9 0xC => -2.000000e+00
    minnumf f4E2M1FN 0xF 0x6 => -6.000000e+00
    minnumf f64 0x7FF0000000000001 0xFFF0000000000000 => 0x7FF8000000000001
    minnumf f64 0x8000000000000000 0x89A5B1D8560D8297 => -3.4448282974871947E-262
    minnumf f6E2M3FN 0x8 0x21 => -1.250000e-01
    minnumf f6E2M3FN 0x11 0x2 => 2.500000e-01
    minnumf f6E2M3FN 0x32 0x1A => -2.500000e+00
    minnumf f6E3M2FN 0xC 0x0 => 0.000000e+00
    minnumf f6E3M2FN 0x1E 0xE => 1.500000e+00
    minnumf f6E3M2FN 0x0 0x3F => -2.800000e+01
    minnumf f80 0x7FFFFFFFFFFFFFFFFFFE 0xFFFF8000000000000000 => 0xFFFF8000000000000000
    minnumf f80 0xC000A000000000000000 0x3FFFC000000000000000 => -2.500000e+00
    minnumf f8E3M4 0x71 0xB0 => 0x79
    minnumf f8E3M4 0xF0 0x28 => 0xF0
    minnumf f8E4M3 0xF8 0x2A => 0xF8
    minnumf f8E4M3 0x7C 0x38 => 1.000000e+00
    minnumf f8E4M3B11FNUZ 0x6E 0xD8 => -1.000000e+00
    minnumf f8E4M3B11FNUZ 0x54 0x6E => 7.500000e-01
    minnumf f8E4M3B11FNUZ 0x1 0x3D => 1.220700e-04
    minnumf f8E4M3FN 0x38 0x4E => 1.000000e+00
    minnumf f8E4M3FN 0x38 0x7E => 1.000000e+00
    minnumf f8E4M3FNUZ 0xCA 0x0 => -2.500000e+00
    minnumf f8E4M3FNUZ 0x44 0x7E => 1.500000e+00
    minnumf f8E4M3FNUZ 0x7E 0x52 => 5.000000e+00
    minnumf f8E5M2 0x3E 0xFC => 0xFC
    minnumf f8E5M2 0x35 0x47 => 3.125000e-01
    minnumf f8E5M2FNUZ 0xFE 0x81 => -4.915200e+04
    minnumf f8E5M2FNUZ 0x4B 0xC0 => -1.000000e+00
    minnumf f8E5M2FNUZ 0x49 0x7F => 5.000000e+00
    minnumf f8E8M0FNU 0xAA 0x7E => 5.000000e-01
    minnumf f8E8M0FNU 0xDE 0x7F => 1.000000e+00
    minnumf f8E8M0FNU 0x88 0xAA => 5.120000e+02
    minnumf tf32 0x1FE00 0x7FC00 => 0x7FC00
    minnumf tf32 0x1F4CD 0x1FA00 => 3.000490e-01
    mulf bf16 0x7F81 0xD015 => 0x7FC1
    mulf bf16 0x7FFE 0x7F81 => 0x7FFE
    mulf f128 0x7FFF0000000000000000000000000001 0x99FB6EC663BC45C18C1A87369F4B56D2 => 0x7FFF8000000000000000000000000001
    mulf f128 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF 0x4001C000000000000000000000000000 => 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF
    mulf f16 0x7FFE 0x7C01 => 0x7FFE
    mulf f16 0x7222 0x4500 => 6.278400e+04
    mulf f32 0x7FC00000 0x7FFFFFFF => 0x7FC00000
    mulf f32 0x3FC00000 0x7F800000 => 0x7F800000
    mulf f4E2M1FN 0x3 0x3 => 2.000000e+00
    mulf f4E2M1FN 0x2 0xA => -1.000000e+00
    mulf f4E2M1FN 0xA 0x3 => -1.500000e+00
    mulf f64 0xC004000000000000 0xFFF0000000000000 => 0x7FF0000000000000
    mulf f64 0x0 0x39B4484BFEEBC2A0 => 0.000000e+00
    mulf f6E2M3FN 0x6 0x3F => -5.500000e+00
    mulf f6E2M3FN 0x32 0x28 => 2.500000e+00
    mulf f6E2M3FN 0x20 0x6 => -0.000000e+00
    mulf f6E3M2FN 0x12 0x1E => 2.800000e+01
    mulf f6E3M2FN 0xC 0x28 => -5.000000e-01
    mulf f6E3M2FN 0x12 0x28 => -1.500000e+00
    mulf f80 0x7FFF8000000000000000 0x7FFFFFFFFFFFFFFFFFFF => 0x7FFFFFFFFFFFFFFFFFFF
    mulf f80 0x40209502F90000000000 0x4001E000000000000000 => 7.000000e+10
    mulf f8E3M4 0xFF 0x13 => 0xFF
    mulf f8E3M4 0x80 0x81 => 0.000000e+00
    mulf f8E4M3 0x79 0x7F => 0x7D
    mulf f8E4M3 0xB8 0x78 => 0xF8
    mulf f8E4M3B11FNUZ 0x1 0x80 => 0x80
    mulf f8E4M3B11FNUZ 0x3D 0x3D => 1.074220e-02
    mulf f8E4M3B11FNUZ 0x54 0x6E => 5.000000e+00
    mulf f8E4M3FN 0x1D 0x7F => 0x7F
    mulf f8E4M3FN 0xB8 0xC2 => 2.500000e+00
    mulf f8E4M3FNUZ 0x7E 0x44 => 0x80
    mulf f8E4M3FNUZ 0x52 0x25 => 5.000000e-01
    mulf f8E4M3FNUZ 0x80 0x56 => 0x80
    mulf f8E5M2 0x47 0x7F => 0x7F
    mulf f8E5M2 0xC1 0x42 => -8.000000e+00
    mulf f8E5M2FNUZ 0x80 0x46 => 0x80
    mulf f8E5M2FNUZ 0x7E 0xFE => 0x80
    mulf f8E5M2FNUZ 0x46 0x32 => 2.500000e-01
    mulf f8E8M0FNU 0x7F 0xFF => 0xFF
    mulf f8E8M0FNU 0x7F 0x7C => 1.250000e-01
    mulf f8E8M0FNU 0x7E 0x7D => 1.250000e-01
    mulf tf32 0x3FC01 0x1 => 0x3FE01
    mulf tf32 0x6D12 0x20200 => 2.999830e-30
    negf bf16 0x7FC0 => 0xFFC0
    negf bf16 0x43E0 => -4.480000e+02
    negf f128 0xFFFF0000000000000000000000000000 => 0x7FFF0000000000000000000000000000
    negf f128 0x3FFD3333333333333000000000000000 => -0.299999999999999988897769753748434596
    negf f16 0xFFFF => 0x7FFF
    negf f16 0x3A00 => -7.500000e-01
    negf f32 0x7F800001 => 0xFF800001
    negf f32 0xD01502F9 => 1.000000e+10
    negf f4E2M1FN 0x6 => -4.000000e+00
    negf f4E2M1FN 0x5 => -3.000000e+00
    negf f4E2M1FN 0xF => 6.000000e+00
    negf f64 0x7FF0000000000001 => 0xFFF0000000000001
    negf f64 0x4014000000000000 => -5.000000e+00
    negf f6E2M3FN 0x1E => -7.000000e+00
    negf f6E2M3FN 0x28 => 1.000000e+00
    negf f6E2M3FN 0x21 => 1.250000e-01
    negf f6E3M2FN 0x31 => 2.500000e+00
    negf f6E3M2FN 0x1F => -2.800000e+01
    negf f6E3M2FN 0x1E => -2.400000e+01
    negf f80 0x7FFFFFFFFFFFFFFFFFFE => 0xFFFFFFFFFFFFFFFFFFFE
    negf f80 0xAB00E9896E777218D06E => 1.67848992709783777792E-1618
    negf f8E3M4 0x78 => 0xF8
    negf f8E3M4 0x30 => -1.000000e+00
    negf f8E4M3 0xF8 => 0x78
    negf f8E4M3 0xB8 => 1.000000e+00
    negf f8E4M3B11FNUZ 0x80 => 0x80
    negf f8E4M3B11FNUZ 0x81 => 1.220700e-04
    negf f8E4M3B11FNUZ 0x4A => -3.125000e-01
    negf f8E4M3FN 0x7F => 0xFF
    negf f8E4M3FN 0x1A => -7.812500e-02
    negf f8E4M3FNUZ 0x80 => 0x80
    negf f8E4M3FNUZ 0xEE => 5.600000e+01
    negf f8E4M3FNUZ 0xFF => 2.400000e+02
    negf f8E5M2 0xFC => 0x7C
    negf f8E5M2 0x2E => -9.375000e-02
    negf f8E5M2FNUZ 0x80 => 0x80
    negf f8E5M2FNUZ 0x42 => -1.500000e+00
    negf f8E5M2FNUZ 0x32 => -9.375000e-02
    negf f8E8M0FNU 0xFF => 0xFF
    negf tf32 0x7FC00 => 0x3FC00
    negf tf32 0x3FC00 => 0x7FC00
    remf bf16 0xFFFF 0xD015 => 0xFFFF
    remf bf16 0x40E0 0x40E0 => 0.000000e+00
    remf f128 0x7FFF0000000000000000000000000001 0x7FFF0000000000000000000000000000 => 0x7FFF8000000000000000000000000001
    remf f128 0x4007C000000000000000000000000000 0x3FFF0000000000000000000000000000 => 0.000000e+00
    remf f16 0x4200 0x8000 => 0x7E00
    remf f16 0xFFFF 0x7222 => 0xFFFF
    remf f32 0x7F800000 0x3F400000 => 0x7FC00000
    remf f32 0x40400000 0x7F800001 => 0x7FC00001
    remf f4E2M1FN 0x6 0xF => 4.000000e+00
    remf f4E2M1FN 0x1 0x1 => 0.000000e+00
    remf f4E2M1FN 0x7 0x1 => 0.000000e+00
    remf f64 0xBFF0000000000000 0x0 => 0x7FF8000000000000
    remf f64 0xD4D495104513E9A4 0x3FF8000000000000 => -1.000000e+00
    remf f6E2M3FN 0x32 0x32 => -0.000000e+00
    remf f6E2M3FN 0x0 0x32 => 0.000000e+00
    remf f6E2M3FN 0x0 0x25 => 0.000000e+00
    remf f6E3M2FN 0x5 0x1E => 3.125000e-01
    remf f6E3M2FN 0x20 0x5 => -0.000000e+00
    remf f6E3M2FN 0x31 0x5 => -0.000000e+00
    remf f80 0xFFFFFFFFFFFFFFFFFFFF 0xEC350A3BF4D9C097CE13 => 0xFFFFFFFFFFFFFFFFFFFF
    remf f80 0x0 0x3FFD9999999999999800 => 0.000000e+00
    remf f8E3M4 0x7F 0x48 => 0x7F
    remf f8E3M4 0x81 0x28 => -1.562500e-02
    remf f8E4M3 0x7C 0x3C => 0x7C
    remf f8E4M3 0x34 0x44 => 7.500000e-01
    remf f8E4M3B11FNUZ 0x54 0x0 => 0x80
    remf f8E4M3B11FNUZ 0xFF 0x7F => 0.000000e+00
    remf f8E4M3B11FNUZ 0xD6 0xD8 => -8.750000e-01
    remf f8E4M3FN 0x81 0x80 => 0x7F
    remf f8E4M3FN 0xDB 0x4E => -1.000000e+00
    remf f8E4M3FNUZ 0xEE 0x0 => 0x80
    remf f8E4M3FNUZ 0xEE 0x32 => -6.250000e-02
    remf f8E4M3FNUZ 0x80 0x25 => 0x80
    remf f8E5M2 0x7D 0xC1 => 0x7F
    remf f8E5M2 0xB1 0x0 => 0x7E
    remf f8E5M2FNUZ 0x46 0x0 => 0x80
    remf f8E5M2FNUZ 0x7E 0x46 => 0.000000e+00
    remf f8E5M2FNUZ 0x1 0x7E => 7.629390e-06
    remf f8E8M0FNU 0x1B 0xFF => 0xFF
    remf f8E8M0FNU 0x0 0x7F => 5.877470e-39
    remf f8E8M0FNU 0xFF 0x7F => 0xFF
    remf tf32 0x60100 0x3FE00 => 0x3FE00
    remf tf32 0x21F00 0x20500 => 3.000000e+00
    sitofp bf16 65504 32 => 6.553600e+04
    sitofp bf16 100 64 => 1.000000e+02
    sitofp f128 16777217 64 => 0x40170000010000000000000000000000
    sitofp f128 9007199254740993 64 => 0x40340000000000000800000000000000
    sitofp f16 9007199254740993 128 => 0x7C00
    sitofp f16 7 32 => 7.000000e+00
    sitofp f32 16777217 32 => 0x4B800000
    sitofp f32 7 64 => 7.000000e+00
    sitofp f4E2M1FN 9007199254740993 64 => 6.000000e+00
    sitofp f4E2M1FN 9223372036854775807 128 => 6.000000e+00
    sitofp f4E2M1FN 0 8 => 0.000000e+00
    sitofp f64 16777217 64 => 0x4170000010000000
    sitofp f64 16777217 128 => 0x4170000010000000
    sitofp f6E2M3FN 16777217 128 => 7.500000e+00
    sitofp f6E2M3FN 1 128 => 1.000000e+00
    sitofp f6E2M3FN 127 32 => 7.500000e+00
    sitofp f6E3M2FN 7 128 => 7.000000e+00
    sitofp f6E3M2FN 0 32 => 0.000000e+00
    sitofp f6E3M2FN 9007199254740993 128 => 2.800000e+01
    sitofp f80 9007199254740993 64 => 0x40348000000000000400
    sitofp f80 1267650600228229401496703217721 128 => 1.2676506002282294015E+30
    sitofp f8E3M4 100 128 => 0x70
    sitofp f8E3M4 0 64 => 0.000000e+00
    sitofp f8E4M3 9007199254740993 64 => 0x78
    sitofp f8E4M3 -128 128 => -1.280000e+02
    sitofp f8E4M3B11FNUZ 16777217 128 => 0x80
    sitofp f8E4M3B11FNUZ -128 128 => 0x80
    sitofp f8E4M3B11FNUZ -9223372036854775808 128 => 0x80
    sitofp f8E4M3FN -16777217 128 => 0xFF
    sitofp f8E4M3FN 9007199254740993 128 => 0x7F
    sitofp f8E4M3FNUZ 65504 64 => 0x80
    sitofp f8E4M3FNUZ 255 32 => 0x80
    sitofp f8E4M3FNUZ 127 64 => 1.280000e+02
    sitofp f8E5M2 65520 64 => 0x7C
    sitofp f8E5M2 0 32 => 0.000000e+00
    sitofp f8E5M2FNUZ 65504 128 => 0x80
    sitofp f8E5M2FNUZ 127 32 => 1.280000e+02
    sitofp f8E5M2FNUZ 9223372036854775807 64 => 0x80
    sitofp f8E8M0FNU 100 64 => 1.280000e+02
    sitofp f8E8M0FNU 9223372036854775807 64 => 9.223370e+18
    sitofp f8E8M0FNU 127 64 => 1.280000e+02
    sitofp tf32 65520 128 => 6.553600e+04
    sitofp tf32 100 128 => 1.000000e+02
    subf bf16 0x7FFF 0x5015 => 0x7FFF
    subf bf16 0x0 0x4040 => -3.000000e+00
    subf f128 0x0 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE => 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFE
    subf f128 0x1EEFB5C0FE3F7F14E06FC89649F9B43A 0x3F9B4484BFEEBC2A0000000000000000 => -1.00000000000000008333642060758598535E-30
    subf f16 0x7222 0xFFFF => 0xFFFF
    subf f16 0xC100 0x4200 => -5.500000e+00
    subf f32 0x3FC00000 0x7FFFFFFE => 0x7FFFFFFE
    subf f32 0x40A00000 0x7F800000 => 0xFF800000
    subf f4E2M1FN 0x7 0x1 => 6.000000e+00
    subf f4E2M1FN 0xF 0xF => 0.000000e+00
    subf f4E2M1FN 0x7 0x7 => 0.000000e+00
    subf f64 0x7FF0000000000001 0xC202A05F20000000 => 0x7FF8000000000001
    subf f64 0x89A5B1D8560D8297 0xD4D495104513E9A4 => 4.5018605771519653E+100
    subf f6E2M3FN 0x1E 0x3F => 7.500000e+00
    subf f6E2M3FN 0x1 0x1 => 0.000000e+00
    subf f6E2M3FN 0x6 0x28 => 1.750000e+00
    subf f6E3M2FN 0x2C 0x3F => 2.800000e+01
    subf f6E3M2FN 0xE 0xE => 0.000000e+00
    subf f6E3M2FN 0x31 0x20 => -2.500000e+00
    subf f80 0x4001E000000000000000 0x7FFFC000000000000000 => 0x7FFFC000000000000000
    subf f80 0x3FFD9999999999999800 0x7FFF8000000000000000 => 0xFFFF8000000000000000
    subf f8E3M4 0x1 0x78 => 0x78
    subf f8E3M4 0x80 0x93 => 2.968750e-01
    subf f8E4M3 0x79 0xE3 => 0x7D
    subf f8E4M3 0x38 0x7F => 0x7F
    subf f8E4M3B11FNUZ 0x64 0xFF => 0x80
    subf f8E4M3B11FNUZ 0x0 0x80 => 0x80
    subf f8E4M3B11FNUZ 0x1 0x80 => 0x80
    subf f8E4M3FN 0x1A 0xFF => 0xFF
    subf f8E4M3FN 0x7E 0x81 => 4.480000e+02
    subf f8E4M3FNUZ 0x32 0x80 => 0x80
    subf f8E4M3FNUZ 0x7F 0x4C => 2.400000e+02
    subf f8E4M3FNUZ 0xE9 0xE9 => 0.000000e+00
    subf f8E5M2 0xC1 0x7E => 0x7E
    subf f8E5M2 0x13 0xFF => 0xFF
    subf f8E5M2FNUZ 0x80 0xC5 => 0x80
    subf f8E5M2FNUZ 0xC5 0x7F => -5.734400e+04
    subf f8E5M2FNUZ 0xBD 0xBD => 0.000000e+00
    subf f8E8M0FNU 0xFF 0x7E => 0xFF
    subf f8E8M0FNU 0x80 0x7D => 2.000000e+00
    subf f8E8M0FNU 0xA0 0xA0 => 5.877470e-39
    subf tf32 0x0 0x3FC00 => 0x7FC00
    subf tf32 0x1F4CD 0x40000 => 3.000490e-01
    truncf bf16 0x5015 f8E3M4 => NOFOLD
    truncf bf16 0x0 f8E8M0FNU => 5.877470e-39
    truncf f128 0x3FFD3333333333333000000000000000 f8E4M3B11FNUZ => NOFOLD
    truncf f128 0x3FFF8000000000000000000000000000 f8E3M4 => 1.500000e+00
    truncf f16 0x8000 f8E4M3FNUZ => NOFOLD
    truncf f16 0x3C00 f8E4M3B11FNUZ => 1.000000e+00
    truncf f32 0x3E99999A f16 => NOFOLD
    truncf f32 0xFFFFFFFF f8E3M4 => NOFOLD
    truncf f64 0x1 f8E5M2FNUZ => NOFOLD
    truncf f64 0x0 bf16 => 0.000000e+00
    truncf f6E2M3FN 0x32 f4E2M1FN => NOFOLD
    truncf f6E2M3FN 0x1E f4E2M1FN => NOFOLD
    truncf f6E2M3FN 0x1A f4E2M1FN => NOFOLD
    truncf f6E3M2FN 0x1E f4E2M1FN => NOFOLD
    truncf f6E3M2FN 0x5 f4E2M1FN => NOFOLD
    truncf f6E3M2FN 0x17 f4E2M1FN => NOFOLD
    truncf f80 0x1 f8E8M0FNU => NOFOLD
    truncf f80 0x40209502F90000000000 f8E3M4 => NOFOLD
    truncf f8E3M4 0x93 f6E3M2FN => NOFOLD
    truncf f8E3M4 0xA4 f6E3M2FN => -6.250000e-01
    truncf f8E4M3 0xFF f6E3M2FN => NOFOLD
    truncf f8E4M3 0x38 f6E3M2FN => 1.000000e+00
    truncf f8E4M3B11FNUZ 0x81 f4E2M1FN => NOFOLD
    truncf f8E4M3B11FNUZ 0x7F f6E3M2FN => NOFOLD
    truncf f8E4M3B11FNUZ 0x6A f4E2M1FN => NOFOLD
    truncf f8E4M3FN 0x1A f4E2M1FN => NOFOLD
    truncf f8E4M3FN 0xC2 f6E2M3FN => -2.500000e+00
    truncf f8E4M3FNUZ 0x32 f4E2M1FN => NOFOLD
    truncf f8E4M3FNUZ 0x1 f4E2M1FN => NOFOLD
    truncf f8E4M3FNUZ 0x81 f6E3M2FN => NOFOLD
    truncf f8E5M2 0x5F f4E2M1FN => NOFOLD
    truncf f8E5M2 0x1 f6E3M2FN => NOFOLD
    truncf f8E5M2FNUZ 0xFF f6E2M3FN => NOFOLD
    truncf f8E5M2FNUZ 0xBD f6E2M3FN => -6.250000e-01
    truncf f8E5M2FNUZ 0x39 f6E2M3FN => NOFOLD
    truncf f8E8M0FNU 0x88 f6E3M2FN => NOFOLD
    truncf f8E8M0FNU 0x7C f6E2M3FN => 1.250000e-01
    truncf f8E8M0FNU 0x1B f6E3M2FN => NOFOLD
    truncf tf32 0x3FFFF f6E3M2FN => NOFOLD
    truncf tf32 0x1EE66 f8E3M4 => NOFOLD
    uitofp bf16 -1 128 => 0x7F80
    uitofp bf16 9007199254740993 64 => 9.007190e+15
    uitofp f128 1267650600228229401496703217721 128 => 0x40630000000000000000000003039000
    uitofp f128 100 32 => 1.000000e+02
    uitofp f16 -9223372036854775808 64 => 0x7C00
    uitofp f16 7 8 => 7.000000e+00
    uitofp f32 16777217 64 => 0x4B800000
    uitofp f32 65520 64 => 6.552000e+04
    uitofp f4E2M1FN 65520 32 => 6.000000e+00
    uitofp f4E2M1FN 7 8 => 6.000000e+00
    uitofp f4E2M1FN 255 128 => 6.000000e+00
    uitofp f64 16777217 128 => 0x4170000010000000
    uitofp f64 65504 32 => 6.550400e+04
    uitofp f6E2M3FN 1 32 => 1.000000e+00
    uitofp f6E2M3FN -128 32 => 7.500000e+00
    uitofp f6E2M3FN 65520 64 => 7.500000e+00
    uitofp f6E3M2FN 100 8 => 2.800000e+01
    uitofp f6E3M2FN -128 64 => 2.800000e+01
    uitofp f6E3M2FN 9007199254740993 64 => 2.800000e+01
    uitofp f80 9223372036854775807 64 => 0x403DFFFFFFFFFFFFFFFE
    uitofp f80 0 64 => 0.000000e+00
    uitofp f8E3M4 -1 64 => 0x70
    uitofp f8E3M4 1 128 => 1.000000e+00
    uitofp f8E4M3 -16777217 64 => 0x78
    uitofp f8E4M3 65504 64 => 0x78
    uitofp f8E4M3B11FNUZ -1 32 => 0x80
    uitofp f8E4M3B11FNUZ 65504 128 => 0x80
    uitofp f8E4M3B11FNUZ 9223372036854775807 64 => 0x80
    uitofp f8E4M3FN 170141183460469231731687303715884105727 128 => 0x7F
    uitofp f8E4M3FN -1 8 => 2.560000e+02
    uitofp f8E4M3FNUZ -16777217 64 => 0x80
    uitofp f8E4M3FNUZ 65504 128 => 0x80
    uitofp f8E4M3FNUZ -170141183460469231731687303715884105728 128 => 0x80
    uitofp f8E5M2 -1 64 => 0x7C
    uitofp f8E5M2 65520 32 => 0x7C
    uitofp f8E5M2FNUZ -16777217 128 => 0x80
    uitofp f8E5M2FNUZ 255 128 => 2.560000e+02
    uitofp f8E5M2FNUZ 7 32 => 7.000000e+00
    uitofp f8E8M0FNU -1 128 => 0xFF
    uitofp f8E8M0FNU -16777217 64 => 1.844670e+19
    uitofp f8E8M0FNU 100 8 => 1.280000e+02
    uitofp tf32 -16777217 128 => 0x3FC00
    uitofp tf32 0 128 => 0.000000e+00
";
}
