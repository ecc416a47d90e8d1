#loc2 = loc("scf-if-while.mlir":2:16)
#loc3 = loc("scf-if-while.mlir":2:24)
#loc4 = loc("scf-if-while.mlir":2:33)
#loc9 = loc("scf-if-while.mlir":10:8)
#loc10 = loc("scf-if-while.mlir":11:10)
#loc11 = loc("scf-if-while.mlir":20:10)
#loc14 = loc("scf-if-while.mlir":28:19)
#loc15 = loc("scf-if-while.mlir":28:28)
#loc17 = loc("scf-if-while.mlir":29:21)
#loc18 = loc("scf-if-while.mlir":29:30)
#loc21 = loc("scf-if-while.mlir":33:8)
#loc22 = loc("scf-if-while.mlir":33:18)
#loc30 = loc("scf-if-while.mlir":46:20)
#loc31 = loc("scf-if-while.mlir":47:8)
#loc36 = loc("scf-if-while.mlir":53:8)
"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "ifs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg3: i1 loc("scf-if-while.mlir":2:16), %arg4: i32 loc("scf-if-while.mlir":2:24), %arg5: i32 loc("scf-if-while.mlir":2:33)):
    "llvm.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "test.then"() : () -> () loc(#loc6)
    "llvm.br"()[^bb2] : () -> () loc(#loc5)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "llvm.cond_br"(%arg3)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc7)
  ^bb3:  // pred: ^bb2
    "llvm.br"()[^bb5] : () -> () loc(#loc7)
  ^bb4:  // pred: ^bb2
    "test.else"() : () -> () loc(#loc8)
    "llvm.br"()[^bb5] : () -> () loc(#loc7)
  ^bb5:  // 2 preds: ^bb3, ^bb4
    "llvm.cond_br"(%arg3)[^bb6, ^bb11] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc9)
  ^bb6:  // pred: ^bb5
    "llvm.cond_br"(%arg3)[^bb7, ^bb8] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc10)
  ^bb7:  // pred: ^bb6
    "llvm.br"(%arg4)[^bb9] : (i32) -> () loc(#loc10)
  ^bb8:  // pred: ^bb6
    "llvm.br"(%arg5)[^bb9] : (i32) -> () loc(#loc10)
  ^bb9(%11: i32 loc("scf-if-while.mlir":11:10)):  // 2 preds: ^bb7, ^bb8
    "llvm.br"()[^bb10] : () -> () loc(#loc10)
  ^bb10:  // pred: ^bb9
    "llvm.br"(%11)[^bb12] : (i32) -> () loc(#loc9)
  ^bb11:  // pred: ^bb5
    "llvm.br"(%arg5)[^bb12] : (i32) -> () loc(#loc9)
  ^bb12(%12: i32 loc("scf-if-while.mlir":10:8)):  // 2 preds: ^bb10, ^bb11
    "llvm.br"()[^bb13] : () -> () loc(#loc9)
  ^bb13:  // pred: ^bb12
    "llvm.cond_br"(%arg3)[^bb14, ^bb15] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc11)
  ^bb14:  // pred: ^bb13
    "llvm.br"(%arg4, %arg3)[^bb16] : (i32, i1) -> () loc(#loc11)
  ^bb15:  // pred: ^bb13
    "llvm.br"(%arg5, %arg3)[^bb16] : (i32, i1) -> () loc(#loc11)
  ^bb16(%13: i32 loc("scf-if-while.mlir":20:10), %14: i1 loc("scf-if-while.mlir":20:10)):  // 2 preds: ^bb14, ^bb15
    "llvm.br"()[^bb17] : () -> () loc(#loc11)
  ^bb17:  // pred: ^bb16
    "llvm.return"(%12) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i32, i1)>, linkage = #llvm.linkage<external>, sym_name = "whiles", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg1: i32 loc("scf-if-while.mlir":28:19), %arg2: i1 loc("scf-if-while.mlir":28:28)):
    "llvm.br"(%arg1, %arg2)[^bb1] : (i32, i1) -> () loc(#loc16)
  ^bb1(%4: i32 loc("scf-if-while.mlir":29:21), %5: i1 loc("scf-if-while.mlir":29:30)):  // 2 preds: ^bb0, ^bb2
    %6 = "test.cond"(%4) : (i32) -> i64 loc(#loc19)
    "llvm.cond_br"(%5, %4, %6)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i64) -> () loc(#loc20)
  ^bb2(%7: i32 loc("scf-if-while.mlir":33:8), %8: i64 loc("scf-if-while.mlir":33:18)):  // pred: ^bb1
    %9 = "test.body"(%7, %8) : (i32, i64) -> i1 loc(#loc23)
    "llvm.br"(%7, %9)[^bb1] : (i32, i1) -> () loc(#loc24)
  ^bb3:  // pred: ^bb1
    "llvm.br"()[^bb4] : () -> () loc(#loc25)
  ^bb4:  // 2 preds: ^bb3, ^bb4
    %10 = "test.go"() : () -> i1 loc(#loc26)
    "llvm.cond_br"(%10)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc27)
  ^bb5:  // pred: ^bb4
    "llvm.return"(%6) : (i64) -> () loc(#loc28)
  }) : () -> () loc(#loc13)
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "regions", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32 loc("scf-if-while.mlir":46:20)):
    "llvm.br"()[^bb1] : () -> () loc(#loc31)
  ^bb1:  // pred: ^bb0
    %0 = "test.flag"() : () -> i1 loc(#loc32)
    "llvm.cond_br"(%0, %arg0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc33)
  ^bb2:  // pred: ^bb1
    %1 = "test.value"() : () -> i32 loc(#loc34)
    "llvm.br"(%1)[^bb3] : (i32) -> () loc(#loc35)
  ^bb3(%2: i32 loc("scf-if-while.mlir":53:8)):  // 2 preds: ^bb1, ^bb2
    "llvm.br"(%2)[^bb4] : (i32) -> () loc(#loc31)
  ^bb4(%3: i32 loc("scf-if-while.mlir":47:8)):  // pred: ^bb3
    "llvm.br"()[^bb5] : () -> () loc(#loc37)
  ^bb5:  // pred: ^bb4
    "test.inside"() : () -> () loc(#loc38)
    "llvm.br"()[^bb6] : () -> () loc(#loc37)
  ^bb6:  // pred: ^bb5
    "llvm.return"(%3) : (i32) -> () loc(#loc39)
  }) : () -> () loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("scf-if-while.mlir":0:0)
#loc1 = loc("scf-if-while.mlir":2:1)
#loc5 = loc("scf-if-while.mlir":3:3)
#loc6 = loc("scf-if-while.mlir":4:5)
#loc7 = loc("scf-if-while.mlir":6:3)
#loc8 = loc("scf-if-while.mlir":8:5)
#loc12 = loc("scf-if-while.mlir":25:3)
#loc13 = loc("scf-if-while.mlir":28:1)
#loc16 = loc("scf-if-while.mlir":29:10)
#loc19 = loc("scf-if-while.mlir":30:10)
#loc20 = loc("scf-if-while.mlir":31:5)
#loc23 = loc("scf-if-while.mlir":34:10)
#loc24 = loc("scf-if-while.mlir":35:5)
#loc25 = loc("scf-if-while.mlir":37:3)
#loc26 = loc("scf-if-while.mlir":38:11)
#loc27 = loc("scf-if-while.mlir":39:5)
#loc28 = loc("scf-if-while.mlir":43:3)
#loc29 = loc("scf-if-while.mlir":46:1)
#loc32 = loc("scf-if-while.mlir":48:10)
#loc33 = loc("scf-if-while.mlir":49:5)
#loc34 = loc("scf-if-while.mlir":51:10)
#loc35 = loc("scf-if-while.mlir":52:5)
#loc37 = loc("scf-if-while.mlir":56:3)
#loc38 = loc("scf-if-while.mlir":57:5)
#loc39 = loc("scf-if-while.mlir":60:3)

