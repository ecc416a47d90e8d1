module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.fsub %arg3, %arg3 : f32
    %2 = llvm.fsub %arg3, %arg3 : f32
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = llvm.mlir.constant(8 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%4, %arg0 : index, i32)
  ^bb1(%7: index, %8: i32):  // 2 preds: ^bb0, ^bb2
    %9 = builtin.unrealized_conversion_cast %7 : index to i64
    %10 = llvm.icmp "slt" %9, %5 : i64
    cf.cond_br %10, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %11 = llvm.trunc %9 : i64 to i32
    %12 = llvm.mul %arg0, %arg1 : i32
    %13 = llvm.add %8, %11 : i32
    %14 = llvm.xor %13, %12 : i32
    %15 = llvm.add %9, %6 : i64
    %16 = builtin.unrealized_conversion_cast %15 : i64 to index
    cf.br ^bb1(%16, %14 : index, i32)
  ^bb3:  // pred: ^bb1
    %17 = llvm.mul %8, %8 : i32
    %18 = llvm.mlir.constant(2 : index) : i64
    %19 = llvm.add %0, %18 : i64
    %20 = llvm.trunc %19 : i64 to i32
    %21 = llvm.icmp "ule" %arg1, %20 : i32
    %22 = llvm.select %21, %arg0, %20 : i1, i32
    %23 = llvm.mlir.constant(0 : i32) : i32
    %24 = llvm.and %20, %arg0 : i32
    %25 = llvm.and %17, %20 : i32
    %26 = llvm.icmp "sgt" %20, %23 : i32
    %27 = llvm.select %26, %25, %arg1 : i1, i32
    %28 = llvm.icmp "slt" %17, %25 : i32
    %29 = llvm.select %28, %20, %arg0 : i1, i32
    %30 = llvm.mlir.constant(0 : i32) : i32
    %31 = llvm.mlir.constant(0 : index) : i64
    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
    %33 = llvm.mlir.constant(4 : index) : i64
    %34 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb4(%32, %17 : index, i32)
  ^bb4(%35: index, %36: i32):  // 2 preds: ^bb3, ^bb5
    %37 = builtin.unrealized_conversion_cast %35 : index to i64
    %38 = llvm.icmp "slt" %37, %33 : i64
    cf.cond_br %38, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %39 = llvm.trunc %37 : i64 to i32
    %40 = llvm.mul %17, %arg0 : i32
    %41 = llvm.add %36, %39 : i32
    %42 = llvm.xor %41, %40 : i32
    %43 = llvm.add %37, %34 : i64
    %44 = builtin.unrealized_conversion_cast %43 : i64 to index
    cf.br ^bb4(%44, %42 : index, i32)
  ^bb6:  // pred: ^bb4
    %45 = llvm.fsub %1, %1 : f32
    %46 = llvm.mlir.constant(42 : i32) : i32
    return %46, %45 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.or %arg1, %arg0 : i32
    %2 = llvm.mlir.constant(3 : i32) : i32
    %3 = llvm.icmp "slt" %arg0, %arg1 : i32
    cf.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %4 = llvm.add %arg1, %arg0 : i32
    cf.br ^bb3(%4 : i32)
  ^bb2:  // pred: ^bb0
    %5 = llvm.mul %arg1, %arg0 : i32
    cf.br ^bb3(%5 : i32)
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = builtin.unrealized_conversion_cast %8 : i64 to index
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb5(%9, %7 : index, i32)
  ^bb5(%12: index, %13: i32):  // 2 preds: ^bb4, ^bb6
    %14 = builtin.unrealized_conversion_cast %12 : index to i64
    %15 = llvm.icmp "slt" %14, %10 : i64
    cf.cond_br %15, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %16 = llvm.trunc %14 : i64 to i32
    %17 = llvm.mul %6, %arg1 : i32
    %18 = llvm.add %13, %16 : i32
    %19 = llvm.xor %18, %17 : i32
    %20 = llvm.add %14, %11 : i64
    %21 = builtin.unrealized_conversion_cast %20 : i64 to index
    cf.br ^bb5(%21, %19 : index, i32)
  ^bb7:  // pred: ^bb5
    %22 = llvm.and %13, %7 : i32
    %23 = llvm.and %13, %7 : i32
    %24 = llvm.mlir.constant(true) : i1
    %25 = llvm.select %24, %2, %arg0 : i1, i32
    %26 = llvm.or %arg0, %2 : i32
    %27 = llvm.or %arg0, %2 : i32
    %28:2 = call @f0(%arg0, %1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %29 = llvm.xor %6, %13 : i32
    %30 = llvm.xor %6, %13 : i32
    %31 = llvm.mlir.constant(7 : i32) : i32
    %32 = llvm.mlir.constant(true) : i1
    %33 = llvm.select %32, %30, %6 : i1, i32
    %34:2 = call @f0(%6, %28#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %35 = llvm.mlir.constant(4 : index) : i64
    %36 = llvm.add %0, %35 : i64
    %37 = llvm.trunc %36 : i64 to i32
    %38 = llvm.icmp "slt" %22, %31 : i32
    %39 = llvm.select %38, %1, %29 : i1, i32
    return %39, %34#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = llvm.add %0, %4 : i64
    %7 = builtin.unrealized_conversion_cast %6 : i64 to index
    %8 = llvm.trunc %6 : i64 to i32
    %9:2 = call @f0(%arg1, %arg1, %5, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %10 = llvm.and %8, %arg0 : i32
    %11 = llvm.and %8, %arg0 : i32
    %12 = llvm.sub %arg1, %8 : i32
    %13 = llvm.sub %arg1, %8 : i32
    %14 = llvm.fmul %arg3, %arg3 : f32
    %15:2 = call @f1(%8, %12, %5, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %16 = llvm.mlir.constant(42 : i32) : i32
    %17 = llvm.mlir.constant(0 : i32) : i32
    %18 = llvm.icmp "slt" %arg0, %3 : i32
    cf.cond_br %18, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%1 : i32)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3(%1 : i32)
  ^bb3(%19: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %20 = llvm.fmul %arg3, %9#1 : f32
    %21 = llvm.mlir.constant(0 : index) : i64
    %22 = builtin.unrealized_conversion_cast %21 : i64 to index
    %23 = llvm.mlir.constant(8 : index) : i64
    %24 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb5(%22, %12 : index, i32)
  ^bb5(%25: index, %26: i32):  // 2 preds: ^bb4, ^bb6
    %27 = builtin.unrealized_conversion_cast %25 : index to i64
    %28 = llvm.icmp "slt" %27, %23 : i64
    cf.cond_br %28, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %29 = llvm.trunc %27 : i64 to i32
    %30 = llvm.add %26, %29 : i32
    %31 = llvm.xor %30, %17 : i32
    %32 = llvm.add %27, %24 : i64
    %33 = builtin.unrealized_conversion_cast %32 : i64 to index
    cf.br ^bb5(%33, %31 : index, i32)
  ^bb7:  // pred: ^bb5
    %34:2 = call @f1(%arg0, %17, %7, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %34#0, %34#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(2 : index) : i64
    %2 = llvm.add %0, %1 : i64
    %3 = llvm.trunc %2 : i64 to i32
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.add %0, %4 : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.trunc %5 : i64 to i32
    %8 = llvm.mlir.constant(42 : i32) : i32
    %9 = llvm.mlir.constant(2 : i32) : i32
    %10:2 = call @f2(%3, %7, %6, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11 = llvm.mul %10#0, %8 : i32
    %12 = llvm.mul %11, %arg0 : i32
    %13 = llvm.mul %11, %arg0 : i32
    %14 = llvm.icmp "sgt" %13, %11 : i32
    %15 = llvm.select %14, %8, %arg0 : i1, i32
    %16 = llvm.sub %15, %13 : i32
    %17 = llvm.sub %15, %13 : i32
    %18 = llvm.mlir.constant(2 : i32) : i32
    %19 = llvm.icmp "sgt" %11, %7 : i32
    %20 = llvm.select %19, %9, %10#0 : i1, i32
    %21 = llvm.icmp "ne" %15, %10#0 : i32
    %22 = llvm.mlir.constant(false) : i1
    cf.cond_br %22, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %23 = llvm.add %17, %11 : i32
    cf.br ^bb3(%23 : i32)
  ^bb2:  // pred: ^bb0
    %24 = llvm.mul %17, %11 : i32
    cf.br ^bb3(%24 : i32)
  ^bb3(%25: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %26 = llvm.mlir.constant(2 : index) : i64
    %27 = llvm.mlir.constant(4 : index) : i64
    %28 = llvm.trunc %27 : i64 to i32
    %29 = llvm.mlir.constant(3 : i32) : i32
    %30 = llvm.add %3, %12 : i32
    return %30, %10#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.fmul %arg3, %arg3 : f32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.icmp "ule" %arg0, %1 : i32
    %5 = llvm.select %4, %arg1, %arg1 : i1, i32
    %6 = llvm.fadd %2, %arg3 : f32
    %7 = llvm.icmp "slt" %5, %arg0 : i32
    cf.cond_br %7, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %8 = llvm.add %1, %arg0 : i32
    cf.br ^bb3(%8 : i32)
  ^bb2:  // pred: ^bb0
    %9 = llvm.mul %1, %arg0 : i32
    cf.br ^bb3(%9 : i32)
  ^bb3(%10: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %11 = llvm.xor %arg1, %arg1 : i32
    %12 = llvm.xor %arg1, %arg1 : i32
    %13 = llvm.fadd %6, %arg3 : f32
    %14 = llvm.icmp "slt" %11, %arg0 : i32
    cf.cond_br %14, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %15 = llvm.add %arg1, %1 : i32
    cf.br ^bb7(%15 : i32)
  ^bb6:  // pred: ^bb4
    %16 = llvm.mul %arg1, %1 : i32
    cf.br ^bb7(%16 : i32)
  ^bb7(%17: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %18 = llvm.mlir.constant(0 : i32) : i32
    %19:2 = call @f1(%5, %18, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %20 = llvm.intr.smax(%10, %1) : (i32, i32) -> i32
    %21 = llvm.mlir.constant(1 : index) : i64
    %22 = llvm.add %0, %21 : i64
    %23 = llvm.trunc %22 : i64 to i32
    %24 = llvm.mlir.constant(4 : index) : i64
    %25 = llvm.add %22, %24 : i64
    %26 = llvm.trunc %25 : i64 to i32
    return %26, %19#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%2, %arg1 : index, i32)
  ^bb1(%5: index, %6: i32):  // 2 preds: ^bb0, ^bb2
    %7 = builtin.unrealized_conversion_cast %5 : index to i64
    %8 = llvm.icmp "slt" %7, %3 : i64
    cf.cond_br %8, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %9 = llvm.trunc %7 : i64 to i32
    %10 = llvm.mul %arg1, %arg0 : i32
    %11 = llvm.add %6, %9 : i32
    %12 = llvm.xor %11, %10 : i32
    %13 = llvm.add %7, %4 : i64
    %14 = builtin.unrealized_conversion_cast %13 : i64 to index
    cf.br ^bb1(%14, %12 : index, i32)
  ^bb3:  // pred: ^bb1
    %15 = llvm.mlir.constant(42 : i32) : i32
    %16:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %17:2 = call @f4(%6, %6, %arg2, %16#1) : (i32, i32, index, f32) -> (i32, f32)
    %18 = llvm.fadd %16#1, %16#1 : f32
    %19 = llvm.mlir.constant(2 : index) : i64
    %20 = llvm.add %0, %19 : i64
    %21 = builtin.unrealized_conversion_cast %20 : i64 to index
    %22 = llvm.trunc %20 : i64 to i32
    %23:2 = call @f1(%22, %22, %arg2, %18) : (i32, i32, index, f32) -> (i32, f32)
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb4(%25, %17#0 : index, i32)
  ^bb4(%28: index, %29: i32):  // 2 preds: ^bb3, ^bb5
    %30 = builtin.unrealized_conversion_cast %28 : index to i64
    %31 = llvm.icmp "slt" %30, %26 : i64
    cf.cond_br %31, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %32 = llvm.trunc %30 : i64 to i32
    %33 = llvm.mul %6, %23#0 : i32
    %34 = llvm.add %29, %32 : i32
    %35 = llvm.xor %34, %33 : i32
    %36 = llvm.add %30, %27 : i64
    %37 = builtin.unrealized_conversion_cast %36 : i64 to index
    cf.br ^bb4(%37, %35 : index, i32)
  ^bb6:  // pred: ^bb4
    %38 = llvm.mlir.constant(7 : i32) : i32
    %39:2 = call @f4(%23#0, %23#0, %21, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %40 = llvm.icmp "slt" %23#0, %29 : i32
    cf.cond_br %40, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %41 = llvm.add %29, %16#0 : i32
    cf.br ^bb9(%41 : i32)
  ^bb8:  // pred: ^bb6
    %42 = llvm.mul %29, %16#0 : i32
    cf.br ^bb9(%42 : i32)
  ^bb9(%43: i32):  // 2 preds: ^bb7, ^bb8
    cf.br ^bb10
  ^bb10:  // pred: ^bb9
    %44 = llvm.mlir.constant(0 : index) : i64
    %45 = builtin.unrealized_conversion_cast %44 : i64 to index
    %46 = llvm.mlir.constant(16 : index) : i64
    %47 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb11(%45, %39#0 : index, i32)
  ^bb11(%48: index, %49: i32):  // 2 preds: ^bb10, ^bb12
    %50 = builtin.unrealized_conversion_cast %48 : index to i64
    %51 = llvm.icmp "slt" %50, %46 : i64
    cf.cond_br %51, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %52 = llvm.trunc %50 : i64 to i32
    %53 = llvm.mul %6, %29 : i32
    %54 = llvm.add %49, %52 : i32
    %55 = llvm.xor %54, %53 : i32
    %56 = llvm.add %50, %47 : i64
    %57 = builtin.unrealized_conversion_cast %56 : i64 to index
    cf.br ^bb11(%57, %55 : index, i32)
  ^bb13:  // pred: ^bb11
    %58 = llvm.fsub %17#1, %17#1 : f32
    %59 = llvm.icmp "uge" %16#0, %15 : i32
    %60 = llvm.select %59, %6, %29 : i1, i32
    %61 = llvm.fsub %18, %16#1 : f32
    %62 = llvm.mul %29, %arg0 : i32
    return %62, %61 : i32, f32
  }
  func.func @f6(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.fmul %arg3, %arg3 : f32
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.constant(7 : i32) : i32
    %5 = llvm.fmul %2, %arg3 : f32
    %6 = llvm.fadd %2, %2 : f32
    %7:2 = call @f3(%4, %1, %arg2, %2) : (i32, i32, index, f32) -> (i32, f32)
    %8:2 = call @f0(%arg1, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = llvm.icmp "slt" %7#0, %3 : i32
    %10 = llvm.select %9, %8#0, %arg1 : i1, i32
    %11 = llvm.fsub %arg3, %7#1 : f32
    %12 = llvm.mlir.constant(4 : index) : i64
    %13 = llvm.add %0, %12 : i64
    %14 = llvm.trunc %13 : i64 to i32
    %15 = llvm.icmp "sgt" %arg0, %arg1 : i32
    %16 = llvm.select %15, %arg1, %10 : i1, i32
    %17 = llvm.mlir.constant(4 : index) : i64
    %18 = llvm.add %0, %17 : i64
    %19 = builtin.unrealized_conversion_cast %18 : i64 to index
    %20 = llvm.trunc %18 : i64 to i32
    %21:2 = call @f4(%16, %3, %19, %2) : (i32, i32, index, f32) -> (i32, f32)
    %22 = llvm.mlir.constant(0 : index) : i64
    %23 = builtin.unrealized_conversion_cast %22 : i64 to index
    %24 = llvm.mlir.constant(16 : index) : i64
    %25 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%23, %14 : index, i32)
  ^bb1(%26: index, %27: i32):  // 2 preds: ^bb0, ^bb2
    %28 = builtin.unrealized_conversion_cast %26 : index to i64
    %29 = llvm.icmp "slt" %28, %24 : i64
    cf.cond_br %29, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %30 = llvm.trunc %28 : i64 to i32
    %31 = llvm.add %27, %30 : i32
    %32 = llvm.xor %31, %1 : i32
    %33 = llvm.add %28, %25 : i64
    %34 = builtin.unrealized_conversion_cast %33 : i64 to index
    cf.br ^bb1(%34, %32 : index, i32)
  ^bb3:  // pred: ^bb1
    return %27, %21#1 : i32, f32
  }
  func.func @f7(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1:2 = call @f5(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2:2 = call @f1(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3:2 = call @f1(%arg0, %1#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %4 = llvm.intr.smax(%3#0, %arg1) : (i32, i32) -> i32
    %5 = llvm.intr.smax(%3#0, %arg1) : (i32, i32) -> i32
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.add %0, %6 : i64
    %8 = llvm.trunc %7 : i64 to i32
    %9 = llvm.xor %4, %arg1 : i32
    %10 = llvm.icmp "slt" %9, %2#0 : i32
    %11 = llvm.select %10, %arg1, %8 : i1, i32
    %12 = llvm.mlir.constant(0 : i32) : i32
    %13 = llvm.icmp "slt" %11, %9 : i32
    cf.cond_br %13, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %14 = llvm.add %11, %8 : i32
    cf.br ^bb3(%14 : i32)
  ^bb2:  // pred: ^bb0
    %15 = llvm.mul %11, %8 : i32
    cf.br ^bb3(%15 : i32)
  ^bb3(%16: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %17 = llvm.mlir.constant(1 : i32) : i32
    %18 = llvm.mlir.constant(1 : i32) : i32
    %19 = llvm.mlir.constant(0 : index) : i64
    %20 = builtin.unrealized_conversion_cast %19 : i64 to index
    %21 = llvm.mlir.constant(8 : index) : i64
    %22 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb5(%20, %12 : index, i32)
  ^bb5(%23: index, %24: i32):  // 2 preds: ^bb4, ^bb6
    %25 = builtin.unrealized_conversion_cast %23 : index to i64
    %26 = llvm.icmp "slt" %25, %21 : i64
    cf.cond_br %26, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %27 = llvm.trunc %25 : i64 to i32
    %28 = llvm.mul %arg1, %11 : i32
    %29 = llvm.add %24, %27 : i32
    %30 = llvm.xor %29, %28 : i32
    %31 = llvm.add %25, %22 : i64
    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
    cf.br ^bb5(%32, %30 : index, i32)
  ^bb7:  // pred: ^bb5
    %33 = llvm.mlir.constant(42 : i32) : i32
    %34 = llvm.fadd %2#1, %3#1 : f32
    %35 = llvm.fsub %2#1, %3#1 : f32
    %36 = llvm.xor %arg0, %arg1 : i32
    return %36, %35 : i32, f32
  }
  func.func @f8(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.sub %arg0, %arg1 : i32
    %1 = llvm.mul %0, %arg1 : i32
    %2:2 = call @f4(%arg1, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4:2 = call @f5(%3, %0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = llvm.sub %arg1, %2#0 : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7:2 = call @f0(%0, %1, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %8 = llvm.intr.smax(%arg1, %6) : (i32, i32) -> i32
    %9 = llvm.intr.smin(%7#0, %0) : (i32, i32) -> i32
    %10 = llvm.icmp "sgt" %arg0, %6 : i32
    cf.cond_br %10, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %11 = llvm.add %arg1, %6 : i32
    cf.br ^bb3(%11 : i32)
  ^bb2:  // pred: ^bb0
    %12 = llvm.mul %arg1, %6 : i32
    cf.br ^bb3(%12 : i32)
  ^bb3(%13: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %14 = llvm.mlir.constant(1 : i32) : i32
    %15 = llvm.intr.smax(%5, %arg0) : (i32, i32) -> i32
    %16 = llvm.icmp "eq" %0, %5 : i32
    %17:2 = call @f6(%5, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    return %17#0, %17#1 : i32, f32
  }
  func.func @f9(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.fsub %arg3, %arg3 : f32
    %2:2 = call @f3(%arg1, %arg1, %arg2, %1) : (i32, i32, index, f32) -> (i32, f32)
    %3 = llvm.fsub %arg3, %1 : f32
    %4:2 = call @f7(%arg1, %2#0, %arg2, %2#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = llvm.or %4#0, %2#0 : i32
    %6 = llvm.mlir.constant(4 : index) : i64
    %7 = llvm.add %0, %6 : i64
    %8 = builtin.unrealized_conversion_cast %7 : i64 to index
    %9 = llvm.trunc %7 : i64 to i32
    %10 = llvm.intr.smax(%arg0, %2#0) : (i32, i32) -> i32
    %11 = llvm.mlir.constant(42 : i32) : i32
    %12:2 = call @f2(%4#0, %9, %8, %3) : (i32, i32, index, f32) -> (i32, f32)
    %13 = llvm.and %arg0, %11 : i32
    %14 = llvm.and %arg0, %11 : i32
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = builtin.unrealized_conversion_cast %15 : i64 to index
    %17 = llvm.mlir.constant(8 : index) : i64
    %18 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%16, %2#0 : index, i32)
  ^bb1(%19: index, %20: i32):  // 2 preds: ^bb0, ^bb2
    %21 = builtin.unrealized_conversion_cast %19 : index to i64
    %22 = llvm.icmp "slt" %21, %17 : i64
    cf.cond_br %22, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %23 = llvm.trunc %21 : i64 to i32
    %24 = llvm.mul %4#0, %12#0 : i32
    %25 = llvm.add %20, %23 : i32
    %26 = llvm.xor %25, %24 : i32
    %27 = llvm.add %21, %18 : i64
    %28 = builtin.unrealized_conversion_cast %27 : i64 to index
    cf.br ^bb1(%28, %26 : index, i32)
  ^bb3:  // pred: ^bb1
    %29 = llvm.icmp "eq" %12#0, %9 : i32
    %30 = llvm.select %29, %10, %arg1 : i1, i32
    %31 = llvm.add %arg0, %11 : i32
    %32 = llvm.add %arg0, %11 : i32
    %33 = llvm.sub %30, %31 : i32
    %34 = llvm.icmp "sgt" %14, %33 : i32
    %35 = llvm.select %34, %5, %12#0 : i1, i32
    return %35, %12#1 : i32, f32
  }
  func.func @f10(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.icmp "slt" %arg0, %arg1 : i32
    cf.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %2 = llvm.add %arg0, %arg1 : i32
    cf.br ^bb3(%2 : i32)
  ^bb2:  // pred: ^bb0
    %3 = llvm.mul %arg0, %arg1 : i32
    cf.br ^bb3(%3 : i32)
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %5 = llvm.icmp "slt" %4, %arg1 : i32
    cf.cond_br %5, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %6 = llvm.add %arg1, %arg1 : i32
    cf.br ^bb7(%6 : i32)
  ^bb6:  // pred: ^bb4
    %7 = llvm.mul %arg1, %arg1 : i32
    cf.br ^bb7(%7 : i32)
  ^bb7(%8: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = builtin.unrealized_conversion_cast %9 : i64 to index
    %11 = llvm.add %0, %9 : i64
    %12 = llvm.trunc %11 : i64 to i32
    %13 = llvm.mlir.constant(false) : i1
    %14 = llvm.select %13, %12, %arg1 : i1, i32
    %15:2 = call @f2(%14, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %16 = llvm.add %12, %arg0 : i32
    %17 = llvm.add %12, %arg0 : i32
    %18 = llvm.fadd %arg3, %arg3 : f32
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.mlir.constant(8 : index) : i64
    %21 = llvm.trunc %20 : i64 to i32
    %22 = llvm.fmul %arg3, %15#1 : f32
    %23 = llvm.mlir.constant(0 : i32) : i32
    %24 = llvm.mlir.constant(0 : index) : i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb9(%25, %16 : index, i32)
  ^bb9(%28: index, %29: i32):  // 2 preds: ^bb8, ^bb10
    %30 = builtin.unrealized_conversion_cast %28 : index to i64
    %31 = llvm.icmp "slt" %30, %26 : i64
    cf.cond_br %31, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %32 = llvm.trunc %30 : i64 to i32
    %33 = llvm.mul %15#0, %12 : i32
    %34 = llvm.add %29, %32 : i32
    %35 = llvm.xor %34, %33 : i32
    %36 = llvm.add %30, %27 : i64
    %37 = builtin.unrealized_conversion_cast %36 : i64 to index
    cf.br ^bb9(%37, %35 : index, i32)
  ^bb11:  // pred: ^bb9
    %38 = llvm.sub %14, %4 : i32
    %39:2 = call @f7(%12, %17, %10, %22) : (i32, i32, index, f32) -> (i32, f32)
    %40 = llvm.icmp "ule" %arg1, %16 : i32
    %41 = llvm.select %40, %14, %arg1 : i1, i32
    %42 = llvm.fmul %39#1, %39#1 : f32
    %43 = llvm.fsub %22, %18 : f32
    return %41, %43 : i32, f32
  }
  func.func @f11(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%2, %arg0 : index, i32)
  ^bb1(%5: index, %6: i32):  // 2 preds: ^bb0, ^bb2
    %7 = builtin.unrealized_conversion_cast %5 : index to i64
    %8 = llvm.icmp "slt" %7, %3 : i64
    cf.cond_br %8, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %9 = llvm.trunc %7 : i64 to i32
    %10 = llvm.mul %arg1, %arg0 : i32
    %11 = llvm.add %6, %9 : i32
    %12 = llvm.xor %11, %10 : i32
    %13 = llvm.add %7, %4 : i64
    %14 = builtin.unrealized_conversion_cast %13 : i64 to index
    cf.br ^bb1(%14, %12 : index, i32)
  ^bb3:  // pred: ^bb1
    %15:2 = call @f4(%6, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %16 = llvm.sub %arg1, %6 : i32
    %17 = llvm.mul %6, %15#0 : i32
    %18:2 = call @f7(%15#0, %16, %arg2, %15#1) : (i32, i32, index, f32) -> (i32, f32)
    %19 = llvm.intr.smax(%17, %16) : (i32, i32) -> i32
    %20 = llvm.intr.smax(%17, %16) : (i32, i32) -> i32
    %21 = llvm.xor %arg0, %17 : i32
    %22 = llvm.mlir.constant(1 : index) : i64
    %23 = llvm.add %0, %22 : i64
    %24 = llvm.trunc %23 : i64 to i32
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = builtin.unrealized_conversion_cast %25 : i64 to index
    %27 = llvm.mlir.constant(16 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb4(%26, %6 : index, i32)
  ^bb4(%29: index, %30: i32):  // 2 preds: ^bb3, ^bb5
    %31 = builtin.unrealized_conversion_cast %29 : index to i64
    %32 = llvm.icmp "slt" %31, %27 : i64
    cf.cond_br %32, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %33 = llvm.trunc %31 : i64 to i32
    %34 = llvm.mul %21, %21 : i32
    %35 = llvm.add %30, %33 : i32
    %36 = llvm.xor %35, %34 : i32
    %37 = llvm.add %31, %28 : i64
    %38 = builtin.unrealized_conversion_cast %37 : i64 to index
    cf.br ^bb4(%38, %36 : index, i32)
  ^bb6:  // pred: ^bb4
    %39 = llvm.mlir.constant(0 : i32) : i32
    %40 = llvm.icmp "slt" %16, %39 : i32
    cf.cond_br %40, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %41 = llvm.add %arg0, %15#0 : i32
    cf.br ^bb9(%41 : i32)
  ^bb8:  // pred: ^bb6
    %42 = llvm.mul %arg0, %15#0 : i32
    cf.br ^bb9(%42 : i32)
  ^bb9(%43: i32):  // 2 preds: ^bb7, ^bb8
    cf.br ^bb10
  ^bb10:  // pred: ^bb9
    %44 = llvm.fsub %arg3, %18#1 : f32
    %45 = llvm.add %24, %43 : i32
    %46 = llvm.mlir.constant(7 : i32) : i32
    %47 = llvm.mul %24, %6 : i32
    %48 = llvm.mul %24, %6 : i32
    %49 = llvm.mlir.constant(2 : i32) : i32
    return %49, %44 : i32, f32
  }
}

