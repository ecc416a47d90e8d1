//! A small formatter for the Rust that [`rust_tokens`](crate::rust_tokens)
//! emits, in one pass over the tokens: items and statements one a line,
//! bodies indented, `#[doc]` attributes as `///` comments, long lists one
//! element a line.
//!
//! It replaces `syn` + `prettyplease`, which had to parse the generated
//! code back before printing it and took most of the generation time
//! (`docs/performance.md`). It knows only the shapes passgen emits; a test
//! checks that what it prints reads back as the same tokens.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// Formats generated items.
pub fn format_items(tokens: TokenStream) -> String {
    let mut f = Formatter { out: String::with_capacity(8192), indent: 0 };
    f.block(tokens);
    f.out
}

/// Lists longer than this (inline) are printed one element a line.
const MAX_INLINE: usize = 90;

struct Formatter {
    out: String,
    indent: usize,
}

/// What was printed last, for spacing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Prev {
    /// Start of a line or group: no space.
    Open,
    /// An identifier or literal.
    Word,
    /// A keyword after which a path's `::` takes a space (`as ::x`).
    Keyword,
    /// Punctuation that wants no space after it (`&`, `::`, `.`, `!`, `'`, `<`).
    Tight,
    /// Punctuation or a group that wants a space before a following word
    /// (`,`, `:`, `=`, `->`, a closing `|`, `)`, `]`).
    Spaced,
    /// A closing `>`: a space before a word, none before `::`.
    AngleClose,
    /// The first character of a two-character operator (`::`, `->`).
    Glue,
}

/// Keywords after which `::` and groups take a space (`as ::x`, `in [..]`).
const KEYWORDS: &[&str] = &["as", "dyn", "impl", "for", "in", "return", "mut", "pub", "const", "static", "where"];

impl Formatter {
    fn newline(&mut self) {
        while self.out.ends_with(' ') {
            self.out.pop();
        }
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
    }

