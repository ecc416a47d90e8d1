#loc2 = loc("src/scf-to-cf-forall.loc.mlir":1:14)
#loc3 = loc("src/scf-to-cf-forall.loc.mlir":1:25)
#loc5 = loc("src/scf-to-cf-forall.loc.mlir":2:15)
#loc6 = loc("src/scf-to-cf-forall.loc.mlir":2:19)
#loc10 = loc("src/scf-to-cf-forall.loc.mlir":5:15)
#loc14 = loc("src/scf-to-cf-forall.loc.mlir":10:17)
#loc15 = loc("src/scf-to-cf-forall.loc.mlir":10:28)
#loc16 = loc("src/scf-to-cf-forall.loc.mlir":10:40)
#loc17 = loc("src/scf-to-cf-forall.loc.mlir":10:52)
#loc19 = loc("src/scf-to-cf-forall.loc.mlir":11:11)
#loc21 = loc("src/scf-to-cf-forall.loc.mlir":12:17)
#loc22 = loc("src/scf-to-cf-forall.loc.mlir":12:21)
#loc23 = loc("src/scf-to-cf-forall.loc.mlir":12:25)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg8: index loc("src/scf-to-cf-forall.loc.mlir":1:14), %arg9: index loc("src/scf-to-cf-forall.loc.mlir":1:25)):
    "scf.forall"(%arg9, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 2, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 10>}> ({
    ^bb0(%arg11: index loc("src/scf-to-cf-forall.loc.mlir":2:15), %arg12: index loc("src/scf-to-cf-forall.loc.mlir":2:19)):
      "test.body"(%arg11, %arg12) : (index, index) -> () loc(#loc7)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc8)
    }) : (index, index, index) -> () loc(#loc4)
    "scf.forall"(%arg8) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg10: index loc("src/scf-to-cf-forall.loc.mlir":5:15)):
      "test.b"(%arg10) : (index) -> () loc(#loc11)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc9)
    }) : (index) -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index, index, index, i1) -> (), sym_name = "nest"}> ({
  ^bb0(%arg0: index loc("src/scf-to-cf-forall.loc.mlir":10:17), %arg1: index loc("src/scf-to-cf-forall.loc.mlir":10:28), %arg2: index loc("src/scf-to-cf-forall.loc.mlir":10:40), %arg3: i1 loc("src/scf-to-cf-forall.loc.mlir":10:52)):
    "scf.for"(%arg1, %arg0, %arg2) ({
    ^bb0(%arg4: index loc("src/scf-to-cf-forall.loc.mlir":11:11)):
      "scf.forall"(%arg0, %arg4) <{mapping = [#gpu.thread<x>, #gpu.thread<y>, #gpu.thread<z>], operandSegmentSizes = array<i32: 0, 2, 0, 0>, staticLowerBound = array<i64: 0, 0, 0>, staticStep = array<i64: 1, 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4, -9223372036854775808>}> ({
      ^bb0(%arg5: index loc("src/scf-to-cf-forall.loc.mlir":12:17), %arg6: index loc("src/scf-to-cf-forall.loc.mlir":12:21), %arg7: index loc("src/scf-to-cf-forall.loc.mlir":12:25)):
        "scf.if"(%arg3) ({
          "test.then"(%arg5, %arg6, %arg7) : (index, index, index) -> () loc(#loc25)
          "scf.yield"() : () -> () loc(#loc24)
        }, {
        }) : (i1) -> () loc(#loc24)
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> () loc(#loc20)
      }) : (index, index) -> () loc(#loc20)
      "scf.yield"() : () -> () loc(#loc18)
    }) : (index, index, index) -> () loc(#loc18)
    "func.return"() : () -> () loc(#loc26)
  }) : () -> () loc(#loc13)
}) : () -> () loc(#loc)
#loc = loc("src/scf-to-cf-forall.loc.mlir":0:0)
#loc1 = loc("src/scf-to-cf-forall.loc.mlir":1:1)
#loc4 = loc("faloc")
#loc7 = loc("src/scf-to-cf-forall.loc.mlir":3:5)
#loc8 = loc("src/scf-to-cf-forall.loc.mlir":2:3)
#loc9 = loc("src/scf-to-cf-forall.loc.mlir":5:3)
#loc11 = loc("src/scf-to-cf-forall.loc.mlir":6:5)
#loc12 = loc("src/scf-to-cf-forall.loc.mlir":8:3)
#loc13 = loc("src/scf-to-cf-forall.loc.mlir":10:1)
#loc18 = loc("src/scf-to-cf-forall.loc.mlir":11:3)
#loc20 = loc("src/scf-to-cf-forall.loc.mlir":12:5)
#loc24 = loc("src/scf-to-cf-forall.loc.mlir":13:7)
#loc25 = loc("src/scf-to-cf-forall.loc.mlir":14:9)
#loc26 = loc("src/scf-to-cf-forall.loc.mlir":18:3)

