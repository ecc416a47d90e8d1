//! The `passgen` command: `rust`, `doc` and `check` over spec files, and
//! `doc --rust` over Rust sources with `#[pass]` structs.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use passgen::{generate_html, generate_markdown_groups, generate_rust, Error, PassGroup, RustOptions, Spec};

/// Declarative pass specs (TOML) to Rust code and documentation.
#[derive(Parser)]
#[command(name = "passgen", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    Md,
    Html,
}

#[derive(Subcommand)]
enum Command {
    /// Generate the Rust declarations of the passes.
    Rust {
        /// Spec files.
        #[arg(required = true)]
        specs: Vec<PathBuf>,
        /// Output file (stdout by default).
        #[arg(short = 'o')]
        output: Option<PathBuf>,
        /// The path generated code uses for the runtime crate.
        #[arg(long, default_value = "::pass_runtime")]
        runtime_path: String,
    },
    /// Generate the reference documentation of the passes.
    Doc {
        /// Spec files (with `--rust`: Rust files or folders).
        #[arg(required = true)]
        specs: Vec<PathBuf>,
        /// Read the `#[pass(...)]` structs (and `pass_group!`s) and the `#[op]`
        /// structs of Rust sources instead of specs.
        #[arg(long)]
        rust: bool,
        /// Output file (stdout by default).
        #[arg(short = 'o')]
        output: Option<PathBuf>,
        /// Markdown or a standalone HTML page.
        #[arg(long, value_enum, default_value = "md")]
        format: Format,
    },
    /// Check spec files and report every error.
    Check {
        /// Spec files.
        #[arg(required = true)]
        specs: Vec<PathBuf>,
    },
}

fn load_all(specs: &[PathBuf]) -> Result<Vec<Spec>, String> {
    let mut groups = Vec::new();
    let mut errors = Vec::new();
    for s in specs {
        match passgen::load_spec(s) {
            Ok(g) => groups.push(g),
            Err(e) => errors.push(e.to_string()),
        }
    }
    if errors.is_empty() {
        Ok(groups)
    } else {
        Err(errors.join("\n"))
    }
}

fn write(output: Option<PathBuf>, text: &str) -> Result<(), String> {
    match output {
        None => {
            print!("{text}");
            Ok(())
        }
        Some(p) => {
            std::fs::write(&p, text).map_err(|e| Error::Io { path: p.display().to_string(), source: e }.to_string())
        }
    }
}

fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Command::Rust { specs, output, runtime_path } => {
            let options = RustOptions { runtime_path };
            let code: String = load_all(&specs)?
                .iter()
                .map(|spec| match spec {
                    Spec::Passes(group) => generate_rust(group, &options),
                    Spec::Dialect(dialect) => passgen::dialect::rust::generate_dialect_rust(dialect, &options),
                })
                .collect();
            write(output, &code)
        }
        Command::Doc { specs, output, format, rust } => {
            let mut groups: Vec<PassGroup> = Vec::new();
            let mut dialects = Vec::new();
            if rust {
                groups = passgen::load_rust_source_groups(&specs).map_err(|e| e.to_string())?;
                groups.retain(|g| !g.passes.is_empty());
                dialects = passgen::load_rust_source_dialects(&specs).map_err(|e| e.to_string())?;
            } else {
                for spec in load_all(&specs)? {
                    match spec {
                        Spec::Passes(group) => groups.push(group),
                        Spec::Dialect(dialect) => dialects.push(dialect),
                    }
                }
            }
            let mut pages: Vec<String> = Vec::new();
            match format {
                Format::Md => {
                    if !groups.is_empty() {
                        pages.push(generate_markdown_groups(&groups));
                    }
                    pages.extend(dialects.iter().map(passgen::dialect::doc::generate_dialect_markdown));
                }
                Format::Html => {
                    pages.extend(groups.iter().map(generate_html));
                    pages.extend(dialects.iter().map(passgen::dialect::doc::generate_dialect_html));
                }
            }
            write(output, &pages.join("\n"))
        }
        Command::Check { specs } => load_all(&specs).map(|_| ()),
    }
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
