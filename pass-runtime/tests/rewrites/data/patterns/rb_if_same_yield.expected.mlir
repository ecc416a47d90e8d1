"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "scf.if"(%arg0) ({
      "test.a"() : () -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "test.b"() : () -> ()
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

