//! MLIR's own conversion test driver (`-test-legalize-patterns`, in
//! `mlir/test/lib/Dialect/Test/TestPatterns.cpp`), ported: the same target,
//! type converter and (a subset of the) patterns, run on inputs from MLIR's
//! `test-legalizer.mlir`. The goldens in `goldens/` are mlir-opt 22's output
//! (`goldens/regen.sh`): the printed IR of each split, and the errors and
//! "not legalizable" remarks.

use std::sync::Arc;

use pass_runtime::conversion::{
    ConversionConfig, ConversionPatternSet, ConversionTarget, SignatureConversion, TypeConverter,
};
use pass_runtime::ir::{
    self, Body, Context, InsertPoint, OpBuilder, OpId, OpSpec, ParseOptions, PrintOptions, Type, TypeKind, ValueId,
};

use pass_runtime::rewrite::PatternInfo;

use crate::common::*;

/// MLIR's `TestTypeConverter`: i16 and i24 dropped, i64 to f64, i42 to i43,
/// f32 split into two f16; materializations build `test.cast`.
fn test_type_converter(ctx: &Context) -> TypeConverter {
    let f16 = ctx.float_type(ir::float::FloatKind::F16);
    let f32 = ctx.float_type(ir::float::FloatKind::F32);
    let f64 = ctx.float_type(ir::float::FloatKind::F64);
    let i43 = ctx.integer_type(43);
    let mut tc = TypeConverter::new();
    tc.add_conversion_n(move |ctx, t, out| {
        match ctx.type_kind(t) {
            _ if ctx.is_signless_integer(t, 16) => {}
            TypeKind::Integer { width: 24, .. } => {}
            _ if ctx.is_signless_integer(t, 64) => out.push(f64),
            TypeKind::Integer { width: 42, .. } => out.push(i43),
            _ if t == f32 => {
                out.push(f16);
                out.push(f16);
            }
            _ => out.push(t),
        }
        Some(true)
    });
    add_cast_materializations(&mut tc, "test.cast");
    tc
}

fn create(
    rw: &mut pass_runtime::rewrite::PatternRewriter<'_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
    loc: ir::Location,
) -> OpId {
    let ctx = rw.context();
    let spec = OpSpec { operands, results, ..OpSpec::new(ctx, ctx.op_name(name), loc) };
    rw.create(&spec)
}

fn create_conv(
    rw: &mut pass_runtime::conversion::ConversionPatternRewriter<'_, '_>,
    name: &str,
    operands: &[ValueId],
    results: &[Type],
) -> OpId {
    let ctx = rw.context();
    let loc = match rw.insertion_point() {
        Some(InsertPoint::Before(o) | InsertPoint::After(o)) => rw.body().loc(o),
        _ => ctx.unknown_loc(),
    };
    let spec = OpSpec { operands, results, ..OpSpec::new(ctx, ctx.op_name(name), loc) };
    rw.create(&spec)
}

fn result_types(body: &Body, op: OpId) -> Vec<Type> {
    body.results(op).map(|r| body.value_type(r)).collect()
}

/// A DRR pattern `(from) -> (to {status})`.
fn drr_replace(ctx: &Context, from: &str, to: &'static str, status: Option<&'static str>, benefit: u16) -> FnRewrite {
    let mut p = FnRewrite::new(ctx, from, move |op, rw| {
        let ctx = rw.context();
        let body = rw.body();
        let results = result_types(body, op);
        let props = match status {
            Some(s) => ctx.dictionary([ir::NamedAttr { name: ctx.ident("status"), value: ctx.string_attr(s) }]),
            None => ctx.empty_dictionary(),
        };
        let spec = OpSpec { results: &results, props, ..OpSpec::new(ctx, ctx.op_name(to), body.loc(op)) };
        let new = rw.create(&spec);
        let values: Vec<ValueId> = rw.body().results(new).collect();
        rw.replace_op(op, &values);
        true
    })
    .generates(ctx, &[to]);
    p.info = p.info.with_benefit(benefit);
    p
}

