"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<3xfoo>):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
