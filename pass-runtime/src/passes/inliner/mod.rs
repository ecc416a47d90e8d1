//! `inline`: MLIR's inliner pass. Declared in `passes.toml`; the call graph
//! is in `call_graph.rs`, the use counts of callables in `use_list.rs`, the
//! SCC-driven inliner in `driver.rs` and the inlining of one call in
//! `inline_call.rs`.

mod call_graph;
mod driver;
mod inline_call;
mod use_list;

use std::sync::OnceLock;

use crate::dialects::FunctionLike;
use crate::ir::{Context, Diagnostic, Traits};
use crate::pass::{global_registry, AnchorOp, OpPassManager, PassBehavior, PassError, PassRegistry, PipelineParser};

use super::generated::Inliner;

pub use call_graph::{body_at, body_at_mut, CallGraph, CallSite, Edge, EdgeKind, IsolatedPath, NodeId, TableId};

/// The pipelines `inline` runs on callables, ready to run: built from its
/// options by [`PassBehavior::initialize`].
#[derive(Clone, Debug, Default)]
pub struct InlinerState {
    /// `op-pipelines`, by the op name they are anchored on (the first of a
    /// name wins; empty ones are left out).
    op_pipelines: Vec<(String, OpPassManager)>,
    /// `default-pipeline`, anchored on each kind of callable op.
    default_pipelines: Vec<(String, OpPassManager)>,
}

impl InlinerState {
    /// The pipeline simplifying callables named `name`, if any.
    fn pipeline_for<'a>(&'a self, name: &str) -> Option<&'a OpPassManager> {
        let find = |list: &'a [(String, OpPassManager)]| list.iter().find(|(n, _)| n == name).map(|(_, pm)| pm);
        find(&self.op_pipelines).or_else(|| find(&self.default_pipelines))
    }
}

/// The passes `default-pipeline` may name: those the runtime ships (the
/// built-in and test passes, as `pass-opt` registers them).
fn runtime_passes() -> &'static PassRegistry {
    static REGISTRY: OnceLock<PassRegistry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut registry = PassRegistry::new();
        // The two groups have distinct arguments; a clash would only leave
        // out a pass, which the parse then reports.
        let _ = super::register_builtin_passes(&mut registry);
        let _ = super::register_test_passes(&mut registry);
        registry
    })
}

/// Where MLIR's pipeline parser says what is wrong with a pipeline string.
const PARSER_SOURCE: &str = "MLIR Textual PassPipeline Parser";

/// Parses `text` (a pipeline without anchor, `cse,canonicalize`) into a
/// pipeline anchored on `op_name`, as MLIR's inliner does for each kind of
/// callable: with the runtime's passes, or else the global registry's.
fn parse_default_pipeline(ctx: &Context, op_name: &str, text: &str) -> Result<OpPassManager, Diagnostic> {
    let wrapped = format!("{op_name}({text})");
    let parse = |registry: &PassRegistry| PipelineParser::new(registry).with_context(ctx).parse(&wrapped);
    let error = match parse(runtime_passes()) {
        Ok(pm) => return Ok(pm),
        Err(e) => e,
    };
    if let Ok(global) = global_registry().read() {
        if let Ok(pm) = parse(&global) {
            return Ok(pm);
        }
    }
    // Offsets into `text`, as MLIR (which parses `text` alone) reports them.
    let mut error = error;
    error.offset = error.offset.saturating_sub(op_name.len() + 1).min(text.len());
    let rendered = error.render(PARSER_SOURCE, text);
    Err(Diagnostic::error(ctx.unknown_loc(), rendered.trim_end().to_string()))
}

impl PassBehavior for Inliner {
    fn initialize(&mut self, ctx: &Context) -> Result<(), PassError> {
        let mut state = InlinerState::default();
        for pm in &self.options.op_pipelines {
            let name = pm.anchor_name();
            if pm.is_empty() || state.op_pipelines.iter().any(|(n, _)| n == name) {
                continue;
            }
            let mut pm = pm.clone();
            pm.initialize(ctx).map_err(|diagnostics| PassError { diagnostics })?;
            state.op_pipelines.push((name.to_string(), pm));
        }
        let text = self.options.default_pipeline.trim();
        if !text.is_empty() {
            // One pipeline per kind of callable op (MLIR builds them as it
            // meets callables; the ops that can be callables are known here).
            for name in callable_op_names(ctx) {
                let mut pm = match parse_default_pipeline(ctx, &name, text) {
                    Ok(pm) => pm,
                    // MLIR builds a kind's pipeline when it meets one of its
                    // callables and ignores a failure there (a pass anchored
                    // on `func.func` cannot go on `llvm.func`): such a kind
                    // gets no pipeline. `func.func`'s errors are reported.
                    Err(_) if name != "func.func" => continue,
                    Err(e) => return Err(e.into()),
                };
                pm.initialize(ctx).map_err(|diagnostics| PassError { diagnostics })?;
                state.default_pipelines.push((name, pm));
            }
        }
        self.state = state;
        Ok(())
    }

    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        // The call graph needs symbol tables to resolve calls.
        if !op.view().has_trait(Traits::SYMBOL_TABLE) {
            return Err(op
                .op_error(" was scheduled to run under the inliner, but does not define a symbol table")
                .into());
        }
        let cg = op.get_analysis::<CallGraph>();
        let config = driver::Config {
            pipelines: &self.state,
            max_iterations: self.options.max_iterations,
            inlining_threshold: self.options.inlining_threshold,
        };
        driver::inline(op, &cg, &config)
    }
}

/// The registered ops that can be callables: isolated `FunctionLike` ops.
fn callable_op_names(ctx: &Context) -> Vec<String> {
    let mut names = Vec::new();
    for ns in ctx.registered_dialects() {
        let Some(dialect) = ctx.dialect(&ns) else { continue };
        for def in dialect.ops() {
            if def.has_interface::<FunctionLike>() && def.has(Traits::ISOLATED_FROM_ABOVE) {
                names.push(def.name().to_string());
            }
        }
    }
    names
}
