//! MLIR's assembly format language (`mlir-tblgen`'s `FormatGen`,
//! `OpFormatGen` and `AttrOrTypeFormatGen`): a format string parsed into
//! [`Format`] and checked against what it describes, with the problem at
//! its byte offset in the string, worded as `mlir-tblgen` 22 words it.
//!
//! An op's format names its operands, results, attributes, regions and
//! successors (`$lhs`), directives (`attr-dict`, `type($lhs)`,
//! `functional-type(operands, results)`, ...), literals (`` `:` ``),
//! optional groups (`(`...`^`...`)?`, with an else group
//! `(`...`)[:(`...`)]?`), `custom<Name>(...)` and `oilist(...)`; a type's
//! or attribute's format names its parameters and may use `params`,
//! `struct(...)`, `qualified(...)` and `custom<Name>(...)`.
//!
//! As in `mlir-tblgen`, checking stops at the first problem: a format has at
//! most one error, at the offset `mlir-tblgen` points its caret at (the
//! element, the directive keyword, the `(` of an optional group, or the
//! first token of the format for whole-format checks such as "operand #0,
//! named 'lhs', not found").
//!
//! What our model cannot say is handled by name: `InferTypeOpInterface` in
//! [`OpSpec::interfaces`] lets result types be inferred; MLIR's storage
//! types and "buildable" value types of attribute constraints (for the
//! `:`-after-attribute ambiguity) come from [`attr_storage_type`] and
//! [`attr_has_buildable_type`]; `UnitAttr` is optional by itself, as in
//! ODS.
//!
//! The tests (`format_tests.rs`) check every case of
//! `passgen/tests/format_oracle/*.txt` against what `mlir-tblgen-22` says
//! of it, recorded there by `passgen/tests/format_oracle/regen.sh`.

use super::library;
use super::model::{Arity, DialectSpec, OpSpec, ParamSpec, TraitSpec, TypeConstraintRef};

/// A problem in a format string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// Byte offset in the format string.
    pub offset: usize,
    /// What is wrong, as `mlir-tblgen` says it.
    pub message: String,
    /// The note `mlir-tblgen` adds, if any ("suggest adding a '$lhs'
    /// directive to the custom assembly format").
    pub note: Option<String>,
}

impl FormatError {
    fn new(offset: usize, message: impl Into<String>) -> Self {
        FormatError { offset, message: message.into(), note: None }
    }

    fn with_note(offset: usize, message: impl Into<String>, note: impl Into<String>) -> Self {
        FormatError { offset, message: message.into(), note: Some(note.into()) }
    }
}

/// A parsed format.
#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    /// The top-level elements, in order.
    pub elements: Vec<Element>,
}

/// One element of a format.
#[derive(Clone, Debug, PartialEq)]
pub enum Element {
    /// `` `keyword` `` or punctuation (`` `<` ``, `` `->` ``), without the
    /// backquotes.
    Literal(String),
    /// `` ` ` ``: a space (`Space(true)`), or `` `` ``: no space where the
    /// printer would put one (`Space(false)`).
    Space(bool),
    /// `` `\n` ``: a new line.
    Newline,
    /// `"text"`: a string argument of a `custom` directive (a Rust
    /// expression passed to the hooks), unescaped.
    Str(String),
    /// `$name`: an operand, result, attribute, region, successor or
    /// parameter.
    Variable(String),
    /// `attr-dict` / `attr-dict-with-keyword`.
    AttrDict {
        /// `attr-dict-with-keyword`.
        with_keyword: bool,
    },
    /// `prop-dict`.
    PropDict,
    /// `type(x)`: `x` is a [`Element::Variable`] (operand or result),
    /// [`Element::Operands`] or [`Element::Results`].
    Type(Box<Element>),
    /// `qualified(x)`: `x` is an attribute variable or a `type` directive
    /// (ops), or a parameter (types and attributes).
    Qualified(Box<Element>),
    /// `functional-type(inputs, results)`.
    FunctionalType(Box<Element>, Box<Element>),
    /// `operands`.
    Operands,
    /// `results` (only inside `type(...)` and `functional-type(...)`).
    Results,
    /// `regions`.
    Regions,
    /// `successors`.
    Successors,
    /// `params` (types and attributes): every parameter, separated by `,`.
    Params,
    /// `struct(params)` or `struct($a, $b)` (types and attributes):
    /// `name = value` pairs; `struct(params)` is stored as
    /// `Struct(vec![Params])`.
    Struct(Vec<Element>),
    /// `ref(x)` inside a `custom` directive's arguments: a variable bound
    /// earlier in the format, passed again.
    Ref(Box<Element>),
    /// `custom<Name>(args)`: a hand-written parser and printer.
    Custom {
        /// `Name`: the hooks are `parse_name` / `print_name`.
        name: String,
        /// The arguments.
        args: Vec<Element>,
    },
    /// `(then-elements)[: (else-elements)]?` with an anchor (`^`): the
    /// `then` elements are printed when the anchor is present, the
    /// `otherwise` elements when it is not.
    Optional {
        /// The elements printed when the anchor is present.
        then: Vec<Element>,
        /// The elements printed when it is not.
        otherwise: Vec<Element>,
        /// Index of the anchor element: in `then`, or in `otherwise` when
        /// `inverted`.
        anchor: usize,
        /// The anchor is in the else group (MLIR's "inverted" optional):
        /// `then` is printed when the anchor is absent.
        inverted: bool,
    },
    /// `oilist(`kw` elements | ...)`: clauses in any order, each at most
    /// once.
    Oilist(Vec<OilistClause>),
}

/// One clause of an `oilist`.
#[derive(Clone, Debug, PartialEq)]
pub struct OilistClause {
    /// Its leading keyword.
    pub keyword: String,
    /// What follows it.
    pub elements: Vec<Element>,
}

/// Parses an op's format and checks it against the op as `mlir-tblgen`
/// does: every variable is the op's, each operand, region and successor
/// appears once (or is covered by `operands`, `regions`, `successors`;
/// attributes not in the format are in `attr-dict`), every operand and
/// result type is either in the format or inferable (a buildable
/// constraint, `SameOperandsAndResultType`, `SameTypeOperands`,
/// `AllTypesMatch`, `TypesMatchWith`, `InferTypeOpInterface`), `attr-dict`
/// appears exactly once, optional groups have one anchor and start with
/// something that can be tested for, directives are used where they are
/// allowed, and the format is not ambiguous in the ways `mlir-tblgen`
/// rejects (`attr-dict` followed by a region, `:` after an attribute
/// without a buildable type, adjacent `oilist` keywords).
pub fn parse_op_format(text: &str, op: &OpSpec) -> Result<Format, Vec<FormatError>> {
    parse_format(text, OpTarget::new(op, None)).map_err(|e| vec![e])
}

/// [`parse_op_format`] for an op of `spec`: the dialect's types without
/// parameters are buildable too (ODS's `BuildableType` on a `TypeDef`
/// without parameters).
pub fn parse_dialect_op_format(text: &str, op: &OpSpec, spec: &DialectSpec) -> Result<Format, Vec<FormatError>> {
    parse_format(text, OpTarget::new(op, Some(spec))).map_err(|e| vec![e])
}

/// How the parser of an op's format gets the types of an operand or
/// result group that the format does not write (MLIR's `TypeResolution`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeResolution {
    /// Written by the format (`type($x)`, `type(operands)`,
    /// `functional-type`, a `custom` directive).
    Written,
    /// The types of another group or an attribute's type, through a
    /// `TypesMatchWith` transform (a Rust path) when there is one.
    Variable {
        /// Where the types come from.
        resolver: Resolver,
        /// `fn(&Context, Type) -> Type`.
        transform: Option<String>,
    },
    /// The constraint's buildable type (`I1`, `Index`).
    Buildable,
    /// Inferred by the op (`InferTypeOpInterface`): not known to the format.
    Inferred,
}

/// An op's checked format with what `mlir-tblgen` resolves at generation
/// time: how each operand and result group gets its types, and which
/// attributes the format prints (so that `attr-dict` leaves them out).
#[derive(Clone, Debug, PartialEq)]
pub struct OpFormatPlan {
    /// The elements.
    pub format: Format,
    /// Per operand group.
    pub operand_types: Vec<TypeResolution>,
    /// Per result group.
    pub result_types: Vec<TypeResolution>,
    /// The attributes the format names (indices into the op's attributes),
    /// in the order they appear.
    pub used_attributes: Vec<usize>,
    /// The format has the `operands` directive.
    pub all_operands: bool,
    /// The format has `type(results)` (or `results` in `functional-type`).
    pub all_result_types: bool,
}

