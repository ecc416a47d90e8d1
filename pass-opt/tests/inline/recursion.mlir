#loc2 = loc("src/recursion.mlir":4:18)
#loc6 = loc("src/recursion.mlir":8:19)
#loc10 = loc("src/recursion.mlir":12:19)
#loc14 = loc("src/recursion.mlir":16:16)
#loc18 = loc("src/recursion.mlir":20:16)
#loc22 = loc("src/recursion.mlir":24:16)
#loc27 = loc("src/recursion.mlir":29:19)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "rec"}> ({
  ^bb0(%arg6: i32 loc("src/recursion.mlir":4:18)):
    %9 = "func.call"(%arg6) <{callee = @rec}> : (i32) -> i32 loc(#loc3)
    "func.return"(%9) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ping"}> ({
  ^bb0(%arg5: i32 loc("src/recursion.mlir":8:19)):
    %8 = "func.call"(%arg5) <{callee = @pong}> : (i32) -> i32 loc(#loc7)
    "func.return"(%8) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pong"}> ({
  ^bb0(%arg4: i32 loc("src/recursion.mlir":12:19)):
    %7 = "func.call"(%arg4) <{callee = @ping}> : (i32) -> i32 loc(#loc11)
    "func.return"(%7) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc9)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg3: i32 loc("src/recursion.mlir":16:16)):
    %6 = "func.call"(%arg3) <{callee = @b}> : (i32) -> i32 loc(#loc15)
    "func.return"(%6) : (i32) -> () loc(#loc16)
  }) : () -> () loc(#loc13)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "b"}> ({
  ^bb0(%arg2: i32 loc("src/recursion.mlir":20:16)):
    %5 = "func.call"(%arg2) <{callee = @c}> : (i32) -> i32 loc(#loc19)
    "func.return"(%5) : (i32) -> () loc(#loc20)
  }) : () -> () loc(#loc17)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "c"}> ({
  ^bb0(%arg1: i32 loc("src/recursion.mlir":24:16)):
    %3 = "func.call"(%arg1) <{callee = @a}> : (i32) -> i32 loc(#loc23)
    %4 = "arith.addi"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc24)
    "func.return"(%4) : (i32) -> () loc(#loc25)
  }) : () -> () loc(#loc21)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "user"}> ({
  ^bb0(%arg0: i32 loc("src/recursion.mlir":29:19)):
    %0 = "func.call"(%arg0) <{callee = @a}> : (i32) -> i32 loc(#loc28)
    %1 = "func.call"(%0) <{callee = @ping}> : (i32) -> i32 loc(#loc29)
    %2 = "func.call"(%1) <{callee = @rec}> : (i32) -> i32 loc(#loc30)
    "func.return"(%2) : (i32) -> () loc(#loc31)
  }) : () -> () loc(#loc26)
}) : () -> () loc(#loc)
#loc = loc("src/recursion.mlir":3:1)
#loc1 = loc("src/recursion.mlir":4:3)
#loc3 = loc("src/recursion.mlir":5:10)
#loc4 = loc("src/recursion.mlir":6:5)
#loc5 = loc("src/recursion.mlir":8:3)
#loc7 = loc("src/recursion.mlir":9:10)
#loc8 = loc("src/recursion.mlir":10:5)
#loc9 = loc("src/recursion.mlir":12:3)
#loc11 = loc("src/recursion.mlir":13:10)
#loc12 = loc("src/recursion.mlir":14:5)
#loc13 = loc("src/recursion.mlir":16:3)
#loc15 = loc("src/recursion.mlir":17:10)
#loc16 = loc("src/recursion.mlir":18:5)
#loc17 = loc("src/recursion.mlir":20:3)
#loc19 = loc("src/recursion.mlir":21:10)
#loc20 = loc("src/recursion.mlir":22:5)
#loc21 = loc("src/recursion.mlir":24:3)
#loc23 = loc("src/recursion.mlir":25:10)
#loc24 = loc("src/recursion.mlir":26:10)
#loc25 = loc("src/recursion.mlir":27:5)
#loc26 = loc("src/recursion.mlir":29:3)
#loc28 = loc("src/recursion.mlir":30:10)
#loc29 = loc("src/recursion.mlir":31:10)
#loc30 = loc("src/recursion.mlir":32:10)
#loc31 = loc("src/recursion.mlir":33:5)

