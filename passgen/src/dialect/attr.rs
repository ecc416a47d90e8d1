//! The attribute front end of dialects: `#[op(...)]` on a struct into an
//! [`OpSpec`], the model a `[dialect]` TOML spec's `[[op]]` gives, with
//! every problem a [`syn::Error`] at the offending tokens. The
//! `pass-macros` crate calls it (then the Rust back end,
//! [`op_text`](super::rust::op_text)); it parses and checks, nothing else.
//!
//! ```text
//! /// Adds two integers (the doc comment is the op's Markdown description).
//! #[op(
//!     name = "calc.add",
//!     summary = "Integer addition",
//!     traits(Pure, Commutative, SameOperandsAndResultType, HasParent<calc.func>),
//!     interfaces(ConditionallySpeculatable),
//!     folder,
//!     format = "$lhs `,` $rhs attr-dict `:` type($result)",
//! )]
//! pub struct AddOp {
//!     /// The left operand (a field's doc comment is its description).
//!     #[operand] lhs: SignlessIntegerLike,
//!     #[operand] rhs: SignlessIntegerLike,
//!     #[operand] extra: Vec<AnyType>,            // variadic; Option<C>: optional
//!     #[attr(default = nearest)] rounding: RoundingAttr,
//!     #[attr] tag: Option<StrAttr>,              // optional
//!     #[region(single_block)] body: Region,      // Vec<Region>: variadic (last)
//!     #[successor] dest: Successor,              // Vec<Successor>: variadic (last)
//!     #[result] result: SignlessIntegerLike,
//! }
//! ```
//!
//! The struct's name is the typed handle's; a field's Rust type names its
//! constraint: a name of [the library](super::library) is that
//! constraint, anything else a Rust type implementing the runtime's
//! `TypeConstraint` or `AttrConstraint`, by path as written. Traits with
//! parameters take them in angle brackets, as MLIR writes them: op names
//! bare (`HasParent<calc.func>`) or quoted (`HasParent<"calc.func">`),
//! operand and result names bare (`AllTypesMatch<lhs, result>`), and
//! `TypesMatchWith<from = lhs, to = result, transform = path::to::f,
//! summary = "...">`.

use proc_macro2::{Span, TokenStream};
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Ident, Token};

use super::library::{self, AttrValueKind, PARAMETERIZED_TRAITS, TRAITS};
use super::model::{
    Arity, AttrConstraintRef, AttrDefault, DialectSpec, OpAttrSpec, OpSpec, RegionSpec, SuccessorSpec, TraitSpec,
    TypeConstraintRef, ValueSpec,
};
use crate::attr::{
    compact, doc_comment, doc_texts, is_string, parenthesized, parse_keyed_args, parse_list_recovering, skip_to_comma,
    value, Errors, Str,
};

/// What one `#[op(...)]` declares.
pub type OpAttribute = crate::attr::Declared<OpSpec>;

const KEYS: &str =
    "name, summary, description, traits, interfaces, verifier, region_verifier, folder, canonicalizer, format, crate";

/// Parses the arguments of `#[op(...)]` (`args`) and the struct it is on
/// into the op they declare. Every problem found is reported, combined
/// into one [`syn::Error`].
pub fn parse_op(args: TokenStream, item: &syn::ItemStruct) -> Result<OpSpec, syn::Error> {
    parse_op_attribute(args, item).map(|a| a.spec)
}

/// [`parse_op`], with the `crate = "..."` key.
pub fn parse_op_attribute(args: TokenStream, item: &syn::ItemStruct) -> Result<OpAttribute, syn::Error> {
    let mut errors = Errors::default();
    let raw = match (|input: ParseStream<'_>| parse_args(input, &mut errors)).parse2(args) {
        Ok(raw) => raw,
        Err(e) => {
            errors.push(e);
            RawArgs { incomplete: true, ..RawArgs::default() }
        }
    };
    let runtime_path = raw.runtime_path.as_ref().map(Str::value);
    let spec = build_spec(item, raw, &mut errors);
    errors.result(OpAttribute { spec, runtime_path })
}

/// What `#[op(...)]` (`args`) on `item` expands to, as Rust text: the op's
/// items from the Rust back end ([`op_text`](super::rust::op_text)), in a
/// dialect of its own name that declares nothing else.
pub fn expand_op_text(args: TokenStream, item: TokenStream) -> Result<String, syn::Error> {
    let strukt = match syn::parse2::<syn::Item>(item)? {
        syn::Item::Struct(s) => s,
        syn::Item::Enum(e) => return Err(syn::Error::new(e.enum_token.span, "#[op] goes on a struct, not an enum")),
        other => return Err(syn::Error::new(other.span(), "#[op] goes on a struct")),
    };
    let OpAttribute { spec, runtime_path } = parse_op_attribute(args, &strukt)?;
    let dialect = DialectSpec::empty(spec.dialect());
    let options = crate::rust::RustOptions { runtime_path: runtime_path.unwrap_or_else(|| "::pass_runtime".into()) };
    Ok(super::rust::op_text(&dialect, &spec, &options))
}

/// What `#[op]` emits beside its errors, so that they are the only ones
/// reported: a unit struct with the item's name, visibility and `#[cfg]`s
/// (the item as written would add an error per field, as `#[operand]` and
/// the other roles are no attributes of their own). Nothing when `item` is
/// not a struct.
pub fn error_stand_in(item: TokenStream) -> TokenStream {
    match syn::parse2::<syn::ItemStruct>(item) {
        Ok(s) => {
            let cfgs = s.attrs.iter().filter(|a| a.path().is_ident("cfg"));
            let (vis, ident) = (&s.vis, &s.ident);
            quote::quote!(#(#cfgs)* #[allow(dead_code)] #vis struct #ident;)
        }
        Err(_) => TokenStream::new(),
    }
}

/// Whether `attr` is `#[op(...)]` (or a path ending in `op`).
pub fn is_op_attribute(attr: &syn::Attribute) -> bool {
    attr.path().segments.last().is_some_and(|s| s.ident == "op")
}

/// Every `#[op]` struct of a Rust source file (inline modules included),
/// in file order, or the errors found: the ops a crate declares with the
/// attribute, for back ends that read sources (docs).
pub fn ops_in_file(file: &syn::File) -> Result<Vec<OpSpec>, syn::Error> {
    fn collect(items: &[syn::Item], found: &mut Vec<OpSpec>, errors: &mut Errors) {
        for item in items {
            match item {
                syn::Item::Mod(m) => {
                    if let Some((_, items)) = &m.content {
                        collect(items, found, errors);
                    }
                }
                syn::Item::Struct(s) => {
                    for attr in s.attrs.iter().filter(|a| is_op_attribute(a)) {
                        let args = match &attr.meta {
                            syn::Meta::List(list) => list.tokens.clone(),
                            _ => TokenStream::new(),
                        };
                        let mut strukt = s.clone();
                        strukt.attrs.retain(|a| !is_op_attribute(a));
                        match parse_op(args, &strukt) {
                            Ok(spec) => found.push(spec),
                            Err(e) => errors.push(e),
                        }
                    }
                }
                syn::Item::Enum(e) if e.attrs.iter().any(is_op_attribute) => {
                    errors.at(e.enum_token.span, "#[op] goes on a struct, not an enum")
                }
                _ => {}
            }
        }
    }
    let mut found = Vec::new();
    let mut errors = Errors::default();
    collect(&file.items, &mut found, &mut errors);
    errors.result(found)
}

/// The problem with `name` as a full op name (`calc.add`), if any: a
/// dialect namespace, a `.` and a mnemonic, each a bare identifier of the
/// IR (MLIR's `bare-id`; the mnemonic may hold more dots:
/// `llvm.mlir.constant`).
pub fn op_name_problem(name: &str) -> Option<String> {
    let Some((dialect, mnemonic)) = name.split_once('.') else {
        return Some(format!(
            "op name '{name}' has no dialect: write the dialect's name, a `.` and the op's (`calc.add`)"
        ));
    };
    let bare = |s: &str, extra: &str| {
        s.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || extra.contains(c))
    };
    if !bare(dialect, "$") || !bare(mnemonic, "$.") || mnemonic.ends_with('.') {
        return Some(format!(
            "op name '{name}' is not a dialect name, a `.` and a mnemonic (letters, digits, `_`, `$` and, in the \
             mnemonic, `.`; each starting with a letter or `_`)"
        ));
    }
    None
}

