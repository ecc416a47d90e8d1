//! Inlining one call (MLIR's `inlineCall` and `inlineRegion` from
//! `InliningUtils.cpp`): legality through the dialects' [`DialectInliner`]
//! hooks, cloning the callee's body into the caller's arena, splitting the
//! caller's block, remapping locations and handling the callee's returns.

use crate::dialects::builtin::UnrealizedConversionCastOp;
use crate::dialects::cf::BranchOp;
use rustc_hash::FxHashMap;

use crate::dialects::{DialectInliner, FunctionLike};
use crate::ir::{
    BlockId, Body, Context, InsertPoint, LocKind, Location, OpId, OpSpec, OpView, RegionId, Type, ValueId, ValueMap,
};

use super::call_graph::{body_at, body_at_mut, CallSite};

/// The inliner hook of the dialect of the op `name`, if the dialect is
/// registered and has one (MLIR's `getInterfaceFor`).
pub(crate) fn dialect_inliner(ctx: &Context, name: crate::ir::OpName) -> Option<DialectInliner> {
    ctx.dialect(ctx.op_dialect(name))?.get_hook::<DialectInliner>().copied()
}

/// Inlines the callable at `callee` (a path from `root`) at `call`, leaving
/// the call in place with its results unused (the caller erases it).
/// `inlined` is called with the tree (the caller's body taken out), the
/// caller's body and the blocks that came from the callee once they are in
/// place, before their returns are rewritten (MLIR's
/// `processInlinedBlocks`, where the inliner collects the new calls).
/// Fails, with nothing changed, when the call cannot be inlined.
pub(crate) fn inline_call(
    ctx: &Context,
    root: &mut Body,
    call: &CallSite,
    callee: &[OpId],
    inlined: &mut dyn FnMut(&Body, &Body, &[BlockId]),
) -> Result<(), ()> {
    // The caller's body is taken out of the tree while it changes, so that
    // the callee (elsewhere in the tree) can be read meanwhile. A callee
    // nested in the caller's own body (only possible through a symbol table
    // nested in a function) is not inlined.
    let (&owner, owner_parent) = call.body.split_last().ok_or(())?;
    if callee.starts_with(&call.body) || call.body.starts_with(callee) {
        return Err(());
    }
    let mut caller = body_at_mut(root, owner_parent).and_then(|b| b.take_isolated_body(owner)).ok_or(())?;
    let result = inline_into(ctx, root, &mut caller, call, callee, inlined);
    if let Some(parent) = body_at_mut(root, owner_parent) {
        parent.put_isolated_body(owner, caller);
    }
    result
}

