//! Pass options: typed values declared once (argument, type, default,
//! description), parsed from and printed to MLIR's option syntax
//! (`{max-iterations=3 top-down disable-patterns=a,b}`).
//!
//! A pass's options are a struct implementing [`PassOptions`] (passgen
//! generates it); each field is an [`OptionField`]: a scalar [`OptionValue`]
//! (`bool`, integers, floats, `String`, enums, [`OpPassManager`] pipelines,
//! nested option structs) or a `Vec` of them.
//!
//! Printing is MLIR's: options sorted by argument, separated by one space,
//! every option printed (an empty list prints as nothing), strings raw unless
//! they need `{...}`. Where MLIR's printing would not read back (a string
//! starting with a quote and containing a space, a list element containing a
//! comma) ours picks a form that does, so `parse(print(x)) == x` always.

use std::fmt::Write as _;

use super::manager::OpPassManager;
use super::registry::PassRegistry;

/// What parsing an option value may need: the registry, for pipeline-valued
/// options.
#[derive(Clone, Copy, Default)]
pub struct OptionEnv<'a> {
    /// The registry pipelines are parsed with.
    pub registry: Option<&'a PassRegistry>,
}

/// A named value of an enum option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumValue {
    /// The name used in pipelines (`aggressive`).
    pub name: &'static str,
    /// What it means.
    pub description: &'static str,
}

/// Why a value did not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueError {
    /// What was expected or went wrong.
    pub message: String,
    /// Where, as a byte offset in the value text, when known.
    pub offset: Option<usize>,
}

impl ValueError {
    /// An error about the whole value.
    pub fn new(message: impl Into<String>) -> Self {
        ValueError { message: message.into(), offset: None }
    }
}

/// A type an option (or a list option's element) can have.
pub trait OptionValue: Clone + Send + Sync + 'static {
    /// The type as `--list-passes` shows it (`long`, `string`, `value`).
    const TYPE_NAME: &'static str;
    /// True for `bool`: a bare key means `true`.
    const IS_FLAG: bool = false;

    /// The named values of an enum type.
    fn enum_values() -> Vec<EnumValue> {
        Vec::new()
    }

    /// Parses a value (quotes or braces around it already removed).
    fn parse(text: &str, env: &OptionEnv<'_>) -> Result<Self, ValueError>;

    /// Prints the value so that [`OptionValue::parse`] reads it back, as an
    /// option value or (`in_list`) as a list element.
    fn print(&self, out: &mut String, in_list: bool);

    /// The value as a number, for declared ranges (`None` for non-numbers).
    fn as_f64(&self) -> Option<f64> {
        None
    }
}

/// One option as a whole: the schema `--list-passes` shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionInfo {
    /// The argument (`max-iterations`).
    pub argument: &'static str,
    /// What it does.
    pub description: &'static str,
    /// The type (`long`, `string`, `value` for enums, `pass-manager`).
    pub type_name: &'static str,
    /// True for a bool (no `=<type>` in listings).
    pub is_flag: bool,
    /// True for a list option.
    pub is_list: bool,
    /// The named values of an enum option.
    pub enum_values: Vec<EnumValue>,
    /// The default, printed as in a pipeline.
    pub default: String,
}

/// A field of an options struct: a scalar or a list of scalars.
pub trait OptionField {
    /// The option's schema, for argument `argument`, with this value as the
    /// default.
    fn info(&self, argument: &'static str, description: &'static str) -> OptionInfo;

    /// Sets the value from option text: `None` for a bare key. A list option
    /// appends (so `list=1 list=2,3` gives three elements).
    fn set(&mut self, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), ValueError>;

    /// Prints `argument=value` (nothing at all for an empty list, as MLIR).
    fn print(&self, argument: &str, out: &mut String);

    /// Whether the value (every element, for a list) is within `[min, max]`;
    /// values that are not numbers always are.
    fn in_range(&self, min: f64, max: f64) -> bool;
}

