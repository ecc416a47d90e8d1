//! The printer for MLIR's textual form. The generic form is byte-compatible
//! with `mlir-opt --mlir-print-op-generic` (value numbering, block labels and
//! predecessor comments, `#map`/`#set`/`#distinct`/`#loc` aliases, resources);
//! the pretty form ([`OpForm::Pretty`]) prints ops with a custom assembly form
//! through their printer ([`OpAsmPrinter`]) and the others generically, as
//! `mlir-opt` does.
//!
//! Value numbering follows MLIR's `SSANameState`: regions are numbered from
//! a stack (all values of a region, then its child regions, the last op's
//! last region first), entry-block arguments are `%argN` and other values
//! `%N`. In the generic form numbers are unique across the printed op; in
//! the pretty form each region continues from its parent region's counters,
//! so sibling regions (functions) restart, and ops may name their results
//! (`%f`, then `%f_0` where `%f` is taken).

mod parallel;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::attributes::{AttrKind, Attribute, DenseData, LocKind, Location};
use super::body::{BlockId, Body, OpId, RegionId, ValueDef, ValueId};
use super::dialect::VerbatimAttrAlias;
use super::dialect_asm::{AsmPrinterBackend, DialectAsmPrinter};
use super::dialect_defs::Param;
use super::entity::EntityId;
use super::float::FloatValue;
use super::module::{OwnedOp, ResourceSection};
use super::op_asm_printer::{OpAsmPrinter, OpAsmPrinterBackend, RegionPrintOptions};
use super::types::{Signedness, Type, TypeKind, DYNAMIC};
use super::verbatim::{self, NestedRef};
use super::view::OpView;
use super::Context;

/// How to print.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// Print every attribute inline instead of through `#alias` definitions
    /// (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Which form ops are printed in.
    pub op_form: OpForm,
}

impl PrintOptions {
    /// These options for printing `op` (held in `parent`) as MLIR's printer
    /// adjusts them: IR that does not verify is printed in the generic form
    /// even when the pretty one is asked for (a custom printer may rely on
    /// what the verifier checks). The verifier only runs for the pretty form.
    pub fn verified_for(self, ctx: &Context, parent: &Body, op: OpId) -> PrintOptions {
        if self.op_form == OpForm::Pretty && super::verifier::verify_isolated(ctx, parent, op).is_err() {
            return PrintOptions { op_form: OpForm::Generic, ..self };
        }
        self
    }
}

/// The form ops are printed in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OpForm {
    /// Every op in the generic form (`--mlir-print-op-generic`). The
    /// runtime's default; `pass-opt` prints [`OpForm::Pretty`] unless told
    /// otherwise, as `mlir-opt` does.
    #[default]
    Generic,
    /// Ops with a custom assembly form in it, the others in the generic
    /// form: `mlir-opt`'s default output. The ops of `builtin`, `func`,
    /// `cf`, `scf`, `arith` and `llvm` have one (`docs/assembly.md`).
    Pretty,
}

/// Prints a whole top-level op as `mlir-opt` prints a file: aliases, the op,
/// deferred location aliases, resources, and a final empty line.
pub fn print_owned(ctx: &Context, owned: &OwnedOp, opts: PrintOptions) -> String {
    let mut out = String::with_capacity(estimate_size(owned.enclosing_body(), owned.op()));
    print_owned_with(ctx, owned, opts, &mut out, None);
    out
}

/// Like [`print_owned`], but hands the text to `sink` in chunks as it is
/// produced, so that a large file is never held in memory whole.
pub fn print_owned_to(ctx: &Context, owned: &OwnedOp, opts: PrintOptions, sink: &mut dyn FnMut(&str)) {
    let mut out = String::with_capacity(FLUSH_AT + 4096);
    print_owned_with(ctx, owned, opts, &mut out, Some(&mut *sink));
    sink(&out);
}

/// The size at which a streaming print hands its buffer to the sink.
const FLUSH_AT: usize = 1 << 16;

fn print_owned_with(
    ctx: &Context,
    owned: &OwnedOp,
    opts: PrintOptions,
    out: &mut String,
    sink: Option<&mut dyn FnMut(&str)>,
) {
    let mut p = Printer::new(ctx, opts);
    p.sink = sink;
    let (holder, op) = (owned.enclosing_body(), owned.op());
    p.collect_aliases(holder, op);
    if p.can_print_in_parallel(holder, op) {
        // The module's level has nothing to number; its ops are numbered
        // where they are printed (`parallel.rs`).
        p.parallel_region = holder.isolated_body(op).map(|body| body.top_regions()[0]);
    } else {
        p.number_from(holder, op);
    }
    p.print_alias_defs(out, false);
    p.print_op(out, owned.enclosing_body(), owned.op(), 0);
    out.push('\n');
    // In local scope MLIR prints the op alone, as any nested op: no alias
    // table, no resources, no blank line after it.
    if opts.local_scope {
        return;
    }
    p.print_alias_defs(out, true);
    print_resources(owned.resources(), out);
    out.push('\n');
}

/// Prints one op in generic form with values numbered locally (as its
/// isolated owner would number them) and every attribute inline: the form of
/// MLIR's `see current operation` notes.
pub fn print_op_local(ctx: &Context, body: &Body, op: OpId) -> String {
    let debug_info = ctx.default_print_debuginfo();
    let mut p = Printer::new(ctx, PrintOptions { debug_info, local_scope: true, op_form: OpForm::Generic });
    p.number_body(body);
    let mut out = String::new();
    p.print_op(&mut out, body, op, 0);
    out
}

/// Prints an isolated op (one that owns a body, given by its header in
/// `parent`) on its own, as IR printing instrumentation does.
pub fn print_op_standalone(ctx: &Context, parent: &Body, op: OpId, opts: PrintOptions) -> String {
    let mut p = Printer::new(ctx, opts);
    p.collect_aliases(parent, op);
    p.number_from(parent, op);
    let mut out = String::new();
    p.print_alias_defs(&mut out, false);
    p.print_op(&mut out, parent, op, 0);
    out.push('\n');
    p.print_alias_defs(&mut out, true);
    out
}

/// The names the generic printer gives the values of an op and of everything
/// nested in it, numbered from the op itself (as [`print_op_standalone`]
/// numbers them), for tools that show values outside a print of the IR
/// (`view-op-graph`).
pub struct ValueNames<'c> {
    printer: Printer<'c, 'static>,
}

impl<'c> ValueNames<'c> {
    /// Numbers `op` (held in `holder`) and everything nested in it.
    pub fn new(ctx: &'c Context, holder: &Body, op: OpId) -> Self {
        let mut printer =
            Printer::new(ctx, PrintOptions { debug_info: false, local_scope: true, op_form: OpForm::Generic });
        printer.number_from(holder, op);
        ValueNames { printer }
    }

    /// The value's name as an operand prints (`%0`, `%arg1`, `%2#1`), or
    /// `%<<UNKNOWN SSA VALUE>>` for a value not numbered.
    pub fn name(&self, body: &Body, v: ValueId) -> String {
        let mut out = String::new();
        self.printer.value_name(&mut out, body, v);
        out
    }
}

/// A guess at the printed size (about 150 bytes per op), so that the output
/// buffer is allocated once instead of being regrown and copied. It counts
/// the ops of `op`'s body and of the bodies of the ops in it, without
/// walking deeper: a guess need not be exact, and walking a large module
/// would cost as much as a good part of printing it.
fn estimate_size(holder: &Body, op: OpId) -> usize {
    let mut ops = 1;
    if let Some(body) = holder.isolated_body(op) {
        ops += body.op_capacity();
        for &region in body.top_regions() {
            for block in body.blocks_of(region) {
                for inner in body.block_ops(block) {
                    ops += body.isolated_body(inner).map_or(0, Body::op_capacity);
                }
            }
        }
    }
    ops * 150 + 1024
}

fn print_resources(sections: &[ResourceSection], out: &mut String) {
    if sections.is_empty() {
        return;
    }
    out.push_str("\n{-#\n");
    for (i, section) in sections.iter().enumerate() {
        out.push_str("  ");
        out.push_str(&section.name);
        out.push_str(": {\n");
        for (j, group) in section.groups.iter().enumerate() {
            out.push_str("    ");
            out.push_str(&group.name);
            out.push_str(": {\n");
            for (k, (key, value)) in group.entries.iter().enumerate() {
                out.push_str("      ");
                out.push_str(key);
                out.push_str(": ");
                out.push_str(value);
                if k + 1 < group.entries.len() {
                    out.push(',');
                }
                out.push('\n');
            }
            out.push_str("    }");
            if j + 1 < section.groups.len() {
                out.push(',');
            }
            out.push('\n');
        }
        out.push_str("  }");
        if i + 1 < sections.len() {
            out.push(',');
        }
        out.push('\n');
    }
    out.push_str("#-}\n");
}

