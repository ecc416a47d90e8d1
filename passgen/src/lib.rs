//! passgen: declarative pass specs for the `pass-runtime` pass manager, the
//! counterpart of `mlir-tblgen -gen-pass-decls` and `-gen-pass-doc`.
//!
//! One model ([`PassSpec`]), front ends that produce it (TOML:
//! `load_toml`; the `#[pass]` attribute: [`attr`]), back ends that consume
//! it (Rust: [`generate_rust`], and as tokens for the macro, [`rust_tokens`]; Markdown and
//! HTML: [`generate_markdown`], [`generate_html`]), a `build.rs` API
//! (`Builder`) and the `passgen` command-line tool.
//!
//! Features: `toml` (default: the TOML front end, formatted output and the
//! `build.rs` API) and `cli` (default: the command). `pass-macros` uses
//! neither: it needs only the model, the attribute parser and the emitters.
//!
//! ```no_run
//! // build.rs
//! fn main() -> Result<(), passgen::Error> {
//!     passgen::Builder::new().spec("passes.toml").generate()
//! }
//! ```
//!
//! and in the crate: `pass_runtime::include_passes!("passes");`.
//!
//! passgen never depends on `pass-runtime`: generated code names it by path.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod attr;
#[cfg(feature = "toml")]
mod builder;
pub mod check;
pub mod dialect;
pub mod doc;
mod error;
pub mod model;
pub mod rust;
#[cfg(feature = "toml")]
mod rust_source;
#[cfg(feature = "toml")]
mod toml_errors;
#[cfg(feature = "toml")]
mod toml_spec;

#[cfg(feature = "toml")]
pub use builder::{Builder, Error};
pub use doc::{generate_html, generate_markdown, generate_markdown_groups};
pub use error::{SpecError, SpecErrors};
pub use model::{DefaultValue, EnumValueSpec, GroupMember, OptionSpec, OptionType, PassGroup, PassSpec, StatisticSpec};
pub use rust::{generate_rust, rust_tokens, RustOptions};
#[cfg(feature = "toml")]
pub use rust_source::{load_rust_source_dialects, load_rust_source_groups, load_rust_sources};
#[cfg(feature = "toml")]
pub use toml_spec::load_toml;

/// A spec file: passes, or a dialect (a file with a `[dialect]` table).
#[derive(Clone, Debug, PartialEq)]
pub enum Spec {
    /// A pass spec.
    Passes(PassGroup),
    /// A dialect spec.
    Dialect(dialect::DialectSpec),
}

/// Loads a spec file of either kind.
#[cfg(feature = "toml")]
pub fn load_spec(path: &std::path::Path) -> Result<Spec, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Io { path: path.display().to_string(), source: e })?;
    let file = path.display().to_string();
    if dialect::is_dialect_spec(&text) {
        dialect::load_dialect_toml(&file, &text).map(Spec::Dialect).map_err(Error::Spec)
    } else {
        load_toml(&file, &text).map(Spec::Passes).map_err(Error::Spec)
    }
}

/// Loads a pass spec file.
#[cfg(feature = "toml")]
pub fn load_file(path: &std::path::Path) -> Result<PassGroup, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Io { path: path.display().to_string(), source: e })?;
    load_toml(&path.display().to_string(), &text).map_err(Error::Spec)
}
