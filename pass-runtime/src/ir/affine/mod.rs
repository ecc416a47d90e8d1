//! Affine expressions, affine maps and integer sets, as in MLIR's `AffineExpr`,
//! `AffineMap` and `IntegerSet`.
//!
//! Why this module exists: `affine_map<...>` and `affine_set<...>` attributes are
//! a small language of their own inside MLIR's textual IR. MLIR does not keep
//! what the user wrote: every expression is simplified while it is built
//! (`simplifyAdd`, `simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`,
//! `simplifyMod` in `mlir/lib/IR/AffineExpr.cpp`), and printed back with the
//! parenthesization rules of `printAffineExpr` in `AsmPrinter.cpp`. To print
//! the same text as `mlir-opt`, and to compare and hash maps the way MLIR
//! uniques them, we must build, simplify, parse and print exactly as MLIR does.
//! That is what this module does, with std only and without panicking: the
//! parser reports errors with MLIR's messages and byte offsets, and all `i64`
//! arithmetic is checked or wrapping where MLIR's would overflow.
//!
//! The files: `expr.rs` ([`AffineExpr`]), `simplify.rs` (what MLIR simplifies
//! while it builds), `maps.rs` ([`AffineMap`], [`IntegerSet`]), `lexer.rs` and
//! `parse.rs` (the text in), `print.rs` (the text out); the expected texts of
//! `tests.rs` are tables in `tests/`.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod expr;
mod lexer;
mod maps;
mod parse;
mod print;
mod simplify;
#[cfg(test)]
mod tests;

pub use expr::{AffineExpr, AffineExprKind};
pub use maps::{AffineMap, IntegerSet};
pub use parse::{
    parse_affine_map, parse_affine_map_or_integer_set, parse_affine_map_prefix, parse_integer_set,
    parse_integer_set_prefix, AffineMapOrIntegerSet, AffineParseError,
};

/// The five binary operators of affine expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AffineBinaryOp {
    /// `lhs + rhs`.
    Add,
    /// `lhs * rhs`.
    Mul,
    /// `lhs mod rhs`: the non-negative remainder (for a positive `rhs`).
    Mod,
    /// `lhs floordiv rhs`: division rounding toward negative infinity.
    FloorDiv,
    /// `lhs ceildiv rhs`: division rounding toward positive infinity.
    CeilDiv,
}

impl AffineBinaryOp {
    /// The operator as MLIR spells it: `+`, `*`, `mod`, `floordiv`, `ceildiv`.
    pub fn spelling(self) -> &'static str {
        match self {
            AffineBinaryOp::Add => "+",
            AffineBinaryOp::Mul => "*",
            AffineBinaryOp::Mod => "mod",
            AffineBinaryOp::FloorDiv => "floordiv",
            AffineBinaryOp::CeilDiv => "ceildiv",
        }
    }
}
