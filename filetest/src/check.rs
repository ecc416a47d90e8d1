//! FileCheck: an input checked against the `CHECK` lines of a check file,
//! with LLVM FileCheck's semantics (directives, matching order, labels,
//! DAG groups, NOT regions, variables, whitespace canonicalization).
//!
//! Supported: `CHECK`, `-NEXT`, `-SAME`, `-EMPTY`, `-NOT`, `-DAG`,
//! `-LABEL`, `-COUNT-N`, `{{regex}}`, `[[VAR:regex]]`, `[[VAR]]` and
//! `[[$VAR...]]`, `--check-prefix(es)`, `COM:`/`RUN:` comment lines and
//! `--strict-whitespace`. Not supported (reported as errors, never silently
//! accepted): numeric variables (`[[#...]]`), `--match-full-lines`,
//! `--implicit-check-not`. Regular expressions are Rust's `regex` (LLVM's
//! are POSIX extended ones: the usual syntax reads the same).

use std::collections::HashMap;

use regex::Regex;

/// How to check.
#[derive(Clone, Debug)]
pub struct CheckOptions {
    /// The check prefixes (`CHECK` by default).
    pub prefixes: Vec<String>,
    /// The comment prefixes: a line where one comes first (followed by `:`)
    /// holds no directive (`COM` and `RUN` by default).
    pub comment_prefixes: Vec<String>,
    /// Keep runs of spaces and tabs as they are instead of treating them as
    /// one space.
    pub strict_whitespace: bool,
    /// Accept prefixes no directive uses (FileCheck rejects them by
    /// default).
    pub allow_unused_prefixes: bool,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            prefixes: vec!["CHECK".into()],
            comment_prefixes: vec!["COM".into(), "RUN".into()],
            strict_whitespace: false,
            allow_unused_prefixes: false,
        }
    }
}

/// A named text: the check file or the input.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    /// The name messages use (`<stdin>` for a piped input).
    pub name: &'a str,
    /// The text.
    pub text: &'a str,
}

/// Why a check failed: a message in FileCheck's layout
/// (`file:line:col: error: ...`, the line, a caret, then notes in the input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckFailure {
    /// The rendered message.
    pub message: String,
}

impl std::fmt::Display for CheckFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CheckFailure {}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Plain,
    Next,
    Same,
    Empty,
    Not,
    Dag,
    Label,
    Count(usize),
    /// The end of the input: what trailing `NOT`s and `DAG`s are checked
    /// before.
    Eof,
}

impl Kind {
    fn suffix(self) -> String {
        match self {
            Kind::Plain | Kind::Eof => String::new(),
            Kind::Next => "-NEXT".into(),
            Kind::Same => "-SAME".into(),
            Kind::Empty => "-EMPTY".into(),
            Kind::Not => "-NOT".into(),
            Kind::Dag => "-DAG".into(),
            Kind::Label => "-LABEL".into(),
            Kind::Count(n) => format!("-COUNT-{n}"),
        }
    }
}

#[derive(Clone, Debug)]
enum Piece {
    Literal(String),
    Regex(String),
    Define { name: String, regex: String },
    Use(String),
}

#[derive(Clone, Debug)]
struct Directive {
    kind: Kind,
    prefix: String,
    pieces: Vec<Piece>,
    /// 1-based line and column of the pattern in the (canonical) check file.
    line: usize,
    col: usize,
}

impl Directive {
    fn name(&self) -> String {
        format!("{}{}", self.prefix, self.kind.suffix())
    }
}

/// A directive with the `DAG`s and `NOT`s before it, as FileCheck groups them.
struct CheckString {
    positive: Directive,
    dag_nots: Vec<Directive>,
}

/// Runs of spaces and tabs as one space, as FileCheck reads both files.
fn canonicalize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_space = false;
    for c in text.chars() {
        if c == ' ' || c == '\t' {
            if !in_space {
                out.push(' ');
            }
            in_space = true;
        } else {
            out.push(c);
            in_space = false;
        }
    }
    out
}

