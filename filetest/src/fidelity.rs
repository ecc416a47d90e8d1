//! How closely a tool follows `mlir-opt` on MLIR's own test files: each
//! `mlir-opt` command of a file's `RUN:` lines is run by the oracle and by
//! the tool on the same input, case by case (the chunks of
//! `--split-input-file`), and their outputs compared.
//!
//! MLIR's tests are written in the pretty syntax. By default both tools
//! read each case as written, run the `RUN:` line's flags on it, and a
//! case matches when their standard output (the default, pretty form),
//! their diagnostics and their success agree; a second run of the same
//! input with `--mlir-print-op-generic` (on the last command of a chain)
//! compares the generic form. With [`Fidelity::generic_input`] the oracle
//! first prints each case in the generic form, and both tools read and
//! print only that (the comparison from before the tool read the pretty
//! syntax). Either way the oracle's generic print of a case (without
//! verifying it, so that invalid-IR cases stay cases) says which dialects
//! it uses: a case counts only when every one is one of the tool's
//! (`--dialects`) or one the oracle does not know either (an unregistered
//! dialect, with `--allow-unregistered-dialect`).
//!
//! `filetest fidelity --oracle mlir-opt-22 --tool pass-opt=PATH DIR...`
//! prints the table as Markdown.

use std::collections::BTreeSet;
use std::fmt;
use std::io::{Read, Seek};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use wait_timeout::ChildExt;

use crate::lit::{run_lines, tokenize, Stage, Token};

/// The dialects of `pass-opt` when `--dialects` is not given.
pub const DEFAULT_DIALECTS: &[&str] = &["builtin", "func", "arith", "cf", "scf", "llvm"];

/// A comparison of a tool with the oracle.
#[derive(Clone, Debug)]
pub struct Fidelity {
    oracle: PathBuf,
    tool: PathBuf,
    dialects: BTreeSet<String>,
    /// Dialects the oracle registers (from `--show-dialects`): a dialect it
    /// does not know is unregistered for both tools.
    oracle_dialects: BTreeSet<String>,
    /// Both tools read the oracle's generic print of each case, not the
    /// case as written, and print the generic form.
    generic_input: bool,
}

/// How a file went: per `RUN:` line, its cases.
#[derive(Clone, Debug)]
pub struct FileFidelity {
    /// The file.
    pub path: PathBuf,
    /// Each `mlir-opt` command, in file order.
    pub runs: Vec<RunFidelity>,
}

/// How one `RUN:` line went.
#[derive(Clone, Debug)]
pub struct RunFidelity {
    /// The line the command starts on.
    pub line: usize,
    /// The flags given to both tools.
    pub flags: Vec<String>,
    /// Every case of the input, including those the comparison leaves out:
    /// the default output (generic with [`Fidelity::generic_input`]).
    pub cases: Vec<CaseOutcome>,
    /// The same cases, read as written and printed with
    /// `--mlir-print-op-generic`; empty with [`Fidelity::generic_input`].
    pub generic_cases: Vec<CaseOutcome>,
}

/// What came of one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseOutcome {
    /// Both tools agreed.
    Match,
    /// They did not: the first difference.
    Mismatch(String),
    /// The case uses a dialect of the oracle's that the tool lacks.
    OtherDialect(String),
    /// The command names a flag, pass or pass option the tool lacks (one of
    /// MLIR's test passes, say): the tool's message.
    ToolLacks(String),
    /// The oracle could not run it (it lacks a flag or pass, or the run
    /// took too long).
    OracleFailed(String),
    /// The oracle cannot read the case (the syntax of a later MLIR, or a
    /// type of a dialect only it registers): its first error, and whether
    /// the tool, asked to read the case alone, rejects it with the same
    /// first error line.
    OracleCannotRead {
        /// The oracle's first error line.
        error: String,
        /// The tool's first error line is the same.
        rejected_alike: bool,
    },
    /// The oracle fails where the test expects success (a test of a fix
    /// made after the oracle's release): its error.
    OracleDisagreesWithTest(String),
}

fn counted(cases: &[CaseOutcome]) -> usize {
    cases.iter().filter(|c| matches!(c, CaseOutcome::Match | CaseOutcome::Mismatch(_))).count()
}

fn matched(cases: &[CaseOutcome]) -> usize {
    cases.iter().filter(|c| **c == CaseOutcome::Match).count()
}

