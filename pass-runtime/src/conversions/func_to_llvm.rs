//! `convert-func-to-llvm`: lowers the `func` dialect to the `llvm` dialect
//! as MLIR's `FuncToLLVM` does, with the dialect conversion framework:
//! `func.func` to `llvm.func` (its body moved over, its entry block's
//! arguments converted), `func.return` to `llvm.return`, `func.call` and
//! `func.call_indirect` to `llvm.call`, `func.constant` to
//! `llvm.mlir.addressof`. Several results travel packed in an
//! `!llvm.struct`: built with `llvm.mlir.poison` and `llvm.insertvalue`
//! before a return, taken apart with `llvm.extractvalue` after a call.
//! Memrefs follow MLIR's calling conventions (see `llvm_common`): their
//! descriptors expanded in signatures and unpacked for calls, or bare
//! pointers; unranked descriptors returned are copied (`malloc`, or the stack
//! and `free`), and the pass declares `malloc` and `free` afterwards, at the
//! top of the modules that call them (a pattern works in its function's body
//! and cannot reach the module). `llvm.emit_c_interface` adds the
//! `_mlir_ciface_` wrappers ([`CWrapper`]).
//! Like MLIR 22's pass, it converts no other dialect: blocks other than the
//! entry block keep their argument types until `convert-cf-to-llvm` runs.

use crate::dialects::builtin::ModuleOp;
use crate::dialects::func::{CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp};
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::sync::{Arc, Mutex};

use smallvec::SmallVec;

use super::cf_to_llvm::llvm_conversion_target;
use super::generated::ConvertFuncToLLVMPass;
use super::llvm_common::{
    call_function, extract_value, index_bitwidth_in, index_constant, insert_value, llvm_type_converter, poison,
    ptr_type, LlvmTypes, LowerToLlvmOptions, MemRefDescriptor,
};
use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet,
    FnConversionPattern, OpAdaptor, SignatureConversion, TypeConverter,
};
use crate::dialects::llvm::{self, func_type};
use crate::ir::{
    AttrKind, Attribute, Body, BodyKey, Builder, Context, Ident, InsertPoint, IrRead, Location, NamedAttr, OpId,
    OpName, Type, TypeKind, ValueId,
};
use crate::pass::{AnchorOp, PassBehavior, PassError};
use crate::rewrite::PatternInfo;

impl PassBehavior for ConvertFuncToLLVMPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let options = LowerToLlvmOptions {
            index_bitwidth: index_bitwidth_in(op, self.options.index_bitwidth),
            use_bare_ptr_call_conv: self.options.use_bare_ptr_memref_call_conv,
        };
        let converter = Arc::new(llvm_type_converter(ctx, options));
        let mut patterns = ConversionPatternSet::new();
        let lowering = FuncToLlvm::add_patterns(op, &converter, options, &mut patterns);
        let target = llvm_conversion_target(ctx);
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &ConversionConfig::default())
            .map_err(|e| e.emit(op))?;
        lowering.finish(op);
        Ok(())
    }
}

/// The `func` lowering of a conversion (this pass's or `convert-to-llvm`'s):
/// its patterns, and the `malloc` and `free` declarations its copies of
/// unranked descriptors need once the conversion has run.
pub(super) struct FuncToLlvm {
    names: Arc<Names>,
}

impl FuncToLlvm {
    /// Adds MLIR's `populateFuncToLLVMConversionPatterns` for the module
    /// `op`, whose types convert with `converter` (made with `options`).
    pub(super) fn add_patterns(
        op: &AnchorOp<'_>,
        converter: &Arc<TypeConverter>,
        options: LowerToLlvmOptions,
        patterns: &mut ConversionPatternSet,
    ) -> Self {
        let ctx = op.context();
        let mut names = Names::new(ctx, LlvmTypes::new(ctx, options));
        names.bare_ptr_callees = bare_ptr_symbols(ctx, op.body(), &names);
        let names = Arc::new(names);
        add_func_patterns(&names, converter, patterns);
        FuncToLlvm { names }
    }

    /// Declares `malloc` and `free` where the conversion of `op` (the module
    /// converted) called them.
    pub(super) fn finish(&self, op: &mut AnchorOp<'_>) {
        if self.names.called_alloc_fns.load(AtomicOrdering::Relaxed) {
            let module_loc = op.loc();
            let (ctx, body) = op.context_and_body_mut();
            declare_alloc_fns(ctx, body, module_loc, &self.names);
        }
    }
}

/// The symbols of the module's ops marked `llvm.bareptr`: calls to them use
/// the bare-pointer convention (MLIR looks callees up in the module's symbol
/// table, so symbols in nested modules do not count).
fn bare_ptr_symbols(ctx: &Context, body: &Body, n: &Names) -> Vec<Attribute> {
    let Some(&region) = body.top_regions().first() else { return Vec::new() };
    let Some(block) = body.entry_block(region) else { return Vec::new() };
    body.block_ops(block)
        .filter(|&op| entry(ctx, body.attrs(op), n.bareptr_attr).is_some())
        .filter_map(|op| entry(ctx, body.props(op), n.sym_name))
        .collect()
}

