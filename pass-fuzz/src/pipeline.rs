//! Random valid pipelines: one to five registered passes with random option
//! values (drawn from each pass's [`OptionInfo`]), nested at random under
//! `builtin.module(...)`, `func.func(...)` and `any(...)`.
//!
//! A pass anchored on an op (`op_name`) is only nested where that op is; an
//! op-agnostic pass goes anywhere (a pass that then refuses its op, as
//! `symbol-dce` refuses a `func.func`, fails legitimately: that exercises
//! the failure path of the checks).
//!
//! Passes left out, and why:
//! - `print-ir`, `print-op-stats`, `view-op-graph`: they only write to
//!   standard error; the IR they leave is their input, and the noise would
//!   drown a finding's report.
//! - the test passes (`test-pass-crash`, `test-pass-failure`,
//!   `test-pass-create-invalid-ir`, ...): they crash, fail or break the IR
//!   on purpose; they are not in [`crate::registry`].
//!
//! Passes left out in some places, and why (findings in
//! `docs/reliability.md`):
//! - `convert-to-llvm` anywhere but directly on a `builtin.module`: run on a
//!   function, it turns the function's calls into `llvm.call`s of callees
//!   that stay `func.func`s, which the verifier rejects (`llvm.call`'s
//!   symbol uses, as in MLIR 22, whose `mlir-opt` crashes on such a
//!   pipeline).
//!
//! Options left at their default, and why:
//! - `canonicalize`'s `disable-patterns` and `enable-patterns`: pattern
//!   labels are not listed anywhere a generator can read them, and a
//!   made-up label only filters nothing out.
//! - `inline`'s `op-pipelines`: a nested pipeline per callable op; the
//!   `default-pipeline` option already varies the inliner's pipeline.
//! - `canonicalize`'s `max-iterations=-1` (no bound) is never drawn: a pattern
//!   set that legitimately grows IR forever would then hang the case.

use arbitrary::Unstructured;
use pass_runtime::pass::{OptionInfo, PassRegistry};

use crate::choices::Choices;

/// The passes a pipeline never contains (see the module's documentation).
pub const SKIPPED_PASSES: [&str; 3] = ["print-ir", "print-op-stats", "view-op-graph"];

/// The dialect-conversion passes: they leave ops in unreachable blocks
/// unconverted, as MLIR's do (finding F1), so their cases are generated
/// without unreachable blocks.
pub const CONVERSION_PASSES: [&str; 5] =
    ["convert-arith-to-llvm", "convert-cf-to-llvm", "convert-func-to-llvm", "convert-scf-to-cf", "convert-to-llvm"];

/// Whether `pipeline` runs a dialect-conversion pass.
pub fn lowers(pipeline: &str) -> bool {
    CONVERSION_PASSES.iter().any(|pass| pipeline.contains(pass))
}

/// A random pipeline anchored on `builtin.module`, in the textual syntax.
pub fn pipeline(registry: &PassRegistry, u: &mut Unstructured<'_>) -> String {
    let passes: Vec<Candidate> = registry
        .passes()
        .filter(|p| !SKIPPED_PASSES.contains(&p.argument()))
        .map(|p| Candidate {
            argument: p.argument().to_string(),
            anchor: p.create().op_name().map(str::to_string),
            options: p.options(),
        })
        .collect();
    let mut g = PipelineGenerator { u, passes };
    let count = g.range(1, 5);
    let mut elements = Vec::new();
    for _ in 0..count {
        elements.push(g.element("builtin.module", 0));
    }
    format!("builtin.module({})", elements.join(","))
}

/// A registered pass a pipeline may contain.
struct Candidate {
    argument: String,
    /// The op the pass is anchored on; `None` for op-agnostic passes.
    anchor: Option<String>,
    options: Vec<OptionInfo>,
}

struct PipelineGenerator<'a, 'b> {
    u: &'a mut Unstructured<'b>,
    passes: Vec<Candidate>,
}

