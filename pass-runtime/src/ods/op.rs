//! Declared ops: the static table passgen generates per op ([`OpInfo`]),
//! the trait its typed handle implements ([`DeclaredOp`]), the op's
//! registration ([`op_def`]) and what generated accessors and builders call.

use std::ops::Range;

use smallvec::SmallVec;

use super::adaptor::DeclaredAdaptor;
use super::constraints::{AttrCheck, AttrConstraint, TypeCheck};
use crate::ir::{
    default_value, Attribute, BlockId, Body, Context, Diagnostic, IrRead, Location, NamedAttr, OpBuilder, OpDef, OpId,
    OpSpec, OpView, RegionId, RegionVerifier, Traits, Type, ValueId,
};

/// How many values an operand or result group holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
    /// Any number, split into groups whose sizes the named
    /// `DenseI32ArrayAttr` property holds (MLIR's `VariadicOfVariadic`):
    /// an operand group only.
    VariadicOfVariadic(&'static str),
}

/// An operand or result group of a declared op.
#[derive(Clone, Copy)]
pub struct ValueInfo {
    /// Its name.
    pub name: &'static str,
    /// How many values it holds.
    pub arity: Arity,
    /// The constraint on each value's type.
    pub constraint: TypeCheck,
}

/// An inherent attribute (property) of a declared op.
#[derive(Clone, Copy)]
pub struct AttrInfo {
    /// Its name.
    pub name: &'static str,
    /// The constraint.
    pub constraint: AttrCheck,
    /// The value filled in when the IR leaves it out.
    pub default: Option<fn(&Context) -> Attribute>,
    /// May be absent.
    pub optional: bool,
}

/// A region of a declared op.
#[derive(Clone, Copy)]
pub struct RegionInfo {
    /// Its name.
    pub name: &'static str,
    /// Holds exactly one block (MLIR's `SizedRegion<1>`).
    pub single_block: bool,
    /// Any number of regions (only the last group).
    pub variadic: bool,
}

/// A successor of a declared op.
#[derive(Clone, Copy)]
pub struct SuccessorInfo {
    /// Its name.
    pub name: &'static str,
    /// Any number of successors (only the last group).
    pub variadic: bool,
}

/// A check a trait adds to the verifier, with MLIR's message.
#[derive(Clone, Copy)]
pub enum TraitCheck {
    /// "requires the same type for all operands and results".
    SameOperandsAndResultType,
    /// "requires all operands to have the same type".
    SameTypeOperands,
    /// "requires the same element type for all operands".
    SameOperandsElementType,
    /// "requires the same element type for all operands and results".
    SameOperandsAndResultElementType,
    /// "requires the same shape for all operands".
    SameOperandsShape,
    /// "requires the same shape for all operands and results".
    SameOperandsAndResultShape,
    /// MLIR's `Elementwise`: vector and tensor operands and results all of
    /// one kind and shape, and not only on one side.
    Elementwise,
    /// "must be the last operation in the parent block".
    Terminator,
    /// "requires string attribute 'sym_name'".
    Symbol,
    /// "expects region #N to have 0 or 1 blocks".
    SingleBlock,
    /// Regions without block arguments.
    NoRegionArguments,
    /// The enclosing op is one of these.
    HasParent(&'static [&'static str]),
    /// Each non-empty region ends with this op (checked once the nested
    /// ops verified: [`TraitCheck::is_region`]).
    SingleBlockImplicitTerminator(&'static str),
    /// The operand segments add up (`operandSegmentSizes`).
    AttrSizedOperandSegments,
    /// The result segments add up (`resultSegmentSizes`).
    AttrSizedResultSegments,
    /// The named operands and results have one type.
    AllTypesMatch(&'static [&'static str]),
    /// The type of `to` is `transform` of the type of `from`.
    TypesMatchWith {
        /// Operand or result whose type is transformed.
        from: &'static str,
        /// Operand or result whose type must match.
        to: &'static str,
        /// The transform.
        transform: fn(&Context, Type) -> Type,
        /// "failed to verify that *summary*".
        summary: &'static str,
    },
    /// MLIR's `PredOpTrait`: `predicate` holds for the op.
    Pred {
        /// The predicate.
        predicate: fn(&OpView<'_>) -> bool,
        /// "failed to verify that *summary*".
        summary: &'static str,
    },
}