#[derive(Default)]
struct RawArgs {
    name: Option<Str>,
    summary: Option<Str>,
    description: Option<Str>,
    traits: Vec<RawTrait>,
    interfaces: Vec<syn::Path>,
    verifier: bool,
    region_verifier: bool,
    folder: bool,
    canonicalizer: bool,
    format: Option<Str>,
    runtime_path: Option<Str>,
    /// The keys written, even those whose value did not parse.
    keys: Vec<String>,
    /// The arguments did not parse to the end: what is missing may be
    /// there.
    incomplete: bool,
}

/// A trait as written: what it is, where, and the operand, result and
/// attribute names it refers to (checked once the fields are known).
struct RawTrait {
    spec: TraitSpec,
    span: Span,
    refs: Vec<(String, Span)>,
}

fn parse_args(input: ParseStream<'_>, errors: &mut Errors) -> syn::Result<RawArgs> {
    let mut raw = RawArgs::default();
    let keys = parse_keyed_args(input, errors, "#[op]", KEYS, |input, name, errors| {
        Some(match name {
            "name" => value(input).map(|v| raw.name = Some(v)),
            "summary" => value(input).map(|v| raw.summary = Some(v)),
            "description" => value(input).map(|v| raw.description = Some(v)),
            "format" => value(input).map(|v| raw.format = Some(v)),
            "crate" => value(input).map(|v| raw.runtime_path = Some(v)),
            "verifier" => flag(input).map(|v| raw.verifier = v),
            "region_verifier" => flag(input).map(|v| raw.region_verifier = v),
            "folder" => flag(input).map(|v| raw.folder = v),
            "canonicalizer" => flag(input).map(|v| raw.canonicalizer = v),
            "traits" => parenthesized(input, |content| {
                parse_list_recovering(content, errors, &mut raw.traits, |c, _| parse_trait(c), skip_to_comma)
            }),
            "interfaces" => parenthesized(input, |content| {
                raw.interfaces = content.parse_terminated(syn::Path::parse_mod_style, Token![,])?.into_iter().collect();
                Ok(())
            }),
            _ => return None,
        })
    })?;
    raw.keys = keys;
    Ok(raw)
}

/// `verifier` alone (true), or `verifier = true|false`.
fn flag(input: ParseStream<'_>) -> syn::Result<bool> {
    if input.peek(Token![=]) {
        input.parse::<Token![=]>()?;
        Ok(input.parse::<syn::LitBool>()?.value)
    } else {
        Ok(true)
    }
}

/// `Pure`, `HasParent<calc.func>`, `ParentOneOf<a.b, "c.d">`,
/// `SingleBlockImplicitTerminator<calc.yield>`, `AllTypesMatch<lhs, rhs>`,
/// `TypesMatchWith<from = a, to = b, transform = f, summary = "...">`.
fn parse_trait(input: ParseStream<'_>) -> syn::Result<RawTrait> {
    let ident: Ident = input.parse()?;
    let name = ident.to_string();
    let span = ident.span();
    let parameterized = parameterized_usage(&name);
    if input.peek(syn::token::Paren) || input.peek(syn::token::Bracket) || input.peek(syn::token::Brace) {
        let usage = parameterized.unwrap_or("`Name<...>`");
        let group: proc_macro2::TokenTree = input.parse()?;
        return Err(syn::Error::new_spanned(
            group,
            format!("the parameters of a trait go in angle brackets, as in MLIR: {usage}"),
        ));
    }
    if !input.peek(Token![<]) {
        if library::trait_named(&name).is_some() {
            return Ok(RawTrait { spec: TraitSpec::Simple(name), span, refs: Vec::new() });
        }
        return Err(match parameterized {
            Some(usage) => syn::Error::new(span, format!("trait `{name}` takes parameters: {usage}")),
            None => unknown_trait(&ident),
        });
    }
    if library::trait_named(&name).is_some() {
        let parameters = angle_bracketed(input);
        return Err(syn::Error::new_spanned(parameters, format!("trait `{name}` takes no parameters")));
    }
    if parameterized.is_none() {
        return Err(unknown_trait(&ident));
    }
    input.parse::<Token![<]>()?;
    let mut refs = Vec::new();
    let spec = match name.as_str() {
        "HasParent" | "SingleBlockImplicitTerminator" => {
            let ops = op_names(input)?;
            if ops.len() != 1 {
                let hint = if name == "HasParent" { "; several parents are `ParentOneOf<a.b, c.d>`" } else { "" };
                return Err(syn::Error::new(span, format!("`{name}` names one op: `{name}<dialect.op>`{hint}")));
            }
            let op = ops.into_iter().next().unwrap_or_default();
            if name == "HasParent" {
                TraitSpec::HasParent(vec![op])
            } else {
                TraitSpec::SingleBlockImplicitTerminator(op)
            }
        }
        "ParentOneOf" => TraitSpec::HasParent(op_names(input)?),
        "AllTypesMatch" => {
            while !input.peek(Token![>]) {
                let n = Ident::parse_any(input)?;
                refs.push((n.unraw().to_string(), n.span()));
                if !input.peek(Token![>]) {
                    input.parse::<Token![,]>()?;
                }
            }
            if refs.len() < 2 {
                return Err(syn::Error::new(
                    span,
                    "`AllTypesMatch` names at least two operands, results or attributes",
                ));
            }
            TraitSpec::AllTypesMatch(refs.iter().map(|(n, _)| n.clone()).collect())
        }
        _ => parse_types_match_with(input, span, &mut refs)?,
    };
    input.parse::<Token![>]>()?;
    Ok(RawTrait { spec, span, refs })
}

/// The tokens from a `<` to its `>` (or to the end of the trait), for an
/// error over them.
fn angle_bracketed(input: ParseStream<'_>) -> TokenStream {
    let mut tokens = TokenStream::new();
    let mut depth = 0usize;
    // To the closing `>`, or to the `,` after the trait if there is none.
    while !(input.is_empty() || depth == 0 && input.peek(Token![,])) {
        let Ok(tt) = input.parse::<proc_macro2::TokenTree>() else { break };
        if let proc_macro2::TokenTree::Punct(p) = &tt {
            match p.as_char() {
                '<' => depth += 1,
                '>' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        let closes = depth == 0;
        tokens.extend([tt]);
        if closes {
            break;
        }
    }
    tokens
}

/// How a trait with parameters is written, when `name` is one.
fn parameterized_usage(name: &str) -> Option<&'static str> {
    Some(match name {
        "HasParent" => "`HasParent<dialect.op>`",
        "ParentOneOf" => "`ParentOneOf<dialect.op, ...>`",
        "SingleBlockImplicitTerminator" => "`SingleBlockImplicitTerminator<dialect.op>`",
        "AllTypesMatch" => "`AllTypesMatch<name, name, ...>`",
        "TypesMatchWith" => {
            "`TypesMatchWith<from = name, to = name, transform = path::to::function, summary = \"...\">`"
        }
        _ => return None,
    })
}

fn unknown_trait(ident: &Ident) -> syn::Error {
    let name = ident.to_string();
    let simple: Vec<&str> = TRAITS.iter().map(|t| t.name).collect();
    let parameterized =
        ["HasParent", "ParentOneOf", "SingleBlockImplicitTerminator", "AllTypesMatch", "TypesMatchWith"];
    let suggestion = simple
        .iter()
        .chain(&parameterized)
        .map(|t| (edit_distance(&name.to_lowercase(), &t.to_lowercase()), t))
        .filter(|(d, _)| *d <= 2)
        .min()
        .map(|(_, t)| format!(" (did you mean `{t}`?)"))
        .unwrap_or_default();
    syn::Error::new(
        ident.span(),
        format!(
            "unknown trait `{name}`{suggestion}; the library's traits are {}, and with parameters \
             {PARAMETERIZED_TRAITS}",
            simple.join(", ")
        ),
    )
}

/// Levenshtein distance, for suggestions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != *cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// `a.b, "c.d"` up to the closing `>`: op names, bare or quoted.
fn op_names(input: ParseStream<'_>) -> syn::Result<Vec<String>> {
    let mut names = Vec::new();
    while !input.peek(Token![>]) {
        let (name, span) = if is_string(input.cursor()) {
            let s: Str = input.parse()?;
            (s.value(), s.span())
        } else {
            let first = Ident::parse_any(input)?;
            let mut name = first.unraw().to_string();
            while input.peek(Token![.]) {
                input.parse::<Token![.]>()?;
                name.push('.');
                name.push_str(&Ident::parse_any(input)?.unraw().to_string());
            }
            (name, first.span())
        };
        if let Some(problem) = op_name_problem(&name) {
            return Err(syn::Error::new(span, problem));
        }
        names.push(name);
        if !input.peek(Token![>]) {
            input.parse::<Token![,]>()?;
        }
    }
    if names.is_empty() {
        return Err(input.error("expected an op name (`dialect.op`)"));
    }
    Ok(names)
}

/// The keys of `TypesMatchWith<...>`, up to the closing `>`.
fn parse_types_match_with(
    input: ParseStream<'_>,
    span: Span,
    refs: &mut Vec<(String, Span)>,
) -> syn::Result<TraitSpec> {
    let (mut from, mut to, mut transform, mut summary) = (None, None, None, None);
    while !input.peek(Token![>]) {
        let key: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        match key.to_string().as_str() {
            "from" | "to" => {
                let n = Ident::parse_any(input)?;
                let name = n.unraw().to_string();
                refs.push((name.clone(), n.span()));
                if key == "from" {
                    from = Some(name);
                } else {
                    to = Some(name);
                }
            }
            "transform" => {
                transform = Some(if is_string(input.cursor()) {
                    input.parse::<Str>()?.value()
                } else {
                    compact(&syn::Path::parse_mod_style(input)?)
                })
            }
            "summary" => summary = Some(input.parse::<Str>()?.value()),
            other => {
                return Err(syn::Error::new(
                    key.span(),
                    format!("unknown key `{other}` in TypesMatchWith; expected from, to, transform and summary"),
                ))
            }
        }
        if !input.peek(Token![>]) {
            input.parse::<Token![,]>()?;
        }
    }
    match (from, to, transform, summary) {
        (Some(from), Some(to), Some(transform), Some(summary)) => {
            Ok(TraitSpec::TypesMatchWith { from, to, transform, summary })
        }
        (from, to, transform, _) => {
            let missing = [(from.is_none(), "from"), (to.is_none(), "to"), (transform.is_none(), "transform")]
                .into_iter()
                .find_map(|(m, k)| m.then_some(k))
                .unwrap_or("summary");
            Err(syn::Error::new(
                span,
                format!("`TypesMatchWith` has no `{missing}`: it takes from, to, transform and summary"),
            ))
        }
    }
}

/// What a field declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Operand,
    Result,
    Attr,
    Region,
    Successor,
}

