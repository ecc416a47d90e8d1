//! `symbol-dce`: erases the symbols nothing live refers to, as MLIR's
//! `SymbolDCE.cpp`. Declared in `transforms.toml`.
//!
//! Symbol tables (`builtin.module`) are isolated, so the ops at the top of a
//! table live in the table's own [`Body`]; liveness is computed over shared
//! borrows of the body tree and the erasure walks it mutably afterwards.

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::ir::effects::is_symbol;
use crate::ir::{AttrKind, Attribute, Body, BodyKey, Context, Diagnostic, OpId, Traits};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::SymbolDCE;
use super::with_current_op_note;

impl PassBehavior for SymbolDCE {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let view = op.view();
        if !view.has_trait(Traits::SYMBOL_TABLE) {
            let error = op.op_error(" was scheduled to run under SymbolDCE, but does not define a symbol table");
            return Err(with_current_op_note(ctx, view.body, view.op, error).into());
        }
        // The table is hidden from its parent scopes unless it has a parent
        // and is a symbol that is not private.
        let hidden = if op.parent_name().is_some() && is_symbol(ctx, view.body, view.op) {
            is_private(ctx, view.body, view.op)
        } else {
            true
        };
        let live = {
            let mut liveness = Liveness { ctx, live: FxHashSet::default(), tables: FxHashMap::default() };
            liveness.compute(op.body(), hidden)?;
            liveness.live
        };
        let erased = erase_dead_symbols(ctx, op.body_mut(), true, &live);
        self.statistics.num_dce.add(erased);
        if erased == 0 {
            op.mark_all_analyses_preserved();
        }
        Ok(())
    }
}

/// True when the op's `sym_visibility` is `"private"`.
fn is_private(ctx: &Context, body: &Body, op: OpId) -> bool {
    visibility(ctx, body, op) == Some("private")
}

fn visibility<'c>(ctx: &'c Context, body: &Body, op: OpId) -> Option<&'c str> {
    body.attr(ctx, op, "sym_visibility").and_then(|a| ctx.str_value(a))
}

fn is_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: an op with one region and no
/// registered dialect might be a symbol table we know nothing about.
fn is_potentially_unknown_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    body.num_regions(op) == 1 && ctx.op_def(name).is_none() && !ctx.is_dialect_registered(ctx.op_dialect(name))
}

/// An op to propagate liveness from: where it is, and whether its parent is
/// the symbol table owning `body` (then its uses resolve in that table).
type Item<'b> = (&'b Body, OpId, bool);

struct Liveness<'c> {
    ctx: &'c Context,
    /// Live symbols, by body and op.
    live: FxHashSet<(BodyKey, OpId)>,
    /// Each symbol table's symbols by name (MLIR's `SymbolTableCollection`),
    /// built on first lookup.
    tables: FxHashMap<BodyKey, FxHashMap<&'c str, OpId>>,
}

impl<'c> Liveness<'c> {
    /// MLIR's `computeLiveness` for the table whose ops live at the top of
    /// `table`; `hidden` when the table cannot be reached from outside.
    fn compute<'b>(&mut self, table: &'b Body, hidden: bool) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let mut worklist: Vec<Item<'b>> = Vec::new();
        if let Some(&region) = table.top_regions().first() {
            for block in table.blocks_of(region) {
                for op in table.block_ops(block) {
                    if !is_symbol(ctx, table, op) {
                        worklist.push((table, op, true));
                        continue;
                    }
                    // Public symbols are never discardable; nested ones only
                    // when nothing outside can see the table.
                    let public = matches!(visibility(ctx, table, op), None | Some("public"));
                    let discardable = !public && (hidden || is_private(ctx, table, op));
                    if !discardable && self.live.insert((table.key(), op)) {
                        worklist.push((table, op, true));
                    }
                }
            }
        }
        while let Some((body, op, parent_is_table)) = worklist.pop() {
            if is_symbol_table(ctx, body, op) {
                let symbol = is_symbol(ctx, body, op);
                let nested_hidden = hidden || !symbol || is_private(ctx, body, op);
                if let Some(inner) = body.isolated_body(op) {
                    self.compute(inner, nested_hidden)?;
                }
            } else {
                // Ops with regions nested in a non-table op may hold nested
                // symbol tables: look at them as at top-level ops.
                let (host, regions) = body.op_region_host(op);
                for &r in regions {
                    for block in host.blocks_of(r) {
                        for nested in host.block_ops(block) {
                            if host.num_regions(nested) > 0 {
                                worklist.push((host, nested, false));
                            }
                        }
                    }
                }
            }
            if !parent_is_table {
                continue;
            }
            let mut uses: Vec<Attribute> = Vec::new();
            if collect_symbol_uses(ctx, body, op, &mut uses).is_err() {
                let error = Diagnostic::error(
                    body.loc(op),
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                );
                return Err(with_current_op_note(ctx, body, op, error));
            }
            for symbol_ref in uses {
                // References to unknown symbols are ignored.
                let Some(resolved) = self.resolve(body, symbol_ref) else { continue };
                for (b, symbol) in resolved {
                    if self.live.insert((b.key(), symbol)) {
                        worklist.push((b, symbol, true));
                    }
                }
            }
        }
        Ok(())
    }

    /// The symbol named `name` in the table at the top of `table`.
    fn lookup(&mut self, table: &Body, name: &str) -> Option<OpId> {
        let ctx = self.ctx;
        let symbols = self.tables.entry(table.key()).or_insert_with(|| {
            let mut symbols = FxHashMap::default();
            let block = table.top_regions().first().and_then(|&r| table.entry_block(r));
            for op in block.into_iter().flat_map(|b| table.block_ops(b)) {
                if let Some(name) = table.symbol_name(ctx, op) {
                    symbols.entry(name).or_insert(op);
                }
            }
            symbols
        });
        symbols.get(name).copied()
    }

    /// MLIR's `SymbolTable::lookupSymbolIn`: the ops `@a::@b::@c` names,
    /// from `@a` in `table` down to the leaf; `None` if one is missing or an
    /// intermediate one is not a symbol table.
    fn resolve<'b>(&mut self, table: &'b Body, symbol_ref: Attribute) -> Option<SmallVec<[(&'b Body, OpId); 2]>> {
        let ctx = self.ctx;
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(symbol_ref) else { return None };
        let mut resolved = SmallVec::new();
        let mut body = table;
        let mut op = self.lookup(body, ctx.ident_str(*root))?;
        resolved.push((body, op));
        for &name in nested.iter() {
            if !is_symbol_table(ctx, body, op) {
                return None;
            }
            body = body.isolated_body(op)?;
            op = self.lookup(body, ctx.ident_str(name))?;
            resolved.push((body, op));
        }
        Some(resolved)
    }
}

