module {
  func.func @f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(false) : i1
    %3 = llvm.select %2, %1, %arg0 : i1, i32
    %4 = llvm.icmp "slt" %arg0, %3 : i32
    cf.cond_br %4, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %5 = llvm.add %arg1, %arg0 : i32
    cf.br ^bb3(%5 : i32)
  ^bb2:  // pred: ^bb0
    %6 = llvm.mul %arg1, %arg0 : i32
    cf.br ^bb3(%6 : i32)
  ^bb3(%7: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %8 = llvm.add %arg1, %arg0 : i32
    %9 = llvm.add %1, %3 : i32
    %10 = llvm.icmp "slt" %arg1, %9 : i32
    cf.cond_br %10, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %11 = llvm.add %1, %1 : i32
    cf.br ^bb7(%11 : i32)
  ^bb6:  // pred: ^bb4
    %12 = llvm.mul %1, %1 : i32
    cf.br ^bb7(%12 : i32)
  ^bb7(%13: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = builtin.unrealized_conversion_cast %14 : i64 to index
    %16 = llvm.mlir.constant(8 : index) : i64
    %17 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb9(%15, %9 : index, i32)
  ^bb9(%18: index, %19: i32):  // 2 preds: ^bb8, ^bb10
    %20 = builtin.unrealized_conversion_cast %18 : index to i64
    %21 = llvm.icmp "slt" %20, %16 : i64
    cf.cond_br %21, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %22 = llvm.trunc %20 : i64 to i32
    %23 = llvm.mul %8, %9 : i32
    %24 = llvm.add %19, %22 : i32
    %25 = llvm.xor %24, %23 : i32
    %26 = llvm.add %20, %17 : i64
    %27 = builtin.unrealized_conversion_cast %26 : i64 to index
    cf.br ^bb9(%27, %25 : index, i32)
  ^bb11:  // pred: ^bb9
    %28 = llvm.icmp "eq" %8, %7 : i32
    %29 = llvm.select %28, %13, %19 : i1, i32
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.add %0, %30 : i64
    %32 = llvm.trunc %31 : i64 to i32
    %33 = llvm.icmp "sgt" %19, %1 : i32
    %34 = llvm.select %33, %7, %3 : i1, i32
    %35 = llvm.mlir.constant(2 : i32) : i32
    %36 = llvm.intr.smin(%7, %29) : (i32, i32) -> i32
    %37 = llvm.intr.smin(%7, %29) : (i32, i32) -> i32
    return %37, %arg3 : i32, f32
  }
  func.func @f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f0(%arg0, %arg0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.icmp "slt" %arg0, %1 : i32
    %3 = llvm.select %2, %1, %arg0 : i1, i32
    %4 = llvm.intr.smin(%0#0, %1) : (i32, i32) -> i32
    %5 = llvm.intr.smin(%0#0, %1) : (i32, i32) -> i32
    %6 = llvm.icmp "slt" %0#0, %1 : i32
    %7 = llvm.select %6, %5, %1 : i1, i32
    %8:2 = call @f0(%arg0, %4, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %9 = llvm.sub %7, %arg1 : i32
    %10 = llvm.mlir.constant(3 : i32) : i32
    %11 = llvm.icmp "ule" %7, %10 : i32
    %12 = llvm.select %11, %arg0, %5 : i1, i32
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = builtin.unrealized_conversion_cast %13 : i64 to index
    %15 = llvm.mlir.constant(16 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%14, %arg1 : index, i32)
  ^bb1(%17: index, %18: i32):  // 2 preds: ^bb0, ^bb2
    %19 = builtin.unrealized_conversion_cast %17 : index to i64
    %20 = llvm.icmp "slt" %19, %15 : i64
    cf.cond_br %20, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %21 = llvm.trunc %19 : i64 to i32
    %22 = llvm.mul %7, %arg0 : i32
    %23 = llvm.add %18, %21 : i32
    %24 = llvm.xor %23, %22 : i32
    %25 = llvm.add %19, %16 : i64
    %26 = builtin.unrealized_conversion_cast %25 : i64 to index
    cf.br ^bb1(%26, %24 : index, i32)
  ^bb3:  // pred: ^bb1
    %27 = llvm.mlir.constant(2 : i32) : i32
    return %27, %8#1 : i32, f32
  }
  func.func @f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.mlir.constant(2 : i32) : i32
    %1:2 = call @f0(%arg1, %0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.mlir.constant(7 : i32) : i32
    %4:2 = call @f1(%arg1, %3, %arg2, %1#1) : (i32, i32, index, f32) -> (i32, f32)
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = llvm.mlir.constant(8 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb1(%6, %2 : index, i32)
  ^bb1(%9: index, %10: i32):  // 2 preds: ^bb0, ^bb2
    %11 = builtin.unrealized_conversion_cast %9 : index to i64
    %12 = llvm.icmp "slt" %11, %7 : i64
    cf.cond_br %12, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %13 = llvm.trunc %11 : i64 to i32
    %14 = llvm.mul %arg1, %3 : i32
    %15 = llvm.add %10, %13 : i32
    %16 = llvm.xor %15, %14 : i32
    %17 = llvm.add %11, %8 : i64
    %18 = builtin.unrealized_conversion_cast %17 : i64 to index
    cf.br ^bb1(%18, %16 : index, i32)
  ^bb3:  // pred: ^bb1
    %19 = llvm.icmp "sgt" %4#0, %2 : i32
    cf.cond_br %19, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %20 = llvm.add %1#0, %2 : i32
    cf.br ^bb6(%20 : i32)
  ^bb5:  // pred: ^bb3
    %21 = llvm.mul %1#0, %2 : i32
    cf.br ^bb6(%21 : i32)
  ^bb6(%22: i32):  // 2 preds: ^bb4, ^bb5
    cf.br ^bb7
  ^bb7:  // pred: ^bb6
    %23 = llvm.and %1#0, %3 : i32
    %24 = llvm.xor %4#0, %arg0 : i32
    %25 = llvm.fadd %arg3, %4#1 : f32
    %26:2 = call @f1(%1#0, %10, %arg2, %25) : (i32, i32, index, f32) -> (i32, f32)
    %27 = llvm.or %22, %4#0 : i32
    return %27, %26#1 : i32, f32
  }
  func.func @f3(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.mlir.constant(2 : i32) : i32
    %3 = llvm.fsub %arg3, %arg3 : f32
    %4 = llvm.or %arg1, %2 : i32
    %5 = llvm.or %arg1, %2 : i32
    %6 = llvm.mlir.constant(7 : i32) : i32
    %7 = llvm.icmp "slt" %arg0, %1 : i32
    cf.cond_br %7, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg1 : i32)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %9 = llvm.fmul %arg3, %3 : f32
    %10 = llvm.and %arg0, %1 : i32
    %11:2 = call @f2(%4, %1, %arg2, %9) : (i32, i32, index, f32) -> (i32, f32)
    %12 = llvm.mlir.constant(7 : i32) : i32
    return %12, %11#1 : i32, f32
  }
  func.func @f4(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0:2 = call @f0(%arg0, %arg1, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mul %0#0, %arg0 : i32
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(42 : i32) : i32
    %5 = llvm.mul %0#0, %4 : i32
    %6 = llvm.mlir.constant(42 : i32) : i32
    %7 = llvm.icmp "slt" %2, %arg0 : i32
    cf.cond_br %7, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %8 = llvm.add %arg1, %arg1 : i32
    cf.br ^bb3(%8 : i32)
  ^bb2:  // pred: ^bb0
    %9 = llvm.mul %arg1, %arg1 : i32
    cf.br ^bb3(%9 : i32)
  ^bb3(%10: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %11 = llvm.intr.smax(%5, %4) : (i32, i32) -> i32
    %12 = llvm.intr.smax(%5, %4) : (i32, i32) -> i32
    %13 = llvm.icmp "slt" %5, %2 : i32
    cf.cond_br %13, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %14 = llvm.add %arg0, %6 : i32
    cf.br ^bb7(%14 : i32)
  ^bb6:  // pred: ^bb4
    %15 = llvm.mul %arg0, %6 : i32
    cf.br ^bb7(%15 : i32)
  ^bb7(%16: i32):  // 2 preds: ^bb5, ^bb6
    cf.br ^bb8
  ^bb8:  // pred: ^bb7
    %17 = llvm.mlir.constant(2 : i32) : i32
    %18 = llvm.mlir.constant(2 : i32) : i32
    return %18, %0#1 : i32, f32
  }
  func.func @f5(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.fsub %arg3, %arg3 : f32
    %3 = llvm.icmp "slt" %1, %arg1 : i32
    cf.cond_br %3, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %4 = llvm.add %arg0, %arg0 : i32
    cf.br ^bb3(%4 : i32)
  ^bb2:  // pred: ^bb0
    %5 = llvm.mul %arg0, %arg0 : i32
    cf.br ^bb3(%5 : i32)
  ^bb3(%6: i32):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    %7 = llvm.fsub %arg3, %arg3 : f32
    %8 = llvm.mlir.constant(7 : i32) : i32
    %9 = llvm.mlir.constant(0 : i32) : i32
    %10:2 = call @f3(%6, %6, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %11 = llvm.mlir.constant(false) : i1
    %12 = llvm.select %11, %0, %6 : i1, i32
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = builtin.unrealized_conversion_cast %13 : i64 to index
    %15 = llvm.mlir.constant(4 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb5(%14, %arg0 : index, i32)
  ^bb5(%17: index, %18: i32):  // 2 preds: ^bb4, ^bb6
    %19 = builtin.unrealized_conversion_cast %17 : index to i64
    %20 = llvm.icmp "slt" %19, %15 : i64
    cf.cond_br %20, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %21 = llvm.trunc %19 : i64 to i32
    %22 = llvm.add %18, %21 : i32
    %23 = llvm.xor %22, %9 : i32
    %24 = llvm.add %19, %16 : i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    cf.br ^bb5(%25, %23 : index, i32)
  ^bb7:  // pred: ^bb5
    %26:2 = call @f2(%1, %10#0, %arg2, %arg3) : (i32, i32, index, f32) -> (i32, f32)
    %27 = llvm.add %18, %10#0 : i32
    %28:2 = call @f1(%18, %arg0, %arg2, %2) : (i32, i32, index, f32) -> (i32, f32)
    return %28#0, %28#1 : i32, f32
  }
  func.func private @unused0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.add %arg0, %arg0 : i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.icmp "ne" %1, %arg0 : i32
    %4 = llvm.select %3, %1, %arg1 : i1, i32
    %5 = llvm.mlir.constant(1 : i32) : i32
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.add %0, %6 : i64
    %8 = llvm.trunc %7 : i64 to i32
    %9 = llvm.mlir.constant(4 : index) : i64
    %10 = llvm.add %0, %9 : i64
    %11 = llvm.trunc %10 : i64 to i32
    %12 = llvm.add %8, %5 : i32
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = llvm.mlir.constant(8 : index) : i64
    %15 = llvm.trunc %14 : i64 to i32
    %16 = llvm.add %12, %8 : i32
    %17 = llvm.mlir.constant(3 : i32) : i32
    %18 = llvm.fmul %arg3, %arg3 : f32
    %19 = llvm.icmp "ne" %16, %5 : i32
    %20 = llvm.select %19, %8, %15 : i1, i32
    return %20, %18 : i32, f32
  }
  func.func private @unused1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.mlir.constant(3 : i32) : i32
    %2 = llvm.add %arg1, %arg0 : i32
    %3 = llvm.add %2, %2 : i32
    %4 = llvm.add %arg0, %1 : i32
    %5 = llvm.add %arg0, %1 : i32
    %6 = llvm.mlir.constant(2 : i32) : i32
    %7 = llvm.add %2, %5 : i32
    %8 = llvm.add %3, %arg0 : i32
    %9 = llvm.mul %arg1, %1 : i32
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.add %0, %10 : i64
    %12 = llvm.trunc %11 : i64 to i32
    %13 = llvm.add %12, %1 : i32
    %14 = llvm.add %12, %1 : i32
    %15 = llvm.mlir.constant(3 : i32) : i32
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.add %11, %16 : i64
    %18 = llvm.trunc %17 : i64 to i32
    return %18, %arg3 : i32, f32
  }
  func.func private @unused2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
    %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
    %1 = llvm.add %arg1, %arg0 : i32
    %2 = llvm.add %1, %arg0 : i32
    %3 = llvm.mlir.constant(2 : i32) : i32
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.add %0, %4 : i64
    %6 = llvm.trunc %5 : i64 to i32
    %7 = llvm.mlir.constant(3 : i32) : i32
    %8 = llvm.or %arg1, %1 : i32
    %9 = llvm.or %arg1, %1 : i32
    %10 = llvm.mlir.constant(4 : index) : i64
    %11 = llvm.mlir.constant(8 : index) : i64
    %12 = llvm.trunc %11 : i64 to i32
    %13 = llvm.add %2, %3 : i32
    %14 = llvm.mlir.constant(42 : i32) : i32
    %15 = llvm.mlir.constant(0 : i32) : i32
    %16 = llvm.mlir.constant(2 : i32) : i32
    %17 = llvm.mlir.constant(1 : i32) : i32
    return %17, %arg3 : i32, f32
  }
  module @m0 {
    func.func @m0_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.add %0, %1 : i64
      %3 = llvm.trunc %2 : i64 to i32
      %4 = llvm.fsub %arg3, %arg3 : f32
      %5 = llvm.icmp "ule" %3, %arg1 : i32
      %6 = llvm.select %5, %arg0, %3 : i1, i32
      %7 = llvm.fmul %4, %4 : f32
      %8 = llvm.mlir.constant(42 : i32) : i32
      %9 = llvm.add %arg0, %arg0 : i32
      %10 = llvm.icmp "slt" %3, %6 : i32
      cf.cond_br %10, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %11 = llvm.add %arg0, %6 : i32
      cf.br ^bb3(%11 : i32)
    ^bb2:  // pred: ^bb0
      %12 = llvm.mul %arg0, %6 : i32
      cf.br ^bb3(%12 : i32)
    ^bb3(%13: i32):  // 2 preds: ^bb1, ^bb2
      cf.br ^bb4
    ^bb4:  // pred: ^bb3
      %14 = llvm.add %9, %arg0 : i32
      %15 = llvm.icmp "ne" %6, %9 : i32
      %16 = llvm.select %15, %3, %13 : i1, i32
      %17 = llvm.add %arg0, %9 : i32
      %18 = llvm.xor %6, %arg1 : i32
      %19 = llvm.xor %6, %arg1 : i32
      %20 = llvm.mlir.constant(1 : i32) : i32
      return %20, %7 : i32, f32
    }
    func.func @m0_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.mlir.constant(1 : index) : i64
      %2 = llvm.add %0, %1 : i64
      %3 = llvm.trunc %2 : i64 to i32
      %4 = llvm.mlir.constant(false) : i1
      cf.cond_br %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %5 = llvm.add %3, %arg0 : i32
      cf.br ^bb3(%5 : i32)
    ^bb2:  // pred: ^bb0
      %6 = llvm.mul %3, %arg0 : i32
      cf.br ^bb3(%6 : i32)
    ^bb3(%7: i32):  // 2 preds: ^bb1, ^bb2
      cf.br ^bb4
    ^bb4:  // pred: ^bb3
      %8 = llvm.mlir.constant(0 : index) : i64
      %9 = builtin.unrealized_conversion_cast %8 : i64 to index
      %10 = llvm.mlir.constant(16 : index) : i64
      %11 = llvm.mlir.constant(1 : index) : i64
      cf.br ^bb5(%9, %7 : index, i32)
    ^bb5(%12: index, %13: i32):  // 2 preds: ^bb4, ^bb6
      %14 = builtin.unrealized_conversion_cast %12 : index to i64
      %15 = llvm.icmp "slt" %14, %10 : i64
      cf.cond_br %15, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %16 = llvm.trunc %14 : i64 to i32
      %17 = llvm.mul %arg0, %7 : i32
      %18 = llvm.add %13, %16 : i32
      %19 = llvm.xor %18, %17 : i32
      %20 = llvm.add %14, %11 : i64
      %21 = builtin.unrealized_conversion_cast %20 : i64 to index
      cf.br ^bb5(%21, %19 : index, i32)
    ^bb7:  // pred: ^bb5
      %22 = llvm.icmp "slt" %3, %7 : i32
      cf.cond_br %22, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %23 = llvm.add %7, %3 : i32
      cf.br ^bb10(%23 : i32)
    ^bb9:  // pred: ^bb7
      %24 = llvm.mul %7, %3 : i32
      cf.br ^bb10(%24 : i32)
    ^bb10(%25: i32):  // 2 preds: ^bb8, ^bb9
      cf.br ^bb11
    ^bb11:  // pred: ^bb10
      %26 = llvm.mlir.constant(1 : i32) : i32
      %27 = llvm.add %7, %26 : i32
      %28 = llvm.fsub %arg3, %arg3 : f32
      %29 = llvm.add %arg0, %7 : i32
      %30 = llvm.mlir.constant(3 : i32) : i32
      %31 = llvm.mlir.constant(2 : i32) : i32
      %32 = llvm.add %arg0, %25 : i32
      %33 = llvm.mlir.constant(1 : i32) : i32
      %34 = llvm.mlir.constant(1 : i32) : i32
      return %34, %28 : i32, f32
    }
    func.func @m0_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = llvm.mlir.constant(false) : i1
      cf.cond_br %0, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %1 = llvm.add %arg0, %arg1 : i32
      cf.br ^bb3(%1 : i32)
    ^bb2:  // pred: ^bb0
      %2 = llvm.mul %arg0, %arg1 : i32
      cf.br ^bb3(%2 : i32)
    ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
      cf.br ^bb4
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
      %14 = builtin.unrealized_conversion_cast %13 : i64 to index
      %15 = llvm.mlir.constant(16 : index) : i64
      %16 = llvm.mlir.constant(1 : index) : i64
      cf.br ^bb5(%14, %3 : index, i32)
    ^bb5(%17: index, %18: i32):  // 2 preds: ^bb4, ^bb6
      %19 = builtin.unrealized_conversion_cast %17 : index to i64
      %20 = llvm.icmp "slt" %19, %15 : i64
      cf.cond_br %20, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %21 = llvm.trunc %19 : i64 to i32
      %22 = llvm.mul %4, %12 : i32
      %23 = llvm.add %18, %21 : i32
      %24 = llvm.xor %23, %22 : i32
      %25 = llvm.add %19, %16 : i64
      %26 = builtin.unrealized_conversion_cast %25 : i64 to index
      cf.br ^bb5(%26, %24 : index, i32)
    ^bb7:  // pred: ^bb5
      %27 = llvm.mlir.constant(3 : i32) : i32
      %28 = llvm.icmp "uge" %4, %27 : i32
      %29 = llvm.mlir.constant(0 : i32) : i32
      return %29, %arg3 : i32, f32
    }
  }
  module @m1 {
    func.func @m1_f0(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.mlir.constant(0 : index) : i64
      %2 = builtin.unrealized_conversion_cast %1 : i64 to index
      %3 = llvm.mlir.constant(4 : index) : i64
      %4 = llvm.mlir.constant(1 : index) : i64
      cf.br ^bb1(%2, %arg1 : index, i32)
    ^bb1(%5: index, %6: i32):  // 2 preds: ^bb0, ^bb2
      %7 = builtin.unrealized_conversion_cast %5 : index to i64
      %8 = llvm.icmp "slt" %7, %3 : i64
      cf.cond_br %8, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %9 = llvm.trunc %7 : i64 to i32
      %10 = llvm.mul %arg0, %arg0 : i32
      %11 = llvm.add %6, %9 : i32
      %12 = llvm.xor %11, %10 : i32
      %13 = llvm.add %7, %4 : i64
      %14 = builtin.unrealized_conversion_cast %13 : i64 to index
      cf.br ^bb1(%14, %12 : index, i32)
    ^bb3:  // pred: ^bb1
      %15 = llvm.mlir.constant(3 : i32) : i32
      %16 = llvm.add %arg0, %15 : i32
      %17 = llvm.mlir.constant(42 : i32) : i32
      %18 = llvm.mlir.constant(7 : i32) : i32
      %19 = llvm.icmp "ne" %arg0, %18 : i32
      %20 = llvm.select %19, %arg0, %16 : i1, i32
      %21 = llvm.mlir.constant(4 : index) : i64
      %22 = llvm.add %0, %21 : i64
      %23 = llvm.trunc %22 : i64 to i32
      %24 = llvm.icmp "slt" %arg0, %17 : i32
      %25 = llvm.select %24, %20, %18 : i1, i32
      %26 = llvm.icmp "ne" %arg0, %arg0 : i32
      %27 = llvm.select %26, %18, %arg1 : i1, i32
      %28 = llvm.add %23, %23 : i32
      return %28, %arg3 : i32, f32
    }
    func.func @m1_f1(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = llvm.mlir.constant(0 : index) : i64
      %1 = builtin.unrealized_conversion_cast %0 : i64 to index
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      cf.br ^bb1(%1, %arg0 : index, i32)
    ^bb1(%4: index, %5: i32):  // 2 preds: ^bb0, ^bb2
      %6 = builtin.unrealized_conversion_cast %4 : index to i64
      %7 = llvm.icmp "slt" %6, %2 : i64
      cf.cond_br %7, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %8 = llvm.trunc %6 : i64 to i32
      %9 = llvm.mul %arg1, %arg0 : i32
      %10 = llvm.add %5, %8 : i32
      %11 = llvm.xor %10, %9 : i32
      %12 = llvm.add %6, %3 : i64
      %13 = builtin.unrealized_conversion_cast %12 : i64 to index
      cf.br ^bb1(%13, %11 : index, i32)
    ^bb3:  // pred: ^bb1
      %14 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
      %15 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
      %16 = llvm.mlir.constant(false) : i1
      cf.cond_br %16, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %17 = llvm.add %14, %14 : i32
      cf.br ^bb6(%17 : i32)
    ^bb5:  // pred: ^bb3
      %18 = llvm.mul %14, %14 : i32
      cf.br ^bb6(%18 : i32)
    ^bb6(%19: i32):  // 2 preds: ^bb4, ^bb5
      cf.br ^bb7
    ^bb7:  // pred: ^bb6
      %20 = llvm.sub %5, %arg0 : i32
      %21 = llvm.fadd %arg3, %arg3 : f32
      %22 = llvm.icmp "ule" %arg1, %14 : i32
      %23 = llvm.select %22, %5, %arg1 : i1, i32
      %24 = llvm.sub %arg0, %19 : i32
      %25 = llvm.mlir.constant(0 : i32) : i32
      %26 = llvm.mlir.constant(2 : i32) : i32
      %27 = llvm.mlir.constant(42 : i32) : i32
      %28 = llvm.icmp "slt" %5, %26 : i32
      cf.cond_br %28, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %29 = llvm.add %24, %23 : i32
      cf.br ^bb10(%29 : i32)
    ^bb9:  // pred: ^bb7
      %30 = llvm.mul %24, %23 : i32
      cf.br ^bb10(%30 : i32)
    ^bb10(%31: i32):  // 2 preds: ^bb8, ^bb9
      cf.br ^bb11
    ^bb11:  // pred: ^bb10
      return %31, %21 : i32, f32
    }
    func.func @m1_f2(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, f32) {
      %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
      %1 = llvm.add %arg1, %arg0 : i32
      %2 = llvm.fsub %arg3, %arg3 : f32
      %3 = llvm.mlir.constant(2 : index) : i64
      %4 = llvm.add %0, %3 : i64
      %5 = llvm.trunc %4 : i64 to i32
      %6 = llvm.add %5, %arg0 : i32
      %7 = llvm.mlir.constant(2 : index) : i64
      %8 = llvm.add %0, %7 : i64
      %9 = llvm.trunc %8 : i64 to i32
      %10 = llvm.mlir.constant(1 : i32) : i32
      %11 = llvm.mlir.constant(7 : i32) : i32
      %12 = llvm.intr.smin(%6, %10) : (i32, i32) -> i32
      %13 = llvm.fadd %2, %2 : f32
      %14 = llvm.mlir.constant(2 : i32) : i32
      %15 = llvm.fadd %2, %arg3 : f32
      %16 = llvm.icmp "sgt" %12, %arg1 : i32
      %17 = llvm.select %16, %11, %14 : i1, i32
      return %17, %15 : i32, f32
    }
  }
}

