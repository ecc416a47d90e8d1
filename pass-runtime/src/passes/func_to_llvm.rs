//! `convert-func-to-llvm`: lowers the `func` dialect to the `llvm` dialect
//! as MLIR's `FuncToLLVM` does, with the dialect conversion framework:
//! `func.func` to `llvm.func` (its body moved over, its entry block's
//! arguments converted), `func.return` to `llvm.return`, `func.call` and
//! `func.call_indirect` to `llvm.call`, `func.constant` to
//! `llvm.mlir.addressof`. Several results travel packed in an
//! `!llvm.struct`: built with `llvm.mlir.poison` and `llvm.insertvalue`
//! before a return, taken apart with `llvm.extractvalue` after a call.
//! Like MLIR 22's pass, it converts no other dialect: blocks other than the
//! entry block keep their argument types until `convert-cf-to-llvm` runs.

use std::sync::Arc;

use smallvec::SmallVec;

use super::cf_to_llvm::llvm_conversion_target;
use super::generated::ConvertFuncToLLVMPass;
use super::llvm_common::{
    convert_function_signature, convert_llvm_type, index_bitwidth_in, llvm_type_converter, pack_function_results,
};
use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPattern, ConversionPatternRewriter, ConversionPatternSet,
    OpAdaptor, SignatureConversion, TypeConverter,
};
use crate::ir::{AttrKind, Attribute, Context, Ident, NamedAttr, OpId, OpName, OpSpec, Type, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};

impl PassBehavior for ConvertFuncToLLVMPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let index_bits = index_bitwidth_in(op, self.options.index_bitwidth);
        let converter = Arc::new(llvm_type_converter(ctx, index_bits));
        let names = Arc::new(Names::new(ctx, ctx.integer_type(index_bits)));
        let mut patterns = ConversionPatternSet::new();
        add_func_patterns(&names, &converter, &mut patterns);
        let target = llvm_conversion_target(ctx);
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &ConversionConfig::default())
            .map(|_| ())
            .map_err(|e| e.emit(op))
    }
}

/// The `func` lowering's patterns in a conversion with `converter`, where
/// `index` is `index_bits` wide (`convert-to-llvm`'s).
pub(super) fn add_func_to_llvm_patterns(
    ctx: &Context,
    converter: &Arc<TypeConverter>,
    index_bits: u32,
    patterns: &mut ConversionPatternSet,
) {
    let names = Arc::new(Names::new(ctx, ctx.integer_type(index_bits)));
    add_func_patterns(&names, converter, patterns);
}

/// MLIR's `populateFuncToLLVMConversionPatterns`.
fn add_func_patterns(names: &Arc<Names>, converter: &Arc<TypeConverter>, patterns: &mut ConversionPatternSet) {
    let n = names;
    let pattern = |kind, root, generated: &[OpName]| FuncLowering {
        kind,
        root,
        generated: generated.to_vec(),
        converter: converter.clone(),
        names: n.clone(),
    };
    patterns.add_conversion(pattern(Kind::Func, n.func_func, &[n.llvm_func]));
    patterns.add_conversion(pattern(Kind::CallIndirect, n.func_call_indirect, &[n.llvm_call, n.llvm_extractvalue]));
    patterns.add_conversion(pattern(Kind::Call, n.func_call, &[n.llvm_call, n.llvm_extractvalue]));
    patterns.add_conversion(pattern(Kind::Constant, n.func_constant, &[n.llvm_addressof]));
    patterns.add_conversion(pattern(Kind::Return, n.func_return, &[n.llvm_poison, n.llvm_insertvalue, n.llvm_return]));
}

/// The op names, attribute names and constant attributes the patterns use,
/// interned once per run.
struct Names {
    index_type: Type,
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
}

