//! `passgen doc --rust`: the `#[pass]` structs of Rust source files, found
//! with syn and read by the attribute front end ([`crate::attr`]), so that a
//! crate declaring its passes with the macro publishes the same reference
//! documentation as one using TOML specs.

use std::path::{Path, PathBuf};

use crate::builder::Error;
use crate::error::{SpecError, SpecErrors};
use crate::model::PassGroup;

/// Every `#[pass]` struct in `paths` (files, or folders searched for `.rs`
/// files, in name order), as one group without a name. Errors are located
/// at `file:line:col`.
pub fn load_rust_sources(paths: &[PathBuf]) -> Result<PassGroup, Error> {
    let mut files = Vec::new();
    for p in paths {
        collect_files(p, &mut files)?;
    }
    let mut passes = Vec::new();
    let mut errors = Vec::new();
    for file in files {
        let text =
            std::fs::read_to_string(&file).map_err(|e| Error::Io { path: file.display().to_string(), source: e })?;
        let name = file.display().to_string();
        // A file without `#[pass` needs no parsing.
        if !text.contains("pass(") {
            continue;
        }
        let parsed = syn::parse_file(&text).and_then(|f| crate::attr::passes_in_file(&f));
        match parsed {
            Ok(found) => passes.extend(found),
            Err(e) => errors.extend(e.into_iter().map(|e| {
                let start = e.span().start();
                SpecError { file: name.clone(), line: start.line, column: start.column + 1, message: e.to_string() }
            })),
        }
    }
    if errors.is_empty() {
        Ok(PassGroup { name: None, passes })
    } else {
        Err(Error::Spec(SpecErrors(errors)))
    }
}

fn collect_files(path: &Path, out: &mut Vec<PathBuf>) -> Result<(), Error> {
    let io = |e| Error::Io { path: path.display().to_string(), source: e };
    if path.is_dir() {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(path).map_err(io)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>().map_err(io)?;
        entries.sort();
        for e in entries {
            if e.is_dir() || e.extension().is_some_and(|x| x == "rs") {
                collect_files(&e, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}
