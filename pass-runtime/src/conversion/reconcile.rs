//! MLIR 22's `reconcileUnrealizedCasts` (`DialectConversion.cpp`): what the
//! conversion driver does with the casts it materialized when a conversion
//! ends, and what the `reconcile-unrealized-casts` pass does with every cast.

use rustc_hash::FxHashSet;
use smallvec::SmallVec;

use crate::ir::{Body, OpId, OpName, Type, ValueId};

/// MLIR's `reconcileUnrealizedCasts` over `casts` (ops of `body`, in IR
/// order): each cast, last first, whose chain of input casts reaches a cast
/// taking the types it produces has its uses replaced by that cast's
/// inputs; then the casts not (transitively) used by an op that is not one
/// of them are erased. Returns the casts that remain, in order.
pub fn reconcile_unrealized_casts(body: &mut Body, casts: &[OpId], cast_name: OpName) -> Vec<OpId> {
    let in_set: FxHashSet<OpId> = casts.iter().copied().collect();
    let is_cast = |body: &Body, op: OpId| body.op_name(op) == cast_name;
    // The cast producing exactly all inputs of `op`, in order.
    let input_cast = |body: &Body, op: OpId| -> Option<OpId> {
        let first = body.operands(op).next()?;
        let producer = body.defining_op(first).filter(|&d| is_cast(body, d))?;
        body.results(producer).eq(body.operands(op)).then_some(producer)
    };
    for &cast in casts.iter().rev() {
        let result_types: SmallVec<[Type; 2]> = body.results(cast).map(|r| body.value_type(r)).collect();
        let mut next = Some(cast);
        while let Some(candidate) = next {
            if body.operands(candidate).map(|v| body.value_type(v)).eq(result_types.iter().copied()) {
                let inputs: SmallVec<[ValueId; 2]> = body.operands(candidate).collect();
                // A cast whose inputs it defines itself is a cycle: leave it.
                if inputs.iter().any(|&v| body.defining_op(v) == Some(cast)) {
                    break;
                }
                let results: SmallVec<[ValueId; 2]> = body.results(cast).collect();
                for (result, input) in results.into_iter().zip(inputs) {
                    body.replace_all_uses_with(result, input);
                }
                break;
            }
            next = input_cast(body, candidate);
        }
    }

    // Live casts: used by an op that is not one of the casts, and the casts
    // they take their inputs from.
    let mut live: FxHashSet<OpId> = FxHashSet::default();
    let mut stack: Vec<OpId> = Vec::new();
    for &cast in casts {
        if live.contains(&cast) {
            continue;
        }
        let used_elsewhere = body.results(cast).any(|r| {
            body.uses_of(r).any(|u| {
                let user = body.use_owner(u).0;
                !(is_cast(body, user) && in_set.contains(&user))
            })
        });
        if !used_elsewhere {
            continue;
        }
        stack.push(cast);
        while let Some(op) = stack.pop() {
            if !live.insert(op) {
                continue;
            }
            for v in body.operands(op) {
                if let Some(d) = body.defining_op(v) {
                    if in_set.contains(&d) && is_cast(body, d) {
                        stack.push(d);
                    }
                }
            }
        }
    }

    // Dead casts are only used by dead casts: drop all their operands first
    // so that they can be erased in any order.
    let dead: Vec<OpId> = casts.iter().copied().filter(|c| !live.contains(c)).collect();
    for &cast in &dead {
        body.drop_op_references(cast);
    }
    for &cast in &dead {
        body.erase_op(cast);
    }
    casts.iter().copied().filter(|c| live.contains(c)).collect()
}
