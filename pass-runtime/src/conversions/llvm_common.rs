//! What the lowerings to the `llvm` dialect share: MLIR's `LLVMTypeConverter`
//! ([`LlvmTypes`] for its rules, [`llvm_type_converter`] for the
//! [`TypeConverter`] with its materializations), the memref descriptors of
//! `LLVMCommon/MemRefBuilder` ([`MemRefDescriptor`]), and the n-D vector
//! helpers of `LLVMCommon/VectorPattern` (an n-D vector becomes nested
//! `!llvm.array`s of 1-D vectors).
//!
//! What converts, as in MLIR 22: `index` to `iN` (N the index bitwidth, 64
//! unless overridden), integers to signless integers of their width, the
//! floats LLVM has (`f16`, `bf16`, `f32`, `f64`, `f80`, `f128`) to themselves
//! and the 4-, 6- and 8-bit floats to integers of their width, `complex<T>`
//! to `!llvm.struct<(T, T)>`, vectors to vectors of converted elements (an
//! n-D vector to nested `!llvm.array`s of 1-D vectors; only the trailing
//! dimension may be scalable), function types to `!llvm.ptr`, LLVM dialect
//! types to themselves, and memrefs to their descriptors: a ranked memref of
//! rank N to `!llvm.struct<(ptr, ptr, iN, array<N x iN>, array<N x iN>)>`
//! (allocated and aligned pointers, offset, sizes, strides; rank 0 has no
//! arrays), an unranked memref to `!llvm.struct<(iN, ptr)>` (its rank and a
//! pointer to a ranked descriptor), the pointers in the address space of an
//! integer memory space. Everything else cannot be converted (`tf32`,
//! `none`, tuples, tensors, other dialects' types, memrefs whose layout is
//! not strided, that is, neither the identity, `strided<...>` nor a
//! single-result affine map linear in the dimensions, or whose memory space
//! is not an integer).
//!
//! Function signatures follow a calling convention: by default each memref
//! argument is expanded into its descriptor's fields (unranked: rank and
//! pointer), and a memref result is returned as its descriptor; with the
//! bare-pointer convention, a memref of static shape, strides and offset is
//! passed and returned as a bare `!llvm.ptr`, and any other memref cannot be
//! converted.

use crate::dialects::builtin::UnrealizedConversionCastOp;
use smallvec::SmallVec;

use crate::conversion::{unrealized_conversion_cast, SignatureConversion, TypeConverter};
use crate::dialects::dlti;
use crate::dialects::llvm::{self, func_type, struct_type, variadic_func_type};
use crate::ir::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use crate::ir::float::FloatKind;
use crate::ir::{AttrKind, Context, IrRead, Location, OpBuilder, Signedness, Type, TypeKind, ValueId, DYNAMIC};
use crate::pass::AnchorOp;

/// MLIR's `kDeriveIndexBitwidthFromDataLayout`: an `index-bitwidth` option
/// of 0 asks for the data layout's index size.
pub(crate) const DERIVE_INDEX_BITWIDTH: u32 = 0;

/// The index size of MLIR's default data layout, what the lowerings use
/// when `index-bitwidth` is 0 (`convert-arith-to-llvm` and
/// `convert-cf-to-llvm` do not read a module's data layout).
pub(crate) const DEFAULT_INDEX_BITWIDTH: u32 = 64;

/// The width `index` becomes for an `index-bitwidth` option value in a
/// lowering that reads the data layout (MLIR's `LowerToLLVMOptions` made
/// from `DataLayoutAnalysis`): 0 takes the `dlti.dl_spec` of `op` (the op
/// the pass runs on), else 64.
pub(crate) fn index_bitwidth_in(op: &AnchorOp<'_>, option: u32) -> u32 {
    if option != DERIVE_INDEX_BITWIDTH {
        return option;
    }
    op.attr(dlti::DATA_LAYOUT_SPEC)
        .and_then(|spec| dlti::index_bitwidth(op.context(), spec))
        .unwrap_or(DEFAULT_INDEX_BITWIDTH)
}

/// The width `index` becomes for an `index-bitwidth` option value.
pub(crate) fn index_bitwidth(option: u32) -> u32 {
    if option == DERIVE_INDEX_BITWIDTH {
        DEFAULT_INDEX_BITWIDTH
    } else {
        option
    }
}

/// Float types LLVM has (`LLVM::isCompatibleFloatingPointType`).
pub(crate) fn is_llvm_float(kind: FloatKind) -> bool {
    matches!(
        kind,
        FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128
    )
}

/// The small float types (4, 6 and 8 bits) MLIR lowers to integers of their
/// width, as LLVM has no such floats.
fn is_small_float(kind: FloatKind) -> bool {
    !is_llvm_float(kind) && kind != FloatKind::TF32
}

/// True for `!llvm.*` types.
pub(crate) fn is_llvm_dialect_type(ctx: &Context, t: Type) -> bool {
    ctx.type_kind(t).dialect() == Some("llvm")
}

/// True for `!llvm.array<...>`, what an n-D vector becomes.
pub(crate) fn is_llvm_array(ctx: &Context, t: Type) -> bool {
    matches!(llvm::llvm_type(ctx, t), Some(llvm::LlvmType::Array { .. }))
}

/// `LLVM::isCompatibleType`: signless integers, LLVM's floats, 1-D vectors
/// of those, and LLVM dialect types.
pub(crate) fn is_llvm_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Integer { signedness: Signedness::Signless, .. } => true,
        TypeKind::Float(k) => is_llvm_float(*k),
        TypeKind::Vector { shape, element, .. } => {
            shape.len() == 1
                && match ctx.type_kind(*element) {
                    TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
                    TypeKind::Float(k) => is_llvm_float(*k),
                    _ => is_llvm_dialect_type(ctx, *element),
                }
        }
        TypeKind::Dialect { .. } | TypeKind::Registered { .. } => is_llvm_dialect_type(ctx, t),
        _ => false,
    }
}

/// The LLVM type of a builtin scalar type: `index` becomes `index_type`,
/// integers become signless, LLVM's floats stay, the small floats become
/// integers of their width; `None` for anything else.
fn convert_scalar(ctx: &Context, t: Type, index_type: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Index => Some(index_type),
        TypeKind::Integer { signedness: Signedness::Signless, .. } => Some(t),
        TypeKind::Integer { width, .. } => Some(ctx.integer_type(*width)),
        TypeKind::Float(k) if is_llvm_float(*k) => Some(t),
        TypeKind::Float(k) if is_small_float(*k) => Some(ctx.integer_type(k.bit_width())),
        _ => None,
    }
}

