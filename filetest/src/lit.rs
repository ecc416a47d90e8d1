//! lit's part: the `RUN:` lines of a test file run as shell pipelines
//! (`tool %s --flag | FileCheck %s`, `not tool ...`, `2>&1`, `<`, `>`,
//! `&&`), with lit's substitutions (`%s`, `%S`, `%p`, `%t`, `%T`, `%%`),
//! FileCheck run in-process and every other tool looked up in the runner's
//! table, then on `PATH`. No shell is involved, so the tests run wherever
//! `cargo test` does.

use std::collections::BTreeMap;
use std::fmt;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::check::{check, CheckOptions, Source};

/// How one test file went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every `RUN:` line succeeded (or, for an `XFAIL` test, one failed).
    Pass,
    /// A `RUN:` line failed; the message says which and why.
    Fail(String),
    /// Not run: the file has `REQUIRES:` or `UNSUPPORTED:` lines, which need
    /// lit's configuration.
    Unsupported(String),
}

/// The verdicts of a run over files and folders.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Each test file and its verdict, in the order run.
    pub results: Vec<(PathBuf, Verdict)>,
}

impl Report {
    /// How many passed.
    pub fn passed(&self) -> usize {
        self.results.iter().filter(|(_, v)| *v == Verdict::Pass).count()
    }

    /// How many failed.
    pub fn failed(&self) -> usize {
        self.results.iter().filter(|(_, v)| matches!(v, Verdict::Fail(_))).count()
    }

    /// How many were not run.
    pub fn skipped(&self) -> usize {
        self.results.iter().filter(|(_, v)| matches!(v, Verdict::Unsupported(_))).count()
    }
}

impl fmt::Display for Report {
    /// `PASS: file` / `FAIL: file` (with why) / `UNSUPPORTED: file` lines,
    /// then `N passed, N failed, N skipped`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (path, verdict) in &self.results {
            match verdict {
                Verdict::Pass => writeln!(f, "PASS: {}", path.display())?,
                Verdict::Fail(why) => {
                    writeln!(f, "FAIL: {}", path.display())?;
                    for line in why.lines() {
                        writeln!(f, "  {line}")?;
                    }
                }
                Verdict::Unsupported(why) => writeln!(f, "UNSUPPORTED: {} ({why})", path.display())?,
            }
        }
        writeln!(f, "{} passed, {} failed, {} skipped", self.passed(), self.failed(), self.skipped())
    }
}

/// Runs test files: which executable each tool name of a `RUN:` line is.
#[derive(Clone, Debug, Default)]
pub struct Runner {
    tools: BTreeMap<String, PathBuf>,
    suffixes: Vec<String>,
}

impl Runner {
    /// A runner that knows no tools (`FileCheck` is built in; others are
    /// looked up on `PATH`) and runs `.mlir` files found in folders.
    pub fn new() -> Self {
        Runner { tools: BTreeMap::new(), suffixes: vec!["mlir".into()] }
    }

    /// Runs `name` in `RUN:` lines as the executable at `path`
    /// (`tool("pass-opt", env!("CARGO_BIN_EXE_pass-opt"))`; or
    /// `tool("mlir-opt", ...)` to run MLIR's tests on another tool).
    pub fn tool(mut self, name: impl Into<String>, path: impl Into<PathBuf>) -> Self {
        self.tools.insert(name.into(), path.into());
        self
    }

    /// The file extensions searched for in folders (`mlir` by default).
    pub fn suffixes(mut self, suffixes: &[&str]) -> Self {
        self.suffixes = suffixes.iter().map(|s| s.to_string()).collect();
        self
    }

    /// Runs every test under `paths`: files as given, folders searched
    /// (sorted, recursively) for files with a known suffix and `RUN:` lines.
    pub fn run_paths(&self, paths: &[PathBuf]) -> Report {
        let mut files = Vec::new();
        for path in paths {
            if path.is_dir() {
                self.collect(path, &mut files);
            } else {
                files.push(path.clone());
            }
        }
        let mut report = Report::default();
        for file in files {
            let verdict = self.run_file(&file);
            report.results.push((file, verdict));
        }
        report
    }

