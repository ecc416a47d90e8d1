//! Dialect types and attributes after their sigil (`!` or `#`): an alias, a
//! registered definition read by its own parser, or a verbatim body kept as
//! text; and the parser as the backend of [`DialectAsmParser`].

use super::lexer::{is_ident_start, parse_int_text};
use super::{PResult, Parser};

use crate::ir::attr_verify::VerbatimSyntaxCheck;
use crate::ir::attributes::Attribute;
use crate::ir::context::Context;
use crate::ir::diagnostic::Diagnostic;
use crate::ir::dialect::Dialect;
use crate::ir::dialect_asm::{AsmParserBackend, DialectAsmParser};
use crate::ir::dialect_defs::{DefRef, DialectSyntax, Param};
use crate::ir::types::Type;
use crate::ir::verbatim;

/// What follows a `!` or `#`.
pub(super) enum DialectRef<'a> {
    /// `!name` / `#name`: an alias.
    Alias(&'a str),
    /// `!dialect.name<...>` / `#dialect.name<...>`: the text after the sigil.
    Verbatim(&'a str),
    /// A registered type or attribute: its definition and parameters.
    Registered(DefRef, Box<[Param]>),
}

impl<'a> Parser<'a, '_> {
    /// After `!` or `#`: an alias name, or a dialect type or attribute kept
    /// verbatim (rejected when its dialect is unknown and unregistered
    /// dialects are not allowed).
    pub(super) fn parse_dialect_ref(&mut self, sigil: char, what: &str) -> PResult<DialectRef<'a>> {
        let start = self.pos;
        self.pos += 1;
        let Some(name) = self.alias_ident() else {
            return self.missing_name(start, &format!("expected dialect {what} or alias"));
        };
        if !name.contains('.') && self.peek_raw() != b'<' {
            return Ok(DialectRef::Alias(name));
        }
        if let Some((dialect, mnemonic)) = name.split_once('.') {
            if let Some(d) =
                self.ctx.dialect(dialect).filter(|d| d.syntax_of(sigil, mnemonic) == DialectSyntax::Declared)
            {
                return self.parse_registered(&d, sigil, mnemonic, start + 2 + dialect.len());
            }
        }
        if self.peek_raw() == b'<' {
            self.balanced_angle()?;
        }
        // After the body, whose errors MLIR's lexer reports first: the
        // namespace is MLIR's `[a-zA-Z_][a-zA-Z0-9_$]*`, reported after its
        // dot (at the sigil without one).
        let (namespace, dotted) = name.split_once('.').map_or((name, false), |(ns, _)| (ns, true));
        let valid = namespace.bytes().next().is_some_and(is_ident_start)
            && namespace.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$');
        if !valid {
            let at = if dotted { start + namespace.len() + 2 } else { start };
            return self.err_at(at, format!("invalid dialect namespace '\"{namespace}\"'"));
        }
        let text = &self.text[start + 1..self.pos];
        let dialect = &name[..name.find('.').unwrap_or(name.len())];
        if !self.ctx.is_dialect_registered(dialect) && !self.ctx.allows_unregistered_dialects() {
            let body_start = start + 1 + dialect.len() + usize::from(name.contains('.'));
            let body = &self.text[body_start..self.pos];
            return self.err_at(
                body_start,
                format!(
                    "`{sigil}\"{dialect}\"<\"{body}\">` {what} created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used"
                ),
            );
        }
        let check = self.ctx.dialect(dialect).and_then(|d| d.get_hook::<VerbatimSyntaxCheck>().copied());
        if let Some(Err((offset, message))) = check.map(|VerbatimSyntaxCheck(check)| check(sigil, text)) {
            return self.err_at(start + 1 + offset, message);
        }
        Ok(DialectRef::Verbatim(text))
    }

    /// The parameters of a registered type (`sigil` `!`) or attribute of
    /// dialect `d` called `mnemonic` (at `mnemonic_pos`), read by its
    /// definition, then verified.
    pub(super) fn parse_registered(
        &mut self,
        d: &Dialect,
        sigil: char,
        mnemonic: &str,
        mnemonic_pos: usize,
    ) -> PResult<DialectRef<'a>> {
        // MLIR takes the balanced `<...>` after the name first (its
        // "unbalanced" errors come before the definition's), and what the
        // definition's parser leaves of it is not read (`!llvm.void<>` is
        // `!llvm.void`).
        let body_end = if self.peek_raw() == b'<' {
            let save = self.pos;
            self.balanced_angle()?;
            let end = self.pos;
            self.pos = save;
            Some(end)
        } else {
            None
        };
        let def = if sigil == '!' { d.type_def_named(mnemonic) } else { d.attr_def_named(mnemonic) };
        let Some(def) = def else {
            // A dialect that words its unknown names itself (the `llvm`
            // dialect: "unknown LLVM type: ...") says so through its
            // syntax check, given the text from the namespace on.
            if let Some(VerbatimSyntaxCheck(check)) = d.get_hook::<VerbatimSyntaxCheck>().copied() {
                let text_start = mnemonic_pos - d.namespace().len() - 1;
                if let Err((offset, message)) = check(sigil, &self.text[text_start..]) {
                    return self.err_at(text_start + offset, message);
                }
            }
            let ns = d.namespace();
            let message = if sigil == '!' {
                // Two spaces, as MLIR's generated dialect type parser words it.
                format!("unknown  type `{mnemonic}` in dialect `{ns}`")
            } else {
                format!("unknown attribute `{mnemonic}` in dialect `{ns}`")
            };
            return self.err_at(mnemonic_pos, message);
        };
        let params_pos = self.pos;
        let params = def.0.parse(&mut DialectAsmParser { backend: self })?;
        if let Err(message) = def.0.verify(self.ctx, &params) {
            return self.err_at(params_pos, message);
        }
        if let Some(end) = body_end {
            self.pos = self.pos.max(end);
        }
        Ok(DialectRef::Registered(def, params))
    }

    /// `text` (a verbatim attribute just read, ending at the cursor) with
    /// each alias it uses replaced by what the alias stands for, so that the
    /// attribute means the same wherever it is printed, as MLIR (which
    /// parses the attribute for real) resolves them.
    pub(super) fn expand_verbatim_aliases(&self, text: &'a str) -> PResult<std::borrow::Cow<'a, str>> {
        if !text.contains(['#', '!']) {
            return Ok(std::borrow::Cow::Borrowed(text));
        }
        let text_start = self.pos - text.len();
        let mut expanded = String::new();
        let mut copied = 0;
        for nested in verbatim::nested_refs(text) {
            let verbatim::NestedRef::Alias { range, sigil } = nested else { continue };
            let name = &text[range.start + 1..range.end];
            let replacement = if sigil == b'#' {
                self.attr_aliases.get(name).map(|&a| self.ctx.attr_to_string(a))
            } else {
                self.type_aliases.get(name).map(|&t| self.ctx.type_to_string(t))
            };
            let Some(replacement) = replacement else {
                return self.err_at(text_start + range.start, format!("undefined symbol alias id '{name}'"));
            };
            expanded.push_str(&text[copied..range.start]);
            expanded.push_str(&replacement);
            copied = range.end;
        }
        if copied == 0 {
            return Ok(std::borrow::Cow::Borrowed(text));
        }
        expanded.push_str(&text[copied..]);
        Ok(std::borrow::Cow::Owned(expanded))
    }
}

