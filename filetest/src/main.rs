//! `filetest`: runs folders of MLIR-style file tests (`// RUN:` lines and
//! FileCheck `CHECK` lines) and prints a verdict per file; `filetest check`
//! is FileCheck itself; `filetest fidelity` tables how closely a tool
//! follows mlir-opt on MLIR's own test files.

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: filetest [--tool NAME=PATH]... [--suffix EXT]... PATH...
       filetest check CHECK-FILE [--check-prefix(es)=P] [--input-file=F] [--strict-whitespace] < INPUT
       filetest fidelity [--oracle PATH] --tool PATH [--dialects A,B,..] [--root DIR] [--details] [--generic-input] PATH...";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "check") {
        return filecheck(&args[1..]);
    }
    if args.first().is_some_and(|a| a == "fidelity") {
        return fidelity(&args[1..]);
    }
    let mut runner = filetest::Runner::new();
    let mut suffixes = Vec::new();
    let mut paths = Vec::new();
    let mut iter = args.into_iter();
    while let Some(arg) = iter.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if arg.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        match flag.as_str() {
            "--tool" => {
                let Some(spec) = inline.or_else(|| iter.next()) else { return usage("--tool needs NAME=PATH") };
                let Some((name, path)) = spec.split_once('=') else { return usage("--tool needs NAME=PATH") };
                runner = runner.tool(name, path);
            }
            "--suffix" => match inline.or_else(|| iter.next()) {
                Some(s) => suffixes.push(s),
                None => return usage("--suffix needs an extension"),
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            _ if arg.starts_with('-') => return usage(&format!("unknown flag '{arg}'")),
            _ => paths.push(PathBuf::from(arg)),
        }
    }
    if paths.is_empty() {
        return usage("no test paths given");
    }
    if !suffixes.is_empty() {
        let suffixes: Vec<&str> = suffixes.iter().map(String::as_str).collect();
        runner = runner.suffixes(&suffixes);
    }
    let report = runner.run_paths(&paths);
    print!("{report}");
    if report.failed() == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn usage(problem: &str) -> ExitCode {
    eprintln!("filetest: {problem}\n{USAGE}");
    ExitCode::from(2)
}

/// FileCheck: the check file and flags as `FileCheck` takes them, the input
/// on stdin. Exit status 0 when the checks pass, 1 when they do not.
fn filecheck(args: &[String]) -> ExitCode {
    let mut input = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut input) {
        eprintln!("filetest check: cannot read stdin: {e}");
        return ExitCode::from(2);
    }
    let (status, message) = filetest::lit::filecheck_main(args, &input);
    eprint!("{message}");
    ExitCode::from(status)
}

/// Compares a tool with mlir-opt on test files and prints the Markdown
/// table ([`filetest::fidelity`]).
fn fidelity(args: &[String]) -> ExitCode {
    let mut oracle = "mlir-opt".to_string();
    let mut tool = None;
    let mut dialects = None;
    let mut root = None;
    let mut details = false;
    let mut generic_input = false;
    let mut paths = Vec::new();
    let mut iter = args.iter().cloned();
    while let Some(arg) = iter.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if arg.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| inline.clone().or_else(|| iter.next()).ok_or(format!("{name} needs a value"));
        let parsed = match flag.as_str() {
            "--oracle" => value("--oracle").map(|v| oracle = v),
            "--tool" => {
                value("--tool").map(|v| tool = Some(v.split_once('=').map_or(v.clone(), |(_, p)| p.to_string())))
            }
            "--dialects" => value("--dialects").map(|v| dialects = Some(v)),
            "--root" => value("--root").map(|v| root = Some(PathBuf::from(v))),
            "--details" => {
                details = true;
                Ok(())
            }
            "--generic-input" => {
                generic_input = true;
                Ok(())
            }
            _ if arg.starts_with('-') => Err(format!("unknown flag '{arg}'")),
            _ => {
                paths.push(PathBuf::from(arg));
                Ok(())
            }
        };
        if let Err(problem) = parsed {
            return usage(&problem);
        }
    }
    let Some(tool) = tool else { return usage("fidelity needs --tool PATH") };
    if paths.is_empty() {
        return usage("no test paths given");
    }
    let mut fidelity = match filetest::fidelity::Fidelity::new(&oracle, tool) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("filetest fidelity: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(list) = dialects {
        let list: Vec<&str> = list.split(',').map(str::trim).collect();
        fidelity = fidelity.dialects(&list);
    }
    let files = fidelity.generic_input(generic_input).run_paths(&paths);
    let root = root.unwrap_or_default();
    print!("{}", filetest::fidelity::Table { files: &files, root: &root, details });
    ExitCode::SUCCESS
}
