//! `convert-cf-to-llvm`: lowers `cf.br`, `cf.cond_br` and `cf.switch` to
//! `llvm.br`, `llvm.cond_br` and `llvm.switch`, as MLIR's
//! `ControlFlowToLLVM` does, with the dialect conversion framework. A branch
//! converts the signature of each successor block whose argument types are
//! not those of its converted operands (`index` arguments become `i64`);
//! uses of the old arguments get casts back (`unrealized_conversion_cast`).
//!
//! `cf.assert` becomes a `llvm.cond_br` to the rest of the block or to a new
//! block calling `puts` on the message and `abort`. The message global and
//! the two declarations go at the top of the nearest module, which a pattern
//! (working inside a function's body) cannot reach: the pattern refers to a
//! placeholder symbol and records the message, and the pass creates the
//! module-level ops after the conversion, in the order and with the names
//! MLIR's pattern gives them (`assert_msg`, then `assert_msg_N` with MLIR's
//! process-wide counter).

use crate::dialects::builtin::{ModuleOp, UnrealizedConversionCastOp};
use crate::dialects::llvm;
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use smallvec::SmallVec;

use super::generated::ConvertControlFlowToLLVMPass;
use super::llvm_common::{call_function, index_bitwidth, llvm_type_converter, ptr_type};
use super::structural::convert_successors;
use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    OpConversion, OpConversionPattern, TypeConverter,
};
use crate::dialects::cf::{
    AssertOp, AssertOpAdaptor, BranchOp, BranchOpAdaptor, CondBranchOp, CondBranchOpAdaptor, SwitchOp, SwitchOpAdaptor,
};
use crate::ir::{
    AttrKind, Attribute, Body, Builder, Context, DenseData, Ident, InsertPoint, Location, OpId, OpName, Type, TypeKind,
    ValueId,
};
use crate::pass::{AnchorOp, PassBehavior, PassError};

impl PassBehavior for ConvertControlFlowToLLVMPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let converter = Arc::new(llvm_type_converter(ctx, index_bitwidth(self.options.index_bitwidth)));
        let mut patterns = ConversionPatternSet::new();
        let lowering = ControlFlowLowering::add_patterns(ctx, &converter, &mut patterns);
        let mut target = llvm_conversion_target(ctx);
        // Only `cf` is lowered; the other ops (whose blocks the branches may
        // convert) are legal.
        target.mark_unknown_op_dynamically_legal(|ctx, body, op| ctx.op_dialect(body.op_name(op)) != "cf");
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &ConversionConfig::default())
            .map_err(|e| e.emit(op))?;
        lowering.finish(op);
        Ok(())
    }
}

/// The `cf` lowering of a conversion (this pass's or `convert-to-llvm`'s):
/// its patterns, and the message globals its asserts need once the
/// conversion has run.
pub(super) struct ControlFlowLowering {
    asserts: Arc<AssertMessages>,
}

impl ControlFlowLowering {
    /// Adds the branch and assert patterns (MLIR's
    /// `populateControlFlowToLLVMConversionPatterns` and
    /// `populateAssertToLLVMConversionPattern`).
    pub(super) fn add_patterns(
        ctx: &Context,
        converter: &Arc<TypeConverter>,
        patterns: &mut ConversionPatternSet,
    ) -> Self {
        add_control_flow_patterns(ctx, converter, patterns);
        let asserts = Arc::new(AssertMessages::default());
        patterns.add_conversion(
            OpConversion::typed(ctx, "AssertOpLowering", AssertLowering::new(ctx, asserts.clone()))
                .generates(ctx, &ASSERT_GENERATED)
                .with_type_converter(converter.clone()),
        );
        ControlFlowLowering { asserts }
    }

    /// Adds the globals of the messages of the asserts lowered in `op` (the
    /// module converted).
    pub(super) fn finish(&self, op: &mut AnchorOp<'_>) {
        let messages = std::mem::take(&mut *self.asserts.messages.lock().unwrap_or_else(|e| e.into_inner()));
        if !messages.is_empty() {
            let module_loc = op.loc();
            let (ctx, body) = op.context_and_body_mut();
            finish_asserts(ctx, body, module_loc, &messages);
        }
    }
}

/// MLIR's `LLVMConversionTarget`: the `llvm` dialect and
/// `builtin.unrealized_conversion_cast` are legal.
pub(super) fn llvm_conversion_target(ctx: &Context) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("llvm");
    target.add_legal_op(ctx.op_name(UnrealizedConversionCastOp::NAME));
    target
}

