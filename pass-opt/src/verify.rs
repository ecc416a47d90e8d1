//! `--verify-diagnostics`: the `expected-error`/`-warning`/`-remark`/`-note`
//! comments of an input file, checked against the diagnostics the run emits,
//! with `mlir-opt`'s syntax (`@above`, `@below`, `@+N`, `@-N`, `@unknown`,
//! `-re` with `{{regex}}` pieces), its messages and its verdict.
//!
//! As in `mlir-opt`, a diagnostic with a file location matches an
//! expectation on the same line whose kind and text agree (text contained in
//! the message, or the `-re` regex found in it); one expectation may match
//! several diagnostics. A diagnostic nothing matches is reported as
//! `unexpected <kind>: <message>` at its own location when it is emitted (or,
//! when only the kind differs, as `'<kind>' diagnostic emitted when
//! expecting a '<kind>'` at the expectation); expectations nothing matched
//! are reported at the end as `expected <kind> "<text>" was not produced`.

use pass_runtime::ir::{file_line_col, source_line_with_caret, Context, Diagnostic, Severity, SourceMgr};
use regex::Regex;

/// What `--verify-diagnostics` checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum VerifyMode {
    /// Expected diagnostics must be emitted and nothing else may be
    /// (`--verify-diagnostics` or `--verify-diagnostics=all`).
    #[default]
    All,
    /// Expected diagnostics must be emitted; others are ignored
    /// (`--verify-diagnostics=only-expected`).
    OnlyExpected,
}

/// One `expected-*` comment.
#[derive(Debug)]
struct Expectation {
    kind: Severity,
    /// The line the diagnostic must be on (it may be before the first line
    /// or past the last: then nothing matches it); `None` for `@unknown`.
    line: Option<i64>,
    /// Where the comment's `expected-` starts (1-based), for reports.
    at_line: u32,
    at_col: u32,
    /// The text between the outer braces, as written.
    text: String,
    /// For `expected-*-re`: the text as a regex.
    regex: Option<Regex>,
    matched: bool,
}

impl Expectation {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(re) => re.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

/// The expectations of one input file and the verdict so far.
#[derive(Debug)]
pub struct DiagnosticVerifier {
    file: String,
    text: String,
    mode: VerifyMode,
    located: Vec<Expectation>,
    unknown: Vec<Expectation>,
    failed: bool,
    /// What has been reported so far (unexpected diagnostics, malformed
    /// expectations), kept for [`DiagnosticVerifier::take_report`].
    report: String,
}

fn kind_name(kind: Severity) -> &'static str {
    match kind {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Remark => "remark",
        Severity::Note => "note",
    }
}

/// The designator syntax `mlir-opt` scans each (right-trimmed) line for.
fn designator() -> Regex {
    Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
        .unwrap_or_else(|e| unreachable!("the designator regex is valid: {e}"))
}

/// A `-re` text as a regex: `{{...}}` pieces are regexes, the rest literal.
fn expectation_regex(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(start) = rest.find("{{") else {
            pattern.push_str(&regex::escape(rest));
            break;
        };
        pattern.push_str(&regex::escape(&rest[..start]));
        rest = &rest[start + 2..];
        let Some(end) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".into());
        };
        let piece = &rest[..end];
        Regex::new(piece).map_err(|e| format!("invalid regex: {}", first_line(&e.to_string())))?;
        pattern.push('(');
        pattern.push_str(piece);
        pattern.push(')');
        rest = &rest[end + 2..];
    }
    Regex::new(&pattern).map_err(|e| format!("invalid regex: {}", first_line(&e.to_string())))
}

fn first_line(s: &str) -> &str {
    s.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or(s).trim()
}

/// `StringRef::getAsInteger` with radix 0, as `mlir-opt` reads `@+N`: a
/// leading `0` means octal.
fn offset_value(digits: &str) -> i64 {
    let parsed =
        if digits.len() > 1 && digits.starts_with('0') { i64::from_str_radix(&digits[1..], 8) } else { digits.parse() };
    parsed.unwrap_or(0)
}

