//! The checks a dialect spec must pass, shared by the front ends: each
//! returns the message of a problem (or the resolved name), and the front
//! end puts it where the spec wrote the offending text (a TOML line and
//! column, a span in a macro).

use super::library;
use super::model::{
    Arity, AttrConstraintRef, AttrDefKind, AttrDefault, DialectSpec, OpSpec, TraitSpec, TypeConstraintRef, ValueSpec,
};

/// `calc.add` gives `AddOp`, `llvm.mlir.constant` `MlirConstantOp`,
/// `calc.num` (a type) `NumType`: the mnemonic in CamelCase (`.`, `_`,
/// `-` and `$` separate its words), then the suffix.
pub fn rust_name(full_name: &str, suffix: &str) -> String {
    let mnemonic = full_name.split_once('.').map_or(full_name, |(_, m)| m);
    let mut out = String::new();
    for word in mnemonic.split(['.', '_', '-', '$']).filter(|w| !w.is_empty()) {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            out.extend(first.to_uppercase());
            out.push_str(chars.as_str());
        }
    }
    out.push_str(suffix);
    out
}

/// `name` is not a valid mnemonic (what follows the dialect's `.`).
pub fn mnemonic_problem(name: &str, what: &str) -> Option<String> {
    let valid = !name.is_empty()
        && name.split('.').all(|part| {
            let mut chars = part.chars();
            chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        });
    (!valid)
        .then(|| format!("{what} '{name}' is not a valid name (letters, digits, `_` and `.`, starting with a letter)"))
}

/// The accessor of an operand, result, attribute, region, successor or
/// parameter: its name in snake case (`trueDestOperands` gives
/// `true_dest_operands`; MLIR's names are often in camel case, and the IR
/// keeps them), with a `_` after a Rust keyword (MLIR's casts read `$in`:
/// `in_`).
pub fn accessor_name(name: &str) -> String {
    let snake = snake_case(name);
    let keyword = snake.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && syn::parse_str::<syn::Ident>(&snake).is_err()
        && syn::parse_str::<syn::Ident>(&format!("{snake}_")).is_ok();
    if keyword {
        format!("{snake}_")
    } else {
        snake
    }
}

