//! Typed operand adaptors (MLIR's generated `FooOp::Adaptor`): the values
//! that stand for a declared op's operands, split into the op's operand
//! groups. A conversion pattern reads its op's converted operands through
//! one instead of counting positions by hand. passgen generates one adaptor
//! per op (`CondBranchOpAdaptor`), a newtype over [`OperandGroups`] with one
//! accessor per operand group, named as the op handle's accessors are; the
//! splitting is here, once.
//!
//! An adaptor is made from the remapped operands a conversion pattern gets
//! (one slice of values per operand: one value, or several after a 1:N type
//! conversion, or none) and the op's own operand segments: a single operand
//! must stand for exactly one value and an optional one for at most one,
//! while a variadic group's slice holds the values of all its operands, in
//! order (MLIR's `OneToNOpAdaptor` flattened).

use std::borrow::Cow;

use super::constraints::{AttrConstraint, DenseI32ArrayAttr};
use super::op::{Arity, OpInfo, OPERAND_SEGMENTS};
use crate::ir::{IrRead, OpId, ValueId};

/// The converted operands of a declared op with `N` operand groups, split
/// into those groups.
#[derive(Clone, Copy, Debug)]
pub struct OperandGroups<'a, const N: usize> {
    values: &'a [ValueId],
    /// `starts[g]` is the index in `values` of group `g`'s first value; the
    /// group ends where the next one starts (the last at `values.len()`).
    /// A `Single` group holds exactly one value and an `Optional` group at
    /// most one: [`OperandGroups::new`] checks it.
    starts: [u32; N],
    /// Whether every operand stands for exactly one value.
    one_to_one: bool,
}

impl<'a, const N: usize> OperandGroups<'a, N> {
    /// Splits the values standing for the operands of `op` (an op `info`
    /// describes) into its operand groups. `values` holds them operand after
    /// operand; `operand_ends[i]` is one past the last value of operand `i`.
    /// Fails, saying why, when the operand segments do not add up to the
    /// op's operands or a single (optional) operand does not stand for one
    /// value (at most one).
    pub fn new(
        ir: &impl IrRead,
        op: OpId,
        info: &OpInfo,
        values: &'a [ValueId],
        operand_ends: &[u32],
    ) -> Result<Self, Cow<'static, str>> {
        debug_assert_eq!(info.operands.len(), N, "an adaptor has one start per operand group of its op");
        let mut operand_starts = [0usize; N];
        operand_group_starts(ir, op, info, operand_ends.len(), &mut operand_starts)?;
        let value_index = |operand: usize| match operand {
            0 => 0,
            i => operand_ends.get(i - 1).map_or(values.len(), |&e| e as usize),
        };
        let mut starts = [0u32; N];
        for (g, group) in info.operands.iter().enumerate() {
            let start = value_index(operand_starts[g]);
            let end = match operand_starts.get(g + 1) {
                Some(&next) => value_index(next),
                None => values.len(),
            };
            let fits = match group.arity {
                Arity::Single => end == start + 1,
                Arity::Optional => end <= start + 1,
                Arity::Variadic | Arity::VariadicOfVariadic(_) => true,
            };
            if !fits {
                let what = if group.arity == Arity::Single { "single" } else { "at most one" };
                return Err(format!("expected {what} element {}", group.name).into());
            }
            starts[g] = start as u32;
        }
        let one_to_one = values.len() == operand_ends.len()
            && operand_ends.iter().enumerate().all(|(i, &end)| end as usize == i + 1);
        Ok(OperandGroups { values, starts, one_to_one })
    }

    /// The values of group `group`.
    pub fn group(&self, group: usize) -> &'a [ValueId] {
        let start = self.starts[group] as usize;
        let end = self.starts.get(group + 1).map_or(self.values.len(), |&s| s as usize);
        &self.values[start..end]
    }

    /// The value of single operand group `group`.
    pub fn single(&self, group: usize) -> ValueId {
        self.values[self.starts[group] as usize]
    }

    /// The value of optional operand group `group`, if present.
    pub fn optional(&self, group: usize) -> Option<ValueId> {
        self.group(group).first().copied()
    }

    /// All values, group after group.
    pub fn flat(&self) -> &'a [ValueId] {
        self.values
    }

    /// The values, one per operand, when every operand stands for exactly
    /// one value (MLIR's `getOneToOneAdaptorOperands`); `None` after a 1:N
    /// conversion.
    pub fn one_to_one(&self) -> Option<&'a [ValueId]> {
        self.one_to_one.then_some(self.values)
    }
}

/// The first operand of each operand group of `op`, which has
/// `num_operands` operands: from `operandSegmentSizes`, or from the groups'
/// arities (at most one group of unknown size, or all of the same size).
fn operand_group_starts(
    ir: &impl IrRead,
    op: OpId,
    info: &OpInfo,
    num_operands: usize,
    starts: &mut [usize],
) -> Result<(), Cow<'static, str>> {
    let groups = info.operands;
    if info.attr_sized_operands() {
        let ctx = ir.context();
        let sizes = ir.body().attr(ctx, op, OPERAND_SEGMENTS).map(|a| DenseI32ArrayAttr::value(ctx, a));
        let sizes = sizes.unwrap_or(&[]);
        if sizes.len() != groups.len()
            || sizes.iter().any(|&n| n < 0)
            || sizes.iter().sum::<i128>() != num_operands as i128
        {
            return Err("operand segment sizes do not match the operands".into());
        }
        let mut next = 0;
        for (start, &size) in starts.iter_mut().zip(sizes) {
            *start = next;
            next += size as usize;
        }
        return Ok(());
    }
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let variable = groups.len() - fixed;
    let each = match num_operands.checked_sub(fixed) {
        Some(rest) if variable == 0 && rest == 0 => 0,
        Some(rest) if variable > 0 && rest % variable == 0 => rest / variable,
        _ => return Err("the operands do not match the op's operand groups".into()),
    };
    let mut next = 0;
    for (start, group) in starts.iter_mut().zip(groups) {
        *start = next;
        next += if group.arity == Arity::Single { 1 } else { each };
    }
    Ok(())
}

/// A typed adaptor passgen generates for a declared op (`CondBranchOpAdaptor`):
/// [`OperandGroups`] (which it derefs to) with named accessors.
pub trait DeclaredAdaptor<'a>: Sized {
    /// The adaptor of the values standing for the operands of `op`, as
    /// [`OperandGroups::new`] splits them.
    fn new(ir: &impl IrRead, op: OpId, values: &'a [ValueId], operand_ends: &[u32]) -> Result<Self, Cow<'static, str>>;
}
