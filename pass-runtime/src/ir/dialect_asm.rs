//! What a registered type or attribute definition sees of the parser and
//! the printer (MLIR's `DialectAsmParser` and `DialectAsmPrinter`): tokens,
//! nested types and attributes, errors at the current position.

use super::attributes::Attribute;
use super::diagnostic::Diagnostic;
use super::types::Type;
use super::Context;

/// The parser's side, implemented by the IR parser.
pub(crate) trait AsmParserBackend {
    fn context(&self) -> &Context;
    fn parse_type(&mut self) -> Result<Type, Diagnostic>;
    fn parse_attribute(&mut self) -> Result<Attribute, Diagnostic>;
    /// A type if the next token starts one (MLIR's `parseOptionalType`):
    /// `(`, `!`, or a builtin type's keyword.
    fn parse_optional_type(&mut self) -> Result<Option<Type>, Diagnostic>;
    /// The text of an integer literal with whether a `-` came before it,
    /// if one comes next.
    fn parse_optional_integer_literal(&mut self) -> Option<(bool, String)>;
    /// One level deeper into nested types: an error once nesting passes the
    /// parser's limit (then no [`AsmParserBackend::exit_nested`] follows).
    fn enter_nested(&mut self) -> Result<(), Diagnostic>;
    fn exit_nested(&mut self);
    /// A decimal or hex integer with an optional `-`; `None` (nothing
    /// consumed) when there is none.
    fn parse_optional_integer(&mut self) -> Result<Option<i128>, Diagnostic>;
    fn parse_optional_string(&mut self) -> Result<Option<String>, Diagnostic>;
    fn parse_optional_keyword(&mut self) -> Option<String>;
    /// Skips white space and returns the position of the next token.
    fn position(&mut self) -> usize;
    fn set_position(&mut self, pos: usize);
    /// Consumes `punct` if the next token starts with it.
    fn parse_optional_punct(&mut self, punct: &str) -> bool;
    fn error_at(&self, pos: usize, message: String) -> Diagnostic;
    /// An error for a token that is not the one expected, where MLIR's
    /// `emitWrongTokenError` puts it: just after the previous token when
    /// white space comes between.
    fn wrong_token_error(&mut self, message: String) -> Diagnostic;
}

/// Reads the parameters of a registered type or attribute.
pub struct DialectAsmParser<'p> {
    pub(crate) backend: &'p mut dyn AsmParserBackend,
}

