#[pass_runtime::op(name = "calc.switch")]
pub struct SwitchOp {
    #[region]
    cases: Vec<Region>,
    #[region]
    default: Region,
    #[successor]
    targets: Vec<Successor>,
    #[successor]
    fallback: Successor,
}

fn main() {}
