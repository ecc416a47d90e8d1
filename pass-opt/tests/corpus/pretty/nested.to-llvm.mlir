module {
  llvm.func @f0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(false) : i1
    %2 = llvm.select %1, %0, %arg0 : i1, i32
    %3 = llvm.icmp "slt" %arg0, %2 : i32
    llvm.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %4 = llvm.add %arg1, %arg0 : i32
    llvm.br ^bb3(%4 : i32)
  ^bb2:  // pred: ^bb0
    %5 = llvm.mul %arg1, %arg0 : i32
    llvm.br ^bb3(%5 : i32)
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %7 = llvm.add %arg1, %arg0 : i32
    %8 = llvm.add %0, %2 : i32
    %9 = llvm.icmp "slt" %arg1, %8 : i32
    llvm.cond_br %9, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %10 = llvm.add %0, %0 : i32
    llvm.br ^bb7(%10 : i32)
  ^bb6:  // pred: ^bb4
    %11 = llvm.mul %0, %0 : i32
    llvm.br ^bb7(%11 : i32)
  ^bb7(%12: i32):  // 2 preds: ^bb5, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.mlir.constant(8 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb9(%13, %8 : i64, i32)
  ^bb9(%16: i64, %17: i32):  // 2 preds: ^bb8, ^bb10
    %18 = llvm.icmp "slt" %16, %14 : i64
    llvm.cond_br %18, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %19 = llvm.trunc %16 : i64 to i32
    %20 = llvm.mul %7, %8 : i32
    %21 = llvm.add %17, %19 : i32
    %22 = llvm.xor %21, %20 : i32
    %23 = llvm.add %16, %15 : i64
    llvm.br ^bb9(%23, %22 : i64, i32)
  ^bb11:  // pred: ^bb9
    %24 = llvm.icmp "eq" %7, %6 : i32
    %25 = llvm.select %24, %12, %17 : i1, i32
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.add %arg2, %26 : i64
    %28 = llvm.trunc %27 : i64 to i32
    %29 = llvm.icmp "sgt" %17, %0 : i32
    %30 = llvm.select %29, %6, %2 : i1, i32
    %31 = llvm.mlir.constant(2 : i32) : i32
    %32 = llvm.intr.smin(%6, %25) : (i32, i32) -> i32
    %33 = llvm.intr.smin(%6, %25) : (i32, i32) -> i32
    %34 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(i32, f32)> 
    %36 = llvm.insertvalue %arg3, %35[1] : !llvm.struct<(i32, f32)> 
    llvm.return %36 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f1(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.call @f0(%arg0, %arg0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, f32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, f32)> 
    %3 = llvm.mlir.constant(3 : i32) : i32
    %4 = llvm.icmp "slt" %arg0, %3 : i32
    %5 = llvm.select %4, %3, %arg0 : i1, i32
    %6 = llvm.intr.smin(%1, %3) : (i32, i32) -> i32
    %7 = llvm.intr.smin(%1, %3) : (i32, i32) -> i32
    %8 = llvm.icmp "slt" %1, %3 : i32
    %9 = llvm.select %8, %7, %3 : i1, i32
    %10 = llvm.call @f0(%arg0, %6, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(i32, f32)> 
    %12 = llvm.extractvalue %10[1] : !llvm.struct<(i32, f32)> 
    %13 = llvm.sub %9, %arg1 : i32
    %14 = llvm.mlir.constant(3 : i32) : i32
    %15 = llvm.icmp "ule" %9, %14 : i32
    %16 = llvm.select %15, %arg0, %7 : i1, i32
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.mlir.constant(16 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%17, %arg1 : i64, i32)
  ^bb1(%20: i64, %21: i32):  // 2 preds: ^bb0, ^bb2
    %22 = llvm.icmp "slt" %20, %18 : i64
    llvm.cond_br %22, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %23 = llvm.trunc %20 : i64 to i32
    %24 = llvm.mul %9, %arg0 : i32
    %25 = llvm.add %21, %23 : i32
    %26 = llvm.xor %25, %24 : i32
    %27 = llvm.add %20, %19 : i64
    llvm.br ^bb1(%27, %26 : i64, i32)
  ^bb3:  // pred: ^bb1
    %28 = llvm.mlir.constant(2 : i32) : i32
    %29 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(i32, f32)> 
    %31 = llvm.insertvalue %12, %30[1] : !llvm.struct<(i32, f32)> 
    llvm.return %31 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f2(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1 = llvm.call @f0(%arg1, %0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, f32)> 
    %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, f32)> 
    %4 = llvm.mlir.constant(2 : i32) : i32
    %5 = llvm.mlir.constant(7 : i32) : i32
    %6 = llvm.call @f1(%arg1, %5, %arg2, %3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(i32, f32)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(i32, f32)> 
    %9 = llvm.mlir.constant(0 : index) : i64
    %10 = llvm.mlir.constant(8 : index) : i64
    %11 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%9, %4 : i64, i32)
  ^bb1(%12: i64, %13: i32):  // 2 preds: ^bb0, ^bb2
    %14 = llvm.icmp "slt" %12, %10 : i64
    llvm.cond_br %14, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %15 = llvm.trunc %12 : i64 to i32
    %16 = llvm.mul %arg1, %5 : i32
    %17 = llvm.add %13, %15 : i32
    %18 = llvm.xor %17, %16 : i32
    %19 = llvm.add %12, %11 : i64
    llvm.br ^bb1(%19, %18 : i64, i32)
  ^bb3:  // pred: ^bb1
    %20 = llvm.icmp "sgt" %7, %4 : i32
    llvm.cond_br %20, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %21 = llvm.add %2, %4 : i32
    llvm.br ^bb6(%21 : i32)
  ^bb5:  // pred: ^bb3
    %22 = llvm.mul %2, %4 : i32
    llvm.br ^bb6(%22 : i32)
  ^bb6(%23: i32):  // 2 preds: ^bb4, ^bb5
    llvm.br ^bb7
  ^bb7:  // pred: ^bb6
    %24 = llvm.and %2, %5 : i32
    %25 = llvm.xor %7, %arg0 : i32
    %26 = llvm.fadd %arg3, %8 : f32
    %27 = llvm.call @f1(%2, %13, %arg2, %26) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %28 = llvm.extractvalue %27[0] : !llvm.struct<(i32, f32)> 
    %29 = llvm.extractvalue %27[1] : !llvm.struct<(i32, f32)> 
    %30 = llvm.or %23, %7 : i32
    %31 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(i32, f32)> 
    %33 = llvm.insertvalue %29, %32[1] : !llvm.struct<(i32, f32)> 
    llvm.return %33 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f3(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.fsub %arg3, %arg3 : f32
    %4 = llvm.or %arg1, %2 : i32
    %5 = llvm.or %arg1, %2 : i32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.icmp "slt" %arg0, %1 : i32
    llvm.cond_br %7, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%arg1 : i32)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3(%0 : i32)
  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %9 = llvm.fmul %arg3, %3 : f32
    %10 = llvm.and %arg0, %1 : i32
    %11 = llvm.call @f2(%4, %1, %arg2, %9) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, f32)> 
    %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, f32)> 
    %14 = llvm.mlir.constant(7 : i32) : i32
    %15 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(i32, f32)> 
    %17 = llvm.insertvalue %13, %16[1] : !llvm.struct<(i32, f32)> 
    llvm.return %17 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f4(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.call @f0(%arg0, %arg1, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, f32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, f32)> 
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.mul %1, %arg0 : i32
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.constant(42 : i32) : i32
    %7 = llvm.mul %1, %6 : i32
    %8 = llvm.mlir.constant(42 : i32) : i32
    %9 = llvm.icmp "slt" %4, %arg0 : i32
    llvm.cond_br %9, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %10 = llvm.add %arg1, %arg1 : i32
    llvm.br ^bb3(%10 : i32)
  ^bb2:  // pred: ^bb0
    %11 = llvm.mul %arg1, %arg1 : i32
    llvm.br ^bb3(%11 : i32)
  ^bb3(%12: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %13 = llvm.intr.smax(%7, %6) : (i32, i32) -> i32
    %14 = llvm.intr.smax(%7, %6) : (i32, i32) -> i32
    %15 = llvm.icmp "slt" %7, %4 : i32
    llvm.cond_br %15, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %16 = llvm.add %arg0, %8 : i32
    llvm.br ^bb7(%16 : i32)
  ^bb6:  // pred: ^bb4
    %17 = llvm.mul %arg0, %8 : i32
    llvm.br ^bb7(%17 : i32)
  ^bb7(%18: i32):  // 2 preds: ^bb5, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    %19 = llvm.mlir.constant(2 : i32) : i32
    %20 = llvm.mlir.constant(2 : i32) : i32
    %21 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %22 = llvm.insertvalue %20, %21[0] : !llvm.struct<(i32, f32)> 
    %23 = llvm.insertvalue %2, %22[1] : !llvm.struct<(i32, f32)> 
    llvm.return %23 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f5(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.fsub %arg3, %arg3 : f32
    %3 = llvm.icmp "slt" %1, %arg1 : i32
    llvm.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %4 = llvm.add %arg0, %arg0 : i32
    llvm.br ^bb3(%4 : i32)
  ^bb2:  // pred: ^bb0
    %5 = llvm.mul %arg0, %arg0 : i32
    llvm.br ^bb3(%5 : i32)
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %7 = llvm.fsub %arg3, %arg3 : f32
    %8 = llvm.mlir.constant(7 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10 = llvm.call @f3(%6, %6, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(i32, f32)> 
    %12 = llvm.extractvalue %10[1] : !llvm.struct<(i32, f32)> 
    %13 = llvm.mlir.constant(false) : i1
    %14 = llvm.select %13, %0, %6 : i1, i32
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.mlir.constant(4 : index) : i64
    %17 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb5(%15, %arg0 : i64, i32)
  ^bb5(%18: i64, %19: i32):  // 2 preds: ^bb4, ^bb6
    %20 = llvm.icmp "slt" %18, %16 : i64
    llvm.cond_br %20, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %21 = llvm.trunc %18 : i64 to i32
    %22 = llvm.add %19, %21 : i32
    %23 = llvm.xor %22, %9 : i32
    %24 = llvm.add %18, %17 : i64
    llvm.br ^bb5(%24, %23 : i64, i32)
  ^bb7:  // pred: ^bb5
    %25 = llvm.call @f2(%1, %11, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %26 = llvm.extractvalue %25[0] : !llvm.struct<(i32, f32)> 
    %27 = llvm.extractvalue %25[1] : !llvm.struct<(i32, f32)> 
    %28 = llvm.add %19, %11 : i32
    %29 = llvm.call @f1(%19, %arg0, %arg2, %2) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %30 = llvm.extractvalue %29[0] : !llvm.struct<(i32, f32)> 
    %31 = llvm.extractvalue %29[1] : !llvm.struct<(i32, f32)> 
    %32 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %33 = llvm.insertvalue %30, %32[0] : !llvm.struct<(i32, f32)> 
    %34 = llvm.insertvalue %31, %33[1] : !llvm.struct<(i32, f32)> 
    llvm.return %34 : !llvm.struct<(i32, f32)>
  }
  llvm.func @unused0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"} {
    %0 = llvm.add %arg0, %arg0 : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.icmp "ne" %0, %arg0 : i32
    %3 = llvm.select %2, %0, %arg1 : i1, i32
    %4 = llvm.mlir.constant(1 : i32) : i32
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.add %arg2, %5 : i64
    %7 = llvm.trunc %6 : i64 to i32
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.add %arg2, %8 : i64
    %10 = llvm.trunc %9 : i64 to i32
    %11 = llvm.add %7, %4 : i32
    %12 = llvm.mlir.constant(4 : index) : i64
    %13 = llvm.mlir.constant(8 : index) : i64
    %14 = llvm.trunc %13 : i64 to i32
    %15 = llvm.add %11, %7 : i32
    %16 = llvm.mlir.constant(3 : i32) : i32
    %17 = llvm.fmul %arg3, %arg3 : f32
    %18 = llvm.icmp "ne" %15, %4 : i32
    %19 = llvm.select %18, %7, %14 : i1, i32
    %20 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(i32, f32)> 
    %22 = llvm.insertvalue %17, %21[1] : !llvm.struct<(i32, f32)> 
    llvm.return %22 : !llvm.struct<(i32, f32)>
  }
  llvm.func @unused1(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"} {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.add %arg1, %arg0 : i32
    %2 = llvm.add %1, %1 : i32
    %3 = llvm.add %arg0, %0 : i32
    %4 = llvm.add %arg0, %0 : i32
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.add %1, %4 : i32
    %7 = llvm.add %2, %arg0 : i32
    %8 = llvm.mul %arg1, %0 : i32
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.add %arg2, %9 : i64
    %11 = llvm.trunc %10 : i64 to i32
    %12 = llvm.add %11, %0 : i32
    %13 = llvm.add %11, %0 : i32
    %14 = llvm.mlir.constant(3 : i32) : i32
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.add %10, %15 : i64
    %17 = llvm.trunc %16 : i64 to i32
    %18 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %19 = llvm.insertvalue %17, %18[0] : !llvm.struct<(i32, f32)> 
    %20 = llvm.insertvalue %arg3, %19[1] : !llvm.struct<(i32, f32)> 
    llvm.return %20 : !llvm.struct<(i32, f32)>
  }
  llvm.func @unused2(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"} {
    %0 = llvm.add %arg1, %arg0 : i32
    %1 = llvm.add %0, %arg0 : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.add %arg2, %3 : i64
    %5 = llvm.trunc %4 : i64 to i32
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.or %arg1, %0 : i32
    %8 = llvm.or %arg1, %0 : i32
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.mlir.constant(8 : index) : i64
    %11 = llvm.trunc %10 : i64 to i32
    %12 = llvm.add %1, %2 : i32
    %13 = llvm.mlir.constant(42 : i32) : i32
    %14 = llvm.mlir.constant(0 : i32) : i32
    %15 = llvm.mlir.constant(2 : i32) : i32
    %16 = llvm.mlir.constant(1 : i32) : i32
    %17 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(i32, f32)> 
    %19 = llvm.insertvalue %arg3, %18[1] : !llvm.struct<(i32, f32)> 
    llvm.return %19 : !llvm.struct<(i32, f32)>
  }
  module @m0 {
    llvm.func @m0_f0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
      %0 = llvm.mlir.constant(1 : index) : i64
      %1 = llvm.add %arg2, %0 : i64
      %2 = llvm.trunc %1 : i64 to i32
      %3 = llvm.fsub %arg3, %arg3 : f32
      %4 = llvm.icmp "ule" %2, %arg1 : i32
      %5 = llvm.select %4, %arg0, %2 : i1, i32
      %6 = llvm.fmul %3, %3 : f32
      %7 = llvm.mlir.constant(42 : i32) : i32
      %8 = llvm.add %arg0, %arg0 : i32
      %9 = llvm.icmp "slt" %2, %5 : i32
      llvm.cond_br %9, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %10 = llvm.add %arg0, %5 : i32
      llvm.br ^bb3(%10 : i32)
    ^bb2:  // pred: ^bb0
      %11 = llvm.mul %arg0, %5 : i32
      llvm.br ^bb3(%11 : i32)
    ^bb3(%12: i32):  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      %13 = llvm.add %8, %arg0 : i32
      %14 = llvm.icmp "ne" %5, %8 : i32
      %15 = llvm.select %14, %2, %12 : i1, i32
      %16 = llvm.add %arg0, %8 : i32
      %17 = llvm.xor %5, %arg1 : i32
      %18 = llvm.xor %5, %arg1 : i32
      %19 = llvm.mlir.constant(1 : i32) : i32
      %20 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
      %21 = llvm.insertvalue %19, %20[0] : !llvm.struct<(i32, f32)> 
      %22 = llvm.insertvalue %6, %21[1] : !llvm.struct<(i32, f32)> 
      llvm.return %22 : !llvm.struct<(i32, f32)>
    }
    llvm.func @m0_f1(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
      %0 = llvm.mlir.constant(1 : index) : i64
      %1 = llvm.add %arg2, %0 : i64
      %2 = llvm.trunc %1 : i64 to i32
      %3 = llvm.mlir.constant(false) : i1
      llvm.cond_br %3, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %4 = llvm.add %2, %arg0 : i32
      llvm.br ^bb3(%4 : i32)
    ^bb2:  // pred: ^bb0
      %5 = llvm.mul %2, %arg0 : i32
      llvm.br ^bb3(%5 : i32)
    ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = llvm.mlir.constant(16 : index) : i64
      %9 = llvm.mlir.constant(1 : index) : i64
      llvm.br ^bb5(%7, %6 : i64, i32)
    ^bb5(%10: i64, %11: i32):  // 2 preds: ^bb4, ^bb6
      %12 = llvm.icmp "slt" %10, %8 : i64
      llvm.cond_br %12, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %13 = llvm.trunc %10 : i64 to i32
      %14 = llvm.mul %arg0, %6 : i32
      %15 = llvm.add %11, %13 : i32
      %16 = llvm.xor %15, %14 : i32
      %17 = llvm.add %10, %9 : i64
      llvm.br ^bb5(%17, %16 : i64, i32)
    ^bb7:  // pred: ^bb5
      %18 = llvm.icmp "slt" %2, %6 : i32
      llvm.cond_br %18, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %19 = llvm.add %6, %2 : i32
      llvm.br ^bb10(%19 : i32)
    ^bb9:  // pred: ^bb7
      %20 = llvm.mul %6, %2 : i32
      llvm.br ^bb10(%20 : i32)
    ^bb10(%21: i32):  // 2 preds: ^bb8, ^bb9
      llvm.br ^bb11
    ^bb11:  // pred: ^bb10
      %22 = llvm.mlir.constant(1 : i32) : i32
      %23 = llvm.add %6, %22 : i32
      %24 = llvm.fsub %arg3, %arg3 : f32
      %25 = llvm.add %arg0, %6 : i32
      %26 = llvm.mlir.constant(3 : i32) : i32
      %27 = llvm.mlir.constant(2 : i32) : i32
      %28 = llvm.add %arg0, %21 : i32
      %29 = llvm.mlir.constant(1 : i32) : i32
      %30 = llvm.mlir.constant(1 : i32) : i32
      %31 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
      %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(i32, f32)> 
      %33 = llvm.insertvalue %24, %32[1] : !llvm.struct<(i32, f32)> 
      llvm.return %33 : !llvm.struct<(i32, f32)>
    }
    llvm.func @m0_f2(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
      %0 = llvm.mlir.constant(false) : i1
      llvm.cond_br %0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %1 = llvm.add %arg0, %arg1 : i32
      llvm.br ^bb3(%1 : i32)
    ^bb2:  // pred: ^bb0
      %2 = llvm.mul %arg0, %arg1 : i32
      llvm.br ^bb3(%2 : i32)
    ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
      llvm.br ^bb4
    ^bb4:  // pred: ^bb3
      %4 = llvm.and %3, %arg1 : i32
      %5 = llvm.and %3, %arg1 : i32
      %6 = llvm.mlir.constant(0 : i32) : i32
      %7 = llvm.intr.smax(%4, %5) : (i32, i32) -> i32
      %8 = llvm.intr.smax(%4, %5) : (i32, i32) -> i32
      %9 = llvm.add %arg1, %8 : i32
      %10 = llvm.add %8, %arg1 : i32
      %11 = llvm.add %9, %9 : i32
      %12 = llvm.mlir.constant(42 : i32) : i32
      %13 = llvm.mlir.constant(0 : index) : i64
      %14 = llvm.mlir.constant(16 : index) : i64
      %15 = llvm.mlir.constant(1 : index) : i64
      llvm.br ^bb5(%13, %3 : i64, i32)
    ^bb5(%16: i64, %17: i32):  // 2 preds: ^bb4, ^bb6
      %18 = llvm.icmp "slt" %16, %14 : i64
      llvm.cond_br %18, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %19 = llvm.trunc %16 : i64 to i32
      %20 = llvm.mul %4, %12 : i32
      %21 = llvm.add %17, %19 : i32
      %22 = llvm.xor %21, %20 : i32
      %23 = llvm.add %16, %15 : i64
      llvm.br ^bb5(%23, %22 : i64, i32)
    ^bb7:  // pred: ^bb5
      %24 = llvm.mlir.constant(3 : i32) : i32
      %25 = llvm.icmp "uge" %4, %24 : i32
      %26 = llvm.mlir.constant(0 : i32) : i32
      %27 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
      %28 = llvm.insertvalue %26, %27[0] : !llvm.struct<(i32, f32)> 
      %29 = llvm.insertvalue %arg3, %28[1] : !llvm.struct<(i32, f32)> 
      llvm.return %29 : !llvm.struct<(i32, f32)>
    }
  }
  module @m1 {
    llvm.func @m1_f0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = llvm.mlir.constant(4 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      llvm.br ^bb1(%0, %arg1 : i64, i32)
    ^bb1(%3: i64, %4: i32):  // 2 preds: ^bb0, ^bb2
      %5 = llvm.icmp "slt" %3, %1 : i64
      llvm.cond_br %5, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %6 = llvm.trunc %3 : i64 to i32
      %7 = llvm.mul %arg0, %arg0 : i32
      %8 = llvm.add %4, %6 : i32
      %9 = llvm.xor %8, %7 : i32
      %10 = llvm.add %3, %2 : i64
      llvm.br ^bb1(%10, %9 : i64, i32)
    ^bb3:  // pred: ^bb1
      %11 = llvm.mlir.constant(3 : i32) : i32
      %12 = llvm.add %arg0, %11 : i32
      %13 = llvm.mlir.constant(42 : i32) : i32
      %14 = llvm.mlir.constant(7 : i32) : i32
      %15 = llvm.icmp "ne" %arg0, %14 : i32
      %16 = llvm.select %15, %arg0, %12 : i1, i32
      %17 = llvm.mlir.constant(4 : index) : i64
      %18 = llvm.add %arg2, %17 : i64
      %19 = llvm.trunc %18 : i64 to i32
      %20 = llvm.icmp "slt" %arg0, %13 : i32
      %21 = llvm.select %20, %16, %14 : i1, i32
      %22 = llvm.icmp "ne" %arg0, %arg0 : i32
      %23 = llvm.select %22, %14, %arg1 : i1, i32
      %24 = llvm.add %19, %19 : i32
      %25 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
      %26 = llvm.insertvalue %24, %25[0] : !llvm.struct<(i32, f32)> 
      %27 = llvm.insertvalue %arg3, %26[1] : !llvm.struct<(i32, f32)> 
      llvm.return %27 : !llvm.struct<(i32, f32)>
    }
    llvm.func @m1_f1(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      llvm.br ^bb1(%0, %arg0 : i64, i32)
    ^bb1(%3: i64, %4: i32):  // 2 preds: ^bb0, ^bb2
      %5 = llvm.icmp "slt" %3, %1 : i64
      llvm.cond_br %5, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %6 = llvm.trunc %3 : i64 to i32
      %7 = llvm.mul %arg1, %arg0 : i32
      %8 = llvm.add %4, %6 : i32
      %9 = llvm.xor %8, %7 : i32
      %10 = llvm.add %3, %2 : i64
      llvm.br ^bb1(%10, %9 : i64, i32)
    ^bb3:  // pred: ^bb1
      %11 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
      %12 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
      %13 = llvm.mlir.constant(false) : i1
      llvm.cond_br %13, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %14 = llvm.add %11, %11 : i32
      llvm.br ^bb6(%14 : i32)
    ^bb5:  // pred: ^bb3
      %15 = llvm.mul %11, %11 : i32
      llvm.br ^bb6(%15 : i32)
    ^bb6(%16: i32):  // 2 preds: ^bb4, ^bb5
      llvm.br ^bb7
    ^bb7:  // pred: ^bb6
      %17 = llvm.sub %4, %arg0 : i32
      %18 = llvm.fadd %arg3, %arg3 : f32
      %19 = llvm.icmp "ule" %arg1, %11 : i32
      %20 = llvm.select %19, %4, %arg1 : i1, i32
      %21 = llvm.sub %arg0, %16 : i32
      %22 = llvm.mlir.constant(0 : i32) : i32
      %23 = llvm.mlir.constant(2 : i32) : i32
      %24 = llvm.mlir.constant(42 : i32) : i32
      %25 = llvm.icmp "slt" %4, %23 : i32
      llvm.cond_br %25, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %26 = llvm.add %21, %20 : i32
      llvm.br ^bb10(%26 : i32)
    ^bb9:  // pred: ^bb7
      %27 = llvm.mul %21, %20 : i32
      llvm.br ^bb10(%27 : i32)
    ^bb10(%28: i32):  // 2 preds: ^bb8, ^bb9
      llvm.br ^bb11
    ^bb11:  // pred: ^bb10
      %29 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
      %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(i32, f32)> 
      %31 = llvm.insertvalue %18, %30[1] : !llvm.struct<(i32, f32)> 
      llvm.return %31 : !llvm.struct<(i32, f32)>
    }
    llvm.func @m1_f2(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
      %0 = llvm.add %arg1, %arg0 : i32
      %1 = llvm.fsub %arg3, %arg3 : f32
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.add %arg2, %2 : i64
      %4 = llvm.trunc %3 : i64 to i32
      %5 = llvm.add %4, %arg0 : i32
      %6 = llvm.mlir.constant(2 : index) : i64
      %7 = llvm.add %arg2, %6 : i64
      %8 = llvm.trunc %7 : i64 to i32
      %9 = llvm.mlir.constant(1 : i32) : i32
      %10 = llvm.mlir.constant(7 : i32) : i32
      %11 = llvm.intr.smin(%5, %9) : (i32, i32) -> i32
      %12 = llvm.fadd %1, %1 : f32
      %13 = llvm.mlir.constant(2 : i32) : i32
      %14 = llvm.fadd %1, %arg3 : f32
      %15 = llvm.icmp "sgt" %11, %arg1 : i32
      %16 = llvm.select %15, %10, %13 : i1, i32
      %17 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
      %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(i32, f32)> 
      %19 = llvm.insertvalue %14, %18[1] : !llvm.struct<(i32, f32)> 
      llvm.return %19 : !llvm.struct<(i32, f32)>
    }
  }
}

