//! `sccp`: sparse conditional constant propagation, as MLIR's `SCCP` pass:
//! the analysis of [`crate::dataflow`], then the rewrite of `SCCP.cpp`
//! (values found constant are replaced by constants materialized at the start
//! of their isolated region, and ops left without uses and effects are
//! erased). Declared in `transforms.toml`.

use rustc_hash::FxHashMap;

use crate::dataflow::{analyze, AnalysisRoot, BodyFacts, BodyIndex, BodyTree, ConstantLattice};
use crate::interfaces::would_op_be_trivially_dead;
use crate::ir::{Attribute, BlockId, Body, Context, InsertPoint, OpId, OpName, RegionId, Type, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};
use crate::rewrite::ConstantMaterializer;

use super::generated::SCCP;

impl PassBehavior for SCCP {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let root = {
            let view = op.view();
            AnalysisRoot {
                name: view.body.op_name(view.op),
                props: view.body.props(view.op),
                attrs: view.body.attrs(view.op),
                is_top_level: op.parent_name().is_none(),
            }
        };
        run_sccp(ctx, root, op.body_mut());
        Ok(())
    }
}

/// Runs SCCP on `body`, the body of the op `root` describes.
pub fn run_sccp(ctx: &Context, root: AnalysisRoot, body: &mut Body) {
    let mut tree = BodyTree::take(body);
    let facts = analyze(ctx, root, &mut tree);
    // The rewrite goes body by body: constants never leave their isolated
    // region, so each body's rewrite is independent of the others'.
    let mut children: Vec<Vec<(OpId, BodyIndex)>> = vec![Vec::new(); tree.len()];
    for index in 1..tree.len() as BodyIndex {
        if let Some((parent, op)) = tree.owner(index) {
            children[parent as usize].push((op, index));
        }
    }
    tree.restore(body);
    rewrite_body(ctx, body, 0, &facts, &children);
}

/// Rewrites body `index` of the analysed tree, then the bodies of the isolated
/// ops that remain in it.
fn rewrite_body(
    ctx: &Context,
    body: &mut Body,
    index: BodyIndex,
    facts: &[BodyFacts],
    children: &[Vec<(OpId, BodyIndex)>],
) {
    let mut folder = ConstantFolder::default();
    rewrite(ctx, body, &facts[index as usize], &mut folder);
    for &(op, child) in &children[index as usize] {
        if body.is_erased(op) {
            continue;
        }
        if let Some(inner) = body.isolated_body_mut(op) {
            rewrite_body(ctx, inner, child, facts, children);
        }
    }
}

/// `SCCP.cpp`'s `rewrite`: blocks are taken from a stack (a region's blocks in
/// order, the regions of the ops of a block in reverse); in each block, the
/// results of each op are replaced, the op erased if all were and it has no
/// effects, and then the block's arguments are replaced.
fn rewrite<'c>(ctx: &'c Context, body: &mut Body, facts: &BodyFacts, folder: &mut ConstantFolder<'c>) {
    let mut worklist: Vec<BlockId> = Vec::new();
    let push_regions = |worklist: &mut Vec<BlockId>, body: &Body, regions: &[RegionId]| {
        for &region in regions {
            let start = worklist.len();
            worklist.extend(body.blocks_of(region));
            worklist[start..].reverse();
        }
    };
    push_regions(&mut worklist, body, body.top_regions());
    let mut regions_scratch: Vec<RegionId> = Vec::new();
    while let Some(block) = worklist.pop() {
        let mut cursor = body.first_op(block);
        while let Some(op) = cursor {
            cursor = body.next_op(op);
            let num_results = body.num_results(op);
            let mut replaced_all = num_results != 0;
            for i in 0..num_results {
                let result = body.result(op, i);
                replaced_all &= replace_with_constant(ctx, body, facts, folder, result, block);
            }
            if replaced_all && would_op_be_trivially_dead(ctx, body, op) {
                body.erase_op(op);
                continue;
            }
            regions_scratch.clear();
            regions_scratch.extend_from_slice(body.regions(op));
            push_regions(&mut worklist, body, &regions_scratch);
        }
        for i in 0..body.block_args(block).len() {
            let arg = body.block_args(block)[i];
            replace_with_constant(ctx, body, facts, folder, arg, block);
        }
    }
}