fn is_word_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'-' || b == b'_'
}

/// A rendered message at `offset` of `text`.
fn render(source: &str, text: &str, offset: usize, severity: &str, message: &str) -> String {
    let offset = offset.min(text.len());
    let line_start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[offset..].find('\n').map_or(text.len(), |i| offset + i);
    let line_no = text[..offset].bytes().filter(|&b| b == b'\n').count() + 1;
    let col = offset - line_start + 1;
    let caret: String = text[line_start..offset].chars().map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
    format!("{source}:{line_no}:{col}: {severity}: {message}\n{}\n{caret}^\n", &text[line_start..line_end])
}

fn offset_of(text: &str, line: usize, col: usize) -> usize {
    let start: usize = text.split_inclusive('\n').take(line - 1).map(str::len).sum();
    start + col - 1
}

/// Parses the pattern of one directive.
fn parse_pattern(pattern: &str) -> Result<Vec<Piece>, String> {
    let mut pieces = Vec::new();
    let mut literal = String::new();
    let mut rest = pattern;
    while !rest.is_empty() {
        let regex_at = rest.find("{{");
        let var_at = rest.find("[[");
        let next = match (regex_at, var_at) {
            (Some(r), Some(v)) => Some(r.min(v)),
            (r, v) => r.or(v),
        };
        let Some(at) = next else {
            literal.push_str(rest);
            break;
        };
        literal.push_str(&rest[..at]);
        if !literal.is_empty() {
            pieces.push(Piece::Literal(std::mem::take(&mut literal)));
        }
        if Some(at) == regex_at {
            let body = &rest[at + 2..];
            let end = body.find("}}").ok_or("found start of regex string with no end '}}'")?;
            Regex::new(&body[..end]).map_err(|e| format!("invalid regex: {}", last_line(&e.to_string())))?;
            pieces.push(Piece::Regex(body[..end].to_string()));
            rest = &body[end + 2..];
        } else {
            let body = &rest[at + 2..];
            // The end is the first `]]` not inside the definition's regex's
            // brackets, as FileCheck finds it (counting `[` and `]`).
            let end = find_var_end(body).ok_or("Invalid substitution block, no ]] found")?;
            let inner = &body[..end];
            rest = &body[end + 2..];
            if inner.starts_with('#') {
                return Err("numeric substitution blocks ([[#...]]) are not supported".into());
            }
            match inner.split_once(':') {
                Some((name, regex)) => {
                    check_var_name(name)?;
                    Regex::new(regex).map_err(|e| format!("invalid regex: {}", last_line(&e.to_string())))?;
                    pieces.push(Piece::Define { name: name.to_string(), regex: regex.to_string() });
                }
                None => {
                    check_var_name(inner)?;
                    pieces.push(Piece::Use(inner.to_string()));
                }
            }
        }
    }
    if !literal.is_empty() {
        pieces.push(Piece::Literal(literal));
    }
    Ok(pieces)
}

fn last_line(s: &str) -> &str {
    s.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or(s).trim()
}

