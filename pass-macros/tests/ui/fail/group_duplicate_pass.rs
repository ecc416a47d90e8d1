pass_runtime::pass_group!(name = "Mine", passes(a::P, b::P));

fn main() {}
