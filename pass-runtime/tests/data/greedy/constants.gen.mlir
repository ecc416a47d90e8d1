"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "u.use"(%0, %1) : (i32, i32) -> ()
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    "u.use"(%2) : (i32) -> ()
    %3 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "u.use"(%3, %4) : (i32, i32) -> ()
    "u.region"() ({
      %7 = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %8 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "u.use"(%7, %8) : (i32, i32) -> ()
      "u.term"() : () -> ()
    }) : () -> ()
    "test.r"() ({
      %6 = "arith.constant"() <{value = 6 : i32}> : () -> i32
      "u.use"(%6) : (i32) -> ()
    }) : () -> ()
    %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

