//! The `llvm` dialect: the ops the lowering passes produce
//! (`convert-arith-to-llvm`, `convert-cf-to-llvm`, `convert-func-to-llvm`):
//! integer and float arithmetic, comparisons, casts, the intrinsics `arith`
//! maps to, constants, aggregates, branches, calls and `llvm.func`, the
//! memory accesses of memref descriptors (`llvm.alloca`, `llvm.load`,
//! `llvm.store`, `llvm.intr.memcpy`) and globals (`llvm.mlir.global`,
//! `llvm.mlir.alias`, `llvm.mlir.ifunc`).
//!
//! The ops are declared with MLIR 22's definitions in `llvm/llvm.toml`, from
//! which the crate's build script generates their typed handles ([`AddOp`],
//! [`ICmpOp`], [`CallOp`], [`LLVMFuncOp`], [`GlobalOp`], [`AddressOfOp`],
//! ...), builders, verifiers and registration, with MLIR's properties and
//! their defaults (`overflowFlags = 0 : i32`, `fastmathFlags =
//! #llvm.fastmath<none>`, the `llvm.func` and `llvm.call` conventions) and
//! the integer enums ([`ICmpPredicate`], [`FCmpPredicate`],
//! [`AtomicOrdering`], [`Visibility`], [`UnnamedAddr`]). This file holds
//! what the declaration cannot say: the predicates of the spec's
//! constraints on LLVM types, the checks MLIR makes in C++ (the extensions'
//! widths, `llvm.extractvalue` and `llvm.insertvalue` positions, the
//! branches' successor operands and case values, `llvm.return` against its
//! function, the entry block of `llvm.func`, `llvm.getelementptr`'s
//! indices, the symbol uses of `llvm.call` and `llvm.mlir.addressof`), the
//! folders, the interfaces, constant materialization, the dialect's syntax
//! checks and, in `asm`, every op's pretty form (hung on the declared ops).
//!
//! LLVM types (`!llvm.ptr`, `!llvm.struct<...>`, `!llvm.func<...>`, ...)
//! are registered types ([`types`]), read and printed as MLIR 22 does and
//! taken apart with [`llvm_type`]. The enum attributes with a mnemonic
//! ([`FastmathFlags`] `#llvm.fastmath<...>`, [`IntegerOverflowFlags`],
//! [`Linkage`], [`CConv`], [`TailCallKind`]) are declared in the spec; the
//! dialect's other attributes (debug info, loop annotations) are kept as
//! text.

use super::{operand_type, CallLike, DialectInliner, FunctionLike};
use crate::interfaces;
use crate::ir::{
    AllowsUnknownOps, DialectAttrVerifier, Location, OpAssembly, OpSpec, PropertyConversion, SymbolScope, SymbolUser,
    VerbatimAttrAlias, VerbatimSyntaxCheck,
};
use crate::ir::{AttrKind, Attribute, Body, Context, Diagnostic, Dialect, OpId, OpView, Type, TypeKind};
use crate::ods;

mod asm;
mod data_layout;
pub mod types;
use super::arith::consts;
use super::arith::int::ApInt;
use crate::rewrite::{ConstantMaterializer, FoldOutcome, OpFoldResult};
pub use data_layout::data_layout_problem;
pub use types::{llvm_type, LlvmType, StructBody};

crate::include_dialect!("llvm");

/// `overflowFlags = 0 : i32` (`#llvm.overflow<none>` as a property).
pub fn overflow_none(ctx: &Context) -> Attribute {
    ctx.integer_attr(ctx.integer_type(32), 0)
}

/// `array<i32>`, `llvm.call`'s default `op_bundle_sizes`.
pub fn empty_i32_array(ctx: &Context) -> Attribute {
    ctx.dense_i32_array_attr(&[])
}

/// `!llvm.struct<(a, b, ...)>`, the type `convert-func-to-llvm` packs
/// several results into.
pub fn struct_type(ctx: &Context, fields: &[Type]) -> Type {
    types::literal_struct(ctx, fields, false)
}

/// `!llvm.func<result (inputs)>`, with `void` for no result.
pub fn func_type(ctx: &Context, inputs: &[Type], result: Option<Type>) -> Type {
    variadic_func_type(ctx, inputs, result, false)
}

/// [`func_type`], with `...` after the inputs when `variadic`.
pub fn variadic_func_type(ctx: &Context, inputs: &[Type], result: Option<Type>, variadic: bool) -> Type {
    types::function(ctx, result.unwrap_or_else(|| types::void(ctx)), inputs, variadic)
}

/// `!llvm.array<n x element>`, what an n-D vector converts to.
pub fn array_type(ctx: &Context, n: u64, element: Type) -> Type {
    types::array(ctx, n, element)
}

