//! The attribute front end: `#[pass(...)]` on a struct into a [`PassSpec`],
//! and `pass_group!(...)` into a [`GroupDeclaration`], with every problem a
//! [`syn::Error`] at the offending tokens. The
//! `pass-macros` crate calls it (and then [`rust_text`](crate::rust::rust_text)),
//! and so does `passgen doc --rust`, which finds `#[pass]` structs in Rust
//! sources: one parser for both, so both see the same passes.
//!
//! ```text
//! /// The description (Markdown): the struct's doc comment.
//! #[pass(
//!     arg = "my-pass",
//!     anchor = "builtin.module",
//!     summary = "My Pass Summary",
//!     dependent_dialects("arith"),
//!     options(
//!         option: bool = true => "example-option", "An example option",
//!         list_option: Vec<i64> => "example-list", "An example list option",
//!         mode: enum { disabled, normal, aggressive } = normal => "mode", "An example enum option",
//!         count: i64 = 3 => "count", "A count", min = 0, max = 10,
//!     ),
//!     statistics(statistic => "example-statistic", "An example statistic"),
//! )]
//! pub struct MyPass;
//!
//! // A TOML spec's `group = "Example"`: `register_example_passes`.
//! pass_group!(name = "Example", passes(MyPass));
//! ```
//!
//! A `description = "..."` key can stand for the doc comment; lint
//! attributes on the struct go on every generated item.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::buffer::Cursor;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Ident, LitStr, Token};

use crate::check::{
    argument_problem, check_default, default_message, enum_value_problem, enum_variant_problems, ident_problem,
    statistic_name_problem, Value,
};
use crate::doc::markdown_problem;
use crate::model::{EnumValueSpec, GroupMember, OptionSpec, OptionType, PassGroup, PassSpec, StatisticSpec};

/// What one attribute of the Rust front end (`#[pass(...)]`, `#[op(...)]`)
/// declares.
#[derive(Clone, Debug, PartialEq)]
pub struct Declared<S> {
    /// The pass or op.
    pub spec: S,
    /// `crate = "..."`: how generated code names the runtime, when given.
    pub runtime_path: Option<String>,
}

/// What one `#[pass(...)]` declares.
pub type PassAttribute = Declared<PassSpec>;

const KEYS: &str =
    "arg, anchor, summary, description, dependent_dialects, constructor, state, crate, options, statistics";

/// Parses the arguments of `#[pass(...)]` (`args`) and the struct it is on.
/// Every problem found is reported, combined into one [`syn::Error`].
pub fn parse_pass(args: TokenStream, item: &syn::Item) -> Result<PassAttribute, syn::Error> {
    parse_pass_with_docs(args, item, None)
}

/// [`parse_pass`], with the struct's doc comment already taken off it
/// (`docs`, see [`take_doc_comments`]) when it is `Some`.
fn parse_pass_with_docs(
    args: TokenStream,
    item: &syn::Item,
    docs: Option<Vec<String>>,
) -> Result<PassAttribute, syn::Error> {
    let mut errors = Errors::default();
    let strukt = match item {
        syn::Item::Struct(s) => Some(s),
        syn::Item::Enum(e) => {
            errors.at(e.enum_token.span, "#[pass] goes on a struct, not an enum");
            None
        }
        other => {
            errors.at(other.span(), "#[pass] goes on a struct");
            None
        }
    };
    let raw = match (|input: ParseStream<'_>| parse_args(input, &mut errors)).parse2(args) {
        Ok(raw) => raw,
        Err(e) => {
            errors.push(e);
            RawArgs::default()
        }
    };
    let Some(strukt) = strukt else { return Err(errors.finish().unwrap_or_else(no_error)) };
    let runtime_path = raw.runtime_path.as_ref().map(Str::value);
    let docs = docs.unwrap_or_else(|| doc_texts(&strukt.attrs));
    let spec = build_spec(strukt, raw, docs, &mut errors);
    errors.result(PassAttribute { spec, runtime_path })
}

/// Takes the doc comments (`#[doc = r" text"]`) off the tokens of an item,
/// with their text, when each is a string literal without escapes (the
/// form the compiler gives `///` comments); otherwise (`None`) leaves them.
/// syn would parse each into an attribute with an expression in it, which
/// is most of the cost of parsing the struct in the unoptimized builds
/// proc macros usually get (`docs/performance.md`).
fn take_doc_comments(item: TokenStream) -> (Option<Vec<String>>, TokenStream) {
    let tokens: Vec<TokenTree> = item.into_iter().collect();
    let mut docs = Vec::new();
    let mut rest = Vec::with_capacity(tokens.len());
    let mut i = 0;
    while i < tokens.len() {
        if let (TokenTree::Punct(pound), Some(TokenTree::Group(g))) = (&tokens[i], tokens.get(i + 1)) {
            if pound.as_char() == '#' && g.delimiter() == proc_macro2::Delimiter::Bracket {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                if let [TokenTree::Ident(doc), TokenTree::Punct(eq), TokenTree::Literal(lit)] = &inner[..] {
                    if doc == "doc" && eq.as_char() == '=' {
                        match plain_string(&lit.to_string()) {
                            Some(text) => {
                                docs.push(text);
                                i += 2;
                                continue;
                            }
                            // One that needs unescaping: syn reads them all, in order.
                            None => return (None, tokens.into_iter().collect()),
                        }
                    }
                }
            }
        }
        rest.push(tokens[i].clone());
        i += 1;
    }
    (Some(docs), rest.into_iter().collect())
}

/// The value of a string literal written as `repr`, when it has no
/// escapes: `"text"` or a raw string (`r"text"`, `r#"text"#`).
fn plain_string(repr: &str) -> Option<String> {
    if let Some(raw) = repr.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let body = raw.get(hashes..raw.len().checked_sub(hashes)?)?;
        return body.strip_prefix('"')?.strip_suffix('"').map(str::to_string);
    }
    let inner = repr.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains(['\\', '"'])).then(|| inner.to_string())
}

/// Never reached: a failed parse always records an error.
fn no_error() -> syn::Error {
    syn::Error::new(Span::call_site(), "invalid #[pass] attribute")
}

