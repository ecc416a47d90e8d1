// pattern: (anonymous namespace)::SimplifyTrivialLoops
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: index):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.addi"(%arg1, %0) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %3 = "scf.for"(%arg1, %2, %1, %arg0) ({
    ^bb0(%arg2: index, %arg3: i32):
      %4 = "test.foo"(%arg3, %arg2) : (i32, index) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