/// Parses and checks an op's format (as [`parse_dialect_op_format`]) and
/// resolves its types: what passgen compiles into the op's format table.
pub fn plan_op_format(text: &str, op: &OpSpec, spec: Option<&DialectSpec>) -> Result<OpFormatPlan, Vec<FormatError>> {
    let mut target = OpTarget::new(op, spec);
    let format = parse_format_with(text, &mut target).map_err(|e| vec![e])?;
    let resolvers = target.resolvers();
    let resolution = |seen: bool, all: bool, name: &str, c: &TypeConstraintRef, single: bool| {
        if seen || all {
            return TypeResolution::Written;
        }
        if let Some((_, r, t)) = resolvers.iter().find(|(n, _, _)| n == name) {
            return TypeResolution::Variable { resolver: *r, transform: t.clone() };
        }
        if target.is_buildable(c) && single {
            return TypeResolution::Buildable;
        }
        TypeResolution::Inferred
    };
    let operand_types = op
        .operands
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let single = !target.all_operands || o.arity == Arity::Single;
            resolution(target.seen_operand_types[i], target.all_operand_types, &o.name, &o.constraint, single)
        })
        .collect();
    let result_types = op
        .results
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let single = r.arity == Arity::Single;
            resolution(target.seen_result_types[i], target.all_result_types, &r.name, &r.constraint, single)
        })
        .collect();
    let mut used_attributes = Vec::new();
    collect_attributes(&format.elements, &target, &mut used_attributes);
    Ok(OpFormatPlan {
        all_operands: target.all_operands,
        all_result_types: target.all_result_types,
        format,
        operand_types,
        result_types,
        used_attributes,
    })
}

/// The attributes `elements` bind, in order (not those only referenced).
fn collect_attributes(elements: &[Element], target: &OpTarget<'_>, out: &mut Vec<usize>) {
    for e in elements {
        match e {
            Element::Variable(_) => {
                if let Some(OpVar::Attribute(i)) = target.var_of(e) {
                    if !out.contains(&i) {
                        out.push(i);
                    }
                }
            }
            Element::Qualified(inner) => collect_attributes(std::slice::from_ref(&**inner), target, out),
            Element::Custom { args, .. } => collect_attributes(args, target, out),
            Element::Optional { then, otherwise, .. } => {
                collect_attributes(then, target, out);
                collect_attributes(otherwise, target, out);
            }
            Element::Oilist(clauses) => {
                for c in clauses {
                    collect_attributes(&c.elements, target, out);
                }
            }
            _ => {}
        }
    }
}

/// Parses a type's or attribute's format and checks it against its
/// parameters as `mlir-tblgen` does: every required parameter appears once
/// (or through `params` / `struct(params)`), parameters in optional groups
/// are optional, `struct` with optional parameters is not followed by
/// `` `,` ``, `ref` only names bound parameters, ...
///
/// Messages that name the definition ("NumType has no parameter named
/// 'x'") use `def_name`: `mlir-tblgen` gives the TableGen record's name,
/// our nearest equivalent is the generated Rust handle (`NumType`).
pub fn parse_param_format(text: &str, def_name: &str, params: &[ParamSpec]) -> Result<Format, Vec<FormatError>> {
    parse_format(text, DefTarget { def_name, params, seen: vec![false; params.len()] }).map_err(|e| vec![e])
}

/// MLIR's storage class of a library attribute constraint
/// (`::mlir::IntegerAttr` for `I64Attr`), as `mlir-tblgen` prints it in
/// docs; `None` for names outside the library.
pub fn attr_storage_type(constraint: &str) -> Option<&'static str> {
    if library::type_attr_of(constraint).is_some() {
        return Some("::mlir::TypeAttr");
    }
    Some(match constraint {
        "AnyAttr" => "::mlir::Attribute",
        "BoolAttr" => "::mlir::BoolAttr",
        "UnitAttr" => "::mlir::UnitAttr",
        "I1Attr" | "I8Attr" | "I16Attr" | "I32Attr" | "I64Attr" | "IndexAttr" | "APIntAttr" => "::mlir::IntegerAttr",
        "F32Attr" | "F64Attr" => "::mlir::FloatAttr",
        "StrAttr" | "SymbolNameAttr" => "::mlir::StringAttr",
        "TypeAttr" => "::mlir::TypeAttr",
        "FlatSymbolRefAttr" => "::mlir::FlatSymbolRefAttr",
        "SymbolRefAttr" => "::mlir::SymbolRefAttr",
        "ArrayAttr" | "StrArrayAttr" | "I32ArrayAttr" | "I64ArrayAttr" | "TypeArrayAttr" | "DictArrayAttr" => {
            "::mlir::ArrayAttr"
        }
        "DictionaryAttr" => "::mlir::DictionaryAttr",
        "DenseBoolArrayAttr" => "::mlir::DenseBoolArrayAttr",
        "DenseI32ArrayAttr" => "::mlir::DenseI32ArrayAttr",
        "DenseI64ArrayAttr" => "::mlir::DenseI64ArrayAttr",
        "TypedAttrInterface" => "::mlir::TypedAttr",
        "ElementsAttr" => "::mlir::ElementsAttr",
        "AnyIntElementsAttr" => "::mlir::DenseIntElementsAttr",
        "AffineMapAttr" => "::mlir::AffineMapAttr",
        "LocationAttr" => "::mlir::LocationAttr",
        _ => return None,
    })
}

/// Whether a library attribute constraint has a buildable value type
/// (MLIR's `Attr::valueType` with a builder call: `I64Attr` is an `i64`
/// integer), so that the attribute parses without a trailing `: type`.
pub fn attr_has_buildable_type(constraint: &str) -> bool {
    matches!(
        constraint,
        "I1Attr" | "I8Attr" | "I16Attr" | "I32Attr" | "I64Attr" | "IndexAttr" | "F32Attr" | "F64Attr" | "BoolAttr"
    )
}

// ---------------------------------------------------------------------------
// Lexer

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    Eof,
    Caret,
    Colon,
    Comma,
    Equal,
    Less,
    Greater,
    Question,
    LParen,
    RParen,
    Star,
    Pipe,
    Literal,
    Variable,
    Str,
    Ident,
    Kw(Kw),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kw {
    AttrDict,
    AttrDictWithKeyword,
    PropDict,
    Custom,
    FunctionalType,
    Oilist,
    Operands,
    Params,
    Ref,
    Regions,
    Results,
    Struct,
    Successors,
    Type,
    Qualified,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

/// Where an element is parsed: MLIR's `FormatParser::Context`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ctx {
    TopLevel,
    Custom,
    TypeDirective,
    Ref,
    Struct,
}

type PResult<T> = Result<T, FormatError>;

