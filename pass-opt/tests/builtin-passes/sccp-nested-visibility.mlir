"builtin.module"() ({
  "builtin.module"() <{sym_name = "lib", sym_visibility = "public"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "helper", sym_visibility = "nested"}> ({
    ^bb0(%arg2: i32, %arg3: i32):
      %6 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%6, %arg3) : (i32, i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "hidden", sym_visibility = "private"}> ({
    ^bb0(%arg1: i32):
      "func.return"(%arg1) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (i32, i32, i32), sym_name = "entry"}> ({
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %4:2 = "func.call"(%2, %3) <{callee = @helper}> : (i32, i32) -> (i32, i32)
      %5 = "func.call"(%3) <{callee = @hidden}> : (i32) -> i32
      "func.return"(%4#0, %4#1, %5) : (i32, i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "priv", sym_visibility = "private"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "helper", sym_visibility = "nested"}> ({
    ^bb0(%arg0: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> i32, sym_name = "entry"}> ({
      %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
      %1 = "func.call"(%0) <{callee = @helper}> : (i32) -> i32
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