impl DiagnosticVerifier {
    /// Reads the expectations of `text`, the whole input file named `file`.
    /// Malformed `-re` expectations are reported (see
    /// [`DiagnosticVerifier::take_report`]) and make the verdict a failure.
    pub fn new(file: &str, text: &str, mode: VerifyMode) -> Self {
        let mut v = DiagnosticVerifier {
            file: file.to_string(),
            text: text.to_string(),
            mode,
            located: Vec::new(),
            unknown: Vec::new(),
            failed: false,
            report: String::new(),
        };
        let designator = designator();
        let lines: Vec<&str> = text.split('\n').collect();
        let line_count = lines.len() as i64;
        // The last line that is not an `expected-*` one (1-based), what
        // `@above` refers to.
        let mut last_plain_line = 1;
        // The `@below` expectations waiting for the next such line.
        let mut below: Vec<usize> = Vec::new();
        for (index, raw) in lines.iter().enumerate() {
            let line_no = index as i64 + 1;
            let Some(caps) = designator.captures(raw.trim_end()) else {
                for i in below.drain(..) {
                    v.located[i].line = Some(line_no);
                }
                last_plain_line = line_no;
                continue;
            };
            let start = caps.get(0).map_or(0, |m| m.start());
            let kind = match &caps[1] {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "remark" => Severity::Remark,
                _ => Severity::Note,
            };
            let text = caps.get(5).map_or("", |m| m.as_str()).to_string();
            let mut e = Expectation {
                kind,
                line: Some(line_no),
                at_line: index as u32 + 1,
                at_col: start as u32 + 1,
                text,
                regex: None,
                matched: false,
            };
            if caps.get(2).is_some() {
                match expectation_regex(&e.text) {
                    Ok(re) => e.regex = Some(re),
                    Err(message) => {
                        let report = v.render_at(e.at_line, e.at_col, e.text.len(), &message);
                        v.report.push_str(&report);
                        v.failed = true;
                        continue;
                    }
                }
            }
            match caps.get(4).map(|m| m.as_str()) {
                Some("unknown") => {
                    e.line = None;
                    v.unknown.push(e);
                    continue;
                }
                Some("above") => e.line = Some(last_plain_line),
                Some("below") => {
                    // Dangling until a plain line comes.
                    e.line = Some(line_count);
                    below.push(v.located.len());
                }
                Some(offset) => {
                    let n = offset_value(&offset[1..]);
                    e.line = Some(if offset.starts_with('+') { line_no + n } else { line_no - n });
                }
                None => {}
            }
            v.located.push(e);
        }
        v
    }

    /// Checks one emitted diagnostic and its notes, reporting what does not
    /// match. `sources` renders reports at the diagnostic's location.
    pub fn process(&mut self, ctx: &Context, sources: &SourceMgr, diag: &Diagnostic) {
        self.process_one(ctx, sources, diag);
        for note in &diag.notes {
            self.process_one(ctx, sources, note);
        }
    }

    fn process_one(&mut self, ctx: &Context, sources: &SourceMgr, diag: &Diagnostic) {
        let position = file_line_col(ctx, diag.loc);
        let (candidates, line) = match position {
            // A diagnostic in another file: no expectation can match it.
            Some((file, ..)) if file != self.file => (None, None),
            Some((_, line, _)) => (Some(&mut self.located), Some(i64::from(line))),
            None => (Some(&mut self.unknown), None),
        };
        // Where the last expectation that differs only by kind is, and its kind.
        let mut near_miss = None;
        for e in candidates.into_iter().flatten() {
            if line.is_some() && e.line != line {
                continue;
            }
            if e.matches(&diag.message) {
                if e.kind == diag.severity {
                    e.matched = true;
                    return;
                }
                near_miss = Some((e.at_line, e.at_col, e.kind));
            }
        }
        if self.mode == VerifyMode::OnlyExpected {
            return;
        }
        self.failed = true;
        let report = match near_miss {
            Some((at_line, at_col, kind)) => {
                let message =
                    format!("'{}' diagnostic emitted when expecting a '{}'", kind_name(diag.severity), kind_name(kind));
                self.render_at(at_line, at_col, 0, &message)
            }
            None => {
                let message = format!("unexpected {}: {}", kind_name(diag.severity), diag.message);
                sources.render(ctx, &Diagnostic::error(diag.loc, message))
            }
        };
        eprint!("{report}");
    }