/// The `llvm` dialect's inliner interface (MLIR's `LLVMInlinerInterface`,
/// for the ops here): everything can be inlined; `llvm.return` is the
/// terminator to replace, by an `llvm.br` when the callee has several blocks.
pub const INLINER: DialectInliner =
    DialectInliner { return_op: Some(ReturnOp::NAME), branch_op: BrOp::NAME, ..DialectInliner::ALWAYS };

/// The hand-written pretty forms (`llvm/asm.rs`, `llvm/asm/memory.rs`) of
/// the ops without a `format` in `llvm.toml`; `llvm.intr.ctlz`, `llvm.intr.cttz`, `llvm.intr.uadd.with.overflow` and
/// `llvm.intr.memcpy` have none (MLIR gives them no format), so they are
/// read and printed in the generic form.
const ASSEMBLIES: &[(&str, OpAssembly)] = &[
    (ICmpOp::NAME, asm::ICMP_ASSEMBLY),
    (FCmpOp::NAME, asm::FCMP_ASSEMBLY),
    (SwitchOp::NAME, asm::SWITCH_ASSEMBLY),
    (CallOp::NAME, asm::CALL_ASSEMBLY),
    (LLVMFuncOp::NAME, asm::FUNC_ASSEMBLY),
    (GlobalOp::NAME, asm::GLOBAL_ASSEMBLY),
    (AliasOp::NAME, asm::ALIAS_ASSEMBLY),
    (IFuncOp::NAME, asm::IFUNC_ASSEMBLY),
    (GEPOp::NAME, asm::GEP_ASSEMBLY),
    (AllocaOp::NAME, asm::ALLOCA_ASSEMBLY),
    (LoadOp::NAME, asm::LOAD_ASSEMBLY),
];

/// The dialect definition: the declared ops and their hooks, their
/// hand-written forms, and the dialect's own hooks. Ops of the dialect
/// that are not declared are accepted, unverified (MLIR's LLVM dialect has
/// many more).
pub fn dialect() -> Dialect {
    let mut d = llvm_dialect()
        .verbatim_attributes()
        .hook(AllowsUnknownOps)
        .hook(ConstantMaterializer(materialize_constant))
        .hook(DialectAttrVerifier(verify_llvm_attr))
        .hook(VerbatimSyntaxCheck(check_syntax))
        .hook(VerbatimAttrAlias(llvm_alias_prefix));
    for &(name, assembly) in ASSEMBLIES {
        d = d.op_assembly(name, assembly);
    }
    for def in types::DEFS {
        d = d.type_def(def);
    }
    for name in [AddOp::NAME, SubOp::NAME, MulOp::NAME, ShlOp::NAME, TruncOp::NAME] {
        d = d.op_hook(name, PropertyConversion(store_overflow_flags));
    }
    d
}

// ----- the spec's constraints on LLVM types and attributes ---------------------

