"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead", sym_visibility = "private"}> ({
  ^bb0(%arg9: i32):
    "func.return"(%arg9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "pair", sym_visibility = "private"}> ({
  ^bb0(%arg8: i32):
    "func.return"(%arg8, %arg8) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, index) -> (i32, index), sym_name = "pick", sym_visibility = "private"}> ({
  ^bb0(%arg5: i1, %arg6: i32, %arg7: index):
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg6, %arg7) : (i32, index) -> ()
  ^bb2:  // pred: ^bb0
    %11 = "test.z"() : () -> index
    "func.return"(%arg6, %11) : (i32, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "plus_one", sym_visibility = "private"}> ({
  ^bb0(%arg4: i32):
    %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %10 = "arith.addi"(%arg4, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, index) -> index, sym_name = "main"}> ({
  ^bb0(%arg1: i1, %arg2: i32, %arg3: index):
    %4:2 = "func.call"(%arg2) <{callee = @pair}> : (i32) -> (i32, i32)
    %5 = "func.call"(%4#1) <{callee = @ext}> : (i32) -> i32
    %6 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %7 = "func.call"(%6) <{callee = @plus_one}> : (i32) -> i32
    %8:2 = "func.call"(%arg1, %5, %arg3) <{callee = @pick}> : (i1, i32, index) -> (i32, index)
    "test.use"(%8#0, %7) : (i32, i32) -> ()
    "func.return"(%8#1) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "constant_condition"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %2 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%2)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

