//! The constraint, trait and interface library specs name: MLIR's names
//! with MLIR's summaries (the words its generated verifiers print), and
//! what the runtime calls them. The runtime implements each constraint
//! (`pass_runtime::ods::constraints`); a test there checks that both lists
//! agree.

/// A type constraint of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeConstraintInfo {
    /// MLIR's name (`SignlessIntegerLike`), also the runtime's type.
    pub name: &'static str,
    /// MLIR's summary: "operand #0 must be *summary*, but got 'f32'".
    pub summary: &'static str,
    /// Exactly one type satisfies it, so an assembly format may leave the
    /// type out (MLIR's `BuildableType`).
    pub buildable: bool,
}

const fn ty(name: &'static str, summary: &'static str) -> TypeConstraintInfo {
    TypeConstraintInfo { name, summary, buildable: false }
}

const fn buildable(name: &'static str, summary: &'static str) -> TypeConstraintInfo {
    TypeConstraintInfo { name, summary, buildable: true }
}

/// The library's type constraints.
pub const TYPE_CONSTRAINTS: &[TypeConstraintInfo] = &[
    ty("AnyType", "any type"),
    ty("AnyInteger", "integer"),
    ty("AnySignlessInteger", "signless integer"),
    ty("AnySignedInteger", "signed integer"),
    ty("AnyUnsignedInteger", "unsigned integer"),
    ty("AnySignlessIntegerOrIndex", "signless integer or index"),
    ty("SignlessIntegerLike", "signless-integer"),
    ty("SignlessIntegerOrIndexLike", "signless-integer-like"),
    ty("SignlessIntegerOrFloatLike", "signless-integer-like or floating-point-like"),
    ty("BoolLike", "bool-like"),
    buildable("I1", "1-bit signless integer"),
    buildable("I8", "8-bit signless integer"),
    buildable("I16", "16-bit signless integer"),
    buildable("I32", "32-bit signless integer"),
    buildable("I64", "64-bit signless integer"),
    buildable("I128", "128-bit signless integer"),
    buildable("Index", "index"),
    ty("AnyFloat", "floating-point"),
    ty("FloatLike", "floating-point-like"),
    buildable("F16", "16-bit float"),
    buildable("BF16", "bfloat16 type"),
    buildable("F32", "32-bit float"),
    buildable("F64", "64-bit float"),
    ty("AnyComplex", "complex-type"),
    buildable("NoneType", "none type"),
    ty("AnyVectorOfAnyRank", "vector of any type values"),
    ty("AnyTensor", "tensor of any type values"),
    ty("AnyRankedTensor", "ranked tensor of any type values"),
    ty("AnyMemRef", "memref of any type values"),
    ty("AnyShaped", "shaped of any type values"),
    ty("AnyTuple", "tuple"),
    ty("FunctionType", "function type"),
];

/// The library's type constraint called `name`.
pub fn type_constraint(name: &str) -> Option<&'static TypeConstraintInfo> {
    TYPE_CONSTRAINTS.iter().find(|c| c.name == name)
}

/// What an attribute constraint's values are, for defaults and builders.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrValueKind {
    /// Only as an `Attribute`: no default can be written in a spec.
    Opaque,
    /// `true`/`false`.
    Bool,
    /// Present or not (`UnitAttr`).
    Unit,
    /// An integer.
    Int,
    /// A float.
    Float,
    /// A string (or a symbol name).
    String,
}

/// An attribute constraint of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AttrConstraintInfo {
    /// MLIR's name (`I64Attr`), also the runtime's type.
    pub name: &'static str,
    /// MLIR's summary: "attribute 'value' failed to satisfy constraint:
    /// *summary*".
    pub summary: &'static str,
    /// Its values.
    pub value: AttrValueKind,
}

const fn attr(name: &'static str, summary: &'static str, value: AttrValueKind) -> AttrConstraintInfo {
    AttrConstraintInfo { name, summary, value }
}