/// Names of the values and blocks of one body.
struct BodyNames {
    /// Per value: `u32::MAX` when unnamed, else the number; the top bit marks `%argN`.
    values: Vec<u32>,
    /// Per block: its index in its region.
    blocks: Vec<u32>,
}

impl BodyNames {
    /// Numbers the unnamed arguments of `block`: `%argN` in an entry block,
    /// plain value numbers elsewhere.
    fn number_block_args(&mut self, body: &Body, block: BlockId, next_arg: &mut u32, next_value: &mut u32) {
        let is_entry = body.is_entry_block(block);
        for &a in body.block_args(block) {
            let name = &mut self.values[a.index()];
            if *name != UNNAMED {
                continue;
            }
            let counter = if is_entry { &mut *next_arg } else { &mut *next_value };
            *name = if is_entry { ARG_FLAG | *counter } else { *counter };
            *counter += 1;
        }
    }
}

const ARG_FLAG: u32 = 1 << 31;
/// Marks a value named by its op (pretty form): the rest is an index into
/// `Printer::custom_names`.
const NAMED_FLAG: u32 = 1 << 30;
const UNNAMED: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct AliasInfo {
    /// Position in the final (sorted) alias order; filled by `finish_aliases`.
    number: u32,
    prefix: &'static str,
    depth: u32,
    deferrable: bool,
    first_seen: u32,
}

/// Printed texts by the id of what was printed (a type or an attribute): an
/// index instead of a hash lookup. A string each (there are few) rather than
/// ranges of one buffer, which would be checked for char boundaries on
/// every use.
#[derive(Default)]
struct TextCache {
    texts: Vec<Option<Box<str>>>,
}

impl TextCache {
    #[inline]
    fn get(&self, id: u32) -> Option<&str> {
        self.texts.get(id as usize)?.as_deref()
    }

    fn insert(&mut self, id: u32, s: &str) {
        let i = id as usize;
        if self.texts.len() <= i {
            self.texts.resize(i + 1, None);
        }
        self.texts[i] = Some(s.into());
    }
}

/// Alias-visit results by the id of a type or an attribute.
#[derive(Default)]
struct VisitCache {
    /// The depth by id; `u32::MAX` where not visited.
    depths: Vec<u32>,
}

impl VisitCache {
    #[inline]
    fn get(&self, id: u32) -> Option<u32> {
        self.depths.get(id as usize).copied().filter(|&d| d != u32::MAX)
    }

    fn insert(&mut self, id: u32, depth: u32) {
        let i = id as usize;
        if self.depths.len() <= i {
            self.depths.resize(i + 1, u32::MAX);
        }
        self.depths[i] = depth;
    }
}

struct Printer<'c, 's> {
    /// Where a streaming print sends full buffers.
    sink: Option<&'s mut dyn FnMut(&str)>,
    ctx: &'c Context,
    opts: PrintOptions,
    names: Vec<BodyNames>,
    /// Which entry of `names` belongs to which body.
    name_index: FxHashMap<u64, usize>,
    /// The body looked up last: printing stays in one body for long stretches.
    last_body: std::cell::Cell<(u64, usize)>,
    next_value: u32,
    next_arg: u32,
    aliases: FxHashMap<Attribute, AliasInfo>,
    /// Aliases in definition order with their printed names.
    alias_order: Vec<(Attribute, String)>,
    /// Printed types, and printed dictionaries (which are the same every time
    /// outside alias definitions).
    type_texts: TextCache,
    dict_texts: TextCache,
    /// Alias-visit results of types and plain attributes already visited.
    visited_types: VisitCache,
    visited_attrs: VisitCache,
    /// The alias whose definition is being printed (printed in full, not by name).
    suppress: Option<Attribute>,
    /// Renumbering of `distinct[N]` ids in order of first print.
    distinct_ids: FxHashMap<u64, u64>,
    /// Names ops gave their results (pretty form), by `NAMED_FLAG` index.
    custom_names: Vec<String>,
    /// The default dialect of the regions being printed, innermost last
    /// (MLIR's `defaultDialectStack`: `builtin` at the top level).
    default_dialects: Vec<&'static str>,
    /// The top-level module's region, when its ops are to be printed on
    /// all threads (`parallel.rs`).
    parallel_region: Option<RegionId>,
}

/// The value names in use in the regions being numbered (MLIR's scoped
/// `usedNames`): a region's names go out of use with it.
#[derive(Default)]
struct UsedNames {
    names: rustc_hash::FxHashSet<String>,
    log: Vec<String>,
    scopes: Vec<usize>,
}

impl UsedNames {
    fn truncate_scopes(&mut self, level: usize) {
        while self.scopes.len() > level {
            let start = self.scopes.pop().expect("a scope");
            for n in self.log.drain(start..) {
                self.names.remove(&n);
            }
        }
    }

    fn open_scope(&mut self) -> usize {
        self.scopes.push(self.log.len());
        self.scopes.len()
    }

    /// `name` made unique as MLIR's `uniqueValueName` does, and marked used.
    fn unique(&mut self, name: &str, next_conflict: &mut u32) -> String {
        let mut name: String =
            name.chars().map(|c| if c.is_ascii_alphanumeric() || "$._-".contains(c) { c } else { '_' }).collect();
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            name.insert(0, '_');
        }
        if self.names.contains(&name) {
            loop {
                let probe = format!("{name}_{next_conflict}");
                *next_conflict += 1;
                if !self.names.contains(&probe) {
                    name = probe;
                    break;
                }
            }
        }
        self.names.insert(name.clone());
        self.log.push(name.clone());
        name
    }
}

/// A region waiting to be numbered in the pretty form, with the counters
/// and the names scope of its parent region.
struct PrettyNumbering<'b> {
    body: &'b Body,
    region: RegionId,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
    scope_level: usize,
}

impl<'b> PrettyNumbering<'b> {
    /// The entries of `op`'s regions, which start from the given counters
    /// inside the names scope `scope_level`.
    fn regions_of(
        body: &'b Body,
        op: OpId,
        (next_value, next_arg, next_conflict): (u32, u32, u32),
        scope_level: usize,
    ) -> impl Iterator<Item = Self> + 'b {
        let (host, regions) = body.op_region_host(op);
        regions.iter().map(move |&region| PrettyNumbering {
            body: host,
            region,
            next_value,
            next_arg,
            next_conflict,
            scope_level,
        })
    }
}

impl<'c, 's> Printer<'c, 's> {
    fn new(ctx: &'c Context, opts: PrintOptions) -> Self {
        Printer {
            sink: None,
            ctx,
            opts,
            names: Vec::new(),
            name_index: FxHashMap::default(),
            last_body: std::cell::Cell::new((u64::MAX, 0)),
            next_value: 0,
            next_arg: 0,
            aliases: FxHashMap::default(),
            alias_order: Vec::new(),
            type_texts: TextCache::default(),
            dict_texts: TextCache::default(),
            visited_types: VisitCache::default(),
            visited_attrs: VisitCache::default(),
            suppress: None,
            distinct_ids: FxHashMap::default(),
            custom_names: Vec::new(),
            default_dialects: vec!["builtin"],
            parallel_region: None,
        }
    }

    // ----- numbering --------------------------------------------------------

    fn body_names(&mut self, body: &Body) -> &mut BodyNames {
        let key = body_key(body);
        let i = match self.name_index.get(&key) {
            Some(&i) => i,
            None => {
                self.names.push(BodyNames {
                    values: vec![UNNAMED; body.value_capacity()],
                    blocks: vec![0; body.block_capacity()],
                });
                self.name_index.insert(key, self.names.len() - 1);
                self.names.len() - 1
            }
        };
        &mut self.names[i]
    }

    /// The names of a numbered body.
    #[inline]
    fn names_of(&self, body: &Body) -> Option<&BodyNames> {
        let key = body_key(body);
        let (last_key, last) = self.last_body.get();
        if last_key == key {
            return Some(&self.names[last]);
        }
        let i = *self.name_index.get(&key)?;
        self.last_body.set((key, i));
        Some(&self.names[i])
    }

