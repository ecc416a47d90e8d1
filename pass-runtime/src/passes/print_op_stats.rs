//! `print-op-stats`: counts the ops of each kind and prints a summary, as
//! MLIR's pass of the same name does.

use std::collections::BTreeMap;
use std::sync::Arc;

use crate::pass::{AnchorOp, OptionEnv, OptionField, OptionInfo, Pass, PassError, PassOptions, SetOptionError};

/// The options of [`PrintOpStats`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PrintOpStatsOptions {
    /// Print the summary as JSON.
    pub json: bool,
}

impl PassOptions for PrintOpStatsOptions {
    fn infos(&self) -> Vec<OptionInfo> {
        vec![self.json.info("json", "print the stats as JSON")]
    }
    fn set(&mut self, argument: &str, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), SetOptionError> {
        match argument {
            "json" => Ok(OptionField::set(&mut self.json, value, env)?),
            _ => Err(SetOptionError::Unknown),
        }
    }
    fn print(&self, argument: &str, out: &mut String) {
        if argument == "json" {
            OptionField::print(&self.json, argument, out);
        }
    }
}

type Sink = Arc<dyn Fn(&str) + Send + Sync>;

/// Counts the ops nested in the op it runs on (the op included) by name and
/// prints the counts: a table, or JSON with `json`.
#[derive(Clone)]
pub struct PrintOpStats {
    /// The options.
    pub options: PrintOpStatsOptions,
    sink: Sink,
}

impl Default for PrintOpStats {
    fn default() -> Self {
        PrintOpStats { options: PrintOpStatsOptions::default(), sink: Arc::new(|s| eprint!("{s}")) }
    }
}

impl PrintOpStats {
    /// A pass that hands its summary to `sink` instead of standard error.
    pub fn with_sink(sink: impl Fn(&str) + Send + Sync + 'static) -> Self {
        PrintOpStats { options: PrintOpStatsOptions::default(), sink: Arc::new(sink) }
    }
}

impl Pass for PrintOpStats {
    fn argument(&self) -> &str {
        "print-op-stats"
    }
    fn name(&self) -> &str {
        "PrintOpStats"
    }
    fn summary(&self) -> &str {
        "Print statistics of operations"
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let mut counts: BTreeMap<&str, u64> = BTreeMap::new();
        *counts.entry(op.name()).or_default() += 1;
        op.body().walk_all_preorder(&mut |body, o| *counts.entry(ctx.op_name_str(body.op_name(o))).or_default() += 1);
        let text = if self.options.json { json(&counts) } else { table(&counts) };
        (self.sink)(&text);
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
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
