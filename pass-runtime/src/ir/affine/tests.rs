use std::collections::HashSet;
use std::fmt;
use std::sync::Arc;

use super::simplify::{ceil_div_i64, floor_div_i64};
use super::*;

// Every expectation below was obtained from mlir-opt-22 by running
// `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic
// --mlir-print-local-scope` on `"test.op"() {a = affine_map<TEXT>} : () -> ()`
// (or `affine_set<TEXT>`); error offsets are MLIR's reported column
// translated to a byte offset into TEXT.

/// `TEXT => PRINTED` rows: mlir-opt-22 prints `affine_map<PRINTED>` for `affine_map<TEXT>`.
const MAP_CASES: &str = include_str!("tests/maps.txt");

/// `TEXT => PRINTED` rows: mlir-opt-22 prints `affine_set<PRINTED>` for `affine_set<TEXT>`.
const SET_CASES: &str = include_str!("tests/sets.txt");

/// `map|set OFFSET TEXT => MESSAGE` rows: mlir-opt-22 rejects `affine_map<TEXT>`
/// (or `affine_set<TEXT>`) with `MESSAGE` at byte `OFFSET` of `TEXT`.
const ERROR_CASES: &str = include_str!("tests/errors.txt");

/// The rows of a table in `tests/`: its lines but the empty ones and the
/// `#` comments that say where the table comes from.
fn rows(table: &str) -> impl Iterator<Item = &str> {
    table.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
}

/// The two sides of a row `TEXT => EXPECTED`, with `\n` read as a newline
/// (some inputs span lines).
fn split_row(row: &str) -> (String, String) {
    let (text, expected) = row.split_once(" => ").unwrap_or_else(|| panic!("no ` => ` in row {row:?}"));
    (text.replace("\\n", "\n"), expected.replace("\\n", "\n"))
}

/// The `(text, printed)` rows of `MAP_CASES` or `SET_CASES`.
fn print_cases(table: &str) -> Vec<(String, String)> {
    rows(table).map(split_row).collect()
}

/// The `(is_set, text, offset, message)` rows of `ERROR_CASES`. The text
/// starts after one space, so a text that starts with spaces keeps them.
fn error_cases() -> Vec<(bool, String, usize, String)> {
    rows(ERROR_CASES)
        .map(|row| {
            let mut fields = row.splitn(3, ' ');
            let is_set = match fields.next() {
                Some("set") => true,
                Some("map") => false,
                _ => panic!("row {row:?} starts with neither `map` nor `set`"),
            };
            let offset = fields.next().and_then(|o| o.parse().ok()).unwrap_or_else(|| panic!("no offset in {row:?}"));
            let (text, message) = split_row(fields.next().unwrap_or_default());
            (is_set, text, offset, message)
        })
        .collect()
}

fn map(text: &str) -> AffineMap {
    match parse_affine_map(text) {
        Ok(m) => m,
        Err(e) => panic!("{text}: {e}"),
    }
}

fn expr(text: &str) -> AffineExpr {
    let m = map(text);
    assert_eq!(m.results.len(), 1, "{text}");
    m.results[0].clone()
}

#[test]
fn maps_print_as_mlir_opt() {
    for (text, printed) in print_cases(MAP_CASES) {
        assert_eq!(map(&text).to_string(), printed, "affine_map<{text}>");
    }
}

