//! The example passes run through a textual pipeline with options, and
//! count with their statistics: the `#[pass]` ones of this crate and the
//! same passes declared in TOML (`examples/toml-passes`), which must behave
//! alike. Each test runs on both front ends.

use pass_runtime::ir::{self, Context, ParseOptions, PrintOptions};
use pass_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};

const INPUT: &str = r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "func.return"() : () -> ()
  }) {example.stale = 1 : i64} : () -> ()
}) : () -> ()
"#;

type Register = fn(&mut PassRegistry) -> Result<(), pass_runtime::pass::DuplicateRegistration>;

/// The two front ends: `#[pass]` attributes and a TOML spec.
const FRONT_ENDS: [(&str, Register); 2] =
    [("#[pass]", macro_passes::register_example_passes), ("TOML", toml_passes::register_example_passes)];

fn registry(register: Register) -> PassRegistry {
    let mut r = PassRegistry::new();
    register(&mut r).unwrap();
    r
}

fn run(register: Register, pipeline: &str) -> (String, PassManager) {
    let ctx = Context::new();
    let mut op = ir::parse_source(&ctx, ParseOptions { file_name: "t.mlir" }, INPUT).unwrap();
    let pm =
        parse_pass_pipeline(pipeline, &registry(register)).unwrap_or_else(|e| panic!("{}", e.render("p", pipeline)));
    let mut pm = PassManager::from_pipeline(pm);
    pm.run(&ctx, &mut op).unwrap();
    (ir::print_owned(&ctx, &op, PrintOptions::default()), pm)
}

#[test]
fn options_from_the_pipeline_reach_the_pass_and_statistics_count() {
    for (front_end, register) in FRONT_ENDS {
        let pipeline =
            "builtin.module(strip-example-attrs,func.func(count-ops{dialects=arith scale=10 attribute=test.n}))";
        let (out, pm) = run(register, pipeline);
        assert!(out.contains("{test.n = 20 : i64}"), "{front_end}: {out}");
        assert!(out.contains("{test.n = 0 : i64}"), "{front_end}: {out}");
        assert!(!out.contains("example.stale"), "{front_end}: {out}");
        let count = pm.passes().into_iter().find(|p| p.argument() == "count-ops").unwrap();
        let stats: Vec<(&str, u64)> = count.statistics().iter().map(|s| (s.name(), s.get())).collect();
        assert_eq!(stats, [("num-counted", 2), ("num-functions", 2)], "{front_end}");
        let mut text = String::new();
        pm.print_as_textual_pipeline(&mut text);
        assert_eq!(
            text,
            "builtin.module(strip-example-attrs,func.func(count-ops{attribute=test.n dialects={arith} mode=all scale=10}))",
            "{front_end}"
        );
    }
}

#[test]
fn enum_option_and_defaults() {
    for (front_end, register) in FRONT_ENDS {
        let (out, _) = run(register, "builtin.module(func.func(count-ops{mode=top-level}))");
        assert!(out.contains("{example.op_count = 3 : i64}"), "{front_end}: {out}");
        assert!(out.contains("{example.op_count = 1 : i64, example.stale = 1 : i64}"), "{front_end}: {out}");
    }
}

#[test]
fn declared_range_is_enforced() {
    for (front_end, register) in FRONT_ENDS {
        let e = parse_pass_pipeline("builtin.module(func.func(count-ops{scale=0}))", &registry(register)).unwrap_err();
        assert_eq!(
            e.message, "invalid value '0' for option 'scale' of 'count-ops': must be from 1 to 1000",
            "{front_end}"
        );
        assert_eq!(e.offset, 41, "{front_end}");
    }
}

#[test]
fn a_registered_pass_prints_its_own_docs() {
    for (front_end, register) in FRONT_ENDS {
        let r = registry(register);
        let doc = r.pass("count-ops").unwrap().documentation().unwrap();
        assert!(
            doc.starts_with("### `-count-ops`\n\n_Count the ops of each function_\n\nCounts the ops"),
            "{front_end}: {doc}"
        );
        assert!(doc.contains("| `scale` | i64, 1..=1000 | `1` | Multiply the count by this |"), "{front_end}: {doc}");
    }
}