/// Defines one constraint predicate per `LlvmKind`, for the spec to name.
macro_rules! kind_predicates {
    ($($(#[$doc:meta])* $name:ident => $kind:ident;)*) => {$(
        $(#[$doc])*
        pub fn $name(ctx: &Context, t: Type) -> bool {
            LlvmKind::$kind.admits(ctx, t)
        }
    )*};
}

kind_predicates! {
    /// `LLVM_AnyPointer`.
    is_pointer => Pointer;
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
    is_pointer_or_vector => PointerOrVector;
    /// `LLVM_ScalarOrVectorOf<AnySignlessInteger>`.
    is_int_or_vector => IntOrVector;
    /// `LLVM_ScalarOrVectorOf<I1>`.
    is_bool_or_vector => BoolOrVector;
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>`.
    is_float_or_vector => FloatOrVector;
    /// `llvm.icmp`'s operands: integers or pointers, or vectors of them.
    is_int_or_pointer_or_vector => IntOrPointerOrVector;
    /// `LLVM_AnyAggregate`.
    is_aggregate => Aggregate;
    /// `LLVM_Type`: a type LLVM has.
    is_llvm_type => Compatible;
}

/// `LLVM_FunctionType`: an `!llvm.func<...>`.
pub fn is_function_type(ctx: &Context, t: Type) -> bool {
    types::signature(ctx, t).is_some()
}

/// `overflowFlags`: what MLIR's property converts from, an integer (the
/// flags' bits) or `#llvm.overflow<...>`.
pub fn is_overflow_flags_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { .. }) || IntegerOverflowFlags::from_attr(ctx, a).is_some()
}

/// `overflowFlags` as MLIR stores it: `N : i32`, whether given as
/// `#llvm.overflow<...>` or as an integer of any width.
fn store_overflow_flags(ctx: &Context, name: &str, value: Attribute) -> Option<Attribute> {
    if name != "overflowFlags" {
        return None;
    }
    let bits = match IntegerOverflowFlags::from_attr(ctx, value) {
        Some(flags) => i128::from(flags.bits()),
        None => ctx.int_value(value)?,
    };
    Some(ctx.integer_attr(ctx.integer_type(32), bits))
}

// ----- hooks: folders, interfaces, verifiers -----------------------------------

impl ods::Fold for OrOp {
    fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome {
        fold_or(ctx, body, self.id(), operands)
    }
}

impl ods::Fold for ShlOp {
    fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome {
        fold_shl(ctx, body, self.id(), operands)
    }
}

impl ods::Fold for ICmpOp {
    fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome {
        fold_icmp(ctx, body, self.id(), operands)
    }
}

/// MLIR's `ConstantOp::fold`: the op's `value`.
impl ods::Fold for ConstantOp {
    fn fold(self, ctx: &Context, body: &mut Body, _: &[Option<Attribute>]) -> FoldOutcome {
        match ctx.dict_get(body.props(self.id()), "value") {
            Some(value) => FoldOutcome::Results(vec![OpFoldResult::Attr(value)]),
            None => FoldOutcome::Failed,
        }
    }
}

/// MLIR's `PoisonOp::fold`: the op is the constant `#ub.poison`.
impl ods::Fold for PoisonOp {
    fn fold(self, ctx: &Context, _: &mut Body, _: &[Option<Attribute>]) -> FoldOutcome {
        FoldOutcome::Results(vec![OpFoldResult::Attr(poison_attr(ctx))])
    }
}

impl ods::Fold for ExtractValueOp {
    fn fold(self, ctx: &Context, body: &mut Body, operands: &[Option<Attribute>]) -> FoldOutcome {
        fold_extractvalue(ctx, body, self.id(), operands)
    }
}

crate::custom_directives! {
    AddOp, SubOp, MulOp, ShlOp, TruncOp => asm::parse_overflow_flags, asm::print_overflow_flags;
}

crate::custom_directives! {
    ExtractValueOp, InsertValueOp => asm::parse_element_type, asm::print_element_type;
}

crate::implements! {
    BrOp: interfaces::BranchOp = super::cf::LLVM_BRANCH_INTERFACE;
    CondBrOp: interfaces::BranchOp = super::cf::LLVM_BRANCH_INTERFACE;
    SwitchOp: interfaces::BranchOp = super::cf::LLVM_BRANCH_INTERFACE;
    CallOp: CallLike = CallLike { callee_attr: "callee" };
    CallOp: SymbolUser = SymbolUser(call_symbol_uses);
    AddressOfOp: SymbolUser = SymbolUser(addressof_symbol_uses);
    LLVMFuncOp: FunctionLike = FunctionLike { type_attr_name: "function_type" };
}

/// MLIR's `verifyExtOp`: the result is wider than the operand.
fn verify_ext(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let width = |t: Type| v.ctx.int_or_float_width(super::scalar_of(v.ctx, t)).unwrap_or(0);
    if width(v.result_types()[0]) <= width(operand_type(v, 0)) {
        return Err(
            v.error("integer width of the output type is smaller or equal to the integer width of the input type")
        );
    }
    Ok(())
}

impl ods::Verify for SExtOp {
    const READS_SIGNATURE_ONLY: bool = true;
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        verify_ext(v)
    }
}

impl ods::Verify for ZExtOp {
    const READS_SIGNATURE_ONLY: bool = true;
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        verify_ext(v)
    }
}

/// MLIR's `ExtractValueOp::verify`: the position is in the container, and
/// the result has the element's type.
impl ods::Verify for ExtractValueOp {
    const READS_SIGNATURE_ONLY: bool = true;
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let (container, result) = (operand_type(v, 0), v.result_types()[0]);
        let Some(position) = position(v.ctx, v.body, v.op) else { return Ok(()) };
        let element = element_at(v, container, &position)?;
        if result != element {
            return Err(v.op_error(format!(
                "Type mismatch: extracting from '{}' should produce '{}' but this op returns '{}'",
                v.ty(container),
                v.ty(element),
                v.ty(result)
            )));
        }
        Ok(())
    }
}

/// MLIR's `InsertValueOp::verify`: the position is in the container, and
/// the value has the element's type.
impl ods::Verify for InsertValueOp {
    const READS_SIGNATURE_ONLY: bool = true;
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let (container, value) = (operand_type(v, 0), operand_type(v, 1));
        let Some(position) = position(v.ctx, v.body, v.op) else { return Ok(()) };
        let element = element_at(v, container, &position)?;
        if value != element {
            return Err(v.op_error(format!(
                "Type mismatch: cannot insert '{}' into '{}'",
                v.ty(value),
                v.ty(container)
            )));
        }
        Ok(())
    }
}

/// What MLIR's `BranchOpInterface` verifies: the successor's operands
/// against its block's arguments.
impl ods::Verify for BrOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        super::cf::verify_successor_operands(v)
    }
}

/// `BranchOpInterface`'s check, then `WeightedBranchOpInterface`'s.
impl ods::Verify for CondBrOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        super::cf::verify_successor_operands(v)?;
        super::cf::verify_branch_weights(v, self.branch_weights(v).map_or(0, |w| w.len()))
    }
}

