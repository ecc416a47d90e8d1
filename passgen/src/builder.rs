//! The `build.rs` API, in prost-build's style.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::error::SpecErrors;
use crate::rust::{generate_rust, RustOptions};

/// What can go wrong generating code.
#[derive(thiserror::Error)]
pub enum Error {
    /// A spec has errors (each located in its file).
    #[error("{0}")]
    Spec(SpecErrors),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// `OUT_DIR` is not set (not running from a build script) and no output
    /// directory was given.
    #[error("OUT_DIR is not set: call Builder::out_dir, or run from a build script")]
    NoOutDir,
}

/// A build script returning this error prints it with `Debug`: make that
/// the readable form.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Generates Rust code for pass and dialect specs into `OUT_DIR`, one
/// `<stem>.rs` per spec, for `pass_runtime::include_passes!("<stem>")` (or
/// `include_dialect!`, the same for a dialect spec).
#[derive(Clone, Debug, Default)]
pub struct Builder {
    specs: Vec<PathBuf>,
    out_dir: Option<PathBuf>,
    runtime_path: Option<String>,
}

impl Builder {
    /// A builder with no specs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a spec file (relative to the crate root in a build script).
    pub fn spec(mut self, path: impl AsRef<Path>) -> Self {
        self.specs.push(path.as_ref().to_path_buf());
        self
    }

    /// Writes into `dir` instead of `OUT_DIR`.
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// The path generated code uses for the runtime (`::pass_runtime` by
    /// default; `crate` inside `pass-runtime`).
    pub fn runtime_path(mut self, path: &str) -> Self {
        self.runtime_path = Some(path.to_string());
        self
    }

    /// Generates. Prints `cargo:rerun-if-changed` for each spec; fails with
    /// the spec's own located errors.
    pub fn generate(self) -> Result<(), Error> {
        let out_dir = match self.out_dir {
            Some(d) => d,
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or(Error::NoOutDir)?,
        };
        let options = RustOptions { runtime_path: self.runtime_path.unwrap_or_else(|| "::pass_runtime".into()) };
        for spec in &self.specs {
            println!("cargo:rerun-if-changed={}", spec.display());
            let code = match crate::load_spec(spec)? {
                crate::Spec::Passes(group) => generate_rust(&group, &options),
                crate::Spec::Dialect(dialect) => crate::dialect::rust::generate_dialect_rust(&dialect, &options),
            };
            let stem = spec.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "passes".into());
            let target = out_dir.join(format!("{stem}.rs"));
            std::fs::write(&target, code).map_err(|e| Error::Io { path: target.display().to_string(), source: e })?;
        }
        Ok(())
    }
}