fn find_var_end(body: &str) -> Option<usize> {
    let bytes = body.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'[' => depth += 1,
            b']' if depth > 0 => depth -= 1,
            b']' if i + 1 < bytes.len() && bytes[i + 1] == b']' => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

fn check_var_name(name: &str) -> Result<(), String> {
    let bare = name.strip_prefix('$').unwrap_or(name);
    let valid = bare.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && bare.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if valid {
        Ok(())
    } else {
        Err(format!("invalid variable name '{name}'"))
    }
}

/// Every directive of the check file, in order.
fn parse_directives(check: &str, options: &CheckOptions) -> Result<Vec<Directive>, (usize, String)> {
    let mut directives = Vec::new();
    let mut offset = 0;
    for (index, line) in check.split_inclusive('\n').enumerate() {
        let line_start = offset;
        offset += line.len();
        let line = line.strip_suffix('\n').unwrap_or(line);
        let line = line.strip_suffix('\r').unwrap_or(line);
        if let Some((kind, prefix, pattern_start)) = find_directive(line, options) {
            let raw = &line[pattern_start..];
            let pattern = if options.strict_whitespace { raw } else { raw.trim_start_matches([' ', '\t']) };
            let col = pattern_start + (raw.len() - pattern.len()) + 1;
            let pattern = pattern.trim_end_matches([' ', '\t']);
            let at = line_start + col - 1;
            let name = format!("{prefix}{}", kind.suffix());
            if pattern.is_empty() && kind != Kind::Empty {
                return Err((at, format!("found empty check string with prefix '{name}:'")));
            }
            if !pattern.is_empty() && kind == Kind::Empty {
                return Err((at, format!("found non-empty check string for empty check with prefix '{name}:'")));
            }
            if matches!(kind, Kind::Next | Kind::Same | Kind::Empty)
                && !directives.iter().any(|d: &Directive| {
                    matches!(d.kind, Kind::Plain | Kind::Label | Kind::Next | Kind::Same | Kind::Empty | Kind::Count(_))
                })
            {
                return Err((at, format!("found '{name}' without previous '{prefix}: line")));
            }
            let pieces = parse_pattern(pattern).map_err(|e| (at, e))?;
            if kind == Kind::Label && pieces.iter().any(|p| matches!(p, Piece::Define { .. } | Piece::Use(_))) {
                return Err((at, format!("{name} cannot contain variable definitions or uses")));
            }
            directives.push(Directive { kind, prefix: prefix.to_string(), pieces, line: index + 1, col });
        }
    }
    Ok(directives)
}

/// The first directive of a line: its kind, prefix, and where its pattern
/// starts. A comment prefix found first makes the line a comment.
fn find_directive<'p>(line: &str, options: &'p CheckOptions) -> Option<(Kind, &'p str, usize)> {
    let bytes = line.as_bytes();
    let mut from = 0;
    loop {
        // The earliest prefix (check or comment) at a word boundary.
        let mut best: Option<(usize, &'p str, bool)> = None;
        for (p, is_comment) in options
            .prefixes
            .iter()
            .map(|p| (p.as_str(), false))
            .chain(options.comment_prefixes.iter().map(|p| (p.as_str(), true)))
        {
            let mut search = from;
            while let Some(i) = line[search..].find(p) {
                let at = search + i;
                if at > 0 && is_word_char(bytes[at - 1]) {
                    search = at + 1;
                    continue;
                }
                if best.is_none_or(|(b, bp, _)| at < b || (at == b && p.len() > bp.len())) {
                    best = Some((at, p, is_comment));
                }
                break;
            }
        }
        let (at, prefix, is_comment) = best?;
        let after = &line[at + prefix.len()..];
        if is_comment {
            if after.starts_with(':') {
                return None;
            }
            from = at + prefix.len();
            continue;
        }
        let suffixes: [(&str, Kind); 7] = [
            (":", Kind::Plain),
            ("-NEXT:", Kind::Next),
            ("-SAME:", Kind::Same),
            ("-EMPTY:", Kind::Empty),
            ("-NOT:", Kind::Not),
            ("-DAG:", Kind::Dag),
            ("-LABEL:", Kind::Label),
        ];
        if let Some((s, kind)) = suffixes.iter().find(|(s, _)| after.starts_with(s)) {
            return Some((*kind, prefix, at + prefix.len() + s.len()));
        }
        if let Some(count) = after.strip_prefix("-COUNT-") {
            let digits: String = count.chars().take_while(char::is_ascii_digit).collect();
            if let (Ok(n), true) = (digits.parse::<usize>(), count[digits.len()..].starts_with(':')) {
                if n > 0 {
                    return Some((Kind::Count(n), prefix, at + prefix.len() + 7 + digits.len() + 1));
                }
            }
        }
        from = at + prefix.len();
    }
}

/// A match: byte range in the input.
#[derive(Clone, Copy, Debug)]
struct Match {
    start: usize,
    end: usize,
}

struct Checker<'a> {
    check: &'a str,
    check_name: &'a str,
    input: &'a str,
    input_name: &'a str,
    vars: HashMap<String, String>,
}

