//! The driver converts the bodies of the root's isolated ops (a module's
//! functions) on all threads when the context allows threading: the
//! outcome must be the serial walk's in every respect — the IR, the first
//! error, the errors patterns report and their order, the unlegalized ops,
//! and a failed rollback-mode conversion leaving every function as it was.

use pass_runtime::conversion::{ConversionConfig, ConversionPatternSet, ConversionTarget};
use pass_runtime::ir::{Context, OpBuilder};

use crate::common::*;

/// `count` functions; function `i` holds an `a.x` (renamed), a `c.x` (no
/// legality, left), and an `a.warn` (its pattern reports an error and
/// renames it) when `i` is in `warn`, an `a.fail` (illegal, no pattern)
/// when `i` is in `fail`. The module also holds an `a.x` of its own and a
/// function of no legality (`d.func`, not isolated: converted by the walk).
fn module_text(count: usize, warn: &[usize], fail: &[usize]) -> String {
    let mut text = String::from("\"a.x\"() : () -> ()\n");
    for i in 0..count {
        text.push_str(&format!(
            "\"func.func\"() <{{function_type = () -> (), sym_name = \"f{i}\"}}> ({{\n  \"a.x\"() {{n = {i}}} : () -> ()\n  \"c.x\"() : () -> ()\n"
        ));
        if warn.contains(&i) {
            text.push_str(&format!("  \"a.warn\"() {{n = {i}}} : () -> ()\n"));
        }
        if fail.contains(&i) {
            text.push_str(&format!("  \"a.fail\"() {{n = {i}}} : () -> ()\n"));
        }
        text.push_str("  \"func.return\"() : () -> ()\n}) : () -> ()\n");
        if i == count / 2 {
            text.push_str("\"d.func\"() ({\n  \"a.x\"() : () -> ()\n}) : () -> ()\n");
        }
    }
    text
}

fn patterns(ctx: &Context) -> ConversionPatternSet {
    let mut patterns = ConversionPatternSet::new();
    patterns.add_conversion(rename(ctx, "a.x", "b.x"));
    let warned = ctx.op_name("b.warned");
    patterns.add_conversion(
        fn_conversion(ctx, "a.warn", move |op, _, rw| {
            let n = rw.body().attr(rw.context(), op, "n").map(|a| rw.context().attr_to_string(a)).unwrap_or_default();
            rw.emit_error(op, format!("warned {n}"));
            let spec = pass_runtime::ir::OpSpec::new(rw.context(), warned, rw.body().loc(op));
            rw.create(&spec);
            rw.erase_op(op);
            true
        })
        .generates(ctx, &["b.warned"]),
    );
    patterns
}

/// `func` legal or of no legality (`func_legal`), `b` legal, `a.fail` and
/// `a.x` illegal.
fn target(ctx: &Context, func_legal: bool) -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_op(ctx.op_name("builtin.module"));
    if func_legal {
        target.add_legal_dialect("func");
    }
    target.add_legal_dialect("b");
    target.add_illegal_op(ctx.op_name("a.fail"));
    target.add_illegal_op(ctx.op_name("a.x"));
    target
}

/// What a conversion gave: the printed IR, then the errors, each with its
/// location, and the number of unlegalized ops.
fn outcome(threaded: bool, text: &str, mode: Mode, func_legal: bool, config: &ConversionConfig) -> String {
    let ctx = context();
    ctx.set_multithreading(threaded);
    let mut module = parse(&ctx, text);
    let frozen = patterns(&ctx).freeze();
    let result = run(&ctx, &mut module, mode, &target(&ctx, func_legal), &frozen, config);
    let describe = |d: &pass_runtime::ir::Diagnostic| format!("{}: {}", ctx.loc_to_string(d.loc), d.message);
    let result = match result {
        Ok(report) => {
            let diags: Vec<String> = report.diagnostics.iter().map(describe).collect();
            format!("ok, {} unlegalized\n{}", report.unlegalized_ops.len(), diags.join("\n"))
        }
        Err(e) => format!("failed\n{}", e.diagnostics.iter().map(describe).collect::<Vec<_>>().join("\n")),
    };
    format!("{result}\n{}", print(&ctx, &module))
}