    /// Numbers `op` (in `holder`) and everything nested, as MLIR's SSANameState.
    fn number_from(&mut self, holder: &Body, op: OpId) {
        if self.opts.op_form == OpForm::Pretty {
            return self.number_from_pretty(holder, op);
        }
        self.number_op_results(holder, op);
        let mut stack: Vec<(&Body, RegionId)> = Vec::new();
        let (host, regions) = holder.op_region_host(op);
        for &r in regions {
            stack.push((host, r));
        }
        self.run_stack(stack);
    }

    /// Numbers a body as if printing its isolated owner (local scope).
    fn number_body(&mut self, body: &Body) {
        let stack: Vec<(&Body, RegionId)> = body.top_regions().iter().map(|&r| (body, r)).collect();
        self.run_stack(stack);
    }

    fn run_stack(&mut self, mut stack: Vec<(&Body, RegionId)>) {
        while let Some((body, region)) = stack.pop() {
            self.number_region(body, region);
            for b in body.blocks_of(region) {
                for op in body.block_ops(b) {
                    let (host, regions) = body.op_region_host(op);
                    for &r in regions {
                        stack.push((host, r));
                    }
                }
            }
        }
    }

    fn number_region(&mut self, body: &Body, region: RegionId) {
        let mut arg_counter = self.next_arg;
        let mut value_counter = self.next_value;
        let names = self.body_names(body);
        for (block_number, b) in body.blocks_of(region).enumerate() {
            names.blocks[b.index()] = block_number as u32;
            names.number_block_args(body, b, &mut arg_counter, &mut value_counter);
            for op in body.block_ops(b) {
                let n = body.num_results(op);
                if n > 0 {
                    let number = value_counter;
                    value_counter += 1;
                    for r in body.results(op) {
                        names.values[r.index()] = number;
                    }
                }
            }
        }
        self.next_arg = arg_counter;
        self.next_value = value_counter;
    }

    /// Numbers `op` and everything nested as MLIR's `SSANameState` does for
    /// the pretty form (see the module comment).
    fn number_from_pretty(&mut self, holder: &Body, op: OpId) {
        let mut used = UsedNames::default();
        // The op's regions start from the counters before its own results,
        // as MLIR pushes them before numbering the op.
        let mut stack: Vec<PrettyNumbering<'_>> =
            PrettyNumbering::regions_of(holder, op, (self.next_value, self.next_arg, 0), 0).collect();
        let mut next_conflict = 0;
        self.number_op_pretty(holder, op, &mut used, &mut next_conflict);
        while let Some(entry) = stack.pop() {
            used.truncate_scopes(entry.scope_level);
            let level = used.open_scope();
            self.next_value = entry.next_value;
            self.next_arg = entry.next_arg;
            let mut next_conflict = entry.next_conflict;
            let body = entry.body;
            for (block_number, b) in body.blocks_of(entry.region).enumerate() {
                let mut arg_counter = self.next_arg;
                let mut value_counter = self.next_value;
                let names = self.body_names(body);
                names.blocks[b.index()] = block_number as u32;
                names.number_block_args(body, b, &mut arg_counter, &mut value_counter);
                self.next_arg = arg_counter;
                self.next_value = value_counter;
                for o in body.block_ops(b) {
                    self.number_op_pretty(body, o, &mut used, &mut next_conflict);
                }
            }
            let counters = (self.next_value, self.next_arg, next_conflict);
            for b in body.blocks_of(entry.region) {
                for o in body.block_ops(b) {
                    stack.extend(PrettyNumbering::regions_of(body, o, counters, level));
                }
            }
        }
    }

    /// Names or numbers the results of `op` (pretty form).
    fn number_op_pretty(&mut self, body: &Body, op: OpId, used: &mut UsedNames, next_conflict: &mut u32) {
        if body.num_results(op) == 0 {
            return;
        }
        let ctx = self.ctx;
        let assembly = ctx.op_def(body.op_name(op)).and_then(|d| d.custom_assembly());
        let each = assembly
            .and_then(|a| a.result_names_fn())
            .and_then(|f| f(&OpView::new(ctx, body, op, None)))
            .filter(|names| names.len() == body.num_results(op));
        if let Some(each) = each {
            for (r, name) in body.results(op).zip(each) {
                let name = used.unique(name, next_conflict);
                self.custom_names.push(name);
                let id = NAMED_FLAG | (self.custom_names.len() - 1) as u32;
                self.body_names(body).values[r.index()] = id;
            }
            return;
        }
        let custom = assembly.and_then(|a| a.result_name_fn()).and_then(|f| f(&OpView::new(ctx, body, op, None)));
        let id = match custom {
            Some(name) => {
                let name = used.unique(&name, next_conflict);
                self.custom_names.push(name);
                NAMED_FLAG | (self.custom_names.len() - 1) as u32
            }
            None => {
                self.next_value += 1;
                self.next_value - 1
            }
        };
        let names = self.body_names(body);
        for r in body.results(op) {
            names.values[r.index()] = id;
        }
    }

    /// Writes the name of a value numbered `n` (without `#index`).
    fn write_value_number(&self, out: &mut String, n: u32) {
        out.push('%');
        if n == UNNAMED {
            out.push_str("<<UNKNOWN SSA VALUE>>");
        } else if n & ARG_FLAG != 0 {
            out.push_str("arg");
            push_int(out, n & !ARG_FLAG);
        } else if n & NAMED_FLAG != 0 {
            out.push_str(&self.custom_names[(n & !NAMED_FLAG) as usize]);
        } else {
            push_int(out, n);
        }
    }

    fn number_op_results(&mut self, body: &Body, op: OpId) {
        if body.num_results(op) == 0 {
            return;
        }
        let number = self.next_value;
        self.next_value += 1;
        let names = self.body_names(body);
        for r in body.results(op) {
            names.values[r.index()] = number;
        }
    }

    // ----- aliases ----------------------------------------------------------

    fn collect_aliases(&mut self, holder: &Body, op: OpId) {
        // Without an attribute that can have an alias (and without
        // locations printed), the walk would find none: in the pretty form
        // it runs every custom printer once more.
        if self.opts.local_scope || (!self.opts.debug_info && !self.ctx.may_have_aliases()) {
            return;
        }
        let mut seen = 0u32;
        self.visit_op_aliases(holder, op, &mut seen);
        self.finish_aliases();
    }

    fn visit_op_aliases(&mut self, body: &Body, op: OpId, seen: &mut u32) {
        if self.opts.debug_info {
            self.visit_attr(self.ctx.loc_attr(body.loc(op)), true, seen);
        }
        if self.opts.op_form == OpForm::Pretty && self.visit_custom_op_aliases(body, op, seen) {
            return;
        }
        let (host, regions) = body.op_region_host(op);
        for &r in regions {
            self.visit_region_aliases(host, r, RegionPrintOptions::GENERIC, seen);
        }
        for v in body.operands(op) {
            self.visit_type(body.value_type(v), seen);
        }
        for v in body.results(op) {
            self.visit_type(body.value_type(v), seen);
        }
        // A dictionary is visited as one attribute: the same as visiting its
        // entries in order, but done once per distinct dictionary.
        let d = body.op(op);
        self.visit_attr(d.attrs(), false, seen);
        self.visit_attr(d.props(), false, seen);
    }

    /// Visits what an op's custom printer prints, in its order, by running
    /// it with an [`AliasVisitor`] (MLIR's `DummyAliasOperationPrinter`):
    /// what it leaves out (region arguments it does not show, elided
    /// terminators, attributes it writes as keywords) gets no alias.
    /// Whether the op has a custom form (and was visited so). Kept out of
    /// line: the generic form's walk, the hot one, never calls it.
    #[inline(never)]
    fn visit_custom_op_aliases(&mut self, body: &Body, op: OpId, seen: &mut u32) -> bool {
        let Some(asm) = self.ctx.op_def(body.op_name(op)).and_then(|d| d.custom_assembly()) else { return false };
        let print = asm.print_fn();
        let mut scratch = String::new();
        let view = OpView::new(self.ctx, body, op, None);
        let mut visitor = AliasVisitor { printer: self, seen };
        print(
            &view,
            &mut OpAsmPrinter { backend: &mut visitor, out: &mut scratch, body, op, indent: 0, default_dialect: "" },
        );
        true
    }

