#loc3 = loc("src/dead.mlir":6:26)
#loc6 = loc("src/dead.mlir":9:29)
#loc10 = loc("src/dead.mlir":13:21)
#loc15 = loc("src/dead.mlir":19:24)
#loc19 = loc("src/dead.mlir":23:24)
#loc23 = loc("src/dead.mlir":27:20)
"builtin.module"() ({
  "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "pubunused"}> ({
    ^bb0(%arg5: i32 loc("src/dead.mlir":6:26)):
      "func.return"(%arg5) : (i32) -> () loc(#loc4)
    }) : () -> () loc(#loc2)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "priv", sym_visibility = "private"}> ({
    ^bb0(%arg4: i32 loc("src/dead.mlir":9:29)):
      %5 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
      "func.return"(%5) : (i32) -> () loc(#loc8)
    }) : () -> () loc(#loc5)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "user"}> ({
    ^bb0(%arg3: i32 loc("src/dead.mlir":13:21)):
      %3 = "func.call"(%arg3) <{callee = @priv}> : (i32) -> i32 loc(#loc11)
      %4 = "func.call"(%3) <{callee = @priv}> : (i32) -> i32 loc(#loc12)
      "func.return"(%4) : (i32) -> () loc(#loc13)
    }) : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "u", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32 loc("src/dead.mlir":19:24)):
    %2 = "func.call"(%arg2) <{callee = @p}> : (i32) -> i32 loc(#loc16)
    "func.return"(%2) : (i32) -> () loc(#loc17)
  }) : () -> () loc(#loc14)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("src/dead.mlir":23:24)):
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc20)
    "func.return"(%1) : (i32) -> () loc(#loc21)
  }) : () -> () loc(#loc18)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "outer"}> ({
  ^bb0(%arg0: i32 loc("src/dead.mlir":27:20)):
    %0 = "foo.call"(%arg0) {callee = @m::@user} : (i32) -> i32 loc(#loc24)
    "func.return"(%0) : (i32) -> () loc(#loc25)
  }) : () -> () loc(#loc22)
  "foo.keep"() {f = @kept} : () -> () loc(#loc26)
  "func.func"() <{function_type = () -> (), sym_name = "kept", sym_visibility = "private"}> ({
    "func.return"() : () -> () loc(#loc28)
  }) : () -> () loc(#loc27)
}) : () -> () loc(#loc)
#loc = loc("src/dead.mlir":4:1)
#loc1 = loc("src/dead.mlir":5:3)
#loc2 = loc("src/dead.mlir":6:5)
#loc4 = loc("src/dead.mlir":7:7)
#loc5 = loc("src/dead.mlir":9:5)
#loc7 = loc("src/dead.mlir":10:12)
#loc8 = loc("src/dead.mlir":11:7)
#loc9 = loc("src/dead.mlir":13:5)
#loc11 = loc("src/dead.mlir":14:12)
#loc12 = loc("src/dead.mlir":15:12)
#loc13 = loc("src/dead.mlir":16:7)
#loc14 = loc("src/dead.mlir":19:3)
#loc16 = loc("src/dead.mlir":20:10)
#loc17 = loc("src/dead.mlir":21:5)
#loc18 = loc("src/dead.mlir":23:3)
#loc20 = loc("src/dead.mlir":24:10)
#loc21 = loc("src/dead.mlir":25:5)
#loc22 = loc("src/dead.mlir":27:3)
#loc24 = loc("src/dead.mlir":28:10)
#loc25 = loc("src/dead.mlir":29:5)
#loc26 = loc("src/dead.mlir":31:3)
#loc27 = loc("src/dead.mlir":32:3)
#loc28 = loc("src/dead.mlir":33:5)