#[test]
fn sets_print_as_mlir_opt() {
    for (text, printed) in print_cases(SET_CASES) {
        let set = parse_integer_set(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(set.to_string(), printed, "affine_set<{text}>");
    }
}

#[test]
fn errors_match_mlir_opt() {
    let cases = error_cases();
    assert!(cases.len() > 100, "{} error cases", cases.len());
    for (is_set, text, offset, message) in cases {
        let err = if is_set {
            parse_integer_set(&text).map(|s| s.to_string())
        } else {
            parse_affine_map(&text).map(|m| m.to_string())
        };
        let expected = AffineParseError { offset, message };
        assert_eq!(err, Err(expected), "{text}");
    }
}

#[test]
fn map_or_set() {
    let parsed = parse_affine_map_or_integer_set("(d0)[s0] -> (d0 + s0)");
    assert_eq!(parsed, Ok(AffineMapOrIntegerSet::Map(map("(i)[n] -> (n + i)"))));
    let parsed = parse_affine_map_or_integer_set("(d0) : (d0 >= 0)");
    let expected = IntegerSet::new(1, 0, vec![(AffineExpr::dim(0), false)]);
    assert_eq!(parsed, Ok(AffineMapOrIntegerSet::Set(expected)));
    let err = parse_affine_map_or_integer_set("(d0) : (d0 >= 0) x").unwrap_err();
    assert_eq!((err.offset, err.message.as_str()), (16, "expected '>' in integer set"));
    assert_eq!("(d0) -> (d0)".parse::<AffineMap>(), Ok(AffineMap::identity(1)));
    assert!("(d0) -> (d0)".parse::<IntegerSet>().is_err());
    assert_eq!(err.to_string(), "at offset 16: expected '>' in integer set");
}

#[test]
fn builder_api_simplifies_like_the_parser() {
    let (d0, d1, s0) = (AffineExpr::dim(0), AffineExpr::dim(1), AffineExpr::symbol(0));
    let cases = [
        (AffineExpr::constant(2).add(&d0), "d0 + 2"),
        (s0.add(&d0), "d0 + s0"),
        (d1.add(&d0), "d0 + d1"),
        (d0.sub(&d1), "d0 - d1"),
        (d0.neg(), "-d0"),
        (d0.sub(&d0), "0"),
        (d0.mul_const(2).add(&d0), "d0 * 3"),
        (AffineExpr::constant(3).mul(&s0), "s0 * 3"),
        (d0.mul_const(4).floor_div_const(2), "d0 * 2"),
        (d0.mod_const(4).mod_const(2), "d0 mod 2"),
        (d0.floor_div_const(1), "d0"),
        (d0.mul_const(0), "0"),
        (d0.ceil_div(&s0), "d0 ceildiv s0"),
        (d0.sub(&d0.floor_div_const(4).mul_const(4)), "d0 mod 4"),
        (d0.sub_const(3), "d0 - 3"),
        (d0.add_const(1).neg(), "-(d0 + 1)"),
        (AffineExpr::binary(AffineBinaryOp::Mod, &d1, &AffineExpr::constant(1)), "0"),
        // Not affine, so only reachable through the API: operands of a
        // product of two dims are ordered too.
        (d1.mul(&d0), "d0 * d1"),
        (d1.floor_div(&d0), "d1 floordiv d0"),
    ];
    for (e, printed) in &cases {
        assert_eq!(e.to_string(), *printed);
    }
    // The operator traits build the same expressions.
    assert_eq!(&d0 + &d1, d0.add(&d1));
    assert_eq!(d0.clone() - 5, d0.sub_const(5));
    assert_eq!(-(&d0) * 3, d0.mul_const(-3));
    assert_eq!(&d0 % 4, d0.mod_const(4));
    assert_eq!(d0.clone() * s0.clone(), d0.mul(&s0));
    assert_eq!(-d0.clone(), expr("(d0) -> (-d0)"));
    assert_eq!(d0.clone() + d1.clone(), expr("(d0, d1) -> (d1 + d0)"));
}

#[test]
fn accessors() {
    let e = expr("(d0)[s0] -> (d0 * 2 + s0)");
    let (op, lhs, rhs) = e.as_binary().expect("binary");
    assert_eq!(op, AffineBinaryOp::Add);
    assert_eq!(rhs.as_symbol(), Some(0));
    assert!(matches!(lhs.kind(), AffineExprKind::Binary(AffineBinaryOp::Mul, _, _)));
    assert_eq!(lhs.as_binary().map(|(_, l, _)| l.as_dim()), Some(Some(0)));
    assert_eq!(AffineExpr::constant(-7).as_constant(), Some(-7));
    assert_eq!(e.depth(), 3);
    assert!(!e.is_symbolic_or_constant());
    assert!(e.is_pure_affine());
    assert!(!expr("(d0)[s0] -> (d0 * s0)").is_pure_affine());
    assert!(!expr("(d0)[s0] -> (d0 mod s0)").is_pure_affine());
    assert!(expr("()[s0] -> (s0 * s0 + 1)").is_symbolic_or_constant());
    assert!(e.is_function_of_dim(0) && !e.is_function_of_dim(1));
    assert!(e.is_function_of_symbol(0) && !e.is_function_of_symbol(1));
    assert_eq!(AffineBinaryOp::CeilDiv.spelling(), "ceildiv");
    assert_eq!(format!("{e:?}"), "AffineExpr(d0 * 2 + s0)");
}

#[test]
fn largest_known_divisor() {
    let cases = [
        ("(d0) -> (d0)", 1),
        ("(d0) -> (-12)", 12),
        ("(d0)[s0] -> (d0 * 4 + s0 * 6)", 2),
        ("(d0) -> ((d0 * 8) mod 12)", 4),
        ("(d0) -> (((d0 * 8) mod 12) floordiv 2)", 2),
        ("(d0)[s0] -> ((d0 * 8) floordiv s0)", 1),
        ("(d0)[s0] -> (d0 * 3 * s0)", 3),
    ];
    for (text, divisor) in cases {
        assert_eq!(expr(text).largest_known_divisor(), divisor, "{text}");
    }
    assert_eq!(AffineExpr::constant(i64::MIN).largest_known_divisor(), i64::MIN);
}

#[test]
fn eval() {
    let e = expr("(i, j)[n] -> ((i + j) floordiv 4 * n - j mod 3 + (i ceildiv 2))");
    // (5 + 7) floordiv 4 * 10 - 7 mod 3 + 5 ceildiv 2 = 30 - 1 + 3
    assert_eq!(e.eval(&[5, 7], &[10]), Some(32));
    assert_eq!(expr("(d0) -> (d0 floordiv 4)").eval(&[-5], &[]), Some(-2));
    assert_eq!(expr("(d0) -> (d0 ceildiv 4)").eval(&[-5], &[]), Some(-1));
    assert_eq!(expr("(d0) -> (d0 mod 4)").eval(&[-5], &[]), Some(3));
    assert_eq!(expr("(d0) -> (d0 floordiv -4)").eval(&[5], &[]), Some(-2));
    assert_eq!(expr("(d0) -> (d0 ceildiv -4)").eval(&[5], &[]), Some(-1));
    // Missing values, division by zero, mod by a non-positive value and
    // overflow have no value.
    assert_eq!(expr("(d0, d1) -> (d0 + d1)").eval(&[1], &[]), None);
    assert_eq!(expr("(d0)[s0] -> (d0 floordiv s0)").eval(&[1], &[0]), None);
    assert_eq!(expr("(d0)[s0] -> (d0 mod s0)").eval(&[1], &[-2]), None);
    assert_eq!(expr("(d0) -> (d0 * 2)").eval(&[i64::MAX], &[]), None);
    assert_eq!(expr("(d0) -> (d0 floordiv -1)").eval(&[i64::MIN], &[]), None);
    let m = map("(d0, d1) -> (d0 + d1, d0 - d1)");
    assert_eq!(m.eval(&[3, 1], &[]), Some(vec![4, 2]));
    let set = parse_integer_set("(d0)[s0] : (d0 >= 0, s0 - 1 - d0 >= 0, d0 mod 2 == 0)").expect("set");
    assert_eq!(set.contains(&[4], &[10]), Some(true));
    assert_eq!(set.contains(&[5], &[10]), Some(false));
    assert_eq!(set.contains(&[10], &[10]), Some(false));
    assert_eq!(set.contains(&[], &[10]), None);
    assert_eq!(set.num_constraints(), 3);
}

/// A tiny deterministic generator (xorshift) for property tests.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Evaluates an unsimplified expression tree.
type Evaluator = Box<dyn Fn(&[i64], &[i64]) -> Option<i64>>;

/// Builds a random expression both simplified and as an evaluator of
/// the unsimplified tree.
fn random_expr(rng: &mut Rng, depth: u32) -> (AffineExpr, Evaluator) {
    if depth == 0 || rng.below(4) == 0 {
        return match rng.below(3) {
            0 => {
                let v = rng.below(13) as i64 - 6;
                (AffineExpr::constant(v), Box::new(move |_, _| Some(v)))
            }
            1 => {
                let p = rng.below(3) as u32;
                (AffineExpr::dim(p), Box::new(move |d, _| d.get(p as usize).copied()))
            }
            _ => {
                let p = rng.below(2) as u32;
                (AffineExpr::symbol(p), Box::new(move |_, s| s.get(p as usize).copied()))
            }
        };
    }
    let (l, fl) = random_expr(rng, depth - 1);
    let (r, fr) = random_expr(rng, depth - 1);
    let op = match rng.below(6) {
        0 | 5 => AffineBinaryOp::Add,
        1 => AffineBinaryOp::Mul,
        2 => AffineBinaryOp::Mod,
        3 => AffineBinaryOp::FloorDiv,
        _ => AffineBinaryOp::CeilDiv,
    };
    let e = AffineExpr::binary(op, &l, &r);
    let f = move |d: &[i64], s: &[i64]| {
        let (a, b) = (fl(d, s)?, fr(d, s)?);
        match op {
            AffineBinaryOp::Add => a.checked_add(b),
            AffineBinaryOp::Mul => a.checked_mul(b),
            AffineBinaryOp::Mod => (b > 0).then(|| a.rem_euclid(b)),
            AffineBinaryOp::FloorDiv => floor_div_i64(a, b),
            AffineBinaryOp::CeilDiv => ceil_div_i64(a, b),
        }
    };
    (e, Box::new(f))
}

#[test]
fn simplification_preserves_values() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..3000 {
        let (e, f) = random_expr(&mut rng, 4);
        for _ in 0..8 {
            let dims: Vec<i64> = (0..3).map(|_| rng.below(41) as i64 - 20).collect();
            let syms: Vec<i64> = (0..2).map(|_| rng.below(9) as i64 + 1).collect();
            if let (Some(want), Some(got)) = (f(&dims, &syms), e.eval(&dims, &syms)) {
                assert_eq!(got, want, "{e} at {dims:?} {syms:?}");
            }
        }
    }
}

