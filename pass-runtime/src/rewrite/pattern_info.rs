//! [`PatternInfo`]: what the drivers know of a pattern before they run it
//! (MLIR's `Pattern` base class: root, benefit, debug name and labels,
//! generated ops, bounded recursion). Rewrite and conversion patterns carry
//! one each, so that a pattern says these things once, as data, instead of
//! in six accessor methods.

use std::borrow::Cow;

use crate::ir::{Context, OpName};

/// The description of a rewrite or conversion pattern the drivers read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternInfo {
    root: Option<OpName>,
    benefit: u16,
    name: Cow<'static, str>,
    labels: Vec<&'static str>,
    generated_ops: Vec<OpName>,
    bounded_recursion: bool,
}

impl PatternInfo {
    /// A pattern named `name` matching ops named `root` (`arith.addi`), with
    /// benefit 1. The name is what the debug log and MLIR's
    /// `disable-patterns` option call it (`(anonymous namespace)::X` for the
    /// patterns MLIR defines in an anonymous namespace).
    pub fn new(ctx: &Context, name: impl Into<Cow<'static, str>>, root: &str) -> Self {
        PatternInfo { root: Some(ctx.op_name(root)), ..PatternInfo::any_op(name) }
    }

    /// A pattern named `name` matching an interned op name.
    pub fn for_op(name: impl Into<Cow<'static, str>>, root: OpName) -> Self {
        PatternInfo { root: Some(root), ..PatternInfo::any_op(name) }
    }

    /// A pattern named `name` that may match any op.
    pub fn any_op(name: impl Into<Cow<'static, str>>) -> Self {
        PatternInfo {
            root: None,
            benefit: 1,
            name: name.into(),
            labels: Vec::new(),
            generated_ops: Vec::new(),
            bounded_recursion: false,
        }
    }

    /// With another benefit: higher benefits are tried first.
    pub fn with_benefit(mut self, benefit: u16) -> Self {
        self.benefit = benefit;
        self
    }

    /// With the ops the rewrite may create (MLIR's `getGeneratedOps`), from
    /// which the conversion driver builds its legalization graph.
    pub fn generates(mut self, ctx: &Context, ops: &[&str]) -> Self {
        self.generated_ops.extend(ops.iter().map(|&op| ctx.op_name(op)));
        self
    }

    /// Adds interned ops to the ops the rewrite may create.
    pub fn add_generated_ops(&mut self, ops: &[OpName]) {
        self.generated_ops.extend_from_slice(ops);
    }

    /// With further names the pattern answers to in `disable-patterns` and
    /// `enable-patterns` (MLIR's debug labels).
    pub fn with_labels(mut self, labels: &[&'static str]) -> Self {
        self.labels.extend_from_slice(labels);
        self
    }

    /// Marks the pattern as safe to apply to ops it created itself (MLIR's
    /// `setHasBoundedRewriteRecursion`): it is known to terminate.
    pub fn with_bounded_recursion(mut self) -> Self {
        self.bounded_recursion = true;
        self
    }

    /// The op name the pattern matches, or `None` for any op.
    pub fn root(&self) -> Option<OpName> {
        self.root
    }

    /// The benefit.
    pub fn benefit(&self) -> u16 {
        self.benefit
    }

    /// The name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The further names of [`PatternInfo::with_labels`].
    pub fn labels(&self) -> &[&'static str] {
        &self.labels
    }

    /// The ops the rewrite may create; empty claims nothing.
    pub fn generated_ops(&self) -> &[OpName] {
        &self.generated_ops
    }

    /// True when the pattern may apply to ops it created and is known to
    /// terminate; otherwise the conversion driver does not apply it twice in
    /// one recursion.
    pub fn has_bounded_rewrite_recursion(&self) -> bool {
        self.bounded_recursion
    }

    /// True when `name` is the pattern's name or one of its labels.
    pub fn answers_to(&self, name: &str) -> bool {
        self.name == name || self.labels.contains(&name)
    }
}
