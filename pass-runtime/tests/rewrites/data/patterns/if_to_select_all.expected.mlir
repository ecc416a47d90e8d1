"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    "scf.if"(%arg0) ({
      "test.foo"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.bar"() : () -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

