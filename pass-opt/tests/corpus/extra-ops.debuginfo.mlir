#loc3 = loc("ops.mlir":2:16)
#loc4 = loc("ops.mlir":2:25)
#loc5 = loc("ops.mlir":2:33)
#loc6 = loc("ops.mlir":2:42)
#loc11 = loc("ops.mlir":6:21)
#loc14 = loc("ops.mlir":10:8)
#loc15 = loc("ops.mlir":10:17)
#loc23 = loc("ops.mlir":24:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32, i1, f32, index) -> i32, sym_name = "ops"}> ({
  ^bb0(%arg0: i32 loc("ops.mlir":2:16), %arg1: i1 loc("ops.mlir":2:25), %arg2: f32 loc("ops.mlir":2:33), %arg3: index loc("ops.mlir":2:42)):
    %0 = "func.constant"() <{value = @ext}> : () -> ((i32) -> i32) loc(#loc7)
    %1 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32 loc(#loc8)
    %2 = "func.call"(%1) <{callee = @ext}> : (i32) -> i32 loc(#loc9)
    %3:2 = "scf.while"(%arg0) ({
    ^bb0(%arg6: i32 loc("ops.mlir":6:21)):
      %10 = "arith.cmpi"(%arg6, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc12)
      "scf.condition"(%10, %arg6, %arg6) : (i1, i32, i32) -> () loc(#loc13)
    }, {
    ^bb0(%arg4: i32 loc("ops.mlir":10:8), %arg5: i32 loc("ops.mlir":10:17)):
      %9 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc16)
      "scf.yield"(%9) : (i32) -> () loc(#loc17)
    }) : (i32) -> (i32, i32) loc(#loc10)
    %4 = "scf.execute_region"() ({
      "scf.yield"(%3#1) : (i32) -> () loc(#loc19)
    }) : () -> i32 loc(#loc18)
    %5 = "builtin.unrealized_conversion_cast"(%4) : (i32) -> i64 loc(#loc20)
    "cf.assert"(%arg1) <{msg = "must \22hold\22"}> : (i1) -> () loc(#loc21)
    "cf.switch"(%arg0, %arg0, %4)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[42, 7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> () loc(#loc22)
  ^bb1(%6: i32 loc("ops.mlir":24:6)):  // 2 preds: ^bb0, ^bb0
    "cf.br"()[^bb2] : () -> () loc(#loc24)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %7 = "arith.maxnumf"(%arg2, %arg2) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32 loc(#loc25)
    %8 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32 loc(#loc26)
    "func.return"(%8) : (i32) -> () loc(#loc27)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("ops.mlir":0:0)
#loc1 = loc("ops.mlir":1:1)
#loc2 = loc("ops.mlir":2:1)
#loc7 = loc("ops.mlir":3:8)
#loc8 = loc("ops.mlir":4:8)
#loc9 = loc("ops.mlir":5:8)
#loc10 = loc("ops.mlir":6:10)
#loc12 = loc("ops.mlir":7:13)
#loc13 = loc("ops.mlir":8:5)
#loc16 = loc("ops.mlir":11:10)
#loc17 = loc("ops.mlir":12:5)
#loc18 = loc("ops.mlir":14:8)
#loc19 = loc("ops.mlir":15:5)
#loc20 = loc("ops.mlir":17:8)
#loc21 = loc("ops.mlir":18:3)
#loc22 = loc("ops.mlir":19:3)
#loc24 = loc("ops.mlir":25:3)
#loc25 = loc("ops.mlir":27:8)
#loc26 = loc("ops.mlir":28:8)
#loc27 = loc("ops.mlir":29:3)

