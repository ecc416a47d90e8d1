//! `symbol-privatize`: marks the top-level symbols of the op `private`, as
//! MLIR's `SymbolPrivatize.cpp`. Declared in `transforms.toml`.

use smallvec::SmallVec;

use crate::ir::effects::is_symbol;
use crate::ir::{BlockId, OpId};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::SymbolPrivatize;

impl PassBehavior for SymbolPrivatize {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let (ctx, body) = op.context_and_body_mut();
        let private = ctx.string_attr("private");
        let mut symbols: SmallVec<[OpId; 16]> = SmallVec::new();
        for &region in body.top_regions() {
            let blocks: SmallVec<[BlockId; 1]> = body.blocks_of(region).collect();
            for block in blocks {
                for nested in body.block_ops(block) {
                    if !is_symbol(ctx, body, nested) {
                        continue;
                    }
                    let name = body.symbol_name(ctx, nested).unwrap_or_default();
                    if !self.options.exclude.iter().any(|excluded| excluded == name) {
                        symbols.push(nested);
                    }
                }
            }
        }
        for symbol in symbols {
            // `sym_visibility` is inherent to the registered symbol ops.
            body.set_prop(ctx, symbol, "sym_visibility", Some(private));
        }
        Ok(())
    }
}