/// MLIR's `LLVMTypeConverter::convertType` for the types that are not
/// memrefs (see the module documentation): `vector<4xindex>` becomes
/// `vector<4xi64>`, `vector<2x3xf32>` becomes `!llvm.array<2 x
/// vector<3xf32>>`, a 0-D vector a vector of one element.
fn convert_non_memref(ctx: &Context, t: Type, index_type: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, element } => {
            let element = convert_scalar(ctx, *element, index_type)?;
            let (&last, leading) = match shape.split_last() {
                Some(split) => split,
                None => return Some(vector_type(ctx, &[1], &[false], element)),
            };
            // LLVM has no scalable dimension but the innermost.
            if scalable[..leading.len()].iter().any(|&s| s) {
                return None;
            }
            let mut converted = vector_type(ctx, &[last], &[scalable[leading.len()]], element);
            for &size in leading.iter().rev() {
                converted = llvm_array_type(ctx, size, converted);
            }
            Some(converted)
        }
        TypeKind::Complex(element) => {
            let element = convert_scalar(ctx, *element, index_type)?;
            Some(struct_type(ctx, &[element, element]))
        }
        TypeKind::Function { .. } => Some(ptr_type(ctx)),
        TypeKind::Dialect { .. } | TypeKind::Registered { .. } => is_llvm_dialect_type(ctx, t).then_some(t),
        _ => convert_scalar(ctx, t, index_type),
    }
}

/// `!llvm.ptr`.
pub(crate) fn ptr_type(ctx: &Context) -> Type {
    llvm::types::pointer(ctx, 0)
}

/// `!llvm.ptr<space>` (`!llvm.ptr` for address space 0).
pub fn ptr_type_in(ctx: &Context, space: u32) -> Type {
    llvm::types::pointer(ctx, space)
}

/// The options of the LLVM type conversion (MLIR's `LowerToLLVMOptions`, the
/// `index-bitwidth` and `use-bare-ptr-memref-call-conv` options of the
/// lowering passes).
///
/// ```
/// use pass_runtime::conversions::llvm_common::LowerToLlvmOptions;
///
/// let options = LowerToLlvmOptions { index_bitwidth: 32, ..LowerToLlvmOptions::default() };
/// assert_eq!(options.index_type_width(), 32);
/// assert_eq!(LowerToLlvmOptions::default().index_type_width(), 64);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LowerToLlvmOptions {
    /// The width `index` becomes; 0 (MLIR's
    /// `kDeriveIndexBitwidthFromDataLayout`) for the default data layout's
    /// 64 bits.
    pub index_bitwidth: u32,
    /// MLIR's `useBarePtrCallConv`: function arguments and results of memref
    /// type are bare pointers (only for static shapes, strides and offsets)
    /// instead of descriptors.
    pub use_bare_ptr_call_conv: bool,
}

impl LowerToLlvmOptions {
    /// The width `index` becomes with these options.
    pub fn index_type_width(&self) -> u32 {
        index_bitwidth(self.index_bitwidth)
    }
}

/// An index bitwidth (0 for the default), with MLIR's other defaults.
impl From<u32> for LowerToLlvmOptions {
    fn from(index_bitwidth: u32) -> Self {
        LowerToLlvmOptions { index_bitwidth, ..LowerToLlvmOptions::default() }
    }
}

/// The type rules of MLIR's `LLVMTypeConverter` for one set of
/// [`LowerToLlvmOptions`]: the conversion of a type, the fields of memref
/// descriptors, and the conversion of function signatures under the default
/// or the bare-pointer calling convention. [`llvm_type_converter`] is the
/// [`TypeConverter`] made of these rules.
///
/// ```
/// use pass_runtime::ir::Context;
/// use pass_runtime::conversions::llvm_common::{LlvmTypes, LowerToLlvmOptions};
///
/// let ctx = Context::new();
/// let types = LlvmTypes::new(&ctx, LowerToLlvmOptions::default());
/// assert_eq!(types.convert_type(&ctx, ctx.index_type()), Some(ctx.i64()));
/// ```
#[derive(Clone, Copy, Debug)]
pub struct LlvmTypes {
    index_type: Type,
    use_bare_ptr_call_conv: bool,
}

impl LlvmTypes {
    /// The rules for `options`.
    pub fn new(ctx: &Context, options: LowerToLlvmOptions) -> Self {
        LlvmTypes {
            index_type: ctx.integer_type(options.index_type_width()),
            use_bare_ptr_call_conv: options.use_bare_ptr_call_conv,
        }
    }

    /// The integer type `index` becomes.
    pub fn index_type(&self) -> Type {
        self.index_type
    }

    /// True when the options ask for the bare-pointer calling convention.
    pub fn use_bare_ptr_call_conv(&self) -> bool {
        self.use_bare_ptr_call_conv
    }

    /// MLIR's `LLVMTypeConverter::convertType` (see the module
    /// documentation): a memref becomes its descriptor struct; `None` when
    /// the type cannot be converted.
    pub fn convert_type(&self, ctx: &Context, t: Type) -> Option<Type> {
        match ctx.type_kind(t) {
            TypeKind::MemRef { .. } => Some(struct_type(ctx, &self.memref_descriptor_fields(ctx, t, false)?)),
            TypeKind::UnrankedMemRef { element, .. } => {
                self.convert_type(ctx, *element)?;
                Some(struct_type(ctx, &self.unranked_memref_descriptor_fields(ctx)))
            }
            _ => convert_non_memref(ctx, t, self.index_type),
        }
    }

    /// The fields of the descriptor of the ranked memref type `t` (MLIR's
    /// `getMemRefDescriptorFields`): allocated and aligned pointers, offset,
    /// then the sizes and the strides, as two `!llvm.array`s or, when
    /// `unpack_arrays`, as one integer per dimension each (how a function
    /// signature passes them). `None` when `t` is not a ranked memref or
    /// cannot be converted (element type, layout, memory space).
    pub fn memref_descriptor_fields(&self, ctx: &Context, t: Type, unpack_arrays: bool) -> Option<SmallVec<[Type; 8]>> {
        let TypeKind::MemRef { shape, element, .. } = ctx.type_kind(t) else { return None };
        strides_and_offset(ctx, t)?;
        self.convert_type(ctx, *element)?;
        let ptr = ptr_type_in(ctx, memref_address_space(ctx, t)?);
        let mut fields: SmallVec<[Type; 8]> = SmallVec::from_slice(&[ptr, ptr, self.index_type]);
        let rank = shape.len();
        if rank == 0 {
            return Some(fields);
        }
        if unpack_arrays {
            fields.extend(std::iter::repeat_n(self.index_type, 2 * rank));
        } else {
            let array = llvm_array_type(ctx, rank as i64, self.index_type);
            fields.extend([array, array]);
        }
        Some(fields)
    }

