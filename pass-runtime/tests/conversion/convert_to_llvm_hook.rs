//! A user's dialect joins `convert-to-llvm` through the `ConvertToLlvm`
//! hook: its patterns run in the same conversion as the built-in dialects'
//! (and `filter-dialects` can name it).

use pass_runtime::rewrite::PatternInfo;
use std::sync::Arc;

use pass_runtime::conversion::*;
use pass_runtime::conversions::{ConvertToLlvm, ToLlvmConversion};
use pass_runtime::ir::{self, Context, Dialect, OpBuilder, OpDef, OpId, OpSpec, ParseOptions, PrintOptions, Traits};
use pass_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};

/// `calc.zero : index` becomes `llvm.mlir.constant(0)` of the converted
/// index type.
struct ZeroLowering {
    info: PatternInfo,
    converter: Arc<TypeConverter>,
}

impl ConversionPattern for ZeroLowering {
    fn info(&self) -> &PatternInfo {
        &self.info
    }
    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.converter)
    }
    fn match_and_rewrite(&self, op: OpId, _: &OpAdaptor<'_>, rw: &mut ConversionPatternRewriter<'_, '_>) -> bool {
        let ctx = rw.context();
        let ty = rw.body().value_type(rw.body().result(op, 0));
        let Some(ty) = self.converter.convert_type(ctx, ty) else { return false };
        let value = ctx.integer_attr(ty, 0);
        let props = ctx.dictionary([ir::NamedAttr { name: ctx.ident("value"), value }]);
        let spec =
            OpSpec { results: &[ty], props, ..OpSpec::new(ctx, self.info.generated_ops()[0], rw.body().loc(op)) };
        let new = rw.create(&spec);
        let result = rw.body().result(new, 0);
        rw.replace_op(op, &[result]);
        true
    }
}

fn calc_to_llvm(conversion: &mut ToLlvmConversion<'_>) {
    let ctx = conversion.ctx;
    conversion.target.add_illegal_op(ctx.op_name("calc.zero"));
    conversion.patterns.add_conversion(ZeroLowering {
        info: PatternInfo::new(ctx, "ZeroLowering", "calc.zero").generates(ctx, &["llvm.mlir.constant"]),
        converter: conversion.converter.clone(),
    });
}

fn lower(pipeline: &str) -> Result<String, String> {
    let ctx = Context::new();
    ctx.register_dialect(
        Dialect::new("calc").op(OpDef::new("calc.zero", Traits::PURE)).hook(ConvertToLlvm(calc_to_llvm)),
    );
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
    let source = r#""func.func"() <{function_type = () -> index, sym_name = "f"}> ({
  %0 = "calc.zero"() : () -> index
  "func.return"(%0) : (index) -> ()
}) : () -> ()
"#;
    let mut op = ir::parse_source(&ctx, ParseOptions { file_name: "zero.mlir" }, source).unwrap();
    let pm = parse_pass_pipeline(pipeline, &registry).unwrap();
    let mut pm = PassManager::from_pipeline(pm);
    pm.enable_threading(false);
    match pm.run(&ctx, &mut op) {
        Ok(_) => Ok(ir::print_owned(&ctx, &op, PrintOptions::default())),
        Err(e) => Err(e.diagnostics.iter().map(|d| d.message.clone()).collect::<Vec<_>>().join("\n")),
    }
}

#[test]
fn a_dialect_with_the_hook_is_lowered_with_the_others() {
    let expected = r#""builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64
    "llvm.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

"#;
    assert_eq!(lower("builtin.module(convert-to-llvm)").unwrap(), expected);
    assert_eq!(lower("builtin.module(convert-to-llvm{filter-dialects=func,calc})").unwrap(), expected);
}

#[test]
fn filtering_leaves_the_dialect_out() {
    // Without `calc`, its op stays, and the function's result reaches it
    // through a cast back to `index`.
    let only_func = lower("builtin.module(convert-to-llvm{filter-dialects=func})").unwrap();
    assert!(only_func.contains(r#"%0 = "calc.zero"() : () -> index"#), "{only_func}");
    assert!(only_func.contains(r#""builtin.unrealized_conversion_cast"(%0) : (index) -> i64"#), "{only_func}");
    // Its patterns alone: the function stays, and the illegal op is lowered.
    let only_calc = lower("builtin.module(convert-to-llvm{filter-dialects=calc})").unwrap();
    assert!(only_calc.contains(r#""func.func""#), "{only_calc}");
    assert!(only_calc.contains(r#""llvm.mlir.constant"() <{value = 0 : i64}> : () -> i64"#), "{only_calc}");
}
