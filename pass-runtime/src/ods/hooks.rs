//! What a dialect author writes by hand for a declared op, as traits its
//! typed handle implements: the verifier run after the declared checks
//! (`verifier = true`), the folder (`folder = true`), the canonicalization
//! patterns (`canonicalizer = true`) and the op's interfaces. The
//! generated registration names them, so a missing one is a compile error
//! naming the trait and the op.

use super::op::DeclaredOp;
use super::op_format::CustomArg;
use crate::ir::{Attribute, Body, Context, Diagnostic, OpAsmParser, OpAsmPrinter, OpId, OpView};
use crate::rewrite::{FoldOutcome, RewritePatternSet};

/// An op's hand-written verifier, run after the checks its spec declares
/// (MLIR's `hasVerifier`).
pub trait Verify: DeclaredOp {
    /// True when [`verify`](Verify::verify) reads only the op's signature:
    /// its name, properties, attributes and operand and result types, never
    /// its place, its regions or other ops. The declared verifier then
    /// skips it for an op whose signature already passed on this thread
    /// (as it skips the declared checks that read only the signature), so
    /// say so only when it is true: a check of the op's parent or uses
    /// would be skipped too.
    const READS_SIGNATURE_ONLY: bool = false;

    /// Checks what the declarations cannot say; the error is usually
    /// `view.op_error(...)`.
    fn verify(self, view: &OpView<'_>) -> Result<(), Diagnostic>;
}

/// An op's hand-written region verifier (MLIR's `hasRegionVerifier`,
/// `region-verifier = true`): runs once the ops nested in its regions
/// verified, after the declared checks that wait for them (the terminator
/// of `SingleBlockImplicitTerminator`). What depends on the nested ops being
/// valid goes here, [`Verify`] runs before them.
pub trait VerifyRegions: DeclaredOp {
    /// Checks the op's regions; the error is usually `view.op_error(...)`.
    fn verify_regions(self, view: &OpView<'_>) -> Result<(), Diagnostic>;
}

/// An op's folder (MLIR's `hasFolder`): see [`crate::rewrite::Folder`].
pub trait Fold: DeclaredOp {
    /// Folds the op; `operands[i]` is the constant value of operand `i`,
    /// when known.
    fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome;
}

/// An op's canonicalization patterns (MLIR's `hasCanonicalizer`).
pub trait Canonicalize: DeclaredOp {
    /// Adds the patterns.
    fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet);
}

/// An op implements interface `I` (one of the runtime's structs of
/// functions, such as [`crate::interfaces::BranchOp`]): the value the
/// op's registration attaches.
pub trait Implements<I>: DeclaredOp {
    /// The implementation.
    fn implementation() -> I;
}

/// The `custom<Name>(...)` directives of an op's assembly format (MLIR's
/// `parseName` / `printName` functions), dispatched on `Name`. passgen
/// names this trait in the op's table when its format has one, so a
/// missing implementation is a compile error naming the op.
pub trait CustomDirectives: DeclaredOp {
    /// Reads directive `name`: fills the slots of `args` (one per argument
    /// of the directive, in order) for the variables it binds.
    fn parse_custom(name: &str, parser: &mut OpAsmParser<'_>, args: &mut [CustomArg]) -> Result<(), Diagnostic>;

    /// Writes directive `name` of `op`, whose arguments' values are `args`.
    fn print_custom(name: &str, printer: &mut OpAsmPrinter<'_>, op: &OpView<'_>, args: &[CustomArg]);
}

/// Implements [`CustomDirectives`] for each op listed with the same parse
/// and print functions (of [`CustomDirectives`]' signatures): directives
/// several ops share, as MLIR's free `parseName`/`printName` functions are,
/// such as `AddOp, SubOp => parse_overflow, print_overflow;`.
#[macro_export]
macro_rules! custom_directives {
    ($($op:ty),+ $(,)? => $parse:path, $print:path $(;)?) => {$(
        impl $crate::ods::CustomDirectives for $op {
            fn parse_custom(
                name: &str,
                parser: &mut $crate::ir::OpAsmParser<'_>,
                args: &mut [$crate::ods::op_format::CustomArg],
            ) -> ::core::result::Result<(), $crate::ir::Diagnostic> {
                $parse(name, parser, args)
            }
            fn print_custom(
                name: &str,
                printer: &mut $crate::ir::OpAsmPrinter<'_>,
                op: &$crate::ir::OpView<'_>,
                args: &[$crate::ods::op_format::CustomArg],
            ) {
                $print(name, printer, op, args)
            }
        }
    )+};
}

/// [`Verify`] as the table's function pointer.
pub fn verify_hook<T: Verify>(view: &OpView<'_>) -> Result<(), Diagnostic> {
    T::from_id_unchecked(view.op).verify(view)
}

/// [`VerifyRegions`] as the table's function pointer.
pub fn verify_regions_hook<T: VerifyRegions>(view: &OpView<'_>) -> Result<(), Diagnostic> {
    T::from_id_unchecked(view.op).verify_regions(view)
}

/// [`Fold`] as a [`crate::rewrite::Folder`]'s function pointer.
pub fn fold_hook<T: Fold>(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    T::from_id_unchecked(op).fold(ctx, body, operands)
}

/// Implements [`Implements`] for each `Op: Interface = value;`: the
/// registration of an op's interfaces, one line each, such as
/// `CallOp: CallLike = CallLike { callee_attr: "callee" };` (doc comments
/// before an entry go to its `impl`).
#[macro_export]
macro_rules! implements {
    ($($(#[$attr:meta])* $op:ty : $interface:ty = $value:expr;)*) => {$(
        $(#[$attr])*
        impl $crate::ods::Implements<$interface> for $op {
            fn implementation() -> $interface {
                $value
            }
        }
    )*};
}
