use pass_runtime::type_def;

/// A parameter of a type no parameter can be, and a format naming no
/// parameter: both reported.
#[type_def(name = "calc.real", summary = "A real number", format = "`<` $bits `>`")]
pub struct RealType {
    value: f32,
}

fn main() {}