impl TraitCheck {
    /// MLIR's structural traits, verified before the op's invariants.
    pub fn is_structural(&self) -> bool {
        matches!(
            self,
            TraitCheck::SingleBlock
                | TraitCheck::NoRegionArguments
                | TraitCheck::HasParent(_)
                | TraitCheck::AttrSizedOperandSegments
                | TraitCheck::AttrSizedResultSegments
        )
    }

    /// The checks MLIR makes once the ops nested in the op's regions
    /// verified (its `verifyRegionTrait`s): the terminator of
    /// `SingleBlockImplicitTerminator`.
    pub fn is_region(&self) -> bool {
        matches!(self, TraitCheck::SingleBlockImplicitTerminator(_))
    }

    /// Whether the check reads only what the verifier's memo of signatures
    /// (`ods/verified.rs`) keys on (the op's name, properties, attributes,
    /// operand and result types, number of regions, and no successors), so
    /// that an op whose signature passed once passes it again. The op's
    /// place (`Terminator`, `HasParent`), its regions' contents
    /// (`SingleBlock`, `NoRegionArguments`, the terminator of
    /// `SingleBlockImplicitTerminator`) and arbitrary predicates (`Pred`)
    /// are not.
    pub fn is_context_free(&self) -> bool {
        !matches!(
            self,
            TraitCheck::Terminator
                | TraitCheck::HasParent(_)
                | TraitCheck::Pred { .. }
                | TraitCheck::SingleBlock
                | TraitCheck::NoRegionArguments
                | TraitCheck::SingleBlockImplicitTerminator(_)
        )
    }

    /// MLIR's predicate traits (`PredOpTrait`), verified with the
    /// invariants, after operands and results.
    pub fn is_predicate(&self) -> bool {
        matches!(self, TraitCheck::AllTypesMatch(_) | TraitCheck::TypesMatchWith { .. } | TraitCheck::Pred { .. })
    }
}

/// An op's hand-written verifier (ODS's `hasVerifier`).
pub type OpVerifierFn = fn(&OpView<'_>) -> Result<(), Diagnostic>;

/// Everything a declared op's registration, verifier, accessors and
/// builders read: generated by passgen as one `static` per op.
pub struct OpInfo {
    /// The full name (`calc.add`).
    pub name: &'static str,
    /// The traits the runtime queries.
    pub traits: Traits,
    /// The checks of its traits, in spec order.
    pub checks: &'static [TraitCheck],
    /// Operand groups.
    pub operands: &'static [ValueInfo],
    /// Result groups.
    pub results: &'static [ValueInfo],
    /// Inherent attributes.
    pub attributes: &'static [AttrInfo],
    /// The names of all properties: the attributes', then
    /// `operandSegmentSizes` and `resultSegmentSizes` where the op has them.
    pub inherent: &'static [&'static str],
    /// Regions.
    pub regions: &'static [RegionInfo],
    /// Successors.
    pub successors: &'static [SuccessorInfo],
    /// The hand-written verifier, run after the declared checks.
    pub verifier: Option<OpVerifierFn>,
    /// The hand-written region verifier, run once the ops nested in the
    /// op's regions verified ([`VerifyRegions`](super::VerifyRegions)).
    pub region_verifier: Option<OpVerifierFn>,
    /// Whether the verifier reads only the op's signature
    /// ([`Verify::READS_SIGNATURE_ONLY`](super::Verify::READS_SIGNATURE_ONLY)).
    pub verifier_reads_signature_only: bool,
    /// The assembly format (MLIR's `assemblyFormat`), compiled: the op's
    /// pretty form.
    pub format: Option<&'static super::op_format::OpFormat>,
}

impl OpInfo {
    /// Whether the op's operand groups are sized by `operandSegmentSizes`.
    pub fn attr_sized_operands(&self) -> bool {
        self.checks.iter().any(|c| matches!(c, TraitCheck::AttrSizedOperandSegments))
    }

    /// Whether the op's result groups are sized by `resultSegmentSizes`.
    pub fn attr_sized_results(&self) -> bool {
        self.checks.iter().any(|c| matches!(c, TraitCheck::AttrSizedResultSegments))
    }
}

/// The property sizing operand groups.
pub const OPERAND_SEGMENTS: &str = "operandSegmentSizes";
/// The property sizing result groups.
pub const RESULT_SEGMENTS: &str = "resultSegmentSizes";

