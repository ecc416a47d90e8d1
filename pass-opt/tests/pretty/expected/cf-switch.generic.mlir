"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i64, i8) -> (), sym_name = "switches"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: i8):
    "cf.switch"(%arg0, %arg1, %arg1, %arg2)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[42, -3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> {note = "cases"} : (i32, i32, i32, i64) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
    "cf.switch"(%0)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2(%1: i32, %2: i64):  // pred: ^bb0
    "cf.switch"(%arg3, %1)[^bb3, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-1, 44]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i8, i32) -> ()
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

