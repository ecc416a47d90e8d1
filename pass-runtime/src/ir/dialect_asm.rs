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
            Err(self.error(format!("expected '{punct}'")))
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