/// `SCCP.cpp`'s `replaceWithConstant`: if `value` is constant, its uses are
/// pointed at a constant materialized for code in `block`. True if replaced.
fn replace_with_constant<'c>(
    ctx: &'c Context,
    body: &mut Body,
    facts: &BodyFacts,
    folder: &mut ConstantFolder<'c>,
    value: ValueId,
    block: BlockId,
) -> bool {
    let ConstantLattice::Constant { value: constant, folded_by } = facts.value(value) else { return false };
    let ty = body.value_type(value);
    let Some(replacement) = folder.get_or_create(ctx, body, block, folded_by, constant, ty) else { return false };
    body.replace_all_uses_with(value, replacement);
    true
}

/// The constants one rewrite created, by region, dialect, value and type, as
/// MLIR's `OperationFolder::getOrCreateConstant` keeps them: each is created
/// once, at the start of the entry block of the region that code in a given
/// block uses constants from, with an unknown location.
#[derive(Default)]
struct ConstantFolder<'c> {
    constants: FxHashMap<(RegionId, &'c str, Attribute, Type), OpId>,
    /// The dialect namespace and constant materializer of each op name that
    /// folded something.
    dialects: FxHashMap<OpName, Option<(&'c str, ConstantMaterializer)>>,
}

impl<'c> ConstantFolder<'c> {
    fn get_or_create(
        &mut self,
        ctx: &'c Context,
        body: &mut Body,
        block: BlockId,
        folded_by: OpName,
        value: Attribute,
        ty: Type,
    ) -> Option<ValueId> {
        let (dialect, materializer) = self.dialect_of(ctx, folded_by)?;
        let region = insertion_region(ctx, body, block)?;
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.constants.get(&key) {
            return Some(body.result(existing, 0));
        }
        let entry = body.entry_block(region)?;
        let op = (materializer.0)(ctx, body, value, ty, ctx.unknown_loc())?;
        if body.num_results(op) != 1 {
            // Not a constant op: a broken materializer; leave the value alone.
            body.erase_op(op);
            return None;
        }
        body.insert_op(op, InsertPoint::BlockStart(entry));
        // A dialect may materialize a constant of another dialect: it is then
        // known under both, and an existing one of the other dialect wins.
        let created = ctx.op_dialect(body.op_name(op));
        if created != dialect {
            let other_key = (region, created, value, ty);
            if let Some(&existing) = self.constants.get(&other_key) {
                body.erase_op(op);
                self.constants.insert(key, existing);
                return Some(body.result(existing, 0));
            }
            self.constants.insert(other_key, op);
        }
        self.constants.insert(key, op);
        Some(body.result(op, 0))
    }

    /// The dialect namespace of `name` and its constant materializer.
    fn dialect_of(&mut self, ctx: &'c Context, name: OpName) -> Option<(&'c str, ConstantMaterializer)> {
        *self.dialects.entry(name).or_insert_with(|| {
            let namespace = ctx.op_dialect(name);
            let materializer = *ctx.dialect(namespace)?.get_hook::<ConstantMaterializer>()?;
            Some((namespace, materializer))
        })
    }
}

/// MLIR's `getInsertionRegion`: from `block` up to the region of an isolated
/// (here: the body's top region) or unregistered op.
fn insertion_region(ctx: &Context, body: &Body, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = body.block_region(block)?;
        let Some(parent) = body.region_parent(region) else { return Some(region) };
        if ctx.op_def(body.op_name(parent)).is_none() {
            return Some(region);
        }
        block = body.op_block(parent)?;
    }
}
