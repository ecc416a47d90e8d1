//! The built-in dialects: `builtin`, `func`, `arith`, `scf`, `cf`, the `llvm`
//! ops the lowerings produce (and the two ops of `test` that MLIR's test
//! passes create), with MLIR's traits, inherent attributes and verifiers.
//! Each dialect is one file; this one holds what their verifiers share.

pub mod arith;
pub mod builtin;
pub mod cf;
pub mod dlti;
pub mod func;
pub mod llvm;
mod patterns;
mod region_branch;
pub mod scf;
pub mod test;

use crate::ir::{Body, Context, Diagnostic, Dialect, OpView, Type, TypeKind};

/// Every built-in dialect, with the inliner interfaces `mlir-opt` registers
/// for them (as MLIR's dialect extensions do, outside the dialects' own
/// definitions): every dialect but `builtin` lets its ops be inlined.
pub fn builtin_dialects() -> Vec<Dialect> {
    vec![
        builtin::dialect(),
        func::dialect().hook(func::INLINER),
        arith::dialect().hook(DialectInliner::ALWAYS),
        scf::dialect().hook(DialectInliner::ALWAYS),
        cf::dialect().hook(DialectInliner::ALWAYS),
        llvm::dialect().hook(llvm::INLINER),
        dlti::dialect(),
        // MLIR's test dialect has an inliner interface too (`TestInlinerInterface`).
        test::dialect().hook(DialectInliner::ALWAYS),
    ]
}

/// Registers every built-in dialect ([`builtin_dialects`]) in `ctx`.
pub fn register_builtin_dialects(ctx: &Context) {
    for dialect in builtin_dialects() {
        ctx.register_dialect(dialect);
    }
}

/// The contexts that come with dialects. They are built here, not in `ir`,
/// because the IR layer names no dialect (ARCHITECTURE.md).
impl Context {
    /// A context with the built-in dialects ([`builtin_dialects`]) registered.
    pub fn new() -> Self {
        Context::with_dialects(builtin_dialects())
    }

