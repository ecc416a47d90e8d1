//! The verifier of a declared op, driven by its [`OpInfo`], in the order and
//! with the messages of the verifiers `mlir-tblgen` generates: the counts of
//! regions, results, successors and operands; the structural traits; the
//! invariants (required attributes in name order, then each attribute's
//! constraint, operand and result types, predicate traits, regions,
//! successors); the other traits; then the op's own verifier.

use smallvec::SmallVec;

use super::op::{Arity, OpInfo, TraitCheck, ValueInfo, OPERAND_SEGMENTS, RESULT_SEGMENTS};
use super::verified::{self, Signature};
use crate::ir::{AttrKind, Context, Diagnostic, OpView, ParentOp, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

/// The op's operand and result types, collected once for all its trait
/// checks.
struct ValueTypes {
    operands: SmallVec<[Type; 4]>,
    results: SmallVec<[Type; 4]>,
}

pub(crate) fn verify_op(info: &OpInfo, v: &OpView<'_>) -> VResult {
    let Some(signature) = Signature::of(v) else { return verify_all(info, v) };
    if verified::contains(v.ctx, &signature) {
        // Everything that reads only the signature passed before; what
        // reads the op's place still runs, in the same order as below.
        return verify_in_context(info, v);
    }
    verify_all(info, v)?;
    verified::insert(v.ctx, signature);
    Ok(())
}

/// The checks of [`verify_op`] that a verified signature does not answer,
/// in the same order: the op's place, its regions, arbitrary predicates.
fn verify_in_context(info: &OpInfo, v: &OpView<'_>) -> VResult {
    let in_context = |c: &&TraitCheck| !c.is_context_free();
    for check in info.checks.iter().filter(in_context).filter(|c| c.is_structural()) {
        match check {
            TraitCheck::SingleBlock | TraitCheck::NoRegionArguments => {
                let none = ValueTypes { operands: SmallVec::new(), results: SmallVec::new() };
                verify_trait(info, check, v, &none)?
            }
            _ => verify_place_or_predicate(check, v)?,
        }
    }
    for check in info.checks.iter().filter(in_context).filter(|c| c.is_predicate()) {
        verify_place_or_predicate(check, v)?;
    }
    if !info.regions.is_empty() {
        verify_region_constraints(info, v)?;
    }
    for check in info.checks.iter().filter(in_context).filter(|c| !c.is_structural() && !c.is_predicate()) {
        if !check.is_region() {
            verify_place_or_predicate(check, v)?;
        }
    }
    match info.verifier {
        Some(f) if !info.verifier_reads_signature_only => f(v),
        _ => Ok(()),
    }
}

fn verify_all(info: &OpInfo, v: &OpView<'_>) -> VResult {
    verify_counts(info, v)?;
    let types = ValueTypes { operands: v.operand_types(), results: v.result_types() };
    for check in info.checks.iter().filter(|c| c.is_structural()) {
        verify_trait(info, check, v, &types)?;
    }
    verify_invariants(info, v, &types)?;
    for check in info.checks.iter().filter(|c| !c.is_structural() && !c.is_predicate() && !c.is_region()) {
        verify_trait(info, check, v, &types)?;
    }
    match info.verifier {
        Some(f) => f(v),
        None => Ok(()),
    }
}

/// What MLIR verifies once the ops nested in the op's regions verified
/// (`verifyRegionInvariants`): the region traits in spec order, then the
/// region hook.
pub(crate) fn verify_op_regions(info: &OpInfo, v: &OpView<'_>) -> VResult {
    let checks = info.checks.iter().filter(|c| c.is_region());
    if checks.clone().next().is_some() {
        let types = ValueTypes { operands: SmallVec::new(), results: SmallVec::new() };
        for check in checks {
            verify_trait(info, check, v, &types)?;
        }
    }
    match info.region_verifier {
        Some(f) => f(v),
        None => Ok(()),
    }
}

/// `(fixed, variable)`: how many groups hold exactly one value, and whether
/// any holds a varying number.
fn shape(groups: &[ValueInfo]) -> (usize, bool) {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    (fixed, fixed != groups.len())
}

/// MLIR's `ZeroRegions`/`OneRegion`/`NRegions`/`AtLeastNRegions`, then the
/// same for results, successors and operands.
fn verify_counts(info: &OpInfo, v: &OpView<'_>) -> VResult {
    let body = v.body;
    let num_regions = body.num_regions(v.op);
    let fixed = info.regions.iter().filter(|r| !r.variadic).count();
    let variadic = fixed != info.regions.len();
    match (fixed, variadic) {
        (0, false) if num_regions != 0 => return Err(v.op_error("requires zero regions")),
        (1, false) if num_regions != 1 => return Err(v.op_error("requires one region")),
        (n, false) if n > 1 && num_regions != n => return Err(v.op_error(format!("expected {n} regions"))),
        (n, true) if n > 0 && num_regions < n => return Err(v.op_error(format!("expected {n} or more regions"))),
        _ => {}
    }
    let num_results = body.num_results(v.op);
    match shape(info.results) {
        (0, false) if num_results != 0 => return Err(v.op_error("requires zero results")),
        (1, false) if num_results != 1 => return Err(v.op_error("requires one result")),
        (n, false) if n > 1 && num_results != n => return Err(v.op_error(format!("expected {n} results"))),
        (n, true) if n > 0 && num_results < n => return Err(v.op_error(format!("expected {n} or more results"))),
        _ => {}
    }
    let num_successors = body.successors(v.op).len();
    let fixed = info.successors.iter().filter(|s| !s.variadic).count();
    let variadic = fixed != info.successors.len();
    match (fixed, variadic) {
        (0, false) if num_successors != 0 => {
            return Err(v.op_error(format!("requires 0 successors but found {num_successors}")))
        }
        (1, false) if num_successors != 1 => {
            return Err(v.op_error(format!("requires 1 successor but found {num_successors}")))
        }
        (n, false) if n > 1 && num_successors != n => {
            return Err(v.op_error(format!("requires {n} successors but found {num_successors}")))
        }
        (n, true) if n > 0 && num_successors < n => {
            return Err(v.op_error(format!("requires at least {n} successors but found {num_successors}")))
        }
        _ => {}
    }
    if num_successors > 0 {
        let region = body.op_block(v.op).and_then(|b| body.block_region(b));
        if body.successors(v.op).iter().any(|&s| body.block_region(s) != region) {
            return Err(v.error("reference to block defined in another region"));
        }
    }
    let num_operands = body.num_operands(v.op);
    match shape(info.operands) {
        (0, false) if num_operands != 0 => return Err(v.op_error("requires zero operands")),
        (1, false) if num_operands != 1 => return Err(v.op_error("requires a single operand")),
        (n, false) if n > 1 && num_operands != n => {
            return Err(v.op_error(format!("expected {n} operands, but found {num_operands}")))
        }
        (n, true) if n > 0 && num_operands < n => {
            return Err(v.op_error(format!("expected {n} or more operands, but found {num_operands}")))
        }
        _ => {}
    }
    Ok(())
}

fn verify_invariants(info: &OpInfo, v: &OpView<'_>, types: &ValueTypes) -> VResult {
    let ctx = v.ctx;
    // Required attributes, in the order of their names (MLIR's properties
    // struct is sorted), then each constraint in declaration order. Each
    // attribute is looked up once; the first missing one in name order is
    // only sought when one is missing.
    let mut missing: Option<&str> = None;
    let mut failed: Option<&super::op::AttrInfo> = None;
    for a in info.attributes {
        match v.attr(a.name) {
            None if !a.optional && a.default.is_none() => {
                missing = Some(missing.map_or(a.name, |m: &str| m.min(a.name)));
            }
            Some(value) if failed.is_none() && !(a.constraint.check)(ctx, value) => failed = Some(a),
            _ => {}
        }
    }
    if let Some(name) = missing {
        return Err(v.op_error(format!("requires attribute '{name}'")));
    }
    if let Some(a) = failed {
        return Err(
            v.op_error(format!("attribute '{}' failed to satisfy constraint: {}", a.name, a.constraint.summary))
        );
    }
    verify_groups(info, v, false)?;
    verify_groups(info, v, true)?;
    for check in info.checks.iter().filter(|c| c.is_predicate()) {
        verify_trait(info, check, v, types)?;
    }
    verify_region_constraints(info, v)
}

/// The regions' constraints (`SizedRegion<1>`): the last of the invariants.
fn verify_region_constraints(info: &OpInfo, v: &OpView<'_>) -> VResult {
    if info.regions.is_empty() {
        return Ok(());
    }
    let (host, regions) = v.body.op_region_host(v.op);
    for (i, &r) in regions.iter().enumerate() {
        let decl = info.regions.get(i).or(info.regions.last());
        if let Some(decl) = decl.filter(|d| d.single_block) {
            if host.blocks_of(r).count() != 1 {
                let name = if decl.variadic { String::from(" ") } else { format!(" ('{}') ", decl.name) };
                return Err(v.op_error(format!("region #{i}{name}failed to verify constraint: region with 1 blocks")));
            }
        }
    }
    Ok(())
}

/// The type constraints of each operand (or result) group, values numbered
/// across groups.
fn verify_groups(info: &OpInfo, v: &OpView<'_>, results: bool) -> VResult {
    let groups = if results { info.results } else { info.operands };
    let kind = if results { "result" } else { "operand" };
    let ctx = v.ctx;
    let mut index = 0;
    for (g, group) in groups.iter().enumerate() {
        let range = super::op::group_range(v, v.op, info, results, g);
        if group.arity == Arity::Optional && range.len() > 1 {
            let what = if results { "result" } else { "operand" };
            return Err(v.op_error(format!(
                "{what} group starting at #{} requires 0 or 1 element, but found {}",
                range.start,
                range.len()
            )));
        }
        if let Arity::VariadicOfVariadic(sizes) = group.arity {
            verify_segments(v, sizes, group.name, range.len())?;
        }
        for i in range {
            let value = if results { v.body.result(v.op, i) } else { v.body.operand(v.op, i) };
            let ty = v.body.value_type(value);
            if !(group.constraint.check)(ctx, ty) {
                let variadic = match group.arity {
                    Arity::Variadic => "variadic of ",
                    Arity::VariadicOfVariadic(_) => "variadic of variadic of ",
                    Arity::Single | Arity::Optional => "",
                };
                return Err(v.op_error(format!(
                    "{kind} #{index} must be {variadic}{}, but got '{}'",
                    group.constraint.summary,
                    v.ty(ty)
                )));
            }
            index += 1;
        }
    }
    Ok(())
}

/// The type of the first value of operand or result group `name`, or of
/// attribute `name`'s value (a typed attribute's type).
fn first_type(info: &OpInfo, v: &OpView<'_>, types: &ValueTypes, name: &str) -> Option<Type> {
    if info.attributes.iter().any(|a| a.name == name) {
        return v.attr(name).and_then(|a| v.ctx.typed_attr_type(a));
    }
    if let Some(g) = info.operands.iter().position(|o| o.name == name) {
        let first = super::op::group_range(v, v.op, info, false, g).next()?;
        return types.operands.get(first).copied();
    }
    let g = info.results.iter().position(|o| o.name == name)?;
    let first = super::op::group_range(v, v.op, info, true, g).next()?;
    types.results.get(first).copied()
}

/// The first result's type, checking first that the op has an operand and
/// a result, in that order (the `SameOperandsAndResult*` traits' MLIR
/// `verifyAtLeastNOperands(op, 1)` and `verifyAtLeastNResults(op, 1)`).
fn first_result_with_operands(
    v: &OpView<'_>,
    operand_types: &[Type],
    result_types: &[Type],
) -> Result<Type, Diagnostic> {
    if operand_types.is_empty() {
        return Err(v.op_error("expected 1 or more operands, but found 0"));
    }
    result_types.first().copied().ok_or_else(|| v.op_error("expected 1 or more results"))
}

fn verify_trait(info: &OpInfo, check: &TraitCheck, v: &OpView<'_>, types: &ValueTypes) -> VResult {
    let ctx = v.ctx;
    let body = v.body;
    let (operand_types, result_types) = (&types.operands, &types.results);
    match check {
        TraitCheck::SameOperandsAndResultType => {
            let first = first_result_with_operands(v, operand_types, result_types)?;
            let element = ctx.element_type_or_self(first);
            let same =
                |t: Type| t == first || (ctx.element_type_or_self(t) == element && compatible_shapes(ctx, t, first));
            if !result_types.iter().chain(operand_types.iter()).all(|&t| same(t)) {
                return Err(v.op_error("requires the same type for all operands and results"));
            }
        }
        TraitCheck::Elementwise => verify_elementwise(v, operand_types, result_types)?,
        TraitCheck::SameTypeOperands => {
            if operand_types.windows(2).any(|w| w[0] != w[1]) {
                return Err(v.op_error("requires all operands to have the same type"));
            }
        }
        TraitCheck::SameOperandsElementType => {
            let Some(&first) = operand_types.first() else {
                return Err(v.op_error("expected 1 or more operands, but found 0"));
            };
            let element = ctx.element_type_or_self(first);
            if operand_types.iter().any(|&t| ctx.element_type_or_self(t) != element) {
                return Err(v.op_error("requires the same element type for all operands"));
            }
        }
        TraitCheck::SameOperandsAndResultElementType => {
            let first = first_result_with_operands(v, operand_types, result_types)?;
            let element = ctx.element_type_or_self(first);
            if result_types.iter().chain(operand_types.iter()).any(|&t| ctx.element_type_or_self(t) != element) {
                return Err(v.op_error("requires the same element type for all operands and results"));
            }
        }
        TraitCheck::SameOperandsShape => {
            let Some(&first) = operand_types.first() else {
                return Err(v.op_error("expected 1 or more operands, but found 0"));
            };
            if operand_types.iter().any(|&t| !compatible_shapes(ctx, t, first)) {
                return Err(v.op_error("requires the same shape for all operands"));
            }
        }
        TraitCheck::SameOperandsAndResultShape => {
            let first = first_result_with_operands(v, operand_types, result_types)?;
            if result_types.iter().chain(operand_types.iter()).any(|&t| !compatible_shapes(ctx, t, first)) {
                return Err(v.op_error("requires the same shape for all operands and results"));
            }
        }
        TraitCheck::Terminator | TraitCheck::HasParent(_) | TraitCheck::Pred { .. } => {
            verify_place_or_predicate(check, v)?
        }
        TraitCheck::Symbol => {
            if !v.attr("sym_name").is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::String { .. })) {
                return Err(v.op_error("requires string attribute 'sym_name'"));
            }
        }
        TraitCheck::SingleBlock => {
            let (host, regions) = body.op_region_host(v.op);
            for (i, &r) in regions.iter().enumerate() {
                if host.blocks_of(r).nth(1).is_some() {
                    return Err(v.op_error(format!("expects region #{i} to have 0 or 1 blocks")));
                }
            }
        }
        TraitCheck::NoRegionArguments => {
            let (host, regions) = body.op_region_host(v.op);
            for (i, &r) in regions.iter().enumerate() {
                let args = host.entry_block(r).map_or(0, |b| host.block_args(b).len());
                if args != 0 {
                    return Err(if regions.len() > 1 {
                        v.op_error(format!("region #{i} should have no arguments"))
                    } else {
                        v.op_error("region should have no arguments")
                    });
                }
            }
        }
        TraitCheck::SingleBlockImplicitTerminator(terminator) => {
            let (host, regions) = body.op_region_host(v.op);
            for &r in regions {
                let Some(entry) = host.entry_block(r) else { continue };
                let found = host.last_op(entry).map(|t| ctx.op_name_str(host.op_name(t)));
                if found != Some(*terminator) {
                    let found = found.unwrap_or("");
                    return Err(v
                        .op_error(format!("expects regions to end with '{terminator}', found '{found}'"))
                        .with_note(
                            body.loc(v.op),
                            format!("in custom textual format, the absence of terminator implies '{terminator}'"),
                        ));
                }
            }
        }
        TraitCheck::AttrSizedOperandSegments => verify_segments(v, OPERAND_SEGMENTS, "operand", operand_types.len())?,
        TraitCheck::AttrSizedResultSegments => verify_segments(v, RESULT_SEGMENTS, "result", result_types.len())?,
        TraitCheck::AllTypesMatch(names) => {
            let first = names.first().and_then(|n| first_type(info, v, types, n));
            if names.iter().skip(1).any(|n| first_type(info, v, types, n) != first) {
                return Err(v.op_error(format!("failed to verify that all of {{{}}} have same type", names.join(", "))));
            }
        }
        TraitCheck::TypesMatchWith { from, to, transform, summary } => {
            if let (Some(f), Some(t)) = (first_type(info, v, types, from), first_type(info, v, types, to)) {
                if transform(ctx, f) != t {
                    return Err(v.op_error(format!("failed to verify that {summary}")));
                }
            }
        }
    }
    Ok(())
}

