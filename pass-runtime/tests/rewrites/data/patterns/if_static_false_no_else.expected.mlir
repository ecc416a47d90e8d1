"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.after"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