    /// The fields of an unranked memref descriptor (MLIR's
    /// `getUnrankedMemRefDescriptorFields`): the rank, and a pointer to a
    /// ranked descriptor.
    pub fn unranked_memref_descriptor_fields(&self, ctx: &Context) -> [Type; 2] {
        [self.index_type, ptr_type(ctx)]
    }

    /// The bare pointer a memref of type `t` is passed as under the
    /// bare-pointer calling convention (MLIR's `convertMemRefToBarePtr`);
    /// `None` when it cannot be (see [`can_convert_to_bare_ptr`]).
    pub fn convert_memref_to_bare_ptr(&self, ctx: &Context, t: Type) -> Option<Type> {
        if !can_convert_to_bare_ptr(ctx, t) {
            return None;
        }
        self.convert_type(ctx, ctx.element_type_or_self(t))?;
        Some(ptr_type_in(ctx, memref_address_space(ctx, t)?))
    }

    /// MLIR's `convertCallingConventionType`: the types `t` is passed as
    /// in a function signature under the bare-pointer convention when
    /// `bare_ptr` (memrefs as bare pointers), appended to `out`; false when
    /// `t` cannot be converted. Without `bare_ptr`, a memref is its
    /// descriptor struct (what results are returned as).
    pub fn convert_calling_convention_type(
        &self,
        ctx: &Context,
        t: Type,
        bare_ptr: bool,
        out: &mut SmallVec<[Type; 8]>,
    ) -> bool {
        let converted = match ctx.type_kind(t) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } if bare_ptr => {
                self.convert_memref_to_bare_ptr(ctx, t)
            }
            _ => self.convert_type(ctx, t),
        };
        converted.map(|c| out.push(c)).is_some()
    }

    /// The type a call or function returning `results` returns in LLVM (MLIR's
    /// `packFunctionResults`): the converted type of a single result, an
    /// `!llvm.struct` of the converted types of several; `None` when one
    /// cannot be converted (or there are none). `bare_ptr` (or the option)
    /// selects the bare-pointer convention.
    pub fn pack_function_results(&self, ctx: &Context, results: &[Type], bare_ptr: bool) -> Option<Type> {
        let bare_ptr = bare_ptr || self.use_bare_ptr_call_conv;
        let mut converted: SmallVec<[Type; 8]> = SmallVec::new();
        for &t in results {
            if !self.convert_calling_convention_type(ctx, t, bare_ptr, &mut converted) {
                return None;
            }
        }
        match converted.as_slice() {
            [] => None,
            [one] => Some(*one),
            several => Some(struct_type(ctx, several)),
        }
    }

    /// The `!llvm.func` type of a function of type `fn_type` and the
    /// conversion of its entry block's arguments (MLIR's
    /// `convertFunctionSignature`, not variadic): a memref argument is
    /// expanded into its descriptor's fields, or is a bare pointer under the
    /// bare-pointer convention (`bare_ptr` or the option). `None` when a
    /// type cannot be converted.
    pub fn convert_function_signature(
        &self,
        ctx: &Context,
        fn_type: Type,
        bare_ptr: bool,
    ) -> Option<(Type, SignatureConversion)> {
        self.convert_variadic_function_signature(ctx, fn_type, false, bare_ptr)
    }

    /// [`LlvmTypes::convert_function_signature`], with a variadic
    /// `!llvm.func` when `variadic` (a function with `func.varargs = true`).
    pub fn convert_variadic_function_signature(
        &self,
        ctx: &Context,
        fn_type: Type,
        variadic: bool,
        bare_ptr: bool,
    ) -> Option<(Type, SignatureConversion)> {
        let bare_ptr = bare_ptr || self.use_bare_ptr_call_conv;
        let (inputs, results) = ctx.function_signature(fn_type)?;
        let mut conversion = SignatureConversion::new(inputs.len());
        for (i, &input) in inputs.iter().enumerate() {
            let mut converted: SmallVec<[Type; 8]> = SmallVec::new();
            match ctx.type_kind(input) {
                TypeKind::MemRef { .. } if !bare_ptr => {
                    converted = self.memref_descriptor_fields(ctx, input, true)?;
                }
                TypeKind::UnrankedMemRef { .. } if !bare_ptr => {
                    self.convert_type(ctx, input)?;
                    converted.extend(self.unranked_memref_descriptor_fields(ctx));
                }
                _ => {
                    if !self.convert_calling_convention_type(ctx, input, bare_ptr, &mut converted) {
                        return None;
                    }
                }
            }
            conversion.add_inputs_for(i, &converted);
        }
        let result = if results.is_empty() { None } else { Some(self.pack_function_results(ctx, results, bare_ptr)?) };
        Some((variadic_func_type(ctx, conversion.converted_types(), result, variadic), conversion))
    }

    /// The signature of the C interface wrapper of a function of type
    /// `fn_type` (MLIR's `convertFunctionTypeCWrapper`): memref arguments
    /// become pointers to their descriptors, and a result that converts to a
    /// struct (several results, a memref) is written through a pointer
    /// passed first.
    pub fn convert_function_type_c_wrapper(&self, ctx: &Context, fn_type: Type) -> Option<CWrapperSignature> {
        let (inputs, results) = ctx.function_signature(fn_type)?;
        let ptr = ptr_type(ctx);
        let mut result = if results.is_empty() { None } else { Some(self.pack_function_results(ctx, results, false)?) };
        let mut params: SmallVec<[Type; 8]> = SmallVec::new();
        let result_struct = result.filter(|&t| is_llvm_struct(ctx, t));
        if result_struct.is_some() {
            params.push(ptr);
            result = None;
        }
        for &input in inputs {
            let converted = self.convert_type(ctx, input)?;
            if !is_llvm_compatible(ctx, converted) {
                return None;
            }
            let is_memref = matches!(ctx.type_kind(input), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. });
            params.push(if is_memref { ptr } else { converted });
        }
        Some(CWrapperSignature { func_type: func_type(ctx, &params, result), params, result_struct })
    }
}

/// The signature of a C interface wrapper (see
/// [`LlvmTypes::convert_function_type_c_wrapper`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CWrapperSignature {
    /// The wrapper's `!llvm.func` type.
    pub func_type: Type,
    /// Its parameter types.
    pub params: SmallVec<[Type; 8]>,
    /// The struct the result is written to through the first parameter,
    /// when the result is returned that way.
    pub result_struct: Option<Type>,
}