/// MLIR's `SwitchOp::verify` (one case value per case destination), then
/// the successor operands.
impl ods::Verify for SwitchOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let cases = match self.case_values(v).map(|a| v.ctx.attr_kind(a)) {
            Some(AttrKind::DenseElements { data, splat, ty }) => {
                if *splat {
                    v.ctx.shape(*ty).map_or(1, |s| s.iter().product::<i64>() as usize)
                } else {
                    data.len()
                }
            }
            _ => 0,
        };
        if cases != self.case_destinations(v).len() {
            return Err(v.op_error("expects number of case values to match number of case destinations"));
        }
        super::cf::verify_successor_operands(v)
    }
}

/// MLIR's `ReturnOp::verify`, against the enclosing `llvm.func`.
impl ods::Verify for ReturnOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let Some(parent) = v.parent().filter(|p| p.name(v.ctx) == LLVMFuncOp::NAME) else { return Ok(()) };
        let fn_type = parent.attr(v.ctx, "function_type").and_then(|a| v.ctx.type_value(a));
        let Some((_, result, _)) = fn_type.and_then(|t| types::signature(v.ctx, t)) else { return Ok(()) };
        match (v.operand_types().first(), types::is_void(v.ctx, result)) {
            (None, false) => Err(v.op_error("expected 1 operand")),
            (Some(_), true) => Err(v.op_error("expected no operands")),
            (Some(&t), false) if t != result => Err(v.op_error("mismatching result types")),
            _ => Ok(()),
        }
    }
}

/// What MLIR's `FunctionOpInterface` verifies of the entry block: its
/// arguments are the signature's parameters.
impl ods::Verify for LLVMFuncOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let fn_type = self.function_type(v);
        let Some((params, _, _)) = types::signature(v.ctx, fn_type) else { return Ok(()) };
        let (host, regions) = v.body.op_region_host(v.op);
        let Some(entry) = regions.first().and_then(|&r| host.entry_block(r)) else { return Ok(()) };
        super::verify_entry_block_signature(v, host, entry, params)
    }
}

/// MLIR's `ValidRoundingModeAttr`, a `ConfinedAttr` the spec cannot say:
/// the rounding mode is not `invalid`.
impl ods::Verify for ConstrainedFPTruncIntr {
    const READS_SIGNATURE_ONLY: bool = true;
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        if self.roundingmode(v) == RoundingMode::Invalid {
            return Err(v.op_error(
                "attribute 'roundingmode' failed to satisfy constraint: LLVM Rounding Mode whose minimum value is 0",
            ));
        }
        Ok(())
    }
}

/// MLIR's `GlobalOp::verify`, as far as the runtime checks it: a string
/// value initializes an `i8` array of its length.
impl ods::Verify for GlobalOp {
    const READS_SIGNATURE_ONLY: bool = true;
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let Some(text) = self.value(v).and_then(|value| v.ctx.str_value(value)) else { return Ok(()) };
        if self.global_type(v) == types::array(v.ctx, text.len() as u64, v.ctx.integer_type(8)) {
            return Ok(());
        }
        Err(v.op_error("requires an i8 array type of the length equal to that of the string attribute"))
    }
}

/// MLIR's `GEPOp::verify`, as far as the runtime checks it: one dynamic
/// index per `i32::MIN` placeholder of `rawConstantIndices`.
impl ods::Verify for GEPOp {
    const READS_SIGNATURE_ONLY: bool = true;
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let placeholders = self.raw_constant_indices(v).iter().filter(|&&i| i == i128::from(i32::MIN)).count();
        if placeholders != self.dynamic_indices(v).len() {
            return Err(v.op_error("expected as many dynamic indices as specified in 'rawConstantIndices'"));
        }
        Ok(())
    }
}

/// What an LLVM op's operand or result may be (ODS's constraints of the
/// `llvm` dialect), with MLIR's summaries.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LlvmKind {
    /// `LLVM_AnyPointer`.
    Pointer,
    /// `LLVM_ScalarOrVectorOf<LLVM_AnyPointer>`.
    PointerOrVector,
    /// `AnySignlessInteger` or a vector of them.
    IntOrVector,
    /// `I1` or a vector of them.
    BoolOrVector,
    /// `LLVM_AnyFloat` or a vector of them.
    FloatOrVector,
    /// Integers or pointers, or vectors of them (`llvm.icmp`).
    IntOrPointerOrVector,
    /// `LLVM_AnyAggregate`.
    Aggregate,
    /// `LLVM_Type`: any type LLVM has.
    Compatible,
}

