//! The dialect model: what ODS (`mlir-tblgen`'s op, type, attribute and
//! dialect classes) holds, in the shape both front ends (a `[dialect]` TOML
//! spec, the `#[op]`/`#[type_def]`/`#[attr_def]` attributes) produce and both
//! back ends (Rust, docs) consume.
//!
//! Names are stored in full (`calc.add`, `calc.num`), so that an op
//! declared on its own with `#[op(name = "calc.add")]` needs no dialect
//! around it.

/// A dialect spec file: the dialect and everything it declares, in spec
/// order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DialectSpec {
    /// The namespace (`calc`).
    pub name: String,
    /// One line.
    pub summary: String,
    /// Markdown.
    pub description: String,
    /// Constraints the spec adds to the library (MLIR's `TypeConstraint` and
    /// `AttrConstraint` defs of a `.td` file).
    pub constraints: Vec<ConstraintSpec>,
    /// Types (`!calc.num<32>`).
    pub types: Vec<TypeSpec>,
    /// Attributes (`#calc.rounding<up>`) and enums.
    pub attributes: Vec<AttrSpec>,
    /// Operations.
    pub ops: Vec<OpSpec>,
}

impl DialectSpec {
    /// The dialect `name` declaring nothing yet: the dialect around an op
    /// or a def declared on its own, or one a Rust source file fills.
    pub fn empty(name: impl Into<String>) -> Self {
        DialectSpec { name: name.into(), ..DialectSpec::default() }
    }

    /// The declared type named `name` (full, `calc.num`).
    pub fn type_named(&self, name: &str) -> Option<&TypeSpec> {
        self.types.iter().find(|t| t.name == name)
    }

    /// The declared attribute named `name` (full, `calc.rounding`).
    pub fn attribute_named(&self, name: &str) -> Option<&AttrSpec> {
        self.attributes.iter().find(|a| a.name == name)
    }

    /// The declared constraint named `name`.
    pub fn constraint_named(&self, name: &str) -> Option<&ConstraintSpec> {
        self.constraints.iter().find(|c| c.name == name)
    }
}

/// A constraint a spec declares: a predicate written in Rust and the
/// description MLIR-style messages quote ("operand #0 must be
/// *description*, but got 'i32'").
#[derive(Clone, Debug, PartialEq)]
pub struct ConstraintSpec {
    /// Its name in the spec (`EvenInteger`), also the generated Rust type.
    pub name: String,
    /// On types or on attributes.
    pub kind: ConstraintKind,
    /// What messages and docs call it (`even-width integer`).
    pub summary: String,
    /// A Rust function `fn(&Context, Type) -> bool` (or `Attribute`).
    pub predicate: String,
    /// An attribute constraint's words when a property's value is not of
    /// its storage (MLIR's `convertFromAttribute` of a custom property:
    /// "expected ... storage for ..."); `None` gives MLIR's default,
    /// "Invalid attribute `name` in property conversion: value".
    pub conversion_error: Option<String>,
}

/// What a constraint applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstraintKind {
    /// A type constraint (operands, results).
    Type,
    /// An attribute constraint (op attributes).
    Attribute,
}

/// A registered type of the dialect: `!calc.num<32>`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeSpec {
    /// The full name (`calc.num`): the dialect, then the mnemonic.
    pub name: String,
    /// The generated Rust handle (`NumType`).
    pub rust_name: String,
    /// One line; also the description of the type as a constraint.
    pub summary: String,
    /// Markdown.
    pub description: String,
    /// Parameters, in order.
    pub parameters: Vec<ParamSpec>,
    /// The assembly format of the parameters (`` `<` $width `>` ``);
    /// `None`: `<` the parameters separated by `,` `>` (nothing without
    /// parameters).
    pub format: Option<String>,
    /// A hand-written check of the parameters runs after parsing and
    /// building (MLIR's `genVerifyDecl`).
    pub verifier: bool,
    /// Rust attributes put on every generated item (`#[allow(...)]`).
    pub rust_attributes: Vec<String>,
}

/// A parameter of a type or attribute.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamSpec {
    /// Its name (`width`): the accessor and the format's `$width`.
    pub name: String,
    /// What it holds.
    pub ty: ParamType,
    /// What it means.
    pub description: String,
    /// May be absent (MLIR's `OptionalParameter`).
    pub optional: bool,
}

