//! The worked example of `docs/conversion.md`, as written there.

use std::sync::Arc;

use pass_runtime::conversion::*;
use pass_runtime::ir::*;
use pass_runtime::rewrite::PatternInfo;

use crate::common::{cast_op, context, parse, print};

/// `calc.add` on `index` becomes `low.add` on `i64`.
fn lower_add(op: OpId, operands: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
    let ctx = rw.context();
    // The operands already have the converted type (i64).
    let Some(values) = operands.one_to_one() else { return false };
    let values = values.to_vec();
    let spec = OpSpec {
        operands: &values,
        results: &[ctx.i64()],
        ..OpSpec::new(ctx, ctx.op_name("low.add"), rw.body().loc(op))
    };
    let new = rw.create(&spec);
    let result = rw.body().result(new, 0);
    rw.replace_op(op, &[result]);
    true
}

#[test]
fn worked_example() {
    let ctx = context();
    let mut module = parse(
        &ctx,
        r#""func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
^bb0(%a: index):
  %0 = "calc.add"(%a, %a) : (index, index) -> index
  "func.return"(%0) : (index) -> ()
}) : () -> ()
"#,
    );

    let mut tc = TypeConverter::new();
    tc.add_conversion(|_, t| Some(t));
    tc.add_conversion(|ctx, t| ctx.is_index(t).then(|| ctx.i64()));
    let to_i64 = cast_op("low.cast");
    tc.add_target_materialization(move |rw, ty, inputs, loc, _original| to_i64(rw, ty, inputs, loc));
    tc.add_source_materialization(cast_op("low.cast_back"));

    let mut target = ConversionTarget::new();
    target.add_legal_dialect("low");
    target.add_legal_dialect("func");
    target.add_legal_op(ctx.op_name("builtin.module"));
    target.add_illegal_dialect("calc");

    let mut patterns = ConversionPatternSet::new();
    let info = PatternInfo::new(&ctx, "AddLowering", "calc.add").generates(&ctx, &["low.add"]);
    patterns.add_conversion(FnConversionPattern::new(info, lower_add).with_type_converter(Arc::new(tc)));
    let root = module.op();
    apply_partial_conversion(
        &ctx,
        module.enclosing_body_mut(),
        root,
        &target,
        &patterns.freeze(),
        &ConversionConfig::default(),
    )
    .unwrap();

    let expected = r#""builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: index):
    %0 = "low.cast"(%arg0) : (index) -> i64
    %1 = "low.add"(%0, %0) : (i64, i64) -> i64
    %2 = "low.cast_back"(%1) : (i64) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(print(&ctx, &module), expected);
}