/// True for `!llvm.struct<...>`.
pub(crate) fn is_llvm_struct(ctx: &Context, t: Type) -> bool {
    matches!(llvm::llvm_type(ctx, t), Some(llvm::LlvmType::Struct { .. }))
}

/// The address space of a memref's memory space (MLIR's
/// `getMemRefAddressSpace`): 0 without one, the value of an integer one;
/// `None` for anything else (or a non-memref type).
pub fn memref_address_space(ctx: &Context, t: Type) -> Option<u32> {
    let space = match ctx.type_kind(t) {
        TypeKind::MemRef { memory_space, .. } | TypeKind::UnrankedMemRef { memory_space, .. } => *memory_space,
        _ => return None,
    };
    let Some(space) = space else { return Some(0) };
    match ctx.attr_kind(space) {
        AttrKind::Integer { ty, value }
            if matches!(
                ctx.type_kind(*ty),
                TypeKind::Index | TypeKind::Integer { signedness: Signedness::Signless, .. }
            ) =>
        {
            u32::try_from(*value).ok()
        }
        _ => None,
    }
}

/// The strides and offset of a ranked memref type (MLIR's
/// `getStridesAndOffset`), [`DYNAMIC`] for `?`: those of its
/// `strided<...>` layout, or the row-major ones of the identity layout.
/// `None` for another layout or a non-memref type.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(SmallVec<[i64; 4]>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return None };
    match layout.map(|l| ctx.attr_kind(l)) {
        Some(AttrKind::StridedLayout { offset, strides }) => Some((strides.iter().copied().collect(), *offset)),
        Some(AttrKind::AffineMap(map)) if !map.is_identity() => match map.results.as_slice() {
            [single] if map.num_dims as usize == shape.len() => {
                let form = linear_form(single, shape.len())?;
                let strides = form.coefficients.iter().map(|c| c.unwrap_or(DYNAMIC)).collect();
                Some((strides, form.constant.unwrap_or(DYNAMIC)))
            }
            _ => None,
        },
        Some(AttrKind::AffineMap(_)) | None => {
            let mut strides: SmallVec<[i64; 4]> = SmallVec::from_elem(0, shape.len());
            let mut running = 1i64;
            for (stride, &size) in strides.iter_mut().zip(shape.iter()).rev() {
                *stride = running;
                running = if running == DYNAMIC || size == DYNAMIC { DYNAMIC } else { running.saturating_mul(size) };
            }
            Some((strides, 0))
        }
        Some(_) => None,
    }
}

/// An affine expression as `sum(coefficients[i] * d_i) + constant`, `None`
/// for a term only known at run time (one with a symbol).
struct LinearForm {
    coefficients: SmallVec<[Option<i64>; 4]>,
    constant: Option<i64>,
}

/// The linear form of `e` over `num_dims` dimensions (what MLIR's
/// `getStridesAndOffset` reads from a single-result layout map): sums of
/// dimensions times constants or symbols, plus constants and symbols;
/// `None` for anything else (a product of dimensions, `mod`, divisions of
/// dimensions).
fn linear_form(e: &AffineExpr, num_dims: usize) -> Option<LinearForm> {
    let zero = |constant| LinearForm { coefficients: SmallVec::from_elem(Some(0), num_dims), constant };
    let add = |a: Option<i64>, b: Option<i64>| a?.checked_add(b?);
    let mul = |a: Option<i64>, b: Option<i64>| match (a, b) {
        (Some(0), _) | (_, Some(0)) => Some(0),
        (Some(a), Some(b)) => a.checked_mul(b),
        _ => None,
    };
    let dimension_free =
        |e: &AffineExpr| linear_form(e, num_dims).is_some_and(|f| f.coefficients.iter().all(|&c| c == Some(0)));
    match e.kind() {
        AffineExprKind::Dim(d) => {
            let mut form = zero(Some(0));
            *form.coefficients.get_mut(*d as usize)? = Some(1);
            Some(form)
        }
        AffineExprKind::Symbol(_) => Some(zero(None)),
        AffineExprKind::Constant(c) => Some(zero(Some(*c))),
        AffineExprKind::Binary(AffineBinaryOp::Add, lhs, rhs) => {
            let (lhs, rhs) = (linear_form(lhs, num_dims)?, linear_form(rhs, num_dims)?);
            Some(LinearForm {
                coefficients: lhs.coefficients.iter().zip(&rhs.coefficients).map(|(&a, &b)| add(a, b)).collect(),
                constant: add(lhs.constant, rhs.constant),
            })
        }
        AffineExprKind::Binary(AffineBinaryOp::Mul, lhs, rhs) => {
            let (lhs, rhs) = (linear_form(lhs, num_dims)?, linear_form(rhs, num_dims)?);
            // One factor has no dimension: it scales the other.
            let (form, factor) = if rhs.coefficients.iter().all(|&c| c == Some(0)) {
                (lhs, rhs.constant)
            } else if lhs.coefficients.iter().all(|&c| c == Some(0)) {
                (rhs, lhs.constant)
            } else {
                return None;
            };
            Some(LinearForm {
                coefficients: form.coefficients.iter().map(|&c| mul(c, factor)).collect(),
                constant: mul(form.constant, factor),
            })
        }
        // `mod` and divisions of symbols only: part of the offset.
        AffineExprKind::Binary(_, lhs, rhs) if dimension_free(lhs) && dimension_free(rhs) => Some(zero(None)),
        AffineExprKind::Binary(..) => None,
    }
}

/// True when a memref of type `t` can be passed as a bare pointer (MLIR's
/// `canConvertToBarePtr`): ranked, with a static shape, strides and offset.
pub fn can_convert_to_bare_ptr(ctx: &Context, t: Type) -> bool {
    let TypeKind::MemRef { shape, .. } = ctx.type_kind(t) else { return false };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    strides_and_offset(ctx, t).is_some_and(|(strides, offset)| offset != DYNAMIC && !strides.contains(&DYNAMIC))
}

fn vector_type(ctx: &Context, shape: &[i64], scalable: &[bool], element: Type) -> Type {
    ctx.intern_type(TypeKind::Vector { shape: shape.into(), scalable: scalable.into(), element })
}

/// `!llvm.array<size x element>`.
pub(crate) fn llvm_array_type(ctx: &Context, size: i64, element: Type) -> Type {
    llvm::types::array(ctx, size as u64, element)
}

