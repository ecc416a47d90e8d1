//! Helpers shared by the pass-manager tests: parsing and printing, IR
//! snippets in the generic form, and passes that record where they ran.

use std::sync::{Arc, Mutex};

use pass_runtime::ir::OpDef;
use pass_runtime::pass::{AnchorOp, OpPassManager, Pass, PassError};

#[path = "../support/ir_text.rs"]
mod ir_text;
pub use ir_text::{parse, print};

/// A function `@name` with an empty body.
pub fn func(name: &str) -> String {
    format!(
        r#""func.func"() <{{function_type = () -> (), sym_name = "{name}"}}> ({{
  "func.return"() : () -> ()
}}) : () -> ()
"#
    )
}

/// A module, named when `name` is given, holding `body`.
pub fn module(name: Option<&str>, body: &str) -> String {
    let props = name.map(|n| format!(r#" <{{sym_name = "{n}"}}>"#)).unwrap_or_default();
    format!("\"builtin.module\"(){props} ({{\n{body}}}) : () -> ()\n")
}

/// The symbol name of the op a pass runs on, or its op name.
pub fn label(op: &AnchorOp<'_>) -> String {
    let ctx = op.context();
    op.attr("sym_name").and_then(|a| ctx.str_value(a)).map(str::to_string).unwrap_or_else(|| op.name().to_string())
}

/// `pm` in the textual pipeline syntax.
pub fn pipeline_text(pm: &OpPassManager) -> String {
    let mut text = String::new();
    pm.print_as_textual_pipeline(&mut text);
    text
}

pub type Log = Arc<Mutex<Vec<String>>>;

pub fn new_log() -> Log {
    Arc::new(Mutex::new(Vec::new()))
}

pub fn take(log: &Log) -> Vec<String> {
    std::mem::take(&mut *log.lock().unwrap())
}

/// A pass that records `argument@label` each time it runs.
#[derive(Clone)]
pub struct Recorder {
    pub arg: &'static str,
    pub log: Log,
    pub op: Option<&'static str>,
    pub filter: Option<fn(&OpDef) -> bool>,
    pub preserve_all: bool,
}

impl Recorder {
    pub fn new(arg: &'static str, log: &Log) -> Self {
        Recorder { arg, log: log.clone(), op: None, filter: None, preserve_all: true }
    }

    pub fn on(mut self, op: &'static str) -> Self {
        self.op = Some(op);
        self
    }

    pub fn filtered(mut self, f: fn(&OpDef) -> bool) -> Self {
        self.filter = Some(f);
        self
    }

    pub fn boxed(self) -> Box<dyn Pass> {
        Box::new(self)
    }
}

impl Pass for Recorder {
    fn argument(&self) -> &str {
        self.arg
    }
    fn op_name(&self) -> Option<&str> {
        self.op
    }
    fn can_schedule_on(&self, op: &OpDef) -> bool {
        self.filter.is_none_or(|f| f(op))
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        self.log.lock().unwrap().push(format!("{}@{}", self.arg, label(op)));
        if self.preserve_all {
            op.mark_all_analyses_preserved();
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

type RunFn = dyn Fn(&mut AnchorOp<'_>) -> Result<(), PassError> + Send + Sync;

/// A pass whose behaviour is a closure.
#[derive(Clone)]
pub struct FnPass {
    pub arg: &'static str,
    pub op: Option<&'static str>,
    pub f: Arc<RunFn>,
}

impl FnPass {
    pub fn boxed(
        arg: &'static str,
        f: impl Fn(&mut AnchorOp<'_>) -> Result<(), PassError> + Send + Sync + 'static,
    ) -> Box<dyn Pass> {
        Box::new(FnPass { arg, op: None, f: Arc::new(f) })
    }

    /// Likewise, for `op` ops only.
    pub fn boxed_on(
        arg: &'static str,
        op: &'static str,
        f: impl Fn(&mut AnchorOp<'_>) -> Result<(), PassError> + Send + Sync + 'static,
    ) -> Box<dyn Pass> {
        Box::new(FnPass { arg, op: Some(op), f: Arc::new(f) })
    }
}

impl Pass for FnPass {
    fn argument(&self) -> &str {
        self.arg
    }
    fn op_name(&self) -> Option<&str> {
        self.op
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        (self.f)(op)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}
