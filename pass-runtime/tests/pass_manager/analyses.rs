//! Analyses: computed once, cached per op, invalidated unless preserved;
//! parent and child queries; the `is_invalidated` hook.

use std::sync::atomic::{AtomicUsize, Ordering};

use pass_runtime::ir::{Context, EntityId, OpId, OpView};
use pass_runtime::pass::{Analysis, AnalysisManager, PassManager, PreservedAnalyses};

use crate::common::*;

/// How many times each `Count<N>` was computed (one `N` per test, as tests
/// run concurrently).
static COMPUTED: [AtomicUsize; 8] = [const { AtomicUsize::new(0) }; 8];

fn computed(n: usize) -> usize {
    COMPUTED[n].load(Ordering::SeqCst)
}

/// The number of ops nested in an op.
struct Count<const N: usize>(usize);

impl<const N: usize> Analysis for Count<N> {
    fn compute(op: OpView<'_>, _: &mut AnalysisManager<'_>) -> Self {
        COMPUTED[N].fetch_add(1, Ordering::SeqCst);
        let mut n = 0;
        if let Some(body) = op.body.isolated_body(op.op) {
            body.walk_all_preorder(&mut |_, _| n += 1);
        }
        Count(n)
    }
}

fn use_count<const N: usize>(log: &Log) -> Box<dyn pass_runtime::pass::Pass> {
    let log = log.clone();
    FnPass::boxed("use", move |op| {
        let c = op.get_analysis::<Count<N>>();
        log.lock().unwrap().push(format!("{}={}", label(op), c.0));
        op.mark_all_analyses_preserved();
        Ok(())
    })
}

fn preserve<const N: usize>() -> Box<dyn pass_runtime::pass::Pass> {
    FnPass::boxed("preserve", |op| {
        op.mark_analyses_preserved::<Count<N>>();
        Ok(())
    })
}

fn preserve_nothing() -> Box<dyn pass_runtime::pass::Pass> {
    FnPass::boxed("preserve-nothing", |_| Ok(()))
}

fn two_functions(ctx: &Context) -> pass_runtime::ir::OwnedOp {
    parse(ctx, &module(None, &(func("f") + &func("g"))))
}

#[test]
fn computed_once_while_preserved_recomputed_after_invalidation() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::default();
    let f = pm.nest("func.func");
    f.add_pass(use_count::<0>(&log)).unwrap();
    f.add_pass(use_count::<0>(&log)).unwrap();
    f.add_pass(preserve::<0>()).unwrap();
    f.add_pass(use_count::<0>(&log)).unwrap();
    assert_eq!(computed(0), 0);
    pm.run(&ctx, &mut two_functions(&ctx)).unwrap();
    assert_eq!(computed(0), 2, "once per function");

    let mut pm = PassManager::default();
    let f = pm.nest("func.func");
    f.add_pass(use_count::<0>(&log)).unwrap();
    f.add_pass(preserve::<1>()).unwrap(); // preserves another analysis only
    f.add_pass(use_count::<0>(&log)).unwrap();
    f.add_pass(preserve_nothing()).unwrap();
    f.add_pass(use_count::<0>(&log)).unwrap();
    pm.run(&ctx, &mut two_functions(&ctx)).unwrap();
    assert_eq!(computed(0), 2 + 3 * 2);
    // One op in each function (the return).
    assert!(take(&log).iter().all(|l| l.ends_with("=1")));
}

/// Depends on `Count<2>` and dies with it.
struct Dependent(usize);

static DEPENDENT_COMPUTED: AtomicUsize = AtomicUsize::new(0);

impl Analysis for Dependent {
    fn compute(_: OpView<'_>, am: &mut AnalysisManager<'_>) -> Self {
        DEPENDENT_COMPUTED.fetch_add(1, Ordering::SeqCst);
        Dependent(am.get_analysis::<Count<2>>().0 * 10)
    }
    fn is_invalidated(&self, preserved: &PreservedAnalyses) -> bool {
        !preserved.is_preserved::<Self>() || !preserved.is_preserved::<Count<2>>()
    }
}

/// Survives everything.
struct Sturdy;

static STURDY_COMPUTED: AtomicUsize = AtomicUsize::new(0);

impl Analysis for Sturdy {
    fn compute(_: OpView<'_>, _: &mut AnalysisManager<'_>) -> Self {
        STURDY_COMPUTED.fetch_add(1, Ordering::SeqCst);
        Sturdy
    }
    fn is_invalidated(&self, _: &PreservedAnalyses) -> bool {
        false
    }
}

