//! SSA value and block names and the scopes they are defined in: names as
//! numeric keys ([`Name`]), the value table of each isolated region, block
//! tables of each region, and forward references resolved when their
//! definition comes.

use rustc_hash::FxHashMap;

use super::lexer::is_suffix_char;
use super::{PResult, Parser};

use crate::ir::body::{BlockId, Body, ValueId};
use crate::ir::diagnostic::Diagnostic;
use crate::ir::entity::EntityId;
use crate::ir::types::Type;

/// A named value definition visible in a scope.
#[derive(Clone, Copy)]
pub(super) struct ValueDefRec {
    pub(super) first: ValueId,
    pub(super) count: u32,
    pub(super) pos: usize,
}

#[derive(Clone, Copy)]
pub(super) struct BlockRec {
    pub(super) block: BlockId,
    pub(super) defined: bool,
    pub(super) first_use: usize,
}

/// A value or block name as a table key: a number, so that looking a name up
/// hashes one word and compares no text. The names MLIR prints (`%12`,
/// `%arg3`, `^bb4`) are their number shifted left by two with the prefix in
/// the low bits (0: none, 1: `arg`, 2: `bb`); other names are numbered in
/// order of appearance, with 3 in the low bits (see `Parser::name_key`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Name(pub(super) u64);

impl Name {
    /// The key of a name MLIR prints, or `None` for other names.
    fn printed(s: &str) -> Option<Name> {
        let (tag, digits) = if let Some(d) = s.strip_prefix("arg") {
            (1, d)
        } else if let Some(d) = s.strip_prefix("bb") {
            (2, d)
        } else {
            (0, s)
        };
        let b = digits.as_bytes();
        // `%01` and `%1` are different names: only canonical numbers (no
        // leading zero) that fit become numbers.
        if b.is_empty() || b.len() > 18 || b[0] == b'0' && b.len() > 1 || !b.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let n = b.iter().fold(0u64, |n, &c| n * 10 + u64::from(c - b'0'));
        Some(Name(n << 2 | tag))
    }
}

/// The values visible in the region of an isolated op (its own and those of
/// the regions nested in it that are open), in one table: a lookup is one
/// probe instead of one per enclosing region.
#[derive(Default)]
pub(super) struct ValueScope {
    pub(super) values: FxHashMap<Name, ValueDefRec>,
    /// The names defined in the open regions, in order; a region that closes
    /// removes the names it added.
    pub(super) defined: Vec<Name>,
}

pub(super) struct RegionScope {
    pub(super) blocks: FxHashMap<Name, BlockRec>,
    /// True for the top region of an isolated op: it has a `ValueScope` of
    /// its own.
    pub(super) isolated: bool,
    /// Where this region's names start in `ValueScope::defined`.
    pub(super) first_defined: usize,
}

/// Forward references of one isolated scope, by `(name, result number)`.
#[derive(Default)]
pub(super) struct ForwardRefs {
    pub(super) refs: FxHashMap<(Name, u32), (ValueId, usize)>,
}

/// A use of a value: `%name#number` at `pos` (the text of the name is
/// found again from `pos` for messages).
pub(super) struct OperandRef {
    pub(super) key: Name,
    pub(super) number: u32,
    pub(super) pos: usize,
}

