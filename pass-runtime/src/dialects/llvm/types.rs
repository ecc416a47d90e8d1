//! The LLVM dialect's types (`!llvm.ptr`, `!llvm.struct<...>`,
//! `!llvm.array<N x T>`, `!llvm.func<...>`, `!llvm.void`, ...) as
//! registered types: one definition per keyword, whose parameters are
//! values (an address space, element types, a count), read and written as
//! MLIR 22 reads and writes them (`LLVMTypeSyntax.cpp` and the types'
//! formats in `LLVMTypes.td`). An LLVM type nested in another drops its
//! `!llvm.` prefix (`!llvm.struct<(ptr, array<2 x i64>)>`) and is read with
//! or without it; `!llvm.ptr<0>` is `!llvm.ptr`; a negative count or
//! address space wraps around as MLIR's integer parser lets it.
//!
//! [`LlvmType`] takes a type apart for the verifiers and the lowerings; the
//! builders ([`pointer()`], [`literal_struct`], [`array()`], [`function`], ...)
//! make one.
//!
//! An identified struct (`!llvm.struct<"name", (...)>`) may name itself
//! inside its body (`struct<"name">`, a [`StructBody::SelfReference`]), as
//! in MLIR. MLIR also makes the name unique in its context (a second body
//! for a name is "identified type already used with a different body");
//! here two identified structs with the same name and different bodies are
//! two types: the parallel parser sees a file's functions in no fixed
//! order, and no lowering builds identified structs.

use std::cell::RefCell;

use crate::ir::{AttrOrTypeDef, Context, Diagnostic, DialectAsmParser, DialectAsmPrinter, Param, Type, TypeKind};

/// What a definition reads and prints after its keyword.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Keyword {
    /// Nothing: the type is its keyword (`!llvm.void`).
    Plain(LlvmType<'static>),
    Func,
    Ptr,
    Array,
    Struct,
    Target,
}

/// The definition of one kind of LLVM type.
pub struct LlvmTypeDef {
    name: &'static str,
    keyword: Keyword,
}

impl LlvmTypeDef {
    /// The keyword (`ptr`), what the type is called inside another.
    fn mnemonic(&self) -> &'static str {
        &self.name["llvm.".len()..]
    }
}

macro_rules! defs {
    ($($static:ident = $name:literal, $keyword:expr;)*) => {
        $(
            #[doc = concat!("`!", $name, "`.")]
            pub static $static: LlvmTypeDef = LlvmTypeDef { name: $name, keyword: $keyword };
        )*
        /// Every definition, as the dialect registers them.
        pub static DEFS: [&LlvmTypeDef; 11] = [$(&$static),*];
    };
}

defs! {
    VOID = "llvm.void", Keyword::Plain(LlvmType::Void);
    PPC_FP128 = "llvm.ppc_fp128", Keyword::Plain(LlvmType::PpcFp128);
    X86_AMX = "llvm.x86_amx", Keyword::Plain(LlvmType::X86Amx);
    TOKEN = "llvm.token", Keyword::Plain(LlvmType::Token);
    LABEL = "llvm.label", Keyword::Plain(LlvmType::Label);
    METADATA = "llvm.metadata", Keyword::Plain(LlvmType::Metadata);
    FUNC = "llvm.func", Keyword::Func;
    PTR = "llvm.ptr", Keyword::Ptr;
    ARRAY = "llvm.array", Keyword::Array;
    STRUCT = "llvm.struct", Keyword::Struct;
    TARGET = "llvm.target", Keyword::Target;
}

impl AttrOrTypeDef for LlvmTypeDef {
    fn name(&self) -> &'static str {
        self.name
    }

    fn parse(&self, parser: &mut DialectAsmParser<'_>) -> Result<Box<[Param]>, Diagnostic> {
        parse_params(self.keyword, parser)
    }

    fn print(&self, params: &[Param], printer: &mut DialectAsmPrinter<'_>) {
        print_params(self.keyword, params, printer)
    }

    /// `LLVMPointerType` implements `VectorElementTypeInterface`.
    fn is_vector_element(&self, _: &[Param]) -> bool {
        self.keyword == Keyword::Ptr
    }
}

