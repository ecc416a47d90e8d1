//! A small dialect of its own, `toy` ([`dialect`]), lowered in two
//! conversion steps declared with passgen (`passes.toml`, generated from
//! `build.rs`; the behaviour half in [`lowering`]): `toy-to-arith` (toy
//! arithmetic to `arith` and `scf`, `!toy.int` to `i64` with a type
//! converter) and `toy-to-func` (toy functions, calls, returns and prints to
//! `func`), then through the project's own lowering passes, all as one
//! textual pipeline ([`LOWERING_PIPELINE`]).

#![warn(missing_docs)]

pub mod dialect;
pub mod lowering;

use pass_runtime::ir::{self, ParseOptions, PrintOptions, SourceMgr};
use pass_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};

pass_runtime::include_passes!("passes");

/// The whole lowering, from the toy dialect down to the `llvm` dialect: the
/// two toy steps, then the project's lowerings of `scf`, `arith`, `cf` and
/// `func`, and the clean-up of the casts left between them.
pub const LOWERING_PIPELINE: &str = "builtin.module(toy-to-arith,toy-to-func,convert-scf-to-cf,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)";

/// The toy passes and every pass the runtime ships.
pub fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    let registered =
        pass_runtime::passes::register_builtin_passes(&mut registry).and_then(|()| register_toy_passes(&mut registry));
    // The two groups have distinct pass names: a clash is a bug here.
    registered.expect("toy pass names clash with the runtime's");
    registry
}

/// How to print the result.
#[derive(Clone, Copy, Debug, Default)]
pub struct Output {
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
}

/// Parses `text` (generic form, named `file_name` in diagnostics) with the
/// toy dialect registered, verifies it, runs `pipeline` and prints the
/// result in generic form. Errors are rendered as `mlir-opt` renders them:
/// `file:line:col: error: message`, the source line and a caret.
pub fn lower(file_name: &str, text: &str, pipeline: &str, output: Output) -> Result<String, String> {
    let ctx = dialect::context();
    let mut sources = SourceMgr::new();
    sources.add(file_name, text.to_string());
    let render_all = |diags: &[ir::Diagnostic]| diags.iter().map(|d| sources.render(&ctx, d)).collect::<String>();
    let mut module =
        ir::parse_source(&ctx, ParseOptions { file_name }, text).map_err(|d| render_all(std::slice::from_ref(&d)))?;
    ir::verify(&ctx, &module).map_err(|errors| render_all(&errors))?;
    let pipeline = parse_pass_pipeline(pipeline, &registry()).map_err(|e| e.render("<pipeline>", pipeline))?;
    let mut pm = PassManager::from_pipeline(pipeline);
    pm.run(&ctx, &mut module).map_err(|e| render_all(&e.diagnostics))?;
    Ok(ir::print_owned(
        &ctx,
        &module,
        PrintOptions { debug_info: output.debug_info, local_scope: false, ..PrintOptions::default() },
    ))
}
