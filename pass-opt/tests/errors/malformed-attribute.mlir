"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = dense<[1, 2> : tensor<2xi32>}> : () -> tensor<2xi32>
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