/// What a registered type's or attribute's definition reads through
/// ([`DialectAsmParser`]).
impl AsmParserBackend for Parser<'_, '_> {
    fn context(&self) -> &Context {
        self.ctx
    }

    fn parse_type(&mut self) -> Result<Type, Diagnostic> {
        Parser::parse_type(self)
    }

    fn parse_attribute(&mut self) -> Result<Attribute, Diagnostic> {
        self.parse_attr()
    }

    fn parse_optional_type(&mut self) -> Result<Option<Type>, Diagnostic> {
        let starts_type = match self.peek() {
            b'(' | b'!' => true,
            _ => {
                let save = self.pos;
                let word = self.bare_ident();
                self.pos = save;
                word.is_some_and(|w| {
                    matches!(w, "complex" | "tuple" | "vector" | "tensor" | "memref") || self.keyword_type(w).is_some()
                })
            }
        };
        if !starts_type {
            return Ok(None);
        }
        Parser::parse_type(self).map(Some)
    }

    fn parse_optional_integer_literal(&mut self) -> Option<(bool, String)> {
        let start = self.position();
        let negative = self.peek_raw() == b'-';
        if negative {
            self.pos += 1;
        }
        match self.int_lit_text() {
            Some(text) => Some((negative, text.to_string())),
            None => {
                self.pos = start;
                None
            }
        }
    }

    fn enter_nested(&mut self) -> Result<(), Diagnostic> {
        self.enter_depth()
    }

    fn exit_nested(&mut self) {
        self.depth -= 1;
    }

    fn parse_optional_integer(&mut self) -> Result<Option<i128>, Diagnostic> {
        let start = self.position();
        let negative = self.peek_raw() == b'-';
        if negative {
            self.pos += 1;
        }
        let Some(text) = self.int_lit_text() else {
            self.pos = start;
            return Ok(None);
        };
        match parse_int_text(text) {
            Some(v) if negative => Ok(Some(-v)),
            Some(v) => Ok(Some(v)),
            None => self.err_at(start, "integer value too large"),
        }
    }

    fn parse_optional_string(&mut self) -> Result<Option<String>, Diagnostic> {
        if self.peek() != b'"' {
            return Ok(None);
        }
        self.string_utf8().map(Some)
    }

    fn parse_optional_keyword(&mut self) -> Option<String> {
        self.bare_ident().map(str::to_string)
    }

    fn position(&mut self) -> usize {
        self.skip_ws();
        self.pos
    }

    fn set_position(&mut self, pos: usize) {
        self.pos = pos;
    }

    fn parse_optional_punct(&mut self, punct: &str) -> bool {
        self.eat_str(punct)
    }

    fn error_at(&self, pos: usize, message: String) -> Diagnostic {
        Diagnostic::error(self.loc_at(pos), message)
    }

    fn wrong_token_error(&mut self, message: String) -> Diagnostic {
        Parser::wrong_token_error(self, message)
    }
}
