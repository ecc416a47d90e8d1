//! IR printing around passes, as `-mlir-print-ir-before/after...` do:
//! MLIR's banners, the op a pass ran on, optionally only when the pass
//! changed it or failed, to a stream or to a tree of files.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{Hash, Hasher};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::thread::ThreadId;

use crate::ir::{print_op_standalone, print_owned, OwnedOp, PrintOptions};

use super::instrumentation::{op_at_path_mut, pass_id, OpPath, PassInstrumentation, PassTarget};
use super::pass::Pass;

/// Which passes to print around.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    /// None (the default).
    #[default]
    None,
    /// Every pass.
    All,
    /// The passes with these arguments (`cse`, `canonicalize`).
    Passes(Vec<String>),
}

impl PassFilter {
    fn matches(&self, pass: &dyn Pass) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Passes(args) => args.iter().any(|a| a == pass.argument()),
        }
    }
}

/// What to print, and how.
#[derive(Clone, Debug, Default)]
pub struct IrPrintingConfig {
    /// Print the op before these passes run.
    pub before: PassFilter,
    /// Print the op after these passes run (successfully or not).
    pub after: PassFilter,
    /// After a pass, print only when it changed the op.
    pub after_change: bool,
    /// After a pass, print only when it failed (and then whatever `after`
    /// says).
    pub after_failure: bool,
    /// Print the whole IR (the root of the run) rather than the op the pass
    /// ran on. Needs threading off.
    pub module_scope: bool,
    /// How to print the op (locations, local scope, op form; an op that
    /// does not verify is printed generically, as MLIR's printer does).
    pub print: PrintOptions,
    /// Hand each dump to this sink as a file of its own instead of writing
    /// it to the stream, in MLIR's layout (`--mlir-print-ir-tree-dir`).
    pub tree: Option<IrTreeSink>,
}

/// Where tree dumps go: each dump with its path in MLIR's layout, relative
/// to the tree's root: a directory per op (`func_func_dup`) nested as the ops
/// are, files named by counters and the pass argument
/// (`builtin_module_no-symbol-name/func_func_f/0_1_canonicalize.mlir`).
/// Whoever provides the sink writes the files (the runtime does no file
/// I/O); an error it returns is printed to the dump stream.
#[derive(Clone)]
pub struct IrTreeSink(Arc<WriteDump>);

type WriteDump = dyn Fn(&Path, &str) -> io::Result<()> + Send + Sync;

impl IrTreeSink {
    /// A sink calling `write(relative_path, text)` for each dump.
    pub fn new(write: impl Fn(&Path, &str) -> io::Result<()> + Send + Sync + 'static) -> Self {
        IrTreeSink(Arc::new(write))
    }
}

impl std::fmt::Debug for IrTreeSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("IrTreeSink")
    }
}

/// The instrumentation behind [`super::PassManager::enable_ir_printing`].
pub(crate) struct IrPrinter {
    config: IrPrintingConfig,
    out: Box<dyn Write + Send>,
    /// Fingerprints of ops before the running passes, per thread and pass.
    before: HashMap<(ThreadId, usize), u64>,
    /// Per op directory, how many dumps it has had (MLIR's counters).
    counters: HashMap<String, i64>,
    /// Module scope: a copy of the whole IR, kept in step with the ops the
    /// passes run on (which, swapped out of their parents while they run,
    /// cannot be reached from the root). The pass manager seeds it.
    shadow: ModuleShadow,
}

/// The copy of the whole IR that module-scope printing prints.
pub(crate) type ModuleShadow = Arc<Mutex<Option<OwnedOp>>>;

impl IrPrinter {
    pub(crate) fn new(config: IrPrintingConfig, out: Box<dyn Write + Send>, shadow: ModuleShadow) -> Self {
        IrPrinter { config, out, before: HashMap::new(), counters: HashMap::new(), shadow }
    }

    /// Copies the op a pass ran on into the module-scope copy of the IR.
    fn sync_shadow(&mut self, op: &PassTarget<'_>) {
        if !self.config.module_scope {
            return;
        }
        let mut shadow = self.shadow.lock().unwrap_or_else(|e| e.into_inner());
        if op.path.parent.is_none() {
            // The root: copy it whole (its holder is the run's own).
            let resources = shadow.as_ref().map(|s| s.resources().to_vec()).unwrap_or_default();
            let mut copy = OwnedOp::new(op.op.body.clone(), op.op.op);
            *copy.resources_mut() = resources;
            *shadow = Some(copy);
            return;
        }
        let Some(root) = shadow.as_mut() else { return };
        if let Some(target) = op_at_path_mut(root.enclosing_body_mut(), &op.path.ids()) {
            let mut copy = op.op.body.op(op.op.op).clone();
            target.swap_isolated(&mut copy);
        }
    }