    /// Items, statements or fields, one a line.
    fn block(&mut self, tokens: TokenStream) {
        let tts: Vec<TokenTree> = tokens.into_iter().collect();
        let mut prev = Prev::Open;
        let mut closure = false;
        let mut angles = 0usize;
        let mut i = 0;
        while i < tts.len() {
            // Outer attributes on a line of their own.
            if let (TokenTree::Punct(p), Some(TokenTree::Group(g))) = (&tts[i], tts.get(i + 1)) {
                if p.as_char() == '#' && g.delimiter() == Delimiter::Bracket {
                    if prev != Prev::Open {
                        self.newline();
                    }
                    self.attribute(g.stream());
                    self.newline();
                    prev = Prev::Open;
                    i += 2;
                    continue;
                }
            }
            match &tts[i] {
                TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                    if prev != Prev::Open {
                        self.out.push(' ');
                    }
                    self.braced_block(g.stream());
                    match tts.get(i + 1) {
                        Some(TokenTree::Punct(p)) if matches!(p.as_char(), ',' | ';' | '.' | ')') => {
                            prev = Prev::Spaced;
                        }
                        Some(_) => {
                            self.newline();
                            prev = Prev::Open;
                        }
                        None => prev = Prev::Spaced,
                    }
                }
                TokenTree::Punct(p) if p.as_char() == ',' && angles > 0 => {
                    prev = self.inline_token(&tts[i], prev, &mut closure, tts.get(i + 1));
                }
                TokenTree::Punct(p) if matches!(p.as_char(), ',' | ';') && p.spacing() == Spacing::Alone => {
                    self.out.push(p.as_char());
                    if i + 1 < tts.len() {
                        self.newline();
                    }
                    prev = Prev::Open;
                    closure = false;
                }
                tt => {
                    // Commas between `<` and `>` (generic arguments) stay on the line.
                    if let TokenTree::Punct(p) = tt {
                        match p.as_char() {
                            '<' if prev != Prev::Glue => angles += 1,
                            '>' if prev != Prev::Glue => angles = angles.saturating_sub(1),
                            _ => {}
                        }
                    }
                    prev = self.inline_token(tt, prev, &mut closure, tts.get(i + 1));
                }
            }
            i += 1;
        }
    }

    /// `{ ... }` with its contents indented, or `{}`.
    fn braced_block(&mut self, inner: TokenStream) {
        if inner.is_empty() {
            self.out.push_str("{}");
            return;
        }
        self.out.push('{');
        self.indent += 1;
        self.newline();
        self.block(inner);
        self.indent -= 1;
        self.newline();
        self.out.push('}');
    }

    /// `#[doc = "..."]` as `///...`; other attributes as written.
    fn attribute(&mut self, inner: TokenStream) {
        let tts: Vec<TokenTree> = inner.clone().into_iter().collect();
        if let [TokenTree::Ident(id), TokenTree::Punct(eq), TokenTree::Literal(lit)] = &tts[..] {
            if id == "doc" && eq.as_char() == '=' {
                if let Ok(s) = syn::parse2::<syn::LitStr>(TokenTree::Literal(lit.clone()).into()) {
                    let value = s.value();
                    if !value.contains('\n') {
                        self.out.push_str("///");
                        self.out.push_str(&value);
                        return;
                    }
                }
            }
        }
        self.out.push_str("#[");
        self.inline(inner);
        self.out.push(']');
    }

    /// Tokens on one line.
    fn inline(&mut self, tokens: TokenStream) {
        let tts: Vec<TokenTree> = tokens.into_iter().collect();
        let mut prev = Prev::Open;
        let mut closure = false;
        for (i, tt) in tts.iter().enumerate() {
            prev = self.inline_token(tt, prev, &mut closure, tts.get(i + 1));
        }
    }

    /// One token (or group) inline; returns what it leaves for spacing.
    fn inline_token(&mut self, tt: &TokenTree, prev: Prev, closure: &mut bool, next: Option<&TokenTree>) -> Prev {
        let spaced_before = matches!(prev, Prev::Word | Prev::Keyword | Prev::Spaced);
        match tt {
            TokenTree::Ident(id) => {
                if spaced_before || prev == Prev::AngleClose {
                    self.out.push(' ');
                }
                let s = id.to_string();
                self.out.push_str(&s);
                if KEYWORDS.contains(&s.as_str()) {
                    Prev::Keyword
                } else {
                    Prev::Word
                }
            }
            TokenTree::Literal(lit) => {
                if spaced_before || prev == Prev::AngleClose {
                    self.out.push(' ');
                }
                self.out.push_str(&lit.to_string());
                Prev::Word
            }
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ('(', ')'),
                    Delimiter::Bracket => ('[', ']'),
                    Delimiter::Brace => ('{', '}'),
                    Delimiter::None => {
                        self.inline(g.stream());
                        return Prev::Word;
                    }
                };
                let space = match g.delimiter() {
                    Delimiter::Brace => prev != Prev::Open,
                    _ => matches!(prev, Prev::Keyword | Prev::Spaced),
                };
                if space {
                    self.out.push(' ');
                }
                self.group(open, close, g.stream());
                Prev::Spaced
            }
            TokenTree::Punct(p) => {
                let c = p.as_char();
                if prev == Prev::Glue {
                    // The second half of `::`, `->`, `=>`, `==`, `..`.
                    let first = self.out.chars().last().unwrap_or(' ');
                    self.out.push(c);
                    return match (first, c) {
                        (':', ':') | ('.', '.') => Prev::Tight,
                        _ => Prev::Spaced,
                    };
                }
                let starts_op = p.spacing() == Spacing::Joint && c != '\'' && matches!(next, Some(TokenTree::Punct(_)));
                if starts_op {
                    let space = match c {
                        ':' => matches!(prev, Prev::Keyword | Prev::Spaced),
                        '.' => false,
                        _ => prev != Prev::Open,
                    };
                    if space {
                        self.out.push(' ');
                    }
                    self.out.push(c);
                    return Prev::Glue;
                }
                match c {
                    ':' | ',' | ';' | '?' => {
                        self.out.push(c);
                        Prev::Spaced
                    }
                    '|' => {
                        if *closure {
                            *closure = false;
                            self.out.push('|');
                            Prev::Spaced
                        } else {
                            *closure = true;
                            if spaced_before {
                                self.out.push(' ');
                            }
                            self.out.push('|');
                            Prev::Tight
                        }
                    }
                    '>' => {
                        self.out.push('>');
                        Prev::AngleClose
                    }
                    '.' | '!' => {
                        self.out.push(c);
                        Prev::Tight
                    }
                    '&' | '\'' | '#' | '<' | '-' | '*' => {
                        if spaced_before && (c != '<' || prev != Prev::Word) {
                            self.out.push(' ');
                        }
                        self.out.push(c);
                        Prev::Tight
                    }
                    _ => {
                        if prev != Prev::Open {
                            self.out.push(' ');
                        }
                        self.out.push(c);
                        Prev::Spaced
                    }
                }
            }
        }
    }

    /// `(...)`, `[...]`, `{...}` inline, or one element a line when long.
    fn group(&mut self, open: char, close: char, inner: TokenStream) {
        let mut probe = Formatter { out: String::new(), indent: 0 };
        probe.inline(inner.clone());
        let has_comma = inner.clone().into_iter().any(|t| matches!(&t, TokenTree::Punct(p) if p.as_char() == ','));
        let fits = !has_comma || probe.out.len() <= MAX_INLINE;
        if fits {
            self.out.push(open);
            if open == '{' && !probe.out.is_empty() {
                self.out.push(' ');
                self.out.push_str(&probe.out);
                self.out.push(' ');
            } else {
                self.out.push_str(&probe.out);
            }
            self.out.push(close);
            return;
        }
        // One element a line, split at top-level commas.
        self.out.push(open);
        self.indent += 1;
        let mut element = Vec::new();
        let mut tts = inner.into_iter().peekable();
        while let Some(tt) = tts.next() {
            let end = matches!(&tt, TokenTree::Punct(p) if p.as_char() == ',');
            if !end {
                element.push(tt);
            }
            if end || tts.peek().is_none() {
                self.newline();
                let mut prev = Prev::Open;
                let mut closure = false;
                for (i, t) in element.iter().enumerate() {
                    prev = self.inline_token(t, prev, &mut closure, element.get(i + 1));
                }
                self.out.push(',');
                element.clear();
            }
        }
        self.indent -= 1;
        self.newline();
        self.out.push(close);
    }
}


