module {
  llvm.func @f0(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.fsub %arg3, %arg3 : f32
    %1 = llvm.fsub %arg3, %arg3 : f32
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%2, %arg0 : i64, i32)
  ^bb1(%5: i64, %6: i32):  // 2 preds: ^bb0, ^bb2
    %7 = llvm.icmp "slt" %5, %3 : i64
    llvm.cond_br %7, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %8 = llvm.trunc %5 : i64 to i32
    %9 = llvm.mul %arg0, %arg1 : i32
    %10 = llvm.add %6, %8 : i32
    %11 = llvm.xor %10, %9 : i32
    %12 = llvm.add %5, %4 : i64
    llvm.br ^bb1(%12, %11 : i64, i32)
  ^bb3:  // pred: ^bb1
    %13 = llvm.mul %6, %6 : i32
    %14 = llvm.mlir.constant(2 : index) : i64
    %15 = llvm.add %arg2, %14 : i64
    %16 = llvm.trunc %15 : i64 to i32
    %17 = llvm.icmp "ule" %arg1, %16 : i32
    %18 = llvm.select %17, %arg0, %16 : i1, i32
    %19 = llvm.mlir.constant(0 : i32) : i32
    %20 = llvm.and %16, %arg0 : i32
    %21 = llvm.and %13, %16 : i32
    %22 = llvm.icmp "sgt" %16, %19 : i32
    %23 = llvm.select %22, %21, %arg1 : i1, i32
    %24 = llvm.icmp "slt" %13, %21 : i32
    %25 = llvm.select %24, %16, %arg0 : i1, i32
    %26 = llvm.mlir.constant(0 : i32) : i32
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.mlir.constant(4 : index) : i64
    %29 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb4(%27, %13 : i64, i32)
  ^bb4(%30: i64, %31: i32):  // 2 preds: ^bb3, ^bb5
    %32 = llvm.icmp "slt" %30, %28 : i64
    llvm.cond_br %32, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %33 = llvm.trunc %30 : i64 to i32
    %34 = llvm.mul %13, %arg0 : i32
    %35 = llvm.add %31, %33 : i32
    %36 = llvm.xor %35, %34 : i32
    %37 = llvm.add %30, %29 : i64
    llvm.br ^bb4(%37, %36 : i64, i32)
  ^bb6:  // pred: ^bb4
    %38 = llvm.fsub %0, %0 : f32
    %39 = llvm.mlir.constant(42 : i32) : i32
    %40 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(i32, f32)> 
    %42 = llvm.insertvalue %38, %41[1] : !llvm.struct<(i32, f32)> 
    llvm.return %42 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f1(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.or %arg1, %arg0 : i32
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.icmp "slt" %arg0, %arg1 : i32
    llvm.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %3 = llvm.add %arg1, %arg0 : i32
    llvm.br ^bb3(%3 : i32)
  ^bb2:  // pred: ^bb0
    %4 = llvm.mul %arg1, %arg0 : i32
    llvm.br ^bb3(%4 : i32)
  ^bb3(%5: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %6 = llvm.mlir.constant(3 : i32) : i32
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb5(%7, %6 : i64, i32)
  ^bb5(%10: i64, %11: i32):  // 2 preds: ^bb4, ^bb6
    %12 = llvm.icmp "slt" %10, %8 : i64
    llvm.cond_br %12, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %13 = llvm.trunc %10 : i64 to i32
    %14 = llvm.mul %5, %arg1 : i32
    %15 = llvm.add %11, %13 : i32
    %16 = llvm.xor %15, %14 : i32
    %17 = llvm.add %10, %9 : i64
    llvm.br ^bb5(%17, %16 : i64, i32)
  ^bb7:  // pred: ^bb5
    %18 = llvm.and %11, %6 : i32
    %19 = llvm.and %11, %6 : i32
    %20 = llvm.mlir.constant(true) : i1
    %21 = llvm.select %20, %1, %arg0 : i1, i32
    %22 = llvm.or %arg0, %1 : i32
    %23 = llvm.or %arg0, %1 : i32
    %24 = llvm.call @f0(%arg0, %0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %25 = llvm.extractvalue %24[0] : !llvm.struct<(i32, f32)> 
    %26 = llvm.extractvalue %24[1] : !llvm.struct<(i32, f32)> 
    %27 = llvm.xor %5, %11 : i32
    %28 = llvm.xor %5, %11 : i32
    %29 = llvm.mlir.constant(7 : i32) : i32
    %30 = llvm.mlir.constant(true) : i1
    %31 = llvm.select %30, %28, %5 : i1, i32
    %32 = llvm.call @f0(%5, %25, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %33 = llvm.extractvalue %32[0] : !llvm.struct<(i32, f32)> 
    %34 = llvm.extractvalue %32[1] : !llvm.struct<(i32, f32)> 
    %35 = llvm.mlir.constant(4 : index) : i64
    %36 = llvm.add %arg2, %35 : i64
    %37 = llvm.trunc %36 : i64 to i32
    %38 = llvm.icmp "slt" %18, %29 : i32
    %39 = llvm.select %38, %0, %27 : i1, i32
    %40 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(i32, f32)> 
    %42 = llvm.insertvalue %34, %41[1] : !llvm.struct<(i32, f32)> 
    llvm.return %42 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f2(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(2 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.add %arg2, %3 : i64
    %5 = llvm.trunc %4 : i64 to i32
    %6 = llvm.call @f0(%arg1, %arg1, %3, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(i32, f32)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(i32, f32)> 
    %9 = llvm.and %5, %arg0 : i32
    %10 = llvm.and %5, %arg0 : i32
    %11 = llvm.sub %arg1, %5 : i32
    %12 = llvm.sub %arg1, %5 : i32
    %13 = llvm.fmul %arg3, %arg3 : f32
    %14 = llvm.call @f1(%5, %11, %3, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %15 = llvm.extractvalue %14[0] : !llvm.struct<(i32, f32)> 
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(i32, f32)> 
    %17 = llvm.mlir.constant(42 : i32) : i32
    %18 = llvm.mlir.constant(0 : i32) : i32
    %19 = llvm.icmp "slt" %arg0, %2 : i32
    llvm.cond_br %19, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3(%0 : i32)
  ^bb3(%20: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %21 = llvm.fmul %arg3, %8 : f32
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = llvm.mlir.constant(8 : index) : i64
    %24 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb5(%22, %11 : i64, i32)
  ^bb5(%25: i64, %26: i32):  // 2 preds: ^bb4, ^bb6
    %27 = llvm.icmp "slt" %25, %23 : i64
    llvm.cond_br %27, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %28 = llvm.trunc %25 : i64 to i32
    %29 = llvm.add %26, %28 : i32
    %30 = llvm.xor %29, %18 : i32
    %31 = llvm.add %25, %24 : i64
    llvm.br ^bb5(%31, %30 : i64, i32)
  ^bb7:  // pred: ^bb5
    %32 = llvm.call @f1(%arg0, %18, %4, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %33 = llvm.extractvalue %32[0] : !llvm.struct<(i32, f32)> 
    %34 = llvm.extractvalue %32[1] : !llvm.struct<(i32, f32)> 
    %35 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %36 = llvm.insertvalue %33, %35[0] : !llvm.struct<(i32, f32)> 
    %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(i32, f32)> 
    llvm.return %37 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f3(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(2 : index) : i64
    %1 = llvm.add %arg2, %0 : i64
    %2 = llvm.trunc %1 : i64 to i32
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.add %arg2, %3 : i64
    %5 = llvm.trunc %4 : i64 to i32
    %6 = llvm.mlir.constant(42 : i32) : i32
    %7 = llvm.mlir.constant(2 : i32) : i32
    %8 = llvm.call @f2(%2, %5, %4, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(i32, f32)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(i32, f32)> 
    %11 = llvm.mul %9, %6 : i32
    %12 = llvm.mul %11, %arg0 : i32
    %13 = llvm.mul %11, %arg0 : i32
    %14 = llvm.icmp "sgt" %13, %11 : i32
    %15 = llvm.select %14, %6, %arg0 : i1, i32
    %16 = llvm.sub %15, %13 : i32
    %17 = llvm.sub %15, %13 : i32
    %18 = llvm.mlir.constant(2 : i32) : i32
    %19 = llvm.icmp "sgt" %11, %5 : i32
    %20 = llvm.select %19, %7, %9 : i1, i32
    %21 = llvm.icmp "ne" %15, %9 : i32
    %22 = llvm.mlir.constant(false) : i1
    llvm.cond_br %22, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %23 = llvm.add %17, %11 : i32
    llvm.br ^bb3(%23 : i32)
  ^bb2:  // pred: ^bb0
    %24 = llvm.mul %17, %11 : i32
    llvm.br ^bb3(%24 : i32)
  ^bb3(%25: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %26 = llvm.mlir.constant(2 : index) : i64
    %27 = llvm.mlir.constant(4 : index) : i64
    %28 = llvm.trunc %27 : i64 to i32
    %29 = llvm.mlir.constant(3 : i32) : i32
    %30 = llvm.add %2, %12 : i32
    %31 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(i32, f32)> 
    %33 = llvm.insertvalue %10, %32[1] : !llvm.struct<(i32, f32)> 
    llvm.return %33 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f4(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(3 : i32) : i32
    %1 = llvm.fmul %arg3, %arg3 : f32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.icmp "ule" %arg0, %0 : i32
    %4 = llvm.select %3, %arg1, %arg1 : i1, i32
    %5 = llvm.fadd %1, %arg3 : f32
    %6 = llvm.icmp "slt" %4, %arg0 : i32
    llvm.cond_br %6, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %7 = llvm.add %0, %arg0 : i32
    llvm.br ^bb3(%7 : i32)
  ^bb2:  // pred: ^bb0
    %8 = llvm.mul %0, %arg0 : i32
    llvm.br ^bb3(%8 : i32)
  ^bb3(%9: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %10 = llvm.xor %arg1, %arg1 : i32
    %11 = llvm.xor %arg1, %arg1 : i32
    %12 = llvm.fadd %5, %arg3 : f32
    %13 = llvm.icmp "slt" %10, %arg0 : i32
    llvm.cond_br %13, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %14 = llvm.add %arg1, %0 : i32
    llvm.br ^bb7(%14 : i32)
  ^bb6:  // pred: ^bb4
    %15 = llvm.mul %arg1, %0 : i32
    llvm.br ^bb7(%15 : i32)
  ^bb7(%16: i32):  // 2 preds: ^bb5, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.call @f1(%4, %17, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %19 = llvm.extractvalue %18[0] : !llvm.struct<(i32, f32)> 
    %20 = llvm.extractvalue %18[1] : !llvm.struct<(i32, f32)> 
    %21 = llvm.intr.smax(%9, %0) : (i32, i32) -> i32
    %22 = llvm.mlir.constant(1 : index) : i64
    %23 = llvm.add %arg2, %22 : i64
    %24 = llvm.trunc %23 : i64 to i32
    %25 = llvm.mlir.constant(4 : index) : i64
    %26 = llvm.add %23, %25 : i64
    %27 = llvm.trunc %26 : i64 to i32
    %28 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(i32, f32)> 
    %30 = llvm.insertvalue %20, %29[1] : !llvm.struct<(i32, f32)> 
    llvm.return %30 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f5(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%0, %arg1 : i64, i32)
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
    %11 = llvm.mlir.constant(42 : i32) : i32
    %12 = llvm.call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %13 = llvm.extractvalue %12[0] : !llvm.struct<(i32, f32)> 
    %14 = llvm.extractvalue %12[1] : !llvm.struct<(i32, f32)> 
    %15 = llvm.call @f4(%4, %4, %arg2, %14) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %16 = llvm.extractvalue %15[0] : !llvm.struct<(i32, f32)> 
    %17 = llvm.extractvalue %15[1] : !llvm.struct<(i32, f32)> 
    %18 = llvm.fadd %14, %14 : f32
    %19 = llvm.mlir.constant(2 : index) : i64
    %20 = llvm.add %arg2, %19 : i64
    %21 = llvm.trunc %20 : i64 to i32
    %22 = llvm.call @f1(%21, %21, %arg2, %18) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %23 = llvm.extractvalue %22[0] : !llvm.struct<(i32, f32)> 
    %24 = llvm.extractvalue %22[1] : !llvm.struct<(i32, f32)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb4(%25, %16 : i64, i32)
  ^bb4(%28: i64, %29: i32):  // 2 preds: ^bb3, ^bb5
    %30 = llvm.icmp "slt" %28, %26 : i64
    llvm.cond_br %30, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %31 = llvm.trunc %28 : i64 to i32
    %32 = llvm.mul %4, %23 : i32
    %33 = llvm.add %29, %31 : i32
    %34 = llvm.xor %33, %32 : i32
    %35 = llvm.add %28, %27 : i64
    llvm.br ^bb4(%35, %34 : i64, i32)
  ^bb6:  // pred: ^bb4
    %36 = llvm.mlir.constant(7 : i32) : i32
    %37 = llvm.call @f4(%23, %23, %20, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %38 = llvm.extractvalue %37[0] : !llvm.struct<(i32, f32)> 
    %39 = llvm.extractvalue %37[1] : !llvm.struct<(i32, f32)> 
    %40 = llvm.icmp "slt" %23, %29 : i32
    llvm.cond_br %40, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %41 = llvm.add %29, %13 : i32
    llvm.br ^bb9(%41 : i32)
  ^bb8:  // pred: ^bb6
    %42 = llvm.mul %29, %13 : i32
    llvm.br ^bb9(%42 : i32)
  ^bb9(%43: i32):  // 2 preds: ^bb7, ^bb8
    llvm.br ^bb10
  ^bb10:  // pred: ^bb9
    %44 = llvm.mlir.constant(0 : index) : i64
    %45 = llvm.mlir.constant(16 : index) : i64
    %46 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb11(%44, %38 : i64, i32)
  ^bb11(%47: i64, %48: i32):  // 2 preds: ^bb10, ^bb12
    %49 = llvm.icmp "slt" %47, %45 : i64
    llvm.cond_br %49, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %50 = llvm.trunc %47 : i64 to i32
    %51 = llvm.mul %4, %29 : i32
    %52 = llvm.add %48, %50 : i32
    %53 = llvm.xor %52, %51 : i32
    %54 = llvm.add %47, %46 : i64
    llvm.br ^bb11(%54, %53 : i64, i32)
  ^bb13:  // pred: ^bb11
    %55 = llvm.fsub %17, %17 : f32
    %56 = llvm.icmp "uge" %13, %11 : i32
    %57 = llvm.select %56, %4, %29 : i1, i32
    %58 = llvm.fsub %18, %14 : f32
    %59 = llvm.mul %29, %arg0 : i32
    %60 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %61 = llvm.insertvalue %59, %60[0] : !llvm.struct<(i32, f32)> 
    %62 = llvm.insertvalue %58, %61[1] : !llvm.struct<(i32, f32)> 
    llvm.return %62 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f6(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.fmul %arg3, %arg3 : f32
    %2 = llvm.mlir.constant(1 : i32) : i32
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4 = llvm.fmul %1, %arg3 : f32
    %5 = llvm.fadd %1, %1 : f32
    %6 = llvm.call @f3(%3, %0, %arg2, %1) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(i32, f32)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(i32, f32)> 
    %9 = llvm.call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %10 = llvm.extractvalue %9[0] : !llvm.struct<(i32, f32)> 
    %11 = llvm.extractvalue %9[1] : !llvm.struct<(i32, f32)> 
    %12 = llvm.icmp "slt" %7, %2 : i32
    %13 = llvm.select %12, %10, %arg1 : i1, i32
    %14 = llvm.fsub %arg3, %8 : f32
    %15 = llvm.mlir.constant(4 : index) : i64
    %16 = llvm.add %arg2, %15 : i64
    %17 = llvm.trunc %16 : i64 to i32
    %18 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %19 = llvm.select %18, %arg1, %13 : i1, i32
    %20 = llvm.mlir.constant(4 : index) : i64
    %21 = llvm.add %arg2, %20 : i64
    %22 = llvm.trunc %21 : i64 to i32
    %23 = llvm.call @f4(%19, %2, %21, %1) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %24 = llvm.extractvalue %23[0] : !llvm.struct<(i32, f32)> 
    %25 = llvm.extractvalue %23[1] : !llvm.struct<(i32, f32)> 
    %26 = llvm.mlir.constant(0 : index) : i64
    %27 = llvm.mlir.constant(16 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%26, %17 : i64, i32)
  ^bb1(%29: i64, %30: i32):  // 2 preds: ^bb0, ^bb2
    %31 = llvm.icmp "slt" %29, %27 : i64
    llvm.cond_br %31, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %32 = llvm.trunc %29 : i64 to i32
    %33 = llvm.add %30, %32 : i32
    %34 = llvm.xor %33, %0 : i32
    %35 = llvm.add %29, %28 : i64
    llvm.br ^bb1(%35, %34 : i64, i32)
  ^bb3:  // pred: ^bb1
    %36 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %37 = llvm.insertvalue %30, %36[0] : !llvm.struct<(i32, f32)> 
    %38 = llvm.insertvalue %25, %37[1] : !llvm.struct<(i32, f32)> 
    llvm.return %38 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f7(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, f32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, f32)> 
    %3 = llvm.call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, f32)> 
    %5 = llvm.extractvalue %3[1] : !llvm.struct<(i32, f32)> 
    %6 = llvm.call @f1(%arg0, %1, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(i32, f32)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(i32, f32)> 
    %9 = llvm.intr.smax(%7, %arg1) : (i32, i32) -> i32
    %10 = llvm.intr.smax(%7, %arg1) : (i32, i32) -> i32
    %11 = llvm.mlir.constant(1 : index) : i64
    %12 = llvm.add %arg2, %11 : i64
    %13 = llvm.trunc %12 : i64 to i32
    %14 = llvm.xor %9, %arg1 : i32
    %15 = llvm.icmp "slt" %14, %4 : i32
    %16 = llvm.select %15, %arg1, %13 : i1, i32
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.icmp "slt" %16, %14 : i32
    llvm.cond_br %18, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %19 = llvm.add %16, %13 : i32
    llvm.br ^bb3(%19 : i32)
  ^bb2:  // pred: ^bb0
    %20 = llvm.mul %16, %13 : i32
    llvm.br ^bb3(%20 : i32)
  ^bb3(%21: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %22 = llvm.mlir.constant(1 : i32) : i32
    %23 = llvm.mlir.constant(1 : i32) : i32
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.mlir.constant(8 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb5(%24, %17 : i64, i32)
  ^bb5(%27: i64, %28: i32):  // 2 preds: ^bb4, ^bb6
    %29 = llvm.icmp "slt" %27, %25 : i64
    llvm.cond_br %29, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %30 = llvm.trunc %27 : i64 to i32
    %31 = llvm.mul %arg1, %16 : i32
    %32 = llvm.add %28, %30 : i32
    %33 = llvm.xor %32, %31 : i32
    %34 = llvm.add %27, %26 : i64
    llvm.br ^bb5(%34, %33 : i64, i32)
  ^bb7:  // pred: ^bb5
    %35 = llvm.mlir.constant(42 : i32) : i32
    %36 = llvm.fadd %5, %8 : f32
    %37 = llvm.fsub %5, %8 : f32
    %38 = llvm.xor %arg0, %arg1 : i32
    %39 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %40 = llvm.insertvalue %38, %39[0] : !llvm.struct<(i32, f32)> 
    %41 = llvm.insertvalue %37, %40[1] : !llvm.struct<(i32, f32)> 
    llvm.return %41 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f8(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.sub %arg0, %arg1 : i32
    %1 = llvm.mul %0, %arg1 : i32
    %2 = llvm.call @f4(%arg1, %arg0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, f32)> 
    %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, f32)> 
    %5 = llvm.mlir.constant(2 : i32) : i32
    %6 = llvm.call @f5(%5, %0, %arg2, %4) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %7 = llvm.extractvalue %6[0] : !llvm.struct<(i32, f32)> 
    %8 = llvm.extractvalue %6[1] : !llvm.struct<(i32, f32)> 
    %9 = llvm.sub %arg1, %3 : i32
    %10 = llvm.mlir.constant(2 : i32) : i32
    %11 = llvm.call @f0(%0, %1, %arg2, %4) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, f32)> 
    %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, f32)> 
    %14 = llvm.intr.smax(%arg1, %10) : (i32, i32) -> i32
    %15 = llvm.intr.smin(%12, %0) : (i32, i32) -> i32
    %16 = llvm.icmp "sgt" %arg0, %10 : i32
    llvm.cond_br %16, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %17 = llvm.add %arg1, %10 : i32
    llvm.br ^bb3(%17 : i32)
  ^bb2:  // pred: ^bb0
    %18 = llvm.mul %arg1, %10 : i32
    llvm.br ^bb3(%18 : i32)
  ^bb3(%19: i32):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    %20 = llvm.mlir.constant(1 : i32) : i32
    %21 = llvm.intr.smax(%9, %arg0) : (i32, i32) -> i32
    %22 = llvm.icmp "eq" %0, %9 : i32
    %23 = llvm.call @f6(%9, %0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %24 = llvm.extractvalue %23[0] : !llvm.struct<(i32, f32)> 
    %25 = llvm.extractvalue %23[1] : !llvm.struct<(i32, f32)> 
    %26 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %27 = llvm.insertvalue %24, %26[0] : !llvm.struct<(i32, f32)> 
    %28 = llvm.insertvalue %25, %27[1] : !llvm.struct<(i32, f32)> 
    llvm.return %28 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f9(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.fsub %arg3, %arg3 : f32
    %1 = llvm.call @f3(%arg1, %arg1, %arg2, %0) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, f32)> 
    %3 = llvm.extractvalue %1[1] : !llvm.struct<(i32, f32)> 
    %4 = llvm.fsub %arg3, %0 : f32
    %5 = llvm.call @f7(%arg1, %2, %arg2, %3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %6 = llvm.extractvalue %5[0] : !llvm.struct<(i32, f32)> 
    %7 = llvm.extractvalue %5[1] : !llvm.struct<(i32, f32)> 
    %8 = llvm.or %6, %2 : i32
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.add %arg2, %9 : i64
    %11 = llvm.trunc %10 : i64 to i32
    %12 = llvm.intr.smax(%arg0, %2) : (i32, i32) -> i32
    %13 = llvm.mlir.constant(42 : i32) : i32
    %14 = llvm.call @f2(%6, %11, %10, %4) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %15 = llvm.extractvalue %14[0] : !llvm.struct<(i32, f32)> 
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(i32, f32)> 
    %17 = llvm.and %arg0, %13 : i32
    %18 = llvm.and %arg0, %13 : i32
    %19 = llvm.mlir.constant(0 : index) : i64
    %20 = llvm.mlir.constant(8 : index) : i64
    %21 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%19, %2 : i64, i32)
  ^bb1(%22: i64, %23: i32):  // 2 preds: ^bb0, ^bb2
    %24 = llvm.icmp "slt" %22, %20 : i64
    llvm.cond_br %24, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %25 = llvm.trunc %22 : i64 to i32
    %26 = llvm.mul %6, %15 : i32
    %27 = llvm.add %23, %25 : i32
    %28 = llvm.xor %27, %26 : i32
    %29 = llvm.add %22, %21 : i64
    llvm.br ^bb1(%29, %28 : i64, i32)
  ^bb3:  // pred: ^bb1
    %30 = llvm.icmp "eq" %15, %11 : i32
    %31 = llvm.select %30, %12, %arg1 : i1, i32
    %32 = llvm.add %arg0, %13 : i32
    %33 = llvm.add %arg0, %13 : i32
    %34 = llvm.sub %31, %32 : i32
    %35 = llvm.icmp "sgt" %18, %34 : i32
    %36 = llvm.select %35, %8, %15 : i1, i32
    %37 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(i32, f32)> 
    %39 = llvm.insertvalue %16, %38[1] : !llvm.struct<(i32, f32)> 
    llvm.return %39 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f10(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.icmp "slt" %arg0, %arg1 : i32
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
    %4 = llvm.icmp "slt" %3, %arg1 : i32
    llvm.cond_br %4, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %5 = llvm.add %arg1, %arg1 : i32
    llvm.br ^bb7(%5 : i32)
  ^bb6:  // pred: ^bb4
    %6 = llvm.mul %arg1, %arg1 : i32
    llvm.br ^bb7(%6 : i32)
  ^bb7(%7: i32):  // 2 preds: ^bb5, ^bb6
    llvm.br ^bb8
  ^bb8:  // pred: ^bb7
    %8 = llvm.mlir.constant(4 : index) : i64
    %9 = llvm.add %arg2, %8 : i64
    %10 = llvm.trunc %9 : i64 to i32
    %11 = llvm.mlir.constant(false) : i1
    %12 = llvm.select %11, %10, %arg1 : i1, i32
    %13 = llvm.call @f2(%12, %arg0, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %14 = llvm.extractvalue %13[0] : !llvm.struct<(i32, f32)> 
    %15 = llvm.extractvalue %13[1] : !llvm.struct<(i32, f32)> 
    %16 = llvm.add %10, %arg0 : i32
    %17 = llvm.add %10, %arg0 : i32
    %18 = llvm.fadd %arg3, %arg3 : f32
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.mlir.constant(8 : index) : i64
    %21 = llvm.trunc %20 : i64 to i32
    %22 = llvm.fmul %arg3, %15 : f32
    %23 = llvm.mlir.constant(0 : i32) : i32
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = llvm.mlir.constant(4 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb9(%24, %16 : i64, i32)
  ^bb9(%27: i64, %28: i32):  // 2 preds: ^bb8, ^bb10
    %29 = llvm.icmp "slt" %27, %25 : i64
    llvm.cond_br %29, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %30 = llvm.trunc %27 : i64 to i32
    %31 = llvm.mul %14, %10 : i32
    %32 = llvm.add %28, %30 : i32
    %33 = llvm.xor %32, %31 : i32
    %34 = llvm.add %27, %26 : i64
    llvm.br ^bb9(%34, %33 : i64, i32)
  ^bb11:  // pred: ^bb9
    %35 = llvm.sub %12, %3 : i32
    %36 = llvm.call @f7(%10, %17, %8, %22) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %37 = llvm.extractvalue %36[0] : !llvm.struct<(i32, f32)> 
    %38 = llvm.extractvalue %36[1] : !llvm.struct<(i32, f32)> 
    %39 = llvm.icmp "ule" %arg1, %16 : i32
    %40 = llvm.select %39, %12, %arg1 : i1, i32
    %41 = llvm.fmul %38, %38 : f32
    %42 = llvm.fsub %22, %18 : f32
    %43 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %44 = llvm.insertvalue %40, %43[0] : !llvm.struct<(i32, f32)> 
    %45 = llvm.insertvalue %42, %44[1] : !llvm.struct<(i32, f32)> 
    llvm.return %45 : !llvm.struct<(i32, f32)>
  }
  llvm.func @f11(%arg0: i32, %arg1: i32, %arg2: i64, %arg3: f32) -> !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.constant(4 : index) : i64
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
    %11 = llvm.call @f4(%4, %arg1, %arg2, %arg3) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, f32)> 
    %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, f32)> 
    %14 = llvm.sub %arg1, %4 : i32
    %15 = llvm.mul %4, %12 : i32
    %16 = llvm.call @f7(%12, %14, %arg2, %13) : (i32, i32, i64, f32) -> !llvm.struct<(i32, f32)>
    %17 = llvm.extractvalue %16[0] : !llvm.struct<(i32, f32)> 
    %18 = llvm.extractvalue %16[1] : !llvm.struct<(i32, f32)> 
    %19 = llvm.intr.smax(%15, %14) : (i32, i32) -> i32
    %20 = llvm.intr.smax(%15, %14) : (i32, i32) -> i32
    %21 = llvm.xor %arg0, %15 : i32
    %22 = llvm.mlir.constant(1 : index) : i64
    %23 = llvm.add %arg2, %22 : i64
    %24 = llvm.trunc %23 : i64 to i32
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.mlir.constant(16 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb4(%25, %4 : i64, i32)
  ^bb4(%28: i64, %29: i32):  // 2 preds: ^bb3, ^bb5
    %30 = llvm.icmp "slt" %28, %26 : i64
    llvm.cond_br %30, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %31 = llvm.trunc %28 : i64 to i32
    %32 = llvm.mul %21, %21 : i32
    %33 = llvm.add %29, %31 : i32
    %34 = llvm.xor %33, %32 : i32
    %35 = llvm.add %28, %27 : i64
    llvm.br ^bb4(%35, %34 : i64, i32)
  ^bb6:  // pred: ^bb4
    %36 = llvm.mlir.constant(0 : i32) : i32
    %37 = llvm.icmp "slt" %14, %36 : i32
    llvm.cond_br %37, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %38 = llvm.add %arg0, %12 : i32
    llvm.br ^bb9(%38 : i32)
  ^bb8:  // pred: ^bb6
    %39 = llvm.mul %arg0, %12 : i32
    llvm.br ^bb9(%39 : i32)
  ^bb9(%40: i32):  // 2 preds: ^bb7, ^bb8
    llvm.br ^bb10
  ^bb10:  // pred: ^bb9
    %41 = llvm.fsub %arg3, %18 : f32
    %42 = llvm.add %24, %40 : i32
    %43 = llvm.mlir.constant(7 : i32) : i32
    %44 = llvm.mul %24, %4 : i32
    %45 = llvm.mul %24, %4 : i32
    %46 = llvm.mlir.constant(2 : i32) : i32
    %47 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
    %48 = llvm.insertvalue %46, %47[0] : !llvm.struct<(i32, f32)> 
    %49 = llvm.insertvalue %41, %48[1] : !llvm.struct<(i32, f32)> 
    llvm.return %49 : !llvm.struct<(i32, f32)>
  }
}

