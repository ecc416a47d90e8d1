//! Pass timing: a tree of timers fed by an instrumentation, reported as
//! MLIR's `-mlir-timing` does (tree or list, text or JSON), plus a Chrome
//! trace of the schedule.
//!
//! Timers follow MLIR's `DefaultTimingManager`: a timer is identified by its
//! parent and a key (the pass, the nested pipelines, the anchor, the
//! analysis type), so that running a pass on a thousand functions
//! accumulates into one timer. A timer nested from another thread than its
//! parent's is kept apart per thread until the report, where the threads'
//! timers merge: wall times by maximum, user times by sum (and the user time
//! of what ran on other threads is added to each ancestor).

use std::any::TypeId;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::io;
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

use super::instrumentation::{pass_id, NestedPipelines, PassInstrumentation, PassTarget, PipelineParentInfo};
use super::pass::Pass;

/// How a timing report is laid out (`--mlir-timing-display`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Timers nested as the pipeline is (the default).
    #[default]
    Tree,
    /// One line per name, summed over the tree, sorted by wall time.
    List,
}

/// The syntax of a timing report (`--mlir-output-format`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TimingFormat {
    /// MLIR's table (the default).
    #[default]
    Text,
    /// MLIR's JSON.
    Json,
}

/// What identifies a timer among its siblings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum TimerKey {
    Name(String),
    Id(usize),
    Type(TypeId),
}

/// A timer as recorded.
struct Timer {
    key: TimerKey,
    name: String,
    /// The thread that created it; `None` for the root, which every thread
    /// nests into directly.
    thread: Option<ThreadId>,
    wall: Duration,
    user: Duration,
    hidden: bool,
    children: Vec<usize>,
    /// Children nested from other threads, per thread.
    async_children: Vec<(ThreadId, Vec<usize>)>,
}

/// One finished interval of a timer, for the trace.
struct TraceEvent {
    timer: usize,
    thread: ThreadId,
    start: Duration,
    duration: Duration,
}

/// The timers of a manager.
struct Timers {
    timers: Vec<Timer>,
    started: Instant,
    /// When the root stopped (at the first report).
    stopped: Option<Duration>,
    trace: Option<Vec<TraceEvent>>,
}

const ROOT: usize = 0;

impl Timers {
    fn nest(&mut self, parent: usize, key: TimerKey, name: impl FnOnce() -> String) -> usize {
        let thread = std::thread::current().id();
        let same_thread = self.timers[parent].thread.is_none_or(|t| t == thread);
        let siblings = if same_thread {
            &self.timers[parent].children
        } else {
            match self.timers[parent].async_children.iter().find(|(t, _)| *t == thread) {
                Some((_, list)) => list,
                None => &Vec::new(),
            }
        };
        if let Some(&found) = siblings.iter().find(|&&c| self.timers[c].key == key) {
            return found;
        }
        let id = self.timers.len();
        self.timers.push(Timer {
            key,
            name: name(),
            thread: Some(thread),
            wall: Duration::ZERO,
            user: Duration::ZERO,
            hidden: false,
            children: Vec::new(),
            async_children: Vec::new(),
        });
        let parent = &mut self.timers[parent];
        if same_thread {
            parent.children.push(id);
        } else if let Some((_, list)) = parent.async_children.iter_mut().find(|(t, _)| *t == thread) {
            list.push(id);
        } else {
            parent.async_children.push((thread, vec![id]));
        }
        id
    }

    fn stop(&mut self, timer: usize, start: Instant) {
        let now = Instant::now();
        let elapsed = now - start;
        let t = &mut self.timers[timer];
        t.wall += elapsed;
        t.user += elapsed;
        if let Some(trace) = &mut self.trace {
            trace.push(TraceEvent {
                timer,
                thread: std::thread::current().id(),
                start: start.saturating_duration_since(self.started),
                duration: elapsed,
            });
        }
    }

    /// The finished tree: the root with every thread's timers merged.
    fn finalize(&self) -> Node {
        let mut root = self.node(ROOT);
        let total = self.stopped.unwrap_or_else(|| self.started.elapsed());
        root.wall = total;
        root.user = total;
        root.add_async_user_time();
        root.merge_async();
        root
    }

    fn node(&self, id: usize) -> Node {
        let t = &self.timers[id];
        Node {
            key: t.key.clone(),
            name: t.name.clone(),
            wall: t.wall,
            user: t.user,
            hidden: t.hidden,
            children: t.children.iter().map(|&c| self.node(c)).collect(),
            async_children: t
                .async_children
                .iter()
                .map(|(_, list)| list.iter().map(|&c| self.node(c)).collect())
                .collect(),
        }
    }
}