/// Whether `attr` is `#[pass(...)]` (or a path ending in `pass`).
pub fn is_pass_attribute(attr: &syn::Attribute) -> bool {
    attr.path().segments.last().is_some_and(|s| s.ident == "pass")
}

/// Every `#[pass]` struct of a Rust source file (inline modules included),
/// in file order, or the errors found.
pub fn passes_in_file(file: &syn::File) -> Result<Vec<PassSpec>, syn::Error> {
    declarations_in_file(file).map(|d| d.passes)
}

/// What the Rust sources of a crate declare: its `#[pass]` structs and
/// its `pass_group!`s.
#[derive(Clone, Default)]
pub struct SourceDeclarations {
    /// The passes, in file order.
    pub passes: Vec<PassSpec>,
    /// The groups, in file order.
    pub groups: Vec<GroupDeclaration>,
}

impl SourceDeclarations {
    /// The passes as groups, as TOML specs give them: first the passes no
    /// group names (as a group without a name, when there are any), then one
    /// group per `pass_group!` with its passes in its order. A group naming
    /// a pass that is not declared is an error at the name.
    pub fn into_groups(self) -> Result<Vec<PassGroup>, syn::Error> {
        let mut errors = Errors::default();
        let mut groups = Vec::new();
        let ungrouped = ungrouped_passes(&self.passes, &self.groups);
        if !ungrouped.is_empty() {
            groups.push(PassGroup { name: None, passes: ungrouped });
        }
        for g in &self.groups {
            match g.resolve(&self.passes) {
                Ok(group) => groups.push(group),
                Err(e) => errors.push(e),
            }
        }
        errors.result(groups)
    }
}

/// The passes that no group names, in order.
pub fn ungrouped_passes(passes: &[PassSpec], groups: &[GroupDeclaration]) -> Vec<PassSpec> {
    passes.iter().filter(|p| !groups.iter().any(|g| g.names(&p.name))).cloned().collect()
}

/// Every `#[pass]` struct and `pass_group!` of a Rust source file (inline
/// modules included), in file order, or the errors found.
pub fn declarations_in_file(file: &syn::File) -> Result<SourceDeclarations, syn::Error> {
    let mut found = SourceDeclarations::default();
    let mut errors = Errors::default();
    collect(&file.items, &mut found, &mut errors);
    errors.result(found)
}

/// Whether `path` names the `pass_group!` macro (or a path ending in it).
fn is_group_macro(path: &syn::Path) -> bool {
    path.segments.last().is_some_and(|s| s.ident == "pass_group")
}

fn collect(items: &[syn::Item], found: &mut SourceDeclarations, errors: &mut Errors) {
    for item in items {
        let attrs = match item {
            syn::Item::Struct(s) => &s.attrs,
            syn::Item::Enum(e) => &e.attrs,
            syn::Item::Mod(m) => {
                if let Some((_, items)) = &m.content {
                    collect(items, found, errors);
                }
                continue;
            }
            syn::Item::Macro(m) if is_group_macro(&m.mac.path) => {
                match parse_group(m.mac.tokens.clone()) {
                    Ok(g) => found.groups.push(g),
                    Err(e) => errors.push(e),
                }
                continue;
            }
            _ => continue,
        };
        for attr in attrs.iter().filter(|a| is_pass_attribute(a)) {
            let args = match &attr.meta {
                syn::Meta::List(list) => list.tokens.clone(),
                _ => TokenStream::new(),
            };
            let mut item = item.clone();
            if let syn::Item::Struct(s) = &mut item {
                s.attrs.retain(|a| !is_pass_attribute(a));
            }
            match parse_pass(args, &item) {
                Ok(p) => found.passes.push(p.spec),
                Err(e) => errors.push(e),
            }
        }
    }
}

#[derive(Default)]
pub(crate) struct Errors(Option<syn::Error>);

impl Errors {
    pub(crate) fn at(&mut self, span: Span, message: impl std::fmt::Display) {
        self.push(syn::Error::new(span, message));
    }
    /// An error over all of `tokens` (a span of its own covers only its
    /// first token on stable Rust).
    pub(crate) fn spanned(&mut self, tokens: impl quote::ToTokens, message: impl std::fmt::Display) {
        self.push(syn::Error::new_spanned(tokens, message));
    }
    pub(crate) fn push(&mut self, e: syn::Error) {
        match &mut self.0 {
            Some(all) => all.combine(e),
            None => self.0 = Some(e),
        }
    }
    pub(crate) fn finish(self) -> Option<syn::Error> {
        self.0
    }
    /// `value` when nothing was reported, else the errors (combined).
    pub(crate) fn result<T>(self, value: T) -> syn::Result<T> {
        match self.0 {
            Some(e) => Err(e),
            None => Ok(value),
        }
    }
}

#[derive(Default)]
struct RawArgs {
    arg: Option<Str>,
    anchor: Option<Str>,
    summary: Option<Str>,
    description: Option<Str>,
    dependent_dialects: Vec<Str>,
    constructor: Option<syn::Path>,
    state: Option<syn::Type>,
    runtime_path: Option<Str>,
    options: Vec<RawOption>,
    statistics: Vec<RawStatistic>,
}

struct RawOption {
    field: Ident,
    ty: OptionType,
    list: bool,
    values: Vec<EnumValueSpec>,
    rust_type: Option<String>,
    default: Option<(Value, Span)>,
    argument: Str,
    description: Option<Str>,
    min: Option<(f64, Span)>,
    max: Option<(f64, Span)>,
}

struct RawStatistic {
    field: Ident,
    name: Str,
    description: Option<Str>,
}

