//! TEMP until the folders land: a minimal subset of `arith`'s folders
//! (scalar integers only) and its constant materializer, so that `sccp` can be
//! tested in this branch. The `arith` folders of issue 8 replace this file;
//! drop it and the lines marked `TEMP` in `arith.rs` when merging them.

use crate::ir::{AttrKind, Attribute, Body, Context, Location, OpId, OpSpec, Type, TypeKind, ValueId};
use crate::rewrite::{ConstantMaterializer, FoldOutcome, Folder, OpFoldResult};

use super::arith::CMPI_PREDICATES;

/// TEMP: attaches the temporary folder of `name`, if it has one.
pub(super) fn attach(name: &str, def: crate::ir::OpDef) -> crate::ir::OpDef {
    match temp_folder(name) {
        Some(f) => def.hook(f),
        None => def,
    }
}

/// TEMP: the temporary folder of `name` (which must have one).
pub(super) fn folder(name: &str) -> Folder {
    temp_folder(name).expect("a temporary folder")
}

fn temp_folder(name: &str) -> Option<Folder> {
    Some(match name {
        "arith.constant" => Folder(fold_constant),
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.andi" | "arith.ori" | "arith.xori" | "arith.maxsi"
        | "arith.minsi" | "arith.maxui" | "arith.minui" => Folder(fold_int_binary),
        "arith.cmpi" => Folder(fold_cmpi),
        "arith.select" => Folder(fold_select),
        "arith.index_cast" => Folder(fold_index_cast),
        _ => return None,
    })
}

/// TEMP: `arith`'s constant materializer (`arith.constant` of an integer,
/// float or elements attribute of the requested type).
pub(super) const MATERIALIZER: ConstantMaterializer = ConstantMaterializer(materialize);

fn materialize(ctx: &Context, body: &mut Body, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    if ctx.attr_type(value) != Some(ty) {
        return None;
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != crate::ir::Signedness::Signless {
            return None;
        }
    }
    if !matches!(
        ctx.attr_kind(value),
        AttrKind::Integer { .. } | AttrKind::Float { .. } | AttrKind::DenseElements { .. }
    ) {
        return None;
    }
    let props = ctx.dictionary([crate::ir::NamedAttr { name: ctx.ident("value"), value }]);
    let spec = OpSpec { results: &[ty], props, ..OpSpec::new(ctx, ctx.op_name("arith.constant"), loc) };
    Some(body.create_op(&spec, false))
}

fn fold_constant(ctx: &Context, body: &mut Body, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    match body.attr(ctx, op, "value") {
        Some(value) => FoldOutcome::Results(vec![OpFoldResult::Attr(value)]),
        None => FoldOutcome::Failed,
    }
}

/// The width of a scalar integer or index type.
fn width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if *width <= 128 && *width > 0 => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn signed(v: i128, w: u32) -> i128 {
    let shift = 128 - w;
    (v << shift) >> shift
}

fn unsigned(v: i128, w: u32) -> u128 {
    let shift = 128 - w;
    ((v as u128) << shift) >> shift
}

fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i128> {
    a.and_then(|a| ctx.int_value(a))
}

fn value(v: ValueId) -> FoldOutcome {
    FoldOutcome::Results(vec![OpFoldResult::Value(v)])
}

fn attr(a: Attribute) -> FoldOutcome {
    FoldOutcome::Results(vec![OpFoldResult::Attr(a)])
}

fn fold_int_binary(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let ty = body.value_type(body.result(op, 0));
    let Some(w) = width(ctx, ty) else { return FoldOutcome::Failed };
    let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
    let name = ctx.op_name_str(body.op_name(op));
    let (l, r) = (int_of(ctx, operands[0]), int_of(ctx, operands[1]));
    let all_ones = |x: i128| unsigned(x, w) == unsigned(-1, w);
    let smax = signed(i128::MAX >> (128 - w), w);
    let smin = signed(1i128 << (w - 1), w);
    // Identities MLIR's folders apply with a constant right-hand side or equal
    // operands.
    match name {
        "arith.addi" | "arith.ori" | "arith.xori" if r == Some(0) => return value(lhs),
        "arith.subi" if r == Some(0) => return value(lhs),
        "arith.subi" | "arith.xori" if lhs == rhs => return attr(ctx.integer_attr(ty, 0)),
        "arith.muli" if r == Some(0) => return value(rhs),
        "arith.muli" if r.is_some_and(|r| unsigned(r, w) == 1) => return value(lhs),
        "arith.andi" if r == Some(0) => return value(rhs),
        "arith.andi" if r.is_some_and(all_ones) => return value(lhs),
        "arith.ori" if r.is_some_and(all_ones) => return value(rhs),
        "arith.andi" | "arith.ori" | "arith.maxsi" | "arith.minsi" | "arith.maxui" | "arith.minui" if lhs == rhs => {
            return value(rhs)
        }
        "arith.maxsi" if r.is_some_and(|r| signed(r, w) == smax) => return value(rhs),
        "arith.maxsi" if r.is_some_and(|r| signed(r, w) == smin) => return value(lhs),
        "arith.minsi" if r.is_some_and(|r| signed(r, w) == smin) => return value(rhs),
        "arith.minsi" if r.is_some_and(|r| signed(r, w) == smax) => return value(lhs),
        _ => {}
    }
    let (Some(l), Some(r)) = (l, r) else { return FoldOutcome::Failed };
    let result = match name {
        "arith.addi" => l.wrapping_add(r),
        "arith.subi" => l.wrapping_sub(r),
        "arith.muli" => l.wrapping_mul(r),
        "arith.andi" => l & r,
        "arith.ori" => l | r,
        "arith.xori" => l ^ r,
        "arith.maxsi" => signed(l, w).max(signed(r, w)),
        "arith.minsi" => signed(l, w).min(signed(r, w)),
        "arith.maxui" => unsigned(l, w).max(unsigned(r, w)) as i128,
        "arith.minui" => unsigned(l, w).min(unsigned(r, w)) as i128,
        _ => return FoldOutcome::Failed,
    };
    attr(ctx.integer_attr(ty, result))
}

