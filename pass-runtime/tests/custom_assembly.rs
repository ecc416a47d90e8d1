//! A user's dialect registers custom assembly forms the way the built-in
//! dialects do (`OpDef::assembly`), and the parser and the pretty printer
//! use them: operands and types, regions with entry-block arguments, the
//! default dialect of a region, result names, MLIR-worded errors, implicit
//! terminators, and the nesting limit for regions a custom parser reads.

use pass_runtime::ir::{
    file_line_col, parse_source, print_owned, Argument, Context, Delimiter, Diagnostic, Dialect, ImplicitTerminator,
    OpAsmParser, OpAsmPrinter, OpAssembly, OpDef, OpForm, OpView, OperationState, ParseOptions, PrintOptions,
    RegionPrintOptions, Traits, MAX_NESTING_DEPTH,
};

/// `toy.print %x : i32`: one operand and its type.
fn parse_print(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    let value = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut state.attributes)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    state.operands.push(p.resolve_operand(&value, ty)?);
    Ok(())
}

fn print_print(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    let operands = v.operands();
    p.write(" ");
    p.print_operands(operands.iter().copied());
    let attrs = p.op_attributes();
    p.print_optional_attr_dict(&attrs, &[]);
    p.write(" : ");
    p.print_type_list(&v.operand_types());
}

/// `%v = toy.const ["three"] : i32`, its result named `%v`.
fn parse_const(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    let value = p.parse_attribute()?;
    let ctx = p.context();
    state.add_attribute(ctx, "value", value);
    p.parse_colon()?;
    state.result_types.push(p.parse_type()?);
    Ok(())
}

fn print_const(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    p.write(" ");
    if let Some(value) = v.attr("value") {
        p.print_attribute(value);
    }
    p.write(" : ");
    p.print_type_list(&v.result_types());
}

/// `toy.scope (%a: i32, %b: i32) { ... }`: a region with named entry
/// arguments, in which `toy` is the default dialect.
fn parse_scope(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    let mut args: Vec<Argument> = Vec::new();
    p.parse_comma_separated_list(Delimiter::Paren, |p| {
        match p.parse_optional_argument(true, false)? {
            Some(a) => args.push(a),
            None => return Err(p.error("expected an argument")),
        }
        Ok(())
    })?;
    let region = state.add_region();
    p.parse_region(region, &args)
}

fn print_scope(_: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    p.write(" (");
    for (i, arg) in p.region_arguments(0).into_iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region_argument(arg, &[]);
    }
    p.write(") ");
    p.print_region(0, RegionPrintOptions { entry_block_args: false, ..RegionPrintOptions::CUSTOM });
}

/// `toy.repeat (%acc = %x) : i32 { ... }`: an assignment list naming the
/// region's argument, and a body whose `toy.end` may be left out.
fn parse_repeat(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    let (mut args, values) = p.parse_assignment_list()?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    for a in &mut args {
        a.ty = ty;
    }
    let pos = p.position();
    p.resolve_operands(&values, &vec![ty; values.len()], pos, &mut state.operands)?;
    let body = state.add_region();
    p.parse_region(body, &args)?;
    p.ensure_terminator(body, ImplicitTerminator::op("toy.end"));
    Ok(())
}

fn print_repeat(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    p.write(" ");
    let args = p.region_arguments(0);
    p.print_assignment_list(&args, &v.operands());
    p.write(" : ");
    p.print_type_list(&v.operand_types()[..1]);
    p.write(" ");
    let terminator = !p.can_elide_terminator(0);
    p.print_region(
        0,
        RegionPrintOptions { entry_block_args: false, block_terminators: terminator, ..RegionPrintOptions::CUSTOM },
    );
}

/// `toy.end` or `toy.end %v : i32`.
fn parse_end(p: &mut OpAsmParser<'_>, state: &mut OperationState) -> Result<(), Diagnostic> {
    if let Some(value) = p.parse_optional_operand()? {
        p.parse_colon()?;
        let ty = p.parse_type()?;
        state.operands.push(p.resolve_operand(&value, ty)?);
    }
    Ok(())
}

fn print_end(v: &OpView<'_>, p: &mut OpAsmPrinter<'_>) {
    if let Some(&value) = v.operands().first() {
        p.write(" ");
        p.print_operand(value);
        p.write(" : ");
        p.print_type(v.body.value_type(value));
    }
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.register_dialect(
        Dialect::new("toy")
            .op(OpDef::new("toy.print", Traits::NONE).assembly(OpAssembly::new(parse_print, print_print)))
            .op(OpDef::new("toy.const", Traits::PURE)
                .inherent(&["value"])
                .assembly(OpAssembly::new(parse_const, print_const).result_name(|_| Some("v".to_string()))))
            .op(OpDef::new("toy.scope", Traits::NO_TERMINATOR)
                .assembly(OpAssembly::new(parse_scope, print_scope).default_dialect("toy")))
            .op(OpDef::new("toy.repeat", Traits::NONE).assembly(OpAssembly::new(parse_repeat, print_repeat)))
            .op(OpDef::new("toy.end", Traits::TERMINATOR).assembly(OpAssembly::new(parse_end, print_end))),
    );
    ctx
}

