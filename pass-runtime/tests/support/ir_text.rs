//! Reading and writing the IR of a test, shared by the test binaries
//! (each includes this file from its `common.rs`).

use pass_runtime::ir::{self, Context, OwnedOp, ParseOptions, PrintOptions};

/// The op `src` holds; a test's IR that does not parse fails the test.
pub fn parse(ctx: &Context, src: &str) -> OwnedOp {
    match ir::parse_source(ctx, ParseOptions { file_name: "test.mlir" }, src) {
        Ok(op) => op,
        Err(d) => panic!("test IR does not parse: {}", d.message),
    }
}

/// `op` in the generic form.
pub fn print(ctx: &Context, op: &OwnedOp) -> String {
    ir::print_owned(ctx, op, PrintOptions::default())
}
