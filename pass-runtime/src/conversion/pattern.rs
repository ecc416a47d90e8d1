//! Conversion patterns (MLIR's `ConversionPattern`): rewrite patterns whose
//! match-and-rewrite receives the op's remapped operands (the [`OpAdaptor`])
//! and a [`ConversionPatternRewriter`], and may carry a [`TypeConverter`]
//! that fixes the types of those operands. The [`ConversionPatternSet`]
//! holds them together with plain [`RewritePattern`]s.

use std::borrow::Cow;
use std::sync::Arc;

use crate::ir::{Context, OpId, ValueId};
use crate::rewrite::{PatternInfo, RewritePattern, RewritePatternSet};

use super::rewriter::ConversionPatternRewriter;
use super::type_converter::TypeConverter;

/// A pattern of the dialect conversion. Every change goes through the
/// rewriter; a pattern returning `false` must have changed nothing.
pub trait ConversionPattern: Send + Sync {
    /// The root, benefit, name, generated ops and recursion bound; among
    /// patterns of equal legalization depth, higher benefits are tried
    /// first.
    fn info(&self) -> &PatternInfo;
    /// The type converter fixing the types of the remapped operands: with
    /// one, each operand arrives with its legalized types (target
    /// materializations are inserted as needed, and the pattern is not
    /// called when an operand type cannot be converted); without one, the
    /// most recent replacement values arrive, whatever their types.
    fn type_converter(&self) -> Option<&TypeConverter> {
        None
    }
    /// Matches `op` and, on a match, rewrites through `rewriter`. `operands`
    /// holds, for each operand of `op`, the values that stand for it now.
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &OpAdaptor<'_>,
        rewriter: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool;
}

/// What a [`FnConversionPattern`] runs.
pub type ConversionFn = dyn Fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync;

/// A conversion pattern made of its [`PatternInfo`], a function or closure,
/// and optionally a type converter: a lowering says what it is once, as
/// data, and writes only its rewrite.
pub struct FnConversionPattern {
    info: PatternInfo,
    converter: Option<Arc<TypeConverter>>,
    apply: Box<ConversionFn>,
}

impl FnConversionPattern {
    /// A pattern described by `info` that runs `apply`, without a type
    /// converter.
    pub fn new(
        info: PatternInfo,
        apply: impl Fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        FnConversionPattern { info, converter: None, apply: Box::new(apply) }
    }

    /// A pattern named `name` (what the debug log and `disable-patterns`
    /// call it) matching ops named `root` that runs `apply`, with benefit 1
    /// and no type converter: the untyped counterpart of
    /// [`FnOpConversionPattern::from_fn`](super::FnOpConversionPattern),
    /// with the same builder methods.
    pub fn from_fn(
        ctx: &Context,
        name: impl Into<Cow<'static, str>>,
        root: &str,
        apply: impl Fn(OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool + Send + Sync + 'static,
    ) -> Self {
        FnConversionPattern::new(PatternInfo::new(ctx, name, root), apply)
    }

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

    /// With `converter` fixing the types of the remapped operands.
    pub fn with_type_converter(mut self, converter: Arc<TypeConverter>) -> Self {
        self.converter = Some(converter);
        self
    }

    /// With its description changed by `change` (another name, benefit, ...).
    pub fn map_info(mut self, change: impl FnOnce(PatternInfo) -> PatternInfo) -> Self {
        self.info = change(self.info);
        self
    }
}

impl ConversionPattern for FnConversionPattern {
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
        rewriter: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        (self.apply)(op, operands, rewriter)
    }
}

/// The remapped operands of the op a [`ConversionPattern`] matched: for each
/// original operand, the values standing for it (one, or several after a 1:N
/// conversion, or none when its type converts to nothing).
#[derive(Clone, Copy, Debug)]
pub struct OpAdaptor<'a> {
    values: &'a [ValueId],
    /// `ends[i]` is one past the last value of operand `i` in `values`.
    ends: &'a [u32],
}

impl<'a> OpAdaptor<'a> {
    pub(crate) fn new(values: &'a [ValueId], ends: &'a [u32]) -> Self {
        OpAdaptor { values, ends }
    }

