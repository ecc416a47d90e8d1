//! Ops written in their custom form: the op name is resolved (a bare name
//! takes the default dialect of the enclosing op, MLIR's
//! `getDefaultDialect`), the op's registered parser reads the rest through an
//! [`OpAsmParser`] backed by the generic parser, and the op is built from
//! the [`OperationState`] it fills.

use smallvec::SmallVec;

use super::names::{ForwardRefs, Name, OperandRef};
use super::{PResult, Parser};
use crate::ir::attributes::{Attribute, Ident, Location, NamedAttr};
use crate::ir::body::{BlockId, Body, InsertPoint, OpId, OpRegions, OpSpec, RegionId, ValueId};
use crate::ir::diagnostic::Diagnostic;
use crate::ir::dialect::Traits;
use crate::ir::dialect_asm::{AsmParserBackend, DialectAsmParser};
use crate::ir::dialect_defs::{AttrOrTypeDef, Param};
use crate::ir::op_asm_parser::{
    Argument, ImplicitTerminator, OpAsmParser, OpAsmParserBackend, RegionIndex, UnresolvedOperand,
};
use crate::ir::types::Type;
use crate::ir::Context;

/// An entry-block argument as the region parser takes it.
pub(super) struct EntryArg {
    pub(super) key: Name,
    pub(super) pos: usize,
    pub(super) ty: Type,
    pub(super) loc: Option<Location>,
}

