//! `pass-opt --verify-diagnostics --split-input-file` never panics, whatever
//! the `expected-*` annotations say (bad regexes, `@above`/`@below` offsets
//! out of the file, `@unknown`, annotations in every chunk) and whatever the
//! IR is; it ends in success or failure.
#![no_main]

mod driver_harness;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    driver_harness::run_pass_opt(data, &["--verify-diagnostics", "--split-input-file"]);
});
