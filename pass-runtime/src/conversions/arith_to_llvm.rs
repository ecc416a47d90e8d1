//! `convert-arith-to-llvm`: MLIR's `ArithToLLVM` on the dialect conversion
//! framework. A partial conversion whose target is the `llvm` dialect and
//! `builtin.unrealized_conversion_cast`, with MLIR's patterns: most `arith`
//! ops become one `llvm` op (MLIR's `VectorConvertToLLVMPattern`, n-D vectors
//! unrolled into 1-D ones), constants, comparisons and index casts have
//! patterns of their own, and `ceildivsi`/`floordivsi`/`ceildivui` are first
//! expanded into `arith` ops (MLIR's `populateCeilFloorDivExpandOpsPatterns`)
//! that are lowered in turn. Ops created, their order, properties and
//! attributes are `mlir-opt`'s.
//!
//! Everything a pattern needs per op (op names, property dictionaries for
//! the usual flags) is interned once when the pattern set is built.

use crate::dialects::arith::{
    AddFOp, AddIOp, AddUIExtendedOp, AndIOp, BitcastOp, CeilDivSIOp, CeilDivUIOp, CmpFOp, CmpIOp, ConstantOp, DivFOp,
    DivSIOp, DivUIOp, ExtFOp, ExtSIOp, ExtUIOp, FPToSIOp, FPToUIOp, FloorDivSIOp, IndexCastOp, IndexCastUIOp,
    MaxNumFOp, MaxSIOp, MaxUIOp, MaximumFOp, MinNumFOp, MinSIOp, MinUIOp, MinimumFOp, MulFOp, MulIOp, MulSIExtendedOp,
    MulUIExtendedOp, NegFOp, OrIOp, RemFOp, RemSIOp, RemUIOp, SIToFPOp, SelectOp, ShLIOp, ShRSIOp, ShRUIOp, SubFOp,
    SubIOp, TruncFOp, TruncIOp, UIToFPOp, XOrIOp,
};
use crate::dialects::builtin::UnrealizedConversionCastOp;
use crate::dialects::llvm;
use std::sync::Arc;

use smallvec::SmallVec;

use crate::conversion::{
    apply_partial_conversion_on, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
    FnConversionPattern, OpAdaptor, TypeConverter,
};
use crate::dialects::arith::consts::{dense_attr, Elem};
use crate::dialects::arith::flags::overflow_bits;
use crate::dialects::arith::int::ApInt;
use crate::dialects::arith::{CmpIPredicate, FastMathFlags};
use crate::ir::{Attribute, Context, Ident, NamedAttr, OpBuilder, OpId, OpName, OpSpec, Type, TypeKind, ValueId};
use crate::pass::{AnchorOp, PassBehavior, PassError};

use super::generated::ArithToLLVMConversionPass;
use super::llvm_common::{
    extract_value, index_bitwidth, insert_value, is_llvm_array, is_llvm_compatible, llvm_type_converter,
    nd_vector_info, poison, NdVectorInfo,
};

impl PassBehavior for ArithToLLVMConversionPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let patterns = arith_to_llvm_patterns(ctx, index_bitwidth(self.options.index_bitwidth));
        let mut target = ConversionTarget::new();
        target.add_legal_dialect("llvm");
        target.add_legal_op(ctx.op_name(UnrealizedConversionCastOp::NAME));
        let config =
            ConversionConfig { allow_pattern_rollback: self.options.allow_pattern_rollback, ..Default::default() };
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &config).map(|_| ()).map_err(|e| e.emit(op))
    }
}

/// How a one-to-one lowering turns the source op's properties and
/// attributes into the new op's (MLIR's `AttrConvert` classes).
#[derive(Clone, Copy, PartialEq, Eq)]
enum AttrMode {
    /// Everything passes through (`AttrConvertPassThrough`).
    PassThrough,
    /// `fastmath` becomes `fastmathFlags` (`AttrConvertFastMathToLLVM`).
    FastMath,
    /// `overflowFlags` becomes LLVM's overflow flags
    /// (`AttrConvertOverflowToLLVM`).
    Overflow,
}

/// What a lowering pattern does.
#[derive(Clone, Copy)]
enum Kind {
    /// MLIR's `VectorConvertToLLVMPattern`: one `target` op on the converted
    /// operands; `target_defaults` are its default properties;
    /// `no_rounding_mode` says that `arith.truncf`'s rounding mode must be
    /// absent (the plain `TruncFOpLowering`).
    /// `fail_on_unsupported_fp` leaves the op alone when a float type among
    /// its operands and result has no LLVM float.
    OneToOne {
        target: OpName,
        target_defaults: Attribute,
        attrs: AttrMode,
        no_rounding_mode: bool,
        fail_on_unsupported_fp: bool,
    },
    /// `llvm.mlir.constant` keeping the `value` attribute.
    Constant,
    /// `index_cast`/`index_castui`: nothing, `llvm.trunc`, or `ext`.
    IndexCast { ext: OpName },
    /// `llvm.icmp` with the same predicate number.
    CmpI,
    /// `llvm.fcmp` with the same predicate number and the fast-math flags.
    CmpF,
    /// A bitcast between types that convert to the same type disappears.
    IdentityBitcast,
    /// `arith.truncf` with a rounding mode: the constrained intrinsic.
    ConstrainedTruncF,
    /// `llvm.intr.uadd.with.overflow` and its two fields.
    AddUIExtended,
    /// Widened multiplication, low and high halves.
    MulIExtended { signed: bool },
    /// `arith.ceildivsi` expanded into `arith` ops.
    CeilDivSI,
    /// `arith.floordivsi` expanded into `arith` ops.
    FloorDivSI,
    /// `arith.ceildivui` expanded into `arith` ops.
    CeilDivUI,
}

