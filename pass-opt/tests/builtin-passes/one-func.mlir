"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "only", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

