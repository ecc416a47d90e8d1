//! The `func` dialect: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`.

mod asm;

use super::patterns::{add, replace_with_new};
use super::{
    convert_props, converts_to_array, converts_to_flat_symbol, converts_to_string, expect_results, required_attr,
    string_attr, CallLike, DialectInliner, FunctionLike,
};
use crate::ir::{
    AttrKind, Attribute, Body, Context, Diagnostic, Dialect, Location, NamedAttr, OpDef, OpId, OpSpec, OpView,
    ParentOp, SymbolScope, SymbolUser, Traits, Type, TypeKind, ValueId,
};
use crate::rewrite::{
    constant_value, CanonicalizationPatterns, ConstantMaterializer, FoldOutcome, Folder, OpFoldResult, PatternRewriter,
    RewritePatternSet,
};

/// The dialect definition.
pub fn dialect() -> Dialect {
    Dialect::new("func")
        .hook(ConstantMaterializer(materialize_constant))
        .op(OpDef::new("func.func", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
            .inherent(&["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", "no_inline"])
            .properties_check(|ctx, props| {
                convert_props(
                    ctx,
                    props,
                    &[
                        ("sym_name", converts_to_string),
                        ("sym_visibility", converts_to_string),
                        ("arg_attrs", converts_to_array),
                        ("res_attrs", converts_to_array),
                    ],
                )
            })
            .interface(FunctionLike { type_attr_name: "function_type" })
            .verifier(verify_func)
            .assembly(asm::FUNC_ASSEMBLY))
        .op(OpDef::new("func.return", Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .verifier(|v| {
                expect_results(v, 0)?;
                verify_return(v)
            })
            .assembly(asm::RETURN_ASSEMBLY))
        .op(OpDef::new("func.call", Traits::NONE)
            .inherent(&["callee", "arg_attrs", "res_attrs", "no_inline"])
            .properties_check(|ctx, props| {
                convert_props(
                    ctx,
                    props,
                    &[
                        ("callee", converts_to_flat_symbol),
                        ("arg_attrs", converts_to_array),
                        ("res_attrs", converts_to_array),
                    ],
                )
            })
            .interface(CallLike { callee_attr: "callee" })
            .verifier(verify_call)
            .hook(SymbolUser(call_symbol_uses))
            .assembly(asm::CALL_ASSEMBLY))
        .op(OpDef::new("func.call_indirect", Traits::NONE)
            .inherent(&["arg_attrs", "res_attrs"])
            .verifier(verify_call_indirect)
            .hook(CanonicalizationPatterns(call_indirect_patterns))
            .assembly(asm::CALL_INDIRECT_ASSEMBLY))
        .op(OpDef::new("func.constant", Traits::PURE | Traits::CONSTANT_LIKE)
            .inherent(&["value"])
            .properties_check(|ctx, props| convert_props(ctx, props, &[("value", converts_to_flat_symbol)]))
            .verifier(verify_constant)
            .hook(SymbolUser(constant_symbol_uses))
            .hook(Folder(fold_constant))
            .assembly(asm::CONSTANT_ASSEMBLY))
}

/// The `func` dialect's inliner interface (MLIR's `FuncInlinerInterface`):
/// everything can be inlined unless the call or the callee has `no_inline`;
/// `func.return` is the terminator to replace.
pub const INLINER: DialectInliner = DialectInliner {
    call_is_legal: |call, callable| {
        let no_inline = |v: &OpView<'_>, name: &str| v.name() == name && v.attr("no_inline").is_some();
        !no_inline(call, "func.call") && !no_inline(callable, "func.func")
    },
    return_op: Some("func.return"),
    ..DialectInliner::ALWAYS
};

fn verify_func(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    string_attr(v, "sym_name")?;
    let fty_attr = required_attr(v, "function_type")?;
    let Some(fty) = ctx.type_value(fty_attr) else {
        return Err(
            v.op_error("attribute 'function_type' failed to satisfy constraint: type attribute of function type")
        );
    };
    let Some((inputs, _)) = ctx.function_signature(fty) else {
        return Err(
            v.op_error("attribute 'function_type' failed to satisfy constraint: type attribute of function type")
        );
    };
    let (host, regions) = v.body.op_region_host(v.op);
    if regions.len() != 1 {
        return Err(v.op_error("requires one region"));
    }
    expect_results(v, 0)?;
    super::check_visibility(v)?;
    let (inputs_len, results_len) = ctx.function_signature(fty).map_or((0, 0), |(i, r)| (i.len(), r.len()));
    for (name, what, expected) in [("arg_attrs", "argument", inputs_len), ("res_attrs", "result", results_len)] {
        if let Some(AttrKind::Array(items)) = v.attr(name).map(|a| ctx.attr_kind(a)) {
            if items.len() != expected {
                return Err(v.op_error(format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {expected}",
                    items.len()
                )));
            }
        }
    }
    let Some(entry) = host.entry_block(regions[0]) else {
        // An external function is a symbol declaration, which MLIR's symbol interface
        // forbids to be public (the default): it must be private or nested.
        let visibility = v.attr("sym_visibility").and_then(|a| ctx.str_value(a));
        if matches!(visibility, None | Some("public")) {
            return Err(v.op_error("symbol declaration cannot have public visibility"));
        }
        return Ok(());
    };
    let args = host.block_args(entry);
    if args.len() != inputs.len() {
        return Err(v.op_error(format!("entry block must have {} arguments to match function signature", inputs.len())));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs.iter()).enumerate() {
        let at = host.value_type(a);
        if at != t {
            return Err(v.op_error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                v.ty(at),
                v.ty(t)
            )));
        }
    }
    Ok(())
}

