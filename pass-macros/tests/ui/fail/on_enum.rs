#[pass_runtime::pass(arg = "p", summary = "s")]
pub enum P {
    A,
}

fn main() {}
