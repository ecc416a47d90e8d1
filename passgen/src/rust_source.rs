//! `passgen doc --rust`: the `#[pass]` structs of Rust source files, found
//! with syn and read by the attribute front end ([`crate::attr`]), so that a
//! crate declaring its passes with the macro publishes the same reference
//! documentation as one using TOML specs.

use std::path::{Path, PathBuf};

use crate::attr::{GroupDeclaration, SourceDeclarations};
use crate::builder::Error;
use crate::error::{SpecError, SpecErrors};
use crate::model::{PassGroup, PassSpec};

/// Every `#[pass]` struct in `paths` (files, or folders searched for `.rs`
/// files, in name order), as one group without a name. Errors are located
/// at `file:line:col`.
pub fn load_rust_sources(paths: &[PathBuf]) -> Result<PassGroup, Error> {
    let passes = load(paths)?.into_iter().flat_map(|(_, d)| d.passes).collect();
    Ok(PassGroup { name: None, passes })
}

/// The passes of `paths` grouped as their `pass_group!`s group them (with
/// the passes no group names first, as a group without a name): what a
/// crate's TOML specs with their `group`s would give. A group may name
/// passes of other files; one naming no `#[pass]` struct of `paths` is an
/// error.
pub fn load_rust_source_groups(paths: &[PathBuf]) -> Result<Vec<PassGroup>, Error> {
    let files = load(paths)?;
    let passes: Vec<PassSpec> = files.iter().flat_map(|(_, d)| d.passes.iter().cloned()).collect();
    let declared: Vec<GroupDeclaration> = files.iter().flat_map(|(_, d)| d.groups.iter().cloned()).collect();
    let mut groups = Vec::new();
    let ungrouped = crate::attr::ungrouped_passes(&passes, &declared);
    if !ungrouped.is_empty() {
        groups.push(PassGroup { name: None, passes: ungrouped });
    }
    let mut errors = Vec::new();
    for (file, d) in &files {
        for g in &d.groups {
            match g.resolve(&passes) {
                Ok(group) => groups.push(group),
                Err(e) => errors.extend(located(file, e)),
            }
        }
    }
    if errors.is_empty() {
        Ok(groups)
    } else {
        Err(Error::Spec(SpecErrors(errors)))
    }
}

/// The `#[op]`, `#[type_def]` and `#[attr_def]` structs of `paths`, one
/// dialect per namespace (in order of first appearance), for their
/// reference docs: the dialect's summary and
/// description are empty, as the attributes do not say them.
pub fn load_rust_source_dialects(paths: &[PathBuf]) -> Result<Vec<crate::dialect::DialectSpec>, Error> {
    let mut files = Vec::new();
    for p in paths {
        collect_files(p, &mut files)?;
    }
    let mut dialects: Vec<crate::dialect::DialectSpec> = Vec::new();
    let mut errors = Vec::new();
    for file in files {
        let text =
            std::fs::read_to_string(&file).map_err(|e| Error::Io { path: file.display().to_string(), source: e })?;
        if !text.contains("op(") && !text.contains("_def(") {
            continue;
        }
        let name = file.display().to_string();
        let declared = syn::parse_file(&text).and_then(|f| {
            let ops = crate::dialect::attr::ops_in_file(&f)?;
            let (types, attrs) = crate::dialect::attr_def::defs_in_file(&f)?;
            Ok((ops, types, attrs))
        });
        match declared {
            Ok((ops, types, attrs)) => {
                for op in ops {
                    let dialect = op.dialect().to_string();
                    dialect_named(&mut dialects, &dialect).ops.push(op);
                }
                for t in types {
                    let dialect = t.name.split_once('.').map_or(t.name.as_str(), |(d, _)| d).to_string();
                    dialect_named(&mut dialects, &dialect).types.push(t);
                }
                for a in attrs {
                    let dialect = a.name.split_once('.').map_or(a.name.as_str(), |(d, _)| d).to_string();
                    dialect_named(&mut dialects, &dialect).attributes.push(a);
                }
            }
            Err(e) => errors.extend(located(&name, e)),
        }
    }
    if errors.is_empty() {
        Ok(dialects)
    } else {
        Err(Error::Spec(SpecErrors(errors)))
    }
}

/// The dialect called `name` among `dialects`, added when missing.
fn dialect_named<'d>(
    dialects: &'d mut Vec<crate::dialect::DialectSpec>,
    name: &str,
) -> &'d mut crate::dialect::DialectSpec {
    let at = match dialects.iter().position(|d| d.name == name) {
        Some(at) => at,
        None => {
            dialects.push(crate::dialect::DialectSpec::empty(name));
            dialects.len() - 1
        }
    };
    &mut dialects[at]
}

/// The declarations of each file of `paths` that has any.
fn load(paths: &[PathBuf]) -> Result<Vec<(String, SourceDeclarations)>, Error> {
    let mut files = Vec::new();
    for p in paths {
        collect_files(p, &mut files)?;
    }
    let mut found = Vec::new();
    let mut errors = Vec::new();
    for file in files {
        let text =
            std::fs::read_to_string(&file).map_err(|e| Error::Io { path: file.display().to_string(), source: e })?;
        let name = file.display().to_string();
        // A file without `#[pass(` or `pass_group!(` needs no parsing.
        if !text.contains("pass(") && !text.contains("pass_group!") {
            continue;
        }
        match syn::parse_file(&text).and_then(|f| crate::attr::declarations_in_file(&f)) {
            Ok(d) => found.push((name, d)),
            Err(e) => errors.extend(located(&name, e)),
        }
    }
    if errors.is_empty() {
        Ok(found)
    } else {
        Err(Error::Spec(SpecErrors(errors)))
    }
}

/// Each message of `e`, at its position in `file`.
fn located(file: &str, e: syn::Error) -> Vec<SpecError> {
    e.into_iter()
        .map(|e| {
            let start = e.span().start();
            SpecError { file: file.to_string(), line: start.line, column: start.column + 1, message: e.to_string() }
        })
        .collect()
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
