// Invalid `cf` ops in the generic form, one case per chunk (see README.md).

// case: br-operand-count
"x.wrap"() ({
^bb0(%a: i32):
  "cf.br"()[^bb1] : () -> ()
^bb1(%b: i32):
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: br-operand-type
"x.wrap"() ({
^bb0(%a: i64):
  "cf.br"(%a)[^bb1] : (i64) -> ()
^bb1(%b: i32):
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: br-too-many-operands
"x.wrap"() ({
^bb0(%a: i32):
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: br-no-successor
"x.wrap"() ({
  "cf.br"() : () -> ()
}) : () -> ()

// -----
// case: br-two-successors
"x.wrap"() ({
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: br-not-last
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "cf.br"()[^bb1] : () -> ()
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: br-with-result
"x.wrap"() ({
  %0 = "cf.br"()[^bb1] : () -> i32
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: br-to-entry-block
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
  "cf.br"()[^bb0] : () -> ()
}) : () -> ()

// -----
// case: br-to-another-region
"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  "scf.execute_region"() ({
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-condition-i32
"x.wrap"() ({
^bb0(%c: i32):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-no-segments
"x.wrap"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-segments-sum
"x.wrap"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-segments-count
"x.wrap"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-segments-i64
"x.wrap"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i64: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-true-operands
"x.wrap"() ({
^bb0(%c: i1, %a: i32):
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1:
  "x.end"() : () -> ()
^bb2:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-false-operand-type
"x.wrap"() ({
^bb0(%c: i1, %a: i32):
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1:
  "x.end"() : () -> ()
^bb2(%b: f32):
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-one-successor
"x.wrap"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-vector-condition
"x.wrap"() ({
^bb0(%c: vector<2xi1>):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (vector<2xi1>) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-case-count
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-case-value-type
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-flag-float
"x.wrap"() ({
^bb0(%f: f32):
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-case-operand-segments
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-default-operands
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f, %f)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-case-operand-type
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f, %f)[^bb1, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  "x.end"() : () -> ()
^bb2(%b: i64):
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-no-successor
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
}) : () -> ()

// -----
// case: assert-condition-i32
"x.wrap"() ({
^bb0(%c: i32):
  "cf.assert"(%c) <{msg = "boom"}> : (i32) -> ()
}) : () -> ()

// -----
// case: assert-no-message
"x.wrap"() ({
^bb0(%c: i1):
  "cf.assert"(%c) : (i1) -> ()
}) : () -> ()

// -----
// case: assert-message-integer
"x.wrap"() ({
^bb0(%c: i1):
  "cf.assert"(%c) <{msg = 3 : i32}> : (i1) -> ()
}) : () -> ()

// -----
// case: assert-two-operands
"x.wrap"() ({
^bb0(%c: i1):
  "cf.assert"(%c, %c) <{msg = "boom"}> : (i1, i1) -> ()
}) : () -> ()

// -----
// case: cond-br-branch-weights-count
"x.wrap"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: cond-br-branch-weights-i64
"x.wrap"() ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i64: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-no-case-operand-segments
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-negative-case-operand-segments
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: -1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-case-values-float
"x.wrap"() ({
^bb0(%f: i32):
  "cf.switch"(%f)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1.0> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: switch-flag-index
"x.wrap"() ({
^bb0(%f: index):
  "cf.switch"(%f)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  "x.end"() : () -> ()
}) : () -> ()

// -----
// case: block-without-terminator-in-function
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "cf.br"()[^bb1] : () -> ()
^bb1:
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
}) : () -> ()

// -----
// case: empty-block-in-function
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  "cf.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----
// case: use-not-dominated
"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  %1 = "arith.addi"(%0, %0) : (i32, i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
