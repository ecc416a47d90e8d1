//! The conversion driver (MLIR's `OperationConverter` and
//! `OperationLegalizer`): walks the ops in preorder, legalizes each (legal
//! already, folded, or rewritten by a pattern whose results are legalized in
//! turn), and ends the conversion: commits or rolls back, then reconciles
//! the `unrealized_conversion_cast`s it inserted and materializes those
//! still needed.
//!
//! Patterns are ordered by a legalization graph built from what each pattern
//! generates: a pattern is kept only if the ops it generates are legal or
//! legalizable, and an op's patterns are tried by increasing legalization
//! depth, then decreasing benefit (MLIR's `computeLegalizationGraphBenefit`).
//!
//! One op goes `Driver::convert` -> `legalize` (legal, or ignored) ->
//! `legalize_with_fold` or `legalize_with_pattern`, which for each pattern
//! in order calls `apply_pattern` (a rewriter made for that pattern, with
//! its type converter) and gets back what the pattern did
//! ([`PatternChanges`]), which `legalize_pattern_result` legalizes in turn
//! (back to `legalize`); a failed path returns the log to where it started.
//! The rewriter's module documentation follows the same path on its side.

use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use crate::ir::{
    print_op_local, BlockId, Body, BodyKey, Context, Diagnostic, EntityId, InsertPoint, OpId, OpName, RegionId, Traits,
    Type, ValueId,
};
use crate::pass::{AnchorOp, PassError};
use crate::rewrite::{fold_op, ConstantMaterializer, FoldOutcome, Folder, NoListener, OpFoldResult, PatternRewriter};

use super::debug::{DebugLog, Logger, RULE};
use super::mapping::one_value;
use super::pattern::{AnyPattern, FrozenConversionPatternSet};
use super::rewriter::{
    BodyIndex, ConversionCore, ConversionListener, ConversionPatternRewriter, MaterializationKind, PatternChanges,
    RemappedValues,
};
use super::target::{ConversionTarget, LegalOpDetails, LegalizationAction, ResolvedLegality};

/// When the driver tries to fold an op that is not legal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FoldingMode {
    /// Never.
    Never,
    /// Before trying patterns (MLIR's default).
    #[default]
    BeforePatterns,
    /// Only when no pattern applies.
    AfterPatterns,
}

/// How a conversion runs (MLIR's `ConversionConfig`).
#[derive(Clone, Debug)]
pub struct ConversionConfig {
    /// Rollback mode (the default): changes of a failed legalization path
    /// are undone, and op replacement, op erasure and value replacement are
    /// delayed to the end. When false, every change is made at once and a
    /// pattern whose results cannot be legalized fails the conversion.
    pub allow_pattern_rollback: bool,
    /// At the end, turn the casts still needed into the type converters'
    /// materializations (failing when there is none); when false, the
    /// `builtin.unrealized_conversion_cast`s stay.
    pub build_materializations: bool,
    /// When to try folding ops that are not legal.
    pub folding_mode: FoldingMode,
    /// Collects the debug log of the conversion (see [`DebugLog`]).
    pub debug_log: Option<DebugLog>,
}

impl Default for ConversionConfig {
    fn default() -> Self {
        ConversionConfig {
            allow_pattern_rollback: true,
            build_materializations: true,
            folding_mode: FoldingMode::BeforePatterns,
            debug_log: None,
        }
    }
}

/// Which conversion is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Partial,
    Full,
    Analysis,
}

/// Ops of several bodies, named by body identity and op id.
#[derive(Clone, Debug, Default)]
pub struct OpSet {
    ops: FxHashMap<BodyKey, FxHashSet<OpId>>,
}

impl OpSet {
    fn insert(&mut self, key: BodyKey, op: OpId) {
        self.ops.entry(key).or_default().insert(op);
    }

    /// True when `op`, an op of `body`, is in the set.
    pub fn contains(&self, body: &Body, op: OpId) -> bool {
        self.ops.get(&body.key()).is_some_and(|s| s.contains(&op))
    }

    /// The number of ops.
    pub fn len(&self) -> usize {
        self.ops.values().map(|s| s.len()).sum()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The ops, each with the key of its body, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (BodyKey, OpId)> + '_ {
        self.ops.iter().flat_map(|(&k, s)| s.iter().map(move |&o| (k, o)))
    }
}

/// What a successful conversion found.
#[derive(Clone, Debug, Default)]
pub struct ConversionReport {
    /// Partial conversion: the ops that could not be legalized and were left
    /// as they are (MLIR's `unlegalizedOps`).
    pub unlegalized_ops: OpSet,
    /// Analysis conversion: the ops that would be legalized (MLIR's
    /// `legalizableOps`), named in the original IR.
    pub legalizable_ops: OpSet,
    /// The errors patterns reported while the conversion went on (an
    /// `op->emitError()` in an MLIR pattern), in order; the `_on` drivers
    /// report them on the pass.
    pub diagnostics: Vec<Diagnostic>,
}

/// Why a conversion failed.
#[derive(Clone, Debug)]
pub struct ConversionError {
    /// The errors, as MLIR reports them (with `see current operation`
    /// notes): those patterns reported on the way, then the failure.
    pub diagnostics: Vec<Diagnostic>,
}

impl std::fmt::Display for ConversionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.diagnostics.first() {
            Some(d) => write!(f, "{}", d.message),
            None => write!(f, "dialect conversion failed"),
        }
    }
}

impl std::error::Error for ConversionError {}

impl ConversionError {
    /// Reports the diagnostics on `op`'s pass and returns the error the pass
    /// returns (MLIR's `signalPassFailure` after the driver's errors).
    pub fn emit(self, op: &mut AnchorOp<'_>) -> PassError {
        for d in self.diagnostics {
            op.emit(d);
        }
        PassError::silent()
    }
}

/// [`apply_partial_conversion`] on the op a pass runs on (itself included).
/// With [`DEBUG_TYPE`] on in the pass manager and no log of its own in
/// `config`, the debug log goes to standard error.
///
/// [`DEBUG_TYPE`]: super::DEBUG_TYPE
pub fn apply_partial_conversion_on(
    op: &mut AnchorOp<'_>,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionReport, ConversionError> {
    apply_on(op, target, patterns, config, Mode::Partial)
}

/// [`apply_full_conversion`] on the op a pass runs on (itself included),
/// logging as [`apply_partial_conversion_on`] does.
pub fn apply_full_conversion_on(
    op: &mut AnchorOp<'_>,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionReport, ConversionError> {
    apply_on(op, target, patterns, config, Mode::Full)
}