/// A typed handle of a declared op (`AddOp`): an [`OpId`] known to name an
/// op of that kind. passgen implements it for each op it generates.
pub trait DeclaredOp: Copy {
    /// The op's typed operand adaptor (`CondBranchOpAdaptor`): the values
    /// standing for its operands in a conversion, by operand group.
    type Adaptor<'a>: DeclaredAdaptor<'a>;

    /// The op's table.
    fn info() -> &'static OpInfo;

    /// The handle of `op`, unchecked: use [`DeclaredOp::from_op`] unless
    /// the op is known to be of this kind.
    fn from_id_unchecked(op: OpId) -> Self;

    /// The op.
    fn id(self) -> OpId;

    /// Whether `op` is registered as this kind of op.
    fn isa(ir: &impl IrRead, op: OpId) -> bool {
        let ctx = ir.context();
        ctx.op_def(ir.body().op_name(op)).is_some_and(|d| d.name() == Self::info().name)
    }

    /// The handle of `op` when it is of this kind.
    fn from_op(ir: &impl IrRead, op: OpId) -> Option<Self> {
        Self::isa(ir, op).then(|| Self::from_id_unchecked(op))
    }

    /// The op defining `value` when it is of this kind (MLIR's
    /// `value.getDefiningOp<Op>()`).
    fn defining(ir: &impl IrRead, value: ValueId) -> Option<Self> {
        Self::from_op(ir, ir.body().defining_op(value)?)
    }
}

/// The verifier of a declared op: its table's checks, then its hook.
pub fn verify_declared<T: DeclaredOp>(view: &OpView<'_>) -> Result<(), Diagnostic> {
    super::verify::verify_op(T::info(), view)
}

/// The region verifier of a declared op: its table's region checks, then its
/// region hook.
pub fn verify_declared_regions<T: DeclaredOp>(view: &OpView<'_>) -> Result<(), Diagnostic> {
    super::verify::verify_op_regions(T::info(), view)
}

/// The registration of a declared op: its traits, inherent attributes with
/// their defaults, and its verifier. The generated dialect adds hooks
/// (folders, patterns, interfaces) to it.
pub fn op_def<T: DeclaredOp>() -> OpDef {
    let info = T::info();
    let mut def =
        OpDef::new(info.name, info.traits).inherent(info.inherent).verifier(verify_declared::<T>).checks_own_traits();
    for a in info.attributes {
        if let Some(default) = a.default {
            def = def.default_prop(a.name, default);
        }
    }
    if info.attr_sized_operands() {
        def = def.default_prop(OPERAND_SEGMENTS, zero_segments::<T, false>);
    }
    if info.attr_sized_results() {
        def = def.default_prop(RESULT_SEGMENTS, zero_segments::<T, true>);
    }
    if info.format.is_some() {
        def = def.assembly(super::op_format::assembly::<T>());
    }
    if info.region_verifier.is_some() || info.checks.iter().any(TraitCheck::is_region) {
        def = def.hook(RegionVerifier(verify_declared_regions::<T>));
    }
    def.properties_check(check_properties::<T>)
}

/// MLIR's conversion of the properties an op is written with into its
/// properties struct: each attribute of the storage its constraint keeps,
/// the segment sizes an `array<i32: ...>` with one element per group.
fn check_properties<T: DeclaredOp>(ctx: &Context, props: Attribute) -> Result<(), String> {
    for a in T::info().attributes {
        if let Some(value) = ctx.dict_get(props, a.name) {
            if !(a.constraint.converts)(ctx, value) {
                return Err(match a.constraint.conversion_error {
                    Some(message) => message.to_string(),
                    None => {
                        format!("Invalid attribute `{}` in property conversion: {}", a.name, ctx.attr_to_string(value))
                    }
                });
            }
        }
    }
    check_segment_properties::<T>(ctx, props)
}

/// Segment sizes left out of the input: MLIR's properties start at zero.
fn zero_segments<T: DeclaredOp, const RESULTS: bool>(ctx: &Context) -> Attribute {
    let info = T::info();
    let groups = if RESULTS { info.results.len() } else { info.operands.len() };
    ctx.dense_i32_array_attr(&vec![0; groups])
}

