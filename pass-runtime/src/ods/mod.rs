//! What code passgen generates from a dialect spec runs on (the counterpart
//! of MLIR's ODS support library): the constraint library with MLIR's
//! summaries ([`constraints`]), the tables of declared ops ([`OpInfo`]) with
//! the verifier they drive and the typed handles' trait ([`DeclaredOp`]),
//! the typed operand adaptors conversion patterns read ([`OperandGroups`]),
//! declared types and attributes with parameters ([`DefInfo`]), enums
//! ([`EnumInfo`]), ops' assembly formats ([`op_format`]), and rewrite
//! patterns over typed handles (`RewritePatternSet::add_op_fn`).
//!
//! Generated code is small, as for passes: a `static` table per op, type,
//! attribute and enum, read by the generic code here. `docs/dialects.md`
//! describes the specs; the typed handles are documented where they are
//! generated.

mod adaptor;
pub mod constraints;
mod enums;
mod hooks;
mod op;
pub mod op_format;
mod params;
mod rewrite;
mod verified;
mod verify;

pub use adaptor::{DeclaredAdaptor, OperandGroups};
pub use constraints::{AttrCheck, AttrConstraint, BuildableType, TypeCheck, TypeConstraint};
pub use enums::{DeclaredEnum, EnumCase, EnumInfo, EnumKind};
pub use hooks::{
    fold_hook, verify_hook, verify_regions_hook, Canonicalize, CustomDirectives, Fold, Implements, Verify,
    VerifyRegions,
};
pub use op::{
    attr, build, group_range, op_def, operand, operands, optional_operand, optional_result, region, regions_from,
    required_attr, result, results, set_attr, successor, successors_from, verify_declared, Arity, AttrInfo, BuildState,
    DeclaredOp, OpInfo, RegionInfo, SuccessorInfo, TraitCheck, ValueInfo, OPERAND_SEGMENTS, RESULT_SEGMENTS,
};
pub use params::{DefInfo, FormatItem, ParamInfo, ParamKind};
