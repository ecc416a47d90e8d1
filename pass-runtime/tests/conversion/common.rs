//! Helpers shared by the conversion tests: parsing and printing, patterns
//! written as closures, and a one-call way to run a conversion on a module.

use std::sync::Arc;

use pass_runtime::conversion::{
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, ConversionConfig, ConversionError,
    ConversionPatternRewriter, ConversionPatternSet, ConversionReport, ConversionTarget, DebugLog,
    FrozenConversionPatternSet, OpAdaptor, TypeConverter,
};
// The closure pattern the shorthands below build, for the test files.
pub use pass_runtime::conversion::FnConversionPattern;
use pass_runtime::ir::{Body, Context, Location, OpBuilder, OpId, OpName, OpSpec, OwnedOp, Type, ValueId};
use pass_runtime::rewrite::{PatternInfo, PatternRewriter, RewritePattern};

/// A context accepting the unregistered ops the tests use.
pub fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx
}

#[path = "../support/ir_text.rs"]
mod ir_text;
pub use ir_text::{named_ops, parse, print};

#[path = "../support/folders.rs"]
mod folders;
pub use folders::{fold_add, mark_once};

/// The default configuration with a debug log, and the log.
pub fn logged_config() -> (DebugLog, ConversionConfig) {
    let log = DebugLog::new();
    (log.clone(), ConversionConfig { debug_log: Some(log), ..Default::default() })
}

/// Takes what `log` holds and checks that it contains each of `parts`.
pub fn assert_logged(log: &DebugLog, parts: &[&str]) {
    let text = log.take();
    for part in parts {
        assert!(text.contains(part), "missing {part:?} in:\n{text}");
    }
}

/// A materialization building a `name` op from `inputs`, of the type asked
/// for.
pub fn cast_op(
    name: &'static str,
) -> impl Fn(&mut PatternRewriter<'_>, Type, &[ValueId], Location) -> Option<ValueId> + Copy + Send + Sync {
    move |rw, ty, inputs, loc| {
        let ctx = rw.context();
        let spec = OpSpec { operands: inputs, results: &[ty], ..OpSpec::new(ctx, ctx.op_name(name), loc) };
        let op = rw.create(&spec);
        Some(rw.body().result(op, 0))
    }
}

/// Source and target materializations that both build a `name` op
/// ([`cast_op`]).
pub fn add_cast_materializations(tc: &mut TypeConverter, name: &'static str) {
    let cast = cast_op(name);
    tc.add_source_materialization(cast);
    tc.add_target_materialization(move |rw, ty, inputs, loc, _original| cast(rw, ty, inputs, loc));
}

/// The input most tests convert: `ops` (generic-form lines indented by two,
/// after a line break) in the body of `func.func @f() -> ()`, before its
/// `func.return`. A literal, so that constants can be inputs.
macro_rules! in_func {
    ($ops:literal) => {
        concat!(
            "\n\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({",
            $ops,
            "  \"func.return\"() : () -> ()\n}) : () -> ()\n"
        )
    };
}
pub(crate) use in_func;

/// A target where the module and the ops of `dialects` are legal.
pub fn module_target(ctx: &Context, dialects: &[&str]) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    t.add_legal_op(ctx.op_name("builtin.module"));
    for dialect in dialects {
        t.add_legal_dialect(dialect);
    }
    t
}

/// Makes `func.func` legal once `converter` accepts its signature (since
/// MLIR 22 only the signature, not the blocks, decides).
pub fn add_func_legal_by_signature(target: &mut ConversionTarget, ctx: &Context, converter: &Arc<TypeConverter>) {
    let converter = converter.clone();
    target.add_dynamically_legal_op(ctx.op_name("func.func"), move |ctx, body, op| {
        body.attr(ctx, op, "function_type")
            .and_then(|a| ctx.type_value(a))
            .is_some_and(|t| converter.is_signature_legal(ctx, t))
    });
}

/// The body of a `func.func` signature conversion: converts the function's
/// signature and entry block with the pattern's type converter. False (no
/// match) without a function type or a converter, or when the converter
/// rejects the signature or the block.
pub fn convert_func_signature(op: OpId, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let Some(fty) = rw.body().attr(ctx, op, "function_type").and_then(|a| ctx.type_value(a)) else { return false };
    let Some((conversion, results)) = rw.type_converter().and_then(|tc| tc.convert_signature(ctx, fty)) else {
        return false;
    };
    if rw.convert_isolated_region_types(op, 0, Some(&conversion)).is_err() {
        return false;
    }
    let new_type = ctx.function_type(conversion.converted_types(), &results);
    rw.modify_op_in_place(op, |b| b.set_prop(ctx, op, "function_type", Some(ctx.type_attr(new_type))));
    true
}

/// Which driver to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Partial,
    Full,
    Analysis,
}

