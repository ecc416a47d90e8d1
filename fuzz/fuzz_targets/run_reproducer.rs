//! `pass-opt --run-reproducer` never panics and never ends in anything but
//! success or failure, whatever the file: a broken `mlir_reproducer`
//! resource, a pipeline that does not parse, IR that does not verify, or a
//! reproducer that replays a failing pass.
//!
//! The driver runs in-process, writing its output to a scratch file (`-o`).
//! A panic anywhere, even one the pass manager catches and reports, aborts
//! the process (libFuzzer's panic hook): that is a finding.
#![no_main]

mod driver_harness;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    driver_harness::run_pass_opt(data, &["--run-reproducer"]);
});
