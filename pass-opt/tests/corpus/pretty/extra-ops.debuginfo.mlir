#loc3 = loc("ops.mlir":2:16)
#loc4 = loc("ops.mlir":2:25)
#loc5 = loc("ops.mlir":2:33)
#loc6 = loc("ops.mlir":2:42)
#loc13 = loc("ops.mlir":10:8)
#loc14 = loc("ops.mlir":10:17)
#loc22 = loc("ops.mlir":24:6)
module {
  func.func private @ext(i32) -> i32 loc(#loc1)
  func.func @ops(%arg0: i32 loc("ops.mlir":2:16), %arg1: i1 loc("ops.mlir":2:25), %arg2: f32 loc("ops.mlir":2:33), %arg3: index loc("ops.mlir":2:42)) -> i32 {
    %f = constant @ext : (i32) -> i32 loc(#loc7)
    %0 = call_indirect %f(%arg0) : (i32) -> i32 loc(#loc8)
    %1 = call @ext(%0) : (i32) -> i32 loc(#loc9)
    %2:2 = scf.while (%arg4 = %arg0) : (i32) -> (i32, i32) {
      %8 = arith.cmpi slt, %arg4, %1 : i32 loc(#loc11)
      scf.condition(%8) %arg4, %arg4 : i32, i32 loc(#loc12)
    } do {
    ^bb0(%arg4: i32 loc("ops.mlir":10:8), %arg5: i32 loc("ops.mlir":10:17)):
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
  ^bb1(%5: i32 loc("ops.mlir":24:6)):  // 2 preds: ^bb0, ^bb0
    cf.br ^bb2 loc(#loc23)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %6 = arith.maxnumf %arg2, %arg2 fastmath<nnan,ninf> : f32 loc(#loc24)
    %7 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32 loc(#loc25)
    return %7 : i32 loc(#loc26)
  } loc(#loc2)
} loc(#loc)
#loc = loc("ops.mlir":0:0)
#loc1 = loc("ops.mlir":1:1)
#loc2 = loc("ops.mlir":2:1)
#loc7 = loc("ops.mlir":3:8)
#loc8 = loc("ops.mlir":4:8)
#loc9 = loc("ops.mlir":5:8)
#loc10 = loc("ops.mlir":6:10)
#loc11 = loc("ops.mlir":7:13)
#loc12 = loc("ops.mlir":8:5)
#loc15 = loc("ops.mlir":11:10)
#loc16 = loc("ops.mlir":12:5)
#loc17 = loc("ops.mlir":14:8)
#loc18 = loc("ops.mlir":15:5)
#loc19 = loc("ops.mlir":17:8)
#loc20 = loc("ops.mlir":18:3)
#loc21 = loc("ops.mlir":19:3)
#loc23 = loc("ops.mlir":25:3)
#loc24 = loc("ops.mlir":27:8)
#loc25 = loc("ops.mlir":28:8)
#loc26 = loc("ops.mlir":29:3)

