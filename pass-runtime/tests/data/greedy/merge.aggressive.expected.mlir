"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %2 = "u.k"() : () -> i32
    "u.br"()[^bb1, ^bb1, ^bb2] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %3 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "u.use"(%3) : (i32) -> ()
    "cf.br"(%2)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "u.use"(%arg4) : (i32) -> ()
    "cf.br"(%arg4)[^bb3] : (i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    "cf.switch"(%arg0, %arg1, %arg2)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "u.use"(%0) : (i32) -> ()
    "cf.br"(%0)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "u.use2"(%arg3) : (i32) -> ()
    "cf.br"(%arg3)[^bb3] : (i32) -> ()
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