    /// `ends()[i]` is one past the last value of operand `i` in
    /// [`OpAdaptor::flat`].
    pub(crate) fn ends(&self) -> &'a [u32] {
        self.ends
    }

    /// The number of operands of the matched op.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// True when the matched op has no operands.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The values standing for operand `i` (empty when out of range).
    pub fn get(&self, i: usize) -> &'a [ValueId] {
        let Some(&end) = self.ends.get(i) else { return &[] };
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.values[start as usize..end as usize]
    }

    /// The one value standing for operand `i`; `None` when it is replaced by
    /// zero or several values.
    pub fn single(&self, i: usize) -> Option<ValueId> {
        match self.get(i) {
            [v] => Some(*v),
            _ => None,
        }
    }

    /// One value per operand, when every operand maps to exactly one value
    /// (MLIR's `getOneToOneAdaptorOperands`); `None` after a 1:N conversion.
    pub fn one_to_one(&self) -> Option<&'a [ValueId]> {
        (self.values.len() == self.ends.len() && self.ends.iter().enumerate().all(|(i, &e)| e as usize == i + 1))
            .then_some(self.values)
    }

    /// All values, operand after operand.
    pub fn flat(&self) -> &'a [ValueId] {
        self.values
    }

    /// The values of each operand in turn.
    pub fn iter(&self) -> impl Iterator<Item = &'a [ValueId]> + '_ {
        (0..self.len()).map(move |i| self.get(i))
    }
}

/// A pattern the conversion driver can apply: a plain rewrite pattern or a
/// conversion pattern.
#[derive(Clone)]
pub enum AnyPattern {
    /// A plain rewrite pattern (its changes go through the conversion
    /// rewriter all the same).
    Rewrite(Arc<dyn RewritePattern>),
    /// A conversion pattern.
    Conversion(Arc<dyn ConversionPattern>),
}

impl std::fmt::Debug for AnyPattern {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("AnyPattern").field(&self.info().name()).finish()
    }
}

impl AnyPattern {
    /// The pattern's root, benefit, name and generated ops.
    pub fn info(&self) -> &PatternInfo {
        match self {
            AnyPattern::Rewrite(p) => p.info(),
            AnyPattern::Conversion(p) => p.info(),
        }
    }
}

/// Patterns being collected for a conversion.
#[derive(Default, Clone, Debug)]
pub struct ConversionPatternSet {
    patterns: Vec<AnyPattern>,
}

impl ConversionPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion pattern.
    pub fn add_conversion(&mut self, pattern: impl ConversionPattern + 'static) -> &mut Self {
        self.patterns.push(AnyPattern::Conversion(Arc::new(pattern)));
        self
    }

    /// Adds a plain rewrite pattern.
    pub fn add(&mut self, pattern: impl RewritePattern + 'static) -> &mut Self {
        self.patterns.push(AnyPattern::Rewrite(Arc::new(pattern)));
        self
    }

    /// Adds every pattern of a rewrite pattern set.
    pub fn add_rewrite_patterns(&mut self, set: &RewritePatternSet) -> &mut Self {
        self.patterns.extend(set.patterns().iter().cloned().map(AnyPattern::Rewrite));
        self
    }

    /// Adds every pattern of `other`, after those already here.
    pub fn extend(&mut self, other: ConversionPatternSet) -> &mut Self {
        self.patterns.extend(other.patterns);
        self
    }

    /// The patterns collected so far, in insertion order.
    pub fn patterns(&self) -> &[AnyPattern] {
        &self.patterns
    }

    /// Freezes the set, to be shared by the conversions (and threads) that
    /// use it.
    pub fn freeze(self) -> FrozenConversionPatternSet {
        FrozenConversionPatternSet { patterns: self.patterns.into() }
    }
}

/// A frozen pattern set; cloning it is cheap.
#[derive(Clone, Debug, Default)]
pub struct FrozenConversionPatternSet {
    patterns: Arc<[AnyPattern]>,
}

impl FrozenConversionPatternSet {
    /// The patterns, in insertion order.
    pub fn patterns(&self) -> &[AnyPattern] {
        &self.patterns
    }

    /// True when the set holds no pattern.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }
}

impl From<ConversionPatternSet> for FrozenConversionPatternSet {
    fn from(set: ConversionPatternSet) -> Self {
        set.freeze()
    }
}
