//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.

use crate::ir::{Diagnostic, Dialect, OpDef, OpView, Traits};

/// The dialect definition.
pub fn dialect() -> Dialect {
    Dialect::new("builtin")
        .op(OpDef::new(
            "builtin.module",
            Traits::ISOLATED_FROM_ABOVE
                | Traits::NO_TERMINATOR
                | Traits::SINGLE_BLOCK
                | Traits::SYMBOL_TABLE
                | Traits::GRAPH_REGION,
        )
        .inherent(&["sym_name", "sym_visibility"])
        .verifier(verify_module))
        .op(OpDef::new("builtin.unrealized_conversion_cast", Traits::PURE))
}

fn verify_module(v: &OpView<'_>) -> Result<(), Diagnostic> {
    super::expect_results(v, 0)?;
    let (host, regions) = v.body.op_region_host(v.op);
    if regions.len() != 1 {
        return Err(v.op_error(format!("requires one region (found {})", regions.len())));
    }
    if let Some(b) = host.entry_block(regions[0]) {
        if !host.block_args(b).is_empty() {
            return Err(v.op_error("expected body region to have no arguments"));
        }
    }
    if let Some(a) = v.attr("sym_name") {
        if v.ctx.str_value(a).is_none() {
            return Err(v.op_error("attribute 'sym_name' failed to satisfy constraint: string attribute"));
        }
    }
    Ok(())
}
