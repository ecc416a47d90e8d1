//! Conversions: between float kinds (with APFloat's loss and status
//! reporting), from and to integers, and to and from `f64`.

use rustc_apfloat::ieee::Quad;
use rustc_apfloat::{Category, Float, FloatConvert, Round, Status, StatusAnd};

use super::formats::with_native;
use super::soft::{soft_round, soft_spec, sticky, SoftStyle};
use super::{FloatKind, FloatValue};

impl FloatValue {
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
    pub(super) fn convert_status(self, to: FloatKind) -> (FloatValue, bool, Status) {
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
}