#[test]
fn is_invalidated_hook_decides_with_dependencies() {
    let ctx = Context::new();
    let mut pm = PassManager::default();
    pm.enable_threading(false);
    let f = pm.nest("func.func");
    f.add_pass(FnPass::boxed("use-dependent", |op| {
        assert_eq!(op.get_analysis::<Dependent>().0, 10);
        op.get_analysis::<Sturdy>();
        op.mark_all_analyses_preserved();
        Ok(())
    }))
    .unwrap();
    // Preserving `Dependent` but not what it depends on, the hook kills it
    // (and the check computes it again); preserving both, both survive.
    for (keep, check, keep_count) in [("keep-dependent-only", "check", false), ("keep-both", "check-both", true)] {
        f.add_pass(FnPass::boxed(keep, move |op| {
            op.mark_analyses_preserved::<Dependent>();
            if keep_count {
                op.mark_analyses_preserved::<Count<2>>();
            }
            Ok(())
        }))
        .unwrap();
        f.add_pass(FnPass::boxed(check, move |op| {
            assert_eq!(op.get_cached_analysis::<Dependent>().is_some(), keep_count);
            assert_eq!(op.get_cached_analysis::<Count<2>>().is_some(), keep_count);
            assert!(op.get_cached_analysis::<Sturdy>().is_some());
            op.get_analysis::<Dependent>();
            op.mark_all_analyses_preserved();
            Ok(())
        }))
        .unwrap();
    }
    pm.run(&ctx, &mut two_functions(&ctx)).unwrap();
    assert_eq!(DEPENDENT_COMPUTED.load(Ordering::SeqCst), 4);
    assert_eq!(computed(2), 4);
    assert_eq!(STURDY_COMPUTED.load(Ordering::SeqCst), 2);
}

/// A module-level analysis: the function names.
struct Names(Vec<String>);

impl Analysis for Names {
    fn compute(op: OpView<'_>, _: &mut AnalysisManager<'_>) -> Self {
        let body = op.body.isolated_body(op.op).unwrap();
        let mut names = Vec::new();
        body.walk_preorder(|o| {
            if let Some(n) = body.symbol_name(op.ctx, o) {
                names.push(n.to_string());
            }
        });
        Names(names)
    }
}

fn function_ids(op: &pass_runtime::pass::AnchorOp<'_>) -> Vec<OpId> {
    let body = op.body();
    let block = body.entry_block(body.top_regions()[0]).unwrap();
    body.block_ops(block).collect()
}

/// Whether each function's `Count<4>` and the module's `Names` are in the
/// caches, as `cached` says.
fn assert_analyses_cached(op: &mut pass_runtime::pass::AnchorOp<'_>, cached: bool) {
    for f in function_ids(op) {
        assert_eq!(op.get_cached_child_analysis::<Count<4>>(f).is_some(), cached);
    }
    assert_eq!(op.get_cached_analysis::<Names>().is_some(), cached);
}

#[test]
fn parent_and_child_queries() {
    let ctx = Context::new();
    let log = new_log();
    let mut pm = PassManager::default();
    // The module pass computes its own analysis and each function's.
    pm.add_pass(FnPass::boxed("module-computes", |op| {
        assert_eq!(op.get_analysis::<Names>().0, ["f", "g"]);
        for f in function_ids(op) {
            assert_eq!(op.get_child_analysis::<Count<4>>(f).unwrap().0, 1);
        }
        op.mark_all_analyses_preserved();
        Ok(())
    }))
    .unwrap();
    let l = log.clone();
    let f = pm.nest("func.func");
    f.add_pass(FnPass::boxed("function-reads", move |op| {
        // The module's analysis is visible from the functions, and the
        // functions' own analyses come from the module pass's cache.
        let names = op.get_cached_parent_analysis::<Names>().expect("parent analysis cached");
        assert_eq!(names.0.len(), 2);
        assert!(op.get_cached_ancestor_analysis::<Names>("builtin.module").is_some());
        assert!(op.get_cached_ancestor_analysis::<Names>("func.func").is_none());
        assert!(op.get_cached_analysis::<Count<4>>().is_some());
        l.lock().unwrap().push(format!("{}:{}", label(op), op.parent_name().unwrap()));
        op.mark_all_analyses_preserved();
        Ok(())
    }))
    .unwrap();
    pm.add_pass(FnPass::boxed("module-reads-cached", |op| {
        // Everything was preserved: the children's analyses are still there,
        // and so is the module's.
        assert_analyses_cached(op, true);
        Ok(())
    }))
    .unwrap();
    pm.add_pass(FnPass::boxed("module-after-change", |op| {
        // The previous module pass preserved nothing: children's caches went
        // with the module's.
        assert_analyses_cached(op, false);
        // A child id that is not an op of the body gives nothing.
        assert!(op.get_child_analysis::<Count<4>>(OpId::new(999)).is_none());
        Ok(())
    }))
    .unwrap();
    pm.run(&ctx, &mut two_functions(&ctx)).unwrap();
    let mut l = take(&log);
    l.sort();
    assert_eq!(l, ["f:builtin.module", "g:builtin.module"]);
    assert_eq!(computed(4), 2, "child analyses computed once, by the module pass");
}

#[test]
fn nested_pass_that_changes_functions_invalidates_the_parents_analyses() {
    let ctx = Context::new();
    let mut pm = PassManager::default();
    pm.add_pass(FnPass::boxed("module-computes", |op| {
        op.get_analysis::<Names>();
        op.mark_all_analyses_preserved();
        Ok(())
    }))
    .unwrap();
    pm.nest("func.func").add_pass(preserve_nothing()).unwrap();
    pm.add_pass(FnPass::boxed("module-checks", |op| {
        assert!(op.get_cached_analysis::<Names>().is_none());
        op.mark_all_analyses_preserved();
        Ok(())
    }))
    .unwrap();
    pm.run(&ctx, &mut two_functions(&ctx)).unwrap();
}
