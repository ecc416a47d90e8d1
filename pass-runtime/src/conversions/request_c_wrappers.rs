//! `llvm-request-c-wrappers`: marks every function for a C interface
//! wrapper (`llvm.emit_c_interface`), which `convert-func-to-llvm` then
//! emits, as MLIR's `RequestCWrappers.cpp`. Declared in `conversions.toml`.

use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::LLVMRequestCWrappersPass;

impl PassBehavior for LLVMRequestCWrappersPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let unit = op.context().unit_attr();
        op.set_attr("llvm.emit_c_interface", Some(unit));
        Ok(())
    }
}