/// Reads the items of a comma-separated list into `items`, each with
/// `item`: one that fails is recorded in `errors` and skipped (`skip` goes
/// to the comma after it), so that one mistake does not hide the next.
pub(crate) fn parse_list_recovering<T>(
    content: ParseStream<'_>,
    errors: &mut Errors,
    items: &mut Vec<T>,
    mut item: impl FnMut(ParseStream<'_>, &mut Errors) -> syn::Result<T>,
    skip: fn(ParseStream<'_>),
) -> syn::Result<()> {
    while !content.is_empty() {
        match item(content, errors) {
            Ok(t) => items.push(t),
            Err(e) => {
                errors.push(e);
                skip(content);
            }
        }
        if !content.is_empty() {
            content.parse::<Token![,]>()?;
        }
    }
    Ok(())
}

/// Skips to the next top-level comma (after an error in one argument).
pub(crate) fn skip_to_comma(input: ParseStream<'_>) {
    while !input.is_empty() && !input.peek(Token![,]) {
        let _ = input.parse::<TokenTree>();
    }
}

fn parse_args(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<RawArgs> {
    let mut raw = RawArgs::default();
    parse_keyed_args(input, errors, "#[pass]", KEYS, |input, name, errors| {
        Some(match name {
            "arg" => value(input).map(|v| raw.arg = Some(v)),
            "anchor" => value(input).map(|v| raw.anchor = Some(v)),
            "summary" => value(input).map(|v| raw.summary = Some(v)),
            "description" => value(input).map(|v| raw.description = Some(v)),
            "crate" => value(input).map(|v| raw.runtime_path = Some(v)),
            "constructor" => value(input).map(|v| raw.constructor = Some(v)),
            "state" => value(input).map(|v| raw.state = Some(v)),
            "dependent_dialects" => parenthesized(input, |content| {
                raw.dependent_dialects =
                    content.parse_terminated(|i| i.parse::<Str>(), Token![,])?.into_iter().collect();
                Ok(())
            }),
            "options" => parenthesized(input, |content| {
                parse_list_recovering(content, errors, &mut raw.options, parse_option, skip_option)
            }),
            "statistics" => parenthesized(input, |content| {
                while !content.is_empty() {
                    raw.statistics.push(parse_statistic(content)?);
                    if !content.is_empty() {
                        content.parse::<Token![,]>()?;
                    }
                }
                Ok(())
            }),
            _ => return None,
        })
    })?;
    Ok(raw)
}

/// A string literal's value and where it is, as `LitStr` gives them, but
/// read without syn's literal parsing when the literal has no escapes (the
/// usual case): syn unescapes a string literal when it parses it and again
/// for its value, which is slow in the unoptimized builds proc macros
/// usually get (`docs/performance.md`).
#[derive(Clone)]
pub(crate) struct Str {
    value: String,
    span: Span,
}

impl Str {
    pub(crate) fn value(&self) -> String {
        self.value.clone()
    }

    pub(crate) fn span(&self) -> Span {
        self.span
    }
}

impl syn::parse::Parse for Str {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let plain = input.step(|cursor| {
            if let Some((lit, rest)) = cursor.literal() {
                let repr = lit.to_string();
                if let Some(inner) = repr.strip_prefix('"').and_then(|r| r.strip_suffix('"')) {
                    if !inner.contains(['\\', '"']) {
                        return Ok((Some(Str { value: inner.to_string(), span: lit.span() }), rest));
                    }
                }
            }
            Ok((None, *cursor))
        })?;
        match plain {
            Some(s) => Ok(s),
            None => {
                let lit: LitStr = input.parse()?;
                Ok(Str { value: lit.value(), span: lit.span() })
            }
        }
    }
}

/// Whether the next token is a string literal. `peek(LitStr)` parses the
/// literal, escapes and all, which costs several times more in the
/// unoptimized builds proc macros usually get (`docs/performance.md`).
pub(crate) fn is_string(cursor: Cursor<'_>) -> bool {
    cursor.literal().is_some_and(|(lit, _)| {
        let text = lit.to_string();
        text.starts_with('"') || text.starts_with("r\"") || text.starts_with("r#")
    })
}

/// Whether the next tokens are `,` and a string literal.
fn comma_then_string(input: ParseStream<'_>) -> bool {
    input.cursor().punct().is_some_and(|(p, rest)| p.as_char() == ',' && is_string(rest))
}

/// Reads a front end's argument list (`key = value, key(...), ...`) with
/// `read`, which reads the value of one key and answers `None` for a key it
/// does not know. `crate` may be a key. A key given twice or unknown is an
/// error at the key (naming the front end, `what`, and the `expected` keys),
/// and an error in a value is recorded and skipped, so that one expansion
/// reports every mistake. Returns the keys given, in order.
pub(crate) fn parse_keyed_args(
    input: ParseStream<'_>,
    errors: &mut Errors,
    what: &str,
    expected: &str,
    mut read: impl FnMut(ParseStream<'_>, &str, &mut Errors) -> Option<syn::Result<()>>,
) -> syn::Result<Vec<String>> {
    let mut seen: Vec<String> = Vec::new();
    while !input.is_empty() {
        let key: Ident = if input.peek(Token![crate]) {
            let k: Token![crate] = input.parse()?;
            Ident::new("crate", k.span)
        } else {
            input.parse()?
        };
        let name = key.to_string();
        if seen.contains(&name) {
            errors.at(key.span(), format!("duplicate key `{name}` in {what}"));
        }
        let result = read(input, &name, errors).unwrap_or_else(|| {
            errors.at(key.span(), format!("unknown key `{name}` in {what}; expected one of: {expected}"));
            skip_to_comma(input);
            Ok(())
        });
        seen.push(name);
        if let Err(e) = result {
            errors.push(e);
            skip_to_comma(input);
        }
        if !input.is_empty() {
            input.parse::<Token![,]>()?;
        }
    }
    Ok(seen)
}

/// `= value`.
pub(crate) fn value<T: syn::parse::Parse>(input: ParseStream<'_>) -> syn::Result<T> {
    input.parse::<Token![=]>()?;
    input.parse()
}

/// `( ... )`, parsed by `f`.
pub(crate) fn parenthesized(
    input: ParseStream<'_>,
    f: impl FnOnce(ParseStream<'_>) -> syn::Result<()>,
) -> syn::Result<()> {
    let content;
    syn::parenthesized!(content in input);
    f(&content)
}

/// Skips the rest of an option: to the next comma followed by `name:`.
fn skip_option(input: ParseStream<'_>) {
    while !input.is_empty() {
        if input.peek(Token![,]) && input.peek2(Ident) && input.peek3(Token![:]) {
            return;
        }
        let _ = input.parse::<TokenTree>();
    }
}

/// `field: TYPE [= DEFAULT] => "argument" [, "description"] [, min = N] [, max = N]`.
fn parse_option(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<RawOption> {
    let field: Ident = input.parse()?;
    input.parse::<Token![:]>()?;
    let (ty, list, values, rust_type) = parse_option_type(input)?;
    let default = if input.peek(Token![=]) && !input.peek(Token![=>]) {
        input.parse::<Token![=]>()?;
        let span = input.span();
        Some((parse_value(input)?, span))
    } else {
        None
    };
    input.parse::<Token![=>]>()?;
    let argument: Str = input.parse()?;
    let mut option =
        RawOption { field, ty, list, values, rust_type, default, argument, description: None, min: None, max: None };
    if comma_then_string(input) {
        input.parse::<Token![,]>()?;
        option.description = Some(input.parse()?);
    }
    while input.peek(Token![,]) && input.peek2(Ident) && input.peek3(Token![=]) {
        input.parse::<Token![,]>()?;
        let key: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let span = input.span();
        let bound = match parse_value(input)? {
            Value::Integer(i) => i as f64,
            Value::Float(f) => f,
            other => {
                errors.at(span, format!("`{key}` must be a number, found {}", other.kind()));
                continue;
            }
        };
        match key.to_string().as_str() {
            "min" => option.min = Some((bound, key.span())),
            "max" => option.max = Some((bound, key.span())),
            k => errors.at(key.span(), format!("unknown option key `{k}`; expected `min` or `max`")),
        }
    }
    Ok(option)
}

type ParsedType = (OptionType, bool, Vec<EnumValueSpec>, Option<String>);

fn parse_option_type(input: ParseStream<'_>) -> syn::Result<ParsedType> {
    if input.peek(Token![enum]) {
        return Ok((OptionType::Enum, false, parse_enum_values(input)?, None));
    }
    // `Vec<enum { ... }>`: a list of enum values (not a type syn can parse).
    if input.peek(Ident) && input.peek2(Token![<]) && input.peek3(Token![enum]) {
        let vec: Ident = input.parse()?;
        if vec != "Vec" {
            return Err(syn::Error::new(vec.span(), "a list of enum values is written `Vec<enum { ... }>`"));
        }
        input.parse::<Token![<]>()?;
        let values = parse_enum_values(input)?;
        input.parse::<Token![>]>()?;
        return Ok((OptionType::Enum, true, values, None));
    }
    if let Some(parsed) = simple_type(input)? {
        return Ok(parsed);
    }
    let ty: syn::Type = input.parse()?;
    scalar_or_list(&ty)
}

/// A built-in type written as one name (`i64`, `String`), or a `Vec` of
/// one, read without syn's type parser (which is slow in the unoptimized
/// builds proc macros usually get); `None` for anything else.
fn simple_type(input: ParseStream<'_>) -> syn::Result<Option<ParsedType>> {
    fn known(name: &Ident) -> Option<OptionType> {
        match name.to_string().as_str() {
            "String" => Some(OptionType::String),
            "OpPassManager" => Some(OptionType::Pipeline),
            "string" | "enum" | "pipeline" | "custom" => None,
            other => OptionType::from_spelling(other),
        }
    }
    fn punct(c: Cursor<'_>, ch: char) -> Option<Cursor<'_>> {
        c.punct().filter(|(p, _)| p.as_char() == ch).map(|(_, rest)| rest)
    }
    // Ends the type: `=`, `=>`, `,` or nothing (not `::` or `<`).
    fn ends(c: Cursor<'_>) -> bool {
        c.eof() || c.punct().is_some_and(|(p, _)| matches!(p.as_char(), '=' | ','))
    }
    input.step(|cursor| {
        let found = cursor.ident().and_then(|(first, rest)| {
            if first == "Vec" {
                let (inner, rest) = punct(rest, '<')?.ident()?;
                Some((known(&inner)?, true, punct(rest, '>')?))
            } else {
                Some((known(&first)?, false, rest))
            }
        });
        Ok(match found {
            Some((ty, list, rest)) if ends(rest) => (Some((ty, list, Vec::new(), None)), rest),
            _ => (None, *cursor),
        })
    })
}

/// `enum { a, "top-down", b = "description" }`.
fn parse_enum_values(input: ParseStream<'_>) -> syn::Result<Vec<EnumValueSpec>> {
    {
        input.parse::<Token![enum]>()?;
        let content;
        syn::braced!(content in input);
        let (mut values, mut spans) = (Vec::new(), Vec::new());
        while !content.is_empty() {
            let name = if is_string(content.cursor()) {
                let s: Str = content.parse()?;
                (s.value(), s.span())
            } else {
                let i: Ident = content.parse()?;
                (i.to_string(), i.span())
            };
            if let Some(problem) = enum_value_problem(&name.0) {
                return Err(syn::Error::new(name.1, problem));
            }
            if values.iter().any(|v: &EnumValueSpec| v.name == name.0) {
                return Err(syn::Error::new(name.1, format!("duplicate enum value '{}'", name.0)));
            }
            let description = if content.peek(Token![=]) {
                content.parse::<Token![=]>()?;
                content.parse::<Str>()?.value()
            } else {
                String::new()
            };
            values.push(EnumValueSpec { name: name.0, description });
            spans.push(name.1);
            if !content.is_empty() {
                content.parse::<Token![,]>()?;
            }
        }
        if values.is_empty() {
            return Err(content.error("an enum option needs at least one value"));
        }
        if let Some((i, problem)) = enum_variant_problems(values.iter().map(|v| v.name.as_str())).into_iter().next() {
            return Err(syn::Error::new(spans[i], problem));
        }
        Ok(values)
    }
}

fn scalar_or_list(ty: &syn::Type) -> syn::Result<ParsedType> {
    if let syn::Type::Path(p) = ty {
        if p.qself.is_none() && p.path.segments.len() == 1 {
            let seg = &p.path.segments[0];
            if seg.ident == "Vec" {
                if let syn::PathArguments::AngleBracketed(a) = &seg.arguments {
                    if let [syn::GenericArgument::Type(inner)] = a.args.iter().collect::<Vec<_>>()[..] {
                        let (t, list, values, rust_type) = scalar_or_list(inner)?;
                        if list {
                            return Err(syn::Error::new(inner.span(), "lists of lists are not options"));
                        }
                        return Ok((t, true, values, rust_type));
                    }
                }
            }
            if seg.arguments.is_empty() {
                let name = seg.ident.to_string();
                let known = match name.as_str() {
                    "String" => Some(OptionType::String),
                    "OpPassManager" => Some(OptionType::Pipeline),
                    "string" | "enum" | "pipeline" | "custom" => None,
                    other => OptionType::from_spelling(other),
                };
                if let Some(t) = known {
                    return Ok((t, false, Vec::new(), None));
                }
            }
        }
    }
    Ok((OptionType::Custom, false, Vec::new(), Some(compact(ty))))
}

/// A default or bound: `true`, `-3`, `0.5`, `"text"`, `name`, `[a, b]`.
fn parse_value(input: ParseStream<'_>) -> syn::Result<Value> {
    if input.peek(syn::token::Bracket) {
        let content;
        syn::bracketed!(content in input);
        let items = content.parse_terminated(parse_value, Token![,])?;
        return Ok(Value::Array(items.into_iter().collect()));
    }
    if is_string(input.cursor()) {
        return Ok(Value::String(input.parse::<Str>()?.value));
    }
    let negative = input.peek(Token![-]);
    if negative {
        input.parse::<Token![-]>()?;
    }
    let lit = if input.peek(Ident) && !negative {
        let i: Ident = input.parse()?;
        return Ok(Value::String(i.to_string()));
    } else {
        input.parse::<syn::Lit>()?
    };
    Ok(match &lit {
        syn::Lit::Bool(b) if !negative => Value::Bool(b.value),
        syn::Lit::Int(i) => match i.base10_parse::<i128>() {
            Ok(v) => Value::Integer(if negative { -v } else { v }),
            Err(e) => return Err(syn::Error::new(i.span(), e)),
        },
        syn::Lit::Float(f) => match f.base10_parse::<f64>() {
            Ok(v) => Value::Float(if negative { -v } else { v }),
            Err(e) => return Err(syn::Error::new(f.span(), e)),
        },
        syn::Lit::Str(s) if !negative => Value::String(s.value()),
        other => return Err(syn::Error::new(other.span(), "expected a boolean, a number, a string, a name or a list")),
    })
}

/// `field => "name" [, "description"]`.
fn parse_statistic(input: ParseStream<'_>) -> syn::Result<RawStatistic> {
    let field: Ident = input.parse()?;
    input.parse::<Token![=>]>()?;
    let name: Str = input.parse()?;
    let description = if comma_then_string(input) {
        input.parse::<Token![,]>()?;
        Some(input.parse()?)
    } else {
        None
    };
    Ok(RawStatistic { field, name, description })
}

/// Rust tokens as text without the spaces `to_string` puts between every
/// token (`crate::a::B<u8>`, as a spec file would write it).
pub(crate) fn compact(tokens: &impl quote::ToTokens) -> String {
    fn walk(tokens: TokenStream, out: &mut String, prev_word: &mut bool) {
        for tt in tokens {
            match tt {
                TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        proc_macro2::Delimiter::Parenthesis => ("(", ")"),
                        proc_macro2::Delimiter::Brace => ("{", "}"),
                        proc_macro2::Delimiter::Bracket => ("[", "]"),
                        proc_macro2::Delimiter::None => ("", ""),
                    };
                    out.push_str(open);
                    *prev_word = false;
                    walk(g.stream(), out, prev_word);
                    out.push_str(close);
                    *prev_word = false;
                }
                TokenTree::Punct(p) => {
                    out.push(p.as_char());
                    if p.as_char() == ',' {
                        out.push(' ');
                    }
                    *prev_word = false;
                }
                TokenTree::Ident(_) | TokenTree::Literal(_) => {
                    if *prev_word {
                        out.push(' ');
                    }
                    out.push_str(&tt.to_string());
                    *prev_word = true;
                }
            }
        }
    }
    let mut out = String::new();
    walk(tokens.to_token_stream(), &mut out, &mut false);
    out
}

/// The text of each doc comment (`#[doc = "..."]`) of `attrs`, in order.
pub(crate) fn doc_texts(attrs: &[syn::Attribute]) -> Vec<String> {
    let mut texts = Vec::new();
    for attr in attrs {
        if let syn::Meta::NameValue(nv) = &attr.meta {
            if nv.path.is_ident("doc") {
                if let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                    texts.push(s.value());
                }
            }
        }
    }
    texts
}

/// The struct's doc comment from the text of its `#[doc]` attributes, with
/// the one space after `///` removed.
pub(crate) fn doc_comment(texts: &[String]) -> String {
    let mut lines = Vec::new();
    for v in texts {
        for line in v.split('\n') {
            lines.push(line.strip_prefix(' ').unwrap_or(line).trim_end().to_string());
        }
    }
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    let first = lines.iter().position(|l| !l.is_empty()).unwrap_or(lines.len());
    lines[first..].join("\n")
}

/// The description of a pass or op declared with an attribute: its
/// `description = "..."` or else its doc comment (not both), the Markdown
/// checked, trailing blank lines left out as a TOML spec's are. `what` and
/// `name` name the item in messages; `item` is where a bad doc comment is
/// reported.
pub(crate) fn description(
    errors: &mut Errors,
    what: &str,
    name: &str,
    doc: String,
    description: Option<&Str>,
    item: Span,
) -> String {
    match description {
        Some(d) => {
            if !doc.is_empty() {
                errors.at(
                    d.span(),
                    format!(
                        "{what} `{name}` has both a doc comment and `description`: the doc comment is the \
                         description; keep one"
                    ),
                );
            }
            let value = d.value();
            if let Some(problem) = markdown_problem(&value) {
                errors.at(d.span(), format!("description of {what} '{name}': {problem}"));
            }
            value.trim_end().to_string()
        }
        None => {
            if let Some(problem) = markdown_problem(&doc) {
                errors.at(item, format!("doc comment of {what} '{name}': {problem}"));
            }
            doc
        }
    }
}

/// Reports `value` if `seen` has it, and records it. The lists are short: a
/// `Vec` is cheaper than a hash set here, in the unoptimized builds proc
/// macros usually get.
fn check_unique(errors: &mut Errors, seen: &mut Vec<String>, value: &str, span: Span, what: &str) {
    if seen.iter().any(|s| s == value) {
        errors.at(span, format!("duplicate {what} '{value}'"));
    } else {
        seen.push(value.to_string());
    }
}

fn build_spec(strukt: &syn::ItemStruct, raw: RawArgs, docs: Vec<String>, errors: &mut Errors) -> PassSpec {
    let name = strukt.ident.to_string();
    if !strukt.generics.params.is_empty() {
        errors.at(strukt.generics.span(), "a #[pass] struct cannot be generic");
    }
    if !matches!(strukt.fields, syn::Fields::Unit) && !strukt.fields.is_empty() {
        errors.at(
            strukt.fields.span(),
            "a #[pass] struct declares no fields: options go in `options(...)`, statistics in `statistics(...)`, \
             and the fields are generated",
        );
    }
    let attributes = struct_attributes(&strukt.attrs, errors);
    let argument = match &raw.arg {
        Some(a) => argument_value(errors, a, "pass argument"),
        None => {
            errors.at(Span::call_site(), format!("pass `{name}` has no argument: add `arg = \"...\"`"));
            String::new()
        }
    };
    let summary = match &raw.summary {
        Some(s) => {
            let value = s.value();
            if value.trim().is_empty() {
                errors.at(s.span(), format!("pass '{name}' has an empty summary"));
            }
            value
        }
        None => {
            errors.at(Span::call_site(), format!("pass `{name}` has no summary: add `summary = \"...\"`"));
            String::new()
        }
    };
    let anchor = raw.anchor.map(|a| argument_value(errors, &a, "anchor op name"));
    let description =
        description(errors, "pass", &name, doc_comment(&docs), raw.description.as_ref(), strukt.ident.span());
    if let Some(c) = &raw.runtime_path {
        if syn::parse_str::<syn::Path>(&c.value()).is_err() {
            errors.at(c.span(), format!("crate '{}' is not a Rust path", c.value()));
        }
    }

    PassSpec {
        name,
        argument,
        anchor,
        summary,
        description,
        dependent_dialects: raw.dependent_dialects.iter().map(Str::value).collect(),
        constructor: raw.constructor.as_ref().map(compact),
        state: raw.state.as_ref().map(compact),
        options: build_options(raw.options, errors),
        statistics: build_statistics(raw.statistics, errors),
        attributes,
    }
}

/// The value of `s`, reported when it cannot be a pipeline argument (a
/// `what`).
fn argument_value(errors: &mut Errors, s: &Str, what: &str) -> String {
    let value = s.value();
    if let Some(problem) = argument_problem(&value, what) {
        errors.at(s.span(), problem);
    }
    value
}

/// The name of `ident` (a Rust identifier by construction), reported when
/// `seen` has it (a duplicate `what`).
fn unique_ident(errors: &mut Errors, seen: &mut Vec<String>, ident: &Ident, what: &str) -> String {
    let name = ident.to_string();
    check_unique(errors, seen, &name, ident.span(), what);
    name
}

/// The options of a pass: fields and arguments unique, bounds only on
/// numbers, defaults that fit.
fn build_options(raw: Vec<RawOption>, errors: &mut Errors) -> Vec<OptionSpec> {
    let mut fields = Vec::new();
    let mut arguments = Vec::new();
    let options = raw.into_iter().map(|o| {
        let field = unique_ident(errors, &mut fields, &o.field, "option field");
        let argument = argument_value(errors, &o.argument, "option argument");
        check_unique(errors, &mut arguments, &argument, o.argument.span(), "option argument");
        let numeric = matches!(o.ty, OptionType::Int(_) | OptionType::UInt(_) | OptionType::F32 | OptionType::F64);
        for (bound, what) in [(&o.min, "min"), (&o.max, "max")] {
            if let (Some((_, span)), false) = (bound, numeric) {
                errors.at(*span, format!("`{what}` is only for numeric options"));
            }
        }
        let (min, max) = if numeric { (o.min.map(|m| m.0), o.max.map(|m| m.0)) } else { (None, None) };
        if let (Some(lo), Some(hi), Some((_, span))) = (min, max, &o.max) {
            if lo > hi {
                errors.at(*span, format!("`max` ({hi}) is below `min` ({lo})"));
            }
        }
        let default =
            o.default.as_ref().and_then(|(v, span)| match check_default(v, o.ty, o.list, &o.values, min, max) {
                Ok(d) => Some(d),
                Err(why) => {
                    errors.at(*span, default_message(&argument, o.ty, o.list, &why));
                    None
                }
            });
        OptionSpec {
            field,
            argument,
            ty: o.ty,
            default,
            description: o.description.map(|d| d.value()).unwrap_or_default(),
            list: o.list,
            values: o.values,
            min,
            max,
            rust_type: o.rust_type,
        }
    });
    options.collect()
}

/// The statistics of a pass: fields and names unique, names shown on one
/// line.
fn build_statistics(raw: Vec<RawStatistic>, errors: &mut Errors) -> Vec<StatisticSpec> {
    let mut fields = Vec::new();
    let mut names = Vec::new();
    let statistics = raw.into_iter().map(|s| {
        let field = unique_ident(errors, &mut fields, &s.field, "statistic field");
        let name = s.name.value();
        if let Some(problem) = statistic_name_problem(&name) {
            errors.at(s.name.span(), problem);
        }
        check_unique(errors, &mut names, &name, s.name.span(), "statistic name");
        StatisticSpec { field, name, description: s.description.map(|d| d.value()).unwrap_or_default() }
    });
    statistics.collect()
}

/// The attributes of a `#[pass]` struct besides its doc comment (see
/// [`forwarded_struct_attributes`]); `#[expect]` is refused too.
fn struct_attributes(attrs: &[syn::Attribute], errors: &mut Errors) -> Vec<String> {
    forwarded_struct_attributes(
        attrs,
        errors,
        &StructAttributeMessages {
            doc_not_text: "the doc comment of a #[pass] struct is the pass's description and must be text \
                           (#[pass] cannot expand macros in it); use `description = \"...\"` in #[pass]",
            expect: Some(
                "#[expect] cannot go on a #[pass] struct: it would go on every generated item, and not every item \
                 has the lint; use #[allow]",
            ),
            other: "a #[pass] struct takes only doc comments, #[cfg], #[doc(...)] and lint attributes (#[allow], \
                    #[warn], #[deny], #[forbid]): its derives and fields are generated",
        },
    )
}

/// What [`forwarded_struct_attributes`] says of the attributes it refuses,
/// in the words of the front end (`#[pass]`, `#[op]`).
pub(crate) struct StructAttributeMessages {
    /// A doc comment that is not a string literal (`#[doc = macro!()]`).
    pub doc_not_text: &'static str,
    /// `#[expect]`, when the front end says more of it than of `other`.
    pub expect: Option<&'static str>,
    /// Any attribute that is neither a doc comment, `#[cfg]` nor a lint.
    pub other: &'static str,
}

/// The attributes of a struct an attribute macro declares, besides its doc
/// comment: lint attributes and `#[doc(...)]` go on every generated item
/// (returned as text); `#[cfg]` and `#[cfg_attr]` are the compiler's (it
/// applies them before the macro runs, so the macro never sees them, but
/// `passgen doc --rust` does, and documents the item whatever they say);
/// anything else is an error, as the struct's derives and fields are
/// generated.
pub(crate) fn forwarded_struct_attributes(
    attrs: &[syn::Attribute],
    errors: &mut Errors,
    messages: &StructAttributeMessages,
) -> Vec<String> {
    let mut forwarded = Vec::new();
    for attr in attrs {
        let name = attr.path().get_ident().map(Ident::to_string).unwrap_or_default();
        match (name.as_str(), &attr.meta) {
            ("doc", syn::Meta::NameValue(nv)) => {
                if !matches!(&nv.value, syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(_), .. })) {
                    errors.at(nv.value.span(), messages.doc_not_text);
                }
            }
            ("doc", syn::Meta::List(_)) | ("allow" | "warn" | "deny" | "forbid", _) => forwarded.push(compact(attr)),
            ("cfg" | "cfg_attr", _) => {}
            ("expect", _) => errors.at(attr.path().span(), messages.expect.unwrap_or(messages.other)),
            _ => errors.at(attr.path().span(), messages.other),
        }
    }
    forwarded
}

/// What `#[pass(...)]` (`args`) on `item` expands to, as Rust text: the
/// entry point of the `pass-macros` crate, which hands the text to the
/// compiler's lexer (proc-macro2's own lexer, which [`expand`] uses, is
/// much slower in the unoptimized builds proc macros usually get).
pub fn expand_text(args: TokenStream, item: TokenStream) -> Result<String, syn::Error> {
    let (docs, item) = take_doc_comments(item);
    let item: syn::Item = syn::parse2(item)?;
    let PassAttribute { spec, runtime_path } = parse_pass_with_docs(args, &item, docs)?;
    let options = crate::rust::RustOptions { runtime_path: runtime_path.unwrap_or_else(|| "::pass_runtime".into()) };
    let group = crate::model::PassGroup { name: None, passes: vec![spec] };
    Ok(crate::rust::rust_text(&group, &options))
}

/// [`expand_text`], as tokens: what [`rust_tokens`](crate::rust_tokens)
/// gives for the same pass declared in TOML.
pub fn expand(args: TokenStream, item: TokenStream) -> Result<TokenStream, syn::Error> {
    let text = expand_text(args, item)?;
    text.parse()
        .map_err(|e| syn::Error::new(Span::call_site(), format!("passgen generated code that does not lex: {e}")))
}

/// What one `pass_group!(...)` declares: the counterpart of a TOML spec's
/// `group`, a function registering the passes it names.
///
/// ```text
/// pass_group!(name = "Example", passes(CountOps, strip::StripExampleAttrs, #[cfg(feature = "x")] Extra));
/// ```
#[derive(Clone)]
pub struct GroupDeclaration {
    /// The group's name (`Example`: `register_example_passes`).
    pub name: String,
    /// Where the name is written.
    pub name_span: Span,
    /// The passes, in order.
    pub passes: Vec<GroupPass>,
    /// `crate = "..."`: how generated code names the runtime, when given.
    pub runtime_path: Option<String>,
}

/// One pass named by a `pass_group!`.
#[derive(Clone)]
pub struct GroupPass {
    /// Its path (`CountOps`, `strip::StripExampleAttrs`): the functions
    /// generated for it are found next to it.
    pub path: syn::Path,
    /// Its `#[cfg(...)]` attributes, which go on its registration.
    pub cfgs: Vec<syn::Attribute>,
}

impl GroupPass {
    /// The pass's name: the last segment of its path.
    pub fn name(&self) -> String {
        self.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default()
    }

    /// Where the pass's name is written.
    pub fn name_span(&self) -> Span {
        self.path.segments.last().map_or_else(|| self.path.span(), |s| s.ident.span())
    }
}

impl GroupDeclaration {
    /// Whether the group names the pass `name`.
    pub fn names(&self, name: &str) -> bool {
        self.passes.iter().any(|p| p.path.segments.last().is_some_and(|s| s.ident == name))
    }

    /// The passes as the Rust back end takes them.
    pub fn members(&self) -> Vec<GroupMember> {
        self.passes
            .iter()
            .map(|p| {
                let mut module = String::new();
                if p.path.leading_colon.is_some() {
                    module.push_str("::");
                }
                for s in p.path.segments.iter().take(p.path.segments.len().saturating_sub(1)) {
                    module.push_str(&s.ident.to_string());
                    module.push_str("::");
                }
                GroupMember { module, name: p.name(), attributes: p.cfgs.iter().map(compact).collect() }
            })
            .collect()
    }

    /// The group's passes, found by name among `passes` (the declared
    /// passes of the sources), in the group's order.
    pub fn resolve(&self, passes: &[PassSpec]) -> Result<PassGroup, syn::Error> {
        let mut errors = Errors::default();
        let mut found = Vec::new();
        for p in &self.passes {
            let name = p.name();
            match passes.iter().find(|s| s.name == name) {
                Some(spec) => found.push(spec.clone()),
                None => errors.at(
                    p.name_span(),
                    format!(
                        "pass_group `{}` names `{name}`, which is not a #[pass] struct of these sources",
                        self.name
                    ),
                ),
            }
        }
        errors.result(PassGroup { name: Some(self.name.clone()), passes: found })
    }

    /// The group's registration function, as Rust text.
    pub fn rust_text(&self) -> String {
        let options = crate::rust::RustOptions {
            runtime_path: self.runtime_path.clone().unwrap_or_else(|| "::pass_runtime".into()),
        };
        crate::rust::group_registration_text(&self.name, &self.members(), &options)
    }
}

const GROUP_KEYS: &str = "name, passes, crate";

/// Parses the arguments of `pass_group!(...)`. Every problem found is
/// reported, combined into one [`syn::Error`].
pub fn parse_group(input: TokenStream) -> Result<GroupDeclaration, syn::Error> {
    let mut errors = Errors::default();
    let parsed = (|input: ParseStream<'_>| parse_group_args(input, &mut errors)).parse2(input);
    let (name, passes, runtime_path) = match parsed {
        Ok(parts) => parts,
        Err(e) => {
            errors.push(e);
            return Err(errors.finish().unwrap_or_else(no_error));
        }
    };
    let Some(name) = name else {
        errors.at(Span::call_site(), "pass_group! has no name: add `name = \"...\"`");
        return Err(errors.finish().unwrap_or_else(no_error));
    };
    if let Some(problem) = ident_problem(&name.value(), "group name") {
        errors.at(name.span(), problem);
    }
    let Some(passes) = passes else {
        errors.at(Span::call_site(), "pass_group! names no passes: add `passes(...)`");
        return Err(errors.finish().unwrap_or_else(no_error));
    };
    let mut seen = Vec::new();
    for p in &passes {
        check_unique(&mut errors, &mut seen, &p.name(), p.name_span(), "pass");
        if let Some(args) = p.path.segments.iter().find(|s| !s.arguments.is_empty()) {
            errors.at(args.arguments.span(), "a pass is named by its path, without generic arguments");
        }
    }
    if let Some(c) = &runtime_path {
        if syn::parse_str::<syn::Path>(&c.value()).is_err() {
            errors.at(c.span(), format!("crate '{}' is not a Rust path", c.value()));
        }
    }
    errors.result(GroupDeclaration {
        name: name.value(),
        name_span: name.span(),
        passes,
        runtime_path: runtime_path.as_ref().map(Str::value),
    })
}

type GroupParts = (Option<Str>, Option<Vec<GroupPass>>, Option<Str>);

fn parse_group_args(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<GroupParts> {
    let (mut name, mut passes, mut runtime_path) = (None, None, None);
    parse_keyed_args(input, errors, "pass_group!", GROUP_KEYS, |input, key, errors| {
        Some(match key {
            "name" => value(input).map(|v| name = Some(v)),
            "crate" => value(input).map(|v| runtime_path = Some(v)),
            "passes" => parenthesized(input, |content| {
                let mut list = Vec::new();
                while !content.is_empty() {
                    let attrs = content.call(syn::Attribute::parse_outer)?;
                    for a in &attrs {
                        if !a.path().is_ident("cfg") {
                            errors.at(a.span(), "only #[cfg(...)] can go on a pass of pass_group!");
                        }
                    }
                    let path: syn::Path = content.parse()?;
                    list.push(GroupPass {
                        path,
                        cfgs: attrs.into_iter().filter(|a| a.path().is_ident("cfg")).collect(),
                    });
                    if !content.is_empty() {
                        content.parse::<Token![,]>()?;
                    }
                }
                passes = Some(list);
                Ok(())
            }),
            _ => return None,
        })
    })?;
    Ok((name, passes, runtime_path))
}

/// What `pass_group!(...)` expands to: the group's registration function.
/// Each `register_*` call is placed at its pass in the list, so that a name
/// that is not a pass is reported there.
pub fn expand_group(input: TokenStream) -> Result<TokenStream, syn::Error> {
    let group = parse_group(input)?;
    let tokens: TokenStream = group
        .rust_text()
        .parse()
        .map_err(|e| syn::Error::new(Span::call_site(), format!("passgen generated code that does not lex: {e}")))?;
    let mut targets: std::collections::VecDeque<(String, Span)> = group
        .passes
        .iter()
        .flat_map(|p| {
            let mut idents: Vec<(String, Span)> = p
                .path
                .segments
                .iter()
                .take(p.path.segments.len().saturating_sub(1))
                .map(|s| (s.ident.to_string(), s.ident.span()))
                .collect();
            idents.push((crate::rust::pass_registration_name(&p.name()), p.name_span()));
            idents
        })
        .collect();
    // Only the function's body holds the calls.
    Ok(tokens
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::Brace => {
                let mut body = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), &mut targets));
                body.set_span(g.span());
                TokenTree::Group(body)
            }
            other => other,
        })
        .collect())
}

/// Gives the identifiers of `stream` that come up in `targets`, in order,
/// their spans.
fn respan(stream: TokenStream, targets: &mut std::collections::VecDeque<(String, Span)>) -> TokenStream {
    stream
        .into_iter()
        .map(|tt| match tt {
            TokenTree::Group(g) => {
                let mut inner = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), targets));
                inner.set_span(g.span());
                TokenTree::Group(inner)
            }
            TokenTree::Ident(mut i) => {
                if targets.front().is_some_and(|(name, _)| i == name) {
                    if let Some((_, span)) = targets.pop_front() {
                        i.set_span(span);
                    }
                }
                TokenTree::Ident(i)
            }
            other => other,
        })
        .collect()
}
