//! `print-op-stats`: counts the ops of each kind and prints a summary, as
//! MLIR's pass of the same name does. Declared in `transforms.toml`.

use std::collections::BTreeMap;

use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::PrintOpStats;
use super::DebugOutput;

impl PrintOpStats {
    /// A pass that hands its summary to `sink` instead of standard error.
    pub fn with_sink(sink: impl Fn(&str) + Send + Sync + 'static) -> Self {
        let mut pass = PrintOpStats::new(Default::default());
        pass.state = DebugOutput::new(sink);
        pass
    }
}

impl PassBehavior for PrintOpStats {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        *counts.entry(op.name()).or_default() += 1;
        op.body().walk_all_preorder(&mut |body, o| *counts.entry(ctx.op_name_str(body.op_name(o))).or_default() += 1);
        let text = if self.options.json { json(&counts) } else { table(&counts) };
        self.state.write(&text);
        op.mark_all_analyses_preserved();
        Ok(())
    }
}

/// MLIR's layout: names aligned on the dialect's dot, counts after ` , `.
fn table(counts: &BTreeMap<&str, u64>) -> String {
    let parts: Vec<(&str, &str, u64)> = counts
        .iter()
        .map(|(name, &n)| match name.split_once('.') {
            Some((dialect, op)) => (dialect, op, n),
            None => ("", *name, n),
        })
        .collect();
    let dialect_width = parts.iter().map(|p| p.0.len()).max().unwrap_or(0);
    let op_width = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
    let mut out = String::from("Operations encountered:\n-----------------------\n");
    for (dialect, op, n) in parts {
        if dialect.is_empty() {
            out.push_str(&" ".repeat(dialect_width + 3));
        } else {
            out.push_str(&format!("{dialect:>w$}.", w = dialect_width + 2));
        }
        out.push_str(&format!("{op:<op_width$} , {n}\n"));
    }
    out
}

fn json(counts: &BTreeMap<&str, u64>) -> String {
    let mut out = String::from("{\n");
    let entries: Vec<String> = counts.iter().map(|(name, n)| format!("  \"{name}\" : {n}")).collect();
    out.push_str(&entries.join(",\n"));
    if !entries.is_empty() {
        out.push('\n');
    }
    out.push_str("}\n");
    out
}