#[cfg(test)]
mod tests {
    use super::format_items;

    /// What the formatter prints reads back as the tokens it was given.
    #[track_caller]
    fn check(tokens: proc_macro2::TokenStream) {
        let text = format_items(tokens.clone());
        let file: syn::File = syn::parse_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let expected: syn::File = syn::parse2(tokens).unwrap();
        // The formatter adds trailing commas to the lists it splits.
        let normalize = |s: String| s.replace("= r\"", "= \"").replace(" ,]", "]").replace(" ,)", ")").replace(" , }", " }");
        let (a, b) = (normalize(quote::quote!(#file).to_string()), normalize(quote::quote!(#expected).to_string()));
        let at = a.bytes().zip(b.bytes()).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
        assert!(a == b, "differ at {at}: {:?} vs {:?}", &a[at.saturating_sub(80)..(at + 80).min(a.len())], &b[at.saturating_sub(80)..(at + 80).min(b.len())]);
    }

    #[test]
    fn generated_code_reads_back() {
        let text = include_str!("../tests/specs/my_pass.toml");
        let group = crate::load_toml("my_pass.toml", text).unwrap();
        check(crate::rust_tokens(&group, &crate::RustOptions::default()));
        let text = include_str!("../tests/specs/tblgen_example.toml");
        let group = crate::load_toml("tblgen_example.toml", text).unwrap();
        check(crate::rust_tokens(&group, &crate::RustOptions { runtime_path: "crate".into() }));
    }
}
