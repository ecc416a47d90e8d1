//! The contract between passgen's generated code (from a TOML spec or a
//! `#[pass]` attribute) and the runtime: what generated passes implement and
//! call, so that each pass emits little code of its own. Nothing here is
//! written by hand.
//!
//! A pass's author knows two traits: [`Pass`], which every pass is, and
//! [`PassBehavior`], the half the author of a declared pass writes. passgen
//! writes the other half: [`DeclaredPass`] (metadata in one static
//! [`PassInfo`], statistics, options) and, per options struct,
//! [`OptionTable`] (a static table of [`OptionDescriptor`]s). Blanket impls
//! join them: a `DeclaredPass + PassBehavior + Clone` is a [`Pass`], and an
//! `OptionTable` is a [`PassOptions`], whose parsing, printing, range checks
//! and listings are the generic code here, written once.

use super::options::{EnumValue, OptionEnv, OptionField, OptionInfo, PassOptions, SetOptionError, ValueError};
use crate::ir::{Context, OpDef};

use super::anchor::AnchorOp;
use super::pass::{Pass, PassBehavior, PassError, Statistic};

/// The static metadata of a declared pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PassInfo {
    /// See [`Pass::argument`].
    pub argument: &'static str,
    /// See [`Pass::name`].
    pub name: &'static str,
    /// See [`Pass::summary`].
    pub summary: &'static str,
    /// See [`Pass::description`].
    pub description: &'static str,
    /// See [`Pass::op_name`].
    pub op_name: Option<&'static str>,
    /// See [`Pass::dependent_dialects`].
    pub dependent_dialects: &'static [&'static str],
    /// The pass's reference documentation in Markdown, as `passgen doc`
    /// writes it (for `pass-opt --list-passes --format=md`).
    pub documentation: &'static str,
}

/// What passgen generates for a pass: its metadata and access to its
/// statistics and options. With [`PassBehavior`] (and `Clone`, which
/// generated passes derive), a declared pass is a [`Pass`].
pub trait DeclaredPass: Send + Sync + 'static {
    /// The pass's metadata.
    const INFO: PassInfo;
    /// See [`Pass::statistics`].
    fn statistics(&self) -> Vec<&Statistic>;
    /// See [`Pass::options`].
    fn options(&self) -> Option<&dyn PassOptions>;
    /// See [`Pass::options_mut`].
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions>;
}

/// Where the two halves meet. Generated code names no `Pass` bound of its
/// own: the only place a missing [`PassBehavior`] shows is where the pass
/// becomes a `dyn Pass` ([`boxed_pass`]).
impl<T: DeclaredPass + PassBehavior + Clone> Pass for T {
    fn argument(&self) -> &str {
        T::INFO.argument
    }
    fn name(&self) -> &str {
        T::INFO.name
    }
    fn summary(&self) -> &str {
        T::INFO.summary
    }
    fn description(&self) -> &str {
        T::INFO.description
    }
    fn op_name(&self) -> Option<&str> {
        T::INFO.op_name
    }
    fn can_schedule_on(&self, op: &OpDef) -> bool {
        PassBehavior::can_schedule_on(self, op)
    }
    fn dependent_dialects(&self) -> Vec<&str> {
        T::INFO.dependent_dialects.to_vec()
    }
    fn initialize(&mut self, ctx: &Context) -> Result<(), PassError> {
        PassBehavior::initialize(self, ctx)
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        PassBehavior::run_on_operation(self, op)
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
    fn statistics(&self) -> Vec<&Statistic> {
        DeclaredPass::statistics(self)
    }
    fn options(&self) -> Option<&dyn PassOptions> {
        DeclaredPass::options(self)
    }
    fn options_mut(&mut self) -> Option<&mut dyn PassOptions> {
        DeclaredPass::options_mut(self)
    }
}

/// A declared pass as a `Box<dyn Pass>`: what generated constructors
/// return. Its bound is [`HasPassBehavior`], so that a pass whose author
/// forgot `impl PassBehavior` gets one short message.
pub fn boxed_pass<P: DeclaredPass + HasPassBehavior + Clone>(pass: P) -> Box<dyn Pass> {
    Box::new(pass)
}

/// [`PassBehavior`], as [`boxed_pass`] requires it: implemented for every
/// type that implements `PassBehavior`. A missing `PassBehavior` is reported
/// as this trait's message, which (unlike `PassBehavior`'s) lists no other
/// passes.
#[diagnostic::on_unimplemented(
    message = "the pass `{Self}` has no behaviour: implement `PassBehavior` for it",
    label = "`{Self}` is declared as a pass but `PassBehavior` is not implemented for it",
    note = "add `impl PassBehavior for {Self} {{ fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {{ ... }} }}`"
)]
pub trait HasPassBehavior: PassBehavior {}

