//! The greedy pattern rewrite driver: MLIR 22's `applyPatternsGreedily`
//! and `applyOpPatternsGreedily` (`Transforms/Utils/GreedyPatternRewriteDriver.cpp`).
//!
//! Each iteration over a region:
//!
//! 1. seeds a LIFO worklist with every op of the region, in pre-order (then
//!    reversed, so the first op comes out first) or in post-order (the last op
//!    comes out first). While seeding, constants are de-duplicated and hoisted
//!    to the start of the entry block of their insertion region (the region of
//!    the closest isolated or unregistered ancestor), as MLIR's
//!    `OperationFolder::insertKnownConstant` does;
//! 2. erases unreachable blocks;
//! 3. pops ops until the worklist is empty or the rewrite budget is spent:
//!    a trivially dead op is erased; otherwise the op is folded (constants
//!    the folder returns are materialized right before the op, and hoisted by
//!    the next iteration's seeding); otherwise its patterns are tried by
//!    decreasing benefit. Every change reaches the worklist through the
//!    rewriter's notifications: inserted and modified ops are pushed with
//!    their ancestors, an erased op is removed and the ops defining its
//!    operands are pushed when they are left with at most one other user;
//! 4. simplifies the regions (unreachable blocks, dead code and arguments;
//!    at the aggressive level also identical blocks and redundant
//!    arguments).
//!
//! It stops when an iteration changes nothing (converged) or after
//! `max_iterations`. Ops of nested isolated ops live in bodies of their own:
//! such a body is seeded with the outer one, and its worklist is processed
//! to exhaustion when the worklist reaches its op, which is where MLIR's
//! single worklist would process its ops; the op is queued again when
//! anything inside it changed (MLIR queues it on each change).

use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

use super::fold::{fold_op, ConstantMaterializer, FoldOutcome, OpFoldResult};
use super::pattern::FrozenPatternSet;
use super::region_simplify::{erase_unreachable_blocks, simplify_regions};
use super::rewriter::{PatternRewriter, RewriteListener};
use super::worklist::Worklist;
use crate::ir::effects::is_op_trivially_dead;
use crate::ir::{Attribute, BlockId, Body, Context, Ident, InsertPoint, OpId, OpName, RegionId, Traits, Type, ValueId};

/// How much control-flow simplification runs after each iteration (MLIR's
/// `GreedySimplifyRegionLevel`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RegionSimplification {
    /// None.
    Disabled,
    /// Unreachable blocks, dead ops, dead block arguments.
    #[default]
    Normal,
    /// Also identical-block merging and arguments every predecessor passes
    /// the same value.
    Aggressive,
}

/// Which ops a driver may rewrite (MLIR's `GreedyRewriteStrictness`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Strictness {
    /// Any op in scope.
    #[default]
    AnyOp,
    /// The ops present at the start and the ops created since.
    ExistingAndNewOps,
    /// Only the ops present at the start.
    ExistingOps,
}

/// The driver's configuration (MLIR's `GreedyRewriteConfig`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GreedyRewriteConfig {
    /// Seed the worklist in pre-order (true) or post-order.
    pub top_down: bool,
    /// Fold ops with their dialects' folders.
    pub enable_folding: bool,
    /// De-duplicate and hoist constants while seeding.
    pub enable_constant_cse: bool,
    /// Control-flow simplification after each iteration.
    pub region_simplification: RegionSimplification,
    /// Iterations before giving up ([`GreedyRewriteConfig::NO_LIMIT`]: none).
    pub max_iterations: i64,
    /// Successful pattern applications per iteration
    /// ([`GreedyRewriteConfig::NO_LIMIT`]: unlimited).
    pub max_num_rewrites: i64,
    /// Which ops may be rewritten.
    pub strictness: Strictness,
}

impl GreedyRewriteConfig {
    /// No limit, for `max_iterations` and `max_num_rewrites` (MLIR's `kNoLimit`).
    pub const NO_LIMIT: i64 = -1;

