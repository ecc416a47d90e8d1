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
                        out.push_str(&source_line_with_caret(text, col as usize - 1, 1));
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

/// LLVM's tab stop, for expanding tabs in echoed source lines.
const TAB_STOP: usize = 8;

/// A source line and the line that marks a place in it, each ending in a
/// newline, as LLVM's `SourceMgr` prints them under a diagnostic: a caret
/// at byte `col` (0-based; one past the end marks the end of the line),
/// `~` under the rest of the `width` bytes from it (cut at the line's end),
/// and tabs expanded to spaces in both lines. A line with non-ASCII text
/// gets no marks at all, since its bytes and its columns do not line up.
pub fn source_line_with_caret(line: &str, col: usize, width: usize) -> String {
    let mut out = String::with_capacity(2 * line.len() + 4);
    let mut column = 0;
    for (i, piece) in line.split('\t').enumerate() {
        if i > 0 {
            pad_to_tab_stop(&mut out, &mut column, ' ');
        }
        out.push_str(piece);
        column += piece.len();
    }
    out.push('\n');
    if !line.is_ascii() {
        return out;
    }
    let mut marks = vec![b' '; line.len().max(col) + 1];
    let end = (col + width).min(line.len()).max(col + 1);
    marks[col + 1..end].fill(b'~');
    marks[col] = b'^';
    let used = marks.iter().rposition(|&b| b != b' ').map_or(0, |i| i + 1);
    // A mark under a tab widens with it, as LLVM repeats it.
    let mut column = 0;
    for (i, &mark) in marks[..used].iter().enumerate() {
        if line.as_bytes().get(i) == Some(&b'\t') {
            pad_to_tab_stop(&mut out, &mut column, char::from(mark));
        } else {
            out.push(char::from(mark));
            column += 1;
        }
    }
    out.push('\n');
    out
}

/// Pushes `fill` at least once and up to the next tab stop.
fn pad_to_tab_stop(out: &mut String, column: &mut usize, fill: char) {
    loop {
        out.push(fill);
        *column += 1;
        if *column % TAB_STOP == 0 {
            break;
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

#[cfg(test)]
mod tests {
    use super::source_line_with_caret;

    // Each expectation is what mlir-opt 22 prints for an error at that place.

    #[test]
    fn caret_under_a_column() {
        assert_eq!(source_line_with_caret("  %0 = foo", 5, 1), "  %0 = foo\n     ^\n");
    }

    #[test]
    fn caret_one_past_the_end_of_the_line() {
        assert_eq!(source_line_with_caret("  return", 8, 1), "  return\n        ^\n");
    }

    #[test]
    fn tabs_expand_to_eight_columns_in_both_lines() {
        let line = "\t%0 =\t\"x.y\"() : () -> i32 foo";
        let expected = concat!("        %0 =    \"x.y\"() : () -> i32 foo\n", "                     ^\n");
        assert_eq!(source_line_with_caret(line, 11, 1), expected);
    }

    #[test]
    fn underline_stops_at_the_end_of_the_line() {
        assert_eq!(
            source_line_with_caret("// expected-error {{x}}", 3, 100),
            "// expected-error {{x}}\n   ^~~~~~~~~~~~~~~~~~~~\n"
        );
    }

    #[test]
    fn non_ascii_lines_get_no_caret() {
        let line = "  %0 = \"x.y\"() {s = \"h\u{e9}llo\"} : () -> i32 foo";
        assert_eq!(source_line_with_caret(line, 12, 1), format!("{line}\n"));
    }
}
