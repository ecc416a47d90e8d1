//! The simplifications MLIR applies while it builds an expression
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`,
//! `simplifyMod` in `mlir/lib/IR/AffineExpr.cpp`), with checked `i64`
//! arithmetic where MLIR's would overflow.

use super::expr::AffineExpr;
use super::AffineBinaryOp;

// Integer helpers (MLIR's MathExtras.h), never overflowing.

pub(super) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// `lhs mod rhs` for `rhs >= 1`: the non-negative remainder.
pub(super) fn mod_i64(lhs: i64, rhs: i64) -> i64 {
    let r = lhs.wrapping_rem(rhs);
    if r < 0 {
        r.wrapping_add(rhs)
    } else {
        r
    }
}

/// Floor of `lhs / rhs`; `None` if `rhs == 0` or the quotient overflows.
pub(super) fn floor_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs.checked_rem(rhs)?;
    if r != 0 && ((r < 0) != (rhs < 0)) {
        q.checked_sub(1)
    } else {
        Some(q)
    }
}

/// Ceiling of `lhs / rhs`; `None` if `rhs == 0` or the quotient overflows.
pub(super) fn ceil_div_i64(lhs: i64, rhs: i64) -> Option<i64> {
    let q = lhs.checked_div(rhs)?;
    let r = lhs.checked_rem(rhs)?;
    if r != 0 && ((r < 0) == (rhs < 0)) {
        q.checked_add(1)
    } else {
        Some(q)
    }
}

// Simplification on construction, following mlir/lib/IR/AffineExpr.cpp.
// Each returns `None` when the expression must be built as is.

pub(super) fn simplify_add(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();

    // Fold two constants unless the sum overflows.
    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_add(b).map(AffineExpr::constant);
    }

    // Canonicalize so that only the RHS is a constant (4 + d0 becomes d0 + 4)
    // and, if only one side is symbolic, it is the RHS.
    if lhs_const.is_some() || (lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant()) {
        return Some(rhs.add(lhs));
    }

    // Adding zero is a no-op.
    if rhs_const == Some(0) {
        return Some(lhs.clone());
    }

    let l_bin = lhs.as_binary();

    // Fold successive additions of constants: (d0 + 2) + 3 into d0 + 5.
    if let (Some((AffineBinaryOp::Add, ll, lr)), Some(c)) = (l_bin, rhs_const) {
        if let Some(lc) = lr.as_constant() {
            return Some(ll.add_const(lc.wrapping_add(c)));
        }
    }

    // Detect "c1 * expr + c2 * expr" as "(c1 + c2) * expr".
    let (lhs_coeff, first) = match l_bin {
        Some((AffineBinaryOp::Mul, ll, lr)) if lr.as_constant().is_some() => (lr.as_constant().unwrap_or(1), ll),
        _ => (1, lhs),
    };
    let r_bin = rhs.as_binary();
    let (rhs_coeff, second) = match r_bin {
        Some((AffineBinaryOp::Mul, rl, rr)) if rr.as_constant().is_some() => (rr.as_constant().unwrap_or(1), rl),
        _ => (1, rhs),
    };
    if first == second {
        return Some(first.mul_const(lhs_coeff.wrapping_add(rhs_coeff)));
    }

    // Bring constants to the right in successive additions: (d0 + 2) + d1
    // becomes (d0 + d1) + 2.
    if let Some((AffineBinaryOp::Add, ll, lr)) = l_bin {
        if lr.as_constant().is_some() {
            return Some(ll.add(rhs).add(lr));
        }
    }

    // Detect "expr - q * (expr floordiv q)" and turn it into "expr mod q".
    let (r_op, rl, rr) = r_bin?;

    // "expr + ((expr floordiv q) * q) <op> -1" with a symbolic q. MLIR does
    // not look at <op> here.
    if rr.as_constant() == Some(-1) {
        if let Some((AffineBinaryOp::Mul, rll, rlr)) = rl.as_binary() {
            match rll.as_binary() {
                Some((AffineBinaryOp::FloorDiv, fl, fr)) => {
                    if fr == rlr && lhs == fl {
                        return Some(lhs.modulo(rlr));
                    }
                }
                _ => return None,
            }
        }
    }

    // "expr + (expr floordiv c) * -c" with a positive constant c.
    let (rl_op, rll, rlr) = rl.as_binary()?;
    if r_op != AffineBinaryOp::Mul || rl_op != AffineBinaryOp::FloorDiv {
        return None;
    }
    let positive = rlr.as_constant().is_some_and(|c| c > 0);
    if positive && lhs == rll && *rlr == rr.neg() {
        return Some(lhs.modulo(rlr));
    }

    // "(a + b) + (expr floordiv q) * k": if "b + (expr floordiv q) * k"
    // simplifies (to a mod, or merely by reordering), use "a + that".
    if let Some((AffineBinaryOp::Add, ll, lr)) = l_bin {
        if let Some(simplified) = simplify_add(lr, rhs) {
            return Some(ll.add(&simplified));
        }
    }
    None
}

pub(super) fn simplify_mul(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let lhs_const = lhs.as_constant();
    let rhs_const = rhs.as_constant();

    if let (Some(a), Some(b)) = (lhs_const, rhs_const) {
        return a.checked_mul(b).map(AffineExpr::constant);
    }

    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
        return None;
    }

    // Canonicalize so that the constant or symbolic operand is on the right;
    // if both are symbolic, the constant goes right.
    if !rhs.is_symbolic_or_constant() || lhs_const.is_some() {
        return Some(rhs.mul(lhs));
    }

    match rhs_const {
        Some(1) => return Some(lhs.clone()),
        Some(0) => return Some(rhs.clone()),
        _ => {}
    }

    if let Some((AffineBinaryOp::Mul, ll, lr)) = lhs.as_binary() {
        if let Some(lc) = lr.as_constant() {
            // Fold successive multiplications: (d0 * 2) * 3 into d0 * 6.
            if let Some(c) = rhs_const {
                return Some(ll.mul_const(lc.wrapping_mul(c)));
            }
            // Bring the constant to the right: (d0 * 2) * s0 into
            // (d0 * s0) * 2.
            return Some(ll.mul(rhs).mul(lr));
        }
    }
    None
}

pub(super) fn simplify_floor_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant().filter(|&c| c != 0)?;
    if let Some(simplified) = simplify_div(lhs, c, floor_div_i64) {
        return Some(simplified);
    }
    // (e1 + e2) floordiv c when e1 or e2 is a known multiple of c.
    if let Some((AffineBinaryOp::Add, ll, lr)) = lhs.as_binary() {
        let ll_div = ll.largest_known_divisor();
        let lr_div = lr.largest_known_divisor();
        if ll_div.wrapping_rem(c) == 0 || lr_div.wrapping_rem(c) == 0 {
            return Some(ll.floor_div_const(c).add(&lr.floor_div_const(c)));
        }
    }
    None
}

pub(super) fn simplify_ceil_div(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    let c = rhs.as_constant().filter(|&c| c != 0)?;
    simplify_div(lhs, c, ceil_div_i64)
}

/// What `floordiv` and `ceildiv` by a constant `c` (not 0) simplify alike:
/// a constant `lhs` (divided with `div`, nothing if that overflows), a
/// division by 1, and `(expr * k)` with `k` a multiple of `c`.
fn simplify_div(lhs: &AffineExpr, c: i64, div: fn(i64, i64) -> Option<i64>) -> Option<AffineExpr> {
    if let Some(l) = lhs.as_constant() {
        return div(l, c).map(AffineExpr::constant);
    }
    if c == 1 {
        return Some(lhs.clone());
    }
    if let Some((AffineBinaryOp::Mul, ll, lr)) = lhs.as_binary() {
        if let Some(k) = lr.as_constant() {
            if k.wrapping_rem(c) == 0 {
                return Some(ll.mul_const(k.wrapping_div(c)));
            }
        }
    }
    None
}

pub(super) fn simplify_mod(lhs: &AffineExpr, rhs: &AffineExpr) -> Option<AffineExpr> {
    // mod by zero or a negative number is undefined and kept as is.
    let c = rhs.as_constant().filter(|&c| c >= 1)?;

    if let Some(l) = lhs.as_constant() {
        return Some(AffineExpr::constant(mod_i64(l, c)));
    }

    // A known multiple of c: (i * 128) mod 64 is 0.
    if lhs.largest_known_divisor().wrapping_rem(c) == 0 {
        return Some(AffineExpr::constant(0));
    }

    let l_bin = lhs.as_binary();
    // (e1 + e2) mod c when e1 or e2 is a known multiple of c.
    if let Some((AffineBinaryOp::Add, ll, lr)) = l_bin {
        if ll.largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(lr.mod_const(c));
        }
        if lr.largest_known_divisor().wrapping_rem(c) == 0 {
            return Some(ll.mod_const(c));
        }
    }

    // (e mod a) mod c when c divides a.
    if let Some((AffineBinaryOp::Mod, ll, lr)) = l_bin {
        if let Some(a) = lr.as_constant() {
            if a >= 1 && mod_i64(a, c) == 0 {
                return Some(ll.mod_const(c));
            }
        }
    }
    None
}