impl<'b> Choices<'b> for PipelineGenerator<'_, 'b> {
    fn bytes(&mut self) -> &mut Unstructured<'b> {
        self.u
    }
}

impl PipelineGenerator<'_, '_> {
    /// One element of a pipeline on `op` (`any` for an `any(...)` nest): a
    /// pass, or now and then a nested pipeline of one or two passes.
    fn element(&mut self, op: &str, depth: usize) -> String {
        if depth < 2 && self.chance(1, 4) {
            let nested = match (op, self.pick(3)) {
                ("builtin.module", 0) | ("any", 0) => "func.func",
                ("builtin.module", 1) => "builtin.module",
                _ => "any",
            };
            let count = self.range(1, 2);
            let inner: Vec<String> = (0..count).map(|_| self.element(nested, depth + 1)).collect();
            return format!("{nested}({})", inner.join(","));
        }
        // A pass that can run here: op-agnostic, or anchored on this op.
        let fits: Vec<usize> = (0..self.passes.len())
            .filter(|&i| match &self.passes[i].anchor {
                _ if self.passes[i].argument == "convert-to-llvm" && op != "builtin.module" => false,
                None => true,
                Some(anchor) => anchor == op,
            })
            .collect();
        let index = fits[self.pick(fits.len())];
        self.pass(index)
    }

    /// `argument{option=value ...}` with a random subset of the options.
    fn pass(&mut self, index: usize) -> String {
        let argument = self.passes[index].argument.clone();
        let options = self.passes[index].options.clone();
        let mut set = Vec::new();
        for option in &options {
            if !self.chance(1, 3) {
                continue;
            }
            if let Some(value) = self.option_value(&argument, option) {
                set.push(format!("{}={value}", option.argument));
            }
        }
        if set.is_empty() {
            argument
        } else {
            format!("{argument}{{{}}}", set.join(" "))
        }
    }

    /// A value for `option` of pass `pass`, or `None` to leave the default.
    fn option_value(&mut self, pass: &str, option: &OptionInfo) -> Option<String> {
        let choices: &[&str] = match (pass, option.argument) {
            ("canonicalize", "max-iterations") => &["1", "2", "3", "10"],
            ("canonicalize", "max-num-rewrites") => &["-1", "0", "1", "5", "100"],
            ("canonicalize", "disable-patterns" | "enable-patterns") => return None,
            ("inline", "op-pipelines") => return None,
            ("inline", "default-pipeline") => &["", "canonicalize", "cse", "canonicalize{top-down=false}"],
            ("inline", "inlining-threshold") => &["0", "50", "100", "4294967295"],
            ("inline", "max-iterations") => &["1", "2", "4"],
            ("convert-to-llvm", "filter-dialects") => {
                let dialects = ["arith", "func", "cf", "builtin"];
                let count = self.range(1, 3);
                let list: Vec<&str> = (0..count).map(|_| dialects[self.pick(dialects.len())]).collect();
                return Some(list.join(","));
            }
            ("symbol-privatize", "exclude") => {
                let count = self.range(1, 3);
                let list: Vec<String> = (0..count).map(|_| format!("f{}", self.pick(8))).collect();
                return Some(list.join(","));
            }
            ("set-llvm-module-datalayout", "data-layout") => &["e", "E-i64:64", "e-p:32:32"],
            (_, "index-bitwidth") => &["0", "32", "64"],
            _ => match option.type_name {
                _ if option.is_flag => &["true", "false"],
                "value" => {
                    let values = &option.enum_values;
                    if values.is_empty() {
                        return None;
                    }
                    let value = &values[self.pick(values.len())];
                    return Some(value.name.to_string());
                }
                "long" | "int" => &["-1", "0", "1", "2", "10"],
                "uint" | "unsigned" => &["0", "1", "2", "10"],
                _ => return None,
            },
        };
        Some(choices[self.pick(choices.len())].to_string())
    }
}
