#loc2 = loc("src/scf-to-cf-execute-region.loc.mlir":1:14)
#loc3 = loc("src/scf-to-cf-execute-region.loc.mlir":1:22)
#loc4 = loc("src/scf-to-cf-execute-region.loc.mlir":1:31)
#loc5 = loc("src/scf-to-cf-execute-region.loc.mlir":1:43)
#loc6 = loc("src/scf-to-cf-execute-region.loc.mlir":1:55)
#loc10 = loc("src/scf-to-cf-execute-region.loc.mlir":5:8)
#loc14 = loc("src/scf-to-cf-execute-region.loc.mlir":9:18)
#loc15 = loc("src/scf-to-cf-execute-region.loc.mlir":9:53)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, index, index, index) -> i32, sym_name = "e"}> ({
  ^bb0(%arg0: i1 loc("src/scf-to-cf-execute-region.loc.mlir":1:14), %arg1: i32 loc("src/scf-to-cf-execute-region.loc.mlir":1:22), %arg2: index loc("src/scf-to-cf-execute-region.loc.mlir":1:31), %arg3: index loc("src/scf-to-cf-execute-region.loc.mlir":1:43), %arg4: index loc("src/scf-to-cf-execute-region.loc.mlir":1:55)):
    %0:2 = "scf.execute_region"() ({
      %1 = "arith.constant"() <{value = 7 : i64}> : () -> i64 loc(#loc8)
      "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc9)
    ^bb1(%2: i32 loc("src/scf-to-cf-execute-region.loc.mlir":5:8)):  // pred: ^bb0
      %3 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "scf.yield"(%3, %1) : (i32, i64) -> () loc(#loc12)
    ^bb2:  // pred: ^bb0
      %4 = "scf.for"(%arg2, %arg3, %arg4, %arg1) ({
      ^bb0(%arg5: index loc("src/scf-to-cf-execute-region.loc.mlir":9:18), %arg6: i32 loc("src/scf-to-cf-execute-region.loc.mlir":9:53)):
        %5 = "scf.execute_region"() ({
          %6 = "arith.muli"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc17)
          "scf.yield"(%6) : (i32) -> () loc(#loc18)
        }) : () -> i32 loc(#loc16)
        "scf.yield"(%5) : (i32) -> () loc(#loc19)
      }) : (index, index, index, i32) -> i32 loc(#loc13)
      "scf.yield"(%4, %1) : (i32, i64) -> () loc(#loc20)
    }) : () -> (i32, i64) loc(#loc7)
    "scf.execute_region"() ({
      "test.side"() : () -> () loc(#loc22)
      "scf.yield"() : () -> () loc(#loc23)
    }) : () -> () loc(#loc21)
    "scf.execute_region"() <{no_inline}> ({
      "test.noinline"() : () -> () loc(#loc25)
      "scf.yield"() : () -> () loc(#loc26)
    }) : () -> () loc(#loc24)
    "func.return"(%0#0) : (i32) -> () loc(#loc27)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("src/scf-to-cf-execute-region.loc.mlir":0:0)
#loc1 = loc("src/scf-to-cf-execute-region.loc.mlir":1:1)
#loc7 = loc("execloc")
#loc8 = loc("src/scf-to-cf-execute-region.loc.mlir":3:10)
#loc9 = loc("src/scf-to-cf-execute-region.loc.mlir":4:5)
#loc11 = loc("src/scf-to-cf-execute-region.loc.mlir":6:10)
#loc12 = loc("src/scf-to-cf-execute-region.loc.mlir":7:5)
#loc13 = loc("src/scf-to-cf-execute-region.loc.mlir":9:10)
#loc16 = loc("src/scf-to-cf-execute-region.loc.mlir":10:12)
#loc17 = loc("src/scf-to-cf-execute-region.loc.mlir":11:14)
#loc18 = loc("src/scf-to-cf-execute-region.loc.mlir":12:9)
#loc19 = loc("src/scf-to-cf-execute-region.loc.mlir":14:7)
#loc20 = loc("src/scf-to-cf-execute-region.loc.mlir":16:5)
#loc21 = loc("src/scf-to-cf-execute-region.loc.mlir":18:3)
#loc22 = loc("src/scf-to-cf-execute-region.loc.mlir":19:5)
#loc23 = loc("src/scf-to-cf-execute-region.loc.mlir":20:5)
#loc24 = loc("src/scf-to-cf-execute-region.loc.mlir":22:3)
#loc25 = loc("src/scf-to-cf-execute-region.loc.mlir":23:5)
#loc26 = loc("src/scf-to-cf-execute-region.loc.mlir":24:5)
#loc27 = loc("src/scf-to-cf-execute-region.loc.mlir":26:3)