/// What a parameter holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamType {
    /// `bool`: `true` / `false`.
    Bool,
    /// A signed integer of the given width (8, 16, 32, 64).
    Int(u8),
    /// An unsigned integer of the given width.
    UInt(u8),
    /// A string, written as a string literal.
    String,
    /// A type.
    Type,
    /// A list of types.
    TypeList,
    /// An attribute.
    Attribute,
    /// A list of `i64` (shapes, strides).
    IntList,
    /// A case of one of the dialect's enums (its full name).
    Enum(String),
}

impl ParamType {
    /// The spelling in specs.
    pub fn spelling(&self) -> String {
        match self {
            ParamType::Bool => "bool".into(),
            ParamType::Int(w) => format!("i{w}"),
            ParamType::UInt(w) => format!("u{w}"),
            ParamType::String => "string".into(),
            ParamType::Type => "Type".into(),
            ParamType::TypeList => "Type[]".into(),
            ParamType::Attribute => "Attribute".into(),
            ParamType::IntList => "i64[]".into(),
            ParamType::Enum(name) => name.clone(),
        }
    }

    /// Parses a spelling; anything with a `.` names an enum of a dialect.
    pub fn from_spelling(s: &str) -> Option<Self> {
        Some(match s {
            "bool" => ParamType::Bool,
            "i8" => ParamType::Int(8),
            "i16" => ParamType::Int(16),
            "i32" => ParamType::Int(32),
            "i64" => ParamType::Int(64),
            "u8" => ParamType::UInt(8),
            "u16" => ParamType::UInt(16),
            "u32" => ParamType::UInt(32),
            "u64" => ParamType::UInt(64),
            "string" => ParamType::String,
            "Type" => ParamType::Type,
            "Type[]" => ParamType::TypeList,
            "Attribute" => ParamType::Attribute,
            "i64[]" => ParamType::IntList,
            _ if s.contains('.') => ParamType::Enum(s.to_string()),
            _ => return None,
        })
    }

    /// Every spelling, for messages.
    pub const SPELLINGS: &'static str =
        "bool, i8, i16, i32, i64, u8, u16, u32, u64, string, Type, Type[], Attribute, i64[], or an enum of the dialect (`calc.rounding`)";
}

/// A registered attribute of the dialect: parameters with a format, or an
/// enum.
#[derive(Clone, Debug, PartialEq)]
pub struct AttrSpec {
    /// The full name (`calc.rounding`).
    pub name: String,
    /// The generated Rust item: `RoundingAttr` for parameters, `Rounding`
    /// (the enum) for enums.
    pub rust_name: String,
    /// One line; also the description of the attribute as a constraint.
    pub summary: String,
    /// Markdown.
    pub description: String,
    /// What it is.
    pub kind: AttrDefKind,
    /// Rust attributes put on every generated item.
    pub rust_attributes: Vec<String>,
    /// An enum's C++ class in MLIR (`::mlir::arith::IntegerOverflowFlags`),
    /// which MLIR's messages name; messages give the Rust name without one.
    pub cpp_name: Option<String>,
    /// What an unknown case is reported against, in the words of the LLVM
    /// dialect's enum parsers: "expected one of [a, b] for SUBJECT, got:
    /// word" (`LLVM linkage types`).
    pub one_of_subject: Option<String>,
}

/// The kinds of declared attributes.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrDefKind {
    /// Parameters and their format (`#calc.range<0, 10>`).
    Parameters {
        /// The parameters.
        parameters: Vec<ParamSpec>,
        /// Their assembly format, as for types.
        format: Option<String>,
        /// A hand-written check of the parameters.
        verifier: bool,
    },
    /// MLIR's `EnumAttr`: a dialect attribute holding one case,
    /// `#calc.rounding<up>`.
    Enum {
        /// The cases.
        cases: Vec<EnumCaseSpec>,
    },
    /// MLIR's `I32EnumAttr`/`I64EnumAttr`: an integer attribute (`2 : i64`)
    /// whose value is one of the cases'.
    IntEnum {
        /// 32 or 64.
        width: u8,
        /// The cases.
        cases: Vec<EnumCaseSpec>,
    },
    /// MLIR's `BitEnumAttr` wrapped in an `EnumAttr`: a set of flags,
    /// `#calc.flags<fast, exact>`, `none` when empty.
    BitEnum {
        /// The flags (each value a bit, or a combination of bits).
        cases: Vec<EnumCaseSpec>,
        /// What separates flags when printed (`", "` or `","`).
        separator: String,
    },
}

