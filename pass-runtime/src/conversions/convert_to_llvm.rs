//! `convert-to-llvm`: every dialect's conversion to the `llvm` dialect in
//! one partial conversion, as MLIR's `ConvertToLLVMPass` does through its
//! `ConvertToLLVMPatternInterface`. The built-in dialects' conversions are
//! the lowering passes' patterns; a user's dialect brings its own with the
//! [`ConvertToLlvm`] hook. Declared in `conversions.toml`.

use std::collections::BTreeSet;
use std::sync::Arc;

use super::arith_to_llvm::arith_to_llvm_patterns;
use super::cf_to_llvm::ControlFlowLowering;
use super::func_to_llvm::FuncToLlvm;
use super::generated::ConvertToLLVMPass;
use super::llvm_common::{
    index_bitwidth_in, llvm_type_converter, LowerToLlvmOptions, DEFAULT_INDEX_BITWIDTH, DERIVE_INDEX_BITWIDTH,
};
use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternSet, ConversionTarget, TypeConverter,
};
use crate::ir::{Body, Context, Diagnostic};
use crate::pass::{AnchorOp, PassBehavior, PassError};

/// A dialect's conversion to LLVM (MLIR's `ConvertToLLVMPatternInterface`),
/// attached with [`Dialect::hook`](crate::ir::Dialect::hook): adds its
/// patterns, and any legality rules, for a conversion whose types convert
/// with `converter`.
#[derive(Clone, Copy)]
pub struct ConvertToLlvm(pub fn(&mut ToLlvmConversion<'_>));

/// What a dialect's [`ConvertToLlvm`] hook fills in.
pub struct ToLlvmConversion<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The conversion's LLVM type converter.
    pub converter: &'a Arc<TypeConverter>,
    /// The width `index` converts to.
    pub index_bits: u32,
    /// The conversion target (the `llvm` dialect is legal).
    pub target: &'a mut ConversionTarget,
    /// The conversion's patterns.
    pub patterns: &'a mut ConversionPatternSet,
}

/// The built-in dialects with a conversion, in namespace order.
const BUILTIN_CONVERSIONS: [&str; 3] = ["arith", "cf", "func"];

impl PassBehavior for ConvertToLLVMPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let dialects = self.dialects(ctx, op)?;
        // Only the dynamic conversion reads the data layout: that of the op
        // itself (MLIR's `DataLayoutAnalysis` looks at or above it; a pass
        // sees no further than its op).
        let index_bits = match self.options.use_dynamic {
            true => index_bitwidth_in(op, DERIVE_INDEX_BITWIDTH),
            false => DEFAULT_INDEX_BITWIDTH,
        };
        let options = LowerToLlvmOptions { index_bitwidth: index_bits, use_bare_ptr_call_conv: false };
        let converter = Arc::new(llvm_type_converter(ctx, options));
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        let mut patterns = ConversionPatternSet::new();
        let (mut control_flow, mut func) = (None, None);
        for dialect in &dialects {
            match dialect.as_str() {
                "arith" => {
                    patterns.extend(arith_to_llvm_patterns(ctx, index_bits));
                }
                "cf" => control_flow = Some(ControlFlowLowering::add_patterns(ctx, &converter, &mut patterns)),
                "func" => func = Some(FuncToLlvm::add_patterns(op, &converter, options, &mut patterns)),
                other => {
                    let hook = ctx.dialect(other).and_then(|d| d.get_hook::<ConvertToLlvm>().copied());
                    if let Some(ConvertToLlvm(populate)) = hook {
                        populate(&mut ToLlvmConversion {
                            ctx,
                            converter: &converter,
                            index_bits,
                            target: &mut target,
                            patterns: &mut patterns,
                        });
                    }
                }
            }
        }
        let config =
            ConversionConfig { allow_pattern_rollback: self.options.allow_pattern_rollback, ..Default::default() };
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &config).map_err(|e| e.emit(op))?;
        if let Some(control_flow) = control_flow {
            control_flow.finish(op);
        }
        if let Some(func) = func {
            func.finish(op);
        }
        Ok(())
    }
}

impl ConvertToLLVMPass {
    /// The dialects whose conversions run: those of `filter-dialects`, in
    /// its order, or every dialect with one, in namespace order. A dialect
    /// filtered for must be loaded, as in MLIR: used by an op of the IR (or
    /// `builtin` or `llvm`).
    fn dialects(&self, ctx: &Context, op: &AnchorOp<'_>) -> Result<Vec<String>, PassError> {
        let has_conversion = |name: &str| {
            BUILTIN_CONVERSIONS.contains(&name)
                || ctx.dialect(name).is_some_and(|d| d.get_hook::<ConvertToLlvm>().is_some())
        };
        if self.options.filter_dialects.is_empty() {
            let mut all: Vec<String> = ctx.registered_dialects().into_iter().filter(|d| has_conversion(d)).collect();
            all.sort();
            return Ok(all);
        }
        let mut loaded = BTreeSet::from(["builtin".to_string(), "llvm".to_string()]);
        collect_op_dialects(ctx, op.body(), &mut loaded);
        for name in &self.options.filter_dialects {
            // MLIR's messages end in a newline.
            let problem = if ctx.dialect(name).is_none() || !loaded.contains(name) {
                format!("dialect not loaded: {name}\n")
            } else if !has_conversion(name) {
                format!("dialect does not implement ConvertToLLVMPatternInterface: {name}\n")
            } else {
                continue;
            };
            return Err(Diagnostic::error(ctx.unknown_loc(), problem).into());
        }
        Ok(self.options.filter_dialects.clone())
    }
}

/// Adds the dialects of the ops of `body`, isolated bodies included.
fn collect_op_dialects(ctx: &Context, body: &Body, dialects: &mut BTreeSet<String>) {
    body.walk_all_preorder(&mut |b, op| {
        dialects.insert(ctx.op_dialect(b.op_name(op)).to_string());
    });
}