/// Declares `malloc` and `free` at the top of each module whose functions
/// call them without a symbol of that name (what MLIR's
/// `lookupOrCreateMallocFn` and `lookupOrCreateFreeFn` do when the copies
/// of unranked descriptors are built): each new declaration goes first, so
/// they end up in the reverse order of their first calls. `body` is the
/// body of the module at `module_loc`.
fn declare_alloc_fns(ctx: &Context, body: &mut Body, module_loc: Location, n: &Names) {
    let module_name = ctx.op_name(ModuleOp::NAME);
    let Some(&region) = body.top_regions().first() else { return };
    let Some(block) = body.entry_block(region) else { return };
    let ops: Vec<OpId> = body.block_ops(block).collect();
    let mut first_called: SmallVec<[&str; 2]> = SmallVec::new();
    let mut defined: SmallVec<[&str; 2]> = SmallVec::new();
    let mut nested_modules = Vec::new();
    for &op in &ops {
        let symbol = entry(ctx, body.props(op), n.sym_name).and_then(|a| ctx.str_value(a));
        if let Some(name) = symbol.filter(|s| ALLOC_FNS.contains(s)) {
            defined.push(name);
        }
        if body.op_name(op) == module_name {
            nested_modules.push(op);
            continue;
        }
        let Some(inner) = body.isolated_body(op) else { continue };
        inner.walk_all_preorder(&mut |b, o| {
            if b.op_name(o) != n.llvm_call {
                return;
            }
            let callee = entry(ctx, b.props(o), n.callee).and_then(|c| ctx.flat_symbol(c));
            if let Some(&name) = ALLOC_FNS.iter().find(|&&f| Some(f) == callee) {
                if !first_called.contains(&name) {
                    first_called.push(name);
                }
            }
        });
    }
    let ptr = ptr_type(ctx);
    for name in first_called {
        if defined.contains(&name) {
            continue;
        }
        let fn_type = if name == "malloc" {
            func_type(ctx, &[n.types.index_type()], Some(ptr))
        } else {
            func_type(ctx, &[ptr], None)
        };
        llvm::LLVMFuncOp::build(
            &mut Builder::new(ctx, body, InsertPoint::BlockStart(block)),
            module_loc,
            name,
            fn_type,
        );
    }
    for op in nested_modules {
        let loc = body.loc(op);
        if let Some(inner) = body.isolated_body_mut(op) {
            declare_alloc_fns(ctx, inner, loc, n);
        }
    }
}

/// The allocation functions the copies of unranked descriptors call.
const ALLOC_FNS: [&str; 2] = ["malloc", "free"];

/// MLIR's `populateFuncToLLVMConversionPatterns`: one closure per op,
/// calling the [`FuncLowering`] method that lowers it.
fn add_func_patterns(names: &Arc<Names>, converter: &Arc<TypeConverter>, patterns: &mut ConversionPatternSet) {
    let n = names;
    let lowering = Arc::new(FuncLowering { names: n.clone() });
    let mut add = |name: &'static str, root, generated: &[OpName], lower: LowerFn| {
        let mut info = PatternInfo::for_op(name, root);
        info.add_generated_ops(generated);
        let lowering = lowering.clone();
        let apply = move |op, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>| {
            lower(&lowering, op, operands, rw)
        };
        patterns.add_conversion(FnConversionPattern::new(info, apply).with_type_converter(converter.clone()));
    };
    add("FuncOpConversion", n.func_func, &[n.llvm_func], |l, op, _, rw| l.lower_func(op, rw));
    add("CallIndirectOpLowering", n.func_call_indirect, &[n.llvm_call, n.llvm_extractvalue], |l, op, operands, rw| {
        l.lower_call(op, operands, Callee::Indirect, rw)
    });
    add("CallOpLowering", n.func_call, &[n.llvm_call, n.llvm_extractvalue], |l, op, operands, rw| {
        l.lower_call(op, operands, Callee::Symbol, rw)
    });
    add("ConstantOpLowering", n.func_constant, &[n.llvm_addressof], |l, op, _, rw| l.lower_constant(op, rw));
    add(
        "ReturnOpLowering",
        n.func_return,
        &[n.llvm_poison, n.llvm_insertvalue, n.llvm_return],
        FuncLowering::lower_return,
    );
}

