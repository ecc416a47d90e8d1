//! The conversion target (MLIR's `ConversionTarget`): which ops are legal
//! after a conversion. Ops and dialects are marked legal, dynamically legal
//! (legal when a callback says so) or illegal; ops marked neither are
//! "unknown" unless an unknown-op handler is set. A legal op can also be
//! recursively legal, making everything nested in it legal.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::ir::{Body, Context, OpId, OpName};

/// What the target says about an op or dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LegalizationAction {
    /// Every instance is legal.
    Legal,
    /// Instances are legal when a legality callback says so.
    Dynamic,
    /// No instance is legal: each must be converted.
    Illegal,
}

/// A legality callback: `Some(true)` legal, `Some(false)` not legal, `None`
/// no opinion (the next callback, or the action's default, decides).
pub type LegalityFn = Arc<dyn Fn(&Context, &Body, OpId) -> Option<bool> + Send + Sync>;

/// Extra facts about a legal op.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LegalOpDetails {
    /// Everything nested in the op is legal too.
    pub is_recursively_legal: bool,
}

/// Callbacks registered one after the other, asked newest first until one has
/// an opinion (MLIR's `composeLegalityCallbacks`).
#[derive(Clone, Default)]
struct Callbacks(Vec<LegalityFn>);

impl Callbacks {
    fn ask(&self, ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
        self.0.iter().rev().find_map(|f| f(ctx, body, op))
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[derive(Clone)]
struct OpLegality {
    action: LegalizationAction,
    recursively_legal: bool,
    callbacks: Callbacks,
}

/// How the target treats ops of one name: resolved once per name (op entry,
/// then dialect entry, then the unknown-op handler) so that the driver does
/// not hash dialect names per op.
#[derive(Clone)]
pub(crate) struct ResolvedLegality {
    pub(crate) action: LegalizationAction,
    recursively_legal: bool,
    /// The op's or dialect's callbacks; for the unknown-op handler, its own.
    callbacks: Callbacks,
    recursive_callbacks: Callbacks,
}

/// Turns a closure returning `bool` or `Option<bool>` into a [`LegalityFn`].
fn wrap<R: Into<Option<bool>>>(f: impl Fn(&Context, &Body, OpId) -> R + Send + Sync + 'static) -> LegalityFn {
    Arc::new(move |ctx: &Context, body: &Body, op: OpId| f(ctx, body, op).into())
}

/// Which ops are legal after a conversion. See the module documentation.
///
/// ```
/// use pass_runtime::conversion::ConversionTarget;
/// use pass_runtime::ir::Context;
///
/// let ctx = Context::new();
/// let mut target = ConversionTarget::new();
/// target.add_legal_dialect("cf");
/// target.add_legal_op(ctx.op_name("arith.constant"));
/// target.add_dynamically_legal_op(ctx.op_name("func.return"), |_, body, op| body.num_operands(op) < 2);
/// target.add_illegal_op(ctx.op_name("scf.if"));
/// ```
#[derive(Clone, Default)]
pub struct ConversionTarget {
    ops: FxHashMap<OpName, OpLegality>,
    dialects: FxHashMap<Box<str>, LegalizationAction>,
    dialect_callbacks: FxHashMap<Box<str>, Callbacks>,
    recursive_callbacks: FxHashMap<OpName, Callbacks>,
    unknown: Callbacks,
    /// MLIR's overridable `isDynamicallyLegal`: asked for dynamically legal
    /// ops and dialects that have no callback of their own.
    default_dynamic: Option<LegalityFn>,
}

impl std::fmt::Debug for ConversionTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ConversionTarget").field("ops", &self.ops.len()).field("dialects", &self.dialects).finish()
    }
}

impl ConversionTarget {
    /// A target with nothing marked.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sets the action of an op, keeping its callbacks.
    pub fn set_op_action(&mut self, op: OpName, action: LegalizationAction) -> &mut Self {
        self.ops.entry(op).and_modify(|l| l.action = action).or_insert(OpLegality {
            action,
            recursively_legal: false,
            callbacks: Callbacks::default(),
        });
        self
    }

    /// Sets the action of each of `ops`, keeping their callbacks.
    fn set_ops_action(&mut self, ops: impl IntoIterator<Item = OpName>, action: LegalizationAction) -> &mut Self {
        for op in ops {
            self.set_op_action(op, action);
        }
        self
    }

