//! Dense data: `dense<...>` literals (nested lists, splats, hex blobs),
//! `array<...>` and `sparse<...>`, checked against their shaped type and
//! stored as [`DenseData`].

use super::attributes::IntLiteralUse;
use super::{PResult, Parser};

use crate::ir::attributes::{AttrKind, Attribute, DenseData};
use crate::ir::context::Context;
use crate::ir::types::{Type, TypeKind, DYNAMIC};

impl<'a> Parser<'a, '_> {
    /// `array<i32: 1, 2>` / `array<f32>`, as MLIR's `parseDenseArrayAttr`
    /// reads it: integers of whole bytes or `i1` (written `true` and
    /// `false`), and floats of whole bytes.
    pub(super) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        if !self.eat(b'<') {
            return self.unexpected_token("expected '<' after 'array'");
        }
        let ctx = self.ctx;
        let type_pos = self.token_pos();
        let element = self.parse_type()?;
        let (width, float) = match ctx.type_kind(element) {
            TypeKind::Integer { width, .. } => (*width, None),
            TypeKind::Float(kind) => (ctx.int_or_float_width(element).unwrap_or(0), Some(*kind)),
            _ => {
                let message = format!("expected integer or float type, got: '{}'", ctx.type_to_string(element));
                return self.err_at(type_pos, message);
            }
        };
        let is_i1 = float.is_none() && width == 1;
        if !is_i1 && width % 8 != 0 {
            return self.err_at(type_pos, "element type bitwidth must be a multiple of 8");
        }
        let mut values = Vec::new();
        if !self.eat(b'>') {
            if !self.eat(b':') {
                return self.unexpected_token("expected ':' after dense array type");
            }
            loop {
                let pos = self.token_pos();
                // `->` is an arrow, not a sign.
                let neg = !self.src[pos..].starts_with(b"->") && self.eat(b'-');
                if let Some(kind) = float {
                    let Some(number) = self.number_text() else { return self.err_at(pos, "expected float literal") };
                    values.push(self.float_value(kind, number, neg, pos)?.bits as i128);
                } else if self.at_keyword("true") || self.at_keyword("false") {
                    if !is_i1 {
                        let at = self.token_pos();
                        return self.err_at(at, "expected i1 type for 'true' or 'false' values");
                    }
                    values.push(i128::from(self.bare_ident() == Some("true")));
                } else {
                    let Some(text) = self.integer_token() else { return self.unexpected("expected integer literal") };
                    if is_i1 {
                        let at = self.token_pos();
                        return self.err_at(at, "expected 'true' or 'false' values for i1 type");
                    }
                    let a = self.int_attr(element, text, neg, pos, IntLiteralUse::DenseArray)?;
                    values.push(ctx.int_value(a).unwrap_or(0));
                }
                if !self.eat(b',') {
                    break;
                }
            }
            if !self.eat(b'>') {
                return self.unexpected_token("expected '>' to close an array attribute");
            }
        }
        Ok(ctx.intern_attr(AttrKind::DenseArray { element, values: values.into() }))
    }

    /// `dense<...> : type`, the `dense` keyword at `keyword`.
    pub(super) fn parse_dense(&mut self, keyword: usize) -> PResult<Attribute> {
        self.expect(b'<', " after 'dense'")?;
        self.skip_ws();
        // `dense<>` has no literal.
        let lit = if self.peek() == b'>' { None } else { Some(self.parse_dense_literal()?) };
        self.expect(b'>', "")?;
        self.expect(b':', "")?;
        let ty = self.parse_type()?;
        self.build_dense(ty, lit.as_ref(), keyword)
    }

    /// `sparse<indices, values> : type`, the `sparse` keyword at `keyword`,
    /// as MLIR's `parseSparseElementsAttr` reads it and
    /// `SparseElementsAttr::verify` checks it.
    pub(super) fn parse_sparse(&mut self, keyword: usize) -> PResult<Attribute> {
        if !self.eat(b'<') {
            return self.unexpected_token("Expected '<' after 'sparse'");
        }
        if self.eat(b'>') {
            return self.parse_empty_sparse(keyword);
        }
        self.skip_ws();
        let indices_pos = self.pos;
        let indices = self.parse_dense_literal()?;
        self.expect(b',', "")?;
        self.skip_ws();
        let values_pos = self.pos;
        let values = self.parse_dense_literal()?;
        self.expect(b'>', "")?;
        self.expect(b':', "")?;
        let ty = self.parse_type()?;
        let ctx = self.ctx;
        let shape = self.elements_literal_shape(ty, keyword)?;
        let rank = shape.len();
        // A single index is one index of the type's rank; a single value,
        // the value of every index.
        let mut indices_shape = shape_of(&indices);
        if indices_shape.is_empty() {
            indices_shape = vec![1, rank];
        }
        let mut values_shape = shape_of(&values);
        if values_shape.is_empty() {
            values_shape = vec![indices_shape[0]];
        }
        let indices_type = ranked_tensor(ctx, &indices_shape, ctx.i64());
        let indices = self.build_dense(indices_type, Some(&indices), indices_pos)?;
        let values_type = ranked_tensor(ctx, &values_shape, ctx.element_type_or_self(ty));
        let values = self.build_dense(values_type, Some(&values), values_pos)?;

        if values_shape.len() != 1 {
            return self.err_at(keyword, "expected 1-d tensor for sparse element values");
        }
        let shapes_agree = match *indices_shape.as_slice() {
            [count, index_rank] => index_rank == rank && count == values_shape[0],
            [count] => rank == 1 && count == values_shape[0],
            _ => false,
        };
        if !shapes_agree {
            let message = format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                list_dims(&shape),
                list_dims(&indices_shape),
                list_dims(&values_shape)
            );
            return self.err_at(keyword, message);
        }
        if let AttrKind::DenseElements { data: DenseData::Ints(coords), splat, .. } = ctx.attr_kind(indices) {
            // A splat holds one coordinate: every index is made of it. The
            // coordinates are read as unsigned, as MLIR reads them.
            let coord = |i: usize, d: usize| (if *splat { coords[0] } else { coords[i * rank + d] }) as u64;
            let rows = if *splat { 1 } else { indices_shape[0] };
            let outside = |&i: &usize| (0..rank).any(|d| coord(i, d) >= shape[d] as u64);
            if let Some(i) = (0..rows).find(outside) {
                let message = format!(
                    "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                    list_dims(&(0..rank).map(|d| coord(i, d)).collect::<Vec<_>>()),
                    ctx.type_to_string(ty)
                );
                return self.err_at(keyword, message);
            }
        }
        Ok(ctx.intern_attr(AttrKind::Sparse { ty, indices, values }))
    }

    /// `sparse<> : type`, no index (after the `>`).
    fn parse_empty_sparse(&mut self, keyword: usize) -> PResult<Attribute> {
        self.expect(b':', "")?;
        let ty = self.parse_type()?;
        let ctx = self.ctx;
        let rank = self.elements_literal_shape(ty, keyword)?.len();
        let indices = self.build_dense(ranked_tensor(ctx, &[0, rank], ctx.i64()), None, keyword)?;
        let values = self.build_dense(ranked_tensor(ctx, &[0], ctx.element_type_or_self(ty)), None, keyword)?;
        Ok(ctx.intern_attr(AttrKind::Sparse { ty, indices, values }))
    }

    /// The shape of an elements literal's type (MLIR's
    /// `parseElementsLiteralType`): static, errors at `keyword`.
    fn elements_literal_shape(&self, ty: Type, keyword: usize) -> PResult<Vec<i64>> {
        let Some(shape) = self.ctx.shape(ty) else {
            return self.err_at(keyword, "elements literal must be a shaped type");
        };
        if shape.contains(&DYNAMIC) {
            return self.err_at(keyword, "elements literal type must have static shape");
        }
        Ok(shape.to_vec())
    }

    /// A part of a complex element: an element, not a list.
    fn parse_complex_part(&mut self) -> PResult<DenseLit<'a>> {
        if self.peek() == b'[' {
            return self.err_at(self.pos, "expected element literal of primitive type");
        }
        self.parse_dense_literal()
    }

    pub(super) fn parse_dense_literal(&mut self) -> PResult<DenseLit<'a>> {
        self.nested(Self::parse_dense_literal_unguarded)
    }

    pub(super) fn parse_dense_literal_unguarded(&mut self) -> PResult<DenseLit<'a>> {
        self.skip_ws();
        let pos = self.pos;
        match self.peek_raw() {
            b'[' => {
                self.pos += 1;
                let mut items = Vec::new();
                let mut first_shape: Option<Vec<usize>> = None;
                if !self.eat(b']') {
                    loop {
                        let item = self.parse_dense_literal()?;
                        // Every element has the first's shape (MLIR reports
                        // at the token after the one that does not).
                        let shape = shape_of(&item);
                        match &first_shape {
                            None => first_shape = Some(shape),
                            Some(first) if *first != shape => {
                                let at = self.token_pos();
                                return self.err_at(
                                    at,
                                    "tensor literal is invalid; ranks are not consistent between elements",
                                );
                            }
                            Some(_) => {}
                        }
                        items.push(item);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return self.unexpected_token("expected ']'");
                        }
                    }
                }
                Ok(DenseLit::List(items, pos))
            }
            b'(' => {
                self.pos += 1;
                let re = self.parse_complex_part()?;
                self.expect(b',', " between complex elements")?;
                let im = self.parse_complex_part()?;
                self.expect(b')', " after complex elements")?;
                Ok(DenseLit::Complex(Box::new(re), Box::new(im), pos))
            }
            b'"' => {
                let s = self.string_lit()?;
                Ok(DenseLit::Str(s, pos))
            }
            // `->` is an arrow, no element.
            b'-' if self.src.get(pos + 1) == Some(&b'>') => {
                self.err_at(pos, "expected element literal of primitive type")
            }
            b'-' => {
                self.pos += 1;
                match self.number_text() {
                    Some((t, f)) => Ok(DenseLit::Num { text: t, negative: true, is_float: f, pos }),
                    None => self.unexpected("expected integer or floating point literal"),
                }
            }
            _ => {
                if let Some((t, f)) = self.number_text() {
                    return Ok(DenseLit::Num { text: t, negative: false, is_float: f, pos });
                }
                match self.bare_ident() {
                    Some("true") => Ok(DenseLit::Bool(true, pos)),
                    Some("false") => Ok(DenseLit::Bool(false, pos)),
                    _ => {
                        self.pos = pos;
                        self.unexpected("expected element literal of primitive type")
                    }
                }
            }
        }
    }

    /// The attribute of type `ty` for the literal `lit` (`None` for
    /// `dense<>`) of a `dense` keyword at `keyword` (or, in a `sparse`
    /// attribute, the literal's own start).
    pub(super) fn build_dense(&self, ty: Type, lit: Option<&DenseLit<'a>>, keyword: usize) -> PResult<Attribute> {
        let ctx = self.ctx;
        let shape = self.elements_literal_shape(ty, keyword)?;
        let elem = ctx.element_type_or_self(ty);
        let num: usize = shape.iter().map(|&d| d as usize).product();
        // Hex blob.
        if let Some(DenseLit::Str(bytes, spos)) = lit {
            // A string is hex data, unless the elements are strings (of any
            // other type, as in MLIR).
            let numeric = matches!(
                ctx.type_kind(elem),
                TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Index | TypeKind::Complex(_)
            );
            if numeric {
                let Some(raw) = bytes.strip_prefix(b"0x").and_then(decode_hex) else {
                    return self.err_at(*spos, "expected string containing hex digits starting with `0x`");
                };
                return self.dense_from_raw(ty, elem, num, &raw, keyword);
            }
        }
        let mut flat: Vec<&DenseLit<'a>> = Vec::new();
        match lit {
            // No element: right for any shape with a zero dimension.
            None if num != 0 => {
                let message =
                    format!("parsed zero elements, but type ('{}') expected at least 1", ctx.type_to_string(ty));
                return self.err_at(keyword, message);
            }
            None => {}
            // A list has the type's shape.
            Some(list @ DenseLit::List(..)) => {
                let lit_shape = shape_of(list);
                let shape: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
                if lit_shape != shape {
                    let message = format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        list_dims(&lit_shape),
                        list_dims(&shape)
                    );
                    return self.err_at(keyword, message);
                }
                list.flatten(&mut flat);
            }
            Some(splat) => flat.push(splat),
        }
        let (is_complex, scalar) = match ctx.type_kind(elem) {
            TypeKind::Complex(t) => (true, *t),
            _ => (false, elem),
        };
        let mut scalars: Vec<&DenseLit<'a>> = Vec::new();
        for l in &flat {
            match (is_complex, l) {
                (true, DenseLit::Complex(re, im, _)) => {
                    scalars.push(re);
                    scalars.push(im);
                }
                (true, other) => return self.err_at(other.pos(), "expected complex literal"),
                (false, l) => scalars.push(l),
            }
        }
        let data = match ctx.type_kind(scalar).clone() {
            TypeKind::Float(kind) => {
                let mut v = Vec::with_capacity(scalars.len());
                for s in &scalars {
                    match s {
                        DenseLit::Num { text, negative, is_float, pos } => {
                            v.push(self.float_value(kind, (text, *is_float), *negative, *pos)?.bits);
                        }
                        other => return self.err_at(other.pos(), "expected floating point literal"),
                    }
                }
                DenseData::Floats(v.into())
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                let is_bool = ctx.is_signless_integer(scalar, 1);
                let mut v = Vec::with_capacity(scalars.len());
                for s in &scalars {
                    match s {
                        DenseLit::Bool(b, _) if is_bool => v.push(*b as i128),
                        DenseLit::Num { text, negative, is_float: false, pos } => {
                            let a = self.int_attr(scalar, text, *negative, *pos, IntLiteralUse::DenseElements)?;
                            v.push(ctx.int_value(a).unwrap_or(0));
                        }
                        DenseLit::Num { is_float: true, pos, .. } => {
                            return self.err_at(*pos, "expected integer elements, but parsed floating-point")
                        }
                        other => return self.err_at(other.pos(), "expected integer elements"),
                    }
                }
                DenseData::Ints(v.into())
            }
            _ => {
                let mut v = Vec::with_capacity(scalars.len());
                for s in &scalars {
                    match s {
                        DenseLit::Str(b, _) => v.push(b.clone().into_boxed_slice()),
                        other => return self.err_at(other.pos(), "expected string elements"),
                    }
                }
                DenseData::Strings(v.into())
            }
        };
        Ok(make_dense(ctx, ty, data, if is_complex { 2 } else { 1 }))
    }

    pub(super) fn dense_from_raw(
        &self,
        ty: Type,
        elem: Type,
        num: usize,
        raw: &[u8],
        pos: usize,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let (is_complex, scalar) = match ctx.type_kind(elem) {
            TypeKind::Complex(t) => (true, *t),
            _ => (false, elem),
        };
        let per = if is_complex { 2 } else { 1 };
        let Some(width) = ctx.int_or_float_width(scalar) else {
            return self.err_at(pos, "unsupported element type for hex data");
        };
        let bytes_per = if width == 1 { 1 } else { width.div_ceil(8) as usize };
        let total = num * per;
        let count = if raw.len() == bytes_per * per && total != per { per } else { total };
        if raw.len() != count * bytes_per {
            let message = format!("elements hex data size is invalid for provided type: '{}'", ctx.type_to_string(ty));
            return self.err_at(pos, message);
        }
        let mut vals = Vec::with_capacity(count);
        for i in 0..count {
            let mut v: u128 = 0;
            for (k, b) in raw[i * bytes_per..(i + 1) * bytes_per].iter().enumerate() {
                v |= (*b as u128) << (8 * k);
            }
            vals.push(v);
        }
        let data = if ctx.is_float(scalar) {
            DenseData::Floats(vals.into())
        } else {
            DenseData::Ints(vals.into_iter().map(|v| ctx.normalize_int(scalar, v as i128)).collect())
        };
        Ok(make_dense(ctx, ty, data, per))
    }
}

