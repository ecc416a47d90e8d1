//! A small `tst` dialect with folders, a constant materializer and
//! canonicalization patterns, so the driver can be tested without the
//! built-in dialects' folders; parsing and printing helpers; patterns that
//! record what the driver shows them.

use std::sync::{Arc, Mutex};

use pass_runtime::ir::{
    self, AttrKind, Attribute, Body, Context, Dialect, Location, OpDef, OpId, OpName, OpSpec, OwnedOp, Traits, Type,
};
use pass_runtime::rewrite::{
    CanonicalizationPatterns, ConstantMaterializer, FoldOutcome, Folder, OpFoldResult, PatternInfo, PatternRewriter,
    RewritePattern, RewritePatternSet,
};

/// A context with the built-in dialects, the `tst` dialect and unregistered
/// ops allowed.
pub fn context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect(tst_dialect());
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

#[path = "../support/ir_text.rs"]
mod ir_text;
pub use ir_text::{parse, print};

#[path = "../support/folders.rs"]
mod folders;
use folders::{fold_add, int_of, mark_once};

/// The module in `src` with one function holding `body` (generic form, the
/// entry block's arguments named by `args`, e.g. `%x: i32`).
pub fn func_module(args: &str, body: &str) -> String {
    let types: Vec<&str> =
        args.split(',').filter(|a| !a.trim().is_empty()).map(|a| a.split(':').nth(1).unwrap().trim()).collect();
    format!(
        "\"builtin.module\"() ({{\n  \"func.func\"() <{{function_type = ({}) -> (), sym_name = \"f\"}}> ({{\n  ^bb0({args}):\n{body}  }}) : () -> ()\n}}) : () -> ()\n",
        types.join(", ")
    )
}

/// The body of the single function of `module`.
pub fn func_body(module: &mut OwnedOp) -> &mut Body {
    let body = module.body_mut().expect("module body");
    let func = body.block_ops(body.entry_block(body.top_regions()[0]).unwrap()).next().unwrap();
    body.isolated_body_mut(func).expect("function body")
}

/// The `tst` dialect:
/// - `tst.const` (constant-like, `value` property), which the dialect's
///   materializer creates;
/// - `tst.add` (pure, commutative): folds two constants to their sum, and
///   `x + 0` to `x`;
/// - `tst.neg` (pure): folds a constant, and `neg(neg(x))` to `x`;
/// - `tst.sink` (side effects): keeps its operands alive;
/// - `tst.mark`: folds once, in place, naming its own result;
/// - `tst.region` (recursive effects) with `tst.yield`: a region nested in a
///   non-isolated op;
/// - `tst.iso` (isolated from above): a nested body;
/// - `tst.flip`: its canonicalization pattern `flip` toggles its `on`
///   attribute forever; `tst.double` has `double-to-add`, rewriting
///   `double(x)` to `add(x, x)`.
pub fn tst_dialect() -> Dialect {
    Dialect::new("tst")
        .op(OpDef::new("tst.const", Traits::PURE | Traits::CONSTANT_LIKE).inherent(&["value"]))
        .op(OpDef::new("tst.add", Traits::PURE | Traits::COMMUTATIVE).hook(Folder(fold_add)))
        .op(OpDef::new("tst.neg", Traits::PURE).hook(Folder(fold_neg)))
        .op(OpDef::new("tst.sink", Traits::NONE))
        .op(OpDef::new("tst.mark", Traits::NONE).hook(Folder(fold_mark)))
        .op(OpDef::new("tst.region", Traits::RECURSIVE_MEMORY_EFFECTS))
        .op(OpDef::new("tst.yield", Traits::TERMINATOR | Traits::PURE))
        .op(OpDef::new("tst.iso", Traits::ISOLATED_FROM_ABOVE | Traits::NO_TERMINATOR))
        .op(OpDef::new("tst.flip", Traits::NONE).hook(CanonicalizationPatterns(|ctx, set| {
            set.add(Flip(PatternInfo::new(ctx, "flip", "tst.flip").with_labels(&["toggles"])));
        })))
        .op(OpDef::new("tst.double", Traits::PURE).hook(CanonicalizationPatterns(|ctx, set| {
            let info = PatternInfo::new(ctx, "double-to-add", "tst.double");
            set.add(DoubleToAdd { info, add: ctx.op_name("tst.add") });
        })))
        .hook(ConstantMaterializer(materialize))
}