    /// Every instance of `op` is legal.
    pub fn add_legal_op(&mut self, op: OpName) -> &mut Self {
        self.set_op_action(op, LegalizationAction::Legal)
    }

    /// Every instance of each of `ops` is legal.
    pub fn add_legal_ops(&mut self, ops: impl IntoIterator<Item = OpName>) -> &mut Self {
        self.set_ops_action(ops, LegalizationAction::Legal)
    }

    /// No instance of `op` is legal.
    pub fn add_illegal_op(&mut self, op: OpName) -> &mut Self {
        self.set_op_action(op, LegalizationAction::Illegal)
    }

    /// No instance of any of `ops` is legal.
    pub fn add_illegal_ops(&mut self, ops: impl IntoIterator<Item = OpName>) -> &mut Self {
        self.set_ops_action(ops, LegalizationAction::Illegal)
    }

    /// Instances of `op` are legal when `callback` says so (it returns `bool`,
    /// or `Option<bool>` with `None` for "no opinion"). Callbacks added later
    /// are asked first.
    pub fn add_dynamically_legal_op<R: Into<Option<bool>>>(
        &mut self,
        op: OpName,
        callback: impl Fn(&Context, &Body, OpId) -> R + Send + Sync + 'static,
    ) -> &mut Self {
        self.set_op_action(op, LegalizationAction::Dynamic);
        if let Some(l) = self.ops.get_mut(&op) {
            l.callbacks.0.push(wrap(callback));
        }
        self
    }

    /// Marks `op` dynamically legal without a callback of its own: the
    /// target's [`ConversionTarget::set_default_dynamic_legality`] hook
    /// decides.
    pub fn add_dynamically_legal_op_default(&mut self, op: OpName) -> &mut Self {
        self.set_op_action(op, LegalizationAction::Dynamic)
    }

    /// Sets the action of every op of dialect `namespace` that has no action
    /// of its own.
    pub fn set_dialect_action(&mut self, namespace: &str, action: LegalizationAction) -> &mut Self {
        self.dialects.insert(namespace.into(), action);
        self
    }