impl LlvmKind {
    fn admits(self, ctx: &Context, t: Type) -> bool {
        let element = match ctx.type_kind(t) {
            TypeKind::Vector { element, .. } => Some(*element),
            _ => None,
        };
        let scalar = |pred: &dyn Fn(Type) -> bool| pred(t) || element.is_some_and(pred);
        let pointer = |t: Type| types::is_pointer_type(ctx, t);
        let int =
            |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { signedness: crate::ir::Signedness::Signless, .. });
        match self {
            LlvmKind::Pointer => pointer(t),
            LlvmKind::PointerOrVector => scalar(&pointer),
            LlvmKind::IntOrVector => scalar(&int),
            LlvmKind::BoolOrVector => scalar(&|t| ctx.is_signless_integer(t, 1)),
            LlvmKind::FloatOrVector => scalar(&|t| ctx.is_float(t)),
            LlvmKind::IntOrPointerOrVector => scalar(&|t| int(t) || pointer(t)),
            LlvmKind::Aggregate => types::is_aggregate_type(ctx, t),
            LlvmKind::Compatible => !matches!(
                ctx.type_kind(t),
                TypeKind::Function { .. }
                    | TypeKind::Index
                    | TypeKind::MemRef { .. }
                    | TypeKind::UnrankedMemRef { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
            ),
        }
    }
}

/// MLIR's `getInsertExtractValueElementType`: the type at `position` in
/// the aggregate `container`, or the error.
fn element_at(v: &OpView<'_>, container: Type, position: &[i128]) -> Result<Type, Diagnostic> {
    types::element_at(v.ctx, container, position).map_err(|e| v.op_error(e.message(v.ctx)))
}

/// MLIR's `CallOp::verifySymbolUses`: a direct call names an `llvm.func` of
/// the nearest symbol table and matches its signature; an indirect one
/// calls a pointer.
fn call_symbol_uses(v: &OpView<'_>, scope: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    if v.body.num_results(v.op) > 1 {
        return Err(v.op_error("must have 0 or 1 result"));
    }
    let Some(name) = v.attr("callee").and_then(|a| ctx.flat_symbol(a)) else {
        if v.body.num_operands(v.op) == 0 {
            return Err(v.op_error("must have either a `callee` attribute or at least an operand"));
        }
        let callee = operand_type(v, 0);
        if !LlvmKind::Pointer.admits(ctx, callee) {
            return Err(v.op_error(format!("indirect call expects a pointer as callee: '{}'", v.ty(callee))));
        }
        return Ok(());
    };
    let Some(callee) = scope.lookup(name) else {
        return Err(v.op_error(format!("'{name}' does not reference a symbol in the current scope")));
    };
    if callee.name() != LLVMFuncOp::NAME {
        return Err(v.op_error(format!("'{name}' does not reference a valid LLVM function or IFunc")));
    }
    let fn_type = callee.attr("function_type").and_then(|a| ctx.type_value(a));
    let Some((params, result, variadic)) = fn_type.and_then(|t| types::signature(ctx, t)) else { return Ok(()) };
    if variadic && v.attr("var_callee_type").is_none() {
        return Err(v.op_error("missing var_callee_type attribute for vararg call"));
    }
    let operands = callee_operands(v);
    if !variadic && params.len() != operands.len() {
        return Err(v.op_error(format!(
            "incorrect number of operands ({}) for callee (expecting: {})",
            operands.len(),
            params.len()
        )));
    }
    if params.len() > operands.len() {
        return Err(v.op_error(format!(
            "incorrect number of operands ({}) for varargs callee (expecting at least: {})",
            operands.len(),
            params.len()
        )));
    }
    if let Some((i, param, operand)) = super::first_type_mismatch(params, &operands) {
        return Err(v.op_error(format!(
            "operand type mismatch for operand {i}: '{}' != '{}'",
            v.ty(operand),
            v.ty(param)
        )));
    }
    let results = v.result_types();
    match (results.first(), types::is_void(ctx, result)) {
        (None, false) => Err(v.op_error("expected function call to produce a value")),
        (Some(_), true) => Err(v.op_error("calling function with void result must not produce values")),
        (Some(&got), false) if got != result => {
            Err(v.op_error(format!("result type mismatch: '{}' != '{}'", v.ty(got), v.ty(result))))
        }
        _ => Ok(()),
    }
}

/// The argument operands of an `llvm.call` (its first operand segment).
fn callee_operands(v: &OpView<'_>) -> Vec<Type> {
    let types = v.operand_types();
    let first_segment = v.attr("operandSegmentSizes").and_then(|a| match v.ctx.attr_kind(a) {
        AttrKind::DenseArray { values, .. } => values.first().and_then(|&n| usize::try_from(n).ok()),
        _ => None,
    });
    types.iter().take(first_segment.unwrap_or(types.len())).copied().collect()
}

