//! What an op's custom parser sees of the IR parser (MLIR's `OpAsmParser`):
//! operands to read and resolve against their types, types, attributes and
//! attribute dictionaries, keywords, punctuation, symbol names, successors
//! and regions with entry-block arguments; and what it fills in
//! ([`OperationState`], MLIR's `OperationState`). Errors are located
//! diagnostics with MLIR's wording.
//!
//! The generic parser implements the backend (`parser/custom_op.rs`): the
//! cursor, value scopes, forward references and the nesting limit are its.

use super::attributes::{AttrKind, Attribute, Location, NamedAttr};
use super::body::{BlockId, ValueId};
use super::diagnostic::Diagnostic;
use super::dialect_defs::{AttrOrTypeDef, Param};
use super::types::Type;
use super::Context;

type PResult<T> = Result<T, Diagnostic>;

/// A successor read with its operands, not yet resolved
/// ([`OpAsmParser::parse_successor_and_operands`]).
#[derive(Clone, Debug)]
pub struct UnresolvedSuccessor {
    /// The block.
    pub block: BlockId,
    /// The operands passed to it, as written.
    pub operands: Vec<UnresolvedOperand>,
    /// Their types.
    pub types: Vec<Type>,
    /// Where the operands start (for errors about them).
    pub position: usize,
}

/// A use of a value read but not yet resolved against a type (`%x`,
/// `%x#1`): MLIR's `UnresolvedOperand`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    pub(crate) key: u64,
    pub(crate) number: u32,
    pub(crate) pos: usize,
}

impl UnresolvedOperand {
    /// Where the operand starts in the input (its `%`).
    pub fn position(&self) -> usize {
        self.pos
    }

    /// The result number after `#` (0 without one).
    pub fn result_number(&self) -> u32 {
        self.number
    }
}

/// An entry-block argument written before its region (`%arg0: i32 {attrs}
/// loc(..)` in a function signature): MLIR's `OpAsmParser::Argument`.
#[derive(Clone, Copy, Debug)]
pub struct Argument {
    /// The name.
    pub name: UnresolvedOperand,
    /// The type.
    pub ty: Type,
    /// Its attribute dictionary (empty when none was written).
    pub attrs: Attribute,
    /// Its `loc(..)`, if one was written (the name's position otherwise).
    pub loc: Option<Location>,
}

/// A region of the op being parsed, from [`OperationState::add_region`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegionIndex(pub(crate) usize);

/// What a custom parser produces: the op's operands, result types,
/// attributes, successors and regions. Attributes are given in one list, as
/// MLIR's `result.attributes`; the op's inherent ones become properties.
#[derive(Debug, Default)]
pub struct OperationState {
    /// Resolved operands, in order.
    pub operands: Vec<ValueId>,
    /// Result types, in order.
    pub result_types: Vec<Type>,
    /// Inherent and discardable attributes alike; a name set twice is an
    /// error once the op is parsed ("occurs more than once").
    pub attributes: Vec<NamedAttr>,
    /// Successor blocks, in order.
    pub successors: Vec<BlockId>,
    num_regions: usize,
}

impl OperationState {
    /// Adds an (empty) region to the op; parse it with
    /// [`OpAsmParser::parse_region`] or leave it empty.
    pub fn add_region(&mut self) -> RegionIndex {
        self.num_regions += 1;
        RegionIndex(self.num_regions - 1)
    }

    /// How many regions the op has.
    pub fn num_regions(&self) -> usize {
        self.num_regions
    }

    /// Empties the state, keeping its lists' memory for the next op.
    pub(crate) fn clear(&mut self) {
        self.operands.clear();
        self.result_types.clear();
        self.attributes.clear();
        self.successors.clear();
        self.num_regions = 0;
    }

    /// Adds the attribute `name`.
    pub fn add_attribute(&mut self, ctx: &Context, name: &str, value: Attribute) {
        self.attributes.push(NamedAttr { name: ctx.ident(name), value });
    }

    /// The attribute `name`, if added.
    pub fn attribute(&self, ctx: &Context, name: &str) -> Option<Attribute> {
        self.attributes.iter().rev().find(|a| ctx.ident_str(a.name) == name).map(|a| a.value)
    }
}

