// The single-pattern cases of gen_pattern_cases.py, split as mlir-opt's
// --split-input-file splits: each chunk names its case, the pattern enabled
// alone (none for MLIR's unnamed patterns) and, with `debuginfo`, that the
// case is printed with locations (the declarative arith patterns: created
// ops get the fused location of the first matched ops, in MLIR's matcher
// order). The lines after the header are the input.
// -----
// case: if_static_true
// pattern: (anonymous namespace)::RemoveStaticCondition
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
}
// -----
// case: if_static_false
// pattern: (anonymous namespace)::RemoveStaticCondition
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
}
// -----
// case: if_static_false_no_else
// pattern: (anonymous namespace)::RemoveStaticCondition
func.func @f(%a: i32) {
  %t = arith.constant false
  scf.if %t {
    "test.foo"(%a) : (i32) -> ()
  }
  "test.after"() : () -> ()
  return
}
// -----
// case: if_to_select
// pattern: (anonymous namespace)::ConvertTrivialIfToSelect
func.func @f(%c: i1, %a: i32, %b: i32, %d: f32) -> (i32, i32, i32, f32) {
  %r:4 = scf.if %c -> (i32, i32, i32, f32) {
    %x = "test.foo"() : () -> i32
    scf.yield %a, %x, %b, %d : i32, i32, i32, f32
  } else {
    scf.yield %b, %a, %b, %d : i32, i32, i32, f32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, f32
}
// -----
// case: if_to_select_all
// pattern: (anonymous namespace)::ConvertTrivialIfToSelect
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "test.foo"() : () -> ()
    scf.yield %a : i32
  } else {
    "test.bar"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
// case: if_yield_condition
// pattern: (anonymous namespace)::ReplaceIfYieldWithConditionOrValue
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
}
// -----
// case: if_condition_propagation
// pattern: (anonymous namespace)::ConditionPropagation
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
}
// -----
// case: if_empty_else
// pattern: (anonymous namespace)::RemoveEmptyElseBranch
func.func @f(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  } else {
  }
  return
}
// -----
// case: if_combine
// pattern: (anonymous namespace)::CombineIfs
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
}
// -----
// case: if_combine_no_else
// pattern: (anonymous namespace)::CombineIfs
func.func @f(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  }
  return
}
// -----
// case: if_combine_negated
// pattern: (anonymous namespace)::CombineIfs
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
}
// -----
// case: if_combine_nested
// pattern: (anonymous namespace)::CombineNestedIfs
func.func @f(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.a"() : () -> ()
    }
  }
  return
}
// -----
// case: if_combine_nested_results
// pattern: (anonymous namespace)::CombineNestedIfs
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
}
// -----
// case: rb_if_dead_result
// pattern: (anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.a"() : () -> i32
    scf.yield %x, %a : i32, i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y, %b : i32, i32
  }
  return %r#1 : i32
}
// -----
// case: rb_if_same_yield
// pattern: (anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead
func.func @f(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "test.a"() : () -> ()
    scf.yield %a : i32
  } else {
    "test.b"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}
// -----
// case: rb_for_forwarded
// pattern: (anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead
func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = "test.body"(%x, %y) : (i32, i32) -> i32
    scf.yield %x, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
// case: rb_for_dead
// pattern: (anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs
func.func @f(%a: i32, %b: i32, %lb: index, %ub: index, %s: index) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %z = "test.body"(%y) : (i32) -> i32
    scf.yield %a, %z : i32, i32
  }
  return %r#1 : i32
}
// -----
// case: rb_for_duplicates
// pattern: (anonymous namespace)::RemoveDuplicateSuccessorInputUses
func.func @f(%a: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %z = "test.body"(%x, %y) : (i32, i32) -> i32
    scf.yield %z, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// -----
// case: rb_while
// pattern: (anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs
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
}
// -----
// case: while_condition_truth
// pattern: (anonymous namespace)::WhileConditionTruth
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
}
// -----
// case: for_zero_trips
// pattern: (anonymous namespace)::SimplifyTrivialLoops
func.func @f(%a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c2 step %c1 iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
// case: for_one_trip
// pattern: (anonymous namespace)::SimplifyTrivialLoops
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c5 step %c8 iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
// case: for_one_trip_nsw
// pattern: (anonymous namespace)::SimplifyTrivialLoops
func.func @f(%a: i32, %lb: index) -> i32 {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x, %i) : (i32, index) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
// case: for_empty_body
// pattern: (anonymous namespace)::SimplifyTrivialLoops
func.func @f(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}
// -----
// case: for_same_bounds
// pattern: (anonymous namespace)::SimplifyTrivialLoops
func.func @f(%a: i32, %n: index, %s: index) -> i32 {
  %r = scf.for %i = %n to %n step %s iter_args(%x = %a) -> (i32) {
    %y = "test.foo"(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
// -----
// case: exec_single
// pattern: SingleBlockExecuteInliner
func.func @f() -> i32 {
  "test.before"() : () -> ()
  %r = scf.execute_region -> i32 {
    %x = "test.foo"() : () -> i32
    scf.yield %x : i32
  }
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}
// -----
// case: exec_multi
// pattern: MultiBlockExecuteInliner
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
}
// -----
// case: br_single_pred
// pattern:
func.func @f(%a: i32) -> i32 {
  "test.a"() : () -> ()
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = "test.b"(%x) : (i32) -> i32
  return %y : i32
}
// -----
// case: br_pass_through
// pattern:
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
}
// -----
// case: cond_br_const
// pattern: (anonymous namespace)::SimplifyConstCondBranchPred
func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}
// -----
// case: cond_br_pass_through
// pattern: (anonymous namespace)::SimplifyPassThroughCondBranch
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  return %r : i32
}
// -----
// case: cond_br_identical
// pattern: (anonymous namespace)::SimplifyCondBranchIdenticalSuccessors
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  "test.use"(%x, %y) : (i32, i32) -> ()
  return %x : i32
}
// -----
// case: cond_br_same_condition
// pattern: (anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition
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
}
// -----
// case: cond_br_truth
// pattern: (anonymous namespace)::CondBranchTruthPropagation
func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"(%c) : (i1) -> ()
  return
