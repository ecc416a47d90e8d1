//! Conversion patterns (MLIR's `ConversionPattern`): rewrite patterns whose
//! match-and-rewrite receives the op's remapped operands (the [`OpAdaptor`])
//! and a [`ConversionPatternRewriter`], and may carry a [`TypeConverter`]
//! that fixes the types of those operands. The [`ConversionPatternSet`]
//! holds them together with plain [`RewritePattern`]s.

use std::sync::Arc;

use crate::ir::{OpId, ValueId};
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
