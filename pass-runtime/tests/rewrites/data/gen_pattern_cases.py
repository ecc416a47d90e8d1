#!/usr/bin/env python3
"""Generates single-pattern cases and their mlir-opt 22 goldens.

    python3 gen_pattern_cases.py      # in this directory; needs mlir-opt-22

For each case, writes patterns/<case>.generic.mlir (the input, in generic
form, its first line naming the pattern) and patterns/<case>.expected.mlir:
mlir-opt's `canonicalize` with only that pattern enabled (for MLIR's unnamed
patterns, with nothing disabled) and region simplification off. The inputs
are built so that folding and constant hoisting change nothing else.
"""
import subprocess
import sys

A = "(anonymous namespace)::"

# Declarative arith patterns, printed with locations: created ops get the
# fused location of the first matched ops, in MLIR's matcher order.
DEBUGINFO_CASES = [
    ("loc_add_add", A + "AddIAddConstant", """
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %x = arith.addi %a, %c1 overflow<nsw> : i32 loc("x")
  %y = arith.addi %x, %c2 overflow<nsw, nuw> : i32 loc("y")
  return %y : i32 loc("r")
}"""),
    ("loc_sub_lhs_add", A + "SubILHSAddConstant", """
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %x = arith.addi %a, %c1 : i32 loc("x")
  %y = arith.subi %c2, %x : i32 loc("y")
  return %y : i32 loc("r")
}"""),
    ("loc_xor_not_cmpi", A + "XOrINotCmpI", """
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true loc("t")
  %c = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %n = arith.xori %c, %t : i1 loc("not")
  return %n : i1 loc("r")
}"""),
    ("loc_or_of_extui", A + "OrOfExtUI", """
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32 loc("x")
  %y = arith.extui %b : i8 to i32 loc("y")
  %o = arith.ori %x, %y : i32 loc("o")
  return %o : i32 loc("r")
}"""),
    ("loc_select_not_cond", A + "SelectNotCond", """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true loc("t")
  %n = arith.xori %c, %t : i1 loc("not")
  %s = arith.select %n, %a, %b : i32 loc("sel")
  return %s : i32 loc("r")
}"""),
    ("loc_select_to_extui", "SelectToExtUI", """
func.func @f(%c: i1) -> i32 {
  %c0 = arith.constant 0 : i32 loc("c0")
  %c1 = arith.constant 1 : i32 loc("c1")
  %s = arith.select %c, %c0, %c1 : i32 loc("sel")
  return %s : i32 loc("r")
}"""),
    ("loc_trunci_shrsi", A + "TruncIShrSIToTrunciShrUI", """
func.func @f(%a: i64) -> i32 {
  %c32 = arith.constant 32 : i64 loc("c32")
  %s = arith.shrsi %a, %c32 : i64 loc("shr")
  %t = arith.trunci %s : i64 to i32 loc("tr")
  return %t : i32 loc("r")
}"""),
    ("loc_mulsi_extended_one", A + "MulSIExtendedRHSOne", """
func.func @f(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %l, %h = arith.mulsi_extended %a, %c1 : i32 loc("mul")
  return %l, %h : i32, i32 loc("r")
}"""),
]

