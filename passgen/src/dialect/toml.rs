//! The TOML front end of dialect specs: a file with a `[dialect]` table
//! into a [`DialectSpec`], every problem reported at its line and column
//! (unknown keys included). `docs/dialects.md` documents the schema.

use std::collections::HashMap;
use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use super::check::{
    default_problem, interface_problem, is_rust_path, mnemonic_problem, parse_trait, resolve_attr_constraint,
    resolve_type_constraint, rust_name, trait_names_problem, value_name_problem, variadic_groups_problem,
};
use super::format::{parse_dialect_op_format, parse_param_format, FormatError};
use super::model::*;
use crate::error::SpecErrors;
use crate::toml_errors::TomlErrors as Errors;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    dialect: Spanned<RawDialect>,
    #[serde(default, rename = "constraint")]
    constraints: Vec<Spanned<RawConstraint>>,
    #[serde(default, rename = "type")]
    types: Vec<Spanned<RawType>>,
    #[serde(default, rename = "attribute")]
    attributes: Vec<Spanned<RawAttribute>>,
    #[serde(default, rename = "op")]
    ops: Vec<Spanned<RawOp>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDialect {
    name: Spanned<String>,
    summary: Option<Spanned<String>>,
    description: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConstraint {
    name: Spanned<String>,
    kind: Spanned<String>,
    summary: Spanned<String>,
    predicate: Spanned<String>,
    #[serde(rename = "conversion-error")]
    conversion_error: Option<Spanned<String>>,
}

/// Declares the table of a type, attribute or op: the keys all three have
/// (its name, Rust name, summary and description first; its format,
/// verifier and Rust attributes last) around its own. serde's `flatten`
/// cannot share them as a struct: it keeps no `Spanned` places and lets
/// unknown keys through.
macro_rules! declaration_table {
    (struct $name:ident { $($own:tt)* }) => {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields, rename_all = "kebab-case")]
        struct $name {
            name: Spanned<String>,
            rust_name: Option<Spanned<String>>,
            summary: Option<Spanned<String>>,
            description: Option<Spanned<String>>,
            $($own)*
            format: Option<Spanned<String>>,
            #[serde(default)]
            verifier: bool,
            #[serde(default)]
            rust_attributes: Vec<Spanned<String>>,
        }

        impl $name {
            fn common_keys(&self) -> CommonKeys<'_> {
                CommonKeys {
                    name: &self.name,
                    rust_name: &self.rust_name,
                    summary: &self.summary,
                    description: &self.description,
                    rust_attributes: &self.rust_attributes,
                }
            }
        }
    };
}

/// The keys of a type, attribute or op table that
/// [`DeclaredName::documented`] checks.
struct CommonKeys<'r> {
    name: &'r Spanned<String>,
    rust_name: &'r Option<Spanned<String>>,
    summary: &'r Option<Spanned<String>>,
    description: &'r Option<Spanned<String>>,
    rust_attributes: &'r [Spanned<String>],
}

