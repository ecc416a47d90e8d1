//! `--split-input-file[=MARKER]`: one input file cut into chunks that are
//! processed on their own, as `mlir-opt` cuts them. Each chunk keeps its place
//! in the original file, so that locations and diagnostics name the original
//! line and column.

/// The marker `--split-input-file` cuts at when given no value, and the one
/// `--output-split-marker` joins outputs with by default (`mlir-opt`'s).
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// One chunk of the input: its text and where it starts in the whole file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's text, without the markers around it.
    pub text: &'a str,
    /// The 1-based line of the original file the chunk starts on.
    pub line: u32,
    /// The 1-based column (in bytes) of that line the chunk starts at.
    pub col: u32,
}

impl Chunk<'_> {
    /// The chunk's text behind as many newlines and spaces as it is away from
    /// the start of the file: parsed as one file, its locations are those of
    /// the original file.
    pub fn positioned_text(&self) -> String {
        let mut text = String::with_capacity(self.text.len() + self.line as usize + self.col as usize);
        text.extend(std::iter::repeat_n('\n', self.line as usize - 1));
        text.extend(std::iter::repeat_n(' ', self.col as usize - 1));
        text.push_str(self.text);
        text
    }
}

/// A place where the marker almost appears (its last two characters are
/// missing or wrong), which `mlir-opt` warns about and does not cut at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NearMiss {
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in bytes).
    pub col: u32,
}

/// Cuts `text` at every occurrence of `marker`, as `mlir-opt` does: the text
/// is cut wherever the marker less its last two characters occurs, and where
/// those two characters do not follow, the cut is undone and reported as a
/// near miss. With an empty marker the whole text is one chunk.
pub fn split_input<'a>(text: &'a str, marker: &str) -> (Vec<Chunk<'a>>, Vec<NearMiss>) {
    let whole = |text| vec![Chunk { text, line: 1, col: 1 }];
    // The last two characters are checked on their own (`mlir-opt`'s
    // `checkLen`); a marker of two characters or fewer is cut at as a whole.
    let check_len = if marker.chars().count() > 2 { marker.char_indices().rev().nth(1).map(|(i, _)| i) } else { None };
    let (prefix, suffix) = match check_len {
        Some(i) => marker.split_at(i),
        None => (marker, ""),
    };
    if prefix.is_empty() {
        return (whole(text), Vec::new());
    }
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut chunk_start = 0;
    let mut search_from = 0;
    while let Some(found) = text[search_from..].find(prefix) {
        let after = search_from + found + prefix.len();
        if text[after..].starts_with(suffix) {
            chunks.push(chunk_at(text, chunk_start, search_from + found));
            chunk_start = after + suffix.len();
            search_from = chunk_start;
        } else {
            let (line, col) = line_col(text, after);
            near_misses.push(NearMiss { line, col });
            search_from = after;
        }
    }
    chunks.push(chunk_at(text, chunk_start, text.len()));
    (chunks, near_misses)
}

fn chunk_at(text: &str, start: usize, end: usize) -> Chunk<'_> {
    let (line, col) = line_col(text, start);
    Chunk { text: &text[start..end], line, col }
}

/// The 1-based line and byte column of byte `offset` of `text`.
fn line_col(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let col = offset - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (u32::try_from(line).unwrap_or(u32::MAX), u32::try_from(col).unwrap_or(u32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_keep_their_place_in_the_file() {
        let (chunks, misses) = split_input("a\n// -----\nb\n// ----- c\n", DEFAULT_SPLIT_MARKER);
        assert!(misses.is_empty());
        let places: Vec<_> = chunks.iter().map(|c| (c.text, c.line, c.col)).collect();
        assert_eq!(places, [("a\n", 1, 1), ("\nb\n", 2, 9), (" c\n", 4, 9)]);
        assert_eq!(chunks[2].positioned_text(), "\n\n\n         c\n");
    }

    #[test]
    fn a_marker_short_of_two_dashes_is_a_near_miss() {
        let (chunks, misses) = split_input("a\n// ----\nb\n", DEFAULT_SPLIT_MARKER);
        assert_eq!(chunks.len(), 1);
        assert_eq!(misses, [NearMiss { line: 2, col: 7 }]);
    }

    #[test]
    fn an_empty_marker_keeps_the_file_whole() {
        let (chunks, _) = split_input("a // ----- b", "");
        assert_eq!(chunks.len(), 1);
    }
}