/// A method of [`FuncLowering`] lowering one op.
type LowerFn = fn(&FuncLowering, OpId, &OpAdaptor<'_>, &mut ConversionPatternRewriter<'_, '_>) -> bool;

/// The op names, attribute names and constant attributes the patterns use,
/// interned once per run.
struct Names {
    types: LlvmTypes,
    func_func: OpName,
    func_return: OpName,
    func_call: OpName,
    func_call_indirect: OpName,
    func_constant: OpName,
    llvm_func: OpName,
    llvm_return: OpName,
    llvm_call: OpName,
    llvm_poison: OpName,
    llvm_insertvalue: OpName,
    llvm_extractvalue: OpName,
    llvm_addressof: OpName,
    function_type: Ident,
    sym_name: Ident,
    arg_attrs: Ident,
    res_attrs: Ident,
    segments: Ident,
    op_bundle_sizes: Ident,
    /// `func.func`'s discardable attributes `llvm.func` does not keep.
    linkage_attr: Ident,
    varargs_attr: Ident,
    readnone_attr: Ident,
    /// The `llvm.*` argument attributes holding a type, converted with it.
    typed_arg_attrs: [Ident; 4],
    /// `llvm.func`'s and `llvm.call`'s default properties.
    /// `llvm.call`'s inherent attributes, which `func.call`'s attributes of
    /// the same names become.
    call_inherent: Vec<Ident>,
    readnone_effects: Attribute,
    /// What the C interface wrappers are made of.
    emit_c_interface: Ident,
    /// What the copies of unranked descriptors are made of.
    /// Set once a pattern calls `malloc` or `free`, which the pass then
    /// declares.
    called_alloc_fns: AtomicBool,
    /// `llvm.bareptr` on a function asks for the bare-pointer convention
    /// for it: the names of the module's such functions (for calls), and
    /// the bodies of those converted (for their returns).
    bareptr_attr: Ident,
    callee: Ident,
    bare_ptr_callees: Vec<Attribute>,
    bare_ptr_bodies: Mutex<Vec<BodyKey>>,
}

impl Names {
    fn new(ctx: &Context, types: LlvmTypes) -> Self {
        let llvm_func = ctx.op_name(llvm::LLVMFuncOp::NAME);
        let llvm_call = ctx.op_name(llvm::CallOp::NAME);
        let call_inherent = ctx
            .op_def(llvm_call)
            .map(|d| d.inherent_attrs().iter().map(|n| ctx.ident(n)).collect())
            .unwrap_or_default();
        Names {
            types,
            func_func: ctx.op_name(FuncOp::NAME),
            func_return: ctx.op_name(ReturnOp::NAME),
            func_call: ctx.op_name(CallOp::NAME),
            func_call_indirect: ctx.op_name(CallIndirectOp::NAME),
            func_constant: ctx.op_name(ConstantOp::NAME),
            llvm_func,
            llvm_return: ctx.op_name(llvm::ReturnOp::NAME),
            llvm_call,
            llvm_poison: ctx.op_name(llvm::PoisonOp::NAME),
            llvm_insertvalue: ctx.op_name(llvm::InsertValueOp::NAME),
            llvm_extractvalue: ctx.op_name(llvm::ExtractValueOp::NAME),
            llvm_addressof: ctx.op_name(llvm::AddressOfOp::NAME),
            function_type: ctx.ident("function_type"),
            sym_name: ctx.ident("sym_name"),
            arg_attrs: ctx.ident("arg_attrs"),
            res_attrs: ctx.ident("res_attrs"),
            segments: ctx.ident("operandSegmentSizes"),
            op_bundle_sizes: ctx.ident("op_bundle_sizes"),
            linkage_attr: ctx.ident("llvm.linkage"),
            varargs_attr: ctx.ident("func.varargs"),
            readnone_attr: ctx.ident("llvm.readnone"),
            typed_arg_attrs: ["llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca"].map(|n| ctx.ident(n)),
            call_inherent,
            readnone_effects: ctx.dialect_attr(
                "llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, \
                 targetMem0 = none, targetMem1 = none>",
            ),
            emit_c_interface: ctx.ident("llvm.emit_c_interface"),
            called_alloc_fns: AtomicBool::new(false),
            bareptr_attr: ctx.ident("llvm.bareptr"),
            callee: ctx.ident("callee"),
            bare_ptr_callees: Vec::new(),
            bare_ptr_bodies: Mutex::new(Vec::new()),
        }
    }
}

/// The `llvm.func` a `func.func` becomes, or its C interface wrapper: what
/// it has besides its body.
struct LlvmFunc<'a> {
    name: &'a str,
    ty: Type,
    linkage: Option<llvm::Linkage>,
    memory_effects: Option<Attribute>,
    visibility: Option<&'a str>,
    arg_attrs: Option<&'a [Attribute]>,
    res_attrs: Option<&'a [Attribute]>,
    /// The discardable attributes.
    attrs: Attribute,
}

impl LlvmFunc<'_> {
    /// Creates the function, with an empty body, at the rewriter's
    /// insertion point.
    fn create(&self, rw: &mut ConversionPatternRewriter<'_, '_>, loc: Location) -> OpId {
        let ctx = rw.context();
        let func = llvm::LLVMFuncOp::build(rw, loc, self.name, self.ty);
        let body = rw.body_mut();
        if let Some(linkage) = self.linkage {
            func.set_linkage(ctx, body, linkage);
        }
        if self.memory_effects.is_some() {
            func.set_memory_effects(ctx, body, self.memory_effects);
        }
        if self.visibility.is_some() {
            func.set_sym_visibility(ctx, body, self.visibility);
        }
        if self.arg_attrs.is_some() {
            func.set_arg_attrs(ctx, body, self.arg_attrs);
        }
        if self.res_attrs.is_some() {
            func.set_res_attrs(ctx, body, self.res_attrs);
        }
        body.op_mut(func.id()).set_attrs(self.attrs);
        func.id()
    }
}

/// How a call names its callee.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Callee {
    /// `func.call`: a symbol.
    Symbol,
    /// `func.call_indirect`: its first operand.
    Indirect,
}

