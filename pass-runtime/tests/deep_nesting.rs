//! No input depth exhausts the stack (issue 20): every shape that nests
//! (regions, attributes, types, dense literals, locations, registered dialect
//! types, nested pipelines) either works or stops at
//! [`MAX_NESTING_DEPTH`] with a located "nesting too deep" error, and IR at
//! the limit parses, verifies, prints and goes through every built-in pass
//! on a thread with the 2 MiB stack a spawned thread or a rayon worker gets
//! by default. A stack overflow aborts the whole test binary, so a
//! regression cannot pass quietly. A long ladder of branches checks the
//! other way CFG size could stall the verifier and CSE: dominators.

use pass_runtime::ir::{
    self, AttrOrTypeDef, Context, Diagnostic, Dialect, DialectAsmParser, DialectAsmPrinter, OwnedOp, Param,
    ParseOptions, PrintOptions, MAX_NESTING_DEPTH,
};
use pass_runtime::pass::{parse_pass_pipeline, PassManager, PassRegistry};

/// The default stack of a thread spawned by `std::thread` (and so of a rayon
/// worker): the smallest stack pass-runtime code runs on. The promise holds
/// for optimized builds; unoptimized frames are about eight times larger
/// (`docs/reliability.md`), so a debug `cargo test` checks the same inputs
/// with room for that.
const SMALL_STACK: usize = if cfg!(debug_assertions) { 16 } else { 2 } * 1024 * 1024;

/// Worker threads for the pass manager: two in optimized builds, so that
/// rayon workers (with their default stack) run the passes; none in debug
/// builds, where that stack is too small for IR at the limit.
const THREADS: usize = if cfg!(debug_assertions) { 1 } else { 2 };

fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(SMALL_STACK).spawn(f).unwrap().join().expect("no panic")
}

fn context() -> Context {
    let ctx = Context::new();
    ctx.set_allow_unregistered_dialects(true);
    ctx.register_dialect(Dialect::new("wrap").type_def(&BOX));
    ctx
}

fn parse(ctx: &Context, src: &str) -> Result<OwnedOp, Diagnostic> {
    ir::parse_source(ctx, ParseOptions { file_name: "deep.mlir" }, src)
}

/// `!wrap.box<T>`: a registered type holding a type, so that registered
/// types nest through `DialectAsmParser` as MLIR's do.
struct BoxType;
static BOX: BoxType = BoxType;

impl AttrOrTypeDef for BoxType {
    fn name(&self) -> &'static str {
        "wrap.box"
    }

    fn parse(&self, parser: &mut DialectAsmParser<'_>) -> Result<Box<[Param]>, Diagnostic> {
        parser.expect_punct("<")?;
        let inner = parser.parse_type()?;
        parser.expect_punct(">")?;
        Ok(Box::new([Param::Type(inner)]))
    }

    fn print(&self, params: &[Param], printer: &mut DialectAsmPrinter<'_>) {
        if let [Param::Type(inner)] = params {
            printer.write("<");
            printer.print_type(*inner);
            printer.write(">");
        }
    }
}

/// The shapes of issue 20, `n` levels deep, each a whole file; the text
/// before the first nesting bracket is `prefix.len()` bytes long.
fn shape(kind: &str, n: usize) -> String {
    let op = |attrs: &str, ty: &str, loc: &str| format!("\"test.op\"() {attrs} : () -> {ty}{loc}\n");
    match kind {
        "regions" => {
            format!("{}\"test.end\"() : () -> (){}\n", "\"test.op\"() ({\n".repeat(n), "\n}) : () -> ()".repeat(n))
        }
        // The innermost module's body has its one block (MLIR's `SizedRegion<1>`).
        "modules" => format!("{}^bb0:{}\n", "\"builtin.module\"() ({\n".repeat(n), "\n}) : () -> ()".repeat(n)),
        "scf.if" => {
            let mut s =
                String::from("\"func.func\"() <{function_type = (i1) -> (), sym_name = \"f\"}> ({\n^bb0(%c: i1):\n");
            s += &"\"scf.if\"(%c) ({\n".repeat(n);
            s += &"\"scf.yield\"() : () -> ()\n}, {\n}) : (i1) -> ()\n".repeat(n);
            s += "\"func.return\"() : () -> ()\n}) : () -> ()\n";
            s
        }
        "array" => op(&format!("{{x = {}1{}}}", "[".repeat(n), "]".repeat(n)), "()", ""),
        "dictionary" => op(&format!("{{x = {}1{}}}", "{a = ".repeat(n), "}".repeat(n)), "()", ""),
        "tuple" => op("", &format!("{}i32{}", "tuple<".repeat(n), ">".repeat(n)), ""),
        // Function types nest as inputs: a result list in parentheses holds
        // one type (MLIR reads `() -> (i32) -> i32` as a list then `->`).
        "function type" => op("", &format!("({}i32{})", "(".repeat(n), ") -> i32".repeat(n)), ""),
        "registered type" => op("", &format!("{}i32{}", "!wrap.box<".repeat(n), ">".repeat(n)), ""),
        // LLVM types nest without their prefix, read by the type's own parser.
        "llvm struct" => op("", &format!("!llvm.{}i32{}", "struct<(".repeat(n), ")>".repeat(n)), ""),
        "llvm array" => op("", &format!("!llvm.{}i32{}", "array<2 x ".repeat(n), ">".repeat(n)), ""),
        "dense literal" => {
            op(&format!("{{x = dense<{}1{}> : tensor<{}i32>}}", "[".repeat(n), "]".repeat(n), "1x".repeat(n)), "()", "")
        }
        "fused location" => op("", "()", &format!(" loc({}\"a\":1:2{})", "fused[".repeat(n), "]".repeat(n))),
        "callsite location" => {
            op("", "()", &format!(" loc({}\"a\":1:2{})", "callsite(".repeat(n), " at \"b\":3:4)".repeat(n)))
        }
        "named location" => op("", "()", &format!(" loc({}\"a\":1:2{})", "\"n\"(".repeat(n), ")".repeat(n))),
        _ => unreachable!("unknown shape {kind}"),
    }
}

