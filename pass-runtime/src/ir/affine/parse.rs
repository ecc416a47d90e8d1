//! Parsing, following `mlir/lib/AsmParser/AffineParser.cpp`: the public
//! entry points, MLIR's error messages at MLIR's offsets, and the recursive
//! descent over maps, sets and expressions (bounded in depth).

use std::fmt;
use std::hash::Hash;

use super::expr::AffineExpr;
use super::lexer::{Tk, Token};
use super::maps::{AffineMap, IntegerSet};
use super::AffineBinaryOp;

/// How deeply the parser lets parentheses and negations nest before it gives
/// up with an error (MLIR has no limit; this keeps our recursion bounded).
pub(super) const MAX_PARSE_NESTING: usize = 256;

/// The deepest expression tree the parser builds before it gives up with an
/// error, so that printing, hashing and dropping parsed trees stays shallow.
pub(super) const MAX_PARSE_EXPR_DEPTH: u32 = 1000;

// Parsing, following mlir/lib/AsmParser/AffineParser.cpp and the parts of
// the MLIR lexer it relies on.

/// A parse error: MLIR's message, and where MLIR reports it as a byte offset
/// into the text given to the parser.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineParseError {
    /// Byte offset in the parsed text.
    pub offset: usize,
    /// MLIR's diagnostic message.
    pub message: String,
}

impl fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at offset {}: {}", self.offset, self.message)
    }
}

impl std::error::Error for AffineParseError {}

/// Either result of [`parse_affine_map_or_integer_set`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AffineMapOrIntegerSet {
    /// The text had `->`.
    Map(AffineMap),
    /// The text had `:`.
    Set(IntegerSet),
}

/// What `parse_token` reports when a map or a set is followed by more text.
const MAP_END: &str = "expected '>' in affine map";
const SET_END: &str = "expected '>' in integer set";

/// Parses the text between the angle brackets of `affine_map<...>`, such as
/// `(d0, d1)[s0] -> (d0 + s0, d1 * 2)`.
pub fn parse_affine_map(text: &str) -> Result<AffineMap, AffineParseError> {
    parse_whole(text, |parsed| match parsed {
        AffineMapOrIntegerSet::Map(m) => Ok((m, MAP_END)),
        AffineMapOrIntegerSet::Set(_) => Err("expected AffineMap, but got IntegerSet"),
    })
}

/// Parses the text between the angle brackets of `affine_set<...>`, such as
/// `(d0)[s0] : (d0 - s0 >= 0, -d0 + 10 >= 0)`.
pub fn parse_integer_set(text: &str) -> Result<IntegerSet, AffineParseError> {
    parse_whole(text, |parsed| match parsed {
        AffineMapOrIntegerSet::Set(s) => Ok((s, SET_END)),
        AffineMapOrIntegerSet::Map(_) => Err("expected IntegerSet, but got AffineMap"),
    })
}

/// Parses an affine map (with `->`) or an integer set (with `:`).
pub fn parse_affine_map_or_integer_set(text: &str) -> Result<AffineMapOrIntegerSet, AffineParseError> {
    parse_whole(text, |parsed| {
        let end = match parsed {
            AffineMapOrIntegerSet::Map(_) => MAP_END,
            AffineMapOrIntegerSet::Set(_) => SET_END,
        };
        Ok((parsed, end))
    })
}

/// Parses the affine map at the start of `text`, the text after the `<` of
/// `affine_map<...>` up to the end of the input, as MLIR reads it: the
/// map's own errors come before a missing `>`. Returns the map and the
/// length of text it takes up to the `>` included.
pub fn parse_affine_map_prefix(text: &str) -> Result<(AffineMap, usize), AffineParseError> {
    parse_up_to(text, Tk::Greater, |parsed| match parsed {
        AffineMapOrIntegerSet::Map(m) => Ok((m, MAP_END)),
        AffineMapOrIntegerSet::Set(_) => Err("expected AffineMap, but got IntegerSet"),
    })
}

/// [`parse_affine_map_prefix`] for `affine_set<...>`.
pub fn parse_integer_set_prefix(text: &str) -> Result<(IntegerSet, usize), AffineParseError> {
    parse_up_to(text, Tk::Greater, |parsed| match parsed {
        AffineMapOrIntegerSet::Set(s) => Ok((s, SET_END)),
        AffineMapOrIntegerSet::Map(_) => Err("expected IntegerSet, but got AffineMap"),
    })
}

