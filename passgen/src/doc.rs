//! The docs back end: Markdown in the layout of `mlir-tblgen -gen-pass-doc`
//! (heading with the argument, summary, description, options and statistics
//! blocks), plus what MLIR leaves out: the anchor op, the dependent dialects
//! and a table of option types and defaults. `generate_html` renders a
//! standalone page with a table of contents.

use pulldown_cmark::{Event, HeadingLevel, Parser, Tag};

use crate::model::{DefaultValue, PassGroup, PassSpec};

/// A problem that makes a description unusable as Markdown, if any.
pub fn markdown_problem(text: &str) -> Option<String> {
    let mut open: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        let fence: String = t.chars().take_while(|&c| c == '`' || c == '~').collect();
        if fence.len() < 3 || !fence.chars().all(|c| c == fence.chars().next().unwrap_or('`')) {
            continue;
        }
        match &open {
            None => open = Some((i + 1, fence)),
            Some((_, f)) if fence.starts_with(f.as_str()) && t.trim_end() == fence => open = None,
            Some(_) => {}
        }
    }
    open.map(|(line, fence)| {
        let kind = if fence.starts_with('`') { "backticks" } else { "tildes" };
        format!("the code block opened on line {line} of the description (with {kind}) is never closed")
    })
}

/// Shifts ATX headings of a description so that the largest becomes `min`
/// (the pass's own heading is `###`, so descriptions start at `####`).
pub(crate) fn shift_headings(text: &str, min: usize) -> String {
    let mut levels = Vec::new();
    for (event, range) in Parser::new(text).into_offset_iter() {
        if let Event::Start(Tag::Heading { level, .. }) = event {
            if text[range.clone()].starts_with('#') {
                levels.push((range.start, level));
            }
        }
    }
    let Some(top) = levels.iter().map(|(_, l)| level_number(*l)).min() else { return text.to_string() };
    let shift = min.saturating_sub(top);
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (start, level) in levels {
        let n = level_number(level);
        let new = (n + shift).min(6);
        out.push_str(&text[last..start]);
        out.push_str(&"#".repeat(new));
        last = start + text[start..].chars().take_while(|&c| c == '#').count();
    }
    out.push_str(&text[last..]);
    out
}

