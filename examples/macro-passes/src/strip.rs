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
        // The behaviour is the TOML example's: only the declaration differs.
        toml_passes::strip_example_attrs(op);
        Ok(())
    }
}
