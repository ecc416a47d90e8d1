//! The TOML front end: a spec file into a [`PassGroup`], with every problem
//! reported at its line and column (unknown keys included: a typo is an
//! error, never ignored).

use std::collections::HashMap;
use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use crate::error::{LineIndex, SpecError, SpecErrors};
use crate::model::{DefaultValue, EnumValueSpec, OptionSpec, OptionType, PassGroup, PassSpec, StatisticSpec};

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

/// Collects errors with their positions.
struct Errors<'t> {
    file: &'t str,
    index: LineIndex<'t>,
    list: Vec<SpecError>,
}

impl Errors<'_> {
    fn at(&mut self, span: Range<usize>, message: impl Into<String>) {
        let (line, column) = self.index.line_col(span.start);
        self.list.push(SpecError { file: self.file.to_string(), line, column, message: message.into() });
    }
}

/// Loads a spec from its text; `file` names it in errors.
pub fn load_toml(file: &str, text: &str) -> Result<PassGroup, SpecErrors> {
    let mut errors = Errors { file, index: LineIndex::new(text), list: Vec::new() };
    let raw: RawFile = match toml::from_str(text) {
        Ok(r) => r,
        Err(e) => {
            let message = e.message().trim_end().to_string();
            errors.at(e.span().unwrap_or(0..0), message);
            return Err(SpecErrors(errors.list));
        }
    };
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
        check_ident(&mut errors, &p.name, "pass name");
        check_unique(&mut errors, &mut names, &p.name, "pass name");
        check_argument(&mut errors, &p.argument, "pass argument");
        check_unique(&mut errors, &mut arguments, &p.argument, "pass argument");
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
        let description = p.description.as_ref().map(|d| d.get_ref().clone()).unwrap_or_default();
        if let Some(d) = &p.description {
            if let Some(problem) = crate::doc::markdown_problem(d.get_ref()) {
                errors.at(d.span(), format!("description of pass '{}': {problem}", p.name.get_ref()));
            }
        }
        let mut option_fields = HashMap::new();
        let mut option_args = HashMap::new();
        let mut options = Vec::new();
        for o in p.options {
            let o = o.into_inner();
            check_ident(&mut errors, &o.field, "option field");
            check_unique(&mut errors, &mut option_fields, &o.field, "option field");
            check_argument(&mut errors, &o.argument, "option argument");
            check_unique(&mut errors, &mut option_args, &o.argument, "option argument");
            if let Some(option) = load_option(&mut errors, o) {
                options.push(option);
            }
        }
        let mut stat_fields = HashMap::new();
        let mut stat_names = HashMap::new();
        let mut statistics = Vec::new();
        for s in p.statistics {
            let s = s.into_inner();
            check_ident(&mut errors, &s.field, "statistic field");
            check_unique(&mut errors, &mut stat_fields, &s.field, "statistic field");
            check_argument(&mut errors, &s.name, "statistic name");
            check_unique(&mut errors, &mut stat_names, &s.name, "statistic name");
            statistics.push(StatisticSpec {
                field: s.field.into_inner(),
                name: s.name.into_inner(),
                description: s.description.map(Spanned::into_inner).unwrap_or_default(),
            });
        }
        passes.push(PassSpec {
            name: p.name.into_inner(),
            argument: p.argument.into_inner(),
            anchor: p.anchor.map(Spanned::into_inner),
            summary,
            description,
            dependent_dialects: p.dependent_dialects.into_iter().map(Spanned::into_inner).collect(),
            constructor: p.constructor.map(Spanned::into_inner),
            state: p.state.map(Spanned::into_inner),
            options,
            statistics,
        });
    }
    if errors.list.is_empty() {
        Ok(PassGroup { name: group, passes })
    } else {
        errors.list.sort_by_key(|e| (e.line, e.column));
        Err(SpecErrors(errors.list))
    }
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
                if spec.name.is_empty() || spec.name.contains(|c: char| c.is_whitespace() || "(){},=".contains(c)) {
                    errors.at(raw.span(), format!("'{}' is not a valid enum value name", spec.name));
                }
                if seen.insert(spec.name.clone(), ()).is_some() {
                    errors.at(raw.span(), format!("duplicate enum value '{}'", spec.name));
                }
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
    let default = o.default.as_ref().and_then(|d| {
        let value = check_default(d.get_ref(), ty, o.list, &values, min, max);
        match value {
            Ok(v) => Some(v),
            Err(why) => {
                errors.at(
                    d.span(),
                    format!(
                        "default of option '{}' does not fit its type {}: {why}",
                        o.argument.get_ref(),
                        type_text(ty, o.list)
                    ),
                );
                None
            }
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

fn type_text(ty: OptionType, list: bool) -> String {
    if list {
        format!("list of {}", ty.spelling())
    } else {
        ty.spelling()
    }
}

fn check_default(
    v: &toml::Value,
    ty: OptionType,
    list: bool,
    values: &[EnumValueSpec],
    min: Option<f64>,
    max: Option<f64>,
) -> Result<DefaultValue, String> {
    if list {
        let toml::Value::Array(items) = v else { return Err("expected an array".into()) };
        return items
            .iter()
            .map(|i| check_default(i, ty, false, values, min, max))
            .collect::<Result<Vec<_>, _>>()
            .map(DefaultValue::List);
    }
    let in_range = |x: f64| -> Result<(), String> {
        if min.is_some_and(|m| x < m) || max.is_some_and(|m| x > m) {
            return Err(format!("{x} is outside the allowed range"));
        }
        Ok(())
    };
    match (ty, v) {
        (OptionType::Bool, toml::Value::Boolean(b)) => Ok(DefaultValue::Bool(*b)),
        (OptionType::Int(w), toml::Value::Integer(i)) => {
            let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
            if (*i as i128) < lo || (*i as i128) > hi {
                return Err(format!("{i} does not fit in i{w}"));
            }
            in_range(*i as f64)?;
            Ok(DefaultValue::Int(*i as i128))
        }
        (OptionType::UInt(w), toml::Value::Integer(i)) => {
            if *i < 0 || (*i as i128) > (1i128 << w) - 1 {
                return Err(format!("{i} does not fit in u{w}"));
            }
            in_range(*i as f64)?;
            Ok(DefaultValue::Int(*i as i128))
        }
        (OptionType::UInt(64), toml::Value::String(s)) if s.parse::<u64>().is_ok() => {
            // TOML integers stop at i64::MAX: larger u64 defaults are strings.
            Ok(DefaultValue::Int(s.parse::<u64>().map_err(|e| e.to_string())? as i128))
        }
        (OptionType::F32 | OptionType::F64, toml::Value::Float(f)) => {
            in_range(*f)?;
            Ok(DefaultValue::Float(*f))
        }
        (OptionType::F32 | OptionType::F64, toml::Value::Integer(i)) => {
            in_range(*i as f64)?;
            Ok(DefaultValue::Float(*i as f64))
        }
        (OptionType::String, toml::Value::String(s)) => Ok(DefaultValue::String(s.clone())),
        (OptionType::Pipeline | OptionType::Custom, _) => {
            Err("pipeline and custom options take their type's default; leave `default` out".into())
        }
        (OptionType::Enum, toml::Value::String(s)) => {
            if values.iter().any(|v| &v.name == s) {
                Ok(DefaultValue::String(s.clone()))
            } else {
                let names: Vec<&str> = values.iter().map(|v| v.name.as_str()).collect();
                Err(format!("'{s}' is not one of: {}", names.join(", ")))
            }
        }
        (_, v) => Err(format!("found {}", v.type_str())),
    }
}

fn check_ident(errors: &mut Errors<'_>, s: &Spanned<String>, what: &str) {
    if syn::parse_str::<syn::Ident>(s.get_ref()).is_err() {
        errors.at(s.span(), format!("{what} '{}' is not a valid Rust identifier", s.get_ref()));
    }
}

fn check_argument(errors: &mut Errors<'_>, s: &Spanned<String>, what: &str) {
    let v = s.get_ref();
    if v.is_empty() || v.contains(|c: char| c.is_whitespace() || "(){},='\"".contains(c)) {
        errors.at(s.span(), format!("{what} '{v}' cannot be used in a pipeline (empty, or has spaces or punctuation)"));
    }
}

fn check_unique(errors: &mut Errors<'_>, seen: &mut HashMap<String, Range<usize>>, s: &Spanned<String>, what: &str) {
    if let Some(first) = seen.get(s.get_ref()) {
        let (line, col) = errors.index.line_col(first.start);
        errors.at(s.span(), format!("duplicate {what} '{}' (first defined at {line}:{col})", s.get_ref()));
    } else {
        seen.insert(s.get_ref().clone(), s.span());
    }
}