fn inline_into(
    ctx: &Context,
    root: &Body,
    caller: &mut Body,
    call: &CallSite,
    callee_path: &[OpId],
    inlined: &mut dyn FnMut(&Body, &Body, &[BlockId]),
) -> Result<(), ()> {
    let (&owner, owner_parent) = call.body.split_last().ok_or(())?;
    let owner_view = OpView::new(ctx, body_at(root, owner_parent).ok_or(())?, owner, None);
    let (&callee_op, callee_parent) = callee_path.split_last().ok_or(())?;
    let callee_holder = body_at(root, callee_parent).ok_or(())?;
    let callee_view = OpView::new(ctx, callee_holder, callee_op, None);
    let callee = callee_holder.isolated_body(callee_op).ok_or(())?;
    let region = *callee.top_regions().first().ok_or(())?;
    let callee_entry = callee.entry_block(region).ok_or(())?;

    // The call and the callable must agree on their signature (the `func`
    // dialect materializes no conversions).
    let call_op = call.op;
    let operands: Vec<ValueId> = caller.operands(call_op).collect();
    let results: Vec<ValueId> = caller.results(call_op).collect();
    let function = ctx.op_def(callee_view.body.op_name(callee_op)).and_then(|d| d.get_interface::<FunctionLike>());
    let result_types: Vec<Type> = function
        .and_then(|f| f.result_types(ctx, callee_view.body.props(callee_op), callee_view.body.attrs(callee_op), callee))
        .ok_or(())?;
    let entry_args = callee.block_args(callee_entry);
    if operands.len() != entry_args.len() || results.len() != result_types.len() {
        return Err(());
    }
    let types_match = operands.iter().zip(entry_args).all(|(&o, &a)| caller.value_type(o) == callee.value_type(a))
        && results.iter().zip(&result_types).all(|(&r, &t)| caller.value_type(r) == t);
    if !types_match {
        return Err(());
    }

    // Legality: the call's dialect, the dialect of the op whose region
    // receives the code, and the dialect of every op inlined.
    let call_view = OpView::new(ctx, caller, call_op, None);
    let call_hook = dialect_inliner(ctx, caller.op_name(call_op)).ok_or(())?;
    if !(call_hook.call_is_legal)(&call_view, &callee_view) {
        return Err(());
    }
    let call_block = caller.op_block(call_op).ok_or(())?;
    let dest_region = caller.block_region(call_block).ok_or(())?;
    let dest_view = match caller.region_parent(dest_region) {
        Some(parent) => OpView::new(ctx, caller, parent, None),
        None => owner_view,
    };
    let dest_hook = dialect_inliner(ctx, dest_view.body.op_name(dest_view.op)).ok_or(())?;
    if !(dest_hook.region_is_legal)(&dest_view) || !ops_are_legal(ctx, callee) {
        return Err(());
    }
    // How the callee's returns are handled, checked before anything changes.
    let return_op = |body: &Body, block: BlockId| -> Option<OpId> {
        let term = body.last_op(block)?;
        let hook = dialect_inliner(ctx, body.op_name(term))?;
        (hook.return_op? == ctx.op_name_str(body.op_name(term))).then_some(term)
    };
    let single_block = callee.next_block(callee_entry).is_none();
    if single_block && return_op(callee, callee_entry).is_none() {
        return Err(());
    }
    // The branch the returns become: the one of the returns' dialect.
    let branch_op = if single_block {
        None
    } else {
        let first_return = callee.blocks_of(region).find_map(|b| return_op(callee, b));
        let hook = first_return.and_then(|r| dialect_inliner(ctx, callee.op_name(r)));
        let name = hook.map_or(BranchOp::NAME, |h| h.branch_op);
        let dialect = name.split('.').next().unwrap_or(name);
        if !ctx.is_dialect_registered(dialect) {
            return Err(());
        }
        Some(ctx.op_name(name))
    };

    // Clone the callee's blocks (into a region of their own for now).
    let mut map = ValueMap::new();
    let scratch = caller.create_detached_region();
    caller.clone_region_into(ctx, callee, region, scratch, &mut map);
    let new_blocks: Vec<BlockId> = caller.blocks_of(scratch).collect();
    let Some(&entry) = new_blocks.first() else { return Err(()) };
    // The call's operands stand for the entry block's arguments (MLIR's
    // clone maps them and creates none; these die with the entry block).
    let entry_args: Vec<ValueId> = caller.block_args(entry).to_vec();
    for (&arg, &operand) in entry_args.iter().zip(&operands) {
        caller.replace_all_uses_with(arg, operand);
    }
    // With several blocks, they go between the call's block and a new block
    // holding what followed the call. One block is spliced in after the call
    // instead, which MLIR reaches by splitting and merging back: the same IR
    // without moving the rest of the caller's block twice.
    let post = if single_block {
        None
    } else {
        let post = split_block_after(caller, dest_region, call_block, call_op);
        caller.take_region_body(scratch, dest_region, Some(post));
        Some(post)
    };

    let call_loc = caller.loc(call_op);
    if !matches!(ctx.loc_kind(call_loc), LocKind::Unknown) {
        let mut remap = LocationRemapper { ctx, caller_loc: call_loc, cache: FxHashMap::default() };
        for &block in &new_blocks {
            if block != entry {
                remap.block_args(caller, block);
            }
            let ops: Vec<OpId> = caller.block_ops(block).collect();
            for op in ops {
                remap.op(caller, op);
            }
        }
    }

    inlined(root, caller, &new_blocks);

    match post {
        None => {
            // The return's operands replace the call's results.
            let ret = return_op(caller, entry).ok_or(())?;
            let values: Vec<ValueId> = caller.operands(ret).collect();
            for (&result, &value) in results.iter().zip(&values) {
                caller.replace_all_uses_with(result, value);
            }
            caller.erase_op(ret);
            caller.move_block_ops(entry, InsertPoint::After(call_op));
        }
        Some(post) => {
            // The block after the call receives the results as arguments, and
            // each return branches to it.
            for (&result, &ty) in results.iter().zip(&result_types) {
                let arg = caller.add_block_arg(post, ty, caller.value_loc(result));
                caller.replace_all_uses_with(result, arg);
            }
            for &block in &new_blocks {
                let Some(ret) = return_op(caller, block) else { continue };
                let values: Vec<ValueId> = caller.operands(ret).collect();
                let spec = OpSpec {
                    operands: &values,
                    successors: &[post],
                    ..OpSpec::new(ctx, branch_op.ok_or(())?, caller.loc(ret))
                };
                let br = caller.create_op(&spec, false);
                caller.insert_op(br, InsertPoint::Before(ret));
                caller.erase_op(ret);
            }
            // The entry block's ops join the call's block, after the call.
            caller.move_block_ops(entry, InsertPoint::BlockEnd(call_block));
        }
    }
    caller.erase_block(entry);
    Ok(())
}