    /// With `max_num_rewrites` unlimited, an iteration still stops after
    /// this many pattern applications per op queued when it started (and at
    /// least [`Self::MIN_SAFETY_REWRITES`]); the run then ends, not
    /// converged. Real pattern sets apply a few per op: the budget only
    /// stops pattern sets that rewrite forever, as
    /// `arith.addi(arith.addi(x, c1), c2)` folding does around a cycle of
    /// additions in an unreachable block (where MLIR 22 runs out of memory).
    pub const SAFETY_REWRITES_PER_OP: i64 = 1000;

    /// See [`Self::SAFETY_REWRITES_PER_OP`].
    pub const MIN_SAFETY_REWRITES: i64 = 100_000;

    /// The most pattern applications one iteration may make when `queued`
    /// ops start it, and whether that is the safety budget (not the
    /// configured limit).
    fn rewrite_budget(&self, queued: usize) -> (i64, bool) {
        if self.max_num_rewrites != Self::NO_LIMIT {
            return (self.max_num_rewrites, false);
        }
        let safety = (queued as i64).saturating_mul(Self::SAFETY_REWRITES_PER_OP).max(Self::MIN_SAFETY_REWRITES);
        (safety, true)
    }
}

impl Default for GreedyRewriteConfig {
    fn default() -> Self {
        GreedyRewriteConfig {
            top_down: true,
            enable_folding: true,
            enable_constant_cse: true,
            region_simplification: RegionSimplification::Normal,
            max_iterations: 10,
            max_num_rewrites: Self::NO_LIMIT,
            strictness: Strictness::AnyOp,
        }
    }
}

/// What a driver did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RewriteStats {
    /// Successful pattern applications.
    pub patterns_applied: u64,
    /// Ops folded (in place or replaced).
    pub ops_folded: u64,
    /// Ops erased, for whatever reason (dead, folded, replaced by a pattern,
    /// in unreachable blocks, by region simplification), nested ops included.
    pub ops_erased: u64,
}

impl std::ops::AddAssign for RewriteStats {
    fn add_assign(&mut self, o: RewriteStats) {
        self.patterns_applied += o.patterns_applied;
        self.ops_folded += o.ops_folded;
        self.ops_erased += o.ops_erased;
    }
}

/// The outcome of [`apply_patterns_greedily`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedyRewriteResult {
    /// The last iteration changed nothing (MLIR's `success()`).
    pub converged: bool,
    /// More than one iteration ran, as MLIR's `changed` flag reports it:
    /// true when something changed, and also when the iteration limit cut
    /// the run short.
    pub changed: bool,
    /// What the run did.
    pub stats: RewriteStats,
}

/// The outcome of [`apply_op_patterns_greedily`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpPatternsResult {
    /// The worklist was emptied (the rewrite budget was not spent).
    pub converged: bool,
    /// Anything changed.
    pub changed: bool,
    /// None of the given ops is left.
    pub all_erased: bool,
    /// What the run did.
    pub stats: RewriteStats,
}

/// Applies `patterns` (and folding, dead-code removal and region
/// simplification) to the regions of the isolated op owning `body` until a
/// fixpoint, each region with a driver of its own, as MLIR's
/// `applyPatternsGreedily(Operation *)`. The op itself is not rewritten.
pub fn apply_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyRewriteResult {
    let mut result = GreedyRewriteResult { converged: true, changed: false, stats: RewriteStats::default() };
    let regions: SmallVec<[RegionId; 2]> = body.top_regions().into();
    for region in regions {
        let r = apply_patterns_greedily_in_region(ctx, body, region, patterns, config);
        result.converged &= r.converged;
        result.changed |= r.changed;
        result.stats += r.stats;
    }
    result
}