/// Names and attributes the patterns use, interned once.
struct Shared {
    converter: Arc<TypeConverter>,
    /// What `index` converts to.
    index_type: Type,
    empty: Attribute,
    /// `{overflowFlags = N : i32}` for each combination of `nsw`/`nuw`.
    overflow_props: [Attribute; 4],
    /// `{fastmathFlags = #llvm.fastmath<none>}`.
    fastmath_none_props: Attribute,
    /// `#arith.fastmath<none>`.
    arith_fastmath_none: Attribute,
    /// `{fastmathFlags = #llvm.fastmath<none>, predicate = N : i64}` for
    /// each `arith.cmpf` predicate.
    fcmp_none_props: Vec<Attribute>,
    id: Idents,
    op: Names,
}

struct Idents {
    predicate: Ident,
    fastmath: Ident,
    fastmath_flags: Ident,
    overflow_flags: Ident,
    roundingmode: Ident,
    fp_exception_behavior: Ident,
}

struct Names {
    constant: OpName,
    trunc: OpName,
    icmp: OpName,
    fcmp: OpName,
    constrained_fptrunc: OpName,
}

impl Shared {
    fn new(ctx: &Context, index_bits: u32) -> Shared {
        let i32t = ctx.integer_type(32);
        let id = Idents {
            predicate: ctx.ident("predicate"),
            fastmath: ctx.ident("fastmath"),
            fastmath_flags: ctx.ident("fastmathFlags"),
            overflow_flags: ctx.ident("overflowFlags"),
            roundingmode: ctx.ident("roundingmode"),
            fp_exception_behavior: ctx.ident("fpExceptionBehavior"),
        };
        let one = |name: Ident, value: Attribute| ctx.dictionary([NamedAttr { name, value }]);
        let llvm_none = llvm::FastmathFlags::NONE.attr(ctx);
        let fcmp_none_props = (0..16)
            .map(|p| {
                ctx.dictionary([
                    NamedAttr { name: id.fastmath_flags, value: llvm_none },
                    NamedAttr { name: id.predicate, value: ctx.integer_attr(ctx.i64(), p) },
                ])
            })
            .collect();
        Shared {
            converter: Arc::new(llvm_type_converter(ctx, index_bits)),
            index_type: ctx.integer_type(index_bits),
            empty: ctx.empty_dictionary(),
            overflow_props: [0, 1, 2, 3].map(|bits| one(id.overflow_flags, ctx.integer_attr(i32t, bits))),
            fastmath_none_props: one(id.fastmath_flags, llvm_none),
            arith_fastmath_none: FastMathFlags::NONE.attr(ctx),
            fcmp_none_props,
            op: Names {
                constant: ctx.op_name(llvm::ConstantOp::NAME),
                trunc: ctx.op_name(llvm::TruncOp::NAME),
                icmp: ctx.op_name(llvm::ICmpOp::NAME),
                fcmp: ctx.op_name(llvm::FCmpOp::NAME),
                constrained_fptrunc: ctx.op_name(llvm::ConstrainedFPTruncIntr::NAME),
            },
            id,
        }
    }
}

/// MLIR's `VectorConvertToLLVMPattern` instances: `(arith op, llvm op, how
/// attributes convert, fails on floats LLVM lacks)` (MLIR 22's
/// `FailOnUnsupportedFP`: not for `arith.sitofp`, `arith.select` and
/// `arith.bitcast`, which lower to an op on the float's integer stand-in,
/// `i4` for `f4E2M1FN`).
const ONE_TO_ONE: &[(&str, &str, AttrMode, bool)] = &[
    (AddFOp::NAME, llvm::FAddOp::NAME, AttrMode::FastMath, true),
    (AddIOp::NAME, llvm::AddOp::NAME, AttrMode::Overflow, false),
    (AndIOp::NAME, llvm::AndOp::NAME, AttrMode::PassThrough, false),
    (BitcastOp::NAME, llvm::BitcastOp::NAME, AttrMode::PassThrough, false),
    (DivFOp::NAME, llvm::FDivOp::NAME, AttrMode::FastMath, true),
    (DivSIOp::NAME, llvm::SDivOp::NAME, AttrMode::PassThrough, false),
    (DivUIOp::NAME, llvm::UDivOp::NAME, AttrMode::PassThrough, false),
    (ExtFOp::NAME, llvm::FPExtOp::NAME, AttrMode::PassThrough, true),
    (ExtSIOp::NAME, llvm::SExtOp::NAME, AttrMode::PassThrough, false),
    (ExtUIOp::NAME, llvm::ZExtOp::NAME, AttrMode::PassThrough, false),
    (FPToSIOp::NAME, llvm::FPToSIOp::NAME, AttrMode::PassThrough, true),
    (FPToUIOp::NAME, llvm::FPToUIOp::NAME, AttrMode::PassThrough, true),
    (MaximumFOp::NAME, llvm::MaximumOp::NAME, AttrMode::FastMath, true),
    (MaxNumFOp::NAME, llvm::MaxNumOp::NAME, AttrMode::FastMath, true),
    (MaxSIOp::NAME, llvm::SMaxOp::NAME, AttrMode::PassThrough, false),
    (MaxUIOp::NAME, llvm::UMaxOp::NAME, AttrMode::PassThrough, false),
    (MinimumFOp::NAME, llvm::MinimumOp::NAME, AttrMode::FastMath, true),
    (MinNumFOp::NAME, llvm::MinNumOp::NAME, AttrMode::FastMath, true),
    (MinSIOp::NAME, llvm::SMinOp::NAME, AttrMode::PassThrough, false),
    (MinUIOp::NAME, llvm::UMinOp::NAME, AttrMode::PassThrough, false),
    (MulFOp::NAME, llvm::FMulOp::NAME, AttrMode::FastMath, true),
    (MulIOp::NAME, llvm::MulOp::NAME, AttrMode::Overflow, false),
    (NegFOp::NAME, llvm::FNegOp::NAME, AttrMode::FastMath, true),
    (OrIOp::NAME, llvm::OrOp::NAME, AttrMode::PassThrough, false),
    (RemFOp::NAME, llvm::FRemOp::NAME, AttrMode::FastMath, true),
    (RemSIOp::NAME, llvm::SRemOp::NAME, AttrMode::PassThrough, false),
    (RemUIOp::NAME, llvm::URemOp::NAME, AttrMode::PassThrough, false),
    (SelectOp::NAME, llvm::SelectOp::NAME, AttrMode::PassThrough, false),
    (ShLIOp::NAME, llvm::ShlOp::NAME, AttrMode::Overflow, false),
    (ShRSIOp::NAME, llvm::AShrOp::NAME, AttrMode::PassThrough, false),
    (ShRUIOp::NAME, llvm::LShrOp::NAME, AttrMode::PassThrough, false),
    (SIToFPOp::NAME, llvm::SIToFPOp::NAME, AttrMode::PassThrough, false),
    (SubFOp::NAME, llvm::FSubOp::NAME, AttrMode::FastMath, true),
    (SubIOp::NAME, llvm::SubOp::NAME, AttrMode::Overflow, false),
    (TruncFOp::NAME, llvm::FPTruncOp::NAME, AttrMode::PassThrough, true),
    (TruncIOp::NAME, llvm::TruncOp::NAME, AttrMode::Overflow, false),
    (UIToFPOp::NAME, llvm::UIToFPOp::NAME, AttrMode::PassThrough, true),
    (XOrIOp::NAME, llvm::XOrOp::NAME, AttrMode::PassThrough, false),
];