impl RunFidelity {
    /// Cases that use only the tool's dialects.
    pub fn counted(&self) -> usize {
        counted(&self.cases)
    }

    /// Counted cases on which both tools agree.
    pub fn matched(&self) -> usize {
        matched(&self.cases)
    }

    /// Counted cases of the generic-output run.
    pub fn counted_generic(&self) -> usize {
        counted(&self.generic_cases)
    }

    /// Cases of the generic-output run on which both tools agree.
    pub fn matched_generic(&self) -> usize {
        matched(&self.generic_cases)
    }

    /// Cases whose command needs a flag or pass the tool lacks.
    pub fn lacking(&self) -> usize {
        self.cases.iter().filter(|c| matches!(c, CaseOutcome::ToolLacks(_))).count()
    }
}

impl FileFidelity {
    /// Cases that use only the tool's dialects, over every run.
    pub fn counted(&self) -> usize {
        self.runs.iter().map(RunFidelity::counted).sum()
    }

    /// Counted cases on which both tools agree, over every run.
    pub fn matched(&self) -> usize {
        self.runs.iter().map(RunFidelity::matched).sum()
    }

    /// Cases needing a flag or pass the tool lacks, over every run.
    pub fn lacking(&self) -> usize {
        self.runs.iter().map(RunFidelity::lacking).sum()
    }

    /// Counted cases of the generic-output runs.
    pub fn counted_generic(&self) -> usize {
        self.runs.iter().map(RunFidelity::counted_generic).sum()
    }

    /// Cases of the generic-output runs on which both tools agree.
    pub fn matched_generic(&self) -> usize {
        self.runs.iter().map(RunFidelity::matched_generic).sum()
    }
}

impl Fidelity {
    /// Compares `tool` with `oracle` (both paths or names on `PATH`), asking
    /// the oracle which dialects it registers.
    pub fn new(oracle: impl Into<PathBuf>, tool: impl Into<PathBuf>) -> Result<Self, String> {
        let oracle = oracle.into();
        let output = Command::new(&oracle)
            .arg("--show-dialects")
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run '{}': {e}", oracle.display()))?;
        // `Available Dialects: acc,affine,...`, on one line or several.
        let listing = String::from_utf8_lossy(&output.stdout);
        let listing = listing.split_once("Available Dialects:").map_or("", |(_, list)| list);
        let oracle_dialects =
            listing.split([',', '\n']).map(str::trim).filter(|d| !d.is_empty()).map(String::from).collect();
        Ok(Fidelity {
            oracle,
            tool: tool.into(),
            dialects: DEFAULT_DIALECTS.iter().map(|d| d.to_string()).collect(),
            oracle_dialects,
            generic_input: false,
        })
    }

    /// Compare the tools on the oracle's generic print of each case, in the
    /// generic form only (`filetest fidelity --generic-input`), instead of
    /// on the case as written.
    pub fn generic_input(mut self, generic_input: bool) -> Self {
        self.generic_input = generic_input;
        self
    }

    /// The dialects the tool registers.
    pub fn dialects<S: AsRef<str>>(mut self, dialects: &[S]) -> Self {
        self.dialects = dialects.iter().map(|d| d.as_ref().to_string()).collect();
        self
    }

    /// The `.mlir` files under `paths` (files themselves, or folders walked
    /// in name order), each compared.
    pub fn run_paths(&self, paths: &[PathBuf]) -> Vec<FileFidelity> {
        let mut files = Vec::new();
        for path in paths {
            collect_mlir_files(path, &mut files);
        }
        files.iter().map(|f| self.run_file(f)).collect()
    }

    /// Compares the tools on every `mlir-opt` command of `path`'s `RUN:`
    /// lines.
    pub fn run_file(&self, path: &Path) -> FileFidelity {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let runs = run_lines(&text)
            .into_iter()
            .filter_map(|(line, command)| {
                let stages = oracle_stages(&command)?;
                Some(self.run_command(line, &stages, &text))
            })
            .collect();
        FileFidelity { path: path.to_path_buf(), runs }
    }

