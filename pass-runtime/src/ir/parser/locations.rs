//! Locations: trailing `loc(...)`, MLIR's location kinds, and `#loc` aliases
//! used before their definition, resolved once the file is read.

use rustc_hash::FxHashMap;

use super::lexer::parse_int_text;
use super::{PResult, Parser};

use crate::ir::attributes::{LocKind, Location};
use crate::ir::body::{Body, OpId, ValueId};
use crate::ir::entity::EntityId;
use crate::ir::module::OwnedOp;

impl<'a> Parser<'a, '_> {
    /// `loc(...)` after an op or block argument.
    pub(super) fn parse_trailing_loc(&mut self) -> PResult<Location> {
        self.pos += 3;
        self.expect(b'(', " in location")?;
        let loc = if self.peek() == b'#' {
            let pos = self.pos;
            self.pos += 1;
            let Some(name) = self.alias_ident() else { return self.err("expected location alias") };
            match self.attr_aliases.get(name) {
                Some(&a) if self.ctx.is_location(a) => self.ctx.attr_as_loc(a).expect("checked"),
                Some(_) => return self.err_at(pos, "expected location attribute, but got non-location attribute"),
                None => {
                    // Location aliases may be defined after the op (MLIR prints
                    // them at the end of the file): use a placeholder for now.
                    let ph = self
                        .ctx
                        .location(LocKind::Name { name: self.ctx.ident(&format!("\0alias {name}")), child: None });
                    self.pending_locs.insert(ph, (name, pos));
                    ph
                }
            }
        } else {
            self.parse_loc_body()?
        };
        self.expect(b')', " in location")?;
        Ok(loc)
    }

    /// A line or column number of a file location, or MLIR's `message`.
    fn loc_number(&mut self, message: &str) -> PResult<u32> {
        self.skip_ws();
        let start = self.pos;
        match self.int_lit_text() {
            Some(text) => match parse_int_text(text).and_then(|v| u32::try_from(v).ok()) {
                Some(n) => Ok(n),
                None => self.err_at(start, message),
            },
            None => self.unexpected_token(message),
        }
    }

    /// The inside of `loc(...)`.
    pub(super) fn parse_loc_body(&mut self) -> PResult<Location> {
        self.nested(Self::parse_loc_body_unguarded)
    }

    pub(super) fn parse_loc_body_unguarded(&mut self) -> PResult<Location> {
        let c = self.peek();
        if c == b'#' {
            let pos = self.pos;
            self.pos += 1;
            let Some(name) = self.alias_ident() else { return self.err("expected location alias") };
            return match self.attr_aliases.get(name) {
                Some(&a) if self.ctx.is_location(a) => Ok(self.ctx.attr_as_loc(a).expect("checked")),
                Some(_) => self.err_at(pos, "expected location attribute, but got non-location attribute"),
                // MLIR reports as it takes the alias: where the next token is.
                None => self.unexpected_token(&format!("undefined symbol alias id '{name}'")),
            };
        }
        if c == b'"' {
            let spos = self.pos;
            let s = self.string_utf8()?;
            if self.eat(b':') {
                // MLIR's `parseNameOrFileLineColRange`: a line alone, a line
                // and column, or a range ending on the same line (`to :c`)
                // or another (`to l:c`); each kept as written.
                let file = self.ctx.ident(&s);
                let line = self.loc_number("expected integer line number in FileLineColRange")?;
                if !self.eat(b':') {
                    return Ok(self.ctx.location(LocKind::FileLine { file, line }));
                }
                let col = self.loc_number("expected integer column number in FileLineColRange")?;
                if !self.at_keyword("to") {
                    return Ok(self.ctx.location(LocKind::FileLineCol { file, line, col }));
                }
                self.pos += 2;
                self.skip_ws();
                let end_line = if self.peek_raw().is_ascii_digit() {
                    Some(self.loc_number("expected integer line number in FileLineColRange")?)
                } else {
                    None
                };
                if !self.eat(b':') {
                    return self.unexpected_token("expected either integer or `:` post `to` in FileLineColRange");
                }
                let end_col = self.loc_number("expected integer column number in FileLineColRange")?;
                return Ok(self.ctx.location(LocKind::FileLineColRange { file, line, col, end_line, end_col }));
            }
            let _ = spos;
            let name = self.ctx.ident(&s);
            let mut child = None;
            if self.eat(b'(') {
                child = Some(self.parse_loc_body()?);
                self.expect(b')', " after child location of NameLoc")?;
            }
            return Ok(self.ctx.location(LocKind::Name { name, child }));
        }
        let pos = self.pos;
        match self.bare_ident() {
            Some("unknown") => Ok(self.ctx.unknown_loc()),
            Some("callsite") => {
                self.expect(b'(', " in callsite location")?;
                let callee = self.parse_loc_body()?;
                if !self.at_keyword("at") {
                    return self.unexpected_token("expected 'at' in callsite location");
                }
                self.pos += 2;
                let caller = self.parse_loc_body()?;
                self.expect(b')', " in callsite location")?;
                Ok(self.ctx.location(LocKind::CallSite { callee, caller }))
            }
            Some("fused") => {
                let mut metadata = None;
                if self.eat(b'<') {
                    metadata = Some(self.parse_attr()?);
                    self.expect(b'>', " after fused location metadata")?;
                }
                self.expect(b'[', " in fused location")?;
                let mut locs = Vec::new();
                self.parse_comma_list(b']', "expected ']' in fused location", |p| {
                    locs.push(p.parse_loc_body()?);
                    Ok(())
                })?;
                Ok(self.ctx.location(LocKind::Fused { locs: locs.into(), metadata }))
            }
            _ => {
                self.pos = pos;
                self.unexpected_token("expected location instance")
            }
        }
    }

    pub(super) fn resolve_pending_locs(&mut self, owned: &mut OwnedOp) -> PResult<()> {
        let mut resolved: FxHashMap<Location, Location> = FxHashMap::default();
        for (&ph, &(name, pos)) in &self.pending_locs {
            match self.attr_aliases.get(name) {
                Some(&a) if self.ctx.is_location(a) => {
                    resolved.insert(ph, self.ctx.attr_as_loc(a).expect("checked"));
                }
                Some(_) => return self.err_at(pos, "expected location attribute, but got non-location attribute"),
                None => return self.err_at(pos, format!("undefined symbol alias id '{name}'")),
            }
        }
        let top = owned.op();
        fix_locs(owned.enclosing_body_mut(), &resolved);
        let _ = top;
        Ok(())
    }
}

/// Replaces placeholder locations in every op and block argument.
pub(super) fn fix_locs(body: &mut Body, map: &FxHashMap<Location, Location>) {
    let n = body.op_capacity();
    for i in 0..n {
        let op = OpId::new(i);
        if body.is_erased(op) {
            continue;
        }
        if let Some(&l) = map.get(&body.loc(op)) {
            body.op_mut(op).set_loc(l);
        }
        if let Some(inner) = body.isolated_body_mut(op) {
            fix_locs(inner, map);
        }
    }
    for i in 0..body.value_capacity() {
        let v = ValueId::new(i);
        if let crate::ir::body::ValueDef::BlockArg { .. } = body.value_def(v) {
            if let Some(&l) = map.get(&body.value_loc(v)) {
                body.set_value_loc(v, l);
            }
        }
    }
}
