#loc2 = loc("src/scf-to-cf-while.loc.mlir":1:14)
#loc3 = loc("src/scf-to-cf-while.loc.mlir":1:26)
#loc4 = loc("src/scf-to-cf-while.loc.mlir":1:38)
#loc5 = loc("src/scf-to-cf-while.loc.mlir":1:46)
#loc7 = loc("src/scf-to-cf-while.loc.mlir":2:21)
#loc8 = loc("src/scf-to-cf-while.loc.mlir":2:30)
#loc16 = loc("src/scf-to-cf-while.loc.mlir":14:8)
#loc17 = loc("src/scf-to-cf-while.loc.mlir":14:17)
#loc26 = loc("src/scf-to-cf-while.loc.mlir":25:20)
#loc30 = loc("src/scf-to-cf-while.loc.mlir":30:8)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i1, i32) -> (i32, index), sym_name = "w"}> ({
  ^bb0(%arg0: index loc("src/scf-to-cf-while.loc.mlir":1:14), %arg1: index loc("src/scf-to-cf-while.loc.mlir":1:26), %arg2: i1 loc("src/scf-to-cf-while.loc.mlir":1:38), %arg3: i32 loc("src/scf-to-cf-while.loc.mlir":1:46)):
    %0:2 = "scf.while"(%arg3, %arg0) ({
    ^bb0(%arg8: i32 loc("src/scf-to-cf-while.loc.mlir":2:21), %arg9: index loc("src/scf-to-cf-while.loc.mlir":2:30)):
      %8 = "arith.cmpi"(%arg9, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1 loc(#loc9)
      %9 = "scf.execute_region"() ({
        "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc11)
      ^bb1:  // pred: ^bb0
        "scf.yield"(%arg8) : (i32) -> () loc(#loc12)
      ^bb2:  // pred: ^bb0
        %10 = "arith.addi"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc13)
        "scf.yield"(%10) : (i32) -> () loc(#loc14)
      }) : () -> i32 loc(#loc10)
      "scf.condition"(%8, %9, %arg9) : (i1, i32, index) -> () loc(#loc15)
    }, {
    ^bb0(%arg6: i32 loc("src/scf-to-cf-while.loc.mlir":14:8), %arg7: index loc("src/scf-to-cf-while.loc.mlir":14:17)):
      %4 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc18)
      %5 = "arith.addi"(%arg7, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc19)
      %6 = "scf.if"(%arg2) ({
        "scf.yield"(%arg6) : (i32) -> () loc(#loc21)
      }, {
        %7 = "arith.muli"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc22)
        "scf.yield"(%7) : (i32) -> () loc(#loc23)
      }) : (i1) -> i32 loc(#loc20)
      "scf.yield"(%6, %5) : (i32, index) -> () loc(#loc24)
    }) : (i32, index) -> (i32, index) loc(#loc6)
    %1 = "scf.while"(%arg3) ({
    ^bb0(%arg5: i32 loc("src/scf-to-cf-while.loc.mlir":25:20)):
      %2 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc27)
      %3 = "arith.cmpi"(%2, %arg3) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc28)
      "scf.condition"(%3, %2) : (i1, i32) -> () loc(#loc29)
    }, {
    ^bb0(%arg4: i32 loc("src/scf-to-cf-while.loc.mlir":30:8)):
      "scf.yield"(%arg4) : (i32) -> () loc(#loc31)
    }) : (i32) -> i32 loc(#loc25)
    "scf.while"() ({
      "scf.condition"(%arg2) : (i1) -> () loc(#loc33)
    }, {
      "test.body"() : () -> () loc(#loc34)
      "scf.yield"() : () -> () loc(#loc35)
    }) : () -> () loc(#loc32)
    "func.return"(%1, %0#1) : (i32, index) -> () loc(#loc36)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("src/scf-to-cf-while.loc.mlir":0:0)
#loc1 = loc("src/scf-to-cf-while.loc.mlir":1:1)
#loc6 = loc("whileloc")
#loc9 = loc("src/scf-to-cf-while.loc.mlir":3:13)
#loc10 = loc("src/scf-to-cf-while.loc.mlir":4:10)
#loc11 = loc("src/scf-to-cf-while.loc.mlir":5:7)
#loc12 = loc("src/scf-to-cf-while.loc.mlir":7:7)
#loc13 = loc("src/scf-to-cf-while.loc.mlir":9:12)
#loc14 = loc("src/scf-to-cf-while.loc.mlir":10:7)
#loc15 = loc("src/scf-to-cf-while.loc.mlir":12:5)
#loc18 = loc("src/scf-to-cf-while.loc.mlir":15:12)
#loc19 = loc("src/scf-to-cf-while.loc.mlir":16:10)
#loc20 = loc("src/scf-to-cf-while.loc.mlir":17:10)
#loc21 = loc("src/scf-to-cf-while.loc.mlir":18:7)
#loc22 = loc("src/scf-to-cf-while.loc.mlir":20:12)
#loc23 = loc("src/scf-to-cf-while.loc.mlir":21:7)
#loc24 = loc("src/scf-to-cf-while.loc.mlir":23:5)
#loc25 = loc("dowhile")
#loc27 = loc("src/scf-to-cf-while.loc.mlir":26:10)
#loc28 = loc("src/scf-to-cf-while.loc.mlir":27:12)
#loc29 = loc("src/scf-to-cf-while.loc.mlir":28:5)
#loc31 = loc("src/scf-to-cf-while.loc.mlir":31:5)
#loc32 = loc("src/scf-to-cf-while.loc.mlir":33:3)
#loc33 = loc("src/scf-to-cf-while.loc.mlir":34:5)
#loc34 = loc("src/scf-to-cf-while.loc.mlir":36:5)
#loc35 = loc("src/scf-to-cf-while.loc.mlir":37:5)
#loc36 = loc("src/scf-to-cf-while.loc.mlir":39:3)