    fn run_command(&self, line: usize, stages: &[OptStage], text: &str) -> RunFidelity {
        let split = stages.first().and_then(|s| s.split_marker.clone());
        let chunks = match &split {
            Some(marker) => split_cases(text, marker),
            None => vec![text.to_string()],
        };
        let debuginfo = stages.iter().any(|s| s.flags.iter().any(|f| is_flag(f, "mlir-print-debuginfo")));
        let (mut cases, mut generic_cases) = (Vec::new(), Vec::new());
        for chunk in &chunks {
            let (case, generic) = self.run_case(chunk, stages, debuginfo);
            cases.push(case);
            generic_cases.extend(generic);
        }
        RunFidelity { line, flags: stages.iter().flat_map(|s| s.flags.clone()).collect(), cases, generic_cases }
    }

    /// How the case went with the default output, and (unless
    /// `generic_input`) with `--mlir-print-op-generic`.
    fn run_case(&self, chunk: &str, stages: &[OptStage], debuginfo: bool) -> (CaseOutcome, Option<CaseOutcome>) {
        let mut to_generic = vec![
            "--mlir-print-op-generic",
            "--allow-unregistered-dialect",
            "--mlir-very-unsafe-disable-verifier-on-parsing",
        ];
        if debuginfo {
            to_generic.push("--mlir-print-debuginfo");
        }
        let both = |outcome: CaseOutcome| {
            let generic = (!self.generic_input).then(|| outcome.clone());
            (outcome, generic)
        };
        let generic = match run(&self.oracle, &to_generic, chunk.as_bytes()) {
            Ok(out) if out.status == 0 => out.stdout,
            Ok(out) => return both(self.cannot_read(chunk, &out)),
            Err(e) => return both(CaseOutcome::OracleFailed(e)),
        };
        if let Some(other) = self.foreign_dialect(&String::from_utf8_lossy(&generic)) {
            return both(CaseOutcome::OtherDialect(other));
        }
        if self.generic_input {
            return (self.compare_tools(stages, &generic, Some(0)), None);
        }
        let pretty = self.compare_tools(stages, chunk.as_bytes(), None);
        let generic = self.compare_tools(stages, chunk.as_bytes(), Some(stages.len().saturating_sub(1)));
        (pretty, Some(generic))
    }

    /// The case the oracle failed to read (`oracle` is that run): does the
    /// tool reject it alike?
    fn cannot_read(&self, chunk: &str, oracle: &Output) -> CaseOutcome {
        let first_error =
            |o: &Output| String::from_utf8_lossy(&o.stderr).lines().find(|l| l.contains("error:")).map(str::to_string);
        let Some(error) = first_error(oracle) else { return CaseOutcome::OracleFailed(first_line(&oracle.stderr)) };
        let read = ["--mlir-print-op-generic", "--allow-unregistered-dialect"];
        let tool_error =
            run(&self.tool, &read, chunk.as_bytes()).ok().filter(|o| o.status != 0).and_then(|o| first_error(&o));
        CaseOutcome::OracleCannotRead { rejected_alike: tool_error.as_deref() == Some(error.as_str()), error }
    }

    /// Runs the oracle, then the tool, on `input`; the commands from
    /// `generic_from` on print the generic form.
    fn compare_tools(&self, stages: &[OptStage], input: &[u8], generic_from: Option<usize>) -> CaseOutcome {
        let expected = match self.run_stages(&self.oracle, stages, input, generic_from) {
            Ok(out) => out,
            Err(e) => return CaseOutcome::OracleFailed(e),
        };
        if expected.status != 0 && is_missing_feature(&expected.stderr) {
            return CaseOutcome::OracleFailed(first_line(&expected.stderr));
        }
        // The test says the command succeeds, and the oracle fails: the file
        // is from a later MLIR than the oracle (it tests a fix), and the
        // oracle is no judge of it.
        if expected.status != 0 && !stages.iter().any(|s| s.may_fail) {
            return CaseOutcome::OracleDisagreesWithTest(first_line(&expected.stderr));
        }
        let actual = match self.run_stages(&self.tool, stages, input, generic_from) {
            Ok(out) => out,
            Err(e) => return CaseOutcome::Mismatch(e),
        };
        if actual.status != 0 && is_missing_feature(&actual.stderr) {
            return CaseOutcome::ToolLacks(first_line(&actual.stderr));
        }
        compare(&expected, &actual)
    }

