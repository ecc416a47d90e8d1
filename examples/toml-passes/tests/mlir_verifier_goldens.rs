//! Generated verifiers print MLIR's messages: ops of MLIR's `arith`, `cf`
//! and `func` dialects declared again in TOML with the constraints ODS gives them
//! (`tests/mlir/*.toml`), registered instead of the built-in ones, give for
//! each invalid input of `tests/mlir/cases` the first error mlir-opt 22
//! gives (`*.expected`, made by `tests/mlir/regen.sh`).
//!
//! One difference is normalised: MLIR names an enum by its C++ class
//! (`::mlir::arith::IntegerOverflowFlags`), the generated code by its Rust
//! name.

use std::path::Path;

use pass_runtime::ir::{self, Context, ParseOptions, SourceMgr};

// The `TypesMatchWith` transform `tests/mlir/arith.toml` names as
// `crate::i1_same_shape`.
#[path = "mlir/shapes.rs"]
mod shapes;
pub use shapes::i1_same_shape;

// Only the registrations and verifiers are used here.
#[allow(dead_code)]
mod arith {
    pass_runtime::include_dialect!("arith");
}
#[allow(dead_code)]
mod cf {
    pass_runtime::include_dialect!("cf");
}
#[allow(dead_code)]
mod func {
    pass_runtime::include_dialect!("func");
}

fn context() -> Context {
    let ctx = Context::empty();
    func::register_func_dialect(&ctx);
    arith::register_arith_dialect(&ctx);
    cf::register_cf_dialect(&ctx);
    ctx
}

/// The first error for `text`, rendered as mlir-opt renders it.
fn first_error(file: &str, text: &str) -> Option<String> {
    let ctx = context();
    let mut sources = SourceMgr::new();
    sources.add(file, text.to_string());
    let render = |d: &ir::Diagnostic| sources.render(&ctx, d).lines().next().unwrap_or("").to_string();
    match ir::parse_source(&ctx, ParseOptions { file_name: file }, text) {
        Err(d) => Some(render(&d)),
        Ok(module) => ir::verify(&ctx, &module).err().map(|errors| render(&errors[0])),
    }
}

#[test]
fn generated_verifiers_report_what_mlir_opt_reports() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir/cases");
    let mut cases: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    cases.retain(|p| p.extension().is_some_and(|e| e == "mlir"));
    cases.sort();
    assert!(cases.len() >= 10, "{} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(case).unwrap();
        let expected = std::fs::read_to_string(case.with_extension("expected")).unwrap();
        let expected = expected.trim_end().replace("::mlir::arith::", "");
        let got = first_error(&name, &text);
        if got.as_deref() != Some(expected.as_str()) {
            failures.push(format!("{name}:\n  mlir-opt: {expected}\n  ours:     {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