    /// Visits a region as MLIR's dummy printer does: the entry block's
    /// arguments when they are printed, every other block's, and the ops but
    /// an elided terminator (everything, with the generic form's options).
    fn visit_region_aliases(&mut self, host: &Body, region: RegionId, options: RegionPrintOptions, seen: &mut u32) {
        // Only the entry block may leave things out: the generic walk (the
        // hot one) does not ask which block that is.
        let elides = !options.entry_block_args || !options.block_terminators;
        for b in host.blocks_of(region) {
            let is_entry = elides && host.is_entry_block(b);
            if !is_entry || options.entry_block_args {
                for &a in host.block_args(b) {
                    self.visit_type(host.value_type(a), seen);
                    if self.opts.debug_info {
                        self.visit_attr(self.ctx.loc_attr(host.value_loc(a)), false, seen);
                    }
                }
            }
            for o in host.block_ops(b) {
                if !options.block_terminators && is_entry && host.next_op(o).is_none() && self.is_terminator(host, o) {
                    break;
                }
                self.visit_op_aliases(host, o, seen);
            }
        }
    }

    // Always inline: the alias walk calls it for every operand and result,
    // and the cache answers nearly always (left to itself, the compiler
    // stopped inlining it once arith was declared: +3.5 M instructions on
    // b1k).
    #[inline(always)]
    fn visit_type(&mut self, ty: Type, seen: &mut u32) -> u32 {
        // Types are immutable: what a type contributes is the same every time.
        if let Some(d) = self.visited_types.get(ty.0) {
            return d;
        }
        let d = self.visit_type_uncached(ty, seen);
        self.visited_types.insert(ty.0, d);
        d
    }