/// MLIR's `AddressOfOp::verifySymbolUses`: the name is a global or a
/// function of the module, in the pointer's address space.
fn addressof_symbol_uses(v: &OpView<'_>, scope: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(name) = v.attr("global_name").and_then(|a| ctx.flat_symbol(a)) else { return Ok(()) };
    let symbol = scope.lookup(name);
    let kind = symbol.map(|s| s.name());
    if !kind.is_some_and(|k| [GlobalOp::NAME, LLVMFuncOp::NAME, AliasOp::NAME, IFuncOp::NAME].contains(&k)) {
        return Err(v.op_error(
            "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'",
        ));
    }
    if let Some(global) = symbol.filter(|s| [GlobalOp::NAME, AliasOp::NAME].contains(&s.name())) {
        let global_space = global.attr("addr_space").and_then(|a| ctx.int_value(a)).unwrap_or(0);
        let pointer_space =
            v.result_types().first().and_then(|&t| types::pointer_address_space(ctx, t)).map(i128::from);
        if pointer_space.is_some_and(|s| s != global_space) {
            return Err(v.op_error("pointer address space must match address space of the referenced global or alias"));
        }
    }
    Ok(())
}

/// The keywords that name an LLVM type in MLIR 22 (`!llvm.ptr`, ...).
const LLVM_TYPE_KEYWORDS: [&str; 11] =
    ["array", "func", "label", "metadata", "ppc_fp128", "ptr", "struct", "target", "token", "void", "x86_amx"];

/// The keywords that name an LLVM attribute in MLIR 22 (`#llvm.linkage<..>`,
/// ...): every word `mlir-opt-22` does not call an unknown attribute.
const LLVM_ATTR_KEYWORDS: [&str; 70] = [
    "access_group",
    "address_space",
    "alias_scope",
    "alias_scope_domain",
    "blockaddress",
    "blocktag",
    "cconv",
    "cgprofile_entry",
    "comdat",
    "constant_range",
    "dependent_libraries",
    "dereferenceable",
    "di_annotation",
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_expression",
    "di_expression_elem",
    "di_file",
    "di_generic_subrange",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subrange",
    "di_subroutine_type",
    "dso_local_equivalent",
    "fastmath",
    "framePointerKind",
    "linkage",
    "loop_annotation",
    "loop_distribute",
    "loop_interleave",
    "loop_licm",
    "loop_peeled",
    "loop_pipeline",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_unswitch",
    "loop_vectorize",
    "memory_effects",
    "mlir.module_flag",
    "mlir.workgroup_attribution",
    "mmra_tag",
    "overflow",
    "poison",
    "profile_summary",
    "profile_summary_detailed",
    "tailcallkind",
    "target",
    "target_features",
    "tbaa_member",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
    "undef",
    "uwtableKind",
    "vec_type_hint",
    "vscale_range",
    "zero",
];

/// A builtin type's keyword, which MLIR's LLVM type parser reads as a type
/// before it looks for a keyword.
fn is_builtin_type_keyword(word: &str) -> bool {
    let int_width = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    ["i", "si", "ui"].iter().any(|p| word.strip_prefix(p).is_some_and(int_width))
        || ["f16", "f32", "f64", "f80", "f128", "bf16", "tf32", "index", "none"].contains(&word)
        || ["f4E", "f6E", "f8E"].iter().any(|p| word.starts_with(p))
}

/// What follows `!llvm.` or `#llvm.` starts with a keyword MLIR's LLVM type
/// or attribute parser knows (their messages, at the keyword).
fn check_keyword(sigil: char, text: &str) -> Result<(), crate::ir::SyntaxProblem> {
    let Some(body) = text.strip_prefix("llvm.") else { return Ok(()) };
    let at = "llvm.".len();
    let len = body.find(|c: char| !(c.is_ascii_alphanumeric() || "_$.".contains(c))).unwrap_or(body.len());
    let word = &body[..len];
    if !word.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        return Err((at, "expected valid keyword".to_string()));
    }
    if sigil == '#' && !LLVM_ATTR_KEYWORDS.contains(&word) {
        return Err((at, format!("unknown attribute `{word}` in dialect `llvm`")));
    }
    if sigil == '!' && !LLVM_TYPE_KEYWORDS.contains(&word) {
        // A builtin type with parameters (`tensor<2xi8>`) is read as one too
        // (those that do not parse fail at another place there: not checked).
        let shaped = matches!(word, "tensor" | "memref" | "vector" | "complex" | "tuple");
        if is_builtin_type_keyword(word) || shaped && body[len..].starts_with('<') {
            return Err((at, "unexpected type, expected keyword".to_string()));
        }
        if !shaped {
            return Err((at, format!("unknown LLVM type: {word}")));
        }
    }
    // The types with parameters MLIR's LLVM type parser requires.
    if sigil == '!' && matches!(word, "struct" | "array" | "func" | "target") && !body[len..].starts_with('<') {
        return Err((at + len, "expected '<'".to_string()));
    }
    Ok(())
}

/// The keyword after `!llvm.`/`#llvm.` is one MLIR knows, as its type and
/// attribute parsers check (the registered types and attributes read the
/// rest).
fn check_syntax(sigil: char, text: &str) -> Result<(), crate::ir::SyntaxProblem> {
    check_keyword(sigil, text)
}

