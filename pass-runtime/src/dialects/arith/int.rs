//! Fixed-width integers with LLVM `APInt`'s semantics, for folding: values of
//! 0 to 128 bits (`i0` has the one value zero), wrapping on the width, with
//! the signed and unsigned views and the overflow-reporting operations
//! `arith`'s folders use.

use std::cmp::Ordering;

/// The widest integer the folders handle (the IR stores integer attributes
/// as `i128`).
pub const MAX_WIDTH: u32 = 128;

/// An integer of `width` bits (0 to 128), stored zero-extended: MLIR's
/// `APInt` for the widths the IR can hold.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    width: u32,
    bits: u128,
}

fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

impl ApInt {
    /// The low `width` bits of `bits`. `width` must be 0 to 128.
    pub fn new(width: u32, bits: u128) -> ApInt {
        debug_assert!(width <= MAX_WIDTH, "ApInt width {width}");
        ApInt { width, bits: bits & mask(width) }
    }

    /// `value` truncated to `width` bits (two's complement).
    pub fn from_i128(width: u32, value: i128) -> ApInt {
        ApInt::new(width, value as u128)
    }

    /// Zero.
    pub fn zero(width: u32) -> ApInt {
        ApInt::new(width, 0)
    }

    /// One (for `i1`, all ones).
    pub fn one(width: u32) -> ApInt {
        ApInt::new(width, 1)
    }

    /// The largest signed value.
    pub fn signed_max(width: u32) -> ApInt {
        ApInt::new(width, mask(width) >> 1)
    }

    /// The smallest signed value.
    pub fn signed_min(width: u32) -> ApInt {
        match width.checked_sub(1) {
            Some(sign) => ApInt::new(width, 1u128 << sign),
            None => ApInt::zero(0),
        }
    }

    /// The bit width.
    pub fn width(self) -> u32 {
        self.width
    }

    /// The unsigned value.
    pub fn zext_value(self) -> u128 {
        self.bits
    }

    /// The signed value.
    pub fn sext_value(self) -> i128 {
        if self.width == 0 {
            return 0;
        }
        let shift = 128 - self.width;
        ((self.bits << shift) as i128) >> shift
    }

    /// True for zero.
    pub fn is_zero(self) -> bool {
        self.bits == 0
    }

    /// True for one.
    pub fn is_one(self) -> bool {
        self.bits == 1
    }

    /// True when every bit is set.
    pub fn is_all_ones(self) -> bool {
        self.bits == mask(self.width)
    }

    /// True for the largest signed value. Never at width 0, where LLVM's
    /// `APInt` has no signed range and MLIR's folders find none.
    pub fn is_signed_max(self) -> bool {
        self.width > 0 && self == ApInt::signed_max(self.width)
    }

    /// True for the smallest signed value (never at width 0, as
    /// [`ApInt::is_signed_max`]).
    pub fn is_signed_min(self) -> bool {
        self.width > 0 && self == ApInt::signed_min(self.width)
    }

    /// True when the sign bit is set.
    pub fn is_negative(self) -> bool {
        self.width.checked_sub(1).is_some_and(|sign| self.bits >> sign & 1 == 1)
    }

    /// True when the value is positive as a signed number (`isStrictlyPositive`).
    pub fn is_strictly_positive(self) -> bool {
        !self.is_negative() && !self.is_zero()
    }

    fn with(self, bits: u128) -> ApInt {
        ApInt::new(self.width, bits)
    }

    /// Wrapping sum.
    pub fn add(self, o: ApInt) -> ApInt {
        self.with(self.bits.wrapping_add(o.bits))
    }

    /// Wrapping difference.
    pub fn sub(self, o: ApInt) -> ApInt {
        self.with(self.bits.wrapping_sub(o.bits))
    }

    /// Wrapping product.
    pub fn mul(self, o: ApInt) -> ApInt {
        self.with(self.bits.wrapping_mul(o.bits))
    }

    /// Bitwise and.
    pub fn and(self, o: ApInt) -> ApInt {
        self.with(self.bits & o.bits)
    }

    /// Bitwise or.
    pub fn or(self, o: ApInt) -> ApInt {
        self.with(self.bits | o.bits)
    }

    /// Bitwise exclusive or.
    pub fn xor(self, o: ApInt) -> ApInt {
        self.with(self.bits ^ o.bits)
    }

    /// Unsigned quotient; `o` must not be zero.
    pub fn udiv(self, o: ApInt) -> ApInt {
        self.with(self.bits / o.bits)
    }

    /// Unsigned remainder; `o` must not be zero.
    pub fn urem(self, o: ApInt) -> ApInt {
        self.with(self.bits % o.bits)
    }

    /// Signed quotient rounded toward zero and whether it overflowed
    /// (`INT_MIN / -1`, as `APInt::sdiv_ov`); `o` must not be zero.
    pub fn sdiv_ov(self, o: ApInt) -> (ApInt, bool) {
        let overflow = self.is_signed_min() && o.is_all_ones();
        if overflow {
            return (self, true);
        }
        (ApInt::from_i128(self.width, self.sext_value().wrapping_div(o.sext_value())), false)
    }