fn fold_cmpi(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let Some(predicate) = body.attr(ctx, op, "predicate").and_then(|p| ctx.int_value(p)) else {
        return FoldOutcome::Failed;
    };
    let Some(&name) = CMPI_PREDICATES.get(predicate as usize) else { return FoldOutcome::Failed };
    if body.value_type(body.result(op, 0)) != ctx.i1() {
        return FoldOutcome::Failed;
    }
    if body.operand(op, 0) == body.operand(op, 1) {
        let holds = matches!(name, "eq" | "sle" | "sge" | "ule" | "uge");
        return attr(ctx.bool_attr(holds));
    }
    let Some(w) = width(ctx, body.value_type(body.operand(op, 0))) else { return FoldOutcome::Failed };
    match (int_of(ctx, operands[0]), int_of(ctx, operands[1])) {
        (Some(l), Some(r)) => {
            let (sl, sr, ul, ur) = (signed(l, w), signed(r, w), unsigned(l, w), unsigned(r, w));
            let holds = match name {
                "eq" => ul == ur,
                "ne" => ul != ur,
                "slt" => sl < sr,
                "sle" => sl <= sr,
                "sgt" => sl > sr,
                "sge" => sl >= sr,
                "ult" => ul < ur,
                "ule" => ul <= ur,
                "ugt" => ul > ur,
                _ => ul >= ur,
            };
            attr(ctx.bool_attr(holds))
        }
        // MLIR moves a constant left-hand side to the right, in place.
        (Some(_), None) => {
            let swapped = match name {
                "slt" => 4,
                "sle" => 5,
                "sgt" => 2,
                "sge" => 3,
                "ult" => 8,
                "ule" => 9,
                "ugt" => 6,
                "uge" => 7,
                _ => predicate,
            };
            let (lhs, rhs) = (body.operand(op, 0), body.operand(op, 1));
            let i64_ty = ctx.i64();
            body.set_prop(ctx, op, "predicate", Some(ctx.integer_attr(i64_ty, swapped)));
            body.set_operands(op, &[rhs, lhs]);
            FoldOutcome::InPlace
        }
        _ => FoldOutcome::Failed,
    }
}

fn fold_select(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let (condition, on_true, on_false) = (body.operand(op, 0), body.operand(op, 1), body.operand(op, 2));
    if on_true == on_false {
        return value(on_true);
    }
    match int_of(ctx, operands[0]) {
        Some(c) if c != 0 => return value(on_true),
        Some(_) => return value(on_false),
        None => {}
    }
    if body.value_type(body.result(op, 0)) == ctx.i1()
        && int_of(ctx, operands[1]).is_some_and(|v| v != 0)
        && int_of(ctx, operands[2]) == Some(0)
    {
        return value(condition);
    }
    // select(cmpi eq/ne(a, b), a, b)
    if let Some(cmp) = body.defining_op(condition).filter(|&c| ctx.op_name_str(body.op_name(c)) == "arith.cmpi") {
        let predicate = body.attr(ctx, cmp, "predicate").and_then(|p| ctx.int_value(p));
        let (l, r) = (body.operand(cmp, 0), body.operand(cmp, 1));
        if matches!(predicate, Some(0 | 1)) && ((l == on_true && r == on_false) || (r == on_true && l == on_false)) {
            return value(if predicate == Some(1) { on_true } else { on_false });
        }
    }
    FoldOutcome::Failed
}

fn fold_index_cast(ctx: &Context, body: &mut Body, op: OpId, operands: &[Option<Attribute>]) -> FoldOutcome {
    let ty = body.value_type(body.result(op, 0));
    let (Some(v), Some(from)) = (int_of(ctx, operands[0]), width(ctx, body.value_type(body.operand(op, 0)))) else {
        return FoldOutcome::Failed;
    };
    if width(ctx, ty).is_none() {
        return FoldOutcome::Failed;
    }
    attr(ctx.integer_attr(ty, signed(v, from)))
}
