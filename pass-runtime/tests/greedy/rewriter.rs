//! The rewriter's notifications, in MLIR's order (the driver's worklist
//! depends on it).

use pass_runtime::ir::{Body, InsertPoint, OpId};
use pass_runtime::rewrite::{PatternRewriter, RewriteListener};

use crate::common::*;

/// Records each notification as `event:tag`.
#[derive(Default)]
struct Log {
    events: Vec<String>,
}

/// The `tag` of `op`, as recorded by `setup` (listeners get no context).
fn tag(op: OpId) -> String {
    TAGS.with(|t| t.borrow().iter().find(|(o, _)| *o == op).map_or_else(|| "?".to_string(), |(_, s)| s.clone()))
}

thread_local! {
    static TAGS: std::cell::RefCell<Vec<(OpId, String)>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl RewriteListener for Log {
    fn op_inserted(&mut self, _: &Body, op: OpId) {
        self.events.push(format!("inserted:{}", tag(op)));
    }
    fn op_erased(&mut self, _: &Body, op: OpId) {
        self.events.push(format!("erased:{}", tag(op)));
    }
    fn op_modified(&mut self, _: &Body, op: OpId) {
        self.events.push(format!("modified:{}", tag(op)));
    }
    fn op_replaced(&mut self, _: &Body, op: OpId, _: &[pass_runtime::ir::ValueId]) {
        self.events.push(format!("replaced:{}", tag(op)));
    }
    fn block_inserted(&mut self, _: &Body, _: pass_runtime::ir::BlockId) {
        self.events.push("block-inserted".into());
    }
    fn block_erased(&mut self, _: &Body, _: pass_runtime::ir::BlockId) {
        self.events.push("block-erased".into());
    }
}

/// Parses one function holding `body`, remembers every op's `tag`, and
/// returns the module and the tagged ops.
fn setup(body: &str) -> (pass_runtime::ir::Context, pass_runtime::ir::OwnedOp, Vec<(OpId, String)>) {
    let ctx = context();
    let mut module = parse(&ctx, &func_module("%x: i32", body));
    let mut tags = Vec::new();
    {
        let b = func_body(&mut module);
        b.walk_preorder(|op| {
            if let Some(t) = b.attr(&ctx, op, "tag").and_then(|a| ctx.str_value(a)) {
                tags.push((op, t.to_string()));
            }
        });
    }
    TAGS.with(|t| *t.borrow_mut() = tags.clone());
    (ctx, module, tags)
}

fn op(tags: &[(OpId, String)], name: &str) -> OpId {
    tags.iter().find(|(_, t)| t == name).unwrap().0
}

#[test]
fn erasing_reports_nested_ops_first_regions_backwards_blocks_in_post_order() {
    let body = r#"    "tst.region"() ({
      "tst.sink"() {tag = "a1"} : () -> ()
      "cf.br"()[^bb2] {tag = "a2"} : () -> ()
    ^bb1:
      "tst.sink"() {tag = "b1"} : () -> ()
      "tst.yield"() {tag = "b2"} : () -> ()
    ^bb2:
      "tst.sink"() {tag = "c1"} : () -> ()
      "tst.yield"() {tag = "c2"} : () -> ()
    }, {
      "tst.yield"() {tag = "d"} : () -> ()
    }) {tag = "r"} : () -> ()
    "func.return"() : () -> ()
"#;
    let (ctx, mut module, tags) = setup(body);
    let mut log = Log::default();
    PatternRewriter::new(&ctx, func_body(&mut module), &mut log).erase_op(op(&tags, "r"));
    // Second region first; in the first, ^bb2 (reached from the entry)
    // before the entry, then the unreachable ^bb1 in a second round.
    assert_eq!(
        log.events,
        [
            "erased:d",
            "block-erased",
            "erased:c2",
            "erased:c1",
            "erased:a2",
            "erased:a1",
            "block-erased",
            "block-erased",
            "erased:b2",
            "erased:b1",
            "block-erased",
            "erased:r"
        ]
    );
}

#[test]
fn replacing_reports_the_op_then_each_use_as_it_changes_then_the_erasure() {
    let body = r#"    %0 = "tst.neg"(%x) {tag = "n"} : (i32) -> i32
    "tst.sink"(%0, %0) {tag = "s1"} : (i32, i32) -> ()
    "tst.sink"(%0) {tag = "s2"} : (i32) -> ()
    "func.return"() : () -> ()
"#;
    let (ctx, mut module, tags) = setup(body);
    let mut log = Log::default();
    let b = func_body(&mut module);
    let x = b.block_args(b.entry_block(b.top_regions()[0]).unwrap())[0];
    PatternRewriter::new(&ctx, b, &mut log).replace_op(op(&tags, "n"), &[x]);
    // Uses are listed most recent first, as MLIR's use-lists.
    assert_eq!(log.events, ["replaced:n", "modified:s2", "modified:s1", "modified:s1", "erased:n"]);
}

#[test]
fn splitting_a_block_reports_the_block_then_the_moved_ops_from_the_back() {
    let body = r#"    "tst.sink"() {tag = "a"} : () -> ()
    "tst.sink"() {tag = "b"} : () -> ()
    "tst.sink"() {tag = "c"} : () -> ()
    "func.return"() {tag = "ret"} : () -> ()
"#;
    let (ctx, mut module, tags) = setup(body);
    let mut log = Log::default();
    let b = func_body(&mut module);
    let entry = b.entry_block(b.top_regions()[0]).unwrap();
    let mut rewriter = PatternRewriter::new(&ctx, b, &mut log);
    let new_block = rewriter.split_block(entry, op(&tags, "b"));
    let moved: Vec<OpId> = rewriter.body().block_ops(new_block).collect();
    assert_eq!(moved, [op(&tags, "b"), op(&tags, "c"), op(&tags, "ret")]);
    assert_eq!(log.events, ["block-inserted", "inserted:ret", "inserted:c", "inserted:b"]);
}

#[test]
fn inlining_a_block_reports_argument_users_then_each_moved_op() {
    let body = r#"    "tst.region"() ({
    ^bb0(%a: i32):
      "tst.sink"(%a) {tag = "u"} : (i32) -> ()
      "tst.yield"() {tag = "y"} : () -> ()
    }) {tag = "r"} : () -> ()
    "func.return"() {tag = "ret"} : () -> ()
"#;
    let (ctx, mut module, tags) = setup(body);
    let mut log = Log::default();
    let b = func_body(&mut module);
    let x = b.block_args(b.entry_block(b.top_regions()[0]).unwrap())[0];
    let region = b.regions(op(&tags, "r"))[0];
    let source = b.entry_block(region).unwrap();
    let mut rewriter = PatternRewriter::new(&ctx, b, &mut log);
    rewriter.inline_block(source, InsertPoint::Before(op(&tags, "ret")), &[x]);
    assert_eq!(rewriter.body().operand(op(&tags, "u"), 0), x);
    assert_eq!(log.events, ["modified:u", "inserted:u", "inserted:y", "block-erased"]);
}
