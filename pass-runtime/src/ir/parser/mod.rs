//! The parser for MLIR's generic operation form with MLIR's builtin type,
//! attribute and location syntax, alias definitions and resource sections.
//!
//! It works directly on bytes with a cursor (no token stream): shapes such as
//! `4x?xf32` and verbatim dialect types need context the lexer would not have.
//! Errors stop the parse and carry `file:line:col` and MLIR's messages.
//!
//! This file holds the entry point, the [`Parser`] state and the file level
//! (alias definitions, resource sections); each production has a file of its
//! own, all of them `impl Parser` blocks: `lexer.rs` (the cursor), `names.rs`
//! (SSA names and scopes), `ops.rs` (ops, regions, blocks), `custom_op.rs`
//! (ops in their custom form), `types.rs`, `attributes.rs`, `dense.rs`,
//! `dialect_syntax.rs` (dialect types and attributes) and `locations.rs`.

use rustc_hash::FxHashMap;

use crate::ir::attributes::{Attribute, Ident, LocKind, Location};
use crate::ir::body::{BlockId, Body, BodySizes, OpId, OpRegions, OpSpec};
use crate::ir::context::{Context, OpName};
use crate::ir::diagnostic::Diagnostic;
use crate::ir::module::{OwnedOp, ResourceGroup, ResourceSection};
use crate::ir::types::Type;

mod attributes;
mod custom_op;
mod dense;
mod dialect_syntax;
mod lexer;
mod locations;
mod names;
mod ops;
mod parallel;

#[cfg(test)]
pub(crate) use parallel::big_module;
mod types;

use names::{ForwardRefs, Name, RegionScope, ValueScope};
use ops::OpTail;

/// How deeply the parser lets regions, attributes, types, locations and
/// dense literals nest inside each other, counted together (an array
/// attribute inside an op's region three levels down is at level 4). Deeper
/// input gets "nesting too deep: more than 256 levels" at the opening
/// bracket of level 257. Real code stays below a few dozen levels; the limit
/// keeps the parser, and every recursive walk over what it built (verifier,
/// printer, dominance, passes, dropping the IR), well inside the 2 MiB stack
/// of a spawned thread or a rayon worker. `docs/reliability.md` lists what
/// each level costs.
pub const MAX_NESTING_DEPTH: u32 = 256;

/// Options for [`parse_source`].
#[derive(Clone, Copy, Debug)]
pub struct ParseOptions<'a> {
    /// The name diagnostics and locations use for the input (`<stdin>` for stdin).
    pub file_name: &'a str,
}

/// Parses a whole file. A file that is not a single `builtin.module` is wrapped
/// in one (located at `file:0:0`), as `mlir-opt` does. Returns the first error.
///
/// A large module's body is parsed on all of rayon's threads unless the
/// context says otherwise ([`Context::set_multithreading`]); the result and
/// the diagnostics are those of a serial parse (see `parallel.rs`).
pub fn parse_source(ctx: &Context, opts: ParseOptions<'_>, src: &str) -> Result<OwnedOp, Diagnostic> {
    let mut p = Parser::new(ctx, opts.file_name, src);
    match p.parse_file() {
        // Report what a serial parse reports, whatever went wrong where.
        Err(_) if p.went_parallel => {
            let mut p = Parser::new(ctx, opts.file_name, src);
            p.parallel = false;
            p.parse_file()
        }
        result => result,
    }
}

type PResult<T> = Result<T, Diagnostic>;

/// A type written alone in `text` (MLIR's `parseType(StringRef, MLIRContext*)`):
/// `None` unless the whole text is one type. For what a custom form infers
/// from text it holds, such as the element of an LLVM aggregate type kept
/// as written.
pub fn parse_type_text(ctx: &Context, text: &str) -> Option<Type> {
    let mut p = Parser::new(ctx, "", text);
    let ty = p.parse_type().ok()?;
    p.skip_ws();
    (p.pos == text.len()).then_some(ty)
}

