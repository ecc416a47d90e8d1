//! Declared types and attributes with parameters (`!calc.num<32>`): the
//! static table passgen generates per definition ([`DefInfo`]), which
//! implements [`AttrOrTypeDef`] by interpreting its format: MLIR's
//! `AttrOrTypeFormatGen` parsers and printers, spaces included.

use super::enums::EnumInfo;
use crate::ir::{AttrOrTypeDef, Context, Diagnostic, DialectAsmParser, DialectAsmPrinter, Param};

/// What a parameter holds.
#[derive(Clone, Copy, Debug)]
pub enum ParamKind {
    /// `true` / `false`.
    Bool,
    /// A signed integer of `bits` bits.
    Int {
        /// Width.
        bits: u8,
    },
    /// An unsigned integer of `bits` bits.
    UInt {
        /// Width.
        bits: u8,
    },
    /// A quoted string.
    Str,
    /// A type.
    Type,
    /// Types separated by `,`.
    Types,
    /// An attribute.
    Attr,
    /// Integers separated by `,`.
    Ints,
    /// A case (or flags) of an enum.
    Enum(&'static EnumInfo),
}

impl ParamKind {
    /// The parameter's type as MLIR's messages name it ("which is to be a
    /// `unsigned`").
    fn spelling(&self) -> &'static str {
        match self {
            ParamKind::Bool => "bool",
            ParamKind::Int { bits: 8 } => "int8_t",
            ParamKind::Int { bits: 16 } => "int16_t",
            ParamKind::Int { bits: 32 } => "int32_t",
            ParamKind::Int { .. } => "int64_t",
            ParamKind::UInt { bits: 8 } => "uint8_t",
            ParamKind::UInt { bits: 16 } => "uint16_t",
            ParamKind::UInt { bits: 32 } => "unsigned",
            ParamKind::UInt { .. } => "uint64_t",
            ParamKind::Str => "::llvm::StringRef",
            ParamKind::Type => "Type",
            ParamKind::Types => "::llvm::ArrayRef<Type>",
            ParamKind::Attr => "Attribute",
            ParamKind::Ints => "::llvm::ArrayRef<int64_t>",
            ParamKind::Enum(info) => info.message_name(),
        }
    }
}

/// A parameter.
#[derive(Clone, Copy, Debug)]
pub struct ParamInfo {
    /// Its name.
    pub name: &'static str,
    /// What it holds.
    pub kind: ParamKind,
    /// May be absent.
    pub optional: bool,
}

