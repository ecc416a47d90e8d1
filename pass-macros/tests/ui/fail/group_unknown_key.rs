pass_runtime::pass_group!(name = "Mine", passes(), groop = "x");

fn main() {}
