// pattern: 
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "cf.switch"(%0, %arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[42, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    "test.a"() : () -> ()
    "func.return"() : () -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "test.b"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb3:  // pred: ^bb0
    "test.c"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

