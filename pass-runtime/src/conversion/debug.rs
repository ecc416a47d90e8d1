//! The conversion's debug log (MLIR's `-debug-only=dialect-conversion`): a
//! tree mirroring the conversion, one block per op being legalized, with the
//! fold attempts, the patterns tried, the ops inserted, replaced and erased,
//! and why each step succeeded or failed.
//!
//! It is switched on per conversion ([`ConversionConfig::debug_log`], which
//! collects the text in a [`DebugLog`]) or for every conversion of a pass
//! manager's runs ([`PassManager::enable_debug_only`] with [`DEBUG_TYPE`],
//! which writes to standard error; this is what `pass-opt
//! --debug-conversion` does). Each conversion writes its log in one piece
//! when it ends, so logs of conversions running on several threads do not
//! interleave. When off, no text is formatted.
//!
//! [`ConversionConfig::debug_log`]: super::ConversionConfig::debug_log
//! [`PassManager::enable_debug_only`]: crate::pass::PassManager::enable_debug_only

use std::fmt::{self, Write as _};
use std::sync::{Arc, Mutex};

/// The debug kind of the conversion's log (MLIR's `DEBUG_TYPE`, as in
/// `-debug-only=dialect-conversion`).
pub const DEBUG_TYPE: &str = "dialect-conversion";

/// Collects the debug logs of the conversions it is given to. Clones share
/// the same text.
#[derive(Clone, Default, Debug)]
pub struct DebugLog {
    text: Arc<Mutex<String>>,
}

impl DebugLog {
    /// An empty log.
    pub fn new() -> Self {
        Self::default()
    }

    /// The text logged so far.
    pub fn contents(&self) -> String {
        self.text.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Takes the text logged so far, leaving the log empty.
    pub fn take(&self) -> String {
        std::mem::take(&mut *self.text.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn append(&self, s: &str) {
        self.text.lock().unwrap_or_else(|e| e.into_inner()).push_str(s);
    }
}

/// The separator MLIR prints around each op's block.
pub(crate) const RULE: &str = "//===-------------------------------------------===//";

/// Writes the tree: lines indented two spaces per open block.
pub(crate) struct Logger {
    out: String,
    indent: usize,
    sink: DebugLog,
}

impl Logger {
    /// A logger for one conversion, or `None` when logging is off.
    pub(crate) fn for_conversion(sink: Option<&DebugLog>) -> Option<Logger> {
        sink.map(|sink| Logger { out: String::new(), indent: 0, sink: sink.clone() })
    }

    /// Starts a line at the current indentation and writes `args`.
    pub(crate) fn line(&mut self, args: fmt::Arguments<'_>) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        let _ = self.out.write_fmt(args);
        self.out.push('\n');
    }

    /// Writes possibly several lines, each indented.
    pub(crate) fn lines(&mut self, text: &str) {
        for l in text.lines() {
            self.line(format_args!("{l}"));
        }
    }

    /// An empty line (MLIR starts each pattern and op block with one).
    pub(crate) fn blank(&mut self) {
        self.out.push('\n');
    }

    /// Opens a block: writes the line, then indents.
    pub(crate) fn open(&mut self, args: fmt::Arguments<'_>) {
        self.line(args);
        self.indent += 1;
    }

    /// Closes a block with `} -> SUCCESS` and, if not empty, the reason.
    pub(crate) fn success(&mut self, reason: fmt::Arguments<'_>) {
        self.indent = self.indent.saturating_sub(1);
        let mut reason_text = String::new();
        let _ = reason_text.write_fmt(reason);
        if reason_text.is_empty() {
            self.line(format_args!("}} -> SUCCESS"));
        } else {
            self.line(format_args!("}} -> SUCCESS : {reason_text}"));
        }
    }

    /// Closes a block with `} -> FAILURE : ` and the reason.
    pub(crate) fn failure(&mut self, reason: fmt::Arguments<'_>) {
        self.indent = self.indent.saturating_sub(1);
        self.line(format_args!("}} -> FAILURE : {reason}"));
    }

    /// Hands the text to the sink.
    pub(crate) fn finish(self) {
        self.sink.append(&self.out);
    }
}
