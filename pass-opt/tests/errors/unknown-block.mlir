"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "cf.br"(%arg0)[^bb7] : (i32) -> ()
  ^bb1(%1: i32):
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
