//! Printing then parsing gives the same pipeline: a property test over
//! random pipelines (nesting, `any`, options of every kind, strings with
//! quotes, braces, commas and spaces).

use pass_runtime::pass::{is_printable_string, parse_pass_pipeline, OpPassManager, Pass, PassRegistry};
use pass_runtime::test_passes::{
    TestOptions, TestOptionsPass, TestOptionsPassEnum as TestEnum, TestOptionsPassOptions, TestOptionsSuperPass,
};
use proptest::prelude::*;

use crate::stubs::{registry, CanonicalizeOptions, InlineOptions, RegionSimplify, Stub};

#[derive(Debug, Clone)]
enum Element {
    Cse,
    Canonicalize { max_iterations: i64, top_down: bool, region: u8, disable: Vec<String> },
    TestOptions(TestOpts),
    Super(Vec<TestOpts>),
    Inline { default_pipeline: String, op_pipelines: Vec<Vec<Element>> },
    Nested(&'static str, Vec<Element>),
}

#[derive(Debug, Clone)]
struct TestOpts {
    e: u8,
    list: Vec<i32>,
    string: String,
    strings: Vec<String>,
}

/// Strings with spaces, commas, braces (balanced or not) and quotes, except
/// the few the option syntax cannot express (see `is_printable_string`).
fn tricky_string() -> impl Strategy<Value = String> {
    let segment = prop_oneof![
        "[a-z ,{}]{0,5}",
        "'[a-z ,{}\"]{0,4}'",
        "\"[a-z ,{}']{0,4}\"",
        Just("'".to_string()),
        Just("\"".to_string()),
    ];
    prop_oneof![
        "[a-z]{0,6}",
        prop::collection::vec(segment, 0..3)
            .prop_map(|v| v.concat())
            .prop_filter("expressible", |s| is_printable_string(s, false) && is_printable_string(s, true)),
        Just("'a' b".to_string()),
        Just("p,q".to_string()),
        Just("{x}".to_string()),
        Just("hello world".to_string()),
    ]
}

fn test_opts() -> impl Strategy<Value = TestOpts> {
    (0u8..3, prop::collection::vec(any::<i32>(), 0..3), tricky_string(), prop::collection::vec(tricky_string(), 0..3))
        .prop_map(|(e, list, string, strings)| TestOpts { e, list, string, strings })
}

fn leaf() -> impl Strategy<Value = Element> {
    prop_oneof![
        Just(Element::Cse),
        (any::<i64>(), any::<bool>(), 0u8..3, prop::collection::vec("[a-z]{1,5}", 0..3)).prop_map(
            |(max_iterations, top_down, region, disable)| Element::Canonicalize {
                max_iterations,
                top_down,
                region,
                disable
            }
        ),
    ]
}

fn element() -> impl Strategy<Value = Element> {
    leaf().prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(|v| Element::Nested("builtin.module", v)),
            prop::collection::vec(inner.clone(), 0..4).prop_map(|v| Element::Nested("any", v)),
            (tricky_string(), prop::collection::vec(prop::collection::vec(inner, 0..3), 0..2))
                .prop_map(|(default_pipeline, op_pipelines)| Element::Inline { default_pipeline, op_pipelines }),
        ]
    })
}

fn function_element() -> impl Strategy<Value = Element> {
    prop_oneof![
        test_opts().prop_map(Element::TestOptions),
        prop::collection::vec(test_opts(), 0..3).prop_map(Element::Super),
        leaf(),
    ]
}

fn to_test_options(o: &TestOpts) -> TestOptions {
    TestOptions {
        enum_: [TestEnum::Zero, TestEnum::One, TestEnum::Two][o.e as usize],
        list: o.list.clone(),
        string: o.string.clone(),
        string_list: o.strings.clone(),
    }
}

fn test_options_pass(o: &TestOpts) -> TestOptionsPass {
    let t = to_test_options(o);
    TestOptionsPass::new(TestOptionsPassOptions {
        enum_: t.enum_,
        list: t.list,
        string: t.string,
        string_list: t.string_list,
    })
}