impl Role {
    fn from_name(name: &str) -> Option<Role> {
        Some(match name {
            "operand" => Role::Operand,
            "result" => Role::Result,
            "attr" => Role::Attr,
            "region" => Role::Region,
            "successor" => Role::Successor,
            _ => return None,
        })
    }

    /// One of them with its article (`an operand`), for messages.
    fn a_noun(self) -> &'static str {
        match self {
            Role::Operand => "an operand",
            Role::Result => "a result",
            Role::Attr => "an attribute",
            Role::Region => "a region",
            Role::Successor => "a successor",
        }
    }

    /// What the spec's tables call one (`operand`), for messages.
    fn noun(self) -> &'static str {
        match self {
            Role::Operand => "operand",
            Role::Result => "result",
            Role::Attr => "attribute",
            Role::Region => "region",
            Role::Successor => "successor",
        }
    }

    fn attribute(self) -> &'static str {
        match self {
            Role::Operand => "#[operand]",
            Role::Result => "#[result]",
            Role::Attr => "#[attr]",
            Role::Region => "#[region]",
            Role::Successor => "#[successor]",
        }
    }
}

/// A field's name, where it is, and its role, in field order: for the
/// checks that span fields (names, variadic groups, trait references).
struct FieldName<'a> {
    name: String,
    span: Span,
    role: Role,
    /// Its type: variadic groups are reported there.
    ty: &'a syn::Type,
}

fn build_spec(strukt: &syn::ItemStruct, raw: RawArgs, errors: &mut Errors) -> OpSpec {
    let rust_name = strukt.ident.unraw().to_string();
    if !strukt.generics.params.is_empty() {
        errors.at(strukt.generics.span(), "an #[op] struct cannot be generic");
    }
    let (rust_attributes, docs) = struct_attributes(&strukt.attrs, errors);
    let name = match &raw.name {
        Some(n) => {
            let value = n.value();
            if let Some(problem) = op_name_problem(&value) {
                errors.at(n.span(), problem);
            }
            value
        }
        None if raw.incomplete || raw.keys.iter().any(|k| k == "name") => String::new(),
        None => {
            errors.at(Span::call_site(), format!("#[op] on `{rust_name}` has no name: add `name = \"dialect.op\"`"));
            String::new()
        }
    };
    let summary = raw.summary.as_ref().map(Str::value).unwrap_or_default();
    if summary.contains('\n') {
        if let Some(s) = &raw.summary {
            errors.at(s.span(), "the summary of an op is one line; the rest goes in its description");
        }
    }
    let description = crate::attr::description(
        errors,
        "op",
        &name,
        doc_comment(&docs),
        raw.description.as_ref(),
        strukt.ident.span(),
    );
    if let Some(c) = &raw.runtime_path {
        if syn::parse_str::<syn::Path>(&c.value()).is_err() {
            errors.at(c.span(), format!("crate '{}' is not a Rust path", c.value()));
        }
    }

    let mut spec = OpSpec {
        name,
        rust_name,
        summary,
        description,
        verifier: raw.verifier,
        region_verifier: raw.region_verifier,
        folder: raw.folder,
        canonicalizer: raw.canonicalizer,
        rust_attributes,
        ..OpSpec::default()
    };

    let mut seen_traits: Vec<String> = Vec::new();
    for t in &raw.traits {
        // Several `AllTypesMatch` or `TypesMatchWith` are several checks;
        // any other trait is there or not.
        // `HasParent` and `ParentOneOf` are one list of parents.
        let key = match &t.spec {
            TraitSpec::AllTypesMatch(_) | TraitSpec::TypesMatchWith { .. } => t.spec.spelling(),
            TraitSpec::HasParent(_) => "HasParent".to_string(),
            other => other.name().to_string(),
        };
        if seen_traits.contains(&key) {
            errors.at(t.span, format!("duplicate trait `{}`", t.spec.name()));
        } else {
            seen_traits.push(key);
            spec.traits.push(t.spec.clone());
        }
    }
    for path in &raw.interfaces {
        let text = compact(path);
        if spec.interfaces.contains(&text) {
            errors.at(path.span(), format!("duplicate interface `{text}`"));
        } else {
            spec.interfaces.push(text);
        }
    }

    let fields = match &strukt.fields {
        syn::Fields::Named(named) => named.named.iter().collect(),
        syn::Fields::Unit => Vec::new(),
        syn::Fields::Unnamed(u) => {
            errors.at(
                u.span(),
                "an #[op] struct has named fields: one per operand, result, attribute, region and successor",
            );
            Vec::new()
        }
    };
    let mut names = Vec::new();
    for field in fields {
        if let Some(n) = add_field(&mut spec, field, errors) {
            names.push(n);
        }
    }
    check_names(&names, errors);
    check_variadic(&spec, &names, errors);
    for t in &raw.traits {
        for (n, span) in &t.refs {
            let known =
                names.iter().any(|f| &f.name == n && matches!(f.role, Role::Operand | Role::Result | Role::Attr));
            if !known {
                errors.at(
                    *span,
                    format!("`{}` names `{n}`, which is not an operand, result or attribute of the op", t.spec.name()),
                );
            }
        }
    }
    if let Some(f) = &raw.format {
        let text = f.value();
        if let Err(problems) = super::format::parse_op_format(&text, &spec) {
            for p in problems {
                errors.at(f.span(), format!("format, at byte {}: {}", p.offset, p.message));
            }
        }
        spec.format = Some(text);
    }
    spec
}

