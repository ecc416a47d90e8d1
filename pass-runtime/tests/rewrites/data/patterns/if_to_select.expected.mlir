"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32, f32) -> (i32, i32, i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: f32):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    %1 = "scf.if"(%arg0) ({
      %2 = "test.foo"() : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1, %arg2, %arg3) : (i32, i32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