fn verify_return(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(parent) = v.parent() else { return Ok(()) };
    if parent.name(ctx) != "func.func" {
        return Err(v.op_error("expects parent op 'func.func'"));
    }
    let Some(fty) = parent.attr(ctx, "function_type").and_then(|a| ctx.type_value(a)) else { return Ok(()) };
    let Some((_, results)) = ctx.function_signature(fty) else { return Ok(()) };
    let name = parent.attr(ctx, "sym_name").and_then(|a| ctx.str_value(a)).unwrap_or("");
    let operands = v.operand_types();
    if operands.len() != results.len() {
        return Err(v.op_error(format!(
            "has {} operands, but enclosing function (@{name}) returns {}",
            operands.len(),
            results.len()
        )));
    }
    for (i, (o, r)) in operands.iter().zip(results.iter()).enumerate() {
        if o != r {
            return Err(v.error(format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                v.ty(*o),
                v.ty(*r)
            )));
        }
    }
    let _ = matches!(parent, ParentOp::Owner(_));
    Ok(())
}

fn verify_call(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let a = required_attr(v, "callee")?;
    if !matches!(v.ctx.attr_kind(a), AttrKind::SymbolRef { .. }) {
        return Err(v.op_error("attribute 'callee' failed to satisfy constraint: symbol reference attribute"));
    }
    Ok(())
}

fn verify_call_indirect(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let ops = v.operand_types();
    let Some(&callee) = ops.first() else { return Err(v.op_error("expected 1 or more operands, but found 0")) };
    let Some((inputs, results)) = ctx.function_signature(callee) else {
        return Err(v.op_error(format!("operand #0 must be function type, but got '{}'", v.ty(callee))));
    };
    if inputs != &ops[1..] {
        return Err(v.op_error("failed to verify that callee input types match argument types"));
    }
    if results != &v.result_types()[..] {
        return Err(v.op_error("failed to verify that callee result types match result types"));
    }
    Ok(())
}

fn verify_constant(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_results(v, 1)?;
    let a = required_attr(v, "value")?;
    if v.ctx.flat_symbol(a).is_none() {
        return Err(v.op_error("attribute 'value' failed to satisfy constraint: flat symbol reference attribute"));
    }
    Ok(())
}

/// The `func.func` a flat reference names in `scope`, with its type.
fn referenced_function<'a>(scope: &SymbolScope<'a>, name: &str) -> Option<(OpView<'a>, Type)> {
    let callee = scope.lookup(name).filter(|f| f.name() == "func.func")?;
    let ty = callee.attr("function_type").and_then(|a| callee.ctx.type_value(a))?;
    Some((callee, ty))
}

