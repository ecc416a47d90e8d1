#loc2 = loc("src/scf-to-cf-parallel.loc.mlir":1:14)
#loc3 = loc("src/scf-to-cf-parallel.loc.mlir":1:26)
#loc4 = loc("src/scf-to-cf-parallel.loc.mlir":1:38)
#loc5 = loc("src/scf-to-cf-parallel.loc.mlir":1:50)
#loc6 = loc("src/scf-to-cf-parallel.loc.mlir":1:59)
#loc8 = loc("src/scf-to-cf-parallel.loc.mlir":2:24)
#loc9 = loc("src/scf-to-cf-parallel.loc.mlir":2:28)
#loc13 = loc("src/scf-to-cf-parallel.loc.mlir":6:10)
#loc14 = loc("src/scf-to-cf-parallel.loc.mlir":6:19)
#loc17 = loc("src/scf-to-cf-parallel.loc.mlir":10:10)
#loc18 = loc("src/scf-to-cf-parallel.loc.mlir":10:19)
#loc22 = loc("src/scf-to-cf-parallel.loc.mlir":15:17)
#loc26 = loc("src/scf-to-cf-parallel.loc.mlir":20:15)
#loc27 = loc("src/scf-to-cf-parallel.loc.mlir":20:27)
#loc28 = loc("src/scf-to-cf-parallel.loc.mlir":20:39)
#loc29 = loc("src/scf-to-cf-parallel.loc.mlir":20:51)
#loc30 = loc("src/scf-to-cf-parallel.loc.mlir":20:60)
#loc33 = loc("src/scf-to-cf-parallel.loc.mlir":22:22)
#loc34 = loc("src/scf-to-cf-parallel.loc.mlir":22:26)
#loc35 = loc("src/scf-to-cf-parallel.loc.mlir":22:30)
#loc41 = loc("src/scf-to-cf-parallel.loc.mlir":30:10)
#loc42 = loc("src/scf-to-cf-parallel.loc.mlir":30:19)
#loc46 = loc("src/scf-to-cf-parallel.loc.mlir":35:17)
#loc47 = loc("src/scf-to-cf-parallel.loc.mlir":35:21)
#loc49 = loc("src/scf-to-cf-parallel.loc.mlir":36:19)
#loc54 = loc("src/scf-to-cf-parallel.loc.mlir":42:19)
#loc56 = loc("src/scf-to-cf-parallel.loc.mlir":43:25)
#loc58 = loc("src/scf-to-cf-parallel.loc.mlir":45:12)
#loc59 = loc("src/scf-to-cf-parallel.loc.mlir":45:21)
#loc63 = loc("src/scf-to-cf-parallel.loc.mlir":52:8)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i32) -> (f32, i32), sym_name = "p"}> ({
  ^bb0(%arg18: index loc("src/scf-to-cf-parallel.loc.mlir":1:14), %arg19: index loc("src/scf-to-cf-parallel.loc.mlir":1:26), %arg20: index loc("src/scf-to-cf-parallel.loc.mlir":1:38), %arg21: f32 loc("src/scf-to-cf-parallel.loc.mlir":1:50), %arg22: i32 loc("src/scf-to-cf-parallel.loc.mlir":1:59)):
    %8:2 = "scf.parallel"(%arg18, %arg18, %arg19, %arg19, %arg20, %arg20, %arg21, %arg22) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg24: index loc("src/scf-to-cf-parallel.loc.mlir":2:24), %arg25: index loc("src/scf-to-cf-parallel.loc.mlir":2:28)):
      "test.body"(%arg24, %arg25) : (index, index) -> () loc(#loc10)
      %9 = "test.val"() : () -> f32 loc(#loc11)
      "scf.reduce"(%9, %arg22) ({
      ^bb0(%arg28: f32 loc("src/scf-to-cf-parallel.loc.mlir":6:10), %arg29: f32 loc("src/scf-to-cf-parallel.loc.mlir":6:19)):
        %11 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc15)
        "scf.reduce.return"(%11) : (f32) -> () loc(#loc16)
      }, {
      ^bb0(%arg26: i32 loc("src/scf-to-cf-parallel.loc.mlir":10:10), %arg27: i32 loc("src/scf-to-cf-parallel.loc.mlir":10:19)):
        %10 = "arith.muli"(%arg26, %arg27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc19)
        "scf.reduce.return"(%10) : (i32) -> () loc(#loc20)
      }) : (f32, i32) -> () loc(#loc12)
    }) : (index, index, index, index, index, index, f32, i32) -> (f32, i32) loc(#loc7)
    "scf.parallel"(%arg18, %arg19, %arg20) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg23: index loc("src/scf-to-cf-parallel.loc.mlir":15:17)):
      "test.single"(%arg23) : (index) -> () loc(#loc23)
      "scf.reduce"() : () -> () loc(#loc21)
    }) : (index, index, index) -> () loc(#loc21)
    "func.return"(%8#0, %8#1) : (f32, i32) -> () loc(#loc24)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (index, index, index, i32, i1) -> i32, sym_name = "p3"}> ({
  ^bb0(%arg0: index loc("src/scf-to-cf-parallel.loc.mlir":20:15), %arg1: index loc("src/scf-to-cf-parallel.loc.mlir":20:27), %arg2: index loc("src/scf-to-cf-parallel.loc.mlir":20:39), %arg3: i32 loc("src/scf-to-cf-parallel.loc.mlir":20:51), %arg4: i1 loc("src/scf-to-cf-parallel.loc.mlir":20:60)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc31)
    %1 = "scf.parallel"(%arg0, %arg0, %arg0, %arg1, %arg1, %arg1, %0, %arg2, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 3, 3, 1>}> ({
    ^bb0(%arg13: index loc("src/scf-to-cf-parallel.loc.mlir":22:22), %arg14: index loc("src/scf-to-cf-parallel.loc.mlir":22:26), %arg15: index loc("src/scf-to-cf-parallel.loc.mlir":22:30)):
      %5 = "scf.if"(%arg4) ({
        %7 = "arith.index_cast"(%arg15) : (index) -> i32 loc(#loc37)
        "scf.yield"(%7) : (i32) -> () loc(#loc38)
      }, {
        "scf.yield"(%arg3) : (i32) -> () loc(#loc39)
      }) : (i1) -> i32 loc(#loc36)
      "scf.reduce"(%5) ({
      ^bb0(%arg16: i32 loc("src/scf-to-cf-parallel.loc.mlir":30:10), %arg17: i32 loc("src/scf-to-cf-parallel.loc.mlir":30:19)):
        %6 = "arith.addi"(%arg16, %arg17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc43)
        "scf.reduce.return"(%6) : (i32) -> () loc(#loc44)
      }) : (i32) -> () loc(#loc40)
    }) : (index, index, index, index, index, index, index, index, index, i32) -> i32 loc(#loc32)
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg10: index loc("src/scf-to-cf-parallel.loc.mlir":35:17), %arg11: index loc("src/scf-to-cf-parallel.loc.mlir":35:21)):
      "scf.parallel"(%arg10, %arg11, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg12: index loc("src/scf-to-cf-parallel.loc.mlir":36:19)):
        "test.inner"(%arg12) : (index) -> () loc(#loc50)
        "scf.reduce"() : () -> () loc(#loc51)
      }) : (index, index, index) -> () loc(#loc48)
      "scf.reduce"() : () -> () loc(#loc52)
    }) : (index, index, index, index, index, index) -> () loc(#loc45)
    %2 = "scf.while"(%arg3) ({
    ^bb0(%arg6: i32 loc("src/scf-to-cf-parallel.loc.mlir":42:19)):
      %3 = "scf.parallel"(%arg0, %arg1, %arg2, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
      ^bb0(%arg7: index loc("src/scf-to-cf-parallel.loc.mlir":43:25)):
        "scf.reduce"(%arg6) ({
        ^bb0(%arg8: i32 loc("src/scf-to-cf-parallel.loc.mlir":45:12), %arg9: i32 loc("src/scf-to-cf-parallel.loc.mlir":45:21)):
          %4 = "arith.muli"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc60)
          "scf.reduce.return"(%4) : (i32) -> () loc(#loc61)
        }) : (i32) -> () loc(#loc57)
      }) : (index, index, index, i32) -> i32 loc(#loc55)
      "scf.condition"(%arg4, %3) : (i1, i32) -> () loc(#loc62)
    }, {
    ^bb0(%arg5: i32 loc("src/scf-to-cf-parallel.loc.mlir":52:8)):
      "scf.yield"(%arg5) : (i32) -> () loc(#loc64)
    }) : (i32) -> i32 loc(#loc53)
    "func.return"(%2) : (i32) -> () loc(#loc65)
  }) : () -> () loc(#loc25)
}) : () -> () loc(#loc)
#loc = loc("src/scf-to-cf-parallel.loc.mlir":0:0)
#loc1 = loc("src/scf-to-cf-parallel.loc.mlir":1:1)
#loc7 = loc("parloc")
#loc10 = loc("src/scf-to-cf-parallel.loc.mlir":3:5)
#loc11 = loc("src/scf-to-cf-parallel.loc.mlir":4:10)
#loc12 = loc("src/scf-to-cf-parallel.loc.mlir":5:5)
#loc15 = loc("src/scf-to-cf-parallel.loc.mlir":7:12)
#loc16 = loc("src/scf-to-cf-parallel.loc.mlir":8:7)
#loc19 = loc("src/scf-to-cf-parallel.loc.mlir":11:12)
#loc20 = loc("src/scf-to-cf-parallel.loc.mlir":12:7)
#loc21 = loc("src/scf-to-cf-parallel.loc.mlir":15:3)
#loc23 = loc("src/scf-to-cf-parallel.loc.mlir":16:5)
#loc24 = loc("src/scf-to-cf-parallel.loc.mlir":18:3)
#loc25 = loc("src/scf-to-cf-parallel.loc.mlir":20:1)
#loc31 = loc("src/scf-to-cf-parallel.loc.mlir":21:9)
#loc32 = loc("p3")
#loc36 = loc("src/scf-to-cf-parallel.loc.mlir":23:10)
#loc37 = loc("src/scf-to-cf-parallel.loc.mlir":24:12)
#loc38 = loc("src/scf-to-cf-parallel.loc.mlir":25:7)
#loc39 = loc("src/scf-to-cf-parallel.loc.mlir":27:7)
#loc40 = loc("src/scf-to-cf-parallel.loc.mlir":29:5)
#loc43 = loc("src/scf-to-cf-parallel.loc.mlir":31:12)
#loc44 = loc("src/scf-to-cf-parallel.loc.mlir":32:7)
#loc45 = loc("nested")
#loc48 = loc("src/scf-to-cf-parallel.loc.mlir":36:5)
#loc50 = loc("src/scf-to-cf-parallel.loc.mlir":37:7)
#loc51 = loc("src/scf-to-cf-parallel.loc.mlir":38:7)
#loc52 = loc("src/scf-to-cf-parallel.loc.mlir":40:5)
#loc53 = loc("src/scf-to-cf-parallel.loc.mlir":42:8)
#loc55 = loc("src/scf-to-cf-parallel.loc.mlir":43:11)
#loc57 = loc("src/scf-to-cf-parallel.loc.mlir":44:7)
#loc60 = loc("src/scf-to-cf-parallel.loc.mlir":46:14)
#loc61 = loc("src/scf-to-cf-parallel.loc.mlir":47:9)
#loc62 = loc("src/scf-to-cf-parallel.loc.mlir":50:5)
#loc64 = loc("src/scf-to-cf-parallel.loc.mlir":53:5)
#loc65 = loc("src/scf-to-cf-parallel.loc.mlir":55:3)

