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
    extract_value, index_bitwidth_in, index_constant, llvm_type_converter, ptr_type, LlvmTypes, LowerToLlvmOptions,
    MemRefDescriptor,
};
use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet,
    FnConversionPattern, OpAdaptor, SignatureConversion, TypeConverter,
};
use crate::dialects::llvm::{self, func_type};
use crate::ir::{
    AttrKind, Attribute, Body, BodyKey, Builder, Context, Ident, InsertPoint, IrRead, Location, NamedAttr, OpBuilder,
    OpId, OpName, OpSpec, Type, TypeKind, ValueId,
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
        let mut props = vec![
            NamedAttr { name: n.function_type, value: ctx.type_attr(fn_type) },
            NamedAttr { name: n.sym_name, value: ctx.string_attr(name) },
        ];
        props.extend(n.func_defaults.iter().copied());
        let spec = OpSpec { props: ctx.dictionary(props), num_regions: 1, ..OpSpec::new(ctx, n.llvm_func, module_loc) };
        let decl = body.create_op(&spec, true);
        body.insert_op(decl, InsertPoint::BlockStart(block));
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
    sym_visibility: Ident,
    arg_attrs: Ident,
    res_attrs: Ident,
    linkage: Ident,
    memory_effects: Ident,
    value: Ident,
    global_name: Ident,
    position: Ident,
    segments: Ident,
    op_bundle_sizes: Ident,
    /// `func.func`'s discardable attributes `llvm.func` does not keep.
    linkage_attr: Ident,
    varargs_attr: Ident,
    readnone_attr: Ident,
    /// The `llvm.*` argument attributes holding a type, converted with it.
    typed_arg_attrs: [Ident; 4],
    /// `llvm.func`'s and `llvm.call`'s default properties.
    func_defaults: Vec<NamedAttr>,
    call_defaults: Vec<NamedAttr>,
    /// `llvm.call`'s inherent attributes, which `func.call`'s attributes of
    /// the same names become.
    call_inherent: Vec<Ident>,
    readnone_effects: Attribute,
    empty_array: Attribute,
    /// What the C interface wrappers are made of.
    emit_c_interface: Ident,
    llvm_load: OpName,
    llvm_store: OpName,
    llvm_alloca: OpName,
    elem_type: Ident,
    ordering: Ident,
    callee: Ident,
    not_atomic: Attribute,
    private_linkage: Attribute,
    /// What the copies of unranked descriptors are made of.
    llvm_mul: OpName,
    llvm_add: OpName,
    llvm_memcpy: OpName,
    overflow_flags: Ident,
    overflow_none: Attribute,
    is_volatile: Ident,
    /// Set once a pattern calls `malloc` or `free`, which the pass then
    /// declares.
    called_alloc_fns: AtomicBool,
    /// `llvm.bareptr` on a function asks for the bare-pointer convention
    /// for it: the names of the module's such functions (for calls), and
    /// the bodies of those converted (for their returns).
    bareptr_attr: Ident,
    bare_ptr_callees: Vec<Attribute>,
    bare_ptr_bodies: Mutex<Vec<BodyKey>>,
}

