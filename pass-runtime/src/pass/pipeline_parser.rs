//! The textual pipeline language:
//! `builtin.module(func.func(cse,canonicalize{max-iterations=3}),any(symbol-dce))`.
//!
//! ```text
//! pipeline := anchor '(' list? ')'          anchor: an op name or `any`
//! list     := element (',' element)*
//! element  := anchor '(' list? ')'          a nested pass manager
//!           | name ('{' options '}')?       a registered pass or pipeline
//! ```
//!
//! Whitespace around names, parentheses, braces and commas is ignored. Every
//! error carries the byte offset it is about; [`PipelineError::render`] echoes
//! the text with a caret under it.

use crate::ir::{Context, Traits, MAX_NESTING_DEPTH};

use super::manager::{OpPassManager, ANY_ANCHOR};
use super::options::{parse_options, OptionEnv};
use super::registry::{PassRegistry, PipelineBuilderError, Registration};

/// An error in pipeline text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PipelineError {
    /// The byte offset in the text the error is about.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl PipelineError {
    fn at(offset: usize, message: impl Into<String>) -> Self {
        PipelineError { offset, message: message.into() }
    }

    /// The error as `pass-opt` shows it: `<source>:line:col: error: message`,
    /// the line of `text` it is on and a caret under the spot.
    pub fn render(&self, source: &str, text: &str) -> String {
        let offset = self.offset.min(text.len());
        let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
        let line_no = text[..offset].matches('\n').count() + 1;
        let col = offset - line_start;
        let echo = crate::ir::source_line_with_caret(&text[line_start..line_end], col, 1);
        format!("{source}:{line_no}:{}: error: {}\n{echo}", col + 1, self.message)
    }
}

/// Parses `text` into a pass manager, with passes and pipelines from
/// `registry`.
pub fn parse_pass_pipeline(text: &str, registry: &PassRegistry) -> Result<OpPassManager, PipelineError> {
    PipelineParser::new(registry).parse(text)
}

/// A pipeline parser, optionally checking anchors against a context.
pub struct PipelineParser<'a> {
    registry: &'a PassRegistry,
    ctx: Option<&'a Context>,
}

impl<'a> PipelineParser<'a> {
    /// A parser for passes and pipelines of `registry`.
    pub fn new(registry: &'a PassRegistry) -> Self {
        PipelineParser { registry, ctx: None }
    }

    /// Also checks that nested anchors name registered ops that are isolated
    /// from above (the only ops a pass manager can run on).
    pub fn with_context(mut self, ctx: &'a Context) -> Self {
        self.ctx = Some(ctx);
        self
    }

    /// Parses a whole pipeline, `anchor(...)`.
    pub fn parse(&self, text: &str) -> Result<OpPassManager, PipelineError> {
        let mut cur = Cursor { text, pos: 0, depth: 0 };
        cur.skip_ws();
        let start = cur.pos;
        let anchor = cur.name();
        cur.skip_ws();
        if anchor.is_empty() || cur.peek() != Some(b'(') {
            return Err(PipelineError::at(
                start,
                "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'",
            ));
        }
        let mut pm = OpPassManager::new(anchor);
        let open = cur.pos;
        cur.pos += 1;
        self.parse_list(&mut cur, &mut pm, open)?;
        cur.skip_ws();
        match cur.peek() {
            None => Ok(pm),
            Some(b')') => Err(PipelineError::at(
                cur.pos,
                "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
            )),
            Some(_) => Err(PipelineError::at(cur.pos, "unexpected text after the end of the pipeline")),
        }
    }

    /// Adds the registered pass or pipeline `name` with options text
    /// `options` (as `--name=options` on a command line would).
    pub fn add_registered(&self, pm: &mut OpPassManager, name: &str, options: &str) -> Result<(), PipelineError> {
        self.add_element(pm, name, 0, Some((options, 0)))
    }

    /// Parses elements up to the `)` closing the `(` at `open`.
    fn parse_list(&self, cur: &mut Cursor<'_>, pm: &mut OpPassManager, open: usize) -> Result<(), PipelineError> {
        cur.skip_ws();
        if cur.peek() == Some(b')') {
            cur.pos += 1;
            return Ok(());
        }
        loop {
            self.parse_element(cur, pm)?;
            cur.skip_ws();
            match cur.peek() {
                Some(b',') => cur.pos += 1,
                Some(b')') => {
                    cur.pos += 1;
                    return Ok(());
                }
                None => {
                    return Err(PipelineError::at(open, "encountered unbalanced parentheses while parsing pipeline"))
                }
                Some(_) => return Err(PipelineError::at(cur.pos, "expected ',' after parsing pipeline")),
            }
        }
    }

