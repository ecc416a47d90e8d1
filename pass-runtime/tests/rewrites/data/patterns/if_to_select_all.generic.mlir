// pattern: (anonymous namespace)::ConvertTrivialIfToSelect
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "scf.if"(%arg0) ({
      "test.foo"() : () -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "test.bar"() : () -> ()
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

