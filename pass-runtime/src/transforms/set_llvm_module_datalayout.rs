//! `set-llvm-module-datalayout`: checks a data layout string as LLVM does
//! and sets it as the module's `llvm.data_layout`, as MLIR's
//! `SetLLVMModuleDataLayoutPass`. Declared in `transforms.toml`.

use crate::dialects::llvm::data_layout_problem;
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::SetLLVMModuleDataLayoutPass;
use super::with_current_op_note;

impl PassBehavior for SetLLVMModuleDataLayoutPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let layout = &self.options.data_layout;
        if let Some(problem) = data_layout_problem(layout) {
            // MLIR's message ends in a newline (a blank line before the source).
            let error = op.view().error(format!("invalid data layout descriptor: {problem}\n"));
            let view = op.view();
            return Err(with_current_op_note(view.ctx, view.body, view.op, error).into());
        }
        let value = op.context().string_attr(layout);
        op.set_attr("llvm.data_layout", Some(value));
        Ok(())
    }
}
