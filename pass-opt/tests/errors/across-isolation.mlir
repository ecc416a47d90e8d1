"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