impl Checker<'_> {
    fn error_at_directive(&self, d: &Directive, message: &str) -> String {
        render(self.check_name, self.check, offset_of(self.check, d.line, d.col), "error", message)
    }

    fn note_at_input(&self, offset: usize, message: &str) -> String {
        render(self.input_name, self.input, offset, "note", message)
    }

    /// The directive's pattern as a regex, with the variables it uses
    /// substituted; and the names of the variables it defines, by group.
    fn regex(&self, d: &Directive) -> Result<(Regex, Vec<String>), String> {
        let mut pattern = String::from("(?m)");
        let mut defines = Vec::new();
        for piece in &d.pieces {
            match piece {
                Piece::Literal(text) => pattern.push_str(&regex::escape(text)),
                Piece::Regex(re) => {
                    pattern.push_str("(?:");
                    pattern.push_str(re);
                    pattern.push(')');
                }
                Piece::Define { name, regex } => {
                    pattern.push_str(&format!("(?P<v{}>", defines.len()));
                    pattern.push_str(regex);
                    pattern.push(')');
                    defines.push(name.clone());
                }
                Piece::Use(name) => {
                    // A variable defined earlier in the same pattern is not
                    // available (no back-references); FileCheck would use it.
                    let value = self.vars.get(name).ok_or_else(|| format!("undefined variable: {name}"))?;
                    pattern.push_str(&regex::escape(value));
                }
            }
        }
        if d.kind == Kind::Empty {
            pattern.push_str("\n$");
        }
        let re = Regex::new(&pattern).map_err(|e| format!("invalid regex: {}", last_line(&e.to_string())))?;
        Ok((re, defines))
    }

    /// The first match of `d` in `input[from..to]`, recording the variables
    /// it defines.
    fn find(&mut self, d: &Directive, from: usize, to: usize) -> Result<Option<Match>, String> {
        if d.kind == Kind::Eof {
            return Ok(Some(Match { start: to, end: to }));
        }
        if from > to {
            return Ok(None);
        }
        let (re, defines) = self.regex(d)?;
        let haystack = &self.input[..to];
        let Some(caps) = re.captures_at(haystack, from) else { return Ok(None) };
        let whole = caps.get(0).map_or(Match { start: from, end: from }, |m| Match { start: m.start(), end: m.end() });
        for (i, name) in defines.iter().enumerate() {
            if let Some(value) = caps.name(&format!("v{i}")) {
                self.vars.insert(name.clone(), value.as_str().to_string());
            }
        }
        // `-EMPTY`'s match starts after the newline it needs before it.
        let skip = usize::from(d.kind == Kind::Empty);
        Ok(Some(Match { start: whole.start + skip, end: whole.end }))
    }

    fn not_found(&self, d: &Directive, from: usize) -> String {
        let mut message = self.error_at_directive(d, &format!("{}: expected string not found in input", d.name()));
        message.push_str(&self.note_at_input(from, "scanning from here"));
        message
    }

    /// Checks `nots` do not occur in `input[from..to]`.
    fn check_nots(&mut self, nots: &[&Directive], from: usize, to: usize) -> Result<(), String> {
        for d in nots {
            match self.find(d, from, to) {
                Err(e) => return Err(self.error_at_directive(d, &e)),
                Ok(Some(m)) if m.start < to && m.end <= to => {
                    let mut message =
                        self.error_at_directive(d, &format!("{}: excluded string found in input", d.name()));
                    message.push_str(&self.note_at_input(m.start, "found here"));
                    return Err(message);
                }
                Ok(_) => {}
            }
        }
        Ok(())
    }

    /// FileCheck's `CheckDag`: the `DAG` groups (split by `NOT`s) matched
    /// without overlap from `start`, the `NOT`s between them checked; returns
    /// where the next match is searched from and the trailing `NOT`s.
    fn check_dags<'d>(
        &mut self,
        dag_nots: &'d [Directive],
        start: usize,
        to: usize,
    ) -> Result<(usize, Vec<&'d Directive>), String> {
        let mut start = start;
        let mut nots: Vec<&Directive> = Vec::new();
        let mut ranges: Vec<Match> = Vec::new();
        for (i, d) in dag_nots.iter().enumerate() {
            if d.kind == Kind::Not {
                nots.push(d);
                continue;
            }
            let mut from = start;
            loop {
                let found = self.find(d, from, to).map_err(|e| self.error_at_directive(d, &e))?;
                let Some(m) = found else { return Err(self.not_found(d, start)) };
                // The first earlier match this one is not entirely after.
                let position = ranges.iter().position(|r| m.start < r.end);
                match position {
                    Some(p) if ranges[p].start < m.end => {
                        // Overlap: search again after that match.
                        from = ranges[p].end.max(from + 1);
                    }
                    Some(p) => {
                        ranges.insert(p, m);
                        break;
                    }
                    None => {
                        ranges.push(m);
                        break;
                    }
                }
            }
            let group_ends = dag_nots.get(i + 1).is_none_or(|next| next.kind == Kind::Not);
            if group_ends {
                if !nots.is_empty() {
                    let first = ranges.first().map_or(start, |r| r.start);
                    self.check_nots(&nots, start, first)?;
                    nots.clear();
                }
                start = ranges.iter().map(|r| r.end).max().unwrap_or(start);
                ranges.clear();
            }
        }
        Ok((start, nots))
    }

    /// FileCheck's `CheckString::Check` in `input[from..to]`: returns the
    /// match.
    fn check_string(&mut self, cs: &CheckString, from: usize, to: usize) -> Result<Match, String> {
        let (last, nots) = self.check_dags(&cs.dag_nots, from, to)?;
        let d = &cs.positive;
        let count = if let Kind::Count(n) = d.kind { n } else { 1 };
        let mut end = last;
        let mut first = None;
        for _ in 0..count {
            let found = self.find(d, end, to).map_err(|e| self.error_at_directive(d, &e))?;
            let Some(m) = found else { return Err(self.not_found(d, end)) };
            first.get_or_insert(m.start);
            end = m.end;
        }
        let start = first.unwrap_or(last);
        let skipped = &self.input[last..start];
        let newlines = skipped.bytes().filter(|&b| b == b'\n').count();
        match d.kind {
            Kind::Next | Kind::Empty if newlines == 0 => {
                let mut message =
                    self.error_at_directive(d, &format!("{}: is on the same line as previous match", d.name()));
                message.push_str(&self.note_at_input(start, "'next' match was here"));
                return Err(message);
            }
            Kind::Next | Kind::Empty if newlines > 1 => {
                let mut message =
                    self.error_at_directive(d, &format!("{}: is not on the line after the previous match", d.name()));
                message.push_str(&self.note_at_input(start, "'next' match was here"));
                message.push_str(&self.note_at_input(last, "previous match ended here"));
                return Err(message);
            }
            Kind::Same if newlines > 0 => {
                let mut message =
                    self.error_at_directive(d, &format!("{}: is not on the same line as the previous match", d.name()));
                message.push_str(&self.note_at_input(start, "'next' match was here"));
                message.push_str(&self.note_at_input(last, "previous match ended here"));
                return Err(message);
            }
            _ => {}
        }
        self.check_nots(&nots, last, start)?;
        Ok(Match { start, end })
    }
}