/// The library's attribute constraints (`TypeAttrOf<C>` is built from a
/// type constraint: [`attr_constraint`]).
pub const ATTR_CONSTRAINTS: &[AttrConstraintInfo] = {
    use AttrValueKind::*;
    &[
        attr("AnyAttr", "any attribute", Opaque),
        attr("BoolAttr", "bool attribute", Bool),
        attr("UnitAttr", "unit attribute", Unit),
        attr("I1Attr", "1-bit signless integer attribute", Bool),
        attr("I8Attr", "8-bit signless integer attribute", Int),
        attr("I16Attr", "16-bit signless integer attribute", Int),
        attr("I32Attr", "32-bit signless integer attribute", Int),
        attr("I64Attr", "64-bit signless integer attribute", Int),
        attr("IndexAttr", "index attribute", Int),
        attr("APIntAttr", "arbitrary integer attribute", Opaque),
        attr("F32Attr", "32-bit float attribute", Float),
        attr("F64Attr", "64-bit float attribute", Float),
        attr("StrAttr", "string attribute", String),
        attr("SymbolNameAttr", "string attribute", String),
        attr("TypeAttr", "any type attribute", Opaque),
        attr("FlatSymbolRefAttr", "flat symbol reference attribute", String),
        attr("SymbolRefAttr", "symbol reference attribute", Opaque),
        attr("ArrayAttr", "array attribute", Opaque),
        attr("StrArrayAttr", "string array attribute", Opaque),
        attr("I32ArrayAttr", "32-bit integer array attribute", Opaque),
        attr("I64ArrayAttr", "64-bit integer array attribute", Opaque),
        attr("TypeArrayAttr", "type array attribute", Opaque),
        attr("DictArrayAttr", "Array of dictionary attributes", Opaque),
        attr("DictionaryAttr", "dictionary of named attribute values", Opaque),
        attr("DenseBoolArrayAttr", "i1 dense array attribute", Opaque),
        attr("DenseI32ArrayAttr", "i32 dense array attribute", Opaque),
        attr("DenseI64ArrayAttr", "i64 dense array attribute", Opaque),
        attr("TypedAttrInterface", "TypedAttr instance", Opaque),
        attr("ElementsAttr", "constant vector/tensor attribute", Opaque),
        attr("AnyIntElementsAttr", "integer elements attribute", Opaque),
        attr("AffineMapAttr", "AffineMap attribute", Opaque),
        attr("LocationAttr", "location attribute", Opaque),
    ]
};

/// The library's attribute constraint called `name`.
pub fn attr_constraint(name: &str) -> Option<&'static AttrConstraintInfo> {
    ATTR_CONSTRAINTS.iter().find(|c| c.name == name)
}

/// `TypeAttrOf<FunctionType>`: the type constraint's name, when `name` is
/// of that form.
pub fn type_attr_of(name: &str) -> Option<&str> {
    name.strip_prefix("TypeAttrOf<")?.strip_suffix('>').map(str::trim)
}

/// What a trait of the library means to the runtime.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraitInfo {
    /// MLIR's name (`Pure`).
    pub name: &'static str,
    /// The runtime's `Traits` flags it sets (`PURE`), if any.
    pub flags: &'static [&'static str],
    /// The runtime's check it adds (`ods::TraitCheck::...`), if any.
    pub check: Option<&'static str>,
}

