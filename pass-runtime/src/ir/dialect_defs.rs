//! Registered dialect types and attributes: structured values (a definition
//! and its parameters) instead of verbatim text. A definition says how its
//! parameters are parsed, printed and verified; `passgen` generates them
//! from a dialect spec (`crate::ods`), and a hand-written one implements
//! [`AttrOrTypeDef`] itself.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::attributes::Attribute;
use super::diagnostic::Diagnostic;
use super::dialect_asm::{DialectAsmParser, DialectAsmPrinter};
use super::types::Type;
use super::Context;

/// One parameter value of a registered type or attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Param {
    /// A left-out optional parameter.
    Absent,
    /// `true` / `false`.
    Bool(bool),
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    UInt(u64),
    /// A string.
    Str(Box<str>),
    /// A type.
    Type(Type),
    /// A list of types.
    Types(Box<[Type]>),
    /// An attribute.
    Attr(Attribute),
    /// A list of integers.
    Ints(Box<[i64]>),
    /// A case of an enum (its value; the flags of a bit enum).
    Enum(i64),
}

/// How a registered type or attribute's parameters are read, written and
/// checked. The text handled is what follows the full name: for
/// `!calc.num<32>` the definition named `calc.num` parses and prints `<32>`.
pub trait AttrOrTypeDef: Send + Sync + 'static {
    /// The full name (`calc.num`).
    fn name(&self) -> &'static str;

    /// Parses the parameters after the name.
    fn parse(&self, parser: &mut DialectAsmParser<'_>) -> Result<Box<[Param]>, Diagnostic>;

    /// Prints the parameters after the name.
    fn print(&self, params: &[Param], printer: &mut DialectAsmPrinter<'_>);

    /// Whether a type of this definition may be a `vector` element (MLIR's
    /// `VectorElementTypeInterface`; `!llvm.ptr` is one).
    fn is_vector_element(&self, params: &[Param]) -> bool {
        let _ = params;
        false
    }

    /// Whether a type of this definition may be a `memref` element (MLIR's
    /// `MemRefElementTypeInterface`).
    fn is_memref_element(&self, params: &[Param]) -> bool {
        let _ = params;
        false
    }

    /// Checks the parameters (MLIR's `verify` of a type or attribute):
    /// the message of the first problem.
    fn verify(&self, ctx: &Context, params: &[Param]) -> Result<(), String> {
        let _ = (ctx, params);
        Ok(())
    }
}

/// A definition, compared and hashed by identity: two registered types are
/// equal when they have the same definition (the same `static`) and the
/// same parameters.
#[derive(Clone, Copy)]
pub struct DefRef(pub &'static dyn AttrOrTypeDef);

impl DefRef {
    /// The definition.
    pub fn def(self) -> &'static dyn AttrOrTypeDef {
        self.0
    }

    /// The namespace of the definition's dialect (`calc` for `calc.num`).
    pub fn dialect(self) -> &'static str {
        let name = self.0.name();
        name.split_once('.').map_or(name, |(dialect, _)| dialect)
    }

    /// Whether `self` is the definition at `other` (a generated `static`).
    pub fn is<T: AttrOrTypeDef>(self, other: &'static T) -> bool {
        std::ptr::addr_eq(self.0 as *const dyn AttrOrTypeDef, other as *const T)
    }

    fn address(self) -> *const () {
        self.0 as *const dyn AttrOrTypeDef as *const ()
    }
}

impl PartialEq for DefRef {
    fn eq(&self, other: &Self) -> bool {
        self.address() == other.address()
    }
}

impl Eq for DefRef {}

impl Hash for DefRef {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.address().hash(state)
    }
}

impl fmt::Debug for DefRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.name())
    }
}

/// How a registered dialect's types and attributes are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DialectSyntax {
    /// Kept as text (what the hand-registered built-in dialects still do:
    /// the declared-dialects work moves them over).
    #[default]
    Verbatim,
    /// Only its registered definitions: an unknown name is an error, as
    /// MLIR's generated dialect parsers report it.
    Declared,
}
