// Invalid `scf` ops in the generic form, one case per chunk (see README.md).

// case: for-no-induction-variable
"x.wrap"() ({
^bb0(%lb: index):
  "scf.for"(%lb, %lb, %lb) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: for-induction-variable-type
"x.wrap"() ({
^bb0(%lb: index):
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: for-bounds-mixed-types
"x.wrap"() ({
^bb0(%lb: index, %ub: i32):
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
}) : () -> ()

// -----
// case: for-float-bounds
"x.wrap"() ({
^bb0(%lb: f32):
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
}) : () -> ()

// -----
// case: for-two-bounds
"x.wrap"() ({
^bb0(%lb: index):
  "scf.for"(%lb, %lb) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index) -> ()
}) : () -> ()

// -----
// case: for-iter-args-without-results
"x.wrap"() ({
^bb0(%lb: index, %x: f32):
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %acc: f32):
    "scf.yield"(%acc) : (f32) -> ()
  }) : (index, index, index, f32) -> ()
}) : () -> ()

// -----
// case: for-region-argument-type
"x.wrap"() ({
^bb0(%lb: index, %x: f32):
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %acc: f64):
    "scf.yield"(%x) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: for-yield-count
"x.wrap"() ({
^bb0(%lb: index, %x: f32):
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %acc: f32):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: for-yield-type
"x.wrap"() ({
^bb0(%lb: index, %x: f32, %y: f64):
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %acc: f32):
    "scf.yield"(%y) : (f64) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: for-result-type
"x.wrap"() ({
^bb0(%lb: index, %x: f32):
  %0 = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %acc: f32):
    "scf.yield"(%acc) : (f32) -> ()
  }) : (index, index, index, f32) -> f64
}) : () -> ()

