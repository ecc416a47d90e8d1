//! Dialect conversion (MLIR's `DialectConversion`): legalizing ops to a
//! [`ConversionTarget`] with patterns, converting types with a
//! [`TypeConverter`], in rollback or no-rollback mode, with a debug log.
//! `docs/conversion.md` explains the concepts with a worked example.
//!
//! - `target.rs`: [`ConversionTarget`], what is legal.
//! - `type_converter.rs`: [`TypeConverter`] and [`SignatureConversion`].
//! - `pattern.rs`: [`ConversionPattern`], its [`OpAdaptor`], and the
//!   [`ConversionPatternSet`] that also holds plain rewrite patterns.
//! - `op_pattern.rs`: [`OpConversion`], a rewrite registered with its
//!   description and type converter: typed patterns for declared ops
//!   ([`OpConversionPattern`]), whose rewrite gets the op's handle and typed
//!   adaptor, and untyped closures ([`FnConversionPattern`]).
//! - `rewriter/`: [`ConversionPatternRewriter`] and the state of a
//!   conversion behind it: the bodies it spans, the change log (what
//!   rollback undoes and what the end of a conversion commits), the
//!   driver's casts, signature conversion. Its module documentation follows
//!   one legalization through the driver and the rewriter.
//! - `mapping.rs`: the value mapping (which values replace which).
//! - `driver.rs`: [`apply_partial_conversion`], [`apply_full_conversion`],
//!   [`apply_analysis_conversion`]; the legalization graph and cost model.
//! - `reconcile.rs`: [`reconcile_unrealized_casts`], folding away casts that
//!   cancel out.
//! - `debug.rs`: the tree-structured debug log ([`DebugLog`],
//!   [`DEBUG_TYPE`]).

mod debug;
mod driver;
mod mapping;
mod op_pattern;
mod pattern;
mod reconcile;
mod rewriter;
mod target;
mod type_converter;

pub use debug::{DebugLog, DEBUG_TYPE};
pub use driver::{
    apply_analysis_conversion, apply_analysis_conversion_on, apply_full_conversion, apply_full_conversion_on,
    apply_partial_conversion, apply_partial_conversion_on, ConversionConfig, ConversionError, ConversionReport,
    FoldingMode, OpSet,
};
pub use op_pattern::{
    Adaptor, ConversionFn, ConversionRewrite, FnConversionPattern, FnOpConversionPattern, OpConversion, OpConversionFn,
    OpConversionPattern, OpFn, UntypedFn,
};
pub use pattern::{AnyPattern, ConversionPattern, ConversionPatternSet, FrozenConversionPatternSet, OpAdaptor};
pub use reconcile::reconcile_unrealized_casts;
pub use rewriter::{ConversionPatternRewriter, RegionTypeError};
pub use target::{ConversionTarget, LegalOpDetails, LegalityFn, LegalizationAction};
pub(crate) use type_converter::unrealized_conversion_cast;
pub use type_converter::{
    InputMapping, SignatureConversion, SourceMaterializationFn, TargetMaterializationFn, TypeConversionFn,
    TypeConverter, TypeVec, ValueConversionFn,
};
