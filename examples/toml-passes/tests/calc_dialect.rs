//! The `calc` dialect generated from `calc.toml`: its types, enums and
//! attributes parse, verify and print; its generated verifiers word errors
//! as MLIR's do; its typed handles build and read ops.

use pass_runtime::ir::{self, Body, Builder, Context, InsertPoint, ParseOptions, PrintOptions, SourceMgr};
use pass_runtime::ods::DeclaredOp;
use toml_passes::calc::*;

fn context() -> Context {
    let ctx = Context::new();
    register_calc_dialect(&ctx);
    ctx
}

/// Parses and verifies `body` (the ops of a function taking `%a`, `%b`:
/// `!calc.num<32>` and `%f`: `!calc.flag`), printing it back, or the first
/// error as `line:col: message`.
fn check(body: &str) -> Result<String, String> {
    let text = format!(
        "\"builtin.module\"() ({{\n\"func.func\"() <{{function_type = (!calc.num<32>, !calc.num<32>, !calc.flag) -> (), sym_name = \"f\"}}> ({{\n^bb0(%a: !calc.num<32>, %b: !calc.num<32>, %f: !calc.flag):\n{body}\n\"func.return\"() : () -> ()\n}}) : () -> ()\n}}) : () -> ()\n"
    );
    let ctx = context();
    let mut sources = SourceMgr::new();
    sources.add("t.mlir", text.clone());
    let first_line = |d: &ir::Diagnostic| sources.render(&ctx, d).lines().next().unwrap_or("").replace("t.mlir:", "");
    let module = ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, &text).map_err(|d| first_line(&d))?;
    ir::verify(&ctx, &module).map_err(|errors| first_line(&errors[0]))?;
    Ok(ir::print_owned(&ctx, &module, PrintOptions::default()))
}

#[track_caller]
fn error(body: &str) -> String {
    match check(body) {
        Ok(out) => panic!("expected an error, got:\n{out}"),
        Err(e) => e,
    }
}

