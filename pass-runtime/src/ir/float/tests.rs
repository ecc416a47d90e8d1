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

/// The rows of a table in `tests/`: its non-empty lines, trimmed, without
/// the `#` comment lines that say where the table comes from.
fn lines(data: &str) -> impl Iterator<Item = &str> {
    data.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'))
}

/// Checks every row `dec|hex KIND LITERAL PRINTED` of a table: the decimal
/// literal, or the hexadecimal bit pattern, of that kind prints as PRINTED.
fn check_printed(table: &str) {
    for row in lines(table) {
        let fields: Vec<&str> = row.split(' ').collect();
        let [form, k, literal, want] = fields[..] else { panic!("row {row:?} has not four fields") };
        let printed = match form {
            "dec" => print_dec(k, literal),
            "hex" => print_hex(k, literal),
            _ => panic!("row {row:?} is neither `dec` nor `hex`"),
        };
        assert_eq!(printed, want, "{literal} : {k}");
    }
}

/// A xorshift64 generator from `seed`: repeatable pseudo-random bit patterns.
fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
    move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    }
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
        let texts: Vec<&str> = lines(table).flat_map(str::split_whitespace).collect();
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
    check_printed(PRINTING_EXAMPLES);
    // Display is the same text.
    assert_eq!(dec(FloatKind::F32, "2.5").to_string(), "2.500000e+00");
    assert_eq!(format!("{}", hex(FloatKind::F16, "0x7E00")), "0x7E00");
}

#[test]
fn decimal_literals_round_through_f64_like_mlir() {
    check_printed(ROUND_THROUGH_F64);
    assert_eq!(dec(FloatKind::F128, "0.1").to_f64(), 0.1);
}

#[test]
fn overflowing_and_underflowing_decimals_are_not_errors() {
    check_printed(OVERFLOW_AND_UNDERFLOW);
}