impl<'a> Parser<'a, '_> {
    /// Parses an op in its custom form whose name starts at the cursor
    /// (`name_pos`), with `num_bound` results bound before it.
    pub(super) fn parse_custom_op(
        &mut self,
        body: &mut Body,
        block: BlockId,
        op_start: usize,
        num_bound: u32,
    ) -> PResult<OpId> {
        let name_pos = self.pos;
        let Some(word) = self.bare_ident() else {
            return self.unexpected_token("expected operation name in quotes");
        };
        // MLIR's lexer reports a malformed token after the name as it takes
        // the name, before anything is known about the op: any error of
        // the op gives way to it (looked for only then, off the hot path).
        let after_name = self.pos;
        let (full, tried_default) = if word.contains('.') {
            (std::borrow::Cow::Borrowed(word), false)
        } else {
            // An op without a default dialect gives its regions none (`""`,
            // as MLIR's `getDefaultDialect`): a bare name there names no op.
            let dialect = self.default_dialects.last().copied().unwrap_or("builtin");
            (std::borrow::Cow::Owned(format!("{dialect}.{word}")), true)
        };
        let ctx = self.ctx;
        let name = ctx.op_name(&full);
        let def = ctx.op_def(name);
        let Some(asm) = def.and_then(|d| d.custom_assembly()).copied() else {
            // MLIR lexes `i32` as an integer type, which names no op.
            if super::types::integer_keyword(word).is_some() {
                self.pos = name_pos;
                return self.unexpected_token("expected operation name in quotes");
            }
            let error = self.unknown_custom_op(word, &full, tried_default, def.is_some(), name_pos);
            return self.lexer_error_first(after_name, error);
        };
        let def = def.expect("an op with a custom form is registered");
        let name_loc = self.loc_at(name_pos);
        let isolated = def.has(Traits::ISOLATED_FROM_ABOVE);
        // States are reused, their lists keeping their memory (nested ops
        // take states of their own).
        let mut state = self.free_states.pop().unwrap_or_default();
        self.default_dialects.push(asm.default_dialect_name());
        if isolated && self.depth == 0 {
            self.module_body_next = name == ctx.op_name("builtin.module");
        }
        let parsed = {
            let inner = isolated.then(|| self.new_isolated_body());
            let mut backend = CustomOpParser {
                p: self,
                body,
                inner,
                inner_forward: Some(ForwardRefs::default()),
                regions: SmallVec::new(),
                name_pos,
                full_name: &full,
                num_results: num_bound as usize,
                attr_dict: None,
            };
            let result = (asm.parse_fn())(&mut OpAsmParser { backend: &mut backend, ctx }, &mut state);
            let attr_dict = backend.attr_dict;
            result.and_then(|()| backend.finish(state.num_regions())).map(|regions| (regions, attr_dict))
        };
        self.default_dialects.pop();
        self.module_body_next = false;
        let (regions, attr_dict) = match parsed {
            Ok(parsed) => parsed,
            Err(error) => return self.lexer_error_first(after_name, Err(error)),
        };
        if let Some(name) = first_duplicate(ctx, &state.attributes) {
            match attr_dict {
                Some(dict) if !asm.is_custom_assembly_format() => dictionary_wins(ctx, &mut state.attributes, dict),
                _ => {
                    let name = ctx.ident_str(name);
                    return self.err_at(
                        name_pos,
                        format!("custom op '{full}' attribute '{name}' occurs more than once in the attribute list"),
                    );
                }
            }
        }
        let mut loc = name_loc;
        if self.at_keyword("loc") {
            loc = self.parse_trailing_loc()?;
        }
        if num_bound != 0 && state.result_types.is_empty() {
            return self.err_at(op_start, "cannot name an operation with no results");
        }
        if num_bound != 0 && num_bound as usize != state.result_types.len() {
            return self.err_at(
                op_start,
                format!(
                    "operation defines {} results but was provided {} to bind",
                    state.result_types.len(),
                    num_bound
                ),
            );
        }
        let attrs = ctx.dictionary(state.attributes.iter().copied());
        let key = (name, attrs);
        let (props, attrs) = match self.custom_props_cache.get(&key) {
            Some(&normalized) => normalized,
            None => {
                let custom_format = asm.is_custom_assembly_format();
                let (props, attrs) = self.normalize_props(def, ctx.empty_dictionary(), attrs, custom_format);
                if let Some(check) = def.properties_check_fn() {
                    if let Err(why) = check(ctx, props) {
                        let given = ctx.attr_to_string(props);
                        return self.err_at(name_pos, format!("invalid properties {given} for op {full}: {why}"));
                    }
                }
                self.custom_props_cache.insert(key, (props, attrs));
                (props, attrs)
            }
        };
        if isolated {
            if let OpRegions::Isolated(inner) = &regions {
                self.body_hint = inner.sizes();
            }
        }
        let spec = OpSpec {
            name,
            operands: &state.operands,
            results: &state.result_types,
            props,
            attrs,
            successors: &state.successors,
            num_regions: 0,
            loc,
        };
        let op = body.create_op_with_regions(&spec, regions);
        body.insert_op(op, InsertPoint::BlockEnd(block));
        state.clear();
        self.free_states.push(state);
        Ok(op)
    }

    /// `error`, unless MLIR's lexer rejects the token at `pos` (after an op's
    /// name), whose error it reports first.
    #[cold]
    fn lexer_error_first<T>(&mut self, pos: usize, error: PResult<T>) -> PResult<T> {
        self.pos = pos;
        match self.malformed_token() {
            Some((at, message)) => self.err_at(at, message),
            None => error,
        }
    }

    /// MLIR's errors for a custom op name that names no op with a custom form.
    #[cold]
    fn unknown_custom_op(
        &mut self,
        word: &str,
        full: &str,
        tried_default: bool,
        registered: bool,
        name_pos: usize,
    ) -> PResult<OpId> {
        if registered {
            return self.err_at(
                name_pos,
                format!("custom assembly format of '{full}' is not supported by this parser yet; print the input in generic form (`mlir-opt --mlir-print-op-generic`)"),
            );
        }
        let dialect = full.split('.').next().unwrap_or(full);
        if tried_default && self.ctx.is_dialect_registered(dialect) {
            return self.err_at(name_pos, format!("custom op '{word}' is unknown (tried '{full}' as well)"));
        }
        if !self.ctx.is_dialect_registered(dialect) {
            let available = self.ctx.registered_dialects().join(", ");
            let tried = if tried_default { format!(" (tried '{full}' as well)") } else { String::new() };
            return Err(Diagnostic::error(
                self.loc_at(name_pos),
                format!("Dialect `{dialect}' not found for custom op '{word}' {tried}"),
            )
            .with_note(
                self.loc_at(name_pos),
                format!("Available dialects: {available} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management"),
            ));
        }
        self.err_at(name_pos, format!("custom op '{full}' is unknown"))
    }

    /// MLIR's `emitWrongTokenError`: an error about the token at the cursor,
    /// placed at the end of the previous line (before any `//` comment)
    /// when the token starts its line.
    pub(super) fn wrong_token_error(&mut self, message: String) -> Diagnostic {
        self.skip_ws();
        let mut pos = self.pos;
        if pos >= self.src.len() && pos > 0 {
            pos -= 1;
        }
        let original = pos;
        let mut end = pos;
        loop {
            while end > 0 && matches!(self.src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return Diagnostic::error(self.loc_at(original), message);
            }
            if !matches!(self.src[end - 1], b'\n' | b'\r') {
                return Diagnostic::error(self.loc_at(end), message);
            }
            end -= 1;
            let line_start = self.src[..end].iter().rposition(|&c| c == b'\n' || c == b'\r').map_or(0, |i| i);
            if let Some(comment) = self.text[line_start..end].find("//") {
                end = line_start + comment;
            }
        }
    }
}

