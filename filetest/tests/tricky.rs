//! The FileCheck implementation against LLVM's FileCheck 22 on tricky
//! cases: `tests/tricky/*.case` hold FileCheck's flags, a check file and an
//! input; `expected.tsv` is whether `FileCheck-22` accepted the input
//! (written by `capture.sh`). The verdicts must agree (a check file
//! FileCheck rejects as malformed must be rejected too).

use std::path::Path;

#[test]
fn verdicts_agree_with_llvm_filecheck() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tricky");
    let expected = std::fs::read_to_string(dir.join("expected.tsv")).expect("read expected.tsv");
    let temp = tempfile::tempdir().expect("tempdir");
    let mut disagreements = Vec::new();
    let mut count = 0;
    for line in expected.lines().filter(|l| !l.starts_with('#')) {
        let (name, status) = line.split_once('\t').expect("name<TAB>status");
        let case = std::fs::read_to_string(dir.join(format!("{name}.case"))).expect("read case");
        let (head, rest) = case.split_once("\n=== check\n").expect("a check section");
        let (check, input) = rest.split_once("=== input\n").expect("an input section");
        let check_path = temp.path().join(format!("{name}.check"));
        std::fs::write(&check_path, check).expect("write check file");
        let mut args: Vec<String> = head.trim_start_matches("ARGS:").split_whitespace().map(str::to_string).collect();
        args.push(check_path.display().to_string());
        let (ours, message) = filetest::lit::filecheck_main(&args, input.as_bytes());
        let llvm_accepts = status == "0";
        if (ours == 0) != llvm_accepts {
            let verdict = if llvm_accepts { "accepts" } else { "rejects" };
            disagreements.push(format!("{name}: FileCheck-22 {verdict}, we do not\n{message}"));
        }
        count += 1;
    }
    assert!(count >= 50, "only {count} cases");
    assert!(disagreements.is_empty(), "{} of {count} disagree:\n{}", disagreements.len(), disagreements.join("\n"));
}