/// The `position` of an `llvm.extractvalue` or `llvm.insertvalue`.
fn position(ctx: &Context, body: &Body, op: OpId) -> Option<Vec<i128>> {
    match ctx.attr_kind(ctx.dict_get(body.props(op), "position")?) {
        AttrKind::DenseArray { values, .. } => Some(values.to_vec()),
        _ => None,
    }
}

/// MLIR's `ExtractValueOp::fold`: an extract of an extract reads the inner
/// container at the joined position (in place); an extract of an
/// `llvm.insertvalue` chain is the inserted value at its position, or
/// reads the container from before the inserts of other positions (in
/// place).
fn fold_extractvalue(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let (extract, insert) = (ctx.op_name(ExtractValueOp::NAME), ctx.op_name(InsertValueOp::NAME));
    let Some(mut extract_pos) = position(ctx, body, op) else { return FoldOutcome::Failed };
    let set_position = |body: &mut Body, pos: &[i128]| {
        let value = ctx.dense_i64_array_attr(pos);
        body.set_prop(ctx, op, "position", Some(value));
    };
    let container = body.operand(op, 0);
    if let Some(inner) = body.defining_op(container).filter(|&d| body.op_name(d) == extract) {
        let Some(mut pos) = position(ctx, body, inner) else { return FoldOutcome::Failed };
        pos.extend_from_slice(&extract_pos);
        set_position(body, &pos);
        let inner_container = body.operand(inner, 0);
        body.set_operand(op, 0, inner_container);
        return FoldOutcome::InPlace;
    }
    let mut result = FoldOutcome::Failed;
    let mut switched_to_inserted = false;
    let mut current = body.defining_op(container).filter(|&d| body.op_name(d) == insert);
    while let Some(ins) = current {
        let Some(insert_pos) = position(ctx, body, ins) else { return result };
        if extract_pos == insert_pos {
            return FoldOutcome::Results(vec![OpFoldResult::Value(body.operand(ins, 1))]);
        }
        // The insert position is a prefix: continue inside the inserted value.
        if extract_pos.len() > insert_pos.len() && extract_pos[..insert_pos.len()] == insert_pos[..] {
            current = body.defining_op(body.operand(ins, 1)).filter(|&d| body.op_name(d) == insert);
            extract_pos.drain(..insert_pos.len());
            switched_to_inserted = true;
            continue;
        }
        let min = extract_pos.len().min(insert_pos.len());
        if extract_pos[..min] == insert_pos[..min] {
            return result;
        }
        // A disjoint position: read the container from before this insert.
        let ins_container = body.operand(ins, 0);
        if !switched_to_inserted {
            body.set_operand(op, 0, ins_container);
            result = FoldOutcome::InPlace;
        }
        current = body.defining_op(ins_container).filter(|&d| body.op_name(d) == insert);
    }
    result
}

/// `#ub.poison`, what `llvm.mlir.poison` folds to.
fn poison_attr(ctx: &Context) -> Attribute {
    ctx.dialect_attr("ub.poison")
}

/// MLIR's `LLVMDialect::materializeConstant`: an `llvm.mlir.poison` of the
/// type for poison, an `llvm.mlir.constant` for an integer, float or dense
/// elements value of the type.
fn materialize_constant(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if value == poison_attr(ctx) {
        let spec = OpSpec { results: &[ty], ..OpSpec::new(ctx, ctx.op_name(PoisonOp::NAME), loc) };
        return Some(body.create_op(&spec, false));
    }
    let buildable = matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    ) && ctx.attr_type(value) == Some(ty);
    if !buildable {
        return None;
    }
    let props = ctx.dictionary([crate::ir::NamedAttr { name: ctx.ident("value"), value }]);
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name(ConstantOp::NAME), loc) };
    Some(body.create_op(&spec, false))
}

/// MLIR's `ICmpOp::fold`: comparing a value with itself is `true` for `eq`
/// and `false` for `ne` (a splat for vectors); the other predicates are
/// left alone, as in MLIR.
fn fold_icmp(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    if body.num_operands(op) != 2 || body.operand(op, 0) != body.operand(op, 1) {
        return FoldOutcome::Failed;
    }
    let value = match ctx.dict_get(body.props(op), "predicate").and_then(|p| ctx.int_value(p)) {
        Some(ICMP_EQ) => true,
        Some(ICMP_NE) => false,
        _ => return FoldOutcome::Failed,
    };
    let ty = body.value_type(body.result(op, 0));
    match crate::dialects::arith::consts::bool_attr(ctx, ty, value) {
        Some(attr) => FoldOutcome::Results(vec![OpFoldResult::Attr(attr)]),
        None => FoldOutcome::Failed,
    }
}