impl<T: OptionValue> OptionField for T {
    fn info(&self, argument: &'static str, description: &'static str) -> OptionInfo {
        let mut default = String::new();
        self.print(&mut default, false);
        OptionInfo {
            argument,
            description,
            type_name: T::TYPE_NAME,
            is_flag: T::IS_FLAG,
            is_list: false,
            enum_values: T::enum_values(),
            default,
        }
    }

    fn set(&mut self, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), ValueError> {
        let value = match value {
            Some(v) => v,
            None if T::IS_FLAG => "true",
            None => return Err(ValueError::new("requires a value")),
        };
        let (inner, shift) = unwrap_value(value);
        *self = T::parse(inner, env).map_err(|e| shifted(e, shift))?;
        Ok(())
    }

    fn print(&self, argument: &str, out: &mut String) {
        out.push_str(argument);
        out.push('=');
        OptionValue::print(self, out, false);
    }

    fn in_range(&self, min: f64, max: f64) -> bool {
        self.as_f64().is_none_or(|v| (min..=max).contains(&v))
    }
}

impl<T: OptionValue> OptionField for Vec<T> {
    fn info(&self, argument: &'static str, description: &'static str) -> OptionInfo {
        let mut default = String::new();
        print_list(self, &mut default);
        OptionInfo {
            argument,
            description,
            type_name: T::TYPE_NAME,
            is_flag: false,
            is_list: true,
            enum_values: T::enum_values(),
            default,
        }
    }

    fn set(&mut self, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), ValueError> {
        let Some(value) = value else { return Err(ValueError::new("requires a value")) };
        let (list, list_shift) = unwrap_value(value);
        for (start, element) in split_list(list) {
            let (inner, shift) = unwrap_value(element);
            let parsed = T::parse(inner, env).map_err(|e| shifted(e, list_shift + start + shift))?;
            self.push(parsed);
        }
        Ok(())
    }

    fn print(&self, argument: &str, out: &mut String) {
        if !self.is_empty() {
            out.push_str(argument);
            out.push('=');
            print_list(self, out);
        }
    }

    fn in_range(&self, min: f64, max: f64) -> bool {
        self.iter().all(|v| v.in_range(min, max))
    }
}

fn print_list<T: OptionValue>(list: &[T], out: &mut String) {
    if list.is_empty() {
        return;
    }
    out.push('{');
    for (i, v) in list.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        v.print(out, true);
    }
    out.push('}');
}

fn shifted(mut e: ValueError, by: usize) -> ValueError {
    e.offset = Some(e.offset.unwrap_or(0) + by);
    e
}

/// The options of a pass (or of a pipeline, or a nested option struct).
pub trait PassOptions: Send + Sync {
    /// Every option, with its current value as the default.
    fn infos(&self) -> Vec<OptionInfo>;

    /// Sets option `argument` from its text (`None` for a bare key).
    fn set(&mut self, argument: &str, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), SetOptionError>;

    /// Prints option `argument` as `argument=value` (see [`OptionField::print`]).
    fn print(&self, argument: &str, out: &mut String);
}

/// Why [`PassOptions::set`] failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetOptionError {
    /// There is no such option.
    Unknown,
    /// The value is not valid for the option.
    Invalid(ValueError),
}

impl From<ValueError> for SetOptionError {
    fn from(e: ValueError) -> Self {
        SetOptionError::Invalid(e)
    }
}

/// An error in options text, at a byte offset of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsError {
    /// Where, in the options text.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

