"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32):
    %0 = "arith.andi"(%arg0, %arg1) : (i1, i1) -> i1
    %1 = "arith.select"(%arg0, %arg2, %arg3) : (i1, i32, i32) -> i32
    %2:2 = "scf.if"(%0) ({
      %3 = "test.a"() : () -> i32
      "scf.yield"(%3, %arg2) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg3, %arg3) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%2#0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

