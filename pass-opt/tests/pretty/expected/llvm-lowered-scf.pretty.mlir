module {
  llvm.func @loops(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i32, %arg4: f32) -> !llvm.struct<(i32, f32)> {
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    %1 = llvm.icmp "slt" %0, %arg1 : i64
    llvm.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %2 = llvm.add %0, %arg2 : i64
    llvm.br ^bb1(%2 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%arg0 : i64)
  ^bb4(%3: i64):  // 2 preds: ^bb3, ^bb8
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = llvm.icmp "slt" %3, %arg1 : i64
    llvm.cond_br %5, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    "test.use"(%4) : (index) -> ()
    llvm.br ^bb6(%3 : i64)
  ^bb6(%6: i64):  // 2 preds: ^bb5, ^bb7
    %7 = builtin.unrealized_conversion_cast %6 : i64 to index
    %8 = llvm.icmp "slt" %6, %arg1 : i64
    llvm.cond_br %8, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    "test.use"(%4, %7) : (index, index) -> ()
    %9 = llvm.add %6, %arg2 : i64
    llvm.br ^bb6(%9 : i64)
  ^bb8:  // pred: ^bb6
    %10 = llvm.add %3, %arg2 : i64
    llvm.br ^bb4(%10 : i64)
  ^bb9:  // pred: ^bb4
    llvm.br ^bb10(%arg0, %arg3 : i64, i32)
  ^bb10(%11: i64, %12: i32):  // 2 preds: ^bb9, ^bb11
    %13 = builtin.unrealized_conversion_cast %11 : i64 to index
    %14 = llvm.icmp "ult" %11, %arg1 : i64
    llvm.cond_br %14, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %15 = "test.add"(%12, %13) : (i32, index) -> i32
    %16 = llvm.add %11, %arg2 : i64
    llvm.br ^bb10(%16, %15 : i64, i32)
  ^bb12:  // pred: ^bb10
    llvm.br ^bb13(%arg0, %12, %arg4 : i64, i32, f32)
  ^bb13(%17: i64, %18: i32, %19: f32):  // 2 preds: ^bb12, ^bb17
    %20 = llvm.icmp "slt" %17, %arg1 : i64
    llvm.cond_br %20, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%arg0, %19 : i64, f32)
  ^bb15(%21: i64, %22: f32):  // 2 preds: ^bb14, ^bb16
    %23 = llvm.icmp "slt" %21, %arg1 : i64
    llvm.cond_br %23, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %24 = llvm.add %21, %arg2 : i64
    llvm.br ^bb15(%24, %22 : i64, f32)
  ^bb17:  // pred: ^bb15
    %25 = llvm.add %17, %arg2 : i64
    llvm.br ^bb13(%25, %18, %22 : i64, i32, f32)
  ^bb18:  // pred: ^bb13
    %26 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %27 = llvm.insertvalue %18, %26[0] : !llvm.struct<(i32, f32)> 
    %28 = llvm.insertvalue %19, %27[1] : !llvm.struct<(i32, f32)> 
    llvm.return %28 : !llvm.struct<(i32, f32)>
  }
  llvm.func @integer_ivs(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i8) -> i8 {
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    %1 = llvm.icmp "ult" %0, %arg1 : i64
    llvm.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    "test.use"(%0) : (i64) -> ()
    %2 = llvm.add %0, %arg2 : i64
    llvm.br ^bb1(%2 : i64)
  ^bb3:  // pred: ^bb1
    llvm.br ^bb4(%arg3, %arg3 : i8, i8)
  ^bb4(%3: i8, %4: i8):  // 2 preds: ^bb3, ^bb5
    %5 = llvm.icmp "slt" %3, %arg3 : i8
    llvm.cond_br %5, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %6 = llvm.add %3, %arg3 : i8
    llvm.br ^bb4(%6, %3 : i8, i8)
  ^bb6:  // pred: ^bb4
    llvm.return %4 : i8
  }
  llvm.func @from_generic(%arg0: i64) {
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    %1 = llvm.icmp "slt" %0, %arg0 : i64
    llvm.cond_br %1, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %2 = llvm.add %0, %arg0 : i64
    llvm.br ^bb1(%2 : i64)
  ^bb3:  // pred: ^bb1
    llvm.return
  }
}

