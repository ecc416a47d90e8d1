//! [`AffineExpr`]: the expression tree, shared and compared by structure,
//! its constructors (which simplify as MLIR's do, see `simplify.rs`), queries
//! and evaluation, and the operator traits.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::print::DisplayWith;
use super::simplify::{
    ceil_div_i64, floor_div_i64, gcd_u64, mod_i64, simplify_add, simplify_ceil_div, simplify_floor_div, simplify_mod,
    simplify_mul,
};
use super::AffineBinaryOp;

/// What one node of an [`AffineExpr`] is. Obtained with [`AffineExpr::kind`];
/// expressions can only be built through the simplifying constructors of
/// [`AffineExpr`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineExprKind {
    /// Dimension identifier `d<position>`.
    Dim(u32),
    /// Symbol identifier `s<position>`.
    Symbol(u32),
    /// Integer constant.
    Constant(i64),
    /// Binary operation `lhs op rhs`.
    Binary(AffineBinaryOp, AffineExpr, AffineExpr),
}

pub(super) struct Node {
    pub(super) kind: AffineExprKind,
    pub(super) depth: u32,
    pub(super) symbolic_or_constant: bool,
}

/// An immutable affine expression, shared by reference counting (cloning is
/// cheap). Equality and hashing are structural, which, since every expression
/// is built in MLIR's canonical simplified form, matches MLIR's uniquing.
#[derive(Clone)]
pub struct AffineExpr(pub(super) Arc<Node>);

impl PartialEq for AffineExpr {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.kind == other.0.kind
    }
}

impl Eq for AffineExpr {}

impl Hash for AffineExpr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.kind.hash(state);
    }
}

impl AffineExpr {
    pub(super) fn from_kind(kind: AffineExprKind) -> Self {
        let (depth, symbolic_or_constant) = match &kind {
            AffineExprKind::Dim(_) => (1, false),
            AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => (1, true),
            AffineExprKind::Binary(_, l, r) => {
                (l.depth().max(r.depth()).saturating_add(1), l.is_symbolic_or_constant() && r.is_symbolic_or_constant())
            }
        };
        AffineExpr(Arc::new(Node { kind, depth, symbolic_or_constant }))
    }

