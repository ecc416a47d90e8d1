//! Sparse conditional constant propagation: MLIR's `DeadCodeAnalysis` and
//! `SparseConstantPropagation` run together by a `DataFlowSolver`, as one
//! solver over dense per-body tables.
//!
//! MLIR's analyses pull: a block's arguments are recomputed from its live
//! predecessors, a region-branch op's results from its known predecessors.
//! This solver pushes instead: whoever makes an edge live (a branch, a
//! region-branch op or a region's terminator, a call, a return) joins the
//! values it passes into the values that receive them, and does so again each
//! time it is revisited. Lattices only move up and the successors a terminator
//! selects only grow, so every contribution MLIR pulls is pushed with its
//! latest value, and both reach the same fixpoint. Where MLIR waits (an op
//! whose operands are not all initialized is not visited; a branch whose
//! operands are not all initialized makes no edge live), this solver waits
//! too, as that decides what the fixpoint is.

use crate::dialects::builtin::ModuleOp;
use std::collections::VecDeque;
use std::ops::Range;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;

use super::body_tree::{BodyIndex, BodyTree, TreeOp};
use crate::dialects::{CallLike, FunctionLike, SYM_VISIBILITY};
use crate::interfaces::{BranchOp, RegionBranch, RegionBranchTerminator, RegionSuccessor, RegionSuccessors};
use crate::ir::{
    AttrKind, Attribute, BlockId, Body, Context, EntityId, OpDef, OpId, OpName, RegionId, Traits, ValueId,
};
use crate::rewrite::{fold_op_with_constants, FoldOutcome, OpFoldResult};

/// What is known of a value (MLIR's `Lattice<ConstantValue>`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ConstantLattice {
    /// Nothing yet: the value may be anything once something reaches it.
    #[default]
    Uninitialized,
    /// Always this constant.
    Constant {
        /// The constant.
        value: Attribute,
        /// The op whose folder produced it: its dialect materializes it.
        folded_by: OpName,
    },
    /// Not a constant (or not known to be).
    Overdefined,
}

impl ConstantLattice {
    /// The least upper bound (two different constants are overdefined; which
    /// op folded a constant does not count).
    #[inline]
    pub fn join(self, other: ConstantLattice) -> ConstantLattice {
        match (self, other) {
            (ConstantLattice::Uninitialized, x) | (x, ConstantLattice::Uninitialized) => x,
            (ConstantLattice::Constant { value: a, .. }, ConstantLattice::Constant { value: b, .. }) if a == b => self,
            _ => ConstantLattice::Overdefined,
        }
    }

    /// The constant, if the value is one.
    #[inline]
    pub fn constant(self) -> Option<Attribute> {
        match self {
            ConstantLattice::Constant { value, .. } => Some(value),
            _ => None,
        }
    }
}

/// What the solver found about one body of the tree.
#[derive(Default)]
pub struct BodyFacts {
    /// The lattice of each value, by value id (values created after the
    /// analysis are past the end).
    pub values: Vec<ConstantLattice>,
    /// Whether each block may execute, by block id.
    pub live_blocks: Vec<bool>,
    queued: Vec<bool>,
}

impl BodyFacts {
    fn new(body: &Body) -> Self {
        BodyFacts {
            values: vec![ConstantLattice::Uninitialized; body.value_capacity()],
            live_blocks: vec![false; body.block_capacity()],
            queued: vec![false; body.op_capacity()],
        }
    }

    /// The lattice of `v` (uninitialized for values the analysis never saw).
    #[inline]
    pub fn value(&self, v: ValueId) -> ConstantLattice {
        self.values.get(v.index()).copied().unwrap_or_default()
    }

    /// Whether `block` may execute.
    #[inline]
    pub fn is_live(&self, block: BlockId) -> bool {
        self.live_blocks.get(block.index()).copied().unwrap_or(false)
    }
}

/// The op the analysis runs on, which is not part of the tree (its regions
/// are the root body's top regions).
#[derive(Clone, Copy, Debug)]
pub struct AnalysisRoot {
    /// The op's name.
    pub name: OpName,
    /// Its properties.
    pub props: Attribute,
    /// Its discardable attributes.
    pub attrs: Attribute,
    /// True when the op has no parent (it is the top of the IR), so every use
    /// of the symbols it defines is inside it.
    pub is_top_level: bool,
}

/// Which calls reach a callable (MLIR's `PredecessorState` of a callable).
#[derive(Default)]
struct Callsites {
    /// Calls from outside the analysis may reach it.
    unknown: bool,
    calls: SmallVec<[TreeOp; 2]>,
}

