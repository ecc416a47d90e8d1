//! Two passes declared in `passes.toml`: passgen generates the declarative
//! half (options, statistics, metadata, registration) from `build.rs`; this
//! file writes the behaviour half.

pub mod calc;

use pass_runtime::ir::Attribute;
use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};

pass_runtime::include_passes!("passes");

impl PassBehavior for CountOps {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let body = op.body();
        let dialects = &self.options.dialects;
        let counts = |o| dialects.is_empty() || dialects.iter().any(|d| ctx.op_dialect(body.op_name(o)) == d);
        let mut n: i64 = 0;
        match self.options.mode {
            CountOpsMode::All => body.walk_preorder(|o| n += i64::from(counts(o))),
            CountOpsMode::TopLevel => {
                if let Some(entry) = body.top_regions().first().and_then(|&r| body.entry_block(r)) {
                    n = body.block_ops(entry).filter(|&o| counts(o)).count() as i64;
                }
            }
        }
        self.statistics.counted.add(n as u64);
        self.statistics.functions.inc();
        let value: Attribute = ctx.integer_attr(ctx.i64(), i128::from(n * self.options.scale));
        let name = self.options.attribute.clone();
        op.set_attr(&name, Some(value));
        Ok(())
    }
}

impl PassBehavior for StripExampleAttrs {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let (ctx, body) = op.context_and_body_mut();
        let mut ops = Vec::new();
        body.walk_preorder(|o| ops.push(o));
        for o in ops {
            let doomed: Vec<String> = ctx
                .dict_entries(body.attrs(o))
                .iter()
                .map(|e| ctx.ident_str(e.name).to_string())
                .filter(|n| n.starts_with("example."))
                .collect();
            for name in doomed {
                body.set_attr(ctx, o, &name, None);
            }
        }
        let own: Vec<String> = {
            let header = op.view();
            ctx.dict_entries(header.body.attrs(header.op))
                .iter()
                .map(|e| ctx.ident_str(e.name).to_string())
                .filter(|n| n.starts_with("example."))
                .collect()
        };
        for name in own {
            op.set_attr(&name, None);
        }
        Ok(())
    }
}
