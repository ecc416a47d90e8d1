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
