//! `--list-passes`: every registered pass and pipeline with its summary and
//! options (types and defaults), in `mlir-opt`'s layout.

use pass_runtime::pass::{OptionInfo, PassRegistry};

/// One line of the listing: the left column and the description.
struct Line {
    left: String,
    /// `-   ` for passes and enum values, `- ` for options, as LLVM prints.
    marker: &'static str,
    text: String,
}

fn option_lines(options: &[OptionInfo], lines: &mut Vec<Line>) {
    let mut options = options.to_vec();
    options.sort_by_key(|o| o.argument);
    for o in options {
        let left =
            if o.is_flag { format!("    --{}", o.argument) } else { format!("    --{}=<{}>", o.argument, o.type_name) };
        let default = if o.default.is_empty() { String::new() } else { format!(" (default: {})", o.default) };
        lines.push(Line { left, marker: "- ", text: format!("{}{default}", o.description) });
        for v in &o.enum_values {
            lines.push(Line { left: format!("    ={}", v.name), marker: "-   ", text: v.description.to_string() });
        }
    }
}

/// The listing.
pub fn list_passes(registry: &PassRegistry) -> String {
    let mut passes = Vec::new();
    for p in registry.passes() {
        passes.push(Line { left: format!("  --{}", p.argument()), marker: "-   ", text: p.summary().to_string() });
        option_lines(&p.options(), &mut passes);
    }
    let mut pipelines = Vec::new();
    for p in registry.pipelines() {
        pipelines.push(Line { left: format!("  --{}", p.argument()), marker: "-   ", text: p.summary().to_string() });
        option_lines(&p.options(), &mut pipelines);
    }
    let width = passes.iter().chain(&pipelines).map(|l| l.left.len()).max().unwrap_or(0) + 4;
    let mut out = String::new();
    for (title, lines) in [("Passes:", &passes), ("Pass Pipelines:", &pipelines)] {
        if lines.is_empty() {
            continue;
        }
        out.push_str(title);
        out.push('\n');
        for l in lines {
            // Enum values sit two columns left of the rest, as in LLVM.
            let w = if l.left.starts_with("    =") { width - 2 } else { width };
            out.push_str(&format!("{:<w$}{}{}\n", l.left, l.marker, l.text));
        }
    }
    out
}