    /// Runs the chain of commands, each reading what the last printed; the
    /// commands from `generic_from` on print the generic form.
    fn run_stages(
        &self,
        program: &Path,
        stages: &[OptStage],
        input: &[u8],
        generic_from: Option<usize>,
    ) -> Result<Output, String> {
        let mut input = input.to_vec();
        let mut last = None;
        for (i, stage) in stages.iter().enumerate() {
            let mut args: Vec<&str> = stage.flags.iter().map(String::as_str).collect();
            let generic = generic_from.is_some_and(|from| i >= from);
            // Once each: a flag given twice is an error for pass-opt.
            for (flag, wanted) in [("--mlir-print-op-generic", generic), ("--mlir-disable-threading", true)] {
                if wanted && !stage.flags.iter().any(|f| is_flag(f, &flag[2..])) {
                    args.push(flag);
                }
            }
            let out = run(program, &args, &input)?;
            if out.status != 0 {
                return Ok(out);
            }
            input = out.stdout.clone();
            last = Some(out);
        }
        last.ok_or_else(|| "no command".to_string())
    }

    /// The first dialect `generic` uses that the tool lacks and the oracle
    /// has.
    fn foreign_dialect(&self, generic: &str) -> Option<String> {
        used_dialects(generic).into_iter().find(|d| !self.dialects.contains(d) && self.oracle_dialects.contains(d))
    }
}

/// One `mlir-opt` command of a `RUN:` line: the flags both tools get.
#[derive(Clone, Debug)]
struct OptStage {
    flags: Vec<String>,
    /// `--split-input-file`'s marker, when given.
    split_marker: Option<String>,
    /// The test allows this command to fail (`not mlir-opt`, or
    /// `--verify-diagnostics`, whose cases fail on purpose).
    may_fail: bool,
}

/// The `mlir-opt` commands at the head of `command`'s first pipeline (a
/// chain `mlir-opt .. | mlir-opt ..`), or `None` when it runs no
/// `mlir-opt` first or expects it to fail as a whole (`not mlir-opt`:
/// still compared, since both tools must fail alike).
fn oracle_stages(command: &str) -> Option<Vec<OptStage>> {
    let tokens = tokenize(command).ok()?;
    let first_pipeline = tokens.split(|t| *t == Token::Op("&&")).next()?;
    let mut stages = Vec::new();
    for tokens in first_pipeline.split(|t| *t == Token::Op("|")) {
        let stage = Stage::parse(tokens).ok()?;
        let (name, args) = stage.words.split_first()?;
        if name != "mlir-opt" {
            break;
        }
        let mut flags = Vec::new();
        let mut split_marker = None;
        let mut may_fail = stage.negate;
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            if arg == "%s" || arg == "-" {
                continue;
            }
            if arg == "-o" {
                args.next();
                continue;
            }
            if is_flag(arg, "split-input-file") {
                split_marker = Some(arg.split_once('=').map_or("// -----", |(_, m)| m).to_string());
                continue;
            }
            if is_flag(arg, "verify-diagnostics") {
                may_fail = true;
                continue;
            }
            flags.push(arg.clone());
        }
        stages.push(OptStage { flags, split_marker, may_fail });
    }
    (!stages.is_empty()).then_some(stages)
}

/// `arg` is `-name` or `--name`, with or without `=value`.
fn is_flag(arg: &str, name: &str) -> bool {
    let bare = arg.trim_start_matches('-');
    arg.starts_with('-') && (bare == name || bare.strip_prefix(name).is_some_and(|rest| rest.starts_with('=')))
}

/// The chunks of `text` between lines that start with `marker`, as
/// `--split-input-file` cuts them.
fn split_cases(text: &str, marker: &str) -> Vec<String> {
    let mut chunks = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_start().starts_with(marker) {
            chunks.push(String::new());
        } else if let Some(last) = chunks.last_mut() {
            last.push_str(line);
        }
    }
    chunks
}

