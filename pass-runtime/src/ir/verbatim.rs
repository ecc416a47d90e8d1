//! The structure inside attributes of dialects we keep verbatim
//! ([`AttrKind::Dialect`](super::attributes::AttrKind::Dialect)): the
//! attributes and alias references nested in their text. MLIR parses these
//! attributes for real, so it resolves aliases inside them when reading and
//! gives nested attributes their own aliases when printing
//! (`#llvm.loop_annotation<unroll = #loop_unroll>`); the parser and the
//! printer use these scanners to do the same without knowing the dialect.

use std::ops::Range;

/// What the scanner found at a `#` or `!` in a verbatim attribute's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum NestedRef {
    /// `#dialect.name<...>` (or without `<...>`): the range covers the `#`
    /// and everything up to the closing `>`.
    DialectAttr(Range<usize>),
    /// `#alias` or `!alias` (no `.`, no `<`): the range covers the sigil and
    /// the name.
    Alias { range: Range<usize>, sigil: u8 },
}

/// The nested references of `text` (an attribute's text after its `#`), at
/// the first level of nesting: a nested attribute's own nested references are
/// not reported (they belong to it). String literals are skipped.
pub(crate) fn nested_refs(text: &str) -> Vec<NestedRef> {
    let bytes = text.as_bytes();
    let mut refs = Vec::new();
    // The attribute's own name comes first; its `#` is not part of `text`.
    let mut i = bytes.iter().position(|&c| !is_ident_char(c)).unwrap_or(bytes.len());
    while i < bytes.len() {
        match bytes[i] {
            b'"' => i = skip_string(bytes, i),
            sigil @ (b'#' | b'!') => {
                let name_end = ident_end(bytes, i + 1);
                if name_end == i + 1 {
                    i += 1;
                    continue;
                }
                let name = &text[i + 1..name_end];
                let has_body = bytes.get(name_end) == Some(&b'<');
                if !name.contains('.') && !has_body {
                    refs.push(NestedRef::Alias { range: i..name_end, sigil });
                    i = name_end;
                } else if sigil == b'#' && name.contains('.') {
                    let end = if has_body { balanced_end(bytes, name_end) } else { name_end };
                    refs.push(NestedRef::DialectAttr(i..end));
                    i = end;
                } else {
                    // A nested type (`!llvm.ptr<1>`) or a pretty dialect name
                    // without a `.`: kept as written.
                    i = if has_body { balanced_end(bytes, name_end) } else { name_end };
                }
            }
            _ => i += 1,
        }
    }
    refs
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')
}

fn ident_end(bytes: &[u8], start: usize) -> usize {
    start + bytes[start..].iter().position(|&c| !is_ident_char(c) && c != b'-').unwrap_or(bytes.len() - start)
}

/// The index after the closing quote of the string literal opening at `start`.
fn skip_string(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() && bytes[i] != b'"' {
        if bytes[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    (i + 1).min(bytes.len())
}

/// The index after the bracket closing the `<` at `start` (the end of the
/// text if it never closes: the parser has already checked the balance).
fn balanced_end(bytes: &[u8], start: usize) -> usize {
    let mut depth = 0usize;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i = skip_string(bytes, i);
                continue;
            }
            // `->` is an arrow and `>=` a comparison, not closing brackets.
            b'>' if (i > 0 && bytes[i - 1] == b'-') || bytes.get(i + 1) == Some(&b'=') => {}
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_first_level_nested_attributes_and_aliases() {
        let text = r##"llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>, x = #a1, s = "#b", n = #llvm.di_null_type, t = !llvm.ptr<1>, v = #llvm.v<w = #llvm.u<>>>"##;
        let found: Vec<&str> = nested_refs(text)
            .into_iter()
            .map(|r| match r {
                NestedRef::DialectAttr(range) | NestedRef::Alias { range, .. } => &text[range],
            })
            .collect();
        assert_eq!(found, ["#llvm.loop_unroll<disable = true>", "#a1", "#llvm.di_null_type", "#llvm.v<w = #llvm.u<>>"]);
    }
}
