//! The structure-aware fuzzer with fixed seeds, as part of `cargo test`: a
//! few hundred generated cases must keep every invariant of
//! [`pass_fuzz::check`], and the generator must produce what it promises.
//!
//! A failure prints the seed, the pipeline and the IR; replay a seed with
//! `cargo run --release -p pass-fuzz --example sample -- SEED`.

use pass_fuzz::generate::{self, Features, Limits};
use pass_fuzz::{case_from_bytes, check::check_case_with, registry, seeded_bytes, Outcome};

/// How many seeded cases `cargo test` runs (about 4 s in a release build);
/// `PASS_FUZZ_CASES=N` runs seeds `0..N` instead.
fn cases() -> u64 {
    std::env::var("PASS_FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(300)
}

#[test]
fn seeded_cases_keep_every_invariant() {
    let registry = registry();
    let cases = cases();
    let mut findings = Vec::new();
    let (mut succeeded, mut failed) = (0, 0);
    for seed in 0..cases {
        let case = case_from_bytes(&registry, &seeded_bytes(seed));
        match check_case_with(&registry, &case.ir, &case.pipeline) {
            Ok(Outcome::Succeeded(_)) => succeeded += 1,
            Ok(Outcome::Failed(_)) => failed += 1,
            Err(finding) => findings.push(format!("seed {seed}: {finding}")),
        }
    }
    assert!(
        findings.is_empty(),
        "{} of {cases} cases broke an invariant:\n\n{}",
        findings.len(),
        findings.join("\n\n")
    );
    // Both paths are exercised: most pipelines succeed, some fail.
    assert!(succeeded > cases / 2, "only {succeeded} of {cases} pipelines succeeded");
    assert!(failed > 0, "no pipeline failed: the failure path went untested");
}

#[test]
fn generator_covers_what_it_promises() {
    let mut total = Features::default();
    for seed in 0..200 {
        let bytes = seeded_bytes(seed);
        let (_, f) = generate::module_with(&mut arbitrary::Unstructured::new(&bytes), Limits::default());
        total.multi_block_functions += f.multi_block_functions;
        total.self_loops += f.self_loops;
        total.cycles += f.cycles;
        total.unreachable_blocks += f.unreachable_blocks;
        total.joins += f.joins;
        total.branches += f.branches;
        total.switches += f.switches;
        total.calls += f.calls;
        total.declarations += f.declarations;
        total.ifs_with_results += f.ifs_with_results;
        total.fors_with_iter_args += f.fors_with_iter_args;
        total.whiles += f.whiles;
        total.index_switches += f.index_switches;
        total.deep_nests += f.deep_nests;
        total.nested_modules += f.nested_modules;
        total.casts += f.casts;
        total.llvm_ops += f.llvm_ops;
    }
    let Features {
        multi_block_functions,
        self_loops,
        cycles,
        unreachable_blocks,
        joins,
        branches,
        switches,
        calls,
        declarations,
        ifs_with_results,
        fors_with_iter_args,
        whiles,
        index_switches,
        deep_nests,
        nested_modules,
        casts,
        llvm_ops,
    } = total;
    for (what, count) in [
        ("multi-block functions", multi_block_functions),
        ("self-loops", self_loops),
        ("cycles", cycles),
        ("unreachable blocks", unreachable_blocks),
        ("joins", joins),
        ("branches", branches),
        ("cf.switch ops", switches),
        ("calls", calls),
        ("declarations", declarations),
        ("scf.if ops with results", ifs_with_results),
        ("scf.for ops with iter_args", fors_with_iter_args),
        ("scf.while ops", whiles),
        ("scf.index_switch ops", index_switches),
        ("regions nested 4 deep", deep_nests),
        ("nested modules", nested_modules),
        ("casts", casts),
        ("llvm ops", llvm_ops),
    ] {
        assert!(count >= 5, "over 200 seeds, the generator made only {count} {what}: {total:?}");
    }
}

#[test]
fn running_out_of_bytes_still_gives_a_valid_case() {
    let registry = registry();
    for bytes in [&[][..], &[0xff; 3][..], &[0x00; 64][..]] {
        let case = case_from_bytes(&registry, bytes);
        if let Err(finding) = check_case_with(&registry, &case.ir, &case.pipeline) {
            panic!("{finding}");
        }
    }
}