#[test]
fn decimal_syntax() {
    check_printed(DECIMAL_SYNTAX);
    let neg = FloatValue::parse_decimal(FloatKind::F32, "2.5e-3", true).unwrap();
    assert_eq!(neg.to_mlir_string(), "-2.500000e-03");
    let pos = FloatValue::parse_decimal(FloatKind::F32, "-2.5e-3", true).unwrap();
    assert_eq!(pos.to_mlir_string(), "2.500000e-03");
    for bad in [
        "", "-", ".5", "1.0e", "1.0e+", "abc", "1..0", "1.0.0", "0x10", "inf", "nan", "1,5", " 1.0", "1.0 ", "--1.0",
        "é",
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

/// `a` plus, minus, times, divided by and modulo `b` give the bit patterns
/// `want` (`None`: a NaN); `operands` names them in a failure.
fn assert_arithmetic_gives(a: FloatValue, b: FloatValue, want: [Option<u128>; 5], operands: impl Fn() -> String) {
    for (got, want) in [a.add(b), a.sub(b), a.mul(b), a.div(b), a.rem(b)].into_iter().zip(want) {
        match want {
            None => assert!(got.is_nan(), "{}", operands()),
            Some(bits) => assert_eq!(got.bits, bits, "{}", operands()),
        }
    }
}

#[test]
fn arithmetic_matches_hardware_for_f32_and_f64() {
    let mut next = xorshift(0x9E3779B97F4A7C15u64);
    for _ in 0..3000 {
        let (a, b) = (next(), next());
        // Mix arbitrary patterns with nearby exponents.
        let (a, b) = if a % 2 == 0 { (a, b) } else { (a, (b & 0x800F_FFFF_FFFF_FFFF) | (a & 0x7FF0_0000_0000_0000)) };
        let (x, y) = (f64::from_bits(a), f64::from_bits(b));
        let (fx, fy) = (FloatValue::from_f64(FloatKind::F64, x), FloatValue::from_f64(FloatKind::F64, y));
        let bits = |v: f64| (!v.is_nan()).then(|| u128::from(v.to_bits()));
        assert_arithmetic_gives(fx, fy, [x + y, x - y, x * y, x / y, x % y].map(bits), || format!("{x:e} {y:e}"));
        assert_eq!(fx.compare(fy), x.partial_cmp(&y));
        let (s, t) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        let (fs, ft) =
            (hex(FloatKind::F32, &format!("{:X}", a as u32)), hex(FloatKind::F32, &format!("{:X}", b as u32)));
        let bits = |v: f32| (!v.is_nan()).then(|| u128::from(v.to_bits()));
        assert_arithmetic_gives(fs, ft, [s + t, s - t, s * t, s / t, s % t].map(bits), || format!("{s:e} {t:e}"));
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
    assert_eq!(neg_zero.convert(FloatKind::F6E2M3FN), (FloatValue { kind: FloatKind::F6E2M3FN, bits: 0x20 }, false));
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
    assert_eq!(hex(FloatKind::F8E4M3FNUZ, "0x80").convert(FloatKind::F32), (hex(FloatKind::F32, "0x7FC00000"), false));
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
    let mut next = xorshift(0x2545F4914F6CDD1Du64);
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
const DECIMAL_CASES: &str = include_str!("tests/decimal_cases.txt");

/// mlir-opt-22's text for every bit pattern of `f8E5M2`, in order (`0x0`, `0x1`, ...).
const ALL_F8E5M2: &str = include_str!("tests/all_f8E5M2.txt");

/// mlir-opt-22's text for every bit pattern of `f8E4M3`, in order (`0x0`, `0x1`, ...).
const ALL_F8E4M3: &str = include_str!("tests/all_f8E4M3.txt");

/// mlir-opt-22's text for every bit pattern of `f8E4M3FN`, in order (`0x0`, `0x1`, ...).
const ALL_F8E4M3FN: &str = include_str!("tests/all_f8E4M3FN.txt");

/// mlir-opt-22's text for every bit pattern of `f8E5M2FNUZ`, in order (`0x0`, `0x1`, ...).
const ALL_F8E5M2FNUZ: &str = include_str!("tests/all_f8E5M2FNUZ.txt");

/// mlir-opt-22's text for every bit pattern of `f8E4M3FNUZ`, in order (`0x0`, `0x1`, ...).
const ALL_F8E4M3FNUZ: &str = include_str!("tests/all_f8E4M3FNUZ.txt");

/// mlir-opt-22's text for every bit pattern of `f8E4M3B11FNUZ`, in order (`0x0`, `0x1`, ...).
const ALL_F8E4M3B11FNUZ: &str = include_str!("tests/all_f8E4M3B11FNUZ.txt");

/// mlir-opt-22's text for every bit pattern of `f8E3M4`, in order (`0x0`, `0x1`, ...).
const ALL_F8E3M4: &str = include_str!("tests/all_f8E3M4.txt");

/// mlir-opt-22's text for every bit pattern of `f8E8M0FNU`, in order (`0x0`, `0x1`, ...).
const ALL_F8E8M0FNU: &str = include_str!("tests/all_f8E8M0FNU.txt");

/// mlir-opt-22's text for every bit pattern of `f4E2M1FN`, in order (`0x0`, `0x1`, ...).
const ALL_F4E2M1FN: &str = include_str!("tests/all_f4E2M1FN.txt");

/// mlir-opt-22's text for every bit pattern of `f6E2M3FN`, in order (`0x0`, `0x1`, ...).
const ALL_F6E2M3FN: &str = include_str!("tests/all_f6E2M3FN.txt");

/// mlir-opt-22's text for every bit pattern of `f6E3M2FN`, in order (`0x0`, `0x1`, ...).
const ALL_F6E3M2FN: &str = include_str!("tests/all_f6E3M2FN.txt");

/// `KIND BITS PRINTED` for a sample of wider kinds.
const WIDE_SAMPLES: &str = include_str!("tests/wide_samples.txt");

/// `OP KIND ARGS... => RESULT` from `mlir-opt-22 --canonicalize` (arith folding).
const FOLD_CASES: &str = include_str!("tests/fold_cases.txt");

/// Rows for `check_printed`.
const PRINTING_EXAMPLES: &str = include_str!("tests/printing_examples.txt");

/// Rows for `check_printed`.
const ROUND_THROUGH_F64: &str = include_str!("tests/round_through_f64.txt");

/// Rows for `check_printed`.
const OVERFLOW_AND_UNDERFLOW: &str = include_str!("tests/overflow_and_underflow.txt");

/// Rows for `check_printed`.
const DECIMAL_SYNTAX: &str = include_str!("tests/decimal_syntax.txt");