fn build(pm: &mut OpPassManager, elements: &[Element]) {
    for e in elements {
        let pass: Box<dyn Pass> = match e {
            Element::Cse => registry().pass("cse").unwrap().create(),
            Element::Canonicalize { max_iterations, top_down, region, disable } => Box::new(Stub {
                arg: "canonicalize",
                name: "Canonicalizer",
                op: None,
                options: Some(CanonicalizeOptions {
                    max_iterations: *max_iterations,
                    top_down: *top_down,
                    region_simplify: [RegionSimplify::Disabled, RegionSimplify::Normal, RegionSimplify::Aggressive]
                        [*region as usize],
                    disable_patterns: disable.clone(),
                    ..Default::default()
                }),
            }),
            Element::TestOptions(o) => Box::new(test_options_pass(o)),
            Element::Super(list) => {
                let mut p = TestOptionsSuperPass::default();
                p.options.list = Vec::new();
                p.options.list = list.iter().map(to_test_options).collect();
                Box::new(p)
            }
            Element::Inline { default_pipeline, op_pipelines } => {
                let op_pipelines = op_pipelines
                    .iter()
                    .map(|els| {
                        let mut nested = OpPassManager::new("func.func");
                        build(&mut nested, els);
                        nested
                    })
                    .collect();
                Box::new(Stub {
                    arg: "inline",
                    name: "Inliner",
                    op: None,
                    options: Some(InlineOptions {
                        default_pipeline: default_pipeline.clone(),
                        op_pipelines,
                        ..Default::default()
                    }),
                })
            }
            Element::Nested(anchor, els) => {
                build(pm.nest(anchor), els);
                continue;
            }
        };
        pm.add_pass(pass).unwrap();
    }
}

fn round_trips(pm: &OpPassManager, registry: &PassRegistry) -> Result<(), TestCaseError> {
    let mut printed = String::new();
    pm.print_as_textual_pipeline(&mut printed);
    let parsed = parse_pass_pipeline(&printed, registry)
        .map_err(|e| TestCaseError::fail(format!("does not parse back:\n{}", e.render("pipeline", &printed))))?;
    let mut again = String::new();
    parsed.print_as_textual_pipeline(&mut again);
    prop_assert_eq!(&again, &printed);
    prop_assert_eq!(parsed.dump(), pm.dump());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn most_strings_are_expressible(s in "[a-z ,{}'\"]{0,8}") {
        // Not a property of every string (see `is_printable_string`), but
        // the exceptions must stay rare: strings without both quote kinds
        // always are.
        if !(s.contains('\'') && s.contains('"')) {
            prop_assert!(is_printable_string(&s, false), "{s:?}");
            prop_assert!(is_printable_string(&s, true), "{s:?}");
        }
    }

    #[test]
    fn printed_pipelines_parse_back_the_same(
        top in prop::collection::vec(element(), 0..4),
        functions in prop::collection::vec(function_element(), 0..4),
    ) {
        let registry = registry();
        let mut pm = OpPassManager::new("builtin.module");
        build(&mut pm, &top);
        build(pm.nest("func.func"), &functions);
        round_trips(&pm, &registry)?;
    }

    /// Option values of every kind read back exactly what was printed.
    #[test]
    fn option_values_round_trip(o in test_opts()) {
        let pass = test_options_pass(&o);
        let mut printed = String::new();
        let mut pm = OpPassManager::new("func.func");
        pm.add_pass(Box::new(pass)).unwrap();
        pm.print_as_textual_pipeline(&mut printed);
        let parsed = parse_pass_pipeline(&printed, &registry())
            .map_err(|e| TestCaseError::fail(e.render("pipeline", &printed)))?;
        let p = parsed.passes()[0].options().unwrap();
        let mut a = String::new();
        let mut b = String::new();
        pass_runtime::pass::print_options(p, &mut a);
        pass_runtime::pass::print_options(pm.passes()[0].options().unwrap(), &mut b);
        prop_assert_eq!(a, b);
    }
}