/// A timer of the finished tree.
struct Node {
    key: TimerKey,
    name: String,
    wall: Duration,
    user: Duration,
    hidden: bool,
    children: Vec<Node>,
    async_children: Vec<Vec<Node>>,
}

impl Node {
    /// Adds the user time of the timers that ran on other threads to their
    /// ancestors (a parent's own interval already covers its same-thread
    /// children, not those).
    fn add_async_user_time(&mut self) -> Duration {
        let mut added = Duration::ZERO;
        for child in &mut self.children {
            added += child.add_async_user_time();
        }
        for list in &mut self.async_children {
            for child in list {
                child.add_async_user_time();
                added += child.user;
            }
        }
        self.user += added;
        added
    }

    fn merge_async(&mut self) {
        for child in &mut self.children {
            child.merge_async();
        }
        for list in std::mem::take(&mut self.async_children) {
            self.merge_children(list);
        }
    }

    fn merge_children(&mut self, other: Vec<Node>) {
        for child in other {
            self.merge_child(child);
        }
    }

    fn merge_child(&mut self, mut other: Node) {
        match self.children.iter_mut().find(|c| c.key == other.key) {
            Some(into) => {
                into.wall = into.wall.max(other.wall);
                into.user += other.user;
                into.merge_children(other.children);
                for list in other.async_children {
                    into.merge_children(list);
                }
            }
            None => {
                other.merge_async();
                self.children.push(other);
            }
        }
    }

    fn record(&self) -> Record {
        Record { wall: self.wall.as_secs_f64(), user: self.user.as_secs_f64() }
    }
}

/// Seconds of wall and user time.
#[derive(Clone, Copy, Default)]
struct Record {
    wall: f64,
    user: f64,
}

impl std::ops::AddAssign for Record {
    fn add_assign(&mut self, o: Record) {
        self.wall += o.wall;
        self.user += o.user;
    }
}

impl std::ops::SubAssign for Record {
    fn sub_assign(&mut self, o: Record) {
        self.wall -= o.wall;
        self.user -= o.user;
    }
}

/// Collects execution times: of passes, nested pipelines and analyses
/// (through [`TimingManager::instrumentation`], or
/// [`super::PassManager::enable_timing`]) and of whatever else the tool
/// times itself ([`TimingManager::scope`]: `Parser`, `Output`). Cheap to
/// clone; the clones share the timers.
///
/// The root timer starts when the manager is made and stops at the first
/// report.
#[derive(Clone)]
pub struct TimingManager {
    timers: Arc<Mutex<Timers>>,
}

impl Default for TimingManager {
    fn default() -> Self {
        Self::new()
    }
}

impl TimingManager {
    /// A manager whose root timer starts now.
    pub fn new() -> Self {
        let root = Timer {
            key: TimerKey::Name("root".into()),
            name: "root".into(),
            thread: None,
            wall: Duration::ZERO,
            user: Duration::ZERO,
            hidden: true,
            children: Vec::new(),
            async_children: Vec::new(),
        };
        let timers = Timers { timers: vec![root], started: Instant::now(), stopped: None, trace: None };
        TimingManager { timers: Arc::new(Mutex::new(timers)) }
    }

    /// Also records every timed interval, for [`TimingManager::write_trace`].
    pub fn record_trace(&self) -> &Self {
        self.lock().trace.get_or_insert_with(Vec::new);
        self
    }

    fn lock(&self) -> MutexGuard<'_, Timers> {
        self.timers.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts a timer named `name` under the root; it stops when the scope
    /// is dropped. Scopes of the same name accumulate.
    pub fn scope(&self, name: &str) -> TimingScope {
        let timer = self.lock().nest(ROOT, TimerKey::Name(name.to_string()), || name.to_string());
        TimingScope { manager: self.clone(), timer, start: Instant::now() }
    }

    /// An instrumentation that times passes, nested pipelines and analyses
    /// into this manager.
    pub fn instrumentation(&self) -> Box<dyn PassInstrumentation> {
        Box::new(PassTiming { manager: self.clone(), active: HashMap::new(), parents: HashMap::new() })
    }

    /// Stops the root timer (the first time) and reports every timer, as
    /// `mlir-opt -mlir-timing` prints it.
    pub fn report(&self, display: TimingDisplay, format: TimingFormat) -> String {
        let root = {
            let mut timers = self.lock();
            if timers.stopped.is_none() {
                timers.stopped = Some(timers.started.elapsed());
            }
            timers.finalize()
        };
        let total = root.record();
        let mut out = Output { out: String::new(), format, threaded: total.user != total.wall, total };
        out.header();
        match display {
            TimingDisplay::List => {
                let mut merged: Vec<(&str, Record)> = Vec::new();
                fn add<'n>(node: &'n Node, merged: &mut Vec<(&'n str, Record)>) {
                    match merged.iter_mut().find(|(n, _)| *n == node.name) {
                        Some((_, r)) => *r += node.record(),
                        None => merged.push((&node.name, node.record())),
                    }
                    node.children.iter().for_each(|c| add(c, merged));
                }
                add(&root, &mut merged);
                merged.sort_by(|a, b| b.1.wall.total_cmp(&a.1.wall));
                for (name, record) in merged {
                    out.list_entry(name, record, false);
                }
            }
            TimingDisplay::Tree => out.tree(&root, 0),
        }
        let mut rest = total;
        for child in &root.children {
            rest -= child.record();
        }
        out.list_entry("Rest", rest, false);
        out.list_entry("Total", total, true);
        out.footer();
        out.out
    }