/// True when every op of the callee (nested ones included) belongs to a
/// dialect whose inliner hook accepts it.
fn ops_are_legal(ctx: &Context, callee: &Body) -> bool {
    let mut legal = true;
    let cast = ctx.op_name(UnrealizedConversionCastOp::NAME);
    callee.walk_all_preorder(&mut |body, op| {
        // MLIR: "UnrealizedConversionCastOp is inlineable but cannot
        // implement the inliner interface due to layering constraints".
        if legal && body.op_name(op) != cast {
            legal = dialect_inliner(ctx, body.op_name(op))
                .is_some_and(|hook| (hook.op_is_legal)(&OpView::new(ctx, body, op, None)));
        }
    });
    legal
}

/// Moves the ops after `op` in `block` (of `region`) to a new block inserted
/// after it (MLIR's `splitBlock` at the op after the call), which is
/// returned.
fn split_block_after(body: &mut Body, region: RegionId, block: BlockId, op: OpId) -> BlockId {
    let post = body.create_block();
    body.insert_block(post, region, body.next_block(block));
    let mut cursor = body.next_op(op);
    while let Some(o) = cursor {
        cursor = body.next_op(o);
        body.move_op(o, InsertPoint::BlockEnd(post));
    }
    post
}

/// Gives inlined code `callsite(callee-location at call-location)`
/// locations (MLIR's `remapInlinedLocations`); a location that already is a
/// call site gets the call appended to its chain of callers.
struct LocationRemapper<'a> {
    ctx: &'a Context,
    caller_loc: Location,
    cache: FxHashMap<Location, Location>,
}

impl LocationRemapper<'_> {
    fn remap(&mut self, loc: Location) -> Location {
        if let Some(&done) = self.cache.get(&loc) {
            return done;
        }
        let ctx = self.ctx;
        let mut callees = Vec::new();
        let mut last = loc;
        while let LocKind::CallSite { callee, caller } = ctx.loc_kind(last) {
            callees.push(callee);
            last = caller;
        }
        let mut stacked = ctx.location(LocKind::CallSite { callee: last, caller: self.caller_loc });
        for &callee in callees.iter().rev() {
            stacked = ctx.location(LocKind::CallSite { callee, caller: stacked });
        }
        self.cache.insert(loc, stacked);
        stacked
    }

    fn block_args(&mut self, body: &mut Body, block: BlockId) {
        let args: Vec<ValueId> = body.block_args(block).to_vec();
        for a in args {
            let loc = self.remap(body.value_loc(a));
            body.set_value_loc(a, loc);
        }
    }

    /// The op, its nested blocks' arguments and its nested ops, isolated
    /// bodies included (MLIR walks them all).
    fn op(&mut self, body: &mut Body, op: OpId) {
        let loc = self.remap(body.loc(op));
        body.op_mut(op).set_loc(loc);
        if let Some(inner) = body.isolated_body_mut(op) {
            let regions: Vec<_> = inner.top_regions().to_vec();
            self.regions(inner, &regions);
        } else {
            let regions: Vec<_> = body.regions(op).to_vec();
            self.regions(body, &regions);
        }
    }

    fn regions(&mut self, body: &mut Body, regions: &[RegionId]) {
        for &r in regions {
            let blocks: Vec<BlockId> = body.blocks_of(r).collect();
            for b in blocks {
                self.block_args(body, b);
                let ops: Vec<OpId> = body.block_ops(b).collect();
                for o in ops {
                    self.op(body, o);
                }
            }
        }
    }
}
