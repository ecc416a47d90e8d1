//! `reconcile-unrealized-casts`: MLIR's `ReconcileUnrealizedCastsPass`, the
//! [`reconcile_unrealized_casts`] utility (which the conversion driver also
//! uses on its own casts) over every cast of each isolated body. Chains of `builtin.unrealized_conversion_cast`
//! that come back to the types they started from are folded away, casts
//! whose results end up unused only by other casts are erased, and the
//! others stay.

use crate::conversion::reconcile_unrealized_casts;
use crate::dialects::builtin::UnrealizedConversionCastOp;
use crate::ir::{Body, OpName};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::ReconcileUnrealizedCastsPass;

impl PassBehavior for ReconcileUnrealizedCastsPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let cast_name = op.context().op_name(UnrealizedConversionCastOp::NAME);
        reconcile_nested(op.body_mut(), cast_name);
        Ok(())
    }
}

/// Reconciles the casts of `body` and, in turn, of the bodies of the
/// isolated ops in it. Values never cross bodies, so each body's casts form
/// chains of their own.
fn reconcile_nested(body: &mut Body, cast_name: OpName) {
    let mut casts = Vec::new();
    let mut isolated = Vec::new();
    // MLIR walks the ops in post-order; casts have no regions, so they come
    // in the order they appear.
    body.walk_postorder(|op| {
        if body.op_name(op) == cast_name {
            casts.push(op);
        } else if body.isolated_body(op).is_some() {
            isolated.push(op);
        }
    });
    if !casts.is_empty() {
        reconcile_unrealized_casts(body, &casts, cast_name);
    }
    for op in isolated {
        if let Some(inner) = body.isolated_body_mut(op) {
            reconcile_nested(inner, cast_name);
        }
    }
}
