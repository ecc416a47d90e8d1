//! Tests of the format parser: good formats of MLIR ops parse to the
//! expected AST; bad formats give `mlir-tblgen` 22's message at its offset.
//!
//! The tables of cases are `passgen/tests/format_oracle/*.txt`: a format per
//! line and what `mlir-tblgen-22` says of it on a `.td` file declaring the
//! same op or type (`OK`, or `OFFSET|MESSAGE`: its first error and the byte
//! offset its caret points at). `passgen/tests/format_oracle/regen.sh`
//! remakes them from the `.td` templates beside them; the test's op or
//! parameters are those templates' in our model.

use super::*;
use crate::dialect::model::*;

fn value(name: &str, constraint: &str, arity: Arity) -> ValueSpec {
    ValueSpec::new(name, TypeConstraintRef::Builtin(constraint.into()), arity)
}

fn attr(name: &str, constraint: &str, optional: bool, default: Option<AttrDefault>) -> OpAttrSpec {
    attr_of(name, AttrConstraintRef::Builtin(constraint.into()), optional, default)
}

/// A required attribute holding an attribute or enum of the dialect
/// (`arith.overflow`).
fn dialect_attr(name: &str, attribute: &str, default: Option<AttrDefault>) -> OpAttrSpec {
    attr_of(name, AttrConstraintRef::DialectAttr(attribute.into()), false, default)
}

fn attr_of(name: &str, constraint: AttrConstraintRef, optional: bool, default: Option<AttrDefault>) -> OpAttrSpec {
    OpAttrSpec { name: name.into(), constraint, default, optional, description: String::new() }
}

fn region(name: &str, variadic: bool) -> RegionSpec {
    RegionSpec { name: name.into(), single_block: false, variadic, description: String::new() }
}

fn successor(name: &str, variadic: bool) -> SuccessorSpec {
    SuccessorSpec { name: name.into(), variadic, description: String::new() }
}

fn op(name: &str) -> OpSpec {
    OpSpec { name: name.into(), ..OpSpec::default() }
}

fn simple(names: &[&str]) -> Vec<TraitSpec> {
    names.iter().map(|n| TraitSpec::Simple(n.to_string())).collect()
}

/// A `cf` branch: a terminator whose `selector` operand picks one of its
/// destinations, then the variadic groups of operands `forwarded` to them.
fn cf_branch(name: &str, selector: ValueSpec, forwarded: [&str; 2]) -> OpSpec {
    let mut o = op(name);
    o.traits = simple(&["AttrSizedOperandSegments", "Pure", "Terminator"]);
    o.operands = vec![selector];
    o.operands.extend(forwarded.map(|group| value(group, "AnyType", Arity::Variadic)));
    o
}

/// `OK`, or `OFFSET|MESSAGE`, as the tables write outcomes.
fn outcome(result: Result<Format, Vec<FormatError>>) -> String {
    match result {
        Ok(_) => "OK".into(),
        Err(errors) => {
            let e = &errors[0];
            format!("{}|{}", e.offset, e.message)
        }
    }
}

/// The lines of a case table, split at tabs.
fn table(text: &str) -> Vec<Vec<&str>> {
    text.lines().filter(|l| !l.is_empty()).map(|l| l.split('\t').collect()).collect()
}

