//! Reading float literals as MLIR's parser does: decimal text through
//! `f64` (MLIR rounds twice), hexadecimal text as a bit pattern, and the
//! errors MLIR reports for the forms it refuses.

use rustc_apfloat::ieee::Double;
use rustc_apfloat::{Float, Round};

use super::soft::negate_if;
use super::{FloatKind, FloatValue};

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
}

/// Accept `[0-9]+ ('.' [0-9]*)? ([eE] [+-]? [0-9]+)?`.
pub(super) fn check_decimal_syntax(s: &str) -> Result<(), &'static str> {
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