/// MLIR's conversion of segment sizes into the properties struct: an
/// `array<i32: ...>` with one element per group.
fn check_segment_properties<T: DeclaredOp>(ctx: &Context, props: Attribute) -> Result<(), String> {
    let info = T::info();
    for (name, groups, sized) in [
        (OPERAND_SEGMENTS, info.operands.len(), info.attr_sized_operands()),
        (RESULT_SEGMENTS, info.results.len(), info.attr_sized_results()),
    ] {
        let Some(value) = ctx.dict_get(props, name).filter(|_| sized) else { continue };
        if !super::constraints::DenseI32ArrayAttr::check(ctx, value) {
            return Err("expected DenseI32ArrayAttr for key `value`".into());
        }
        let len = super::constraints::DenseI32ArrayAttr::value(ctx, value).len();
        if len != groups {
            return Err(format!("size mismatch in attribute conversion: {len} vs {groups}"));
        }
    }
    Ok(())
}

// ----- what generated accessors call ---------------------------------------------

/// The range of operand (`results == false`) or result group `index` among
/// the op's values: MLIR's `getODSOperandIndexAndLength`.
pub fn group_range(ir: &impl IrRead, op: OpId, info: &OpInfo, results: bool, index: usize) -> Range<usize> {
    let body = ir.body();
    let (groups, total, sized) = if results {
        (info.results, body.num_results(op), info.attr_sized_results())
    } else {
        (info.operands, body.num_operands(op), info.attr_sized_operands())
    };
    if sized {
        let ctx = ir.context();
        let name = if results { RESULT_SEGMENTS } else { OPERAND_SEGMENTS };
        let sizes = body.attr(ctx, op, name).map(|a| super::constraints::DenseI32ArrayAttr::value(ctx, a));
        let sizes = sizes.unwrap_or(&[]);
        let start: usize = sizes.iter().take(index).map(|&n| n.max(0) as usize).sum();
        let len = sizes.get(index).map_or(0, |&n| n.max(0) as usize);
        return start.min(total)..(start + len).min(total);
    }
    // Without segment sizes there is at most one group of unknown size (or
    // all variable groups have the same size: `SameVariadic...Size`).
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    if fixed == groups.len() {
        // One value per group (most ops): group `index` is value `index`.
        return index.min(total)..(index + 1).min(total);
    }
    let variable = groups.len() - fixed;
    let each = total.saturating_sub(fixed).checked_div(variable).unwrap_or(0);
    let size = |g: &ValueInfo| if g.arity == Arity::Single { 1 } else { each };
    let start: usize = groups.iter().take(index).map(size).sum();
    let len = groups.get(index).map_or(0, size);
    start.min(total)..(start + len).min(total)
}

/// The values of group `group`, of the op's results when `results`, of its
/// operands otherwise.
#[inline]
fn group_values<'b>(
    ir: &'b impl IrRead,
    op: OpId,
    info: &OpInfo,
    results: bool,
    group: usize,
) -> impl ExactSizeIterator<Item = ValueId> + 'b {
    let body = ir.body();
    group_range(ir, op, info, results, group)
        .map(move |i| if results { body.result(op, i) } else { body.operand(op, i) })
}

/// Operand `i` (a single-value group's value).
pub fn operand(ir: &impl IrRead, op: OpId, info: &OpInfo, group: usize) -> ValueId {
    let r = group_range(ir, op, info, false, group);
    ir.body().operand(op, r.start)
}

/// The values of operand group `group`.
pub fn operands<'b>(
    ir: &'b impl IrRead,
    op: OpId,
    info: &OpInfo,
    group: usize,
) -> impl ExactSizeIterator<Item = ValueId> + 'b {
    group_values(ir, op, info, false, group)
}

/// The value of optional operand group `group`, if present.
pub fn optional_operand(ir: &impl IrRead, op: OpId, info: &OpInfo, group: usize) -> Option<ValueId> {
    group_values(ir, op, info, false, group).next()
}

/// Result of single-value group `group`.
pub fn result(ir: &impl IrRead, op: OpId, info: &OpInfo, group: usize) -> ValueId {
    let r = group_range(ir, op, info, true, group);
    ir.body().result(op, r.start)
}

/// The values of result group `group`.
pub fn results<'b>(
    ir: &'b impl IrRead,
    op: OpId,
    info: &OpInfo,
    group: usize,
) -> impl ExactSizeIterator<Item = ValueId> + 'b {
    group_values(ir, op, info, true, group)
}

/// The value of optional result group `group`, if present.
pub fn optional_result(ir: &impl IrRead, op: OpId, info: &OpInfo, group: usize) -> Option<ValueId> {
    group_values(ir, op, info, true, group).next()
}