/// The patterns of the test driver that the golden inputs exercise, in the
/// driver's order.
fn test_patterns(ctx: &Context, tc: &Arc<TypeConverter>) -> ConversionPatternSet {
    let mut set = ConversionPatternSet::new();
    let f32 = ctx.float_type(ir::float::FloatKind::F32);
    let f64 = ctx.float_type(ir::float::FloatKind::F64);
    let bf16 = ctx.float_type(ir::float::FloatKind::BF16);

    // populateWithGenerated (DRR).
    set.add(drr_replace(ctx, "test.illegal_op_a", "test.legal_op_a", Some("Success"), 1));
    set.add(drr_replace(ctx, "test.illegal_op_c", "test.illegal_op_d", None, 1));
    set.add(drr_replace(ctx, "test.illegal_op_d", "test.legal_op_a", Some("Failure"), 1));
    set.add(drr_replace(ctx, "test.illegal_op_c", "test.illegal_op_e", None, 11));
    set.add(drr_replace(ctx, "test.illegal_op_e", "test.legal_op_a", Some("Success"), 1));
    set.add(FnRewrite::new(ctx, "test.rewrite", |op, rw| {
        let v = rw.body().operand(op, 0);
        rw.replace_op(op, &[v]);
        true
    }));

    // TestRegionRewriteBlockMovement.
    set.add_conversion(fn_conversion(ctx, "test.region", |op, _, rw| {
        let body = rw.body();
        let Some(parent_region) = body.op_block(op).and_then(|b| body.block_region(b)) else { return false };
        let region = body.regions(op)[0];
        rw.inline_region_before(region, parent_region, None);
        rw.erase_op(op);
        true
    }));
    // TestRegionRewriteUndo.
    set.add(FnRewrite::new(ctx, "test.region_builder", |op, rw| {
        let ctx = rw.context();
        let loc = rw.body().loc(op);
        let spec = OpSpec { num_regions: 1, ..OpSpec::new(ctx, ctx.op_name("test.region"), loc) };
        let region_op = rw.create(&spec);
        let region = rw.body().regions(region_op)[0];
        let block = rw.create_block(region, None, &[ctx.i64()], &[ctx.unknown_loc()]);
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        create(rw, "test.illegal_op_f", &[], &[ctx.i32()], loc);
        create(rw, "test.valid", &[], &[], loc);
        rw.erase_op(op);
        true
    }));
    // TestCreateBlock and TestCreateIllegalBlock.
    for (root, illegal) in [("test.create_block", false), ("test.create_illegal_block", true)] {
        set.add(FnRewrite::new(ctx, root, move |op, rw| {
            let ctx = rw.context();
            let body = rw.body();
            let loc = body.loc(op);
            let Some(region) = body.op_block(op).and_then(|b| body.block_region(b)) else { return false };
            let block = rw.create_block(region, None, &[ctx.i32(), ctx.i32()], &[loc, loc]);
            rw.set_insertion_point(InsertPoint::BlockEnd(block));
            if illegal {
                create(rw, "test.illegal_op_f", &[], &[ctx.i32()], loc);
            }
            create(rw, "test.finish", &[], &[], loc);
            rw.erase_op(op);
            true
        }));
    }
    // TestUndoBlockErase.
    set.add_conversion(fn_conversion(ctx, "test.undo_block_erase", move |op, _, rw| {
        let body = rw.body();
        let region = body.regions(op)[0];
        let Some(second) = body.blocks_of(region).nth(1) else { return false };
        rw.set_insertion_point(InsertPoint::BlockStart(second));
        create_conv(rw, "test.illegal_op_f", &[], &[f32]);
        rw.erase_block(second);
        rw.modify_op_in_place(op, |_| {});
        true
    }));
    // TestSplitReturnType.
    set.add_conversion(fn_conversion(ctx, "test.return", move |op, operands, rw| {
        let body = rw.body();
        if body.num_operands(op) != 1 || body.value_type(body.operand(op, 0)) != f32 {
            return false;
        }
        let values = operands.get(0).to_vec();
        let new = create_conv(rw, "test.return", &values, &[]);
        let _ = new;
        rw.replace_op(op, &[]);
        true
    }));
    // The type_producer / type_consumer chain.
    set.add_conversion(fn_conversion(ctx, "test.type_producer", move |op, _, rw| {
        let body = rw.body();
        if !rw.context().is_signless_integer(body.value_type(body.result(op, 0)), 32) {
            return false;
        }
        let new = create_conv(rw, "test.type_producer", &[], &[f32]);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }));
    set.add_conversion(fn_conversion(ctx, "test.type_producer", move |op, _, rw| {
        let body = rw.body();
        if body.value_type(body.result(op, 0)) != f32 {
            return rw.notify_match_failure("expected single f32 operand");
        }
        let new = create_conv(rw, "test.type_producer", &[], &[f64]);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }));
    set.add_conversion(
        fn_conversion(ctx, "test.type_producer", move |op, _, rw| {
            let new = create_conv(rw, "test.type_producer", &[], &[bf16]);
            let v = rw.body().result(new, 0);
            rw.replace_op(op, &[v]);
            true
        })
        .benefit(10),
    );
    set.add_conversion(fn_conversion(ctx, "test.type_consumer", move |op, operands, rw| {
        let Some(v) = operands.single(0) else { return false };
        if rw.body().value_type(v) != f64 {
            return false;
        }
        create_conv(rw, "test.type_consumer", &[v], &[]);
        rw.replace_op(op, &[]);
        true
    }));
    // TestNonRootReplacement.
    set.add(FnRewrite::new(ctx, "test.replace_non_root", |op, rw| {
        let body = rw.body();
        let ty = body.value_type(body.result(op, 0));
        let loc = body.loc(op);
        let illegal = create(rw, "test.illegal_op_f", &[], &[ty], loc);
        let legal = create(rw, "test.legal_op_b", &[], &[ty], loc);
        let (iv, lv) = (rw.body().result(illegal, 0), rw.body().result(legal, 0));
        rw.replace_op(op, &[iv]);
        rw.replace_op(illegal, &[lv]);
        true
    }));
    // TestBoundedRecursiveRewrite.
    set.add(
        FnRewrite::new(ctx, "test.recursive_rewrite", |op, rw| {
            let ctx = rw.context();
            let depth = rw.body().attr(ctx, op, "depth").and_then(|a| ctx.int_value(a)).unwrap_or(0);
            rw.modify_op_in_place(op, |b| b.set_prop(ctx, op, "depth", Some(ctx.integer_attr(ctx.i64(), depth - 1))));
            true
        })
        .bounded(),
    );
    // TestReplaceEraseOp.
    set.add(FnRewrite::new(ctx, "test.blackhole", |op, rw| {
        let Some(producer) = rw.body().defining_op(rw.body().operand(op, 0)) else { return false };
        rw.erase_op(op);
        rw.erase_op(producer);
        true
    }));
    // TestUndoMoveOpBefore.
    set.add_conversion(fn_conversion(ctx, "test.hoist_me", move |op, _, rw| {
        let Some(parent) = rw.body().parent_op(op) else { return false };
        rw.move_op(op, InsertPoint::Before(parent));
        let new = create_conv(rw, "test.illegal_op_f", &[], &[f32]);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }));

    // The patterns with the type converter.
    // TestDropOpSignatureConversion.
    set.add_conversion(
        fn_conversion(ctx, "test.drop_region_op", |op, _, rw| {
            let ctx = rw.context();
            let body = rw.body();
            let region = body.regions(op)[0];
            let Some(entry) = body.entry_block(region) else { return false };
            let types: Vec<Type> = body.block_args(entry).iter().map(|&a| body.value_type(a)).collect();
            let Some(tc) = rw.type_converter() else { return false };
            let mut conversion = SignatureConversion::new(types.len());
            if !tc.convert_signature_args(ctx, &types, &mut conversion, 0) {
                return false;
            }
            if rw.convert_region_types(region, Some(&conversion)).is_err() {
                return false;
            }
            rw.erase_op(op);
            true
        })
        .with_converter(tc),
    );
    // TestPassthroughInvalidOp.
    set.add_conversion(
        fn_conversion(ctx, "test.invalid", |op, operands, rw| {
            let mut flattened = Vec::new();
            for (i, range) in operands.iter().enumerate() {
                if range.len() == 1 {
                    flattened.push(range[0]);
                    continue;
                }
                let ty = rw.body().value_type(rw.body().operand(op, i));
                let range = range.to_vec();
                let cast = create_conv(rw, "test.cast", &range, &[ty]);
                flattened.push(rw.body().result(cast, 0));
            }
            create_conv(rw, "test.valid", &flattened, &[]);
            rw.replace_op(op, &[]);
            true
        })
        .with_converter(tc),
    );
    // TestTypeConsumerOpPattern.
    set.add_conversion(
        fn_conversion(ctx, "test.type_consumer", |op, _, rw| {
            rw.erase_op(op);
            true
        })
        .with_converter(tc),
    );
    set.add_conversion(func_signature_pattern(ctx, tc));
    set
}