/// [`apply_patterns_greedily`] on one of the body's top regions (MLIR's
/// `applyPatternsGreedily(Region &)`). A region that is not a top region of
/// `body` is left alone (MLIR requires the region's op to be isolated).
pub fn apply_patterns_greedily_in_region(
    ctx: &Context,
    body: &mut Body,
    region: RegionId,
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
) -> GreedyRewriteResult {
    if !body.top_regions().contains(&region) {
        return GreedyRewriteResult { converged: true, changed: false, stats: RewriteStats::default() };
    }
    let mut driver = Driver::new(ctx, patterns, config);
    // The state's tables are kept per thread from one run to the next, so
    // that a pass running on many small functions does not allocate them
    // each time (a driver started by a pattern gets fresh ones).
    let mut state =
        SPARE_STATE.with(|s| s.borrow_mut().take()).unwrap_or_else(|| BodyState::new(None, Strictness::AnyOp));
    state.reset(Some(region), config.strictness);
    if config.strictness != Strictness::AnyOp {
        body.walk_region(region, &mut |op, pre| {
            if pre {
                state.filter.insert(op);
            }
        });
    }
    let (converged, changed) = driver.run_region(body, &mut state, region);
    state.reset(None, Strictness::AnyOp);
    SPARE_STATE.with(|s| *s.borrow_mut() = Some(state));
    GreedyRewriteResult { converged, changed, stats: driver.stats }
}

thread_local! {
    /// A driver state to reuse (see `apply_patterns_greedily_in_region`).
    static SPARE_STATE: std::cell::RefCell<Option<BodyState>> = const { std::cell::RefCell::new(None) };
}

/// Applies `patterns` (and folding and dead-code removal) to `ops` and, as
/// `config.strictness` allows, to the ops their rewrites create or touch,
/// until none is left to process (MLIR's `applyOpPatternsGreedily`). No
/// iterations and no region simplification: one worklist, seeded with
/// `ops` in order (the last one first).
pub fn apply_op_patterns_greedily(
    ctx: &Context,
    body: &mut Body,
    ops: &[OpId],
    patterns: &FrozenPatternSet,
    config: &GreedyRewriteConfig,
) -> OpPatternsResult {
    if ops.is_empty() {
        return OpPatternsResult { converged: true, changed: false, all_erased: true, stats: RewriteStats::default() };
    }
    let mut driver = Driver::new(ctx, patterns, config);
    let mut state = BodyState::new(common_ancestor_region(body, ops), config.strictness);
    state.filter.extend(ops.iter().copied());
    state.surviving = Some(ops.iter().copied().collect());
    for &op in ops {
        state.add_single_op(op);
    }
    let mut num_rewrites = 0;
    driver.start_iteration(&state);
    let changed = driver.process_worklist(body, &mut state, &mut num_rewrites);
    driver.harvest(&mut state);
    OpPatternsResult {
        converged: state.worklist.is_empty(),
        changed,
        all_erased: state.surviving.as_ref().is_none_or(|s| s.is_empty()),
        stats: driver.stats,
    }
}

/// The closest region holding every op of `ops` (MLIR's `findCommonAncestor`);
/// `None` (every top region) when they are in different top regions.
fn common_ancestor_region(body: &Body, ops: &[OpId]) -> Option<RegionId> {
    let region_of = |op: OpId| body.op_block(op).and_then(|b| body.block_region(b));
    let mut region = region_of(ops[0])?;
    loop {
        if ops[1..].iter().all(|&op| region_of(op).is_some_and(|r| body.region_is_within(r, region))) {
            return Some(region);
        }
        let parent = body.region_parent(region)?;
        region = region_of(parent)?;
    }
}

// ----- per-body state: the worklist and the listener ---------------------------

/// De-duplicated constants of one seeding pass (MLIR creates an
/// `OperationFolder` per iteration).
#[derive(Default)]
struct KnownConstants {
    /// (insertion region, dialect, value, type) to the constant kept.
    uniqued: FxHashMap<(RegionId, u32, Attribute, Type), OpId>,
    /// The constants kept (MLIR's folder-owned constants).
    owned: FxHashSet<OpId>,
}

impl KnownConstants {
    fn clear(&mut self) {
        self.uniqued.clear();
        self.owned.clear();
    }
}

/// The driver's state for one body: its worklist, the listener that keeps
/// it in step, and the states of nested isolated ops' bodies.
struct BodyState {
    worklist: Worklist,
    /// Ops are queued only when nested in this region; `None`: in any top
    /// region of the body.
    scope: Option<RegionId>,
    strictness: Strictness,
    /// The ops strict modes allow.
    filter: FxHashSet<OpId>,
    /// For `apply_op_patterns_greedily`: the given ops not erased yet.
    surviving: Option<FxHashSet<OpId>>,
    constants: KnownConstants,
    /// Ops erased since the last harvest.
    erased: u64,
    /// The seeded states of the bodies of nested isolated ops.
    nested: FxHashMap<OpId, BodyState>,
}