#[test]
fn declared_types_and_attributes_round_trip() {
    let out = check(
        r#"%0 = "calc.add"(%a, %b) <{flags = #calc.flags<nsw, nuw>, rounding = #calc.rounding<up>}> : (!calc.num<32>, !calc.num<32>) -> !calc.num<32>
%1 = "calc.cmp"(%0, %b) <{predicate = 2 : i64}> : (!calc.num<32>, !calc.num<32>) -> !calc.flag
%2 = "calc.sum"(%a, %b, %0) <{operandSegmentSizes = array<i32: 1, 2>, range = #calc.range<0, 10>}> : (!calc.num<32>, !calc.num<32>, !calc.num<32>) -> !calc.num<32>"#,
    )
    .unwrap();
    assert!(out.contains("<{flags = #calc.flags<nsw, nuw>, rounding = #calc.rounding<up>}>"), "{out}");
    assert!(out.contains("range = #calc.range<0, 10>"), "{out}");
    assert!(out.contains("-> !calc.flag"), "{out}");
}

#[test]
fn defaults_are_filled_in() {
    let out = check(r#"%0 = "calc.add"(%a, %b) : (!calc.num<32>, !calc.num<32>) -> !calc.num<32>"#).unwrap();
    assert!(out.contains("<{rounding = #calc.rounding<nearest>}>"), "{out}");
}

#[test]
fn a_misspelt_type_is_an_error() {
    assert_eq!(
        error(r#"%0 = "calc.add"(%a, %b) : (!calc.nmu<32>, !calc.num<32>) -> !calc.num<32>"#),
        "4:34: error: unknown  type `nmu` in dialect `calc`"
    );
}

#[test]
fn type_parameters_are_verified() {
    assert_eq!(
        error(r#"%0 = "calc.add"(%a, %b) : (!calc.num<200>, !calc.num<32>) -> !calc.num<32>"#),
        "4:37: error: width must be between 1 and 128, but got 200"
    );
}

#[test]
fn enum_cases_are_checked_when_parsed() {
    assert_eq!(
        error(
            r#"%0 = "calc.add"(%a, %b) <{rounding = #calc.rounding<sideways>}> : (!calc.num<32>, !calc.num<32>) -> !calc.num<32>"#
        ),
        "4:53: error: expected Rounding to be one of: down, up, nearest"
    );
}

#[test]
fn generated_verifiers_word_errors_as_mlir() {
    let cases = [
        (
            r#"%x = "arith.constant"() <{value = 1 : i32}> : () -> i32
%0 = "calc.add"(%x, %b) : (i32, !calc.num<32>) -> !calc.num<32>"#,
            "'calc.add' op operand #0 must be A number of fixed width, but got 'i32'",
        ),
        (
            r#"%0 = "calc.add"(%a, %b) : (!calc.num<32>, !calc.num<32>) -> !calc.num<16>"#,
            "'calc.add' op requires the same type for all operands and results",
        ),
        (r#"%0 = "calc.constant"() : () -> !calc.num<32>"#, "'calc.constant' op requires attribute 'value'"),
        (
            r#"%0 = "calc.constant"() <{value = 3 : i32}> : () -> !calc.num<32>"#,
            "'calc.constant' op attribute 'value' failed to satisfy constraint: 64-bit signless integer attribute",
        ),
        (
            r#"%0 = "calc.constant"() <{value = "x"}> : () -> !calc.num<32>"#,
            r#"invalid properties {value = "x"} for op calc.constant: Invalid attribute `value` in property conversion: "x""#,
        ),
        (
            r#"%0 = "calc.cmp"(%a, %b) <{predicate = 9 : i64}> : (!calc.num<32>, !calc.num<32>) -> !calc.flag"#,
            // As MLIR 22: an enum property converts only from one of its cases.
            "invalid properties {predicate = 9 : i64} for op calc.cmp: Invalid attribute `predicate` in property conversion: 9 : i64",
        ),
        (
            r#"%0 = "calc.cmp"(%a, %b) <{predicate = 1 : i64}> : (!calc.num<32>, !calc.num<32>) -> i1"#,
            "'calc.cmp' op result #0 must be A truth value, but got 'i1'",
        ),
        (r#""calc.yield"() : () -> ()"#, "'calc.yield' op expects parent op 'calc.repeat'"),
        (
            r#"%x = "calc.constant"() <{value = 1 : i64}> : () -> !calc.num<3>
"calc.print"(%x) : (!calc.num<3>) -> ()"#,
            "'calc.print' op operand #0 must be variadic of number of even width, but got '!calc.num<3>'",
        ),
        (
            r#"%0 = "calc.sum"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> !calc.num<32>"#,
            "'calc.sum' op needs a start or at least one input",
        ),
        (
            r#"%0 = "calc.sum"(%a) <{operandSegmentSizes = array<i32: 1, 1>}> : (!calc.num<32>) -> !calc.num<32>"#,
            "'calc.sum' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'",
        ),
        (
            r#"%0 = "calc.sum"(%a) <{operandSegmentSizes = array<i32: 1>}> : (!calc.num<32>) -> !calc.num<32>"#,
            "invalid properties {operandSegmentSizes = array<i32: 1>} for op calc.sum: size mismatch in attribute conversion: 1 vs 2",
        ),
    ];
    for (body, message) in cases {
        let got = error(body);
        let got = got.split_once(": error: ").map_or(got.as_str(), |(_, m)| m);
        assert_eq!(got, message, "for {body}");
    }
}

#[test]
fn typed_handles_build_and_read_ops() {
    let ctx = context();
    let text = "%a = \"calc.constant\"() <{value = 1 : i64}> : () -> !calc.num<32>\n";
    let mut func = ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, text).unwrap();
    let body: &mut Body = func.body_mut().unwrap();
    let entry = body.entry_block(body.top_regions()[0]).unwrap();
    let a = body.result(body.block_ops(entry).next().unwrap(), 0);
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(&ctx, body, InsertPoint::BlockEnd(entry));
    let c = ConstantOp::build(&mut b, loc, NumType::get(&ctx, 32).ty(), 7);
    let c_value = c.result(&b);
    let add = AddOp::build(&mut b, loc, a, c_value);
    let sum = SumOp::build(&mut b, loc, NumType::get(&ctx, 32).ty(), None, &[a, c_value]);
    let (add_value, sum_value) = (add.result(&b), sum.result(&b));
    let cmp = CmpOp::build(&mut b, loc, add_value, sum_value, Predicate::Lt);
    // Inferred result types: SameOperandsAndResultType, a buildable type.
    let body = ir::IrRead::body(&b);
    assert_eq!(body.value_type(add.result(&b)), NumType::get(&ctx, 32).ty());
    assert_eq!(body.value_type(cmp.result(&b)), FlagType::get(&ctx).ty());
    // Defaults filled in, accessors typed.
    assert_eq!(add.rounding(&b), Rounding::Nearest);
    assert_eq!(add.flags(&b), None);
    assert_eq!(c.value(&b), 7);
    assert_eq!(cmp.predicate(&b), Predicate::Lt);
    assert_eq!(sum.start(&b), None);
    assert_eq!(sum.inputs(&b).collect::<Vec<_>>(), vec![a, c_value]);
    add.set_flags(&ctx, b.body_mut(), Some(Flags::NSW | Flags::EXACT));
    assert_eq!(add.flags(&b), Some(Flags::NSW | Flags::EXACT));
    assert!(AddOp::isa(&b, add.id()));
    assert_eq!(CmpOp::from_op(&b, add.id()), None);
    assert_eq!(<AddOp as DeclaredOp>::info().name, "calc.add");
    ir::verify(&ctx, &func).unwrap_or_else(|e| panic!("{e:?}"));
    let out = ir::print_owned(&ctx, &func, PrintOptions::default());
    assert!(out.contains(r#""calc.sum"(%0, %1) <{operandSegmentSizes = array<i32: 0, 2>}>"#), "{out}");
    assert!(out.contains(r#"<{flags = #calc.flags<nsw, exact>, rounding = #calc.rounding<nearest>}>"#), "{out}");
    assert!(
        out.contains(r#""calc.cmp"(%2, %3) <{predicate = 2 : i64}> : (!calc.num<32>, !calc.num<32>) -> !calc.flag"#),
        "{out}"
    );
}

#[test]
fn types_and_parameters_are_typed() {
    let ctx = context();
    let n = NumType::get(&ctx, 8);
    assert_eq!(n.width(&ctx), 8);
    assert_eq!(NumType::from_type(&ctx, n.ty()), Some(n));
    assert_eq!(NumType::from_type(&ctx, ctx.i64()), None);
    assert_eq!(NumType::get_checked(&ctx, 0), Err("width must be between 1 and 128, but got 0".to_string()));
    let r = RangeAttr::get(&ctx, -1, 5);
    assert_eq!((r.lo(&ctx), r.hi(&ctx)), (-1, 5));
    assert_eq!(Rounding::from_attr(&ctx, Rounding::Up.attr(&ctx)), Some(Rounding::Up));
    assert_eq!(Predicate::from_attr(&ctx, Predicate::Ge.attr(&ctx)), Some(Predicate::Ge));
    assert_eq!(Flags::from_attr(&ctx, (Flags::NUW | Flags::EXACT).attr(&ctx)), Some(Flags::NUW | Flags::EXACT));
    assert_eq!(Flags::from_bits(0).to_string(), "none");
}

#[test]
fn parameter_formats_parse_and_print_as_mlir_spaces_them() {
    let ctx = context();
    let text = r#""func.func"() <{function_type = (!calc.vec<i32 x 4>, !calc.vec<!calc.num<8>>) -> (), sym_name = "g"}> ({
^bb0(%a: !calc.vec<i32 x 4>, %b: !calc.vec<!calc.num<8>>):
  "func.return"() : () -> ()
}) {calc.both = #calc.bounds<hi = 2, lo = -1>, calc.low = #calc.bounds<lo = 0>} : () -> ()
"#;
    let module = ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, text).unwrap_or_else(|e| panic!("{e:?}"));
    let out = ir::print_owned(&ctx, &module, PrintOptions::default());
    // `struct` prints in declaration order, leaving absent optional ones out.
    assert!(out.contains("{calc.both = #calc.bounds<lo = -1, hi = 2>, calc.low = #calc.bounds<lo = 0>}"), "{out}");
    // An optional group prints when its anchor is present.
    assert!(out.contains("(!calc.vec<i32 x 4>, !calc.vec<!calc.num<8>>) -> ()"), "{out}");
    let v = VecType::get(&ctx, ctx.i32(), Some(4));
    assert_eq!((v.element(&ctx), v.length(&ctx)), (ctx.i32(), Some(4)));
    assert_eq!(VecType::get(&ctx, ctx.i32(), None).length(&ctx), None);
    let b = BoundsAttr::get(&ctx, 1, None);
    assert_eq!((b.lo(&ctx), b.hi(&ctx)), (1, None));
}

#[test]
fn parameter_format_errors_are_located() {
    assert_eq!(
        error(r#"%0 = "calc.add"(%a, %b) : (!calc.num<32>, !calc.num<32>) -> !calc.num<x>"#),
        "4:71: error: expected integer value"
    );
}

/// The ops' pretty forms, generated from their `format`s: every calc op
/// written as its format says, printed back as MLIR's generated printers
/// space it (hand-checked: no space before a `[` that follows a value or
/// the op name; a dialect type of a single operand or result without its
/// `!calc.num`, of an optional or variadic one with it; nested regions
/// numbered after their parent's values), and the same IR as read from
/// the generic form.
#[test]
fn formats_give_the_pretty_forms() {
    let ctx = context();
    let text = r#"func.func @f(%a: !calc.num<32>, %b: !calc.num<32>, %f: !calc.flag, %n: index) {
  %c = calc.constant 3 : <32>
  %0 = calc.add %a, %b : !calc.num<32>
  %1 = calc.add %0, %c {rounding = #calc.rounding<up>} : <32>
  %2 = calc.add %1, %1 {rounding = #calc.rounding<nearest>, flags = #calc.flags<nsw>} : <32>
  %3 = calc.cmp lt, %0, %1 : <32>
  %4 = calc.sum from %a : !calc.num<32> [%0, %1] : !calc.num<32>, !calc.num<32> -> <32>
  %5 = calc.sum [%a] {range = #calc.range<0, 9>} : !calc.num<32> -> <32>
  %6 = calc.scale %a by 3 exact : <32> -> <16>
  %7 = calc.scale %a by -2 wrap high 100 low 0 rounded <up> : <32> -> <16>
  calc.repeat %n {
    %8 = calc.add %0, %0 : <32>
    calc.yield %8 : !calc.num<32>
  }
  calc.repeat %n {
    calc.yield
  }
  calc.print %0, %1 {label = "sums"} : !calc.num<32>, !calc.num<32>
  calc.cond_br %f, ^bb1(%a : !calc.num<32>), ^bb2
^bb1(%x: !calc.num<32>):
  calc.cond_br %f, ^bb2, ^bb2
^bb2:
  return
}
"#;
    let expected = r#"module {
  func.func @f(%arg0: !calc.num<32>, %arg1: !calc.num<32>, %arg2: !calc.flag, %arg3: index) {
    %0 = calc.constant 3 : <32>
    %1 = calc.add %arg0, %arg1 : <32>
    %2 = calc.add %1, %0 {rounding = #calc.rounding<up>} : <32>
    %3 = calc.add %2, %2 {flags = #calc.flags<nsw>} : <32>
    %4 = calc.cmp lt, %1, %2 : <32>
    %5 = calc.sum from %arg0 : !calc.num<32>[%1, %2] : !calc.num<32>, !calc.num<32> -> <32>
    %6 = calc.sum[%arg0] {range = #calc.range<0, 9>} : !calc.num<32> -> <32>
    %7 = calc.scale %arg0 by 3 exact : <32> -> <16>
    %8 = calc.scale %arg0 by -2 low 0 high 100 wrap rounded <up> : <32> -> <16>
    calc.repeat %arg3 {
      %10 = calc.add %1, %1 : <32>
      calc.yield %10 : !calc.num<32>
    }
    calc.repeat %arg3 {
      calc.yield
    }
    calc.print %1, %2 {label = "sums"} : !calc.num<32>, !calc.num<32>
    calc.cond_br %arg2, ^bb1(%arg0 : !calc.num<32>), ^bb2
  ^bb1(%9: !calc.num<32>):  // pred: ^bb0
    calc.cond_br %arg2, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    return
  }
}"#;
    let pretty = PrintOptions { op_form: ir::OpForm::Pretty, ..PrintOptions::default() };
    let module = ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, text).unwrap_or_else(|e| panic!("{e:?}"));
    ir::verify(&ctx, &module).unwrap_or_else(|e| panic!("{e:?}"));
    let out = ir::print_owned(&ctx, &module, pretty);
    assert_eq!(out.trim_end(), expected);
    // The pretty form reads back, and it is the IR the generic form gives.
    let generic = ir::print_owned(&ctx, &module, PrintOptions::default());
    let again = ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, &out).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(ir::print_owned(&ctx, &again, PrintOptions::default()), generic);
    let from_generic =
        ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, &generic).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(ir::print_owned(&ctx, &from_generic, pretty), out);
    // The generic form has what the format leaves implicit: the segment
    // sizes, the default rounding, the i64 factor.
    assert!(generic.contains("operandSegmentSizes = array<i32: 1, 2>"), "{generic}");
    assert!(
        generic.contains("factor = -2 : i64, high = 100 : i64, low = 0 : i64, rounding = #calc.rounding<up>, wrap"),
        "{generic}"
    );
}

/// Errors in the pretty form are located and worded as MLIR's generated
/// parsers word them.
#[test]
fn pretty_form_errors_are_located() {
    let ctx = context();
    let cases = [
        ("%0 = calc.add %a %b : <32>", "2:19: error: expected ','"),
        ("%0 = calc.cmp less, %a, %b : <32>", "2:17: error: custom op 'calc.cmp' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, lt, le, gt, ge]"),
        ("%0 = calc.scale %a times 3 exact : <32> -> <16>", "2:22: error: custom op 'calc.scale' expected 'by'"),
        ("%0 = calc.scale %a by 3 : <32> -> <16>", "2:27: error: custom op 'calc.scale' expected 'exact'"),
        ("%0 = calc.add %a, %b : <0>", "2:26: error: width must be between 1 and 128, but got 0"),
    ];
    for (body, expected) in cases {
        let text = format!("func.func @f(%a: !calc.num<32>, %b: !calc.num<32>) {{\n  {body}\n  return\n}}\n");
        let mut sources = SourceMgr::new();
        sources.add("t.mlir", text.clone());
        let err = match ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, &text) {
            Ok(_) => panic!("{body}: parsed"),
            Err(d) => sources.render(&ctx, &d).lines().next().unwrap_or("").replace("t.mlir:", ""),
        };
        assert_eq!(err, expected, "{body}");
    }
}