/// The attributes of an `#[op]` struct besides its doc comment (returned
/// as text): lint attributes and `#[doc(...)]` go on every generated item;
/// `#[cfg]` and `#[cfg_attr]` are the compiler's; anything else is an error,
/// as the handle's derives are generated.
fn struct_attributes(attrs: &[syn::Attribute], errors: &mut Errors) -> (Vec<String>, Vec<String>) {
    let forwarded = crate::attr::forwarded_struct_attributes(
        attrs,
        errors,
        &crate::attr::StructAttributeMessages {
            doc_not_text: "the doc comment of an #[op] struct is the op's description and must be text \
                           (#[op] cannot expand macros in it); use `description = \"...\"` in #[op]",
            expect: None,
            other: "an #[op] struct takes only doc comments, #[cfg], #[doc(...)] and lint attributes (#[allow], \
                    #[warn], #[deny], #[forbid]): the handle and its derives are generated",
        },
    );
    (forwarded, doc_texts(attrs))
}

/// Adds what `field` declares to `spec`, and gives its name, or `None`
/// (with errors) when it declares nothing.
fn add_field<'a>(spec: &mut OpSpec, field: &'a syn::Field, errors: &mut Errors) -> Option<FieldName<'a>> {
    let ident = field.ident.as_ref()?;
    let name = ident.unraw().to_string();
    let mut role: Option<(Role, &syn::Attribute)> = None;
    let mut docs = Vec::new();
    for attr in &field.attrs {
        let attr_name = attr.path().get_ident().map(Ident::to_string).unwrap_or_default();
        if let Some(r) = Role::from_name(&attr_name) {
            match role {
                Some((first, _)) => errors.at(
                    attr.path().span(),
                    format!("field `{name}` is already marked {}: a field has one role", first.attribute()),
                ),
                None => role = Some((r, attr)),
            }
            continue;
        }
        match &attr.meta {
            syn::Meta::NameValue(nv) if attr_name == "doc" => match &nv.value {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => docs.push(s.value()),
                other => errors.at(other.span(), "the doc comment of a field is its description and must be text"),
            },
            _ => errors.at(
                attr.path().span(),
                "a field of an #[op] struct takes only doc comments and its role: #[operand], #[result], #[attr], \
                 #[region] or #[successor]",
            ),
        }
    }
    let Some((role, attr)) = role else {
        errors.at(
            ident.span(),
            format!("field `{name}` has no role: mark it #[operand], #[result], #[attr], #[region] or #[successor]"),
        );
        return None;
    };
    let description = doc_comment(&docs);
    let ty = &field.ty;
    match role {
        Role::Operand | Role::Result => {
            no_arguments(attr, role, errors);
            let (arity, inner) = value_group(ty, role).map_err(|e| errors.push(e)).ok()?;
            let constraint = type_constraint_of(inner, role).map_err(|e| errors.push(e)).ok()?;
            let v = ValueSpec { name: name.clone(), constraint, arity, segments: None, description };
            if role == Role::Operand {
                spec.operands.push(v);
            } else {
                spec.results.push(v);
            }
        }
        Role::Attr => {
            let default = attr_arguments(attr, errors);
            let (optional, inner) = match generic_argument(ty, "Option") {
                Some(inner) => (true, inner),
                None => (false, ty),
            };
            if let Some(inner) = generic_argument(ty, "Vec") {
                errors.spanned(
                    ty,
                    format!(
                        "attribute `{name}` is one attribute, `C` or `Option<C>`: a list is an array attribute \
                         (ArrayAttr, DenseI64ArrayAttr, ...), not `Vec<{}>`",
                        compact(inner)
                    ),
                );
                return None;
            }
            let constraint = attr_constraint_of(inner).map_err(|e| errors.push(e)).ok()?;
            let default = default.and_then(|(d, span)| match check_default(d, &constraint) {
                Ok(d) => Some(d),
                Err(why) => {
                    errors.at(span, format!("default of attribute `{name}`: {why}"));
                    None
                }
            });
            // A unit attribute is present or not: optional by nature, as in ODS.
            let optional = optional || constraint == AttrConstraintRef::Builtin("UnitAttr".into());
            spec.attributes.push(OpAttrSpec { name: name.clone(), constraint, default, optional, description });
        }
        Role::Region => {
            let single_block = region_arguments(attr, errors);
            let variadic = single_or_vec(ty, "Region", role).map_err(|e| errors.push(e)).ok()?;
            spec.regions.push(RegionSpec { name: name.clone(), single_block, variadic, description });
        }
        Role::Successor => {
            no_arguments(attr, role, errors);
            let variadic = single_or_vec(ty, "Successor", role).map_err(|e| errors.push(e)).ok()?;
            spec.successors.push(SuccessorSpec { name: name.clone(), variadic, description });
        }
    }
    Some(FieldName { name, span: ident.span(), role, ty })
}

fn no_arguments(attr: &syn::Attribute, role: Role, errors: &mut Errors) {
    if !matches!(attr.meta, syn::Meta::Path(_)) {
        errors.at(
            attr.meta.span(),
            format!(
                "{} takes no arguments: the field's type says the rest (`C`, `Option<C>`, `Vec<C>`)",
                role.attribute()
            ),
        );
    }
}

/// The single arguments list of a role attribute: nothing, or `(...)`.
fn role_arguments<'a>(attr: &'a syn::Attribute, role: Role, errors: &mut Errors) -> Option<&'a syn::MetaList> {
    match &attr.meta {
        syn::Meta::Path(_) => None,
        syn::Meta::List(list) => Some(list),
        syn::Meta::NameValue(nv) => {
            errors.at(nv.eq_token.span, format!("{} takes its arguments in parentheses", role.attribute()));
            None
        }
    }
}

