//! Prints the case of a seed (`cargo run -p pass-fuzz --example sample -- SEED`),
//! to look at what the generator makes or to replay a seeded test's case.
fn main() {
    let seed: u64 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let case = pass_fuzz::case_from_bytes(&pass_fuzz::registry(), &pass_fuzz::seeded_bytes(seed));
    println!("// pipeline: {}", case.pipeline);
    print!("{}", case.ir);
}