    /// Signed remainder with the sign of `self`; `o` must not be zero.
    pub fn srem(self, o: ApInt) -> ApInt {
        // `i128::MIN % -1` would trap; the remainder is zero.
        if o.is_all_ones() {
            return ApInt::zero(self.width);
        }
        ApInt::from_i128(self.width, self.sext_value() % o.sext_value())
    }

    /// Signed quotient rounded toward negative infinity and whether it
    /// overflowed (`APInt::sfloordiv_ov`); `o` must not be zero.
    pub fn sfloordiv_ov(self, o: ApInt) -> (ApInt, bool) {
        let (quotient, overflow) = self.sdiv_ov(o);
        let remainder = self.srem(o);
        if !remainder.is_zero() && (self.is_negative() != o.is_negative()) {
            return (quotient.sub(ApInt::one(self.width)), overflow);
        }
        (quotient, overflow)
    }

    /// Signed sum and whether it overflowed.
    pub fn sadd_ov(self, o: ApInt) -> (ApInt, bool) {
        let r = self.add(o);
        let overflow = self.is_negative() == o.is_negative() && r.is_negative() != self.is_negative();
        (r, overflow)
    }

    /// Signed difference and whether it overflowed.
    pub fn ssub_ov(self, o: ApInt) -> (ApInt, bool) {
        let r = self.sub(o);
        let overflow = self.is_negative() != o.is_negative() && r.is_negative() != self.is_negative();
        (r, overflow)
    }

    /// Unsigned sum and whether it wrapped.
    pub fn uadd_ov(self, o: ApInt) -> (ApInt, bool) {
        let r = self.add(o);
        (r, r.bits < self.bits)
    }

    /// Shift left by `amount` (zero when it is at least the width).
    pub fn shl(self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        self.with(self.bits << amount)
    }

    /// Logical shift right by `amount` (zero when it is at least the width).
    pub fn lshr(self, amount: u32) -> ApInt {
        if amount >= self.width {
            return ApInt::zero(self.width);
        }
        self.with(self.bits >> amount)
    }

    /// Arithmetic shift right by `amount` (the sign in every bit when it is
    /// at least the width).
    pub fn ashr(self, amount: u32) -> ApInt {
        ApInt::from_i128(self.width, self.sext_value() >> amount.min(self.width.saturating_sub(1)).min(127))
    }

    /// Signed comparison.
    pub fn scmp(self, o: ApInt) -> Ordering {
        self.sext_value().cmp(&o.sext_value())
    }

    /// Unsigned comparison.
    pub fn ucmp(self, o: ApInt) -> Ordering {
        self.bits.cmp(&o.bits)
    }

    /// Signed maximum.
    pub fn smax(self, o: ApInt) -> ApInt {
        std::cmp::max_by(self, o, |a, b| a.scmp(*b))
    }

    /// Signed minimum.
    pub fn smin(self, o: ApInt) -> ApInt {
        std::cmp::min_by(self, o, |a, b| a.scmp(*b))
    }

    /// Unsigned maximum.
    pub fn umax(self, o: ApInt) -> ApInt {
        std::cmp::max_by(self, o, |a, b| a.ucmp(*b))
    }

    /// Unsigned minimum.
    pub fn umin(self, o: ApInt) -> ApInt {
        std::cmp::min_by(self, o, |a, b| a.ucmp(*b))
    }

    /// The high half of the signed double-width product (`APIntOps::mulhs`).
    pub fn mulhs(self, o: ApInt) -> ApInt {
        self.high_half(wide_mul_signed(self.sext_value(), o.sext_value()))
    }

    /// The high half of the unsigned double-width product (`APIntOps::mulhu`).
    pub fn mulhu(self, o: ApInt) -> ApInt {
        self.high_half(wide_mul_unsigned(self.bits, o.bits))
    }

    /// Bits `width..2 * width` of a 256-bit product given as its low and high
    /// words: the high half of two `width`-bit values' product.
    fn high_half(self, (lo_word, hi_word): (u128, u128)) -> ApInt {
        let bits = match self.width {
            0 => 0,
            128 => hi_word,
            w => (lo_word >> w) | (hi_word << (128 - w)),
        };
        self.with(bits)
    }

    /// Sign-extended to `width` bits (which must not be smaller).
    pub fn sext(self, width: u32) -> ApInt {
        ApInt::from_i128(width, self.sext_value())
    }

    /// Zero-extended to `width` bits (which must not be smaller).
    pub fn zext(self, width: u32) -> ApInt {
        ApInt::new(width, self.bits)
    }

    /// Truncated to `width` bits (which must not be larger).
    pub fn trunc(self, width: u32) -> ApInt {
        ApInt::new(width, self.bits)
    }