/// The ops the n-D vector unrolling creates besides the lowered op.
const UNROLL_OPS: [&str; 3] = [llvm::PoisonOp::NAME, llvm::ExtractValueOp::NAME, llvm::InsertValueOp::NAME];

/// The patterns of `convert-arith-to-llvm` with `index` lowered to
/// `index_bits`-bit integers (MLIR's `populateCeilFloorDivExpandOpsPatterns`
/// and `populateArithToLLVMConversionPatterns`).
pub(crate) fn arith_to_llvm_patterns(ctx: &Context, index_bits: u32) -> ConversionPatternSet {
    let shared = Arc::new(Shared::new(ctx, index_bits));
    let mut set = ConversionPatternSet::new();
    let mut add = |root: &str, name: &'static str, benefit: u16, kind: Kind, generated: &[&str]| {
        let s = shared.clone();
        let pattern =
            FnConversionPattern::from_fn(ctx, name, root, move |op, operands, rw| lower(&s, kind, op, operands, rw))
                .with_benefit(benefit)
                .generates(ctx, generated);
        set.add_conversion(match kind {
            // The expansions are MLIR rewrite patterns: they see the op's
            // own operands.
            Kind::CeilDivSI | Kind::FloorDivSI | Kind::CeilDivUI => pattern,
            _ => pattern.with_type_converter(shared.converter.clone()),
        });
    };
    let expansion_ops =
        [ConstantOp::NAME, AddIOp::NAME, SubIOp::NAME, MulIOp::NAME, DivSIOp::NAME, DivUIOp::NAME, AndIOp::NAME];
    let with = |extra: &[&'static str]| -> Vec<&'static str> { expansion_ops.iter().chain(extra).copied().collect() };
    add(CeilDivSIOp::NAME, "CeilDivSIOpConverter", 1, Kind::CeilDivSI, &with(&[CmpIOp::NAME, SelectOp::NAME]));
    add(FloorDivSIOp::NAME, "FloorDivSIOpConverter", 1, Kind::FloorDivSI, &with(&[CmpIOp::NAME, SelectOp::NAME]));
    add(CeilDivUIOp::NAME, "CeilDivUIOpConverter", 1, Kind::CeilDivUI, &with(&[CmpIOp::NAME, SelectOp::NAME]));
    add(BitcastOp::NAME, "IdentityBitcastLowering", 10, Kind::IdentityBitcast, &[]);
    for &(root, target, attrs, fail_on_unsupported_fp) in ONE_TO_ONE {
        let no_rounding_mode = root == TruncFOp::NAME;
        let target_name = ctx.op_name(target);
        let target_defaults = default_props(ctx, target_name);
        let kind =
            Kind::OneToOne { target: target_name, target_defaults, attrs, no_rounding_mode, fail_on_unsupported_fp };
        let mut generated = vec![target];
        generated.extend(UNROLL_OPS);
        add(root, "VectorConvertToLLVMPattern", 1, kind, &generated);
    }
    add(ConstantOp::NAME, "ConstantOpLowering", 1, Kind::Constant, &[llvm::ConstantOp::NAME]);
    let cast_ops = [llvm::TruncOp::NAME, llvm::PoisonOp::NAME, llvm::ExtractValueOp::NAME, llvm::InsertValueOp::NAME];
    add(IndexCastOp::NAME, "IndexCastOpLowering", 1, Kind::IndexCast { ext: ctx.op_name(llvm::SExtOp::NAME) }, &{
        let mut g = cast_ops.to_vec();
        g.push(llvm::SExtOp::NAME);
        g
    });
    add(IndexCastUIOp::NAME, "IndexCastOpLowering", 1, Kind::IndexCast { ext: ctx.op_name(llvm::ZExtOp::NAME) }, &{
        let mut g = cast_ops.to_vec();
        g.push(llvm::ZExtOp::NAME);
        g
    });
    let mut compare = |root: &str, target: &'static str, kind: Kind| {
        let mut generated = vec![target];
        generated.extend(UNROLL_OPS);
        add(root, if target == llvm::ICmpOp::NAME { "CmpIOpLowering" } else { "CmpFOpLowering" }, 1, kind, &generated);
    };
    compare(CmpIOp::NAME, llvm::ICmpOp::NAME, Kind::CmpI);
    compare(CmpFOp::NAME, llvm::FCmpOp::NAME, Kind::CmpF);
    add(
        TruncFOp::NAME,
        "ConstrainedVectorConvertToLLVMPattern",
        1,
        Kind::ConstrainedTruncF,
        &[llvm::ConstrainedFPTruncIntr::NAME],
    );
    add(
        AddUIExtendedOp::NAME,
        "AddUIExtendedOpLowering",
        1,
        Kind::AddUIExtended,
        &[llvm::UAddWithOverflowOp::NAME, llvm::ExtractValueOp::NAME],
    );
    let widened = [
        llvm::SExtOp::NAME,
        llvm::ZExtOp::NAME,
        llvm::MulOp::NAME,
        llvm::TruncOp::NAME,
        llvm::ConstantOp::NAME,
        llvm::LShrOp::NAME,
    ];
    add(MulSIExtendedOp::NAME, "MulIExtendedOpLowering", 1, Kind::MulIExtended { signed: true }, &widened);
    add(MulUIExtendedOp::NAME, "MulIExtendedOpLowering", 1, Kind::MulIExtended { signed: false }, &widened);
    set
}

