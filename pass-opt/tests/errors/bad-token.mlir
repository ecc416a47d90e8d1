"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 $
}) : () -> ()
