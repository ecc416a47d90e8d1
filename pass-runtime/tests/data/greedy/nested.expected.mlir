"builtin.module"() ({
  %0 = "arith.constant"() <{value = 9 : i32}> : () -> i32
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg1: i32):
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "u.op"() : () -> ()
    "u.use"(%3, %2, %3) : (i32, i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg0: i32):
      %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      "u.op"() : () -> ()
      "u.use"(%1) : (i32) -> ()
      "func.return"(%1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "u.top"(%0) : (i32) -> ()
}) : () -> ()

