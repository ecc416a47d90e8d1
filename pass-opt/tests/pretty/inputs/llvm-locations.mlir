// The output of `mlir-opt-22 --mlir-print-debuginfo --convert-scf-to-cf
// --convert-to-llvm` on scf-if-while.mlir, printed with its locations.
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
module {
  llvm.func @ifs(%arg0: i1 loc("scf-if-while.mlir":2:16), %arg1: i32 loc("scf-if-while.mlir":2:24), %arg2: i32 loc("scf-if-while.mlir":2:33)) -> i32 {
    llvm.cond_br %arg0, ^bb1, ^bb2 loc(#loc5)
  ^bb1:  // pred: ^bb0
    "test.then"() : () -> () loc(#loc6)
    llvm.br ^bb2 loc(#loc5)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    llvm.cond_br %arg0, ^bb3, ^bb4 loc(#loc7)
  ^bb3:  // pred: ^bb2
    llvm.br ^bb5 loc(#loc7)
  ^bb4:  // pred: ^bb2
    "test.else"() : () -> () loc(#loc8)
    llvm.br ^bb5 loc(#loc7)
  ^bb5:  // 2 preds: ^bb3, ^bb4
    llvm.cond_br %arg0, ^bb6, ^bb11 loc(#loc9)
  ^bb6:  // pred: ^bb5
    llvm.cond_br %arg0, ^bb7, ^bb8 loc(#loc10)
  ^bb7:  // pred: ^bb6
    llvm.br ^bb9(%arg1 : i32) loc(#loc10)
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%arg2 : i32) loc(#loc10)
  ^bb9(%0: i32 loc("scf-if-while.mlir":11:10)):  // 2 preds: ^bb7, ^bb8
    llvm.br ^bb10 loc(#loc10)
  ^bb10:  // pred: ^bb9
    llvm.br ^bb12(%0 : i32) loc(#loc9)
  ^bb11:  // pred: ^bb5
    llvm.br ^bb12(%arg2 : i32) loc(#loc9)
  ^bb12(%1: i32 loc("scf-if-while.mlir":10:8)):  // 2 preds: ^bb10, ^bb11
    llvm.br ^bb13 loc(#loc9)
  ^bb13:  // pred: ^bb12
    llvm.cond_br %arg0, ^bb14, ^bb15 loc(#loc11)
  ^bb14:  // pred: ^bb13
    llvm.br ^bb16(%arg1, %arg0 : i32, i1) loc(#loc11)
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16(%arg2, %arg0 : i32, i1) loc(#loc11)
  ^bb16(%2: i32 loc("scf-if-while.mlir":20:10), %3: i1 loc("scf-if-while.mlir":20:10)):  // 2 preds: ^bb14, ^bb15
    llvm.br ^bb17 loc(#loc11)
  ^bb17:  // pred: ^bb16
    llvm.return %1 : i32 loc(#loc12)
  } loc(#loc1)
  llvm.func @whiles(%arg0: i32 loc("scf-if-while.mlir":28:19), %arg1: i1 loc("scf-if-while.mlir":28:28)) -> i64 {
    llvm.br ^bb1(%arg0, %arg1 : i32, i1) loc(#loc16)
  ^bb1(%0: i32 loc("scf-if-while.mlir":29:21), %1: i1 loc("scf-if-while.mlir":29:30)):  // 2 preds: ^bb0, ^bb2
    %2 = "test.cond"(%0) : (i32) -> i64 loc(#loc19)
    llvm.cond_br %1, ^bb2(%0, %2 : i32, i64), ^bb3 loc(#loc20)
  ^bb2(%3: i32 loc("scf-if-while.mlir":33:8), %4: i64 loc("scf-if-while.mlir":33:18)):  // pred: ^bb1
    %5 = "test.body"(%3, %4) : (i32, i64) -> i1 loc(#loc23)
    llvm.br ^bb1(%3, %5 : i32, i1) loc(#loc24)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4 loc(#loc25)
  ^bb4:  // 2 preds: ^bb3, ^bb4
    %6 = "test.go"() : () -> i1 loc(#loc26)
    llvm.cond_br %6, ^bb4, ^bb5 loc(#loc27)
  ^bb5:  // pred: ^bb4
    llvm.return %2 : i64 loc(#loc28)
  } loc(#loc13)
  llvm.func @regions(%arg0: i32 loc("scf-if-while.mlir":46:20)) -> i32 {
    llvm.br ^bb1 loc(#loc31)
  ^bb1:  // pred: ^bb0
    %0 = "test.flag"() : () -> i1 loc(#loc32)
    llvm.cond_br %0, ^bb2, ^bb3(%arg0 : i32) loc(#loc33)
  ^bb2:  // pred: ^bb1
    %1 = "test.value"() : () -> i32 loc(#loc34)
    llvm.br ^bb3(%1 : i32) loc(#loc35)
  ^bb3(%2: i32 loc("scf-if-while.mlir":53:8)):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4(%2 : i32) loc(#loc31)
  ^bb4(%3: i32 loc("scf-if-while.mlir":47:8)):  // pred: ^bb3
    llvm.br ^bb5 loc(#loc37)
  ^bb5:  // pred: ^bb4
    "test.inside"() : () -> () loc(#loc38)
    llvm.br ^bb6 loc(#loc37)
  ^bb6:  // pred: ^bb5
    llvm.return %3 : i32 loc(#loc39)
  } loc(#loc29)
} loc(#loc)
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