/// Runs the analysis over `tree`, whose root body holds the regions of `root`.
/// Folders may change ops in place while they are simulated; every such
/// change is undone.
pub fn analyze(ctx: &Context, root: AnalysisRoot, tree: &mut BodyTree) -> Vec<BodyFacts> {
    let mut solver = Solver {
        ctx,
        root,
        facts: tree.bodies().iter().map(BodyFacts::new).collect(),
        worklist: VecDeque::new(),
        callables: FxHashMap::default(),
        call_targets: FxHashMap::default(),
        symbol_tables: FxHashMap::default(),
        successors: RegionSuccessors::new(),
    };
    solver.initialize(tree);
    while let Some((b, op)) = solver.worklist.pop_front() {
        solver.facts[b as usize].queued[op.index()] = false;
        solver.visit(tree, b, op);
    }
    solver.facts
}

struct Solver<'c> {
    ctx: &'c Context,
    root: AnalysisRoot,
    facts: Vec<BodyFacts>,
    worklist: VecDeque<TreeOp>,
    callables: FxHashMap<TreeOp, Callsites>,
    /// Each call's callee, once resolved (`None`: outside the analysis).
    call_targets: FxHashMap<TreeOp, Option<TreeOp>>,
    /// The symbols of each symbol table, once looked up: the body and region
    /// holding the table's symbols, to the ops defining them.
    symbol_tables: FxHashMap<(BodyIndex, RegionId), FxHashMap<&'c str, OpId>>,
    /// Scratch space for successor lists.
    successors: RegionSuccessors,
}

/// Where a region lives: the body holding its blocks and the region there.
type TreeRegion = (BodyIndex, RegionId);

impl<'c> Solver<'c> {
    // ----- setup ------------------------------------------------------------

    fn initialize(&mut self, tree: &BodyTree) {
        // The regions of the root op execute, with arguments nothing is known of.
        let root_body = tree.body(0);
        for &region in root_body.top_regions() {
            if let Some(entry) = root_body.entry_block(region) {
                self.mark_live(tree, 0, entry);
                for &arg in root_body.block_args(entry) {
                    self.join(tree, 0, arg, ConstantLattice::Overdefined);
                }
            }
        }
        self.initialize_symbol_callables(tree);
    }

