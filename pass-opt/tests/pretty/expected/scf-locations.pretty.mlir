#loc2 = loc("scf-locations.mlir":7:14)
#loc3 = loc("x.py":3:4)
#loc4 = loc("scf-locations.mlir":7:51)
#loc11 = loc("d")
module {
  func.func @f(%arg0: index loc("scf-locations.mlir":7:14), %arg1: i32 loc("x.py":3:4), %arg2: i1 loc("scf-locations.mlir":7:51)) -> i32 {
    %0 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg1) -> (i32) {
      scf.for %arg5 = %arg3 to %arg0 step %arg3 {
      } loc(#loc7)
      scf.yield %arg4 : i32 loc(#loc8)
    } loc(#loc17)
    %1 = scf.while (%arg3 = %0) : (i32) -> i32 {
      scf.condition(%arg2) %arg3 : i32 loc(#loc10)
    } do {
    ^bb0(%arg3: i32 loc("d")):
      scf.yield %arg3 : i32 loc(#loc12)
    } loc(#loc9)
    %2 = scf.index_switch %arg0 -> i32 
    case 4 {
      scf.yield %1 : i32 loc(#loc14)
    }
    default {
      scf.yield %arg1 : i32 loc(#loc15)
    } loc(#loc13)
    return %2 : i32 loc(#loc16)
  } loc(#loc1)
} loc(#loc)
#loc = loc("scf-locations.mlir":0:0)
#loc1 = loc("scf-locations.mlir":7:1)
#loc5 = loc("outer")
#loc6 = loc("loop")
#loc7 = loc("inner")
#loc8 = loc("scf-locations.mlir":11:5)
#loc9 = loc("scf-locations.mlir":13:8)
#loc10 = loc("scf-locations.mlir":14:5)
#loc12 = loc("scf-locations.mlir":17:5)
#loc13 = loc("scf-locations.mlir":19:8)
#loc14 = loc("case")
#loc15 = loc("default")
#loc16 = loc("scf-locations.mlir":26:3)
#loc17 = loc(fused[#loc5, #loc6])