/// Runs a conversion on the module of `module`.
pub fn run(
    ctx: &Context,
    module: &mut OwnedOp,
    mode: Mode,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionReport, ConversionError> {
    let root = module.op();
    match mode {
        Mode::Partial => apply_partial_conversion(ctx, module.enclosing_body_mut(), root, target, patterns, config),
        Mode::Full => apply_full_conversion(ctx, module.enclosing_body_mut(), root, target, patterns, config),
        Mode::Analysis => apply_analysis_conversion(ctx, module.enclosing_body(), root, target, patterns, config),
    }
}

/// Parses `src`, converts it and prints the result (or the first error).
pub fn convert_text(
    ctx: &Context,
    src: &str,
    mode: Mode,
    target: &ConversionTarget,
    patterns: ConversionPatternSet,
    config: &ConversionConfig,
) -> Result<String, String> {
    let mut module = parse(ctx, src);
    let frozen = patterns.freeze();
    match run(ctx, &mut module, mode, target, &frozen, config) {
        Ok(_) => Ok(print(ctx, &module)),
        Err(e) => Err(e.diagnostics.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n")),
    }
}

/// [`convert_text`] with no pattern and the default configuration.
pub fn convert_without_patterns(
    ctx: &Context,
    src: &str,
    mode: Mode,
    target: &ConversionTarget,
) -> Result<String, String> {
    convert_text(ctx, src, mode, target, ConversionPatternSet::new(), &ConversionConfig::default())
}

/// Both rollback settings, for tests that must hold in each.
pub fn both_modes() -> [ConversionConfig; 2] {
    [ConversionConfig::default(), ConversionConfig { allow_pattern_rollback: false, ..ConversionConfig::default() }]
}

/// A conversion pattern given as a closure, named after its root unless
/// renamed: `fn_conversion(ctx, root, f).named(..).benefit(..)`.
pub fn fn_conversion(
    ctx: &Context,
    root: &str,
    f: impl Fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync + 'static,
) -> FnConversionPattern {
    FnConversionPattern::new(PatternInfo::new(ctx, format!("{root}-pattern"), root), f)
}

/// The tests' shorthands on a closure pattern.
pub trait FnConversionExt: Sized {
    fn named(self, name: &str) -> Self;
    fn benefit(self, benefit: u16) -> Self;
    fn with_converter(self, converter: &Arc<TypeConverter>) -> Self;
}

impl FnConversionExt for FnConversionPattern {
    fn named(self, name: &str) -> Self {
        self.map_info(|info| {
            let mut renamed = match info.root() {
                Some(root) => PatternInfo::for_op(name.to_string(), root),
                None => PatternInfo::any_op(name.to_string()),
            };
            renamed.add_generated_ops(info.generated_ops());
            renamed.with_benefit(info.benefit())
        })
    }

    fn benefit(self, benefit: u16) -> Self {
        self.map_info(|info| info.with_benefit(benefit))
    }

    fn with_converter(self, converter: &Arc<TypeConverter>) -> Self {
        self.with_type_converter(converter.clone())
    }
}

pub type RewriteFn = dyn Fn(OpId, &mut PatternRewriter<'_>) -> bool + Send + Sync;

/// A plain rewrite pattern given as a closure (the conversion driver does
/// not move its insertion point, unlike the runtime's `FnPattern`).
pub struct FnRewrite {
    pub info: PatternInfo,
    pub f: Box<RewriteFn>,
}

impl FnRewrite {
    pub fn new(
        ctx: &Context,
        root: &str,
        f: impl Fn(OpId, &mut PatternRewriter<'_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        FnRewrite { info: PatternInfo::new(ctx, format!("{root}-rewrite"), root), f: Box::new(f) }
    }

    pub fn generates(mut self, ctx: &Context, ops: &[&str]) -> Self {
        self.info = self.info.generates(ctx, ops);
        self
    }

    pub fn bounded(mut self) -> Self {
        self.info = self.info.with_bounded_recursion();
        self
    }
}

impl RewritePattern for FnRewrite {
    fn info(&self) -> &PatternInfo {
        &self.info
    }
    fn match_and_rewrite(&self, op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
        (self.f)(op, rewriter)
    }
}

/// `op` as an op named `to` with `operands` and `results`, keeping its
/// properties, attributes and location: what [`rename`] and
/// [`rename_plain`] create.
fn renamed<'a>(
    ctx: &Context,
    body: &Body,
    op: OpId,
    to: OpName,
    operands: &'a [ValueId],
    results: &'a [Type],
) -> OpSpec<'a> {
    OpSpec { operands, results, props: body.props(op), attrs: body.attrs(op), ..OpSpec::new(ctx, to, body.loc(op)) }
}

/// A conversion pattern replacing `from` by `to` with the remapped operands
/// (one per operand), the same result types (converted when the pattern has
/// a type converter) and the same attributes.
pub fn rename(ctx: &Context, from: &str, to: &str) -> FnConversionPattern {
    let to_name = ctx.op_name(to);
    fn_conversion(ctx, from, move |op, operands, rw| {
        let Some(values) = operands.one_to_one() else { return rw.notify_match_failure("1:N operands") };
        let ctx = rw.context();
        let body = rw.body();
        let mut results: Vec<Type> = Vec::new();
        for r in body.results(op) {
            let ty = body.value_type(r);
            match rw.type_converter() {
                Some(tc) => match tc.convert_type(ctx, ty) {
                    Some(t) => results.push(t),
                    None => return false,
                },
                None => results.push(ty),
            }
        }
        let values: Vec<ValueId> = values.to_vec();
        let new = rw.create(&renamed(ctx, body, op, to_name, &values, &results));
        let new_results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &new_results);
        true
    })
    .generates(ctx, &[to])
    .named(&format!("{from}->{to}"))
}

/// A plain pattern doing the same as [`rename`], without a type converter.
pub fn rename_plain(ctx: &Context, from: &str, to: &str) -> FnRewrite {
    let to_name = ctx.op_name(to);
    FnRewrite::new(ctx, from, move |op, rw| {
        let ctx = rw.context();
        let body = rw.body();
        let operands: Vec<ValueId> = body.operands(op).collect();
        let results: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
        let new = rw.create(&renamed(ctx, body, op, to_name, &operands, &results));
        let new_results: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &new_results);
        true
    })
    .generates(ctx, &[to])
}
