#loc2 = loc("scf-locations.mlir":7:14)
#loc3 = loc("x.py":3:4)
#loc4 = loc("scf-locations.mlir":7:51)
#loc7 = loc("scf-locations.mlir":8:16)
#loc8 = loc("scf-locations.mlir":8:51)
#loc10 = loc("scf-locations.mlir":9:13)
#loc14 = loc("scf-locations.mlir":13:19)
#loc16 = loc("d")
"builtin.module"() ({
  "func.func"() <{function_type = (index, i32, i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: index loc("scf-locations.mlir":7:14), %arg1: i32 loc("x.py":3:4), %arg2: i1 loc("scf-locations.mlir":7:51)):
    %0 = "scf.for"(%arg0, %arg0, %arg0, %arg1) ({
    ^bb0(%arg5: index loc("scf-locations.mlir":8:16), %arg6: i32 loc("scf-locations.mlir":8:51)):
      "scf.for"(%arg5, %arg0, %arg5) ({
      ^bb0(%arg7: index loc("scf-locations.mlir":9:13)):
        "scf.yield"() : () -> () loc(#loc11)
      }) : (index, index, index) -> () loc(#loc9)
      "scf.yield"(%arg6) : (i32) -> () loc(#loc12)
    }) : (index, index, index, i32) -> i32 loc(#loc22)
    %1 = "scf.while"(%0) ({
    ^bb0(%arg4: i32 loc("scf-locations.mlir":13:19)):
      "scf.condition"(%arg2, %arg4) : (i1, i32) -> () loc(#loc15)
    }, {
    ^bb0(%arg3: i32 loc("d")):
      "scf.yield"(%arg3) : (i32) -> () loc(#loc17)
    }) : (i32) -> i32 loc(#loc13)
    %2 = "scf.index_switch"(%arg0) <{cases = array<i64: 4>}> ({
      "scf.yield"(%arg1) : (i32) -> () loc(#loc19)
    }, {
      "scf.yield"(%1) : (i32) -> () loc(#loc20)
    }) : (index) -> i32 loc(#loc18)
    "func.return"(%2) : (i32) -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("scf-locations.mlir":0:0)
#loc1 = loc("scf-locations.mlir":7:1)
#loc5 = loc("outer")
#loc6 = loc("loop")
#loc9 = loc("inner")
#loc11 = loc("scf-locations.mlir":9:5)
#loc12 = loc("scf-locations.mlir":11:5)
#loc13 = loc("scf-locations.mlir":13:8)
#loc15 = loc("scf-locations.mlir":14:5)
#loc17 = loc("scf-locations.mlir":17:5)
#loc18 = loc("scf-locations.mlir":19:8)
#loc19 = loc("default")
#loc20 = loc("case")
#loc21 = loc("scf-locations.mlir":26:3)
#loc22 = loc(fused[#loc5, #loc6])