/// The default properties of op `name`, as one dictionary.
fn default_props(ctx: &Context, name: OpName) -> Attribute {
    ctx.dictionary(ctx.default_props(name))
}

/// The rewrite of the pattern for `kind`.
fn lower(
    s: &Shared,
    kind: Kind,
    op: OpId,
    operands: &OpAdaptor<'_>,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    match kind {
        Kind::CeilDivSI | Kind::FloorDivSI | Kind::CeilDivUI => return expand_division(kind, op, rw),
        Kind::Constant => return lower_constant(s, op, rw),
        _ => {}
    }
    let Some(operands) = operands.one_to_one() else { return false };
    match kind {
        Kind::OneToOne { target, target_defaults, attrs, no_rounding_mode, fail_on_unsupported_fp } => {
            if no_rounding_mode && rw.context().dict_get_ident(rw.body().props(op), s.id.roundingmode).is_some() {
                return false;
            }
            if fail_on_unsupported_fp && has_unsupported_float(s, rw, op) {
                return false;
            }
            lower_one_to_one(s, op, operands, target, target_defaults, attrs, rw)
        }
        Kind::IndexCast { ext } => lower_index_cast(s, op, operands, ext, rw),
        Kind::CmpI | Kind::CmpF => lower_compare(s, op, operands, matches!(kind, Kind::CmpF), rw),
        Kind::IdentityBitcast => {
            let ctx = rw.context();
            let result_type = rw.body().value_type(rw.body().result(op, 0));
            let [input] = operands else { return false };
            if s.converter.convert_type(ctx, result_type) != Some(rw.body().value_type(*input)) {
                return false;
            }
            rw.replace_op(op, &[*input]);
            true
        }
        Kind::ConstrainedTruncF => lower_constrained_truncf(s, op, operands, rw),
        Kind::AddUIExtended => lower_add_extended(s, op, operands, rw),
        Kind::MulIExtended { signed } => lower_mul_extended(op, operands, signed, rw),
        Kind::CeilDivSI | Kind::FloorDivSI | Kind::CeilDivUI | Kind::Constant => false,
    }
}

/// Creates an op at the insertion point and returns its first result.
fn create1(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    name: OpName,
    operands: &[ValueId],
    result: Type,
    props: Attribute,
    attrs: Attribute,
    loc: crate::ir::Location,
) -> ValueId {
    let spec = OpSpec { operands, results: &[result], props, attrs, ..OpSpec::new(rw.context(), name, loc) };
    let new = rw.create(&spec);
    rw.body().result(new, 0)
}

/// The `{name = value}` dictionary.
fn dict1(ctx: &Context, name: Ident, value: Attribute) -> Attribute {
    ctx.dictionary([NamedAttr { name, value }])
}

/// `#llvm.fastmath<...>` for `#arith.fastmath<...>`: LLVM numbers the flags
/// differently and prints them in its own order (`reassoc` last), separated
/// by `, `.
fn llvm_fastmath(ctx: &Context, arith: Attribute) -> Attribute {
    // The two enums name the same flags with other bits: go by name.
    let arith = FastMathFlags::from_attr(ctx, arith).unwrap_or(FastMathFlags::NONE);
    let llvm = FastMathFlags::INFO
        .cases
        .iter()
        .filter(|c| c.value.count_ones() == 1 && arith.contains(FastMathFlags::from_bits(c.value)))
        .filter_map(|c| llvm::FastmathFlags::INFO.case_named(c.name))
        .fold(0, |bits, c| bits | c.value);
    llvm::FastmathFlags::from_bits(llvm).attr(ctx)
}