fn snake_case(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 && !out.ends_with('_') {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `name` cannot name an operand, result, attribute, region, successor or
/// parameter: it starts with a lower-case letter (or `_`), has only ASCII
/// letters, digits and `_`, and its accessor ([`accessor_name`]) is a Rust
/// identifier.
pub fn value_name_problem(name: &str, what: &str) -> Option<String> {
    // MLIR names a few properties in CamelCase (`llvm.call`'s `CConv`):
    // their accessors are snake case all the same (`c_conv`).
    let upper = what == "attribute";
    let shape =
        name.chars().next().is_some_and(|c| c.is_ascii_lowercase() || c == '_' || upper && c.is_ascii_uppercase())
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let accessor = accessor_name(name);
    if accessor.starts_with("ods_") {
        return Some(format!("{what} name '{name}': names starting with `ods_` are the generated builders' own"));
    }
    let problem = !shape || syn::parse_str::<syn::Ident>(&accessor).is_err();
    problem.then(|| {
        format!("{what} name '{name}' is not a name for an accessor (a lower-case Rust identifier, camelCase allowed)")
    })
}

/// A Rust path as a spec writes it (`crate::even_width`): it names Rust
/// items when it contains `::`.
pub fn is_rust_path(s: &str) -> bool {
    s.contains("::") && syn::parse_str::<syn::Path>(s).is_ok()
}

/// What a constraint named `name` is when the library has none so named, in
/// the order both kinds of constraint look: the dialect's own item (`own`:
/// the dialect has one so named), a `[[constraint]]` of the spec of `kind`,
/// or a Rust path; `make` builds each of the three.
fn resolve_own<R>(
    spec: &DialectSpec,
    name: &str,
    own: bool,
    kind: super::ConstraintKind,
    make: [fn(String) -> R; 3],
) -> Option<R> {
    let [dialect, declared, rust] = make;
    if own {
        Some(dialect(name.into()))
    } else if spec.constraint_named(name).is_some_and(|c| c.kind == kind) {
        Some(declared(name.into()))
    } else if is_rust_path(name) {
        Some(rust(name.into()))
    } else {
        None
    }
}

/// The type constraint a spec names: the library's, one of the dialect's
/// types (`calc.num`), a `[[constraint]]` of the spec, or a Rust path.
pub fn resolve_type_constraint(spec: &DialectSpec, name: &str) -> Result<TypeConstraintRef, String> {
    if library::type_constraint(name).is_some() {
        return Ok(TypeConstraintRef::Builtin(name.into()));
    }
    let refs = [TypeConstraintRef::DialectType, TypeConstraintRef::Declared, TypeConstraintRef::Rust];
    let own = spec.type_named(name).is_some();
    if let Some(found) = resolve_own(spec, name, own, super::ConstraintKind::Type, refs) {
        return Ok(found);
    }
    Err(format!(
        "unknown type constraint '{name}' (a constraint of the library such as AnyType, SignlessIntegerLike, I64; a \
         type of the dialect such as `{}.name`; a [[constraint]] of the spec; or a Rust path with `::`)",
        spec.name
    ))
}

/// The attribute constraint a spec names: the library's (`TypeAttrOf<C>`
/// included), one of the dialect's attributes or enums, a
/// `[[constraint]]` of the spec, or a Rust path.
pub fn resolve_attr_constraint(spec: &DialectSpec, name: &str) -> Result<AttrConstraintRef, String> {
    if library::attr_constraint(name).is_some() {
        return Ok(AttrConstraintRef::Builtin(name.into()));
    }
    if let Some(inner) = library::type_attr_of(name) {
        // The library's type constraints, or a type `[[constraint]]` of the
        // spec (whose generated type gives the "type attribute of" summary).
        let declared = spec.constraint_named(inner).is_some_and(|c| c.kind == super::ConstraintKind::Type);
        return match library::type_constraint(inner) {
            Some(_) => Ok(AttrConstraintRef::Builtin(format!("TypeAttrOf<{inner}>"))),
            None if declared => Ok(AttrConstraintRef::Builtin(format!("TypeAttrOf<{inner}>"))),
            None => Err(format!("unknown type constraint '{inner}' in '{name}'")),
        };
    }
    let refs = [AttrConstraintRef::DialectAttr, AttrConstraintRef::Declared, AttrConstraintRef::Rust];
    let own = spec.attribute_named(name).is_some();
    if let Some(found) = resolve_own(spec, name, own, super::ConstraintKind::Attribute, refs) {
        return Ok(found);
    }
    Err(format!(
        "unknown attribute constraint '{name}' (a constraint of the library such as I64Attr, StrAttr, \
         TypeAttrOf<FunctionType>; an attribute or enum of the dialect such as `{}.name`; a [[constraint]] of the spec; \
         or a Rust path with `::`)",
        spec.name
    ))
}

/// A trait as a spec writes it: a library name, or one of the traits with
/// parameters in angle brackets (`HasParent<toy.func>`).
pub fn parse_trait(text: &str) -> Result<TraitSpec, String> {
    let text = text.trim();
    if let Some((name, rest)) = text.split_once('<') {
        let Some(inner) = rest.strip_suffix('>') else {
            return Err(format!("trait '{text}' has no closing `>`"));
        };
        let args: Vec<String> = inner.split(',').map(|a| a.trim().to_string()).filter(|a| !a.is_empty()).collect();
        if args.is_empty() {
            return Err(format!("trait '{text}' has no parameters"));
        }
        return match name.trim() {
            "HasParent" if args.len() == 1 => Ok(TraitSpec::HasParent(args)),
            "HasParent" => Err(format!("HasParent takes one op (ParentOneOf takes several): '{text}'")),
            "ParentOneOf" => Ok(TraitSpec::HasParent(args)),
            "SingleBlockImplicitTerminator" if args.len() == 1 => {
                Ok(TraitSpec::SingleBlockImplicitTerminator(args.into_iter().next().unwrap_or_default()))
            }
            "SingleBlockImplicitTerminator" => Err(format!("SingleBlockImplicitTerminator takes one op: '{text}'")),
            "AllTypesMatch" if args.len() >= 2 => Ok(TraitSpec::AllTypesMatch(args)),
            "AllTypesMatch" => Err(format!("AllTypesMatch takes two names or more: '{text}'")),
            "TypesMatchWith" => Err("TypesMatchWith is written as a table: { trait = \"TypesMatchWith\", from = \
                                     \"..\", to = \"..\", transform = \"path::to::fn\", summary = \"..\" }"
                .into()),
            other => Err(unknown_trait(other)),
        };
    }
    match library::trait_named(text) {
        Some(_) => Ok(TraitSpec::Simple(text.into())),
        None => Err(unknown_trait(text)),
    }
}

fn unknown_trait(name: &str) -> String {
    let known: Vec<&str> = library::TRAITS.iter().map(|t| t.name).collect();
    format!("unknown trait '{name}' (known: {}; with parameters: {})", known.join(", "), library::PARAMETERIZED_TRAITS)
}

/// An interface as a spec writes it: the library's or a Rust path.
pub fn interface_problem(name: &str) -> Option<String> {
    if library::interface_named(name).is_some() || is_rust_path(name) {
        return None;
    }
    let known: Vec<&str> = library::INTERFACES.iter().map(|i| i.name).collect();
    Some(format!("unknown interface '{name}' (known: {}; or a Rust path with `::`)", known.join(", ")))
}

/// Groups of operands (or results) of unknown size need something to size
/// them: more than one variadic or optional group needs
/// `AttrSizedOperandSegments` (`AttrSizedResultSegments`) or
/// `SameVariadicOperandSize` (`SameVariadicResultSize`), as in ODS.
pub fn variadic_groups_problem(op: &OpSpec, results: bool) -> Option<String> {
    let (groups, what, sized, same) = if results {
        (&op.results, "result", "AttrSizedResultSegments", "SameVariadicResultSize")
    } else {
        (&op.operands, "operand", "AttrSizedOperandSegments", "SameVariadicOperandSize")
    };
    let variable: Vec<&ValueSpec> = groups.iter().filter(|g| g.arity != Arity::Single).collect();
    if variable.len() > 1 && !op.has_trait(sized) && !op.has_trait(same) {
        let names: Vec<&str> = variable.iter().map(|g| g.name.as_str()).collect();
        return Some(format!(
            "op '{}' has more than one variadic or optional {what} ({}): add the trait {sized} (or {same})",
            op.name,
            names.join(", ")
        ));
    }
    None
}

/// What is wrong with a parameterized trait's names: `AllTypesMatch` and
/// `TypesMatchWith` name operands, results or attributes of the op (an
/// attribute's type is its value's, as ODS's `$value.getType()` for a
/// `TypedAttrInterface`: `AllTypesMatch<value, result>`).
pub fn trait_names_problem(op: &OpSpec, t: &TraitSpec) -> Option<String> {
    let is_value = |n: &str| {
        op.operands.iter().chain(&op.results).any(|v| v.name == n) || op.attributes.iter().any(|a| a.name == n)
    };
    let names: Vec<&str> = match t {
        TraitSpec::AllTypesMatch(names) => names.iter().map(String::as_str).collect(),
        TraitSpec::TypesMatchWith { from, to, .. } => vec![from, to],
        _ => return None,
    };
    names.into_iter().find(|n| !is_value(n)).map(|n| {
        format!("trait {} names '{n}', which is not an operand, result or attribute of op '{}'", t.name(), op.name)
    })
}

/// An attribute's default that its constraint cannot hold: an enum's must
/// be a case (flags separated by `,` for a bit enum), a number's a number.
pub fn default_problem(spec: &DialectSpec, constraint: &AttrConstraintRef, default: &AttrDefault) -> Option<String> {
    use library::AttrValueKind as K;
    if let AttrDefault::Fn(_) = default {
        return None;
    }
    match constraint {
        AttrConstraintRef::DialectAttr(name) => {
            let attr = spec.attribute_named(name)?;
            let cases = attr.kind.cases();
            if matches!(attr.kind, AttrDefKind::Parameters { .. }) {
                return Some(format!("attribute '{name}' has parameters: it cannot have a default"));
            }
            let AttrDefault::String(text) = default else {
                return Some(format!("the default of an enum attribute is one of its cases, as a string ('{name}')"));
            };
            let names: Vec<&str> = cases.iter().map(|c| c.name.as_str()).collect();
            let given: Vec<&str> = match attr.kind {
                AttrDefKind::BitEnum { .. } => text.split(',').map(str::trim).collect(),
                _ => vec![text.as_str()],
            };
            given
                .into_iter()
                .find(|g| !names.contains(g))
                .map(|g| format!("default '{g}' is not a case of enum '{name}' (cases: {})", names.join(", ")))
        }
        AttrConstraintRef::Builtin(name) => {
            let kind = library::attr_constraint(name)?.value;
            let fits = match (kind, default) {
                (K::Bool, AttrDefault::Bool(_)) | (K::Int, AttrDefault::Int(_)) => true,
                (K::Float, AttrDefault::Float(_) | AttrDefault::Int(_)) => true,
                (K::String, AttrDefault::String(_)) => true,
                (K::Unit, _) => false,
                (K::Opaque, _) => false,
                _ => false,
            };
            (!fits).then(|| match kind {
                K::Opaque | K::Unit => format!("{name} cannot have a default in a spec"),
                K::Bool => format!("the default of a {name} is true or false"),
                K::Int => format!("the default of a {name} is an integer"),
                K::Float => format!("the default of a {name} is a number"),
                K::String => format!("the default of a {name} is a string"),
            })
        }
        AttrConstraintRef::Declared(_) | AttrConstraintRef::Rust(_) => Some(
            "only attributes of the library and enums of the dialect can have a `default`; give others a `default-fn`"
                .into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_names_are_camel_case_with_a_suffix() {
        assert_eq!(rust_name("calc.add", "Op"), "AddOp");
        assert_eq!(rust_name("llvm.mlir.constant", "Op"), "MlirConstantOp");
        assert_eq!(rust_name("arith.index_cast", "Op"), "IndexCastOp");
        assert_eq!(rust_name("calc.num", "Type"), "NumType");
        assert_eq!(rust_name("calc.c$mp", "Op"), "CMpOp");
    }

    #[test]
    fn traits_parse_with_and_without_parameters() {
        assert_eq!(parse_trait("Pure"), Ok(TraitSpec::Simple("Pure".into())));
        assert_eq!(parse_trait("HasParent<toy.func>"), Ok(TraitSpec::HasParent(vec!["toy.func".into()])));
        assert_eq!(parse_trait("ParentOneOf<a.b, a.c>"), Ok(TraitSpec::HasParent(vec!["a.b".into(), "a.c".into()])));
        assert_eq!(
            parse_trait("AllTypesMatch<lhs, rhs>"),
            Ok(TraitSpec::AllTypesMatch(vec!["lhs".into(), "rhs".into()]))
        );
        assert!(parse_trait("Pur").unwrap_err().starts_with("unknown trait 'Pur' (known: Pure, "));
        assert!(parse_trait("HasParent<a.b").unwrap_err().contains("no closing `>`"));
    }

    #[test]
    fn value_names_are_lower_case_identifiers() {
        assert_eq!(value_name_problem("lhs", "operand"), None);
        assert_eq!(value_name_problem("true_dest", "successor"), None);
        assert_eq!(value_name_problem("trueDestOperands", "operand"), None);
        assert_eq!(accessor_name("operandSegmentSizes"), "operand_segment_sizes");
        assert_eq!(value_name_problem("CConv", "attribute"), None);
        assert_eq!(accessor_name("CConv"), "c_conv");
        assert_eq!(accessor_name("TailCallKind"), "tail_call_kind");
        // A keyword's accessor takes a `_`: MLIR's casts name their operand
        // `in`.
        assert_eq!(value_name_problem("in", "operand"), None);
        assert_eq!(accessor_name("in"), "in_");
        assert_eq!(accessor_name("type"), "type_");
        assert_eq!(accessor_name("self"), "self_");
        assert!(value_name_problem("a-b", "operand").is_some());
    }
}
