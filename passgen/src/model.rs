//! The pass-definition model: everything TableGen's `Pass` class holds, plus
//! a state type built in `initialize` and option constraints. Both front ends
//! (TOML, the `#[pass]` attribute) produce it; both back ends (Rust, docs)
//! consume it.

/// A group of passes (one spec file): `register_<group>_passes()`.
#[derive(Clone, Debug, PartialEq)]
pub struct PassGroup {
    /// The group's name (`Example`), or `None` for a file without one.
    pub name: Option<String>,
    /// The passes, in spec order.
    pub passes: Vec<PassSpec>,
}

/// A pass named in a group's registration function (`pass_group!`), which
/// calls its `register_*` function.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupMember {
    /// The module path to the pass's functions, with its trailing `::`
    /// (`count_ops::`), or empty when they are in scope.
    pub module: String,
    /// The pass's name (its Rust type, `CountOps`).
    pub name: String,
    /// Attributes of the registration call, as text (`#[cfg(feature = "x")]`).
    pub attributes: Vec<String>,
}

/// One pass.
#[derive(Clone, Debug, PartialEq)]
pub struct PassSpec {
    /// The definition's name: the Rust type (`MyPass`).
    pub name: String,
    /// The name in textual pipelines (`my-pass`).
    pub argument: String,
    /// The op the pass is restricted to; `None` for an op-agnostic pass.
    pub anchor: Option<String>,
    /// One line.
    pub summary: String,
    /// Markdown.
    pub description: String,
    /// Dialects the pass may create ops of.
    pub dependent_dialects: Vec<String>,
    /// A path to a user function building the pass, replacing the
    /// generated `create_*` functions.
    pub constructor: Option<String>,
    /// A type the pass holds (beyond MLIR): made with `Default`, cloned with
    /// the pass, typically rebuilt in `initialize` for each run.
    pub state: Option<String>,
    /// Options, in spec order.
    pub options: Vec<OptionSpec>,
    /// Statistics, in spec order.
    pub statistics: Vec<StatisticSpec>,
    /// Rust attributes put on every item generated for the pass, as text
    /// (`#[allow(dead_code)]`): the lint attributes and `#[doc(hidden)]` of
    /// a `#[pass]` struct. A TOML spec has none.
    pub attributes: Vec<String>,
}

/// The type of an option (or of a list option's elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionType {
    /// `bool`
    Bool,
    /// A signed integer of the given width.
    Int(u8),
    /// An unsigned integer of the given width.
    UInt(u8),
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `string`
    String,
    /// An enum with the option's values.
    Enum,
    /// A nested pass pipeline.
    Pipeline,
    /// Any Rust type implementing the runtime's `OptionValue` (named by the
    /// option's `rust-type`), such as a nested options struct.
    Custom,
}

impl OptionType {
    /// The spelling in specs (`i64`).
    pub fn spelling(self) -> String {
        match self {
            OptionType::Bool => "bool".into(),
            OptionType::Int(w) => format!("i{w}"),
            OptionType::UInt(w) => format!("u{w}"),
            OptionType::F32 => "f32".into(),
            OptionType::F64 => "f64".into(),
            OptionType::String => "string".into(),
            OptionType::Enum => "enum".into(),
            OptionType::Pipeline => "pipeline".into(),
            OptionType::Custom => "custom".into(),
        }
    }

    /// Parses a spelling.
    pub fn from_spelling(s: &str) -> Option<Self> {
        Some(match s {
            "bool" => OptionType::Bool,
            "i8" => OptionType::Int(8),
            "i16" => OptionType::Int(16),
            "i32" => OptionType::Int(32),
            "i64" => OptionType::Int(64),
            "u8" => OptionType::UInt(8),
            "u16" => OptionType::UInt(16),
            "u32" => OptionType::UInt(32),
            "u64" => OptionType::UInt(64),
            "f32" => OptionType::F32,
            "f64" => OptionType::F64,
            "string" => OptionType::String,
            "enum" => OptionType::Enum,
            "pipeline" => OptionType::Pipeline,
            "custom" => OptionType::Custom,
            _ => return None,
        })
    }

    /// Every spelling, for messages.
    pub const SPELLINGS: &'static str =
        "bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, string, enum, pipeline, custom";
}

/// A default value, checked against the option's type.
#[derive(Clone, Debug, PartialEq)]
pub enum DefaultValue {
    /// A bool.
    Bool(bool),
    /// An integer.
    Int(i128),
    /// A float.
    Float(f64),
    /// A string (also an enum value's name, or pipeline text).
    String(String),
    /// A list.
    List(Vec<DefaultValue>),
}

/// A named value of an enum option.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumValueSpec {
    /// The name in pipelines (`aggressive`).
    pub name: String,
    /// What it means.
    pub description: String,
}

/// One option.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionSpec {
    /// The field of the options struct.
    pub field: String,
    /// The name in pipelines.
    pub argument: String,
    /// The type (of the elements, for a list).
    pub ty: OptionType,
    /// The default; `None` for the type's own default.
    pub default: Option<DefaultValue>,
    /// What it does.
    pub description: String,
    /// A list option.
    pub list: bool,
    /// The values of an enum option.
    pub values: Vec<EnumValueSpec>,
    /// The smallest value accepted (numbers only).
    pub min: Option<f64>,
    /// The largest value accepted (numbers only).
    pub max: Option<f64>,
    /// The Rust type of a `custom` option.
    pub rust_type: Option<String>,
}

/// One statistic.
#[derive(Clone, Debug, PartialEq)]
pub struct StatisticSpec {
    /// The field of the statistics struct.
    pub field: String,
    /// The display name (`num-folded`).
    pub name: String,
    /// What it counts.
    pub description: String,
}