/// `populateAnyFunctionOpInterfaceTypeConversionPattern`: converts a
/// function's signature and entry block. An interface pattern, so rootless
/// for the legalization graph, as in MLIR.
fn func_signature_pattern(ctx: &Context, tc: &Arc<TypeConverter>) -> FnConversionPattern {
    fn_conversion(ctx, "func.func", |op, _, rw| {
        rw.body().op_name(op) == rw.context().op_name("func.func") && convert_func_signature(op, rw)
    })
    .with_converter(tc)
    // MLIR's pattern matches any op implementing the interface.
    .map_info(|_| PatternInfo::any_op("AnyFunctionOpInterfaceSignatureConversion"))
}

/// The test driver's conversion target.
fn test_target(ctx: &Context, tc: &Arc<TypeConverter>) -> ConversionTarget {
    let mut t = ConversionTarget::new();
    for op in [
        "builtin.module",
        "test.legal_op_a",
        "test.legal_op_b",
        "test.legal_op_c",
        "test.cast",
        "test.valid",
        "test.finish",
        "test.constant",
        "test.one_region_op",
        "test.valid_producer",
        "test.valid_consumer",
        "test.legal_op",
    ] {
        t.add_legal_op(ctx.op_name(op));
    }
    for op in ["test.illegal_op_f", "test.region_builder", "test.op_with_region_fold"] {
        t.add_illegal_op(ctx.op_name(op));
    }
    let f32 = ctx.float_type(ir::float::FloatKind::F32);
    let f64 = ctx.float_type(ir::float::FloatKind::F64);
    t.add_dynamically_legal_op(ctx.op_name("test.return"), move |_, body, op| {
        body.operands(op).all(|v| body.value_type(v) != f32)
    });
    add_func_legal_by_signature(&mut t, ctx, tc);
    t.add_dynamically_legal_op(ctx.op_name("test.illegal_op_g"), |_, _, _| false);
    t.add_dynamically_legal_op(ctx.op_name("test.type_producer"), move |_, body, op| {
        body.value_type(body.result(op, 0)) == f64
    });
    t.add_dynamically_legal_op(ctx.op_name("test.type_consumer"), move |_, body, op| {
        body.value_type(body.operand(op, 0)) == f64
    });
    t.add_dynamically_legal_op(ctx.op_name("test.recursive_rewrite"), |ctx, body, op| {
        body.attr(ctx, op, "depth").and_then(|a| ctx.int_value(a)) == Some(0)
    });
    for op in ["func.func", "builtin.module"] {
        t.mark_op_recursively_legal_if(ctx.op_name(op), |ctx, body, op| {
            body.attr(ctx, op, "test.recursively_legal").is_some()
        });
    }
    t
}

