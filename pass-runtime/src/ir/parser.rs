//! The parser for MLIR's generic operation form with MLIR's builtin type,
//! attribute and location syntax, alias definitions and resource sections.
//!
//! It works directly on bytes with a cursor (no token stream): shapes such as
//! `4x?xf32` and verbatim dialect types need context the lexer would not have.
//! Errors stop the parse and carry `file:line:col` and MLIR's messages.

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::affine::{AffineMap, IntegerSet};
use super::attr_verify::VerbatimSyntaxCheck;
use super::attributes::{AttrKind, Attribute, DenseData, Ident, LocKind, Location, NamedAttr};
use super::body::{BlockId, Body, BodySizes, InsertPoint, OpId, OpRegions, OpSpec, RegionId, ValueId};
use super::context::{Context, OpName};
use super::diagnostic::Diagnostic;
use super::dialect::{Dialect, Traits};
use super::dialect_asm::{AsmParserBackend, DialectAsmParser};
use super::dialect_defs::{DefRef, DialectSyntax, Param};
use super::float::{FloatKind, FloatValue};
use super::module::{OwnedOp, ResourceGroup, ResourceSection};
use super::types::{Signedness, Type, TypeKind, DYNAMIC};
use super::verbatim;

mod custom_op;
use custom_op::EntryArg;

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
pub fn parse_source(ctx: &Context, opts: ParseOptions<'_>, src: &str) -> Result<OwnedOp, Diagnostic> {
    let mut p = Parser::new(ctx, opts.file_name, src);
    p.parse_file()
}

type PResult<T> = Result<T, Diagnostic>;

/// A named value definition visible in a scope.
#[derive(Clone, Copy)]
struct ValueDefRec {
    first: ValueId,
    count: u32,
    pos: usize,
}

#[derive(Clone, Copy)]
struct BlockRec {
    block: BlockId,
    defined: bool,
    first_use: usize,
}

/// A value or block name as a table key: a number, so that looking a name up
/// hashes one word and compares no text. The names MLIR prints (`%12`,
/// `%arg3`, `^bb4`) are their number shifted left by two with the prefix in
/// the low bits (0: none, 1: `arg`, 2: `bb`); other names are numbered in
/// order of appearance, with 3 in the low bits (see `Parser::name_key`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Name(u64);

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
struct ValueScope {
    values: FxHashMap<Name, ValueDefRec>,
    /// The names defined in the open regions, in order; a region that closes
    /// removes the names it added.
    defined: Vec<Name>,
}

struct RegionScope {
    blocks: FxHashMap<Name, BlockRec>,
    /// True for the top region of an isolated op: it has a `ValueScope` of
    /// its own.
    isolated: bool,
    /// Where this region's names start in `ValueScope::defined`.
    first_defined: usize,
}

/// Forward references of one isolated scope, by `(name, result number)`.
#[derive(Default)]
struct ForwardRefs {
    refs: FxHashMap<(Name, u32), (ValueId, usize)>,
}

/// What the text after an op's operands and successors parses to when it
/// has no regions and no location (see `Parser::tail_cache`).
#[derive(Clone, Copy)]
struct OpTail {
    props: Attribute,
    attrs: Attribute,
    fty: Type,
    /// Where the type starts, from the start of the text.
    type_offset: u32,
}

/// The parts of an op after its operands and successors.
struct ParsedTail {
    props: Attribute,
    regions: OpRegions,
    attrs: Attribute,
    fty: Type,
    type_pos: usize,
    had_regions: bool,
}

/// A use of a value: `%name#number` at `pos` (the text of the name is
/// found again from `pos` for messages).
struct OperandRef {
    key: Name,
    number: u32,
    pos: usize,
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
    /// cursor (MLIR's `getDefaultDialect`), innermost last; `""` is
    /// `builtin`. Ops in the generic form push none.
    default_dialects: Vec<&'static str>,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-')
}