/// True when a float type (or vector of floats) among the op's operands and
/// result converts to something that is not a float: LLVM has no such
/// floats and MLIR's `VectorConvertToLLVMPattern` does not apply.
fn has_unsupported_float(s: &Shared, rw: &ConversionPatternRewriter<'_, '_>, op: OpId) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let unsupported = |v: ValueId| {
        let element = ctx.element_type_or_self(body.value_type(v));
        if !matches!(ctx.type_kind(element), TypeKind::Float(_)) {
            return false;
        }
        !matches!(s.converter.convert_type(ctx, element).map(|t| ctx.type_kind(t)), Some(TypeKind::Float(_)))
    };
    body.operands(op).any(unsupported) || body.results(op).next().is_some_and(unsupported)
}

/// The target op's properties and attributes from the source op's (MLIR
/// passes the source's attribute list, converted by `attrs`, to the generic
/// op builder, which keeps the target's inherent ones as properties), and
/// the target's defaults for those left out.
fn convert_attributes(
    s: &Shared,
    ctx: &Context,
    src_props: Attribute,
    src_attrs: Attribute,
    target: OpName,
    target_defaults: Attribute,
    mode: AttrMode,
) -> (Attribute, Attribute) {
    let def = ctx.op_def(target);
    let inherent = def.map_or(&[][..], |d| d.inherent_attrs());
    let has_overflow = inherent.contains(&"overflowFlags");
    let src_props_entries = ctx.dict_entries(src_props);
    // The usual cases need no new dictionary.
    if src_attrs == s.empty {
        match (mode, src_props_entries) {
            (AttrMode::PassThrough, []) if !has_overflow => return (target_defaults, s.empty),
            // Properties the target has too (`value`, `isExact`), and no
            // defaults to add: the same dictionary.
            (AttrMode::PassThrough, entries)
                if !has_overflow
                    && entries.iter().all(|e| inherent.contains(&ctx.ident_str(e.name)))
                    && def.is_none_or(|d| {
                        d.default_props().iter().all(|(n, _)| ctx.dict_get(src_props, n).is_some())
                    }) =>
            {
                return (src_props, s.empty);
            }
            (AttrMode::Overflow, [only]) if only.name == s.id.overflow_flags && has_overflow => {
                let bits = overflow_bits(ctx, Some(only.value)) as usize & 3;
                return (s.overflow_props[bits], s.empty);
            }
            (AttrMode::FastMath, [only]) if only.name == s.id.fastmath && only.value == s.arith_fastmath_none => {
                return (s.fastmath_none_props, s.empty);
            }
            _ => {}
        }
    }
    let mut props: SmallVec<[NamedAttr; 4]> = SmallVec::new();
    let mut attrs: SmallVec<[NamedAttr; 4]> = SmallVec::new();
    let mut overflow = 0;
    for e in src_props_entries.iter().chain(ctx.dict_entries(src_attrs)) {
        if mode == AttrMode::Overflow && e.name == s.id.overflow_flags {
            overflow = overflow_bits(ctx, Some(e.value));
            continue;
        }
        let e = if mode == AttrMode::FastMath && e.name == s.id.fastmath {
            NamedAttr { name: s.id.fastmath_flags, value: llvm_fastmath(ctx, e.value) }
        } else {
            *e
        };
        if inherent.contains(&ctx.ident_str(e.name)) {
            props.push(e);
        } else {
            attrs.push(e);
        }
    }
    for default in ctx.default_props(target) {
        if !props.iter().any(|p| p.name == default.name) {
            props.push(default);
        }
    }
    if has_overflow {
        // MLIR's `setNativeProperties`: the converted flags win.
        props.retain(|p| p.name != s.id.overflow_flags);
        props.push(NamedAttr {
            name: s.id.overflow_flags,
            value: ctx.integer_attr(ctx.integer_type(32), overflow as i128),
        });
    }
    (ctx.dictionary(props), ctx.dictionary(attrs))
}

/// MLIR's `VectorConvertToLLVMPattern`: the operands must have LLVM types;
/// n-D vectors (whose first operand is an `!llvm.array`) are unrolled.
fn lower_one_to_one(
    s: &Shared,
    op: OpId,
    operands: &[ValueId],
    target: OpName,
    target_defaults: Attribute,
    mode: AttrMode,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let Some(&first) = operands.first() else { return false };
    if !operands.iter().all(|&v| is_llvm_compatible(ctx, body.value_type(v))) || body.num_results(op) != 1 {
        return false;
    }
    let (props, attrs) = convert_attributes(s, ctx, body.props(op), body.attrs(op), target, target_defaults, mode);
    let loc = body.loc(op);
    let result_type = body.value_type(body.result(op, 0));
    if !is_llvm_array(ctx, body.value_type(first)) {
        let Some(converted) = s.converter.convert_type(ctx, result_type) else { return false };
        let new = create1(rw, target, operands, converted, props, attrs, loc);
        rw.replace_op(op, &[new]);
        return true;
    }
    unroll(s, op, operands, rw, |rw, one_d, parts| create1(rw, target, parts, one_d, props, attrs, loc))
}