struct Parser<'a, 'c> {
    ctx: &'c Context,
    text: &'a str,
    src: &'a [u8],
    pos: usize,
    file: Ident,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    type_aliases: FxHashMap<&'a str, Type>,
    pending_locs: FxHashMap<Location, (&'a str, usize)>,
    distinct: FxHashMap<u64, u64>,
    scopes: Vec<RegionScope>,
    /// One per isolated region being parsed, innermost last.
    value_scopes: Vec<ValueScope>,
    /// Emptied scopes whose tables keep their memory, for the next regions.
    free_scopes: Vec<RegionScope>,
    free_value_scopes: Vec<ValueScope>,
    forward: Vec<ForwardRefs>,
    resources: Vec<ResourceSection>,
    dict_cache: FxHashMap<&'a str, Attribute>,
    /// Properties, attributes and type of region-less ops by the text that
    /// follows their operands up to the end of the line.
    tail_cache: FxHashMap<&'a str, OpTail>,
    keyword_types: FxHashMap<&'a str, Type>,
    op_type_cache: FxHashMap<&'a str, Type>,
    /// Normalized `(properties, attributes)` by op name and parsed dictionaries.
    props_cache: FxHashMap<(OpName, Attribute, Attribute), (Attribute, Attribute)>,
    /// The same for custom-form ops, by op name and the attributes their
    /// parser gave (checked after normalizing, as MLIR does for them).
    custom_props_cache: FxHashMap<(OpName, Attribute), (Attribute, Attribute)>,
    /// The line of `pos` and where it starts, kept up to date by `skip_ws`.
    line: u32,
    line_start: usize,
    /// Newlines before this position are counted in `line`.
    scanned_to: usize,
    /// `(line_start, end)`: no newline is in `src[line_start..end]`, as
    /// `loc_at` last found. On a long line (100,000 block arguments on one
    /// line, say) each position then costs only the bytes since the last
    /// one, not the whole line so far.
    no_newline: std::cell::Cell<(usize, usize)>,
    sym_name: Ident,
    /// Name positions of the isolated ops whose regions are being parsed.
    isolated_ops: Vec<usize>,
    /// The sizes of the last isolated body parsed, to size the next one.
    body_hint: BodySizes,
    /// Keys of the value and block names that are not numbers (see [`Name`]).
    other_names: FxHashMap<&'a str, Name>,
    /// Op names interned so far: up to 16 bytes packed with their length,
    /// longer ones by their text in the input.
    short_op_names: FxHashMap<(u128, u8), OpName>,
    op_names: FxHashMap<&'a str, OpName>,
    /// How many regions, attributes, types, locations and dense literals
    /// enclose the cursor (at most [`MAX_NESTING_DEPTH`]).
    depth: u32,
    /// The default dialect of the custom-form ops whose regions enclose the
    /// cursor (MLIR's `getDefaultDialect`), innermost last, `builtin` at the
    /// top level; `""` (an op without one, as `scf.for`) is none. Ops in
    /// the generic form push nothing.
    default_dialects: Vec<&'static str>,
    /// Whether the top-level module's body may be parsed on all threads.
    parallel: bool,
    /// Set by the top-level `builtin.module` just before its body region is
    /// parsed, which takes it: the one region parsed in pieces.
    module_body_next: bool,
    /// Whether some region was parsed in pieces.
    went_parallel: bool,
    /// Emptied states of custom-form ops, for the next ones.
    free_states: Vec<crate::ir::op_asm_parser::OperationState>,
}

impl<'a, 'c> Parser<'a, 'c> {
    fn new(ctx: &'c Context, file_name: &'a str, text: &'a str) -> Self {
        Parser {
            ctx,
            text,
            src: text.as_bytes(),
            pos: 0,
            file: ctx.ident(file_name),
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            pending_locs: FxHashMap::default(),
            distinct: FxHashMap::default(),
            scopes: Vec::new(),
            value_scopes: Vec::new(),
            free_scopes: Vec::new(),
            free_value_scopes: Vec::new(),
            forward: Vec::new(),
            resources: Vec::new(),
            dict_cache: FxHashMap::default(),
            tail_cache: FxHashMap::default(),
            keyword_types: FxHashMap::default(),
            op_type_cache: FxHashMap::default(),
            props_cache: FxHashMap::default(),
            custom_props_cache: FxHashMap::default(),
            line: 1,
            line_start: 0,
            scanned_to: 0,
            no_newline: std::cell::Cell::new((0, 0)),
            sym_name: ctx.ident("sym_name"),
            isolated_ops: Vec::new(),
            body_hint: BodySizes { ops: 16, values: 16, uses: 32, blocks: 2, regions: 2 },
            other_names: FxHashMap::default(),
            short_op_names: FxHashMap::default(),
            op_names: FxHashMap::default(),
            depth: 0,
            default_dialects: vec!["builtin"],
            parallel: true,
            module_body_next: false,
            went_parallel: false,
            free_states: Vec::new(),
        }
    }

