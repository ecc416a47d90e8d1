//! Two passes declared in `passes.toml`: passgen generates the declarative
//! half (options, statistics, metadata, registration) from `build.rs`; this
//! file writes the behaviour half.
//!
//! The behaviour is written on plain values, [`CountOpsSettings::run`] and
//! [`strip_example_attrs`], which `examples/macro-passes` runs too: the two
//! examples declare the same passes with two front ends, and so behave
//! alike.

pub mod calc;

use pass_runtime::ir::{Attribute, Context};
use pass_runtime::pass::{AnchorOp, PassBehavior, PassError, Statistic};

pass_runtime::include_passes!("passes");

impl PassBehavior for CountOps {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        CountOpsSettings::from(&self.options).run(op, &self.statistics.counted, &self.statistics.functions);
        Ok(())
    }
}

impl<'a> From<&'a CountOpsOptions> for CountOpsSettings<'a> {
    fn from(o: &'a CountOpsOptions) -> Self {
        let top_level = o.mode == CountOpsMode::TopLevel;
        CountOpsSettings { dialects: &o.dialects, top_level, attribute: &o.attribute, scale: o.scale }
    }
}

/// The values of `count-ops`'s options (`mode` as `top_level`), whichever
/// front end declares them.
pub struct CountOpsSettings<'a> {
    /// Count only ops of these dialects (every op when empty).
    pub dialects: &'a [String],
    /// Count the ops of the entry block only, not every nested op.
    pub top_level: bool,
    /// The attribute of the function the count goes into.
    pub attribute: &'a str,
    /// Multiply the count by this.
    pub scale: i64,
}

impl CountOpsSettings<'_> {
    /// `count-ops` on the function `op`: counts its ops, adds the count to
    /// the statistic `counted` and one to `functions`, and records the
    /// count, scaled, in the function's attribute.
    pub fn run(&self, op: &mut AnchorOp<'_>, counted: &Statistic, functions: &Statistic) {
        let ctx = op.context();
        let body = op.body();
        let dialects = self.dialects;
        let counts = |o| dialects.is_empty() || dialects.iter().any(|d| ctx.op_dialect(body.op_name(o)) == d);
        let mut n: i64 = 0;
        if self.top_level {
            if let Some(entry) = body.top_regions().first().and_then(|&r| body.entry_block(r)) {
                n = body.block_ops(entry).filter(|&o| counts(o)).count() as i64;
            }
        } else {
            body.walk_preorder(|o| n += i64::from(counts(o)));
        }
        counted.add(n as u64);
        functions.inc();
        let value: Attribute = ctx.integer_attr(ctx.i64(), i128::from(n * self.scale));
        op.set_attr(self.attribute, Some(value));
    }
}

impl PassBehavior for StripExampleAttrs {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        strip_example_attrs(op);
        Ok(())
    }
}

/// `strip-example-attrs`: removes the `example.*` attributes of `op` and
/// of every op nested in it.
pub fn strip_example_attrs(op: &mut AnchorOp<'_>) {
    let (ctx, body) = op.context_and_body_mut();
    let mut ops = Vec::new();
    body.walk_preorder(|o| ops.push(o));
    for o in ops {
        for name in example_attr_names(ctx, body.attrs(o)) {
            body.set_attr(ctx, o, &name, None);
        }
    }
    let header = op.view();
    for name in example_attr_names(ctx, header.body.attrs(header.op)) {
        op.set_attr(&name, None);
    }
}

/// The names in the attribute dictionary `attrs` that start with
/// `example.`.
fn example_attr_names(ctx: &Context, attrs: Attribute) -> Vec<String> {
    ctx.dict_entries(attrs)
        .iter()
        .map(|e| ctx.ident_str(e.name).to_string())
        .filter(|n| n.starts_with("example."))
        .collect()
}