/// The backend of an [`OpAsmParser`]: the generic parser, the body the op
/// goes into and, for an isolated op, the body its regions go into.
struct CustomOpParser<'p, 'a, 'c, 'b> {
    p: &'p mut Parser<'a, 'c>,
    body: &'b mut Body,
    /// The op's own body when it is isolated from above.
    inner: Option<Body>,
    /// The forward references of the isolated body, kept here while the
    /// op's own text (outside its regions) is parsed.
    inner_forward: Option<ForwardRefs>,
    regions: SmallVec<[RegionId; 2]>,
    name_pos: usize,
    full_name: &'p str,
    num_results: usize,
    /// The last attribute dictionary the op's parser read (its
    /// `attr-dict`), whose entries win over values its syntax gave.
    attr_dict: Option<Attribute>,
}

impl CustomOpParser<'_, '_, '_, '_> {
    /// The region `index`, creating it and those before it.
    fn region(&mut self, index: usize) -> RegionId {
        while self.regions.len() <= index {
            let r = match self.inner.as_mut() {
                Some(inner) => inner.add_top_region(),
                None => self.body.create_detached_region(),
            };
            self.regions.push(r);
        }
        self.regions[index]
    }

    /// The op's regions once its parser is done: regions added but not
    /// parsed stay empty; a forward reference left in an isolated body is
    /// an undeclared value.
    fn finish(mut self, num_regions: usize) -> PResult<OpRegions> {
        if num_regions > 0 {
            self.region(num_regions - 1);
        }
        match self.inner.take() {
            Some(mut inner) => {
                let fwd = self.inner_forward.take().unwrap_or_default();
                if let Some((_, &(_, pos))) = fwd.refs.iter().min_by_key(|(_, (_, pos))| *pos) {
                    return self.p.err_at(pos, "use of undeclared SSA value name");
                }
                inner.shrink_to_fit();
                Ok(OpRegions::Isolated(Box::new(inner)))
            }
            None => Ok(OpRegions::Inline(self.regions.iter().copied().collect())),
        }
    }
}

impl OpAsmParserBackend for CustomOpParser<'_, '_, '_, '_> {
    fn context(&self) -> &Context {
        self.p.ctx
    }

    fn position(&mut self) -> usize {
        self.p.skip_ws();
        self.p.pos
    }

    fn set_position(&mut self, pos: usize) {
        self.p.pos = pos;
    }

    fn error_at(&self, pos: usize, message: String) -> Diagnostic {
        Diagnostic::error(self.p.loc_at(pos), message)
    }

    fn wrong_token_error(&mut self, message: String) -> Diagnostic {
        self.p.wrong_token_error(message)
    }

    fn op_name_position(&self) -> usize {
        self.name_pos
    }

    fn op_name(&self) -> &str {
        self.full_name
    }

    fn num_results(&self) -> usize {
        self.num_results
    }

    fn parse_optional_punct(&mut self, punct: &str) -> bool {
        self.p.eat_str(punct)
    }

    fn parse_optional_keyword(&mut self) -> Option<String> {
        self.p.bare_ident().map(str::to_string)
    }

    fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        if self.p.peek() != b'"' {
            return Ok(None);
        }
        self.p.string_utf8().map(Some)
    }

    fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attr()
    }

    fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.p.parse_attr_of_type(ty)
    }

    fn parse_def_params(&mut self, def: &'static dyn AttrOrTypeDef) -> PResult<Box<[Param]>> {
        self.p.skip_ws();
        let params_pos = self.p.pos;
        let prefix = format!("custom op '{}' ", self.full_name);
        let params = def.parse(&mut DialectAsmParser { backend: &mut PrefixedErrors { p: &mut *self.p, prefix } })?;
        if let Err(message) = def.verify(self.p.ctx, &params) {
            return self.p.err_at(params_pos, message);
        }
        Ok(params)
    }

    fn peek_char(&mut self) -> u8 {
        self.p.peek()
    }

    fn parse_optional_attr_dict(&mut self) -> PResult<Option<Attribute>> {
        if self.p.peek() != b'{' {
            return Ok(None);
        }
        let dict = self.p.parse_dict_attr()?;
        self.attr_dict = Some(dict);
        Ok(Some(dict))
    }

    fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if self.p.peek() != b'%' {
            return Ok(None);
        }
        let r = self.p.parse_operand_ref()?;
        Ok(Some(UnresolvedOperand { key: r.key.0, number: r.number, pos: r.pos }))
    }

    fn resolve_operand(&mut self, operand: &UnresolvedOperand, ty: Type) -> PResult<ValueId> {
        let r = OperandRef { key: Name(operand.key), number: operand.number, pos: operand.pos };
        match self.p.lookup_value(r.key) {
            Some(d) => self.p.use_defined(self.body, &r, d, ty),
            None => {
                if self.p.defined_above_isolation(r.key) {
                    let iso = *self.p.isolated_ops.last().expect("inside an isolated op");
                    return Err(Diagnostic::error(
                        self.p.loc_at(self.name_pos),
                        format!("'{}' op using value defined outside the region", self.full_name),
                    )
                    .with_note(self.p.loc_at(iso), "required by region isolation constraints"));
                }
                self.p.use_forward(self.body, &r, ty)
            }
        }
    }

    fn parse_optional_successor(&mut self) -> PResult<Option<BlockId>> {
        if self.p.peek() != b'^' {
            return Ok(None);
        }
        let bpos = self.p.pos;
        self.p.pos += 1;
        let Some(bname) = self.p.suffix_id() else { return self.p.err("expected block name") };
        let key = self.p.name_key(bname);
        Ok(Some(self.p.block_ref(self.body, key, bpos)))
    }

    fn parse_optional_symbol_name(&mut self) -> PResult<Option<String>> {
        if self.p.peek() != b'@' {
            return Ok(None);
        }
        let id = self.p.symbol_name()?;
        Ok(Some(self.p.ctx.ident_str(id).to_string()))
    }

    fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        if !self.p.at_keyword("loc") {
            return Ok(None);
        }
        self.p.parse_trailing_loc().map(Some)
    }

    fn ensure_block(&mut self, index: RegionIndex) {
        let region = self.region(index.0);
        let body = self.inner.as_mut().unwrap_or(&mut *self.body);
        if body.entry_block(region).is_none() {
            body.append_block(region);
        }
    }

    fn parse_optional_integer(&mut self) -> PResult<Option<i128>> {
        AsmParserBackend::parse_optional_integer(&mut *self.p)
    }

    fn ensure_terminator(&mut self, index: RegionIndex, terminator: ImplicitTerminator) {
        let region = self.region(index.0);
        let ctx = self.p.ctx;
        let loc = self.p.loc_at(self.name_pos);
        let body = self.inner.as_mut().unwrap_or(&mut *self.body);
        let last = body.blocks_of(region).next_back();
        let block = match last {
            Some(b) => b,
            None => body.append_block(region),
        };
        let terminated =
            body.last_op(block).and_then(|op| ctx.op_def(body.op_name(op))).is_some_and(|d| d.has(Traits::TERMINATOR));
        if terminated {
            return;
        }
        let spec = OpSpec { num_regions: terminator.regions, ..OpSpec::new(ctx, ctx.op_name(terminator.name), loc) };
        let op = body.create_op(&spec, false);
        for r in body.regions(op).to_vec() {
            body.append_block(r);
        }
        body.insert_op(op, InsertPoint::BlockEnd(block));
    }

    fn parse_region(&mut self, index: RegionIndex, arguments: &[Argument]) -> PResult<()> {
        let region = self.region(index.0);
        let args: SmallVec<[EntryArg; 4]> = arguments
            .iter()
            .map(|a| EntryArg { key: Name(a.name.key), pos: a.name.pos, ty: a.ty, loc: a.loc })
            .collect();
        match self.inner.as_mut() {
            Some(inner) => {
                self.p.isolated_ops.push(self.name_pos);
                self.p.forward.push(self.inner_forward.take().unwrap_or_default());
                let result = self.p.parse_region_with_args(inner, region, true, &args);
                self.inner_forward = self.p.forward.pop();
                self.p.isolated_ops.pop();
                result
            }
            None => self.p.parse_region_with_args(self.body, region, false, &args),
        }
    }
}

