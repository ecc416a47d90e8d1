//! Typed conversion patterns (MLIR's `OpConversionPattern<SourceOp>`): a
//! pattern for one declared op, whose rewrite gets the op's typed handle and
//! its typed adaptor (`CondBranchOpAdaptor`: the converted operands by
//! operand group, with the handle's accessor names) instead of an [`OpId`]
//! and positions in an [`OpAdaptor`].
//!
//! The author writes only the rewrite ([`OpConversionPattern`], or a closure
//! with [`FnOpConversionPattern`]); [`OpConversion`] registers it: the
//! pattern's root is the op's name, and it carries the name, benefit,
//! generated ops and type converter. The same wrapper registers untyped
//! closures ([`FnConversionPattern`]), for ops no spec declares, with the
//! same methods: the pattern scaffolding is written here, once.

use std::borrow::Cow;
use std::marker::PhantomData;
use std::sync::Arc;

use crate::ir::{Context, OpId};
use crate::ods::{DeclaredAdaptor, DeclaredOp};
use crate::rewrite::PatternInfo;

use super::pattern::{ConversionPattern, OpAdaptor};
use super::rewriter::ConversionPatternRewriter;
use super::type_converter::TypeConverter;

/// The typed adaptor of declared op `Op` (`Adaptor<'a, CondBranchOp>` is
/// `CondBranchOpAdaptor<'a>`).
pub type Adaptor<'a, Op> = <Op as DeclaredOp>::Adaptor<'a>;

/// The rewrite of a pattern for declared op [`OpConversionPattern::Op`];
/// [`OpConversion`] makes it a [`ConversionPattern`].
pub trait OpConversionPattern: Send + Sync {
    /// The op the pattern matches.
    type Op: DeclaredOp;

    /// Matches `op` and, on a match, rewrites through `rw`. `adaptor` holds
    /// the values that stand for the op's operands now, by operand group
    /// (with a type converter, of the converted types). As for any
    /// conversion pattern, a pattern returning `false` must have changed
    /// nothing.
    fn match_and_rewrite(
        &self,
        op: Self::Op,
        adaptor: &Adaptor<'_, Self::Op>,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool;
}

/// A pattern registered for the conversion driver: its rewrite `P`, its
/// [`PatternInfo`] and optionally a type converter, so that the rewrite
/// says what it is once, as data. `P` is typed (an [`OpConversionPattern`],
/// rooted at its op) or untyped (a closure given the [`OpId`] and the
/// [`OpAdaptor`]: [`FnConversionPattern`]); both are built and configured
/// with the same methods.
///
/// The driver calls a typed rewrite when the op is registered as `P::Op`
/// and its typed adaptor can be made: a single operand standing for zero or
/// several values after a 1:N conversion (or operand segments that do not
/// add up) is a match failure, logged with the reason.
pub struct OpConversion<P> {
    info: PatternInfo,
    converter: Option<Arc<TypeConverter>>,
    pattern: P,
}

impl<P: OpConversionPattern> OpConversion<P> {
    /// `pattern`, named `name` (what the debug log and `disable-patterns`
    /// call it), rooted at its op, with benefit 1 and no type converter.
    pub fn typed(ctx: &Context, name: impl Into<Cow<'static, str>>, pattern: P) -> Self {
        let info = PatternInfo::new(ctx, name, P::Op::info().name);
        OpConversion { info, converter: None, pattern }
    }
}

impl<P> OpConversion<P> {
    /// With the ops the rewrite may create (the driver's legalization
    /// graph).
    pub fn generates(mut self, ctx: &Context, ops: &[&str]) -> Self {
        self.info = self.info.generates(ctx, ops);
        self
    }

    /// With another benefit: higher benefits are tried first.
    pub fn with_benefit(mut self, benefit: u16) -> Self {
        self.info = self.info.with_benefit(benefit);
        self
    }

    /// With `converter` fixing the types of the adaptor's values.
    pub fn with_type_converter(mut self, converter: Arc<TypeConverter>) -> Self {
        self.converter = Some(converter);
        self
    }

    /// With its description changed by `change` (labels, bounded
    /// recursion, ...).
    pub fn map_info(mut self, change: impl FnOnce(PatternInfo) -> PatternInfo) -> Self {
        self.info = change(self.info);
        self
    }

