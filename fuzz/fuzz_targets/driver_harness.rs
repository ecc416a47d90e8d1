//! Runs the `pass-opt` driver in-process on fuzzer input, with its input and
//! output in scratch files of this process.

use std::path::PathBuf;
use std::process::ExitCode;

use pass_opt::OptMain;

fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("pass-opt-fuzz-{}-{name}", std::process::id()))
}

/// Runs `pass-opt <input> <flags> -o <output>` on `data` and checks that it
/// ends in success or failure (a panic aborts before that).
pub fn run_pass_opt(data: &[u8], flags: &[&str]) {
    if std::str::from_utf8(data).is_err() {
        return;
    }
    let (input, output) = (scratch("input.mlir"), scratch("output.mlir"));
    std::fs::write(&input, data).expect("the scratch input can be written");
    let mut args = vec!["pass-opt".to_string(), input.display().to_string()];
    args.extend(flags.iter().map(|f| f.to_string()));
    args.extend(["-o".to_string(), output.display().to_string()]);
    let status = OptMain::new("pass-opt").builtin_passes().test_passes().run_with_args(args);
    assert!(status == ExitCode::SUCCESS || status == ExitCode::FAILURE, "unexpected exit status {status:?}");
}