/// MLIR's `SymbolTable::getSymbolUses(op)`: the symbol references in the
/// attributes of `op` and of the ops nested in it, not entering nested
/// symbol tables. Fails on a potentially unknown symbol table.
fn collect_symbol_uses(ctx: &Context, body: &Body, op: OpId, uses: &mut Vec<Attribute>) -> Result<(), ()> {
    if is_potentially_unknown_symbol_table(ctx, body, op) {
        return Err(());
    }
    collect_refs(ctx, body.op(op).props(), uses);
    collect_refs(ctx, body.op(op).attrs(), uses);
    // A nested symbol table is a scope of its own.
    if !is_symbol_table(ctx, body, op) {
        collect_nested_uses(ctx, body, op, uses)?;
    }
    Ok(())
}

fn collect_nested_uses(ctx: &Context, body: &Body, op: OpId, uses: &mut Vec<Attribute>) -> Result<(), ()> {
    let (host, regions) = body.op_region_host(op);
    for &r in regions {
        for block in host.blocks_of(r) {
            for nested in host.block_ops(block) {
                collect_symbol_uses(ctx, host, nested, uses)?;
            }
        }
    }
    Ok(())
}

/// The symbol references inside `attr` (itself, or nested in arrays and
/// dictionaries).
fn collect_refs(ctx: &Context, attr: Attribute, uses: &mut Vec<Attribute>) {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { .. } => uses.push(attr),
        AttrKind::Array(elements) => elements.iter().for_each(|&a| collect_refs(ctx, a, uses)),
        AttrKind::Dictionary(entries) => entries.iter().for_each(|e| collect_refs(ctx, e.value, uses)),
        AttrKind::Sparse { indices, values, .. } => {
            collect_refs(ctx, *indices, uses);
            collect_refs(ctx, *values, uses);
        }
        AttrKind::Distinct { inner, .. } => collect_refs(ctx, *inner, uses),
        _ => {}
    }
}

/// Erases the symbols of every symbol table (nested tables first) that are
/// not live; `is_table` says whether `body`'s owner is one. Returns how many
/// were erased.
fn erase_dead_symbols(ctx: &Context, body: &mut Body, is_table: bool, live: &FxHashSet<(BodyKey, OpId)>) -> u64 {
    let mut erased = 0;
    let mut isolated: Vec<OpId> = Vec::new();
    body.walk_postorder(|op| isolated.push(op));
    isolated.retain(|&op| body.is_isolated(op));
    for op in isolated {
        let nested_is_table = is_symbol_table(ctx, body, op);
        if let Some(inner) = body.isolated_body_mut(op) {
            erased += erase_dead_symbols(ctx, inner, nested_is_table, live);
        }
    }
    if !is_table {
        return erased;
    }
    let key = body.key();
    let Some(&region) = body.top_regions().first() else { return erased };
    let dead: Vec<OpId> = body
        .blocks_of(region)
        .flat_map(|b| body.block_ops(b))
        .filter(|&op| is_symbol(ctx, body, op) && !live.contains(&(key, op)))
        .collect();
    for op in dead {
        body.erase_op(op);
        erased += 1;
    }
    erased
}