/// [`apply_analysis_conversion`] on the op a pass runs on (itself
/// included), logging as [`apply_partial_conversion_on`] does.
pub fn apply_analysis_conversion_on(
    op: &mut AnchorOp<'_>,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionReport, ConversionError> {
    apply_on(op, target, patterns, config, Mode::Analysis)
}

/// Applies the conversion of `mode` to the op a pass runs on, with
/// `config`, or, when the pass manager asks for the conversion's debug
/// output and `config` has no log, with a log of its own written to
/// standard error in one piece at the end (so that conversions on several
/// threads do not interleave).
fn apply_on(
    op: &mut AnchorOp<'_>,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
    mode: Mode,
) -> Result<ConversionReport, ConversionError> {
    let log_to_stderr = config.debug_log.is_none() && op.debug_enabled(super::DEBUG_TYPE);
    let mut convert = |config: &ConversionConfig| {
        let (ctx, root_body, root_op) = op.op_in_enclosing_body_mut();
        match mode {
            Mode::Analysis => apply_analysis_conversion(ctx, root_body, root_op, target, patterns, config),
            Mode::Partial | Mode::Full => Driver::new(ctx, target, patterns, config, mode).run(root_body, root_op),
        }
    };
    let mut result = if log_to_stderr {
        let log = DebugLog::new();
        let result = convert(&ConversionConfig { debug_log: Some(log.clone()), ..config.clone() });
        use std::io::Write as _;
        let _ = std::io::stderr().lock().write_all(log.take().as_bytes());
        result
    } else {
        convert(config)
    };
    // The errors patterns reported on the way go out with the pass's
    // diagnostics, whether the conversion succeeds or not.
    if let Ok(report) = &mut result {
        for d in std::mem::take(&mut report.diagnostics) {
            op.emit(d);
        }
    }
    result
}