/// A `dense<...>` literal before its type is known.
pub(super) enum DenseLit<'a> {
    List(Vec<DenseLit<'a>>, usize),
    Num { text: &'a str, negative: bool, is_float: bool, pos: usize },
    Bool(bool, usize),
    Str(Vec<u8>, usize),
    Complex(Box<DenseLit<'a>>, Box<DenseLit<'a>>, usize),
}

impl<'a> DenseLit<'a> {
    pub(super) fn pos(&self) -> usize {
        match self {
            DenseLit::List(_, p) | DenseLit::Bool(_, p) | DenseLit::Str(_, p) | DenseLit::Complex(_, _, p) => *p,
            DenseLit::Num { pos, .. } => *pos,
        }
    }

    pub(super) fn shape(&self, out: &mut Vec<usize>) {
        if let DenseLit::List(items, _) = self {
            out.push(items.len());
            if let Some(first) = items.first() {
                first.shape(out);
            }
        }
    }

    pub(super) fn flatten<'s>(&'s self, out: &mut Vec<&'s DenseLit<'a>>) {
        match self {
            DenseLit::List(items, _) => items.iter().for_each(|i| i.flatten(out)),
            other => out.push(other),
        }
    }
}

/// Builds a dense elements attribute, detecting splats as MLIR does.
pub(crate) fn make_dense(ctx: &Context, ty: Type, data: DenseData, per_elem: usize) -> Attribute {
    let shape_elems: usize = ctx.shape(ty).map(|s| s.iter().map(|&d| d.max(0) as usize).product()).unwrap_or(1);
    let (splat, data) = match data {
        DenseData::Ints(v) => {
            let (s, v) = splat_of(v.into_vec(), per_elem, shape_elems);
            (s, DenseData::Ints(v.into()))
        }
        DenseData::Floats(v) => {
            let (s, v) = splat_of(v.into_vec(), per_elem, shape_elems);
            (s, DenseData::Floats(v.into()))
        }
        DenseData::Strings(v) => {
            let (s, v) = splat_of(v.into_vec(), per_elem, shape_elems);
            (s, DenseData::Strings(v.into()))
        }
    };
    ctx.intern_attr(AttrKind::DenseElements { ty, splat, data })
}