/// MLIR's `CallOp::verifySymbolUses`: the callee is a `func.func` of the
/// nearest symbol table, whose signature the operands and results match.
fn call_symbol_uses(v: &OpView<'_>, scope: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let Some(name) = v.attr("callee").and_then(|a| ctx.flat_symbol(a)) else {
        return Err(v.op_error("requires a 'callee' symbol reference attribute"));
    };
    let Some((_, fn_type)) = referenced_function(scope, name) else {
        return Err(v.op_error(format!("'{name}' does not reference a valid function")));
    };
    let Some((inputs, results)) = ctx.function_signature(fn_type) else { return Ok(()) };
    let operands = v.operand_types();
    if inputs.len() != operands.len() {
        return Err(v.op_error("incorrect number of operands for callee"));
    }
    for (i, (&want, &got)) in inputs.iter().zip(&operands).enumerate() {
        if want != got {
            return Err(v.op_error(format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                v.ty(want),
                v.ty(got)
            )));
        }
    }
    let result_types = v.result_types();
    if results.len() != result_types.len() {
        return Err(v.op_error("incorrect number of results for callee"));
    }
    if let Some(i) = results.iter().zip(&result_types).position(|(want, got)| want != got) {
        let list = |types: &[Type]| types.iter().map(|&t| format!("'{}'", v.ty(t))).collect::<Vec<_>>().join(", ");
        let mut d = v.op_error(format!("result type mismatch at index {i}"));
        let loc = v.body.loc(v.op);
        d.notes.push(Diagnostic::note(loc, format!("      op result types: {}", list(&result_types))));
        d.notes.push(Diagnostic::note(loc, format!("function result types: {}", list(results))));
        return Err(d);
    }
    Ok(())
}

/// MLIR's `ConstantOp::verifySymbolUses`: the value names a `func.func` of
/// the nearest symbol table, of the result's type.
fn constant_symbol_uses(v: &OpView<'_>, scope: &SymbolScope<'_>) -> Result<(), Diagnostic> {
    let Some(name) = v.attr("value").and_then(|a| v.ctx.flat_symbol(a)) else { return Ok(()) };
    let Some((_, fn_type)) = referenced_function(scope, name) else {
        return Err(v.op_error(format!("reference to undefined function '{name}'")));
    };
    if v.result_types().first() != Some(&fn_type) {
        return Err(v.op_error("reference to function with mismatched type"));
    }
    Ok(())
}

/// `func.constant` folds to its symbol.
fn fold_constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match ctx.dict_get(body.props(op), "value").or_else(|| ctx.dict_get(body.attrs(op), "value")) {
        Some(v) => FoldOutcome::Results(vec![OpFoldResult::Attr(v)]),
        None => FoldOutcome::Failed,
    }
}

/// MLIR's `FuncDialect::materializeConstant`: a `func.constant` of a flat
/// symbol reference with a function type.
fn materialize_constant(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    ctx.flat_symbol(value)?;
    if !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    let props = ctx.dictionary([NamedAttr { name: ctx.ident("value"), value }]);
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name("func.constant"), loc) };
    Some(body.create_op(&spec, false))
}

/// `CallIndirectOp`'s canonicalization (a function MLIR registers without a
/// name): an indirect call of a `func.constant` is a direct call.
fn call_indirect_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
    add(ctx, patterns, "func.call_indirect", "", 1, call_indirect_to_call);
}

fn call_indirect_to_call(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body) = (rw.context(), rw.body());
    let Some(callee) = body.operands(op).next().and_then(|c| constant_value(ctx, body, c)) else { return false };
    if !matches!(ctx.attr_kind(callee), AttrKind::SymbolRef { .. }) {
        return false;
    }
    let args: Vec<ValueId> = body.operands(op).skip(1).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let loc = body.loc(op);
    replace_with_new(rw, op, "func.call", &args, &results, &[("callee", callee)], loc);
    true
}