fn level_number(l: HeadingLevel) -> usize {
    match l {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

fn default_text(v: &DefaultValue) -> String {
    match v {
        DefaultValue::Bool(b) => b.to_string(),
        DefaultValue::Int(i) => i.to_string(),
        DefaultValue::Float(f) => f.to_string(),
        DefaultValue::String(s) => s.clone(),
        DefaultValue::List(items) => items.iter().map(default_text).collect::<Vec<_>>().join(","),
    }
}

/// The Markdown of one pass.
fn pass_markdown(p: &PassSpec, out: &mut String) {
    out.push_str(&format!("### `-{}`\n\n_{}_\n\n", p.argument, p.summary));
    let description = p.description.trim();
    if !description.is_empty() {
        out.push_str(&shift_headings(description, 4));
        out.push_str("\n\n");
    }
    match &p.anchor {
        Some(a) => out.push_str(&format!("Runs on: `{a}`\n\n")),
        None => out.push_str("Runs on: any op (op-agnostic)\n\n"),
    }
    if !p.dependent_dialects.is_empty() {
        let d: Vec<String> = p.dependent_dialects.iter().map(|d| format!("`{d}`")).collect();
        out.push_str(&format!("Dependent dialects: {}\n\n", d.join(", ")));
    }
    if !p.options.is_empty() {
        out.push_str("#### Options\n\n```\n");
        let width = p.options.iter().map(|o| o.argument.len() + 1).max().unwrap_or(0);
        for o in &p.options {
            out.push_str(&format!("{:<width$} : {}\n", format!("-{}", o.argument), o.description));
        }
        out.push_str("```\n\n| Option | Type | Default | Description |\n|---|---|---|---|\n");
        for o in &p.options {
            let base = match &o.rust_type {
                Some(t) => format!("`{}`", without_paths(t)),
                None => o.ty.spelling(),
            };
            let mut ty = if o.list { format!("list of {base}") } else { base };
            if !o.values.is_empty() {
                let names: Vec<&str> = o.values.iter().map(|v| v.name.as_str()).collect();
                ty = format!("{ty} ({})", names.join(" \\| "));
            }
            if o.min.is_some() || o.max.is_some() {
                let lo = o.min.map_or(String::new(), |m| m.to_string());
                let hi = o.max.map_or(String::new(), |m| m.to_string());
                ty = format!("{ty}, {lo}..={hi}");
            }
            let default = o.default.as_ref().map(default_text).unwrap_or_default();
            let default = if default.is_empty() { String::new() } else { format!("`{default}`") };
            out.push_str(&format!("| `{}` | {ty} | {default} | {} |\n", o.argument, o.description.replace('|', "\\|")));
        }
        out.push('\n');
    }
    if !p.statistics.is_empty() {
        out.push_str("#### Statistics\n\n```\n");
        let width = p.statistics.iter().map(|s| s.name.len()).max().unwrap_or(0);
        for s in &p.statistics {
            out.push_str(&format!("{:<width$} : {}\n", s.name, s.description));
        }
        out.push_str("```\n\n");
    }
}

/// The Markdown of one pass, as it appears in [`generate_markdown`]: what
/// generated code embeds for `pass-opt --list-passes --format=md`.
pub fn pass_documentation(p: &PassSpec) -> String {
    let mut out = String::new();
    pass_markdown(p, &mut out);
    let len = out.trim_end().len();
    out.truncate(len);
    out.push('\n');
    out
}

/// The Markdown reference of a group (deterministic: same spec, same bytes).
pub fn generate_markdown(group: &PassGroup) -> String {
    let mut out = String::from("<!-- Autogenerated by passgen; don't manually edit -->\n\n");
    for p in &group.passes {
        pass_markdown(p, &mut out);
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// The Markdown reference of several groups: one `## Group` section each.
pub fn generate_markdown_groups(groups: &[PassGroup]) -> String {
    let mut out = String::from("<!-- Autogenerated by passgen; don't manually edit -->\n\n");
    for g in groups {
        if let Some(name) = &g.name {
            out.push_str(&format!("## {name} passes\n\n"));
        }
        for p in &g.passes {
            pass_markdown(p, &mut out);
        }
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// A standalone HTML page for a group, with a table of contents.
pub fn generate_html(group: &PassGroup) -> String {
    let title = group.name.clone().unwrap_or_else(|| "Passes".into());
    let mut toc = String::new();
    let mut body = String::new();
    for p in &group.passes {
        let id = format!("pass-{}", p.argument);
        toc.push_str(&format!("<li><a href=\"#{id}\"><code>-{}</code></a>: {}</li>\n", p.argument, escape(&p.summary)));
        let mut md = String::new();
        pass_markdown(p, &mut md);
        body.push_str(&html_section(&id, &md));
    }
    html_page(&format!("{title} passes"), &toc, &body)
}

/// A `<section>` with the HTML of some Markdown (tables enabled), for the
/// HTML pages of passes and dialects.
pub(crate) fn html_section(id: &str, markdown: &str) -> String {
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, Parser::new_ext(markdown, pulldown_cmark::Options::ENABLE_TABLES));
    format!("<section id=\"{id}\">\n{html}</section>\n")
}

/// A standalone HTML page: `title` as `<title>` and `<h1>`, a `<nav>` of the
/// `<li>` items in `toc`, then `body`.
pub(crate) fn html_page(title: &str, toc: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>{t}</title>\n</head>\n<body>\n<h1>{t}</h1>\n<nav>\n<ul>\n{toc}</ul>\n</nav>\n{body}</body>\n</html>\n",
        t = escape(title)
    )
}

pub(crate) fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A Rust type as its reader knows it: `crate::passes::Pipeline` and
/// `Vec<my_crate::Item>` become `Pipeline` and `Vec<Item>` (the module a
/// type lives in is the spec author's business, not the pass user's).
fn without_paths(ty: &str) -> String {
    let mut out = String::new();
    let mut rest = ty;
    while let Some(at) = rest.find("::") {
        let head = &rest[..at];
        out.push_str(head.trim_end_matches(|c: char| c.is_alphanumeric() || c == '_'));
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::without_paths;

    #[test]
    fn option_types_are_shown_without_their_module_paths() {
        assert_eq!(without_paths("crate::transforms::inliner::DefaultPipeline"), "DefaultPipeline");
        assert_eq!(without_paths("Vec<my_crate::Item>"), "Vec<Item>");
        assert_eq!(without_paths("::std::path::PathBuf"), "PathBuf");
        assert_eq!(without_paths("u32"), "u32");
    }
}
