//! passgen: declarative pass specs for the `pass-runtime` pass manager, the
//! counterpart of `mlir-tblgen -gen-pass-decls` and `-gen-pass-doc`.
//!
//! One model ([`PassSpec`]), front ends that produce it (TOML:
//! [`load_toml`]), back ends that consume it (Rust: [`generate_rust`];
//! Markdown and HTML: [`generate_markdown`], [`generate_html`]), a
//! `build.rs` API ([`Builder`]) and the `passgen` command-line tool.
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

mod builder;
pub mod doc;
mod error;
pub mod model;
pub mod rust;
mod toml_spec;

pub use builder::{Builder, Error};
pub use doc::{generate_html, generate_markdown, generate_markdown_groups};
pub use error::{SpecError, SpecErrors};
pub use model::{DefaultValue, EnumValueSpec, OptionSpec, OptionType, PassGroup, PassSpec, StatisticSpec};
pub use rust::{generate_rust, RustOptions};
pub use toml_spec::load_toml;

/// Loads a spec file.
pub fn load_file(path: &std::path::Path) -> Result<PassGroup, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Io { path: path.display().to_string(), source: e })?;
    load_toml(&path.display().to_string(), &text).map_err(Error::Spec)
}
