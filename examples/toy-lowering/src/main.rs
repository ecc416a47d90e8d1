//! `toy-opt`: the example's `*-opt` tool, an [`OptMain`] with the toy
//! dialect, the toy passes, the runtime's passes and the example's whole
//! lowering as one named pipeline (`--toy-lower`). Every flag of `pass-opt`
//! works (`toy-opt --help`).

use pass_opt::OptMain;
use pass_runtime::pass::{parse_pass_pipeline, DuplicateRegistration, PassEntry, PassRegistry};

fn main() -> std::process::ExitCode {
    OptMain::new("toy-opt")
        .about("Reads toy programs (generic form), runs a pass pipeline on them and prints them back")
        .context(toy_lowering::dialect::context)
        .builtin_passes()
        .passes(toy_lowering::register_toy_passes)
        .passes(register_lowering_pipeline)
        .run()
}

/// `--toy-lower`: [`toy_lowering::LOWERING_PIPELINE`] under one name.
fn register_lowering_pipeline(registry: &mut PassRegistry) -> Result<(), DuplicateRegistration> {
    registry.register_pipeline("toy-lower", "Lower toy programs to the llvm dialect", |pm| {
        let lowering = parse_pass_pipeline(toy_lowering::LOWERING_PIPELINE, &toy_lowering::registry())
            .unwrap_or_else(|e| unreachable!("the lowering pipeline parses: {e:?}"));
        for entry in lowering.entries() {
            match entry {
                PassEntry::Pass(pass) => pm.add_pass(pass.clone_pass())?,
                PassEntry::Nested(pms) => pm.add_nested(pms.clone()),
            }
        }
        Ok(())
    })
}