/// MLIR's `populateControlFlowToLLVMConversionPatterns`.
fn add_control_flow_patterns(ctx: &Context, converter: &Arc<TypeConverter>, patterns: &mut ConversionPatternSet) {
    patterns.add_conversion(
        OpConversion::typed(ctx, "BranchOpLowering", BranchLowering { loop_annotation: ctx.ident("loop_annotation") })
            .generates(ctx, &[llvm::BrOp::NAME])
            .with_type_converter(converter.clone()),
    );
    patterns.add_conversion(
        OpConversion::typed(ctx, "CondBranchOpLowering", CondBranchLowering)
            .generates(ctx, &[llvm::CondBrOp::NAME])
            .with_type_converter(converter.clone()),
    );
    patterns.add_conversion(
        OpConversion::typed(ctx, "SwitchOpLowering", SwitchLowering)
            .generates(ctx, &[llvm::SwitchOp::NAME])
            .with_type_converter(converter.clone()),
    );
}

/// MLIR's `BranchOpLowering`: `cf.br` to `llvm.br`, keeping the discardable
/// attributes (one named as `llvm.br`'s `loop_annotation` property becomes
/// it when it is one, and is dropped otherwise, as `setAttrs` does).
struct BranchLowering {
    loop_annotation: Ident,
}

impl OpConversionPattern for BranchLowering {
    type Op = BranchOp;
    fn match_and_rewrite(
        &self,
        br: BranchOp,
        adaptor: &BranchOpAdaptor<'_>,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        let (ctx, op) = (rw.context(), br.id());
        let dest_operands = adaptor.dest_operands();
        let Some(dest) = convert_successors(rw, op, &[dest_operands]) else { return false };
        let mut loop_annotation = None;
        let mut attrs = Vec::new();
        for a in ctx.dict_entries(rw.body().attrs(op)) {
            if a.name != self.loop_annotation {
                attrs.push(*a);
            } else if matches!(ctx.attr_kind(a.value), AttrKind::Dialect { text, .. } if text.starts_with("llvm.loop_annotation"))
            {
                loop_annotation = Some(a.value);
            }
        }
        let loc = rw.body().loc(op);
        let new = llvm::BrOp::build(rw, loc, dest_operands, dest[0]);
        if loop_annotation.is_some() {
            new.set_loop_annotation(ctx, rw.body_mut(), loop_annotation);
        }
        rw.body_mut().op_mut(new.id()).set_attrs(ctx.dictionary(attrs));
        rw.replace_op(op, &[]);
        true
    }
}

/// MLIR's `CondBranchOpLowering`: `cf.cond_br` to `llvm.cond_br`, keeping
/// `branch_weights` and the discardable attributes.
struct CondBranchLowering;

impl OpConversionPattern for CondBranchLowering {
    type Op = CondBranchOp;
    fn match_and_rewrite(
        &self,
        cond_br: CondBranchOp,
        adaptor: &CondBranchOpAdaptor<'_>,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        let (ctx, op) = (rw.context(), cond_br.id());
        let (on_true, on_false) = (adaptor.true_dest_operands(), adaptor.false_dest_operands());
        let Some(dests) = convert_successors(rw, op, &[on_true, on_false]) else { return false };
        let weights: Option<SmallVec<[i128; 2]>> = cond_br.branch_weights(rw).map(SmallVec::from_slice);
        let (attrs, loc) = (rw.body().attrs(op), rw.body().loc(op));
        let new = llvm::CondBrOp::build(rw, loc, adaptor.condition(), on_true, on_false, dests[0], dests[1]);
        if weights.is_some() {
            new.set_branch_weights(ctx, rw.body_mut(), weights.as_deref());
        }
        rw.body_mut().op_mut(new.id()).set_attrs(attrs);
        rw.replace_op(op, &[]);
        true
    }
}

/// MLIR's `SwitchOpLowering`: `cf.switch` to `llvm.switch`, with the case
/// values and operand segments (and no other attribute).
struct SwitchLowering;

