#loc2 = loc("src/scf-to-cf-index-switch.loc.mlir":1:14)
#loc3 = loc("src/scf-to-cf-index-switch.loc.mlir":1:25)
#loc4 = loc("src/scf-to-cf-index-switch.loc.mlir":1:33)
#loc23 = loc("src/scf-to-cf-index-switch.loc.mlir":36:18)
"builtin.module"() ({
  "func.func"() <{function_type = (index, i1, i32) -> i32, sym_name = "s"}> ({
  ^bb0(%arg1: index loc("src/scf-to-cf-index-switch.loc.mlir":1:14), %arg2: i1 loc("src/scf-to-cf-index-switch.loc.mlir":1:25), %arg3: i32 loc("src/scf-to-cf-index-switch.loc.mlir":1:33)):
    %0 = "scf.index_switch"(%arg1) <{cases = array<i64: 2, 5, -3>}> ({
      %4 = "arith.subi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
      "scf.yield"(%4) : (i32) -> () loc(#loc7)
    }, {
      %3 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
      "scf.yield"(%3) : (i32) -> () loc(#loc9)
    }, {
      %1 = "scf.if"(%arg2) ({
        "scf.yield"(%arg3) : (i32) -> () loc(#loc11)
      }, {
        %2 = "arith.muli"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
        "scf.yield"(%2) : (i32) -> () loc(#loc13)
      }) : (i1) -> i32 loc(#loc10)
      "scf.yield"(%1) : (i32) -> () loc(#loc14)
    }, {
      "scf.yield"(%arg3) : (i32) -> () loc(#loc15)
    }) : (index) -> i32 loc(#loc5)
    "scf.index_switch"(%arg1) <{cases = array<i64: 0>}> ({
      "scf.yield"() : () -> () loc(#loc16)
    }, {
      "test.zero"() : () -> () loc(#loc17)
      "scf.yield"() : () -> () loc(#loc18)
    }) : (index) -> () loc(#loc16)
    "scf.index_switch"(%arg1) <{cases = array<i64>}> ({
      "test.only_default"() : () -> () loc(#loc20)
      "scf.yield"() : () -> () loc(#loc19)
    }) : (index) -> () loc(#loc19)
    "func.return"(%0) : (i32) -> () loc(#loc21)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index) -> (), sym_name = "splat"}> ({
  ^bb0(%arg0: index loc("src/scf-to-cf-index-switch.loc.mlir":36:18)):
    "scf.index_switch"(%arg0) <{cases = array<i64: 5, 4294967301>}> ({
      "scf.yield"() : () -> () loc(#loc24)
    }, {
      "test.a"() : () -> () loc(#loc25)
      "scf.yield"() : () -> () loc(#loc26)
    }, {
      "test.b"() : () -> () loc(#loc27)
      "scf.yield"() : () -> () loc(#loc28)
    }) : (index) -> () loc(#loc24)
    "func.return"() : () -> () loc(#loc29)
  }) : () -> () loc(#loc22)
}) : () -> () loc(#loc)
#loc = loc("src/scf-to-cf-index-switch.loc.mlir":0:0)
#loc1 = loc("src/scf-to-cf-index-switch.loc.mlir":1:1)
#loc5 = loc("switchloc")
#loc6 = loc("src/scf-to-cf-index-switch.loc.mlir":20:10)
#loc7 = loc("src/scf-to-cf-index-switch.loc.mlir":21:5)
#loc8 = loc("src/scf-to-cf-index-switch.loc.mlir":4:10)
#loc9 = loc("src/scf-to-cf-index-switch.loc.mlir":5:5)
#loc10 = loc("src/scf-to-cf-index-switch.loc.mlir":8:10)
#loc11 = loc("src/scf-to-cf-index-switch.loc.mlir":9:7)
#loc12 = loc("src/scf-to-cf-index-switch.loc.mlir":11:12)
#loc13 = loc("src/scf-to-cf-index-switch.loc.mlir":12:7)
#loc14 = loc("src/scf-to-cf-index-switch.loc.mlir":14:5)
#loc15 = loc("src/scf-to-cf-index-switch.loc.mlir":17:5)
#loc16 = loc("src/scf-to-cf-index-switch.loc.mlir":23:3)
#loc17 = loc("src/scf-to-cf-index-switch.loc.mlir":25:5)
#loc18 = loc("src/scf-to-cf-index-switch.loc.mlir":26:5)
#loc19 = loc("src/scf-to-cf-index-switch.loc.mlir":30:3)
#loc20 = loc("src/scf-to-cf-index-switch.loc.mlir":32:5)
#loc21 = loc("src/scf-to-cf-index-switch.loc.mlir":34:3)
#loc22 = loc("src/scf-to-cf-index-switch.loc.mlir":36:1)
#loc24 = loc("src/scf-to-cf-index-switch.loc.mlir":37:3)
#loc25 = loc("src/scf-to-cf-index-switch.loc.mlir":39:5)
#loc26 = loc("src/scf-to-cf-index-switch.loc.mlir":40:5)
#loc27 = loc("src/scf-to-cf-index-switch.loc.mlir":43:5)
#loc28 = loc("src/scf-to-cf-index-switch.loc.mlir":44:5)
#loc29 = loc("src/scf-to-cf-index-switch.loc.mlir":48:3)

