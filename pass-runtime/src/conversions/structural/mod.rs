//! Structural type conversions: the patterns that carry a type conversion
//! across function signatures, calls, returns, branches and the blocks they
//! reach, with the legality checks MLIR pairs them with (MLIR's
//! `populateFunctionOpInterfaceTypeConversionPattern`, `FuncConversions.h`
//! and `cf`'s `StructuralTypeConversions.h`; `docs/conversion.md`,
//! "Converting types across functions and branches").
//!
//! - `function.rs`: function-like ops' signatures, and the operands of any
//!   branch (by interface);
//! - `func.rs`: `func.call` and `func.return`;
//! - `cf.rs`: `cf.br`, `cf.cond_br`, `cf.switch` and their successors.

mod cf;
mod func;
mod function;

pub(crate) use cf::convert_successors;
pub use cf::{
    populate_cf_structural_type_conversion_target, populate_cf_structural_type_conversions,
    populate_cf_structural_type_conversions_and_legality,
};
pub use func::{
    is_legal_for_return_op_type_conversion_pattern, is_not_branch_op_interface_or_return_like_op,
    populate_call_op_type_conversion_pattern, populate_return_op_type_conversion_pattern,
};
pub use function::{
    is_legal_for_branch_op_interface_type_conversion_pattern, populate_branch_op_interface_type_conversion_pattern,
    populate_function_op_interface_type_conversion_pattern, ShouldConvertBranchOperand,
};
