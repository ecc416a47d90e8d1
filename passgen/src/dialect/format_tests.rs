//! Tests of the format parser: good formats of MLIR ops parse to the
//! expected AST; bad formats give `mlir-tblgen` 22's message at its offset.
//!
//! The `(format, expected)` tables were made by running
//! `mlir-tblgen-22 -gen-op-decls` (or `-gen-typedef-decls`) on a `.td` file
//! declaring the same op or type with that format (`expected` is `OK`, or
//! `OFFSET|MESSAGE` with the column of `mlir-tblgen`'s caret); the `.td`
//! templates are in each table's comment.

use super::*;
use crate::dialect::model::*;

fn value(name: &str, constraint: &str, arity: Arity) -> ValueSpec {
    ValueSpec {
        name: name.into(),
        constraint: TypeConstraintRef::Builtin(constraint.into()),
        arity,
        description: String::new(),
    }
}

fn attr(name: &str, constraint: &str, optional: bool, default: Option<AttrDefault>) -> OpAttrSpec {
    OpAttrSpec {
        name: name.into(),
        constraint: AttrConstraintRef::Builtin(constraint.into()),
        default,
        optional,
        description: String::new(),
    }
}

fn region(name: &str, variadic: bool) -> RegionSpec {
    RegionSpec { name: name.into(), single_block: false, variadic, description: String::new() }
}

fn successor(name: &str, variadic: bool) -> SuccessorSpec {
    SuccessorSpec { name: name.into(), variadic, description: String::new() }
}

fn op(name: &str) -> OpSpec {
    OpSpec {
        name: name.into(),
        rust_name: String::new(),
        summary: String::new(),
        description: String::new(),
        traits: Vec::new(),
        interfaces: Vec::new(),
        operands: Vec::new(),
        results: Vec::new(),
        attributes: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        verifier: false,
        folder: false,
        canonicalizer: false,
        format: None,
        rust_attributes: Vec::new(),
    }
}