const SHAPES: [&str; 14] = [
    "regions",
    "modules",
    "scf.if",
    "array",
    "dictionary",
    "tuple",
    "function type",
    "registered type",
    "llvm struct",
    "llvm array",
    "dense literal",
    "fused location",
    "callsite location",
    "named location",
];

#[test]
fn issue_20_inputs_give_a_located_error_on_a_small_stack() {
    on_small_stack(|| {
        let ctx = context();
        for kind in SHAPES {
            for n in [10_000, 100_000] {
                let src = shape(kind, n);
                let err = parse(&ctx, &src).err().unwrap_or_else(|| panic!("{kind} x{n} parsed"));
                assert_eq!(
                    err.message,
                    format!("nesting too deep: more than {MAX_NESTING_DEPTH} levels"),
                    "{kind} x{n}"
                );
                let (_, line, col) = ir::file_line_col(&ctx, err.loc).expect("a file location");
                assert!(line >= 1 && col >= 1, "{kind} x{n}: {line}:{col}");
            }
        }
    });
}

#[test]
fn the_error_points_at_the_first_level_too_many() {
    on_small_stack(the_error_points_at_the_first_level_too_many_on_this_thread);
}

fn the_error_points_at_the_first_level_too_many_on_this_thread() {
    let ctx = context();
    let n = MAX_NESTING_DEPTH as usize + 10;
    // An op's attribute dictionary is not a level of its own; the `k`th
    // bracket opens level `k`, so the error is at bracket MAX + 1.
    let err = parse(&ctx, &shape("array", n)).err().expect("too deep");
    let (_, line, col) = ir::file_line_col(&ctx, err.loc).unwrap();
    let prefix = "\"test.op\"() {x = ".len() as u32;
    assert_eq!((line, col), (1, prefix + MAX_NESTING_DEPTH + 1));
    // One region per line: the region opened on line MAX + 1, at its `{`.
    let err = parse(&ctx, &shape("regions", n)).err().expect("too deep");
    let (_, line, col) = ir::file_line_col(&ctx, err.loc).unwrap();
    assert_eq!((line, col), (MAX_NESTING_DEPTH + 1, "\"test.op\"() (".len() as u32 + 1));
}

/// Nests `n` levels of every shape below the limit, leaving room for what
/// encloses them (the module, the function, the attribute dictionary).
fn just_inside(kind: &str) -> String {
    shape(kind, MAX_NESTING_DEPTH as usize - 3)
}

#[test]
fn ir_at_the_limit_parses_verifies_and_prints_on_a_small_stack() {
    on_small_stack(|| {
        let ctx = context();
        for kind in SHAPES {
            let src = just_inside(kind);
            let module = parse(&ctx, &src).unwrap_or_else(|e| panic!("{kind}: {}", e.message));
            ir::verify(&ctx, &module).unwrap_or_else(|e| panic!("{kind}: {:?}", e[0].message));
            let printed = ir::print_owned(&ctx, &module, PrintOptions::default());
            let again = parse(&ctx, &printed).unwrap_or_else(|e| panic!("{kind} printed: {}", e.message));
            assert_eq!(ir::print_owned(&ctx, &again, PrintOptions::default()), printed, "{kind}");
            drop(again);
            drop(module);
        }
    });
}