    fn visit_type_uncached(&mut self, ty: Type, seen: &mut u32) -> u32 {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Complex(t) => self.visit_type(*t, seen),
            TypeKind::Tuple(ts) => ts.iter().map(|t| self.visit_type(*t, seen)).max().unwrap_or(0),
            TypeKind::Function { inputs, results } => {
                inputs.iter().chain(results.iter()).map(|t| self.visit_type(*t, seen)).max().unwrap_or(0)
            }
            TypeKind::Vector { element, .. } | TypeKind::UnrankedTensor { element } => self.visit_type(*element, seen),
            TypeKind::RankedTensor { element, encoding, .. } => {
                let mut d = self.visit_type(*element, seen);
                if let Some(e) = encoding {
                    d = d.max(self.visit_attr(*e, false, seen));
                }
                d
            }
            TypeKind::MemRef { element, layout, memory_space, .. } => {
                let mut d = self.visit_type(*element, seen);
                for a in [layout, memory_space].into_iter().flatten() {
                    d = d.max(self.visit_attr(*a, false, seen));
                }
                d
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                let mut d = self.visit_type(*element, seen);
                if let Some(a) = memory_space {
                    d = d.max(self.visit_attr(*a, false, seen));
                }
                d
            }
            TypeKind::Registered { params, .. } => self.visit_params(params, seen),
            _ => 0,
        }
    }

    /// Visits the types and attributes among a registered type's or
    /// attribute's parameters.
    fn visit_params(&mut self, params: &[Param], seen: &mut u32) -> u32 {
        let mut d = 0;
        for p in params {
            d = d.max(match p {
                Param::Type(t) => self.visit_type(*t, seen),
                Param::Types(ts) => ts.iter().map(|t| self.visit_type(*t, seen)).max().unwrap_or(0),
                Param::Attr(a) => self.visit_attr(*a, false, seen),
                _ => 0,
            });
        }
        d
    }

    /// Visits an attribute for aliasing; returns the depth it contributes to a
    /// parent (an aliased attribute contributes its depth + 1).
    // Inline: it is mostly a cache lookup, done for every op's dictionaries
    // (always: with `#[inline]` alone, whether LLVM inlines it shifts with
    // how the crate's code is split into codegen units, 1% of a run).
    #[inline(always)]
    fn visit_attr(&mut self, attr: Attribute, deferrable: bool, seen: &mut u32) -> u32 {
        // A non-deferrable visit of an attribute without an alias of its own
        // always has the same outcome once done.
        if !deferrable {
            if let Some(d) = self.visited_attrs.get(attr.0) {
                return d;
            }
        }
        let d = self.visit_attr_uncached(attr, deferrable, seen);
        if !deferrable && !self.aliases.contains_key(&attr) {
            self.visited_attrs.insert(attr.0, d);
        }
        d
    }

    fn visit_attr_uncached(&mut self, attr: Attribute, deferrable: bool, seen: &mut u32) -> u32 {
        if let Some(info) = self.aliases.get_mut(&attr) {
            if !deferrable && info.deferrable {
                info.deferrable = false;
                self.mark_children_non_deferrable(attr);
            }
            let info = self.aliases[&attr];
            return info.depth + 1;
        }
        let ctx = self.ctx;
        let prefix = match ctx.attr_kind(attr) {
            AttrKind::AffineMap(_) => Some("map"),
            AttrKind::IntegerSet(_) => Some("set"),
            AttrKind::Distinct { .. } => Some("distinct"),
            AttrKind::Location(_) => Some("loc"),
            AttrKind::Dialect { text, dialect_len, .. } => ctx
                .dialect(&text[..*dialect_len as usize])
                .and_then(|d| d.get_hook::<VerbatimAttrAlias>().and_then(|alias| (alias.0)(text))),
            _ => None,
        };
        if let Some(prefix) = prefix {
            let first_seen = *seen;
            *seen += 1;
            self.aliases.insert(attr, AliasInfo { number: 0, prefix, depth: 0, deferrable, first_seen });
            let child_depth = self.visit_attr_children(attr, deferrable, seen);
            let info = self.aliases.get_mut(&attr).expect("just inserted");
            info.depth = child_depth;
            child_depth + 1
        } else {
            self.visit_attr_children(attr, deferrable, seen)
        }
    }

    fn visit_attr_children(&mut self, attr: Attribute, deferrable: bool, seen: &mut u32) -> u32 {
        let ctx = self.ctx;
        let mut depth = 0;
        match ctx.attr_kind(attr) {
            AttrKind::Array(items) => {
                for &a in items.iter() {
                    depth = depth.max(self.visit_attr(a, deferrable, seen));
                }
            }
            AttrKind::Dictionary(items) => {
                for e in items.iter() {
                    depth = depth.max(self.visit_attr(e.value, deferrable, seen));
                }
            }
            AttrKind::Type(t) => depth = self.visit_type(*t, seen),
            AttrKind::Integer { .. } | AttrKind::Float { .. } => {}
            AttrKind::String { ty: Some(t), .. } => depth = self.visit_type(*t, seen),
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseResource { ty, .. } => {
                depth = self.visit_type(*ty, seen)
            }
            AttrKind::Sparse { ty, indices, values } => {
                depth = self.visit_type(*ty, seen);
                let (i, v) = (*indices, *values);
                depth = depth.max(self.visit_attr(i, deferrable, seen)).max(self.visit_attr(v, deferrable, seen));
            }
            AttrKind::Distinct { inner, .. } => depth = self.visit_attr(*inner, deferrable, seen),
            AttrKind::Registered { params, .. } => depth = self.visit_params(params, seen),
            AttrKind::Dialect { ty, .. } => {
                if let Some(t) = *ty {
                    depth = self.visit_type(t, seen);
                }
                for (_, nested) in self.nested_verbatim_attrs(attr) {
                    depth = depth.max(self.visit_attr(nested, deferrable, seen));
                }
            }
            AttrKind::Location(kind) => match kind {
                LocKind::Name { child: Some(c), .. } => depth = self.visit_attr(ctx.loc_attr(*c), deferrable, seen),
                LocKind::CallSite { callee, caller } => {
                    let (a, b) = (*callee, *caller);
                    let (a, b) = (ctx.loc_attr(a), ctx.loc_attr(b));
                    depth = self.visit_attr(a, deferrable, seen).max(self.visit_attr(b, deferrable, seen));
                }
                LocKind::Fused { locs, metadata } => {
                    let locs: Vec<Location> = locs.to_vec();
                    let metadata = *metadata;
                    for l in locs {
                        depth = depth.max(self.visit_attr(ctx.loc_attr(l), deferrable, seen));
                    }
                    if let Some(m) = metadata {
                        depth = depth.max(self.visit_attr(m, deferrable, seen));
                    }
                }
                _ => {}
            },
            _ => {}
        }
        depth
    }

    /// The attributes nested in a verbatim attribute's text, each with the
    /// range of the text it was read from (printed through the printer, so
    /// that nested attributes use their aliases as in MLIR).
    fn nested_verbatim_attrs(&self, attr: Attribute) -> Vec<(std::ops::Range<usize>, Attribute)> {
        let ctx = self.ctx;
        let AttrKind::Dialect { text, .. } = ctx.attr_kind(attr) else { return Vec::new() };
        if !text.contains('#') {
            return Vec::new();
        }
        verbatim::nested_refs(text)
            .into_iter()
            .filter_map(|nested| match nested {
                NestedRef::DialectAttr(range) => {
                    let nested = ctx.dialect_attr(&text[range.start + 1..range.end]);
                    Some((range, nested))
                }
                NestedRef::Alias { .. } => None,
            })
            .collect()
    }

    fn mark_children_non_deferrable(&mut self, attr: Attribute) {
        let mut dummy = u32::MAX / 2;
        // Re-visiting as non-deferrable marks every already-known child; new
        // children cannot appear because the attribute was fully visited.
        self.visit_attr_children(attr, false, &mut dummy);
    }

    fn finish_aliases(&mut self) {
        let mut list: Vec<(Attribute, AliasInfo)> = self.aliases.iter().map(|(a, i)| (*a, *i)).collect();
        list.sort_by(|a, b| (a.1.depth, a.1.prefix, a.1.first_seen).cmp(&(b.1.depth, b.1.prefix, b.1.first_seen)));
        let mut counts: FxHashMap<&'static str, u32> = FxHashMap::default();
        for (i, (attr, info)) in list.iter().enumerate() {
            let n = counts.entry(info.prefix).or_insert(0);
            let name = if *n == 0 { format!("#{}", info.prefix) } else { format!("#{}{}", info.prefix, n) };
            *n += 1;
            self.alias_order.push((*attr, name));
            if let Some(a) = self.aliases.get_mut(attr) {
                a.number = i as u32;
            }
        }
    }

    fn alias_name(&self, attr: Attribute) -> Option<&str> {
        if self.opts.local_scope || self.suppress == Some(attr) {
            return None;
        }
        let info = self.aliases.get(&attr)?;
        Some(&self.alias_order[info.number as usize].1)
    }

    fn print_alias_defs(&mut self, out: &mut String, deferred: bool) {
        for i in 0..self.alias_order.len() {
            let attr = self.alias_order[i].0;
            if self.aliases[&attr].deferrable != deferred {
                continue;
            }
            out.push_str(&self.alias_order[i].1);
            out.push_str(" = ");
            // The definition itself is printed in full; only nested aliased
            // attributes use their alias names.
            self.suppress = Some(attr);
            self.write_attr(out, attr, false);
            self.suppress = None;
            out.push('\n');
        }
    }

    // ----- operations -------------------------------------------------------

    fn value_name(&self, out: &mut String, body: &Body, v: ValueId) {
        let n = self.names_of(body).map(|n| n.values.get(v.index()).copied().unwrap_or(UNNAMED)).unwrap_or(UNNAMED);
        self.write_value_number(out, n);
        if n == UNNAMED {
            return;
        }
        if let ValueDef::Result { op, index } = body.value_def(v) {
            if body.num_results(op) > 1 && self.results_share_a_name(body, op) {
                out.push('#');
                push_int(out, index);
            }
        }
    }

    /// Whether the results of `op` (several) are one group, `%0:2` (not
    /// each named, `%sum, %overflow`).
    fn results_share_a_name(&self, body: &Body, op: OpId) -> bool {
        let id = |i: usize| self.names_of(body).map(|n| n.values[body.result(op, i).index()]);
        id(0) == id(1)
    }

    fn block_name(&self, out: &mut String, body: &Body, b: BlockId) {
        out.push_str("^bb");
        let n = self.names_of(body).map(|n| n.blocks.get(b.index()).copied().unwrap_or(0)).unwrap_or(0);
        push_int(out, n);
    }

    fn print_op(&mut self, out: &mut String, body: &Body, op: OpId, indent: usize) {
        push_indent(out, indent);
        let nres = body.num_results(op);
        if nres > 0 {
            if nres > 1 && !self.results_share_a_name(body, op) {
                for (i, r) in body.results(op).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let n = self.names_of(body).map(|n| n.values[r.index()]).unwrap_or(UNNAMED);
                    self.write_value_number(out, n);
                }
            } else {
                let first = body.result(op, 0);
                let n = self.names_of(body).map(|n| n.values[first.index()]).unwrap_or(UNNAMED);
                self.write_value_number(out, n);
                if nres > 1 {
                    out.push(':');
                    push_int(out, nres as u32);
                }
            }
            out.push_str(" = ");
        }
        if self.opts.op_form == OpForm::Pretty {
            if let Some(asm) = self.ctx.op_def(body.op_name(op)).and_then(|d| d.custom_assembly()) {
                let name = self.ctx.op_name_str(body.op_name(op));
                let default = self.default_dialects.last().copied().unwrap_or("");
                let short = name
                    .strip_prefix(default)
                    .and_then(|rest| rest.strip_prefix('.'))
                    .filter(|rest| !default.is_empty() && !rest.contains('.'));
                out.push_str(short.unwrap_or(name));
                let print = asm.print_fn();
                let default_dialect = asm.default_dialect_name();
                let view = OpView::new(self.ctx, body, op, None);
                print(&view, &mut OpAsmPrinter { backend: self, out, body, op, indent, default_dialect });
                if self.opts.debug_info {
                    out.push(' ');
                    self.write_loc(out, body.loc(op), true);
                }
                return;
            }
        }
        // Escaped as a string literal (a generic name may hold any byte).
        let name = self.ctx.op_name_str(body.op_name(op));
        if name.bytes().all(|b| (0x20..=0x7e).contains(&b) && b != b'"' && b != b'\\') {
            out.push('"');
            out.push_str(name);
            out.push('"');
        } else {
            write_escaped_string(out, name.as_bytes());
        }
        out.push('(');
        interleave_comma(out, body.operands(op), |out, v| self.value_name(out, body, v));
        out.push(')');
        let succs = body.successors(op);
        if !succs.is_empty() {
            out.push('[');
            interleave_comma(out, succs, |out, &s| self.block_name(out, body, s));
            out.push(']');
        }
        let d = body.op(op);
        // Most ops have no attributes: the empty dictionary is known by its id.
        let empty = self.ctx.empty_dictionary();
        if d.props() != empty {
            match self.ctx.attr_kind(d.props()) {
                AttrKind::Dictionary(entries) if entries.is_empty() => {}
                AttrKind::Dictionary(_) => {
                    out.push_str(" <");
                    self.write_dict(out, d.props());
                    out.push('>');
                }
                // What an unregistered op was given.
                _ => {
                    out.push_str(" <");
                    self.write_attr(out, d.props(), false);
                    out.push('>');
                }
            }
        }
        let (host, regions) = body.op_region_host(op);
        if !regions.is_empty() {
            out.push_str(" (");
            interleave_comma(out, regions, |out, &r| {
                self.print_region(out, host, r, indent, RegionPrintOptions::GENERIC, "")
            });
            out.push(')');
        }
        if d.attrs() != empty && !self.ctx.dict_entries(d.attrs()).is_empty() {
            out.push(' ');
            self.write_dict(out, d.attrs());
        }
        out.push_str(" : (");
        interleave_comma(out, body.operands(op), |out, v| self.write_type(out, body.value_type(v)));
        out.push_str(") -> ");
        self.write_result_types(out, body, op);
        if self.opts.debug_info {
            out.push(' ');
            self.write_loc(out, body.loc(op), true);
        }
    }

    fn write_result_types(&mut self, out: &mut String, body: &Body, op: OpId) {
        let n = body.num_results(op);
        if n == 1 {
            let t = body.value_type(body.result(op, 0));
            // A single result is printed bare unless it is a function type,
            // the only type whose text starts with '('.
            let start = out.len();
            self.write_type(out, t);
            if !out[start..].starts_with('(') {
                return;
            }
            out.truncate(start);
        }
        out.push('(');
        interleave_comma(out, body.results(op), |out, v| self.write_type(out, body.value_type(v)));
        out.push(')');
    }

    fn print_region(
        &mut self,
        out: &mut String,
        body: &Body,
        region: RegionId,
        indent: usize,
        options: RegionPrintOptions,
        default_dialect: &'static str,
    ) {
        self.default_dialects.push(default_dialect);
        out.push_str("{\n");
        // The predecessors of every block, found in one pass over the
        // terminators (asking per block would be quadratic in the number of
        // blocks, which inlining can make large).
        let mut preds: FxHashMap<BlockId, SmallVec<[BlockId; 2]>> = FxHashMap::default();
        if body.entry_block(region).is_some_and(|e| body.next_block(e).is_some()) {
            for b in body.blocks_of(region) {
                if let Some(t) = body.last_op(b) {
                    for &s in body.successors(t) {
                        preds.entry(s).or_default().push(b);
                    }
                }
            }
        }
        for b in body.blocks_of(region) {
            let is_entry = body.is_entry_block(b);
            let args = body.block_args(b);
            // An empty entry block needs its header in the generic form, or
            // it would not be there.
            let header = !is_entry
                || options.entry_block_args && !args.is_empty()
                || options.empty_block && body.first_op(b).is_none();
            if header {
                push_indent(out, indent);
                self.block_name(out, body, b);
                if !args.is_empty() {
                    out.push('(');
                    interleave_comma(out, args, |out, &a| {
                        self.value_name(out, body, a);
                        out.push_str(": ");
                        self.write_type(out, body.value_type(a));
                        if self.opts.debug_info {
                            out.push(' ');
                            // Block argument locations are printed inline, as MLIR does.
                            self.write_loc_inline(out, body.value_loc(a));
                        }
                    });
                    out.push(')');
                }
                out.push(':');
                self.write_preds(out, body, preds.get(&b).map_or(&[][..], |p| p.as_slice()), is_entry);
                out.push('\n');
            }
            if indent == 0 && self.parallel_region == Some(region) {
                self.parallel_region = None;
                let mut ops: Vec<OpId> = body.block_ops(b).collect();
                if !options.block_terminators && ops.last().is_some_and(|&op| self.is_terminator(body, op)) {
                    ops.pop();
                }
                self.print_ops_in_parallel(out, body, &ops, indent + 2);
                continue;
            }
            for op in body.block_ops(b) {
                // As MLIR, only the entry block's terminator may be left out.
                if !options.block_terminators && is_entry && body.next_op(op).is_none() && self.is_terminator(body, op)
                {
                    break;
                }
                self.print_op(out, body, op, indent + 2);
                out.push('\n');
                if out.len() >= FLUSH_AT {
                    if let Some(sink) = self.sink.as_mut() {
                        sink(out);
                        out.clear();
                    }
                }
            }
        }
        push_indent(out, indent);
        out.push('}');
        self.default_dialects.pop();
    }

    fn is_terminator(&self, body: &Body, op: OpId) -> bool {
        self.ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(super::dialect::Traits::TERMINATOR))
    }

    fn write_preds(&self, out: &mut String, body: &Body, preds: &[BlockId], is_entry: bool) {
        if preds.is_empty() {
            if !is_entry {
                out.push_str("  // no predecessors");
            }
            return;
        }
        if preds.len() == 1 {
            out.push_str("  // pred: ");
            self.block_name(out, body, preds[0]);
            return;
        }
        let names = self.names_of(body);
        let mut sorted: Vec<(u32, BlockId)> =
            preds.iter().map(|&p| (names.map(|n| n.blocks[p.index()]).unwrap_or(0), p)).collect();
        sorted.sort_by_key(|x| x.0);
        out.push_str("  // ");
        push_int(out, sorted.len() as u32);
        out.push_str(" preds: ");
        interleave_comma(out, &sorted, |out, (_, p)| self.block_name(out, body, *p));
    }

    // ----- types ------------------------------------------------------------

    #[inline]
    fn write_type(&mut self, out: &mut String, ty: Type) {
        match self.type_texts.get(ty.0) {
            Some(s) => out.push_str(s),
            None => self.write_type_first(out, ty),
        }
    }

    /// Prints a type not printed before, and keeps its text.
    fn write_type_first(&mut self, out: &mut String, ty: Type) {
        let start = out.len();
        self.write_type_uncached(out, ty);
        self.type_texts.insert(ty.0, &out[start..]);
    }

    fn write_type_uncached(&mut self, out: &mut String, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                out.push_str(match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                });
                push_int(out, *width);
            }
            TypeKind::Index => out.push_str("index"),
            TypeKind::Float(k) => out.push_str(k.keyword()),
            TypeKind::None => out.push_str("none"),
            TypeKind::Complex(t) => {
                out.push_str("complex<");
                self.write_type(out, *t);
                out.push('>');
            }
            TypeKind::Tuple(ts) => {
                out.push_str("tuple<");
                interleave_comma(out, ts, |out, t| self.write_type(out, *t));
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                interleave_comma(out, inputs, |out, t| self.write_type(out, *t));
                out.push_str(") -> ");
                if results.len() == 1 && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. }) {
                    self.write_type(out, results[0]);
                } else {
                    out.push('(');
                    interleave_comma(out, results, |out, t| self.write_type(out, *t));
                    out.push(')');
                }
            }
            TypeKind::Vector { shape, scalable, element } => {
                out.push_str("vector<");
                for (i, d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        out.push('[');
                        push_int(out, *d);
                        out.push(']');
                    } else {
                        push_int(out, *d);
                    }
                    out.push('x');
                }
                self.write_type(out, *element);
                out.push('>');
            }
            TypeKind::RankedTensor { shape, element, encoding } => {
                out.push_str("tensor<");
                write_dims(out, shape);
                self.write_type(out, *element);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.write_attr(out, *e, false);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                out.push_str("tensor<*x");
                self.write_type(out, *element);
                out.push('>');
            }
            TypeKind::MemRef { shape, element, layout, memory_space } => {
                out.push_str("memref<");
                write_dims(out, shape);
                self.write_type(out, *element);
                if let Some(l) = layout {
                    out.push_str(", ");
                    self.write_attr(out, *l, false);
                }
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.write_memory_space(out, *m);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef { element, memory_space } => {
                out.push_str("memref<*x");
                self.write_type(out, *element);
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.write_memory_space(out, *m);
                }
                out.push('>');
            }
            TypeKind::Dialect { text, .. } => {
                out.push('!');
                out.push_str(text);
            }
            TypeKind::Registered { def, params } => {
                out.push('!');
                out.push_str(def.0.name());
                def.0.print(params, &mut DialectAsmPrinter { backend: self, out });
            }
        }
    }

    /// Memory spaces print integer attributes without their `i64` type.
    fn write_memory_space(&mut self, out: &mut String, attr: Attribute) {
        self.write_attr(out, attr, true);
    }

    // ----- attributes -------------------------------------------------------

    fn write_dict(&mut self, out: &mut String, dict: Attribute) {
        if self.suppress.is_some() {
            return self.write_dict_uncached(out, dict);
        }
        if let Some(s) = self.dict_texts.get(dict.0) {
            out.push_str(s);
            return;
        }
        let start = out.len();
        self.write_dict_uncached(out, dict);
        self.dict_texts.insert(dict.0, &out[start..]);
    }

    fn write_dict_uncached(&mut self, out: &mut String, dict: Attribute) {
        out.push('{');
        let ctx = self.ctx;
        interleave_comma(out, ctx.dict_entries(dict), |out, e| {
            write_attr_name(out, ctx.ident_str(e.name));
            if !matches!(ctx.attr_kind(e.value), AttrKind::Unit) {
                out.push_str(" = ");
                self.write_attr(out, e.value, false);
            }
        });
        out.push('}');
    }

    /// Writes an attribute; `may_elide` allows leaving out an `i64`/`f64` type,
    /// as MLIR does inside arrays.
    fn write_attr(&mut self, out: &mut String, attr: Attribute, may_elide: bool) {
        if let Some(alias) = self.alias_name(attr) {
            if let AttrKind::Location(_) = self.ctx.attr_kind(attr) {
                out.push_str(alias);
                return;
            }
            out.push_str(alias);
            return;
        }
        let ctx = self.ctx;
        match ctx.attr_kind(attr) {
            AttrKind::Unit => out.push_str("unit"),
            AttrKind::Integer { ty, value } => {
                if ctx.is_signless_integer(*ty, 1) {
                    out.push_str(if *value != 0 { "true" } else { "false" });
                    return;
                }
                push_int(out, *value);
                if may_elide && ctx.is_signless_integer(*ty, 64) {
                    return;
                }
                out.push_str(" : ");
                self.write_type(out, *ty);
            }
            AttrKind::Float { ty, value } => {
                out.push_str(&value.to_mlir_string());
                if may_elide && matches!(ctx.type_kind(*ty), TypeKind::Float(super::float::FloatKind::F64)) {
                    return;
                }
                out.push_str(" : ");
                self.write_type(out, *ty);
            }
            AttrKind::String { bytes, ty } => {
                write_escaped_string(out, bytes);
                if let Some(t) = ty {
                    out.push_str(" : ");
                    self.write_type(out, *t);
                }
            }
            AttrKind::Type(t) => self.write_type(out, *t),
            AttrKind::Array(items) => {
                out.push('[');
                interleave_comma(out, items, |out, &a| self.write_attr(out, a, true));
                out.push(']');
            }
            AttrKind::Dictionary(_) => self.write_dict(out, attr),
            AttrKind::SymbolRef { root, nested } => {
                write_symbol(out, ctx.ident_str(*root));
                for n in nested.iter() {
                    out.push_str("::");
                    write_symbol(out, ctx.ident_str(*n));
                }
            }
            AttrKind::DenseArray { element, values } => {
                out.push_str("array<");
                self.write_type(out, *element);
                let is_float = ctx.is_float(*element);
                // Any 1-bit integer prints as MLIR's `i1` does.
                let is_bool = matches!(ctx.type_kind(*element), TypeKind::Integer { width: 1, .. });
                for (i, v) in values.iter().enumerate() {
                    out.push_str(if i == 0 { ": " } else { ", " });
                    if is_float {
                        if let TypeKind::Float(k) = ctx.type_kind(*element) {
                            out.push_str(&FloatValue { kind: *k, bits: *v as u128 }.to_mlir_string());
                        }
                    } else if is_bool {
                        out.push_str(if *v != 0 { "true" } else { "false" });
                    } else {
                        push_int(out, *v);
                    }
                }
                out.push('>');
            }
            AttrKind::DenseElements { ty, splat, data } => {
                out.push_str("dense<");
                self.write_dense_body(out, *ty, *splat, data);
                out.push_str("> : ");
                self.write_type(out, *ty);
            }
            AttrKind::DenseResource { ty, handle } => {
                out.push_str("dense_resource<");
                out.push_str(handle);
                out.push_str("> : ");
                self.write_type(out, *ty);
            }
            AttrKind::Sparse { ty, indices, values } => {
                out.push_str("sparse<");
                let (indices, values) = (*indices, *values);
                // No index: MLIR prints no literal (nor the values).
                let no_index =
                    self.ctx.attr_type(indices).and_then(|t| self.ctx.shape(t)).is_some_and(|s| s.contains(&0));
                if !no_index {
                    self.write_dense_inner(out, indices);
                    out.push_str(", ");
                    self.write_dense_inner(out, values);
                }
                out.push_str("> : ");
                self.write_type(out, *ty);
            }
            AttrKind::AffineMap(m) => {
                out.push_str("affine_map<");
                out.push_str(&m.to_string());
                out.push('>');
            }
            AttrKind::IntegerSet(s) => {
                out.push_str("affine_set<");
                out.push_str(&s.to_string());
                out.push('>');
            }
            AttrKind::StridedLayout { offset, strides } => {
                out.push_str("strided<[");
                interleave_comma(out, strides, |out, s| write_dim_or_q(out, *s));
                out.push(']');
                if *offset != 0 {
                    out.push_str(", offset: ");
                    write_dim_or_q(out, *offset);
                }
                out.push('>');
            }
            AttrKind::Distinct { id, inner } => {
                out.push_str("distinct[");
                let next = self.distinct_ids.len() as u64;
                let n = *self.distinct_ids.entry(*id).or_insert(next);
                out.push_str(&n.to_string());
                out.push_str("]<");
                self.write_attr(out, *inner, false);
                out.push('>');
            }
            AttrKind::Dialect { text, ty, .. } => {
                out.push('#');
                let mut copied = 0;
                for (range, nested) in self.nested_verbatim_attrs(attr) {
                    out.push_str(&text[copied..range.start]);
                    self.write_attr(out, nested, false);
                    copied = range.end;
                }
                out.push_str(&text[copied..]);
                if let Some(t) = *ty {
                    out.push_str(" : ");
                    self.write_type(out, t);
                }
            }
            AttrKind::Registered { def, params } => {
                out.push('#');
                out.push_str(def.0.name());
                def.0.print(params, &mut DialectAsmPrinter { backend: self, out });
            }
            AttrKind::Location(_) => {
                let loc = ctx.attr_as_loc(attr).expect("a location attribute");
                self.write_loc(out, loc, false)
            }
        }
    }

    /// The `[...]` part of an elements attribute used inside `sparse<>`.
    fn write_dense_inner(&mut self, out: &mut String, attr: Attribute) {
        let ctx = self.ctx;
        if let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(attr) {
            self.write_dense_body(out, *ty, *splat, data);
        }
    }

    fn write_dense_body(&mut self, out: &mut String, ty: Type, splat: bool, data: &DenseData) {
        let ctx = self.ctx;
        let elem = ctx.element_type_or_self(ty);
        let shape: Vec<i64> = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let (is_complex, scalar) = match ctx.type_kind(elem) {
            TypeKind::Complex(t) => (true, *t),
            _ => (false, elem),
        };
        let per = if is_complex { 2 } else { 1 };
        let num: i64 = shape.iter().product::<i64>().max(0);
        if data.is_empty() || num == 0 && !splat {
            return;
        }
        let write_elem = |p: &mut Self, out: &mut String, i: usize| {
            if is_complex {
                out.push('(');
                p.write_dense_scalar(out, scalar, data, 2 * i);
                out.push(',');
                p.write_dense_scalar(out, scalar, data, 2 * i + 1);
                out.push(')');
            } else {
                p.write_dense_scalar(out, scalar, data, i);
            }
        };
        // MLIR stores no bits for `i0` elements, so it never finds them a
        // splat: every element is printed.
        let zero_width = matches!(ctx.type_kind(scalar), TypeKind::Integer { width: 0, .. });
        let expand_splat = splat && zero_width && !shape.is_empty();
        if splat && !expand_splat {
            write_elem(self, out, 0);
            return;
        }
        let count = if expand_splat { num as usize } else { data.len() / per };
        let write_elem =
            |p: &mut Self, out: &mut String, i: usize| write_elem(p, out, if expand_splat { 0 } else { i });
        if shape.is_empty() {
            write_elem(self, out, 0);
            return;
        }
        // Nested brackets by shape, as MLIR prints them.
        let rank = shape.len();
        let mut idx = vec![0i64; rank];
        for i in 0..count {
            // Open brackets for every dimension whose index just became 0.
            let opening = idx.iter().rev().take_while(|&&x| x == 0).count().min(rank);
            if i > 0 {
                out.push_str(", ");
            }
            for _ in 0..opening {
                out.push('[');
            }
            write_elem(self, out, i);
            // Advance the index and close finished dimensions.
            let mut d = rank;
            while d > 0 {
                d -= 1;
                idx[d] += 1;
                if idx[d] < shape[d] {
                    break;
                }
                idx[d] = 0;
                out.push(']');
            }
        }
    }

    fn write_dense_scalar(&mut self, out: &mut String, elem: Type, data: &DenseData, i: usize) {
        let ctx = self.ctx;
        match data {
            DenseData::Ints(v) => {
                if ctx.is_signless_integer(elem, 1) {
                    out.push_str(if v[i] != 0 { "true" } else { "false" });
                } else {
                    push_int(out, v[i]);
                }
            }
            DenseData::Floats(v) => {
                if let TypeKind::Float(k) = ctx.type_kind(elem) {
                    out.push_str(&FloatValue { kind: *k, bits: v[i] }.to_mlir_string());
                }
            }
            DenseData::Strings(v) => write_escaped_string(out, &v[i]),
        }
    }

    // ----- locations --------------------------------------------------------

    /// `loc(...)`, through an alias when `allow_alias` and one exists.
    fn write_loc(&mut self, out: &mut String, loc: Location, allow_alias: bool) {
        out.push_str("loc(");
        if allow_alias {
            if let Some(alias) = self.alias_name(self.ctx.loc_attr(loc)) {
                out.push_str(alias);
                out.push(')');
                return;
            }
        }
        self.write_loc_body(out, loc);
        out.push(')');
    }

    fn write_loc_inline(&mut self, out: &mut String, loc: Location) {
        out.push_str("loc(");
        self.write_loc_body(out, loc);
        out.push(')');
    }

    /// The inside of `loc(...)`; nested locations use aliases where they exist.
    fn write_loc_body(&mut self, out: &mut String, loc: Location) {
        let ctx = self.ctx;
        match &ctx.loc_kind(loc) {
            LocKind::Unknown => out.push_str("unknown"),
            LocKind::FileLineCol { file, line, col } => {
                write_escaped_string(out, ctx.ident_str(*file).as_bytes());
                out.push(':');
                push_int(out, *line);
                out.push(':');
                push_int(out, *col);
            }
            LocKind::FileLine { file, line } => {
                write_escaped_string(out, ctx.ident_str(*file).as_bytes());
                out.push(':');
                push_int(out, *line);
                out.push_str(":0");
            }
            LocKind::FileLineColRange { file, line, col, end_line, end_col } => {
                write_escaped_string(out, ctx.ident_str(*file).as_bytes());
                out.push(':');
                push_int(out, *line);
                out.push(':');
                push_int(out, *col);
                // The end where it differs from the start, as MLIR prints it.
                let end_line = end_line.unwrap_or(*line);
                if end_line != *line {
                    out.push_str(" to ");
                    push_int(out, end_line);
                    out.push(':');
                    push_int(out, *end_col);
                } else if end_col != col {
                    out.push_str(" to :");
                    push_int(out, *end_col);
                }
            }
            LocKind::Name { name, child } => {
                write_escaped_string(out, ctx.ident_str(*name).as_bytes());
                if let Some(c) = child {
                    if !matches!(ctx.loc_kind(*c), LocKind::Unknown) {
                        out.push('(');
                        self.write_nested_loc(out, *c);
                        out.push(')');
                    }
                }
            }
            LocKind::CallSite { callee, caller } => {
                out.push_str("callsite(");
                let (a, b) = (*callee, *caller);
                self.write_nested_loc(out, a);
                out.push_str(" at ");
                self.write_nested_loc(out, b);
                out.push(')');
            }
            LocKind::Fused { locs, metadata } => {
                out.push_str("fused");
                if let Some(m) = metadata {
                    out.push('<');
                    self.write_attr(out, *m, false);
                    out.push('>');
                }
                out.push('[');
                interleave_comma(out, locs, |out, l| self.write_nested_loc(out, *l));
                out.push(']');
            }
        }
    }

    fn write_nested_loc(&mut self, out: &mut String, loc: Location) {
        if let Some(alias) = self.alias_name(self.ctx.loc_attr(loc)) {
            out.push_str(alias);
        } else {
            self.write_loc_body(out, loc);
        }
    }
}

