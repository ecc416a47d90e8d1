//! Control flow between blocks and regions, as analyses see it (MLIR's
//! `ControlFlowInterfaces`): branches between blocks ([`BranchOp`]), ops whose
//! regions run under their control ([`RegionBranch`]) and the terminators that
//! leave those regions ([`RegionBranchTerminator`]).
//!
//! Every function here is given the constant values of the op's operands
//! (`None` where unknown), so that an analysis can narrow the successors to
//! those a known condition selects, as MLIR's `getSuccessorForOperands` and
//! `getEntrySuccessorRegions` do.

use std::ops::Range;

use smallvec::SmallVec;

use crate::ir::{AttrKind, Attribute, Body, Context, OpId, ValueId};

/// Where control goes from a region-branch op or from one of its regions
/// (MLIR's `RegionSuccessor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSuccessor {
    /// The entry block of the op's region with this index.
    Region(u32),
    /// Back to the op itself, whose results receive the values.
    Parent,
}

/// Successors, as the interfaces report them.
pub type RegionSuccessors = SmallVec<[RegionSuccessor; 2]>;

/// Where control goes from an op or a terminator, given the constant values
/// of its operands (`None` where unknown).
pub type SuccessorsFn =
    fn(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>], out: &mut RegionSuccessors);

/// The successor block a branch takes for the constant values of its
/// operands, when they decide it.
pub type SuccessorForOperandsFn =
    fn(ctx: &Context, body: &Body, op: OpId, operands: &[Option<Attribute>]) -> Option<usize>;

/// MLIR's `RegionBranchOpInterface`, attached to an `OpDef` with
/// `OpDef::interface`: an op whose regions run under its control (`scf.if`,
/// `scf.for`, `scf.while`, `scf.execute_region`).
#[derive(Clone, Copy)]
pub struct RegionBranch {
    /// Where control goes when the op starts (`getEntrySuccessorRegions`),
    /// given its operands' constant values.
    pub entry_successors: SuccessorsFn,
    /// Where control goes when region `from` finishes
    /// (`getSuccessorRegions(region)`), for terminators that do not decide.
    pub region_successors: fn(body: &Body, op: OpId, from: u32, out: &mut RegionSuccessors),
    /// The indices of the op's operands passed to `successor` on entry
    /// (`getEntrySuccessorOperands`).
    pub entry_operands: fn(body: &Body, op: OpId, successor: RegionSuccessor) -> Range<usize>,
    /// The values that receive what is passed to `successor`
    /// (`getSuccessorInputs`): indices of the entry block's arguments for a
    /// region, of the op's results for `Parent`. Arguments outside the range
    /// (a loop's induction variable) are not set by control flow.
    pub successor_inputs: fn(body: &Body, op: OpId, successor: RegionSuccessor) -> Range<usize>,
}

/// MLIR's `RegionBranchTerminatorOpInterface`: a terminator that leaves a
/// region of a [`RegionBranch`] op, passing some of its operands on
/// (`scf.yield`, `scf.condition`).
#[derive(Clone, Copy)]
pub struct RegionBranchTerminator {
    /// The indices of the operands passed to the successor
    /// (`getSuccessorOperands`).
    pub forwarded_operands: fn(body: &Body, op: OpId) -> Range<usize>,
    /// Where control goes given the operands' constant values, when the
    /// terminator decides it (`scf.condition`); `None` defers to the parent's
    /// [`RegionBranch::region_successors`].
    pub successors: Option<SuccessorsFn>,
}

/// MLIR's `BranchOpInterface`: a terminator that branches to successor blocks
/// (`cf.br`, `cf.cond_br`, `cf.switch`).
#[derive(Clone, Copy)]
pub struct BranchOp {
    /// The indices of the operands passed to successor `index`'s arguments
    /// (`getSuccessorOperands`), or `None` when the op is malformed.
    pub successor_operands: fn(ctx: &Context, body: &Body, op: OpId, index: usize) -> Option<Range<usize>>,
    /// The successor index taken for these constant operand values, when they
    /// decide it (`getSuccessorForOperands`).
    pub successor_for_operands: SuccessorForOperandsFn,
    /// Removes operand `position` of those forwarded to successor `index`
    /// (region simplification's dead-argument removal).
    pub erase_successor_operand: fn(ctx: &Context, body: &mut Body, op: OpId, index: usize, position: usize),
    /// Appends `values` to the operands forwarded to successor `index`
    /// (block merging).
    pub append_successor_operands: fn(ctx: &Context, body: &mut Body, op: OpId, index: usize, values: &[ValueId]),
}

/// The value of an `i1` constant (MLIR's `BoolAttr`), if `attr` is one.
pub fn bool_value(ctx: &Context, attr: Option<Attribute>) -> Option<bool> {
    match ctx.attr_kind(attr?) {
        AttrKind::Integer { ty, value } if *ty == ctx.i1() => Some(*value != 0),
        _ => None,
    }
}