/// The value of attribute `name` through constraint `C`, when present.
pub fn attr<'c, C: AttrConstraint>(ir: &'c impl IrRead, op: OpId, name: &str) -> Option<C::Value<'c>> {
    let ctx = ir.context();
    ir.body().attr(ctx, op, name).map(|a| C::value(ctx, a))
}

/// The value of attribute `name`, which the op requires (or fills with a
/// default): on IR that lacks it (unverified), the constraint's neutral
/// value rather than a panic.
pub fn required_attr<'c, C: AttrConstraint>(ir: &'c impl IrRead, op: OpId, name: &str) -> C::Value<'c> {
    let ctx = ir.context();
    let attr = ir.body().attr(ctx, op, name).unwrap_or_else(|| ctx.unit_attr());
    C::value(ctx, attr)
}

/// Sets (or, with `None`, removes) property `name`.
pub fn set_attr<C: AttrConstraint>(ctx: &Context, body: &mut Body, op: OpId, name: &str, value: Option<C::Value<'_>>) {
    let value = value.map(|v| C::attribute(ctx, v));
    body.set_prop(ctx, op, name, value);
}

/// Region `index` of the op. For an isolated op, the region belongs to the
/// op's own body ([`Body::isolated_body`]).
pub fn region(ir: &impl IrRead, op: OpId, index: usize) -> RegionId {
    ir.body().op_region_host(op).1[index]
}

/// The regions of the op from `index` on (a variadic last group).
pub fn regions_from(ir: &impl IrRead, op: OpId, index: usize) -> &[RegionId] {
    let regions = ir.body().op_region_host(op).1;
    regions.get(index..).unwrap_or(&[])
}

/// Successor `index`.
pub fn successor(ir: &impl IrRead, op: OpId, index: usize) -> BlockId {
    ir.body().successors(op)[index]
}

/// The successors from `index` on (a variadic last group).
pub fn successors_from(ir: &impl IrRead, op: OpId, index: usize) -> &[BlockId] {
    ir.body().successors(op).get(index..).unwrap_or(&[])
}

// ----- what generated builders call ----------------------------------------------

/// What a generated builder gathered: the op's values, properties (given
/// ones; the defaults are added) and successors.
pub struct BuildState<'s> {
    /// Operands, in order.
    pub operands: &'s [ValueId],
    /// The size of each operand group, when the op is `AttrSizedOperandSegments`.
    pub operand_segments: Option<&'s [i32]>,
    /// Result types, in order.
    pub results: &'s [Type],
    /// The size of each result group, when the op is `AttrSizedResultSegments`.
    pub result_segments: Option<&'s [i32]>,
    /// Properties given by the caller.
    pub properties: &'s [(&'static str, Attribute)],
    /// Successors, in order.
    pub successors: &'s [BlockId],
    /// The number of regions (variadic regions: how many).
    pub num_regions: usize,
    /// Where.
    pub loc: Location,
}

/// Creates a declared op through `builder`: the given properties, then the
/// registered defaults of those left out, the segment sizes; in a body of
/// its own when the op is `IsolatedFromAbove`.
pub fn build(builder: &mut impl OpBuilder, info: &OpInfo, state: BuildState<'_>) -> OpId {
    let ctx = builder.context();
    // A `Vec`: `Context::dictionary` keeps its allocation.
    let mut props: Vec<NamedAttr> =
        state.properties.iter().map(|&(name, value)| NamedAttr { name: ctx.ident_static(name), value }).collect();
    for a in info.attributes {
        if let Some(default) = a.default {
            if !state.properties.iter().any(|(n, _)| *n == a.name) {
                props.push(NamedAttr { name: ctx.ident_static(a.name), value: default_value(ctx, default) });
            }
        }
    }
    for (name, sizes) in [(OPERAND_SEGMENTS, state.operand_segments), (RESULT_SEGMENTS, state.result_segments)] {
        if let Some(sizes) = sizes {
            let values: SmallVec<[i128; 4]> = sizes.iter().map(|&s| s.into()).collect();
            props.push(NamedAttr { name: ctx.ident_static(name), value: ctx.dense_i32_array_attr(&values) });
        }
    }
    let spec = OpSpec {
        operands: state.operands,
        results: state.results,
        props: ctx.dictionary(props),
        successors: state.successors,
        num_regions: state.num_regions,
        ..OpSpec::new(ctx, ctx.op_name_static(info.name), state.loc)
    };
    builder.create_op(&spec, info.traits.contains(Traits::ISOLATED_FROM_ABOVE))
}