fn body_key(body: &Body) -> u64 {
    body.key().raw()
}

fn write_dims(out: &mut String, shape: &[i64]) {
    for d in shape {
        write_dim_or_q(out, *d);
        out.push('x');
    }
}

fn write_dim_or_q(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        push_int(out, d);
    }
}

fn push_indent(out: &mut String, n: usize) {
    const SPACES: &str = "                                                                ";
    match SPACES.get(..n) {
        Some(s) => out.push_str(s),
        None => out.extend(std::iter::repeat_n(' ', n)),
    }
}

/// Appends a decimal number without going through `fmt`.
fn push_int(out: &mut String, n: impl itoa::Integer) {
    out.push_str(itoa::Buffer::new().format(n));
}

/// Writes a string literal with MLIR's escaping: `"` and `\` escaped, other
/// non-printable bytes as `\XX` hex.
pub fn write_escaped_string(out: &mut String, bytes: &[u8]) {
    out.push('"');
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('\\');
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
        }
    }
    out.push('"');
}

pub(crate) fn is_bare_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')
}

fn write_attr_name(out: &mut String, name: &str) {
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        write_escaped_string(out, name.as_bytes());
    }
}

pub(crate) fn write_symbol(out: &mut String, name: &str) {
    out.push('@');
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        write_escaped_string(out, name.as_bytes());
    }
}

