"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "rec"}> ({
  ^bb0(%arg6: i32):
    %13 = "func.call"(%arg6) <{callee = @rec}> : (i32) -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ping"}> ({
  ^bb0(%arg5: i32):
    %12 = "func.call"(%arg5) <{callee = @pong}> : (i32) -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pong"}> ({
  ^bb0(%arg4: i32):
    %11 = "func.call"(%arg4) <{callee = @ping}> : (i32) -> i32
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg3: i32):
    %9 = "func.call"(%arg3) <{callee = @b}> : (i32) -> i32
    %10 = "arith.addi"(%9, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "b"}> ({
  ^bb0(%arg2: i32):
    %7 = "func.call"(%arg2) <{callee = @b}> : (i32) -> i32
    %8 = "arith.addi"(%7, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "c"}> ({
  ^bb0(%arg1: i32):
    %5 = "func.call"(%arg1) <{callee = @b}> : (i32) -> i32
    %6 = "arith.addi"(%5, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "user"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @b}> : (i32) -> i32
    %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "func.call"(%2) <{callee = @ping}> : (i32) -> i32
    %4 = "func.call"(%3) <{callee = @rec}> : (i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