/// The lowerings of the pass, one method per op (MLIR's `FuncOpConversion`,
/// `ReturnOpLowering`, `CallOpLowering`, `CallIndirectOpLowering`,
/// `ConstantOpLowering`).
struct FuncLowering {
    names: Arc<Names>,
}

/// Property `name` of `props`.
fn entry(ctx: &Context, dict: Attribute, name: Ident) -> Option<Attribute> {
    ctx.dict_entries(dict).iter().find(|a| a.name == name).map(|a| a.value)
}

impl FuncLowering {
    /// MLIR's `convertFuncOpToLLVMFuncOp`.
    fn lower_func(&self, op: OpId, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let n = &*self.names;
        let body = rw.body();
        let (props, attrs, loc) = (body.props(op), body.attrs(op), body.loc(op));
        let Some(fn_type) = entry(ctx, props, n.function_type).and_then(|a| ctx.type_value(a)) else {
            return rw.notify_match_failure("Only support FunctionOpInterface with FunctionType");
        };
        // `func.varargs = true` (a bool attribute) makes a variadic function.
        let variadic = entry(ctx, attrs, n.varargs_attr) == Some(ctx.bool_attr(true));
        let bare_ptr = n.types.use_bare_ptr_call_conv() || entry(ctx, attrs, n.bareptr_attr).is_some();
        let Some((llvm_type, conversion)) =
            n.types.convert_variadic_function_signature(ctx, fn_type, variadic, bare_ptr)
        else {
            return rw.notify_match_failure("signature conversion failed");
        };
        let wants_c_interface =
            entry(ctx, attrs, n.emit_c_interface).is_some_and(|a| ctx.attr_kind(a) == &AttrKind::Unit);
        if variadic && !bare_ptr && wants_c_interface {
            rw.emit_error(op, "C interface for variadic functions is not supported yet.");
            return rw.notify_match_failure("C interface for variadic functions is not supported yet.");
        }
        let Some((inputs, results)) = ctx.function_signature(fn_type) else { return false };
        let (num_inputs, num_results) = (inputs.len(), results.len());
        let is_external = body
            .isolated_body(op)
            .and_then(|b| b.top_regions().first().map(|&r| b.entry_block(r).is_none()))
            .unwrap_or(true);

        let mut linkage = None;
        let mut memory_effects = None;
        let mut kept_attrs: Vec<NamedAttr> = Vec::new();
        for a in ctx.dict_entries(attrs) {
            if a.name == n.linkage_attr {
                // MLIR reports a linkage of another kind as an error.
                let Some(kind) = llvm::Linkage::from_attr(ctx, a.value) else {
                    rw.emit_error(op, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
                    return rw.notify_match_failure("Contains linkage attribute not of type LLVM::LinkageAttr");
                };
                linkage = Some(kind);
            } else if a.name == n.readnone_attr {
                if !matches!(ctx.attr_kind(a.value), AttrKind::Unit) {
                    rw.emit_error(op, "Contains llvm.readnone attribute not of type UnitAttr");
                    return rw.notify_match_failure("Contains readnone attribute not of type UnitAttr");
                }
                memory_effects = Some(n.readnone_effects);
            } else if a.name != n.varargs_attr {
                kept_attrs.push(*a);
            }
        }
        let emit_c_interface = !bare_ptr
            && kept_attrs.iter().any(|a| a.name == n.emit_c_interface && ctx.attr_kind(a.value) == &AttrKind::Unit);
        if emit_c_interface && is_external {
            // The declaration gets a body calling the wrapper, and is only
            // visible in this module.
            linkage = Some(llvm::Linkage::Private);
        }
        let Some(func) = FuncOp::from_op(&*rw, op) else { return false };
        let name = func.sym_name(&*rw).to_owned();
        let visibility = func.sym_visibility(&*rw).map(str::to_owned);
        let res_attrs = entry(ctx, props, n.res_attrs).and_then(|a| ctx.array_elements(a));
        let arg_attrs = entry(ctx, props, n.arg_attrs).and_then(|a| ctx.array_elements(a));
        let converted_arg_attrs = match arg_attrs {
            None => None,
            Some(arg_attrs) => match self.convert_arg_attrs(ctx, arg_attrs, num_inputs, &conversion) {
                Some(converted) => converted,
                None => return rw.notify_match_failure("malformed arg_attrs"),
            },
        };
        let kept_attrs = ctx.dictionary(kept_attrs);
        let new_func = LlvmFunc {
            name: &name,
            ty: llvm_type,
            linkage,
            memory_effects,
            visibility: visibility.as_deref(),
            arg_attrs: converted_arg_attrs.and_then(|a| ctx.array_elements(a)),
            res_attrs: res_attrs.filter(|_| num_results == 1),
            attrs: kept_attrs,
        }
        .create(rw, loc);
        if !rw.swap_isolated_bodies(op, new_func) {
            return false;
        }
        // Only the entry block: the other blocks are converted by the
        // branches to them (`convert-cf-to-llvm`).
        if rw.convert_isolated_region_types(new_func, 0, Some(&conversion)).is_err() {
            return rw.notify_match_failure("region types conversion failed");
        }
        if bare_ptr && !n.types.use_bare_ptr_call_conv() {
            if let Some(key) = rw.body().isolated_body(new_func).map(Body::key) {
                n.bare_ptr_bodies.lock().unwrap_or_else(|e| e.into_inner()).push(key);
            }
        }
        if emit_c_interface {
            let Some(signature) = n.types.convert_function_type_c_wrapper(ctx, fn_type) else {
                return false;
            };
            let result_struct = signature.result_struct;
            // The wrapper's argument and result attributes are the
            // function's, shifted by the result pointer when there is one.
            let shifted: Vec<Attribute>;
            let (wrapper_arg_attrs, wrapper_res_attrs) = match (result_struct, arg_attrs) {
                (None, _) => (arg_attrs, res_attrs),
                (Some(_), Some(dicts)) => {
                    shifted = std::iter::once(ctx.empty_dictionary()).chain(dicts.iter().copied()).collect();
                    (Some(&shifted[..]), None)
                }
                (Some(_), None) => (None, None),
            };
            let wrapper_name = format!("_mlir_ciface_{name}");
            let wrapper = LlvmFunc {
                name: &wrapper_name,
                ty: signature.func_type,
                linkage: None,
                memory_effects: None,
                visibility: visibility.as_deref(),
                arg_attrs: wrapper_arg_attrs,
                res_attrs: wrapper_res_attrs,
                attrs: kept_attrs,
            }
            .create(rw, loc);
            let packed_result =
                if num_results == 0 { None } else { n.types.pack_function_results(ctx, results, false) };
            let wrap = CWrapper {
                names: n,
                inputs,
                func_params: conversion.converted_types(),
                packed_result,
                wrapper_params: &signature.params,
                result_struct,
                loc,
            };
            let built = if is_external {
                rw.body_mut().isolated_body_mut(new_func).and_then(|b| wrap.external_body(ctx, b, &wrapper_name))
            } else {
                rw.body_mut().isolated_body_mut(wrapper).and_then(|b| wrap.wrapper_body(ctx, b, &name))
            };
            if built.is_none() {
                return false;
            }
        }
        rw.erase_op(op);
        true
    }

    /// The arguments' attribute dictionaries for the new signature: the
    /// `llvm.*` ones holding a type get the converted type; an argument
    /// expanded into several (a memref descriptor's fields) gets empty
    /// dictionaries, as in MLIR. `Some(None)` when the function has no
    /// arguments; `None` when malformed.
    fn convert_arg_attrs(
        &self,
        ctx: &Context,
        dicts: &[Attribute],
        num_inputs: usize,
        conversion: &SignatureConversion,
    ) -> Option<Option<Attribute>> {
        if dicts.len() != num_inputs {
            return None;
        }
        let num_params = conversion.converted_types().len();
        if num_params == 0 {
            return Some(None);
        }
        let empty = ctx.empty_dictionary();
        let mut new_dicts = vec![empty; num_params];
        for (i, &dict) in dicts.iter().enumerate() {
            let converted: Vec<NamedAttr> = ctx
                .dict_entries(dict)
                .iter()
                .map(|a| {
                    let value = if self.names.typed_arg_attrs.contains(&a.name) {
                        ctx.type_value(a.value)
                            .and_then(|t| self.names.types.convert_type(ctx, t))
                            .map_or(a.value, |t| ctx.type_attr(t))
                    } else {
                        a.value
                    };
                    NamedAttr { name: a.name, value }
                })
                .collect();
            if let Some(crate::conversion::InputMapping::Inputs { start, len: 1 }) = conversion.input_mapping(i) {
                new_dicts[*start] = ctx.dictionary(converted);
            }
        }
        Some(Some(ctx.array_attr(&new_dicts)))
    }

    /// MLIR's `ReturnOpLowering`: under the bare-pointer convention a
    /// memref is returned as its allocated pointer.
    fn lower_return(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let n = &*self.names;
        let body = rw.body();
        let bare_ptr = n.types.use_bare_ptr_call_conv()
            || n.bare_ptr_bodies.lock().unwrap_or_else(|e| e.into_inner()).contains(&body.key());
        let (attrs, loc) = (body.attrs(op), body.loc(op));
        let types: SmallVec<[Type; 4]> = body.operands(op).map(|v| body.value_type(v)).collect();
        let mut values: SmallVec<[ValueId; 4]> = SmallVec::new();
        for (i, &ty) in types.iter().enumerate() {
            let converted = operands.get(i);
            match ctx.type_kind(ty) {
                TypeKind::UnrankedMemRef { .. } if bare_ptr => {
                    // No bare pointer for an unranked memref.
                    return false;
                }
                TypeKind::UnrankedMemRef { .. } => {
                    // The ranked descriptor it points to may be on the
                    // stack: a copy on the heap is returned.
                    let [descriptor] = converted else { return false };
                    values.push(self.copy_unranked_descriptor(rw, ctx, *descriptor, Copy::ToHeap, loc));
                }
                TypeKind::MemRef { .. } if bare_ptr && super::llvm_common::can_convert_to_bare_ptr(ctx, ty) => {
                    let [descriptor] = converted else { return false };
                    let descriptor = MemRefDescriptor::new(&*rw, *descriptor, 0);
                    values.push(descriptor.allocated_ptr(rw, ctx, &n.types, loc));
                }
                _ => values.extend_from_slice(converted),
            }
        }
        let returned = if values.len() <= 1 {
            values
        } else {
            let Some(packed_type) = n.types.pack_function_results(ctx, &types, bare_ptr) else {
                return rw.notify_match_failure("could not convert result types");
            };
            let mut packed = poison(rw, packed_type, loc);
            for (i, &v) in values.iter().enumerate() {
                packed = insert_value(rw, packed, v, &[i as i64], loc);
            }
            SmallVec::from_elem(packed, 1)
        };
        let ret = llvm::ReturnOp::build(rw, loc, returned.first().copied());
        rw.body_mut().op_mut(ret.id()).set_attrs(attrs);
        rw.replace_op(op, &[]);
        true
    }

    /// MLIR's `CallOpInterfaceLowering` (for `func.call` and
    /// `func.call_indirect`, whose callee is its first operand): memref
    /// operands are passed as their descriptors' fields (MLIR's
    /// `promoteOperands`), or their aligned pointers under the bare-pointer
    /// convention, where memref results come back as pointers and are made
    /// descriptors again.
    fn lower_call(
        &self,
        op: OpId,
        operands: &OpAdaptor<'_>,
        callee: Callee,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        let ctx = rw.context();
        let n = &*self.names;
        let body = rw.body();
        let callee = entry(ctx, body.props(op), n.callee).filter(|_| callee == Callee::Symbol);
        let bare_ptr = n.types.use_bare_ptr_call_conv()
            || callee
                .and_then(|c| ctx.flat_symbol(c))
                .is_some_and(|c| n.bare_ptr_callees.iter().any(|&s| ctx.str_value(s) == Some(c)));
        let result_types: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
        let operand_types: SmallVec<[Type; 8]> = body.operands(op).map(|v| body.value_type(v)).collect();
        let is_unranked = |t: &Type| matches!(ctx.type_kind(*t), TypeKind::UnrankedMemRef { .. });
        let packed = if result_types.is_empty() {
            None
        } else {
            match n.types.pack_function_results(ctx, &result_types, bare_ptr) {
                Some(t) => Some(t),
                None => return rw.notify_match_failure("could not convert result types"),
            }
        };
        if bare_ptr && operand_types.iter().any(is_unranked) {
            return false;
        }
        let (props_in, attrs_in, loc) = (body.props(op), body.attrs(op), body.loc(op));
        let mut values: SmallVec<[ValueId; 8]> = SmallVec::new();
        for (i, &ty) in operand_types.iter().enumerate() {
            let converted = operands.get(i);
            let memref_kind = match ctx.type_kind(ty) {
                TypeKind::MemRef { shape, .. } => Some(Some(shape.len())),
                TypeKind::UnrankedMemRef { .. } => Some(None),
                _ => None,
            };
            match (memref_kind, converted) {
                (Some(rank), [descriptor]) => {
                    let descriptor = MemRefDescriptor::new(&*rw, *descriptor, rank.unwrap_or(0));
                    match rank {
                        Some(_) if bare_ptr => values.push(descriptor.aligned_ptr(rw, ctx, &n.types, loc)),
                        Some(_) => descriptor.unpack(rw, ctx, &n.types, loc, &mut values),
                        None => descriptor.unpack_unranked(rw, ctx, &n.types, loc, &mut values),
                    }
                }
                _ => values.extend_from_slice(converted),
            }
        }
        // The call's attributes, inherent and discardable, go to the new
        // call: its properties when `llvm.call` has them, discardable
        // otherwise.
        let mut props: SmallVec<[NamedAttr; 4]> = SmallVec::new();
        let mut attrs: Vec<NamedAttr> = Vec::new();
        for a in ctx.dict_entries(props_in).iter().chain(ctx.dict_entries(attrs_in)) {
            if n.call_inherent.contains(&a.name) {
                props.push(*a);
            } else {
                attrs.push(*a);
            }
        }
        let call = llvm::CallOp::build(rw, loc, packed, &values, &[]).id();
        let body = rw.body_mut();
        for p in props.iter().filter(|p| p.name != n.segments && p.name != n.op_bundle_sizes) {
            body.set_prop_ident(ctx, call, p.name, Some(p.value));
        }
        body.op_mut(call).set_attrs(ctx.dictionary(attrs));
        let mut results: SmallVec<[ValueId; 4]> = SmallVec::new();
        if result_types.len() == 1 {
            results.push(rw.body().result(call, 0));
        } else if result_types.len() > 1 {
            let mut fields: SmallVec<[Type; 8]> = SmallVec::new();
            for &t in &result_types {
                if !n.types.convert_calling_convention_type(ctx, t, bare_ptr, &mut fields) {
                    return false;
                }
            }
            let whole = rw.body().result(call, 0);
            for (i, &t) in fields.iter().enumerate() {
                results.push(extract_value(rw, whole, t, &[i as i64], loc));
            }
        }
        if !bare_ptr {
            // A returned unranked descriptor points to a copy on the heap:
            // it is copied to the stack and freed.
            for (result, &ty) in results.iter_mut().zip(&result_types) {
                if is_unranked(&ty) {
                    *result = self.copy_unranked_descriptor(rw, ctx, *result, Copy::ToStack, loc);
                }
            }
        }
        if bare_ptr {
            // MLIR's `promoteBarePtrsToDescriptors`.
            for (result, &ty) in results.iter_mut().zip(&result_types) {
                if matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
                    let Some(descriptor) = MemRefDescriptor::from_static_shape(rw, ctx, &n.types, ty, *result, loc)
                    else {
                        return false;
                    };
                    *result = descriptor;
                }
            }
        }
        rw.replace_op(op, &results);
        true
    }

