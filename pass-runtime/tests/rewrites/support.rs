//! Test helpers: parsing, a tiny fixpoint canonicalizer (tests only: the
//! real greedy driver lives in the rewrite module), and descriptions of
//! values that do not depend on op order, to compare with mlir-opt's output.

use pass_runtime::ir::{
    parse_source, print_owned, AttrKind, Body, Context, InsertPoint, OpId, OwnedOp, ParseOptions, PrintOptions, Traits,
    ValueDef, ValueId,
};
use pass_runtime::rewrite::{
    fold_op, ConstantMaterializer, FoldOutcome, FrozenPatternSet, NoListener, OpFoldResult, PatternRewriter,
    RewritePatternSet,
};

/// A context that accepts the `test.*` ops of the inputs.
pub fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

/// Parses `text` (a module in MLIR's generic form).
pub fn parse(ctx: &Context, text: &str) -> OwnedOp {
    parse_source(ctx, ParseOptions { file_name: "test.mlir" }, text).unwrap_or_else(|d| panic!("{}", d.message))
}

/// Prints `owned` in the generic form.
pub fn print(ctx: &Context, owned: &OwnedOp) -> String {
    print_owned(ctx, owned, PrintOptions::default())
}

/// Prints `owned` in the generic form with locations.
pub fn print_with_locations(ctx: &Context, owned: &OwnedOp) -> String {
    print_owned(ctx, owned, PrintOptions { debug_info: true, ..PrintOptions::default() })
}

/// The functions of a module, by name.
pub fn functions(ctx: &Context, owned: &OwnedOp) -> Vec<(String, OpId)> {
    let module = owned.body().expect("module body");
    let block = module.entry_block(module.top_regions()[0]).expect("module block");
    module
        .block_ops(block)
        .filter(|&op| ctx.op_name_str(module.op_name(op)) == "func.func")
        .map(|op| (module.symbol_name(ctx, op).expect("function name").to_string(), op))
        .collect()
}

/// The body of function `func` of the module.
pub fn func_body(owned: &mut OwnedOp, func: OpId) -> &mut Body {
    owned.body_mut().expect("module body").isolated_body_mut(func).expect("function body")
}

/// The body of function `func` of the module, to read.
pub fn func_body_ref(owned: &OwnedOp, func: OpId) -> &Body {
    owned.body().expect("module body").isolated_body(func).expect("function body")
}

/// The values returned by the function whose body is `body`.
pub fn returned(ctx: &Context, body: &Body) -> Vec<ValueId> {
    let region = body.top_regions()[0];
    let mut out = Vec::new();
    for b in body.blocks_of(region) {
        if let Some(t) = body.last_op(b) {
            if ctx.op_name_str(body.op_name(t)) == "func.return" {
                out.extend(body.operands(t));
            }
        }
    }
    out
}

/// A description of `v` that does not depend on op order or numbering:
/// `%argN`, `const <attr>`, or `name#result(operands...)` for other ops.
pub fn describe(ctx: &Context, body: &Body, v: ValueId, depth: u32) -> String {
    match body.value_def(v) {
        ValueDef::BlockArg { block, index } => {
            if body.is_entry_block(block) && body.block_region(block) == Some(body.top_regions()[0]) {
                format!("%arg{index}")
            } else {
                format!("blockarg{index}")
            }
        }
        ValueDef::Result { op, index } => {
            let name = ctx.op_name_str(body.op_name(op));
            if name == "arith.constant" {
                let value = ctx.dict_get(body.props(op), "value").expect("constant value");
                return format!("const {}", ctx.attr_to_string(value));
            }
            if depth == 0 {
                return format!("{name}#{index}");
            }
            let operands: Vec<String> = body.operands(op).map(|o| describe(ctx, body, o, depth - 1)).collect();
            let props = match ctx.attr_kind(body.props(op)) {
                AttrKind::Dictionary(d) if !d.is_empty() => format!(" {}", ctx.attr_to_string(body.props(op))),
                _ => String::new(),
            };
            format!("{name}#{index}({}){props}", operands.join(", "))
        }
        ValueDef::Detached => "detached".to_string(),
    }
}