fn simple(names: &[&str]) -> Vec<TraitSpec> {
    names.iter().map(|n| TraitSpec::Simple(n.to_string())).collect()
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

fn check_table(table: &[(&str, &str)], parse: impl Fn(&str) -> Result<Format, Vec<FormatError>>) {
    let mut failures = Vec::new();
    for (format, expected) in table {
        let got = outcome(parse(format));
        if got != *expected {
            failures.push(format!("format: {format}\n  mlir-tblgen: {expected}\n  ours:        {got}"));
        }
    }
    assert!(failures.is_empty(), "{} of {} differ:\n{}", failures.len(), table.len(), failures.join("\n"));
}

/// The op of the table below, as `.td`:
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

const EVERYTHING_CASES: &[(&str, &str)] = &[
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|'attr-dict' directive not found in custom assembly format"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) attr-dict"##,
        r##"160|'attr-dict' directive has already been seen"##,
    ),
    (
        r##"$lhs $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"5|operand 'lhs' is already bound"##,
    ),
    (
        r##"$nope $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|expected variable to refer to an argument, region, result, or successor"##,
    ),
    (
        r##"$lhs `,`  ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|operand #1, named 'rhs', not found"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|type of operand #0, named 'lhs', is not buildable and a buildable type cannot be inferred"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs)"##,
        r##"0|type of result #0, named 'res', is not buildable and a buildable type cannot be inferred"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|region #0, named 'body', not found"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|region #1, named 'more', not found"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|successor #0, named 'dest', not found"##,
    ),
    (
        r##"$res $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|result variables can can only be used as a child to a 'type' directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type(type($lhs)) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"109|'type' cannot be used as a child of another `type`"##,
    ),
    (
        r##"`1a` $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|expected valid literal but got '1a': valid keyword starts with a letter or '_'"##,
    ),
    (
        r##"`%` $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|expected valid literal but got '%': single character literal must be a letter or one of '_:,=<>()[]{}?+-*'"##,
    ),
    (
        r##"`a-b` $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|expected valid literal but got 'a-b': keywords should contain only alphanum, '_', '$', or '.' characters"##,
    ),
    (
        r##"`a.b$c_1` $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) `unterminated"##,
        r##"173|unexpected end of file in literal"##,
    ),
    (
        r##"$ $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|expected variable name"##,
    ),
    (
        r##"# $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|unexpected character"##,
    ),
    (
        r##"$lhs `,` $rhs (`x` $opt)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"14|optional group has no anchor element"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^ `[` $vs^ `]`)? $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"28|only one element can be marked as the anchor of an optional group"##,
    ),
    (
        r##"$lhs `,` $rhs (`x`^ $opt)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"14|only variables and types can be used to anchor an optional group"##,
    ),
    (
        r##"($lhs^)? `,` $rhs $opt `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|only variable length operands can be used within an optional group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $o ($n^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"38|only optional or default-valued attributes can be used to anchor an optional group"##,
    ),
    (
        r##"$lhs `,` $rhs (type($opt) $opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($vs) `->` type($res)"##,
        r##"14|first parsable element of an optional group must be a literal, variable, or custom directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^) `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"22|expected '?' after optional group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^ `x`) : (`y`)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n (`y`) : ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^) : `y`? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"46|expected '(' to start else branch of optional group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n (`a` ($u^)? $o^)?  $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo>($body, ref($lhs), type($vs), "x\"y", attr-dict) $more $dest `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"165|'type' of 'vs' is already bound"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo>(`x`, $body) $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"71|literals may only be used in the top-level section of the format"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo>($body, functional-type($lhs, $res)) $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"78|'functional-type' is only valid as a top-level directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo>($body, $res) $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"78|result variables can can only be used as a child to a 'type' directive"##,
    ),
    (
        r##"custom<Foo>(ref($lhs)) $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"16|operand 'lhs' must be bound before it is referenced"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? ref($body) $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"59|'ref' is only valid within a `custom` directive"##,
    ),
    (
        r##"operands `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type(operands) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"13|operand 'rhs' is already bound"##,
    ),
    (r##"operands $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict `:` type(operands) `->` type($res)"##, r##"OK"##),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) results"##,
        r##"160|'results' directive can can only be used as a child to a 'type' directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body regions $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"65|'regions' directive creates overlap in format"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? regions $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more successors attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"operands $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict `:` functional-type(operands, results)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo>(functional-type(operands, results)) $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"71|'functional-type' is only valid as a top-level directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` qualified($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"114|operand 'lhs' is already bound"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` qualified(type($lhs)) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` qualified($n) ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest attr-dict $n ($o^)? (`unit` $u^)? `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest $n ($o^)? (`unit` $u^)? attr-dict `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n attr-dict ($o^)? $body $more $dest `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|format ambiguity caused by `attr-dict` directive followed by region `body`"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest $n $any `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) attr-dict"##,
        r##"0|format ambiguity caused by `:` literal found after attribute `any` which does not have a buildable type"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest $n qualified($o) `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) attr-dict"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest $n oilist(`a` $o | `b` $u) attr-dict `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest oilist(`a` $n) attr-dict `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"53|only optional attributes can be used in an oilist parsing group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest $n oilist(`a` $o) oilist(`a` $u) attr-dict `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|format ambiguity because a is used in two adjacent oilist elements."##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest $n oilist(`a` $o) `a` attr-dict `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|format ambiguity because a is used both in oilist element and the adjacent literal."##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $body $more $dest $n oilist(`a` $o | `b` $lhs) attr-dict `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"76|operand 'lhs' is already bound"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) "x""##,
        r##"160|strings may only be used as 'custom' directive arguments"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($n) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"109|attributes cannot be used as children to a `type` directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type(attr-dict) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"109|'attr-dict' directive can only be used as a top-level directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo> $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"71|expected '(' before custom directive parameters"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo>($body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"77|expected ')' after custom directive parameters"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) prop-dict prop-dict"##,
        r##"170|'prop-dict' directive has already been seen"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) type(operands) `->` type($res)"##,
        r##"115|'operands' 'type' is already bound"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"115|'type' of 'lhs' is already bound"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"38|attribute 'n' is already bound"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) type($body) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"120|regions can only be used at the top level or in a ref directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) type($dest) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"120|successors can only be used at the top level or in a ref directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more (`x` $dest^)? attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"71|only literals, types, and variables can be used within an optional group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n (`x` attr-dict^)? (`unit` $u^)? $body $more $dest `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"38|only literals, types, and variables can be used within an optional group"##,
    ),
    (
        r##"foo $lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"0|expected literal, variable, directive, or optional group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) params"##,
        r##"160|unsupported directive kind"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? ` ` `` `\n` `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) ("##,
        r##"161|expected literal, variable, directive, or optional group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res) (`a` $o^"##,
        r##"165|attribute 'o' is already bound"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` `...` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type(`x`) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"109|literals may only be used in the top-level section of the format"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? custom<Foo>(type(operands), $body) $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"59|type directives within a custom directive may only refer to variables"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^ type($opt))? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^ type($lhs))? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($opt) `,` type($vs) `->` type($res)"##,
        r##"38|only variable length operands can be used within an optional group"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n (`x` custom<Foo>($o)^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` (`x` custom<Foo>($n)^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"35|only optional or default-valued attributes can be used to anchor an optional group"##,
    ),
    (
        r##"$lhs `<=`  $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"5|expected valid literal but got '<=': valid keyword starts with a letter or '_'"##,
    ),
    (
        r##"$lhs ``  $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"OK"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type(functional-type($lhs, $res)) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"109|'functional-type' is only valid as a top-level directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` custom<X>(ref(attr-dict)) $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"49|'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` custom<X>(ref(operands)) $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"49|'ref' of 'operands' is not bound by a prior 'operands' directive"##,
    ),
    (
        r##"$lhs `,` $rhs ($opt^)? `[` $vs `]` custom<X>(ref(type($lhs))) $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type($vs) `->` type($res)"##,
        r##"49|'ref' of 'type($lhs)' is not bound by a prior 'type' directive"##,
    ),
    (
        r##"$vs $lhs `,` $rhs ($opt^)? `[`  `]` $n ($o^)? (`unit` $u^)? $body $more $dest attr-dict-with-keyword `:` type($lhs) `,` type($opt) `,` type() `->` type($res)"##,
        r##"140|expected literal, variable, directive, or optional group"##,
    ),
];