/// What a format describes: the op or definition specific half of
/// `mlir-tblgen`'s `FormatParser` subclasses.
trait Target {
    /// `$name` at `offset`, parsed in `ctx`.
    fn variable(&mut self, offset: usize, name: &str, ctx: Ctx) -> PResult<Element>;
    /// A directive (all but `custom`) whose keyword was at `offset`; `p` is
    /// just after the keyword.
    fn directive(&mut self, p: &mut Tokens<'_>, offset: usize, kw: Kw, ctx: Ctx) -> PResult<Element>
    where
        Self: Sized;
    /// The arguments of the `custom` directive at `offset`.
    fn verify_custom_args(&self, offset: usize, args: &[Element]) -> PResult<()>;
    /// The then or else elements of the optional group at `offset`, with
    /// the anchor's index when it is among them.
    fn verify_optional_group(&self, offset: usize, elements: &[Element], anchor: Option<usize>) -> PResult<()>;
    /// The whole format, whose first token is at `offset`.
    fn verify(&mut self, offset: usize, elements: &[Element]) -> PResult<()>;
}

/// The format's tokens, one at a time (`FormatLexer` and the token half of
/// `FormatParser`).
struct Tokens<'a> {
    text: &'a str,
    pos: usize,
    cur: Token,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> PResult<Self> {
        let mut core = Tokens { text, pos: 0, cur: Token { kind: Tok::Eof, start: 0, end: 0 } };
        core.cur = core.lex()?;
        Ok(core)
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    fn lex(&mut self) -> PResult<Token> {
        let b = self.bytes();
        loop {
            let start = self.pos;
            let Some(&c) = b.get(start) else { return Ok(Token { kind: Tok::Eof, start, end: start }) };
            self.pos += 1;
            let single = |kind| Ok(Token { kind, start, end: start + 1 });
            return match c {
                b' ' | b'\t' | b'\n' | b'\r' | 0 => continue,
                b'^' => single(Tok::Caret),
                b':' => single(Tok::Colon),
                b',' => single(Tok::Comma),
                b'=' => single(Tok::Equal),
                b'<' => single(Tok::Less),
                b'>' => single(Tok::Greater),
                b'?' => single(Tok::Question),
                b'(' => single(Tok::LParen),
                b')' => single(Tok::RParen),
                b'*' => single(Tok::Star),
                b'|' => single(Tok::Pipe),
                b'`' => {
                    while let Some(&c) = b.get(self.pos) {
                        self.pos += 1;
                        if c == b'`' {
                            return Ok(Token { kind: Tok::Literal, start, end: self.pos });
                        }
                    }
                    Err(FormatError::new(b.len(), "unexpected end of file in literal"))
                }
                b'$' => {
                    match b.get(self.pos) {
                        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
                        _ => return Err(FormatError::new(start, "expected variable name")),
                    }
                    while b.get(self.pos).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_') {
                        self.pos += 1;
                    }
                    Ok(Token { kind: Tok::Variable, start, end: self.pos })
                }
                b'"' => {
                    let mut escape = false;
                    while let Some(&c) = b.get(self.pos) {
                        self.pos += 1;
                        if !escape && c == b'"' {
                            return Ok(Token { kind: Tok::Str, start, end: self.pos });
                        }
                        escape = c == b'\\';
                    }
                    Err(FormatError::new(b.len(), "unexpected end of file in string"))
                }
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    while b.get(self.pos).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_' || *c == b'-') {
                        self.pos += 1;
                    }
                    let kind = match &self.text[start..self.pos] {
                        "attr-dict" => Tok::Kw(Kw::AttrDict),
                        "attr-dict-with-keyword" => Tok::Kw(Kw::AttrDictWithKeyword),
                        "prop-dict" => Tok::Kw(Kw::PropDict),
                        "custom" => Tok::Kw(Kw::Custom),
                        "functional-type" => Tok::Kw(Kw::FunctionalType),
                        "oilist" => Tok::Kw(Kw::Oilist),
                        "operands" => Tok::Kw(Kw::Operands),
                        "params" => Tok::Kw(Kw::Params),
                        "ref" => Tok::Kw(Kw::Ref),
                        "regions" => Tok::Kw(Kw::Regions),
                        "results" => Tok::Kw(Kw::Results),
                        "struct" => Tok::Kw(Kw::Struct),
                        "successors" => Tok::Kw(Kw::Successors),
                        "type" => Tok::Kw(Kw::Type),
                        "qualified" => Tok::Kw(Kw::Qualified),
                        _ => Tok::Ident,
                    };
                    Ok(Token { kind, start, end: self.pos })
                }
                _ => {
                    // Step over a whole character so that offsets stay on
                    // character boundaries.
                    let len = self.text[start..].chars().next().map_or(1, char::len_utf8);
                    self.pos = start + len;
                    Err(FormatError::new(start, "unexpected character"))
                }
            };
        }
    }

    fn consume(&mut self) -> PResult<Token> {
        let tok = self.cur;
        self.cur = self.lex()?;
        Ok(tok)
    }

    fn expect(&mut self, kind: Tok, message: &str) -> PResult<Token> {
        if self.cur.kind != kind {
            return Err(FormatError::new(self.cur.start, message));
        }
        self.consume()
    }

    fn spelling(&self, tok: Token) -> &'a str {
        &self.text[tok.start..tok.end]
    }
}

/// Parses `text` into elements and verifies them with `target`
/// (`FormatParser::parse`).
fn parse_format<T: Target>(text: &str, mut target: T) -> PResult<Format> {
    parse_format_with(text, &mut target)
}

/// [`parse_format`], leaving `target` with what it learnt of the format.
fn parse_format_with<T: Target>(text: &str, target: &mut T) -> PResult<Format> {
    let mut p = Tokens::new(text)?;
    let start = p.cur.start;
    let mut elements = Vec::new();
    while p.cur.kind != Tok::Eof {
        elements.push(parse_element(&mut p, target, Ctx::TopLevel)?);
    }
    target.verify(start, &elements)?;
    Ok(Format { elements })
}

fn parse_element<T: Target>(p: &mut Tokens<'_>, t: &mut T, ctx: Ctx) -> PResult<Element> {
    match p.cur.kind {
        Tok::Literal => parse_literal(p, ctx),
        Tok::Str => {
            let tok = p.consume()?;
            if ctx != Ctx::Custom {
                return Err(FormatError::new(tok.start, "strings may only be used as 'custom' directive arguments"));
            }
            let contents = &p.spelling(tok)[1..tok.end - tok.start - 1];
            // MLIR drops every backslash (an escaped one included).
            Ok(Element::Str(contents.chars().filter(|&c| c != '\\').collect()))
        }
        Tok::Variable => {
            let tok = p.consume()?;
            t.variable(tok.start, &p.spelling(tok)[1..], ctx)
        }
        Tok::Kw(kw) => {
            let tok = p.consume()?;
            if kw == Kw::Custom {
                return parse_custom(p, t, tok.start, ctx);
            }
            t.directive(p, tok.start, kw, ctx)
        }
        Tok::LParen => parse_optional_group(p, t, ctx),
        _ => Err(FormatError::new(p.cur.start, "expected literal, variable, directive, or optional group")),
    }
}

fn parse_literal(p: &mut Tokens<'_>, ctx: Ctx) -> PResult<Element> {
    let tok = p.consume()?;
    if ctx != Ctx::TopLevel {
        return Err(FormatError::new(tok.start, "literals may only be used in the top-level section of the format"));
    }
    let spelling = p.spelling(tok);
    if tok.kind != Tok::Literal {
        return Err(FormatError::new(tok.start, format!("expected literal, but got '{spelling}'")));
    }
    let value = &spelling[1..spelling.len() - 1];
    match value {
        "" => return Ok(Element::Space(false)),
        " " => return Ok(Element::Space(true)),
        "\\n" => return Ok(Element::Newline),
        _ => {}
    }
    if let Err(why) = check_literal(value) {
        return Err(FormatError::new(tok.start, format!("expected valid literal but got '{value}': {why}")));
    }
    Ok(Element::Literal(value.to_string()))
}

/// MLIR's `isValidLiteral`: punctuation, `->`, `...`, or a keyword.
fn check_literal(value: &str) -> Result<(), &'static str> {
    let mut chars = value.chars();
    let Some(front) = chars.next() else { return Err("literal can't be empty") };
    if chars.as_str().is_empty() {
        if front.is_ascii_alphabetic() || "_:,=<>()[]{}?+-*".contains(front) {
            return Ok(());
        }
        return Err("single character literal must be a letter or one of '_:,=<>()[]{}?+-*'");
    }
    if value == "->" || value == "..." {
        return Ok(());
    }
    if !front.is_ascii_alphabetic() && front != '_' {
        return Err("valid keyword starts with a letter or '_'");
    }
    if !chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.') {
        return Err("keywords should contain only alphanum, '_', '$', or '.' characters");
    }
    Ok(())
}

fn parse_custom<T: Target>(p: &mut Tokens<'_>, t: &mut T, offset: usize, ctx: Ctx) -> PResult<Element> {
    if ctx != Ctx::TopLevel {
        return Err(FormatError::new(offset, "'custom' is only valid as a top-level directive"));
    }
    p.expect(Tok::Less, "expected '<' before custom directive name")?;
    let name = p.expect(Tok::Ident, "expected custom directive name identifier")?;
    let name = p.spelling(name).to_string();
    p.expect(Tok::Greater, "expected '>' after custom directive name")?;
    p.expect(Tok::LParen, "expected '(' before custom directive parameters")?;
    let mut args = Vec::new();
    loop {
        args.push(parse_element(p, t, Ctx::Custom)?);
        if p.cur.kind != Tok::Comma {
            break;
        }
        p.consume()?;
    }
    p.expect(Tok::RParen, "expected ')' after custom directive parameters")?;
    t.verify_custom_args(offset, &args)?;
    Ok(Element::Custom { name, args })
}