impl BodyState {
    /// The ops queued here and in the nested bodies' states.
    fn queued(&self) -> usize {
        self.worklist.len() + self.nested.values().map(BodyState::queued).sum::<usize>()
    }

    fn new(scope: Option<RegionId>, strictness: Strictness) -> Self {
        BodyState {
            worklist: Worklist::default(),
            scope,
            strictness,
            filter: FxHashSet::default(),
            surviving: None,
            constants: KnownConstants::default(),
            erased: 0,
            nested: FxHashMap::default(),
        }
    }

    /// Empties the state for a new run, keeping its storage.
    fn reset(&mut self, scope: Option<RegionId>, strictness: Strictness) {
        self.worklist.clear();
        self.scope = scope;
        self.strictness = strictness;
        self.filter.clear();
        self.surviving = None;
        self.constants.clear();
        self.erased = 0;
        self.nested.clear();
    }

    /// Queues `op` and its ancestors up to the scope (MLIR's
    /// `addToWorklist`): nothing when `op` is not in scope.
    fn add_to_worklist(&mut self, body: &Body, op: OpId) {
        let mut ancestors: SmallVec<[OpId; 8]> = SmallVec::new();
        let mut current = op;
        loop {
            ancestors.push(current);
            let Some(region) = body.op_block(current).and_then(|b| body.block_region(b)) else { return };
            let parent = body.region_parent(region);
            let in_scope = match self.scope {
                Some(scope) => scope == region,
                None => parent.is_none(),
            };
            if in_scope {
                for a in ancestors {
                    self.add_single_op(a);
                }
                return;
            }
            match parent {
                Some(p) => current = p,
                None => return,
            }
        }
    }

    fn add_single_op(&mut self, op: OpId) {
        if self.strictness == Strictness::AnyOp || self.filter.contains(&op) {
            self.worklist.push(op);
        }
    }

    /// Queues the ops defining `op`'s operands that have at most one user
    /// besides `op` (which is about to go): they may now be dead or
    /// simplifiable.
    fn add_operands_to_worklist(&mut self, body: &Body, op: OpId) {
        for operand in body.operands(op) {
            let Some(def) = body.defining_op(operand) else { continue };
            let mut other: Option<OpId> = None;
            let mut more_than_one = false;
            for u in body.uses_of(operand) {
                let user = body.use_owner(u).0;
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more_than_one = true;
                break;
            }
            if !more_than_one {
                self.add_to_worklist(body, def);
            }
        }
    }
}

impl RewriteListener for BodyState {
    fn op_inserted(&mut self, body: &Body, op: OpId) {
        if self.strictness == Strictness::ExistingAndNewOps {
            self.filter.insert(op);
        }
        self.add_to_worklist(body, op);
    }

    fn op_modified(&mut self, body: &Body, op: OpId) {
        self.add_to_worklist(body, op);
    }

    fn op_erased(&mut self, body: &Body, op: OpId) {
        self.add_operands_to_worklist(body, op);
        self.worklist.remove(op);
        if self.strictness != Strictness::AnyOp {
            self.filter.remove(&op);
        }
        if let Some(surviving) = &mut self.surviving {
            surviving.remove(&op);
        }
        self.erased += 1;
    }
}

// ----- the driver ----------------------------------------------------------------

struct Driver<'a> {
    ctx: &'a Context,
    patterns: &'a FrozenPatternSet,
    config: &'a GreedyRewriteConfig,
    stats: RewriteStats,
    /// The constant materializer of each folded op's dialect (a few op
    /// names: a linear cache allocates nothing).
    materializers: SmallVec<[(OpName, Option<ConstantMaterializer>); 8]>,
    /// A number per dialect, for constant keys, by constant op name.
    dialect_of: SmallVec<[(OpName, u32); 4]>,
    dialects: SmallVec<[&'a str; 4]>,
    /// `value`, the attribute constant-like ops hold.
    value_ident: Ident,
    /// The pattern applications the current iteration may make.
    rewrite_budget: i64,
    /// An iteration used up the safety budget: the run stops, not converged.
    runaway: bool,
}