    /// Reports the expectations nothing matched and returns the verdict:
    /// `true` when every expectation was met and nothing unexpected came.
    /// Expectations at unknown locations are reported twice, as `mlir-opt`
    /// 22 does (its verifier runs its final check twice, and only forgets
    /// the located expectations after the first).
    pub fn finish(&mut self) -> bool {
        let mut report = String::new();
        for e in self.located.iter().filter(|e| !e.matched) {
            report.push_str(&self.render_at(e.at_line, e.at_col, e.text.len(), &missing_message(e)));
        }
        for _ in 0..2 {
            for e in self.unknown.iter().filter(|e| !e.matched) {
                report.push_str(&format!("<unknown>:0: error: {}\n", missing_message(e)));
            }
        }
        if !report.is_empty() {
            self.failed = true;
        }
        eprint!("{report}");
        !self.failed
    }

    /// Reports every well-formed expectation as not produced, as mlir-opt 22
    /// does at the end of a run without `--verify-diagnostics` (it reads the
    /// expectations either way, and matches nothing against them); the
    /// run's verdict is not changed.
    pub fn report_unproduced(&self) {
        let mut report = String::new();
        for e in &self.located {
            report.push_str(&self.render_at(e.at_line, e.at_col, e.text.len(), &missing_message(e)));
        }
        for e in &self.unknown {
            report.push_str(&format!("<unknown>:0: error: {}\n", missing_message(e)));
        }
        eprint!("{report}");
    }

    /// What was reported while reading the expectations (malformed `-re`
    /// texts); printed by the caller before anything else.
    pub fn take_report(&mut self) -> String {
        std::mem::take(&mut self.report)
    }

    /// An error at an expectation, as LLVM's `SourceMgr` prints one: the
    /// line, and a caret under `expected-` followed by `~` up to
    /// `underline` bytes from it (cut at the line's end).
    fn render_at(&self, at_line: u32, at_col: u32, underline: usize, message: &str) -> String {
        let line = self.text.split('\n').nth(at_line as usize - 1).unwrap_or("");
        let line = line.strip_suffix('\r').unwrap_or(line);
        let echo = source_line_with_caret(line, (at_col as usize - 1).min(line.len()), underline);
        format!("{}:{at_line}:{at_col}: error: {message}\n{echo}", self.file)
    }
}

fn missing_message(e: &Expectation) -> String {
    format!("expected {} \"{}\" was not produced", kind_name(e.kind), e.text)
}

/// `mlir-opt --verify-diagnostics` turns off the `see current operation`
/// notes (`printOpOnDiagnostic`); these are the notes it would not emit.
pub fn is_current_operation_note(note: &Diagnostic) -> bool {
    note.severity == Severity::Note && note.message.starts_with("see current operation:")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn designators_find_their_lines() {
        let text = "a\n// expected-error @below {{x}}\n// expected-note @above {{y}}\nb\n// expected-warning @-1 {{z}}\n// expected-remark @+2 {{w}}\nc // expected-error-re {{v{{[0-9]+}}}}\n// expected-error @unknown {{u}}\n";
        let v = DiagnosticVerifier::new("f.mlir", text, VerifyMode::All);
        let lines: Vec<_> = v.located.iter().map(|e| (e.text.as_str(), e.line)).collect();
        assert_eq!(lines, [("x", Some(4)), ("y", Some(1)), ("z", Some(4)), ("w", Some(8)), ("v{{[0-9]+}}", Some(7))]);
        assert!(v.located[4].matches("v12"));
        assert!(!v.located[4].matches("vx"));
        assert_eq!(v.unknown.len(), 1);
    }
}
