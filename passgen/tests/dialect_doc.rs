//! The dialect docs compared with `mlir-tblgen-22 -gen-dialect-doc`'s on
//! the same dialect: `tests/dialect_doc/calc.td` is the `calc` test dialect
//! in ODS, `tests/dialect_doc/calc.md` what `mlir-tblgen` writes for it
//! (`tests/dialect_doc/regen.sh` regenerates it), and [`calc`] the same
//! dialect built as a `DialectSpec` by hand; likewise `minimal.td` and
//! [`minimal`].
//!
//! The comparison is exact after [`normalise`] rewrites the golden where our
//! model names or arranges things differently, each rewrite listed there
//! with its reason (the same list is in `passgen::dialect::doc`'s rustdoc).

use std::path::Path;

use passgen::dialect::doc::{generate_dialect_html, generate_dialect_markdown};
use passgen::dialect::*;

fn value(name: &str, constraint: &str, arity: Arity) -> ValueSpec {
    ValueSpec::new(name, TypeConstraintRef::Builtin(constraint.into()), arity)
}

fn attr(name: &str, constraint: AttrConstraintRef, optional: bool, default: Option<AttrDefault>) -> OpAttrSpec {
    OpAttrSpec { name: name.into(), constraint, default, optional, description: String::new() }
}

fn builtin(name: &str) -> AttrConstraintRef {
    AttrConstraintRef::Builtin(name.into())
}

fn simple(names: &[&str]) -> Vec<TraitSpec> {
    names.iter().map(|n| TraitSpec::Simple(n.to_string())).collect()
}

fn op(mnemonic: &str, rust_name: &str, summary: &str) -> OpSpec {
    OpSpec {
        name: format!("calc.{mnemonic}"),
        rust_name: rust_name.into(),
        summary: summary.into(),
        ..OpSpec::default()
    }
}

fn param(name: &str, ty: ParamType, description: &str) -> ParamSpec {
    ParamSpec { name: name.into(), ty, description: description.into(), optional: false }
}

fn case(name: &str, rust_name: &str, value: i64) -> EnumCaseSpec {
    EnumCaseSpec { name: name.into(), value, rust_name: rust_name.into(), summary: String::new() }
}