#[test]
fn replace_dims_and_symbols() {
    let m = map("(d0, d1)[s0] -> (d0 floordiv 2 + d1, s0 * 3, d1)");
    let dims = [AffineExpr::dim(0).mul_const(4), AffineExpr::symbol(0)];
    let syms = [AffineExpr::constant(5)];
    let replaced = m.replace_dims_and_symbols(&dims, &syms, 1, 1);
    assert_eq!(replaced.to_string(), "(d0)[s0] -> (d0 * 2 + s0, 15, s0)");
    // Identifiers without a replacement are kept, unchanged nodes shared.
    let e = expr("(d0, d1) -> (d0 + d1 * 2)");
    let same = e.replace_dims_and_symbols(&[], &[]);
    assert!(Arc::ptr_eq(&e.0, &same.0));
    let swapped = e.replace_dims_and_symbols(&[AffineExpr::dim(1), AffineExpr::dim(0)], &[]);
    assert_eq!(swapped.to_string(), "d1 + d0 * 2");
    let set = parse_integer_set("(d0) : (d0 - 1 >= 0)").expect("set");
    let set = set.replace_dims_and_symbols(&[AffineExpr::constant(1)], &[], 0, 0);
    assert_eq!(set.to_string(), "() : (0 >= 0)");
}

