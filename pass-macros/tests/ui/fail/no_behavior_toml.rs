//! A pass generated from a TOML spec (passgen's snapshot of
//! `passgen/tests/specs/my_pass.toml`) whose author forgot
//! `impl PassBehavior for MyPass`.

include!("../../../../passgen/tests/snapshots/my_pass.rs.txt");

fn main() {}