    /// MLIR's `copyUnrankedDescriptor`: a copy of the ranked descriptor
    /// the unranked `descriptor` points to, on the heap (`malloc`) or the
    /// stack (`llvm.alloca`, the source then freed), and a new unranked
    /// descriptor pointing to it. The size is MLIR's `computeSize`: two
    /// pointers and `2 * rank + 1` indices.
    fn copy_unranked_descriptor(
        &self,
        rw: &mut ConversionPatternRewriter<'_, '_>,
        ctx: &Context,
        descriptor: ValueId,
        copy: Copy,
        loc: Location,
    ) -> ValueId {
        let n = &*self.names;
        let types = &n.types;
        let index_type = types.index_type();
        let index_bytes = match ctx.type_kind(index_type) {
            TypeKind::Integer { width, .. } => (i64::from(*width) + 7) / 8,
            _ => 8,
        };
        let one = index_constant(rw, types, 1, loc);
        let two = index_constant(rw, types, 2, loc);
        let index_size = index_constant(rw, types, index_bytes, loc);
        // The default data layout's pointers, in every address space.
        let ptr_size = index_constant(rw, types, 8, loc);
        let pointers_size = llvm::MulOp::build(rw, loc, two, ptr_size).res(rw);
        let rank = extract_value(rw, descriptor, index_type, &[0], loc);
        let double_rank = llvm::MulOp::build(rw, loc, two, rank).res(rw);
        let num_indices = llvm::AddOp::build(rw, loc, double_rank, one).res(rw);
        let indices_size = llvm::MulOp::build(rw, loc, num_indices, index_size).res(rw);
        let size = llvm::AddOp::build(rw, loc, pointers_size, indices_size).res(rw);
        let ptr = ptr_type(ctx);
        let memory = match copy {
            Copy::ToHeap => {
                n.called_alloc_fns.store(true, AtomicOrdering::Relaxed);
                call_function(rw, "malloc", &[size], Some(ptr), loc).unwrap_or(size)
            }
            Copy::ToStack => llvm::AllocaOp::build(rw, loc, ptr, size, ctx.integer_type(8)).res(rw),
        };
        let source = extract_value(rw, descriptor, ptr, &[1], loc);
        llvm::MemcpyOp::build(rw, loc, memory, source, size, false);
        if copy == Copy::ToStack {
            n.called_alloc_fns.store(true, AtomicOrdering::Relaxed);
            call_function(rw, "free", &[source], None, loc);
        }
        let descriptor_type = rw.body().value_type(descriptor);
        let mut copied = poison(rw, descriptor_type, loc);
        let rank = extract_value(rw, descriptor, index_type, &[0], loc);
        copied = insert_value(rw, copied, rank, &[0], loc);
        insert_value(rw, copied, memory, &[1], loc)
    }