pub(super) fn splat_of<T: PartialEq + Clone>(mut v: Vec<T>, per: usize, shape_elems: usize) -> (bool, Vec<T>) {
    if v.len() == per && shape_elems >= 1 {
        return (true, v);
    }
    if v.len() >= 2 * per && v.chunks(per).all(|c| c == &v[..per]) {
        v.truncate(per);
        return (true, v);
    }
    (false, v)
}

pub(super) fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if hex.len() % 2 != 0 {
        return None;
    }
    hex.chunks(2).map(|c| std::str::from_utf8(c).ok().and_then(|s| u8::from_str_radix(s, 16).ok())).collect()
}

/// The shape of a literal whose lists were each checked to be regular.
fn shape_of(lit: &DenseLit<'_>) -> Vec<usize> {
    let mut shape = Vec::new();
    lit.shape(&mut shape);
    shape
}

/// `tensor<shape x element>`, the type a literal's part is read as.
fn ranked_tensor(ctx: &Context, shape: &[usize], element: Type) -> Type {
    let shape = shape.iter().map(|&d| d as i64).collect();
    ctx.intern_type(TypeKind::RankedTensor { shape, element, encoding: None })
}

/// `2, 3`: dimensions (or an index) as MLIR's messages list them.
fn list_dims<T: std::fmt::Display>(dims: &[T]) -> String {
    dims.iter().map(T::to_string).collect::<Vec<_>>().join(", ")
}
