"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