impl AttrDefKind {
    /// The cases of an enum kind.
    pub fn cases(&self) -> &[EnumCaseSpec] {
        match self {
            AttrDefKind::Parameters { .. } => &[],
            AttrDefKind::Enum { cases } | AttrDefKind::IntEnum { cases, .. } | AttrDefKind::BitEnum { cases, .. } => {
                cases
            }
        }
    }

    /// The spelling of the kind in specs.
    pub fn spelling(&self) -> &'static str {
        match self {
            AttrDefKind::Parameters { .. } => "parameters",
            AttrDefKind::Enum { .. } => "enum",
            AttrDefKind::IntEnum { width: 32, .. } => "i32-enum",
            AttrDefKind::IntEnum { .. } => "i64-enum",
            AttrDefKind::BitEnum { .. } => "bit-enum",
        }
    }
}

/// One case of an enum.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumCaseSpec {
    /// The keyword in the IR (`nearest`).
    pub name: String,
    /// Its value: the integer of an integer enum, the bits of a flag; the
    /// position for a plain enum unless given.
    pub value: i64,
    /// The Rust variant (`Nearest`).
    pub rust_name: String,
    /// What it means.
    pub summary: String,
}

/// An operation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OpSpec {
    /// The full name (`calc.add`).
    pub name: String,
    /// The typed handle (`AddOp`).
    pub rust_name: String,
    /// One line.
    pub summary: String,
    /// Markdown.
    pub description: String,
    /// Traits, in spec order (verified in that order, as MLIR does).
    pub traits: Vec<TraitSpec>,
    /// Interfaces the op implements (library names or Rust paths).
    pub interfaces: Vec<String>,
    /// Operands, in order.
    pub operands: Vec<ValueSpec>,
    /// Results, in order.
    pub results: Vec<ValueSpec>,
    /// Inherent attributes (stored as properties), in order.
    pub attributes: Vec<OpAttrSpec>,
    /// Regions, in order.
    pub regions: Vec<RegionSpec>,
    /// Successors, in order.
    pub successors: Vec<SuccessorSpec>,
    /// A hand-written verifier runs after the declared checks.
    pub verifier: bool,
    /// A hand-written verifier runs once the ops nested in the op's regions
    /// verified (MLIR's `hasRegionVerifier`).
    pub region_verifier: bool,
    /// The op has a hand-written folder.
    pub folder: bool,
    /// The op has hand-written canonicalization patterns.
    pub canonicalizer: bool,
    /// The assembly format (MLIR's format language), checked against the
    /// op's operands, results, attributes, regions and successors.
    pub format: Option<String>,
    /// Rust attributes put on every generated item.
    pub rust_attributes: Vec<String>,
}

impl OpSpec {
    /// The dialect namespace: what precedes the first `.`.
    pub fn dialect(&self) -> &str {
        self.name.split_once('.').map_or(self.name.as_str(), |(d, _)| d)
    }

    /// The name without its dialect (`add`).
    pub fn mnemonic(&self) -> &str {
        self.name.split_once('.').map_or(self.name.as_str(), |(_, m)| m)
    }

    /// True when the op has the trait called `name` (without parameters).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| t.name() == name)
    }
}

/// An operand or a result.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueSpec {
    /// Its name: the accessor and the format's `$name`.
    pub name: String,
    /// The type constraint.
    pub constraint: TypeConstraintRef,
    /// One value, an optional one, or any number.
    pub arity: Arity,
    /// For a variadic operand group split into variadic groups (MLIR's
    /// `VariadicOfVariadic<C, "attr">`): the op's `DenseI32ArrayAttr`
    /// attribute holding the size of each inner group.
    pub segments: Option<String>,
    /// What it is.
    pub description: String,
}

impl ValueSpec {
    /// `name`, with no segments and no description.
    pub fn new(name: impl Into<String>, constraint: TypeConstraintRef, arity: Arity) -> Self {
        ValueSpec { name: name.into(), constraint, arity, segments: None, description: String::new() }
    }
}

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (MLIR's `Optional<...>`).
    Optional,
    /// Any number (MLIR's `Variadic<...>`).
    Variadic,
}