/// The dialects whose ops, types and attributes `generic` names:
/// `"dialect.op"(`, `!dialect.type`, `#dialect.attr` or `#dialect<..>`.
fn used_dialects(generic: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let bytes = generic.as_bytes();
    let ident = |start: usize| {
        let end = bytes[start..]
            .iter()
            .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_' || *b == b'$'))
            .map_or(bytes.len(), |n| start + n);
        (&generic[start..end], end)
    };
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                // A string: an op name when `(` follows the closing quote.
                let mut end = i + 1;
                while end < bytes.len() && bytes[end] != b'"' {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                let end = end.min(bytes.len());
                let name = &generic[i + 1..end];
                if bytes.get(end + 1) == Some(&b'(') {
                    if let Some((dialect, _)) = name.split_once('.') {
                        found.insert(dialect.to_string());
                    }
                }
                i = end + 1;
            }
            b'!' | b'#' if i + 1 < bytes.len() && (bytes[i + 1].is_ascii_alphabetic() || bytes[i + 1] == b'_') => {
                let (name, end) = ident(i + 1);
                if matches!(bytes.get(end), Some(b'.' | b'<')) {
                    found.insert(name.to_string());
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    found
}

/// A tool failed for want of something, not because the input is wrong: an
/// unknown flag, pass or pass option (for the oracle, a test file from
/// another MLIR release or a test pass not in every build; for the tool,
/// one of MLIR's test passes or flags it does not have). The messages are
/// mlir-opt's and pass-opt's.
fn is_missing_feature(stderr: &[u8]) -> bool {
    let text = String::from_utf8_lossy(stderr);
    [
        "Unknown command line argument",
        "does not refer to a registered pass",
        "for the -pass-pipeline option",
        "<Pass-Options-Parser>: no such option",
        "error: unexpected argument '",
        "error: no such option '",
    ]
    .iter()
    .any(|m| text.contains(m))
}

struct Output {
    status: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// How long one run may take: MLIR's tests include inputs a tool may loop
/// on, and a table must still come out.
const TIME_LIMIT: Duration = Duration::from_secs(30);

fn run(program: &Path, args: &[&str], input: &[u8]) -> Result<Output, String> {
    let mut file = tempfile::Builder::new().suffix(".mlir").tempfile().map_err(|e| e.to_string())?;
    std::io::Write::write_all(&mut file, input).map_err(|e| e.to_string())?;
    // Files rather than pipes: nothing blocks while the child is waited on.
    let mut stdout = tempfile::tempfile().map_err(|e| e.to_string())?;
    let mut stderr = tempfile::tempfile().map_err(|e| e.to_string())?;
    let mut child = Command::new(program)
        .args(args)
        .arg(file.path())
        .stdin(Stdio::null())
        .stdout(stdout.try_clone().map_err(|e| e.to_string())?)
        .stderr(stderr.try_clone().map_err(|e| e.to_string())?)
        .spawn()
        .map_err(|e| format!("cannot run '{}': {e}", program.display()))?;
    let status = match child.wait_timeout(TIME_LIMIT).map_err(|e| e.to_string())? {
        Some(status) => status,
        None => {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("'{}' ran for more than {} s", program.display(), TIME_LIMIT.as_secs()));
        }
    };
    let read = |file: &mut std::fs::File| -> Result<Vec<u8>, String> {
        let mut bytes = Vec::new();
        file.rewind().and_then(|_| file.read_to_end(&mut bytes)).map_err(|e| e.to_string())?;
        Ok(bytes)
    };
    let (out, err) = (read(&mut stdout)?, read(&mut stderr)?);
    // Diagnostics and locations name the input file: the same text for
    // both tools.
    let path = file.path().display().to_string();
    let name = |bytes: Vec<u8>| match String::from_utf8(bytes) {
        Ok(text) => text.replace(&path, "INPUT").into_bytes(),
        Err(e) => e.into_bytes(),
    };
    Ok(Output { status: status.code().unwrap_or(-1), stdout: name(out), stderr: name(err) })
}

/// Success, output and error messages agree (warnings and remarks aside:
/// tools may add their own).
fn compare(expected: &Output, actual: &Output) -> CaseOutcome {
    if (expected.status == 0) != (actual.status == 0) {
        return CaseOutcome::Mismatch(format!(
            "mlir-opt {}, the tool {}: {}",
            verdict(expected.status),
            verdict(actual.status),
            first_line(if actual.status != 0 { &actual.stderr } else { &expected.stderr })
        ));
    }
    let errors = |o: &Output| -> Vec<String> {
        String::from_utf8_lossy(&o.stderr).lines().filter(|l| l.contains("error:")).map(str::to_string).collect()
    };
    let (want, got) = (errors(expected), errors(actual));
    if want != got {
        let (w, g) = want.iter().zip(&got).find(|(w, g)| w != g).map_or_else(
            || (want.len().to_string() + " errors", got.len().to_string() + " errors"),
            |(w, g)| (w.clone(), g.clone()),
        );
        return CaseOutcome::Mismatch(format!("errors differ: expected `{w}`, got `{g}`"));
    }
    if expected.stdout != actual.stdout {
        let want = String::from_utf8_lossy(&expected.stdout);
        let got = String::from_utf8_lossy(&actual.stdout);
        let (n, (w, g)) = want
            .lines()
            .zip(got.lines())
            .enumerate()
            .find(|(_, (w, g))| w != g)
            .unwrap_or((want.lines().count().min(got.lines().count()), ("(end)", "(end)")));
        return CaseOutcome::Mismatch(format!("output line {}: expected `{}`, got `{}`", n + 1, w.trim(), g.trim()));
    }
    CaseOutcome::Match
}

fn verdict(status: i32) -> &'static str {
    if status == 0 {
        "succeeds"
    } else {
        "fails"
    }
}

fn first_line(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string()
}

fn collect_mlir_files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(path).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
        entries.sort();
        for entry in entries {
            collect_mlir_files(&entry, out);
        }
    } else if path.extension().is_some_and(|e| e == "mlir") {
        out.push(path.to_path_buf());
    }
}

