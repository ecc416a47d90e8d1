"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "user"}> ({
    "func.call"() <{callee = @p}> : () -> () loc(#loc2)
    "foo.two"() ({
      "func.call"() <{callee = @p}> : () -> () loc(#loc4)
      "foo.end"() : () -> () loc(#loc5)
    }, {
      "foo.end"() : () -> () loc(#loc6)
    }) : () -> () loc(#loc3)
    "foo.none"() {ref = @q} : () -> () loc(#loc7)
    "func.call"() <{callee = @q}> : () -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "p", sym_visibility = "private"}> ({
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc11)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc10)
  "func.func"() <{function_type = () -> (), sym_name = "q", sym_visibility = "private"}> ({
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc14)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("src/unknown-ops.mlir":3:1)
#loc1 = loc("src/unknown-ops.mlir":4:3)
#loc2 = loc("src/unknown-ops.mlir":5:5)
#loc3 = loc("src/unknown-ops.mlir":6:5)
#loc4 = loc("src/unknown-ops.mlir":7:7)
#loc5 = loc("src/unknown-ops.mlir":8:7)
#loc6 = loc("src/unknown-ops.mlir":10:7)
#loc7 = loc("src/unknown-ops.mlir":12:5)
#loc8 = loc("src/unknown-ops.mlir":13:5)
#loc9 = loc("src/unknown-ops.mlir":14:5)
#loc10 = loc("src/unknown-ops.mlir":16:3)
#loc11 = loc("src/unknown-ops.mlir":17:10)
#loc12 = loc("src/unknown-ops.mlir":18:5)
#loc13 = loc("src/unknown-ops.mlir":20:3)
#loc14 = loc("src/unknown-ops.mlir":21:10)
#loc15 = loc("src/unknown-ops.mlir":22:5)

