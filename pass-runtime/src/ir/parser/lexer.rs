//! The cursor layer: whitespace and comments (keeping the line count that
//! locations are computed from), punctuation, identifiers, string and number
//! literals, and scans ahead over balanced brackets. The parser works on
//! bytes with this cursor, not on a token stream: shapes such as `4x?xf32`
//! and verbatim dialect bodies need context a lexer would not have.

use smallvec::SmallVec;

use super::{PResult, Parser};

/// MLIR's lexer error for a string without its closing quote.
const UNTERMINATED_STRING: &str = "expected '\"' in string literal";

pub(super) fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

/// `[a-zA-Z0-9_$.]`, by table: identifiers are scanned a byte at a time
/// everywhere (op names, keywords, types), and one load beats five tests.
pub(super) fn is_ident_char(c: u8) -> bool {
    const TABLE: [bool; 256] = {
        let mut table = [false; 256];
        let mut c = 0;
        while c < 256 {
            let b = c as u8;
            table[c] = b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.';
            c += 1;
        }
        table
    };
    TABLE[c as usize]
}

pub(super) fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Parser<'a, '_> {
    #[inline]
    pub(super) fn skip_ws(&mut self) {
        if matches!(self.src.get(self.pos), Some(b' ' | b'\n' | b'\t' | b'\r' | b'/')) {
            self.skip_ws_slow();
        }
    }

    pub(super) fn skip_ws_slow(&mut self) {
        // A local cursor: the loop does not reload `self` for every byte.
        let s = self.src;
        let mut i = self.pos;
        while i < s.len() {
            match s[i] {
                b' ' | b'\t' | b'\r' => i += 1,
                b'\n' => {
                    if i >= self.scanned_to {
                        self.line += 1;
                        self.line_start = i + 1;
                        self.scanned_to = i + 1;
                    }
                    i += 1;
                }
                b'/' if s.get(i + 1) == Some(&b'/') => {
                    while i < s.len() && s[i] != b'\n' {
                        i += 1;
                    }
                }
                _ => break,
            }
        }
        self.pos = i;
    }

    #[inline]
    pub(super) fn peek(&mut self) -> u8 {
        self.skip_ws();
        self.src.get(self.pos).copied().unwrap_or(0)
    }

    #[inline]
    pub(super) fn peek_raw(&self) -> u8 {
        self.src.get(self.pos).copied().unwrap_or(0)
    }

    #[inline]
    pub(super) fn eat(&mut self, c: u8) -> bool {
        if self.peek() == c {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub(super) fn eat_str(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.src[self.pos..].starts_with(s.as_bytes()) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Inline with the error out of line: `expect` runs for most tokens.
    #[inline]
    pub(super) fn expect(&mut self, c: u8, what: &str) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            self.expected(c, what)
        }
    }

    #[cold]
    #[inline(never)]
    pub(super) fn expected(&mut self, c: u8, what: &str) -> PResult<()> {
        self.unexpected_token(&format!("expected '{}'{}", c as char, what))
    }

    /// An error at the current token; a token MLIR's lexer rejects gets
    /// the lexer's error instead ([`Parser::malformed_token`]).
    pub(super) fn unexpected<T>(&mut self, msg: &str) -> PResult<T> {
        if let Some((pos, message)) = self.malformed_token() {
            return self.err_at(pos, message);
        }
        self.err(msg)
    }

    /// MLIR's lexer error for the token at the cursor, if it is one the
    /// lexer rejects: MLIR reports it as soon as the token comes next,
    /// before the parser can say what it expected there. The position is
    /// the lexer's: the sigil of a `#`, `%`, `^` or `!` identifier without
    /// a name, the character after `@` or after a lone `.`, the line break
    /// ending an unterminated string.
    pub(super) fn malformed_token(&mut self) -> Option<(usize, &'static str)> {
        let c = self.peek();
        let at = self.pos;
        let next = self.src.get(at + 1).copied().unwrap_or(0);
        let named = |c: u8| c.is_ascii_alphanumeric() || is_suffix_char(c);
        match c {
            _ if is_unexpected_char(c) => Some((at, "unexpected character")),
            b'#' if !named(next) => Some((at, "invalid attribute name")),
            b'%' if !named(next) => Some((at, "invalid SSA name")),
            b'^' if !named(next) => Some((at, "invalid block name")),
            b'!' if !named(next) => Some((at, "invalid type identifier")),
            b'@' if !(next.is_ascii_alphabetic() || next == b'_' || next == b'"') => {
                Some((at + 1, "@ identifier expected to start with letter or '_'"))
            }
            b'@' if next == b'"' => self.string_end(at + 1).err().map(|pos| (pos, UNTERMINATED_STRING)),
            b'.' if !self.src[at..].starts_with(b"...") => {
                Some((at + 1, "expected three consecutive dots for an ellipsis"))
            }
            b'"' => self.string_end(at).err().map(|pos| (pos, UNTERMINATED_STRING)),
            _ => None,
        }
    }

    /// The closing quote of the string opening at `open`, or where MLIR's
    /// lexer finds it unterminated (a line break, or the last character).
    fn string_end(&self, open: usize) -> Result<usize, usize> {
        let mut i = open + 1;
        while let Some(&b) = self.src.get(i) {
            match b {
                b'"' => return Ok(i),
                b'\\' => i += 2,
                b'\n' | 0x0b | 0x0c => return Err(i),
                _ => i += 1,
            }
        }
        Err(self.src.len().saturating_sub(1))
    }

    /// [`Parser::unexpected`], placing `msg` as MLIR's `emitWrongTokenError`
    /// does: after the previous token when whitespace comes between.
    /// Where MLIR's `emitError()` without a location points: the start of
    /// the next token, or, at the end of the input, its last character, as
    /// MLIR cuts a split chunk: the line break after the last text (blank
    /// lines before a `// -----` belong to the marker there).
    pub(super) fn token_pos(&mut self) -> usize {
        self.skip_ws();
        if self.pos < self.src.len() {
            return self.pos;
        }
        let text_end = self.src.iter().rposition(|b| !b.is_ascii_whitespace()).map_or(0, |i| i + 1);
        text_end.min(self.src.len().saturating_sub(1))
    }

    pub(super) fn unexpected_token<T>(&mut self, msg: &str) -> PResult<T> {
        if let Some((pos, message)) = self.malformed_token() {
            return self.err_at(pos, message);
        }
        Err(self.wrong_token_error(msg.into()))
    }

    #[inline]
    pub(super) fn at_keyword(&mut self, kw: &str) -> bool {
        self.skip_ws();
        let rest = &self.src[self.pos..];
        rest.starts_with(kw.as_bytes()) && !rest.get(kw.len()).is_some_and(|&c| is_ident_char(c))
    }

    /// A bare identifier `[a-zA-Z_][a-zA-Z0-9_$.]*`.
    pub(super) fn bare_ident(&mut self) -> Option<&'a str> {
        self.skip_ws();
        if is_ident_start(self.peek_raw()) {
            self.take_while(is_ident_char)
        } else {
            None
        }
    }

    /// The name after `#` or `!` (aliases, dialect types and attributes):
    /// MLIR's prefixed identifier, the same as a suffix (`#7x` is `#7`,
    /// then `x`).
    pub(super) fn alias_ident(&mut self) -> Option<&'a str> {
        self.suffix_id()
    }

    /// The longest non-empty run of bytes from the cursor that satisfy `pred`.
    #[inline]
    pub(super) fn take_while(&mut self, pred: impl Fn(u8) -> bool) -> Option<&'a str> {
        let start = self.pos;
        let len = self.src[start..].iter().position(|&c| !pred(c)).unwrap_or(self.src.len() - start);
        if len == 0 {
            return None;
        }
        self.pos = start + len;
        Some(&self.text[start..start + len])
    }

    /// The suffix of `%name`, `^name`: `[0-9]+` or `[a-zA-Z$._-][a-zA-Z0-9$._-]*`.
    pub(super) fn suffix_id(&mut self) -> Option<&'a str> {
        if self.peek_raw().is_ascii_digit() {
            self.take_while(|c| c.is_ascii_digit())
        } else {
            self.take_while(is_suffix_char)
        }
    }

    /// A string literal without escapes, borrowed from the input (the common
    /// case for op names); `None` leaves the cursor alone.
    pub(super) fn plain_string(&mut self) -> Option<&'a str> {
        let start = self.pos;
        if self.src.get(start) != Some(&b'"') {
            return None;
        }
        let len = memchr::memchr3(b'"', b'\\', b'\n', &self.src[start + 1..])?;
        if self.src[start + 1 + len] != b'"' {
            return None;
        }
        self.pos = start + len + 2;
        Some(&self.text[start + 1..start + 1 + len])
    }

    /// A string literal with MLIR's escapes; returns its bytes.
    pub(super) fn string_lit(&mut self) -> PResult<Vec<u8>> {
        self.skip_ws();
        if self.peek_raw() != b'"' {
            return self.unexpected("expected string literal");
        }
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.err_at(self.pos, UNTERMINATED_STRING);
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    return Ok(out);
                }
                b'\n' | b'\r' => return self.err_at(self.pos, UNTERMINATED_STRING),
                b'\\' => {
                    let n = self.src.get(self.pos + 1).copied().unwrap_or(0);
                    match n {
                        b'"' | b'\\' => {
                            out.push(n);
                            self.pos += 2;
                        }
                        b'n' => {
                            out.push(b'\n');
                            self.pos += 2;
                        }
                        b't' => {
                            out.push(b'\t');
                            self.pos += 2;
                        }
                        _ => {
                            let h = self.src.get(self.pos + 1..self.pos + 3);
                            match h
                                .and_then(|h| std::str::from_utf8(h).ok())
                                .and_then(|h| u8::from_str_radix(h, 16).ok())
                            {
                                Some(b) if h.is_some_and(|h| h.iter().all(|c| c.is_ascii_hexdigit())) => {
                                    out.push(b);
                                    self.pos += 3;
                                }
                                _ => return self.err_at(self.pos, "unknown escape in string literal"),
                            }
                        }
                    }
                }
                _ => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    pub(super) fn string_utf8(&mut self) -> PResult<String> {
        let start = self.pos;
        let bytes = self.string_lit()?;
        String::from_utf8(bytes).or_else(|_| self.err_at(start, "expected a UTF-8 string"))
    }

    /// Scans a balanced `<...>` group starting at `<`; returns the text inside.
    pub(super) fn balanced_angle(&mut self) -> PResult<&'a str> {
        let start = self.pos;
        debug_assert_eq!(self.src.get(start), Some(&b'<'));
        let mut stack: SmallVec<[u8; 8]> = SmallVec::new();
        // MLIR reports at its current token: the `<`, or the last string
        // it lexed inside.
        let mut err_pos = start;
        let mut i = start;
        while i < self.src.len() {
            let c = self.src[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    // `->` is an arrow, not a closing bracket (`>=` is one,
                    // as in MLIR).
                    if c == b'>' && i > 0 && self.src[i - 1] == b'-' {
                        i += 1;
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if let Some(&innermost) = stack.last().filter(|&&o| o != open) {
                        // MLIR names the bracket left open.
                        return self.err_at(
                            err_pos,
                            format!("unbalanced '{}' character in pretty dialect name", innermost as char),
                        );
                    }
                    stack.pop();
                    if stack.is_empty() {
                        self.pos = i + 1;
                        self.count_lines_skipped(start, self.pos);
                        return Ok(&self.text[start + 1..i]);
                    }
                }
                b'"' => {
                    err_pos = i;
                    i = match self.string_end(i) {
                        Ok(close) => close,
                        Err(at) => return self.err_at(at, UNTERMINATED_STRING),
                    };
                }
                _ => {}
            }
            i += 1;
        }
        let innermost = stack.last().copied().unwrap_or(b'<') as char;
        self.err_at(err_pos, format!("unbalanced '{innermost}' character in pretty dialect name"))
    }

    /// The error for a sigil at `sigil_pos` without a valid name after it:
    /// MLIR's lexer error when the lexer rejects the token, else `msg`
    /// after the sigil.
    #[cold]
    #[inline(never)]
    pub(super) fn missing_name<T>(&mut self, sigil_pos: usize, msg: &str) -> PResult<T> {
        self.pos = sigil_pos;
        if let Some((pos, message)) = self.malformed_token() {
            return self.err_at(pos, message);
        }
        self.pos = sigil_pos + 1;
        self.err(msg)
    }

    /// Skips white space and the `sigil` that must start a name there (the
    /// error is `msg` if it does not); returns where the sigil stood.
    #[inline]
    pub(super) fn sigil(&mut self, sigil: u8, msg: &str) -> PResult<usize> {
        self.skip_ws();
        let pos = self.pos;
        if self.peek_raw() != sigil {
            return self.unexpected(msg);
        }
        self.pos += 1;
        Ok(pos)
    }

    /// Items read by `item`, separated by commas, up to and including
    /// `close` (the opening bracket is read already); an item followed by
    /// neither is the error `unterminated` (MLIR's words differ by list:
    /// "expected ')' to end operand list", "expected ',' or ']'").
    #[inline]
    pub(super) fn parse_comma_list(
        &mut self,
        close: u8,
        unterminated: &str,
        mut item: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.eat(close) {
                return Ok(());
            }
            if !self.eat(b',') {
                return self.unexpected_token(unterminated);
            }
        }
    }

    /// Keeps `line` right when the cursor jumped over `from..to` without
    /// `skip_ws` (only `skip_ws` counts newlines as it goes).
    pub(super) fn count_lines_skipped(&mut self, from: usize, to: usize) {
        let from = from.max(self.scanned_to);
        if from >= to {
            return;
        }
        let range = &self.src[from..to];
        if let Some(last) = memchr::memrchr(b'\n', range) {
            self.line += memchr::memchr_iter(b'\n', range).count() as u32;
            self.line_start = from + last + 1;
            self.scanned_to = to;
        }
    }

    /// Scans a balanced bracket group starting at `start` (strings respected,
    /// `->` and `>=` are not brackets) on one line; returns where it ends.
    pub(super) fn scan_braced(&self, start: usize) -> Option<usize> {
        let mut depth = 0i32;
        let mut i = start;
        while i < self.src.len() {
            match self.src[i] {
                b'{' | b'[' | b'(' | b'<' => depth += 1,
                b'>' if i > 0 && self.src[i - 1] == b'-' || self.src.get(i + 1) == Some(&b'=') => {}
                b'}' | b']' | b')' | b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                // An unterminated string is the parser's to report.
                b'"' => i = self.string_end(i).ok()?,
                b'\n' => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// An unsigned decimal or hex integer literal; returns its text.
    pub(super) fn int_lit_text(&mut self) -> Option<&'a str> {
        self.skip_ws();
        let start = self.pos;
        let s = self.src;
        if start >= s.len() || !s[start].is_ascii_digit() {
            return None;
        }
        let mut end = start;
        if s[start] == b'0'
            && s.get(start + 1) == Some(&b'x')
            && s.get(start + 2).is_some_and(|c| c.is_ascii_hexdigit())
        {
            end += 2;
            while end < s.len() && s[end].is_ascii_hexdigit() {
                end += 1;
            }
        } else {
            while end < s.len() && s[end].is_ascii_digit() {
                end += 1;
            }
        }
        self.pos = end;
        Some(&self.text[start..end])
    }

    /// [`Parser::int_lit_text`] where MLIR's lexer sees an integer token:
    /// digits followed by a `.` are a float literal (`3.`), and read
    /// nothing (the cursor stays at them).
    pub(super) fn integer_token(&mut self) -> Option<&'a str> {
        let text = self.int_lit_text()?;
        if self.peek_raw() == b'.' {
            self.pos -= text.len();
            return None;
        }
        Some(text)
    }

    pub(super) fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        let start = self.pos;
        match self.integer_token() {
            Some(t) => parse_int_text(t)
                .and_then(|v| u64::try_from(v).ok())
                .ok_or(())
                .or_else(|_| self.err_at(start, format!("invalid {what}"))),
            None => self.unexpected(&format!("expected {what}")),
        }
    }

    /// A number token: integer (decimal/hex) or float. Returns `(text, is_float)`.
    pub(super) fn number_text(&mut self) -> Option<(&'a str, bool)> {
        self.skip_ws();
        let start = self.pos;
        let s = self.src;
        if start >= s.len() || !s[start].is_ascii_digit() {
            return None;
        }
        if s[start] == b'0' && s.get(start + 1) == Some(&b'x') {
            return self.int_lit_text().map(|t| (t, false));
        }
        let mut end = start;
        while end < s.len() && s[end].is_ascii_digit() {
            end += 1;
        }
        let mut is_float = false;
        if end < s.len() && s[end] == b'.' {
            is_float = true;
            end += 1;
            while end < s.len() && s[end].is_ascii_digit() {
                end += 1;
            }
            if end < s.len() && (s[end] == b'e' || s[end] == b'E') {
                let mut e = end + 1;
                if e < s.len() && (s[e] == b'+' || s[e] == b'-') {
                    e += 1;
                }
                if e < s.len() && s[e].is_ascii_digit() {
                    while e < s.len() && s[e].is_ascii_digit() {
                        e += 1;
                    }
                    end = e;
                }
            }
        }
        self.pos = end;
        Some((&self.text[start..end], is_float))
    }
}

/// Parses a decimal or `0x` hex integer literal into a `u128`.
pub(super) fn parse_u128_text(text: &str) -> Option<u128> {
    match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => text.parse::<u128>().ok(),
    }
}

/// Parses a decimal or `0x` hex integer literal into an `i128`.
pub(super) fn parse_int_text(text: &str) -> Option<i128> {
    if let Some(h) = text.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok().and_then(|v| i128::try_from(v).ok())
    } else {
        text.parse::<i128>().ok()
    }
}

/// A character MLIR's lexer reports as `unexpected character`.
fn is_unexpected_char(c: u8) -> bool {
    c != 0 && !c.is_ascii_graphic() && !matches!(c, b' ' | b'\n' | b'\t' | b'\r')
        || matches!(c, b'$' | b'`' | b'\\' | b'&' | b'|' | b';' | b'\'')
}