/// `calc.td`, as a spec would give it. Descriptions are indented as in the
/// `.td` file: both generators remove the common indentation.
fn calc() -> DialectSpec {
    let mut add = op("add", "AddOp", "Adds two numbers");
    add.description = "
    Adds `lhs` and `rhs`, wrapping around.

    # Example

    ```mlir
    %sum = calc.add %a, %b : i32
    ```

    ## Overflow

    The result wraps around.
  "
    .into();
    add.traits = simple(&["Pure", "Commutative", "SameOperandsAndResultType"]);
    add.operands =
        vec![value("lhs", "SignlessIntegerLike", Arity::Single), value("rhs", "SignlessIntegerLike", Arity::Single)];
    add.results = vec![value("result", "SignlessIntegerLike", Arity::Single)];
    add.format = Some("$lhs `,` $rhs attr-dict `:` type($result)".into());

    let mut branch = op("branch", "BranchOp", "Branches on a condition");
    branch.traits = simple(&["Terminator"]);
    branch.operands = vec![value("condition", "I1", Arity::Single), value("args", "AnyType", Arity::Variadic)];
    branch.successors = vec![
        SuccessorSpec { name: "then".into(), variadic: false, description: String::new() },
        SuccessorSpec { name: "others".into(), variadic: true, description: String::new() },
    ];
    branch.format = Some(
        "
    $condition `,` $then `,` $others (`(` $args^ `:` type($args) `)`)?
    attr-dict
  "
        .into(),
    );

    let mut mix = op("mix", "MixOp", "Mixes two groups of numbers");
    mix.description = "Mixes `lhs` into `rhs`, scaled by `scale` when given.".into();
    mix.traits = simple(&["AttrSizedOperandSegments"]);
    mix.operands = vec![
        value("lhs", "I32", Arity::Variadic),
        value("rhs", "AnyInteger", Arity::Variadic),
        value("scale", "Index", Arity::Optional),
    ];
    mix.results = vec![value("outs", "AnySignlessInteger", Arity::Variadic)];
    mix.format = Some(
        "
    `(` $lhs `)` `(` $rhs `:` type($rhs) `)` (`scale` $scale^)? attr-dict `:` type($outs)
  "
        .into(),
    );

    let mut round = op("round", "RoundOp", "Rounds a number");
    round.traits = simple(&["Pure", "SameOperandsAndResultType"]);
    round.operands = vec![value("value", "F32", Arity::Single)];
    round.attributes = vec![
        attr(
            "mode",
            AttrConstraintRef::DialectAttr("calc.rounding".into()),
            false,
            Some(AttrDefault::String("nearest".into())),
        ),
        attr("digits", builtin("I64Attr"), true, None),
        attr("exact", builtin("UnitAttr"), false, None),
        attr("bits", builtin("I32Attr"), false, Some(AttrDefault::Int(4))),
        attr("range", AttrConstraintRef::DialectAttr("calc.range".into()), true, None),
        attr("label", builtin("StrAttr"), false, None),
    ];
    round.results = vec![value("result", "F32", Arity::Single)];

    let mut scope = op("scope", "ScopeOp", "A scope of its own");
    scope.description = "
    Holds a single-block `body` and any number of `handlers`.

    ### Blocks

    `body` has one block.
  "
    .into();
    scope.traits = simple(&["IsolatedFromAbove", "NoTerminator"]);
    scope.regions = vec![
        RegionSpec { name: "body".into(), single_block: true, variadic: false, description: String::new() },
        RegionSpec { name: "handlers".into(), single_block: false, variadic: true, description: String::new() },
    ];
    scope.format = Some("$body `handlers` $handlers attr-dict-with-keyword".into());

    let mut loop_op = op("loop", "LoopOp", "Loops");
    loop_op.traits = vec![TraitSpec::SingleBlockImplicitTerminator("calc.yield".into())];
    loop_op.interfaces = vec!["DeclareOpInterfaceMethods<LoopLikeOpInterface>".into()];
    loop_op.attributes = vec![
        attr("kind", AttrConstraintRef::DialectAttr("calc.loop_kind".into()), false, None),
        attr("flags", AttrConstraintRef::DialectAttr("calc.flags".into()), true, None),
    ];
    loop_op.regions =
        vec![RegionSpec { name: "body".into(), single_block: true, variadic: false, description: String::new() }];
    loop_op.format = Some("$kind ($flags^)? $body attr-dict".into());

    let mut yield_op = op("yield", "YieldOp", "Ends a loop body");
    yield_op.traits = simple(&["Pure", "ReturnLike", "Terminator"]);
    yield_op.traits.push(TraitSpec::HasParent(vec!["calc.loop".into()]));
    yield_op.operands = vec![value("values", "AnyType", Arity::Variadic)];
    yield_op.format = Some("attr-dict ($values^ `:` type($values))?".into());

    DialectSpec {
        name: "calc".into(),
        summary: "A calculator".into(),
        description: "
    The `calc` dialect computes with numbers of any width.

    # Numbers

    A number is a `!calc.num<width>`.
  "
        .into(),
        constraints: Vec::new(),
        types: vec![
            TypeSpec {
                name: "calc.num".into(),
                rust_name: "NumType".into(),
                summary: "A number".into(),
                description: "\n    A number of `width` bits.\n  ".into(),
                parameters: vec![param("width", ParamType::UInt(32), "the width in bits")],
                format: Some("`<` $width `>`".into()),
                verifier: false,
                rust_attributes: Vec::new(),
            },
            TypeSpec {
                name: "calc.token".into(),
                rust_name: "TokenType".into(),
                summary: "An ordering token".into(),
                description: String::new(),
                parameters: Vec::new(),
                format: None,
                verifier: false,
                rust_attributes: Vec::new(),
            },
        ],
        attributes: vec![
            AttrSpec {
                name: "calc.flags".into(),
                rust_name: "Flags".into(),
                summary: "Arithmetic flags".into(),
                description: String::new(),
                kind: AttrDefKind::BitEnum {
                    cases: vec![case("none", "None", 0), case("fast", "Fast", 1), case("exact", "Exact", 2)],
                    separator: ", ".into(),
                },
                rust_attributes: Vec::new(),
                cpp_name: None,
                one_of_subject: None,
            },
            AttrSpec {
                name: "calc.loop_kind".into(),
                rust_name: "LoopKind".into(),
                summary: String::new(),
                description: String::new(),
                kind: AttrDefKind::IntEnum {
                    width: 64,
                    cases: vec![case("serial", "Serial", 0), case("parallel", "Parallel", 1)],
                },
                rust_attributes: Vec::new(),
                cpp_name: None,
                one_of_subject: None,
            },
            AttrSpec {
                name: "calc.range".into(),
                rust_name: "RangeAttr".into(),
                summary: "A range of integers".into(),
                description: "\n    From `lo` to `hi`, both included.\n  ".into(),
                kind: AttrDefKind::Parameters {
                    parameters: vec![
                        param("lo", ParamType::Int(64), ""),
                        param("hi", ParamType::Int(64), "the upper bound"),
                    ],
                    format: Some("`<` $lo `,` $hi `>`".into()),
                    verifier: false,
                },
                rust_attributes: Vec::new(),
                cpp_name: None,
                one_of_subject: None,
            },
            AttrSpec {
                name: "calc.rounding".into(),
                rust_name: "Rounding".into(),
                summary: "Rounding mode".into(),
                description: String::new(),
                kind: AttrDefKind::Enum {
                    cases: vec![case("down", "Down", 0), case("up", "Up", 1), case("nearest", "Nearest", 2)],
                },
                rust_attributes: Vec::new(),
                cpp_name: None,
                one_of_subject: None,
            },
        ],
        // Spec order differs from the doc's: ops are sorted by name.
        ops: vec![add, mix, scope, branch, round, yield_op, loop_op],
    }
}

