#loc2 = loc("src/func-to-llvm-memref.loc.mlir":3:18)
#loc5 = loc("src/func-to-llvm-memref.loc.mlir":6:16)
#loc6 = loc("src/func-to-llvm-memref.loc.mlir":6:42)
#loc9 = loc("src/func-to-llvm-memref.loc.mlir":9:19)
#loc12 = loc("src/func-to-llvm-memref.loc.mlir":12:20)
#loc13 = loc("src/func-to-llvm-memref.loc.mlir":12:44)
#loc16 = loc("src/func-to-llvm-memref.loc.mlir":15:20)
#loc17 = loc("src/func-to-llvm-memref.loc.mlir":15:72)
#loc20 = loc("src/func-to-llvm-memref.loc.mlir":18:19)
#loc21 = loc("src/func-to-llvm-memref.loc.mlir":18:44)
#loc22 = loc("src/func-to-llvm-memref.loc.mlir":18:71)
#loc25 = loc("src/func-to-llvm-memref.loc.mlir":21:21)
#loc26 = loc("src/func-to-llvm-memref.loc.mlir":21:43)
#loc31 = loc("src/func-to-llvm-memref.loc.mlir":26:19)
#loc32 = loc("src/func-to-llvm-memref.loc.mlir":26:43)
#loc33 = loc("src/func-to-llvm-memref.loc.mlir":26:64)
#loc42 = loc("src/func-to-llvm-memref.loc.mlir":35:21)
#loc43 = loc("src/func-to-llvm-memref.loc.mlir":35:74)
#loc44 = loc("src/func-to-llvm-memref.loc.mlir":35:93)
#loc49 = loc("src/func-to-llvm-memref.loc.mlir":40:21)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> memref<4xf32>, sym_name = "one_d"}> ({
  ^bb0(%arg19: memref<4xf32> loc("src/func-to-llvm-memref.loc.mlir":3:18)):
    "func.return"(%arg19) : (memref<4xf32>) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<2x3x4xi32>, index) -> (index, memref<2x3x4xi32>), sym_name = "n_d"}> ({
  ^bb0(%arg17: memref<2x3x4xi32> loc("src/func-to-llvm-memref.loc.mlir":6:16), %arg18: index loc("src/func-to-llvm-memref.loc.mlir":6:42)):
    "func.return"(%arg18, %arg17) : (index, memref<2x3x4xi32>) -> () loc(#loc7)
  }) : () -> () loc(#loc4)
  "func.func"() <{function_type = (memref<f64>) -> memref<f64>, sym_name = "zero_d"}> ({
  ^bb0(%arg16: memref<f64> loc("src/func-to-llvm-memref.loc.mlir":9:19)):
    "func.return"(%arg16) : (memref<f64>) -> () loc(#loc10)
  }) : () -> () loc(#loc8)
  "func.func"() <{function_type = (memref<?x8xf32>, memref<?x?x?xi8>) -> (memref<?x?x?xi8>, memref<?x8xf32>), sym_name = "dynamic"}> ({
  ^bb0(%arg14: memref<?x8xf32> loc("src/func-to-llvm-memref.loc.mlir":12:20), %arg15: memref<?x?x?xi8> loc("src/func-to-llvm-memref.loc.mlir":12:44)):
    "func.return"(%arg15, %arg14) : (memref<?x?x?xi8>, memref<?x8xf32>) -> () loc(#loc14)
  }) : () -> () loc(#loc11)
  "func.func"() <{function_type = (memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<16xi16, strided<[2], offset: 3>>) -> memref<16xi16, strided<[2], offset: 3>>, sym_name = "strided"}> ({
  ^bb0(%arg12: memref<4x4xf32, strided<[8, 1], offset: ?>> loc("src/func-to-llvm-memref.loc.mlir":15:20), %arg13: memref<16xi16, strided<[2], offset: 3>> loc("src/func-to-llvm-memref.loc.mlir":15:72)):
    "func.return"(%arg13) : (memref<16xi16, strided<[2], offset: 3>>) -> () loc(#loc18)
  }) : () -> () loc(#loc15)
  "func.func"() <{function_type = (memref<8xf32, 1>, memref<?xindex, 3>, memref<*xf32, 2>) -> memref<8xf32, 1>, sym_name = "spaces"}> ({
  ^bb0(%arg9: memref<8xf32, 1> loc("src/func-to-llvm-memref.loc.mlir":18:19), %arg10: memref<?xindex, 3> loc("src/func-to-llvm-memref.loc.mlir":18:44), %arg11: memref<*xf32, 2> loc("src/func-to-llvm-memref.loc.mlir":18:71)):
    "func.return"(%arg9) : (memref<8xf32, 1>) -> () loc(#loc23)
  }) : () -> () loc(#loc19)
  "func.func"() <{function_type = (memref<*xf32>, i32) -> (i32, memref<*xf32>), sym_name = "unranked"}> ({
  ^bb0(%arg7: memref<*xf32> loc("src/func-to-llvm-memref.loc.mlir":21:21), %arg8: i32 loc("src/func-to-llvm-memref.loc.mlir":21:43)):
    "func.return"(%arg8, %arg7) : (i32, memref<*xf32>) -> () loc(#loc27)
  }) : () -> () loc(#loc24)
  "func.func"() <{function_type = (memref<2x3xi32>, memref<*xi8>) -> (memref<2x3xi32>, index), sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc28)
  "func.func"() <{function_type = (memref<*xi8>) -> memref<*xi8>, sym_name = "external_unranked", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc29)
  "func.func"() <{function_type = (memref<2x3xi32>, memref<*xi8>, memref<?x8xf32>) -> (index, memref<2x3xi32>), sym_name = "caller"}> ({
  ^bb0(%arg4: memref<2x3xi32> loc("src/func-to-llvm-memref.loc.mlir":26:19), %arg5: memref<*xi8> loc("src/func-to-llvm-memref.loc.mlir":26:43), %arg6: memref<?x8xf32> loc("src/func-to-llvm-memref.loc.mlir":26:64)):
    %2:2 = "func.call"(%arg4, %arg5) <{callee = @external}> : (memref<2x3xi32>, memref<*xi8>) -> (memref<2x3xi32>, index) loc(#loc34)
    %3 = "func.call"(%arg5) <{callee = @external_unranked}> : (memref<*xi8>) -> memref<*xi8> loc(#loc35)
    %4 = "test.use"(%3) : (memref<*xi8>) -> memref<?x?x?xi8> loc(#loc36)
    %5:2 = "func.call"(%arg6, %4) <{callee = @dynamic}> : (memref<?x8xf32>, memref<?x?x?xi8>) -> (memref<?x?x?xi8>, memref<?x8xf32>) loc(#loc37)
    %6 = "test.use"(%5#1) : (memref<?x8xf32>) -> memref<f64> loc(#loc38)
    %7 = "func.call"(%6) <{callee = @zero_d}> : (memref<f64>) -> memref<f64> loc(#loc39)
    "func.return"(%2#1, %2#0) : (index, memref<2x3xi32>) -> () loc(#loc40)
  }) : () -> () loc(#loc30)
  "func.func"() <{function_type = ((memref<2xf32>, memref<*xf32>) -> memref<*xf32>, memref<2xf32>, memref<*xf32>) -> memref<*xf32>, sym_name = "indirect"}> ({
  ^bb0(%arg1: (memref<2xf32>, memref<*xf32>) -> memref<*xf32> loc("src/func-to-llvm-memref.loc.mlir":35:21), %arg2: memref<2xf32> loc("src/func-to-llvm-memref.loc.mlir":35:74), %arg3: memref<*xf32> loc("src/func-to-llvm-memref.loc.mlir":35:93)):
    %1 = "func.call_indirect"(%arg1, %arg2, %arg3) : ((memref<2xf32>, memref<*xf32>) -> memref<*xf32>, memref<2xf32>, memref<*xf32>) -> memref<*xf32> loc(#loc45)
    "func.return"(%1) : (memref<*xf32>) -> () loc(#loc46)
  }) : () -> () loc(#loc41)
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<*xi8>) -> memref<*xi8>, sym_name = "nested"}> ({
    ^bb0(%arg0: memref<*xi8> loc("src/func-to-llvm-memref.loc.mlir":40:21)):
      %0 = "func.call"(%arg0) <{callee = @nested}> : (memref<*xi8>) -> memref<*xi8> loc(#loc50)
      "func.return"(%0) : (memref<*xi8>) -> () loc(#loc51)
    }) : () -> () loc(#loc48)
  }) : () -> () loc(#loc47)
}) : () -> () loc(#loc)
#loc = loc("src/func-to-llvm-memref.loc.mlir":0:0)
#loc1 = loc("src/func-to-llvm-memref.loc.mlir":3:1)
#loc3 = loc("src/func-to-llvm-memref.loc.mlir":4:3)
#loc4 = loc("src/func-to-llvm-memref.loc.mlir":6:1)
#loc7 = loc("src/func-to-llvm-memref.loc.mlir":7:3)
#loc8 = loc("src/func-to-llvm-memref.loc.mlir":9:1)
#loc10 = loc("src/func-to-llvm-memref.loc.mlir":10:3)
#loc11 = loc("src/func-to-llvm-memref.loc.mlir":12:1)
#loc14 = loc("src/func-to-llvm-memref.loc.mlir":13:3)
#loc15 = loc("src/func-to-llvm-memref.loc.mlir":15:1)
#loc18 = loc("src/func-to-llvm-memref.loc.mlir":16:3)
#loc19 = loc("src/func-to-llvm-memref.loc.mlir":18:1)
#loc23 = loc("src/func-to-llvm-memref.loc.mlir":19:3)
#loc24 = loc("src/func-to-llvm-memref.loc.mlir":21:1)
#loc27 = loc("src/func-to-llvm-memref.loc.mlir":22:3)
#loc28 = loc("src/func-to-llvm-memref.loc.mlir":24:1)
#loc29 = loc("src/func-to-llvm-memref.loc.mlir":25:1)
#loc30 = loc("src/func-to-llvm-memref.loc.mlir":26:1)
#loc34 = loc("src/func-to-llvm-memref.loc.mlir":27:10)
#loc35 = loc("src/func-to-llvm-memref.loc.mlir":28:8)
#loc36 = loc("src/func-to-llvm-memref.loc.mlir":29:8)
#loc37 = loc("src/func-to-llvm-memref.loc.mlir":30:10)
#loc38 = loc("src/func-to-llvm-memref.loc.mlir":31:8)
#loc39 = loc("src/func-to-llvm-memref.loc.mlir":32:8)
#loc40 = loc("src/func-to-llvm-memref.loc.mlir":33:3)
#loc41 = loc("src/func-to-llvm-memref.loc.mlir":35:1)
#loc45 = loc("src/func-to-llvm-memref.loc.mlir":36:8)
#loc46 = loc("src/func-to-llvm-memref.loc.mlir":37:3)
#loc47 = loc("src/func-to-llvm-memref.loc.mlir":39:1)
#loc48 = loc("src/func-to-llvm-memref.loc.mlir":40:3)
#loc50 = loc("src/func-to-llvm-memref.loc.mlir":41:10)
#loc51 = loc("src/func-to-llvm-memref.loc.mlir":42:5)

