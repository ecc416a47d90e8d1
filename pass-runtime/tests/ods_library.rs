//! passgen's constraint library (what specs may name, with the summaries
//! docs print) and the runtime's (what generated code names, with the
//! summaries verifiers print) list the same constraints with the same words.

use std::collections::BTreeMap;

#[test]
fn type_constraints_agree() {
    let passgen: BTreeMap<&str, &str> =
        passgen::dialect::library::TYPE_CONSTRAINTS.iter().map(|c| (c.name, c.summary)).collect();
    let runtime: BTreeMap<&str, &str> = pass_runtime::ods::constraints::TYPE_CONSTRAINTS.iter().copied().collect();
    assert_eq!(passgen, runtime);
}

#[test]
fn attribute_constraints_agree() {
    let passgen: BTreeMap<&str, &str> =
        passgen::dialect::library::ATTR_CONSTRAINTS.iter().map(|c| (c.name, c.summary)).collect();
    let runtime: BTreeMap<&str, &str> = pass_runtime::ods::constraints::ATTR_CONSTRAINTS.iter().copied().collect();
    assert_eq!(passgen, runtime);
}
