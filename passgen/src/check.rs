//! The checks both front ends share (TOML specs and `#[pass]` attributes):
//! names, pipeline arguments, enum values and defaults. Each returns the
//! problem as a sentence; the front end attaches it to its own position
//! (`file:line:col`, or a span).

use crate::model::{DefaultValue, EnumValueSpec, OptionType};

/// A value as written in a spec, before it is checked against an option's
/// type.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `true`, `false`.
    Bool(bool),
    /// An integer.
    Integer(i128),
    /// A float.
    Float(f64),
    /// A string (or, in an attribute, a bare name).
    String(String),
    /// `[a, b]`.
    Array(Vec<Value>),
    /// Anything else, by the name of its kind (`table`).
    Other(&'static str),
}

impl Value {
    /// The kind of value, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Bool(_) => "boolean",
            Value::Integer(_) => "integer",
            Value::Float(_) => "float",
            Value::String(_) => "string",
            Value::Array(_) => "array",
            Value::Other(k) => k,
        }
    }
}

/// `name` is not a Rust identifier. (syn skips the spaces around a token,
/// so the identifier it finds must also be the whole of `name`.)
pub fn ident_problem(name: &str, what: &str) -> Option<String> {
    let exact = syn::parse_str::<syn::Ident>(name).is_ok_and(|ident| ident == name);
    (!exact).then(|| format!("{what} '{name}' is not a valid Rust identifier"))
}

/// `argument` cannot appear in a pipeline.
pub fn argument_problem(argument: &str, what: &str) -> Option<String> {
    (argument.is_empty() || argument.contains(|c: char| c.is_whitespace() || "(){},='\"".contains(c)))
        .then(|| format!("{what} '{argument}' cannot be used in a pipeline (empty, or has spaces or punctuation)"))
}

/// `name` cannot name a statistic: statistics only show in reports, so any
/// one-line text will do (MLIR's own are `num-cse'd` and `promoted slots`).
pub fn statistic_name_problem(name: &str) -> Option<String> {
    (name.trim().is_empty() || name.contains(|c: char| c.is_control()))
        .then(|| format!("statistic name '{}' is empty or not on one line", name.escape_debug()))
}

/// `name` cannot be an enum value's name.
pub fn enum_value_problem(name: &str) -> Option<String> {
    (name.is_empty() || name.contains(|c: char| c.is_whitespace() || "(){},=".contains(c)))
        .then(|| format!("'{name}' is not a valid enum value name"))
}

/// The Rust variant an enum value becomes: its words in CamelCase, where
/// any character that cannot be in an identifier separates words
/// (`aggressive-v2` gives `AggressiveV2`, `a~b` `AB`), and a `V` in front of
/// a leading digit (`3d` gives `V3d`).
pub fn enum_variant_name(name: &str) -> String {
    let words = name.split(|c: char| !(c.is_alphanumeric() || c == '_')).flat_map(|w| w.split('_'));
    let mut out = String::new();
    for word in words.filter(|w| !w.is_empty()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'V');
    }
    out
}

/// For each enum value (by index) whose Rust variant is not an identifier,
/// or is the variant of an earlier value too, the problem.
pub fn enum_variant_problems<'a>(names: impl IntoIterator<Item = &'a str>) -> Vec<(usize, String)> {
    let mut problems = Vec::new();
    let mut seen: std::collections::HashMap<String, &str> = std::collections::HashMap::new();
    for (i, name) in names.into_iter().enumerate() {
        let variant = enum_variant_name(name);
        if syn::parse_str::<syn::Ident>(&variant).is_err() {
            problems.push((
                i,
                format!("enum value '{name}' gives the Rust variant `{variant}`, which is not a valid identifier"),
            ));
        } else if let Some(first) = seen.insert(variant.clone(), name) {
            if first != name {
                problems
                    .push((i, format!("enum values '{first}' and '{name}' both give the Rust variant `{variant}`")));
            }
        }
    }
    problems
}

/// `list of i64`, `string`.
pub fn type_text(ty: OptionType, list: bool) -> String {
    if list {
        format!("list of {}", ty.spelling())
    } else {
        ty.spelling()
    }
}

/// The message for a default that [`check_default`] rejected.
pub fn default_message(argument: &str, ty: OptionType, list: bool, why: &str) -> String {
    format!("default of option '{argument}' does not fit its type {}: {why}", type_text(ty, list))
}

/// Checks a default against an option's type, values and range.
pub fn check_default(
    v: &Value,
    ty: OptionType,
    list: bool,
    values: &[EnumValueSpec],
    min: Option<f64>,
    max: Option<f64>,
) -> Result<DefaultValue, String> {
    if list {
        let Value::Array(items) = v else { return Err("expected an array".into()) };
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
        (OptionType::Bool, Value::Bool(b)) => Ok(DefaultValue::Bool(*b)),
        (OptionType::Int(w), Value::Integer(i)) => {
            let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
            if *i < lo || *i > hi {
                return Err(format!("{i} does not fit in i{w}"));
            }
            in_range(*i as f64)?;
            Ok(DefaultValue::Int(*i))
        }
        (OptionType::UInt(w), Value::Integer(i)) => {
            if *i < 0 || *i > (1i128 << w) - 1 {
                return Err(format!("{i} does not fit in u{w}"));
            }
            in_range(*i as f64)?;
            Ok(DefaultValue::Int(*i))
        }
        (OptionType::UInt(64), Value::String(s)) if s.parse::<u64>().is_ok() => {
            // TOML integers stop at i64::MAX: larger u64 defaults are strings.
            Ok(DefaultValue::Int(s.parse::<u64>().map_err(|e| e.to_string())? as i128))
        }
        (OptionType::F32 | OptionType::F64, Value::Float(f)) => {
            in_range(*f)?;
            Ok(DefaultValue::Float(*f))
        }
        (OptionType::F32 | OptionType::F64, Value::Integer(i)) => {
            in_range(*i as f64)?;
            Ok(DefaultValue::Float(*i as f64))
        }
        (OptionType::String, Value::String(s)) => Ok(DefaultValue::String(s.clone())),
        // Read by the type's `From<&str>`, so that a custom type whose
        // values are text (a pipeline parsed later) documents its default.
        (OptionType::Custom, Value::String(s)) => Ok(DefaultValue::String(s.clone())),
        (OptionType::Pipeline | OptionType::Custom, _) => {
            Err("pipeline options take their type's default, and custom ones a string their type converts `From`; \
             leave `default` out or write a string"
                .into())
        }
        (OptionType::Enum, Value::String(s)) => {
            if values.iter().any(|v| &v.name == s) {
                Ok(DefaultValue::String(s.clone()))
            } else {
                let names: Vec<&str> = values.iter().map(|v| v.name.as_str()).collect();
                Err(format!("'{s}' is not one of: {}", names.join(", ")))
            }
        }
        (_, v) => Err(format!("found {}", v.kind())),
    }
}