declaration_table! {
    struct RawType {
        #[serde(default)]
        parameters: Vec<Spanned<RawParam>>,
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawParam {
    name: Spanned<String>,
    #[serde(rename = "type")]
    ty: Spanned<String>,
    #[serde(default)]
    description: String,
    #[serde(default)]
    optional: bool,
}

declaration_table! {
    struct RawAttribute {
        kind: Option<Spanned<String>>,
        cases: Option<Spanned<Vec<Spanned<RawCase>>>>,
        separator: Option<Spanned<String>>,
        cpp_name: Option<Spanned<String>>,
        one_of_subject: Option<Spanned<String>>,
        #[serde(default)]
        parameters: Vec<Spanned<RawParam>>,
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawCase {
    Name(String),
    Full(RawFullCase),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawFullCase {
    name: String,
    value: Option<i64>,
    rust_name: Option<String>,
    #[serde(default)]
    summary: String,
}

declaration_table! {
    struct RawOp {
        #[serde(default)]
        traits: Vec<Spanned<RawTrait>>,
        #[serde(default)]
        interfaces: Vec<Spanned<String>>,
        #[serde(default)]
        region_verifier: bool,
        #[serde(default)]
        folder: bool,
        #[serde(default)]
        canonicalizer: bool,
        #[serde(default, rename = "operand")]
        operands: Vec<Spanned<RawValue>>,
        #[serde(default, rename = "result")]
        results: Vec<Spanned<RawValue>>,
        #[serde(default, rename = "attribute")]
        attributes: Vec<Spanned<RawOpAttr>>,
        #[serde(default, rename = "region")]
        regions: Vec<Spanned<RawRegion>>,
        #[serde(default, rename = "successor")]
        successors: Vec<Spanned<RawSuccessor>>,
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawTrait {
    Name(String),
    TypesMatchWith(RawTypesMatchWith),
    Pred(RawPredOpTrait),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPredOpTrait {
    #[serde(rename = "trait")]
    name: String,
    predicate: String,
    summary: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTypesMatchWith {
    #[serde(rename = "trait")]
    name: String,
    from: String,
    to: String,
    transform: String,
    summary: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawValue {
    name: Spanned<String>,
    #[serde(rename = "type")]
    ty: Spanned<String>,
    #[serde(default)]
    variadic: bool,
    #[serde(default)]
    optional: bool,
    /// `VariadicOfVariadic`: the attribute sizing the inner groups.
    segments: Option<Spanned<String>>,
    #[serde(default)]
    description: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOpAttr {
    name: Spanned<String>,
    #[serde(rename = "type")]
    ty: Spanned<String>,
    default: Option<Spanned<toml::Value>>,
    #[serde(rename = "default-fn")]
    default_fn: Option<Spanned<String>>,
    #[serde(default)]
    optional: bool,
    #[serde(default)]
    description: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawRegion {
    name: Spanned<String>,
    #[serde(default)]
    single_block: bool,
    #[serde(default)]
    variadic: bool,
    #[serde(default)]
    description: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSuccessor {
    name: Spanned<String>,
    #[serde(default)]
    variadic: bool,
    #[serde(default)]
    description: String,
}

/// What only dialect specs check.
impl Errors<'_> {
    /// Checks the regions or successors (`what`) of `whose`, each given by
    /// its name and whether it is variadic: names unique among the op's
    /// `values`, only the last one variadic.
    fn positional<'r>(
        &mut self,
        values: &mut HashMap<String, Range<usize>>,
        tables: impl ExactSizeIterator<Item = (&'r Spanned<String>, bool)>,
        what: &str,
        whose: &str,
    ) {
        let count = tables.len();
        for (i, (name, variadic)) in tables.enumerate() {
            self.check(name.span(), value_name_problem(name.get_ref(), what));
            self.unique(values, name, "name");
            if variadic && i + 1 != count {
                self.at(name.span(), format!("only the last {what} of {whose} may be variadic"));
            }
        }
    }

    /// Errors of a format string, each at its place in the file when the
    /// string is written without escapes (else at the string).
    fn format_errors(&mut self, format: &Spanned<String>, errors: Vec<FormatError>, whose: &str) {
        let span = format.span();
        let raw = self.text.get(span.clone()).unwrap_or("");
        let quote = ["\"\"\"", "'''", "\"", "'"].into_iter().find(|q| raw.starts_with(q)).map_or(0, str::len);
        let literal = raw.get(quote..).is_some_and(|body| body.starts_with(format.get_ref().as_str()));
        for e in errors {
            let at = if literal { span.start + quote + e.offset } else { span.start };
            let note = e.note.map(|n| format!(" (note: {n})")).unwrap_or_default();
            self.at(at..at, format!("format of {whose}: {}{note}", e.message));
        }
    }
}

fn summary(errors: &mut Errors<'_>, s: &Option<Spanned<String>>, item_span: Range<usize>, whose: &str) -> String {
    match s {
        Some(s) if s.get_ref().contains(['\n', '\r']) => {
            errors.at(s.span(), format!("the summary of {whose} is one line"));
            s.get_ref().clone()
        }
        Some(s) => s.get_ref().clone(),
        None => {
            errors.at(item_span, format!("{whose} has no summary"));
            String::new()
        }
    }
}

/// The Rust names given so far (the types', attributes' and ops' share the
/// generated module), with where and for what each was given.
type RustNames = HashMap<String, (Range<usize>, String)>;

/// The Rust name of `ir_name`: the `rust-name` given, or the one derived
/// from the IR name, which must be a Rust identifier (`calc._1` gives none)
/// and differ from every other (`calc.a_b` and `calc.a.b` both give
/// `ABOp`). A name already found wrong gives no more errors.
fn rust_ident(
    errors: &mut Errors<'_>,
    rust_names: &mut RustNames,
    given: &Option<Spanned<String>>,
    (ir_name, name_span, name_ok): (&str, Range<usize>, bool),
    default: String,
) -> String {
    let (rust, span) = match given {
        Some(n) => {
            errors.check(n.span(), crate::check::ident_problem(n.get_ref(), "rust-name"));
            (n.get_ref().clone(), n.span())
        }
        None if !name_ok => return default,
        None => {
            if crate::check::ident_problem(&default, "").is_some() {
                errors.at(
                    name_span.clone(),
                    format!("'{ir_name}' gives no Rust name (`{default}` is not an identifier): add a `rust-name`"),
                );
            }
            (default, name_span)
        }
    };
    match rust_names.get(&rust) {
        Some((first, owner)) => {
            let (line, col) = errors.index.line_col(first.start);
            errors.at(
                span,
                format!(
                    "'{ir_name}' has the Rust name `{rust}` of '{owner}' (defined at {line}:{col}): give one of them \
                     a `rust-name`"
                ),
            );
        }
        None => {
            rust_names.insert(rust.clone(), (span, ir_name.to_string()));
        }
    }
    rust
}

fn rust_attributes(errors: &mut Errors<'_>, attrs: &[Spanned<String>]) -> Vec<String> {
    attrs
        .iter()
        .map(|a| {
            let ok = syn::parse_str::<syn::Meta>(a.get_ref()).is_ok();
            errors.check(a.span(), (!ok).then(|| format!("rust-attribute '{}' is not `name(...)`", a.get_ref())));
            a.get_ref().clone()
        })
        .collect()
}

/// Whether a TOML text is a dialect spec (has a `[dialect]` table) rather
/// than a pass spec. Text that does not parse counts as what it would be
/// by a `[dialect]` header.
pub fn is_dialect_spec(text: &str) -> bool {
    match toml::from_str::<toml::Table>(text) {
        Ok(t) => t.contains_key("dialect"),
        Err(_) => text.lines().any(|l| l.trim() == "[dialect]"),
    }
}

/// Loads a dialect spec from its text; `file` names it in errors.
pub fn load_dialect_toml(file: &str, text: &str) -> Result<DialectSpec, SpecErrors> {
    let mut errors = Errors::new(file, text);
    let raw: RawFile = errors.deserialize()?;
    let dialect_span = raw.dialect.span();
    let d = raw.dialect.into_inner();
    errors.check(d.name.span(), crate::check::ident_problem(d.name.get_ref(), "dialect name"));
    let name = d.name.get_ref().clone();
    let mut spec = DialectSpec {
        summary: summary(&mut errors, &d.summary, dialect_span, &format!("dialect '{name}'")),
        description: errors.description(&d.description, &format!("dialect '{name}'")),
        ..DialectSpec::empty(name)
    };
    // Names first, so that anything may name anything declared in the file.
    let mut names = HashMap::new();
    let mut rust_names = RustNames::new();
    load_constraints(&mut errors, &mut spec, raw.constraints, &mut names);
    let attr_params = load_attributes(&mut errors, &mut spec, raw.attributes, &mut names, &mut rust_names);
    let type_params = load_types(&mut errors, &mut spec, raw.types, &mut names, &mut rust_names);
    // Parameters after every name is known: one may be an enum of the file.
    for pending in type_params {
        let parameters = load_params(&mut errors, &spec, pending.params);
        let t = &spec.types[pending.index];
        check_param_format(&mut errors, pending.format.as_ref(), &parameters, &t.rust_name, &t.name);
        spec.types[pending.index].parameters = parameters;
    }
    for pending in attr_params {
        let parameters = load_params(&mut errors, &spec, pending.params);
        let a = &spec.attributes[pending.index];
        check_param_format(&mut errors, pending.format.as_ref(), &parameters, &a.rust_name, &a.name);
        if let AttrDefKind::Parameters { parameters: p, .. } = &mut spec.attributes[pending.index].kind {
            *p = parameters;
        }
    }
    let mut op_names = HashMap::new();
    for op in raw.ops {
        if let Some(op) = load_op(&mut errors, &spec, op, &mut op_names, &mut rust_names) {
            spec.ops.push(op);
        }
    }
    errors.finish(spec)
}

/// The parameters of a type or attribute, loaded once every name of the
/// file is known, with the format that names them.
struct PendingParams {
    index: usize,
    params: Vec<Spanned<RawParam>>,
    format: Option<Spanned<String>>,
}

fn check_param_format(
    errors: &mut Errors<'_>,
    format: Option<&Spanned<String>>,
    params: &[ParamSpec],
    rust_name: &str,
    whose: &str,
) {
    let Some(format) = format else { return };
    match parse_param_format(format.get_ref(), rust_name, params) {
        Err(errs) => errors.format_errors(format, errs, &format!("'{whose}'")),
        Ok(parsed) => {
            if let Some(what) = super::format::unsupported_param_element(&parsed.elements) {
                errors.at(
                    format.span(),
                    format!("format of '{whose}': {what} are not supported in parameter formats yet"),
                );
            }
        }
    }
}

fn load_constraints(
    errors: &mut Errors<'_>,
    spec: &mut DialectSpec,
    raw: Vec<Spanned<RawConstraint>>,
    names: &mut HashMap<String, Range<usize>>,
) {
    for c in raw {
        let c = c.into_inner();
        errors.check(c.name.span(), crate::check::ident_problem(c.name.get_ref(), "constraint name"));
        errors.unique(names, &c.name, "name");
        let kind = match c.kind.get_ref().as_str() {
            "type" => ConstraintKind::Type,
            "attribute" => ConstraintKind::Attribute,
            other => {
                errors.at(c.kind.span(), format!("unknown constraint kind '{other}' (expected type or attribute)"));
                ConstraintKind::Type
            }
        };
        errors.check(
            c.predicate.span(),
            (!is_rust_path(c.predicate.get_ref())).then(|| {
                format!("predicate '{}' is not a Rust path (`crate::module::function`)", c.predicate.get_ref())
            }),
        );
        if let Some(message) = &c.conversion_error {
            errors.check(
                message.span(),
                (kind == ConstraintKind::Type)
                    .then(|| "conversion-error is for attribute constraints (properties), not type ones".to_string()),
            );
        }
        spec.constraints.push(ConstraintSpec {
            name: c.name.into_inner(),
            kind,
            summary: c.summary.into_inner(),
            predicate: c.predicate.into_inner(),
            conversion_error: c.conversion_error.map(Spanned::into_inner),
        });
    }
}

/// The name of a type, attribute or op (`kind`) as declared.
struct DeclaredName {
    /// In full (`calc.num`).
    full: String,
    /// True when the name gave no error (so it can give a Rust name).
    ok: bool,
    /// What messages call the declaration (`type 'calc.num'`).
    whose: String,
}

/// Checks the mnemonic `name` of a `kind` (`type`, `attribute`, `op`) and
/// that no declaration before it has the same full name (`names`, where
/// duplicates are reported as the `unique_as` of another).
fn declared_name(
    errors: &mut Errors<'_>,
    spec: &DialectSpec,
    names: &mut HashMap<String, Range<usize>>,
    name: &Spanned<String>,
    kind: &str,
    unique_as: &str,
) -> DeclaredName {
    let errors_before = errors.list.len();
    errors.check(name.span(), mnemonic_problem(name.get_ref(), &format!("{kind} name")));
    let full = format!("{}.{}", spec.name, name.get_ref());
    errors.unique(names, &Spanned::new(name.span(), full.clone()), unique_as);
    let whose = format!("{kind} '{full}'");
    DeclaredName { ok: errors.list.len() == errors_before, full, whose }
}

/// What a type, attribute or op declares besides its name and the keys of
/// its own kind, checked.
struct Documented {
    rust_name: String,
    summary: String,
    description: String,
    rust_attributes: Vec<String>,
}

impl DeclaredName {
    /// Checks the keys every declaration has: its Rust name (`default_rust`
    /// unless one is given), its summary (reported missing at `span`, the
    /// whole table), its description and Rust attributes.
    fn documented(
        &self,
        errors: &mut Errors<'_>,
        rust_names: &mut RustNames,
        keys: CommonKeys<'_>,
        span: Range<usize>,
        default_rust: String,
    ) -> Documented {
        let name = (self.full.as_str(), keys.name.span(), self.ok);
        Documented {
            rust_name: rust_ident(errors, rust_names, keys.rust_name, name, default_rust),
            summary: summary(errors, keys.summary, span, &self.whose),
            description: errors.description(keys.description, &self.whose),
            rust_attributes: rust_attributes(errors, keys.rust_attributes),
        }
    }
}

fn load_types(
    errors: &mut Errors<'_>,
    spec: &mut DialectSpec,
    raw: Vec<Spanned<RawType>>,
    names: &mut HashMap<String, Range<usize>>,
    rust_names: &mut RustNames,
) -> Vec<PendingParams> {
    let mut pending = Vec::new();
    for t in raw {
        let span = t.span();
        let t = t.into_inner();
        let declared = declared_name(errors, spec, names, &t.name, "type", "name");
        let default_rust = rust_name(&declared.full, "Type");
        let Documented { rust_name, summary, description, rust_attributes } =
            declared.documented(errors, rust_names, t.common_keys(), span, default_rust);
        pending.push(PendingParams { index: spec.types.len(), params: t.parameters, format: t.format.clone() });
        spec.types.push(TypeSpec {
            name: declared.full,
            rust_name,
            summary,
            description,
            parameters: Vec::new(),
            format: t.format.map(Spanned::into_inner),
            verifier: t.verifier,
            rust_attributes,
        });
    }
    pending
}

fn load_attributes(
    errors: &mut Errors<'_>,
    spec: &mut DialectSpec,
    raw: Vec<Spanned<RawAttribute>>,
    names: &mut HashMap<String, Range<usize>>,
    rust_names: &mut RustNames,
) -> Vec<PendingParams> {
    let mut pending = Vec::new();
    for a in raw {
        let span = a.span();
        let mut a = a.into_inner();
        let declared = declared_name(errors, spec, names, &a.name, "attribute", "name");
        let whose = &declared.whose;
        let kind_name = a.kind.as_ref().map_or("parameters", |k| k.get_ref().as_str());
        let cases = a.cases.as_ref().map(|c| load_cases(errors, c, kind_name == "bit-enum")).unwrap_or_default();
        let enum_kind = kind_name != "parameters";
        if let (Some(c), false) = (&a.cases, enum_kind) {
            errors.at(c.span(), "`cases` are for attributes of kind enum, i32-enum, i64-enum or bit-enum");
        }
        if enum_kind && a.cases.is_none() {
            errors.at(span.clone(), format!("enum {whose} has no `cases`"));
        }
        if let (Some(p), true) = (a.parameters.first(), enum_kind) {
            errors.at(p.span(), format!("enum {whose} has cases, not parameters"));
        }
        if let (Some(s), false) = (&a.separator, kind_name == "bit-enum") {
            errors.at(s.span(), "`separator` is for attributes of kind bit-enum");
        }
        if let (Some(c), false) = (&a.cpp_name, enum_kind) {
            errors.at(c.span(), "`cpp-name` is for attributes of kind enum, i32-enum, i64-enum or bit-enum");
        }
        if let (Some(s), false) = (&a.one_of_subject, matches!(kind_name, "enum" | "bit-enum")) {
            errors.at(s.span(), "`one-of-subject` is for attributes of kind enum or bit-enum");
        }
        let kind = match kind_name {
            "parameters" => {
                pending.push(PendingParams {
                    index: spec.attributes.len(),
                    // Taken, not moved: the keys every declaration has are read from
                    // `a` below.
                    params: std::mem::take(&mut a.parameters),
                    format: a.format.clone(),
                });
                AttrDefKind::Parameters {
                    parameters: Vec::new(),
                    format: a.format.as_ref().map(|f| f.get_ref().clone()),
                    verifier: a.verifier,
                }
            }
            "enum" => AttrDefKind::Enum { cases },
            "i32-enum" => AttrDefKind::IntEnum { width: 32, cases },
            "i64-enum" => AttrDefKind::IntEnum { width: 64, cases },
            "bit-enum" => AttrDefKind::BitEnum {
                cases,
                separator: a.separator.as_ref().map_or_else(|| ", ".to_string(), |s| s.get_ref().clone()),
            },
            other => {
                let at = a.kind.as_ref().map_or(span.clone(), Spanned::span);
                errors.at(
                    at,
                    format!(
                        "unknown attribute kind '{other}' (expected parameters, enum, i32-enum, i64-enum or bit-enum)"
                    ),
                );
                AttrDefKind::Enum { cases }
            }
        };
        if enum_kind {
            for (f, what) in
                [(a.format.as_ref().map(Spanned::span), "format"), (a.verifier.then_some(span.clone()), "verifier")]
            {
                if let Some(at) = f {
                    errors.at(at, format!("an enum attribute has no {what}: its syntax is its case"));
                }
            }
        }
        let default_rust = rust_name(&declared.full, if enum_kind { "" } else { "Attr" });
        let Documented { rust_name, summary, description, rust_attributes } =
            declared.documented(errors, rust_names, a.common_keys(), span, default_rust);
        spec.attributes.push(AttrSpec {
            name: declared.full,
            rust_name,
            summary,
            description,
            kind,
            rust_attributes,
            cpp_name: a.cpp_name.map(Spanned::into_inner),
            one_of_subject: a.one_of_subject.map(Spanned::into_inner),
        });
    }
    pending
}

/// The cases of an enum: names alone take their position as value (or, for
/// flags, the next bit).
fn load_cases(errors: &mut Errors<'_>, raw: &Spanned<Vec<Spanned<RawCase>>>, flags: bool) -> Vec<EnumCaseSpec> {
    if raw.get_ref().is_empty() {
        errors.at(raw.span(), "an enum has at least one case");
    }
    let mut seen = HashMap::new();
    let mut values = HashMap::new();
    let mut rust_names = HashMap::new();
    let mut cases = Vec::new();
    for (i, c) in raw.get_ref().iter().enumerate() {
        let (name, value, rust, summary) = match c.get_ref() {
            RawCase::Name(n) => (n.clone(), None, None, String::new()),
            RawCase::Full(f) => (f.name.clone(), f.value, f.rust_name.clone(), f.summary.clone()),
        };
        let value = value.unwrap_or(if flags { 1i64.checked_shl(i as u32).unwrap_or(0) } else { i as i64 });
        errors.check(c.span(), crate::check::enum_value_problem(&name));
        errors.unique(&mut seen, &Spanned::new(c.span(), name.clone()), "case");
        if let Some(first) = values.insert(value, name.clone()) {
            errors.at(c.span(), format!("case '{name}' has the value {value} of case '{first}'"));
        }
        let rust = rust.unwrap_or_else(|| rust_name(&format!(".{name}"), ""));
        errors.check(c.span(), crate::check::ident_problem(&rust, "case's Rust name"));
        if let Some(first) = rust_names.insert(rust.clone(), name.clone()) {
            errors.at(
                c.span(),
                format!("case '{name}' has the Rust name `{rust}` of case '{first}': give one a `rust-name`"),
            );
        }
        cases.push(EnumCaseSpec { name, value, rust_name: rust, summary });
    }
    cases
}

fn load_params(errors: &mut Errors<'_>, spec: &DialectSpec, raw: Vec<Spanned<RawParam>>) -> Vec<ParamSpec> {
    let mut seen = HashMap::new();
    let mut params = Vec::new();
    for p in raw {
        let p = p.into_inner();
        errors.check(p.name.span(), value_name_problem(p.name.get_ref(), "parameter"));
        errors.unique(&mut seen, &p.name, "parameter");
        let ty = match ParamType::from_spelling(p.ty.get_ref()) {
            Some(ParamType::Enum(e)) => {
                let is_enum = spec.attribute_named(&e).is_some_and(|a| !a.kind.cases().is_empty());
                if !is_enum {
                    errors.at(p.ty.span(), format!("parameter type '{e}' is not an enum of the dialect"));
                }
                ParamType::Enum(e)
            }
            Some(t) => t,
            None => {
                errors.at(
                    p.ty.span(),
                    format!("unknown parameter type '{}' (expected {})", p.ty.get_ref(), ParamType::SPELLINGS),
                );
                ParamType::Attribute
            }
        };
        params.push(ParamSpec { name: p.name.into_inner(), ty, description: p.description, optional: p.optional });
    }
    params
}

fn load_op(
    errors: &mut Errors<'_>,
    spec: &DialectSpec,
    raw: Spanned<RawOp>,
    names: &mut HashMap<String, Range<usize>>,
    rust_names: &mut RustNames,
) -> Option<OpSpec> {
    let span = raw.span();
    let o = raw.into_inner();
    let declared = declared_name(errors, spec, names, &o.name, "op", "op");
    let whose = &declared.whose;
    let mut traits = Vec::new();
    let mut trait_spans = Vec::new();
    for t in &o.traits {
        let parsed = match t.get_ref() {
            RawTrait::Name(text) => parse_trait(text),
            RawTrait::TypesMatchWith(m) if m.name == "TypesMatchWith" => {
                if is_rust_path(&m.transform) {
                    Ok(TraitSpec::TypesMatchWith {
                        from: m.from.clone(),
                        to: m.to.clone(),
                        transform: m.transform.clone(),
                        summary: m.summary.clone(),
                    })
                } else {
                    Err(format!("transform '{}' is not a Rust path (`crate::module::function`)", m.transform))
                }
            }
            RawTrait::TypesMatchWith(m) => {
                Err(format!("only TypesMatchWith and PredOpTrait are written as tables, not '{}'", m.name))
            }
            RawTrait::Pred(p) if p.name == "PredOpTrait" => {
                if is_rust_path(&p.predicate) {
                    Ok(TraitSpec::PredOpTrait { predicate: p.predicate.clone(), summary: p.summary.clone() })
                } else {
                    Err(format!("predicate '{}' is not a Rust path (`crate::module::function`)", p.predicate))
                }
            }
            RawTrait::Pred(p) => {
                Err(format!("only TypesMatchWith and PredOpTrait are written as tables, not '{}'", p.name))
            }
        };
        match parsed {
            Ok(parsed) if traits.contains(&parsed) => {
                errors.at(t.span(), format!("duplicate trait '{}'", parsed.spelling()))
            }
            Ok(parsed) => {
                traits.push(parsed);
                trait_spans.push(t.span());
            }
            Err(why) => errors.at(t.span(), why),
        }
    }
    for i in &o.interfaces {
        errors.check(i.span(), interface_problem(i.get_ref()));
    }
    let mut values = HashMap::new();
    let operands = load_values(errors, spec, &o.operands, &mut values, "operand");
    let results = load_values(errors, spec, &o.results, &mut values, "result");
    let mut attributes = Vec::new();
    for a in &o.attributes {
        let a = a.get_ref();
        errors.check(a.name.span(), value_name_problem(a.name.get_ref(), "attribute"));
        errors.unique(&mut values, &a.name, "name");
        let constraint = match resolve_attr_constraint(spec, a.ty.get_ref()) {
            Ok(c) => c,
            Err(why) => {
                errors.at(a.ty.span(), why);
                continue;
            }
        };
        let default = a.default.as_ref().and_then(|d| {
            let value = match d.get_ref() {
                toml::Value::Boolean(b) => AttrDefault::Bool(*b),
                toml::Value::Integer(i) => AttrDefault::Int(*i),
                toml::Value::Float(f) => AttrDefault::Float(*f),
                toml::Value::String(s) => AttrDefault::String(s.clone()),
                other => {
                    errors
                        .at(d.span(), format!("a default is a bool, a number or a string, not a {}", other.type_str()));
                    return None;
                }
            };
            errors.check(d.span(), default_problem(spec, &constraint, &value));
            Some(value)
        });
        let default = match (&a.default_fn, default) {
            (Some(f), None) if a.default.is_none() => {
                if !is_rust_path(f.get_ref()) {
                    errors.at(f.span(), format!("`default-fn` is a Rust path (`crate::m::f`), not '{}'", f.get_ref()));
                }
                Some(AttrDefault::Fn(f.get_ref().clone()))
            }
            (Some(f), _) => {
                errors.at(f.span(), "an attribute has `default` or `default-fn`, not both");
                None
            }
            (None, default) => default,
        };
        // A unit attribute is present or not: optional by nature, as in ODS.
        let unit = constraint == AttrConstraintRef::Builtin("UnitAttr".into());
        attributes.push(OpAttrSpec {
            name: a.name.get_ref().clone(),
            constraint,
            default,
            optional: a.optional || unit,
            description: a.description.clone(),
        });
    }
    check_segments(errors, &o.operands, &o.results, &attributes);
    let regions: Vec<&RawRegion> = o.regions.iter().map(Spanned::get_ref).collect();
    errors.positional(&mut values, regions.iter().map(|r| (&r.name, r.variadic)), "region", whose);
    let successors: Vec<&RawSuccessor> = o.successors.iter().map(Spanned::get_ref).collect();
    errors.positional(&mut values, successors.iter().map(|s| (&s.name, s.variadic)), "successor", whose);
    let default_rust = rust_name(&declared.full, "Op");
    let Documented { rust_name, summary, description, rust_attributes } =
        declared.documented(errors, rust_names, o.common_keys(), span.clone(), default_rust);
    let op = OpSpec {
        name: declared.full,
        rust_name,
        summary,
        description,
        traits,
        interfaces: o.interfaces.iter().map(|i| i.get_ref().clone()).collect(),
        operands,
        results,
        attributes,
        regions: regions
            .iter()
            .map(|r| RegionSpec {
                name: r.name.get_ref().clone(),
                single_block: r.single_block,
                variadic: r.variadic,
                description: r.description.clone(),
            })
            .collect(),
        successors: successors
            .iter()
            .map(|s| SuccessorSpec {
                name: s.name.get_ref().clone(),
                variadic: s.variadic,
                description: s.description.clone(),
            })
            .collect(),
        verifier: o.verifier,
        region_verifier: o.region_verifier,
        folder: o.folder,
        canonicalizer: o.canonicalizer,
        format: o.format.as_ref().map(|f| f.get_ref().clone()),
        rust_attributes,
    };
    for results in [false, true] {
        errors.check(span.clone(), variadic_groups_problem(&op, results));
    }
    for (t, at) in op.traits.iter().zip(trait_spans) {
        errors.check(at, trait_names_problem(&op, t));
    }
    if let Some(f) = &o.format {
        if let Err(errs) = parse_dialect_op_format(f.get_ref(), &op, spec) {
            errors.format_errors(f, errs, whose);
        }
    }
    Some(op)
}

fn load_values(
    errors: &mut Errors<'_>,
    spec: &DialectSpec,
    raw: &[Spanned<RawValue>],
    names: &mut HashMap<String, Range<usize>>,
    what: &str,
) -> Vec<ValueSpec> {
    let mut out = Vec::new();
    for v in raw {
        let v = v.get_ref();
        errors.check(v.name.span(), value_name_problem(v.name.get_ref(), what));
        errors.unique(names, &v.name, "name");
        if v.variadic && v.optional {
            errors.at(v.name.span(), format!("{what} '{}' is variadic or optional, not both", v.name.get_ref()));
        }
        let constraint = match resolve_type_constraint(spec, v.ty.get_ref()) {
            Ok(c) => c,
            Err(why) => {
                errors.at(v.ty.span(), why);
                continue;
            }
        };
        let arity = match (v.variadic, v.optional) {
            (true, _) => Arity::Variadic,
            (false, true) => Arity::Optional,
            (false, false) => Arity::Single,
        };
        out.push(ValueSpec {
            name: v.name.get_ref().clone(),
            constraint,
            arity,
            segments: v.segments.as_ref().map(|s| s.get_ref().clone()),
            description: v.description.clone(),
        });
    }
    out
}

/// `segments` (ODS's `VariadicOfVariadic`) splits a variadic operand group
/// by a `DenseI32ArrayAttr` attribute of the op.
fn check_segments(
    errors: &mut Errors<'_>,
    operands: &[Spanned<RawValue>],
    results: &[Spanned<RawValue>],
    attributes: &[OpAttrSpec],
) {
    for r in results {
        if let Some(s) = &r.get_ref().segments {
            errors.at(s.span(), "only operand groups may be split by `segments`".to_string());
        }
    }
    for o in operands {
        let o = o.get_ref();
        let Some(s) = &o.segments else { continue };
        if !o.variadic {
            errors.at(s.span(), format!("operand '{}' has `segments` but is not variadic", o.name.get_ref()));
        }
        let sizes = attributes.iter().find(|a| &a.name == s.get_ref());
        match sizes {
            None => errors.at(s.span(), format!("`segments` names no attribute of the op: '{}'", s.get_ref())),
            Some(a) if a.constraint != AttrConstraintRef::Builtin("DenseI32ArrayAttr".into()) || a.optional => errors
                .at(s.span(), format!("the `segments` attribute '{}' must be a required DenseI32ArrayAttr", a.name)),
            Some(_) => {}
        }
    }
}
