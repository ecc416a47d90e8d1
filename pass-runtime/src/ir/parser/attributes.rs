//! Builtin attributes: dictionaries, arrays, numbers with or without a type,
//! strings, symbol references, affine maps and sets, strided layouts, and
//! dialect attributes by alias or `#dialect.name<...>`. Dense data is in
//! `dense.rs`.

use smallvec::SmallVec;

use super::dialect_syntax::DialectRef;
use super::lexer::{is_ident_char, parse_int_text, parse_u128_text};
use super::{PResult, Parser};

use crate::ir::affine::{parse_affine_map_prefix, parse_integer_set_prefix, AffineParseError};
use crate::ir::attributes::{AttrKind, Attribute, Ident, NamedAttr};
use crate::ir::diagnostic::Diagnostic;
use crate::ir::float::{FloatKind, FloatValue, DECIMAL_INTEGER_FOR_FLOAT, HEX_LEADING_MINUS};
use crate::ir::types::{Signedness, Type, TypeKind, DYNAMIC};

pub(super) static NEXT_DISTINCT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl<'a> Parser<'a, '_> {
    /// `{name = value, unitname, ...}`
    pub(super) fn parse_dict_attr(&mut self) -> PResult<Attribute> {
        self.skip_ws();
        let start = self.pos;
        if let Some(end) = self.scan_braced(start) {
            let key = &self.text[start..end];
            if let Some(&a) = self.dict_cache.get(key) {
                self.pos = end;
                return Ok(a);
            }
            let a = self.parse_dict_attr_uncached()?;
            self.dict_cache.insert(key, a);
            return Ok(a);
        }
        self.parse_dict_attr_uncached()
    }

    pub(super) fn parse_dict_attr_uncached(&mut self) -> PResult<Attribute> {
        self.expect(b'{', "")?;
        let mut entries: SmallVec<[NamedAttr; 8]> = SmallVec::new();
        if !self.eat(b'}') {
            loop {
                self.skip_ws();
                let npos = self.pos;
                let name = if self.peek_raw() == b'"' {
                    let s = self.string_utf8()?;
                    if s.is_empty() {
                        return self.err_at(npos, "expected valid attribute name");
                    }
                    self.ctx.ident(&s)
                } else {
                    match self.bare_ident() {
                        Some(n) => self.ctx.ident(n),
                        None => return self.unexpected_token("expected attribute name"),
                    }
                };
                if entries.iter().any(|e| e.name == name) {
                    return self
                        .err_at(npos, format!("duplicate key '{}' in dictionary attribute", self.ctx.ident_str(name)));
                }
                let value = if self.eat(b'=') { self.parse_attr()? } else { self.ctx.unit_attr() };
                entries.push(NamedAttr { name, value });
                if self.eat(b'}') {
                    break;
                }
                if !self.eat(b',') {
                    return self.unexpected_token("expected '}' in attribute dictionary");
                }
            }
        }
        let _ = self.sym_name;
        Ok(self.ctx.dictionary(entries))
    }

    pub(super) fn parse_attr(&mut self) -> PResult<Attribute> {
        self.nested(Self::parse_attr_unguarded)
    }

    pub(super) fn parse_attr_unguarded(&mut self) -> PResult<Attribute> {
        let c = self.peek();
        let start = self.pos;
        match c {
            b'[' => {
                self.pos += 1;
                let mut items = Vec::new();
                self.parse_comma_list(b']', "expected ',' or ']'", |p| {
                    items.push(p.parse_attr()?);
                    Ok(())
                })?;
                Ok(self.ctx.array_attr(&items))
            }
            b'{' => self.parse_dict_attr(),
            b'"' => {
                let bytes = self.string_lit()?;
                let ty = self.parse_optional_attr_type()?;
                Ok(self.ctx.intern_attr(AttrKind::String { bytes: bytes.into(), ty }))
            }
            b'@' => self.parse_symbol_ref(),
            b'#' => self.parse_hash_attr(),
            b'-' if self.src.get(start + 1) == Some(&b'>') => self.unexpected_token("expected attribute value"),
            b'-' => {
                self.pos += 1;
                if !self.peek().is_ascii_digit() {
                    return self.unexpected_token("expected constant integer or floating point value");
                }
                self.parse_number_attr(true, start)
            }
            b'0'..=b'9' => self.parse_number_attr(false, start),
            // Function types (`function_type` of functions) repeat: looked up
            // by their text, as op types are.
            b'(' => Ok(self.ctx.type_attr(self.parse_op_type()?)),
            b'!' => Ok(self.ctx.type_attr(self.parse_type()?)),
            _ => {
                let save = self.pos;
                let Some(word) = self.bare_ident() else { return self.unexpected_token("expected attribute value") };
                match word {
                    // A `BoolAttr`, which takes no type (`true : i1` is an error).
                    "true" | "false" => Ok(self.ctx.bool_attr(word == "true")),
                    "unit" => Ok(self.ctx.unit_attr()),
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense(save),
                    "dense_resource" => {
                        self.expect(b'<', " in dense_resource")?;
                        let Some(handle) = self.alias_ident() else { return self.err("expected resource handle") };
                        let handle = handle.to_string();
                        self.expect(b'>', " in dense_resource")?;
                        self.expect(b':', " after dense_resource")?;
                        let ty = self.parse_type()?;
                        Ok(self.ctx.intern_attr(AttrKind::DenseResource { ty, handle: handle.into() }))
                    }
                    "sparse" => self.parse_sparse(save),
                    "affine_map" => self.parse_affine_attr("affine map", parse_affine_map_prefix, AttrKind::AffineMap),
                    "affine_set" => {
                        self.parse_affine_attr("integer set", parse_integer_set_prefix, AttrKind::IntegerSet)
                    }
                    "strided" => self.parse_strided(),
                    "distinct" => {
                        self.expect(b'[', " after 'distinct'")?;
                        let n = self.parse_u64("distinct ID")?;
                        self.expect(b']', " to close distinct ID")?;
                        self.expect(b'<', " after distinct ID")?;
                        let inner = if self.peek() == b'>' { self.ctx.unit_attr() } else { self.parse_attr()? };
                        self.expect(b'>', " to close distinct attribute")?;
                        let id = *self
                            .distinct
                            .entry(n)
                            .or_insert_with(|| NEXT_DISTINCT.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
                        Ok(self.ctx.intern_attr(AttrKind::Distinct { id, inner }))
                    }
                    "loc" => {
                        self.expect(b'(', " in location")?;
                        let l = self.parse_loc_body()?;
                        self.expect(b')', " in location")?;
                        Ok(self.ctx.loc_attr(l))
                    }
                    // A type used as an attribute (`i32`, `tensor<...>`).
                    _ if self.starts_builtin_type(word) => {
                        self.pos = save;
                        let t = self.parse_type()?;
                        Ok(self.ctx.type_attr(t))
                    }
                    _ => {
                        self.pos = save;
                        self.unexpected_token("expected attribute value")
                    }
                }
            }
        }
    }

    pub(super) fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name()?;
        let mut nested = Vec::new();
        loop {
            if !self.src[self.pos..].starts_with(b"::") {
                // MLIR lexes the token after a lone `:` before it looks
                // for the second one.
                if self.peek_raw() == b':' {
                    let colon = self.pos;
                    self.pos += 1;
                    if let Some((at, message)) = self.malformed_token() {
                        return self.err_at(at, message);
                    }
                    self.pos = colon;
                }
                break;
            }
            self.pos += 2;
            if self.peek() != b'@' {
                return self.unexpected("expected nested symbol reference identifier");
            }
            nested.push(self.symbol_name()?);
        }
        Ok(self.ctx.intern_attr(AttrKind::SymbolRef { root, nested: nested.into() }))
    }

    pub(super) fn symbol_name(&mut self) -> PResult<Ident> {
        self.skip_ws();
        if self.peek_raw() != b'@' {
            return self.unexpected("expected symbol reference");
        }
        self.pos += 1;
        if self.peek_raw() == b'"' {
            let s = self.string_utf8()?;
            return Ok(self.ctx.ident(&s));
        }
        let start = self.pos;
        let mut end = start;
        while end < self.src.len() && is_ident_char(self.src[end]) {
            end += 1;
        }
        // MLIR's lexer: the name starts with a letter or `_`.
        if end == start || !(self.src[start].is_ascii_alphabetic() || self.src[start] == b'_') {
            return self.err_at(start, "@ identifier expected to start with letter or '_'");
        }
        self.pos = end;
        Ok(self.ctx.ident(&self.text[start..end]))
    }

    pub(super) fn parse_hash_attr(&mut self) -> PResult<Attribute> {
        match self.parse_dialect_ref('#', "attribute")? {
            DialectRef::Alias(name) => match self.attr_aliases.get(name) {
                Some(&a) => Ok(a),
                // MLIR reports as it takes the alias: where the next token is.
                None => self.unexpected_token(&format!("undefined symbol alias id '{name}'")),
            },
            DialectRef::Verbatim(text) => {
                let text = self.expand_verbatim_aliases(text)?;
                let ty = self.parse_optional_attr_type()?;
                Ok(self.ctx.typed_dialect_attr(&text, ty))
            }
            DialectRef::Registered(def, params) => {
                // MLIR reads the type and hands it to the dialect's parser,
                // which for the attributes registered here has no use for it.
                self.parse_optional_attr_type()?;
                Ok(self.ctx.intern_attr(AttrKind::Registered { def, params }))
            }
        }
    }

    /// The `: type` that may follow a string or a dialect attribute; `none`
    /// is no type, as in MLIR (where it is the type of an untyped one).
    fn parse_optional_attr_type(&mut self) -> PResult<Option<Type>> {
        if !self.eat(b':') {
            return Ok(None);
        }
        let ty = self.parse_type()?;
        Ok(Some(ty).filter(|&t| t != self.ctx.none_type()))
    }

    /// An attribute whose type is known (MLIR's `parseAttribute(attr,
    /// type)`): a number literal takes `ty` and no `: type` after it; any
    /// other attribute is read as usual.
    pub(super) fn parse_attr_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.skip_ws();
        let start = self.pos;
        let negative = self.peek_raw() == b'-';
        if negative {
            self.pos += 1;
        }
        if !self.peek_raw().is_ascii_digit() {
            self.pos = start;
            return self.parse_attr();
        }
        let Some((text, is_float)) = self.number_text() else { return self.err_at(start, "expected number") };
        let ctx = self.ctx;
        match ctx.type_kind(ty).clone() {
            TypeKind::Float(kind) => self.float_attr(ty, kind, (text, is_float), negative, start),
            TypeKind::Integer { .. } | TypeKind::Index if !is_float => {
                self.int_attr(ty, text, negative, start, IntLiteralUse::Attribute)
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                self.err_at(start, "floating point value not valid for specified type")
            }
            _ => self.err_at(start, "integer literal not valid for specified type"),
        }
    }

    /// A float attribute of type `ty` (of float `kind`) from a number's
    /// text and whether it is a float literal: decimal with a dot or an
    /// exponent, or the bits in hexadecimal (never negated); a decimal
    /// integer is MLIR's error, at the digits.
    pub(super) fn float_attr(
        &mut self,
        ty: Type,
        kind: FloatKind,
        (text, is_float): (&str, bool),
        negative: bool,
        start: usize,
    ) -> PResult<Attribute> {
        let value = self.float_value(kind, (text, is_float), negative, start)?;
        Ok(self.ctx.float_attr(ty, value))
    }

    /// A number as a float of `kind`, as MLIR reads one wherever a float is
    /// expected (an attribute, a `dense` or `array` element): a decimal
    /// with a point or an exponent, or the bits in hexadecimal, never
    /// negated. A decimal integer and a negated hexadecimal are errors at
    /// the digits; a value out of range, at `start` (the sign, if any).
    pub(super) fn float_value(
        &self,
        kind: FloatKind,
        (text, is_float): (&str, bool),
        negative: bool,
        start: usize,
    ) -> PResult<FloatValue> {
        let digits = self.loc_at(start + usize::from(negative));
        let value = match text.strip_prefix("0x") {
            Some(_) if negative => return Err(Diagnostic::error(digits, HEX_LEADING_MINUS)),
            Some(hex) => FloatValue::from_hex_bits(kind, hex),
            None if !is_float => {
                let note = "add a trailing dot to make the literal a float";
                return Err(Diagnostic::error(digits, DECIMAL_INTEGER_FOR_FLOAT).with_note(digits, note));
            }
            None => FloatValue::parse_decimal(kind, text, negative),
        };
        value.or_else(|m| self.err_at(start, m))
    }

    pub(super) fn parse_number_attr(&mut self, negative: bool, start: usize) -> PResult<Attribute> {
        let Some((text, is_float)) = self.number_text() else { return self.err_at(start, "expected number") };
        let ty = if self.eat(b':') { Some(self.parse_type()?) } else { None };
        let ctx = self.ctx;
        match ty.map(|t| ctx.type_kind(t).clone()) {
            Some(TypeKind::Float(kind)) => {
                self.float_attr(ty.expect("checked"), kind, (text, is_float), negative, start)
            }
            Some(TypeKind::Integer { .. }) | Some(TypeKind::Index) => {
                let ty = ty.expect("checked");
                if is_float {
                    // MLIR reports at the token after the type.
                    let at = self.token_pos();
                    return self.err_at(at, "floating point value not valid for specified type");
                }
                self.int_attr(ty, text, negative, start, IntLiteralUse::Attribute)
            }
            Some(_) => self.err_at(start, "integer literal not valid for specified type"),
            None => {
                if is_float {
                    let f64t = ctx.float_type(FloatKind::F64);
                    match FloatValue::parse_decimal(FloatKind::F64, text, negative) {
                        Ok(v) => Ok(ctx.float_attr(f64t, v)),
                        Err(m) => self.err_at(start, m),
                    }
                } else {
                    self.int_attr(ctx.i64(), text, negative, start, IntLiteralUse::Attribute)
                }
            }
        }
    }

    /// The integer attribute of type `ty` for the literal `text` (after a
    /// `-` at `start` when `negative`, else at `start`), with MLIR's errors
    /// for where the literal stands (`used`).
    pub(super) fn int_attr(
        &self,
        ty: Type,
        text: &str,
        negative: bool,
        start: usize,
        used: IntLiteralUse,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        // MLIR reads the `-` as a token of its own and reports at the
        // digits, or, in a dense array, at the token after them.
        let at = match used {
            IntLiteralUse::DenseArray => self.pos,
            IntLiteralUse::Attribute | IntLiteralUse::DenseElements => start + usize::from(negative),
        };
        let out_of_range = match used {
            IntLiteralUse::Attribute => "integer constant out of range for attribute",
            IntLiteralUse::DenseElements => "integer constant out of range for type",
            IntLiteralUse::DenseArray => "integer constant out of range",
        };
        let width = ctx.int_or_float_width(ty).unwrap_or(64);
        let v = match parse_int_text(text) {
            Some(v) if negative => -v,
            Some(v) => v,
            // The 128-bit values beyond `i128`: `-2^127`, and a non-negative
            // literal using all 128 bits (reinterpreted, as MLIR does).
            None => match parse_u128_text(text) {
                Some(m) if negative && m == 1u128 << 127 => i128::MIN,
                Some(m) if !negative && width >= 128 => m as i128,
                _ => return self.err_at(at, out_of_range),
            },
        };
        let unsigned = matches!(ctx.type_kind(ty), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
        if negative && unsigned {
            let message = match used {
                IntLiteralUse::DenseElements => "expected unsigned integer elements, but parsed negative value",
                _ => "negative integer literal not valid for unsigned integer type",
            };
            return self.err_at(at, message);
        }
        // MLIR negates the literal and checks that it became negative: `-0`
        // is out of range.
        if !fits_width(v, width, negative, unsigned) || (negative && v == 0) {
            return self.err_at(at, out_of_range);
        }
        Ok(ctx.integer_attr(ty, v))
    }

    /// `<...>` after `affine_map` or `affine_set` (`what`), read by `parse`
    /// up to its `>` (so that its errors come first, as in MLIR) and the
    /// errors located in the input.
    fn parse_affine_attr<T>(
        &mut self,
        what: &str,
        parse: fn(&str) -> Result<(T, usize), AffineParseError>,
        kind: fn(T) -> AttrKind,
    ) -> PResult<Attribute> {
        if self.peek() != b'<' {
            return self.unexpected(&format!("expected '<' in {what}"));
        }
        let start = self.pos + 1;
        match parse(&self.text[start..]) {
            Ok((parsed, len)) => {
                self.pos = start + len;
                self.count_lines_skipped(start, self.pos);
                Ok(self.ctx.intern_attr(kind(parsed)))
            }
            Err(e) => self.err_at(start + e.offset, e.message),
        }
    }

    /// `strided<[strides], offset: n>` after `strided`, as MLIR's
    /// `parseStridedLayoutAttr` reads it.
    pub(super) fn parse_strided(&mut self) -> PResult<Attribute> {
        self.expect(b'<', " after 'strided'")?;
        self.expect(b'[', "")?;
        let mut strides = Vec::new();
        if self.peek() != b']' {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.eat(b',') {
                    break;
                }
            }
        }
        self.expect(b']', "")?;
        let mut offset = 0;
        if !self.eat(b'>') {
            self.expect(b',', "")?;
            if !self.at_keyword("offset") {
                return self.unexpected_token("expected 'offset' after comma");
            }
            self.eat_str("offset");
            self.expect(b':', " after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect(b'>', "")?;
        }
        Ok(self.ctx.intern_attr(AttrKind::StridedLayout { offset, strides: strides.into() }))
    }

    /// A stride or an offset: `?` or a 64-bit signed integer.
    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.eat(b'?') {
            return Ok(DYNAMIC);
        }
        let start = self.token_pos();
        let negative = self.eat(b'-');
        let value = self.integer_token().and_then(parse_u128_text).and_then(|v| i64::try_from(v).ok());
        let Some(value) = value else {
            self.pos = start;
            if let Some((at, message)) = self.malformed_token() {
                return self.err_at(at, message);
            }
            return self.err_at(start, "expected a 64-bit signed integer or '?'");
        };
        Ok(if negative { -value } else { value })
    }
}

/// Where an integer literal stands, which decides MLIR's wording and place
/// of its errors.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum IntLiteralUse {
    /// An integer attribute (`1 : i8`).
    Attribute,
    /// An element of `dense<...>`.
    DenseElements,
    /// An element of `array<iN: ...>`.
    DenseArray,
}

/// Whether `v` fits an integer type of `width` bits, as MLIR's parser checks:
/// a non-negative literal may use all bits (it is reinterpreted), a negative one
/// must fit the signed range.
pub(super) fn fits_width(v: i128, width: u32, negative: bool, unsigned: bool) -> bool {
    if width == 0 {
        // `i0` holds zero alone, and a negative literal never fits it.
        return !negative && v == 0;
    }
    if width >= 128 {
        return true;
    }
    if negative {
        if width == 1 {
            return v >= -1;
        }
        let _ = unsigned;
        v >= -(1i128 << (width - 1))
    } else {
        v < (1i128 << width)
    }
}
