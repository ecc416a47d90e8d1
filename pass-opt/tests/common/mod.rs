//! What the data-driven tests of `pass-opt` share.

/// Where `got` first differs from `want`: the line number and both lines.
pub fn first_difference(got: &str, want: &str) -> String {
    let line = got
        .lines()
        .zip(want.lines())
        .position(|(a, b)| a != b)
        .unwrap_or(got.lines().count().min(want.lines().count()));
    format!(
        "first difference at line {}:\n  got:  {}\n  want: {}",
        line + 1,
        got.lines().nth(line).unwrap_or("<end>"),
        want.lines().nth(line).unwrap_or("<end>")
    )
}