/// The checks that are not [context-free](TraitCheck::is_context_free):
/// the op's place in its block and parent, and arbitrary predicates.
fn verify_place_or_predicate(check: &TraitCheck, v: &OpView<'_>) -> VResult {
    match check {
        TraitCheck::Terminator => {
            if let Some(b) = v.body.op_block(v.op) {
                if v.body.last_op(b) != Some(v.op) {
                    return Err(v.op_error("must be the last operation in the parent block"));
                }
            }
        }
        TraitCheck::HasParent(parents) => {
            let parent = v.parent().map(|p: ParentOp<'_>| p.name(v.ctx));
            if !parent.is_some_and(|p| parents.contains(&p)) {
                return Err(match parents {
                    [one] => v.op_error(format!("expects parent op '{one}'")),
                    many => v.op_error(format!("expects parent op to be one of '{}'", many.join(", "))),
                });
            }
        }
        TraitCheck::Pred { predicate, summary } if !predicate(v) => {
            return Err(v.op_error(format!("failed to verify that {summary}")));
        }
        _ => {}
    }
    Ok(())
}

/// MLIR's `verifyElementwise`: the vector and tensor operands and results
/// (the "mappable" ones) are all vectors, or all tensors of one kind, of
/// compatible shapes; a mappable result needs a mappable operand, and a
/// mappable operand makes every result mappable.
fn verify_elementwise(v: &OpView<'_>, operands: &[Type], results: &[Type]) -> VResult {
    let ctx = v.ctx;
    // The kinds MLIR's `TypeID`s tell apart.
    let kind = |t: Type| match ctx.type_kind(t) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor { .. } => Some(2),
        _ => None,
    };
    let mappable_results = results.iter().filter(|&&t| kind(t).is_some()).count();
    let mut mappable_operands = operands.iter().copied().filter(|&t| kind(t).is_some()).peekable();
    let Some(&first) = mappable_operands.peek() else {
        if mappable_results > 0 {
            return Err(v.op_error("if a result is non-scalar, then at least one operand must be non-scalar"));
        }
        return Ok(());
    };
    if mappable_results == 0 {
        return Err(v.op_error("if an operand is non-scalar, then there must be at least one non-scalar result"));
    }
    if mappable_results != results.len() {
        return Err(v.op_error("if an operand is non-scalar, then all results must be non-scalar"));
    }
    let same = mappable_operands
        .chain(results.iter().copied())
        .all(|t| kind(t) == kind(first) && compatible_shapes(ctx, t, first));
    if !same {
        return Err(v.op_error("all non-scalar operands/results must have the same shape and base type"));
    }
    Ok(())
}

