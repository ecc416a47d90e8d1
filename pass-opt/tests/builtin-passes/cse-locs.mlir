#loc2 = loc("src/cse-locs.loc.mlir":1:17)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "locs"}> ({
  ^bb0(%arg0: i32 loc("src/cse-locs.loc.mlir":1:17)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    %3 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    %4 = "scf.execute_region"() ({
      %5 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
      "scf.yield"(%5) : (i32) -> () loc(#loc8)
    }) : () -> i32 loc(#loc6)
    "test.use"(%1, %0, %2, %3) : (i32, i32, i32, i32) -> () loc(#loc9)
    "func.return"(%4, %3) : (i32, i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("src/cse-locs.loc.mlir":0:0)
#loc1 = loc("src/cse-locs.loc.mlir":1:1)
#loc3 = loc(unknown)
#loc4 = loc("f1.mlir":1:1)
#loc5 = loc("f3.mlir":1:1)
#loc6 = loc("src/cse-locs.loc.mlir":6:8)
#loc7 = loc("inner":5:5)
#loc8 = loc("src/cse-locs.loc.mlir":8:5)
#loc9 = loc("src/cse-locs.loc.mlir":10:3)
#loc10 = loc("src/cse-locs.loc.mlir":11:3)

