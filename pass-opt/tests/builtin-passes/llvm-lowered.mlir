"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead", sym_visibility = "private"}> ({
  ^bb0(%arg8: i32):
    "func.return"(%arg8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "pair", sym_visibility = "private"}> ({
  ^bb0(%arg7: i32):
    "func.return"(%arg7, %arg7) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, index) -> (i32, index), sym_name = "pick", sym_visibility = "private"}> ({
  ^bb0(%arg4: i1, %arg5: i32, %arg6: index):
    "cf.cond_br"(%arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg5, %arg6) : (i32, index) -> ()
  ^bb2:  // pred: ^bb0
    %7 = "test.z"() : () -> index
    "func.return"(%arg5, %7) : (i32, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "plus_one", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.addi"(%arg3, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, index) -> index, sym_name = "main"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: index):
    %0:2 = "func.call"(%arg1) <{callee = @pair}> : (i32) -> (i32, i32)
    %1 = "func.call"(%0#1) <{callee = @ext}> : (i32) -> i32
    %2 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %3 = "func.call"(%2) <{callee = @plus_one}> : (i32) -> i32
    %4:2 = "func.call"(%arg0, %1, %arg2) <{callee = @pick}> : (i1, i32, index) -> (i32, index)
    "test.use"(%4#0, %3) : (i32, i32) -> ()
    "func.return"(%4#1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