/// A type constraint, as a spec names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeConstraintRef {
    /// One of the library's (`SignlessIntegerLike`): see
    /// [`library::type_constraint`](super::library::type_constraint).
    Builtin(String),
    /// A type of the dialect, by full name (`calc.num`).
    DialectType(String),
    /// A constraint of the spec's `[[constraint]]` table.
    Declared(String),
    /// A Rust type implementing the runtime's `TypeConstraint`, by path
    /// (what the attribute front end gives for names it does not know).
    Rust(String),
}

impl TypeConstraintRef {
    /// The name as a spec writes it.
    pub fn spelling(&self) -> &str {
        match self {
            TypeConstraintRef::Builtin(n)
            | TypeConstraintRef::DialectType(n)
            | TypeConstraintRef::Declared(n)
            | TypeConstraintRef::Rust(n) => n,
        }
    }
}

/// An inherent attribute of an op.
#[derive(Clone, Debug, PartialEq)]
pub struct OpAttrSpec {
    /// Its name (`predicate`).
    pub name: String,
    /// The attribute constraint.
    pub constraint: AttrConstraintRef,
    /// The value used when the IR leaves it out (MLIR's
    /// `DefaultValuedAttr`), as written: an enum case, a number, a string,
    /// a bool.
    pub default: Option<AttrDefault>,
    /// May be absent (MLIR's `OptionalAttr`).
    pub optional: bool,
    /// What it means.
    pub description: String,
}

/// A default value of an attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrDefault {
    /// `true` / `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A string, or an enum case (flags separated by `,` for a bit enum).
    String(String),
    /// A Rust path to a `fn(&Context) -> Attribute` that builds the default
    /// (ODS's C++ default value expression), for an attribute whose default
    /// no literal says: `default-fn` in a spec.
    Fn(String),
}

/// An attribute constraint, as a spec names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrConstraintRef {
    /// One of the library's (`I64Attr`).
    Builtin(String),
    /// An attribute or enum of the dialect, by full name
    /// (`calc.rounding`).
    DialectAttr(String),
    /// A constraint of the spec's `[[constraint]]` table.
    Declared(String),
    /// A Rust type implementing the runtime's `AttrConstraint`, by path.
    Rust(String),
}

impl AttrConstraintRef {
    /// The name as a spec writes it.
    pub fn spelling(&self) -> &str {
        match self {
            AttrConstraintRef::Builtin(n)
            | AttrConstraintRef::DialectAttr(n)
            | AttrConstraintRef::Declared(n)
            | AttrConstraintRef::Rust(n) => n,
        }
    }
}

/// A region of an op.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionSpec {
    /// Its name (`body`).
    pub name: String,
    /// Exactly one block (MLIR's `SizedRegion<1>`).
    pub single_block: bool,
    /// Any number of regions (MLIR's `VariadicRegion`); only the last may
    /// be variadic.
    pub variadic: bool,
    /// What it holds.
    pub description: String,
}

/// A successor of an op.
#[derive(Clone, Debug, PartialEq)]
pub struct SuccessorSpec {
    /// Its name (`dest`).
    pub name: String,
    /// Any number (MLIR's `VariadicSuccessor`); only the last may be
    /// variadic.
    pub variadic: bool,
    /// What it is.
    pub description: String,
}

/// A trait of an op, with MLIR's name.
#[derive(Clone, Debug, PartialEq)]
pub enum TraitSpec {
    /// A trait without parameters from the library (`Pure`, `Terminator`).
    Simple(String),
    /// `HasParent<func.func>` / `ParentOneOf<a, b>`: the ops that may
    /// enclose this one.
    HasParent(Vec<String>),
    /// `SingleBlockImplicitTerminator<calc.yield>`.
    SingleBlockImplicitTerminator(String),
    /// `AllTypesMatch<lhs, rhs, result>`: the named operands and results
    /// have one type.
    AllTypesMatch(Vec<String>),
    /// `TypesMatchWith`: the type of `to` is `transform` applied to the
    /// type of `from`.
    TypesMatchWith {
        /// The operand or result whose type is transformed.
        from: String,
        /// The operand or result whose type must equal the result.
        to: String,
        /// A Rust function `fn(&Context, Type) -> Type`.
        transform: String,
        /// MLIR's summary: the message is "failed to verify that
        /// *summary*".
        summary: String,
    },
    /// `PredOpTrait`: a predicate on the whole op, written in Rust, checked
    /// with the op's invariants as MLIR's predicate traits are
    /// (`SameInputOutputTensorDims`).
    PredOpTrait {
        /// A Rust function `fn(&OpView<'_>) -> bool`.
        predicate: String,
        /// MLIR's summary: the message is "failed to verify that
        /// *summary*".
        summary: String,
    },
}

