//! `inline`: MLIR's inliner pass. Declared in `transforms.toml`; the call graph
//! is in `call_graph.rs`, the use counts of callables in `use_list.rs`, the
//! SCC-driven inliner in `driver.rs` and the inlining of one call in
//! `inline_call.rs`.

mod call_graph;
mod driver;
mod inline_call;
mod use_list;

use crate::dialects::func::FuncOp;
use std::sync::{Arc, OnceLock};

use crate::dialects::FunctionLike;
use crate::ir::{Context, Diagnostic, Traits};
use crate::pass::{
    AnchorOp, OpPassManager, OptionEnv, OptionValue, PassBehavior, PassError, PassRegistry, PipelineParser, ValueError,
};

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

/// The value of `default-pipeline`: a pipeline without anchor
/// (`cse,canonicalize`), parsed for each kind of callable op when the pass
/// initializes, with the registry of the pipeline parser that read the
/// option. A user's tool finds its own passes there, and the result does not
/// depend on any process-wide registry.
#[derive(Clone)]
pub struct DefaultPipeline {
    text: String,
    /// The registry the option was parsed with; `None` for the default value
    /// and values built in code, which may name the runtime's passes.
    registry: Option<Arc<PassRegistry>>,
}

impl DefaultPipeline {
    /// `text`, to be parsed with `registry`'s passes.
    pub fn new(text: impl Into<String>, registry: Option<PassRegistry>) -> Self {
        DefaultPipeline { text: text.into(), registry: registry.map(Arc::new) }
    }

    /// The pipeline as written.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Parses the pipeline anchored on `op_name`, as MLIR's inliner does for
    /// each kind of callable.
    fn parse_anchored(&self, ctx: &Context, op_name: &str) -> Result<OpPassManager, Diagnostic> {
        let text = self.text.trim();
        let wrapped = format!("{op_name}({text})");
        let registry = self.registry.as_deref().unwrap_or_else(|| runtime_passes());
        PipelineParser::new(registry).with_context(ctx).parse(&wrapped).map_err(|mut error| {
            // Offsets into `text`, as MLIR (which parses `text` alone) reports them.
            error.offset = error.offset.saturating_sub(op_name.len() + 1).min(text.len());
            let rendered = error.render(PARSER_SOURCE, text);
            Diagnostic::error(ctx.unknown_loc(), rendered.trim_end().to_string())
        })
    }
}

/// A pipeline to parse with the runtime's passes (the option's default).
impl From<&str> for DefaultPipeline {
    fn from(text: &str) -> Self {
        DefaultPipeline::new(text, None)
    }
}

impl std::fmt::Debug for DefaultPipeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("DefaultPipeline").field(&self.text).finish()
    }
}

impl OptionValue for DefaultPipeline {
    const TYPE_NAME: &'static str = String::TYPE_NAME;
    fn parse(text: &str, env: &OptionEnv<'_>) -> Result<Self, ValueError> {
        Ok(DefaultPipeline::new(text, env.registry.cloned()))
    }
    fn print(&self, out: &mut String, in_list: bool) {
        self.text.print(out, in_list);
    }
}

/// The passes a `default-pipeline` built without a registry may name: those
/// the runtime ships for users.
fn runtime_passes() -> &'static PassRegistry {
    static REGISTRY: OnceLock<PassRegistry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let mut registry = PassRegistry::new();
        // The groups have distinct arguments; a clash would only leave out
        // a pass, which the parse then reports.
        let _ = crate::passes::register_builtin_passes(&mut registry);
        registry
    })
}

/// Where MLIR's pipeline parser says what is wrong with a pipeline string.
const PARSER_SOURCE: &str = "MLIR Textual PassPipeline Parser";

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
        if !self.options.default_pipeline.text().trim().is_empty() {
            // One pipeline per kind of callable op (MLIR builds them as it
            // meets callables; the ops that can be callables are known here).
            for name in callable_op_names(ctx) {
                let mut pm = match self.options.default_pipeline.parse_anchored(ctx, &name) {
                    Ok(pm) => pm,
                    // MLIR builds a kind's pipeline when it meets one of its
                    // callables and ignores a failure there (a pass anchored
                    // on `func.func` cannot go on `llvm.func`): such a kind
                    // gets no pipeline. `func.func`'s errors are reported.
                    Err(_) if name != FuncOp::NAME => continue,
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