/// Parses options text (what goes between `{` and `}`) into `options`.
/// `owner` names the pass or pipeline in messages.
pub fn parse_options(
    options: &mut dyn PassOptions,
    text: &str,
    owner: &str,
    env: &OptionEnv<'_>,
) -> Result<(), OptionsError> {
    let bytes = text.as_bytes();
    let mut pos = 0;
    loop {
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        if pos == bytes.len() {
            return Ok(());
        }
        let key_start = pos;
        while pos < bytes.len() && !bytes[pos].is_ascii_whitespace() && bytes[pos] != b'=' {
            pos += 1;
        }
        let key = &text[key_start..pos];
        let value = if pos < bytes.len() && bytes[pos] == b'=' {
            let value_start = pos + 1;
            let end = scan_value(text, value_start).map_err(|(offset, message)| OptionsError { offset, message })?;
            pos = end;
            Some((value_start, &text[value_start..end]))
        } else {
            None
        };
        let err_at = |offset: usize, message: String| OptionsError { offset, message };
        match options.set(key, value.map(|(_, v)| v), env) {
            Ok(()) => {}
            Err(SetOptionError::Unknown) => {
                let mut valid: Vec<&str> = options.infos().iter().map(|i| i.argument).collect();
                valid.sort_unstable();
                let list = if valid.is_empty() { "it has none".to_string() } else { valid.join(", ") };
                let hint = match super::registry::closest(key, valid.iter().copied()) {
                    Some(c) => format!("did you mean '{c}'? "),
                    None => String::new(),
                };
                return Err(err_at(
                    key_start,
                    format!("no such option '{key}' for '{owner}'; {hint}valid options are: {list}"),
                ));
            }
            Err(SetOptionError::Invalid(e)) => {
                let info = options.infos().into_iter().find(|i| i.argument == key);
                let ty = info.as_ref().map(describe_type).unwrap_or_default();
                return Err(match value {
                    None => err_at(key_start, format!("option '{key}' of '{owner}' requires a value ({ty})")),
                    Some((start, v)) => err_at(
                        start + e.offset.unwrap_or(0),
                        format!("invalid value '{v}' for option '{key}' of '{owner}': {}", e.message),
                    ),
                });
            }
        }
    }
}

/// A type for messages: `long`, `list of string`, `one of: a, b`.
fn describe_type(info: &OptionInfo) -> String {
    let base = if info.enum_values.is_empty() {
        format!("expected {}", info.type_name)
    } else {
        let names: Vec<&str> = info.enum_values.iter().map(|v| v.name).collect();
        format!("expected one of: {}", names.join(", "))
    };
    if info.is_list {
        format!("{base}, or a comma-separated list of them")
    } else {
        base
    }
}

/// Prints all options as MLIR does: `{a=1 b=x}` sorted by argument (nothing
/// when there are none).
pub fn print_options(options: &dyn PassOptions, out: &mut String) {
    let infos = options.infos();
    if !infos.is_empty() {
        print_option_block(options, infos, out);
    }
}

/// `{a=1 b=x}`: every option sorted by argument, one space apart (`{}` when
/// there are none).
fn print_option_block(options: &dyn PassOptions, mut infos: Vec<OptionInfo>, out: &mut String) {
    infos.sort_by_key(|i| i.argument);
    out.push('{');
    for (i, info) in infos.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        options.print(info.argument, out);
    }
    out.push('}');
}

/// Where an option value starting at `start` ends: at whitespace outside
/// quotes, braces and parentheses. Errors (with an offset) for an
/// unbalanced brace or parenthesis.
pub(crate) fn scan_value(text: &str, start: usize) -> Result<usize, (usize, String)> {
    scan(text, start, false)
}

/// [`scan_value`], optionally treating a quote without its match as an error
/// (printed values never contain one: it would pair with a quote that comes
/// later in the pipeline text).
fn scan(text: &str, start: usize, strict_quotes: bool) -> Result<usize, (usize, String)> {
    let bytes = text.as_bytes();
    let mut pos = start;
    let mut stack: Vec<(u8, usize)> = Vec::new();
    while pos < bytes.len() {
        let c = bytes[pos];
        match c {
            // A quote without its match is an ordinary character, as in MLIR.
            b'\'' | b'"' => match bytes[pos + 1..].iter().position(|&b| b == c) {
                Some(n) => pos += n + 1,
                None if strict_quotes => return Err((pos, "unmatched quote".into())),
                None => {}
            },
            b'{' | b'(' => stack.push((c, pos)),
            b'}' | b')' => match stack.pop() {
                Some((open, _)) if matches!((open, c), (b'{', b'}') | (b'(', b')')) => {}
                _ => {
                    if stack.is_empty() && c == b'}' {
                        // The end of an enclosing options block.
                        return Ok(pos);
                    }
                    return Err((pos, format!("unbalanced '{}' in option value", c as char)));
                }
            },
            c if c.is_ascii_whitespace() && stack.is_empty() => return Ok(pos),
            _ => {}
        }
        pos += 1;
    }
    match stack.last() {
        Some(&(open, at)) => Err((at, format!("missing closing '{}' in option value", closer(open) as char))),
        None => Ok(pos),
    }
}