/// Reads the arguments of the role attribute `attr`, whose one key is
/// `key`: `found` reads each `key` argument; any other key is an error.
fn role_key_arguments(
    attr: &syn::Attribute,
    role: Role,
    key: &str,
    errors: &mut Errors,
    mut found: impl FnMut(&syn::meta::ParseNestedMeta<'_>) -> syn::Result<()>,
) {
    let Some(list) = role_arguments(attr, role, errors) else { return };
    let parsed = list.parse_nested_meta(|meta| {
        if meta.path.is_ident(key) {
            found(&meta)
        } else {
            Err(meta.error(format!("unknown key `{}` in {}; expected `{key}`", compact(&meta.path), role.attribute())))
        }
    });
    if let Err(e) = parsed {
        errors.push(e);
    }
}

/// `#[region]` or `#[region(single_block)]`.
fn region_arguments(attr: &syn::Attribute, errors: &mut Errors) -> bool {
    let mut single_block = false;
    role_key_arguments(attr, Role::Region, "single_block", errors, |_| {
        single_block = true;
        Ok(())
    });
    single_block
}

/// A default as written, before it is checked against the constraint.
#[derive(Clone, Debug, PartialEq)]
enum DefaultLit {
    Bool(bool),
    Int(i128),
    Float(f64),
    Str(String),
    /// A bare name: an enum case.
    Name(String),
}

/// `#[attr]` or `#[attr(default = VALUE)]`: the default and where it is.
fn attr_arguments(attr: &syn::Attribute, errors: &mut Errors) -> Option<(DefaultLit, Span)> {
    let mut default = None;
    role_key_arguments(attr, Role::Attr, "default", errors, |meta| {
        let input = meta.value()?;
        let span = input.span();
        default = Some((parse_default(input)?, span));
        Ok(())
    });
    default
}

/// `true`, `-3`, `0.5`, `"text"`, `nearest`.
fn parse_default(input: ParseStream<'_>) -> syn::Result<DefaultLit> {
    if is_string(input.cursor()) {
        return Ok(DefaultLit::Str(input.parse::<Str>()?.value()));
    }
    let negative = input.peek(Token![-]);
    if negative {
        input.parse::<Token![-]>()?;
    }
    if !negative && input.peek(Ident::peek_any) && !input.peek(syn::LitBool) {
        let path = syn::Path::parse_mod_style(input)?;
        return match path.get_ident() {
            Some(i) => Ok(DefaultLit::Name(i.unraw().to_string())),
            None => Err(syn::Error::new(
                path.span(),
                "an enum case is written by its name in the IR (`nearest` or \"nearest\"), not as a Rust path",
            )),
        };
    }
    let lit: syn::Lit = input.parse()?;
    Ok(match &lit {
        syn::Lit::Bool(b) if !negative => DefaultLit::Bool(b.value),
        syn::Lit::Int(i) => {
            let v = i.base10_parse::<i128>()?;
            DefaultLit::Int(if negative { -v } else { v })
        }
        syn::Lit::Float(f) => {
            let v = f.base10_parse::<f64>()?;
            DefaultLit::Float(if negative { -v } else { v })
        }
        other => {
            return Err(syn::Error::new(
                other.span(),
                "a default is a boolean, a number, a string or an enum case's name",
            ))
        }
    })
}

/// The default as the model holds it, or why `d` cannot be a default of
/// `constraint`. Only the library's constraints are known here: others
/// (a dialect's enums and attributes, Rust types) take any literal, and
/// a bare name is an enum case.
fn check_default(d: DefaultLit, constraint: &AttrConstraintRef) -> Result<AttrDefault, String> {
    let builtin = match constraint {
        AttrConstraintRef::Builtin(n) if library::type_attr_of(n).is_some() => {
            Some((n.as_str(), AttrValueKind::Opaque))
        }
        AttrConstraintRef::Builtin(n) => library::attr_constraint(n).map(|info| (n.as_str(), info.value)),
        _ => None,
    };
    let Some((name, kind)) = builtin else {
        return Ok(match d {
            DefaultLit::Bool(b) => AttrDefault::Bool(b),
            DefaultLit::Int(i) => {
                AttrDefault::Int(i64::try_from(i).map_err(|_| format!("{i} is not a 64-bit integer"))?)
            }
            DefaultLit::Float(f) => AttrDefault::Float(f),
            DefaultLit::Str(s) | DefaultLit::Name(s) => AttrDefault::String(s),
        });
    };
    let found = match &d {
        DefaultLit::Bool(_) => "a boolean",
        DefaultLit::Int(_) => "an integer",
        DefaultLit::Float(_) => "a float",
        DefaultLit::Str(_) => "a string",
        DefaultLit::Name(_) => "a name (an enum case)",
    };
    match (kind, d) {
        (AttrValueKind::Bool, DefaultLit::Bool(b)) => Ok(AttrDefault::Bool(b)),
        (AttrValueKind::Int, DefaultLit::Int(i)) => {
            let (lo, hi) = int_range(name);
            if i < lo || i > hi {
                return Err(format!("{i} does not fit {name} ({lo} to {hi})"));
            }
            // `int_range` is within i64.
            Ok(AttrDefault::Int(i as i64))
        }
        (AttrValueKind::Float, DefaultLit::Float(f)) => Ok(AttrDefault::Float(f)),
        (AttrValueKind::Float, DefaultLit::Int(i)) => Ok(AttrDefault::Float(i as f64)),
        (AttrValueKind::String, DefaultLit::Str(s)) => Ok(AttrDefault::String(s)),
        (AttrValueKind::Opaque, _) => {
            Err(format!("{name} has no default: its values cannot be written in a spec (make the attribute optional)"))
        }
        (AttrValueKind::Unit, _) => Err(format!(
            "{name} has no default: it is present or absent (make the attribute optional, `Option<{name}>`)"
        )),
        (kind, _) => {
            let expected = match kind {
                AttrValueKind::Bool => "a boolean",
                AttrValueKind::Int => "an integer",
                AttrValueKind::Float => "a number",
                _ => "a string literal",
            };
            Err(format!("{name} holds {expected}, found {found}"))
        }
    }
}

/// The integers an integer attribute of the library holds: a signless
/// `iN` takes both the signed and the unsigned range, as MLIR's parser
/// does.
fn int_range(name: &str) -> (i128, i128) {
    let width = name.strip_prefix('I').and_then(|w| w.strip_suffix("Attr")).and_then(|w| w.parse::<u32>().ok());
    match width {
        Some(1) => (0, 1),
        Some(w @ 2..=63) => (-(1i128 << (w - 1)), (1i128 << w) - 1),
        _ => (i128::from(i64::MIN), i128::from(i64::MAX)),
    }
}

/// The type argument of `Outer<T>` (one segment, one argument), if `ty`
/// is one.
fn generic_argument<'a>(ty: &'a syn::Type, outer: &str) -> Option<&'a syn::Type> {
    let syn::Type::Path(p) = ty else { return None };
    if p.qself.is_some() || p.path.segments.len() != 1 || p.path.segments[0].ident != outer {
        return None;
    }
    let syn::PathArguments::AngleBracketed(a) = &p.path.segments[0].arguments else { return None };
    match a.args.iter().collect::<Vec<_>>()[..] {
        [syn::GenericArgument::Type(inner)] => Some(inner),
        _ => None,
    }
}

/// An operand or result group: `C`, `Option<C>` or `Vec<C>`.
fn value_group(ty: &syn::Type, role: Role) -> syn::Result<(Arity, &syn::Type)> {
    let (arity, inner) = match (generic_argument(ty, "Vec"), generic_argument(ty, "Option")) {
        (Some(inner), _) => (Arity::Variadic, inner),
        (_, Some(inner)) => (Arity::Optional, inner),
        _ => return Ok((Arity::Single, ty)),
    };
    if generic_argument(inner, "Vec").is_some() || generic_argument(inner, "Option").is_some() {
        return Err(syn::Error::new_spanned(
            inner,
            format!("{} group is `C`, `Option<C>` or `Vec<C>`, one level deep", role.a_noun()),
        ));
    }
    Ok((arity, inner))
}

/// The path a constraint is named by: a path type without `<T as ...>`.
fn constraint_path(ty: &syn::Type) -> Option<&syn::Path> {
    match ty {
        syn::Type::Path(p) if p.qself.is_none() => Some(&p.path),
        syn::Type::Group(g) => constraint_path(&g.elem),
        syn::Type::Paren(p) => constraint_path(&p.elem),
        _ => None,
    }
}

/// The type constraint an operand's or result's type names.
fn type_constraint_of(ty: &syn::Type, role: Role) -> syn::Result<TypeConstraintRef> {
    let Some(path) = constraint_path(ty) else {
        return Err(syn::Error::new_spanned(
            ty,
            format!(
                "the type of {} names its constraint: one of the library's (AnyType, I32, SignlessIntegerLike, \
                 ...) or a Rust type implementing TypeConstraint",
                role.a_noun()
            ),
        ));
    };
    if let Some(ident) = path.get_ident() {
        let name = ident.to_string();
        if library::type_constraint(&name).is_some() {
            return Ok(TypeConstraintRef::Builtin(name));
        }
        if name == "Region" || name == "Successor" {
            return Err(syn::Error::new(ident.span(), format!("a `{name}` field is a #[{}]", name.to_lowercase())));
        }
    }
    Ok(TypeConstraintRef::Rust(compact(path)))
}

/// The attribute constraint an attribute's type names: one of the
/// library's, `TypeAttrOf<C>` of a library type constraint, or a Rust type.
fn attr_constraint_of(ty: &syn::Type) -> syn::Result<AttrConstraintRef> {
    let Some(path) = constraint_path(ty) else {
        return Err(syn::Error::new_spanned(
            ty,
            "the type of an attribute names its constraint: one of the library's (I64Attr, StrAttr, \
             TypeAttrOf<FunctionType>, ...) or a Rust type implementing AttrConstraint",
        ));
    };
    if let Some(ident) = path.get_ident() {
        let name = ident.to_string();
        if library::attr_constraint(&name).is_some() {
            return Ok(AttrConstraintRef::Builtin(name));
        }
    }
    if let Some(inner) = generic_argument(ty, "TypeAttrOf") {
        if let Some(inner) = constraint_path(inner).and_then(syn::Path::get_ident) {
            if library::type_constraint(&inner.to_string()).is_some() {
                return Ok(AttrConstraintRef::Builtin(format!("TypeAttrOf<{inner}>")));
            }
        }
    }
    Ok(AttrConstraintRef::Rust(compact(path)))
}

/// A region's or successor's type: `Name` (false) or `Vec<Name>` (true).
fn single_or_vec(ty: &syn::Type, name: &str, role: Role) -> syn::Result<bool> {
    let is_name = |t: &syn::Type| {
        constraint_path(t).and_then(|p| p.segments.last()).is_some_and(|s| s.ident == name && s.arguments.is_empty())
    };
    if is_name(ty) {
        return Ok(false);
    }
    if generic_argument(ty, "Vec").is_some_and(is_name) {
        return Ok(true);
    }
    Err(syn::Error::new_spanned(
        ty,
        format!("a {} field has type `{name}`, or `Vec<{name}>` for any number of them", role.attribute()),
    ))
}