/// MLIR's `handleMultidimensionalVectors`: the result starts as
/// `llvm.mlir.poison` of its array type; for each 1-D vector in turn, the
/// operands' vectors are extracted, `create` combines them, and the result
/// is inserted.
fn unroll(
    s: &Shared,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_, '_>,
    mut create: impl FnMut(&mut ConversionPatternRewriter<'_, '_>, Type, &[ValueId]) -> ValueId,
) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let loc = body.loc(op);
    let result_type = body.value_type(body.result(op, 0));
    let Some(result_info) = nd_vector_info(ctx, result_type, s.index_type) else { return false };
    let Some(result_array) = s.converter.convert_type(ctx, result_type) else { return false };
    // What each operand's 1-D vectors are (the original operand types say).
    let operand_one_d: Option<SmallVec<[Type; 3]>> = body
        .operands(op)
        .map(|v| nd_vector_info(ctx, body.value_type(v), s.index_type).map(|i: NdVectorInfo| i.one_d))
        .collect();
    let Some(operand_one_d) = operand_one_d else { return false };
    let mut desc = poison(rw, result_array, loc);
    for coords in result_info.positions() {
        let parts: SmallVec<[ValueId; 3]> =
            operands.iter().zip(&operand_one_d).map(|(&v, &one_d)| extract_value(rw, v, one_d, &coords, loc)).collect();
        let value = create(rw, result_info.one_d, &parts);
        desc = insert_value(rw, desc, value, &coords, loc);
    }
    rw.replace_op(op, &[desc]);
    true
}

/// `llvm.mlir.constant` with the op's attributes (`value` among them) and
/// the converted result type (MLIR's `oneToOneRewrite`).
fn lower_constant(s: &Shared, op: OpId, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    if body.num_results(op) != 1 {
        return false;
    }
    let Some(result_type) = s.converter.convert_type(ctx, body.value_type(body.result(op, 0))) else {
        return false;
    };
    let (props, attrs) =
        convert_attributes(s, ctx, body.props(op), body.attrs(op), s.op.constant, s.empty, AttrMode::PassThrough);
    let loc = body.loc(op);
    let new = create1(rw, s.op.constant, &[], result_type, props, attrs, loc);
    rw.replace_op(op, &[new]);
    true
}

/// The integer width of a converted scalar or vector element type.
fn element_width(ctx: &Context, t: Type) -> Option<u32> {
    ctx.int_or_float_width(ctx.element_type_or_self(t))
}

/// MLIR's `IndexCastOpLowering`: equal widths replace the op by its operand;
/// otherwise `llvm.trunc` to a narrower type or `ext` to a wider one.
fn lower_index_cast(
    s: &Shared,
    op: OpId,
    operands: &[ValueId],
    ext: OpName,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let [input] = operands else { return false };
    let result_type = body.value_type(body.result(op, 0));
    let source_type = body.value_type(body.operand(op, 0));
    let convert = |t: Type| s.converter.convert_type(ctx, ctx.element_type_or_self(t));
    let (Some(target_element), Some(source_element)) = (convert(result_type), convert(source_type)) else {
        return false;
    };
    let (Some(target_bits), Some(source_bits)) =
        (element_width(ctx, target_element), element_width(ctx, source_element))
    else {
        return false;
    };
    if target_bits == source_bits {
        rw.replace_op(op, &[*input]);
        return true;
    }
    let name = if target_bits < source_bits { s.op.trunc } else { ext };
    let props = if name == s.op.trunc { s.overflow_props[0] } else { s.empty };
    let loc = body.loc(op);
    if !is_llvm_array(ctx, body.value_type(*input)) {
        let Some(target_type) = s.converter.convert_type(ctx, result_type) else { return false };
        let new = create1(rw, name, &[*input], target_type, props, s.empty, loc);
        rw.replace_op(op, &[new]);
        return true;
    }
    unroll(s, op, operands, rw, |rw, one_d, parts| create1(rw, name, parts, one_d, props, s.empty, loc))
}

/// MLIR's `CmpIOpLowering` and `CmpFOpLowering`: `llvm.icmp`/`llvm.fcmp`
/// with the predicate's number (the enums agree) and, for floats, the
/// fast-math flags.
fn lower_compare(
    s: &Shared,
    op: OpId,
    operands: &[ValueId],
    float: bool,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    // A float type LLVM lacks (`f4E2M1FN`, say): `arith.cmpf` stays.
    if float && has_unsupported_float(s, rw, op) {
        return false;
    }
    let ctx = rw.context();
    let body = rw.body();
    let &[lhs, _] = operands else { return false };
    let src_props = body.props(op);
    let Some(predicate) = ctx.dict_get_ident(src_props, s.id.predicate) else { return false };
    let (name, props) = if float {
        let fastmath = ctx.dict_get_ident(src_props, s.id.fastmath).unwrap_or(s.arith_fastmath_none);
        let index = ctx.int_value(predicate).and_then(|p| usize::try_from(p).ok());
        let props = match index.and_then(|i| s.fcmp_none_props.get(i)) {
            Some(&p) if fastmath == s.arith_fastmath_none => p,
            _ => ctx.dictionary([
                NamedAttr { name: s.id.fastmath_flags, value: llvm_fastmath(ctx, fastmath) },
                NamedAttr { name: s.id.predicate, value: predicate },
            ]),
        };
        (s.op.fcmp, props)
    } else {
        // `arith.cmpi`'s properties are `{predicate = N : i64}`, as
        // `llvm.icmp`'s are.
        let props =
            if ctx.dict_entries(src_props).len() == 1 { src_props } else { dict1(ctx, s.id.predicate, predicate) };
        (s.op.icmp, props)
    };
    let loc = body.loc(op);
    let result_type = body.value_type(body.result(op, 0));
    if !is_llvm_array(ctx, body.value_type(lhs)) {
        let Some(converted) = s.converter.convert_type(ctx, result_type) else { return false };
        let new = create1(rw, name, operands, converted, props, s.empty, loc);
        rw.replace_op(op, &[new]);
        return true;
    }
    unroll(s, op, operands, rw, |rw, one_d, parts| create1(rw, name, parts, one_d, props, s.empty, loc))
}

