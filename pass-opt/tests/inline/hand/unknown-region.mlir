"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "user"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