/// How an n-D vector is laid out in LLVM (MLIR's `NDVectorTypeInfo`): the
/// sizes of the nested arrays, outermost first, and the 1-D vector inside.
pub(crate) struct NdVectorInfo {
    /// The array sizes (the vector's shape without its last dimension).
    pub(crate) array_sizes: SmallVec<[i64; 4]>,
    /// The innermost 1-D vector type.
    pub(crate) one_d: Type,
}

impl NdVectorInfo {
    /// The coordinates of each 1-D vector in turn (the last one fastest),
    /// as MLIR's `nDVectorIterate` visits them.
    pub(crate) fn positions(&self) -> impl Iterator<Item = SmallVec<[i64; 4]>> + '_ {
        let count: i64 = self.array_sizes.iter().product();
        (0..count).map(move |linear| {
            let mut rest = linear;
            let mut coords: SmallVec<[i64; 4]> = SmallVec::from_elem(0, self.array_sizes.len());
            for (i, &size) in self.array_sizes.iter().enumerate().rev() {
                coords[i] = rest % size;
                rest /= size;
            }
            coords
        })
    }
}

/// The layout of `vector_type`, an n-D (n > 1) vector, once converted;
/// `None` for anything else.
pub(crate) fn nd_vector_info(ctx: &Context, vector_type: Type, index_type: Type) -> Option<NdVectorInfo> {
    let TypeKind::Vector { shape, scalable, element } = ctx.type_kind(vector_type) else { return None };
    if shape.len() < 2 || shape.iter().any(|&s| s <= 0) {
        return None;
    }
    let element = convert_scalar(ctx, *element, index_type)?;
    let n = shape.len();
    Some(NdVectorInfo {
        array_sizes: shape[..n - 1].iter().copied().collect(),
        one_d: vector_type_of(ctx, shape[n - 1], scalable[n - 1], element),
    })
}

fn vector_type_of(ctx: &Context, size: i64, scalable: bool, element: Type) -> Type {
    vector_type(ctx, &[size], &[scalable], element)
}

/// MLIR's `LLVMTypeConverter`: the [`LlvmTypes`] rules for `options` (an
/// index bitwidth alone converts into options) as a [`TypeConverter`].
///
/// Its materializations are MLIR's: the fields of a memref descriptor (as a
/// function's entry block receives them) or a bare pointer become the
/// descriptor struct, built with `llvm.mlir.poison` and `llvm.insertvalue`s
/// ([`MemRefDescriptor`]), where a struct is wanted, and that struct cast to
/// the memref where a memref is; anything else is a
/// `builtin.unrealized_conversion_cast` (a later `reconcile-unrealized-casts`
/// removes those that cancel out).
///
/// ```
/// use pass_runtime::dialects::register_builtin_dialects;
/// use pass_runtime::ir::float::FloatKind;
/// use pass_runtime::ir::{Context, TypeKind};
/// use pass_runtime::conversions::llvm_common::{llvm_type_converter, LowerToLlvmOptions};
///
/// let ctx = Context::new();
/// register_builtin_dialects(&ctx);
/// let converter = llvm_type_converter(&ctx, LowerToLlvmOptions::default());
/// let memref = ctx.intern_type(TypeKind::MemRef {
///     shape: [4, 8].into(),
///     element: ctx.float_type(FloatKind::F32),
///     layout: None,
///     memory_space: None,
/// });
/// let descriptor = converter.convert_type(&ctx, memref).unwrap();
/// assert_eq!(ctx.type_to_string(descriptor), "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>");
/// ```
pub fn llvm_type_converter(ctx: &Context, options: impl Into<LowerToLlvmOptions>) -> TypeConverter {
    let types = LlvmTypes::new(ctx, options.into());
    let cast = ctx.op_name(UnrealizedConversionCastOp::NAME);
    let mut converter = TypeConverter::new();
    converter.add_conversion(move |ctx, t| types.convert_type(ctx, t));
    converter.add_unrealized_cast_materializations(ctx);
    // Descriptor fields (or a bare pointer) -> memref: the descriptor, cast.
    converter.add_source_materialization(move |rw, ty, inputs, loc| {
        let ctx = rw.context();
        let descriptor = pack_descriptor(rw, ctx, &types, ty, inputs, loc)?;
        unrealized_conversion_cast(rw, cast, &[ty], &[descriptor], loc).first().copied()
    });
    // Descriptor fields (or a bare pointer) -> the descriptor struct.
    converter.add_target_materialization(move |rw, ty, inputs, loc, original| {
        let original = original?;
        let ctx = rw.context();
        if types.convert_type(ctx, original) != Some(ty) {
            return None;
        }
        pack_descriptor(rw, ctx, &types, original, inputs, loc)
    });
    converter
}

/// The descriptor of a memref of type `memref` from `inputs`: its fields,
/// or (ranked) a bare pointer; `None` when `inputs` are neither.
fn pack_descriptor(
    b: &mut impl OpBuilder,
    ctx: &Context,
    types: &LlvmTypes,
    memref: Type,
    inputs: &[ValueId],
    loc: Location,
) -> Option<ValueId> {
    let input_types: SmallVec<[Type; 8]> = inputs.iter().map(|&v| b.body().value_type(v)).collect();
    match ctx.type_kind(memref) {
        TypeKind::MemRef { .. } => {
            if let [ptr] = inputs {
                if llvm::types::is_pointer_type(ctx, input_types[0]) {
                    return MemRefDescriptor::from_static_shape(b, ctx, types, memref, *ptr, loc);
                }
            }
            if types.memref_descriptor_fields(ctx, memref, true)? != input_types {
                return None;
            }
            Some(MemRefDescriptor::pack(b, ctx, types, memref, inputs, loc)?.value())
        }
        TypeKind::UnrankedMemRef { .. } => {
            if input_types.as_slice() != types.unranked_memref_descriptor_fields(ctx) {
                return None;
            }
            Some(MemRefDescriptor::pack_unranked(b, ctx, types, inputs, loc).value())
        }
        _ => None,
    }
}

/// A memref descriptor, a value of the struct type a memref converts to
/// (MLIR's `MemRefDescriptor` and `UnrankedMemRefDescriptor`), with the
/// builders that take one apart and put one together as MLIR's lowerings
/// do.
#[derive(Clone, Copy, Debug)]
pub struct MemRefDescriptor {
    value: ValueId,
    struct_type: Type,
    rank: usize,
}

/// `llvm.extractvalue` / `llvm.insertvalue` positions in a descriptor.
const ALLOCATED_PTR: i64 = 0;
const ALIGNED_PTR: i64 = 1;
const OFFSET: i64 = 2;
const SIZES: i64 = 3;
const STRIDES: i64 = 4;

