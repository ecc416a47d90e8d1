//! The `toy` dialect: integers of its own type (`!toy.int`), arithmetic on
//! them, functions, calls and printing, each op declared with `#[op]` next
//! to the code that uses it. passgen generates each op's typed handle
//! (`AddOp`, with `lhs()`, `rhs()`, `result()` and `build`), its
//! registration and its verifier, which checks the declared operands,
//! results, attributes and traits and words its errors as MLIR does
//! ("'toy.add' op operand #0 must be toy integer, but got 'i32'"). Only
//! what no declaration can say is written by hand: a function's entry block
//! matches its signature, a return its function's results.
//!
//! `docs/dialect.md` is the dialect's reference, generated from these
//! declarations (`passgen doc --rust src/dialect.rs`, checked by
//! `tests/docs.rs`).

use pass_runtime::ir::{Context, Diagnostic, Dialect, OpView, Type};
use pass_runtime::ods::Verify;
use pass_runtime::{op, type_def};

/// The dialect's only type: no parameters, so its syntax is its name. As a
/// constraint of operands and results, it is "toy integer".
#[type_def(name = "toy.int", summary = "toy integer")]
pub struct ToyInt;

/// `!toy.int`, the toy dialect's integer type.
pub fn toy_int(ctx: &Context) -> Type {
    ToyInt::get(ctx).ty()
}

/// True when `ty` is `!toy.int`.
pub fn is_toy_int(ctx: &Context, ty: Type) -> bool {
    ToyInt::from_type(ctx, ty).is_some()
}

/// Produces `value` as a toy integer.
#[op(name = "toy.constant", summary = "An integer constant", traits(Pure, ConstantLike))]
pub struct ConstantOp {
    /// The value.
    #[attr]
    value: I64Attr,
    #[result]
    result: ToyInt,
}

/// `lhs + rhs`.
#[op(name = "toy.add", summary = "Adds two toy integers", traits(Pure, Commutative))]
pub struct AddOp {
    #[operand]
    lhs: ToyInt,
    #[operand]
    rhs: ToyInt,
    #[result]
    result: ToyInt,
}

/// `lhs * rhs`.
#[op(name = "toy.mul", summary = "Multiplies two toy integers", traits(Pure, Commutative))]
pub struct MulOp {
    #[operand]
    lhs: ToyInt,
    #[operand]
    rhs: ToyInt,
    #[result]
    result: ToyInt,
}

/// `base` to the power `exponent` (1 when `exponent` is not positive).
#[op(name = "toy.pow", summary = "Raises a toy integer to a power", traits(Pure))]
pub struct PowOp {
    #[operand]
    base: ToyInt,
    #[operand]
    exponent: ToyInt,
    #[result]
    result: ToyInt,
}

/// Prints `value` (lowered to a call of the runtime's `toy_print`).
#[op(name = "toy.print", summary = "Prints a toy integer")]
pub struct PrintOp {
    #[operand]
    value: ToyInt,
}

/// A function: a symbol with a signature and a body whose entry block takes
/// the signature's inputs.
#[op(name = "toy.func", summary = "A toy function", traits(IsolatedFromAbove, Symbol), verifier)]
pub struct FuncOp {
    /// The function's name.
    #[attr]
    sym_name: SymbolNameAttr,
    /// Its signature.
    #[attr]
    function_type: TypeAttrOf<FunctionType>,
    /// `private`, `nested` or (absent) public.
    #[attr]
    sym_visibility: Option<StrAttr>,
    /// The body.
    #[region]
    body: Region,
}

/// Calls `callee` with `operands`, giving its results.
#[op(name = "toy.call", summary = "Calls a toy function")]
pub struct CallOp {
    /// The function called.
    #[attr]
    callee: FlatSymbolRefAttr,
    #[operand]
    operands: Vec<AnyType>,
    #[result]
    results: Vec<AnyType>,
}

/// Returns `operands` from the enclosing function, whose results they must
/// match.
#[op(
    name = "toy.return",
    summary = "Returns from a toy function",
    traits(Pure, Terminator, ReturnLike, HasParent<toy.func>),
    verifier
)]
pub struct ReturnOp {
    #[operand]
    operands: Vec<AnyType>,
}

impl Verify for FuncOp {
    /// The entry block's arguments are the signature's inputs.
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let Some((inputs, _)) = v.ctx.function_signature(self.function_type(v)) else {
            return Ok(()); // The declared constraint reports it.
        };
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
}

impl Verify for ReturnOp {
    /// The operands are the enclosing function's results.
    fn verify(self, v: &OpView<'_>) -> Result<(), Diagnostic> {
        let ctx = v.ctx;
        // `HasParent<toy.func>` has checked the parent.
        let Some(parent) = v.parent() else { return Ok(()) };
        let Some((_, results)) =
            parent.attr(ctx, "function_type").and_then(|a| ctx.function_signature(ctx.type_value(a)?))
        else {
            return Ok(()); // The function's own verifier reports a bad signature.
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
}

/// The dialect definition, for [`Context::register_dialect`].
pub fn dialect() -> Dialect {
    Dialect::new("toy")
        .type_def(ToyInt::def())
        .op(ConstantOp::op_def())
        .op(AddOp::op_def())
        .op(MulOp::op_def())
        .op(PowOp::op_def())
        .op(PrintOp::op_def())
        .op(FuncOp::op_def())
        .op(CallOp::op_def())
        .op(ReturnOp::op_def())
}

/// A context with the built-in dialects and `toy` registered.
pub fn context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect(dialect());
    ctx
}
