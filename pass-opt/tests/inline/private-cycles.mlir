#loc2 = loc("src/private-cycles.mlir":4:16)
#loc7 = loc("src/private-cycles.mlir":9:24)
#loc12 = loc("src/private-cycles.mlir":14:24)
#loc17 = loc("src/private-cycles.mlir":19:24)
#loc22 = loc("src/private-cycles.mlir":24:24)
#loc26 = loc("src/private-cycles.mlir":28:19)
#loc31 = loc("src/private-cycles.mlir":33:19)
#loc32 = loc("src/private-cycles.mlir":33:28)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg7: i32 loc("src/private-cycles.mlir":4:16)):
    %11 = "func.call"(%arg7) <{callee = @b}> : (i32) -> i32 loc(#loc3)
    %12 = "arith.muli"(%11, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    "func.return"(%12) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "b", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32 loc("src/private-cycles.mlir":9:24)):
    %9 = "func.call"(%arg6) <{callee = @c}> : (i32) -> i32 loc(#loc8)
    %10 = "arith.subi"(%9, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    "func.return"(%10) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc6)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "c", sym_visibility = "private"}> ({
  ^bb0(%arg5: i32 loc("src/private-cycles.mlir":14:24)):
    %7 = "func.call"(%arg5) <{callee = @a}> : (i32) -> i32 loc(#loc13)
    %8 = "arith.addi"(%7, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
    "func.return"(%8) : (i32) -> () loc(#loc15)
  }) : () -> () loc(#loc11)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p", sym_visibility = "private"}> ({
  ^bb0(%arg4: i32 loc("src/private-cycles.mlir":19:24)):
    %5 = "func.call"(%arg4) <{callee = @q}> : (i32) -> i32 loc(#loc18)
    %6 = "func.call"(%5) <{callee = @q}> : (i32) -> i32 loc(#loc19)
    "func.return"(%6) : (i32) -> () loc(#loc20)
  }) : () -> () loc(#loc16)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "q", sym_visibility = "private"}> ({
  ^bb0(%arg3: i32 loc("src/private-cycles.mlir":24:24)):
    %4 = "func.call"(%arg3) <{callee = @p}> : (i32) -> i32 loc(#loc23)
    "func.return"(%4) : (i32) -> () loc(#loc24)
  }) : () -> () loc(#loc21)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "user"}> ({
  ^bb0(%arg2: i32 loc("src/private-cycles.mlir":28:19)):
    %2 = "func.call"(%arg2) <{callee = @p}> : (i32) -> i32 loc(#loc27)
    %3 = "func.call"(%2) <{callee = @b}> : (i32) -> i32 loc(#loc28)
    "func.return"(%3) : (i32) -> () loc(#loc29)
  }) : () -> () loc(#loc25)
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "self"}> ({
  ^bb0(%arg0: i32 loc("src/private-cycles.mlir":33:19), %arg1: i1 loc("src/private-cycles.mlir":33:28)):
    %0 = "scf.if"(%arg1) ({
      %1 = "func.call"(%arg0, %arg1) <{callee = @self}> : (i32, i1) -> i32 loc(#loc34)
      "scf.yield"(%1) : (i32) -> () loc(#loc35)
    }, {
      "scf.yield"(%arg0) : (i32) -> () loc(#loc36)
    }) : (i1) -> i32 loc(#loc33)
    "func.return"(%0) : (i32) -> () loc(#loc37)
  }) : () -> () loc(#loc30)
}) : () -> () loc(#loc)
#loc = loc("src/private-cycles.mlir":3:1)
#loc1 = loc("src/private-cycles.mlir":4:3)
#loc3 = loc("src/private-cycles.mlir":5:10)
#loc4 = loc("src/private-cycles.mlir":6:10)
#loc5 = loc("src/private-cycles.mlir":7:5)
#loc6 = loc("src/private-cycles.mlir":9:3)
#loc8 = loc("src/private-cycles.mlir":10:10)
#loc9 = loc("src/private-cycles.mlir":11:10)
#loc10 = loc("src/private-cycles.mlir":12:5)
#loc11 = loc("src/private-cycles.mlir":14:3)
#loc13 = loc("src/private-cycles.mlir":15:10)
#loc14 = loc("src/private-cycles.mlir":16:10)
#loc15 = loc("src/private-cycles.mlir":17:5)
#loc16 = loc("src/private-cycles.mlir":19:3)
#loc18 = loc("src/private-cycles.mlir":20:10)
#loc19 = loc("src/private-cycles.mlir":21:10)
#loc20 = loc("src/private-cycles.mlir":22:5)
#loc21 = loc("src/private-cycles.mlir":24:3)
#loc23 = loc("src/private-cycles.mlir":25:10)
#loc24 = loc("src/private-cycles.mlir":26:5)
#loc25 = loc("src/private-cycles.mlir":28:3)
#loc27 = loc("src/private-cycles.mlir":29:10)
#loc28 = loc("src/private-cycles.mlir":30:10)
#loc29 = loc("src/private-cycles.mlir":31:5)
#loc30 = loc("src/private-cycles.mlir":33:3)
#loc33 = loc("src/private-cycles.mlir":34:10)
#loc34 = loc("src/private-cycles.mlir":35:12)
#loc35 = loc("src/private-cycles.mlir":36:7)
#loc36 = loc("src/private-cycles.mlir":38:7)
#loc37 = loc("src/private-cycles.mlir":40:5)

