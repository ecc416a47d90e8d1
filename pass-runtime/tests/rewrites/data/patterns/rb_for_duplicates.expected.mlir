"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index, index) -> (i32, i32), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index, %arg3: index):
    %0:2 = "scf.for"(%arg1, %arg2, %arg3, %arg0, %arg0) ({
    ^bb0(%arg4: index, %arg5: i32, %arg6: i32):
      %1 = "test.body"(%arg5, %arg5) : (i32, i32) -> i32
      "scf.yield"(%1, %1) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    "func.return"(%0#0, %0#0) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

