//! An op's custom assembly form: what MLIR's `hasCustomAssemblyFormat` gives
//! an op (its own `parse` and `print`) and what `OpAsmOpInterface` adds (the
//! default dialect of its regions, the names of its results). An [`OpDef`]
//! carries one with [`OpDef::assembly`]; the built-in dialects and a user's
//! dialect register theirs the same way (`docs/assembly.md`).
//!
//! [`OpDef`]: super::OpDef
//! [`OpDef::assembly`]: super::OpDef::assembly

use super::diagnostic::Diagnostic;
use super::op_asm_parser::{OpAsmParser, OperationState};
use super::op_asm_printer::OpAsmPrinter;
use super::view::OpView;

/// Reads what follows the op name (MLIR's `Op::parse`) into `state`.
pub type CustomParseFn = fn(&mut OpAsmParser<'_>, &mut OperationState) -> Result<(), Diagnostic>;

/// Writes what follows the op name (MLIR's `Op::print`); the printer has
/// already written the results (`%0 = `) and the name.
pub type CustomPrintFn = fn(&OpView<'_>, &mut OpAsmPrinter<'_>);

/// The name the op suggests for its results (MLIR's `getAsmResultNames` for
/// the first result group): `f` gives `%f`, then `%f_0`, ... where taken.
/// `None` keeps the default numbering.
pub type ResultNameFn = fn(&OpView<'_>) -> Option<String>;

/// One name per result (MLIR's `getAsmResultNames` naming each result, as
/// ODS generates it for an op with several named results:
/// `%sum, %overflow = arith.addui_extended ...`). `None` keeps the default.
pub type ResultNamesFn = fn(&OpView<'_>) -> Option<Vec<&'static str>>;

/// An op's custom assembly form.
#[derive(Clone, Copy)]
pub struct OpAssembly {
    parse: CustomParseFn,
    print: CustomPrintFn,
    default_dialect: &'static str,
    result_name: Option<ResultNameFn>,
    result_names: Option<ResultNamesFn>,
    has_custom_assembly_format: bool,
}

impl std::fmt::Debug for OpAssembly {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpAssembly").field("default_dialect", &self.default_dialect).finish_non_exhaustive()
    }
}

impl OpAssembly {
    /// A custom form read by `parse` and written by `print`.
    pub const fn new(parse: CustomParseFn, print: CustomPrintFn) -> Self {
        OpAssembly {
            parse,
            print,
            default_dialect: "",
            result_name: None,
            result_names: None,
            has_custom_assembly_format: false,
        }
    }

    /// The op stands for one MLIR parses with hand-written C++ (ODS's
    /// `hasCustomAssemblyFormat`: `llvm.func`, `func.func`, `scf.for`)
    /// rather than with a parser generated from a declarative format. The
    /// difference shows where the attribute dictionary meets what the
    /// syntax sets: here a name set twice is an error ("attribute 'x'
    /// occurs more than once in the attribute list") and an inherent entry
    /// of the wrong kind is dropped, as MLIR's `setInherentAttr` drops it;
    /// for a declarative format the dictionary's value wins and must
    /// satisfy its constraint (`ods::op_format::verify_attr_dict`).
    pub const fn has_custom_assembly_format(mut self) -> Self {
        self.has_custom_assembly_format = true;
        self
    }

    /// The dialect whose ops are written without their prefix inside the
    /// op's regions (MLIR's `getDefaultDialect`: `return` inside
    /// `func.func` is `func.return`).
    pub const fn default_dialect(mut self, namespace: &'static str) -> Self {
        self.default_dialect = namespace;
        self
    }

    /// The name the op gives its results when printed in the pretty form.
    pub const fn result_name(mut self, name: ResultNameFn) -> Self {
        self.result_name = Some(name);
        self
    }

    /// A name for each result when printed in the pretty form (instead of
    /// one for them all).
    pub const fn result_names(mut self, names: ResultNamesFn) -> Self {
        self.result_names = Some(names);
        self
    }

    /// The parser.
    pub fn parse_fn(&self) -> CustomParseFn {
        self.parse
    }

    /// The printer.
    pub fn print_fn(&self) -> CustomPrintFn {
        self.print
    }

    /// The default dialect of the op's regions (`""` for none).
    pub fn default_dialect_name(&self) -> &'static str {
        self.default_dialect
    }

    /// The result naming hook.
    pub fn result_name_fn(&self) -> Option<ResultNameFn> {
        self.result_name
    }

    /// Whether MLIR parses the op with hand-written C++ (see
    /// [`OpAssembly::has_custom_assembly_format`]).
    pub fn is_custom_assembly_format(&self) -> bool {
        self.has_custom_assembly_format
    }

    /// The hook naming each result.
    pub fn result_names_fn(&self) -> Option<ResultNamesFn> {
        self.result_names
    }
}

/// The examples of `docs/assembly.md`, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/assembly.md")]
struct AssemblyDocExamples;