fn diag_line(ctx: &Context, loc: ir::Location, kind: &str, message: &str) -> (u32, u32, String) {
    let (file, line, col) = ir::file_line_col(ctx, loc).unwrap_or(("?", 0, 0));
    (line, col, format!("{file}:{line}:{col}: {kind}: {message}"))
}

/// Runs the ported driver on each split of `file`; returns the printed
/// output (as mlir-opt prints it) and the sorted diagnostics.
fn run_driver(file: &str, mode: Mode, config: &ConversionConfig) -> (Vec<String>, Vec<String>) {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/conversion/goldens/");
    // The input in generic form, with the locations of the original file
    // (our parser reads only the generic form).
    let generic = file.replace(".mlir", ".generic.mlir");
    let text = std::fs::read_to_string(format!("{dir}{generic}")).unwrap();
    let mut outputs = Vec::new();
    let mut diags: Vec<(u32, u32, String)> = Vec::new();
    for split in text.split("// -----\n") {
        let ctx = context();
        let tc = Arc::new(test_type_converter(&ctx));
        let mut target = test_target(&ctx, &tc);
        if mode == Mode::Full {
            // The driver's full mode: unknown ops are legal when marked so.
            target.mark_unknown_op_dynamically_legal(|ctx, body, op| {
                body.attr(ctx, op, "test.dynamically_legal").is_some()
            });
        }
        let patterns = test_patterns(&ctx, &tc).freeze();
        let mut module = ir::parse_source(&ctx, ParseOptions { file_name: file }, split).unwrap();
        match run(&ctx, &mut module, mode, &target, &patterns, config) {
            Ok(report) => {
                let mut remark = |body: &Body, op: OpId| {
                    let name = ctx.op_name_str(body.op_name(op));
                    if report.unlegalized_ops.contains(body, op) {
                        diags.push(diag_line(&ctx, body.loc(op), "remark", &format!("op '{name}' is not legalizable")));
                    }
                    if report.legalizable_ops.contains(body, op) {
                        diags.push(diag_line(&ctx, body.loc(op), "remark", &format!("op '{name}' is legalizable")));
                    }
                };
                remark(module.enclosing_body(), module.op());
                if let Some(body) = module.body() {
                    body.walk_all_preorder(&mut |body, op| remark(body, op));
                }
            }
            Err(e) => {
                for d in &e.diagnostics {
                    diags.push(diag_line(&ctx, d.loc, "error", &d.message));
                }
            }
        }
        outputs.push(ir::print_owned(&ctx, &module, PrintOptions::default()));
    }
    diags.sort();
    (outputs, diags.into_iter().map(|d| d.2).collect())
}