fn print(ctx: &Context, text: &str, op_form: OpForm) -> Result<String, String> {
    let owned = parse_source(ctx, ParseOptions { file_name: "t.mlir" }, text).map_err(|d| {
        let (file, line, col) = file_line_col(ctx, d.loc).expect("a located error");
        format!("{file}:{line}:{col}: error: {}", d.message)
    })?;
    Ok(print_owned(ctx, &owned, PrintOptions { op_form, ..PrintOptions::default() }))
}

const INPUT: &str = r#"%x = toy.const ["one"] : i32
toy.scope (%a: i32, %b: i32) {
  %c = const ["two"] : i32
  %d = toy.const ["three"] : i32
  print %a : i32
  toy.print %c {note = "x"} : i32
  "toy.print"(%d) : (i32) -> ()
}
"#;

#[test]
fn a_user_dialect_reads_and_prints_its_custom_forms() {
    let ctx = context();
    let pretty = print(&ctx, INPUT, OpForm::Pretty).expect("parses");
    assert_eq!(
        pretty,
        r#"module {
  %v = toy.const ["one"] : i32
  toy.scope (%arg0: i32, %arg1: i32) {
    %v_0 = const ["two"] : i32
    %v_1 = const ["three"] : i32
    print %arg0 : i32
    print %v_0 {note = "x"} : i32
    print %v_1 : i32
  }
}

"#
    );
    assert_eq!(print(&ctx, &pretty, OpForm::Pretty).expect("reads back"), pretty);
    let generic = print(&ctx, INPUT, OpForm::Generic).expect("parses");
    assert_eq!(print(&ctx, &pretty, OpForm::Generic).expect("reads back"), generic);
    assert!(generic.contains(
        r#""toy.scope"() ({
  ^bb0(%arg0: i32, %arg1: i32):"#
    ));
}

#[test]
fn custom_parser_errors_are_located_with_mlir_wording() {
    let ctx = context();
    let err = |text: &str| print(&ctx, text, OpForm::Generic).expect_err("an error");
    assert_eq!(err("toy.scope (%a: i32) {\n  print %a\n}\n"), "t.mlir:2:11: error: expected ':'");
    assert_eq!(
        err("toy.scope (%a: i32) {\n  print %q : i32\n}\n"),
        "t.mlir:2:9: error: use of undeclared SSA value name"
    );
    assert_eq!(err("toy.scope (i32) {\n}\n"), "t.mlir:1:12: error: custom op 'toy.scope' expected an argument");
    assert_eq!(err("toy.frob\n"), "t.mlir:1:1: error: custom op 'toy.frob' is unknown");
    assert_eq!(
        err("toy.scope () {\n  scope () {\n    return\n  }\n}\n"),
        "t.mlir:3:5: error: custom op 'return' is unknown (tried 'toy.return' as well)"
    );
}

#[test]
fn implicit_terminators_are_added_when_read_and_left_out_when_empty() {
    let ctx = context();
    let input = "%x = toy.const [1] : i32\ntoy.repeat (%a = %x) : i32 {\n  toy.print %a : i32\n}\n\
                 toy.repeat (%b = %x) : i32 {\n  toy.end %b : i32\n}\n";
    let generic = print(&ctx, input, OpForm::Generic).expect("parses");
    assert!(generic.contains("\"toy.print\"(%arg1) : (i32) -> ()\n    \"toy.end\"() : () -> ()\n"), "{generic}");
    let pretty = print(&ctx, input, OpForm::Pretty).expect("parses");
    assert_eq!(
        pretty,
        r#"module {
  %v = toy.const [1] : i32
  toy.repeat (%arg0 = %v) : i32 {
    toy.print %arg0 : i32
  }
  toy.repeat (%arg0 = %v) : i32 {
    toy.end %arg0 : i32
  }
}

"#
    );
    assert_eq!(print(&ctx, &pretty, OpForm::Pretty).expect("reads back"), pretty);
}

#[test]
fn an_op_without_a_default_dialect_gives_its_regions_none() {
    let ctx = context();
    let err =
        print(&ctx, "%x = toy.const [1] : i32\ntoy.repeat (%a = %x) : i32 {\n  print %a : i32\n}\n", OpForm::Generic)
            .expect_err("an error");
    assert_eq!(err, "t.mlir:3:3: error: Dialect `' not found for custom op 'print'  (tried '.print' as well)");
}

#[test]
fn regions_read_by_custom_parsers_count_towards_the_nesting_limit() {
    let ctx = context();
    let depth = MAX_NESTING_DEPTH as usize + 1;
    let text = "toy.scope () {\n".repeat(depth) + &"}\n".repeat(depth);
    let err = print(&ctx, &text, OpForm::Generic).expect_err("too deep");
    assert!(err.contains("nesting too deep"), "{err}");
}