fn parse_optional_group<T: Target>(p: &mut Tokens<'_>, t: &mut T, ctx: Ctx) -> PResult<Element> {
    let offset = p.consume()?.start;
    if ctx != Ctx::TopLevel {
        return Err(FormatError::new(offset, "optional groups can only be used as top-level elements"));
    }
    // The anchor: which group and where.
    let mut anchor: Option<(bool, usize)> = None;
    let mut parse_children = |p: &mut Tokens<'_>, t: &mut T, in_else: bool| -> PResult<Vec<Element>> {
        let mut elements = Vec::new();
        loop {
            let element = parse_element(p, t, Ctx::TopLevel)?;
            if p.cur.kind == Tok::Caret {
                if anchor.is_some() {
                    return Err(FormatError::new(
                        p.cur.start,
                        "only one element can be marked as the anchor of an optional group",
                    ));
                }
                anchor = Some((in_else, elements.len()));
                p.consume()?;
            }
            elements.push(element);
            if p.cur.kind == Tok::RParen {
                return Ok(elements);
            }
        }
    };
    let then = parse_children(p, t, false)?;
    p.consume()?;
    let mut otherwise = Vec::new();
    if p.cur.kind == Tok::Colon {
        p.consume()?;
        p.expect(Tok::LParen, "expected '(' to start else branch of optional group")?;
        otherwise = parse_children(p, t, true)?;
        p.consume()?;
    }
    p.expect(Tok::Question, "expected '?' after optional group")?;
    let Some((inverted, index)) = anchor else {
        return Err(FormatError::new(offset, "optional group has no anchor element"));
    };
    t.verify_optional_group(offset, &then, (!inverted).then_some(index))?;
    t.verify_optional_group(offset, &otherwise, inverted.then_some(index))?;
    let first = then.iter().find(|e| !matches!(e, Element::Space(_) | Element::Newline));
    // What an optional group starts with must be testable for: a literal, a
    // variable (`qualified($attr)` is one) or a custom directive.
    let testable = |e: &Element| match e {
        Element::Qualified(inner) => matches!(**inner, Element::Variable(_)),
        other => matches!(other, Element::Literal(_) | Element::Variable(_) | Element::Custom { .. }),
    };
    if !first.is_some_and(testable) {
        return Err(FormatError::new(
            offset,
            "first parsable element of an optional group must be a literal, variable, or custom directive",
        ));
    }
    Ok(Element::Optional { then, otherwise, anchor: index, inverted })
}

fn open_args(p: &mut Tokens<'_>) -> PResult<()> {
    p.expect(Tok::LParen, "expected '(' before argument list").map(|_| ())
}

fn close_args(p: &mut Tokens<'_>) -> PResult<()> {
    p.expect(Tok::RParen, "expected ')' after argument list").map(|_| ())
}

/// The variable names in `e`, as MLIR's `collect` finds them: through
/// `qualified`, `functional-type`, `custom` and optional groups, but not
/// `type(...)` or `ref(...)`.
fn collect_variables<'e>(e: &'e Element, out: &mut Vec<&'e str>) {
    match e {
        Element::Variable(name) => out.push(name),
        Element::Qualified(inner) => collect_variables(inner, out),
        Element::FunctionalType(a, b) => {
            collect_variables(a, out);
            collect_variables(b, out);
        }
        Element::Custom { args, .. } | Element::Struct(args) => args.iter().for_each(|a| collect_variables(a, out)),
        Element::Optional { then, otherwise, .. } => {
            then.iter().chain(otherwise).for_each(|a| collect_variables(a, out));
        }
        Element::Oilist(clauses) => {
            clauses.iter().flat_map(|c| &c.elements).for_each(|a| collect_variables(a, out));
        }
        _ => {}
    }
}

// ---------------------------------------------------------------------------
// Op formats

/// What a `$name` of an op refers to, looked up in `mlir-tblgen`'s order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OpVar {
    Attribute(usize),
    Operand(usize),
    Region(usize),
    Result(usize),
    Successor(usize),
}

/// What resolves an operand's or result's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resolver {
    /// The types of operand group `i`.
    Operand(usize),
    /// The types of result group `i`.
    Result(usize),
    /// The type of (typed) attribute `i`'s value.
    Attribute(usize),
}

/// The operand, region or successor variable (`kind`) `name`, written in
/// `ctx`: at the top level or in `custom` it binds (`seen`), once, and not
/// when an `operands`, `regions` or `successors` directive bound them all
/// (`all`); under `ref` it must be bound already; elsewhere it binds
/// nothing.
fn bind_variable(offset: usize, ctx: Ctx, kind: &str, name: &str, all: bool, seen: &mut bool) -> PResult<()> {
    match ctx {
        Ctx::TopLevel | Ctx::Custom if all || std::mem::replace(seen, true) => {
            Err(FormatError::new(offset, format!("{kind} '{name}' is already bound")))
        }
        Ctx::Ref if !*seen => {
            Err(FormatError::new(offset, format!("{kind} '{name}' must be bound before it is referenced")))
        }
        _ => Ok(()),
    }
}

/// The `operands`, `regions` or `successors` directive (`directive`),
/// written in `ctx`: under `ref` it must follow the directive itself;
/// elsewhere it binds them all (`all`), so none may be bound on its own
/// (`seen`) before or after it.
fn bind_all(offset: usize, ctx: Ctx, directive: &str, all: &mut bool, seen: &[bool]) -> PResult<()> {
    if ctx == Ctx::Ref {
        if !*all {
            return Err(FormatError::new(
                offset,
                format!("'ref' of '{directive}' is not bound by a prior '{directive}' directive"),
            ));
        }
    } else {
        if *all || seen.contains(&true) {
            return Err(FormatError::new(offset, format!("'{directive}' directive creates overlap in format")));
        }
        *all = true;
    }
    Ok(())
}

struct OpTarget<'o> {
    op: &'o OpSpec,
    dialect: Option<&'o DialectSpec>,
    has_attr_dict: bool,
    has_prop_dict: bool,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    seen_operands: Vec<bool>,
    seen_operand_types: Vec<bool>,
    seen_result_types: Vec<bool>,
    seen_attrs: Vec<bool>,
    seen_regions: Vec<bool>,
    seen_successors: Vec<bool>,
}

impl<'o> OpTarget<'o> {
    fn new(op: &'o OpSpec, dialect: Option<&'o DialectSpec>) -> Self {
        OpTarget {
            op,
            dialect,
            has_attr_dict: false,
            has_prop_dict: false,
            all_operands: false,
            all_operand_types: false,
            all_result_types: false,
            all_regions: false,
            all_successors: false,
            seen_operands: vec![false; op.operands.len()],
            seen_operand_types: vec![false; op.operands.len()],
            seen_result_types: vec![false; op.results.len()],
            seen_attrs: vec![false; op.attributes.len()],
            seen_regions: vec![false; op.regions.len()],
            seen_successors: vec![false; op.successors.len()],
        }
    }

    /// The variable `name`: the first of the kinds of `order` (in that
    /// order) that has one so named.
    fn lookup_in(&self, name: &str, order: &[fn(usize) -> OpVar]) -> Option<OpVar> {
        let op = self.op;
        order.iter().find_map(|&var| {
            let position = match var(0) {
                OpVar::Attribute(_) => op.attributes.iter().position(|a| a.name == name),
                OpVar::Operand(_) => op.operands.iter().position(|o| o.name == name),
                OpVar::Region(_) => op.regions.iter().position(|r| r.name == name),
                OpVar::Result(_) => op.results.iter().position(|r| r.name == name),
                OpVar::Successor(_) => op.successors.iter().position(|s| s.name == name),
            };
            position.map(var)
        })
    }

    fn lookup(&self, name: &str) -> Option<OpVar> {
        self.lookup_in(name, &[OpVar::Attribute, OpVar::Operand, OpVar::Region, OpVar::Result, OpVar::Successor])
    }

    fn var_of(&self, e: &Element) -> Option<OpVar> {
        match e {
            Element::Variable(name) => self.lookup(name),
            _ => None,
        }
    }

