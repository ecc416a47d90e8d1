"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "leaf", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.addi"(%arg3, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pub"}> ({
  ^bb0(%arg2: i32):
    %4 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "caller"}> ({
  ^bb0(%arg1: i32):
    %1 = "func.call"(%arg1) <{callee = @leaf}> : (i32) -> i32
    %2 = "func.call"(%1) <{callee = @pub}> : (i32) -> i32
    %3 = "func.call"(%2) <{callee = @pub}> : (i32) -> i32
    "func.return"(%2, %3) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "calls_decl"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @decl}> : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

