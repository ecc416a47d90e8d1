//! The errors of the TOML front ends (pass specs and dialect specs), each
//! located at its line and column in the spec file.

use std::collections::HashMap;
use std::ops::Range;

use serde::de::DeserializeOwned;
use toml::Spanned;

use crate::error::{LineIndex, SpecError, SpecErrors};

/// Collects the errors of one spec file with their positions.
pub(crate) struct TomlErrors<'t> {
    /// The file, as errors name it.
    pub(crate) file: &'t str,
    /// Its text.
    pub(crate) text: &'t str,
    pub(crate) index: LineIndex<'t>,
    pub(crate) list: Vec<SpecError>,
}

impl<'t> TomlErrors<'t> {
    pub(crate) fn new(file: &'t str, text: &'t str) -> Self {
        TomlErrors { file, text, index: LineIndex::new(text), list: Vec::new() }
    }

    /// The text read as `T`, or the error TOML reports, at its place.
    pub(crate) fn deserialize<T: DeserializeOwned>(&mut self) -> Result<T, SpecErrors> {
        toml::from_str(self.text).map_err(|e| {
            let message = e.message().trim_end().to_string();
            self.at(e.span().unwrap_or(0..0), message);
            SpecErrors(std::mem::take(&mut self.list))
        })
    }

    /// An error at `span`.
    pub(crate) fn at(&mut self, span: Range<usize>, message: impl Into<String>) {
        let (line, column) = self.index.line_col(span.start);
        self.list.push(SpecError { file: self.file.to_string(), line, column, message: message.into() });
    }

    /// Reports `problem` at `span` when there is one.
    pub(crate) fn check(&mut self, span: Range<usize>, problem: Option<String>) {
        if let Some(p) = problem {
            self.at(span, p);
        }
    }

    /// Reports `s` when a name in `seen` is the same (a duplicate `what`),
    /// else adds it there.
    pub(crate) fn unique(&mut self, seen: &mut HashMap<String, Range<usize>>, s: &Spanned<String>, what: &str) {
        if let Some(first) = seen.get(s.get_ref()) {
            let (line, col) = self.index.line_col(first.start);
            self.at(s.span(), format!("duplicate {what} '{}' (first defined at {line}:{col})", s.get_ref()));
        } else {
            seen.insert(s.get_ref().clone(), s.span());
        }
    }

    /// The description of an item (`whose`, as messages call it), trailing
    /// blank lines trimmed, its Markdown checked; empty when there is none.
    pub(crate) fn description(&mut self, d: &Option<Spanned<String>>, whose: &str) -> String {
        let Some(d) = d else { return String::new() };
        if let Some(problem) = crate::doc::markdown_problem(d.get_ref()) {
            self.at(d.span(), format!("description of {whose}: {problem}"));
        }
        d.get_ref().trim_end().to_string()
    }

    /// `value` when no error was found, else the errors in file order.
    pub(crate) fn finish<T>(mut self, value: T) -> Result<T, SpecErrors> {
        if self.list.is_empty() {
            Ok(value)
        } else {
            self.list.sort_by_key(|e| (e.line, e.column));
            Err(SpecErrors(self.list))
        }
    }
}