/// Legalizes as many ops nested in `root_op` (an op of `root_body`, itself
/// included) as possible; ops that cannot be legalized stay, unless marked
/// illegal (MLIR's `applyPartialConversion`).
pub fn apply_partial_conversion(
    ctx: &Context,
    root_body: &mut Body,
    root_op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionReport, ConversionError> {
    Driver::new(ctx, target, patterns, config, Mode::Partial).run(root_body, root_op)
}

/// Legalizes every op nested in `root_op` (an op of `root_body`, itself included)
/// or fails; in rollback mode a failed conversion leaves the IR as it was
/// (MLIR's `applyFullConversion`).
pub fn apply_full_conversion(
    ctx: &Context,
    root_body: &mut Body,
    root_op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionReport, ConversionError> {
    Driver::new(ctx, target, patterns, config, Mode::Full).run(root_body, root_op)
}

/// Finds which ops nested in `root_op` would be legalized, changing nothing:
/// the conversion runs on a copy (MLIR's `applyAnalysisConversion`). The
/// report's `legalizable_ops` name ops of `root_body` and its nested bodies.
pub fn apply_analysis_conversion(
    ctx: &Context,
    root_body: &Body,
    root_op: OpId,
    target: &ConversionTarget,
    patterns: &FrozenConversionPatternSet,
    config: &ConversionConfig,
) -> Result<ConversionReport, ConversionError> {
    let mut copy = root_body.clone();
    let mut driver = Driver::new(ctx, target, patterns, config, Mode::Analysis);
    let result = driver.run(&mut copy, root_op);
    // The copy has the same op ids; its bodies have keys of their own. Name
    // the legalizable ops by the original bodies, found along the same path.
    let mut report = ConversionReport::default();
    for &(body_index, op) in &driver.legalizable {
        if let Some(key) = original_key(root_body, &driver.initial_paths, body_index) {
            report.legalizable_ops.insert(key, op);
        }
    }
    result.map(|_| report)
}

fn original_key(root_body: &Body, paths: &[SmallVec<[OpId; 4]>], body_index: BodyIndex) -> Option<BodyKey> {
    let mut body = root_body;
    for &op in paths.get(body_index.index())? {
        body = body.isolated_body(op)?;
    }
    Some(body.key())
}

/// The order in which patterns are tried on each op name, from the
/// legalization graph and cost model. Benefits are positional, as MLIR's
/// cost model makes them: the first of `n` patterns has benefit `n`.
struct LegalizationOrder {
    by_root: FxHashMap<OpName, Vec<u32>>,
    any: Vec<u32>,
}

impl LegalizationOrder {
    fn new(ctx: &Context, target: &ConversionTarget, patterns: &[AnyPattern]) -> Self {
        let action = |op: OpName| target.op_action(ctx, op);
        let mut any: Vec<u32> = Vec::new();
        let mut legalizer: FxHashMap<OpName, Vec<u32>> = FxHashMap::default();
        let mut parent_ops: FxHashMap<OpName, Vec<OpName>> = FxHashMap::default();
        let mut invalid: FxHashMap<OpName, Vec<u32>> = FxHashMap::default();
        let mut worklist: Vec<u32> = Vec::new();
        let mut in_worklist: FxHashSet<u32> = FxHashSet::default();
        let mut roots_in_order: Vec<OpName> = Vec::new();

        for (i, p) in patterns.iter().enumerate() {
            let i = i as u32;
            let Some(root) = p.info().root() else {
                any.push(i);
                continue;
            };
            // Patterns of ops that are always legal never apply.
            if action(root) == Some(LegalizationAction::Legal) {
                continue;
            }
            if !roots_in_order.contains(&root) {
                roots_in_order.push(root);
            }
            invalid.entry(root).or_default().push(i);
            for &g in p.info().generated_ops() {
                let parents = parent_ops.entry(g).or_default();
                if !parents.contains(&root) {
                    parents.push(root);
                }
            }
            if in_worklist.insert(i) {
                worklist.push(i);
            }
        }

        let root_of = |i: u32| patterns[i as usize].info().root();
        if !any.is_empty() {
            // With patterns for any op nothing can be ruled out.
            for &i in &worklist {
                if let Some(root) = root_of(i) {
                    legalizer.entry(root).or_default().push(i);
                }
            }
        } else {
            while let Some(i) = worklist.pop() {
                in_worklist.remove(&i);
                let Some(root) = root_of(i) else { continue };
                let blocked = patterns[i as usize].info().generated_ops().iter().any(|&g| {
                    !legalizer.contains_key(&g) && matches!(action(g), None | Some(LegalizationAction::Illegal))
                });
                if blocked {
                    continue;
                }
                legalizer.entry(root).or_default().push(i);
                if let Some(list) = invalid.get_mut(&root) {
                    list.retain(|&j| j != i);
                }
                // Patterns of ops generating `root` may now be valid.
                for parent in parent_ops.get(&root).cloned().unwrap_or_default() {
                    for &j in invalid.get(&parent).map(|v| v.as_slice()).unwrap_or(&[]) {
                        if in_worklist.insert(j) {
                            worklist.push(j);
                        }
                    }
                }
            }
        }

        // The cost model: depth first, benefit second.
        let mut min_depth: FxHashMap<OpName, u32> = FxHashMap::default();
        for &root in &roots_in_order {
            if legalizer.contains_key(&root) {
                op_depth(root, &mut min_depth, &mut legalizer, patterns);
            }
        }
        if !any.is_empty() {
            apply_cost_model(&mut any, &mut min_depth, &mut legalizer, patterns);
        }
        LegalizationOrder { by_root: legalizer, any }
    }

    /// The patterns to try on an op named `name`, in order: the op's own and
    /// those for any op merged by (positional) benefit, the op's first on
    /// ties.
    fn for_op(&self, name: OpName) -> SmallVec<[u32; 8]> {
        let own: &[u32] = self.by_root.get(&name).map(|v| v.as_slice()).unwrap_or(&[]);
        let any = &self.any;
        let mut out = SmallVec::with_capacity(own.len() + any.len());
        let (mut i, mut j) = (0, 0);
        while i < own.len() || j < any.len() {
            let own_benefit = (own.len() - i) as u32;
            let any_benefit = (any.len() - j) as u32;
            if j < any.len() && (i >= own.len() || any_benefit > own_benefit) {
                out.push(any[j]);
                j += 1;
            } else {
                out.push(own[i]);
                i += 1;
            }
        }
        out
    }
}

/// The legalization depth of `op` (MLIR's `computeOpLegalizationDepth`):
/// 0 when directly legal, otherwise the smallest depth of its patterns.
fn op_depth(
    op: OpName,
    min_depth: &mut FxHashMap<OpName, u32>,
    legalizer: &mut FxHashMap<OpName, Vec<u32>>,
    patterns: &[AnyPattern],
) -> u32 {
    if let Some(&d) = min_depth.get(&op) {
        return d;
    }
    let Some(list) = legalizer.get_mut(&op).filter(|l| !l.is_empty()) else { return 0 };
    let mut list = std::mem::take(list);
    // Recorded first so that a cycle back to `op` stops here.
    min_depth.insert(op, u32::MAX);
    let depth = apply_cost_model(&mut list, min_depth, legalizer, patterns);
    legalizer.insert(op, list);
    min_depth.insert(op, depth);
    depth
}

/// Sorts `list` by depth, then benefit, and returns the smallest depth
/// (MLIR's `applyCostModelToPatterns`). A pattern's depth is one more than
/// the deepest op it generates; an op on a cycle counts as depth zero, as
/// MLIR's unsigned arithmetic makes it.
fn apply_cost_model(
    list: &mut Vec<u32>,
    min_depth: &mut FxHashMap<OpName, u32>,
    legalizer: &mut FxHashMap<OpName, Vec<u32>>,
    patterns: &[AnyPattern],
) -> u32 {
    let mut by_depth: Vec<(u32, u32)> = Vec::with_capacity(list.len());
    let mut min = u32::MAX;
    for &i in list.iter() {
        let mut depth = 1u32;
        for &g in patterns[i as usize].info().generated_ops() {
            depth = depth.max(op_depth(g, min_depth, legalizer, patterns).wrapping_add(1));
        }
        by_depth.push((i, depth));
        min = min.min(depth);
    }
    if by_depth.len() > 1 {
        by_depth.sort_by(|a, b| {
            a.1.cmp(&b.1)
                .then_with(|| patterns[b.0 as usize].info().benefit().cmp(&patterns[a.0 as usize].info().benefit()))
        });
        list.clear();
        list.extend(by_depth.iter().map(|&(i, _)| i));
    }
    min
}

/// False when ops named `name` cannot fold: constants do not (MLIR's
/// `tryFold`), nor ops without a folder of their own or of their traits
/// (those `fold_op` may fold by).
fn may_fold(ctx: &Context, name: OpName) -> bool {
    ctx.op_def(name).is_some_and(|d| {
        !d.has(Traits::CONSTANT_LIKE)
            && (d.get_hook::<Folder>().is_some()
                || d.has(Traits::COMMUTATIVE)
                || d.has(Traits::IDEMPOTENT)
                || d.has(Traits::INVOLUTION))
    })
}

/// The bodies of `units` (isolated ops of the body at `split_body`), in
/// the units' order, each borrowed on its own so that threads can share
/// them out; `None` for a unit whose op is gone.
fn unit_bodies<'r>(
    core: &ConversionCore<'_>,
    split_body: Option<BodyIndex>,
    units: &[Unit],
    root_body: &'r mut Body,
) -> Vec<Option<&'r mut Body>> {
    let mut bodies: Vec<Option<&'r mut Body>> = Vec::new();
    bodies.resize_with(units.len(), || None);
    let Some(body) = split_body.and_then(|s| core.find_body(root_body, s)) else { return bodies };
    let mut unit_of = vec![u32::MAX; body.op_capacity()];
    for (i, u) in units.iter().enumerate() {
        unit_of[u.op.index()] = i as u32;
    }
    for (op, data) in body.ops_mut() {
        if let Some(&i) = unit_of.get(op.index()).filter(|&&i| i != u32::MAX) {
            bodies[i as usize] = data.isolated_body_mut();
        }
    }
    bodies
}

/// Resolves (once per op name) and checks the legality of `op`.
fn legality(
    cache: &mut FxHashMap<OpName, Option<ResolvedLegality>>,
    target: &ConversionTarget,
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<LegalOpDetails> {
    let name = body.op_name(op);
    let info = cache.entry(name).or_insert_with(|| target.resolve(ctx, name));
    target.is_legal_resolved(info.as_ref()?, ctx, body, op)
}

/// What applying one pattern did.
enum PatternOutcome {
    /// The pattern did not match; `changed_ir` when it changed the IR all
    /// the same (an error without rollback, where nothing can undo it).
    NoMatch { changed_ir: bool },
    /// The pattern matched and did this, to be legalized.
    Matched(PatternChanges),
}

/// What every driver of one conversion reads: the root's and those of its
/// units.
#[derive(Clone)]
struct Inputs<'a> {
    ctx: &'a Context,
    target: &'a ConversionTarget,
    patterns: &'a [AnyPattern],
    config: &'a ConversionConfig,
    mode: Mode,
    order: Arc<LegalizationOrder>,
}