impl MemRefDescriptor {
    /// The descriptor `value` of a ranked memref of rank `rank`.
    pub fn new(b: &dyn IrRead, value: ValueId, rank: usize) -> Self {
        MemRefDescriptor { value, struct_type: b.body().value_type(value), rank }
    }

    /// The descriptor value.
    pub fn value(&self) -> ValueId {
        self.value
    }

    /// MLIR's `MemRefDescriptor::pack`: the descriptor of a memref of type
    /// `memref` from its unpacked fields (pointers, offset, sizes, strides),
    /// built with `llvm.mlir.poison` and `llvm.insertvalue`s (the size and
    /// stride of each dimension in turn).
    pub fn pack(
        b: &mut impl OpBuilder,
        ctx: &Context,
        types: &LlvmTypes,
        memref: Type,
        fields: &[ValueId],
        loc: Location,
    ) -> Option<Self> {
        let struct_type = types.convert_type(ctx, memref)?;
        let rank = ctx.shape(memref)?.len();
        if fields.len() != 3 + 2 * rank {
            return None;
        }
        let mut value = poison(b, struct_type, loc);
        for (i, &field) in fields[..3].iter().enumerate() {
            value = insert_value(b, value, field, &[i as i64], loc);
        }
        for dim in 0..rank {
            value = insert_value(b, value, fields[3 + dim], &[SIZES, dim as i64], loc);
            value = insert_value(b, value, fields[3 + rank + dim], &[STRIDES, dim as i64], loc);
        }
        Some(MemRefDescriptor { value, struct_type, rank })
    }

    /// MLIR's `MemRefDescriptor::fromStaticShape`: the descriptor of a memref
    /// of type `memref` (static shape, strides and offset) whose data is at
    /// `ptr`, both pointers `ptr` and the rest `llvm.mlir.constant`s.
    pub fn from_static_shape(
        b: &mut impl OpBuilder,
        ctx: &Context,
        types: &LlvmTypes,
        memref: Type,
        ptr: ValueId,
        loc: Location,
    ) -> Option<ValueId> {
        let struct_type = types.convert_type(ctx, memref)?;
        let shape: SmallVec<[i64; 4]> = ctx.shape(memref)?.iter().copied().collect();
        let (strides, offset) = strides_and_offset(ctx, memref)?;
        if offset == DYNAMIC || strides.contains(&DYNAMIC) || shape.contains(&DYNAMIC) {
            return None;
        }
        let mut value = poison(b, struct_type, loc);
        value = insert_value(b, value, ptr, &[ALLOCATED_PTR], loc);
        value = insert_value(b, value, ptr, &[ALIGNED_PTR], loc);
        let offset = index_constant(b, types, offset, loc);
        value = insert_value(b, value, offset, &[OFFSET], loc);
        for (dim, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
            let size = index_constant(b, types, size, loc);
            value = insert_value(b, value, size, &[SIZES, dim as i64], loc);
            let stride = index_constant(b, types, stride, loc);
            value = insert_value(b, value, stride, &[STRIDES, dim as i64], loc);
        }
        Some(value)
    }

    /// MLIR's `UnrankedMemRefDescriptor::pack`: the descriptor of an unranked
    /// memref from its rank and pointer.
    pub fn pack_unranked(
        b: &mut impl OpBuilder,
        ctx: &Context,
        types: &LlvmTypes,
        fields: &[ValueId],
        loc: Location,
    ) -> Self {
        let struct_type = struct_type(ctx, &types.unranked_memref_descriptor_fields(ctx));
        let mut value = poison(b, struct_type, loc);
        for (i, &field) in fields.iter().enumerate() {
            value = insert_value(b, value, field, &[i as i64], loc);
        }
        MemRefDescriptor { value, struct_type, rank: 0 }
    }

    /// MLIR's `MemRefDescriptor::unpack`: the fields of this (ranked)
    /// descriptor, with `llvm.extractvalue`s, appended to `out`: pointers,
    /// offset, every size, then every stride.
    pub fn unpack(
        &self,
        b: &mut impl OpBuilder,
        ctx: &Context,
        types: &LlvmTypes,
        loc: Location,
        out: &mut SmallVec<[ValueId; 8]>,
    ) {
        for position in [ALLOCATED_PTR, ALIGNED_PTR, OFFSET] {
            out.push(self.field(b, ctx, types, &[position], loc));
        }
        for array in [SIZES, STRIDES] {
            for dim in 0..self.rank {
                out.push(self.field(b, ctx, types, &[array, dim as i64], loc));
            }
        }
    }

    /// MLIR's `UnrankedMemRefDescriptor::unpack`: rank and pointer of this
    /// unranked descriptor, appended to `out`.
    pub fn unpack_unranked(
        &self,
        b: &mut impl OpBuilder,
        ctx: &Context,
        types: &LlvmTypes,
        loc: Location,
        out: &mut SmallVec<[ValueId; 8]>,
    ) {
        let [index, ptr] = types.unranked_memref_descriptor_fields(ctx);
        out.push(extract_value(b, self.value, index, &[0], loc));
        out.push(extract_value(b, self.value, ptr, &[1], loc));
    }

    /// The allocated pointer (field 0).
    pub fn allocated_ptr(&self, b: &mut impl OpBuilder, ctx: &Context, types: &LlvmTypes, loc: Location) -> ValueId {
        self.field(b, ctx, types, &[ALLOCATED_PTR], loc)
    }

    /// The aligned pointer (field 1).
    pub fn aligned_ptr(&self, b: &mut impl OpBuilder, ctx: &Context, types: &LlvmTypes, loc: Location) -> ValueId {
        self.field(b, ctx, types, &[ALIGNED_PTR], loc)
    }

    /// The field at `position`, of the type a descriptor has there.
    fn field(
        &self,
        b: &mut impl OpBuilder,
        ctx: &Context,
        types: &LlvmTypes,
        position: &[i64],
        loc: Location,
    ) -> ValueId {
        let ty = match position {
            [ALLOCATED_PTR | ALIGNED_PTR] => {
                struct_field_type(ctx, self.struct_type, position[0] as usize).unwrap_or_else(|| ptr_type(ctx))
            }
            _ => types.index_type(),
        };
        extract_value(b, self.value, ty, position, loc)
    }
}

/// The type of field `i` of a `!llvm.struct<(ptr<N>, ...)>` when it is a
/// pointer (how a descriptor's pointer type is read back).
fn struct_field_type(ctx: &Context, struct_type: Type, i: usize) -> Option<Type> {
    let field = *llvm::types::struct_fields(ctx, struct_type)?.get(i)?;
    llvm::types::is_pointer_type(ctx, field).then_some(field)
}