#[test]
fn op_formats_are_checked_as_mlir_tblgen_checks_them() {
    let o = everything_op();
    check_table(EVERYTHING_CASES, |f| parse_op_format(f, &o));
}

/// One op per trait that lets a type be left out, as `.td`:
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

const INFERENCE_CASES: &[(&str, &str, &str)] = &[
    ("same", r##"$a `,` $b attr-dict `:` type($r)"##, r##"OK"##),
    ("same", r##"$a `,` $b attr-dict `:` type($a)"##, r##"OK"##),
    ("same", r##"$a `,` $b attr-dict `:` type($b)"##, r##"OK"##),
    (
        "same",
        r##"$a `,` $b attr-dict"##,
        r##"0|type of result #0, named 'r', is not buildable and a buildable type cannot be inferred"##,
    ),
    ("same", r##"operands attr-dict `:` type($a)"##, r##"OK"##),
    ("sameops", r##"$a `,` $b attr-dict `:` type($a) `->` type($r)"##, r##"OK"##),
    (
        "sameops",
        r##"$a `,` $b attr-dict `:` type($r)"##,
        r##"0|type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred"##,
    ),
    ("sameops", r##"$a `,` $b attr-dict `:` type($b) type($r)"##, r##"OK"##),
    ("atm", r##"$a `,` $b attr-dict `:` type($a) type($b)"##, r##"OK"##),
    ("atm", r##"$a `,` $b attr-dict `:` type($r) type($b)"##, r##"OK"##),
    (
        "atm",
        r##"$a `,` $b attr-dict `:` type($b)"##,
        r##"0|type of result #0, named 'r', is not buildable and a buildable type cannot be inferred"##,
    ),
    ("tmw", r##"$a `,` $b attr-dict `:` type($a) type($b)"##, r##"OK"##),
    (
        "tmw",
        r##"$a `,` $b attr-dict `:` type($r) type($b)"##,
        r##"0|type of operand #0, named 'a', is not buildable and a buildable type cannot be inferred"##,
    ),
    ("infer", r##"$a `,` $b attr-dict `:` type($a) type($b)"##, r##"OK"##),
    ("infer", r##"$a `,` $b attr-dict `:` type($a) type($b) type($r)"##, r##"OK"##),
    (
        "infer",
        r##"$a `,` $b attr-dict `:` type($a)"##,
        r##"0|type of operand #1, named 'b', is not buildable and a buildable type cannot be inferred"##,
    ),
    (
        "none",
        r##"$a `,` $b attr-dict `:` type($a) type($b)"##,
        r##"0|type of result #0, named 'r', is not buildable and a buildable type cannot be inferred"##,
    ),
    ("none", r##"$a `,` $b attr-dict `:` functional-type(operands, results)"##, r##"OK"##),
    ("none", r##"$a `,` $b attr-dict `:` functional-type($a, $r) type($b)"##, r##"OK"##),
    ("none", r##"$a `,` $b attr-dict `:` type(operands) type(results)"##, r##"OK"##),
    ("none", r##"$a `,` $b attr-dict `:` type(operands) type($r)"##, r##"OK"##),
];

#[test]
fn types_left_out_of_op_formats_are_inferred_from_traits_as_mlir_tblgen_does() {
    let mut failures = Vec::new();
    for (variant, format, expected) in INFERENCE_CASES {
        let got = outcome(parse_op_format(format, &inference_op(variant)));
        if got != *expected {
            failures.push(format!("{variant}: {format}\n  mlir-tblgen: {expected}\n  ours:        {got}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The type of the table below, as `.td`:
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

const PARAM_CASES: &[(&str, &str)] = &[
    (r##"`<` $width `,` $elem `>`"##, r##"OK"##),
    (r##"`<` $width `>`"##, r##"0|format is missing reference to parameter: elem"##),
    (r##"`<` $width `,` $width `>`"##, r##"15|duplicate parameter 'width'"##),
    (r##"`<` $nope `>`"##, r##"4|T_NumType has no parameter named 'nope'"##),
    (r##"`<` params `>`"##, r##"OK"##),
    (r##"`<` $width params `>`"##, r##"11|`params` captures duplicate parameter: width"##),
    (r##"`<` struct(params) `>`"##, r##"OK"##),
    (r##"`<` struct($width, $elem) (`,` $opt^)? `>`"##, r##"OK"##),
    (
        r##"`<` struct(params) `,` `>`"##,
        r##"0|`struct` directive with optional parameters cannot be followed by a comma literal"##,
    ),
    (r##"`<` struct($width, `x`) `>`"##, r##"19|literals may only be used in the top-level section of the format"##),
    (r##"`<` $width `,` $elem (`,` $width^)? `>`"##, r##"26|duplicate parameter 'width'"##),
    (r##"`<` $elem (`,` $width^)? `>`"##, r##"10|parameters in an optional group must be optional"##),
    (
        r##"`<` $width `,` $elem (`,` `x`^ $opt)? `>`"##,
        r##"21|optional group anchor must be a parameter or directive"##,
    ),
    (r##"`<` $width `,` $elem ($opt^ `x`)? `>`"##, r##"OK"##),
    (r##"`<` $width `,` $elem (params^)? `>`"##, r##"22|`params` captures duplicate parameter: width"##),
    (r##"`<` $width `,` qualified($elem) `>`"##, r##"OK"##),
    (r##"`<` qualified(`x`) `>`"##, r##"4|`qualified` argument list expected a variable"##),
    (r##"`<` $width `,` $elem `>` attr-dict"##, r##"25|unsupported directive kind"##),
    (r##"`<` $width `,` custom<Foo>($elem, ref($width)) `>`"##, r##"OK"##),
    (
        r##"`<` custom<Foo>(ref($width)) $width `,` $elem `>`"##,
        r##"20|parameter 'width' must be bound before it is referenced"##,
    ),
    (r##"`<` $width `,` $elem ref($width) `>`"##, r##"21|'ref' is only valid within a `custom` directive"##),
    (
        r##"`<` $width `,` $elem (custom<Foo>(ref($width))^)? `>`"##,
        r##"21|`custom` directive with no bound parameters cannot be used as optional group anchor"##,
    ),
    (r##"`<` $width `,` $elem (`x` custom<Foo>($opt)^)? `>`"##, r##"OK"##),
    (r##"`<` struct(`x`) `>`"##, r##"11|literals may only be used in the top-level section of the format"##),
    (r##"`<` $width `,` $elem `>` params"##, r##"25|`params` captures duplicate parameter: width"##),
    (r##"(`<` $opt^ `>`)? $width $elem"##, r##"OK"##),
    (r##"`<` $width `,` $elem (`x`)? `>`"##, r##"21|optional group has no anchor element"##),
    (
        r##"`<` $width `,` $elem (struct($opt)^)? `>`"##,
        r##"21|first parsable element of an optional group must be a literal, variable, or custom directive"##,
    ),
    (r##"`<` $width `,` $elem (qualified($opt)^)? `>`"##, r##"OK"##),
    (r##"`<` $width `,` $elem (`,` struct($opt)^)? `>`"##, r##"OK"##),
    (r##"`<` $width `,` $elem `` `\n` ` ` `>`"##, r##"OK"##),
    (r##"`<` $width `,` $elem "str" `>`"##, r##"21|strings may only be used as 'custom' directive arguments"##),
    (r##"`<` $width `,` custom<Foo>($elem, "x") `>`"##, r##"OK"##),
    (r##"`<` $width `,` struct($elem, params) `>`"##, r##"29|`params` captures duplicate parameter: width"##),
    (r##"`<` $width `,` $elem (`x` $opt^):(`y`)? `>`"##, r##"OK"##),
    (r##"`<` $width `,` $elem type($opt) `>`"##, r##"21|unsupported directive kind"##),
    (r##"`<` struct($width) `,` $elem `>`"##, r##"OK"##),
    (
        r##"`<` struct($width, $opt) `,` $elem `>`"##,
        r##"0|`struct` directive with optional parameters cannot be followed by a comma literal"##,
    ),
    (r##"`<` $width `,` $elem (`x` params^)? `>`"##, r##"26|`params` captures duplicate parameter: width"##),
    (r##"`<` $width `,` $elem (`x` $opt^ custom<Foo>(ref($width)))? `>`"##, r##"OK"##),
    (r##"`<` $width `,` $elem (`x` $opt^ custom<Foo>($width))? `>`"##, r##"44|duplicate parameter 'width'"##),
    (r##"`<` $width `,` $elem ($opt^ ($opt^)?)? `>`"##, r##"29|duplicate parameter 'opt'"##),
    (r##"`<` $width `,` $elem `>` ("##, r##"26|expected literal, variable, directive, or optional group"##),
    (r##"`<` $width `,` $elem struct `>`"##, r##"28|expected '(' before `struct` argument list"##),
    (r##"`<` $width `,` $elem `>` qualified($opt `x`)"##, r##"40|expected ')' after argument list"##),
    (
        r##"`<` $width `,` $elem `>` custom<Foo>(params)"##,
        r##"37|`params` can only be used at the top-level context or within a `struct` directive"##,
    ),
    (
        r##"`<` $width `,` $elem `>` struct(struct($opt))"##,
        r##"32|`struct` can only be used at the top-level context"##,
    ),
];

#[test]
fn parameter_formats_are_checked_as_mlir_tblgen_checks_them() {
    let params = num_params();
    check_table(PARAM_CASES, |f| parse_param_format(f, "T_NumType", &params));
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
    o.attributes = vec![OpAttrSpec {
        name: "overflowFlags".into(),
        constraint: AttrConstraintRef::DialectAttr("arith.overflow".into()),
        default: Some(AttrDefault::String("none".into())),
        optional: false,
        description: String::new(),
    }];
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
    o.attributes = vec![OpAttrSpec {
        name: "predicate".into(),
        constraint: AttrConstraintRef::DialectAttr("arith.cmpi_predicate".into()),
        default: None,
        optional: false,
        description: String::new(),
    }];
    assert_eq!(
        parse_ok("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)", &o),
        vec![var("predicate"), lit(","), var("lhs"), lit(","), var("rhs"), ATTR_DICT, lit(":"), ty(var("lhs"))]
    );
}

#[test]
fn cf_cond_br_format_with_successors_and_optional_operand_groups() {
    let mut o = op("cf.cond_br");
    o.traits = simple(&["AttrSizedOperandSegments", "Pure", "Terminator"]);
    o.operands = vec![
        value("condition", "I1", Arity::Single),
        value("trueDestOperands", "AnyType", Arity::Variadic),
        value("falseDestOperands", "AnyType", Arity::Variadic),
    ];
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
    let mut o = op("cf.switch");
    o.traits = simple(&["AttrSizedOperandSegments", "Pure", "Terminator"]);
    o.operands = vec![
        value("flag", "AnySignlessInteger", Arity::Single),
        value("defaultOperands", "AnyType", Arity::Variadic),
        value("caseOperands", "AnyType", Arity::Variadic),
    ];
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