    /// Binds the variable `name` of region (`region`) or successor `i`,
    /// which stands at the top level or in a `custom` or `ref` directive.
    fn bind_region_or_successor(&mut self, offset: usize, ctx: Ctx, name: &str, region: bool, i: usize) -> PResult<()> {
        let (what, all, seen) = if region {
            ("region", self.all_regions, &mut self.seen_regions[i])
        } else {
            ("successor", self.all_successors, &mut self.seen_successors[i])
        };
        if !matches!(ctx, Ctx::TopLevel | Ctx::Custom | Ctx::Ref) {
            return Err(FormatError::new(
                offset,
                format!("{what}s can only be used at the top level or in a ref directive"),
            ));
        }
        bind_variable(offset, ctx, what, name, all, seen)
    }

    /// MLIR's `isOptional() || hasDefaultValue()` (`UnitAttr` is optional).
    fn attribute_optional(&self, i: usize) -> bool {
        let a = &self.op.attributes[i];
        a.optional || a.default.is_some() || a.constraint.spelling() == "UnitAttr"
    }

    fn type_directive_operand(&mut self, p: &mut Tokens<'_>, offset: usize, is_ref: bool) -> PResult<Element> {
        let element = parse_element(p, self, Ctx::TypeDirective)?;
        match &element {
            Element::Literal(_) | Element::Space(_) | Element::Newline => {
                return Err(FormatError::new(offset, "'type' directive operand expects variable or directive operand"));
            }
            Element::Variable(name) => {
                let (all, seen) = match self.lookup(name) {
                    Some(OpVar::Operand(i)) => (self.all_operand_types, &mut self.seen_operand_types[i]),
                    Some(OpVar::Result(i)) => (self.all_result_types, &mut self.seen_result_types[i]),
                    _ => return Err(FormatError::new(offset, "invalid argument to 'type' directive")),
                };
                let bound = all || *seen;
                if !is_ref && bound {
                    return Err(FormatError::new(offset, format!("'type' of '{name}' is already bound")));
                }
                if is_ref && !bound {
                    return Err(FormatError::new(
                        offset,
                        format!("'ref' of 'type(${name})' is not bound by a prior 'type' directive"),
                    ));
                }
                *seen = true;
            }
            Element::Operands | Element::Results => {
                let (all, seen, what) = if matches!(element, Element::Operands) {
                    (&mut self.all_operand_types, &self.seen_operand_types, "operands")
                } else {
                    (&mut self.all_result_types, &self.seen_result_types, "results")
                };
                if !is_ref && (*all || seen.contains(&true)) {
                    return Err(FormatError::new(offset, format!("'{what}' 'type' is already bound")));
                }
                if is_ref && !*all {
                    return Err(FormatError::new(
                        offset,
                        format!("'ref' of 'type({what})' is not bound by a prior 'type' directive"),
                    ));
                }
                *all = true;
            }
            _ => return Err(FormatError::new(offset, "invalid argument to 'type' directive")),
        }
        Ok(element)
    }

    fn verify_optional_element(&self, offset: usize, e: &Element, is_anchor: bool) -> PResult<()> {
        match e {
            Element::Variable(_) => {
                let problem = match self.var_of(e) {
                    Some(OpVar::Attribute(i)) => (is_anchor && !self.attribute_optional(i)).then_some(
                        "only optional or default-valued attributes can be used to anchor an optional group",
                    ),
                    Some(OpVar::Operand(i)) => (self.op.operands[i].arity == Arity::Single)
                        .then_some("only variable length operands can be used within an optional group"),
                    Some(OpVar::Result(i)) => (self.op.results[i].arity == Arity::Single)
                        .then_some("only variable length results can be used within an optional group"),
                    Some(OpVar::Region(_)) => None,
                    _ => Some("only literals, types, and variables can be used within an optional group"),
                };
                problem.map_or(Ok(()), |message| Err(FormatError::new(offset, message)))
            }
            Element::Type(inner) => self.verify_optional_element(offset, inner, false),
            Element::Qualified(inner) => self.verify_optional_element(offset, inner, is_anchor),
            Element::FunctionalType(a, b) => {
                self.verify_optional_element(offset, a, false)?;
                self.verify_optional_element(offset, b, false)
            }
            Element::Custom { args, .. } => {
                if !is_anchor {
                    return Ok(());
                }
                for arg in args {
                    if !matches!(arg, Element::Ref(_)) {
                        self.verify_optional_element(offset, arg, true)?;
                    }
                }
                Ok(())
            }
            Element::Literal(_) | Element::Space(_) | Element::Newline | Element::Optional { .. } => {
                if is_anchor {
                    return Err(FormatError::new(
                        offset,
                        "only variables and types can be used to anchor an optional group",
                    ));
                }
                Ok(())
            }
            _ => Err(FormatError::new(
                offset,
                "only literals, types, and variables can be used within an optional group",
            )),
        }
    }

    /// MLIR's `isOptionallyParsed`.
    fn optionally_parsed(&self, e: &Element) -> bool {
        match self.var_of(e) {
            Some(OpVar::Attribute(i)) => self.attribute_optional(i),
            Some(OpVar::Operand(i)) => self.op.operands[i].arity != Arity::Single,
            Some(OpVar::Successor(i)) => self.op.successors[i].variadic,
            Some(OpVar::Region(i)) => self.op.regions[i].variadic,
            Some(OpVar::Result(_)) => false,
            None => matches!(e, Element::Space(_) | Element::Newline | Element::AttrDict { .. }),
        }
    }

    /// MLIR's `checkRangeForElement`: `Some(true)` when an invalid element
    /// follows, `Some(false)` when a closing valid element does, `None` at
    /// the end of the range.
    fn check_range(&self, elements: &[Element], invalid: &dyn Fn(&Element) -> bool, guard: bool) -> Option<bool> {
        for (i, e) in elements.iter().enumerate() {
            if invalid(e) {
                return Some(true);
            }
            if let Element::Optional { then, otherwise, .. } = e {
                if self.check_range(then, invalid, true) == Some(true)
                    || self.check_range(otherwise, invalid, false) == Some(true)
                {
                    return Some(true);
                }
                continue;
            }
            if !(guard && i == 0) && self.optionally_parsed(e) {
                continue;
            }
            return Some(false);
        }
        None
    }