    fn print_after(&self, pass: &dyn Pass) -> bool {
        self.config.after_failure || self.config.after.matches(pass)
    }

    fn text(&self, op: &PassTarget<'_>) -> String {
        let print = self.config.print.verified_for(op.op.ctx, op.op.body, op.op.op);
        let mut text = print_op_standalone(op.op.ctx, op.op.body, op.op.op, print);
        // MLIR ends a dump with an empty line, and the root op with one more.
        text.push('\n');
        if op.path.parent.is_none() {
            text.push('\n');
        }
        text
    }

    fn fingerprint(&self, op: &PassTarget<'_>) -> u64 {
        let opts = PrintOptions { debug_info: true, local_scope: true, ..PrintOptions::default() };
        let mut h = DefaultHasher::new();
        print_op_standalone(op.op.ctx, op.op.body, op.op.op, opts).hash(&mut h);
        h.finish()
    }

    fn dump(&mut self, mut banner: String, pass: &dyn Pass, op: &PassTarget<'_>) {
        let text = if self.config.module_scope {
            let _ = write!(banner, " ('{}' operation", op.path.name);
            if let Some(symbol) = op.path.symbol {
                let _ = write!(banner, ": @{symbol}");
            }
            banner.push(')');
            let shadow = self.shadow.lock().unwrap_or_else(|e| e.into_inner());
            match shadow.as_ref() {
                Some(root) => {
                    let print = self.config.print.verified_for(op.op.ctx, root.enclosing_body(), root.op());
                    print_owned(op.op.ctx, root, print) + "\n"
                }
                None => self.text(op),
            }
        } else {
            self.text(op)
        };
        match self.config.tree.clone() {
            None => {
                let _ = write!(self.out, "// -----// {banner} //----- //\n{text}");
                let _ = self.out.flush();
            }
            Some(IrTreeSink(sink)) => {
                let (dir, file) = self.tree_path(op.path, pass.argument());
                let path = dir.join(file);
                if let Err(e) = sink(&path, &format!("// -----// {banner} //----- //\n{text}")) {
                    let _ = writeln!(self.out, "error: cannot write IR dump '{}': {e}", path.display());
                }
            }
        }
    }

    /// MLIR's `createTreePrinterOutputPath`: the op's counter goes up; each
    /// ancestor contributes its directory and its current counter.
    fn tree_path(&mut self, path: &OpPath<'_>, argument: &str) -> (PathBuf, String) {
        let chain = path.from_root();
        let mut dir = PathBuf::new();
        let mut key = String::new();
        let mut counts = Vec::new();
        for (i, p) in chain.iter().enumerate() {
            let name = format!("{}_{}", p.name.replace('.', "_"), p.symbol.unwrap_or("no-symbol-name"));
            key.push('/');
            key.push_str(&name);
            dir.push(&name);
            let counter = self.counters.entry(key.clone()).or_insert(if i + 1 == chain.len() { -1 } else { 0 });
            if i + 1 == chain.len() {
                *counter += 1;
            }
            counts.push(counter.to_string());
        }
        (dir, format!("{}_{argument}.mlir", counts.join("_")))
    }
}

impl PassInstrumentation for IrPrinter {
    fn run_before_pass(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        if self.config.after_change && self.print_after(pass) {
            let fp = self.fingerprint(op);
            self.before.insert((std::thread::current().id(), pass_id(pass)), fp);
        }
        if self.config.before.matches(pass) {
            self.dump(format!("IR Dump Before {} ({})", pass.name(), pass.argument()), pass, op);
        }
    }

    fn run_after_pass(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.sync_shadow(op);
        let before = self.before.remove(&(std::thread::current().id(), pass_id(pass)));
        if self.config.after_failure || !self.print_after(pass) {
            return;
        }
        if self.config.after_change && before == Some(self.fingerprint(op)) {
            return;
        }
        self.dump(format!("IR Dump After {} ({})", pass.name(), pass.argument()), pass, op);
    }

    fn run_after_pass_failed(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.before.remove(&(std::thread::current().id(), pass_id(pass)));
        if !self.print_after(pass) {
            return;
        }
        // What a panicking pass left behind may not print.
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.sync_shadow(op))).is_err() {
            *self.shadow.lock().unwrap_or_else(|e| e.into_inner()) = None;
        }
        let printed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| self.text(op)));
        match printed {
            Ok(_) => self.dump(format!("IR Dump After {} Failed ({})", pass.name(), pass.argument()), pass, op),
            Err(_) => {
                let _ = writeln!(
                    self.out,
                    "// -----// IR Dump After {} Failed ({}) //----- //\n(the IR cannot be printed)\n",
                    pass.name(),
                    pass.argument()
                );
            }
        }
    }
}
