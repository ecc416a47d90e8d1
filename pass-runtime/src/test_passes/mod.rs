//! MLIR's test passes, as `mlir-opt` registers them (behind the
//! `test-passes` feature, which `pass-opt` turns on): they exercise options,
//! nesting, failures, crashes and statistics rather than transform anything.
//!
//! Declared in `test-passes.toml` beside this file; here are their
//! behaviour, the option struct `test-options-super-pass` takes a list of,
//! and the `test-pm-nested-pipeline` pipeline.

use crate::pass::{
    AnchorOp, OpPassManager, OptionEnv, OptionField, OptionInfo, OptionStruct, PassBehavior, PassError, PassOptions,
    PassRegistry, SetOptionError,
};

use crate::conversion::{apply_partial_conversion_on, ConversionConfig, ConversionPatternSet, ConversionTarget};
use crate::ir::{InsertPoint, OpId, OpSpec};
use crate::rewrite::{FnPattern, PatternInfo, PatternRewriter};

mod decompose_call_graph_types;

mod generated {
    //! Generated from `test-passes.toml`.
    #![allow(missing_docs)]
    include!(concat!(env!("OUT_DIR"), "/test-passes.rs"));
}

// The generated `register_test_passes` is shadowed by the one below, which
// adds the pipelines.
pub use generated::*;

/// Registers the test passes and pipelines: `test-options-pass`,
/// `test-options-super-pass`, `test-module-pass`, `test-function-pass`, ...,
/// and the `test-pm-nested-pipeline` pipeline.
pub fn register_test_passes(registry: &mut PassRegistry) -> Result<(), crate::pass::DuplicateRegistration> {
    generated::register_test_passes(registry)?;
    register_pipelines(registry)
}

/// The options of `test-options-pass` (and the elements of
/// `test-options-super-pass`'s list).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TestOptions {
    /// `enum`: an enum option.
    pub enum_: TestOptionsPassEnum,
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

/// The test passes change nothing: their interest is in their options and
/// where they run.
macro_rules! no_op_behavior {
    ($($t:ty),*) => {$(
        impl PassBehavior for $t {
            fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
                op.mark_all_analyses_preserved();
                Ok(())
            }
        }
    )*};
}

no_op_behavior!(TestOptionsPass, TestOptionsSuperPass, TestModulePass, TestFunctionPass);

/// Counts the op and every op nested in it.
impl PassBehavior for TestStatisticPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let mut count = 1;
        op.body().walk_all_preorder(&mut |_, _| count += 1);
        self.statistics.op_count.add(count);
        op.mark_all_analyses_preserved();
        Ok(())
    }
}

/// Fails, saying so only with `gen-diagnostics`.
impl PassBehavior for TestFailurePass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        if self.options.gen_diagnostics {
            let d = op.view().error("illegal operation");
            op.emit(d);
        }
        Err(PassError::silent())
    }
}

/// Panics: the pass manager must turn that into a failure of this pass.
impl PassBehavior for TestCrashRecoveryPass {
    fn run_on_operation(&self, _: &mut AnchorOp<'_>) -> Result<(), PassError> {
        panic!("test-pass-crash: crashing on purpose");
    }
}

/// Puts a `test.any_attr_of_i32_str` without its attribute (which does not
/// verify) at the start of the op's first block.
impl PassBehavior for TestInvalidIRPass {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        if self.options.emit_invalid_ir {
            let (ctx, body) = op.context_and_body_mut();
            let first = body.top_regions().first().and_then(|&r| body.entry_block(r));
            if let Some(block) = first {
                let spec = OpSpec::new(ctx, ctx.op_name("test.any_attr_of_i32_str"), ctx.unknown_loc());
                let new = body.create_op(&spec, false);
                body.insert_op(new, InsertPoint::BlockStart(block));
            }
        }
        if self.options.signal_pass_failure {
            return Err(PassError::silent());
        }
        Ok(())
    }
}

/// MLIR's `RemoveTestDialectOps`: a pattern for any op that erases the ops
/// of the `test` dialect.
fn remove_test_dialect_ops(op: OpId, rewriter: &mut PatternRewriter<'_>) -> bool {
    let ctx = rewriter.context();
    if ctx.op_dialect(rewriter.body().op_name(op)) != "test" {
        return false;
    }
    rewriter.erase_op(op);
    true
}

/// A partial conversion with the `test` dialect illegal and one pattern
/// matching any op (MLIR's `TestUnknownRootOpDriver`).
impl PassBehavior for TestLegalizeUnknownRootPatterns {
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let mut patterns = ConversionPatternSet::new();
        patterns.add(FnPattern::new(PatternInfo::any_op("RemoveTestDialectOps"), remove_test_dialect_ops));
        let mut target = ConversionTarget::new();
        target.add_illegal_dialect("test");
        apply_partial_conversion_on(op, &target, &patterns.freeze(), &ConversionConfig::default())
            .map(|_| ())
            .map_err(|e| e.emit(op))
    }
}

/// `test-pm-nested-pipeline`, as MLIR's: a nested module pipeline and a
/// function pipeline.
fn nested_pipeline(pm: &mut OpPassManager) -> Result<(), crate::pass::PipelineBuildError> {
    let module = pm.nest("builtin.module");
    module.add_pass(Box::new(TestModulePass::new(Default::default())))?;
    module.nest("func.func").add_pass(Box::new(TestFunctionPass::new(Default::default())))?;
    pm.nest("func.func").add_pass(Box::new(TestFunctionPass::new(Default::default())))
}

fn register_pipelines(registry: &mut PassRegistry) -> Result<(), crate::pass::DuplicateRegistration> {
    registry.register_pipeline("test-pm-nested-pipeline", "Test a nested pipeline in the pass manager", nested_pipeline)
}
