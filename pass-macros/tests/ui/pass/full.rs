//! A pass using every kind of option, registered and run through a pipeline;
//! a second one with its description in the attribute, a lint attribute,
//! and a third under a `cfg` that does not hold; their group.

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
        kinds: Vec<enum { ops, "block-args" }> = [ops] => "kinds", "What to count",
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

mod quiet {
    use pass_runtime::pass;
    use pass_runtime::pass::{AnchorOp, PassBehavior, PassError};

    #[pass(arg = "quiet", summary = "Do nothing", description = "Nothing at all.  \nReally.")]
    #[deny(missing_docs)]
    pub struct Quiet;

    impl PassBehavior for Quiet {
        fn run_on_operation(&self, _: &mut AnchorOp<'_>) -> Result<(), PassError> {
            Ok(())
        }
    }
}

#[cfg(any())]
#[pass(arg = "never", summary = "Not compiled")]
pub struct Never;

pass_runtime::pass_group!(name = "Things", passes(CountThings, quiet::Quiet, #[cfg(any())] Never));

fn main() {
    let mut registry = PassRegistry::new();
    register_things_passes(&mut registry).unwrap();
    let pm = parse_pass_pipeline("func.func(count-things{scale=3 mode=top-level kinds=block-args})", &registry).unwrap();
    let mut text = String::new();
    pm.print_as_textual_pipeline(&mut text);
    assert!(text.starts_with("func.func(count-things{kinds={"), "{text}");
    assert!(text.contains("block-args} mode=top-level "), "{text}");
    assert!(text.ends_with("scale=3})"), "{text}");
    assert_eq!(CountThingsMode::default(), CountThingsMode::All);
    assert_eq!(CountThingsOptions::default().kinds, [CountThingsKinds::Ops]);
    assert!(registry.pass("count-things").unwrap().documentation().unwrap().starts_with("### `-count-things`"));
    assert_eq!(registry.pass("quiet").unwrap().documentation().unwrap(), "### `-quiet`\n\n_Do nothing_\n\nNothing at all.  \nReally.\n\nRuns on: any op (op-agnostic)\n");
    assert!(registry.pass("never").is_none());
    assert_eq!(registry.passes().count(), 2);
}
