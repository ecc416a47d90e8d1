//! `count-ops`: declared in one file with `#[pass]`; its behaviour is
//! `examples/toml-passes`' (`CountOpsSettings::run`), run on this pass's
//! options and statistics.

use pass_runtime::pass;
use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};
use toml_passes::CountOpsSettings;

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
        // The behaviour is the TOML example's, on this pass's option values:
        // only the declaration differs.
        let o = &self.options;
        let top_level = o.mode == CountOpsMode::TopLevel;
        let settings = CountOpsSettings { dialects: &o.dialects, top_level, attribute: &o.attribute, scale: o.scale };
        settings.run(op, &self.statistics.counted, &self.statistics.functions);
        Ok(())
    }
}