impl<'a> Driver<'a> {
    fn new(ctx: &'a Context, patterns: &'a FrozenPatternSet, config: &'a GreedyRewriteConfig) -> Self {
        Driver {
            ctx,
            patterns,
            config,
            stats: RewriteStats::default(),
            materializers: SmallVec::new(),
            dialect_of: SmallVec::new(),
            dialects: SmallVec::new(),
            value_ident: ctx.ident("value"),
            rewrite_budget: GreedyRewriteConfig::NO_LIMIT,
            runaway: false,
        }
    }

    /// Sets the budget of the iteration that `state` (seeded) starts.
    fn start_iteration(&mut self, state: &BodyState) {
        self.rewrite_budget = self.config.rewrite_budget(state.queued()).0;
    }

    /// Iterates on `region` (a top region of `body`) until it converges or
    /// the iteration limit is reached. Returns (converged, changed) as MLIR's
    /// `RegionPatternRewriteDriver::simplify`.
    fn run_region(&mut self, body: &mut Body, state: &mut BodyState, region: RegionId) -> (bool, bool) {
        let max = self.config.max_iterations;
        let mut iteration: i64 = 0;
        let mut continue_rewrites = false;
        loop {
            iteration += 1;
            if max != GreedyRewriteConfig::NO_LIMIT && iteration > max {
                break;
            }
            self.seed(body, state, &[region]);
            continue_rewrites = self.erase_unreachable(body, state, &[region]);
            let mut num_rewrites = 0;
            self.start_iteration(state);
            continue_rewrites |= self.process_worklist(body, state, &mut num_rewrites);
            if self.runaway {
                self.harvest(state);
                return (false, true);
            }
            if self.config.region_simplification != RegionSimplification::Disabled {
                continue_rewrites |= self.simplify(body, state, &[region]);
            }
            self.harvest(state);
            if !continue_rewrites {
                break;
            }
        }
        (!continue_rewrites, iteration > 1)
    }

    /// Moves the erased-op counts of `state` and its nested states into the
    /// statistics.
    fn harvest(&mut self, state: &mut BodyState) {
        self.stats.ops_erased += std::mem::take(&mut state.erased);
        for nested in state.nested.values_mut() {
            self.harvest(nested);
        }
    }

    // ----- seeding -------------------------------------------------------------

    /// Fills the worklist with the ops of `regions` for a new iteration,
    /// de-duplicating and hoisting constants on the way.
    fn seed(&mut self, body: &mut Body, state: &mut BodyState, regions: &[RegionId]) {
        state.worklist.clear();
        state.constants.clear();
        for mut nested in std::mem::take(&mut state.nested).into_values() {
            self.harvest(&mut nested);
        }
        for &region in regions {
            self.seed_region(body, state, region);
        }
        if self.config.top_down {
            state.worklist.reverse();
        }
    }

    fn seed_region(&mut self, body: &mut Body, state: &mut BodyState, region: RegionId) {
        let mut next_block = body.entry_block(region);
        while let Some(block) = next_block {
            next_block = body.next_block(block);
            self.seed_block(body, state, block);
        }
    }

    /// Seeds the ops of `block` (and nested ones) in pre- or post-order. The
    /// next op is read before an op is visited, as MLIR's early-increment
    /// walk does: a visited constant may move to the front of the entry
    /// block, or go.
    fn seed_block(&mut self, body: &mut Body, state: &mut BodyState, block: BlockId) {
        let mut next_op = body.first_op(block);
        while let Some(op) = next_op {
            next_op = body.next_op(op);
            if self.config.top_down {
                if self.config.enable_constant_cse && !self.keep_known_constant(body, state, op) {
                    continue;
                }
                state.add_to_worklist(body, op);
                self.seed_nested(body, state, op);
            } else {
                self.seed_nested(body, state, op);
                if !self.config.enable_constant_cse || self.keep_known_constant(body, state, op) {
                    state.add_to_worklist(body, op);
                }
            }
        }
    }