fn golden(name: &str) -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/conversion/goldens/");
    std::fs::read_to_string(format!("{dir}{name}")).unwrap()
}

fn golden_splits(name: &str) -> Vec<String> {
    golden(name).split("// -----\n").map(str::to_string).collect()
}

fn check(file: &str, mode: Mode, config: &ConversionConfig, skip_ir_of_last: bool) {
    let stem = file.trim_end_matches(".mlir");
    let (outputs, diags) = run_driver(file, mode, config);
    let expected = golden_splits(&format!("{stem}.out"));
    assert_eq!(outputs.len(), expected.len(), "number of splits");
    let n = outputs.len() - usize::from(skip_ir_of_last);
    for (i, (got, want)) in outputs.iter().zip(&expected).enumerate() {
        if i < n {
            assert_eq!(got, want, "split {i} of {file} differs from mlir-opt");
        } else {
            eprintln!("split {i} (not compared):\n{got}");
        }
    }
    let want_diags: Vec<String> = golden(&format!("{stem}.diags")).lines().map(str::to_string).collect();
    assert_eq!(diags, want_diags, "diagnostics of {file}");
}

#[test]
fn legalizer_cases_match_mlir_in_rollback_mode() {
    check("legalizer.mlir", Mode::Partial, &ConversionConfig::default(), false);
}

#[test]
fn legalizer_cases_match_mlir_in_no_rollback_mode() {
    let config = ConversionConfig { allow_pattern_rollback: false, ..ConversionConfig::default() };
    check("legalizer_no_rollback.mlir", Mode::Partial, &config, false);
}

/// Failed conversions report MLIR's errors and leave the IR as it was (the
/// last case fails after the conversion, materializing casts in an order
/// MLIR takes from a hash map, so only its error is compared).
#[test]
fn failing_cases_match_mlir_and_roll_back() {
    check("legalizer_fail.mlir", Mode::Partial, &ConversionConfig::default(), true);
}