/// What an op's custom printer prints through ([`OpAsmPrinter`]).
impl OpAsmPrinterBackend for Printer<'_, '_> {
    fn write_dictionary(&mut self, out: &mut String, dict: Attribute) {
        self.write_dict(out, dict)
    }

    fn write_value(&self, out: &mut String, body: &Body, value: ValueId) {
        self.value_name(out, body, value)
    }

    fn write_block(&self, out: &mut String, body: &Body, block: BlockId) {
        self.block_name(out, body, block)
    }

    fn write_optional_location(&mut self, out: &mut String, loc: Location) {
        if self.opts.debug_info {
            out.push(' ');
            self.write_loc_inline(out, loc);
        }
    }

    fn write_region(
        &mut self,
        out: &mut String,
        host: &Body,
        region: RegionId,
        indent: usize,
        options: RegionPrintOptions,
        default_dialect: &'static str,
    ) {
        self.print_region(out, host, region, indent, options, default_dialect)
    }
}

/// A custom printer run to find what it prints, for aliases: types,
/// attributes, locations and regions are visited, not written.
struct AliasVisitor<'p, 'c, 's> {
    printer: &'p mut Printer<'c, 's>,
    seen: &'p mut u32,
}

impl OpAsmPrinterBackend for AliasVisitor<'_, '_, '_> {
    fn write_dictionary(&mut self, _: &mut String, dict: Attribute) {
        self.printer.visit_attr(dict, false, self.seen);
    }

    fn write_value(&self, _: &mut String, _: &Body, _: ValueId) {}

    fn write_block(&self, _: &mut String, _: &Body, _: BlockId) {}

    fn write_optional_location(&mut self, _: &mut String, loc: Location) {
        if self.printer.opts.debug_info {
            self.printer.visit_attr(self.printer.ctx.loc_attr(loc), false, self.seen);
        }
    }

    fn write_region(
        &mut self,
        _: &mut String,
        host: &Body,
        region: RegionId,
        _: usize,
        options: RegionPrintOptions,
        _: &'static str,
    ) {
        self.printer.visit_region_aliases(host, region, options, self.seen);
    }
}

