//! The `func` dialect: `func.func`, `func.return`, `func.call`,
//! `func.call_indirect` and `func.constant`.
//!
//! The ops are declared with MLIR 22's definition in `func/func.toml`, from
//! which the crate's build script generates their typed handles
//! ([`FuncOp`], [`ReturnOp`], [`CallOp`], [`CallIndirectOp`],
//! [`ConstantOp`]), builders, verifiers and registration. This file holds
//! what the declaration cannot say: the checks MLIR makes in C++ (what
//! `SymbolOpInterface` and `FunctionOpInterface` verify on `func.func`,
//! `func.return` against its function, the symbol uses of `func.call` and
//! `func.constant`), the interfaces, `func.constant`'s folder and constant
//! materialization, `func.call_indirect`'s canonicalization, and, in `asm`,
//! the forms of `func.func` and `func.call_indirect`, which formats cannot
//! say here.

mod asm;

use super::{CallLike, DialectInliner, FunctionLike};
use crate::ir::{
    Attribute, Body, Context, Diagnostic, Dialect, Location, NamedAttr, OpId, OpSpec, OpView, SymbolScope, SymbolUser,
    Type, TypeKind, ValueId,
};
use crate::ods;
use crate::rewrite::{
    constant_value, ConstantMaterializer, FoldOutcome, OpFoldResult, PatternRewriter, RewritePatternSet,
};

crate::include_dialect!("func");

/// The dialect definition: the declared ops and their hooks, the
/// hand-written forms of `func.func` and `func.call_indirect`
/// (`func/asm.rs`), the name `func.constant` gives its result, and constant
/// materialization.
pub fn dialect() -> Dialect {
    let constant = ods::op_format::assembly::<ConstantOp>().result_name(|_| Some("f".to_string()));
    func_dialect()
        .op_assembly(FuncOp::NAME, asm::FUNC_ASSEMBLY)
        .op_assembly(CallIndirectOp::NAME, asm::CALL_INDIRECT_ASSEMBLY)
        .op_assembly(ConstantOp::NAME, constant)
        .hook(ConstantMaterializer(materialize_constant))
}

crate::implements! {
    FuncOp: FunctionLike = FunctionLike { type_attr_name: "function_type" };
    CallOp: CallLike = CallLike { callee_attr: "callee" };
    CallOp: SymbolUser = SymbolUser(call_symbol_uses);
    ConstantOp: SymbolUser = SymbolUser(constant_symbol_uses);
}

impl ods::Canonicalize for CallIndirectOp {
    fn canonicalization_patterns(ctx: &Context, patterns: &mut RewritePatternSet) {
        // A function MLIR registers without a name.
        patterns.add_op_fn::<CallIndirectOp>(ctx, "", 1, call_indirect_to_call);
    }
}

/// `func.constant` folds to its symbol.
impl ods::Fold for ConstantOp {
    fn fold(self, ctx: &Context, body: &mut Body, _: &[Option<Attribute>]) -> FoldOutcome {
        match ctx.dict_get(body.props(self.id()), "value") {
            Some(value) => FoldOutcome::Results(vec![OpFoldResult::Attr(value)]),
            None => FoldOutcome::Failed,
        }
    }
}

/// The `func` dialect's inliner interface (MLIR's `FuncInlinerInterface`):
/// everything can be inlined unless the call or the callee has `no_inline`;
/// `func.return` is the terminator to replace.
pub const INLINER: DialectInliner = DialectInliner {
    call_is_legal: |call, callable| {
        let no_inline = |v: &OpView<'_>, name: &str| v.name() == name && v.attr("no_inline").is_some();
        !no_inline(call, CallOp::NAME) && !no_inline(callable, FuncOp::NAME)
    },
    return_op: Some(ReturnOp::NAME),
    ..DialectInliner::ALWAYS
};

