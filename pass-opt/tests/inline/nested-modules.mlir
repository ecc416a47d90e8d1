#loc2 = loc("src/nested-modules.mlir":4:24)
#loc7 = loc("src/nested-modules.mlir":9:26)
#loc11 = loc("src/nested-modules.mlir":13:18)
#loc16 = loc("src/nested-modules.mlir":18:26)
#loc21 = loc("src/nested-modules.mlir":23:20)
#loc25 = loc("src/nested-modules.mlir":27:29)
#loc30 = loc("src/nested-modules.mlir":34:18)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg6: i32 loc("src/nested-modules.mlir":4:24)):
    %9 = "arith.addi"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    "func.return"(%9) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "builtin.module"() <{sym_name = "m"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg5: i32 loc("src/nested-modules.mlir":9:26)):
      %8 = "arith.muli"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
      "func.return"(%8) : (i32) -> () loc(#loc9)
    }) : () -> () loc(#loc6)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
    ^bb0(%arg4: i32 loc("src/nested-modules.mlir":13:18)):
      %6 = "func.call"(%arg4) <{callee = @f}> : (i32) -> i32 loc(#loc12)
      %7 = "func.call"(%6) <{callee = @h}> : (i32) -> i32 loc(#loc13)
      "func.return"(%7) : (i32) -> () loc(#loc14)
    }) : () -> () loc(#loc10)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "h", sym_visibility = "private"}> ({
    ^bb0(%arg3: i32 loc("src/nested-modules.mlir":18:26)):
      %5 = "func.call"(%arg3) <{callee = @f}> : (i32) -> i32 loc(#loc17)
      "func.return"(%5) : (i32) -> () loc(#loc18)
    }) : () -> () loc(#loc15)
    "builtin.module"() <{sym_name = "inner"}> ({
      "func.func"() <{function_type = (i32) -> i32, sym_name = "k"}> ({
      ^bb0(%arg2: i32 loc("src/nested-modules.mlir":23:20)):
        %4 = "func.call"(%arg2) <{callee = @k2}> : (i32) -> i32 loc(#loc22)
        "func.return"(%4) : (i32) -> () loc(#loc23)
      }) : () -> () loc(#loc20)
      "func.func"() <{function_type = (i32) -> i32, sym_name = "k2", sym_visibility = "private"}> ({
      ^bb0(%arg1: i32 loc("src/nested-modules.mlir":27:29)):
        %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(#loc26)
        %3 = "arith.subi"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc27)
        "func.return"(%3) : (i32) -> () loc(#loc28)
      }) : () -> () loc(#loc24)
    }) : () -> () loc(#loc19)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg0: i32 loc("src/nested-modules.mlir":34:18)):
    %0 = "func.call"(%arg0) <{callee = @f}> : (i32) -> i32 loc(#loc31)
    %1 = "foo.call"(%0) {callee = @m::@g} : (i32) -> i32 loc(#loc32)
    "func.return"(%1) : (i32) -> () loc(#loc33)
  }) : () -> () loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("src/nested-modules.mlir":3:1)
#loc1 = loc("src/nested-modules.mlir":4:3)
#loc3 = loc("src/nested-modules.mlir":5:10)
#loc4 = loc("src/nested-modules.mlir":6:5)
#loc5 = loc("src/nested-modules.mlir":8:3)
#loc6 = loc("src/nested-modules.mlir":9:5)
#loc8 = loc("src/nested-modules.mlir":10:12)
#loc9 = loc("src/nested-modules.mlir":11:7)
#loc10 = loc("src/nested-modules.mlir":13:5)
#loc12 = loc("src/nested-modules.mlir":14:12)
#loc13 = loc("src/nested-modules.mlir":15:12)
#loc14 = loc("src/nested-modules.mlir":16:7)
#loc15 = loc("src/nested-modules.mlir":18:5)
#loc17 = loc("src/nested-modules.mlir":19:12)
#loc18 = loc("src/nested-modules.mlir":20:7)
#loc19 = loc("src/nested-modules.mlir":22:5)
#loc20 = loc("src/nested-modules.mlir":23:7)
#loc22 = loc("src/nested-modules.mlir":24:14)
#loc23 = loc("src/nested-modules.mlir":25:9)
#loc24 = loc("src/nested-modules.mlir":27:7)
#loc26 = loc("src/nested-modules.mlir":28:14)
#loc27 = loc("src/nested-modules.mlir":29:14)
#loc28 = loc("src/nested-modules.mlir":30:9)
#loc29 = loc("src/nested-modules.mlir":34:3)
#loc31 = loc("src/nested-modules.mlir":35:10)
#loc32 = loc("src/nested-modules.mlir":36:10)
#loc33 = loc("src/nested-modules.mlir":37:5)

