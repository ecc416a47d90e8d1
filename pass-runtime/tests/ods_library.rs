//! passgen's constraint library (what specs may name, with the summaries
//! docs print) and the runtime's (what generated code names, with the
//! summaries verifiers print) list the same constraints with the same words.

use std::collections::BTreeMap;

use passgen::dialect::library::{ATTR_CONSTRAINTS, TYPE_CONSTRAINTS};

/// passgen's and the runtime's list of one kind of constraint, each as a
/// map from name to summary, must be equal.
fn assert_libraries_agree(passgen: impl Iterator<Item = (&'static str, &'static str)>, runtime: &[(&str, &str)]) {
    let passgen: BTreeMap<&str, &str> = passgen.collect();
    let runtime: BTreeMap<&str, &str> = runtime.iter().copied().collect();
    assert_eq!(passgen, runtime);
}

#[test]
fn type_constraints_agree() {
    assert_libraries_agree(
        TYPE_CONSTRAINTS.iter().map(|c| (c.name, c.summary)),
        pass_runtime::ods::constraints::TYPE_CONSTRAINTS,
    );
}

#[test]
fn attribute_constraints_agree() {
    assert_libraries_agree(
        ATTR_CONSTRAINTS.iter().map(|c| (c.name, c.summary)),
        pass_runtime::ods::constraints::ATTR_CONSTRAINTS,
    );
}