impl Names {
    fn new(ctx: &Context, types: LlvmTypes) -> Self {
        // The segment sizes are the call's own, set where it is built.
        let segments = ctx.ident("operandSegmentSizes");
        let defaults =
            |name: OpName| -> Vec<NamedAttr> { ctx.default_props(name).filter(|d| d.name != segments).collect() };
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
            sym_visibility: ctx.ident("sym_visibility"),
            arg_attrs: ctx.ident("arg_attrs"),
            res_attrs: ctx.ident("res_attrs"),
            linkage: ctx.ident("linkage"),
            memory_effects: ctx.ident("memory_effects"),
            value: ctx.ident("value"),
            global_name: ctx.ident("global_name"),
            position: ctx.ident("position"),
            segments: ctx.ident("operandSegmentSizes"),
            op_bundle_sizes: ctx.ident("op_bundle_sizes"),
            linkage_attr: ctx.ident("llvm.linkage"),
            varargs_attr: ctx.ident("func.varargs"),
            readnone_attr: ctx.ident("llvm.readnone"),
            typed_arg_attrs: ["llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca"].map(|n| ctx.ident(n)),
            func_defaults: defaults(llvm_func),
            call_defaults: defaults(llvm_call),
            call_inherent,
            readnone_effects: ctx.dialect_attr(
                "llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, \
                 targetMem0 = none, targetMem1 = none>",
            ),
            empty_array: ctx.dense_i32_array_attr(&[]),
            emit_c_interface: ctx.ident("llvm.emit_c_interface"),
            llvm_load: ctx.op_name(llvm::LoadOp::NAME),
            llvm_store: ctx.op_name(llvm::StoreOp::NAME),
            llvm_alloca: ctx.op_name(llvm::AllocaOp::NAME),
            elem_type: ctx.ident("elem_type"),
            ordering: ctx.ident("ordering"),
            callee: ctx.ident("callee"),
            not_atomic: ctx.integer_attr(ctx.integer_type(64), 0),
            private_linkage: llvm::Linkage::Private.attr(ctx),
            llvm_mul: ctx.op_name(llvm::MulOp::NAME),
            llvm_add: ctx.op_name(llvm::AddOp::NAME),
            llvm_memcpy: ctx.op_name(llvm::MemcpyOp::NAME),
            overflow_flags: ctx.ident("overflowFlags"),
            overflow_none: ctx.integer_attr(ctx.integer_type(32), 0),
            is_volatile: ctx.ident("isVolatile"),
            called_alloc_fns: AtomicBool::new(false),
            bareptr_attr: ctx.ident("llvm.bareptr"),
            bare_ptr_callees: Vec::new(),
            bare_ptr_bodies: Mutex::new(Vec::new()),
        }
    }

    /// `array<i64: i>`, a position in an `!llvm.struct`.
    fn position(&self, ctx: &Context, i: usize) -> NamedAttr {
        let value = ctx.dense_i64_array_attr(&[i as i128]);
        NamedAttr { name: self.position, value }
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

        let mut new_props: Vec<NamedAttr> = Vec::with_capacity(10);
        let mut kept_attrs: Vec<NamedAttr> = Vec::new();
        for a in ctx.dict_entries(attrs) {
            if a.name == n.linkage_attr {
                // MLIR reports a linkage of another kind as an error.
                if llvm::Linkage::from_attr(ctx, a.value).is_none() {
                    rw.emit_error(op, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
                    return rw.notify_match_failure("Contains linkage attribute not of type LLVM::LinkageAttr");
                }
                new_props.push(NamedAttr { name: n.linkage, value: a.value });
            } else if a.name == n.readnone_attr {
                if !matches!(ctx.attr_kind(a.value), AttrKind::Unit) {
                    rw.emit_error(op, "Contains llvm.readnone attribute not of type UnitAttr");
                    return rw.notify_match_failure("Contains readnone attribute not of type UnitAttr");
                }
                new_props.push(NamedAttr { name: n.memory_effects, value: n.readnone_effects });
            } else if a.name != n.varargs_attr {
                kept_attrs.push(*a);
            }
        }
        let emit_c_interface = !bare_ptr
            && kept_attrs.iter().any(|a| a.name == n.emit_c_interface && ctx.attr_kind(a.value) == &AttrKind::Unit);
        if emit_c_interface && is_external {
            // The declaration gets a body calling the wrapper, and is only
            // visible in this module.
            new_props.retain(|p| p.name != n.linkage);
            new_props.push(NamedAttr { name: n.linkage, value: n.private_linkage });
        }
        new_props.push(NamedAttr { name: n.function_type, value: ctx.type_attr(llvm_type) });
        let symbol = entry(ctx, props, n.sym_name);
        let visibility = entry(ctx, props, n.sym_visibility);
        for (name, value) in [(n.sym_name, symbol), (n.sym_visibility, visibility)] {
            if let Some(value) = value {
                new_props.push(NamedAttr { name, value });
            }
        }
        let res_attrs = entry(ctx, props, n.res_attrs);
        if num_results == 1 {
            if let Some(value) = res_attrs {
                new_props.push(NamedAttr { name: n.res_attrs, value });
            }
        }
        let arg_attrs = entry(ctx, props, n.arg_attrs);
        if let Some(arg_attrs) = arg_attrs {
            match self.convert_arg_attrs(ctx, arg_attrs, num_inputs, &conversion) {
                Some(Some(value)) => new_props.push(NamedAttr { name: n.arg_attrs, value }),
                Some(None) => {}
                None => return rw.notify_match_failure("malformed arg_attrs"),
            }
        }
        for d in &n.func_defaults {
            if !new_props.iter().any(|p| p.name == d.name) {
                new_props.push(*d);
            }
        }
        let spec = OpSpec {
            props: ctx.dictionary(new_props),
            attrs: ctx.dictionary(kept_attrs.iter().copied()),
            num_regions: 1,
            ..OpSpec::new(ctx, n.llvm_func, loc)
        };
        let new_func = rw.create_isolated(&spec);
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
            let Some(name) = symbol.and_then(|s| ctx.str_value(s)) else { return false };
            let Some(signature) = n.types.convert_function_type_c_wrapper(ctx, fn_type) else {
                return false;
            };
            let result_struct = signature.result_struct;
            // The wrapper's argument and result attributes are the
            // function's, shifted by the result pointer when there is one.
            let mut wrapper_props: Vec<NamedAttr> = Vec::with_capacity(8);
            if result_struct.is_none() {
                if let Some(value) = res_attrs {
                    wrapper_props.push(NamedAttr { name: n.res_attrs, value });
                }
                if let Some(value) = arg_attrs {
                    wrapper_props.push(NamedAttr { name: n.arg_attrs, value });
                }
            } else if let Some(dicts) = arg_attrs.and_then(|a| ctx.array_elements(a)) {
                let shifted: Vec<Attribute> =
                    std::iter::once(ctx.empty_dictionary()).chain(dicts.iter().copied()).collect();
                wrapper_props.push(NamedAttr { name: n.arg_attrs, value: ctx.array_attr(&shifted) });
            }
            let wrapper_name = format!("_mlir_ciface_{name}");
            wrapper_props.push(NamedAttr { name: n.sym_name, value: ctx.string_attr(&wrapper_name) });
            wrapper_props.push(NamedAttr { name: n.function_type, value: ctx.type_attr(signature.func_type) });
            if let Some(value) = visibility {
                wrapper_props.push(NamedAttr { name: n.sym_visibility, value });
            }
            for d in &n.func_defaults {
                if !wrapper_props.iter().any(|p| p.name == d.name) {
                    wrapper_props.push(*d);
                }
            }
            let spec = OpSpec {
                props: ctx.dictionary(wrapper_props),
                attrs: ctx.dictionary(kept_attrs.iter().copied()),
                num_regions: 1,
                ..OpSpec::new(ctx, n.llvm_func, loc)
            };
            let wrapper = rw.create_isolated(&spec);
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
                rw.body_mut().isolated_body_mut(wrapper).and_then(|b| wrap.wrapper_body(ctx, b, name))
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
        arg_attrs: Attribute,
        num_inputs: usize,
        conversion: &SignatureConversion,
    ) -> Option<Option<Attribute>> {
        let dicts = ctx.array_elements(arg_attrs)?;
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
            let poison = rw.create(&OpSpec { results: &[packed_type], ..OpSpec::new(ctx, n.llvm_poison, loc) });
            let mut packed = rw.body().result(poison, 0);
            for (i, &v) in values.iter().enumerate() {
                let insert = rw.create(&OpSpec {
                    operands: &[packed, v],
                    results: &[packed_type],
                    props: ctx.dictionary([n.position(ctx, i)]),
                    ..OpSpec::new(ctx, n.llvm_insertvalue, loc)
                });
                packed = rw.body().result(insert, 0);
            }
            SmallVec::from_elem(packed, 1)
        };
        rw.create(&OpSpec { operands: &returned, attrs, ..OpSpec::new(ctx, n.llvm_return, loc) });
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
        let mut props: Vec<NamedAttr> = Vec::with_capacity(8);
        let mut attrs: Vec<NamedAttr> = Vec::new();
        for a in ctx.dict_entries(props_in).iter().chain(ctx.dict_entries(attrs_in)) {
            if n.call_inherent.contains(&a.name) {
                props.push(*a);
            } else {
                attrs.push(*a);
            }
        }
        props.retain(|p| p.name != n.segments && p.name != n.op_bundle_sizes);
        props.push(NamedAttr { name: n.segments, value: ctx.dense_i32_array_attr(&[values.len() as i128, 0]) });
        props.push(NamedAttr { name: n.op_bundle_sizes, value: n.empty_array });
        for d in &n.call_defaults {
            if !props.iter().any(|p| p.name == d.name) {
                props.push(*d);
            }
        }
        let packed_results: SmallVec<[Type; 1]> = packed.into_iter().collect();
        let call = rw.create(&OpSpec {
            operands: &values,
            results: &packed_results,
            props: ctx.dictionary(props),
            attrs: ctx.dictionary(attrs),
            ..OpSpec::new(ctx, n.llvm_call, loc)
        });
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
                results.push(extract_value(rw, ctx, whole, t, &[i as i64], loc));
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
        let one = index_constant(rw, ctx, types, 1, loc);
        let two = index_constant(rw, ctx, types, 2, loc);
        let index_size = index_constant(rw, ctx, types, index_bytes, loc);
        // The default data layout's pointers, in every address space.
        let ptr_size = index_constant(rw, ctx, types, 8, loc);
        let pointers_size = self.arith(rw, ctx, n.llvm_mul, two, ptr_size, loc);
        let rank = extract_value(rw, ctx, descriptor, index_type, &[0], loc);
        let double_rank = self.arith(rw, ctx, n.llvm_mul, two, rank, loc);
        let num_indices = self.arith(rw, ctx, n.llvm_add, double_rank, one, loc);
        let indices_size = self.arith(rw, ctx, n.llvm_mul, num_indices, index_size, loc);
        let size = self.arith(rw, ctx, n.llvm_add, pointers_size, indices_size, loc);
        let ptr = ptr_type(ctx);
        let memory = match copy {
            Copy::ToHeap => {
                n.called_alloc_fns.store(true, AtomicOrdering::Relaxed);
                self.call_runtime(rw, ctx, "malloc", &[size], Some(ptr), loc).unwrap_or(size)
            }
            Copy::ToStack => {
                let spec = OpSpec {
                    operands: &[size],
                    results: &[ptr],
                    props: ctx.dictionary([NamedAttr { name: n.elem_type, value: ctx.type_attr(ctx.integer_type(8)) }]),
                    ..OpSpec::new(ctx, n.llvm_alloca, loc)
                };
                let alloca = rw.create(&spec);
                rw.body().result(alloca, 0)
            }
        };
        let source = extract_value(rw, ctx, descriptor, ptr, &[1], loc);
        rw.create(&OpSpec {
            operands: &[memory, source, size],
            props: ctx.dictionary([NamedAttr { name: n.is_volatile, value: ctx.bool_attr(false) }]),
            ..OpSpec::new(ctx, n.llvm_memcpy, loc)
        });
        if copy == Copy::ToStack {
            n.called_alloc_fns.store(true, AtomicOrdering::Relaxed);
            self.call_runtime(rw, ctx, "free", &[source], None, loc);
        }
        let descriptor_type = rw.body().value_type(descriptor);
        let mut copied = super::llvm_common::poison(rw, ctx, descriptor_type, loc);
        let rank = extract_value(rw, ctx, descriptor, index_type, &[0], loc);
        copied = super::llvm_common::insert_value(rw, ctx, copied, rank, &[0], loc);
        super::llvm_common::insert_value(rw, ctx, copied, memory, &[1], loc)
    }

    /// `llvm.mul` or `llvm.add` of two index values.
    fn arith(
        &self,
        rw: &mut ConversionPatternRewriter<'_, '_>,
        ctx: &Context,
        name: OpName,
        lhs: ValueId,
        rhs: ValueId,
        loc: Location,
    ) -> ValueId {
        let n = &*self.names;
        let op = rw.create(&OpSpec {
            operands: &[lhs, rhs],
            results: &[n.types.index_type()],
            props: ctx.dictionary([NamedAttr { name: n.overflow_flags, value: n.overflow_none }]),
            ..OpSpec::new(ctx, name, loc)
        });
        rw.body().result(op, 0)
    }

    /// `llvm.call @callee(args)` of a runtime function (`malloc`, `free`).
    fn call_runtime(
        &self,
        rw: &mut ConversionPatternRewriter<'_, '_>,
        ctx: &Context,
        callee: &str,
        args: &[ValueId],
        result: Option<Type>,
        loc: Location,
    ) -> Option<ValueId> {
        let n = &*self.names;
        let mut props: Vec<NamedAttr> = vec![
            NamedAttr { name: n.callee, value: ctx.symbol_ref_attr(callee) },
            NamedAttr { name: n.segments, value: ctx.dense_i32_array_attr(&[args.len() as i128, 0]) },
        ];
        props.extend(n.call_defaults.iter().copied());
        let results: SmallVec<[Type; 1]> = result.into_iter().collect();
        let op = rw.create(&OpSpec {
            operands: args,
            results: &results,
            props: ctx.dictionary(props),
            ..OpSpec::new(ctx, n.llvm_call, loc)
        });
        rw.body().results(op).next()
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
        let Some(symbol) = entry(ctx, body.props(op), n.value) else { return false };
        let (loc, attrs) = (body.loc(op), body.attrs(op));
        let new = rw.create(&OpSpec {
            results: &[ty],
            props: ctx.dictionary([NamedAttr { name: n.global_name, value: symbol }]),
            attrs,
            ..OpSpec::new(ctx, n.llvm_addressof, loc)
        });
        let address = rw.body().result(new, 0);
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
                    let loaded = self.load(&mut b, ctx, n.types.convert_type(ctx, input)?, param);
                    MemRefDescriptor::new(&b, loaded, rank).unpack(&mut b, ctx, &n.types, loc, &mut args);
                }
                TypeKind::UnrankedMemRef { .. } => {
                    let loaded = self.load(&mut b, ctx, n.types.convert_type(ctx, input)?, param);
                    MemRefDescriptor::new(&b, loaded, 0).unpack_unranked(&mut b, ctx, &n.types, loc, &mut args);
                }
                _ => args.push(param),
            }
        }
        let result = self.call(&mut b, ctx, callee, &args, self.packed_result);
        match (self.result_struct, result) {
            (Some(_), Some(result)) => {
                self.store(&mut b, ctx, result, *params.first()?);
                self.ret(&mut b, ctx, None);
            }
            (_, result) => self.ret(&mut b, ctx, result),
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
            self.store(&mut b, ctx, descriptor, slot);
            args.push(slot);
        }
        let wrapper_result = if self.result_struct.is_some() { None } else { self.packed_result };
        let result = self.call(&mut b, ctx, wrapper, &args, wrapper_result);
        let result = match self.result_struct {
            Some(result_struct) => Some(self.load(&mut b, ctx, result_struct, *args.first()?)),
            None => result,
        };
        self.ret(&mut b, ctx, result);
        Some(())
    }

    fn load(&self, b: &mut Builder<'_>, ctx: &Context, ty: Type, ptr: ValueId) -> ValueId {
        let n = self.names;
        let op = b.create_op(
            &OpSpec {
                operands: &[ptr],
                results: &[ty],
                props: ctx.dictionary([NamedAttr { name: n.ordering, value: n.not_atomic }]),
                ..OpSpec::new(ctx, n.llvm_load, self.loc)
            },
            false,
        );
        b.body().result(op, 0)
    }

    fn store(&self, b: &mut Builder<'_>, ctx: &Context, value: ValueId, ptr: ValueId) {
        let n = self.names;
        b.create_op(
            &OpSpec {
                operands: &[value, ptr],
                props: ctx.dictionary([NamedAttr { name: n.ordering, value: n.not_atomic }]),
                ..OpSpec::new(ctx, n.llvm_store, self.loc)
            },
            false,
        );
    }

    /// `llvm.alloca` of one `elem_type`.
    fn alloca(&self, b: &mut Builder<'_>, ctx: &Context, elem_type: Type) -> ValueId {
        let n = self.names;
        let one = index_constant(b, ctx, &n.types, 1, self.loc);
        let op = b.create_op(
            &OpSpec {
                operands: &[one],
                results: &[ptr_type(ctx)],
                props: ctx.dictionary([NamedAttr { name: n.elem_type, value: ctx.type_attr(elem_type) }]),
                ..OpSpec::new(ctx, n.llvm_alloca, self.loc)
            },
            false,
        );
        b.body().result(op, 0)
    }

    /// `llvm.call @callee(args)`, as MLIR's `CallOp` builder on a function.
    fn call(
        &self,
        b: &mut Builder<'_>,
        ctx: &Context,
        callee: &str,
        args: &[ValueId],
        result: Option<Type>,
    ) -> Option<ValueId> {
        let n = self.names;
        let mut props: Vec<NamedAttr> = vec![
            NamedAttr { name: n.callee, value: ctx.symbol_ref_attr(callee) },
            NamedAttr { name: n.segments, value: ctx.dense_i32_array_attr(&[args.len() as i128, 0]) },
        ];
        props.extend(n.call_defaults.iter().copied());
        let results: SmallVec<[Type; 1]> = result.into_iter().collect();
        let op = b.create_op(
            &OpSpec {
                operands: args,
                results: &results,
                props: ctx.dictionary(props),
                ..OpSpec::new(ctx, n.llvm_call, self.loc)
            },
            false,
        );
        b.body().results(op).next()
    }

    fn ret(&self, b: &mut Builder<'_>, ctx: &Context, value: Option<ValueId>) {
        let operands: SmallVec<[ValueId; 1]> = value.into_iter().collect();
        b.create_op(&OpSpec { operands: &operands, ..OpSpec::new(ctx, self.names.llvm_return, self.loc) }, false);
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