fn closer(open: u8) -> u8 {
    if open == b'{' {
        b'}'
    } else {
        b')'
    }
}

/// Removes one pair of braces or quotes around a value; returns the inner
/// text and how many bytes were dropped in front.
pub(crate) fn unwrap_value(v: &str) -> (&str, usize) {
    let b = v.as_bytes();
    if b.len() >= 2 {
        let (first, last) = (b[0], b[b.len() - 1]);
        if (first == b'{' && last == b'}') || ((first == b'"' || first == b'\'') && last == first) {
            return (&v[1..v.len() - 1], 1);
        }
    }
    (v, 0)
}

/// Splits list text at commas outside quotes, braces and parentheses;
/// returns each element with its offset. Empty text is an empty list.
pub(crate) fn split_list(text: &str) -> Vec<(usize, &str)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    if text.is_empty() {
        return out;
    }
    let (mut depth, mut start, mut pos) = (0usize, 0usize, 0usize);
    while pos < bytes.len() {
        match bytes[pos] {
            q @ (b'\'' | b'"') => {
                if let Some(n) = bytes[pos + 1..].iter().position(|&b| b == q) {
                    pos += n + 1;
                }
            }
            b'{' | b'(' => depth += 1,
            b'}' | b')' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                out.push((start, &text[start..pos]));
                start = pos + 1;
            }
            _ => {}
        }
        pos += 1;
    }
    out.push((start, &text[start..]));
    out
}

// ---- value types ----

impl OptionValue for bool {
    const TYPE_NAME: &'static str = "bool";
    const IS_FLAG: bool = true;
    fn parse(text: &str, _: &OptionEnv<'_>) -> Result<Self, ValueError> {
        match text {
            "true" | "TRUE" | "True" | "1" => Ok(true),
            "false" | "FALSE" | "False" | "0" => Ok(false),
            _ => Err(ValueError::new("expected true or false")),
        }
    }
    fn print(&self, out: &mut String, _: bool) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

/// Parses an integer as LLVM's command line does: decimal, or `0x`/`0b`
/// prefixed, with an optional sign.
fn parse_integer(text: &str) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let magnitude = if let Some(h) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        i128::from_str_radix(h, 16).ok()?
    } else if let Some(b) = digits.strip_prefix("0b").or_else(|| digits.strip_prefix("0B")) {
        i128::from_str_radix(b, 2).ok()?
    } else {
        if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        digits.parse::<i128>().ok()?
    };
    Some(if neg { -magnitude } else { magnitude })
}

macro_rules! numeric_option {
    ($($t:ty => $name:literal, $what:literal, $kind:ident;)*) => {$(
        impl OptionValue for $t {
            const TYPE_NAME: &'static str = $name;
            fn parse(text: &str, _: &OptionEnv<'_>) -> Result<Self, ValueError> {
                numeric_option!(@parse $kind $t, text).ok_or_else(|| ValueError::new(concat!("expected ", $what)))
            }
            fn print(&self, out: &mut String, _: bool) {
                let _ = write!(out, "{self}");
            }
            #[allow(clippy::cast_lossless)]
            fn as_f64(&self) -> Option<f64> {
                Some(*self as f64)
            }
        }
    )*};
    (@parse integer $t:ty, $text:ident) => {
        parse_integer($text).and_then(|v| <$t>::try_from(v).ok())
    };
    (@parse float $t:ty, $text:ident) => {
        $text.parse::<$t>().ok()
    };
}

numeric_option! {
    i8 => "int", "an integer from -128 to 127", integer;
    i16 => "int", "an integer from -32768 to 32767", integer;
    i32 => "int", "a 32-bit integer", integer;
    i64 => "long", "a 64-bit integer", integer;
    u8 => "uint", "an integer from 0 to 255", integer;
    u16 => "uint", "an integer from 0 to 65535", integer;
    u32 => "uint", "an unsigned 32-bit integer", integer;
    u64 => "ulong", "an unsigned 64-bit integer", integer;
    usize => "ulong", "an unsigned integer", integer;
    f32 => "number", "a number", float;
    f64 => "number", "a number", float;
}

