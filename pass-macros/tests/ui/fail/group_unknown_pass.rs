use pass_runtime::pass;
use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};

#[pass(arg = "p", summary = "s")]
pub struct P;

impl PassBehavior for P {
    fn run_on_operation(&self, _: &mut AnchorOp<'_>) -> Result<(), PassError> {
        Ok(())
    }
}

pass_runtime::pass_group!(name = "Mine", passes(P, self::NotAPass));

fn main() {}
