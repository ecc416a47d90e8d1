//! Pass statistics reports, as `-mlir-pass-statistics` prints them.
//!
//! Statistics are atomic counters owned by the pass instances, which the
//! threads share, so a report only walks the pipeline and reads them: there
//! is no per-thread copy to merge.

use std::fmt::Write as _;

use serde_json::json;

use super::instrumentation::collection_name;
use super::manager::{OpPassManager, PassEntry};
use super::pass::Pass;

/// How a statistics report is laid out
/// (`--mlir-pass-statistics-display`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// Every pass instance where it sits in the pipeline (the default).
    #[default]
    Pipeline,
    /// One entry per pass name, instances summed, sorted by name.
    List,
}

/// The syntax of a statistics report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StatisticsFormat {
    /// MLIR's text.
    #[default]
    Text,
    /// JSON: `{"passes": [...]}`, nesting pipelines in the pipeline view.
    Json,
}

const DESCRIPTION: &str = "... Pass statistics report ...";

/// One statistic's figures.
struct Stat {
    name: &'static str,
    description: &'static str,
    value: u64,
}

fn stats_of(pass: &dyn Pass) -> Vec<Stat> {
    pass.statistics().iter().map(|s| Stat { name: s.name(), description: s.description(), value: s.get() }).collect()
}

/// Reports the statistics of every pass of `pm` (the top-level pipeline of
/// a run, usually after the run).
pub fn statistics_report(pm: &OpPassManager, display: StatisticsDisplay, format: StatisticsFormat) -> String {
    match format {
        StatisticsFormat::Text => {
            let rule = format!("==={}===\n", "-".repeat(73));
            let mut out = rule.clone();
            let _ = writeln!(out, "{}{DESCRIPTION}", " ".repeat((80 - DESCRIPTION.len()) / 2));
            out.push_str(&rule);
            match display {
                StatisticsDisplay::Pipeline => pm.entries().iter().for_each(|e| text_entry(&mut out, e, 0)),
                StatisticsDisplay::List => {
                    for (name, stats) in merged_by_name(pm) {
                        text_pass(&mut out, 0, name, stats);
                    }
                }
            }
            out.push('\n');
            out
        }
        StatisticsFormat::Json => {
            let passes: Vec<serde_json::Value> = match display {
                StatisticsDisplay::Pipeline => pm.entries().iter().map(json_entry).collect(),
                StatisticsDisplay::List => {
                    merged_by_name(pm).into_iter().map(|(name, stats)| json_pass(name, &stats)).collect()
                }
            };
            let mut out = serde_json::to_string_pretty(&json!({ "passes": passes })).unwrap_or_default();
            out.push('\n');
            out
        }
    }
}

fn text_entry(out: &mut String, entry: &PassEntry, indent: usize) {
    match entry {
        PassEntry::Pass(pass) => text_pass(out, indent, pass.name(), stats_of(pass.as_ref())),
        PassEntry::Nested(pms) => {
            // MLIR names the collection only when it holds several pipelines.
            if pms.len() > 1 {
                let _ = writeln!(out, "{}{}", " ".repeat(indent), collection_name(pms));
            }
            for pm in pms {
                let _ = writeln!(out, "{}'{}' Pipeline", " ".repeat(indent), pm.anchor_name());
                pm.entries().iter().for_each(|e| text_entry(out, e, indent + 2));
            }
        }
    }
}

/// MLIR's `printPassEntry`: the pass, then its statistics sorted by name,
/// values right-aligned and names left-aligned in columns.
fn text_pass(out: &mut String, indent: usize, name: &str, mut stats: Vec<Stat>) {
    let _ = writeln!(out, "{}{name}", " ".repeat(indent));
    stats.sort_by(|a, b| a.name.cmp(b.name));
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let value_width = stats.iter().map(|s| s.value.to_string().len()).max().unwrap_or(0);
    for s in stats {
        let _ = writeln!(
            out,
            "{}(S) {:>value_width$} {:<name_width$} - {}",
            " ".repeat(indent + 2),
            s.value,
            s.name,
            s.description
        );
    }
}

/// Every pass instance of `pm` grouped by pass name, statistics summed by
/// name, sorted by pass name.
fn merged_by_name(pm: &OpPassManager) -> Vec<(&str, Vec<Stat>)> {
    fn walk<'p>(pm: &'p OpPassManager, merged: &mut Vec<(&'p str, Vec<Stat>)>) {
        for entry in pm.entries() {
            match entry {
                PassEntry::Pass(pass) => {
                    let at = match merged.iter().position(|(n, _)| *n == pass.name()) {
                        Some(i) => i,
                        None => {
                            merged.push((pass.name(), Vec::new()));
                            merged.len() - 1
                        }
                    };
                    for s in stats_of(pass.as_ref()) {
                        match merged[at].1.iter_mut().find(|m| m.name == s.name) {
                            Some(m) => m.value += s.value,
                            None => merged[at].1.push(s),
                        }
                    }
                }
                PassEntry::Nested(pms) => pms.iter().for_each(|pm| walk(pm, merged)),
            }
        }
    }
    let mut merged = Vec::new();
    walk(pm, &mut merged);
    merged.sort_by(|a, b| a.0.cmp(b.0));
    merged
}

fn json_pass(name: &str, stats: &[Stat]) -> serde_json::Value {
    let stats: Vec<_> =
        stats.iter().map(|s| json!({ "name": s.name, "value": s.value, "description": s.description })).collect();
    json!({ "pass": name, "statistics": stats })
}

fn json_entry(entry: &PassEntry) -> serde_json::Value {
    match entry {
        PassEntry::Pass(pass) => json_pass(pass.name(), &stats_of(pass.as_ref())),
        PassEntry::Nested(pms) => {
            let pipelines: Vec<_> = pms
                .iter()
                .map(|pm| json!({ "pipeline": pm.anchor_name(), "passes": pm.entries().iter().map(json_entry).collect::<Vec<_>>() }))
                .collect();
            json!({ "nested": pipelines })
        }
    }
}