/// Rewrites `mlir-tblgen`'s page where ours differs by design:
///
/// 1. Its banner names `mlir-tblgen`, ours `passgen`.
/// 2. C++ paths of the dialect's classes (`::mlir::calc::RoundingAttr`) are
///    our Rust paths (`calc::RoundingAttr`). Op headings already match:
///    `mlir-tblgen` strips `::mlir::` there.
/// 3. Headings of descriptions are shifted below the heading of what they
///    describe: in the dialect's description `#` becomes `##`; in an op's,
///    type's or attribute's the largest becomes `####`. `mlir-tblgen` copies
///    them unchanged, so that an op's `# Example` would sit at the level of
///    the dialect's title.
///
/// Not rewritten because `calc.td` is written so that they agree: types,
/// attributes and enums are in spec order here and in TableGen record-name
/// order there (`Calc_NumType` < `Calc_TokenType`, `Calc_Flags` <
/// `Calc_LoopKind` < `Calc_Rounding`, ...); enum cases' Rust names are their
/// C++ symbols (`I32EnumAttrCase<"Down", 0, "down">`); the integer enum has
/// no summary, as our model's integer enums are summarised by their cases;
/// `HasParent` and `SingleBlockImplicitTerminator` name ops of the dialect,
/// which rewrite 2 turns into our paths.
fn normalise(golden: &str) -> String {
    let heading_shifts: &[(&str, &str)] = &[
        // The dialect's description.
        ("\n# Numbers\n", "\n## Numbers\n"),
        // calc.add's description.
        ("\n# Example\n", "\n#### Example\n"),
        ("\n## Overflow\n", "\n##### Overflow\n"),
        // calc.scope's description.
        ("\n### Blocks\n", "\n#### Blocks\n"),
    ];
    let mut text = golden
        .replacen("<!-- Autogenerated by mlir-tblgen;", "<!-- Autogenerated by passgen;", 1)
        .replace("::mlir::calc::", "calc::");
    for (theirs, ours) in heading_shifts {
        assert!(text.contains(theirs), "the golden no longer has {theirs:?}");
        text = text.replacen(theirs, ours, 1);
    }
    text
}

