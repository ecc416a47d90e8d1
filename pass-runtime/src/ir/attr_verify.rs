//! Dialect attributes on any op: a discardable attribute whose name starts
//! with a dialect's namespace (`llvm.data_layout` on a module) is checked by
//! that dialect, before the op's own verifier runs, as MLIR's
//! `Dialect::verifyOperationAttribute`.

use super::{Attribute, Context, OpView};

/// A dialect's check of the attributes named after it, attached with
/// [`Dialect::hook`](super::Dialect::hook): given the op, the attribute's
/// full name and its value, the message of the problem (reported as
/// `'op.name' op <message>` at the op), if any.
#[derive(Clone, Copy)]
pub struct DialectAttrVerifier(pub fn(op: &OpView<'_>, name: &str, value: Attribute) -> Result<(), String>);

/// A dialect's check of its types and attributes kept verbatim (an
/// unregistered syntax, [`DialectSyntax::Verbatim`](super::DialectSyntax)),
/// attached with [`Dialect::hook`](super::Dialect::hook) and run by the
/// parser as it reads one, as MLIR's dialect parsers reject what they do
/// not know: given the sigil (`#` or `!`) and the text after it
/// (`arith.overflow<nsw>`), the byte offset in that text the error points
/// at and its message.
#[derive(Clone, Copy)]
pub struct VerbatimSyntaxCheck(pub fn(sigil: char, text: &str) -> Result<(), SyntaxProblem>);

/// Where in a verbatim type or attribute (a byte offset in the text after
/// the sigil) a [`VerbatimSyntaxCheck`] found a problem, and its message.
pub type SyntaxProblem = (usize, String);

/// The first problem a dialect finds with `op`'s discardable attributes.
/// Inline: it runs for every op, and most have none.
#[inline]
pub(crate) fn verify_dialect_attrs(ctx: &Context, op: &OpView<'_>) -> Result<(), String> {
    for entry in ctx.dict_entries(op.body.attrs(op.op)) {
        let name = ctx.ident_str(entry.name);
        let Some((namespace, _)) = name.split_once('.') else { continue };
        let Some(dialect) = ctx.dialect(namespace) else { continue };
        if let Some(DialectAttrVerifier(verify)) = dialect.get_hook::<DialectAttrVerifier>() {
            verify(op, name, entry.value)?;
        }
    }
    Ok(())
}
