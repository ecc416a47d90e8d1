#loc3 = loc("pretty/extra-ops.generic.mlir":3:18)
#loc4 = loc("pretty/extra-ops.generic.mlir":3:30)
#loc5 = loc("pretty/extra-ops.generic.mlir":3:41)
#loc6 = loc("pretty/extra-ops.generic.mlir":3:53)
#loc13 = loc("pretty/extra-ops.generic.mlir":11:10)
#loc14 = loc("pretty/extra-ops.generic.mlir":11:22)
#loc22 = loc("pretty/extra-ops.generic.mlir":25:8)
module {
  func.func private @ext(i32) -> i32 loc(#loc1)
  func.func @ops(%arg0: i32 loc("pretty/extra-ops.generic.mlir":3:18), %arg1: i1 loc("pretty/extra-ops.generic.mlir":3:30), %arg2: f32 loc("pretty/extra-ops.generic.mlir":3:41), %arg3: index loc("pretty/extra-ops.generic.mlir":3:53)) -> i32 {
    %f = constant @ext : (i32) -> i32 loc(#loc7)
    %0 = call_indirect %f(%arg0) : (i32) -> i32 loc(#loc8)
    %1 = call @ext(%0) : (i32) -> i32 loc(#loc9)
    %2:2 = scf.while (%arg4 = %arg0) : (i32) -> (i32, i32) {
      %8 = arith.cmpi slt, %arg4, %1 : i32 loc(#loc11)
      scf.condition(%8) %arg4, %arg4 : i32, i32 loc(#loc12)
    } do {
    ^bb0(%arg4: i32 loc("pretty/extra-ops.generic.mlir":11:10), %arg5: i32 loc("pretty/extra-ops.generic.mlir":11:22)):
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
  ^bb1(%5: i32 loc("pretty/extra-ops.generic.mlir":25:8)):  // 2 preds: ^bb0, ^bb0
    cf.br ^bb2 loc(#loc23)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %6 = arith.maxnumf %arg2, %arg2 fastmath<nnan,ninf> : f32 loc(#loc24)
    %7 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32 loc(#loc25)
    return %7 : i32 loc(#loc26)
  } loc(#loc2)
} loc(#loc)
#loc = loc("pretty/extra-ops.generic.mlir":1:1)
#loc1 = loc("pretty/extra-ops.generic.mlir":2:3)
#loc2 = loc("pretty/extra-ops.generic.mlir":3:3)
#loc7 = loc("pretty/extra-ops.generic.mlir":4:10)
#loc8 = loc("pretty/extra-ops.generic.mlir":5:10)
#loc9 = loc("pretty/extra-ops.generic.mlir":6:10)
#loc10 = loc("pretty/extra-ops.generic.mlir":7:12)
#loc11 = loc("pretty/extra-ops.generic.mlir":8:12)
#loc12 = loc("pretty/extra-ops.generic.mlir":9:7)
#loc15 = loc("pretty/extra-ops.generic.mlir":12:12)
#loc16 = loc("pretty/extra-ops.generic.mlir":13:7)
#loc17 = loc("pretty/extra-ops.generic.mlir":15:10)
#loc18 = loc("pretty/extra-ops.generic.mlir":16:7)
#loc19 = loc("pretty/extra-ops.generic.mlir":18:10)
#loc20 = loc("pretty/extra-ops.generic.mlir":19:5)
#loc21 = loc("pretty/extra-ops.generic.mlir":20:5)
#loc23 = loc("pretty/extra-ops.generic.mlir":26:5)
#loc24 = loc("pretty/extra-ops.generic.mlir":28:10)
#loc25 = loc("pretty/extra-ops.generic.mlir":29:10)
#loc26 = loc("pretty/extra-ops.generic.mlir":30:5)