const fn trait_info(name: &'static str, flags: &'static [&'static str], check: Option<&'static str>) -> TraitInfo {
    TraitInfo { name, flags, check }
}

/// The library's traits without parameters. `HasParent<..>`,
/// `ParentOneOf<..>`, `SingleBlockImplicitTerminator<..>`,
/// `AllTypesMatch<..>` and `TypesMatchWith` take parameters (see
/// [`TraitSpec`](super::TraitSpec)).
pub const TRAITS: &[TraitInfo] = &[
    trait_info("Pure", &["PURE"], None),
    trait_info("Commutative", &["COMMUTATIVE"], None),
    trait_info("Idempotent", &["IDEMPOTENT"], None),
    trait_info("Involution", &["INVOLUTION"], None),
    trait_info("Elementwise", &["ELEMENTWISE"], Some("Elementwise")),
    trait_info("SameOperandsAndResultType", &["SAME_OPERANDS_AND_RESULT_TYPE"], Some("SameOperandsAndResultType")),
    trait_info("SameTypeOperands", &[], Some("SameTypeOperands")),
    trait_info("SameOperandsElementType", &[], Some("SameOperandsElementType")),
    trait_info("SameOperandsAndResultElementType", &[], Some("SameOperandsAndResultElementType")),
    trait_info("SameOperandsShape", &[], Some("SameOperandsShape")),
    trait_info("SameOperandsAndResultShape", &[], Some("SameOperandsAndResultShape")),
    trait_info("SameVariadicOperandSize", &[], None),
    trait_info("SameVariadicResultSize", &[], None),
    trait_info("Terminator", &["TERMINATOR"], Some("Terminator")),
    trait_info("ReturnLike", &["RETURN_LIKE"], None),
    trait_info("IsolatedFromAbove", &["ISOLATED_FROM_ABOVE"], None),
    trait_info("Symbol", &["SYMBOL"], Some("Symbol")),
    trait_info("SymbolTable", &["SYMBOL_TABLE"], None),
    trait_info("SingleBlock", &["SINGLE_BLOCK"], Some("SingleBlock")),
    trait_info("NoTerminator", &["NO_TERMINATOR"], None),
    trait_info("NoRegionArguments", &[], Some("NoRegionArguments")),
    trait_info("AttrSizedOperandSegments", &["ATTR_SIZED_OPERAND_SEGMENTS"], None),
    trait_info("AttrSizedResultSegments", &[], None),
    trait_info("ConstantLike", &["CONSTANT_LIKE"], None),
    trait_info("RecursiveMemoryEffects", &["RECURSIVE_MEMORY_EFFECTS"], None),
    trait_info("MemRead", &["READS_MEMORY"], None),
    trait_info("GraphRegionNoTerminator", &["GRAPH_REGION", "NO_TERMINATOR"], None),
];

/// The library's trait called `name` (without parameters).
pub fn trait_named(name: &str) -> Option<&'static TraitInfo> {
    TRAITS.iter().find(|t| t.name == name)
}

/// The traits that take parameters, for messages.
pub const PARAMETERIZED_TRAITS: &str =
    "HasParent<op>, ParentOneOf<op, ...>, SingleBlockImplicitTerminator<op>, AllTypesMatch<name, ...>, TypesMatchWith";

/// An interface of the library: MLIR's name and the runtime's struct of
/// functions an op attaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InterfaceInfo {
    /// MLIR's name (`BranchOpInterface`).
    pub name: &'static str,
    /// The runtime's implementation type, relative to the runtime crate.
    pub runtime_path: &'static str,
}

/// The library's interfaces.
pub const INTERFACES: &[InterfaceInfo] = &[
    InterfaceInfo { name: "BranchOpInterface", runtime_path: "interfaces::BranchOp" },
    InterfaceInfo { name: "RegionBranchOpInterface", runtime_path: "interfaces::RegionBranch" },
    InterfaceInfo { name: "RegionBranchTerminatorOpInterface", runtime_path: "interfaces::RegionBranchTerminator" },
    InterfaceInfo { name: "LoopLikeOpInterface", runtime_path: "interfaces::LoopLike" },
    InterfaceInfo { name: "ConditionallySpeculatable", runtime_path: "interfaces::ConditionallySpeculatable" },
    InterfaceInfo { name: "CallOpInterface", runtime_path: "dialects::CallLike" },
    InterfaceInfo { name: "FunctionOpInterface", runtime_path: "dialects::FunctionLike" },
    InterfaceInfo { name: "SymbolUserOpInterface", runtime_path: "ir::SymbolUser" },
];

/// The library's interface called `name`.
pub fn interface_named(name: &str) -> Option<&'static InterfaceInfo> {
    INTERFACES.iter().find(|i| i.name == name)
}