/// MLIR's `verifyValueSizeAttr`: the segment sizes are not negative and add
/// up to the number of values.
fn verify_segments(v: &OpView<'_>, name: &str, kind: &str, count: usize) -> VResult {
    let sizes = match v.attr(name).map(|a| v.ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { values, .. }) => values.clone(),
        _ => Box::new([]),
    };
    if sizes.iter().any(|&s| s < 0) {
        return Err(v.op_error(format!("'{name}' attribute cannot have negative elements")));
    }
    let total: i128 = sizes.iter().sum();
    if total != count as i128 {
        return Err(v.op_error(format!(
            "{kind} count ({count}) does not match with the total size ({total}) specified in attribute '{name}'"
        )));
    }
    Ok(())
}

/// MLIR's `verifyCompatibleShape`: both unshaped, or both shaped with the
/// same rank (when ranked) and equal or dynamic dimensions; two vectors
/// scalable in the same dimensions.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    if a == b {
        return true;
    }
    let shaped = |t: Type| ctx.is_shaped_type(t);
    if let (TypeKind::Vector { scalable: x, .. }, TypeKind::Vector { scalable: y, .. }) =
        (ctx.type_kind(a), ctx.type_kind(b))
    {
        if x != y {
            return false;
        }
    }
    match (shaped(a), shaped(b)) {
        (false, false) => true,
        (true, true) => match (ctx.shape(a), ctx.shape(b)) {
            (Some(x), Some(y)) => {
                x.len() == y.len()
                    && x.iter().zip(y).all(|(&p, &q)| p == q || p == crate::ir::DYNAMIC || q == crate::ir::DYNAMIC)
            }
            _ => true,
        },
        _ => false,
    }
}
