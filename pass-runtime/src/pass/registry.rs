//! The pass registry: pass arguments mapped to constructors, and named
//! pipelines mapped to builders (MLIR's `PassRegistration` and
//! `PassPipelineRegistration`), for the textual pipeline language and
//! `--list-passes`.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::manager::{OpPassManager, PipelineBuildError};
use super::options::{parse_options, OptionEnv, OptionInfo, OptionsError, PassOptions};
use super::pass::Pass;

type PassCtor = dyn Fn() -> Box<dyn Pass> + Send + Sync;
type PipelineBuilder =
    dyn Fn(&mut OpPassManager, &str, &OptionEnv<'_>) -> Result<(), PipelineBuilderError> + Send + Sync;
type OptionsSchema = dyn Fn() -> Vec<OptionInfo> + Send + Sync;

/// Why a registered pipeline could not be added.
#[derive(Debug)]
pub enum PipelineBuilderError {
    /// Its options text is wrong.
    Options(OptionsError),
    /// Its builder could not build it.
    Build(PipelineBuildError),
}

/// A registered pass.
#[derive(Clone)]
pub struct PassRegistration {
    argument: String,
    summary: String,
    description: String,
    documentation: Option<&'static str>,
    ctor: Arc<PassCtor>,
}

impl PassRegistration {
    /// The argument naming the pass in pipelines.
    pub fn argument(&self) -> &str {
        &self.argument
    }

    /// The one-line summary.
    pub fn summary(&self) -> &str {
        &self.summary
    }

    /// The description.
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The pass's reference documentation in Markdown, as `passgen doc`
    /// writes it, for passes declared with passgen (a TOML spec or
    /// `#[pass]`); `None` for passes registered without it.
    pub fn documentation(&self) -> Option<&'static str> {
        self.documentation
    }

    /// A new instance with default options.
    pub fn create(&self) -> Box<dyn Pass> {
        (self.ctor)()
    }

    /// The pass's options, with their defaults.
    pub fn options(&self) -> Vec<OptionInfo> {
        self.create().options().map(|o| o.infos()).unwrap_or_default()
    }
}

/// A registered pipeline.
#[derive(Clone)]
pub struct PipelineRegistration {
    argument: String,
    summary: String,
    builder: Arc<PipelineBuilder>,
    options: Arc<OptionsSchema>,
}

impl PipelineRegistration {
    /// The argument naming the pipeline.
    pub fn argument(&self) -> &str {
        &self.argument
    }

    /// The one-line summary.
    pub fn summary(&self) -> &str {
        &self.summary
    }

    /// The pipeline's options, with their defaults.
    pub fn options(&self) -> Vec<OptionInfo> {
        (self.options)()
    }

    /// Adds the pipeline to `pm`, with options from `options` text.
    pub fn add_to(
        &self,
        pm: &mut OpPassManager,
        options: &str,
        env: &OptionEnv<'_>,
    ) -> Result<(), PipelineBuilderError> {
        (self.builder)(pm, options, env)
    }
}

/// An entry of the registry.
#[derive(Clone)]
pub enum Registration {
    /// A pass.
    Pass(PassRegistration),
    /// A pipeline.
    Pipeline(PipelineRegistration),
}

/// Registering an argument twice.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is already registered as a pass or pass pipeline")]
pub struct DuplicateRegistration(pub String);

/// Passes and pipelines by argument.
#[derive(Clone, Default)]
pub struct PassRegistry {
    entries: BTreeMap<String, Registration>,
}

