//! Threading: the same IR, diagnostics and statistics with one thread or
//! many, on a 1,000-function input from `gen_ir.py`.

use pass_runtime::ir::{Context, Diagnostic, Severity, Traits};
use pass_runtime::pass::{AnchorOp, Pass, PassError, PassManager, Statistic};

use crate::common::*;

const GEN1K: &str = include_str!("../data/gen1k.mlir");

/// Erases ops without side effects whose results are unused, until none is
/// left: real work on each function, counted in a statistic.
struct EraseDeadPureOps {
    erased: Statistic,
}

impl Pass for EraseDeadPureOps {
    fn argument(&self) -> &str {
        "erase-dead-pure-ops"
    }
    fn op_name(&self) -> Option<&str> {
        Some("func.func")
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let (ctx, body) = op.context_and_body_mut();
        loop {
            let mut dead = Vec::new();
            body.walk_postorder(|o| {
                let def = ctx.op_def(body.op_name(o));
                let pure = def.is_some_and(|d| d.has(Traits::PURE) && !d.has(Traits::TERMINATOR));
                if pure && body.num_regions(o) == 0 && body.results(o).all(|v| body.use_empty(v)) {
                    dead.push(o);
                }
            });
            if dead.is_empty() {
                break;
            }
            self.erased.add(dead.len() as u64);
            for o in dead {
                body.erase_op(o);
            }
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(EraseDeadPureOps { erased: self.erased.clone() })
    }
    fn statistics(&self) -> Vec<&Statistic> {
        vec![&self.erased]
    }
}

/// Records the number of ops of each function in an attribute, and remarks
/// on the functions with regions nested in them.
struct Annotate;

impl Pass for Annotate {
    fn argument(&self) -> &str {
        "annotate"
    }
    fn run_on_operation(&self, op: &mut AnchorOp<'_>) -> Result<(), PassError> {
        let ctx = op.context();
        let mut ops = 0;
        let mut nested_regions = 0;
        op.body().walk_preorder(|o| {
            ops += 1;
            nested_regions += op.body().num_regions(o);
        });
        op.set_attr("test.num_ops", Some(ctx.integer_attr(ctx.i64(), ops as i128)));
        if nested_regions > 0 {
            let mut d = Diagnostic::error(op.loc(), format!("{} has {nested_regions} nested regions", label(op)));
            d.severity = Severity::Remark;
            op.emit(d);
        }
        Ok(())
    }
    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(Annotate)
    }
}

fn run(threads: Option<usize>) -> (String, Vec<String>, u64) {
    let ctx = Context::new();
    let mut op = parse(&ctx, GEN1K);
    let mut pm = PassManager::default();
    match threads {
        Some(n) => pm.set_num_threads(n),
        None => pm.enable_threading(false),
    };
    let f = pm.nest("func.func");
    f.add_pass(Box::new(EraseDeadPureOps { erased: Statistic::new("num-erased", "ops erased") })).unwrap();
    f.add_pass(Box::new(Annotate)).unwrap();
    // Functions in nested modules too.
    let inner = pm.nest("builtin.module").nest("func.func");
    inner.add_pass(Box::new(Annotate)).unwrap();
    let diags = pm.run(&ctx, &mut op).unwrap();
    let eraser = pm.passes().into_iter().find(|p| p.argument() == "erase-dead-pure-ops").unwrap();
    let erased = eraser.statistics()[0].get();
    let sm = pass_runtime::ir::SourceMgr::new();
    let rendered = diags.iter().map(|d| sm.render(&ctx, d)).collect();
    (print(&ctx, &op), rendered, erased)
}

#[test]
fn same_ir_diagnostics_and_statistics_with_any_number_of_threads() {
    let (ir, diags, erased) = run(None);
    assert!(erased > 100, "the input has dead code to erase ({erased})");
    assert!(diags.len() > 10, "the input has functions with regions ({})", diags.len());
    assert!(ir.contains("test.num_ops = "));
    for threads in [Some(2), Some(4)] {
        let (ir2, diags2, erased2) = run(threads);
        assert!(ir2 == ir, "IR differs with {threads:?} threads");
        assert_eq!(diags2, diags, "diagnostics differ with {threads:?} threads");
        assert_eq!(erased2, erased);
    }
}
