"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg2: i32):
    "u.op"() : () -> ()
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "u.use"(%4, %5, %6) : (i32, i32, i32) -> ()
    %7 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg1: i32):
      %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "u.op"() : () -> ()
      %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "u.use"(%3) : (i32) -> ()
      "func.return"(%2) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "pure"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "p", sym_visibility = "private"}> ({
    ^bb0(%arg0: i32):
      %1 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
  "u.top"(%0) : (i32) -> ()
}) : () -> ()

