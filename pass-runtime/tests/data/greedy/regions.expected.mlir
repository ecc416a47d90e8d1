"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg6: i1, %arg7: i32):
    "cf.cond_br"(%arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "u.op"() : () -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "u.op2"() : () -> ()
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "u.op3"() : () -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb4
    %5 = "u.cond"() : () -> i1
    "cf.cond_br"(%5)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb5:  // pred: ^bb4
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg3: i1, %arg4: i32, %arg5: i32):
    %1 = "u.k"() : () -> i32
    "u.br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "u.use"(%2) : (i32) -> ()
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "u.use"(%3) : (i32) -> ()
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "u.br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "u.use"(%arg1) : (i32) -> ()
    "cf.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "u.use"(%arg2) : (i32) -> ()
    "cf.br"(%arg2)[^bb3] : (i32) -> ()
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

