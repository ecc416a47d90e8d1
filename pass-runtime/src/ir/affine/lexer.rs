//! The tokens of the affine language and the lexer, the part of MLIR's
//! lexer `AffineParser.cpp` relies on: identifiers, integers, punctuation,
//! comments and the errors MLIR's lexer reports.

use super::parse::{AffineParseError, Parser};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tk {
    /// Bare identifier or keyword (including `floordiv`, `mod`, `symbol`).
    Ident,
    Integer,
    Float,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Colon,
    Plus,
    Minus,
    Star,
    Arrow,
    Greater,
    Less,
    Equal,
    /// `%name`.
    SsaId,
    /// Any other valid MLIR token, which no rule here accepts.
    Other,
    /// A lexing error, described in `Parser::lex_error`.
    Error,
    /// End of the text (where MLIR would see the closing `>`).
    Eof,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Token {
    pub(super) kind: Tk,
    pub(super) start: usize,
    pub(super) end: usize,
}

pub(super) fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

pub(super) fn is_punct(c: u8) -> bool {
    matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl Parser<'_> {
    pub(super) fn lex_err(&mut self, start: usize, end: usize, offset: usize, message: &str) {
        self.tok = Token { kind: Tk::Error, start, end };
        self.pos = end;
        self.lex_error = Some(AffineParseError { offset, message: message.to_string() });
    }

    /// Lexes a string literal whose opening quote ends at `p`; returns the
    /// end, or an error offset and message.
    pub(super) fn lex_string(&self, mut p: usize) -> Result<usize, (usize, &'static str)> {
        let b = self.src.as_bytes();
        loop {
            let Some(&c) = b.get(p) else {
                return Err((p, "expected '\"' in string literal"));
            };
            p += 1;
            match c {
                b'"' => return Ok(p),
                b'\n' | 0x0b | 0x0c => return Err((p - 1, "expected '\"' in string literal")),
                b'\\' => match b.get(p) {
                    Some(b'"' | b'\\' | b'n' | b't') => p += 1,
                    Some(x) if x.is_ascii_hexdigit() && b.get(p + 1).is_some_and(|y| y.is_ascii_hexdigit()) => p += 2,
                    _ => return Err((p - 1, "unknown escape in string literal")),
                },
                _ => {}
            }
        }
    }

    pub(super) fn lex(&mut self) {
        let b = self.src.as_bytes();
        let len = b.len();
        let mut p = self.pos;
        self.lex_error = None;
        loop {
            let Some(&c) = b.get(p) else {
                self.tok = Token { kind: Tk::Eof, start: len, end: len };
                self.pos = len;
                return;
            };
            let start = p;
            p += 1;
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'/' if b.get(p) == Some(&b'/') => {
                    p += 1;
                    while let Some(&c) = b.get(p) {
                        p += 1;
                        if c == b'\n' || c == b'\r' {
                            break;
                        }
                    }
                    continue;
                }
                // A lone '/' is a token of its own in MLIR 22.
                b'/' => Tk::Other,
                b'_' | b'a'..=b'z' | b'A'..=b'Z' => {
                    while b.get(p).is_some_and(|&c| is_ident_char(c)) {
                        p += 1;
                    }
                    Tk::Ident
                }
                b'0'..=b'9' => {
                    if c == b'0' && b.get(p) == Some(&b'x') {
                        if b.get(p + 1).is_some_and(|c| c.is_ascii_hexdigit()) {
                            p += 2;
                            while b.get(p).is_some_and(|c| c.is_ascii_hexdigit()) {
                                p += 1;
                            }
                        }
                        Tk::Integer
                    } else {
                        while b.get(p).is_some_and(|c| c.is_ascii_digit()) {
                            p += 1;
                        }
                        if b.get(p) == Some(&b'.') {
                            p += 1;
                            while b.get(p).is_some_and(|c| c.is_ascii_digit()) {
                                p += 1;
                            }
                            if matches!(b.get(p), Some(b'e' | b'E')) {
                                let d1 = b.get(p + 1).is_some_and(|c| c.is_ascii_digit());
                                let d2 = matches!(b.get(p + 1), Some(b'+' | b'-'))
                                    && b.get(p + 2).is_some_and(|c| c.is_ascii_digit());
                                if d1 || d2 {
                                    p += 2;
                                    while b.get(p).is_some_and(|c| c.is_ascii_digit()) {
                                        p += 1;
                                    }
                                }
                            }
                            Tk::Float
                        } else {
                            Tk::Integer
                        }
                    }
                }
                b'(' => Tk::LParen,
                b')' => Tk::RParen,
                b'[' => Tk::LSquare,
                b']' => Tk::RSquare,
                b',' => Tk::Comma,
                b':' => Tk::Colon,
                b'+' => Tk::Plus,
                b'*' => Tk::Star,
                b'<' => Tk::Less,
                b'>' => Tk::Greater,
                b'=' => Tk::Equal,
                b'-' => {
                    if b.get(p) == Some(&b'>') {
                        p += 1;
                        Tk::Arrow
                    } else {
                        Tk::Minus
                    }
                }
                b'{' | b'}' | b'?' | b'|' => Tk::Other,
                b'.' => {
                    if b.get(p) == Some(&b'.') && b.get(p + 1) == Some(&b'.') {
                        p += 2;
                        Tk::Other
                    } else {
                        self.lex_err(start, p, p, "expected three consecutive dots for an ellipsis");
                        return;
                    }
                }
                b'%' | b'#' | b'!' | b'^' => {
                    match b.get(p) {
                        Some(d) if d.is_ascii_digit() => {
                            while b.get(p).is_some_and(|c| c.is_ascii_digit()) {
                                p += 1;
                            }
                        }
                        Some(&d) if d.is_ascii_alphabetic() || is_punct(d) => {
                            while b.get(p).is_some_and(|&c| c.is_ascii_alphanumeric() || is_punct(c)) {
                                p += 1;
                            }
                        }
                        _ => {
                            let message = match c {
                                b'%' => "invalid SSA name",
                                b'#' => "invalid attribute name",
                                b'!' => "invalid type identifier",
                                _ => "invalid block name",
                            };
                            self.lex_err(start, p, start, message);
                            return;
                        }
                    }
                    if c == b'%' {
                        Tk::SsaId
                    } else {
                        Tk::Other
                    }
                }
                b'@' => match b.get(p) {
                    Some(b'"') => match self.lex_string(p + 1) {
                        Ok(end) => {
                            p = end;
                            Tk::Other
                        }
                        Err((offset, message)) => {
                            self.lex_err(start, p + 1, offset, message);
                            return;
                        }
                    },
                    Some(&d) if d.is_ascii_alphabetic() || d == b'_' => {
                        p += 1;
                        while b.get(p).is_some_and(|&c| is_ident_char(c)) {
                            p += 1;
                        }
                        Tk::Other
                    }
                    _ => {
                        self.lex_err(start, p, p, "@ identifier expected to start with letter or '_'");
                        return;
                    }
                },
                b'"' => match self.lex_string(p) {
                    Ok(end) => {
                        p = end;
                        Tk::Other
                    }
                    Err((offset, message)) => {
                        self.lex_err(start, p, offset, message);
                        return;
                    }
                },
                _ => {
                    self.lex_err(start, p, start, "unexpected character");
                    return;
                }
            };
            self.tok = Token { kind, start, end: p };
            self.pos = p;
            return;
        }
    }
}