struct Driver<'a> {
    inputs: Inputs<'a>,
    legality: FxHashMap<OpName, Option<ResolvedLegality>>,
    core: ConversionCore<'a>,
    /// Patterns applied in the current recursion (a pattern without bounded
    /// recursion is not applied twice in one), by pattern index.
    applied: Vec<bool>,
    /// An error that ends the conversion at once (no-rollback mode).
    fatal: Option<Diagnostic>,
    unlegalized: Vec<(BodyIndex, OpId)>,
    legalizable: Vec<(BodyIndex, OpId)>,
    /// For each body registered by the walk, the isolated ops leading to it.
    initial_paths: Vec<SmallVec<[OpId; 4]>>,
    /// The root op when it is in no block (the op a pass runs on): no
    /// pattern may replace it, since nothing could hold what replaces it
    /// (MLIR 22 crashes there).
    detached_root: Option<(BodyIndex, OpId)>,
    /// The body whose isolated ops may be converted on other threads (the
    /// root op's own body), when the context allows threading.
    split_body: Option<BodyIndex>,
    /// The isolated ops of `split_body` whose bodies the walk left to
    /// drivers of their own (see [`Unit`]), in walk order.
    units: Vec<Unit>,
    /// The name of the unit's op, in the driver of a unit.
    unit_op_name: Option<OpName>,
}

/// An isolated op directly in the root op's body (a module's function)
/// that no pattern can touch: legal and not recursively so, or, in a
/// partial conversion, with no legality, no pattern and no folder. Its body
/// is converted by a driver of its own, on any thread: patterns see only
/// the body of the op they match, so conversions of two such bodies cannot
/// meet, and the op itself is left as the serial walk would leave it.
struct Unit {
    op: OpId,
    name: OpName,
    /// Its place in the walk.
    step: usize,
    /// False when the serial walk would have counted the op as unlegalized.
    legal: bool,
}

/// A unit's driver and how its conversion went, kept until the end, when it
/// commits or undoes with the others.
struct UnitRun<'a> {
    driver: Driver<'a>,
    result: Result<(), Diagnostic>,
}

impl<'a> Driver<'a> {
    fn new(
        ctx: &'a Context,
        target: &'a ConversionTarget,
        patterns: &'a FrozenConversionPatternSet,
        config: &'a ConversionConfig,
        mode: Mode,
    ) -> Self {
        let order = Arc::new(LegalizationOrder::new(ctx, target, patterns.patterns()));
        Self::with_inputs(Inputs { ctx, target, patterns: patterns.patterns(), config, mode, order })
    }

    fn with_inputs(inputs: Inputs<'a>) -> Self {
        let (ctx, config, patterns) = (inputs.ctx, inputs.config, inputs.patterns);
        Driver {
            inputs,
            legality: FxHashMap::default(),
            core: ConversionCore::new(
                ctx,
                config.allow_pattern_rollback,
                Logger::for_conversion(config.debug_log.as_ref()),
            ),
            applied: vec![false; patterns.len()],
            fatal: None,
            unlegalized: Vec::new(),
            legalizable: Vec::new(),
            initial_paths: Vec::new(),
            detached_root: None,
            split_body: None,
            units: Vec::new(),
            unit_op_name: None,
        }
    }

    fn run(&mut self, root_body: &mut Body, root_op: OpId) -> Result<ConversionReport, ConversionError> {
        let mut result = self.run_inner(root_body, root_op);
        if let Some(log) = self.core.take_log() {
            log.finish();
        }
        let emitted = self.core.take_emitted();
        match &mut result {
            Ok(report) => report.diagnostics = emitted,
            Err(error) => {
                error.diagnostics.splice(0..0, emitted);
            }
        }
        result
    }

    fn run_inner(&mut self, root_body: &mut Body, root_op: OpId) -> Result<ConversionReport, ConversionError> {
        let root_index = self.core.register_body(root_body.key(), None);
        if root_body.op_block(root_op).is_none() {
            self.detached_root = Some((root_index, root_op));
        }
        // A debug log is one text in walk order, and an analysis runs on a
        // copy it must name ops of: both stay on this thread. So does
        // everything with threading off (`--mlir-disable-threading`).
        let split = self.inputs.mode != Mode::Analysis
            && self.inputs.config.debug_log.is_none()
            && self.inputs.ctx.is_multithreading_enabled();
        if split {
            if let Some(nested) = root_body.isolated_body(root_op) {
                self.split_body = Some(self.core.register_body(nested.key(), Some((root_index, root_op))));
            }
        }
        let mut to_convert = Vec::new();
        self.collect(root_body, root_index, root_op, &mut to_convert);
        self.initial_paths = self.core.body_indices().map(|s| self.path_of(s)).collect();
        let mut runs = self.convert_units(root_body);

        // The walk in order, taking each unit's outcome where the unit's op
        // comes: its diagnostics, and the first error as the serial walk
        // would have met it.
        let mut error: Option<Diagnostic> = None;
        let mut next_unit = 0;
        for (step, &(body_index, op)) in to_convert.iter().enumerate() {
            let unit = self.units.get(next_unit).filter(|u| u.step == step).map(|u| (u.legal, &mut runs[next_unit]));
            if unit.is_some() {
                next_unit += 1;
            }
            let alive = self.core.find_body(root_body, body_index).is_some_and(|b| !b.is_erased(op));
            if !alive {
                continue;
            }
            if let Some((legal, run)) = unit {
                if !legal {
                    self.unlegalized.push((body_index, op));
                }
                if let Some(run) = run {
                    for d in run.driver.core.take_emitted() {
                        self.core.emit(d);
                    }
                    if let Err(d) = std::mem::replace(&mut run.result, Ok(())) {
                        error = Some(d);
                        break;
                    }
                }
                continue;
            }
            if let Err(d) = self.convert(root_body, body_index, op) {
                error = Some(d);
                break;
            }
        }
        if let Some(d) = error.or_else(|| self.fatal.take()) {
            self.abandon(root_body);
            self.for_each_unit(root_body, &mut runs, |driver, body| driver.abandon(body));
            return Err(ConversionError { diagnostics: vec![d] });
        }
        // The units end first; the root's own failure, if any, comes before
        // theirs, as its bodies come first in the serial walk's end.
        let ends = self.for_each_unit(root_body, &mut runs, |driver, body| driver.finish(body));
        let mut report = ConversionReport::default();
        let mut first_error = None;
        for end in std::iter::once(self.finish(root_body)).chain(ends) {
            match end {
                Ok(unlegalized) => report.unlegalized_ops.ops.extend(unlegalized.ops),
                Err(d) => {
                    first_error.get_or_insert(d);
                }
            }
        }
        match first_error {
            Some(d) => Err(ConversionError { diagnostics: vec![d] }),
            None => Ok(report),
        }
    }

