//! `strip-example-attrs`: a pass without options or statistics, whose
//! description is given in the attribute rather than as a doc comment.

use pass_runtime::pass;
use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};

#[pass(
    arg = "strip-example-attrs",
    summary = "Strip example attributes",
    description = "Removes every discardable attribute whose name starts with `example.` from the op it runs on."
)]
pub struct StripExampleAttrs;

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