    fn seed_nested(&mut self, body: &mut Body, state: &mut BodyState, op: OpId) {
        if body.is_isolated(op) {
            let mut nested = BodyState::new(None, Strictness::AnyOp);
            if let Some(inner) = body.isolated_body_mut(op) {
                let regions: SmallVec<[RegionId; 2]> = inner.top_regions().into();
                self.seed(inner, &mut nested, &regions);
            }
            state.nested.insert(op, nested);
            return;
        }
        if body.regions(op).is_empty() {
            return;
        }
        let regions: SmallVec<[RegionId; 2]> = body.regions(op).into();
        for region in regions {
            self.seed_region(body, state, region);
        }
    }

    /// MLIR's `OperationFolder::insertKnownConstant` for a constant met while
    /// seeding: the first constant of each value in an insertion region is
    /// kept and moved to the start of the region's entry block (unless it
    /// already follows the constants kept there); a later equal one is
    /// replaced by it. Returns false when `op` was erased. Non-constants are
    /// kept.
    fn keep_known_constant(&mut self, body: &mut Body, state: &mut BodyState, op: OpId) -> bool {
        let ctx = self.ctx;
        let name = body.op_name(op);
        if !ctx.op_def(name).is_some_and(|d| d.has(Traits::CONSTANT_LIKE)) || body.num_results(op) != 1 {
            return true;
        }
        let result = body.result(op, 0);
        // `constant_value`, with the attribute name looked up once.
        let data = body.op(op);
        let value = match ctx
            .dict_get_ident(data.props(), self.value_ident)
            .or_else(|| ctx.dict_get_ident(data.attrs(), self.value_ident))
        {
            Some(value) => value,
            // A constant without a `value` (`llvm.mlir.poison`) is what its
            // folder says, as MLIR's `m_Constant` finds it.
            None => match ctx.op_def(name).and_then(|d| d.get_hook::<super::fold::Folder>()) {
                Some(folder) => match (folder.0)(ctx, body, op, &[]) {
                    FoldOutcome::Results(r) => match r.as_slice() {
                        [OpFoldResult::Attr(a)] => *a,
                        _ => return true,
                    },
                    _ => return true,
                },
                None => return true,
            },
        };
        let Some(block) = body.op_block(op) else { return true };
        let region = self.insertion_region(body, block);
        let key = (region, self.dialect_key(name), value, body.value_type(result));
        if let Some(&existing) = state.constants.uniqued.get(&key) {
            let replacement = body.result(existing, 0);
            PatternRewriter::new(ctx, body, state).replace_op(op, &[replacement]);
            body.op_mut(existing).set_loc(ctx.unknown_loc());
            return false;
        }
        let Some(insert_block) = body.entry_block(region) else { return true };
        if block != insert_block {
            body.move_op(op, InsertPoint::BlockStart(insert_block));
            body.op_mut(op).set_loc(ctx.unknown_loc());
        } else if body.first_op(insert_block) != Some(op)
            && !body.prev_op(op).is_some_and(|p| state.constants.owned.contains(&p))
        {
            body.move_op(op, InsertPoint::BlockStart(insert_block));
        }
        state.constants.uniqued.insert(key, op);
        state.constants.owned.insert(op);
        true
    }

    /// The region folded constants of an op in `block` go to (MLIR's
    /// `getInsertionRegion`): the closest enclosing region whose op is
    /// unregistered (it might be isolated) or that is a top region of the
    /// body (the isolated op's).
    fn insertion_region(&self, body: &Body, mut block: BlockId) -> RegionId {
        loop {
            let region = body.block_region(block).expect("seeded ops are in regions");
            let Some(parent) = body.region_parent(region) else { return region };
            if self.ctx.op_def(body.op_name(parent)).is_none() {
                return region;
            }
            match body.op_block(parent) {
                Some(b) => block = b,
                None => return region,
            }
        }
    }

    fn dialect_key(&mut self, name: OpName) -> u32 {
        if let Some(&(_, k)) = self.dialect_of.iter().find(|(n, _)| *n == name) {
            return k;
        }
        let dialect = self.ctx.op_dialect(name);
        let k = match self.dialects.iter().position(|&d| d == dialect) {
            Some(i) => i as u32,
            None => {
                self.dialects.push(dialect);
                (self.dialects.len() - 1) as u32
            }
        };
        self.dialect_of.push((name, k));
        k
    }