#[diagnostic::do_not_recommend]
impl<T: PassBehavior> HasPassBehavior for T {}

/// One option of an options struct `T`: its argument, description, range,
/// and how to reach its field.
pub struct OptionDescriptor<T: 'static> {
    argument: &'static str,
    description: &'static str,
    field: fn(&T) -> &dyn OptionField,
    field_mut: fn(&mut T) -> &mut dyn OptionField,
    min: Option<f64>,
    max: Option<f64>,
}

impl<T: 'static> OptionDescriptor<T> {
    /// An option named `argument` stored in the field that `field` and
    /// `field_mut` reach.
    pub const fn new(
        argument: &'static str,
        description: &'static str,
        field: fn(&T) -> &dyn OptionField,
        field_mut: fn(&mut T) -> &mut dyn OptionField,
    ) -> Self {
        OptionDescriptor { argument, description, field, field_mut, min: None, max: None }
    }

    /// Values (every element, for a list) below `min` are rejected.
    pub const fn min(mut self, min: f64) -> Self {
        self.min = Some(min);
        self
    }

    /// Values (every element, for a list) above `max` are rejected.
    pub const fn max(mut self, max: f64) -> Self {
        self.max = Some(max);
        self
    }

    /// The argument naming the option in pipelines.
    pub fn argument(&self) -> &'static str {
        self.argument
    }

    fn range_error(&self) -> ValueError {
        let range = match (self.min, self.max) {
            (Some(a), Some(b)) => format!("from {a} to {b}"),
            (Some(a), None) => format!("at least {a}"),
            (None, Some(b)) => format!("at most {b}"),
            (None, None) => String::new(),
        };
        ValueError::new(format!("must be {range}"))
    }
}

/// An options struct described by a static table (what passgen generates);
/// it is [`PassOptions`] through the table.
pub trait OptionTable: Send + Sync + Sized + 'static {
    /// Every option, in declaration order.
    const OPTIONS: &'static [OptionDescriptor<Self>];
}

impl<T: OptionTable> PassOptions for T {
    fn infos(&self) -> Vec<OptionInfo> {
        T::OPTIONS.iter().map(|d| (d.field)(self).info(d.argument, d.description)).collect()
    }

    fn set(&mut self, argument: &str, value: Option<&str>, env: &OptionEnv<'_>) -> Result<(), SetOptionError> {
        let d = T::OPTIONS.iter().find(|d| d.argument == argument).ok_or(SetOptionError::Unknown)?;
        let field = (d.field_mut)(self);
        field.set(value, env)?;
        if (d.min.is_some() || d.max.is_some())
            && !field.in_range(d.min.unwrap_or(f64::NEG_INFINITY), d.max.unwrap_or(f64::INFINITY))
        {
            return Err(SetOptionError::Invalid(d.range_error()));
        }
        Ok(())
    }

    fn print(&self, argument: &str, out: &mut String) {
        if let Some(d) = T::OPTIONS.iter().find(|d| d.argument == argument) {
            (d.field)(self).print(argument, out);
        }
    }
}

/// The named values of an enum option, for [`OptionValue::enum_values`].
///
/// [`OptionValue::enum_values`]: super::OptionValue::enum_values
pub fn enum_values<T>(values: &[(T, EnumValue)]) -> Vec<EnumValue> {
    values.iter().map(|(_, v)| *v).collect()
}

/// Prints the name of enum value `value`, for [`OptionValue::print`].
///
/// [`OptionValue::print`]: super::OptionValue::print
pub fn print_enum<T: PartialEq>(value: &T, values: &[(T, EnumValue)], out: &mut String) {
    if let Some((_, v)) = values.iter().find(|(e, _)| e == value) {
        out.push_str(v.name);
    }
}