    fn parse_element(&self, cur: &mut Cursor<'_>, pm: &mut OpPassManager) -> Result<(), PipelineError> {
        cur.skip_ws();
        let start = cur.pos;
        let name = cur.name();
        cur.skip_ws();
        if name.is_empty() {
            let what = match cur.peek() {
                Some(b'(') => "expected an op name or 'any' before '('",
                Some(b'{') => "expected a pass name before '{'",
                _ => "empty pipeline element: expected a pass, a pass pipeline or a nested pipeline",
            };
            return Err(PipelineError::at(start, what));
        }
        match cur.peek() {
            Some(b'(') => {
                self.check_nested_anchor(name, start)?;
                let open = cur.pos;
                // Nested pass managers are built, printed, cloned and run by
                // recursion: the IR parser's nesting limit bounds them too.
                if cur.depth >= MAX_NESTING_DEPTH {
                    return Err(PipelineError::at(
                        open,
                        format!("nesting too deep: more than {MAX_NESTING_DEPTH} levels"),
                    ));
                }
                cur.pos += 1;
                let nested = pm.nest(name);
                cur.depth += 1;
                let result = self.parse_list(cur, nested, open);
                cur.depth -= 1;
                result
            }
            Some(b'{') => {
                let open = cur.pos;
                let close = find_block_end(cur.text, open)
                    .ok_or_else(|| PipelineError::at(open, "missing closing '}' while processing pass options"))?;
                cur.pos = close + 1;
                self.add_element(pm, name, start, Some((&cur.text[open + 1..close], open + 1)))
            }
            _ => self.add_element(pm, name, start, None),
        }
    }

    fn check_nested_anchor(&self, name: &str, at: usize) -> Result<(), PipelineError> {
        let Some(ctx) = self.ctx else { return Ok(()) };
        if name == ANY_ANCHOR {
            return Ok(());
        }
        match ctx.op_def(ctx.op_name(name)) {
            None => Err(PipelineError::at(
                at,
                format!("'{name}' is not a registered operation: a nested pass manager cannot be anchored on it"),
            )),
            Some(def) if !def.has(Traits::ISOLATED_FROM_ABOVE) => Err(PipelineError::at(
                at,
                format!("'{name}' is not isolated from above: a nested pass manager cannot be anchored on it"),
            )),
            Some(_) => Ok(()),
        }
    }

    /// Adds pass or pipeline `name` (at `start`) with options text at
    /// `options.1`.
    fn add_element(
        &self,
        pm: &mut OpPassManager,
        name: &str,
        start: usize,
        options: Option<(&str, usize)>,
    ) -> Result<(), PipelineError> {
        let env = OptionEnv { registry: Some(self.registry) };
        let (opts, opts_at) = options.unwrap_or(("", start));
        match self.registry.get(name) {
            None => {
                let hint = match self.registry.closest(name) {
                    Some(c) => format!("; did you mean '{c}'?"),
                    None => String::new(),
                };
                Err(PipelineError::at(
                    start,
                    format!("'{name}' does not refer to a registered pass or pass pipeline{hint}"),
                ))
            }
            Some(Registration::Pass(reg)) => {
                let mut pass = reg.create();
                match pass.options_mut() {
                    Some(o) => parse_options(o, opts, name, &env)
                        .map_err(|e| PipelineError::at(opts_at + e.offset, e.message))?,
                    None if !opts.trim().is_empty() => {
                        return Err(PipelineError::at(opts_at, format!("pass '{name}' has no options")));
                    }
                    None => {}
                }
                pm.add_pass(pass).map_err(|e| PipelineError::at(start, e.to_string()))
            }
            Some(Registration::Pipeline(reg)) => reg.add_to(pm, opts, &env).map_err(|e| match e {
                PipelineBuilderError::Options(e) => PipelineError::at(opts_at + e.offset, e.message),
                PipelineBuilderError::Build(e) => PipelineError::at(start, e.to_string()),
            }),
        }
    }
}

struct Cursor<'t> {
    text: &'t str,
    pos: usize,
    /// How many nested pipelines enclose `pos`.
    depth: u32,
}

impl<'t> Cursor<'t> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    /// A pass, pipeline or op name: everything up to whitespace or
    /// punctuation of the grammar.
    fn name(&mut self) -> &'t str {
        let start = self.pos;
        while self.peek().is_some_and(|c| !c.is_ascii_whitespace() && !b"(){},".contains(&c)) {
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }
}

/// The `}` closing the `{` at `open`, skipping quoted text and nested braces.
fn find_block_end(text: &str, open: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut pos = open;
    while pos < bytes.len() {
        match bytes[pos] {
            q @ (b'\'' | b'"') => {
                // A quote without its match is an ordinary character.
                if let Some(n) = bytes[pos + 1..].iter().position(|&b| b == q) {
                    pos += n + 1;
                }
            }
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(pos);
                }
            }
            _ => {}
        }
        pos += 1;
    }
    None
}
