//! MLIR's `dlti` dialect, as far as the lowerings need it: a module's data
//! layout spec (`#dlti.dl_spec<index = 32 : i64>`) says how wide `index`
//! is. Its attributes are kept as written (the dialect has no ops here);
//! [`index_bitwidth`] reads the `index` entry, in MLIR 22's syntax or the
//! older `#dlti.dl_entry<index, 32>`.

use crate::ir::{AttrKind, Attribute, Context, Dialect};

/// The dialect definition.
pub fn dialect() -> Dialect {
    Dialect::new("dlti")
}

/// The name of the attribute holding a data layout spec.
pub const DATA_LAYOUT_SPEC: &str = "dlti.dl_spec";

/// The width of `index` that the data layout spec `spec` gives (MLIR's
/// `DataLayout::getTypeSizeInBits(index)`): its `index` entry, 64 when it
/// has none, `None` when `spec` is not a `#dlti.dl_spec` or its entry is
/// not a width.
pub fn index_bitwidth(ctx: &Context, spec: Attribute) -> Option<u32> {
    let AttrKind::Dialect { text, .. } = ctx.attr_kind(spec) else { return None };
    let body = text.strip_prefix("dlti.dl_spec<")?.strip_suffix('>')?;
    for entry in top_level_items(body) {
        let entry = entry.trim();
        // `index = 32 : i64` (MLIR 22) or `#dlti.dl_entry<index, 32 : i64>`.
        let value = match entry.strip_prefix("#dlti.dl_entry<").and_then(|e| e.strip_suffix('>')) {
            Some(old) => old.strip_prefix("index").and_then(|v| v.trim_start().strip_prefix(',')),
            None => entry.strip_prefix("index").and_then(|v| v.trim_start().strip_prefix('=')),
        };
        if let Some(value) = value {
            let number = value.split(':').next()?.trim();
            return number.parse().ok().filter(|bits| *bits > 0);
        }
    }
    Some(64)
}

/// The comma-separated items of `text`, not splitting inside brackets or
/// strings.
fn top_level_items(text: &str) -> Vec<&str> {
    let (mut items, mut depth, mut start, mut in_string, mut escaped) = (Vec::new(), 0i32, 0, false, false);
    for (i, c) in text.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&text[start..]);
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_entry_gives_the_width() {
        let ctx = Context::new();
        let width = |text: &str| index_bitwidth(&ctx, ctx.dialect_attr(text));
        assert_eq!(width("dlti.dl_spec<index = 32 : i64>"), Some(32));
        assert_eq!(width("dlti.dl_spec<\"dlti.endianness\" = \"a,b\", index = 16 : i32>"), Some(16));
        assert_eq!(width("dlti.dl_spec<#dlti.dl_entry<index, 32>>"), Some(32));
        assert_eq!(width("dlti.dl_spec<!llvm.ptr = dense<[64, 64]> : vector<2xi64>>"), Some(64));
        assert_eq!(width("dlti.dl_spec<>"), Some(64));
        assert_eq!(width("dlti.target_system_spec<>"), None);
    }
}
