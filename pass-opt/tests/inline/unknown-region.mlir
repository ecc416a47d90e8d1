"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "user"}> ({
    "func.call"() <{callee = @p}> : () -> () loc(#loc2)
    "foo.region"() ({
      "foo.inner"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "p", sym_visibility = "private"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("src/unknown-region.mlir":3:1)
#loc1 = loc("src/unknown-region.mlir":4:3)
#loc2 = loc("src/unknown-region.mlir":5:5)
#loc3 = loc("src/unknown-region.mlir":6:5)
#loc4 = loc("src/unknown-region.mlir":7:7)
#loc5 = loc("src/unknown-region.mlir":9:5)
#loc6 = loc("src/unknown-region.mlir":11:3)
#loc7 = loc("src/unknown-region.mlir":12:10)
#loc8 = loc("src/unknown-region.mlir":13:5)

