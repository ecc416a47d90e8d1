#loc2 = loc("src/scf-to-cf-nest.loc.mlir":1:14)
#loc3 = loc("src/scf-to-cf-nest.loc.mlir":1:22)
#loc4 = loc("src/scf-to-cf-nest.loc.mlir":1:31)
#loc5 = loc("src/scf-to-cf-nest.loc.mlir":1:43)
#loc6 = loc("src/scf-to-cf-nest.loc.mlir":1:55)
#loc7 = loc("src/scf-to-cf-nest.loc.mlir":1:67)
#loc9 = loc("src/scf-to-cf-nest.loc.mlir":2:16)
#loc10 = loc("src/scf-to-cf-nest.loc.mlir":2:52)
#loc12 = loc("src/scf-to-cf-nest.loc.mlir":3:21)
#loc21 = loc("src/scf-to-cf-nest.loc.mlir":19:10)
#loc23 = loc("src/scf-to-cf-nest.loc.mlir":20:21)
#loc24 = loc("src/scf-to-cf-nest.loc.mlir":20:56)
#loc29 = loc("src/scf-to-cf-nest.loc.mlir":26:21)
#loc32 = loc("src/scf-to-cf-nest.loc.mlir":30:10)
#loc49 = loc("src/scf-to-cf-nest.loc.mlir":63:18)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, index, index, index, index) -> i32, sym_name = "n"}> ({
  ^bb0(%arg1: i1 loc("src/scf-to-cf-nest.loc.mlir":1:14), %arg2: i32 loc("src/scf-to-cf-nest.loc.mlir":1:22), %arg3: index loc("src/scf-to-cf-nest.loc.mlir":1:31), %arg4: index loc("src/scf-to-cf-nest.loc.mlir":1:43), %arg5: index loc("src/scf-to-cf-nest.loc.mlir":1:55), %arg6: index loc("src/scf-to-cf-nest.loc.mlir":1:67)):
    %0 = "scf.for"(%arg3, %arg4, %arg5, %arg2) ({
    ^bb0(%arg7: index loc("src/scf-to-cf-nest.loc.mlir":2:16), %arg8: i32 loc("src/scf-to-cf-nest.loc.mlir":2:52)):
      %4 = "scf.while"(%arg8) ({
      ^bb0(%arg14: i32 loc("src/scf-to-cf-nest.loc.mlir":3:21)):
        %9 = "scf.index_switch"(%arg7) <{cases = array<i64: 1>}> ({
          %10 = "scf.if"(%arg1) ({
            %11 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc15)
            "scf.yield"(%11) : (i1) -> () loc(#loc16)
          }, {
            "scf.yield"(%arg1) : (i1) -> () loc(#loc17)
          }) : (i1) -> i1 loc(#loc14)
          "scf.yield"(%10) : (i1) -> () loc(#loc18)
        }, {
          "scf.yield"(%arg1) : (i1) -> () loc(#loc19)
        }) : (index) -> i1 loc(#loc13)
        "scf.condition"(%9, %arg14) : (i1, i32) -> () loc(#loc20)
      }, {
      ^bb0(%arg11: i32 loc("src/scf-to-cf-nest.loc.mlir":19:10)):
        %7 = "scf.for"(%arg3, %arg4, %arg5, %arg11) ({
        ^bb0(%arg12: index loc("src/scf-to-cf-nest.loc.mlir":20:21), %arg13: i32 loc("src/scf-to-cf-nest.loc.mlir":20:56)):
          %8 = "arith.addi"(%arg13, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc25)
          "scf.yield"(%8) : (i32) -> () loc(#loc26)
        }) : (index, index, index, i32) -> i32 loc(#loc22)
        "scf.yield"(%7) : (i32) -> () loc(#loc27)
      }) : (i32) -> i32 loc(#loc11)
      %5 = "scf.while"(%4) ({
      ^bb0(%arg10: i32 loc("src/scf-to-cf-nest.loc.mlir":26:21)):
        %6 = "arith.cmpi"(%arg10, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc30)
        "scf.condition"(%6, %arg10) : (i1, i32) -> () loc(#loc31)
      }, {
      ^bb0(%arg9: i32 loc("src/scf-to-cf-nest.loc.mlir":30:10)):
        "scf.yield"(%arg9) : (i32) -> () loc(#loc33)
      }) : (i32) -> i32 loc(#loc28)
      "scf.yield"(%5) : (i32) -> () loc(#loc34)
    }) : (index, index, index, i32) -> i32 loc(#loc8)
    %1 = "scf.index_switch"(%arg6) <{cases = array<i64: 4, 4294967297>}> ({
      "scf.yield"(%0) : (i32) -> () loc(#loc36)
    }, {
      %3 = "scf.execute_region"() ({
        "scf.if"(%arg1) ({
          "test.then"() : () -> () loc(#loc39)
          "scf.yield"() : () -> () loc(#loc38)
        }, {
        }) : (i1) -> () loc(#loc38)
        "scf.yield"(%0) : (i32) -> () loc(#loc40)
      }) : () -> i32 loc(#loc37)
      "scf.yield"(%3) : (i32) -> () loc(#loc41)
    }, {
      "scf.yield"(%arg2) : (i32) -> () loc(#loc42)
    }) : (index) -> i32 loc(#loc35)
    %2:2 = "scf.index_switch"(%arg6) <{cases = array<i64: 3, 8>}> ({
      "scf.yield"(%arg2, %arg1) : (i32, i1) -> () loc(#loc44)
    }, {
      "scf.yield"(%arg2, %arg1) : (i32, i1) -> () loc(#loc45)
    }, {
      "scf.yield"(%1, %arg1) : (i32, i1) -> () loc(#loc46)
    }) : (index) -> (i32, i1) loc(#loc43)
    "func.return"(%2#0) : (i32) -> () loc(#loc47)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i1) -> (), sym_name = "other"}> ({
  ^bb0(%arg0: i1 loc("src/scf-to-cf-nest.loc.mlir":63:18)):
    "scf.while"() ({
      "scf.condition"(%arg0) : (i1) -> () loc(#loc51)
    }, {
      "scf.yield"() : () -> () loc(#loc52)
    }) : () -> () loc(#loc50)
    "func.return"() : () -> () loc(#loc53)
  }) : () -> () loc(#loc48)
}) : () -> () loc(#loc)
#loc = loc("src/scf-to-cf-nest.loc.mlir":0:0)
#loc1 = loc("src/scf-to-cf-nest.loc.mlir":1:1)
#loc8 = loc("src/scf-to-cf-nest.loc.mlir":2:8)
#loc11 = loc("src/scf-to-cf-nest.loc.mlir":3:10)
#loc13 = loc("src/scf-to-cf-nest.loc.mlir":4:12)
#loc14 = loc("src/scf-to-cf-nest.loc.mlir":9:14)
#loc15 = loc("src/scf-to-cf-nest.loc.mlir":10:16)
#loc16 = loc("src/scf-to-cf-nest.loc.mlir":11:11)
#loc17 = loc("src/scf-to-cf-nest.loc.mlir":13:11)
#loc18 = loc("src/scf-to-cf-nest.loc.mlir":15:9)
#loc19 = loc("src/scf-to-cf-nest.loc.mlir":6:9)
#loc20 = loc("src/scf-to-cf-nest.loc.mlir":17:7)
#loc22 = loc("src/scf-to-cf-nest.loc.mlir":20:13)
#loc25 = loc("src/scf-to-cf-nest.loc.mlir":21:14)
#loc26 = loc("src/scf-to-cf-nest.loc.mlir":22:9)
#loc27 = loc("src/scf-to-cf-nest.loc.mlir":24:7)
#loc28 = loc("src/scf-to-cf-nest.loc.mlir":26:10)
#loc30 = loc("src/scf-to-cf-nest.loc.mlir":27:14)
#loc31 = loc("src/scf-to-cf-nest.loc.mlir":28:7)
#loc33 = loc("src/scf-to-cf-nest.loc.mlir":31:7)
#loc34 = loc("src/scf-to-cf-nest.loc.mlir":33:5)
#loc35 = loc("src/scf-to-cf-nest.loc.mlir":35:8)
#loc36 = loc("src/scf-to-cf-nest.loc.mlir":49:5)
#loc37 = loc("src/scf-to-cf-nest.loc.mlir":37:10)
#loc38 = loc("src/scf-to-cf-nest.loc.mlir":38:7)
#loc39 = loc("src/scf-to-cf-nest.loc.mlir":39:9)
#loc40 = loc("src/scf-to-cf-nest.loc.mlir":41:7)
#loc41 = loc("src/scf-to-cf-nest.loc.mlir":43:5)
#loc42 = loc("src/scf-to-cf-nest.loc.mlir":46:5)
#loc43 = loc("src/scf-to-cf-nest.loc.mlir":51:11)
#loc44 = loc("src/scf-to-cf-nest.loc.mlir":59:5)
#loc45 = loc("src/scf-to-cf-nest.loc.mlir":53:5)
#loc46 = loc("src/scf-to-cf-nest.loc.mlir":56:5)
#loc47 = loc("src/scf-to-cf-nest.loc.mlir":61:3)
#loc48 = loc("src/scf-to-cf-nest.loc.mlir":63:1)
#loc50 = loc("src/scf-to-cf-nest.loc.mlir":64:3)
#loc51 = loc("src/scf-to-cf-nest.loc.mlir":65:5)
#loc52 = loc("src/scf-to-cf-nest.loc.mlir":67:5)
#loc53 = loc("src/scf-to-cf-nest.loc.mlir":69:3)

