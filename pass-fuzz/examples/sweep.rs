//! Checks the seeded cases `FROM..TO` one by one, printing each seed before
//! running it (`cargo run --release -p pass-fuzz --example sweep -- FROM TO`),
//! so a case that hangs names itself: the last seed printed.
fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().unwrap_or(0));
    let (from, to) = (args.next().unwrap_or(0), args.next().unwrap_or(300));
    let registry = pass_fuzz::registry();
    let mut broken = 0;
    for seed in from..to {
        eprintln!("seed {seed}");
        let case = pass_fuzz::case_from_bytes(&registry, &pass_fuzz::seeded_bytes(seed));
        if let Err(finding) = pass_fuzz::check::check_case_with(&registry, &case.ir, &case.pipeline) {
            broken += 1;
            println!("seed {seed}: {finding}\n");
        }
    }
    println!("{broken} of {} cases broke an invariant", to - from);
}