    /// Sign-extended or truncated to `width` bits.
    pub fn sext_or_trunc(self, width: u32) -> ApInt {
        if width >= self.width {
            self.sext(width)
        } else {
            self.trunc(width)
        }
    }

    /// Zero-extended or truncated to `width` bits.
    pub fn zext_or_trunc(self, width: u32) -> ApInt {
        ApInt::new(width, self.bits)
    }
}

/// The 256-bit product of two unsigned 128-bit values as `(low, high)`.
fn wide_mul_unsigned(a: u128, b: u128) -> (u128, u128) {
    let (a_lo, a_hi) = (a & u64::MAX as u128, a >> 64);
    let (b_lo, b_hi) = (b & u64::MAX as u128, b >> 64);
    let ll = a_lo * b_lo;
    let lh = a_lo * b_hi;
    let hl = a_hi * b_lo;
    let hh = a_hi * b_hi;
    let mid = (ll >> 64) + (lh & u64::MAX as u128) + (hl & u64::MAX as u128);
    let low = (ll & u64::MAX as u128) | (mid << 64);
    let high = hh + (lh >> 64) + (hl >> 64) + (mid >> 64);
    (low, high)
}

/// The 256-bit product of two signed 128-bit values, as the `(low, high)`
/// words of its two's complement.
fn wide_mul_signed(a: i128, b: i128) -> (u128, u128) {
    let (low, mut high) = wide_mul_unsigned(a as u128, b as u128);
    // Correct the unsigned product of the two's complement patterns.
    if a < 0 {
        high = high.wrapping_sub(b as u128);
    }
    if b < 0 {
        high = high.wrapping_sub(a as u128);
    }
    (low, high)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_on_the_width() {
        let a = ApInt::from_i128(8, 127);
        assert_eq!(a.add(ApInt::one(8)).sext_value(), -128);
        assert_eq!(ApInt::from_i128(1, 1).sext_value(), -1);
        assert_eq!(ApInt::from_i128(1, 1).zext_value(), 1);
        assert_eq!(ApInt::from_i128(128, -1).mul(ApInt::from_i128(128, -1)).sext_value(), 1);
    }

    /// `i0` holds zero alone; every operation gives zero, and it has no
    /// signed range (LLVM's `APInt`).
    #[test]
    fn zero_width() {
        let z = ApInt::from_i128(0, 1);
        assert_eq!((z.zext_value(), z.sext_value()), (0, 0));
        assert!(z.is_zero() && z.is_all_ones() && !z.is_one() && !z.is_negative());
        assert!(!z.is_signed_max() && !z.is_signed_min());
        assert_eq!(ApInt::signed_min(0), z);
        for r in [z.add(z), z.mul(z), z.ashr(3), z.lshr(0), z.mulhs(z), z.mulhu(z), z.sub(ApInt::one(0))] {
            assert_eq!(r, z);
        }
    }

    #[test]
    fn signed_division_overflow() {
        let min = ApInt::signed_min(32);
        assert!(min.sdiv_ov(ApInt::from_i128(32, -1)).1);
        assert_eq!(ApInt::from_i128(32, -7).sdiv_ov(ApInt::from_i128(32, 2)).0.sext_value(), -3);
        assert_eq!(ApInt::from_i128(32, -7).sfloordiv_ov(ApInt::from_i128(32, 2)).0.sext_value(), -4);
        assert_eq!(ApInt::from_i128(32, 7).sfloordiv_ov(ApInt::from_i128(32, -2)).0.sext_value(), -4);
        assert_eq!(ApInt::from_i128(32, -7).srem(ApInt::from_i128(32, 2)).sext_value(), -1);
        assert_eq!(ApInt::signed_min(128).srem(ApInt::from_i128(128, -1)).sext_value(), 0);
    }

    #[test]
    fn high_halves_of_products() {
        let a = ApInt::from_i128(32, -2);
        let b = ApInt::from_i128(32, 3);
        assert_eq!(a.mulhs(b).sext_value(), -1);
        assert_eq!(a.mulhu(b).zext_value(), 2);
        let m = ApInt::from_i128(128, -1);
        assert_eq!(m.mulhu(m).zext_value(), u128::MAX - 1);
        assert_eq!(m.mulhs(m).sext_value(), 0);
        let big = ApInt::from_i128(64, i64::MIN as i128);
        assert_eq!(big.mulhs(big).sext_value(), 1 << 62);
    }

    #[test]
    fn overflow_flags() {
        let max = ApInt::signed_max(8);
        assert!(max.sadd_ov(ApInt::one(8)).1);
        assert!(ApInt::signed_min(8).ssub_ov(ApInt::one(8)).1);
        assert!(ApInt::from_i128(8, -1).uadd_ov(ApInt::one(8)).1);
        assert!(!ApInt::from_i128(8, 5).ssub_ov(ApInt::from_i128(8, 7)).1);
    }
}
