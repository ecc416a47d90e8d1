//! The top-level module's body parsed on all threads.
//!
//! A file is nearly always one `builtin.module` holding many functions,
//! and ops isolated from above share nothing a parser keeps but the
//! file's aliases. So the module's body is cut into pieces at lines that
//! start an op at the body's indentation, each piece is parsed by a parser
//! of its own into a body of its own on rayon's threads, and the pieces'
//! ops are moved, in order, into the module.
//!
//! Where the cuts fall decides only the speed, never the result: a piece
//! counts only when it parses into whole ops that end exactly where the
//! next piece begins, defines no value and no block at the module's level
//! and leaves no forward reference. Each op is then what the serial parser
//! makes of the same text in the same state, so the ops of the pieces are
//! the serial parse's ops. When any piece fails (an error, a cut inside an
//! op, a value defined in one piece and used in another), the body is
//! parsed serially from its start, and an error anywhere in a file that was
//! parsed in pieces has the whole file parsed again serially
//! (`parse_source`): diagnostics are always the serial parser's.

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::Parser;
use crate::ir::attributes::{Attribute, Ident, Location};
use crate::ir::body::{BlockId, Body, InsertPoint, ValueMap};
use crate::ir::context::Context;
use crate::ir::types::Type;

/// Bodies smaller than this are parsed serially: below it the threads'
/// start-up and their cold caches cost more than they save.
const MIN_PARALLEL_BYTES: usize = 256 * 1024;

/// Pieces per thread: enough for uneven pieces to even out, few enough
/// that each parser's caches (op tails, properties) warm up.
const PIECES_PER_THREAD: usize = 8;

/// Where a piece starts and ends.
struct Piece {
    /// The first byte of its first op.
    start: usize,
    /// The first byte of the next piece's first op; `None` for the last
    /// piece, which ends at the module's closing brace.
    end: Option<usize>,
    /// The line `start` is on, and where that line starts.
    line: u32,
    line_start: usize,
}

/// A piece's ops, in a body of their own, and what the file-level parser
/// needs from the piece's parser.
struct ParsedPiece<'a> {
    holder: Body,
    block: BlockId,
    pending_locs: FxHashMap<Location, (&'a str, usize)>,
    /// The cursor and line state at the piece's end.
    pos: usize,
    line: u32,
    line_start: usize,
    scanned_to: usize,
}

/// What each piece's parser starts from: the state of the parser at the
/// start of the module's body that parsing an op may read.
struct Fork<'a, 'c> {
    ctx: &'c Context,
    text: &'a str,
    file: Ident,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    type_aliases: FxHashMap<&'a str, Type>,
    isolated_ops: Vec<usize>,
    depth: u32,
    default_dialects: Vec<&'static str>,
}

impl<'a, 'c> Parser<'a, 'c> {
    /// Parses the ops of the top-level module's body, whose first op is at
    /// the cursor, into `block` of `body` on all threads, and leaves the
    /// cursor at the closing brace. `false` (with nothing parsed, the
    /// cursor past whitespace at most) when the body is small, threads are
    /// off, or any piece fails: the caller then parses it serially.
    pub(super) fn parse_module_body_in_parallel(&mut self, body: &mut Body, block: BlockId) -> bool {
        let threads = rayon::current_num_threads();
        if !self.parallel || !self.ctx.is_multithreading_enabled() || threads < 2 {
            return false;
        }
        self.skip_ws();
        let start = self.pos;
        let remaining = self.src.len() - start;
        if remaining < MIN_PARALLEL_BYTES {
            return false;
        }
        let Some(pieces) = self.cut_into_pieces(start, threads * PIECES_PER_THREAD) else { return false };
        let fork = Fork {
            ctx: self.ctx,
            text: self.text,
            file: self.file,
            attr_aliases: self.attr_aliases.clone(),
            type_aliases: self.type_aliases.clone(),
            isolated_ops: self.isolated_ops.clone(),
            depth: self.depth,
            default_dialects: self.default_dialects.clone(),
        };
        let parsed: Option<Vec<ParsedPiece<'a>>> = pieces.par_iter().map(|piece| fork.parse_piece(piece)).collect();
        let Some(parsed) = parsed else { return false };
        self.went_parallel = true;
        let mut map = ValueMap::new();
        for mut piece in parsed {
            let ops: Vec<_> = piece.holder.block_ops(piece.block).collect();
            for op in ops {
                let moved = body.move_op_from(self.ctx, &mut piece.holder, op, &mut map);
                body.insert_op(moved, InsertPoint::BlockEnd(block));
            }
            // Later uses overwrite earlier ones, as in a serial parse.
            self.pending_locs.extend(piece.pending_locs);
            self.pos = piece.pos;
            self.line = piece.line;
            self.line_start = piece.line_start;
            self.scanned_to = piece.scanned_to;
        }
        true
    }

