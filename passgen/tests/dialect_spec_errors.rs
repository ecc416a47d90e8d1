//! Bad dialect specs are rejected with located errors naming what is
//! wrong; a good one loads into the model.

use passgen::dialect::{load_dialect_toml, Arity, AttrConstraintRef, AttrDefault, TraitSpec, TypeConstraintRef};

const HEADER: &str = "[dialect]\nname = \"calc\"\nsummary = \"A calculator\"\n";

/// The errors of a spec made of [`HEADER`] and `rest`, one per line.
fn errors(rest: &str) -> String {
    match load_dialect_toml("calc.toml", &format!("{HEADER}{rest}")) {
        Ok(spec) => panic!("expected errors, got {spec:#?}"),
        Err(e) => e.to_string(),
    }
}

/// An op `calc.add` with a summary, what most bad specs start from.
const ADD: &str = "[[op]]\nname = \"add\"\nsummary = \"Adds\"\n";

/// The errors of the spec made of [`HEADER`] and `rest` start with `start`
/// (the first one, or the start of its message).
#[track_caller]
fn assert_errors_start(rest: &str, start: &str) {
    let e = errors(rest);
    assert!(e.starts_with(start), "{e}");
}

/// The errors of the spec made of [`HEADER`] and `rest` say `part`.
#[track_caller]
fn assert_errors_say(rest: &str, part: &str) {
    let e = errors(rest);
    assert!(e.contains(part), "{e}");
}

