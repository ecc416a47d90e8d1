//! Diagnostics: an error or note with a location, rendered as `mlir-opt` renders
//! them (`file:line:col: error: message`, the source line and a caret).

use rustc_hash::FxHashMap;

use super::attributes::{LocKind, Location};
use super::Context;

/// How serious a diagnostic is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Severity {
    /// An error.
    Error,
    /// A warning.
    Warning,
    /// A note attached to another diagnostic.
    Note,
    /// A remark.
    Remark,
}

impl Severity {
    fn label(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// A message with a location and attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it applies.
    pub loc: Location,
    /// The message.
    pub message: String,
    /// Notes shown after it.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }

    /// A note at `loc`.
    pub fn note(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Note, loc, message: message.into(), notes: Vec::new() }
    }

    /// Adds a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic::note(loc, message));
        self
    }
}

/// Source texts by file name, for echoing the offending line under a diagnostic.
#[derive(Default, Debug, Clone)]
pub struct SourceMgr {
    /// Shared, so that a tool keeps one copy of a large input.
    files: FxHashMap<String, std::sync::Arc<String>>,
}

impl SourceMgr {
    /// An empty source manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a file's text (a `String`, or an `Arc<String>` the caller
    /// keeps reading from).
    pub fn add(&mut self, name: &str, text: impl Into<std::sync::Arc<String>>) {
        self.files.insert(name.to_string(), text.into());
    }

    /// Line `line` (1-based) of `file`.
    pub fn line(&self, file: &str, line: u32) -> Option<&str> {
        let text = self.files.get(file)?;
        if line == 0 {
            return None;
        }
        text.split('\n').nth(line as usize - 1).map(|l| l.strip_suffix('\r').unwrap_or(l))
    }

    /// Renders a diagnostic and its notes, each ending in a newline.
    pub fn render(&self, ctx: &Context, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_into(ctx, diag, None, &mut out);
        out
    }

    fn render_into(&self, ctx: &Context, diag: &Diagnostic, parent: Option<Location>, out: &mut String) {
        match file_line_col(ctx, diag.loc) {
            Some((file, line, col)) => {
                out.push_str(&format!("{file}:{line}:{col}: {}: {}\n", diag.severity.label(), diag.message));
                // A note at its diagnostic's own location does not repeat the line.
                let echo = parent != Some(diag.loc);
                if let Some(text) = self.line(file, line).filter(|_| echo) {
                    if col >= 1 {
                        out.push_str(text);
                        out.push('\n');
                        let caret: String =
                            text.chars().take(col as usize - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
                        out.push_str(&caret);
                        out.push_str("^\n");
                    }
                }
            }
            None => out.push_str(&format!("<unknown>:0: {}: {}\n", diag.severity.label(), diag.message)),
        }
        for n in &diag.notes {
            self.render_into(ctx, n, Some(diag.loc), out);
        }
    }
}

/// The file position a location points at, looking through names, call sites
/// (the callee) and fused locations (the first that has one), as MLIR does.
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    match &ctx.loc_kind(loc) {
        LocKind::FileLineCol { file, line, col } => Some((ctx.ident_str(*file), *line, *col)),
        LocKind::FileLineColRange { file, line, col, .. } => Some((ctx.ident_str(*file), *line, *col)),
        LocKind::FileLine { file, line } => Some((ctx.ident_str(*file), *line, 0)),
        LocKind::Name { child: Some(c), .. } => file_line_col(ctx, *c),
        LocKind::CallSite { callee, .. } => file_line_col(ctx, *callee),
        LocKind::Fused { locs, .. } => locs.iter().find_map(|l| file_line_col(ctx, *l)),
        _ => None,
    }
}