    /// Cuts the text from `start` (the first op of the body) into about
    /// `count` pieces of equal size, each starting at a line whose op is
    /// indented as the first one. `None` when the first op does not start
    /// its line after spaces, or the body is too small to cut.
    fn cut_into_pieces(&self, start: usize, count: usize) -> Option<Vec<Piece>> {
        let indent = &self.src[self.line_start..start];
        if indent.iter().any(|&c| c != b' ') {
            return None;
        }
        let size = ((self.src.len() - start) / count).max(MIN_PARALLEL_BYTES / PIECES_PER_THREAD);
        let mut pieces = vec![Piece { start, end: None, line: self.line, line_start: self.line_start }];
        let mut target = start + size;
        while target < self.src.len() {
            let Some((line_start, op_start)) = self.next_op_line(target, indent.len()) else { break };
            let last = pieces.last_mut().expect("the first piece");
            last.end = Some(op_start);
            let newlines = memchr::memchr_iter(b'\n', &self.src[last.start..op_start]).count() as u32;
            let line = last.line + newlines;
            pieces.push(Piece { start: op_start, end: None, line, line_start });
            target = op_start + size;
        }
        (pieces.len() > 1).then_some(pieces)
    }

    /// The first line after `from` that starts with exactly `indent` spaces
    /// and then what can start an op (a result, a quoted name or a bare
    /// one): where that line starts and where its op does.
    fn next_op_line(&self, from: usize, indent: usize) -> Option<(usize, usize)> {
        let src = self.src;
        for newline in memchr::memchr_iter(b'\n', &src[from..]) {
            let line_start = from + newline + 1;
            let op_start = line_start + indent;
            let &first = src.get(op_start)?;
            if src[line_start..op_start].iter().all(|&c| c == b' ')
                && (first.is_ascii_alphabetic() || first == b'"' || first == b'%')
            {
                return Some((line_start, op_start));
            }
        }
        None
    }
}

impl<'a, 'c> Fork<'a, 'c> {
    /// Parses one piece with a parser of its own; `None` when the piece is
    /// not a run of whole module-level ops, as the module docs require.
    fn parse_piece(&self, piece: &Piece) -> Option<ParsedPiece<'a>> {
        let mut p = Parser::new(self.ctx, "", self.text);
        p.file = self.file;
        p.attr_aliases = self.attr_aliases.clone();
        p.type_aliases = self.type_aliases.clone();
        p.isolated_ops = self.isolated_ops.clone();
        p.depth = self.depth;
        p.default_dialects = self.default_dialects.clone();
        p.pos = piece.start;
        p.line = piece.line;
        p.line_start = piece.line_start;
        p.scanned_to = piece.start;
        let (mut holder, block) = p.open_top_level();
        loop {
            p.skip_ws();
            match piece.end {
                Some(end) if p.pos == end => break,
                Some(end) if p.pos > end => return None,
                _ => {}
            }
            match p.peek_raw() {
                b'}' if piece.end.is_none() => break,
                b'}' | b'^' | 0 => return None,
                _ => {}
            }
            let op = p.parse_op(&mut holder, block, None).ok()?;
            if holder.num_results(op) != 0 {
                return None;
            }
        }
        p.finish_forward_refs().ok()?;
        // `distinct[N]` ids are numbered per file, in order of appearance.
        if !p.scopes.last().expect("the module's scope").blocks.is_empty() || !p.distinct.is_empty() {
            return None;
        }
        Some(ParsedPiece {
            holder,
            block,
            pending_locs: std::mem::take(&mut p.pending_locs),
            pos: p.pos,
            line: p.line,
            line_start: p.line_start,
            scanned_to: p.scanned_to,
        })
    }
}

