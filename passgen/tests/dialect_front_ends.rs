//! The two front ends of dialects agree: ops written in a TOML spec and the
//! same ops written with `#[op]` give the same model, the same Rust code
//! and the same docs.

use passgen::dialect::attr::{expand_op_text, ops_in_file};
use passgen::dialect::doc::generate_dialect_markdown;
use passgen::dialect::rust::op_text;
use passgen::dialect::{load_dialect_toml, DialectSpec};
use passgen::RustOptions;

const TOML: &str = r#"
[dialect]
name = "calc"
summary = "A calculator"

[[op]]
name = "add"
summary = "Adds two numbers"
description = """
Adds `lhs` and `rhs`.

### Example

```mlir
%0 = calc.add %a, %b : i32
```"""
traits = ["Pure", "Commutative", "SameOperandsAndResultType"]
format = "$lhs `,` $rhs attr-dict `:` type($result)"
folder = true

[[op.operand]]
name = "lhs"
type = "SignlessIntegerLike"
description = "The left operand."

[[op.operand]]
name = "rhs"
type = "SignlessIntegerLike"

[[op.result]]
name = "result"
type = "SignlessIntegerLike"

[[op.attribute]]
name = "width"
type = "I32Attr"
default = 3

[[op.attribute]]
name = "label"
type = "StrAttr"
optional = true

[[op]]
name = "br"
summary = "Branches"
traits = ["Terminator", "AttrSizedOperandSegments", "HasParent<calc.func>"]
verifier = true

[[op.operand]]
name = "first"
type = "crate::Num"
variadic = true

[[op.operand]]
name = "second"
type = "AnyType"
optional = true

[[op.region]]
name = "body"
single-block = true

[[op.successor]]
name = "dest"

[[op.successor]]
name = "others"
variadic = true
"#;

const RUST: &str = r#"
/// Adds `lhs` and `rhs`.
///
/// ### Example
///
/// ```mlir
/// %0 = calc.add %a, %b : i32
/// ```
#[op(
    name = "calc.add",
    summary = "Adds two numbers",
    traits(Pure, Commutative, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict `:` type($result)",
    folder,
)]
pub struct AddOp {
    /// The left operand.
    #[operand]
    lhs: SignlessIntegerLike,
    #[operand]
    rhs: SignlessIntegerLike,
    #[result]
    result: SignlessIntegerLike,
    #[attr(default = 3)]
    width: I32Attr,
    #[attr]
    label: Option<StrAttr>,
}

#[op(
    name = "calc.br",
    summary = "Branches",
    traits(Terminator, AttrSizedOperandSegments, HasParent<calc.func>),
    verifier,
)]
pub struct BrOp {
    #[operand]
    first: Vec<crate::Num>,
    #[operand]
    second: Option<AnyType>,
    #[region(single_block)]
    body: Region,
    #[successor]
    dest: Successor,
    #[successor]
    others: Vec<Successor>,
}
"#;

fn toml_spec() -> DialectSpec {
    load_dialect_toml("calc.toml", TOML).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn both_front_ends_give_the_same_model() {
    let file = syn::parse_file(RUST).unwrap();
    let ops = ops_in_file(&file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ops, toml_spec().ops);
}

#[test]
fn both_front_ends_give_the_same_code() {
    let spec = toml_spec();
    let file = syn::parse_file(RUST).unwrap();
    let structs = file.items.iter().filter_map(|i| match i {
        syn::Item::Struct(s) => Some(s.clone()),
        _ => None,
    });
    for (mut item, op) in structs.zip(&spec.ops) {
        let syn::Meta::List(args) = item.attrs.remove(item.attrs.len() - 1).meta else { panic!("#[op(...)]") };
        let from_attribute = expand_op_text(args.tokens, quote::quote!(#item)).unwrap_or_else(|e| panic!("{e}"));
        let from_toml = op_text(&spec, op, &RustOptions::default());
        assert!(from_toml.contains(&format!("pub struct {}(", op.rust_name)));
        assert_eq!(from_attribute, from_toml, "{}", op.name);
    }
}

#[test]
fn both_front_ends_give_the_same_docs() {
    let spec = toml_spec();
    let file = syn::parse_file(RUST).unwrap();
    let from_attribute = DialectSpec { ops: ops_in_file(&file).unwrap(), ..spec.clone() };
    assert_eq!(generate_dialect_markdown(&from_attribute), generate_dialect_markdown(&spec));
}