/// The generic parser as a definition's parser inside a custom op: the
/// errors the definition reports itself carry the op's `custom op '...'`
/// prefix, as MLIR's `CustomOpAsmParser::emitError` gives them.
struct PrefixedErrors<'p, 'a, 'c> {
    p: &'p mut Parser<'a, 'c>,
    prefix: String,
}

impl AsmParserBackend for PrefixedErrors<'_, '_, '_> {
    fn context(&self) -> &Context {
        AsmParserBackend::context(&*self.p)
    }
    fn parse_type(&mut self) -> PResult<Type> {
        AsmParserBackend::parse_type(&mut *self.p)
    }
    fn parse_attribute(&mut self) -> PResult<Attribute> {
        AsmParserBackend::parse_attribute(&mut *self.p)
    }
    fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        AsmParserBackend::parse_optional_type(&mut *self.p)
    }
    fn parse_optional_integer_literal(&mut self) -> Option<(bool, String)> {
        AsmParserBackend::parse_optional_integer_literal(&mut *self.p)
    }
    fn enter_nested(&mut self) -> PResult<()> {
        AsmParserBackend::enter_nested(&mut *self.p)
    }
    fn exit_nested(&mut self) {
        AsmParserBackend::exit_nested(&mut *self.p)
    }
    fn parse_optional_integer(&mut self) -> PResult<Option<i128>> {
        AsmParserBackend::parse_optional_integer(&mut *self.p)
    }
    fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        AsmParserBackend::parse_optional_string(&mut *self.p)
    }
    fn parse_optional_keyword(&mut self) -> Option<String> {
        AsmParserBackend::parse_optional_keyword(&mut *self.p)
    }
    fn position(&mut self) -> usize {
        AsmParserBackend::position(&mut *self.p)
    }
    fn set_position(&mut self, pos: usize) {
        AsmParserBackend::set_position(&mut *self.p, pos)
    }
    fn parse_optional_punct(&mut self, punct: &str) -> bool {
        AsmParserBackend::parse_optional_punct(&mut *self.p, punct)
    }
    fn error_at(&self, pos: usize, message: String) -> Diagnostic {
        AsmParserBackend::error_at(&*self.p, pos, format!("{}{message}", self.prefix))
    }
    fn wrong_token_error(&mut self, message: String) -> Diagnostic {
        self.p.wrong_token_error(format!("{}{message}", self.prefix))
    }
}

/// MLIR's generated parsers keep what the syntax gives in properties and
/// the `attr-dict` in the attributes, which replace the properties when
/// the op is built: an inherent attribute written in both ways takes the
/// dictionary's value. (Equal values left twice become one entry when the
/// attributes are made a dictionary.)
fn dictionary_wins(ctx: &Context, attrs: &mut Vec<NamedAttr>, dict: Attribute) {
    let from_dict = ctx.dict_entries(dict);
    attrs.retain(|a| !from_dict.iter().any(|d| d.name == a.name && d.value != a.value));
}

/// The name set twice in a custom op's attributes, the first in name order
/// when several are (as MLIR's `NamedAttrList::findDuplicate` finds it):
/// a name the op's parser sets that the `attributes {..}` dictionary sets
/// again, which MLIR rejects rather than letting one of them win.
fn first_duplicate(ctx: &Context, attrs: &[NamedAttr]) -> Option<Ident> {
    if attrs.len() < 2 {
        return None;
    }
    if attrs.len() <= 16 {
        return attrs
            .iter()
            .enumerate()
            .filter(|&(i, a)| attrs[..i].iter().any(|b| b.name == a.name))
            .map(|(_, a)| a.name)
            .min_by(|&a, &b| ctx.ident_str(a).cmp(ctx.ident_str(b)));
    }
    let mut names: Vec<&str> = attrs.iter().map(|a| ctx.ident_str(a.name)).collect();
    names.sort_unstable();
    let first = names.windows(2).find(|w| w[0] == w[1])?[0];
    attrs.iter().map(|a| a.name).find(|&n| ctx.ident_str(n) == first)
}
