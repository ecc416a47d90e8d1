"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "test.region"() ({
      %11 = "arith.muli"(%13, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %12 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %13 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%11, %12, %13) : (i32, i32, i32) -> ()
    }) : () -> ()
    "foo.region"() ({
      %8 = "arith.muli"(%10, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.use"(%8, %9, %10) : (i32, i32, i32) -> ()
    }) : () -> ()
    %6 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.use"(%6, %7) : (i32, i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    %0 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "test.src"() : () -> i32
    %2 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "test.use"(%0, %2, %3) : (i32, i32, i32) -> ()
    "builtin.module"() ({
    ^bb0:
    }) : () -> ()
    "test.x"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "test.y"(%4, %5) : (i32, i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

