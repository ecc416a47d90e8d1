//! Reading and writing the IR of a test, shared by the test binaries
//! (each includes this file from its `common.rs`).

use pass_runtime::ir::{self, Body, Context, OwnedOp, ParseOptions, PrintOptions, RegionId};

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

/// The first region of the first op in the module `body` holds: where a
/// test's ops sit when its input wraps them in one op (`scf.execute_region`).
#[allow(dead_code)] // Not every test binary reads such input.
pub fn first_op_region(body: &Body) -> RegionId {
    let top = body.entry_block(body.top_regions()[0]).expect("the module has a block");
    let op = body.block_ops(top).next().expect("the module holds an op");
    body.op_region_host(op).1[0]
}
