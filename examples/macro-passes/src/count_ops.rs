//! `count-ops`: declared and implemented in one file.

use pass_runtime::ir::Attribute;
use pass_runtime::pass;
use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};

/// Counts the ops nested in each function, optionally only those of some
/// dialects, and records the count in an attribute of the function.
///
/// Example:
///
/// ```mlir
/// "func.func"() <{...}> ({ ... }) {example.op_count = 3 : i64} : () -> ()
/// ```
#[pass(
    arg = "count-ops",
    anchor = "func.func",
    summary = "Count the ops of each function",
    options(
        dialects: Vec<String> => "dialects", "Count only ops of these dialects",
        attribute: String = "example.op_count" => "attribute", "The attribute the count goes into",
        mode: enum {
            all = "Count every nested op",
            "top-level" = "Count the ops of the entry block only",
        } = all => "mode", "What to count",
        scale: i64 = 1 => "scale", "Multiply the count by this", min = 1, max = 1000,
    ),
    statistics(
        counted => "num-counted", "Number of ops counted",
        functions => "num-functions", "Number of functions visited",
    ),
)]
pub struct CountOps;

impl PassBehavior for CountOps {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let body = op.body();
        let dialects = &self.options.dialects;
        let counts = |o| dialects.is_empty() || dialects.iter().any(|d| ctx.op_dialect(body.op_name(o)) == d);
        let mut n: i64 = 0;
        match self.options.mode {
            CountOpsMode::All => body.walk_preorder(|o| n += i64::from(counts(o))),
            CountOpsMode::TopLevel => {
                if let Some(entry) = body.top_regions().first().and_then(|&r| body.entry_block(r)) {
                    n = body.block_ops(entry).filter(|&o| counts(o)).count() as i64;
                }
            }
        }
        self.statistics.counted.add(n as u64);
        self.statistics.functions.inc();
        let value: Attribute = ctx.integer_attr(ctx.i64(), i128::from(n * self.options.scale));
        let name = self.options.attribute.clone();
        op.set_attr(&name, Some(value));
        Ok(())
    }
}