/// Names are unique across operands, results, attributes, regions and
/// successors (they are accessors, and the format's `$name`), as
/// `mlir-tblgen` requires; its words.
fn check_names(names: &[FieldName], errors: &mut Errors) {
    for (i, f) in names.iter().enumerate() {
        if let Some(first) = names[..i].iter().find(|g| g.name == f.name) {
            let message = if first.role == f.role {
                format!("op has a conflict with two {}s having the same name '{}'", f.role.noun(), f.name)
            } else {
                format!(
                    "op has a conflict with {}s and {}s both having an entry with the name '{}'",
                    first.role.noun(),
                    f.role.noun(),
                    f.name
                )
            };
            errors.at(f.span, message);
        }
    }
}

/// Several optional or variadic operand (result) groups need their sizes
/// said by a trait; only the last region and successor may be variadic.
/// `mlir-tblgen`'s words, with the fix.
fn check_variadic(spec: &OpSpec, names: &[FieldName], errors: &mut Errors) {
    let span_of = |role: Role, name: &str| names.iter().find(|f| f.role == role && f.name == name);
    for (role, values, segments, same) in [
        (Role::Operand, &spec.operands, "AttrSizedOperandSegments", "SameVariadicOperandSize"),
        (Role::Result, &spec.results, "AttrSizedResultSegments", "SameVariadicResultSize"),
    ] {
        let variable: Vec<&ValueSpec> = values.iter().filter(|v| v.arity != Arity::Single).collect();
        if variable.len() > 1 && !spec.has_trait(segments) && !spec.has_trait(same) {
            if let Some(f) = span_of(role, &variable[1].name) {
                errors.spanned(
                    f.ty,
                    format!(
                        "op has multiple variadic {}s but no specification over their sizes: add the trait \
                         {segments} (or {same})",
                        role.noun()
                    ),
                );
            }
        }
    }
    let mut last_variadic = |role: Role, variadic: Vec<(&str, bool)>| {
        let n = variadic.len();
        for (name, _) in variadic.iter().take(n.saturating_sub(1)).filter(|(_, v)| *v) {
            if let Some(f) = span_of(role, name) {
                errors.spanned(f.ty, format!("only the last {} can be variadic", role.noun()));
            }
        }
    };
    last_variadic(Role::Region, spec.regions.iter().map(|r| (r.name.as_str(), r.variadic)).collect());
    last_variadic(Role::Successor, spec.successors.iter().map(|s| (s.name.as_str(), s.variadic)).collect());
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn parse(args: TokenStream, item: TokenStream) -> Result<OpSpec, syn::Error> {
        parse_op(args, &syn::parse2(item).expect("a struct"))
    }

    fn op(args: TokenStream, item: TokenStream) -> OpSpec {
        parse(args, item).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Each error's message, in order.
    fn errors(args: TokenStream, item: TokenStream) -> Vec<String> {
        match parse(args, item) {
            Ok(spec) => panic!("parsed: {spec:?}"),
            Err(e) => e.into_iter().map(|e| e.to_string()).collect(),
        }
    }

    fn value(name: &str, constraint: TypeConstraintRef, arity: Arity, description: &str) -> ValueSpec {
        ValueSpec { name: name.into(), constraint, arity, segments: None, description: description.into() }
    }

    fn builtin(name: &str) -> TypeConstraintRef {
        TypeConstraintRef::Builtin(name.into())
    }

    #[test]
    fn a_struct_gives_the_op() {
        let spec = op(
            quote! {
                name = "calc.add",
                summary = "Adds",
                traits(Pure, Commutative, AttrSizedOperandSegments, HasParent<calc.func>,
                       SingleBlockImplicitTerminator<calc.yield>,
                       AllTypesMatch<lhs, result>,
                       TypesMatchWith<from = lhs, to = flag, transform = crate::types::to_bool, summary = "bool of lhs">),
                interfaces(BranchOpInterface, my::Iface),
                verifier, folder = true, canonicalizer = false,
                crate = "::pr",
            },
            quote! {
                /// Adds two numbers.
                ///
                /// # Example
                ///
                #[allow(dead_code)]
                pub struct AddOp {
                    /// The left one.
                    #[operand]
                    lhs: SignlessIntegerLike,
                    #[operand]
                    rest: Vec<AnyType>,
                    #[operand]
                    maybe: Option<crate::MyType>,
                    #[attr]
                    value: I64Attr,
                    #[attr]
                    name: Option<StrAttr>,
                    #[attr(default = 3)]
                    count: I32Attr,
                    #[attr(default = nearest)]
                    rounding: Rounding,
                    #[attr(default = "up")]
                    other: calc::Rounding,
                    #[attr(default = -1.5)]
                    scale: F64Attr,
                    #[attr(default = 2)]
                    ratio: F32Attr,
                    #[attr(default = true)]
                    flag_attr: BoolAttr,
                    #[attr]
                    function_type: TypeAttrOf<FunctionType>,
                    #[attr]
                    custom_type: TypeAttrOf<MyConstraint>,
                    /// The body.
                    #[region(single_block)]
                    body: Region,
                    #[region]
                    rest_regions: Vec<Region>,
                    #[successor]
                    dest: Successor,
                    #[successor]
                    others: Vec<Successor>,
                    #[result]
                    result: SignlessIntegerLike,
                    #[result]
                    flag: I1,
                }
            },
        );
        let expected = OpSpec {
            name: "calc.add".into(),
            rust_name: "AddOp".into(),
            summary: "Adds".into(),
            description: "Adds two numbers.\n\n# Example".into(),
            traits: vec![
                TraitSpec::Simple("Pure".into()),
                TraitSpec::Simple("Commutative".into()),
                TraitSpec::Simple("AttrSizedOperandSegments".into()),
                TraitSpec::HasParent(vec!["calc.func".into()]),
                TraitSpec::SingleBlockImplicitTerminator("calc.yield".into()),
                TraitSpec::AllTypesMatch(vec!["lhs".into(), "result".into()]),
                TraitSpec::TypesMatchWith {
                    from: "lhs".into(),
                    to: "flag".into(),
                    transform: "crate::types::to_bool".into(),
                    summary: "bool of lhs".into(),
                },
            ],
            interfaces: vec!["BranchOpInterface".into(), "my::Iface".into()],
            operands: vec![
                value("lhs", builtin("SignlessIntegerLike"), Arity::Single, "The left one."),
                value("rest", builtin("AnyType"), Arity::Variadic, ""),
                value("maybe", TypeConstraintRef::Rust("crate::MyType".into()), Arity::Optional, ""),
            ],
            results: vec![
                value("result", builtin("SignlessIntegerLike"), Arity::Single, ""),
                value("flag", builtin("I1"), Arity::Single, ""),
            ],
            attributes: vec![
                attribute("value", AttrConstraintRef::Builtin("I64Attr".into()), None, false),
                attribute("name", AttrConstraintRef::Builtin("StrAttr".into()), None, true),
                attribute("count", AttrConstraintRef::Builtin("I32Attr".into()), Some(AttrDefault::Int(3)), false),
                attribute(
                    "rounding",
                    AttrConstraintRef::Rust("Rounding".into()),
                    Some(AttrDefault::String("nearest".into())),
                    false,
                ),
                attribute(
                    "other",
                    AttrConstraintRef::Rust("calc::Rounding".into()),
                    Some(AttrDefault::String("up".into())),
                    false,
                ),
                attribute("scale", AttrConstraintRef::Builtin("F64Attr".into()), Some(AttrDefault::Float(-1.5)), false),
                attribute("ratio", AttrConstraintRef::Builtin("F32Attr".into()), Some(AttrDefault::Float(2.0)), false),
                attribute(
                    "flag_attr",
                    AttrConstraintRef::Builtin("BoolAttr".into()),
                    Some(AttrDefault::Bool(true)),
                    false,
                ),
                attribute("function_type", AttrConstraintRef::Builtin("TypeAttrOf<FunctionType>".into()), None, false),
                attribute("custom_type", AttrConstraintRef::Rust("TypeAttrOf<MyConstraint>".into()), None, false),
            ],
            regions: vec![
                RegionSpec {
                    name: "body".into(),
                    single_block: true,
                    variadic: false,
                    description: "The body.".into(),
                },
                RegionSpec { name: "rest_regions".into(), single_block: false, variadic: true, description: "".into() },
            ],
            successors: vec![
                SuccessorSpec { name: "dest".into(), variadic: false, description: "".into() },
                SuccessorSpec { name: "others".into(), variadic: true, description: "".into() },
            ],
            verifier: true,
            region_verifier: false,
            folder: true,
            canonicalizer: false,
            format: None,
            rust_attributes: vec!["#[allow(dead_code)]".into()],
        };
        assert_eq!(spec, expected);
    }

    fn attribute(
        name: &str,
        constraint: AttrConstraintRef,
        default: Option<AttrDefault>,
        optional: bool,
    ) -> OpAttrSpec {
        OpAttrSpec { name: name.into(), constraint, default, optional, description: String::new() }
    }

    #[test]
    fn a_unit_struct_is_an_op_without_operands() {
        let spec = op(quote! {name = "calc.nop", description = "Does nothing.\n\n"}, quote! { struct NopOp; });
        assert_eq!(spec.name, "calc.nop");
        assert_eq!(spec.rust_name, "NopOp");
        assert_eq!(spec.dialect(), "calc");
        assert_eq!(spec.description, "Does nothing.");
        assert_eq!(spec.summary, "");
        assert!(spec.operands.is_empty() && spec.traits.is_empty() && !spec.verifier);
    }

    #[test]
    fn raw_identifiers_and_dotted_mnemonics() {
        let spec = op(
            quote! { name = "llvm.mlir.constant", traits(ParentOneOf<r#type.r#for, "calc.module", a.b.c>) },
            quote! { struct ConstantOp { #[operand] r#type: AnyType, } },
        );
        assert_eq!(spec.operands[0].name, "type");
        assert_eq!(
            spec.traits,
            vec![TraitSpec::HasParent(vec!["type.for".into(), "calc.module".into(), "a.b.c".into()])]
        );
    }

    #[test]
    fn the_runtime_path_is_the_crate_key() {
        let item: syn::ItemStruct = syn::parse2(quote! { struct A; }).unwrap();
        let a = parse_op_attribute(quote! { name = "a.b", crate = "crate" }, &item).unwrap();
        assert_eq!(a.runtime_path.as_deref(), Some("crate"));
    }

    #[test]
    fn the_format_is_checked_by_the_format_parser() {
        let args = quote! { name = "calc.id", format = "$x attr-dict `:` type($x)" };
        let item = quote! { struct IdOp { #[operand] x: AnyType, } };
        let mut spec = op(quote! { name = "calc.id" }, item.clone());
        let expected = match super::super::format::parse_op_format("$x attr-dict `:` type($x)", &spec) {
            Ok(_) => {
                spec.format = Some("$x attr-dict `:` type($x)".into());
                Ok(spec)
            }
            Err(problems) => {
                Err(problems.iter().map(|p| format!("format, at byte {}: {}", p.offset, p.message)).collect::<Vec<_>>())
            }
        };
        let got = parse(args, item).map_err(|e| e.into_iter().map(|e| e.to_string()).collect());
        assert_eq!(got, expected);
    }

    #[test]
    fn keys_and_names() {
        assert_eq!(
            errors(quote! { name = "calc.add", nmae = "x", name = "calc.add" }, quote! { struct A; }),
            [
                format!("unknown key `nmae` in #[op]; expected one of: {KEYS}"),
                "duplicate key `name` in #[op]".to_string(),
            ]
        );
        assert_eq!(
            errors(quote! { summary = "s" }, quote! { struct A; }),
            ["#[op] on `A` has no name: add `name = \"dialect.op\"`"]
        );
        assert_eq!(
            errors(quote! { name = "add" }, quote! { struct A; }),
            ["op name 'add' has no dialect: write the dialect's name, a `.` and the op's (`calc.add`)"]
        );
        assert_eq!(
            errors(quote! { name = "calc.1add" }, quote! { struct A; }),
            ["op name 'calc.1add' is not a dialect name, a `.` and a mnemonic (letters, digits, `_`, `$` and, in the \
             mnemonic, `.`; each starting with a letter or `_`)"]
        );
        assert_eq!(errors(quote! { name = "a.b", verifier = 1 }, quote! { struct A; }), ["expected boolean literal"]);
        assert_eq!(
            errors(quote! { name = "a.b", crate = "not a path" }, quote! { struct A; }),
            ["crate 'not a path' is not a Rust path"]
        );
        assert_eq!(
            errors(quote! {name = "a.b", summary = "two\nlines"}, quote! { struct A; }),
            ["the summary of an op is one line; the rest goes in its description"]
        );
    }

    #[test]
    fn the_struct() {
        assert_eq!(errors(quote! { name = "a.b" }, quote! { struct A<T>; }), ["an #[op] struct cannot be generic"]);
        assert_eq!(
            errors(quote! { name = "a.b" }, quote! { struct A(u8); }),
            ["an #[op] struct has named fields: one per operand, result, attribute, region and successor"]
        );
        assert_eq!(
            errors(quote! { name = "a.b" }, quote! { #[derive(Clone)] struct A; }),
            ["an #[op] struct takes only doc comments, #[cfg], #[doc(...)] and lint attributes (#[allow], #[warn], \
             #[deny], #[forbid]): the handle and its derives are generated"]
        );
        assert_eq!(
            errors(quote! { name = "a.b", description = "d" }, quote! { #[doc = "doc"] struct A; }),
            ["op `a.b` has both a doc comment and `description`: the doc comment is the description; keep one"]
        );
        assert_eq!(
            errors(quote! { name = "a.b" }, quote! { #[doc = "```"] struct A; }),
            ["doc comment of op 'a.b': the code block opened on line 1 of the description (with backticks) is never \
             closed"]
        );
    }

    #[test]
    fn traits() {
        let all: Vec<&str> = TRAITS.iter().map(|t| t.name).collect();
        assert_eq!(
            errors(quote! { name = "a.b", traits(Pur) }, quote! { struct A; }),
            [format!(
                "unknown trait `Pur` (did you mean `Pure`?); the library's traits are {}, and with parameters \
                 {PARAMETERIZED_TRAITS}",
                all.join(", ")
            )]
        );
        assert_eq!(
            errors(
                quote! { name = "a.b", traits(HasParent, Pure<x>, HasParent(a.b), Nonexistent<a.b>) },
                quote! { struct A; }
            ),
            [
                "trait `HasParent` takes parameters: `HasParent<dialect.op>`".to_string(),
                "trait `Pure` takes no parameters".to_string(),
                "the parameters of a trait go in angle brackets, as in MLIR: `HasParent<dialect.op>`".to_string(),
                format!(
                    "unknown trait `Nonexistent`; the library's traits are {}, and with parameters {PARAMETERIZED_TRAITS}",
                    all.join(", ")
                ),
            ]
        );
        assert_eq!(
            errors(
                quote! { name = "a.b", traits(HasParent<a.b, c.d>, ParentOneOf<>, HasParent<"x">) },
                quote! { struct A; }
            ),
            [
                "`HasParent` names one op: `HasParent<dialect.op>`; several parents are `ParentOneOf<a.b, c.d>`",
                "expected an op name (`dialect.op`)",
                "op name 'x' has no dialect: write the dialect's name, a `.` and the op's (`calc.add`)",
            ]
        );
        assert_eq!(
            errors(quote! { name = "a.b", traits(Pure, Commutative, Pure) }, quote! { struct A; }),
            ["duplicate trait `Pure`"]
        );
        assert_eq!(
            errors(
                quote! {
                    name = "a.b",
                    traits(AllTypesMatch<x>, AllTypesMatch<x, nope>, TypesMatchWith<from = x, to = x, transform = f>)
                },
                quote! { struct A { #[operand] x: AnyType, } }
            ),
            [
                "`AllTypesMatch` names at least two operands, results or attributes",
                "`TypesMatchWith` has no `summary`: it takes from, to, transform and summary",
                "`AllTypesMatch` names `nope`, which is not an operand, result or attribute of the op",
            ]
        );
        assert_eq!(
            errors(quote! { name = "a.b", interfaces(X, X) }, quote! { struct A; }),
            ["duplicate interface `X`"]
        );
    }

    #[test]
    fn fields() {
        assert_eq!(
            errors(
                quote! { name = "a.b" },
                quote! {
                    struct A {
                        x: AnyType,
                        #[operand]
                        #[result]
                        y: AnyType,
                        #[operand]
                        #[inline]
                        z: AnyType,
                        #[operand(x)]
                        w: AnyType,
                        #[operand]
                        v: Vec<Option<AnyType>>,
                        #[result]
                        u: &'static str,
                        #[operand]
                        t: Region,
                    }
                }
            ),
            [
                "field `x` has no role: mark it #[operand], #[result], #[attr], #[region] or #[successor]",
                "field `y` is already marked #[operand]: a field has one role",
                "a field of an #[op] struct takes only doc comments and its role: #[operand], #[result], #[attr], \
                 #[region] or #[successor]",
                "#[operand] takes no arguments: the field's type says the rest (`C`, `Option<C>`, `Vec<C>`)",
                "an operand group is `C`, `Option<C>` or `Vec<C>`, one level deep",
                "the type of a result names its constraint: one of the library's (AnyType, I32, \
                 SignlessIntegerLike, ...) or a Rust type implementing TypeConstraint",
                "a `Region` field is a #[region]",
            ]
        );
        assert_eq!(
            errors(
                quote! { name = "a.b" },
                quote! {
                    struct A {
                        #[region(single)]
                        r: Region,
                        #[region]
                        s: Option<Region>,
                        #[successor]
                        t: Block,
                        #[attr]
                        u: Vec<I64Attr>,
                        #[attr(value = 1)]
                        v: I64Attr,
                        #[attr = 1]
                        w: I64Attr,
                    }
                }
            ),
            [
                "unknown key `single` in #[region]; expected `single_block`",
                "a #[region] field has type `Region`, or `Vec<Region>` for any number of them",
                "a #[successor] field has type `Successor`, or `Vec<Successor>` for any number of them",
                "attribute `u` is one attribute, `C` or `Option<C>`: a list is an array attribute (ArrayAttr, \
                 DenseI64ArrayAttr, ...), not `Vec<I64Attr>`",
                "unknown key `value` in #[attr]; expected `default`",
                "#[attr] takes its arguments in parentheses",
            ]
        );
    }

    #[test]
    fn duplicate_names() {
        assert_eq!(
            errors(
                quote! { name = "a.b" },
                quote! {
                    struct A {
                        #[operand]
                        x: AnyType,
                        #[operand]
                        x: AnyType,
                        #[result]
                        x: AnyType,
                        #[attr]
                        r#y: I64Attr,
                        #[region]
                        y: Region,
                    }
                }
            ),
            [
                "op has a conflict with two operands having the same name 'x'",
                "op has a conflict with operands and results both having an entry with the name 'x'",
                "op has a conflict with attributes and regions both having an entry with the name 'y'",
            ]
        );
    }

    #[test]
    fn variadic_groups() {
        let item = quote! {
            struct A {
                #[operand]
                a: Vec<AnyType>,
                #[operand]
                b: Option<AnyType>,
                #[result]
                c: Vec<AnyType>,
                #[result]
                d: Vec<AnyType>,
                #[region]
                e: Vec<Region>,
                #[region]
                f: Region,
                #[successor]
                g: Vec<Successor>,
                #[successor]
                h: Vec<Successor>,
            }
        };
        assert_eq!(
            errors(quote! { name = "a.b" }, item.clone()),
            [
                "op has multiple variadic operands but no specification over their sizes: add the trait \
             AttrSizedOperandSegments (or SameVariadicOperandSize)",
                "op has multiple variadic results but no specification over their sizes: add the trait \
             AttrSizedResultSegments (or SameVariadicResultSize)",
                "only the last region can be variadic",
                "only the last successor can be variadic",
            ]
        );
        assert_eq!(
            errors(quote! { name = "a.b", traits(SameVariadicOperandSize, AttrSizedResultSegments) }, item),
            ["only the last region can be variadic", "only the last successor can be variadic"]
        );
    }

    #[test]
    fn defaults() {
        assert_eq!(
            errors(
                quote! { name = "a.b" },
                quote! {
                    struct A {
                        #[attr(default = nearest)]
                        a: I64Attr,
                        #[attr(default = "x")]
                        b: BoolAttr,
                        #[attr(default = 300)]
                        c: I8Attr,
                        #[attr(default = 1)]
                        d: TypeAttr,
                        #[attr(default = true)]
                        e: UnitAttr,
                        #[attr(default = Rounding::Nearest)]
                        f: Rounding,
                        #[attr(default = 1.5)]
                        g: I32Attr,
                        #[attr(default = x)]
                        h: StrAttr,
                        #[attr(default = 1)]
                        i: TypeAttrOf<FunctionType>,
                        #[attr(default = 99999999999999999999)]
                        j: Rounding,
                        #[attr(default = 'c')]
                        k: Rounding,
                    }
                }
            ),
            [
                "default of attribute `a`: I64Attr holds an integer, found a name (an enum case)",
                "default of attribute `b`: BoolAttr holds a boolean, found a string",
                "default of attribute `c`: 300 does not fit I8Attr (-128 to 255)",
                "default of attribute `d`: TypeAttr has no default: its values cannot be written in a spec (make \
                 the attribute optional)",
                "default of attribute `e`: UnitAttr has no default: it is present or absent (make the attribute \
                 optional, `Option<UnitAttr>`)",
                "an enum case is written by its name in the IR (`nearest` or \"nearest\"), not as a Rust path",
                "default of attribute `g`: I32Attr holds an integer, found a float",
                "default of attribute `h`: StrAttr holds a string literal, found a name (an enum case)",
                "default of attribute `i`: TypeAttrOf<FunctionType> has no default: its values cannot be written \
                 in a spec (make the attribute optional)",
                "default of attribute `j`: 99999999999999999999 is not a 64-bit integer",
                "a default is a boolean, a number, a string or an enum case's name",
            ]
        );
    }

    #[test]
    fn ops_of_a_file() {
        let file: syn::File = syn::parse2(quote! {
            use pass_runtime::op;
            #[op(name = "calc.a")]
            pub struct AOp;
            mod inner {
                /// B.
                #[pass_runtime::op(name = "calc.b")]
                pub struct BOp { #[operand] x: AnyType }
            }
            #[derive(Clone)]
            struct NotAnOp;
        })
        .unwrap();
        let ops = ops_in_file(&file).unwrap();
        assert_eq!(
            ops.iter().map(|o| (o.name.as_str(), o.rust_name.as_str())).collect::<Vec<_>>(),
            [("calc.a", "AOp"), ("calc.b", "BOp")]
        );
        assert_eq!(ops[1].description, "B.");
        let bad: syn::File = syn::parse2(quote! {
            #[op(name = "calc")] struct A;
            #[op(name = "calc.e")] enum E {}
        })
        .unwrap();
        let messages: Vec<String> = ops_in_file(&bad).unwrap_err().into_iter().map(|e| e.to_string()).collect();
        assert_eq!(
            messages,
            [
                "op name 'calc' has no dialect: write the dialect's name, a `.` and the op's (`calc.add`)",
                "#[op] goes on a struct, not an enum",
            ]
        );
    }

    #[test]
    fn edit_distances() {
        assert_eq!(edit_distance("comutative", "commutative"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn integer_ranges() {
        assert_eq!(int_range("I1Attr"), (0, 1));
        assert_eq!(int_range("I8Attr"), (-128, 255));
        assert_eq!(int_range("I32Attr"), (-(1 << 31), (1 << 32) - 1));
        assert_eq!(int_range("I64Attr"), (i64::MIN.into(), i64::MAX.into()));
        assert_eq!(int_range("IndexAttr"), (i64::MIN.into(), i64::MAX.into()));
    }

    #[test]
    fn expansion_and_stand_in() {
        assert!(expand_op_text(quote! { name = "a.b" }, quote! { enum E {} })
            .unwrap_err()
            .to_string()
            .contains("not an enum"));
        assert!(expand_op_text(quote! { name = "a.b" }, quote! { struct A; }).is_ok());
        assert_eq!(
            error_stand_in(quote! { #[cfg(test)] #[doc = "x"] pub(crate) struct A { #[operand] x: AnyType, } })
                .to_string(),
            quote! { #[cfg(test)] #[allow(dead_code)] pub(crate) struct A; }.to_string()
        );
        assert!(error_stand_in(quote! { fn f() {} }).is_empty());
    }
}