    fn collect(&self, dir: &Path, files: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            if path.is_dir() {
                self.collect(&path, files);
            } else if path.extension().is_some_and(|e| self.suffixes.iter().any(|s| e == s.as_str()))
                && std::fs::read_to_string(&path).is_ok_and(|t| t.contains("RUN:"))
            {
                files.push(path);
            }
        }
    }

    /// Runs one test file's `RUN:` lines.
    pub fn run_file(&self, path: &Path) -> Verdict {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => return Verdict::Fail(format!("cannot read {}: {e}", path.display())),
        };
        for keyword in ["REQUIRES:", "UNSUPPORTED:"] {
            if let Some(line) = text.lines().find(|l| l.contains(keyword)) {
                return Verdict::Unsupported(line.trim().to_string());
            }
        }
        let expect_failure = text.lines().any(|l| l.contains("XFAIL:"));
        let commands = run_lines(&text);
        if commands.is_empty() {
            return Verdict::Fail("no RUN: lines".into());
        }
        let temp = match tempfile::tempdir() {
            Ok(t) => t,
            Err(e) => return Verdict::Fail(format!("cannot make a temporary folder: {e}")),
        };
        let subst = Substitutions::new(path, temp.path());
        for (line, command) in &commands {
            let command = subst.apply(command);
            if let Err(why) = self.run_command(&command) {
                if expect_failure {
                    return Verdict::Pass;
                }
                return Verdict::Fail(format!("RUN: at line {line}: {command}\n{why}"));
            }
        }
        if expect_failure {
            return Verdict::Fail("XFAIL test passed".into());
        }
        Verdict::Pass
    }

    /// Runs one `RUN:` command: pipelines joined by `&&`.
    fn run_command(&self, command: &str) -> Result<(), String> {
        let tokens = tokenize(command)?;
        for pipeline in tokens.split(|t| *t == Token::Op("&&")) {
            self.run_pipeline(pipeline)?;
        }
        Ok(())
    }

    fn run_pipeline(&self, tokens: &[Token]) -> Result<(), String> {
        let mut input = Vec::new();
        for stage in tokens.split(|t| *t == Token::Op("|")) {
            let stage = Stage::parse(stage)?;
            if let Some(path) = &stage.stdin_file {
                input = std::fs::read(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
            }
            let output = self.run_stage(&stage, &input)?;
            let failed = output.status != 0;
            if failed != stage.negate {
                let why = if stage.negate {
                    "succeeded but was expected to fail".to_string()
                } else {
                    format!("exited with status {}", output.status)
                };
                return Err(format!("'{}' {why}\n{}", stage.words.join(" "), String::from_utf8_lossy(&output.stderr)));
            }
            if let Some(path) = &stage.stdout_file {
                std::fs::write(path, &output.stdout).map_err(|e| format!("cannot write '{path}': {e}"))?;
                input = Vec::new();
            } else {
                input = output.stdout;
            }
        }
        Ok(())
    }

    fn run_stage(&self, stage: &Stage, input: &[u8]) -> Result<StageOutput, String> {
        let (name, args) = stage.words.split_first().ok_or("empty command")?;
        if name == "FileCheck" {
            return Ok(run_filecheck(args, input, stage.merge_stderr));
        }
        let program = self.tools.get(name).cloned().unwrap_or_else(|| PathBuf::from(name));
        let mut stdin = tempfile::tempfile().map_err(|e| e.to_string())?;
        stdin.write_all(input).and_then(|_| stdin.rewind()).map_err(|e| e.to_string())?;
        let mut command = Command::new(&program);
        command.args(args).stdin(stdin);
        if stage.merge_stderr {
            // One file for both, so the two interleave as written.
            let mut out = tempfile::tempfile().map_err(|e| e.to_string())?;
            let err = out.try_clone().map_err(|e| e.to_string())?;
            let status = command
                .stdout(out.try_clone().map_err(|e| e.to_string())?)
                .stderr(err)
                .status()
                .map_err(|e| format!("cannot run '{}': {e}", program.display()))?;
            let mut stdout = Vec::new();
            out.rewind().and_then(|_| out.read_to_end(&mut stdout)).map_err(|e| e.to_string())?;
            return Ok(StageOutput { status: status.code().unwrap_or(-1), stdout, stderr: Vec::new() });
        }
        let output = command.stdout(Stdio::piped()).stderr(Stdio::piped()).output();
        let output = output.map_err(|e| format!("cannot run '{}': {e}", program.display()))?;
        if let Some(path) = &stage.stderr_file {
            std::fs::write(path, &output.stderr).map_err(|e| format!("cannot write '{path}': {e}"))?;
        }
        Ok(StageOutput { status: output.status.code().unwrap_or(-1), stdout: output.stdout, stderr: output.stderr })
    }
}