impl AsmPrinterBackend for AliasVisitor<'_, '_, '_> {
    fn context(&self) -> &Context {
        self.printer.ctx
    }

    fn write_type(&mut self, _: &mut String, ty: Type) {
        self.printer.visit_type(ty, self.seen);
    }

    fn write_attribute(&mut self, _: &mut String, attr: Attribute) {
        self.printer.visit_attr(attr, false, self.seen);
    }
}

/// What a registered type's or attribute's definition prints through
/// ([`DialectAsmPrinter`]).
impl AsmPrinterBackend for Printer<'_, '_> {
    fn context(&self) -> &Context {
        self.ctx
    }

    fn write_type(&mut self, out: &mut String, ty: Type) {
        Printer::write_type(self, out, ty)
    }

    fn write_attribute(&mut self, out: &mut String, attr: Attribute) {
        self.write_attr(out, attr, false)
    }
}

impl Context {
    /// A type as MLIR prints it (attributes inside inline, no aliases).
    pub fn type_to_string(&self, ty: Type) -> String {
        let mut p = Printer::new(self, PrintOptions { debug_info: false, local_scope: true, op_form: OpForm::Generic });
        let mut s = String::new();
        p.write_type(&mut s, ty);
        s
    }

    /// An attribute as MLIR prints it (no aliases).
    pub fn attr_to_string(&self, attr: Attribute) -> String {
        let mut p = Printer::new(self, PrintOptions { debug_info: false, local_scope: true, op_form: OpForm::Generic });
        let mut s = String::new();
        p.write_attr(&mut s, attr, false);
        s
    }

    /// A location as MLIR prints it: `loc(...)`.
    pub fn loc_to_string(&self, loc: Location) -> String {
        let mut p = Printer::new(self, PrintOptions { debug_info: true, local_scope: true, op_form: OpForm::Generic });
        let mut s = String::new();
        p.write_loc(&mut s, loc, false);
        s
    }
}

/// Writes `items` separated by `, ` (MLIR's `interleaveComma`).
#[inline]
pub(super) fn interleave_comma<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    mut write: impl FnMut(&mut String, T),
) {
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write(out, item);
    }
}
