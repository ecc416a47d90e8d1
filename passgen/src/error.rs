//! Errors located in a spec file: `file:line:col: error: message`.

use std::fmt;

/// One error in a spec.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// The spec file.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: error: {}", self.file, self.line, self.column, self.message)
    }
}

/// Every error found in a spec, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecErrors(pub Vec<SpecError>);

impl std::error::Error for SpecErrors {}

impl fmt::Display for SpecErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// Maps byte offsets of a text to lines and columns.
#[cfg_attr(not(feature = "toml"), allow(dead_code))]
pub(crate) struct LineIndex<'t> {
    text: &'t str,
    starts: Vec<usize>,
}

#[cfg_attr(not(feature = "toml"), allow(dead_code))]
impl<'t> LineIndex<'t> {
    pub(crate) fn new(text: &'t str) -> Self {
        let starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        LineIndex { text, starts }
    }

    /// 1-based line and column of `offset`.
    pub(crate) fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let start = self.starts[line];
        let column = self.text.get(start..offset).map_or(offset - start, |s| s.chars().count()) + 1;
        (line + 1, column)
    }
}