/// All of `ctx`'s canonicalization patterns.
pub fn all_patterns(ctx: &Context) -> FrozenPatternSet {
    let mut set = RewritePatternSet::new();
    set.add_canonicalization_patterns(ctx);
    set.freeze()
}

fn is_pure(ctx: &Context, body: &Body, op: OpId) -> bool {
    let Some(def) = ctx.op_def(body.op_name(op)) else { return false };
    if def.has(Traits::PURE) {
        return true;
    }
    if !def.has(Traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    body.regions(op).iter().all(|&r| body.blocks_of(r).all(|b| body.block_ops(b).all(|o| is_pure(ctx, body, o))))
}

fn is_trivially_dead(ctx: &Context, body: &Body, op: OpId) -> bool {
    let terminator = ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::TERMINATOR));
    !terminator && body.results(op).all(|v| body.use_empty(v)) && is_pure(ctx, body, op)
}

/// Folds `op` and replaces it with the fold results (materializing
/// constants before it). True if the IR changed.
pub fn fold_and_replace(ctx: &Context, body: &mut Body, op: OpId) -> bool {
    match fold_op(ctx, body, op) {
        FoldOutcome::Failed => false,
        FoldOutcome::InPlace => true,
        FoldOutcome::Results(results) => {
            let name = body.op_name(op);
            let dialect = ctx.dialect(ctx.op_dialect(name)).expect("dialect");
            let mut values = Vec::new();
            for (i, r) in results.iter().enumerate() {
                match *r {
                    OpFoldResult::Value(v) => values.push(v),
                    OpFoldResult::Attr(a) => {
                        let ty = body.value_type(body.result(op, i));
                        let materializer = dialect.get_hook::<ConstantMaterializer>().expect("materializer");
                        let loc = body.loc(op);
                        let c = (materializer.0)(ctx, body, a, ty, loc).expect("materializable constant");
                        body.insert_op(c, InsertPoint::Before(op));
                        values.push(body.result(c, 0));
                    }
                }
            }
            let results: Vec<ValueId> = body.results(op).collect();
            for (from, to) in results.into_iter().zip(values) {
                body.replace_all_uses_with(from, to);
            }
            body.erase_op(op);
            true
        }
    }
}

/// MLIR's constant uniquing (`OperationFolder::insertKnownConstant`) as the
/// greedy driver applies it: the first constant of each value and type is
/// kept and moved to the front of the function's entry block (unless it
/// already follows the constants kept there); later duplicates are replaced
/// by it.
struct Constants {
    known: Vec<((String, pass_runtime::ir::Attribute, pass_runtime::ir::Type), OpId)>,
}

impl Constants {
    /// Registers `op` (a constant); true if it was erased as a duplicate or
    /// moved.
    fn insert(&mut self, ctx: &Context, body: &mut Body, op: OpId) -> bool {
        let Some(value) = ctx.dict_get(body.props(op), "value").or_else(|| ctx.dict_get(body.attrs(op), "value"))
        else {
            return false;
        };
        self.known.retain(|(_, o)| !body.is_erased(*o));
        if self.known.iter().any(|(_, o)| *o == op) {
            return false;
        }
        let key = (ctx.op_dialect(body.op_name(op)).to_string(), value, body.value_type(body.result(op, 0)));
        if let Some((_, existing)) = self.known.iter().find(|(k, _)| *k == key) {
            let existing = *existing;
            body.replace_all_uses_with(body.result(op, 0), body.result(existing, 0));
            body.erase_op(op);
            return true;
        }
        let entry = body.entry_block(body.top_regions()[0]).expect("entry block");
        let prev_owned = body.prev_op(op).is_some_and(|p| self.known.iter().any(|(_, o)| *o == p));
        if body.op_block(op) != Some(entry) || (body.first_op(entry) != Some(op) && !prev_owned) {
            let front = body.first_op(entry).expect("non-empty entry block");
            body.move_op(op, InsertPoint::Before(front));
            self.known.push((key, op));
            return true;
        }
        self.known.push((key, op));
        false
    }
}

