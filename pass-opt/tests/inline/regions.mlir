#loc2 = loc("src/regions.mlir":4:31)
#loc8 = loc("src/regions.mlir":11:28)
#loc9 = loc("src/regions.mlir":11:36)
#loc14 = loc("src/regions.mlir":18:8)
#loc17 = loc("src/regions.mlir":21:29)
#loc21 = loc("src/regions.mlir":25:21)
#loc22 = loc("src/regions.mlir":25:29)
#loc30 = loc("src/regions.mlir":33:18)
#loc31 = loc("src/regions.mlir":33:53)
#loc35 = loc("src/regions.mlir":37:23)
#loc38 = loc("src/regions.mlir":41:10)
#loc39 = loc("src/regions.mlir":41:19)
#loc43 = loc("src/regions.mlir":46:26)
#loc44 = loc("src/regions.mlir":46:34)
#loc46 = loc("src/regions.mlir":47:23)
#loc48 = loc("src/regions.mlir":50:10)
#loc49 = loc("src/regions.mlir":50:19)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ref_only", sym_visibility = "private"}> ({
  ^bb0(%arg15: i32 loc("src/regions.mlir":4:31)):
    "func.return"(%arg15) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "takes_ref"}> ({
    %14 = "func.constant"() <{value = @ref_only}> : () -> ((i32) -> i32) loc(#loc5)
    "func.return"(%14) : ((i32) -> i32) -> () loc(#loc6)
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = (i1, i32) -> (i32, i32), sym_name = "multi", sym_visibility = "private"}> ({
  ^bb0(%arg13: i1 loc("src/regions.mlir":11:28), %arg14: i32 loc("src/regions.mlir":11:36)):
    "cf.cond_br"(%arg13)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc10)
  ^bb1:  // pred: ^bb0
    "func.return"(%arg14, %arg14) : (i32, i32) -> () loc(#loc11)
  ^bb2:  // pred: ^bb0
    %12 = "arith.addi"(%arg14, %arg14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
    "cf.br"(%12)[^bb3] : (i32) -> () loc(#loc13)
  ^bb3(%13: i32 loc("src/regions.mlir":18:8)):  // pred: ^bb2
    "func.return"(%13, %arg14) : (i32, i32) -> () loc(#loc15)
  }) : () -> () loc(#loc7)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "single", sym_visibility = "private"}> ({
  ^bb0(%arg12: i32 loc("src/regions.mlir":21:29)):
    %11 = "arith.muli"(%arg12, %arg12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc18)
    "func.return"(%11) : (i32) -> () loc(#loc19)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg5: i1 loc("src/regions.mlir":25:21), %arg6: i32 loc("src/regions.mlir":25:29)):
    %2 = "scf.execute_region"() ({
      %10:2 = "func.call"(%arg5, %arg6) <{callee = @multi}> : (i1, i32) -> (i32, i32) loc(#loc24)
      "scf.yield"(%10#0) : (i32) -> () loc(#loc25)
    }) : () -> i32 loc(#loc23)
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc26)
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc27)
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc28)
    %6 = "scf.for"(%3, %4, %5, %2) ({
    ^bb0(%arg10: index loc("src/regions.mlir":33:18), %arg11: i32 loc("src/regions.mlir":33:53)):
      %9 = "func.call"(%arg11) <{callee = @single}> : (i32) -> i32 loc(#loc32)
      "scf.yield"(%9) : (i32) -> () loc(#loc33)
    }) : (index, index, index, i32) -> i32 loc(#loc29)
    %7:2 = "scf.while"(%6) ({
    ^bb0(%arg9: i32 loc("src/regions.mlir":37:23)):
      %8:2 = "func.call"(%arg5, %arg9) <{callee = @multi}> : (i1, i32) -> (i32, i32) loc(#loc36)
      "scf.condition"(%arg5, %8#0, %8#1) : (i1, i32, i32) -> () loc(#loc37)
    }, {
    ^bb0(%arg7: i32 loc("src/regions.mlir":41:10), %arg8: i32 loc("src/regions.mlir":41:19)):
      "scf.yield"(%arg7) : (i32) -> () loc(#loc40)
    }) : (i32) -> (i32, i32) loc(#loc34)
    "func.return"(%7#0) : (i32) -> () loc(#loc41)
  }) : () -> () loc(#loc20)
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "while_after"}> ({
  ^bb0(%arg0: i1 loc("src/regions.mlir":46:26), %arg1: i32 loc("src/regions.mlir":46:34)):
    %0:2 = "scf.while"(%arg1) ({
    ^bb0(%arg4: i32 loc("src/regions.mlir":47:23)):
      "scf.condition"(%arg0, %arg4, %arg4) : (i1, i32, i32) -> () loc(#loc47)
    }, {
    ^bb0(%arg2: i32 loc("src/regions.mlir":50:10), %arg3: i32 loc("src/regions.mlir":50:19)):
      %1:2 = "func.call"(%arg0, %arg2) <{callee = @multi}> : (i1, i32) -> (i32, i32) loc(#loc50)
      "scf.yield"(%1#0) : (i32) -> () loc(#loc51)
    }) : (i32) -> (i32, i32) loc(#loc45)
    "func.return"(%0#0) : (i32) -> () loc(#loc52)
  }) : () -> () loc(#loc42)
}) : () -> () loc(#loc)
#loc = loc("src/regions.mlir":3:1)
#loc1 = loc("src/regions.mlir":4:3)
#loc3 = loc("src/regions.mlir":5:5)
#loc4 = loc("src/regions.mlir":7:3)
#loc5 = loc("src/regions.mlir":8:10)
#loc6 = loc("src/regions.mlir":9:5)
#loc7 = loc("src/regions.mlir":11:3)
#loc10 = loc("src/regions.mlir":12:5)
#loc11 = loc("src/regions.mlir":14:5)
#loc12 = loc("src/regions.mlir":16:10)
#loc13 = loc("src/regions.mlir":17:5)
#loc15 = loc("src/regions.mlir":19:5)
#loc16 = loc("src/regions.mlir":21:3)
#loc18 = loc("src/regions.mlir":22:10)
#loc19 = loc("src/regions.mlir":23:5)
#loc20 = loc("src/regions.mlir":25:3)
#loc23 = loc("src/regions.mlir":26:10)
#loc24 = loc("src/regions.mlir":27:14)
#loc25 = loc("src/regions.mlir":28:7)
#loc26 = loc("src/regions.mlir":30:11)
#loc27 = loc("src/regions.mlir":31:11)
#loc28 = loc("src/regions.mlir":32:11)
#loc29 = loc("src/regions.mlir":33:10)
#loc32 = loc("src/regions.mlir":34:12)
#loc33 = loc("src/regions.mlir":35:7)
#loc34 = loc("src/regions.mlir":37:12)
#loc36 = loc("src/regions.mlir":38:14)
#loc37 = loc("src/regions.mlir":39:7)
#loc40 = loc("src/regions.mlir":42:7)
#loc41 = loc("src/regions.mlir":44:5)
#loc42 = loc("src/regions.mlir":46:3)
#loc45 = loc("src/regions.mlir":47:12)
#loc47 = loc("src/regions.mlir":48:7)
#loc50 = loc("src/regions.mlir":51:14)
#loc51 = loc("src/regions.mlir":52:7)
#loc52 = loc("src/regions.mlir":54:5)

