//! Printing as MLIR's `printFloatValue` does: the shortest text among
//! APFloat's `toString` forms that reads back to the same bits, else the bit
//! pattern in hexadecimal. The decimal formatting is a port of LLVM 22's
//! `toStringImpl` on a small big-integer type.

use rustc_apfloat::ieee::Quad;
use rustc_apfloat::{Float, Round};

use super::formats::with_native;
use super::soft::{soft_round, soft_spec, sticky};
use super::FloatValue;

impl FloatValue {
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
}

/// Natural `FormatPrecision` of APFloat's `toString` for a precision.
pub(super) fn natural_digits(precision: u32) -> u32 {
    2 + precision * 59 / 196
}

/// A little-endian unsigned big integer, just enough for `toString`.
pub(super) struct BigUint(Vec<u32>);

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
pub(super) fn adjust_digits(buffer: &mut Vec<u8>, exp: &mut i64, precision: usize) {
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
pub(super) fn llvm_to_string(
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
pub(super) fn quad_to_string(
    q: Quad,
    sem_precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let bits = q.to_bits();
    let exp_field = ((bits >> 112) & 0x7FFF) as i32;
    let frac = bits & ((1u128 << 112) - 1);
    let (sig, exp2) =
        if exp_field == 0 { (frac, -16382 - 112) } else { (frac | (1u128 << 112), exp_field - 16383 - 112) };
    llvm_to_string(q.is_negative(), sig, exp2, sem_precision, format_precision, max_padding, truncate_zero)
}
