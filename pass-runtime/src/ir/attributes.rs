//! Builtin attributes and locations. An [`Attribute`] is a four-byte handle
//! interned in the [`Context`](super::Context), like [`Type`]. Locations are
//! attributes too (as in MLIR), wrapped in [`Location`] so the two are not mixed up.

use super::affine::{AffineMap, IntegerSet};
use super::dialect_defs::{AttrOrTypeDef, DefRef, Param};
use super::float::FloatValue;
use super::types::{Type, TypeKind};
use super::Context;

/// An interned attribute.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

/// A location. `file:line:col` locations (one per op in a parsed file) are
/// packed into the handle itself instead of being interned, which keeps
/// parsing fast; every other kind is an interned attribute. Each location has
/// exactly one representation, so equality is still a comparison of handles.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Location(u64);

/// Set on packed `file:line:col` locations.
const INLINE_TAG: u64 = 1 << 63;
const COL_BITS: u32 = 20;
const LINE_BITS: u32 = 24;
const FILE_BITS: u32 = 19;

impl Location {
    pub(crate) fn unknown_for_new_context(attr: Attribute) -> Location {
        Location::from_interned(attr)
    }

    fn from_interned(attr: Attribute) -> Location {
        Location(attr.0 as u64)
    }

    fn packed(file: Ident, line: u32, col: u32) -> Option<Location> {
        if file.0 >= 1 << FILE_BITS || line >= 1 << LINE_BITS || col >= 1 << COL_BITS {
            return None;
        }
        Some(Location(INLINE_TAG | (file.0 as u64) << (COL_BITS + LINE_BITS) | (line as u64) << COL_BITS | col as u64))
    }

    fn unpack(self) -> Option<(Ident, u32, u32)> {
        if self.0 & INLINE_TAG == 0 {
            return None;
        }
        let col = (self.0 & ((1 << COL_BITS) - 1)) as u32;
        let line = ((self.0 >> COL_BITS) & ((1 << LINE_BITS) - 1)) as u32;
        let file = ((self.0 >> (COL_BITS + LINE_BITS)) & ((1 << FILE_BITS) - 1)) as u32;
        Some((Ident(file), line, col))
    }
}

/// An interned identifier: an attribute name, a symbol name, a file name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

/// A name-value pair of an attribute dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The attribute's name.
    pub name: Ident,
    /// Its value.
    pub value: Attribute,
}

/// The elements of a `dense<...>` attribute, stored in row-major order.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseData {
    /// Integer, index and `i1` elements: the value sign- or zero-extended per the
    /// element type's signedness. Complex integer elements use two entries each.
    Ints(Box<[i128]>),
    /// Float elements as bit patterns of the element type. Complex float elements
    /// use two entries each.
    Floats(Box<[u128]>),
    /// String elements (`dense<"abc">` on a tensor of a dialect string type).
    Strings(Box<[Box<[u8]>]>),
}

impl DenseData {
    /// Number of stored entries (a splat stores one element).
    pub fn len(&self) -> usize {
        match self {
            DenseData::Ints(v) => v.len(),
            DenseData::Floats(v) => v.len(),
            DenseData::Strings(v) => v.len(),
        }
    }

    /// True when no entry is stored (a zero-element tensor).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What an [`Attribute`] is.
#[allow(missing_docs)] // Variant fields are described by the variant docs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`, printed as a bare name in dictionaries.
    Unit,
    /// `42 : i32`; also `true`/`false` (an `i1`). The value is sign-extended for
    /// signless and signed types and zero-extended for unsigned ones, so it can be
    /// compared directly.
    Integer { ty: Type, value: i128 },
    /// `1.5 : f32`
    Float { ty: Type, value: FloatValue },
    /// `"text"`, with an optional type (`"x" : i32`).
    String { bytes: Box<[u8]>, ty: Option<Type> },
    /// `i32` used as an attribute.
    Type(Type),
    /// `[a, b]`
    Array(Box<[Attribute]>),
    /// `{a = 1, b}`, sorted by name, names unique.
    Dictionary(Box<[NamedAttr]>),
    /// `@root::@nested::@leaf`
    SymbolRef { root: Ident, nested: Box<[Ident]> },
    /// `array<i32: 1, 2>`: integers (as `i128`) or float bit patterns.
    DenseArray { element: Type, values: Box<[i128]> },
    /// `dense<[1, 2]> : tensor<2xi32>`; `splat` when one value stands for all.
    DenseElements { ty: Type, splat: bool, data: DenseData },
    /// `dense_resource<blob1> : tensor<2xi32>`
    DenseResource { ty: Type, handle: Box<str> },
    /// `sparse<indices, values> : type`
    Sparse { ty: Type, indices: Attribute, values: Attribute },
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>` (memref layout); `DYNAMIC` for `?`.
    StridedLayout { offset: i64, strides: Box<[i64]> },
    /// `distinct[N]<attr>`: unique by `id` even when `inner` is equal.
    Distinct { id: u64, inner: Attribute },
    /// An attribute of another dialect kept verbatim: `text` is everything
    /// after `#`, and `ty` the type written after it (`#foo<1> : i32`).
    Dialect { text: Box<str>, dialect_len: u32, ty: Option<Type> },
    /// A registered attribute of a dialect: its definition and parameters
    /// (`#calc.rounding<up>`).
    Registered { def: DefRef, params: Box<[Param]> },
    /// A location.
    Location(LocKind),
}

