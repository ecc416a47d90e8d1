#loc12 = loc("src/no-inline.mlir":17:21)
#loc17 = loc("src/no-inline.mlir":22:29)
#loc20 = loc("src/no-inline.mlir":25:38)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "noret"}> ({
    "func.call"() <{callee = @eff}> : () -> () loc(#loc2)
    "func.call"() <{callee = @eff2}> : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "eff", sym_visibility = "private"}> ({
    "foo.effect"() : () -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = () -> (), sym_name = "eff2", sym_visibility = "private"}> ({
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc8)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nocall"}> ({
  ^bb0(%arg2: i32 loc("src/no-inline.mlir":17:21)):
    %0 = "func.call"(%arg2) <{callee = @callee, no_inline}> : (i32) -> i32 loc(#loc13)
    %1 = "func.call"(%0) <{callee = @callee_noinline}> : (i32) -> i32 loc(#loc14)
    "func.return"(%1) : (i32) -> () loc(#loc15)
  }) : () -> () loc(#loc11)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("src/no-inline.mlir":22:29)):
    "func.return"(%arg1) : (i32) -> () loc(#loc18)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (i32) -> i32, no_inline, sym_name = "callee_noinline", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32 loc("src/no-inline.mlir":25:38)):
    "func.return"(%arg0) : (i32) -> () loc(#loc21)
  }) : () -> () loc(#loc19)
}) : () -> () loc(#loc)
#loc = loc("src/no-inline.mlir":3:1)
#loc1 = loc("src/no-inline.mlir":4:3)
#loc2 = loc("src/no-inline.mlir":5:5)
#loc3 = loc("src/no-inline.mlir":6:5)
#loc4 = loc("src/no-inline.mlir":7:5)
#loc5 = loc("src/no-inline.mlir":9:3)
#loc6 = loc("src/no-inline.mlir":10:5)
#loc7 = loc("src/no-inline.mlir":11:5)
#loc8 = loc("src/no-inline.mlir":13:3)
#loc9 = loc("src/no-inline.mlir":14:10)
#loc10 = loc("src/no-inline.mlir":15:5)
#loc11 = loc("src/no-inline.mlir":17:3)
#loc13 = loc("src/no-inline.mlir":18:10)
#loc14 = loc("src/no-inline.mlir":19:10)
#loc15 = loc("src/no-inline.mlir":20:5)
#loc16 = loc("src/no-inline.mlir":22:3)
#loc18 = loc("src/no-inline.mlir":23:5)
#loc19 = loc("src/no-inline.mlir":25:3)
#loc21 = loc("src/no-inline.mlir":26:5)

