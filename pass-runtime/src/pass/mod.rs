//! The pass manager: [`Pass`]es, pipelines of them nested by op
//! ([`OpPassManager`], [`PassManager`]), [`Analysis`] caching, and
//! [`PassInstrumentation`] hooks.
//!
//! One concept per file, as in MLIR:
//!
//! - `pass.rs`: the [`Pass`] trait, [`PassError`], [`Statistic`].
//! - `anchor.rs`: [`AnchorOp`], the op a pass runs on with the manager's
//!   services (analyses, diagnostics, dynamic pipelines).
//! - `analysis.rs`: [`Analysis`], [`PreservedAnalyses`], [`AnalysisManager`]
//!   and the per-op cache.
//! - `manager.rs`: [`OpPassManager`] and [`PassManager`]: building pipelines,
//!   merging nested ones, initialization, run configuration.
//! - `executor.rs`: running pipelines, in parallel over sibling ops.
//! - `instrumentation.rs`: [`PassInstrumentation`] and the instrumentor that
//!   calls the hooks one at a time.
//! - `timing.rs`: [`TimingManager`], pass timing and its reports.
//! - `statistics.rs`: pass statistics reports.
//! - `ir_printing.rs`: IR printing around passes ([`IrPrintingConfig`]).
//! - `reproducer.rs`: crash and failure reproducers ([`ReproducerConfig`]).
//! - `options.rs`: pass options ([`PassOptions`], [`OptionValue`]), their
//!   syntax and printing.
//! - [`declare`]: the contract with passgen's generated code
//!   ([`DeclaredPass`](declare::DeclaredPass), [`PassInfo`](declare::PassInfo),
//!   [`OptionTable`](declare::OptionTable)) and the generic code it is
//!   driven by.
//! - `registry.rs`: the [`PassRegistry`] of passes and pipelines.
//! - `pipeline_parser.rs`: the textual pipeline language
//!   ([`parse_pass_pipeline`]).

mod analysis;
mod anchor;
pub mod declare;
mod executor;
mod instrumentation;
mod ir_printing;
mod manager;
mod options;
#[allow(clippy::module_inception)]
mod pass;
mod pipeline_parser;
mod registry;
mod reproducer;
mod statistics;
mod timing;

pub use analysis::{Analysis, AnalysisManager, PreservedAnalyses};
pub use anchor::AnchorOp;
pub use executor::running_pass;
pub use instrumentation::{pass_id, NestedPipelines, OpPath, PassInstrumentation, PassTarget, PipelineParentInfo};
pub use ir_printing::{IrPrintingConfig, IrTreeSink, PassFilter};
pub use manager::{Nesting, OpPassManager, PassEntry, PassManager, PipelineBuildError, RunError, ANY_ANCHOR};
pub use options::{
    is_printable_string, parse_enum, parse_options, print_options, EnumValue, OptionEnv, OptionField, OptionInfo,
    OptionStruct, OptionValue, OptionsError, PassOptions, SetOptionError, ValueError,
};
pub use pass::{schedule_on_interface, Pass, PassBehavior, PassError, Statistic};

pub use pipeline_parser::{parse_pass_pipeline, PipelineError, PipelineParser};
pub use registry::{
    DuplicateRegistration, PassRegistration, PassRegistry, PipelineBuilderError, PipelineRegistration, Registration,
};
pub use reproducer::{ReproducerConfig, ReproducerOutput, ReproducerStreamFactory};
pub use statistics::{statistics_report, StatisticsDisplay, StatisticsFormat};
pub use timing::{TimingDisplay, TimingFormat, TimingManager, TimingScope};