impl AttrKind {
    /// The dialect namespace of a dialect's attribute, verbatim or
    /// registered (`llvm` for `#llvm.fastmath<fast>`).
    pub fn dialect(&self) -> Option<&str> {
        match self {
            AttrKind::Dialect { text, dialect_len, .. } => Some(&text[..*dialect_len as usize]),
            AttrKind::Registered { def, .. } => Some(def.dialect()),
            _ => None,
        }
    }
}

/// What a [`Location`] is.
#[allow(missing_docs)] // Variant fields are described by the variant docs.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    /// `loc(unknown)`
    Unknown,
    /// `loc("file":line)`, printed with column 0 (MLIR keeps it apart from
    /// `loc("file":line:0)`: two locations that print alike).
    FileLine { file: Ident, line: u32 },
    /// `loc("file":line:col)`
    FileLineCol { file: Ident, line: u32, col: u32 },
    /// `loc("file":l:c to :c2)` (no `end_line`) or `loc("file":l:c to
    /// l2:c2)`, kept as written: MLIR prints the end only where it differs
    /// from the start, yet tells the forms apart.
    FileLineColRange { file: Ident, line: u32, col: u32, end_line: Option<u32>, end_col: u32 },
    /// `loc("name")` or `loc("name"(child))`
    Name { name: Ident, child: Option<Location> },
    /// `loc(callsite(callee at caller))`
    CallSite { callee: Location, caller: Location },
    /// `loc(fused[a, b])` or `loc(fused<metadata>[a, b])`
    Fused { locs: Box<[Location]>, metadata: Option<Attribute> },
}

impl Attribute {
    /// The raw id, stable for the life of the context.
    pub fn id(self) -> u32 {
        self.0
    }
}