fn check_table(text: &str, parse: impl Fn(&str) -> Result<Format, Vec<FormatError>>) {
    let rows = table(text);
    assert!(rows.len() > 10, "the case table is missing");
    let mut failures = Vec::new();
    for row in &rows {
        let [format, expected] = row[..] else { panic!("not `format<TAB>expected`: {row:?}") };
        let got = outcome(parse(format));
        if got != expected {
            failures.push(format!("format: {format}\n  mlir-tblgen: {expected}\n  ours:        {got}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), rows.len(), failures.join("\n"));
}

/// The op of `format_oracle/op.txt`, as `format_oracle/op.td` declares it:
///
/// ```text
/// def A : T_Op<"a", [AttrSizedOperandSegments]> {
///   let arguments = (ins AnyType:$lhs, I32:$rhs, Optional<AnyType>:$opt, Variadic<AnyType>:$vs,
///      I64Attr:$n, OptionalAttr<I64Attr>:$o, UnitAttr:$u, AnyAttr:$any, DefaultValuedAttr<I64Attr, "1">:$d);
///   let results = (outs AnyType:$res, Index:$idx);
///   let regions = (region AnyRegion:$body, VariadicRegion<AnyRegion>:$more);
///   let successors = (successor AnySuccessor:$dest);
///   let assemblyFormat = FMT;
/// }
/// ```
fn everything_op() -> OpSpec {
    let mut o = op("t.a");
    o.traits = simple(&["AttrSizedOperandSegments"]);
    o.operands = vec![
        value("lhs", "AnyType", Arity::Single),
        value("rhs", "I32", Arity::Single),
        value("opt", "AnyType", Arity::Optional),
        value("vs", "AnyType", Arity::Variadic),
    ];
    o.attributes = vec![
        attr("n", "I64Attr", false, None),
        attr("o", "I64Attr", true, None),
        // Not marked optional: MLIR's UnitAttr is optional by itself.
        attr("u", "UnitAttr", false, None),
        attr("any", "AnyAttr", false, None),
        attr("d", "I64Attr", false, Some(AttrDefault::Int(1))),
    ];
    o.results = vec![value("res", "AnyType", Arity::Single), value("idx", "Index", Arity::Single)];
    o.regions = vec![region("body", false), region("more", true)];
    o.successors = vec![successor("dest", false)];
    o
}

#[test]
fn op_formats_are_checked_as_mlir_tblgen_checks_them() {
    let o = everything_op();
    check_table(include_str!("../../tests/format_oracle/op.txt"), |f| parse_op_format(f, &o));
}

/// The ops of `format_oracle/inference.txt`, one per trait that lets a type
/// be left out, as `format_oracle/inference.td` declares them:
///
/// ```text
/// def A : T_Op<"a", [TRAIT]> {
///   let arguments = (ins AnyType:$a, AnyType:$b);
///   let results = (outs AnyType:$r);
///   let assemblyFormat = FMT;
/// }
/// ```
///
/// with TRAIT `SameOperandsAndResultType` ("same"), `SameTypeOperands`
/// ("sameops"), `AllTypesMatch<["a", "r"]>` ("atm"),
/// `TypesMatchWith<"r is a", "a", "r", "$_self">` ("tmw"),
/// `DeclareOpInterfaceMethods<InferTypeOpInterface>` ("infer") or nothing
/// ("none").
fn inference_op(variant: &str) -> OpSpec {
    let mut o = op("t.a");
    o.operands = vec![value("a", "AnyType", Arity::Single), value("b", "AnyType", Arity::Single)];
    o.results = vec![value("r", "AnyType", Arity::Single)];
    match variant {
        "same" => o.traits = simple(&["SameOperandsAndResultType"]),
        "sameops" => o.traits = simple(&["SameTypeOperands"]),
        "atm" => o.traits = vec![TraitSpec::AllTypesMatch(vec!["a".into(), "r".into()])],
        "tmw" => {
            o.traits = vec![TraitSpec::TypesMatchWith {
                from: "a".into(),
                to: "r".into(),
                transform: "identity".into(),
                summary: "r is a".into(),
            }]
        }
        "infer" => o.interfaces = vec!["InferTypeOpInterface".into()],
        _ => {}
    }
    o
}

#[test]
fn types_left_out_of_op_formats_are_inferred_from_traits_as_mlir_tblgen_does() {
    let rows = table(include_str!("../../tests/format_oracle/inference.txt"));
    assert!(rows.len() > 10, "the case table is missing");
    let mut failures = Vec::new();
    for row in &rows {
        let [variant, format, expected] = row[..] else { panic!("not `variant<TAB>format<TAB>expected`: {row:?}") };
        let got = outcome(parse_op_format(format, &inference_op(variant)));
        if got != expected {
            failures.push(format!("{variant}: {format}\n  mlir-tblgen: {expected}\n  ours:        {got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The parameters of `format_oracle/params.txt`, as `format_oracle/params.td`
/// declares them:
///
/// ```text
/// def T_NumType : TypeDef<T_Dialect, "Num"> {
///   let mnemonic = "num";
///   let parameters = (ins "unsigned":$width, "Type":$elem, OptionalParameter<"unsigned">:$opt);
///   let assemblyFormat = FMT;
/// }
/// ```
///
/// (checked with `mlir-tblgen-22 -gen-typedef-defs`).
fn num_params() -> Vec<ParamSpec> {
    let param = |name: &str, ty: ParamType, optional: bool| ParamSpec {
        name: name.into(),
        ty,
        description: String::new(),
        optional,
    };
    vec![
        param("width", ParamType::UInt(32), false),
        param("elem", ParamType::Type, false),
        param("opt", ParamType::UInt(32), true),
    ]
}

#[test]
fn parameter_formats_are_checked_as_mlir_tblgen_checks_them() {
    let params = num_params();
    check_table(include_str!("../../tests/format_oracle/params.txt"), |f| parse_param_format(f, "T_NumType", &params));
}

// ---------------------------------------------------------------------------
// Formats of MLIR's own ops parse to the expected AST.

fn var(name: &str) -> Element {
    Element::Variable(name.into())
}

fn lit(text: &str) -> Element {
    Element::Literal(text.into())
}

fn ty(e: Element) -> Element {
    Element::Type(Box::new(e))
}

fn optional(then: Vec<Element>, anchor: usize) -> Element {
    Element::Optional { then, otherwise: Vec::new(), anchor, inverted: false }
}

const ATTR_DICT: Element = Element::AttrDict { with_keyword: false };

fn parse_ok(format: &str, op: &OpSpec) -> Vec<Element> {
    match parse_op_format(format, op) {
        Ok(f) => f.elements,
        Err(e) => panic!("{format}: {e:?}"),
    }
}

#[test]
fn arith_addi_format() {
    let mut o = op("arith.addi");
    o.traits = simple(&["Pure", "Commutative", "SameOperandsAndResultType"]);
    o.operands =
        vec![value("lhs", "SignlessIntegerLike", Arity::Single), value("rhs", "SignlessIntegerLike", Arity::Single)];
    o.results = vec![value("result", "SignlessIntegerLike", Arity::Single)];
    o.attributes = vec![dialect_attr("overflowFlags", "arith.overflow", Some(AttrDefault::String("none".into())))];
    let format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)?\n   attr-dict `:` type($result)";
    assert_eq!(
        parse_ok(format, &o),
        vec![
            var("lhs"),
            lit(","),
            var("rhs"),
            optional(vec![lit("overflow"), Element::Space(false), var("overflowFlags")], 2),
            ATTR_DICT,
            lit(":"),
            ty(var("result")),
        ]
    );
    // Without the trait nothing gives the operand types.
    o.traits = simple(&["Pure", "Commutative"]);
    let e = parse_op_format(format, &o).unwrap_err();
    assert_eq!(
        e[0].message,
        "type of operand #0, named 'lhs', is not buildable and a buildable type cannot be inferred"
    );
    assert_eq!(
        e[0].note.as_deref(),
        Some("suggest adding a type constraint to the operation or adding a 'type($lhs)' directive to the custom assembly format")
    );
}

#[test]
fn arith_cmpi_format_infers_the_result_type_with_types_match_with() {
    let mut o = op("arith.cmpi");
    o.traits = vec![
        TraitSpec::Simple("Pure".into()),
        TraitSpec::Simple("SameTypeOperands".into()),
        TraitSpec::TypesMatchWith {
            from: "lhs".into(),
            to: "result".into(),
            transform: "i1_same_shape".into(),
            summary: "result type has i1 element type and same shape as operands".into(),
        },
    ];
    o.operands =
        vec![value("lhs", "SignlessIntegerLike", Arity::Single), value("rhs", "SignlessIntegerLike", Arity::Single)];
    o.results = vec![value("result", "BoolLike", Arity::Single)];
    o.attributes = vec![dialect_attr("predicate", "arith.cmpi_predicate", None)];
    assert_eq!(
        parse_ok("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)", &o),
        vec![var("predicate"), lit(","), var("lhs"), lit(","), var("rhs"), ATTR_DICT, lit(":"), ty(var("lhs"))]
    );
}

#[test]
fn cf_cond_br_format_with_successors_and_optional_operand_groups() {
    let selector = value("condition", "I1", Arity::Single);
    let mut o = cf_branch("cf.cond_br", selector, ["trueDestOperands", "falseDestOperands"]);
    o.attributes = vec![attr("branch_weights", "DenseI32ArrayAttr", true, None)];
    o.successors = vec![successor("trueDest", false), successor("falseDest", false)];
    let format = "$condition (`weights` `(` $branch_weights^ `)` )? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict";
    let operands = |name: &str| optional(vec![lit("("), var(name), lit(":"), ty(var(name)), lit(")")], 1);
    assert_eq!(
        parse_ok(format, &o),
        vec![
            var("condition"),
            optional(vec![lit("weights"), lit("("), var("branch_weights"), lit(")")], 2),
            lit(","),
            var("trueDest"),
            operands("trueDestOperands"),
            lit(","),
            var("falseDest"),
            operands("falseDestOperands"),
            ATTR_DICT,
        ]
    );
    // A successor inside the optional group is refused.
    let e = parse_op_format("$condition `,` ($trueDest^)? `,` $falseDest attr-dict", &o).unwrap_err();
    assert_eq!(
        (e[0].offset, e[0].message.as_str()),
        (15, "only literals, types, and variables can be used within an optional group")
    );
}

#[test]
fn cf_switch_format_with_a_custom_directive_refs_and_a_newline() {
    let selector = value("flag", "AnySignlessInteger", Arity::Single);
    let mut o = cf_branch("cf.switch", selector, ["defaultOperands", "caseOperands"]);
    o.attributes = vec![
        attr("case_values", "AnyIntElementsAttr", true, None),
        attr("case_operand_segments", "DenseI32ArrayAttr", false, None),
    ];
    o.successors = vec![successor("defaultDestination", false), successor("caseDestinations", true)];
    let format = "$flag `:` type($flag) `,` `[` `\\n`
      custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
   `]`
    attr-dict";
    assert_eq!(
        parse_ok(format, &o),
        vec![
            var("flag"),
            lit(":"),
            ty(var("flag")),
            lit(","),
            lit("["),
            Element::Newline,
            Element::Custom {
                name: "SwitchOpCases".into(),
                args: vec![
                    Element::Ref(Box::new(ty(var("flag")))),
                    var("defaultDestination"),
                    var("defaultOperands"),
                    ty(var("defaultOperands")),
                    var("case_values"),
                    var("caseDestinations"),
                    var("caseOperands"),
                    ty(var("caseOperands")),
                ],
            },
            lit("]"),
            ATTR_DICT,
        ]
    );
}

#[test]
fn func_call_format_with_functional_type() {
    let mut o = op("func.call");
    o.operands = vec![value("operands", "AnyType", Arity::Variadic)];
    o.results = vec![value("results", "AnyType", Arity::Variadic)];
    o.attributes = vec![attr("callee", "FlatSymbolRefAttr", false, None)];
    assert_eq!(
        parse_ok("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)", &o),
        vec![
            var("callee"),
            lit("("),
            var("operands"),
            lit(")"),
            ATTR_DICT,
            lit(":"),
            Element::FunctionalType(Box::new(var("operands")), Box::new(Element::Results)),
        ]
    );
}

#[test]
fn memref_load_format_builds_index_types_and_infers_the_result() {
    let mut o = op("memref.load");
    o.traits = vec![TraitSpec::TypesMatchWith {
        from: "memref".into(),
        to: "result".into(),
        transform: "element_type".into(),
        summary: "result type matches element type of 'memref'".into(),
    }];
    o.operands = vec![value("memref", "AnyMemRef", Arity::Single), value("indices", "Index", Arity::Variadic)];
    o.results = vec![value("result", "AnyType", Arity::Single)];
    o.attributes = vec![
        attr("nontemporal", "BoolAttr", false, Some(AttrDefault::Bool(false))),
        attr("alignment", "I64Attr", true, None),
    ];
    assert_eq!(
        parse_ok("$memref `[` $indices `]` attr-dict `:` type($memref)", &o),
        vec![var("memref"), lit("["), var("indices"), lit("]"), ATTR_DICT, lit(":"), ty(var("memref"))]
    );
}

#[test]
fn scf_yield_and_execute_region_formats() {
    let mut yield_op = op("scf.yield");
    yield_op.traits = simple(&["Pure", "ReturnLike", "Terminator"]);
    yield_op.operands = vec![value("results", "AnyType", Arity::Variadic)];
    assert_eq!(
        parse_ok("attr-dict ($results^ `:` type($results))?", &yield_op),
        vec![ATTR_DICT, optional(vec![var("results"), lit(":"), ty(var("results"))], 0)]
    );

    let mut region_op = op("scf.execute_region");
    region_op.results = vec![value("results", "AnyType", Arity::Variadic)];
    region_op.attributes = vec![attr("no_inline", "UnitAttr", false, None)];
    region_op.regions = vec![region("region", false)];
    assert_eq!(
        parse_ok("(`->` type($results)^)? (`no_inline` $no_inline^)? $region attr-dict", &region_op),
        vec![
            optional(vec![lit("->"), ty(var("results"))], 1),
            optional(vec![lit("no_inline"), var("no_inline")], 1),
            var("region"),
            ATTR_DICT,
        ]
    );
}

#[test]
fn else_groups_and_inverted_anchors() {
    let mut o = op("t.a");
    o.attributes = vec![attr("u", "UnitAttr", false, None)];
    assert_eq!(
        parse_ok("(`x`) : (`y` $u^)? attr-dict", &o),
        vec![
            Element::Optional { then: vec![lit("x")], otherwise: vec![lit("y"), var("u")], anchor: 1, inverted: true },
            ATTR_DICT
        ]
    );
    assert_eq!(
        parse_ok("(` ` `x` $u^) : (`y`)? attr-dict", &o),
        vec![
            Element::Optional {
                then: vec![Element::Space(true), lit("x"), var("u")],
                otherwise: vec![lit("y")],
                anchor: 2,
                inverted: false
            },
            ATTR_DICT
        ]
    );
}

#[test]
fn oilist_and_prop_dict() {
    let mut o = op("t.a");
    o.operands = vec![value("lbs", "Index", Arity::Variadic)];
    o.attributes = vec![attr("nowait", "UnitAttr", false, None), attr("tag", "I64Attr", true, None)];
    assert_eq!(
        parse_ok("oilist(`nowait` $nowait | `lower` `(` $lbs `)` | `tag` `=` $tag) prop-dict attr-dict", &o),
        vec![
            Element::Oilist(vec![
                OilistClause { keyword: "nowait".into(), elements: vec![var("nowait")] },
                OilistClause { keyword: "lower".into(), elements: vec![lit("("), var("lbs"), lit(")")] },
                OilistClause { keyword: "tag".into(), elements: vec![lit("="), var("tag")] },
            ]),
            Element::PropDict,
            ATTR_DICT,
        ]
    );
}

#[test]
fn parameter_formats_parse_to_the_expected_ast() {
    let params = num_params();
    let parse = |f: &str| parse_param_format(f, "NumType", &params).unwrap().elements;
    assert_eq!(
        parse("`<` $width `,` qualified($elem) (`,` $opt^)? `>`"),
        vec![
            lit("<"),
            var("width"),
            lit(","),
            Element::Qualified(Box::new(var("elem"))),
            optional(vec![lit(","), var("opt")], 1),
            lit(">"),
        ]
    );
    assert_eq!(parse("`<` struct(params) `>`"), vec![lit("<"), Element::Struct(vec![Element::Params]), lit(">")]);
    assert_eq!(parse("`<` params `>`"), vec![lit("<"), Element::Params, lit(">")],);
    assert_eq!(
        parse("`<` $width `,` custom<Elem>($elem, ref($width), \"ctx\") `>`"),
        vec![
            lit("<"),
            var("width"),
            lit(","),
            Element::Custom {
                name: "Elem".into(),
                args: vec![var("elem"), Element::Ref(Box::new(var("width"))), Element::Str("ctx".into())]
            },
            lit(">"),
        ]
    );
}

#[test]
fn errors_point_at_character_boundaries_of_non_ascii_input() {
    let o = op("t.a");
    let e = parse_op_format("attr-dict é", &o).unwrap_err();
    assert_eq!((e[0].offset, e[0].message.as_str()), (10, "unexpected character"));
    let e = parse_op_format("", &o).unwrap_err();
    assert_eq!((e[0].offset, e[0].message.as_str()), (0, "'attr-dict' directive not found in custom assembly format"));
    let e = parse_op_format("  attr-dict attr-dict", &o).unwrap_err();
    assert_eq!((e[0].offset, e[0].message.as_str()), (12, "'attr-dict' directive has already been seen"));
    let e = parse_op_format("  `x`", &o).unwrap_err();
    assert_eq!(e[0].offset, 2, "whole-format errors point at the first token");
}

proptest::proptest! {
    /// Any sequence of format tokens (and stray characters) gives a format
    /// or an error inside the text, never a panic.
    #[test]
    fn no_input_panics(parts in proptest::collection::vec(proptest::sample::select(vec![
        "$lhs", "$rhs", "$opt", "$vs", "$n", "$o", "$u", "$res", "$body", "$more", "$dest", "$width", "$elem",
        "`x`", "`,`", "``", "` `", "`\\n`", "`", "\"s\"", "\"", "(", ")", "^", "?", ":", ",", "<", ">", "|", "=",
        "attr-dict", "attr-dict-with-keyword", "prop-dict", "type", "qualified", "functional-type", "operands",
        "results", "regions", "successors", "custom", "ref", "oilist", "params", "struct", "Foo", "$", "#", "é",
    ]), 0..24)) {
        let text = parts.join(" ");
        let o = everything_op();
        if let Err(e) = parse_op_format(&text, &o) {
            proptest::prop_assert!(e[0].offset <= text.len() && text.is_char_boundary(e[0].offset));
        }
        if let Err(e) = parse_param_format(&text, "NumType", &num_params()) {
            proptest::prop_assert!(e[0].offset <= text.len() && text.is_char_boundary(e[0].offset));
        }
    }
}
