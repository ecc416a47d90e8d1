//! `pass-opt`: the project's `mlir-opt`, an [`OptMain`] with the runtime's
//! passes and MLIR's test passes (as `mlir-opt` registers its test passes).

use pass_opt::OptMain;

/// mimalloc rather than glibc's malloc: the IR is many small allocations
/// made and freed on several threads (docs/performance.md, "Allocator").
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    OptMain::new("pass-opt").builtin_passes().test_passes().run()
}