impl PassRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    fn insert(&mut self, argument: &str, r: Registration) -> Result<(), DuplicateRegistration> {
        if self.entries.contains_key(argument) {
            return Err(DuplicateRegistration(argument.to_string()));
        }
        self.entries.insert(argument.to_string(), r);
        Ok(())
    }

    /// Registers a pass by its constructor; argument, summary and description
    /// come from an instance.
    pub fn register_pass(
        &mut self,
        ctor: impl Fn() -> Box<dyn Pass> + Send + Sync + 'static,
    ) -> Result<(), DuplicateRegistration> {
        self.register_pass_impl(ctor, None)
    }

    /// Registers a pass with its reference documentation (Markdown):
    /// what passgen-generated `register_*` functions call.
    pub fn register_documented_pass(
        &mut self,
        ctor: impl Fn() -> Box<dyn Pass> + Send + Sync + 'static,
        documentation: &'static str,
    ) -> Result<(), DuplicateRegistration> {
        self.register_pass_impl(ctor, Some(documentation))
    }

    fn register_pass_impl(
        &mut self,
        ctor: impl Fn() -> Box<dyn Pass> + Send + Sync + 'static,
        documentation: Option<&'static str>,
    ) -> Result<(), DuplicateRegistration> {
        let sample = ctor();
        let r = PassRegistration {
            argument: sample.argument().to_string(),
            summary: sample.summary().to_string(),
            description: sample.description().to_string(),
            documentation,
            ctor: Arc::new(ctor),
        };
        let arg = r.argument.clone();
        self.insert(&arg, Registration::Pass(r))
    }

    /// Registers a pipeline without options: `builder` adds its passes to the
    /// pass manager it is given.
    pub fn register_pipeline(
        &mut self,
        argument: &str,
        summary: &str,
        builder: impl Fn(&mut OpPassManager) -> Result<(), PipelineBuildError> + Send + Sync + 'static,
    ) -> Result<(), DuplicateRegistration> {
        let owner = argument.to_string();
        let build: Arc<PipelineBuilder> = Arc::new(move |pm, options, env| {
            // A pipeline without options still rejects any it is given.
            let mut none = NoOptions;
            parse_options(&mut none, options, &owner, env).map_err(PipelineBuilderError::Options)?;
            builder(pm).map_err(PipelineBuilderError::Build)
        });
        let r = PipelineRegistration {
            argument: argument.to_string(),
            summary: summary.to_string(),
            builder: build,
            options: Arc::new(Vec::new),
        };
        self.insert(argument, Registration::Pipeline(r))
    }

    /// Registers a pipeline with an options struct `O` (parsed from the
    /// pipeline text, `my-pipeline{opt=1}`).
    pub fn register_pipeline_with_options<O: PassOptions + Default + 'static>(
        &mut self,
        argument: &str,
        summary: &str,
        builder: impl Fn(&mut OpPassManager, &O) -> Result<(), PipelineBuildError> + Send + Sync + 'static,
    ) -> Result<(), DuplicateRegistration> {
        let owner = argument.to_string();
        let build: Arc<PipelineBuilder> = Arc::new(move |pm, options, env| {
            let mut o = O::default();
            parse_options(&mut o, options, &owner, env).map_err(PipelineBuilderError::Options)?;
            builder(pm, &o).map_err(PipelineBuilderError::Build)
        });
        let r = PipelineRegistration {
            argument: argument.to_string(),
            summary: summary.to_string(),
            builder: build,
            options: Arc::new(|| O::default().infos()),
        };
        self.insert(argument, Registration::Pipeline(r))
    }

    /// The entry for `argument`.
    pub fn get(&self, argument: &str) -> Option<&Registration> {
        self.entries.get(argument)
    }

    /// The registered pass `argument`.
    pub fn pass(&self, argument: &str) -> Option<&PassRegistration> {
        match self.entries.get(argument)? {
            Registration::Pass(p) => Some(p),
            Registration::Pipeline(_) => None,
        }
    }

    /// Every registered pass, by argument.
    pub fn passes(&self) -> impl Iterator<Item = &PassRegistration> {
        self.entries.values().filter_map(|r| match r {
            Registration::Pass(p) => Some(p),
            Registration::Pipeline(_) => None,
        })
    }

    /// Every registered pipeline, by argument.
    pub fn pipelines(&self) -> impl Iterator<Item = &PipelineRegistration> {
        self.entries.values().filter_map(|r| match r {
            Registration::Pipeline(p) => Some(p),
            Registration::Pass(_) => None,
        })
    }

    /// The registered argument closest to `name`, if one is close enough to
    /// be a likely typo.
    pub fn closest(&self, name: &str) -> Option<&str> {
        closest(name, self.entries.keys().map(String::as_str))
    }
}

/// Options of something that has none.
struct NoOptions;

impl PassOptions for NoOptions {
    fn infos(&self) -> Vec<OptionInfo> {
        Vec::new()
    }
    fn set(&mut self, _: &str, _: Option<&str>, _: &OptionEnv<'_>) -> Result<(), super::options::SetOptionError> {
        Err(super::options::SetOptionError::Unknown)
    }
    fn print(&self, _: &str, _: &mut String) {}
}

/// The candidate closest to `name` by edit distance, when within about a
/// third of its length.
pub(crate) fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (name.len() / 3).max(2);
    candidates
        .map(|c| (edit_distance(name, c), c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, c)| (d, c))
        .map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}
