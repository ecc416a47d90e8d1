//! Symbol tables as the verifier checks them (MLIR's `verifySymbolTable`):
//! the symbols of a table have distinct names, then every op that uses
//! symbols ([`SymbolUser`], MLIR's `SymbolUserOpInterface`) checks its
//! references against its nearest symbol table.
//!
//! As in MLIR, this runs once per table, after the table's op and
//! everything nested in it verified (MLIR runs it among the region
//! invariants of an op with the `SymbolTable` trait): one table's users are
//! checked in one walk, in MLIR's order, and the first problem is the
//! table's error. Tables nested in sibling isolated ops are checked by the
//! threads verifying those ops, so the diagnostics come back in IR order
//! however many threads run.

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::body::{Body, OpData, OpId, RegionId};
use super::diagnostic::Diagnostic;
use super::dialect::Traits;
use super::verifier::see_current;
use super::view::OpView;
use super::Context;

/// MLIR's `SymbolUserOpInterface`, attached to an op with
/// [`OpDef::interface`](super::OpDef::interface): checks the symbols the op refers to
/// (that they exist, are of the right kind and type) against `scope`, its
/// nearest symbol table. Runs after the table verified, so the op and its
/// neighbours are known to be well formed; the error is reported with the
/// op printed, as for an op's own verifier.
#[derive(Clone, Copy)]
pub struct SymbolUser(pub fn(user: &OpView<'_>, scope: &SymbolScope<'_>) -> Result<(), Diagnostic>);

/// The symbol table nearest to a symbol user, where its flat references
/// resolve (MLIR's `SymbolTableCollection::lookupNearestSymbolFrom`).
#[derive(Clone, Copy)]
pub struct SymbolScope<'a> {
    table: Option<&'a SymbolTable<'a>>,
}

impl<'a> SymbolScope<'a> {
    /// The symbol called `name` in the nearest symbol table, if any. An op
    /// nested in an unregistered op with one region has no known table
    /// (that op might be one), so nothing resolves there, as in MLIR.
    pub fn lookup(&self, name: &str) -> Option<OpView<'a>> {
        let table = self.table?;
        let &op = table.symbols.get(name)?;
        Some(OpView::new(table.ctx, table.host, op, table.owner))
    }
}

/// The symbols of one table, by name (the first of each name).
struct SymbolTable<'a> {
    ctx: &'a Context,
    /// The body holding the table's region.
    host: &'a Body,
    /// The header of the isolated op owning `host`.
    owner: Option<&'a OpData>,
    symbols: FxHashMap<&'a str, OpId>,
}

/// One region still to walk: where it lives, the owner of that body, and
/// whether its ops see the table being verified (false under an op that
/// might be a symbol table of its own).
struct Pending<'a> {
    host: &'a Body,
    region: RegionId,
    owner: Option<&'a OpData>,
    in_scope: bool,
}

/// Verifies the symbol table `table` (an op of `body`, whose isolated owner
/// is `owner`): MLIR's `detail::verifySymbolTable`.
pub(crate) fn verify_symbol_table<'a>(
    ctx: &'a Context,
    body: &'a Body,
    table: OpId,
    owner: Option<&'a OpData>,
) -> Result<(), Diagnostic> {
    let view = OpView::new(ctx, body, table, owner);
    let (host, regions) = body.op_region_host(table);
    if regions.len() != 1 {
        let d = view.op_error("Operations with a 'SymbolTable' must have exactly one region");
        return Err(see_current(ctx, body, table, d));
    }
    // An empty region has nothing to check (the op's own verifier decides
    // whether it may be empty: pass-opt accepts an empty `builtin.module`).
    if host.blocks_of(regions[0]).count() > 1 {
        let d = view.op_error("Operations with a 'SymbolTable' must have exactly one block");
        return Err(see_current(ctx, body, table, d));
    }
    let inner_owner = if body.is_isolated(table) { Some(body.op(table)) } else { owner };
    let mut symbols: FxHashMap<&'a str, OpId> = FxHashMap::default();
    for block in host.blocks_of(regions[0]) {
        for op in host.block_ops(block) {
            let Some(name) = host.symbol_name(ctx, op) else { continue };
            if let Some(&first) = symbols.get(name) {
                let d = Diagnostic::error(host.loc(op), format!("redefinition of symbol named '{name}'"));
                let mut d = see_current(ctx, host, op, d);
                d.notes.push(Diagnostic::note(host.loc(first), "see existing symbol definition here"));
                return Err(d);
            }
            symbols.insert(name, op);
        }
    }
    let symbols = SymbolTable { ctx, host, owner: inner_owner, symbols };
    // MLIR's `walkSymbolTable`: a worklist of regions, the last pushed
    // first; nested symbol tables are not entered (their references mean
    // something else, and they were verified on their own).
    let pending = regions.iter().map(|&region| Pending { host, region, owner: inner_owner, in_scope: true });
    let &[region] = regions else { return walk_symbol_uses(&symbols, pending.collect()) };
    let ops = host.blocks_of(region).map(|b| host.block_ops(b).count()).sum::<usize>();
    if ops < PARALLEL_USES_FROM || !ctx.is_multithreading_enabled() || rayon::current_num_threads() < 2 {
        return walk_symbol_uses(&symbols, pending.collect());
    }
    // The walk's first step, the table's own region, gives the regions of
    // its ops: each is walked whole before the one pushed before it, so the
    // walks are independent, and the first error is that of the last
    // region with one.
    let mut nested = Vec::new();
    for pending in pending {
        visit_region(&symbols, pending, &mut nested)?;
    }
    let errors: Vec<Option<Diagnostic>> =
        nested.into_par_iter().map(|pending| walk_symbol_uses(&symbols, vec![pending]).err()).collect();
    match errors.into_iter().rev().flatten().next() {
        Some(error) => Err(error),
        None => Ok(()),
    }
}