/// The LLVM definition `ty` is a type of.
fn def_of(ctx: &Context, ty: Type) -> Option<(&'static LlvmTypeDef, &[Param])> {
    let TypeKind::Registered { def, params } = ctx.type_kind(ty) else { return None };
    DEFS.iter().find(|d| def.is(**d)).map(|d| (*d, &params[..]))
}

// ----- the types taken apart ------------------------------------------------------------

/// An LLVM dialect type, taken apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LlvmType<'c> {
    /// `!llvm.void`
    Void,
    /// `!llvm.ppc_fp128`
    PpcFp128,
    /// `!llvm.x86_amx`
    X86Amx,
    /// `!llvm.token`
    Token,
    /// `!llvm.label`
    Label,
    /// `!llvm.metadata`
    Metadata,
    /// `!llvm.func<result (params, ...)>`; a function without result
    /// returns `!llvm.void`.
    Function {
        /// What it returns (`!llvm.void` for nothing).
        result: Type,
        /// Its parameters' types.
        params: &'c [Type],
        /// Whether `...` ends the parameters.
        variadic: bool,
    },
    /// `!llvm.ptr<address_space>`
    Pointer {
        /// 0 unless written.
        address_space: u32,
    },
    /// `!llvm.array<count x element>`
    Array {
        /// How many elements.
        count: u64,
        /// Their type.
        element: Type,
    },
    /// `!llvm.struct<...>`
    Struct {
        /// The name of an identified struct; `None` for a literal one.
        name: Option<&'c str>,
        /// Its fields, or why it has none.
        body: StructBody<'c>,
    },
    /// `!llvm.target<"name", types..., ints...>`
    TargetExt {
        /// The target's name for it (`spirv.Image`).
        name: &'c str,
        /// Its type parameters.
        types: &'c [Type],
        /// Its integer parameters (unsigned 32-bit values).
        ints: &'c [i64],
    },
}

/// What an `!llvm.struct` holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StructBody<'c> {
    /// Its fields, `packed` without padding between them.
    Fields {
        /// No padding between the fields.
        packed: bool,
        /// The fields' types.
        fields: &'c [Type],
    },
    /// `!llvm.struct<"name", opaque>`: an identified struct with no body.
    Opaque,
    /// `struct<"name">` inside the identified struct `name`: that struct.
    SelfReference,
}

/// How a struct's [`StructBody`] is kept among its parameters.
const FIELDS: i64 = 0;
const OPAQUE: i64 = 1;
const SELF_REFERENCE: i64 = 2;

/// `ty` taken apart, when it is an LLVM dialect type.
pub fn llvm_type(ctx: &Context, ty: Type) -> Option<LlvmType<'_>> {
    let (def, params) = def_of(ctx, ty)?;
    Some(match (def.keyword, params) {
        (Keyword::Plain(plain), _) => plain,
        (Keyword::Func, [Param::Type(result), Param::Types(params), Param::Bool(variadic)]) => {
            LlvmType::Function { result: *result, params, variadic: *variadic }
        }
        (Keyword::Ptr, [Param::UInt(space)]) => LlvmType::Pointer { address_space: *space as u32 },
        (Keyword::Array, [Param::UInt(count), Param::Type(element)]) => {
            LlvmType::Array { count: *count, element: *element }
        }
        (Keyword::Struct, [name, Param::Int(form), Param::Bool(packed), Param::Types(fields)]) => {
            let name = match name {
                Param::Str(name) => Some(&**name),
                _ => None,
            };
            let body = match *form {
                OPAQUE => StructBody::Opaque,
                SELF_REFERENCE => StructBody::SelfReference,
                _ => StructBody::Fields { packed: *packed, fields },
            };
            LlvmType::Struct { name, body }
        }
        (Keyword::Target, [Param::Str(name), Param::Types(types), Param::Ints(ints)]) => {
            LlvmType::TargetExt { name, types, ints }
        }
        _ => return None,
    })
}