/// Parses a map or a set that must make up all of `text`.
fn parse_whole<T>(
    text: &str,
    pick: impl FnOnce(AffineMapOrIntegerSet) -> Result<(T, &'static str), &'static str>,
) -> Result<T, AffineParseError> {
    parse_up_to(text, Tk::Eof, pick).map(|(value, _)| value)
}

/// Parses a map or a set at the start of `text`, then token `end`; returns
/// it and where the text after `end` starts. `pick` takes what was parsed
/// and gives the value wanted with the message for a missing `end`, or the
/// message for the wrong one of the two (reported at the start).
fn parse_up_to<T>(
    text: &str,
    end: Tk,
    pick: impl FnOnce(AffineMapOrIntegerSet) -> Result<(T, &'static str), &'static str>,
) -> Result<(T, usize), AffineParseError> {
    let mut p = Parser::new(text);
    let start = p.tok.start;
    let (value, missing_end) = pick(p.parse_map_or_set_inline()?).map_err(|wrong| p.error_at(start, wrong))?;
    let after = p.tok.end;
    p.parse_token(end, missing_end)?;
    Ok((value, after))
}

#[derive(Clone, Copy)]
pub(super) enum LowOp {
    Add,
    Sub,
}

pub(super) type PResult<T> = Result<T, AffineParseError>;

pub(super) struct Parser<'a> {
    pub(super) src: &'a str,
    /// Lexer cursor: where the token after `tok` starts being looked for.
    pub(super) pos: usize,
    pub(super) tok: Token,
    pub(super) lex_error: Option<AffineParseError>,
    pub(super) names: Vec<(&'a str, AffineExpr)>,
    pub(super) nesting: usize,
}

impl<'a> Parser<'a> {
    pub(super) fn new(src: &'a str) -> Self {
        let mut p = Parser {
            src,
            pos: 0,
            tok: Token { kind: Tk::Eof, start: 0, end: 0 },
            lex_error: None,
            names: Vec::new(),
            nesting: 0,
        };
        p.lex();
        p
    }

    pub(super) fn consume(&mut self) {
        self.lex();
    }

    pub(super) fn consume_if(&mut self, kind: Tk) -> bool {
        if self.tok.kind == kind {
            self.consume();
            true
        } else {
            false
        }
    }

    pub(super) fn spelling(&self) -> &'a str {
        self.src.get(self.tok.start..self.tok.end).unwrap_or("")
    }

    /// MLIR's `emitError(loc, ...)`: if the current token is a lexing error,
    /// the lexer's diagnostic is the one reported.
    pub(super) fn error_at(&self, offset: usize, message: impl Into<String>) -> AffineParseError {
        if let Some(e) = &self.lex_error {
            return e.clone();
        }
        AffineParseError { offset, message: message.into() }
    }

    /// MLIR's `emitError(...)` at the current token.
    pub(super) fn error(&self, message: impl Into<String>) -> AffineParseError {
        self.error_at(self.tok.start, message)
    }

    /// MLIR's `emitWrongTokenError`: reported just after the previous token,
    /// skipping back over blanks, blank lines and end-of-line comments.
    pub(super) fn wrong_token_error(&self, message: impl Into<String>) -> AffineParseError {
        let b = self.src.as_bytes();
        let mut end = self.tok.start.min(b.len());
        let offset = loop {
            while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            // Before the text, MLIR sees the opening '<'.
            if end == 0 {
                break 0;
            }
            if !matches!(b[end - 1], b'\n' | b'\r') {
                break end;
            }
            end -= 1;
            let line_start = b[..end].iter().rposition(|&c| c == b'\n' || c == b'\r').unwrap_or(0);
            if let Some(i) = b[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + i;
            }
        };
        self.error_at(offset, message)
    }

    pub(super) fn parse_token(&mut self, kind: Tk, message: &str) -> PResult<()> {
        if self.consume_if(kind) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// MLIR's `parseCommaSeparatedList` with a paren or square delimiter.
    pub(super) fn parse_delimited_list(
        &mut self,
        square: bool,
        context: &str,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_s, close_s) =
            if square { (Tk::LSquare, Tk::RSquare, "'['", "']'") } else { (Tk::LParen, Tk::RParen, "'('", "')'") };
        self.parse_token(open, &format!("expected {open_s}{context}"))?;
        if self.consume_if(close) {
            return Ok(());
        }
        element(self)?;
        while self.consume_if(Tk::Comma) {
            element(self)?;
        }
        self.parse_token(close, &format!("expected {close_s}{context}"))
    }

    pub(super) fn parse_identifier_definition(&mut self, id: AffineExpr) -> PResult<()> {
        if self.tok.kind != Tk::Ident {
            return Err(self.wrong_token_error("expected bare identifier"));
        }
        let name = self.spelling();
        if self.names.iter().any(|(n, _)| *n == name) {
            return Err(self.error(format!("redefinition of identifier '{name}'")));
        }
        self.consume();
        self.names.push((name, id));
        Ok(())
    }

    pub(super) fn parse_id_list(&mut self, square: bool) -> PResult<u32> {
        let mut count: u32 = 0;
        let context = if square { " in symbol list" } else { " in dimensional identifier list" };
        self.parse_delimited_list(square, context, |p| {
            let id = if square { AffineExpr::symbol(count) } else { AffineExpr::dim(count) };
            count = count.checked_add(1).ok_or_else(|| p.error("too many identifiers"))?;
            p.parse_identifier_definition(id)
        })?;
        Ok(count)
    }

    pub(super) fn parse_map_or_set_inline(&mut self) -> PResult<AffineMapOrIntegerSet> {
        let num_dims = self.parse_id_list(false)?;
        let num_symbols = if self.tok.kind == Tk::LSquare { self.parse_id_list(true)? } else { 0 };
        if self.consume_if(Tk::Arrow) {
            let mut results = Vec::new();
            self.parse_delimited_list(false, " in affine map range", |p| {
                results.push(p.parse_affine_expr()?);
                Ok(())
            })?;
            return Ok(AffineMapOrIntegerSet::Map(AffineMap::new(num_dims, num_symbols, results)));
        }
        self.parse_token(Tk::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.parse_delimited_list(false, " in integer set constraint list", |p| {
            constraints.push(p.parse_affine_constraint()?);
            Ok(())
        })?;
        // No constraints stands for the always-true `0 == 0`.
        if constraints.is_empty() {
            constraints.push((AffineExpr::constant(0), true));
        }
        Ok(AffineMapOrIntegerSet::Set(IntegerSet::new(num_dims, num_symbols, constraints)))
    }

    /// `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`, normalized to
    /// `expr >= 0` or `expr == 0`.
    pub(super) fn parse_affine_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_affine_expr()?;
        if self.consume_if(Tk::Greater) && self.consume_if(Tk::Equal) {
            let rhs = self.parse_affine_expr()?;
            return Ok((lhs.sub(&rhs), false));
        }
        if self.consume_if(Tk::Less) && self.consume_if(Tk::Equal) {
            let rhs = self.parse_affine_expr()?;
            return Ok((rhs.sub(&lhs), false));
        }
        if self.consume_if(Tk::Equal) && self.consume_if(Tk::Equal) {
            let rhs = self.parse_affine_expr()?;
            return Ok((lhs.sub(&rhs), true));
        }
        Err(self.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"))
    }

    pub(super) fn check_depth(&self, expr: AffineExpr) -> PResult<AffineExpr> {
        if expr.depth() > MAX_PARSE_EXPR_DEPTH {
            Err(self.error("affine expression is too deeply nested"))
        } else {
            Ok(expr)
        }
    }

    pub(super) fn low_op(&self, op: LowOp, lhs: &AffineExpr, rhs: &AffineExpr) -> PResult<AffineExpr> {
        self.check_depth(match op {
            LowOp::Add => lhs.add(rhs),
            LowOp::Sub => lhs.sub(rhs),
        })
    }

    pub(super) fn consume_if_low_op(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tk::Plus => LowOp::Add,
            Tk::Minus => LowOp::Sub,
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    pub(super) fn consume_if_high_op(&mut self) -> Option<AffineBinaryOp> {
        let op = match self.tok.kind {
            Tk::Star => AffineBinaryOp::Mul,
            Tk::Ident => match self.spelling() {
                "floordiv" => AffineBinaryOp::FloorDiv,
                "ceildiv" => AffineBinaryOp::CeilDiv,
                "mod" => AffineBinaryOp::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    /// Builds a high-precedence operation, rejecting non-affine forms with
    /// the error reported at `op_loc`.
    pub(super) fn high_op(
        &self,
        op: AffineBinaryOp,
        lhs: &AffineExpr,
        rhs: &AffineExpr,
        op_loc: usize,
    ) -> PResult<AffineExpr> {
        let non_affine = |what: &str| {
            Err(self.error_at(
                op_loc,
                format!("non-affine expression: right operand of {what} has to be either a constant or symbolic"),
            ))
        };
        let expr = match op {
            AffineBinaryOp::Mul => {
                if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                    return Err(self.error_at(
                        op_loc,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    ));
                }
                lhs.mul(rhs)
            }
            AffineBinaryOp::FloorDiv if !rhs.is_symbolic_or_constant() => return non_affine("floordiv"),
            AffineBinaryOp::CeilDiv if !rhs.is_symbolic_or_constant() => return non_affine("ceildiv"),
            AffineBinaryOp::Mod if !rhs.is_symbolic_or_constant() => return non_affine("mod"),
            _ => AffineExpr::binary(op, lhs, rhs),
        };
        self.check_depth(expr)
    }

    pub(super) fn parse_affine_expr(&mut self) -> PResult<AffineExpr> {
        self.parse_low_prec(None)
    }

    /// MLIR's `parseAffineLowPrecOpExpr`, with its tail recursion as a loop.
    pub(super) fn parse_low_prec(&mut self, mut llhs: Option<(AffineExpr, LowOp)>) -> PResult<AffineExpr> {
        loop {
            let lhs = self.parse_operand(llhs.is_some())?;
            if let Some(op) = self.consume_if_low_op() {
                let sum = match &llhs {
                    Some((l, lop)) => self.low_op(*lop, l, &lhs)?,
                    None => lhs,
                };
                llhs = Some((sum, op));
                continue;
            }
            let op_loc = self.tok.start;
            if let Some(high_op) = self.consume_if_high_op() {
                let high = self.parse_high_prec(lhs, high_op, op_loc)?;
                let expr = match &llhs {
                    Some((l, lop)) => self.low_op(*lop, l, &high)?,
                    None => high,
                };
                if let Some(next) = self.consume_if_low_op() {
                    llhs = Some((expr, next));
                    continue;
                }
                return Ok(expr);
            }
            return match &llhs {
                Some((l, lop)) => self.low_op(*lop, l, &lhs),
                None => Ok(lhs),
            };
        }
    }

    /// MLIR's `parseAffineHighPrecOpExpr` for a known left operand `llhs`.
    pub(super) fn parse_high_prec(
        &mut self,
        mut llhs: AffineExpr,
        mut llhs_op: AffineBinaryOp,
        mut llhs_op_loc: usize,
    ) -> PResult<AffineExpr> {
        loop {
            let lhs = self.parse_operand(true)?;
            let op_loc = self.tok.start;
            if let Some(op) = self.consume_if_high_op() {
                // MLIR reports a non-affine error here at the next operator.
                llhs = self.high_op(llhs_op, &llhs, &lhs, op_loc)?;
                llhs_op = op;
                llhs_op_loc = op_loc;
                continue;
            }
            return self.high_op(llhs_op, &llhs, &lhs, llhs_op_loc);
        }
    }

    /// MLIR's `parseAffineOperandExpr`; `has_lhs` tells whether this is the
    /// right operand of a binary operator.
    pub(super) fn parse_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        if self.nesting >= MAX_PARSE_NESTING {
            return Err(self.error("affine expression is too deeply nested"));
        }
        self.nesting += 1;
        let result = self.parse_operand_inner(has_lhs);
        self.nesting -= 1;
        result
    }

    pub(super) fn parse_operand_inner(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tk::Ident if self.spelling() == "symbol" => {
                // `symbol(%ssa)` is only valid where SSA ids are allowed.
                self.consume();
                self.parse_token(Tk::LParen, "expected '(' at start of SSA symbol")?;
                Err(self.wrong_token_error("unexpected ssa identifier"))
            }
            Tk::SsaId => Err(self.wrong_token_error("unexpected ssa identifier")),
            Tk::Integer => self.parse_integer(),
            Tk::LParen => {
                self.consume();
                if self.tok.kind == Tk::RParen {
                    return Err(self.error("no expression inside parentheses"));
                }
                let expr = self.parse_affine_expr()?;
                self.parse_token(Tk::RParen, "expected ')'")?;
                Ok(expr)
            }
            Tk::Minus => {
                self.consume();
                // Negation binds tighter than every binary operator.
                let operand = self.parse_operand(has_lhs)?;
                // MLIR's `(-1) * operand` is `operand * -1`.
                self.check_depth(operand.neg())
            }
            Tk::Ident => self.parse_bare_id(),
            Tk::Plus | Tk::Star if !has_lhs => Err(self.error("missing left operand of binary operator")),
            _ if has_lhs => Err(self.error("missing right operand of binary operator")),
            _ => Err(self.error("expected affine expression")),
        }
    }

    pub(super) fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        let name = self.spelling();
        match self.names.iter().find(|(n, _)| *n == name) {
            Some((_, e)) => {
                let e = e.clone();
                self.consume();
                Ok(e)
            }
            None => Err(self.wrong_token_error("use of undeclared identifier")),
        }
    }

    pub(super) fn parse_integer(&mut self) -> PResult<AffineExpr> {
        let s = self.spelling();
        let value = match s.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => s.parse::<u64>().ok(),
        };
        match value.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.consume();
                Ok(AffineExpr::constant(v))
            }
            None => Err(self.error("constant too large for index")),
        }
    }
}
