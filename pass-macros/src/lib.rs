//! `#[pass(...)]`: a pass declared in the Rust file that implements it.
//!
//! The attribute says what a TOML spec says, and goes through the same
//! model and emitter: passgen's attribute front end
//! ([`passgen::attr`]) parses it into a `PassSpec`, and passgen's Rust back
//! end ([`passgen::rust::rust_text`]) generates the options struct, statistics,
//! metadata, constructors and registration. This crate has no code
//! generation of its own.
//!
//! ```
//! use pass_runtime::pass; // the attribute; the module `pass` is in another namespace
//! use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};
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
    let item2 = proc_macro2::TokenStream::from(item.clone());
    let error = match passgen::attr::expand_text(args.into(), item2) {
        // The compiler's lexer: proc-macro2's is slow in unoptimized builds.
        Ok(text) => match text.parse::<TokenStream>() {
            Ok(tokens) => return tokens,
            Err(e) => syn_error(format!("passgen generated code that does not lex: {e}")),
        },
        Err(e) => e.to_compile_error(),
    };
    let mut out = item;
    out.extend(TokenStream::from(error));
    out
}

fn syn_error(message: String) -> proc_macro2::TokenStream {
    quote::quote!(::core::compile_error!(#message);)
}