/// Checks `input` against the directives of `check`, as `FileCheck
/// check-file < input` does. `Err` holds FileCheck-style messages pointing
/// at the failing directive and at the input.
pub fn check(check: Source<'_>, input: Source<'_>, options: &CheckOptions) -> Result<(), CheckFailure> {
    let (check_text, input_text) = if options.strict_whitespace {
        (check.text.to_string(), input.text.to_string())
    } else {
        (canonicalize(check.text), canonicalize(input.text))
    };
    let fail = |message: String| Err(CheckFailure { message });
    let directives = match parse_directives(&check_text, options) {
        Ok(d) => d,
        Err((at, message)) => return fail(render(check.name, &check_text, at, "error", &message)),
    };
    let unused: Vec<&String> =
        options.prefixes.iter().filter(|p| !directives.iter().any(|d| &d.prefix == *p)).collect();
    if directives.is_empty() || (!options.allow_unused_prefixes && !unused.is_empty()) {
        let missing = if directives.is_empty() { options.prefixes.iter().collect() } else { unused };
        let prefixes: Vec<String> = missing.iter().map(|p| format!("'{p}:'")).collect();
        let noun = if prefixes.len() == 1 { "prefix" } else { "prefixes" };
        return fail(format!("error: no check strings found with {noun} {}\n", prefixes.join(", ")));
    }
    // Group DAGs and NOTs with the directive after them; trailing ones go
    // with the end of the input.
    let mut strings = Vec::new();
    let mut pending = Vec::new();
    for d in directives {
        if matches!(d.kind, Kind::Dag | Kind::Not) {
            pending.push(d);
        } else {
            strings.push(CheckString { positive: d, dag_nots: std::mem::take(&mut pending) });
        }
    }
    let eof = Directive { kind: Kind::Eof, prefix: String::new(), pieces: Vec::new(), line: 1, col: 1 };
    strings.push(CheckString { positive: eof, dag_nots: pending });

    let mut checker = Checker {
        check: &check_text,
        check_name: check.name,
        input: &input_text,
        input_name: input.name,
        vars: HashMap::new(),
    };
    let len = input_text.len();
    // As FileCheck: each label is found first (from the end of the previous
    // one), and the directives up to it are checked in the region that ends
    // with it, the label itself included.
    let mut region_start = 0;
    let mut i = 0;
    while i < strings.len() {
        let label = (i..strings.len()).find(|&j| strings[j].positive.kind == Kind::Label);
        let region_end = match label {
            Some(j) => {
                let d = &strings[j].positive;
                match checker.find(d, region_start, len) {
                    Ok(Some(m)) => m.end,
                    Ok(None) => return fail(checker.not_found(d, region_start)),
                    Err(e) => return fail(checker.error_at_directive(d, &e)),
                }
            }
            None => len,
        };
        let last = label.unwrap_or(strings.len() - 1);
        let mut from = region_start;
        for cs in &strings[i..=last] {
            match checker.check_string(cs, from, region_end) {
                Ok(m) => from = m.end,
                Err(message) => return fail(message),
            }
        }
        region_start = region_end;
        i = last + 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(check_text: &str, input: &str) -> Result<(), String> {
        check(
            Source { name: "check", text: check_text },
            Source { name: "<stdin>", text: input },
            &CheckOptions::default(),
        )
        .map_err(|f| f.message)
    }

    #[test]
    fn plain_next_same_and_variables() {
        let input = "a = 1\nb = add a, a\nc = mul b, b\n";
        run("CHECK: [[X:[a-z]]] = 1\nCHECK-NEXT: b = add [[X]],\nCHECK-SAME: [[X]]\nCHECK: mul\n", input).unwrap();
        let err = run("CHECK: a = 1\nCHECK-NEXT: mul\n", input).unwrap_err();
        assert!(
            err.starts_with("check:2:13: error: CHECK-NEXT: is not on the line after the previous match\n"),
            "{err}"
        );
    }

    #[test]
    fn a_missing_string_points_at_the_directive_and_the_input() {
        let err = run("// CHECK: a = 1\n// CHECK: nope\n", "a = 1\nb = 2\n").unwrap_err();
        assert_eq!(
            err,
            "check:2:11: error: CHECK: expected string not found in input\n// CHECK: nope\n          ^\n<stdin>:1:6: note: scanning from here\na = 1\n     ^\n"
        );
    }
}
