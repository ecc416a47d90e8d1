//! Printing compared with `mlir-opt --dump-pass-pipeline` on the captured
//! reference transcripts (`tests/reference/pipeline/dump-*.txt`).

use pass_runtime::pass::parse_pass_pipeline;

use crate::stubs::registry;

/// Where our printing deliberately differs from MLIR's: MLIR prints these
/// values in forms that do not parse back to the same value; ours do.
const DEVIATIONS: &[(&str, &str, &str)] = &[
    // `'a' b` printed raw would read as `'a'` followed by an option `b`.
    ("dump-options-escape-rule.txt", "string='a' b }", "string={'a' b} }"),
    // The list element `p,q` printed raw would read as two elements.
    ("dump-options-quoting-single-and-braces.txt", "string-list={{x y},p,q,r}", "string-list={{x y},{p,q},r}"),
];

/// The pipeline text of a transcript's command line, with the shell's
/// quoting undone.
fn pipeline_of(command: &str) -> Option<String> {
    let (_, rest) = command.split_once("--pass-pipeline=")?;
    let mut chars = rest.chars();
    let quote = chars.next()?;
    let mut text = String::new();
    while let Some(c) = chars.next() {
        match c {
            '\\' if quote == '"' => text.push(chars.next()?),
            c if c == quote => return Some(text),
            c => text.push(c),
        }
    }
    None
}

#[test]
fn dumps_match_mlir_opt() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/reference/pipeline");
    let registry = registry();
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_str().unwrap().to_string();
        let transcript = std::fs::read_to_string(&path).unwrap();
        let (command, expected) = transcript.split_once('\n').unwrap();
        // Transcripts of per-pass command-line flags are checked by
        // `pass-opt`'s tests.
        let Some(text) = pipeline_of(command) else { continue };
        let mut expected = expected.to_string();
        for (f, mlir, ours) in DEVIATIONS {
            if *f == file {
                assert!(expected.contains(mlir), "{file}: deviation no longer applies");
                expected = expected.replace(mlir, ours);
            }
        }
        let pm =
            parse_pass_pipeline(&text, &registry).unwrap_or_else(|e| panic!("{file}: {}", e.render("pipeline", &text)));
        assert_eq!(pm.dump(), expected, "{file}: `{text}`");
        // And the inline form parses back to the same pipeline.
        let mut inline = String::new();
        pm.print_as_textual_pipeline(&mut inline);
        let again = parse_pass_pipeline(&inline, &registry).unwrap();
        assert_eq!(again.dump(), expected, "{file}: reparsed `{inline}`");
        checked += 1;
    }
    assert_eq!(checked, 19, "every transcript with --pass-pipeline was checked");
}