impl OpConversionPattern for SwitchLowering {
    type Op = SwitchOp;
    fn match_and_rewrite(
        &self,
        switch: SwitchOp,
        adaptor: &SwitchOpAdaptor<'_>,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        let (ctx, op) = (rw.context(), switch.id());
        // MLIR's pattern takes one value per operand.
        if adaptor.one_to_one().is_none() {
            return false;
        }
        let (default_operands, case_operands) = (adaptor.default_operands(), adaptor.case_operands());
        let case_segments: SmallVec<[i128; 4]> = SmallVec::from_slice(switch.case_operand_segments(rw));
        if case_segments.iter().sum::<i128>() != case_operands.len() as i128 || case_segments.iter().any(|&n| n < 0) {
            return false;
        }
        let mut groups: SmallVec<[&[ValueId]; 4]> = SmallVec::new();
        groups.push(default_operands);
        let mut rest = case_operands;
        for &n in &case_segments {
            let (case, next) = rest.split_at(n as usize);
            groups.push(case);
            rest = next;
        }
        let Some(dests) = convert_successors(rw, op, &groups) else { return false };
        let case_values = switch.case_values(rw);
        let loc = rw.body().loc(op);
        let new = llvm::SwitchOp::build(rw, loc, adaptor.flag(), default_operands, &groups[1..], dests[0], &dests[1..]);
        if case_values.is_some() {
            new.set_case_values(ctx, rw.body_mut(), case_values);
        }
        rw.replace_op(op, &[]);
        true
    }
}

// ----- cf.assert -------------------------------------------------------------

/// The messages of the asserts lowered during one run, in the order they
/// were lowered; the assert at index `i` refers to [`placeholder`]`(i)`.
#[derive(Default)]
struct AssertMessages {
    messages: Mutex<Vec<AssertMessage>>,
}

/// One lowered assert's message.
struct AssertMessage {
    /// The placeholder symbol its `llvm.mlir.addressof` refers to.
    placeholder: Attribute,
    /// The message's bytes and a terminating zero.
    bytes: Box<[u8]>,
    /// `!llvm.array<N x i8>`.
    array_type: Type,
    loc: Location,
}

/// The symbol the `i`th lowered assert refers to until the pass names its
/// global (a name no parsed symbol can clash with in practice).
fn placeholder(i: usize) -> String {
    format!("assert_msg placeholder {i}")
}

/// The ops [`AssertLowering`] creates.
const ASSERT_GENERATED: [&str; 6] = [
    llvm::AddressOfOp::NAME,
    llvm::GEPOp::NAME,
    llvm::CallOp::NAME,
    llvm::UnreachableOp::NAME,
    llvm::CondBrOp::NAME,
    llvm::BrOp::NAME,
];

/// MLIR's `AssertOpLowering` (aborting on failure): the block is split at
/// the assert, a new last block prints the message with `puts` and calls
/// `abort`, and a `llvm.cond_br` on the condition goes to the rest of the
/// block or to it.
struct AssertLowering {
    messages: Arc<AssertMessages>,
    ptr: Type,
}

impl AssertLowering {
    fn new(ctx: &Context, messages: Arc<AssertMessages>) -> Self {
        AssertLowering { messages, ptr: ptr_type(ctx) }
    }
}

impl OpConversionPattern for AssertLowering {
    type Op = AssertOp;
    fn match_and_rewrite(
        &self,
        assert: AssertOp,
        adaptor: &AssertOpAdaptor<'_>,
        rw: &mut ConversionPatternRewriter<'_, '_>,
    ) -> bool {
        let (ctx, op, cond) = (rw.context(), assert.id(), adaptor.arg());
        let mut bytes = assert.msg(rw).as_bytes().to_vec();
        bytes.push(0);
        let body = rw.body();
        let (Some(block), loc) = (body.op_block(op), body.loc(op)) else { return false };
        let Some(region) = body.block_region(block) else { return false };
        let array_type = crate::dialects::llvm::array_type(ctx, bytes.len() as u64, ctx.integer_type(8));

        let Some(continuation) = rw.split_block(block, op) else { return false };
        let failure = rw.create_block(region, None, &[], &[]);
        rw.set_insertion_point(InsertPoint::BlockEnd(failure));
        let placeholder = {
            let mut messages = self.messages.messages.lock().unwrap_or_else(|e| e.into_inner());
            let name = placeholder(messages.len());
            let symbol = ctx.symbol_ref_attr(&name);
            messages.push(AssertMessage { placeholder: symbol, bytes: bytes.into(), array_type, loc });
            name
        };
        let address = llvm::AddressOfOp::build(rw, loc, self.ptr, &placeholder).res(rw);
        let gep = llvm::GEPOp::build(rw, loc, self.ptr, address, &[], &[0], array_type).res(rw);
        call_function(rw, "puts", &[gep], None, loc);
        call_function(rw, "abort", &[], None, loc);
        llvm::UnreachableOp::build(rw, loc);

        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        llvm::CondBrOp::build(rw, loc, cond, &[], &[], continuation, failure);
        rw.replace_op(op, &[]);
        true
    }
}

