"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "test.top"() : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "b", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

