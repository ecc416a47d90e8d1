//! The `toy` dialect: integers of its own type (`!toy.int`), arithmetic on
//! them, functions, calls and printing. Small, but every op has a verifier,
//! so a malformed input is rejected with MLIR-style diagnostics before any
//! pass runs.
//!
//! | op | operands | results | properties |
//! | --- | --- | --- | --- |
//! | `toy.constant` | | `!toy.int` | `value`: an `i64` integer |
//! | `toy.add`, `toy.mul`, `toy.pow` | two `!toy.int` | `!toy.int` | |
//! | `toy.print` | one `!toy.int` | | |
//! | `toy.func` | | | `sym_name`, `function_type`; one region |
//! | `toy.call` | the callee's inputs | the callee's results | `callee` |
//! | `toy.return` | the function's results | | |

use pass_runtime::ir::{AttrKind, Context, Diagnostic, Dialect, OpDef, OpView, Traits, Type};

/// The text of the dialect's only type, after the `!`.
pub const TOY_INT: &str = "toy.int";

/// `!toy.int`, the toy dialect's integer type.
pub fn toy_int(ctx: &Context) -> Type {
    ctx.dialect_type(TOY_INT)
}

/// True when `ty` is `!toy.int`.
pub fn is_toy_int(ctx: &Context, ty: Type) -> bool {
    ty == toy_int(ctx)
}

/// The dialect definition, for [`Context::register_dialect`].
pub fn dialect() -> Dialect {
    Dialect::new("toy")
        .op(OpDef::new("toy.constant", Traits::PURE | Traits::CONSTANT_LIKE)
            .inherent(&["value"])
            .verifier(verify_constant))
        .op(OpDef::new("toy.add", Traits::PURE | Traits::COMMUTATIVE).verifier(verify_binary))
        .op(OpDef::new("toy.mul", Traits::PURE | Traits::COMMUTATIVE).verifier(verify_binary))
        .op(OpDef::new("toy.pow", Traits::PURE).verifier(verify_binary))
        .op(OpDef::new("toy.print", Traits::NONE).verifier(verify_print))
        .op(OpDef::new("toy.func", Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL)
            .inherent(&["sym_name", "function_type", "sym_visibility"])
            .verifier(verify_func))
        .op(OpDef::new("toy.call", Traits::NONE).inherent(&["callee"]).verifier(verify_call))
        .op(OpDef::new("toy.return", Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE).verifier(verify_return))
}

/// A context with the built-in dialects and `toy` registered.
pub fn context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx
}

/// Every operand (`what` = "operand") or result is a `!toy.int`, and there
/// are `n` of them.
fn expect_toy_ints(v: &OpView<'_>, what: &str, types: &[Type], n: usize) -> Result<(), Diagnostic> {
    if types.len() != n {
        let plural = if n == 1 { "" } else { "s" };
        return Err(v.op_error(format!("expected {n} {what}{plural}, but found {}", types.len())));
    }
    for (i, &t) in types.iter().enumerate() {
        if !is_toy_int(v.ctx, t) {
            return Err(v.op_error(format!("{what} #{i} must be toy integer, but got '{}'", v.ty(t))));
        }
    }
    Ok(())
}

fn verify_constant(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_toy_ints(v, "operand", &v.operand_types(), 0)?;
    expect_toy_ints(v, "result", &v.result_types(), 1)?;
    let Some(value) = v.attr("value") else { return Err(v.op_error("requires attribute 'value'")) };
    match v.ctx.attr_kind(value) {
        AttrKind::Integer { ty, .. } if *ty == v.ctx.i64() => Ok(()),
        _ => Err(v.op_error("attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute")),
    }
}

fn verify_binary(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_toy_ints(v, "operand", &v.operand_types(), 2)?;
    expect_toy_ints(v, "result", &v.result_types(), 1)
}

fn verify_print(v: &OpView<'_>) -> Result<(), Diagnostic> {
    expect_toy_ints(v, "operand", &v.operand_types(), 1)?;
    expect_toy_ints(v, "result", &v.result_types(), 0)
}

/// The `(inputs) -> results` of a `function_type` property, or why not.
fn signature<'a>(v: &OpView<'a>) -> Result<(&'a [Type], &'a [Type]), Diagnostic> {
    let ctx = v.ctx;
    let bad = || v.op_error("attribute 'function_type' failed to satisfy constraint: type attribute of function type");
    let attr = v.attr("function_type").ok_or_else(|| v.op_error("requires attribute 'function_type'"))?;
    let ty = ctx.type_value(attr).ok_or_else(bad)?;
    ctx.function_signature(ty).ok_or_else(bad)
}

fn verify_func(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    match v.attr("sym_name").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { .. }) => {}
        Some(_) => return Err(v.op_error("attribute 'sym_name' failed to satisfy constraint: string attribute")),
        None => return Err(v.op_error("requires attribute 'sym_name'")),
    }
    let (inputs, _) = signature(v)?;
    let (host, regions) = v.body.op_region_host(v.op);
    let Some(entry) = regions.first().and_then(|&r| host.entry_block(r)) else {
        return Err(v.op_error("requires a body"));
    };
    let args = host.block_args(entry);
    if args.len() != inputs.len() {
        return Err(v.op_error(format!("entry block must have {} arguments to match its signature", inputs.len())));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        if host.value_type(a) != t {
            return Err(v.op_error(format!(
                "entry block argument #{i} is '{}' but the signature says '{}'",
                v.ty(host.value_type(a)),
                v.ty(t)
            )));
        }
    }
    Ok(())
}

fn verify_call(v: &OpView<'_>) -> Result<(), Diagnostic> {
    match v.attr("callee").and_then(|a| v.ctx.flat_symbol(a)) {
        Some(_) => Ok(()),
        None => Err(v.op_error("requires a 'callee' flat symbol reference")),
    }
}

fn verify_return(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let ctx = v.ctx;
    let parent = match v.parent() {
        Some(p) if p.name(ctx) == "toy.func" => p,
        _ => return Err(v.op_error("expects parent op 'toy.func'")),
    };
    let Some((_, results)) = parent.attr(ctx, "function_type").and_then(|a| ctx.function_signature(ctx.type_value(a)?))
    else {
        // The function's own verifier reports a bad signature.
        return Ok(());
    };
    let operands = v.operand_types();
    if operands[..] != results[..] {
        let list = |ts: &[Type]| ts.iter().map(|&t| v.ty(t)).collect::<Vec<_>>().join(", ");
        let name = parent.attr(ctx, "sym_name").and_then(|a| ctx.str_value(a)).unwrap_or("");
        return Err(v.op_error(format!(
            "returns ({}) but the enclosing function @{name} returns ({})",
            list(&operands),
            list(results)
        )));
    }
    Ok(())
}
