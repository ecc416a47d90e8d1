//! Declared ops' declarative assembly formats (MLIR's `assemblyFormat`,
//! `mlir-tblgen`'s `OpFormatGen`): the table passgen compiles an op's
//! `format` into ([`OpFormat`]), everything resolved that can be at
//! generation time, and the interpreter that reads and writes the op's
//! pretty form from it (`parse.rs`, `print.rs`), registered as the op's
//! [`OpAssembly`] by [`super::op_def`].
//!
//! The printer spaces as MLIR's generated printers do (no space before `,`
//! `)` `]` `>` `}` or after `(` `[` `{` `<`, `` ` ` `` and `` `` ``
//! overriding), and the parser reports MLIR's errors at MLIR's places.
//!
//! [`OpAssembly`]: crate::ir::OpAssembly

mod parse;

pub use parse::verify_attr_dict;
mod print;

use super::enums::EnumInfo;
use super::op::DeclaredOp;
use super::params::DefInfo;
use crate::ir::{
    Attribute, BlockId, Context, Diagnostic, NamedAttr, OpAsmParser, OpAsmPrinter, OpAssembly, OpView, RegionIndex,
    Type, UnresolvedOperand, ValueId,
};

/// One element of an op's format.
#[derive(Clone, Copy, Debug)]
pub enum OpFormatItem {
    /// A keyword or punctuation (`` `:` ``, `` `to` ``).
    Literal(&'static str),
    /// `` ` ` ``: a space.
    Space,
    /// `` `` ``: no space where the printer would put one.
    NoSpace,
    /// `` `\n` ``: a new line, indented as the op.
    Newline,
    /// `$name` of operand group `i` (one, optional or variadic).
    Operand(usize),
    /// `$name` of attribute `index`, written as `style` says.
    Attribute {
        /// Index into [`OpInfo::attributes`](crate::ods::OpInfo::attributes).
        index: usize,
        /// How its value is written.
        style: AttrStyle,
    },
    /// `$name` of region `i` (a variadic last group: every region from `i`).
    Region(usize),
    /// `$name` of successor `i` (a variadic last group: every successor from `i`).
    Successor(usize),
    /// `attr-dict` (`attr-dict-with-keyword`: `attributes {...}`).
    AttrDict {
        /// With the `attributes` keyword.
        with_keyword: bool,
    },
    /// `prop-dict`: `<{...}>`.
    PropDict,
    /// `type(...)` or `qualified(type(...))`.
    Type {
        /// Whose types.
        of: TypeTarget,
        /// Printed whole even when the constraint is a dialect type.
        qualified: bool,
    },
    /// `functional-type(inputs, results)`: `(i32, i32) -> i1`.
    FunctionalType {
        /// The inputs.
        inputs: TypeTarget,
        /// The results.
        results: TypeTarget,
    },
    /// `operands`: every operand.
    Operands,
    /// `regions`: every region.
    Regions,
    /// `successors`: every successor.
    Successors,
    /// An optional group `(...)?` or `(...)[ ... ]?`.
    Optional(&'static OptionalGroup),
    /// `custom<Name>(args)`: the op's [`super::CustomDirectives`] hooks.
    Custom {
        /// `Name`.
        name: &'static str,
        /// Its arguments.
        args: &'static [CustomArgKind],
    },
    /// `oilist(...)`: clauses in any order, each at most once.
    Oilist(&'static [OilistClause]),
}

/// How an attribute variable is written (MLIR's choice among
/// `parseCustomAttributeWithFallback`, `parseAttribute`, enum keywords and
/// symbol names).
#[derive(Clone, Copy, Debug)]
pub enum AttrStyle {
    /// Whole, as any attribute (`Attribute` storage, `qualified(...)`,
    /// typed attributes: `42 : i32`).
    Whole,
    /// A builtin attribute whose value type is buildable: written without
    /// its type, which the parser builds (`I64Attr`: `3`).
    WithoutType(fn(&Context) -> Type),
    /// A `I32EnumAttr`/`I64EnumAttr`: a bare keyword (or a string) naming a
    /// case, stored as an integer attribute of `width` bits.
    IntEnum {
        /// The cases.
        info: &'static EnumInfo,
        /// `32` or `64`.
        width: u32,
    },
    /// `SymbolNameAttr`: `@name`, stored as a string attribute.
    SymbolName,
    /// A `UnitAttr`: `unit` when written out (usually an optional group's
    /// anchor, then not written).
    Unit,
    /// A `DenseI32ArrayAttr` / `DenseI64ArrayAttr` written as its
    /// elements alone (`[1, 2]`, MLIR's `printStrippedAttrOrType` of a
    /// dense array).
    DenseIntArray {
        /// `32` or `64`.
        width: u32,
    },
    /// A dialect attribute written without its `#dialect.mnemonic`
    /// (`<nsw>`), the whole form accepted too (MLIR's
    /// `printStrippedAttrOrType` / `parseCustomAttributeWithFallback`).
    Stripped(fn() -> &'static DefInfo),
}

/// What a `type` directive (or half of `functional-type`) is about.
#[derive(Clone, Copy, Debug)]
pub enum TypeTarget {
    /// Operand group `group`; `stripped` when its constraint is a dialect
    /// type (printed without `!dialect.mnemonic`).
    Operand {
        /// The group.
        group: usize,
        /// The dialect type's definition.
        stripped: Option<fn() -> &'static DefInfo>,
    },
    /// Result group `group`.
    Result {
        /// The group.
        group: usize,
        /// The dialect type's definition.
        stripped: Option<fn() -> &'static DefInfo>,
    },
    /// `operands`.
    Operands,
    /// `results`.
    Results,
}

/// An optional group.
#[derive(Clone, Copy, Debug)]
pub struct OptionalGroup {
    /// Printed when the anchor is present (absent when `inverted`).
    pub then: &'static [OpFormatItem],
    /// Printed otherwise.
    pub otherwise: &'static [OpFormatItem],
    /// What decides.
    pub anchor: Anchor,
    /// The anchor is in the else group.
    pub inverted: bool,
    /// The anchor is a `UnitAttr` that is not the first element of its
    /// group: not printed, set when the group is parsed (its index).
    pub unit_anchor: Option<usize>,
}

/// The anchor of an optional group (`^`).
#[derive(Clone, Copy, Debug)]
pub enum Anchor {
    /// Operand group `i` is not empty.
    Operand(usize),
    /// Result group `i` is not empty.
    Result(usize),
    /// Region `i` is not empty.
    Region(usize),
    /// Successor `i` (a variadic group: not empty).
    Successor(usize),
    /// Attribute `i` is present and not its default value.
    Attribute(usize),
}

/// One clause of an `oilist`.
#[derive(Clone, Copy, Debug)]
pub struct OilistClause {
    /// Its keyword.
    pub keyword: &'static str,
    /// What follows it.
    pub items: &'static [OpFormatItem],
    /// What makes it printed: any of these present.
    pub anchors: &'static [Anchor],
    /// The clause is a lone `UnitAttr` (its index): the keyword alone sets it.
    pub unit: Option<usize>,
}

/// What an argument of a `custom` directive is.
#[derive(Clone, Copy, Debug)]
pub enum CustomArgKind {
    /// Operand group `i`.
    Operand(usize),
    /// The types of operand group `i`.
    OperandTypes(usize),
    /// The types of result group `i`.
    ResultTypes(usize),
    /// Attribute `i`.
    Attribute(usize),
    /// Region `i`.
    Region(usize),
    /// Successor group `i`.
    Successor(usize),
    /// The attribute dictionary (discardable and not printed ones).
    AttrDict,
    /// A string argument (`"..."`), as written.
    Str(&'static str),
    /// `ref(...)`: a value bound earlier, passed again (read only).
    Ref(&'static CustomArgKind),
}

/// The value of a `custom` directive's argument, as its hooks see it: the
/// parse hook fills the slots of the variables it binds, the print hook
/// reads them. `ref(...)` arguments come filled in both.
#[derive(Clone, Debug, PartialEq)]
pub enum CustomArg {
    /// An operand group being parsed: push the operands read.
    Operands(Vec<UnresolvedOperand>),
    /// An operand group being printed.
    Values(Vec<ValueId>),
    /// Types: push the types read (parse); the group's types (print).
    Types(Vec<Type>),
    /// An attribute: set it (parse); its value (print).
    Attribute(Option<Attribute>),
    /// A region of the op, by index: parse it with
    /// [`OpAsmParser::parse_region`], print it with
    /// [`OpAsmPrinter::print_region`].
    Region(RegionIndex),
    /// Successors: push them (parse); the op's (print).
    Successors(Vec<BlockId>),
    /// The attribute dictionary: add to it (parse); what is left to print.
    AttrDict(Vec<NamedAttr>),
    /// A string argument.
    Str(&'static str),
}

/// The parse hook of `custom` directives: `(directive name, parser, args)`.
pub type CustomParseFn = fn(&str, &mut OpAsmParser<'_>, &mut [CustomArg]) -> Result<(), Diagnostic>;
/// The print hook of `custom` directives: `(directive name, printer, op, args)`.
pub type CustomPrintFn = fn(&str, &mut OpAsmPrinter<'_>, &OpView<'_>, &[CustomArg]);

/// An op's compiled format.
#[derive(Clone, Copy, Debug)]
pub struct OpFormat {
    /// The elements.
    pub items: &'static [OpFormatItem],
    /// How the parser gets each operand group's types.
    pub operand_types: &'static [TypeSource],
    /// How the parser gets each result group's types.
    pub result_types: &'static [TypeSource],
    /// What `attr-dict` leaves out besides default values: the attributes
    /// the format writes, and segment sizes the format implies.
    pub elided: &'static [&'static str],
    /// The hooks of its `custom` directives.
    pub custom: Option<(CustomParseFn, CustomPrintFn)>,
}

/// How the parser gets the types of a group the format does not write.
#[derive(Clone, Copy, Debug)]
pub enum TypeSource {
    /// The format writes them.
    Written,
    /// The constraint's buildable type, for each value.
    Buildable(fn(&Context) -> Type),
    /// The types of operand group `i` (one type: for each value).
    Operand(usize, Option<fn(&Context, Type) -> Type>),
    /// The types of result group `i`.
    Result(usize, Option<fn(&Context, Type) -> Type>),
    /// The type of typed attribute `i`.
    Attribute(usize, Option<fn(&Context, Type) -> Type>),
    /// Not known to the format (inferred by the op): none.
    Unknown,
}

/// The pretty form of declared op `T`, read and written by its format: what
/// its registration gets, and what a dialect starts from to add to it
/// (`arith.constant`'s result names, `OpAssembly::result_name`).
pub fn assembly<T: DeclaredOp>() -> OpAssembly {
    let assembly = OpAssembly::new(parse::parse_op::<T>, print::print_op::<T>);
    let results = T::info().results;
    if results.len() > 1 && results.iter().all(|r| r.arity == super::Arity::Single) {
        assembly.result_names(result_names::<T>)
    } else {
        assembly
    }
}

/// What ODS's generated `getAsmResultNames` gives an op with several
/// result groups: each its name (`%sum, %overflow`). Ops with variadic or
/// optional groups keep the default numbering here.
fn result_names<T: DeclaredOp>(_: &crate::ir::OpView<'_>) -> Option<Vec<&'static str>> {
    Some(T::info().results.iter().map(|r| r.name).collect())
}

/// The value types of builtin attribute constraints with a buildable type
/// (MLIR's `Attr::valueType`), as [`AttrStyle::WithoutType`] names them.
pub mod value_types {
    use crate::ir::float::FloatKind;
    use crate::ir::{Context, Type};

    /// `i1` (`I1Attr`, `BoolAttr`).
    pub fn i1(ctx: &Context) -> Type {
        ctx.i1()
    }
    /// `i8`.
    pub fn i8(ctx: &Context) -> Type {
        ctx.integer_type(8)
    }
    /// `i16`.
    pub fn i16(ctx: &Context) -> Type {
        ctx.integer_type(16)
    }
    /// `i32`.
    pub fn i32(ctx: &Context) -> Type {
        ctx.integer_type(32)
    }
    /// `i64`.
    pub fn i64(ctx: &Context) -> Type {
        ctx.i64()
    }
    /// `index`.
    pub fn index(ctx: &Context) -> Type {
        ctx.index_type()
    }
    /// `none` (`StrAttr`, symbol references: MLIR's `NoneType` value type).
    pub fn none(ctx: &Context) -> Type {
        ctx.none_type()
    }
    /// `f32`.
    pub fn f32(ctx: &Context) -> Type {
        ctx.float_type(FloatKind::F32)
    }
    /// `f64`.
    pub fn f64(ctx: &Context) -> Type {
        ctx.float_type(FloatKind::F64)
    }
}