#[test]
fn maps_and_sets_helpers() {
    assert_eq!(AffineMap::identity(2).to_string(), "(d0, d1) -> (d0, d1)");
    assert!(AffineMap::identity(3).is_identity());
    assert!(!map("(d0, d1) -> (d1, d0)").is_identity());
    assert!(!map("(d0)[s0] -> (d0)").is_identity());
    assert_eq!(AffineMap::new(0, 2, vec![]).to_string(), "()[s0, s1] -> ()");
    assert_eq!(map("(d0, d1) -> (d0, d1 + 1)").num_results(), 2);
    assert_eq!(IntegerSet::new(1, 0, vec![]).to_string(), "(d0) : ()");
}

#[test]
fn equality_and_hashing_follow_structure() {
    let a = expr("(d0, d1) -> (d1 + 1 + d0)");
    let b = expr("(x, y) -> (1 + y + x)");
    assert_eq!(a, b);
    // Same text, different trees: MLIR does not unique these together
    // either (their difference does not fold to 0).
    assert_ne!(a, expr("(x, y) -> (x + (y + 1))"));
    let set: HashSet<AffineExpr> = [a.clone(), b, expr("(d0, d1) -> (d0 + d1 + 2)")].into_iter().collect();
    assert_eq!(set.len(), 2);
    let maps: HashSet<AffineMap> = [map("(d0) -> (d0)"), AffineMap::identity(1)].into_iter().collect();
    assert_eq!(maps.len(), 1);
}

