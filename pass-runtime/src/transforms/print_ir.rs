//! `print-ir`: prints the op on standard error, as MLIR's `PrintIR.cpp`.
//! Declared in `transforms.toml`.

use std::fmt;
use std::sync::Arc;

use crate::ir::{print_op_standalone, PrintOptions};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::{PrintIRPass, ViewOpGraph};

/// Where `print-ir`, `view-op-graph` and `print-op-stats` write (MLIR's
/// debug stream):
/// standard error unless given another sink. Each invocation writes its
/// whole text at once, so the outputs of threads do not interleave.
#[derive(Clone)]
pub struct DebugOutput(Arc<dyn Fn(&str) + Send + Sync>);

impl DebugOutput {
    /// Output handed to `sink`.
    pub fn new(sink: impl Fn(&str) + Send + Sync + 'static) -> Self {
        DebugOutput(Arc::new(sink))
    }

    pub(crate) fn write(&self, text: &str) {
        (self.0)(text)
    }
}

impl Default for DebugOutput {
    fn default() -> Self {
        DebugOutput(Arc::new(|s| eprint!("{s}")))
    }
}

impl fmt::Debug for DebugOutput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DebugOutput")
    }
}

impl PrintIRPass {
    /// A pass that hands its dump to `sink` instead of standard error.
    pub fn with_sink(label: &str, sink: impl Fn(&str) + Send + Sync + 'static) -> Self {
        let mut pass = PrintIRPass::new(Default::default());
        pass.options.label = label.to_string();
        pass.state = DebugOutput::new(sink);
        pass
    }
}

impl ViewOpGraph {
    /// A pass that hands its graph to `sink` instead of standard error.
    pub fn with_sink(
        options: super::generated::ViewOpGraphOptions,
        sink: impl Fn(&str) + Send + Sync + 'static,
    ) -> Self {
        let mut pass = ViewOpGraph::new(options);
        pass.state = DebugOutput::new(sink);
        pass
    }
}

impl PassBehavior for PrintIRPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let mut text = String::from("// -----// IR Dump");
        if !self.options.label.is_empty() {
            text.push(' ');
            text.push_str(&self.options.label);
        }
        text.push_str(" //----- //\n");
        // MLIR's `Operation::dump`: local scope (attributes inline, values
        // numbered from the op), locations and op form as the run prints
        // them (IR that does not verify in the generic form).
        let view = op.view();
        let opts = PrintOptions { local_scope: true, ..op.print_options() }.verified_for(view.ctx, view.body, view.op);
        text.push_str(&print_op_standalone(view.ctx, view.body, view.op, opts));
        self.state.write(&text);
        op.mark_all_analyses_preserved();
        Ok(())
    }
}
