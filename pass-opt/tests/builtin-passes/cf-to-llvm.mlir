"builtin.module"() ({
  "func.func"() <{function_type = (i1, index, i32) -> index, sym_name = "cond"}> ({
  ^bb0(%arg10: i1, %arg11: index, %arg12: i32):
    "cf.cond_br"(%arg10, %arg11, %arg12, %arg12)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, index, i32, i32) -> ()
  ^bb1(%12: index, %13: i32):  // pred: ^bb0
    "test.use"(%12, %13) : (index, i32) -> ()
    "cf.br"(%12)[^bb3] : (index) -> ()
  ^bb2(%14: i32):  // pred: ^bb0
    "cf.br"(%arg11)[^bb3] {foo = "bar", loop_annotation = 5 : i32} : (index) -> ()
  ^bb3(%15: index):  // 2 preds: ^bb1, ^bb2
    "func.return"(%15) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index) -> index, sym_name = "weights"}> ({
  ^bb0(%arg8: i1, %arg9: index):
    "cf.cond_br"(%arg8, %arg9, %arg9)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 1, 1>}> {disc = 1 : i32} : (i1, index, index) -> ()
  ^bb1(%10: index):  // pred: ^bb0
    "func.return"(%10) : (index) -> ()
  ^bb2(%11: index):  // pred: ^bb0
    "func.return"(%11) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, index, i64) -> index, sym_name = "sw"}> ({
  ^bb0(%arg5: i32, %arg6: index, %arg7: i64):
    "cf.switch"(%arg5, %arg6, %arg6, %arg7)[^bb1, ^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1, 0>, case_values = dense<[42, 43, 44]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, index, index, i64) -> ()
  ^bb1(%7: index):  // 2 preds: ^bb0, ^bb0
    "func.return"(%7) : (index) -> ()
  ^bb2(%8: i64):  // pred: ^bb0
    %9 = "test.cast"(%8) : (i64) -> index
    "func.return"(%9) : (index) -> ()
  ^bb3:  // pred: ^bb0
    "test.op"() : () -> ()
    "func.return"(%arg6) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "sw_default"}> ({
  ^bb0(%arg4: i32):
    "cf.switch"(%arg4)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "loop"}> ({
  ^bb0(%arg3: index):
    %3 = "test.zero"() : () -> index
    "cf.br"(%3)[^bb1] : (index) -> ()
  ^bb1(%4: index):  // 2 preds: ^bb0, ^bb2
    %5 = "test.cmp"(%4, %arg3) : (index, index) -> i1
    "cf.cond_br"(%5)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %6 = "test.inc"(%4) : (index) -> index
    "cf.br"(%6)[^bb1] : (index) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%4) : (index) -> ()
  }) : () -> ()
  "test.graph"() ({
  ^bb0(%arg2: index):
    "test.br"(%arg2)[^bb1] : (index) -> ()
  ^bb1(%1: index):  // pred: ^bb0
    "cf.br"(%1)[^bb2] : (index) -> ()
  ^bb2(%2: index):  // pred: ^bb1
    "test.end"(%2) : (index) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i1, index) -> (), sym_name = "nested"}> ({
    ^bb0(%arg0: i1, %arg1: index):
      "cf.cond_br"(%arg0, %arg1, %arg1)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
    ^bb1(%0: index):  // 2 preds: ^bb0, ^bb0
      "test.use"(%0) : (index) -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