    /// Builds `lhs op rhs` without simplification, except that the operands
    /// of `+` and `*` are put in MLIR's canonical order when both are
    /// identifiers: dimensions before symbols, then by position.
    pub(super) fn raw_binary(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> Self {
        let commutative = matches!(op, AffineBinaryOp::Add | AffineBinaryOp::Mul);
        let swap = commutative
            && match (lhs.kind(), rhs.kind()) {
                (AffineExprKind::Dim(a), AffineExprKind::Dim(b))
                | (AffineExprKind::Symbol(a), AffineExprKind::Symbol(b)) => a > b,
                (AffineExprKind::Symbol(_), AffineExprKind::Dim(_)) => true,
                _ => false,
            };
        let (lhs, rhs) = if swap { (rhs, lhs) } else { (lhs, rhs) };
        Self::from_kind(AffineExprKind::Binary(op, lhs.clone(), rhs.clone()))
    }

    /// The dimension identifier `d<position>`.
    pub fn dim(position: u32) -> Self {
        Self::from_kind(AffineExprKind::Dim(position))
    }

    /// The symbol identifier `s<position>`.
    pub fn symbol(position: u32) -> Self {
        Self::from_kind(AffineExprKind::Symbol(position))
    }

    /// The constant `value`.
    pub fn constant(value: i64) -> Self {
        Self::from_kind(AffineExprKind::Constant(value))
    }

    /// `lhs op rhs`, simplified as MLIR's `getAffineBinaryOpExpr` does.
    pub fn binary(op: AffineBinaryOp, lhs: &AffineExpr, rhs: &AffineExpr) -> Self {
        match op {
            AffineBinaryOp::Add => lhs.add(rhs),
            AffineBinaryOp::Mul => lhs.mul(rhs),
            AffineBinaryOp::Mod => lhs.modulo(rhs),
            AffineBinaryOp::FloorDiv => lhs.floor_div(rhs),
            AffineBinaryOp::CeilDiv => lhs.ceil_div(rhs),
        }
    }

    /// `self + other`, simplified (MLIR's `operator+`).
    pub fn add(&self, other: &AffineExpr) -> AffineExpr {
        simplify_add(self, other).unwrap_or_else(|| Self::raw_binary(AffineBinaryOp::Add, self, other))
    }

    /// `self * other`, simplified (MLIR's `operator*`). Like MLIR's API this
    /// accepts non-affine products such as `d0 * d1`; the parser rejects them.
    pub fn mul(&self, other: &AffineExpr) -> AffineExpr {
        simplify_mul(self, other).unwrap_or_else(|| Self::raw_binary(AffineBinaryOp::Mul, self, other))
    }

    /// `self floordiv other`, simplified (MLIR's `floorDiv`).
    pub fn floor_div(&self, other: &AffineExpr) -> AffineExpr {
        simplify_floor_div(self, other).unwrap_or_else(|| Self::raw_binary(AffineBinaryOp::FloorDiv, self, other))
    }

    /// `self ceildiv other`, simplified (MLIR's `ceilDiv`).
    pub fn ceil_div(&self, other: &AffineExpr) -> AffineExpr {
        simplify_ceil_div(self, other).unwrap_or_else(|| Self::raw_binary(AffineBinaryOp::CeilDiv, self, other))
    }

    /// `self mod other`, simplified (MLIR's `operator%`).
    pub fn modulo(&self, other: &AffineExpr) -> AffineExpr {
        simplify_mod(self, other).unwrap_or_else(|| Self::raw_binary(AffineBinaryOp::Mod, self, other))
    }

    /// `self - other`, built as MLIR does: `self + other * -1`.
    pub fn sub(&self, other: &AffineExpr) -> AffineExpr {
        self.add(&other.neg())
    }

    /// `-self`, built as MLIR does: `self * -1`.
    pub fn neg(&self) -> AffineExpr {
        self.mul(&Self::constant(-1))
    }

    /// `self + value`.
    pub fn add_const(&self, value: i64) -> AffineExpr {
        self.add(&Self::constant(value))
    }

    /// `self - value`, built as MLIR does: `self + (-value)` (wrapping).
    pub fn sub_const(&self, value: i64) -> AffineExpr {
        self.add(&Self::constant(value.wrapping_neg()))
    }

    /// `self * value`.
    pub fn mul_const(&self, value: i64) -> AffineExpr {
        self.mul(&Self::constant(value))
    }

    /// `self floordiv value`.
    pub fn floor_div_const(&self, value: i64) -> AffineExpr {
        self.floor_div(&Self::constant(value))
    }

    /// `self ceildiv value`.
    pub fn ceil_div_const(&self, value: i64) -> AffineExpr {
        self.ceil_div(&Self::constant(value))
    }

    /// `self mod value`.
    pub fn mod_const(&self, value: i64) -> AffineExpr {
        self.modulo(&Self::constant(value))
    }

    /// What this node is.
    pub fn kind(&self) -> &AffineExprKind {
        &self.0.kind
    }

    /// The value if this is a constant.
    pub fn as_constant(&self) -> Option<i64> {
        match self.kind() {
            AffineExprKind::Constant(v) => Some(*v),
            _ => None,
        }
    }

    /// The position if this is a dimension identifier.
    pub fn as_dim(&self) -> Option<u32> {
        match self.kind() {
            AffineExprKind::Dim(p) => Some(*p),
            _ => None,
        }
    }

    /// The position if this is a symbol identifier.
    pub fn as_symbol(&self) -> Option<u32> {
        match self.kind() {
            AffineExprKind::Symbol(p) => Some(*p),
            _ => None,
        }
    }

    /// The operator and operands if this is a binary operation.
    pub fn as_binary(&self) -> Option<(AffineBinaryOp, &AffineExpr, &AffineExpr)> {
        match self.kind() {
            AffineExprKind::Binary(op, l, r) => Some((*op, l, r)),
            _ => None,
        }
    }

    /// Height of the tree: 1 for a leaf.
    pub fn depth(&self) -> u32 {
        self.0.depth
    }

    /// True if the expression involves no dimension identifier (MLIR's
    /// `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        self.0.symbolic_or_constant
    }

    /// True if the expression is affine in dimensions and symbols alike: every
    /// product has a constant operand and every `mod`/`floordiv`/`ceildiv`
    /// has a constant right operand (MLIR's `isPureAffine`).
    pub fn is_pure_affine(&self) -> bool {
        match self.kind() {
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => true,
            AffineExprKind::Binary(AffineBinaryOp::Add, l, r) => l.is_pure_affine() && r.is_pure_affine(),
            AffineExprKind::Binary(AffineBinaryOp::Mul, l, r) => {
                l.is_pure_affine() && r.is_pure_affine() && (l.as_constant().is_some() || r.as_constant().is_some())
            }
            AffineExprKind::Binary(_, l, r) => l.is_pure_affine() && r.as_constant().is_some(),
        }
    }

