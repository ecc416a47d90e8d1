//! Operations in the generic form (`%r = "dialect.op"(%a) <{props}> ({...}) {attrs} : type loc`),
//! with the caches that make repeated op tails cheap, and the regions and
//! blocks they own.

use smallvec::SmallVec;

use super::custom_op::EntryArg;
use super::lexer::parse_u128_text;
use super::names::{ForwardRefs, Name, OperandRef};
use super::{PResult, Parser};

use crate::ir::attributes::{AttrKind, Attribute, Ident, NamedAttr};
use crate::ir::body::{BlockId, Body, BodySizes, InsertPoint, OpId, OpRegions, OpSpec, RegionId, ValueId};
use crate::ir::context::OpName;
use crate::ir::diagnostic::Diagnostic;
use crate::ir::dialect::Traits;
use crate::ir::types::Type;

/// What the text after an op's operands and successors parses to when it
/// has no regions and no location (see `Parser::tail_cache`).
#[derive(Clone, Copy)]
pub(super) struct OpTail {
    /// The properties written between `<` and `>`, if any.
    pub(super) props: Option<Attribute>,
    pub(super) attrs: Attribute,
    pub(super) fty: Type,
    /// Where the type starts, from the start of the text.
    pub(super) type_offset: u32,
}

/// The parts of an op after its operands and successors.
pub(super) struct ParsedTail {
    pub(super) props: Option<Attribute>,
    pub(super) regions: OpRegions,
    pub(super) attrs: Attribute,
    pub(super) fty: Type,
    pub(super) type_pos: usize,
    pub(super) had_regions: bool,
}

