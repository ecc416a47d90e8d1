"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %1 = "u.k"() : () -> i32
    "u.br"()[^bb1, ^bb2, ^bb3] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "u.use"(%2) : (i32) -> ()
    "cf.br"(%1)[^bb4] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "u.use"(%3) : (i32) -> ()
    "cf.br"(%1)[^bb4] : (i32) -> ()
  ^bb3:  // pred: ^bb0
    "u.use"(%arg4) : (i32) -> ()
    "cf.br"(%arg4)[^bb4] : (i32) -> ()
  ^bb4(%4: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "u.use"(%arg1) : (i32) -> ()
    "cf.br"(%arg1)[^bb4] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "u.use"(%arg2) : (i32) -> ()
    "cf.br"(%arg2)[^bb4] : (i32) -> ()
  ^bb3:  // pred: ^bb0
    "u.use2"(%arg3) : (i32) -> ()
    "cf.br"(%arg3)[^bb4] : (i32) -> ()
  ^bb4(%0: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