fn golden(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dialect_doc").join(name);
    std::fs::read_to_string(path).unwrap()
}

fn assert_same(ours: &str, expected: &str) {
    if ours != expected {
        let first = ours.lines().zip(expected.lines()).position(|(a, b)| a != b);
        panic!(
            "differs from tests/dialect_doc/calc.md (normalised) at line {}:\n--- ours ---\n{ours}\n--- mlir-tblgen ---\n{expected}",
            first.map_or("(one is a prefix of the other)".to_string(), |l| (l + 1).to_string())
        );
    }
}

#[test]
fn dialect_markdown_is_mlir_tblgen_gen_dialect_doc_output() {
    assert_same(&generate_dialect_markdown(&calc()), &normalise(&golden("calc.md")));
}

/// `minimal.td`: no summaries or descriptions anywhere, `params` format.
fn minimal() -> DialectSpec {
    let mut use_op = op("use", "UseOp", "");
    use_op.name = "min.use".into();
    use_op.operands = vec![value("value", "AnyType", Arity::Single)];
    DialectSpec {
        name: "min".into(),
        summary: String::new(),
        description: String::new(),
        constraints: Vec::new(),
        types: vec![TypeSpec {
            name: "min.pair".into(),
            rust_name: "PairType".into(),
            summary: String::new(),
            description: String::new(),
            parameters: vec![
                param("flag", ParamType::Bool, ""),
                param("label", ParamType::String, ""),
                param("elem", ParamType::Type, ""),
            ],
            format: Some("`<` params `>`".into()),
            verifier: false,
            rust_attributes: Vec::new(),
        }],
        attributes: Vec::new(),
        ops: vec![use_op],
    }
}

/// Only the banner differs (rewrite 1 of [`normalise`]).
#[test]
fn minimal_dialect_markdown_is_mlir_tblgen_gen_dialect_doc_output() {
    let expected = golden("minimal.md").replacen("by mlir-tblgen;", "by passgen;", 1);
    assert_same(&generate_dialect_markdown(&minimal()), &expected);
}

#[test]
fn dialect_html_renders_every_section_with_a_table_of_contents() {
    let html = generate_dialect_html(&calc());
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<title>'calc' Dialect</title>"));
    for id in
        ["op-calc.add", "op-calc.scope", "attr-calc.range", "attr-calc.rounding", "type-calc.num", "enum-calc.rounding"]
    {
        assert!(html.contains(&format!("<section id=\"{id}\">")), "no section {id}");
        assert!(html.contains(&format!("<a href=\"#{id}\">")), "no table of contents entry for {id}");
    }
    assert!(html.contains("<li><a href=\"#op-calc.add\"><code>calc.add</code></a>: Adds two numbers</li>"));
    assert!(html.contains("<h4>Example</h4>"), "an op's description headings are below its own");
    assert!(html.contains("<table>"), "Markdown tables are rendered");
    assert!(!html.contains("[TOC]"), "the TOC marker becomes the <nav>");
}

#[test]
fn dialect_docs_are_deterministic() {
    assert_eq!(generate_dialect_markdown(&calc()), generate_dialect_markdown(&calc()));
    assert_eq!(generate_dialect_html(&calc()), generate_dialect_html(&calc()));
}

/// `mlir-tblgen` accepted every format of `calc.td`; so does our parser.
#[test]
fn the_formats_mlir_tblgen_accepted_parse() {
    let spec = calc();
    for op in &spec.ops {
        if let Some(format) = &op.format {
            format::parse_op_format(format, op).unwrap_or_else(|e| panic!("{}: {e:?}", op.name));
        }
    }
    for t in &spec.types {
        if let Some(format) = &t.format {
            format::parse_param_format(format, &t.rust_name, &t.parameters)
                .unwrap_or_else(|e| panic!("{}: {e:?}", t.name));
        }
    }
    for a in &spec.attributes {
        if let AttrDefKind::Parameters { parameters, format: Some(format), .. } = &a.kind {
            format::parse_param_format(format, &a.rust_name, parameters)
                .unwrap_or_else(|e| panic!("{}: {e:?}", a.name));
        }
    }
}
