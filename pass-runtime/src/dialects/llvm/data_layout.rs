//! LLVM's data layout strings (`e-m:e-p:64:64-i64:64-n8:16:32:64-S128`), as
//! the `llvm.data_layout` module attribute carries them: checked as LLVM's
//! `DataLayout::parse` checks them, with its messages, so that
//! `set-llvm-module-datalayout` and the verifier reject what MLIR rejects.

/// The problem with `layout`, as LLVM words it, or `None` when it parses.
pub fn data_layout_problem(layout: &str) -> Option<String> {
    if layout.is_empty() {
        return None;
    }
    layout.split('-').find_map(|spec| {
        if spec.is_empty() {
            Some("empty specification is not allowed".to_string())
        } else {
            specification_problem(spec).err()
        }
    })
}

type Checked = Result<(), String>;

fn specification_problem(spec: &str) -> Checked {
    if let Some(rest) = spec.strip_prefix("ni") {
        // ni:<address space>[:<address space>]...
        let Some(rest) = rest.strip_prefix(':') else {
            return Err(form("ni:<address space>[:<address space>]..."));
        };
        for part in rest.split(':') {
            if address_space(part)? == 0 {
                return Err("address space 0 cannot be non-integral".into());
            }
        }
        return Ok(());
    }
    let mut chars = spec.chars();
    let specifier = chars.next().unwrap_or_default();
    let rest = chars.as_str();
    match specifier {
        'i' | 'f' | 'v' => primitive(specifier, rest),
        'a' => aggregate(rest),
        'p' => pointer(rest),
        // Deprecated, and ignored by LLVM so that old files still load.
        's' => Ok(()),
        'e' | 'E' if rest.is_empty() => Ok(()),
        'e' | 'E' => Err("malformed specification, must be just 'e' or 'E'".into()),
        'n' => rest.split(':').try_for_each(|s| size(s, "size").map(drop)),
        'S' if rest.is_empty() => Err(form("S<size>")),
        'S' => alignment(rest, "stack natural", false).map(drop),
        'F' => {
            let mut chars = rest.chars();
            match chars.next() {
                None => Err(form("F<type><abi>")),
                Some('i' | 'n') => alignment(chars.as_str(), "ABI", false).map(drop),
                Some(other) => Err(format!("unknown function pointer alignment type '{other}'")),
            }
        }
        'P' | 'A' | 'G' if rest.is_empty() => Err(form(&format!("{specifier}<address space>"))),
        'P' | 'A' | 'G' => address_space(rest).map(drop),
        'm' => match rest.strip_prefix(':') {
            None | Some("") => Err(form("m:<mangling>")),
            Some("e" | "l" | "o" | "m" | "w" | "x" | "a") => Ok(()),
            Some(_) => Err("unknown mangling mode".into()),
        },
        other => Err(format!("unknown specifier '{other}'")),
    }
}

/// `i<size>:<abi>[:<pref>]`, and the same for `f` and `v`.
fn primitive(specifier: char, rest: &str) -> Checked {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(form(&format!("{specifier}<size>:<abi>[:<pref>]")));
    }
    let bits = size(parts[0], "size")?;
    let abi = alignment(parts[1], "ABI", false)?;
    if specifier == 'i' && bits == 8 && abi != 1 {
        return Err("i8 must be 8-bit aligned".into());
    }
    preferred(parts.get(2), abi)
}

/// `a:<abi>[:<pref>]` (a size, if written, must be 0).
fn aggregate(rest: &str) -> Checked {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(form("a:<abi>[:<pref>]"));
    }
    if !parts[0].is_empty() && parts[0].parse::<u32>().ok() != Some(0) {
        return Err("size must be zero".into());
    }
    let abi = alignment(parts[1], "ABI", true)?;
    preferred(parts.get(2), abi)
}

/// `p[<n>]:<size>:<abi>[:<pref>[:<idx>]]`.
fn pointer(rest: &str) -> Checked {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(3..=5).contains(&parts.len()) {
        return Err(form("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
    }
    if !parts[0].is_empty() {
        address_space(parts[0])?;
    }
    let bits = size(parts[1], "pointer size")?;
    let abi = alignment(parts[2], "ABI", false)?;
    preferred(parts.get(3), abi)?;
    if let Some(index) = parts.get(4) {
        if size(index, "index size")? > bits {
            return Err("index size cannot be larger than the pointer size".into());
        }
    }
    Ok(())
}

fn preferred(text: Option<&&str>, abi: u32) -> Checked {
    match text {
        Some(text) if alignment(text, "preferred", false)? < abi => {
            Err("preferred alignment cannot be less than the ABI alignment".into())
        }
        _ => Ok(()),
    }
}

fn form(format: &str) -> String {
    format!("malformed specification, must be of the form \"{format}\"")
}

/// A decimal number that fits `bits` bits, as LLVM's `to_integer` reads it.
fn number(text: &str, bits: u32) -> Option<u32> {
    text.bytes().all(|b| b.is_ascii_digit()).then(|| text.parse::<u32>().ok()).flatten().filter(|n| *n < 1 << bits)
}

fn address_space(text: &str) -> Result<u32, String> {
    if text.is_empty() {
        return Err("address space component cannot be empty".into());
    }
    number(text, 24).ok_or_else(|| "address space must be a 24-bit integer".into())
}

fn size(text: &str, name: &str) -> Result<u32, String> {
    if text.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    number(text, 24).filter(|n| *n != 0).ok_or_else(|| format!("{name} must be a non-zero 24-bit integer"))
}

/// An alignment in bits, returned in bytes (0 is one byte where allowed).
fn alignment(text: &str, name: &str, allow_zero: bool) -> Result<u32, String> {
    if text.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let value = number(text, 16).ok_or_else(|| format!("{name} alignment must be a 16-bit integer"))?;
    if value == 0 {
        return if allow_zero { Ok(1) } else { Err(format!("{name} alignment must be non-zero")) };
    }
    if value % 8 != 0 || !(value / 8).is_power_of_two() {
        return Err(format!("{name} alignment must be a power of two times the byte width"));
    }
    Ok(value / 8)
}

#[cfg(test)]
mod tests {
    use super::data_layout_problem;

    /// Each layout with what `mlir-opt-22 --set-llvm-module-datalayout`
    /// says of it (after "invalid data layout descriptor: "), or "" when it
    /// accepts it.
    const CASES: &str = include_str!("data_layout_cases.tsv");

    #[test]
    fn layouts_are_checked_as_llvm_checks_them() {
        for line in CASES.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
            let (layout, expected) = line.split_once('\t').unwrap_or((line, ""));
            assert_eq!(data_layout_problem(layout).unwrap_or_default(), expected, "layout '{layout}'");
        }
    }
}