struct StageOutput {
    status: i32,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

/// FileCheck as a command: `args` as `FileCheck` takes them, `input` its
/// standard input. Returns the exit status (0 or 1) and the messages.
pub fn filecheck_main(args: &[String], input: &[u8]) -> (u8, String) {
    let out = run_filecheck(args, input, false);
    (u8::from(out.status != 0), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// `FileCheck CHECK-FILE [--check-prefix=P] [--check-prefixes=P,Q]
/// [--input-file=F] [--strict-whitespace]`, in-process.
fn run_filecheck(args: &[String], input: &[u8], merge_stderr: bool) -> StageOutput {
    let fail = |message: String| {
        let message = message.into_bytes();
        let (stdout, stderr) = if merge_stderr { (message, Vec::new()) } else { (Vec::new(), message) };
        StageOutput { status: 1, stdout, stderr }
    };
    let mut options = CheckOptions::default();
    let mut prefixes = Vec::new();
    let mut check_file = None;
    let mut input_file = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let arg = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-').filter(|a| a.len() > 1)).ok_or(arg.as_str());
        match arg {
            Err(path) => check_file = Some(path.to_string()),
            Ok(flag) => {
                let (name, value) = match flag.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (flag, None),
                };
                let mut value_or_next = || value.clone().or_else(|| args.next().cloned()).unwrap_or_default();
                match name {
                    "check-prefix" => prefixes.push(value_or_next()),
                    "check-prefixes" => prefixes.extend(value_or_next().split(',').map(str::to_string)),
                    "input-file" => input_file = Some(value_or_next()),
                    "strict-whitespace" => options.strict_whitespace = true,
                    "comment-prefixes" => {
                        options.comment_prefixes = value_or_next().split(',').map(str::to_string).collect()
                    }
                    // Output shaping only.
                    "dump-input" | "dump-input-filter" | "color" | "vv" | "v" => {}
                    "allow-unused-prefixes" => options.allow_unused_prefixes = value != Some("false".into()),
                    other => return fail(format!("FileCheck: option '--{other}' is not supported\n")),
                }
            }
        }
    }
    if !prefixes.is_empty() {
        options.prefixes = prefixes;
    }
    let Some(check_file) = check_file else { return fail("FileCheck: no check file given\n".into()) };
    let check_text = match std::fs::read_to_string(&check_file) {
        Ok(t) => t,
        Err(e) => return fail(format!("FileCheck: cannot read '{check_file}': {e}\n")),
    };
    let (input_name, input_text) = match input_file {
        Some(path) => match std::fs::read_to_string(&path) {
            Ok(t) => (path, t),
            Err(e) => return fail(format!("FileCheck: cannot read '{path}': {e}\n")),
        },
        None => ("<stdin>".to_string(), String::from_utf8_lossy(input).into_owned()),
    };
    match check(
        Source { name: &check_file, text: &check_text },
        Source { name: &input_name, text: &input_text },
        &options,
    ) {
        Ok(()) => StageOutput { status: 0, stdout: Vec::new(), stderr: Vec::new() },
        Err(failure) => fail(failure.message),
    }
}

/// The `RUN:` commands of a file with the line each starts on; lines
/// ending in `\` continue on the next `RUN:` line.
pub fn run_lines(text: &str) -> Vec<(usize, String)> {
    let mut commands = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (index, line) in text.lines().enumerate() {
        let Some(at) = line.find("RUN:") else { continue };
        let body = line[at + 4..].trim();
        let (start, mut command) = pending.take().unwrap_or((index + 1, String::new()));
        match body.strip_suffix('\\') {
            Some(head) => {
                command.push_str(head.trim_end());
                command.push(' ');
                pending = Some((start, command));
            }
            None => {
                command.push_str(body);
                commands.push((start, command.trim().to_string()));
            }
        }
    }
    if let Some((start, command)) = pending {
        commands.push((start, command.trim().to_string()));
    }
    commands
}

/// lit's substitutions for one test file.
struct Substitutions {
    file: String,
    dir: String,
    temp_file: String,
    temp_dir: String,
}

impl Substitutions {
    fn new(path: &Path, temp: &Path) -> Self {
        let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        Substitutions {
            file: path.display().to_string(),
            dir: dir.display().to_string(),
            temp_file: temp.join(format!("{name}.tmp")).display().to_string(),
            temp_dir: temp.display().to_string(),
        }
    }