    /// Runs `parse` one nesting level deeper, or fails at the cursor when
    /// that would pass [`MAX_NESTING_DEPTH`]: every recursive production goes
    /// through here, so input depth never exhausts the stack.
    fn nested<T>(&mut self, parse: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        self.enter_depth()?;
        let result = parse(self);
        self.depth -= 1;
        result
    }

    /// One level deeper, or the "nesting too deep" error at the limit.
    fn enter_depth(&mut self) -> PResult<()> {
        if self.depth >= MAX_NESTING_DEPTH {
            self.skip_ws();
            return self.err(format!("nesting too deep: more than {MAX_NESTING_DEPTH} levels"));
        }
        self.depth += 1;
        Ok(())
    }

    fn loc_at(&self, pos: usize) -> Location {
        let mut pos = pos.min(self.src.len());
        // At the end of a file that ends in a newline, MLIR points just past the
        // end of the last line.
        if pos == self.src.len() && pos > 0 && self.src[pos - 1] == b'\n' {
            pos -= 1;
        }
        // Count lines from the line `skip_ws` is on, backwards or forwards:
        // positions asked for are on it or near it, so this stays cheap.
        let (mut line, mut line_start) = (self.line, self.line_start);
        if pos >= line_start {
            let (known_start, known_end) = self.no_newline.get();
            let from = if known_start == line_start && known_end <= pos { known_end } else { line_start };
            let gap = &self.src[from..pos];
            // Positions asked for are usually a few bytes into the current
            // line, with no newline before them: `contains` (word at a time,
            // inline) says so sooner than memrchr gets going.
            let last = if gap.contains(&b'\n') { memchr::memrchr(b'\n', gap) } else { None };
            match last {
                Some(last) => {
                    line += memchr::memchr_iter(b'\n', gap).count() as u32;
                    line_start = from + last + 1;
                }
                None => self.no_newline.set((line_start, pos)),
            }
        } else {
            line -= memchr::memchr_iter(b'\n', &self.src[pos..line_start]).count() as u32;
            line_start = memchr::memrchr(b'\n', &self.src[..pos]).map(|i| i + 1).unwrap_or(0);
        }
        let col = (pos - line_start) as u32 + 1;
        self.ctx.location(LocKind::FileLineCol { file: self.file, line, col })
    }

    fn err_at<T>(&self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::error(self.loc_at(pos), msg))
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        self.err_at(self.pos, msg)
    }

    /// A body of one region and one block for ops parsed at the top of a
    /// file (or of a piece of the module's body), with their scope opened.
    fn open_top_level(&mut self) -> (Body, BlockId) {
        let mut holder = Body::new(1);
        let region = holder.top_regions()[0];
        let block = holder.append_block(region);
        self.push_scope(true);
        self.forward.push(ForwardRefs::default());
        (holder, block)
    }

