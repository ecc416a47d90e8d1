//! Builtin types (integers, floats, index, function, vector, tensor, memref,
//! ...) and dialect types by keyword, alias or `!dialect.name<...>`.

use smallvec::SmallVec;

use super::dialect_syntax::DialectRef;
use super::{PResult, Parser};

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::float::FloatKind;
use crate::ir::types::{Signedness, Type, TypeKind, DYNAMIC};

impl<'a> Parser<'a, '_> {
    pub(super) fn parse_type(&mut self) -> PResult<Type> {
        self.nested(Self::parse_type_unguarded)
    }

    pub(super) fn parse_type_unguarded(&mut self) -> PResult<Type> {
        let c = self.peek();
        match c {
            b'(' => self.parse_function_type(),
            b'!' => self.parse_dialect_type(),
            _ => {
                let start = self.pos;
                let Some(word) = self.bare_ident() else { return self.unexpected_token("expected non-function type") };
                if let Some(&t) = self.keyword_types.get(word) {
                    return Ok(t);
                }
                if let Some(t) = self.keyword_type(word) {
                    self.keyword_types.insert(word, t);
                    return Ok(t);
                }
                if let Some((_, Err(message))) = integer_keyword(word) {
                    return self.err_at(start, message);
                }
                match word {
                    "complex" => {
                        self.expect(b'<', " in complex type")?;
                        self.skip_ws();
                        let element_pos = self.pos;
                        let t = self.parse_type()?;
                        if !matches!(self.ctx.type_kind(t), TypeKind::Integer { .. } | TypeKind::Float(_)) {
                            return self.err_at(element_pos, "invalid element type for complex");
                        }
                        self.expect(b'>', " in complex type")?;
                        Ok(self.ctx.intern_type(TypeKind::Complex(t)))
                    }
                    "tuple" => {
                        self.expect(b'<', " in tuple type")?;
                        let mut ts = Vec::new();
                        self.parse_comma_list(b'>', "expected '>' in tuple type", |p| {
                            ts.push(p.parse_type()?);
                            Ok(())
                        })?;
                        Ok(self.ctx.intern_type(TypeKind::Tuple(ts.into())))
                    }
                    "vector" => self.parse_vector_type(start),
                    "tensor" => self.parse_tensor_type(),
                    "memref" => self.parse_memref_type(start),
                    _ => {
                        // `x` chains like `4xf32` never reach here; the word
                        // is unknown: MLIR's `emitWrongTokenError` (after the
                        // previous token when whitespace comes between).
                        self.pos = start;
                        Err(self.wrong_token_error("expected non-function type".into()))
                    }
                }
            }
        }
    }

    /// Whether a builtin type starts with the bare identifier `word`
    /// (MLIR's type keywords and integer types).
    pub(super) fn starts_builtin_type(&self, word: &str) -> bool {
        self.keyword_types.contains_key(word)
            || self.keyword_type(word).is_some()
            || integer_keyword(word).is_some()
            || matches!(word, "complex" | "tuple" | "vector" | "tensor" | "memref")
    }

    /// The `(inputs) -> results` type of a generic op. Ops repeat the same few
    /// signatures, so the text is looked up in a cache before it is parsed.
    pub(super) fn parse_op_type(&mut self) -> PResult<Type> {
        self.skip_ws();
        let start = self.pos;
        let Some(end) = self.scan_function_type(start) else { return self.parse_type() };
        let key = &self.text[start..end];
        if let Some(&t) = self.op_type_cache.get(key) {
            self.pos = end;
            return Ok(t);
        }
        let t = self.parse_type()?;
        // The parse may have gone on over whitespace (looking for a `->`).
        if self.pos >= end && self.src[end..self.pos].iter().all(u8::is_ascii_whitespace) {
            self.op_type_cache.insert(key, t);
        }
        Ok(t)
    }

    /// The end of a function type starting at `start`, found by bracket
    /// matching alone (no interning); `None` when the text is not simple.
    pub(super) fn scan_function_type(&self, start: usize) -> Option<usize> {
        let s = self.src;
        if s.get(start) != Some(&b'(') {
            return None;
        }
        let mut i = self.scan_braced(start)?;
        if !s[i..].starts_with(b" -> ") {
            return None;
        }
        i += 4;
        if s.get(i) == Some(&b'(') {
            let end = self.scan_braced(i)?;
            // `(a) -> (b) -> c` is not simple.
            return (!s[end..].starts_with(b" ->")).then_some(end);
        }
        let mut depth = 0i32;
        while i < s.len() {
            match s[i] {
                b'<' | b'(' | b'[' => depth += 1,
                b'>' | b')' | b']' if depth > 0 => depth -= 1,
                b' ' | b'\n' | b',' | b')' | b']' | b'}' | b'\r' | b'\t' if depth == 0 => break,
                b'"' => return None,
                _ => {}
            }
            i += 1;
        }
        Some(i)
    }

    pub(super) fn keyword_type(&self, word: &str) -> Option<Type> {
        let ctx = self.ctx;
        match word {
            "index" => return Some(ctx.index_type()),
            "none" => return Some(ctx.none_type()),
            _ => {}
        }
        if let Some(k) = FloatKind::from_keyword(word) {
            return Some(ctx.float_type(k));
        }
        // Widths past MLIR's limit are an error of their own
        // (`parse_type_unguarded`).
        let (signedness, Ok(width)) = integer_keyword(word)? else { return None };
        Some(if signedness == Signedness::Signless {
            ctx.integer_type(width)
        } else {
            ctx.intern_type(TypeKind::Integer { width, signedness })
        })
    }

    pub(super) fn parse_function_type(&mut self) -> PResult<Type> {
        self.expect(b'(', "")?;
        let mut inputs: SmallVec<[Type; 4]> = SmallVec::new();
        self.parse_comma_list(b')', "expected ')'", |p| {
            inputs.push(p.parse_type()?);
            Ok(())
        })?;
        if !self.eat_str("->") {
            return self.unexpected_token("expected '->' in function type");
        }
        let mut results: SmallVec<[Type; 4]> = SmallVec::new();
        if self.peek() == b'(' {
            // Always the result list, as in MLIR: a function type result is
            // written in it (`() -> ((i32) -> i32)`).
            self.pos += 1;
            self.parse_comma_list(b')', "expected ')'", |p| {
                results.push(p.parse_type()?);
                Ok(())
            })?;
        } else {
            results.push(self.parse_type()?);
        }
        Ok(self.ctx.function_type(&inputs, &results))
    }

    pub(super) fn parse_dialect_type(&mut self) -> PResult<Type> {
        match self.parse_dialect_ref('!', "type")? {
            DialectRef::Alias(name) => match self.type_aliases.get(name) {
                Some(&t) => Ok(t),
                // MLIR reports as it takes the alias: where the next token is.
                None => self.unexpected_token(&format!("undefined symbol alias id '{name}'")),
            },
            DialectRef::Verbatim(text) => Ok(self.ctx.dialect_type(text)),
            DialectRef::Registered(def, params) => Ok(self.ctx.intern_type(TypeKind::Registered { def, params })),
        }
    }

    /// `4x?x[8]x` prefixes of shaped types; returns dims, scalable flags.
    /// As in MLIR, each dimension is followed by an `x` (white space
    /// between them allowed).
    pub(super) fn parse_dims(&mut self, allow_dynamic: bool, allow_scalable: bool) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        loop {
            self.skip_ws();
            let c = self.peek_raw();
            let (dim, sc) = if c == b'?' && allow_dynamic {
                self.pos += 1;
                (DYNAMIC, false)
            } else if c == b'[' && allow_scalable {
                self.pos += 1;
                self.skip_ws();
                let d = self.parse_dim_number()?;
                if !self.eat(b']') {
                    return self.unexpected_token("missing ']' closing scalable dimension");
                }
                (d, true)
            } else if c.is_ascii_digit() {
                (self.parse_dim_number()?, false)
            } else {
                break;
            };
            self.expect_x_in_dimension_list()?;
            dims.push(dim);
            scalable.push(sc);
        }
        Ok((dims, scalable))
    }

    /// The `x` after a dimension (or an unranked type's `*`).
    fn expect_x_in_dimension_list(&mut self) -> PResult<()> {
        self.skip_ws();
        if self.peek_raw() != b'x' {
            return self.unexpected_token("expected 'x' in dimension list");
        }
        self.pos += 1;
        Ok(())
    }

    pub(super) fn parse_dim_number(&mut self) -> PResult<i64> {
        let start = self.pos;
        let mut end = start;
        while end < self.src.len() && self.src[end].is_ascii_digit() {
            end += 1;
        }
        self.pos = end;
        self.text[start..end].parse::<i64>().or_else(|_| self.err_at(start, "invalid dimension"))
    }

    /// The rest of a vector type whose keyword starts at `keyword` (where
    /// MLIR reports bad sizes).
    pub(super) fn parse_vector_type(&mut self, keyword: usize) -> PResult<Type> {
        self.expect(b'<', " in vector type")?;
        let (shape, scalable) = self.parse_dims(false, true)?;
        if shape.iter().any(|&d| d <= 0) {
            let sizes: Vec<String> = shape.iter().map(i64::to_string).collect();
            let message = format!("vector types must have positive constant sizes but got {}", sizes.join(", "));
            return self.err_at(keyword, message);
        }
        let element = self.parse_type()?;
        self.expect(b'>', " in vector type")?;
        if !self.is_vector_element(element) {
            return self.err_at(keyword, "failed to verify 'elementType': VectorElementTypeInterface instance");
        }
        Ok(self.ctx.intern_type(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), element }))
    }

    /// `x element` after `*` in an unranked `what` (tensor or memref) type.
    fn unranked_element(&mut self, what: &str) -> PResult<Type> {
        self.expect_x_in_dimension_list()?;
        self.element_type(what)
    }

    /// The element type of a `what` (tensor or memref) type, or MLIR's
    /// error at it when such a type cannot hold it.
    fn element_type(&mut self, what: &str) -> PResult<Type> {
        self.skip_ws();
        let pos = self.pos;
        let element = self.parse_type()?;
        let valid = if what == "memref" { self.is_memref_element(element) } else { self.is_tensor_element(element) };
        if !valid {
            return self.err_at(pos, format!("invalid {what} element type"));
        }
        Ok(element)
    }

    /// The builtin types both `memref` and `tensor` hold: integers,
    /// floats, `index`, complex numbers and vectors.
    fn is_builtin_element(&self, t: Type) -> bool {
        matches!(
            self.ctx.type_kind(t),
            TypeKind::Integer { .. }
                | TypeKind::Float(_)
                | TypeKind::Index
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
        )
    }

    /// MLIR's `VectorElementTypeInterface`: integers, floats, `index`, and
    /// the dialect types that say so.
    fn is_vector_element(&self, t: Type) -> bool {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index => true,
            TypeKind::Registered { def, params } => def.0.is_vector_element(params),
            _ => false,
        }
    }

    /// MLIR's `BaseMemRefType::isValidElementType`.
    fn is_memref_element(&self, t: Type) -> bool {
        match self.ctx.type_kind(t) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => true,
            TypeKind::Registered { def, params } => def.0.is_memref_element(params),
            _ => self.is_builtin_element(t),
        }
    }

    /// MLIR's `TensorType::isValidElementType`: the builtin scalars,
    /// complex numbers and vectors, and any type of another dialect.
    fn is_tensor_element(&self, t: Type) -> bool {
        matches!(self.ctx.type_kind(t), TypeKind::Dialect { .. } | TypeKind::Registered { .. })
            || self.is_builtin_element(t)
    }

    pub(super) fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.expect(b'<', " in tensor type")?;
        if self.eat(b'*') {
            let element = self.unranked_element("tensor")?;
            self.expect(b'>', " in tensor type")?;
            return Ok(self.ctx.intern_type(TypeKind::UnrankedTensor { element }));
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let element = self.element_type("tensor")?;
        let mut encoding = None;
        if self.eat(b',') {
            encoding = Some(self.parse_attr()?);
        }
        self.expect(b'>', " in tensor type")?;
        Ok(self.ctx.intern_type(TypeKind::RankedTensor { shape: shape.into(), element, encoding }))
    }

    /// After the `memref` keyword at `keyword` (where MLIR reports a
    /// layout that does not fit).
    pub(super) fn parse_memref_type(&mut self, keyword: usize) -> PResult<Type> {
        self.expect(b'<', " in memref type")?;
        if self.eat(b'*') {
            let element = self.unranked_element("memref")?;
            let (_, memory_space) = self.memref_layout_and_memory_space(None)?;
            self.expect(b'>', " in memref type")?;
            return Ok(self.ctx.intern_type(TypeKind::UnrankedMemRef { element, memory_space }));
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let element = self.element_type("memref")?;
        let (layout, memory_space) = self.memref_layout_and_memory_space(Some((shape.len(), keyword)))?;
        self.expect(b'>', " in memref type")?;
        Ok(self.ctx.intern_type(TypeKind::MemRef { shape: shape.into(), element, layout, memory_space }))
    }

    /// The `, layout` and `, memory-space` after a memref's element type,
    /// with MLIR's errors: a layout after the memory space, two memory
    /// spaces, a layout of an unranked memref (`ranked` is `None`), a layout
    /// that does not fit the rank (reported at the memref's keyword, as
    /// `ranked` gives with the rank). An identity map is no layout.
    fn memref_layout_and_memory_space(
        &mut self,
        ranked: Option<(usize, usize)>,
    ) -> PResult<(Option<Attribute>, Option<Attribute>)> {
        let mut layout = None;
        let mut memory_space = None;
        if self.peek() == b'>' {
            return Ok((layout, memory_space));
        }
        if !self.eat(b',') {
            return self.unexpected_token("expected ',' or '>' in memref type");
        }
        if self.peek() == b'>' {
            return self.unexpected_token("expected list element");
        }
        loop {
            let a = self.parse_attr()?;
            let is_layout = matches!(self.ctx.attr_kind(a), AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. });
            self.skip_ws();
            if !is_layout {
                if memory_space.is_some() {
                    return self.err("multiple memory spaces specified in memref type");
                }
                memory_space = Some(self.normalize_memory_space(a));
            } else {
                let Some((rank, keyword)) = ranked else {
                    return self.err("cannot have affine map for unranked memref type");
                };
                if memory_space.is_some() {
                    return self.err("expected memory space to be last in memref type");
                }
                match self.ctx.attr_kind(a) {
                    AttrKind::AffineMap(m) if m.num_dims as usize != rank => {
                        let message =
                            format!("memref layout mismatch between rank and affine map: {rank} != {}", m.num_dims);
                        return self.err_at(keyword, message);
                    }
                    AttrKind::StridedLayout { strides, .. } if strides.len() != rank => {
                        return self.err_at(keyword, "expected the number of strides to match the rank");
                    }
                    _ => {}
                }
                let identity = matches!(self.ctx.attr_kind(a), AttrKind::AffineMap(m) if m.is_identity());
                layout = if identity { None } else { Some(a) };
            }
            if self.peek() == b'>' {
                return Ok((layout, memory_space));
            }
            if !self.eat(b',') {
                return self.unexpected_token("expected ',' or '>'");
            }
        }
    }

    pub(super) fn normalize_memory_space(&self, a: Attribute) -> Attribute {
        a
    }
}

/// The widest integer type MLIR allows (`IntegerType::kMaxWidth`).
const MAX_INTEGER_WIDTH: u32 = (1 << 24) - 1;

/// `i`, `si` or `ui` followed by digits, as MLIR's lexer reads an integer
/// type (any digits, leading zeros too: `i01` is `i1`): its signedness and
/// its width, or MLIR's error for a width past [`MAX_INTEGER_WIDTH`];
/// `None` for any other word.
pub(super) fn integer_keyword(word: &str) -> Option<(Signedness, Result<u32, String>)> {
    let (signedness, digits) = if let Some(d) = word.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = word.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else {
        (Signedness::Signless, word.strip_prefix('i')?)
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let width = match digits.parse::<u32>() {
        Err(_) => Err("invalid integer width".to_string()),
        Ok(w) if w > MAX_INTEGER_WIDTH => Err(format!("integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits")),
        Ok(w) => Ok(w),
    };
    Some((signedness, width))
}