/// Whether `ty` is an `!llvm.ptr` (of any address space).
pub fn is_pointer_type(ctx: &Context, ty: Type) -> bool {
    def_of(ctx, ty).is_some_and(|(d, _)| d.keyword == Keyword::Ptr)
}

/// The address space of an `!llvm.ptr`.
pub fn pointer_address_space(ctx: &Context, ty: Type) -> Option<u32> {
    match llvm_type(ctx, ty)? {
        LlvmType::Pointer { address_space } => Some(address_space),
        _ => None,
    }
}

/// Whether `ty` is an `!llvm.struct` or `!llvm.array` (`LLVM_AnyAggregate`).
pub fn is_aggregate_type(ctx: &Context, ty: Type) -> bool {
    def_of(ctx, ty).is_some_and(|(d, _)| matches!(d.keyword, Keyword::Struct | Keyword::Array))
}

/// The fields of a struct with a body.
pub fn struct_fields(ctx: &Context, ty: Type) -> Option<&[Type]> {
    match llvm_type(ctx, ty)? {
        LlvmType::Struct { body: StructBody::Fields { fields, .. }, .. } => Some(fields),
        _ => None,
    }
}

// ----- builders ----------------------------------------------------------------------

fn get(ctx: &Context, def: &'static LlvmTypeDef, params: Vec<Param>) -> Type {
    ctx.registered_type(def, params)
}

/// `!llvm.ptr` in `address_space` (`!llvm.ptr` for 0).
pub fn pointer(ctx: &Context, address_space: u32) -> Type {
    get(ctx, &PTR, vec![Param::UInt(address_space.into())])
}

/// `!llvm.void`
pub fn void(ctx: &Context) -> Type {
    get(ctx, &VOID, Vec::new())
}

/// `!llvm.array<count x element>`
pub fn array(ctx: &Context, count: u64, element: Type) -> Type {
    get(ctx, &ARRAY, vec![Param::UInt(count), Param::Type(element)])
}

/// `!llvm.func<result (params)>` (`...` at the end when `variadic`).
pub fn function(ctx: &Context, result: Type, params: &[Type], variadic: bool) -> Type {
    get(ctx, &FUNC, vec![Param::Type(result), Param::Types(params.into()), Param::Bool(variadic)])
}

/// `!llvm.struct<(fields)>` (`packed (fields)` when `packed`).
pub fn literal_struct(ctx: &Context, fields: &[Type], packed: bool) -> Type {
    get(ctx, &STRUCT, struct_params(None, FIELDS, packed, fields))
}

/// `!llvm.struct<"name", (fields)>`
pub fn identified_struct(ctx: &Context, name: &str, fields: &[Type], packed: bool) -> Type {
    get(ctx, &STRUCT, struct_params(Some(name), FIELDS, packed, fields))
}

fn struct_params(name: Option<&str>, form: i64, packed: bool, fields: &[Type]) -> Vec<Param> {
    let name = name.map_or(Param::Absent, |n| Param::Str(n.into()));
    vec![name, Param::Int(form), Param::Bool(packed), Param::Types(fields.into())]
}

// ----- parsing -----------------------------------------------------------------------