impl TraitSpec {
    /// The trait's name without parameters.
    pub fn name(&self) -> &str {
        match self {
            TraitSpec::Simple(n) => n,
            TraitSpec::HasParent(p) if p.len() == 1 => "HasParent",
            TraitSpec::HasParent(_) => "ParentOneOf",
            TraitSpec::SingleBlockImplicitTerminator(_) => "SingleBlockImplicitTerminator",
            TraitSpec::AllTypesMatch(_) => "AllTypesMatch",
            TraitSpec::TypesMatchWith { .. } => "TypesMatchWith",
            TraitSpec::PredOpTrait { .. } => "PredOpTrait",
        }
    }

    /// As a spec writes it (`HasParent<func.func>`).
    pub fn spelling(&self) -> String {
        match self {
            TraitSpec::Simple(n) => n.clone(),
            TraitSpec::HasParent(p) => format!("{}<{}>", self.name(), p.join(", ")),
            TraitSpec::SingleBlockImplicitTerminator(t) => format!("SingleBlockImplicitTerminator<{t}>"),
            TraitSpec::AllTypesMatch(names) => format!("AllTypesMatch<{}>", names.join(", ")),
            TraitSpec::TypesMatchWith { from, to, .. } => format!("TypesMatchWith<{from}, {to}>"),
            TraitSpec::PredOpTrait { summary, .. } => format!("PredOpTrait<{summary:?}>"),
        }
    }
}

impl DialectSpec {
    /// What a type constraint is called in messages and docs: the library's
    /// summary, a type's or a declared constraint's summary, or a Rust
    /// path as written.
    pub fn type_constraint_summary(&self, c: &TypeConstraintRef) -> String {
        match c {
            TypeConstraintRef::Builtin(n) => super::library::type_constraint(n).map_or(n.clone(), |i| i.summary.into()),
            TypeConstraintRef::DialectType(n) => self.type_named(n).map_or(n.clone(), |t| t.summary.clone()),
            TypeConstraintRef::Declared(n) => self.constraint_named(n).map_or(n.clone(), |c| c.summary.clone()),
            TypeConstraintRef::Rust(p) => p.clone(),
        }
    }

    /// What an operand or result group is called in messages and docs
    /// (MLIR prefixes a variadic group's with "variadic of").
    pub fn value_summary(&self, v: &ValueSpec) -> String {
        let s = self.type_constraint_summary(&v.constraint);
        match v.arity {
            Arity::Variadic if v.segments.is_some() => format!("variadic of variadic of {s}"),
            Arity::Variadic => format!("variadic of {s}"),
            Arity::Single | Arity::Optional => s,
        }
    }

    /// What an attribute constraint is called in messages and docs.
    pub fn attr_constraint_summary(&self, c: &AttrConstraintRef) -> String {
        match c {
            AttrConstraintRef::Builtin(n) => match super::library::type_attr_of(n) {
                Some(inner) => {
                    let inner = match self.constraint_named(inner) {
                        Some(_) => TypeConstraintRef::Declared(inner.to_string()),
                        None => TypeConstraintRef::Builtin(inner.to_string()),
                    };
                    format!("type attribute of {}", self.type_constraint_summary(&inner))
                }
                None => super::library::attr_constraint(n).map_or(n.clone(), |i| i.summary.into()),
            },
            AttrConstraintRef::DialectAttr(n) => match self.attribute_named(n) {
                Some(a) => a.constraint_summary(),
                None => n.clone(),
            },
            AttrConstraintRef::Declared(n) => self.constraint_named(n).map_or(n.clone(), |c| c.summary.clone()),
            AttrConstraintRef::Rust(p) => p.clone(),
        }
    }
}

impl AttrSpec {
    /// What the attribute is called as a constraint: MLIR's enum
    /// attributes list their cases ("allowed 64-bit signless integer
    /// cases: 0, 1, 2"), others give their summary.
    pub fn constraint_summary(&self) -> String {
        match &self.kind {
            AttrDefKind::IntEnum { width, cases } => {
                let values: Vec<String> = cases.iter().map(|c| c.value.to_string()).collect();
                format!("allowed {width}-bit signless integer cases: {}", values.join(", "))
            }
            _ => self.summary.clone(),
        }
    }
}
