#[pass_runtime::op(name = "calc.round")]
pub struct RoundOp {
    #[attr(default = nearest)]
    digits: I64Attr,
    #[attr(default = Rounding::Nearest)]
    mode: Rounding,
    #[attr(default = 300)]
    small: I8Attr,
}

fn main() {}
