//! The signatures of declared ops that passed verification, per thread:
//! most ops of a module repeat a few signatures (`arith.addi` on two `i32`
//! with no flags), and everything the declared verifier checks but the
//! op's place (its block and parent) and arbitrary predicates depends on
//! the signature only, so an op whose signature passed once skips those
//! checks (`verify::verify_op`).
//!
//! A signature is what those checks read: the op's name, its interned
//! property and attribute dictionaries, its operand and result types and
//! its number of regions, for ops without successors and with at most
//! [`MAX_VALUES`] values (the checks of the regions' contents run for each
//! op, as those of its place). Interned ids mean something only in their
//! context, so the memo belongs to one context at a time (its
//! [`serial`](crate::ir::Context::serial)) and starts over when a thread
//! verifies another. It never holds more than [`CAPACITY`] signatures.

use std::cell::RefCell;

use rustc_hash::FxHashSet;

use crate::ir::{Attribute, Context, OpName, OpView, Type};

/// Operands and results a signature holds at most.
const MAX_VALUES: usize = 6;

/// Signatures kept per thread before the memo starts over.
const CAPACITY: usize = 1 << 14;

/// What the context-free checks of a declared op read.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Signature {
    name: OpName,
    props: Attribute,
    attrs: Attribute,
    /// Operand count in the high byte, result count in the low one.
    counts: u16,
    /// The number of regions.
    regions: u8,
    /// The operand types then the result types; the rest repeats the
    /// first type (the counts tell where the values end).
    types: [Type; MAX_VALUES],
}

impl Signature {
    /// The op's signature, or `None` when it has successors, more than
    /// [`MAX_VALUES`] values or more than 255 regions (those are always
    /// verified in full).
    #[inline]
    pub(crate) fn of(v: &OpView<'_>) -> Option<Signature> {
        let body = v.body;
        let (operands, results) = (body.num_operands(v.op), body.num_results(v.op));
        let regions = u8::try_from(body.num_regions(v.op)).ok()?;
        if operands + results > MAX_VALUES || !body.successors(v.op).is_empty() {
            return None;
        }
        let mut types = [v.ctx.i1(); MAX_VALUES];
        let (operand_types, result_types) = types.split_at_mut(operands);
        for (slot, value) in operand_types.iter_mut().zip(body.operands(v.op)) {
            *slot = body.value_type(value);
        }
        for (slot, value) in result_types.iter_mut().zip(body.results(v.op)) {
            *slot = body.value_type(value);
        }
        Some(Signature {
            name: body.op_name(v.op),
            props: body.props(v.op),
            attrs: body.attrs(v.op),
            counts: ((operands as u16) << 8) | results as u16,
            regions,
            types,
        })
    }
}

struct Memo {
    context: u64,
    verified: FxHashSet<Signature>,
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo { context: 0, verified: FxHashSet::default() });
}

/// Whether `signature` passed in `ctx` on this thread.
#[inline]
pub(crate) fn contains(ctx: &Context, signature: &Signature) -> bool {
    MEMO.with(|m| {
        let m = m.borrow();
        m.context == ctx.serial() && m.verified.contains(signature)
    })
}

/// Records that `signature` passed in `ctx`.
pub(crate) fn insert(ctx: &Context, signature: Signature) {
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        if m.context != ctx.serial() || m.verified.len() >= CAPACITY {
            m.context = ctx.serial();
            m.verified.clear();
        }
        m.verified.insert(signature);
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{parse_source, ParseOptions};

    /// Two contexts intern differently: one's memo never answers for the
    /// other, even where their ids coincide.
    #[test]
    fn a_signature_is_remembered_for_its_context_only() {
        let src = r#""arith.addi"(%a, %a) : (i32, i32) -> i32"#;
        let wrapped = format!("func.func @f(%a: i32) {{\n  %0 = {src}\n  return\n}}");
        let first = Context::new();
        let second = Context::new();
        assert_ne!(first.serial(), second.serial());
        let module = parse_source(&first, ParseOptions { file_name: "t.mlir" }, &wrapped).unwrap();
        let module_body = module.body().unwrap();
        let func =
            module_body.block_ops(module_body.entry_block(module_body.top_regions()[0]).unwrap()).next().unwrap();
        let body = module_body.isolated_body(func).unwrap();
        let add = body.block_ops(body.entry_block(body.top_regions()[0]).unwrap()).next().unwrap();
        let view = OpView::new(&first, body, add, None);
        let signature = Signature::of(&view).unwrap();
        assert!(!contains(&first, &signature));
        insert(&first, signature);
        assert!(contains(&first, &signature));
        assert!(!contains(&second, &signature));
        insert(&second, signature);
        assert!(!contains(&first, &signature), "the memo started over for the second context");
    }
}