/// What MLIR's `SymbolOpInterface` verifies, then `FunctionOpInterface`
/// (its base interfaces come first in the op's traits).
impl ods::Verify for FuncOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        super::check_visibility(v)?;
        let (host, region) = (v.body.op_region_host(v.op).0, self.body(v));
        let entry = host.entry_block(region);
        if entry.is_none() && matches!(self.sym_visibility(v), None | Some("public")) {
            // An external function is a symbol declaration, which MLIR's
            // symbol interface forbids to be public (the default).
            return Err(v.op_error("symbol declaration cannot have public visibility"));
        }
        let Some((inputs, results)) = ctx.function_signature(self.function_type(v)) else { return Ok(()) };
        for (attrs, what, expected) in
            [(self.arg_attrs(v), "argument", inputs.len()), (self.res_attrs(v), "result", results.len())]
        {
            if let Some(items) = attrs.filter(|items| items.len() != expected) {
                return Err(v.op_error(format!(
                    "expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {expected}",
                    items.len()
                )));
            }
        }
        let Some(entry) = entry else { return Ok(()) };
        super::verify_entry_block_signature(v, host, entry, inputs)
    }
}

/// MLIR's `ReturnOp::verify`: the operands are the enclosing function's
/// results (`HasParent<func.func>` has checked the parent).
impl ods::Verify for ReturnOp {
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        let Some(parent) = v.parent() else { return Ok(()) };
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
        match super::first_type_mismatch(&operands, results) {
            Some((i, operand, result)) => Err(v.error(format!(
                "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                v.ty(operand),
                v.ty(result)
            ))),
            None => Ok(()),
        }
    }
}

/// `func.call_indirect`'s first `TypesMatchWith`: the arguments' types are
/// the callee's inputs.
pub(crate) fn callee_inputs_match(v: &OpView<'_>) -> bool {
    let types = v.operand_types();
    types.split_first().is_some_and(|(&callee, args)| v.ctx.function_signature(callee).is_some_and(|(i, _)| i == args))
}

/// `func.call_indirect`'s second `TypesMatchWith`: the results' types are
/// the callee's results.
pub(crate) fn callee_results_match(v: &OpView<'_>) -> bool {
    let Some(&callee) = v.operand_types().first() else { return false };
    v.ctx.function_signature(callee).is_some_and(|(_, r)| r == &v.result_types()[..])
}

/// The `func.func` a flat reference names in `scope`, with its type.
fn referenced_function<'a>(scope: &SymbolScope<'a>, name: &str) -> Option<(OpView<'a>, Type)> {
    let callee = scope.lookup(name).filter(|f| f.name() == FuncOp::NAME)?;
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
    if let Some((i, want, got)) = super::first_type_mismatch(inputs, &operands) {
        return Err(v.op_error(format!(
            "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
            v.ty(want),
            v.ty(got)
        )));
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

/// MLIR's `FuncDialect::materializeConstant`: a `func.constant` of a flat
/// symbol reference with a function type.
fn materialize_constant(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    ctx.flat_symbol(value)?;
    if !matches!(ctx.type_kind(ty), TypeKind::Function { .. }) {
        return None;
    }
    let props = ctx.dictionary([NamedAttr { name: ctx.ident("value"), value }]);
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name(ConstantOp::NAME), loc) };
    Some(body.create_op(&spec, false))
}

/// `CallIndirectOp`'s canonicalization: an indirect call of a
/// `func.constant` is a direct call.
fn call_indirect_to_call(call: CallIndirectOp, rw: &mut PatternRewriter<'_>) -> bool {
    let (ctx, body, op) = (rw.context(), rw.body(), call.id());
    let Some(callee) = constant_value(ctx, body, call.callee(&(ctx, body))) else { return false };
    let Some(callee) = ctx.flat_symbol(callee).map(str::to_string) else { return false };
    let args: Vec<ValueId> = call.callee_operands(&(ctx, body)).collect();
    let results: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let loc = body.loc(op);
    let direct = CallOp::build(rw, loc, &results, &args, &callee);
    let values: Vec<ValueId> = rw.body().results(direct.id()).collect();
    rw.replace_op(op, &values);
    true
}
