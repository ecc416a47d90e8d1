//! A pass using every kind of option, registered and run through a pipeline.

use pass_runtime::pass;
use pass_runtime::pass::{parse_pass_pipeline, AnchorOp, PassBehavior, PassError, PassRegistry};

/// Counts things.
#[pass(
    arg = "count-things",
    anchor = "func.func",
    summary = "Count things",
    options(
        scale: i64 = 2 => "scale", "Multiplier", min = 1, max = 10,
        mode: enum { all, "top-level" = "Only the top level" } = all => "mode",
        names: Vec<String> => "names",
    ),
    statistics(counted => "num-counted", "Things counted"),
)]
pub struct CountThings;

impl PassBehavior for CountThings {
    fn run_on_operation(&self, _: &mut AnchorOp<'_>) -> Result<(), PassError> {
        self.statistics.counted.add(self.options.scale as u64);
        Ok(())
    }
}

fn main() {
    let mut registry = PassRegistry::new();
    register_count_things(&mut registry).unwrap();
    let pm = parse_pass_pipeline("func.func(count-things{scale=3 mode=top-level})", &registry).unwrap();
    let mut text = String::new();
    pm.print_as_textual_pipeline(&mut text);
    assert!(text.starts_with("func.func(count-things{mode=top-level "), "{text}");
    assert!(text.ends_with("scale=3})"), "{text}");
    assert_eq!(CountThingsMode::default(), CountThingsMode::All);
    assert!(registry.pass("count-things").unwrap().documentation().unwrap().starts_with("### `-count-things`"));
}