CASES = [
    # --- scf.if ---
    ("if_static_true", A + "RemoveStaticCondition", """
func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> (i32) {
    %x = "test.foo"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.bar"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}"""),
    ("if_static_false", A + "RemoveStaticCondition", """
func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.constant false
  %r = scf.if %t -> (i32) {
    %x = "test.foo"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.bar"(%b) : (i32) -> i32
    scf.yield %y : i32
  }
  "test.use"(%r) : (i32) -> ()
  return %r : i32
}"""),
    ("if_static_false_no_else", A + "RemoveStaticCondition", """
func.func @f(%a: i32) {
  %t = arith.constant false
  scf.if %t {
    "test.foo"(%a) : (i32) -> ()
  }
  "test.after"() : () -> ()
  return
}"""),
    ("if_to_select", A + "ConvertTrivialIfToSelect", """
func.func @f(%c: i1, %a: i32, %b: i32, %d: f32) -> (i32, i32, i32, f32) {
  %r:4 = scf.if %c -> (i32, i32, i32, f32) {
    %x = "test.foo"() : () -> i32
    scf.yield %a, %x, %b, %d : i32, i32, i32, f32
  } else {
    scf.yield %b, %a, %b, %d : i32, i32, i32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, f32
}"""),
    ("if_to_select_all", A + "ConvertTrivialIfToSelect", """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "test.foo"() : () -> ()
    scf.yield %a : i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}"""),
    ("if_yield_condition", A + "ReplaceIfYieldWithConditionOrValue", """
func.func @f(%c: i1, %a: i32) -> (i1, i1, i32, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:4 = scf.if %c -> (i1, i1, i32, i1) {
    %x = "test.foo"() : () -> i1
    scf.yield %t, %f, %a, %x : i1, i1, i32, i1
  } else {
    scf.yield %f, %t, %a, %t : i1, i1, i32, i1
  }
  return %r#0, %r#1, %r#2, %r#3 : i1, i1, i32, i1
}"""),
    ("if_condition_propagation", A + "ConditionPropagation", """
func.func @f(%c: i1) {
  scf.if %c {
    "test.then"(%c) : (i1) -> ()
    scf.if %c {
      "test.nested"(%c) : (i1) -> ()
    }
  } else {
    "test.else"(%c) : (i1) -> ()
  }
  "test.after"(%c) : (i1) -> ()
  return
}"""),
    ("if_empty_else", A + "RemoveEmptyElseBranch", """
func.func @f(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  return
}"""),
    ("if_combine", A + "CombineIfs", """
func.func @f(%c: i1, %a: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %s = scf.if %c -> (i32) {
    %z = "test.c"(%r) : (i32) -> i32
    scf.yield %z : i32
  } else {
    %w = "test.d"(%r) : (i32) -> i32
    scf.yield %w : i32
  }
  return %r, %s : i32, i32
}"""),
    ("if_combine_no_else", A + "CombineIfs", """
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  }
  return
}"""),
    ("if_combine_negated", A + "CombineIfs", """
func.func @f(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}"""),
    ("if_combine_nested", A + "CombineNestedIfs", """
func.func @f(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  return
}"""),
    ("if_combine_nested_results", A + "CombineNestedIfs", """
func.func @f(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> (i32) {
      %x = "test.a"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}"""),
    # --- region branch patterns ---
    ("rb_if_dead_result", A + "RemoveDeadRegionBranchOpSuccessorInputs", """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.a"() : () -> i32
    scf.yield %x, %a : i32, i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y, %b : i32, i32
  }
  return %r#1 : i32
}"""),
    ("rb_if_same_yield", A + "MakeRegionBranchOpSuccessorInputsDead", """
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "test.a"() : () -> ()
    scf.yield %a : i32
  } else {
    "test.b"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}"""),
    ("rb_for_forwarded", A + "MakeRegionBranchOpSuccessorInputsDead", """
func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = "test.body"(%x, %y) : (i32, i32) -> i32
    scf.yield %x, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}"""),
    ("rb_for_dead", A + "RemoveDeadRegionBranchOpSuccessorInputs", """
func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = "test.body"(%y) : (i32) -> i32
    scf.yield %a, %z : i32, i32
  }
  return %r#1 : i32
}"""),
    ("rb_for_duplicates", A + "RemoveDuplicateSuccessorInputUses", """
func.func @f(%a: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %z = "test.body"(%x, %y) : (i32, i32) -> i32
    scf.yield %z, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}"""),
    ("rb_while", A + "RemoveDeadRegionBranchOpSuccessorInputs", """
func.func @f(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %z = "test.body"(%u) : (i32) -> i32
    scf.yield %z, %b : i32, i32
  }
  return %r#0 : i32
}"""),
    ("while_condition_truth", A + "WhileConditionTruth", """
func.func @f(%a: i32) -> (i32, i1) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%y: i32, %b: i1):
    %z = "test.body"(%y, %b) : (i32, i1) -> i32
    scf.yield %z : i32
  }
  return %r#0, %r#1 : i32, i1
}"""),
    # --- scf.for ---
    ("for_zero_trips", A + "SimplifyTrivialLoops", """
func.func @f(%a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c2 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}"""),
    ("for_one_trip", A + "SimplifyTrivialLoops", """
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c5 step %c8 iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}"""),
    ("for_one_trip_nsw", A + "SimplifyTrivialLoops", """
func.func @f(%a: i32, %lb: index) -> i32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}"""),
    ("for_empty_body", A + "SimplifyTrivialLoops", """
func.func @f(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}"""),
    ("for_same_bounds", A + "SimplifyTrivialLoops", """
func.func @f(%a: i32, %n: index, %s: index) -> i32 {
  %r = scf.for %i = %n to %n step %s iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}"""),
    # --- scf.execute_region ---
    ("exec_single", "SingleBlockExecuteInliner", """
func.func @f() -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %x = "test.foo"() : () -> i32
    scf.yield %x : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}"""),
    ("exec_multi", "MultiBlockExecuteInliner", """
func.func @f(%c: i1) -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.foo"() : () -> i32
    scf.yield %x : i32
  ^bb2:
    %y = "test.bar"() : () -> i32
    scf.yield %y : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}"""),
    # --- cf.br (unnamed) ---
    ("br_single_pred", "", """
func.func @f(%a: i32) -> i32 {
  "test.a"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "test.b"(%x) : (i32) -> i32
  return %y : i32
}"""),
    ("br_pass_through", "", """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.cond"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb3(%a : i32)
^bb1:
  "test.x"() : () -> ()
  cf.br ^bb2(%b : i32)
^bb2(%v: i32):
  cf.br ^bb3(%v : i32)
^bb3(%r: i32):
  return %r : i32
}"""),
    # --- cf.cond_br ---
    ("cond_br_const", A + "SimplifyConstCondBranchPred", """
func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}"""),
    ("cond_br_pass_through", A + "SimplifyPassThroughCondBranch", """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}"""),
    ("cond_br_identical", A + "SimplifyCondBranchIdenticalSuccessors", """
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.use"(%x, %y) : (i32, i32) -> ()
  return %x : i32
}"""),
    ("cond_br_same_condition", A + "SimplifyCondBranchFromCondBranchOnSameCondition", """
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb2
^bb2:
  "test.b"() : () -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}"""),
    ("cond_br_truth", A + "CondBranchTruthPropagation", """
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"(%c) : (i1) -> ()
  return
^bb2:
  "test.b"(%c) : (i1) -> ()
  return
}"""),
    # --- cf.switch (unnamed) ---
    ("switch_const", "", """
func.func @f(%a: i32) {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    42: ^bb2(%a : i32),
    7: ^bb3
  ]
^bb1:
  "test.a"() : () -> ()
  return
^bb2(%x: i32):
  "test.b"(%x) : (i32) -> ()
  return
^bb3:
  "test.c"() : () -> ()
  return
}"""),
    ("switch_drop_default_cases", "", """
func.func @f(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    7: ^bb2
  ]
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
^bb2:
  "test.c"() : () -> ()
  return
}"""),
    ("switch_only_default", "", """
func.func @f(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
}"""),
    # --- func.call_indirect (unnamed) ---
    ("call_indirect_known_callee", "", """
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}"""),
    # --- cf.assert (unnamed) ---
    ("assert_true", "", """
func.func @f(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  return
}"""),
]


def run(args, text):
    p = subprocess.run(["mlir-opt-22", "--allow-unregistered-dialect"] + args, input=text, capture_output=True,
                       text=True)
    if p.returncode != 0:
        sys.exit(p.stderr)
    return p.stdout


def main():
    for cases, debug in [(CASES, []), (DEBUGINFO_CASES, ["--mlir-print-debuginfo"])]:
        for name, pattern, src in cases:
            generic = run(["--mlir-print-op-generic"] + debug, src)
            if pattern:
                opts = f'enable-patterns="{pattern}" region-simplify=disabled'
            else:
                opts = "region-simplify=disabled"
            expected = run(["--mlir-print-op-generic"] + debug +
                           [f"--pass-pipeline=builtin.module(func.func(canonicalize{{{opts}}}))"], generic)
            header = f"// pattern: {pattern}\n" + ("// debuginfo\n" if debug else "")
            open(f"patterns/{name}.generic.mlir", "w").write(header + generic)
            open(f"patterns/{name}.expected.mlir", "w").write(expected)


if __name__ == "__main__":
    main()
