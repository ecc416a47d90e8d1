//! The `calc` dialect, declared in `calc.toml`: passgen generates its typed
//! op handles, types, enums, verifiers and registration from `build.rs`;
//! this file writes what the spec leaves to Rust: the hand-written
//! verifiers (`verifier = true`), the folder, the canonicalization patterns,
//! the `custom<Factor>` directive of `calc.scale`'s format and the predicate
//! of the spec's own constraint.

use pass_runtime::ir::{Attribute, Body, Context, Diagnostic, OpAsmParser, OpAsmPrinter, OpView, Type};
use pass_runtime::ods::op_format::CustomArg;
use pass_runtime::ods::{Canonicalize, CustomDirectives, Fold, Verify};
use pass_runtime::rewrite::{FoldOutcome, OpFoldResult, RewritePatternSet};

pass_runtime::include_dialect!("calc");

/// The predicate of the spec's `EvenWidthNum` constraint.
pub fn is_even_width_num(ctx: &Context, ty: Type) -> bool {
    NumType::from_type(ctx, ty).is_some_and(|n| n.width(ctx) % 2 == 0)
}

impl NumType {
    /// `!calc.num<width>` holds 1 to 128 bits.
    fn verify(_ctx: &Context, width: u32) -> Result<(), String> {
        if (1..=128).contains(&width) {
            Ok(())
        } else {
            Err(format!("width must be between 1 and 128, but got {width}"))
        }
    }
}

impl Verify for SumOp {
    /// A sum needs something to add.
    fn verify(self, view: &OpView<'_>) -> Result<(), Diagnostic> {
        if self.start(view).is_none() && self.inputs(view).len() == 0 {
            return Err(view.op_error("needs a start or at least one input"));
        }
        Ok(())
    }
}

impl Fold for ConstantOp {
    /// A constant folds to its value.
    fn fold(self, ctx: &Context, body: &mut Body, _operands: &[Option<Attribute>]) -> FoldOutcome {
        let value = self.value(&(ctx, &*body));
        FoldOutcome::Results(vec![OpFoldResult::Attr(ctx.integer_attr(ctx.i64(), value.into()))])
    }
}

impl Canonicalize for PrintOp {
    /// No patterns yet: the hook shows where they go.
    fn canonicalization_patterns(_ctx: &Context, _patterns: &mut RewritePatternSet) {}
}

impl CustomDirectives for ScaleOp {
    /// `custom<Factor>($factor)`: `by 3`.
    fn parse_custom(name: &str, parser: &mut OpAsmParser<'_>, args: &mut [CustomArg]) -> Result<(), Diagnostic> {
        match (name, args) {
            ("Factor", [CustomArg::Attribute(factor)]) => {
                parser.parse_keyword("by")?;
                let i64 = parser.context().i64();
                *factor = Some(parser.parse_attribute_of_type(i64)?);
                Ok(())
            }
            _ => Err(parser.error(format!("has no directive custom<{name}>"))),
        }
    }

    fn print_custom(name: &str, printer: &mut OpAsmPrinter<'_>, _op: &OpView<'_>, args: &[CustomArg]) {
        if let ("Factor", [CustomArg::Attribute(Some(factor))]) = (name, args) {
            printer.write("by ");
            printer.print_attribute_without_type(*factor);
        }
    }
}
