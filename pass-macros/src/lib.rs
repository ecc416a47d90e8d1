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
//! The doc comment is the description; `description = "..."` in the
//! attribute can stand for it. The struct may also carry `#[cfg(...)]`
//! and lint attributes (`#[allow(...)]`), which go on every generated item.
//!
//! A TOML spec's `group = "Example"` makes `register_example_passes`,
//! which registers every pass of the spec; passes declared with `#[pass]`
//! get the same function from [`pass_group!`], which names them (they may
//! live in several files):
//!
//! ```
//! # use pass_runtime::pass;
//! # use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};
//! # #[pass(arg = "my-fold", summary = "Fold")]
//! # pub struct MyFold;
//! # impl PassBehavior for MyFold {
//! #     fn run_on_operation(&self, _: &mut AnchorOp<'_>) -> Result<(), PassError> { Ok(()) }
//! # }
//! pass_runtime::pass_group!(name = "Example", passes(MyFold));
//!
//! let mut registry = pass_runtime::pass::PassRegistry::new();
//! register_example_passes(&mut registry).unwrap();
//! assert!(registry.pass("my-fold").is_some());
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

/// The function registering a group of `#[pass]` passes, as a TOML spec's
/// `group` gives: `pass_group!(name = "Example", passes(CountOps,
/// strip::StripExampleAttrs))` defines `register_example_passes`, which
/// calls each pass's `register_*` function (found next to the pass: a path
/// names a pass in another module), in order. A pass can be registered only
/// when a `cfg` holds: `passes(#[cfg(feature = "x")] Extra)`; `crate =
/// "..."` names the runtime as in `#[pass]`. See the crate documentation.
#[proc_macro]
pub fn pass_group(input: TokenStream) -> TokenStream {
    match passgen::attr::expand_group(input.into()) {
        Ok(tokens) => tokens.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
