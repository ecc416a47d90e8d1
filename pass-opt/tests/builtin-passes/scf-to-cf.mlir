#loc2 = loc("src/scf-to-cf.loc.mlir":1:14)
#loc3 = loc("src/scf-to-cf.loc.mlir":1:26)
#loc4 = loc("src/scf-to-cf.loc.mlir":1:38)
#loc5 = loc("src/scf-to-cf.loc.mlir":1:50)
#loc6 = loc("src/scf-to-cf.loc.mlir":1:58)
#loc8 = loc("src/scf-to-cf.loc.mlir":2:16)
#loc9 = loc("src/scf-to-cf.loc.mlir":2:51)
#loc11 = loc("src/scf-to-cf.loc.mlir":3:18)
#loc12 = loc("src/scf-to-cf.loc.mlir":3:53)
#loc22 = loc("src/scf-to-cf.loc.mlir":17:20)
#loc27 = loc("src/scf-to-cf.loc.mlir":24:11)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1, i32) -> i32, sym_name = "a"}> ({
  ^bb0(%arg0: index loc("src/scf-to-cf.loc.mlir":1:14), %arg1: index loc("src/scf-to-cf.loc.mlir":1:26), %arg2: index loc("src/scf-to-cf.loc.mlir":1:38), %arg3: i1 loc("src/scf-to-cf.loc.mlir":1:50), %arg4: i32 loc("src/scf-to-cf.loc.mlir":1:58)):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
    ^bb0(%arg7: index loc("src/scf-to-cf.loc.mlir":2:16), %arg8: i32 loc("src/scf-to-cf.loc.mlir":2:51)):
      %1 = "scf.for"(%arg0, %arg1, %arg2, %arg8) ({
      ^bb0(%arg9: index loc("src/scf-to-cf.loc.mlir":3:18), %arg10: i32 loc("src/scf-to-cf.loc.mlir":3:53)):
        %2 = "scf.if"(%arg3) ({
          "scf.yield"(%arg10) : (i32) -> () loc(#loc14)
        }, {
          %3 = "arith.addi"(%arg10, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc15)
          "scf.yield"(%3) : (i32) -> () loc(#loc16)
        }) : (i1) -> i32 loc(#loc13)
        "scf.yield"(%2) : (i32) -> () loc(#loc17)
      }) : (index, index, index, i32) -> i32 loc(#loc10)
      "scf.if"(%arg3) ({
        "test.foo"() : () -> () loc(#loc19)
        "scf.yield"() : () -> () loc(#loc18)
      }, {
      }) : (i1) -> () loc(#loc18)
      "scf.yield"(%1) : (i32) -> () loc(#loc20)
    }) : (index, index, index, i32) -> i32 loc(#loc7)
    "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg6: index loc("src/scf-to-cf.loc.mlir":17:20)):
      "scf.if"(%arg3) ({
        "test.bar"() : () -> () loc(#loc24)
        "scf.yield"() : () -> () loc(#loc23)
      }, {
        "test.baz"() : () -> () loc(#loc25)
        "scf.yield"() : () -> () loc(#loc23)
      }) : (i1) -> () loc(#loc23)
      "scf.yield"() : () -> () loc(#loc21)
    }) : (index, index, index) -> () loc(#loc21)
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg5: index loc("src/scf-to-cf.loc.mlir":24:11)):
      "scf.yield"() : () -> () loc(#loc26)
    }) : (index, index, index) -> () loc(#loc26)
    "func.return"(%0) : (i32) -> () loc(#loc28)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("src/scf-to-cf.loc.mlir":0:0)
#loc1 = loc("src/scf-to-cf.loc.mlir":1:1)
#loc7 = loc("forloc")
#loc10 = loc("src/scf-to-cf.loc.mlir":3:10)
#loc13 = loc("src/scf-to-cf.loc.mlir":4:12)
#loc14 = loc("src/scf-to-cf.loc.mlir":5:9)
#loc15 = loc("src/scf-to-cf.loc.mlir":7:14)
#loc16 = loc("src/scf-to-cf.loc.mlir":8:9)
#loc17 = loc("src/scf-to-cf.loc.mlir":10:7)
#loc18 = loc("src/scf-to-cf.loc.mlir":12:5)
#loc19 = loc("src/scf-to-cf.loc.mlir":13:7)
#loc20 = loc("src/scf-to-cf.loc.mlir":15:5)
#loc21 = loc("src/scf-to-cf.loc.mlir":17:3)
#loc23 = loc("src/scf-to-cf.loc.mlir":18:5)
#loc24 = loc("src/scf-to-cf.loc.mlir":19:7)
#loc25 = loc("src/scf-to-cf.loc.mlir":21:7)
#loc26 = loc("src/scf-to-cf.loc.mlir":24:3)
#loc28 = loc("src/scf-to-cf.loc.mlir":26:3)

