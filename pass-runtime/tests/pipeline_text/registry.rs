//! The registry: duplicates, pipelines with options, listings.

use pass_runtime::pass::{
    parse_pass_pipeline, DuplicateRegistration, OptionEnv, OptionField, OptionInfo, PassOptions, SetOptionError,
};
use pass_runtime::test_passes::TestFunctionPass;

use crate::stubs::registry;

#[test]
fn registering_an_argument_twice_is_an_error() {
    let mut r = registry();
    let err = r.register_pass(|| Box::new(TestFunctionPass::default())).unwrap_err();
    assert_eq!(err, DuplicateRegistration("test-function-pass".into()));
    assert_eq!(err.to_string(), "'test-function-pass' is already registered as a pass or pass pipeline");
    let err = r.register_pipeline("cse", "a pipeline named like a pass", |_| Ok(())).unwrap_err();
    assert_eq!(err.0, "cse");
}

#[derive(Default)]
struct UnrollOptions {
    factor: u32,
    cleanup: bool,
}

impl PassOptions for UnrollOptions {
    fn infos(&self) -> Vec<OptionInfo> {
        vec![self.factor.info("factor", "Unroll factor"), self.cleanup.info("cleanup", "Canonicalize after")]
    }
    fn set(&mut self, argument: &str, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), SetOptionError> {
        match argument {
            "factor" => Ok(OptionField::set(&mut self.factor, value, env)?),
            "cleanup" => Ok(OptionField::set(&mut self.cleanup, value, env)?),
            _ => Err(SetOptionError::Unknown),
        }
    }
    fn print(&self, argument: &str, out: &mut String) {
        match argument {
            "factor" => OptionField::print(&self.factor, argument, out),
            "cleanup" => OptionField::print(&self.cleanup, argument, out),
            _ => {}
        }
    }
}

#[test]
fn registered_pipelines_expand_with_their_options() {
    let mut r = registry();
    r.register_pipeline_with_options("my-pipeline", "test pipeline", |pm, o: &UnrollOptions| {
        for _ in 0..o.factor {
            pm.nest("func.func").add_pass(Box::new(TestFunctionPass::default()))?;
        }
        if o.cleanup {
            pm.nest_any().add_pass(r_cse())?;
        }
        Ok(())
    })
    .unwrap();
    let pm = parse_pass_pipeline("builtin.module(my-pipeline{factor=2 cleanup},cse)", &r).unwrap();
    let mut text = String::new();
    pm.print_as_textual_pipeline(&mut text);
    assert_eq!(text, "builtin.module(func.func(test-function-pass),func.func(test-function-pass),any(cse),cse)");
    let e = parse_pass_pipeline("builtin.module(my-pipeline{factr=2})", &r).unwrap_err();
    assert_eq!(e.offset, 27);
    assert!(e.message.starts_with("no such option 'factr' for 'my-pipeline'; did you mean 'factor'?"), "{}", e.message);
    let listed: Vec<String> = r
        .pipelines()
        .find(|p| p.argument() == "my-pipeline")
        .unwrap()
        .options()
        .iter()
        .map(|o| o.argument.to_string())
        .collect();
    assert_eq!(listed, ["factor", "cleanup"]);
}

fn r_cse() -> Box<dyn pass_runtime::pass::Pass> {
    registry().pass("cse").unwrap().create()
}

#[test]
fn options_schema_has_types_and_defaults() {
    let r = registry();
    let infos = r.pass("canonicalize").unwrap().options();
    let max = infos.iter().find(|i| i.argument == "max-iterations").unwrap();
    assert_eq!((max.type_name, max.default.as_str(), max.is_list), ("long", "10", false));
    let rs = infos.iter().find(|i| i.argument == "region-simplify").unwrap();
    assert_eq!(rs.enum_values.iter().map(|v| v.name).collect::<Vec<_>>(), ["disabled", "normal", "aggressive"]);
    let top = infos.iter().find(|i| i.argument == "top-down").unwrap();
    assert!(top.is_flag);
    let ops = r.pass("inline").unwrap().options();
    let pipelines = ops.iter().find(|i| i.argument == "op-pipelines").unwrap();
    assert_eq!((pipelines.type_name, pipelines.is_list, pipelines.default.as_str()), ("pass-manager", true, ""));
}