    /// Writes the recorded intervals as a Chrome trace (the JSON that
    /// Perfetto and `chrome://tracing` open): one track per thread, one
    /// slice per pass, pipeline or analysis run. Empty unless
    /// [`TimingManager::record_trace`] was called before the run.
    pub fn write_trace(&self, w: &mut dyn io::Write) -> io::Result<()> {
        let timers = self.lock();
        let mut threads: Vec<ThreadId> = Vec::new();
        let mut events = Vec::new();
        for e in timers.trace.iter().flatten() {
            let tid = match threads.iter().position(|&t| t == e.thread) {
                Some(i) => i,
                None => {
                    threads.push(e.thread);
                    threads.len() - 1
                }
            };
            events.push(serde_json::json!({
                "name": timers.timers[e.timer].name,
                "ph": "X",
                "pid": 1,
                "tid": tid,
                "ts": e.start.as_secs_f64() * 1e6,
                "dur": e.duration.as_secs_f64() * 1e6,
            }));
        }
        for (i, _) in threads.iter().enumerate() {
            events.push(serde_json::json!({
                "name": "thread_name", "ph": "M", "pid": 1, "tid": i,
                "args": { "name": format!("thread {i}") },
            }));
        }
        let trace = serde_json::json!({ "traceEvents": events, "displayTimeUnit": "ms" });
        serde_json::to_writer(&mut *w, &trace)?;
        writeln!(w)
    }
}

/// A running timer; stops when dropped.
pub struct TimingScope {
    manager: TimingManager,
    timer: usize,
    start: Instant,
}

impl Drop for TimingScope {
    fn drop(&mut self) {
        self.manager.lock().stop(self.timer, self.start);
    }
}

/// The report writer: MLIR's text and JSON output strategies.
struct Output {
    out: String,
    format: TimingFormat,
    threaded: bool,
    total: Record,
}

const DESCRIPTION: &str = "... Execution time report ...";

fn percent(part: f64, total: f64) -> f64 {
    if total == 0.0 {
        0.0
    } else {
        100.0 * part / total
    }
}

impl Output {
    fn header(&mut self) {
        match self.format {
            TimingFormat::Text => {
                let rule = format!("==={}===\n", "-".repeat(73));
                self.out.push_str(&rule);
                let _ = writeln!(self.out, "{}{DESCRIPTION}", " ".repeat((80 - DESCRIPTION.len()) / 2));
                self.out.push_str(&rule);
                let _ = writeln!(self.out, "  Total Execution Time: {:.4} seconds\n", self.total.wall);
                if self.threaded {
                    self.out.push_str("  ----User Time----");
                }
                self.out.push_str("  ----Wall Time----  ----Name----\n");
            }
            TimingFormat::Json => self.out.push_str("[\n"),
        }
    }

    fn footer(&mut self) {
        if self.format == TimingFormat::Json {
            self.out.push_str("]\n");
        }
    }

    fn time(&mut self, r: Record) {
        let t = self.total;
        match self.format {
            TimingFormat::Text => {
                if self.threaded {
                    let _ = write!(self.out, "  {:8.4} ({:5.1}%)", r.user, percent(r.user, t.user));
                }
                let _ = write!(self.out, "  {:8.4} ({:5.1}%)  ", r.wall, percent(r.wall, t.wall));
            }
            TimingFormat::Json => {
                if self.threaded {
                    let _ = write!(
                        self.out,
                        "\"user\": {{\"duration\": {:8.4}, \"percentage\": {:5.1}}}, ",
                        r.user,
                        percent(r.user, t.user)
                    );
                }
                let _ = write!(
                    self.out,
                    "\"wall\": {{\"duration\": {:8.4}, \"percentage\": {:5.1}}}",
                    r.wall,
                    percent(r.wall, t.wall)
                );
            }
        }
    }

    fn list_entry(&mut self, name: &str, r: Record, last: bool) {
        match self.format {
            TimingFormat::Text => {
                self.time(r);
                self.out.push_str(name);
                self.out.push('\n');
            }
            TimingFormat::Json => {
                self.out.push('{');
                self.time(r);
                let _ = write!(self.out, ", \"name\": \"{name}\"}}");
                if !last {
                    self.out.push(',');
                }
                self.out.push('\n');
            }
        }
    }

