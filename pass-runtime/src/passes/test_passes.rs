//! Test passes with MLIR's names and options (`test-options-pass` and
//! friends), for exercising options, pipelines and nesting from `pass-opt`.
//! They change nothing.

use crate::pass::{
    parse_enum, AnchorOp, EnumValue, OpPassManager, OptionEnv, OptionField, OptionInfo, OptionStruct, OptionValue,
    Pass, PassError, PassOptions, PassRegistry, SetOptionError, ValueError,
};

/// The values of `test-options-pass`'s `enum` option.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TestEnum {
    /// `zero`
    #[default]
    Zero,
    /// `one`
    One,
    /// `two`
    Two,
}

const TEST_ENUM_VALUES: [(TestEnum, EnumValue); 3] = [
    (TestEnum::Zero, EnumValue { name: "zero", description: "Example zero value" }),
    (TestEnum::One, EnumValue { name: "one", description: "Example one value" }),
    (TestEnum::Two, EnumValue { name: "two", description: "Example two value" }),
];

impl OptionValue for TestEnum {
    const TYPE_NAME: &'static str = "value";
    fn enum_values() -> Vec<EnumValue> {
        TEST_ENUM_VALUES.iter().map(|(_, v)| *v).collect()
    }
    fn parse(text: &str, _: &OptionEnv<'_>) -> Result<Self, ValueError> {
        parse_enum(text, &TEST_ENUM_VALUES)
    }
    fn print(&self, out: &mut String, _: bool) {
        let name = TEST_ENUM_VALUES.iter().find(|(e, _)| e == self).map_or("", |(_, v)| v.name);
        out.push_str(name);
    }
}

/// The options of `test-options-pass` (and the elements of
/// `test-options-super-pass`'s list).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TestOptions {
    /// `enum`: an enum option.
    pub enum_: TestEnum,
    /// `list`: a list of integers.
    pub list: Vec<i32>,
    /// `string`: a string.
    pub string: String,
    /// `string-list`: a list of strings.
    pub string_list: Vec<String>,
}

impl PassOptions for TestOptions {
    fn infos(&self) -> Vec<OptionInfo> {
        vec![
            self.enum_.info("enum", "Example enum option"),
            self.list.info("list", "Example list option"),
            self.string.info("string", "Example string option"),
            self.string_list.info("string-list", "Example string list option"),
        ]
    }
    fn set(&mut self, argument: &str, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), SetOptionError> {
        match argument {
            "enum" => OptionField::set(&mut self.enum_, value, env)?,
            "list" => OptionField::set(&mut self.list, value, env)?,
            "string" => OptionField::set(&mut self.string, value, env)?,
            "string-list" => OptionField::set(&mut self.string_list, value, env)?,
            _ => return Err(SetOptionError::Unknown),
        }
        Ok(())
    }
    fn print(&self, argument: &str, out: &mut String) {
        match argument {
            "enum" => OptionField::print(&self.enum_, argument, out),
            "list" => OptionField::print(&self.list, argument, out),
            "string" => OptionField::print(&self.string, argument, out),
            "string-list" => OptionField::print(&self.string_list, argument, out),
            _ => {}
        }
    }
}

impl OptionStruct for TestOptions {}

/// `test-options-pass`: a function pass with options of several kinds.
#[derive(Clone, Debug, Default)]
pub struct TestOptionsPass {
    /// The options.
    pub options: TestOptions,
}

impl Pass for TestOptionsPass {
    fn argument(&self) -> &str {
        "test-options-pass"
    }
    fn name(&self) -> &str {
        "TestOptionsPass"
    }
    fn summary(&self) -> &str {
        "Test options parsing capabilities"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
}

/// The options of `test-options-super-pass`: a list of option structs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TestSuperOptions {
    /// `list`
    pub list: Vec<TestOptions>,
}

impl PassOptions for TestSuperOptions {
    fn infos(&self) -> Vec<OptionInfo> {
        vec![self.list.info("list", "Example list of PassPipelineOptions option")]
    }
    fn set(&mut self, argument: &str, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), SetOptionError> {
        match argument {
            "list" => Ok(OptionField::set(&mut self.list, value, env)?),
            _ => Err(SetOptionError::Unknown),
        }
    }
    fn print(&self, argument: &str, out: &mut String) {
        if argument == "list" {
            OptionField::print(&self.list, argument, out);
        }
    }
}

/// `test-options-super-pass`: options made of option structs.
#[derive(Clone, Debug, Default)]
pub struct TestOptionsSuperPass {
    /// The options.
    pub options: TestSuperOptions,
}

impl Pass for TestOptionsSuperPass {
    fn argument(&self) -> &str {
        "test-options-super-pass"
    }
    fn name(&self) -> &str {
        "TestOptionsSuperPass"
    }
    fn summary(&self) -> &str {
        "Test options of options parsing capabilities"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        Some(&self.options)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        Some(&mut self.options)
    }
}

/// `test-module-pass`: a pass on `builtin.module` that does nothing.
#[derive(Clone, Debug, Default)]
pub struct TestModulePass;

impl Pass for TestModulePass {
    fn argument(&self) -> &str {
        "test-module-pass"
    }
    fn name(&self) -> &str {
        "TestModulePass"
    }
    fn summary(&self) -> &str {
        "Test a module pass in the pass manager"
    }
    fn op_name(&self) -> Option<&str> {
        Some("builtin.module")
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(TestModulePass)
    }
}

/// `test-function-pass`: a pass on `func.func` that does nothing.
#[derive(Clone, Debug, Default)]
pub struct TestFunctionPass;

impl Pass for TestFunctionPass {
    fn argument(&self) -> &str {
        "test-function-pass"
    }
    fn name(&self) -> &str {
        "TestFunctionPass"
    }
    fn summary(&self) -> &str {
        "Test a function pass in the pass manager"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(TestFunctionPass)
    }
}

/// `test-pm-nested-pipeline`, as MLIR's: a nested module pipeline and a
/// function pipeline.
fn nested_pipeline(pm: &mut OpPassManager) -> Result<(), crate::pass::PipelineBuildError> {
    let module = pm.nest("builtin.module");
    module.add_pass(Box::new(TestModulePass))?;
    module.nest("func.func").add_pass(Box::new(TestFunctionPass))?;
    pm.nest("func.func").add_pass(Box::new(TestFunctionPass))
}

pub(super) fn register(registry: &mut PassRegistry) -> Result<(), crate::pass::DuplicateRegistration> {
    registry.register_pass(|| Box::new(TestOptionsPass::default()))?;
    registry.register_pass(|| Box::new(TestOptionsSuperPass::default()))?;
    registry.register_pass(|| Box::new(TestModulePass))?;
    registry.register_pass(|| Box::new(TestFunctionPass))?;
    registry.register_pipeline("test-pm-nested-pipeline", "Test a nested pipeline in the pass manager", nested_pipeline)
}
