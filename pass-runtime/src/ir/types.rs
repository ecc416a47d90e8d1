//! Builtin types. A [`Type`] is a four-byte handle interned in the
//! [`Context`](super::Context): equality is an integer comparison and copies are
//! free. [`TypeKind`] is what a handle stands for.

use super::attributes::Attribute;
use super::dialect_defs::{AttrOrTypeDef, DefRef, Param};
use super::float::FloatKind;
use super::Context;

/// An interned type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

/// Marks a dynamic dimension (`?`) in a shape, as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an integer type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// What a [`Type`] is.
#[allow(missing_docs)] // Variant fields are described by the variant docs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui64`, ...
    Integer { width: u32, signedness: Signedness },
    /// `index`
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ...
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<f32>`
    Complex(Type),
    /// `tuple<i32, f32>`
    Tuple(Box<[Type]>),
    /// `(i32, f32) -> index`
    Function { inputs: Box<[Type]>, results: Box<[Type]> },
    /// `vector<[4]x2xf32>`: `scalable[i]` marks a scalable dimension.
    Vector { shape: Box<[i64]>, scalable: Box<[bool]>, element: Type },
    /// `tensor<?x3xf32, "enc">`
    RankedTensor { shape: Box<[i64]>, element: Type, encoding: Option<Attribute> },
    /// `tensor<*xf32>`
    UnrankedTensor { element: Type },
    /// `memref<4x?xf32, strided<[2], offset: ?>, 3>`
    MemRef { shape: Box<[i64]>, element: Type, layout: Option<Attribute>, memory_space: Option<Attribute> },
    /// `memref<*xf32, 3>`
    UnrankedMemRef { element: Type, memory_space: Option<Attribute> },
    /// A type of another dialect, kept verbatim: `!llvm.ptr`, `!quant.uniform<...>`.
    /// `text` is everything after the `!`.
    Dialect { text: Box<str>, dialect_len: u32 },
    /// A registered type of a dialect: its definition and parameters
    /// (`!calc.num<32>`).
    Registered { def: DefRef, params: Box<[Param]> },
}

impl TypeKind {
    /// The dialect namespace of a [`TypeKind::Dialect`] type.
    pub fn dialect(&self) -> Option<&str> {
        match self {
            TypeKind::Dialect { text, dialect_len } => Some(&text[..*dialect_len as usize]),
            TypeKind::Registered { def, .. } => Some(def.dialect()),
            _ => None,
        }
    }
}

impl Type {
    /// The raw id, stable for the life of the context.
    pub fn id(self) -> u32 {
        self.0
    }
}

/// Type queries that need the context.
impl Context {
    /// What `ty` is.
    #[inline]
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// Interns `kind`.
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// `iN` (signless).
    pub fn integer_type(&self, width: u32) -> Type {
        match width {
            1 => self.common.i1,
            8 => self.common.i8,
            16 => self.common.i16,
            32 => self.common.i32,
            64 => self.common.i64,
            _ => self.intern_type(TypeKind::Integer { width, signedness: Signedness::Signless }),
        }
    }

    /// `index`
    pub fn index_type(&self) -> Type {
        self.common.index
    }

    /// The float type of `kind`.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }

    /// `none`
    pub fn none_type(&self) -> Type {
        self.common.none
    }

    /// `(inputs) -> results`
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeKind::Function { inputs: inputs.into(), results: results.into() })
    }

    /// A dialect type kept verbatim; `text` is what follows `!`.
    pub fn dialect_type(&self, text: &str) -> Type {
        let dialect_len = text.find(['.', '<']).unwrap_or(text.len()) as u32;
        self.intern_type(TypeKind::Dialect { text: text.into(), dialect_len })
    }

    /// A registered type of `def` with `params` (not verified: see
    /// [`AttrOrTypeDef::verify`]).
    pub fn registered_type(&self, def: &'static dyn AttrOrTypeDef, params: impl Into<Box<[Param]>>) -> Type {
        self.intern_type(TypeKind::Registered { def: DefRef(def), params: params.into() })
    }

    /// The parameters of `ty` when it is a registered type of `def`.
    pub fn registered_type_params<T: AttrOrTypeDef>(&self, ty: Type, def: &'static T) -> Option<&[Param]> {
        match self.type_kind(ty) {
            TypeKind::Registered { def: d, params } if d.is(def) => Some(params),
            _ => None,
        }
    }

    /// True for `iN`, `siN`, `uiN`.
    pub fn is_integer(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. })
    }

    /// True for signless `iN` of the given width.
    pub fn is_signless_integer(&self, ty: Type, width: u32) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }

    /// True for `index`.
    pub fn is_index(&self, ty: Type) -> bool {
        ty == self.common.index
    }

    /// True for integers and `index`.
    pub fn is_int_or_index(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. } | TypeKind::Index)
    }

    /// True for every builtin float type.
    pub fn is_float(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Float(_))
    }

    /// Bit width of an integer, `index` (64) or float type.
    pub fn int_or_float_width(&self, ty: Type) -> Option<u32> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(k) => Some(k.bit_width()),
            _ => None,
        }
    }

    /// The element type of a shaped type (vector, tensor, memref), or `ty` itself.
    pub fn element_type_or_self(&self, ty: Type) -> Type {
        match self.type_kind(ty) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => *element,
            _ => ty,
        }
    }

    /// Whether `ty` is a shaped type (MLIR's `ShapedType`): a vector, a
    /// tensor or a memref, ranked or not.
    pub fn is_shaped_type(&self, ty: Type) -> bool {
        matches!(
            self.type_kind(ty),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
        )
    }

    /// The static shape of a ranked shaped type.
    pub fn shape(&self, ty: Type) -> Option<&[i64]> {
        match self.type_kind(ty) {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }

    /// Inputs and results of a function type.
    pub fn function_signature(&self, ty: Type) -> Option<(&[Type], &[Type])> {
        match self.type_kind(ty) {
            TypeKind::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }
}