    /// Every op of dialect `namespace` is legal (unless marked otherwise).
    pub fn add_legal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.set_dialect_action(namespace, LegalizationAction::Legal)
    }

    /// No op of dialect `namespace` is legal (unless marked otherwise).
    pub fn add_illegal_dialect(&mut self, namespace: &str) -> &mut Self {
        self.set_dialect_action(namespace, LegalizationAction::Illegal)
    }

    /// Ops of dialect `namespace` are legal when `callback` says so.
    pub fn add_dynamically_legal_dialect<R: Into<Option<bool>>>(
        &mut self,
        namespace: &str,
        callback: impl Fn(&Context, &Body, OpId) -> R + Send + Sync + 'static,
    ) -> &mut Self {
        self.set_dialect_action(namespace, LegalizationAction::Dynamic);
        self.dialect_callbacks.entry(namespace.into()).or_default().0.push(wrap(callback));
        self
    }

    /// Marks dialect `namespace` dynamically legal without a callback of its
    /// own (the default hook decides).
    pub fn add_dynamically_legal_dialect_default(&mut self, namespace: &str) -> &mut Self {
        self.set_dialect_action(namespace, LegalizationAction::Dynamic)
    }

    /// Ops with no action of their own or of their dialect are dynamically
    /// legal, decided by `callback` (MLIR's `markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal<R: Into<Option<bool>>>(
        &mut self,
        callback: impl Fn(&Context, &Body, OpId) -> R + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown.0.push(wrap(callback));
        self
    }

    /// The hook asked for dynamically legal ops and dialects without a
    /// callback of their own (MLIR's overridable `isDynamicallyLegal`).
    /// Without it such ops are not legal.
    pub fn set_default_dynamic_legality<R: Into<Option<bool>>>(
        &mut self,
        hook: impl Fn(&Context, &Body, OpId) -> R + Send + Sync + 'static,
    ) -> &mut Self {
        self.default_dynamic = Some(wrap(hook));
        self
    }

    /// Everything nested in a legal instance of `op` is legal too. The op
    /// must already be marked legal or dynamically legal (otherwise this does
    /// nothing and returns false).
    pub fn mark_op_recursively_legal(&mut self, op: OpName) -> bool {
        match self.ops.get_mut(&op) {
            Some(l) if l.action != LegalizationAction::Illegal => {
                l.recursively_legal = true;
                self.recursive_callbacks.remove(&op);
                true
            }
            _ => false,
        }
    }

    /// Like [`ConversionTarget::mark_op_recursively_legal`], but only the
    /// instances for which `callback` returns true (or has no opinion) are
    /// recursively legal.
    pub fn mark_op_recursively_legal_if<R: Into<Option<bool>>>(
        &mut self,
        op: OpName,
        callback: impl Fn(&Context, &Body, OpId) -> R + Send + Sync + 'static,
    ) -> bool {
        match self.ops.get_mut(&op) {
            Some(l) if l.action != LegalizationAction::Illegal => {
                l.recursively_legal = true;
                self.recursive_callbacks.entry(op).or_default().0.push(wrap(callback));
                true
            }
            _ => false,
        }
    }

    /// The action for ops named `op`: its own, its dialect's, or `Dynamic`
    /// when unknown ops are dynamically legal; `None` for unknown ops.
    pub fn op_action(&self, ctx: &Context, op: OpName) -> Option<LegalizationAction> {
        self.resolve(ctx, op).map(|r| r.action)
    }

    pub(crate) fn resolve(&self, ctx: &Context, op: OpName) -> Option<ResolvedLegality> {
        let recursive_callbacks = self.recursive_callbacks.get(&op).cloned().unwrap_or_default();
        if let Some(l) = self.ops.get(&op) {
            return Some(ResolvedLegality {
                action: l.action,
                recursively_legal: l.recursively_legal,
                callbacks: l.callbacks.clone(),
                recursive_callbacks,
            });
        }
        let dialect = ctx.op_dialect(op);
        if let Some(&action) = self.dialects.get(dialect) {
            return Some(ResolvedLegality {
                action,
                recursively_legal: false,
                callbacks: self.dialect_callbacks.get(dialect).cloned().unwrap_or_default(),
                recursive_callbacks,
            });
        }
        if !self.unknown.is_empty() {
            return Some(ResolvedLegality {
                action: LegalizationAction::Dynamic,
                recursively_legal: false,
                callbacks: self.unknown.clone(),
                recursive_callbacks,
            });
        }
        None
    }

    /// Whether `op` (an op of `body`) is legal, with details; `None` when it
    /// is not legal or unknown (MLIR's `ConversionTarget::isLegal`).
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<LegalOpDetails> {
        let info = self.resolve(ctx, body.op_name(op))?;
        self.is_legal_resolved(&info, ctx, body, op)
    }

    pub(crate) fn is_legal_resolved(
        &self,
        info: &ResolvedLegality,
        ctx: &Context,
        body: &Body,
        op: OpId,
    ) -> Option<LegalOpDetails> {
        let legal = match info.action {
            LegalizationAction::Legal => true,
            LegalizationAction::Illegal => false,
            LegalizationAction::Dynamic => self.dynamic_verdict(info, ctx, body, op).unwrap_or(false),
        };
        if !legal {
            return None;
        }
        let is_recursively_legal =
            info.recursively_legal && info.recursive_callbacks.ask(ctx, body, op).unwrap_or(true);
        Some(LegalOpDetails { is_recursively_legal })
    }

    fn dynamic_verdict(&self, info: &ResolvedLegality, ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
        if info.callbacks.is_empty() {
            self.default_dynamic.as_ref().and_then(|f| f(ctx, body, op))
        } else {
            info.callbacks.ask(ctx, body, op)
        }
    }

    /// True when `op` is known to be illegal: marked illegal, or dynamically
    /// legal with a callback saying no (MLIR's `ConversionTarget::isIllegal`).
    pub fn is_illegal(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        match self.resolve(ctx, body.op_name(op)) {
            Some(info) => self.is_illegal_resolved(&info, ctx, body, op),
            None => false,
        }
    }

    pub(crate) fn is_illegal_resolved(&self, info: &ResolvedLegality, ctx: &Context, body: &Body, op: OpId) -> bool {
        match info.action {
            LegalizationAction::Illegal => true,
            LegalizationAction::Legal => false,
            LegalizationAction::Dynamic => self.dynamic_verdict(info, ctx, body, op) == Some(false),
        }
    }
}