/// LLVM's rounding mode numbers for `arith.truncf`'s
/// (`to_nearest_even`, `downward`, `upward`, `toward_zero`,
/// `to_nearest_away`).
const LLVM_ROUNDING_MODES: [i128; 5] = [1, 3, 2, 0, 4];

/// `arith.truncf` with a rounding mode: the constrained intrinsic, with
/// LLVM's rounding mode and exceptions ignored; other attributes pass
/// through (MLIR's `AttrConverterConstrainedFPToLLVM`).
fn lower_constrained_truncf(
    s: &Shared,
    op: OpId,
    operands: &[ValueId],
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let ctx = rw.context();
    if has_unsupported_float(s, rw, op) {
        return false;
    }
    let body = rw.body();
    let src_props = body.props(op);
    let Some(mode) = ctx.dict_get_ident(src_props, s.id.roundingmode).and_then(|m| ctx.int_value(m)) else {
        return false;
    };
    let Some(&llvm_mode) = usize::try_from(mode).ok().and_then(|m| LLVM_ROUNDING_MODES.get(m)) else { return false };
    let [input] = operands else { return false };
    if !is_llvm_compatible(ctx, body.value_type(*input)) || is_llvm_array(ctx, body.value_type(*input)) {
        return false;
    }
    let Some(result_type) = s.converter.convert_type(ctx, body.value_type(body.result(op, 0))) else { return false };
    let mut props: SmallVec<[NamedAttr; 2]> = SmallVec::new();
    let mut attrs: SmallVec<[NamedAttr; 4]> = SmallVec::new();
    for e in ctx.dict_entries(src_props).iter().chain(ctx.dict_entries(body.attrs(op))) {
        if e.name != s.id.roundingmode {
            attrs.push(*e);
        }
    }
    props.push(NamedAttr { name: s.id.roundingmode, value: ctx.integer_attr(ctx.i64(), llvm_mode) });
    props.push(NamedAttr { name: s.id.fp_exception_behavior, value: ctx.integer_attr(ctx.i64(), 0) });
    let (props, attrs) = (ctx.dictionary(props), ctx.dictionary(attrs));
    let loc = body.loc(op);
    let new = create1(rw, s.op.constrained_fptrunc, &[*input], result_type, props, attrs, loc);
    rw.replace_op(op, &[new]);
    true
}

/// MLIR's `AddUIExtendedOpLowering`: `llvm.intr.uadd.with.overflow` into a
/// struct of the sum and the overflow bit, both extracted (1-D only).
fn lower_add_extended(s: &Shared, op: OpId, operands: &[ValueId], rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let &[lhs, rhs] = operands else { return false };
    let operand_type = body.value_type(lhs);
    if !is_llvm_compatible(ctx, operand_type) || is_llvm_array(ctx, operand_type) || body.num_results(op) != 2 {
        return false;
    }
    let sum_type = body.value_type(body.result(op, 0));
    let Some(overflow_type) = s.converter.convert_type(ctx, body.value_type(body.result(op, 1))) else {
        return false;
    };
    let loc = body.loc(op);
    let struct_type = crate::dialects::llvm::struct_type(ctx, &[sum_type, overflow_type]);
    let pair = llvm::UAddWithOverflowOp::build(rw, loc, struct_type, lhs, rhs).res(rw);
    let sum = extract_value(rw, pair, sum_type, &[0], loc);
    let overflow = extract_value(rw, pair, overflow_type, &[1], loc);
    rw.replace_op(op, &[sum, overflow]);
    true
}

/// MLIR's `MulIExtendedOpLowering`: both operands extended to twice their
/// width, multiplied, and the product truncated (low half) and shifted
/// right by the width then truncated (high half). 1-D only.
fn lower_mul_extended(
    op: OpId,
    operands: &[ValueId],
    signed: bool,
    rw: &mut ConversionPatternRewriter<'_, '_>,
) -> bool {
    let ctx = rw.context();
    let body = rw.body();
    let &[lhs, rhs] = operands else { return false };
    let result_type = body.value_type(lhs);
    if !is_llvm_compatible(ctx, result_type) || is_llvm_array(ctx, result_type) || body.num_results(op) != 2 {
        return false;
    }
    let Some(width) = ctx.int_or_float_width(ctx.element_type_or_self(result_type)) else { return false };
    let wide_element = ctx.integer_type(width * 2);
    let (wide_type, shift) = match ctx.type_kind(result_type) {
        TypeKind::Integer { .. } => (wide_element, ctx.integer_attr(wide_element, width as i128)),
        TypeKind::Vector { shape, scalable, .. } => {
            let wide = ctx.intern_type(TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                element: wide_element,
            });
            let Some(splat) = dense_attr(ctx, wide, &[Elem::Int(ApInt::from_i128(width * 2, width as i128))]) else {
                return false;
            };
            (wide, splat)
        }
        _ => return false,
    };
    let loc = body.loc(op);
    let extend = |rw: &mut ConversionPatternRewriter<'_, '_>, v: ValueId| {
        if signed {
            llvm::SExtOp::build(rw, loc, wide_type, v).res(rw)
        } else {
            llvm::ZExtOp::build(rw, loc, wide_type, v).res(rw)
        }
    };
    let lhs_ext = extend(rw, lhs);
    let rhs_ext = extend(rw, rhs);
    let product = llvm::MulOp::build(rw, loc, lhs_ext, rhs_ext).res(rw);
    let low = llvm::TruncOp::build(rw, loc, result_type, product).res(rw);
    let shift = llvm::ConstantOp::build(rw, loc, wide_type, shift).res(rw);
    let high_wide = llvm::LShrOp::build(rw, loc, product, shift).res(rw);
    let high = llvm::TruncOp::build(rw, loc, result_type, high_wide).res(rw);
    rw.replace_op(op, &[low, high]);
    true
}

