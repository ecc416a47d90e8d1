//! `pass-opt`: the project's `mlir-opt`, an [`OptMain`] with the runtime's
//! passes and MLIR's test passes (as `mlir-opt` registers its test passes).

use pass_opt::OptMain;

fn main() -> std::process::ExitCode {
    OptMain::new("pass-opt").builtin_passes().test_passes().run()
}