/// Full conversions: erased regions need no legalization, recursively legal
/// ops keep illegal ops inside, unknown ops must be dynamically legal, and a
/// failure leaves the IR as it was.
#[test]
fn full_conversion_cases_match_mlir() {
    check("legalizer_full.mlir", Mode::Full, &ConversionConfig::default(), false);
}

/// The analysis conversion reports the legalizable ops and changes nothing.
#[test]
fn analysis_conversion_matches_mlir() {
    check("legalizer_analysis.mlir", Mode::Analysis, &ConversionConfig::default(), false);
}

// ----- the type conversion driver --------------------------------------------

/// MLIR's `TestTypeConversionDriver` (`-test-legalize-type-conversion`):
/// floats become f64, integers are dropped, and source materializations
/// exist only for some cases, so that the others fail as live
/// materializations.
fn type_conversion_driver(ctx: &Context) -> (ConversionTarget, pass_runtime::conversion::FrozenConversionPatternSet) {
    let f16 = ctx.float_type(ir::float::FloatKind::F16);
    let bf16 = ctx.float_type(ir::float::FloatKind::BF16);
    let f32 = ctx.float_type(ir::float::FloatKind::F32);
    let f64 = ctx.float_type(ir::float::FloatKind::F64);
    let mut tc = TypeConverter::new();
    tc.add_conversion_n(move |_, t, out| {
        if t == f64 {
            out.push(t);
        } else if t == bf16 || t == f16 || t == f32 {
            out.push(f64);
        } else {
            return Some(false);
        }
        Some(true)
    });
    // Integers are dropped (tried first: added last).
    tc.add_conversion_n(|ctx, t, _| matches!(ctx.type_kind(t), TypeKind::Integer { .. }).then_some(true));
    tc.add_source_materialization(move |rw, ty, inputs, loc| {
        let ctx = rw.context();
        let body = rw.body();
        let int = |t: Type| matches!(ctx.type_kind(t), TypeKind::Integer { .. });
        let width = |t: Type| match ctx.type_kind(t) {
            TypeKind::Integer { width, .. } => *width,
            _ => 0,
        };
        let name = if ty != f16 && inputs.len() == 1 && body.value_type(inputs[0]) == f64 {
            "test.cast"
        } else if int(ty) && (width(ty) == 32 || width(ty) == 64) && inputs.is_empty() {
            "test.type_producer"
        } else if int(ty) && inputs.len() == 1 && int(body.value_type(inputs[0])) {
            "test.cast"
        } else {
            return None;
        };
        let op = create(rw, name, inputs, &[ty], loc);
        Some(rw.body().result(op, 0))
    });
    let tc = Arc::new(tc);

    let mut target = ConversionTarget::new();
    target.add_legal_op(ctx.op_name("test.legal_op_d"));
    target.add_dynamically_legal_op(ctx.op_name("test.type_producer"), move |ctx, body, op| {
        let t = body.value_type(body.result(op, 0));
        t == f64 || matches!(ctx.type_kind(t), TypeKind::Integer { width: 64, .. })
    });
    add_func_legal_by_signature(&mut target, ctx, &tc);
    target.add_dynamically_legal_op(ctx.op_name("test.cast"), move |_, body, op| {
        body.value_type(body.operand(op, 0)) == f64 && body.value_type(body.result(op, 0)) == f32
    });
    let converter = tc.clone();
    target.add_dynamically_legal_op(ctx.op_name("test.signature_conversion_no_converter"), move |ctx, body, op| {
        let region = body.regions(op)[0];
        let Some(entry) = body.entry_block(region) else { return true };
        body.block_args(entry).iter().all(|&a| converter.is_legal_type(ctx, body.value_type(a)))
    });

    let mut set = ConversionPatternSet::new();
    // TestTypeConsumerForward.
    set.add_conversion(
        fn_conversion(ctx, "test.type_consumer", |op, operands, rw| {
            let values = operands.flat().to_vec();
            rw.modify_op_in_place(op, |b| b.set_operands(op, &values));
            true
        })
        .with_converter(&tc),
    );
    // TestTypeConversionProducer.
    set.add_conversion(
        fn_conversion(ctx, "test.type_producer", move |op, _, rw| {
            let ctx = rw.context();
            let t = rw.body().value_type(rw.body().result(op, 0));
            let new_type = if ctx.is_float(t) {
                f64
            } else if matches!(ctx.type_kind(t), TypeKind::Integer { width: 16, .. }) {
                ctx.integer_type(64)
            } else {
                return false;
            };
            let new = create_conv(rw, "test.type_producer", &[], &[new_type]);
            let v = rw.body().result(new, 0);
            rw.replace_op(op, &[v]);
            true
        })
        .with_converter(&tc),
    );
    // TestSignatureConversionUndo: changes the IR, then fails.
    set.add_conversion(
        fn_conversion(ctx, "test.signature_conversion_undo", |op, _, rw| {
            let region = rw.body().regions(op)[0];
            let _ = rw.convert_region_types(region, None);
            false
        })
        .with_converter(&tc),
    );
    // TestTestSignatureConversionNoConverter: a signature conversion with no
    // converter for the materializations.
    let converter = tc.clone();
    set.add_conversion(fn_conversion(ctx, "test.signature_conversion_no_converter", move |op, _, rw| {
        let ctx = rw.context();
        let body = rw.body();
        let region = body.regions(op)[0];
        let Some(entry) = body.entry_block(region) else { return false };
        let types: Vec<Type> = body.block_args(entry).iter().map(|&a| body.value_type(a)).collect();
        let mut conversion = SignatureConversion::new(types.len());
        if !converter.convert_signature_args(ctx, &types, &mut conversion, 0) {
            return false;
        }
        rw.modify_op_in_place(op, |_| {});
        rw.apply_signature_conversion(entry, &conversion);
        true
    }));
    // TestReplaceWithLegalOp.
    set.add_conversion(
        fn_conversion(ctx, "test.replace_with_legal_op", |op, operands, rw| {
            let Some(v) = operands.single(0) else { return false };
            create_conv(rw, "test.legal_op_d", &[v], &[]);
            rw.replace_op(op, &[]);
            true
        })
        .with_converter(&tc),
    );
    // TestTypeConversionAnotherProducer (a plain pattern).
    set.add(FnRewrite::new(ctx, "test.another_type_producer", |op, rw| {
        let body = rw.body();
        let ty = body.value_type(body.result(op, 0));
        let loc = body.loc(op);
        let new = create(rw, "test.type_producer", &[], &[ty], loc);
        let v = rw.body().result(new, 0);
        rw.replace_op(op, &[v]);
        true
    }));
    set.add_conversion(func_signature_pattern(ctx, &tc));
    (target, set.freeze())
}

