"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "u.use"(%2, %3) : (i32, i32) -> ()
    "u.use"(%1) : (i32) -> ()
    "u.use"(%0, %2) : (i32, i32) -> ()
    "u.region"() ({
      %5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "u.use"(%5, %6) : (i32, i32) -> ()
      "u.term"() : () -> ()
    }) : () -> ()
    "test.r"() ({
      %4 = "arith.constant"() <{value = 6 : i32}> : () -> i32
      "u.use"(%4) : (i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