/// Attribute queries and constructors.
impl Context {
    /// What `attr` is.
    #[inline]
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    /// Interns `kind`. Dictionaries must be sorted and unique; use
    /// [`Context::dictionary`] to build one from arbitrary pairs.
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        debug_assert!(
            !matches!(&kind, AttrKind::Dictionary(d) if d.windows(2).any(|w| self.ident_str(w[0].name) >= self.ident_str(w[1].name))),
            "dictionary attributes must be sorted by name without duplicates"
        );
        // What the printer's alias walk looks for: once one such attribute
        // exists, it walks (`Context::may_have_aliases`).
        if matches!(
            kind,
            AttrKind::AffineMap(_) | AttrKind::IntegerSet(_) | AttrKind::Distinct { .. } | AttrKind::Dialect { .. }
        ) {
            self.may_alias.store(true, std::sync::atomic::Ordering::Relaxed);
            if matches!(kind, AttrKind::Distinct { .. }) {
                self.may_have_distinct.store(true, std::sync::atomic::Ordering::Relaxed);
            }
        }
        Attribute(self.attrs.intern(kind))
    }

    /// The unit attribute.
    pub fn unit_attr(&self) -> Attribute {
        self.common.unit
    }

    /// The empty dictionary.
    pub fn empty_dictionary(&self) -> Attribute {
        self.common.empty_dict
    }

    /// An integer attribute; `value` is truncated and extended to `ty`'s width.
    pub fn integer_attr(&self, ty: Type, value: i128) -> Attribute {
        let value = self.normalize_int(ty, value);
        self.intern_attr(AttrKind::Integer { ty, value })
    }

    /// `true` / `false`.
    pub fn bool_attr(&self, value: bool) -> Attribute {
        if value {
            self.common.true_attr
        } else {
            self.common.false_attr
        }
    }

    /// A float attribute.
    pub fn float_attr(&self, ty: Type, value: FloatValue) -> Attribute {
        self.intern_attr(AttrKind::Float { ty, value })
    }

    /// A string attribute without a type.
    pub fn string_attr(&self, s: &str) -> Attribute {
        self.intern_attr(AttrKind::String { bytes: s.as_bytes().into(), ty: None })
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    /// `array<i32: values...>` (MLIR's `getDenseI32ArrayAttr`), as
    /// `operandSegmentSizes` holds.
    pub fn dense_i32_array_attr(&self, values: &[i128]) -> Attribute {
        self.intern_attr(AttrKind::DenseArray { element: self.integer_type(32), values: values.into() })
    }

    /// `array<i64: values...>` (MLIR's `getDenseI64ArrayAttr`), as an
    /// `llvm.extractvalue` position holds.
    pub fn dense_i64_array_attr(&self, values: &[i128]) -> Attribute {
        self.intern_attr(AttrKind::DenseArray { element: self.i64(), values: values.into() })
    }

    /// An array attribute.
    pub fn array_attr(&self, elements: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Array(elements.into()))
    }

    /// The elements of an array attribute; `None` for another attribute.
    pub fn array_elements(&self, attr: Attribute) -> Option<&[Attribute]> {
        match self.attr_kind(attr) {
            AttrKind::Array(elements) => Some(elements),
            _ => None,
        }
    }

    /// A flat symbol reference `@name`.
    pub fn symbol_ref_attr(&self, name: &str) -> Attribute {
        let root = self.ident(name);
        self.intern_attr(AttrKind::SymbolRef { root, nested: Box::new([]) })
    }

    /// A dialect attribute kept verbatim; `text` is what follows `#`.
    pub fn dialect_attr(&self, text: &str) -> Attribute {
        self.typed_dialect_attr(text, None)
    }

    /// A dialect attribute kept verbatim, with the type written after it.
    pub fn typed_dialect_attr(&self, text: &str, ty: Option<Type>) -> Attribute {
        let dialect_len = text.find(['.', '<']).unwrap_or(text.len()) as u32;
        self.intern_attr(AttrKind::Dialect { text: text.into(), dialect_len, ty })
    }

    /// A registered attribute of `def` with `params`.
    pub fn registered_attr(&self, def: &'static dyn AttrOrTypeDef, params: impl Into<Box<[Param]>>) -> Attribute {
        self.intern_attr(AttrKind::Registered { def: DefRef(def), params: params.into() })
    }

    /// The parameters of `attr` when it is a registered attribute of `def`.
    pub fn registered_attr_params<T: AttrOrTypeDef>(&self, attr: Attribute, def: &'static T) -> Option<&[Param]> {
        match self.attr_kind(attr) {
            AttrKind::Registered { def: d, params } if d.is(def) => Some(params),
            _ => None,
        }
    }

    /// A dictionary from pairs in any order; a later duplicate name wins.
    pub fn dictionary(&self, pairs: impl IntoIterator<Item = NamedAttr>) -> Attribute {
        let mut pairs: Vec<NamedAttr> = pairs.into_iter().collect();
        if pairs.is_empty() {
            return self.common.empty_dict;
        }
        pairs.reverse();
        pairs.sort_by(|a, b| self.ident_str(a.name).cmp(self.ident_str(b.name)));
        pairs.dedup_by_key(|p| p.name);
        self.intern_attr(AttrKind::Dictionary(pairs.into()))
    }

    /// The entries of a dictionary attribute (empty for anything else).
    pub fn dict_entries(&self, attr: Attribute) -> &[NamedAttr] {
        match self.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks `name` up in a dictionary attribute.
    pub fn dict_get(&self, dict: Attribute, name: &str) -> Option<Attribute> {
        let entries = self.dict_entries(dict);
        entries.binary_search_by(|e| self.ident_str(e.name).cmp(name)).ok().map(|i| entries[i].value)
    }

    /// `dict` with `name` set to `value` (or removed when `value` is `None`).
    pub fn dict_with(&self, dict: Attribute, name: Ident, value: Option<Attribute>) -> Attribute {
        let mut entries: Vec<NamedAttr> = self.dict_entries(dict).to_vec();
        let key = self.ident_str(name);
        match (entries.binary_search_by(|e| self.ident_str(e.name).cmp(key)), value) {
            (Ok(i), Some(v)) => entries[i].value = v,
            (Ok(i), None) => {
                entries.remove(i);
            }
            (Err(i), Some(v)) => entries.insert(i, NamedAttr { name, value: v }),
            (Err(_), None) => return dict,
        }
        if entries.is_empty() {
            return self.common.empty_dict;
        }
        self.intern_attr(AttrKind::Dictionary(entries.into()))
    }

    /// The integer value of an integer attribute.
    pub fn int_value(&self, attr: Attribute) -> Option<i128> {
        match self.attr_kind(attr) {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The string of a string attribute (None for non-UTF-8 or non-strings).
    pub fn str_value(&self, attr: Attribute) -> Option<&str> {
        match self.attr_kind(attr) {
            AttrKind::String { bytes, .. } => std::str::from_utf8(bytes).ok(),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn type_value(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The root name of a symbol reference attribute, if it is flat.
    pub fn flat_symbol(&self, attr: Attribute) -> Option<&str> {
        match self.attr_kind(attr) {
            AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(self.ident_str(*root)),
            _ => None,
        }
    }

    /// The type an attribute carries, where it has one (integers, floats, typed
    /// strings, elements attributes).
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } | AttrKind::Dialect { ty, .. } => *ty,
            _ => None,
        }
    }

    /// The type of an attribute that MLIR calls typed (`TypedAttr`): its
    /// [`attr_type`](Self::attr_type), and `none` for a string or another
    /// dialect's attribute written without one.
    pub fn typed_attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::String { ty, .. } | AttrKind::Dialect { ty, .. } => Some(ty.unwrap_or(self.common.none)),
            _ => self.attr_type(attr),
        }
    }

    /// Truncates `value` to `ty`'s width and re-extends it per its signedness.
    pub fn normalize_int(&self, ty: Type, value: i128) -> i128 {
        use super::types::Signedness;
        match self.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let w = *width;
                if w == 0 {
                    // `i0` holds zero alone (MLIR's `APInt` truncates to it).
                    0
                } else if w >= 128 {
                    value
                } else if *signedness == Signedness::Unsigned || w == 1 {
                    value & ((1i128 << w) - 1)
                } else {
                    let shift = 128 - w;
                    (value << shift) >> shift
                }
            }
            TypeKind::Index => value as i64 as i128,
            _ => value,
        }
    }

    /// Interns an identifier.
    pub fn ident(&self, s: &str) -> Ident {
        Ident(self.idents.intern_with(s, || s.into()))
    }

    /// The text of an identifier.
    #[inline]
    pub fn ident_str(&self, id: Ident) -> &str {
        self.idents.get(id.0)
    }

    /// What `loc` is.
    pub fn loc_kind(&self, loc: Location) -> LocKind {
        if let Some((file, line, col)) = loc.unpack() {
            return LocKind::FileLineCol { file, line, col };
        }
        match self.attr_kind(Attribute(loc.0 as u32)) {
            AttrKind::Location(kind) => kind.clone(),
            _ => LocKind::Unknown,
        }
    }

    /// Makes a location.
    pub fn location(&self, kind: LocKind) -> Location {
        match kind {
            LocKind::Unknown => self.common.unknown_loc,
            LocKind::FileLineCol { file, line, col } => Location::packed(file, line, col)
                .unwrap_or_else(|| Location::from_interned(self.intern_attr(AttrKind::Location(kind)))),
            _ => Location::from_interned(self.intern_attr(AttrKind::Location(kind))),
        }
    }

    /// The location as an attribute (interning a packed one).
    pub fn loc_attr(&self, loc: Location) -> Attribute {
        match loc.unpack() {
            Some((file, line, col)) => self.intern_attr(AttrKind::Location(LocKind::FileLineCol { file, line, col })),
            None => Attribute(loc.0 as u32),
        }
    }

    /// The location an attribute holds, if it is one.
    pub fn attr_as_loc(&self, attr: Attribute) -> Option<Location> {
        match self.attr_kind(attr) {
            AttrKind::Location(kind) => Some(self.location(kind.clone())),
            _ => None,
        }
    }

    /// `loc(unknown)`
    pub fn unknown_loc(&self) -> Location {
        self.common.unknown_loc
    }

    /// `loc("file":line:col)`
    pub fn file_loc(&self, file: &str, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        self.location(LocKind::FileLineCol { file, line, col })
    }

    /// True if `attr` is a location.
    pub fn is_location(&self, attr: Attribute) -> bool {
        matches!(self.attr_kind(attr), AttrKind::Location(_))
    }
}
