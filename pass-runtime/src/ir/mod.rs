//! The IR: a thread-safe [`Context`] for interned types, attributes and names;
//! [`Body`] arenas that own the regions of `IsolatedFromAbove` ops; the generic
//! textual form ([`parse_source`], [`print_owned`]) and the [`verify`]er.
//!
//! Start with [`Context::new`], [`parse_source`] and [`print_owned`]; transform
//! through the [`Body`] API (create, insert, erase, move, clone, replace uses,
//! walk).

pub mod affine;
mod attr_verify;
mod attributes;
mod body;
mod builder;
mod context;
mod diagnostic;
mod dialect;
mod dialect_asm;
mod dialect_defs;
pub mod effects;
pub(crate) mod entity;
pub mod float;
mod intern;
mod module;
mod op_asm;
mod op_asm_function;
mod op_asm_parser;
mod op_asm_printer;
mod parser;
pub(crate) mod printer;
mod symbol_table;
mod types;
mod verbatim;
mod verifier;
mod view;

pub use attr_verify::{DialectAttrVerifier, SyntaxProblem, VerbatimSyntaxCheck};
pub use attributes::{AttrKind, Attribute, DenseData, Ident, LocKind, Location, NamedAttr};
pub use body::{
    BlockId, BlockOps, Body, BodyKey, InsertPoint, OpData, OpId, OpRegions, OpSpec, RegionId, UseId, ValueDef, ValueId,
    ValueMap,
};
pub use builder::{Builder, IrRead, OpBuilder};
pub use context::{Context, OpName};
pub use diagnostic::{file_line_col, source_line_with_caret, Diagnostic, Severity, SourceMgr};
pub use dialect::{
    default_value, AllowsUnknownOps, DefaultPropFn, Dialect, OpDef, PropertiesCheckFn, PropertyConversion,
    RegionVerifier, Traits, VerbatimAttrAlias, VerifyFn,
};
pub use dialect_asm::{DialectAsmParser, DialectAsmPrinter};
pub use dialect_defs::{AttrOrTypeDef, DefRef, DialectSyntax, Param};
pub use entity::EntityId;
pub use module::{OwnedOp, ResourceGroup, ResourceSection};
pub use op_asm::{CustomParseFn, CustomPrintFn, OpAssembly, ResultNameFn, ResultNamesFn};
pub use op_asm_function::{attr_dicts, FunctionSignature, SignatureArg};
pub use op_asm_parser::{
    Argument, Delimiter, ImplicitTerminator, OpAsmParser, OperationState, RegionIndex, UnresolvedOperand,
    UnresolvedSuccessor,
};
pub use op_asm_printer::{OpAsmPrinter, RegionPrintOptions};
pub use parser::{parse_source, parse_type_text, ParseOptions, MAX_NESTING_DEPTH};
pub use printer::{
    print_op_local, print_op_standalone, print_owned, print_owned_to, write_escaped_string, OpForm, PrintOptions,
    ValueNames,
};
pub use symbol_table::{SymbolScope, SymbolUser};
pub use types::{Signedness, Type, TypeKind, DYNAMIC};
pub(crate) use verifier::current_operation_note;
pub use verifier::{verify, verify_body, verify_isolated, verify_isolated_shallow};
pub use view::{OpView, ParentOp};
