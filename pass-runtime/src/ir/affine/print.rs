//! Printing as `mlir-opt` does (`printAffineExpr` in `AsmPrinter.cpp`):
//! MLIR's parenthesization, `d0 - x` for `d0 + x * -1`, and the `(d0)[s0]`
//! headers of maps and sets.

use std::fmt;

use super::expr::{AffineExpr, AffineExprKind};
use super::maps::{AffineMap, IntegerSet};
use super::AffineBinaryOp;

impl fmt::Debug for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AffineExpr({self})")
    }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(f, self, false, None)
    }
}

/// Signature of a callback that prints dimension (`is_symbol == false`) or
/// symbol (`is_symbol == true`) number `position`.
pub(super) type NameFn<'a> = &'a dyn Fn(&mut fmt::Formatter<'_>, u32, bool) -> fmt::Result;

pub(super) struct DisplayWith<'a, F> {
    pub(super) expr: &'a AffineExpr,
    pub(super) names: F,
}

impl<F: Fn(&mut fmt::Formatter<'_>, u32, bool) -> fmt::Result> fmt::Display for DisplayWith<'_, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_expr(f, self.expr, false, Some(&self.names))
    }
}

// Printing, following printAffineExprInternal in AsmPrinter.cpp. `strong`
// is MLIR's BindingStrength::Strong (parenthesize unless atomic).

pub(super) fn print_name(
    f: &mut fmt::Formatter<'_>,
    position: u32,
    is_symbol: bool,
    names: Option<NameFn<'_>>,
) -> fmt::Result {
    match names {
        Some(n) => n(f, position, is_symbol),
        None => write!(f, "{}{}", if is_symbol { 's' } else { 'd' }, position),
    }
}

pub(super) fn print_expr(
    f: &mut fmt::Formatter<'_>,
    expr: &AffineExpr,
    strong: bool,
    names: Option<NameFn<'_>>,
) -> fmt::Result {
    let (op, lhs, rhs) = match expr.kind() {
        AffineExprKind::Dim(p) => return print_name(f, *p, false, names),
        AffineExprKind::Symbol(p) => return print_name(f, *p, true, names),
        AffineExprKind::Constant(v) => return write!(f, "{v}"),
        AffineExprKind::Binary(op, l, r) => (*op, l, r),
    };
    if strong {
        f.write_str("(")?;
    }
    if op == AffineBinaryOp::Add {
        print_add(f, lhs, rhs, names)?;
    } else if op == AffineBinaryOp::Mul && rhs.as_constant() == Some(-1) {
        // Multiplication by -1 prints as a negation.
        f.write_str("-")?;
        print_expr(f, lhs, true, names)?;
    } else {
        print_expr(f, lhs, true, names)?;
        write!(f, " {} ", op.spelling())?;
        print_expr(f, rhs, true, names)?;
    }
    if strong {
        f.write_str(")")?;
    }
    Ok(())
}

pub(super) fn print_add(
    f: &mut fmt::Formatter<'_>,
    lhs: &AffineExpr,
    rhs: &AffineExpr,
    names: Option<NameFn<'_>>,
) -> fmt::Result {
    // Adding a product with a negative constant prints as a subtraction.
    if let Some((AffineBinaryOp::Mul, rl, rr)) = rhs.as_binary() {
        if let Some(c) = rr.as_constant() {
            if c == -1 {
                print_expr(f, lhs, false, names)?;
                f.write_str(" - ")?;
                let rl_is_add = matches!(rl.as_binary(), Some((AffineBinaryOp::Add, _, _)));
                return print_expr(f, rl, rl_is_add, names);
            }
            if c < -1 {
                print_expr(f, lhs, false, names)?;
                f.write_str(" - ")?;
                print_expr(f, rl, true, names)?;
                return write!(f, " * {}", c.wrapping_neg());
            }
        }
    }
    // Adding a negative constant prints as a subtraction.
    if let Some(c) = rhs.as_constant() {
        if c < 0 {
            print_expr(f, lhs, false, names)?;
            return write!(f, " - {}", c.wrapping_neg());
        }
    }
    print_expr(f, lhs, false, names)?;
    f.write_str(" + ")?;
    print_expr(f, rhs, false, names)
}

pub(super) fn print_ids(f: &mut fmt::Formatter<'_>, num_dims: u32, num_symbols: u32) -> fmt::Result {
    print_id_list(f, "(", 'd', num_dims, ")")?;
    if num_symbols > 0 {
        print_id_list(f, "[", 's', num_symbols, "]")?;
    }
    Ok(())
}

/// `open` `prefix`0, `prefix`1, ... `close`, with `count` names.
fn print_id_list(f: &mut fmt::Formatter<'_>, open: &str, prefix: char, count: u32, close: &str) -> fmt::Result {
    f.write_str(open)?;
    for i in 0..count {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "{prefix}{i}")?;
    }
    f.write_str(close)
}

impl fmt::Display for AffineMap {
    /// Prints what mlir-opt prints between the brackets of `affine_map<...>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_ids(f, self.num_dims, self.num_symbols)?;
        f.write_str(" -> (")?;
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            print_expr(f, r, false, None)?;
        }
        f.write_str(")")
    }
}

impl fmt::Display for IntegerSet {
    /// Prints what mlir-opt prints between the brackets of `affine_set<...>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        print_ids(f, self.num_dims, self.num_symbols)?;
        f.write_str(" : (")?;
        for (i, (e, is_eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            print_expr(f, e, false, None)?;
            f.write_str(if *is_eq { " == 0" } else { " >= 0" })?;
        }
        f.write_str(")")
    }
}
