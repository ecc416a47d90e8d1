// pattern: SingleBlockExecuteInliner
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    "test.before"() : () -> ()
    %0 = "scf.execute_region"() ({
      %1 = "test.foo"() : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : () -> i32
    "test.after"(%0) : (i32) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

