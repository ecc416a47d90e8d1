pass_runtime::pass_group!(passes(P));

fn main() {}