    /// A context with only the `builtin` dialect, for a tool or test that
    /// registers its own dialects and none of the others.
    pub fn empty() -> Self {
        Context::with_dialects([builtin::dialect()])
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

/// The `FunctionLike` interface (MLIR's `FunctionOpInterface`): ops that have
/// a function type, arguments and results, and a body region.
#[derive(Clone, Copy)]
pub struct FunctionLike {
    /// The name of the attribute holding the function type.
    pub type_attr_name: &'static str,
}

impl FunctionLike {
    /// The function type of a function-like op, read from its attributes.
    pub fn function_type(
        &self,
        ctx: &Context,
        props: crate::ir::Attribute,
        attrs: crate::ir::Attribute,
    ) -> Option<Type> {
        let a = ctx.dict_get(props, self.type_attr_name).or_else(|| ctx.dict_get(attrs, self.type_attr_name))?;
        ctx.type_value(a)
    }

    /// The result types of a function-like op: those of its builtin function
    /// type, or, for a function type of another dialect (`!llvm.func<...>`,
    /// which returns through one packed value), the operand types of the
    /// first return-like terminator of `body`, the op's body. `None` when
    /// neither tells.
    pub fn result_types(
        &self,
        ctx: &Context,
        props: crate::ir::Attribute,
        attrs: crate::ir::Attribute,
        body: &Body,
    ) -> Option<Vec<Type>> {
        let ty = self.function_type(ctx, props, attrs)?;
        if let Some((_, results)) = ctx.function_signature(ty) {
            return Some(results.to_vec());
        }
        let region = *body.top_regions().first()?;
        body.blocks_of(region).find_map(|block| {
            let term = body.last_op(block)?;
            let returns = ctx.op_def(body.op_name(term))?.has(crate::ir::Traits::RETURN_LIKE);
            returns.then(|| body.operands(term).map(|v| body.value_type(v)).collect())
        })
    }
}

/// The `CallOpInterface`: ops that call a symbol.
#[derive(Clone, Copy)]
pub struct CallLike {
    /// The attribute naming the callee.
    pub callee_attr: &'static str,
}

/// MLIR's `DialectInlinerInterface`, attached to a dialect with
/// [`Dialect::hook`](crate::ir::Dialect::hook): what the inliner may do with
/// the dialect's ops. An op whose dialect has no `DialectInliner` is never
/// inlined, and nothing is inlined into its regions.
#[derive(Clone, Copy)]
pub struct DialectInliner {
    /// Whether `call` (an op of this dialect) may be inlined with the body of
    /// `callable` (MLIR's `isLegalToInline(call, callable, wouldBeCloned)`).
    pub call_is_legal: fn(call: &OpView<'_>, callable: &OpView<'_>) -> bool,
    /// Whether code may be inlined into the regions of `dest`, an op of this
    /// dialect (MLIR's `isLegalToInline(Region *dest, Region *src, ...)`).
    pub region_is_legal: fn(dest: &OpView<'_>) -> bool,
    /// Whether `op`, an op of this dialect, may be inlined (MLIR's
    /// `isLegalToInline(Operation *, Region *dest, ...)`).
    pub op_is_legal: fn(op: &OpView<'_>) -> bool,
    /// The terminator returning from this dialect's callables (`func.return`),
    /// if the dialect has callables: when a callable with one block is
    /// inlined, its operands replace the call's results; with several blocks,
    /// it becomes a `cf.br` to the code after the call (MLIR's
    /// `handleTerminator`).
    pub return_op: Option<&'static str>,
    /// The branch a `return_op` becomes when a callable with several blocks
    /// is inlined (`cf.br`; `llvm.br` for `llvm.return`).
    pub branch_op: &'static str,
}

impl DialectInliner {
    /// Everything of the dialect can be inlined, and inlined into (the
    /// interface of `arith`, `cf` and `scf`).
    pub const ALWAYS: DialectInliner = DialectInliner {
        call_is_legal: |_, _| true,
        region_is_legal: |_| true,
        op_is_legal: |_| true,
        return_op: None,
        branch_op: "cf.br",
    };
}

/// The `Symbol` visibility attribute name.
pub const SYM_VISIBILITY: &str = "sym_visibility";

/// The type of operand `i` (which must exist), without collecting them all
/// as `OpView::operand_types` does.
#[inline]
pub(crate) fn operand_type(v: &OpView<'_>, i: usize) -> Type {
    v.body.value_type(v.body.operand(v.op, i))
}

/// MLIR's `ZeroOperands`, `OneOperand` and `NOperands<n>` traits, with
/// their messages.
pub(crate) fn expect_operands(v: &OpView<'_>, n: usize) -> Result<(), Diagnostic> {
    let found = v.body.num_operands(v.op);
    if found != n {
        return Err(v.op_error(match n {
            0 => "requires zero operands".to_string(),
            1 => "requires a single operand".to_string(),
            _ => format!("expected {n} operands, but found {found}"),
        }));
    }
    Ok(())
}

/// MLIR's `ZeroResults`, `OneResult` and `NResults<n>` traits, with their
/// messages.
pub(crate) fn expect_results(v: &OpView<'_>, n: usize) -> Result<(), Diagnostic> {
    let found = v.body.num_results(v.op);
    if found != n {
        return Err(v.op_error(match n {
            0 => "requires zero results".to_string(),
            1 => "requires one result".to_string(),
            _ => format!("expected {n} results"),
        }));
    }
    Ok(())
}

/// MLIR's `SymbolOpInterface` check of `sym_visibility`.
pub(crate) fn check_visibility(v: &OpView<'_>) -> Result<(), Diagnostic> {
    let Some(visibility) = v.attr(SYM_VISIBILITY) else { return Ok(()) };
    match v.ctx.str_value(visibility) {
        Some("public" | "private" | "nested") => Ok(()),
        Some(other) => Err(v.op_error(format!(
            "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{other}\""
        ))),
        None => Err(v.op_error("requires 'sym_visibility' attribute to be a string attribute")),
    }
}

/// What MLIR's `FunctionOpInterface` verifies of a function's entry block:
/// its arguments are the signature's parameters, in number and type.
pub(crate) fn verify_entry_block_signature(
    v: &OpView<'_>,
    host: &Body,
    entry: crate::ir::BlockId,
    params: &[Type],
) -> Result<(), Diagnostic> {
    let args = host.block_args(entry);
    if args.len() != params.len() {
        return Err(v.op_error(format!("entry block must have {} arguments to match function signature", params.len())));
    }
    for (i, (&arg, &param)) in args.iter().zip(params).enumerate() {
        let t = host.value_type(arg);
        if t != param {
            return Err(v.op_error(format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                v.ty(t),
                v.ty(param)
            )));
        }
    }
    Ok(())
}

/// The first position at which two type lists differ, with the type each
/// has there. Only as many as the shorter list has are compared: verifiers
/// check the counts first, each with its own message.
pub(crate) fn first_type_mismatch(a: &[Type], b: &[Type]) -> Option<(usize, Type, Type)> {
    a.iter().zip(b).enumerate().find(|(_, (x, y))| x != y).map(|(i, (&x, &y))| (i, x, y))
}

/// The element type, looking through vectors and tensors (MLIR's
/// `getElementTypeOrSelf` for "-like" type constraints).
pub(crate) fn scalar_of(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => *element,
        _ => t,
    }
}

pub(crate) fn is_signless_int_like(ctx: &Context, t: Type) -> bool {
    // Most operands have one of the common types, known without a lookup.
    let c = &ctx.common;
    if t == c.i32 || t == c.index || t == c.i64 || t == c.i1 || t == c.i8 || t == c.i16 {
        return true;
    }
    let s = scalar_of(ctx, t);
    matches!(ctx.type_kind(s), TypeKind::Integer { signedness: crate::ir::Signedness::Signless, .. } | TypeKind::Index)
}

/// Checks that a required attribute is present (MLIR: `requires attribute 'x'`).
pub(crate) fn required_attr(v: &OpView<'_>, name: &str) -> Result<crate::ir::Attribute, Diagnostic> {
    v.attr(name).ok_or_else(|| v.op_error(format!("requires attribute '{name}'")))
}

/// The shape-matched `i1` type for comparisons and selects (`i1`, or a
/// vector/tensor of `i1` with the same shape).
pub(crate) fn i1_like_of(ctx: &Context, t: Type) -> Type {
    let i1 = ctx.i1();
    // Only shaped types are cloned (scalars are most operands).
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, .. } => {
            ctx.intern_type(TypeKind::Vector { shape: shape.clone(), scalable: scalable.clone(), element: i1 })
        }
        TypeKind::RankedTensor { shape, .. } => {
            ctx.intern_type(TypeKind::RankedTensor { shape: shape.clone(), element: i1, encoding: None })
        }
        TypeKind::UnrankedTensor { .. } => ctx.intern_type(TypeKind::UnrankedTensor { element: i1 }),
        _ => i1,
    }
}
