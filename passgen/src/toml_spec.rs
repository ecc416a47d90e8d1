//! The TOML front end: a spec file into a [`PassGroup`], with every problem
//! reported at its line and column (unknown keys included: a typo is an
//! error, never ignored).

use std::collections::HashMap;
use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use crate::check::{
    argument_problem, check_default, default_message, enum_value_problem, enum_variant_problems, ident_problem,
    statistic_name_problem, Value,
};
use crate::error::SpecErrors;
use crate::model::{EnumValueSpec, OptionSpec, OptionType, PassGroup, PassSpec, StatisticSpec};
use crate::toml_errors::TomlErrors as Errors;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    group: Option<Spanned<String>>,
    #[serde(default, rename = "pass")]
    passes: Vec<Spanned<RawPass>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawPass {
    name: Spanned<String>,
    argument: Spanned<String>,
    anchor: Option<Spanned<String>>,
    summary: Option<Spanned<String>>,
    description: Option<Spanned<String>>,
    #[serde(default)]
    dependent_dialects: Vec<Spanned<String>>,
    constructor: Option<Spanned<String>>,
    state: Option<Spanned<String>>,
    #[serde(default, rename = "option")]
    options: Vec<Spanned<RawOption>>,
    #[serde(default, rename = "statistic")]
    statistics: Vec<Spanned<RawStatistic>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOption {
    field: Spanned<String>,
    argument: Spanned<String>,
    #[serde(rename = "type")]
    ty: Spanned<String>,
    default: Option<Spanned<toml::Value>>,
    description: Option<Spanned<String>>,
    #[serde(default)]
    list: bool,
    values: Option<Spanned<Vec<Spanned<RawEnumValue>>>>,
    min: Option<Spanned<toml::Value>>,
    max: Option<Spanned<toml::Value>>,
    #[serde(rename = "rust-type")]
    rust_type: Option<Spanned<String>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawEnumValue {
    Name(String),
    Described(RawDescribedValue),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDescribedValue {
    name: String,
    #[serde(default)]
    description: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStatistic {
    field: Spanned<String>,
    name: Spanned<String>,
    description: Option<Spanned<String>>,
}

/// Loads a spec from its text; `file` names it in errors.
pub fn load_toml(file: &str, text: &str) -> Result<PassGroup, SpecErrors> {
    let mut errors = Errors::new(file, text);
    let raw: RawFile = errors.deserialize()?;
    let group = raw.group.map(|g| {
        check_ident(&mut errors, &g, "group name");
        g.into_inner()
    });
    let mut passes = Vec::new();
    let mut names: HashMap<String, Range<usize>> = HashMap::new();
    let mut arguments: HashMap<String, Range<usize>> = HashMap::new();
    for p in raw.passes {
        let pass_span = p.span();
        let p = p.into_inner();
        unique_ident(&mut errors, &mut names, &p.name, "pass name");
        unique_argument(&mut errors, &mut arguments, &p.argument, "pass argument");
        let summary = match &p.summary {
            Some(s) if !s.get_ref().trim().is_empty() => s.get_ref().clone(),
            Some(s) => {
                errors.at(s.span(), format!("pass '{}' has an empty summary", p.name.get_ref()));
                String::new()
            }
            None => {
                errors.at(pass_span.clone(), format!("pass '{}' has no summary", p.name.get_ref()));
                String::new()
            }
        };
        if let Some(c) = &p.constructor {
            if syn::parse_str::<syn::Path>(c.get_ref()).is_err() {
                errors.at(c.span(), format!("constructor '{}' is not a Rust path", c.get_ref()));
            }
        }
        if let Some(s) = &p.state {
            if syn::parse_str::<syn::Type>(s.get_ref()).is_err() {
                errors.at(s.span(), format!("state '{}' is not a Rust type", s.get_ref()));
            }
        }
        if let Some(a) = &p.anchor {
            check_argument(&mut errors, a, "anchor op name");
        }
        // Trailing blank lines are not part of a description (a `#[pass]`
        // struct's doc comment has none, and both must give the same pass).
        let description = errors.description(&p.description, &format!("pass '{}'", p.name.get_ref()));
        passes.push(PassSpec {
            name: p.name.into_inner(),
            argument: p.argument.into_inner(),
            anchor: p.anchor.map(Spanned::into_inner),
            summary,
            description,
            dependent_dialects: p.dependent_dialects.into_iter().map(Spanned::into_inner).collect(),
            constructor: p.constructor.map(Spanned::into_inner),
            state: p.state.map(Spanned::into_inner),
            options: load_options(&mut errors, p.options),
            statistics: load_statistics(&mut errors, p.statistics),
            attributes: Vec::new(),
        });
    }
    errors.finish(PassGroup { name: group, passes })
}

/// The options of a pass: fields and arguments unique, each option checked
/// (one with errors left out).
fn load_options(errors: &mut Errors<'_>, raw: Vec<Spanned<RawOption>>) -> Vec<OptionSpec> {
    let mut fields = HashMap::new();
    let mut arguments = HashMap::new();
    let options = raw.into_iter().map(Spanned::into_inner).filter_map(|o| {
        unique_ident(errors, &mut fields, &o.field, "option field");
        unique_argument(errors, &mut arguments, &o.argument, "option argument");
        load_option(errors, o)
    });
    options.collect()
}

/// The statistics of a pass: fields and names unique, names shown on one
/// line.
fn load_statistics(errors: &mut Errors<'_>, raw: Vec<Spanned<RawStatistic>>) -> Vec<StatisticSpec> {
    let mut fields = HashMap::new();
    let mut names = HashMap::new();
    let statistics = raw.into_iter().map(Spanned::into_inner).map(|s| {
        unique_ident(errors, &mut fields, &s.field, "statistic field");
        errors.check(s.name.span(), statistic_name_problem(s.name.get_ref()));
        errors.unique(&mut names, &s.name, "statistic name");
        StatisticSpec {
            field: s.field.into_inner(),
            name: s.name.into_inner(),
            description: s.description.map(Spanned::into_inner).unwrap_or_default(),
        }
    });
    statistics.collect()
}

fn load_option(errors: &mut Errors<'_>, o: RawOption) -> Option<OptionSpec> {
    let Some(ty) = OptionType::from_spelling(o.ty.get_ref()) else {
        errors.at(
            o.ty.span(),
            format!("unknown option type '{}' (expected one of: {})", o.ty.get_ref(), OptionType::SPELLINGS),
        );
        return None;
    };
    let values: Vec<EnumValueSpec> = o
        .values
        .as_ref()
        .map(|v| {
            v.get_ref()
                .iter()
                .map(|v| match v.get_ref() {
                    RawEnumValue::Name(n) => EnumValueSpec { name: n.clone(), description: String::new() },
                    RawEnumValue::Described(d) => {
                        EnumValueSpec { name: d.name.clone(), description: d.description.clone() }
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    match (&o.values, ty) {
        (None, OptionType::Enum) => {
            errors.at(o.ty.span(), format!("enum option '{}' has no `values`", o.argument.get_ref()));
        }
        (Some(v), OptionType::Enum) => {
            let mut seen = HashMap::new();
            for (raw, spec) in v.get_ref().iter().zip(&values) {
                if let Some(problem) = enum_value_problem(&spec.name) {
                    errors.at(raw.span(), problem);
                }
                if seen.insert(spec.name.clone(), ()).is_some() {
                    errors.at(raw.span(), format!("duplicate enum value '{}'", spec.name));
                }
            }
            for (i, problem) in enum_variant_problems(values.iter().map(|v| v.name.as_str())) {
                errors.at(v.get_ref()[i].span(), problem);
            }
            if values.is_empty() {
                errors.at(v.span(), format!("enum option '{}' has no values", o.argument.get_ref()));
            }
        }
        (Some(v), _) => errors.at(v.span(), "`values` is only for options of type enum"),
        (None, _) => {}
    }
    match (&o.rust_type, ty) {
        (None, OptionType::Custom) => {
            errors.at(o.ty.span(), format!("custom option '{}' has no `rust-type`", o.argument.get_ref()));
        }
        (Some(t), OptionType::Custom) => {
            if syn::parse_str::<syn::Type>(t.get_ref()).is_err() {
                errors.at(t.span(), format!("rust-type '{}' is not a Rust type", t.get_ref()));
            }
        }
        (Some(t), _) => errors.at(t.span(), "`rust-type` is only for options of type custom"),
        (None, _) => {}
    }
    let numeric = matches!(ty, OptionType::Int(_) | OptionType::UInt(_) | OptionType::F32 | OptionType::F64);
    let mut bound = |b: &Option<Spanned<toml::Value>>, what: &str| -> Option<f64> {
        let b = b.as_ref()?;
        if !numeric {
            errors.at(b.span(), format!("`{what}` is only for numeric options"));
            return None;
        }
        match b.get_ref() {
            toml::Value::Integer(i) => Some(*i as f64),
            toml::Value::Float(f) => Some(*f),
            _ => {
                errors.at(b.span(), format!("`{what}` must be a number"));
                None
            }
        }
    };
    let min = bound(&o.min, "min");
    let max = bound(&o.max, "max");
    if let (Some(lo), Some(hi), Some(m)) = (min, max, &o.max) {
        if lo > hi {
            errors.at(m.span(), format!("`max` ({hi}) is below `min` ({lo})"));
        }
    }
    let default =
        o.default.as_ref().and_then(|d| match check_default(&toml_value(d.get_ref()), ty, o.list, &values, min, max) {
            Ok(v) => Some(v),
            Err(why) => {
                errors.at(d.span(), default_message(o.argument.get_ref(), ty, o.list, &why));
                None
            }
        });
    Some(OptionSpec {
        field: o.field.into_inner(),
        argument: o.argument.into_inner(),
        ty,
        default,
        description: o.description.map(Spanned::into_inner).unwrap_or_default(),
        list: o.list,
        values,
        min,
        max,
        rust_type: o.rust_type.map(Spanned::into_inner),
    })
}

fn toml_value(v: &toml::Value) -> Value {
    match v {
        toml::Value::Boolean(b) => Value::Bool(*b),
        toml::Value::Integer(i) => Value::Integer(i128::from(*i)),
        toml::Value::Float(f) => Value::Float(*f),
        toml::Value::String(s) => Value::String(s.clone()),
        toml::Value::Array(items) => Value::Array(items.iter().map(toml_value).collect()),
        other => Value::Other(other.type_str()),
    }
}

fn check_ident(errors: &mut Errors<'_>, s: &Spanned<String>, what: &str) {
    errors.check(s.span(), ident_problem(s.get_ref(), what));
}

fn check_argument(errors: &mut Errors<'_>, s: &Spanned<String>, what: &str) {
    errors.check(s.span(), argument_problem(s.get_ref(), what));
}

/// Checks that `s` is a Rust identifier (a `what`) that no item before it
/// in `seen` has.
fn unique_ident(errors: &mut Errors<'_>, seen: &mut HashMap<String, Range<usize>>, s: &Spanned<String>, what: &str) {
    check_ident(errors, s, what);
    errors.unique(seen, s, what);
}

/// Checks that `s` is a pipeline argument (a `what`) that no item before it
/// in `seen` has.
fn unique_argument(errors: &mut Errors<'_>, seen: &mut HashMap<String, Range<usize>>, s: &Spanned<String>, what: &str) {
    check_argument(errors, s, what);
    errors.unique(seen, s, what);
}