impl DialectAsmParser<'_> {
    /// The context.
    pub fn context(&self) -> &Context {
        self.backend.context()
    }

    /// A type.
    pub fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        self.backend.parse_type()
    }

    /// A type if the next token starts one (`(`, `!`, a builtin type's
    /// keyword), as MLIR's `parseOptionalType`; `None` with nothing
    /// consumed otherwise (a dialect's own keyword such as `ptr`).
    pub fn parse_optional_type(&mut self) -> Result<Option<Type>, Diagnostic> {
        self.backend.parse_optional_type()
    }

    /// Runs `parse` one nesting level deeper: a definition that reads
    /// nested values with its own recursion (the LLVM types' short forms)
    /// calls it so that deep input stops at the parser's documented depth
    /// limit ("nesting too deep") instead of overflowing the stack.
    pub fn nested<T>(&mut self, parse: impl FnOnce(&mut Self) -> Result<T, Diagnostic>) -> Result<T, Diagnostic> {
        self.backend.enter_nested()?;
        let result = parse(self);
        self.backend.exit_nested();
        result
    }

    /// An unsigned integer of `bits` bits as MLIR's `parseInteger<uintN_t>`
    /// reads it: a value that does not fit is "integer value too large",
    /// and a negative one wraps around when its literal is at most `bits`
    /// wide (four bits a digit, one more when the top one is set: `-1` is
    /// `4294967295` for 32 bits), which is how MLIR's `APInt` conversion
    /// treats it.
    pub fn parse_unsigned(&mut self, bits: u32) -> Result<u64, Diagnostic> {
        let pos = self.backend.position();
        let Some((negative, text)) = self.backend.parse_optional_integer_literal() else {
            return Err(self.error("expected integer value"));
        };
        let too_large = |p: &Self| p.error_at(pos, "integer value too large");
        let (digits, radix) = match text.strip_prefix("0x") {
            Some(hex) => (hex, 16),
            None => (text.as_str(), 10),
        };
        let Ok(magnitude) = u128::from_str_radix(digits, radix) else { return Err(too_large(self)) };
        let mut width = 4 * digits.len() as u32;
        if width <= 128 && width > 0 && magnitude >> (width - 1) & 1 == 1 {
            width += 1;
        }
        let mask = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
        if negative {
            if width > bits {
                return Err(too_large(self));
            }
            Ok((magnitude as u64).wrapping_neg() & mask)
        } else if magnitude > u128::from(mask) {
            Err(too_large(self))
        } else {
            Ok(magnitude as u64)
        }
    }

    /// An attribute.
    pub fn parse_attribute(&mut self) -> Result<Attribute, Diagnostic> {
        self.backend.parse_attribute()
    }

    /// An integer (`42`, `-1`, `0x2A`), if one comes next.
    pub fn parse_optional_integer(&mut self) -> Result<Option<i128>, Diagnostic> {
        self.backend.parse_optional_integer()
    }

    /// An integer, or MLIR's "expected integer value" error.
    pub fn parse_integer(&mut self) -> Result<i128, Diagnostic> {
        match self.backend.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error("expected integer value")),
        }
    }

    /// A string literal, if one comes next.
    pub fn parse_optional_string(&mut self) -> Result<Option<String>, Diagnostic> {
        self.backend.parse_optional_string()
    }

    /// A string literal, or MLIR's "expected string" error.
    pub fn parse_string(&mut self) -> Result<String, Diagnostic> {
        match self.backend.parse_optional_string()? {
            Some(s) => Ok(s),
            None => Err(self.error("expected string")),
        }
    }

    /// A bare identifier (`nearest`), if one comes next.
    pub fn parse_optional_keyword(&mut self) -> Option<String> {
        self.backend.parse_optional_keyword()
    }

    /// `keyword` if it comes next: true when consumed.
    pub fn parse_optional_exact_keyword(&mut self, keyword: &str) -> bool {
        let pos = self.backend.position();
        match self.backend.parse_optional_keyword() {
            Some(k) if k == keyword => true,
            Some(_) => {
                self.backend.set_position(pos);
                false
            }
            None => false,
        }
    }

    /// `punct` (`<`, `,`, `->`) if it comes next: true when consumed.
    pub fn parse_optional_punct(&mut self, punct: &str) -> bool {
        self.backend.parse_optional_punct(punct)
    }

    /// `punct`, or MLIR's "expected 'punct'" error.
    pub fn expect_punct(&mut self, punct: &str) -> Result<(), Diagnostic> {
        if self.backend.parse_optional_punct(punct) {
            Ok(())
        } else {
            Err(self.backend.wrong_token_error(format!("expected '{punct}'")))
        }
    }

    /// The position of the next token, for [`DialectAsmParser::error_at`]
    /// and [`DialectAsmParser::reset`].
    pub fn position(&mut self) -> usize {
        self.backend.position()
    }

    /// Goes back to `pos` (from [`DialectAsmParser::position`]).
    pub fn reset(&mut self, pos: usize) {
        self.backend.set_position(pos)
    }

    /// An error at the next token.
    pub fn error(&mut self, message: impl Into<String>) -> Diagnostic {
        let pos = self.backend.position();
        self.backend.error_at(pos, message.into())
    }

    /// An error at `pos`.
    pub fn error_at(&self, pos: usize, message: impl Into<String>) -> Diagnostic {
        self.backend.error_at(pos, message.into())
    }
}

/// The printer's side, implemented by the IR printer.
pub(crate) trait AsmPrinterBackend {
    fn context(&self) -> &Context;
    fn write_type(&mut self, out: &mut String, ty: Type);
    fn write_attribute(&mut self, out: &mut String, attr: Attribute);
}

/// Writes the parameters of a registered type or attribute.
pub struct DialectAsmPrinter<'p> {
    pub(crate) backend: &'p mut dyn AsmPrinterBackend,
    pub(crate) out: &'p mut String,
}

impl DialectAsmPrinter<'_> {
    /// The context.
    pub fn context(&self) -> &Context {
        self.backend.context()
    }

    /// Text as it is.
    pub fn write(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// A type as MLIR prints it (with aliases where the printer uses them).
    pub fn print_type(&mut self, ty: Type) {
        self.backend.write_type(self.out, ty);
    }

    /// An attribute as MLIR prints it.
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.backend.write_attribute(self.out, attr);
    }

    /// A quoted string with MLIR's escapes.
    pub fn print_string(&mut self, s: &str) {
        super::printer::write_escaped_string(self.out, s.as_bytes());
    }

    /// The last character written, to decide on spaces as MLIR's printer
    /// does.
    pub fn last_char(&self) -> Option<char> {
        self.out.chars().next_back()
    }
}