    fn parse_file(&mut self) -> PResult<OwnedOp> {
        let (mut holder, top_block) = self.open_top_level();
        loop {
            let c = self.peek();
            match c {
                0 => break,
                b'#' => self.parse_alias_def("attribute", |p| &mut p.attr_aliases, Self::parse_attr)?,
                b'!' => self.parse_alias_def("type", |p| &mut p.type_aliases, Self::parse_type)?,
                b'{' if self.src[self.pos..].starts_with(b"{-#") => self.parse_resources()?,
                _ => {
                    self.parse_op(&mut holder, top_block, None)?;
                }
            }
        }
        self.finish_forward_refs()?;
        self.pop_scope();
        let ops: Vec<OpId> = holder.block_ops(top_block).collect();
        let module_name = self.ctx.op_name("builtin.module");
        let mut owned = if ops.len() == 1 && holder.op_name(ops[0]) == module_name {
            holder.detach_op(ops[0]);
            OwnedOp::new(holder, ops[0])
        } else {
            // Wrap everything in an implicit module: the holder's single region is
            // exactly the module's body.
            let mut new_holder = Body::new(0);
            let loc = self.ctx.location(LocKind::FileLineCol { file: self.file, line: 0, col: 0 });
            let spec = OpSpec::new(self.ctx, module_name, loc);
            let op = new_holder.create_op_with_regions(&spec, OpRegions::Isolated(Box::new(holder)));
            OwnedOp::new(new_holder, op)
        };
        if !self.pending_locs.is_empty() {
            self.resolve_pending_locs(&mut owned)?;
        }
        *owned.resources_mut() = std::mem::take(&mut self.resources);
        Ok(owned)
    }

    /// `#name = attribute` or `!name = type`: `kind` says which, `aliases`
    /// picks the table the name goes in and `parse` reads the value.
    /// Attribute alias names may not contain a `.`, as in MLIR.
    fn parse_alias_def<T>(
        &mut self,
        kind: &str,
        aliases: fn(&mut Self) -> &mut FxHashMap<&'a str, T>,
        parse: fn(&mut Self) -> PResult<T>,
    ) -> PResult<()> {
        let start = self.pos;
        self.pos += 1;
        let Some(name) = self.alias_ident() else {
            return self.missing_name(start, &format!("expected {kind} alias name"));
        };
        if aliases(self).contains_key(name) {
            return self.err_at(start, format!("redefinition of {kind} alias id '{name}'"));
        }
        if name.contains('.') {
            return self.err_at(start, format!("{kind} names with a '.' are reserved for dialect-defined names"));
        }
        self.expect(b'=', &format!(" in {kind} alias definition"))?;
        let value = parse(self)?;
        aliases(self).insert(name, value);
        Ok(())
    }

    /// The key of a resource section, group or entry and the `:` after it.
    fn resource_key(&mut self) -> PResult<&'a str> {
        let Some(key) = self.bare_ident() else {
            return self.unexpected("expected identifier key for 'resource' entry");
        };
        self.expect(b':', "")?;
        Ok(key)
    }

    /// `{-# section: { group: { key: value, ... }, ... }, ... #-}`
    fn parse_resources(&mut self) -> PResult<()> {
        self.pos += 3;
        loop {
            if self.eat_str("#-}") {
                return Ok(());
            }
            let section = self.resource_key()?;
            self.expect(b'{', "")?;
            let mut sec = ResourceSection { name: section.to_string(), groups: Vec::new() };
            while !self.eat(b'}') {
                let group = self.resource_key()?;
                self.expect(b'{', "")?;
                let mut g = ResourceGroup { name: group.to_string(), entries: Vec::new() };
                while !self.eat(b'}') {
                    self.skip_ws();
                    let key = self.resource_key()?.to_string();
                    self.skip_ws();
                    let vstart = self.pos;
                    if self.peek_raw() == b'"' {
                        self.string_lit()?;
                    } else if self.bare_ident().is_none() && self.number_text().is_none() {
                        return self.unexpected("expected resource value");
                    }
                    g.entries.push((key, self.text[vstart..self.pos].to_string()));
                    if !self.eat(b',') {
                        self.expect(b'}', "")?;
                        break;
                    }
                }
                sec.groups.push(g);
                if !self.eat(b',') {
                    self.expect(b'}', "")?;
                    break;
                }
            }
            self.resources.push(sec);
            if !self.eat(b',') {
                if !self.eat_str("#-}") {
                    return self.unexpected("expected '#-}'");
                }
                return Ok(());
            }
        }
    }
}
