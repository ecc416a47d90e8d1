//! Structure-aware fuzzing of the passes (issue 20, item 3).
//!
//! Byte fuzzers of the IR parser almost never reach the passes: random text
//! rarely parses, let alone verifies. This crate turns bytes into *valid*
//! inputs instead, so that every case exercises the passes, the greedy and
//! conversion drivers and the threading of the pass manager:
//!
//! - [`generate`] builds a verifying `builtin.module` (functions, calls,
//!   random control-flow graphs with cycles, self-loops and unreachable
//!   blocks, nested `scf` regions, nested modules) from an
//!   [`arbitrary::Unstructured`];
//! - [`pipeline`] builds a pipeline of registered passes with random option
//!   values and random nesting;
//! - [`check`] runs the pipeline on the IR and checks the invariants every
//!   run must keep (no panic, verifying IR after each pass, the same result
//!   on 1 and 2 threads, printing is a fixed point, a failure leaves `-o`
//!   alone and replays from its reproducer).
//!
//! The same bytes-to-case function, [`case_from_bytes`], drives the
//! `cargo fuzz` target `passes` (bytes from libFuzzer) and the seeded test
//! `tests/seeded.rs` (bytes from [`SplitMix64`]).

pub mod check;
mod choices;
pub mod generate;
pub mod pipeline;

use arbitrary::Unstructured;
use pass_runtime::pass::PassRegistry;

pub use check::{check_case, Finding, Invariant, Outcome};

/// One generated case: IR and a pipeline to run on it.
#[derive(Clone, Debug)]
pub struct Case {
    /// A verifying module in the generic form.
    pub ir: String,
    /// A textual pipeline anchored on `builtin.module`.
    pub pipeline: String,
}

/// The registry the pipelines are drawn from: the runtime's passes, as
/// `pass-opt` registers them (`OptMain::builtin_passes`). The test passes
/// are left out: they crash, fail or break the IR on purpose.
pub fn registry() -> PassRegistry {
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry)
        .expect("the runtime's passes register under distinct names");
    registry
}

/// The case the bytes describe. Running out of bytes is not an error: the
/// generator then takes the smallest choices, so every input gives a case.
pub fn case_from_bytes(registry: &PassRegistry, data: &[u8]) -> Case {
    let mut u = Unstructured::new(data);
    let mut pipeline = pipeline::pipeline(registry, &mut u);
    // Dialect conversion leaves ops in unreachable blocks unconverted, as
    // MLIR's does (finding F1): a pipeline that lowers gets IR without
    // unreachable blocks, and a canonicalizer that does not erase the
    // blocks its folded branches leave unreachable.
    let lowers = pipeline::lowers(&pipeline);
    if lowers {
        pipeline = pipeline.replace("region-simplify=disabled", "region-simplify=normal");
    }
    let limits = generate::Limits { unreachable_blocks: !lowers, ..Default::default() };
    let (ir, _) = generate::module_with(&mut u, limits);
    Case { ir, pipeline }
}

/// A small seeded generator of bytes (SplitMix64), so that the seeded test
/// needs no random-number crate and a seed replays the same case anywhere.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// `len` random bytes.
    pub fn bytes(&mut self, len: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(len + 8);
        while out.len() < len {
            out.extend_from_slice(&self.next_u64().to_le_bytes());
        }
        out.truncate(len);
        out
    }
}

/// The bytes of the case the seeded test runs for `seed`.
pub fn seeded_bytes(seed: u64) -> Vec<u8> {
    SplitMix64::new(seed).bytes(4096)
}
