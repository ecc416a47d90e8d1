#loc2 = loc("src/locations.mlir":4:27)
#loc8 = loc("src/locations.mlir":9:18)
#loc12 = loc("src/locations.mlir":14:18)
#loc16 = loc("src/locations.mlir":18:28)
#loc17 = loc("src/locations.mlir":18:36)
#loc20 = loc("m.arg")
#loc23 = loc("src/locations.mlir":25:17)
#loc24 = loc("src/locations.mlir":25:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "leaf", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32 loc("src/locations.mlir":4:27)):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %6 = "arith.addi"(%arg6, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc27)
    "func.return"(%6) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "mid"}> ({
  ^bb0(%arg5: i32 loc("src/locations.mlir":9:18)):
    %3 = "func.call"(%arg5) <{callee = @leaf}> : (i32) -> i32 loc(#loc9)
    %4 = "func.call"(%3) <{callee = @leaf}> : (i32) -> i32 loc(#loc6)
    "func.return"(%4) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg4: i32 loc("src/locations.mlir":14:18)):
    %2 = "func.call"(%arg4) <{callee = @mid}> : (i32) -> i32 loc(#loc13)
    "func.return"(%2) : (i32) -> () loc(#loc14)
  }) : () -> () loc(#loc11)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "multi", sym_visibility = "private"}> ({
  ^bb0(%arg2: i1 loc("src/locations.mlir":18:28), %arg3: i32 loc("src/locations.mlir":18:36)):
    "cf.cond_br"(%arg2, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc18)
  ^bb1:  // pred: ^bb0
    "func.return"(%arg3) : (i32) -> () loc(#loc19)
  ^bb2(%1: i32 loc("m.arg")):  // pred: ^bb0
    "func.return"(%1) : (i32) -> () loc(#loc21)
  }) : () -> () loc(#loc15)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cm"}> ({
  ^bb0(%arg0: i1 loc("src/locations.mlir":25:17), %arg1: i32 loc("src/locations.mlir":25:25)):
    %0 = "func.call"(%arg0, %arg1) <{callee = @multi}> : (i1, i32) -> i32 loc(#loc25)
    "func.return"(%0) : (i32) -> () loc(#loc26)
  }) : () -> () loc(#loc22)
}) : () -> () loc(#loc)
#loc = loc("src/locations.mlir":3:1)
#loc1 = loc("src/locations.mlir":4:3)
#loc3 = loc("leaf.c")
#loc4 = loc("inner")
#loc5 = loc("outer")
#loc6 = loc(unknown)
#loc7 = loc("src/locations.mlir":9:3)
#loc9 = loc("mid.call")
#loc10 = loc("src/locations.mlir":12:5)
#loc11 = loc("src/locations.mlir":14:3)
#loc13 = loc("top.call")
#loc14 = loc("src/locations.mlir":16:5)
#loc15 = loc("src/locations.mlir":18:3)
#loc18 = loc("m.br")
#loc19 = loc("m.ret1")
#loc21 = loc("m.ret2")
#loc22 = loc("src/locations.mlir":25:3)
#loc25 = loc("cm.call")
#loc26 = loc("src/locations.mlir":27:5)
#loc27 = loc(callsite(#loc4 at #loc5))