#[test]
fn is_send_sync_clone() {
    fn check<T: Send + Sync + Clone + Eq + std::hash::Hash + fmt::Debug>() {}
    check::<AffineExpr>();
    check::<AffineMap>();
    check::<IntegerSet>();
    check::<AffineParseError>();
    let e = expr("(d0) -> (d0 + 1)");
    let printed = std::thread::spawn(move || e.to_string()).join().ok();
    assert_eq!(printed.as_deref(), Some("d0 + 1"));
}

#[test]
fn display_with_names() {
    let e = expr("(i, j)[n] -> (-(i + j) * 2 + n floordiv 4)");
    let names = ["%i", "%j"];
    let shown = e
        .display_with(
            |f, pos, is_symbol| {
                if is_symbol {
                    write!(f, "symbol(%n{pos})")
                } else {
                    f.write_str(names[pos as usize])
                }
            },
        )
        .to_string();
    assert_eq!(shown, "(%i + %j) * -2 + symbol(%n0) floordiv 4");
    assert_eq!(e.to_string(), "(d0 + d1) * -2 + s0 floordiv 4");
}

#[test]
fn extreme_arithmetic_does_not_panic() {
    let min = AffineExpr::constant(i64::MIN);
    let max = AffineExpr::constant(i64::MAX);
    let d0 = AffineExpr::dim(0);
    let exprs = [
        min.neg(),
        min.floor_div_const(-1),
        min.ceil_div_const(-1),
        min.mod_const(i64::MAX),
        max.add(&max),
        min.sub(&max),
        d0.mul_const(i64::MIN).floor_div_const(-1),
        d0.mul_const(i64::MIN).ceil_div_const(-1),
        d0.mul_const(i64::MIN).mod_const(3),
        d0.mul_const(i64::MIN).add(&d0.mul_const(i64::MIN)),
        d0.add(&min).add(&min),
        d0.mul(&min).mul(&min),
        d0.sub_const(i64::MIN),
        d0.mul_const(i64::MIN).add(&d0).floor_div_const(-1),
        d0.mul_const(i64::MIN).mod_const(i64::MAX).mod_const(2),
    ];
    for e in &exprs {
        let _ = e.to_string();
        let _ = e.eval(&[i64::MIN], &[]);
        let _ = e.eval(&[-1], &[]);
        let _ = e.largest_known_divisor();
    }
    assert_eq!(min.neg().to_string(), "--9223372036854775808");
    assert_eq!(d0.add(&min).to_string(), "d0 - -9223372036854775808");
}