    /// MLIR's `ConstantOpLowering`: the address of the function.
    fn lower_constant(&self, op: OpId, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let n = &*self.names;
        let body = rw.body();
        let Some(result) = body.results(op).next() else { return false };
        let Some(ty) = n.types.convert_type(ctx, body.value_type(result)) else {
            return rw.notify_match_failure("failed to convert result type");
        };
        let Some(symbol) = ConstantOp::from_op(&*rw, op).map(|c| c.value(&*rw).to_owned()) else { return false };
        let (loc, attrs) = (body.loc(op), body.attrs(op));
        let new = llvm::AddressOfOp::build(rw, loc, ty, &symbol);
        rw.body_mut().op_mut(new.id()).set_attrs(attrs);
        let address = new.res(rw);
        rw.replace_op(op, &[address]);
        true
    }
}

/// Where [`FuncLowering::copy_unranked_descriptor`] copies a descriptor.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Copy {
    /// To memory from `malloc`: a returned descriptor outlives the frame.
    ToHeap,
    /// To the stack, freeing the source: a descriptor a call returned.
    ToStack,
}

/// What MLIR's C interface wrappers (`llvm.emit_c_interface`) are built
/// from: a function taking and returning memrefs through pointers to their
/// descriptors (`_mlir_ciface_NAME`), calling or called by the converted
/// function.
struct CWrapper<'n> {
    names: &'n Names,
    /// The original function's argument types.
    inputs: &'n [Type],
    /// The converted function's parameters and result.
    func_params: &'n [Type],
    packed_result: Option<Type>,
    /// The wrapper's parameters, and the struct it writes its result to
    /// through its first argument, if so.
    wrapper_params: &'n [Type],
    result_struct: Option<Type>,
    loc: Location,
}

