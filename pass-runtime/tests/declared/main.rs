//! The built-in dialects as declared in `src/dialects/<dialect>/<dialect>.toml`,
//! a module each: their typed handles read parsed ops, their builders create
//! ops the verifier accepts, and the result prints as mlir-opt prints it.

mod arith;
mod cf;
mod llvm;
mod scf;

use std::path::Path;

use pass_runtime::ir::{self, Body, Context};

#[path = "../support/ir_text.rs"]
mod ir_text;
pub use ir_text::{first_op_region, parse};

/// Parses `tests/data/declared/<name>.mlir`, lets `edit` read and change the
/// module's body, and checks that the result verifies and prints as
/// `<name>.expected.mlir` (a golden of `mlir-opt-22 --mlir-print-op-generic`:
/// `print_owned` ends the text with an empty line, mlir-opt's file does not,
/// so both ends are trimmed).
pub fn assert_edit_prints(name: &str, edit: impl FnOnce(&Context, &mut Body)) {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/declared");
    let read = |file: String| std::fs::read_to_string(data.join(&file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let (input, expected) = (read(format!("{name}.mlir")), read(format!("{name}.expected.mlir")));
    let ctx = Context::new();
    let mut module = parse(&ctx, &input);
    edit(&ctx, module.body_mut().expect("the module has a body"));
    ir::verify(&ctx, &module).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(ir_text::print(&ctx, &module).trim_end(), expected.trim_end());
}
