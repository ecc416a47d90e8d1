//! The `builtin` dialect: `builtin.module` and `builtin.unrealized_conversion_cast`.
//!
//! The ops are declared with MLIR 22's definition in `builtin/builtin.toml`,
//! from which the crate's build script generates their typed handles
//! ([`ModuleOp`], [`UnrealizedConversionCastOp`]), builders, verifiers and
//! registration. This file holds the checks MLIR makes in C++, the cast's
//! folder and, in `asm`, the module's form.

mod asm;

use crate::ir::{Attribute, Body, Context, Diagnostic, Dialect, OpView, ValueId};
use crate::ods;
use crate::rewrite::{FoldOutcome, OpFoldResult};

crate::include_dialect!("builtin");

/// The dialect definition: the declared ops, with the module's
/// hand-written form (`builtin/asm.rs`).
pub fn dialect() -> Dialect {
    builtin_dialect().op_assembly(ModuleOp::NAME, asm::MODULE_ASSEMBLY)
}

/// The visibility (what MLIR's `SymbolOpInterface` checks of an optional
/// symbol), then MLIR's `ModuleOp::verify`: the module's attributes other
/// than its symbol's are a dialect's.
impl ods::Verify for ModuleOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        super::check_visibility(v)?;
        let ctx = v.ctx;
        let attrs = v.body.attrs(v.op);
        let dialect_prefixed = |name: &str| name.contains('.') || matches!(name, "sym_name" | "sym_visibility");
        if let Some(a) = ctx.dict_entries(attrs).iter().find(|a| !dialect_prefixed(ctx.ident_str(a.name))) {
            return Err(v.op_error(format!(
                "can only contain attributes with dialect-prefixed names, found: '{}'",
                ctx.ident_str(a.name)
            )));
        }
        Ok(())
    }
}

/// MLIR's `UnrealizedConversionCastOp::verify`.
impl ods::Verify for UnrealizedConversionCastOp {
    const READS_SIGNATURE_ONLY: bool = true;

    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        if v.body.num_results(v.op) == 0 {
            return Err(v.op_error("expected at least one result for cast operation"));
        }
        Ok(())
    }
}

impl ods::Fold for UnrealizedConversionCastOp {
    fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome {
        fold_unrealized_conversion_cast(ctx, body, self, operands)
    }
}

/// MLIR's `UnrealizedConversionCastOp::fold`: a cast to the operands' own
/// types is its operands; a cast undoing a cast whose every result it takes
/// is the first cast's operands.
fn fold_unrealized_conversion_cast(
    ctx: &Context,
    body: &mut Body,
    cast: UnrealizedConversionCastOp,
    _operands: &[Option<Attribute>],
) -> FoldOutcome {
    let op = cast.id();
    let values = |vs: &[ValueId]| FoldOutcome::Results(vs.iter().map(|&v| OpFoldResult::Value(v)).collect());
    let inputs: Vec<ValueId> = body.operands(op).collect();
    let outputs: Vec<ValueId> = body.results(op).collect();
    let types = |vs: &[ValueId]| vs.iter().map(|&v| body.value_type(v)).collect::<Vec<_>>();
    if outputs.is_empty() {
        // MLIR reports an in-place change that changes nothing; nothing to do.
        return FoldOutcome::Failed;
    }
    if types(&inputs) == types(&outputs) {
        return values(&inputs);
    }
    let Some(&first) = inputs.first() else { return FoldOutcome::Failed };
    let Some(input_op) = body.defining_op(first) else { return FoldOutcome::Failed };
    if body.op_name(input_op) != body.op_name(op) {
        return FoldOutcome::Failed;
    }
    let input_results: Vec<ValueId> = body.results(input_op).collect();
    let input_operands: Vec<ValueId> = body.operands(input_op).collect();
    if input_results != inputs || types(&input_operands) != types(&outputs) {
        return FoldOutcome::Failed;
    }
    let _ = ctx;
    values(&input_operands)
}