/// Tables with at least this many ops in their region check the uses in
/// their ops' regions on all threads.
const PARALLEL_USES_FROM: usize = 64;

/// Checks every symbol user in the regions of `worklist` and below,
/// the last region first.
fn walk_symbol_uses<'a>(symbols: &SymbolTable<'a>, mut worklist: Vec<Pending<'a>>) -> Result<(), Diagnostic> {
    while let Some(pending) = worklist.pop() {
        visit_region(symbols, pending, &mut worklist)?;
    }
    Ok(())
}

/// Checks the symbol users among the ops of one region and pushes the
/// regions nested in them.
fn visit_region<'a>(
    symbols: &SymbolTable<'a>,
    Pending { host, region, owner, in_scope }: Pending<'a>,
    worklist: &mut Vec<Pending<'a>>,
) -> Result<(), Diagnostic> {
    let ctx = symbols.ctx;
    for block in host.blocks_of(region) {
        for op in host.block_ops(block) {
            let def = ctx.op_def(host.op_name(op));
            if let Some(SymbolUser(check)) = def.and_then(|d| d.get_interface::<SymbolUser>()) {
                let scope = SymbolScope { table: in_scope.then_some(symbols) };
                check(&OpView::new(ctx, host, op, owner), &scope).map_err(|d| see_current(ctx, host, op, d))?;
            }
            if def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                continue;
            }
            let (inner, nested) = host.op_region_host(op);
            let nested_owner = if host.is_isolated(op) { Some(host.op(op)) } else { owner };
            let in_scope = in_scope && !might_be_symbol_table(ctx, host, op);
            worklist.extend(nested.iter().map(|&region| Pending {
                host: inner,
                region,
                owner: nested_owner,
                in_scope,
            }));
        }
    }
    Ok(())
}

/// MLIR's `isPotentiallyUnknownSymbolTable`: an op of an unknown dialect
/// with one region might be a symbol table, so no symbol table is known
/// from inside it.
fn might_be_symbol_table(ctx: &Context, body: &Body, op: OpId) -> bool {
    let name = body.op_name(op);
    ctx.op_def(name).is_none() && !ctx.is_dialect_registered(ctx.op_dialect(name)) && body.num_regions(op) == 1
}

#[cfg(test)]
mod tests {
    use crate::ir::parser::big_module;
    use crate::ir::{parse_source, verify, Context, ParseOptions};

    /// The first error of a table whose users are checked on four threads
    /// is the serial walk's: the last function's, as MLIR's worklist
    /// takes the last region first.
    #[test]
    fn uses_checked_in_parallel_report_the_serial_walks_first_error() {
        let text = big_module(200, |i, text| {
            if i == 20 || i == 150 {
                text.push_str(&format!(
                    "  func.func @bad{i}() {{\n    func.call @missing{i}() : () -> ()\n    return\n  }}\n"
                ));
            }
        });
        let ctx = Context::new();
        let owned = parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, &text).expect("parses");
        ctx.set_multithreading(false);
        let serial = verify(&ctx, &owned).expect_err("undefined callees");
        ctx.set_multithreading(true);
        let pool = rayon::ThreadPoolBuilder::new().num_threads(4).build().expect("a thread pool");
        let parallel = pool.install(|| verify(&ctx, &owned)).expect_err("undefined callees");
        assert_eq!(format!("{serial:?}"), format!("{parallel:?}"));
        assert!(format!("{serial:?}").contains("@missing150"), "{serial:?}");
    }
}
