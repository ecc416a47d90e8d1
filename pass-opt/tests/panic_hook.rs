//! `OptMain::run_with_args` installs its panic hook once per process, not
//! once per call: a program that runs the driver many times (the `passes`
//! fuzz target runs it for every failing case) must not stack one more
//! wrapper around the hook on each call, which leaked memory and made the
//! next panic walk through every wrapper (a stack overflow after enough runs).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use pass_opt::OptMain;

#[test]
fn the_panic_hook_is_installed_once_however_many_runs() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.mlir");
    std::fs::write(&input, "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n").unwrap();
    let output = dir.path().join("out.mlir");
    let run = |flags: &[&str]| {
        let mut args = vec!["pass-opt", input.to_str().unwrap(), "-o", output.to_str().unwrap()];
        args.extend(flags);
        OptMain::new("pass-opt").test_passes().run_with_args(args.iter().map(|s| s.to_string()))
    };
    let _ = run(&[]);
    // A hook set after the first run is the one a panic reaches: later runs
    // do not wrap it again (the wrapper would hide this pass's panic).
    let calls = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&calls);
    std::panic::set_hook(Box::new(move |_| {
        counted.fetch_add(1, Ordering::Relaxed);
    }));
    for _ in 0..3 {
        let _ = run(&["--test-pass-crash"]);
    }
    let _ = std::panic::take_hook();
    assert_eq!(calls.load(Ordering::Relaxed), 3, "a run wrapped the panic hook again");
}