/// `llvm.mlir.poison : ty`.
pub(crate) fn poison(b: &mut impl OpBuilder, ty: Type, loc: Location) -> ValueId {
    llvm::PoisonOp::build(b, loc, ty).res(b)
}

/// `llvm.insertvalue value, aggregate[position]`.
pub(crate) fn insert_value(
    b: &mut impl OpBuilder,
    aggregate: ValueId,
    value: ValueId,
    position: &[i64],
    loc: Location,
) -> ValueId {
    llvm::InsertValueOp::build(b, loc, aggregate, value, &positions(position)).res(b)
}

/// `llvm.extractvalue aggregate[position] : ty`.
pub(crate) fn extract_value(
    b: &mut impl OpBuilder,
    aggregate: ValueId,
    ty: Type,
    position: &[i64],
    loc: Location,
) -> ValueId {
    llvm::ExtractValueOp::build(b, loc, ty, aggregate, &positions(position)).res(b)
}

/// `llvm.call @callee(args)`, as MLIR's `CallOp` builder on a function
/// name: its result, if it has one.
pub(crate) fn call_function(
    b: &mut impl OpBuilder,
    callee: &str,
    args: &[ValueId],
    result: Option<Type>,
    loc: Location,
) -> Option<ValueId> {
    let call = llvm::CallOp::build(b, loc, result, args, &[]);
    let (ctx, body) = b.context_and_body_mut();
    call.set_callee(ctx, body, Some(callee));
    body.results(call.id()).next()
}

/// A position in an aggregate as a dense array's values.
fn positions(coords: &[i64]) -> SmallVec<[i128; 4]> {
    coords.iter().map(|&c| c.into()).collect()
}