static NEXT_DISTINCT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

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
            default_dialects: vec![""],
        }
    }

    /// Runs `parse` one nesting level deeper, or fails at the cursor when
    /// that would pass [`MAX_NESTING_DEPTH`]: every recursive production goes
    /// through here, so input depth never exhausts the stack.
    fn nested<T>(&mut self, parse: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING_DEPTH {
            self.skip_ws();
            return self.err(format!("nesting too deep: more than {MAX_NESTING_DEPTH} levels"));
        }
        self.depth += 1;
        let result = parse(self);
        self.depth -= 1;
        result
    }

    // ----- positions and errors ---------------------------------------------

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

    // ----- low-level scanning -----------------------------------------------

    #[inline]
    fn skip_ws(&mut self) {
        if matches!(self.src.get(self.pos), Some(b' ' | b'\n' | b'\t' | b'\r' | b'/')) {
            self.skip_ws_slow();
        }
    }

    fn skip_ws_slow(&mut self) {
        // A local cursor: the loop does not reload `self` for every byte.
        let s = self.src;
        let mut i = self.pos;
        while i < s.len() {
            match s[i] {
                b' ' | b'\t' | b'\r' => i += 1,
                b'\n' => {
                    if i >= self.scanned_to {
                        self.line += 1;
                        self.line_start = i + 1;
                        self.scanned_to = i + 1;
                    }
                    i += 1;
                }
                b'/' if s.get(i + 1) == Some(&b'/') => {
                    while i < s.len() && s[i] != b'\n' {
                        i += 1;
                    }
                }
                _ => break,
            }
        }
        self.pos = i;
    }

    #[inline]
    fn peek(&mut self) -> u8 {
        self.skip_ws();
        self.src.get(self.pos).copied().unwrap_or(0)
    }

    #[inline]
    fn peek_raw(&self) -> u8 {
        self.src.get(self.pos).copied().unwrap_or(0)
    }

    #[inline]
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == c {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn eat_str(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.src[self.pos..].starts_with(s.as_bytes()) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    /// Inline with the error out of line: `expect` runs for most tokens.
    #[inline]
    fn expect(&mut self, c: u8, what: &str) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            self.expected(c, what)
        }
    }

    #[cold]
    #[inline(never)]
    fn expected(&mut self, c: u8, what: &str) -> PResult<()> {
        self.unexpected(&format!("expected '{}'{}", c as char, what))
    }

    /// An error at the current token; an unknown character gets MLIR's lexer
    /// message instead.
    fn unexpected<T>(&mut self, msg: &str) -> PResult<T> {
        let c = self.peek();
        if c != 0 && !c.is_ascii_graphic() && !matches!(c, b' ' | b'\n' | b'\t' | b'\r')
            || matches!(c, b'$' | b'`' | b'\\' | b'&' | b'|' | b';' | b'\'')
        {
            return self.err("unexpected character");
        }
        self.err(msg)
    }

    /// A bare identifier `[a-zA-Z_][a-zA-Z0-9_$.]*`.
    fn bare_ident(&mut self) -> Option<&'a str> {
        self.skip_ws();
        if is_ident_start(self.peek_raw()) {
            self.take_while(is_ident_char)
        } else {
            None
        }
    }

    /// An identifier made of `[a-zA-Z0-9_$.]` without the start restriction
    /// (alias names).
    fn alias_ident(&mut self) -> Option<&'a str> {
        self.take_while(|c| is_ident_char(c) || c == b'-')
    }

    /// The longest non-empty run of bytes from the cursor that satisfy `pred`.
    #[inline]
    fn take_while(&mut self, pred: impl Fn(u8) -> bool) -> Option<&'a str> {
        let start = self.pos;
        let len = self.src[start..].iter().position(|&c| !pred(c)).unwrap_or(self.src.len() - start);
        if len == 0 {
            return None;
        }
        self.pos = start + len;
        Some(&self.text[start..start + len])
    }

    /// The suffix of `%name`, `^name`: `[0-9]+` or `[a-zA-Z$._-][a-zA-Z0-9$._-]*`.
    fn suffix_id(&mut self) -> Option<&'a str> {
        if self.peek_raw().is_ascii_digit() {
            self.take_while(|c| c.is_ascii_digit())
        } else {
            self.take_while(is_suffix_char)
        }
    }

    /// The suffix of a `%name` with its table key. The names MLIR prints
    /// (`%12`, `%arg3`) are converted to numbers as they are scanned.
    fn ssa_name(&mut self) -> Option<Name> {
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

    fn ssa_name_slow(&mut self) -> Option<Name> {
        let text = self.suffix_id()?;
        Some(self.name_key(text))
    }

    /// The key of a value or block name (see [`Name`]).
    fn name_key(&mut self, text: &'a str) -> Name {
        if let Some(key) = Name::printed(text) {
            return key;
        }
        let next = Name((self.other_names.len() as u64) << 2 | 3);
        *self.other_names.entry(text).or_insert(next)
    }

    /// The text of the value or block name whose sigil (`%`, `^`) is at
    /// `pos`, for messages.
    fn name_at(&self, pos: usize) -> &'a str {
        let start = pos + 1;
        let rest = &self.src[start..];
        let len = if rest.first().is_some_and(u8::is_ascii_digit) {
            rest.iter().take_while(|c| c.is_ascii_digit()).count()
        } else {
            rest.iter().take_while(|&&c| is_suffix_char(c)).count()
        };
        &self.text[start..start + len]
    }

    /// A string literal without escapes, borrowed from the input (the common
    /// case for op names); `None` leaves the cursor alone.
    fn plain_string(&mut self) -> Option<&'a str> {
        let start = self.pos;
        if self.src.get(start) != Some(&b'"') {
            return None;
        }
        let len = memchr::memchr3(b'"', b'\\', b'\n', &self.src[start + 1..])?;
        if self.src[start + 1 + len] != b'"' {
            return None;
        }
        self.pos = start + len + 2;
        Some(&self.text[start + 1..start + 1 + len])
    }

    /// A string literal with MLIR's escapes; returns its bytes.
    fn string_lit(&mut self) -> PResult<Vec<u8>> {
        self.skip_ws();
        if self.peek_raw() != b'"' {
            return self.unexpected("expected string literal");
        }
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            let Some(&c) = self.src.get(self.pos) else {
                return self.err_at(self.pos, "expected '\"' in string literal");
            };
            match c {
                b'"' => {
                    self.pos += 1;
                    return Ok(out);
                }
                b'\n' | b'\r' => return self.err_at(self.pos, "expected '\"' in string literal"),
                b'\\' => {
                    let n = self.src.get(self.pos + 1).copied().unwrap_or(0);
                    match n {
                        b'"' | b'\\' => {
                            out.push(n);
                            self.pos += 2;
                        }
                        b'n' => {
                            out.push(b'\n');
                            self.pos += 2;
                        }
                        b't' => {
                            out.push(b'\t');
                            self.pos += 2;
                        }
                        _ => {
                            let h = self.src.get(self.pos + 1..self.pos + 3);
                            match h
                                .and_then(|h| std::str::from_utf8(h).ok())
                                .and_then(|h| u8::from_str_radix(h, 16).ok())
                            {
                                Some(b) if h.is_some_and(|h| h.iter().all(|c| c.is_ascii_hexdigit())) => {
                                    out.push(b);
                                    self.pos += 3;
                                }
                                _ => return self.err_at(self.pos, "unknown escape in string literal"),
                            }
                        }
                    }
                }
                _ => {
                    out.push(c);
                    self.pos += 1;
                }
            }
        }
    }

    fn string_utf8(&mut self) -> PResult<String> {
        let start = self.pos;
        let bytes = self.string_lit()?;
        String::from_utf8(bytes).or_else(|_| self.err_at(start, "expected a UTF-8 string"))
    }

    /// Scans a balanced `<...>` group starting at `<`; returns the text inside.
    fn balanced_angle(&mut self) -> PResult<&'a str> {
        let start = self.pos;
        debug_assert_eq!(self.src.get(start), Some(&b'<'));
        let mut stack: SmallVec<[u8; 8]> = SmallVec::new();
        let mut i = start;
        while i < self.src.len() {
            let c = self.src[i];
            match c {
                b'<' | b'(' | b'[' | b'{' => stack.push(c),
                b'>' | b')' | b']' | b'}' => {
                    // `->` is an arrow, not a closing bracket.
                    if c == b'>' && (i > 0 && self.src[i - 1] == b'-' || self.src.get(i + 1) == Some(&b'=')) {
                        i += 1;
                        continue;
                    }
                    let open = match c {
                        b'>' => b'<',
                        b')' => b'(',
                        b']' => b'[',
                        _ => b'{',
                    };
                    if stack.last() != Some(&open) {
                        return self.err_at(i, format!("unbalanced '{}' character in pretty dialect name", c as char));
                    }
                    stack.pop();
                    if stack.is_empty() {
                        self.pos = i + 1;
                        self.count_lines_skipped(start, self.pos);
                        return Ok(&self.text[start + 1..i]);
                    }
                }
                b'"' => {
                    i += 1;
                    while i < self.src.len() && self.src[i] != b'"' {
                        if self.src[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        self.err_at(start, "unbalanced '<' character in pretty dialect name")
    }

    /// Keeps `line` right when the cursor jumped over `from..to` without
    /// `skip_ws` (only `skip_ws` counts newlines as it goes).
    fn count_lines_skipped(&mut self, from: usize, to: usize) {
        let from = from.max(self.scanned_to);
        if from >= to {
            return;
        }
        let range = &self.src[from..to];
        if let Some(last) = memchr::memrchr(b'\n', range) {
            self.line += memchr::memchr_iter(b'\n', range).count() as u32;
            self.line_start = from + last + 1;
            self.scanned_to = to;
        }
    }

    /// Scans a balanced bracket group starting at `start` (strings respected,
    /// `->` and `>=` are not brackets) on one line; returns where it ends.
    fn scan_braced(&self, start: usize) -> Option<usize> {
        let mut depth = 0i32;
        let mut i = start;
        while i < self.src.len() {
            match self.src[i] {
                b'{' | b'[' | b'(' | b'<' => depth += 1,
                b'>' if i > 0 && self.src[i - 1] == b'-' || self.src.get(i + 1) == Some(&b'=') => {}
                b'}' | b']' | b')' | b'>' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                b'"' => {
                    i += 1;
                    while i < self.src.len() && self.src[i] != b'"' {
                        if self.src[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                b'\n' => return None,
                _ => {}
            }
            i += 1;
        }
        None
    }

    /// An unsigned decimal or hex integer literal; returns its text.
    fn int_lit_text(&mut self) -> Option<&'a str> {
        self.skip_ws();
        let start = self.pos;
        let s = self.src;
        if start >= s.len() || !s[start].is_ascii_digit() {
            return None;
        }
        let mut end = start;
        if s[start] == b'0'
            && s.get(start + 1) == Some(&b'x')
            && s.get(start + 2).is_some_and(|c| c.is_ascii_hexdigit())
        {
            end += 2;
            while end < s.len() && s[end].is_ascii_hexdigit() {
                end += 1;
            }
        } else {
            while end < s.len() && s[end].is_ascii_digit() {
                end += 1;
            }
        }
        self.pos = end;
        Some(&self.text[start..end])
    }

    fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        let start = self.pos;
        match self.int_lit_text() {
            Some(t) => parse_int_text(t)
                .and_then(|v| u64::try_from(v).ok())
                .ok_or(())
                .or_else(|_| self.err_at(start, format!("invalid {what}"))),
            None => self.unexpected(&format!("expected {what}")),
        }
    }

    /// A number token: integer (decimal/hex) or float. Returns `(text, is_float)`.
    fn number_text(&mut self) -> Option<(&'a str, bool)> {
        self.skip_ws();
        let start = self.pos;
        let s = self.src;
        if start >= s.len() || !s[start].is_ascii_digit() {
            return None;
        }
        if s[start] == b'0' && s.get(start + 1) == Some(&b'x') {
            return self.int_lit_text().map(|t| (t, false));
        }
        let mut end = start;
        while end < s.len() && s[end].is_ascii_digit() {
            end += 1;
        }
        let mut is_float = false;
        if end < s.len() && s[end] == b'.' {
            is_float = true;
            end += 1;
            while end < s.len() && s[end].is_ascii_digit() {
                end += 1;
            }
            if end < s.len() && (s[end] == b'e' || s[end] == b'E') {
                let mut e = end + 1;
                if e < s.len() && (s[e] == b'+' || s[e] == b'-') {
                    e += 1;
                }
                if e < s.len() && s[e].is_ascii_digit() {
                    while e < s.len() && s[e].is_ascii_digit() {
                        e += 1;
                    }
                    end = e;
                }
            }
        }
        self.pos = end;
        Some((&self.text[start..end], is_float))
    }

    // ----- file level -------------------------------------------------------

    fn parse_file(&mut self) -> PResult<OwnedOp> {
        let mut holder = Body::new(1);
        let top_region = holder.top_regions()[0];
        let top_block = holder.append_block(top_region);
        self.push_scope(true);
        self.forward.push(ForwardRefs::default());
        loop {
            let c = self.peek();
            match c {
                0 => break,
                b'#' => self.parse_attr_alias_def()?,
                b'!' => self.parse_type_alias_def()?,
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

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let start = self.pos;
        self.pos += 1;
        let Some(name) = self.alias_ident() else { return self.err("expected attribute alias name") };
        if name.contains('.') {
            return self.err_at(start, "expected attribute alias name (no '.')");
        }
        self.expect(b'=', " in attribute alias definition")?;
        if self.attr_aliases.contains_key(name) {
            return self.err_at(start, format!("redefinition of attribute alias id '{name}'"));
        }
        let attr = self.parse_attr()?;
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let start = self.pos;
        self.pos += 1;
        let Some(name) = self.alias_ident() else { return self.err("expected type alias name") };
        self.expect(b'=', " in type alias definition")?;
        if self.type_aliases.contains_key(name) {
            return self.err_at(start, format!("redefinition of type alias id '{name}'"));
        }
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    /// `{-# section: { group: { key: value, ... }, ... }, ... #-}`
    fn parse_resources(&mut self) -> PResult<()> {
        self.pos += 3;
        loop {
            if self.eat_str("#-}") {
                return Ok(());
            }
            let Some(section) = self.bare_ident() else {
                return self.unexpected("expected identifier key for 'resource' entry");
            };
            self.expect(b':', "")?;
            self.expect(b'{', "")?;
            let mut sec = ResourceSection { name: section.to_string(), groups: Vec::new() };
            while !self.eat(b'}') {
                let Some(group) = self.bare_ident() else {
                    return self.unexpected("expected identifier key for 'resource' entry");
                };
                self.expect(b':', "")?;
                self.expect(b'{', "")?;
                let mut g = ResourceGroup { name: group.to_string(), entries: Vec::new() };
                while !self.eat(b'}') {
                    self.skip_ws();
                    let key = match self.bare_ident() {
                        Some(k) => k.to_string(),
                        None => return self.unexpected("expected identifier key for 'resource' entry"),
                    };
                    self.expect(b':', "")?;
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

    // ----- operations -------------------------------------------------------

    fn parse_op(&mut self, body: &mut Body, block: BlockId, _parent: Option<OpId>) -> PResult<OpId> {
        self.skip_ws();
        let op_start = self.pos;
        // Result list.
        let mut results: SmallVec<[(Name, u32, usize); 2]> = SmallVec::new();
        let mut num_bound = 0u32;
        if self.peek_raw() == b'%' {
            loop {
                self.skip_ws();
                let rpos = self.pos;
                if self.peek_raw() != b'%' {
                    return self.unexpected("expected SSA value name");
                }
                self.pos += 1;
                let Some(key) = self.ssa_name() else { return self.err("expected valid ssa identifier") };
                let mut count = 1;
                if self.eat(b':') {
                    let c = self.parse_u64("result count")?;
                    if c == 0 || c > u32::MAX as u64 {
                        return self.err_at(rpos, "expected named operation to have at least 1 result");
                    }
                    count = c as u32;
                }
                results.push((key, count, rpos));
                num_bound = num_bound.saturating_add(count);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b'=', " after SSA names")?;
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
        let unregistered_dialect = def.is_none()
            && !self.ctx.allows_unregistered_dialects()
            && !self.ctx.is_dialect_registered(self.ctx.op_dialect(name));
        let isolated = def.is_some_and(|d| d.has(Traits::ISOLATED_FROM_ABOVE));
        // Operands.
        self.expect(b'(', " to start operand list")?;
        let mut operands: SmallVec<[OperandRef; 4]> = SmallVec::new();
        if !self.eat(b')') {
            loop {
                operands.push(self.parse_operand_ref()?);
                if self.eat(b')') {
                    break;
                }
                self.expect(b',', " in operand list")?;
            }
        }
        // Successors.
        let mut successors: SmallVec<[BlockId; 2]> = SmallVec::new();
        if self.eat(b'[') {
            loop {
                self.skip_ws();
                let bpos = self.pos;
                if self.peek_raw() != b'^' {
                    return self.unexpected("expected block name");
                }
                self.pos += 1;
                let Some(bname) = self.suffix_id() else { return self.err("expected block name") };
                let key = self.name_key(bname);
                successors.push(self.block_ref(body, key, bpos));
                if self.eat(b']') {
                    break;
                }
                self.expect(b',', " in successor list")?;
            }
        }
        // Properties, regions, attributes and type. Ops without regions repeat
        // the same few texts for these up to the end of their line: those are
        // looked up by that text instead of being parsed again.
        let tail_start = self.pos;
        let line_end = self.line_end_near(tail_start);
        let cached = line_end.and_then(|e| self.tail_cache.get(&self.text[tail_start..e]).copied());
        let (mut props, regions, mut attrs, fty, type_pos) = match cached {
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
                let ParsedTail { props, regions, attrs, fty, type_pos, had_regions } =
                    self.parse_op_tail(body, isolated, name_pos)?;
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
        if !results.is_empty() && num_bound as usize != outputs.len() {
            return self.err_at(
                op_start,
                format!("operation defines {} results but was provided {} to bind", outputs.len(), num_bound),
            );
        }
        if unregistered_dialect {
            return self.err_at(
                paren_pos,
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
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
        if let Some(def) = def {
            if !def.inherent_attrs().is_empty() || !def.default_props().is_empty() {
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
                        let pa = self.normalize_props(def, props, attrs);
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

    /// Defines the names bound before an op (`%a, %b:2 = `) as its results.
    #[inline(always)]
    fn define_results(&mut self, body: &mut Body, op: OpId, results: &[(Name, u32, usize)]) -> PResult<()> {
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
    fn parse_op_tail(&mut self, body: &mut Body, isolated: bool, name_pos: usize) -> PResult<ParsedTail> {
        // Properties.
        let mut props = self.ctx.empty_dictionary();
        if self.peek() == b'<' {
            self.pos += 1;
            if self.peek() != b'{' {
                return self.unexpected("expected '{' in property dictionary");
            }
            props = self.parse_dict_attr()?;
            self.expect(b'>', " to close properties")?;
        }
        // Regions.
        let mut regions = OpRegions::Inline(SmallVec::new());
        let had_regions = self.peek() == b'(';
        if had_regions {
            self.pos += 1;
            if isolated {
                let mut inner = Body::new(0);
                // Isolated ops (functions) of a file tend to be alike: make room
                // for twice the last one up front instead of regrowing the
                // arenas (room never written costs no memory), and give back
                // what was not used once the body is complete.
                let hint = self.body_hint;
                inner.reserve_sizes(BodySizes {
                    ops: 2 * hint.ops,
                    values: 2 * hint.values,
                    uses: 2 * hint.uses,
                    blocks: 2 * hint.blocks,
                    regions: 2 * hint.regions,
                });
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
            return self.unexpected("expected ':' followed by operation type");
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
    fn line_end_near(&self, pos: usize) -> Option<usize> {
        const NEAR: usize = 256;
        let window = &self.src[pos..self.src.len().min(pos + NEAR)];
        memchr::memchr(b'\n', window).map(|i| pos + i)
    }

    /// The op name `text`, found at `start` in the input, interned. Interning
    /// takes a lock: the few names of a file are kept here, the short ones
    /// (nearly all) by their bytes packed into a number, which hashes and
    /// compares quicker than text.
    fn intern_op_name(&mut self, text: &'a str, start: usize) -> OpName {
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

    fn normalize_props(
        &self,
        def: &super::dialect::OpDef,
        props: Attribute,
        attrs: Attribute,
    ) -> (Attribute, Attribute) {
        let ctx = self.ctx;
        let mut p: Vec<NamedAttr> = ctx.dict_entries(props).to_vec();
        let mut a: Vec<NamedAttr> = Vec::new();
        let mut moved = false;
        for e in ctx.dict_entries(attrs) {
            if def.inherent_attrs().contains(&ctx.ident_str(e.name)) {
                if !p.iter().any(|x| x.name == e.name) {
                    p.push(*e);
                }
                moved = true;
            } else {
                a.push(*e);
            }
        }
        let mut added = false;
        for (name, make) in def.default_props() {
            if !p.iter().any(|x| ctx.ident_str(x.name) == *name) {
                p.push(NamedAttr { name: ctx.ident(name), value: make(ctx) });
                added = true;
            }
        }
        let props = if moved || added { ctx.dictionary(p) } else { props };
        let attrs = if moved { ctx.dictionary(a) } else { attrs };
        (props, attrs)
    }

    // Inlined into the generic op parser's operand loop, its hottest path;
    // custom parsers call it too.
    #[inline(always)]
    fn parse_operand_ref(&mut self) -> PResult<OperandRef> {
        self.skip_ws();
        let pos = self.pos;
        if self.peek_raw() != b'%' {
            return self.unexpected("expected SSA operand");
        }
        self.pos += 1;
        let Some(key) = self.ssa_name() else { return self.err("expected valid ssa identifier") };
        let mut number = 0;
        if self.peek_raw() == b'#' {
            self.pos += 1;
            let n = self.parse_u64("result number")?;
            number = u32::try_from(n).or_else(|_| self.err_at(pos, "invalid SSA value result number"))?;
        }
        Ok(OperandRef { key, number, pos })
    }

    #[inline]
    fn lookup_value(&self, name: Name) -> Option<ValueDefRec> {
        self.value_scopes.last().expect("value scope").values.get(&name).copied()
    }

    /// True when `name` is visible only across an isolation boundary.
    fn defined_above_isolation(&self, name: Name) -> bool {
        let outer = &self.value_scopes[..self.value_scopes.len() - 1];
        outer.iter().any(|s| s.values.contains_key(&name))
    }

    /// A use of the value `d` defined before.
    #[inline]
    fn use_defined(&self, body: &Body, r: &OperandRef, d: ValueDefRec, ty: Type) -> PResult<ValueId> {
        if r.number >= d.count {
            return self.err_at(r.pos, "reference to invalid result number");
        }
        let v = ValueId::new_from(d.first, r.number);
        let vt = body.value_type(v);
        if vt != ty {
            return self.use_type_mismatch(r, d.pos, ty, vt);
        }
        Ok(v)
    }

    #[cold]
    fn use_type_mismatch(&self, r: &OperandRef, prior: usize, ty: Type, vt: Type) -> PResult<ValueId> {
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
    fn use_forward(&mut self, body: &mut Body, r: &OperandRef, ty: Type) -> PResult<ValueId> {
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

    fn define_value(&mut self, body: &mut Body, key: Name, first: ValueId, count: u32, pos: usize) -> PResult<()> {
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
                    let v = ValueId::new_from(first, i);
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

    fn finish_forward_refs(&mut self) -> PResult<()> {
        let fwd = self.forward.pop().expect("forward-reference scope");
        if let Some((_, &(_, pos))) = fwd.refs.iter().min_by_key(|(_, (_, pos))| *pos) {
            return self.err_at(pos, "use of undeclared SSA value name");
        }
        Ok(())
    }

    fn block_ref(&mut self, body: &mut Body, name: Name, pos: usize) -> BlockId {
        let scope = self.scopes.last_mut().expect("region scope");
        if let Some(b) = scope.blocks.get(&name) {
            return b.block;
        }
        let b = body.create_block();
        scope.blocks.insert(name, BlockRec { block: b, defined: false, first_use: pos });
        b
    }

    fn parse_region(&mut self, body: &mut Body, region: RegionId, isolated: bool) -> PResult<()> {
        self.parse_region_with_args(body, region, isolated, &[])
    }

    /// A region whose entry block has `entry_args`, defined before it (a
    /// function's arguments in its signature).
    fn parse_region_with_args(
        &mut self,
        body: &mut Body,
        region: RegionId,
        isolated: bool,
        entry_args: &[EntryArg],
    ) -> PResult<()> {
        self.nested(|p| p.parse_region_unguarded(body, region, isolated, entry_args))
    }

    fn parse_region_unguarded(
        &mut self,
        body: &mut Body,
        region: RegionId,
        isolated: bool,
        entry_args: &[EntryArg],
    ) -> PResult<()> {
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

    /// Opens the scope of a region, reusing the tables of closed ones.
    fn push_scope(&mut self, isolated: bool) {
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
    fn pop_scope(&mut self) {
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

    fn parse_block_header(&mut self, body: &mut Body, region: RegionId) -> PResult<BlockId> {
        self.skip_ws();
        let pos = self.pos;
        self.pos += 1;
        let Some(name) = self.suffix_id() else { return self.err("expected block name") };
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
                    return self.unexpected("expected SSA identifier");
                }
                self.pos += 1;
                let Some(akey) = self.ssa_name() else { return self.err("expected valid ssa identifier") };
                self.expect(b':', " and type for SSA value")?;
                let ty = self.parse_type()?;
                let loc = if self.at_keyword("loc") { self.parse_trailing_loc()? } else { self.loc_at(apos) };
                let v = body.add_block_arg(block, ty, loc);
                self.define_value(body, akey, v, 1, apos)?;
                if self.eat(b')') {
                    break;
                }
                self.expect(b',', " in argument list")?;
            }
        }
        self.expect(b':', " after block name")?;
        Ok(block)
    }

    // ----- locations --------------------------------------------------------

    #[inline]
    fn at_keyword(&mut self, kw: &str) -> bool {
        self.skip_ws();
        let rest = &self.src[self.pos..];
        rest.starts_with(kw.as_bytes()) && !rest.get(kw.len()).is_some_and(|&c| is_ident_char(c))
    }

    /// `loc(...)` after an op or block argument.
    fn parse_trailing_loc(&mut self) -> PResult<Location> {
        self.pos += 3;
        self.expect(b'(', " in inline location")?;
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

    /// The inside of `loc(...)`.
    fn parse_loc_body(&mut self) -> PResult<Location> {
        self.nested(Self::parse_loc_body_unguarded)
    }

    fn parse_loc_body_unguarded(&mut self) -> PResult<Location> {
        let c = self.peek();
        if c == b'#' {
            let pos = self.pos;
            self.pos += 1;
            let Some(name) = self.alias_ident() else { return self.err("expected location alias") };
            return match self.attr_aliases.get(name) {
                Some(&a) if self.ctx.is_location(a) => Ok(self.ctx.attr_as_loc(a).expect("checked")),
                Some(_) => self.err_at(pos, "expected location attribute, but got non-location attribute"),
                None => self.err_at(pos, format!("undefined symbol alias id '{name}'")),
            };
        }
        if c == b'"' {
            let spos = self.pos;
            let s = self.string_utf8()?;
            if self.eat(b':') {
                let line = self.parse_u64("line number")? as u32;
                self.expect(b':', " in FileLineColLoc")?;
                let col = self.parse_u64("column number")? as u32;
                let file = self.ctx.ident(&s);
                if self.at_keyword("to") {
                    self.pos += 2;
                    let mut end_line = line;
                    if self.peek() != b':' {
                        end_line = self.parse_u64("line number")? as u32;
                    }
                    self.expect(b':', " in FileLineColRange")?;
                    let end_col = self.parse_u64("column number")? as u32;
                    return Ok(self.ctx.location(LocKind::FileLineColRange { file, line, col, end_line, end_col }));
                }
                return Ok(self.ctx.location(LocKind::FileLineCol { file, line, col }));
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
                    return self.unexpected("expected 'at' in callsite location");
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
                if !self.eat(b']') {
                    loop {
                        locs.push(self.parse_loc_body()?);
                        if self.eat(b']') {
                            break;
                        }
                        self.expect(b',', " in fused location")?;
                    }
                }
                Ok(self.ctx.location(LocKind::Fused { locs: locs.into(), metadata }))
            }
            _ => self.err_at(pos, "expected location instance"),
        }
    }

    fn resolve_pending_locs(&mut self, owned: &mut OwnedOp) -> PResult<()> {
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
        fix_locs(owned.holder_mut(), &resolved);
        let _ = top;
        Ok(())
    }

    // ----- types ------------------------------------------------------------

    fn parse_type(&mut self) -> PResult<Type> {
        self.nested(Self::parse_type_unguarded)
    }

    fn parse_type_unguarded(&mut self) -> PResult<Type> {
        let c = self.peek();
        match c {
            b'(' => self.parse_function_type(),
            b'!' => self.parse_dialect_type(),
            _ => {
                let start = self.pos;
                let Some(word) = self.bare_ident() else { return self.unexpected("expected non-function type") };
                if let Some(&t) = self.keyword_types.get(word) {
                    return Ok(t);
                }
                if let Some(t) = self.keyword_type(word) {
                    self.keyword_types.insert(word, t);
                    return Ok(t);
                }
                match word {
                    "complex" => {
                        self.expect(b'<', " in complex type")?;
                        let t = self.parse_type()?;
                        self.expect(b'>', " in complex type")?;
                        Ok(self.ctx.intern_type(TypeKind::Complex(t)))
                    }
                    "tuple" => {
                        self.expect(b'<', " in tuple type")?;
                        let mut ts = Vec::new();
                        if !self.eat(b'>') {
                            loop {
                                ts.push(self.parse_type()?);
                                if self.eat(b'>') {
                                    break;
                                }
                                self.expect(b',', " in tuple type")?;
                            }
                        }
                        Ok(self.ctx.intern_type(TypeKind::Tuple(ts.into())))
                    }
                    "vector" => self.parse_vector_type(),
                    "tensor" => self.parse_tensor_type(),
                    "memref" => self.parse_memref_type(),
                    _ => {
                        // `x` chains like `4xf32` never reach here; the word is unknown.
                        self.err_at(start, "expected non-function type")
                    }
                }
            }
        }
    }

    /// The `(inputs) -> results` type of a generic op. Ops repeat the same few
    /// signatures, so the text is looked up in a cache before it is parsed.
    fn parse_op_type(&mut self) -> PResult<Type> {
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
    fn scan_function_type(&self, start: usize) -> Option<usize> {
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

    fn keyword_type(&self, word: &str) -> Option<Type> {
        let ctx = self.ctx;
        match word {
            "index" => return Some(ctx.index_type()),
            "none" => return Some(ctx.none_type()),
            _ => {}
        }
        if let Some(k) = FloatKind::from_keyword(word) {
            return Some(ctx.float_type(k));
        }
        let (signedness, digits) = if let Some(d) = word.strip_prefix("si") {
            (Signedness::Signed, d)
        } else if let Some(d) = word.strip_prefix("ui") {
            (Signedness::Unsigned, d)
        } else if let Some(d) = word.strip_prefix('i') {
            (Signedness::Signless, d)
        } else {
            return None;
        };
        if digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0') && digits.len() > 1
        {
            return None;
        }
        let width: u32 = digits.parse().ok()?;
        if width == 0 || width > (1 << 24) {
            return None;
        }
        Some(if signedness == Signedness::Signless {
            ctx.integer_type(width)
        } else {
            ctx.intern_type(TypeKind::Integer { width, signedness })
        })
    }

    fn parse_function_type(&mut self) -> PResult<Type> {
        self.expect(b'(', "")?;
        let mut inputs: SmallVec<[Type; 4]> = SmallVec::new();
        if !self.eat(b')') {
            loop {
                inputs.push(self.parse_type()?);
                if self.eat(b')') {
                    break;
                }
                self.expect(b',', " in type list")?;
            }
        }
        if !self.eat_str("->") {
            return self.unexpected("expected '->' in function type");
        }
        let mut results: SmallVec<[Type; 4]> = SmallVec::new();
        if self.peek() == b'(' {
            // Either a parenthesized result list or a function type result.
            let save = self.pos;
            self.pos += 1;
            if !self.eat(b')') {
                loop {
                    results.push(self.parse_type()?);
                    if self.eat(b')') {
                        break;
                    }
                    self.expect(b',', " in type list")?;
                }
            }
            if self.peek() == b'-' && self.src.get(self.pos + 1) == Some(&b'>') {
                // `(a) -> (b) -> c`: the result was itself a function type.
                self.pos = save;
                results.clear();
                results.push(self.parse_function_type()?);
            }
        } else {
            results.push(self.parse_type()?);
        }
        Ok(self.ctx.function_type(&inputs, &results))
    }

    fn parse_dialect_type(&mut self) -> PResult<Type> {
        match self.parse_dialect_ref('!', "type")? {
            DialectRef::Alias(name, start) => match self.type_aliases.get(name) {
                Some(&t) => Ok(t),
                None => self.err_at(start, format!("undefined symbol alias id '{name}'")),
            },
            DialectRef::Verbatim(text) => Ok(self.ctx.dialect_type(text)),
            DialectRef::Registered(def, params) => Ok(self.ctx.intern_type(TypeKind::Registered { def, params })),
        }
    }

    /// After `!` or `#`: an alias name, or a dialect type or attribute kept
    /// verbatim (rejected when its dialect is unknown and unregistered
    /// dialects are not allowed).
    fn parse_dialect_ref(&mut self, sigil: char, what: &str) -> PResult<DialectRef<'a>> {
        let start = self.pos;
        self.pos += 1;
        let Some(name) = self.alias_ident() else { return self.err(format!("expected dialect {what} or alias")) };
        if !name.contains('.') && self.peek_raw() != b'<' {
            return Ok(DialectRef::Alias(name, start));
        }
        if let Some((dialect, mnemonic)) = name.split_once('.') {
            if let Some(d) = self.ctx.dialect(dialect).filter(|d| d.dialect_syntax() == DialectSyntax::Declared) {
                return self.parse_registered(&d, sigil, mnemonic, start + 2 + dialect.len());
            }
        }
        if self.peek_raw() == b'<' {
            self.balanced_angle()?;
        }
        let text = &self.text[start + 1..self.pos];
        let dialect = &name[..name.find('.').unwrap_or(name.len())];
        if !self.ctx.is_dialect_registered(dialect) && !self.ctx.allows_unregistered_dialects() {
            let body_start = start + 1 + dialect.len() + usize::from(name.contains('.'));
            let body = &self.text[body_start..self.pos];
            return self.err_at(
                body_start,
                format!(
                    "`{sigil}\"{dialect}\"<\"{body}\">` {what} created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                ),
            );
        }
        let check = self.ctx.dialect(dialect).and_then(|d| d.get_hook::<VerbatimSyntaxCheck>().copied());
        if let Some(Err((offset, message))) = check.map(|VerbatimSyntaxCheck(check)| check(sigil, text)) {
            return self.err_at(start + 1 + offset, message);
        }
        Ok(DialectRef::Verbatim(text))
    }

    /// The parameters of a registered type (`sigil` `!`) or attribute of
    /// dialect `d` called `mnemonic` (at `mnemonic_pos`), read by its
    /// definition, then verified.
    fn parse_registered(
        &mut self,
        d: &Dialect,
        sigil: char,
        mnemonic: &str,
        mnemonic_pos: usize,
    ) -> PResult<DialectRef<'a>> {
        let def = if sigil == '!' { d.type_def_named(mnemonic) } else { d.attr_def_named(mnemonic) };
        let Some(def) = def else {
            let ns = d.namespace();
            let message = if sigil == '!' {
                // Two spaces, as MLIR's generated dialect type parser words it.
                format!("unknown  type `{mnemonic}` in dialect `{ns}`")
            } else {
                format!("unknown attribute `{mnemonic}` in dialect `{ns}`")
            };
            return self.err_at(mnemonic_pos, message);
        };
        let params_pos = self.pos;
        let params = def.0.parse(&mut DialectAsmParser { backend: self })?;
        if let Err(message) = def.0.verify(self.ctx, &params) {
            return self.err_at(params_pos, message);
        }
        Ok(DialectRef::Registered(def, params))
    }

    /// `4x?x[8]x` prefixes of shaped types; returns dims, scalable flags.
    fn parse_dims(&mut self, allow_dynamic: bool, allow_scalable: bool) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        loop {
            self.skip_ws();
            let save = self.pos;
            let c = self.peek_raw();
            let (dim, sc) = if c == b'?' && allow_dynamic {
                self.pos += 1;
                (DYNAMIC, false)
            } else if c == b'[' && allow_scalable {
                self.pos += 1;
                let d = self.parse_dim_number()?;
                self.expect(b']', " in scalable dimension")?;
                (d, true)
            } else if c.is_ascii_digit() {
                (self.parse_dim_number()?, false)
            } else {
                break;
            };
            if self.peek_raw() != b'x' {
                // Not a dimension after all (e.g. the `0` of a type name).
                self.pos = save;
                break;
            }
            self.pos += 1;
            dims.push(dim);
            scalable.push(sc);
        }
        Ok((dims, scalable))
    }

    fn parse_dim_number(&mut self) -> PResult<i64> {
        let start = self.pos;
        let mut end = start;
        while end < self.src.len() && self.src[end].is_ascii_digit() {
            end += 1;
        }
        self.pos = end;
        self.text[start..end].parse::<i64>().or_else(|_| self.err_at(start, "invalid dimension"))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.expect(b'<', " in vector type")?;
        let (shape, scalable) = self.parse_dims(false, true)?;
        let element = self.parse_type()?;
        self.expect(b'>', " in vector type")?;
        Ok(self.ctx.intern_type(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), element }))
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.expect(b'<', " in tensor type")?;
        if self.eat(b'*') {
            if self.peek_raw() != b'x' {
                return self.unexpected("expected 'x' in unranked tensor type");
            }
            self.pos += 1;
            let element = self.parse_type()?;
            self.expect(b'>', " in tensor type")?;
            return Ok(self.ctx.intern_type(TypeKind::UnrankedTensor { element }));
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.eat(b',') {
            encoding = Some(self.parse_attr()?);
        }
        self.expect(b'>', " in tensor type")?;
        Ok(self.ctx.intern_type(TypeKind::RankedTensor { shape: shape.into(), element, encoding }))
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        self.expect(b'<', " in memref type")?;
        if self.eat(b'*') {
            if self.peek_raw() != b'x' {
                return self.unexpected("expected 'x' in unranked memref type");
            }
            self.pos += 1;
            let element = self.parse_type()?;
            let mut memory_space = None;
            if self.eat(b',') {
                memory_space = Some(self.parse_memory_space()?);
            }
            self.expect(b'>', " in memref type")?;
            return Ok(self.ctx.intern_type(TypeKind::UnrankedMemRef { element, memory_space }));
        }
        let (shape, _) = self.parse_dims(true, false)?;
        let element = self.parse_type()?;
        let mut layout = None;
        let mut memory_space = None;
        while self.eat(b',') {
            let a = self.parse_attr()?;
            let is_layout = matches!(self.ctx.attr_kind(a), AttrKind::AffineMap(_) | AttrKind::StridedLayout { .. });
            if is_layout && layout.is_none() && memory_space.is_none() {
                if let AttrKind::AffineMap(m) = self.ctx.attr_kind(a) {
                    if m.is_identity() {
                        continue;
                    }
                }
                layout = Some(a);
            } else {
                memory_space = Some(self.normalize_memory_space(a));
            }
        }
        self.expect(b'>', " in memref type")?;
        Ok(self.ctx.intern_type(TypeKind::MemRef { shape: shape.into(), element, layout, memory_space }))
    }

    fn parse_memory_space(&mut self) -> PResult<Attribute> {
        let a = self.parse_attr()?;
        Ok(self.normalize_memory_space(a))
    }

    fn normalize_memory_space(&self, a: Attribute) -> Attribute {
        a
    }

    // ----- attributes -------------------------------------------------------

    /// `{name = value, unitname, ...}`
    fn parse_dict_attr(&mut self) -> PResult<Attribute> {
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

    fn parse_dict_attr_uncached(&mut self) -> PResult<Attribute> {
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
                        None => return self.unexpected("expected attribute name"),
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
                self.expect(b',', " in attribute dictionary")?;
            }
        }
        let _ = self.sym_name;
        Ok(self.ctx.dictionary(entries))
    }

    fn parse_attr(&mut self) -> PResult<Attribute> {
        self.nested(Self::parse_attr_unguarded)
    }

    fn parse_attr_unguarded(&mut self) -> PResult<Attribute> {
        let c = self.peek();
        let start = self.pos;
        match c {
            b'[' => {
                self.pos += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.parse_attr()?);
                        if self.eat(b']') {
                            break;
                        }
                        self.expect(b',', " in array attribute")?;
                    }
                }
                Ok(self.ctx.array_attr(&items))
            }
            b'{' => self.parse_dict_attr(),
            b'"' => {
                let bytes = self.string_lit()?;
                let ty = if self.eat(b':') { Some(self.parse_type()?) } else { None };
                Ok(self.ctx.intern_attr(AttrKind::String { bytes: bytes.into(), ty }))
            }
            b'@' => self.parse_symbol_ref(),
            b'#' => self.parse_hash_attr(),
            b'-' => {
                self.pos += 1;
                if !self.peek().is_ascii_digit() {
                    return self.err_at(start, "expected constant integer or floating point value");
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
                let Some(word) = self.bare_ident() else { return self.unexpected("expected attribute value") };
                match word {
                    "true" | "false" => {
                        let v = word == "true";
                        if self.eat(b':') {
                            let ty = self.parse_type()?;
                            return Ok(self.ctx.integer_attr(ty, v as i128));
                        }
                        Ok(self.ctx.bool_attr(v))
                    }
                    "unit" => Ok(self.ctx.unit_attr()),
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense(),
                    "dense_resource" => {
                        self.expect(b'<', " in dense_resource")?;
                        let Some(handle) = self.alias_ident() else { return self.err("expected resource handle") };
                        let handle = handle.to_string();
                        self.expect(b'>', " in dense_resource")?;
                        self.expect(b':', " after dense_resource")?;
                        let ty = self.parse_type()?;
                        Ok(self.ctx.intern_attr(AttrKind::DenseResource { ty, handle: handle.into() }))
                    }
                    "sparse" => self.parse_sparse(),
                    "affine_map" => {
                        if self.peek() != b'<' {
                            return self.unexpected("expected '<' in affine map");
                        }
                        let ipos = self.pos + 1;
                        let inner = self.balanced_angle()?;
                        match AffineMap::parse(inner) {
                            Ok(m) => Ok(self.ctx.intern_attr(AttrKind::AffineMap(m))),
                            Err(e) => self.err_at(ipos + e.offset, e.message),
                        }
                    }
                    "affine_set" => {
                        if self.peek() != b'<' {
                            return self.unexpected("expected '<' in integer set");
                        }
                        let ipos = self.pos + 1;
                        let inner = self.balanced_angle()?;
                        match IntegerSet::parse(inner) {
                            Ok(s) => Ok(self.ctx.intern_attr(AttrKind::IntegerSet(s))),
                            Err(e) => self.err_at(ipos + e.offset, e.message),
                        }
                    }
                    "strided" => self.parse_strided(),
                    "distinct" => {
                        self.expect(b'[', " in distinct attribute")?;
                        let n = self.parse_u64("distinct ID")?;
                        self.expect(b']', " in distinct attribute")?;
                        self.expect(b'<', " in distinct attribute")?;
                        let inner = if self.peek() == b'>' { self.ctx.unit_attr() } else { self.parse_attr()? };
                        self.expect(b'>', " in distinct attribute")?;
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
                    _ => {
                        // A type used as an attribute (`i32`, `tensor<...>`).
                        self.pos = save;
                        let t = self.parse_type()?;
                        Ok(self.ctx.type_attr(t))
                    }
                }
            }
        }
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name()?;
        let mut nested = Vec::new();
        while self.src[self.pos..].starts_with(b"::") {
            self.pos += 2;
            nested.push(self.symbol_name()?);
        }
        Ok(self.ctx.intern_attr(AttrKind::SymbolRef { root, nested: nested.into() }))
    }

    fn symbol_name(&mut self) -> PResult<Ident> {
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
        while end < self.src.len() && (is_ident_char(self.src[end]) || self.src[end] == b'-') {
            end += 1;
        }
        if end == start {
            return self.err("expected valid symbol name");
        }
        self.pos = end;
        Ok(self.ctx.ident(&self.text[start..end]))
    }

    fn parse_hash_attr(&mut self) -> PResult<Attribute> {
        match self.parse_dialect_ref('#', "attribute")? {
            DialectRef::Alias(name, start) => match self.attr_aliases.get(name) {
                Some(&a) => Ok(a),
                None => self.err_at(start, format!("undefined symbol alias id '{name}'")),
            },
            DialectRef::Verbatim(text) => {
                let text = self.expand_verbatim_aliases(text)?;
                Ok(self.ctx.dialect_attr(&text))
            }
            DialectRef::Registered(def, params) => Ok(self.ctx.intern_attr(AttrKind::Registered { def, params })),
        }
    }

    /// `text` (a verbatim attribute just read, ending at the cursor) with
    /// each alias it uses replaced by what the alias stands for, so that the
    /// attribute means the same wherever it is printed, as MLIR (which
    /// parses the attribute for real) resolves them.
    fn expand_verbatim_aliases(&self, text: &'a str) -> PResult<std::borrow::Cow<'a, str>> {
        if !text.contains(['#', '!']) {
            return Ok(std::borrow::Cow::Borrowed(text));
        }
        let text_start = self.pos - text.len();
        let mut expanded = String::new();
        let mut copied = 0;
        for nested in verbatim::nested_refs(text) {
            let verbatim::NestedRef::Alias { range, sigil } = nested else { continue };
            let name = &text[range.start + 1..range.end];
            let replacement = if sigil == b'#' {
                self.attr_aliases.get(name).map(|&a| self.ctx.attr_to_string(a))
            } else {
                self.type_aliases.get(name).map(|&t| self.ctx.type_to_string(t))
            };
            let Some(replacement) = replacement else {
                return self.err_at(text_start + range.start, format!("undefined symbol alias id '{name}'"));
            };
            expanded.push_str(&text[copied..range.start]);
            expanded.push_str(&replacement);
            copied = range.end;
        }
        if copied == 0 {
            return Ok(std::borrow::Cow::Borrowed(text));
        }
        expanded.push_str(&text[copied..]);
        Ok(std::borrow::Cow::Owned(expanded))
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
            TypeKind::Float(kind) => self.float_attr(ty, kind, text, negative, start),
            TypeKind::Integer { .. } | TypeKind::Index if !is_float => self.int_attr(ty, text, negative, start),
            TypeKind::Integer { .. } | TypeKind::Index => {
                self.err_at(start, "floating point value not valid for specified type")
            }
            _ => self.err_at(start, "integer literal not valid for specified type"),
        }
    }

    /// A float attribute of type `ty` (of float `kind`) from a number's
    /// text: decimal, or the bits in hexadecimal (never negated).
    fn float_attr(
        &mut self,
        ty: Type,
        kind: FloatKind,
        text: &str,
        negative: bool,
        start: usize,
    ) -> PResult<Attribute> {
        let value = if let Some(hex) = text.strip_prefix("0x") {
            if negative {
                return self.err_at(start, "hexadecimal float literal should not have a leading minus");
            }
            FloatValue::from_hex_bits(kind, hex)
        } else {
            FloatValue::parse_decimal(kind, text, negative)
        };
        match value {
            Ok(v) => Ok(self.ctx.float_attr(ty, v)),
            Err(m) => self.err_at(start, m),
        }
    }

    fn parse_number_attr(&mut self, negative: bool, start: usize) -> PResult<Attribute> {
        let Some((text, is_float)) = self.number_text() else { return self.err_at(start, "expected number") };
        let ty = if self.eat(b':') { Some(self.parse_type()?) } else { None };
        let ctx = self.ctx;
        match ty.map(|t| ctx.type_kind(t).clone()) {
            Some(TypeKind::Float(kind)) => self.float_attr(ty.expect("checked"), kind, text, negative, start),
            Some(TypeKind::Integer { .. }) | Some(TypeKind::Index) => {
                let ty = ty.expect("checked");
                if is_float {
                    return self.err_at(start, "floating point value not valid for specified type");
                }
                self.int_attr(ty, text, negative, start)
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
                    self.int_attr(ctx.i64(), text, negative, start)
                }
            }
        }
    }

    fn int_attr(&self, ty: Type, text: &str, negative: bool, start: usize) -> PResult<Attribute> {
        let ctx = self.ctx;
        let width = ctx.int_or_float_width(ty).unwrap_or(64);
        let v = match parse_int_text(text) {
            Some(v) if negative => -v,
            Some(v) => v,
            // The 128-bit values beyond `i128`: `-2^127`, and a non-negative
            // literal using all 128 bits (reinterpreted, as MLIR does).
            None => match parse_u128_text(text) {
                Some(m) if negative && m == 1u128 << 127 => i128::MIN,
                Some(m) if !negative && width >= 128 => m as i128,
                _ => return self.err_at(start, "integer constant out of range for attribute"),
            },
        };
        let unsigned = matches!(ctx.type_kind(ty), TypeKind::Integer { signedness: Signedness::Unsigned, .. });
        if negative && unsigned {
            return self.err_at(start, "negative integer literal not valid for unsigned integer type");
        }
        if !fits_width(v, width, negative, unsigned) {
            return self.err_at(start, "integer constant out of range for attribute");
        }
        Ok(ctx.integer_attr(ty, v))
    }

    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.expect(b'<', " in strided layout")?;
        self.expect(b'[', " in strided layout")?;
        let mut strides = Vec::new();
        if !self.eat(b']') {
            loop {
                strides.push(self.parse_dim_or_q()?);
                if self.eat(b']') {
                    break;
                }
                self.expect(b',', " in strided layout")?;
            }
        }
        let mut offset = 0;
        if self.eat(b',') {
            if !self.eat_str("offset") {
                return self.unexpected("expected 'offset' after comma");
            }
            self.expect(b':', " after 'offset'")?;
            offset = self.parse_dim_or_q()?;
        }
        self.expect(b'>', " in strided layout")?;
        Ok(self.ctx.intern_attr(AttrKind::StridedLayout { offset, strides: strides.into() }))
    }

    fn parse_dim_or_q(&mut self) -> PResult<i64> {
        if self.eat(b'?') {
            return Ok(DYNAMIC);
        }
        let neg = self.eat(b'-');
        self.skip_ws();
        let start = self.pos;
        let v = self.parse_dim_number()?;
        if start == self.pos {
            return self.err("expected integer value");
        }
        Ok(if neg { -v } else { v })
    }

    /// `array<i32: 1, 2>` / `array<f32>`
    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.expect(b'<', " in dense array")?;
        let element = self.parse_type()?;
        let mut values = Vec::new();
        if self.eat(b':') {
            let ctx = self.ctx;
            loop {
                self.skip_ws();
                let pos = self.pos;
                let neg = self.eat(b'-');
                if let TypeKind::Float(kind) = ctx.type_kind(element).clone() {
                    let Some((text, _)) = self.number_text() else { return self.err_at(pos, "expected float literal") };
                    let v = if let Some(h) = text.strip_prefix("0x") {
                        FloatValue::from_hex_bits(kind, h)
                    } else {
                        FloatValue::parse_decimal(kind, text, neg)
                    };
                    match v {
                        Ok(v) => values.push(v.bits as i128),
                        Err(m) => return self.err_at(pos, m),
                    }
                } else if let Some(w) = self.bare_ident().filter(|w| *w == "true" || *w == "false") {
                    values.push((w == "true") as i128);
                } else {
                    let Some(text) = self.int_lit_text() else { return self.err_at(pos, "expected integer literal") };
                    let a = self.int_attr(element, text, neg, pos)?;
                    values.push(ctx.int_value(a).unwrap_or(0));
                }
                if !self.eat(b',') {
                    break;
                }
            }
        }
        self.expect(b'>', " in dense array")?;
        Ok(self.ctx.intern_attr(AttrKind::DenseArray { element, values: values.into() }))
    }

    fn parse_dense(&mut self) -> PResult<Attribute> {
        self.expect(b'<', " in dense attribute")?;
        let lit_pos = {
            self.skip_ws();
            self.pos
        };
        let lit = if self.peek() == b'>' { DenseLit::List(Vec::new(), lit_pos) } else { self.parse_dense_literal()? };
        self.expect(b'>', " in dense attribute")?;
        self.expect(b':', " after dense attribute")?;
        let ty = self.parse_type()?;
        self.build_dense(ty, &lit, lit_pos)
    }

    fn parse_sparse(&mut self) -> PResult<Attribute> {
        self.expect(b'<', " in sparse attribute")?;
        self.skip_ws();
        let ipos = self.pos;
        let indices = self.parse_dense_literal()?;
        self.expect(b',', " in sparse attribute")?;
        self.skip_ws();
        let vpos = self.pos;
        let values = self.parse_dense_literal()?;
        self.expect(b'>', " in sparse attribute")?;
        self.expect(b':', " after sparse attribute")?;
        let ty = self.parse_type()?;
        let ctx = self.ctx;
        let rank = ctx.shape(ty).map(|s| s.len()).unwrap_or(0) as i64;
        let count = values.flat_len() as i64;
        let elem = ctx.element_type_or_self(ty);
        let i64t = ctx.i64();
        let idx_ty = ctx.intern_type(TypeKind::RankedTensor {
            shape: if rank == 0 { vec![count].into() } else { vec![count, rank].into() },
            element: i64t,
            encoding: None,
        });
        let val_ty =
            ctx.intern_type(TypeKind::RankedTensor { shape: vec![count].into(), element: elem, encoding: None });
        let indices = self.build_dense(idx_ty, &indices, ipos)?;
        let values = self.build_dense(val_ty, &values, vpos)?;
        Ok(ctx.intern_attr(AttrKind::Sparse { ty, indices, values }))
    }

    fn parse_dense_literal(&mut self) -> PResult<DenseLit<'a>> {
        self.nested(Self::parse_dense_literal_unguarded)
    }

    fn parse_dense_literal_unguarded(&mut self) -> PResult<DenseLit<'a>> {
        self.skip_ws();
        let pos = self.pos;
        match self.peek_raw() {
            b'[' => {
                self.pos += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.parse_dense_literal()?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return self.unexpected("expected ']'");
                        }
                    }
                }
                Ok(DenseLit::List(items, pos))
            }
            b'(' => {
                self.pos += 1;
                let re = self.parse_dense_literal()?;
                self.expect(b',', " in complex literal")?;
                let im = self.parse_dense_literal()?;
                self.expect(b')', " in complex literal")?;
                Ok(DenseLit::Complex(Box::new(re), Box::new(im), pos))
            }
            b'"' => {
                let s = self.string_lit()?;
                Ok(DenseLit::Str(s, pos))
            }
            b'-' => {
                self.pos += 1;
                match self.number_text() {
                    Some((t, f)) => Ok(DenseLit::Num { text: t, negative: true, is_float: f, pos }),
                    None => self.err_at(pos, "expected number"),
                }
            }
            _ => {
                if let Some((t, f)) = self.number_text() {
                    return Ok(DenseLit::Num { text: t, negative: false, is_float: f, pos });
                }
                match self.bare_ident() {
                    Some("true") => Ok(DenseLit::Bool(true, pos)),
                    Some("false") => Ok(DenseLit::Bool(false, pos)),
                    _ => self.err_at(pos, "expected element literal of primitive type"),
                }
            }
        }
    }

    fn build_dense(&self, ty: Type, lit: &DenseLit<'a>, pos: usize) -> PResult<Attribute> {
        let ctx = self.ctx;
        let Some(shape) = ctx.shape(ty).map(|s| s.to_vec()) else {
            return self.err_at(pos, "elements literal must be a shaped type");
        };
        if shape.contains(&DYNAMIC) {
            return self.err_at(pos, "elements literal type must have static shape");
        }
        let elem = ctx.element_type_or_self(ty);
        let num: usize = shape.iter().map(|&d| d as usize).product();
        // Hex blob.
        if let DenseLit::Str(bytes, spos) = lit {
            if bytes.starts_with(b"0x") && !matches!(ctx.type_kind(elem), TypeKind::Dialect { .. }) {
                let hex = &bytes[2..];
                let Some(raw) = decode_hex(hex) else { return self.err_at(*spos, "expected hex string") };
                return self.dense_from_raw(ty, elem, num, &raw, *spos);
            }
        }
        let mut flat: Vec<&DenseLit<'a>> = Vec::new();
        // Check the literal's shape against the type's.
        if let DenseLit::List(..) = lit {
            let mut lit_shape = Vec::new();
            lit.shape(&mut lit_shape);
            if lit_shape != shape.iter().map(|&d| d as usize).collect::<Vec<_>>() && !(lit_shape.is_empty() && num == 0)
            {
                let fmt = |s: &[usize]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                return self.err_at(
                    pos,
                    format!(
                        "inferred shape of elements literal ([{}]) does not match type ([{}])",
                        fmt(&lit_shape),
                        fmt(&shape.iter().map(|&d| d as usize).collect::<Vec<_>>())
                    ),
                );
            }
            lit.flatten(&mut flat);
        } else {
            flat.push(lit);
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
                        DenseLit::Num { text, negative, pos, .. } => {
                            let r = if let Some(h) = text.strip_prefix("0x") {
                                FloatValue::from_hex_bits(kind, h)
                            } else {
                                FloatValue::parse_decimal(kind, text, *negative)
                            };
                            match r {
                                Ok(f) => v.push(f.bits),
                                Err(m) => return self.err_at(*pos, m),
                            }
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
                            let a = self.int_attr(scalar, text, *negative, *pos)?;
                            v.push(ctx.int_value(a).unwrap_or(0));
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

    fn dense_from_raw(&self, ty: Type, elem: Type, num: usize, raw: &[u8], pos: usize) -> PResult<Attribute> {
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
            return self.err_at(pos, "elements hex data size is invalid for provided type");
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

/// What follows a `!` or `#`.
enum DialectRef<'a> {
    /// `!name` / `#name`: an alias, with the position of the sigil.
    Alias(&'a str, usize),
    /// `!dialect.name<...>` / `#dialect.name<...>`: the text after the sigil.
    Verbatim(&'a str),
    /// A registered type or attribute: its definition and parameters.
    Registered(DefRef, Box<[Param]>),
}

/// What a registered type's or attribute's definition reads through
/// ([`DialectAsmParser`]).
impl AsmParserBackend for Parser<'_, '_> {
    fn context(&self) -> &Context {
        self.ctx
    }

    fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        Parser::parse_type(self)
    }

    fn parse_attribute(&mut self) -> Result<Attribute, Diagnostic> {
        self.parse_attr()
    }

    fn parse_optional_integer(&mut self) -> Result<Option<i128>, Diagnostic> {
        let start = self.position();
        let negative = self.peek_raw() == b'-';
        if negative {
            self.pos += 1;
        }
        let Some(text) = self.int_lit_text() else {
            self.pos = start;
            return Ok(None);
        };
        match parse_int_text(text) {
            Some(v) if negative => Ok(Some(-v)),
            Some(v) => Ok(Some(v)),
            None => self.err_at(start, "integer value too large"),
        }
    }

    fn parse_optional_string(&mut self) -> Result<Option<String>, Diagnostic> {
        if self.peek() != b'"' {
            return Ok(None);
        }
        self.string_utf8().map(Some)
    }

    fn parse_optional_keyword(&mut self) -> Option<String> {
        self.bare_ident().map(str::to_string)
    }

    fn position(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    fn set_position(&mut self, pos: usize) {
        self.pos = pos;
    }

    fn parse_optional_punct(&mut self, punct: &str) -> bool {
        self.eat_str(punct)
    }

    fn error_at(&self, pos: usize, message: String) -> Diagnostic {
        Diagnostic::error(self.loc_at(pos), message)
    }
}

/// A `dense<...>` literal before its type is known.
enum DenseLit<'a> {
    List(Vec<DenseLit<'a>>, usize),
    Num { text: &'a str, negative: bool, is_float: bool, pos: usize },
    Bool(bool, usize),
    Str(Vec<u8>, usize),
    Complex(Box<DenseLit<'a>>, Box<DenseLit<'a>>, usize),
}

impl<'a> DenseLit<'a> {
    fn pos(&self) -> usize {
        match self {
            DenseLit::List(_, p) | DenseLit::Bool(_, p) | DenseLit::Str(_, p) | DenseLit::Complex(_, _, p) => *p,
            DenseLit::Num { pos, .. } => *pos,
        }
    }

    fn shape(&self, out: &mut Vec<usize>) {
        if let DenseLit::List(items, _) = self {
            out.push(items.len());
            if let Some(first) = items.first() {
                first.shape(out);
            }
        }
    }

    fn flatten<'s>(&'s self, out: &mut Vec<&'s DenseLit<'a>>) {
        match self {
            DenseLit::List(items, _) => items.iter().for_each(|i| i.flatten(out)),
            other => out.push(other),
        }
    }

    fn flat_len(&self) -> usize {
        match self {
            DenseLit::List(items, _) => items.iter().map(|i| i.flat_len()).sum(),
            _ => 1,
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

fn splat_of<T: PartialEq + Clone>(mut v: Vec<T>, per: usize, shape_elems: usize) -> (bool, Vec<T>) {
    if v.len() == per && shape_elems >= 1 {
        return (true, v);
    }
    if v.len() >= 2 * per && v.chunks(per).all(|c| c == &v[..per]) {
        v.truncate(per);
        return (true, v);
    }
    (false, v)
}

fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if hex.len() % 2 != 0 {
        return None;
    }
    hex.chunks(2).map(|c| std::str::from_utf8(c).ok().and_then(|s| u8::from_str_radix(s, 16).ok())).collect()
}

/// Parses a decimal or `0x` hex integer literal into a `u128`.
fn parse_u128_text(text: &str) -> Option<u128> {
    match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => text.parse::<u128>().ok(),
    }
}

/// Parses a decimal or `0x` hex integer literal into an `i128`.
fn parse_int_text(text: &str) -> Option<i128> {
    if let Some(h) = text.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok().and_then(|v| i128::try_from(v).ok())
    } else {
        text.parse::<i128>().ok()
    }
}

/// Whether `v` fits an integer type of `width` bits, as MLIR's parser checks:
/// a non-negative literal may use all bits (it is reinterpreted), a negative one
/// must fit the signed range.
fn fits_width(v: i128, width: u32, negative: bool, unsigned: bool) -> bool {
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

/// Replaces placeholder locations in every op and block argument.
fn fix_locs(body: &mut Body, map: &FxHashMap<Location, Location>) {
    let n = body.op_capacity();
    for i in 0..n {
        let op = OpId::new_index(i);
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
        let v = ValueId::new_index(i);
        if let super::body::ValueDef::BlockArg { .. } = body.value_def(v) {
            if let Some(&l) = map.get(&body.value_loc(v)) {
                body.set_value_loc(v, l);
            }
        }
    }
}

impl ValueId {
    fn new_from(first: ValueId, offset: u32) -> ValueId {
        use super::entity::EntityId;
        ValueId::new(first.index() + offset as usize)
    }

    fn new_index(i: usize) -> ValueId {
        use super::entity::EntityId;
        ValueId::new(i)
    }
}

impl OpId {
    fn new_index(i: usize) -> OpId {
        use super::entity::EntityId;
        OpId::new(i)
    }
}

#[allow(dead_code)]
fn _unused(_: OpName) {}
