//! UI tests: what a user sees. One rule per file in `ui/`; the `.stderr`
//! files hold the exact messages (`TRYBUILD=overwrite` rewrites them).

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("tests/ui/pass/*.rs");
    t.compile_fail("tests/ui/fail/*.rs");
}
