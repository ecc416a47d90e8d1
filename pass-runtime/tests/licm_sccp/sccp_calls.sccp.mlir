"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "same_args", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32, %arg7: i32):
    %17 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%17) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "different_args", sym_visibility = "private"}> ({
  ^bb0(%arg5: i32):
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.addi"(%arg5, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%16) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "never_called", sym_visibility = "private"}> ({
  ^bb0(%arg4: i32):
    %13 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%13) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "escapes", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32):
    "func.return"(%arg3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "declared", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "public"}> ({
  ^bb0(%arg2: i32):
    %12 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32), sym_name = "caller"}> ({
  ^bb0(%arg1: i32):
    %2 = "func.constant"() <{value = @escapes}> : () -> ((i32) -> i32)
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %5 = "func.call"(%4, %3) <{callee = @same_args}> : (i32, i32) -> i32
    %6 = "func.call"(%4, %3) <{callee = @same_args}> : (i32, i32) -> i32
    %7 = "func.call"(%4) <{callee = @different_args}> : (i32) -> i32
    %8 = "func.call"(%3) <{callee = @different_args}> : (i32) -> i32
    %9 = "func.call"(%4) <{callee = @escapes}> : (i32) -> i32
    %10 = "func.call"(%4) <{callee = @declared}> : (i32) -> i32
    %11 = "func.call"(%arg1) <{callee = @public}> : (i32) -> i32
    "func.return"(%5, %7, %8, %9, %10, %11) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "nested", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> i32, sym_name = "nested_caller"}> ({
      %0 = "arith.constant"() <{value = 8 : i32}> : () -> i32
      %1 = "func.call"(%0) <{callee = @nested}> : (i32) -> i32
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