    fn apply(&self, command: &str) -> String {
        let mut out = String::with_capacity(command.len());
        let mut chars = command.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '%' {
                out.push(c);
                continue;
            }
            match chars.peek() {
                Some('s') => out.push_str(&self.file),
                Some('S') | Some('p') => out.push_str(&self.dir),
                Some('t') => out.push_str(&self.temp_file),
                Some('T') => out.push_str(&self.temp_dir),
                Some('%') => out.push('%'),
                _ => {
                    out.push('%');
                    continue;
                }
            }
            chars.next();
        }
        out
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    Word(String),
    Op(&'static str),
}

/// Shell words and operators: quotes, backslashes, `|`, `&&`, `2>&1`,
/// `>`, `2>`, `<`.
pub(crate) fn tokenize(command: &str) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = command.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {
                if let Some(w) = word.take() {
                    tokens.push(Token::Word(w));
                }
            }
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => w.push(c),
                        None => return Err("unterminated single quote".into()),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') if matches!(chars.peek(), Some('"' | '\\' | '$' | '`')) => {
                            w.push(chars.next().unwrap_or('\\'));
                        }
                        Some(c) => w.push(c),
                        None => return Err("unterminated double quote".into()),
                    }
                }
            }
            '\\' => {
                if let Some(next) = chars.next() {
                    word.get_or_insert_with(String::new).push(next);
                }
            }
            '|' | '&' | '<' | '>' => {
                let redirect_fd = word.as_deref() == Some("2") && c == '>';
                if let Some(w) = word.take() {
                    if !redirect_fd {
                        tokens.push(Token::Word(w));
                    }
                }
                let op = match (c, chars.peek()) {
                    ('|', Some('|')) => return Err("'||' is not supported".into()),
                    ('|', _) => "|",
                    ('&', Some('&')) => {
                        chars.next();
                        "&&"
                    }
                    ('>', Some('&')) if redirect_fd => {
                        chars.next();
                        match chars.next() {
                            Some('1') => "2>&1",
                            _ => return Err("only 2>&1 is supported".into()),
                        }
                    }
                    ('>', _) if redirect_fd => "2>",
                    ('>', _) => ">",
                    ('<', _) => "<",
                    _ => return Err(format!("'{c}' is not supported")),
                };
                tokens.push(Token::Op(op));
            }
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    if let Some(w) = word.take() {
        tokens.push(Token::Word(w));
    }
    Ok(tokens)
}

/// One command of a pipeline.
#[derive(Debug, Default)]
pub(crate) struct Stage {
    pub(crate) words: Vec<String>,
    pub(crate) negate: bool,
    merge_stderr: bool,
    stdin_file: Option<String>,
    stdout_file: Option<String>,
    stderr_file: Option<String>,
}

impl Stage {
    pub(crate) fn parse(tokens: &[Token]) -> Result<Stage, String> {
        let mut stage = Stage::default();
        let mut iter = tokens.iter();
        while let Some(t) = iter.next() {
            let mut target = || match iter.next() {
                Some(Token::Word(w)) => Ok(w.clone()),
                _ => Err("a redirection without a file".to_string()),
            };
            match t {
                Token::Word(w) if stage.words.is_empty() && w == "not" => stage.negate = !stage.negate,
                Token::Word(w) => stage.words.push(w.clone()),
                Token::Op("2>&1") => stage.merge_stderr = true,
                Token::Op("<") => stage.stdin_file = Some(target()?),
                Token::Op(">") => stage.stdout_file = Some(target()?),
                Token::Op("2>") => stage.stderr_file = Some(target()?),
                Token::Op(op) => return Err(format!("unexpected '{op}'")),
            }
        }
        if stage.words.first().is_some_and(|w| w == "--crash") {
            return Err("'not --crash' is not supported".into());
        }
        Ok(stage)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_join_continuations() {
        let text = "// RUN: a %s \\\n// RUN:   --x | b\n// RUN: c\n";
        assert_eq!(run_lines(text), [(1, "a %s --x | b".to_string()), (3, "c".to_string())]);
    }

    #[test]
    fn commands_tokenize_as_a_shell_would() {
        let tokens = tokenize(r#"not tool --p="a(b, c)" 'x y' 2>&1 | FileCheck %s"#).unwrap();
        let words: Vec<String> = tokens
            .iter()
            .map(|t| match t {
                Token::Word(w) => w.clone(),
                Token::Op(o) => format!("<{o}>"),
            })
            .collect();
        assert_eq!(words, ["not", "tool", "--p=a(b, c)", "x y", "<2>&1>", "<|>", "FileCheck", "%s"]);
    }
}