/// After the conversion: for each lowered assert, in the order a serial
/// conversion lowers them ([`lowering_order`]), its message global (named uniquely in its module), `puts` and
/// `abort` at the top of the nearest module, each created only when the
/// module has no such `llvm.func` yet, as MLIR's pattern does; then the
/// placeholders are replaced by the globals' names. `body` is the body of
/// the module the pass runs on, at `module_loc`.
///
/// A clashing name gets the next number of a count over the whole
/// invocation (all the modules under the one the pass runs on): the second
/// `assert_msg` of a module is `assert_msg_0`, the next clash anywhere later
/// `assert_msg_1`. MLIR's `ensureSymbolNameIsUnique` keeps that count in a
/// static, so its names depend on what ran before in the process (earlier
/// chunks of a `--split-input-file` input, earlier invocations, other
/// threads); here they depend on the module alone.
fn finish_asserts(ctx: &Context, body: &mut Body, module_loc: Location, messages: &[AssertMessage]) {
    let mut clashes = 0u64;
    let index: FxHashMap<Attribute, usize> = messages.iter().enumerate().map(|(i, m)| (m.placeholder, i)).collect();
    let mut module_of: Vec<Option<Vec<OpId>>> = vec![None; messages.len()];
    let lookups = (ctx.op_name(ModuleOp::NAME), ctx.op_name(llvm::AddressOfOp::NAME), ctx.ident("global_name"));
    find_asserts(ctx, body, lookups, &mut Vec::new(), &index, &mut module_of);

    let llvm_func = ctx.op_name(llvm::LLVMFuncOp::NAME);
    let sym_name = ctx.ident("sym_name");
    let ptr = ptr_type(ctx);
    let void_fn = crate::dialects::llvm::func_type(ctx, &[], None);
    let puts_fn = crate::dialects::llvm::func_type(ctx, &[ptr], None);
    let mut renamed: FxHashMap<Attribute, Attribute> = FxHashMap::default();
    for i in lowering_order(ctx, body, &index) {
        let message = &messages[i];
        let Some(path) = &module_of[i] else { continue };
        let loc = match path.split_last() {
            Some((&last, parents)) => module_body_ref(body, parents).map_or(module_loc, |b| b.loc(last)),
            None => module_loc,
        };
        let Some(module) = module_body(body, path) else { continue };
        let Some(&region) = module.top_regions().first() else { continue };
        let Some(block) = module.entry_block(region) else { continue };
        let symbol_op = |module: &Body, name: &str| {
            module.block_ops(block).find(|&o| symbol_name(ctx, module, o, sym_name) == Some(name))
        };
        // The global, named uniquely.
        let mut name = "assert_msg".to_string();
        while symbol_op(module, &name).is_some() {
            name = format!("assert_msg_{clashes}");
            clashes += 1;
        }
        let element = ctx.integer_type(8);
        let tensor = ctx.intern_type(TypeKind::RankedTensor {
            shape: Box::new([message.bytes.len() as i64]),
            element,
            encoding: None,
        });
        let splat = message.bytes.iter().all(|&b| b == message.bytes[0]);
        let values: Box<[i128]> = if splat {
            Box::new([message.bytes[0] as i8 as i128])
        } else {
            message.bytes.iter().map(|&b| b as i8 as i128).collect()
        };
        let value = ctx.intern_attr(AttrKind::DenseElements { ty: tensor, splat, data: DenseData::Ints(values) });
        let mut b = Builder::new(ctx, module, InsertPoint::BlockStart(block));
        let global = llvm::GlobalOp::build(&mut b, message.loc, message.array_type, &name, llvm::Linkage::Private);
        global.set_constant(ctx, module, true);
        global.set_value(ctx, module, Some(value));
        renamed.insert(message.placeholder, ctx.symbol_ref_attr(&name));
        for (callee, fn_type, decl_loc) in [("puts", puts_fn, loc), ("abort", void_fn, ctx.unknown_loc())] {
            let exists = symbol_op(module, callee).is_some_and(|o| module.op_name(o) == llvm_func);
            if !exists {
                let mut b = Builder::new(ctx, module, InsertPoint::BlockStart(block));
                llvm::LLVMFuncOp::build(&mut b, decl_loc, callee, fn_type);
            }
        }
    }
    rename_placeholders(ctx, body, &renamed);
}