/// `llvm.mlir.constant(value : index)` of the converted index type.
pub(crate) fn index_constant(b: &mut impl OpBuilder, types: &LlvmTypes, value: i64, loc: Location) -> ValueId {
    let ctx = b.context();
    let attr = ctx.integer_attr(ctx.index_type(), value.into());
    llvm::ConstantOp::build(b, loc, types.index_type(), attr).res(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialects::register_builtin_dialects;
    use crate::ir::{parse_source, Context, ParseOptions};

    /// The converted type of `t` with `index` of type `index_type`.
    fn convert_llvm_type(ctx: &Context, t: Type, index_type: Type) -> Option<Type> {
        LlvmTypes { index_type, use_bare_ptr_call_conv: false }.convert_type(ctx, t)
    }

    /// `text` as a type: the result type of an op parsed from source.
    fn parse_type(ctx: &Context, text: &str) -> Type {
        let src = format!("\"test.t\"() : () -> {text}");
        let module = parse_source(ctx, ParseOptions { file_name: "t" }, &src).expect(text);
        let body = module.body().expect("a module body");
        let block = body.entry_block(body.top_regions()[0]).expect("an entry block");
        let op = body.first_op(block).expect("the op");
        body.value_type(body.result(op, 0))
    }

    #[test]
    fn converts_scalars_and_vectors_as_mlir() {
        let ctx = Context::new();
        let i64t = ctx.i64();
        let convert = |text: &str| convert_llvm_type(&ctx, parse_type(&ctx, text), i64t).map(|t| ctx.type_to_string(t));
        assert_eq!(convert("index").as_deref(), Some("i64"));
        assert_eq!(convert("si16").as_deref(), Some("i16"));
        assert_eq!(convert("f80").as_deref(), Some("f80"));
        assert_eq!(convert("f8E4M3FN").as_deref(), Some("i8"));
        assert_eq!(convert("tf32"), None);
        assert_eq!(convert("tensor<4xi32>"), None);
        assert_eq!(convert("vector<4xindex>").as_deref(), Some("vector<4xi64>"));
        assert_eq!(convert("vector<[4]xi32>").as_deref(), Some("vector<[4]xi32>"));
        assert_eq!(convert("vector<2x3x4xf32>").as_deref(), Some("!llvm.array<2 x array<3 x vector<4xf32>>>"));
        assert_eq!(convert("vector<[2]x3xf32>"), None);
    }

    #[test]
    fn nd_positions_vary_the_last_coordinate_fastest() {
        let ctx = Context::new();
        let info = nd_vector_info(&ctx, parse_type(&ctx, "vector<2x3x4xi1>"), ctx.i64()).unwrap();
        let positions: Vec<Vec<i64>> = info.positions().map(|p| p.to_vec()).collect();
        assert_eq!(positions[..4], [vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 0]]);
        assert_eq!(positions.len(), 6);
        assert_eq!(ctx.type_to_string(info.one_d), "vector<4xi1>");
    }

    /// `text` as a type, read from an attribute of a parsed op.
    fn parse_attr_type(ctx: &Context, text: &str) -> Type {
        let src = format!("\"test.t\"() {{t = {text}}} : () -> ()");
        let module = crate::ir::parse_source(ctx, crate::ir::ParseOptions { file_name: "t.mlir" }, &src)
            .unwrap_or_else(|d| panic!("{text}: {}", d.message));
        let mut found = None;
        module.body().expect("the module body").walk_all_preorder(&mut |body, op| {
            if let Some(attr) = body.attr(ctx, op, "t") {
                found = ctx.type_value(attr);
            }
        });
        found.expect("a type attribute")
    }

    /// Each type and what `mlir-opt-22 --convert-func-to-llvm` turns a
    /// function argument of that type into (`None`: the function stays).
    #[test]
    fn converts_types_as_mlir_does() {
        let ctx = Context::new();
        register_builtin_dialects(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let cases: &[(&str, Option<&str>)] = &[
            ("index", Some("i64")),
            ("si8", Some("i8")),
            ("ui64", Some("i64")),
            ("tf32", None),
            ("f8E4M3FN", Some("i8")),
            ("f8E5M2", Some("i8")),
            ("bf16", Some("bf16")),
            ("f80", Some("f80")),
            ("complex<f32>", Some("!llvm.struct<(f32, f32)>")),
            ("vector<4xf32>", Some("vector<4xf32>")),
            ("vector<2x3xi32>", Some("!llvm.array<2 x vector<3xi32>>")),
            ("vector<[4]xi8>", Some("vector<[4]xi8>")),
            ("vector<[4]x2xi8>", None),
            ("vector<4xindex>", Some("vector<4xi64>")),
            ("vector<2xf8E4M3FN>", Some("vector<2xi8>")),
            ("none", None),
            ("tuple<i32>", None),
            ("!llvm.ptr", Some("!llvm.ptr")),
            ("!llvm.struct<(i32)>", Some("!llvm.struct<(i32)>")),
            ("(i32) -> index", Some("!llvm.ptr")),
            ("!foo.bar", None),
            ("tensor<4xf32>", None),
        ];
        for &(input, want) in cases {
            let got = convert_llvm_type(&ctx, parse_attr_type(&ctx, input), ctx.i64()).map(|t| ctx.type_to_string(t));
            assert_eq!(got.as_deref(), want, "{input}");
        }
        assert_eq!(convert_llvm_type(&ctx, ctx.index_type(), ctx.i32()), Some(ctx.i32()));
    }

    /// Memref types and their descriptors, as `mlir-opt-22
    /// --convert-func-to-llvm` gives them (the struct a memref result is
    /// returned as; `None`: the function stays).
    #[test]
    fn converts_memrefs_to_descriptors() {
        let ctx = Context::new();
        register_builtin_dialects(&ctx);
        let types = LlvmTypes::new(&ctx, LowerToLlvmOptions::default());
        let cases: &[(&str, Option<&str>)] = &[
            ("memref<4xf32>", Some("!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>")),
            ("memref<f32>", Some("!llvm.struct<(ptr, ptr, i64)>")),
            ("memref<?x8xindex, 3>", Some("!llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>")),
            (
                "memref<4x4xf32, strided<[8, 1], offset: ?>>",
                Some("!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"),
            ),
            ("memref<*xf32>", Some("!llvm.struct<(i64, ptr)>")),
            ("memref<*xf32, 1>", Some("!llvm.struct<(i64, ptr)>")),
            ("memref<4xf32, \"gpu\">", None),
            ("memref<4xtf32>", None),
            ("memref<*xtf32>", None),
        ];
        for &(input, want) in cases {
            let got = types.convert_type(&ctx, parse_attr_type(&ctx, input)).map(|t| ctx.type_to_string(t));
            assert_eq!(got.as_deref(), want, "{input}");
        }
        let fields = |text: &str| -> Vec<String> {
            let t = parse_attr_type(&ctx, text);
            types.memref_descriptor_fields(&ctx, t, true).unwrap().iter().map(|&f| ctx.type_to_string(f)).collect()
        };
        assert_eq!(fields("memref<2x3xi8>"), ["!llvm.ptr", "!llvm.ptr", "i64", "i64", "i64", "i64", "i64"]);
        assert_eq!(fields("memref<i8, 2>"), ["!llvm.ptr<2>", "!llvm.ptr<2>", "i64"]);
    }

    #[test]
    fn bare_pointers_need_static_shapes_strides_and_offsets() {
        let ctx = Context::new();
        register_builtin_dialects(&ctx);
        let bare = LlvmTypes::new(&ctx, LowerToLlvmOptions { use_bare_ptr_call_conv: true, index_bitwidth: 0 });
        for (input, ok) in [
            ("memref<4x2xf32>", true),
            ("memref<8xi32, strided<[1], offset: 4>>", true),
            ("memref<f32, 3>", true),
            ("memref<?xf32>", false),
            ("memref<8xi32, strided<[?], offset: 4>>", false),
            ("memref<8xi32, strided<[1], offset: ?>>", false),
            ("memref<*xf32>", false),
            ("memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>", true),
            ("memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>", false),
            ("memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>", false),
        ] {
            let t = parse_attr_type(&ctx, input);
            assert_eq!(can_convert_to_bare_ptr(&ctx, t), ok, "{input}");
            assert_eq!(bare.convert_memref_to_bare_ptr(&ctx, t).is_some(), ok, "{input}");
        }
        let layout = |text: &str| strides_and_offset(&ctx, parse_attr_type(&ctx, text)).map(|(s, o)| (s.to_vec(), o));
        assert_eq!(layout("memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>"), Some((vec![16, 1], 3)));
        assert_eq!(layout("memref<4x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>"), Some((vec![1, 4], 0)));
        assert_eq!(
            layout("memref<4x8xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 + s1)>>"),
            Some((vec![DYNAMIC, 1], DYNAMIC))
        );
        assert_eq!(layout("memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>"), None);
        assert_eq!(layout("memref<?x8xf32>"), Some((vec![8, 1], 0)));
        assert_eq!(layout("memref<8x?xf32>"), Some((vec![DYNAMIC, 1], 0)));
        let fty = parse_attr_type(&ctx, "(memref<4xf32, 1>, i32) -> (memref<2xi8>, index)");
        let (llvm, _) = bare.convert_function_signature(&ctx, fty, false).unwrap();
        assert_eq!(ctx.type_to_string(llvm), "!llvm.func<struct<(ptr, i64)> (ptr<1>, i32)>");
        let default = LlvmTypes::new(&ctx, LowerToLlvmOptions::default());
        let (llvm, conversion) = default.convert_function_signature(&ctx, fty, false).unwrap();
        assert_eq!(
            ctx.type_to_string(llvm),
            "!llvm.func<struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i64)> \
             (ptr<1>, ptr<1>, i64, i64, i64, i32)>"
        );
        assert_eq!(conversion.converted_types().len(), 6);
        let wrapper = default.convert_function_type_c_wrapper(&ctx, fty).unwrap();
        assert_eq!(ctx.type_to_string(wrapper.func_type), "!llvm.func<void (ptr, ptr, i32)>");
        assert!(wrapper.result_struct.is_some());
    }

    #[test]
    fn packs_results_and_signatures() {
        let ctx = Context::new();
        register_builtin_dialects(&ctx);
        ctx.set_allow_unregistered_dialects(true);
        let fty = parse_attr_type(&ctx, "(i32, index) -> (i32, index)");
        let types = LlvmTypes::new(&ctx, LowerToLlvmOptions::default());
        let (llvm, conversion) = types.convert_function_signature(&ctx, fty, false).unwrap();
        assert_eq!(ctx.type_to_string(llvm), "!llvm.func<struct<(i32, i64)> (i32, i64)>");
        assert_eq!(conversion.converted_types(), &[ctx.i32(), ctx.i64()]);
        let none = parse_attr_type(&ctx, "() -> ()");
        assert_eq!(
            ctx.type_to_string(types.convert_function_signature(&ctx, none, false).unwrap().0),
            "!llvm.func<void ()>"
        );
        assert!(types
            .convert_function_signature(&ctx, parse_attr_type(&ctx, "(tensor<2xi32>) -> ()"), false)
            .is_none());
        let types32 = LlvmTypes::new(&ctx, LowerToLlvmOptions::from(32));
        assert_eq!(types32.pack_function_results(&ctx, &[ctx.index_type()], false), Some(ctx.i32()));
    }
}