/// MLIR 22's folders of `llvm.or` and `llvm.shl` fold two integer
/// constants, and only scalars: `f` on their values, at the result's width.
fn fold_int_constants(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    operands: &[Option<Attribute>],
    f: impl Fn(ApInt, ApInt) -> Option<ApInt>,
) -> FoldOutcome {
    let int = |a: Option<Attribute>| match consts::decode(ctx, a?)? {
        consts::Const::Scalar { elem, .. } => elem.int(),
        _ => None,
    };
    let (Some(lhs), Some(rhs)) = (int(operands.first().copied().flatten()), int(operands.get(1).copied().flatten()))
    else {
        return FoldOutcome::Failed;
    };
    let ty = body.value_type(body.result(op, 0));
    match f(lhs, rhs).and_then(|v| consts::scalar_attr(ctx, ty, consts::Elem::Int(v))) {
        Some(attr) => FoldOutcome::Results(vec![OpFoldResult::Attr(attr)]),
        None => FoldOutcome::Failed,
    }
}

/// `llvm.or` of two constants.
fn fold_or(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    fold_int_constants(ctx, body, op, operands, |a, b| Some(a.or(b)))
}

/// `llvm.shl` of two constants, when the amount is below the width (LLVM's
/// result is poison otherwise, and MLIR leaves the op).
fn fold_shl(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    fold_int_constants(ctx, body, op, operands, |value, amount| {
        (amount.zext_value() < u128::from(value.width())).then(|| value.shl(amount.zext_value() as u32))
    })
}

/// `ICmpPredicate::eq` and `ne` as `llvm.icmp` numbers them.
const ICMP_EQ: i128 = 0;
const ICMP_NE: i128 = 1;

/// The `llvm` dialect's attributes on any op: `llvm.data_layout` is a data
/// layout string LLVM accepts (MLIR's `LLVMDialect::verifyOperationAttribute`).
fn verify_llvm_attr(op: &OpView<'_>, name: &str, value: Attribute) -> Result<(), String> {
    if name != "llvm.data_layout" {
        return Ok(());
    }
    let Some(layout) = op.ctx.str_value(value) else {
        return Err("expected 'llvm.data_layout' to be a string attributes".into());
    };
    match data_layout_problem(layout) {
        // MLIR's message ends in a newline (a blank line before the source).
        Some(problem) => Err(format!("invalid data layout descriptor: {problem}\n")),
        None => Ok(()),
    }
}

/// The alias MLIR 22's LLVM dialect gives an attribute of its own (the
/// attribute's mnemonic), from a verbatim attribute's text; `None` for other
/// attributes, which MLIR prints inline.
fn llvm_alias_prefix(text: &str) -> Option<&'static str> {
    let rest = text.strip_prefix("llvm.")?;
    let mnemonic = &rest[..rest.find('<').unwrap_or(rest.len())];
    LLVM_ALIASED_MNEMONICS.iter().copied().find(|&m| m == mnemonic)
}

/// The LLVM dialect attributes MLIR 22 prints with an alias named after the
/// mnemonic (its `OpAsmDialectInterface::getAlias`).
const LLVM_ALIASED_MNEMONICS: &[&str] = &[
    "access_group",
    "alias_scope",
    "alias_scope_domain",
    "di_annotation",
    "di_basic_type",
    "di_common_block",
    "di_compile_unit",
    "di_composite_type",
    "di_derived_type",
    "di_file",
    "di_global_variable",
    "di_global_variable_expression",
    "di_imported_entity",
    "di_label",
    "di_lexical_block",
    "di_lexical_block_file",
    "di_local_variable",
    "di_module",
    "di_namespace",
    "di_null_type",
    "di_string_type",
    "di_subprogram",
    "di_subroutine_type",
    "loop_annotation",
    "loop_distribute",
    "loop_interleave",
    "loop_licm",
    "loop_peeled",
    "loop_pipeline",
    "loop_unroll",
    "loop_unroll_and_jam",
    "loop_unswitch",
    "loop_vectorize",
    "tbaa_root",
    "tbaa_tag",
    "tbaa_type_desc",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_only_the_llvm_attributes_mlir_aliases() {
        assert_eq!(llvm_alias_prefix("llvm.loop_unroll<disable = true>"), Some("loop_unroll"));
        assert_eq!(llvm_alias_prefix("llvm.di_null_type"), Some("di_null_type"));
        assert_eq!(llvm_alias_prefix("llvm.fastmath<fast>"), None);
        assert_eq!(llvm_alias_prefix("test.loop_unroll<>"), None);
    }

    #[test]
    fn unknown_llvm_type_keywords_get_mlir_22s_messages() {
        // Positions count from the `l` of `llvm.` (mlir-opt 22's columns).
        let keyword = |text: &str| check_syntax('!', text).unwrap_err();
        assert_eq!(keyword("llvm.vec<4 x ptr>"), (5, "unknown LLVM type: vec".to_string()));
        assert_eq!(keyword("llvm.i32"), (5, "unexpected type, expected keyword".to_string()));
    }
}