impl Names {
    fn new(ctx: &Context, index_type: Type) -> Self {
        let defaults = |name: OpName| -> Vec<NamedAttr> {
            ctx.op_def(name)
                .map(|d| {
                    d.default_props().iter().map(|(n, f)| NamedAttr { name: ctx.ident(n), value: f(ctx) }).collect()
                })
                .unwrap_or_default()
        };
        let llvm_func = ctx.op_name("llvm.func");
        let llvm_call = ctx.op_name("llvm.call");
        let call_inherent = ctx
            .op_def(llvm_call)
            .map(|d| d.inherent_attrs().iter().map(|n| ctx.ident(n)).collect())
            .unwrap_or_default();
        Names {
            index_type,
            func_func: ctx.op_name("func.func"),
            func_return: ctx.op_name("func.return"),
            func_call: ctx.op_name("func.call"),
            func_call_indirect: ctx.op_name("func.call_indirect"),
            func_constant: ctx.op_name("func.constant"),
            llvm_func,
            llvm_return: ctx.op_name("llvm.return"),
            llvm_call,
            llvm_poison: ctx.op_name("llvm.mlir.poison"),
            llvm_insertvalue: ctx.op_name("llvm.insertvalue"),
            llvm_extractvalue: ctx.op_name("llvm.extractvalue"),
            llvm_addressof: ctx.op_name("llvm.mlir.addressof"),
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
        }
    }

    /// `array<i64: i>`, a position in an `!llvm.struct`.
    fn position(&self, ctx: &Context, i: usize) -> NamedAttr {
        let value = ctx.dense_i64_array_attr(&[i as i128]);
        NamedAttr { name: self.position, value }
    }
}

/// Which op a [`FuncLowering`] lowers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Func,
    Return,
    Call,
    CallIndirect,
    Constant,
}

/// The patterns of the pass, one per op (MLIR's `FuncOpConversion`,
/// `ReturnOpLowering`, `CallOpLowering`, `CallIndirectOpLowering`,
/// `ConstantOpLowering`).
struct FuncLowering {
    kind: Kind,
    root: OpName,
    generated: Vec<OpName>,
    converter: Arc<TypeConverter>,
    names: Arc<Names>,
}

impl ConversionPattern for FuncLowering {
    fn root(&self) -> Option<OpName> {
        Some(self.root)
    }
    fn name(&self) -> &str {
        match self.kind {
            Kind::Func => "FuncOpConversion",
            Kind::Return => "ReturnOpLowering",
            Kind::Call => "CallOpLowering",
            Kind::CallIndirect => "CallIndirectOpLowering",
            Kind::Constant => "ConstantOpLowering",
        }
    }
    fn generated_ops(&self) -> &[OpName] {
        &self.generated
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &OpAdaptor<'_>,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        match self.kind {
            Kind::Func => self.lower_func(op, rw),
            Kind::Return => self.lower_return(op, operands, rw),
            Kind::Call | Kind::CallIndirect => self.lower_call(op, operands, rw),
            Kind::Constant => self.lower_constant(op, rw),
        }
    }
}

/// Property `name` of `props`.
fn entry(ctx: &Context, dict: Attribute, name: Ident) -> Option<Attribute> {
    ctx.dict_entries(dict).iter().find(|a| a.name == name).map(|a| a.value)
}