    /// MLIR's `initializeSymbolCallables`: callables that calls from outside
    /// may reach (public ones, and any symbol used other than by a call) have
    /// unknown callsites.
    fn initialize_symbol_callables(&mut self, tree: &BodyTree) {
        let mut tables = Vec::new();
        let root_def = self.ctx.op_def(self.root.name);
        let root_is_table = root_def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE));
        let mut visible = self.root.is_top_level;
        if root_is_table {
            let is_symbol = root_def.is_some_and(implements_symbol);
            visible |= !is_symbol || self.visibility(self.root.props, self.root.attrs) == Visibility::Private;
        } else {
            visible = true;
        }
        for &region in tree.body(0).top_regions() {
            self.collect_symbol_tables(tree, (0, region), visible, &mut tables);
        }
        if root_is_table {
            if let Some(&region) = tree.body(0).top_regions().first() {
                tables.push(((0, region), visible));
            }
        }
        for (table, all_uses_visible) in tables {
            self.initialize_symbol_table(tree, table, all_uses_visible);
        }
    }

    /// MLIR's `walkSymbolTables` below the root: the symbol tables nested in
    /// `region`, innermost first, with whether all uses of their symbols are
    /// visible.
    fn collect_symbol_tables(
        &self,
        tree: &BodyTree,
        (b, region): TreeRegion,
        visible: bool,
        out: &mut Vec<(TreeRegion, bool)>,
    ) {
        let body = tree.body(b);
        for block in body.blocks_of(region) {
            for op in body.block_ops(block) {
                let def = self.ctx.op_def(body.op_name(op));
                let is_table = def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE));
                let nested_visible = if is_table {
                    let is_symbol = def.is_some_and(implements_symbol);
                    visible || !is_symbol || self.visibility(body.props(op), body.attrs(op)) == Visibility::Private
                } else {
                    true
                };
                for region in self.op_regions(tree, (b, op)) {
                    self.collect_symbol_tables(tree, region, nested_visible, out);
                }
                if is_table {
                    if let Some(&first) = self.op_regions(tree, (b, op)).first() {
                        out.push((first, nested_visible));
                    }
                }
            }
        }
    }

    fn initialize_symbol_table(&mut self, tree: &BodyTree, (b, region): TreeRegion, all_uses_visible: bool) {
        let body = tree.body(b);
        let Some(block) = body.entry_block(region) else { return };
        let mut found = false;
        for op in body.block_ops(block) {
            if !self.is_symbol_callable(tree, (b, op)) {
                continue;
            }
            let visibility = self.visibility(body.props(op), body.attrs(op));
            if visibility == Visibility::Public || (!all_uses_visible && visibility == Visibility::Nested) {
                self.set_unknown_callsites((b, op));
            }
            found = true;
        }
        if !found {
            return;
        }
        // A symbol used other than by a call may be called from anywhere.
        let mut escaping = Vec::new();
        if !self.collect_non_call_symbol_uses(tree, (b, region), &mut escaping) {
            // MLIR cannot list the uses (an op of an unknown dialect with one
            // region might be a symbol table): every callable is unknown.
            for index in 0..tree.len() as BodyIndex {
                let body = tree.body(index);
                body.walk_preorder(|op| {
                    if self.ctx.op_def(body.op_name(op)).is_some_and(|d| d.has_interface::<FunctionLike>()) {
                        escaping.push((index, op));
                    }
                });
            }
            for callable in escaping {
                self.set_unknown_callsites(callable);
            }
            return;
        }
        for symbol in escaping {
            self.set_unknown_callsites(symbol);
        }
    }

    /// The callables named by the symbol uses of the ops nested in `region`
    /// other than calls, looked up from the root (not entering nested symbol
    /// tables). False when an op of an unknown dialect hides the uses.
    fn collect_non_call_symbol_uses(
        &mut self,
        tree: &BodyTree,
        (b, region): TreeRegion,
        out: &mut Vec<TreeOp>,
    ) -> bool {
        let mut stack: Vec<TreeRegion> = vec![(b, region)];
        let mut refs: Vec<Attribute> = Vec::new();
        while let Some((rb, r)) = stack.pop() {
            let body = tree.body(rb);
            for block in body.blocks_of(r) {
                for op in body.block_ops(block) {
                    let name = body.op_name(op);
                    let def = self.ctx.op_def(name);
                    let regions = self.op_regions(tree, (rb, op));
                    if regions.len() == 1 && self.ctx.dialect(self.ctx.op_dialect(name)).is_none() {
                        return false;
                    }
                    if !def.is_some_and(|d| d.has_interface::<CallLike>()) {
                        refs.clear();
                        collect_symbol_refs(self.ctx, body.props(op), &mut refs);
                        collect_symbol_refs(self.ctx, body.attrs(op), &mut refs);
                        for &r in &refs {
                            if let Some(target) = self.lookup_from_root(tree, r) {
                                out.push(target);
                            }
                        }
                    }
                    if !def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                        stack.extend(regions);
                    }
                }
            }
        }
        true
    }

    // ----- the visit ---------------------------------------------------------

    /// Revisits `op`: what it does to control flow (`DeadCodeAnalysis::visit`)
    /// and to its results (`AbstractSparseForwardDataFlowAnalysis::visitOperation`).
    fn visit(&mut self, tree: &mut BodyTree, b: BodyIndex, op: OpId) {
        let body = tree.body(b);
        let Some(block) = body.op_block(op) else { return };
        if !self.facts[b as usize].is_live(block) {
            return;
        }
        let ctx = self.ctx;
        let def = ctx.op_def(body.op_name(op));
        let is_call = def.is_some_and(|d| d.has_interface::<CallLike>());
        // An isolated op's body is in the tree, not in the op.
        let has_regions = !body.regions(op).is_empty() || tree.child((b, op)).is_some();
        let is_block_end = body.next_op(op).is_none();
        let has_successors = !body.successors(op).is_empty();
        let has_results = body.num_results(op) > 0;
        if is_call {
            self.visit_call(tree, (b, op));
        }
        if has_regions {
            self.visit_region_op(tree, (b, op), def);
        }
        if is_block_end && !has_successors {
            self.visit_region_exit(tree, b, op, block);
        }
        if has_successors {
            self.visit_branch(tree, b, op, def);
        }
        if has_results && !has_regions && !is_call {
            self.visit_fold(tree, b, op);
        }
    }

    /// Ops with regions: region-branch ops pass values into their regions;
    /// callables run when called; regions of other ops run, with unknown
    /// arguments, and give unknown results.
    fn visit_region_op(&mut self, tree: &BodyTree, op: TreeOp, def: Option<&OpDef>) {
        if let Some(branch) = def.and_then(|d| d.get_interface::<RegionBranch>()) {
            self.visit_region_branch(tree, op, branch);
            return;
        }
        if self.is_callable(def) {
            let (unknown, called) =
                self.callables.get(&op).map_or((false, false), |c| (c.unknown, !c.calls.is_empty()));
            if unknown || called {
                for region in self.op_regions(tree, op) {
                    if let Some(entry) = tree.body(region.0).entry_block(region.1) {
                        if self.mark_live(tree, region.0, entry) && !unknown {
                            // The callsites may have pushed their operands before
                            // the entry was live: have them push again.
                            let calls = self.callables.get(&op).map(|c| c.calls.clone()).unwrap_or_default();
                            for call in calls {
                                self.enqueue(call.0, call.1);
                            }
                        }
                        if unknown {
                            self.overdefine_args(tree, region.0, entry, 0..usize::MAX);
                        }
                    }
                }
            }
        } else {
            for region in self.op_regions(tree, op) {
                if let Some(entry) = tree.body(region.0).entry_block(region.1) {
                    self.mark_live(tree, region.0, entry);
                    self.overdefine_args(tree, region.0, entry, 0..usize::MAX);
                }
            }
        }
        self.overdefine_results(tree, op);
    }

    /// A region-branch op starts: once its operands are known, the regions
    /// (or results) it enters receive its entry operands.
    fn visit_region_branch(&mut self, tree: &BodyTree, op: TreeOp, branch: &RegionBranch) {
        let body = tree.body(op.0);
        let Some(operands) = self.operand_constants(body, op.0, op.1) else { return };
        let mut successors = std::mem::take(&mut self.successors);
        successors.clear();
        (branch.entry_successors)(self.ctx, body, op.1, &operands, &mut successors);
        for &successor in &successors {
            let forwarded = (branch.entry_operands)(body, op.1, successor);
            self.pass_to_region_successor(tree, op, Some(forwarded), op, branch, successor);
        }
        self.successors = successors;
    }

    /// A terminator ends its block with no successor: if the block's region
    /// belongs to a region-branch op or a callable, control leaves it.
    fn visit_region_exit(&mut self, tree: &BodyTree, b: BodyIndex, op: OpId, block: BlockId) {
        let body = tree.body(b);
        let Some(region) = body.block_region(block) else { return };
        let (owner, region_index) = match body.region_parent(region) {
            Some(parent) => (Some((b, parent)), body.regions(parent).iter().position(|&r| r == region)),
            None => (tree.owner(b), body.top_regions().iter().position(|&r| r == region)),
        };
        // The root's own regions return to an op outside the analysis.
        let (Some(owner), Some(region_index)) = (owner, region_index) else { return };
        let owner_def = self.ctx.op_def(tree.body(owner.0).op_name(owner.1));
        if let Some(branch) = owner_def.and_then(|d| d.get_interface::<RegionBranch>()) {
            self.visit_region_terminator(tree, (b, op), owner, region_index as u32, branch);
        } else if self.is_callable(owner_def) {
            self.visit_callable_terminator(tree, (b, op), owner);
        }
    }

    /// A region of a region-branch op finishes: once the terminator's
    /// operands are known, the regions (or results) it goes to receive the
    /// values it forwards.
    fn visit_region_terminator(
        &mut self,
        tree: &BodyTree,
        terminator: TreeOp,
        owner: TreeOp,
        from: u32,
        branch: &RegionBranch,
    ) {
        let body = tree.body(terminator.0);
        let Some(operands) = self.operand_constants(body, terminator.0, terminator.1) else { return };
        let interface =
            self.ctx.op_def(body.op_name(terminator.1)).and_then(|d| d.get_interface::<RegionBranchTerminator>());
        let mut successors = std::mem::take(&mut self.successors);
        successors.clear();
        match interface.and_then(|i| i.successors) {
            Some(decide) => decide(self.ctx, body, terminator.1, &operands, &mut successors),
            None => (branch.region_successors)(tree.body(owner.0), owner.1, from, &mut successors),
        }
        // A terminator that does not say what it forwards passes unknown values.
        let forwarded = interface.map(|i| (i.forwarded_operands)(body, terminator.1));
        for &successor in &successors {
            self.pass_to_region_successor(tree, terminator, forwarded.clone(), owner, branch, successor);
        }
        self.successors = successors;
    }

    /// Control goes from `source` (the region-branch op `owner` itself or a
    /// terminator in its regions) to `successor`, passing `source`'s operands
    /// `forwarded` (or unknown values when `None`).
    fn pass_to_region_successor(
        &mut self,
        tree: &BodyTree,
        source: TreeOp,
        forwarded: Option<Range<usize>>,
        owner: TreeOp,
        branch: &RegionBranch,
        successor: RegionSuccessor,
    ) {
        let owner_body = tree.body(owner.0);
        let inputs = (branch.successor_inputs)(owner_body, owner.1, successor);
        let (target_body, targets): (BodyIndex, SmallVec<[ValueId; 8]>) = match successor {
            RegionSuccessor::Parent => (owner.0, owner_body.results(owner.1).collect()),
            RegionSuccessor::Region(index) => {
                let Some(&region) = self.op_regions(tree, owner).get(index as usize) else { return };
                let Some(entry) = tree.body(region.0).entry_block(region.1) else { return };
                self.mark_live(tree, region.0, entry);
                let args = tree.body(region.0).block_args(entry);
                // Arguments control flow does not set (an induction variable).
                for (i, &arg) in args.iter().enumerate() {
                    if !inputs.contains(&i) {
                        self.join(tree, region.0, arg, ConstantLattice::Overdefined);
                    }
                }
                (region.0, args.into())
            }
        };
        let targets = targets.get(inputs.clone()).unwrap_or(&[]);
        match forwarded {
            Some(range) => {
                let source_body = tree.body(source.0);
                for (i, &target) in range.zip(targets) {
                    if i < source_body.num_operands(source.1) {
                        let value = self.facts[source.0 as usize].value(source_body.operand(source.1, i));
                        self.join(tree, target_body, target, value);
                    }
                }
            }
            None => {
                for &target in targets {
                    self.join(tree, target_body, target, ConstantLattice::Overdefined);
                }
            }
        }
    }

    /// A terminator with successors: once its operands are known, the
    /// successors it may take run, and their arguments receive what it passes.
    fn visit_branch(&mut self, tree: &BodyTree, b: BodyIndex, op: OpId, def: Option<&OpDef>) {
        let body = tree.body(b);
        let Some(branch) = def.and_then(|d| d.get_interface::<BranchOp>()) else {
            // Nothing is known of where it goes or what it passes.
            for &successor in body.successors(op) {
                self.mark_live(tree, b, successor);
                self.overdefine_args(tree, b, successor, 0..usize::MAX);
            }
            return;
        };
        let Some(operands) = self.operand_constants(body, b, op) else { return };
        let taken = (branch.successor_for_operands)(self.ctx, body, op, &operands);
        let successors = body.successors(op);
        // MLIR's edges join blocks, not successor slots: once the edge to a
        // block is live, every slot of this branch targeting it passes values.
        let taken_block = taken.and_then(|i| successors.get(i).copied());
        for (index, &successor) in successors.iter().enumerate() {
            if taken_block.is_some_and(|t| t != successor) {
                continue;
            }
            self.mark_live(tree, b, successor);
            let forwarded = (branch.successor_operands)(self.ctx, body, op, index);
            let args = body.block_args(successor);
            let passed = forwarded.as_ref().map_or(0, |r| r.len());
            if let Some(range) = forwarded {
                for (i, &arg) in range.zip(args) {
                    if i < body.num_operands(op) {
                        let value = self.facts[b as usize].value(body.operand(op, i));
                        self.join(tree, b, arg, value);
                    }
                }
            }
            // Arguments the branch does not pass are produced by it.
            if passed < args.len() {
                self.overdefine_args(tree, b, successor, passed..usize::MAX);
            }
        }
    }

    /// A call: within the analysis, it reaches its callee, whose arguments
    /// receive its operands (its returns give its results); otherwise its
    /// results are unknown.
    fn visit_call(&mut self, tree: &BodyTree, call: TreeOp) {
        let Some(callee) = self.resolve_call(tree, call) else {
            self.overdefine_results(tree, call);
            return;
        };
        let callsites = self.callables.entry(callee).or_default();
        let is_new = !callsites.calls.contains(&call);
        if is_new {
            callsites.calls.push(call);
            // The callee's entry may become live, and its returns now also
            // reach this call.
            self.enqueue(callee.0, callee.1);
            for region in self.op_regions(tree, callee) {
                let body = tree.body(region.0);
                for block in body.blocks_of(region.1) {
                    if let Some(last) = body.last_op(block) {
                        self.enqueue(region.0, last);
                    }
                }
            }
        }
        if self.callables.get(&callee).is_some_and(|c| c.unknown) {
            return;
        }
        let Some(&region) = self.op_regions(tree, callee).first() else { return };
        let Some(entry) = tree.body(region.0).entry_block(region.1) else { return };
        if !self.facts[region.0 as usize].is_live(entry) {
            return;
        }
        let call_body = tree.body(call.0);
        let args = tree.body(region.0).block_args(entry);
        for (i, &arg) in args.iter().enumerate().take(call_body.num_operands(call.1)) {
            let value = self.facts[call.0 as usize].value(call_body.operand(call.1, i));
            self.join(tree, region.0, arg, value);
        }
    }

    /// A terminator of a callable's region: return-like ones give their
    /// operands to the results of every call reaching the callable.
    fn visit_callable_terminator(&mut self, tree: &BodyTree, terminator: TreeOp, callable: TreeOp) {
        let body = tree.body(terminator.0);
        if body.num_operands(terminator.1) == 0 {
            return;
        }
        let Some(calls) = self.callables.get(&callable).map(|c| c.calls.clone()) else { return };
        let return_like = self.ctx.op_def(body.op_name(terminator.1)).is_some_and(|d| d.has(Traits::RETURN_LIKE));
        for call in calls {
            if !return_like {
                self.overdefine_results(tree, call);
                continue;
            }
            let call_body = tree.body(call.0);
            for (i, result) in call_body.results(call.1).enumerate().take(body.num_operands(terminator.1)) {
                let value = self.facts[terminator.0 as usize].value(body.operand(terminator.1, i));
                self.join(tree, call.0, result, value);
            }
        }
    }

    /// An ordinary op (`SparseConstantPropagation::visitOperation`): once its
    /// operands are known, its results are what its folder makes of their
    /// constant values; an op that does not fold, or folds in place, has
    /// unknown results.
    fn visit_fold(&mut self, tree: &mut BodyTree, b: BodyIndex, op: OpId) {
        let body = tree.body(b);
        let Some(operands) = self.operand_constants(body, b, op) else { return };
        // The constants are simulated values: an in-place fold is undone.
        let saved_operands: SmallVec<[ValueId; 8]> = body.operands(op).collect();
        let (props, attrs) = (body.props(op), body.attrs(op));
        let name = body.op_name(op);
        let mut outcome = fold_op_with_constants(self.ctx, tree.body_mut(b), op, &operands);
        // A single-result folder returning the op's own result folded in
        // place (MLIR's idiom, which `Operation::fold` reports as such).
        if let FoldOutcome::Results(results) = &outcome {
            if results.len() == 1 && results[0] == OpFoldResult::Value(tree.body(b).result(op, 0)) {
                outcome = FoldOutcome::InPlace;
            }
        }
        match outcome {
            FoldOutcome::Results(results) => {
                let body = tree.body(b);
                let values: SmallVec<[(ValueId, ConstantLattice); 4]> = body
                    .results(op)
                    .zip(&results)
                    .map(|(result, folded)| {
                        let lattice = match *folded {
                            OpFoldResult::Attr(value) => ConstantLattice::Constant { value, folded_by: name },
                            OpFoldResult::Value(v) => self.facts[b as usize].value(v),
                        };
                        (result, lattice)
                    })
                    .collect();
                for (result, lattice) in values {
                    self.join(tree, b, result, lattice);
                }
            }
            FoldOutcome::InPlace => {
                let body = tree.body_mut(b);
                if !body.operands(op).eq(saved_operands.iter().copied()) {
                    body.set_operands(op, &saved_operands);
                }
                body.op_mut(op).set_props(props);
                body.op_mut(op).set_attrs(attrs);
                self.overdefine_results(tree, (b, op));
            }
            FoldOutcome::Failed => self.overdefine_results(tree, (b, op)),
        }
    }

    // ----- lattices and liveness --------------------------------------------

    /// The constant values of `op`'s operands (`None` for unknown ones), or
    /// `None` while one of them is uninitialized.
    fn operand_constants(&self, body: &Body, b: BodyIndex, op: OpId) -> Option<SmallVec<[Option<Attribute>; 4]>> {
        let facts = &self.facts[b as usize];
        body.operands(op)
            .map(|v| match facts.value(v) {
                ConstantLattice::Uninitialized => None,
                ConstantLattice::Constant { value, .. } => Some(Some(value)),
                ConstantLattice::Overdefined => Some(None),
            })
            .collect()
    }

    /// Joins `lattice` into `v`'s; on a change, `v`'s users are revisited.
    fn join(&mut self, tree: &BodyTree, b: BodyIndex, v: ValueId, lattice: ConstantLattice) {
        let facts = &mut self.facts[b as usize];
        let Some(slot) = facts.values.get_mut(v.index()) else { return };
        let joined = slot.join(lattice);
        if joined == *slot {
            return;
        }
        *slot = joined;
        let body = tree.body(b);
        for u in body.uses_of(v) {
            let user = body.use_owner(u).0;
            if !facts.queued[user.index()] {
                facts.queued[user.index()] = true;
                self.worklist.push_back((b, user));
            }
        }
    }

    fn overdefine_results(&mut self, tree: &BodyTree, op: TreeOp) {
        for result in tree.body(op.0).results(op.1) {
            self.join(tree, op.0, result, ConstantLattice::Overdefined);
        }
    }

    /// Marks the arguments of `block` in `range` overdefined.
    fn overdefine_args(&mut self, tree: &BodyTree, b: BodyIndex, block: BlockId, range: Range<usize>) {
        let args = tree.body(b).block_args(block);
        let end = range.end.min(args.len());
        for &arg in &args[range.start.min(end)..end] {
            self.join(tree, b, arg, ConstantLattice::Overdefined);
        }
    }

    /// Marks `block` live; the first time, its ops are visited. True if it
    /// was not live before.
    fn mark_live(&mut self, tree: &BodyTree, b: BodyIndex, block: BlockId) -> bool {
        let facts = &mut self.facts[b as usize];
        let Some(live) = facts.live_blocks.get_mut(block.index()) else { return false };
        if *live {
            return false;
        }
        *live = true;
        for op in tree.body(b).block_ops(block) {
            if !facts.queued[op.index()] {
                facts.queued[op.index()] = true;
                self.worklist.push_back((b, op));
            }
        }
        true
    }

    fn enqueue(&mut self, b: BodyIndex, op: OpId) {
        let queued = &mut self.facts[b as usize].queued;
        if let Some(q) = queued.get_mut(op.index()) {
            if !*q {
                *q = true;
                self.worklist.push_back((b, op));
            }
        }
    }

    // ----- calls and symbols -------------------------------------------------

    /// MLIR's `CallableOpInterface`: function-like ops.
    fn is_callable(&self, def: Option<&OpDef>) -> bool {
        def.is_some_and(|d| d.has_interface::<FunctionLike>())
    }

    /// A callable symbol with a body (a function definition).
    fn is_symbol_callable(&self, tree: &BodyTree, op: TreeOp) -> bool {
        let def = self.ctx.op_def(tree.body(op.0).op_name(op.1));
        self.is_callable(def)
            && def.is_some_and(|d| d.has(Traits::SYMBOL))
            && self.op_regions(tree, op).first().is_some_and(|r| !tree.body(r.0).region_is_empty(r.1))
    }

    fn set_unknown_callsites(&mut self, callable: TreeOp) {
        let callsites = self.callables.entry(callable).or_default();
        if !callsites.unknown {
            callsites.unknown = true;
            self.enqueue(callable.0, callable.1);
        }
    }

    /// The callee of a call when it is a function defined inside the analysed
    /// op (MLIR treats any other as external: unknown results).
    fn resolve_call(&mut self, tree: &BodyTree, call: TreeOp) -> Option<TreeOp> {
        if let Some(&target) = self.call_targets.get(&call) {
            return target;
        }
        let body = tree.body(call.0);
        let callee_attr = self
            .ctx
            .op_def(body.op_name(call.1))
            .and_then(|d| d.get_interface::<CallLike>())
            .and_then(|c| body.attr(self.ctx, call.1, c.callee_attr));
        let target = callee_attr
            .and_then(|attr| {
                let table = self.nearest_symbol_table(tree, call)?;
                self.lookup_symbol_ref(tree, table, attr)
            })
            .filter(|&callee| self.is_symbol_callable(tree, callee));
        self.call_targets.insert(call, target);
        target
    }

    /// The region holding the symbols of the symbol table enclosing `op`
    /// inside the tree (the root op counts when it is one).
    fn nearest_symbol_table(&self, tree: &BodyTree, (mut b, op): TreeOp) -> Option<TreeRegion> {
        let mut current = tree.body(b).parent_op(op);
        loop {
            match current {
                Some(parent) => {
                    let body = tree.body(b);
                    if self.ctx.op_def(body.op_name(parent)).is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                        return self.op_regions(tree, (b, parent)).first().copied();
                    }
                    current = body.parent_op(parent);
                }
                None => match tree.owner(b) {
                    Some((owner_body, owner)) => {
                        if self
                            .ctx
                            .op_def(tree.body(owner_body).op_name(owner))
                            .is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
                        {
                            return self.op_regions(tree, (owner_body, owner)).first().copied();
                        }
                        b = owner_body;
                        current = tree.body(b).parent_op(owner);
                    }
                    None => {
                        let root_is_table =
                            self.ctx.op_def(self.root.name).is_some_and(|d| d.has(Traits::SYMBOL_TABLE));
                        return root_is_table.then(|| tree.body(0).top_regions().first().map(|&r| (0, r))).flatten();
                    }
                },
            }
        }
    }

    /// MLIR's `lookupSymbolIn(top, ref)` with the root as `top`.
    fn lookup_from_root(&mut self, tree: &BodyTree, symbol_ref: Attribute) -> Option<TreeOp> {
        if !self.ctx.op_def(self.root.name).is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
            return None;
        }
        let region = *tree.body(0).top_regions().first()?;
        self.lookup_symbol_ref(tree, (0, region), symbol_ref)
    }

    /// Looks a (possibly nested) symbol reference up in a symbol table.
    fn lookup_symbol_ref(&mut self, tree: &BodyTree, table: TreeRegion, symbol_ref: Attribute) -> Option<TreeOp> {
        let AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(symbol_ref) else { return None };
        let mut found = self.lookup_symbol(tree, table, self.ctx.ident_str(*root))?;
        for &name in nested.iter() {
            let def = self.ctx.op_def(tree.body(found.0).op_name(found.1));
            if !def.is_some_and(|d| d.has(Traits::SYMBOL_TABLE)) {
                return None;
            }
            let inner = *self.op_regions(tree, found).first()?;
            found = self.lookup_symbol(tree, inner, self.ctx.ident_str(name))?;
        }
        Some(found)
    }

    fn lookup_symbol(&mut self, tree: &BodyTree, table: TreeRegion, name: &str) -> Option<TreeOp> {
        let ctx = self.ctx;
        let symbols = self.symbol_tables.entry(table).or_insert_with(|| {
            let body = tree.body(table.0);
            let sym_name = ctx.ident("sym_name");
            let mut symbols = FxHashMap::default();
            if let Some(block) = body.entry_block(table.1) {
                for op in body.block_ops(block) {
                    let attr = ctx
                        .dict_get_ident(body.props(op), sym_name)
                        .or_else(|| ctx.dict_get_ident(body.attrs(op), sym_name));
                    if let Some(name) = attr.and_then(|a| ctx.str_value(a)) {
                        symbols.entry(name).or_insert(op);
                    }
                }
            }
            symbols
        });
        symbols.get(name).map(|&op| (table.0, op))
    }

    fn visibility(&self, props: Attribute, attrs: Attribute) -> Visibility {
        let attr = self.ctx.dict_get(props, SYM_VISIBILITY).or_else(|| self.ctx.dict_get(attrs, SYM_VISIBILITY));
        match attr.and_then(|a| self.ctx.str_value(a)) {
            Some("private") => Visibility::Private,
            Some("nested") => Visibility::Nested,
            _ => Visibility::Public,
        }
    }

    /// The regions of `op`, wherever they live (an isolated op's are in its
    /// own body).
    fn op_regions(&self, tree: &BodyTree, (b, op): TreeOp) -> SmallVec<[TreeRegion; 2]> {
        match tree.child((b, op)) {
            Some(child) => tree.body(child).top_regions().iter().map(|&r| (child, r)).collect(),
            None => tree.body(b).regions(op).iter().map(|&r| (b, r)).collect(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Visibility {
    Public,
    Private,
    Nested,
}

/// The symbol references held in `attr` (in arrays and dictionaries too).
fn collect_symbol_refs(ctx: &Context, attr: Attribute, out: &mut Vec<Attribute>) {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { .. } => out.push(attr),
        AttrKind::Array(items) => {
            for &item in items.iter() {
                collect_symbol_refs(ctx, item, out);
            }
        }
        AttrKind::Dictionary(entries) => {
            for entry in entries.iter() {
                collect_symbol_refs(ctx, entry.value, out);
            }
        }
        _ => {}
    }
}

/// The op implements MLIR's `SymbolOpInterface`, as `walkSymbolTables`
/// asks it: a symbol, or a `builtin.module`, an optional symbol whether or
/// not it has a name (an anonymous one is public).
fn implements_symbol(def: &OpDef) -> bool {
    def.has(Traits::SYMBOL) || def.name() == ModuleOp::NAME
}