fn fold_neg(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let ty = body.value_type(body.result(op, 0));
    if let Some(a) = int_of(ctx, operands[0]) {
        return FoldOutcome::Results(vec![OpFoldResult::Attr(ctx.integer_attr(ty, -a))]);
    }
    let input = body.operand(op, 0);
    match body.defining_op(input) {
        Some(inner) if ctx.op_name_str(body.op_name(inner)) == "tst.neg" => {
            FoldOutcome::Results(vec![OpFoldResult::Value(body.operand(inner, 0))])
        }
        _ => FoldOutcome::Failed,
    }
}

/// Marks the op (an in-place change) and names its own result, as MLIR's
/// single-result folders signal an in-place fold; then fails.
fn fold_mark(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    if !mark_once(ctx, body, op, "marked") {
        return FoldOutcome::Failed;
    }
    FoldOutcome::Results(vec![OpFoldResult::Value(body.result(op, 0))])
}

fn materialize(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if !matches!(ctx.attr_kind(value), AttrKind::Integer { .. }) {
        return None;
    }
    let props = ctx.dictionary([ir::NamedAttr { name: ctx.ident("value"), value }]);
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name("tst.const"), loc) };
    Some(body.create_op(&spec, false))
}

/// Toggles the `on` attribute of `tst.flip`: never converges.
struct Flip(PatternInfo);

impl RewritePattern for Flip {
    fn info(&self) -> &PatternInfo {
        &self.0
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.context();
        let on = rewriter.body().attr(ctx, op, "on").is_some();
        rewriter
            .modify_op_in_place(op, |body| body.set_attr(ctx, op, "on", if on { None } else { Some(ctx.unit_attr()) }));
        true
    }
}

/// `tst.double(x)` to `tst.add(x, x)`.
struct DoubleToAdd {
    info: PatternInfo,
    add: OpName,
}

impl RewritePattern for DoubleToAdd {
    fn info(&self) -> &PatternInfo {
        &self.info
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.context();
        let x = rewriter.body().operand(op, 0);
        let ty = rewriter.body().value_type(rewriter.body().result(op, 0));
        let loc = rewriter.body().loc(op);
        let spec = OpSpec { operands: &[x, x], results: &[ty], ..OpSpec::new(ctx, self.add, loc) };
        rewriter.replace_op_with_new_op(op, &spec);
        true
    }
}

/// What a recording pattern saw: the `tag` attribute of each op it was
/// offered, in order.
pub type Seen = Arc<Mutex<Vec<String>>>;

/// A pattern for any op that records the op's `tag` and never matches.
pub struct Record {
    pub seen: Seen,
    pub info: PatternInfo,
}

impl Record {
    pub fn new(seen: &Seen, benefit: u16) -> Self {
        Record { seen: seen.clone(), info: PatternInfo::any_op("record").with_benefit(benefit) }
    }
}

impl RewritePattern for Record {
    fn info(&self) -> &PatternInfo {
        &self.info
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        let ctx = rewriter.context();
        let tag = rewriter.body().attr(ctx, op, "tag").and_then(|a| ctx.str_value(a)).unwrap_or("?").to_string();
        self.seen.lock().unwrap().push(tag);
        false
    }
}

/// A pattern set with one [`Record`] pattern, and what it will see.
pub fn recording(extra: impl FnOnce(&mut RewritePatternSet)) -> (RewritePatternSet, Seen) {
    let seen: Seen = Arc::new(Mutex::new(Vec::new()));
    let mut set = RewritePatternSet::new();
    set.add(Record::new(&seen, 1));
    extra(&mut set);
    (set, seen)
}

pub fn take(seen: &Seen) -> Vec<String> {
    std::mem::take(&mut *seen.lock().unwrap())
}