/// The parser's side, implemented by the IR parser.
pub(crate) trait OpAsmParserBackend {
    fn context(&self) -> &Context;
    /// Skips white space and returns the position of the next token.
    fn position(&mut self) -> usize;
    fn set_position(&mut self, pos: usize);
    fn error_at(&self, pos: usize, message: String) -> Diagnostic;
    /// An error for a token that is not the one expected, placed as MLIR's
    /// `emitWrongTokenError` does (at the end of the previous line when the
    /// token starts a line).
    fn wrong_token_error(&mut self, message: String) -> Diagnostic;
    fn op_name_position(&self) -> usize;
    /// The op's full name (`func.return`), for messages.
    fn op_name(&self) -> &str;
    fn num_results(&self) -> usize;
    fn parse_optional_punct(&mut self, punct: &str) -> bool;
    fn parse_optional_keyword(&mut self) -> Option<String>;
    fn parse_optional_string(&mut self) -> PResult<Option<String>>;
    fn parse_type(&mut self) -> PResult<Type>;
    fn parse_attribute(&mut self) -> PResult<Attribute>;
    /// An attribute of type `ty`: a number literal without `: type`.
    fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute>;
    /// The parameters of a registered type or attribute, read by `def`
    /// without its `!dialect.mnemonic`, then verified.
    fn parse_def_params(&mut self, def: &'static dyn AttrOrTypeDef) -> PResult<Box<[Param]>>;
    /// The first character of the next token (0 at the end).
    fn peek_char(&mut self) -> u8;
    /// `{...}` if the next token is `{`.
    fn parse_optional_attr_dict(&mut self) -> PResult<Option<Attribute>>;
    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>>;
    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> PResult<ValueId>;
    fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>>;
    fn parse_optional_symbol_name(&mut self) -> PResult<Option<String>>;
    fn parse_optional_location(&mut self) -> PResult<Option<Location>>;
    fn parse_region(&mut self, region: RegionIndex, arguments: &[Argument]) -> PResult<()>;
    fn ensure_block(&mut self, region: RegionIndex);
    /// An integer literal (`42`, `-3`, `0x2A`) if one comes next.
    fn parse_optional_integer(&mut self) -> PResult<Option<i128>>;
    fn ensure_terminator(&mut self, region: RegionIndex, terminator: ImplicitTerminator);
}

/// The terminator an op adds to a region written without one (MLIR's
/// `SingleBlockImplicitTerminator<"Op">` and its `ensureTerminator`): an op
/// without operands or results, each of its regions holding one empty block
/// (`scf.forall.in_parallel` has one such region, `scf.yield` none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImplicitTerminator {
    /// The terminator's full name (`scf.yield`).
    pub name: &'static str,
    /// How many regions it has.
    pub regions: usize,
}

impl ImplicitTerminator {
    /// The terminator `name`, without regions.
    pub const fn op(name: &'static str) -> Self {
        ImplicitTerminator { name, regions: 0 }
    }

    /// The same terminator with `regions` regions of one empty block each.
    pub const fn with_regions(mut self, regions: usize) -> Self {
        self.regions = regions;
        self
    }
}

/// Reads an op written in its custom form, after its name.
pub struct OpAsmParser<'p> {
    pub(crate) backend: &'p mut dyn OpAsmParserBackend,
    pub(crate) ctx: &'p Context,
}

/// The brackets around a list (MLIR's `OpAsmParser::Delimiter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No brackets.
    None,
    /// `( ... )`.
    Paren,
    /// `[ ... ]`.
    Square,
    /// `< ... >`.
    LessGreater,
    /// `{ ... }`.
    Braces,
    /// `( ... )` if a `(` comes next, else nothing.
    OptionalParen,
    /// `[ ... ]` if a `[` comes next, else nothing.
    OptionalSquare,
}

