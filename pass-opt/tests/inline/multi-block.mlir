#loc2 = loc("src/multi-block.mlir":4:28)
#loc3 = loc("src/multi-block.mlir":4:36)
#loc7 = loc("src/multi-block.mlir":9:8)
#loc10 = loc("src/multi-block.mlir":12:29)
#loc14 = loc("src/multi-block.mlir":16:21)
#loc15 = loc("src/multi-block.mlir":16:29)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "multi", sym_visibility = "private"}> ({
  ^bb0(%arg3: i1 loc("src/multi-block.mlir":4:28), %arg4: i32 loc("src/multi-block.mlir":4:36)):
    "cf.cond_br"(%arg3, %arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    %7 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "func.return"(%7) : (i32) -> () loc(#loc6)
  ^bb2(%8: i32 loc("src/multi-block.mlir":9:8)):  // pred: ^bb0
    "func.return"(%8) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "single", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32 loc("src/multi-block.mlir":12:29)):
    %6 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
    "func.return"(%6) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc9)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i1 loc("src/multi-block.mlir":16:21), %arg1: i32 loc("src/multi-block.mlir":16:29)):
    %0 = "func.call"(%arg0, %arg1) <{callee = @multi}> : (i1, i32) -> i32 loc(#loc16)
    %1 = "scf.if"(%arg0) ({
      %4 = "func.call"(%arg0, %0) <{callee = @multi}> : (i1, i32) -> i32 loc(#loc18)
      %5 = "func.call"(%4) <{callee = @single}> : (i32) -> i32 loc(#loc19)
      "scf.yield"(%5) : (i32) -> () loc(#loc20)
    }, {
      "scf.yield"(%0) : (i32) -> () loc(#loc21)
    }) : (i1) -> i32 loc(#loc17)
    %2 = "func.call"(%arg0, %1) <{callee = @multi}> : (i1, i32) -> i32 loc(#loc22)
    %3 = "arith.addi"(%2, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc23)
    "func.return"(%3) : (i32) -> () loc(#loc24)
  }) : () -> () loc(#loc13)
  "func.func"() <{function_type = () -> (), sym_name = "noret"}> ({
    "func.call"() <{callee = @eff}> : () -> () loc(#loc26)
    "func.call"() <{callee = @eff}> : () -> () loc(#loc27)
    "func.return"() : () -> () loc(#loc28)
  }) : () -> () loc(#loc25)
  "func.func"() <{function_type = () -> (), sym_name = "eff", sym_visibility = "private"}> ({
    "foo.effect"() : () -> () loc(#loc30)
    "func.return"() : () -> () loc(#loc31)
  }) : () -> () loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("src/multi-block.mlir":3:1)
#loc1 = loc("src/multi-block.mlir":4:3)
#loc4 = loc("src/multi-block.mlir":5:5)
#loc5 = loc("src/multi-block.mlir":7:10)
#loc6 = loc("src/multi-block.mlir":8:5)
#loc8 = loc("src/multi-block.mlir":10:5)
#loc9 = loc("src/multi-block.mlir":12:3)
#loc11 = loc("src/multi-block.mlir":13:10)
#loc12 = loc("src/multi-block.mlir":14:5)
#loc13 = loc("src/multi-block.mlir":16:3)
#loc16 = loc("src/multi-block.mlir":17:10)
#loc17 = loc("src/multi-block.mlir":18:10)
#loc18 = loc("src/multi-block.mlir":19:12)
#loc19 = loc("src/multi-block.mlir":20:12)
#loc20 = loc("src/multi-block.mlir":21:7)
#loc21 = loc("src/multi-block.mlir":23:7)
#loc22 = loc("src/multi-block.mlir":25:10)
#loc23 = loc("src/multi-block.mlir":26:10)
#loc24 = loc("src/multi-block.mlir":27:5)
#loc25 = loc("src/multi-block.mlir":29:3)
#loc26 = loc("src/multi-block.mlir":30:5)
#loc27 = loc("src/multi-block.mlir":31:5)
#loc28 = loc("src/multi-block.mlir":32:5)
#loc29 = loc("src/multi-block.mlir":34:3)
#loc30 = loc("src/multi-block.mlir":35:5)
#loc31 = loc("src/multi-block.mlir":36:5)