#[test]
fn deep_inputs_are_errors_not_crashes() {
    let deep = format!("(d0) -> ({}d0{})", "(".repeat(5000), ")".repeat(5000));
    let err = parse_affine_map(&deep).unwrap_err();
    assert_eq!(err.message, "affine expression is too deeply nested");
    let negs = format!("(d0) -> ({}d0)", "-".repeat(5000));
    assert!(parse_affine_map(&negs).is_err());
    let chain = format!("(d0) -> (d0{})", " floordiv 2".repeat(5000));
    assert!(parse_affine_map(&chain).is_err());
    // Long flat sums are fine.
    let sum = format!("(d0)[s0] -> (d0{})", " + s0 * s0".repeat(500));
    assert_eq!(map(&sum).to_string().matches("s0 * s0").count(), 500);
}

#[test]
fn garbage_never_panics() {
    let pieces = [
        "(",
        ")",
        "[",
        "]",
        "->",
        ":",
        ",",
        "d0",
        "s0",
        "x",
        "+",
        "-",
        "*",
        " floordiv ",
        " ceildiv ",
        " mod ",
        ">=",
        "<=",
        "==",
        "=",
        ">",
        "<",
        "0",
        "7",
        "0x",
        "0x1f",
        "99999999999999999999",
        "1.5",
        "%a",
        "%",
        "#",
        "@",
        "\"",
        "\"s\"",
        "...",
        ".",
        "/",
        "//c\n",
        "\n",
        " ",
        "symbol",
        "é",
        "\u{0}",
        "{",
        "?",
    ];
    let mut rng = Rng(12345);
    for _ in 0..20000 {
        let mut text = String::new();
        if rng.below(2) == 0 {
            text.push_str(if rng.below(2) == 0 { "(d0, d1)[s0] -> (" } else { "(d0)[s0] : (" });
        }
        for _ in 0..rng.below(12) {
            text.push_str(pieces[rng.below(pieces.len() as u64) as usize]);
        }
        for result in [parse_affine_map(&text).map(|m| m.to_string()), parse_integer_set(&text).map(|s| s.to_string())]
        {
            if let Err(e) = result {
                assert!(e.offset <= text.len(), "{text:?}: {e}");
            }
        }
    }
    // Every prefix of every test input.
    let inputs = print_cases(MAP_CASES).into_iter().chain(print_cases(SET_CASES)).map(|(t, _)| t);
    for text in inputs.chain(error_cases().into_iter().map(|c| c.1)) {
        for (i, _) in text.char_indices() {
            let _ = parse_affine_map(&text[..i]);
            let _ = parse_integer_set(&text[..i]);
        }
    }
}

#[test]
fn prefixes_end_at_their_closing_angle() {
    let (m, len) = parse_affine_map_prefix("(d0) -> (d0)> : () -> ()").unwrap();
    assert_eq!((m, len), (AffineMap::identity(1), 13));
    let (_, len) = parse_integer_set_prefix("(d0) : (d0 >= 0)>>").unwrap();
    assert_eq!(len, 17);
    // The map's own errors come before the missing `>`, as in MLIR.
    let err = parse_affine_map_prefix("(d0) -> (d0 + (d0)> x").unwrap_err();
    assert_eq!((err.offset, err.message.as_str()), (18, "expected ')' in affine map range"));
    // At the end of the map, where MLIR puts it.
    let err = parse_affine_map_prefix("(d0) -> (d0) x").unwrap_err();
    assert_eq!((err.offset, err.message.as_str()), (12, "expected '>' in affine map"));
}