/// Folds, applies `patterns` and erases dead ops until nothing changes (a
/// test stand-in for the greedy driver: the same fixpoint, with MLIR's
/// constant uniquing and hoisting, but not necessarily MLIR's op order
/// elsewhere).
pub fn canonicalize(ctx: &Context, body: &mut Body, patterns: Option<&FrozenPatternSet>) {
    let mut constants = Constants { known: Vec::new() };
    for _ in 0..1000 {
        // MLIR 22's driver drops unreachable blocks even with region
        // simplification disabled.
        erase_unreachable_blocks(body);
        // Dead ops go first, as the driver's worklist reaches them before
        // constants created meanwhile are uniqued against them.
        loop {
            let mut dead = Vec::new();
            body.walk_postorder(|op| dead.push(op));
            dead.retain(|&op| is_trivially_dead(ctx, body, op));
            if dead.is_empty() {
                break;
            }
            for op in dead {
                if !body.is_erased(op) && is_trivially_dead(ctx, body, op) {
                    body.erase_op(op);
                }
            }
        }
        let mut ops = Vec::new();
        body.walk_preorder(|op| ops.push(op));
        let mut changed = false;
        for op in ops {
            if body.is_erased(op) || body.op_block(op).is_none() {
                continue;
            }
            let constant = ctx.op_def(body.op_name(op)).is_some_and(|d| d.has(Traits::CONSTANT_LIKE));
            if constant && constants.insert(ctx, body, op) {
                changed = true;
                if body.is_erased(op) {
                    continue;
                }
            }
            if is_trivially_dead(ctx, body, op) {
                constants.known.retain(|(_, o)| *o != op);
                body.erase_op(op);
                changed = true;
                continue;
            }
            if !constant && fold_and_replace(ctx, body, op) {
                changed = true;
                continue;
            }
            if let Some(patterns) = patterns {
                let name = body.op_name(op);
                for p in patterns.for_op(name) {
                    let mut listener = NoListener;
                    let mut rw = PatternRewriter::new(ctx, body, &mut listener);
                    if p.match_and_rewrite(op, &mut rw) {
                        changed = true;
                        break;
                    }
                }
            }
        }
        if !changed {
            return;
        }
    }
    panic!("canonicalization did not converge");
}

/// Erases the blocks not reachable from their region's entry block.
fn erase_unreachable_blocks(body: &mut Body) {
    let mut regions = body.top_regions().to_vec();
    body.walk_preorder(|op| regions.extend(body.regions(op).iter().copied()));
    for r in regions {
        let Some(entry) = body.entry_block(r) else { continue };
        let mut reachable = vec![entry];
        let mut i = 0;
        while i < reachable.len() {
            if let Some(t) = body.last_op(reachable[i]) {
                for &s in body.successors(t) {
                    if !reachable.contains(&s) {
                        reachable.push(s);
                    }
                }
            }
            i += 1;
        }
        let dead: Vec<_> = body.blocks_of(r).filter(|b| !reachable.contains(b)).collect();
        for b in &dead {
            let ops: Vec<OpId> = body.block_ops(*b).collect();
            for op in ops {
                body.drop_op_references(op);
            }
        }
        for b in dead {
            let ops: Vec<OpId> = body.block_ops(b).collect();
            for op in ops.into_iter().rev() {
                let results: Vec<ValueId> = body.results(op).collect();
                if results.iter().all(|&v| body.use_empty(v)) {
                    body.erase_op(op);
                }
            }
            body.erase_block(b);
        }
    }
}

/// `ctx`'s canonicalization patterns named `name` (an empty name selects
/// the unnamed ones).
pub fn patterns_named(ctx: &Context, name: &str) -> FrozenPatternSet {
    let mut set = RewritePatternSet::new();
    set.add_canonicalization_patterns(ctx);
    set.freeze_filtered(|p| p.info().name() == name)
}

/// Applies the pattern named `name` (from `ctx`'s canonicalization
/// patterns) once to `op`. True if it matched.
pub fn apply_pattern(ctx: &Context, body: &mut Body, op: OpId, name: &str) -> bool {
    let patterns = all_patterns(ctx);
    let op_name = body.op_name(op);
    let pattern = patterns
        .for_op(op_name)
        .find(|p| p.info().name() == name)
        .unwrap_or_else(|| panic!("no pattern {name} for {}", ctx.op_name_str(op_name)));
    let mut listener = NoListener;
    let mut rw = PatternRewriter::new(ctx, body, &mut listener);
    pattern.match_and_rewrite(op, &mut rw)
}
