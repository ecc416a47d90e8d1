"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    "test.before"() : () -> ()
    %0 = "test.foo"() : () -> i32
    "test.after"(%0) : (i32) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