#[test]
fn type_conversion_cases_match_mlir() {
    let file = "type_conversion.mlir";
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/conversion/goldens/");
    let text = std::fs::read_to_string(format!("{dir}type_conversion.generic.mlir")).unwrap();
    let mut outputs = Vec::new();
    let mut diags = Vec::new();
    for split in text.split("// -----\n") {
        let ctx = context();
        let (target, patterns) = type_conversion_driver(&ctx);
        let mut module = ir::parse_source(&ctx, ParseOptions { file_name: file }, split).unwrap();
        match run(&ctx, &mut module, Mode::Partial, &target, &patterns, &ConversionConfig::default()) {
            // mlir-opt prints nothing for a split whose pass failed.
            Ok(_) => outputs.push(ir::print_owned(&ctx, &module, PrintOptions::default())),
            Err(e) => {
                outputs.push(String::new());
                diags.extend(e.diagnostics.iter().map(|d| diag_line(&ctx, d.loc, "error", &d.message)));
            }
        }
    }
    diags.sort();
    let expected = golden_splits("type_conversion.out");
    assert_eq!(outputs.len(), expected.len());
    for (i, (got, want)) in outputs.iter().zip(&expected).enumerate() {
        assert_eq!(got, want, "split {i} of {file} differs from mlir-opt");
    }
    let got: Vec<String> = diags.into_iter().map(|d| d.2).collect();
    let want: Vec<String> = golden("type_conversion.diags").lines().map(str::to_string).collect();
    assert_eq!(got, want);
}
