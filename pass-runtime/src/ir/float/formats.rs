//! The formats `rustc_apfloat` models: the semantics it lacks but can
//! express (`tf32`, `f8E4M3`, `f8E3M4`), the dispatch from a [`FloatKind`]
//! to its `rustc_apfloat` type (`with_native!`), and helpers on those types.

use rustc_apfloat::ieee::{IeeeFloat, Quad, Semantics};
use rustc_apfloat::{Float, FloatConvert, Status};

/// Semantics of `tf32`: 19 bits, 8 exponent bits, IEEE-754 non-finite values.
pub(super) struct FloatTF32S;

impl Semantics for FloatTF32S {
    const BITS: usize = 19;
    const EXP_BITS: usize = 8;
}

pub(super) type FloatTF32 = IeeeFloat<FloatTF32S>;

/// Semantics of `f8E4M3`: 8 bits, 4 exponent bits, bias 7, IEEE-754 inf/NaN.
pub(super) struct Float8E4M3S;

impl Semantics for Float8E4M3S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 4;
}

pub(super) type Float8E4M3 = IeeeFloat<Float8E4M3S>;

/// Semantics of `f8E3M4`: 8 bits, 3 exponent bits, bias 3, IEEE-754 inf/NaN.
pub(super) struct Float8E3M4S;

impl Semantics for Float8E3M4S {
    const BITS: usize = 8;
    const EXP_BITS: usize = 3;
}

pub(super) type Float8E3M4 = IeeeFloat<Float8E3M4S>;

/// Runs `$native` with `$T` bound to the `rustc_apfloat` type of a native
/// kind, or evaluates `$soft` for the soft kinds.
macro_rules! with_native {
    ($kind:expr, |$T:ident| $native:expr, $soft:expr) => {
        match $kind {
            $crate::ir::float::FloatKind::F16 => {
                type $T = ::rustc_apfloat::ieee::Half;
                $native
            }
            $crate::ir::float::FloatKind::BF16 => {
                type $T = ::rustc_apfloat::ieee::BFloat;
                $native
            }
            $crate::ir::float::FloatKind::F32 => {
                type $T = ::rustc_apfloat::ieee::Single;
                $native
            }
            $crate::ir::float::FloatKind::F64 => {
                type $T = ::rustc_apfloat::ieee::Double;
                $native
            }
            $crate::ir::float::FloatKind::F80 => {
                type $T = ::rustc_apfloat::ieee::X87DoubleExtended;
                $native
            }
            $crate::ir::float::FloatKind::F128 => {
                type $T = ::rustc_apfloat::ieee::Quad;
                $native
            }
            $crate::ir::float::FloatKind::TF32 => {
                type $T = $crate::ir::float::formats::FloatTF32;
                $native
            }
            $crate::ir::float::FloatKind::F8E5M2 => {
                type $T = ::rustc_apfloat::ieee::Float8E5M2;
                $native
            }
            $crate::ir::float::FloatKind::F8E4M3 => {
                type $T = $crate::ir::float::formats::Float8E4M3;
                $native
            }
            $crate::ir::float::FloatKind::F8E4M3FN => {
                type $T = ::rustc_apfloat::ieee::Float8E4M3FN;
                $native
            }
            $crate::ir::float::FloatKind::F8E3M4 => {
                type $T = $crate::ir::float::formats::Float8E3M4;
                $native
            }
            $crate::ir::float::FloatKind::F8E5M2FNUZ
            | $crate::ir::float::FloatKind::F8E4M3FNUZ
            | $crate::ir::float::FloatKind::F8E4M3B11FNUZ
            | $crate::ir::float::FloatKind::F4E2M1FN
            | $crate::ir::float::FloatKind::F6E2M3FN
            | $crate::ir::float::FloatKind::F6E3M2FN
            | $crate::ir::float::FloatKind::F8E8M0FNU => $soft,
        }
    };
}
pub(super) use with_native;

/// Canonical bits of a native value (x87 pseudo-denormals and unnormals
/// become what APFloat's `bitcastToAPInt` gives).
pub(super) fn native_canonical<T: Float>(bits: u128) -> u128 {
    T::from_bits(bits).to_bits()
}

pub(super) fn native_to_quad<T: Float + FloatConvert<Quad>>(bits: u128) -> (Quad, bool, Status) {
    let mut loses = false;
    let r = T::from_bits(bits).convert(&mut loses);
    (r.value, loses, r.status)
}
