//! The Rust back end of dialect specs.

use super::model::{DialectSpec, OpSpec};
use crate::rust::RustOptions;

/// The Rust code of a whole dialect spec, formatted, with passgen's banner:
/// what `build.rs` writes for `pass_runtime::include_dialect!`.
pub fn generate_dialect_rust(spec: &DialectSpec, options: &RustOptions) -> String {
    let _ = (spec, options);
    String::new()
}

/// One op's items (its typed handle with accessors and builder, its
/// static table, and `op_def()` giving its registration with the hooks it
/// declares), without the dialect's registration: what `#[op]` expands to.
pub fn op_text(spec: &DialectSpec, op: &OpSpec, options: &RustOptions) -> String {
    let _ = (spec, op, options);
    String::new()
}