    fn tree(&mut self, node: &Node, indent: usize) {
        let mut child_indent = indent;
        if !node.hidden {
            match self.format {
                TimingFormat::Text => {
                    self.time(node.record());
                    let _ = writeln!(self.out, "{}{}", " ".repeat(indent), node.name);
                }
                TimingFormat::Json => {
                    self.out.push_str(&" ".repeat(indent));
                    self.out.push('{');
                    self.time(node.record());
                    let _ = writeln!(self.out, ", \"name\": \"{}\", \"passes\": [", node.name);
                }
            }
            child_indent += 2;
        }
        for child in &node.children {
            self.tree(child, child_indent);
        }
        if !node.hidden && self.format == TimingFormat::Json {
            let _ = writeln!(self.out, "{}{{}}]}},", " ".repeat(indent));
        }
    }
}

/// The instrumentation behind [`TimingManager::instrumentation`]: MLIR's
/// `PassTiming`.
struct PassTiming {
    manager: TimingManager,
    /// Per thread, the running timers, innermost last, with their starts.
    active: HashMap<ThreadId, Vec<(usize, Instant)>>,
    /// Where the timer of a nested-pipeline entry or of a pass sits in its
    /// thread's stack, so that the pipelines it starts (maybe on other
    /// threads) nest under it.
    parents: HashMap<(ThreadId, usize), usize>,
}

impl PassTiming {
    fn push(&mut self, parent: Option<usize>, key: TimerKey, name: impl FnOnce() -> String) -> usize {
        let thread = std::thread::current().id();
        let stack = self.active.entry(thread).or_default();
        let parent = parent.or_else(|| stack.last().map(|&(t, _)| t)).unwrap_or(ROOT);
        let timer = self.manager.lock().nest(parent, key, name);
        stack.push((timer, Instant::now()));
        timer
    }

    fn pop(&mut self) {
        let thread = std::thread::current().id();
        if let Some((timer, start)) = self.active.get_mut(&thread).and_then(Vec::pop) {
            self.manager.lock().stop(timer, start);
        }
    }

    fn depth(&self) -> usize {
        self.active.get(&std::thread::current().id()).map_or(0, Vec::len)
    }
}

impl PassInstrumentation for PassTiming {
    fn run_before_pipeline(&mut self, anchor: &str, parent: &PipelineParentInfo) {
        let parent_timer = self
            .parents
            .get(&(parent.parent_thread, parent.parent_id))
            .and_then(|&i| self.active.get(&parent.parent_thread)?.get(i))
            .map_or(ROOT, |&(t, _)| t);
        self.push(Some(parent_timer), TimerKey::Name(format!("pipeline {anchor}")), || format!("'{anchor}' Pipeline"));
    }

    fn run_after_pipeline(&mut self, _: &str, _: &PipelineParentInfo) {
        self.pop();
    }

    fn run_before_nested(&mut self, nested: &NestedPipelines<'_>, _: &PassTarget<'_>) {
        let depth = self.depth();
        self.parents.insert((std::thread::current().id(), nested.id), depth);
        let timer = self.push(None, TimerKey::Id(nested.id), || nested.name());
        if nested.pipelines.len() <= 1 {
            self.manager.lock().timers[timer].hidden = true;
        }
    }

    fn run_after_nested(&mut self, nested: &NestedPipelines<'_>, _: &PassTarget<'_>) {
        self.parents.remove(&(std::thread::current().id(), nested.id));
        self.pop();
    }

    fn run_before_pass(&mut self, pass: &dyn Pass, _: &PassTarget<'_>) {
        // Unlike MLIR, dynamic pipelines a pass runs nest under the pass.
        let id = pass_id(pass);
        let depth = self.depth();
        self.parents.insert((std::thread::current().id(), id), depth);
        self.push(None, TimerKey::Id(id), || pass.name().to_string());
    }

    fn run_after_pass(&mut self, pass: &dyn Pass, _: &PassTarget<'_>) {
        self.parents.remove(&(std::thread::current().id(), pass_id(pass)));
        self.pop();
    }

    fn run_after_pass_failed(&mut self, pass: &dyn Pass, op: &PassTarget<'_>) {
        self.run_after_pass(pass, op);
    }

    fn run_before_analysis(&mut self, name: &str, id: TypeId, _: &crate::ir::OpView<'_>) {
        self.push(None, TimerKey::Type(id), || format!("(A) {name}"));
    }

    fn run_after_analysis(&mut self, _: &str, _: TypeId, _: &crate::ir::OpView<'_>) {
        self.pop();
    }
}
