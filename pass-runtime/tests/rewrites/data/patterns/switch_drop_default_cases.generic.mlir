// pattern: 
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "cf.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[42, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "test.a"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "test.c"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

