//! Reading and writing the IR of a test, shared by the test binaries
//! (each includes this file from its `common.rs`).

use pass_runtime::ir::{self, Body, Context, OpId, OwnedOp, ParseOptions, PrintOptions, RegionId};

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

/// The ops of `body` with their names, in order (preorder).
#[allow(dead_code)] // Not every test binary looks ops up by name.
pub fn named_ops(ctx: &Context, body: &Body) -> Vec<(String, OpId)> {
    let mut ops = Vec::new();
    body.walk_preorder(|op| ops.push((ctx.op_name_str(body.op_name(op)).to_string(), op)));
    ops
}