    /// The end of a failed conversion: undone in rollback mode, left as far
    /// as it got otherwise.
    fn abandon(&mut self, root_body: &mut Body) {
        if self.core.rollback_mode() {
            self.core.undo_all(root_body);
        } else {
            self.core.forget_log();
        }
    }

    /// The end of a conversion that succeeded: the delayed changes made and
    /// the casts still needed materialized; returns the ops left unlegalized.
    fn finish(&mut self, root_body: &mut Body) -> Result<OpSet, Diagnostic> {
        if self.core.rollback_mode() {
            self.core.commit(root_body);
        } else {
            self.core.forget_log();
        }
        self.finalize_materializations(root_body)?;
        let mut unlegalized = OpSet::default();
        for &(body_index, op) in &self.unlegalized {
            if let Some(body) = self.core.find_body(root_body, body_index) {
                if !body.is_erased(op) && body.op_block(op).is_some() {
                    unlegalized.insert(body.key(), op);
                }
            }
        }
        Ok(unlegalized)
    }

    // ----- units: the root's isolated ops converted on all threads ---------

    /// Converts the units' bodies, each with a driver of its own, on all
    /// threads; the result has one entry per unit, in walk order.
    fn convert_units(&mut self, root_body: &mut Body) -> Vec<Option<UnitRun<'a>>> {
        let inputs = &self.inputs;
        let bodies = unit_bodies(&self.core, self.split_body, &self.units, root_body);
        let names: Vec<OpName> = self.units.iter().map(|u| u.name).collect();
        // The legality of an op name depends on the target alone: units on
        // one thread share what they resolved.
        bodies
            .into_par_iter()
            .zip(names)
            .map_init(FxHashMap::default, |legality, (body, name)| {
                let body = body?;
                let mut driver = Driver::with_inputs(inputs.clone());
                driver.unit_op_name = Some(name);
                driver.legality = std::mem::take(legality);
                let result = driver.convert_isolated(body);
                *legality = std::mem::take(&mut driver.legality);
                Some(UnitRun { driver, result })
            })
            .collect()
    }

    /// Runs `f` on every unit's driver with the unit's body, on all threads;
    /// the results come in walk order.
    fn for_each_unit<R: Send>(
        &self,
        root_body: &mut Body,
        runs: &mut [Option<UnitRun<'a>>],
        f: impl Fn(&mut Driver<'a>, &mut Body) -> R + Sync,
    ) -> Vec<R> {
        let bodies = unit_bodies(&self.core, self.split_body, &self.units, root_body);
        let pairs: Vec<(&mut UnitRun<'a>, &mut Body)> =
            runs.iter_mut().zip(bodies).filter_map(|(run, body)| Some((run.as_mut()?, body?))).collect();
        pairs.into_par_iter().map(|(run, body)| f(&mut run.driver, body)).collect()
    }

    /// Legalizes the ops nested in the isolated op owning `body` (the op
    /// itself is not looked at: see [`Unit`]).
    fn convert_isolated(&mut self, body: &mut Body) -> Result<(), Diagnostic> {
        let index = self.core.register_body(body.key(), None);
        let mut to_convert = Vec::new();
        for &r in body.top_regions() {
            self.collect_region(body, index, r, &mut to_convert);
        }
        for (body_index, op) in to_convert {
            let alive = self.core.find_body(body, body_index).is_some_and(|b| !b.is_erased(op));
            if alive {
                self.convert(body, body_index, op)?;
            }
        }
        self.fatal.take().map_or(Ok(()), Err)
    }

    /// True when nothing in the conversion can change an op named `name`
    /// although no legality covers it: a partial conversion leaves such an
    /// op as it is when no pattern roots it and it cannot fold. The walk
    /// calls it right after resolving the op's legality, which it reads
    /// from the cache.
    fn untouchable(&self, name: OpName) -> bool {
        self.inputs.mode == Mode::Partial
            && self.legality.get(&name).is_some_and(|info| info.is_none())
            && self.inputs.order.for_op(name).is_empty()
            && !may_fold(self.inputs.ctx, name)
    }

    fn path_of(&self, body_index: BodyIndex) -> SmallVec<[OpId; 4]> {
        let mut path = SmallVec::new();
        let mut s = body_index;
        while let Some((parent, op)) = self.core.owner_of(s) {
            path.push(op);
            s = parent;
        }
        path.reverse();
        path
    }

    // ----- the walk ---------------------------------------------------------

    /// Collects `op` and, unless it is recursively legal, what is nested in
    /// it, in preorder; blocks in depth-first order along the successors
    /// from the entry (MLIR's `ForwardDominanceIterator`: unreachable blocks
    /// are not visited).
    fn collect(&mut self, body: &Body, body_index: BodyIndex, op: OpId, out: &mut Vec<(BodyIndex, OpId)>) {
        out.push((body_index, op));
        let details = legality(&mut self.legality, self.inputs.target, self.inputs.ctx, body, op);
        if details.is_some_and(|d| d.is_recursively_legal) {
            return;
        }
        if Some(body_index) == self.split_body && body.is_isolated(op) {
            let legal = details.is_some();
            if legal || self.untouchable(body.op_name(op)) {
                self.units.push(Unit { op, name: body.op_name(op), legal, step: out.len() - 1 });
                return;
            }
        }
        if let Some(nested) = body.isolated_body(op) {
            let nested_index = self.core.register_body(nested.key(), Some((body_index, op)));
            for &r in nested.top_regions() {
                self.collect_region(nested, nested_index, r, out);
            }
        } else {
            for &r in body.regions(op) {
                self.collect_region(body, body_index, r, out);
            }
        }
    }

    fn collect_region(
        &mut self,
        body: &Body,
        body_index: BodyIndex,
        region: RegionId,
        out: &mut Vec<(BodyIndex, OpId)>,
    ) {
        let Some(entry) = body.entry_block(region) else { return };
        self.collect_block(body, body_index, entry, out);
        if body.next_block(entry).is_none() {
            return;
        }
        let mut visited: FxHashSet<BlockId> = FxHashSet::default();
        let mut stack: Vec<(BlockId, usize)> = Vec::new();
        visited.insert(entry);
        stack.push((entry, 0));
        while let Some(&mut (block, ref mut next)) = stack.last_mut() {
            let succs = body.last_op(block).map(|t| body.successors(t)).unwrap_or(&[]);
            if *next >= succs.len() {
                stack.pop();
                continue;
            }
            let s = succs[*next];
            *next += 1;
            if visited.insert(s) {
                self.collect_block(body, body_index, s, out);
                stack.push((s, 0));
            }
        }
    }

    fn collect_block(&mut self, body: &Body, body_index: BodyIndex, block: BlockId, out: &mut Vec<(BodyIndex, OpId)>) {
        for op in body.block_ops(block) {
            self.collect(body, body_index, op, out);
        }
    }

    // ----- legalization -----------------------------------------------------

    fn error_at(&self, body: &Body, op: OpId, message: String) -> Diagnostic {
        let loc = body.loc(op);
        // The note as the verifier writes it: an op with regions starts on a
        // line of its own, as MLIR prints it.
        Diagnostic::error(loc, message).with_note(loc, crate::ir::current_operation_note(self.inputs.ctx, body, op))
    }

    /// Legalizes one op of the walk; `Err` ends the conversion.
    fn convert(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId) -> Result<(), Diagnostic> {
        let ok = self.legalize(root_body, body_index, op);
        if let Some(d) = self.fatal.take() {
            return Err(d);
        }
        let Some(body) = self.core.find_body(root_body, body_index) else { return Ok(()) };
        if !ok {
            let name = self.inputs.ctx.op_name_str(body.op_name(op));
            let illegal = self.inputs.mode == Mode::Full || self.inputs.target.is_illegal(self.inputs.ctx, body, op);
            if self.detached_root == Some((body_index, op)) && illegal && self.inputs.mode != Mode::Analysis {
                let msg = format!(
                    "failed to legalize operation '{name}': it is the op the pass runs on, which a conversion \
                     cannot replace (run the conversion on its parent)"
                );
                return Err(self.error_at(body, op, msg));
            }
            match self.inputs.mode {
                Mode::Full => return Err(self.error_at(body, op, format!("failed to legalize operation '{name}'"))),
                Mode::Partial => {
                    if self.inputs.target.is_illegal(self.inputs.ctx, body, op) {
                        let msg = format!("failed to legalize operation '{name}' that was explicitly marked illegal");
                        return Err(self.error_at(body, op, msg));
                    }
                    self.unlegalized.push((body_index, op));
                }
                Mode::Analysis => {}
            }
        } else if self.inputs.mode == Mode::Analysis {
            self.legalizable.push((body_index, op));
        }
        Ok(())
    }

    /// MLIR's `OperationLegalizer::legalize`.
    fn legalize(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId) -> bool {
        if self.fatal.is_some() {
            return false;
        }
        let Some(body) = self.core.find_body(root_body, body_index) else { return true };
        let ignored = body.is_erased(op) || self.core.is_ignored(body_index, op);
        if let Some(log) = self.core.log() {
            log.blank();
            log.line(format_args!("{RULE}"));
            let name =
                if ignored { String::new() } else { format!("'{}'", self.inputs.ctx.op_name_str(body.op_name(op))) };
            log.open(format_args!(
                "Legalizing operation : {name}(op{}@{body_index}) {{",
                crate::ir::EntityId::index(op)
            ));
            if !ignored && body.num_regions(op) == 0 {
                let text = print_op_local(self.inputs.ctx, body, op);
                log.lines(&text);
            }
        }
        if ignored {
            self.log_result(true, "operation marked 'ignored' during conversion");
            return true;
        }
        if let Some(details) = legality(&mut self.legality, self.inputs.target, self.inputs.ctx, body, op) {
            let reason = if details.is_recursively_legal {
                "operation marked legal by the target; NOTE: operation is recursively legal; skipping internals"
            } else {
                "operation marked legal by the target"
            };
            if details.is_recursively_legal {
                self.core.mark_nested_ignored(body, body_index, op);
            }
            self.log_result(true, reason);
            return true;
        }
        if self.detached_root == Some((body_index, op)) {
            self.log_result(false, "operation is the root of the conversion and in no block: it cannot be replaced");
            return false;
        }
        if self.inputs.config.folding_mode == FoldingMode::BeforePatterns
            && self.legalize_with_fold(root_body, body_index, op)
        {
            self.log_result(true, "operation was folded");
            return true;
        }
        if self.fatal.is_none() && self.legalize_with_pattern(root_body, body_index, op) {
            self.log_result(true, "");
            return true;
        }
        if self.fatal.is_none()
            && self.inputs.config.folding_mode == FoldingMode::AfterPatterns
            && self.legalize_with_fold(root_body, body_index, op)
        {
            self.log_result(true, "operation was folded");
            return true;
        }
        self.log_result(false, "no matched legalization pattern");
        false
    }

    fn log_result(&mut self, success: bool, reason: &str) {
        if let Some(log) = self.core.log() {
            if success {
                log.success(format_args!("{reason}"));
            } else {
                log.failure(format_args!("{reason}"));
            }
            log.line(format_args!("{RULE}"));
        }
    }

    /// The name of `op`, an op of the body `body_index` names, for the
    /// driver's failure messages; `None` when that body is gone.
    fn op_name_in(&self, root_body: &mut Body, body_index: BodyIndex, op: OpId) -> Option<String> {
        let body = self.core.find_body(root_body, body_index)?;
        Some(self.inputs.ctx.op_name_str(body.op_name(op)).to_string())
    }

    fn log_close(&mut self, success: bool, reason: std::fmt::Arguments<'_>) {
        if let Some(log) = self.core.log() {
            if success {
                log.success(reason);
            } else {
                log.failure(reason);
            }
        }
    }

    /// MLIR's `legalizeWithFold`.
    fn legalize_with_fold(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId) -> bool {
        if let Some(log) = self.core.log() {
            log.open(format_args!("* Fold {{"));
        }
        let ok = self.fold(root_body, body_index, op);
        self.core.clear_pattern_changes();
        ok
    }

    fn fold(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId) -> bool {
        let state = self.core.state();
        let Some(body) = self.core.find_body(root_body, body_index) else { return false };
        let name = body.op_name(op);
        // Checked here to spare the snapshot.
        if !may_fold(self.inputs.ctx, name) {
            self.log_close(false, format_args!("unable to fold"));
            return false;
        }
        self.core.start_op_modification(body, body_index, op);
        let outcome = fold_op(self.inputs.ctx, body, op);
        let results = match outcome {
            FoldOutcome::Failed => {
                // A failed folder left the op as it was: nothing to restore.
                self.core.discard_op_modification(root_body, body_index, op);
                self.log_close(false, format_args!("unable to fold"));
                return false;
            }
            FoldOutcome::InPlace => None,
            FoldOutcome::Results(r) => {
                let own: SmallVec<[ValueId; 4]> = body.results(op).collect();
                let in_place = r.len() == own.len() && r.iter().zip(&own).all(|(a, &b)| *a == OpFoldResult::Value(b));
                (!in_place).then_some(r)
            }
        };
        let Some(results) = results else {
            // Folded in place: the changed op is legalized again.
            self.core.finalize_op_modification(body, body_index, op);
            let ok = self.legalize(root_body, body_index, op);
            self.log_close(ok, format_args!("{}", if ok { "" } else { "folded op could not be legalized" }));
            return ok;
        };
        self.core.cancel_op_modification(root_body, body_index, op);
        let Some(body) = self.core.find_body(root_body, body_index) else { return false };
        // Materialize the constants (all or none), then insert them before
        // the op.
        let loc = body.loc(op);
        let materializer = self
            .inputs
            .ctx
            .dialect(self.inputs.ctx.op_dialect(name))
            .and_then(|d| d.get_hook::<ConstantMaterializer>().copied());
        let result_types: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
        let mut values: SmallVec<[ValueId; 4]> = SmallVec::new();
        let mut constants: SmallVec<[OpId; 2]> = SmallVec::new();
        let mut failed = results.len() != result_types.len();
        for (r, &ty) in results.iter().zip(&result_types) {
            match *r {
                OpFoldResult::Value(v) => values.push(v),
                OpFoldResult::Attr(a) => match materializer.and_then(|m| (m.0)(self.inputs.ctx, body, a, ty, loc)) {
                    Some(c) => {
                        constants.push(c);
                        values.push(body.result(c, 0));
                    }
                    None => {
                        failed = true;
                        break;
                    }
                },
            }
        }
        if failed {
            for c in constants {
                body.erase_op(c);
            }
            self.log_close(false, format_args!("unable to fold"));
            return false;
        }
        for &c in &constants {
            body.insert_op(c, InsertPoint::Before(op));
            self.core.notify_op_created(body, body_index, c);
        }
        let with: SmallVec<[SmallVec<[ValueId; 1]>; 4]> = values.iter().map(|&v| one_value(v)).collect();
        self.core.replace_op(body, body_index, op, &with, false, None);
        for c in constants {
            if !self.legalize(root_body, body_index, c) {
                let cname = self.inputs.ctx.op_name_str(name).to_string();
                let const_name = self.op_name_in(root_body, body_index, c).unwrap_or_default();
                self.log_close(false, format_args!("failed to legalize generated constant '{const_name}'"));
                if !self.core.rollback_mode() {
                    self.set_fatal(
                        root_body,
                        body_index,
                        op,
                        format!("op '{cname}' folder rollback of IR modifications requested"),
                    );
                    return false;
                }
                self.core.reset(root_body, state);
                return false;
            }
        }
        self.log_close(true, format_args!(""));
        true
    }

    fn set_fatal(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId, message: String) {
        if self.fatal.is_some() {
            return;
        }
        let d = match self.core.find_body(root_body, body_index) {
            Some(body) if !body.is_erased(op) => Diagnostic::error(body.loc(op), message),
            _ => Diagnostic::error(self.inputs.ctx.unknown_loc(), message),
        };
        self.fatal = Some(d);
    }

    /// MLIR's `legalizeWithPattern`.
    fn legalize_with_pattern(&mut self, root_body: &mut Body, body_index: BodyIndex, op: OpId) -> bool {
        let Some(body) = self.core.find_body(root_body, body_index) else { return false };
        let name = body.op_name(op);
        let state = self.core.state();
        for idx in self.inputs.order.for_op(name) {
            let pattern = &self.inputs.patterns[idx as usize];
            if let Some(log) = self.core.log() {
                let generated: Vec<&str> =
                    pattern.info().generated_ops().iter().map(|&g| self.inputs.ctx.op_name_str(g)).collect();
                log.blank();
                log.open(format_args!(
                    "* Pattern : '{} -> ({})' {{",
                    self.inputs.ctx.op_name_str(name),
                    generated.join(", ")
                ));
                log.line(format_args!("(pattern '{}')", pattern.info().name()));
            }
            if !pattern.info().has_bounded_rewrite_recursion()
                && std::mem::replace(&mut self.applied[idx as usize], true)
            {
                self.log_close(false, format_args!("pattern was already applied"));
                continue;
            }
            match self.apply_pattern(root_body, body_index, op, pattern) {
                PatternOutcome::NoMatch { changed_ir } => {
                    self.log_close(false, format_args!("pattern failed to match"));
                    self.applied[idx as usize] = false;
                    if !self.core.rollback_mode() && changed_ir {
                        let msg = format!("pattern '{}' returned failure but IR did change", pattern.info().name());
                        self.set_fatal(root_body, body_index, op, msg);
                        return false;
                    }
                }
                PatternOutcome::Matched(changes) => {
                    let ok = self.legalize_pattern_result(root_body, &changes);
                    self.applied[idx as usize] = false;
                    if ok {
                        return true;
                    }
                    if self.fatal.is_some() {
                        return false;
                    }
                    if !self.core.rollback_mode() {
                        let msg = self.new_ir_message(root_body, pattern, &changes);
                        self.set_fatal(root_body, body_index, op, msg);
                        return false;
                    }
                }
            }
            self.core.reset(root_body, state);
        }
        false
    }

    /// MLIR's message when a no-rollback pattern produced IR that could not
    /// be legalized.
    fn new_ir_message(&self, root_body: &mut Body, pattern: &AnyPattern, changes: &PatternChanges) -> String {
        let mut names = |list: &[(BodyIndex, OpId)]| -> String {
            let mut out = Vec::new();
            for &(s, o) in list {
                out.extend(self.op_name_in(root_body, s, o));
            }
            out.join(", ")
        };
        let new_names = names(&changes.new_ops);
        let modified_names = names(&changes.modified_ops);
        let mut block_names = Vec::new();
        for &(s, b) in &changes.inserted_blocks {
            // The op owning the block's region: in this body, or, for a top
            // region, the isolated op owning the body (a unit's op when the
            // body is a unit's).
            let in_body = self.core.find_body(root_body, s).and_then(|body| {
                let region = body.block_region(b)?;
                Some(body.region_parent(region).map(|p| body.op_name(p)))
            });
            let parent = match in_body {
                None => None,
                Some(Some(name)) => Some(name),
                Some(None) => match self.core.owner_of(s) {
                    Some((ps, p)) => self.core.find_body(root_body, ps).map(|body| body.op_name(p)),
                    None => self.unit_op_name,
                },
            };
            let name = parent
                .map(|n| self.inputs.ctx.op_name_str(n).to_string())
                .unwrap_or_else(|| "(detached block)".to_string());
            block_names.push(name);
        }
        format!(
            "pattern '{}' produced IR that could not be legalized. new ops: {{{}}}, modified ops: {{{}}}, inserted block into ops: {{{}}}",
            pattern.info().name(),
            new_names,
            modified_names,
            block_names.join(", ")
        )
    }

    /// Applies `pattern` to `op` through a rewriter made for it: a
    /// [`ConversionPatternRewriter`] with the pattern's type converter, given
    /// the op's operands remapped with that converter, or, for a plain
    /// pattern, a [`PatternRewriter`] whose changes a
    /// [`ConversionListener`] takes over.
    fn apply_pattern(
        &mut self,
        root_body: &mut Body,
        body_index: BodyIndex,
        op: OpId,
        pattern: &'a AnyPattern,
    ) -> PatternOutcome {
        let before = self.core.modification_count();
        let matched = self.core.find_body(root_body, body_index).is_some_and(|body| match pattern {
            AnyPattern::Rewrite(p) => {
                let mut listener = ConversionListener::for_plain_pattern(&mut self.core, body_index);
                let mut rewriter = PatternRewriter::new(self.inputs.ctx, body, &mut listener);
                rewriter.set_insertion_point(InsertPoint::Before(op));
                p.match_and_rewrite(op, &mut rewriter)
            }
            AnyPattern::Conversion(p) => {
                let converter = p.type_converter();
                let operands: SmallVec<[ValueId; 8]> = body.operands(op).collect();
                let loc = body.loc(op);
                let mut remapped = RemappedValues::default();
                if !self.core.remap_values(body, body_index, converter, "operand", Some(loc), &operands, &mut remapped)
                {
                    return false;
                }
                let at = InsertPoint::Before(op);
                let mut rewriter = ConversionPatternRewriter::new(&mut self.core, body, body_index, converter, at);
                p.match_and_rewrite(op, &remapped.adaptor(), &mut rewriter)
            }
        });
        if matched {
            PatternOutcome::Matched(self.core.take_pattern_changes())
        } else {
            self.core.clear_pattern_changes();
            PatternOutcome::NoMatch { changed_ir: self.core.modification_count() != before }
        }
    }

    /// MLIR's `legalizePatternResult`: the ops the pattern modified and the
    /// ops it created must be legal. (Blocks it inserted are not looked at:
    /// since MLIR 22 their signatures are converted by the ops branching to
    /// them, and their parent ops are not legalized again.)
    fn legalize_pattern_result(&mut self, root_body: &mut Body, changes: &PatternChanges) -> bool {
        let modified = &changes.modified_ops;
        for (i, &(s, o)) in modified.iter().enumerate() {
            if modified[..i].contains(&(s, o)) {
                continue;
            }
            if !self.legalize(root_body, s, o) {
                let name = self.op_name_in(root_body, s, o).unwrap_or_default();
                self.log_close(false, format_args!("failed to legalize operation updated in-place '{name}'"));
                return false;
            }
        }
        for &(s, o) in &changes.new_ops {
            if !self.legalize(root_body, s, o) {
                let label = self.core.find_body(root_body, s).map(|b| self.core.label(b, s, o)).unwrap_or_default();
                self.log_close(false, format_args!("failed to legalize generated operation {label}"));
                return false;
            }
        }
        self.log_close(true, format_args!("pattern applied successfully"));
        true
    }

    // ----- the end ----------------------------------------------------------

    /// Reconciles the driver's casts and turns those still needed into the
    /// type converters' materializations (MLIR's
    /// `legalizeUnresolvedMaterialization`).
    fn finalize_materializations(&mut self, root_body: &mut Body) -> Result<(), Diagnostic> {
        let cast_name = self.inputs.ctx.op_name("builtin.unrealized_conversion_cast");
        for body_index in self.core.body_indices() {
            let Some(body) = self.core.find_body(root_body, body_index) else { continue };
            let casts = self.core.live_materializations(body, body_index);
            if casts.is_empty() {
                continue;
            }
            let remaining = super::reconcile_unrealized_casts(body, &casts, cast_name);
            if !self.inputs.config.build_materializations {
                continue;
            }
            for cast in remaining {
                let info = self.core.materialization(body_index, cast);
                let inputs: SmallVec<[ValueId; 4]> = body.operands(cast).collect();
                let outputs: SmallVec<[Type; 2]> = body.results(cast).map(|r| body.value_type(r)).collect();
                let loc = body.loc(cast);
                let built = info.converter.and_then(|converter| {
                    let mut listener = NoListener;
                    let mut rw = PatternRewriter::new(self.inputs.ctx, body, &mut listener);
                    rw.set_insertion_point(InsertPoint::Before(cast));
                    match info.kind {
                        MaterializationKind::Target => {
                            converter.materialize_target_conversion(&mut rw, &outputs, &inputs, loc, info.original)
                        }
                        MaterializationKind::Source => {
                            converter.materialize_source_conversion(&mut rw, outputs[0], &inputs, loc).map(one_value)
                        }
                    }
                });
                match built {
                    Some(values) if values.len() == outputs.len() => {
                        let results: SmallVec<[ValueId; 2]> = body.results(cast).collect();
                        for (r, v) in results.into_iter().zip(values) {
                            body.replace_all_uses_with(r, v);
                        }
                        body.erase_op(cast);
                    }
                    _ => return Err(self.live_materialization_error(body, cast)),
                }
            }
        }
        Ok(())
    }

    fn live_materialization_error(&self, body: &Body, cast: OpId) -> Diagnostic {
        let quoted = |types: Vec<Type>| -> String {
            types.iter().map(|&t| format!("'{}'", self.inputs.ctx.type_to_string(t))).collect::<Vec<_>>().join(", ")
        };
        let inputs = quoted(body.operands(cast).map(|v| body.value_type(v)).collect());
        let outputs = quoted(body.results(cast).map(|v| body.value_type(v)).collect());
        let mut d = self.error_at(
            body,
            cast,
            format!("failed to legalize unresolved materialization from ({inputs}) to ({outputs}) that remained live after conversion"),
        );
        let user = body.results(cast).find_map(|r| body.uses_of(r).next().map(|u| body.use_owner(u).0));
        if let Some(user) = user {
            d = d.with_note(
                body.loc(user),
                format!("see existing live user here: {}", print_op_local(self.inputs.ctx, body, user)),
            );
        }
        d
    }
}