thread_local! {
    /// The names of the identified structs being read, innermost last: a
    /// struct may name one of them without a body (MLIR keeps the same
    /// stack, for the same reason: a nested type written with its
    /// `!llvm.` prefix is read by a new call from the IR parser).
    static ENCLOSING_STRUCTS: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Keeps `name` on [`ENCLOSING_STRUCTS`] while it lives.
struct Enclosing;

impl Enclosing {
    fn enter(name: &str) -> Self {
        ENCLOSING_STRUCTS.with(|s| s.borrow_mut().push(name.to_string()));
        Enclosing
    }
}

impl Drop for Enclosing {
    fn drop(&mut self) {
        ENCLOSING_STRUCTS.with(|s| s.borrow_mut().pop());
    }
}

fn is_enclosing(name: &str) -> bool {
    ENCLOSING_STRUCTS.with(|s| s.borrow().iter().any(|n| n == name))
}

/// A type inside an LLVM type (MLIR's `dispatchParse`): any type in full
/// (`i32`, `!llvm.ptr`, `vector<4xf32>`), else an LLVM type's keyword and
/// parameters without the `!llvm.` prefix.
fn parse_nested(p: &mut DialectAsmParser<'_>) -> Result<Type, Diagnostic> {
    // A type in full counts its own nesting in the IR parser.
    if let Some(ty) = p.parse_optional_type()? {
        return Ok(ty);
    }
    let key_pos = p.position();
    let Some(key) = p.parse_optional_keyword() else { return Err(p.error("expected valid keyword")) };
    let Some(def) = DEFS.iter().find(|d| d.mnemonic() == key) else {
        return Err(p.error_at(key_pos, format!("unknown LLVM type: {key}")));
    };
    let params = p.nested(|p| parse_params(def.keyword, p))?;
    Ok(p.context().registered_type(*def, params))
}

/// The parameters after a keyword.
fn parse_params(keyword: Keyword, p: &mut DialectAsmParser<'_>) -> Result<Box<[Param]>, Diagnostic> {
    let start = p.position();
    let params = match keyword {
        Keyword::Plain(_) => Vec::new(),
        Keyword::Ptr => {
            let mut space = 0;
            if p.parse_optional_punct("<") {
                space = p.parse_unsigned(32)?;
                p.expect_punct(">")?;
            }
            vec![Param::UInt(space)]
        }
        Keyword::Array => {
            p.expect_punct("<")?;
            let count = p.parse_unsigned(64)?;
            if !p.parse_optional_exact_keyword("x") {
                return Err(p.error("expected 'x'"));
            }
            let element = parse_nested(p)?;
            p.expect_punct(">")?;
            if !is_valid_element(p.context(), element) {
                return Err(invalid(p, start, "invalid array element type", element));
            }
            vec![Param::UInt(count), Param::Type(element)]
        }
        Keyword::Func => parse_function(p, start)?,
        Keyword::Struct => parse_struct(p, start)?,
        Keyword::Target => parse_target(p)?,
    };
    Ok(params.into())
}

/// `<result (params, ...)>`
fn parse_function(p: &mut DialectAsmParser<'_>, start: usize) -> Result<Vec<Param>, Diagnostic> {
    p.expect_punct("<")?;
    let result = parse_nested(p)?;
    p.expect_punct("(")?;
    let mut params = Vec::new();
    let mut variadic = false;
    if !p.parse_optional_punct(")") {
        loop {
            if p.parse_optional_punct("...") {
                variadic = true;
                p.expect_punct(")")?;
                break;
            }
            params.push(parse_nested(p)?);
            if !p.parse_optional_punct(",") {
                p.expect_punct(")")?;
                break;
            }
        }
    }
    p.expect_punct(">")?;
    let ctx = p.context();
    if matches!(llvm_type(ctx, result), Some(LlvmType::Function { .. } | LlvmType::Metadata | LlvmType::Label)) {
        return Err(invalid(p, start, "invalid function result type", result));
    }
    if let Some(&bad) =
        params.iter().find(|&&t| matches!(llvm_type(ctx, t), Some(LlvmType::Void | LlvmType::Function { .. })))
    {
        return Err(invalid(p, start, "invalid function argument type", bad));
    }
    Ok(vec![Param::Type(result), Param::Types(params.into()), Param::Bool(variadic)])
}

/// `<(fields)>`, `<packed (fields)>`, `<"name", (fields)>`,
/// `<"name", opaque>`, or `<"name">` inside the struct `name`.
fn parse_struct(p: &mut DialectAsmParser<'_>, start: usize) -> Result<Vec<Param>, Diagnostic> {
    p.expect_punct("<")?;
    let name = p.parse_optional_string()?;
    if let Some(name) = &name {
        let enclosing = is_enclosing(name);
        let greater_pos = p.position();
        if p.parse_optional_punct(">") {
            if !enclosing {
                return Err(p.error_at(greater_pos, "struct without a body only allowed in a recursive struct"));
            }
            return Ok(struct_params(Some(name), SELF_REFERENCE, false, &[]));
        }
        p.expect_punct(",")?;
        if enclosing {
            return Err(p.error("identifier already used for an enclosing struct"));
        }
    }
    let keyword_pos = p.position();
    if p.parse_optional_exact_keyword("opaque") {
        if name.is_none() {
            return Err(p.error_at(keyword_pos, "only identified structs can be opaque"));
        }
        p.expect_punct(">")?;
        return Ok(struct_params(name.as_deref(), OPAQUE, false, &[]));
    }
    let packed = p.parse_optional_exact_keyword("packed");
    p.expect_punct("(")?;
    let fields_pos = p.position();
    let mut fields = Vec::new();
    if !p.parse_optional_punct(")") {
        let _enclosing = name.as_deref().map(Enclosing::enter);
        loop {
            fields.push(parse_nested(p)?);
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.expect_punct(")")?;
    }
    p.expect_punct(">")?;
    if let Some(&bad) = fields.iter().find(|&&t| !is_valid_element(p.context(), t)) {
        // MLIR checks a literal struct where it starts and sets an
        // identified one's body at its first field.
        let at = if name.is_some() { fields_pos } else { start };
        return Err(invalid(p, at, "invalid LLVM structure element type", bad));
    }
    Ok(struct_params(name.as_deref(), FIELDS, packed, &fields))
}

/// `<"name", types..., ints...>`: the types come first (LLVM types
/// without their prefix too, though they print with it).
fn parse_target(p: &mut DialectAsmParser<'_>) -> Result<Vec<Param>, Diagnostic> {
    p.expect_punct("<")?;
    let name = p.parse_string()?;
    let (mut types, mut ints) = (Vec::new(), Vec::new());
    while p.parse_optional_punct(",") {
        let pos = p.position();
        if p.parse_optional_integer()?.is_some() {
            // An integer that does not fit is MLIR's "integer value too large".
            p.reset(pos);
            ints.push(p.parse_unsigned(32)? as i64);
        } else if ints.is_empty() {
            types.push(parse_nested(p)?);
        } else {
            return Err(p.error_at(pos, "failed to parse parameter list for target extension type"));
        }
    }
    p.expect_punct(">")?;
    Ok(vec![Param::Str(name.into()), Param::Types(types.into()), Param::Ints(ints.into())])
}

/// MLIR's `LLVMStructType::isValidElementType` (and the array's).
fn is_valid_element(ctx: &Context, ty: Type) -> bool {
    !matches!(
        llvm_type(ctx, ty),
        Some(LlvmType::Void | LlvmType::Label | LlvmType::Metadata | LlvmType::Function { .. } | LlvmType::Token)
    )
}

fn invalid(p: &DialectAsmParser<'_>, at: usize, what: &str, ty: Type) -> Diagnostic {
    p.error_at(at, format!("{what}: '{}'", p.context().type_to_string(ty)))
}

// ----- printing ----------------------------------------------------------------------

/// A type inside an LLVM type: an LLVM type by its keyword, any other in
/// full (MLIR's `dispatchPrint`).
fn print_nested(ty: Type, printer: &mut DialectAsmPrinter<'_>) {
    match def_of(printer.context(), ty) {
        Some((def, params)) => {
            let params: Box<[Param]> = params.into();
            printer.write(def.mnemonic());
            print_params(def.keyword, &params, printer);
        }
        None => printer.print_type(ty),
    }
}

fn print_list(types: &[Type], printer: &mut DialectAsmPrinter<'_>) {
    for (i, &ty) in types.iter().enumerate() {
        if i > 0 {
            printer.write(", ");
        }
        print_nested(ty, printer);
    }
}

fn print_params(keyword: Keyword, params: &[Param], printer: &mut DialectAsmPrinter<'_>) {
    match (keyword, params) {
        // Address space 0 is the default, left out.
        (Keyword::Ptr, [Param::UInt(space)]) if *space != 0 => printer.write(&format!("<{space}>")),
        (Keyword::Array, [Param::UInt(count), Param::Type(element)]) => {
            printer.write(&format!("<{count} x "));
            print_nested(*element, printer);
            printer.write(">");
        }
        (Keyword::Func, [Param::Type(result), Param::Types(params), Param::Bool(variadic)]) => {
            printer.write("<");
            print_nested(*result, printer);
            printer.write(" (");
            print_list(params, printer);
            if *variadic {
                printer.write(if params.is_empty() { "..." } else { ", ..." });
            }
            printer.write(")>");
        }
        (Keyword::Struct, [name, Param::Int(form), Param::Bool(packed), Param::Types(fields)]) => {
            printer.write("<");
            if let Param::Str(name) = name {
                printer.print_string(name);
                if *form == SELF_REFERENCE {
                    printer.write(">");
                    return;
                }
                printer.write(", ");
                if *form == OPAQUE {
                    printer.write("opaque>");
                    return;
                }
            }
            if *packed {
                printer.write("packed ");
            }
            printer.write("(");
            print_list(fields, printer);
            printer.write(")>");
        }
        (Keyword::Target, [Param::Str(name), Param::Types(types), Param::Ints(ints)]) => {
            printer.write("<");
            printer.print_string(name);
            for &ty in types.iter() {
                printer.write(", ");
                printer.print_type(ty);
            }
            for value in ints.iter() {
                printer.write(&format!(", {value}"));
            }
            printer.write(">");
        }
        _ => {}
    }
}

// ----- queries the verifiers and the pretty forms share ---------------------------------

/// Why [`element_at`] found no element.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ElementError {
    /// The type indexed is no struct or array.
    NotAggregate(Type),
    /// The index is past the struct's fields or the array's end.
    OutOfBounds(i128),
}

impl ElementError {
    /// MLIR's message.
    pub fn message(self, ctx: &Context) -> String {
        match self {
            ElementError::NotAggregate(ty) => {
                format!("expected LLVM IR structure/array type, got: '{}'", ctx.type_to_string(ty))
            }
            ElementError::OutOfBounds(index) => format!("position out of bounds: {index}"),
        }
    }
}

/// The type at `position` in the aggregate `container` (MLIR's
/// `getInsertExtractValueElementType`).
pub fn element_at(ctx: &Context, container: Type, position: &[i128]) -> Result<Type, ElementError> {
    let mut current = container;
    for &index in position {
        let next = match llvm_type(ctx, current) {
            Some(LlvmType::Struct { body, .. }) => {
                let fields = match body {
                    StructBody::Fields { fields, .. } => fields,
                    StructBody::Opaque | StructBody::SelfReference => &[],
                };
                usize::try_from(index).ok().and_then(|i| fields.get(i).copied())
            }
            Some(LlvmType::Array { count, element }) => {
                u64::try_from(index).ok().filter(|&i| i < count).map(|_| element)
            }
            _ => return Err(ElementError::NotAggregate(current)),
        };
        current = next.ok_or(ElementError::OutOfBounds(index))?;
    }
    Ok(current)
}

/// The parameters, the result (`!llvm.void` for none) and whether it is
/// variadic, of an `!llvm.func<...>`.
pub fn signature(ctx: &Context, ty: Type) -> Option<(&[Type], Type, bool)> {
    match llvm_type(ctx, ty)? {
        LlvmType::Function { result, params, variadic } => Some((params, result, variadic)),
        _ => None,
    }
}

/// Whether `ty` is `!llvm.void`.
pub fn is_void(ctx: &Context, ty: Type) -> bool {
    matches!(llvm_type(ctx, ty), Some(LlvmType::Void))
}