/// Functions whose bodies nest `scf.if` as deep as the limit allows, for
/// the pass manager to run on in parallel.
fn deep_functions(count: usize) -> String {
    // The module and the function are two levels; the innermost op's
    // function type one more and the types in it another.
    let depth = MAX_NESTING_DEPTH as usize - 4;
    let mut s = String::from("\"builtin.module\"() ({\n");
    for i in 0..count {
        s += &format!(
            "\"func.func\"() <{{function_type = (i1, i32) -> i32, sym_name = \"f{i}\"}}> ({{\n^bb0(%c: i1, %x: i32):\n"
        );
        s += &"\"scf.if\"(%c) ({\n".repeat(depth);
        s += "%y = \"arith.addi\"(%x, %x) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n";
        s += "\"test.use\"(%y) : (i32) -> ()\n";
        s += &"\"scf.yield\"() : () -> ()\n}, {\n}) : (i1) -> ()\n".repeat(depth);
        s += "\"func.return\"(%x) : (i32) -> ()\n}) : () -> ()\n";
    }
    s + "}) : () -> ()\n"
}

#[test]
fn every_builtin_pass_runs_at_the_limit_on_small_stacks_and_under_rayon() {
    on_small_stack(|| {
        let ctx = context();
        let mut registry = PassRegistry::new();
        pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
        let inputs = [deep_functions(3), just_inside("modules")];
        let names: Vec<String> = registry.passes().map(|p| p.argument().to_string()).collect();
        assert!(names.len() > 10, "the registry is missing passes");
        for name in names {
            // Module passes at the module, the others on each function (in
            // parallel: rayon workers have the default stack too).
            for pipeline in [format!("builtin.module({name})"), format!("builtin.module(func.func({name}))")] {
                for src in &inputs {
                    let Ok(pm) = parse_pass_pipeline(&pipeline, &registry) else { continue };
                    let mut module = parse(&ctx, src).unwrap_or_else(|e| {
                        let (_, line, col) = ir::file_line_col(&ctx, e.loc).unwrap();
                        panic!("{line}:{col}: {}", e.message)
                    });
                    let mut pm = PassManager::from_pipeline(pm);
                    pm.set_num_threads(THREADS);
                    // A pass may fail on this input (a lowering with nothing
                    // to lower to); it must not crash.
                    let _ = pm.run(&ctx, &mut module);
                    let _ = ir::print_owned(&ctx, &module, PrintOptions::default());
                }
            }
        }
    });
}

#[test]
fn nested_pipelines_stop_at_the_limit() {
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
    let n = 100_000;
    let text = format!("builtin.module({}cse{})", "any(".repeat(n), ")".repeat(n));
    let err = on_small_stack(move || parse_pass_pipeline(&text, &registry).err().map(|e| e.message));
    assert_eq!(err.as_deref(), Some(format!("nesting too deep: more than {MAX_NESTING_DEPTH} levels").as_str()));
}

/// `n` blocks in a chain, each also branching to one exit block: the exit
/// has `n` predecessors along one dominator-tree path, the worst case of
/// the iterative dominator algorithm when predecessors are taken in the
/// wrong order (quadratic: 100,000 blocks took minutes to verify).
fn ladder(n: usize) -> String {
    let mut s = String::from(
        "\"func.func\"() <{function_type = (i32, i1) -> i32, sym_name = \"f\"}> ({\n^bb0(%x: i32, %c: i1):\n",
    );
    for i in 1..n {
        s += &format!(
            "%y{i} = \"arith.addi\"(%x, %x) <{{overflowFlags = #arith.overflow<none>}}> : (i32, i32) -> i32\n\
             \"test.use\"(%y{i}) : (i32) -> ()\n\
             \"cf.cond_br\"(%c)[^bb{i}, ^exit] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i1) -> ()\n^bb{i}:\n"
        );
    }
    s + "\"cf.br\"()[^exit] : () -> ()\n^exit:\n\"func.return\"(%x) : (i32) -> ()\n}) : () -> ()\n"
}

#[test]
fn a_long_ladder_of_branches_verifies_and_goes_through_cse() {
    on_small_stack(a_long_ladder_on_this_thread);
}

fn a_long_ladder_on_this_thread() {
    let ctx = context();
    let mut module = parse(&ctx, &ladder(50_000)).unwrap_or_else(|e| panic!("{}", e.message));
    ir::verify(&ctx, &module).unwrap_or_else(|e| panic!("{}", e[0].message));
    let mut registry = PassRegistry::new();
    pass_runtime::passes::register_builtin_passes(&mut registry).unwrap();
    let pm = parse_pass_pipeline("builtin.module(func.func(cse))", &registry).unwrap();
    PassManager::from_pipeline(pm).run(&ctx, &mut module).unwrap_or_else(|e| panic!("{:?}", e.diagnostics));
    // Every `arith.addi` after the first is the same value in a block the
    // first dominates.
    let printed = ir::print_owned(&ctx, &module, PrintOptions::default());
    assert_eq!(printed.matches("arith.addi").count(), 1);
}
