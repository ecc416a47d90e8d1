//! Enums of declared dialects: MLIR's `EnumAttr` (`#calc.rounding<up>`),
//! `I32EnumAttr`/`I64EnumAttr` (an integer attribute holding a case's
//! value) and `BitEnumAttr` (flags, `#calc.flags<fast, exact>`). passgen
//! generates the Rust enum and one [`EnumInfo`] per enum; this module
//! parses, prints and checks cases by it.

use crate::ir::{Diagnostic, DialectAsmParser, DialectAsmPrinter};

/// One case.
#[derive(Clone, Copy, Debug)]
pub struct EnumCase {
    /// The keyword in the IR.
    pub name: &'static str,
    /// Its value (the bits of a flag).
    pub value: i64,
}

/// What kind of enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumKind {
    /// One case at a time.
    Plain,
    /// A set of flags, printed with `separator` between them.
    Bits {
        /// `", "` or `","`.
        separator: &'static str,
    },
}

/// An enum's cases, as generated code holds them.
#[derive(Clone, Copy, Debug)]
pub struct EnumInfo {
    /// The Rust enum's name, for messages ("expected Rounding to be one of:
    /// ...").
    pub rust_name: &'static str,
    /// The C++ class MLIR names in its messages
    /// (`::mlir::arith::IntegerOverflowFlags`), when the spec gives it.
    pub cpp_name: Option<&'static str>,
    /// What the LLVM dialect's enum parsers name in their message for an
    /// unknown case ("expected one of [external, ...] for LLVM linkage
    /// types, got: word"), when the spec gives it; MLIR's generated
    /// message otherwise.
    pub one_of_subject: Option<&'static str>,
    /// The cases, in declaration order.
    pub cases: &'static [EnumCase],
    /// Plain or flags.
    pub kind: EnumKind,
}

impl EnumInfo {
    /// The name messages give the enum: MLIR's C++ class when known, the
    /// Rust name otherwise.
    pub fn message_name(&self) -> &'static str {
        self.cpp_name.unwrap_or(self.rust_name)
    }

    /// The case called `name`.
    pub fn case_named(&self, name: &str) -> Option<&EnumCase> {
        self.cases.iter().find(|c| c.name == name)
    }

    /// The case with `value` (a plain enum's).
    pub fn case_of(&self, value: i64) -> Option<&EnumCase> {
        self.cases.iter().find(|c| c.value == value)
    }

    /// Whether `value` is a valid value: a case's, or for flags any
    /// combination of the cases' bits.
    pub fn is_valid(&self, value: i64) -> bool {
        match self.kind {
            EnumKind::Plain => self.case_of(value).is_some(),
            EnumKind::Bits { .. } => {
                let all = self.cases.iter().fold(0, |acc, c| acc | c.value);
                value & !all == 0
            }
        }
    }

    /// The text of `value`: a case's name; for flags, MLIR's
    /// `stringify`: the zero case when empty, else the groups of several
    /// bits that are fully set, then the single bits, joined by the
    /// separator.
    pub fn stringify(&self, value: i64) -> String {
        match self.kind {
            EnumKind::Plain => self.case_of(value).map_or_else(|| value.to_string(), |c| c.name.to_string()),
            EnumKind::Bits { separator } => {
                if value == 0 {
                    return self.cases.iter().find(|c| c.value == 0).map_or("", |c| c.name).to_string();
                }
                let mut rest = value;
                let mut names = Vec::new();
                for c in self.cases.iter().filter(|c| c.value.count_ones() > 1) {
                    if rest & c.value == c.value {
                        names.push(c.name);
                        rest &= !c.value;
                    }
                }
                for c in self.cases.iter().filter(|c| c.value.count_ones() == 1) {
                    if rest & c.value != 0 {
                        names.push(c.name);
                    }
                }
                names.join(separator)
            }
        }
    }

    /// Parses a case (a keyword or string), or flags separated by `,`.
    /// MLIR's generated parsers report a bad flag at the start of the
    /// list, its LLVM enum parsers (`one_of_subject`) at the flag.
    pub fn parse(&self, parser: &mut DialectAsmParser<'_>) -> Result<i64, Diagnostic> {
        let start = parser.position();
        match self.kind {
            EnumKind::Plain => self.parse_one(parser, start),
            EnumKind::Bits { .. } => {
                let mut value = self.parse_one(parser, start)?;
                while parser.parse_optional_punct(",") {
                    let at = if self.one_of_subject.is_some() { parser.position() } else { start };
                    value |= self.parse_one(parser, at)?;
                }
                Ok(value)
            }
        }
    }

    fn parse_one(&self, parser: &mut DialectAsmParser<'_>, pos: usize) -> Result<i64, Diagnostic> {
        let word = match parser.parse_optional_keyword() {
            Some(w) => w,
            None => match parser.parse_optional_string()? {
                Some(s) => s,
                None => {
                    let message = match self.one_of_subject {
                        Some(subject) => format!("expected keyword for {subject}"),
                        None => "expected valid keyword or string".to_string(),
                    };
                    return Err(parser.error(message));
                }
            },
        };
        match self.case_named(&word) {
            Some(c) => Ok(c.value),
            None => {
                let names: Vec<&str> = self.cases.iter().map(|c| c.name).collect();
                let message = match self.one_of_subject {
                    Some(subject) => format!("expected one of [{}] for {subject}, got: {word}", names.join(", ")),
                    None => format!("expected {} to be one of: {}", self.message_name(), names.join(", ")),
                };
                Err(parser.error_at(pos, message))
            }
        }
    }

    /// Prints `value` as [`EnumInfo::stringify`] does.
    pub fn print(&self, value: i64, printer: &mut DialectAsmPrinter<'_>) {
        printer.write(&self.stringify(value));
    }
}

/// A Rust enum passgen generated for a declared enum: its cases by value.
pub trait DeclaredEnum: Copy + Sized {
    /// The cases.
    fn info() -> &'static EnumInfo;
    /// The case with `value`.
    fn from_value(value: i64) -> Option<Self>;
    /// The case's value.
    fn value(self) -> i64;
}