impl<'p> OpAsmParser<'p> {
    /// The context.
    pub fn context(&self) -> &'p Context {
        self.ctx
    }

    /// The op's full name (`arith.addi`).
    pub fn op_name(&self) -> &str {
        self.backend.op_name()
    }

    /// How many results the op's text binds (`%a, %b:2 = ...` binds 3).
    pub fn num_results(&self) -> usize {
        self.backend.num_results()
    }

    /// Where the op name starts.
    pub fn name_position(&self) -> usize {
        self.backend.op_name_position()
    }

    /// The position of the next token, for errors and [`OpAsmParser::reset`].
    pub fn position(&mut self) -> usize {
        self.backend.position()
    }

    /// Goes back to `pos` (from [`OpAsmParser::position`]).
    pub fn reset(&mut self, pos: usize) {
        self.backend.set_position(pos)
    }

    /// An error at the next token, worded as MLIR's custom parsers' errors
    /// are: `custom op 'dialect.name' ` and the message.
    pub fn error(&mut self, message: impl Into<String>) -> Diagnostic {
        let pos = self.backend.position();
        self.error_at(pos, message)
    }

    /// An error at `pos`, worded as [`OpAsmParser::error`].
    pub fn error_at(&self, pos: usize, message: impl Into<String>) -> Diagnostic {
        self.backend.error_at(pos, format!("custom op '{}' {}", self.backend.op_name(), message.into()))
    }

    /// An error for a token that is not the one expected, without the
    /// `custom op` prefix and placed as MLIR's `emitWrongTokenError` places
    /// it: what the lexer-level parser reports ("expected attribute value").
    pub fn wrong_token_error(&mut self, message: impl Into<String>) -> Diagnostic {
        self.backend.wrong_token_error(message.into())
    }

    // ----- punctuation and keywords -------------------------------------------

    /// `punct` (`:`, `,`, `(`, `->`, `...`) if it comes next: true when consumed.
    pub fn parse_optional_punct(&mut self, punct: &str) -> bool {
        self.backend.parse_optional_punct(punct)
    }

    /// `punct`, or MLIR's "expected 'punct'".
    pub fn parse_punct(&mut self, punct: &str) -> PResult<()> {
        if self.backend.parse_optional_punct(punct) {
            Ok(())
        } else {
            Err(self.backend.wrong_token_error(format!("expected '{punct}'")))
        }
    }

    /// `:`.
    pub fn parse_colon(&mut self) -> PResult<()> {
        self.parse_punct(":")
    }

    /// `,` if it comes next.
    pub fn parse_optional_comma(&mut self) -> bool {
        self.parse_optional_punct(",")
    }

    /// `->` if it comes next.
    pub fn parse_optional_arrow(&mut self) -> bool {
        self.parse_optional_punct("->")
    }

    /// The keyword `keyword` if it comes next (a whole bare identifier).
    pub fn parse_optional_keyword(&mut self, keyword: &str) -> bool {
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

    /// The keyword `keyword`, or MLIR's "expected 'keyword'".
    pub fn parse_keyword(&mut self, keyword: &str) -> PResult<()> {
        if self.parse_optional_keyword(keyword) {
            Ok(())
        } else {
            Err(self.error(format!("expected '{keyword}'")))
        }
    }

    /// One of `keywords` if it comes next.
    pub fn parse_optional_keyword_of(&mut self, keywords: &[&'static str]) -> Option<&'static str> {
        keywords.iter().copied().find(|k| self.parse_optional_keyword(k))
    }

    /// Any bare identifier if one comes next.
    pub fn parse_optional_any_keyword(&mut self) -> Option<String> {
        self.backend.parse_optional_keyword()
    }

    /// A string literal if one comes next.
    pub fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        self.backend.parse_optional_string()
    }

    /// Runs `element` for each element of a comma-separated list in
    /// `delimiter` (MLIR's `parseCommaSeparatedList`). A list in brackets may
    /// be empty; one without needs an element.
    pub fn parse_comma_separated_list(
        &mut self,
        delimiter: Delimiter,
        mut element: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close) = match delimiter {
            Delimiter::None => ("", ""),
            Delimiter::Paren | Delimiter::OptionalParen => ("(", ")"),
            Delimiter::Square | Delimiter::OptionalSquare => ("[", "]"),
            Delimiter::LessGreater => ("<", ">"),
            Delimiter::Braces => ("{", "}"),
        };
        match delimiter {
            Delimiter::None => {}
            Delimiter::OptionalParen | Delimiter::OptionalSquare => {
                if !self.parse_optional_punct(open) {
                    return Ok(());
                }
            }
            _ => {
                if !self.parse_optional_punct(open) {
                    let what = match delimiter {
                        Delimiter::Paren => "'('",
                        Delimiter::Square => "'['",
                        Delimiter::LessGreater => "'<'",
                        _ => "'{'",
                    };
                    return Err(self.backend.wrong_token_error(format!("expected {what}")));
                }
            }
        }
        if !close.is_empty() && self.parse_optional_punct(close) {
            return Ok(());
        }
        loop {
            element(self)?;
            if !self.parse_optional_comma() {
                break;
            }
        }
        if !close.is_empty() {
            self.parse_punct(close)?;
        }
        Ok(())
    }

    /// An integer literal if one comes next (MLIR's `parseOptionalInteger`
    /// into an `int64_t`): a value outside `i64` is "integer value too large".
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        let pos = self.position();
        match self.backend.parse_optional_integer()? {
            None => Ok(None),
            Some(v) => match i64::try_from(v) {
                Ok(v) => Ok(Some(v)),
                Err(_) => Err(self.error_at(pos, "integer value too large")),
            },
        }
    }

    /// An integer literal, or MLIR's "expected integer value".
    pub fn parse_integer(&mut self) -> PResult<i64> {
        let pos = self.position();
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error_at(pos, "expected integer value")),
        }
    }

    // ----- operands -----------------------------------------------------------

    /// `%name` or `%name#N` if one comes next.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        self.backend.parse_optional_operand()
    }

    /// `%name` or `%name#N`, or MLIR's "expected SSA operand".
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        match self.backend.parse_optional_operand()? {
            Some(o) => Ok(o),
            None => Err(self.backend.wrong_token_error("expected SSA operand".into())),
        }
    }

    /// A possibly empty comma-separated list of operands (MLIR's
    /// `parseOperandList` without delimiter).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut list = Vec::new();
        if let Some(first) = self.parse_optional_operand()? {
            list.push(first);
            while self.parse_optional_comma() {
                list.push(self.parse_operand()?);
            }
        }
        Ok(list)
    }

    /// A list of operands in `delimiter` (possibly empty).
    pub fn parse_operand_list_in(&mut self, delimiter: Delimiter) -> PResult<Vec<UnresolvedOperand>> {
        if delimiter == Delimiter::None {
            return self.parse_operand_list();
        }
        let mut list = Vec::new();
        self.parse_comma_separated_list(delimiter, |p| {
            list.push(p.parse_operand()?);
            Ok(())
        })?;
        Ok(list)
    }

    /// The value `operand` names, which must have type `ty` (a value not
    /// defined yet is a forward reference).
    pub fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> PResult<ValueId> {
        self.backend.resolve_operand(operand, ty)
    }

    /// Resolves `operands` against `types` into `into`; a count mismatch is
    /// MLIR's "number of operands and types do not match" at `pos`.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        pos: usize,
        into: &mut Vec<ValueId>,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            return Err(self.error_at(
                pos,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (o, &t) in operands.iter().zip(types) {
            into.push(self.resolve_operand(o, t)?);
        }
        Ok(())
    }

    // ----- types --------------------------------------------------------------

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.backend.parse_type()
    }

    /// A comma-separated list of at least one type.
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut types = vec![self.parse_type()?];
        while self.parse_optional_comma() {
            types.push(self.parse_type()?);
        }
        Ok(types)
    }

    /// `: type, type...`.
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_colon()?;
        self.parse_type_list()
    }

    /// A function type `(inputs) -> results` as its inputs and results,
    /// or MLIR's "invalid kind of type specified".
    pub fn parse_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        let pos = self.position();
        let ty = self.parse_type()?;
        match self.context().function_signature(ty) {
            Some((inputs, results)) => Ok((inputs.to_vec(), results.to_vec())),
            None => {
                let found = self.context().type_to_string(ty);
                Err(self.error_at(
                    pos,
                    format!("invalid kind of type specified: expected builtin.function, but found '{found}'"),
                ))
            }
        }
    }

    /// `-> type` or `-> (type, ...)` if an arrow comes next (MLIR's
    /// `parseOptionalArrowTypeList`); empty otherwise.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.parse_optional_arrow() {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }

    /// `-> type` or `-> (type, ...)` (MLIR's `parseArrowTypeList`).
    pub fn parse_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.parse_punct("->")?;
        self.parse_function_result_types()
    }

    /// What follows the arrow: a type, or a parenthesized list of types
    /// (MLIR's `parseFunctionResultTypes`).
    fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.parse_optional_punct("(") {
            if self.parse_optional_punct(")") {
                return Ok(Vec::new());
            }
            let types = self.parse_type_list()?;
            self.parse_punct(")")?;
            return Ok(types);
        }
        Ok(vec![self.parse_type()?])
    }

    // ----- attributes ---------------------------------------------------------

    /// An attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.backend.parse_attribute()
    }

    /// An attribute whose type is known (MLIR's `parseAttribute(attr,
    /// type)`): a number is read as a value of `ty`, without `: type`.
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.backend.parse_attribute_of_type(ty)
    }

    /// An attribute of dialect definition `def`: whole (`#calc.range<1, 2>`)
    /// or its parameters alone (`<1, 2>`), as MLIR's
    /// `parseCustomAttributeWithFallback` reads it.
    pub fn parse_custom_attribute_with_fallback(&mut self, def: &'static dyn AttrOrTypeDef) -> PResult<Attribute> {
        if self.backend.peek_char() == b'#' {
            return self.parse_attribute();
        }
        let params = self.backend.parse_def_params(def)?;
        Ok(self.context().registered_attr(def, params))
    }

    /// A type of dialect definition `def`: whole (`!calc.num<32>`) or its
    /// parameters alone (`<32>`), as MLIR's `parseCustomTypeWithFallback`
    /// reads it.
    pub fn parse_custom_type_with_fallback(&mut self, def: &'static dyn AttrOrTypeDef) -> PResult<Type> {
        if self.backend.peek_char() == b'!' {
            return self.parse_type();
        }
        let params = self.backend.parse_def_params(def)?;
        Ok(self.context().registered_type(def, params))
    }

    /// A dense integer array of `width`-bit elements written as MLIR's
    /// generated parsers read a `DenseI32ArrayAttr` or `DenseI64ArrayAttr`:
    /// without its `array<iN:` prefix (`[1, 2]`), or whole after `#` (an
    /// alias, which must stand for such an array: MLIR's "invalid kind of
    /// attribute specified" otherwise); anything else is MLIR's "expected
    /// '['".
    pub fn parse_dense_int_array(&mut self, width: u32) -> PResult<Attribute> {
        if self.peek_char() == b'#' {
            let pos = self.position();
            let attr = self.parse_attribute()?;
            let ctx = self.context();
            return match ctx.attr_kind(attr) {
                AttrKind::DenseArray { element, .. } if *element == ctx.integer_type(width) => Ok(attr),
                _ => Err(self.error_at(pos, "invalid kind of attribute specified")),
            };
        }
        let mut values = Vec::new();
        self.parse_comma_separated_list(Delimiter::Square, |p| {
            let pos = p.position();
            let value = p.parse_integer()?;
            if width < 64 && (value < -(1i64 << (width - 1)) || value >= 1i64 << (width - 1)) {
                return Err(p.error_at(pos, "integer value too large"));
            }
            values.push(i128::from(value));
            Ok(())
        })?;
        let ctx = self.context();
        Ok(if width == 32 { ctx.dense_i32_array_attr(&values) } else { ctx.dense_i64_array_attr(&values) })
    }

    /// The first character of the next token (0 at the end of the input):
    /// what an optional element looks at to decide whether it is there.
    pub fn peek_char(&mut self) -> u8 {
        self.backend.peek_char()
    }

    /// Whether the next token can start a type (MLIR's
    /// `parseOptionalType` test): `!`, `(`, or a builtin type keyword.
    pub fn at_type(&mut self) -> bool {
        match self.peek_char() {
            b'!' | b'(' => true,
            c if c.is_ascii_alphabetic() => {
                let pos = self.position();
                let word = self.parse_optional_any_keyword();
                self.reset(pos);
                word.is_some_and(|w| is_builtin_type_keyword(&w))
            }
            _ => false,
        }
    }

    /// `{name = value, ...}` if a `{` comes next, appended to `into`.
    pub fn parse_optional_attr_dict(&mut self, into: &mut Vec<NamedAttr>) -> PResult<()> {
        if let Some(dict) = self.backend.parse_optional_attr_dict()? {
            into.extend_from_slice(self.backend.context().dict_entries(dict));
        }
        Ok(())
    }

    /// `attributes {name = value, ...}` if the keyword comes next, appended
    /// to `into`.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, into: &mut Vec<NamedAttr>) -> PResult<()> {
        if !self.parse_optional_keyword("attributes") {
            return Ok(());
        }
        match self.backend.parse_optional_attr_dict()? {
            Some(dict) => {
                into.extend_from_slice(self.backend.context().dict_entries(dict));
                Ok(())
            }
            None => Err(self.backend.wrong_token_error("expected '{' in attribute dictionary".into())),
        }
    }

    /// `@name` or `@"name"` if one comes next.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<String>> {
        self.backend.parse_optional_symbol_name()
    }

    /// `@name`, or MLIR's "expected valid '@'-identifier for symbol name".
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        match self.backend.parse_optional_symbol_name()? {
            Some(s) => Ok(s),
            None => Err(self.error("expected valid '@'-identifier for symbol name")),
        }
    }

    /// A flat symbol reference `@name` as an attribute, or MLIR's error for
    /// another attribute where one is expected.
    pub fn parse_flat_symbol_ref(&mut self) -> PResult<Attribute> {
        let pos = self.position();
        let attr = self.parse_attribute()?;
        if matches!(self.context().attr_kind(attr), AttrKind::Integer { .. }) {
            // MLIR parses the literal against the attribute's (none) type.
            return Err(self.backend.error_at(pos, "integer literal not valid for specified type".into()));
        }
        if self.context().flat_symbol(attr).is_none() {
            return Err(self.error_at(pos, "invalid kind of attribute specified"));
        }
        Ok(attr)
    }

    /// `loc(...)` if it comes next.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        self.backend.parse_optional_location()
    }

    // ----- successors and regions -------------------------------------------

    /// `^name` if one comes next.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        self.backend.parse_optional_successor()
    }

    /// `^name`, or MLIR's "expected block name" (after the previous token,
    /// as its parser's wrong-token errors are, and without the `custom op`
    /// prefix).
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        match self.backend.parse_optional_successor()? {
            Some(b) => Ok(b),
            None => Err(self.backend.wrong_token_error("expected block name".into())),
        }
    }

    /// A successor and the operands passed to it, `^bb(%a, %b : i32, i64)`
    /// or `^bb` (the formats' `$dest (`(` $operands^ `:` type($operands)
    /// `)`)?`), the operands left for [`resolve_successor`](Self::resolve_successor).
    pub fn parse_successor_and_operands(&mut self) -> PResult<UnresolvedSuccessor> {
        let block = self.parse_successor()?;
        let position = self.position();
        let (mut operands, mut types) = (Vec::new(), Vec::new());
        if self.parse_optional_punct("(") {
            operands = self.parse_operand_list()?;
            types = self.parse_colon_type_list()?;
            self.parse_punct(")")?;
        }
        Ok(UnresolvedSuccessor { block, operands, types, position })
    }

    /// Resolves the operands of `successor` into `state`'s operands and adds
    /// the block to its successors.
    pub fn resolve_successor(&mut self, successor: &UnresolvedSuccessor, state: &mut OperationState) -> PResult<()> {
        let s = successor;
        self.resolve_operands(&s.operands, &s.types, s.position, &mut state.operands)?;
        state.successors.push(s.block);
        Ok(())
    }

    /// An argument `%name` with, as allowed, `: type`, an attribute
    /// dictionary and `loc(..)`, if a `%` comes next (MLIR's
    /// `parseOptionalArgument`).
    pub fn parse_optional_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Option<Argument>> {
        let Some(name) = self.parse_optional_operand()? else { return Ok(None) };
        let ctx = self.context();
        let mut arg = Argument { name, ty: ctx.none_type(), attrs: ctx.empty_dictionary(), loc: None };
        if allow_type {
            self.parse_colon()?;
            arg.ty = self.parse_type()?;
        }
        if allow_attrs {
            if let Some(dict) = self.backend.parse_optional_attr_dict()? {
                arg.attrs = dict;
            }
        }
        arg.loc = self.parse_optional_location()?;
        Ok(Some(arg))
    }

    /// An argument `%name` (with `: type` and an attribute dictionary as
    /// allowed), or MLIR's "expected SSA operand".
    pub fn parse_argument(&mut self, allow_type: bool, allow_attrs: bool) -> PResult<Argument> {
        match self.parse_optional_argument(allow_type, allow_attrs)? {
            Some(arg) => Ok(arg),
            None => Err(self.backend.wrong_token_error("expected SSA operand".into())),
        }
    }

    /// Arguments in `delimiter` (MLIR's `parseArgumentList`): `(%i, %j)`
    /// names region arguments whose types the op knows.
    pub fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        allow_type: bool,
        allow_attrs: bool,
    ) -> PResult<Vec<Argument>> {
        let mut args = Vec::new();
        self.parse_comma_separated_list(delimiter, |p| {
            args.push(p.parse_argument(allow_type, allow_attrs)?);
            Ok(())
        })?;
        Ok(args)
    }

    /// `(%arg = %value, ...)` if a `(` comes next (MLIR's
    /// `parseOptionalAssignmentList`): the region arguments named on the
    /// left (their types unset) and the operands on the right.
    pub fn parse_optional_assignment_list(&mut self) -> PResult<Option<(Vec<Argument>, Vec<UnresolvedOperand>)>> {
        if self.peek_char() != b'(' {
            return Ok(None);
        }
        let (mut args, mut values) = (Vec::new(), Vec::new());
        self.parse_comma_separated_list(Delimiter::Paren, |p| {
            args.push(p.parse_argument(false, false)?);
            p.parse_punct("=")?;
            values.push(p.parse_operand()?);
            Ok(())
        })?;
        Ok(Some((args, values)))
    }

    /// `(%arg = %value, ...)`, or MLIR's "expected '('" (MLIR's
    /// `parseAssignmentList`).
    pub fn parse_assignment_list(&mut self) -> PResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
        match self.parse_optional_assignment_list()? {
            Some(list) => Ok(list),
            None => Err(self.error("expected '('")),
        }
    }

    /// Ends the last block of `region` with `terminator` unless it ends with
    /// a terminator already, giving the region a block if it has none (MLIR's
    /// `ensureTerminator`, which the parsers of ops with an implicit
    /// terminator call after reading a region). The terminator takes the
    /// location of the op's name.
    pub fn ensure_terminator(&mut self, region: RegionIndex, terminator: ImplicitTerminator) {
        self.backend.ensure_terminator(region, terminator)
    }

    /// The region `region` (`{ ... }`) with `arguments` as its entry block's
    /// arguments, or MLIR's "expected '{' to begin a region".
    pub fn parse_region(&mut self, region: RegionIndex, arguments: &[Argument]) -> PResult<()> {
        self.backend.parse_region(region, arguments)
    }

    /// Gives region `region` an empty block if it has none (what MLIR's
    /// generated parsers do for single-block regions written as `{}`).
    pub fn ensure_block(&mut self, region: RegionIndex) {
        self.backend.ensure_block(region)
    }

    /// The region `region` if a `{` comes next: true when parsed.
    pub fn parse_optional_region(&mut self, region: RegionIndex, arguments: &[Argument]) -> PResult<bool> {
        let pos = self.position();
        if !self.parse_optional_punct("{") {
            return Ok(false);
        }
        self.reset(pos);
        self.backend.parse_region(region, arguments)?;
        Ok(true)
    }
}

/// Whether `word` starts a builtin type (`i32`, `f16`, `index`, `tensor`, ...).
fn is_builtin_type_keyword(word: &str) -> bool {
    let int = |rest: &str| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit());
    if let Some(rest) = word.strip_prefix("si").or_else(|| word.strip_prefix("ui")).or_else(|| word.strip_prefix('i')) {
        if int(rest) {
            return true;
        }
    }
    matches!(
        word,
        "index"
            | "none"
            | "tensor"
            | "memref"
            | "vector"
            | "complex"
            | "tuple"
            | "bf16"
            | "tf32"
            | "f16"
            | "f32"
            | "f64"
            | "f80"
            | "f128"
    ) || word.starts_with("f8E")
        || word.starts_with("f6E")
        || word.starts_with("f4E")
}