/// Large modules for the tests of the parallel parser and printer: `funcs`
/// functions with nested regions, several blocks, named results, calls
/// and an aliased attribute, in the pretty form.
#[cfg(test)]
pub(crate) fn big_module(funcs: usize, tweak: impl Fn(usize, &mut String)) -> String {
    use std::fmt::Write;
    let mut text = String::from("#map = affine_map<(d0) -> (d0 + 1)>\nmodule {\n");
    for i in 0..funcs {
        let callee = (i * 7 + 3) % funcs;
        let attrs = if i % 3 == 0 { " attributes {test.map = #map}" } else { "" };
        write!(
            text,
            "  func.func @f{i}(%arg0: i32, %arg1: index) -> i32{attrs} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %iv = %c0 to %arg1 step %c1 iter_args(%acc = %arg0) -> (i32) {{
      %s = arith.addi %acc, %arg0 : i32
      scf.yield %s : i32
    }}
    %cond = arith.cmpi slt, %0, %arg0 : i32
    cf.cond_br %cond, ^bb1(%0 : i32), ^bb2
  ^bb1(%x: i32):
    %r = func.call @f{callee}(%x, %arg1) : (i32, index) -> i32
    return %r : i32
  ^bb2:
    return %arg0 : i32
  }}
"
        )
        .expect("writing to a string");
        tweak(i, &mut text);
    }
    text.push_str("}\n");
    text
}

#[cfg(test)]
mod tests {
    use super::big_module;
    use crate::ir::module::OwnedOp;
    use crate::ir::parser::Parser;
    use crate::ir::{print_owned, Context, Diagnostic, OpForm, PrintOptions};

    /// Parses `text` as `parse_source` does, on four threads unless
    /// `parallel` is off: the result, and whether the module's body was
    /// parsed in pieces.
    fn parse(ctx: &Context, text: &str, parallel: bool) -> (Result<OwnedOp, Diagnostic>, bool) {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().expect("a thread pool");
        pool.install(|| {
            let mut p = Parser::new(ctx, "big.mlir", text);
            p.parallel = parallel;
            let result = p.parse_file();
            (result, p.went_parallel)
        })
    }

    /// The generic print with every location, serially.
    fn print(ctx: &Context, owned: &OwnedOp) -> String {
        ctx.set_multithreading(false);
        let text =
            print_owned(ctx, owned, PrintOptions { debug_info: true, local_scope: false, op_form: OpForm::Generic });
        ctx.set_multithreading(true);
        text
    }

    /// Parses `text` both ways; the parallel parse must equal the serial
    /// one, and have been made in pieces when `in_pieces` says so.
    fn check(text: &str, in_pieces: Option<bool>) -> Result<String, String> {
        let ctx = Context::new();
        ctx.set_allow_unregistered_dialects(true);
        let (serial, serial_went) = parse(&ctx, text, false);
        let (parallel, went) = parse(&ctx, text, true);
        assert!(!serial_went);
        if let Some(expected) = in_pieces {
            assert_eq!(went, expected, "parsed in pieces");
        }
        match (serial, parallel) {
            (Ok(a), Ok(b)) => {
                let (a, b) = (print(&ctx, &a), print(&ctx, &b));
                assert!(a == b, "the parallel parse differs from the serial one");
                Ok(a)
            }
            (Err(_), Ok(_)) => panic!("the parallel parse accepts what the serial one rejects"),
            (Ok(_), Err(_)) => panic!("the parallel parse rejects what the serial one accepts"),
            (Err(_), Err(_)) => {
                // What `parse_source` reports then: the serial parse's error.
                let (a, b) = (
                    crate::ir::parse_source(&ctx, crate::ir::ParseOptions { file_name: "big.mlir" }, text),
                    parse(&ctx, text, false).0,
                );
                let (a, b) = (format!("{:?}", a.err()), format!("{:?}", b.err()));
                assert_eq!(a, b);
                Err(a)
            }
        }
    }

