//! `#[pass(...)]`: a pass declared in the Rust file that implements it.
//!
//! The attribute says what a TOML spec says, and goes through the same
//! model and emitter: passgen's attribute front end
//! ([`passgen::attr`]) parses it into a `PassSpec`, and passgen's Rust back
//! end ([`passgen::rust_tokens`]) generates the options struct, statistics,
//! metadata, constructors and registration. This crate has no code
//! generation of its own.
//!
//! ```ignore
//! use pass_runtime::pass::{pass, AnchorOp, PassBehavior, PassError};
//!
//! /// Folds what can be folded (the doc comment is the pass's Markdown
//! /// description).
//! #[pass(
//!     arg = "my-fold",
//!     anchor = "func.func",
//!     summary = "Fold constants",
//!     dependent_dialects("arith"),
//!     options(
//!         max_iterations: i64 = 10 => "max-iterations", "Max. iterations", min = 1,
//!         mode: enum { fast, "very-thorough" = "Try harder" } = fast => "mode", "How hard to try",
//!     ),
//!     statistics(folded => "num-folded", "Ops folded"),
//! )]
//! pub struct MyFold;
//!
//! impl PassBehavior for MyFold {
//!     fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
//!         self.statistics.folded.add(self.options.max_iterations as u64);
//!         Ok(())
//!     }
//! }
//! ```
//!
//! `docs/passgen.md` describes every key. Mistakes are compile errors at
//! the offending tokens; on error the struct is emitted as written, with
//! the errors, so that they are the only ones reported about it.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

use proc_macro::TokenStream;

/// Declares a pass: see the crate documentation.
#[proc_macro_attribute]
pub fn pass(args: TokenStream, item: TokenStream) -> TokenStream {
    let item2 = proc_macro2::TokenStream::from(item);
    match passgen::attr::expand(args.into(), item2.clone()) {
        Ok(tokens) => tokens.into(),
        Err(e) => {
            let errors = e.to_compile_error();
            quote::quote!(#item2 #errors).into()
        }
    }
}