    /// The rewrite.
    pub fn pattern(&self) -> &P {
        &self.pattern
    }
}

/// What an [`OpConversion`] runs when the driver tries it: a typed
/// [`OpConversionPattern`] (through the op's handle and typed adaptor) or an
/// untyped closure. [`OpConversion`] is a [`ConversionPattern`] for each.
pub trait ConversionRewrite: Send + Sync {
    /// Rewrites `op`, whose operands stand as `operands`, through `rw`; as
    /// [`ConversionPattern::match_and_rewrite`].
    fn rewrite(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool;
}

impl<P: OpConversionPattern> ConversionRewrite for P {
    fn rewrite(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let Some(handle) = P::Op::from_op(rw, op) else {
            return rw.notify_match_failure("the op is not registered as the pattern's op");
        };
        match Adaptor::<P::Op>::new(rw, op, operands.flat(), operands.ends()) {
            Ok(adaptor) => self.match_and_rewrite(handle, &adaptor, rw),
            Err(reason) => rw.notify_match_failure(&reason),
        }
    }
}

impl<P: ConversionRewrite> ConversionPattern for OpConversion<P> {
    fn info(&self) -> &PatternInfo {
        &self.info
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        self.converter.as_deref()
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &OpAdaptor<'_>,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        self.pattern.rewrite(op, operands, rw)
    }
}

/// What a [`FnConversionPattern`] runs.
pub type ConversionFn = dyn Fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync;

/// The rewrite of an untyped pattern made of a function or closure.
pub struct UntypedFn(Box<ConversionFn>);

/// An untyped conversion pattern made of its [`PatternInfo`], a function or
/// closure, and optionally a type converter.
pub type FnConversionPattern = OpConversion<UntypedFn>;

impl OpConversion<UntypedFn> {
    /// A pattern described by `info` that runs `apply`, without a type
    /// converter.
    pub fn new(
        info: PatternInfo,
        apply: impl Fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        OpConversion { info, converter: None, pattern: UntypedFn(Box::new(apply)) }
    }

    /// A pattern named `name` (what the debug log and `disable-patterns`
    /// call it) matching ops named `root` that runs `apply`, with benefit 1
    /// and no type converter: the untyped counterpart of
    /// [`FnOpConversionPattern::from_fn`].
    pub fn from_fn(
        ctx: &Context,
        name: impl Into<Cow<'static, str>>,
        root: &str,
        apply: impl Fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        FnConversionPattern::new(PatternInfo::new(ctx, name, root), apply)
    }
}

impl ConversionRewrite for UntypedFn {
    fn rewrite(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        (self.0)(op, operands, rw)
    }
}

/// What a [`FnOpConversionPattern`] runs.
pub type OpConversionFn<Op> =
    dyn Fn(Op, &Adaptor<'_, Op>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync;

/// The rewrite of a typed pattern made of a function or closure.
pub struct OpFn<Op: DeclaredOp> {
    apply: Box<OpConversionFn<Op>>,
    op: PhantomData<fn(Op)>,
}

impl<Op: DeclaredOp> OpConversionPattern for OpFn<Op> {
    type Op = Op;
    fn match_and_rewrite(&self, op: Op, adaptor: &Adaptor<'_, Op>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        (self.apply)(op, adaptor, rw)
    }
}

/// A typed conversion pattern made of a function or closure (the typed
/// counterpart of [`FnConversionPattern`]):
/// `FnOpConversionPattern::<CondBranchOp>::from_fn(ctx, "CondBranchLowering",
/// |op, adaptor, rw| ...)`.
pub type FnOpConversionPattern<Op> = OpConversion<OpFn<Op>>;

impl<Op: DeclaredOp + 'static> OpConversion<OpFn<Op>> {
    /// A pattern for `Op` named `name` that runs `apply`, with benefit 1 and
    /// no type converter.
    pub fn from_fn(
        ctx: &Context,
        name: impl Into<Cow<'static, str>>,
        apply: impl Fn(Op, &Adaptor<'_, Op>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        OpConversion::typed(ctx, name, OpFn { apply: Box::new(apply), op: PhantomData })
    }
}
