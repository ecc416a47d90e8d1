"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg2: i32):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "func.call"(%arg2) <{callee = @f}> : (i32) -> i32
    %7 = "arith.addi"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg1: i32):
    %4 = "func.call"(%arg1) <{callee = @f}> : (i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.addi"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "k"}> ({
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "func.call"(%0) <{callee = @h}> : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