    // ----- processing ------------------------------------------------------------

    /// Pops ops until the worklist is empty or `max_num_rewrites` patterns
    /// applied. True if anything changed.
    fn process_worklist(&mut self, body: &mut Body, state: &mut BodyState, num_rewrites: &mut i64) -> bool {
        let limit = self.rewrite_budget;
        let safety = self.config.max_num_rewrites == GreedyRewriteConfig::NO_LIMIT;
        let mut changed = false;
        while !state.worklist.is_empty() {
            if limit != GreedyRewriteConfig::NO_LIMIT && *num_rewrites >= limit {
                self.runaway |= safety;
                break;
            }
            let Some(op) = state.worklist.pop() else { break };
            if body.is_erased(op) {
                continue;
            }
            changed |= self.process_op(body, state, op, num_rewrites);
            if !body.is_erased(op) && body.is_isolated(op) {
                if let Some(mut nested) = state.nested.remove(&op) {
                    let inner_changed = match body.isolated_body_mut(op) {
                        Some(inner) => self.process_worklist(inner, &mut nested, num_rewrites),
                        None => false,
                    };
                    state.nested.insert(op, nested);
                    // MLIR queues an op again when anything inside it changes.
                    if inner_changed {
                        state.add_to_worklist(body, op);
                        changed = true;
                    }
                }
            }
        }
        changed
    }

    /// Erases `op` if dead, else folds it, else tries its patterns. True if
    /// anything changed.
    fn process_op(&mut self, body: &mut Body, state: &mut BodyState, op: OpId, num_rewrites: &mut i64) -> bool {
        let ctx = self.ctx;
        if is_op_trivially_dead(ctx, body, op) {
            PatternRewriter::new(ctx, body, state).erase_op(op);
            return true;
        }
        let name = body.op_name(op);
        let registered_non_constant = ctx.op_def(name).is_some_and(|d| !d.has(Traits::CONSTANT_LIKE));
        if self.config.enable_folding && registered_non_constant {
            let before = InPlaceSnapshot::of(body, op);
            match fold_op(ctx, body, op) {
                // A folder naming the op's own result changed it in place (as
                // MLIR's single-result fold hooks signal it). Unless nothing
                // changed: `%0 = arith.addi %0, %zero` (an op using its own
                // result, which an unreachable block may hold) folds to
                // `%0`, and requeueing it would loop forever (as in MLIR 22).
                FoldOutcome::InPlace if before.unchanged(body, op) => {}
                FoldOutcome::InPlace => {
                    state.op_modified(body, op);
                    self.stats.ops_folded += 1;
                    return true;
                }
                FoldOutcome::Results(results)
                    if results
                        .iter()
                        .any(|r| matches!(*r, OpFoldResult::Value(v) if body.defining_op(v) == Some(op))) =>
                {
                    if !before.unchanged(body, op) {
                        state.op_modified(body, op);
                        self.stats.ops_folded += 1;
                        return true;
                    }
                }
                FoldOutcome::Results(results) => {
                    if self.replace_with_fold_results(body, state, op, &results) {
                        self.stats.ops_folded += 1;
                        return true;
                    }
                }
                FoldOutcome::Failed => {}
            }
        }
        let patterns = self.patterns;
        for pattern in patterns.for_op(name) {
            let mut rewriter = PatternRewriter::new(ctx, body, state);
            rewriter.set_insertion_point(InsertPoint::Before(op));
            if pattern.match_and_rewrite(op, &mut rewriter) {
                *num_rewrites += 1;
                self.stats.patterns_applied += 1;
                return true;
            }
        }
        false
    }

