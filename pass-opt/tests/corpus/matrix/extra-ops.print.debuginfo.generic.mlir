#loc3 = loc("extra-ops.generic.mlir":5:8)
#loc4 = loc("extra-ops.generic.mlir":5:20)
#loc5 = loc("extra-ops.generic.mlir":5:31)
#loc6 = loc("extra-ops.generic.mlir":5:43)
#loc13 = loc("extra-ops.generic.mlir":14:10)
#loc14 = loc("extra-ops.generic.mlir":14:22)
#loc22 = loc("extra-ops.generic.mlir":24:8)
module {
  func.func private @ext(i32) -> i32 loc(#loc1)
  func.func @ops(%arg0: i32 loc("extra-ops.generic.mlir":5:8), %arg1: i1 loc("extra-ops.generic.mlir":5:20), %arg2: f32 loc("extra-ops.generic.mlir":5:31), %arg3: index loc("extra-ops.generic.mlir":5:43)) -> i32 {
    %f = constant @ext : (i32) -> i32 loc(#loc7)
    %0 = call_indirect %f(%arg0) : (i32) -> i32 loc(#loc8)
    %1 = call @ext(%0) : (i32) -> i32 loc(#loc9)
    %2:2 = scf.while (%arg4 = %arg0) : (i32) -> (i32, i32) {
      %8 = arith.cmpi slt, %arg4, %1 : i32 loc(#loc11)
      scf.condition(%8) %arg4, %arg4 : i32, i32 loc(#loc12)
    } do {
    ^bb0(%arg4: i32 loc("extra-ops.generic.mlir":14:10), %arg5: i32 loc("extra-ops.generic.mlir":14:22)):
      %8 = arith.addi %arg4, %arg5 : i32 loc(#loc15)
      scf.yield %8 : i32 loc(#loc16)
    } loc(#loc10)
    %3 = scf.execute_region -> i32 {
      scf.yield %2#1 : i32 loc(#loc18)
    } loc(#loc17)
    %4 = builtin.unrealized_conversion_cast %3 : i32 to i64 loc(#loc19)
    cf.assert %arg1, "must \22hold\22" loc(#loc20)
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg0 : i32),
      42: ^bb2,
      7: ^bb1(%3 : i32)
    ] loc(#loc21)
  ^bb1(%5: i32 loc("extra-ops.generic.mlir":24:8)):  // 2 preds: ^bb0, ^bb0
    cf.br ^bb2 loc(#loc23)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %6 = arith.maxnumf %arg2, %arg2 fastmath<nnan,ninf> : f32 loc(#loc24)
    %7 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32 loc(#loc25)
    return %7 : i32 loc(#loc26)
  } loc(#loc2)
} loc(#loc)
#loc = loc("extra-ops.generic.mlir":1:1)
#loc1 = loc("extra-ops.generic.mlir":2:3)
#loc2 = loc("extra-ops.generic.mlir":4:3)
#loc7 = loc("extra-ops.generic.mlir":6:10)
#loc8 = loc("extra-ops.generic.mlir":7:10)
#loc9 = loc("extra-ops.generic.mlir":8:10)
#loc10 = loc("extra-ops.generic.mlir":9:12)
#loc11 = loc("extra-ops.generic.mlir":11:13)
#loc12 = loc("extra-ops.generic.mlir":12:7)
#loc15 = loc("extra-ops.generic.mlir":15:12)
#loc16 = loc("extra-ops.generic.mlir":16:7)
#loc17 = loc("extra-ops.generic.mlir":18:10)
#loc18 = loc("extra-ops.generic.mlir":19:7)
#loc19 = loc("extra-ops.generic.mlir":21:10)
#loc20 = loc("extra-ops.generic.mlir":22:5)
#loc21 = loc("extra-ops.generic.mlir":23:5)
#loc23 = loc("extra-ops.generic.mlir":25:5)
#loc24 = loc("extra-ops.generic.mlir":27:10)
#loc25 = loc("extra-ops.generic.mlir":28:10)
#loc26 = loc("extra-ops.generic.mlir":29:5)