    /// MLIR's `verifyAdjacentElements`: the first base element followed by
    /// an invalid one, or an unverified base reaching the end.
    fn adjacent<'e>(
        &self,
        elements: &'e [Element],
        is_base: &dyn Fn(&Element) -> bool,
        invalid: &dyn Fn(&Element) -> bool,
    ) -> Result<Option<&'e Element>, (&'e Element, &'e Element)> {
        for (i, e) in elements.iter().enumerate() {
            let base = if is_base(e) {
                e
            } else if let Element::Optional { then, otherwise, .. } = e {
                let t = self.adjacent(then, is_base, invalid)?;
                let o = self.adjacent(otherwise, is_base, invalid)?;
                match t.or(o) {
                    Some(b) => b,
                    None => continue,
                }
            } else {
                continue;
            };
            match self.check_range(&elements[i + 1..], invalid, false) {
                Some(true) => {
                    let culprit = self.first_invalid(&elements[i + 1..], invalid).unwrap_or(base);
                    return Err((base, culprit));
                }
                Some(false) => {}
                None => return Ok(Some(base)),
            }
        }
        Ok(None)
    }

    fn first_invalid<'e>(&self, elements: &'e [Element], invalid: &dyn Fn(&Element) -> bool) -> Option<&'e Element> {
        for e in elements {
            if invalid(e) {
                return Some(e);
            }
            if let Element::Optional { then, otherwise, .. } = e {
                if let Some(x) = self.first_invalid(then, invalid).or_else(|| self.first_invalid(otherwise, invalid)) {
                    return Some(x);
                }
            }
        }
        None
    }

    fn is_buildable(&self, c: &TypeConstraintRef) -> bool {
        match c {
            TypeConstraintRef::Builtin(n) => library::type_constraint(n).is_some_and(|i| i.buildable),
            TypeConstraintRef::DialectType(n) => {
                self.dialect.and_then(|d| d.type_named(n)).is_some_and(|t| t.parameters.is_empty())
            }
            _ => false,
        }
    }

    fn has_infer_type_interface(&self) -> bool {
        self.op.interfaces.iter().any(|i| {
            let i = i.trim();
            i == "InferTypeOpInterface"
                || i.ends_with("::InferTypeOpInterface")
                || i.strip_prefix("DeclareOpInterfaceMethods<").is_some_and(|r| r.starts_with("InferTypeOpInterface"))
        })
    }

    /// MLIR's `Operator::allResultTypesKnown`: every result is buildable or
    /// takes its type from an operand or attribute through a trait.
    fn all_result_types_known(&self) -> bool {
        let op = self.op;
        let is_arg = |n: &str| op.operands.iter().any(|o| o.name == n) || op.attributes.iter().any(|a| a.name == n);
        op.results.iter().all(|r| {
            if self.is_buildable(&r.constraint) && r.arity == Arity::Single {
                return true;
            }
            op.traits.iter().any(|t| match t {
                TraitSpec::Simple(n) if n == "SameOperandsAndResultType" => !op.operands.is_empty(),
                TraitSpec::AllTypesMatch(names) => names.contains(&r.name) && names.iter().any(|n| is_arg(n)),
                TraitSpec::TypesMatchWith { from, to, .. } => *to == r.name && is_arg(from),
                _ => false,
            })
        })
    }

    fn seen_arg(&self, name: &str) -> Option<Resolver> {
        match self.lookup_typed(name)? {
            OpVar::Operand(i) if self.seen_operand_types[i] => Some(Resolver::Operand(i)),
            OpVar::Result(i) if self.seen_result_types[i] => Some(Resolver::Result(i)),
            OpVar::Attribute(i) if self.seen_attrs[i] => Some(Resolver::Attribute(i)),
            _ => None,
        }
    }

    /// `findSeenArg`'s lookup order: operands, results, attributes.
    fn lookup_typed(&self, name: &str) -> Option<OpVar> {
        self.lookup_in(name, &[OpVar::Operand, OpVar::Result, OpVar::Attribute])
    }

    /// The type resolvers the traits give, by operand or result name, with
    /// the transform a `TypesMatchWith` applies.
    fn resolvers(&self) -> Vec<(String, Resolver, Option<String>)> {
        let op = self.op;
        let mut map: Vec<(String, Resolver, Option<String>)> = Vec::new();
        let mut set =
            |name: &str, r: Resolver, transform: Option<&String>| match map.iter_mut().find(|(n, _, _)| n == name) {
                Some(entry) => {
                    entry.1 = r;
                    entry.2 = transform.cloned();
                }
                None => map.push((name.to_string(), r, transform.cloned())),
            };
        for t in &op.traits {
            match t {
                TraitSpec::AllTypesMatch(values) => {
                    for (i, v) in values.iter().enumerate() {
                        if let Some(r) = self.seen_arg(v) {
                            for (j, other) in values.iter().enumerate() {
                                if j != i {
                                    set(other, r, None);
                                }
                            }
                        }
                    }
                }
                TraitSpec::Simple(n) if n == "SameTypeOperands" || n == "SameOperandsAndResultType" => {
                    let include_results = n == "SameOperandsAndResultType";
                    let resolver = match self.seen_operand_types.iter().position(|&s| s) {
                        Some(i) => Resolver::Operand(i),
                        None => match self.seen_result_types.iter().position(|&s| s) {
                            Some(i) if include_results => Resolver::Result(i),
                            _ => continue,
                        },
                    };
                    for (i, o) in op.operands.iter().enumerate() {
                        if !self.seen_operand_types[i] {
                            set(&o.name, resolver, None);
                        }
                    }
                    if include_results {
                        for (i, r) in op.results.iter().enumerate() {
                            if !self.seen_result_types[i] {
                                set(&r.name, resolver, None);
                            }
                        }
                    }
                }
                TraitSpec::TypesMatchWith { from, to, transform, .. } => {
                    if let Some(r) = self.seen_arg(from) {
                        set(to, r, Some(transform));
                    }
                }
                _ => {}
            }
        }
        map
    }

    fn not_inferable(offset: usize, what: &str, index: usize, name: &str) -> FormatError {
        FormatError::with_note(
            offset,
            format!("type of {what} #{index}, named '{name}', is not buildable and a buildable type cannot be inferred"),
            format!(
                "suggest adding a type constraint to the operation or adding a 'type(${name})' directive to the custom assembly format"
            ),
        )
    }

    fn not_found(offset: usize, what: &str, index: usize, name: &str) -> FormatError {
        FormatError::with_note(
            offset,
            format!("{what} #{index}, named '{name}', not found"),
            format!("suggest adding a '${name}' directive to the custom assembly format"),
        )
    }
}

