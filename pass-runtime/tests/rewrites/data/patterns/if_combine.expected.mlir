"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0:2 = "scf.if"(%arg0) ({
      %3 = "test.a"() : () -> i32
      %4 = "test.c"(%3) : (i32) -> i32
      "scf.yield"(%3, %4) : (i32, i32) -> ()
    }, {
      %1 = "test.b"() : () -> i32
      %2 = "test.d"(%1) : (i32) -> i32
      "scf.yield"(%1, %2) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%0#0, %0#1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