impl<'a> Parser<'a, '_> {
    /// The suffix of a `%name` with its table key. The names MLIR prints
    /// (`%12`, `%arg3`) are converted to numbers as they are scanned.
    pub(super) fn ssa_name(&mut self) -> Option<Name> {
        let s = self.src;
        let start = self.pos;
        let (tag, digits) = match s.get(start) {
            Some(c) if c.is_ascii_digit() => (0, start),
            Some(b'a') if s.get(start + 1..start + 3) == Some(b"rg") => (1, start + 3),
            _ => return self.ssa_name_slow(),
        };
        let mut n = 0u64;
        let mut end = digits;
        while end < s.len() && s[end].is_ascii_digit() {
            n = n.wrapping_mul(10).wrapping_add(u64::from(s[end] - b'0'));
            end += 1;
        }
        let len = end - digits;
        // `%argument` or `%arg1x` are names of their own.
        if tag == 1 && (len == 0 || s.get(end).is_some_and(|&c| is_suffix_char(c))) {
            return self.ssa_name_slow();
        }
        self.pos = end;
        // `%01` and `%1` are different names.
        let canonical = (s[digits] != b'0' || len == 1) && len <= 18;
        if canonical {
            Some(Name(n << 2 | tag))
        } else {
            Some(self.name_key(&self.text[start..end]))
        }
    }

    pub(super) fn ssa_name_slow(&mut self) -> Option<Name> {
        let text = self.suffix_id()?;
        Some(self.name_key(text))
    }

    /// The key of a value or block name (see [`Name`]).
    pub(super) fn name_key(&mut self, text: &'a str) -> Name {
        if let Some(key) = Name::printed(text) {
            return key;
        }
        let next = Name((self.other_names.len() as u64) << 2 | 3);
        *self.other_names.entry(text).or_insert(next)
    }

    /// The text of the value or block name whose sigil (`%`, `^`) is at
    /// `pos`, for messages.
    pub(super) fn name_at(&self, pos: usize) -> &'a str {
        let start = pos + 1;
        let rest = &self.src[start..];
        let len = if rest.first().is_some_and(u8::is_ascii_digit) {
            rest.iter().take_while(|c| c.is_ascii_digit()).count()
        } else {
            rest.iter().take_while(|&&c| is_suffix_char(c)).count()
        };
        &self.text[start..start + len]
    }

    // Inlined into the generic op parser's operand loop, its hottest path;
    // custom parsers call it too.
    #[inline(always)]
    pub(super) fn parse_operand_ref(&mut self) -> PResult<OperandRef> {
        let pos = self.sigil(b'%', "expected SSA operand")?;
        let Some(key) = self.ssa_name() else { return self.missing_name(pos, "expected valid ssa identifier") };
        let mut number = 0;
        if self.peek_raw() == b'#' {
            if let Some((at, message)) = self.malformed_token() {
                return self.err_at(at, message);
            }
            self.pos += 1;
            let n = self.parse_u64("result number")?;
            number = u32::try_from(n).or_else(|_| self.err_at(pos, "invalid SSA value result number"))?;
        }
        Ok(OperandRef { key, number, pos })
    }

    #[inline]
    pub(super) fn lookup_value(&self, name: Name) -> Option<ValueDefRec> {
        self.value_scopes.last().expect("value scope").values.get(&name).copied()
    }

    /// True when `name` is visible only across an isolation boundary.
    pub(super) fn defined_above_isolation(&self, name: Name) -> bool {
        let outer = &self.value_scopes[..self.value_scopes.len() - 1];
        outer.iter().any(|s| s.values.contains_key(&name))
    }

    /// A use of the value `d` defined before.
    #[inline]
    pub(super) fn use_defined(&self, body: &Body, r: &OperandRef, d: ValueDefRec, ty: Type) -> PResult<ValueId> {
        if r.number >= d.count {
            return self.err_at(r.pos, "reference to invalid result number");
        }
        let v = ValueId::new(d.first.index() + r.number as usize);
        let vt = body.value_type(v);
        if vt != ty {
            return self.use_type_mismatch(r, d.pos, ty, vt);
        }
        Ok(v)
    }

    #[cold]
    pub(super) fn use_type_mismatch(&self, r: &OperandRef, prior: usize, ty: Type, vt: Type) -> PResult<ValueId> {
        Err(Diagnostic::error(
            self.loc_at(r.pos),
            format!(
                "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                self.name_at(r.pos),
                self.ctx.type_to_string(ty),
                self.ctx.type_to_string(vt)
            ),
        )
        .with_note(self.loc_at(prior), "prior use here"))
    }

    /// A use of a value not defined yet: a placeholder until its definition.
    pub(super) fn use_forward(&mut self, body: &mut Body, r: &OperandRef, ty: Type) -> PResult<ValueId> {
        let fwd = self.forward.last_mut().expect("forward-reference scope");
        if let Some(&(v, pos)) = fwd.refs.get(&(r.key, r.number)) {
            let vt = body.value_type(v);
            if vt != ty {
                return self.use_type_mismatch(r, pos, ty, vt);
            }
            return Ok(v);
        }
        let v = body.create_detached_value(ty, self.ctx.unknown_loc());
        fwd.refs.insert((r.key, r.number), (v, r.pos));
        Ok(v)
    }

    pub(super) fn define_value(
        &mut self,
        body: &mut Body,
        key: Name,
        first: ValueId,
        count: u32,
        pos: usize,
    ) -> PResult<()> {
        let scope = self.value_scopes.last_mut().expect("value scope");
        match scope.values.entry(key) {
            std::collections::hash_map::Entry::Occupied(prev) => {
                let prev = prev.get().pos;
                let name = self.name_at(pos);
                return Err(Diagnostic::error(self.loc_at(pos), format!("redefinition of SSA value '%{name}'"))
                    .with_note(self.loc_at(prev), "previously defined here"));
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(ValueDefRec { first, count, pos });
                scope.defined.push(key);
            }
        }
        let fwd = self.forward.last_mut().expect("forward-reference scope");
        if !fwd.refs.is_empty() {
            for i in 0..count {
                if let Some((placeholder, use_pos)) = fwd.refs.remove(&(key, i)) {
                    let v = ValueId::new(first.index() + i as usize);
                    let (pt, vt) = (body.value_type(placeholder), body.value_type(v));
                    if pt != vt {
                        let name = self.name_at(pos);
                        return Err(Diagnostic::error(
                            self.loc_at(pos),
                            format!("definition of SSA value '%{name}#{i}' has type '{}'", self.ctx.type_to_string(vt)),
                        )
                        .with_note(
                            self.loc_at(use_pos),
                            format!("previously used here with type '{}'", self.ctx.type_to_string(pt)),
                        ));
                    }
                    body.replace_all_uses_with(placeholder, v);
                }
            }
        }
        Ok(())
    }

    pub(super) fn finish_forward_refs(&mut self) -> PResult<()> {
        let fwd = self.forward.pop().expect("forward-reference scope");
        if let Some((_, &(_, pos))) = fwd.refs.iter().min_by_key(|(_, (_, pos))| *pos) {
            return self.err_at(pos, "use of undeclared SSA value name");
        }
        Ok(())
    }

    pub(super) fn block_ref(&mut self, body: &mut Body, name: Name, pos: usize) -> BlockId {
        let scope = self.scopes.last_mut().expect("region scope");
        if let Some(b) = scope.blocks.get(&name) {
            return b.block;
        }
        let b = body.create_block();
        scope.blocks.insert(name, BlockRec { block: b, defined: false, first_use: pos });
        b
    }

    /// Opens the scope of a region, reusing the tables of closed ones.
    pub(super) fn push_scope(&mut self, isolated: bool) {
        if isolated {
            let values = self.free_value_scopes.pop().unwrap_or_default();
            self.value_scopes.push(values);
        }
        let first_defined = self.value_scopes.last().expect("value scope").defined.len();
        let scope = match self.free_scopes.pop() {
            Some(mut s) => {
                s.isolated = isolated;
                s.first_defined = first_defined;
                s
            }
            None => RegionScope { blocks: FxHashMap::default(), isolated, first_defined },
        };
        self.scopes.push(scope);
    }

    /// Closes the scope of a region: its names go out of scope.
    pub(super) fn pop_scope(&mut self) {
        // Clearing a table costs as much as the table is large: keep only
        // tables of ordinary size, so that one huge region does not slow down
        // every small one after it.
        const KEEP: usize = 4096;
        let mut scope = self.scopes.pop().expect("region scope");
        if scope.isolated {
            let mut values = self.value_scopes.pop().expect("value scope");
            if values.values.capacity() <= KEEP {
                values.values.clear();
                values.defined.clear();
                self.free_value_scopes.push(values);
            }
        } else {
            let values = self.value_scopes.last_mut().expect("value scope");
            for key in values.defined.drain(scope.first_defined..) {
                values.values.remove(&key);
            }
        }
        if scope.blocks.capacity() <= KEEP {
            scope.blocks.clear();
            self.free_scopes.push(scope);
        }
    }
}