/// The elements of an array attribute.
fn array_elements(ctx: &Context, attr: Attribute) -> Option<&[Attribute]> {
    match ctx.attr_kind(attr) {
        AttrKind::Array(elements) => Some(elements),
        _ => None,
    }
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
        // `func.varargs = true` makes a variadic function, not supported here.
        if entry(ctx, attrs, n.varargs_attr).is_some_and(|a| a != ctx.bool_attr(false)) {
            return rw.notify_match_failure("variadic functions are not supported");
        }
        let Some((llvm_type, conversion)) = convert_function_signature(ctx, fn_type, n.index_type) else {
            return rw.notify_match_failure("signature conversion failed");
        };
        let Some((inputs, results)) = ctx.function_signature(fn_type) else { return false };
        let (num_inputs, num_results) = (inputs.len(), results.len());

        let mut new_props: Vec<NamedAttr> = Vec::with_capacity(10);
        let mut kept_attrs: Vec<NamedAttr> = Vec::new();
        for a in ctx.dict_entries(attrs) {
            if a.name == n.linkage_attr {
                // MLIR reports a linkage of another kind as an error.
                if !matches!(ctx.attr_kind(a.value), AttrKind::Dialect { text, .. } if text.starts_with("llvm.linkage<"))
                {
                    return rw.notify_match_failure("Contains linkage attribute not of type LLVM::LinkageAttr");
                }
                new_props.push(NamedAttr { name: n.linkage, value: a.value });
            } else if a.name == n.readnone_attr {
                if !matches!(ctx.attr_kind(a.value), AttrKind::Unit) {
                    return rw.notify_match_failure("Contains readnone attribute not of type UnitAttr");
                }
                new_props.push(NamedAttr { name: n.memory_effects, value: n.readnone_effects });
            } else if a.name != n.varargs_attr {
                kept_attrs.push(*a);
            }
        }
        new_props.push(NamedAttr { name: n.function_type, value: ctx.type_attr(llvm_type) });
        for name in [n.sym_name, n.sym_visibility] {
            if let Some(value) = entry(ctx, props, name) {
                new_props.push(NamedAttr { name, value });
            }
        }
        if num_results == 1 {
            if let Some(value) = entry(ctx, props, n.res_attrs) {
                new_props.push(NamedAttr { name: n.res_attrs, value });
            }
        }
        if let Some(arg_attrs) = entry(ctx, props, n.arg_attrs) {
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
            attrs: ctx.dictionary(kept_attrs),
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
        rw.erase_op(op);
        true
    }

    /// The arguments' attribute dictionaries for the new signature: the
    /// `llvm.*` ones holding a type get the converted type. `Some(None)`
    /// when the function has no arguments; `None` when malformed.
    fn convert_arg_attrs(
        &self,
        ctx: &Context,
        arg_attrs: Attribute,
        num_inputs: usize,
        conversion: &SignatureConversion,
    ) -> Option<Option<Attribute>> {
        let dicts = array_elements(ctx, arg_attrs)?;
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
                            .and_then(|t| convert_llvm_type(ctx, t, self.names.index_type))
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

    /// MLIR's `ReturnOpLowering`.
    fn lower_return(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let n = &*self.names;
        let values: SmallVec<[ValueId; 4]> = operands.flat().iter().copied().collect();
        let body = rw.body();
        let (attrs, loc) = (body.attrs(op), body.loc(op));
        let returned = if values.len() <= 1 {
            values
        } else {
            let types: SmallVec<[Type; 4]> = body.operands(op).map(|v| body.value_type(v)).collect();
            let Some(packed_type) = pack_function_results(ctx, &types, n.index_type) else {
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
    /// `func.call_indirect`, whose callee is its first operand).
    fn lower_call(&self, op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let n = &*self.names;
        let body = rw.body();
        let result_types: SmallVec<[Type; 4]> = body.results(op).map(|r| body.value_type(r)).collect();
        let packed = if result_types.is_empty() {
            None
        } else {
            match pack_function_results(ctx, &result_types, n.index_type) {
                Some(t) => Some(t),
                None => return rw.notify_match_failure("could not convert result types"),
            }
        };
        let values: SmallVec<[ValueId; 8]> = operands.flat().iter().copied().collect();
        // The call's attributes, inherent and discardable, go to the new
        // call: its properties when `llvm.call` has them, discardable
        // otherwise.
        let mut props: Vec<NamedAttr> = Vec::with_capacity(8);
        let mut attrs: Vec<NamedAttr> = Vec::new();
        for a in ctx.dict_entries(body.props(op)).iter().chain(ctx.dict_entries(body.attrs(op))) {
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
        let loc = body.loc(op);
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
            let Some(fields) = struct_fields(ctx, &result_types, n.index_type) else { return false };
            let whole = rw.body().result(call, 0);
            for (i, &t) in fields.iter().enumerate() {
                let extract = rw.create(&OpSpec {
                    operands: &[whole],
                    results: &[t],
                    props: ctx.dictionary([n.position(ctx, i)]),
                    ..OpSpec::new(ctx, n.llvm_extractvalue, loc)
                });
                results.push(rw.body().result(extract, 0));
            }
        }
        rw.replace_op(op, &results);
        true
    }

    /// MLIR's `ConstantOpLowering`: the address of the function.
    fn lower_constant(&self, op: OpId, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let n = &*self.names;
        let body = rw.body();
        let Some(result) = body.results(op).next() else { return false };
        let Some(ty) = convert_llvm_type(ctx, body.value_type(result), n.index_type) else {
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

/// The converted types of several results, the fields of their struct.
fn struct_fields(ctx: &Context, results: &[Type], index_type: Type) -> Option<SmallVec<[Type; 4]>> {
    results.iter().map(|&t| convert_llvm_type(ctx, t, index_type)).collect()
}