/// An `arith` integer constant of `ty` (a splat for a vector), as MLIR's
/// expansion helper `createConst` builds.
fn arith_int_constant(
    rw: &mut ConversionPatternRewriter<'_, '_>,
    ty: Type,
    value: i128,
    loc: crate::ir::Location,
) -> Option<ValueId> {
    let ctx = rw.context();
    let element = ctx.element_type_or_self(ty);
    let width = ctx.int_or_float_width(element)?;
    let attr = match ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            dense_attr(ctx, ty, &[Elem::Int(ApInt::from_i128(width, value))])?
        }
        _ => ctx.integer_attr(ty, value),
    };
    Some(ConstantOp::build(rw, loc, ty, attr).result(rw))
}

/// MLIR's `CeilDivSIOpConverter`, `FloorDivSIOpConverter` and
/// `CeilDivUIOpConverter` (`Arith/Transforms/ExpandOps.cpp`), creating the
/// same `arith` ops in the same order.
fn expand_division(kind: Kind, op: OpId, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let body = rw.body();
    if body.num_operands(op) != 2 || body.num_results(op) != 1 {
        return false;
    }
    let (a, b) = (body.operand(op, 0), body.operand(op, 1));
    let ty = body.value_type(body.result(op, 0));
    let loc = body.loc(op);
    let cmp = |rw: &mut ConversionPatternRewriter<'_, '_>, predicate: CmpIPredicate, x: ValueId, y: ValueId| {
        CmpIOp::build(rw, loc, x, y, predicate).result(rw)
    };
    let select = |rw: &mut ConversionPatternRewriter<'_, '_>, c: ValueId, x: ValueId, y: ValueId| {
        SelectOp::build(rw, loc, c, x, y).result(rw)
    };
    let result = match kind {
        Kind::CeilDivSI => {
            let Some(zero) = arith_int_constant(rw, ty, 0, loc) else { return false };
            let Some(one) = arith_int_constant(rw, ty, 1, loc) else { return false };
            let quotient = DivSIOp::build(rw, loc, a, b).result(rw);
            let product = MulIOp::build(rw, loc, quotient, b).result(rw);
            let not_equal_divisor = cmp(rw, CmpIPredicate::Ne, a, product);
            let a_neg = cmp(rw, CmpIPredicate::Slt, a, zero);
            let b_neg = cmp(rw, CmpIPredicate::Slt, b, zero);
            let sign_equal = cmp(rw, CmpIPredicate::Eq, a_neg, b_neg);
            let cond = AndIOp::build(rw, loc, not_equal_divisor, sign_equal).result(rw);
            let quotient_plus_one = AddIOp::build(rw, loc, quotient, one).result(rw);
            select(rw, cond, quotient_plus_one, quotient)
        }
        Kind::FloorDivSI => {
            let quotient = DivSIOp::build(rw, loc, a, b).result(rw);
            let product = MulIOp::build(rw, loc, quotient, b).result(rw);
            let not_equal_divisor = cmp(rw, CmpIPredicate::Ne, a, product);
            let Some(zero) = arith_int_constant(rw, ty, 0, loc) else { return false };
            let a_neg = cmp(rw, CmpIPredicate::Slt, a, zero);
            let b_neg = cmp(rw, CmpIPredicate::Slt, b, zero);
            let sign_opposite = cmp(rw, CmpIPredicate::Ne, a_neg, b_neg);
            let cond = AndIOp::build(rw, loc, not_equal_divisor, sign_opposite).result(rw);
            let Some(minus_one) = arith_int_constant(rw, ty, -1, loc) else { return false };
            let quotient_minus_one = AddIOp::build(rw, loc, quotient, minus_one).result(rw);
            select(rw, cond, quotient_minus_one, quotient)
        }
        _ => {
            let Some(zero) = arith_int_constant(rw, ty, 0, loc) else { return false };
            let is_zero = cmp(rw, CmpIPredicate::Eq, a, zero);
            let Some(one) = arith_int_constant(rw, ty, 1, loc) else { return false };
            let minus_one = SubIOp::build(rw, loc, a, one).result(rw);
            let quotient = DivUIOp::build(rw, loc, minus_one, b).result(rw);
            let plus_one = AddIOp::build(rw, loc, quotient, one).result(rw);
            select(rw, is_zero, zero, plus_one)
        }
    };
    rw.replace_op(op, &[result]);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fastmath_flags_print_as_llvm_does() {
        let ctx = Context::new();
        let convert = |flags: FastMathFlags| {
            let attr = llvm_fastmath(&ctx, flags.attr(&ctx));
            ctx.attr_to_string(attr).trim_start_matches('#').to_string()
        };
        assert_eq!(convert(FastMathFlags::NONE), "llvm.fastmath<none>");
        assert_eq!(convert(FastMathFlags::FAST), "llvm.fastmath<fast>");
        assert_eq!(convert(FastMathFlags::NNAN | FastMathFlags::NINF), "llvm.fastmath<nnan, ninf>");
        assert_eq!(convert(FastMathFlags::REASSOC | FastMathFlags::CONTRACT), "llvm.fastmath<contract, reassoc>");
    }
}
