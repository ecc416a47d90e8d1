//! [`AffineMap`] and [`IntegerSet`]: expressions over the same dimensions
//! and symbols, as results of a map or as the constraints of a set.

use std::hash::Hash;
use std::str::FromStr;

use super::expr::AffineExpr;
use super::parse::{parse_affine_map, parse_integer_set, AffineParseError};

// Maps and sets.

/// A multi-result affine map `(d0, ..., d<n-1>)[s0, ..., s<m-1>] -> (results)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    /// Number of dimension identifiers.
    pub num_dims: u32,
    /// Number of symbol identifiers.
    pub num_symbols: u32,
    /// The result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map with the given shape and results.
    pub fn new(num_dims: u32, num_symbols: u32, results: Vec<AffineExpr>) -> Self {
        AffineMap { num_dims, num_symbols, results }
    }

    /// The identity map `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)`.
    pub fn identity(num_dims: u32) -> Self {
        Self::new(num_dims, 0, (0..num_dims).map(AffineExpr::dim).collect())
    }

    /// Parses the text between the angle brackets of `affine_map<...>`.
    pub fn parse(text: &str) -> Result<Self, AffineParseError> {
        parse_affine_map(text)
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// True if this is `(d0, ..., d<n-1>) -> (d0, ..., d<n-1>)` with no symbols.
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self.results.iter().zip(0u32..).all(|(r, i)| r.as_dim() == Some(i))
    }

    /// Evaluates every result (see [`AffineExpr::eval`]).
    pub fn eval(&self, dims: &[i64], symbols: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|r| r.eval(dims, symbols)).collect()
    }

    /// Replaces identifiers in every result (see
    /// [`AffineExpr::replace_dims_and_symbols`]); the new map has
    /// `num_result_dims` dimensions and `num_result_symbols` symbols.
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> Self {
        Self::new(
            num_result_dims,
            num_result_symbols,
            self.results.iter().map(|r| r.replace_dims_and_symbols(dims, symbols)).collect(),
        )
    }
}

impl FromStr for AffineMap {
    type Err = AffineParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_affine_map(s)
    }
}

/// A set of integer points `(dims)[symbols] : (constraints)`, each constraint
/// being `expr == 0` (`is_eq`) or `expr >= 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    /// Number of dimension identifiers.
    pub num_dims: u32,
    /// Number of symbol identifiers.
    pub num_symbols: u32,
    /// The constraints: `(expr, true)` is `expr == 0`, `(expr, false)` is
    /// `expr >= 0`.
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl IntegerSet {
    /// A set with the given shape and constraints.
    pub fn new(num_dims: u32, num_symbols: u32, constraints: Vec<(AffineExpr, bool)>) -> Self {
        IntegerSet { num_dims, num_symbols, constraints }
    }

    /// Parses the text between the angle brackets of `affine_set<...>`.
    pub fn parse(text: &str) -> Result<Self, AffineParseError> {
        parse_integer_set(text)
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.constraints.len()
    }

    /// Whether the point satisfies every constraint; `None` if some
    /// constraint cannot be evaluated (see [`AffineExpr::eval`]).
    pub fn contains(&self, dims: &[i64], symbols: &[i64]) -> Option<bool> {
        let mut all = true;
        for (expr, is_eq) in &self.constraints {
            let v = expr.eval(dims, symbols)?;
            all &= if *is_eq { v == 0 } else { v >= 0 };
        }
        Some(all)
    }

    /// Replaces identifiers in every constraint (see
    /// [`AffineExpr::replace_dims_and_symbols`]).
    pub fn replace_dims_and_symbols(
        &self,
        dims: &[AffineExpr],
        symbols: &[AffineExpr],
        num_result_dims: u32,
        num_result_symbols: u32,
    ) -> Self {
        Self::new(
            num_result_dims,
            num_result_symbols,
            self.constraints.iter().map(|(e, eq)| (e.replace_dims_and_symbols(dims, symbols), *eq)).collect(),
        )
    }
}

impl FromStr for IntegerSet {
    type Err = AffineParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_integer_set(s)
    }
}
