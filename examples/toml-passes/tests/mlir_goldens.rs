//! Code generated from specs of MLIR's own ops behaves as mlir-opt 22: ops
//! of MLIR's `arith`, `cf`, `func` and `index` declared again in TOML with
//! the constraints ODS gives them and MLIR 22's assembly formats
//! (`tests/mlir/*.toml`), registered instead of the built-in ones.
//!
//! - Generated verifiers: each invalid input of `tests/mlir/cases` gives
//!   mlir-opt's first error (`NAME.expected`, made by `tests/mlir/regen.sh`).
//! - Generated pretty forms: the inputs of `tests/mlir/pretty` print in the
//!   pretty and the generic form byte for byte as mlir-opt prints them
//!   (`NAME.pretty`, `NAME.generic`), and the malformed inputs of
//!   `pretty/errors` give mlir-opt's first error (`NAME.expected`);
//!   `tests/mlir/pretty/regen.sh` makes those goldens.
//!
//! One difference is normalised: MLIR names an enum by its C++ class
//! (`::mlir::arith::IntegerOverflowFlags`), the generated code by its Rust
//! name.

use std::path::{Path, PathBuf};

use pass_runtime::ir::{self, Context, OpForm, ParseOptions, PrintOptions, SourceMgr};

// The `TypesMatchWith` transform `tests/mlir/arith.toml` names as
// `crate::i1_same_shape`.
#[path = "mlir/shapes.rs"]
mod shapes;
pub use shapes::i1_same_shape;

/// A module of each generated dialect's code; only the registrations and
/// verifiers are used here.
macro_rules! generated_dialects {
    ($($name:ident: $stem:literal),*) => {$(
        #[allow(dead_code)]
        mod $name {
            pass_runtime::include_dialect!($stem);
        }
    )*};
}
generated_dialects!(arith: "arith", cf: "cf", func: "func", index: "index");

/// The declared `arith`, `cf` and `func`, for the verifier cases.
fn verifier_context() -> Context {
    let ctx = Context::empty();
    func::register_func_dialect(&ctx);
    arith::register_arith_dialect(&ctx);
    cf::register_cf_dialect(&ctx);
    ctx
}

/// The declared `arith`, `cf` and `index` with the built-in `func` (whose
/// pretty form is MLIR's hand-written one), for the pretty cases.
fn pretty_context() -> Context {
    let ctx = Context::empty();
    ctx.register_dialect(pass_runtime::dialects::func::dialect());
    arith::register_arith_dialect(&ctx);
    cf::register_cf_dialect(&ctx);
    index::register_index_dialect(&ctx);
    ctx
}

fn mlir_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mlir")
}

/// The `.mlir` files of `dir`, sorted; at least `min` of them.
fn inputs(dir: &Path, min: usize) -> Vec<PathBuf> {
    let mut cases: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    cases.retain(|p| p.extension().is_some_and(|e| e == "mlir"));
    cases.sort();
    assert!(cases.len() >= min, "{}: {} cases", dir.display(), cases.len());
    cases
}

/// Checks that each invalid input of `dir` gives, in a context from
/// `context`, the first error mlir-opt gives (`NAME.expected`).
fn check_first_errors(dir: &Path, context: fn() -> Context) {
    let mut failures = Vec::new();
    for case in inputs(dir, 10) {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&case).unwrap();
        let expected = std::fs::read_to_string(case.with_extension("expected")).unwrap();
        let expected = expected.trim_end().replace("::mlir::arith::", "");
        let ctx = context();
        let mut sources = SourceMgr::new();
        sources.add(&name, text.clone());
        let render = |d: &ir::Diagnostic| sources.render(&ctx, d).lines().next().unwrap_or("").to_string();
        let got = match ir::parse_source(&ctx, ParseOptions { file_name: &name }, &text) {
            Err(d) => Some(render(&d)),
            Ok(module) => ir::verify(&ctx, &module).err().map(|errors| render(&errors[0])),
        };
        if got.as_deref() != Some(expected.as_str()) {
            failures.push(format!("{name}:\n  mlir-opt: {expected}\n  ours:     {got:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn generated_verifiers_report_what_mlir_opt_reports() {
    check_first_errors(&mlir_dir().join("cases"), verifier_context);
}

#[test]
fn malformed_pretty_forms_fail_as_in_mlir_opt() {
    check_first_errors(&mlir_dir().join("pretty/errors"), pretty_context);
}

fn print(ctx: &Context, module: &ir::OwnedOp, op_form: OpForm) -> String {
    // mlir-opt ends its output with an empty line.
    let text = ir::print_owned(ctx, module, PrintOptions { debug_info: false, local_scope: false, op_form });
    format!("{}\n\n", text.trim_end())
}

fn first_difference(got: &str, expected: &str) -> String {
    let line = got
        .lines()
        .zip(expected.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| got.lines().count().min(expected.lines().count()));
    let show = |s: &str| s.lines().nth(line).unwrap_or("<end>").to_string();
    format!("line {}:\n  ours:     {}\n  mlir-opt: {}", line + 1, show(got), show(expected))
}

#[test]
fn generated_pretty_forms_print_as_mlir_opt() {
    let mut failures = Vec::new();
    for case in inputs(&mlir_dir().join("pretty"), 3) {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&case).unwrap();
        let ctx = pretty_context();
        let module = match ir::parse_source(&ctx, ParseOptions { file_name: &name }, &text) {
            Ok(m) => m,
            Err(d) => {
                let mut sources = SourceMgr::new();
                sources.add(&name, text.clone());
                failures.push(format!("{name}: {}", sources.render(&ctx, &d)));
                continue;
            }
        };
        if let Err(errors) = ir::verify(&ctx, &module) {
            failures.push(format!("{name}: does not verify: {}", errors[0].message));
            continue;
        }
        for (form, ext) in [(OpForm::Pretty, "pretty"), (OpForm::Generic, "generic")] {
            let expected = std::fs::read_to_string(case.with_extension(ext)).unwrap();
            let got = print(&ctx, &module, form);
            if got != expected {
                failures.push(format!("{name} ({ext}): {}", first_difference(&got, &expected)));
            }
            if form == OpForm::Pretty {
                // The pretty output reads back to the same IR.
                match ir::parse_source(&ctx, ParseOptions { file_name: &name }, &got) {
                    Ok(again) if print(&ctx, &again, form) == got => {}
                    Ok(_) => failures.push(format!("{name}: the pretty output does not print the same again")),
                    Err(d) => failures.push(format!("{name}: the pretty output does not parse: {}", d.message)),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