impl OptionValue for String {
    const TYPE_NAME: &'static str = "string";
    fn parse(text: &str, _: &OptionEnv<'_>) -> Result<Self, ValueError> {
        Ok(text.to_string())
    }
    fn print(&self, out: &mut String, in_list: bool) {
        out.push_str(&escape_string(self, in_list));
    }
}

/// The printed form of a string value: MLIR's (raw, or in braces when a space
/// comes before any brace or quote) when it reads back, else the first of
/// braces, double quotes or single quotes that does.
fn escape_string(s: &str, in_list: bool) -> String {
    let space = s.find(' ');
    let special = [s.find('{'), s.find('\''), s.find('"')].into_iter().flatten().min();
    let mlir_braces =
        matches!((space, special), (Some(sp), Some(e)) if sp < e) || (space.is_some() && special.is_none());
    let mlir = if mlir_braces { format!("{{{s}}}") } else { s.to_string() };
    let candidates = [mlir, format!("{{{s}}}"), format!("\"{s}\""), format!("'{s}'")];
    for c in &candidates {
        if reads_back(c, s, in_list) {
            return c.clone();
        }
    }
    // Nothing reads back exactly: the string has quotes of both kinds that
    // cannot be paired (`'"`), which the option syntax cannot express.
    // MLIR's form is the best there is.
    candidates[0].clone()
}

/// Whether a string can be written as an option value (or list element)
/// that reads back as itself. The syntax has no escapes, so a few strings
/// cannot be: those whose braces can only be balanced, or whose quotes only
/// paired, with quote characters the string itself lacks (`}'"'`).
pub fn is_printable_string(s: &str, in_list: bool) -> bool {
    reads_back(&escape_string(s, in_list), s, in_list)
}

fn reads_back(printed: &str, value: &str, in_list: bool) -> bool {
    if scan(printed, 0, true) != Ok(printed.len()) {
        return false;
    }
    if in_list && split_list(printed).len() != 1 {
        return false;
    }
    unwrap_value(printed).0 == value
}

impl OptionValue for OpPassManager {
    const TYPE_NAME: &'static str = "pass-manager";
    fn parse(text: &str, env: &OptionEnv<'_>) -> Result<Self, ValueError> {
        let Some(registry) = env.registry else {
            return Err(ValueError::new("pipelines cannot be parsed here (no pass registry)"));
        };
        super::pipeline_parser::parse_pass_pipeline(text, registry)
            .map_err(|e| ValueError { message: e.message, offset: Some(e.offset) })
    }
    fn print(&self, out: &mut String, _: bool) {
        self.print_as_textual_pipeline(out);
    }
}

/// Marks an options struct usable as the value of an option (MLIR's
/// `PassPipelineOptions` nested in another pass's options): it prints as
/// `{a=1 b=2}`.
pub trait OptionStruct: PassOptions + Clone + Default + 'static {}

impl<T: OptionStruct> OptionValue for T {
    const TYPE_NAME: &'static str = "value";
    fn parse(text: &str, env: &OptionEnv<'_>) -> Result<Self, ValueError> {
        let mut v = T::default();
        parse_options(&mut v, text, "option struct", env)
            .map_err(|e| ValueError { message: e.message, offset: Some(e.offset) })?;
        Ok(v)
    }
    fn print(&self, out: &mut String, _: bool) {
        print_option_block(self, self.infos(), out);
    }
}

/// Parses the name of an enum value.
pub fn parse_enum<T: Copy>(text: &str, values: &[(T, EnumValue)]) -> Result<T, ValueError> {
    values.iter().find(|(_, v)| v.name == text).map(|(t, _)| *t).ok_or_else(|| {
        let names: Vec<&str> = values.iter().map(|(_, v)| v.name).collect();
        ValueError::new(format!("expected one of: {}", names.join(", ")))
    })
}