/// Runs `check` with two worker threads, whatever the machine has.
fn on_two_threads<R: Send>(check: impl FnOnce() -> R + Send) -> R {
    rayon::ThreadPoolBuilder::new().num_threads(2).build().unwrap().install(check)
}

/// Compares the threaded outcome with the serial one in both modes and
/// returns the rollback mode's. A failed no-rollback conversion leaves "the
/// IR as far as it got", which on threads is further: only its errors are
/// compared.
fn assert_same_as_serial(text: &str, mode: Mode, func_legal: bool) -> String {
    let [rollback, no_rollback] = both_modes();
    let serial = outcome(false, text, mode, func_legal, &rollback);
    let threaded = on_two_threads(|| outcome(true, text, mode, func_legal, &rollback));
    assert_eq!(threaded, serial, "{mode:?}, rollback");
    let errors = |out: String| match out.strip_prefix("failed\n") {
        Some(rest) => rest.lines().take_while(|l| !l.starts_with('"')).collect::<Vec<_>>().join("\n"),
        None => out,
    };
    let serial_no = outcome(false, text, mode, func_legal, &no_rollback);
    let threaded_no = on_two_threads(|| outcome(true, text, mode, func_legal, &no_rollback));
    assert_eq!(errors(threaded_no), errors(serial_no), "{mode:?}, no rollback");
    serial
}

#[test]
fn functions_converted_on_two_threads_give_the_serial_ir() {
    let text = module_text(24, &[], &[]);
    for func_legal in [true, false] {
        let out = assert_same_as_serial(&text, Mode::Partial, func_legal);
        assert!(out.starts_with("ok, "), "{out}");
        assert!(!out.contains("\"a.x\"") && out.matches("\"b.x\"").count() == 26, "{out}");
    }
    // Without a legality for `func`, every function, `func.return` and
    // `c.x` is reported (24 each), and `d.func`, as by the serial walk.
    let out = on_two_threads(|| outcome(true, &text, Mode::Partial, false, &ConversionConfig::default()));
    assert!(out.starts_with("ok, 73 unlegalized"), "{out}");
}

#[test]
fn the_errors_patterns_report_come_in_walk_order() {
    let text = module_text(16, &[3, 9, 14], &[]);
    let out = assert_same_as_serial(&text, Mode::Partial, true);
    let warned: Vec<&str> = out.lines().filter(|l| l.starts_with("loc(")).collect();
    assert_eq!(warned.len(), 3, "{out}");
    assert!(warned[0].ends_with("warned 3 : i64") && warned[2].ends_with("warned 14 : i64"), "{out}");
}

#[test]
fn the_first_failure_in_walk_order_is_the_error_and_rollback_undoes_every_function() {
    let text = module_text(16, &[2, 7, 12], &[5, 11]);
    let out = assert_same_as_serial(&text, Mode::Partial, true);
    // Only the errors met before the first failure (in `f5`) are reported:
    // `f2`'s, then the failure.
    assert!(out.starts_with("failed\n"), "{out}");
    let errors: Vec<&str> = out.lines().take_while(|l| !l.starts_with('"')).skip(1).collect();
    assert_eq!(errors.len(), 2, "{out}");
    assert!(errors[0].ends_with("warned 2 : i64"), "{out}");
    assert!(errors[1].ends_with("failed to legalize operation 'a.fail' that was explicitly marked illegal"), "{out}");
    // Rollback mode: nothing changed, in any function.
    let ctx = context();
    let rolled_back = on_two_threads(|| outcome(true, &text, Mode::Partial, true, &ConversionConfig::default()));
    assert!(rolled_back.ends_with(&print(&ctx, &parse(&ctx, &text))), "{rolled_back}");
}

#[test]
fn a_full_conversion_fails_where_the_serial_walk_fails() {
    let text = module_text(12, &[], &[]);
    let out = assert_same_as_serial(&text, Mode::Full, true);
    assert!(out.starts_with("failed\n") && out.contains("failed to legalize operation 'c.x'"), "{out}");
}