impl Target for OpTarget<'_> {
    fn variable(&mut self, offset: usize, name: &str, ctx: Ctx) -> PResult<Element> {
        let element = Element::Variable(name.to_string());
        match self.lookup(name) {
            Some(OpVar::Attribute(i)) => {
                if ctx == Ctx::TypeDirective {
                    return Err(FormatError::new(
                        offset,
                        "attributes cannot be used as children to a `type` directive",
                    ));
                }
                if ctx == Ctx::Ref {
                    if !self.seen_attrs[i] {
                        return Err(FormatError::new(
                            offset,
                            format!("attribute '{name}' must be bound before it is referenced"),
                        ));
                    }
                } else if std::mem::replace(&mut self.seen_attrs[i], true) {
                    return Err(FormatError::new(offset, format!("attribute '{name}' is already bound")));
                }
            }
            Some(OpVar::Operand(i)) => {
                bind_variable(offset, ctx, "operand", name, self.all_operands, &mut self.seen_operands[i])?;
            }
            Some(OpVar::Region(i)) => self.bind_region_or_successor(offset, ctx, name, true, i)?,
            Some(OpVar::Result(_)) => {
                if ctx != Ctx::TypeDirective {
                    return Err(FormatError::new(
                        offset,
                        "result variables can can only be used as a child to a 'type' directive",
                    ));
                }
            }
            Some(OpVar::Successor(i)) => self.bind_region_or_successor(offset, ctx, name, false, i)?,
            None => {
                return Err(FormatError::new(
                    offset,
                    "expected variable to refer to an argument, region, result, or successor",
                ))
            }
        }
        Ok(element)
    }

    fn directive(&mut self, p: &mut Tokens<'_>, offset: usize, kw: Kw, ctx: Ctx) -> PResult<Element> {
        match kw {
            Kw::AttrDict | Kw::AttrDictWithKeyword => {
                if ctx == Ctx::TypeDirective {
                    return Err(FormatError::new(
                        offset,
                        "'attr-dict' directive can only be used as a top-level directive",
                    ));
                }
                if ctx == Ctx::Ref {
                    if !self.has_attr_dict {
                        return Err(FormatError::new(
                            offset,
                            "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive",
                        ));
                    }
                } else {
                    if self.has_attr_dict {
                        return Err(FormatError::new(offset, "'attr-dict' directive has already been seen"));
                    }
                    self.has_attr_dict = true;
                }
                Ok(Element::AttrDict { with_keyword: kw == Kw::AttrDictWithKeyword })
            }
            Kw::PropDict => {
                if ctx == Ctx::TypeDirective {
                    return Err(FormatError::new(
                        offset,
                        "'prop-dict' directive can only be used as a top-level directive",
                    ));
                }
                if ctx == Ctx::Ref {
                    // mlir-tblgen aborts here ("'ref' of 'prop-dict'
                    // unsupported"); we report it.
                    return Err(FormatError::new(offset, "'ref' of 'prop-dict' unsupported"));
                }
                if self.has_prop_dict {
                    return Err(FormatError::new(offset, "'prop-dict' directive has already been seen"));
                }
                self.has_prop_dict = true;
                Ok(Element::PropDict)
            }
            Kw::FunctionalType => {
                if ctx != Ctx::TopLevel {
                    return Err(FormatError::new(offset, "'functional-type' is only valid as a top-level directive"));
                }
                open_args(p)?;
                let inputs = self.type_directive_operand(p, offset, false)?;
                p.expect(Tok::Comma, "expected ',' after inputs argument")?;
                let results = self.type_directive_operand(p, offset, false)?;
                close_args(p)?;
                Ok(Element::FunctionalType(Box::new(inputs), Box::new(results)))
            }
            Kw::Operands => {
                // In a `type` directive (or a struct) it names the types.
                if matches!(ctx, Ctx::TopLevel | Ctx::Custom | Ctx::Ref) {
                    bind_all(offset, ctx, "operands", &mut self.all_operands, &self.seen_operands)?;
                }
                Ok(Element::Operands)
            }
            Kw::Qualified => {
                open_args(p)?;
                let element = parse_element(p, self, ctx)?;
                close_args(p)?;
                match (&element, self.var_of(&element)) {
                    (_, Some(OpVar::Attribute(_))) => {}
                    (Element::Type(_), _) => {}
                    _ => {
                        return Err(FormatError::new(
                            offset,
                            "'qualified' directive expects an attribute or a `type` directive",
                        ))
                    }
                }
                Ok(Element::Qualified(Box::new(element)))
            }
            Kw::Regions | Kw::Successors => {
                let (directive, all, seen, element) = if kw == Kw::Regions {
                    ("regions", &mut self.all_regions, &self.seen_regions, Element::Regions)
                } else {
                    ("successors", &mut self.all_successors, &self.seen_successors, Element::Successors)
                };
                if ctx == Ctx::TypeDirective {
                    return Err(FormatError::new(
                        offset,
                        format!("'{directive}' is only valid as a top-level directive"),
                    ));
                }
                bind_all(offset, ctx, directive, all, seen)?;
                Ok(element)
            }
            Kw::Results => {
                if ctx != Ctx::TypeDirective {
                    return Err(FormatError::new(
                        offset,
                        "'results' directive can can only be used as a child to a 'type' directive",
                    ));
                }
                Ok(Element::Results)
            }
            Kw::Ref => {
                if ctx != Ctx::Custom {
                    return Err(FormatError::new(offset, "'ref' is only valid within a `custom` directive"));
                }
                open_args(p)?;
                let arg = parse_element(p, self, Ctx::Ref)?;
                close_args(p)?;
                Ok(Element::Ref(Box::new(arg)))
            }
            Kw::Type => {
                if ctx == Ctx::TypeDirective {
                    return Err(FormatError::new(offset, "'type' cannot be used as a child of another `type`"));
                }
                open_args(p)?;
                let operand = self.type_directive_operand(p, offset, ctx == Ctx::Ref)?;
                close_args(p)?;
                Ok(Element::Type(Box::new(operand)))
            }
            Kw::Oilist => {
                p.expect(Tok::LParen, "expected '(' before oilist argument list")?;
                let mut clauses = Vec::new();
                loop {
                    let keyword = match parse_literal(p, ctx)? {
                        Element::Literal(k) => k,
                        Element::Space(true) => " ".into(),
                        Element::Space(false) => String::new(),
                        _ => "\\n".into(),
                    };
                    let mut elements = Vec::new();
                    while p.cur.kind != Tok::Pipe && p.cur.kind != Tok::RParen {
                        let element = parse_element(p, self, ctx)?;
                        self.verify_oilist_element(offset, &element)?;
                        elements.push(element);
                    }
                    clauses.push(OilistClause { keyword, elements });
                    let closing = p.consume()?;
                    if closing.kind == Tok::RParen {
                        break;
                    }
                }
                Ok(Element::Oilist(clauses))
            }
            Kw::Params | Kw::Struct | Kw::Custom => Err(FormatError::new(offset, "unsupported directive kind")),
        }
    }

    fn verify_custom_args(&self, offset: usize, args: &[Element]) -> PResult<()> {
        for arg in args {
            let ok = match arg {
                Element::AttrDict { .. } | Element::Ref(_) | Element::Str(_) | Element::Type(_) => true,
                Element::Variable(_) => !matches!(self.var_of(arg), Some(OpVar::Result(_)) | None),
                _ => false,
            };
            if !ok {
                return Err(FormatError::new(
                    offset,
                    "only variables and types may be used as parameters to a custom directive",
                ));
            }
            if let Element::Type(inner) = arg {
                if !matches!(self.var_of(inner), Some(OpVar::Operand(_) | OpVar::Result(_))) {
                    return Err(FormatError::new(
                        offset,
                        "type directives within a custom directive may only refer to variables",
                    ));
                }
            }
        }
        Ok(())
    }

    fn verify_optional_group(&self, offset: usize, elements: &[Element], anchor: Option<usize>) -> PResult<()> {
        for (i, e) in elements.iter().enumerate() {
            self.verify_optional_element(offset, e, anchor == Some(i))?;
        }
        Ok(())
    }

    fn verify(&mut self, offset: usize, elements: &[Element]) -> PResult<()> {
        let op = self.op;
        if !self.has_attr_dict {
            return Err(FormatError::new(offset, "'attr-dict' directive not found in custom assembly format"));
        }
        let resolvers = self.resolvers();
        let resolved = |name: &str| resolvers.iter().any(|(n, _, _)| n == name);
        let can_infer_results = !self.all_result_types_known() && self.has_infer_type_interface();

        // Attributes: `:` after an attribute parsed with the generic
        // attribute parser (which takes an optional `: type`).
        let is_colon_base = |e: &Element| {
            let (inner, qualified) = match e {
                Element::Qualified(inner) => (&**inner, true),
                other => (other, false),
            };
            match self.var_of(inner) {
                Some(OpVar::Attribute(i)) => {
                    let c = op.attributes[i].constraint.spelling();
                    !attr_has_buildable_type(c) && (qualified || attr_storage_type(c) == Some("::mlir::Attribute"))
                }
                _ => false,
            }
        };
        let is_colon = |e: &Element| matches!(e, Element::Literal(l) if l == ":");
        if let Err((base, _)) = self.adjacent(elements, &is_colon_base, &is_colon) {
            let name = match base {
                Element::Qualified(inner) => match &**inner {
                    Element::Variable(n) => n.clone(),
                    _ => String::new(),
                },
                Element::Variable(n) => n.clone(),
                _ => String::new(),
            };
            return Err(FormatError::new(
                offset,
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{name}` which does not have a buildable type"
                ),
            ));
        }
        let is_attr_dict = |e: &Element| matches!(e, Element::AttrDict { with_keyword: false });
        let is_region = |e: &Element| matches!(self.var_of(e), Some(OpVar::Region(_)));
        if let Err((_, region)) = self.adjacent(elements, &is_attr_dict, &is_region) {
            let name = match region {
                Element::Variable(n) => n.as_str(),
                _ => "",
            };
            return Err(FormatError::with_note(
                offset,
                format!("format ambiguity caused by `attr-dict` directive followed by region `{name}`"),
                "try using `attr-dict-with-keyword` instead",
            ));
        }

        // Results.
        let results_inferred = !op.results.is_empty() && !self.seen_result_types.contains(&true) && can_infer_results;
        if !self.all_result_types && !results_inferred {
            for (i, r) in op.results.iter().enumerate() {
                if self.seen_result_types[i] || resolved(&r.name) {
                    continue;
                }
                if !self.is_buildable(&r.constraint) || r.arity != Arity::Single {
                    return Err(Self::not_inferable(offset, "result", i, &r.name));
                }
            }
        }

        // Operands.
        for (i, o) in op.operands.iter().enumerate() {
            if !self.all_operands && !self.seen_operands[i] {
                return Err(Self::not_found(offset, "operand", i, &o.name));
            }
            if self.all_operand_types || self.seen_operand_types[i] || resolved(&o.name) {
                continue;
            }
            if !self.is_buildable(&o.constraint) || (self.all_operands && o.arity != Arity::Single) {
                return Err(Self::not_inferable(offset, "operand", i, &o.name));
            }
        }

        if !self.all_regions {
            if let Some(i) = self.seen_regions.iter().position(|s| !s) {
                return Err(Self::not_found(offset, "region", i, &op.regions[i].name));
            }
        }
        if !self.all_successors {
            if let Some(i) = self.seen_successors.iter().position(|s| !s) {
                return Err(Self::not_found(offset, "successor", i, &op.successors[i].name));
            }
        }

        // Keywords of adjacent oilists, or of an oilist and the literal after
        // it, must differ.
        let mut prohibited: Vec<&str> = Vec::new();
        for e in elements {
            match e {
                Element::Oilist(clauses) => {
                    for c in clauses {
                        if prohibited.contains(&c.keyword.as_str()) {
                            return Err(FormatError::new(
                                offset,
                                format!(
                                    "format ambiguity because {} is used in two adjacent oilist elements.",
                                    c.keyword
                                ),
                            ));
                        }
                    }
                    prohibited.extend(clauses.iter().map(|c| c.keyword.as_str()));
                }
                Element::Literal(l) => {
                    if prohibited.contains(&l.as_str()) {
                        return Err(FormatError::new(
                            offset,
                            format!(
                                "format ambiguity because {l} is used both in oilist element and the adjacent literal."
                            ),
                        ));
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
        Ok(())
    }
}

impl OpTarget<'_> {
    fn verify_oilist_element(&self, offset: usize, element: &Element) -> PResult<()> {
        let mut names = Vec::new();
        collect_variables(element, &mut names);
        for name in names {
            match self.lookup(name) {
                Some(OpVar::Attribute(i)) => {
                    if !self.attribute_optional(i) {
                        return Err(FormatError::new(
                            offset,
                            "only optional attributes can be used in an oilist parsing group",
                        ));
                    }
                }
                Some(OpVar::Operand(i)) => {
                    if self.op.operands[i].arity == Arity::Single {
                        return Err(FormatError::new(
                            offset,
                            "only variable length operands can be used within an oilist parsing group",
                        ));
                    }
                }
                Some(OpVar::Result(i)) => {
                    if self.op.results[i].arity == Arity::Single {
                        return Err(FormatError::new(
                            offset,
                            "only variable length results can be used within an oilist parsing group",
                        ));
                    }
                }
                Some(OpVar::Region(_)) => {}
                _ => {
                    return Err(FormatError::new(
                        offset,
                        "only literals, types, and variables can be used within an oilist group",
                    ))
                }
            }
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// Type and attribute parameter formats

struct DefTarget<'d> {
    def_name: &'d str,
    params: &'d [ParamSpec],
    seen: Vec<bool>,
}

impl DefTarget<'_> {
    fn param(&self, e: &Element) -> Option<&ParamSpec> {
        match e {
            Element::Variable(name) => self.params.iter().find(|p| &p.name == name),
            _ => None,
        }
    }

    /// The parameters a `params` or `struct` element captures.
    fn captured<'e>(&'e self, e: &'e Element) -> Vec<&'e ParamSpec> {
        match e {
            Element::Params => self.params.iter().collect(),
            Element::Struct(members) => members.iter().flat_map(|m| self.captured(m)).collect(),
            other => self.param(other).into_iter().collect(),
        }
    }
}

impl Target for DefTarget<'_> {
    fn variable(&mut self, offset: usize, name: &str, ctx: Ctx) -> PResult<Element> {
        let Some(index) = self.params.iter().position(|p| p.name == name) else {
            return Err(FormatError::new(offset, format!("{} has no parameter named '{name}'", self.def_name)));
        };
        if ctx != Ctx::Ref {
            if std::mem::replace(&mut self.seen[index], true) {
                return Err(FormatError::new(offset, format!("duplicate parameter '{name}'")));
            }
        } else if !self.seen[index] {
            return Err(FormatError::new(offset, format!("parameter '{name}' must be bound before it is referenced")));
        }
        Ok(Element::Variable(name.to_string()))
    }

    fn directive(&mut self, p: &mut Tokens<'_>, offset: usize, kw: Kw, ctx: Ctx) -> PResult<Element> {
        match kw {
            Kw::Qualified => {
                p.expect(Tok::LParen, "expected '(' before argument list")?;
                let var = parse_element(p, self, ctx)?;
                if !matches!(var, Element::Variable(_)) {
                    return Err(FormatError::new(offset, "`qualified` argument list expected a variable"));
                }
                p.expect(Tok::RParen, "expected ')' after argument list")?;
                Ok(Element::Qualified(Box::new(var)))
            }
            Kw::Params => {
                if ctx != Ctx::TopLevel && ctx != Ctx::Struct {
                    return Err(FormatError::new(
                        offset,
                        "`params` can only be used at the top-level context or within a `struct` directive",
                    ));
                }
                if let Some(i) = self.seen.iter().position(|&s| s) {
                    return Err(FormatError::new(
                        offset,
                        format!("`params` captures duplicate parameter: {}", self.params[i].name),
                    ));
                }
                self.seen.iter_mut().for_each(|s| *s = true);
                Ok(Element::Params)
            }
            Kw::Struct => {
                if ctx != Ctx::TopLevel {
                    return Err(FormatError::new(offset, "`struct` can only be used at the top-level context"));
                }
                p.expect(Tok::LParen, "expected '(' before `struct` argument list")?;
                // An element that fails to parse reports its own error first,
                // as mlir-tblgen's does.
                let members = match parse_element(p, self, Ctx::Struct)? {
                    Element::Params => vec![Element::Params],
                    var @ Element::Variable(_) => {
                        let mut members = vec![var];
                        while p.cur.kind == Tok::Comma {
                            p.consume()?;
                            match parse_element(p, self, Ctx::Struct)? {
                                var @ Element::Variable(_) => members.push(var),
                                _ => {
                                    return Err(FormatError::new(
                                        offset,
                                        "expected a variable in `struct` argument list",
                                    ))
                                }
                            }
                        }
                        members
                    }
                    _ => {
                        return Err(FormatError::new(offset, "`struct` argument list expected a variable or directive"))
                    }
                };
                p.expect(Tok::RParen, "expected ')' at the end of an argument list")?;
                Ok(Element::Struct(members))
            }
            Kw::Ref => {
                if ctx != Ctx::Custom {
                    return Err(FormatError::new(offset, "'ref' is only valid within a `custom` directive"));
                }
                p.expect(Tok::LParen, "expected '('")?;
                let child = parse_element(p, self, Ctx::Ref)?;
                p.expect(Tok::RParen, "expeced ')'")?;
                Ok(Element::Ref(Box::new(child)))
            }
            _ => Err(FormatError::new(offset, "unsupported directive kind")),
        }
    }

    fn verify_custom_args(&self, _offset: usize, _args: &[Element]) -> PResult<()> {
        Ok(())
    }

    fn verify_optional_group(&self, offset: usize, elements: &[Element], anchor: Option<usize>) -> PResult<()> {
        for e in elements {
            let problem = match e {
                Element::Variable(_) | Element::Qualified(_) => {
                    let inner = match e {
                        Element::Qualified(inner) => inner,
                        other => other,
                    };
                    self.param(inner)
                        .is_some_and(|p| !p.optional)
                        .then_some("parameters in an optional group must be optional")
                }
                Element::Params => self
                    .params
                    .iter()
                    .any(|p| !p.optional)
                    .then_some("`params` directive allowed in optional group only if all parameters are optional"),
                Element::Struct(_) => {
                    self.captured(e).iter().any(|p| !p.optional).then_some(
                        "`struct` is only allowed in an optional group if all captured parameters are optional",
                    )
                }
                Element::Custom { args, .. } => args
                    .iter()
                    .any(|a| self.param(a).is_some_and(|p| !p.optional))
                    .then_some("`custom` is only allowed in an optional group if all captured parameters are optional"),
                _ => None,
            };
            if let Some(message) = problem {
                return Err(FormatError::new(offset, message));
            }
        }
        if let Some(i) = anchor {
            match &elements[i] {
                Element::Variable(_) | Element::Qualified(_) | Element::Params | Element::Struct(_) => {}
                Element::Custom { args, .. } => {
                    if !args.iter().any(|a| matches!(a, Element::Variable(_))) {
                        return Err(FormatError::new(
                            offset,
                            "`custom` directive with no bound parameters cannot be used as optional group anchor",
                        ));
                    }
                }
                _ => return Err(FormatError::new(offset, "optional group anchor must be a parameter or directive")),
            }
        }
        Ok(())
    }

    fn verify(&mut self, offset: usize, elements: &[Element]) -> PResult<()> {
        for (i, p) in self.params.iter().enumerate() {
            if !p.optional && !self.seen[i] {
                return Err(FormatError::new(offset, format!("format is missing reference to parameter: {}", p.name)));
            }
        }
        for pair in elements.windows(2) {
            if let [e @ Element::Struct(_), Element::Literal(l)] = pair {
                if l == "," && self.captured(e).iter().any(|p| p.optional) {
                    return Err(FormatError::new(
                        offset,
                        "`struct` directive with optional parameters cannot be followed by a comma literal",
                    ));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "format_tests.rs"]
mod tests;

/// What a parameter format holds that the runtime's parameter parser and
/// printer (`pass_runtime::ods::FormatItem`) cannot do yet: `custom`
/// directives and optional groups with an else branch or an inverted
/// anchor.
pub fn unsupported_param_element(elements: &[Element]) -> Option<&'static str> {
    elements.iter().find_map(|e| match e {
        Element::Custom { .. } => Some("custom directives"),
        Element::Optional { otherwise, inverted, .. } if *inverted || !otherwise.is_empty() => {
            Some("optional groups with an else branch")
        }
        Element::Optional { then, .. } => unsupported_param_element(then),
        _ => None,
    })
}