impl<'a> Parser<'a, '_> {
    pub(super) fn parse_op(&mut self, body: &mut Body, block: BlockId, _parent: Option<OpId>) -> PResult<OpId> {
        self.skip_ws();
        let op_start = self.pos;
        // Result list.
        let mut results: SmallVec<[(Name, u32, usize); 2]> = SmallVec::new();
        let mut num_bound = 0u32;
        if self.peek_raw() == b'%' {
            loop {
                let rpos = self.sigil(b'%', "expected SSA value name")?;
                let Some(key) = self.ssa_name() else {
                    return self.missing_name(rpos, "expected valid ssa identifier");
                };
                let mut count = 1;
                if self.eat(b':') {
                    let Some(text) = self.int_lit_text() else {
                        return self.unexpected_token("expected integer number of results");
                    };
                    match parse_u128_text(text).and_then(|c| u32::try_from(c).ok()).filter(|&c| c >= 1) {
                        Some(c) => count = c,
                        None => {
                            let at = self.pos - text.len();
                            return self.err_at(at, "expected named operation to have at least 1 result");
                        }
                    }
                }
                results.push((key, count, rpos));
                num_bound = num_bound.saturating_add(count);
                if !self.eat(b',') {
                    break;
                }
            }
            if !self.eat(b'=') {
                return self.unexpected_token("expected '=' after SSA name");
            }
        }
        self.skip_ws();
        let name_pos = self.pos;
        if self.peek_raw() != b'"' {
            let op = self.parse_custom_op(body, block, op_start, num_bound)?;
            self.define_results(body, op, &results)?;
            return Ok(op);
        }
        // Take the location now, while positions still move forward.
        let name_loc = self.loc_at(name_pos);
        let name_str: std::borrow::Cow<'a, str> = match self.plain_string() {
            Some(s) => s.into(),
            None => {
                let bytes = self.string_lit()?;
                match String::from_utf8(bytes) {
                    Ok(s) => s.into(),
                    Err(_) => return self.err_at(name_pos, "invalid operation name"),
                }
            }
        };
        if name_str.is_empty() {
            return self.err_at(name_pos, "empty operation name is invalid");
        }
        let name = match name_str {
            std::borrow::Cow::Borrowed(s) => self.intern_op_name(s, name_pos + 1),
            std::borrow::Cow::Owned(ref s) => self.ctx.op_name(s),
        };
        let def = self.ctx.op_def(name);
        self.skip_ws();
        let paren_pos = self.pos;
        // `(` is the common case, and no malformed token.
        if self.peek_raw() != b'(' {
            if let Some((at, message)) = self.malformed_token() {
                return self.err_at(at, message);
            }
        }
        let unregistered_dialect = def.is_none()
            && !self.ctx.allows_unregistered_dialects()
            && !self.ctx.is_dialect_registered(self.ctx.op_dialect(name));
        if unregistered_dialect {
            return self.err_at(
                paren_pos,
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            );
        }
        let isolated = def.is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
        // Operands.
        self.expect(b'(', " to start operand list")?;
        let mut operands: SmallVec<[OperandRef; 4]> = SmallVec::new();
        // MLIR's optional SSA use list: anything but a value name ends it.
        if !matches!(self.peek(), b'%' | b')') {
            return self.unexpected_token("expected ')' to end operand list");
        }
        self.parse_comma_list(b')', "expected ')' to end operand list", |p| {
            operands.push(p.parse_operand_ref()?);
            Ok(())
        })?;
        // Successors.
        let mut successors: SmallVec<[BlockId; 2]> = SmallVec::new();
        if self.eat(b'[') {
            if def.is_some_and(|d| !d.has(Traits::TERMINATOR)) {
                return self.err_at(self.pos - 1, "successors in non-terminator");
            }
            loop {
                if self.peek() != b'^' {
                    return self.unexpected_token("expected block name");
                }
                let bpos = self.pos;
                self.pos += 1;
                let Some(bname) = self.suffix_id() else { return self.missing_name(bpos, "expected block name") };
                let key = self.name_key(bname);
                successors.push(self.block_ref(body, key, bpos));
                if self.eat(b']') {
                    break;
                }
                if !self.eat(b',') {
                    return self.unexpected_token("expected ',' or ']'");
                }
            }
        }
        // Properties, regions, attributes and type. Ops without regions repeat
        // the same few texts for these up to the end of their line: those are
        // looked up by that text instead of being parsed again.
        let tail_start = self.pos;
        let line_end = self.line_end_near(tail_start);
        let cached = line_end.and_then(|e| self.tail_cache.get(&self.text[tail_start..e]).copied());
        let (written_props, regions, mut attrs, fty, type_pos) = match cached {
            Some(t) => {
                self.pos = line_end.expect("a cached tail ends its line");
                let regions = if isolated {
                    OpRegions::Isolated(Box::new(Body::new(0)))
                } else {
                    OpRegions::Inline(SmallVec::new())
                };
                (t.props, regions, t.attrs, t.fty, tail_start + t.type_offset as usize)
            }
            None => {
                if isolated && self.depth == 0 {
                    self.module_body_next = name == self.ctx.op_name("builtin.module");
                }
                let tail = self.parse_op_tail(body, isolated, name_pos);
                self.module_body_next = false;
                let ParsedTail { props, regions, attrs, fty, type_pos, had_regions } = tail?;
                // Only a tail that is all of the rest of its line, with no
                // regions and no location, means the same wherever it appears.
                if let Some(e) = line_end {
                    if !had_regions
                        && self.pos <= e
                        && self.src[self.pos..e].iter().all(|c| matches!(c, b' ' | b'\t' | b'\r'))
                    {
                        let type_offset = (type_pos - tail_start) as u32;
                        self.tail_cache.insert(&self.text[tail_start..e], OpTail { props, attrs, fty, type_offset });
                    }
                }
                (props, regions, attrs, fty, type_pos)
            }
        };
        // The type lists are borrowed from the context, not from the parser.
        let ctx = self.ctx;
        let Some((inputs, outputs)) = ctx.function_signature(fty) else {
            return self.err_at(type_pos, "expected function type");
        };
        if inputs.len() != operands.len() {
            let plural = if operands.len() == 1 { "" } else { "s" };
            return self.err_at(
                type_pos,
                format!("expected {} operand type{plural} but had {}", operands.len(), inputs.len()),
            );
        }
        if !results.is_empty() && outputs.is_empty() {
            return self.err_at(op_start, "cannot name an operation with no results");
        }
        if !results.is_empty() && num_bound as usize != outputs.len() {
            return self.err_at(
                op_start,
                format!("operation defines {} results but was provided {} to bind", outputs.len(), num_bound),
            );
        }
        // Location.
        let mut loc = name_loc;
        if self.at_keyword("loc") {
            loc = self.parse_trailing_loc()?;
        }
        // Resolve operands now that their types are known.
        let mut operand_values: SmallVec<[ValueId; 4]> = SmallVec::new();
        for (r, &ty) in operands.iter().zip(inputs.iter()) {
            let v = match self.lookup_value(r.key) {
                Some(d) => self.use_defined(body, r, d, ty)?,
                None => {
                    if self.defined_above_isolation(r.key) {
                        let iso = *self.isolated_ops.last().expect("inside an isolated op");
                        return Err(Diagnostic::error(
                            self.loc_at(name_pos),
                            format!("'{name_str}' op using value defined outside the region"),
                        )
                        .with_note(self.loc_at(iso), "required by region isolation constraints"));
                    }
                    self.use_forward(body, r, ty)?
                }
            };
            operand_values.push(v);
        }
        // Registered ops keep inherent attributes as properties and get defaults.
        let mut props = written_props.unwrap_or(self.ctx.empty_dictionary());
        if let Some(def) = def {
            let has_properties = !def.inherent_attrs().is_empty() || !def.default_props().is_empty();
            if has_properties && !matches!(self.ctx.attr_kind(props), AttrKind::Dictionary(_)) {
                let given = self.ctx.attr_to_string(props);
                let name = self.ctx.op_name_str(name);
                let why = "expected DictionaryAttr to set properties";
                return self.err_at(name_pos, format!("invalid properties {given} for op {name}: {why}"));
            }
            // Even `<{}>`, as MLIR's `setPropertiesFromAttr` of such an op.
            if !has_properties && written_props.is_some() {
                let given = self.ctx.attr_to_string(props);
                let name = self.ctx.op_name_str(name);
                return self.err_at(
                    name_pos,
                    format!("invalid properties {given} for op {name}: this operation does not support properties"),
                );
            }
            if has_properties {
                let key = (name, props, attrs);
                let (p, a) = match self.props_cache.get(&key) {
                    Some(&pa) => pa,
                    None => {
                        if let Some(check) = def.properties_check_fn() {
                            if let Err(why) = check(self.ctx, props) {
                                let given = self.ctx.attr_to_string(props);
                                let name = self.ctx.op_name_str(name);
                                return self
                                    .err_at(name_pos, format!("invalid properties {given} for op {name}: {why}"));
                            }
                        }
                        // Written-out properties leave the dictionary's
                        // inherent entries to `setInherentAttr`.
                        let written_out = !self.ctx.dict_entries(props).is_empty();
                        let pa = self.normalize_props(def, props, attrs, written_out);
                        self.props_cache.insert(key, pa);
                        pa
                    }
                };
                props = p;
                attrs = a;
            }
        }
        let spec = OpSpec {
            name,
            operands: &operand_values,
            results: outputs,
            props,
            attrs,
            successors: &successors,
            num_regions: 0,
            loc,
        };
        let op = body.create_op_with_regions(&spec, regions);
        body.insert_op(op, InsertPoint::BlockEnd(block));
        self.define_results(body, op, &results)?;
        Ok(op)
    }

    /// An empty body for an isolated op. Isolated ops (functions) of a file
    /// tend to be alike: it has room for twice the last one up front instead
    /// of regrowing its arenas (room never written costs no memory); what was
    /// not used is given back once the body is complete.
    pub(super) fn new_isolated_body(&self) -> Body {
        let mut inner = Body::new(0);
        let hint = self.body_hint;
        inner.reserve_sizes(BodySizes {
            ops: 2 * hint.ops,
            values: 2 * hint.values,
            uses: 2 * hint.uses,
            blocks: 2 * hint.blocks,
            regions: 2 * hint.regions,
        });
        inner
    }

    /// Defines the names bound before an op (`%a, %b:2 = `) as its results.
    #[inline(always)]
    pub(super) fn define_results(&mut self, body: &mut Body, op: OpId, results: &[(Name, u32, usize)]) -> PResult<()> {
        let mut next = 0usize;
        for &(key, count, rpos) in results.iter() {
            let first = body.result(op, next);
            self.define_value(body, key, first, count, rpos)?;
            next += count as usize;
        }
        Ok(())
    }

    /// Parses what follows an op's operands and successors: properties,
    /// regions, attributes and the function type.
    pub(super) fn parse_op_tail(&mut self, body: &mut Body, isolated: bool, name_pos: usize) -> PResult<ParsedTail> {
        // Properties.
        let mut props = None;
        if self.peek() == b'<' {
            self.pos += 1;
            // Any attribute: an unregistered op keeps what it is given, a
            // registered one wants a dictionary (checked with its name).
            props = Some(if self.peek() == b'{' { self.parse_dict_attr()? } else { self.parse_attr()? });
            self.expect(b'>', " to close properties")?;
        }
        // Regions.
        let mut regions = OpRegions::Inline(SmallVec::new());
        let had_regions = self.peek() == b'(';
        if had_regions {
            self.pos += 1;
            if isolated {
                let mut inner = self.new_isolated_body();
                self.isolated_ops.push(name_pos);
                self.forward.push(ForwardRefs::default());
                loop {
                    let r = inner.add_top_region();
                    self.parse_region(&mut inner, r, true)?;
                    if !self.eat(b',') {
                        break;
                    }
                }
                self.finish_forward_refs()?;
                self.isolated_ops.pop();
                self.body_hint = inner.sizes();
                inner.shrink_to_fit();
                regions = OpRegions::Isolated(Box::new(inner));
            } else {
                let mut rs = SmallVec::new();
                loop {
                    let r = body.create_detached_region();
                    self.parse_region(body, r, false)?;
                    rs.push(r);
                    if !self.eat(b',') {
                        break;
                    }
                }
                regions = OpRegions::Inline(rs);
            }
            self.expect(b')', " to end region list")?;
        } else if isolated {
            regions = OpRegions::Isolated(Box::new(Body::new(0)));
        }
        // Discardable attributes.
        let mut attrs = self.ctx.empty_dictionary();
        if self.peek() == b'{' {
            attrs = self.parse_dict_attr()?;
        }
        // Function type.
        if !self.eat(b':') {
            return self.unexpected_token("expected ':' followed by operation type");
        }
        let type_pos = {
            self.skip_ws();
            self.pos
        };
        let fty = self.parse_op_type()?;
        Ok(ParsedTail { props, regions, attrs, fty, type_pos, had_regions })
    }

    /// The end of the line `pos` is on, if it is near: only short tails are
    /// worth caching, and a file on one line must not be scanned per op.
    pub(super) fn line_end_near(&self, pos: usize) -> Option<usize> {
        const NEAR: usize = 256;
        let window = &self.src[pos..self.src.len().min(pos + NEAR)];
        memchr::memchr(b'\n', window).map(|i| pos + i)
    }

    /// The op name `text`, found at `start` in the input, interned. Interning
    /// takes a lock: the few names of a file are kept here, the short ones
    /// (nearly all) by their bytes packed into a number, which hashes and
    /// compares quicker than text.
    pub(super) fn intern_op_name(&mut self, text: &'a str, start: usize) -> OpName {
        const WORD: usize = 16;
        let len = text.len();
        if len <= WORD {
            if let Some(bytes) = self.src.get(start..start + WORD) {
                let word = u128::from_le_bytes(bytes.try_into().expect("sixteen bytes"));
                let key = (word & (u128::MAX >> (8 * (WORD - len))), len as u8);
                if let Some(&n) = self.short_op_names.get(&key) {
                    return n;
                }
                let n = self.ctx.op_name(text);
                self.short_op_names.insert(key, n);
                return n;
            }
        }
        if let Some(&n) = self.op_names.get(text) {
            return n;
        }
        let n = self.ctx.op_name(text);
        self.op_names.insert(text, n);
        n
    }

    /// The op's properties and discardable attributes as MLIR builds them
    /// from `props` and `attrs`: the inherent entries of `attrs` move to
    /// the properties (unless `props` sets them), then the defaults fill
    /// what is missing. With `set_inherent_attr`, an inherent entry goes
    /// through MLIR's `setInherentAttr`, which leaves the property unset
    /// (no default either) when the value does not convert: the
    /// dictionary of an op parsed in C++, or the generic form with its
    /// properties written out. Last, the op's [`PropertyConversion`]
    /// turns values into what the op stores.
    ///
    /// [`PropertyConversion`]: crate::ir::PropertyConversion
    pub(super) fn normalize_props(
        &self,
        def: &crate::ir::dialect::OpDef,
        props: Attribute,
        attrs: Attribute,
        set_inherent_attr: bool,
    ) -> (Attribute, Attribute) {
        let ctx = self.ctx;
        // Names the op does not define are dropped, as MLIR's generated
        // `setPropertiesFromAttr` ignores them.
        let own = |n: &str| def.inherent_attrs().contains(&n) || def.default_props().iter().any(|(d, _)| *d == n);
        let given = ctx.dict_entries(props);
        let mut p: Vec<NamedAttr> = given.iter().filter(|e| own(ctx.ident_str(e.name))).copied().collect();
        let mut a: Vec<NamedAttr> = Vec::new();
        let dropped = p.len() != given.len();
        let mut moved = false;
        let check = def.properties_check_fn().filter(|_| set_inherent_attr);
        let mut unset: SmallVec<[Ident; 2]> = SmallVec::new();
        for e in ctx.dict_entries(attrs) {
            if def.inherent_attrs().contains(&ctx.ident_str(e.name)) {
                if !p.iter().any(|x| x.name == e.name) {
                    match check {
                        Some(check) if check(ctx, ctx.dictionary([*e])).is_err() => unset.push(e.name),
                        _ => p.push(*e),
                    }
                }
                moved = true;
            } else {
                a.push(*e);
            }
        }
        let mut added = false;
        for &(name, make) in def.default_props() {
            if !p.iter().any(|x| ctx.ident_str(x.name) == name) && !unset.iter().any(|&u| ctx.ident_str(u) == name) {
                p.push(NamedAttr { name: ctx.ident(name), value: crate::ir::dialect::default_value(ctx, make) });
                added = true;
            }
        }
        let mut converted = false;
        if let Some(&crate::ir::dialect::PropertyConversion(convert)) = def.get_hook() {
            for e in &mut p {
                if let Some(stored) = convert(ctx, ctx.ident_str(e.name), e.value).filter(|&v| v != e.value) {
                    e.value = stored;
                    converted = true;
                }
            }
        }
        let props = if dropped || moved || added || converted { ctx.dictionary(p) } else { props };
        let attrs = if moved { ctx.dictionary(a) } else { attrs };
        (props, attrs)
    }

    pub(super) fn parse_region(&mut self, body: &mut Body, region: RegionId, isolated: bool) -> PResult<()> {
        self.parse_region_with_args(body, region, isolated, &[])
    }

    /// A region whose entry block has `entry_args`, defined before it (a
    /// function's arguments in its signature).
    pub(super) fn parse_region_with_args(
        &mut self,
        body: &mut Body,
        region: RegionId,
        isolated: bool,
        entry_args: &[EntryArg],
    ) -> PResult<()> {
        self.nested(|p| p.parse_region_unguarded(body, region, isolated, entry_args))
    }

    pub(super) fn parse_region_unguarded(
        &mut self,
        body: &mut Body,
        region: RegionId,
        isolated: bool,
        entry_args: &[EntryArg],
    ) -> PResult<()> {
        let module_body = std::mem::take(&mut self.module_body_next);
        if !self.eat(b'{') {
            // Custom forms report this as MLIR's wrong-token error.
            return Err(self.wrong_token_error("expected '{' to begin a region".into()));
        }
        self.push_scope(isolated);
        let mut entry = None;
        if !entry_args.is_empty() {
            let b = body.append_block(region);
            for a in entry_args {
                if let Some(prev) = self.lookup_value(a.key) {
                    let name = self.name_at(a.pos);
                    return Err(Diagnostic::error(
                        self.loc_at(a.pos),
                        format!("region entry argument '%{name}' is already in use"),
                    )
                    .with_note(self.loc_at(prev.pos), "previously referenced here"));
                }
                let loc = a.loc.unwrap_or_else(|| self.loc_at(a.pos));
                let v = body.add_block_arg(b, a.ty, loc);
                self.define_value(body, a.key, v, 1, a.pos)?;
            }
            if self.peek() == b'^' {
                return self.err("invalid block name in region with named arguments");
            }
            entry = Some(b);
        }
        if self.peek() != b'}' {
            let mut block;
            if let Some(b) = entry {
                block = b;
            } else if self.peek() != b'^' {
                block = body.append_block(region);
                if module_body && entry_args.is_empty() {
                    // Leaves the cursor at the closing brace when it succeeds.
                    self.parse_module_body_in_parallel(body, block);
                }
            } else {
                block = self.parse_block_header(body, region)?;
            }
            loop {
                match self.peek() {
                    b'}' => break,
                    b'^' => block = self.parse_block_header(body, region)?,
                    0 => return Err(self.wrong_token_error("expected operation name in quotes".into())),
                    _ => {
                        self.parse_op(body, block, None)?;
                    }
                }
            }
        }
        self.pos += 1;
        let undefined = self
            .scopes
            .last()
            .expect("region scope")
            .blocks
            .values()
            .filter(|b| !b.defined)
            .min_by_key(|b| b.first_use)
            .map(|b| b.first_use);
        self.pop_scope();
        if let Some(pos) = undefined {
            return self.err_at(pos, "reference to an undefined block");
        }
        Ok(())
    }

    pub(super) fn parse_block_header(&mut self, body: &mut Body, region: RegionId) -> PResult<BlockId> {
        self.skip_ws();
        let pos = self.pos;
        self.pos += 1;
        let Some(name) = self.suffix_id() else { return self.missing_name(pos, "expected block name") };
        let key = self.name_key(name);
        let block = self.block_ref(body, key, pos);
        let scope = self.scopes.last_mut().expect("region scope");
        let rec = scope.blocks.get_mut(&key).expect("just referenced");
        if rec.defined {
            return self.err_at(pos, format!("redefinition of block '^{name}'"));
        }
        rec.defined = true;
        body.insert_block(block, region, None);
        if self.eat(b'(') && !self.eat(b')') {
            loop {
                self.skip_ws();
                let apos = self.pos;
                if self.peek_raw() != b'%' {
                    return self.unexpected("expected SSA operand");
                }
                self.pos += 1;
                let Some(akey) = self.ssa_name() else {
                    return self.missing_name(apos, "expected valid ssa identifier");
                };
                self.expect(b':', " and type for SSA operand")?;
                let ty = self.parse_type()?;
                let loc = if self.at_keyword("loc") { self.parse_trailing_loc()? } else { self.loc_at(apos) };
                let v = body.add_block_arg(block, ty, loc);
                self.define_value(body, akey, v, 1, apos)?;
                if self.eat(b')') {
                    break;
                }
                if !self.eat(b',') {
                    return self.unexpected_token("expected ')'");
                }
            }
        }
        self.expect(b':', " after block name")?;
        Ok(block)
    }
}
