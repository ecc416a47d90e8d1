// pattern: (anonymous namespace)::SimplifyTrivialLoops
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: index, %arg2: index):
    %0 = "scf.for"(%arg1, %arg1, %arg2, %arg0) ({
    ^bb0(%arg3: index, %arg4: i32):
      %1 = "test.foo"(%arg4) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