impl CWrapper<'_> {
    /// MLIR's `wrapForExternalCallers`: the wrapper's body (in `body`, the
    /// wrapper's own) loads each memref argument's descriptor, calls
    /// `callee` with the fields, and returns the result or stores it
    /// through the first argument.
    fn wrapper_body(&self, ctx: &Context, body: &mut Body, callee: &str) -> Option<()> {
        let (n, loc) = (self.names, self.loc);
        let block = entry_block_of(body, self.wrapper_params, loc)?;
        let params: SmallVec<[ValueId; 8]> = body.block_args(block).iter().copied().collect();
        let mut b = Builder::new(ctx, body, InsertPoint::BlockEnd(block));
        let offset = usize::from(self.result_struct.is_some());
        let mut args: SmallVec<[ValueId; 8]> = SmallVec::new();
        for (i, &input) in self.inputs.iter().enumerate() {
            let param = *params.get(i + offset)?;
            match ctx.type_kind(input) {
                TypeKind::MemRef { shape, .. } => {
                    let rank = shape.len();
                    let loaded = self.load(&mut b, n.types.convert_type(ctx, input)?, param);
                    MemRefDescriptor::new(&b, loaded, rank).unpack(&mut b, ctx, &n.types, loc, &mut args);
                }
                TypeKind::UnrankedMemRef { .. } => {
                    let loaded = self.load(&mut b, n.types.convert_type(ctx, input)?, param);
                    MemRefDescriptor::new(&b, loaded, 0).unpack_unranked(&mut b, ctx, &n.types, loc, &mut args);
                }
                _ => args.push(param),
            }
        }
        let result = call_function(&mut b, callee, &args, self.packed_result, loc);
        match (self.result_struct, result) {
            (Some(_), Some(result)) => {
                self.store(&mut b, result, *params.first()?);
                llvm::ReturnOp::build(&mut b, loc, None);
            }
            (_, result) => {
                llvm::ReturnOp::build(&mut b, loc, result);
            }
        }
        Some(())
    }

    /// MLIR's `wrapExternalFunction`: the body of the external function
    /// (in `body`, its own) packs each memref argument's fields into a
    /// descriptor on the stack, calls the wrapper `wrapper` with pointers to
    /// them (and to a stack slot for the result when it is returned
    /// through a pointer), and returns the result.
    fn external_body(&self, ctx: &Context, body: &mut Body, wrapper: &str) -> Option<()> {
        let (n, loc) = (self.names, self.loc);
        let block = entry_block_of(body, self.func_params, loc)?;
        let params: SmallVec<[ValueId; 8]> = body.block_args(block).iter().copied().collect();
        let mut b = Builder::new(ctx, body, InsertPoint::BlockEnd(block));
        let mut args: SmallVec<[ValueId; 8]> = SmallVec::new();
        if let Some(result_struct) = self.result_struct {
            args.push(self.alloca(&mut b, ctx, result_struct));
        }
        let mut rest = params.as_slice();
        for &input in self.inputs {
            let descriptor = match ctx.type_kind(input) {
                TypeKind::MemRef { shape, .. } => {
                    let count = 3 + 2 * shape.len();
                    let fields = rest.get(..count)?;
                    rest = &rest[count..];
                    MemRefDescriptor::pack(&mut b, ctx, &n.types, input, fields, loc)?.value()
                }
                TypeKind::UnrankedMemRef { .. } => {
                    let fields = rest.get(..2)?;
                    rest = &rest[2..];
                    MemRefDescriptor::pack_unranked(&mut b, ctx, &n.types, fields, loc).value()
                }
                _ => {
                    let (&first, tail) = rest.split_first()?;
                    rest = tail;
                    args.push(first);
                    continue;
                }
            };
            let descriptor_type = b.body().value_type(descriptor);
            let slot = self.alloca(&mut b, ctx, descriptor_type);
            self.store(&mut b, descriptor, slot);
            args.push(slot);
        }
        let wrapper_result = if self.result_struct.is_some() { None } else { self.packed_result };
        let result = call_function(&mut b, wrapper, &args, wrapper_result, loc);
        let result = match self.result_struct {
            Some(result_struct) => Some(self.load(&mut b, result_struct, *args.first()?)),
            None => result,
        };
        llvm::ReturnOp::build(&mut b, loc, result);
        Some(())
    }

    fn load(&self, b: &mut Builder<'_>, ty: Type, ptr: ValueId) -> ValueId {
        llvm::LoadOp::build(b, self.loc, ty, ptr).res(b)
    }

    fn store(&self, b: &mut Builder<'_>, value: ValueId, ptr: ValueId) {
        llvm::StoreOp::build(b, self.loc, value, ptr);
    }

    /// `llvm.alloca` of one `elem_type`.
    fn alloca(&self, b: &mut Builder<'_>, ctx: &Context, elem_type: Type) -> ValueId {
        let one = index_constant(b, &self.names.types, 1, self.loc);
        llvm::AllocaOp::build(b, self.loc, ptr_type(ctx), one, elem_type).res(b)
    }
}

/// Adds the entry block of a function with parameters `params` to its
/// (empty) body, with an argument per parameter at `loc`.
fn entry_block_of(body: &mut Body, params: &[Type], loc: Location) -> Option<crate::ir::BlockId> {
    let region = *body.top_regions().first()?;
    let block = body.append_block(region);
    for &t in params {
        body.add_block_arg(block, t, loc);
    }
    Some(block)
}
