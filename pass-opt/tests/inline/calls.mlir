#loc2 = loc("src/calls.mlir":5:27)
#loc7 = loc("src/calls.mlir":10:18)
#loc11 = loc("src/calls.mlir":14:21)
#loc17 = loc("src/calls.mlir":20:29)
#loc21 = loc("src/calls.mlir":24:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "leaf", sym_visibility = "private"}> ({
  ^bb0(%arg4: i32 loc("src/calls.mlir":5:27)):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %6 = "arith.addi"(%arg4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    "func.return"(%6) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "pub"}> ({
  ^bb0(%arg3: i32 loc("src/calls.mlir":10:18)):
    %4 = "arith.muli"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
    "func.return"(%4) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc6)
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "caller"}> ({
  ^bb0(%arg2: i32 loc("src/calls.mlir":14:21)):
    %1 = "func.call"(%arg2) <{callee = @leaf}> : (i32) -> i32 loc(#loc12)
    %2 = "func.call"(%1) <{callee = @pub}> : (i32) -> i32 loc(#loc13)
    %3 = "func.call"(%2) <{callee = @pub}> : (i32) -> i32 loc(#loc14)
    "func.return"(%2, %3) : (i32, i32) -> () loc(#loc15)
  }) : () -> () loc(#loc10)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unused", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("src/calls.mlir":20:29)):
    "func.return"(%arg1) : (i32) -> () loc(#loc18)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc19)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "calls_decl"}> ({
  ^bb0(%arg0: i32 loc("src/calls.mlir":24:25)):
    %0 = "func.call"(%arg0) <{callee = @decl}> : (i32) -> i32 loc(#loc22)
    "func.return"(%0) : (i32) -> () loc(#loc23)
  }) : () -> () loc(#loc20)
}) : () -> () loc(#loc)
#loc = loc("src/calls.mlir":4:1)
#loc1 = loc("src/calls.mlir":5:3)
#loc3 = loc("src/calls.mlir":6:10)
#loc4 = loc("src/calls.mlir":7:10)
#loc5 = loc("src/calls.mlir":8:5)
#loc6 = loc("src/calls.mlir":10:3)
#loc8 = loc("src/calls.mlir":11:10)
#loc9 = loc("src/calls.mlir":12:5)
#loc10 = loc("src/calls.mlir":14:3)
#loc12 = loc("src/calls.mlir":15:10)
#loc13 = loc("src/calls.mlir":16:10)
#loc14 = loc("src/calls.mlir":17:10)
#loc15 = loc("src/calls.mlir":18:5)
#loc16 = loc("src/calls.mlir":20:3)
#loc18 = loc("src/calls.mlir":21:5)
#loc19 = loc("src/calls.mlir":23:3)
#loc20 = loc("src/calls.mlir":24:3)
#loc22 = loc("src/calls.mlir":25:10)
#loc23 = loc("src/calls.mlir":26:5)