/// One element of a parameter format.
#[derive(Clone, Copy, Debug)]
pub enum FormatItem {
    /// A keyword or punctuation.
    Literal(&'static str),
    /// Parameter `i`.
    Param(usize),
    /// `params`: every parameter, separated by `,`.
    Params,
    /// `struct(...)`: `name = value` pairs for these parameters, any order
    /// when parsed, absent optional ones left out.
    Struct(&'static [usize]),
    /// `(...)?` anchored on parameter `anchor`: printed when it is present.
    Optional {
        /// The group.
        items: &'static [FormatItem],
        /// The parameter deciding.
        anchor: usize,
    },
}

/// A type's or attribute's hand-written check of its parameters (ODS's
/// `genVerifyDecl`): the message of the error it reports.
pub type ParamsVerifierFn = fn(&Context, &[Param]) -> Result<(), String>;

/// A declared type's or attribute's table.
pub struct DefInfo {
    /// The full name (`calc.num`).
    pub name: &'static str,
    /// The generated Rust handle, for messages ("failed to parse NumType
    /// parameter 'width'").
    pub rust_name: &'static str,
    /// The parameters.
    pub params: &'static [ParamInfo],
    /// The format after the name.
    pub format: &'static [FormatItem],
    /// The hand-written check of the parameters.
    pub verifier: Option<ParamsVerifierFn>,
}

impl AttrOrTypeDef for DefInfo {
    fn name(&self) -> &'static str {
        self.name
    }

    fn parse(&self, parser: &mut DialectAsmParser<'_>) -> Result<Box<[Param]>, Diagnostic> {
        let mut values: Vec<Option<Param>> = vec![None; self.params.len()];
        self.parse_items(self.format, parser, &mut values)?;
        Ok(values.into_iter().map(|v| v.unwrap_or(Param::Absent)).collect())
    }

    fn print(&self, params: &[Param], printer: &mut DialectAsmPrinter<'_>) {
        let mut state = Spacing::default();
        self.print_items(self.format, params, printer, &mut state);
    }

    fn verify(&self, ctx: &Context, params: &[Param]) -> Result<(), String> {
        match self.verifier {
            Some(f) => f(ctx, params),
            None => Ok(()),
        }
    }
}

impl DefInfo {
    fn parse_items(
        &self,
        items: &[FormatItem],
        parser: &mut DialectAsmParser<'_>,
        values: &mut [Option<Param>],
    ) -> Result<(), Diagnostic> {
        for item in items {
            match *item {
                FormatItem::Literal(text) => parse_literal(parser, text)?,
                FormatItem::Param(i) => values[i] = Some(self.parse_param(parser, i)?),
                FormatItem::Params => {
                    for (i, value) in values.iter_mut().enumerate().take(self.params.len()) {
                        if i > 0 {
                            parser.expect_punct(",")?;
                        }
                        *value = Some(self.parse_param(parser, i)?);
                    }
                }
                FormatItem::Struct(members) => self.parse_struct(parser, members, values)?,
                FormatItem::Optional { items, anchor } => {
                    if self.group_starts(items, anchor, parser) {
                        self.parse_items(items, parser, values)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether an optional group is present: its first element is a literal
    /// that comes next, or its anchor parameter can start here.
    fn group_starts(&self, items: &[FormatItem], anchor: usize, parser: &mut DialectAsmParser<'_>) -> bool {
        match items.first() {
            Some(FormatItem::Literal(text)) => {
                let pos = parser.position();
                let found = literal_present(parser, text);
                parser.reset(pos);
                found
            }
            _ => {
                let pos = parser.position();
                let ok = self.parse_param(parser, anchor).is_ok();
                parser.reset(pos);
                ok
            }
        }
    }

    fn parse_struct(
        &self,
        parser: &mut DialectAsmParser<'_>,
        members: &[usize],
        values: &mut [Option<Param>],
    ) -> Result<(), Diagnostic> {
        let mut seen = vec![false; members.len()];
        let mut first = true;
        loop {
            let pos = parser.position();
            if !first && !parser.parse_optional_punct(",") {
                break;
            }
            let Some(key) = parser.parse_optional_keyword() else {
                if first {
                    break;
                }
                return Err(parser.error("expected a parameter name in struct"));
            };
            let Some(slot) = members.iter().position(|&m| self.params[m].name == key) else {
                parser.reset(pos);
                return Err(parser.error(format!("unexpected key: {key}")));
            };
            if seen[slot] {
                return Err(parser.error_at(pos, format!("struct has duplicate parameter '{key}'")));
            }
            seen[slot] = true;
            parser.expect_punct("=")?;
            values[members[slot]] = Some(self.parse_param(parser, members[slot])?);
            first = false;
        }
        for (slot, &m) in members.iter().enumerate() {
            if !seen[slot] && !self.params[m].optional {
                return Err(parser.error(format!("struct is missing required parameter: {}", self.params[m].name)));
            }
        }
        Ok(())
    }

    fn parse_param(&self, parser: &mut DialectAsmParser<'_>, i: usize) -> Result<Param, Diagnostic> {
        let info = &self.params[i];
        let start = parser.position();
        let parsed = parse_value(parser, info.kind);
        parsed.map_err(|e| {
            // MLIR reports the field parser's error, then which parameter it
            // was; ours keeps the first, which says what went wrong.
            if e.message.is_empty() {
                parser.error_at(
                    start,
                    format!(
                        "failed to parse {} parameter '{}' which is to be a `{}`",
                        self.rust_name,
                        info.name,
                        info.kind.spelling()
                    ),
                )
            } else {
                e
            }
        })
    }

    fn print_items(
        &self,
        items: &[FormatItem],
        params: &[Param],
        printer: &mut DialectAsmPrinter<'_>,
        state: &mut Spacing,
    ) {
        for item in items {
            match *item {
                FormatItem::Literal(text) => state.literal(printer, text),
                FormatItem::Param(i) => {
                    state.before_value(printer);
                    print_value(printer, params.get(i).unwrap_or(&Param::Absent), self.params[i].kind);
                }
                FormatItem::Params => {
                    state.before_value(printer);
                    for (i, p) in params.iter().enumerate() {
                        if i > 0 {
                            printer.write(", ");
                        }
                        print_value(printer, p, self.params[i].kind);
                    }
                }
                FormatItem::Struct(members) => {
                    state.before_value(printer);
                    let mut first = true;
                    for &m in members {
                        let p = params.get(m).unwrap_or(&Param::Absent);
                        if *p == Param::Absent {
                            continue;
                        }
                        if !first {
                            printer.write(", ");
                        }
                        first = false;
                        printer.write(self.params[m].name);
                        printer.write(" = ");
                        print_value(printer, p, self.params[m].kind);
                    }
                }
                FormatItem::Optional { items, anchor } => {
                    if params.get(anchor).is_some_and(|p| *p != Param::Absent) {
                        self.print_items(items, params, printer, state);
                    }
                }
            }
        }
    }
}

/// MLIR's spacing in generated attribute and type printers: no space after
/// an opening bracket or before a closing one or a comma, a space between
/// values and around keywords.
struct Spacing {
    emit_space: bool,
    last_was_punctuation: bool,
}

impl Default for Spacing {
    fn default() -> Self {
        Spacing { emit_space: false, last_was_punctuation: true }
    }
}

impl Spacing {
    fn literal(&mut self, printer: &mut DialectAsmPrinter<'_>, text: &str) {
        if self.emit_space && space_before(text, self.last_was_punctuation) {
            printer.write(" ");
        }
        printer.write(text);
        let first = text.chars().next().unwrap_or(' ');
        self.emit_space = text.len() != 1 || !"<({[".contains(first);
        self.last_was_punctuation = first != '_' && !first.is_ascii_alphabetic();
    }

    fn before_value(&mut self, printer: &mut DialectAsmPrinter<'_>) {
        if self.emit_space || !self.last_was_punctuation {
            printer.write(" ");
        }
        self.emit_space = true;
        self.last_was_punctuation = false;
    }
}

/// MLIR's `shouldEmitSpaceBefore`.
fn space_before(text: &str, last_was_punctuation: bool) -> bool {
    if text.len() != 1 && text != "->" {
        return true;
    }
    let first = text.chars().next().unwrap_or(' ');
    if last_was_punctuation {
        return !">)}],".contains(first);
    }
    !"<>(){}[],".contains(first)
}

fn is_keyword(text: &str) -> bool {
    text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

fn literal_present(parser: &mut DialectAsmParser<'_>, text: &str) -> bool {
    if is_keyword(text) {
        parser.parse_optional_exact_keyword(text)
    } else {
        parser.parse_optional_punct(text)
    }
}

fn parse_literal(parser: &mut DialectAsmParser<'_>, text: &str) -> Result<(), Diagnostic> {
    if literal_present(parser, text) {
        Ok(())
    } else if is_keyword(text) {
        Err(parser.error(format!("expected '{text}'")))
    } else {
        parser.expect_punct(text)
    }
}

/// A value of `kind`; a failure with an empty message means "not a value of
/// that kind here" (the caller names the parameter).
fn parse_value(parser: &mut DialectAsmParser<'_>, kind: ParamKind) -> Result<Param, Diagnostic> {
    let none = |parser: &mut DialectAsmParser<'_>| parser.error(String::new());
    match kind {
        ParamKind::Bool => {
            if parser.parse_optional_exact_keyword("true") {
                Ok(Param::Bool(true))
            } else if parser.parse_optional_exact_keyword("false") {
                Ok(Param::Bool(false))
            } else {
                Err(parser.error("expected 'true' or 'false'"))
            }
        }
        ParamKind::Int { bits } => {
            let pos = parser.position();
            let v = parser.parse_integer()?;
            let (lo, hi) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
            if v < lo || v > hi {
                return Err(parser.error_at(pos, "integer value too large"));
            }
            Ok(Param::Int(v as i64))
        }
        ParamKind::UInt { bits } => {
            let pos = parser.position();
            let v = parser.parse_integer()?;
            if v < 0 || v > (1i128 << bits) - 1 {
                return Err(parser.error_at(pos, "integer value too large"));
            }
            Ok(Param::UInt(v as u64))
        }
        ParamKind::Str => match parser.parse_optional_string()? {
            Some(s) => Ok(Param::Str(s.into())),
            None => Err(parser.error("expected string")),
        },
        ParamKind::Type => parser.parse_type().map(Param::Type),
        ParamKind::Types => {
            let mut types = vec![parser.parse_type()?];
            while parser.parse_optional_punct(",") {
                types.push(parser.parse_type()?);
            }
            Ok(Param::Types(types.into()))
        }
        ParamKind::Attr => parser.parse_attribute().map(Param::Attr),
        ParamKind::Ints => {
            let Some(first) = parser.parse_optional_integer()? else { return Err(none(parser)) };
            let mut ints = vec![first as i64];
            while parser.parse_optional_punct(",") {
                ints.push(parser.parse_integer()? as i64);
            }
            Ok(Param::Ints(ints.into()))
        }
        ParamKind::Enum(info) => info.parse(parser).map(Param::Enum),
    }
}

fn print_value(printer: &mut DialectAsmPrinter<'_>, p: &Param, kind: ParamKind) {
    match p {
        Param::Absent => {}
        Param::Bool(b) => printer.write(if *b { "true" } else { "false" }),
        Param::Int(i) => printer.write(&i.to_string()),
        Param::UInt(u) => printer.write(&u.to_string()),
        Param::Str(s) => printer.print_string(s),
        Param::Type(t) => printer.print_type(*t),
        Param::Types(ts) => {
            for (i, &t) in ts.iter().enumerate() {
                if i > 0 {
                    printer.write(", ");
                }
                printer.print_type(t);
            }
        }
        Param::Attr(a) => printer.print_attribute(*a),
        Param::Ints(is) => {
            let text: Vec<String> = is.iter().map(i64::to_string).collect();
            printer.write(&text.join(", "));
        }
        Param::Enum(v) => match kind {
            ParamKind::Enum(info) => info.print(*v, printer),
            _ => printer.write(&v.to_string()),
        },
    }
}