    /// The largest integer known to divide the expression's value (MLIR's
    /// `getLargestKnownDivisor`, with its `int64_t` arithmetic wrapping
    /// instead of overflowing). It is 0 for the constant 0.
    pub fn largest_known_divisor(&self) -> i64 {
        match self.kind() {
            AffineExprKind::Dim(_) | AffineExprKind::Symbol(_) => 1,
            AffineExprKind::Constant(v) => v.wrapping_abs(),
            AffineExprKind::Binary(AffineBinaryOp::Mul, l, r) => {
                l.largest_known_divisor().wrapping_mul(r.largest_known_divisor())
            }
            AffineExprKind::Binary(AffineBinaryOp::Add | AffineBinaryOp::Mod, l, r) => {
                gcd_u64(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64
            }
            AffineExprKind::Binary(_, l, r) => match r.as_constant() {
                Some(c) if c != 0 => {
                    let lhs_div = l.largest_known_divisor();
                    if lhs_div.wrapping_rem(c) == 0 {
                        lhs_div.wrapping_div(c).wrapping_abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
        }
    }

    /// True if dimension `position` occurs in the expression.
    pub fn is_function_of_dim(&self, position: u32) -> bool {
        match self.kind() {
            AffineExprKind::Dim(p) => *p == position,
            AffineExprKind::Symbol(_) | AffineExprKind::Constant(_) => false,
            AffineExprKind::Binary(_, l, r) => l.is_function_of_dim(position) || r.is_function_of_dim(position),
        }
    }

    /// True if symbol `position` occurs in the expression.
    pub fn is_function_of_symbol(&self, position: u32) -> bool {
        match self.kind() {
            AffineExprKind::Symbol(p) => *p == position,
            AffineExprKind::Dim(_) | AffineExprKind::Constant(_) => false,
            AffineExprKind::Binary(_, l, r) => l.is_function_of_symbol(position) || r.is_function_of_symbol(position),
        }
    }

    /// Evaluates the expression with `dims[i]` for `d<i>` and `symbols[i]` for
    /// `s<i>`. Returns `None` if an identifier has no value, on division by
    /// zero, on `mod` by a non-positive value (MLIR folds these to poison)
    /// and on `i64` overflow.
    pub fn eval(&self, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        match self.kind() {
            AffineExprKind::Dim(p) => dims.get(usize::try_from(*p).ok()?).copied(),
            AffineExprKind::Symbol(p) => symbols.get(usize::try_from(*p).ok()?).copied(),
            AffineExprKind::Constant(v) => Some(*v),
            AffineExprKind::Binary(op, l, r) => {
                let a = l.eval(dims, symbols)?;
                let b = r.eval(dims, symbols)?;
                match op {
                    AffineBinaryOp::Add => a.checked_add(b),
                    AffineBinaryOp::Mul => a.checked_mul(b),
                    AffineBinaryOp::Mod => (b >= 1).then(|| mod_i64(a, b)),
                    AffineBinaryOp::FloorDiv => floor_div_i64(a, b),
                    AffineBinaryOp::CeilDiv => ceil_div_i64(a, b),
                }
            }
        }
    }

    /// Replaces `d<i>` by `dims[i]` and `s<i>` by `symbols[i]` (identifiers
    /// without a replacement are kept) and re-simplifies the nodes that
    /// changed, as MLIR's `replaceDimsAndSymbols` does.
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], symbols: &[AffineExpr]) -> Self {
        match self.kind() {
            AffineExprKind::Constant(_) => self.clone(),
            AffineExprKind::Dim(p) => usize::try_from(*p).ok().and_then(|i| dims.get(i)).unwrap_or(self).clone(),
            AffineExprKind::Symbol(p) => usize::try_from(*p).ok().and_then(|i| symbols.get(i)).unwrap_or(self).clone(),
            AffineExprKind::Binary(op, l, r) => {
                let new_l = l.replace_dims_and_symbols(dims, symbols);
                let new_r = r.replace_dims_and_symbols(dims, symbols);
                if new_l == *l && new_r == *r {
                    self.clone()
                } else {
                    Self::binary(*op, &new_l, &new_r)
                }
            }
        }
    }

    /// Displays the expression as MLIR does, but printing identifiers with
    /// `names(formatter, position, is_symbol)` instead of `d<i>` / `s<i>`
    /// (MLIR's `printAffineExpr` with a `printValueName` callback).
    pub fn display_with<'a, F>(&'a self, names: F) -> impl fmt::Display + 'a
    where
        F: Fn(&mut fmt::Formatter<'_>, u32, bool) -> fmt::Result + 'a,
    {
        DisplayWith { expr: self, names }
    }
}

// Operator traits, for convenience; they call the simplifying constructors.

macro_rules! impl_binary_op_traits {
    ($tr:ident, $method:ident, $build:ident, $build_const:ident) => {
        impl std::ops::$tr<AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr {
                AffineExpr::$build(&self, &rhs)
            }
        }
        impl std::ops::$tr<&AffineExpr> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: &AffineExpr) -> AffineExpr {
                AffineExpr::$build(&self, rhs)
            }
        }
        impl std::ops::$tr<AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: AffineExpr) -> AffineExpr {
                AffineExpr::$build(self, &rhs)
            }
        }
        impl std::ops::$tr<&AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: &AffineExpr) -> AffineExpr {
                AffineExpr::$build(self, rhs)
            }
        }
        impl std::ops::$tr<i64> for AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr {
                AffineExpr::$build_const(&self, rhs)
            }
        }
        impl std::ops::$tr<i64> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr {
                AffineExpr::$build_const(self, rhs)
            }
        }
    };
}
impl_binary_op_traits!(Add, add, add, add_const);
impl_binary_op_traits!(Sub, sub, sub, sub_const);
impl_binary_op_traits!(Mul, mul, mul, mul_const);
impl_binary_op_traits!(Rem, rem, modulo, mod_const);

impl std::ops::Neg for AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(&self)
    }
}

impl std::ops::Neg for &AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}