/// The indices of the messages in the order a serial conversion lowers
/// their asserts: the order of the asserts in a walk of the IR (each op
/// before the ops nested in it, isolated ones included), where each is now
/// the `llvm.cond_br` whose failure block starts with the `addressof` of
/// its placeholder. The messages themselves are recorded in the order the
/// patterns ran, which is not that one when functions are converted on
/// several threads.
fn lowering_order(ctx: &Context, body: &Body, index: &FxHashMap<Attribute, usize>) -> Vec<usize> {
    let global_name = ctx.ident("global_name");
    let mut order = Vec::with_capacity(index.len());
    body.walk_all_preorder(&mut |b, op| {
        if !llvm::CondBrOp::isa(&(ctx, b), op) {
            return;
        }
        let Some(&failure) = b.successors(op).get(1) else { return };
        let Some(first) = b.block_ops(failure).next() else { return };
        if let Some(&i) = ctx.dict_get_ident(b.props(first), global_name).and_then(|g| index.get(&g)) {
            order.push(i);
        }
    });
    // Whatever the walk missed (an assert whose branch a later pattern
    // rewrote) keeps the order the patterns ran in, after the others.
    let mut found = vec![false; index.len()];
    order.retain(|&i| !std::mem::replace(&mut found[i], true));
    order.extend((0..index.len()).filter(|&i| !found[i]));
    order
}

/// The `sym_name` of `op`, if it has one.
fn symbol_name<'c>(ctx: &'c Context, body: &Body, op: OpId, sym_name: Ident) -> Option<&'c str> {
    ctx.dict_get_ident(body.props(op), sym_name).and_then(|a| ctx.str_value(a))
}

/// Records, for each placeholder an `llvm.mlir.addressof` in `body` (or
/// nested) refers to, the path of module ops from the pass's module to the
/// nearest module holding it.
fn find_asserts(
    ctx: &Context,
    body: &Body,
    lookups: (OpName, OpName, Ident),
    path: &mut Vec<OpId>,
    index: &FxHashMap<Attribute, usize>,
    module_of: &mut [Option<Vec<OpId>>],
) {
    let (module, addressof, global_name) = lookups;
    let mut nested = Vec::new();
    body.walk_preorder(|op| {
        let name = body.op_name(op);
        if name == addressof {
            if let Some(&i) = ctx.dict_get_ident(body.props(op), global_name).and_then(|g| index.get(&g)) {
                module_of[i] = Some(path.clone());
            }
        }
        if body.isolated_body(op).is_some() {
            nested.push((op, name == module));
        }
    });
    for (op, is_module) in nested {
        let Some(inner) = body.isolated_body(op) else { continue };
        if is_module {
            path.push(op);
        }
        find_asserts(ctx, inner, lookups, path, index, module_of);
        if is_module {
            path.pop();
        }
    }
}

/// The body of the module at `path` from `body`.
fn module_body<'b>(body: &'b mut Body, path: &[OpId]) -> Option<&'b mut Body> {
    path.iter().try_fold(body, |b, &op| b.isolated_body_mut(op))
}

/// [`module_body`], to read.
fn module_body_ref<'b>(body: &'b Body, path: &[OpId]) -> Option<&'b Body> {
    path.iter().try_fold(body, |b, &op| b.isolated_body(op))
}

/// Points every `llvm.mlir.addressof` of a placeholder at its global.
fn rename_placeholders(ctx: &Context, body: &mut Body, renamed: &FxHashMap<Attribute, Attribute>) {
    let global_name = ctx.ident("global_name");
    let mut to_rename = Vec::new();
    let mut nested = Vec::new();
    body.walk_preorder(|op| {
        if let Some(&name) = ctx.dict_get_ident(body.props(op), global_name).and_then(|g| renamed.get(&g)) {
            to_rename.push((op, name));
        }
        if body.isolated_body(op).is_some() {
            nested.push(op);
        }
    });
    for (op, name) in to_rename {
        body.set_prop_ident(ctx, op, global_name, Some(name));
    }
    for op in nested {
        if let Some(inner) = body.isolated_body_mut(op) {
            rename_placeholders(ctx, inner, renamed);
        }
    }
}