    #[test]
    fn a_large_module_is_parsed_in_pieces_as_serially() {
        let text = big_module(3000, |_, _| {});
        assert!(text.len() > 2 * super::MIN_PARALLEL_BYTES);
        let printed = check(&text, Some(true)).expect("parses");
        assert!(printed.contains("sym_name = \"f2999\""));
    }

    #[test]
    fn the_generic_form_is_parsed_in_pieces() {
        let ctx = Context::new();
        let (owned, _) = parse(&ctx, &big_module(3000, |_, _| {}), false);
        let generic = print(&ctx, &owned.expect("parses"));
        check(&generic, Some(true)).expect("parses");
    }

    #[test]
    fn an_error_in_a_piece_is_the_serial_parsers_error() {
        let text = big_module(3000, |i, text| {
            if i == 1800 || i == 2500 {
                text.push_str("  func.func @bad() {\n    return %undefined : i32\n  }\n");
            }
        });
        let ctx = Context::new();
        let (result, went) = parse(&ctx, &text, true);
        assert!(result.is_err() && !went, "a failing piece leaves the body to the serial parser");
        let error = check(&text, None).expect_err("an undefined value");
        assert!(error.contains("use of undeclared SSA value name") || error.contains("undeclared"), "{error}");
    }

    #[test]
    fn location_aliases_defined_after_the_module_resolve_in_every_piece() {
        let mut text = big_module(3000, |i, text| {
            text.push_str(&format!("  \"test.marker\"() : () -> () loc(#loc{})\n", i % 5));
        });
        for k in 0..5 {
            text.push_str(&format!("#loc{k} = loc(\"at{k}.mlir\":{k}:1)\n"));
        }
        let printed = check(&text, Some(true)).expect("parses");
        assert!(printed.contains("loc(\"at4.mlir\":4:1)"));
        // An undefined location alias is the serial parser's error too.
        let broken = text.replace("#loc3 = loc(\"at3.mlir\":3:1)\n", "");
        check(&broken, Some(true)).expect_err("an undefined location alias");
    }

    #[test]
    fn values_at_the_module_level_leave_the_body_to_the_serial_parser() {
        let text = big_module(3000, |i, text| {
            if i == 10 {
                text.push_str("  %top = \"test.def\"() : () -> i32\n");
            }
            if i == 2900 {
                text.push_str("  \"test.use\"(%top) : (i32) -> ()\n");
            }
        });
        check(&text, Some(false)).expect("parses");
        // A value defined twice, in two pieces, is still an error.
        let twice = big_module(3000, |i, text| {
            if i == 10 || i == 2900 {
                text.push_str("  %top = \"test.def\"() : () -> i32\n");
            }
        });
        let error = check(&twice, Some(false)).expect_err("redefinition");
        assert!(error.contains("redefinition of SSA value"), "{error}");
    }

    #[test]
    fn distinct_attributes_leave_the_body_to_the_serial_parser() {
        // Their ids are numbered per file: two pieces would number apart.
        let text = big_module(3000, |i, text| {
            if i == 5 || i == 2900 {
                text.push_str("  func.func private @d() attributes {test.d = distinct[0]<unit>}\n");
            }
        });
        let printed = check(&text, Some(false)).expect("parses");
        assert_eq!(printed.matches("distinct[0]<unit>").count(), 1, "one alias for both uses");
    }

    #[test]
    fn cuts_inside_an_op_give_the_serial_parse() {
        // Every function's attributes on a line of their own, indented as
        // an op: some cut falls there, and that piece fails.
        let text = big_module(3000, |_, _| {}).replace(" attributes {test.map", "\n  attributes {test.map");
        check(&text, None).expect("parses");
    }
}
