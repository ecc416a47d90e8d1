"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, index, index, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index):
    %0 = "scf.for"(%arg2, %arg3, %arg4, %arg1) ({
    ^bb0(%arg5: index, %arg6: i32):
      %1 = "test.body"(%arg6) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