    /// Replaces `op` by its fold results, materializing constants right
    /// before it with its dialect's materializer. When one cannot be
    /// materialized, the constants made so far are erased and nothing
    /// changes (false).
    fn replace_with_fold_results(
        &mut self,
        body: &mut Body,
        state: &mut BodyState,
        op: OpId,
        results: &[OpFoldResult],
    ) -> bool {
        let ctx = self.ctx;
        if results.len() != body.num_results(op) {
            return false;
        }
        let materializer = self.materializer_for(body.op_name(op));
        let loc = body.loc(op);
        let mut replacements: SmallVec<[ValueId; 4]> = SmallVec::new();
        let mut created: SmallVec<[OpId; 4]> = SmallVec::new();
        for (i, result) in results.iter().enumerate() {
            match *result {
                OpFoldResult::Value(v) => replacements.push(v),
                OpFoldResult::Attr(value) => {
                    let ty = body.value_type(body.result(op, i));
                    match materializer.and_then(|m| (m.0)(ctx, body, value, ty, loc)) {
                        Some(constant) if body.num_results(constant) == 1 => {
                            let mut rewriter = PatternRewriter::new(ctx, body, state);
                            rewriter.set_insertion_point(InsertPoint::Before(op));
                            rewriter.insert(constant);
                            created.push(constant);
                            replacements.push(body.result(constant, 0));
                        }
                        _ => {
                            for constant in created {
                                PatternRewriter::new(ctx, body, state).erase_op(constant);
                            }
                            return false;
                        }
                    }
                }
            }
        }
        PatternRewriter::new(ctx, body, state).replace_op(op, &replacements);
        true
    }

    fn materializer_for(&mut self, name: OpName) -> Option<ConstantMaterializer> {
        if let Some(&(_, m)) = self.materializers.iter().find(|(n, _)| *n == name) {
            return m;
        }
        let m = self.ctx.dialect(self.ctx.op_dialect(name)).and_then(|d| d.get_hook::<ConstantMaterializer>().copied());
        self.materializers.push((name, m));
        m
    }

    // ----- region simplification ------------------------------------------------

    /// Erases unreachable blocks in `regions` and in the bodies of the nested
    /// isolated ops seeded with them.
    fn erase_unreachable(&mut self, body: &mut Body, state: &mut BodyState, regions: &[RegionId]) -> bool {
        let mut changed = erase_unreachable_blocks(self.ctx, body, regions, state);
        changed |= self.for_each_nested(body, state, |driver, inner, nested, regions| {
            driver.erase_unreachable(inner, nested, regions)
        });
        changed
    }

    /// Simplifies `regions` and the bodies of the nested isolated ops seeded
    /// with them.
    fn simplify(&mut self, body: &mut Body, state: &mut BodyState, regions: &[RegionId]) -> bool {
        let aggressive = self.config.region_simplification == RegionSimplification::Aggressive;
        let mut changed = simplify_regions(self.ctx, body, regions, aggressive, state);
        changed |=
            self.for_each_nested(body, state, |driver, inner, nested, regions| driver.simplify(inner, nested, regions));
        changed
    }

    /// Runs `f` on the body and state of each nested isolated op still
    /// alive; true if any run returned true.
    fn for_each_nested(
        &mut self,
        body: &mut Body,
        state: &mut BodyState,
        mut f: impl FnMut(&mut Self, &mut Body, &mut BodyState, &[RegionId]) -> bool,
    ) -> bool {
        if state.nested.is_empty() {
            return false;
        }
        let mut changed = false;
        let mut ops: Vec<OpId> = state.nested.keys().copied().collect();
        ops.sort_unstable();
        for op in ops {
            if body.is_erased(op) {
                continue;
            }
            let (Some(inner), Some(nested)) = (body.isolated_body_mut(op), state.nested.get_mut(&op)) else {
                continue;
            };
            let regions: SmallVec<[RegionId; 2]> = inner.top_regions().into();
            changed |= f(self, inner, nested, &regions);
        }
        changed
    }
}

/// What an in-place fold may change in an op: its operands, properties and
/// attributes (all interned or ids, so comparing is cheap).
struct InPlaceSnapshot {
    operands: SmallVec<[ValueId; 4]>,
    props: Attribute,
    attrs: Attribute,
}

impl InPlaceSnapshot {
    fn of(body: &Body, op: OpId) -> Self {
        InPlaceSnapshot { operands: body.operands(op).collect(), props: body.props(op), attrs: body.attrs(op) }
    }

    fn unchanged(&self, body: &Body, op: OpId) -> bool {
        self.props == body.props(op)
            && self.attrs == body.attrs(op)
            && body.operands(op).eq(self.operands.iter().copied())
    }
}