/// The Markdown table of `files`, paths relative to `root`, with totals;
/// then, when `details`, every case that did not match.
pub struct Table<'a> {
    /// The compared files.
    pub files: &'a [FileFidelity],
    /// The folder paths are shown relative to.
    pub root: &'a Path,
    /// List each mismatch below the table.
    pub details: bool,
}

impl fmt::Display for Table<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: &Path| p.strip_prefix(self.root).unwrap_or(p).display().to_string();
        // Cases read as written also ran with `--mlir-print-op-generic`.
        let pretty = self.files.iter().flat_map(|file| &file.runs).any(|run| !run.generic_cases.is_empty());
        let percent = |matched: usize, counted: usize| {
            if counted == 0 {
                100.0
            } else {
                100.0 * matched as f64 / counted as f64
            }
        };
        if pretty {
            writeln!(
                f,
                "| test file | RUN lines | cases | needing a pass or flag we lack | using our dialects | \
                 matching mlir-opt (pretty output) | matching mlir-opt (generic output) |"
            )?;
            writeln!(f, "|---|---:|---:|---:|---:|---:|---:|")?;
        } else {
            writeln!(
                f,
                "| test file | RUN lines | cases | needing a pass or flag we lack | using our dialects | matching mlir-opt |"
            )?;
            writeln!(f, "|---|---:|---:|---:|---:|---:|")?;
        }
        let (mut all, mut lacking, mut counted, mut matched) = (0, 0, 0, 0);
        let (mut counted_generic, mut matched_generic) = (0, 0);
        for file in self.files.iter().filter(|file| !file.runs.is_empty()) {
            let cases: usize = file.runs.iter().map(|r| r.cases.len()).sum();
            write!(
                f,
                "| `{}` | {} | {} | {} | {} | {} |",
                name(&file.path),
                file.runs.len(),
                cases,
                file.lacking(),
                file.counted(),
                file.matched()
            )?;
            if pretty {
                // Of as many counted cases as the pretty run, unless said.
                write!(f, " {}", file.matched_generic())?;
                if file.counted_generic() != file.counted() {
                    write!(f, " of {}", file.counted_generic())?;
                }
                write!(f, " |")?;
            }
            writeln!(f)?;
            all += cases;
            lacking += file.lacking();
            counted += file.counted();
            matched += file.matched();
            counted_generic += file.counted_generic();
            matched_generic += file.matched_generic();
        }
        write!(f, "| **total** | | {all} | {lacking} | {counted} | {matched} ({:.1}%) |", percent(matched, counted))?;
        if pretty {
            write!(f, " {matched_generic}")?;
            if counted_generic != counted {
                write!(f, " of {counted_generic}")?;
            }
            write!(f, " ({:.1}%) |", percent(matched_generic, counted_generic))?;
        }
        writeln!(f)?;
        // The cases the oracle cannot read, once per file and case (the
        // first command's run stands for the others).
        let unreadable: Vec<(&FileFidelity, usize, &str, bool)> = self
            .files
            .iter()
            .flat_map(|file| {
                file.runs.first().into_iter().flat_map(move |run| {
                    run.cases.iter().enumerate().filter_map(move |(i, case)| match case {
                        CaseOutcome::OracleCannotRead { error, rejected_alike } => {
                            Some((file, i, error.as_str(), *rejected_alike))
                        }
                        _ => None,
                    })
                })
            })
            .collect();
        if !unreadable.is_empty() {
            let alike = unreadable.iter().filter(|u| u.3).count();
            writeln!(
                f,
                "\nCases mlir-opt cannot read: {}; the tool rejects {alike} of them with the same first error.",
                unreadable.len()
            )?;
        }
        if self.details {
            writeln!(f)?;
            for (file, i, error, alike) in &unreadable {
                if !alike {
                    writeln!(
                        f,
                        "- `{}` case {}: mlir-opt cannot read it (`{error}`), the tool does not reject it alike",
                        name(&file.path),
                        i + 1
                    )?;
                }
            }
            for file in self.files {
                for run in &file.runs {
                    for (i, case) in run.cases.iter().enumerate() {
                        let why = match case {
                            CaseOutcome::Mismatch(why) => why.clone(),
                            CaseOutcome::ToolLacks(why) => format!("not run: {why}"),
                            CaseOutcome::OracleDisagreesWithTest(why) => {
                                format!("not compared: mlir-opt fails where the test expects success: {why}")
                            }
                            _ => continue,
                        };
                        writeln!(f, "- `{}` RUN at line {}, case {}: {why}", name(&file.path), run.line, i + 1)?;
                    }
                    // The generic-output run: its mismatches, and what it
                    // leaves out that the pretty run compared.
                    for (i, (case, pretty)) in run.generic_cases.iter().zip(&run.cases).enumerate() {
                        let why = match case {
                            CaseOutcome::Mismatch(why) => why.clone(),
                            _ if case == pretty => continue,
                            CaseOutcome::OracleDisagreesWithTest(why) => {
                                format!("not compared: mlir-opt fails where the test expects success: {why}")
                            }
                            CaseOutcome::OracleFailed(why) => format!("not compared: mlir-opt fails: {why}"),
                            _ => continue,
                        };
                        writeln!(
                            f,
                            "- `{}` RUN at line {}, case {}, generic output: {why}",
                            name(&file.path),
                            run.line,
                            i + 1
                        )?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_give_the_flags_of_each_mlir_opt_command() {
        let stages = oracle_stages(
            "mlir-opt %s -split-input-file -verify-diagnostics -cse | mlir-opt -canonicalize | FileCheck %s",
        )
        .unwrap();
        assert_eq!(stages.len(), 2);
        assert_eq!(stages[0].flags, ["-cse"]);
        assert_eq!(stages[0].split_marker.as_deref(), Some("// -----"));
        assert_eq!(stages[1].flags, ["-canonicalize"]);
        assert!(oracle_stages("mlir-translate %s | FileCheck %s").is_none());
        let stages = oracle_stages("not mlir-opt %s --split-input-file='// ---' -o - 2>&1").unwrap();
        assert_eq!(stages[0].split_marker.as_deref(), Some("// ---"));
        assert!(stages[0].flags.is_empty());
    }

    #[test]
    fn cases_are_cut_at_marker_lines() {
        let text = "// RUN: x\na\n// -----\nb\n// -----   \nc\n";
        assert_eq!(split_cases(text, "// -----"), ["// RUN: x\na\n", "b\n", "c\n"]);
    }

    #[test]
    fn dialects_are_read_from_op_type_and_attribute_names() {
        let generic = r#"#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32, #map>) -> !llvm.ptr, sym_name = "a\"b.c(\"", x = "q.r"}> ({
    %0 = "memref.alloca"() {x = #dlti.dl_spec<>, y = #gpu<address_space global>} : () -> i32
  }) : () -> ()
}) : () -> ()
"#;
        let found: Vec<String> = used_dialects(generic).into_iter().collect();
        assert_eq!(found, ["builtin", "dlti", "func", "gpu", "llvm", "memref"]);
    }

    #[test]
    fn flags_match_with_one_or_two_dashes_and_values() {
        assert!(is_flag("-split-input-file", "split-input-file"));
        assert!(is_flag("--split-input-file=//--", "split-input-file"));
        assert!(!is_flag("-split-input-files", "split-input-file"));
        assert!(!is_flag("split-input-file", "split-input-file"));
    }
}
