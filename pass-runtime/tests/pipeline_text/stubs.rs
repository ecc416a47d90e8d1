//! Stand-ins for MLIR passes with MLIR's names and option schemas
//! (`InlineOptions`, which mirrors the real
//! `inline`'s schema: the round-trip test builds stand-ins with it and
//! parses what they print with the real pass), plus the runtime's own passes
//! (`cse`, `canonicalize`, `inline` among them) and test passes, in one
//! registry.

use pass_runtime::pass::{
    parse_enum, AnchorOp, EnumValue, OpPassManager, OptionEnv, OptionField, OptionInfo, OptionValue, Pass, PassError,
    PassOptions, PassRegistry, SetOptionError, ValueError,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RegionSimplify {
    Disabled,
    #[default]
    Normal,
    Aggressive,
}

const REGION_SIMPLIFY: [(RegionSimplify, EnumValue); 3] = [
    (
        RegionSimplify::Disabled,
        EnumValue { name: "disabled", description: "Don't run any control-flow simplification." },
    ),
    (
        RegionSimplify::Normal,
        EnumValue {
            name: "normal",
            description: "Perform simple control-flow simplifications (e.g. dead args elimination).",
        },
    ),
    (
        RegionSimplify::Aggressive,
        EnumValue {
            name: "aggressive",
            description: "Perform aggressive control-flow simplification (e.g. block merging).",
        },
    ),
];

impl OptionValue for RegionSimplify {
    const TYPE_NAME: &'static str = "value";
    fn enum_values() -> Vec<EnumValue> {
        REGION_SIMPLIFY.iter().map(|(_, v)| *v).collect()
    }
    fn parse(text: &str, _: &OptionEnv<'_>) -> Result<Self, ValueError> {
        parse_enum(text, &REGION_SIMPLIFY)
    }
    fn print(&self, out: &mut String, _: bool) {
        out.push_str(REGION_SIMPLIFY.iter().find(|(e, _)| e == self).unwrap().1.name);
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct CanonicalizeOptions {
    pub disable_patterns: Vec<String>,
    pub enable_patterns: Vec<String>,
    pub max_iterations: i64,
    pub max_num_rewrites: i64,
    pub region_simplify: RegionSimplify,
    pub test_convergence: bool,
    pub top_down: bool,
}

impl Default for CanonicalizeOptions {
    fn default() -> Self {
        CanonicalizeOptions {
            disable_patterns: vec![],
            enable_patterns: vec![],
            max_iterations: 10,
            max_num_rewrites: -1,
            region_simplify: RegionSimplify::Normal,
            test_convergence: false,
            top_down: true,
        }
    }
}

/// Implements `PassOptions` by listing `argument => field` pairs (what
/// passgen generates).
macro_rules! options {
    ($ty:ty { $($arg:literal => $field:ident : $desc:literal,)* }) => {
        impl PassOptions for $ty {
            fn infos(&self) -> Vec<OptionInfo> {
                vec![$(self.$field.info($arg, $desc)),*]
            }
            fn set(&mut self, argument: &str, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), SetOptionError> {
                match argument {
                    $($arg => Ok(OptionField::set(&mut self.$field, value, env)?),)*
                    _ => Err(SetOptionError::Unknown),
                }
            }
            fn print(&self, argument: &str, out: &mut String) {
                match argument {
                    $($arg => OptionField::print(&self.$field, argument, out),)*
                    _ => {}
                }
            }
        }
    };
}

options!(CanonicalizeOptions {
    "disable-patterns" => disable_patterns: "Labels of patterns that should be filtered out during application",
    "enable-patterns" => enable_patterns: "Labels of patterns that should be used during application, all other patterns are filtered out",
    "max-iterations" => max_iterations: "Max. iterations between applying patterns / simplifying regions",
    "max-num-rewrites" => max_num_rewrites: "Max. number of pattern rewrites within an iteration",
    "region-simplify" => region_simplify: "Perform control flow optimizations to the region tree",
    "test-convergence" => test_convergence: "Test only: Fail pass on non-convergence to detect cyclic pattern",
    "top-down" => top_down: "Seed the worklist in general top-down order",
});

#[derive(Clone)]
pub struct InlineOptions {
    pub default_pipeline: String,
    pub inlining_threshold: u32,
    pub max_iterations: u32,
    pub op_pipelines: Vec<OpPassManager>,
}

impl Default for InlineOptions {
    fn default() -> Self {
        InlineOptions {
            default_pipeline: "canonicalize".into(),
            inlining_threshold: u32::MAX,
            max_iterations: 4,
            op_pipelines: vec![],
        }
    }
}

options!(InlineOptions {
    "default-pipeline" => default_pipeline: "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
    "inlining-threshold" => inlining_threshold: "If the ratio between the number of the operations in the callee and the number of the operations in the caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
    "max-iterations" => max_iterations: "Maximum number of iterations when inlining within an SCC",
    "op-pipelines" => op_pipelines: "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
});

/// A pass that does nothing, with a name, an anchor and options.
#[derive(Clone)]
pub struct Stub<O: PassOptions + Clone + 'static> {
    pub arg: &'static str,
    pub name: &'static str,
    pub op: Option<&'static str>,
    pub options: Option<O>,
}

impl<O: PassOptions + Clone + 'static> Pass for Stub<O> {
    fn argument(&self) -> &str {
        self.arg
    }
    fn name(&self) -> &str {
        self.name
    }
    fn op_name(&self) -> Option<&str> {
        self.op
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        op.mark_all_analyses_preserved();
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        self.options.as_ref().map(|o| o as &dyn PassOptions)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        self.options.as_mut().map(|o| o as &mut dyn PassOptions)
    }
}

pub fn registry() -> PassRegistry {
    // `cse`, `canonicalize` and `inline` are the real ones, registered with
    // the built-in passes below.
    // `convert-func-to-llvm` (anchored on `builtin.module`) is the real one.
    let mut r = PassRegistry::new();
    pass_runtime::test_passes::register_test_passes(&mut r).unwrap();
    pass_runtime::passes::register_builtin_passes(&mut r).unwrap();
    r
}