^bb2:
  "test.b"(%c) : (i1) -> ()
  return
}
// -----
// case: switch_const
// pattern:
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
}
// -----
// case: switch_drop_default_cases
// pattern:
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
}
// -----
// case: switch_only_default
// pattern:
func.func @f(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.a"(%x) : (i32) -> ()
  return
}
// -----
// case: call_indirect_known_callee
// pattern:
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %f = func.constant @g : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
// -----
// case: assert_true
// pattern:
func.func @f(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  return
}
// -----
// case: loc_add_add
// pattern: (anonymous namespace)::AddIAddConstant
// debuginfo
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %x = arith.addi %a, %c1 overflow<nsw> : i32 loc("x")
  %y = arith.addi %x, %c2 overflow<nsw, nuw> : i32 loc("y")
  return %y : i32 loc("r")
}
// -----
// case: loc_sub_lhs_add
// pattern: (anonymous namespace)::SubILHSAddConstant
// debuginfo
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %x = arith.addi %a, %c1 : i32 loc("x")
  %y = arith.subi %c2, %x : i32 loc("y")
  return %y : i32 loc("r")
}
// -----
// case: loc_xor_not_cmpi
// pattern: (anonymous namespace)::XOrINotCmpI
// debuginfo
func.func @f(%a: i32, %b: i32) -> i1 {
  %t = arith.constant true loc("t")
  %c = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %n = arith.xori %c, %t : i1 loc("not")
  return %n : i1 loc("r")
}
// -----
// case: loc_or_of_extui
// pattern: (anonymous namespace)::OrOfExtUI
// debuginfo
func.func @f(%a: i8, %b: i8) -> i32 {
  %x = arith.extui %a : i8 to i32 loc("x")
  %y = arith.extui %b : i8 to i32 loc("y")
  %o = arith.ori %x, %y : i32 loc("o")
  return %o : i32 loc("r")
}
// -----
// case: loc_select_not_cond
// pattern: (anonymous namespace)::SelectNotCond
// debuginfo
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true loc("t")
  %n = arith.xori %c, %t : i1 loc("not")
  %s = arith.select %n, %a, %b : i32 loc("sel")
  return %s : i32 loc("r")
}
// -----
// case: loc_select_to_extui
// pattern: SelectToExtUI
// debuginfo
func.func @f(%c: i1) -> i32 {
  %c0 = arith.constant 0 : i32 loc("c0")
  %c1 = arith.constant 1 : i32 loc("c1")
  %s = arith.select %c, %c0, %c1 : i32 loc("sel")
  return %s : i32 loc("r")
}
// -----
// case: loc_trunci_shrsi
// pattern: (anonymous namespace)::TruncIShrSIToTrunciShrUI
// debuginfo
func.func @f(%a: i64) -> i32 {
  %c32 = arith.constant 32 : i64 loc("c32")
  %s = arith.shrsi %a, %c32 : i64 loc("shr")
  %t = arith.trunci %s : i64 to i32 loc("tr")
  return %t : i32 loc("r")
}
// -----
// case: loc_mulsi_extended_one
// pattern: (anonymous namespace)::MulSIExtendedRHSOne
// debuginfo
func.func @f(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %l, %h = arith.mulsi_extended %a, %c1 : i32 loc("mul")
  return %l, %h : i32, i32 loc("r")
}