// -----
// case: for-wrong-terminator
"func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
^bb0(%lb: index):
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index):
    "func.return"() : () -> ()
  }) : (index, index, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: for-no-terminator
"x.wrap"() ({
^bb0(%lb: index):
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: for-two-blocks
"x.wrap"() ({
^bb0(%lb: index):
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: for-empty-region
"x.wrap"() ({
^bb0(%lb: index):
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: if-condition-i32
"x.wrap"() ({
^bb0(%c: i32):
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
}) : () -> ()

// -----
// case: if-results-without-else
"x.wrap"() ({
^bb0(%c: i1, %x: f32):
  %0 = "scf.if"(%c) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
  }) : (i1) -> f32
}) : () -> ()

// -----
// case: if-yield-type
"x.wrap"() ({
^bb0(%c: i1, %x: f32, %y: f64):
  %0 = "scf.if"(%c) ({
    "scf.yield"(%x) : (f32) -> ()
  }, {
    "scf.yield"(%y) : (f64) -> ()
  }) : (i1) -> f32
}) : () -> ()

// -----
// case: if-yield-count
"x.wrap"() ({
^bb0(%c: i1, %x: f32):
  %0 = "scf.if"(%c) ({
    "scf.yield"(%x, %x) : (f32, f32) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (i1) -> f32
}) : () -> ()

// -----
// case: if-then-block-arguments
"x.wrap"() ({
^bb0(%c: i1):
  "scf.if"(%c) ({
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
}) : () -> ()

// -----
// case: if-one-region
"x.wrap"() ({
^bb0(%c: i1):
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
}) : () -> ()

// -----
// case: if-three-regions
"x.wrap"() ({
^bb0(%c: i1):
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }, {
  }) : (i1) -> ()
}) : () -> ()

// -----
// case: if-no-condition
"x.wrap"() ({
  "scf.if"() ({
    "scf.yield"() : () -> ()
  }, {
  }) : () -> ()
}) : () -> ()

// -----
// case: yield-in-function
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "scf.yield"() : () -> ()
}) : () -> ()

// -----
// case: yield-not-last
"x.wrap"() ({
^bb0(%c: i1):
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
}) : () -> ()

// -----
// case: condition-outside-while
"x.wrap"() ({
^bb0(%c: i1):
  "scf.execute_region"() ({
    "scf.condition"(%c) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
// case: while-before-terminator
"x.wrap"() ({
^bb0(%a: index):
  "scf.while"(%a) ({
  ^bb0(%b: index):
    "scf.yield"(%b) : (index) -> ()
  }, {
  ^bb0(%b: index):
    "scf.yield"(%b) : (index) -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: while-condition-i32
"x.wrap"() ({
^bb0(%a: index, %c: i32):
  "scf.while"(%a) ({
  ^bb0(%b: index):
    "scf.condition"(%c) : (i32) -> ()
  }, {
  ^bb0:
    "scf.yield"(%a) : (index) -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: while-before-arguments
"x.wrap"() ({
^bb0(%a: index, %c: i1):
  "scf.while"(%a) ({
  ^bb0(%b: i32):
    "scf.condition"(%c) : (i1) -> ()
  }, {
  ^bb0:
    "scf.yield"(%a) : (index) -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: while-result-count
"x.wrap"() ({
^bb0(%a: index, %c: i1):
  %0 = "scf.while"(%a) ({
  ^bb0(%b: index):
    "scf.condition"(%c) : (i1) -> ()
  }, {
  ^bb0(%d: index):
    "scf.yield"(%a) : (index) -> ()
  }) : (index) -> index
}) : () -> ()

// -----
// case: while-after-arguments
"x.wrap"() ({
^bb0(%a: index, %c: i1):
  %0 = "scf.while"(%a) ({
  ^bb0(%b: index):
    "scf.condition"(%c, %b) : (i1, index) -> ()
  }, {
  ^bb0(%d: i32):
    "scf.yield"(%a) : (index) -> ()
  }) : (index) -> index
}) : () -> ()

// -----
// case: while-yield-type
"x.wrap"() ({
^bb0(%a: index, %c: i1, %f: f32):
  %0 = "scf.while"(%a) ({
  ^bb0(%b: index):
    "scf.condition"(%c, %b) : (i1, index) -> ()
  }, {
  ^bb0(%d: index):
    "scf.yield"(%f) : (f32) -> ()
  }) : (index) -> index
}) : () -> ()

// -----
// case: while-one-region
"x.wrap"() ({
^bb0(%a: index, %c: i1):
  "scf.while"(%a) ({
  ^bb0(%b: index):
    "scf.condition"(%c) : (i1) -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: execute-region-block-arguments
"x.wrap"() ({
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
// case: execute-region-yield-type
"x.wrap"() ({
^bb0(%x: f32):
  %0 = "scf.execute_region"() ({
    "scf.yield"(%x) : (f32) -> ()
  }) : () -> i32
}) : () -> ()

// -----
// case: execute-region-empty
"x.wrap"() ({
  "scf.execute_region"() ({
  }) : () -> ()
}) : () -> ()

// -----
// case: execute-region-with-operand
"x.wrap"() ({
^bb0(%x: f32):
  "scf.execute_region"(%x) ({
    "scf.yield"() : () -> ()
  }) : (f32) -> ()
}) : () -> ()

// -----
// case: index-switch-case-count
"x.wrap"() ({
^bb0(%i: index):
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: index-switch-duplicate-case
"x.wrap"() ({
^bb0(%i: index):
  "scf.index_switch"(%i) <{cases = array<i64: 1, 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: index-switch-argument-i32
"x.wrap"() ({
^bb0(%i: i32):
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
}) : () -> ()

// -----
// case: index-switch-yield-type
"x.wrap"() ({
^bb0(%i: index, %x: f32):
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 4>}> ({
    "scf.yield"(%i) : (index) -> ()
  }, {
    "scf.yield"(%x) : (f32) -> ()
  }) : (index) -> index
}) : () -> ()

// -----
// case: index-switch-no-cases-attribute
"x.wrap"() ({
^bb0(%i: index):
  "scf.index_switch"(%i) ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: parallel-bound-counts
"x.wrap"() ({
^bb0(%a: index):
  "scf.parallel"(%a, %a, %a, %a) <{operandSegmentSizes = array<i32: 2, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, index) -> ()
}) : () -> ()

// -----
// case: parallel-segments-sum
"x.wrap"() ({
^bb0(%a: index):
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: parallel-wrong-terminator
"x.wrap"() ({
^bb0(%a: index):
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: parallel-block-arguments
"x.wrap"() ({
^bb0(%a: index):
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: reduce-outside-parallel
"x.wrap"() ({
  "scf.execute_region"() ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
// case: forall-no-terminator
"x.wrap"() ({
^bb0(%a: index):
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: forall-static-bounds-count
"x.wrap"() ({
^bb0(%a: index):
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: condition-no-operand
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "scf.while"(%a) ({
  ^bb0(%b: i32):
    "scf.condition"() : () -> ()
  }, {
  ^bb0(%d: i32):
    "scf.yield"(%d) : (i32) -> ()
  }) : (i32) -> i32
}) : () -> ()

// -----
// case: condition-with-result
"x.wrap"() ({
^bb0(%a: i32, %c: i1):
  %0 = "scf.while"(%a) ({
  ^bb0(%b: i32):
    %r = "scf.condition"(%c, %b) : (i1, i32) -> i32
  }, {
  ^bb0(%d: i32):
    "scf.yield"(%d) : (i32) -> ()
  }) : (i32) -> i32
}) : () -> ()

// -----
// case: while-after-terminator
"x.wrap"() ({
^bb0(%a: i32, %c: i1):
  %0 = "scf.while"(%a) ({
  ^bb0(%b: i32):
    "scf.condition"(%c, %b) : (i1, i32) -> ()
  }, {
  ^bb0(%d: i32):
    "scf.condition"(%c, %d) : (i1, i32) -> ()
  }) : (i32) -> i32
}) : () -> ()

// -----
// case: while-empty-before
"x.wrap"() ({
^bb0(%a: i32):
  %0 = "scf.while"(%a) ({
  }, {
  ^bb0(%d: i32):
    "scf.yield"(%d) : (i32) -> ()
  }) : (i32) -> i32
}) : () -> ()

// -----
// case: if-unregistered-terminator
"x.wrap"() ({
^bb0(%c: i1):
  "scf.if"(%c) ({
    "x.term"() : () -> ()
  }, {
  }) : (i1) -> ()
}) : () -> ()

// -----
// case: if-else-two-blocks
"x.wrap"() ({
^bb0(%c: i1):
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
}) : () -> ()

// -----
// case: if-empty-then
"x.wrap"() ({
^bb0(%c: i1):
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
}) : () -> ()

// -----
// case: for-unsigned-cmp-not-unit
"x.wrap"() ({
^bb0(%a: index):
  "scf.for"(%a, %a, %a) <{unsignedCmp = 1 : i32}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: for-unregistered-terminator
"x.wrap"() ({
^bb0(%a: index):
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "x.term"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: for-iter-arg-count
"x.wrap"() ({
^bb0(%a: index, %x: i32):
  %0 = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
}) : () -> ()

// -----
// case: execute-region-no-inline-not-unit
"x.wrap"() ({
  "scf.execute_region"() <{no_inline = true}> ({
    "scf.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
// case: execute-region-two-yields
"x.wrap"() ({
^bb0(%c: i1, %x: i32, %y: i64):
  %0 = "scf.execute_region"() ({
    "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    "scf.yield"(%x) : (i32) -> ()
  ^bb2:
    "scf.yield"(%y) : (i64) -> ()
  }) : () -> i32
}) : () -> ()

// -----
// case: index-switch-cases-i32
"x.wrap"() ({
^bb0(%a: index):
  "scf.index_switch"(%a) <{cases = array<i32: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: index-switch-no-regions
"x.wrap"() ({
^bb0(%a: index):
  "scf.index_switch"(%a) <{cases = array<i64>}> : (index) -> ()
}) : () -> ()

// -----
// case: index-switch-wrong-terminator
"x.wrap"() ({
^bb0(%a: index):
  "scf.index_switch"(%a) <{cases = array<i64>}> ({
    "x.term"() : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: parallel-bound-i32
"x.wrap"() ({
^bb0(%a: index, %b: i32):
  "scf.parallel"(%b, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (i32, index, index) -> ()
}) : () -> ()

// -----
// case: parallel-no-steps
"x.wrap"() ({
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
// case: parallel-results-without-inits
"x.wrap"() ({
^bb0(%a: index, %x: f32):
  %0 = "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
}) : () -> ()

// -----
// case: parallel-reduce-type
"x.wrap"() ({
^bb0(%a: index, %x: f32, %y: f64):
  %0 = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%y) ({
    ^bb0(%l: f64, %r: f64):
      "scf.reduce.return"(%l) : (f64) -> ()
    }) : (f64) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: reduce-region-arguments
"x.wrap"() ({
^bb0(%a: index, %x: f32):
  %0 = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: reduce-return-type
"x.wrap"() ({
^bb0(%a: index, %x: f32, %y: f64):
  %0 = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%y) : (f64) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: reduce-return-two-operands
"x.wrap"() ({
^bb0(%a: index, %x: f32):
  %0 = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l, %r) : (f32, f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: reduce-region-terminator
"x.wrap"() ({
^bb0(%a: index, %x: f32):
  %0 = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "x.term"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
}) : () -> ()

// -----
// case: forall-missing-static-step
"x.wrap"() ({
^bb0(%a: index):
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: forall-memref-output
"x.wrap"() ({
^bb0(%a: index, %m: memref<4xf32>):
  %0 = "scf.forall"(%a, %m) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: memref<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, memref<4xf32>) -> memref<4xf32>
}) : () -> ()

// -----
// case: forall-result-count
"x.wrap"() ({
^bb0(%a: index, %t: tensor<4xf32>):
  %0 = "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> tensor<4xf32>
}) : () -> ()

// -----
// case: forall-dynamic-count
"x.wrap"() ({
^bb0(%a: index):
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: forall-wrong-terminator
"x.wrap"() ({
^bb0(%a: index):
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "x.term"() : () -> ()
  }) : (index) -> ()
}) : () -> ()

// -----
// case: in-parallel-outside-forall
"x.wrap"() ({
  "scf.execute_region"() ({
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
// case: yield-in-parallel
"x.wrap"() ({
^bb0(%a: index):
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "x.op"() : () -> ()
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
}) : () -> ()

// -----
// case: in-parallel-non-combining-op
"x.wrap"() ({
^bb0(%a: index):
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
      "x.combine"(%i) : (index) -> ()
    }) : () -> ()
  }) : (index) -> ()
}) : () -> ()