#[test]
fn a_good_spec_loads() {
    let spec = load_dialect_toml(
        "calc.toml",
        &format!(
            "{HEADER}
[[type]]
name = \"num\"
summary = \"A number\"
parameters = [{{ name = \"width\", type = \"u32\" }}]

[[attribute]]
name = \"rounding\"
summary = \"Rounding mode\"
kind = \"enum\"
cases = [\"down\", \"up\"]

[[op]]
name = \"add\"
summary = \"Adds\"
traits = [\"Pure\", \"HasParent<calc.block>\", \"AllTypesMatch<lhs, result>\"]

[[op.operand]]
name = \"lhs\"
type = \"calc.num\"

[[op.operand]]
name = \"rest\"
type = \"SignlessIntegerLike\"
variadic = true

[[op.result]]
name = \"result\"
type = \"calc.num\"

[[op.attribute]]
name = \"rounding\"
type = \"calc.rounding\"
default = \"up\"
"
        ),
    )
    .unwrap();
    let op = &spec.ops[0];
    assert_eq!((op.name.as_str(), op.rust_name.as_str()), ("calc.add", "AddOp"));
    assert_eq!(op.operands[0].constraint, TypeConstraintRef::DialectType("calc.num".into()));
    assert_eq!(op.operands[1].constraint, TypeConstraintRef::Builtin("SignlessIntegerLike".into()));
    assert_eq!(op.operands[1].arity, Arity::Variadic);
    assert_eq!(op.traits[1], TraitSpec::HasParent(vec!["calc.block".into()]));
    assert_eq!(op.attributes[0].constraint, AttrConstraintRef::DialectAttr("calc.rounding".into()));
    assert_eq!(op.attributes[0].default, Some(AttrDefault::String("up".into())));
    assert_eq!(spec.types[0].rust_name, "NumType");
    assert_eq!(spec.attributes[0].rust_name, "Rounding");
}

#[test]
fn unknown_constraints_are_located() {
    assert_errors_start(
        &format!("{ADD}[[op.operand]]\nname = \"lhs\"\ntype = \"SignlessIntegerLik\"\n"),
        "calc.toml:9:8: error: unknown type constraint 'SignlessIntegerLik' (a constraint of the library",
    );
    assert_errors_start(
        &format!("{ADD}[[op.attribute]]\nname = \"v\"\ntype = \"calc.nope\"\n"),
        "calc.toml:9:8: error: unknown attribute constraint 'calc.nope'",
    );
}

#[test]
fn a_conversion_error_belongs_to_an_attribute_constraint() {
    assert_errors_start(
        "[[constraint]]\nname = \"Wide\"\nkind = \"type\"\nsummary = \"wide\"\npredicate = \"crate::wide\"\n\
         conversion-error = \"expected storage\"\n",
        "calc.toml:9:20: error: conversion-error is for attribute constraints (properties), not type ones",
    );
    let text = format!(
        "{HEADER}[[constraint]]\nname = \"Flags\"\nkind = \"attribute\"\nsummary = \"flags\"\n\
         predicate = \"crate::is_flags\"\nconversion-error = \"expected FlagsAttr storage\"\n"
    );
    let spec = load_dialect_toml("calc.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(spec.constraints[0].conversion_error.as_deref(), Some("expected FlagsAttr storage"));
}

#[test]
fn unknown_traits_and_interfaces_are_located() {
    assert_errors_start(
        &format!("{ADD}traits = [\"Pure\", \"Comutative\"]\n"),
        "calc.toml:7:19: error: unknown trait 'Comutative' (known: Pure, Commutative, ",
    );
    assert_errors_start(
        &format!("{ADD}interfaces = [\"BranchInterface\"]\n"),
        "calc.toml:7:15: error: unknown interface 'BranchInterface' (known: BranchOpInterface, ",
    );
}

#[test]
fn duplicated_names_are_located_with_the_first() {
    let e = errors(&format!(
        "{ADD}[[op.operand]]\nname = \"lhs\"\ntype = \"I32\"\n[[op.result]]\nname = \"lhs\"\ntype = \"I32\"\n"
    ));
    assert_eq!(e, "calc.toml:11:8: error: duplicate name 'lhs' (first defined at 8:8)");
}

#[test]
fn two_variadic_groups_need_segment_sizes() {
    let e = errors(
        "[[op]]\nname = \"br\"\nsummary = \"Branches\"\n[[op.operand]]\nname = \"a\"\ntype = \"AnyType\"\nvariadic = true\n[[op.operand]]\nname = \"b\"\ntype = \"AnyType\"\noptional = true\n",
    );
    assert_eq!(
        e,
        "calc.toml:4:1: error: op 'calc.br' has more than one variadic or optional operand (a, b): add the trait \
         AttrSizedOperandSegments (or SameVariadicOperandSize)"
    );
}

#[test]
fn an_enum_default_must_be_a_case() {
    let e = errors(
        "[[attribute]]\nname = \"rounding\"\nsummary = \"R\"\nkind = \"enum\"\ncases = [\"down\", \"up\"]\n\
         [[op]]\nname = \"add\"\nsummary = \"Adds\"\n[[op.attribute]]\nname = \"r\"\ntype = \"calc.rounding\"\ndefault = \"sideways\"\n",
    );
    assert_eq!(e, "calc.toml:15:11: error: default 'sideways' is not a case of enum 'calc.rounding' (cases: down, up)");
    let e = errors(
        "[[op]]\nname = \"c\"\nsummary = \"C\"\n[[op.attribute]]\nname = \"v\"\ntype = \"I64Attr\"\ndefault = \"x\"\n",
    );
    assert_eq!(e, "calc.toml:10:11: error: the default of a I64Attr is an integer");
}

#[test]
fn unknown_keys_and_parameter_types_are_errors() {
    assert_errors_start(&format!("{ADD}trait = [\"Pure\"]\n"), "calc.toml:7:1: error: unknown field `trait`");
    assert_errors_start(
        "[[type]]\nname = \"num\"\nsummary = \"N\"\nparameters = [{ name = \"w\", type = \"u33\" }]\n",
        "calc.toml:7:36: error: unknown parameter type 'u33' (expected bool, i8,",
    );
}

#[test]
fn names_and_variadic_regions_are_checked() {
    let e = errors(
        "[[op]]\nname = \"add op\"\nsummary = \"Adds\"\n[[op.region]]\nname = \"a\"\nvariadic = true\n[[op.region]]\nname = \"B\"\n",
    );
    let lines: Vec<&str> = e.lines().collect();
    assert_eq!(
        lines,
        [
            "calc.toml:5:8: error: op name 'add op' is not a valid name (letters, digits, `_` and `.`, starting with a letter)",
            "calc.toml:8:8: error: only the last region of op 'calc.add op' may be variadic",
            "calc.toml:11:8: error: region name 'B' is not a name for an accessor (a lower-case Rust identifier, camelCase allowed)",
        ]
    );
}

#[test]
fn every_error_is_reported_in_file_order() {
    let e = errors("[[op]]\nname = \"a\"\n[[op]]\nname = \"a\"\nsummary = \"A\"\n");
    assert_eq!(
        e,
        "calc.toml:4:1: error: op 'calc.a' has no summary\ncalc.toml:7:8: error: duplicate op 'calc.a' (first defined at 5:8)"
    );
}

#[test]
fn formats_are_checked_where_they_are_written() {
    let e = errors(
        "[[type]]\nname = \"num\"\nsummary = \"N\"\nparameters = [{ name = \"width\", type = \"u32\" }]\n\
         format = \"`<` $widht `>`\"\n\
         [[op]]\nname = \"add\"\nsummary = \"Adds\"\ntraits = [\"SameOperandsAndResultType\"]\n\
         format = \"$lhs `,` $rhsx attr-dict `:` type($result)\"\n\
         [[op.operand]]\nname = \"lhs\"\ntype = \"AnyInteger\"\n\
         [[op.operand]]\nname = \"rhs\"\ntype = \"AnyInteger\"\n\
         [[op.result]]\nname = \"result\"\ntype = \"AnyInteger\"\n",
    );
    let lines: Vec<&str> = e.lines().collect();
    assert_eq!(
        lines,
        [
            "calc.toml:8:15: error: format of 'calc.num': NumType has no parameter named 'widht'",
            "calc.toml:13:20: error: format of op 'calc.add': expected variable to refer to an argument, region, result, or successor",
        ]
    );
}

#[test]
fn a_format_must_name_every_operand() {
    assert_errors_start(
        &format!(
            "{ADD}traits = [\"SameOperandsAndResultType\"]\n\
         format = \"$lhs attr-dict `:` type($result)\"\n\
         [[op.operand]]\nname = \"lhs\"\ntype = \"AnyInteger\"\n\
         [[op.operand]]\nname = \"rhs\"\ntype = \"AnyInteger\"\n\
         [[op.result]]\nname = \"result\"\ntype = \"AnyInteger\"\n"
        ),
        "calc.toml:8:11: error: format of op 'calc.add': operand #1, named 'rhs', not found",
    );
}

#[test]
fn rust_names_are_identifiers_and_unique() {
    // `$` is a word boundary, as `_` is.
    let spec = load_dialect_toml("calc.toml", &format!("{HEADER}[[op]]\nname = \"c$mp\"\nsummary = \"C\"\n")).unwrap();
    assert_eq!(spec.ops[0].rust_name, "CMpOp");
    let e = errors("[[op]]\nname = \"_1\"\nsummary = \"One\"\n");
    assert_eq!(e, "calc.toml:5:8: error: 'calc._1' gives no Rust name (`1Op` is not an identifier): add a `rust-name`");
    let e = errors("[[op]]\nname = \"a_b\"\nsummary = \"A\"\n[[op]]\nname = \"a.b\"\nsummary = \"B\"\n");
    assert_eq!(
        e,
        "calc.toml:8:8: error: 'calc.a.b' has the Rust name `ABOp` of 'calc.a_b' (defined at 5:8): give one of them a \
         `rust-name`"
    );
    let e = errors(
        "[[type]]\nname = \"n\"\nsummary = \"N\"\nrust-name = \"Thing\"\n[[op]]\nname = \"t\"\nsummary = \"T\"\nrust-name = \"Thing\"\n",
    );
    assert_eq!(
        e,
        "calc.toml:11:13: error: 'calc.t' has the Rust name `Thing` of 'calc.n' (defined at 7:13): give one of them a \
         `rust-name`"
    );
    let e = errors("[[attribute]]\nname = \"r\"\nsummary = \"R\"\nkind = \"enum\"\ncases = [\"a-b\", \"a_b\"]\n");
    assert_eq!(e, "calc.toml:8:17: error: case 'a_b' has the Rust name `AB` of case 'a-b': give one a `rust-name`");
}

#[test]
fn a_summary_is_one_line_whatever_ends_its_lines() {
    let e = errors("[[op]]\nname = \"add\"\nsummary = \"Adds\\rtwo\"\n");
    assert_eq!(e, "calc.toml:6:11: error: the summary of op 'calc.add' is one line");
}

/// `cf.switch`'s operands: a flag, then variadic groups split by
/// `segments` (ODS's `VariadicOfVariadic`).
const SWITCH: &str = "[[op]]\nname = \"switch\"\nsummary = \"Switches\"\ntraits = [\"AttrSizedOperandSegments\"]
[[op.operand]]\nname = \"flag\"\ntype = \"AnyInteger\"
[[op.operand]]\nname = \"caseOperands\"\ntype = \"AnyType\"\nvariadic = true\nsegments = \"sizes\"
";

#[test]
fn segments_split_a_variadic_operand_group_by_an_attribute() {
    let spec = load_dialect_toml(
        "calc.toml",
        &format!("{HEADER}{SWITCH}[[op.attribute]]\nname = \"sizes\"\ntype = \"DenseI32ArrayAttr\"\n"),
    )
    .unwrap();
    let operands = &spec.ops[0].operands;
    assert_eq!((operands[0].segments.as_deref(), operands[1].segments.as_deref()), (None, Some("sizes")));
    assert_eq!(spec.value_summary(&operands[1]), "variadic of variadic of any type");
    let rust = passgen::dialect::rust::generate_dialect_rust(&spec, &Default::default());
    assert!(rust.contains("arity: ::pass_runtime::ods::Arity::VariadicOfVariadic(\"sizes\")"), "{rust}");
    // The builder takes the groups and fills in their sizes.
    assert!(
        rust.contains("flag: ::pass_runtime::ir::ValueId, case_operands: &[&[::pass_runtime::ir::ValueId]]) -> Self"),
        "{rust}"
    );
    assert!(rust.contains("(\"sizes\", <::pass_runtime::ods::constraints::DenseI32ArrayAttr as ::pass_runtime::ods::AttrConstraint>::attribute(ods_ctx, &case_operands.iter().map(|g| g.len() as i128)"), "{rust}");
}

#[test]
fn segments_must_name_a_required_dense_i32_array_attribute_of_a_variadic_operand() {
    assert_eq!(errors(SWITCH), "calc.toml:15:12: error: `segments` names no attribute of the op: 'sizes'",);
    assert_eq!(
        errors(&format!("{SWITCH}[[op.attribute]]\nname = \"sizes\"\ntype = \"I32ArrayAttr\"\n")),
        "calc.toml:15:12: error: the `segments` attribute 'sizes' must be a required DenseI32ArrayAttr",
    );
    assert_eq!(
        errors(&format!("{SWITCH}[[op.attribute]]\nname = \"sizes\"\ntype = \"DenseI32ArrayAttr\"\noptional = true\n")),
        "calc.toml:15:12: error: the `segments` attribute 'sizes' must be a required DenseI32ArrayAttr",
    );
    let not_variadic = SWITCH.replace("variadic = true\n", "");
    assert_eq!(
        errors(&format!("{not_variadic}[[op.attribute]]\nname = \"sizes\"\ntype = \"DenseI32ArrayAttr\"\n")),
        "calc.toml:14:12: error: operand 'caseOperands' has `segments` but is not variadic",
    );
    let result = "[[op]]\nname = \"f\"\nsummary = \"F\"\n[[op.result]]\nname = \"r\"\ntype = \"AnyType\"\nvariadic = true\nsegments = \"sizes\"\n[[op.attribute]]\nname = \"sizes\"\ntype = \"DenseI32ArrayAttr\"\n";
    assert_eq!(errors(result), "calc.toml:11:12: error: only operand groups may be split by `segments`");
}

/// What `arith` needs of the schema (`specs/arith_definitions.toml`): an
/// enum's C++ name, a predicate written in Rust, `AllTypesMatch` naming a
/// typed attribute, a value named by a Rust keyword.
#[test]
fn arith_s_definitions_load() {
    let spec = load_dialect_toml("arith_definitions.toml", include_str!("specs/arith_definitions.toml")).unwrap();
    assert_eq!(spec.attributes[0].cpp_name.as_deref(), Some("::mlir::arith::IntegerOverflowFlags"));
    assert_eq!(spec.ops[0].traits[0], TraitSpec::AllTypesMatch(vec!["value".into(), "result".into()]));
    assert_eq!(
        spec.ops[1].traits[0],
        TraitSpec::PredOpTrait { predicate: "crate::dims_match".into(), summary: "dims match".into() }
    );
    assert_eq!(spec.ops[1].operands[0].name, "in");
}

#[test]
fn cpp_names_and_predicates_are_checked() {
    assert_errors_start(
        "[[attribute]]\nname = \"range\"\ncpp-name = \"::x::Range\"\nsummary = \"A range\"\n",
        "calc.toml:6:12: error: `cpp-name` is for attributes of kind enum",
    );
    assert_errors_start("[[attribute]]\nname = \"flags\"\none-of-subject = \"Flags\"\nsummary = \"Flags\"\nkind = \"i64-enum\"\ncases = [\"none\"]\n", "calc.toml:6:18: error: `one-of-subject` is for attributes of kind enum or bit-enum");
    assert_errors_say(
        &format!("{ADD}traits = [{{ trait = \"PredOpTrait\", predicate = \"ok\", summary = \"s\" }}]\n"),
        "predicate 'ok' is not a Rust path",
    );
    assert_errors_say(
        &format!("{ADD}traits = [{{ trait = \"Pred\", predicate = \"crate::ok\", summary = \"s\" }}]\n"),
        "only TypesMatchWith and PredOpTrait are written as tables, not 'Pred'",
    );
    assert_errors_say(
        &format!(
            "{ADD}traits = [\"AllTypesMatch<x, result>\"]\n[[op.result]]\nname = \"result\"\ntype = \"AnyType\"\n"
        ),
        "trait AllTypesMatch names 'x', which is not an operand, result or attribute of op 'calc.add'",
    );
}

#[test]
fn a_default_built_by_a_rust_function() {
    let op = "[[op]]\nname = \"c\"\nsummary = \"C\"\n[[op.attribute]]\nname = \"v\"\ntype = \"crate::Flags\"\n";
    let spec = load_dialect_toml("calc.toml", &format!("{HEADER}{op}default-fn = \"crate::flags_none\"\n"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(spec.ops[0].attributes[0].default, Some(AttrDefault::Fn("crate::flags_none".into())));
    let code = passgen::dialect::rust::generate_dialect_rust(&spec, &passgen::RustOptions::default());
    assert!(code.contains("default: ::core::option::Option::Some(crate::flags_none), optional: false"), "{code}");
    // The function is a path, and only one default is given.
    let e = errors(&format!("{op}default-fn = \"flags none\"\n"));
    assert_eq!(e, "calc.toml:10:14: error: `default-fn` is a Rust path (`crate::m::f`), not 'flags none'");
    let e = errors(&format!("{op}default = 1\ndefault-fn = \"crate::f\"\n"));
    assert_eq!(
        e,
        "calc.toml:10:11: error: only attributes of the library and enums of the dialect can have a `default`; give \
         others a `default-fn`\ncalc.toml:11:14: error: an attribute has `default` or `default-fn`, not both"
    );
}

#[test]
fn a_type_attribute_of_a_constraint_of_the_spec() {
    let text = format!(
        "{HEADER}[[constraint]]\nname = \"FnType\"\nkind = \"type\"\nsummary = \"calc function type\"\n\
         predicate = \"crate::is_fn\"\n[[op]]\nname = \"f\"\nsummary = \"F\"\n[[op.attribute]]\nname = \"Sig\"\n\
         type = \"TypeAttrOf<FnType>\"\n"
    );
    let spec = load_dialect_toml("calc.toml", &text).unwrap_or_else(|e| panic!("{e}"));
    let attr = &spec.ops[0].attributes[0];
    // An attribute may be named in CamelCase, as MLIR's `CConv`.
    assert_eq!(attr.name, "Sig");
    assert_eq!(spec.attr_constraint_summary(&attr.constraint), "type attribute of calc function type");
    let code = passgen::dialect::rust::generate_dialect_rust(&spec, &passgen::RustOptions::default());
    assert!(code.contains("TypeAttrOf<FnType>"), "{code}");
    assert!(code.contains("pub fn sig("), "{code}");
    assert!(errors(
        "[[op]]\nname = \"f\"\nsummary = \"F\"\n[[op.attribute]]\nname = \"s\"\ntype = \"TypeAttrOf<Nope>\"\n"
    )
    .contains("unknown type constraint 'Nope' in 'TypeAttrOf<Nope>'"));
}
