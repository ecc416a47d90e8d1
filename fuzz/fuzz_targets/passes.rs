//! Structure-aware fuzzing of the passes: libFuzzer's bytes choose a valid
//! module and a valid pipeline (`pass_fuzz::case_from_bytes`), and running
//! the one on the other must keep every invariant of `pass_fuzz::check`: no
//! panic, IR that verifies after each pass, the same result on 1 and 2
//! threads, printing as a fixed point, and a failure that leaves `-o` alone
//! and replays from its reproducer.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use pass_runtime::pass::PassRegistry;

fn registry() -> &'static PassRegistry {
    static REGISTRY: OnceLock<PassRegistry> = OnceLock::new();
    REGISTRY.get_or_init(pass_fuzz::registry)
}

fuzz_target!(|data: &[u8]| {
    let case = pass_fuzz::case_from_bytes(registry(), data);
    if let Err(finding) = pass_fuzz::check::check_case_with(registry(), &case.ir, &case.pipeline) {
        panic!("{finding}");
    }
});
